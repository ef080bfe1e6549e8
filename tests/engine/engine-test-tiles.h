/* engine-test-tiles.h: a small tile table for the engine's unit tests
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-engine.h"

#define P(port) ((uint16_t) (1u << TESS_PORT_##port))

/* Indexes of the test tiles, which are also their type numbers in a
 * TessDef built by test_def_new(). */
enum
{
  TT_START,      /* like base D: city N; road E W; field ENE WNW +city; field ESE SSE SSW WSW */
  TT_STRAIGHT,   /* like base U: road W E */
  TT_CURVE,      /* like base V: road W S */
  TT_CAP,        /* like base E: city N */
  TT_CLOISTER,   /* like base B: monastery, field all round */
  TT_CROSS,      /* like base X: four roads ending at a crossroads */
  TT_SHIELD_CAP, /* a cap with a shield (not in the base set) */
  TT_N_TILES
};

extern const TessTileDef test_tiles[TT_N_TILES];

/* The test set: every tile TEST_TILE_COUNT times, the start tile among them. */
#define TEST_TILE_COUNT 12

void     test_tileset     (TessTileSet *out);
/* A definition for the test set; rules may be NULL for the defaults. */
TessDef *test_def_new     (int              n_players,
                           const TessRules *rules);
/* Plays a move (tile drawn by name first) and asserts it was legal. */
void     test_play        (TessState *st,
                           int        type,
                           int        x,
                           int        y,
                           int        rot,
                           int        feature,
                           TessEventFn fn,
                           void      *user_data);
