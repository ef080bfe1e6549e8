/* tess-replay-view-bar.c: the replay's controls, whole at any width
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Under the move slider the bar has the transport (first, back, play,
 * forward, last, the speed, the pen) and the teacher's actions (the
 * menu, Play from Here, Back to the Game). Side by side they are wider
 * than the board of a window of 1024 pixels beside its side panel: there
 * the actions go under the transport rather than past the edges.
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include "tess-replay-view-private.h"

/* The bar's margins and its card's padding, on both sides. */
#define BAR_SIDES (2 * 12 + 2 * 12)

static int
natural_width (GtkWidget *widget)
{
  int natural = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  return natural;
}

static gboolean
apply_orientation (gpointer user_data)
{
  TessReplayView *self = user_data;

  self->bar_idle = 0;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->controls), self->bar_stacked
                                  ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  return G_SOURCE_REMOVE;
}

/* The board's area has a new size: whether both groups fit on a line.
 * Changed after the allocation, not during it. */
static void
on_area_resize (TessReplayView *self,
                int             width,
                int             height)
{
  GtkWidget *transport = gtk_widget_get_first_child (self->controls);
  GtkWidget *actions = gtk_widget_get_next_sibling (transport);
  gboolean stacked;

  stacked = natural_width (transport) + gtk_box_get_spacing (GTK_BOX (self->controls)) + natural_width (actions)
            + BAR_SIDES > width;
  if (stacked == self->bar_stacked)
    return;
  self->bar_stacked = stacked;
  if (self->bar_idle == 0)
    self->bar_idle = g_idle_add (apply_orientation, self);
}

void
_tess_replay_view_init_bar (TessReplayView *self)
{
  g_signal_connect_object (self->marks_area, "resize", G_CALLBACK (on_area_resize), self, G_CONNECT_SWAPPED);
}

void
_tess_replay_view_stop_bar (TessReplayView *self)
{
  g_clear_handle_id (&self->bar_idle, g_source_remove);
}
