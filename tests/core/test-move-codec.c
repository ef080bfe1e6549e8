/* test-move-codec.c: a record's move written and read in one place
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The record, the engine protocol, lessons and online play write and
 * read moves with tess-move-codec.h: what a saved and reopened file
 * holds, what a figure the player has not or may not place there does.
 */

#define G_LOG_DOMAIN "test-move-codec"

#include "config.h"

#include <string.h>

#include "tess-move-codec.h"
#include "tess-record.h"
#include "tess-replay.h"
#include "tess-rules.h"
#include "tess-engine.h"
#include "tess-tile-set.h"

#define HEAD "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"], "
#define PLAYERS "\"players\": [ { \"name\": \"Ana\", \"color\": \"red\" }, " \
                "{ \"name\": \"Bea\", \"color\": \"blue\" } ]"

static JsonNode *
parse (const char *json)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, json, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

static char *
to_text (JsonObject *object)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

  json_node_set_object (node, object);
  return json_to_string (node, FALSE);
}

/* The figure is written only when it is not a follower; a follower only
 * when there is one; a discard is its tile alone. */
static void
test_write (void)
{
  TessRecordMove plain = { (char *) "V", FALSE, 1, 0, 1, TESS_FOLLOWER_NONE, 0 };
  TessRecordMove follower = { (char *) "U", FALSE, 0, 1, 1, TESS_PORT_SSW, TESS_FIGURE_FOLLOWER };
  TessRecordMove big = { (char *) "E", FALSE, 0, -1, 2, TESS_PORT_S, TESS_FIGURE_BIG };
  TessRecordMove monk = { (char *) "B", FALSE, 1, 1, 3, TESS_FOLLOWER_MONASTERY, 0 };
  TessRecordMove discard = { (char *) "X", TRUE, 5, 5, 1, TESS_PORT_N, TESS_FIGURE_BIG };
  struct { TessRecordMove *move; const char *json; } cases[] = {
    { &plain, "{\"tile\":\"V\",\"x\":1,\"y\":0,\"rotation\":90}" },
    { &follower, "{\"tile\":\"U\",\"x\":0,\"y\":1,\"rotation\":90,\"follower\":\"SSW\"}" },
    { &big, "{\"tile\":\"E\",\"x\":0,\"y\":-1,\"rotation\":180,\"follower\":\"S\",\"figure\":\"big\"}" },
    { &monk, "{\"tile\":\"B\",\"x\":1,\"y\":1,\"rotation\":270,\"follower\":\"monastery\"}" },
    { &discard, "{\"tile\":\"X\",\"discard\":true}" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonObject) object = tess_move_codec_write (cases[i].move);
      g_autofree char *text = to_text (object);

      g_assert_cmpstr (text, ==, cases[i].json);
    }
}

/* Reading gives back what was written; "figure" left out is a follower. */
static void
test_read (void)
{
  static const char * const moves[] = {
    "{\"tile\":\"E\",\"x\":0,\"y\":-1,\"rotation\":180,\"follower\":\"S\",\"figure\":\"big\"}",
    "{\"tile\":\"E\",\"x\":0,\"y\":-1,\"rotation\":180,\"follower\":\"S\",\"figure\":\"pig\"}",
    "{\"tile\":\"U\",\"x\":0,\"y\":1,\"rotation\":90,\"follower\":\"SSW\"}",
    "{\"tile\":\"X\",\"discard\":true}",
  };
  g_autoptr(JsonNode) explicit = parse ("{\"tile\":\"U\",\"x\":0,\"y\":1,\"follower\":\"N\","
                                        "\"figure\":\"follower\"}");
  g_autoptr(GError) error = NULL;
  TessRecordMove move;

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      g_autoptr(JsonNode) node = parse (moves[i]);
      g_autoptr(JsonObject) again = NULL;
      g_autofree char *text = NULL;

      g_assert_true (tess_move_codec_read (node, "here", TESS_MOVE_READ_DEFAULT, &move, &error));
      g_assert_no_error (error);
      again = tess_move_codec_write (&move);
      text = to_text (again);
      g_assert_cmpstr (text, ==, moves[i]);
      tess_record_move_clear (&move);
    }

  g_assert_true (tess_move_codec_read (explicit, "here", TESS_MOVE_READ_DEFAULT, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpint (move.figure, ==, TESS_FIGURE_FOLLOWER);
  g_assert_cmpint (move.follower, ==, TESS_PORT_N);
  g_assert_cmpint (move.rot, ==, 0);
  tess_record_move_clear (&move);
}

/* Bad input: what is wrong, with where and the key. */
static void
test_read_bad (void)
{
  struct { const char *json; const char *expect; } cases[] = {
    { "{\"tile\":\"E\",\"x\":0,\"y\":-1,\"follower\":\"S\",\"figure\":\"giant\"}",
      "here: unknown figure “giant” (key “figure”" },
    { "{\"tile\":\"E\",\"x\":0,\"y\":-1,\"figure\":\"big\"}",
      "here: the move names a figure (key “figure”) but no place for it (key “follower”)" },
    { "{\"tile\":\"E\",\"x\":0,\"y\":-1,\"follower\":\"S\",\"figure\":2}",
      "here: the key “figure” must be a string" },
    { "{\"x\":0,\"y\":-1}", "here: the key “tile” is missing" },
    { "[1]", "here: a move must be a JSON object" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) node = parse (cases[i].json);
      g_autoptr(GError) error = NULL;
      TessRecordMove move;

      g_assert_false (tess_move_codec_read (node, "here", TESS_MOVE_READ_DEFAULT, &move, &error));
      g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID);
      if (strstr (error->message, cases[i].expect) == NULL)
        g_error ("“%s” not in: %s", cases[i].expect, error->message);
      tess_record_move_clear (&move);
    }
}

/* A lesson's answer may leave its tile out. */
static void
test_tile_optional (void)
{
  g_autoptr(JsonNode) node = parse ("{\"x\":1,\"y\":0,\"rotation\":90,\"follower\":\"E\"}");
  g_autoptr(GError) error = NULL;
  TessRecordMove move;

  g_assert_true (tess_move_codec_read (node, "--move", TESS_MOVE_READ_TILE_OPTIONAL, &move, &error));
  g_assert_no_error (error);
  g_assert_null (move.tile);
  g_assert_cmpint (move.x, ==, 1);
  g_assert_cmpint (move.rot, ==, 1);
  g_assert_cmpint (move.follower, ==, TESS_PORT_E);
  tess_record_move_clear (&move);
}

/* A file keeps the figure of a move through saving and opening again. */
static void
test_record_round_trip (void)
{
  const char *json = HEAD PLAYERS ", \"moves\": [ "
    "{ \"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180, \"follower\": \"S\", \"figure\": \"big\" } ] }";
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_data (json, -1, "t.tessera", &error);
  g_autoptr(TessRecord) again = NULL;
  g_autofree char *data = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (tess_record_move (record, 0)->figure, ==, TESS_FIGURE_BIG);
  data = tess_record_to_data (record, NULL);
  g_assert_nonnull (strstr (data, "\"figure\" : \"big\""));
  again = tess_record_load_data (data, -1, "t.tessera", &error);
  g_assert_no_error (error);
  g_assert_true (tess_record_equal (record, again));
  g_assert_cmpint (tess_record_move (again, 0)->figure, ==, TESS_FIGURE_BIG);
}

/* The replay's error for the first illegal move of @json. */
static char *
replay_error (const char *json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_data (json, -1, "t.tessera", &error);
  g_autoptr(TessReplay) replay = NULL;

  g_assert_no_error (error);
  replay = tess_replay_new (record, &error);
  g_assert_no_error (error);
  g_assert_false (tess_replay_check (replay, NULL, &error));
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_ILLEGAL_MOVE);
  return g_strdup (error->message);
}

/* A kind the player has none of is illegal at that move, naming the move
 * and the rule. */
static void
test_figure_not_held (void)
{
  g_autofree char *big = replay_error (HEAD PLAYERS ", \"moves\": [ "
    "{ \"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180, \"follower\": \"S\", \"figure\": \"big\" } ] }");
  g_autofree char *pig = replay_error (HEAD PLAYERS ", \"moves\": [ "
    "{ \"tile\": \"V\", \"x\": 1, \"y\": 0, \"rotation\": 0 }, "
    "{ \"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180, \"follower\": \"ENE\", \"figure\": \"pig\" } ] }");

  g_assert_cmpstr (big, ==, "Move 1 (tile E at 0,-1, rotation 180): the player has no figure "
                            "“big” left (key “figure”)");
  g_assert_cmpstr (pig, ==, "Move 2 (tile E at 0,-1, rotation 180): the player has no figure "
                            "“pig” left (key “figure”)");
}

/* The engine's moves (the engine protocol, online play) are written by
 * the same writer. */
static void
test_engine_move (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_data (HEAD PLAYERS " }", -1, "t.tessera", &error);
  g_autoptr(TessReplay) replay = NULL;
  const TessDef *def;
  TessMove move = { 0 };
  g_autoptr(JsonObject) placed = NULL, dropped = NULL;
  g_autofree char *text = NULL, *discard = NULL;

  g_assert_no_error (error);
  replay = tess_replay_new (record, &error);
  g_assert_no_error (error);
  def = tess_replay_get_def (replay);
  move.tile = (uint16_t) tess_def_find_type (def, "E");
  move.x = 0;
  move.y = -1;
  move.rot = 2;
  move.feature = (int8_t) tess_follower_to_feature (def, move.tile, 2, TESS_PORT_S);
  move.figure = TESS_FIGURE_BIG;
  placed = tess_replay_move_to_json (def, &move, FALSE);
  text = to_text (placed);
  g_assert_cmpstr (text, ==, "{\"tile\":\"E\",\"x\":0,\"y\":-1,\"rotation\":180,\"follower\":\"S\","
                             "\"figure\":\"big\"}");
  dropped = tess_replay_move_to_json (def, &move, TRUE);
  discard = to_text (dropped);
  g_assert_cmpstr (discard, ==, "{\"tile\":\"E\",\"discard\":true}");

  /* And appended to a record by the replay, the figure is kept. */
  tess_replay_append_move (replay, &move);
  g_assert_cmpint (tess_record_move (record, 0)->figure, ==, TESS_FIGURE_BIG);
  g_assert_cmpint (tess_record_move (record, 0)->follower, ==, TESS_PORT_S);
}

/* With the big follower switched on (a house rule of its own), the move
 * is legal, and the record keeps the rule; one big follower a player. */
static void
test_big_follower_rule (void)
{
  const char *json = HEAD "\"rules\": { \"big_follower\": 1 }, " PLAYERS ", \"moves\": [ "
    "{ \"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180, \"follower\": \"S\", \"figure\": \"big\" } ] }";
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_data (json, -1, "t.tessera", &error);
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessState) st = NULL;
  g_autofree char *data = NULL;
  g_autofree char *twice = replay_error (HEAD "\"rules\": { \"big_follower\": 1 }, " PLAYERS ", \"moves\": [ "
    "{ \"tile\": \"V\", \"x\": 1, \"y\": 0, \"rotation\": 0, \"follower\": \"W\", \"figure\": \"big\" }, "
    "{ \"tile\": \"V\", \"x\": -1, \"y\": 0, \"rotation\": 180 }, "
    "{ \"tile\": \"U\", \"x\": 0, \"y\": 1, \"rotation\": 0, \"follower\": \"W\", \"figure\": \"big\" } ] }");

  g_assert_no_error (error);
  g_assert_cmpint (record->rules.big_follower, ==, 1);
  replay = tess_replay_new (record, &error);
  g_assert_no_error (error);
  g_assert_true (tess_replay_check (replay, NULL, &error));
  g_assert_no_error (error);
  st = tess_replay_new_state (replay);
  g_assert_true (tess_replay_play (replay, -1, st, NULL, NULL, &error));
  /* The city of two tiles is completed at once: the big follower is back. */
  g_assert_cmpint (tess_state_score (st, 0), ==, 4);
  g_assert_cmpint (tess_state_figures (st, 0, TESS_FIGURE_BIG), ==, 1);
  data = tess_record_to_data (record, NULL);
  g_assert_nonnull (strstr (data, "\"big_follower\" : 1"));
  g_assert_cmpstr (twice, ==, "Move 3 (tile U at 0,1, rotation 0): the player has no figure "
                              "“big” left (key “figure”)");
}

/* The rules of the expansions are left out of a record at their
 * defaults (records of the base game stay as they were), and checked. */
static void
test_expansion_rules (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_data (HEAD PLAYERS " }", -1, "t.tessera", &error);
  g_autofree char *data = NULL;
  struct { const char *rules; const char *expect; } bad[] = {
    { "{ \"big_follower\": 2 }", "t.tessera: rules: the key “big_follower” is 2, outside 0 to 1" },
    { "{ \"expansions\": [\"princess-dragon\"] }",
      "unknown value “princess-dragon” of “expansions” (expected one of inns-cathedrals, "
      "traders-builders)" },
    /* The pig is not played with the first edition's farms. */
    { "{ \"expansions\": [\"traders-builders\"], \"farm_scoring\": \"first\" }",
      "t.tessera: rules: The pig (“pig”: 1) is not played with the first edition’s farm scoring "
      "(“farm_scoring”: “first”)" },
    { "{ \"farm_scoring\": \"first\", \"pig\": 1 }", "“farm_scoring”: “first”" },
    { "{ \"expansions\": \"x\" }", "the key “expansions” must be an array" },
  };

  g_assert_no_error (error);
  data = tess_record_to_data (record, NULL);
  g_assert_null (strstr (data, "big_follower"));
  g_assert_null (strstr (data, "expansions"));
  g_assert_null (strstr (data, "builder"));

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *json = g_strdup_printf (HEAD "\"rules\": %s, " PLAYERS " }", bad[i].rules);
      g_autoptr(GError) err = NULL;
      g_autoptr(TessRecord) r = tess_record_load_data (json, -1, "t.tessera", &err);

      g_assert_null (r);
      g_assert_nonnull (err);
      if (strstr (err->message, bad[i].expect) == NULL)
        g_error ("“%s” not in: %s", bad[i].expect, err->message);
    }
  {
    g_autoptr(TessRecord) empty = tess_record_load_data (HEAD "\"rules\": { \"expansions\": [] }, "
                                                         PLAYERS " }", -1, "t.tessera", &error);

    g_assert_no_error (error);
    g_assert_cmpuint (empty->rules.expansions, ==, 0);
  }
}

/* "expansions": ["inns-cathedrals"] shuffles the expansion's 18 tiles into
 * the base game's bag and gives each player a big follower, unless the
 * record writes "big_follower"; what is saved reads back the same. */
static void
test_inns_cathedrals (void)
{
  struct { const char *rules; int big; } cases[] = {
    { "{ \"expansions\": [\"inns-cathedrals\"] }", 1 },
    { "{ \"expansions\": [\"inns-cathedrals\"], \"big_follower\": 0 }", 0 },
    { "{ \"big_follower\": 0, \"expansions\": [\"inns-cathedrals\"] }", 0 },
    { "{ \"expansions\": [\"inns-cathedrals\"], \"big_follower\": 1 }", 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *json = g_strdup_printf (HEAD "\"rules\": %s, " PLAYERS " }", cases[i].rules);
      g_autoptr(GError) error = NULL;
      g_autoptr(TessRecord) record = tess_record_load_data (json, -1, "t.tessera", &error);
      g_autoptr(TessRecord) again = NULL;
      g_autoptr(TessReplay) replay = NULL;
      g_autofree char *data = NULL;
      TessState *st;
      int total = 0;

      g_test_message ("%s", cases[i].rules);
      g_assert_no_error (error);
      g_assert_cmpuint (record->rules.expansions, ==, 1);
      g_assert_cmpint (record->rules.big_follower, ==, cases[i].big);
      g_assert_cmpuint (record->tilesets->len, ==, 2);
      g_assert_cmpstr (((TessTileSetData *) g_ptr_array_index (record->tilesets, 1))->id, ==,
                       "inns-cathedrals");
      for (guint k = 0; k < record->tilesets->len; k++)
        total += tess_tile_set_total_count (g_ptr_array_index (record->tilesets, k));
      g_assert_cmpint (total, ==, 72 + 18);

      /* The engine's bag holds them all, and the supply the big follower. */
      replay = tess_replay_new (record, &error);
      g_assert_no_error (error);
      g_assert_cmpint (tess_def_total_tiles (tess_replay_get_def (replay)), ==, 90);
      st = tess_replay_new_state (replay);
      g_assert_cmpint (tess_state_figures (st, 0, TESS_FIGURE_BIG), ==, cases[i].big);
      g_assert_cmpint (tess_state_figures (st, 1, TESS_FIGURE_BIG), ==, cases[i].big);
      tess_state_free (st);

      data = tess_record_to_data (record, NULL);
      again = tess_record_load_data (data, -1, "saved", &error);
      g_assert_no_error (error);
      g_assert_true (tess_record_equal (record, again));
      g_assert_cmpint (again->rules.big_follower, ==, cases[i].big);
      g_assert_cmpuint (again->tilesets->len, ==, 2);
    }
}

/* "expansions": ["traders-builders"] shuffles its 24 tiles in, gives each
 * player a builder and a pig and switches goods on; a record that plays
 * the first edition's farms without the pig is read; both expansions
 * together bring both sets. What is saved reads back the same. */
static void
test_traders_builders (void)
{
  struct { const char *rules; int pig; int tiles; } cases[] = {
    { "{ \"expansions\": [\"traders-builders\"] }", 1, 72 + 24 },
    { "{ \"expansions\": [\"traders-builders\"], \"farm_scoring\": \"first\", \"pig\": 0 }",
      0, 72 + 24 },
    { "{ \"expansions\": [\"inns-cathedrals\", \"traders-builders\"] }", 1, 72 + 18 + 24 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *json = g_strdup_printf (HEAD "\"rules\": %s, " PLAYERS " }", cases[i].rules);
      g_autoptr(GError) error = NULL;
      g_autoptr(TessRecord) record = tess_record_load_data (json, -1, "t.tessera", &error);
      g_autoptr(TessRecord) again = NULL;
      g_autoptr(TessReplay) replay = NULL;
      g_autofree char *data = NULL;
      int total = 0;

      g_test_message ("%s", cases[i].rules);
      g_assert_no_error (error);
      g_assert_cmpint (record->rules.builder, ==, 1);
      g_assert_cmpint (record->rules.pig, ==, cases[i].pig);
      g_assert_true (record->rules.goods);
      for (guint k = 0; k < record->tilesets->len; k++)
        total += tess_tile_set_total_count (g_ptr_array_index (record->tilesets, k));
      g_assert_cmpint (total, ==, cases[i].tiles);
      replay = tess_replay_new (record, &error);
      g_assert_no_error (error);
      g_assert_cmpint (tess_def_total_tiles (tess_replay_get_def (replay)), ==, cases[i].tiles);

      data = tess_record_to_data (record, NULL);
      g_assert_nonnull (strstr (data, "\"goods\" : true"));
      again = tess_record_load_data (data, -1, "saved", &error);
      g_assert_no_error (error);
      g_assert_true (tess_rules_equal (&record->rules, &again->rules));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/move-codec/write", test_write);
  g_test_add_func ("/move-codec/read", test_read);
  g_test_add_func ("/move-codec/read-bad", test_read_bad);
  g_test_add_func ("/move-codec/tile-optional", test_tile_optional);
  g_test_add_func ("/move-codec/record-round-trip", test_record_round_trip);
  g_test_add_func ("/move-codec/figure-not-held", test_figure_not_held);
  g_test_add_func ("/move-codec/engine-move", test_engine_move);
  g_test_add_func ("/move-codec/big-follower-rule", test_big_follower_rule);
  g_test_add_func ("/move-codec/expansion-rules", test_expansion_rules);
  g_test_add_func ("/move-codec/inns-cathedrals", test_inns_cathedrals);
  g_test_add_func ("/move-codec/traders-builders", test_traders_builders);
  return g_test_run ();
}
