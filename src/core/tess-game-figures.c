/* tess-game-figures.c: what a game shows of the figures of every kind,
 * the goods and the builder's extra turn
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Traders & Builders (DESIGN.md §8) in the window's words: how many of
 * each figure a player has and holds, where the figure chosen may go on
 * the tile just laid, each player's goods tokens (and those the last
 * move took), and why the player to move plays again.
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-engine.h"
#include "tess-explain.h"
#include "tess-game-private.h"

int
tess_game_get_figures_per_player (TessGame *self,
                                  int       figure)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);

  return tess_rules_figures (tess_def_rules (tess_state_def (self->state)), (TessFigure) figure);
}

int
tess_game_get_figures_in_supply (TessGame *self,
                                 guint     player,
                                 int       figure)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);

  if (figure < 0 || figure >= TESS_N_FIGURES)
    return 0;
  return tess_state_figures (self->state, (int) player, (TessFigure) figure);
}

/**
 * tess_game_get_figure_options:
 * @figure: a #TessFigure
 *
 * Returns: (transfer full) (element-type int): the features of the tile
 *   just laid on which the current player may put a figure of that kind
 *   (a builder beside their follower on a road or city, a pig on their
 *   farm), in feature order; empty when none, or none of it is left
 */
GArray *
tess_game_get_figure_options (TessGame *self,
                              int       figure)
{
  GArray *out;
  uint32_t options;

  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  if (figure == TESS_FIGURE_FOLLOWER || figure == TESS_FIGURE_BIG)
    return tess_game_get_follower_options (self);
  out = g_array_new (FALSE, FALSE, sizeof (int));
  if (!self->pending || figure < 0 || figure >= TESS_N_FIGURES)
    return out;
  options = tess_state_figure_options (self->state, self->tile, self->pending_x,
                                       self->pending_y, self->pending_rot, (TessFigure) figure);
  for (int f = 0; f < 32; f++)
    if (options & (1u << f))
      g_array_append_val (out, f);
  return out;
}

gboolean
tess_game_get_goods_played (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  return tess_def_rules (tess_state_def (self->state))->goods;
}

int
tess_game_get_goods (TessGame *self,
                     guint     player,
                     int       goods)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);

  return tess_state_goods (self->state, (int) player, (TessGoods) goods);
}

int
tess_game_get_goods_taken (TessGame *self,
                           int       goods)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);

  if (tess_state_n_moves (self->state) == 0)
    return 0;
  return tess_state_goods_taken (self->state, (TessGoods) goods);
}

/* "2 wine": a count of goods tokens, as the supply panel says it. */
static char *
goods_count (TessGoods goods,
             int       n)
{
  switch (goods)
    {
    case TESS_GOODS_WINE:
      /* Translators: Traders & Builders: a player's goods tokens, in the supply panel ("2 wine, 1 cloth") */
      return g_strdup_printf (ngettext ("%d wine", "%d wine", n), n);
    case TESS_GOODS_GRAIN:
      return g_strdup_printf (ngettext ("%d grain", "%d grain", n), n);
    case TESS_GOODS_CLOTH:
      return g_strdup_printf (ngettext ("%d cloth", "%d cloth", n), n);
    case TESS_GOODS_NONE:
    case TESS_N_GOODS:
    default:
      return g_strdup ("");
    }
}

/* "Ana: 2 wine, 1 cloth", or "Ana: no goods". */
char *
tess_game_goods_sentence (TessGame *self,
                          guint     player)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;
  const char *name;

  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  name = tess_game_get_player_name (self, player);
  for (int g = TESS_GOODS_NONE + 1; g < TESS_N_GOODS; g++)
    {
      int n = tess_state_goods (self->state, (int) player, (TessGoods) g);

      if (n > 0)
        g_ptr_array_add (items, goods_count ((TessGoods) g, n));
    }
  if (items->len == 0)
    /* Translators: Traders & Builders: a player's goods tokens, none yet */
    return g_strdup_printf (_("%s: no goods"), name);
  g_ptr_array_add (items, NULL);
  /* Translators: a list of goods counts, "2 wine, 1 cloth" */
  list = g_strjoinv (C_("goods list", ", "), (char **) items->pdata);
  /* Translators: Traders & Builders: a player's goods tokens, "Ana: 2 wine, 1 cloth" */
  return g_strdup_printf (_("%s: %s"), name, list);
}

/* Why the player to move plays again ("Ana’s builder: Ana plays
 * again."), NULL when the turn is an ordinary one. */
char *
tess_game_extra_turn_sentence (TessGame *self)
{
  unsigned reason;
  int player;

  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  if (tess_state_is_over (self->state) || tess_state_n_moves (self->state) == 0
      || !tess_state_extra_turn (self->state))
    return NULL;
  reason = tess_state_extra_turn_reason (self->state);
  player = tess_state_current_player (self->state);
  return tess_explain_extra_turn_reason (reason, tess_game_get_player_name (self, (guint) player));
}
