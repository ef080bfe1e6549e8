/* tess-figure-supply.c: the figures of each kind a player holds
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * As the game model tells them (DESIGN.md §8): the figures each player
 * has of a kind, and holds in supply (tess_game_get_supply() counts the
 * followers alone).
 */

#define G_LOG_DOMAIN "tess-figure-supply"

#include "config.h"

#include "tess-figure-supply.h"

int
tess_figure_supply_big_per_player (TessGame *game)
{
  g_return_val_if_fail (TESS_IS_GAME (game), 0);

  return tess_game_get_figures_per_player (game, TESS_FIGURE_BIG);
}

int
tess_figure_supply_big (TessGame *game,
                        guint     player)
{
  g_return_val_if_fail (TESS_IS_GAME (game), 0);

  if (player >= tess_game_get_n_players (game))
    return 0;
  return tess_game_get_figures_in_supply (game, player, TESS_FIGURE_BIG);
}

gboolean
tess_figure_supply_can_place_big (TessGame *game)
{
  g_autoptr(GArray) options = NULL;

  g_return_val_if_fail (TESS_IS_GAME (game), FALSE);

  if (tess_game_get_phase (game) != TESS_GAME_PHASE_PLACE_FOLLOWER
      || tess_figure_supply_big (game, tess_game_get_current_player (game)) == 0)
    return FALSE;
  /* A big follower goes where a follower may (DESIGN.md §8). */
  options = tess_game_get_follower_options (game);
  return options->len > 0;
}
