/* test-cli-until-error.c: tessera-cli score --until-error
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A record whose move N is illegal or unreadable: `score` refuses it
 * whole (DESIGN.md §5), `score --until-error` scores moves 1 to N−1 (the
 * same JSON as `score` of those moves alone, plus "bad_move": N), names
 * move N and the rule on stderr and exits with 1.
 */

#define G_LOG_DOMAIN "test-cli-until-error"

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "tess-test-cli.h"

static const char header[] =
  "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],\n"
  "  \"players\": [ { \"name\": \"Ana\", \"color\": \"red\" },\n"
  "               { \"name\": \"Bogdan\", \"color\": \"blue\" } ],\n"
  "  \"moves\": [\n"
  "    { \"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180, \"follower\": \"S\" },\n"
  "    { \"tile\": \"E\", \"x\": 1, \"y\": -1, \"rotation\": 180, \"follower\": \"S\" },\n"
  "    { \"tile\": \"U\", \"x\": -1, \"y\": 0 }";

static char *
write_record (const char *name,
              const char *more)
{
  g_autofree char *text = g_strconcat (header, more, " ] }\n", NULL);
  char *path = g_build_filename (cli_get_tmp_dir (), name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

/* The JSON of --until-error without "bad_move" equals @expected. */
static void
assert_same_scores (const char *until_error,
                    const char *expected,
                    gint64      bad_move)
{
  g_autoptr(JsonParser) a = json_parser_new ();
  g_autoptr(JsonParser) b = json_parser_new ();
  JsonObject *obj;

  g_assert_true (json_parser_load_from_data (a, until_error, -1, NULL));
  g_assert_true (json_parser_load_from_data (b, expected, -1, NULL));
  obj = json_node_get_object (json_parser_get_root (a));
  if (bad_move > 0)
    {
      g_assert_true (json_object_has_member (obj, "bad_move"));
      g_assert_cmpint (json_object_get_int_member (obj, "bad_move"), ==, bad_move);
      json_object_remove_member (obj, "bad_move");
    }
  else
    g_assert_false (json_object_has_member (obj, "bad_move"));
  g_assert_true (json_node_equal (json_parser_get_root (a), json_parser_get_root (b)));
}

/* Move 4 breaks a rule; the first three close a city of two tiles (4
 * points) and open another. */
static void
test_illegal (void)
{
  g_autofree char *bad = write_record ("illegal.tessera",
                                       ",\n    { \"tile\": \"C\", \"x\": 9, \"y\": 9 },\n"
                                       "    { \"tile\": \"U\", \"x\": -2, \"y\": 0 }");
  g_autofree char *good = write_record ("good.tessera", "");
  g_auto(TessTestRun) plain;
  g_auto(TessTestRun) until;
  g_auto(TessTestRun) prefix;

  run_cli (&plain, "score", bad, NULL);
  g_assert_cmpint (plain.status, ==, 1);
  g_assert_cmpstr (plain.out, ==, "");

  run_cli (&until, "score", "--until-error", bad, NULL);
  g_assert_cmpint (until.status, ==, 1);
  g_assert_nonnull (strstr (until.err, "illegal.tessera"));
  g_assert_nonnull (strstr (until.err, "Move 4 (tile C at 9,9"));
  g_assert_nonnull (strstr (until.err, "touches no placed tile"));
  g_assert_nonnull (strstr (until.err, "up to move 3"));

  run_cli (&prefix, "score", good, NULL);
  g_assert_cmpint (prefix.status, ==, 0);
  g_assert_nonnull (strstr (prefix.out, "\"points\" : 4"));
  assert_same_scores (until.out, prefix.out, 4);
}

/* Move 2 cannot be read: only move 1 is scored, though later moves are
 * legal. */
static void
test_unreadable (void)
{
  g_autofree char *path = g_build_filename (cli_get_tmp_dir (), "unreadable.tessera", NULL);
  g_autofree char *one = g_build_filename (cli_get_tmp_dir (), "one.tessera", NULL);
  g_auto(TessTestRun) until;
  g_auto(TessTestRun) prefix;
  const char *players =
    "{ \"format\": \"tessera-game\", \"version\": 1,\n"
    "  \"players\": [ { \"name\": \"Ana\", \"color\": \"red\" }, { \"name\": \"Bo\", \"color\": \"blue\" } ],\n";
  g_autofree char *text = g_strconcat (players,
                                       "  \"moves\": [ { \"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180 },\n"
                                       "    { \"tile\": \"U\", \"x\": \"one\", \"y\": 0 },\n"
                                       "    { \"tile\": \"U\", \"x\": -1, \"y\": 0 } ] }\n", NULL);
  g_autofree char *text_one = g_strconcat (players,
                                           "  \"moves\": [ { \"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180 } ] }\n",
                                           NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_assert_true (g_file_set_contents (one, text_one, -1, NULL));
  run_cli (&until, "score", "--until-error", path, NULL);
  g_assert_cmpint (until.status, ==, 1);
  g_assert_nonnull (strstr (until.err, "move 2"));
  g_assert_nonnull (strstr (until.err, "“x”"));
  run_cli (&prefix, "score", one, NULL);
  g_assert_cmpint (prefix.status, ==, 0);
  assert_same_scores (until.out, prefix.out, 2);
}

/* A good record: the same as without the option, exit 0. */
static void
test_good (void)
{
  g_autofree char *good = write_record ("whole.tessera", "");
  g_auto(TessTestRun) plain;
  g_auto(TessTestRun) until;

  run_cli (&plain, "score", good, NULL);
  run_cli (&until, "score", "--until-error", good, NULL);
  g_assert_cmpint (until.status, ==, 0);
  g_assert_cmpstr (until.err, ==, "");
  g_assert_cmpstr (until.out, ==, plain.out);
}

/* No game at all: nothing to score, exit 1, nothing on stdout. */
static void
test_no_game (void)
{
  g_autofree char *path = g_build_filename (cli_get_tmp_dir (), "nogame.tessera", NULL);
  g_auto(TessTestRun) until;

  g_assert_true (g_file_set_contents (path, "{ \"format\": \"tessera-game\", \"version\": 1, "
                                      "\"players\": [], \"moves\": [] }", -1, NULL));
  run_cli (&until, "score", "--until-error", path, NULL);
  g_assert_cmpint (until.status, ==, 1);
  g_assert_cmpstr (until.out, ==, "");
  g_assert_nonnull (strstr (until.err, "nogame.tessera"));
}

static void
test_help (void)
{
  g_auto(TessTestRun) help;

  run_cli (&help, "score", "--help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  g_assert_nonnull (strstr (help.out, "--until-error"));
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  cli_test_init (&argc, &argv, "until-error");

  g_test_add_func ("/score/until-error/illegal", test_illegal);
  g_test_add_func ("/score/until-error/unreadable", test_unreadable);
  g_test_add_func ("/score/until-error/good", test_good);
  g_test_add_func ("/score/until-error/no-game", test_no_game);
  g_test_add_func ("/score/until-error/help", test_help);

  return cli_test_run ();
}
