/* test-cli-lesson.c: tessera-cli lesson: a lesson's card, and a move
 * judged as the lesson judges it, exit status by verdict
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tess-lesson.h"
#include "tess-test-cli.h"

static char *
lesson_file (const char *id)
{
  return g_strdup_printf ("%s/data/lessons/%s.lesson.json", TESS_TEST_TOP_SRCDIR, id);
}

/* Without a move: the card, and who plays which tile. */
static void
test_card (void)
{
  g_autofree char *path = lesson_file ("place-tile");
  g_auto(TessTestRun) run = { 0, };

  run_cli (&run, "lesson", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "Placing a Tile\n"));
  g_assert_nonnull (strstr (run.out, "Place the straight road so that it goes on from the start tile’s road"));
  g_assert_nonnull (strstr (run.out, "Ana"));
  /* The tile named in words, as the window names it, then its id. */
  g_assert_nonnull (strstr (run.out, "The tile in hand:\n  a straight road (U)\n"));
  g_assert_cmpstr (run.err, ==, "");
}

/* The goal met: 0; a wrong move: 1; a move the rules refuse: 2; each
 * with the explanation the lessons give. */
static void
test_verdicts (void)
{
  static const struct
  {
    const char *id;
    const char *move;
    int status;
    const char *says;
  } cases[] = {
    { "place-tile", "{\"x\": 1, \"y\": 0, \"rotation\": 0, \"follower\": \"E\"}", 0, "Well done." },
    { "place-tile", "{\"x\": 0, \"y\": 1, \"rotation\": 0, \"follower\": \"E\"}", 1,
      "The road on your tile must go on from the start tile’s road. Press Take Back and try again." },
    { "place-tile", "{\"x\": 1, \"y\": 0, \"rotation\": 90}", 2, "The field on this tile would meet a road." },
    { "river", "{\"x\": 2, \"y\": 1, \"rotation\": 90}", 2, "The river may not turn back on itself." },
    { "farms", "{\"tile\": \"H\", \"x\": 1, \"y\": 2, \"rotation\": 0, \"follower\": \"N\"}", 1,
      "Put a farmer on the field." },
    { "farms", "{\"tile\": \"E\", \"x\": 1, \"y\": 2}", 2, "not the one drawn" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = lesson_file (cases[i].id);
      g_auto(TessTestRun) run = { 0, };

      g_test_message ("%s %s", cases[i].id, cases[i].move);
      run_cli (&run, "lesson", path, "--move", cases[i].move, NULL);
      g_test_message ("%s", run.out);
      g_assert_cmpint (run.status, ==, cases[i].status);
      g_assert_nonnull (strstr (run.out, cases[i].says));
      g_assert_cmpstr (run.err, ==, "");
    }
}

/* A teacher's own lesson, with its own texts: judged by its goal. */
static void
test_own_lesson (void)
{
  static const char text[] =
    "{ \"format\": \"tessera-lesson\", \"version\": 1, \"id\": \"my-city\","
    "  \"title\": \"Close the city\", \"caption\": \"Close the start tile’s city.\","
    "  \"learned\": \"Two tiles, 4 points.\", \"hint\": \"The city is above the start tile.\","
    "  \"setup\": 0, \"expect\": { \"points\": 4, \"follower\": \"city\","
    "    \"completes\": { \"x\": 0, \"y\": 0, \"port\": \"N\" } },"
    "  \"record\": { \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],"
    "    \"players\": [ { \"name\": \"Ana\", \"color\": \"yellow\" }, { \"name\": \"Bruno\", \"color\": \"red\" } ],"
    "    \"moves\": [ { \"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180, \"follower\": \"S\" } ] } }";
  g_autofree char *path = cli_write_temp ("my-city.lesson.json", text);
  g_auto(TessTestRun) card = { 0, };
  g_auto(TessTestRun) right = { 0, };
  g_auto(TessTestRun) wrong = { 0, };

  run_cli (&card, "lesson", path, NULL);
  g_assert_cmpint (card.status, ==, 0);
  g_assert_true (g_str_has_prefix (card.out, "Close the city\n\nClose the start tile’s city.\n"));

  run_cli (&right, "lesson", path, "--move", "{\"x\": 0, \"y\": -1, \"rotation\": 180, \"follower\": \"S\"}", NULL);
  g_assert_cmpint (right.status, ==, 0);
  g_assert_cmpstr (right.out, ==, "Well done: you score 4 points. Two tiles, 4 points.\n");

  run_cli (&wrong, "lesson", path, "--move", "{\"x\": 0, \"y\": 1, \"rotation\": 180}", NULL);
  g_assert_cmpint (wrong.status, ==, 1);
  g_assert_nonnull (strstr (wrong.out, "The city is above the start tile."));
  cli_remove_temp (path);
}

/* A bad command line or file: what is wrong and where. */
static void
test_bad_input (void)
{
  g_autofree char *path = lesson_file ("place-tile");
  g_auto(TessTestRun) json = { 0, };
  g_auto(TessTestRun) rotation = { 0, };
  g_auto(TessTestRun) missing = { 0, };

  run_cli (&json, "lesson", path, "--move", "{\"x\": \"a\"}", NULL);
  g_assert_cmpint (json.status, ==, 2);
  g_assert_nonnull (strstr (json.err, "the key “x” must be an integer"));
  run_cli (&rotation, "lesson", path, "--move", "{\"x\": 1, \"y\": 0, \"rotation\": 45}", NULL);
  g_assert_cmpint (rotation.status, ==, 2);
  g_assert_nonnull (strstr (rotation.err, "must be 0, 90, 180 or 270 (key “rotation”)"));
  run_cli (&missing, "lesson", "/nonexistent/x.lesson.json", NULL);
  /* The file is the author's to mend: a status of its own. */
  g_assert_cmpint (missing.status, ==, 3);
  g_assert_nonnull (strstr (missing.err, "x.lesson.json"));
  g_assert_cmpstr (missing.out, ==, "");
}

/* my-city with @caption and the goal's @expect (its points, and more
 * members), written to a temporary file. */
static char *
write_city_lesson (const char *caption,
                   const char *expect)
{
  g_autofree char *text = g_strdup_printf (
    "{ \"format\": \"tessera-lesson\", \"version\": 1, \"id\": \"my-city\","
    "  \"title\": \"Close the city\", \"caption\": \"%s\","
    "  \"learned\": \"Two tiles, 4 points.\", \"hint\": \"The city is above the start tile.\","
    "  \"setup\": 0, \"expect\": { %s, \"follower\": \"city\","
    "    \"completes\": { \"x\": 0, \"y\": 0, \"port\": \"N\" } },"
    "  \"record\": { \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],"
    "    \"players\": [ { \"name\": \"Ana\", \"color\": \"yellow\" }, { \"name\": \"Bruno\", \"color\": \"red\" } ],"
    "    \"moves\": [ { \"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180, \"follower\": \"S\" } ] } }",
    caption, expect);

  return cli_write_temp ("my-city.lesson.json", text);
}

/* doc/LESSONS.md's limit is the tool's: a card of 45 words is read,
 * however long its words (past the 100 characters of a name), one of
 * 46 is refused with its count, as a lesson file the author mends. */
static void
test_card_words (void)
{
  g_autoptr(GString) caption = g_string_new ("Close");
  g_autofree char *path = NULL;
  g_auto(TessTestRun) fits = { 0, };
  g_auto(TessTestRun) over = { 0, };

  for (guint i = 1; i < TESS_LESSON_TEXT_MAX_WORDS; i++)
    g_string_append (caption, " cities");
  g_assert_cmpuint (g_utf8_strlen (caption->str, -1), >, 100);
  path = write_city_lesson (caption->str, "\"points\": 4");
  run_cli (&fits, "lesson", path, NULL);
  g_assert_cmpint (fits.status, ==, 0);
  g_assert_nonnull (strstr (fits.out, caption->str));
  cli_remove_temp (path);
  g_free (path);

  g_string_append (caption, " now");
  path = write_city_lesson (caption->str, "\"points\": 4");
  run_cli (&over, "lesson", path, NULL);
  g_assert_cmpint (over.status, ==, 3);
  g_assert_nonnull (strstr (over.err, "“caption” has 46 words: a lesson’s text has 45 at most"));
  g_assert_cmpstr (over.out, ==, "");
  cli_remove_temp (path);
}

/* "points" is at least; with "exact" the move must score just that, and
 * a lesson whose own answer scores otherwise is refused on its card. */
static void
test_exact_points (void)
{
  const char *answer = "{\"x\": 0, \"y\": -1, \"rotation\": 180, \"follower\": \"S\"}";
  g_autofree char *at_least = write_city_lesson ("Close the city.", "\"points\": 2");
  g_auto(TessTestRun) more = { 0, };
  g_autofree char *exact = NULL;
  g_auto(TessTestRun) card = { 0, };
  g_auto(TessTestRun) move = { 0, };
  g_autofree char *right = NULL;
  g_auto(TessTestRun) right_card = { 0, };
  g_auto(TessTestRun) right_move = { 0, };

  /* At least 2: the answer's 4 reach it. */
  run_cli (&more, "lesson", at_least, "--move", answer, NULL);
  g_assert_cmpint (more.status, ==, 0);
  cli_remove_temp (at_least);

  /* Exactly 2: the answer's own 4 points miss the goal. */
  exact = write_city_lesson ("Close the city.", "\"points\": 2, \"exact\": true");
  run_cli (&card, "lesson", exact, NULL);
  g_assert_cmpint (card.status, ==, 3);
  g_assert_nonnull (strstr (card.err, "the lesson’s own answer, the record’s next move, does not reach its goal"));
  g_assert_nonnull (strstr (card.err, "You score 4 points. This lesson asks for exactly 2 points."));
  run_cli (&move, "lesson", exact, "--move", answer, NULL);
  g_assert_cmpint (move.status, ==, 1);
  g_assert_nonnull (strstr (move.out, "This lesson asks for exactly 2 points."));
  cli_remove_temp (exact);

  right = write_city_lesson ("Close the city.", "\"points\": 4, \"exact\": true");
  run_cli (&right_card, "lesson", right, NULL);
  g_assert_cmpint (right_card.status, ==, 0);
  run_cli (&right_move, "lesson", right, "--move", answer, NULL);
  g_assert_cmpint (right_move.status, ==, 0);
  g_assert_cmpstr (right_move.out, ==, "Well done: you score 4 points. Two tiles, 4 points.\n");
  cli_remove_temp (right);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/lesson/card", test_card);
  g_test_add_func ("/cli/lesson/verdicts", test_verdicts);
  g_test_add_func ("/cli/lesson/own-lesson", test_own_lesson);
  g_test_add_func ("/cli/lesson/bad-input", test_bad_input);
  g_test_add_func ("/cli/lesson/card-words", test_card_words);
  g_test_add_func ("/cli/lesson/exact-points", test_exact_points);

  return g_test_run ();
}
