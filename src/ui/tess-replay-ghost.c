/* tess-replay-ghost.c: a follower that scored on the move it was placed,
 * shown in the replay for that step: drawn, then lifted
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A thief on the road it closes scores and goes back at once: the board
 * after the move no longer holds it, and the replay would only tell it.
 * For that step the follower is drawn where it was put, stands a moment,
 * then hops up and settles back as a faint mark on its spot: placed,
 * scored, lifted. The mark stays on its feature: a faint knight left a
 * third of a tile higher, on a city cap turned round, stood in the field
 * and taught that knights stand in fields.
 */

#define G_LOG_DOMAIN "tess-replay-view"

#include "config.h"

#include <math.h>

#include "tess-render.h"
#include "tess-replay-ghost.h"

/* Whether a follower stands on the tile placed @placement. */
static gboolean
follower_on (TessGame *game,
             int       placement)
{
  int n = tess_game_get_n_followers (game);

  for (int i = 0; i < n; i++)
    {
      int p, feature, player;

      tess_game_get_follower (game, i, &p, &feature, &player);
      if (p == placement)
        return TRUE;
    }
  return FALSE;
}

static gboolean
animations_enabled (GtkWidget *widget)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (widget), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

/* Frames while the follower is lifted. */
static gboolean
ghost_tick (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       user_data)
{
  TessReplayGhost *ghost = user_data;

  gtk_widget_queue_draw (widget);
  if (!ghost->active ||
      g_get_monotonic_time () - ghost->start > TESS_REPLAY_GHOST_STAND_US + TESS_REPLAY_GHOST_LIFT_US)
    {
      ghost->tick = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

void
tess_replay_ghost_stop (TessReplayGhost *ghost)
{
  if (ghost->tick != 0 && ghost->area != NULL)
    gtk_widget_remove_tick_callback (ghost->area, ghost->tick);
  ghost->tick = 0;
  ghost->area = NULL;
  ghost->active = FALSE;
}

gboolean
tess_replay_ghost_show (TessReplayGhost *ghost,
                        GtkWidget       *area,
                        TessGame        *shown,
                        TessHistoryItem *item)
{
  int n_placed, x, y, type, rot, player;

  tess_replay_ghost_stop (ghost);
  if (item == NULL || tess_history_item_get_is_final (item) || tess_history_item_get_discard (item) ||
      tess_history_item_get_follower_feature (item) < 0)
    return FALSE;

  /* The tile of the move is the last one placed in the position shown. */
  n_placed = tess_game_get_n_placed (shown);
  if (n_placed == 0)
    return FALSE;
  tess_game_get_placed (shown, n_placed - 1, &x, &y, &type, &rot);
  if (x != tess_history_item_get_x (item) || y != tess_history_item_get_y (item) ||
      follower_on (shown, n_placed - 1))
    return FALSE;

  player = tess_history_item_get_player (item);
  ghost->active = TRUE;
  ghost->x = x;
  ghost->y = y;
  ghost->type = type;
  ghost->rot = rot;
  ghost->feature = tess_history_item_get_follower_feature (item);
  ghost->figure = tess_history_item_get_figure (item);
  ghost->color = tess_game_get_player_color (shown, MAX (0, player));
  ghost->start = g_get_monotonic_time ();
  ghost->area = area;
  if (animations_enabled (area))
    ghost->tick = gtk_widget_add_tick_callback (area, ghost_tick, ghost, NULL);
  return TRUE;
}

/* How far the lift has gone, 0 to 1 (1 at once without animations). */
static double
lift_of (const TessReplayGhost *ghost)
{
  gint64 t = ghost->area != NULL && animations_enabled (ghost->area)
             ? g_get_monotonic_time () - ghost->start
             : TESS_REPLAY_GHOST_STAND_US + TESS_REPLAY_GHOST_LIFT_US;

  if (t <= TESS_REPLAY_GHOST_STAND_US)
    return 0;
  return MIN (1.0, (double) (t - TESS_REPLAY_GHOST_STAND_US) / TESS_REPLAY_GHOST_LIFT_US);
}

void
tess_replay_ghost_get_spot (const TessReplayGhost *ghost,
                            TessGame              *shown,
                            double                *x,
                            double                *y)
{
  double ax, ay;

  /* Where the board draws it: at its feature's anchor on the tile turned
   * as it lies; during the lift, a hop of up to a third of a tile. */
  tess_render_feature_anchor (tess_game_get_tile_def (shown, ghost->type), ghost->feature,
                              ghost->rot, &ax, &ay);
  *x = ghost->x + ax;
  *y = ghost->y + ay - sin (G_PI * lift_of (ghost)) / 3;
}

void
tess_replay_ghost_draw (const TessReplayGhost *ghost,
                        cairo_t               *cr,
                        TessViewport          *viewport,
                        TessGame              *shown)
{
  double zoom = tess_viewport_get_zoom (viewport);
  double x, y, sx, sy, alpha;

  if (!ghost->active)
    return;

  /* Fading to a faint mark that stays for the step. */
  alpha = 1.0 - 0.65 * lift_of (ghost);
  tess_replay_ghost_get_spot (ghost, shown, &sx, &sy);
  tess_viewport_board_to_widget (viewport, sx, sy, &x, &y);
  cairo_save (cr);
  cairo_push_group (cr);
  tess_render_follower (cr, ghost->color, x, y,
                        tess_render_figure_size (tess_render_follower_size (zoom), ghost->figure),
                        tess_render_feature_lying (tess_game_get_tile_def (shown, ghost->type), ghost->feature));
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, alpha);
  cairo_restore (cr);
}
