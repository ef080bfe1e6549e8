/* test-tileset-problems.c: the designer's checks of a tile set, and the
 * geometry behind them (crossings, fields worked out from the sides)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-tileset-problems"

#include "config.h"

#include <string.h>

#include "tess-json-private.h"
#include "tess-tile-edit.h"
#include "tess-tile-shape.h"
#include "tess-tile-set-problems.h"
#include "tess-engine.h"

/* A set from its tiles in JSON, read even when it has problems. */
static TessTileSetData *
set_from_json (const char *head,
               const char *tiles)
{
  g_autofree char *text = g_strdup_printf ("{ \"format\": \"tessera-tileset\", \"version\": 1, "
                                           "\"id\": \"test\", %s \"tiles\": [ %s ] }",
                                           head, tiles);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = tess_json_parse (text, -1, "test", &error);
  g_autoptr(GPtrArray) reading = g_ptr_array_new_with_free_func (g_free);
  TessTileSetData *set;

  g_assert_no_error (error);
  set = tess_tile_set_from_json (root, "test", reading, &error);
  g_assert_no_error (error);
  g_assert_nonnull (set);
  return set;
}

/* How many problems of that kind the set has. */
static guint
count_kind (const TessTileSetData *set,
            TessProblemKind        kind,
            TessProblemSeverity   *severity)
{
  g_autoptr(GPtrArray) problems = tess_tile_set_find_problems (set);
  guint n = 0;

  for (guint i = 0; i < problems->len; i++)
    {
      TessTileSetProblem *p = g_ptr_array_index (problems, i);

      g_assert_true (g_utf8_validate (tess_tile_set_problem_get_message (p), -1, NULL));
      g_assert_cmpstr (tess_tile_set_problem_get_message (p), !=, "");
      if (tess_tile_set_problem_get_kind (p) == kind)
        {
          n++;
          if (severity != NULL)
            *severity = tess_tile_set_problem_get_severity (p);
        }
    }
  return n;
}

static guint
count_all (const TessTileSetData *set)
{
  g_autoptr(GPtrArray) problems = tess_tile_set_find_problems (set);

  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *line = tess_tile_set_problem_to_string (g_ptr_array_index (problems, i));

      g_test_message ("%s", line);
    }
  return problems->len;
}

#define START "\"start\": \"a\","
#define FIELD_TILE(id) \
  "{ \"id\": \"" id "\", \"features\": [ { \"type\": \"field\", \"ports\": " \
  "[\"NNW\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"] } ] }"
#define ROAD_TILE(id) \
  "{ \"id\": \"" id "\", \"features\": [ { \"type\": \"road\", \"ports\": [\"W\",\"E\"] }, " \
  "{ \"type\": \"field\", \"ports\": [\"WNW\",\"NNW\",\"NNE\",\"ENE\"] }, " \
  "{ \"type\": \"field\", \"ports\": [\"ESE\",\"SSE\",\"SSW\",\"WSW\"] } ] }"

/* ------------------------------------------------------------ built-in sets */

static void
test_builtin_clean (void)
{
  const char *ids[] = { "base", "river" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TessTileSetData) set = tess_tile_set_load_builtin (ids[i], &error);

      g_assert_no_error (error);
      g_assert_cmpuint (count_all (set), ==, 0);
    }

  /* Inns & Cathedrals is played with the base game's start tile: that
   * warning alone (its O lists the three caps its field meets). */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(TessTileSetData) set = tess_tile_set_load_builtin ("inns-cathedrals", &error);

    g_assert_no_error (error);
    g_assert_cmpuint (count_kind (set, TESS_PROBLEM_NO_START, NULL), ==, 1);
    g_assert_cmpuint (count_all (set), ==, 1);
  }
  /* So is Traders & Builders: its dead-end roads run into city corners
   * whose wall meets every field (tess_tile_field_touches_city()), and its
   * crossing's two roads go on across each other. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(TessTileSetData) set = tess_tile_set_load_builtin ("traders-builders", &error);

    g_assert_no_error (error);
    g_assert_cmpuint (count_kind (set, TESS_PROBLEM_NO_START, NULL), ==, 1);
    g_assert_cmpuint (count_all (set), ==, 1);
  }
}

/* No feature of a base or River tile crosses another, except the road over
 * the river of the bridge, which does cross it (so the test can fail). */
static void
test_builtin_no_crossing (void)
{
  const char *ids[] = { "base", "river" };
  guint bridges = 0;

  for (guint s = 0; s < G_N_ELEMENTS (ids); s++)
    {
      g_autoptr(TessTileSetData) set = tess_tile_set_load_builtin (ids[s], NULL);

      for (guint i = 0; i < tess_tile_set_n_tiles (set); i++)
        {
          const TessTileDef *t = tess_tile_set_tile (set, i);

          for (int a = 0; a < t->n_features; a++)
            for (int b = a + 1; b < t->n_features; b++)
              {
                gboolean cross = tess_ports_cross (t->features[a].ports, t->features[b].ports);
                gboolean bridge = t->features[a].type + t->features[b].type
                                  == TESS_FEATURE_ROAD + TESS_FEATURE_RIVER
                                  && (t->features[a].type == TESS_FEATURE_ROAD
                                      || t->features[b].type == TESS_FEATURE_ROAD);

                if (cross)
                  {
                    g_assert_true (bridge);
                    g_assert_cmpstr (t->id, ==, "river-bridge");
                    bridges++;
                  }
              }
        }
    }
  g_assert_cmpuint (bridges, ==, 1);
}

static void
test_crossing (void)
{
  g_autoptr(TessTileSetData) city_road = set_from_json (START,
    "{ \"id\": \"a\", \"features\": ["
    " { \"type\": \"city\", \"ports\": [\"N\", \"S\"] },"
    " { \"type\": \"road\", \"ports\": [\"E\", \"W\"] },"
    " { \"type\": \"field\", \"ports\": [\"ENE\", \"WNW\"] },"
    " { \"type\": \"field\", \"ports\": [\"ESE\", \"WSW\"] } ] }");
  g_autoptr(TessTileSetData) fields = set_from_json (START,
    "{ \"id\": \"a\", \"features\": ["
    " { \"type\": \"field\", \"ports\": [\"NNW\", \"SSE\"] },"
    " { \"type\": \"field\", \"ports\": [\"NNE\", \"ENE\", \"ESE\", \"SSW\", \"WSW\", \"WNW\"] } ] }");
  g_autoptr(TessTileSetData) bridge = set_from_json (START "\"last\": \"z\",",
    "{ \"id\": \"a\", \"features\": [ { \"type\": \"river\", \"ports\": [\"E\"] },"
    " { \"type\": \"field\", \"ports\": [\"NNW\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"] } ] },"
    "{ \"id\": \"b\", \"features\": ["
    " { \"type\": \"river\", \"ports\": [\"W\", \"E\"] },"
    " { \"type\": \"road\", \"ports\": [\"N\", \"S\"] },"
    " { \"type\": \"field\", \"ports\": [\"WNW\", \"NNW\"] },"
    " { \"type\": \"field\", \"ports\": [\"NNE\", \"ENE\"] },"
    " { \"type\": \"field\", \"ports\": [\"ESE\", \"SSE\"] },"
    " { \"type\": \"field\", \"ports\": [\"SSW\", \"WSW\"] } ] },"
    "{ \"id\": \"z\", \"features\": [ { \"type\": \"river\", \"ports\": [\"W\"] },"
    " { \"type\": \"field\", \"ports\": [\"NNW\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"] } ] }");

  /* A road through a city; the fields cross the city and the road too. */
  g_assert_cmpuint (count_kind (city_road, TESS_PROBLEM_CROSSING, NULL), >=, 1);
  g_assert_cmpuint (count_kind (fields, TESS_PROBLEM_CROSSING, NULL), ==, 1);
  g_assert_cmpuint (count_kind (bridge, TESS_PROBLEM_CROSSING, NULL), ==, 0);
  g_assert_cmpuint (count_all (bridge), ==, 0);

  g_assert_true (tess_ports_cross (1u << TESS_PORT_N | 1u << TESS_PORT_S,
                                   1u << TESS_PORT_E | 1u << TESS_PORT_W));
  g_assert_false (tess_ports_cross (1u << TESS_PORT_N | 1u << TESS_PORT_E,
                                    1u << TESS_PORT_S | 1u << TESS_PORT_W));
  /* A field between the two ends of a curve, and one outside it. */
  g_assert_true (tess_ports_cross (1u << TESS_PORT_N | 1u << TESS_PORT_E,
                                   1u << TESS_PORT_ENE | 1u << TESS_PORT_SSW));
  g_assert_false (tess_ports_cross (1u << TESS_PORT_N | 1u << TESS_PORT_E,
                                    1u << TESS_PORT_NNE | 1u << TESS_PORT_ENE));
}

/* ------------------------------------------------------------ each problem */

typedef struct
{
  const char     *name;
  TessProblemKind kind;
  TessProblemSeverity severity;
  const char     *bad_head, *bad_tiles;
  const char     *good_head, *good_tiles;
} Case;

static const Case cases[] = {
  { "half-port", TESS_PROBLEM_HALF_PORT, TESS_PROBLEM_ERROR,
    START, "{ \"id\": \"a\", \"features\": [ { \"type\": \"road\", \"ports\": [\"W\",\"E\"] },"
           " { \"type\": \"field\", \"ports\": [\"WNW\",\"NNW\",\"NNE\",\"ENE\"] },"
           " { \"type\": \"field\", \"ports\": [\"ESE\",\"SSE\",\"SSW\"] } ] }",
    START, ROAD_TILE ("a") },
  { "field-misses-city", TESS_PROBLEM_FIELD_MISSES_CITY, TESS_PROBLEM_WARNING,
    START, "{ \"id\": \"a\", \"features\": [ { \"type\": \"city\", \"ports\": [\"N\"] },"
           " { \"type\": \"field\", \"ports\": [\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"] } ] }",
    START, "{ \"id\": \"a\", \"features\": [ { \"type\": \"city\", \"ports\": [\"N\"] },"
           " { \"type\": \"field\", \"ports\": [\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"],"
           " \"cities\": [\"N\"] } ] }" },
  { "field-far-city", TESS_PROBLEM_FIELD_FAR_CITY, TESS_PROBLEM_ERROR,
    START, "{ \"id\": \"a\", \"features\": [ { \"type\": \"city\", \"ports\": [\"N\"] },"
           " { \"type\": \"road\", \"ports\": [\"E\",\"W\"] },"
           " { \"type\": \"field\", \"ports\": [\"ENE\",\"WNW\"], \"cities\": [\"N\"] },"
           " { \"type\": \"field\", \"ports\": [\"ESE\",\"SSE\",\"SSW\",\"WSW\"], \"cities\": [\"N\"] } ] }",
    START, "{ \"id\": \"a\", \"features\": [ { \"type\": \"city\", \"ports\": [\"N\"] },"
           " { \"type\": \"road\", \"ports\": [\"E\",\"W\"] },"
           " { \"type\": \"field\", \"ports\": [\"ENE\",\"WNW\"], \"cities\": [\"N\"] },"
           " { \"type\": \"field\", \"ports\": [\"ESE\",\"SSE\",\"SSW\",\"WSW\"] } ] }" },
  { "duplicate-id", TESS_PROBLEM_DUPLICATE_ID, TESS_PROBLEM_ERROR,
    START, FIELD_TILE ("a") "," ROAD_TILE ("a"),
    START, FIELD_TILE ("a") "," ROAD_TILE ("b") },
  { "same-tile", TESS_PROBLEM_SAME_TILE, TESS_PROBLEM_WARNING,
    START, FIELD_TILE ("a") "," ROAD_TILE ("b") ","
           "{ \"id\": \"c\", \"features\": [ { \"type\": \"road\", \"ports\": [\"N\",\"S\"] },"
           " { \"type\": \"field\", \"ports\": [\"NNE\",\"ENE\",\"ESE\",\"SSE\"] },"
           " { \"type\": \"field\", \"ports\": [\"SSW\",\"WSW\",\"WNW\",\"NNW\"] } ] }",
    START, FIELD_TILE ("a") "," ROAD_TILE ("b") ","
           "{ \"id\": \"c\", \"features\": [ { \"type\": \"road\", \"ports\": [\"N\",\"E\"] },"
           " { \"type\": \"field\", \"ports\": [\"NNE\",\"ENE\"] },"
           " { \"type\": \"field\", \"ports\": [\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\",\"NNW\"] } ] }" },
  { "river-ends", TESS_PROBLEM_RIVER_ENDS, TESS_PROBLEM_ERROR,
    START,
    "{ \"id\": \"a\", \"features\": [ { \"type\": \"river\", \"ports\": [\"E\"] },"
    " { \"type\": \"field\", \"ports\": [\"NNW\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"] } ] },"
    "{ \"id\": \"b\", \"features\": [ { \"type\": \"river\", \"ports\": [\"W\",\"E\"] },"
    " { \"type\": \"field\", \"ports\": [\"WNW\",\"NNW\",\"NNE\",\"ENE\"] },"
    " { \"type\": \"field\", \"ports\": [\"ESE\",\"SSE\",\"SSW\",\"WSW\"] } ] }",
    START "\"last\": \"z\",",
    "{ \"id\": \"a\", \"features\": [ { \"type\": \"river\", \"ports\": [\"E\"] },"
    " { \"type\": \"field\", \"ports\": [\"NNW\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"] } ] },"
    "{ \"id\": \"b\", \"features\": [ { \"type\": \"river\", \"ports\": [\"W\",\"E\"] },"
    " { \"type\": \"field\", \"ports\": [\"WNW\",\"NNW\",\"NNE\",\"ENE\"] },"
    " { \"type\": \"field\", \"ports\": [\"ESE\",\"SSE\",\"SSW\",\"WSW\"] } ] },"
    "{ \"id\": \"z\", \"features\": [ { \"type\": \"river\", \"ports\": [\"W\"] },"
    " { \"type\": \"field\", \"ports\": [\"NNW\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"] } ] }" },
  { "river-shape", TESS_PROBLEM_RIVER_SHAPE, TESS_PROBLEM_ERROR,
    START "\"last\": \"z\",",
    "{ \"id\": \"a\", \"features\": [ { \"type\": \"river\", \"ports\": [\"E\"] },"
    " { \"type\": \"field\", \"ports\": [\"NNW\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"] } ] },"
    "{ \"id\": \"b\", \"features\": [ { \"type\": \"river\", \"ports\": [\"W\",\"E\",\"S\"] },"
    " { \"type\": \"field\", \"ports\": [\"WNW\",\"NNW\",\"NNE\",\"ENE\"] },"
    " { \"type\": \"field\", \"ports\": [\"ESE\",\"SSE\"] },"
    " { \"type\": \"field\", \"ports\": [\"SSW\",\"WSW\"] } ] },"
    "{ \"id\": \"z\", \"features\": [ { \"type\": \"river\", \"ports\": [\"W\"] },"
    " { \"type\": \"field\", \"ports\": [\"NNW\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"] } ] }",
    START "\"last\": \"z\",",
    "{ \"id\": \"a\", \"features\": [ { \"type\": \"river\", \"ports\": [\"E\"] },"
    " { \"type\": \"field\", \"ports\": [\"NNW\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"] } ] },"
    "{ \"id\": \"b\", \"features\": [ { \"type\": \"river\", \"ports\": [\"W\",\"S\"] },"
    " { \"type\": \"field\", \"ports\": [\"WNW\",\"NNW\",\"NNE\",\"ENE\",\"ESE\",\"SSE\"] },"
    " { \"type\": \"field\", \"ports\": [\"SSW\",\"WSW\"] } ] },"
    "{ \"id\": \"z\", \"features\": [ { \"type\": \"river\", \"ports\": [\"W\"] },"
    " { \"type\": \"field\", \"ports\": [\"NNW\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"] } ] }" },
  { "unmatched", TESS_PROBLEM_UNMATCHED, TESS_PROBLEM_WARNING,
    START, FIELD_TILE ("a") "," ROAD_TILE ("b") ","
           "{ \"id\": \"c\", \"features\": [ { \"type\": \"city\", \"ports\": [\"N\",\"E\",\"S\",\"W\"] } ] }",
    START, FIELD_TILE ("a") "," ROAD_TILE ("b") ","
           "{ \"id\": \"c\", \"count\": 2, \"features\": [ { \"type\": \"city\", \"ports\": [\"N\",\"E\",\"S\",\"W\"] } ] }" },
  { "no-start", TESS_PROBLEM_NO_START, TESS_PROBLEM_WARNING,
    "", FIELD_TILE ("a"),
    START, FIELD_TILE ("a") },
  { "unknown-start", TESS_PROBLEM_UNKNOWN_TILE, TESS_PROBLEM_ERROR,
    "\"start\": \"nowhere\",", FIELD_TILE ("a"),
    START, FIELD_TILE ("a") },
  { "count-high", TESS_PROBLEM_COUNT, TESS_PROBLEM_ERROR,
    START, "{ \"id\": \"a\", \"count\": 501, \"features\": [ { \"type\": \"field\", \"ports\": "
           "[\"NNW\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"] } ] }",
    START, "{ \"id\": \"a\", \"count\": 500, \"features\": [ { \"type\": \"field\", \"ports\": "
           "[\"NNW\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"] } ] }" },
  /* Inns & Cathedrals (DESIGN.md §8): a designer's set may have them, an
   * inn by a road and a cathedral in a city only. */
  { "inn-on-city", TESS_PROBLEM_STRUCTURE, TESS_PROBLEM_ERROR,
    START, FIELD_TILE ("a") ","
           "{ \"id\": \"b\", \"features\": [ { \"type\": \"city\", \"ports\": [\"N\"], \"inn\": true },"
           " { \"type\": \"field\", \"ports\": [\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"],"
           " \"cities\": [\"N\"] } ] }",
    START, FIELD_TILE ("a") ","
           "{ \"id\": \"b\", \"features\": [ { \"type\": \"road\", \"ports\": [\"W\",\"E\"], \"inn\": true }, "
           "{ \"type\": \"field\", \"ports\": [\"WNW\",\"NNW\",\"NNE\",\"ENE\"] }, "
           "{ \"type\": \"field\", \"ports\": [\"ESE\",\"SSE\",\"SSW\",\"WSW\"] } ] }" },
  { "cathedral-on-road", TESS_PROBLEM_STRUCTURE, TESS_PROBLEM_ERROR,
    START, FIELD_TILE ("a") ","
           "{ \"id\": \"b\", \"features\": [ { \"type\": \"road\", \"ports\": [\"W\",\"E\"], \"cathedral\": true }, "
           "{ \"type\": \"field\", \"ports\": [\"WNW\",\"NNW\",\"NNE\",\"ENE\"] }, "
           "{ \"type\": \"field\", \"ports\": [\"ESE\",\"SSE\",\"SSW\",\"WSW\"] } ] }",
    START, FIELD_TILE ("a") "," ROAD_TILE ("b") ","
           "{ \"id\": \"c\", \"count\": 2, \"features\": [ { \"type\": \"city\", "
           "\"ports\": [\"N\",\"E\",\"S\",\"W\"], \"cathedral\": true } ] }" },
  /* Traders & Builders: goods in a city only. */
  { "goods-on-road", TESS_PROBLEM_STRUCTURE, TESS_PROBLEM_ERROR,
    START, FIELD_TILE ("a") ","
           "{ \"id\": \"b\", \"features\": [ { \"type\": \"road\", \"ports\": [\"W\",\"E\"], \"goods\": \"grain\" }, "
           "{ \"type\": \"field\", \"ports\": [\"WNW\",\"NNW\",\"NNE\",\"ENE\"] }, "
           "{ \"type\": \"field\", \"ports\": [\"ESE\",\"SSE\",\"SSW\",\"WSW\"] } ] }",
    START, FIELD_TILE ("a") "," ROAD_TILE ("b") ","
           "{ \"id\": \"c\", \"count\": 2, \"features\": [ { \"type\": \"city\", "
           "\"ports\": [\"N\",\"E\",\"S\",\"W\"], \"goods\": \"grain\" } ] }" },
  { "structure", TESS_PROBLEM_STRUCTURE, TESS_PROBLEM_ERROR,
    START, "{ \"id\": \"a\", \"features\": [ { \"type\": \"city\", \"ports\": [\"N\"] },"
           " { \"type\": \"field\", \"ports\": [\"NNW\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"],"
           " \"cities\": [\"N\"] } ] }",
    START, "{ \"id\": \"a\", \"features\": [ { \"type\": \"city\", \"ports\": [\"N\"] },"
           " { \"type\": \"field\", \"ports\": [\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"],"
           " \"cities\": [\"N\"] } ] }" },
};

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(TessTileSetData) bad = set_from_json (c->bad_head, c->bad_tiles);
  g_autoptr(TessTileSetData) good = set_from_json (c->good_head, c->good_tiles);
  TessProblemSeverity severity = 99;

  g_assert_cmpuint (count_kind (bad, c->kind, &severity), >=, 1);
  g_assert_cmpint (severity, ==, c->severity);
  g_assert_cmpuint (count_kind (good, c->kind, NULL), ==, 0);
  g_assert_cmpuint (count_all (good), ==, 0);
}

static void
test_too_many (void)
{
  GString *tiles = g_string_new (NULL);
  g_autoptr(TessTileSetData) set = NULL;

  for (int i = 0; i < 3; i++)
    g_string_append_printf (tiles, "%s{ \"id\": \"%c\", \"count\": 341, \"features\": ["
                            " { \"type\": \"field\", \"ports\": [\"NNW\",\"NNE\",\"ENE\","
                            "\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"] } ] }",
                            i ? "," : "", 'a' + i);
  /* 1,023 tiles, then one more: still fine (the readers' and the
   * engine's limit, TESS_MAX_TILES); then one over. */
  set = set_from_json (START, tiles->str);
  g_assert_cmpuint (count_kind (set, TESS_PROBLEM_TOO_MANY, NULL), ==, 0);
  g_array_index (set->tiles, TessTileDef, 0).count = 342;
  g_assert_cmpuint (count_kind (set, TESS_PROBLEM_TOO_MANY, NULL), ==, 0);
  g_array_index (set->tiles, TessTileDef, 1).count = 342;
  g_assert_cmpuint (count_kind (set, TESS_PROBLEM_TOO_MANY, NULL), ==, 1);
  g_assert_cmpuint (count_kind (set, TESS_PROBLEM_COUNT, NULL), ==, 0);
  /* A count of 0 (the reader refuses it, the editor's set may not). */
  g_array_index (set->tiles, TessTileDef, 2).count = 0;
  g_assert_cmpuint (count_kind (set, TESS_PROBLEM_COUNT, NULL), ==, 1);
  g_string_free (tiles, TRUE);
}

/* The same tile turned round: the warning names both tiles. */
static void
test_same_tile_names (void)
{
  g_autoptr(TessTileSetData) base = tess_tile_set_load_builtin ("base", NULL);
  g_autoptr(TessTileSetData) set = tess_tile_set_copy (base);
  g_autoptr(GPtrArray) problems = NULL;
  TessTileDef v = *tess_tile_set_tile (set, tess_tile_set_find_tile (set, "V"));
  const char *message;

  strcpy (v.id, "V-turned");
  tess_tile_rotate (&v, 3);
  g_array_append_val (set->tiles, v);
  problems = tess_tile_set_find_problems (set);
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_cmpint (tess_tile_set_problem_get_kind (problems->pdata[0]), ==, TESS_PROBLEM_SAME_TILE);
  g_assert_cmpint (tess_tile_set_problem_get_tile (problems->pdata[0]), ==, 24);
  message = tess_tile_set_problem_get_message (problems->pdata[0]);
  g_assert_nonnull (strstr (message, "“V”"));
  g_assert_nonnull (strstr (message, "“V-turned”"));
}

/* ------------------------------------------------------------ fields */

/* Fields worked out from the sides alone give back every base tile's
 * fields and their cities, and every River tile's but one (the city and
 * road tile, whose designer split a field the sides do not split). */
static void
test_derive_fields (void)
{
  const char *ids[] = { "base", "river" };
  guint differ = 0;

  for (guint s = 0; s < G_N_ELEMENTS (ids); s++)
    {
      g_autoptr(TessTileSetData) set = tess_tile_set_load_builtin (ids[s], NULL);

      for (guint i = 0; i < tess_tile_set_n_tiles (set); i++)
        {
          const TessTileDef *t = tess_tile_set_tile (set, i);
          TessTileDef bare = *t;
          guint64 want[TESS_MAX_FEATURES] = { 0 }, got[TESS_MAX_FEATURES] = { 0 };
          int n_want = 0, n_got = 0, kept = 0;

          /* Take the fields away, keep the other features in order. */
          for (int f = 0; f < t->n_features; f++)
            if (t->features[f].type != TESS_FEATURE_FIELD)
              bare.features[kept++] = t->features[f];
          memset (&bare.features[kept], 0, sizeof bare.features[0] * (TESS_MAX_FEATURES - kept));
          bare.n_features = kept;
          tess_tile_derive_fields (&bare);

          for (int f = 0; f < t->n_features; f++)
            if (t->features[f].type == TESS_FEATURE_FIELD)
              {
                guint16 cities = 0;

                for (int c = 0; c < t->n_features; c++)
                  if (t->features[f].cities & (1u << c))
                    cities |= t->features[c].ports;
                want[n_want++] = ((guint64) t->features[f].ports << 16) | cities;
              }
          for (int f = 0; f < bare.n_features; f++)
            if (bare.features[f].type == TESS_FEATURE_FIELD)
              {
                guint16 cities = 0;

                for (int c = 0; c < bare.n_features; c++)
                  if (bare.features[f].cities & (1u << c))
                    cities |= bare.features[c].ports;
                got[n_got++] = ((guint64) bare.features[f].ports << 16) | cities;
              }
          /* Same fields in any order. */
          for (int a = 0; a < n_want; a++)
            {
              gboolean found = FALSE;

              for (int b = 0; b < n_got; b++)
                found |= want[a] == got[b];
              if (!found || n_want != n_got)
                {
                  g_test_message ("tile %s: fields differ", t->id);
                  g_assert_cmpstr (t->id, ==, "river-city-road");
                  differ++;
                  break;
                }
            }
        }
    }
  g_assert_cmpuint (differ, ==, 1);
}

/* The designer's split of a field stays while the sides allow it. */
static void
test_derive_keeps_fields (void)
{
  g_autoptr(TessTileSetData) river = tess_tile_set_load_builtin ("river", NULL);
  const TessTileDef *t = tess_tile_set_tile (river, tess_tile_set_find_tile (river, "river-city-road"));
  TessTileDef copy = *t;

  tess_tile_derive_fields (&copy);
  g_assert_cmpint (memcmp (&copy, t, sizeof copy), ==, 0);
}

/* ------------------------------------------------------------ the list */

static void
on_items_changed (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  guint      *calls)
{
  (*calls)++;
}

/* Counts the items each change signal touched (removed and added). */
static void
on_items_changed_count (guint      *changed,
                        guint       position,
                        guint       removed,
                        guint       added,
                        GListModel *model)
{
  *changed += MAX (removed, added);
}

static void
test_problem_list (void)
{
  g_autoptr(TessProblemList) list = tess_problem_list_new ();
  g_autoptr(TessTileSetData) set = set_from_json (START, FIELD_TILE ("a") "," ROAD_TILE ("b"));
  guint calls = 0;

  g_signal_connect (list, "items-changed", G_CALLBACK (on_items_changed), &calls);
  tess_problem_list_update (list, set);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 0);
  g_assert_cmpuint (calls, ==, 0);

  g_array_index (set->tiles, TessTileDef, 1).count = 0;
  tess_problem_list_update (list, set);
  g_assert_cmpuint (calls, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 1);
  g_assert_cmpuint (tess_problem_list_get_n_errors (list), ==, 1);
  g_assert_cmpuint (tess_problem_list_get_n_warnings (list), ==, 0);

  /* The same problems again: no change signalled. */
  tess_problem_list_update (list, set);
  g_assert_cmpuint (calls, ==, 1);

  g_free (set->start);
  set->start = NULL;
  tess_problem_list_update (list, set);
  g_assert_cmpuint (calls, ==, 2);
  g_assert_cmpuint (tess_problem_list_get_n_warnings (list), ==, 1);

  g_array_index (set->tiles, TessTileDef, 1).count = 1;
  tess_problem_list_update (list, set);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 1);
  g_assert_cmpuint (tess_problem_list_get_n_errors (list), ==, 0);
}

/* A list that follows the problem list by its signals alone. */
static void
mirror_items_changed (GListModel *model,
                      guint       position,
                      guint       removed,
                      guint       added,
                      GPtrArray  *mirror)
{
  g_assert_cmpuint (position + removed, <=, mirror->len);
  g_ptr_array_remove_range (mirror, position, removed);
  for (guint i = 0; i < added; i++)
    g_ptr_array_insert (mirror, position + i, g_list_model_get_item (model, position + i));
  g_assert_cmpuint (mirror->len, ==, g_list_model_get_n_items (model));
}

/* Random edits of a base set: after each update the list holds what
 * tess_tile_set_find_problems() finds, its signals tell every change, and
 * a small edit signals a small change. */
static void
test_problem_list_signals (void)
{
  g_autoptr(TessTileSetData) base = tess_tile_set_load_builtin ("base", NULL);
  g_autoptr(TessTileSetData) set = tess_tile_set_copy (base);
  g_autoptr(TessProblemList) list = tess_problem_list_new ();
  g_autoptr(GPtrArray) mirror = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  guint changed = 0, checked = 0;

  g_signal_connect (list, "items-changed", G_CALLBACK (mirror_items_changed), mirror);
  g_signal_connect_swapped (list, "items-changed", G_CALLBACK (on_items_changed_count), &changed);
  for (int step = 0; step < 400; step++)
    {
      guint index = g_rand_int_range (rand, 0, set->tiles->len);
      TessTileDef *t = &g_array_index (set->tiles, TessTileDef, index);
      g_autoptr(GPtrArray) want = NULL;
      guint before_len = g_list_model_get_n_items (G_LIST_MODEL (list));

      if (g_rand_int_range (rand, 0, 4) == 0)
        tess_tile_rotate (t, 1);
      else
        (void) tess_tile_edit_paint (t, g_rand_int_range (rand, 0, 4), g_rand_int_range (rand, 0, 4),
                                     NULL);
      changed = 0;
      tess_problem_list_update (list, set);
      want = tess_tile_set_find_problems (set);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, want->len);
      for (guint i = 0; i < want->len; i++)
        {
          g_autoptr(TessTileSetProblem) item = g_list_model_get_item (G_LIST_MODEL (list), i);

          g_assert_true (tess_tile_set_problem_equal (item, want->pdata[i]));
          g_assert_true (mirror->pdata[i] == (gpointer) item);
        }
      /* One edited tile changes a few problems, not the whole list. */
      if (before_len > 20 && want->len > 20)
        {
          g_assert_cmpuint (changed, <, 12);
          checked++;
        }
    }
  g_assert_cmpuint (checked, >, 100);
}

/* Problems are said as a designer sees the tile drawn (its top, right,
 * bottom and left, halves of sides), name tiles by their id as the
 * editor's list does, and know the ports they are at, which the editor
 * lights on the tile. Nothing of the file's notation: no "NNE", no
 * "(ESE SSE)", no "number 2". */
static void
test_designer_words (void)
{
  g_autoptr(TessTileSetData) set =
    set_from_json ("\"start\": \"A\",",
                   "{ \"id\": \"A\", \"count\": 1, \"features\": ["
                   " { \"type\": \"city\", \"ports\": [\"N\"] },"
                   " { \"type\": \"field\", \"ports\": [\"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\"] } ] },"
                   "{ \"id\": \"B\", \"count\": 1, \"features\": ["
                   " { \"type\": \"road\", \"ports\": [\"N\", \"S\"] },"
                   " { \"type\": \"city\", \"ports\": [\"E\", \"W\"] },"
                   " { \"type\": \"field\", \"ports\": [\"NNW\", \"SSW\"] },"
                   " { \"type\": \"field\", \"ports\": [\"NNE\", \"SSE\"] } ] },"
                   "{ \"id\": \"A\", \"count\": 1, \"features\": ["
                   " { \"type\": \"city\", \"ports\": [\"N\"] },"
                   " { \"type\": \"field\", \"ports\": [\"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"],"
                   " \"cities\": [\"N\"] } ] }");
  g_autoptr(GPtrArray) problems = tess_tile_set_find_problems (set);
  gboolean half = FALSE, crossing = FALSE, duplicate = FALSE;
  g_autoptr(GRegex) notation = g_regex_new ("\\b(N|E|S|W|NNE|NNW|ENE|ESE|SSE|SSW|WSW|WNW)\\b|number \\d",
                                            0, 0, NULL);

  for (guint i = 0; i < problems->len; i++)
    {
      TessTileSetProblem *p = g_ptr_array_index (problems, i);
      const char *message = tess_tile_set_problem_get_message (p);
      g_autofree char *line = tess_tile_set_problem_to_string (p);

      g_test_message ("%s", line);
      g_assert_false (g_regex_match (notation, line, 0, NULL));
      switch ((int) tess_tile_set_problem_get_kind (p))
        {
        case TESS_PROBLEM_HALF_PORT:
          /* The crossing tile has halves in no field too. */
          if (tess_tile_set_problem_get_tile (p) != 0)
            break;
          g_assert_cmpstr (message, ==, "No field touches the upper half of the left side.");
          g_assert_cmpuint (tess_tile_set_problem_get_ports (p), ==, 1u << TESS_PORT_WNW);
          g_assert_cmpstr (line, ==, "tile “A”: No field touches the upper half of the left side.");
          half = TRUE;
          break;
        case TESS_PROBLEM_CROSSING:
          /* The first is the road's; the fields cross the city too. */
          if (crossing)
            break;
          g_assert_cmpstr (message, ==, "Two features cross: the road to the top and bottom sides and "
                                        "the city on the right and left sides. Only a road may cross a "
                                        "river, on a bridge, or another road, both going straight on "
                                        "across the tile.");
          g_assert_cmpuint (tess_tile_set_problem_get_ports (p), ==,
                            (1u << TESS_PORT_N) | (1u << TESS_PORT_S) | (1u << TESS_PORT_E) | (1u << TESS_PORT_W));
          crossing = TRUE;
          break;
        case TESS_PROBLEM_DUPLICATE_ID:
          g_assert_cmpint (tess_tile_set_problem_get_tile (p), ==, 2);
          g_assert_null (strstr (message, "number"));
          duplicate = TRUE;
          break;
        default:
          break;
        }
    }
  g_assert_true (half && crossing && duplicate);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tileset-problems/builtin/clean", test_builtin_clean);
  g_test_add_func ("/tileset-problems/builtin/no-crossing", test_builtin_no_crossing);
  g_test_add_func ("/tileset-problems/crossing", test_crossing);
  g_test_add_func ("/tileset-problems/designer-words", test_designer_words);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/tileset-problems/kind/%s", cases[i].name);

      g_test_add_data_func (path, &cases[i], test_case);
    }
  g_test_add_func ("/tileset-problems/kind/too-many-and-count-zero", test_too_many);
  g_test_add_func ("/tileset-problems/same-tile-names", test_same_tile_names);
  g_test_add_func ("/tileset-problems/derive/builtin", test_derive_fields);
  g_test_add_func ("/tileset-problems/derive/keeps-fields", test_derive_keeps_fields);
  g_test_add_func ("/tileset-problems/list", test_problem_list);
  g_test_add_func ("/tileset-problems/list-signals", test_problem_list_signals);

  return g_test_run ();
}
