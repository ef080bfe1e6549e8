/* test-house-rules.c: the house rules of 001 (issue 12)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The scenarios tests/scenarios/house-*.tessera are also replayed by
 * test-scenarios.c (points, followers, the refused move). Here their
 * house-rule expectations are checked on top:
 *
 *   "turns":       the player of each move, in order
 *   "extra_turns": the moves (1-based) after which the same player plays again
 *   "first":       who started; "rounds": rounds of the most_roads draw
 *   an event's "edge": true when the table's edge closed it
 *
 * and the history tells them: who started (its first sentence), the extra
 * turn, the edge. Then the seeded games: who starts by lot reproduced
 * from the seed, the most_roads draw, draw_early's hands, the table, and
 * the rules API by key and value.
 *
 * How "touching something different on all four sides" (001, the house
 * rule of the hole) is read: a tile fills a hole when each of its four
 * neighbouring cells holds a placed tile, whatever the tiles and their
 * sides. "Different" is read as "other than the empty table": the
 * stricter reading, four sides of four different kinds, cannot be met by
 * the base set (a side is a field, a road or a city: three kinds), so it
 * would make the rule dead; and a group that plays the rule rewards
 * closing holes, which is its stated purpose ("it motivates people to
 * complete the board"). Hence one value, true, and no stricter one.
 * Cells beyond the table's edge are not tiles: a tile against the edge
 * never fills a hole. River tiles never earn the extra turn.
 */

#define G_LOG_DOMAIN "test-house-rules"

#include "config.h"

#include <string.h>

#include <json-glib/json-glib.h>

#include "tess-explain.h"
#include "tess-history.h"
#include "tess-replay.h"
#include "tess-rules.h"

/* ------------------------------------------------------------ scenarios */

static void
collect (const TessEvent *event,
         void            *user_data)
{
  g_array_append_val ((GArray *) user_data, *event);
}

static int
player_named (TessRecord *record,
              const char *name)
{
  for (guint p = 0; p < tess_record_n_players (record); p++)
    if (g_strcmp0 (tess_record_player (record, p)->name, name) == 0)
      return (int) p;
  g_error ("no player %s", name);
  return -1;
}

static void
test_scenario (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessState) st = NULL;
  g_autoptr(GArray) events = g_array_new (FALSE, TRUE, sizeof (TessEvent));
  g_autoptr(TessHistory) history = NULL;
  JsonObject *expect;
  JsonArray *turns = NULL;
  JsonArray *extra = NULL;
  guint n;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  expect = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                          "expect");
  record = tess_record_load_file (path, &error);
  g_assert_no_error (error);
  replay = tess_replay_new (record, &error);
  g_assert_no_error (error);
  st = tess_replay_new_state (replay);
  n = tess_replay_n_moves (replay);

  if (json_object_has_member (expect, "error"))
    return;   /* test-scenarios.c checks the refused move */

  if (json_object_has_member (expect, "turns"))
    {
      turns = json_object_get_array_member (expect, "turns");
      g_assert_cmpuint (json_array_get_length (turns), ==, n);
    }
  if (json_object_has_member (expect, "extra_turns"))
    extra = json_object_get_array_member (expect, "extra_turns");
  if (json_object_has_member (expect, "first"))
    g_assert_cmpint (tess_state_first_player (st), ==,
                     player_named (record, json_object_get_string_member (expect, "first")));
  if (json_object_has_member (expect, "rounds"))
    g_assert_cmpint (tess_state_start_rounds (st), ==,
                     json_object_get_int_member (expect, "rounds"));

  for (guint i = 0; i < n; i++)
    {
      gboolean want_extra = FALSE;

      if (turns != NULL)
        g_assert_cmpstr (tess_record_player (record,
                                             (guint) tess_state_current_player (st))->name,
                         ==, json_array_get_string_element (turns, i));
      g_assert_true (tess_replay_apply (replay, st, i, collect, events, &error));
      g_assert_no_error (error);
      for (guint k = 0; extra != NULL && k < json_array_get_length (extra); k++)
        if (json_array_get_int_element (extra, k) == (gint64) i + 1)
          want_extra = TRUE;
      if (extra != NULL)
        g_assert_cmpint (tess_state_extra_turn (st), ==, want_extra);
    }

  /* Events that say "edge" were closed by the table's edge, and only they. */
  if (json_object_has_member (expect, "play"))
    {
      JsonArray *want = json_object_get_array_member (json_object_get_object_member (expect,
                                                                                      "play"),
                                                      "events");
      guint edges = 0, want_edges = 0;

      for (guint i = 0; i < events->len; i++)
        edges += g_array_index (events, TessEvent, i).edge;
      for (guint i = 0; i < json_array_get_length (want); i++)
        {
          JsonObject *w = json_array_get_object_element (want, i);

          if (json_object_has_member (w, "edge") && json_object_get_boolean_member (w, "edge"))
            {
              want_edges++;
              for (guint k = 0; k < events->len; k++)
                {
                  const TessEvent *e = &g_array_index (events, TessEvent, k);

                  if (e->move == json_object_get_int_member (w, "move") && e->points > 0)
                    g_assert_true (e->edge);
                }
            }
        }
      g_assert_cmpuint (edges, ==, want_edges);
    }

  /* The history tells it. */
  history = tess_history_new (replay, &error);
  g_assert_no_error (error);
  if (n > 0)
    {
      g_autoptr(TessHistoryItem) first = g_list_model_get_item (G_LIST_MODEL (history), 0);
      const char * const *lines = tess_history_item_get_explanations (first);
      TessFirstPlayer rule = record->rules.first_player;
      const char *starter = tess_record_player (record,
                                                (guint) tess_state_first_player (st))->name;

      if (rule == TESS_FIRST_LISTED)
        g_assert_true (lines[0] == NULL || strstr (lines[0], "starts") == NULL);
      else
        {
          g_assert_nonnull (lines[0]);
          g_assert_true (g_str_has_prefix (lines[0], rule == TESS_FIRST_RANDOM
                                                     ? starter : "To decide who starts"));
          g_assert_nonnull (strstr (lines[0], starter));
          if (rule == TESS_FIRST_MOST_ROADS)
            g_assert_nonnull (strstr (lines[0], "drew again"));
        }
    }
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TessHistoryItem) item = g_list_model_get_item (G_LIST_MODEL (history), i);
      const char *text = tess_history_item_get_description (item);
      gboolean want_extra = FALSE;
      gboolean want_edge = FALSE;

      for (guint k = 0; extra != NULL && k < json_array_get_length (extra); k++)
        want_extra |= json_array_get_int_element (extra, k) == (gint64) i + 1;
      for (guint k = 0; k < events->len; k++)
        want_edge |= g_array_index (events, TessEvent, k).move == (int) i + 1
                     && g_array_index (events, TessEvent, k).edge;
      g_assert_cmpint (strstr (text, "plays again") != NULL, ==, want_extra);
      g_assert_cmpint (strstr (text, "table’s edge closes") != NULL, ==, want_edge);
    }
}

/* ------------------------------------------------------------ seeded games */

static TessRecord *
new_record (int         n_players,
            gint64      seed,
            const char *rules_text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) base = tess_tile_set_load_builtin ("base", &error);
  TessRecord *record = tess_record_new ();
  g_auto(GStrv) pairs = g_strsplit (rules_text, " ", -1);

  g_assert_no_error (error);
  tess_record_add_tile_set (record, base);
  for (guint i = 0; pairs[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (pairs[i], "=", 2);

      if (kv[0] == NULL || *kv[0] == '\0')
        continue;
      g_assert_true (tess_rules_set (&record->rules, kv[0], kv[1], &error));
      g_assert_no_error (error);
    }
  for (int p = 0; p < n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("P%d", p + 1);

      tess_record_add_player (record, name, (TessColor) p, TESS_AI_NONE);
    }
  tess_record_set_seed (record, seed);
  return record;
}

static void
test_random_first (void)
{
  guint seen = 0;

  for (gint64 seed = 1; seed <= 60; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TessRecord) record = new_record (4, seed, "first_player=random");
      g_autoptr(TessReplay) replay = tess_replay_new (record, &error);
      g_autoptr(TessReplay) again = NULL;
      g_autoptr(TessRecord) loaded = NULL;
      g_autoptr(TessState) st = NULL;
      g_autoptr(TessState) st2 = NULL;
      g_autofree char *data = NULL;
      int first;

      g_assert_no_error (error);
      st = tess_replay_new_state (replay);
      first = tess_state_first_player (st);
      g_assert_cmpint (tess_state_current_player (st), ==, first);
      g_assert_cmpint (record->start_player, ==, first);
      seen |= 1u << first;

      /* Saved and read back, the record gives the same start. */
      data = tess_record_to_data (record, NULL);
      g_assert_nonnull (strstr (data, "\"start\""));
      loaded = tess_record_load_data (data, -1, "saved", &error);
      g_assert_no_error (error);
      g_assert_cmpint (loaded->start_player, ==, first);
      again = tess_replay_new (loaded, &error);
      g_assert_no_error (error);
      st2 = tess_replay_new_state (again);
      g_assert_cmpint (tess_state_first_player (st2), ==, first);
      g_assert_cmpint (tess_state_current_tile (st2), ==, tess_state_current_tile (st));

      /* A record that contradicts its seed is refused. */
      g_clear_pointer (&again, tess_replay_unref);
      loaded->start_player = (first + 1) % 4;
      again = tess_replay_new (loaded, &error);
      g_assert_null (again);
      g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES);
    }
  /* Every seat starts for some seed. */
  g_assert_cmpuint (seen, ==, 0xf);
}

static void
test_most_roads_seeded (void)
{
  guint ties = 0;

  for (gint64 seed = 1; seed <= 80; seed++)
    {
      g_autoptr(GError) error = NULL;
      int n_players = 2 + (int) (seed % 5);
      g_autoptr(TessRecord) record = new_record (n_players, seed, "first_player=most_roads");
      g_autoptr(TessReplay) replay = tess_replay_new (record, &error);
      g_autoptr(TessState) st = NULL;
      g_autoptr(TessRecord) unseeded = NULL;
      g_autoptr(TessReplay) replay2 = NULL;
      g_autoptr(TessState) st2 = NULL;
      const TessDef *def;
      guint in = (1u << n_players) - 1;
      int rounds, first, total = 0;

      g_assert_no_error (error);
      def = tess_replay_get_def (replay);
      st = tess_replay_new_state (replay);
      rounds = tess_state_start_rounds (st);
      first = tess_state_first_player (st);
      g_assert_cmpint (rounds, >=, 1);
      for (int r = 0; r < rounds; r++)
        {
          int best = -1;
          guint tied = 0;

          for (int p = 0; p < n_players; p++)
            {
              int t = tess_state_start_draw (st, r, p);

              /* exactly the players still in the draw take a tile */
              g_assert_cmpint (t >= 0, ==, (in & (1u << p)) != 0);
              if (t < 0)
                continue;
              if (tess_def_road_ends (def, t) > best)
                {
                  best = tess_def_road_ends (def, t);
                  tied = 0;
                }
              if (tess_def_road_ends (def, t) == best)
                tied |= 1u << p;
            }
          in = tied;
          if (r + 1 < rounds)
            g_assert_cmpuint (g_bit_nth_lsf (in, -1), !=, g_bit_nth_msf (in, -1));
        }
      ties += rounds > 1;
      g_assert_cmpuint (in, ==, 1u << first);
      g_assert_cmpint (tess_state_current_player (st), ==, first);

      /* Every tile went back into the bag: only the first hand is out. */
      for (int t = 0; t < tess_def_n_types (def); t++)
        total += tess_state_remaining (st, t);
      g_assert_cmpint (total, ==, tess_def_total_tiles (def) - 2);
      g_assert_cmpint (tess_state_tiles_left (st), ==, tess_def_total_tiles (def) - 2);

      /* The record now lists the draw; without the seed it says the same. */
      g_assert_cmpuint (record->start_draws->len, ==, (guint) (rounds * n_players));
      unseeded = tess_record_copy (record);
      unseeded->has_seed = FALSE;
      replay2 = tess_replay_new (unseeded, &error);
      g_assert_no_error (error);
      st2 = tess_replay_new_state (replay2);
      g_assert_cmpint (tess_state_first_player (st2), ==, first);
      g_assert_cmpint (tess_state_start_rounds (st2), ==, rounds);
      g_assert_false (tess_state_start_pending (st2));
    }
  /* Some of these games needed a second round. */
  g_assert_cmpuint (ties, >, 0);
}

static void
test_most_roads_bad_draws (void)
{
  const char *cases[][2] = {
    /* a tie left undecided */
    { "[[\"W\", \"L\"]]", "tie" },
    /* a player out of the round draws */
    { "[[\"W\", \"V\"], [\"U\", \"U\"]]", "already decided" },
    /* a tile not in the set */
    { "[[\"W\", \"ZZ\"]]", "ZZ" },
    /* the only C drawn twice */
    { "[[\"C\", \"C\"]]", "not in the bag" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = g_strdup_printf (
        "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],"
        " \"rules\": { \"first_player\": \"most_roads\" },"
        " \"players\": [ { \"name\": \"A\", \"color\": \"red\" }, { \"name\": \"B\", \"color\": \"blue\" } ],"
        " \"start\": { \"draws\": %s }, \"moves\": [] }", cases[i][0]);
      g_autoptr(TessRecord) record = tess_record_load_data (text, -1, "draws", &error);
      g_autoptr(TessReplay) replay = NULL;

      g_assert_no_error (error);
      replay = tess_replay_new (record, &error);
      g_assert_null (replay);
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, cases[i][1]));
    }
}

static void
test_draw_early_seeded (void)
{
  for (int hand = 1; hand <= 3; hand++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *rules = g_strdup_printf ("draw_early=true hand=%d", hand);
      g_autoptr(TessRecord) record = new_record (3, 7, rules);
      g_autoptr(TessRecord) plain = new_record (3, 7, "");
      g_autoptr(TessReplay) replay = tess_replay_new (record, &error);
      g_autoptr(TessReplay) replay_plain = tess_replay_new (plain, &error);
      g_autoptr(TessState) st = tess_replay_new_state (replay);
      g_autoptr(TessState) st_plain = tess_replay_new_state (replay_plain);
      g_autofree TessPlacement *scratch = g_new (TessPlacement,
                                                 tess_def_max_placements (tess_replay_get_def (replay)));
      TessRng rng;

      g_assert_no_error (error);
      /* Every player holds a full hand from the start. */
      for (int p = 0; p < 3; p++)
        g_assert_cmpint (tess_state_player_hand_size (st, p), ==, hand);
      g_assert_cmpint (tess_state_player_hand_size (st_plain, 1), ==, 0);

      /* After each turn the player who moved holds the next tile(s)
       * already, while the bag lasts. */
      tess_rng_seed (&rng, 3);
      for (int i = 0; i < 20; i++)
        {
          int me = tess_state_current_player (st);
          TessMove m;

          if (tess_random_move (st, &rng, &m, scratch))
            g_assert_cmpint (tess_state_play (st, &m, NULL, NULL), ==, TESS_OK);
          else
            g_assert_cmpint (tess_state_discard (st, m.tile), ==, TESS_OK);
          if (tess_state_tiles_left (st) > 0)
            g_assert_cmpint (tess_state_player_hand_size (st, me), ==, hand);
        }
    }
}

static void
test_table_seeded (void)
{
  for (gint64 seed = 1; seed <= 30; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TessRecord) record = new_record (2, seed, seed % 2 ? "table=5x4"
                                                          : "table=6x3 table_edges_complete=true");
      g_autoptr(TessReplay) replay = tess_replay_new (record, &error);
      g_autoptr(TessState) st = NULL;
      g_autofree TessPlacement *scratch = NULL;
      const TessDef *def;
      int x0, y0, x1, y1;
      TessRng rng;

      g_assert_no_error (error);
      def = tess_replay_get_def (replay);
      st = tess_replay_new_state (replay);
      scratch = g_new (TessPlacement, tess_def_max_placements (def));
      g_assert_true (tess_def_table (def, &x0, &y0, &x1, &y1));
      g_assert_cmpint (x1 - x0 + 1, ==, seed % 2 ? 5 : 6);
      g_assert_cmpint (y1 - y0 + 1, ==, seed % 2 ? 4 : 3);
      /* the start tile in the middle (the extra column/row east/south) */
      g_assert_cmpint (x0, ==, seed % 2 ? -2 : -2);
      g_assert_cmpint (y0, ==, seed % 2 ? -1 : -1);
      tess_rng_seed (&rng, (guint64) seed);
      tess_random_playout (st, &rng, scratch);
      g_assert_true (tess_state_is_final_scored (st));
      g_assert_cmpint (tess_state_n_placed (st), <=, (x1 - x0 + 1) * (y1 - y0 + 1));
      for (int i = 0; i < tess_state_n_placed (st); i++)
        {
          int x, y;

          tess_state_placed (st, i, &x, &y, NULL, NULL);
          g_assert_true (tess_def_on_table (def, x, y));
        }
      g_assert_cmpint (tess_state_check_placement (st, 0, x1 + 1, 0, 0), ==, TESS_ERR_OFF_TABLE);
      g_assert_cmpint (tess_state_check_placement (st, 0, 0, y0 - 1, 0), ==, TESS_ERR_OFF_TABLE);
    }
}

/* ------------------------------------------------------------ the rules API */

static void
test_rules_api (void)
{
  const char *good[][2] = {
    { "farm_scoring", "first" }, { "small_city", "true" }, { "score_incomplete", "false" },
    { "followers", "12" }, { "hand", "3" }, { "unplaceable", "return" }, { "river", "true" },
    { "first_player", "most_roads" }, { "draw_early", "true" }, { "hole_bonus", "true" },
    { "table", "12x10" }, { "table_edges_complete", "true" },
  };
  const char *bad[][2] = {
    { "first_player", "oldest" }, { "draw_early", "yes" }, { "table", "12" },
    { "table", "0x4" }, { "table", "256x2" }, { "table", "3x3x3" }, { "followers", "0" },
    { "followers", "+5" }, { "hand", "4" }, { "farm_scoring", "" }, { "no_such_rule", "1" },
  };
  TessRules rules, copy;

  tess_rules_init_default (&rules);
  for (guint i = 0; tess_rules_keys ()[i] != NULL; i++)
    g_assert_true (tess_rules_is_default (&rules, tess_rules_keys ()[i]));
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *value = NULL;

      g_assert_true (tess_rules_set (&rules, good[i][0], good[i][1], &error));
      g_assert_no_error (error);
      value = tess_rules_get (&rules, good[i][0]);
      g_assert_cmpstr (value, ==, good[i][1]);
      g_assert_false (tess_rules_is_default (&rules, good[i][0]));
    }
  g_assert_cmpint (rules.table_width, ==, 12);
  g_assert_cmpint (rules.table_height, ==, 10);
  g_assert_cmpint (rules.first_player, ==, TESS_FIRST_MOST_ROADS);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      copy = rules;
      g_assert_false (tess_rules_set (&copy, bad[i][0], bad[i][1], &error));
      g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID);
      /* the message names the key */
      g_assert_nonnull (strstr (error->message, bad[i][0]));
      g_assert_true (tess_rules_equal (&copy, &rules));
    }
}

/* Records without house rules are written as before; with them, the keys
 * are written and read back. */
static void
test_record_keys (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) plain = new_record (2, 5, "");
  g_autoptr(TessRecord) house = new_record (2, 5, "first_player=random draw_early=true "
                                                  "hole_bonus=true table=12x10 "
                                                  "table_edges_complete=true");
  g_autofree char *plain_data = tess_record_to_data (plain, NULL);
  g_autofree char *house_data = NULL;
  g_autoptr(TessRecord) loaded = NULL;
  g_autoptr(TessReplay) replay = tess_replay_new (house, &error);

  g_assert_no_error (error);
  /* the replay fills in who started */
  g_assert_nonnull (replay);
  g_assert_cmpint (house->start_player, >=, 0);
  house_data = tess_record_to_data (house, NULL);
  for (const char * const *k = (const char * const[]) { "first_player", "draw_early", "hole_bonus",
                                                        "\"table\"", "table_edges_complete",
                                                        "\"start\"", NULL }; *k; k++)
    {
      g_assert_null (strstr (plain_data, *k));
      g_assert_nonnull (strstr (house_data, *k));
    }
  g_assert_nonnull (strstr (house_data, "\"width\" : 12"));
  loaded = tess_record_load_data (house_data, -1, "house", &error);
  g_assert_no_error (error);
  g_assert_true (tess_record_equal (loaded, house));
  g_assert_true (tess_rules_equal (&loaded->rules, &house->rules));

  /* Bad values are errors that name the key and where. */
  {
    const char *texts[] = { "\"table\": { \"width\": 0, \"height\": 3 }", "\"table\": 12",
                            "\"first_player\": \"eldest\"", "\"hole_bonus\": 1" };

    for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
      {
        g_autoptr(GError) bad_error = NULL;
        g_autofree char *text = g_strdup_printf (
          "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],"
          " \"rules\": { %s },"
          " \"players\": [ { \"name\": \"A\", \"color\": \"red\" }, { \"name\": \"B\", \"color\": \"blue\" } ],"
          " \"moves\": [] }", texts[i]);
        g_autoptr(TessRecord) r = tess_record_load_data (text, -1, "bad.tessera", &bad_error);

        g_assert_null (r);
        g_assert_error (bad_error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID);
        g_test_message ("%s", bad_error->message);
        g_assert_nonnull (strstr (bad_error->message, "bad.tessera"));
      }
  }
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *dir = NULL;
  GDir *d;
  const char *entry;

  g_test_init (&argc, &argv, NULL);

  dir = g_test_build_filename (G_TEST_DIST, "scenarios", NULL);
  d = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((entry = g_dir_read_name (d)) != NULL)
    if (g_str_has_prefix (entry, "house-") && g_str_has_suffix (entry, ".tessera"))
      g_ptr_array_add (files, g_strdup (entry));
  g_dir_close (d);
  g_ptr_array_sort (files, compare_names);
  /* one per variant value at least: a wrong directory must not pass */
  g_assert_cmpuint (files->len, >=, 11);

  for (guint i = 0; i < files->len; i++)
    {
      const char *file = g_ptr_array_index (files, i);
      g_autofree char *base = g_strndup (file, strlen (file) - strlen (".tessera"));
      g_autofree char *test_path = g_strdup_printf ("/house-rules/scenario/%s", base);

      g_test_add_data_func_full (test_path, g_build_filename (dir, file, NULL), test_scenario,
                                 g_free);
    }
  g_test_add_func ("/house-rules/first-player/random", test_random_first);
  g_test_add_func ("/house-rules/first-player/most-roads", test_most_roads_seeded);
  g_test_add_func ("/house-rules/first-player/bad-draws", test_most_roads_bad_draws);
  g_test_add_func ("/house-rules/draw-early", test_draw_early_seeded);
  g_test_add_func ("/house-rules/table", test_table_seeded);
  g_test_add_func ("/house-rules/rules-api", test_rules_api);
  g_test_add_func ("/house-rules/record-keys", test_record_keys);

  return g_test_run ();
}
