/* tess-history-row.h: one move in the history panel
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-history.h"

G_BEGIN_DECLS

#define TESS_TYPE_HISTORY_ROW (tess_history_row_get_type ())

G_DECLARE_FINAL_TYPE (TessHistoryRow, tess_history_row, TESS, HISTORY_ROW, GtkBox)

GtkWidget       *tess_history_row_new      (void);
/* Shows @item, a move of @history (whose record gives the colours and
 * whose definition the tiles); %NULL clears the row. */
void             tess_history_row_set_item (TessHistoryRow  *self,
                                            TessHistory     *history,
                                            TessHistoryItem *item);
TessHistoryItem *tess_history_row_get_item (TessHistoryRow  *self);

G_END_DECLS
