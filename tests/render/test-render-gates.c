/* test-render-gates.c: a road that runs into a city is drawn running on
 * to the city's wall, to a gate, not ending at a house in the middle of
 * the tile
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-render-gates"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib.h>

#include "tess-render.h"
#include "tess-tile-set.h"

#define SIZE 256
#define INK  0x3d3846   /* the gate's arch (tess-render-tile.c) */

static guint32
pixel_value (cairo_surface_t *surface,
             double           ux,
             double           uy)
{
  int x = CLAMP ((int) floor (ux * SIZE), 0, SIZE - 1);
  int y = CLAMP ((int) floor (uy * SIZE), 0, SIZE - 1);
  guint32 v;

  cairo_surface_flush (surface);
  memcpy (&v, cairo_image_surface_get_data (surface)
              + y * cairo_image_surface_get_stride (surface) + 4 * x, sizeof v);
  return v & 0xffffff;
}

static gboolean
is_road (guint32 v)
{
  int r = (v >> 16) & 0xff, g = (v >> 8) & 0xff, b = v & 0xff;

  /* The road's pale sand, as test-render.c tells it. */
  return r >= g && g >= b && r - g < 16 && g - b > 12 && r > 200;
}

/* A city on the top and right sides, a road from the bottom that parts
 * the fields (so runs into the city); and the same road with one field
 * round it, which ends at a house. */
static const char json[] =
  "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"g\", \"tiles\": ["
  "  { \"id\": \"into\", \"features\": ["
  "    { \"type\": \"city\", \"ports\": [\"N\", \"E\"] },"
  "    { \"type\": \"road\", \"ports\": [\"S\"] },"
  "    { \"type\": \"field\", \"ports\": [\"SSE\"], \"cities\": [\"N\"] },"
  "    { \"type\": \"field\", \"ports\": [\"SSW\", \"WSW\", \"WNW\"], \"cities\": [\"N\"] } ] },"
  "  { \"id\": \"house\", \"features\": ["
  "    { \"type\": \"city\", \"ports\": [\"N\", \"E\"] },"
  "    { \"type\": \"road\", \"ports\": [\"S\"] },"
  "    { \"type\": \"field\", \"ports\": [\"SSE\", \"SSW\", \"WSW\", \"WNW\"], \"cities\": [\"N\"] } ] } ] }";

/* (@x, @y) of the tile turned @rot quarter turns clockwise. */
static void
turn (int     rot,
      double  ux,
      double  uy,
      double *x,
      double *y)
{
  for (int k = 0; k < rot; k++)
    {
      double nx = 1 - uy, ny = ux;

      ux = nx, uy = ny;
    }
  *x = ux;
  *y = uy;
}

/* Along the road from its side, the first point that is no longer road:
 * how far (in tiles) the road runs, and whether a gate stands there. */
static double
road_run (cairo_surface_t *surface,
          double           ex,
          double           ey,
          int              rot,
          gboolean        *gate)
{
  double sx = 0.5, sy = 1.0, x = 0, y = 0;
  double t;

  /* The road's side, and the point it heads for, turned with the tile. */
  for (int k = 0; k < rot; k++)
    {
      double nx = 1 - sy, ny = sx, mx = 1 - ey, my = ex;

      sx = nx, sy = ny, ex = mx, ey = my;
    }
  *gate = FALSE;
  for (t = 0.02; t < 1.0; t += 0.005)
    {
      x = sx + t * (ex - sx);
      y = sy + t * (ey - sy);
      if (!is_road (pixel_value (surface, x, y)))
        break;
    }
  for (double u = t; u < MIN (1.0, t + 0.08) && !*gate; u += 0.005)
    *gate = pixel_value (surface, sx + u * (ex - sx), sy + u * (ey - sy)) == INK;
  return t * hypot (ex - sx, ey - sy);
}

static void
test_road_into_city (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_data (json, -1, "gates", &error);

  g_assert_no_error (error);
  for (int rot = 0; rot < 4; rot++)
    {
      cairo_surface_t *into = cairo_image_surface_create (CAIRO_FORMAT_RGB24, SIZE, SIZE);
      cairo_surface_t *house = cairo_image_surface_create (CAIRO_FORMAT_RGB24, SIZE, SIZE);
      cairo_t *cr;
      gboolean gate = FALSE;
      double run, x, y;

      cr = cairo_create (into);
      tess_render_tile (cr, tess_tile_set_tile (set, 0), rot, 0, 0, SIZE);
      cairo_destroy (cr);
      cr = cairo_create (house);
      tess_render_tile (cr, tess_tile_set_tile (set, 1), rot, 0, 0, SIZE);
      cairo_destroy (cr);

      /* Towards the city's corner: the road runs on past where a road
       * to the middle would go (two fifths of the way to the corner),
       * up to the wall, where a gate stands. */
      turn (rot, 0.6, 0.7, &x, &y);
      g_assert_true (is_road (pixel_value (into, x, y)));
      run = road_run (into, 0.75, 0.25, rot, &gate);
      g_test_message ("rot %d: the road runs %.2f to the wall", rot, run);
      g_assert_cmpfloat (run, >, 0.3);
      g_assert_true (gate);
      g_assert_false (is_road (pixel_value (into, 0.5, 0.5)));

      /* One field round it: the road goes straight to the house in the
       * middle. */
      g_assert_false (is_road (pixel_value (house, x, y)));
      turn (rot, 0.5, 0.7, &x, &y);
      g_assert_true (is_road (pixel_value (house, x, y)));

      cairo_surface_destroy (into);
      cairo_surface_destroy (house);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/tile/road-into-city", test_road_into_city);

  return g_test_run ();
}
