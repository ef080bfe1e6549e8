/* tess-render-sheet-doc.h: a whole printed sheet, with its options
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib.h>

#include "tess-render-print.h"

G_BEGIN_DECLS

/**
 * TessSheetOptions:
 * @size_mm: a tile's side in millimetres
 * @bleed_mm: below 0, a sheet to cut at home (tiles edge to edge, cutting
 *   marks in the margin); 0 or more, a sheet for a print shop: each tile
 *   with that much bleed, apart from the others, with crop marks
 * @backs: a page of backs after each page of fronts, mirrored, to print
 *   on both sides
 * @names: each tile's id printed with it (on the tile at home, under it
 *   for a print shop)
 * @start: the index in the tiles of the start tile's copy, marked with a
 *   star (and, with @backs, a back of its own); -1 for none
 *
 * What the editor's Print Sheet dialog and `tessera-cli sheet` ask.
 */
typedef struct
{
  double   size_mm;
  double   bleed_mm;
  gboolean backs;
  gboolean names;
  int      start;
} TessSheetOptions;

#define TESS_SHEET_OPTIONS_INIT { 45.0, -1.0, FALSE, FALSE, -1 }

/**
 * tess_render_sheet_write:
 * @write: where the PDF's bytes go
 * @closure: for @write
 * @tiles: every tile to print, one entry per copy
 * @n_tiles: how many
 * @art: (nullable): the tiles' art and its credits (a last page)
 * @title: (nullable): the set's name: the document's title, on the backs
 * @caption: (nullable): gives a page's caption (a sheet to cut at home)
 * @data: for @caption
 * @options: what to print
 * @n_pages: (out) (optional): the pages written
 *
 * Writes the A4 pages of a sheet of tiles as @options ask.
 *
 * Returns: %CAIRO_STATUS_SUCCESS, %CAIRO_STATUS_INVALID_SIZE when a tile
 *   does not fit on a page, or cairo's reason for failing
 */
cairo_status_t tess_render_sheet_write      (cairo_write_func_t        write,
                                             void                     *closure,
                                             const TessTileDef *const *tiles,
                                             int                       n_tiles,
                                             const TessSheetArt       *art,
                                             const char               *title,
                                             TessSheetCaptionFunc      caption,
                                             gpointer                  data,
                                             const TessSheetOptions   *options,
                                             int                      *n_pages);

/* The same into the file @filename. */
cairo_status_t tess_render_sheet_write_file (const char               *filename,
                                             const TessTileDef *const *tiles,
                                             int                       n_tiles,
                                             const TessSheetArt       *art,
                                             const char               *title,
                                             TessSheetCaptionFunc      caption,
                                             gpointer                  data,
                                             const TessSheetOptions   *options,
                                             int                      *n_pages);

/* The same into memory: the PDF's bytes, or %NULL with @status set. */
GBytes        *tess_render_sheet_bytes      (const TessTileDef *const *tiles,
                                             int                       n_tiles,
                                             const TessSheetArt       *art,
                                             const char               *title,
                                             TessSheetCaptionFunc      caption,
                                             gpointer                  data,
                                             const TessSheetOptions   *options,
                                             int                      *n_pages,
                                             cairo_status_t           *status);

/* For the renderer's files: the pages of a sheet for a print shop
 * (tess-render-print-shop.c), and the back of a tile. */
int            tess_render_sheet_shop_pages (cairo_t                  *cr,
                                             const TessTileDef *const *tiles,
                                             int                       n_tiles,
                                             const TessSheetArt       *art,
                                             const char               *title,
                                             const TessSheetOptions   *options);
void           tess_render_sheet_back       (cairo_t                  *cr,
                                             const char               *title,
                                             gboolean                  start,
                                             double                    x,
                                             double                    y,
                                             double                    size,
                                             double                    bleed);
void           tess_render_sheet_start_mark (cairo_t                  *cr,
                                             double                    x,
                                             double                    y,
                                             double                    size);

G_END_DECLS
