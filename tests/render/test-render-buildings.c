/* test-render-buildings.c: the buildings a tile's features carry, drawn:
 * an inn by its road, a cathedral in its city (Inns & Cathedrals)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-render-buildings"

#include "config.h"

#include <glib.h>
#include <string.h>

#include "tess-render.h"
#include "tess-tile-set.h"
#include "tess-engine.h"

#define SIZE 120

static cairo_surface_t *
draw_tile (const TessTileDef *tile,
           int                rot)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, SIZE, SIZE);
  cairo_t *cr = cairo_create (surface);

  /* Magenta: no part of the landscape. */
  cairo_set_source_rgb (cr, 1, 0, 1);
  cairo_paint (cr);
  tess_render_tile (cr, tile, rot, 0, 0, SIZE);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* How many pixels two drawings of a tile differ by. */
static guint
pixels_differ (cairo_surface_t *a,
               cairo_surface_t *b)
{
  int stride = cairo_image_surface_get_stride (a);
  const guchar *pa = cairo_image_surface_get_data (a);
  const guchar *pb = cairo_image_surface_get_data (b);
  guint n = 0;

  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      if (memcmp (pa + y * stride + 4 * x, pb + y * stride + 4 * x, 3) != 0)
        n++;
  return n;
}

/* Inns & Cathedrals (DESIGN.md §8): a road with an inn shows the inn, a
 * city with a cathedral the cathedral, at every turn; the rest of the
 * tile is drawn as without them. */
static void
test_inn_cathedral (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_builtin ("inns-cathedrals", &error);
  const char *ids[] = { "ic-A", "ic-B", "ic-C", "ic-L", "ic-M", "ic-N", "ic-K" };

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    for (int rot = 0; rot < 4; rot++)
      {
        TessTileDef with = *tess_tile_set_tile (set, tess_tile_set_find_tile (set, ids[i]));
        TessTileDef without = with;
        cairo_surface_t *a, *b;
        guint n;

        for (int f = 0; f < without.n_features; f++)
          without.features[f].value = 0;
        a = draw_tile (&with, rot);
        b = draw_tile (&without, rot);
        n = pixels_differ (a, b);
        g_test_message ("%s at %d: %u pixels", ids[i], rot * 90, n);
        /* A building of about a tenth of the tile's side, outlined. */
        g_assert_cmpuint (n, >, 60);
        g_assert_cmpuint (n, <, SIZE * SIZE / 8);
        cairo_surface_destroy (a);
        cairo_surface_destroy (b);
      }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/tile/inn-cathedral", test_inn_cathedral);
  return g_test_run ();
}
