/* tess-history-panel.h: every move of the game, explained, in the side panel
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-history.h"

G_BEGIN_DECLS

#define TESS_TYPE_HISTORY_PANEL (tess_history_panel_get_type ())

G_DECLARE_FINAL_TYPE (TessHistoryPanel, tess_history_panel, TESS, HISTORY_PANEL, GtkWidget)

GtkWidget   *tess_history_panel_new          (void);
TessHistory *tess_history_panel_get_history  (TessHistoryPanel *self);
void         tess_history_panel_set_history  (TessHistoryPanel *self,
                                              TessHistory      *history);
/* The selected item (a move, or the final scoring), or
 * GTK_INVALID_LIST_POSITION. Selecting from code emits nothing. */
guint        tess_history_panel_get_selected (TessHistoryPanel *self);
void         tess_history_panel_set_selected (TessHistoryPanel *self,
                                              guint             position);
GtkListView *tess_history_panel_get_list_view (TessHistoryPanel *self);

void              tess_history_panel_show_start   (TessHistoryPanel *self);

G_END_DECLS
