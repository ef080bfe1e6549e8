/* tess-replay-view-pen.c: the presenter's pointer and pen
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * While a replay is presented to a class, a ring of light follows the
 * mouse over the board, as a laser pointer would, or a remote's arrow
 * keys (Shift and an arrow on the keyboard). P (or the pen button
 * in the bar) takes the pen: dragging draws on the board, over the
 * picture, until the next step. K keeps what is drawn with the move's
 * note (the record's "drawing", DESIGN.md §4), an edit undone with
 * Ctrl+Z as the note's text is; Delete wipes what is drawn, and then
 * what was kept. The replay shows a kept drawing on its move, presented
 * or not, and the handout prints it on the move's figure.
 */

#define G_LOG_DOMAIN "tess-replay-view"

#include "config.h"

#include "tess-render.h"
#include "tess-replay-view-private.h"

/* The move shown, when a drawing can be kept with its note. */
static guint
drawing_move (TessReplayView *self)
{
  return self->active && self->position >= 1 && self->position <= self->n_moves ? self->position : 0;
}

static void
redraw (TessReplayView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self->marks_area));
}

/* ------------------------------------------------------------ drawing */

static void
draw_strokes (cairo_t              *cr,
              const TessRenderView *view,
              const TessDrawing    *drawing)
{
  for (guint i = 0; drawing != NULL && i < tess_drawing_get_n_strokes (drawing); i++)
    {
      guint n_points;
      const TessDrawingPoint *points = tess_drawing_get_stroke (drawing, i, &n_points);

      tess_render_pen_stroke (cr, view, (const gint32 *) points, n_points);
    }
}

void
_tess_replay_view_draw_pen (TessReplayView *self,
                            cairo_t        *cr)
{
  TessViewport *viewport = tess_board_view_get_viewport (self->board);
  TessRenderView view;
  guint move = drawing_move (self);

  view.cell_size = tess_viewport_get_zoom (viewport);
  tess_viewport_board_to_widget (viewport, 0, 0, &view.origin_x, &view.origin_y);
  if (move > 0 && self->game != NULL)
    draw_strokes (cr, &view, tess_game_get_drawing (self->game, move));
  draw_strokes (cr, &view, self->ink);
  if (self->presenting && self->has_pointer)
    tess_render_pointer (cr, view.origin_x + self->pointer_x * view.cell_size,
                         view.origin_y + self->pointer_y * view.cell_size, view.cell_size);
}

/* ------------------------------------------------------------ the pen */

gboolean
tess_replay_view_get_pen (TessReplayView *self)
{
  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), FALSE);

  return self->pen;
}

/**
 * tess_replay_view_set_pen:
 *
 * Takes the pen (the mouse draws on the board) or puts it down; only
 * while presenting.
 */
void
tess_replay_view_set_pen (TessReplayView *self,
                          gboolean        pen)
{
  g_return_if_fail (TESS_IS_REPLAY_VIEW (self));

  pen = !!pen && self->presenting;
  if (pen == self->pen)
    return;
  self->pen = pen;
  self->inking = FALSE;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self->board), pen ? "crosshair" : NULL);
  gtk_toggle_button_set_active (self->pen_button, pen);
}

gboolean
tess_replay_view_get_has_ink (TessReplayView *self)
{
  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), FALSE);

  return self->ink != NULL && !tess_drawing_is_empty (self->ink);
}

void
_tess_replay_view_wipe_ink (TessReplayView *self)
{
  self->inking = FALSE;
  if (self->ink == NULL)
    return;
  g_clear_pointer (&self->ink, tess_drawing_unref);
  redraw (self);
}

/**
 * tess_replay_view_keep_ink:
 *
 * Keeps what the pen drew on the move shown with its note, after what
 * was kept there before.
 *
 * Returns: the move, 0 when nothing was kept
 */
guint
tess_replay_view_keep_ink (TessReplayView *self)
{
  g_autoptr(TessDrawing) kept = NULL;
  const TessDrawing *before;
  guint move;

  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), 0);

  move = drawing_move (self);
  if (move == 0 || !tess_replay_view_get_has_ink (self))
    return 0;
  before = tess_game_get_drawing (self->game, move);
  kept = before != NULL ? tess_drawing_copy (before) : tess_drawing_new ();
  tess_drawing_append (kept, self->ink);
  move = tess_replay_note_set_drawing (&self->note, self->game, move, kept);
  _tess_replay_view_wipe_ink (self);
  return move;
}

/**
 * tess_replay_view_wipe_drawing:
 *
 * Wipes what the pen drew on the step shown; when nothing was, deletes
 * the drawing kept with the move's note (an edit, undone as notes are).
 *
 * Returns: -1 when the pen's lines were wiped, the move whose kept
 *   drawing was deleted, or 0 when there was nothing to wipe
 */
int
tess_replay_view_wipe_drawing (TessReplayView *self)
{
  guint move;

  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), 0);

  if (tess_replay_view_get_has_ink (self))
    {
      _tess_replay_view_wipe_ink (self);
      return -1;
    }
  move = drawing_move (self);
  if (move == 0 || tess_game_get_drawing (self->game, move) == NULL)
    return 0;
  return (int) tess_replay_note_set_drawing (&self->note, self->game, move, NULL);
}

/* Where the mouse is on the board, in its cells. */
static void
to_cells (TessReplayView *self,
          double          x,
          double          y,
          double         *cx,
          double         *cy)
{
  tess_viewport_widget_to_board (tess_board_view_get_viewport (self->board), x, y, cx, cy);
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               TessReplayView *self)
{
  double cx, cy;

  if (!self->pen || !self->presenting)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  /* The board does not pan under the pen. */
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  if (self->ink == NULL)
    self->ink = tess_drawing_new ();
  self->ink_x = x;
  self->ink_y = y;
  to_cells (self, x, y, &cx, &cy);
  self->inking = tess_drawing_begin_stroke (self->ink) && tess_drawing_add_point (self->ink, cx, cy);
  redraw (self);
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                TessReplayView *self)
{
  double cx, cy;

  if (!self->inking)
    return;
  to_cells (self, self->ink_x + dx, self->ink_y + dy, &cx, &cy);
  self->pointer_x = cx;
  self->pointer_y = cy;
  /* Past the drawing's limits, the stroke ends there. */
  self->inking = tess_drawing_add_point (self->ink, cx, cy);
  redraw (self);
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             TessReplayView *self)
{
  self->inking = FALSE;
}

/* ------------------------------------------------------------ the pointer */

/* What a press of a remote's arrow moves the ring by, in tiles. */
#define POINTER_STEP 0.25

static void
on_motion (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           TessReplayView           *self)
{
  if (!self->presenting)
    return;
  self->has_pointer = TRUE;
  to_cells (self, x, y, &self->pointer_x, &self->pointer_y);
  redraw (self);
}

static void
on_leave (GtkEventControllerMotion *motion,
          TessReplayView           *self)
{
  if (!self->has_pointer)
    return;
  self->has_pointer = FALSE;
  redraw (self);
}

/* A presenter's remote (or the keyboard: Shift and an arrow) moves the
 * ring a quarter of a tile at a press, from the middle of the board in
 * view the first time. Returns %FALSE when not presenting: the key is
 * left to others. */
gboolean
_tess_replay_view_move_pointer (TessReplayView *self,
                                int             dx,
                                int             dy)
{
  if (!self->presenting)
    return FALSE;
  if (!self->has_pointer)
    {
      self->has_pointer = TRUE;
      to_cells (self, gtk_widget_get_width (GTK_WIDGET (self->board)) / 2.0,
                gtk_widget_get_height (GTK_WIDGET (self->board)) / 2.0,
                &self->pointer_x, &self->pointer_y);
    }
  else
    {
      self->pointer_x += dx * POINTER_STEP;
      self->pointer_y += dy * POINTER_STEP;
    }
  redraw (self);
  return TRUE;
}

static void
on_pen_toggled (GtkToggleButton *button,
                TessReplayView  *self)
{
  tess_replay_view_set_pen (self, gtk_toggle_button_get_active (button));
}

/* Presenting or not: the pen's button is there only while presenting,
 * and the pen, its lines and the pointer go with it. */
void
_tess_replay_view_present_pen (TessReplayView *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->pen_button), self->presenting);
  if (self->presenting)
    return;
  tess_replay_view_set_pen (self, FALSE);
  self->has_pointer = FALSE;
  _tess_replay_view_wipe_ink (self);
  redraw (self);
}

void
_tess_replay_view_init_pen (TessReplayView *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (drag), "tess-pen");
  gtk_event_controller_set_name (motion, "tess-pointer");
  /* Before the board's own gestures, so that the pen's drag is not a pan. */
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (drag), GTK_PHASE_CAPTURE);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect_object (drag, "drag-begin", G_CALLBACK (on_drag_begin), self, 0);
  g_signal_connect_object (drag, "drag-update", G_CALLBACK (on_drag_update), self, 0);
  g_signal_connect_object (drag, "drag-end", G_CALLBACK (on_drag_end), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self->board), GTK_EVENT_CONTROLLER (drag));
  g_signal_connect_object (motion, "motion", G_CALLBACK (on_motion), self, 0);
  g_signal_connect_object (motion, "leave", G_CALLBACK (on_leave), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self->board), motion);
  g_signal_connect_object (self->pen_button, "toggled", G_CALLBACK (on_pen_toggled), self, 0);
}
