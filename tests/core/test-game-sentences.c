/* test-game-sentences.c: what a game's window says as the game goes
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-game-sentences"

#include "config.h"

#include "tess-engine.h"
#include "tess-game-sentences.h"
#include "tess-test-core.h"

/* A scoring as the game reports one. */
static TessGameEvent
scoring (TessGameCategory category,
         guint            scorers,
         int              points)
{
  TessGameEvent event = { 0 };

  event.move = 1;
  event.category = category;
  event.scorers = scorers;
  event.points = points;
  return event;
}

static void
assert_scoring (TessGame         *game,
                TessGameCategory  category,
                guint             scorers,
                int               points,
                const char       *expected)
{
  TessGameEvent event = scoring (category, scorers, points);
  g_autofree char *sentence = tess_game_scoring_sentence (game, &event);

  g_assert_cmpstr (sentence, ==, expected);
}

/* Each category is a whole sentence of its own, for one scorer and for
 * several, in the singular and the plural. */
static void
test_scoring (void)
{
  g_autoptr(TessGame) game = tess_test_new_game (3, FALSE, 1, NULL, "sentences");

  assert_scoring (game, TESS_GAME_CATEGORY_ROADS, 1u << 0, 1, "Ana scores 1 point for a road.");
  assert_scoring (game, TESS_GAME_CATEGORY_ROADS, 1u << 1, 4, "Bea scores 4 points for a road.");
  assert_scoring (game, TESS_GAME_CATEGORY_CITIES, 1u << 2, 8, "Carl scores 8 points for a city.");
  assert_scoring (game, TESS_GAME_CATEGORY_MONASTERIES, 1u << 0, 9,
                  "Ana scores 9 points for a monastery.");
  assert_scoring (game, TESS_GAME_CATEGORY_FARMS, 1u << 1, 6, "Bea scores 6 points for a farm.");

  assert_scoring (game, TESS_GAME_CATEGORY_ROADS, 0x3, 1, "Ana and Bea score 1 point each for a road.");
  assert_scoring (game, TESS_GAME_CATEGORY_CITIES, 0x5, 10,
                  "Ana and Carl score 10 points each for a city.");
  assert_scoring (game, TESS_GAME_CATEGORY_MONASTERIES, 0x6, 9,
                  "Bea and Carl score 9 points each for a monastery.");
  assert_scoring (game, TESS_GAME_CATEGORY_FARMS, 0x7, 3,
                  "Ana, Bea and Carl score 3 points each for a farm.");
}

/* A tile that fits nowhere is told by what it shows, with the player's
 * name, as the history tells it. */
static void
test_discard (void)
{
  g_autoptr(TessGame) game = tess_test_new_game (2, FALSE, 1, NULL, "sentences");
  int crossroads = tess_def_find_type (tess_game_get_def (game), "X");
  g_autofree char *sentence = NULL;

  g_assert_cmpint (crossroads, >=, 0);
  sentence = tess_game_discard_sentence (game, 1, crossroads);
  g_assert_cmpstr (sentence, ==,
                   "Bea cannot place a crossroads anywhere: it is discarded and Bea draws again.");
}

/* The final scoring's steps say each player's total of the category, in
 * turn order, and the end names who won: checked against the game's own
 * events and scores over whole games. */
static void
test_final_and_end (void)
{
  static const char *prefixes[] = {
    "Final scoring of the roads: ",
    "Final scoring of the cities: ",
    "Final scoring of the monasteries: ",
    "Final scoring of the farms: ",
    "Final scoring of the goods: ",
  };
  guint steps = 0;

  G_STATIC_ASSERT (G_N_ELEMENTS (prefixes) == TESS_GAME_N_CATEGORIES);
  for (guint seed = 1; seed <= 3; seed++)
    {
      g_autofree char *seed_text = g_strdup_printf ("final-%u", seed);
      g_autoptr(TessGame) game = tess_test_new_game (2, FALSE, 1, NULL, seed_text);
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autofree char *end = NULL;
      g_autofree char *expected_end = NULL;
      int a, b;

      while (!tess_game_get_finished (game))
        tess_test_play_random_turn (game, rand);

      for (int c = 0; c < TESS_GAME_N_CATEGORIES; c++)
        {
          g_autoptr(GPtrArray) events = tess_game_get_final_events (game, c);
          g_autofree char *sentence = tess_game_final_scoring_sentence (game, c);
          g_autofree char *expected = NULL;
          int totals[2] = { 0, 0 };

          for (guint i = 0; i < events->len; i++)
            {
              const TessGameEvent *event = g_ptr_array_index (events, i);

              for (guint p = 0; p < 2; p++)
                if (event->scorers & (1u << p))
                  totals[p] += event->points;
            }
          if (totals[0] > 0 && totals[1] > 0)
            expected = g_strdup_printf ("%sAna +%d and Bea +%d", prefixes[c], totals[0], totals[1]);
          else if (totals[0] > 0)
            expected = g_strdup_printf ("%sAna +%d", prefixes[c], totals[0]);
          else if (totals[1] > 0)
            expected = g_strdup_printf ("%sBea +%d", prefixes[c], totals[1]);
          g_assert_cmpstr (sentence, ==, expected);
          steps += expected != NULL;
        }

      a = tess_game_get_score (game, 0);
      b = tess_game_get_score (game, 1);
      if (a == b)
        expected_end = g_strdup_printf ("The game is over: Ana and Bea share the victory with %d points.", a);
      else
        expected_end = g_strdup_printf ("The game is over: %s wins with %d points.",
                                        a > b ? "Ana" : "Bea", MAX (a, b));
      end = tess_game_end_sentence (game);
      g_assert_cmpstr (end, ==, expected_end);
    }
  /* Whole games score in the final scoring: the steps were said. */
  g_assert_cmpuint (steps, >, 0);
}

/* Nobody scored yet: no step to tell, and a tie of everybody at 0. */
static void
test_nothing_scored (void)
{
  g_autoptr(TessGame) game = tess_test_new_game (3, FALSE, 1, NULL, "sentences");
  g_autofree char *end = tess_game_end_sentence (game);

  for (int c = 0; c < TESS_GAME_N_CATEGORIES; c++)
    g_assert_null (tess_game_final_scoring_sentence (game, c));
  g_assert_cmpstr (end, ==, "The game is over: Ana, Bea and Carl share the victory with 0 points.");
}

/* The scores in the order of play, as the game has them, after every
 * turn; with the tiles still in the bag, or the end, when asked. */
static void
test_scores (void)
{
  g_autoptr(TessGame) game = tess_test_new_game (3, FALSE, 1, NULL, "scores");
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autofree char *first = tess_game_scores_sentence (game);
  gboolean scored = FALSE;

  g_assert_cmpstr (first, ==, "Scores: Ana 0, Bea 0, Carl 0.");
  while (!tess_game_get_finished (game))
    {
      g_autofree char *scores = NULL;
      g_autofree char *expected = NULL;
      g_autofree char *standing = NULL;
      g_autofree char *expected_standing = NULL;
      int left;

      tess_test_play_random_turn (game, rand);
      scores = tess_game_scores_sentence (game);
      expected = g_strdup_printf ("Scores: Ana %d, Bea %d, Carl %d.", tess_game_get_score (game, 0),
                                  tess_game_get_score (game, 1), tess_game_get_score (game, 2));
      g_assert_cmpstr (scores, ==, expected);
      scored |= tess_game_get_score (game, 0) + tess_game_get_score (game, 1) + tess_game_get_score (game, 2) > 0;

      standing = tess_game_standing_sentence (game);
      left = tess_game_get_tiles_left (game);
      if (tess_game_get_finished (game))
        expected_standing = g_strdup_printf ("%s The game is over.", expected);
      else
        expected_standing = g_strdup_printf ("%s %d %s left in the bag.", expected, left,
                                             left == 1 ? "tile" : "tiles");
      g_assert_cmpstr (standing, ==, expected_standing);
    }
  g_assert_true (scored);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-sentences/scoring", test_scoring);
  g_test_add_func ("/game-sentences/discard", test_discard);
  g_test_add_func ("/game-sentences/final-and-end", test_final_and_end);
  g_test_add_func ("/game-sentences/nothing-scored", test_nothing_scored);
  g_test_add_func ("/game-sentences/scores", test_scores);

  return g_test_run ();
}
