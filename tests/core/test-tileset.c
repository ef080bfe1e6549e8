/* test-tileset.c: tile sets: the built-in ones, validation, malformed files
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-tileset"

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "tess-tile-set.h"
#include "tess-engine.h"

/* ------------------------------------------------------------ built-in */

typedef struct
{
  const char *id;
  int         count;
  const char *sides;   /* N E S W: Field, Road, City, riVer */
} ExpectedTile;

/* DESIGN.md §2, side by side. */
static const ExpectedTile base_tiles[] = {
  { "A", 2, "FFRF" }, { "B", 4, "FFFF" }, { "C", 1, "CCCC" }, { "D", 4, "CRFR" },
  { "E", 5, "CFFF" }, { "F", 2, "FCFC" }, { "G", 1, "FCFC" }, { "H", 3, "CFCF" },
  { "I", 2, "CFFC" }, { "J", 3, "CRRF" }, { "K", 3, "CFRR" }, { "L", 3, "CRRR" },
  { "M", 2, "CFFC" }, { "N", 3, "CFFC" }, { "O", 2, "CRRC" }, { "P", 3, "CRRC" },
  { "Q", 1, "CCFC" }, { "R", 3, "CCFC" }, { "S", 2, "CCRC" }, { "T", 1, "CCRC" },
  { "U", 8, "FRFR" }, { "V", 9, "FFRR" }, { "W", 4, "FRRR" }, { "X", 1, "RRRR" },
};

static const ExpectedTile river_tiles[] = {
  { "river-spring", 1, "FVFF" },
  { "river-lake", 1, "FFFV" },
  { "river-cities", 1, "CVCV" },
  { "river-city-road", 1, "CVRV" },
  { "river-monastery", 1, "FVRV" },
  { "river-bridge", 1, "RVRV" },
  { "river-straight", 2, "FVFV" },
  { "river-city-corner", 1, "CCVV" },
  { "river-road-curve", 1, "RRVV" },
  { "river-curve", 2, "FFVV" },
};

static char
side_letter (TessSideType type)
{
  switch (type)
    {
    case TESS_SIDE_FIELD:
      return 'F';
    case TESS_SIDE_ROAD:
      return 'R';
    case TESS_SIDE_CITY:
      return 'C';
    case TESS_SIDE_RIVER:
      return 'V';
    default:
      return '?';
    }
}

static void
check_tiles (TessTileSetData    *set,
             const ExpectedTile *expected,
             guint               n)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

  g_assert_cmpuint (tess_tile_set_n_tiles (set), ==, n);
  for (guint i = 0; i < n; i++)
    {
      const TessTileDef *tile = tess_tile_set_tile (set, i);
      char sides[5] = "";
      char err[256] = "";

      g_assert_cmpstr (tile->id, ==, expected[i].id);
      g_assert_cmpint (tile->count, ==, expected[i].count);
      for (int s = 0; s < 4; s++)
        sides[s] = side_letter (tess_tile_side (tile, s));
      g_assert_cmpstr (sides, ==, expected[i].sides);
      if (!tess_tile_validate (tile, err, sizeof err))
        g_error ("tile %s: %s", tile->id, err);
    }
  g_assert_true (tess_tile_set_check (set, "test", problems));
  g_assert_cmpuint (problems->len, ==, 0);
}

static void
test_builtin_base (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_builtin ("base", &error);
  TessTileSet engine;
  const TessTileDef *d;

  g_assert_no_error (error);
  g_assert_nonnull (set);
  g_assert_true (set->builtin);
  g_assert_cmpstr (set->id, ==, "base");
  g_assert_cmpstr (set->start, ==, "D");
  g_assert_null (set->last);
  g_assert_cmpint (tess_tile_set_total_count (set), ==, 72);
  g_assert_cmpint (tess_tile_set_n_shields (set), ==, 10);
  g_assert_false (tess_tile_set_has_river (set));
  check_tiles (set, base_tiles, G_N_ELEMENTS (base_tiles));

  /* D: city N; road E W; field ENE WNW bordering the city; field ESE SSE SSW WSW. */
  d = tess_tile_set_tile (set, tess_tile_set_find_tile (set, "D"));
  g_assert_cmpint (d->n_features, ==, 4);
  g_assert_cmpint (d->features[0].type, ==, TESS_FEATURE_CITY);
  g_assert_cmpuint (d->features[0].ports, ==, 1u << TESS_PORT_N);
  g_assert_cmpint (d->features[1].type, ==, TESS_FEATURE_ROAD);
  g_assert_cmpuint (d->features[1].ports, ==, (1u << TESS_PORT_E) | (1u << TESS_PORT_W));
  g_assert_cmpint (d->features[2].type, ==, TESS_FEATURE_FIELD);
  g_assert_cmpuint (d->features[2].cities, ==, 1u << 0);
  g_assert_cmpuint (d->features[3].cities, ==, 0);

  tess_tile_set_as_engine (set, &engine);
  g_assert_cmpstr (engine.id, ==, "base");
  g_assert_cmpint (engine.n_tiles, ==, 24);
  g_assert_cmpint (engine.start, ==, 3);
  g_assert_cmpint (engine.last, ==, -1);
  g_assert_true (engine.tiles == tess_tile_set_tile (set, 0));

  /* Shared: a second load is the same set. */
  {
    g_autoptr(TessTileSetData) again = tess_tile_set_load_builtin ("base", &error);

    g_assert_no_error (error);
    g_assert_true (again == set);
  }
}

static void
test_builtin_river (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_builtin ("river", &error);
  TessTileSet engine;
  const TessTileDef *t;

  g_assert_no_error (error);
  g_assert_cmpstr (set->start, ==, "river-spring");
  g_assert_cmpstr (set->last, ==, "river-lake");
  g_assert_cmpint (tess_tile_set_total_count (set), ==, 12);
  g_assert_cmpint (tess_tile_set_n_shields (set), ==, 0);
  g_assert_true (tess_tile_set_has_river (set));
  check_tiles (set, river_tiles, G_N_ELEMENTS (river_tiles));

  tess_tile_set_as_engine (set, &engine);
  g_assert_cmpint (engine.start, ==, 0);
  g_assert_cmpint (engine.last, ==, 1);

  /* river-city-corner: the field WNW SSE borders the city N E. */
  t = tess_tile_set_tile (set, tess_tile_set_find_tile (set, "river-city-corner"));
  g_assert_cmpint (t->features[1].type, ==, TESS_FEATURE_CITY);
  g_assert_cmpuint (t->features[2].cities, ==, 1u << 1);
}

/* Inns & Cathedrals (DESIGN.md §8): 18 tiles, 6 with an inn, 2 with a
 * cathedral; no start tile (the base game's is played). */
static void
test_builtin_inns_cathedrals (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_builtin ("inns-cathedrals", &error);
  int inns = 0, cathedrals = 0;

  g_assert_no_error (error);
  g_assert_true (set->builtin);
  g_assert_null (set->start);
  g_assert_null (set->last);
  g_assert_cmpuint (tess_tile_set_n_tiles (set), ==, 17);
  g_assert_cmpint (tess_tile_set_total_count (set), ==, 18);
  g_assert_cmpint (tess_tile_set_n_shields (set), ==, 3);
  g_assert_false (tess_tile_set_has_river (set));
  for (guint i = 0; i < tess_tile_set_n_tiles (set); i++)
    {
      const TessTileDef *t = tess_tile_set_tile (set, i);
      char err[256] = "";

      g_assert_true (g_str_has_prefix (t->id, "ic-"));
      g_assert_true (tess_tile_validate (t, err, sizeof err));
      for (int f = 0; f < t->n_features; f++)
        {
          if (t->features[f].value & TESS_VALUE_INN)
            {
              g_assert_cmpint (t->features[f].type, ==, TESS_FEATURE_ROAD);
              inns += t->count;
            }
          if (t->features[f].value & TESS_VALUE_CATHEDRAL)
            {
              g_assert_cmpint (t->features[f].type, ==, TESS_FEATURE_CITY);
              cathedrals += t->count;
            }
        }
    }
  g_assert_cmpint (inns, ==, 6);
  g_assert_cmpint (cathedrals, ==, 2);
}

static void
test_builtin_missing (void)
{
  const char *bad[] = { "nope", "../base", "base/../base", "", "a b", "/etc/passwd" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TessTileSetData) set = tess_tile_set_load_builtin (bad[i], &error);

      g_assert_null (set);
      g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_NOT_FOUND);
    }
}

/* ------------------------------------------------------------ validation */

/* A valid tile set around one tile, so each case breaks one thing. */
#define SET_HEAD "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"t\", \"tiles\": [ " \
                 "{ \"id\": \"good\", \"count\": 2, \"features\": [ " \
                 "{ \"type\": \"road\", \"ports\": [\"W\", \"E\"] }, " \
                 "{ \"type\": \"field\", \"ports\": [\"WNW\", \"NNW\", \"NNE\", \"ENE\"] }, " \
                 "{ \"type\": \"field\", \"ports\": [\"ESE\", \"SSE\", \"SSW\", \"WSW\"] } ] }, "
#define SET_TAIL " ] }"
#define FIELDS8 "{ \"type\": \"field\", \"ports\": [\"NNW\", \"NNE\", \"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"] }"

typedef struct
{
  const char *name;
  const char *json;
  const char *expect[3];   /* substrings of one problem */
} BrokenCase;

static const BrokenCase broken[] = {
  { "city-side-half-port",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ { \"type\": \"city\", \"ports\": [\"N\"] }, "
    FIELDS8 " ] }" SET_TAIL,
    { "“Z”", "city side", "NNW" } },
  { "road-side-missing-half",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ { \"type\": \"road\", \"ports\": [\"N\", \"S\"] }, "
    "{ \"type\": \"field\", \"ports\": [\"NNW\", \"SSW\", \"WSW\", \"WNW\"] }, "
    "{ \"type\": \"field\", \"ports\": [\"ENE\", \"ESE\", \"SSE\"] } ] }" SET_TAIL,
    { "“Z”", "NNE", "of type “road”" } },
  { "field-side-missing-half",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ { \"type\": \"monastery\" }, "
    "{ \"type\": \"field\", \"ports\": [\"NNW\", \"NNE\", \"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\"] } ] }"
    SET_TAIL,
    { "“Z”", "WNW", "field side" } },
  { "half-port-in-two-fields",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ { \"type\": \"monastery\" }, " FIELDS8 ", "
    "{ \"type\": \"field\", \"ports\": [\"NNW\"] } ] }" SET_TAIL,
    { "“Z”", "feature 3", "NNW" } },
  { "side-port-in-two-features",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ { \"type\": \"city\", \"ports\": [\"N\", \"E\", \"S\", \"W\"] }, "
    "{ \"type\": \"road\", \"ports\": [\"E\"] } ] }" SET_TAIL,
    { "“Z”", "feature 2", "port E" } },
  { "cities-names-a-road",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ { \"type\": \"road\", \"ports\": [\"W\", \"E\"] }, "
    "{ \"type\": \"field\", \"ports\": [\"WNW\", \"NNW\", \"NNE\", \"ENE\"], \"cities\": [\"E\"] }, "
    "{ \"type\": \"field\", \"ports\": [\"ESE\", \"SSE\", \"SSW\", \"WSW\"] } ] }" SET_TAIL,
    { "“Z”", "feature 2", "not a city" } },
  { "cities-names-nothing",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ { \"type\": \"road\", \"ports\": [\"W\", \"E\"] }, "
    "{ \"type\": \"field\", \"ports\": [\"WNW\", \"NNW\", \"NNE\", \"ENE\"], \"cities\": [\"N\"] }, "
    "{ \"type\": \"field\", \"ports\": [\"ESE\", \"SSE\", \"SSW\", \"WSW\"] } ] }" SET_TAIL,
    { "“Z”", "cities", "N" } },
  { "count-zero",
    SET_HEAD "{ \"id\": \"Z\", \"count\": 0, \"features\": [ { \"type\": \"monastery\" }, " FIELDS8 " ] }"
    SET_TAIL,
    { "“Z”", "count", "0" } },
  { "count-negative",
    SET_HEAD "{ \"id\": \"Z\", \"count\": -3, \"features\": [ { \"type\": \"monastery\" }, " FIELDS8 " ] }"
    SET_TAIL,
    { "“Z”", "count", "-3" } },
  { "count-huge",
    SET_HEAD "{ \"id\": \"Z\", \"count\": 1000000000000, \"features\": [ { \"type\": \"monastery\" }, "
    FIELDS8 " ] }" SET_TAIL,
    { "“Z”", "count", "1000000000000" } },
  { "count-not-integer",
    SET_HEAD "{ \"id\": \"Z\", \"count\": 1.5, \"features\": [ { \"type\": \"monastery\" }, " FIELDS8 " ] }"
    SET_TAIL,
    { "“Z”", "count", "integer" } },
  { "duplicate-id",
    SET_HEAD "{ \"id\": \"good\", \"features\": [ { \"type\": \"monastery\" }, " FIELDS8 " ] }" SET_TAIL,
    { "“good” (number 2)", "already used", "number 1" } },
  { "empty-id",
    SET_HEAD "{ \"id\": \"\", \"features\": [ { \"type\": \"monastery\" }, " FIELDS8 " ] }" SET_TAIL,
    { "tile number 2", "no id", NULL } },
  { "long-id",
    SET_HEAD "{ \"id\": \"ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ\", "
    "\"features\": [ { \"type\": \"monastery\" }, " FIELDS8 " ] }" SET_TAIL,
    { "ZZZZZZZZZZ", "longer than 47", NULL } },
  { "unknown-port",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ { \"type\": \"road\", \"ports\": [\"W\", \"EAST\"] } ] }"
    SET_TAIL,
    { "“Z”", "unknown port", "EAST" } },
  { "unknown-type",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ { \"type\": \"castle\" }, " FIELDS8 " ] }" SET_TAIL,
    { "“Z”", "castle", "feature 1" } },
  { "shield-on-road",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ { \"type\": \"road\", \"ports\": [\"W\", \"E\"], \"shield\": true }, "
    "{ \"type\": \"field\", \"ports\": [\"WNW\", \"NNW\", \"NNE\", \"ENE\"] }, "
    "{ \"type\": \"field\", \"ports\": [\"ESE\", \"SSE\", \"SSW\", \"WSW\"] } ] }" SET_TAIL,
    { "“Z”", "shield", "feature 1" } },
  /* Inns & Cathedrals (DESIGN.md §8): an inn by a road only, a cathedral
   * in a city only. */
  { "inn-on-city",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ { \"type\": \"city\", \"ports\": [\"N\"], \"inn\": true }, "
    "{ \"type\": \"field\", \"ports\": [\"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"], "
    "\"cities\": [\"N\"] } ] }" SET_TAIL,
    { "“Z”", "only a road can have an inn", "feature 1" } },
  { "cathedral-on-road",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ { \"type\": \"road\", \"ports\": [\"W\", \"E\"], "
    "\"cathedral\": true }, "
    "{ \"type\": \"field\", \"ports\": [\"WNW\", \"NNW\", \"NNE\", \"ENE\"] }, "
    "{ \"type\": \"field\", \"ports\": [\"ESE\", \"SSE\", \"SSW\", \"WSW\"] } ] }" SET_TAIL,
    { "“Z”", "only a city can have a cathedral", "feature 1" } },
  { "cathedral-on-field",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ { \"type\": \"monastery\" }, "
    "{ \"type\": \"field\", \"ports\": [\"NNW\", \"NNE\", \"ENE\", \"ESE\", \"SSE\", \"SSW\", "
    "\"WSW\", \"WNW\"], \"cathedral\": true } ] }" SET_TAIL,
    { "“Z”", "cathedral", "feature 2" } },
  { "inn-not-bool",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ { \"type\": \"road\", \"ports\": [\"W\", \"E\"], "
    "\"inn\": \"yes\" }, "
    "{ \"type\": \"field\", \"ports\": [\"WNW\", \"NNW\", \"NNE\", \"ENE\"] }, "
    "{ \"type\": \"field\", \"ports\": [\"ESE\", \"SSE\", \"SSW\", \"WSW\"] } ] }" SET_TAIL,
    { "“Z”", "“inn”", "feature 1" } },
  /* Traders & Builders: goods in a city only, and only the three kinds. */
  { "goods-on-road",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ { \"type\": \"road\", \"ports\": [\"W\", \"E\"], "
    "\"goods\": \"wine\" }, "
    "{ \"type\": \"field\", \"ports\": [\"WNW\", \"NNW\", \"NNE\", \"ENE\"] }, "
    "{ \"type\": \"field\", \"ports\": [\"ESE\", \"SSE\", \"SSW\", \"WSW\"] } ] }" SET_TAIL,
    { "“Z”", "only a city can have goods", "feature 1" } },
  { "goods-unknown",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ { \"type\": \"city\", \"ports\": [\"N\"], "
    "\"goods\": \"spice\" }, "
    "{ \"type\": \"field\", \"ports\": [\"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"], "
    "\"cities\": [\"N\"] } ] }" SET_TAIL,
    { "“Z”", "unknown goods “spice”", "feature 1" } },
  { "goods-not-string",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ { \"type\": \"city\", \"ports\": [\"N\"], "
    "\"goods\": 2 }, "
    "{ \"type\": \"field\", \"ports\": [\"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"], "
    "\"cities\": [\"N\"] } ] }" SET_TAIL,
    { "“Z”", "“goods”", "feature 1" } },
  { "field-on-side-port",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ { \"type\": \"field\", \"ports\": [\"N\", \"NNW\", \"NNE\", "
    "\"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"] } ] }" SET_TAIL,
    { "“Z”", "half ports only", "N" } },
  { "road-on-half-port",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ { \"type\": \"road\", \"ports\": [\"N\", \"NNW\"] }, "
    "{ \"type\": \"field\", \"ports\": [\"NNE\", \"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"] } ] }"
    SET_TAIL,
    { "“Z”", "side ports only", "NNW" } },
  { "monastery-with-ports",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ { \"type\": \"monastery\", \"ports\": [\"N\"] }, "
    FIELDS8 " ] }" SET_TAIL,
    { "“Z”", "monastery", "feature 1" } },
  { "no-features",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [] }" SET_TAIL,
    { "“Z”", "no features", NULL } },
  { "too-many-features",
    SET_HEAD "{ \"id\": \"Z\", \"features\": [ " FIELDS8 "," FIELDS8 "," FIELDS8 "," FIELDS8 ","
    FIELDS8 "," FIELDS8 "," FIELDS8 "," FIELDS8 "," FIELDS8 "," FIELDS8 "," FIELDS8 "," FIELDS8 ","
    FIELDS8 "," FIELDS8 "," FIELDS8 "," FIELDS8 "," FIELDS8 " ] }" SET_TAIL,
    { "“Z”", "17 features", "16" } },
  { "start-unknown",
    "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"t\", \"start\": \"Q\", \"tiles\": [ "
    "{ \"id\": \"B\", \"features\": [ { \"type\": \"monastery\" }, " FIELDS8 " ] } ] }",
    { "start", "“Q”", NULL } },
  { "last-unknown",
    "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"t\", \"last\": \"lake\", \"tiles\": [ "
    "{ \"id\": \"B\", \"features\": [ { \"type\": \"monastery\" }, " FIELDS8 " ] } ] }",
    { "last", "“lake”", NULL } },
  { "too-many-tiles",
    SET_HEAD "{ \"id\": \"Z\", \"count\": 1000, \"features\": [ { \"type\": \"monastery\" }, " FIELDS8 " ] }, "
    "{ \"id\": \"Y\", \"count\": 1000, \"features\": [ { \"type\": \"monastery\" }, " FIELDS8 " ] }"
    SET_TAIL,
    { "2002 tiles", "1024", NULL } },
  { "wrong-types",
    SET_HEAD "{ \"id\": 5, \"features\": {} }, 7, { \"id\": \"Z\", \"features\": [ 3, "
    "{ \"type\": [] }, { \"type\": \"city\", \"ports\": \"N\" }, { \"type\": \"field\", \"ports\": [1] }, "
    "{ \"type\": \"city\", \"shield\": \"yes\" } ] }" SET_TAIL,
    { "tile number 2", "“id”", "string" } },
  { "set-id-missing",
    "{ \"format\": \"tessera-tileset\", \"version\": 1, \"tiles\": [ "
    "{ \"id\": \"B\", \"features\": [ { \"type\": \"monastery\" }, " FIELDS8 " ] } ] }",
    { "“id”", NULL, NULL } },
  { "tiles-missing",
    "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"t\" }",
    { "“tiles”", "missing", NULL } },
};

static gboolean
problem_matches (const char        *problem,
                 const BrokenCase  *c)
{
  for (int k = 0; k < 3 && c->expect[k]; k++)
    if (strstr (problem, c->expect[k]) == NULL)
      return FALSE;
  return TRUE;
}

static void
test_broken (gconstpointer data)
{
  const BrokenCase *c = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = NULL;
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(JsonParser) parser = json_parser_new ();
  gboolean found = FALSE;

  /* The loader fails, naming the problem. */
  set = tess_tile_set_load_data (c->json, -1, "broken.tileset.json", &error);
  g_assert_null (set);
  g_assert_nonnull (error);
  g_assert_true (error->domain == TESS_FILE_ERROR);
  g_test_message ("%s: %s", c->name, error->message);
  g_assert_true (g_str_has_prefix (error->message, "broken.tileset.json: "));

  /* The validator lists it among its problems. */
  g_assert_true (json_parser_load_from_data (parser, c->json, -1, NULL));
  set = tess_tile_set_from_json (json_parser_get_root (parser), "broken.tileset.json",
                                problems, NULL);
  g_assert_cmpuint (problems->len, >, 0);
  for (guint i = 0; i < problems->len; i++)
    {
      const char *problem = g_ptr_array_index (problems, i);

      g_assert_true (g_str_has_prefix (problem, "broken.tileset.json: "));
      found = found || problem_matches (problem, c);
    }
  if (!found)
    {
      for (guint i = 0; i < problems->len; i++)
        g_printerr ("  %s\n", (const char *) g_ptr_array_index (problems, i));
      g_error ("%s: no problem mentions all of the expected words", c->name);
    }
  /* The good tile is never blamed. */
  for (guint i = 0; i < problems->len; i++)
    g_assert_null (strstr (g_ptr_array_index (problems, i), "“good” (number 1)"));
}

static void
test_every_problem (void)
{
  const char *json =
    SET_HEAD
    "{ \"id\": \"Z1\", \"count\": 0, \"features\": [ { \"type\": \"monastery\" }, " FIELDS8 " ] }, "
    "{ \"id\": \"Z2\", \"features\": [ { \"type\": \"city\", \"ports\": [\"N\"] }, " FIELDS8 " ] }, "
    "{ \"id\": \"Z3\", \"features\": [ { \"type\": \"dragon\" } ] }"
    SET_TAIL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(TessTileSetData) set = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *joined = NULL;

  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  set = tess_tile_set_from_json (json_parser_get_root (parser), "x", problems, NULL);
  joined = tess_problems_join (problems);
  g_test_message ("%s", joined);
  g_assert_nonnull (strstr (joined, "“Z1”"));
  g_assert_nonnull (strstr (joined, "“Z2”"));
  g_assert_nonnull (strstr (joined, "“Z3”"));
  g_assert_cmpuint (problems->len, >=, 4);

  /* The loader's error holds them all too. */
  g_clear_pointer (&set, tess_tile_set_unref);
  set = tess_tile_set_load_data (json, -1, "x", &error);
  g_assert_null (set);
  g_assert_nonnull (strstr (error->message, "“Z1”"));
  g_assert_nonnull (strstr (error->message, "“Z3”"));
}

/* ------------------------------------------------------------ malformed */

typedef struct
{
  const char *name;
  const char *json;
  int         code;
} MalformedCase;

static const MalformedCase malformed[] = {
  { "empty", "", TESS_FILE_ERROR_PARSE },
  { "not-json", "tiles: A, B, C", TESS_FILE_ERROR_PARSE },
  { "truncated", "{ \"format\": \"tessera-tileset\", \"version\": 1, \"tiles\": [", TESS_FILE_ERROR_PARSE },
  { "array", "[1, 2, 3]", TESS_FILE_ERROR_PARSE },
  { "string", "\"tessera-tileset\"", TESS_FILE_ERROR_PARSE },
  { "no-format", "{ \"version\": 1, \"id\": \"t\", \"tiles\": [] }", TESS_FILE_ERROR_FORMAT },
  { "format-number", "{ \"format\": 7, \"version\": 1 }", TESS_FILE_ERROR_FORMAT },
  { "other-format", "{ \"format\": \"tessera-game\", \"version\": 1 }", TESS_FILE_ERROR_FORMAT },
  { "newer-version", "{ \"format\": \"tessera-tileset\", \"version\": 2, \"id\": \"t\", \"tiles\": [] }",
    TESS_FILE_ERROR_VERSION },
  /* Beyond 64 bits: json-glib would wrap it; the strict reader refuses it. */
  { "huge-version", "{ \"format\": \"tessera-tileset\", \"version\": 99999999999999999999 }",
    TESS_FILE_ERROR_PARSE },
  { "version-string", "{ \"format\": \"tessera-tileset\", \"version\": \"1\" }", TESS_FILE_ERROR_VERSION },
  { "version-zero", "{ \"format\": \"tessera-tileset\", \"version\": 0 }", TESS_FILE_ERROR_VERSION },
  { "no-version", "{ \"format\": \"tessera-tileset\" }", TESS_FILE_ERROR_VERSION },
  { "tiles-object", "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"t\", \"tiles\": {} }",
    TESS_FILE_ERROR_INVALID },
  { "tiles-null", "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"t\", \"tiles\": null }",
    TESS_FILE_ERROR_INVALID },
  { "tile-values", "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"t\", "
    "\"tiles\": [null, true, 1.5, \"A\", []] }", TESS_FILE_ERROR_INVALID },
  { "id-number", "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": 12, \"tiles\": [] }",
    TESS_FILE_ERROR_INVALID },
};

static void
test_malformed (gconstpointer data)
{
  const MalformedCase *c = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_data (c->json, -1, "m.json", &error);

  g_assert_null (set);
  g_test_message ("%s: %s", c->name, error->message);
  g_assert_error (error, TESS_FILE_ERROR, c->code);
  g_assert_true (g_str_has_prefix (error->message, "m.json: "));
}

static void
test_deep_nesting (void)
{
  g_autoptr(GString) s = g_string_new ("{ \"format\": \"tessera-tileset\", \"version\": 1, \"x\": ");
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = NULL;

  for (int i = 0; i < 100000; i++)
    g_string_append_c (s, '[');
  for (int i = 0; i < 100000; i++)
    g_string_append_c (s, ']');
  g_string_append (s, "}");
  set = tess_tile_set_load_data (s->str, s->len, "deep.json", &error);
  g_assert_null (set);
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_PARSE);
}

static void
test_million_tiles (void)
{
  g_autoptr(GString) s = g_string_new ("{ \"format\": \"tessera-tileset\", \"version\": 1, "
                                       "\"id\": \"big\", \"tiles\": [");
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = NULL;

  for (int i = 0; i < 1000000; i++)
    g_string_append (s, i ? ",{}" : "{}");
  g_string_append (s, "] }");
  /* Refused while reading, at the 4,097th tile. */
  set = tess_tile_set_load_data (s->str, s->len, "big.json", &error);
  g_assert_null (set);
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_TOO_BIG);
  g_assert_nonnull (strstr (error->message, "more than 4096 items"));
}

static void
test_unknown_keys (void)
{
  const char *json =
    "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"t\", \"future\": { \"a\": [1] }, "
    "\"tiles\": [ { \"id\": \"B\", \"art\": \"b.svg\", \"count\": 3, \"features\": [ "
    "{ \"type\": \"monastery\", \"name\": \"abbey\" }, "
    "{ \"type\": \"field\", \"ports\": [\"NNW\", \"NNE\", \"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", "
    "\"WNW\"], \"colour\": 5 } ] } ] }";
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_data (json, -1, "u.json", &error);

  g_assert_no_error (error);
  g_assert_cmpuint (tess_tile_set_n_tiles (set), ==, 1);
  g_assert_cmpint (tess_tile_set_total_count (set), ==, 3);
  g_assert_cmpstr (set->name, ==, "t");
  g_assert_false (set->builtin);
}

/* ------------------------------------------------------------ round trip */

static void
test_round_trip (void)
{
  const char *ids[] = { "base", "river", "inns-cathedrals", "traders-builders" };
  g_autofree char *dir = g_dir_make_tmp ("tessera-test-XXXXXX", NULL);

  g_assert_nonnull (dir);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TessTileSetData) set = tess_tile_set_load_builtin (ids[i], &error);
      g_autoptr(TessTileSetData) again = NULL;
      g_autoptr(TessTileSetData) third = NULL;
      g_autoptr(TessTileSetData) copy = NULL;
      g_autofree char *data = NULL;
      g_autofree char *data2 = NULL;
      g_autofree char *path = NULL;
      gsize length = 0;

      g_assert_no_error (error);
      data = tess_tile_set_to_data (set, &length);
      g_assert_cmpuint (length, ==, strlen (data));
      again = tess_tile_set_load_data (data, length, "saved", &error);
      g_assert_no_error (error);
      g_assert_true (tess_tile_set_equal (set, again));
      g_assert_false (again->builtin);

      /* Saving what was loaded gives the same text. */
      data2 = tess_tile_set_to_data (again, NULL);
      g_assert_cmpstr (data, ==, data2);

      /* Through a file, twice (the second save replaces the first). */
      path = g_build_filename (dir, "set.tileset.json", NULL);
      g_assert_true (tess_tile_set_save_file (again, path, &error));
      g_assert_no_error (error);
      g_assert_true (tess_tile_set_save_file (again, path, &error));
      third = tess_tile_set_load_file (path, &error);
      g_assert_no_error (error);
      g_assert_true (tess_tile_set_equal (set, third));
      g_assert_cmpint (g_remove (path), ==, 0);

      copy = tess_tile_set_copy (set);
      g_assert_true (tess_tile_set_equal (set, copy));
      g_array_index (copy->tiles, TessTileDef, 0).count++;
      g_assert_false (tess_tile_set_equal (set, copy));
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A set made in memory (no file behind it) with an inn on a road and a
 * cathedral in a city, written by Tessera's own writer: what it writes it
 * reads back, and a custom set may have them without the expansion. */
static void
test_inn_cathedral_round_trip (void)
{
  g_autoptr(TessTileSetData) set = tess_tile_set_new ("custom", "Custom");
  g_autoptr(TessTileSetData) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *data = NULL;
  TessTileDef road = { .id = "inn", .count = 3, .n_features = 3 };
  TessTileDef city = { .id = "cathedral", .count = 2, .n_features = 1 };
  const TessTileDef *t;

  road.features[0] = (TessFeature) { .type = TESS_FEATURE_ROAD, .value = TESS_VALUE_INN,
                                     .ports = 1u << TESS_PORT_W | 1u << TESS_PORT_E };
  road.features[1] = (TessFeature) { .type = TESS_FEATURE_FIELD,
                                     .ports = 1u << TESS_PORT_WNW | 1u << TESS_PORT_NNW
                                              | 1u << TESS_PORT_NNE | 1u << TESS_PORT_ENE };
  road.features[2] = (TessFeature) { .type = TESS_FEATURE_FIELD,
                                     .ports = 1u << TESS_PORT_ESE | 1u << TESS_PORT_SSE
                                              | 1u << TESS_PORT_SSW | 1u << TESS_PORT_WSW };
  city.features[0] = (TessFeature) { .type = TESS_FEATURE_CITY, .value = TESS_VALUE_CATHEDRAL,
                                     .shield = 1, .ports = 0xfu };
  g_array_append_val (set->tiles, road);
  g_array_append_val (set->tiles, city);
  set->start = g_strdup ("inn");

  data = tess_tile_set_to_data (set, NULL);
  g_assert_nonnull (strstr (data, "\"inn\" : true"));
  g_assert_nonnull (strstr (data, "\"cathedral\" : true"));
  again = tess_tile_set_load_data (data, strlen (data), "saved", &error);
  g_assert_no_error (error);
  g_assert_true (tess_tile_set_equal (set, again));
  t = tess_tile_set_tile (again, tess_tile_set_find_tile (again, "inn"));
  g_assert_cmpuint (t->features[0].value, ==, TESS_VALUE_INN);
  g_assert_cmpuint (t->features[1].value, ==, 0);
  t = tess_tile_set_tile (again, tess_tile_set_find_tile (again, "cathedral"));
  g_assert_cmpuint (t->features[0].value, ==, TESS_VALUE_CATHEDRAL);
  g_assert_true (tess_tile_set_check (again, "saved", problems));
  g_assert_cmpuint (problems->len, ==, 0);

  /* The engine plays it, inn and cathedral included. */
  for (guint i = 0; i < tess_tile_set_n_tiles (again); i++)
    {
      char err[256] = "";

      g_assert_true (tess_tile_validate (tess_tile_set_tile (again, i), err, sizeof err));
    }
}

static void
test_save_errors (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_builtin ("base", &error);

  g_assert_no_error (error);
  g_assert_false (tess_tile_set_save_file (set, "/nonexistent-dir/x/base.tileset.json", &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "base.tileset.json"));
  g_clear_error (&error);

  g_assert_null (tess_tile_set_load_file ("/nonexistent-dir/x.tileset.json", &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

static void
test_edit (void)
{
  g_autoptr(TessTileSetData) set = tess_tile_set_new ("mine", "Mine");
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  TessTileDef tile = { 0 };

  /* An empty set is not valid. */
  g_assert_false (tess_tile_set_check (set, NULL, problems));
  g_ptr_array_set_size (problems, 0);

  g_strlcpy (tile.id, "B", sizeof tile.id);
  tile.count = 2;
  tile.n_features = 2;
  tile.features[0].type = TESS_FEATURE_MONASTERY;
  tile.features[1].type = TESS_FEATURE_FIELD;
  tile.features[1].ports = 0x0ff0;
  g_array_append_val (set->tiles, tile);
  g_assert_true (tess_tile_set_check (set, NULL, problems));

  /* A field reaching a side port is caught without a file. */
  g_array_index (set->tiles, TessTileDef, 0).features[1].ports |= 1u << TESS_PORT_E;
  g_assert_false (tess_tile_set_check (set, "editor", problems));
  g_assert_cmpuint (problems->len, >, 0);
  g_assert_nonnull (strstr (g_ptr_array_index (problems, 0), "editor: tile “B” (number 1)"));
}

/* The id the editor proposes for a set's name. */
static void
test_id_from_name (void)
{
  static const struct { const char *name, *id; } cases[] = {
    { "Dream Tiles", "dream-tiles" },
    { "  Ținuturi și ape!  ", "tinuturi-si-ape" },
    { "Tom & Jerry's <b>", "tom-jerry-s-b" },
    { "***", "tiles" },
    { "", "tiles" },
  };
  g_autofree char *long_id = NULL;
  g_autoptr(GString) long_name = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *id = tess_tile_set_id_from_name (cases[i].name);

      g_assert_cmpstr (id, ==, cases[i].id);
    }
  for (int i = 0; i < 30; i++)
    g_string_append (long_name, "ab ");
  long_id = tess_tile_set_id_from_name (long_name->str);
  g_assert_cmpuint (strlen (long_id), <, TESS_ID_LEN);
  g_assert_false (g_str_has_suffix (long_id, "-"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tileset/builtin/base", test_builtin_base);
  g_test_add_func ("/tileset/builtin/river", test_builtin_river);
  g_test_add_func ("/tileset/builtin/inns-cathedrals", test_builtin_inns_cathedrals);
  g_test_add_func ("/tileset/builtin/missing", test_builtin_missing);
  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autofree char *path = g_strdup_printf ("/tileset/broken/%s", broken[i].name);

      g_test_add_data_func (path, &broken[i], test_broken);
    }
  g_test_add_func ("/tileset/broken/every-problem", test_every_problem);
  for (guint i = 0; i < G_N_ELEMENTS (malformed); i++)
    {
      g_autofree char *path = g_strdup_printf ("/tileset/malformed/%s", malformed[i].name);

      g_test_add_data_func (path, &malformed[i], test_malformed);
    }
  g_test_add_func ("/tileset/malformed/deep-nesting", test_deep_nesting);
  g_test_add_func ("/tileset/malformed/million-tiles", test_million_tiles);
  g_test_add_func ("/tileset/unknown-keys", test_unknown_keys);
  g_test_add_func ("/tileset/round-trip", test_round_trip);
  g_test_add_func ("/tileset/round-trip/inn-cathedral", test_inn_cathedral_round_trip);
  g_test_add_func ("/tileset/save-errors", test_save_errors);
  g_test_add_func ("/tileset/edit", test_edit);
  g_test_add_func ("/tileset/id-from-name", test_id_from_name);

  return g_test_run ();
}
