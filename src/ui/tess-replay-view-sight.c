/* tess-replay-view-sight.c: what the replay explains, kept in sight
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * After each step, once the card is laid out with its new text, the view
 * brings the lit features and the tile placed into sight above the
 * controls, and the card moves to the side where it covers none of them
 * (tess-replay-steps.c does the geometry).
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include "tess-replay-steps.h"
#include "tess-replay-view-private.h"

/* What the position explains, in cells: the lit features and the tile
 * placed. */
static GArray *
explained_cells (TessReplayView *self)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (TessGameCell));

  for (guint i = 0; i < self->marks->len; i++)
    {
      const Mark *mark = g_ptr_array_index (self->marks, i);

      g_array_append_vals (cells, mark->cells->data, mark->cells->len);
    }
  if (self->has_placed)
    {
      TessGameCell cell = { self->placed_x, self->placed_y, -1, 0, -1 };

      g_array_append_val (cells, cell);
    }
  return cells;
}

static gboolean
keep_in_sight (gpointer user_data)
{
  TessReplayView *self = user_data;
  g_autoptr(GArray) cells = NULL;

  self->sight_idle = 0;
  if (!self->active || self->shown == NULL)
    return G_SOURCE_REMOVE;
  cells = explained_cells (self);
  /* The card ends above the controls: what does not fit scrolls. */
  {
    graphene_rect_t bar;
    int height = gtk_widget_get_height (GTK_WIDGET (self->marks_area));

    if (gtk_widget_compute_bounds (self->bar, GTK_WIDGET (self->marks_area), &bar) &&
        height > 0 && bar.origin.y > 0)
      gtk_widget_set_margin_bottom (self->banner, MAX (12, (int) (height - bar.origin.y) + 12));
  }
  /* Presenting: the board fit to what the step explains, large. */
  if (self->presenting && cells->len > 0)
    {
      int x0 = G_MAXINT, y0 = G_MAXINT, x1 = G_MININT, y1 = G_MININT;

      for (guint i = 0; i < cells->len; i++)
        {
          const TessGameCell *cell = &g_array_index (cells, TessGameCell, i);

          x0 = MIN (x0, cell->x);
          y0 = MIN (y0, cell->y);
          x1 = MAX (x1, cell->x);
          y1 = MAX (y1, cell->y);
        }
      /* Held there: a window going full screen, or the side panel
       * folding away, does not fit the whole board again under it. */
      tess_board_view_hold_view (self->board);
      tess_viewport_fit (tess_board_view_get_viewport (self->board), x0, y0, x1 + 1, y1 + 1, 2.0);
    }
  /* GTK 4.8 may keep the request mode the sentences' box had while it
   * was emptied (a constant size): its wrapped sentences are then
   * measured on one line each and the list is cut short, the last steps
   * out of reach. Once the frame is laid out, a resize measures it anew;
   * the list's new height scrolls the step into view (scores_resized). */
  if (gtk_widget_get_first_child (GTK_WIDGET (self->scores_box)) != NULL &&
      gtk_widget_get_request_mode (GTK_WIDGET (self->scores_box)) == GTK_SIZE_REQUEST_CONSTANT_SIZE)
    gtk_widget_queue_resize (GTK_WIDGET (self->scores_box));
  tess_replay_keep_in_sight (tess_board_view_get_viewport (self->board),
                             GTK_WIDGET (self->marks_area), self->banner, self->bar, cells);
  tess_replay_steps_scroll_to (GTK_SCROLLED_WINDOW (self->scores_scroller), self->scores_box);
  return G_SOURCE_REMOVE;
}

/* The card's sentences grow or shrink a frame after they are filled in
 * (the card's height follows the room above the controls): the current
 * step is kept in view then too. */
static gboolean
scroll_to_step (GtkWidget     *box,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  TessReplayView *self = user_data;

  tess_replay_steps_scroll_to (GTK_SCROLLED_WINDOW (self->scores_scroller), self->scores_box);
  return G_SOURCE_REMOVE;
}

/* The adjustment changes as the list is allocated, before its lines are:
 * the step is scrolled to at the next frame, from where they stand. */
static void
scores_resized (TessReplayView *self)
{
  gtk_widget_add_tick_callback (GTK_WIDGET (self->scores_box), scroll_to_step, self, NULL);
}

void
_tess_replay_view_init_sight (TessReplayView *self)
{
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scores_scroller));

  g_signal_connect_object (adj, "changed", G_CALLBACK (scores_resized), self, G_CONNECT_SWAPPED);
}

/* Once the card is laid out with its new text: the marks are drawn
 * after the layout of the frame, and the view moves right after. */
void
_tess_replay_view_schedule_sight (TessReplayView *self)
{
  self->sight_wanted = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self->marks_area));
}

void
_tess_replay_view_sight_drawn (TessReplayView *self)
{
  if (!self->sight_wanted)
    return;
  self->sight_wanted = FALSE;
  if (self->sight_idle == 0)
    self->sight_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, keep_in_sight, self, NULL);
}

gboolean
tess_replay_view_get_sight_pending (TessReplayView *self)
{
  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), FALSE);

  return self->sight_wanted || self->sight_idle != 0;
}

gboolean
tess_replay_view_card_covers_explained (TessReplayView *self)
{
  g_autoptr(GArray) cells = NULL;

  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), FALSE);

  cells = explained_cells (self);
  return tess_replay_card_covers (tess_board_view_get_viewport (self->board),
                                  GTK_WIDGET (self->marks_area), self->banner, cells);
}

GArray *
tess_replay_view_get_lit_cells (TessReplayView *self)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (TessGameCell));

  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), cells);

  for (guint i = 0; i < self->marks->len; i++)
    {
      const Mark *mark = g_ptr_array_index (self->marks, i);

      g_array_append_vals (cells, mark->cells->data, mark->cells->len);
    }
  return cells;
}

gboolean
tess_replay_view_get_presenting (TessReplayView *self)
{
  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), FALSE);

  return self->presenting;
}

void
tess_replay_view_set_presenting (TessReplayView *self,
                                 gboolean        presenting)
{
  g_return_if_fail (TESS_IS_REPLAY_VIEW (self));

  presenting = !!presenting;
  if (self->presenting == presenting)
    return;
  self->presenting = presenting;
  if (presenting)
    gtk_widget_add_css_class (GTK_WIDGET (self), "presenting");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "presenting");
  if (!presenting && self->active)
    tess_board_view_fit (self->board);
  _tess_replay_view_present_pen (self);
  _tess_replay_view_schedule_sight (self);
}

void
_tess_replay_view_stop_sight (TessReplayView *self)
{
  self->sight_wanted = FALSE;
  g_clear_handle_id (&self->sight_idle, g_source_remove);
}
