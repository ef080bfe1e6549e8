/* test-viewport.c: the board's zoom and pan, without a display
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib.h>

#include "tess-viewport.h"

#define EPS 1e-9

static void
test_transforms (void)
{
  g_autoptr(TessViewport) vp = tess_viewport_new ();
  double wx, wy, bx, by;
  int cx, cy;

  tess_viewport_set_size (vp, 800, 600);
  tess_viewport_set_zoom (vp, 100);
  tess_viewport_set_center (vp, 0.5, 0.5);

  /* The centre of the start tile is the middle of the widget. */
  tess_viewport_board_to_widget (vp, 0.5, 0.5, &wx, &wy);
  g_assert_cmpfloat_with_epsilon (wx, 400, EPS);
  g_assert_cmpfloat_with_epsilon (wy, 300, EPS);

  /* Cell (0, 0) starts half a tile up and left of it. */
  tess_viewport_board_to_widget (vp, 0, 0, &wx, &wy);
  g_assert_cmpfloat_with_epsilon (wx, 350, EPS);
  g_assert_cmpfloat_with_epsilon (wy, 250, EPS);

  /* And back. */
  tess_viewport_widget_to_board (vp, 123.25, 456.5, &bx, &by);
  tess_viewport_board_to_widget (vp, bx, by, &wx, &wy);
  g_assert_cmpfloat_with_epsilon (wx, 123.25, EPS);
  g_assert_cmpfloat_with_epsilon (wy, 456.5, EPS);

  /* Cells: floor, also below zero. */
  tess_viewport_widget_to_cell (vp, 351, 251, &cx, &cy);
  g_assert_cmpint (cx, ==, 0);
  g_assert_cmpint (cy, ==, 0);
  tess_viewport_widget_to_cell (vp, 349, 249, &cx, &cy);
  g_assert_cmpint (cx, ==, -1);
  g_assert_cmpint (cy, ==, -1);
  tess_viewport_widget_to_cell (vp, 650, 551, &cx, &cy);
  g_assert_cmpint (cx, ==, 3);
  g_assert_cmpint (cy, ==, 3);
}

static void
test_zoom_about_point (void)
{
  g_autoptr(TessViewport) vp = tess_viewport_new ();
  double bx0, by0, bx1, by1;

  tess_viewport_set_size (vp, 800, 600);
  tess_viewport_set_zoom (vp, 80);
  tess_viewport_set_center (vp, 3.25, -1.5);

  /* The board point under the pointer stays under it. */
  tess_viewport_widget_to_board (vp, 700, 100, &bx0, &by0);
  tess_viewport_zoom_at (vp, 1.5, 700, 100);
  g_assert_cmpfloat_with_epsilon (tess_viewport_get_zoom (vp), 120, EPS);
  tess_viewport_widget_to_board (vp, 700, 100, &bx1, &by1);
  g_assert_cmpfloat_with_epsilon (bx1, bx0, 1e-9);
  g_assert_cmpfloat_with_epsilon (by1, by0, 1e-9);

  tess_viewport_zoom_at (vp, 0.25, 10, 590);
  tess_viewport_widget_to_board (vp, 700, 100, &bx1, &by1);
  g_assert_cmpfloat_with_epsilon (tess_viewport_get_zoom (vp), 30, EPS);
  tess_viewport_widget_to_board (vp, 10, 590, &bx0, &by0);
  tess_viewport_zoom_at (vp, 2, 10, 590);
  tess_viewport_widget_to_board (vp, 10, 590, &bx1, &by1);
  g_assert_cmpfloat_with_epsilon (bx1, bx0, 1e-9);
  g_assert_cmpfloat_with_epsilon (by1, by0, 1e-9);
}

static void
test_clamp (void)
{
  g_autoptr(TessViewport) vp = tess_viewport_new ();
  double bx0, by0, bx1, by1, min, max;

  tess_viewport_set_size (vp, 400, 400);
  tess_viewport_set_zoom_range (vp, 20, 200);
  tess_viewport_get_zoom_range (vp, &min, &max);
  g_assert_cmpfloat (min, ==, 20);
  g_assert_cmpfloat (max, ==, 200);

  tess_viewport_set_zoom (vp, 1000);
  g_assert_cmpfloat (tess_viewport_get_zoom (vp), ==, 200);
  tess_viewport_set_zoom (vp, 1);
  g_assert_cmpfloat (tess_viewport_get_zoom (vp), ==, 20);

  /* Zooming past the limit still keeps the point under the pointer. */
  tess_viewport_set_zoom (vp, 150);
  tess_viewport_widget_to_board (vp, 30, 370, &bx0, &by0);
  tess_viewport_zoom_at (vp, 10, 30, 370);
  g_assert_cmpfloat (tess_viewport_get_zoom (vp), ==, 200);
  tess_viewport_widget_to_board (vp, 30, 370, &bx1, &by1);
  g_assert_cmpfloat_with_epsilon (bx1, bx0, 1e-9);
  g_assert_cmpfloat_with_epsilon (by1, by0, 1e-9);

  /* A narrower range pulls the zoom in. */
  tess_viewport_set_zoom_range (vp, 20, 50);
  g_assert_cmpfloat (tess_viewport_get_zoom (vp), ==, 50);
}

static void
count_changes (TessViewport *vp,
               guint        *count)
{
  (*count)++;
}

static void
test_pan_and_signals (void)
{
  g_autoptr(TessViewport) vp = tess_viewport_new ();
  guint changes = 0;
  double cx, cy, wx, wy;

  tess_viewport_set_size (vp, 640, 480);
  tess_viewport_set_zoom (vp, 64);
  tess_viewport_set_center (vp, 0, 0);
  g_signal_connect (vp, "changed", G_CALLBACK (count_changes), &changes);

  /* A drag by (64, -128) pixels moves the board one cell right, two up. */
  tess_viewport_board_to_widget (vp, 2, 2, &wx, &wy);
  tess_viewport_pan (vp, 64, -128);
  tess_viewport_get_center (vp, &cx, &cy);
  g_assert_cmpfloat_with_epsilon (cx, -1, EPS);
  g_assert_cmpfloat_with_epsilon (cy, 2, EPS);
  {
    double wx2, wy2;

    tess_viewport_board_to_widget (vp, 2, 2, &wx2, &wy2);
    g_assert_cmpfloat_with_epsilon (wx2 - wx, 64, EPS);
    g_assert_cmpfloat_with_epsilon (wy2 - wy, -128, EPS);
  }
  g_assert_cmpuint (changes, ==, 1);

  /* No change, no signal. */
  tess_viewport_set_center (vp, -1, 2);
  tess_viewport_set_zoom (vp, 64);
  g_assert_cmpuint (changes, ==, 1);
}

static void
test_fit_and_visible (void)
{
  g_autoptr(TessViewport) vp = tess_viewport_new ();
  double cx, cy;

  tess_viewport_set_size (vp, 1000, 500);
  tess_viewport_set_zoom_range (vp, 1, 1000);

  /* Cells -2..2 x -1..1 plus one cell of margin: 7 x 5 cells in 1000 x 500. */
  tess_viewport_fit (vp, -2, -1, 3, 2, 1);
  g_assert_cmpfloat_with_epsilon (tess_viewport_get_zoom (vp), 100, EPS);
  tess_viewport_get_center (vp, &cx, &cy);
  g_assert_cmpfloat_with_epsilon (cx, 0.5, EPS);
  g_assert_cmpfloat_with_epsilon (cy, 0.5, EPS);

  g_assert_true (tess_viewport_cell_visible (vp, 0, 0));
  g_assert_true (tess_viewport_cell_visible (vp, -4, -1));
  g_assert_false (tess_viewport_cell_visible (vp, 6, 0));

  /* Bringing a far cell in view pans just enough. */
  tess_viewport_ensure_visible (vp, 10, 0);
  g_assert_true (tess_viewport_cell_visible (vp, 10, 0));
  g_assert_false (tess_viewport_cell_visible (vp, 11, 0));
  tess_viewport_ensure_visible (vp, 10, -7);
  g_assert_true (tess_viewport_cell_visible (vp, 10, -7));
  g_assert_cmpfloat_with_epsilon (tess_viewport_get_zoom (vp), 100, EPS);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/viewport/transforms", test_transforms);
  g_test_add_func ("/viewport/zoom-about-point", test_zoom_about_point);
  g_test_add_func ("/viewport/clamp", test_clamp);
  g_test_add_func ("/viewport/pan-and-signals", test_pan_and_signals);
  g_test_add_func ("/viewport/fit-and-visible", test_fit_and_visible);

  return g_test_run ();
}
