/* bench-render.c: how long the renderer takes to draw a whole board
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A whole game with the River, 84 tiles at 1920 x 1080, drawn as the
 * board widget redraws it: the first redraw (the tile cache empty) and
 * the mean of 40 more. The target is under 4 ms. A benchmark, not a
 * test: `meson test -C _build --benchmark bench-render -v`.
 */

#define G_LOG_DOMAIN "bench-render"

#include "config.h"

#include <glib.h>

#include "tess-render.h"
#include "tess-tile-set.h"
#include "tess-engine.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) base_set = tess_tile_set_load_builtin ("base", &error);
  g_autoptr(TessTileSetData) river_set = NULL;
  TessTileSet sets[2];
  TessRules rules;
  char err[256];
  TessDef *def;
  TessState *st;
  TessRng rng;
  TessPlacement *scratch;
  TessRenderView view;
  cairo_surface_t *s;
  g_autoptr(TessRenderCache) cache = tess_render_cache_new ();
  const int runs = 40;
  double ms;

  if (base_set == NULL)
    g_error ("%s", error->message);
  river_set = tess_tile_set_load_builtin ("river", &error);
  if (river_set == NULL)
    g_error ("%s", error->message);
  for (int k = 0; k < 2; k++)
    tess_tile_set_as_engine (k == 0 ? base_set : river_set, &sets[k]);
  tess_rules_init_default (&rules);
  rules.river = TRUE;
  def = tess_def_new (sets, 2, &rules, 4, err, sizeof err);
  if (def == NULL)
    g_error ("%s", err);
  st = tess_state_new (def);
  tess_state_init (st, def, TRUE, 7);
  tess_rng_seed (&rng, 7);
  scratch = g_new (TessPlacement, tess_def_max_placements (def));
  while (!tess_state_is_over (st))
    {
      TessMove move;

      if (tess_random_move (st, &rng, &move, scratch))
        g_assert_cmpint (tess_state_play (st, &move, NULL, NULL), ==, TESS_OK);
      else
        g_assert_cmpint (tess_state_discard (st, tess_state_current_tile (st)), ==, TESS_OK);
    }
  g_free (scratch);
  g_assert_cmpint (tess_state_n_placed (st), ==, 84);

  s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 1920, 1080);
  tess_render_view_fit (&view, st, 1920, 1080, 0.5);
  for (int warm = 0; warm < 2; warm++)
    {
      gint64 start = g_get_monotonic_time ();

      for (int i = 0; i < (warm ? runs : 1); i++)
        {
          cairo_t *cr = cairo_create (s);

          cairo_set_source_rgb (cr, 0.9, 0.9, 0.9);
          cairo_paint (cr);
          tess_render_board (cr, st, &view, NULL, NULL, TESS_RENDER_BOARD_ALL, cache);
          cairo_destroy (cr);
        }
      ms = (g_get_monotonic_time () - start) / 1000.0 / (warm ? runs : 1);
      g_print ("%s redraw of %d tiles and %d followers, cell %.0f px: %.2f ms\n",
               warm ? "full" : "first", tess_state_n_placed (st),
               tess_state_n_followers (st), view.cell_size, ms);
    }
  cairo_surface_destroy (s);
  tess_state_free (st);
  tess_def_free (def);
  return 0;
}

