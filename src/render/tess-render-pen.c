/* tess-render-pen.c: the teacher's pen and pointer over a board
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a teacher draws while presenting a replay, on the screen and on
 * the handout's figure of the move it was kept with: a marker line, warm
 * orange on a dark rim so that it shows on fields, cities, roads and the
 * River alike. The pointer is a ring of the same colour, a torch on the
 * board for the class to follow.
 */

#define G_LOG_DOMAIN "tess-render"

#include "config.h"

#include <math.h>

#include "tess-render.h"

/* GNOME's orange 3. */
#define PEN_R (0xff / 255.0)
#define PEN_G (0x78 / 255.0)
#define PEN_B (0x00 / 255.0)

/* Of a cell, and at least so many points however small the board. */
#define PEN_WIDTH      0.045
#define PEN_MIN_WIDTH  2.5
#define POINTER_RADIUS 0.22

void
tess_render_pen_rgb (double *r,
                     double *g,
                     double *b)
{
  *r = PEN_R;
  *g = PEN_G;
  *b = PEN_B;
}

void
tess_render_pen_stroke (cairo_t              *cr,
                        const TessRenderView *view,
                        const gint32         *xy,
                        guint                 n_points)
{
  double width;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (view != NULL);

  if (xy == NULL || n_points == 0)
    return;
  width = MAX (PEN_MIN_WIDTH, view->cell_size * PEN_WIDTH);
  cairo_save (cr);
  cairo_new_path (cr);
  for (guint i = 0; i < n_points; i++)
    {
      double x = view->origin_x + xy[2 * i] / 100.0 * view->cell_size;
      double y = view->origin_y + xy[2 * i + 1] / 100.0 * view->cell_size;

      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  /* A single point: a dot, the line's own round cap. */
  if (n_points == 1)
    cairo_rel_line_to (cr, 0, 0);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_source_rgba (cr, 0.1, 0.06, 0.0, 0.6);
  cairo_set_line_width (cr, width * 1.6);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, PEN_R, PEN_G, PEN_B);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
tess_render_pointer (cairo_t *cr,
                     double   x,
                     double   y,
                     double   cell_size)
{
  double r = MAX (12, cell_size * POINTER_RADIUS);
  cairo_pattern_t *glow;

  g_return_if_fail (cr != NULL);

  cairo_save (cr);
  /* A soft light that fades out, and a ring that says where it is. */
  glow = cairo_pattern_create_radial (x, y, 0, x, y, r);
  cairo_pattern_add_color_stop_rgba (glow, 0, PEN_R, PEN_G, PEN_B, 0.35);
  cairo_pattern_add_color_stop_rgba (glow, 1, PEN_R, PEN_G, PEN_B, 0.0);
  cairo_set_source (cr, glow);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_pattern_destroy (glow);
  cairo_arc (cr, x, y, r * 0.6, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0.1, 0.06, 0.0, 0.6);
  cairo_set_line_width (cr, MAX (4, r * 0.16));
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, PEN_R, PEN_G, PEN_B);
  cairo_set_line_width (cr, MAX (2.5, r * 0.1));
  cairo_stroke (cr);
  cairo_restore (cr);
}
