/* tess-state.c: the board, the bag and the flow of turns
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "tess-engine-private.h"

static const char *const error_messages[TESS_N_ERRORS] = {
  [TESS_OK] = "no error",
  [TESS_ERR_GAME_OVER] = "the game is over",
  [TESS_ERR_NO_TILE] = "no tile has been drawn",
  [TESS_ERR_NOT_IN_HAND] = "that is not the tile the player holds",
  [TESS_ERR_NOT_IN_BAG] = "no such tile is left in the bag",
  [TESS_ERR_ORDER] = "the river tiles come first and the lake last",
  [TESS_ERR_OCCUPIED] = "a tile already lies on that cell",
  [TESS_ERR_NOT_ADJACENT] = "the tile touches no placed tile by a side",
  [TESS_ERR_MISMATCH] = "a side does not match its neighbour",
  [TESS_ERR_RIVER_END] = "a river tile must continue the river at its open end",
  [TESS_ERR_RIVER_TURN] = "the river may not turn back or run into other tiles",
  [TESS_ERR_BAD_ROTATION] = "the rotation must be 0, 90, 180 or 270 degrees",
  [TESS_ERR_BAD_FEATURE] = "the tile has no such feature",
  [TESS_ERR_NO_FOLLOWERS] = "the player has no follower left in the supply",
  [TESS_ERR_FEATURE_TAKEN] = "that road, city or farm already holds a follower",
  [TESS_ERR_RIVER_FOLLOWER] = "followers never go on a river",
  [TESS_ERR_CAN_PLACE] = "the tile fits somewhere, so it cannot be discarded",
  [TESS_ERR_OFF_TABLE] = "the cell lies beyond the table's edge",
  [TESS_ERR_NO_START] = "who starts is not decided yet",
  [TESS_ERR_NO_FIGURE] = "the player has no figure of that kind left",
  [TESS_ERR_FIGURE_PLACE] = "that kind of figure may not go on that feature",
};

const char *
tess_error_message (TessError err)
{
  if ((int) err < 0 || err >= TESS_N_ERRORS)
    return "unknown error";
  return error_messages[err];
}

/* ------------------------------------------------------------- cells */

/* The cell at (x, y), added to the table when it is not there yet. */
static TessCell *
cell_get (TessState *st, int x, int y)
{
  uint32_t key = tess_cell_key (x, y);
  TessCell *cell = &st_cells (st)[tess_cell_slot (st, key)];

  if (cell->key == TESS_CELL_EMPTY)
    {
      cell->key = key;
      cell->tile = -1;
      cell->front = -1;
    }
  return cell;
}

static void
front_remove (TessState *st, TessCell *cell)
{
  TessFront *front = st_front (st);
  int i = cell->front;
  int last = --st->n_front;

  if (i != last)
    {
      front[i] = front[last];
      cell_get (st, front[i].x, front[i].y)->front = (int16_t) i;
    }
  cell->front = -1;
}

/* ------------------------------------------------------------- setup */

TessState *
tess_state_new (const TessDef *def)
{
  TessState *st = malloc (def->size);

  if (st != NULL)
    {
      memset (st, 0, sizeof *st);
      st->size = (uint32_t) def->size;
      st->def = def;
    }
  return st;
}

void
tess_state_free (TessState *st)
{
  free (st);
}

void
tess_state_copy (TessState *dst, const TessState *src)
{
  memcpy (dst, src, src->size);
}

TessState *
tess_state_dup (const TessState *src)
{
  TessState *st = malloc (src->size);

  if (st != NULL)
    memcpy (st, src, src->size);
  return st;
}

static void place_tile (TessState *st, int type, int x, int y, int rot);
static void fill_hand (TessState *st);
static void deal_first (TessState *st);

void
tess_state_init (TessState *st, const TessDef *def, bool seeded, uint64_t seed)
{
  TessCell *cells;
  uint16_t *bag, *remain;
  int pos = 0;

  memset (st, 0, sizeof *st);
  st->size = (uint32_t) def->size;
  st->def = def;
  st->n_players = (uint8_t) def->n_players;
  st->seeded = seeded;
  st->river_dir = -1;
  for (int p = 0; p < def->n_players; p++)
    for (int k = 0; k < TESS_N_FIGURES; k++)
      st->supply[p][k] = (uint8_t) tess_rules_figures (&def->rules, (TessFigure) k);

  cells = st_cells (st);
  for (int i = 0; i < (1 << def->hash_bits); i++)
    cells[i].key = TESS_CELL_EMPTY;

  bag = st_bag (st);
  memcpy (bag, def->bag_init, (size_t) def->n_bag * sizeof *bag);
  st->bag_len = (uint16_t) def->n_bag;
  st->n_seg = (uint8_t) def->n_seg;
  tess_rng_seed (&st->rng, seed);
  for (int s = 0; s < def->n_seg; s++)
    {
      if (seeded)
        tess_rng_shuffle (&st->rng, bag + pos, def->seg_len[s]);
      pos += def->seg_len[s];
      st->seg_end[s] = (uint16_t) pos;
    }

  remain = st_remain (st);
  memset (remain, 0, (size_t) def->n_types * sizeof *remain);
  if (def->size > def->off_start)
    memset (st_start (st), 0, def->size - def->off_start);
  for (int i = 0; i < def->n_bag; i++)
    remain[bag[i]]++;

  place_tile (st, def->start_type, 0, 0, 0);
  tess_choose_first (st);
  if (seeded)
    deal_first (st);
}

/* ------------------------------------------------------------- bag */

static int
current_segment_end (const TessState *st)
{
  for (int s = 0; s < st->n_seg; s++)
    if (st->bag_pos < st->seg_end[s])
      return st->seg_end[s];
  return st->bag_len;
}

/* Whether a player holds a river tile. */
static bool
river_in_hands (const TessState *st)
{
  for (int p = 0; p < st->n_players; p++)
    for (int h = 0; h < st->hand_n[p]; h++)
      if (st->def->types[st->hand[p][h]].river_set)
        return true;
  return false;
}

/* With hands of several tiles, the parts of the bag still come one after
 * the other: the lake is drawn only when every other river tile is placed
 * or discarded, the rest of the tiles only when the lake is too. */
static bool
can_draw_next (const TessState *st)
{
  if (st->bag_pos >= st->bag_len)
    return false;
  if (st->n_seg == 1 || st->bag_pos < st->seg_end[0])
    return true;
  return !river_in_hands (st);
}

static void
fill_hand (TessState *st)
{
  uint16_t *bag = st_bag (st);
  int p = st->cur;

  while (st->hand_n[p] < st->def->rules.hand && can_draw_next (st))
    {
      uint16_t t = bag[st->bag_pos++];
      st_remain (st)[t]--;
      st->hand[p][st->hand_n[p]++] = t;
    }
}

/* The first hands: the first player's, and with draw_early everyone's, in
 * turn order from the first player. */
static void
deal_first (TessState *st)
{
  int first = st->cur;

  fill_hand (st);
  if (!st->def->rules.draw_early)
    return;
  for (int k = 1; k < st->n_players; k++)
    {
      st->cur = (uint8_t) ((first + k) % st->n_players);
      fill_hand (st);
    }
  st->cur = (uint8_t) first;
}

/* Where the next draw of that type lies in the bag, -1 with why not:
 * the part of the bag now in play holds none (TESS_ERR_ORDER when a later
 * part does). */
int
tess_bag_find (const TessState *st, int type, TessError *err)
{
  const uint16_t *bag = st_cbag (st);
  int end = current_segment_end (st);

  for (int i = st->bag_pos; i < st->bag_len; i++)
    if (bag[i] == type)
      {
        if (i >= end)
          {
            *err = TESS_ERR_ORDER;
            return -1;
          }
        return i;
      }
  *err = TESS_ERR_NOT_IN_BAG;
  return -1;
}

/* TESS_ACTION_DRAW, checked. */
void
tess_apply_draw (TessState *st, int type)
{
  uint16_t *bag = st_bag (st);
  TessError err;
  int i = tess_bag_find (st, type, &err);

  assert (i >= 0);
  bag[i] = bag[st->bag_pos];
  bag[st->bag_pos++] = (uint16_t) type;
  st_remain (st)[type]--;
  st->hand[st->cur][st->hand_n[st->cur]++] = (uint16_t) type;
}

/* ------------------------------------------------------------- queries */

const TessDef *tess_state_def (const TessState *st) { return st->def; }
int tess_state_n_players (const TessState *st) { return st->n_players; }
int tess_state_current_player (const TessState *st) { return st->cur; }
int tess_state_tiles_left (const TessState *st) { return st->bag_len - st->bag_pos; }
int tess_state_n_moves (const TessState *st) { return st->n_moves; }
bool tess_state_is_seeded (const TessState *st) { return st->seeded; }
bool tess_state_is_final_scored (const TessState *st) { return st->final_scored; }
int tess_state_n_placed (const TessState *st) { return st->n_placed; }
int tess_state_n_frontier (const TessState *st) { return st->n_front; }
int tess_state_n_followers (const TessState *st) { return st->n_foll; }
int tess_state_hand_size (const TessState *st) { return st->hand_n[st->cur]; }

int
tess_state_score (const TessState *st, int player)
{
  return player >= 0 && player < st->n_players ? st->score[player] : 0;
}

int
tess_state_supply (const TessState *st, int player)
{
  return player >= 0 && player < st->n_players ? st->supply[player][TESS_FIGURE_FOLLOWER] : 0;
}

int
tess_state_figures (const TessState *st, int player, TessFigure kind)
{
  if (player < 0 || player >= st->n_players || (int) kind < 0 || kind >= TESS_N_FIGURES)
    return 0;
  return st->supply[player][kind];
}

bool
tess_state_is_over (const TessState *st)
{
  if (st->bag_pos < st->bag_len)
    return false;
  for (int p = 0; p < st->n_players; p++)
    if (st->hand_n[p] > 0)
      return false;
  return true;
}

int
tess_state_remaining (const TessState *st, int type)
{
  if (type < 0 || type >= st->def->n_types)
    return 0;
  return st_cremain (st)[type];
}

int
tess_state_hand_tile (const TessState *st, int i)
{
  if (i < 0 || i >= st->hand_n[st->cur])
    return -1;
  return st->hand[st->cur][i];
}

int
tess_state_player_hand_size (const TessState *st, int player)
{
  return player >= 0 && player < st->n_players ? st->hand_n[player] : 0;
}

int
tess_state_player_hand_tile (const TessState *st, int player, int i)
{
  if (player < 0 || player >= st->n_players || i < 0 || i >= st->hand_n[player])
    return -1;
  return st->hand[player][i];
}

int
tess_state_current_tile (const TessState *st)
{
  return tess_state_hand_tile (st, 0);
}

void
tess_state_placed (const TessState *st, int i, int *x, int *y, int *type, int *rot)
{
  const TessPlaced *pl = &st_cplaced (st)[i];

  assert (i >= 0 && i < st->n_placed);
  if (x) *x = pl->x;
  if (y) *y = pl->y;
  if (type) *type = pl->type;
  if (rot) *rot = pl->rot;
}

int
tess_state_tile_at (const TessState *st, int x, int y)
{
  return tess_placed_at (st, x, y);
}

void
tess_state_frontier (const TessState *st, int i, int *x, int *y)
{
  assert (i >= 0 && i < st->n_front);
  *x = st_cfront (st)[i].x;
  *y = st_cfront (st)[i].y;
}

bool
tess_state_river_open (const TessState *st, int *x, int *y, int *dir)
{
  if (st->river_dir < 0)
    return false;
  if (x) *x = st->river_x;
  if (y) *y = st->river_y;
  if (dir) *dir = st->river_dir;
  return true;
}

void
tess_state_follower (const TessState *st, int i, int *placement, int *feature, int *player)
{
  const TessFollower *f = &st_cfoll (st)[i];
  const TessNode *n = &st_cnodes (st)[f->node];
  int tile = n->tile;

  assert (i >= 0 && i < st->n_foll);
  if (placement) *placement = tile;
  if (feature) *feature = f->node - st_cplaced (st)[tile].node;
  if (player) *player = f->player;
}

TessFigure
tess_state_follower_kind (const TessState *st, int i)
{
  assert (i >= 0 && i < st->n_foll);
  return (TessFigure) st_cfoll (st)[i].kind;
}

/* ------------------------------------------------------------- placement */

/* Free for the river: on the table and empty. */
static bool
cell_free (const TessState *st, int x, int y)
{
  return tess_on_table (st->def, x, y) && tess_placed_at (st, x, y) < 0;
}

bool
tess_state_is_hole (const TessState *st, int x, int y)
{
  for (int s = 0; s < 4; s++)
    if (tess_placed_at (st, x + tess_dx[s], y + tess_dy[s]) < 0)
      return false;
  return true;
}

/* The river's new end must face free space: the cell ahead, the one after
 * it and the cells beside both. This rules out U-turns and dead ends. */
static bool
river_ahead_free (const TessState *st, int x, int y, int dir)
{
  int px = tess_dx[(dir + 1) & 3], py = tess_dy[(dir + 1) & 3];

  for (int k = 1; k <= 2; k++)
    {
      int cx = x + k * tess_dx[dir], cy = y + k * tess_dy[dir];
      if (!cell_free (st, cx, cy) || !cell_free (st, cx + px, cy + py)
          || !cell_free (st, cx - px, cy - py))
        return false;
    }
  return true;
}

static TessError
check_river (const TessState *st, const TessType *t, int x, int y, int rot)
{
  uint8_t out;

  if (st->river_dir < 0 || x != st->river_x || y != st->river_y)
    return TESS_ERR_RIVER_END;
  out = t->rot[rot].river_sides & (uint8_t) ~(1u << ((st->river_dir + 2) & 3));
  if (!(t->rot[rot].river_sides & (1u << ((st->river_dir + 2) & 3))))
    return TESS_ERR_RIVER_END;
  for (int s = 0; s < 4; s++)
    if ((out & (1u << s)) && !river_ahead_free (st, x, y, s))
      return TESS_ERR_RIVER_TURN;
  return TESS_OK;
}

TessError
tess_state_check_placement (const TessState *st, int type, int x, int y, int rot)
{
  const TessCell *cell;
  const TessFront *f;
  const TessType *t;

  if (type < 0 || type >= st->def->n_types)
    return TESS_ERR_NOT_IN_HAND;
  if (rot < 0 || rot > 3)
    return TESS_ERR_BAD_ROTATION;
  if (x < -TESS_MAX_TILES || x > TESS_MAX_TILES || y < -TESS_MAX_TILES || y > TESS_MAX_TILES)
    return TESS_ERR_NOT_ADJACENT;
  if (!tess_on_table (st->def, x, y))
    return TESS_ERR_OFF_TABLE;
  cell = tess_cell_lookup (st, x, y);
  if (cell != NULL && cell->tile >= 0)
    return TESS_ERR_OCCUPIED;
  if (cell == NULL || cell->front < 0)
    return TESS_ERR_NOT_ADJACENT;
  t = &st->def->types[type];
  f = &st_cfront (st)[cell->front];
  if ((t->rot[rot].sig & f->mask) != f->val)
    return TESS_ERR_MISMATCH;
  if (t->river_set)
    return check_river (st, t, x, y, rot);
  return TESS_OK;
}

int
tess_state_mismatched_side (const TessState *st, int type, int x, int y, int rot)
{
  if (type < 0 || type >= st->def->n_types || rot < 0 || rot > 3)
    return -1;
  for (int s = 0; s < 4; s++)
    {
      int n = tess_placed_at (st, x + tess_dx[s], y + tess_dy[s]);
      const TessPlaced *pl;

      if (n < 0)
        continue;
      pl = &st_cplaced (st)[n];
      if (TESS_SIG_SIDE (st->def->types[type].rot[rot].sig, s)
          != TESS_SIG_SIDE (st->def->types[pl->type].rot[pl->rot].sig, (s + 2) & 3))
        return s;
    }
  return -1;
}

/* The legal placements of a tile type, written once for both outputs:
 * as TessPlacement (pl) or as TessAction of kind PLACE without a figure
 * (act); inlined with one of them NULL. */
static inline int
list_placements (const TessState *st, int type, TessPlacement *pl, TessAction *act, int max)
{
  const TessType *t;
  const TessFront *front = st_cfront (st);
  int n = 0;

#define EMIT(px, py, r)                                                          \
  do                                                                             \
    {                                                                            \
      if (pl != NULL)                                                            \
        pl[n++] = (TessPlacement) { (px), (py), (uint8_t) (r) };                 \
      else                                                                       \
        act[n++] = (TessAction) { TESS_ACTION_PLACE,                             \
                                  { (uint16_t) type, (px), (py), (uint8_t) (r), -1, 0 } }; \
    }                                                                            \
  while (0)

  if (type < 0 || type >= st->def->n_types)
    return 0;
  t = &st->def->types[type];

  if (t->river_set)
    {
      for (int r = 0; r < 4 && n < max; r++)
        if ((t->unique_rots & (1u << r))
            && tess_state_check_placement (st, type, st->river_x, st->river_y, r) == TESS_OK)
          EMIT (st->river_x, st->river_y, r);
      return n;
    }

  for (int i = 0; i < st->n_front; i++)
    {
      const TessFront *f = &front[i];

      for (int r = 0; r < 4; r++)
        if ((t->unique_rots & (1u << r)) && (t->rot[r].sig & f->mask) == f->val && n < max)
          EMIT (f->x, f->y, r);
    }
#undef EMIT
  return n;
}

int
tess_state_placements (const TessState *st, int type, TessPlacement *out, int max)
{
  return list_placements (st, type, out, NULL, max);
}

int
tess_place_actions (const TessState *st, int type, TessAction *out, int max)
{
  return list_placements (st, type, NULL, out, max);
}

bool
tess_state_can_place (const TessState *st, int type)
{
  const TessType *t;
  const TessFront *front = st_cfront (st);

  if (type < 0 || type >= st->def->n_types)
    return false;
  t = &st->def->types[type];
  if (t->river_set)
    {
      for (int r = 0; r < 4; r++)
        if (tess_state_check_placement (st, type, st->river_x, st->river_y, r) == TESS_OK)
          return true;
      return false;
    }
  for (int i = 0; i < st->n_front; i++)
    for (int r = 0; r < 4; r++)
      if ((t->rot[r].sig & front[i].mask) == front[i].val)
        return true;
  return false;
}

/* Joins two sets. Connecting two side ports closes an open side on each. */
static void
unite (TessNode *nodes, uint16_t a, uint16_t b, int closes)
{
  uint16_t ra = tess_find (nodes, a), rb = tess_find (nodes, b), t;

  if (ra == rb)
    {
      nodes[ra].open = (uint16_t) (nodes[ra].open - closes);
      return;
    }
  nodes[rb].parent = ra;
  nodes[ra].open = (uint16_t) (nodes[ra].open + nodes[rb].open - closes);
  nodes[ra].shields = (uint16_t) (nodes[ra].shields + nodes[rb].shields);
  nodes[ra].followers = (uint8_t) (nodes[ra].followers + nodes[rb].followers);
  nodes[ra].flags |= nodes[rb].flags & (NODE_EDGE | NODE_INN | NODE_CATHEDRAL);
  t = nodes[ra].next;
  nodes[ra].next = nodes[rb].next;
  nodes[rb].next = t;
}

static void
place_tile (TessState *st, int type, int x, int y, int rot)
{
  const TessType *t = &st->def->types[type];
  const TessRot *r = &t->rot[rot];
  TessNode *nodes = st_nodes (st);
  TessPlaced *placed = st_placed (st);
  TessFront *front = st_front (st);
  int idx = st->n_placed++;
  uint16_t base = st->n_nodes;
  TessCell *cell;

  placed[idx] = (TessPlaced) { (int16_t) x, (int16_t) y, (uint16_t) type, base, (uint8_t) rot, 0 };
  for (int f = 0; f < t->def.n_features; f++)
    {
      TessNode *n = &nodes[base + f];
      n->parent = n->next = (uint16_t) (base + f);
      n->open = (uint16_t) tess_popcount (r->fports[f] & 0xfu);
      n->shields = t->def.features[f].shield ? 1 : 0;
      n->tile = (uint16_t) idx;
      n->followers = 0;
      n->flags = t->def.features[f].type;
      if (t->def.features[f].value & TESS_VALUE_INN)
        n->flags |= NODE_INN;
      if (t->def.features[f].value & TESS_VALUE_CATHEDRAL)
        n->flags |= NODE_CATHEDRAL;
    }
  st->n_nodes = (uint16_t) (base + t->def.n_features);

  cell = cell_get (st, x, y);
  if (cell->front >= 0)
    front_remove (st, cell);
  cell->tile = (int16_t) idx;

  for (int s = 0; s < 4; s++)
    {
      int nx = x + tess_dx[s], ny = y + tess_dy[s];
      int opp = (s + 2) & 3;
      TessCell *nc;

      if (st->def->table && !tess_on_table (st->def, nx, ny))
        {
          /* The table's edge: no cell there; with table_edges_complete it
           * closes a road or a city as an abbey would. */
          int f = r->port_feat[s];

          if (f >= 0 && st->def->rules.table_edges_complete
              && (t->def.features[f].type == TESS_FEATURE_ROAD
                  || t->def.features[f].type == TESS_FEATURE_CITY))
            {
              /* The root: a side before this one may have joined the set. */
              uint16_t root = tess_find (nodes, (uint16_t) (base + f));

              nodes[root].open--;
              nodes[root].flags |= NODE_EDGE;
            }
          continue;
        }
      nc = cell_get (st, nx, ny);

      /* cell_get may not move entries (open addressing without deletion),
       * but re-fetch our own cell's data only through indexes. */
      if (nc->tile >= 0)
        {
          const TessPlaced *pl = &placed[nc->tile];
          const TessRot *nr = &st->def->types[pl->type].rot[pl->rot];
          int ports[3] = { s, 4 + 2 * s, 5 + 2 * s };

          for (int k = 0; k < 3; k++)
            {
              int f = r->port_feat[ports[k]];
              int g = nr->port_feat[tess_port_opposite (ports[k])];
              if (f >= 0 && g >= 0)
                unite (nodes, (uint16_t) (pl->node + g), (uint16_t) (base + f), k == 0 ? 2 : 0);
            }
        }
      else
        {
          TessFront *fr;

          if (nc->front < 0)
            {
              nc->front = (int16_t) st->n_front;
              front[st->n_front++] = (TessFront) { (int16_t) nx, (int16_t) ny, 0, 0 };
            }
          fr = &front[nc->front];
          fr->mask |= (uint8_t) (3u << (2 * opp));
          fr->val |= (uint8_t) (TESS_SIG_SIDE (r->sig, s) << (2 * opp));
        }
    }

  /* The river's open end moves on. */
  if (t->river_set)
    {
      uint8_t out = r->river_sides;

      if (st->river_dir >= 0 && idx > 0)
        out &= (uint8_t) ~(1u << ((st->river_dir + 2) & 3));
      st->river_dir = -1;
      for (int s = 0; s < 4; s++)
        if (out & (1u << s))
          {
            st->river_dir = (int8_t) s;
            st->river_x = (int16_t) (x + tess_dx[s]);
            st->river_y = (int16_t) (y + tess_dy[s]);
          }
    }
}

/* ------------------------------------------------------------- turns */

int
tess_hand_index (const TessState *st, int type)
{
  for (int i = 0; i < st->hand_n[st->cur]; i++)
    if (st->hand[st->cur][i] == type)
      return i;
  return -1;
}

static void
hand_remove (TessState *st, int i)
{
  int p = st->cur;

  for (int k = i; k + 1 < st->hand_n[p]; k++)
    st->hand[p][k] = st->hand[p][k + 1];
  st->hand_n[p]--;
}

static void
next_player (TessState *st)
{
  st->bonus_turn = 0;
  /* Players whose hands are empty at the end of the game are skipped. */
  for (int k = 0; k < st->n_players; k++)
    {
      st->cur = (uint8_t) ((st->cur + 1) % st->n_players);
      if (st->seeded)
        fill_hand (st);
      if (!st->seeded || st->hand_n[st->cur] > 0 || tess_state_is_over (st))
        return;
    }
}

/* TESS_ACTION_PLACE, checked. */
void
tess_apply_place (TessState *st, const TessMove *move, TessEventFn fn, void *user_data)
{
  int h = tess_hand_index (st, move->tile), idx;
  bool hole, builder;

  hole = st->def->rules.hole_bonus && !st->def->types[move->tile].river_set
         && tess_state_is_hole (st, move->x, move->y);
  hand_remove (st, h);
  st->n_moves++;
  idx = st->n_placed;
  place_tile (st, move->tile, move->x, move->y, move->rot);
  /* The builder's extra turn: never from an extra turn itself. */
  builder = !st->bonus_turn && tess_builder_extended (st, idx);
  memset (st->goods_taken, 0, sizeof st->goods_taken);
  if (move->feature >= 0)
    {
      TessNode *nodes = st_nodes (st);
      uint16_t node = (uint16_t) (st_placed (st)[idx].node + move->feature);

      st_foll (st)[st->n_foll++] = (TessFollower) { node, st->cur, move->figure };
      nodes[tess_find (nodes, node)].followers++;
      st->supply[st->cur][move->figure]--;
    }
  tess_score_after_play (st, idx, fn, user_data);
  /* draw_early: the player takes the next tile at the end of the turn. */
  if (st->seeded && st->def->rules.draw_early)
    fill_hand (st);
  st->extra_turn = 0;
  if ((hole || builder) && !tess_state_is_over (st))
    {
      /* hole_bonus, or the builder: the same player plays again, once
       * however many reasons the tile gives. */
      if (st->seeded)
        fill_hand (st);
      if (!st->seeded || st->hand_n[st->cur] > 0)
        {
          st->extra_turn = (uint8_t) ((hole ? TESS_EXTRA_TURN_HOLE : 0)
                                      | (builder ? TESS_EXTRA_TURN_BUILDER : 0));
          st->bonus_turn = 1;
          return;
        }
    }
  next_player (st);
}

/* TESS_ACTION_PASS, checked. */
void
tess_apply_pass (TessState *st, int type)
{
  int h = tess_hand_index (st, type);

  hand_remove (st, h);
  st->n_moves++;
  st->extra_turn = 0;
  memset (st->goods_taken, 0, sizeof st->goods_taken);

  if (st->def->rules.unplaceable == TESS_UNPLACEABLE_RETURN && st->bag_pos > 0)
    {
      uint16_t *bag = st_bag (st);
      bool other = false;
      int end;

      /* Back into its part of the bag, unless no tile left there could be
       * placed either: then nothing would ever change, and it leaves the game. */
      st->bag_pos--;
      end = current_segment_end (st);
      for (int i = st->bag_pos + 1; i < end && !other; i++)
        other = tess_state_can_place (st, bag[i]);
      if (other)
        {
          /* Somewhere after the next tile, so that the player draws another. */
          int pos = st->bag_pos + 1
                    + (int) (st->seeded
                             ? tess_rng_bounded (&st->rng, (uint32_t) (end - st->bag_pos - 1))
                             : (uint32_t) (end - st->bag_pos - 2));

          bag[st->bag_pos] = bag[pos];
          bag[pos] = (uint16_t) type;
          st_remain (st)[type]++;
        }
      else
        st->bag_pos++;
    }

  if (st->seeded)
    fill_hand (st);
  if (st->seeded && st->hand_n[st->cur] == 0 && !tess_state_is_over (st))
    next_player (st);
}
