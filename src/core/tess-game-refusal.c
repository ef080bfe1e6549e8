/* tess-game-refusal.c: why the rules refuse a tile on a cell, in a
 * player's words
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-game-private.h"
#include "tess-engine.h"

/* "The city on this tile would meet a field.": one sentence for each pair,
 * so that every language can build it its own way. */
static const char *
mismatch_sentence (TessSideType mine,
                   TessSideType theirs)
{
  switch (mine)
    {
    case TESS_SIDE_CITY:
      switch (theirs)
        {
        case TESS_SIDE_ROAD:  return _("The city on this tile would meet a road.");
        case TESS_SIDE_RIVER: return _("The city on this tile would meet a river.");
        case TESS_SIDE_FIELD:
        case TESS_SIDE_CITY:
        default:              return _("The city on this tile would meet a field.");
        }
    case TESS_SIDE_ROAD:
      switch (theirs)
        {
        case TESS_SIDE_CITY:  return _("The road on this tile would meet a city.");
        case TESS_SIDE_RIVER: return _("The road on this tile would meet a river.");
        case TESS_SIDE_FIELD:
        case TESS_SIDE_ROAD:
        default:              return _("The road on this tile would meet a field.");
        }
    case TESS_SIDE_RIVER:
      switch (theirs)
        {
        case TESS_SIDE_CITY:  return _("The river on this tile would meet a city.");
        case TESS_SIDE_ROAD:  return _("The river on this tile would meet a road.");
        case TESS_SIDE_FIELD:
        case TESS_SIDE_RIVER:
        default:              return _("The river on this tile would meet a field.");
        }
    case TESS_SIDE_FIELD:
    default:
      switch (theirs)
        {
        case TESS_SIDE_CITY:  return _("The field on this tile would meet a city.");
        case TESS_SIDE_RIVER: return _("The field on this tile would meet a river.");
        case TESS_SIDE_ROAD:
        case TESS_SIDE_FIELD:
        default:              return _("The field on this tile would meet a road.");
        }
    }
}

static char *
explain_mismatch (TessGame *self,
                  int       type,
                  int       x,
                  int       y,
                  int       rot)
{
  const TessDef *def = tess_state_def (self->state);

  for (int side = 0; side < 4; side++)
    {
      int i = tess_state_tile_at (self->state, x + tess_dx[side], y + tess_dy[side]);
      int px, py, ptype, prot;
      TessSideType mine, theirs;

      if (i < 0)
        continue;
      tess_state_placed (self->state, i, &px, &py, &ptype, &prot);
      mine = tess_tile_board_side (tess_def_tile (def, type), rot, side);
      theirs = tess_tile_board_side (tess_def_tile (def, ptype), prot, (side + 2) % 4);
      if (mine != theirs)
        return g_strdup (mismatch_sentence (mine, theirs));
    }
  return g_strdup (_("A side of this tile would not match its neighbour."));
}

/* Whether a cell the river's new end would face holds a river tile: the
 * river would turn back on itself (else it would run into other tiles). */
static gboolean
river_turns_back (TessGame *self,
                  int       type,
                  int       x,
                  int       y,
                  int       rot)
{
  const TessDef *def = tess_state_def (self->state);
  const TessTileDef *tile = tess_def_tile (def, type);

  for (int side = 0; side < 4; side++)
    {
      int ax = tess_dx[(side + 1) & 3], ay = tess_dy[(side + 1) & 3];

      if (tess_tile_board_side (tile, rot, side) != TESS_SIDE_RIVER)
        continue;
      for (int k = 1; k <= 2; k++)
        for (int beside = -1; beside <= 1; beside++)
          {
            int cx = x + k * tess_dx[side] + beside * ax;
            int cy = y + k * tess_dy[side] + beside * ay;
            int i = tess_state_tile_at (self->state, cx, cy);
            int ptype;

            if (i < 0)
              continue;
            tess_state_placed (self->state, i, NULL, NULL, &ptype, NULL);
            if (tess_tile_has_river (tess_def_tile (def, ptype)))
              return TRUE;
          }
    }
  return FALSE;
}

/**
 * tess_game_explain_placement:
 * @self: a game whose player is placing a tile
 * @x: column of the cell
 * @y: row of the cell
 * @rot: quarter turns clockwise
 *
 * Says why the tile in hand may not lie on (@x, @y) turned by @rot, in a
 * player's words: "The city on this tile would meet a field.", "The river
 * may not turn back on itself.", "A tile must touch the board along a whole side.".
 *
 * Returns: (transfer full) (nullable): a translated sentence, %NULL when
 *   the placement is legal (or no tile is being placed)
 */
char *
tess_game_explain_placement (TessGame *self,
                             int       x,
                             int       y,
                             int       rot)
{
  TessError err;

  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  if (self->phase != TESS_GAME_PHASE_PLACE_TILE || self->tile < 0)
    return NULL;
  if (rot < 0 || rot > 3)
    return g_strdup (_("A tile can only be turned by quarter turns."));
  err = tess_state_check_placement (self->state, self->tile, x, y, rot);
  switch (err)
    {
    case TESS_OK:
      return NULL;
    case TESS_ERR_OCCUPIED:
      return g_strdup (_("A tile already lies there."));
    case TESS_ERR_NOT_ADJACENT:
      /* A corner is not enough: said so, for a tile laid corner to corner. */
      return g_strdup (_("A tile must touch the board along a whole side."));
    case TESS_ERR_MISMATCH:
      return explain_mismatch (self, self->tile, x, y, rot);
    case TESS_ERR_RIVER_END:
      return g_strdup (_("A river tile must go on from the river’s open end."));
    case TESS_ERR_RIVER_TURN:
      if (river_turns_back (self, self->tile, x, y, rot))
        return g_strdup (_("The river may not turn back on itself."));
      return g_strdup (_("The river may not run into other tiles."));
    case TESS_ERR_OFF_TABLE:
      return g_strdup (_("A tile may not go beyond the table’s edge."));
    case TESS_ERR_GAME_OVER:
    case TESS_ERR_NO_TILE:
    case TESS_ERR_NOT_IN_HAND:
    case TESS_ERR_NOT_IN_BAG:
    case TESS_ERR_ORDER:
    case TESS_ERR_BAD_ROTATION:
    case TESS_ERR_BAD_FEATURE:
    case TESS_ERR_NO_FOLLOWERS:
    case TESS_ERR_FEATURE_TAKEN:
    case TESS_ERR_RIVER_FOLLOWER:
    case TESS_ERR_CAN_PLACE:
    case TESS_ERR_NO_START:
    case TESS_ERR_NO_FIGURE:
    case TESS_ERR_FIGURE_PLACE:
    case TESS_N_ERRORS:
    default:
      return g_strdup (tess_engine_error_message (err));
    }
}

/**
 * _tess_game_explain_follower:
 * @err: why the engine refuses a follower
 * @figure: the kind of figure refused, a #TessFigure
 *
 * Returns: a translated sentence for the player: "That road, city or farm
 *   already holds a follower."
 */
const char *
_tess_game_explain_follower (TessError err,
                             int       figure)
{
  /* Where a builder or a pig may go, in the rule's words (DESIGN.md §8). */
  if (err == TESS_ERR_FIGURE_PLACE && figure == TESS_FIGURE_BUILDER)
    return _("A builder goes only on a road or city of the tile just placed where your own follower already stands.");
  if (err == TESS_ERR_FIGURE_PLACE && figure == TESS_FIGURE_PIG)
    return _("A pig goes only on a field of the tile just placed where your own farmer already lies.");
  switch (err)
    {
    case TESS_ERR_FEATURE_TAKEN:
      return _("That road, city or farm already holds a follower.");
    case TESS_ERR_RIVER_FOLLOWER:
      return _("Followers never go on a river.");
    case TESS_ERR_NO_FOLLOWERS:
      return _("No follower is left in the supply.");
    case TESS_OK:
    case TESS_ERR_GAME_OVER:
    case TESS_ERR_NO_TILE:
    case TESS_ERR_NOT_IN_HAND:
    case TESS_ERR_NOT_IN_BAG:
    case TESS_ERR_ORDER:
    case TESS_ERR_OCCUPIED:
    case TESS_ERR_NOT_ADJACENT:
    case TESS_ERR_MISMATCH:
    case TESS_ERR_RIVER_END:
    case TESS_ERR_RIVER_TURN:
    case TESS_ERR_BAD_ROTATION:
    case TESS_ERR_BAD_FEATURE:
    case TESS_ERR_CAN_PLACE:
    case TESS_ERR_OFF_TABLE:
    case TESS_ERR_NO_START:
    case TESS_ERR_NO_FIGURE:
    case TESS_ERR_FIGURE_PLACE:
    case TESS_N_ERRORS:
    default:
      return tess_engine_error_message (err);
    }
}
