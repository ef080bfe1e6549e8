/* tess-render-print.c: sheets of tiles to print and cut out
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-render"

#include "config.h"

#include <cairo-pdf.h>

#include "tess-render-art.h"
#include "tess-render-print.h"
#include "tess-render.h"

gboolean
tess_render_sheet_layout (TessSheetLayout *layout)
{
  g_return_val_if_fail (layout != NULL, FALSE);

  layout->columns = 0;
  layout->rows = 0;
  if (layout->tile_size <= 0 || layout->margin < 0)
    return FALSE;
  layout->columns = (int) ((layout->width - 2 * layout->margin) / layout->tile_size);
  layout->rows = (int) ((layout->height - 2 * layout->margin) / layout->tile_size);
  if (layout->columns < 1 || layout->rows < 1)
    {
      layout->columns = layout->rows = 0;
      return FALSE;
    }
  return TRUE;
}

int
tess_render_sheet_per_page (const TessSheetLayout *layout)
{
  g_return_val_if_fail (layout != NULL, 0);
  return layout->columns * layout->rows;
}

void
tess_render_sheet_page (cairo_t                  *cr,
                        const TessSheetLayout    *layout,
                        const TessTileDef *const *tiles,
                        int                       n_tiles,
                        const char               *caption)
{
  tess_render_sheet_page_art (cr, layout, tiles, NULL, n_tiles, caption);
}

void
tess_render_sheet_page_art (cairo_t                  *cr,
                            const TessSheetLayout    *layout,
                            const TessTileDef *const *tiles,
                            TessRenderArt *const     *art,
                            int                       n_tiles,
                            const char               *caption)
{
  double size, x0, y0, mark, gap;
  int columns, rows;

  g_return_if_fail (cr != NULL && layout != NULL);
  g_return_if_fail (n_tiles >= 0 && n_tiles <= tess_render_sheet_per_page (layout));

  if (n_tiles == 0)
    return;
  size = layout->tile_size;
  columns = MIN (layout->columns, n_tiles);
  rows = (n_tiles + layout->columns - 1) / layout->columns;
  x0 = (layout->width - columns * size) / 2;
  y0 = (layout->height - rows * size) / 2;
  gap = layout->margin * 0.15;
  mark = layout->margin * 0.6;

  for (int i = 0; i < n_tiles; i++)
    tess_render_tile_art (cr, tiles[i], art != NULL ? art[i] : NULL, 0,
                          x0 + (i % layout->columns) * size, y0 + (i / layout->columns) * size,
                          size);

  /* Cutting marks: each line of the grid, continued in the margins. */
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, MAX (size / 300, 0.25));
  for (int c = 0; c <= columns; c++)
    {
      double x = x0 + c * size;

      cairo_move_to (cr, x, y0 - gap);
      cairo_rel_line_to (cr, 0, -mark);
      cairo_move_to (cr, x, y0 + rows * size + gap);
      cairo_rel_line_to (cr, 0, mark);
    }
  for (int r = 0; r <= rows; r++)
    {
      double y = y0 + r * size;

      cairo_move_to (cr, x0 - gap, y);
      cairo_rel_line_to (cr, -mark, 0);
      cairo_move_to (cr, x0 + columns * size + gap, y);
      cairo_rel_line_to (cr, mark, 0);
    }
  cairo_stroke (cr);

  if (caption != NULL && *caption != '\0')
    {
      cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
      cairo_set_font_size (cr, MAX (layout->margin * 0.3, 6));
      cairo_move_to (cr, x0, MAX (y0 - gap - mark - layout->margin * 0.1, layout->margin * 0.35));
      cairo_show_text (cr, caption);
    }
  cairo_restore (cr);
}

#define MM_TO_PT     (72.0 / 25.4)
#define A4_WIDTH_MM  210.0
#define A4_HEIGHT_MM 297.0
#define MARGIN_MM    12.0

/* Shows @text from the current point, broken at spaces to lines of at
 * most @width, @leading apart; returns the y after it. */
static double
show_wrapped (cairo_t    *cr,
              const char *text,
              double      x,
              double      y,
              double      width,
              double      leading)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  g_autoptr(GString) line = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autofree char *tried = line->len > 0 ? g_strconcat (line->str, " ", words[i], NULL)
                                             : g_strdup (words[i]);
      cairo_text_extents_t ext;

      cairo_text_extents (cr, tried, &ext);
      if (ext.x_advance > width && line->len > 0)
        {
          cairo_move_to (cr, x, y);
          cairo_show_text (cr, line->str);
          y += leading;
          g_string_assign (line, words[i]);
        }
      else
        g_string_assign (line, tried);
    }
  if (line->len > 0)
    {
      cairo_move_to (cr, x, y);
      cairo_show_text (cr, line->str);
      y += leading;
    }
  return y;
}

/* cairo's own text, not pango's: pango's font map keeps fontconfig
 * patterns that a command run once never frees. */
void
tess_render_sheet_credits_page (cairo_t               *cr,
                                const TessSheetLayout *layout,
                                const TessSheetArt    *art)
{
  double width = layout->width - 2 * layout->margin;
  double y = layout->margin + 12;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, 11);
  y = show_wrapped (cr, art->credits_title != NULL ? art->credits_title : "", layout->margin, y,
                    width, 16) + 6;
  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 9);
  for (guint i = 0; art->credits[i] != NULL; i++)
    y = show_wrapped (cr, art->credits[i], layout->margin, y, width, 12) + 3;
  cairo_restore (cr);
}

cairo_status_t
tess_render_sheet_pdf (const char               *filename,
                       const TessTileDef *const *tiles,
                       int                       n_tiles,
                       const char               *title,
                       TessSheetCaptionFunc      caption_func,
                       gpointer                  data,
                       double                    size_mm,
                       int                      *n_pages)
{
  return tess_render_sheet_pdf_art (filename, tiles, n_tiles, NULL, title, caption_func, data,
                                    size_mm, n_pages);
}

cairo_status_t
tess_render_sheet_pdf_art (const char               *filename,
                           const TessTileDef *const *tiles,
                           int                       n_tiles,
                           const TessSheetArt       *art,
                           const char               *title,
                           TessSheetCaptionFunc      caption_func,
                           gpointer                  data,
                           double                    size_mm,
                           int                      *n_pages)
{
  gboolean credits = art != NULL && art->credits != NULL && art->credits[0] != NULL;
  TessSheetLayout layout = {
    A4_WIDTH_MM * MM_TO_PT, A4_HEIGHT_MM * MM_TO_PT, size_mm * MM_TO_PT, MARGIN_MM * MM_TO_PT, 0, 0
  };
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  int per_page, pages;

  g_return_val_if_fail (filename != NULL, CAIRO_STATUS_NULL_POINTER);
  g_return_val_if_fail (n_tiles >= 0, CAIRO_STATUS_INVALID_SIZE);

  if (n_pages != NULL)
    *n_pages = 0;
  if (!tess_render_sheet_layout (&layout))
    return CAIRO_STATUS_INVALID_SIZE;
  per_page = tess_render_sheet_per_page (&layout);
  pages = MAX ((n_tiles + per_page - 1) / per_page, 1) + (credits ? 1 : 0);

  surface = cairo_pdf_surface_create (filename, layout.width, layout.height);
  if (title != NULL)
    cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Tessera");
  cr = cairo_create (surface);
  for (int p = 0; p < pages; p++)
    {
      int first = p * per_page;
      int n = MIN (per_page, n_tiles - first);
      g_autofree char *caption = NULL;

      if (credits && p == pages - 1)
        {
          tess_render_sheet_credits_page (cr, &layout, art);
          cairo_show_page (cr);
          continue;
        }
      if (caption_func != NULL)
        caption = caption_func (p + 1, pages, data);
      tess_render_sheet_page_art (cr, &layout, tiles + first,
                                  art != NULL && art->art != NULL ? art->art + first : NULL,
                                  MAX (n, 0), caption);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (n_pages != NULL && status == CAIRO_STATUS_SUCCESS)
    *n_pages = pages;
  return status;
}
