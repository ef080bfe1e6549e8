/* tess-render-geom.c: the shapes of a tile's features, from its ports
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A tile's look follows from its definition alone: cities take a shape
 * by the sides they own (cap, wedge, band, notch, whole tile), roads and
 * rivers run from their ports to each other or to the centre, and fields
 * are what is left, split among the field features by a flood fill from
 * their half ports on a small feature map (tess-render-layout.c). The
 * same map gives hit tests and the followers' anchors.
 */

#define G_LOG_DOMAIN "tess-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include "tess-render-private.h"
#include "tess-engine.h"

const double tess_geom_side_mid[4][2] = { { 0.5, 0.0 }, { 1.0, 0.5 }, { 0.5, 1.0 }, { 0.0, 0.5 } };
const double tess_geom_side_in[4][2] = { { 0, 1 }, { -1, 0 }, { 0, -1 }, { 1, 0 } };
const double tess_geom_half_pos[8][2] = {
  { 0.25, 0.0 }, { 0.75, 0.0 }, { 1.0, 0.25 }, { 1.0, 0.75 },
  { 0.75, 1.0 }, { 0.25, 1.0 }, { 0.0, 0.75 }, { 0.0, 0.25 },
};

void
tess_geom_rotate_point (int     rot,
                        double  x,
                        double  y,
                        double *ox,
                        double *oy)
{
  for (int i = 0; i < (rot & 3); i++)
    {
      double t = x;

      x = 1.0 - y;
      y = t;
    }
  *ox = x;
  *oy = y;
}

void
tess_geom_unrotate_point (int     rot,
                          double  x,
                          double  y,
                          double *ox,
                          double *oy)
{
  tess_geom_rotate_point ((4 - (rot & 3)) & 3, x, y, ox, oy);
}

void
tess_geom_transform (cairo_t *cr,
                     int      rot,
                     double   x,
                     double   y,
                     double   size)
{
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  if ((rot & 3) != 0)
    {
      cairo_translate (cr, 0.5, 0.5);
      cairo_rotate (cr, (rot & 3) * G_PI / 2);
      cairo_translate (cr, -0.5, -0.5);
    }
}

double
tess_render_device_scale (cairo_t *cr)
{
  double dx = 1.0, dy = 0.0, sx = 1.0, sy = 1.0;

  cairo_user_to_device_distance (cr, &dx, &dy);
  /* The target's device scale (HiDPI) is not part of the matrix. */
  cairo_surface_get_device_scale (cairo_get_group_target (cr), &sx, &sy);
  return MAX (hypot (dx * sx, dy * sy), 1e-6);
}

/* ---------------------------------------------------------------- paths */

/* A shape's canonical points rotated by its shape_rot into tile space. */
static void
shape_point (const TessGeomFeature *f,
             double                 x,
             double                 y,
             double                *ox,
             double                *oy)
{
  tess_geom_rotate_point (f->shape_rot, x, y, ox, oy);
}

static void
move_to (cairo_t *cr, const TessGeomFeature *f, double x, double y)
{
  shape_point (f, x, y, &x, &y);
  cairo_move_to (cr, x, y);
}

static void
line_to (cairo_t *cr, const TessGeomFeature *f, double x, double y)
{
  shape_point (f, x, y, &x, &y);
  cairo_line_to (cr, x, y);
}

static void
curve_to (cairo_t *cr, const TessGeomFeature *f,
          double x1, double y1, double x2, double y2, double x3, double y3)
{
  shape_point (f, x1, y1, &x1, &y1);
  shape_point (f, x2, y2, &x2, &y2);
  shape_point (f, x3, y3, &x3, &y3);
  cairo_curve_to (cr, x1, y1, x2, y2, x3, y3);
}

/* The inner edges of each shape, as curves in the shape's own frame.
 * fill: whether to add the border and close (the area) or not (the wall). */
static void
city_shape (cairo_t               *cr,
            const TessGeomFeature *f,
            gboolean               fill)
{
  double d;

  if (f->n_sides == 0)
    return;
  switch (f->shape)
    {
    case TESS_CITY_CAP:
      /* A cap on N whose lower edge bows down to depth at the middle.
       * It leaves the corners at a shallow angle, so that two caps on
       * adjacent sides (tile I) meet at the corner only. */
      d = f->depth;
      move_to (cr, f, 1, 0);
      curve_to (cr, f, 0.82, 0.03, 0.7, d, 0.5, d);
      curve_to (cr, f, 0.3, d, 0.18, 0.03, 0, 0);
      if (fill)
        cairo_close_path (cr);
      break;

    case TESS_CITY_WEDGE:
      /* N and W: the corner above a gently hollowed diagonal. */
      move_to (cr, f, 1, 0);
      curve_to (cr, f, 0.62, 0.32, 0.32, 0.62, 0, 1);
      if (fill)
        {
          line_to (cr, f, 0, 0);
          cairo_close_path (cr);
        }
      break;

    case TESS_CITY_BAND:
      /* E and W: a band narrowing towards the middle. */
      move_to (cr, f, 0, 0);
      curve_to (cr, f, 0.3, 0.36, 0.7, 0.36, 1, 0);
      if (fill)
        line_to (cr, f, 1, 1);
      else
        move_to (cr, f, 1, 1);
      curve_to (cr, f, 0.7, 0.64, 0.3, 0.64, 0, 1);
      if (fill)
        cairo_close_path (cr);
      break;

    case TESS_CITY_NOTCH:
      /* All but S: a notch bowing up from the south side. */
      move_to (cr, f, 1, 1);
      curve_to (cr, f, 0.72, 0.61, 0.28, 0.61, 0, 1);
      if (fill)
        {
          line_to (cr, f, 0, 0);
          line_to (cr, f, 1, 0);
          cairo_close_path (cr);
        }
      break;

    case TESS_CITY_FULL:
      if (fill)
        cairo_rectangle (cr, 0, 0, 1, 1);
      break;

    default:
      g_assert_not_reached ();
    }
}

void
tess_geom_city_path (cairo_t        *cr,
                     const TessGeom *g,
                     int             f)
{
  city_shape (cr, &g->f[f], TRUE);
}

void
tess_geom_city_wall_path (cairo_t        *cr,
                          const TessGeom *g,
                          int             f)
{
  city_shape (cr, &g->f[f], FALSE);
}

/* Where a one-port river ends: the pool's centre, set back from the
 * middle away from the port so that the lake fills the tile. */
void
tess_geom_pool_centre (const TessGeom *g,
             int             f,
             double         *x,
             double         *y)
{
  int s = g->f[f].sides[0];
  double back = g->lake ? 0.06 : 0.04;

  *x = 0.5 - tess_geom_side_in[s][0] * back;
  *y = 0.5 - tess_geom_side_in[s][1] * back;
}

gboolean
tess_geom_river_has_pool (const TessGeom *g,
                          int             f)
{
  return g->f[f].type == TESS_FEATURE_RIVER && g->f[f].n_sides == 1;
}

void
tess_geom_line_path (cairo_t        *cr,
                     const TessGeom *g,
                     int             f)
{
  const TessGeomFeature *gf = &g->f[f];
  const double ext = 0.03;   /* past the border, so strokes meet their neighbours */

  if (gf->n_sides == 2)
    {
      int a = gf->sides[0], b = gf->sides[1];
      double ax = tess_geom_side_mid[a][0], ay = tess_geom_side_mid[a][1];
      double bx = tess_geom_side_mid[b][0], by = tess_geom_side_mid[b][1];

      cairo_move_to (cr, ax - tess_geom_side_in[a][0] * ext, ay - tess_geom_side_in[a][1] * ext);
      cairo_line_to (cr, ax, ay);
      if ((a ^ b) == 2)
        cairo_line_to (cr, bx, by);
      else
        cairo_curve_to (cr,
                        ax + tess_geom_side_in[a][0] * 0.5 * TESS_GEOM_KAPPA, ay + tess_geom_side_in[a][1] * 0.5 * TESS_GEOM_KAPPA,
                        bx + tess_geom_side_in[b][0] * 0.5 * TESS_GEOM_KAPPA, by + tess_geom_side_in[b][1] * 0.5 * TESS_GEOM_KAPPA,
                        bx, by);
      cairo_line_to (cr, bx - tess_geom_side_in[b][0] * ext, by - tess_geom_side_in[b][1] * ext);
      return;
    }

  for (int i = 0; i < gf->n_sides; i++)
    {
      int s = gf->sides[i];
      double ex = 0.5, ey = 0.5;

      if (gf->type == TESS_FEATURE_RIVER && gf->n_sides == 1)
        tess_geom_pool_centre (g, f, &ex, &ey);
      else if (gf->n_sides == 1)
        ex = gf->ex, ey = gf->ey;
      cairo_move_to (cr, tess_geom_side_mid[s][0] - tess_geom_side_in[s][0] * ext, tess_geom_side_mid[s][1] - tess_geom_side_in[s][1] * ext);
      cairo_line_to (cr, ex, ey);
    }
}

void
tess_geom_line_point (const TessGeom *g,
                      int             f,
                      double          t,
                      double         *x,
                      double         *y,
                      double         *dx,
                      double         *dy)
{
  const TessGeomFeature *gf = &g->f[f];
  double p[4][2], len;
  int a = gf->sides[0];

  p[0][0] = tess_geom_side_mid[a][0];
  p[0][1] = tess_geom_side_mid[a][1];
  if (gf->n_sides == 2 && (gf->sides[0] ^ gf->sides[1]) != 2)
    {
      int b = gf->sides[1];

      p[1][0] = p[0][0] + tess_geom_side_in[a][0] * 0.5 * TESS_GEOM_KAPPA;
      p[1][1] = p[0][1] + tess_geom_side_in[a][1] * 0.5 * TESS_GEOM_KAPPA;
      p[3][0] = tess_geom_side_mid[b][0];
      p[3][1] = tess_geom_side_mid[b][1];
      p[2][0] = p[3][0] + tess_geom_side_in[b][0] * 0.5 * TESS_GEOM_KAPPA;
      p[2][1] = p[3][1] + tess_geom_side_in[b][1] * 0.5 * TESS_GEOM_KAPPA;
    }
  else
    {
      if (gf->n_sides == 2)
        {
          p[3][0] = tess_geom_side_mid[gf->sides[1]][0];
          p[3][1] = tess_geom_side_mid[gf->sides[1]][1];
        }
      else if (gf->type == TESS_FEATURE_RIVER && gf->n_sides == 1)
        tess_geom_pool_centre (g, f, &p[3][0], &p[3][1]);
      else if (gf->n_sides == 1)
        {
          p[3][0] = gf->ex;
          p[3][1] = gf->ey;
        }
      else
        p[3][0] = p[3][1] = 0.5;
      for (int k = 0; k < 2; k++)
        {
          p[1][k] = p[0][k] + (p[3][k] - p[0][k]) / 3;
          p[2][k] = p[0][k] + 2 * (p[3][k] - p[0][k]) / 3;
        }
    }
  {
    double u = 1 - t;
    double b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t;
    double d0 = -3 * u * u, d1 = 3 * u * u - 6 * u * t, d2 = 6 * u * t - 3 * t * t, d3 = 3 * t * t;

    *x = b0 * p[0][0] + b1 * p[1][0] + b2 * p[2][0] + b3 * p[3][0];
    *y = b0 * p[0][1] + b1 * p[1][1] + b2 * p[2][1] + b3 * p[3][1];
    *dx = d0 * p[0][0] + d1 * p[1][0] + d2 * p[2][0] + d3 * p[3][0];
    *dy = d0 * p[0][1] + d1 * p[1][1] + d2 * p[2][1] + d3 * p[3][1];
  }
  len = hypot (*dx, *dy);
  if (len > 0)
    {
      *dx /= len;
      *dy /= len;
    }
}

/* The spring's pond or the lake: a slightly irregular round shape. */
void
tess_geom_lake_path (cairo_t        *cr,
                     const TessGeom *g,
                     int             f)
{
  static const double lake_r[8] = { 0.37, 0.32, 0.36, 0.31, 0.37, 0.33, 0.35, 0.32 };
  static const double pond_r[8] = { 0.16, 0.145, 0.165, 0.14, 0.16, 0.15, 0.165, 0.145 };
  const double *radii = g->lake ? lake_r : pond_r;
  double cx, cy, px[8], py[8];

  tess_geom_pool_centre (g, f, &cx, &cy);
  for (int i = 0; i < 8; i++)
    {
      double a = i * G_PI / 4 + G_PI / 8;

      px[i] = cx + radii[i] * cos (a);
      py[i] = cy + radii[i] * sin (a);
    }
  /* Catmull-Rom through the points, as Béziers. */
  cairo_move_to (cr, px[0], py[0]);
  for (int i = 0; i < 8; i++)
    {
      int p0 = (i + 7) % 8, p1 = i, p2 = (i + 1) % 8, p3 = (i + 2) % 8;

      cairo_curve_to (cr,
                      px[p1] + (px[p2] - px[p0]) / 6, py[p1] + (py[p2] - py[p0]) / 6,
                      px[p2] - (px[p3] - px[p1]) / 6, py[p2] - (py[p3] - py[p1]) / 6,
                      px[p2], py[p2]);
    }
  cairo_close_path (cr);
}

/* The monastery's ground: a square around the building, which is drawn
 * upright whatever the rotation (so the square is what rotates well). */
void
tess_geom_monastery_path (cairo_t        *cr,
                          const TessGeom *g)
{
  double h = 0.27 * g->mscale, r = 0.05 * g->mscale;
  double x0 = g->mx - h, y0 = g->my - h, x1 = g->mx + h, y1 = g->my + h;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x1 - r, y0 + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x1 - r, y1 - r, r, 0, G_PI / 2);
  cairo_arc (cr, x0 + r, y1 - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x0 + r, y0 + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

void
tess_geom_house_path (cairo_t        *cr,
                      const TessGeom *g)
{
  cairo_rectangle (cr, 0.5 - 0.095, 0.5 - 0.095, 0.19, 0.19);
}

/* ---------------------------------------------------------------- cache */

static GMutex geom_lock;
static GHashTable *geom_table;

static guint
geom_hash (gconstpointer key)
{
  const TessGeom *g = key;

  return g->hash;
}

static gboolean
geom_equal (gconstpointer a,
            gconstpointer b)
{
  const TessGeom *ga = a, *gb = b;

  return ga->lake == gb->lake &&
         ga->def.n_features == gb->def.n_features &&
         memcmp (ga->def.features, gb->def.features,
                 sizeof (TessFeature) * (size_t) ga->def.n_features) == 0;
}

/* The key part of a geometry: the features (zeroed beyond n_features so
 * that padding never matters) and whether it is a lake. */
static void
geom_key (TessGeom          *key,
          const TessTileDef *tile)
{
  guint h = 2166136261u;
  const guint8 *bytes;
  int n = CLAMP (tile->n_features, 0, TESS_MAX_FEATURES);

  memset (&key->def, 0, sizeof key->def);
  key->def.n_features = n;
  for (int i = 0; i < n; i++)
    {
      key->def.features[i].type = tile->features[i].type;
      key->def.features[i].shield = tile->features[i].shield;
      key->def.features[i].value = tile->features[i].value;
      key->def.features[i].goods = tile->features[i].goods;
      key->def.features[i].ports = tile->features[i].ports;
      key->def.features[i].cities = tile->features[i].cities;
    }
  key->lake = strstr (tile->id, "lake") != NULL;
  bytes = (const guint8 *) key->def.features;
  for (size_t i = 0; i < sizeof (TessFeature) * (size_t) n; i++)
    h = (h ^ bytes[i]) * 16777619u;
  key->hash = h ^ (guint) n ^ (key->lake ? 0x9e3779b9u : 0);
}

const TessGeom *
tess_geom_get (const TessTileDef *tile)
{
  TessGeom *key, *g;

  key = g_new0 (TessGeom, 1);
  geom_key (key, tile);

  g_mutex_lock (&geom_lock);
  if (geom_table == NULL)
    geom_table = g_hash_table_new (geom_hash, geom_equal);
  g = g_hash_table_lookup (geom_table, key);
  if (g == NULL)
    {
      g = g_steal_pointer (&key);
      tess_geom_analyse (g);
      g_hash_table_add (geom_table, g);
    }
  g_mutex_unlock (&geom_lock);

  g_free (key);
  return g;
}

/* ------------------------------------------------------------ public API */

void
tess_render_feature_anchor (const TessTileDef *tile,
                            int                feature,
                            int                rot,
                            double            *x,
                            double            *y)
{
  const TessGeom *g;
  double ax = 0.5, ay = 0.5;

  g_return_if_fail (tile != NULL);
  g_return_if_fail (x != NULL && y != NULL);

  g = tess_geom_get (tile);
  if (feature >= 0 && feature < g->def.n_features)
    {
      ax = g->f[feature].ax;
      ay = g->f[feature].ay;
    }
  tess_geom_rotate_point (rot, ax, ay, x, y);
}

int
tess_render_feature_at (const TessTileDef *tile,
                        int                rot,
                        double             ux,
                        double             uy)
{
  const TessGeom *g;
  double cx, cy;
  int label;

  g_return_val_if_fail (tile != NULL, -1);

  if (!(ux >= 0 && ux < 1 && uy >= 0 && uy < 1))
    return -1;
  g = tess_geom_get (tile);
  tess_geom_unrotate_point (rot, ux, uy, &cx, &cy);
  label = tess_geom_label_at (g, cx, cy);
  return label >= 0 ? label : -1;
}

gboolean
tess_render_feature_lying (const TessTileDef *tile,
                           int                feature)
{
  g_return_val_if_fail (tile != NULL, FALSE);

  return feature >= 0 && feature < MIN (tile->n_features, TESS_MAX_FEATURES) &&
         tile->features[feature].type == TESS_FEATURE_FIELD;
}
