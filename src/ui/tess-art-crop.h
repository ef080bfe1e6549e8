/* tess-art-crop.h: the square of an artwork a tile shows, chosen by hand
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-render-art.h"
#include "tess-vocabulary.h"

G_BEGIN_DECLS

#define TESS_TYPE_ART_CROP (tess_art_crop_get_type ())

G_DECLARE_FINAL_TYPE (TessArtCrop, tess_art_crop, TESS, ART_CROP, GtkWidget)

GtkWidget *tess_art_crop_new      (TessRenderArt     *art,
                                   const TessTileDef *tile);
/* The square chosen: left, top, side, in the picture's pixels. Returns:
 * whether it moved from where it started. */
gboolean   tess_art_crop_get_crop (TessArtCrop       *self,
                                   double            *crop);
/* Puts the square there, kept inside the picture. */
void       tess_art_crop_set_crop (TessArtCrop       *self,
                                   const double      *crop);

G_END_DECLS
