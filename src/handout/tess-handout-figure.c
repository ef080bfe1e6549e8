/* tess-handout-figure.c: how large a handout's figure is drawn
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A figure is as wide as the text column at most and, for a move, three
 * tiles high at most, so that a page holds a few entries. A feature too
 * big for that (a farm of fifty tiles) gets a taller figure, up to most
 * of a page; still too big to be read, the figure shows the part of it
 * round the move's tile at the smallest legible scale, rather than the
 * whole of it as a stamp nobody can read.
 */

#include "config.h"

#include <math.h>

#include "tess-handout-figure.h"

/* Three tiles at most, for a move's figure of ordinary size. */
#define FIGURE_MAX_HEIGHT (48.0 * TESS_HANDOUT_MM_TO_PT)
/* The share of the page's text a tall figure may take: the rest is for
 * its heading and sentences. */
#define TALL_SHARE 0.6

static double
cell_size (double width,
           double height,
           int    cols,
           int    rows)
{
  return MIN (TESS_HANDOUT_CELL_MAX, MIN (width / cols, height / rows));
}

/* [*lo, *hi] cut to @n cells round @centre, within where it was. */
static void
crop_round (int  centre,
            int  n,
            int *lo,
            int *hi)
{
  int start;

  if (*hi - *lo + 1 <= n)
    return;
  start = CLAMP (centre - n / 2, *lo, *hi - n + 1);
  *lo = start;
  *hi = start + n - 1;
}

/**
 * tess_handout_fit_figure:
 * @width: the text column's width, in points
 * @page_height: the height of the page's text, in points
 * @cx: (in): the cell to keep in view when the figure is cropped
 * @x0: (inout): the figure's first column, cropped if need be
 *
 * Fits a figure of the cells [@x0, @x1] × [@y0, @y1] on the page.
 *
 * Returns: the size of a cell, in points: never below
 *   %TESS_HANDOUT_CELL_MIN
 */
double
tess_handout_fit_figure (double  width,
                         double  page_height,
                         int     cx,
                         int     cy,
                         int    *x0,
                         int    *y0,
                         int    *x1,
                         int    *y1)
{
  double tall = page_height * TALL_SHARE;
  int cols = *x1 - *x0 + 1, rows = *y1 - *y0 + 1;
  double cell;

  g_return_val_if_fail (cols > 0 && rows > 0, TESS_HANDOUT_CELL_MIN);

  cell = cell_size (width, FIGURE_MAX_HEIGHT, cols, rows);
  if (cell >= TESS_HANDOUT_CELL_MIN)
    return cell;
  cell = cell_size (width, tall, cols, rows);
  if (cell >= TESS_HANDOUT_CELL_MIN)
    return cell;

  crop_round (cx, MAX (1, (int) floor (width / TESS_HANDOUT_CELL_MIN)), x0, x1);
  crop_round (cy, MAX (1, (int) floor (tall / TESS_HANDOUT_CELL_MIN)), y0, y1);
  return cell_size (width, tall, *x1 - *x0 + 1, *y1 - *y0 + 1);
}
