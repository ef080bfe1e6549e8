/* fuzz-record.c: libFuzzer target for the game-record reader and the replay
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whatever the input, reading and replaying must not crash, leak or trip a
 * sanitizer; a record that loads must save and load back to the same
 * record. The engine protocol's line reader and its positions read the
 * same input. The salvage (tess-record-salvage.c) gives back a record whose
 * every move is legal, the whole record when nothing is wrong with it, and
 * the legal prefix of a readable record. See README.md for long runs.
 */

#define G_LOG_DOMAIN "fuzz-record"

#include "config.h"

#include <stdint.h>
#include <stdlib.h>

#include "tess-cli-protocol.h"
#include "tess-json-private.h"
#include "tess-record-salvage.h"
#include "tess-replay.h"
#include "tess-engine.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
count_event (const TessEvent *event,
             void            *user_data)
{
  int *n = user_data;

  g_assert_true (event->points >= 0);
  (*n)++;
}

/* The number of legal moves, from the first, of a record that makes a
 * game; -1 when its tile sets, rules and players make none. */
static int
n_legal_moves (TessRecord *record)
{
  g_autoptr(TessReplay) replay = tess_replay_new (record, NULL);
  guint n_legal = 0;

  if (replay == NULL)
    return -1;
  tess_replay_check (replay, &n_legal, NULL);
  return n_legal;
}

static void
check_salvage (const uint8_t *data,
               size_t         size,
               TessRecord    *whole)
{
  g_autoptr(GError) damage = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) good = NULL;
  int n_legal;

  good = tess_record_salvage_data ((const char *) data, size, "fuzz", &damage, &error);
  if (good == NULL)
    {
      g_assert_nonnull (error);
      g_assert_null (damage);
      /* What reads whole and makes a game is always salvaged. */
      g_assert_true (whole == NULL || n_legal_moves (whole) < 0);
      return;
    }
  g_assert_no_error (error);
  /* Every move kept is legal. */
  g_assert_cmpint (n_legal_moves (good), ==, (int) tess_record_n_moves (good));
  if (damage == NULL)
    {
      g_assert_nonnull (whole);
      g_assert_true (tess_record_equal (good, whole));
      return;
    }
  g_assert_true (damage->domain == TESS_FILE_ERROR);
  if (whole != NULL)
    {
      /* A readable record keeps exactly its legal prefix. */
      n_legal = n_legal_moves (whole);
      g_assert_error (damage, TESS_FILE_ERROR, TESS_FILE_ERROR_ILLEGAL_MOVE);
      g_assert_cmpint (n_legal, ==, (int) tess_record_n_moves (good));
      g_assert_cmpuint (tess_record_n_moves (good), <, tess_record_n_moves (whole));
    }
}

static void
replay_record (TessRecord *record)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessReplay) replay = tess_replay_new (record, &error);
  g_autoptr(TessState) st = NULL;
  guint n_legal = 0;
  int n_events = 0;

  if (replay == NULL)
    {
      g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES);
      return;
    }
  st = tess_replay_new_state (replay);

  if (!tess_replay_check (replay, &n_legal, &error))
    {
      g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_ILLEGAL_MOVE);
      g_assert_true (g_str_has_prefix (error->message, "Move "));
      g_clear_error (&error);
    }

  /* Events while playing the legal part, then the final scoring. */
  g_assert_true (tess_replay_play (replay, n_legal, st, count_event, &n_events, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tess_state_n_moves (st), ==, n_legal);
  tess_state_final_scoring (st, count_event, &n_events);

  /* Seeking back and forth agrees with playing. */
  g_assert_true (tess_replay_seek (replay, n_legal / 2, st, &error));
  g_assert_cmpint (tess_state_n_moves (st), ==, n_legal / 2);
  g_assert_true (tess_replay_seek (replay, n_legal, st, &error));
  g_assert_cmpint (tess_state_n_moves (st), ==, n_legal);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(JsonNode) root = NULL;

  if (size > 256 * 1024)
    return 0;

  record = tess_record_load_data ((const char *) data, size, "fuzz", &error);
  if (record != NULL)
    {
      g_autofree char *text = tess_record_to_data (record, NULL);
      g_autoptr(GError) again_error = NULL;
      g_autoptr(TessRecord) again = tess_record_load_data (text, -1, "saved", &again_error);

      g_assert_no_error (again_error);
      if (!tess_record_equal (record, again))
        g_error ("a saved record reads back differently:\n%s", text);
      replay_record (record);
    }
  else
    g_assert_nonnull (error);

  /* The engine protocol reads records sent on one line: its reader
   * refuses or accepts them, and a record it accepts gives a position. */
  {
    g_autoptr(GError) line_error = NULL;
    g_autoptr(JsonObject) request = NULL;
    guint column = 0;

    request = tess_cli_read_request ((const char *) data, size, &column, &line_error);
    g_assert_true ((request == NULL) != (line_error == NULL));
    if (record != NULL && tess_record_n_moves (record) < 400)
      {
        g_autoptr(GError) pos_error = NULL;
        g_autoptr(TessReplay) replay = tess_replay_new (record, NULL);
        TessCliPosition *pos = tess_cli_position_new (record, &pos_error);

        /* A position exactly when the record sets up and replays. */
        if (replay == NULL || !tess_replay_check (replay, NULL, NULL))
          g_assert_null (pos);
        else
          {
            g_autoptr(JsonNode) state = tess_cli_state_to_json (pos, tess_cli_position_get_state (pos), TRUE);

            g_assert_nonnull (state);
          }
        tess_cli_position_free (pos);
      }
  }

  check_salvage (data, size, record);

  /* The validator's path: every problem collected, never a crash. */
  root = tess_json_parse ((const char *) data, size, "fuzz", NULL);
  if (root != NULL)
    {
      g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(TessRecord) checked = tess_record_from_json (root, "fuzz", problems, NULL);

      if (record != NULL)
        g_assert_true (checked != NULL && problems->len == 0);
      else
        g_assert_true (problems->len > 0);
      if (checked != NULL && problems->len == 0)
        replay_record (checked);
    }
  return 0;
}
