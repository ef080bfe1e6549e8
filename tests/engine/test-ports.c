/* test-ports.c: port names, rotation, opposites and tile geometry
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib.h>
#include <string.h>

#include "engine-test-tiles.h"

static const char *const names[TESS_N_PORTS] = {
  "N", "E", "S", "W", "NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW",
};

/* Where each port lies on a tile of side 4 centred on (0, 0), x east, y
 * south: sides at their middle, half sides a quarter of the side from it.
 * Rotation and facing are derived from these points, independently of
 * the engine's tables. */
static const int where[TESS_N_PORTS][2] = {
  { 0, -2 }, { 2, 0 }, { 0, 2 }, { -2, 0 },
  { -1, -2 }, { 1, -2 }, { 2, -1 }, { 2, 1 },
  { 1, 2 }, { -1, 2 }, { -2, 1 }, { -2, -1 },
};

static int
port_at (int x, int y)
{
  for (int p = 0; p < TESS_N_PORTS; p++)
    if (where[p][0] == x && where[p][1] == y)
      return p;
  g_assert_not_reached ();
  return -1;
}

static void
test_names (void)
{
  for (int p = 0; p < TESS_N_PORTS; p++)
    {
      g_assert_cmpstr (tess_port_name (p), ==, names[p]);
      g_assert_cmpint (tess_port_from_name (names[p]), ==, p);
    }
  g_assert_cmpint (tess_port_from_name ("NE"), ==, -1);
  g_assert_cmpint (tess_port_from_name ("n"), ==, -1);
  g_assert_cmpint (tess_port_from_name (""), ==, -1);
  g_assert_cmpint (tess_port_from_name (NULL), ==, -1);

  g_assert_cmpstr (tess_feature_type_name (TESS_FEATURE_ROAD), ==, "road");
  g_assert_cmpstr (tess_feature_type_name (TESS_FEATURE_CITY), ==, "city");
  g_assert_cmpstr (tess_feature_type_name (TESS_FEATURE_FIELD), ==, "field");
  g_assert_cmpstr (tess_feature_type_name (TESS_FEATURE_MONASTERY), ==, "monastery");
  g_assert_cmpstr (tess_feature_type_name (TESS_FEATURE_RIVER), ==, "river");
  for (int t = 0; t < TESS_N_FEATURE_TYPES; t++)
    g_assert_cmpint (tess_feature_type_from_name (tess_feature_type_name (t)), ==, t);
  g_assert_cmpint (tess_feature_type_from_name ("farm"), ==, -1);

  g_assert_cmpstr (tess_side_type_name (TESS_SIDE_FIELD), ==, "field");
  g_assert_cmpstr (tess_side_type_name (TESS_SIDE_ROAD), ==, "road");
  g_assert_cmpstr (tess_side_type_name (TESS_SIDE_CITY), ==, "city");
  g_assert_cmpstr (tess_side_type_name (TESS_SIDE_RIVER), ==, "river");

  g_assert_cmpstr (tess_farm_scoring_name (TESS_FARM_THIRD), ==, "third");
  g_assert_cmpstr (tess_farm_scoring_name (TESS_FARM_SECOND), ==, "second");
  g_assert_cmpstr (tess_farm_scoring_name (TESS_FARM_FIRST), ==, "first");
  g_assert_cmpint (tess_farm_scoring_from_name ("second"), ==, TESS_FARM_SECOND);
  g_assert_cmpint (tess_farm_scoring_from_name ("fourth"), ==, -1);
}

/* DESIGN.md §2: a quarter turn maps N->E->S->W->N and each half port two
 * steps along the clockwise list. */
/* One limit on the copies of a tile, the one the editor and validate
 * say (TESS_MAX_TILE_COUNT), in the check every reader goes through. */
static void
test_count_limit (void)
{
  TessTileDef tile = test_tiles[TT_STRAIGHT];
  char err[256];

  tile.count = TESS_MAX_TILE_COUNT;
  g_assert_true (tess_tile_validate (&tile, err, sizeof err));
  tile.count = TESS_MAX_TILE_COUNT + 1;
  g_assert_false (tess_tile_validate (&tile, err, sizeof err));
  g_assert_nonnull (strstr (err, "between 1 and 500"));
  tile.count = 0;
  g_assert_false (tess_tile_validate (&tile, err, sizeof err));
}

static void
test_rotate_table (void)
{
  static const char *const quarter[][2] = {
    { "N", "E" }, { "E", "S" }, { "S", "W" }, { "W", "N" },
    { "NNW", "ENE" }, { "NNE", "ESE" }, { "ENE", "SSE" }, { "ESE", "SSW" },
    { "SSE", "WSW" }, { "SSW", "WNW" }, { "WSW", "NNW" }, { "WNW", "NNE" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (quarter); i++)
    {
      int p = tess_port_from_name (quarter[i][0]);
      int q = tess_port_from_name (quarter[i][1]);

      g_assert_cmpint (tess_port_rotate (p, 1), ==, q);
      g_assert_cmpint (tess_port_rotate (p, 0), ==, p);
      g_assert_cmpint (tess_port_rotate (p, 4), ==, p);
    }

  for (int p = 0; p < TESS_N_PORTS; p++)
    for (int r = 0; r < 4; r++)
      {
        int once = p;

        for (int k = 0; k < r; k++)
          once = tess_port_rotate (once, 1);
        g_assert_cmpint (tess_port_rotate (p, r), ==, once);
        /* a half port stays a half port, a side a side */
        g_assert_cmpint (tess_port_rotate (p, r) < 4, ==, p < 4);
        /* rotating back undoes it */
        g_assert_cmpint (tess_port_rotate (tess_port_rotate (p, r), 4 - r), ==, p);
      }
}

/* The same from geometry: a clockwise quarter turn on screen (y down)
 * takes (x, y) to (-y, x). */
static void
test_rotate_geometry (void)
{
  for (int p = 0; p < TESS_N_PORTS; p++)
    {
      int x = where[p][0], y = where[p][1];

      for (int r = 0; r < 4; r++)
        {
          g_assert_cmpint (tess_port_rotate (p, r), ==, port_at (x, y));
          {
            int t = x;
            x = -y;
            y = t;
          }
        }
    }
}

/* DESIGN.md §2: across the shared side E<->W, N<->S, ENE<->WNW, ESE<->WSW,
 * NNW<->SSW, NNE<->SSE. */
static void
test_opposite_table (void)
{
  static const char *const pairs[][2] = {
    { "E", "W" }, { "N", "S" }, { "ENE", "WNW" }, { "ESE", "WSW" },
    { "NNW", "SSW" }, { "NNE", "SSE" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      int a = tess_port_from_name (pairs[i][0]);
      int b = tess_port_from_name (pairs[i][1]);

      g_assert_cmpint (tess_port_opposite (a), ==, b);
      g_assert_cmpint (tess_port_opposite (b), ==, a);
    }
}

/* From geometry: the neighbour across side s is shifted by 4 along the
 * side's normal; a port there is the same point seen from the neighbour. */
static void
test_opposite_geometry (void)
{
  for (int p = 0; p < TESS_N_PORTS; p++)
    {
      int s = tess_port_side (p);
      int x = where[p][0] - 4 * tess_dx[s];
      int y = where[p][1] - 4 * tess_dy[s];
      int q = tess_port_opposite (p);

      g_assert_cmpint (q, ==, port_at (x, y));
      g_assert_cmpint (tess_port_opposite (q), ==, p);
      g_assert_cmpint (tess_port_side (q), ==, (s + 2) % 4);
      /* facing commutes with turning the pair of tiles together */
      for (int r = 0; r < 4; r++)
        g_assert_cmpint (tess_port_opposite (tess_port_rotate (p, r)), ==,
                         tess_port_rotate (q, r));
    }
}

static void
test_sides (void)
{
  static const int dx[4] = { 0, 1, 0, -1 };
  static const int dy[4] = { -1, 0, 1, 0 };

  for (int s = 0; s < 4; s++)
    {
      g_assert_cmpint (tess_dx[s], ==, dx[s]);
      g_assert_cmpint (tess_dy[s], ==, dy[s]);
      g_assert_cmpint (tess_port_side (s), ==, s);
      /* half ports 4 + 2s and 5 + 2s lie on side s, clockwise */
      g_assert_cmpint (tess_port_side (4 + 2 * s), ==, s);
      g_assert_cmpint (tess_port_side (5 + 2 * s), ==, s);
    }
  for (int p = 4; p < TESS_N_PORTS; p++)
    {
      int s = tess_port_side (p);

      /* the point of a half port is on the side's edge */
      g_assert_cmpint (where[p][0] * tess_dx[s] + where[p][1] * tess_dy[s], ==, 2);
    }
}

static void
test_tile_queries (void)
{
  const TessTileDef *start = &test_tiles[TT_START];
  const TessTileDef *curve = &test_tiles[TT_CURVE];
  char err[256];

  for (int t = 0; t < TT_N_TILES; t++)
    {
      err[0] = '\0';
      g_assert_true (tess_tile_validate (&test_tiles[t], err, sizeof err));
      g_assert_false (tess_tile_has_river (&test_tiles[t]));
    }

  g_assert_cmpint (tess_tile_side (start, 0), ==, TESS_SIDE_CITY);
  g_assert_cmpint (tess_tile_side (start, 1), ==, TESS_SIDE_ROAD);
  g_assert_cmpint (tess_tile_side (start, 2), ==, TESS_SIDE_FIELD);
  g_assert_cmpint (tess_tile_side (start, 3), ==, TESS_SIDE_ROAD);
  g_assert_cmpint (tess_tile_feature_at (start, TESS_PORT_N), ==, 0);
  g_assert_cmpint (tess_tile_feature_at (start, TESS_PORT_W), ==, 1);
  g_assert_cmpint (tess_tile_feature_at (start, TESS_PORT_WNW), ==, 2);
  g_assert_cmpint (tess_tile_feature_at (start, TESS_PORT_SSW), ==, 3);
  /* a city side has no half ports */
  g_assert_cmpint (tess_tile_feature_at (start, TESS_PORT_NNW), ==, -1);
  g_assert_cmpint (tess_tile_feature_at (start, TESS_PORT_NNE), ==, -1);

  g_assert_cmpint (tess_tile_side (curve, 0), ==, TESS_SIDE_FIELD);
  g_assert_cmpint (tess_tile_side (curve, 2), ==, TESS_SIDE_ROAD);
  g_assert_cmpint (tess_tile_side (curve, 3), ==, TESS_SIDE_ROAD);
}

/* An invalid tile: a city side that also has a field half port. */
static void
test_tile_invalid (void)
{
  TessTileDef bad = test_tiles[TT_CAP];
  char err[256] = "";

  bad.features[1].ports |= P (NNW);
  g_assert_false (tess_tile_validate (&bad, err, sizeof err));
  g_assert_cmpstr (err, !=, "");

  /* a road side with a half port missing */
  bad = test_tiles[TT_STRAIGHT];
  bad.features[1].ports &= (uint16_t) ~P (NNW);
  err[0] = '\0';
  g_assert_false (tess_tile_validate (&bad, err, sizeof err));
  g_assert_cmpstr (err, !=, "");
}

/* Inns & Cathedrals (DESIGN.md §8): an inn by a road, a cathedral in a
 * city, nowhere else. */
static void
test_tile_inn_cathedral (void)
{
  TessTileDef tile = test_tiles[TT_STRAIGHT];
  char err[256] = "";
  int road = tess_tile_feature_at (&tile, TESS_PORT_E);
  int field = tess_tile_feature_at (&tile, TESS_PORT_NNE);

  tile.features[road].value = TESS_VALUE_INN;
  g_assert_true (tess_tile_validate (&tile, err, sizeof err));
  tile.features[road].value = TESS_VALUE_CATHEDRAL;
  g_assert_false (tess_tile_validate (&tile, err, sizeof err));
  g_assert_nonnull (strstr (err, "only a city can have a cathedral"));
  tile.features[road].value = 0;
  tile.features[field].value = TESS_VALUE_INN;
  g_assert_false (tess_tile_validate (&tile, err, sizeof err));
  g_assert_nonnull (strstr (err, "only a road can have an inn"));

  tile = test_tiles[TT_CAP];
  tile.features[tess_tile_feature_at (&tile, TESS_PORT_N)].value = TESS_VALUE_CATHEDRAL;
  g_assert_true (tess_tile_validate (&tile, err, sizeof err));
  tile.features[tess_tile_feature_at (&tile, TESS_PORT_N)].value = TESS_VALUE_INN;
  g_assert_false (tess_tile_validate (&tile, err, sizeof err));
}

/* Traders & Builders (DESIGN.md §8): goods in a city only, and only the
 * three kinds. */
static void
test_tile_goods (void)
{
  TessTileDef tile = test_tiles[TT_CAP];
  char err[256] = "";
  int city = tess_tile_feature_at (&tile, TESS_PORT_N);
  int field = tess_tile_feature_at (&tile, TESS_PORT_SSE);

  for (int g = TESS_GOODS_WINE; g < TESS_N_GOODS; g++)
    {
      tile.features[city].goods = (uint8_t) g;
      g_assert_true (tess_tile_validate (&tile, err, sizeof err));
      g_assert_cmpint (tess_goods_from_name (tess_goods_name (g)), ==, g);
    }
  g_assert_cmpstr (tess_goods_name (TESS_GOODS_WINE), ==, "wine");
  g_assert_cmpstr (tess_goods_name (TESS_GOODS_GRAIN), ==, "grain");
  g_assert_cmpstr (tess_goods_name (TESS_GOODS_CLOTH), ==, "cloth");
  g_assert_cmpint (tess_goods_from_name ("silk"), ==, -1);
  g_assert_cmpint (tess_goods_from_name ("none"), ==, -1);
  g_assert_cmpint (tess_goods_from_name (NULL), ==, -1);

  tile.features[city].goods = TESS_N_GOODS;
  g_assert_false (tess_tile_validate (&tile, err, sizeof err));
  g_assert_nonnull (strstr (err, "unknown goods"));
  tile.features[city].goods = TESS_GOODS_NONE;
  tile.features[field].goods = TESS_GOODS_GRAIN;
  g_assert_false (tess_tile_validate (&tile, err, sizeof err));
  g_assert_nonnull (strstr (err, "only a city can have goods"));
  g_assert_nonnull (strstr (err, "feature 2"));

  tile = test_tiles[TT_STRAIGHT];
  tile.features[tess_tile_feature_at (&tile, TESS_PORT_E)].goods = TESS_GOODS_CLOTH;
  g_assert_false (tess_tile_validate (&tile, err, sizeof err));
  g_assert_nonnull (strstr (err, "only a city can have goods"));
}

/* How many places the tile "two" (a city on the north side and another
 * on the south, wine in the north one when @wine) may take beside the
 * start tile. */
static int
two_cities_placements (bool wine)
{
  TessTileDef tiles[2] = { test_tiles[TT_START] };
  TessTileSet set = { .id = "t", .n_tiles = 2, .tiles = tiles, .start = 0, .last = -1 };
  TessRules rules;
  TessDef *def;
  TessState *st;
  TessPlacement *out;
  char err[256] = "";
  int n;

  tiles[1] = (TessTileDef) {
    .id = "two", .count = 1, .n_features = 3,
    .features = {
      { .type = TESS_FEATURE_CITY, .ports = P (N), .goods = wine ? TESS_GOODS_WINE : 0 },
      { .type = TESS_FEATURE_CITY, .ports = P (S) },
      { .type = TESS_FEATURE_FIELD, .ports = P (ENE) | P (ESE) | P (WSW) | P (WNW),
        .cities = 1u << 0 | 1u << 1 },
    },
  };
  tess_rules_init_default (&rules);
  def = tess_def_new (&set, 1, &rules, 2, err, sizeof err);
  g_assert_nonnull (def);
  st = tess_state_new (def);
  tess_state_init (st, def, false, 0);
  out = g_new0 (TessPlacement, tess_def_max_placements (def));
  n = tess_state_placements (st, 1, out, tess_def_max_placements (def));
  g_free (out);
  tess_state_free (st);
  tess_def_free (def);
  return n;
}

/* A tile that looks the same turned half round is one placement, not two
 * (same_layout() in tess-def.c); goods in one of its cities tell the two
 * turns apart. */
static void
test_def_goods_layout (void)
{
  int plain = two_cities_placements (false);
  int wine = two_cities_placements (true);

  g_assert_cmpint (plain, >, 0);
  g_assert_cmpint (wine, ==, 2 * plain);
}

/* Features of a rotated tile in board orientation. */
static void
test_def_rotation (void)
{
  TessDef *def = test_def_new (2, NULL);

  g_assert_cmpint (tess_def_n_types (def), ==, TT_N_TILES);
  g_assert_cmpint (tess_def_start_type (def), ==, TT_START);
  g_assert_cmpint (tess_def_find_type (def, "curve"), ==, TT_CURVE);
  g_assert_cmpint (tess_def_find_type (def, "nope"), ==, -1);
  g_assert_cmpint (tess_def_total_tiles (def), ==, TT_N_TILES * TEST_TILE_COUNT);
  g_assert_cmpint (tess_def_n_players (def), ==, 2);

  for (int t = 0; t < TT_N_TILES; t++)
    for (int r = 0; r < 4; r++)
      for (int p = 0; p < TESS_N_PORTS; p++)
        {
          int f = tess_tile_feature_at (&test_tiles[t], p);
          int q = tess_port_rotate (p, r);

          g_assert_cmpint (tess_def_feature_at (def, t, r, q), ==, f);
          if (f >= 0)
            g_assert_true (tess_def_feature_ports (def, t, r, f) & (1u << q));
        }

  /* the curve (road W S) turned 90 degrees runs N W; turned 270, S E */
  g_assert_cmpint (tess_def_feature_ports (def, TT_CURVE, 1, 0), ==, P (N) | P (W));
  g_assert_cmpint (tess_def_feature_ports (def, TT_CURVE, 3, 0), ==, P (S) | P (E));
  /* the cap's city faces south when turned 180 degrees */
  g_assert_cmpint (tess_def_feature_ports (def, TT_CAP, 2, 0), ==, P (S));
  tess_def_free (def);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/ports/names", test_names);
  g_test_add_func ("/engine/ports/rotate-table", test_rotate_table);
  g_test_add_func ("/engine/ports/count-limit", test_count_limit);
  g_test_add_func ("/engine/ports/rotate-geometry", test_rotate_geometry);
  g_test_add_func ("/engine/ports/opposite-table", test_opposite_table);
  g_test_add_func ("/engine/ports/opposite-geometry", test_opposite_geometry);
  g_test_add_func ("/engine/ports/sides", test_sides);
  g_test_add_func ("/engine/tiles/queries", test_tile_queries);
  g_test_add_func ("/engine/tiles/invalid", test_tile_invalid);
  g_test_add_func ("/engine/tiles/inn-cathedral", test_tile_inn_cathedral);
  g_test_add_func ("/engine/tiles/def-rotation", test_def_rotation);
  g_test_add_func ("/engine/tiles/goods", test_tile_goods);
  g_test_add_func ("/engine/tiles/goods-layout", test_def_goods_layout);

  return g_test_run ();
}
