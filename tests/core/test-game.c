/* test-game.c: TessGame, the model the window plays on (no display)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>

#include "tess-game.h"
#include "tess-test-core.h"

static char *tmp_dir;

typedef struct
{
  guint n_moves_notify;
  guint phase_notify;
  guint tile_placed;
  guint follower_placed;
  guint scored;
  guint turns;
  guint game_over;
  int   points[TESS_MAX_PLAYERS];
} Counts;

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              Counts     *counts)
{
  if (g_str_equal (pspec->name, "n-moves"))
    counts->n_moves_notify++;
  else if (g_str_equal (pspec->name, "phase"))
    counts->phase_notify++;
}

static void
count_tile_placed (TessGame *game, int x, int y, int rot, Counts *counts)
{
  counts->tile_placed++;
}

static void
count_follower_placed (TessGame *game, int player, int placement, int feature, Counts *counts)
{
  counts->follower_placed++;
}

static void
count_scored (TessGame *game, TessGameEvent *event, Counts *counts)
{
  counts->scored++;
  for (int p = 0; p < TESS_MAX_PLAYERS; p++)
    if (event->scorers & (1u << p))
      counts->points[p] += event->points;
}

static void
count_turn (TessGame *game, int player, Counts *counts)
{
  counts->turns++;
}

static void
count_game_over (TessGame *game, Counts *counts)
{
  counts->game_over++;
}

static void
connect_counts (TessGame *game,
                Counts   *counts)
{
  g_signal_connect (game, "notify", G_CALLBACK (count_notify), counts);
  g_signal_connect (game, "tile-placed", G_CALLBACK (count_tile_placed), counts);
  g_signal_connect (game, "follower-placed", G_CALLBACK (count_follower_placed), counts);
  g_signal_connect (game, "feature-scored", G_CALLBACK (count_scored), counts);
  g_signal_connect (game, "turn-started", G_CALLBACK (count_turn), counts);
  g_signal_connect (game, "game-over", G_CALLBACK (count_game_over), counts);
}

static void
test_new_game (void)
{
  g_autoptr(TessRecord) record = tess_test_new_record (2, FALSE, 1, NULL, "42");
  g_autoptr(GError) error = NULL;
  TessGame *game = tess_game_new_from_record (record, &error);

  g_assert_no_error (error);
  g_assert_true (record->has_seed);
  g_assert_cmpint (record->seed, ==, 42);
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_TILE);
  g_assert_cmpint (tess_game_get_current_player (game), ==, 0);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 0);
  g_assert_false (tess_game_get_finished (game));
  g_assert_cmpint (tess_game_get_tile (game), >=, 0);
  g_assert_cmpint (tess_game_get_n_placed (game), ==, 1);
  /* 72 tiles: the start tile is down, one is in hand. */
  g_assert_cmpint (tess_game_get_tiles_left (game), ==, 70);
  g_assert_cmpuint (tess_game_get_n_players (game), ==, 2);
  g_assert_cmpstr (tess_game_get_player_name (game, 1), ==, "Bea");
  g_assert_cmpint (tess_game_get_player_color (game, 1), ==, TESS_COLOR_BLUE);
  g_assert_cmpint (tess_game_get_player_kind (game, 1), ==, TESS_AI_NONE);
  g_assert_cmpint (tess_game_get_supply (game, 0), ==, 7);

  g_assert_finalize_object (game);
}

static void
test_seeds (void)
{
  gint64 a, b;
  g_autoptr(TessRecord) random1 = tess_test_new_record (2, FALSE, 1, NULL, NULL);
  g_autoptr(TessRecord) random2 = tess_test_new_record (2, FALSE, 1, NULL, "  ");

  g_assert_true (tess_game_parse_seed ("1234", &a));
  g_assert_cmpint (a, ==, 1234);
  g_assert_true (tess_game_parse_seed (" -7 ", &a));
  g_assert_cmpint (a, ==, -7);
  g_assert_true (tess_game_parse_seed ("castle", &a));
  g_assert_true (tess_game_parse_seed ("castle", &b));
  g_assert_cmpint (a, ==, b);
  g_assert_true (tess_game_parse_seed ("castles", &b));
  g_assert_cmpint (a, !=, b);
  g_assert_false (tess_game_parse_seed ("", &a));
  g_assert_false (tess_game_parse_seed (NULL, &a));

  /* Games are always seeded, also when no seed is given. */
  g_assert_true (random1->has_seed);
  g_assert_true (random2->has_seed);
}

static void
test_bad_setup (void)
{
  TessColor same[] = { TESS_COLOR_RED, TESS_COLOR_RED };
  const char *names[] = { "Ana", "" };
  g_autoptr(GError) error = NULL;
  TessRecord *record;
  TessRules rules;

  tess_rules_init_default (&rules);
  record = tess_game_new_record (&rules, 2, names, same, NULL, "1", &error);
  g_assert_null (record);
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES);
  g_clear_error (&error);

  record = tess_game_new_record (&rules, 1, names, same, NULL, "1", &error);
  g_assert_null (record);
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES);
  g_clear_error (&error);

  /* An empty name gets a default one. */
  {
    TessColor two[] = { TESS_COLOR_RED, TESS_COLOR_BLUE };

    record = tess_game_new_record (&rules, 2, names, two, NULL, "1", &error);
    g_assert_no_error (error);
    g_assert_cmpstr (tess_record_player (record, 1)->name, !=, "");
    tess_record_unref (record);
  }
}

static void
test_two_step_turn (void)
{
  g_autoptr(TessRecord) record = tess_test_new_record (2, FALSE, 1, NULL, "7");
  g_autoptr(GError) error = NULL;
  TessGame *game = tess_game_new_from_record (record, &error);
  g_autoptr(GArray) placements = NULL;
  g_autoptr(GArray) options = NULL;
  Counts counts = { 0 };
  TessGamePlacement first;
  int x, y, rot, tile;

  g_assert_no_error (error);
  connect_counts (game, &counts);

  /* Out of turn: a follower before the tile. */
  g_assert_false (tess_game_place_follower (game, -1, &error));
  g_assert_error (error, TESS_GAME_ERROR, TESS_GAME_ERROR_PHASE);
  g_clear_error (&error);

  /* On the start tile: illegal, nothing changes. */
  g_assert_false (tess_game_place_tile (game, 0, 0, 0, &error));
  g_assert_error (error, TESS_GAME_ERROR, TESS_GAME_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (tess_game_place_tile (game, 5, 5, 0, &error));
  g_assert_error (error, TESS_GAME_ERROR, TESS_GAME_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_cmpuint (counts.phase_notify, ==, 0);
  g_assert_cmpuint (counts.tile_placed, ==, 0);

  placements = tess_game_get_placements (game);
  g_assert_cmpuint (placements->len, >, 0);
  first = g_array_index (placements, TessGamePlacement, 0);
  g_assert_true (tess_game_can_place_at (game, first.x, first.y, first.rot));
  g_assert_cmpint (tess_game_fitting_rotation (game, first.x, first.y, first.rot), ==, first.rot);
  g_assert_cmpint (tess_game_fitting_rotation (game, 9, 9, 0), ==, -1);

  tile = tess_game_get_tile (game);
  g_assert_true (tess_game_place_tile (game, first.x, first.y, first.rot, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_FOLLOWER);
  g_assert_cmpuint (counts.phase_notify, ==, 1);
  g_assert_cmpuint (counts.tile_placed, ==, 1);
  g_assert_true (tess_game_get_pending (game, &x, &y, &rot));
  g_assert_cmpint (x, ==, first.x);
  g_assert_cmpint (y, ==, first.y);
  g_assert_cmpint (rot, ==, first.rot);
  /* Laid, not played: the record and the board are as they were. */
  g_assert_cmpuint (tess_record_n_moves (record), ==, 0);
  g_assert_cmpint (tess_game_get_n_placed (game), ==, 1);
  g_assert_cmpint (tess_game_get_tile (game), ==, tile);

  /* Not twice. */
  g_assert_false (tess_game_place_tile (game, first.x, first.y, first.rot, &error));
  g_assert_error (error, TESS_GAME_ERROR, TESS_GAME_ERROR_PHASE);
  g_clear_error (&error);

  /* Taking it back, and laying it again. */
  g_assert_true (tess_game_take_back_tile (game));
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_TILE);
  g_assert_false (tess_game_get_pending (game, NULL, NULL, NULL));
  g_assert_true (tess_game_place_tile (game, first.x, first.y, first.rot, &error));

  options = tess_game_get_follower_options (game);
  g_assert_cmpuint (options->len, >, 0);
  g_assert_false (tess_game_place_follower (game, 15, &error));
  g_assert_error (error, TESS_GAME_ERROR, TESS_GAME_ERROR_ILLEGAL);
  g_clear_error (&error);

  counts.n_moves_notify = 0;
  g_assert_true (tess_game_place_follower (game, g_array_index (options, int, 0), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (counts.n_moves_notify, ==, 1);
  g_assert_cmpuint (counts.follower_placed, ==, 1);
  g_assert_cmpuint (counts.turns, ==, 1);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (tess_record_n_moves (record), ==, 1);
  g_assert_cmpint (tess_game_get_current_player (game), ==, 1);
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_TILE);
  g_assert_cmpint (tess_game_get_n_placed (game), ==, 2);
  g_assert_cmpint (tess_game_get_n_followers (game), ==, 1);
  g_assert_cmpint (tess_game_get_supply (game, 0), ==, 6);
  g_assert_cmpint (tess_record_move (record, 0)->follower, !=, TESS_FOLLOWER_NONE);

  g_signal_handlers_disconnect_by_data (game, &counts);
  g_assert_finalize_object (game);
}

/* Plays a whole game through TessGame, first legal placement each turn,
 * a follower every third move, and checks it against core's replay. */
static void
play_out (TessGame *game,
          Counts   *counts)
{
  guint move = 0;

  while (!tess_game_get_finished (game))
    {
      g_autoptr(GArray) placements = tess_game_get_placements (game);
      g_autoptr(GArray) options = NULL;
      g_autoptr(GError) error = NULL;
      TessGamePlacement p;
      guint before = tess_game_get_n_moves (game);
      int feature = -1;

      g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_TILE);
      g_assert_cmpuint (placements->len, >, 0);
      p = g_array_index (placements, TessGamePlacement, (move * 7919u) % placements->len);
      g_assert_true (tess_game_place_tile (game, p.x, p.y, p.rot, &error));
      g_assert_no_error (error);
      options = tess_game_get_follower_options (game);
      if (options->len > 0 && move % 2 == 0)
        feature = g_array_index (options, int, move % options->len);
      g_assert_true (tess_game_place_follower (game, feature, &error));
      g_assert_no_error (error);
      /* Discards count as moves of their own. */
      g_assert_cmpuint (tess_game_get_n_moves (game), >, before);
      move++;
      g_assert_cmpuint (move, <, 200);
    }
}

static void
test_whole_game (gconstpointer data)
{
  gboolean river = GPOINTER_TO_INT (data);
  g_autoptr(TessRecord) record = tess_test_new_record (3, river, 1, NULL, "20260101");
  g_autoptr(GError) error = NULL;
  g_autofree char *autosave = g_build_filename (tmp_dir, "game", "autosave.tessera", NULL);
  TessGame *game = tess_game_new_from_record (record, &error);
  TessGameSession *session = tess_game_session_new (autosave);
  TessGame *loaded;
  Counts counts = { 0 };
  int scores[TESS_MAX_PLAYERS];

  g_assert_no_error (error);
  tess_game_session_set_game (session, game, NULL);
  connect_counts (game, &counts);

  /* The session's autosave follows the game (off the main thread) and
   * goes when it is over. */
  {
    g_autoptr(GArray) placements = tess_game_get_placements (game);
    TessGamePlacement p = g_array_index (placements, TessGamePlacement, 0);
    guint written = tess_autosave_get_n_written (tess_game_session_get_autosave (session));

    g_assert_true (tess_game_play_move (game, tess_game_get_tile (game), p.x, p.y, p.rot, -1, &error));
    g_assert_no_error (error);
    tess_test_wait_for_autosave (session, written);
    g_assert_true (g_file_test (autosave, G_FILE_TEST_EXISTS));
    {
      g_autoptr(TessRecord) saved = tess_record_load_file (autosave, &error);

      g_assert_no_error (error);
      g_assert_true (tess_record_equal (saved, record));
    }
  }

  play_out (game, &counts);
  tess_game_session_flush (session);

  g_assert_true (tess_game_get_finished (game));
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_GAME_OVER);
  g_assert_cmpint (tess_game_get_tile (game), ==, -1);
  g_assert_cmpint (tess_game_get_tiles_left (game), ==, 0);
  g_assert_cmpuint (counts.game_over, ==, 1);
  g_assert_false (g_file_test (autosave, G_FILE_TEST_EXISTS));

  tess_test_replay_scores (record, scores);
  g_test_message ("%u moves, %u scorings, scores %d %d %d", tess_game_get_n_moves (game),
                  tess_game_get_events (game)->len, scores[0], scores[1], scores[2]);
  for (guint p = 0; p < 3; p++)
    {
      g_autoptr(GArray) history = tess_game_get_score_history (game, p);
      int sum = 0;

      g_assert_cmpint (tess_game_get_score (game, p), ==, scores[p]);
      g_assert_cmpint (counts.points[p], ==, scores[p]);
      for (int c = 0; c < TESS_GAME_N_CATEGORIES; c++)
        sum += tess_game_get_category_score (game, p, c, FALSE) +
               tess_game_get_category_score (game, p, c, TRUE);
      g_assert_cmpint (sum, ==, scores[p]);
      /* Before the first move, after each, after the final scoring. */
      g_assert_cmpuint (history->len, ==, tess_game_get_n_moves (game) + 2);
      g_assert_cmpint (g_array_index (history, int, 0), ==, 0);
      g_assert_cmpint (g_array_index (history, int, history->len - 1), ==, scores[p]);
      for (guint i = 1; i < history->len; i++)
        g_assert_cmpint (g_array_index (history, int, i), >=, g_array_index (history, int, i - 1));
    }

  {
    g_autoptr(GArray) ranking = tess_game_get_ranking (game);

    g_assert_cmpuint (ranking->len, ==, 3);
    g_assert_cmpint (tess_game_get_score (game, g_array_index (ranking, guint, 0)), >=,
                     tess_game_get_score (game, g_array_index (ranking, guint, 1)));
    g_assert_cmpint (tess_game_get_score (game, g_array_index (ranking, guint, 1)), >=,
                     tess_game_get_score (game, g_array_index (ranking, guint, 2)));
  }

  /* Nothing is legal any more. */
  g_assert_false (tess_game_place_tile (game, 0, 0, 0, &error));
  g_assert_error (error, TESS_GAME_ERROR, TESS_GAME_ERROR_FINISHED);
  g_clear_error (&error);

  /* The finished record opens finished, with the same scores. */
  loaded = tess_game_new_from_record (record, &error);
  g_assert_no_error (error);
  g_assert_true (tess_game_get_finished (loaded));
  for (guint p = 0; p < 3; p++)
    {
      g_autoptr(GArray) a = tess_game_get_score_history (game, p);
      g_autoptr(GArray) b = tess_game_get_score_history (loaded, p);

      g_assert_cmpint (tess_game_get_score (loaded, p), ==, scores[p]);
      g_assert_cmpmem (a->data, a->len * sizeof (int), b->data, b->len * sizeof (int));
    }

  g_signal_handlers_disconnect_by_data (game, &counts);
  g_assert_finalize_object (loaded);
  g_assert_finalize_object (session);
  g_assert_finalize_object (game);
}

/* A game from a saved file, as the window opens one. */
static TessGame *
game_new_from_file (const char  *path,
                    GError     **error)
{
  g_autoptr(TessRecord) record = tess_record_load_file (path, error);

  if (record == NULL)
    return NULL;
  return tess_game_new_from_record (record, error);
}

static void
test_save_and_load (void)
{
  g_autoptr(TessRecord) record = tess_test_new_record (2, TRUE, 1, NULL, "99");
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (tmp_dir, "saved.tessera", NULL);
  TessGame *game = tess_game_new_from_record (record, &error);
  TessGame *loaded;

  g_assert_no_error (error);
  for (int i = 0; i < 5; i++)
    {
      g_autoptr(GArray) placements = tess_game_get_placements (game);
      TessGamePlacement p = g_array_index (placements, TessGamePlacement, placements->len - 1);

      g_assert_true (tess_game_play_move (game, tess_game_get_tile (game), p.x, p.y, p.rot, -1, &error));
      g_assert_no_error (error);
    }
  g_assert_true (tess_game_save (game, path, &error));
  g_assert_no_error (error);

  loaded = game_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (tess_record_equal (tess_game_get_record (loaded), record));
  g_assert_cmpuint (tess_game_get_n_moves (loaded), ==, 5);
  g_assert_cmpint (tess_game_get_current_player (loaded), ==, tess_game_get_current_player (game));
  g_assert_cmpint (tess_game_get_tile (loaded), ==, tess_game_get_tile (game));
  g_assert_cmpint (tess_game_get_tiles_left (loaded), ==, tess_game_get_tiles_left (game));
  g_assert_cmpint (tess_game_get_n_placed (loaded), ==, tess_game_get_n_placed (game));

  /* A damaged file: an error that says what, and no game. */
  g_assert_true (g_file_set_contents (path, "{ \"format\": \"tessera-game\", \"version\": 1, \"moves\": [", -1, NULL));
  g_assert_null (game_new_from_file (path, &error));
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_PARSE);
  g_assert_nonnull (error->message);
  g_clear_error (&error);

  g_assert_finalize_object (loaded);
  g_assert_finalize_object (game);
}

static void
test_queries (void)
{
  g_autoptr(TessRecord) record = tess_test_new_record (2, FALSE, 1, NULL, "3");
  g_autoptr(GError) error = NULL;
  TessGame *game = tess_game_new_from_record (record, &error);
  int total = 0, x0, y0, x1, y1;
  g_autoptr(GArray) cells = NULL;
  g_autoptr(GArray) dead = NULL;

  g_assert_no_error (error);

  for (int t = 0; t < tess_game_get_n_types (game); t++)
    total += tess_game_get_remaining (game, t);
  g_assert_cmpint (total, ==, tess_game_get_tiles_left (game));

  tess_game_get_bounds (game, &x0, &y0, &x1, &y1);
  g_assert_cmpint (x0, ==, 0);
  g_assert_cmpint (x1, ==, 0);

  /* The start tile's city is one tile big. */
  {
    int x, y, type, rot;
    const TessTileDef *def;

    tess_game_get_placed (game, 0, &x, &y, &type, &rot);
    def = tess_game_get_tile_def (game, type);
    for (int f = 0; f < def->n_features; f++)
      if (def->features[f].type == TESS_FEATURE_CITY)
        {
          TessGameFeatureInfo info;

          cells = tess_game_get_feature_cells (game, 0, f);
          g_assert_cmpuint (cells->len, ==, 1);
          g_assert_true (tess_game_get_feature_info (game, 0, f, &info));
          g_assert_false (info.completed);
          g_assert_cmpint (info.tiles, ==, 1);
          g_assert_cmpuint (info.owners, ==, 0);
        }
  }
  g_assert_nonnull (cells);

  /* At the start every cell next to the board can still be filled. */
  dead = tess_game_get_dead_cells (game);
  g_assert_cmpuint (dead->len, ==, 0);

  g_assert_finalize_object (game);
}

/* A scenario of the rule book: Blue's farm supplies three completed
 * cities. The record is unseeded: TessGame draws the next tiles itself
 * and the game can be played on to its end. */
static void
test_scenario_farm (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", "book-farm-9.tessera", NULL);
  g_autoptr(GError) error = NULL;
  TessGame *game = game_new_from_file (path, &error);
  Counts counts = { 0 };
  int placement = -1, feature = -1, player = -1;

  g_assert_no_error (error);
  tess_test_assert_moves_then_discards (game, 6);
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_TILE);
  g_assert_cmpint (tess_game_get_tile (game), >=, 0);
  g_assert_cmpint (tess_game_get_n_followers (game), ==, 1);

  tess_game_get_follower (game, 0, &placement, &feature, &player);
  g_assert_cmpint (player, ==, 0);
  {
    g_autoptr(GArray) cities = tess_game_get_farm_cities (game, placement, feature);
    g_autoptr(GArray) farm = tess_game_get_feature_cells (game, placement, feature);

    /* Three cities of two tiles. */
    g_assert_cmpuint (cities->len, ==, 6);
    g_assert_cmpuint (farm->len, ==, 4);
  }

  connect_counts (game, &counts);
  play_out (game, &counts);
  g_assert_true (tess_game_get_finished (game));
  {
    int scores[TESS_MAX_PLAYERS];

    tess_test_replay_scores (tess_game_get_record (game), scores);
    g_assert_cmpint (tess_game_get_score (game, 0), ==, scores[0]);
    g_assert_cmpint (tess_game_get_score (game, 1), ==, scores[1]);
  }
  g_signal_handlers_disconnect_by_data (game, &counts);
  g_assert_finalize_object (game);
}

static void
test_scenario_illegal (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", "illegal-mismatch.tessera", NULL);
  g_autoptr(GError) error = NULL;
  TessGame *game = game_new_from_file (path, &error);

  g_assert_null (game);
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_ILLEGAL_MOVE);
}

/* Hands of three with the River, four players: tiles that wait for the
 * River's end are kept, the game still ends, core agrees on the scores. */
static void
test_hand_river (void)
{
  g_autoptr(TessRecord) record = tess_test_new_record (4, TRUE, 3, NULL, "777");
  g_autoptr(GError) error = NULL;
  TessGame *game = tess_game_new_from_record (record, &error);
  Counts counts = { 0 };
  int scores[TESS_MAX_PLAYERS];

  g_assert_no_error (error);
  g_assert_cmpint (tess_game_get_hand_size (game), ==, 3);
  connect_counts (game, &counts);
  play_out (game, &counts);
  g_assert_true (tess_game_get_finished (game));
  tess_test_replay_scores (record, scores);
  for (guint p = 0; p < 4; p++)
    g_assert_cmpint (tess_game_get_score (game, p), ==, scores[p]);
  g_signal_handlers_disconnect_by_data (game, &counts);
  g_assert_finalize_object (game);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int ret;

  tmp_dir = g_dir_make_tmp ("tessera-test-game-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game/new", test_new_game);
  g_test_add_func ("/game/seeds", test_seeds);
  g_test_add_func ("/game/bad-setup", test_bad_setup);
  g_test_add_func ("/game/two-step-turn", test_two_step_turn);
  g_test_add_data_func ("/game/whole/base", GINT_TO_POINTER (FALSE), test_whole_game);
  g_test_add_data_func ("/game/whole/river", GINT_TO_POINTER (TRUE), test_whole_game);
  g_test_add_func ("/game/whole/river-hand-3", test_hand_river);
  g_test_add_func ("/game/save-and-load", test_save_and_load);
  g_test_add_func ("/game/queries", test_queries);
  g_test_add_func ("/game/scenario/farm", test_scenario_farm);
  g_test_add_func ("/game/scenario/illegal", test_scenario_illegal);

  ret = g_test_run ();

  tess_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return ret;
}
