/* tess-board-view-fit.c: the board in its window: its size, the whole
 * board fitted in view, and the zoom
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board follows its size (the window's, and the side panel folded
 * over its end): it fits again at each change unless the player zoomed
 * or panned by hand (follow_board); a zoom keeps the tile being placed,
 * or the keyboard's cell, in view.
 */

#define G_LOG_DOMAIN "tess-board-view"

#include "config.h"

#include "tess-board-view-private.h"

void
_tess_board_view_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  TessBoardView *self = TESS_BOARD_VIEW (widget);
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
  double left = 0, top = 0;
  gboolean only_top_moved;

  /* A card above the board that grows by a line (the lesson's, saying
   * why a try was refused) moves the board's top, not its bottom: the
   * board stays where it is on screen, rather than fitting again and
   * moving under the pointer of a player about to click. */
  if (root == NULL || !gtk_widget_translate_coordinates (widget, root, 0, 0, &left, &top))
    root = NULL;
  only_top_moved = root != NULL && self->placed_in_window &&
                   width == self->window_width && left == self->window_left &&
                   top != self->window_top && top + height == self->window_bottom;

  /* The viewport is the part of the board not under the side panel. */
  tess_viewport_set_size (self->viewport, MAX (1, width - self->covered_end), height);
  if (only_top_moved)
    {
      double height_before = self->window_bottom - self->window_top;

      /* The viewport's centre is the board's: it moved by half the
       * top's move. */
      tess_viewport_pan (self->viewport, 0, -((top + height / 2.0) - (self->window_top + height_before / 2.0)));
    }
  if (self->follow_board && (!only_top_moved || !_tess_board_view_board_fits (self)))
    _tess_board_view_fit_board (self);

  self->placed_in_window = root != NULL;
  self->window_left = left;
  self->window_top = top;
  self->window_bottom = top + height;
  self->window_width = width;
}

/**
 * tess_board_view_set_covered_end:
 * @covered: how many pixels at the end (right) of the board a panel
 *   covers, 0 for none
 *
 * A side panel laid over the board (a narrow window) hides its end: the
 * board fits and centres in the rest, and refits when that changes
 * unless the player zoomed or panned by hand.
 */
void
tess_board_view_set_covered_end (TessBoardView *self,
                                 int            covered)
{
  int width;

  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  covered = MAX (0, covered);
  if (covered == self->covered_end)
    return;
  self->covered_end = covered;
  width = gtk_widget_get_width (GTK_WIDGET (self));
  if (width <= 0)
    return;
  tess_viewport_set_size (self->viewport, MAX (1, width - covered), gtk_widget_get_height (GTK_WIDGET (self)));
  if (self->follow_board)
    _tess_board_view_fit_board (self);
}

void
_tess_board_view_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  *minimum = 200;
  *natural = 800;
}

/* Shows the whole board and the cells around it, as large as it fits
 * (and not larger than a comfortable size). */
void
_tess_board_view_fit_board (TessBoardView *self)
{
  int x0, y0, x1, y1;
  double zoom;

  if (self->game == NULL)
    return;

  tess_game_get_bounds (self->game, &x0, &y0, &x1, &y1);
  {
    int tx0, ty0, tx1, ty1;

    /* The house rule `table`: the whole table, its edge in view. */
    if (tess_game_get_table (self->game, &tx0, &ty0, &tx1, &ty1))
      {
        x0 = MIN (x0, tx0);
        y0 = MIN (y0, ty0);
        x1 = MAX (x1, tx1);
        y1 = MAX (y1, ty1);
      }
  }
  tess_viewport_fit (self->viewport, x0, y0, x1 + 1, y1 + 1, 1.5);
  /* A small board would fill the screen with a few huge tiles. */
  zoom = tess_viewport_get_zoom (self->viewport);
  if (zoom > 128)
    tess_viewport_set_zoom (self->viewport, 128);
  else if (zoom < 40)
    {
      int n = tess_game_get_n_placed (self->game), x, y;

      /* Too big to show whole and readable: follow the last tile. */
      tess_viewport_set_zoom (self->viewport, 40);
      tess_game_get_placed (self->game, n - 1, &x, &y, NULL, NULL);
      tess_viewport_ensure_visible (self->viewport, x, y);
    }
}

/* Whether the whole board and a cell all round it are in view. */
gboolean
_tess_board_view_board_fits (TessBoardView *self)
{
  int x0, y0, x1, y1;

  if (self->game == NULL)
    return TRUE;
  tess_game_get_bounds (self->game, &x0, &y0, &x1, &y1);
  return tess_viewport_cell_visible (self->viewport, x0 - 1, y0 - 1) &&
         tess_viewport_cell_visible (self->viewport, x1 + 1, y1 + 1);
}

void
tess_board_view_fit (TessBoardView *self)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  self->follow_board = TRUE;
  _tess_board_view_fit_board (self);
}

/**
 * tess_board_view_hold_view:
 *
 * The view was set from outside (a presented replay brings what it
 * explains close): it stays as it is when the board's size changes, as
 * after a zoom by hand, until tess_board_view_fit() fits the board again.
 */
void
tess_board_view_hold_view (TessBoardView *self)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  self->follow_board = FALSE;
}

void
tess_board_view_zoom (TessBoardView *self,
                      double         factor)
{
  int cx = 0, cy = 0;
  gboolean anchored = FALSE;
  double x, y;

  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  self->follow_board = FALSE;
  /* The tile being placed, or the keyboard's cell, stays where it is on
   * the screen (and in view): the centre moves around it. */
  if (self->game != NULL && tess_game_get_pending (self->game, &cx, &cy, NULL))
    anchored = TRUE;
  else if (self->keyboard_cursor)
    {
      cx = self->cursor_x;
      cy = self->cursor_y;
      anchored = TRUE;
    }
  if (anchored && tess_viewport_cell_visible (self->viewport, cx, cy))
    tess_viewport_board_to_widget (self->viewport, cx + 0.5, cy + 0.5, &x, &y);
  else
    {
      tess_viewport_get_size (self->viewport, &x, &y);
      x /= 2.0;
      y /= 2.0;
    }
  tess_viewport_zoom_at (self->viewport, factor, x, y);
  if (anchored)
    tess_viewport_ensure_visible (self->viewport, cx, cy);
}
