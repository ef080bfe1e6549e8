/* tess-render-builder-pig.c: the builder and the pig of Traders & Builders
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Their own shapes (DESIGN.md §8), in the player's colour with the
 * follower's outline: the builder a tall figure with a pointed hood, the
 * pig a round body with a snout, ears and legs, seen from the side. Each
 * is drawn in a frame where it is one unit tall, centred on the origin.
 */

#define G_LOG_DOMAIN "tess-render"

#include "config.h"

#include <math.h>

#include "tess-render-private.h"

static void
builder_path (cairo_t *cr)
{
  /* A cloak widening to the ground, and a head under a pointed hood. */
  cairo_move_to (cr, -0.1, -0.12);
  cairo_curve_to (cr, -0.2, -0.08, -0.3, 0.3, -0.34, 0.5);
  cairo_line_to (cr, 0.34, 0.5);
  cairo_curve_to (cr, 0.3, 0.3, 0.2, -0.08, 0.1, -0.12);
  cairo_close_path (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, -0.24, 0.14, 0, 2 * G_PI);
  cairo_close_path (cr);
  cairo_move_to (cr, -0.15, -0.28);
  cairo_line_to (cr, 0.02, -0.5);
  cairo_line_to (cr, 0.15, -0.28);
  cairo_close_path (cr);
}

static void
pig_path (cairo_t *cr)
{
  /* Wider than tall: the body, the head to the right, four short legs. */
  cairo_save (cr);
  cairo_translate (cr, -0.08, 0.02);
  cairo_scale (cr, 0.42, 0.27);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_close_path (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0.33, -0.08, 0.17, 0, 2 * G_PI);
  cairo_close_path (cr);
  /* The snout, the ear, the legs. */
  cairo_rectangle (cr, 0.44, -0.1, 0.1, 0.1);
  cairo_move_to (cr, 0.24, -0.2);
  cairo_line_to (cr, 0.3, -0.36);
  cairo_line_to (cr, 0.38, -0.22);
  cairo_close_path (cr);
  for (int i = 0; i < 2; i++)
    cairo_rectangle (cr, -0.38 + i * 0.46, 0.2, 0.11, 0.2);
}

/* The figure's own mark: the builder's hammer, the pig's eye. */
static void
detail_path (cairo_t *cr,
             int      figure)
{
  if (figure == TESS_FIGURE_BUILDER)
    {
      cairo_rectangle (cr, -0.025, 0.0, 0.05, 0.3);
      cairo_rectangle (cr, -0.1, -0.03, 0.2, 0.08);
    }
  else
    cairo_arc (cr, 0.36, -0.12, 0.035, 0, 2 * G_PI);
}

gboolean
tess_render_is_own_figure (int figure)
{
  return figure == TESS_FIGURE_BUILDER || figure == TESS_FIGURE_PIG;
}

void
tess_render_figure_shape (cairo_t *cr,
                          int      color,
                          int      figure,
                          double   cx,
                          double   cy,
                          double   size)
{
  double r, g, b, or, og, ob, px, line_width;

  g_return_if_fail (cr != NULL);

  if (!tess_render_is_own_figure (figure))
    {
      tess_render_follower (cr, color, cx, cy, tess_render_figure_size (size, figure), FALSE);
      return;
    }
  if (size <= 0)
    return;
  tess_render_color_rgb (color, &r, &g, &b);
  tess_render_color_contrast_rgb (color, &or, &og, &ob);

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  /* A pig as long as a follower is tall: it reads as an animal. */
  cairo_scale (cr, size, size);
  px = tess_render_device_scale (cr);
  line_width = MAX (0.06, 1.2 / px);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_tolerance (cr, 0.3);

  cairo_save (cr);
  cairo_translate (cr, 0.045, 0.055);
  if (figure == TESS_FIGURE_BUILDER)
    builder_path (cr);
  else
    pig_path (cr);
  cairo_restore (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);

  if (figure == TESS_FIGURE_BUILDER)
    builder_path (cr);
  else
    pig_path (cr);
  cairo_set_source_rgba (cr, 1 - or, 1 - og, 1 - ob, 0.75);
  cairo_set_line_width (cr, 2 * (line_width + MAX (0.04, 1.0 / px)));
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, or, og, ob);
  cairo_set_line_width (cr, 2 * line_width);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_fill (cr);

  detail_path (cr, figure);
  cairo_set_source_rgb (cr, or, og, ob);
  cairo_fill (cr);
  cairo_restore (cr);
}
