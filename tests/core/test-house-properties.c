/* test-house-properties.c: random games under every combination of house rules
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For every combination of first_player (3 values), draw_early (2),
 * hole_bonus (2) and the table (unlimited, or two sizes, each with
 * table_edges_complete false and true: 5), random legal games are
 * played the way the app plays them: each move appended to a record and
 * applied through the replay, with the other rules (hand, players,
 * unplaceable, the River) drawn at random. At every step:
 *
 *  - followers are conserved: supply + on the board = the rule's number;
 *  - each player's score is the sum of the events that scored for them;
 *  - every tile lies on the table;
 *  - an extra turn follows exactly a tile with placed tiles on all four
 *    sides (hole_bonus, not a river tile), and then the same player moves;
 *
 * and at the end: final scoring keeps scores equal to the events; the
 * record replays to the same game, also after saving and loading it, and
 * (one tile in hand, no draw_early) without its seed.
 */

#define G_LOG_DOMAIN "test-house-properties"

#include "config.h"

#include <string.h>

#include "tess-replay.h"
#include "tess-rules.h"
#include "tess-test-runs.h"

typedef struct
{
  int  score[TESS_MAX_PLAYERS];
  int  edges;
} Tally;

static void
tally (const TessEvent *e,
       void            *user_data)
{
  Tally *t = user_data;

  t->edges += e->edge;
  for (int p = 0; p < TESS_MAX_PLAYERS; p++)
    if (e->scorers & (1u << p))
      t->score[p] += e->points;
}

static void
check_step (TessState   *st,
            const Tally *t)
{
  const TessDef *def = tess_state_def (st);
  int on_board[TESS_MAX_PLAYERS] = { 0 };

  for (int i = 0; i < tess_state_n_followers (st); i++)
    {
      int player;

      tess_state_follower (st, i, NULL, NULL, &player);
      on_board[player]++;
    }
  for (int p = 0; p < tess_state_n_players (st); p++)
    {
      g_assert_cmpint (on_board[p] + tess_state_supply (st, p), ==,
                       tess_def_rules (def)->followers);
      g_assert_cmpint (tess_state_score (st, p), ==, t->score[p]);
    }
}

static void
assert_same_game (TessState *a,
                  TessState *b,
                  gboolean   same_bag)
{
  g_assert_cmpint (tess_state_n_moves (a), ==, tess_state_n_moves (b));
  g_assert_cmpint (tess_state_n_placed (a), ==, tess_state_n_placed (b));
  /* (at the end, whose turn it would be does not matter) */
  if (!tess_state_is_over (a) || same_bag)
    g_assert_cmpint (tess_state_current_player (a), ==, tess_state_current_player (b));
  g_assert_cmpint (tess_state_first_player (a), ==, tess_state_first_player (b));
  if (same_bag)
    g_assert_cmpint (tess_state_tiles_left (a), ==, tess_state_tiles_left (b));
  for (int i = 0; i < tess_state_n_placed (a); i++)
    {
      int xa, ya, ta, ra, xb, yb, tb, rb;

      tess_state_placed (a, i, &xa, &ya, &ta, &ra);
      tess_state_placed (b, i, &xb, &yb, &tb, &rb);
      g_assert_true (xa == xb && ya == yb && ta == tb && ra == rb);
    }
  g_assert_cmpint (tess_state_n_followers (a), ==, tess_state_n_followers (b));
  for (int p = 0; p < tess_state_n_players (a); p++)
    {
      g_assert_cmpint (tess_state_score (a, p), ==, tess_state_score (b, p));
      g_assert_cmpint (tess_state_supply (a, p), ==, tess_state_supply (b, p));
    }
}

static const char *stage = "";

static TessState *
replay_all (TessRecord  *record,
            Tally       *t,
            TessReplay **out)
{
  g_autoptr(GError) error = NULL;
  TessReplay *replay = tess_replay_new (record, &error);
  TessState *st;

  g_assert_no_error (error);
  st = tess_replay_new_state (replay);
  if (!tess_replay_play (replay, -1, st, tally, t, &error))
    g_error ("%s (%s, first_player %d, draw_early %d, hole_bonus %d, table %dx%d, edges %d, "
             "hand %d)", error->message, stage, record->rules.first_player,
             record->rules.draw_early, record->rules.hole_bonus, record->rules.table_width,
             record->rules.table_height, record->rules.table_edges_complete, record->rules.hand);
  *out = replay;
  return st;
}

typedef struct
{
  int         first;
  gboolean    early;
  gboolean    hole;
  int         table;     /* 0 unlimited, 1 7x6, 2 12x10 */
  gboolean    edges;
} Combo;

static void
play_one (const Combo *c,
          guint32      seed,
          Tally       *sum_edges)
{
  static const char *tables[] = { "unlimited", "7x6", "12x10" };
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_new ();
  g_autoptr(TessTileSetData) base = tess_tile_set_load_builtin ("base", &error);
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessReplay) replay2 = NULL;
  g_autoptr(TessState) st = NULL;
  g_autoptr(TessState) again = NULL;
  g_autoptr(TessRecord) loaded = NULL;
  g_autofree TessPlacement *scratch = NULL;
  g_autofree char *data = NULL;
  g_autofree char *hand = NULL;
  Tally t = { { 0 }, 0 };
  Tally t2 = { { 0 }, 0 };
  const TessDef *def;
  int n_players = g_rand_int_range (rand, 2, 7);
  gboolean river = g_rand_int_range (rand, 0, 4) == 0;
  TessRng rng;

  g_assert_no_error (error);
  tess_record_add_tile_set (record, base);
  if (river)
    {
      g_autoptr(TessTileSetData) set = tess_tile_set_load_builtin ("river", &error);

      g_assert_no_error (error);
      tess_record_add_tile_set (record, set);
    }
  hand = g_strdup_printf ("%d", g_rand_int_range (rand, 0, 3) == 0 ? g_rand_int_range (rand, 2, 4) : 1);
  g_assert_true (tess_rules_set (&record->rules, "hand", hand, NULL));
  g_assert_true (tess_rules_set (&record->rules, "unplaceable",
                                 g_rand_boolean (rand) ? "return" : "discard", NULL));
  g_assert_true (tess_rules_set (&record->rules, "first_player",
                                 tess_first_player_name (c->first), NULL));
  g_assert_true (tess_rules_set (&record->rules, "draw_early", c->early ? "true" : "false", NULL));
  g_assert_true (tess_rules_set (&record->rules, "hole_bonus", c->hole ? "true" : "false", NULL));
  g_assert_true (tess_rules_set (&record->rules, "table", tables[c->table], NULL));
  g_assert_true (tess_rules_set (&record->rules, "table_edges_complete",
                                 c->edges ? "true" : "false", NULL));
  for (int p = 0; p < n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("P%d", p + 1);

      tess_record_add_player (record, name, (TessColor) p, TESS_AI_NONE);
    }
  tess_record_set_seed (record, seed);

  replay = tess_replay_new (record, &error);
  g_assert_no_error (error);
  def = tess_replay_get_def (replay);
  st = tess_replay_new_state (replay);
  scratch = g_new (TessPlacement, tess_def_max_placements (def));
  tess_rng_seed (&rng, seed);
  check_step (st, &t);

  for (guint i = 0; !tess_state_is_over (st); i++)
    {
      TessMove m;
      int me = tess_state_current_player (st);
      gboolean placed = tess_random_move (st, &rng, &m, scratch);
      gboolean hole = FALSE;

      if (placed)
        {
          hole = tess_state_is_hole (st, m.x, m.y) && !tess_def_is_river_type (def, m.tile);
          tess_replay_append_move (replay, &m);
        }
      else
        tess_replay_append_discard (replay, tess_state_current_tile (st));
      if (!tess_replay_apply (replay, st, i, tally, &t, &error))
        g_error ("seed %u: %s", seed, error->message);
      check_step (st, &t);
      if (placed)
        {
          int x, y;

          tess_state_placed (st, tess_state_n_placed (st) - 1, &x, &y, NULL, NULL);
          g_assert_true (tess_def_on_table (def, x, y));
          /* the extra turn: exactly after a hole, and the same player */
          if (!tess_state_is_over (st))
            {
              gboolean extra = c->hole && hole;

              if (!extra)
                g_assert_false (tess_state_extra_turn (st));
              else if (tess_state_extra_turn (st))
                g_assert_cmpint (tess_state_current_player (st), ==, me);
              else
                /* no tile left for the player to draw: the turn passes */
                g_assert_cmpint (tess_state_player_hand_size (st, me), ==, 0);
            }
        }
    }
  sum_edges->edges += t.edges;
  g_assert_true (c->edges || t.edges == 0);

  tess_state_final_scoring (st, tally, &t);
  check_step (st, &t);

  /* The record replays to the same game. */
  stage = "replay";
  again = replay_all (record, &t2, &replay2);
  tess_state_final_scoring (again, tally, &t2);
  assert_same_game (again, st, TRUE);
  g_clear_pointer (&again, tess_state_free);
  g_clear_pointer (&replay2, tess_replay_unref);

  /* Saved and read back: the same record, the same game. */
  data = tess_record_to_data (record, NULL);
  loaded = tess_record_load_data (data, -1, "saved.tessera", &error);
  g_assert_no_error (error);
  g_assert_true (tess_record_equal (record, loaded));
  memset (&t2, 0, sizeof t2);
  stage = "loaded";
  again = replay_all (loaded, &t2, &replay2);
  tess_state_final_scoring (again, tally, &t2);
  assert_same_game (again, st, TRUE);
  g_clear_pointer (&again, tess_state_free);
  g_clear_pointer (&replay2, tess_replay_unref);

  /* Without the seed, the moves and the "start" key say it all. (Not with
   * draw_early: near the end of the bag, and of the River, a player may
   * find nothing left to draw because the others took their tiles early,
   * and then passes or loses the extra turn; a record without a seed,
   * where each move names its tile, cannot say that. Hands of two or
   * three likewise.) */
  if (record->rules.hand == 1 && record->rules.unplaceable == TESS_UNPLACEABLE_DISCARD
      && !c->early)
    {
      g_autoptr(TessRecord) unseeded = tess_record_copy (loaded);

      unseeded->has_seed = FALSE;
      stage = "unseeded";
      memset (&t2, 0, sizeof t2);
      again = replay_all (unseeded, &t2, &replay2);
      tess_state_final_scoring (again, tally, &t2);
      /* with draw_early the others' next tiles are out of the bag in the seeded game */
      assert_same_game (again, st, TRUE);
      g_clear_pointer (&again, tess_state_free);
      g_clear_pointer (&replay2, tess_replay_unref);
    }
}

static void
test_combinations (void)
{
  guint per_combo = tess_test_runs (g_test_thorough () ? 40 : 6);
  guint32 seed = 1;
  guint combos = 0;
  Tally edges = { { 0 }, 0 };

  for (int first = 0; first < 3; first++)
    for (int early = 0; early < 2; early++)
      for (int hole = 0; hole < 2; hole++)
        for (int table = 0; table < 3; table++)
          for (int e = 0; e < (table ? 2 : 1); e++)
            {
              Combo c = { first, early, hole, table, e };

              for (guint g = 0; g < per_combo; g++)
                play_one (&c, seed++, &edges);
              combos++;
            }
  g_assert_cmpuint (combos, ==, 60);
  /* the edge closed something in these games */
  g_assert_cmpint (edges.edges, >, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/house-properties/combinations", test_combinations);
  return g_test_run ();
}
