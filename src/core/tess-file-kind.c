/* tess-file-kind.c: what a Tessera file holds, by its "format" key
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game saved as "game.json" or a tile set without its ".tileset.json"
 * suffix is still what it is: whoever opens a file asks here, reading
 * its "format" key (DESIGN.md §4), and hands it to the reader of that
 * format, which checks the version and everything else.
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-file-kind.h"
#include "tess-json-private.h"
#include "tess-record.h"
#include "tess-tile-set.h"

#define TESS_LESSON_FORMAT "tessera-lesson"

/**
 * tess_file_kind_of_data:
 * @data: a file's text
 * @length: its length, or -1 when NUL-terminated
 * @where: (nullable): the file's name as messages show it
 * @kind: (out): what it holds
 *
 * Reads @data with the strict reader (tess_json_parse()) and tells what
 * its "format" key says it holds.
 *
 * Returns: %FALSE with @error (%TESS_FILE_ERROR_PARSE when it is not a
 *   JSON object, %TESS_FILE_ERROR_FORMAT when its format is missing or
 *   none of Tessera's, saying which formats are) naming @where
 */
gboolean
tess_file_kind_of_data (const char    *data,
                        gssize         length,
                        const char    *where,
                        TessFileKind  *kind,
                        GError       **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *message = NULL;
  g_autofree char *shown = NULL;
  JsonNode *node;
  const char *format;

  g_return_val_if_fail (data != NULL, FALSE);
  g_return_val_if_fail (kind != NULL, FALSE);

  root = tess_json_parse (data, length, where, error);
  if (root == NULL)
    return FALSE;
  node = json_object_get_member (json_node_get_object (root), "format");
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      /* Translators: the %s are the formats' names, untranslated. */
      message = tess_where (where, _("no “format” key: this is not a Tessera file (a game says “%s”, a tile set “%s”)"),
                            TESS_RECORD_FORMAT, TESS_TILE_SET_FORMAT);
      g_set_error_literal (error, TESS_FILE_ERROR, TESS_FILE_ERROR_FORMAT, message);
      return FALSE;
    }
  format = json_node_get_string (node);
  if (g_strcmp0 (format, TESS_RECORD_FORMAT) == 0)
    *kind = TESS_FILE_KIND_GAME;
  else if (g_strcmp0 (format, TESS_TILE_SET_FORMAT) == 0)
    *kind = TESS_FILE_KIND_TILE_SET;
  else if (g_strcmp0 (format, TESS_LESSON_FORMAT) == 0)
    *kind = TESS_FILE_KIND_LESSON;
  else
    {
      shown = tess_json_shown (format);
      /* Translators: the first %s is what the file's "format" key says;
       * the others are the formats Tessera knows, untranslated. */
      message = tess_where (where, _("unknown format “%s”: Tessera reads games (“%s”), tile sets (“%s”) and lessons "
                                     "(“%s”)"),
                            shown, TESS_RECORD_FORMAT, TESS_TILE_SET_FORMAT, TESS_LESSON_FORMAT);
      g_set_error_literal (error, TESS_FILE_ERROR, TESS_FILE_ERROR_FORMAT, message);
      return FALSE;
    }
  return TRUE;
}

/**
 * tess_file_kind_of_file:
 * @filename: a file's path
 * @kind: (out): what it holds
 *
 * The same for a file, read with the readers' limits (a regular file of
 * at most 64 MiB); messages name the file.
 */
gboolean
tess_file_kind_of_file (const char    *filename,
                        TessFileKind  *kind,
                        GError       **error)
{
  g_autofree char *data = NULL;
  g_autofree char *display = NULL;
  gsize length = 0;

  g_return_val_if_fail (filename != NULL, FALSE);

  data = tess_read_named_file (filename, &length, &display, error);
  return data != NULL && tess_file_kind_of_data (data, (gssize) length, display, kind, error);
}
