/* tess-state-figures.c: where a figure may go: the features of a tile
 * just placed that are free, or held by its player, for each kind
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "tess-engine-private.h"

/* Whether a set holds a follower: of that player, or of anyone when
 * player is -1. */
static bool
root_held (const TessState *st, uint16_t root, int player)
{
  const TessNode *nodes = st_cnodes (st);

  if (nodes[root].followers == 0)
    return false;
  if (player < 0)
    return true;
  /* A player's builder or pig stands beside a follower: only figures
   * that count hold a set for their owner. */
  for (int i = 0; i < st->n_foll; i++)
    if (st_cfoll (st)[i].player == player && tess_figure_weight[st_cfoll (st)[i].kind] > 0
        && tess_find_const (nodes, st_cfoll (st)[i].node) == root)
      return true;
  return false;
}

/* The features of a tile about to be placed that, with the tile in place
 * and every connection it makes, stand in a set holding a follower (of
 * that player, or of anyone when player is -1); bit f is feature f.
 *
 * A feature is not judged by the sets its own ports touch alone: two
 * features of the tile that touch one neighbouring set become one set
 * through it, and so join every set the other touches. The tile's features
 * are grouped by the neighbouring sets they share, and a group is taken
 * when any set it touches is held. */
uint32_t
tess_features_taken (const TessState *st, int type, int x, int y, int rot, int player)
{
  const TessNode *nodes = st_cnodes (st);
  const TessPlaced *placed = st_cplaced (st);
  const TessRot *r = &st->def->types[type].rot[rot];
  uint16_t roots[TESS_N_PORTS];
  uint32_t touch[TESS_N_PORTS];   /* bit f: feature f touches roots[j] */
  uint32_t held = 0;              /* bit j: roots[j] holds a follower */
  uint32_t taken = 0;
  int n_roots = 0;

  for (int s = 0; s < 4; s++)
    {
      int n = tess_placed_at (st, x + tess_dx[s], y + tess_dy[s]);
      const int ports[3] = { s, 4 + 2 * s, 5 + 2 * s };
      const TessRot *nr;

      if (n < 0)
        continue;
      nr = &st->def->types[placed[n].type].rot[placed[n].rot];
      for (int k = 0; k < 3; k++)
        {
          int f = r->port_feat[ports[k]];
          int g = nr->port_feat[tess_port_opposite (ports[k])];
          uint16_t root;
          int j;

          if (f < 0 || g < 0)
            continue;
          root = tess_find_const (nodes, (uint16_t) (placed[n].node + g));
          for (j = 0; j < n_roots && roots[j] != root; j++)
            ;
          if (j == n_roots)
            {
              roots[j] = root;
              touch[j] = 0;
              if (root_held (st, root, player))
                held |= 1u << j;
              n_roots++;
            }
          touch[j] |= 1u << f;
        }
    }

  for (int j = 0; j < n_roots; j++)
    {
      uint32_t group;
      bool grew = true;

      if (!(held & (1u << j)) || (touch[j] & taken))
        continue;
      /* Every feature joined to this set through the tile. */
      group = touch[j];
      while (grew)
        {
          grew = false;
          for (int i = 0; i < n_roots; i++)
            if ((touch[i] & group) && (touch[i] & ~group))
              {
                group |= touch[i];
                grew = true;
              }
        }
      taken |= group;
    }
  return taken;
}

/* The features of the tile a figure of that kind may go on by where it
 * stands (DESIGN.md §3, §8), its supply aside: a follower or a big
 * follower on a free feature (a monastery is always free), a builder on
 * a road or city, a pig on a field, that holds the player's own follower. */
static uint32_t
figure_places (const TessState *st, int type, int x, int y, int rot, TessFigure kind)
{
  const TessType *t = &st->def->types[type];
  uint32_t mask = 0, taken;

  if (kind == TESS_FIGURE_FOLLOWER || kind == TESS_FIGURE_BIG)
    {
      taken = tess_features_taken (st, type, x, y, rot, -1);
      for (int f = 0; f < t->def.n_features; f++)
        {
          uint8_t ft = t->def.features[f].type;

          if (ft == TESS_FEATURE_RIVER)
            continue;
          if (ft == TESS_FEATURE_MONASTERY || !(taken & (1u << f)))
            mask |= 1u << f;
        }
      return mask;
    }
  taken = tess_features_taken (st, type, x, y, rot, st->cur);
  for (int f = 0; f < t->def.n_features; f++)
    {
      uint8_t ft = t->def.features[f].type;
      bool fits = kind == TESS_FIGURE_PIG ? ft == TESS_FEATURE_FIELD
                  : ft == TESS_FEATURE_ROAD || ft == TESS_FEATURE_CITY;

      if (fits && (taken & (1u << f)))
        mask |= 1u << f;
    }
  return mask;
}

TessError
tess_state_check_figure (const TessState *st, int type, int x, int y, int rot, int feature,
                         TessFigure kind)
{
  const TessType *t;

  if (type < 0 || type >= st->def->n_types || rot < 0 || rot > 3)
    return TESS_ERR_BAD_FEATURE;
  t = &st->def->types[type];
  if (feature < 0 || feature >= t->def.n_features)
    return TESS_ERR_BAD_FEATURE;
  if ((int) kind < 0 || kind >= TESS_N_FIGURES)
    return TESS_ERR_NO_FIGURE;
  if (t->def.features[feature].type == TESS_FEATURE_RIVER)
    return TESS_ERR_RIVER_FOLLOWER;
  if (st->supply[st->cur][kind] == 0)
    return kind == TESS_FIGURE_FOLLOWER ? TESS_ERR_NO_FOLLOWERS : TESS_ERR_NO_FIGURE;
  if (figure_places (st, type, x, y, rot, kind) & (1u << feature))
    return TESS_OK;
  return kind == TESS_FIGURE_FOLLOWER || kind == TESS_FIGURE_BIG
         ? TESS_ERR_FEATURE_TAKEN : TESS_ERR_FIGURE_PLACE;
}

TessError
tess_state_check_follower (const TessState *st, int type, int x, int y, int rot, int feature)
{
  return tess_state_check_figure (st, type, x, y, rot, feature, TESS_FIGURE_FOLLOWER);
}

uint32_t
tess_state_figure_options (const TessState *st, int type, int x, int y, int rot, TessFigure kind)
{
  if (type < 0 || type >= st->def->n_types || rot < 0 || rot > 3
      || (int) kind < 0 || kind >= TESS_N_FIGURES || st->supply[st->cur][kind] == 0)
    return 0;
  return figure_places (st, type, x, y, rot, kind);
}

uint32_t
tess_state_follower_options (const TessState *st, int type, int x, int y, int rot)
{
  return tess_state_figure_options (st, type, x, y, rot, TESS_FIGURE_FOLLOWER);
}
