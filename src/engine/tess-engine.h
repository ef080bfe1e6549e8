/* tess-engine.h: the rules engine of Tessera
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pure C11, libc only. A game is played on a TessState, one contiguous
 * block sized by its TessDef (the tile sets, rules and number of players)
 * and copied with one memcpy. Nothing here allocates during play.
 */

#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tess-vocabulary.h"

#ifdef __cplusplus
extern "C" {
#endif


/* ---------------------------------------------------------------- ports */


const char *tess_port_name        (int port);            /* "N", "NNW", ... */
int         tess_port_from_name   (const char *name);    /* -1 if unknown */
int         tess_port_rotate      (int port, int rot);   /* rot in quarter turns clockwise */
int         tess_port_opposite    (int port);            /* across the shared side */
int         tess_port_side        (int port);            /* side a port lies on */
const char *tess_feature_type_name (TessFeatureType type);   /* "road", "city", ... */
int         tess_feature_type_from_name (const char *name);  /* -1 if unknown */
const char *tess_side_type_name   (TessSideType type);
const char *tess_figure_name      (TessFigure figure);   /* "follower", "big", ... (record key "figure") */
int         tess_figure_from_name (const char *name);    /* -1 if unknown */
const char *tess_goods_name       (TessGoods goods);     /* "wine", "grain", "cloth" (tile-set key "goods") */
int         tess_goods_from_name  (const char *name);    /* -1 if unknown ("none" is not a name) */

/* Cell offsets of the four sides: N, E, S, W. */
extern const int tess_dx[4];
extern const int tess_dy[4];

/* ---------------------------------------------------------------- tiles */

typedef struct
{
  uint8_t  type;      /* TessFeatureType */
  uint8_t  shield;    /* cities only */
  uint8_t  value;     /* TessValueModifier: an inn (roads only), a cathedral (cities only) */
  uint8_t  goods;     /* TessGoods: a city's goods symbol (Traders & Builders), 0 for none */
  uint16_t ports;     /* bit p set when the feature touches port p */
  uint16_t cities;    /* fields only: bit i set when it borders feature i (a city) */
} TessFeature;

struct TessTileDef
{
  char        id[TESS_ID_LEN];
  int         count;
  int         n_features;
  TessFeature features[TESS_MAX_FEATURES];
};

/* A tile set as the engine sees it. The caller owns the memory. */
struct TessTileSet
{
  char               id[TESS_ID_LEN];
  int                n_tiles;
  const TessTileDef *tiles;
  int                start;     /* index of the start tile, -1 if none */
  int                last;      /* index of the tile drawn last (the lake), -1 if none */
};

/* Side type of side s (0..3) of a tile in its canonical orientation. */
TessSideType tess_tile_side       (const TessTileDef *tile, int side);
/* Side type of side s (0..3) on the board of a tile turned by rot
 * quarter turns clockwise. */
TessSideType tess_tile_board_side (const TessTileDef *tile, int rot, int side);
/* Feature index touching port p in canonical orientation, -1 if none. */
int          tess_tile_feature_at (const TessTileDef *tile, int port);
bool         tess_tile_has_river  (const TessTileDef *tile);
/* Checks the tile on its own. On failure writes an English sentence to err. */
bool         tess_tile_validate   (const TessTileDef *tile, char *err, size_t errlen);

/* ---------------------------------------------------------------- rules */


void tess_rules_init_default (TessRules *rules);
/* The figures of @kind each player starts with under @rules (0 for none). */
int  tess_rules_figures      (const TessRules *rules, TessFigure kind);
const char *tess_farm_scoring_name (TessFarmScoring f);   /* "third", ... */
int         tess_farm_scoring_from_name (const char *name);
const char *tess_first_player_name (TessFirstPlayer f);    /* "listed", ... */
int         tess_first_player_from_name (const char *name);

/* ------------------------------------------------------------ game def */

/* The immutable part of a game: tile types of all sets (rotations
 * precomputed), rules, players, and the layout of the state block.
 * Shared read-only by every copy of a state (and by AI threads). */

/* Builds a definition. Tile types of all sets are numbered in order.
 * With rules->river, exactly one set must hold river tiles, with a start
 * (the spring) and a last tile (the lake). Returns NULL and an English
 * sentence in err on failure. */
TessDef    *tess_def_new          (const TessTileSet *sets,
                                   int                n_sets,
                                   const TessRules   *rules,
                                   int                n_players,
                                   char              *err,
                                   size_t             errlen);
void        tess_def_free         (TessDef *def);
const TessRules *tess_def_rules   (const TessDef *def);
int         tess_def_n_players    (const TessDef *def);
int         tess_def_n_types      (const TessDef *def);
const TessTileDef *tess_def_tile  (const TessDef *def, int type);
int         tess_def_type_set     (const TessDef *def, int type);   /* index of its set */
int         tess_def_find_type    (const TessDef *def, const char *id);   /* -1 if none */
int         tess_def_start_type   (const TessDef *def);
int         tess_def_total_tiles  (const TessDef *def);    /* start tile included */
bool        tess_def_is_river_type (const TessDef *def, int type);
size_t      tess_def_state_size   (const TessDef *def);
int         tess_def_max_placements (const TessDef *def);
/* Feature index of a tile type at port p in board orientation after rot. */
int         tess_def_feature_at   (const TessDef *def, int type, int rot, int port);
/* Ports of a feature in board orientation after rot. */
uint16_t    tess_def_feature_ports (const TessDef *def, int type, int rot, int feature);
/* Sides of a tile type that are roads (0..4): the most_roads draw counts them. */
int         tess_def_road_ends    (const TessDef *def, int type);
/* The table: false when unlimited. Otherwise the cells x0..x1, y0..y1
 * (inclusive): the start tile (0, 0) lies in the middle, x0 = -((W - 1) / 2),
 * x1 = x0 + W - 1 (the extra column of an even width is on the east, the
 * extra row of an even height on the south). */
bool        tess_def_table        (const TessDef *def, int *x0, int *y0, int *x1, int *y1);
bool        tess_def_on_table     (const TessDef *def, int x, int y);

/* ------------------------------------------------------------------ rng */

/* PCG32 (O'Neill, pcg-random.org, the "pcg32_random_r" generator, XSH RR
 * output, multiplier 6364136223846793005, increment 1442695040888963407).
 * Seeding: state = 0; step; state += seed; step. Bounded draws use the
 * threshold rejection of pcg32_boundedrand_r. A bag is shuffled with
 * Fisher-Yates from the last element down: for i = n-1 .. 1, j = bounded(i+1),
 * swap (a[i], a[j]). Same seed, same order, on every machine. */
typedef struct
{
  uint64_t state;
} TessRng;

void     tess_rng_seed    (TessRng *rng, uint64_t seed);
uint32_t tess_rng_next    (TessRng *rng);
uint32_t tess_rng_bounded (TessRng *rng, uint32_t bound);   /* 0 .. bound-1 */
void     tess_rng_shuffle (TessRng *rng, uint16_t *a, int n);

/* --------------------------------------------------------------- state */



const char *tess_error_message (TessError err);   /* English, for logs and the CLI */

typedef struct
{
  int16_t  x, y;
  uint8_t  rot;        /* quarter turns clockwise, 0..3 */
} TessPlacement;

struct TessMove
{
  uint16_t tile;       /* tile type */
  int16_t  x, y;
  uint8_t  rot;        /* quarter turns clockwise */
  int8_t   feature;    /* a figure on this feature of the tile, -1 for none */
  uint8_t  figure;     /* its kind, TessFigure: 0, the follower, unless set */
};


/* A scoring, as structured data for the history and its sentences. */
struct TessEvent
{
  int             move;          /* 1-based number of the move; after the last for final scoring */
  bool            final;
  TessFeatureType feature;
  TessScoreRule   rule;
  int             tiles;         /* distinct tiles of the feature (farm: of the farm; first edition: of the city) */
  int             shields;
  int             cities;        /* farms: completed cities counted */
  int             points;        /* scored by each scorer */
  uint8_t         scorers;       /* bit p: player p scored */
  uint8_t         outvoted;      /* bit p: had followers here but fewer than the most */
  uint8_t         followers[TESS_MAX_PLAYERS];   /* followers of each player on the feature, as
                                                  * they count for majority (a big one 2) */
  uint8_t         big[TESS_MAX_PLAYERS];         /* of those, each player's big followers */
  int             placement;     /* a placed tile of the feature (index in placement order) */
  int             feature_index; /* its feature there */
  bool            completed;     /* the feature was completed (during play) */
  bool            edge;          /* table_edges_complete: the table's edge closed part of it */
  /* TESS_RULE_GOODS: the good (TessGoods) and each player's tokens of it
   * (placement is -1: the majority belongs to no feature). */
  uint8_t         goods;
  uint8_t         tokens[TESS_MAX_PLAYERS];
  /* Farms: bit p, player p's pig stands on the farm (the _PIG rules). */
  uint8_t         pigs;
};

/* Allocation is the caller's: tess_def_state_size() bytes, or these. */
TessState  *tess_state_new        (const TessDef *def);
void        tess_state_free       (TessState *st);
/* Sets up a game: the start tile at (0, 0) rotation 0, the bag built and,
 * when seeded, shuffled from seed and the first player's hand drawn.
 * Unseeded, tiles are drawn by name with tess_state_draw_named(). */
void        tess_state_init       (TessState *st, const TessDef *def, bool seeded, uint64_t seed);
void        tess_state_copy       (TessState *dst, const TessState *src);
TessState  *tess_state_dup        (const TessState *src);

const TessDef *tess_state_def     (const TessState *st);
int         tess_state_n_players  (const TessState *st);
int         tess_state_current_player (const TessState *st);
int         tess_state_score      (const TessState *st, int player);
int         tess_state_supply     (const TessState *st, int player);   /* followers */
int         tess_state_figures    (const TessState *st, int player, TessFigure kind);
int         tess_state_tiles_left (const TessState *st);   /* still in the bag */
int         tess_state_n_moves    (const TessState *st);   /* plays and discards so far */
bool        tess_state_is_seeded  (const TessState *st);
/* No tile left to draw nor to play: the game is over (final scoring may follow). */
bool        tess_state_is_over    (const TessState *st);
bool        tess_state_is_final_scored (const TessState *st);
/* Who started, and how it was decided (TessRules.first_player). With
 * most_roads, the rounds of the draw: the tile each player drew in each
 * round, -1 for a player no longer in it (or who found the bag empty).
 * When the rounds run out (TESS_MAX_START_ROUNDS, or no tile left) with
 * a tie, the first listed of the tied players starts. */
int         tess_state_first_player (const TessState *st);
int         tess_state_start_rounds (const TessState *st);
int         tess_state_start_draw (const TessState *st, int round, int player);
/* Unseeded games: who starts is still to be given (first_player random:
 * tess_state_set_first_player(); most_roads: tess_state_draw_off()). Until
 * then, draws and moves fail with TESS_ERR_NO_START. */
bool        tess_state_start_pending (const TessState *st);
TessError   tess_state_set_first_player (TessState *st, int player);
/* One round of the most_roads draw of an unseeded game: types[p] is the
 * tile player p draws, -1 for the players out of the round. Every player
 * still tied must draw and only they; the tiles come from the bag (the
 * land tiles with the River) and go back into it when the round decides.
 * Returns TESS_ERR_NOT_IN_BAG or TESS_ERR_NOT_IN_HAND (wrong players). */
TessError   tess_state_draw_off   (TessState *st, const int types[TESS_MAX_PLAYERS]);
/* The same player plays again: the last tile filled a hole (hole_bonus)
 * or extended the road or city of the player's builder; why, as bits of
 * TessExtraTurn (both when the tile did both: one extra turn all the
 * same). An extra turn never earns a builder's turn. */
bool        tess_state_extra_turn (const TessState *st);
unsigned    tess_state_extra_turn_reason (const TessState *st);
/* Traders & Builders: a player's tokens of a good, and the tokens the
 * last play took (by the player who played it: the cities it completed). */
int         tess_state_goods      (const TessState *st, int player, TessGoods goods);
int         tess_state_goods_taken (const TessState *st, TessGoods goods);
/* Whether the cell (x, y) has placed tiles on all four sides. */
bool        tess_state_is_hole    (const TessState *st, int x, int y);

/* Remaining count of a type in the bag (hands excluded). */
int         tess_state_remaining  (const TessState *st, int type);

/* The current player's tiles: with hand 1, the one tile drawn. */
int         tess_state_hand_size  (const TessState *st);
int         tess_state_hand_tile  (const TessState *st, int i);
/* Any player's tiles (with draw_early, the tile a player took at the end
 * of the turn: the player sees it, the others do not). */
int         tess_state_player_hand_size (const TessState *st, int player);
int         tess_state_player_hand_tile (const TessState *st, int player, int i);
/* The tile in hand (first), -1 if none. */
int         tess_state_current_tile (const TessState *st);

/* Unseeded games (records without a seed) hold one tile at a time: the
 * current player draws this tile from the bag, from the part of the bag
 * now in play (river tiles first, the lake last, then the rest): the
 * TESS_ACTION_DRAW of that tile. */
TessError   tess_state_draw_named (TessState *st, int type);

/* Board queries. */
int         tess_state_n_placed   (const TessState *st);
void        tess_state_placed     (const TessState *st, int i, int *x, int *y, int *type, int *rot);
int         tess_state_tile_at    (const TessState *st, int x, int y);   /* placement index, -1 */
/* Number of empty cells next to the board, and each of them. */
int         tess_state_n_frontier (const TessState *st);
void        tess_state_frontier   (const TessState *st, int i, int *x, int *y);
/* Whether a river tile is still to come, and the open end of the river. */
bool        tess_state_river_open (const TessState *st, int *x, int *y, int *dir);

/* Followers on the board: where they stand and whose they are. */
int         tess_state_n_followers (const TessState *st);
void        tess_state_follower   (const TessState *st, int i, int *placement, int *feature, int *player);
TessFigure  tess_state_follower_kind (const TessState *st, int i);

/* Legal placements of a tile type for the current player; returns how
 * many were written (at most tess_def_max_placements()). */
int         tess_state_placements (const TessState *st, int type, TessPlacement *out, int max);
/* Why a placement is illegal (TESS_OK when it is legal). */
TessError   tess_state_check_placement (const TessState *st, int type, int x, int y, int rot);
/* The first side (0..3: N E S W, board orientation) that does not match
 * its neighbour, -1 if none. */
int         tess_state_mismatched_side (const TessState *st, int type, int x, int y, int rot);
bool        tess_state_can_place  (const TessState *st, int type);
/* Features of the tile (placed as given, not yet played) on which the
 * current player may put a follower: bit i for feature i. 0 when the
 * supply is empty. The placement must be legal. */
uint32_t    tess_state_follower_options (const TessState *st, int type, int x, int y, int rot);
/* Why a follower may not go there (TESS_OK when it may). */
TessError   tess_state_check_follower (const TessState *st, int type, int x, int y, int rot, int feature);
/* The same for a figure of any kind (DESIGN.md §8): the features its
 * kind may go on (a builder beside the player's follower on a road or
 * city, a pig on the player's farm), 0 when none of it is left; and why
 * one may not go there (TESS_ERR_NO_FIGURE, TESS_ERR_FIGURE_PLACE). */
uint32_t    tess_state_figure_options (const TessState *st, int type, int x, int y, int rot,
                                       TessFigure kind);
TessError   tess_state_check_figure (const TessState *st, int type, int x, int y, int rot,
                                     int feature, TessFigure kind);

/* ------------------------------------------------------------- actions */

/* A turn is a list of typed actions defined by the engine (DESIGN.md §8):
 * in an unseeded game the player first draws the tile the record names;
 * then places a tile of the hand, with a figure of a kind on one of its
 * features or none, or passes a tile that fits nowhere (the lake that
 * cannot go on, a tile without a place). What follows is the engine's:
 * the next player's actions, or the same player's again when the tile
 * earned an extra turn (a hole, the builder: tess_state_extra_turn_reason());
 * an extra turn is compulsory, so it is a point of the turn, not a choice.
 * The legal-move generator, the computer players, replay and undo walk
 * these actions; tess_state_play(), tess_state_discard() and
 * tess_state_draw_named() are the same actions by their old names. */
typedef enum
{
  TESS_ACTION_DRAW,    /* take move.tile from the bag (unseeded games) */
  TESS_ACTION_PLACE,   /* place move.tile at move.x, move.y, move.rot; a figure of
                        * kind move.figure on move.feature, or none (feature -1) */
  TESS_ACTION_PASS,    /* give up move.tile, which fits nowhere */
  TESS_N_ACTIONS
} TessActionKind;

typedef struct
{
  uint8_t  kind;       /* TessActionKind */
  TessMove move;       /* DRAW and PASS: move.tile alone (the rest 0, feature -1) */
} TessAction;

/* Room for every action of one point of a turn of this game. */
int         tess_def_max_actions  (const TessDef *def);
/* The legal actions at the current point, in a fixed order: the draws
 * (by tile type), or for each tile type of the hand (in hand order) its
 * placements, each followed by its figures kind by kind and feature by
 * feature, or its pass when it fits nowhere. None when the game is over
 * or who starts is not decided. Returns how many were written. */
int         tess_state_actions    (const TessState *st, TessAction *out, int max);
/* One tile of the hand: its placements without a figure, in the order
 * of tess_state_placements(), or its pass; none when it is not in hand. */
int         tess_state_tile_actions (const TessState *st, int type, TessAction *out, int max);
/* The figure choices of a legal placement: the placement without a
 * figure first, then each kind the player holds on each feature it may
 * go on (at most 1 + TESS_N_FIGURES * TESS_MAX_FEATURES). */
int         tess_state_figure_actions (const TessState *st, const TessAction *place,
                                       TessAction *out, int max);
/* Why an action is illegal now (TESS_OK when it is legal), with the
 * errors of each step (TESS_ERR_NOT_IN_HAND for an unknown kind). */
TessError   tess_state_check_action (const TessState *st, const TessAction *action);
/* Checks and applies an action. PLACE places the tile and its figure,
 * scores what the tile completed, returns figures, passes the turn (or
 * gives the extra turn) and, when seeded, draws for the next player;
 * PASS gives the tile up (it leaves the game, or goes back into the bag
 * by the unplaceable rule) and the same player draws again. Nothing
 * changes on error. */
TessError   tess_state_apply_action (TessState *st, const TessAction *action,
                                     TessEventFn fn, void *user_data);

/* TESS_ACTION_PLACE of a move. */
TessError   tess_state_play       (TessState *st, const TessMove *move, TessEventFn fn, void *user_data);
/* TESS_ACTION_PASS of a tile of the hand. */
TessError   tess_state_discard    (TessState *st, int type);
/* Final scoring: incomplete features (unless the rule says otherwise),
 * then farms. Marks the state final-scored. Idempotent. */
void        tess_state_final_scoring (TessState *st, TessEventFn fn, void *user_data);

/* The one place a feature's value is worked out (the scoring, the
 * evaluation of the computer players, the hover values and, through the
 * events, the explanations): what a road, city or monastery scores,
 * completed (during play) or not (at the end), by its tiles (a
 * monastery's: itself and its neighbours), shields and modifiers
 * (TessValueModifier); the rule that applies in *rule (may be NULL).
 * Whether incomplete features score at all (score_incomplete) is the
 * final scoring's to decide. */
int         tess_feature_points   (const TessRules *rules, TessFeatureType type, bool complete,
                                   int tiles, int shields, unsigned modifiers, TessScoreRule *rule);
/* What a farm scores for the completed cities it supplies, by the farm
 * rule (3 each; the first edition's 4 a city); with pig, for a winner
 * whose pig stands on the farm (Traders & Builders): 4 each. */
int         tess_farm_points      (const TessRules *rules, int cities, bool pig, TessScoreRule *rule);

/* What a feature of a placed tile is worth now. */
typedef struct
{
  TessFeatureType type;
  bool     completed;
  int      tiles;
  int      shields;
  int      open_sides;          /* roads, cities and rivers: sides still open */
  int      value;               /* points if scored now (complete: in play; else final value) */
  uint8_t  followers[TESS_MAX_PLAYERS];
  uint8_t  owners;              /* players with the most followers, 0 if none */
} TessFeatureInfo;

bool        tess_state_feature_info (TessState *st, int placement, int feature, TessFeatureInfo *info);
/* Calls fn for each (placement, feature) of the connected feature. */
void        tess_state_feature_members (TessState *st, int placement, int feature,
                                        void (*fn) (int placement, int feature, void *data),
                                        void *data);

/* --------------------------------------------------------------- random play */

/* A uniformly random legal move for the current player (tile from hand,
 * placement, then follower choice: none or one of the legal features).
 * Returns false when the tile in hand fits nowhere (discard it). */
bool        tess_random_move      (const TessState *st, TessRng *rng, TessMove *move,
                                   TessPlacement *scratch);
/* The same as an action: a TESS_ACTION_PLACE, or the TESS_ACTION_PASS
 * of the tile in hand that fits nowhere. False when the hand is empty. */
bool        tess_random_action    (const TessState *st, TessRng *rng, TessAction *action,
                                   TessPlacement *scratch);
/* Plays a whole game at random from st to its final scoring. */
void        tess_random_playout   (TessState *st, TessRng *rng, TessPlacement *scratch);

#ifdef __cplusplus
}
#endif
