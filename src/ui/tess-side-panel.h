/* tess-side-panel.h: the players, their scores and the tiles left
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-game.h"
#include "tess-history-panel.h"

G_BEGIN_DECLS

#define TESS_TYPE_SIDE_PANEL (tess_side_panel_get_type ())

G_DECLARE_FINAL_TYPE (TessSidePanel, tess_side_panel, TESS, SIDE_PANEL, GtkBox)

TessGame         *tess_side_panel_get_game          (TessSidePanel *self);
void              tess_side_panel_set_game          (TessSidePanel *self,
                                                     TessGame      *game);
void              tess_side_panel_set_thinking      (TessSidePanel *self,
                                                     int            player);
TessHistoryPanel *tess_side_panel_get_history_panel (TessSidePanel *self);

G_END_DECLS
