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

/* Shows on @label the note the record of @game holds on the move of
 * @item ("notes", DESIGN.md §4), or hides it when there is none. */
void tess_replay_note_show (GtkLabel        *label,
                            TessGame        *game,
                            TessHistoryItem *item);

G_END_DECLS
