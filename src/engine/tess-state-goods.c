/* tess-state-goods.c: the goods of Traders & Builders: the tokens taken
 * by whoever completes a city, and their majorities at the end
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "tess-engine-private.h"

/* The points each player with the most tokens of a good scores (DESIGN.md §8). */
#define GOODS_MAJORITY_POINTS 10

int
tess_state_goods (const TessState *st, int player, TessGoods goods)
{
  if (player < 0 || player >= st->n_players || (int) goods <= TESS_GOODS_NONE
      || goods >= TESS_N_GOODS)
    return 0;
  return st->goods[player][goods];
}

int
tess_state_goods_taken (const TessState *st, TessGoods goods)
{
  if ((int) goods <= TESS_GOODS_NONE || goods >= TESS_N_GOODS)
    return 0;
  return st->goods_taken[goods];
}

/* The city (a set's root) was just completed by the current player's
 * tile: one token for each goods symbol in it, one per tile (a tile
 * whose two city parts join the same city shows its symbol once),
 * whoever holds the city. */
void
tess_take_goods (TessState *st, uint16_t city)
{
  TessNode *nodes = st_nodes (st);
  const TessPlaced *placed = st_cplaced (st);
  uint64_t seen[TESS_MAX_TILES / 64];
  uint16_t n = city;

  memset (seen, 0, sizeof seen);
  do
    {
      uint16_t t = nodes[n].tile;
      const TessPlaced *pl = &placed[t];
      uint8_t goods = st->def->types[pl->type].def.features[n - pl->node].goods;

      if (goods > TESS_GOODS_NONE && goods < TESS_N_GOODS && !(seen[t / 64] & (1ull << (t % 64))))
        {
          seen[t / 64] |= 1ull << (t % 64);
          if (st->goods[st->cur][goods] < UINT8_MAX)
            st->goods[st->cur][goods]++;
          if (st->goods_taken[goods] < UINT8_MAX)
            st->goods_taken[goods]++;
        }
      n = nodes[n].next;
    }
  while (n != city);
}

/* Final scoring: for each good, the players with the most tokens score
 * 10 each, every tied player included; nobody scores a good no one holds. */
void
tess_score_goods (TessState *st, TessEventFn fn, void *user_data)
{
  for (int g = TESS_GOODS_NONE + 1; g < TESS_N_GOODS; g++)
    {
      TessEvent ev;
      int best = 0;

      memset (&ev, 0, sizeof ev);
      for (int p = 0; p < st->n_players; p++)
        {
          ev.tokens[p] = st->goods[p][g];
          if (ev.tokens[p] > best)
            best = ev.tokens[p];
        }
      if (best == 0)
        continue;
      for (int p = 0; p < st->n_players; p++)
        if (ev.tokens[p] == best)
          ev.scorers |= (uint8_t) (1u << p);
        else if (ev.tokens[p] > 0)
          ev.outvoted |= (uint8_t) (1u << p);
      ev.move = st->n_moves + 1;
      ev.final = true;
      ev.feature = TESS_FEATURE_CITY;
      ev.rule = TESS_RULE_GOODS;
      ev.goods = (uint8_t) g;
      ev.points = GOODS_MAJORITY_POINTS;
      ev.placement = -1;
      ev.feature_index = -1;
      for (int p = 0; p < st->n_players; p++)
        if (ev.scorers & (1u << p))
          st->score[p] += ev.points;
      if (fn)
        fn (&ev, user_data);
    }
}
