/* test-history.c: the history model: items, sentences, undo, seeking
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-history"

#include "config.h"

#include <string.h>

#include "tess-history.h"
#include "tess-tile-set.h"
#include "tess-test-core.h"

#define HEAD "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"], " \
             "\"players\": [ { \"name\": \"Red\", \"color\": \"red\" }, " \
             "{ \"name\": \"Blue\", \"color\": \"blue\" } ], "

/* Rule book 001, a completed city: the start tile's city, a shielded
 * corner M above it with Red's knight, a cap E closing it: 3 tiles, 1
 * shield, 8 points to Red at move 3. */
#define CITY_MOVES \
  "{ \"tile\": \"M\", \"x\": 0, \"y\": -1, \"rotation\": 180, \"follower\": \"S\" }, " \
  "{ \"tile\": \"B\", \"x\": 0, \"y\": 1, \"rotation\": 0 }, " \
  "{ \"tile\": \"E\", \"x\": 1, \"y\": -1, \"rotation\": 270 }"

static TessReplay *
replay_for (const char *json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_data (json, -1, "h.tessera", &error);
  TessReplay *replay;

  g_assert_no_error (error);
  replay = tess_replay_new (record, &error);
  g_assert_no_error (error);
  return replay;
}

static TessHistoryItem *
item_at (TessHistory *history,
         guint        i)
{
  TessHistoryItem *item = g_list_model_get_item (G_LIST_MODEL (history), i);

  g_assert_nonnull (item);
  /* The model keeps its own reference. */
  g_object_unref (item);
  return item;
}

typedef struct
{
  guint calls;
  guint position;
  guint removed;
  guint added;
} Changes;

static void
on_items_changed (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Changes    *changes)
{
  changes->calls++;
  changes->position = position;
  changes->removed = removed;
  changes->added = added;
}

static void
assert_changes (Changes *changes,
                guint    position,
                guint    removed,
                guint    added)
{
  g_assert_cmpuint (changes->calls, ==, 1);
  g_assert_cmpuint (changes->position, ==, position);
  g_assert_cmpuint (changes->removed, ==, removed);
  g_assert_cmpuint (changes->added, ==, added);
  memset (changes, 0, sizeof *changes);
}

static void
test_items (void)
{
  g_autoptr(TessReplay) replay = replay_for (HEAD "\"moves\": [ " CITY_MOVES " ] }");
  g_autoptr(GError) error = NULL;
  g_autoptr(TessHistory) history = tess_history_new (replay, &error);
  g_auto(GStrv) explanations = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GArray) scores = NULL;
  TessHistoryItem *item;
  const TessGameEvent *ev;
  guint number;
  int rotation, follower;

  g_assert_no_error (error);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (history)) == TESS_TYPE_HISTORY_ITEM);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 3);
  g_assert_cmpuint (tess_history_get_n_moves (history), ==, 3);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (history), 3));

  /* Move 1, read through properties as the UI's bindings do. */
  item = item_at (history, 0);
  g_object_get (item, "number", &number, "player-name", &name, "rotation", &rotation,
                "follower", &follower, "explanations", &explanations, NULL);
  g_assert_cmpuint (number, ==, 1);
  g_assert_cmpstr (name, ==, "Red");
  g_assert_cmpint (rotation, ==, 180);
  g_assert_cmpint (follower, ==, TESS_FEATURE_CITY);
  g_assert_cmpuint (g_strv_length (explanations), ==, 0);
  g_assert_cmpint (tess_history_item_get_player (item), ==, 0);
  g_assert_cmpstr (tess_history_item_get_tile_id (item), ==, "M");
  g_assert_cmpint (tess_history_item_get_x (item), ==, 0);
  g_assert_cmpint (tess_history_item_get_y (item), ==, -1);
  g_assert_cmpint (tess_history_item_get_follower_feature (item), >=, 0);
  g_assert_false (tess_history_item_get_discard (item));
  g_assert_false (tess_history_item_get_is_final (item));
  g_assert_cmpstr (tess_history_item_get_action (item), ==,
                   "Red places a city corner with a shield above the start tile, "
                   "with a knight in the city.");
  g_assert_cmpstr (tess_history_item_get_action_coordinates (item), ==,
                   "Red places tile M at (0,\u00a0-1), turned 180°, with a knight in the city.");
  g_assert_cmpstr (tess_history_item_get_description (item), ==,
                   tess_history_item_get_action (item));

  /* Move 2: Blue, no follower, no rotation. */
  item = item_at (history, 1);
  g_assert_cmpint (tess_history_item_get_player (item), ==, 1);
  g_assert_cmpint (tess_history_item_get_follower (item), ==, -1);
  g_assert_cmpint (tess_history_item_get_follower_feature (item), ==, -1);
  g_assert_cmpstr (tess_history_item_get_action (item), ==, "Blue places a monastery below the start tile.");
  g_assert_cmpint (tess_history_item_get_tiles_left (item), ==, 72 - 3);

  /* Move 3 closes the city. */
  item = item_at (history, 2);
  g_assert_cmpstr (tess_history_item_get_action (item), ==,
                   "Red places a city cap to the right of Red’s city.");
  g_assert_cmpuint (tess_history_item_get_n_events (item), ==, 1);
  ev = tess_history_item_get_event (item, 0);
  g_assert_cmpuint (ev->move, ==, 3);
  g_assert_cmpint (ev->category, ==, TESS_GAME_CATEGORY_CITIES);
  g_assert_cmpint (ev->rule, ==, TESS_RULE_CITY);
  g_assert_cmpint (ev->points, ==, 8);
  g_assert_cmpuint (ev->scorers, ==, 1);
  g_assert_cmpstr (tess_history_item_get_explanations (item)[0], ==,
                   "A city of 3 tiles with 1 shield is completed: 3 × 2 + 1 × 2 = 8 points. "
                   "Red has 1 knight in the city and scores 8 points.");
  g_assert_null (tess_history_item_get_explanations (item)[1]);
  g_assert_cmpstr (tess_history_item_get_description (item), ==,
                   "Red places a city cap to the right of Red’s city.\n"
                   "A city of 3 tiles with 1 shield is completed: 3 × 2 + 1 × 2 = 8 points. "
                   "Red has 1 knight in the city and scores 8 points.");
  g_assert_cmpuint (tess_history_item_get_n_players (item), ==, 2);
  g_assert_cmpint (tess_history_item_get_score (item, 0), ==, 8);
  g_assert_cmpint (tess_history_item_get_score (item, 1), ==, 0);
  g_object_get (item, "events", &events, "scores", &scores, NULL);
  g_assert_cmpuint (events->len, ==, 1);
  g_assert_cmpuint (scores->len, ==, 2);
  g_assert_cmpint (g_array_index (scores, int, 0), ==, 8);

  /* Scores before the city closed. */
  g_assert_cmpint (tess_history_item_get_score (item_at (history, 1), 0), ==, 0);
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

/* Appending, undoing and changing moves update the model. */
static void
test_sync (void)
{
  g_autoptr(TessReplay) replay = replay_for (HEAD "\"moves\": [ " CITY_MOVES " ] }");
  TessRecord *record = tess_replay_get_record (replay);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessHistory) history = tess_history_new (replay, &error);
  Changes changes = { 0 };
  guint n_items_notified = 0;
  TessHistoryItem *item;

  g_assert_no_error (error);
  g_signal_connect (history, "items-changed", G_CALLBACK (on_items_changed), &changes);
  g_signal_connect (history, "notify::n-items", G_CALLBACK (count_notify), &n_items_notified);

  /* Nothing changed: no signal. */
  g_assert_true (tess_history_sync (history, &error));
  g_assert_cmpuint (changes.calls, ==, 0);

  /* Appending: Blue's thief on a road east of the start tile. */
  tess_record_append_move (record, "U", 1, 0, 0, TESS_PORT_E);
  g_assert_true (tess_history_sync (history, &error));
  g_assert_no_error (error);
  assert_changes (&changes, 3, 0, 1);
  g_assert_cmpuint (n_items_notified, ==, 1);
  item = item_at (history, 3);
  g_assert_cmpuint (tess_history_item_get_number (item), ==, 4);
  g_assert_cmpstr (tess_history_item_get_action (item), ==,
                   "Blue places a straight road to the right of the start tile, "
                   "with a thief on the road.");

  /* The final scoring on demand: Blue's thief scores its incomplete road. */
  tess_history_set_show_final (history, TRUE);
  assert_changes (&changes, 4, 0, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 5);
  item = item_at (history, 4);
  g_assert_true (tess_history_item_get_is_final (item));
  g_assert_cmpuint (tess_history_item_get_number (item), ==, 5);
  g_assert_cmpint (tess_history_item_get_player (item), ==, -1);
  g_assert_cmpstr (tess_history_item_get_action (item), ==,
                   "Final scoring, as if the game ended after move 4.");
  g_assert_cmpstr (tess_history_item_get_explanations (item)[0], ==,
                   "Final scoring: an incomplete road of 2 tiles: 2 × 1 = 2 points. "
                   "Blue has 1 thief on the road and scores 2 points.");
  g_assert_null (tess_history_item_get_explanations (item)[1]);
  g_assert_cmpint (tess_history_item_get_score (item, 0), ==, 8);
  g_assert_cmpint (tess_history_item_get_score (item, 1), ==, 2);

  /* Undo two moves: the final item follows the new last move. */
  tess_record_truncate (record, 2);
  tess_replay_invalidate (replay, 2);
  g_assert_true (tess_history_sync (history, &error));
  assert_changes (&changes, 2, 3, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 3);
  g_assert_cmpuint (tess_history_get_n_moves (history), ==, 2);
  item = item_at (history, 2);
  g_assert_true (tess_history_item_get_is_final (item));
  /* Red's knight in the open city, 2 tiles and 1 shield. */
  g_assert_cmpstr (tess_history_item_get_explanations (item)[0], ==,
                   "Final scoring: an incomplete city of 2 tiles with 1 shield: "
                   "2 × 1 + 1 × 1 = 3 points. "
                   "Red has 1 knight in the city and scores 3 points.");

  /* Without the final item. */
  tess_history_set_show_final (history, FALSE);
  assert_changes (&changes, 2, 1, 0);

  /* A different move 2 (undo then play again, without telling the
   * replay): the history notices and replaces the item. */
  tess_record_truncate (record, 1);
  tess_record_append_move (record, "B", 0, 1, 0, TESS_FOLLOWER_MONASTERY);
  g_assert_true (tess_history_sync (history, &error));
  assert_changes (&changes, 1, 1, 1);
  g_assert_cmpstr (tess_history_item_get_action (item_at (history, 1)), ==,
                   "Blue places a monastery below the start tile, "
                   "with a monk in the monastery.");

  /* Undo everything. */
  tess_record_truncate (record, 0);
  g_assert_true (tess_history_sync (history, &error));
  assert_changes (&changes, 0, 2, 0);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 0);
}

static void
test_illegal (void)
{
  g_autoptr(TessReplay) replay = replay_for (HEAD "\"moves\": [ " CITY_MOVES " ] }");
  TessRecord *record = tess_replay_get_record (replay);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessHistory) history = tess_history_new (replay, &error);
  g_autoptr(TessHistory) again = NULL;
  Changes changes = { 0 };

  g_assert_no_error (error);
  g_signal_connect (history, "items-changed", G_CALLBACK (on_items_changed), &changes);

  /* A legal move, then one on an occupied cell. */
  tess_record_append_move (record, "U", 1, 0, 0, TESS_FOLLOWER_NONE);
  tess_record_append_move (record, "U", 1, 0, 0, TESS_FOLLOWER_NONE);
  g_assert_false (tess_history_sync (history, &error));
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_ILLEGAL_MOVE);
  g_assert_nonnull (strstr (error->message, "Move 5"));
  g_clear_error (&error);
  /* The legal move made it in. */
  assert_changes (&changes, 3, 0, 1);
  g_assert_cmpuint (tess_history_get_n_moves (history), ==, 4);

  /* Again: the same error, no change. */
  g_assert_false (tess_history_sync (history, &error));
  g_clear_error (&error);
  g_assert_cmpuint (changes.calls, ==, 0);

  /* A new history of an illegal record fails. */
  again = tess_history_new (replay, &error);
  g_assert_null (again);
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);

  /* Fixing the record lets the history go on. */
  tess_record_truncate (record, 4);
  g_assert_true (tess_history_sync (history, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changes.calls, ==, 0);
}

/* The history of a game follows its moves by itself. */
static void
test_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_data (HEAD "\"moves\": [ ] }", -1, "g", &error);
  g_autoptr(TessGame) game = NULL;
  g_autoptr(TessHistory) history = NULL;
  Changes changes = { 0 };
  GArray *placements;
  TessGamePlacement *p;
  int tile;

  g_assert_no_error (error);
  game = tess_game_new_from_record (record, &error);
  g_assert_no_error (error);
  history = tess_history_new_for_game (game);
  g_assert_true (tess_history_get_replay (history) == tess_game_get_replay (game));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 0);
  g_signal_connect (history, "items-changed", G_CALLBACK (on_items_changed), &changes);

  /* Play the tile the game drew wherever it first fits. */
  tile = tess_game_get_tile (game);
  g_assert_cmpint (tile, >=, 0);
  placements = tess_game_get_placements (game);
  g_assert_cmpuint (placements->len, >, 0);
  p = &g_array_index (placements, TessGamePlacement, 0);
  g_assert_true (tess_game_play_move (game, tile, p->x, p->y, p->rot, -1, &error));
  g_assert_no_error (error);
  g_array_unref (placements);

  g_assert_cmpuint (changes.calls, >=, 1);
  g_assert_cmpuint (tess_history_get_n_moves (history), ==, tess_game_get_n_moves (game));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), >=, 1);
  g_assert_cmpstr (tess_history_item_get_player_name (item_at (history, 0)), ==, "Red");
}

/* ---------------------------------------------------------- passed turns */

/* Why Dan's turn passes, from the rule books: a hand of three tiles is
 * 001's variant (play your turn, then draw back up to three), and the
 * River (002) puts its lake down only once all ten river tiles are drawn
 * and placed, the land tiles only after it. With four players the ten
 * river tiles are dealt 3, 3, 3 and 1: Dan plays his one at move 4, and
 * after move 7 his hand is empty while the other three still hold river
 * tiles. He may draw neither the lake nor a land tile: skipping him is
 * the rule. What was wrong is that nobody said so. */
#define RIVER_HAND_RECORD \
  "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\", \"river\"], " \
  "\"rules\": { \"river\": true, \"hand\": 3 }, \"seed\": 7, " \
  "\"players\": [ { \"name\": \"Ana\", \"color\": \"red\" }, " \
  "{ \"name\": \"Bruno\", \"color\": \"blue\" }, { \"name\": \"Cleo\", \"color\": \"green\" }, " \
  "{ \"name\": \"Dan\", \"color\": \"yellow\" } ], \"moves\": [ ] }"

#define DAN_PASSES "Dan has no tile to play: the river tiles come first and the lake last."

static void
on_turn_passed (TessGame   *game,
                const char *sentences,
                GPtrArray  *said)
{
  g_ptr_array_add (said, g_strdup (sentences));
}

static gboolean
strv_has (const char * const *strv,
          const char         *s)
{
  return strv != NULL && g_strv_contains (strv, s);
}

static void
test_turn_passed (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_data (RIVER_HAND_RECORD, -1, "river.tessera", &error);
  g_autoptr(TessGame) game = NULL;
  g_autoptr(TessHistory) history = NULL;
  g_autoptr(TessHistory) reopened = NULL;
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessRecord) saved = NULL;
  g_autoptr(GPtrArray) said = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL;
  TessHistoryItem *item;

  g_assert_no_error (error);
  game = tess_game_new_from_record (record, &error);
  g_assert_no_error (error);
  history = tess_history_new_for_game (game);
  g_signal_connect (game, "turn-passed", G_CALLBACK (on_turn_passed), said);

  for (guint k = 0; k < 7; k++)
    {
      g_autoptr(GArray) placements = tess_game_get_placements (game);
      TessGamePlacement *p;

      g_assert_cmpint (tess_game_get_current_player (game), ==, k % 4);
      g_assert_cmpuint (placements->len, >, 0);
      p = &g_array_index (placements, TessGamePlacement, 0);
      g_assert_true (tess_game_play_move (game, tess_game_get_tile (game), p->x, p->y, p->rot, -1,
                                          &error));
      g_assert_no_error (error);
      /* Nobody passes before Dan's hand runs dry. */
      g_assert_cmpuint (said->len, ==, k == 6 ? 1 : 0);
    }
  /* After move 7 (Cleo's), Ana plays: Dan's turn passed, and is said. */
  g_assert_cmpint (tess_game_get_current_player (game), ==, 0);
  g_assert_cmpstr (g_ptr_array_index (said, 0), ==, DAN_PASSES);

  /* In the history row of move 7, its description (what a screen reader
   * reads of the row) and nowhere else. */
  g_assert_cmpuint (tess_history_get_n_moves (history), ==, 7);
  item = item_at (history, 6);
  g_assert_true (strv_has (tess_history_item_get_explanations (item), DAN_PASSES));
  g_assert_nonnull (strstr (tess_history_item_get_description (item), DAN_PASSES));
  for (guint i = 0; i < 6; i++)
    g_assert_false (strv_has (tess_history_item_get_explanations (item_at (history, i)), DAN_PASSES));

  /* The same from the saved record, as `tessera-cli explain` and the
   * replay read it. */
  text = tess_record_to_data (tess_game_get_record (game), NULL);
  saved = tess_record_load_data (text, -1, "river.tessera", &error);
  g_assert_no_error (error);
  replay = tess_replay_new (saved, &error);
  g_assert_no_error (error);
  reopened = tess_history_new (replay, &error);
  g_assert_no_error (error);
  g_assert_true (strv_has (tess_history_item_get_explanations (item_at (reopened, 6)), DAN_PASSES));
}

/* --------------------------------------------------------------- speed */

/* A whole seeded base + River game, played at random by the engine. */
static TessRecord *
record_random_game (gint64 seed)
{
  static const char * const names[] = { "Ana", "Bogdan", "Carla", "Dan" };

  return tess_test_random_record (TRUE, 4, 1, names, seed, (guint64) seed);
}

static void
test_whole_game (void)
{
  g_autoptr(TessRecord) record = record_random_game (2024);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessReplay) replay = tess_replay_new (record, &error);
  g_autoptr(TessHistory) history = NULL;
  g_autoptr(TessState) st = NULL;
  TessHistoryItem *final;
  guint n_moves, n_items;
  int total_events = 0;

  g_assert_no_error (error);
  history = tess_history_new (replay, &error);
  g_assert_no_error (error);
  n_moves = tess_record_n_moves (record);
  n_items = g_list_model_get_n_items (G_LIST_MODEL (history));
  /* Every move, then the final scoring of a finished game. */
  g_assert_cmpuint (n_moves, >=, 83);
  g_assert_cmpuint (n_items, ==, n_moves + 1);
  final = item_at (history, n_moves);
  g_assert_true (tess_history_item_get_is_final (final));
  g_assert_cmpstr (tess_history_item_get_action (final), ==,
                   "The last tile is placed and the game is over. Final scoring: "
                   "incomplete roads, cities and monasteries, then the farms.");
  g_assert_cmpint (tess_history_item_get_tiles_left (final), ==, 0);

  /* The scores of the final item are the game's, and each item's
   * explanations match its events. */
  st = tess_replay_new_state (replay);
  g_assert_true (tess_replay_play (replay, -1, st, NULL, NULL, &error));
  tess_state_final_scoring (st, NULL, NULL);
  for (int p = 0; p < 4; p++)
    g_assert_cmpint (tess_history_item_get_score (final, p), ==, tess_state_score (st, p));
  for (guint i = 0; i < n_items; i++)
    {
      TessHistoryItem *item = item_at (history, i);
      const char * const *lines = tess_history_item_get_explanations (item);
      guint n_events = tess_history_item_get_n_events (item);

      total_events += n_events;
      if (!tess_history_item_get_is_final (item))
        g_assert_cmpuint (g_strv_length ((GStrv) lines), ==, n_events);
      g_assert_nonnull (tess_history_item_get_action (item));
      if (tess_history_item_get_discard (item))
        g_assert_nonnull (strstr (tess_history_item_get_action (item), "cannot place"));
    }
  g_test_message ("%u moves, %d scorings", n_moves, total_events);
  g_assert_cmpint (total_events, >, 0);
}

/* Jumping to any move of a base + River game, item and all, round after
 * round. How fast: tests/core/bench-replay. */
static void
test_seek_anywhere (void)
{
  g_autoptr(TessRecord) record = record_random_game (77);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessReplay) replay = tess_replay_new (record, &error);
  g_autoptr(TessHistory) history = NULL;
  g_autoptr(TessState) st = NULL;
  guint n_moves = tess_record_n_moves (record);

  g_assert_no_error (error);
  st = tess_replay_new_state (replay);

  /* A cold replay (no checkpoints), to the last move. */
  g_assert_true (tess_replay_seek (replay, -1, st, &error));
  g_assert_cmpint (tess_state_n_moves (st), ==, (int) n_moves);
  tess_replay_invalidate (replay, 0);

  history = tess_history_new (replay, &error);
  g_assert_no_error (error);

  for (int r = 0; r < 5; r++)
    for (guint k = 0; k <= n_moves; k++)
      {
        guint target = (k * 53 + (guint) r * 11) % (n_moves + 1);
        g_autoptr(TessHistoryItem) item = NULL;

        g_assert_true (tess_history_seek (history, target, st, &error));
        if (target > 0)
          {
            item = g_list_model_get_item (G_LIST_MODEL (history), target - 1);
            g_assert_nonnull (item);
          }
        g_assert_cmpint (tess_state_n_moves (st), ==, (int) target);
      }
}

/* Inns & Cathedrals: a move's big follower is the figure its item says,
 * which the history's thumbnail and the replay's ghost draw larger. */
static void
test_big_follower (void)
{
  g_autoptr(TessReplay) replay = replay_for (
    "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"], "
    "\"rules\": { \"expansions\": [\"inns-cathedrals\"] }, "
    "\"players\": [ { \"name\": \"Ana\", \"color\": \"red\" }, "
    "{ \"name\": \"Bruno\", \"color\": \"blue\" } ], \"moves\": [ "
    "{ \"tile\": \"U\", \"x\": 1, \"y\": 0, \"rotation\": 0, \"follower\": \"E\" }, "
    "{ \"tile\": \"U\", \"x\": -1, \"y\": 0, \"rotation\": 0 }, "
    "{ \"tile\": \"E\", \"x\": 1, \"y\": -1, \"rotation\": 270, \"follower\": \"W\", "
    "\"figure\": \"big\" } ] }");
  g_autoptr(GError) error = NULL;
  g_autoptr(TessHistory) history = tess_history_new (replay, &error);

  g_assert_no_error (error);
  g_assert_cmpint (tess_history_item_get_follower_feature (item_at (history, 0)), >=, 0);
  g_assert_cmpint (tess_history_item_get_figure (item_at (history, 0)), ==, TESS_FIGURE_FOLLOWER);
  g_assert_cmpint (tess_history_item_get_follower_feature (item_at (history, 1)), ==, -1);
  g_assert_cmpint (tess_history_item_get_follower_feature (item_at (history, 2)), >=, 0);
  g_assert_cmpint (tess_history_item_get_figure (item_at (history, 2)), ==, TESS_FIGURE_BIG);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/history/items", test_items);
  g_test_add_func ("/history/sync", test_sync);
  g_test_add_func ("/history/illegal", test_illegal);
  g_test_add_func ("/history/game", test_game);
  g_test_add_func ("/history/turn-passed", test_turn_passed);
  g_test_add_func ("/history/whole-game", test_whole_game);
  g_test_add_func ("/history/seek-anywhere", test_seek_anywhere);
  g_test_add_func ("/history/big-follower", test_big_follower);

  return g_test_run ();
}
