/* tess-window-handout.h: the replay's "Print Handout…"
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-handout.h"
#include "tess-window.h"

G_BEGIN_DECLS

void  _tess_window_class_handout_init   (GtkWidgetClass *widget_class);
/* Writes the game's handout to @file in a worker thread; a toast says
 * when it is written, a dialog why not. */
void  _tess_window_print_handout_to     (TessWindow     *self,
                                         GFile          *file);
/* The same, with the moves and paper chosen. */
void  _tess_window_print_handout_with   (TessWindow       *self,
                                         GFile            *file,
                                         TessHandoutMoves  moves,
                                         TessHandoutPaper  paper);
/* The paper offered for GTK's paper size @paper_size_name
 * (gtk_paper_size_get_default()): Letter for North America's, else A4. */
TessHandoutPaper _tess_window_handout_paper_for (const char *paper_size_name);
/* The dialog's choices: the moves, and the paper (the locale's first). */
void  _tess_window_handout_add_choices  (GtkFileChooser *chooser);
/* Handouts still being written. */
guint _tess_window_get_handouts_pending (TessWindow     *self);

G_END_DECLS
