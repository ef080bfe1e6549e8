/* tess-board-view-input.c: the pointer, gestures, keys and actions of the board
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-board-view"

#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "tess-board-view-private.h"
#include "tess-describe.h"
#include "tess-names.h"

/* Every move goes through the board's actions (board.*), so the mouse,
 * the keys, buttons elsewhere and tests take the same path. */

#define KEY_PAN_CELLS    1.0

/* ------------------------------------------------------------ input */

static void
set_cursor_from_pointer (TessBoardView *self,
                         double         x,
                         double         y)
{
  int cx, cy;

  tess_viewport_widget_to_cell (self->viewport, x, y, &cx, &cy);
  self->keyboard_cursor = FALSE;
  if (cx != self->cursor_x || cy != self->cursor_y)
    {
      self->cursor_x = cx;
      self->cursor_y = cy;
      _tess_board_view_cursor_changed (self);
    }
}

/* The feature of the tile laid (and not yet played) under the pointer,
 * -1 when none. */
static int
pending_feature_at (TessBoardView *self,
                    double         wx,
                    double         wy)
{
  int px, py, rot;
  double x, y, zoom = tess_viewport_get_zoom (self->viewport);

  if (self->game == NULL || !tess_game_get_pending (self->game, &px, &py, &rot))
    return -1;
  tess_viewport_board_to_widget (self->viewport, px, py, &x, &y);
  if (wx < x || wy < y || wx >= x + zoom || wy >= y + zoom)
    return -1;
  return tess_render_feature_at (tess_game_get_tile_def (self->game, tess_game_get_tile (self->game)),
                                 rot, (wx - x) / zoom, (wy - y) / zoom);
}

static int
spot_at (TessBoardView *self,
         double         wx,
         double         wy)
{
  int px, py, best = -1;
  double x, y, zoom = tess_viewport_get_zoom (self->viewport);
  double best_d = MAX (12, zoom * TESS_BOARD_SPOT_RADIUS * 1.6);

  if (self->game == NULL || !tess_game_get_pending (self->game, &px, &py, NULL))
    return -1;

  tess_viewport_board_to_widget (self->viewport, px, py, &x, &y);
  for (guint i = 0; i < self->spots->len; i++)
    {
      const TessBoardSpot *spot = &g_array_index (self->spots, TessBoardSpot, i);
      double d = hypot (wx - (x + spot->ux * zoom), wy - (y + spot->uy * zoom));

      if (d < best_d)
        {
          best_d = d;
          best = i;
        }
    }

  /* Anywhere on a feature that may take the follower is as good as its spot. */
  if (best < 0)
    {
      int feature = pending_feature_at (self, wx, wy);

      for (guint i = 0; i < self->spots->len && feature >= 0; i++)
        if (g_array_index (self->spots, TessBoardSpot, i).feature == feature)
          best = i;
    }
  return best;
}

/* The aid "value and owner of the feature under the pointer". */
static void
update_hover_feature (TessBoardView *self,
                      double         wx,
                      double         wy)
{
  double bx, by;
  int cx, cy, placement, x, y, type, rot, feature;
  TessGameFeatureInfo info;
  g_autofree char *text = NULL;

  if ((!self->show_feature_value && !self->show_farm_hints) || self->game == NULL || self->dragging)
    {
      _tess_board_view_clear_hover_feature (self);
      return;
    }

  tess_viewport_widget_to_board (self->viewport, wx, wy, &bx, &by);
  cx = (int) floor (bx);
  cy = (int) floor (by);
  placement = tess_game_tile_at (self->game, cx, cy);
  if (placement < 0)
    {
      _tess_board_view_clear_hover_feature (self);
      return;
    }

  tess_game_get_placed (self->game, placement, &x, &y, &type, &rot);
  feature = tess_render_feature_at (tess_game_get_tile_def (self->game, type), rot, bx - cx, by - cy);
  if (feature < 0)
    {
      _tess_board_view_clear_hover_feature (self);
      return;
    }
  if (placement == self->hover_placement && feature == self->hover_feature)
    return;

  _tess_board_view_clear_hover_feature (self);
  if (!tess_game_get_feature_info (self->game, placement, feature, &info) ||
      info.feature == TESS_FEATURE_RIVER)
    return;
  /* With farm hints alone, only farms answer. */
  if (!self->show_feature_value && info.feature != TESS_FEATURE_FIELD)
    return;

  self->hover_placement = placement;
  self->hover_feature = feature;
  self->hover_cells = tess_game_get_feature_cells (self->game, placement, feature);
  if (info.feature == TESS_FEATURE_FIELD && self->show_farm_hints)
    self->hover_cities = tess_game_get_farm_cities (self->game, placement, feature);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (!self->show_feature_value)
    return;

  text = tess_describe_feature_value (self->game, &info);
  if (text != NULL)
    _tess_board_view_set_info_text (self, text);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           TessBoardView            *self)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
  double wx = x, wy = y;
  gboolean moved;
  int spot;

  /* GTK sends an enter (and a motion) where the pointer stands when a
   * widget above the board comes or goes: the toasts, the follower's
   * bar. Only a pointer that moved (in the window: the board may have
   * moved under it) takes the cursor, or a keyboard player's cursor
   * would jump to wherever the mouse rests. */
  if (window != NULL)
    gtk_widget_translate_coordinates (GTK_WIDGET (self), window, x, y, &wx, &wy);
  moved = !self->pointer_seen || wx != self->pointer_in_window[0] || wy != self->pointer_in_window[1];
  self->pointer_seen = TRUE;
  self->pointer_in_window[0] = wx;
  self->pointer_in_window[1] = wy;

  self->pointer_inside = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;

  if (self->game == NULL || self->dragging)
    return;

  if (moved)
    set_cursor_from_pointer (self, x, y);
  spot = spot_at (self, x, y);
  if (spot != self->hover_spot)
    self->hover_spot = spot;
  update_hover_feature (self, x, y);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_leave (GtkEventControllerMotion *controller,
          TessBoardView            *self)
{
  self->pointer_inside = FALSE;
  self->hover_spot = -1;
  _tess_board_view_clear_hover_feature (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Whether (x, y) is an empty cell at most one cell off the board's tiles:
 * a click there means to place the tile, and a refusal is explained. */
static gboolean
near_board (TessBoardView *self,
            int            x,
            int            y)
{
  int min_x, min_y, max_x, max_y;

  if (tess_game_tile_at (self->game, x, y) >= 0)
    return FALSE;
  tess_game_get_bounds (self->game, &min_x, &min_y, &max_x, &max_y);
  return x >= min_x - 1 && x <= max_x + 1 && y >= min_y - 1 && y <= max_y + 1;
}

static void
activate_place (TessBoardView *self,
                int            x,
                int            y)
{
  int rot;

  rot = tess_board_cell_is_legal (self, x, y) ? _tess_board_view_placing_rotation (self, x, y) : -1;
  if (rot < 0)
    {
      /* Where the tile does not fit, say why rather than nothing. */
      g_autofree char *reason = NULL;

      if (!tess_board_is_human_turn (self) || !near_board (self, x, y))
        return;
      reason = tess_game_explain_placement (self->game, x, y, self->rotation);
      if (reason != NULL)
        {
          g_autoptr(GError) error = g_error_new_literal (TESS_GAME_ERROR, TESS_GAME_ERROR_ILLEGAL, reason);

          _tess_board_view_refuse (self, error);
        }
      return;
    }
  gtk_widget_activate_action (GTK_WIDGET (self), "board.place-tile", "(iii)", x, y, rot);
}

/* One click gesture per button: each handler knows its button without
 * asking the event, so a test can emit "released" as a click would. */
static void
on_primary_released (GtkGestureClick *gesture,
                     int              n_press,
                     double           x,
                     double           y,
                     TessBoardView   *self)
{
  int cx, cy, spot;

  if (self->game == NULL)
    return;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (!tess_board_is_human_turn (self))
    return;

  switch (tess_game_get_phase (self->game))
    {
    case TESS_GAME_PHASE_PLACE_TILE:
      tess_viewport_widget_to_cell (self->viewport, x, y, &cx, &cy);
      self->cursor_x = cx;
      self->cursor_y = cy;
      activate_place (self, cx, cy);
      break;
    case TESS_GAME_PHASE_PLACE_FOLLOWER:
      spot = spot_at (self, x, y);
      if (spot >= 0)
        gtk_widget_activate_action (GTK_WIDGET (self), "board.place-follower", "i",
                                    g_array_index (self->spots, TessBoardSpot, spot).feature);
      else
        {
          /* A feature the rules refuse a follower on (one already held, a
           * river) is asked for all the same: the refusal says why, where
           * a click that did nothing would say nothing. */
          int feature = pending_feature_at (self, x, y);

          if (feature >= 0)
            gtk_widget_activate_action (GTK_WIDGET (self), "board.place-follower", "i", feature);
        }
      break;
    case TESS_GAME_PHASE_GAME_OVER:
    default:
      break;
    }
}

static void
on_secondary_released (GtkGestureClick *gesture,
                       int              n_press,
                       double           x,
                       double           y,
                       TessBoardView   *self)
{
  if (self->game == NULL)
    return;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  gtk_widget_activate_action (GTK_WIDGET (self), "board.rotate-right", NULL);
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               TessBoardView  *self)
{
  tess_viewport_get_center (self->viewport, &self->drag_center_x, &self->drag_center_y);
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                TessBoardView  *self)
{
  double zoom = tess_viewport_get_zoom (self->viewport);

  if (!self->dragging && hypot (dx, dy) < 4)
    return;
  if (!self->dragging)
    {
      self->dragging = TRUE;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
      _tess_board_view_clear_hover_feature (self);
    }
  self->follow_board = FALSE;
  tess_viewport_set_center (self->viewport,
                            self->drag_center_x - dx / zoom,
                            self->drag_center_y - dy / zoom);
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             TessBoardView  *self)
{
  if (self->dragging)
    {
      self->dragging = FALSE;
      gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
    }
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           TessBoardView            *self)
{
  GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));
  double factor, x, y;

  /* Notches of a wheel (also without an event: a scroll signal emitted
   * by hand), or pixels of a touchpad. */
  if (event == NULL || gdk_scroll_event_get_unit (event) == GDK_SCROLL_UNIT_WHEEL)
    factor = pow (1.2, -dy);
  else
    factor = exp (-dy / 300.0);

  if (self->pointer_inside)
    {
      x = self->pointer_x;
      y = self->pointer_y;
    }
  else
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  self->follow_board = FALSE;
  tess_viewport_zoom_at (self->viewport, factor, x, y);
  return TRUE;
}

static void
on_zoom_begin (GtkGesture       *gesture,
               GdkEventSequence *sequence,
               TessBoardView    *self)
{
  self->zoom_begin = tess_viewport_get_zoom (self->viewport);
}

static void
on_zoom_scale_changed (GtkGestureZoom *gesture,
                       double          scale,
                       TessBoardView  *self)
{
  double x, y, zoom = tess_viewport_get_zoom (self->viewport);

  /* About the fingers' centre; the widget's when no touch is known. */
  if (!gtk_gesture_is_recognized (GTK_GESTURE (gesture)) ||
      !gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  self->follow_board = FALSE;
  tess_viewport_zoom_at (self->viewport, self->zoom_begin * scale / zoom, x, y);
}

static void
on_focus_changed (TessBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ------------------------------------------------------------ actions */

static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  TessBoardView *self = TESS_BOARD_VIEW (widget);
  int dx, dy;

  g_variant_get (param, "(ii)", &dx, &dy);
  /* The first key shows the cursor where it is; the next ones move it. */
  if (self->keyboard_cursor)
    {
      self->cursor_x += dx;
      self->cursor_y += dy;
    }
  self->keyboard_cursor = TRUE;
  tess_viewport_ensure_visible (self->viewport, self->cursor_x, self->cursor_y);
  _tess_board_view_cursor_changed (self);
  gtk_widget_queue_draw (widget);
}

static void
pan_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *param)
{
  TessBoardView *self = TESS_BOARD_VIEW (widget);
  double zoom = tess_viewport_get_zoom (self->viewport);
  int dx, dy;

  g_variant_get (param, "(ii)", &dx, &dy);
  /* The board moves the other way the view does. */
  self->follow_board = FALSE;
  tess_viewport_pan (self->viewport, -dx * KEY_PAN_CELLS * zoom, -dy * KEY_PAN_CELLS * zoom);
}

static void
choose_spot (TessBoardView *self,
             int            index)
{
  if (index < 0 || index >= (int) self->spots->len)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "board.place-follower", "i",
                              g_array_index (self->spots, TessBoardSpot, index).feature);
}

static void
activate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  TessBoardView *self = TESS_BOARD_VIEW (widget);

  if (self->game == NULL || !tess_board_is_human_turn (self))
    return;

  self->keyboard_cursor = TRUE;
  switch (tess_game_get_phase (self->game))
    {
    case TESS_GAME_PHASE_PLACE_TILE:
      activate_place (self, self->cursor_x, self->cursor_y);
      break;
    case TESS_GAME_PHASE_PLACE_FOLLOWER:
      if (self->selected_spot >= 0)
        choose_spot (self, self->selected_spot);
      else
        gtk_widget_activate_action (widget, "board.skip-follower", NULL);
      break;
    case TESS_GAME_PHASE_GAME_OVER:
    default:
      break;
    }
  gtk_widget_queue_draw (widget);
}

/* Goes through the spots and "none" (-1), by step. */
static void
cycle_spot (TessBoardView *self,
            int            step)
{
  int n = self->spots->len;

  if (n == 0)
    return;
  self->selected_spot += step;
  if (self->selected_spot >= n)
    self->selected_spot = -1;
  else if (self->selected_spot < -1)
    self->selected_spot = n - 1;
  /* Said as it is chosen: the board's description changes, which a
   * screen reader says (the board has the focus); the status label shows
   * it. */
  {
    g_autofree char *spot = _tess_board_view_describe_spot (self);

    _tess_board_view_cursor_changed (self);
    _tess_board_view_show_status (self, spot);
  }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Cells in reading order: rows top down, each left to right. */
static int
reading_order (int ax,
               int ay,
               int bx,
               int by)
{
  if (ay != by)
    return ay < by ? -1 : 1;
  return ax < bx ? -1 : ax > bx;
}

/* The legal cells of the tile in hand in reading order: the next one
 * after the cursor by @step (1 or -1), round and round. */
static void
next_legal_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  TessBoardView *self = TESS_BOARD_VIEW (widget);
  int step = g_variant_get_int32 (param) < 0 ? -1 : 1;
  GHashTableIter iter;
  gpointer key;
  int best_x = 0, best_y = 0, round_x = 0, round_y = 0;
  gboolean found = FALSE, any = FALSE;

  if (self->game == NULL || g_hash_table_size (self->legal) == 0)
    return;
  g_hash_table_iter_init (&iter, self->legal);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      int cx, cy;

      tess_board_unpack_cell (*(gint64 *) key, &cx, &cy);
      /* The first one from the other end, for going round. */
      if (!any || reading_order (cx, cy, round_x, round_y) * step < 0)
        {
          round_x = cx;
          round_y = cy;
          any = TRUE;
        }
      if (reading_order (cx, cy, self->cursor_x, self->cursor_y) * step > 0 &&
          (!found || reading_order (cx, cy, best_x, best_y) * step < 0))
        {
          best_x = cx;
          best_y = cy;
          found = TRUE;
        }
    }
  self->cursor_x = found ? best_x : round_x;
  self->cursor_y = found ? best_y : round_y;
  self->keyboard_cursor = TRUE;
  tess_viewport_ensure_visible (self->viewport, self->cursor_x, self->cursor_y);
  _tess_board_view_cursor_changed (self);
  gtk_widget_queue_draw (widget);
}

static void
next_spot_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  cycle_spot (TESS_BOARD_VIEW (widget), 1);
}

static void
previous_spot_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  cycle_spot (TESS_BOARD_VIEW (widget), -1);
}

static void
choose_spot_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  TessBoardView *self = TESS_BOARD_VIEW (widget);

  choose_spot (self, g_variant_get_int32 (param) - 1);
}


/* Turns from what the ghost shows to the next way the tile fits under the
 * cursor (any next way when it fits nowhere there). */
static void
rotate (TessBoardView *self,
        int            step)
{
  int shown = tess_board_view_get_cursor_rotation (self);
  int rot;

  if (shown < 0)
    rot = self->rotation + step;
  else
    {
      rot = shown;
      for (int i = 1; i <= 4; i++)
        {
          int candidate = (shown + i * step) % 4;

          if (tess_game_can_place_at (self->game, self->cursor_x, self->cursor_y, candidate))
            {
              rot = candidate;
              break;
            }
        }
      /* Nothing turns, so the description does not change: said. */
      if (rot == shown)
        _tess_board_view_announce (self, _("Only one way fits here: the tile stays as it is."));
    }
  tess_board_view_set_rotation (self, rot);
}

static void
rotate_right_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  rotate (TESS_BOARD_VIEW (widget), 1);
}

static void
rotate_left_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  rotate (TESS_BOARD_VIEW (widget), 3);
}

static void
place_tile_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  TessBoardView *self = TESS_BOARD_VIEW (widget);
  g_autoptr(GError) error = NULL;
  int x, y, rot, old_rotation;

  g_variant_get (param, "(iii)", &x, &y, &rot);
  /* The tile stays turned as it was laid: turned before the game
   * changes, so that what the cursor shows is computed once, on the
   * game's ::changed. */
  old_rotation = self->rotation;
  self->rotation = ((rot % 4) + 4) % 4;
  if (!tess_game_place_tile (self->game, x, y, rot, &error))
    {
      self->rotation = old_rotation;
      _tess_board_view_refuse (self, error);
      return;
    }
  if (self->rotation != old_rotation)
    _tess_board_view_notify_rotation (self);

  /* Nowhere to put a figure of any kind: nothing to choose, the move is
   * played. */
  for (int figure = TESS_FIGURE_FOLLOWER; figure < TESS_N_FIGURES; figure++)
    {
      g_autoptr(GArray) options = tess_game_get_figure_options (self->game, figure);

      if (options->len > 0)
        return;
    }
  if (!tess_game_place_follower (self->game, -1, &error))
    _tess_board_view_refuse (self, error);
}

/* Ends the turn with a follower on @feature, or none (-1). */
static void
place_follower (TessBoardView *self,
                int            feature)
{
  g_autoptr(GError) error = NULL;

  /* The figure chosen (B): the follower unless the big one is. */
  if (!tess_game_place_figure (self->game, feature, _tess_board_view_get_figure (self), &error))
    _tess_board_view_refuse (self, error);
}

static void
place_follower_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  place_follower (TESS_BOARD_VIEW (widget), g_variant_get_int32 (param));
}

static void
skip_follower_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  place_follower (TESS_BOARD_VIEW (widget), -1);
}

static void
take_back_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  tess_game_take_back_tile (TESS_BOARD_VIEW (widget)->game);
}

static void
zoom_in_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  tess_board_view_zoom (TESS_BOARD_VIEW (widget), 1.25);
}

static void
zoom_out_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  tess_board_view_zoom (TESS_BOARD_VIEW (widget), 0.8);
}

static void
zoom_reset_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  tess_board_view_fit (TESS_BOARD_VIEW (widget));
}

/* The moves are the player's at the screen only, in their phase. */
void
_tess_board_view_update_actions (TessBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  TessGamePhase phase = self->game ? tess_game_get_phase (self->game) : TESS_GAME_PHASE_GAME_OVER;
  gboolean human = tess_board_is_human_turn (self);
  gboolean placing = human && phase == TESS_GAME_PHASE_PLACE_TILE;
  gboolean following = human && phase == TESS_GAME_PHASE_PLACE_FOLLOWER;
  gboolean spots = phase == TESS_GAME_PHASE_PLACE_FOLLOWER && self->spots->len > 0;

  self->n_computed[TESS_BOARD_DERIVED_ACTIONS]++;
  gtk_widget_action_set_enabled (widget, "board.rotate-right", placing);
  gtk_widget_action_set_enabled (widget, "board.rotate-left", placing);
  gtk_widget_action_set_enabled (widget, "board.place-tile", placing);
  gtk_widget_action_set_enabled (widget, "board.place-follower", following);
  gtk_widget_action_set_enabled (widget, "board.skip-follower", following);
  gtk_widget_action_set_enabled (widget, "board.take-back", following);
  gtk_widget_action_set_enabled (widget, "board.next-legal", placing);
  gtk_widget_action_set_enabled (widget, "board.next-spot", spots);
  gtk_widget_action_set_enabled (widget, "board.previous-spot", spots);
  gtk_widget_action_set_enabled (widget, "board.choose-spot", phase == TESS_GAME_PHASE_PLACE_FOLLOWER);
}

void
_tess_board_view_class_init_input (GtkWidgetClass *widget_class)
{
  static const struct { guint key; int dx, dy; } arrows[] = {
    { GDK_KEY_Left, -1, 0 }, { GDK_KEY_Right, 1, 0 }, { GDK_KEY_Up, 0, -1 }, { GDK_KEY_Down, 0, 1 },
    { GDK_KEY_KP_Left, -1, 0 }, { GDK_KEY_KP_Right, 1, 0 }, { GDK_KEY_KP_Up, 0, -1 }, { GDK_KEY_KP_Down, 0, 1 },
  };
  static const struct { guint key; int dx, dy; } vi_keys[] = {
    { GDK_KEY_h, -1, 0 }, { GDK_KEY_l, 1, 0 }, { GDK_KEY_k, 0, -1 }, { GDK_KEY_j, 0, 1 },
  };

  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)", move_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.pan", "(ii)", pan_action);
  gtk_widget_class_install_action (widget_class, "board.activate", NULL, activate_action);
  gtk_widget_class_install_action (widget_class, "board.rotate-right", NULL, rotate_right_action);
  gtk_widget_class_install_action (widget_class, "board.rotate-left", NULL, rotate_left_action);
  gtk_widget_class_install_action (widget_class, "board.place-tile", "(iii)", place_tile_action);
  gtk_widget_class_install_action (widget_class, "board.place-follower", "i", place_follower_action);
  gtk_widget_class_install_action (widget_class, "board.skip-follower", NULL, skip_follower_action);
  gtk_widget_class_install_action (widget_class, "board.take-back", NULL, take_back_action);
  gtk_widget_class_install_action (widget_class, "board.next-legal", "i", next_legal_action);
  gtk_widget_class_install_action (widget_class, "board.next-spot", NULL, next_spot_action);
  gtk_widget_class_install_action (widget_class, "board.previous-spot", NULL, previous_spot_action);
  gtk_widget_class_install_action (widget_class, "board.choose-spot", "i", choose_spot_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-in", NULL, zoom_in_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-out", NULL, zoom_out_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-reset", NULL, zoom_reset_action);
  gtk_widget_class_install_action (widget_class, "board.say-scores", NULL, _tess_board_view_say_scores_action);

  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    {
      gtk_widget_class_add_binding_action (widget_class, arrows[i].key, 0,
                                           "board.move-cursor", "(ii)", arrows[i].dx, arrows[i].dy);
      gtk_widget_class_add_binding_action (widget_class, arrows[i].key, GDK_CONTROL_MASK,
                                           "board.pan", "(ii)", arrows[i].dx, arrows[i].dy);
    }
  for (guint i = 0; i < G_N_ELEMENTS (vi_keys); i++)
    gtk_widget_class_add_binding_action (widget_class, vi_keys[i].key, 0,
                                         "board.pan", "(ii)", vi_keys[i].dx, vi_keys[i].dy);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "board.rotate-right", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_R, GDK_SHIFT_MASK, "board.rotate-left", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, 0, "board.next-legal", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F, GDK_SHIFT_MASK, "board.next-legal", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Tab, 0, "board.next-spot", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK, "board.previous-spot", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Tab, GDK_SHIFT_MASK, "board.previous-spot", NULL);
  for (guint i = 1; i <= 9; i++)
    {
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + i, 0, "board.choose-spot", "i", (int) i);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0 + i, 0, "board.choose-spot", "i", (int) i);
    }
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, 0, "board.skip-follower", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.skip-follower", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, 0, "board.take-back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "board.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_SHIFT_MASK, "board.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, 0, "board.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "board.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "board.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "board.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, 0, "board.zoom-reset", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, 0, "board.say-scores", NULL);
}

void
_tess_board_view_init_input (TessBoardView *self)
{
  GtkEventController *controller;
  GtkGesture *gesture;

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "enter", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  gesture = gtk_gesture_click_new ();
  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (gesture), "board-primary-click");
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_PRIMARY);
  g_signal_connect (gesture, "released", G_CALLBACK (on_primary_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_click_new ();
  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (gesture), "board-secondary-click");
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_SECONDARY);
  g_signal_connect (gesture, "released", G_CALLBACK (on_secondary_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), 0);
  g_signal_connect (gesture, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (gesture, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (gesture, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect (controller, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  gesture = gtk_gesture_zoom_new ();
  g_signal_connect (gesture, "begin", G_CALLBACK (on_zoom_begin), self);
  g_signal_connect (gesture, "scale-changed", G_CALLBACK (on_zoom_scale_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  controller = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (controller, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}
