/* tess-handout-figure.h: how large a handout's figure is drawn
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TESS_HANDOUT_MM_TO_PT (72.0 / 25.4)
/* A tile smaller than this on paper cannot be read: its follower, its
 * shield and its roads blur into one. */
#define TESS_HANDOUT_CELL_MIN (10.0 * TESS_HANDOUT_MM_TO_PT)
#define TESS_HANDOUT_CELL_MAX (16.0 * TESS_HANDOUT_MM_TO_PT)

double tess_handout_fit_figure (double  width,
                                double  page_height,
                                int     cx,
                                int     cy,
                                int    *x0,
                                int    *y0,
                                int    *x1,
                                int    *y1);

G_END_DECLS
