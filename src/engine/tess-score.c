/* tess-score.c: scoring during play and the final scoring
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "tess-engine-private.h"

int
tess_count_tiles (TessState *st, uint16_t root)
{
  TessNode *nodes = st_nodes (st);
  uint64_t seen[TESS_MAX_TILES / 64];
  uint16_t n = root;
  int count = 0;

  memset (seen, 0, sizeof seen);
  do
    {
      uint16_t t = nodes[n].tile;
      if (!(seen[t / 64] & (1ull << (t % 64))))
        {
          seen[t / 64] |= 1ull << (t % 64);
          count++;
        }
      n = nodes[n].next;
    }
  while (n != root);
  return count;
}

int
tess_monastery_tiles (const TessState *st, int x, int y)
{
  int count = 0;

  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      if (tess_placed_at (st, x + dx, y + dy) >= 0)
        count++;
  return count;
}

void
tess_majority (TessState *st, uint16_t root, uint8_t counts[TESS_MAX_PLAYERS],
               uint8_t *owners, uint8_t *outvoted)
{
  TessNode *nodes = st_nodes (st);
  const TessFollower *foll = st_foll (st);
  int best = 0;

  memset (counts, 0, TESS_MAX_PLAYERS);
  for (int i = 0; i < st->n_foll; i++)
    if (tess_find (nodes, foll[i].node) == root)
      counts[foll[i].player] = (uint8_t) (counts[foll[i].player] + tess_figure_weight[foll[i].kind]);
  for (int p = 0; p < st->n_players; p++)
    if (counts[p] > best)
      best = counts[p];
  *owners = *outvoted = 0;
  for (int p = 0; p < st->n_players && best > 0; p++)
    {
      if (counts[p] == best)
        *owners |= (uint8_t) (1u << p);
      else if (counts[p] > 0)
        *outvoted |= (uint8_t) (1u << p);
    }
}

/* Each player's big followers on a set, for the event's sentences (the
 * majority itself is tess_majority()'s, by the figures' weights). */
static void
count_big (TessState *st, uint16_t root, uint8_t big[TESS_MAX_PLAYERS])
{
  TessNode *nodes = st_nodes (st);
  const TessFollower *foll = st_foll (st);

  for (int i = 0; i < st->n_foll; i++)
    if (foll[i].kind == TESS_FIGURE_BIG && tess_find (nodes, foll[i].node) == root)
      big[foll[i].player]++;
}

static void
return_followers (TessState *st, uint16_t root)
{
  TessNode *nodes = st_nodes (st);
  TessFollower *foll = st_foll (st);

  for (int i = 0; i < st->n_foll;)
    {
      if (tess_find (nodes, foll[i].node) == root)
        {
          st->supply[foll[i].player][foll[i].kind]++;
          foll[i] = foll[--st->n_foll];
        }
      else
        i++;
    }
  nodes[root].followers = 0;
}

static void
emit (TessState *st, TessEvent *ev, uint16_t node, TessEventFn fn, void *user_data)
{
  const TessNode *nodes = st_nodes (st);

  ev->placement = nodes[node].tile;
  ev->feature_index = node - st_placed (st)[nodes[node].tile].node;
  for (int p = 0; p < st->n_players; p++)
    if (ev->scorers & (1u << p))
      st->score[p] += ev->points;
  if (fn)
    fn (ev, user_data);
}

int
tess_feature_points (const TessRules *rules, TessFeatureType type, bool complete, int tiles,
                     int shields, unsigned modifiers, TessScoreRule *rule)
{
  TessScoreRule dummy;

  if (rule == NULL)
    rule = &dummy;
  switch (type)
    {
    case TESS_FEATURE_ROAD:
      if (modifiers & TESS_VALUE_INN)
        {
          *rule = complete ? TESS_RULE_ROAD_INN : TESS_RULE_ROAD_INN_INCOMPLETE;
          return complete ? 2 * tiles : 0;
        }
      *rule = complete ? TESS_RULE_ROAD : TESS_RULE_ROAD_INCOMPLETE;
      return tiles;
    case TESS_FEATURE_CITY:
      if (modifiers & TESS_VALUE_CATHEDRAL)
        {
          *rule = complete ? TESS_RULE_CITY_CATHEDRAL : TESS_RULE_CITY_CATHEDRAL_INCOMPLETE;
          return complete ? 3 * tiles + 3 * shields : 0;
        }
      if (!complete)
        {
          *rule = TESS_RULE_CITY_INCOMPLETE;
          return tiles + shields;
        }
      if (rules->small_city && tiles == 2)
        {
          *rule = TESS_RULE_CITY_SMALL;
          return 2 + shields;
        }
      *rule = TESS_RULE_CITY;
      return 2 * tiles + 2 * shields;
    case TESS_FEATURE_MONASTERY:
      *rule = complete ? TESS_RULE_MONASTERY : TESS_RULE_MONASTERY_INCOMPLETE;
      return tiles;
    case TESS_FEATURE_FIELD:
    case TESS_FEATURE_RIVER:
    case TESS_N_FEATURE_TYPES:
    default:
      *rule = TESS_RULE_ROAD;
      return 0;
    }
}

int
tess_farm_points (const TessRules *rules, int cities, bool pig, TessScoreRule *rule)
{
  TessScoreRule dummy;

  if (rule == NULL)
    rule = &dummy;
  switch (rules->farm_scoring)
    {
    case TESS_FARM_FIRST:
      /* The pig is not played with the first edition's farms (tess_def_new). */
      *rule = TESS_RULE_FARM_FIRST;
      return 4 * cities;
    case TESS_FARM_SECOND:
      *rule = pig ? TESS_RULE_FARM_SECOND_PIG : TESS_RULE_FARM_SECOND;
      return (pig ? 4 : 3) * cities;
    case TESS_FARM_THIRD:
    default:
      *rule = pig ? TESS_RULE_FARM_THIRD_PIG : TESS_RULE_FARM_THIRD;
      return (pig ? 4 : 3) * cities;
    }
}

/* The players whose pig stands on a farm (a set's root): bit p. */
uint8_t
tess_farm_pigs (const TessState *st, uint16_t root)
{
  const TessNode *nodes = st_cnodes (st);
  const TessFollower *foll = st_cfoll (st);
  uint8_t pigs = 0;

  if (st->def->rules.pig == 0)
    return 0;
  for (int i = 0; i < st->n_foll; i++)
    if (foll[i].kind == TESS_FIGURE_PIG && tess_find_const (nodes, foll[i].node) == root)
      pigs |= (uint8_t) (1u << foll[i].player);
  return pigs;
}

/* A farm's scoring, split by the pig: its winners with their pig on it
 * score by the pig's rule in an event of their own. */
static void
emit_farm (TessState *st, TessEvent *ev, uint16_t farm, uint8_t pigs, TessEventFn fn,
           void *user_data)
{
  pigs &= ev->scorers;
  if (pigs)
    {
      TessEvent pe = *ev;

      pe.scorers = pigs;
      pe.pigs = pigs;
      pe.points = tess_farm_points (&st->def->rules, pe.cities, true, &pe.rule);
      emit (st, &pe, farm, fn, user_data);
      ev->scorers &= (uint8_t) ~pigs;
      if (ev->scorers == 0)
        return;
    }
  emit (st, ev, farm, fn, user_data);
}

/* The modifiers of a set (TessValueModifier): what its tiles carry, ORed
 * over the set on its root as it grows (unite() in tess-state.c). */
unsigned
tess_set_modifiers (const TessState *st, uint16_t root)
{
  uint8_t flags = st_cnodes (st)[root].flags;
  unsigned mods = 0;

  if (flags & NODE_INN)
    mods |= TESS_VALUE_INN;
  if (flags & NODE_CATHEDRAL)
    mods |= TESS_VALUE_CATHEDRAL;
  return mods;
}

static void
score_set (TessState *st, uint16_t root, bool complete, TessEventFn fn, void *user_data)
{
  TessNode *nodes = st_nodes (st);
  TessFeatureType type = nodes[root].flags & 7;
  TessEvent ev;

  memset (&ev, 0, sizeof ev);
  ev.move = complete ? st->n_moves : st->n_moves + 1;
  ev.final = !complete;
  ev.completed = complete;
  ev.feature = type;
  if (type == TESS_FEATURE_MONASTERY)
    {
      const TessPlaced *pl = &st_placed (st)[nodes[root].tile];
      ev.tiles = complete ? 9 : tess_monastery_tiles (st, pl->x, pl->y);
    }
  else
    ev.tiles = tess_count_tiles (st, root);
  ev.shields = type == TESS_FEATURE_CITY ? nodes[root].shields : 0;
  ev.edge = complete && (nodes[root].flags & NODE_EDGE);
  ev.points = tess_feature_points (&st->def->rules, type, complete, ev.tiles, ev.shields,
                                   tess_set_modifiers (st, root), &ev.rule);
  tess_majority (st, root, ev.followers, &ev.scorers, &ev.outvoted);
  count_big (st, root, ev.big);
  emit (st, &ev, root, fn, user_data);
}

void
tess_score_after_play (TessState *st, int placement, TessEventFn fn, void *user_data)
{
  TessNode *nodes = st_nodes (st);
  const TessPlaced *pl = &st_placed (st)[placement];
  const TessType *t = &st->def->types[pl->type];
  uint16_t done[TESS_MAX_FEATURES];
  int n_done = 0;

  /* Roads and cities this tile completed, each set once. */
  for (int f = 0; f < t->def.n_features; f++)
    {
      uint8_t ft = t->def.features[f].type;
      uint16_t root;

      if (ft != TESS_FEATURE_ROAD && ft != TESS_FEATURE_CITY)
        continue;
      root = tess_find (nodes, (uint16_t) (pl->node + f));
      if (nodes[root].open != 0 || (nodes[root].flags & NODE_COMPLETE)
          || tess_root_listed (done, n_done, root))
        continue;
      done[n_done++] = root;
      nodes[root].flags |= NODE_COMPLETE;
      if (ft == TESS_FEATURE_CITY && st->def->rules.goods)
        tess_take_goods (st, root);
      if (nodes[root].followers > 0)
        {
          score_set (st, root, true, fn, user_data);
          return_followers (st, root);
        }
    }

  /* Monasteries on this tile and around it. */
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      {
        int n = tess_placed_at (st, pl->x + dx, pl->y + dy);
        const TessPlaced *mp;
        int mf;
        uint16_t node;

        if (n < 0)
          continue;
        mp = &st_placed (st)[n];
        mf = st->def->types[mp->type].monastery;
        if (mf < 0)
          continue;
        node = (uint16_t) (mp->node + mf);
        if ((nodes[node].flags & NODE_COMPLETE) || tess_monastery_tiles (st, mp->x, mp->y) < 9)
          continue;
        nodes[node].flags |= NODE_COMPLETE;
        if (nodes[node].followers > 0)
          {
            score_set (st, node, true, fn, user_data);
            return_followers (st, node);
          }
      }
}

/* ------------------------------------------------------------- final */

static int
cmp_u32 (const void *a, const void *b)
{
  uint32_t x = *(const uint32_t *) a, y = *(const uint32_t *) b;
  return x < y ? -1 : x > y;
}

static void
score_farms (TessState *st, TessEventFn fn, void *user_data)
{
  TessNode *nodes = st_nodes (st);
  const TessPlaced *placed = st_placed (st);
  TessFarmScoring mode = st->def->rules.farm_scoring;
  uint32_t *pairs;
  int n_pairs = 0, max_pairs = 0;
  bool any_farmer = false;

  for (int i = 0; i < st->n_foll && !any_farmer; i++)
    any_farmer = (nodes[st_foll (st)[i].node].flags & 7) == TESS_FEATURE_FIELD;
  if (!any_farmer)
    return;

  for (int p = 0; p < st->n_placed; p++)
    {
      const TessTileDef *d = &st->def->types[placed[p].type].def;
      for (int f = 0; f < d->n_features; f++)
        max_pairs += tess_popcount (d->features[f].cities);
    }
  if (max_pairs == 0)
    return;
  pairs = malloc ((size_t) max_pairs * sizeof *pairs);
  if (pairs == NULL)
    return;

  /* (farm, completed city) pairs, as farm << 16 | city, or the other way
   * round for the first edition, which scores city by city. */
  for (int p = 0; p < st->n_placed; p++)
    {
      const TessTileDef *d = &st->def->types[placed[p].type].def;

      for (int f = 0; f < d->n_features; f++)
        {
          uint16_t farm;

          if (!d->features[f].cities)
            continue;
          farm = tess_find (nodes, (uint16_t) (placed[p].node + f));
          for (int c = 0; c < d->n_features; c++)
            if (d->features[f].cities & (1u << c))
              {
                uint16_t city = tess_find (nodes, (uint16_t) (placed[p].node + c));
                if (!(nodes[city].flags & NODE_COMPLETE))
                  continue;
                pairs[n_pairs++] = mode == TESS_FARM_FIRST
                                   ? ((uint32_t) city << 16 | farm)
                                   : ((uint32_t) farm << 16 | city);
              }
        }
    }
  qsort (pairs, (size_t) n_pairs, sizeof *pairs, cmp_u32);
  {
    int w = 0;
    for (int i = 0; i < n_pairs; i++)
      if (w == 0 || pairs[w - 1] != pairs[i])
        pairs[w++] = pairs[i];
    n_pairs = w;
  }

  if (mode == TESS_FARM_FIRST)
    {
      for (int i = 0; i < n_pairs;)
        {
          uint16_t city = (uint16_t) (pairs[i] >> 16);
          TessEvent ev;
          int best = 0;

          memset (&ev, 0, sizeof ev);
          for (; i < n_pairs && (pairs[i] >> 16) == city; i++)
            {
              uint8_t counts[TESS_MAX_PLAYERS], own, out;
              tess_majority (st, (uint16_t) (pairs[i] & 0xffff), counts, &own, &out);
              count_big (st, (uint16_t) (pairs[i] & 0xffff), ev.big);
              for (int p = 0; p < st->n_players; p++)
                ev.followers[p] = (uint8_t) (ev.followers[p] + counts[p]);
            }
          for (int p = 0; p < st->n_players; p++)
            if (ev.followers[p] > best)
              best = ev.followers[p];
          if (best == 0)
            continue;
          for (int p = 0; p < st->n_players; p++)
            {
              if (ev.followers[p] == best)
                ev.scorers |= (uint8_t) (1u << p);
              else if (ev.followers[p] > 0)
                ev.outvoted |= (uint8_t) (1u << p);
            }
          ev.move = st->n_moves + 1;
          ev.final = true;
          ev.feature = TESS_FEATURE_FIELD;
          ev.tiles = tess_count_tiles (st, city);
          ev.shields = nodes[city].shields;
          ev.cities = 1;
          ev.points = tess_farm_points (&st->def->rules, 1, false, &ev.rule);
          emit (st, &ev, city, fn, user_data);
        }
    }
  else if (mode == TESS_FARM_THIRD)
    {
      for (int i = 0; i < n_pairs;)
        {
          uint16_t farm = (uint16_t) (pairs[i] >> 16);
          TessEvent ev;
          int cities = 0;

          for (; i < n_pairs && (pairs[i] >> 16) == farm; i++)
            cities++;
          if (nodes[farm].followers == 0)
            continue;
          memset (&ev, 0, sizeof ev);
          tess_majority (st, farm, ev.followers, &ev.scorers, &ev.outvoted);
          count_big (st, farm, ev.big);
          ev.move = st->n_moves + 1;
          ev.final = true;
          ev.feature = TESS_FEATURE_FIELD;
          ev.tiles = tess_count_tiles (st, farm);
          ev.cities = cities;
          ev.points = tess_farm_points (&st->def->rules, cities, false, &ev.rule);
          emit_farm (st, &ev, farm, tess_farm_pigs (st, farm), fn, user_data);
        }
    }
  else
    {
      /* Second edition: each player counts each city once, however many
       * of the farms around it the player owns. */
      uint8_t *owned = calloc (2 * (size_t) st->n_nodes, 1);
      uint8_t *owned_pig = owned + st->n_nodes;   /* by a farm with the owner's pig */
      uint16_t first_farm[TESS_MAX_PLAYERS];
      int n_farms[TESS_MAX_PLAYERS] = { 0 };

      if (owned == NULL)
        {
          free (pairs);
          return;
        }
      for (int i = 0; i < n_pairs;)
        {
          uint16_t farm = (uint16_t) (pairs[i] >> 16);
          uint8_t counts[TESS_MAX_PLAYERS], own = 0, out = 0, pigs;

          if (nodes[farm].followers > 0)
            tess_majority (st, farm, counts, &own, &out);
          pigs = own ? tess_farm_pigs (st, farm) & own : 0;
          for (int p = 0; p < st->n_players; p++)
            if (own & (1u << p))
              {
                if (n_farms[p]++ == 0)
                  first_farm[p] = farm;
              }
          for (; i < n_pairs && (pairs[i] >> 16) == farm; i++)
            {
              owned[pairs[i] & 0xffff] |= own;
              owned_pig[pairs[i] & 0xffff] |= pigs;
            }
        }
      for (int p = 0; p < st->n_players; p++)
        {
          TessEvent ev;
          int cities = 0, pig_cities = 0;

          for (int n = 0; n < st->n_nodes; n++)
            if (owned_pig[n] & (1u << p))
              pig_cities++;
            else if (owned[n] & (1u << p))
              cities++;
          if (pig_cities > 0)
            {
              /* The cities a farm with the player's pig supplies: 4 each. */
              memset (&ev, 0, sizeof ev);
              ev.move = st->n_moves + 1;
              ev.final = true;
              ev.feature = TESS_FEATURE_FIELD;
              ev.scorers = ev.pigs = (uint8_t) (1u << p);
              ev.followers[p] = (uint8_t) n_farms[p];
              ev.tiles = tess_count_tiles (st, first_farm[p]);
              ev.cities = pig_cities;
              ev.points = tess_farm_points (&st->def->rules, pig_cities, true, &ev.rule);
              emit (st, &ev, first_farm[p], fn, user_data);
            }
          if (cities == 0)
            continue;
          memset (&ev, 0, sizeof ev);
          ev.move = st->n_moves + 1;
          ev.final = true;
          ev.feature = TESS_FEATURE_FIELD;
          ev.scorers = (uint8_t) (1u << p);
          ev.followers[p] = (uint8_t) n_farms[p];
          ev.tiles = tess_count_tiles (st, first_farm[p]);
          ev.cities = cities;
          ev.points = tess_farm_points (&st->def->rules, cities, false, &ev.rule);
          emit (st, &ev, first_farm[p], fn, user_data);
        }
      free (owned);
    }
  free (pairs);
}

void
tess_state_final_scoring (TessState *st, TessEventFn fn, void *user_data)
{
  TessNode *nodes = st_nodes (st);
  const TessFollower *foll = st_foll (st);
  uint16_t done[TESS_MAX_PLAYERS * TESS_MAX_FIGURES];
  int n_done = 0;

  if (st->final_scored)
    return;
  st->final_scored = 1;

  /* Incomplete roads, cities and monasteries holding followers, in the
   * order their followers were placed. */
  for (int i = 0; i < st->n_foll; i++)
    {
      uint16_t root = tess_find (nodes, foll[i].node);
      TessFeatureType type = nodes[root].flags & 7;

      if (type == TESS_FEATURE_FIELD || (nodes[root].flags & NODE_COMPLETE)
          || tess_root_listed (done, n_done, root))
        continue;
      done[n_done++] = root;
      if (st->def->rules.score_incomplete)
        score_set (st, root, false, fn, user_data);
    }

  score_farms (st, fn, user_data);
  if (st->def->rules.goods)
    tess_score_goods (st, fn, user_data);
}

/* ------------------------------------------------------------- info */

/* Counts the distinct cities a farm borders, completed or not. */
void
tess_farm_cities (TessState *st, uint16_t root, int *complete, int *incomplete)
{
  TessNode *nodes = st_nodes (st);
  const TessPlaced *placed = st_placed (st);
  uint16_t n = root;

  *complete = *incomplete = 0;
  for (int pass = 0; pass < 2; pass++)
    {
      /* First pass counts and marks each city; the second clears the marks. */
      do
        {
          const TessPlaced *mp = &placed[nodes[n].tile];
          const TessTileDef *d = &st->def->types[mp->type].def;
          uint16_t cities = d->features[n - mp->node].cities;

          for (int c = 0; cities && c < d->n_features; c++)
            if (cities & (1u << c))
              {
                uint16_t city = tess_find (nodes, (uint16_t) (mp->node + c));

                if (pass == 1)
                  nodes[city].flags &= (uint8_t) ~NODE_MARK;
                else if (!(nodes[city].flags & NODE_MARK))
                  {
                    nodes[city].flags |= NODE_MARK;
                    if (nodes[city].flags & NODE_COMPLETE)
                      (*complete)++;
                    else
                      (*incomplete)++;
                  }
              }
          n = nodes[n].next;
        }
      while (n != root);
    }
}

bool
tess_state_feature_info (TessState *st, int placement, int feature, TessFeatureInfo *info)
{
  TessNode *nodes = st_nodes (st);
  const TessPlaced *pl;
  uint16_t root;
  uint8_t out;
  TessScoreRule rule;

  memset (info, 0, sizeof *info);
  if (placement < 0 || placement >= st->n_placed)
    return false;
  pl = &st_placed (st)[placement];
  if (feature < 0 || feature >= st->def->types[pl->type].def.n_features)
    return false;
  root = tess_find (nodes, (uint16_t) (pl->node + feature));
  info->type = nodes[root].flags & 7;
  info->completed = (nodes[root].flags & NODE_COMPLETE) != 0;
  if (info->type == TESS_FEATURE_MONASTERY)
    {
      info->tiles = tess_monastery_tiles (st, pl->x, pl->y);
      info->completed = info->tiles == 9;
    }
  else
    info->tiles = tess_count_tiles (st, root);
  info->shields = info->type == TESS_FEATURE_CITY ? nodes[root].shields : 0;
  info->open_sides = nodes[root].open;
  info->value = tess_feature_points (&st->def->rules, info->type, info->completed, info->tiles,
                                     info->shields, tess_set_modifiers (st, root), &rule);
  if (info->type == TESS_FEATURE_FIELD)
    {
      /* A farm's worth: the completed cities around it, at 3 each (as the
       * third edition scores a farm; the first edition's 4 a city go to
       * whoever has the most farmers around that city). */
      int complete, incomplete;
      TessRules third = st->def->rules;

      third.farm_scoring = TESS_FARM_THIRD;
      tess_farm_cities (st, root, &complete, &incomplete);
      tess_majority (st, root, info->followers, &info->owners, &out);
      /* A winner with a pig there scores 4 a city (Traders & Builders). */
      info->value = tess_farm_points (&third, complete,
                                      (tess_farm_pigs (st, root) & info->owners) != 0, &rule);
      return true;
    }
  tess_majority (st, root, info->followers, &info->owners, &out);
  return true;
}

void
tess_state_feature_members (TessState *st, int placement, int feature,
                            void (*fn) (int placement, int feature, void *data),
                            void *data)
{
  TessNode *nodes = st_nodes (st);
  const TessPlaced *placed = st_placed (st);
  uint16_t root, n;

  if (placement < 0 || placement >= st->n_placed)
    return;
  if (feature < 0 || feature >= st->def->types[placed[placement].type].def.n_features)
    return;
  root = tess_find (nodes, (uint16_t) (placed[placement].node + feature));
  n = root;
  do
    {
      fn (nodes[n].tile, n - placed[nodes[n].tile].node, data);
      n = nodes[n].next;
    }
  while (n != root);
}
