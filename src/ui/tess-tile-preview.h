/* tess-tile-preview.h: one tile, drawn by the renderer
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-game.h"

G_BEGIN_DECLS

#define TESS_TYPE_TILE_PREVIEW (tess_tile_preview_get_type ())

G_DECLARE_FINAL_TYPE (TessTilePreview, tess_tile_preview, TESS, TILE_PREVIEW, GtkWidget)

GtkWidget *tess_tile_preview_new          (TessGame        *game,
                                           int              type,
                                           int              size);
void       tess_tile_preview_set_tile     (TessTilePreview *self,
                                           TessGame        *game,
                                           int              type);
int        tess_tile_preview_get_tile     (TessTilePreview *self);
void       tess_tile_preview_set_rotation (TessTilePreview *self,
                                           int              rotation);
void       tess_tile_preview_set_size     (TessTilePreview *self,
                                           int              size);

G_END_DECLS
