/* test-game-queries.c: the queries the UI asks core instead of reading
 * engine structures
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-game-queries"

#include "config.h"

#include "tess-history.h"
#include "tess-test-core.h"

static TessGame *
game_with_rules (TessUnplaceable unplaceable,
                 int             followers)
{
  static const char *names[] = { "Ana", "Bea" };
  static const TessColor colors[] = { TESS_COLOR_GREEN, TESS_COLOR_BLACK };
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;
  TessGame *game;
  TessRules rules;

  tess_rules_init_default (&rules);
  rules.unplaceable = unplaceable;
  rules.followers = followers;
  record = tess_game_new_record (&rules, 2, names, colors, NULL, "5", &error);
  g_assert_no_error (error);
  game = tess_game_new_from_record (record, &error);
  g_assert_no_error (error);
  return game;
}

static void
test_rules (void)
{
  g_autoptr(TessGame) returns = game_with_rules (TESS_UNPLACEABLE_RETURN, 3);
  g_autoptr(TessGame) discards = game_with_rules (TESS_UNPLACEABLE_DISCARD, 12);

  g_assert_true (tess_game_get_unplaceable_returns (returns));
  g_assert_false (tess_game_get_unplaceable_returns (discards));
  g_assert_cmpint (tess_game_get_followers_per_player (returns), ==, 3);
  g_assert_cmpint (tess_game_get_followers_per_player (discards), ==, 12);
  /* The supply starts full. */
  g_assert_cmpint (tess_game_get_supply (returns, 0), ==, 3);
}

static void
test_history (void)
{
  g_autoptr(TessGame) game = game_with_rules (TESS_UNPLACEABLE_DISCARD, 7);
  g_autoptr(TessHistory) history = tess_history_new_for_game (game);
  const TessDef *def = tess_game_get_def (game);
  int n_types = tess_def_n_types (def);

  g_assert_cmpint (n_types, >, 0);
  for (int t = 0; t < n_types; t++)
    g_assert_true (tess_history_get_tile_def (history, t) == tess_def_tile (def, t));
  g_assert_null (tess_history_get_tile_def (history, -1));
  g_assert_null (tess_history_get_tile_def (history, n_types));

  g_assert_cmpint (tess_history_get_player_color (history, 0), ==, TESS_COLOR_GREEN);
  g_assert_cmpint (tess_history_get_player_color (history, 1), ==, TESS_COLOR_BLACK);
  g_assert_cmpint (tess_history_get_player_color (history, 2), ==, -1);
  g_assert_cmpint (tess_history_get_player_color (history, -1), ==, -1);
}

/* What a scoring lights: a monastery scored with its eight neighbours
 * lights them too, each a whole tile; a road lights only its tiles. */
static void
test_scored_cells (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", "book-monastery-9.tessera", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_file (path, &error);
  g_autoptr(TessGame) game = NULL;
  GPtrArray *events;
  guint monasteries = 0;

  g_assert_no_error (error);
  game = tess_game_new_from_record (record, &error);
  g_assert_no_error (error);
  events = tess_game_get_events (game);
  for (guint i = 0; i < events->len; i++)
    {
      const TessGameEvent *event = g_ptr_array_index (events, i);
      g_autoptr(GArray) cells = tess_game_get_scored_cells (game, event);
      g_autoptr(GArray) feature = tess_game_get_feature_cells (game, event->placement, event->feature_index);
      guint whole = 0;

      for (guint k = 0; k < cells->len; k++)
        {
          const TessGameCell *cell = &g_array_index (cells, TessGameCell, k);

          if (cell->feature >= 0)
            continue;
          whole++;
          /* A neighbour of the monastery at (0, 1), never the monastery. */
          g_assert_cmpint (ABS (cell->x - 0), <=, 1);
          g_assert_cmpint (ABS (cell->y - 1), <=, 1);
          g_assert_false (cell->x == 0 && cell->y == 1);
        }
      if (event->feature != TESS_FEATURE_MONASTERY)
        {
          g_assert_cmpuint (cells->len, ==, feature->len);
          continue;
        }
      monasteries++;
      g_assert_cmpint (event->points, ==, 9);
      g_assert_cmpuint (feature->len, ==, 1);
      g_assert_cmpuint (whole, ==, 8);
      g_assert_cmpuint (cells->len, ==, 9);
    }
  g_assert_cmpuint (monasteries, ==, 1);
}

/* Where each player laid their last tile, over a whole game: what the
 * board marks. Checked against the moves as they are played, and again
 * after undos and on a game opened from its record. */
static void
test_last_placements (void)
{
  g_autoptr(TessGame) game = game_with_rules (TESS_UNPLACEABLE_DISCARD, 7);
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autoptr(GError) error = NULL;
  int expected[TESS_MAX_PLAYERS] = { -1, -1, -1, -1, -1, -1 };
  int got[TESS_MAX_PLAYERS];
  guint n = 0;

  tess_game_get_last_placements (game, got);
  g_assert_cmpmem (got, sizeof got, expected, sizeof expected);
  while (!tess_game_get_finished (game))
    {
      g_autoptr(GArray) placements = tess_game_get_placements (game);
      const TessGamePlacement *p;
      int player = tess_game_get_current_player (game);

      p = &g_array_index (placements, TessGamePlacement, g_rand_int_range (rand, 0, placements->len));
      g_assert_true (tess_game_place_tile (game, p->x, p->y, p->rot, &error));
      g_assert_true (tess_game_place_follower (game, -1, &error));
      g_assert_no_error (error);
      expected[player] = tess_game_get_n_placed (game) - 1;
      tess_game_get_last_placements (game, got);
      g_assert_cmpmem (got, sizeof got, expected, sizeof expected);
      n++;
    }
  g_assert_cmpuint (n, >, 20);

  /* The same from the record alone. */
  {
    g_autoptr(TessGame) opened = tess_game_new_from_record (tess_game_get_record (game), &error);

    g_assert_no_error (error);
    tess_game_get_last_placements (opened, got);
    g_assert_cmpmem (got, sizeof got, expected, sizeof expected);
  }

  /* One move undone: its player's last tile is the one before. */
  {
    int player, before;

    g_assert_true (tess_game_undo (game, &error));
    g_assert_no_error (error);
    player = tess_game_get_current_player (game);
    before = expected[player];
    tess_game_get_last_placements (game, got);
    g_assert_cmpint (got[player], <, before);
    g_assert_cmpint (got[player], >=, 1);
    g_assert_cmpint (got[1 - player], ==, expected[1 - player]);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-queries/rules", test_rules);
  g_test_add_func ("/game-queries/history", test_history);
  g_test_add_func ("/game-queries/scored-cells", test_scored_cells);
  g_test_add_func ("/game-queries/last-placements", test_last_placements);

  return g_test_run ();
}
