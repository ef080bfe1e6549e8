/* tess-art-draw.h: the tiles' own artwork, for the widgets that draw tiles
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-game.h"
#include "tess-render-art.h"
#include "tess-render.h"
#include "tess-tile-art.h"

G_BEGIN_DECLS

/* Makes every tile art read from now on decoded by the renderer (once, at
 * start). */
void           tess_art_draw_init           (void);
/* What the renderer draws of @art (transfer none); %NULL for %NULL or for
 * art that cannot be drawn. */
TessRenderArt *tess_art_draw_decoded        (TessTileArt     *art);
/* The art of tile type @type of @game (transfer none), or %NULL. */
TessRenderArt *tess_art_draw_game_art       (TessGame        *game,
                                             int              type);
/* Gives @cache the art of every tile type of @game (none for %NULL). */
void           tess_art_draw_set_cache_game (TessRenderCache *cache,
                                             TessGame        *game);

G_END_DECLS
