/* tess-def.c: the immutable definition of a game
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tess-engine-private.h"

static const char *const farm_names[] = { "third", "second", "first" };
static const char *const first_names[] = { "listed", "random", "most_roads" };

void
tess_rules_init_default (TessRules *rules)
{
  memset (rules, 0, sizeof *rules);
  rules->farm_scoring = TESS_FARM_THIRD;
  rules->small_city = false;
  rules->score_incomplete = true;
  rules->followers = 7;
  rules->hand = 1;
  rules->unplaceable = TESS_UNPLACEABLE_DISCARD;
  rules->river = false;
}

int
tess_rules_figures (const TessRules *rules, TessFigure kind)
{
  switch (kind)
    {
    case TESS_FIGURE_FOLLOWER:
      return rules->followers;
    case TESS_FIGURE_BIG:
      return rules->big_follower;
    case TESS_FIGURE_BUILDER:
      return rules->builder;
    case TESS_FIGURE_PIG:
      return rules->pig;
    case TESS_N_FIGURES:
    default:
      return 0;
    }
}

const char *
tess_farm_scoring_name (TessFarmScoring f)
{
  if ((int) f < 0 || (int) f > 2)
    return "?";
  return farm_names[f];
}

int
tess_farm_scoring_from_name (const char *name)
{
  if (name == NULL)
    return -1;
  for (int i = 0; i < 3; i++)
    if (strcmp (name, farm_names[i]) == 0)
      return i;
  return -1;
}

const char *
tess_first_player_name (TessFirstPlayer f)
{
  if ((int) f < 0 || (int) f > 2)
    return "?";
  return first_names[f];
}

int
tess_first_player_from_name (const char *name)
{
  if (name == NULL)
    return -1;
  for (int i = 0; i < 3; i++)
    if (strcmp (name, first_names[i]) == 0)
      return i;
  return -1;
}

static uint16_t
rotate_ports (uint16_t ports, int rot)
{
  uint16_t out = 0;

  for (int p = 0; p < TESS_N_PORTS; p++)
    if (ports & (1u << p))
      out |= (uint16_t) (1u << tess_port_rotate (p, rot));
  return out;
}

static bool
same_layout (const TessType *t, int a, int b)
{
  const TessTileDef *d = &t->def;

  for (int i = 0; i < d->n_features; i++)
    {
      bool found = false;

      for (int j = 0; j < d->n_features && !found; j++)
        found = d->features[j].type == d->features[i].type
                && d->features[j].shield == d->features[i].shield
                && d->features[j].value == d->features[i].value
                && d->features[j].goods == d->features[i].goods
                && t->rot[b].fports[j] == t->rot[a].fports[i];
      if (!found)
        return false;
    }
  return true;
}

static void
prepare_type (TessType *t)
{
  const TessTileDef *d = &t->def;

  t->monastery = -1;
  for (int i = 0; i < d->n_features; i++)
    if (d->features[i].type == TESS_FEATURE_MONASTERY)
      t->monastery = (int8_t) i;

  for (int r = 0; r < 4; r++)
    {
      TessRot *rot = &t->rot[r];

      memset (rot->port_feat, -1, sizeof rot->port_feat);
      rot->sig = 0;
      rot->river_sides = 0;
      for (int i = 0; i < d->n_features; i++)
        {
          rot->fports[i] = rotate_ports (d->features[i].ports, r);
          for (int p = 0; p < TESS_N_PORTS; p++)
            if (rot->fports[i] & (1u << p))
              rot->port_feat[p] = (int8_t) i;
        }
      for (int s = 0; s < 4; s++)
        {
          TessSideType side = tess_tile_side (d, (s - r) & 3);
          rot->sig |= (uint8_t) (side << (2 * s));
          if (side == TESS_SIDE_RIVER)
            rot->river_sides |= (uint8_t) (1u << s);
        }
    }

  t->unique_rots = 1;
  for (int r = 1; r < 4; r++)
    {
      bool unique = true;
      for (int q = 0; q < r && unique; q++)
        if (t->rot[q].sig == t->rot[r].sig && same_layout (t, r, q) && same_layout (t, q, r))
          unique = false;
      if (unique)
        t->unique_rots |= (uint8_t) (1u << r);
    }
}

static size_t
align8 (size_t n)
{
  return (n + 7) & ~(size_t) 7;
}

#define FAIL(...) do { if (err && errlen) snprintf (err, errlen, __VA_ARGS__); tess_def_free (def); return NULL; } while (0)

TessDef *
tess_def_new (const TessTileSet *sets,
              int                n_sets,
              const TessRules   *rules,
              int                n_players,
              char              *err,
              size_t             errlen)
{
  TessDef *def = calloc (1, sizeof *def);
  int river_set = -1, n = 0, total = 0, max_nodes = 0, cells;
  int start_set = -1, last_type = -1;
  int *seg_fill;

  if (def == NULL)
    {
      if (err && errlen)
        snprintf (err, errlen, "out of memory");
      return NULL;
    }
  def->rules = *rules;
  def->start_type = -1;

  if (n_players < 2 || n_players > TESS_MAX_PLAYERS)
    FAIL ("a game has 2 to %d players, not %d", TESS_MAX_PLAYERS, n_players);
  if (rules->followers < 1 || rules->followers > TESS_MAX_FOLLOWERS)
    FAIL ("each player has 1 to %d followers, not %d", TESS_MAX_FOLLOWERS, rules->followers);
  if (rules->big_follower < 0 || rules->big_follower > 1 || rules->builder < 0 || rules->builder > 1
      || rules->pig < 0 || rules->pig > 1)
    FAIL ("each player has no or one big follower, builder and pig");
  if (rules->hand < 1 || rules->hand > TESS_MAX_HAND)
    FAIL ("a hand holds 1 to %d tiles, not %d", TESS_MAX_HAND, rules->hand);
  if ((int) rules->farm_scoring < 0 || (int) rules->farm_scoring > 2)
    FAIL ("unknown farm scoring");
  if ((int) rules->first_player < 0 || (int) rules->first_player > 2)
    FAIL ("unknown rule for who starts");
  if ((rules->table_width == 0) != (rules->table_height == 0)
      || rules->table_width < 0 || rules->table_width > TESS_MAX_TABLE
      || rules->table_height < 0 || rules->table_height > TESS_MAX_TABLE)
    FAIL ("a table is 1 to %d tiles wide and high, not %d by %d", TESS_MAX_TABLE,
          rules->table_width, rules->table_height);
  if (n_sets < 1)
    FAIL ("a game needs at least one tile set");
  def->n_players = n_players;
  if (rules->table_width > 0)
    {
      def->table = true;
      def->tx0 = -((rules->table_width - 1) / 2);
      def->tx1 = def->tx0 + rules->table_width - 1;
      def->ty0 = -((rules->table_height - 1) / 2);
      def->ty1 = def->ty0 + rules->table_height - 1;
    }

  for (int s = 0; s < n_sets; s++)
    {
      bool has_river = false;

      if (sets[s].n_tiles < 1)
        FAIL ("tile set %s has no tiles", sets[s].id);
      for (int i = 0; i < sets[s].n_tiles; i++)
        {
          char why[256];

          if (!tess_tile_validate (&sets[s].tiles[i], why, sizeof why))
            FAIL ("tile set %s: %s", sets[s].id, why);
          has_river |= tess_tile_has_river (&sets[s].tiles[i]);
          total += sets[s].tiles[i].count;
          max_nodes += sets[s].tiles[i].count * sets[s].tiles[i].n_features;
          if (total > TESS_MAX_TILES)
            FAIL ("a game has at most %d tiles", TESS_MAX_TILES);
        }
      n += sets[s].n_tiles;
      if (sets[s].start >= sets[s].n_tiles || sets[s].last >= sets[s].n_tiles)
        FAIL ("tile set %s: its start or last tile is not in the set", sets[s].id);
      if (has_river)
        {
          if (river_set >= 0)
            FAIL ("only one tile set may hold river tiles");
          river_set = s;
        }
      else if (start_set < 0 && sets[s].start >= 0)
        start_set = s;
    }
  if (n > TESS_MAX_TYPES)
    FAIL ("a game has at most %d kinds of tile", TESS_MAX_TYPES);
  if (max_nodes >= 0xffff)
    FAIL ("the tiles of this game have too many features");
  if (rules->river && river_set < 0)
    FAIL ("the river rule needs a tile set with river tiles");
  if (!rules->river && river_set >= 0)
    FAIL ("tile set %s holds river tiles, so the river rule must be on", sets[river_set].id);
  if (rules->river && (sets[river_set].start < 0 || sets[river_set].last < 0
                       || sets[river_set].start == sets[river_set].last))
    FAIL ("tile set %s needs a start tile (the spring) and a last tile (the lake)",
          sets[river_set].id);
  if (!rules->river && start_set < 0)
    FAIL ("no tile set names a start tile");

  def->types = calloc ((size_t) n, sizeof *def->types);
  def->bag_init = calloc ((size_t) total + 1, sizeof *def->bag_init);
  if (def->types == NULL || def->bag_init == NULL)
    FAIL ("out of memory");
  def->n_types = n;
  n = 0;
  for (int s = 0; s < n_sets; s++)
    for (int i = 0; i < sets[s].n_tiles; i++, n++)
      {
        TessType *t = &def->types[n];

        t->def = sets[s].tiles[i];
        t->def.id[TESS_ID_LEN - 1] = '\0';
        for (int k = 0; k < n; k++)
          if (strcmp (def->types[k].def.id, t->def.id) == 0)
            FAIL ("two tiles are called %s", t->def.id);
        t->set = s;
        t->river_set = (s == river_set);
        prepare_type (t);
        if (rules->river && s == river_set && i == sets[s].start)
          def->start_type = n;
        if (rules->river && s == river_set && i == sets[s].last)
          last_type = n;
        if (!rules->river && s == start_set && i == sets[s].start)
          def->start_type = n;
      }

  /* Segments: the river (spring and lake excluded), the lake, the rest. */
  def->n_seg = rules->river ? 3 : 1;
  for (int t = 0; t < def->n_types; t++)
    {
      int c = def->types[t].def.count;
      int seg = 0;

      if (t == def->start_type)
        c--;
      if (rules->river)
        {
          if (t == last_type)
            {
              c--;
              def->seg_len[1]++;
            }
          seg = def->types[t].river_set ? 0 : 2;
        }
      def->seg_len[seg] += c;
    }
  seg_fill = calloc (3, sizeof *seg_fill);
  if (seg_fill == NULL)
    FAIL ("out of memory");
  seg_fill[1] = def->seg_len[0];
  seg_fill[2] = def->seg_len[0] + def->seg_len[1];
  for (int t = 0; t < def->n_types; t++)
    {
      int c = def->types[t].def.count;
      int seg = rules->river ? (def->types[t].river_set ? 0 : 2) : 0;

      if (t == def->start_type)
        c--;
      if (rules->river && t == last_type)
        {
          c--;
          def->bag_init[seg_fill[1]++] = (uint16_t) t;
        }
      for (int k = 0; k < c; k++)
        def->bag_init[seg_fill[seg]++] = (uint16_t) t;
    }
  free (seg_fill);
  def->n_bag = total - 1;
  if (!rules->river)
    def->seg_len[0] = def->n_bag;

  def->total_tiles = total;
  def->max_nodes = max_nodes;
  def->max_frontier = 2 * total + 4;
  def->max_followers = 0;
  for (int k = 0; k < TESS_N_FIGURES; k++)
    def->max_followers += n_players * tess_rules_figures (rules, (TessFigure) k);
  cells = total + def->max_frontier;
  def->hash_bits = 4;
  while ((1 << def->hash_bits) < 2 * cells)
    def->hash_bits++;

  def->off_placed = align8 (sizeof (TessState));
  def->off_nodes = align8 (def->off_placed + (size_t) total * sizeof (TessPlaced));
  def->off_cells = align8 (def->off_nodes + (size_t) max_nodes * sizeof (TessNode));
  def->off_front = align8 (def->off_cells + ((size_t) 1 << def->hash_bits) * sizeof (TessCell));
  def->off_bag = align8 (def->off_front + (size_t) def->max_frontier * sizeof (TessFront));
  def->off_foll = align8 (def->off_bag + (size_t) total * sizeof (uint16_t));
  def->off_remain = align8 (def->off_foll + (size_t) def->max_followers * sizeof (TessFollower));
  def->off_start = align8 (def->off_remain + (size_t) def->n_types * sizeof (uint16_t));
  /* The most_roads draw only where the rule is on: other states keep their size. */
  def->size = align8 (def->off_start
                      + (rules->first_player == TESS_FIRST_MOST_ROADS
                         ? (size_t) TESS_MAX_START_ROUNDS * (size_t) n_players * sizeof (uint16_t)
                         : 0));
  return def;
}

void
tess_def_free (TessDef *def)
{
  if (def == NULL)
    return;
  free (def->types);
  free (def->bag_init);
  free (def);
}

const TessRules *tess_def_rules (const TessDef *def) { return &def->rules; }
int tess_def_n_players (const TessDef *def) { return def->n_players; }
int tess_def_n_types (const TessDef *def) { return def->n_types; }
int tess_def_start_type (const TessDef *def) { return def->start_type; }
int tess_def_total_tiles (const TessDef *def) { return def->total_tiles; }
size_t tess_def_state_size (const TessDef *def) { return def->size; }
int tess_def_max_placements (const TessDef *def) { return 4 * def->max_frontier; }

int
tess_def_road_ends (const TessDef *def, int type)
{
  int n = 0;

  if (type < 0 || type >= def->n_types)
    return 0;
  for (int s = 0; s < 4; s++)
    if (TESS_SIG_SIDE (def->types[type].rot[0].sig, s) == TESS_SIDE_ROAD)
      n++;
  return n;
}

bool
tess_def_table (const TessDef *def, int *x0, int *y0, int *x1, int *y1)
{
  if (x0) *x0 = def->tx0;
  if (y0) *y0 = def->ty0;
  if (x1) *x1 = def->tx1;
  if (y1) *y1 = def->ty1;
  return def->table;
}

bool
tess_def_on_table (const TessDef *def, int x, int y)
{
  return tess_on_table (def, x, y);
}

const TessTileDef *
tess_def_tile (const TessDef *def, int type)
{
  if (type < 0 || type >= def->n_types)
    return NULL;
  return &def->types[type].def;
}

int
tess_def_type_set (const TessDef *def, int type)
{
  if (type < 0 || type >= def->n_types)
    return -1;
  return def->types[type].set;
}

int
tess_def_find_type (const TessDef *def, const char *id)
{
  if (id == NULL)
    return -1;
  for (int t = 0; t < def->n_types; t++)
    if (strcmp (def->types[t].def.id, id) == 0)
      return t;
  return -1;
}

bool
tess_def_is_river_type (const TessDef *def, int type)
{
  return type >= 0 && type < def->n_types && def->types[type].river_set;
}

int
tess_def_feature_at (const TessDef *def, int type, int rot, int port)
{
  if (type < 0 || type >= def->n_types || port < 0 || port >= TESS_N_PORTS)
    return -1;
  return def->types[type].rot[rot & 3].port_feat[port];
}

uint16_t
tess_def_feature_ports (const TessDef *def, int type, int rot, int feature)
{
  if (type < 0 || type >= def->n_types || feature < 0
      || feature >= def->types[type].def.n_features)
    return 0;
  return def->types[type].rot[rot & 3].fports[feature];
}
