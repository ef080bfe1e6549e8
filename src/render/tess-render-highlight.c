/* tess-render-highlight.c: lighting up a feature of a tile
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

/* Adds the paths of every non-field shape (in canonical orientation;
 * the monastery turned back upright) for clearing them from a field. */
static void
non_field_paths (cairo_t        *cr,
                 const TessGeom *g,
                 int             rot,
                 double          px)
{
  const TessTileDef *t = &g->def;

  for (int i = 0; i < t->n_features; i++)
    {
      const TessGeomFeature *gf = &g->f[i];

      switch (gf->type)
        {
        case TESS_FEATURE_CITY:
          tess_geom_city_path (cr, g, i);
          cairo_fill (cr);
          tess_geom_city_wall_path (cr, g, i);
          cairo_set_line_width (cr, tess_render_width_px (TESS_WALL_WIDTH, 1.6, px));
          cairo_stroke (cr);
          break;
        case TESS_FEATURE_ROAD:
        case TESS_FEATURE_RIVER:
          tess_geom_line_path (cr, g, i);
          cairo_set_line_width (cr, gf->type == TESS_FEATURE_ROAD
                                    ? TESS_ROAD_WIDTH + 2 * tess_render_width_px (TESS_ROAD_EDGE, 0.8, px)
                                    : TESS_RIVER_WIDTH + 2 * tess_render_width_px (TESS_RIVER_BANK, 0.8, px));
          cairo_stroke (cr);
          if (tess_geom_river_has_pool (g, i))
            {
              tess_geom_lake_path (cr, g, i);
              cairo_fill (cr);
            }
          break;
        case TESS_FEATURE_MONASTERY:
          cairo_save (cr);
          cairo_translate (cr, g->mx, g->my);
          cairo_rotate (cr, -(rot & 3) * G_PI / 2);
          cairo_scale (cr, g->mscale, g->mscale);
          tess_render_monastery_outline (cr);
          cairo_restore (cr);
          cairo_fill (cr);
          break;
        case TESS_FEATURE_FIELD:
        case TESS_N_FEATURE_TYPES:
        default:
          break;
        }
    }
  if (g->house)
    {
      tess_geom_house_path (cr, g);
      cairo_fill (cr);
    }
}

/* A mask of one field's pixels on the feature map, grown by two pixels
 * so that its blocky edge falls inside the shapes cleared around it. */
static cairo_surface_t *
field_mask (const TessGeom *g,
            int             f)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_A8, TESS_GEOM_RES, TESS_GEOM_RES);
  unsigned char *data = cairo_image_surface_get_data (s);
  int stride = cairo_image_surface_get_stride (s);
  const int grow = 2;
  for (int j = 0; j < TESS_GEOM_RES; j++)
    for (int i = 0; i < TESS_GEOM_RES; i++)
      {
        gboolean on = FALSE;

        for (int dj = -grow; dj <= grow && !on; dj++)
          for (int di = -grow; di <= grow && !on; di++)
            {
              int ni = i + di, nj = j + dj;

              if (ni >= 0 && nj >= 0 && ni < TESS_GEOM_RES && nj < TESS_GEOM_RES &&
                  g->labels[nj * TESS_GEOM_RES + ni] == f)
                on = TRUE;
            }
        data[j * stride + i] = on ? 0xff : 0;
      }
  cairo_surface_mark_dirty (s);
  return s;
}

void
tess_render_tile_highlight (cairo_t *cr,
                            double   x,
                            double   y,
                            double   size,
                            double   r,
                            double   g,
                            double   b,
                            double   alpha)
{
  double line_width = MAX (2, size * 0.03);

  g_return_if_fail (cr != NULL);

  cairo_save (cr);
  cairo_rectangle (cr, x, y, size, size);
  cairo_set_source_rgba (cr, r, g, b, alpha * 0.5);
  cairo_fill (cr);
  cairo_rectangle (cr, x + line_width, y + line_width, size - 2 * line_width, size - 2 * line_width);
  cairo_set_source_rgb (cr, TESS_RENDER_RIM_GREY, TESS_RENDER_RIM_GREY, TESS_RENDER_RIM_GREY);
  cairo_set_line_width (cr, line_width * 2);
  cairo_stroke (cr);
  cairo_rectangle (cr, x + line_width, y + line_width, size - 2 * line_width, size - 2 * line_width);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_set_line_width (cr, line_width);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
tess_render_feature_highlight (cairo_t           *cr,
                               const TessTileDef *tile,
                               int                rot,
                               int                feature,
                               double             x,
                               double             y,
                               double             size,
                               double             r,
                               double             green,
                               double             b,
                               double             alpha)
{
  const TessGeom *g;
  const TessGeomFeature *gf;
  double px, line_width;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (tile != NULL);

  g = tess_geom_get (tile);
  if (feature < 0 || feature >= g->def.n_features || size <= 0)
    return;
  gf = &g->f[feature];

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  px = tess_render_device_scale (cr);
  line_width = tess_render_width_px (0.025, 2.0, px);
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_clip (cr);

  if (gf->type == TESS_FEATURE_MONASTERY)
    {
      double mx, my;

      tess_geom_rotate_point (rot, g->mx, g->my, &mx, &my);
      cairo_translate (cr, mx, my);
      cairo_scale (cr, g->mscale, g->mscale);
      tess_render_monastery_outline (cr);
      cairo_set_source_rgba (cr, r, green, b, alpha);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, r, green, b);
      cairo_set_line_width (cr, line_width / g->mscale);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
      cairo_restore (cr);
      return;
    }

  if ((rot & 3) != 0)
    {
      cairo_translate (cr, 0.5, 0.5);
      cairo_rotate (cr, (rot & 3) * G_PI / 2);
      cairo_translate (cr, -0.5, -0.5);
    }
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  switch (gf->type)
    {
    case TESS_FEATURE_CITY:
      cairo_push_group (cr);
      tess_geom_city_path (cr, g, feature);
      cairo_set_source_rgba (cr, r, green, b, alpha);
      cairo_fill_preserve (cr);
      cairo_save (cr);
      cairo_clip (cr);
      tess_geom_city_path (cr, g, feature);
      cairo_set_source_rgb (cr, r, green, b);
      cairo_set_line_width (cr, 2 * line_width);
      cairo_stroke (cr);
      cairo_restore (cr);
      /* A city that reaches a river stops at its bank. */
      cairo_set_operator (cr, CAIRO_OPERATOR_DEST_OUT);
      cairo_set_source_rgb (cr, 0, 0, 0);
      for (int i = 0; i < g->def.n_features; i++)
        if (g->f[i].type == TESS_FEATURE_RIVER)
          {
            tess_geom_line_path (cr, g, i);
            cairo_set_line_width (cr, TESS_RIVER_WIDTH + 2 * TESS_RIVER_BANK);
            cairo_stroke (cr);
          }
      cairo_pop_group_to_source (cr);
      cairo_paint (cr);
      break;

    case TESS_FEATURE_ROAD:
    case TESS_FEATURE_RIVER:
      {
        double w = gf->type == TESS_FEATURE_ROAD ? TESS_ROAD_WIDTH : TESS_RIVER_WIDTH;

        gboolean pool = tess_geom_river_has_pool (g, feature);

        cairo_push_group (cr);
        cairo_set_source_rgb (cr, r, green, b);
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
        tess_geom_line_path (cr, g, feature);
        cairo_set_line_width (cr, w + 2 * line_width);
        cairo_stroke (cr);
        if (pool)
          {
            tess_geom_lake_path (cr, g, feature);
            cairo_set_line_width (cr, 2 * line_width);
            cairo_stroke_preserve (cr);
            cairo_fill (cr);
          }
        cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
        cairo_set_source_rgba (cr, r, green, b, alpha);
        tess_geom_line_path (cr, g, feature);
        cairo_set_line_width (cr, w);
        cairo_stroke (cr);
        if (pool)
          {
            tess_geom_lake_path (cr, g, feature);
            cairo_fill (cr);
          }
        /* A road ends where a city, a house or a monastery begins. */
        cairo_set_operator (cr, CAIRO_OPERATOR_DEST_OUT);
        cairo_set_source_rgb (cr, 0, 0, 0);
        for (int i = 0; i < g->def.n_features; i++)
          if (g->f[i].type == TESS_FEATURE_CITY)
            {
              tess_geom_city_path (cr, g, i);
              cairo_fill (cr);
            }
        if (g->house)
          {
            tess_geom_house_path (cr, g);
            cairo_fill (cr);
          }
        if (g->has_monastery)
          {
            tess_geom_monastery_path (cr, g);
            cairo_fill (cr);
          }
        if (gf->type == TESS_FEATURE_ROAD && gf->n_sides == 1 && !gf->bridge)
          for (int i = 0; i < g->def.n_features; i++)
            if (g->f[i].type == TESS_FEATURE_RIVER)
              {
                tess_geom_line_path (cr, g, i);
                cairo_set_line_width (cr, TESS_RIVER_WIDTH);
                cairo_stroke (cr);
              }
        cairo_pop_group_to_source (cr);
        cairo_paint (cr);
      }
      break;

    case TESS_FEATURE_FIELD:
      {
        cairo_surface_t *mask;
        cairo_pattern_t *pattern;
        cairo_matrix_t m;

        cairo_push_group (cr);
        cairo_set_source_rgba (cr, r, green, b, alpha);
        cairo_paint (cr);
        /* The outline: a band along every edge, kept on the field side. */
        cairo_set_source_rgb (cr, r, green, b);
        cairo_rectangle (cr, 0, 0, 1, 1);
        cairo_set_line_width (cr, 2 * line_width);
        cairo_stroke (cr);
        /* Stroke outlines grown by the line, then clear the shapes. */
        for (int pass = 0; pass < 2; pass++)
          {
            cairo_save (cr);
            if (pass == 0)
              {
                cairo_set_source_rgb (cr, r, green, b);
                for (int i = 0; i < g->def.n_features; i++)
                  {
                    const TessGeomFeature *o = &g->f[i];

                    if (o->type == TESS_FEATURE_CITY)
                      {
                        tess_geom_city_wall_path (cr, g, i);
                        cairo_set_line_width (cr, tess_render_width_px (TESS_WALL_WIDTH, 1.6, px) + 2 * line_width);
                        cairo_stroke (cr);
                      }
                    else if (o->type == TESS_FEATURE_ROAD || o->type == TESS_FEATURE_RIVER)
                      {
                        double w = o->type == TESS_FEATURE_ROAD
                                   ? TESS_ROAD_WIDTH + 2 * tess_render_width_px (TESS_ROAD_EDGE, 0.8, px)
                                   : TESS_RIVER_WIDTH + 2 * tess_render_width_px (TESS_RIVER_BANK, 0.8, px);

                        tess_geom_line_path (cr, g, i);
                        cairo_set_line_width (cr, w + 2 * line_width);
                        cairo_stroke (cr);
                        if (tess_geom_river_has_pool (g, i))
                          {
                            tess_geom_lake_path (cr, g, i);
                            cairo_set_line_width (cr, 2 * line_width);
                            cairo_stroke (cr);
                          }
                      }
                  }
                if (g->house)
                  {
                    tess_geom_house_path (cr, g);
                    cairo_set_line_width (cr, 2 * line_width);
                    cairo_stroke (cr);
                  }
              }
            else
              {
                cairo_set_operator (cr, CAIRO_OPERATOR_DEST_OUT);
                cairo_set_source_rgb (cr, 0, 0, 0);
                non_field_paths (cr, g, rot, px);
              }
            cairo_restore (cr);
          }
        cairo_pop_group_to_source (cr);

        mask = field_mask (g, feature);
        pattern = cairo_pattern_create_for_surface (mask);
        cairo_pattern_set_filter (pattern, CAIRO_FILTER_NEAREST);
        cairo_matrix_init_scale (&m, TESS_GEOM_RES, TESS_GEOM_RES);
        cairo_pattern_set_matrix (pattern, &m);
        cairo_mask (cr, pattern);
        cairo_pattern_destroy (pattern);
        cairo_surface_destroy (mask);
      }
      break;

    case TESS_FEATURE_MONASTERY:
    case TESS_N_FEATURE_TYPES:
    default:
      break;
    }
  cairo_restore (cr);
}
