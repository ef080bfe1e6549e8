/* tess-vocabulary.h: the words of the game every layer speaks
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a tile, a rule or a scoring is called, without what the engine
 * does with it: the limits, the ports, sides and features, the rules, the
 * engine's refusals and scoring rules, the computer players' levels, and
 * the engine's structures by name only. Core, render and the app speak
 * these words; only the engine, core's and render's sources, the CLI and
 * the tests see inside the structures (tess-engine.h). The app is built
 * with this folder and not the engine's, so that a UI file including an
 * engine header does not compile (src/ui/meson.build).
 */

#pragma once

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TESS_MAX_PLAYERS   6
#define TESS_MAX_FEATURES  16
#define TESS_MAX_TILES     1024   /* tiles in one game, all sets together */
#define TESS_MAX_TYPES     1024   /* distinct tile types in one game */
#define TESS_MAX_TILE_COUNT 500   /* copies of one tile type: every reader, validate and the editor */
#define TESS_MAX_HAND      3
#define TESS_MAX_FOLLOWERS 20
#define TESS_MAX_FIGURES   (TESS_MAX_FOLLOWERS + TESS_N_FIGURES - 1)   /* of one player, all kinds */
#define TESS_ID_LEN        48

/* ---------------------------------------------------------------- ports */

/* Side ports, then half-side ports clockwise from the west half of the
 * north side. Half ports of side s are 4 + 2s and 5 + 2s. */
typedef enum
{
  TESS_PORT_N, TESS_PORT_E, TESS_PORT_S, TESS_PORT_W,
  TESS_PORT_NNW, TESS_PORT_NNE, TESS_PORT_ENE, TESS_PORT_ESE,
  TESS_PORT_SSE, TESS_PORT_SSW, TESS_PORT_WSW, TESS_PORT_WNW,
  TESS_N_PORTS
} TessPort;

typedef enum
{
  TESS_SIDE_FIELD,
  TESS_SIDE_ROAD,
  TESS_SIDE_CITY,
  TESS_SIDE_RIVER,
} TessSideType;

typedef enum
{
  TESS_FEATURE_ROAD,
  TESS_FEATURE_CITY,
  TESS_FEATURE_FIELD,
  TESS_FEATURE_MONASTERY,
  TESS_FEATURE_RIVER,
  TESS_N_FEATURE_TYPES
} TessFeatureType;

/* The kinds of figure a player's supply holds (DESIGN.md §8): the
 * follower of the base game, and the figures of the expansions, each off
 * unless a rule switches it on. A move names its figure by kind. */
typedef enum
{
  TESS_FIGURE_FOLLOWER,   /* road, city, field, monastery; counts 1 */
  TESS_FIGURE_BIG,        /* Inns & Cathedrals: as a follower, counts 2 */
  TESS_FIGURE_BUILDER,    /* Traders & Builders: beside its owner's follower, counts 0 */
  TESS_FIGURE_PIG,        /* Traders & Builders: on its owner's farm, counts 0 */
  TESS_N_FIGURES
} TessFigure;

/* ------------------------------------------------------- the structures */

/* Known by name only outside the engine and the layers that read it. */
typedef struct TessTileDef TessTileDef;
typedef struct TessTileSet TessTileSet;
typedef struct _TessDef    TessDef;
typedef struct _TessState  TessState;
typedef struct TessMove    TessMove;
typedef struct TessEvent   TessEvent;
typedef struct _TessAi     TessAi;

typedef void (*TessEventFn) (const TessEvent *event, void *user_data);

/* ---------------------------------------------------------------- rules */

typedef enum
{
  TESS_FARM_THIRD,    /* each farm: its owners score 3 per completed city bordering it */
  TESS_FARM_SECOND,   /* as third, but each player counts each city at most once */
  TESS_FARM_FIRST,    /* each completed city: most farmers on all farms bordering it score 4 */
} TessFarmScoring;

typedef enum
{
  TESS_UNPLACEABLE_DISCARD,
  TESS_UNPLACEABLE_RETURN,
} TessUnplaceable;

/* Who plays first (a house rule of 001). */
typedef enum
{
  TESS_FIRST_LISTED,       /* the players in the order they are listed */
  TESS_FIRST_RANDOM,       /* drawn from the game's seed */
  TESS_FIRST_MOST_ROADS,   /* each draws a tile: the most road ends (0..4) starts; ties draw again */
} TessFirstPlayer;

#define TESS_MAX_TABLE        255   /* largest table side, in tiles */
#define TESS_MAX_START_ROUNDS  16   /* rounds of the most_roads draw kept */

typedef struct
{
  TessFarmScoring farm_scoring;
  bool            small_city;
  bool            score_incomplete;
  int             followers;      /* 1..20 */
  int             hand;           /* 1..3 */
  TessUnplaceable unplaceable;
  bool            river;
  /* House rules of 001 (all false or 0 by default: today's game). */
  TessFirstPlayer first_player;
  bool            draw_early;     /* take the next tile at the end of one's own turn */
  bool            hole_bonus;     /* a tile with placed tiles on all four sides earns another turn */
  int             table_width;    /* 0: unlimited; else 1..TESS_MAX_TABLE tiles, start tile in the middle */
  int             table_height;
  bool            table_edges_complete;   /* roads and cities are closed by the table's edge */
  /* The expansions played (bit i: module i of core's rule table, e.g.
   * Inns & Cathedrals) and the figures they bring (DESIGN.md §8): how
   * many of each a player has, 0 (off) or 1. */
  unsigned        expansions;
  int             big_follower;
  int             builder;
  int             pig;
  bool goods;
} TessRules;

/* ------------------------------------------------------- refusals, scoring */

typedef enum
{
  TESS_OK = 0,
  TESS_ERR_GAME_OVER,          /* the game is over */
  TESS_ERR_NO_TILE,            /* no tile has been drawn */
  TESS_ERR_NOT_IN_HAND,        /* that tile is not the one drawn / in the hand */
  TESS_ERR_NOT_IN_BAG,         /* no such tile left to draw */
  TESS_ERR_ORDER,              /* the river and its lake must be drawn first, the lake last */
  TESS_ERR_OCCUPIED,           /* a tile already lies there */
  TESS_ERR_NOT_ADJACENT,       /* touches no tile by a side */
  TESS_ERR_MISMATCH,           /* a side does not match its neighbour */
  TESS_ERR_RIVER_END,          /* a river tile must continue the river at its open end */
  TESS_ERR_RIVER_TURN,         /* the river would turn back or run into tiles */
  TESS_ERR_BAD_ROTATION,
  TESS_ERR_BAD_FEATURE,        /* no such feature on that tile */
  TESS_ERR_NO_FOLLOWERS,       /* the player's supply is empty */
  TESS_ERR_FEATURE_TAKEN,      /* the road, city or farm already holds a follower */
  TESS_ERR_RIVER_FOLLOWER,     /* followers never go on rivers */
  TESS_ERR_CAN_PLACE,          /* a discard, but the tile fits somewhere */
  TESS_ERR_OFF_TABLE,          /* the cell lies beyond the table's edge */
  TESS_ERR_NO_START,           /* who starts is not decided yet (unseeded most_roads) */
  TESS_ERR_NO_FIGURE,          /* the player has no figure of that kind left */
  TESS_ERR_FIGURE_PLACE,       /* that kind of figure may not go on that feature */
  TESS_N_ERRORS
} TessError;

/* Why points were scored: the rule that applied. */
typedef enum
{
  TESS_RULE_ROAD,              /* completed road: 1 per tile */
  TESS_RULE_CITY,              /* completed city: 2 per tile + 2 per shield */
  TESS_RULE_CITY_SMALL,        /* small_city variant: two tiles, 2 + 1 per shield */
  TESS_RULE_MONASTERY,         /* completed monastery: 9 */
  TESS_RULE_ROAD_INCOMPLETE,   /* final: 1 per tile */
  TESS_RULE_CITY_INCOMPLETE,   /* final: 1 per tile + 1 per shield */
  TESS_RULE_MONASTERY_INCOMPLETE, /* final: 1 + 1 per neighbour */
  TESS_RULE_FARM_THIRD,        /* final: 3 per completed city bordering the farm */
  TESS_RULE_FARM_SECOND,       /* final: 3 per completed city, each city once per player */
  TESS_RULE_FARM_FIRST,        /* final: 4 for a city to the most farmers around it */
  /* Inns & Cathedrals (DESIGN.md §8): features whose tiles carry them. */
  TESS_RULE_ROAD_INN,          /* completed road with an inn: 2 per tile */
  TESS_RULE_ROAD_INN_INCOMPLETE, /* final: a road with an inn scores nothing */
  TESS_RULE_CITY_CATHEDRAL,    /* completed city with a cathedral: 3 per tile + 3 per shield */
  TESS_RULE_CITY_CATHEDRAL_INCOMPLETE, /* final: a city with a cathedral scores nothing */
} TessScoreRule;

/* What changes a feature's value, besides its tiles and shields: the
 * properties of its tiles (DESIGN.md §8). */
typedef enum
{
  TESS_VALUE_INN       = 1 << 0,   /* a road with an inn on it */
  TESS_VALUE_CATHEDRAL = 1 << 1,   /* a city with a cathedral in it */
} TessValueModifier;

/* The goods a city tile may show (Traders & Builders, DESIGN.md §8):
 * one symbol per tile and city, a token for each to whoever completes
 * the city. The value 0 is a city without goods. */
typedef enum
{
  TESS_GOODS_NONE,
  TESS_GOODS_WINE,
  TESS_GOODS_GRAIN,
  TESS_GOODS_CLOTH,
  TESS_N_GOODS
} TessGoods;

/* ---------------------------------------------------------- computer players */

typedef enum
{
  TESS_AI_RANDOM,   /* uniformly random legal moves */
  TESS_AI_EASY,     /* takes the points in front of it, places followers naively */
  TESS_AI_MEDIUM,   /* greedy: values features, shared features and its supply */
  TESS_AI_HARD,     /* Monte Carlo search over sampled futures */
  TESS_N_AI_LEVELS
} TessAiLevel;

#ifdef __cplusplus
}
#endif
