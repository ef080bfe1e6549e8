/* tess-render-follower.c: player colours and followers (meeples)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-render"

#include "config.h"

#include <math.h>

#include "tess-render-private.h"

typedef enum
{
  MARK_DOT,
  MARK_TRIANGLE,
  MARK_BAR,
  MARK_PLUS,
  MARK_RING,
  MARK_BARS,
} Mark;

typedef struct
{
  guint32 body;
  guint32 outline; /* outline and mark */
  guint32 halo;    /* a soft rim outside the outline */
  Mark    mark;
} ColorInfo;

/* Each colour also has its own mark, so that players are told apart
 * without telling colours apart. In TessColor order. */
static const ColorInfo colors[TESS_RENDER_N_COLORS] = {
  { 0xf6d32d, 0x3d3846, 0xffffff, MARK_DOT },        /* yellow */
  { 0xe01b24, 0x241f31, 0xffffff, MARK_TRIANGLE },   /* red */
  { 0x3584e4, 0x241f31, 0xffffff, MARK_BAR },     /* blue */
  { 0x33d17a, 0x241f31, 0xffffff, MARK_PLUS },       /* green */
  { 0x241f31, 0xf6f5f4, 0x000000, MARK_RING },       /* black */
  { 0x9a9996, 0x241f31, 0xffffff, MARK_BARS },       /* grey */
};

#define HEX_R(h) ((((h) >> 16) & 0xff) / 255.0)
#define HEX_G(h) ((((h) >> 8) & 0xff) / 255.0)
#define HEX_B(h) (((h) & 0xff) / 255.0)

static const ColorInfo *
color_info (int color)
{
  if (color < 0 || color >= TESS_RENDER_N_COLORS)
    color = TESS_RENDER_N_COLORS - 1;
  return &colors[color];
}

void
tess_render_color_rgb (int     color,
                       double *r,
                       double *g,
                       double *b)
{
  guint32 h = color_info (color)->body;

  *r = HEX_R (h);
  *g = HEX_G (h);
  *b = HEX_B (h);
}

void
tess_render_gold_rgb (double *r,
                      double *g,
                      double *b)
{
  *r = 0.96;
  *g = 0.76;
  *b = 0.07;
}

void
tess_render_color_contrast_rgb (int     color,
                                double *r,
                                double *g,
                                double *b)
{
  guint32 h = color_info (color)->outline;

  *r = HEX_R (h);
  *g = HEX_G (h);
  *b = HEX_B (h);
}

/* ------------------------------------------------------------ meeple */

/* The right half of the body, from the neck down to the crotch, as
 * cubic segments (two controls and an end point each), in a frame where
 * the meeple is one unit tall, centred on the origin. */
static const double body_start[2] = { 0.09, -0.2 };
static const double body_half[][6] = {
  { 0.2, -0.2, 0.38, -0.17, 0.44, -0.11 },     /* shoulder to the arm's top */
  { 0.5, -0.05, 0.48, 0.04, 0.41, 0.04 },      /* round hand */
  { 0.33, 0.04, 0.23, 0.03, 0.21, 0.09 },      /* under the arm to the waist */
  { 0.2, 0.19, 0.33, 0.34, 0.41, 0.42 },       /* hip to the leg */
  { 0.46, 0.47, 0.44, 0.5, 0.38, 0.5 },        /* foot */
  { 0.3, 0.5, 0.2, 0.5, 0.13, 0.5 },           /* sole */
  { 0.08, 0.5, 0.06, 0.31, 0.0, 0.31 },        /* inside of the leg */
};

static void
meeple_path (cairo_t *cr)
{
  int n = G_N_ELEMENTS (body_half);
  double x0 = body_start[0], y0 = body_start[1];

  cairo_move_to (cr, x0, y0);
  for (int i = 0; i < n; i++)
    cairo_curve_to (cr, body_half[i][0], body_half[i][1], body_half[i][2],
                    body_half[i][3], body_half[i][4], body_half[i][5]);
  /* The left half: the same segments mirrored, backwards. */
  for (int i = n - 1; i >= 0; i--)
    {
      double ex = i > 0 ? body_half[i - 1][4] : x0;
      double ey = i > 0 ? body_half[i - 1][5] : y0;

      cairo_curve_to (cr, -body_half[i][2], body_half[i][3],
                      -body_half[i][0], body_half[i][1], -ex, ey);
    }
  cairo_close_path (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, -0.335, 0.165, 0, 2 * G_PI);
  cairo_close_path (cr);
}

static void
mark_path (cairo_t *cr,
           Mark     mark,
           double  *stroke_width)
{
  const double cy = -0.05;

  *stroke_width = 0;
  switch (mark)
    {
    case MARK_DOT:
      cairo_arc (cr, 0, cy, 0.07, 0, 2 * G_PI);
      break;
    case MARK_TRIANGLE:
      cairo_move_to (cr, 0, cy - 0.12);
      cairo_line_to (cr, 0.135, cy + 0.1);
      cairo_line_to (cr, -0.135, cy + 0.1);
      cairo_close_path (cr);
      break;
    case MARK_BAR:
      cairo_rectangle (cr, -0.04, cy - 0.12, 0.08, 0.24);
      break;
    case MARK_PLUS:
      cairo_rectangle (cr, -0.03, cy - 0.14, 0.06, 0.28);
      cairo_rectangle (cr, -0.14, cy - 0.03, 0.28, 0.06);
      break;
    case MARK_RING:
      cairo_arc (cr, 0, cy, 0.075, 0, 2 * G_PI);
      *stroke_width = 0.05;
      break;
    case MARK_BARS:
      cairo_rectangle (cr, -0.14, cy - 0.085, 0.28, 0.06);
      cairo_rectangle (cr, -0.14, cy + 0.025, 0.28, 0.06);
      break;
    default:
      g_assert_not_reached ();
    }
}

double
tess_render_follower_size (double tile_size)
{
  /* A little larger on small tiles, to stay readable. */
  return MAX (0.27 * tile_size, MIN (0.36 * tile_size, 13.0));
}

void
tess_render_follower (cairo_t   *cr,
                      int        color,
                      double     cx,
                      double     cy,
                      double     size,
                      gboolean   lying)
{
  const ColorInfo *info = color_info (color);
  double px, line_width, halo, mark_w;

  g_return_if_fail (cr != NULL);

  if (size <= 0)
    return;

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, size, size);
  if (lying)
    cairo_rotate (cr, -G_PI / 2);
  px = tess_render_device_scale (cr);
  line_width = MAX (0.06, 1.2 / px);
  halo = MAX (0.04, 1.0 / px);

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_tolerance (cr, 0.3);

  /* A soft shadow, then a halo and the outline, stroked wide and covered
   * by the fill, so only their outer halves show. */
  cairo_save (cr);
  cairo_translate (cr, 0.045, 0.055);
  meeple_path (cr);
  cairo_restore (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);

  meeple_path (cr);
  cairo_set_source_rgba (cr, HEX_R (info->halo), HEX_G (info->halo), HEX_B (info->halo), 0.75);
  cairo_set_line_width (cr, 2 * (line_width + halo));
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, HEX_R (info->outline), HEX_G (info->outline), HEX_B (info->outline));
  cairo_set_line_width (cr, 2 * line_width);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, HEX_R (info->body), HEX_G (info->body), HEX_B (info->body));
  cairo_fill (cr);

  /* The mark on the chest, upright for standing followers. */
  if (lying)
    {
      cairo_translate (cr, 0, -0.05);
      cairo_rotate (cr, G_PI / 2);
      cairo_translate (cr, 0, 0.05);
    }
  mark_path (cr, info->mark, &mark_w);
  cairo_set_source_rgb (cr, HEX_R (info->outline), HEX_G (info->outline), HEX_B (info->outline));
  if (mark_w > 0)
    {
      cairo_set_line_width (cr, MAX (mark_w, 1.0 / px));
      cairo_stroke (cr);
    }
  else
    cairo_fill (cr);

  cairo_restore (cr);
}

void
tess_render_tile_follower (cairo_t           *cr,
                           const TessTileDef *tile,
                           int                rot,
                           int                feature,
                           int                color,
                           double             x,
                           double             y,
                           double             size)
{
  double ax, ay;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (tile != NULL);

  tess_render_feature_anchor (tile, feature, rot, &ax, &ay);
  tess_render_follower (cr, color, x + ax * size, y + ay * size,
                        tess_render_follower_size (size),
                        tess_render_feature_lying (tile, feature));
}

double
tess_render_figure_size (double follower_size,
                         int    figure)
{
  return figure == TESS_FIGURE_BIG ? follower_size * TESS_RENDER_BIG_FOLLOWER_SCALE
                                   : follower_size;
}

void
tess_render_tile_figure (cairo_t           *cr,
                         const TessTileDef *tile,
                         int                rot,
                         int                feature,
                         int                figure,
                         int                color,
                         double             x,
                         double             y,
                         double             size)
{
  double ax, ay;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (tile != NULL);

  tess_render_feature_anchor (tile, feature, rot, &ax, &ay);
  if (tess_render_is_own_figure (figure))
    {
      tess_render_figure_shape (cr, color, figure, x + ax * size, y + ay * size,
                                tess_render_follower_size (size));
      return;
    }
  tess_render_follower (cr, color, x + ax * size, y + ay * size,
                        tess_render_figure_size (tess_render_follower_size (size), figure),
                        tess_render_feature_lying (tile, feature));
}
