/* test-ai.c: the computer players play only legal moves and stop when asked
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib.h>

#include "tess-ai.h"
#include "tess-test-runs.h"
#include "tess-tile-set.h"

typedef struct
{
  TessTileSetData *base;
  TessTileSetData *river;
} Sets;

static Sets sets;

static TessDef *
make_def (gboolean river, int players, int hand)
{
  TessTileSet engine_sets[2];
  TessRules rules;
  char err[256] = "";
  TessDef *def;

  tess_tile_set_as_engine (sets.base, &engine_sets[0]);
  tess_tile_set_as_engine (sets.river, &engine_sets[1]);
  tess_rules_init_default (&rules);
  rules.river = river;
  rules.hand = hand;
  def = tess_def_new (engine_sets, river ? 2 : 1, &rules, players, err, sizeof err);
  g_assert_nonnull (def);
  return def;
}

/* Plays whole games with the level in every seat; every move must be legal,
 * and a tile may be discarded only when it fits nowhere. */
static void
play_games (TessAiLevel level, int games, gboolean river, int players, int hand)
{
  TessDef *def = make_def (river, players, hand);
  TessState *st = tess_state_new (def);
  TessAi *ai = tess_ai_new (def, level, 99);

  /* A cap on simulations keeps the hard level quick and reproducible here. */
  tess_ai_set_budget (ai, 60000, 40);
  games = (int) tess_test_runs ((guint) games);
  for (int g = 0; g < games; g++)
    {
      int moves = 0;

      tess_state_init (st, def, TRUE, 500 + g);
      while (!tess_state_is_over (st))
        {
          TessMove move;
          gboolean placed = tess_ai_choose (ai, st, &move, NULL);

          if (placed)
            {
              g_assert_cmpint (tess_state_check_placement (st, move.tile, move.x, move.y, move.rot),
                               ==, TESS_OK);
              if (move.feature >= 0)
                g_assert_cmpint (tess_state_check_follower (st, move.tile, move.x, move.y,
                                                            move.rot, move.feature), ==, TESS_OK);
              g_assert_cmpint (tess_state_play (st, &move, NULL, NULL), ==, TESS_OK);
            }
          else
            {
              g_assert_false (tess_state_can_place (st, move.tile));
              g_assert_cmpint (tess_state_discard (st, move.tile), ==, TESS_OK);
            }
          g_assert_cmpint (++moves, <, 10 * tess_def_total_tiles (def));
        }
      tess_state_final_scoring (st, NULL, NULL);
      g_assert_cmpint (tess_state_n_placed (st), <=, tess_def_total_tiles (def));
    }
  tess_ai_free (ai);
  tess_state_free (st);
  tess_def_free (def);
}

static void
test_random_legal (void)
{
  play_games (TESS_AI_RANDOM, 40, FALSE, 2, 1);
  play_games (TESS_AI_RANDOM, 20, TRUE, 5, 1);
}

static void
test_easy_legal (void)
{
  play_games (TESS_AI_EASY, 30, FALSE, 2, 1);
  play_games (TESS_AI_EASY, 10, TRUE, 4, 2);
}

static void
test_medium_legal (void)
{
  play_games (TESS_AI_MEDIUM, 20, FALSE, 2, 1);
  play_games (TESS_AI_MEDIUM, 6, TRUE, 3, 1);
  play_games (TESS_AI_MEDIUM, 6, FALSE, 6, 3);
}

static void
test_hard_legal (void)
{
  play_games (TESS_AI_HARD, 3, FALSE, 2, 1);
  play_games (TESS_AI_HARD, 2, TRUE, 3, 2);
}

/* Medium must beat easy clearly, or its evaluation is broken: over 20
 * deals played from both seats, it wins most of them. */
static void
test_medium_beats_easy (void)
{
  TessDef *def = make_def (FALSE, 2, 1);
  TessState *st = tess_state_new (def);
  TessAi *ai[2] = { tess_ai_new (def, TESS_AI_MEDIUM, 1), tess_ai_new (def, TESS_AI_EASY, 2) };
  int medium_wins = 0;

  for (int g = 0; g < 40; g++)
    {
      int medium_seat = g % 2;

      tess_state_init (st, def, TRUE, 7000 + g / 2);
      while (!tess_state_is_over (st))
        {
          int p = tess_state_current_player (st);
          TessMove move;

          if (tess_ai_choose (ai[p == medium_seat ? 0 : 1], st, &move, NULL))
            g_assert_cmpint (tess_state_play (st, &move, NULL, NULL), ==, TESS_OK);
          else
            g_assert_cmpint (tess_state_discard (st, move.tile), ==, TESS_OK);
        }
      tess_state_final_scoring (st, NULL, NULL);
      if (tess_state_score (st, medium_seat) > tess_state_score (st, 1 - medium_seat))
        medium_wins++;
    }
  g_test_message ("medium won %d of 40 games against easy", medium_wins);
  g_assert_cmpint (medium_wins, >=, 30);
  tess_ai_free (ai[0]);
  tess_ai_free (ai[1]);
  tess_state_free (st);
  tess_def_free (def);
}

/* With hands of three tiles, the River still comes first: a hand holds a
 * base tile only once every river tile is placed or discarded, and the
 * lake only once the other river tiles are out of the bag. */
static void
test_river_hands (void)
{
  TessDef *def = make_def (TRUE, 4, 3);
  TessState *st = tess_state_new (def);
  TessAi *ai = tess_ai_new (def, TESS_AI_RANDOM, 17);
  int lake = tess_def_find_type (def, "river-lake");

  for (int g = 0; g < 200; g++)
    {
      tess_state_init (st, def, TRUE, 900 + g);
      while (!tess_state_is_over (st))
        {
          int river_left = 0, lake_left = tess_state_remaining (st, lake);
          gboolean base_in_hand = FALSE, lake_in_hand = FALSE;
          TessMove move;

          for (int t = 0; t < tess_def_n_types (def); t++)
            if (tess_def_is_river_type (def, t) && t != lake)
              river_left += tess_state_remaining (st, t);
          for (int h = 0; h < tess_state_hand_size (st); h++)
            {
              int t = tess_state_hand_tile (st, h);
              base_in_hand |= !tess_def_is_river_type (def, t);
              lake_in_hand |= t == lake;
            }
          if (base_in_hand)
            {
              g_assert_cmpint (river_left + lake_left, ==, 0);
              g_assert_false (tess_state_river_open (st, NULL, NULL, NULL) && lake_in_hand);
            }
          if (lake_in_hand)
            g_assert_cmpint (river_left, ==, 0);

          if (tess_ai_choose (ai, st, &move, NULL))
            g_assert_cmpint (tess_state_play (st, &move, NULL, NULL), ==, TESS_OK);
          else
            g_assert_cmpint (tess_state_discard (st, move.tile), ==, TESS_OK);
        }
    }
  tess_ai_free (ai);
  tess_state_free (st);
  tess_def_free (def);
}

typedef struct
{
  TessAi          *ai;
  const TessState *st;
  TessMove         move;
  gboolean         placed;
  volatile int     cancel;
} Thinking;

static gpointer
think (gpointer data)
{
  Thinking *t = data;

  t->placed = tess_ai_choose (t->ai, t->st, &t->move, &t->cancel);
  return NULL;
}

/* A hard player given an hour stops when cancelled and still answers
 * with a legal move; nothing leaks (the sanitizer build checks). */
static void
test_cancel (void)
{
  TessDef *def = make_def (FALSE, 2, 1);
  TessState *st = tess_state_new (def);
  Thinking t = { 0 };
  GThread *thread;

  tess_state_init (st, def, TRUE, 4242);
  for (int i = 0; i < 10; i++)
    {
      TessRng rng;
      TessPlacement *scratch = g_new (TessPlacement, tess_def_max_placements (def));
      TessMove move;

      tess_rng_seed (&rng, (guint64) i);
      if (tess_random_move (st, &rng, &move, scratch))
        g_assert_cmpint (tess_state_play (st, &move, NULL, NULL), ==, TESS_OK);
      else
        g_assert_cmpint (tess_state_discard (st, move.tile), ==, TESS_OK);
      g_free (scratch);
    }

  /* An hour: a thought that ends before the test's time limit was cut
   * short, whenever the cancel came. */
  t.ai = tess_ai_new (def, TESS_AI_HARD, 5);
  tess_ai_set_budget (t.ai, 3600 * 1000, 0);
  t.st = st;
  thread = g_thread_new ("think", think, &t);
  t.cancel = 1;
  g_thread_join (thread);
  g_assert_true (t.placed);
  g_assert_cmpint (tess_state_check_placement (st, t.move.tile, t.move.x, t.move.y, t.move.rot),
                   ==, TESS_OK);
  g_assert_cmpint (tess_state_play (st, &t.move, NULL, NULL), ==, TESS_OK);

  tess_ai_free (t.ai);
  tess_state_free (st);
  tess_def_free (def);
}

/* The hint's reason matches what the move does. */
static void
test_explain (void)
{
  TessDef *def = make_def (FALSE, 2, 1);
  TessState *st = tess_state_new (def);
  TessAi *ai = tess_ai_new (def, TESS_AI_HARD, 3);
  int e = tess_def_find_type (def, "E");
  TessMove move = { (uint16_t) e, 0, -1, 2, 0 };
  TessAiReason reason;

  /* Unseeded: E drawn by name, turned to close the start tile's city with a knight. */
  tess_state_init (st, def, FALSE, 0);
  g_assert_cmpint (tess_state_draw_named (st, e), ==, TESS_OK);
  tess_ai_explain (ai, st, &move, &reason);
  g_assert_cmpint (reason.points, ==, 4);
  g_assert_cmpint (reason.completes, ==, TESS_FEATURE_CITY);
  g_assert_cmpint (reason.follower_on, ==, TESS_FEATURE_CITY);
  g_assert_false (reason.joins_own);

  tess_ai_free (ai);
  tess_state_free (st);
  tess_def_free (def);
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  int ret;

  g_test_init (&argc, &argv, NULL);
  sets.base = tess_tile_set_load_builtin ("base", &error);
  g_assert_no_error (error);
  sets.river = tess_tile_set_load_builtin ("river", &error);
  g_assert_no_error (error);

  g_test_add_func ("/ai/random-legal", test_random_legal);
  g_test_add_func ("/ai/easy-legal", test_easy_legal);
  g_test_add_func ("/ai/medium-legal", test_medium_legal);
  g_test_add_func ("/ai/hard-legal", test_hard_legal);
  g_test_add_func ("/ai/medium-beats-easy", test_medium_beats_easy);
  g_test_add_func ("/ai/cancel", test_cancel);
  g_test_add_func ("/ai/explain", test_explain);
  g_test_add_func ("/rules/river-hands", test_river_hands);
  ret = g_test_run ();

  tess_tile_set_unref (sets.base);
  tess_tile_set_unref (sets.river);
  return ret;
}
