/* tess-window-present.h: presenting a replay to a class
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-window.h"

G_BEGIN_DECLS

void     _tess_window_class_present_init (GtkWidgetClass *widget_class);
/* On only in a replay; off also restores the side panel and the window. */
void     _tess_window_set_presenting     (TessWindow     *self,
                                          gboolean        presenting);
gboolean _tess_window_get_presenting     (TessWindow     *self);

G_END_DECLS
