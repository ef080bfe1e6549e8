/* tess-render-print-shop.c: sheets of tiles for a print shop
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each tile at its true size with a bleed round it (the picture carried
 * on past the cut, so that a cut a little off shows no white edge), crop
 * marks in the gaps between tiles, the tile's name under it, and, on
 * request, a page of backs after each page of fronts, mirrored so that
 * each back lands behind its front when the sheet is printed on both
 * sides (turned on its long edge). The document itself (the PDF, the
 * sheet to cut at home) is tess-render-sheet-doc.c's.
 */

#define G_LOG_DOMAIN "tess-render"

#include "config.h"

#include <math.h>
#include <string.h>


#include "tess-engine.h"
#include "tess-render-print.h"
#include "tess-render-sheet-doc.h"

#define MM            (72.0 / 25.4)
#define PAGE_W        (210.0 * MM)
#define PAGE_H        (297.0 * MM)
#define MARGIN        (10.0 * MM)
#define GAP           (7.0 * MM)    /* between two tiles' bleeds: marks and names */
#define MARK          (3.0 * MM)
#define MARK_OFFSET   (1.0 * MM)    /* from the bleed's edge */

/* cairo's own text, centred under the tile (see the credits page). */
static void
draw_text (cairo_t    *cr,
           const char *name,
           double      font_size,
           double      x,
           double      y,
           double      width)
{
  cairo_text_extents_t ext;

  cairo_save (cr);
  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, font_size);
  cairo_text_extents (cr, name, &ext);
  cairo_move_to (cr, x + MAX ((width - ext.x_advance) / 2, 0), y + font_size);
  cairo_show_text (cr, name);
  cairo_restore (cr);
}

static void
draw_name (cairo_t    *cr,
           const char *name,
           double      x,
           double      y,
           double      width)
{
  draw_text (cr, name, 6, x, y, width);
}

/* Crop marks at the corners of the cut square (x, y, size), outside a
 * bleed of @bleed. */
static void
draw_marks (cairo_t *cr,
            double   x,
            double   y,
            double   size,
            double   bleed)
{
  double out = bleed + MARK_OFFSET;

  for (int corner = 0; corner < 4; corner++)
    {
      double cx = x + (corner & 1 ? size : 0);
      double cy = y + (corner & 2 ? size : 0);
      double sx = corner & 1 ? 1 : -1;
      double sy = corner & 2 ? 1 : -1;

      cairo_move_to (cr, cx + sx * out, cy);
      cairo_rel_line_to (cr, sx * MARK, 0);
      cairo_move_to (cr, cx, cy + sy * out);
      cairo_rel_line_to (cr, 0, sy * MARK);
    }
}

/* One part of a tile's bleed: the tile's picture mirrored across its
 * left or right side (@i −1 or 1) and its top or bottom (@j), clipped to
 * that part and a hair into the tile, so that no gap shows where two
 * parts meet. */
static void
draw_mirrored (cairo_t           *cr,
               const TessTileDef *tile,
               TessRenderArt     *art,
               double             x,
               double             y,
               double             size,
               double             bleed,
               int                i,
               int                j)
{
  double hair = size / 100;
  double left = i < 0 ? x - bleed : i == 0 ? x : x + size - hair;
  double top = j < 0 ? y - bleed : j == 0 ? y : y + size - hair;

  cairo_save (cr);
  cairo_rectangle (cr, left, top, i == 0 ? size : bleed + hair, j == 0 ? size : bleed + hair);
  cairo_clip (cr);
  if (i != 0)
    {
      cairo_translate (cr, 2 * (i < 0 ? x : x + size), 0);
      cairo_scale (cr, -1, 1);
    }
  if (j != 0)
    {
      cairo_translate (cr, 0, 2 * (j < 0 ? y : y + size));
      cairo_scale (cr, 1, -1);
    }
  tess_render_tile_art (cr, tile, art, 0, x, y, size);
  cairo_restore (cr);
}

/* One tile with its bleed: its picture mirrored across each side and
 * corner into the bleed, then the tile at its true size over them. A cut
 * a little off the line shows the picture going on as it was at the
 * edge: a road as wide and where it was. Corners first, then sides, each
 * over the hair of the one before. */
void
tess_render_tile_bled (cairo_t           *cr,
                       const TessTileDef *tile,
                       TessRenderArt     *art,
                       double             x,
                       double             y,
                       double             size,
                       double             bleed)
{
  if (bleed > 0)
    {
      for (int i = -1; i <= 1; i += 2)
        for (int j = -1; j <= 1; j += 2)
          draw_mirrored (cr, tile, art, x, y, size, bleed, i, j);
      for (int k = -1; k <= 1; k += 2)
        {
          draw_mirrored (cr, tile, art, x, y, size, bleed, k, 0);
          draw_mirrored (cr, tile, art, x, y, size, bleed, 0, k);
        }
    }
  tess_render_tile_art (cr, tile, art, 0, x, y, size);
}

void
tess_render_sheet_back (cairo_t    *cr,
                        const char *title,
                        gboolean    start,
                        double      x,
                        double      y,
                        double      size,
                        double      bleed)
{
  /* The start tile's back is light where the others' are dark, as the
   * board game's is: it is found in the box without turning tiles over. */
  double dark[3] = { 0.36, 0.27, 0.18 };
  double light[3] = { 0.85, 0.75, 0.55 };
  const double *ground = start ? light : dark;
  const double *ink = start ? dark : light;

  cairo_save (cr);
  cairo_rectangle (cr, x - bleed, y - bleed, size + 2 * bleed, size + 2 * bleed);
  cairo_set_source_rgb (cr, ground[0], ground[1], ground[2]);
  cairo_fill (cr);
  cairo_rectangle (cr, x + size * 0.08, y + size * 0.08, size * 0.84, size * 0.84);
  cairo_set_source_rgb (cr, ink[0], ink[1], ink[2]);
  cairo_set_line_width (cr, size * 0.015);
  cairo_stroke (cr);
  if (title != NULL)
    draw_text (cr, title, size * 0.09, x + size * 0.1, y + size * 0.45, size * 0.8);
  cairo_restore (cr);
}

/* A star in the tile's top right corner, white with a dark outline, to
 * be seen on any picture. */
void
tess_render_sheet_start_mark (cairo_t *cr,
                              double   x,
                              double   y,
                              double   size)
{
  double r = size * 0.07;
  double cx = x + size - r * 1.5, cy = y + r * 1.5;

  cairo_save (cr);
  cairo_new_path (cr);
  for (int k = 0; k < 10; k++)
    {
      double a = -G_PI / 2 + k * G_PI / 5;
      double d = k % 2 == 0 ? r : r * 0.45;

      cairo_line_to (cr, cx + d * cos (a), cy + d * sin (a));
    }
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.15, 0.15, 0.15);
  cairo_set_line_width (cr, MAX (size / 200, 0.3));
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* Returns the pages drawn, or -1 when a tile does not fit on a page. */
int
tess_render_sheet_shop_pages (cairo_t                  *cr,
                              const TessTileDef *const *tiles,
                              int                       n_tiles,
                              const TessSheetArt       *art,
                              const char               *title,
                              const TessSheetOptions   *options)
{
  double size = options->size_mm * MM, bleed = MAX (options->bleed_mm, 0) * MM;
  double pitch = size + 2 * bleed + GAP;
  int columns = (int) ((PAGE_W - 2 * MARGIN + GAP) / pitch);
  int rows = (int) ((PAGE_H - 2 * MARGIN + GAP) / pitch);
  int per_page, fronts, pages = 0;
  double x0, y0;

  if (columns < 1 || rows < 1 || size <= 0)
    return -1;
  per_page = columns * rows;
  fronts = MAX ((n_tiles + per_page - 1) / per_page, 1);
  x0 = (PAGE_W - (columns * pitch - GAP)) / 2 + bleed;
  y0 = (PAGE_H - (rows * pitch - GAP)) / 2 + bleed;

  for (int p = 0; p < fronts; p++)
    {
      int first = p * per_page;
      int n = MAX (MIN (per_page, n_tiles - first), 0);

      for (int i = 0; i < n; i++)
        {
          const TessTileDef *tile = tiles[first + i];
          double x = x0 + (i % columns) * pitch;
          double y = y0 + (i / columns) * pitch;
          char name[TESS_ID_LEN + 1];

          tess_render_tile_bled (cr, tile, art != NULL && art->art != NULL ? art->art[first + i] : NULL,
                                 x, y, size, bleed);
          if (first + i == options->start)
            tess_render_sheet_start_mark (cr, x, y, size);
          cairo_set_source_rgb (cr, 0, 0, 0);
          cairo_set_line_width (cr, 0.3);
          draw_marks (cr, x, y, size, bleed);
          cairo_stroke (cr);
          if (!options->names)
            continue;
          memcpy (name, tile->id, TESS_ID_LEN);
          name[TESS_ID_LEN] = '\0';
          draw_name (cr, name, x, y + size + bleed + MARK_OFFSET + MARK, size);
        }
      cairo_show_page (cr);
      pages++;
      if (!options->backs)
        continue;
      /* Mirrored left to right: each back behind its front. */
      for (int i = 0; i < n; i++)
        {
          double x = x0 + (columns - 1 - i % columns) * pitch;
          double y = y0 + (i / columns) * pitch;

          tess_render_sheet_back (cr, title, first + i == options->start, x, y, size, bleed);
          cairo_set_source_rgb (cr, 0, 0, 0);
          cairo_set_line_width (cr, 0.3);
          draw_marks (cr, x, y, size, bleed);
          cairo_stroke (cr);
        }
      cairo_show_page (cr);
      pages++;
    }
  if (art != NULL && art->credits != NULL && art->credits[0] != NULL)
    {
      TessSheetLayout layout = { PAGE_W, PAGE_H, size, MARGIN, 0, 0 };

      tess_render_sheet_credits_page (cr, &layout, art);
      cairo_show_page (cr);
      pages++;
    }
  return pages;
}

cairo_status_t
tess_render_sheet_pdf_shop (const char               *filename,
                            const TessTileDef *const *tiles,
                            int                       n_tiles,
                            const TessSheetArt       *art,
                            const char               *title,
                            double                    size_mm,
                            double                    bleed_mm,
                            gboolean                  backs,
                            int                      *n_pages)
{
  TessSheetOptions options = { size_mm, MAX (bleed_mm, 0), backs, TRUE, -1 };

  if (n_pages != NULL)
    *n_pages = 0;
  if (bleed_mm < 0)
    return CAIRO_STATUS_INVALID_SIZE;
  return tess_render_sheet_write_file (filename, tiles, n_tiles, art, title, NULL, NULL,
                                       &options, n_pages);
}
