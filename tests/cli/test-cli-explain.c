/* test-cli-explain.c: tessera-cli explain, run as a user would
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-cli-explain"

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "tess-test-cli.h"
#include "tess-test-core.h"

#include "tess-replay.h"
#include "tess-tile-set.h"

static const char *moves_text =
  "Move 1 — Ana places a city corner with a shield above the start tile, with a knight in the "
  "city.\n"
  "Move 2 — Bogdan places a monastery below the start tile, with a monk in the monastery.\n"
  "Move 3 — Ana places a city cap to the right of Ana’s city.\n"
  "  A city of 3 tiles with 1 shield is completed: 3 × 2 + 1 × 2 = 8 points. "
  "Ana has 1 knight in the city and scores 8 points.\n"
  "Move 4 — Bogdan places a straight road to the right of the start tile, with a thief on the "
  "road.\n";

/* The same with --coordinates: the record's words, for the tools. */
static const char *coordinates_text =
  "Move 1 — Ana places tile M at (0,\u00a0-1), turned 180°, with a knight in the city.\n"
  "Move 2 — Bogdan places tile B at (0,\u00a01), with a monk in the monastery.\n"
  "Move 3 — Ana places tile E at (1,\u00a0-1), turned 270°.\n"
  "  A city of 3 tiles with 1 shield is completed: 3 × 2 + 1 × 2 = 8 points. "
  "Ana has 1 knight in the city and scores 8 points.\n"
  "Move 4 — Bogdan places tile U at (1,\u00a00), with a thief on the road.\n";

static void
test_explain (void)
{
  g_autofree char *file = cli_data_file ("explain-city.tessera");
  g_autofree char *expected = g_strconcat (moves_text, "Scores: Ana 8, Bogdan 0\n", NULL);
  g_auto(TessTestRun) run;

  run_cli (&run, "explain", file, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, expected);
  g_assert_cmpstr (run.err, ==, "");
}

/* The final scoring in the announced order: the road (its thief placed
 * last) before the monastery. */
static void
test_explain_final (void)
{
  g_autofree char *file = cli_data_file ("explain-city.tessera");
  g_autofree char *expected = NULL;
  g_auto(TessTestRun) run;

  expected = g_strconcat (moves_text,
                          "Final scoring, as if the game ended after move 4.\n"
                          "  Final scoring: an incomplete road of 2 tiles: 2 × 1 = 2 points. "
                          "Bogdan has 1 thief on the road and scores 2 points.\n"
                          "  Final scoring: an incomplete monastery with 2 neighbouring tiles: "
                          "1 + 2 = 3 points. Bogdan has 1 monk in the monastery and scores "
                          "3 points.\n"
                          "Scores: Ana 8, Bogdan 5\n",
                          NULL);
  run_cli (&run, "explain", "--final", file, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, expected);
}

static void
test_explain_illegal (void)
{
  g_autofree char *file = cli_data_file ("explain-illegal.tessera");
  g_auto(TessTestRun) run;

  run_cli (&run, "explain", file, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "explain-illegal.tessera"));
  g_assert_nonnull (strstr (run.err, "Move 3"));
  g_assert_nonnull (strstr (run.err, "a tile already lies on that cell"));
}

static void
test_explain_usage (void)
{
  g_autofree char *file = cli_data_file ("explain-city.tessera");
  g_auto(TessTestRun) none;
  g_auto(TessTestRun) two;
  g_auto(TessTestRun) missing;

  run_cli (&none, "explain", NULL);
  g_assert_cmpint (none.status, ==, 2);
  g_assert_cmpstr (none.out, ==, "");

  run_cli (&two, "explain", file, file, NULL);
  g_assert_cmpint (two.status, ==, 2);

  run_cli (&missing, "explain", "no-such-file.tessera", NULL);
  g_assert_cmpint (missing.status, ==, 1);
  g_assert_cmpstr (missing.out, ==, "");
  g_assert_nonnull (strstr (missing.err, "no-such-file.tessera"));
}

/* A whole game ends with its final scoring, without --final. */
static void
test_explain_finished (void)
{
  static const char * const names[] = { "Ana", "Bogdan", "Carla" };
  g_autoptr(TessRecord) record = tess_test_random_record (FALSE, 3, 1, names, 31337, 5);
  int points[TESS_MAX_PLAYERS];
  g_autofree char *dir = NULL;
  g_autofree char *file = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(TessTestRun) run;
  guint n_lines, n_moves = tess_record_n_moves (record);

  g_assert_true (tess_test_replay_scores (record, points));
  file = cli_save_temp (record);
  dir = g_path_get_dirname (file);

  run_cli (&run, "explain", file, NULL);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  n_lines = g_strv_length (lines);
  g_assert_cmpuint (n_lines, >, n_moves + 2);
  g_assert_true (g_str_has_prefix (lines[0], "Move 1 — Ana places a"));

  /* Move lines, scoring lines, the final scoring, the scores. */
  {
    guint moves = 0, final_at = 0;
    g_autofree char *scores = g_strdup_printf ("Scores: Ana %d, Bogdan %d, Carla %d",
                                               points[0], points[1], points[2]);

    for (guint i = 0; lines[i] != NULL; i++)
      {
        if (g_str_has_prefix (lines[i], "Move "))
          moves++;
        else if (g_str_has_prefix (lines[i], "The last tile is placed"))
          final_at = i;
        else if (lines[i][0] != '\0' && !g_str_has_prefix (lines[i], "Scores: "))
          g_assert_true (g_str_has_prefix (lines[i], "  "));
      }
    g_assert_cmpuint (moves, ==, n_moves);
    g_assert_cmpuint (final_at, >, n_moves - 1);
    /* The output ends with a newline: the last line is empty. */
    g_assert_cmpstr (lines[n_lines - 1], ==, "");
    g_assert_cmpstr (lines[n_lines - 2], ==, scores);
  }

  g_assert_cmpint (g_remove (file), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_explain_coordinates (void)
{
  g_autofree char *file = cli_data_file ("explain-city.tessera");
  g_autofree char *expected = g_strconcat (coordinates_text, "Scores: Ana 8, Bogdan 0\n", NULL);
  g_auto(TessTestRun) run;

  run_cli (&run, "explain", "--coordinates", file, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, expected);
  g_assert_cmpstr (run.err, ==, "");
}

/* Whole games, with and without the River: a player reads no cell, no
 * turn in degrees and no tile id, unless --coordinates asks for them. */
static void
test_explain_no_file_words (void)
{
  static const char * const names[] = { "Ana", "Bogdan", "Carla" };
  g_autoptr(GRegex) file_words = g_regex_new ("\\(-?[0-9]+,[\\s\\x{00a0}]*-?[0-9]+\\)|[0-9]+°|"
                                              "\\btiles? [A-Z]\\b|\\briver-[a-z]",
                                              G_REGEX_OPTIMIZE, 0, NULL);

  g_assert_nonnull (file_words);
  for (int river = 0; river <= 1; river++)
    {
      g_autoptr(TessRecord) record = tess_test_random_record (river, 3, 1, names, 4242 + river, 5);
      g_autofree char *file = cli_save_temp (record);
      g_autofree char *dir = g_path_get_dirname (file);
      g_auto(GStrv) lines = NULL;
      g_auto(TessTestRun) words;
      g_auto(TessTestRun) cells;
      guint with_cells = 0;

      run_cli (&words, "explain", file, NULL);
      g_assert_cmpint (words.status, ==, 0);
      lines = g_strsplit (words.out, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        if (g_regex_match (file_words, lines[i], 0, NULL))
          g_error ("A file word in “%s”", lines[i]);

      run_cli (&cells, "explain", "--coordinates", file, NULL);
      g_assert_cmpint (cells.status, ==, 0);
      g_clear_pointer (&lines, g_strfreev);
      lines = g_strsplit (cells.out, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        if (g_str_has_prefix (lines[i], "Move ") && g_regex_match (file_words, lines[i], 0, NULL))
          with_cells++;
      g_assert_cmpuint (with_cells, ==, tess_record_n_moves (record));

      g_assert_cmpint (g_remove (file), ==, 0);
      g_assert_cmpint (g_rmdir (dir), ==, 0);
    }
}

/* A turn passed is said with the move after which it passed: with the
 * River and hands of three, Dan has no tile after move 7 (the lake waits
 * for the river tiles in the others' hands: tests/core/test-history.c
 * says why that is the rule). */
static void
test_explain_turn_passed (void)
{
  g_autofree char *file = cli_data_file ("river-hand-pass.tessera");
  g_auto(TessTestRun) run;
  const char *move7;
  const char *passed = "Dan has no tile to play: the river tiles come first and the lake last.";

  run_cli (&run, "explain", file, NULL);
  g_assert_cmpint (run.status, ==, 0);
  move7 = strstr (run.out, "Move 7 — Cleo");
  g_assert_nonnull (move7);
  g_assert_nonnull (strstr (move7, passed));
  /* Said once, and not before move 7. */
  g_assert_true (strstr (run.out, passed) > move7);
  g_assert_null (strstr (strstr (move7, passed) + 1, passed));
}

/* Inns & Cathedrals (DESIGN.md §8): explain says what score says, in the
 * words of the rule: the inn, the cathedral, the big follower. */
static void
test_explain_inns_cathedrals (void)
{
  struct { const char *scenario; const char *sentence; } cases[] = {
    { "ic-inn-road-complete.tessera",
      "A road of 4 tiles with an inn is completed: 4 × 2 = 8 points. Red has 1 thief on the "
      "road and scores 8 points.\n" },
    { "ic-inn-road-incomplete.tessera",
      "Final scoring: a road of 3 tiles with an inn, not completed: 0 points." },
    { "ic-cathedral-complete.tessera",
      "A city of 6 tiles with a cathedral is completed: 6 × 3 + 1 × 3 = 21 points." },
    { "ic-cathedral-incomplete.tessera",
      "Final scoring: a city of 5 tiles with a cathedral, not completed: 0 points." },
    { "ic-big-follower-tie.tessera",
      "Move 3 — Ana places a city cap above the tile with a straight road from move 1, with a "
      "big follower in the "
      "city.\n" },
    { "ic-big-follower-tie.tessera",
      "Ana with a big follower and Bruno with 2 knights tie: both score 12 points. Ana’s big "
      "follower counts as two.\n" },
    { "ic-big-follower-wins.tessera",
      "Ana has a big follower there and scores 12 points. Bruno, with only 1 knight, is "
      "outvoted and scores nothing. Ana’s big follower counts as two.\n" },
    { "ic-farm-cathedral-city.tessera",
      "Final scoring: a farm of 1 tile borders 1 completed city: 1 × 3 = 3 points. Blue has 1 "
      "farmer on the farm and scores 3 points.\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *file = g_test_build_filename (G_TEST_DIST, "scenarios", cases[i].scenario,
                                                     NULL);
      g_auto(TessTestRun) run;

      run_cli (&run, "explain", "--final", file, NULL);
      g_assert_cmpint (run.status, ==, 0);
      if (strstr (run.out, cases[i].sentence) == NULL)
        g_error ("%s: “%s” not in:\n%s", cases[i].scenario, cases[i].sentence, run.out);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/explain/moves", test_explain);
  g_test_add_func ("/cli/explain/final", test_explain_final);
  g_test_add_func ("/cli/explain/illegal", test_explain_illegal);
  g_test_add_func ("/cli/explain/usage", test_explain_usage);
  g_test_add_func ("/cli/explain/finished", test_explain_finished);
  g_test_add_func ("/cli/explain/coordinates", test_explain_coordinates);
  g_test_add_func ("/cli/explain/no-file-words", test_explain_no_file_words);
  g_test_add_func ("/cli/explain/turn-passed", test_explain_turn_passed);
  g_test_add_func ("/cli/explain/inns-cathedrals", test_explain_inns_cathedrals);

  return g_test_run ();
}
