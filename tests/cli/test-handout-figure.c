/* test-handout-figure.c: a handout's figure is never too small to read
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib.h>

#include "tess-handout-figure.h"

#define MM (72.0 / 25.4)
/* A4's text column and height (tess-handout.c: margins of 18 mm). */
#define A4_WIDTH ((210 - 36) * MM)
#define A4_HEIGHT ((297 - 36) * MM)

/* A move's figure of a few tiles: three tiles high at most, at most
 * 16 mm a tile, the cells as they were. */
static void
test_small (void)
{
  int x0 = -1, y0 = -1, x1 = 1, y1 = 1;
  double cell = tess_handout_fit_figure (A4_WIDTH, A4_HEIGHT, 0, 0, &x0, &y0, &x1, &y1);

  g_assert_cmpfloat_with_epsilon (cell, 16 * MM, 1e-6);
  g_assert_cmpint (x0, ==, -1);
  g_assert_cmpint (y1, ==, 1);
}

/* The farm of 52 tiles a teacher's handout showed 2 × 3 cm wide (7 × 9
 * cells and a cell round): a taller figure, every cell in it, each at
 * least 10 mm. */
static void
test_big_farm (void)
{
  int x0 = -4, y0 = -5, x1 = 4, y1 = 5;
  double cell = tess_handout_fit_figure (A4_WIDTH, A4_HEIGHT, 0, 0, &x0, &y0, &x1, &y1);

  g_assert_cmpfloat (cell, >=, 10 * MM);
  g_assert_cmpint (x0, ==, -4);
  g_assert_cmpint (x1, ==, 4);
  g_assert_cmpint (y0, ==, -5);
  g_assert_cmpint (y1, ==, 5);
  g_assert_cmpfloat (cell * (y1 - y0 + 1), <=, 0.6 * A4_HEIGHT + 1e-6);
}

/* A feature over a whole board of 40 × 30 cells: cropped round the
 * move's tile, near the board's corner, at a legible scale, on the
 * page, within the board. */
static void
test_whole_board (void)
{
  int x0 = -20, y0 = -15, x1 = 19, y1 = 14;
  double cell = tess_handout_fit_figure (A4_WIDTH, A4_HEIGHT, 18, -14, &x0, &y0, &x1, &y1);

  g_assert_cmpfloat (cell, >=, 10 * MM);
  g_assert_cmpfloat (cell * (x1 - x0 + 1), <=, A4_WIDTH + 1e-6);
  g_assert_cmpfloat (cell * (y1 - y0 + 1), <=, 0.6 * A4_HEIGHT + 1e-6);
  g_assert_cmpint (x0, >=, -20);
  g_assert_cmpint (x1, ==, 19);
  g_assert_cmpint (y0, ==, -15);
  g_assert_true (18 >= x0 && 18 <= x1 && -14 >= y0 && -14 <= y1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/handout/figure/small", test_small);
  g_test_add_func ("/handout/figure/big-farm", test_big_farm);
  g_test_add_func ("/handout/figure/whole-board", test_whole_board);

  return g_test_run ();
}
