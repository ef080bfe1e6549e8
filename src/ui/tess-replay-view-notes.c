/* tess-replay-view-notes.c: writing a teacher's note in the replay
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Ctrl+M (win.replay-note) opens a field under the card to write the
 * note of the move shown (tess-replay-note.c keeps the edits, to undo).
 * While it is open the replay's keys are the field's: Enter keeps the
 * note, Escape leaves it as it was, and a step elsewhere keeps it too.
 */

#define G_LOG_DOMAIN "tess-replay-view"

#include "config.h"

#include "tess-replay-view-private.h"

/* The replay's keys are the field's while a note is written. */
static void
update_keys (TessReplayView *self)
{
  if (self->shortcuts != NULL)
    gtk_event_controller_set_propagation_phase (self->shortcuts,
                                                self->active && self->note.editing == 0 ? GTK_PHASE_CAPTURE
                                                                                        : GTK_PHASE_NONE);
}


/* The note shown follows the record: written here, or undone. */
static void
on_note_changed (TessReplayView *self)
{
  g_autoptr(TessHistoryItem) item = NULL;

  if (!self->active)
    return;
  item = _tess_replay_view_item_at (self, self->position);
  tess_replay_note_show (&self->note, self->game, item);
  _tess_replay_view_schedule_sight (self);
}

static void
on_note_delete (TessReplayView *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->note_entry), "");
  tess_replay_view_commit_note (self);
}

static gboolean
on_note_key (TessReplayView  *self,
             guint            keyval,
             guint            keycode,
             GdkModifierType  state)
{
  if (keyval != GDK_KEY_Escape)
    return FALSE;
  tess_replay_note_cancel (&self->note);
  update_keys (self);
  gtk_widget_grab_focus (GTK_WIDGET (self));
  return TRUE;
}

/* The move shown, when it is one a note can be written on (not the
 * start, not the final scoring). */
static guint
note_move (TessReplayView *self)
{
  return self->active && self->position >= 1 && self->position <= self->n_moves ? self->position : 0;
}

gboolean
tess_replay_view_can_write_note (TessReplayView *self)
{
  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), FALSE);

  return note_move (self) > 0;
}

/**
 * tess_replay_view_write_note:
 *
 * Opens the field under the card to write the note of the move shown
 * (Ctrl+M), with the note it has.
 */
void
tess_replay_view_write_note (TessReplayView *self)
{
  g_return_if_fail (TESS_IS_REPLAY_VIEW (self));

  if (note_move (self) == 0)
    return;
  tess_replay_view_set_playing (self, FALSE);
  tess_replay_note_edit (&self->note, self->game, note_move (self));
  update_keys (self);
  _tess_replay_view_schedule_sight (self);
}

gboolean
tess_replay_view_get_writing_note (TessReplayView *self)
{
  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), FALSE);

  return self->note.editing != 0;
}

/* Keeps what the field holds as the note (Enter), and closes it. */
void
tess_replay_view_commit_note (TessReplayView *self)
{
  gboolean had_focus;
  guint move;

  g_return_if_fail (TESS_IS_REPLAY_VIEW (self));

  if (self->note.editing == 0)
    return;
  had_focus = gtk_widget_has_focus (GTK_WIDGET (self->note_entry)) ||
              gtk_widget_is_ancestor (gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self))),
                                      GTK_WIDGET (self->note_entry));
  move = tess_replay_note_commit (&self->note);
  update_keys (self);
  if (had_focus)
    gtk_widget_grab_focus (GTK_WIDGET (self));
  if (move > 0)
    g_signal_emit (self, _tess_replay_view_signals[TESS_REPLAY_VIEW_SIGNAL_NOTE_WRITTEN], 0, move);
}

gboolean
tess_replay_view_can_undo_note (TessReplayView *self,
                                gboolean        undo)
{
  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), FALSE);

  return self->active && tess_replay_note_can_undo (&self->note, self->game, undo);
}

/**
 * tess_replay_view_undo_note:
 * @undo: %FALSE to redo
 *
 * Undoes the last edit of a note (or redoes the last undone), and shows
 * its move.
 *
 * Returns: the move whose note changed, 0 when none
 */
guint
tess_replay_view_undo_note (TessReplayView *self,
                            gboolean        undo)
{
  guint move;

  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), 0);

  if (!self->active)
    return 0;
  tess_replay_view_commit_note (self);
  move = tess_replay_note_undo (&self->note, self->game, undo);
  update_keys (self);
  if (move > 0)
    tess_replay_view_set_position (self, move);
  return move;
}

/* The field's signals and keys, once the template is built. */
void
_tess_replay_view_init_notes (TessReplayView *self)
{
  self->game_signals = g_signal_group_new (TESS_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "note-changed", G_CALLBACK (on_note_changed), self,
                                 G_CONNECT_SWAPPED);
  tess_replay_note_init (&self->note, self->note_label, self->note_entry);
  g_signal_connect_object (self->note_entry, "activate", G_CALLBACK (tess_replay_view_commit_note), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->note_entry, "icon-release", G_CALLBACK (on_note_delete), self,
                           G_CONNECT_SWAPPED);
  {
    GtkEventController *keys = gtk_event_controller_key_new ();
    GtkEventController *focus = gtk_event_controller_focus_new ();

    g_signal_connect_object (keys, "key-pressed", G_CALLBACK (on_note_key), self, G_CONNECT_SWAPPED);
    gtk_widget_add_controller (GTK_WIDGET (self->note_entry), keys);
    /* A note is never lost to a click elsewhere. */
    g_signal_connect_object (focus, "leave", G_CALLBACK (tess_replay_view_commit_note), self,
                             G_CONNECT_SWAPPED);
    gtk_widget_add_controller (GTK_WIDGET (self->note_entry), focus);
  }

}
