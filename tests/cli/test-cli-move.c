/* test-cli-move.c: tessera-cli move, run as a user would
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-cli-move"

#include "config.h"

#include <string.h>

#include "tess-replay.h"
#include "tess-test-cli.h"

static const char * const levels[] = { "random", "easy", "medium", "hard" };

/* Appends the move printed by `move --json` to @record and checks that
 * the record stays legal. */
static void
check_move_legal (TessRecord *record,
                  const char *out)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(TessRecord) after = NULL;
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = tess_record_to_json (record);
  JsonObject *root = cli_parse_object (parser, out);
  JsonObject *move = json_object_get_object_member (root, "move");
  JsonArray *moves = json_object_get_array_member (json_node_get_object (node), "moves");

  g_assert_nonnull (move);
  g_assert_true (strlen (json_object_get_string_member (root, "explain")) > 0);
  json_array_add_object_element (moves, json_object_ref (move));
  after = tess_record_from_json (node, "move", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tess_record_n_moves (after), ==, tess_record_n_moves (record) + 1);
  replay = tess_replay_new (after, &error);
  g_assert_no_error (error);
  g_assert_true (tess_replay_check (replay, NULL, &error));
  g_assert_no_error (error);
}

static void
test_move_legal (void)
{
  for (guint k = 0; k < 10; k++)
    {
      g_autoptr(TessRecord) record = cli_random_record (200 + k, 7 * k, 31 + k);
      g_autofree char *file = cli_save_temp (record);

      for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
        {
          g_auto(TessTestRun) run = { 0 };

          run_cli (&run, "move", file, "--level", levels[l], "--simulations", "40", "--json", NULL);
          g_assert_cmpint (run.status, ==, 0);
          /* One line, as the engine's "go" answers. */
          g_assert_cmpint (strchr (run.out, '\n') - run.out, ==, (gssize) strlen (run.out) - 1);
          check_move_legal (record, run.out);
        }
      cli_remove_temp (file);
    }
}

/* Same seed and simulations, same move; the plain output is one record
 * move on a line, and --explain adds the reason. */
static void
test_move_deterministic (void)
{
  g_autoptr(TessRecord) record = cli_random_record (77, 20, 5);
  g_autofree char *file = cli_save_temp (record);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(TessTestRun) first = { 0 };
  g_auto(TessTestRun) second = { 0 };
  g_auto(TessTestRun) explained = { 0 };
  g_auto(TessTestRun) no_seed = { 0 };
  g_auto(TessTestRun) no_seed2 = { 0 };
  g_auto(GStrv) lines = NULL;
  JsonObject *move;

  run_cli (&first, "move", file, "--level", "hard", "--simulations", "300", "--seed", "9", NULL);
  run_cli (&second, "move", file, "--level", "hard", "--simulations", "300", "--seed", "9", NULL);
  g_assert_cmpint (first.status, ==, 0);
  g_assert_cmpstr (first.out, ==, second.out);
  move = cli_parse_object (parser, first.out);
  g_assert_true (json_object_has_member (move, "tile"));
  /* One line. */
  g_assert_true (g_str_has_suffix (first.out, "}\n"));
  g_assert_true (strchr (first.out, '\n') == first.out + strlen (first.out) - 1);

  /* Without --seed: the seed a hint in that game would use, also fixed. */
  run_cli (&no_seed, "move", file, "--level", "hard", "--simulations", "300", NULL);
  run_cli (&no_seed2, "move", file, "--level", "hard", "--simulations", "300", NULL);
  g_assert_cmpstr (no_seed.out, ==, no_seed2.out);

  run_cli (&explained, "move", file, "--level", "hard", "--simulations", "300", "--seed", "9",
           "--explain", NULL);
  lines = g_strsplit (explained.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  g_assert_true (g_str_has_prefix (explained.out, first.out));
  g_assert_cmpuint (strlen (lines[1]), >, 0);
  cli_remove_temp (file);
}

static void
test_move_errors (void)
{
  g_autoptr(TessRecord) finished = cli_random_record (3, 10000, 9);
  g_autofree char *over = cli_save_temp (finished);
  g_autofree char *unseeded = cli_data_file ("legal.tessera");
  g_auto(TessTestRun) game_over = { 0 };
  g_auto(TessTestRun) no_tile = { 0 };
  g_auto(TessTestRun) with_tile = { 0 };
  g_auto(TessTestRun) no_level = { 0 };
  g_auto(TessTestRun) bad_level = { 0 };

  run_cli (&game_over, "move", over, "--level", "easy", NULL);
  g_assert_cmpint (game_over.status, ==, 1);
  g_assert_cmpstr (game_over.out, ==, "");
  g_assert_nonnull (strstr (game_over.err, "over"));

  run_cli (&no_tile, "move", unseeded, "--level", "easy", NULL);
  g_assert_cmpint (no_tile.status, ==, 1);
  g_assert_nonnull (strstr (no_tile.err, "--tile"));
  run_cli (&with_tile, "move", unseeded, "--level", "easy", "--tile", "D", NULL);
  g_assert_cmpint (with_tile.status, ==, 0);
  g_assert_nonnull (strstr (with_tile.out, "\"tile\":\"D\""));

  run_cli (&no_level, "move", unseeded, NULL);
  g_assert_cmpint (no_level.status, ==, 2);
  run_cli (&bad_level, "move", unseeded, "--level", "grandmaster", "--tile", "D", NULL);
  g_assert_cmpint (bad_level.status, ==, 2);
  g_assert_nonnull (strstr (bad_level.err, "hard"));
  cli_remove_temp (over);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/move/legal", test_move_legal);
  g_test_add_func ("/cli/move/deterministic", test_move_deterministic);
  g_test_add_func ("/cli/move/errors", test_move_errors);

  return g_test_run ();
}
