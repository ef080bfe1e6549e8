/* tess-window-goods.c: a completed city's goods fly to the taker
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Traders & Builders (DESIGN.md §8): whoever completes a city takes its
 * goods. The tokens the move took fly, in a quarter of a second, from the
 * tile laid to the taker's row of the supply panel, over the whole
 * window and never in the way of a click; not at all when the desktop
 * turns animations off (nor in the tests, which do). The move's sentence
 * ("Ana completes the city and takes 1 wine token.") says it to a
 * screen reader, and the panel's count is there at once.
 */

#define G_LOG_DOMAIN "tess-window"

#include "config.h"

#include "tess-player-row.h"
#include "tess-render.h"
#include "tess-window-private.h"

#define FLIGHT_US (250 * G_TIME_SPAN_MILLISECOND)

static gboolean
animations_enabled (GtkWidget *widget)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (widget), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

static void
draw_flight (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  TessWindow *self = user_data;
  double t, x, y, token = 22;
  int n = 0;

  if (self->flight_tick == 0)
    return;
  t = CLAMP ((double) (g_get_monotonic_time () - self->flight_start) / FLIGHT_US, 0, 1);
  /* Quick off the tile, slowing down into the row. */
  t = 1 - (1 - t) * (1 - t);
  x = self->flight_from[0] + (self->flight_to[0] - self->flight_from[0]) * t;
  y = self->flight_from[1] + (self->flight_to[1] - self->flight_from[1]) * t;
  for (int g = TESS_GOODS_NONE + 1; g < TESS_N_GOODS; g++)
    for (int i = 0; i < self->flight_goods[g] && n < 6; i++, n++)
      {
        cairo_save (cr);
        cairo_translate (cr, x + n * token * 0.6, y - n * token * 0.15);
        cairo_scale (cr, token * 5, token * 5);
        tess_render_goods (cr, (TessGoods) g, 0, 0, token * 5);
        cairo_restore (cr);
      }
}

static gboolean
flight_tick (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       user_data)
{
  TessWindow *self = user_data;

  gtk_widget_queue_draw (widget);
  if (g_get_monotonic_time () - self->flight_start < FLIGHT_US)
    return G_SOURCE_CONTINUE;
  self->flight_tick = 0;
  gtk_widget_set_visible (widget, FALSE);
  return G_SOURCE_REMOVE;
}

/* The row of the supply panel that shows @player. */
static GtkWidget *
find_row (GtkWidget *widget,
          guint      player,
          guint     *seen)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (TESS_IS_PLAYER_ROW (child))
        {
          if ((*seen)++ == player)
            return child;
          continue;
        }
      found = find_row (child, player, seen);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A move laid by @player: whoever lays a tile takes the goods of the
 * cities it completes. */
void
_tess_window_goods_note_mover (TessWindow *self,
                               int         player)
{
  self->flight_taker = player;
}

/* After a move (TessGame::turn-passed): the goods it took, if any, fly. */
void
_tess_window_fly_goods (TessWindow *self)
{
  TessGame *game = tess_window_get_game (self);
  GtkWidget *row;
  double bx, by, rx, ry;
  int x, y, type, rot, n = 0;
  guint seen = 0;

  if (game == NULL || self->goods_flight == NULL || !animations_enabled (GTK_WIDGET (self))
      || !gtk_widget_get_mapped (GTK_WIDGET (self->board)) || self->flight_taker < 0
      || tess_game_get_n_placed (game) == 0)
    return;
  for (int g = TESS_GOODS_NONE + 1; g < TESS_N_GOODS; g++)
    n += self->flight_goods[g] = tess_game_get_goods_taken (game, g);
  row = find_row (GTK_WIDGET (self->side_panel), (guint) self->flight_taker, &seen);
  if (n == 0 || row == NULL || !gtk_widget_get_mapped (row))
    return;

  tess_game_get_placed (game, tess_game_get_n_placed (game) - 1, &x, &y, &type, &rot);
  tess_viewport_board_to_widget (tess_board_view_get_viewport (self->board), x + 0.5, y + 0.5, &bx, &by);
  if (!gtk_widget_translate_coordinates (GTK_WIDGET (self->board), self->goods_flight, bx, by, &bx, &by)
      || !gtk_widget_translate_coordinates (row, self->goods_flight,
                                            gtk_widget_get_width (row) * 0.35,
                                            gtk_widget_get_height (row) * 0.75, &rx, &ry))
    return;
  self->flight_from[0] = bx;
  self->flight_from[1] = by;
  self->flight_to[0] = rx;
  self->flight_to[1] = ry;
  self->flight_start = g_get_monotonic_time ();
  gtk_widget_set_visible (self->goods_flight, TRUE);
  if (self->flight_tick == 0)
    self->flight_tick = gtk_widget_add_tick_callback (self->goods_flight, flight_tick, self, NULL);
  gtk_widget_queue_draw (self->goods_flight);
}

void
_tess_window_goods_init (TessWindow *self,
                         GtkWidget  *overlay)
{
  self->flight_taker = -1;
  /* Nothing for a screen reader: the move's sentence says it. */
  self->goods_flight = g_object_new (GTK_TYPE_DRAWING_AREA,
                                     "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  gtk_widget_set_can_target (self->goods_flight, FALSE);
  gtk_widget_set_can_focus (self->goods_flight, FALSE);
  gtk_widget_set_visible (self->goods_flight, FALSE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->goods_flight), draw_flight, self, NULL);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), self->goods_flight);
}
