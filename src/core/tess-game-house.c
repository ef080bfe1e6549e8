/* tess-game-house.c: what a game shows of the house rules
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include "tess-game.h"
#include "tess-engine.h"

int
tess_game_get_waiting_tile (TessGame *self,
                            int       player)
{
  const TessState *st;

  g_return_val_if_fail (TESS_IS_GAME (self), -1);

  st = tess_game_get_state (self);
  if (!tess_def_rules (tess_state_def (st))->draw_early
      || player == tess_state_current_player (st) || tess_state_is_over (st))
    return -1;
  return tess_state_player_hand_tile (st, player, 0);
}
