/* test-record.c: game records: reading, writing, round trips, bad input
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-record"

#include "config.h"

#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "tess-file-kind.h"
#include "tess-record.h"
#include "tess-engine.h"
#include "tess-ai.h"

#define HEAD "{ \"format\": \"tessera-game\", \"version\": 1, "
#define TWO_PLAYERS "\"players\": [ { \"name\": \"Ana\", \"color\": \"red\" }, " \
                    "{ \"name\": \"Bot\", \"color\": \"blue\", \"ai\": \"hard\" } ]"

static TessRecord *
load_ok (const char *json)
{
  g_autoptr(GError) error = NULL;
  TessRecord *record = tess_record_load_data (json, -1, "t.tessera", &error);

  g_assert_no_error (error);
  g_assert_nonnull (record);
  return record;
}

/* Loading fails with a message holding every expected word. */
static void
load_fails (const char *json,
            int         code,
            const char *expect1,
            const char *expect2)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_data (json, -1, "t.tessera", &error);

  g_assert_null (record);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_true (error->domain == TESS_FILE_ERROR);
  if (code >= 0)
    g_assert_cmpint (error->code, ==, code);
  g_assert_true (g_str_has_prefix (error->message, "t.tessera: "));
  if (expect1 && strstr (error->message, expect1) == NULL)
    g_error ("“%s” not in: %s", expect1, error->message);
  if (expect2 && strstr (error->message, expect2) == NULL)
    g_error ("“%s” not in: %s", expect2, error->message);
}

static void
test_load_example (void)
{
  /* The example of DESIGN.md §4. */
  g_autoptr(TessRecord) record = load_ok (
    HEAD "\"tilesets\": [\"base\"], \"rules\": { \"farm_scoring\": \"third\", \"small_city\": false }, "
    TWO_PLAYERS ", \"seed\": 1234, \"moves\": [ "
    "{ \"tile\": \"U\", \"x\": 0, \"y\": 1, \"rotation\": 90, \"follower\": \"SSW\" }, "
    "{ \"tile\": \"V\", \"x\": 1, \"y\": 0, \"rotation\": 0 }, "
    "{ \"tile\": \"B\", \"x\": 1, \"y\": 1, \"rotation\": 270, \"follower\": \"monastery\" }, "
    "{ \"tile\": \"X\", \"discard\": true } ] }");
  const TessRecordMove *m;

  g_assert_cmpuint (record->tilesets->len, ==, 1);
  g_assert_true (((TessTileSetData *) g_ptr_array_index (record->tilesets, 0))->builtin);
  g_assert_cmpint (record->rules.farm_scoring, ==, TESS_FARM_THIRD);
  g_assert_false (record->rules.river);
  g_assert_cmpuint (tess_record_n_players (record), ==, 2);
  g_assert_cmpstr (tess_record_player (record, 0)->name, ==, "Ana");
  g_assert_cmpint (tess_record_player (record, 0)->color, ==, TESS_COLOR_RED);
  g_assert_cmpint (tess_record_player (record, 0)->ai, ==, TESS_AI_NONE);
  g_assert_cmpint (tess_record_player (record, 1)->ai, ==, TESS_AI_HARD);
  g_assert_true (record->has_seed);
  g_assert_cmpint (record->seed, ==, 1234);
  g_assert_cmpuint (tess_record_n_moves (record), ==, 4);

  m = tess_record_move (record, 0);
  g_assert_cmpstr (m->tile, ==, "U");
  g_assert_cmpint (m->x, ==, 0);
  g_assert_cmpint (m->y, ==, 1);
  g_assert_cmpint (m->rot, ==, 1);
  g_assert_cmpint (m->follower, ==, TESS_PORT_SSW);
  g_assert_false (m->discard);
  m = tess_record_move (record, 1);
  g_assert_cmpint (m->follower, ==, TESS_FOLLOWER_NONE);
  m = tess_record_move (record, 2);
  g_assert_cmpint (m->rot, ==, 3);
  g_assert_cmpint (m->follower, ==, TESS_FOLLOWER_MONASTERY);
  m = tess_record_move (record, 3);
  g_assert_true (m->discard);
  g_assert_cmpstr (m->tile, ==, "X");
}

static void
test_defaults (void)
{
  g_autoptr(TessRecord) record = load_ok (HEAD TWO_PLAYERS " }");
  TessRules defaults;

  tess_rules_init_default (&defaults);
  g_assert_cmpuint (record->tilesets->len, ==, 1);
  g_assert_cmpstr (((TessTileSetData *) g_ptr_array_index (record->tilesets, 0))->id, ==, "base");
  g_assert_cmpint (record->rules.farm_scoring, ==, defaults.farm_scoring);
  g_assert_cmpint (record->rules.followers, ==, 7);
  g_assert_cmpint (record->rules.hand, ==, 1);
  g_assert_true (record->rules.score_incomplete);
  g_assert_false (record->rules.small_city);
  g_assert_cmpint (record->rules.unplaceable, ==, TESS_UNPLACEABLE_DISCARD);
  g_assert_false (record->has_seed);
  g_assert_cmpuint (tess_record_n_moves (record), ==, 0);
}

static void
test_rules (void)
{
  g_autoptr(TessRecord) record = load_ok (
    HEAD "\"tilesets\": [\"base\"], \"rules\": { \"farm_scoring\": \"first\", \"small_city\": true, "
    "\"score_incomplete\": false, \"followers\": 20, \"hand\": 3, \"unplaceable\": \"return\", "
    "\"river\": false }, \"future_key\": 3, " TWO_PLAYERS " }");

  g_assert_cmpint (record->rules.farm_scoring, ==, TESS_FARM_FIRST);
  g_assert_true (record->rules.small_city);
  g_assert_false (record->rules.score_incomplete);
  g_assert_cmpint (record->rules.followers, ==, 20);
  g_assert_cmpint (record->rules.hand, ==, 3);
  g_assert_cmpint (record->rules.unplaceable, ==, TESS_UNPLACEABLE_RETURN);

  load_fails (HEAD "\"rules\": { \"farm_scoring\": \"fourth\" }, " TWO_PLAYERS " }",
              TESS_FILE_ERROR_INVALID, "farm_scoring", "fourth");
  load_fails (HEAD "\"rules\": { \"unplaceable\": \"keep\" }, " TWO_PLAYERS " }",
              TESS_FILE_ERROR_INVALID, "unplaceable", "keep");
  load_fails (HEAD "\"rules\": { \"followers\": 0 }, " TWO_PLAYERS " }",
              TESS_FILE_ERROR_INVALID, "followers", "0");
  load_fails (HEAD "\"rules\": { \"followers\": \"7\" }, " TWO_PLAYERS " }",
              TESS_FILE_ERROR_INVALID, "followers", "integer");
  load_fails (HEAD "\"rules\": { \"hand\": 4 }, " TWO_PLAYERS " }",
              TESS_FILE_ERROR_INVALID, "hand", "4");
  load_fails (HEAD "\"rules\": { \"small_city\": 1 }, " TWO_PLAYERS " }",
              TESS_FILE_ERROR_INVALID, "small_city", NULL);
  load_fails (HEAD "\"rules\": { \"river\": \"yes\" }, " TWO_PLAYERS " }",
              TESS_FILE_ERROR_INVALID, "river", NULL);
  load_fails (HEAD "\"rules\": [], " TWO_PLAYERS " }", TESS_FILE_ERROR_INVALID, "rules", NULL);
}

/* A misspelt rule would play its default without a word: every key of
 * "rules" must be a rule, and the message lists them. Unknown keys
 * outside "rules" (from a newer Tessera) are still read past. */
static void
test_unknown_rule (void)
{
  load_fails (HEAD "\"tilesets\": [\"base\"], \"rules\": { \"bogus\": 1 }, " TWO_PLAYERS " }",
              TESS_FILE_ERROR_INVALID, "unknown rule “bogus”", "farm_scoring, small_city");
  load_fails (HEAD "\"tilesets\": [\"base\"], \"rules\": { \"farm_scorng\": \"first\" }, "
              TWO_PLAYERS " }", TESS_FILE_ERROR_INVALID, "“farm_scorng”", "table_edges_complete");
}

static void
test_river (void)
{
  g_autoptr(TessRecord) by_rule = load_ok (
    HEAD "\"tilesets\": [\"base\"], \"rules\": { \"river\": true }, " TWO_PLAYERS " }");
  g_autoptr(TessRecord) by_set = load_ok (
    HEAD "\"tilesets\": [\"base\", \"river\"], " TWO_PLAYERS " }");

  g_assert_true (by_rule->rules.river);
  g_assert_cmpuint (by_rule->tilesets->len, ==, 2);
  g_assert_cmpstr (((TessTileSetData *) g_ptr_array_index (by_rule->tilesets, 1))->id, ==, "river");
  g_assert_true (by_set->rules.river);
  g_assert_cmpuint (by_set->tilesets->len, ==, 2);
  g_assert_true (tess_record_equal (by_rule, by_set));
}

static void
test_players (void)
{
  load_fails (HEAD "\"players\": [ { \"name\": \"Ana\", \"color\": \"red\" } ] }",
              TESS_FILE_ERROR_INVALID, "1 players", "players");
  load_fails (HEAD "\"players\": [ {\"name\":\"a\",\"color\":\"red\"}, {\"name\":\"b\",\"color\":\"blue\"}, "
              "{\"name\":\"c\",\"color\":\"green\"}, {\"name\":\"d\",\"color\":\"yellow\"}, "
              "{\"name\":\"e\",\"color\":\"black\"}, {\"name\":\"f\",\"color\":\"grey\"}, "
              "{\"name\":\"g\",\"color\":\"pink\"} ] }",
              TESS_FILE_ERROR_INVALID, "7 players", NULL);
  load_fails (HEAD "\"players\": [ { \"name\": \"Ana\", \"color\": \"red\" }, "
              "{ \"name\": \"Bo\", \"color\": \"red\" } ] }",
              TESS_FILE_ERROR_INVALID, "player 2", "“red”");
  load_fails (HEAD "\"players\": [ { \"name\": \"Ana\", \"color\": \"red\" }, "
              "{ \"name\": \"Bo\", \"color\": \"purple\" } ] }",
              TESS_FILE_ERROR_INVALID, "player 2", "purple");
  load_fails (HEAD "\"players\": [ { \"name\": \"Ana\", \"color\": \"red\", \"ai\": \"godlike\" }, "
              "{ \"name\": \"Bo\", \"color\": \"blue\" } ] }",
              TESS_FILE_ERROR_INVALID, "player 1", "“ai”");
  load_fails (HEAD "\"players\": [ { \"color\": \"red\" }, { \"name\": \"Bo\", \"color\": \"blue\" } ] }",
              TESS_FILE_ERROR_INVALID, "player 1", "“name”");
  load_fails (HEAD "\"players\": [ { \"name\": \"\", \"color\": \"red\" }, "
              "{ \"name\": \"Bo\", \"color\": \"blue\" } ] }",
              TESS_FILE_ERROR_INVALID, "player 1", "empty");
  load_fails (HEAD "\"players\": [ \"Ana\", \"Bo\" ] }", TESS_FILE_ERROR_INVALID, "player 1", NULL);
  load_fails (HEAD "\"players\": {} }", TESS_FILE_ERROR_INVALID, "players", NULL);
  load_fails (HEAD "\"tilesets\": [\"base\"] }", TESS_FILE_ERROR_INVALID, "players", "missing");
}

static void
test_seed (void)
{
  const char *seeds[] = { "0", "1", "-5", "9223372036854775807", "-9223372036854775808" };

  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      g_autofree char *json = g_strdup_printf (HEAD TWO_PLAYERS ", \"seed\": %s }", seeds[i]);
      g_autoptr(TessRecord) record = load_ok (json);
      g_autoptr(TessRecord) again = NULL;
      g_autofree char *data = NULL;
      g_autofree char *needle = g_strdup_printf ("\"seed\" : %s", seeds[i]);

      g_assert_true (record->has_seed);
      g_assert_cmpint (record->seed, ==, g_ascii_strtoll (seeds[i], NULL, 10));
      data = tess_record_to_data (record, NULL);
      g_assert_nonnull (strstr (data, needle));
      again = load_ok (data);
      g_assert_true (again->seed == record->seed);
    }

  load_fails (HEAD TWO_PLAYERS ", \"seed\": 1.5 }", TESS_FILE_ERROR_INVALID, "seed", NULL);
  load_fails (HEAD TWO_PLAYERS ", \"seed\": \"12\" }", TESS_FILE_ERROR_INVALID, "seed", NULL);
}

static void
test_moves (void)
{
  load_fails (HEAD TWO_PLAYERS ", \"moves\": [ { \"tile\": \"U\", \"x\": 0, \"y\": 1 }, "
              "{ \"tile\": \"Ü\", \"x\": 1, \"y\": 1 } ] }",
              TESS_FILE_ERROR_NOT_FOUND, "move 2", "“Ü”");
  load_fails (HEAD TWO_PLAYERS ", \"moves\": [ { \"tile\": \"U\", \"x\": 0, \"y\": 1, \"rotation\": 45 } ] }",
              TESS_FILE_ERROR_INVALID, "move 1", "rotation");
  load_fails (HEAD TWO_PLAYERS ", \"moves\": [ { \"tile\": \"U\", \"x\": 0, \"y\": 1, \"rotation\": \"90\" } ] }",
              TESS_FILE_ERROR_INVALID, "move 1", "rotation");
  load_fails (HEAD TWO_PLAYERS ", \"moves\": [ { \"tile\": \"U\", \"x\": 0, \"y\": 1 }, "
              "{ \"tile\": \"U\", \"x\": 0, \"y\": 2 }, { \"tile\": \"U\", \"x\": 0, \"y\": 3, "
              "\"follower\": \"NORTH\" } ] }",
              TESS_FILE_ERROR_INVALID, "move 3", "follower");
  load_fails (HEAD TWO_PLAYERS ", \"moves\": [ { \"tile\": \"U\", \"y\": 1 } ] }",
              TESS_FILE_ERROR_INVALID, "move 1", "“x”");
  load_fails (HEAD TWO_PLAYERS ", \"moves\": [ { \"tile\": \"U\", \"x\": 100000, \"y\": 1 } ] }",
              TESS_FILE_ERROR_INVALID, "move 1", "“x”");
  load_fails (HEAD TWO_PLAYERS ", \"moves\": [ { \"x\": 0, \"y\": 1 } ] }",
              TESS_FILE_ERROR_INVALID, "move 1", "“tile”");
  load_fails (HEAD TWO_PLAYERS ", \"moves\": [ 5 ] }", TESS_FILE_ERROR_INVALID, "move 1", NULL);
  load_fails (HEAD TWO_PLAYERS ", \"moves\": { } }", TESS_FILE_ERROR_INVALID, "moves", NULL);
  load_fails (HEAD TWO_PLAYERS ", \"moves\": [ { \"tile\": \"U\", \"discard\": 1 } ] }",
              TESS_FILE_ERROR_INVALID, "move 1", "discard");

  /* A discard needs no cell; a null follower is none. */
  {
    g_autoptr(TessRecord) record = load_ok (
      HEAD TWO_PLAYERS ", \"moves\": [ { \"tile\": \"U\", \"discard\": true }, "
      "{ \"tile\": \"V\", \"x\": -1, \"y\": 0, \"follower\": null } ] }");

    g_assert_true (tess_record_move (record, 0)->discard);
    g_assert_cmpint (tess_record_move (record, 1)->rot, ==, 0);
    g_assert_cmpint (tess_record_move (record, 1)->follower, ==, TESS_FOLLOWER_NONE);
  }
}

static void
test_tilesets (void)
{
  load_fails (HEAD "\"tilesets\": [\"base\", \"nope\"], " TWO_PLAYERS " }",
              TESS_FILE_ERROR_NOT_FOUND, "tile set 2", "nope");
  load_fails (HEAD "\"tilesets\": [\"../../etc/passwd\"], " TWO_PLAYERS " }",
              TESS_FILE_ERROR_NOT_FOUND, "tile set 1", NULL);
  load_fails (HEAD "\"tilesets\": [\"base\", \"base\"], " TWO_PLAYERS " }",
              TESS_FILE_ERROR_INVALID, "tile set 2", "twice");
  load_fails (HEAD "\"tilesets\": [], " TWO_PLAYERS " }", TESS_FILE_ERROR_INVALID, "tilesets", NULL);
  load_fails (HEAD "\"tilesets\": \"base\", " TWO_PLAYERS " }", TESS_FILE_ERROR_INVALID, "tilesets", NULL);
  load_fails (HEAD "\"tilesets\": [7], " TWO_PLAYERS " }", TESS_FILE_ERROR_INVALID, "tile set 1", NULL);
  /* A broken embedded set: the problem names the set and the tile. */
  load_fails (HEAD "\"tilesets\": [ { \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"mine\", "
              "\"tiles\": [ { \"id\": \"Q\", \"count\": -1, \"features\": [ { \"type\": \"monastery\" }, "
              "{ \"type\": \"field\", \"ports\": [\"NNW\", \"NNE\", \"ENE\", \"ESE\", \"SSE\", \"SSW\", "
              "\"WSW\", \"WNW\"] } ] } ] } ], " TWO_PLAYERS " }",
              -1, "tile set 1: tile “Q”", "count");
  load_fails (HEAD "\"tilesets\": [ { \"format\": \"tessera-tileset\", \"version\": 9 } ], " TWO_PLAYERS " }",
              TESS_FILE_ERROR_VERSION, "tile set 1", "9");
}

static void
test_malformed (void)
{
  load_fails ("", TESS_FILE_ERROR_PARSE, NULL, NULL);
  load_fails ("{ \"format\": ", TESS_FILE_ERROR_PARSE, NULL, NULL);
  load_fails ("[ \"tessera-game\" ]", TESS_FILE_ERROR_PARSE, NULL, NULL);
  load_fails ("null", TESS_FILE_ERROR_PARSE, NULL, NULL);
  load_fails ("{ \"version\": 1 }", TESS_FILE_ERROR_FORMAT, "format", NULL);
  load_fails ("{ \"format\": \"tessera-tileset\", \"version\": 1 }", TESS_FILE_ERROR_FORMAT,
              "tessera-tileset", "tessera-game");
  load_fails ("{ \"format\": \"tessera-game\", \"version\": 2 }", TESS_FILE_ERROR_VERSION, "2", "newer");
  load_fails ("{ \"format\": \"tessera-game\", \"version\": 1.0 }", TESS_FILE_ERROR_VERSION,
              "version", NULL);
  load_fails ("{ \"format\": \"tessera-game\", \"version\": -1 }", TESS_FILE_ERROR_VERSION,
              "version", NULL);
  /* Wrong types everywhere at once: every one is reported. */
  load_fails (HEAD "\"tilesets\": null, \"rules\": 5, \"players\": \"x\", \"seed\": [], "
              "\"moves\": true }", -1, "tilesets", "seed");
}

static void
test_unknown_keys (void)
{
  g_autoptr(TessRecord) record = load_ok (
    HEAD "\"comment\": \"hello\", \"tilesets\": [\"base\"], \"players\": [ "
    "{ \"name\": \"Ana\", \"color\": \"red\", \"avatar\": 3 }, { \"name\": \"Bo\", \"color\": \"blue\" } ], "
    "\"moves\": [ { \"tile\": \"U\", \"x\": 0, \"y\": 1, \"time\": 12.5 } ], \"x-future\": {} }");

  g_assert_cmpuint (tess_record_n_moves (record), ==, 1);
}

static TessRecord *
make_record (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) base = tess_tile_set_load_builtin ("base", &error);
  g_autoptr(TessTileSetData) river = tess_tile_set_load_builtin ("river", &error);
  g_autoptr(TessTileSetData) custom = NULL;
  TessRecord *record = tess_record_new ();

  g_assert_no_error (error);
  /* A custom set travels inside the record. */
  custom = tess_tile_set_copy (river);
  g_free (custom->id);
  custom->id = g_strdup ("my-river");
  g_free (custom->name);
  custom->name = g_strdup ("Mon fleuve ✓");

  tess_record_add_tile_set (record, base);
  tess_record_add_tile_set (record, custom);
  g_assert_true (record->rules.river);
  record->rules.farm_scoring = TESS_FARM_SECOND;
  record->rules.hand = 2;
  tess_record_add_player (record, "Ana", TESS_COLOR_RED, TESS_AI_NONE);
  tess_record_add_player (record, "Bă", TESS_COLOR_GREY, TESS_AI_MEDIUM);
  tess_record_add_player (record, "Cy \"quoted\"", TESS_COLOR_YELLOW, TESS_AI_RANDOM);
  tess_record_set_seed (record, G_GINT64_CONSTANT (8070450532247928831));
  tess_record_append_move (record, "river-straight", 1, 0, 0, TESS_FOLLOWER_NONE);
  tess_record_append_move (record, "river-curve", 2, 0, 3, TESS_PORT_WNW);
  tess_record_append_move (record, "B", -3, 7, 2, TESS_FOLLOWER_MONASTERY);
  tess_record_append_discard (record, "X");
  return record;
}

static void
test_round_trip (void)
{
  g_autoptr(TessRecord) record = make_record ();
  g_autoptr(TessRecord) again = NULL;
  g_autoptr(TessRecord) third = NULL;
  g_autoptr(TessRecord) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_autofree char *data = NULL;
  g_autofree char *data2 = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tessera-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.tessera", NULL);
  JsonArray *sets;

  data = tess_record_to_data (record, NULL);
  again = load_ok (data);
  g_assert_true (tess_record_equal (record, again));
  g_assert_true (again->has_seed);
  g_assert_cmpint (again->seed, ==, G_GINT64_CONSTANT (8070450532247928831));
  data2 = tess_record_to_data (again, NULL);
  g_assert_cmpstr (data, ==, data2);

  /* Built-in sets by id, the custom one embedded. */
  json = tess_record_to_json (record);
  sets = json_object_get_array_member (json_node_get_object (json), "tilesets");
  g_assert_cmpuint (json_array_get_length (sets), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (sets, 0), ==, "base");
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_array_get_element (sets, 1)));

  /* Through a file, saved twice over. */
  g_assert_true (tess_record_save_file (record, path, &error));
  g_assert_no_error (error);
  g_assert_true (tess_record_save_file (again, path, &error));
  third = tess_record_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (tess_record_equal (record, third));
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);

  copy = tess_record_copy (record);
  g_assert_true (tess_record_equal (record, copy));
  tess_record_truncate (copy, 2);
  g_assert_cmpuint (tess_record_n_moves (copy), ==, 2);
  g_assert_false (tess_record_equal (record, copy));
  g_assert_cmpuint (tess_record_n_moves (record), ==, 4);
}

static void
test_save_errors (void)
{
  g_autoptr(TessRecord) record = make_record ();
  g_autoptr(GError) error = NULL;

  g_assert_false (tess_record_save_file (record, "/nonexistent-dir/game.tessera", &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "game.tessera"));
  g_clear_error (&error);

  g_assert_null (tess_record_load_file ("/nonexistent-dir/game.tessera", &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

static void
test_atomic_save (void)
{
  g_autoptr(TessRecord) record = make_record ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tessera-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.tessera", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  GDir *d;
  const char *name;
  guint n_files = 0;

  g_assert_true (tess_record_save_file (record, path, &error));
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));

  /* A directory that cannot be written: the save fails, the old file stays. */
  if (g_chmod (dir, 0500) == 0 && access (dir, W_OK) != 0)
    {
      tess_record_truncate (record, 1);
      g_assert_false (tess_record_save_file (record, path, &error));
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_clear_error (&error);
      g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
      g_assert_cmpstr (before, ==, after);
    }
  g_chmod (dir, 0700);

  /* No temporary file is left behind. */
  d = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (d)) != NULL)
    n_files++;
  g_dir_close (d);
  g_assert_cmpuint (n_files, ==, 1);
  g_remove (path);
  g_rmdir (dir);
}

static void
test_peek_format (void)
{
  g_autofree char *a = tess_json_peek_format ("{ \"format\": \"tessera-game\" }", -1);
  g_autofree char *b = tess_json_peek_format ("{ \"format\": \"tessera-tileset\" }", -1);
  g_autofree char *c = tess_json_peek_format ("{ \"format\": 3 }", -1);
  g_autofree char *d = tess_json_peek_format ("not json", -1);

  g_assert_cmpstr (a, ==, "tessera-game");
  g_assert_cmpstr (b, ==, "tessera-tileset");
  g_assert_null (c);
  g_assert_null (d);
}

/* What a text holds is what its "format" key says; anything else is
 * refused with what it is and the formats Tessera reads. */
static void
test_file_kind (void)
{
  static const struct { const char *text; int kind; const char *said; } cases[] = {
    { "{\"format\": \"tessera-game\", \"version\": 1}", TESS_FILE_KIND_GAME, NULL },
    { "{\"version\": 1, \"format\": \"tessera-tileset\"}", TESS_FILE_KIND_TILE_SET, NULL },
    { "{\"format\": \"tessera-lesson\"}", TESS_FILE_KIND_LESSON, NULL },
    { "{\"format\": \"tessera-deck\"}", -1, "f.json: unknown format “tessera-deck”: Tessera reads games" },
    { "{\"format\": 3}", -1, "f.json: no “format” key: this is not a Tessera file" },
    { "[1, 2]", -1, "f.json: the file does not hold a JSON object" },
    { "{\"format\": \"tessera-game\" /* */}", -1, "f.json: line 1, column" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      TessFileKind kind;
      gboolean ok = tess_file_kind_of_data (cases[i].text, -1, "f.json", &kind, &error);

      if (cases[i].kind >= 0)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
          g_assert_cmpint (kind, ==, cases[i].kind);
        }
      else
        {
          g_assert_false (ok);
          g_assert_nonnull (error);
          g_assert_true (g_str_has_prefix (error->message, cases[i].said));
        }
    }
}

static void
test_names (void)
{
  for (int c = 0; c < TESS_N_COLORS; c++)
    {
      g_assert_cmpint (tess_color_from_name (tess_color_name (c)), ==, c);
      g_assert_nonnull (tess_color_display_name (c));
    }
  g_assert_cmpint (tess_color_from_name ("gray"), ==, -1);
  for (int l = 0; l < TESS_N_AI_LEVELS; l++)
    g_assert_cmpint (tess_ai_level_from_name (tess_ai_level_name (l)), ==, l);
  g_assert_cmpint (tess_ai_level_from_name ("none"), ==, -1);
}

/* Moves read on their own after a record (a move received online): the
 * same checks and sentences as the record's own "moves", numbered after
 * the record's, all or none. */
static void
test_read_moves (void)
{
  g_autoptr(TessRecord) record = load_ok (HEAD "\"tilesets\": [\"base\"], " TWO_PLAYERS ", "
                                          "\"moves\": [ { \"tile\": \"E\", \"x\": 0, \"y\": -1, "
                                          "\"rotation\": 180 } ] }");
  g_autoptr(JsonNode) good = json_from_string ("[ { \"tile\": \"U\", \"x\": 1, \"y\": 0, "
                                              "\"rotation\": 90, \"follower\": \"SSW\" }, "
                                              "{ \"tile\": \"X\", \"discard\": true } ]", NULL);
  g_autoptr(JsonNode) bad = json_from_string ("[ { \"tile\": \"V\", \"x\": 2, \"y\": 0 }, "
                                             "{ \"tile\": \"nope\", \"x\": 3, \"y\": 0 } ]", NULL);
  g_autoptr(JsonNode) object = json_from_string ("{ \"tile\": \"V\" }", NULL);
  g_autoptr(GError) error = NULL;
  const TessRecordMove *m;

  g_assert_true (tess_record_read_moves (record, good, "the move", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tess_record_n_moves (record), ==, 3);
  m = tess_record_move (record, 1);
  g_assert_cmpstr (m->tile, ==, "U");
  g_assert_cmpint (m->x, ==, 1);
  g_assert_cmpint (m->rot, ==, 1);
  g_assert_cmpint (m->follower, ==, tess_port_from_name ("SSW"));
  g_assert_true (tess_record_move (record, 2)->discard);

  /* A bad move: nothing appended, the move named by its number. */
  g_assert_false (tess_record_read_moves (record, bad, "the move", &error));
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "the move: move 5"));
  g_assert_nonnull (strstr (error->message, "“nope”"));
  g_assert_cmpuint (tess_record_n_moves (record), ==, 3);
  g_clear_error (&error);

  g_assert_false (tess_record_read_moves (record, object, "the move", &error));
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID);
  g_assert_cmpuint (tess_record_n_moves (record), ==, 3);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/record/load/example", test_load_example);
  g_test_add_func ("/record/load/defaults", test_defaults);
  g_test_add_func ("/record/load/rules", test_rules);
  g_test_add_func ("/record/load/unknown-rule", test_unknown_rule);
  g_test_add_func ("/record/load/river", test_river);
  g_test_add_func ("/record/load/players", test_players);
  g_test_add_func ("/record/load/seed", test_seed);
  g_test_add_func ("/record/load/moves", test_moves);
  g_test_add_func ("/record/load/tilesets", test_tilesets);
  g_test_add_func ("/record/load/malformed", test_malformed);
  g_test_add_func ("/record/load/unknown-keys", test_unknown_keys);
  g_test_add_func ("/record/save/round-trip", test_round_trip);
  g_test_add_func ("/record/save/errors", test_save_errors);
  g_test_add_func ("/record/save/atomic", test_atomic_save);
  g_test_add_func ("/record/peek-format", test_peek_format);
  g_test_add_func ("/record/file-kind", test_file_kind);
  g_test_add_func ("/record/names", test_names);
  g_test_add_func ("/record/read-moves", test_read_moves);

  return g_test_run ();
}
