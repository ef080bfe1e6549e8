/* tess-render-goods.c: the goods a city shows (Traders & Builders)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each symbol stands on a light round token outlined in ink, as the
 * expansion's goods tokens do, so that it reads on the city's stones at
 * any size and in high contrast: a barrel (wine), a sheaf (grain), a bolt
 * of cloth.
 */

#define G_LOG_DOMAIN "tess-render"

#include "config.h"

#include <math.h>

#include "tess-render-private.h"
#include "tess-engine.h"

#define RGB(hex) (((hex) >> 16) & 0xff) / 255.0, (((hex) >> 8) & 0xff) / 255.0, ((hex) & 0xff) / 255.0

#define C_TOKEN   0xfaf5eb   /* a light disc, lighter than the city's stones */
#define C_INK     0x3d3846   /* dark 3, the ink of every building */
#define C_WOOD    0x865e3c   /* brown 4: the barrel's staves */
#define C_WINE    0x8c1b3a   /* a dark wine red: the barrel's head */
#define C_GRAIN   0xf5c211   /* yellow 3 */
#define C_STRAW   0x986a44   /* brown 3: the stalks */
#define C_CLOTH   0x813d9c   /* purple 4 */
#define C_CLOTH_LIT 0xc061cb /* purple 2: the cloth's fold */

static void
fill_and_ink (cairo_t *cr,
              guint32  hex)
{
  cairo_set_source_rgb (cr, RGB (hex));
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, RGB (C_INK));
  cairo_stroke (cr);
}

/* An upright barrel: staves bulging between two flat ends, two hoops,
 * and its round head in wine red above. */
static void
draw_barrel (cairo_t *cr)
{
  cairo_move_to (cr, -0.03, -0.042);
  cairo_curve_to (cr, -0.05, -0.02, -0.05, 0.02, -0.03, 0.042);
  cairo_line_to (cr, 0.03, 0.042);
  cairo_curve_to (cr, 0.05, 0.02, 0.05, -0.02, 0.03, -0.042);
  cairo_close_path (cr);
  fill_and_ink (cr, C_WOOD);
  cairo_move_to (cr, -0.042, -0.016);
  cairo_line_to (cr, 0.042, -0.016);
  cairo_move_to (cr, -0.042, 0.016);
  cairo_line_to (cr, 0.042, 0.016);
  cairo_stroke (cr);
  cairo_save (cr);
  cairo_translate (cr, 0, -0.042);
  cairo_scale (cr, 1, 0.35);
  cairo_arc (cr, 0, 0, 0.03, 0, 2 * G_PI);
  cairo_restore (cr);
  fill_and_ink (cr, C_WINE);
}

/* A sheaf: stalks gathered by a band and fanning out to their ears. */
static void
draw_sheaf (cairo_t *cr)
{
  static const double tops[][2] = {
    { -0.036, -0.036 }, { -0.018, -0.046 }, { 0.0, -0.05 }, { 0.018, -0.046 }, { 0.036, -0.036 },
  };

  cairo_save (cr);
  cairo_set_line_width (cr, cairo_get_line_width (cr) * 1.4);
  cairo_set_source_rgb (cr, RGB (C_STRAW));
  for (guint i = 0; i < G_N_ELEMENTS (tops); i++)
    {
      cairo_move_to (cr, tops[i][0] * 0.4, 0.01);
      cairo_line_to (cr, tops[i][0], tops[i][1] + 0.014);
      cairo_move_to (cr, tops[i][0] * 0.4, 0.01);
      cairo_line_to (cr, -tops[i][0] * 0.9, 0.048);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
  for (guint i = 0; i < G_N_ELEMENTS (tops); i++)
    {
      cairo_save (cr);
      cairo_translate (cr, tops[i][0], tops[i][1]);
      cairo_rotate (cr, atan2 (tops[i][0], 0.06));
      cairo_scale (cr, 0.6, 1);
      cairo_arc (cr, 0, 0, 0.024, 0, 2 * G_PI);
      cairo_restore (cr);
      fill_and_ink (cr, C_GRAIN);
    }
  cairo_rectangle (cr, -0.02, 0.002, 0.04, 0.016);
  fill_and_ink (cr, C_GRAIN);
}

/* A bolt of cloth: a roll seen from its end, its loose end hanging down
 * in a fold. */
static void
draw_bolt (cairo_t *cr)
{
  cairo_rectangle (cr, -0.045, -0.03, 0.07, 0.04);
  fill_and_ink (cr, C_CLOTH);
  cairo_move_to (cr, -0.045, 0.01);
  cairo_line_to (cr, -0.045, 0.045);
  cairo_line_to (cr, 0.012, 0.045);
  cairo_line_to (cr, 0.025, 0.01);
  cairo_close_path (cr);
  fill_and_ink (cr, C_CLOTH_LIT);
  cairo_save (cr);
  cairo_translate (cr, 0.025, -0.01);
  cairo_scale (cr, 0.55, 1);
  cairo_arc (cr, 0, 0, 0.02, 0, 2 * G_PI);
  cairo_restore (cr);
  fill_and_ink (cr, C_CLOTH_LIT);
  cairo_save (cr);
  cairo_translate (cr, 0.025, -0.01);
  cairo_scale (cr, 0.55, 1);
  cairo_arc (cr, 0, 0, 0.006, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_fill (cr);
}

void
tess_render_goods (cairo_t   *cr,
                   TessGoods  goods,
                   double     x,
                   double     y,
                   double     px)
{
  /* A token 0.18 of a tile across, never under 12 pixels: a colour and a
   * shape still told apart on a board zoomed far out. */
  double s = MAX (1.0, 12.0 / (0.18 * px));

  if (goods <= TESS_GOODS_NONE || goods >= TESS_N_GOODS)
    return;
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, s, s);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, tess_render_width_px (0.01, 0.8, px * s));
  cairo_arc (cr, 0, 0, 0.09, 0, 2 * G_PI);
  fill_and_ink (cr, C_TOKEN);
  /* The symbols are drawn for a token of 0.075; a larger one reads
   * better on a tile of a hundred pixels. */
  cairo_scale (cr, 1.2, 1.2);
  cairo_set_line_width (cr, cairo_get_line_width (cr) / 1.2);
  switch (goods)
    {
    case TESS_GOODS_WINE:
      draw_barrel (cr);
      break;
    case TESS_GOODS_GRAIN:
      draw_sheaf (cr);
      break;
    case TESS_GOODS_CLOTH:
    case TESS_GOODS_NONE:
    case TESS_N_GOODS:
    default:
      draw_bolt (cr);
      break;
    }
  cairo_restore (cr);
}
