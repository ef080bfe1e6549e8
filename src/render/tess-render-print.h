/* tess-render-print.h: sheets of tiles to print and cut out
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib.h>

#include "tess-vocabulary.h"
#include "tess-render-art.h"

G_BEGIN_DECLS

/**
 * TessSheetLayout:
 * @width: the page's width, in the surface's units (points for PDF)
 * @height: the page's height
 * @tile_size: a tile's side
 * @margin: the space around the grid of tiles, where the cutting marks go
 * @columns: (out): tiles across, set by tess_render_sheet_layout()
 * @rows: (out): tiles down
 *
 * Tiles are laid edge to edge in a grid centred on the page, so that one
 * cut along each line of the grid frees them all; the marks in the margin
 * show where the lines are.
 */
typedef struct
{
  double width;
  double height;
  double tile_size;
  double margin;
  int    columns;
  int    rows;
} TessSheetLayout;

/* Works out columns and rows; FALSE when not one tile fits on the page. */
gboolean tess_render_sheet_layout (TessSheetLayout *layout);

/* Tiles a page holds. */
int      tess_render_sheet_per_page (const TessSheetLayout *layout);

/**
 * tess_render_sheet_page:
 * @cr: a context on a page of @layout's size (white is not painted)
 * @layout: a layout from tess_render_sheet_layout()
 * @tiles: the tiles of this page, one entry per copy
 * @n_tiles: how many (at most tess_render_sheet_per_page())
 * @caption: (nullable): a line above the grid (the set's name, the page)
 *
 * Draws the tiles at rotation 0, row by row, and the cutting marks.
 */
void     tess_render_sheet_page   (cairo_t                  *cr,
                                   const TessSheetLayout    *layout,
                                   const TessTileDef *const *tiles,
                                   int                       n_tiles,
                                   const char               *caption);

typedef char *(*TessSheetCaptionFunc) (int      page,
                                       int      pages,
                                       gpointer data);

/**
 * tess_render_sheet_pdf:
 * @filename: the PDF to write
 * @tiles: every tile to print, one entry per copy
 * @n_tiles: how many
 * @title: (nullable): the set's name, the document's title
 * @caption: (nullable): gives each page's caption (page from 1, pages in
 *   all), a new string
 * @data: for @caption
 * @size_mm: a tile's side in millimetres
 * @n_pages: (out) (optional): the pages written
 *
 * Writes A4 pages of tiles with cutting marks (tess_render_sheet_page()).
 *
 * Returns: %CAIRO_STATUS_SUCCESS, %CAIRO_STATUS_INVALID_SIZE when a tile
 *   does not fit on a page, or cairo's reason for failing to write
 */
cairo_status_t tess_render_sheet_pdf (const char               *filename,
                                      const TessTileDef *const *tiles,
                                      int                       n_tiles,
                                      const char               *title,
                                      TessSheetCaptionFunc      caption,
                                      gpointer                  data,
                                      double                    size_mm,
                                      int                      *n_pages);

/* The tiles' own artwork on a sheet. */
/**
 * TessSheetArt:
 * @art: (nullable): one entry per tile of the sheet (%NULL: the generated
 *   picture)
 * @credits: (nullable): who made the art and its licences, one line each,
 *   %NULL-terminated: printed on a last page of their own
 * @credits_title: the heading of that page
 */
typedef struct
{
  TessRenderArt *const *art;
  const char *const    *credits;
  const char           *credits_title;
} TessSheetArt;

/* tess_render_sheet_page() with the tiles' art (@art: one a tile, or
 * %NULL). */
void     tess_render_sheet_page_art (cairo_t                  *cr,
                                     const TessSheetLayout    *layout,
                                     const TessTileDef *const *tiles,
                                     TessRenderArt *const     *art,
                                     int                       n_tiles,
                                     const char               *caption);

/* tess_render_sheet_pdf() with the tiles' art and, when @art has credits,
 * a last page listing them. */
cairo_status_t tess_render_sheet_pdf_art (const char               *filename,
                                          const TessTileDef *const *tiles,
                                          int                       n_tiles,
                                          const TessSheetArt       *art,
                                          const char               *title,
                                          TessSheetCaptionFunc      caption,
                                          gpointer                  data,
                                          double                    size_mm,
                                          int                      *n_pages);

/* The credits of the art: a heading, then one paragraph a line, within
 * the layout's margins. */
void     tess_render_sheet_credits_page (cairo_t               *cr,
                                         const TessSheetLayout *layout,
                                         const TessSheetArt    *art);

/* A tile at (@x, @y) of side @size, and its picture mirrored across its
 * sides and corners into @bleed round it (for a print shop's cut). */
void     tess_render_tile_bled    (cairo_t                  *cr,
                                   const TessTileDef        *tile,
                                   TessRenderArt            *art,
                                   double                    x,
                                   double                    y,
                                   double                    size,
                                   double                    bleed);

/* For a print shop (tess-render-print-shop.c): A4 pages of tiles of
 * @size_mm with @bleed_mm of bleed round each, crop marks and the tiles'
 * names; with @backs a page of backs (mirrored, for printing on both
 * sides) after each page of fronts; the credits last. */
cairo_status_t tess_render_sheet_pdf_shop (const char               *filename,
                                           const TessTileDef *const *tiles,
                                           int                       n_tiles,
                                           const TessSheetArt       *art,
                                           const char               *title,
                                           double                    size_mm,
                                           double                    bleed_mm,
                                           gboolean                  backs,
                                           int                      *n_pages);

G_END_DECLS
