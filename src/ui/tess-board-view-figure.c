/* tess-board-view-figure.c: which figure the follower step places
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With the big follower in play (DESIGN.md §8) the player chooses, after
 * laying a tile, which of their figures goes on the spot: the follower,
 * or the big follower, which counts as two. B switches between them (as
 * the window's Big Follower button does); the choice is said, and the
 * spot chosen says it too. It goes back to the follower at each turn,
 * unless no follower is left: then the big follower is chosen.
 */

#define G_LOG_DOMAIN "tess-board-view"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-board-view-private.h"
#include "tess-figure-supply.h"

gboolean
tess_board_view_get_big_available (TessBoardView *self)
{
  g_return_val_if_fail (TESS_IS_BOARD_VIEW (self), FALSE);

  return self->game != NULL && tess_board_is_human_turn (self)
         && tess_figure_supply_can_place_big (self->game);
}

gboolean
tess_board_view_get_big_follower (TessBoardView *self)
{
  g_return_val_if_fail (TESS_IS_BOARD_VIEW (self), FALSE);

  return self->figure == TESS_FIGURE_BIG;
}

/* The figure a spot chosen now takes, a TessFigure. */
int
_tess_board_view_get_figure (TessBoardView *self)
{
  return self->figure;
}

static void
set_figure (TessBoardView *self,
            int            figure,
            gboolean       say)
{
  if (self->figure == figure)
    return;
  self->figure = figure;
  if (say)
    {
      g_autofree char *spot = _tess_board_view_describe_spot (self);
      g_autofree char *text = NULL;

      text = g_strjoin (" ", figure == TESS_FIGURE_BIG
                        ? _("Big follower chosen: it counts as two followers.")
                        : _("Follower chosen."), spot, NULL);
      _tess_board_view_announce (self, text);
    }
  _tess_board_view_cursor_changed (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify (G_OBJECT (self), "big-follower");
}

/* Whether the big follower is the only figure the player may place. */
static gboolean
only_big (TessBoardView *self)
{
  return tess_board_view_get_big_available (self)
         && tess_game_get_supply (self->game, tess_game_get_current_player (self->game)) == 0;
}

/* Chooses the big follower (when the player may place one) or the
 * follower for the spot chosen next. */
void
tess_board_view_set_big_follower (TessBoardView *self,
                                  gboolean       big)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  if (big && !tess_board_view_get_big_available (self))
    return;
  /* With no follower left, the big follower is the only figure to place. */
  if (!big && only_big (self))
    return;
  set_figure (self, big ? TESS_FIGURE_BIG : TESS_FIGURE_FOLLOWER, TRUE);
}

/* After each change of the game: the choice lasts one follower step, and
 * only while a big follower is there to place. */
void
_tess_board_view_update_figure (TessBoardView *self)
{
  gboolean available = tess_board_view_get_big_available (self);

  if (!available)
    set_figure (self, TESS_FIGURE_FOLLOWER, FALSE);
  else if (only_big (self))
    set_figure (self, TESS_FIGURE_BIG, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.big-follower", available);
  if (available != self->big_available)
    {
      self->big_available = available;
      g_object_notify (G_OBJECT (self), "big-available");
    }
}

void
_tess_board_view_class_init_figure (GtkWidgetClass *widget_class)
{
  /* A toggle: the action's state is the property. */
  gtk_widget_class_install_property_action (widget_class, "board.big-follower", "big-follower");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_b, 0, "board.big-follower", NULL);
}
