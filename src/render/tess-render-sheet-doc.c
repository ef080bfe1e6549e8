/* tess-render-sheet-doc.c: a whole printed sheet, with its options
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One document for the editor's Print Sheet and `tessera-cli sheet`: A4
 * pages of tiles to cut at home (tess_render_sheet_page_art()) or for a
 * print shop (tess-render-print-shop.c), with the tiles' names, the start
 * tile marked, backs and the art's credits as asked. Written to a cairo
 * stream, so that the editor hands the bytes to core's atomic writer.
 */

#define G_LOG_DOMAIN "tess-render"

#include "config.h"

#include <string.h>

#include <cairo-pdf.h>

#include "tess-engine.h"
#include "tess-render-sheet-doc.h"

#define MM_TO_PT     (72.0 / 25.4)
#define A4_WIDTH_MM  210.0
#define A4_HEIGHT_MM 297.0
#define MARGIN_MM    12.0

/* The tile's id in its bottom left corner, on a white label: the tiles
 * touch, so there is no room outside them. */
static void
draw_name_on_tile (cairo_t           *cr,
                   const TessTileDef *tile,
                   double             x,
                   double             y,
                   double             size)
{
  char name[TESS_ID_LEN + 1];
  cairo_text_extents_t ext;
  double font = MAX (size * 0.075, 5), pad = font * 0.3;

  memcpy (name, tile->id, TESS_ID_LEN);
  name[TESS_ID_LEN] = '\0';
  cairo_save (cr);
  /* A long id is made smaller to fit, and never reaches the next tile. */
  cairo_rectangle (cr, x, y, size, size);
  cairo_clip (cr);
  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, font);
  cairo_text_extents (cr, name, &ext);
  if (ext.x_advance > size - 4 * pad)
    {
      font = MAX (font * (size - 4 * pad) / ext.x_advance, 3);
      cairo_set_font_size (cr, font);
      cairo_text_extents (cr, name, &ext);
    }
  cairo_rectangle (cr, x + pad, y + size - pad - font * 1.2, ext.x_advance + 2 * pad, font * 1.2);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_move_to (cr, x + 2 * pad, y + size - pad - font * 0.3);
  cairo_show_text (cr, name);
  cairo_restore (cr);
}

/* A sheet to cut at home: -1 when a tile does not fit on a page. */
static int
home_pages (cairo_t                  *cr,
            const TessTileDef *const *tiles,
            int                       n_tiles,
            const TessSheetArt       *art,
            const char               *title,
            TessSheetCaptionFunc      caption_func,
            gpointer                  data,
            const TessSheetOptions   *options)
{
  gboolean credits = art != NULL && art->credits != NULL && art->credits[0] != NULL;
  TessSheetLayout layout = {
    A4_WIDTH_MM * MM_TO_PT, A4_HEIGHT_MM * MM_TO_PT, options->size_mm * MM_TO_PT,
    MARGIN_MM * MM_TO_PT, 0, 0
  };
  int per_page, fronts, pages, page = 0;

  if (!tess_render_sheet_layout (&layout))
    return -1;
  per_page = tess_render_sheet_per_page (&layout);
  fronts = MAX ((n_tiles + per_page - 1) / per_page, 1);
  pages = fronts * (options->backs ? 2 : 1) + (credits ? 1 : 0);

  for (int p = 0; p < fronts; p++)
    {
      int first = p * per_page;
      int n = MAX (MIN (per_page, n_tiles - first), 0);
      int columns = MIN (layout.columns, MAX (n, 1));
      int rows = (n + layout.columns - 1) / layout.columns;
      double size = layout.tile_size;
      /* As tess_render_sheet_page_art() lays them. */
      double x0 = (layout.width - columns * size) / 2;
      double y0 = (layout.height - rows * size) / 2;
      g_autofree char *caption = NULL;

      if (caption_func != NULL)
        caption = caption_func (++page, pages, data);
      tess_render_sheet_page_art (cr, &layout, tiles + first,
                                  art != NULL && art->art != NULL ? art->art + first : NULL,
                                  n, caption);
      for (int i = 0; i < n; i++)
        {
          double x = x0 + (i % layout.columns) * size, y = y0 + (i / layout.columns) * size;

          if (options->names)
            draw_name_on_tile (cr, tiles[first + i], x, y, size);
          if (first + i == options->start)
            tess_render_sheet_start_mark (cr, x, y, size);
        }
      cairo_show_page (cr);
      if (!options->backs)
        continue;
      /* Mirrored left to right, with no caption: it would show through. */
      page++;
      for (int i = 0; i < n; i++)
        tess_render_sheet_back (cr, title, first + i == options->start,
                                x0 + (columns - 1 - i % layout.columns) * size,
                                y0 + (i / layout.columns) * size, size, 0);
      cairo_show_page (cr);
    }
  if (credits)
    {
      tess_render_sheet_credits_page (cr, &layout, art);
      cairo_show_page (cr);
    }
  return pages;
}

static cairo_status_t
write_surface (cairo_surface_t          *surface,
               const TessTileDef *const *tiles,
               int                       n_tiles,
               const TessSheetArt       *art,
               const char               *title,
               TessSheetCaptionFunc      caption,
               gpointer                  data,
               const TessSheetOptions   *options,
               int                      *n_pages)
{
  cairo_status_t status;
  cairo_t *cr;
  int pages;

  if (title != NULL)
    cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Tessera");
  cr = cairo_create (surface);
  if (options->bleed_mm >= 0)
    pages = tess_render_sheet_shop_pages (cr, tiles, n_tiles, art, title, options);
  else
    pages = home_pages (cr, tiles, n_tiles, art, title, caption, data, options);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = pages < 0 ? CAIRO_STATUS_INVALID_SIZE : cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (n_pages != NULL && status == CAIRO_STATUS_SUCCESS)
    *n_pages = pages;
  return status;
}

static gboolean
options_valid (const TessSheetOptions *options)
{
  return options->size_mm > 0 && options->bleed_mm <= 10;
}

cairo_status_t
tess_render_sheet_write (cairo_write_func_t        write,
                         void                     *closure,
                         const TessTileDef *const *tiles,
                         int                       n_tiles,
                         const TessSheetArt       *art,
                         const char               *title,
                         TessSheetCaptionFunc      caption,
                         gpointer                  data,
                         const TessSheetOptions   *options,
                         int                      *n_pages)
{
  g_return_val_if_fail (write != NULL && options != NULL, CAIRO_STATUS_NULL_POINTER);
  g_return_val_if_fail (n_tiles >= 0, CAIRO_STATUS_INVALID_SIZE);

  if (n_pages != NULL)
    *n_pages = 0;
  if (!options_valid (options))
    return CAIRO_STATUS_INVALID_SIZE;
  return write_surface (cairo_pdf_surface_create_for_stream (write, closure,
                                                             A4_WIDTH_MM * MM_TO_PT,
                                                             A4_HEIGHT_MM * MM_TO_PT),
                        tiles, n_tiles, art, title, caption, data, options, n_pages);
}

cairo_status_t
tess_render_sheet_write_file (const char               *filename,
                              const TessTileDef *const *tiles,
                              int                       n_tiles,
                              const TessSheetArt       *art,
                              const char               *title,
                              TessSheetCaptionFunc      caption,
                              gpointer                  data,
                              const TessSheetOptions   *options,
                              int                      *n_pages)
{
  g_return_val_if_fail (filename != NULL && options != NULL, CAIRO_STATUS_NULL_POINTER);
  g_return_val_if_fail (n_tiles >= 0, CAIRO_STATUS_INVALID_SIZE);

  if (n_pages != NULL)
    *n_pages = 0;
  if (!options_valid (options))
    return CAIRO_STATUS_INVALID_SIZE;
  return write_surface (cairo_pdf_surface_create (filename, A4_WIDTH_MM * MM_TO_PT,
                                                  A4_HEIGHT_MM * MM_TO_PT),
                        tiles, n_tiles, art, title, caption, data, options, n_pages);
}

static cairo_status_t
append_bytes (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

GBytes *
tess_render_sheet_bytes (const TessTileDef *const *tiles,
                         int                       n_tiles,
                         const TessSheetArt       *art,
                         const char               *title,
                         TessSheetCaptionFunc      caption,
                         gpointer                  data,
                         const TessSheetOptions   *options,
                         int                      *n_pages,
                         cairo_status_t           *status)
{
  GByteArray *bytes = g_byte_array_new ();
  cairo_status_t written;

  written = tess_render_sheet_write (append_bytes, bytes, tiles, n_tiles, art, title, caption,
                                     data, options, n_pages);
  if (status != NULL)
    *status = written;
  if (written != CAIRO_STATUS_SUCCESS)
    {
      g_byte_array_unref (bytes);
      return NULL;
    }
  return g_byte_array_free_to_bytes (bytes);
}
