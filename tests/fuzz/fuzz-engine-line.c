/* fuzz-engine-line.c: libFuzzer target for the lines of the engine protocol
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is read as the lines a driver sends to `tessera-cli engine`:
 * each goes through the protocol's line reader, and the requests that
 * touch a position (a record, moves to append, a move to apply, the tiles
 * drawn for state and legal) are carried out on the protocol's position.
 * Whatever the lines, no crash, no leak, no sanitizer report, and a
 * refused line leaves the position as it was.
 */

#define G_LOG_DOMAIN "fuzz-engine-line"

#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tess-cli-protocol.h"
#include "tess-replay.h"
#include "tess-engine.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static char **
request_tiles (JsonObject *request)
{
  JsonNode *node = json_object_get_member (request, "tile");
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    g_strv_builder_add (builder, json_node_get_string (node));
  return g_strv_builder_end (builder);
}

static void
handle (TessCliPosition **pos,
        JsonObject       *request)
{
  const char *cmd = json_object_get_string_member (request, "cmd");
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (cmd);
  if (strcmp (cmd, "position") == 0 && json_object_has_member (request, "record"))
    {
      TessCliPosition *next = tess_cli_position_new_from_json (json_object_get_member (request, "record"),
                                                               &error);

      if (next == NULL)
        {
          g_assert_nonnull (error);
          g_assert_nonnull (tess_cli_error_code (error));
          return;
        }
      tess_cli_position_free (*pos);
      *pos = next;
    }
  else if (*pos == NULL)
    return;
  else if ((strcmp (cmd, "position") == 0 && json_object_has_member (request, "moves"))
           || (strcmp (cmd, "apply") == 0 && json_object_has_member (request, "move")))
    {
      guint before = tess_record_n_moves (tess_cli_position_get_record (*pos));
      g_autoptr(JsonNode) moves = NULL;

      if (strcmp (cmd, "apply") == 0)
        {
          JsonArray *one = json_array_new ();

          json_array_add_element (one, json_node_copy (json_object_get_member (request, "move")));
          moves = json_node_new (JSON_NODE_ARRAY);
          json_node_take_array (moves, one);
        }
      else
        moves = json_node_copy (json_object_get_member (request, "moves"));
      if (!tess_cli_position_append (*pos, moves, &error))
        g_assert_cmpuint (tess_record_n_moves (tess_cli_position_get_record (*pos)), ==, before);
      g_assert_cmpint (tess_state_n_moves (tess_cli_position_get_state (*pos)), ==,
                       tess_record_n_moves (tess_cli_position_get_record (*pos)));
    }
  else if (strcmp (cmd, "state") == 0 || strcmp (cmd, "legal") == 0)
    {
      g_auto(GStrv) tiles = request_tiles (request);
      g_autoptr(TessState) turn = tess_cli_position_turn (*pos, (const char * const *) tiles, &error);
      g_autoptr(JsonNode) state = NULL;
      g_autofree char *line = NULL;

      if (turn == NULL)
        return;
      state = tess_cli_state_to_json (*pos, turn, TRUE);
      line = tess_cli_json_line (state);
      g_assert_null (strchr (line, '\n'));
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  TessCliPosition *pos = NULL;
  const char *text = (const char *) data;
  size_t start = 0;

  if (size > 256 * 1024)
    return 0;

  while (start < size)
    {
      const char *nl = memchr (text + start, '\n', size - start);
      size_t end = nl != NULL ? (size_t) (nl - text) : size;
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonObject) request = NULL;
      guint column = 0;

      request = tess_cli_read_request (text + start, end - start, &column, &error);
      if (request == NULL)
        {
          g_assert_nonnull (error);
          g_assert_true (error->code == TESS_CLI_ERROR_PARSE || error->code == TESS_CLI_ERROR_REQUEST
                         || error->code == TESS_CLI_ERROR_TOO_LONG);
        }
      else
        handle (&pos, request);
      start = end + 1;
    }
  tess_cli_position_free (pos);
  return 0;
}
