/* tess-replay-note.c: a teacher's note on the replay's card
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A teacher writes a note on a move in the record (the key "notes"); the
 * replay shows it under the move's explanation, set apart from what the
 * game explains, and a screen reader reads it with the card. Ctrl+M opens
 * a field under it to write, change or delete it (an empty note is none);
 * each edit can be undone, the game's moves untouched.
 */

#define G_LOG_DOMAIN "tess-replay-view"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-replay-note.h"

/* An edit of a note's text, or of what was drawn with it. */
typedef struct
{
  guint        move;
  gboolean     drawn;           /* the drawing changed, not the text */
  char        *before;          /* nullable: no note */
  char        *after;
  TessDrawing *drawing_before;  /* nullable: none */
  TessDrawing *drawing_after;
} TessNoteEdit;

static void
note_edit_clear (gpointer data)
{
  TessNoteEdit *edit = data;

  g_clear_pointer (&edit->before, g_free);
  g_clear_pointer (&edit->after, g_free);
  g_clear_pointer (&edit->drawing_before, tess_drawing_unref);
  g_clear_pointer (&edit->drawing_after, tess_drawing_unref);
}

static TessDrawing *
drawing_copy (const TessDrawing *drawing)
{
  return drawing != NULL ? tess_drawing_copy (drawing) : NULL;
}

static GArray *
new_edits (void)
{
  GArray *edits = g_array_new (FALSE, FALSE, sizeof (TessNoteEdit));

  g_array_set_clear_func (edits, note_edit_clear);
  return edits;
}

void
tess_replay_note_init (TessReplayNote *note,
                       GtkLabel       *label,
                       GtkEntry       *entry)
{
  note->label = label;
  note->entry = entry;
  note->game = NULL;
  note->editing = 0;
  note->undo = new_edits ();
  note->redo = new_edits ();
}

void
tess_replay_note_clear (TessReplayNote *note)
{
  g_clear_object (&note->game);
  g_clear_pointer (&note->undo, g_array_unref);
  g_clear_pointer (&note->redo, g_array_unref);
}

void
tess_replay_note_show (TessReplayNote  *note,
                       TessGame        *game,
                       TessHistoryItem *item)
{
  const char *text = NULL;

  if (item != NULL && !tess_history_item_get_is_final (item) && game != NULL)
    text = tess_game_get_note (game, tess_history_item_get_number (item));
  if (text != NULL)
    {
      /* Translators: the teacher's note on a move, on the replay's card */
      g_autofree char *shown = g_strdup_printf (_("Note: %s"), text);

      gtk_label_set_label (note->label, shown);
    }
  else
    gtk_label_set_label (note->label, "");
  /* The field shows the note while it is written. */
  gtk_widget_set_visible (GTK_WIDGET (note->label), text != NULL && note->editing == 0);
}

/* The edits are those of one game: another game's are dropped. */
static void
follow_game (TessReplayNote *note,
             TessGame       *game)
{
  if (note->game == game)
    return;
  g_set_object (&note->game, game);
  g_array_set_size (note->undo, 0);
  g_array_set_size (note->redo, 0);
}

void
tess_replay_note_edit (TessReplayNote *note,
                       TessGame       *game,
                       guint           move)
{
  const char *text;
  g_autofree char *name = NULL;

  g_return_if_fail (TESS_IS_GAME (game));
  g_return_if_fail (move >= 1);

  follow_game (note, game);
  text = tess_game_get_note (game, move);
  note->editing = move;
  gtk_editable_set_text (GTK_EDITABLE (note->entry), text != NULL ? text : "");
  gtk_editable_set_position (GTK_EDITABLE (note->entry), -1);
  /* Translators: the name of the field a teacher writes a note in, for
   * screen readers; %u is the move's number. */
  name = g_strdup_printf (_("Note on move %u"), move);
  gtk_accessible_update_property (GTK_ACCESSIBLE (note->entry), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_widget_set_visible (GTK_WIDGET (note->label), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (note->entry), TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (note->entry));
}

static void
close_field (TessReplayNote *note)
{
  note->editing = 0;
  gtk_widget_set_visible (GTK_WIDGET (note->entry), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (note->label), *gtk_label_get_label (note->label) != '\0');
}

void
tess_replay_note_cancel (TessReplayNote *note)
{
  if (note->editing == 0)
    return;
  close_field (note);
}

guint
tess_replay_note_commit (TessReplayNote *note)
{
  guint move = note->editing;
  g_autofree char *before = NULL;
  TessNoteEdit edit;

  if (move == 0 || note->game == NULL)
    return 0;
  close_field (note);
  before = g_strdup (tess_game_get_note (note->game, move));
  if (!tess_game_set_note (note->game, move, gtk_editable_get_text (GTK_EDITABLE (note->entry))))
    return 0;
  edit = (TessNoteEdit) { .move = move };
  edit.before = g_steal_pointer (&before);
  edit.after = g_strdup (tess_game_get_note (note->game, move));
  g_array_append_val (note->undo, edit);
  g_array_set_size (note->redo, 0);
  return move;
}

guint
tess_replay_note_set_drawing (TessReplayNote    *note,
                              TessGame          *game,
                              guint              move,
                              const TessDrawing *drawing)
{
  g_autoptr(TessDrawing) before = NULL;
  TessNoteEdit edit;

  g_return_val_if_fail (TESS_IS_GAME (game), 0);

  follow_game (note, game);
  before = drawing_copy (tess_game_get_drawing (game, move));
  if (!tess_game_set_drawing (game, move, drawing))
    return 0;
  edit = (TessNoteEdit) { .move = move, .drawn = TRUE };
  edit.drawing_before = g_steal_pointer (&before);
  edit.drawing_after = drawing_copy (tess_game_get_drawing (game, move));
  g_array_append_val (note->undo, edit);
  g_array_set_size (note->redo, 0);
  return move;
}

gboolean
tess_replay_note_can_undo (TessReplayNote *note,
                           TessGame       *game,
                           gboolean        undo)
{
  return game != NULL && note->game == game && (undo ? note->undo : note->redo)->len > 0;
}

guint
tess_replay_note_undo (TessReplayNote *note,
                       TessGame       *game,
                       gboolean        undo)
{
  GArray *from = undo ? note->undo : note->redo;
  GArray *to = undo ? note->redo : note->undo;
  TessNoteEdit edit;

  if (!tess_replay_note_can_undo (note, game, undo))
    return 0;
  tess_replay_note_cancel (note);
  /* Moved, not copied: the texts go with it to the other list. */
  edit = g_array_index (from, TessNoteEdit, from->len - 1);
  g_array_index (from, TessNoteEdit, from->len - 1) = (TessNoteEdit) { 0 };
  g_array_set_size (from, from->len - 1);
  if (edit.drawn)
    tess_game_set_drawing (game, edit.move, undo ? edit.drawing_before : edit.drawing_after);
  else
    tess_game_set_note (game, edit.move, undo ? edit.before : edit.after);
  g_array_append_val (to, edit);
  return edit.move;
}
