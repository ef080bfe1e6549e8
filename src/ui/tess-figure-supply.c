/* tess-figure-supply.c: the figures of each kind a player holds
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Worked out from what the game model tells of every figure (DESIGN.md
 * §8): its followers in supply (tess_game_get_supply() counts the
 * followers alone) and the figures on the board. Those of a player on
 * the board that are not followers out of the supply are big followers;
 * no other kind is played yet.
 */

#define G_LOG_DOMAIN "tess-figure-supply"

#include "config.h"

#include <stdlib.h>

#include "tess-figure-supply.h"
#include "tess-rules.h"

int
tess_figure_supply_big_per_player (TessGame *game)
{
  g_autofree char *value = NULL;

  g_return_val_if_fail (TESS_IS_GAME (game), 0);

  value = tess_rules_get (tess_game_get_rules (game), "big_follower");
  return value != NULL ? atoi (value) : 0;
}

int
tess_figure_supply_big (TessGame *game,
                        guint     player)
{
  int per_player, on_board = 0, followers_out;

  g_return_val_if_fail (TESS_IS_GAME (game), 0);

  per_player = tess_figure_supply_big_per_player (game);
  if (per_player == 0 || player >= tess_game_get_n_players (game))
    return 0;
  for (int i = 0; i < tess_game_get_n_followers (game); i++)
    {
      int placement, feature, owner;

      tess_game_get_follower (game, i, &placement, &feature, &owner);
      if (owner == (int) player)
        on_board++;
    }
  followers_out = tess_game_get_followers_per_player (game) - tess_game_get_supply (game, player);
  return CLAMP (per_player - (on_board - followers_out), 0, per_player);
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
