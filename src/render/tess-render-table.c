/* tess-render-table.c: the table's edge (the house rule `table`)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-render"

#include "config.h"

#include "tess-render.h"
#include "tess-engine.h"

void
tess_render_table_edge (cairo_t              *cr,
                        const TessState      *state,
                        const TessRenderView *view)
{
  const TessDef *def;
  int x0, y0, x1, y1;
  double left, top, w, h, cx0, cy0, cx1, cy1, lw;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (state != NULL);
  g_return_if_fail (view != NULL);

  def = tess_state_def (state);
  if (!tess_def_table (def, &x0, &y0, &x1, &y1))
    return;

  left = view->origin_x + x0 * view->cell_size;
  top = view->origin_y + y0 * view->cell_size;
  w = (x1 - x0 + 1) * view->cell_size;
  h = (y1 - y0 + 1) * view->cell_size;

  cairo_save (cr);
  /* Beyond the edge: the floor, darker than the table. */
  cairo_clip_extents (cr, &cx0, &cy0, &cx1, &cy1);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_rectangle (cr, cx0, cy0, cx1 - cx0, cy1 - cy0);
  cairo_rectangle (cr, left, top, w, h);
  cairo_set_source_rgba (cr, 0.24, 0.22, 0.20, 0.45);
  cairo_fill (cr);
  /* The edge itself, just outside the table so that tiles never hide it. */
  lw = MAX (1.0, view->cell_size / 16.0);
  cairo_rectangle (cr, left - lw / 2, top - lw / 2, w + lw, h + lw);
  cairo_set_line_width (cr, lw);
  cairo_set_source_rgb (cr, 0.36, 0.25, 0.16);
  cairo_stroke (cr);
  cairo_restore (cr);
}
