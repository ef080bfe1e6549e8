/* test-cli.c: tessera-cli run as a user would
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-cli"

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "tess-test-cli.h"

static JsonObject *
player (JsonObject *root,
        guint       i)
{
  return json_array_get_object_element (json_object_get_array_member (root, "players"), i);
}

static void
test_score (void)
{
  g_autofree char *file = cli_data_file ("legal.tessera");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(TessTestRun) run = { 0 };
  JsonObject *root, *e;
  JsonArray *events;

  run_cli (&run, "score", file, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  root = cli_parse_object (parser, run.out);

  g_assert_false (json_object_get_boolean_member (root, "finished"));
  g_assert_cmpint (json_object_get_int_member (root, "tiles_left"), ==, 67);
  g_assert_cmpstr (json_object_get_string_member (player (root, 0), "name"), ==, "Ana");
  g_assert_cmpint (json_object_get_int_member (player (root, 0), "score"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (player (root, 0), "followers"), ==, 6);
  g_assert_cmpstr (json_object_get_string_member (player (root, 1), "name"), ==, "Bogdan");
  g_assert_cmpint (json_object_get_int_member (player (root, 1), "score"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (player (root, 1), "followers"), ==, 5);

  events = json_object_get_array_member (root, "events");
  g_assert_cmpuint (json_array_get_length (events), ==, 1);
  e = json_array_get_object_element (events, 0);
  g_assert_cmpint (json_object_get_int_member (e, "move"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (e, "feature"), ==, "city");
  g_assert_cmpint (json_object_get_int_member (e, "tiles"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (e, "shields"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (e, "points"), ==, 4);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (e, "players")), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (e, "players"), 0),
                   ==, "Ana");
  g_assert_false (json_object_get_boolean_member (e, "final"));
  g_assert_cmpstr (json_object_get_string_member (e, "rule"), ==, "city");
}

static void
test_score_final (void)
{
  g_autofree char *file = cli_data_file ("legal.tessera");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(TessTestRun) run = { 0 };
  JsonObject *root;
  JsonArray *events;
  int road = 0, monastery = 0;

  run_cli (&run, "score", "--final", file, NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = cli_parse_object (parser, run.out);
  g_assert_false (json_object_get_boolean_member (root, "finished"));
  g_assert_cmpint (json_object_get_int_member (player (root, 0), "score"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (player (root, 1), "score"), ==, 7);

  /* Bo's incomplete road (3 tiles) and monastery (3 neighbours). */
  events = json_object_get_array_member (root, "events");
  for (guint i = 1; i < json_array_get_length (events); i++)
    {
      JsonObject *e = json_array_get_object_element (events, i);
      const char *feature = json_object_get_string_member (e, "feature");

      g_assert_true (json_object_get_boolean_member (e, "final"));
      if (strcmp (feature, "road") == 0)
        road = json_object_get_int_member (e, "points");
      else if (strcmp (feature, "monastery") == 0)
        monastery = json_object_get_int_member (e, "points");
    }
  g_assert_cmpint (road, ==, 3);
  g_assert_cmpint (monastery, ==, 4);
}

static void
test_score_illegal (void)
{
  g_autofree char *file = cli_data_file ("illegal.tessera");
  g_auto(TessTestRun) run = { 0 };

  run_cli (&run, "score", file, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "Move 3 (tile C at -1,0, rotation 0)"));
  g_assert_nonnull (strstr (run.err, "east side"));
}

/* Seed 9022, move 9 (issue 21): Red's farmer on the small farm of K
 * would join, through the tile's large farm, Blue's farm. Every command
 * that replays the record refuses that move and names the rule; the
 * salvage stops before it. */
static void
test_farm_taken_through_tile (void)
{
  g_autofree char *file = cli_data_file ("farm-taken-9022.tessera");
  g_auto(TessTestRun) score = { 0 };
  g_auto(TessTestRun) validate = { 0 };
  g_auto(TessTestRun) until = { 0 };

  run_cli (&score, "score", file, NULL);
  g_assert_cmpint (score.status, ==, 1);
  g_assert_cmpstr (score.out, ==, "");
  g_assert_nonnull (strstr (score.err, "Move 9 (tile K at 1,1, rotation 90)"));
  g_assert_nonnull (strstr (score.err, "the farm at port NNW joins a farm that already holds a follower"));

  run_cli (&validate, "validate", file, NULL);
  g_assert_cmpint (validate.status, ==, 1);
  g_assert_nonnull (strstr (validate.out, "Move 9 (tile K at 1,1, rotation 90)"));
  g_assert_null (strstr (validate.out, ": valid"));

  run_cli (&until, "score", "--until-error", file, NULL);
  g_assert_cmpint (until.status, ==, 1);
  g_assert_nonnull (strstr (until.err, "up to move 8"));
  g_assert_nonnull (strstr (until.out, "\"bad_move\" : 9"));
}

static void
test_score_errors (void)
{
  g_autofree char *broken = cli_data_file ("broken.tileset.json");
  g_auto(TessTestRun) missing = { 0 };
  g_auto(TessTestRun) wrong = { 0 };
  g_auto(TessTestRun) usage = { 0 };

  run_cli (&missing, "score", "/nonexistent/game.tessera", NULL);
  g_assert_cmpint (missing.status, ==, 1);
  g_assert_cmpstr (missing.out, ==, "");
  g_assert_nonnull (strstr (missing.err, "game.tessera"));

  run_cli (&wrong, "score", broken, NULL);
  g_assert_cmpint (wrong.status, ==, 1);
  g_assert_cmpstr (wrong.out, ==, "");
  g_assert_nonnull (strstr (wrong.err, "tessera-tileset"));

  run_cli (&usage, "score", NULL);
  g_assert_cmpint (usage.status, ==, 2);
}

static void
test_validate (void)
{
  g_autofree char *base = g_build_filename (TESS_TEST_TOP_SRCDIR, "data", "tilesets",
                                            "base.tileset.json", NULL);
  g_autofree char *river = g_build_filename (TESS_TEST_TOP_SRCDIR, "data", "tilesets",
                                             "river.tileset.json", NULL);
  g_autofree char *legal = cli_data_file ("legal.tessera");
  g_autofree char *illegal = cli_data_file ("illegal.tessera");
  g_autofree char *broken = cli_data_file ("broken.tileset.json");
  g_auto(TessTestRun) ok = { 0 };
  g_auto(TessTestRun) bad_set = { 0 };
  g_auto(TessTestRun) bad_game = { 0 };
  g_auto(TessTestRun) not_json = { 0 };

  run_cli (&ok, "validate", base, river, legal, NULL);
  g_assert_cmpint (ok.status, ==, 0);
  g_assert_nonnull (strstr (ok.out, "base.tileset.json: valid"));
  g_assert_nonnull (strstr (ok.out, "river.tileset.json: valid"));
  g_assert_nonnull (strstr (ok.out, "legal.tessera: valid"));

  /* Every problem, each on its line. */
  run_cli (&bad_set, "validate", broken, NULL);
  g_assert_cmpint (bad_set.status, ==, 1);
  g_assert_nonnull (strstr (bad_set.out, "“half-city”"));
  g_assert_nonnull (strstr (bad_set.out, "“no-count”"));
  g_assert_nonnull (strstr (bad_set.out, "“missing”"));
  g_assert_null (strstr (bad_set.out, ": valid"));

  run_cli (&bad_game, "validate", illegal, legal, NULL);
  g_assert_cmpint (bad_game.status, ==, 1);
  g_assert_nonnull (strstr (bad_game.out, "Move 3"));
  g_assert_nonnull (strstr (bad_game.out, "legal.tessera: valid"));

  run_cli (&not_json, "validate", TESSERA_CLI, NULL);
  g_assert_cmpint (not_json.status, ==, 1);
}

static void
test_validate_record_problems (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tessera-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "bad.tessera", NULL);
  g_auto(TessTestRun) run = { 0 };

  g_assert_true (g_file_set_contents (path,
    "{ \"format\": \"tessera-game\", \"version\": 1, \"rules\": { \"hand\": 9, \"small_city\": \"no\" },"
    " \"players\": [ { \"name\": \"A\", \"color\": \"teal\" }, { \"name\": \"B\", \"color\": \"red\" } ],"
    " \"moves\": [ { \"tile\": \"U\", \"x\": 0, \"y\": 1, \"rotation\": 33 },"
    " { \"tile\": \"nope\", \"x\": 0, \"y\": 2 } ] }", -1, NULL));
  run_cli (&run, "validate", path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "hand"));
  g_assert_nonnull (strstr (run.out, "small_city"));
  g_assert_nonnull (strstr (run.out, "teal"));
  g_assert_nonnull (strstr (run.out, "move 1"));
  g_assert_nonnull (strstr (run.out, "move 2"));
  g_remove (path);
  g_rmdir (dir);
}

static void
test_help (void)
{
  g_auto(TessTestRun) run = { 0 };
  g_auto(TessTestRun) sub = { 0 };
  g_auto(TessTestRun) unknown = { 0 };
  g_auto(TessTestRun) help_score = { 0 };

  run_cli (&run, "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "score"));
  g_assert_nonnull (strstr (run.out, "validate"));
  g_assert_nonnull (strstr (run.out, "bench"));

  run_cli (&sub, "bench", "--help", NULL);
  g_assert_cmpint (sub.status, ==, 0);
  g_assert_nonnull (strstr (sub.out, "--games"));
  g_assert_nonnull (strstr (sub.out, "--json"));

  run_cli (&help_score, "help", "score", NULL);
  g_assert_cmpint (help_score.status, ==, 0);
  g_assert_nonnull (strstr (help_score.out, "--final"));

  run_cli (&unknown, "frobnicate", NULL);
  g_assert_cmpint (unknown.status, ==, 2);
  g_assert_nonnull (strstr (unknown.err, "frobnicate"));
}

static void
test_bench (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(TessTestRun) run = { 0 };
  g_auto(TessTestRun) text = { 0 };
  g_auto(TessTestRun) bad = { 0 };
  JsonObject *root;

  run_cli (&run, "bench", "--games", "3", "--players", "3", "--seed", "77", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = cli_parse_object (parser, run.out);
  g_assert_cmpint (json_object_get_int_member (root, "games"), ==, 3);
  g_assert_cmpfloat (json_object_get_double_member (root, "seconds"), >, 0.0);
  g_assert_cmpfloat (json_object_get_double_member (root, "games_per_second"), >, 0.0);
  g_assert_cmpfloat (json_object_get_double_member (root, "placement_us"), >, 0.0);
  g_assert_cmpint (json_object_get_int_member (root, "max_rss_kib"), >, 0);

  run_cli (&text, "bench", "--games", "2", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "games per second"));
  g_assert_nonnull (strstr (text.out, "KiB"));

  run_cli (&bad, "bench", "--players", "9", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_cmpstr (bad.out, ==, "");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/score/legal", test_score);
  g_test_add_func ("/cli/score/final", test_score_final);
  g_test_add_func ("/cli/score/illegal", test_score_illegal);
  g_test_add_func ("/cli/score/errors", test_score_errors);
  g_test_add_func ("/cli/score/farm-taken-through-tile", test_farm_taken_through_tile);
  g_test_add_func ("/cli/validate/files", test_validate);
  g_test_add_func ("/cli/validate/record-problems", test_validate_record_problems);
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/bench", test_bench);

  return g_test_run ();
}
