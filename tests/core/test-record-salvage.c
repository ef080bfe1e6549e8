/* test-record-salvage.c: the good part of a damaged record
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A record whose move N is illegal or unreadable gives back the game up
 * to move N−1, and an error naming move N and what is wrong with it.
 * Random seeded games are damaged at random moves, in every way a move
 * can be bad, and what comes back must be exactly their first N−1 moves.
 */

#define G_LOG_DOMAIN "test-record-salvage"

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "tess-game.h"
#include "tess-record-salvage.h"
#include "tess-test-core.h"

static const char header[] =
  "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],\n"
  "  \"players\": [ { \"name\": \"Ana\", \"color\": \"red\" },\n"
  "               { \"name\": \"Bogdan\", \"color\": \"blue\" } ],\n";

/* Unseeded, so that any tile may be named: four legal moves, then what
 * the test adds. */
static char *
record_text (const char *extra_moves)
{
  return g_strconcat (header,
                      "  \"moves\": [\n"
                      "    { \"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180, \"follower\": \"S\" },\n"
                      "    { \"tile\": \"U\", \"x\": 1, \"y\": 0, \"rotation\": 0 },\n"
                      "    { \"tile\": \"U\", \"x\": -1, \"y\": 0, \"rotation\": 0 },\n"
                      "    { \"tile\": \"V\", \"x\": 2, \"y\": 0, \"rotation\": 0 }",
                      extra_moves, " ] }\n", NULL);
}

static void
test_whole (void)
{
  g_autofree char *text = record_text ("");
  g_autoptr(GError) damage = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessRecord) plain = NULL;

  record = tess_record_salvage_data (text, -1, "whole.tessera", &damage, &error);
  g_assert_no_error (error);
  g_assert_no_error (damage);
  g_assert_nonnull (record);
  g_assert_cmpuint (tess_record_n_moves (record), ==, 4);
  plain = tess_record_load_data (text, -1, "whole.tessera", &error);
  g_assert_no_error (error);
  g_assert_true (tess_record_equal (record, plain));
}

/* Move 5 breaks a rule: four moves come back, the message names move 5
 * and the rule. */
static void
test_illegal (void)
{
  g_autofree char *text = record_text (",\n    { \"tile\": \"C\", \"x\": 5, \"y\": 5 },\n"
                                       "    { \"tile\": \"U\", \"x\": -2, \"y\": 0 }");
  g_autoptr(GError) damage = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;

  record = tess_record_salvage_data (text, -1, "illegal.tessera", &damage, &error);
  g_assert_no_error (error);
  g_assert_nonnull (record);
  g_assert_cmpuint (tess_record_n_moves (record), ==, 4);
  g_assert_error (damage, TESS_FILE_ERROR, TESS_FILE_ERROR_ILLEGAL_MOVE);
  g_test_message ("%s", damage->message);
  g_assert_true (g_str_has_prefix (damage->message, "illegal.tessera: "));
  g_assert_nonnull (strstr (damage->message, "Move 5 (tile C at 5,5"));
  g_assert_nonnull (strstr (damage->message, "touches no placed tile"));

  /* The plain way refuses the same record whole; the good part opens. */
  {
    g_autoptr(TessRecord) plain = tess_record_load_data (text, -1, "illegal.tessera", &error);
    g_autoptr(TessGame) refused = NULL;
    g_autoptr(TessGame) opened = NULL;

    g_assert_no_error (error);
    refused = tess_game_new_from_record (plain, &error);
    g_assert_null (refused);
    g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_ILLEGAL_MOVE);
    g_clear_error (&error);
    opened = tess_game_new_from_record (record, &error);
    g_assert_no_error (error);
    tess_test_assert_moves_then_discards (opened, 4);
  }
}

/* Move 3 cannot be read: two moves come back, and the later moves, even
 * legal ones, are dropped. */
/* The seeded record of issue 21: move 9 puts a farmer on a farm that the
 * tile joins, through its other farm, to a farm that holds one. The game
 * opens up to move 8, with the reason. */
static void
test_taken_through_tile (void)
{
  g_autofree char *path = g_build_filename (TESS_TEST_TOP_SRCDIR, "tests", "cli",
                                            "farm-taken-9022.tessera", NULL);
  g_autoptr(GError) damage = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;

  record = tess_record_salvage_file (path, &damage, &error);
  g_assert_no_error (error);
  g_assert_nonnull (record);
  g_assert_cmpuint (tess_record_n_moves (record), ==, 8);
  g_assert_error (damage, TESS_FILE_ERROR, TESS_FILE_ERROR_ILLEGAL_MOVE);
  g_assert_nonnull (strstr (damage->message, "Move 9 (tile K at 1,1, rotation 90)"));
  g_assert_nonnull (strstr (damage->message, "joins a farm that already holds a follower"));
}

static void
test_unreadable (void)
{
  struct { const char *move; int code; const char *words; } cases[] = {
    { "{ \"tile\": \"U\", \"x\": -1, \"y\": 0, \"rotation\": 45 }", TESS_FILE_ERROR_INVALID, "rotation" },
    { "{ \"tile\": \"Zz\", \"x\": -1, \"y\": 0 }", TESS_FILE_ERROR_NOT_FOUND, "Zz" },
    { "{ \"tile\": \"U\", \"y\": 0 }", TESS_FILE_ERROR_INVALID, "x" },
    { "[ 1, 2 ]", TESS_FILE_ERROR_INVALID, "JSON object" },
    { "{ \"tile\": \"U\", \"x\": -1, \"y\": 0, \"follower\": \"NORTH\" }", TESS_FILE_ERROR_INVALID, "NORTH" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autofree char *text = NULL;
      g_autoptr(GError) damage = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(TessRecord) record = NULL;

      text = g_strconcat (header,
                          "  \"moves\": [\n"
                          "    { \"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180 },\n"
                          "    { \"tile\": \"U\", \"x\": 1, \"y\": 0 },\n    ",
                          cases[c].move, ",\n"
                          "    { \"tile\": \"U\", \"x\": -1, \"y\": 0 },\n"
                          "    { \"tile\": \"V\", \"x\": 2, \"y\": 0, \"rotation\": 0 } ] }\n",
                          NULL);
      record = tess_record_salvage_data (text, -1, "unreadable.tessera", &damage, &error);
      g_assert_no_error (error);
      g_assert_nonnull (record);
      g_assert_cmpuint (tess_record_n_moves (record), ==, 2);
      g_assert_error (damage, TESS_FILE_ERROR, cases[c].code);
      g_test_message ("%s", damage->message);
      g_assert_nonnull (strstr (damage->message, "unreadable.tessera"));
      g_assert_nonnull (strstr (damage->message, "move 3"));
      g_assert_nonnull (strstr (damage->message, cases[c].words));
    }
}

/* An illegal move before an unreadable one is the first bad move. */
static void
test_illegal_before_unreadable (void)
{
  g_autofree char *text = record_text (",\n    { \"tile\": \"C\", \"x\": 9, \"y\": 9 },\n"
                                       "    { \"tile\": \"U\", \"x\": -2, \"y\": 0, \"rotation\": 7 }");
  g_autoptr(GError) damage = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;

  record = tess_record_salvage_data (text, -1, NULL, &damage, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tess_record_n_moves (record), ==, 4);
  g_assert_error (damage, TESS_FILE_ERROR, TESS_FILE_ERROR_ILLEGAL_MOVE);
  g_assert_true (g_str_has_prefix (damage->message, "Move 5 "));
}

/* What is not a game at all is refused whole, with the reader's reason. */
static void
test_no_game (void)
{
  struct { const char *text; int code; } cases[] = {
    { "{ \"format\": \"tessera-game\", \"version\": 1, \"moves\": [ ", TESS_FILE_ERROR_PARSE },
    { "[ 1 ]", TESS_FILE_ERROR_PARSE },
    { "{ \"format\": \"tessera-tileset\", \"version\": 1, \"moves\": [] }", TESS_FILE_ERROR_FORMAT },
    { "{ \"format\": \"tessera-game\", \"version\": 1, \"players\": [ { \"name\": \"A\", \"color\": \"red\" } ],"
      " \"moves\": [ { \"tile\": \"U\", \"x\": 1, \"y\": 0 } ] }", TESS_FILE_ERROR_INVALID },
    { "{ \"format\": \"tessera-game\", \"version\": 1, \"players\": [ { \"name\": \"A\", \"color\": \"red\" },"
      " { \"name\": \"B\", \"color\": \"blue\" } ], \"moves\": 3 }", TESS_FILE_ERROR_INVALID },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(GError) damage = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(TessRecord) record = NULL;

      record = tess_record_salvage_data (cases[c].text, -1, "bad.tessera", &damage, &error);
      g_assert_null (record);
      g_assert_null (damage);
      g_assert_error (error, TESS_FILE_ERROR, cases[c].code);
      g_assert_nonnull (strstr (error->message, "bad.tessera"));
    }
}

/* A seeded game played at random to its end. */
static TessRecord *
random_game (guint32 seed)
{
  const char *names[] = { "Ana", "Bea", "Carl" };
  const TessColor colors[] = { TESS_COLOR_RED, TESS_COLOR_BLUE, TESS_COLOR_GREEN };
  const int kinds[] = { TESS_AI_NONE, TESS_AI_NONE, TESS_AI_NONE };
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessGame) game = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autofree char *seed_text = g_strdup_printf ("%u", seed);
  TessRules rules;

  tess_rules_init_default (&rules);
  record = tess_game_new_record (&rules, 3, names, colors, kinds, seed_text, &error);
  g_assert_no_error (error);
  game = tess_game_new_from_record (record, &error);
  g_assert_no_error (error);
  while (!tess_game_get_finished (game))
    tess_test_play_random_turn (game, rand);
  return tess_record_copy (tess_game_get_record (game));
}

/* Whole games, each damaged at one random move in one of several ways. */
static void
test_random_damage (void)
{
  for (guint32 seed = 1; seed <= 12; seed++)
    {
      g_autoptr(TessRecord) game = random_game (seed);
      g_autoptr(JsonNode) root = tess_record_to_json (game);
      JsonArray *moves = json_object_get_array_member (json_node_get_object (root), "moves");
      guint n = json_array_get_length (moves);
      guint bad = g_test_rand_int_range (0, n);
      JsonObject *move = json_array_get_object_element (moves, bad);
      g_autofree char *text = NULL;
      g_autoptr(GError) damage = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(TessRecord) salvaged = NULL;
      g_autoptr(TessRecord) expected = tess_record_copy (game);
      g_autofree char *name = g_strdup_printf ("move %u", bad + 1);
      g_autofree char *Name = g_strdup_printf ("Move %u ", bad + 1);
      int way = seed % 4;

      switch (way)
        {
        case 0: /* illegal: far from every tile */
          json_object_set_int_member (move, "x", 1000);
          break;
        case 1: /* illegal: another tile than the one drawn */
          json_object_set_string_member (move, "tile",
                                         g_strcmp0 (json_object_get_string_member (move, "tile"), "B") == 0
                                         ? "C" : "B");
          break;
        case 2: /* unreadable: a bad rotation */
          json_object_set_int_member (move, "rotation", 45);
          break;
        default: /* unreadable: not an object */
          json_array_remove_element (moves, bad);
          {
            JsonArray *copy = json_array_new ();

            for (guint i = 0; i < n - 1; i++)
              {
                if (i == bad)
                  json_array_add_string_element (copy, "garbage");
                json_array_add_element (copy, json_node_copy (json_array_get_element (moves, i)));
              }
            if (bad == n - 1)
              json_array_add_string_element (copy, "garbage");
            json_object_set_array_member (json_node_get_object (root), "moves", copy);
          }
          break;
        }
      text = json_to_string (root, TRUE);
      salvaged = tess_record_salvage_data (text, -1, NULL, &damage, &error);
      g_assert_no_error (error);
      g_assert_nonnull (salvaged);
      g_assert_nonnull (damage);
      g_test_message ("seed %u, move %u of %u: %s", seed, bad + 1, n, damage->message);
      g_assert_cmpuint (tess_record_n_moves (salvaged), ==, bad);
      tess_record_truncate (expected, bad);
      g_assert_true (tess_record_equal (salvaged, expected));
      if (way < 2)
        {
          g_assert_error (damage, TESS_FILE_ERROR, TESS_FILE_ERROR_ILLEGAL_MOVE);
          g_assert_true (g_str_has_prefix (damage->message, Name));
        }
      else
        g_assert_nonnull (strstr (damage->message, name));
    }
}

/* The file reader names the file; a missing file is an error. */
static void
test_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tessera-salvage-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "damaged.tessera", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.tessera", NULL);
  g_autofree char *text = record_text (",\n    { \"tile\": \"C\", \"x\": 5, \"y\": 5 }");
  g_autoptr(GError) damage = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  record = tess_record_salvage_file (path, &damage, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tess_record_n_moves (record), ==, 4);
  g_assert_nonnull (strstr (damage->message, "damaged.tessera"));
  g_clear_pointer (&record, tess_record_unref);
  g_clear_error (&damage);

  record = tess_record_salvage_file (missing, &damage, &error);
  g_assert_null (record);
  g_assert_null (damage);
  g_assert_nonnull (error);

  g_unlink (path);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("TESSERA_TILESETDIR", TESS_TEST_TOP_SRCDIR "/data/tilesets", FALSE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/salvage/whole", test_whole);
  g_test_add_func ("/salvage/illegal", test_illegal);
  g_test_add_func ("/salvage/taken-through-tile", test_taken_through_tile);
  g_test_add_func ("/salvage/unreadable", test_unreadable);
  g_test_add_func ("/salvage/illegal-before-unreadable", test_illegal_before_unreadable);
  g_test_add_func ("/salvage/no-game", test_no_game);
  g_test_add_func ("/salvage/random-damage", test_random_damage);
  g_test_add_func ("/salvage/file", test_file);

  return g_test_run ();
}
