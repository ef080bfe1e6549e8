/* tess-player-row.h: a player in the side panel
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-game.h"

G_BEGIN_DECLS

#define TESS_TYPE_PLAYER_ROW (tess_player_row_get_type ())

G_DECLARE_FINAL_TYPE (TessPlayerRow, tess_player_row, TESS, PLAYER_ROW, GtkListBoxRow)

GtkWidget *tess_player_row_new    (TessGame      *game,
                                   guint          player);
void       tess_player_row_update (TessPlayerRow *self);
void       tess_player_row_set_thinking (TessPlayerRow *self,
                                         gboolean       thinking);
gboolean   tess_player_row_get_thinking (TessPlayerRow *self);

G_END_DECLS
