/* test-replay.c: records played on the engine: events, errors, seeking
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-replay"

#include "config.h"

#include <string.h>

#include "tess-replay.h"
#include "tess-test-core.h"

#define HEAD "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"], " \
             "\"players\": [ { \"name\": \"Ana\", \"color\": \"red\" }, " \
             "{ \"name\": \"Bo\", \"color\": \"blue\" } ], "

/* Start D: city N, road E W. E turned to close the city: Ana's knight
 * scores 4 at once; Bo's thief on the road to the east; Ana's farmer west;
 * Bo's monk south. */
#define LEGAL_MOVES \
  "{ \"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180, \"follower\": \"S\" }, " \
  "{ \"tile\": \"U\", \"x\": 1, \"y\": 0, \"rotation\": 0, \"follower\": \"E\" }, " \
  "{ \"tile\": \"V\", \"x\": -1, \"y\": 0, \"rotation\": 180, \"follower\": \"SSW\" }, " \
  "{ \"tile\": \"B\", \"x\": 0, \"y\": 1, \"rotation\": 0, \"follower\": \"monastery\" }"

static TessReplay *
replay_for (const char *json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_data (json, -1, "r.tessera", &error);
  TessReplay *replay;

  g_assert_no_error (error);
  replay = tess_replay_new (record, &error);
  g_assert_no_error (error);
  g_assert_nonnull (replay);
  return replay;
}

static void
collect (const TessEvent *event,
         void            *user_data)
{
  g_array_append_val ((GArray *) user_data, *event);
}

static void
test_events (void)
{
  g_autoptr(TessReplay) replay = replay_for (HEAD "\"moves\": [ " LEGAL_MOVES " ] }");
  g_autoptr(TessState) st = tess_replay_new_state (replay);
  g_autoptr(GArray) events = g_array_new (FALSE, TRUE, sizeof (TessEvent));
  g_autoptr(GError) error = NULL;
  const TessEvent *e;

  g_assert_cmpuint (tess_replay_n_moves (replay), ==, 4);
  g_assert_true (tess_replay_play (replay, -1, st, collect, events, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tess_state_n_moves (st), ==, 4);
  g_assert_cmpint (tess_state_n_placed (st), ==, 5);
  g_assert_cmpint (tess_state_tiles_left (st), ==, 67);

  g_assert_cmpuint (events->len, ==, 1);
  e = &g_array_index (events, TessEvent, 0);
  g_assert_cmpint (e->move, ==, 1);
  g_assert_cmpint (e->feature, ==, TESS_FEATURE_CITY);
  g_assert_cmpint (e->tiles, ==, 2);
  g_assert_cmpint (e->points, ==, 4);
  g_assert_cmpuint (e->scorers, ==, 1u << 0);
  g_assert_false (e->final);

  g_assert_cmpint (tess_state_score (st, 0), ==, 4);
  g_assert_cmpint (tess_state_score (st, 1), ==, 0);
  g_assert_cmpint (tess_state_supply (st, 0), ==, 6);
  g_assert_cmpint (tess_state_supply (st, 1), ==, 5);

  /* Final scoring as if the game ended here: Bo's road (3) and monastery (4). */
  tess_state_final_scoring (st, collect, events);
  g_assert_cmpint (tess_state_score (st, 1), ==, 7);

  /* Stopping early. */
  g_array_set_size (events, 0);
  g_assert_true (tess_replay_play (replay, 1, st, collect, events, &error));
  g_assert_cmpint (tess_state_n_moves (st), ==, 1);
  g_assert_cmpuint (events->len, ==, 1);
  g_assert_true (tess_replay_play (replay, 0, st, collect, events, &error));
  g_assert_cmpint (tess_state_n_placed (st), ==, 1);
}

typedef struct
{
  const char *name;
  const char *moves;
  guint       bad_move;        /* 1-based */
  const char *expect[3];
} IllegalCase;

static const IllegalCase illegal[] = {
  { "mismatch",
    LEGAL_MOVES ", { \"tile\": \"C\", \"x\": -2, \"y\": 0, \"rotation\": 0 }",
    5, { "Move 5 (tile C at -2,0, rotation 0)", "does not match", "east side is of type “city”, but the tile at -1,0 has type “field”" } },
  { "mismatch-rotated",
    "{ \"tile\": \"V\", \"x\": 1, \"y\": 0, \"rotation\": 180 }",
    1, { "Move 1 (tile V at 1,0, rotation 180)", "west side is of type “field”", "0,0 has type “road”" } },
  { "not-adjacent",
    "{ \"tile\": \"B\", \"x\": 5, \"y\": 5 }",
    1, { "Move 1", "touches no placed tile", NULL } },
  { "occupied",
    "{ \"tile\": \"U\", \"x\": 0, \"y\": 0 }",
    1, { "Move 1 (tile U at 0,0", "already lies", NULL } },
  { "not-in-bag",
    "{ \"tile\": \"C\", \"x\": 0, \"y\": -1 }, { \"tile\": \"C\", \"x\": 0, \"y\": -2 }",
    2, { "Move 2", "no tile C is left", NULL } },
  { "follower-port-empty",
    "{ \"tile\": \"B\", \"x\": 0, \"y\": 1, \"follower\": \"N\" }",
    1, { "Move 1", "port N", "tile B" } },
  { "follower-no-monastery",
    "{ \"tile\": \"U\", \"x\": 1, \"y\": 0, \"follower\": \"monastery\" }",
    1, { "Move 1", "monastery", NULL } },
  { "follower-taken",
    "{ \"tile\": \"U\", \"x\": 1, \"y\": 0, \"follower\": \"E\" }, "
    "{ \"tile\": \"U\", \"x\": -1, \"y\": 0, \"follower\": \"W\" }",
    2, { "Move 2 (tile U at -1,0, rotation 0)", "already holds a follower", NULL } },
  { "discard-placeable",
    "{ \"tile\": \"U\", \"discard\": true }",
    1, { "Move 1 (tile U, discarded)", "fits", NULL } },
};

static void
test_illegal (gconstpointer data)
{
  const IllegalCase *c = data;
  g_autofree char *json = g_strdup_printf (HEAD "\"moves\": [ %s ] }", c->moves);
  g_autoptr(TessReplay) replay = replay_for (json);
  g_autoptr(TessState) st = tess_replay_new_state (replay);
  g_autoptr(GError) error = NULL;
  guint n_legal = 99;

  g_assert_false (tess_replay_play (replay, -1, st, NULL, NULL, &error));
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_ILLEGAL_MOVE);
  g_test_message ("%s", error->message);
  for (int k = 0; k < 3 && c->expect[k]; k++)
    if (strstr (error->message, c->expect[k]) == NULL)
      g_error ("“%s” not in: %s", c->expect[k], error->message);
  /* The state is the one before the illegal move. */
  g_assert_cmpint (tess_state_n_moves (st), ==, c->bad_move - 1);
  g_assert_cmpint (tess_state_n_placed (st), ==, c->bad_move);
  g_clear_error (&error);

  g_assert_false (tess_replay_check (replay, &n_legal, &error));
  g_assert_cmpuint (n_legal, ==, c->bad_move - 1);
  g_assert_nonnull (strstr (error->message, c->expect[0]));
  g_clear_error (&error);

  g_assert_false (tess_replay_seek (replay, -1, st, &error));
  g_assert_nonnull (strstr (error->message, c->expect[0]));
  g_clear_error (&error);
  g_assert_true (tess_replay_seek (replay, c->bad_move - 1, st, &error));
  g_assert_no_error (error);
}

static void
test_bad_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_new ();
  g_autoptr(TessReplay) replay = NULL;

  /* No tile sets. */
  tess_record_add_player (record, "a", TESS_COLOR_RED, TESS_AI_NONE);
  tess_record_add_player (record, "b", TESS_COLOR_BLUE, TESS_AI_NONE);
  replay = tess_replay_new (record, &error);
  g_assert_null (replay);
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES);
}

/* Plays a seeded game at random through the engine, recording every move. */
static TessRecord *
record_random_game (gboolean river,
                    gint64   seed,
                    int      n_players,
                    int      hand)
{
  return tess_test_random_record (river, n_players, hand, NULL, seed, (guint64) seed * 7 + 1);
}

static void
assert_same_state (const TessState *a,
                   const TessState *b)
{
  g_assert_cmpint (tess_state_n_moves (a), ==, tess_state_n_moves (b));
  g_assert_cmpint (tess_state_n_placed (a), ==, tess_state_n_placed (b));
  g_assert_cmpint (tess_state_tiles_left (a), ==, tess_state_tiles_left (b));
  g_assert_cmpint (tess_state_current_player (a), ==, tess_state_current_player (b));
  for (int p = 0; p < tess_state_n_players (a); p++)
    {
      g_assert_cmpint (tess_state_score (a, p), ==, tess_state_score (b, p));
      g_assert_cmpint (tess_state_supply (a, p), ==, tess_state_supply (b, p));
    }
}

static void
test_seeded_game (void)
{
  for (gint64 seed = 1; seed <= 6; seed++)
    {
      g_autoptr(TessRecord) record = record_random_game (seed % 2 == 0, seed * 1000003,
                                                         2 + seed % 5, 1 + seed % 3);
      g_autofree char *data = tess_record_to_data (record, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(TessRecord) loaded = tess_record_load_data (data, -1, "seeded", &error);
      g_autoptr(TessReplay) replay = NULL;
      g_autoptr(TessState) played = NULL;
      g_autoptr(TessState) sought = NULL;
      guint n;

      g_assert_no_error (error);
      g_assert_true (tess_record_equal (record, loaded));
      replay = tess_replay_new (loaded, &error);
      g_assert_no_error (error);
      n = tess_replay_n_moves (replay);
      g_assert_cmpuint (n, >=, 71);
      g_assert_true (tess_replay_check (replay, NULL, &error));
      g_assert_no_error (error);

      played = tess_replay_new_state (replay);
      sought = tess_replay_new_state (replay);
      g_assert_true (tess_replay_play (replay, -1, played, NULL, NULL, &error));
      g_assert_true (tess_state_is_over (played));
      g_assert_cmpint (tess_state_tiles_left (played), ==, 0);

      /* Seeking anywhere, in any order, gives what playing gives. */
      for (guint k = 0; k <= n; k += 1 + k % 7)
        {
          guint target = (k * 37) % (n + 1);

          g_assert_true (tess_replay_play (replay, target, played, NULL, NULL, &error));
          g_assert_true (tess_replay_seek (replay, target, sought, &error));
          g_assert_no_error (error);
          assert_same_state (played, sought);
        }
    }
}

static void
test_seeded_wrong_tile (void)
{
  g_autoptr(TessRecord) record = record_random_game (FALSE, 42, 2, 1);
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(GError) error = NULL;
  TessRecordMove *m = &g_array_index (record->moves, TessRecordMove, 4);
  guint n_legal = 0;

  /* Another tile than the one drawn at move 5. */
  const char *other = strcmp (m->tile, "X") == 0 ? "C" : "X";

  g_free (m->tile);
  m->tile = g_strdup (other);
  replay = tess_replay_new (record, &error);
  g_assert_no_error (error);
  g_assert_false (tess_replay_check (replay, &n_legal, &error));
  g_test_message ("%s", error->message);
  g_assert_cmpuint (n_legal, ==, 4);
  g_assert_true (g_str_has_prefix (error->message, "Move 5 (tile "));
  g_assert_nonnull (strstr (error->message, "drawn"));
}

static void
test_invalidate (void)
{
  g_autoptr(TessReplay) replay = replay_for (HEAD "\"moves\": [ " LEGAL_MOVES " ] }");
  TessRecord *record = tess_replay_get_record (replay);
  g_autoptr(TessState) st = tess_replay_new_state (replay);
  g_autoptr(GError) error = NULL;

  g_assert_true (tess_replay_check (replay, NULL, &error));
  /* Undo two moves, play another: the checkpoints after move 2 go. */
  tess_record_truncate (record, 2);
  tess_replay_invalidate (replay, 2);
  tess_record_append_move (record, "C", 0, 1, 0, TESS_FOLLOWER_NONE);
  g_assert_false (tess_replay_seek (replay, -1, st, &error));
  g_assert_nonnull (strstr (error->message, "Move 3 (tile C at 0,1"));
  g_clear_error (&error);
  tess_record_truncate (record, 2);
  tess_replay_invalidate (replay, 2);
  tess_record_append_move (record, "B", 0, 1, 0, TESS_FOLLOWER_MONASTERY);
  g_assert_true (tess_replay_seek (replay, -1, st, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tess_state_n_placed (st), ==, 4);
}

/* The UI jumps around the history of a game: a cold replay to the end,
 * then jumps anywhere once the game has been seen, each to the move it
 * asks for. How fast: tests/core/bench-replay. */
static void
test_seek_anywhere (void)
{
  g_autoptr(TessRecord) record = record_random_game (TRUE, 2026, 4, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessState) st = NULL;
  guint n = tess_record_n_moves (record);

  g_assert_cmpuint (n, >=, 83);

  /* Cold: a new replay, straight to the end (every move replayed). */
  {
    g_autoptr(TessReplay) fresh = tess_replay_new (record, &error);
    g_autoptr(TessState) s = tess_replay_new_state (fresh);

    g_assert_true (tess_replay_seek (fresh, -1, s, &error));
    g_assert_cmpint (tess_state_n_moves (s), ==, n);
  }

  /* Warm: jumps anywhere once the game has been seen. */
  replay = tess_replay_new (record, &error);
  st = tess_replay_new_state (replay);
  g_assert_true (tess_replay_check (replay, NULL, &error));
  for (guint i = 0; i < 4 * n; i++)
    {
      guint target = (i * 53) % (n + 1);

      g_assert_true (tess_replay_seek (replay, target, st, &error));
      g_assert_cmpint (tess_state_n_moves (st), ==, target);
    }
}

static void
test_followers (void)
{
  g_autoptr(TessReplay) replay = replay_for (HEAD "\"rules\": { \"river\": true } }");
  const TessDef *def = tess_replay_get_def (replay);

  for (int type = 0; type < tess_def_n_types (def); type++)
    {
      const TessTileDef *tile = tess_def_tile (def, type);

      for (int rot = 0; rot < 4; rot++)
        {
          g_assert_cmpint (tess_follower_to_feature (def, type, rot, TESS_FOLLOWER_NONE), ==, -1);
          for (int f = 0; f < tile->n_features; f++)
            {
              int follower = tess_follower_from_feature (def, type, rot, f);

              g_assert_cmpint (follower, !=, TESS_FOLLOWER_NONE);
              g_assert_cmpint (tess_follower_to_feature (def, type, rot, follower), ==, f);
            }
        }
    }
}

static void
test_describe (void)
{
  g_autoptr(TessReplay) replay = replay_for (
    HEAD "\"moves\": [ { \"tile\": \"V\", \"x\": 2, \"y\": -1, \"rotation\": 90 }, "
    "{ \"tile\": \"X\", \"discard\": true } ] }");
  g_autofree char *a = tess_replay_describe_move (replay, 0);
  g_autofree char *b = tess_replay_describe_move (replay, 1);

  g_assert_cmpstr (a, ==, "Move 1 (tile V at 2,-1, rotation 90)");
  g_assert_cmpstr (b, ==, "Move 2 (tile X, discarded)");
  for (int e = 0; e < TESS_N_ERRORS; e++)
    g_assert_nonnull (tess_engine_error_message (e));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/replay/events", test_events);
  for (guint i = 0; i < G_N_ELEMENTS (illegal); i++)
    {
      g_autofree char *path = g_strdup_printf ("/replay/illegal/%s", illegal[i].name);

      g_test_add_data_func (path, &illegal[i], test_illegal);
    }
  g_test_add_func ("/replay/bad-game", test_bad_game);
  g_test_add_func ("/replay/seeded/games", test_seeded_game);
  g_test_add_func ("/replay/seeded/wrong-tile", test_seeded_wrong_tile);
  g_test_add_func ("/replay/invalidate", test_invalidate);
  g_test_add_func ("/replay/seek-anywhere", test_seek_anywhere);
  g_test_add_func ("/replay/followers", test_followers);
  g_test_add_func ("/replay/describe", test_describe);

  return g_test_run ();
}
