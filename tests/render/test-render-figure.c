/* test-render-figure.c: tessera-cli render for the help's figures
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the built tessera-cli (tess-test-cli.h) on the
 * scenarios of tests/scenarios: crops, cell sizes, highlights, editions.
 */

#define G_LOG_DOMAIN "test-render-figure"

#include "config.h"

#include <cairo.h>
#include <glib.h>
#include <string.h>

#include "tess-test-cli.h"

static char *
scenario (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "scenarios", name, NULL);
}

static cairo_surface_t *
render (const char *name,
        const char *png,
        ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autofree char *record = scenario (name);
  g_autofree char *path = g_build_filename (cli_get_tmp_dir (), png, NULL);
  g_auto(TessTestRun) run;
  va_list ap;

  g_ptr_array_add (args, (char *) "render");
  g_ptr_array_add (args, record);
  g_ptr_array_add (args, (char *) "--out");
  g_ptr_array_add (args, path);
  va_start (ap, png);
  for (const char *a = va_arg (ap, const char *); a != NULL; a = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) a);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  run_cli_argv (&run, (const char * const *) args->pdata, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  return cli_load_png (path);
}

/* How many pixels differ, every other pixel of two pictures of one size. */
static int
n_different (cairo_surface_t *a,
             cairo_surface_t *b)
{
  int n = 0;

  g_assert_cmpint (cairo_image_surface_get_width (a), ==, cairo_image_surface_get_width (b));
  g_assert_cmpint (cairo_image_surface_get_height (a), ==, cairo_image_surface_get_height (b));
  for (int y = 0; y < cairo_image_surface_get_height (a); y += 2)
    for (int x = 0; x < cairo_image_surface_get_width (a); x += 2)
      n += cli_png_pixel (a, x, y) != cli_png_pixel (b, x, y);
  return n;
}

/* Pixels much redder than they are green and blue. */
static int
n_red (cairo_surface_t *s)
{
  int n = 0;

  for (int y = 0; y < cairo_image_surface_get_height (s); y++)
    for (int x = 0; x < cairo_image_surface_get_width (s); x++)
      {
        guint32 v = cli_png_pixel (s, x, y);
        int r = (v >> 16) & 0xff, g = (v >> 8) & 0xff, b = v & 0xff;

        n += r > g + 80 && r > b + 80;
      }
  return n;
}

/* Pixels of a follower's dark outline in the 100 px cell at (x0, y0). */
static int
n_dark (cairo_surface_t *s,
            int              x0,
            int              y0)
{
  int n = 0;

  for (int y = y0; y < y0 + 100; y++)
    for (int x = x0; x < x0 + 100; x++)
      {
        guint32 v = cli_png_pixel (s, x, y);

        n += ((v >> 16) & 0xff) < 90 && ((v >> 8) & 0xff) < 60 && (v & 0xff) < 60;
      }
  return n;
}

/* --crop auto with --cell-size: the picture is the placed tiles' cells,
 * at that size, with 6 % of a cell round them. */
static void
test_crop_auto (void)
{
  /* book-road-4: cells -1..2 by 0..1. */
  cairo_surface_t *s = render ("book-road-4.tessera", "auto.png",
                               "--crop", "auto", "--cell-size", "100", NULL);

  g_assert_cmpint (cairo_image_surface_get_width (s), ==, 412);
  g_assert_cmpint (cairo_image_surface_get_height (s), ==, 212);
  /* The empty cell (-1, 1) is table, the start tile's (0, 0) is not. */
  g_assert_cmpuint (cli_png_pixel (s, 56, 156), ==, cli_png_pixel (s, 1, 1));
  g_assert_cmpuint (cli_png_pixel (s, 156, 30), !=, cli_png_pixel (s, 1, 1));
  cairo_surface_destroy (s);
}

/* --crop X0,Y0,X1,Y1: just those cells, whatever the board holds. */
static void
test_crop_cells (void)
{
  cairo_surface_t *one = render ("book-road-4.tessera", "one.png",
                                 "--crop", "2,0,2,0", "--cell-size", "50", NULL);
  cairo_surface_t *fitted = render ("book-road-4.tessera", "fitted.png",
                                    "--crop", "-1,0,2,1", "--size", "412x212", NULL);
  cairo_surface_t *cells = render ("book-road-4.tessera", "cells.png",
                                   "--crop", "-1,0,2,1", "--cell-size", "100", NULL);

  g_assert_cmpint (cairo_image_surface_get_width (one), ==, 56);
  g_assert_cmpint (cairo_image_surface_get_height (one), ==, 56);
  /* The margin shows the table (0xe9e7e3), not the edge of the straight
   * road west of the monastery. */
  g_assert_cmpuint (cli_png_pixel (one, 1, 28), ==, 0xe9e7e3);
  g_assert_cmpuint (cli_png_pixel (one, 0, 0), ==, 0xe9e7e3);
  /* The monastery's field fills the cell: no table in the middle. */
  g_assert_cmpuint (cli_png_pixel (one, 8, 28), !=, cli_png_pixel (one, 0, 0));
  /* A crop fitted into a size is the same picture as one drawn by cells. */
  g_assert_cmpint (n_different (fitted, cells), ==, 0);
  cairo_surface_destroy (one);
  cairo_surface_destroy (fitted);
  cairo_surface_destroy (cells);
}

/* --highlight lights the road the last move closed in its scorer's
 * colour (Red), and draws the thief that scored, which the board no
 * longer has. */
static void
test_highlight (void)
{
  cairo_surface_t *plain = render ("book-road-4.tessera", "plain.png",
                                   "--crop", "auto", "--cell-size", "100", NULL);
  cairo_surface_t *lit = render ("book-road-4.tessera", "lit.png",
                                 "--crop", "auto", "--cell-size", "100", "--highlight", NULL);
  cairo_surface_t *before = render ("book-road-4.tessera", "before.png", "--move", "3",
                                    "--crop", "-1,0,2,1", "--cell-size", "100", NULL);
  cairo_surface_t *before_lit = render ("book-road-4.tessera", "before-lit.png", "--move", "3",
                                        "--crop", "-1,0,2,1", "--cell-size", "100",
                                        "--highlight", NULL);

  g_test_message ("red pixels: before %d, plain %d, lit %d", n_red (before), n_red (plain),
                  n_red (lit));
  /* Move 3 scored nothing: no highlight. */
  g_assert_cmpint (n_different (before, before_lit), ==, 0);
  /* Lit: four cells of red road (12 px wide), and the thief. */
  g_assert_cmpint (n_red (lit), >, n_red (plain) + 4 * 100 * 8);
  /* The thief (drawn with a dark outline) stands on the straight U at
   * (1, 0) as before the move, and not on the plain board. */
  g_test_message ("dark pixels: before %d, plain %d, lit %d", n_dark (before, 206, 6),
                  n_dark (plain, 206, 6), n_dark (lit, 206, 6));
  g_assert_cmpint (n_dark (before, 206, 6), >, 100);
  g_assert_cmpint (n_dark (lit, 206, 6), >, 100);
  g_assert_cmpint (n_dark (plain, 206, 6), <, 10);
  cairo_surface_destroy (plain);
  cairo_surface_destroy (lit);
  cairo_surface_destroy (before);
  cairo_surface_destroy (before_lit);
}

/* --edition scores the farms by another edition; without it the
 * record's rules decide. --final lights what the final scoring scored. */
static void
test_edition (void)
{
  cairo_surface_t *own = render ("edition-farm-third.tessera", "own.png", "--crop", "auto",
                                 "--cell-size", "60", "--final", "--highlight", NULL);
  cairo_surface_t *third = render ("edition-farm-first.tessera", "third.png", "--crop", "auto",
                                   "--cell-size", "60", "--final", "--highlight",
                                   "--edition", "third", NULL);
  cairo_surface_t *first = render ("edition-farm-third.tessera", "first.png", "--crop", "auto",
                                   "--cell-size", "60", "--final", "--highlight",
                                   "--edition", "first", NULL);
  cairo_surface_t *unlit = render ("edition-farm-third.tessera", "unlit.png", "--crop", "auto",
                                   "--cell-size", "60", "--final", NULL);

  g_assert_cmpint (n_different (own, third), ==, 0);
  /* First edition: the city goes to Blue alone, Yellow's farm stays dark. */
  g_assert_cmpint (n_different (own, first), >, 100);
  g_assert_cmpint (n_different (own, unlit), >, 1000);
  cairo_surface_destroy (own);
  cairo_surface_destroy (third);
  cairo_surface_destroy (first);
  cairo_surface_destroy (unlit);
}

/* --refused draws the next move, which the rules refuse, where it was
 * tried: the U-turn of the river at (2, 1), crossed out in red. */
static void
test_refused (void)
{
  cairo_surface_t *board = render ("illegal-river-u-turn.tessera", "board.png", "--move", "2",
                                   "--crop", "0,0,2,1", "--cell-size", "100", NULL);
  cairo_surface_t *refused = render ("illegal-river-u-turn.tessera", "refused.png", "--move", "2",
                                     "--crop", "0,0,2,1", "--cell-size", "100", "--refused",
                                     NULL);
  int in_cell = 0, elsewhere = 0;

  for (int y = 0; y < 212; y += 2)
    for (int x = 0; x < 312; x += 2)
      {
        gboolean cell = x >= 206 && x < 306 && y >= 106 && y < 206;
        gboolean differs = cli_png_pixel (board, x, y) != cli_png_pixel (refused, x, y);

        if (cell)
          in_cell += differs;
        else
          elsewhere += differs;
      }
  /* The empty cell (2, 1) got a faded tile, nothing else changed. */
  g_assert_cmpuint (cli_png_pixel (board, 256, 156), ==, cli_png_pixel (board, 1, 1));
  g_assert_cmpint (in_cell, >, 1000);
  g_assert_cmpint (elsewhere, <, 20);
  /* The cross's red at the cell's centre. */
  g_assert_cmpuint (cli_png_pixel (refused, 256, 156) >> 16, >, 150);
  g_assert_cmpuint ((cli_png_pixel (refused, 256, 156) >> 8) & 0xff, <, 80);
  cairo_surface_destroy (board);
  cairo_surface_destroy (refused);
}

static void
test_errors (void)
{
  g_autofree char *record = scenario ("book-road-4.tessera");
  g_autofree char *png = g_build_filename (cli_get_tmp_dir (), "error.png", NULL);
  const char *bad[][2] = {
    { "--crop", "1,2,3" },
    { "--crop", "3,0,1,0" },
    { "--crop", "a,b,c,d" },
    { "--edition", "fourth" },
    { "--cell-size", "4" },
  };
  TessTestRun run;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      run_cli (&run, "render", record, "--out", png, bad[i][0], bad[i][1], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.err, bad[i][1]));
      tess_test_run_clear (&run);
    }
  run_cli (&run, "render", record, "--out", png, "--size", "100x100", "--cell-size", "50", NULL);
  g_assert_cmpint (run.status, ==, 2);
  tess_test_run_clear (&run);
  run_cli (&run, "render", record, "--out", png, "--crop", "-1000,0,1000,0", "--cell-size", "100", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "--cell-size"));
  tess_test_run_clear (&run);
  /* --refused on a record whose next move is legal, or that has none. */
  run_cli (&run, "render", record, "--out", png, "--move", "2", "--refused", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "move 3"));
  tess_test_run_clear (&run);
  run_cli (&run, "render", record, "--out", png, "--refused", NULL);
  g_assert_cmpint (run.status, ==, 1);
  tess_test_run_clear (&run);
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
}

int
main (int    argc,
      char **argv)
{
  cli_test_init (&argc, &argv, "render-figure");

  g_test_add_func ("/render/figure/crop-auto", test_crop_auto);
  g_test_add_func ("/render/figure/crop-cells", test_crop_cells);
  g_test_add_func ("/render/figure/highlight", test_highlight);
  g_test_add_func ("/render/figure/edition", test_edition);
  g_test_add_func ("/render/figure/refused", test_refused);
  g_test_add_func ("/render/figure/errors", test_errors);

  return cli_test_run ();
}
