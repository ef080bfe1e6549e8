/* tess-state-builder.c: the builder of Traders & Builders: the extra
 * turn its owner takes for extending its road or city
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tess-engine-private.h"

unsigned
tess_state_extra_turn_reason (const TessState *st)
{
  return st->extra_turn;
}

/* Whether a road or city of the tile just placed (before its own figure
 * and before scoring) joins the set holding the current player's
 * builder. A builder placed on this very tile is not on the board yet:
 * only a later tile earns the turn. */
bool
tess_builder_extended (TessState *st, int placement)
{
  TessNode *nodes = st_nodes (st);
  const TessFollower *foll = st_cfoll (st);
  const TessPlaced *pl = &st_cplaced (st)[placement];
  const TessTileDef *d = &st->def->types[pl->type].def;
  int builder = -1;
  uint16_t root;

  /* The builder in the supply is not on the board. */
  if (st->def->rules.builder == 0 || st->supply[st->cur][TESS_FIGURE_BUILDER] > 0)
    return false;
  for (int i = 0; i < st->n_foll && builder < 0; i++)
    if (foll[i].kind == TESS_FIGURE_BUILDER && foll[i].player == st->cur)
      builder = i;
  if (builder < 0)
    return false;
  root = tess_find (nodes, foll[builder].node);
  for (int f = 0; f < d->n_features; f++)
    if ((d->features[f].type == TESS_FEATURE_ROAD || d->features[f].type == TESS_FEATURE_CITY)
        && tess_find (nodes, (uint16_t) (pl->node + f)) == root)
      return true;
  return false;
}
