/* tess-window-handout.h: the replay's "Print Handout…"
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-window.h"

G_BEGIN_DECLS

void  _tess_window_class_handout_init   (GtkWidgetClass *widget_class);
/* Writes the game's handout to @file in a worker thread; a toast says
 * when it is written, a dialog why not. */
void  _tess_window_print_handout_to     (TessWindow     *self,
                                         GFile          *file);
/* Handouts still being written. */
guint _tess_window_get_handouts_pending (TessWindow     *self);

G_END_DECLS
