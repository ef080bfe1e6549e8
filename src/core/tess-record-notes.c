/* tess-record-notes.c: a teacher's notes on the moves of a record
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The optional key "notes" (DESIGN.md §4): { "12": "Why not the city?" },
 * move number (from 1) to text, shown in the replay; or, for a note with
 * what the teacher drew on the board kept with it, an object
 * { "text": "Why not the city?", "drawing": [[x, y, x, y, …], …] }
 * (the text optional). Read, copied and written back with the record, so
 * every tool that reads and saves a record keeps them.
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-record-private.h"

/* A note is a few sentences; a longer text is someone else's file. */
#define MAX_NOTE_LENGTH 4000

/**
 * tess_record_get_note:
 * @move: the move's number, from 1
 *
 * Returns: (nullable): the teacher's note on that move
 */
const char *
tess_record_get_note (const TessRecord *record,
                      guint             move)
{
  g_return_val_if_fail (record != NULL, NULL);

  if (record->notes == NULL)
    return NULL;
  return g_hash_table_lookup (record->notes, GUINT_TO_POINTER (move));
}

/**
 * tess_record_set_note:
 * @move: the move's number, from 1
 * @text: (nullable): the note; %NULL or "" removes it
 */
void
tess_record_set_note (TessRecord *record,
                      guint       move,
                      const char *text)
{
  g_return_if_fail (record != NULL);
  g_return_if_fail (move >= 1);

  if (text == NULL || *text == '\0')
    {
      if (record->notes != NULL)
        g_hash_table_remove (record->notes, GUINT_TO_POINTER (move));
      return;
    }
  if (record->notes == NULL)
    record->notes = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  g_hash_table_insert (record->notes, GUINT_TO_POINTER (move), g_strdup (text));
}

/**
 * tess_record_get_drawing:
 * @move: the move's number, from 1
 *
 * Returns: (nullable): what the teacher drew and kept with the note on
 *   that move
 */
const TessDrawing *
tess_record_get_drawing (const TessRecord *record,
                         guint             move)
{
  g_return_val_if_fail (record != NULL, NULL);

  if (record->drawings == NULL)
    return NULL;
  return g_hash_table_lookup (record->drawings, GUINT_TO_POINTER (move));
}

/**
 * tess_record_set_drawing:
 * @move: the move's number, from 1
 * @drawing: (nullable): the strokes; %NULL or an empty drawing removes them
 */
void
tess_record_set_drawing (TessRecord        *record,
                         guint              move,
                         const TessDrawing *drawing)
{
  g_return_if_fail (record != NULL);
  g_return_if_fail (move >= 1);

  if (tess_drawing_is_empty (drawing))
    {
      if (record->drawings != NULL)
        g_hash_table_remove (record->drawings, GUINT_TO_POINTER (move));
      return;
    }
  if (record->drawings == NULL)
    record->drawings = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) tess_drawing_unref);
  g_hash_table_insert (record->drawings, GUINT_TO_POINTER (move), tess_drawing_copy (drawing));
}

static int
compare_uint (gconstpointer a,
              gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

/* The moves that have a note, a text or a drawing, in order. */
GArray *
tess_record_get_note_moves (const TessRecord *record)
{
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (guint));
  GHashTable *tables[2];
  GHashTableIter iter;
  gpointer key;

  g_return_val_if_fail (record != NULL, moves);

  tables[0] = record->notes;
  tables[1] = record->drawings;
  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    {
      if (tables[t] == NULL)
        continue;
      g_hash_table_iter_init (&iter, tables[t]);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        {
          guint move = GPOINTER_TO_UINT (key);

          /* A move with both is listed once. */
          if (t == 0 || record->notes == NULL || !g_hash_table_contains (record->notes, key))
            g_array_append_val (moves, move);
        }
    }
  g_array_sort (moves, compare_uint);
  return moves;
}

/* Whether @key is a move number: decimal digits, from 1, no sign. */
static gboolean
parse_move_number (const char *key,
                   guint      *move)
{
  guint64 value;

  if (key[0] < '1' || key[0] > '9')
    return FALSE;
  if (!g_ascii_string_to_unsigned (key, 10, 1, G_MAXINT, &value, NULL))
    return FALSE;
  *move = (guint) value;
  return TRUE;
}

/* A note: its text, or an object with its text (optional) and drawing. */
static void
read_note (TessRecord   *record,
           guint         move,
           JsonNode     *value,
           const char   *where,
           TessProblems *p)
{
  g_autoptr(TessDrawing) drawing = NULL;
  JsonNode *text = value;

  if (JSON_NODE_HOLDS_OBJECT (value))
    {
      JsonObject *object = json_node_get_object (value);
      JsonNode *strokes = json_object_get_member (object, "drawing");
      g_autofree char *problem = NULL;

      text = json_object_get_member (object, "text");
      if (strokes == NULL && text == NULL)
        {
          tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                             _("the note on move %u has neither a text nor a drawing"), move);
          return;
        }
      if (strokes != NULL && (drawing = tess_drawing_from_json (strokes, &problem)) == NULL)
        {
          tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                             /* Translators: %s says what is wrong with the drawing. */
                             _("the note on move %u: %s"), move, problem);
          return;
        }
    }
  if (text != NULL && (!JSON_NODE_HOLDS_VALUE (text) || json_node_get_value_type (text) != G_TYPE_STRING))
    {
      tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                         _("the note on move %u must be a text"), move);
      return;
    }
  if (text != NULL && g_utf8_strlen (json_node_get_string (text), -1) > MAX_NOTE_LENGTH)
    {
      tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                         _("the note on move %u is longer than %d characters"), move, MAX_NOTE_LENGTH);
      return;
    }
  if (text != NULL)
    tess_record_set_note (record, move, json_node_get_string (text));
  tess_record_set_drawing (record, move, drawing);
}

void
tess_record_read_notes (TessRecord   *record,
                        JsonObject   *root,
                        const char   *where,
                        TessProblems *p)
{
  g_autofree char *notes_where = tess_where (where, "notes");
  JsonNode *node = json_object_get_member (root, "notes");
  JsonObjectIter iter;
  const char *key;
  JsonNode *value;

  if (node == NULL)
    return;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      tess_problems_add (p, TESS_FILE_ERROR_INVALID, notes_where,
                         _("the notes must be an object from move numbers to texts, e.g. {\"12\": \"Why not the city?\"}"));
      return;
    }
  json_object_iter_init (&iter, json_node_get_object (node));
  while (json_object_iter_next (&iter, &key, &value))
    {
      guint move;

      if (!parse_move_number (key, &move))
        {
          tess_problems_add (p, TESS_FILE_ERROR_INVALID, notes_where,
                             _("“%s” is not a move number (1, 2, …)"), key);
          continue;
        }
      read_note (record, move, value, notes_where, p);
    }
}

void
tess_record_write_notes (const TessRecord *record,
                         JsonBuilder      *b)
{
  g_autoptr(GArray) moves = tess_record_get_note_moves (record);

  if (moves->len == 0)
    return;
  json_builder_set_member_name (b, "notes");
  json_builder_begin_object (b);
  for (guint i = 0; i < moves->len; i++)
    {
      guint move = g_array_index (moves, guint, i);
      char key[16];

      const char *text = tess_record_get_note (record, move);
      const TessDrawing *drawing = tess_record_get_drawing (record, move);

      g_snprintf (key, sizeof key, "%u", move);
      json_builder_set_member_name (b, key);
      if (drawing == NULL)
        {
          json_builder_add_string_value (b, text);
          continue;
        }
      json_builder_begin_object (b);
      if (text != NULL)
        {
          json_builder_set_member_name (b, "text");
          json_builder_add_string_value (b, text);
        }
      json_builder_set_member_name (b, "drawing");
      json_builder_add_value (b, tess_drawing_to_json (drawing));
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
}

void
tess_record_copy_notes (TessRecord       *copy,
                        const TessRecord *record)
{
  g_autoptr(GArray) moves = tess_record_get_note_moves (record);

  for (guint i = 0; i < moves->len; i++)
    {
      guint move = g_array_index (moves, guint, i);

      tess_record_set_note (copy, move, tess_record_get_note (record, move));
      tess_record_set_drawing (copy, move, tess_record_get_drawing (record, move));
    }
}
