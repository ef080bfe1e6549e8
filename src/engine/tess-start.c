/* tess-start.c: who starts (the house rule first_player of 001)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * listed: the first listed player. random: drawn from the seed after the
 * shuffle. most_roads: each player in turn draws a tile from the land part
 * of the bag; the most road ends (0 to 4) starts; the tied draw again and
 * the others sit out; every tile drawn goes back and the bag is shuffled
 * again. Unseeded games are told who starts, or the tiles of each round.
 */

#include <string.h>

#include "tess-engine-private.h"

/* Start of the part of the bag the most_roads draw takes from: the land
 * tiles (after the river and the lake with the River). */
static int
land_start (const TessState *st)
{
  return st->n_seg > 1 ? st->seg_end[st->n_seg - 2] : 0;
}

/* Records round r of the draw; returns the players still tied. */
static uint8_t
draw_round (TessState *st, int r, const int types[TESS_MAX_PLAYERS], uint8_t in)
{
  int best = -1;
  uint8_t tied = 0;

  for (int p = 0; p < st->n_players; p++)
    {
      int ends;

      st_start (st)[r * st->n_players + p] = (uint16_t) (types[p] + 1);
      if (!(in & (1u << p)) || types[p] < 0)
        continue;
      ends = tess_def_road_ends (st->def, types[p]);
      if (ends > best)
        {
          best = ends;
          tied = 0;
        }
      if (ends == best)
        tied |= (uint8_t) (1u << p);
    }
  st->start_rounds = (uint8_t) (r + 1);
  return tied;
}

static int
lowest_player (uint8_t mask)
{
  for (int p = 0; p < TESS_MAX_PLAYERS; p++)
    if (mask & (1u << p))
      return p;
  return 0;
}

void
tess_choose_first (TessState *st)
{
  const TessRules *rules = &st->def->rules;

  st->cur = 0;
  if (rules->first_player == TESS_FIRST_LISTED)
    return;
  if (!st->seeded)
    {
      st->start_pending = 1;
      st->start_mask = (uint8_t) ((1u << st->n_players) - 1);
      return;
    }
  if (rules->first_player == TESS_FIRST_RANDOM)
    st->cur = (uint8_t) tess_rng_bounded (&st->rng, st->n_players);
  else
    {
      /* Each player draws from the shuffled bag in turn; the tied draw
       * again; then every tile goes back and the bag is shaken. */
      const uint16_t *bag = st_bag (st);
      int start = land_start (st), pos = start;
      uint8_t in = (uint8_t) ((1u << st->n_players) - 1);

      for (int r = 0; r < TESS_MAX_START_ROUNDS && tess_popcount (in) > 1 && pos < st->bag_len; r++)
        {
          int types[TESS_MAX_PLAYERS];

          for (int p = 0; p < st->n_players; p++)
            types[p] = (in & (1u << p)) && pos < st->bag_len ? bag[pos++] : -1;
          in = draw_round (st, r, types, in);
        }
      st->cur = (uint8_t) lowest_player (in);
      tess_rng_shuffle (&st->rng, st_bag (st) + start, st->bag_len - start);
    }
  st->first = st->cur;
}

int tess_state_first_player (const TessState *st) { return st->first; }
int tess_state_start_rounds (const TessState *st) { return st->start_rounds; }
bool tess_state_start_pending (const TessState *st) { return st->start_pending; }
bool tess_state_extra_turn (const TessState *st) { return st->extra_turn != 0; }

int
tess_state_start_draw (const TessState *st, int round, int player)
{
  if (round < 0 || round >= st->start_rounds || player < 0 || player >= st->n_players)
    return -1;
  return (int) st_cstart (st)[round * st->n_players + player] - 1;
}

TessError
tess_state_set_first_player (TessState *st, int player)
{
  if (!st->start_pending || st->def->rules.first_player != TESS_FIRST_RANDOM)
    return TESS_ERR_ORDER;
  if (player < 0 || player >= st->n_players)
    return TESS_ERR_NOT_IN_HAND;
  st->cur = st->first = (uint8_t) player;
  st->start_pending = 0;
  return TESS_OK;
}

TessError
tess_state_draw_off (TessState *st, const int types[TESS_MAX_PLAYERS])
{
  uint16_t *remain = st_remain (st);
  const uint16_t *bag = st_cbag (st);
  int start = land_start (st);
  uint8_t tied;

  if (!st->start_pending || st->def->rules.first_player != TESS_FIRST_MOST_ROADS)
    return TESS_ERR_ORDER;
  if (st->start_rounds >= TESS_MAX_START_ROUNDS)
    return TESS_ERR_ORDER;
  for (int p = 0; p < st->n_players; p++)
    {
      bool in = st->start_mask & (1u << p);
      bool found = false;
      int wanted = 0;

      if (in != (types[p] >= 0))
        return TESS_ERR_NOT_IN_HAND;
      if (!in)
        continue;
      if (types[p] >= st->def->n_types)
        return TESS_ERR_NOT_IN_BAG;
      /* Drawn tiles stay out of the bag while the draw goes on. */
      for (int q = 0; q <= p; q++)
        wanted += types[q] == types[p];
      if (remain[types[p]] < wanted)
        return TESS_ERR_NOT_IN_BAG;
      for (int i = start; i < st->bag_len && !found; i++)
        found = bag[i] == types[p];
      if (!found)
        return TESS_ERR_NOT_IN_BAG;
    }
  for (int p = 0; p < st->n_players; p++)
    if (types[p] >= 0)
      remain[types[p]]--;
  tied = draw_round (st, st->start_rounds, types, st->start_mask);
  st->start_mask = tied;
  if (tess_popcount (tied) > 1 && st->start_rounds < TESS_MAX_START_ROUNDS)
    return TESS_OK;
  /* Decided: every tile drawn goes back into the bag. */
  for (int r = 0; r < st->start_rounds; r++)
    for (int p = 0; p < st->n_players; p++)
      if (st_start (st)[r * st->n_players + p] > 0)
        remain[st_start (st)[r * st->n_players + p] - 1]++;
  st->cur = st->first = (uint8_t) lowest_player (tied);
  st->start_pending = 0;
  return TESS_OK;
}

