/* tess-figure-supply.h: the figures of each kind a player holds
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-game.h"

G_BEGIN_DECLS

/* How many big followers each player has in all (the rule "big_follower"),
 * and how many @player holds in supply now. */
int      tess_figure_supply_big_per_player (TessGame *game);
int      tess_figure_supply_big            (TessGame *game,
                                            guint     player);
/* Whether the player to move may put a big follower on the tile laid. */
gboolean tess_figure_supply_can_place_big  (TessGame *game);

G_END_DECLS
