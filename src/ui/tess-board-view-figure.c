/* tess-board-view-figure.c: which figure the follower step places
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With the expansions' figures in play (DESIGN.md §8) the player chooses,
 * after laying a tile, which of their figures goes on the spot: the
 * follower, the big follower (which counts as two), the builder (beside
 * their own follower on a road or city of the tile) or the pig (on a
 * field of the tile where they have a farmer). B goes to the next figure
 * the tile takes, and back to the follower (as the window's Big
 * Follower, Builder and Pig buttons do); the choice is said, and the spot
 * chosen says it too. The spots are those of the figure chosen. It goes
 * back to the follower at each turn, unless no follower is left: then
 * the big follower is chosen, when it may go.
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

/**
 * tess_board_view_get_figure_available:
 * @figure: a #TessFigure
 *
 * Returns: whether the player at the keys may put a figure of that kind
 *   on the tile just laid (a follower: whether one is left and a spot
 *   takes it)
 */
gboolean
tess_board_view_get_figure_available (TessBoardView *self,
                                      int            figure)
{
  g_return_val_if_fail (TESS_IS_BOARD_VIEW (self), FALSE);

  if (figure == TESS_FIGURE_BIG)
    return tess_board_view_get_big_available (self);
  if (self->game == NULL || !tess_board_is_human_turn (self)
      || tess_game_get_phase (self->game) != TESS_GAME_PHASE_PLACE_FOLLOWER)
    return FALSE;
  if (figure == TESS_FIGURE_FOLLOWER)
    {
      g_autoptr(GArray) options = tess_game_get_follower_options (self->game);

      return options->len > 0
             && tess_game_get_supply (self->game, tess_game_get_current_player (self->game)) > 0;
    }
  if (figure == TESS_FIGURE_BUILDER || figure == TESS_FIGURE_PIG)
    {
      g_autoptr(GArray) options = tess_game_get_figure_options (self->game, figure);

      return options->len > 0;
    }
  return FALSE;
}

gboolean
tess_board_view_get_big_follower (TessBoardView *self)
{
  g_return_val_if_fail (TESS_IS_BOARD_VIEW (self), FALSE);

  return self->figure == TESS_FIGURE_BIG;
}

int
tess_board_view_get_figure (TessBoardView *self)
{
  g_return_val_if_fail (TESS_IS_BOARD_VIEW (self), TESS_FIGURE_FOLLOWER);

  return self->figure;
}

/* The figure a spot chosen now takes, a TessFigure. */
int
_tess_board_view_get_figure (TessBoardView *self)
{
  return self->figure;
}

static const char *
figure_chosen_sentence (int figure)
{
  switch (figure)
    {
    case TESS_FIGURE_BIG:
      return _("Big follower chosen: it counts as two followers.");
    case TESS_FIGURE_BUILDER:
      /* Translators: Traders & Builders: said when B (or the Builder button) chooses the builder */
      return _("Builder chosen: when you later extend its road or city, you play again.");
    case TESS_FIGURE_PIG:
      /* Translators: Traders & Builders: said when B (or the Pig button) chooses the pig */
      return _("Pig chosen: your farm scores 4 points for each city instead of 3.");
    case TESS_FIGURE_FOLLOWER:
    default:
      return _("Follower chosen.");
    }
}

/* @recompute: the spots are those of the figure (not from the game's
 * ::changed, which computes them once after). */
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
      g_autofree char *spot = NULL;
      g_autofree char *text = NULL;

      _tess_board_view_update_spots (self);
      spot = _tess_board_view_describe_spot (self);
      text = g_strjoin (" ", figure_chosen_sentence (figure), spot, NULL);
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

/* Chooses a figure of a kind for the spot chosen next, when the player
 * may place one (the follower always: it means "no other figure"). */
void
tess_board_view_set_figure (TessBoardView *self,
                            int            figure)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  if (figure != TESS_FIGURE_FOLLOWER && !tess_board_view_get_figure_available (self, figure))
    return;
  /* With no follower left, the big follower is the only follower to place. */
  if (figure == TESS_FIGURE_FOLLOWER && only_big (self))
    figure = TESS_FIGURE_BIG;
  set_figure (self, figure, TRUE);
}

/* Chooses the big follower (when the player may place one) or the
 * follower for the spot chosen next. */
void
tess_board_view_set_big_follower (TessBoardView *self,
                                  gboolean       big)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  if (big)
    tess_board_view_set_figure (self, TESS_FIGURE_BIG);
  else if (self->figure == TESS_FIGURE_BIG)
    tess_board_view_set_figure (self, TESS_FIGURE_FOLLOWER);
}

/* B: the next figure the tile takes after the one chosen, in the order
 * follower, big follower, builder, pig, and round again. */
static void
next_figure_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  TessBoardView *self = TESS_BOARD_VIEW (widget);

  for (int i = 1; i < TESS_N_FIGURES; i++)
    {
      int figure = (self->figure + i) % TESS_N_FIGURES;

      if (tess_board_view_get_figure_available (self, figure))
        {
          tess_board_view_set_figure (self, figure);
          return;
        }
    }
}

/* The figures the tile takes, bit i for TessFigure i. */
static guint
available_mask (TessBoardView *self)
{
  guint mask = 0;

  for (int figure = 0; figure < TESS_N_FIGURES; figure++)
    if (tess_board_view_get_figure_available (self, figure))
      mask |= 1u << figure;
  return mask;
}

/* After each change of the game, before its spots are computed: the
 * choice lasts one follower step, and only while that figure is there to
 * place. */
void
_tess_board_view_update_figure (TessBoardView *self)
{
  guint mask = available_mask (self);
  gboolean available = (mask & (1u << TESS_FIGURE_BIG)) != 0;

  if (self->figure != TESS_FIGURE_FOLLOWER && !(mask & (1u << self->figure)))
    set_figure (self, TESS_FIGURE_FOLLOWER, FALSE);
  if (self->figure == TESS_FIGURE_FOLLOWER && only_big (self))
    set_figure (self, TESS_FIGURE_BIG, FALSE);
  /* The follower's own bit changes every turn: notified for the others
   * (the window's buttons). */
  mask &= ~(1u << TESS_FIGURE_FOLLOWER);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.next-figure", mask != 0);
  if (available != self->big_available || mask != self->figures_available)
    {
      self->big_available = available;
      self->figures_available = mask;
      g_object_notify (G_OBJECT (self), "big-available");
    }
}

void
_tess_board_view_class_init_figure (GtkWidgetClass *widget_class)
{
  /* A toggle: the action's state is the property. */
  gtk_widget_class_install_property_action (widget_class, "board.big-follower", "big-follower");
  gtk_widget_class_install_action (widget_class, "board.next-figure", NULL, next_figure_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_b, 0, "board.next-figure", NULL);
}
