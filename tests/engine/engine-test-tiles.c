/* engine-test-tiles.c: a small tile table for the engine's unit tests
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib.h>
#include <string.h>

#include "engine-test-tiles.h"

#define ROAD  TESS_FEATURE_ROAD
#define CITY  TESS_FEATURE_CITY
#define FIELD TESS_FEATURE_FIELD
#define MONASTERY TESS_FEATURE_MONASTERY

const TessTileDef test_tiles[TT_N_TILES] = {
  [TT_START] = {
    .id = "start", .count = TEST_TILE_COUNT, .n_features = 4,
    .features = {
      { .type = CITY, .ports = P (N) },
      { .type = ROAD, .ports = P (E) | P (W) },
      { .type = FIELD, .ports = P (ENE) | P (WNW), .cities = 1u << 0 },
      { .type = FIELD, .ports = P (ESE) | P (SSE) | P (SSW) | P (WSW) },
    },
  },
  [TT_STRAIGHT] = {
    .id = "straight", .count = TEST_TILE_COUNT, .n_features = 3,
    .features = {
      { .type = ROAD, .ports = P (W) | P (E) },
      { .type = FIELD, .ports = P (WNW) | P (NNW) | P (NNE) | P (ENE) },
      { .type = FIELD, .ports = P (ESE) | P (SSE) | P (SSW) | P (WSW) },
    },
  },
  [TT_CURVE] = {
    .id = "curve", .count = TEST_TILE_COUNT, .n_features = 3,
    .features = {
      { .type = ROAD, .ports = P (W) | P (S) },
      { .type = FIELD, .ports = P (WNW) | P (NNW) | P (NNE) | P (ENE) | P (ESE) | P (SSE) },
      { .type = FIELD, .ports = P (SSW) | P (WSW) },
    },
  },
  [TT_CAP] = {
    .id = "cap", .count = TEST_TILE_COUNT, .n_features = 2,
    .features = {
      { .type = CITY, .ports = P (N) },
      { .type = FIELD, .ports = P (ENE) | P (ESE) | P (SSE) | P (SSW) | P (WSW) | P (WNW),
        .cities = 1u << 0 },
    },
  },
  [TT_CLOISTER] = {
    .id = "cloister", .count = TEST_TILE_COUNT, .n_features = 2,
    .features = {
      { .type = MONASTERY },
      { .type = FIELD, .ports = P (NNW) | P (NNE) | P (ENE) | P (ESE) | P (SSE) | P (SSW)
                                | P (WSW) | P (WNW) },
    },
  },
  [TT_CROSS] = {
    .id = "cross", .count = TEST_TILE_COUNT, .n_features = 8,
    .features = {
      { .type = ROAD, .ports = P (N) },
      { .type = ROAD, .ports = P (E) },
      { .type = ROAD, .ports = P (S) },
      { .type = ROAD, .ports = P (W) },
      { .type = FIELD, .ports = P (NNE) | P (ENE) },
      { .type = FIELD, .ports = P (ESE) | P (SSE) },
      { .type = FIELD, .ports = P (SSW) | P (WSW) },
      { .type = FIELD, .ports = P (WNW) | P (NNW) },
    },
  },
  [TT_SHIELD_CAP] = {
    .id = "shield-cap", .count = TEST_TILE_COUNT, .n_features = 2,
    .features = {
      { .type = CITY, .shield = 1, .ports = P (N) },
      { .type = FIELD, .ports = P (ENE) | P (ESE) | P (SSE) | P (SSW) | P (WSW) | P (WNW),
        .cities = 1u << 0 },
    },
  },
};

void
test_tileset (TessTileSet *out)
{
  memset (out, 0, sizeof *out);
  strcpy (out->id, "test");
  out->n_tiles = TT_N_TILES;
  out->tiles = test_tiles;
  out->start = TT_START;
  out->last = -1;
}

TessDef *
test_def_new (int              n_players,
              const TessRules *rules)
{
  TessTileSet set;
  TessRules defaults;
  TessDef *def;
  char err[256] = "";

  test_tileset (&set);
  if (rules == NULL)
    {
      tess_rules_init_default (&defaults);
      rules = &defaults;
    }
  def = tess_def_new (&set, 1, rules, n_players, err, sizeof err);
  if (def == NULL)
    g_error ("tess_def_new failed: %s", err);
  return def;
}

void
test_play (TessState  *st,
           int         type,
           int         x,
           int         y,
           int         rot,
           int         feature,
           TessEventFn fn,
           void       *user_data)
{
  TessMove move = { .tile = (uint16_t) type, .x = (int16_t) x, .y = (int16_t) y,
                    .rot = (uint8_t) rot, .feature = (int8_t) feature };
  TessError err;

  err = tess_state_draw_named (st, type);
  if (err != TESS_OK)
    g_error ("drawing %s failed: %s", test_tiles[type].id, tess_error_message (err));
  err = tess_state_play (st, &move, fn, user_data);
  if (err != TESS_OK)
    g_error ("playing %s at %d,%d rot %d feature %d failed: %s", test_tiles[type].id,
             x, y, rot, feature, tess_error_message (err));
}
