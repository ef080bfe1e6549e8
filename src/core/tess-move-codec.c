/* tess-move-codec.c: a record's move as JSON, written and read in one place
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tess-engine.h"
#include "tess-json-private.h"
#include "tess-move-codec.h"
#include "tess-record-private.h"

void
tess_record_move_clear (TessRecordMove *move)
{
  g_return_if_fail (move != NULL);

  g_clear_pointer (&move->tile, g_free);
  memset (move, 0, sizeof *move);
  move->follower = TESS_FOLLOWER_NONE;
}

JsonObject *
tess_move_codec_write (const TessRecordMove *move)
{
  JsonObject *object = json_object_new ();

  g_return_val_if_fail (move != NULL, object);

  json_object_set_string_member (object, "tile", move->tile ? move->tile : "");
  if (move->discard)
    {
      json_object_set_boolean_member (object, "discard", TRUE);
      return object;
    }
  json_object_set_int_member (object, "x", move->x);
  json_object_set_int_member (object, "y", move->y);
  json_object_set_int_member (object, "rotation", move->rot * 90);
  if (move->follower == TESS_FOLLOWER_MONASTERY)
    json_object_set_string_member (object, "follower", "monastery");
  else if (move->follower >= 0 && move->follower < TESS_N_PORTS)
    json_object_set_string_member (object, "follower", tess_port_name (move->follower));
  else
    return object;
  if (move->figure != TESS_FIGURE_FOLLOWER)
    json_object_set_string_member (object, "figure", tess_figure_name (move->figure));
  return object;
}

JsonNode *
tess_move_codec_write_node (const TessRecordMove *move)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, tess_move_codec_write (move));
  return node;
}

gboolean
tess_move_codec_read_into (JsonNode          *node,
                           const char        *loc,
                           TessMoveReadFlags  flags,
                           TessRecordMove    *move,
                           TessProblems      *p)
{
  JsonObject *obj;
  const char *tile = NULL;
  gboolean discard = FALSE;
  gint64 x = 0, y = 0, rotation = 0;
  guint before = p->n;

  memset (move, 0, sizeof *move);
  move->follower = TESS_FOLLOWER_NONE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc, _("a move must be a JSON object"));
      return FALSE;
    }
  obj = json_node_get_object (node);

  tile = tess_json_get_string (obj, "tile", !(flags & TESS_MOVE_READ_TILE_OPTIONAL), p, loc);
  tess_json_get_bool (obj, "discard", &discard, p, loc);
  if (!discard)
    {
      JsonNode *fnode;

      tess_json_get_int (obj, "x", G_MININT16, G_MAXINT16, TRUE, &x, p, loc);
      tess_json_get_int (obj, "y", G_MININT16, G_MAXINT16, TRUE, &y, p, loc);
      if (json_object_has_member (obj, "rotation"))
        {
          JsonNode *rnode = json_object_get_member (obj, "rotation");

          if (!tess_json_is_integer (rnode))
            tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc,
                               _("the key “rotation” must be 0, 90, 180 or 270"));
          else
            {
              rotation = json_node_get_int (rnode);
              if (rotation != 0 && rotation != 90 && rotation != 180 && rotation != 270)
                tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc,
                                   _("the rotation is %lld, but it must be 0, 90, 180 or 270 "
                                     "(key “rotation”)"), (long long) rotation);
            }
        }

      fnode = json_object_get_member (obj, "follower");
      if (fnode != NULL && !JSON_NODE_HOLDS_NULL (fnode))
        {
          const char *name = tess_json_get_string (obj, "follower", FALSE, p, loc);

          if (name != NULL)
            {
              if (strcmp (name, "monastery") == 0)
                move->follower = TESS_FOLLOWER_MONASTERY;
              else
                {
                  move->follower = tess_port_from_name (name);
                  if (move->follower < 0 || move->follower >= TESS_N_PORTS)
                    {
                      tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc,
                                         _("unknown port “%s” (key “follower”: a port such "
                                           "as N or NNE, or “monastery”)"), name);
                      move->follower = TESS_FOLLOWER_NONE;
                    }
                }
            }
        }

      /* The kind of the figure (DESIGN.md §8): left out, a follower. */
      fnode = json_object_get_member (obj, "figure");
      if (fnode != NULL && !JSON_NODE_HOLDS_NULL (fnode))
        {
          const char *name = tess_json_get_string (obj, "figure", FALSE, p, loc);
          int kind = name != NULL ? tess_figure_from_name (name) : -1;

          if (name != NULL && kind < 0)
            tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc,
                               _("unknown figure “%s” (key “figure”: follower, big, builder "
                                 "or pig)"), name);
          else if (kind > 0 && move->follower == TESS_FOLLOWER_NONE)
            tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc,
                               _("the move names a figure (key “figure”) but no place for it "
                                 "(key “follower”)"));
          else if (kind > 0)
            move->figure = kind;
        }
    }

  move->tile = g_strdup (tile);
  move->discard = discard;
  move->x = (int) x;
  move->y = (int) y;
  move->rot = (int) (rotation / 90);
  if (discard)
    move->follower = TESS_FOLLOWER_NONE;
  return p->n == before;
}

gboolean
tess_move_codec_read (JsonNode           *node,
                      const char         *where,
                      TessMoveReadFlags   flags,
                      TessRecordMove     *move,
                      GError            **error)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  TessProblems p;
  gboolean ok;

  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  tess_problems_init (&p, problems);
  ok = tess_move_codec_read_into (node, where, flags, move, &p);
  return tess_problems_finish (&p, NULL, error) && ok;
}

static gboolean
is_integer (JsonNode *node,
            gint64    min,
            gint64    max)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node)
         && json_node_get_value_type (node) == G_TYPE_INT64
         && json_node_get_int (node) >= min && json_node_get_int (node) <= max;
}

gboolean
tess_move_codec_odd_rotation (JsonNode  *node,
                              guint      number,
                              char     **description)
{
  JsonObject *obj = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  JsonNode *tile, *x, *y, *rotation;
  gint64 degrees;

  if (obj == NULL)
    return FALSE;
  tile = json_object_get_member (obj, "tile");
  x = json_object_get_member (obj, "x");
  y = json_object_get_member (obj, "y");
  rotation = json_object_get_member (obj, "rotation");
  /* Anything else wrong with the move is the reader's to say. */
  if (tile == NULL || !JSON_NODE_HOLDS_VALUE (tile)
      || json_node_get_value_type (tile) != G_TYPE_STRING
      || !is_integer (x, G_MININT16, G_MAXINT16) || !is_integer (y, G_MININT16, G_MAXINT16)
      || !is_integer (rotation, G_MININT, G_MAXINT))
    return FALSE;
  degrees = json_node_get_int (rotation);
  if (degrees == 0 || degrees == 90 || degrees == 180 || degrees == 270)
    return FALSE;
  if (description != NULL)
    *description = g_strdup_printf (_("Move %u (tile %s at %d,%d, rotation %d)"), number,
                                    json_node_get_string (tile),
                                    (int) json_node_get_int (x), (int) json_node_get_int (y),
                                    (int) degrees);
  return TRUE;
}
