/* test-render-big-follower.c: the big follower drawn larger than a follower
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Inns & Cathedrals (DESIGN.md §8, "a big follower drawn larger"): the
 * same tile, the same feature, the same player, once with a follower and
 * once with the big follower; the figure drawn is measured in pixels
 * (what differs from the tile drawn without it), with and without the
 * board's cache of sprites, and on a hint's tile.
 */

#define G_LOG_DOMAIN "test-render-big-follower"

#include "config.h"

#include <glib.h>
#include <string.h>

#include "tess-render.h"
#include "tess-tile-set.h"
#include "tess-engine.h"

#define SIDE 300

static TessTileSetData *base_set;

/* The extent of what a drawing changed: pixels, width and height. */
typedef struct
{
  guint n;
  int   width;
  int   height;
} Extent;

/* The start tile D at (0, 0), then a straight road U to the east, its
 * road carrying a figure of @kind (or none, kind < 0). */
static TessState *
new_state (TessDef **def,
           int       kind)
{
  TessTileSet set;
  TessRules rules;
  char err[256];
  TessState *st;
  TessMove move = { 0 };

  tess_tile_set_as_engine (base_set, &set);
  tess_rules_init_default (&rules);
  rules.big_follower = 1;
  *def = tess_def_new (&set, 1, &rules, 2, err, sizeof err);
  g_assert_nonnull (*def);
  st = tess_state_new (*def);
  tess_state_init (st, *def, FALSE, 0);

  move.tile = (uint16_t) tess_def_find_type (*def, "U");
  move.x = 1;
  move.y = 0;
  move.rot = 0;
  move.feature = kind < 0 ? -1 : (int8_t) tess_def_feature_at (*def, move.tile, 0, TESS_PORT_W);
  move.figure = kind < 0 ? TESS_FIGURE_FOLLOWER : (uint8_t) kind;
  g_assert_cmpint (tess_state_draw_named (st, move.tile), ==, TESS_OK);
  g_assert_cmpint (tess_state_play (st, &move, NULL, NULL), ==, TESS_OK);
  if (kind >= 0)
    g_assert_cmpint (tess_state_follower_kind (st, 0), ==, kind);
  return st;
}

static cairo_surface_t *
draw_board (const TessState *st,
            TessRenderCache *cache)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, SIDE, SIDE);
  cairo_t *cr = cairo_create (s);
  /* Two cells of 120 pixels: the tiles at (30, 90) and (150, 90). */
  TessRenderView view = { 120, 30, 90 };

  cairo_set_source_rgb (cr, 1, 0, 1);
  cairo_paint (cr);
  tess_render_board (cr, st, &view, NULL, NULL, TESS_RENDER_BOARD_ALL, cache);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  return s;
}

static Extent
extent_of (cairo_surface_t *a,
           cairo_surface_t *b)
{
  int w = cairo_image_surface_get_width (a), h = cairo_image_surface_get_height (a);
  int stride = cairo_image_surface_get_stride (a);
  const guchar *pa = cairo_image_surface_get_data (a);
  const guchar *pb = cairo_image_surface_get_data (b);
  int x0 = w, y0 = h, x1 = -1, y1 = -1;
  Extent e = { 0, 0, 0 };

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      if (memcmp (pa + y * stride + 4 * x, pb + y * stride + 4 * x, 3) != 0)
        {
          e.n++;
          x0 = MIN (x0, x);
          x1 = MAX (x1, x);
          y0 = MIN (y0, y);
          y1 = MAX (y1, y);
        }
  if (e.n > 0)
    {
      e.width = x1 - x0 + 1;
      e.height = y1 - y0 + 1;
    }
  return e;
}

/* The figure of @kind on the board, as it differs from the bare board. */
static Extent
figure_on_board (int      kind,
                 gboolean cached)
{
  TessDef *bare_def, *def;
  TessState *bare = new_state (&bare_def, -1);
  TessState *st = new_state (&def, kind);
  g_autoptr(TessRenderCache) cache = cached ? tess_render_cache_new () : NULL;
  cairo_surface_t *without = draw_board (bare, cache);
  cairo_surface_t *with = draw_board (st, cache);
  Extent e = extent_of (without, with);

  cairo_surface_destroy (without);
  cairo_surface_destroy (with);
  tess_state_free (st);
  tess_state_free (bare);
  tess_def_free (def);
  tess_def_free (bare_def);
  return e;
}

static void
assert_larger (Extent follower,
               Extent big)
{
  g_test_message ("follower %u px, %d × %d; big follower %u px, %d × %d",
                  follower.n, follower.width, follower.height, big.n, big.width, big.height);
  g_assert_cmpuint (follower.n, >, 50);
  /* 1.4 times as tall: about twice the area, visibly. */
  g_assert_cmpfloat ((double) big.height, >=, 1.3 * follower.height);
  g_assert_cmpfloat ((double) big.width, >=, 1.3 * follower.width);
  g_assert_cmpfloat ((double) big.n, >=, 1.7 * follower.n);
}

static void
test_board (void)
{
  assert_larger (figure_on_board (TESS_FIGURE_FOLLOWER, FALSE),
                 figure_on_board (TESS_FIGURE_BIG, FALSE));
}

static void
test_board_cached (void)
{
  Extent follower = figure_on_board (TESS_FIGURE_FOLLOWER, TRUE);
  Extent big = figure_on_board (TESS_FIGURE_BIG, TRUE);

  assert_larger (follower, big);
  /* The sprites draw what the paths draw, near enough. */
  {
    Extent paths = figure_on_board (TESS_FIGURE_BIG, FALSE);

    g_assert_cmpint (ABS (paths.height - big.height), <=, 2);
  }
}

/* A figure drawn on a tile alone (the hint's ghost): the big one larger. */
static void
test_tile_figure (void)
{
  TessDef *def;
  TessState *st = new_state (&def, -1);
  int u = tess_def_find_type (def, "U");
  const TessTileDef *tile = tess_def_tile (def, u);
  int road = tess_def_feature_at (def, u, 0, TESS_PORT_W);
  cairo_surface_t *surfaces[3];
  Extent follower, big;

  for (int i = 0; i < 3; i++)
    {
      cairo_t *cr;

      surfaces[i] = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 120, 120);
      cr = cairo_create (surfaces[i]);
      tess_render_tile (cr, tile, 0, 0, 0, 120);
      if (i > 0)
        tess_render_tile_figure (cr, tile, 0, road, i == 1 ? TESS_FIGURE_FOLLOWER : TESS_FIGURE_BIG,
                                 1, 0, 0, 120);
      cairo_destroy (cr);
      cairo_surface_flush (surfaces[i]);
    }
  follower = extent_of (surfaces[0], surfaces[1]);
  big = extent_of (surfaces[0], surfaces[2]);
  assert_larger (follower, big);
  g_assert_cmpfloat (tess_render_figure_size (10, TESS_FIGURE_FOLLOWER), ==, 10);
  g_assert_cmpfloat (tess_render_figure_size (10, TESS_FIGURE_BIG), >, 10);

  for (int i = 0; i < 3; i++)
    cairo_surface_destroy (surfaces[i]);
  tess_state_free (st);
  tess_def_free (def);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);

  base_set = tess_tile_set_load_builtin ("base", &error);
  g_assert_no_error (error);

  g_test_add_func ("/render/big-follower/board", test_board);
  g_test_add_func ("/render/big-follower/board-cached", test_board_cached);
  g_test_add_func ("/render/big-follower/tile", test_tile_figure);

  status = g_test_run ();
  tess_tile_set_unref (base_set);
  return status;
}
