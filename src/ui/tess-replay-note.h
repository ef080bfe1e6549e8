/* tess-replay-note.h: a teacher's note on the replay's card
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-game.h"
#include "tess-history.h"

G_BEGIN_DECLS

/* The note shown on the card, the field it is written in, and the edits
 * made, to undo (a part of the replay view, as its ghost is). */
typedef struct
{
  GtkLabel *label;
  GtkEntry *entry;
  TessGame *game;     /* whose notes the edits below are */
  guint     editing;  /* the move whose note is written, 0 when none */
  GArray   *undo;     /* TessNoteEdit, the last made last */
  GArray   *redo;
} TessReplayNote;

void        tess_replay_note_init    (TessReplayNote  *note,
                                      GtkLabel        *label,
                                      GtkEntry        *entry);
void        tess_replay_note_clear   (TessReplayNote  *note);
/* Shows on the card the note the record of @game holds on the move of
 * @item ("notes", DESIGN.md §4), or hides it when there is none. */
void        tess_replay_note_show    (TessReplayNote  *note,
                                      TessGame        *game,
                                      TessHistoryItem *item);
/* Opens the field to write the note of @move of @game, with its text. */
void        tess_replay_note_edit    (TessReplayNote  *note,
                                      TessGame        *game,
                                      guint            move);
/* Writes what the field holds into the record and closes it; "" deletes
 * the note. Returns the move whose note changed, 0 when none did. */
guint       tess_replay_note_commit  (TessReplayNote  *note);
/* Keeps @drawing (NULL or empty: none) as what was drawn with the note
 * of @move, an edit undone as the text's are. Returns @move, 0 when
 * nothing changed. */
guint       tess_replay_note_set_drawing (TessReplayNote    *note,
                                          TessGame          *game,
                                          guint              move,
                                          const TessDrawing *drawing);
/* Closes the field, the note as it was. */
void        tess_replay_note_cancel  (TessReplayNote  *note);
gboolean    tess_replay_note_can_undo (TessReplayNote *note,
                                       TessGame       *game,
                                       gboolean        undo);
/* Undoes (or redoes) the last edit of a note of @game; returns its
 * move, 0 when there was none. */
guint       tess_replay_note_undo    (TessReplayNote  *note,
                                      TessGame        *game,
                                      gboolean         undo);

G_END_DECLS
