/* test-cli-state.c: tessera-cli state, run as a user would
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-cli-state"

#include "config.h"

#include <string.h>

#include "tess-replay.h"
#include "tess-test-cli.h"

/* A set whose start tile is a city on all four sides, and a straight
 * road that can lie next to it nowhere. */
static const char *nowhere_record =
  "{ \"format\": \"tessera-game\", \"version\": 1,"
  "  \"tilesets\": [ { \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"walls\","
  "    \"name\": \"Walls\", \"start\": \"S\", \"tiles\": ["
  "    { \"id\": \"S\", \"count\": 1, \"features\": ["
  "      { \"type\": \"city\", \"ports\": [\"N\", \"E\", \"S\", \"W\"] } ] },"
  "    { \"id\": \"R\", \"count\": 2, \"features\": ["
  "      { \"type\": \"road\", \"ports\": [\"N\", \"S\"] },"
  "      { \"type\": \"field\", \"ports\": [\"NNE\", \"ENE\", \"ESE\", \"SSE\"] },"
  "      { \"type\": \"field\", \"ports\": [\"SSW\", \"WSW\", \"WNW\", \"NNW\"] } ] },"
  "    { \"id\": \"C\", \"count\": 1, \"features\": ["
  "      { \"type\": \"city\", \"ports\": [\"N\", \"E\", \"S\", \"W\"] } ] } ] } ],"
  "  \"players\": [ { \"name\": \"Ana\", \"color\": \"red\" },"
  "                 { \"name\": \"Bogdan\", \"color\": \"blue\" } ],"
  "  \"moves\": [] }";

static JsonObject *
state_json (JsonParser  *parser,
            const char  *file,
            const char  *extra1,
            const char  *extra2)
{
  g_auto(TessTestRun) run = { 0 };
  const char *argv[] = { "state", "--json", "--legal", file, extra1, extra2, NULL };

  run_cli_argv (&run, argv, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  /* One line, as the engine's "state" answers. */
  g_assert_cmpint (strchr (run.out, '\n') - run.out, ==, (gssize) strlen (run.out) - 1);
  return cli_parse_object (parser, run.out);
}

static void
test_fits_nowhere (void)
{
  g_autofree char *file = cli_write_temp ("walls.tessera", nowhere_record);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) parser2 = json_parser_new ();
  g_auto(TessTestRun) text = { 0 };
  g_auto(TessTestRun) no_tile = { 0 };
  g_auto(TessTestRun) bad_tile = { 0 };
  JsonObject *root, *move;
  JsonArray *legal;

  root = state_json (parser, file, "--tile", "R");
  g_assert_cmpstr (json_object_get_string_member (root, "tile"), ==, "R");
  g_assert_false (json_object_get_boolean_member (root, "fits"));
  g_assert_false (json_object_get_boolean_member (root, "seeded"));
  g_assert_cmpint (json_object_get_int_member (root, "player"), ==, 0);
  /* One R in hand, the other R and the C in the bag. */
  g_assert_cmpint (json_object_get_int_member (root, "tiles_left"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (root, "bag"), "R"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (root, "bag"), "C"), ==, 1);
  legal = json_object_get_array_member (root, "legal");
  g_assert_cmpuint (json_array_get_length (legal), ==, 1);
  move = json_array_get_object_element (legal, 0);
  g_assert_cmpstr (json_object_get_string_member (move, "tile"), ==, "R");
  g_assert_true (json_object_get_boolean_member (move, "discard"));

  /* The city tile fits on all four sides; its four rotations are the same
   * tile and are listed once; with or without a knight. */
  root = state_json (parser2, file, "--tile", "C");
  g_assert_true (json_object_get_boolean_member (root, "fits"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "legal")), ==, 4 * 2);

  run_cli (&text, "state", file, "--tile", "R", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "Tile in hand: R, which fits nowhere"));

  /* Without a seed and without --tile, no tile is in hand to list moves for. */
  run_cli (&no_tile, "state", "--legal", file, NULL);
  g_assert_cmpint (no_tile.status, ==, 1);
  g_assert_nonnull (strstr (no_tile.err, "--tile"));
  run_cli (&bad_tile, "state", file, "--tile", "Z", NULL);
  g_assert_cmpint (bad_tile.status, ==, 1);
  g_assert_nonnull (strstr (bad_tile.err, "“Z”"));
  cli_remove_temp (file);
}

static void
test_hand_of_three (void)
{
  g_autoptr(TessRecord) record = cli_random_record (11, 0, 1);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessState) st = NULL;
  g_autoptr(GHashTable) tiles = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;
  g_autofree char *file = NULL;
  JsonObject *root;
  JsonArray *hand, *legal;

  record->rules.hand = 3;
  file = cli_save_temp (record);
  replay = tess_replay_new (record, &error);
  g_assert_no_error (error);
  st = tess_replay_new_state (replay);

  root = state_json (parser, file, NULL, NULL);
  hand = json_object_get_array_member (root, "hand");
  g_assert_cmpuint (json_array_get_length (hand), ==, 3);
  g_assert_cmpint (tess_state_hand_size (st), ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (hand, i), "tile"), ==,
                     tess_def_tile (tess_replay_get_def (replay), tess_state_hand_tile (st, i))->id);
  /* Three tiles in hand, none in the bag. */
  g_assert_cmpint (json_object_get_int_member (root, "tiles_left"), ==, 71 - 3);
  legal = json_object_get_array_member (root, "legal");
  for (guint i = 0; i < json_array_get_length (legal); i++)
    g_hash_table_add (tiles, (char *) json_object_get_string_member (json_array_get_object_element (legal, i),
                                                                     "tile"));
  /* Moves for each distinct tile in hand. */
  {
    g_autoptr(GHashTable) distinct = g_hash_table_new (g_str_hash, g_str_equal);

    for (guint i = 0; i < 3; i++)
      g_hash_table_add (distinct, (char *) json_object_get_string_member (json_array_get_object_element (hand, i),
                                                                          "tile"));
    g_assert_cmpuint (g_hash_table_size (tiles), ==, g_hash_table_size (distinct));
  }
  cli_remove_temp (file);
}

static void
test_river (void)
{
  static const char *text =
    "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],"
    "  \"rules\": { \"river\": true }, \"seed\": 5,"
    "  \"players\": [ { \"name\": \"Ana\", \"color\": \"red\" },"
    "                 { \"name\": \"Bogdan\", \"color\": \"blue\" } ],"
    "  \"moves\": [] }";
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *file = cli_write_temp ("river.tessera", text);
  const TessDef *def;
  JsonObject *root;
  JsonArray *legal;
  int type;

  record = tess_record_load_data (text, -1, "river", &error);
  g_assert_no_error (error);
  replay = tess_replay_new (record, &error);
  g_assert_no_error (error);
  def = tess_replay_get_def (replay);

  root = state_json (parser, file, NULL, NULL);
  g_assert_true (json_object_get_boolean_member (root, "river"));
  type = tess_def_find_type (def, json_object_get_string_member (root, "tile"));
  g_assert_cmpint (type, >=, 0);
  g_assert_true (tess_def_is_river_type (def, type));
  legal = json_object_get_array_member (root, "legal");
  g_assert_cmpuint (json_array_get_length (legal), >, 0);
  /* The river continues from the spring at (0, 0): every move touches it. */
  for (guint i = 0; i < json_array_get_length (legal); i++)
    {
      JsonObject *m = json_array_get_object_element (legal, i);
      int x = (int) json_object_get_int_member (m, "x"), y = (int) json_object_get_int_member (m, "y");

      g_assert_cmpint (ABS (x) + ABS (y), ==, 1);
      /* No follower on a river tile's river; the rest are fields/roads. */
      if (json_object_has_member (m, "follower"))
        g_assert_cmpstr (json_object_get_string_member (m, "follower"), !=, "monastery");
    }
  cli_remove_temp (file);
}

static void
test_finished (void)
{
  g_autoptr(TessRecord) record = cli_random_record (3, 10000, 9);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) score_parser = json_parser_new ();
  g_autofree char *file = cli_save_temp (record);
  g_auto(TessTestRun) score = { 0 };
  JsonObject *root, *scored;
  JsonArray *finals;

  root = state_json (parser, file, NULL, NULL);
  g_assert_true (json_object_get_boolean_member (root, "finished"));
  g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (root, "tile")));
  g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (root, "player")));
  g_assert_cmpint (json_object_get_int_member (root, "tiles_left"), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "legal")), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "hand")), ==, 0);

  /* The final scores are those of `tessera-cli score`. */
  run_cli (&score, "score", file, NULL);
  g_assert_cmpint (score.status, ==, 0);
  scored = cli_parse_object (score_parser, score.out);
  finals = json_object_get_array_member (root, "final_scores");
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (json_array_get_int_element (finals, p), ==,
                     json_object_get_int_member (json_array_get_object_element (
                       json_object_get_array_member (scored, "players"), p), "score"));
  cli_remove_temp (file);
}

/* --legal lists exactly the engine's own moves, and each is legal. */
static void
test_legal_random (void)
{
  for (guint k = 0; k < 12; k++)
    {
      g_autoptr(TessRecord) record = cli_random_record (100 + k, 5 * k, 7 + k);
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(TessReplay) replay = NULL;
      g_autoptr(TessState) st = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_autofree char *file = cli_save_temp (record);
      g_autofree TessPlacement *pl = NULL;
      const TessDef *def;
      JsonArray *legal;
      guint expected = 0;
      int type;

      replay = tess_replay_new (record, &error);
      g_assert_no_error (error);
      def = tess_replay_get_def (replay);
      st = tess_replay_new_state (replay);
      g_assert_true (tess_replay_play (replay, -1, st, NULL, NULL, &error));

      legal = json_object_get_array_member (state_json (parser, file, NULL, NULL), "legal");
      for (guint i = 0; i < json_array_get_length (legal); i++)
        {
          JsonObject *m = json_array_get_object_element (legal, i);
          int x, y, rot, feature = -1;

          type = tess_def_find_type (def, json_object_get_string_member (m, "tile"));
          g_assert_cmpint (type, ==, tess_state_current_tile (st));
          if (json_object_has_member (m, "discard"))
            {
              g_assert_false (tess_state_can_place (st, type));
              g_assert_true (g_hash_table_add (listed, g_strdup ("discard")));
              continue;
            }
          x = (int) json_object_get_int_member (m, "x");
          y = (int) json_object_get_int_member (m, "y");
          rot = (int) json_object_get_int_member (m, "rotation") / 90;
          g_assert_cmpint (tess_state_check_placement (st, type, x, y, rot), ==, TESS_OK);
          if (json_object_has_member (m, "follower"))
            {
              const char *f = json_object_get_string_member (m, "follower");
              int port = strcmp (f, "monastery") == 0 ? TESS_FOLLOWER_MONASTERY : tess_port_from_name (f);

              feature = tess_follower_to_feature (def, type, rot, port);
              g_assert_cmpint (feature, >=, 0);
              g_assert_cmpint (tess_state_check_follower (st, type, x, y, rot, feature), ==, TESS_OK);
            }
          /* Each (placement, feature) once. */
          g_assert_true (g_hash_table_add (listed, g_strdup_printf ("%d %d %d %d", x, y, rot, feature)));
        }

      /* As many as the engine counts. */
      type = tess_state_current_tile (st);
      pl = g_new (TessPlacement, tess_def_max_placements (def));
      {
        int n = tess_state_placements (st, type, pl, tess_def_max_placements (def));

        expected = n == 0 ? 1 : 0;
        for (int i = 0; i < n; i++)
          expected += 1 + (guint) __builtin_popcount (tess_state_follower_options (st, type, pl[i].x, pl[i].y,
                                                                                pl[i].rot));
      }
      g_assert_cmpuint (g_hash_table_size (listed), ==, expected);
      cli_remove_temp (file);
    }
}

/* After move 7 of the River with hands of three, Dan's turn passed: the
 * text says so under whose turn it is (tests/core/test-history.c says
 * why it is the rule). */
static void
test_turn_passed (void)
{
  g_autofree char *file = cli_data_file ("river-hand-pass.tessera");
  g_auto(TessTestRun) run;

  run_cli (&run, "state", file, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "After 7 moves: Ana to play.\n"
                                   "Dan has no tile to play: the river tiles come first and the "
                                   "lake last.\n"));
}

/* Inns & Cathedrals (DESIGN.md §8): state lists each player's figures by
 * kind, the legal moves offer the big follower as well as the follower
 * for each spot, and the board names a big follower standing there; the
 * text says the big follower in supply. */
static void
test_inns_cathedrals (void)
{
  g_autofree char *file = g_test_build_filename (G_TEST_DIST, "scenarios",
                                                 "ic-cathedral-incomplete.tessera", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *st = state_json (parser, file, "--tile", "ic-A");
  JsonArray *players = json_object_get_array_member (st, "players");
  JsonArray *legal = json_object_get_array_member (st, "legal");
  JsonObject *red = json_array_get_object_element (players, 0);
  JsonObject *figures = json_object_get_object_member (red, "figures");
  guint big = 0, plain = 0;
  g_auto(TessTestRun) text = { 0 };

  g_assert_cmpint (json_object_get_int_member (figures, "follower"), ==, 6);
  g_assert_cmpint (json_object_get_int_member (figures, "big"), ==, 1);
  g_assert_false (json_object_has_member (figures, "builder"));
  for (guint i = 0; i < json_array_get_length (legal); i++)
    {
      JsonObject *m = json_array_get_object_element (legal, i);

      if (!json_object_has_member (m, "follower"))
        continue;
      if (json_object_has_member (m, "figure"))
        {
          g_assert_cmpstr (json_object_get_string_member (m, "figure"), ==, "big");
          big++;
        }
      else
        plain++;
    }
  /* Every spot a follower may take, the big follower may take too. */
  g_assert_cmpuint (plain, >, 0);
  g_assert_cmpuint (big, ==, plain);

  run_cli (&text, "state", file, "--tile", "ic-A", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "Red: score 0, followers in supply 6, big follower in supply 1\n"));
}

/* Traders & Builders: after a tile that extends the road of Red's
 * builder, Red plays again, and state says why; the builder is on the
 * board, the pig in supply and offered beside Red's farmer. */
static void
test_traders_builders (void)
{
  g_autofree char *file = cli_data_file ("tb-builder.tessera");
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *st = state_json (parser, file, "--tile", "U");
  JsonArray *players = json_object_get_array_member (st, "players");
  JsonArray *legal = json_object_get_array_member (st, "legal");
  JsonObject *figures = json_object_get_object_member (json_array_get_object_element (players, 0),
                                                       "figures");
  guint pigs = 0, builders = 0;
  g_auto(TessTestRun) text = { 0 };

  g_assert_cmpint (json_object_get_int_member (st, "player"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (figures, "builder"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (figures, "pig"), ==, 1);
  for (guint i = 0; i < json_array_get_length (legal); i++)
    {
      JsonObject *m = json_array_get_object_element (legal, i);

      if (json_object_has_member (m, "figure"))
        {
          const char *figure = json_object_get_string_member (m, "figure");

          pigs += g_strcmp0 (figure, "pig") == 0;
          builders += g_strcmp0 (figure, "builder") == 0;
        }
    }
  /* Red has no farmer: no pig; the builder is on the board. */
  g_assert_cmpuint (pigs, ==, 0);
  g_assert_cmpuint (builders, ==, 0);

  run_cli (&text, "state", file, "--tile", "U", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_true (g_str_has_prefix (text.out, "After 5 moves: Red to play.\n"
                                   "Red’s builder: Red plays again.\n"));
  g_assert_nonnull (strstr (text.out, "Red: builder in supply 0\n"));
  g_assert_nonnull (strstr (text.out, "Blue: pig in supply 1\n"));
}

/* Traders & Builders: the legal moves offer the builder only on the road
 * of a tile extending the road of Red's thief, and the pig only on the
 * field of a tile whose farm holds Red's farmer; Blue, with neither a
 * thief nor a farmer there, is offered none. */
static void
test_builder_offer (void)
{
  g_autofree char *file = cli_data_file ("tb-builder-offer.tessera");
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *st = state_json (parser, file, "--tile", "U");
  JsonArray *legal = json_object_get_array_member (st, "legal");
  JsonObject *red = json_array_get_object_element (json_object_get_array_member (st, "players"), 0);
  g_autoptr(GHashTable) builder_cells = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint pigs = 0, builders = 0, plain = 0;

  g_assert_cmpint (json_object_get_int_member (st, "player"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (red, "figures"), "builder"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (red, "figures"), "pig"), ==, 1);
  for (guint i = 0; i < json_array_get_length (legal); i++)
    {
      JsonObject *m = json_array_get_object_element (legal, i);
      const char *figure = json_object_has_member (m, "figure")
                           ? json_object_get_string_member (m, "figure") : NULL;
      gint64 x = json_object_get_int_member (m, "x");
      gint64 y = json_object_get_int_member (m, "y");

      if (g_strcmp0 (figure, "builder") == 0)
        {
          /* The road of the thief, at one end or the other of it. */
          g_assert_cmpstr (json_object_get_string_member (m, "follower"), ==, "E");
          g_assert_true (y == 0 && (x == 2 || x == -2));
          g_hash_table_add (builder_cells, g_strdup_printf ("%" G_GINT64_FORMAT, x));
          builders++;
        }
      else if (g_strcmp0 (figure, "pig") == 0)
        {
          /* The field north of the road, which holds the farmer. */
          g_assert_cmpstr (json_object_get_string_member (m, "follower"), ==, "NNW");
          g_assert_true (y == 0 && (x == 2 || x == -2));
          pigs++;
        }
      else
        {
          g_assert_null (figure);
          plain++;
        }
    }
  g_assert_cmpuint (builders, >, 0);
  g_assert_cmpuint (g_hash_table_size (builder_cells), ==, 2);
  g_assert_cmpuint (pigs, >, 0);
  g_assert_cmpuint (plain, >, builders + pigs);
}

/* Blue, after the same moves and one more of Red's, holds no follower on
 * that road or farm: no builder, no pig offered. */
static void
test_builder_not_offered (void)
{
  g_autofree char *src = cli_data_file ("tb-builder-offer.tessera");
  g_autofree char *contents = NULL;
  g_autofree char *file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GString) text = NULL;
  JsonObject *st;
  JsonArray *legal;

  g_assert_true (g_file_get_contents (src, &contents, NULL, &error));
  g_assert_no_error (error);
  text = g_string_new (contents);
  g_string_replace (text, "{\"tile\": \"E\", \"x\": 0, \"y\": -2, \"rotation\": 0}",
                    "{\"tile\": \"E\", \"x\": 0, \"y\": -2, \"rotation\": 0},\n"
                    "    {\"tile\": \"V\", \"x\": 1, \"y\": 1, \"rotation\": 0}", 1);
  file = cli_write_temp ("tb-blue.tessera", text->str);
  st = state_json (parser, file, "--tile", "U");
  g_assert_cmpint (json_object_get_int_member (st, "player"), ==, 1);
  legal = json_object_get_array_member (st, "legal");
  g_assert_cmpuint (json_array_get_length (legal), >, 0);
  for (guint i = 0; i < json_array_get_length (legal); i++)
    g_assert_false (json_object_has_member (json_array_get_object_element (legal, i), "figure"));
}

/* A record with the pig and the first edition's farms is refused, with a
 * sentence naming both. */
static void
test_pig_first_refused (void)
{
  g_autofree char *file = cli_data_file ("tb-pig-first.tessera");
  g_auto(TessTestRun) run = { 0 };

  run_cli (&run, "state", file, NULL);
  g_assert_cmpint (run.status, !=, 0);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "pig"));
  g_assert_nonnull (strstr (run.err, "first"));
}

/* A base game's state lists the followers alone, and offers no big one. */
static void
test_base_no_big (void)
{
  g_autofree char *file = g_test_build_filename (G_TEST_DIST, "scenarios",
                                                 "book-road-3.tessera", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *st = state_json (parser, file, "--tile", "U");
  JsonArray *legal = json_object_get_array_member (st, "legal");
  JsonObject *figures = json_object_get_object_member (
    json_array_get_object_element (json_object_get_array_member (st, "players"), 0), "figures");

  g_assert_false (json_object_has_member (figures, "big"));
  for (guint i = 0; i < json_array_get_length (legal); i++)
    g_assert_false (json_object_has_member (json_array_get_object_element (legal, i), "figure"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/state/fits-nowhere", test_fits_nowhere);
  g_test_add_func ("/cli/state/hand-of-three", test_hand_of_three);
  g_test_add_func ("/cli/state/river", test_river);
  g_test_add_func ("/cli/state/turn-passed", test_turn_passed);
  g_test_add_func ("/cli/state/finished", test_finished);
  g_test_add_func ("/cli/state/inns-cathedrals", test_inns_cathedrals);
  g_test_add_func ("/cli/state/base-no-big", test_base_no_big);
  g_test_add_func ("/cli/state/traders-builders", test_traders_builders);
  g_test_add_func ("/cli/state/builder-offer", test_builder_offer);
  g_test_add_func ("/cli/state/builder-not-offered", test_builder_not_offered);
  g_test_add_func ("/cli/state/pig-first-refused", test_pig_first_refused);
  g_test_add_func ("/cli/state/legal-random", test_legal_random);

  return g_test_run ();
}
