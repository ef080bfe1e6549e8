/* tess-cli-art.h: the tiles' own artwork, for the commands that draw
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-record.h"
#include "tess-render-art.h"
#include "tess-tile-art.h"

G_BEGIN_DECLS

/* At start: every tile art read is decoded (and checked) by the renderer. */
void           tess_cli_art_init      (void);
/* What the renderer draws of @art (transfer none), or %NULL. */
TessRenderArt *tess_cli_art_decoded   (TessTileArt      *art);
/* Gives @cache the art of the tile types of @record's game. */
void           tess_cli_art_set_cache (TessRenderCache  *cache,
                                       const TessRecord *record);

G_END_DECLS
