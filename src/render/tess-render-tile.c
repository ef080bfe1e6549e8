/* tess-render-tile.c: drawing tiles
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-render"

#include "config.h"

#include <math.h>

#include "tess-render-private.h"
#include "tess-engine.h"

/* The GNOME palette (Adwaita named colours) and a few mixes of it. */
#define RGB(hex) (((hex) >> 16) & 0xff) / 255.0, (((hex) >> 8) & 0xff) / 255.0, ((hex) & 0xff) / 255.0

#define C_FIELD        0x9be7a4   /* between green 1 and the table: soft */
#define C_FIELD_DARK   0x7fd98f   /* green 2, softened: grass marks */
#define C_ROAD         0xf2e8cf   /* pale sand */
#define C_ROAD_EDGE    0xb09872
#define C_CITY         0xd7b99c   /* brown 1, lightened */
#define C_ROOF_LIT     0xe2c6a8
#define C_ROOF_SHADE   0xc09572
#define C_ROOF_WARM_LIT   0xe8a88a   /* terracotta roofs here and there */
#define C_ROOF_WARM_SHADE 0xc97a5c
#define C_WALL         0x865e3c   /* brown 4 */
#define C_WALL_TOP     0xa57a55
#define C_WATER        0x62a0ea   /* blue 2 */
#define C_BANK         0x3584e4   /* blue 3 */
#define C_RIPPLE       0x99c1f1   /* blue 1 */
#define C_STONE        0xc0bfbc   /* light 4 */
#define C_STONE_DARK   0x77767b   /* dark 1 */
#define C_WALLS        0xf6f5f4   /* light 2 */
#define C_ROOF         0xe01b24   /* red 3 */
#define C_ROOF_DARK    0xa51d2d   /* red 5 */
#define C_HOUSE_ROOF   0xb5835a   /* brown 2 */
#define C_INK          0x3d3846   /* dark 3 */
#define C_SHIELD       0x1c71d8   /* blue 4 */
#define C_GARDEN       0xc8efbb   /* a lighter, trimmed green */
#define C_HEDGE        0x57c978   /* green 2-3 */
#define C_WHITE        0xffffff

static void
set_rgb (cairo_t *cr, guint32 hex)
{
  cairo_set_source_rgb (cr, RGB (hex));
}

static void
set_rgba (cairo_t *cr, guint32 hex, double a)
{
  cairo_set_source_rgba (cr, RGB (hex), a);
}

/* A width in unit tile coordinates, at least min_px device pixels. */
double
tess_render_width_px (double unit,
                      double min_px,
                      double px)
{
  return MAX (unit, min_px / px);
}

/* --------------------------------------------------------------- parts */

static gboolean
line_selected (const TessGeom *g,
               int             i,
               TessFeatureType type,
               int             which)   /* 1: single-port roads, 2: the others, 0: all */
{
  const TessGeomFeature *gf = &g->f[i];

  if (gf->type != type || gf->n_sides == 0)
    return FALSE;
  return !((which == 1 && gf->n_sides != 1) || (which == 2 && gf->n_sides == 1));
}

static void
draw_lines (cairo_t        *cr,
            const TessGeom *g,
            TessFeatureType type,
            int             which,
            double          px)
{
  const TessTileDef *t = &g->def;
  gboolean river = type == TESS_FEATURE_RIVER;
  double w = river ? TESS_RIVER_WIDTH : TESS_ROAD_WIDTH;
  double edge = tess_render_width_px (river ? TESS_RIVER_BANK : TESS_ROAD_EDGE, 0.8, px);
  gboolean any = FALSE;

  for (int i = 0; i < t->n_features; i++)
    {
      if (!line_selected (g, i, type, which))
        continue;
      any = TRUE;
      if (g->f[i].bridge)
        {
          /* Parapets: the road's width plus a stone rim, only over water. */
          cairo_push_group (cr);
          for (int k = 0; k < t->n_features; k++)
            if (g->f[k].type == TESS_FEATURE_RIVER)
              tess_geom_line_path (cr, g, k);
          cairo_set_line_width (cr, TESS_RIVER_WIDTH + 2 * TESS_RIVER_BANK);
          set_rgb (cr, C_WHITE);
          cairo_stroke (cr);
          cairo_set_operator (cr, CAIRO_OPERATOR_IN);
          tess_geom_line_path (cr, g, i);
          cairo_set_line_width (cr, w + 0.1);
          set_rgb (cr, C_STONE_DARK);
          cairo_stroke_preserve (cr);
          cairo_set_line_width (cr, w + 0.1 - 2 * tess_render_width_px (0.012, 0.8, px));
          set_rgb (cr, C_STONE);
          cairo_stroke (cr);
          cairo_pop_group_to_source (cr);
          cairo_paint (cr);
        }
    }
  if (!any)
    return;

  /* Edges first, then the insides over them, so that crossings join;
   * a pool's bank is a ring around it, its water a fill. */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (int pass = 0; pass < 2; pass++)
    {
      set_rgb (cr, pass == 0 ? (river ? C_BANK : C_ROAD_EDGE) : (river ? C_WATER : C_ROAD));
      for (int i = 0; i < t->n_features; i++)
        if (line_selected (g, i, type, which))
          tess_geom_line_path (cr, g, i);
      cairo_set_line_width (cr, pass == 0 ? w + 2 * edge : w);
      cairo_stroke (cr);
      for (int i = 0; i < t->n_features; i++)
        if (line_selected (g, i, type, which) && tess_geom_river_has_pool (g, i))
          tess_geom_lake_path (cr, g, i);
      cairo_set_line_width (cr, 2 * edge);
      if (pass == 0)
        cairo_stroke (cr);
      else
        cairo_fill (cr);
    }

  if (river && px >= 64)
    {
      /* A few ripples on the water, off the middle, along the flow. */
      static const double at[] = { 0.18, 0.5, 0.8 };

      set_rgba (cr, C_RIPPLE, 0.95);
      cairo_set_line_width (cr, tess_render_width_px (0.012, 1.0, px));
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      for (int i = 0; i < t->n_features; i++)
        {
          if (g->f[i].type != TESS_FEATURE_RIVER || g->f[i].n_sides == 0)
            continue;
          for (guint k = 0; k < G_N_ELEMENTS (at); k++)
            {
              double x, y, dx, dy, side = (k % 2 ? 0.04 : -0.035);
              double len = 0.035;

              if (g->f[i].n_sides == 1 && k == G_N_ELEMENTS (at) - 1)
                continue;
              tess_geom_line_point (g, i, at[k], &x, &y, &dx, &dy);
              x += -dy * side;
              y += dx * side;
              cairo_move_to (cr, x - dx * len, y - dy * len);
              cairo_curve_to (cr,
                              x - dx * len / 3 - dy * 0.014, y - dy * len / 3 + dx * 0.014,
                              x + dx * len / 3 + dy * 0.014, y + dy * len / 3 - dx * 0.014,
                              x + dx * len, y + dy * len);
            }
        }
      cairo_stroke (cr);
    }

  if (river && px >= 32)
    {
      /* The spring wells up in rings; the lake has a few ripples. */
      for (int i = 0; i < t->n_features; i++)
        {
          double cx, cy;

          if (!line_selected (g, i, type, which) || !tess_geom_river_has_pool (g, i))
            continue;
          tess_geom_pool_centre (g, i, &cx, &cy);
          set_rgba (cr, C_RIPPLE, 0.95);
          cairo_set_line_width (cr, tess_render_width_px (0.012, 1.0, px));
          cairo_new_sub_path (cr);
          if (g->lake)
            {
              static const double lake_ripples[3][3] = {
                { -0.12, -0.1, 0.05 }, { 0.1, 0.02, 0.06 }, { -0.06, 0.16, 0.045 },
              };

              for (int k = 0; k < 3; k++)
                {
                  double x = cx + lake_ripples[k][0], y = cy + lake_ripples[k][1];
                  double r = lake_ripples[k][2];

                  cairo_new_sub_path (cr);
                  cairo_arc (cr, x, y + r, r * 1.4, -G_PI * 0.72, -G_PI * 0.28);
                }
            }
          else
            {
              cairo_arc (cr, cx, cy, 0.045, 0, 2 * G_PI);
              cairo_new_sub_path (cr);
              cairo_arc (cr, cx, cy, 0.095, 0, 2 * G_PI);
            }
          cairo_stroke (cr);
        }
    }
}

/* Roofs seen from above, scattered on a jittered grid, upright and lit
 * from the same side on every tile; only those wholly inside city f (by
 * the feature map), so no clip is needed. cr is in canonical frame. */
static void
draw_roofs (cairo_t        *cr,
            const TessGeom *g,
            int             f,
            int             rot)
{
  static const double jitter[7][7][2] = {
    { { .3, .1 }, { .7, .5 }, { .2, .8 }, { .6, .3 }, { .9, .6 }, { .4, .9 }, { .1, .4 } },
    { { .8, .7 }, { .1, .2 }, { .5, .6 }, { .3, .9 }, { .7, .1 }, { .2, .5 }, { .6, .8 } },
    { { .4, .3 }, { .9, .9 }, { .2, .1 }, { .8, .4 }, { .1, .7 }, { .5, .2 }, { .3, .6 } },
    { { .6, .9 }, { .3, .4 }, { .8, .2 }, { .1, .6 }, { .5, .8 }, { .9, .3 }, { .2, .1 } },
    { { .1, .5 }, { .6, .1 }, { .4, .7 }, { .7, .9 }, { .3, .2 }, { .6, .6 }, { .8, .4 } },
    { { .9, .2 }, { .4, .8 }, { .1, .3 }, { .5, .5 }, { .8, .8 }, { .2, .3 }, { .5, .1 } },
    { { .5, .6 }, { .2, .2 }, { .7, .7 }, { .3, .1 }, { .2, .9 }, { .7, .4 }, { .4, .5 } },
  };
  static const guint32 shades[4] = { C_ROOF_LIT, C_ROOF_SHADE, C_ROOF_WARM_LIT, C_ROOF_WARM_SHADE };
  gboolean inside[7][7];

  for (int r = 0; r < 7; r++)
    for (int c = 0; c < 7; c++)
      {
        double x = (c + 0.2 + 0.6 * jitter[r][c][0]) / 7.0;
        double y = (r + 0.2 + 0.6 * jitter[r][c][1]) / 7.0;

        inside[r][c] = TRUE;
        for (int k = 0; k < 4 && inside[r][c]; k++)
          {
            double cx, cy;

            tess_geom_unrotate_point (rot, x + (k & 1 ? 0.045 : -0.045),
                                      y + (k & 2 ? 0.045 : -0.045), &cx, &cy);
            inside[r][c] = tess_geom_label_at (g, cx, cy) == f;
          }
      }

  cairo_save (cr);
  if ((rot & 3) != 0)
    {
      cairo_translate (cr, 0.5, 0.5);
      cairo_rotate (cr, -(rot & 3) * G_PI / 2);
      cairo_translate (cr, -0.5, -0.5);
    }
  /* One fill per shade: four fills for all the roofs. */
  for (int shade = 0; shade < 4; shade++)
    {
      for (int r = 0; r < 7; r++)
        for (int c = 0; c < 7; c++)
          {
            double x = (c + 0.2 + 0.6 * jitter[r][c][0]) / 7.0;
            double y = (r + 0.2 + 0.6 * jitter[r][c][1]) / 7.0;
            gboolean wide = (r + c) % 3 != 0;
            gboolean warm = (r * 7 + c) % 4 == 0;
            double w = wide ? 0.08 : 0.055, h = wide ? 0.055 : 0.075;

            if (!inside[r][c] || warm != (shade >= 2))
              continue;
            /* A gabled roof from above: a lit slope and a shaded one. */
            if (shade % 2 == 0)
              {
                if (wide)
                  cairo_rectangle (cr, x - w / 2, y - h / 2, w, h / 2);
                else
                  cairo_rectangle (cr, x - w / 2, y - h / 2, w / 2, h);
              }
            else
              {
                if (wide)
                  cairo_rectangle (cr, x - w / 2, y, w, h / 2);
                else
                  cairo_rectangle (cr, x, y - h / 2, w / 2, h);
              }
          }
      set_rgb (cr, shades[shade]);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

/* Merlons along the outer side of a city's wall: small squares placed
 * along the flattened wall (cheaper than a clipped, dashed stroke). The
 * city lies left of the wall's direction, so outside is to its right. */
static void
battlements_path (cairo_t        *cr,
                  const TessGeom *g,
                  int             f,
                  double          wall)
{
  const double step = 0.05, half = 0.013, depth = MAX (0.02, wall * 0.6);
  cairo_path_t *path;
  double px = 0, py = 0, next = step / 2;

  tess_geom_city_wall_path (cr, g, f);
  path = cairo_copy_path_flat (cr);
  cairo_new_path (cr);
  for (int i = 0; i < path->num_data; i += path->data[i].header.length)
    {
      const cairo_path_data_t *d = &path->data[i];

      if (d->header.type == CAIRO_PATH_MOVE_TO)
        {
          px = d[1].point.x;
          py = d[1].point.y;
          next = step / 2;
        }
      else if (d->header.type == CAIRO_PATH_LINE_TO)
        {
          double qx = d[1].point.x, qy = d[1].point.y;
          double len = hypot (qx - px, qy - py);

          if (len > 1e-9)
            {
              double dx = (qx - px) / len, dy = (qy - py) / len;
              double ox = dy, oy = -dx;   /* outward */

              while (next <= len)
                {
                  double mx = px + dx * next + ox * (wall / 2 - 0.002);
                  double my = py + dy * next + oy * (wall / 2 - 0.002);

                  cairo_move_to (cr, mx - dx * half, my - dy * half);
                  cairo_line_to (cr, mx + dx * half, my + dy * half);
                  cairo_line_to (cr, mx + dx * half + ox * depth, my + dy * half + oy * depth);
                  cairo_line_to (cr, mx - dx * half + ox * depth, my - dy * half + oy * depth);
                  cairo_close_path (cr);
                  next += step;
                }
              next -= len;
            }
          px = qx;
          py = qy;
        }
    }
  cairo_path_destroy (path);
}

static void
draw_cities (cairo_t        *cr,
             const TessGeom *g,
             int             rot,
             double          px)
{
  const TessTileDef *t = &g->def;
  double wall = tess_render_width_px (TESS_WALL_WIDTH, 1.6, px);

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (int i = 0; i < t->n_features; i++)
    {
      if (g->f[i].type != TESS_FEATURE_CITY || g->f[i].n_sides == 0)
        continue;
      tess_geom_city_path (cr, g, i);
      set_rgb (cr, C_CITY);
      cairo_fill (cr);
      if (px >= 48)
        draw_roofs (cr, g, i, rot);

      if (px >= 64)
        {
          battlements_path (cr, g, i, wall);
          set_rgb (cr, C_WALL);
          cairo_fill (cr);
        }

      /* The wall along the edge facing the fields, with its walk. */
      tess_geom_city_wall_path (cr, g, i);
      set_rgb (cr, C_WALL);
      cairo_set_line_width (cr, wall);
      cairo_stroke_preserve (cr);
      if (px >= 64)
        {
          set_rgb (cr, C_WALL_TOP);
          cairo_set_line_width (cr, wall * 0.35);
          cairo_stroke_preserve (cr);
        }
      cairo_new_path (cr);
    }
}

/* A heraldic badge, blue with a white cross, upright, centred on (x, y). */
static void
draw_shield (cairo_t *cr,
             double   x,
             double   y,
             double   px)
{
  double s = MAX (1.0, 8.0 / (0.17 * px));

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, s, s);
  cairo_move_to (cr, -0.065, -0.075);
  cairo_line_to (cr, 0.065, -0.075);
  cairo_line_to (cr, 0.065, 0.0);
  cairo_curve_to (cr, 0.065, 0.05, 0.03, 0.075, 0.0, 0.092);
  cairo_curve_to (cr, -0.03, 0.075, -0.065, 0.05, -0.065, 0.0);
  cairo_close_path (cr);
  set_rgb (cr, C_SHIELD);
  cairo_fill_preserve (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, tess_render_width_px (0.012, 1.0, px * s));
  set_rgb (cr, C_INK);
  cairo_stroke (cr);

  set_rgb (cr, C_WHITE);
  cairo_rectangle (cr, -0.011, -0.058, 0.022, 0.125);
  cairo_rectangle (cr, -0.045, -0.03, 0.09, 0.022);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* A building drawn upright at (x, y): in units of the tile, but never so
 * small that it cannot be told at @px pixels a tile. Ends with a
 * cairo_restore(). */
static void
begin_building (cairo_t *cr,
                double   x,
                double   y,
                double   px)
{
  double s = MAX (1.0, 8.0 / (0.17 * px));

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, s, s);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, tess_render_width_px (0.01, 0.8, px * s));
}

/* Fills the path in @hex and outlines it in ink; the source is left ink. */
static void
fill_and_ink (cairo_t *cr,
              guint32  hex)
{
  set_rgb (cr, hex);
  cairo_fill_preserve (cr);
  set_rgb (cr, C_INK);
  cairo_stroke (cr);
}

/* Inns & Cathedrals: an inn, a small house with a red roof and a sign,
 * upright, centred on (x, y) beside its road. */
static void
draw_inn (cairo_t *cr,
          double   x,
          double   y,
          double   px)
{
  begin_building (cr, x, y, px);
  cairo_rectangle (cr, -0.05, -0.01, 0.1, 0.06);
  fill_and_ink (cr, C_WALLS);
  cairo_move_to (cr, -0.065, -0.005);
  cairo_line_to (cr, 0.0, -0.06);
  cairo_line_to (cr, 0.065, -0.005);
  cairo_close_path (cr);
  fill_and_ink (cr, C_ROOF);
  /* The door, and the inn's sign hanging from its wall. */
  cairo_rectangle (cr, -0.01, 0.02, 0.02, 0.03);
  cairo_fill (cr);
  cairo_move_to (cr, 0.05, 0.005);
  cairo_line_to (cr, 0.075, 0.005);
  cairo_stroke (cr);
  cairo_rectangle (cr, 0.062, 0.01, 0.024, 0.02);
  fill_and_ink (cr, C_ROOF_WARM_SHADE);
  cairo_restore (cr);
}

/* Inns & Cathedrals: a cathedral, a nave under a dark roof with two
 * towers, upright, centred on (x, y) in its city. */
static void
draw_cathedral (cairo_t *cr,
                double   x,
                double   y,
                double   px)
{
  begin_building (cr, x, y, px);
  /* The nave. */
  cairo_rectangle (cr, -0.06, -0.02, 0.12, 0.08);
  fill_and_ink (cr, C_STONE);
  cairo_move_to (cr, -0.07, -0.015);
  cairo_line_to (cr, 0.0, -0.06);
  cairo_line_to (cr, 0.07, -0.015);
  cairo_close_path (cr);
  fill_and_ink (cr, C_STONE_DARK);
  /* Two towers with spires. */
  for (int side = -1; side <= 1; side += 2)
    {
      double tx = side * 0.075;

      cairo_rectangle (cr, tx - 0.02, -0.05, 0.04, 0.11);
      fill_and_ink (cr, C_STONE);
      cairo_move_to (cr, tx - 0.025, -0.05);
      cairo_line_to (cr, tx, -0.11);
      cairo_line_to (cr, tx + 0.025, -0.05);
      cairo_close_path (cr);
      fill_and_ink (cr, C_STONE_DARK);
    }
  /* The door, arched. */
  cairo_move_to (cr, -0.015, 0.06);
  cairo_line_to (cr, -0.015, 0.03);
  cairo_arc (cr, 0.0, 0.03, 0.015, G_PI, 2 * G_PI);
  cairo_line_to (cr, 0.015, 0.06);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* Where an inn stands: beside its road's follower anchor, across the
 * road from its first side, in the tile's canonical orientation. */
static void
inn_point (const TessGeom *g,
           int             f,
           double         *x,
           double         *y)
{
  const TessFeature *feat = &g->def.features[f];
  int s = 0;
  double dx, dy;

  while (s < 3 && !(feat->ports & (1u << s)))
    s++;
  dx = tess_geom_side_mid[s][0] - 0.5;
  dy = tess_geom_side_mid[s][1] - 0.5;
  /* Half a tile along the side's axis is 0.5: across it, 0.17. */
  *x = CLAMP (g->f[f].ax - dy * 0.34, 0.12, 0.88);
  *y = CLAMP (g->f[f].ay + dx * 0.34, 0.12, 0.88);
}

/* The monastery, in a frame centred on the building. */
void
tess_render_monastery_outline (cairo_t *cr)
{
  cairo_move_to (cr, -0.19, 0.25);
  cairo_line_to (cr, -0.19, 0.095);
  cairo_line_to (cr, -0.23, 0.095);
  cairo_line_to (cr, -0.17, -0.04);
  cairo_line_to (cr, 0.05, -0.04);
  cairo_line_to (cr, 0.05, -0.08);
  cairo_line_to (cr, 0.03, -0.08);
  cairo_line_to (cr, 0.12, -0.25);
  cairo_line_to (cr, 0.21, -0.08);
  cairo_line_to (cr, 0.19, -0.08);
  cairo_line_to (cr, 0.19, 0.25);
  cairo_close_path (cr);
}

static void
draw_monastery (cairo_t        *cr,
                const TessGeom *g,
                int             rot,
                double          px)
{
  double x, y, s = g->mscale;
  double ink = tess_render_width_px (0.012, 0.9, px * s);

  /* Its garden: the monastery's ground, where its monk may stand. */
  cairo_save (cr);
  if ((rot & 3) != 0)
    {
      cairo_translate (cr, 0.5, 0.5);
      cairo_rotate (cr, (rot & 3) * G_PI / 2);
      cairo_translate (cr, -0.5, -0.5);
    }
  tess_geom_monastery_path (cr, g);
  cairo_restore (cr);
  set_rgb (cr, C_GARDEN);
  cairo_fill_preserve (cr);
  set_rgb (cr, C_HEDGE);
  cairo_set_line_width (cr, tess_render_width_px (0.014, 1.0, px));
  cairo_stroke (cr);

  tess_geom_rotate_point (rot, g->mx, g->my, &x, &y);
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, s, s);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, ink);

  /* Its shadow on the grass (not when moved aside, onto a bank). */
  if (g->mscale >= 1.0)
    {
  cairo_save (cr);
  cairo_translate (cr, 0.0, 0.25);
  cairo_scale (cr, 0.24, 0.045);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  set_rgba (cr, 0x000000, 0.16);
  cairo_fill (cr);
    }

  /* Nave and tower walls. */
  cairo_rectangle (cr, -0.19, 0.09, 0.25, 0.16);
  cairo_rectangle (cr, 0.05, -0.08, 0.14, 0.33);
  set_rgb (cr, C_WALLS);
  cairo_fill_preserve (cr);
  set_rgb (cr, C_INK);
  cairo_stroke (cr);

  /* Roofs. */
  cairo_move_to (cr, -0.23, 0.095);
  cairo_line_to (cr, -0.17, -0.04);
  cairo_line_to (cr, 0.05, -0.04);
  cairo_line_to (cr, 0.05, 0.095);
  cairo_close_path (cr);
  cairo_move_to (cr, 0.03, -0.08);
  cairo_line_to (cr, 0.12, -0.25);
  cairo_line_to (cr, 0.21, -0.08);
  cairo_close_path (cr);
  set_rgb (cr, C_ROOF);
  cairo_fill_preserve (cr);
  set_rgb (cr, C_ROOF_DARK);
  cairo_stroke (cr);

  /* Door and windows. */
  set_rgb (cr, C_INK);
  cairo_move_to (cr, 0.095, 0.25);
  cairo_line_to (cr, 0.095, 0.175);
  cairo_arc (cr, 0.12, 0.175, 0.025, G_PI, 2 * G_PI);
  cairo_line_to (cr, 0.145, 0.25);
  cairo_close_path (cr);
  cairo_fill (cr);
  if (px * s >= 48)
    {
      for (int i = 0; i < 3; i++)
        {
          double wx = -0.15 + i * 0.065;

          cairo_rectangle (cr, wx, 0.14, 0.03, 0.05);
        }
      cairo_arc (cr, 0.12, 0.0, 0.022, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

/* The house at the end of roads: a small square with a house on it. */
static void
draw_house (cairo_t        *cr,
            const TessGeom *g,
            double          px)
{
  double ink = tess_render_width_px (0.01, 0.8, px);

  tess_geom_house_path (cr, g);
  set_rgb (cr, C_ROAD);
  cairo_fill_preserve (cr);
  set_rgb (cr, C_ROAD_EDGE);
  cairo_set_line_width (cr, tess_render_width_px (TESS_ROAD_EDGE, 0.8, px));
  cairo_stroke (cr);

  cairo_save (cr);
  cairo_translate (cr, 0.5, 0.5);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, ink);
  cairo_rectangle (cr, -0.055, -0.005, 0.11, 0.07);
  set_rgb (cr, C_WALLS);
  cairo_fill_preserve (cr);
  set_rgb (cr, C_INK);
  cairo_stroke (cr);
  cairo_move_to (cr, -0.075, 0.0);
  cairo_line_to (cr, 0.0, -0.07);
  cairo_line_to (cr, 0.075, 0.0);
  cairo_close_path (cr);
  set_rgb (cr, C_HOUSE_ROOF);
  cairo_fill_preserve (cr);
  set_rgb (cr, C_INK);
  cairo_stroke (cr);
  cairo_rectangle (cr, -0.012, 0.025, 0.024, 0.04);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* Where the road @f, with one side, meets a city's wall going in from
 * its side: the point and the road's direction there. FALSE when it
 * meets none. */
gboolean
tess_geom_road_gate (const TessGeom *g,
                     int             f,
                     double         *x,
                     double         *y,
                     double         *dx,
                     double         *dy)
{
  if (g->f[f].type != TESS_FEATURE_ROAD || g->f[f].n_sides != 1)
    return FALSE;
  for (int step = 1; step <= 50; step++)
    {
      int label;

      tess_geom_line_point (g, f, step / 50.0, x, y, dx, dy);
      label = tess_geom_label_at (g, *x, *y);
      if (label >= 0 && label < g->def.n_features
          && g->def.features[label].type == TESS_FEATURE_CITY)
        return TRUE;
    }
  return FALSE;
}

/* A gate in the city's wall where a road ends at it: a dark arch as wide
 * as the road, under the wall's stones on either side. */
static void
draw_gates (cairo_t        *cr,
            const TessGeom *g,
            double          px)
{
  for (int i = 0; i < g->def.n_features; i++)
    {
      double x, y, dx, dy, angle;

      if (!tess_geom_road_gate (g, i, &x, &y, &dx, &dy))
        continue;
      angle = atan2 (dy, dx);
      cairo_save (cr);
      cairo_translate (cr, x, y);
      cairo_rotate (cr, angle);
      /* The road runs along x, into the city; the arch faces the road,
       * shallow, so that the road's end (where a follower stands) stays
       * clear. */
      cairo_move_to (cr, 0.03, -TESS_ROAD_WIDTH * 0.55);
      cairo_line_to (cr, 0, -TESS_ROAD_WIDTH * 0.55);
      cairo_save (cr);
      cairo_scale (cr, 0.4, 1);
      cairo_arc_negative (cr, 0, 0, TESS_ROAD_WIDTH * 0.55, -G_PI / 2, G_PI / 2);
      cairo_restore (cr);
      cairo_line_to (cr, 0.03, TESS_ROAD_WIDTH * 0.55);
      cairo_close_path (cr);
      set_rgb (cr, C_INK);
      cairo_fill_preserve (cr);
      set_rgb (cr, C_WALL);
      cairo_set_line_width (cr, tess_render_width_px (0.016, 1.0, px));
      cairo_stroke (cr);
      cairo_restore (cr);
    }
}

/* Sparse tufts of grass, the same on every tile of a type. */
static void
draw_grass (cairo_t *cr,
            double   px)
{
  static const double tufts[][2] = {
    { 0.12, 0.18 }, { 0.36, 0.09 }, { 0.71, 0.14 }, { 0.88, 0.34 }, { 0.23, 0.42 },
    { 0.62, 0.38 }, { 0.08, 0.66 }, { 0.41, 0.71 }, { 0.79, 0.62 }, { 0.93, 0.87 },
    { 0.28, 0.9 }, { 0.6, 0.88 },
  };

  if (px < 64)
    return;
  set_rgb (cr, C_FIELD_DARK);
  cairo_set_line_width (cr, tess_render_width_px (0.008, 1.0, px));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < G_N_ELEMENTS (tufts); i++)
    {
      double x = tufts[i][0], y = tufts[i][1];

      cairo_move_to (cr, x - 0.018, y - 0.012);
      cairo_line_to (cr, x - 0.008, y + 0.012);
      cairo_move_to (cr, x, y - 0.02);
      cairo_line_to (cr, x, y + 0.012);
      cairo_move_to (cr, x + 0.018, y - 0.012);
      cairo_line_to (cr, x + 0.008, y + 0.012);
    }
  cairo_stroke (cr);
}

void
tess_render_tile_unit (cairo_t        *cr,
                       const TessGeom *g,
                       int             rot,
                       double          px)
{
  const TessTileDef *t = &g->def;

  cairo_save (cr);
  /* A third of a pixel is as smooth as the eye needs, and faster. */
  cairo_set_tolerance (cr, 0.3);
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_clip (cr);

  set_rgb (cr, C_FIELD);
  cairo_paint (cr);
  draw_grass (cr, px);

  cairo_save (cr);
  if ((rot & 3) != 0)
    {
      cairo_translate (cr, 0.5, 0.5);
      cairo_rotate (cr, (rot & 3) * G_PI / 2);
      cairo_translate (cr, -0.5, -0.5);
    }
  draw_lines (cr, g, TESS_FEATURE_ROAD, 1, px);
  draw_cities (cr, g, rot, px);
  draw_gates (cr, g, px);
  draw_lines (cr, g, TESS_FEATURE_RIVER, 0, px);
  draw_lines (cr, g, TESS_FEATURE_ROAD, 2, px);
  cairo_restore (cr);

  if (g->house)
    draw_house (cr, g, px);
  if (g->has_monastery)
    draw_monastery (cr, g, rot, px);
  for (int i = 0; i < t->n_features; i++)
    if (t->features[i].type == TESS_FEATURE_CITY && t->features[i].shield)
      {
        double x, y;

        tess_geom_rotate_point (rot, g->f[i].sx, g->f[i].sy, &x, &y);
        draw_shield (cr, x, y, px);
      }
  /* Inns & Cathedrals: what a road or a city carries (DESIGN.md §8). */
  for (int i = 0; i < t->n_features; i++)
    {
      double x, y;

      if (t->features[i].type == TESS_FEATURE_ROAD && (t->features[i].value & TESS_VALUE_INN))
        {
          inn_point (g, i, &x, &y);
          tess_geom_rotate_point (rot, x, y, &x, &y);
          draw_inn (cr, x, y, px);
        }
      else if (t->features[i].type == TESS_FEATURE_CITY
               && (t->features[i].value & TESS_VALUE_CATHEDRAL))
        {
          /* Above the follower's anchor, clear of it and of a shield. */
          x = g->f[i].ax;
          y = CLAMP (g->f[i].ay - 0.2, 0.15, 0.85);
          tess_geom_rotate_point (rot, x, y, &x, &y);
          draw_cathedral (cr, x, y, px);
        }
    }
  /* Traders & Builders: the goods a city shows, where a shield would
   * stand (beside it when the city has one too). */
  for (int i = 0; i < t->n_features; i++)
    if (t->features[i].type == TESS_FEATURE_CITY && t->features[i].goods != TESS_GOODS_NONE)
      {
        double x = g->f[i].sx, y = g->f[i].sy;

        if (t->features[i].shield)
          x = x < 0.5 ? x + 0.16 : x - 0.16;
        tess_geom_rotate_point (rot, x, y, &x, &y);
        tess_render_goods (cr, t->features[i].goods, x, y, px);
      }

  /* A hair-line border: half of it here, half on the neighbour. */
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_set_line_width (cr, 1.0 / px);
  set_rgba (cr, 0x000000, 0.22);
  cairo_stroke (cr);

  cairo_restore (cr);
}

void
tess_render_tile (cairo_t           *cr,
                  const TessTileDef *tile,
                  int                rot,
                  double             x,
                  double             y,
                  double             size)
{
  const TessGeom *g;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (tile != NULL);

  if (size <= 0)
    return;
  g = tess_geom_get (tile);
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  tess_render_tile_unit (cr, g, rot, tess_render_device_scale (cr));
  cairo_restore (cr);
}
