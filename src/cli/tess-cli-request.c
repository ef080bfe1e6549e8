/* tess-cli-request.c: the fields of an engine protocol request
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each reader leaves its value alone when the field is left out (the
 * default), and refuses a value of the wrong kind or beyond its range
 * with TESS_CLI_ERROR_REQUEST, whose message names the field.
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tess-cli-request.h"

gboolean
tess_cli_request_get_int (JsonObject  *request,
                          const char  *field,
                          gint64       min,
                          gint64       max,
                          gint64      *value,
                          GError     **error)
{
  JsonNode *node = json_object_get_member (request, field);

  /* Left out, the default; null is a value of the wrong kind, not a way
   * to leave it out. */
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64
      || json_node_get_int (node) < min || json_node_get_int (node) > max)
    {
      g_autofree char *from = g_strdup_printf ("%" G_GINT64_FORMAT, min);
      g_autofree char *to = g_strdup_printf ("%" G_GINT64_FORMAT, max);

      /* Translators: "“budget” must be an integer from 1 to 86400000." */
      g_set_error (error, TESS_CLI_ERROR, TESS_CLI_ERROR_REQUEST,
                   _("“%s” must be an integer from %s to %s."), field, from, to);
      return FALSE;
    }
  *value = json_node_get_int (node);
  return TRUE;
}

gboolean
tess_cli_request_get_bool (JsonObject  *request,
                           const char  *field,
                           gboolean    *value,
                           GError     **error)
{
  JsonNode *node = json_object_get_member (request, field);

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    {
      g_set_error (error, TESS_CLI_ERROR, TESS_CLI_ERROR_REQUEST,
                   _("“%s” must be true or false."), field);
      return FALSE;
    }
  *value = json_node_get_boolean (node);
  return TRUE;
}

const char *
tess_cli_request_get_string (JsonObject  *request,
                             const char  *field,
                             GError     **error)
{
  JsonNode *node = json_object_get_member (request, field);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_set_error (error, TESS_CLI_ERROR, TESS_CLI_ERROR_REQUEST,
                   _("“%s” must be a string."), field);
      return NULL;
    }
  return json_node_get_string (node);
}

/* "tile": an id, or an array of ids (a hand of several). */
gboolean
tess_cli_request_get_tiles (JsonObject   *request,
                            GStrv        *tiles,
                            GError      **error)
{
  JsonNode *node = json_object_get_member (request, "tile");
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  *tiles = NULL;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    g_strv_builder_add (builder, json_node_get_string (node));
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *e = json_array_get_element (array, i);

          if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING)
            goto bad;
          g_strv_builder_add (builder, json_node_get_string (e));
        }
    }
  else
    goto bad;
  *tiles = g_strv_builder_end (builder);
  /* An id no tile can have is not quoted back in full. */
  for (guint i = 0; (*tiles)[i] != NULL; i++)
    if (strlen ((*tiles)[i]) >= TESS_ID_LEN)
      {
        g_clear_pointer (tiles, g_strfreev);
        g_set_error (error, TESS_CLI_ERROR, TESS_CLI_ERROR_TILE,
                     _("A tile's id has at most %d bytes."), TESS_ID_LEN - 1);
        return FALSE;
      }
  return TRUE;

bad:
  g_set_error_literal (error, TESS_CLI_ERROR, TESS_CLI_ERROR_REQUEST,
                       _("“tile” must be a tile's id or an array of ids."));
  return FALSE;
}
