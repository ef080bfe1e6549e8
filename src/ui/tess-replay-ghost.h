/* tess-replay-ghost.h: a follower that scored on the move it was placed,
 * shown in the replay for that step: drawn, then lifted
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-game.h"
#include "tess-history.h"
#include "tess-viewport.h"

G_BEGIN_DECLS

typedef struct
{
  gboolean active;
  int      x;
  int      y;
  int      type;
  int      rot;        /* quarter turns */
  int      feature;
  int      figure;     /* its kind (a TessFigure): the big follower drawn larger */
  int      color;
  gint64   start;      /* monotonic µs when the step was shown */
  GtkWidget *area;     /* where it is drawn, while it moves */
  guint    tick;
} TessReplayGhost;

/* How long the follower stands, then how long it takes to be lifted. */
#define TESS_REPLAY_GHOST_STAND_US (600 * G_TIME_SPAN_MILLISECOND)
#define TESS_REPLAY_GHOST_LIFT_US  (700 * G_TIME_SPAN_MILLISECOND)

/* Shows on @area the follower of the move @item, shown in @shown (the
 * position after it), when the move put a follower that is no longer on
 * the board; returns whether it did. */
gboolean tess_replay_ghost_show (TessReplayGhost *ghost,
                                 GtkWidget       *area,
                                 TessGame        *shown,
                                 TessHistoryItem *item);
void     tess_replay_ghost_stop (TessReplayGhost *ghost);
/* Where it is drawn now, in cells of the board: on its spot, but for the
 * hop of the lift. */
void     tess_replay_ghost_get_spot (const TessReplayGhost *ghost,
                                     TessGame              *shown,
                                     double                *x,
                                     double                *y);
/* Draws it now (lifted at once without animations). */
void     tess_replay_ghost_draw (const TessReplayGhost *ghost,
                                 cairo_t               *cr,
                                 TessViewport          *viewport,
                                 TessGame              *shown);

G_END_DECLS
