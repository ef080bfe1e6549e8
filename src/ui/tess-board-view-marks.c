/* tess-board-view-marks.c: where the others played last
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each player's last tile carries a small corner in their colour until
 * their next turn, so that nobody has to read the history to find where
 * an opponent played.
 */

#define G_LOG_DOMAIN "tess-board-view"

#include "config.h"

#include <math.h>

#include "tess-board-view-private.h"

void
_tess_board_view_update_last_tiles (TessBoardView *self)
{
  if (self->game == NULL)
    {
      for (int p = 0; p < TESS_MAX_PLAYERS; p++)
        self->last_tiles[p] = -1;
      return;
    }
  tess_game_get_last_placements (self->game, self->last_tiles);
}

/* The size of a corner's legs, in pixels. */
static double
corner_size (double zoom)
{
  return MAX (11.0, zoom * 0.2);
}

/* Whether player @p's last tile is marked now: not on their own turn,
 * and not once the game is over (nobody has a next turn). */
static gboolean
marked (TessBoardView *self,
        int            p)
{
  return self->last_tiles[p] >= 0 && self->last_tiles[p] < tess_game_get_n_placed (self->game) &&
         tess_game_get_phase (self->game) != TESS_GAME_PHASE_GAME_OVER &&
         p != tess_game_get_current_player (self->game);
}

static void
draw_corner (TessBoardView *self,
             cairo_t       *cr,
             int            p,
             double         x,
             double         y,
             double         zoom)
{
  double size = corner_size (zoom), r, g, b;

  _tess_board_view_player_rgb (self, p, &r, &g, &b);
  cairo_new_path (cr);
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x + size, y);
  cairo_line_to (cr, x, y + size);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_fill_preserve (cr);
  /* Its long edge white over dark: the corner stands out on any ground. */
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_source_rgba (cr, 0, 0, 0, self->high_contrast ? 1.0 : 0.75);
  cairo_set_line_width (cr, MAX (2.0, zoom * 0.025));
  cairo_stroke (cr);
  cairo_move_to (cr, x + size - 1, y + 1);
  cairo_line_to (cr, x + 1, y + size - 1);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
}

/* A small cairo node a corner: a few pixels to draw, not a surface as
 * large as the widget. */
void
_tess_board_view_snapshot_last_tiles (TessBoardView *self,
                                      GtkSnapshot   *snapshot,
                                      double         zoom)
{
  double size = corner_size (zoom) + MAX (2.0, zoom * 0.025) + 2;

  if (self->game == NULL)
    return;
  for (int p = 0; p < (int) tess_game_get_n_players (self->game) && p < TESS_MAX_PLAYERS; p++)
    if (marked (self, p))
      {
        int cx, cy;
        double x, y;
        cairo_t *cr;

        tess_game_get_placed (self->game, self->last_tiles[p], &cx, &cy, NULL, NULL);
        tess_viewport_board_to_widget (self->viewport, cx, cy, &x, &y);
        cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x - 2, y - 2, size, size));
        draw_corner (self, cr, p, x, y, zoom);
        cairo_destroy (cr);
      }
}
