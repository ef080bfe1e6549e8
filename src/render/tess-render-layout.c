/* tess-render-layout.c: laying out a tile's features: city shapes,
 * shields, followers' anchors and the feature map of its fields
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include "tess-render-private.h"
#include "tess-engine.h"

#define RES TESS_GEOM_RES

/* -------------------------------------------------------------- analysis */

static int
count_bits (unsigned v)
{
  int n = 0;

  for (; v != 0; v &= v - 1)
    n++;
  return n;
}

static void
classify_city (TessGeomFeature *gf,
               unsigned         mask)
{
  int n = count_bits (mask);

  gf->shape_rot = 0;
  switch (n)
    {
    case 1:
      gf->shape = TESS_CITY_CAP;
      gf->shape_rot = gf->sides[0];
      break;
    case 2:
      if (mask == 0x5 || mask == 0xa)
        {
          gf->shape = TESS_CITY_BAND;
          gf->shape_rot = (mask == 0x5) ? 1 : 0;
        }
      else
        {
          gf->shape = TESS_CITY_WEDGE;
          for (int a = 0; a < 4; a++)
            if ((mask & (1u << a)) && (mask & (1u << ((a + 1) & 3))))
              gf->shape_rot = (a + 1) & 3;
        }
      break;
    case 3:
      gf->shape = TESS_CITY_NOTCH;
      for (int k = 0; k < 4; k++)
        if (!(mask & (1u << k)))
          gf->shape_rot = (k + 2) & 3;
      break;
    case 4:
    default:
      gf->shape = TESS_CITY_FULL;
      break;
    }
}

static int
field_at (const TessTileDef *t,
          int                port)
{
  int f = tess_tile_feature_at (t, port);

  if (f >= 0 && t->features[f].type == TESS_FEATURE_FIELD)
    return f;
  return -1;
}

/* Anchor and shield of a city, in the shape's frame, rotated. */
static void
city_spots (TessGeomFeature *gf)
{
  double ax = 0.5, ay = 0.5, sx = 0.2, sy = 0.2;

  switch (gf->shape)
    {
    case TESS_CITY_CAP:
      ay = gf->depth > TESS_CAP_DEPTH ? 0.22 : 0.155;
      sx = 0.8;
      sy = 0.1;
      break;
    case TESS_CITY_WEDGE:
      ax = 0.25;
      ay = 0.25;
      sx = 0.56;
      sy = 0.18;
      break;
    case TESS_CITY_BAND:
      sx = 0.21;
      sy = 0.5;
      break;
    case TESS_CITY_NOTCH:
      ay = 0.34;
      sx = 0.2;
      sy = 0.21;
      break;
    case TESS_CITY_FULL:
      sx = 0.22;
      sy = 0.22;
      break;
    default:
      g_assert_not_reached ();
    }
  tess_geom_rotate_point (gf->shape_rot, ax, ay, &gf->ax, &gf->ay);
  tess_geom_rotate_point (gf->shape_rot, sx, sy, &gf->sx, &gf->sy);
}

static void
line_anchor (TessGeomFeature *gf)
{
  if (gf->n_sides == 2)
    {
      int a = gf->sides[0], b = gf->sides[1];

      gf->ax = 0.5 * (tess_geom_side_mid[a][0] + tess_geom_side_mid[b][0]);
      gf->ay = 0.5 * (tess_geom_side_mid[a][1] + tess_geom_side_mid[b][1]);
      if ((a ^ b) != 2)
        {
          gf->ax += 0.375 * 0.5 * TESS_GEOM_KAPPA * (tess_geom_side_in[a][0] + tess_geom_side_in[b][0]);
          gf->ay += 0.375 * 0.5 * TESS_GEOM_KAPPA * (tess_geom_side_in[a][1] + tess_geom_side_in[b][1]);
        }
    }
  else if (gf->n_sides >= 1)
    {
      int s = gf->sides[0];

      gf->ax = tess_geom_side_mid[s][0] + tess_geom_side_in[s][0] * 0.21;
      gf->ay = tess_geom_side_mid[s][1] + tess_geom_side_in[s][1] * 0.21;
    }
  else
    {
      gf->ax = gf->ay = 0.5;
    }
}

/* --------------------------------------------------------- feature map */

typedef struct
{
  cairo_surface_t *surface;
  cairo_t         *cr;
} Raster;

static void
raster_begin (Raster *r)
{
  r->surface = cairo_image_surface_create (CAIRO_FORMAT_A8, RES, RES);
  r->cr = cairo_create (r->surface);
  cairo_scale (r->cr, RES, RES);
  cairo_set_antialias (r->cr, CAIRO_ANTIALIAS_NONE);
}

static void
raster_end (Raster *r)
{
  cairo_destroy (r->cr);
  cairo_surface_destroy (r->surface);
}

/* Labels every pixel that the current path covers (filled, or stroked
 * when width > 0) with label. */
static void
raster_label (Raster   *r,
              TessGeom *g,
              double    width,
              int       label)
{
  const unsigned char *data;
  int stride;

  cairo_save (r->cr);
  cairo_set_operator (r->cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (r->cr);
  cairo_restore (r->cr);
  if (width > 0)
    {
      cairo_set_line_width (r->cr, width);
      cairo_set_line_cap (r->cr, CAIRO_LINE_CAP_BUTT);
      cairo_stroke (r->cr);
    }
  else
    cairo_fill (r->cr);
  cairo_surface_flush (r->surface);
  data = cairo_image_surface_get_data (r->surface);
  stride = cairo_image_surface_get_stride (r->surface);
  for (int j = 0; j < RES; j++)
    for (int i = 0; i < RES; i++)
      if (data[j * stride + i] >= 128)
        g->labels[j * RES + i] = (gint8) label;
}

static gboolean
centre_covered (const TessGeom *g)
{
  for (int i = 0; i < g->def.n_features; i++)
    {
      const TessGeomFeature *gf = &g->f[i];

      if (gf->type == TESS_FEATURE_CITY &&
          (gf->shape == TESS_CITY_BAND || gf->shape == TESS_CITY_NOTCH ||
           gf->shape == TESS_CITY_FULL))
        return TRUE;
      if (gf->type == TESS_FEATURE_RIVER &&
          (gf->n_sides != 2 || (gf->sides[0] ^ gf->sides[1]) == 2))
        return TRUE;
      if (gf->type == TESS_FEATURE_ROAD && gf->n_sides == 2 &&
          (gf->sides[0] ^ gf->sides[1]) == 2)
        return TRUE;
    }
  return FALSE;
}

/* Whether a city covers the tile's centre (a band, a notch, all of it). */
static gboolean
city_covers_centre (const TessGeom *g)
{
  for (int i = 0; i < g->def.n_features; i++)
    if (g->f[i].type == TESS_FEATURE_CITY
        && (g->f[i].shape == TESS_CITY_BAND || g->f[i].shape == TESS_CITY_NOTCH
            || g->f[i].shape == TESS_CITY_FULL))
      return TRUE;
  return FALSE;
}

/* Chamfer distance (in pixels) from each pixel labelled f to the nearest
 * pixel that is not; the tile's border does not count here. */
static void
distance_map (const TessGeom *g,
              int             f,
              float          *dist)
{
  const float big = 1e6f, d1 = 1.0f, d2 = 1.4142f;

  for (int k = 0; k < RES * RES; k++)
    dist[k] = g->labels[k] == f ? big : 0.0f;
  for (int j = 0; j < RES; j++)
    for (int i = 0; i < RES; i++)
      {
        float *d = &dist[j * RES + i];

        if (*d == 0.0f)
          continue;
        if (i > 0) *d = MIN (*d, d[-1] + d1);
        if (j > 0) *d = MIN (*d, d[-RES] + d1);
        if (i > 0 && j > 0) *d = MIN (*d, d[-RES - 1] + d2);
        if (i < RES - 1 && j > 0) *d = MIN (*d, d[-RES + 1] + d2);
      }
  for (int j = RES - 1; j >= 0; j--)
    for (int i = RES - 1; i >= 0; i--)
      {
        float *d = &dist[j * RES + i];

        if (*d == 0.0f)
          continue;
        if (i < RES - 1) *d = MIN (*d, d[1] + d1);
        if (j < RES - 1) *d = MIN (*d, d[RES] + d1);
        if (i < RES - 1 && j < RES - 1) *d = MIN (*d, d[RES + 1] + d2);
        if (i > 0 && j < RES - 1) *d = MIN (*d, d[RES - 1] + d2);
      }
}

/* The roomiest spot of feature f, drawn towards (px, py) with weight pull
 * (0: none). Returns FALSE when no pixel carries f. */
static gboolean
roomiest_spot (const TessGeom *g,
               int             f,
               double          px,
               double          py,
               double          pull,
               double         *ox,
               double         *oy)
{
  float dist[RES * RES];
  double best = -G_MAXDOUBLE;
  int bi = -1, bj = -1;

  distance_map (g, f, dist);
  for (int j = 0; j < RES; j++)
    for (int i = 0; i < RES; i++)
      {
        double border, score;

        if (g->labels[j * RES + i] != f)
          continue;
        border = MIN (MIN (i + 0.5, RES - 0.5 - i), MIN (j + 0.5, RES - 0.5 - j));
        score = MIN (dist[j * RES + i], 1.35 * border);
        score -= pull * hypot (i + 0.5 - px * RES, j + 0.5 - py * RES);
        if (score > best + 1e-9)
          {
            best = score;
            bi = i;
            bj = j;
          }
      }
  if (bi < 0)
    return FALSE;
  *ox = (bi + 0.5) / RES;
  *oy = (bj + 0.5) / RES;
  return TRUE;
}

int
tess_geom_label_at (const TessGeom *g,
          double          x,
          double          y)
{
  int i = CLAMP ((int) floor (x * RES), 0, RES - 1);
  int j = CLAMP ((int) floor (y * RES), 0, RES - 1);

  return g->labels[j * RES + i];
}

static void
build_labels (TessGeom *g)
{
  const TessTileDef *t = &g->def;
  Raster r;
  int queue[RES * RES];
  int head = 0, tail = 0;

  memset (g->labels, TESS_GEOM_NONE, sizeof g->labels);
  raster_begin (&r);

  /* Same order as drawing: later things cover earlier ones. */
  for (int i = 0; i < t->n_features; i++)
    if (g->f[i].type == TESS_FEATURE_ROAD && g->f[i].n_sides == 1)
      {
        tess_geom_line_path (r.cr, g, i);
        raster_label (&r, g, TESS_ROAD_WIDTH + 2 * TESS_ROAD_EDGE, i);
      }
  for (int i = 0; i < t->n_features; i++)
    if (g->f[i].type == TESS_FEATURE_CITY)
      {
        tess_geom_city_path (r.cr, g, i);
        raster_label (&r, g, 0, i);
        tess_geom_city_wall_path (r.cr, g, i);
        raster_label (&r, g, TESS_WALL_WIDTH, i);
      }
  for (int i = 0; i < t->n_features; i++)
    if (g->f[i].type == TESS_FEATURE_RIVER)
      {
        tess_geom_line_path (r.cr, g, i);
        raster_label (&r, g, TESS_RIVER_WIDTH + 2 * TESS_RIVER_BANK, i);
        if (tess_geom_river_has_pool (g, i))
          {
            tess_geom_lake_path (r.cr, g, i);
            raster_label (&r, g, 0, i);
          }
      }
  for (int i = 0; i < t->n_features; i++)
    if (g->f[i].type == TESS_FEATURE_ROAD && g->f[i].n_sides != 1)
      {
        tess_geom_line_path (r.cr, g, i);
        raster_label (&r, g, TESS_ROAD_WIDTH + 2 * TESS_ROAD_EDGE, i);
      }
  if (g->house)
    {
      tess_geom_house_path (r.cr, g);
      raster_label (&r, g, 0, TESS_GEOM_BUILDING);
    }
  for (int i = 0; i < t->n_features; i++)
    if (g->f[i].type == TESS_FEATURE_MONASTERY)
      {
        tess_geom_monastery_path (r.cr, g);
        raster_label (&r, g, 0, i);
      }
  raster_end (&r);

  /* Fields: a flood fill from every field's half ports at once, so that
   * each free pixel goes to the field that reaches it first. */
  for (int i = 0; i < t->n_features; i++)
    {
      if (t->features[i].type != TESS_FEATURE_FIELD)
        continue;
      for (int p = TESS_PORT_NNW; p < TESS_N_PORTS; p++)
        {
          const double *hp = tess_geom_half_pos[p - TESS_PORT_NNW];
          int side = tess_port_side (p);
          gboolean seeded = FALSE;

          if (!(t->features[i].ports & (1u << p)))
            continue;
          /* The half side's midpoint, or the free pixel nearest to it. */
          for (int depth = 0; depth < 3 && !seeded; depth++)
            for (int k = 0; k < 15 && !seeded; k++)
              {
                double along = ((k + 1) / 2) * (k % 2 ? 1.0 : -1.0) / RES;
                double inward = (depth + 0.5) / RES;
                double x = hp[0] + (side % 2 == 0 ? along : 0) + tess_geom_side_in[side][0] * inward;
                double y = hp[1] + (side % 2 == 1 ? along : 0) + tess_geom_side_in[side][1] * inward;
                int pi = CLAMP ((int) floor (x * RES), 0, RES - 1);
                int pj = CLAMP ((int) floor (y * RES), 0, RES - 1);

                if (g->labels[pj * RES + pi] == TESS_GEOM_NONE)
                  {
                    g->labels[pj * RES + pi] = (gint8) i;
                    queue[tail++] = pj * RES + pi;
                    seeded = TRUE;
                  }
              }
        }
    }
  while (head < tail)
    {
      int k = queue[head++];
      int i = k % RES, j = k / RES;
      static const int di[4] = { 1, -1, 0, 0 }, dj[4] = { 0, 0, 1, -1 };

      for (int d = 0; d < 4; d++)
        {
          int ni = i + di[d], nj = j + dj[d];

          if (ni < 0 || nj < 0 || ni >= RES || nj >= RES)
            continue;
          if (g->labels[nj * RES + ni] != TESS_GEOM_NONE)
            continue;
          g->labels[nj * RES + ni] = g->labels[k];
          queue[tail++] = nj * RES + ni;
        }
    }
}

/* Whether the tile's one dead end is a road that runs into a city, as
 * the fields say (tess-tile-shape.c: a lone dead end runs into a city of
 * two sides or more, and parts the fields on either side of it): then
 * @road and @city are the two. A monastery at the road's end keeps it. */
static gboolean
road_into_city (const TessGeom *g,
                int             n_single_roads,
                int            *road,
                int            *city)
{
  int dead_ends = 0;

  *road = *city = -1;
  if (n_single_roads != 1 || g->has_monastery)
    return FALSE;
  for (int i = 0; i < g->def.n_features; i++)
    {
      const TessGeomFeature *gf = &g->f[i];

      if ((gf->type == TESS_FEATURE_ROAD || gf->type == TESS_FEATURE_RIVER) && gf->n_sides == 1)
        {
          dead_ends++;
          if (gf->type == TESS_FEATURE_ROAD)
            *road = i;
        }
      else if (gf->type == TESS_FEATURE_CITY && gf->n_sides >= 2 && *city < 0)
        *city = i;
    }
  if (dead_ends != 1 || *road < 0 || *city < 0)
    return FALSE;
  {
    int side = g->f[*road].sides[0];
    int left = field_at (&g->def, 4 + 2 * side);
    int right = field_at (&g->def, 4 + 2 * side + 1);

    return left >= 0 && right >= 0 && left != right;
  }
}

void
tess_geom_analyse (TessGeom *g)
{
  const TessTileDef *t = &g->def;
  int n_single_roads = 0;
  int road = -1, city = -1;
  gboolean covered, into_city;

  g->has_monastery = FALSE;
  g->mx = g->my = 0.5;
  g->mscale = 1.0;

  for (int i = 0; i < t->n_features; i++)
    {
      const TessFeature *tf = &t->features[i];
      TessGeomFeature *gf = &g->f[i];
      unsigned mask = tf->ports & 0xf;

      gf->type = (TessFeatureType) tf->type;
      gf->n_sides = 0;
      for (int s = 0; s < 4; s++)
        if (mask & (1u << s))
          gf->sides[gf->n_sides++] = s;
      gf->ax = gf->ay = 0.5;
      gf->sx = gf->sy = 0.5;
      gf->ex = gf->ey = 0.5;

      switch (gf->type)
        {
        case TESS_FEATURE_CITY:
          classify_city (gf, mask);
          gf->depth = TESS_CAP_DEPTH;
          if (gf->shape == TESS_CITY_CAP)
            {
              /* When the fields on either side of the cap differ, the city
               * reaches down to what parts them (a river, a road's end). */
              int s = gf->sides[0];
              int left = field_at (t, 4 + 2 * ((s + 3) & 3) + 1);
              int right = field_at (t, 4 + 2 * ((s + 1) & 3));

              if (left >= 0 && right >= 0 && left != right)
                gf->depth = TESS_CAP_DEEP;
            }
          city_spots (gf);
          break;
        case TESS_FEATURE_ROAD:
          if (gf->n_sides == 1)
            n_single_roads++;
          line_anchor (gf);
          break;
        case TESS_FEATURE_RIVER:
          line_anchor (gf);
          break;
        case TESS_FEATURE_MONASTERY:
          g->has_monastery = TRUE;
          break;
        case TESS_FEATURE_FIELD:
        case TESS_N_FEATURE_TYPES:
        default:
          break;
        }
    }

  for (int i = 0; i < t->n_features; i++)
    if (g->f[i].type == TESS_FEATURE_ROAD && g->f[i].n_sides == 2)
      for (int k = 0; k < t->n_features; k++)
        if (g->f[k].type == TESS_FEATURE_RIVER && g->f[k].n_sides >= 2)
          g->f[i].bridge = TRUE;

  covered = centre_covered (g);
  if (g->has_monastery && covered)
    {
      /* Move the monastery off the centre, onto a field side. */
      for (int s = 0; s < 4; s++)
        if (tess_tile_side (t, s) == TESS_SIDE_FIELD)
          {
            tess_geom_rotate_point (s, 0.5, 0.25, &g->mx, &g->my);
            g->mscale = 0.72;
            break;
          }
    }
  /* A lone road's end that the fields say runs into a city (it parts
   * them: tess_tile_derive_fields()) runs on to the city, to a gate. */
  into_city = road_into_city (g, n_single_roads, &road, &city);
  if (into_city && !city_covers_centre (g))
    {
      g->f[road].ex = g->f[city].ax;
      g->f[road].ey = g->f[city].ay;
    }
  /* Roads that end under a city end at its wall, at a gate
   * (tess-render-tile.c), not at a house in the middle of the city. */
  g->house = !city_covers_centre (g) && !into_city
             && (n_single_roads >= 2 || (n_single_roads == 1 && !covered && !g->has_monastery));

  for (int i = 0; i < t->n_features; i++)
    if (g->f[i].type == TESS_FEATURE_MONASTERY)
      {
        g->f[i].ax = g->mx;
        g->f[i].ay = g->my + 0.03 * g->mscale;
      }
    else if (g->f[i].type == TESS_FEATURE_ROAD && g->f[i].n_sides == 1 &&
             g->has_monastery && !covered)
      {
        /* Keep clear of the monastery at the road's end. */
        int s = g->f[i].sides[0];

        g->f[i].ax = tess_geom_side_mid[s][0] + tess_geom_side_in[s][0] * 0.13;
        g->f[i].ay = tess_geom_side_mid[s][1] + tess_geom_side_in[s][1] * 0.13;
      }

  build_labels (g);

  for (int i = 0; i < t->n_features; i++)
    {
      TessGeomFeature *gf = &g->f[i];

      if (gf->type == TESS_FEATURE_FIELD)
        {
          /* Near the middle of its half ports, pulled in a little. */
          double cx = 0, cy = 0;
          int n = 0;

          for (int p = TESS_PORT_NNW; p < TESS_N_PORTS; p++)
            if (t->features[i].ports & (1u << p))
              {
                cx += tess_geom_half_pos[p - TESS_PORT_NNW][0];
                cy += tess_geom_half_pos[p - TESS_PORT_NNW][1];
                n++;
              }
          if (n > 0)
            {
              cx = 0.75 * cx / n + 0.125;
              cy = 0.75 * cy / n + 0.125;
            }
          else
            cx = cy = 0.5;
          if (!roomiest_spot (g, i, cx, cy, 0.12, &gf->ax, &gf->ay))
            gf->ax = cx, gf->ay = cy;
        }
      else if (tess_geom_label_at (g, gf->ax, gf->ay) != i)
        {
          /* The drawn shape covers the usual spot: use its roomiest. */
          roomiest_spot (g, i, gf->ax, gf->ay, 0.05, &gf->ax, &gf->ay);
        }
    }
}
