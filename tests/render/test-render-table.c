/* test-render-table.c: the table's edge on the board (house rule `table`)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-render-table"

#include "config.h"

#include "tess-render.h"
#include "tess-replay.h"
#include "tess-rules.h"

/* The colour at (x, y) of an RGB24 surface, as 0xRRGGBB. */
static guint32
pixel (cairo_surface_t *s,
       int              x,
       int              y)
{
  const guint8 *data = cairo_image_surface_get_data (s);

  return *(const guint32 *) (const void *) (data + y * cairo_image_surface_get_stride (s) + 4 * x)
         & 0xffffff;
}

/* Paints the table, then the edge, for a game with @table; returns the surface. */
static cairo_surface_t *
paint (const char *table,
       TessRenderView *view)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_new ();
  g_autoptr(TessTileSetData) base = tess_tile_set_load_builtin ("base", &error);
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessState) st = NULL;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 200, 200);
  cairo_t *cr = cairo_create (surface);
  double r, g, b;

  g_assert_no_error (error);
  tess_record_add_tile_set (record, base);
  tess_record_add_player (record, "A", TESS_COLOR_RED, TESS_AI_NONE);
  tess_record_add_player (record, "B", TESS_COLOR_BLUE, TESS_AI_NONE);
  g_assert_true (tess_rules_set (&record->rules, "table", table, &error));
  replay = tess_replay_new (record, &error);
  g_assert_no_error (error);
  st = tess_replay_new_state (replay);

  tess_render_table_rgb (&r, &g, &b);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_paint (cr);
  /* cells of 20 px, cell (0, 0) at (100, 100) */
  *view = (TessRenderView) { 20, 100, 100 };
  tess_render_table_edge (cr, st, view);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
test_edge (void)
{
  TessRenderView view;
  cairo_surface_t *unlimited = paint ("unlimited", &view);
  cairo_surface_t *table = paint ("3x3", &view);
  guint32 floor_colour = pixel (unlimited, 5, 5);

  /* Unlimited: nothing drawn anywhere. */
  g_assert_cmphex (pixel (unlimited, 195, 195), ==, floor_colour);
  g_assert_cmphex (pixel (unlimited, 110, 110), ==, floor_colour);
  /* A 3 x 3 table: cells -1..1, so 80..140 px: inside untouched, beyond shaded. */
  g_assert_cmphex (pixel (table, 110, 110), ==, floor_colour);
  g_assert_cmphex (pixel (table, 85, 135), ==, floor_colour);
  g_assert_cmphex (pixel (table, 5, 5), !=, floor_colour);
  g_assert_cmphex (pixel (table, 150, 110), !=, floor_colour);
  g_assert_cmphex (pixel (table, 110, 70), !=, floor_colour);
  /* The edge line, just outside the table, differs from the shade. */
  g_assert_cmphex (pixel (table, 79, 110), !=, pixel (table, 5, 5));
  cairo_surface_destroy (unlimited);
  cairo_surface_destroy (table);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/table-edge", test_edge);
  return g_test_run ();
}
