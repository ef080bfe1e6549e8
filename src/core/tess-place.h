/* tess-place.h: where a tile lies and what it shows, in a player's words
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Players read no file words: a move is told as "Ana places a straight
 * road to the right of the start tile", never "tile U at (1, 0)". The
 * history, the replay card, the status label, the lessons and
 * `tessera-cli explain` all take their words from here, so that they say
 * the same sentence. Cells and tile ids stay for the tools that need
 * them (`tessera-cli explain --coordinates`, the screen reader's cells).
 */

#pragma once

#include <glib.h>

#include "tess-vocabulary.h"

G_BEGIN_DECLS

/**
 * tess_tile_display_name:
 * @tile: a tile type
 *
 * The tile named by what it shows, with its article, as the object of a
 * verb ("Ana places a straight road", "… a city cap with a road"). Every
 * tile of the built-in sets has a name, and so has any tile of another
 * set that shows the same (names go by the tile's sides and features, not
 * its id); another tile is "tile X".
 *
 * Returns: (transfer full): the translated name
 */
char *tess_tile_display_name (const TessTileDef *tile);

/**
 * tess_place_describe:
 * @st: the board before a tile goes to (@x, @y)
 * @x: the cell
 * @y: the cell
 * @player_names: (array length=n_players) (nullable): the players' names
 * @n_players: the length of @player_names
 * @placement_moves: (array length=n_placements) (nullable): the move
 *   number of each tile on the board, in the order they were placed (0
 *   for the start tile); NULL when placement i is move i
 * @n_placements: the length of @placement_moves
 *
 * Where the cell lies, named by what a player sees next to it: the start
 * tile first ("to the right of the start tile"), then a city or road with
 * a follower on the side it touches ("below Bruno’s city"), then a
 * monastery around it ("next to the monastery"), else the neighbouring
 * tile by the move that placed it ("above the tile of move 12"). A cell
 * with no tile beside it is "away from the other tiles".
 *
 * Returns: (transfer full): the translated place, a phrase without a
 * capital or a full stop
 */
char *tess_place_describe    (TessState          *st,
                              int                 x,
                              int                 y,
                              const char * const *player_names,
                              guint               n_players,
                              const guint        *placement_moves,
                              guint               n_placements);

G_END_DECLS
