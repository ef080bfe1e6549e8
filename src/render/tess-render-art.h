/* tess-render-art.h: drawing a tile's own artwork (PNG or SVG)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A tile set may give a tile its own picture (DESIGN.md §4 `art`): drawn
 * in place of the generated one, cropped to a square of it (the middle
 * one unless the art says which), turned with the tile. A PNG is decoded
 * once with cairo, and only the square shown is kept (at most
 * TESS_RENDER_ART_MAX_SIDE pixels a side: more than a print needs); an
 * SVG is drawn with librsvg at whatever size is asked, so sheets stay
 * sharp. The board copies art from its cache of drawn tiles like any tile.
 */

#pragma once

#include <cairo.h>
#include <glib.h>

#include "tess-render.h"

G_BEGIN_DECLS

#define TESS_RENDER_ART_MAX_SIDE 1024

/* A decoded image. Immutable and reference counted; may be drawn from any
 * thread. */
typedef struct _TessRenderArt TessRenderArt;

/* Decodes a "image/png" or "image/svg+xml" image, of which the tile
 * shows the square @crop (left, top, side, in the image's pixels; %NULL:
 * the middle square); %NULL with @error (a sentence saying what is wrong)
 * when it cannot be drawn, or %G_IO_ERROR_INVALID_ARGUMENT when the
 * crop goes past it. */
TessRenderArt *tess_render_art_new    (const char    *mime,
                                       GBytes        *data,
                                       const double  *crop,
                                       GError       **error);
TessRenderArt *tess_render_art_ref    (TessRenderArt *art);
void           tess_render_art_unref  (TessRenderArt *art);
/* The image's own size in pixels (an SVG's as it says, else 256). */
void           tess_render_art_get_size (TessRenderArt *art,
                                         double        *width,
                                         double        *height);
/* The same keeping the whole of a PNG (only the crop's square
 * otherwise), to draw it whole (tess_render_art_draw_whole()). */
TessRenderArt *tess_render_art_new_whole (const char  *mime,
                                       GBytes        *data,
                                       const double  *crop,
                                       GError       **error);
/* About how many pixels drawing the art's square at @px device pixels a
 * side costs the first time: a PNG's whole picture decoded, an SVG's
 * groups drawn apart (transparency, filters, masks) over the whole
 * picture at that scale, as capped. For a program to bound its work. */
double         tess_render_art_get_cost (TessRenderArt *art,
                                         double         px);
/* The square the tile shows: left, top, side (three doubles). */
void           tess_render_art_get_crop (TessRenderArt *art,
                                         double        *crop);
/* The whole image, its top left at (x, y), @scale user units a pixel of
 * it (the editor shows it so, to choose the crop); of a PNG, only what
 * the art keeps (all of it for tess_render_art_new_whole()). */
void           tess_render_art_draw_whole (cairo_t     *cr,
                                         TessRenderArt *art,
                                         double         x,
                                         double         y,
                                         double         scale);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TessRenderArt, tess_render_art_unref)

/* The same with core's signature (TessTileArtDecode): give it to
 * tess_tile_art_set_decoder() with tess_render_art_unref. */
gpointer       tess_render_art_decode (const char    *mime,
                                       GBytes        *data,
                                       const double  *crop,
                                       GError       **error);

/* Draws the art's square (its crop) into the square (x, y, size), turned by
 * rot quarter turns clockwise, with the tile's hair-line border. */
void           tess_render_art_draw   (cairo_t       *cr,
                                       TessRenderArt *art,
                                       int            rot,
                                       double         x,
                                       double         y,
                                       double         size);

/* tess_render_tile(), or the art when there is one (%NULL: none). */
void           tess_render_tile_art   (cairo_t           *cr,
                                       const TessTileDef *tile,
                                       TessRenderArt     *art,
                                       int                rot,
                                       double             x,
                                       double             y,
                                       double             size);

/* The art of each tile type of the boards a cache draws (by the type
 * index of the game's definition; %NULL entries: none). Takes references;
 * forgets the tiles drawn so far. n = 0: no art. */
void           tess_render_cache_set_art (TessRenderCache      *cache,
                                          guint                 n,
                                          TessRenderArt *const *art);

/* For leak checkers, when a program is done drawing and no art is left:
 * lets go of the fonts that SVG text loaded (pango's font map, through
 * librsvg), then of cairo's caches. Resetting cairo while a font is
 * alive aborts. */
void           tess_render_art_reset_static_data (void);

G_END_DECLS
