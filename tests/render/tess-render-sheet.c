/* tess-render-sheet.c: contact sheets of every tile, a sample board, and
 * the renderer's benchmark
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not installed. `tess-render-sheet` writes /tmp/tessera-tiles.png (every
 * tile of the built-in sets at 300 px and at 40 px in its four rotations,
 * with followers on every feature), /tmp/tessera-highlights.png,
 * /tmp/tessera-board.png (a random game with the River, 84 tiles) and
 * /tmp/tessera-board-40.png (the same with 40 px cells).
 * `tess-render-sheet --bench` times full redraws of that board at
 * 1920x1080 with the image backend.
 */

#define G_LOG_DOMAIN "tess-render-sheet"

#include "config.h"

#include <cairo.h>
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

#include "tess-render.h"
#include "tess-tile-set.h"
#include "tess-engine.h"

#define BIG    300
#define SMALL  40
#define GAP    12
#define COLS   4

static void
label (cairo_t    *cr,
       double      x,
       double      y,
       double      size,
       const char *text)
{
  cairo_set_source_rgb (cr, 0.14, 0.12, 0.19);
  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, size);
  cairo_move_to (cr, x, y);
  cairo_show_text (cr, text);
}

static GPtrArray *
load_tiles (void)
{
  static const char *const sets[] = { "base", "river" };
  GPtrArray *tiles = g_ptr_array_new ();

  for (guint s = 0; s < G_N_ELEMENTS (sets); s++)
    {
      g_autoptr(GError) error = NULL;
      TessTileSetData *set = tess_tile_set_load_builtin (sets[s], &error);

      if (set == NULL)
        g_error ("%s", error->message);
      /* Kept for the process's life: tiles point into it. */
      for (guint i = 0; i < tess_tile_set_n_tiles (set); i++)
        g_ptr_array_add (tiles, (gpointer) tess_tile_set_tile (set, i));
    }
  return tiles;
}

/* One cell of the sheet: the tile at 300 px with a follower on every
 * feature but rivers, and below it the four rotations at 40 px, each
 * with a follower on another feature. */
static void
draw_cell (cairo_t           *cr,
           const TessTileDef *tile,
           double             x,
           double             y)
{
  int color = 0;

  label (cr, x, y + 14, 14, tile->id);
  y += 20;
  tess_render_tile (cr, tile, 0, x, y, BIG);
  for (int f = 0; f < tile->n_features; f++)
    if (tile->features[f].type != TESS_FEATURE_RIVER)
      tess_render_tile_follower (cr, tile, 0, f, color++ % TESS_RENDER_N_COLORS, x, y, BIG);
  y += BIG + 6;
  for (int rot = 0; rot < 4; rot++)
    {
      double sx = x + rot * (SMALL + 6);
      int f = rot % MAX (tile->n_features, 1);

      tess_render_tile (cr, tile, rot, sx, y, SMALL);
      if (tile->features[f].type != TESS_FEATURE_RIVER)
        tess_render_tile_follower (cr, tile, rot, f, rot, sx, y, SMALL);
    }
  /* And bare, at 40 px, to judge the tile alone. */
  for (int rot = 0; rot < 2; rot++)
    tess_render_tile (cr, tile, rot, x + (4 + rot) * (SMALL + 6) + 12, y, SMALL);
}

static void
write_sheet (GPtrArray  *tiles,
             const char *filename)
{
  int rows = (tiles->len + COLS - 1) / COLS;
  int cw = BIG + GAP * 2, ch = 20 + BIG + 6 + SMALL + GAP * 2;
  cairo_surface_t *surface;
  cairo_t *cr;
  double r, g, b;

  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, COLS * cw + GAP, rows * ch + GAP);
  cr = cairo_create (surface);
  tess_render_table_rgb (&r, &g, &b);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_paint (cr);
  for (guint i = 0; i < tiles->len; i++)
    draw_cell (cr, tiles->pdata[i], GAP + (i % COLS) * cw, GAP + (i / COLS) * ch);
  cairo_destroy (cr);
  if (cairo_surface_write_to_png (surface, filename) != CAIRO_STATUS_SUCCESS)
    g_error ("Could not write %s", filename);
  cairo_surface_destroy (surface);
  g_print ("Wrote %s\n", filename);
}

/* Every feature of a few tiles lit up, one copy of the tile each. */
static void
write_highlights (GPtrArray  *tiles,
                  const char *filename)
{
  const int size = 160;
  int n = 0, row = 0;
  cairo_surface_t *surface;
  cairo_t *cr;

  for (guint i = 0; i < tiles->len; i++)
    n = MAX (n, ((const TessTileDef *) tiles->pdata[i])->n_features);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, GAP + n * (size + GAP),
                                        GAP + tiles->len * (size + GAP));
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 0.91, 0.9, 0.89);
  cairo_paint (cr);
  for (guint i = 0; i < tiles->len; i++, row++)
    {
      const TessTileDef *tile = tiles->pdata[i];

      for (int f = 0; f < tile->n_features; f++)
        {
          double x = GAP + f * (size + GAP), y = GAP + row * (size + GAP);

          tess_render_tile (cr, tile, i % 4, x, y, size);
          tess_render_feature_highlight (cr, tile, i % 4, f, x, y, size, 0.96, 0.83, 0.18, 0.45);
        }
    }
  cairo_destroy (cr);
  cairo_surface_write_to_png (surface, filename);
  cairo_surface_destroy (surface);
  g_print ("Wrote %s\n", filename);
}

static TessState *
random_game (TessDef **def_out,
             guint64   seed,
             int       moves)
{
  static const char *const sets[] = { "base", "river" };
  TessTileSet engine_sets[2];
  TessRules rules;
  TessDef *def;
  TessState *st;
  TessRng rng;
  TessPlacement *scratch;
  char err[256];

  for (guint s = 0; s < G_N_ELEMENTS (sets); s++)
    {
      g_autoptr(GError) error = NULL;
      TessTileSetData *set = tess_tile_set_load_builtin (sets[s], &error);

      if (set == NULL)
        g_error ("%s", error->message);
      tess_tile_set_as_engine (set, &engine_sets[s]);
    }
  tess_rules_init_default (&rules);
  rules.river = TRUE;
  def = tess_def_new (engine_sets, 2, &rules, 4, err, sizeof err);
  if (def == NULL)
    g_error ("%s", err);
  st = tess_state_new (def);
  tess_state_init (st, def, TRUE, seed);
  tess_rng_seed (&rng, seed);
  scratch = g_new (TessPlacement, tess_def_max_placements (def));
  for (int i = 0; i < moves && !tess_state_is_over (st); i++)
    {
      TessMove move;

      if (tess_random_move (st, &rng, &move, scratch))
        tess_state_play (st, &move, NULL, NULL);
      else
        tess_state_discard (st, tess_state_current_tile (st));
    }
  g_free (scratch);
  *def_out = def;
  return st;
}

static void
write_board (TessState  *st,
             int         width,
             int         height,
             double      cell,   /* 0: fit the board */
             const char *filename)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  TessRenderView view;
  double r, g, b;

  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cr = cairo_create (surface);
  tess_render_table_rgb (&r, &g, &b);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_paint (cr);
  tess_render_view_fit (&view, st, width, height, 0.5);
  if (cell > 0)
    {
      /* Same centre, that cell size. */
      view.origin_x = width / 2.0 - (width / 2.0 - view.origin_x) * cell / view.cell_size;
      view.origin_y = height / 2.0 - (height / 2.0 - view.origin_y) * cell / view.cell_size;
      view.cell_size = cell;
    }
  tess_render_board (cr, st, &view, NULL, NULL, TESS_RENDER_BOARD_ALL, NULL);
  cairo_destroy (cr);
  cairo_surface_write_to_png (surface, filename);
  cairo_surface_destroy (surface);
  g_print ("Wrote %s (%d tiles, %d followers)\n", filename,
           tess_state_n_placed (st), tess_state_n_followers (st));
}

static double
time_redraws (TessState       *st,
              TessRenderCache *cache,
              TessRenderBoardFlags flags,
              int              runs)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 1920, 1080);
  TessRenderView view;
  gint64 start;
  cairo_t *cr;

  tess_render_view_fit (&view, st, 1920, 1080, 0.5);
  /* One untimed run: geometry analysis and, with a cache, the sprites. */
  cr = cairo_create (surface);
  tess_render_board (cr, st, &view, NULL, NULL, flags, cache);
  cairo_destroy (cr);

  start = g_get_monotonic_time ();
  for (int i = 0; i < runs; i++)
    {
      cr = cairo_create (surface);
      cairo_set_source_rgb (cr, 0.9, 0.9, 0.9);
      cairo_paint (cr);
      tess_render_board (cr, st, &view, NULL, NULL, flags, cache);
      cairo_destroy (cr);
    }
  cairo_surface_destroy (surface);
  return (g_get_monotonic_time () - start) / 1000.0 / runs;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) tiles = NULL;
  g_autoptr(TessRenderCache) cache = NULL;
  TessDef *def;
  TessState *st;
  gboolean bench = argc > 1 && g_str_equal (argv[1], "--bench");

  st = random_game (&def, 7, 1000);
  if (bench)
    {
      cache = tess_render_cache_new ();
      g_print ("board: %d tiles, %d followers, 1920x1080, cell %.1f px\n",
               tess_state_n_placed (st), tess_state_n_followers (st),
               MIN (1920 / 13.0, 1080 / 13.0));
      g_print ("full redraw, cached tiles + followers: %.2f ms\n",
               time_redraws (st, cache, TESS_RENDER_BOARD_ALL, 50));
      g_print ("full redraw, cached tiles only:       %.2f ms\n",
               time_redraws (st, cache, TESS_RENDER_BOARD_TILES, 50));
      g_print ("full redraw, paths (no cache):        %.2f ms\n",
               time_redraws (st, NULL, TESS_RENDER_BOARD_ALL, 10));
      g_print ("followers only:                       %.2f ms\n",
               time_redraws (st, NULL, TESS_RENDER_BOARD_FOLLOWERS, 50));
    }
  else
    {
      tiles = load_tiles ();
      write_sheet (tiles, "/tmp/tessera-tiles.png");
      write_highlights (tiles, "/tmp/tessera-highlights.png");
      write_board (st, 1800, 1400, 0, "/tmp/tessera-board.png");
      write_board (st, 1100, 1100, 40, "/tmp/tessera-board-40.png");
    }
  tess_state_free (st);
  tess_def_free (def);
  return 0;
}
