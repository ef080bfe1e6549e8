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
 * sides (turned on its long edge).
 */

#define G_LOG_DOMAIN "tess-render"

#include "config.h"

#include <string.h>

#include <cairo-pdf.h>

#include "tess-engine.h"
#include "tess-render-print.h"

#define MM            (72.0 / 25.4)
#define PAGE_W        (210.0 * MM)
#define PAGE_H        (297.0 * MM)
#define MARGIN        (10.0 * MM)
#define GAP           (7.0 * MM)    /* between two tiles' bleeds: marks and names */
#define MARK          (3.0 * MM)
#define MARK_OFFSET   (1.0 * MM)    /* from the bleed's edge */

/* cairo's own text, centred under the tile (see the credits page). */
static void
draw_name (cairo_t    *cr,
           const char *name,
           double      x,
           double      y,
           double      width)
{
  cairo_text_extents_t ext;

  cairo_save (cr);
  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 6);
  cairo_text_extents (cr, name, &ext);
  cairo_move_to (cr, x + MAX ((width - ext.x_advance) / 2, 0), y + 6);
  cairo_show_text (cr, name);
  cairo_restore (cr);
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

/* One tile with its bleed: the picture scaled to fill the bleed square,
 * then the tile itself at its true size over it. */
static void
draw_tile (cairo_t           *cr,
           const TessTileDef *tile,
           TessRenderArt     *art,
           double             x,
           double             y,
           double             size,
           double             bleed)
{
  if (bleed > 0)
    {
      cairo_save (cr);
      cairo_rectangle (cr, x - bleed, y - bleed, size + 2 * bleed, size + 2 * bleed);
      cairo_clip (cr);
      tess_render_tile_art (cr, tile, art, 0, x - bleed, y - bleed, size + 2 * bleed);
      cairo_restore (cr);
    }
  tess_render_tile_art (cr, tile, art, 0, x, y, size);
}

static void
draw_back (cairo_t    *cr,
           const char *title,
           double      x,
           double      y,
           double      size,
           double      bleed)
{
  cairo_save (cr);
  cairo_rectangle (cr, x - bleed, y - bleed, size + 2 * bleed, size + 2 * bleed);
  cairo_set_source_rgb (cr, 0.36, 0.27, 0.18);
  cairo_fill (cr);
  cairo_rectangle (cr, x + size * 0.08, y + size * 0.08, size * 0.84, size * 0.84);
  cairo_set_source_rgb (cr, 0.85, 0.75, 0.55);
  cairo_set_line_width (cr, size * 0.015);
  cairo_stroke (cr);
  if (title != NULL)
    {
      cairo_set_source_rgb (cr, 0.85, 0.75, 0.55);
      draw_name (cr, title, x + size * 0.1, y + size * 0.45, size * 0.8);
    }
  cairo_restore (cr);
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
  double size = size_mm * MM, bleed = bleed_mm * MM;
  double pitch = size + 2 * bleed + GAP;
  int columns = (int) ((PAGE_W - 2 * MARGIN + GAP) / pitch);
  int rows = (int) ((PAGE_H - 2 * MARGIN + GAP) / pitch);
  int per_page, fronts, pages = 0;
  double x0, y0;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  g_return_val_if_fail (filename != NULL, CAIRO_STATUS_NULL_POINTER);
  g_return_val_if_fail (n_tiles >= 0, CAIRO_STATUS_INVALID_SIZE);

  if (n_pages != NULL)
    *n_pages = 0;
  if (columns < 1 || rows < 1 || size <= 0 || bleed < 0)
    return CAIRO_STATUS_INVALID_SIZE;
  per_page = columns * rows;
  fronts = MAX ((n_tiles + per_page - 1) / per_page, 1);
  x0 = (PAGE_W - (columns * pitch - GAP)) / 2 + bleed;
  y0 = (PAGE_H - (rows * pitch - GAP)) / 2 + bleed;

  surface = cairo_pdf_surface_create (filename, PAGE_W, PAGE_H);
  if (title != NULL)
    cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Tessera");
  cr = cairo_create (surface);
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

          draw_tile (cr, tile, art != NULL && art->art != NULL ? art->art[first + i] : NULL,
                     x, y, size, bleed);
          cairo_set_source_rgb (cr, 0, 0, 0);
          cairo_set_line_width (cr, 0.3);
          draw_marks (cr, x, y, size, bleed);
          cairo_stroke (cr);
          memcpy (name, tile->id, TESS_ID_LEN);
          name[TESS_ID_LEN] = '\0';
          draw_name (cr, name, x, y + size + bleed + MARK_OFFSET + MARK, size);
        }
      cairo_show_page (cr);
      pages++;
      if (!backs)
        continue;
      /* Mirrored left to right: each back behind its front. */
      for (int i = 0; i < n; i++)
        {
          double x = x0 + (columns - 1 - i % columns) * pitch;
          double y = y0 + (i / columns) * pitch;

          draw_back (cr, title, x, y, size, bleed);
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
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (n_pages != NULL && status == CAIRO_STATUS_SUCCESS)
    *n_pages = pages;
  return status;
}
