/* tess-record-salvage.c: the good part of a damaged game record
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A record whose move N is unreadable or illegal still holds a good game
 * up to move N−1. Reading a record's moves is independent from move to
 * move, so "the first k moves read" holds for every k up to the first
 * unreadable move and for none after: a bisection over the length of the
 * moves array finds that move with a few reads. The replay then finds the
 * first illegal move among the readable ones.
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include "tess-json-private.h"
#include "tess-record-salvage.h"
#include "tess-replay.h"

/* Reads @root with only the first @n of @moves as its moves array. */
static TessRecord *
read_prefix (JsonObject  *root,
             GPtrArray   *moves,
             guint        n,
             const char  *where,
             GError     **error)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  JsonArray *prefix = json_array_sized_new (n);

  for (guint i = 0; i < n; i++)
    json_array_add_element (prefix, json_node_copy (g_ptr_array_index (moves, i)));
  json_object_set_array_member (root, "moves", prefix);
  json_node_set_object (node, root);
  return tess_record_from_json (node, where, NULL, error);
}

TessRecord *
tess_record_salvage_data (const char  *data,
                          gssize       length,
                          const char  *where,
                          GError     **damage,
                          GError     **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(GError) bad = NULL;
  JsonObject *obj;
  JsonNode *member;
  guint n_legal = 0;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (damage == NULL || *damage == NULL, NULL);

  root = tess_json_parse (data, length, where, error);
  if (root == NULL)
    return NULL;

  /* A whole good record, or one that is no record at all: the reader's
   * own answer. */
  record = tess_record_from_json (root, where, NULL, &bad);
  obj = JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;
  member = obj != NULL ? json_object_get_member (obj, "moves") : NULL;
  if (record == NULL && (member == NULL || !JSON_NODE_HOLDS_ARRAY (member)))
    {
      g_propagate_error (error, g_steal_pointer (&bad));
      return NULL;
    }

  if (record == NULL)
    {
      JsonArray *array = json_node_get_array (member);
      guint good = 0, worse;

      moves = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
      for (guint i = 0; i < json_array_get_length (array); i++)
        g_ptr_array_add (moves, json_node_copy (json_array_get_element (array, i)));
      worse = moves->len;

      /* Without its moves, the record must read: else nothing is saved. */
      g_clear_error (&bad);
      record = read_prefix (obj, moves, 0, where, error);
      if (record == NULL)
        return NULL;

      /* The first `good` moves read; the first `worse` do not. */
      while (worse - good > 1)
        {
          guint mid = good + (worse - good) / 2;
          g_autoptr(TessRecord) probe = read_prefix (obj, moves, mid, where, NULL);

          if (probe != NULL)
            good = mid;
          else
            worse = mid;
        }
      g_clear_pointer (&record, tess_record_unref);
      record = read_prefix (obj, moves, good, where, error);
      if (record == NULL)
        return NULL;
      /* The message of move good + 1: the prefix that ends with it does
       * not read (reading is deterministic). */
      {
        g_autoptr(TessRecord) probe = read_prefix (obj, moves, worse, where, &bad);

        g_assert (probe == NULL && bad != NULL);
      }
    }

  replay = tess_replay_new (record, error);
  if (replay == NULL)
    {
      if (where != NULL)
        g_prefix_error (error, "%s: ", where);
      return NULL;
    }

  /* An illegal move before the unreadable one is the first bad move. */
  {
    g_autoptr(GError) illegal = NULL;

    if (!tess_replay_check (replay, &n_legal, &illegal))
      {
        tess_record_truncate (record, n_legal);
        g_clear_error (&bad);
        bad = g_steal_pointer (&illegal);
        if (where != NULL)
          g_prefix_error (&bad, "%s: ", where);
      }
  }

  if (bad != NULL)
    {
      g_debug ("Kept the first %u moves: %s", tess_record_n_moves (record), bad->message);
      g_propagate_error (damage, g_steal_pointer (&bad));
    }
  return g_steal_pointer (&record);
}

TessRecord *
tess_record_salvage_file (const char  *filename,
                          GError     **damage,
                          GError     **error)
{
  g_autofree char *data = NULL;
  g_autofree char *display = NULL;
  gsize length = 0;

  g_return_val_if_fail (filename != NULL, NULL);

  data = tess_read_named_file (filename, &length, &display, error);
  return data ? tess_record_salvage_data (data, length, display, damage, error) : NULL;
}
