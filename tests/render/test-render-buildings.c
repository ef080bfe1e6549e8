/* test-render-buildings.c: the buildings a tile's features carry, drawn:
 * an inn by its road, a cathedral in its city (Inns & Cathedrals), the
 * goods a city shows (Traders & Builders)
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

/* Pixels of @s near the colour @hex (its edges mixed with others). */
static guint
pixels_near (cairo_surface_t *s,
             guint32          hex)
{
  int stride = cairo_image_surface_get_stride (s);
  const guchar *p = cairo_image_surface_get_data (s);
  int r = (hex >> 16) & 0xff, g = (hex >> 8) & 0xff, b = hex & 0xff;
  guint n = 0;

  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        const guint32 px = *(const guint32 *) (p + y * stride + 4 * x);

        if (ABS ((int) ((px >> 16) & 0xff) - r) < 40 && ABS ((int) ((px >> 8) & 0xff) - g) < 40
            && ABS ((int) (px & 0xff) - b) < 40)
          n++;
      }
  return n;
}

/* Traders & Builders (DESIGN.md §8): a city with goods shows its symbol on
 * a token, at every turn and on every city shape of the set; each kind in
 * its own colour (a sheaf's gold, a bolt's purple, a barrel's wine-red
 * head), none of the others'; the rest of the tile is drawn as without. */
static void
test_goods (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_builtin ("traders-builders", &error);
  /* The colour only each kind's symbol has. */
  static const guint32 marks[TESS_N_GOODS] = { 0, 0x8c1b3a, 0xf5c211, 0x813d9c };

  g_assert_no_error (error);
  for (guint i = 0; i < tess_tile_set_n_tiles (set); i++)
    for (int rot = 0; rot < 4; rot++)
      {
        TessTileDef with = *tess_tile_set_tile (set, i);
        TessTileDef without = with;
        TessGoods goods = TESS_GOODS_NONE;
        cairo_surface_t *a, *b;
        guint n;

        for (int f = 0; f < without.n_features; f++)
          if (without.features[f].goods != TESS_GOODS_NONE)
            {
              goods = without.features[f].goods;
              without.features[f].goods = TESS_GOODS_NONE;
            }
        if (goods == TESS_GOODS_NONE)
          continue;
        a = draw_tile (&with, rot);
        b = draw_tile (&without, rot);
        n = pixels_differ (a, b);
        g_test_message ("%s (%s) at %d: %u pixels", with.id, tess_goods_name (goods), rot * 90, n);
        /* A token of about a fifth of the tile's side. */
        g_assert_cmpuint (n, >, 200);
        g_assert_cmpuint (n, <, SIZE * SIZE / 8);
        for (int k = TESS_GOODS_WINE; k < TESS_N_GOODS; k++)
          {
            g_assert_cmpuint (pixels_near (b, marks[k]), ==, 0);
            if (k == (int) goods)
              g_assert_cmpuint (pixels_near (a, marks[k]), >, 4);
            else
              g_assert_cmpuint (pixels_near (a, marks[k]), ==, 0);
          }
        cairo_surface_destroy (a);
        cairo_surface_destroy (b);
      }
}

/* A token stays readable on a small tile: at 24 pixels a tile it is still
 * 12 pixels across. */
static void
test_goods_small (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_builtin ("traders-builders", &error);
  TessTileDef with = *tess_tile_set_tile (set, tess_tile_set_find_tile (set, "tb-B"));
  TessTileDef without = with;
  cairo_surface_t *a = cairo_image_surface_create (CAIRO_FORMAT_RGB24, SIZE, SIZE);
  cairo_surface_t *b = cairo_image_surface_create (CAIRO_FORMAT_RGB24, SIZE, SIZE);
  cairo_t *cr;
  guint n;

  g_assert_no_error (error);
  without.features[0].goods = TESS_GOODS_NONE;
  cr = cairo_create (a);
  tess_render_tile (cr, &with, 0, 0, 0, 24);
  cairo_destroy (cr);
  cr = cairo_create (b);
  tess_render_tile (cr, &without, 0, 0, 0, 24);
  cairo_destroy (cr);
  cairo_surface_flush (a);
  cairo_surface_flush (b);
  n = pixels_differ (a, b);
  g_test_message ("at 24 pixels: %u pixels", n);
  /* About a disc of 12 pixels across (113 pixels), of the 576 of the tile. */
  g_assert_cmpuint (n, >, 90);
  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/tile/inn-cathedral", test_inn_cathedral);
  g_test_add_func ("/render/tile/goods", test_goods);
  g_test_add_func ("/render/tile/goods-small", test_goods_small);
  return g_test_run ();
}
