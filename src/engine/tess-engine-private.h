/* tess-engine-private.h: the engine's internal structures
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-engine.h"

/* Side types of a tile packed two bits a side: N | E << 2 | S << 4 | W << 6. */
#define TESS_SIG_SIDE(sig, s) (((sig) >> (2 * (s))) & 3)

typedef struct
{
  uint8_t  sig;
  uint8_t  river_sides;                 /* bit s: side s is a river */
  int8_t   port_feat[TESS_N_PORTS];     /* feature at each board port, -1 */
  uint16_t fports[TESS_MAX_FEATURES];   /* each feature's board ports */
} TessRot;

typedef struct
{
  TessTileDef def;
  int         set;
  bool        river_set;
  int8_t      monastery;                /* feature index, -1 */
  uint8_t     unique_rots;              /* bit r: rotation r differs from every lower one */
  TessRot     rot[4];
} TessType;

struct _TessDef
{
  TessRules  rules;
  int        n_players;
  int        n_types;
  TessType  *types;
  int        start_type;
  int        total_tiles;
  int        max_nodes;
  int        max_frontier;
  int        max_followers;
  int        hash_bits;
  /* The table (rules.table_width > 0): cells x0..x1, y0..y1. */
  bool       table;
  int        tx0, ty0, tx1, ty1;
  /* The bag before shuffling: segments drawn one after the other. */
  int        n_bag;
  int        n_seg;
  int        seg_len[3];
  uint16_t  *bag_init;
  /* Layout of the state block. */
  size_t     size;
  size_t     off_placed;
  size_t     off_nodes;
  size_t     off_cells;
  size_t     off_front;
  size_t     off_bag;
  size_t     off_foll;
  size_t     off_remain;
  size_t     off_start;    /* most_roads: the draw, rounds x players (type + 1, 0 for none) */
};

typedef struct
{
  int16_t  x, y;
  uint16_t type;
  uint16_t node;     /* first node of its features */
  uint8_t  rot;
  uint8_t  pad;
} TessPlaced;

enum
{
  NODE_COMPLETE = 1 << 3,
  NODE_MARK     = 1 << 4,
  NODE_EDGE     = 1 << 5,   /* root: the table's edge closed a side of the set */
  NODE_INN      = 1 << 6,   /* root: a tile of the set has an inn on it */
  NODE_CATHEDRAL = 1 << 7,  /* root: a tile of the set has a cathedral in it */
};

typedef struct
{
  uint16_t parent;
  uint16_t next;       /* circular list of the members of a set */
  uint16_t open;       /* root: side ports still open */
  uint16_t shields;    /* root: shields */
  uint16_t tile;       /* placement index */
  uint8_t  followers;  /* root: followers standing on the set */
  uint8_t  flags;      /* feature type in the low 3 bits, NODE_* */
} TessNode;

#define TESS_CELL_EMPTY 0x80008000u

typedef struct
{
  uint32_t key;
  int16_t  tile;      /* placement, -1 */
  int16_t  front;     /* frontier slot, -1 */
} TessCell;

typedef struct
{
  int16_t x, y;
  uint8_t mask, val;  /* a tile fits when (sig & mask) == val */
} TessFront;

/* A figure on the board (a follower or another kind). */
typedef struct
{
  uint16_t node;
  uint8_t  player;
  uint8_t  kind;     /* TessFigure */
} TessFollower;

/* What a figure of each kind counts for majority (DESIGN.md §8). */
static const uint8_t tess_figure_weight[TESS_N_FIGURES] = { 1, 2, 0, 0 };

struct _TessState
{
  uint32_t       size;
  const TessDef *def;
  TessRng        rng;
  uint8_t        n_players;
  uint8_t        cur;
  uint8_t        seeded;
  uint8_t        final_scored;
  uint8_t        hand_n[TESS_MAX_PLAYERS];
  uint16_t       hand[TESS_MAX_PLAYERS][TESS_MAX_HAND];
  int32_t        score[TESS_MAX_PLAYERS];
  uint8_t        supply[TESS_MAX_PLAYERS][TESS_N_FIGURES];   /* figures in hand, by kind */
  uint16_t       n_placed;
  uint16_t       n_nodes;
  uint16_t       n_front;
  uint16_t       n_foll;
  uint16_t       bag_pos;
  uint16_t       bag_len;
  uint16_t       seg_end[3];
  uint8_t        n_seg;
  int8_t         river_dir;     /* open river end: side of the last river tile, -1 */
  int16_t        river_x, river_y;  /* cell in front of the open end */
  uint16_t       n_moves;
  /* House rules. */
  uint8_t        first;          /* who started */
  uint8_t        start_pending;  /* unseeded: who starts is still to be given */
  uint8_t        extra_turn;     /* TessExtraTurn: why the same player plays again after the last play */
  uint8_t        bonus_turn;     /* the turn being played is an extra one (no builder's turn from it) */
  uint8_t        start_rounds;   /* most_roads: rounds drawn */
  uint8_t        start_mask;     /* most_roads, unseeded: players still tied */
  /* Traders & Builders: each player's goods tokens, and those the last
   * play took (index TessGoods; 0 unused). */
  uint8_t        goods[TESS_MAX_PLAYERS][TESS_N_GOODS];
  uint8_t        goods_taken[TESS_N_GOODS];
};

/* Offsets are multiples of 8, so the casts keep the alignment. */
#define ST_ARR(st, T, off) ((T *) (void *) ((char *) (st) + (st)->def->off))
#define ST_CARR(st, T, off) ((const T *) (const void *) ((const char *) (st) + (st)->def->off))

static inline TessPlaced   *st_placed (TessState *st) { return ST_ARR (st, TessPlaced, off_placed); }
static inline TessNode     *st_nodes  (TessState *st) { return ST_ARR (st, TessNode, off_nodes); }
static inline TessCell     *st_cells  (TessState *st) { return ST_ARR (st, TessCell, off_cells); }
static inline TessFront    *st_front  (TessState *st) { return ST_ARR (st, TessFront, off_front); }
static inline uint16_t     *st_bag    (TessState *st) { return ST_ARR (st, uint16_t, off_bag); }
static inline TessFollower *st_foll   (TessState *st) { return ST_ARR (st, TessFollower, off_foll); }
static inline uint16_t     *st_remain (TessState *st) { return ST_ARR (st, uint16_t, off_remain); }
static inline uint16_t     *st_start  (TessState *st) { return ST_ARR (st, uint16_t, off_start); }

static inline const TessPlaced   *st_cplaced (const TessState *st) { return ST_CARR (st, TessPlaced, off_placed); }
static inline const TessNode     *st_cnodes  (const TessState *st) { return ST_CARR (st, TessNode, off_nodes); }
static inline const TessCell     *st_ccells  (const TessState *st) { return ST_CARR (st, TessCell, off_cells); }
static inline const TessFront    *st_cfront  (const TessState *st) { return ST_CARR (st, TessFront, off_front); }
static inline const uint16_t     *st_cbag    (const TessState *st) { return ST_CARR (st, uint16_t, off_bag); }
static inline const TessFollower *st_cfoll   (const TessState *st) { return ST_CARR (st, TessFollower, off_foll); }
static inline const uint16_t     *st_cremain (const TessState *st) { return ST_CARR (st, uint16_t, off_remain); }
static inline const uint16_t     *st_cstart  (const TessState *st) { return ST_CARR (st, uint16_t, off_start); }

static inline uint32_t
tess_cell_key (int x, int y)
{
  return ((uint32_t) (uint16_t) x << 16) | (uint16_t) y;
}

static inline uint32_t
tess_cell_hash (uint32_t key, int bits)
{
  return (key * 2654435769u) >> (32 - bits);
}

/* The slot of a cell in the table: its own, or the empty one where it
 * would go (linear probing; cells are never removed). */
static inline uint32_t
tess_cell_slot (const TessState *st, uint32_t key)
{
  const TessCell *cells = st_ccells (st);
  uint32_t mask = (1u << st->def->hash_bits) - 1;
  uint32_t h = tess_cell_hash (key, st->def->hash_bits);

  while (cells[h].key != key && cells[h].key != TESS_CELL_EMPTY)
    h = (h + 1) & mask;
  return h;
}

/* The cell at (x, y), or NULL when it is neither placed nor on the frontier. */
static inline const TessCell *
tess_cell_lookup (const TessState *st, int x, int y)
{
  uint32_t key = tess_cell_key (x, y);
  const TessCell *cell = &st_ccells (st)[tess_cell_slot (st, key)];

  return cell->key == key ? cell : NULL;
}

/* Whether a root is among the first n of a list. */
static inline bool
tess_root_listed (const uint16_t *list, int n, uint16_t root)
{
  for (int k = 0; k < n; k++)
    if (list[k] == root)
      return true;
  return false;
}

static inline bool
tess_on_table (const TessDef *def, int x, int y)
{
  return !def->table || (x >= def->tx0 && x <= def->tx1 && y >= def->ty0 && y <= def->ty1);
}

static inline int
tess_placed_at (const TessState *st, int x, int y)
{
  const TessCell *c = tess_cell_lookup (st, x, y);
  return c ? c->tile : -1;
}

static inline uint16_t
tess_find_const (const TessNode *nodes, uint16_t x)
{
  while (nodes[x].parent != x)
    x = nodes[x].parent;
  return x;
}

static inline uint16_t
tess_find (TessNode *nodes, uint16_t x)
{
  while (nodes[x].parent != x)
    {
      nodes[x].parent = nodes[nodes[x].parent].parent;
      x = nodes[x].parent;
    }
  return x;
}

static inline int
tess_popcount (uint32_t v)
{
  return __builtin_popcount (v);
}

/* tess-start.c: sets st->cur and st->first after the bag is shuffled. */
void tess_choose_first     (TessState *st);

/* tess-state.c: the steps of the actions, applied once
 * tess_state_check_action() (tess-action.c) has said they are legal. */
int      tess_hand_index     (const TessState *st, int type);   /* -1 if not in hand */
int      tess_bag_find       (const TessState *st, int type, TessError *err);
int      tess_place_actions  (const TessState *st, int type, TessAction *out, int max);
void     tess_apply_draw     (TessState *st, int type);
void     tess_apply_place    (TessState *st, const TessMove *move, TessEventFn fn, void *user_data);
void     tess_apply_pass     (TessState *st, int type);
uint32_t tess_features_taken (const TessState *st, int type, int x, int y, int rot, int player);

/* tess-state-goods.c */
void tess_take_goods       (TessState *st, uint16_t city);
void tess_score_goods      (TessState *st, TessEventFn fn, void *user_data);
/* tess-state-builder.c: whether the tile just placed (placement idx)
 * joins a road or city holding the current player's builder. */
bool tess_builder_extended (TessState *st, int placement);

/* tess-score.c */
uint8_t  tess_farm_pigs     (const TessState *st, uint16_t root);
unsigned tess_set_modifiers (const TessState *st, uint16_t root);
void tess_farm_cities      (TessState *st, uint16_t root, int *complete, int *incomplete);
void tess_score_after_play (TessState *st, int placement, TessEventFn fn, void *user_data);
int  tess_count_tiles      (TessState *st, uint16_t root);
int  tess_monastery_tiles  (const TessState *st, int x, int y);
void tess_majority         (TessState *st, uint16_t root, uint8_t counts[TESS_MAX_PLAYERS],
                            uint8_t *owners, uint8_t *outvoted);
