/* tess-replay-note.c: a teacher's note on the replay's card
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A teacher writes a note on a move in the record (the key "notes"); the
 * replay shows it under the move's explanation, set apart from what the
 * game explains, and a screen reader reads it with the card.
 */

#define G_LOG_DOMAIN "tess-replay-view"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-replay-note.h"

void
tess_replay_note_show (GtkLabel        *label,
                       TessGame        *game,
                       TessHistoryItem *item)
{
  const char *note = NULL;

  if (item != NULL && !tess_history_item_get_is_final (item) && game != NULL)
    note = tess_record_get_note (tess_game_get_record (game), tess_history_item_get_number (item));
  if (note != NULL)
    {
      /* Translators: the teacher's note on a move, on the replay's card */
      g_autofree char *text = g_strdup_printf (_("Note: %s"), note);

      gtk_label_set_label (label, text);
    }
  else
    gtk_label_set_label (label, "");
  gtk_widget_set_visible (GTK_WIDGET (label), note != NULL);
}
