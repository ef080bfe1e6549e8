/* test-tileset-goods.c: the goods a city shows, in tile-set files
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Traders & Builders (DESIGN.md §8): `"goods": "wine" | "grain" | "cloth"`
 * on a city feature. What a file says is read and written back, told
 * apart, kept through edits and refused where it cannot be, with the file,
 * the tile and the value in the message.
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "tess-json-private.h"
#include "tess-test-core.h"
#include "tess-tile-edit.h"
#include "tess-tile-query.h"
#include "tess-tile-set-model.h"
#include "tess-tile-set-problems.h"
#include "tess-tile-shape.h"

#define ALL_HALVES (1u << TESS_PORT_NNW | 1u << TESS_PORT_NNE | 1u << TESS_PORT_ENE \
                    | 1u << TESS_PORT_ESE | 1u << TESS_PORT_SSE | 1u << TESS_PORT_SSW \
                    | 1u << TESS_PORT_WSW | 1u << TESS_PORT_WNW)
#define NORTH_HALVES (1u << TESS_PORT_NNW | 1u << TESS_PORT_NNE)

static char *
odd_file (const char *name)
{
  return g_build_filename (TESS_TEST_TOP_SRCDIR, "tests", "core", "odd-tilesets", name, NULL);
}

/* A city cap on the north side showing @goods, its field all round. */
static TessTileDef
cap_with (const char *id,
          TessGoods   goods)
{
  TessTileDef t = { .count = 1, .n_features = 2 };

  g_strlcpy (t.id, id, sizeof t.id);
  t.features[0] = (TessFeature) { .type = TESS_FEATURE_CITY, .goods = goods,
                                  .ports = 1u << TESS_PORT_N };
  t.features[1] = (TessFeature) { .type = TESS_FEATURE_FIELD, .ports = ALL_HALVES & ~NORTH_HALVES,
                                  .cities = 1u << 0 };
  return t;
}

/* A set made in memory with each of the three goods, written by Tessera's
 * own writer: the names in the file, the same set read back, the app
 * told which city shows what, the engine content. */
static void
test_round_trip (void)
{
  g_autoptr(TessTileSetData) set = tess_tile_set_new ("custom", "Custom");
  g_autoptr(TessTileSetData) again = NULL;
  g_autoptr(TessTileSetData) other = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *data = NULL;
  const char *ids[] = { "plain", "wine", "grain", "cloth" };

  for (int g = TESS_GOODS_NONE; g < TESS_N_GOODS; g++)
    {
      TessTileDef t = cap_with (ids[g], g);

      g_array_append_val (set->tiles, t);
    }
  set->start = g_strdup ("plain");

  data = tess_tile_set_to_data (set, NULL);
  g_test_message ("%s", data);
  g_assert_nonnull (strstr (data, "\"goods\" : \"wine\""));
  g_assert_nonnull (strstr (data, "\"goods\" : \"grain\""));
  g_assert_nonnull (strstr (data, "\"goods\" : \"cloth\""));
  /* A city without goods leaves the key out. */
  g_assert_null (strstr (data, "\"goods\" : \"?\""));
  g_assert_null (strstr (data, "\"none\""));

  again = tess_tile_set_load_data (data, strlen (data), "saved", &error);
  g_assert_no_error (error);
  g_assert_true (tess_tile_set_equal (set, again));
  for (int g = TESS_GOODS_NONE; g < TESS_N_GOODS; g++)
    {
      const TessTileDef *t = tess_tile_set_tile (again, tess_tile_set_find_tile (again, ids[g]));
      char err[256] = "";

      g_assert_cmpint (tess_tile_feature_goods (t, 0), ==, g);
      g_assert_cmpint (tess_tile_feature_goods (t, 1), ==, TESS_GOODS_NONE);
      g_assert_true (tess_tile_validate (t, err, sizeof err));
    }
  g_assert_true (tess_tile_set_check (again, "saved", problems));
  g_assert_cmpuint (problems->len, ==, 0);

  /* Another goods is another tile: the sets differ. */
  other = tess_tile_set_copy (again);
  g_array_index (other->tiles, TessTileDef, 1).features[0].goods = TESS_GOODS_CLOTH;
  g_assert_false (tess_tile_set_equal (again, other));
  g_array_index (other->tiles, TessTileDef, 1).features[0].goods = TESS_GOODS_WINE;
  g_assert_true (tess_tile_set_equal (again, other));
}

/* The editor's shapes tell tiles apart by their goods (two tiles of the
 * same outline with other goods are not duplicates), and joining two cities
 * keeps the goods one of them showed. */
static void
test_shape_and_join (void)
{
  TessTileDef plain = cap_with ("a", TESS_GOODS_NONE);
  TessTileDef wine = cap_with ("b", TESS_GOODS_WINE);
  TessTileDef grain = cap_with ("c", TESS_GOODS_GRAIN);
  TessTileDef wine_turned = wine;
  TessTileShape s_plain, s_wine, s_grain, s_turned;
  TessTileDef two = { .id = "two", .count = 1, .n_features = 3 };
  g_autoptr(GError) error = NULL;

  tess_tile_rotate (&wine_turned, 1);
  tess_tile_shape (&plain, &s_plain);
  tess_tile_shape (&wine, &s_wine);
  tess_tile_shape (&grain, &s_grain);
  tess_tile_shape (&wine_turned, &s_turned);
  g_assert_false (tess_tile_shape_equal (&s_plain, &s_wine));
  g_assert_false (tess_tile_shape_equal (&s_wine, &s_grain));
  g_assert_true (tess_tile_shape_equal (&s_wine, &s_turned));

  /* Two caps, north and south; the south one shows cloth. */
  two.features[0] = (TessFeature) { .type = TESS_FEATURE_CITY, .ports = 1u << TESS_PORT_N };
  two.features[1] = (TessFeature) { .type = TESS_FEATURE_CITY, .goods = TESS_GOODS_CLOTH,
                                    .ports = 1u << TESS_PORT_S };
  two.features[2] = (TessFeature) { .type = TESS_FEATURE_FIELD,
                                    .ports = 1u << TESS_PORT_ENE | 1u << TESS_PORT_ESE
                                             | 1u << TESS_PORT_WSW | 1u << TESS_PORT_WNW,
                                    .cities = 1u << 0 | 1u << 1 };
  g_assert_true (tess_tile_edit_join (&two, 0, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tess_tile_get_feature_type (&two, 0), ==, TESS_FEATURE_CITY);
  g_assert_cmpuint (tess_tile_get_feature_sides (&two, 0), ==, 1u << 0 | 1u << 2);
  g_assert_cmpint (tess_tile_feature_goods (&two, 0), ==, TESS_GOODS_CLOTH);

  /* Split again, the goods stay with the city of the first side. */
  g_assert_true (tess_tile_edit_split (&two, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tess_tile_feature_goods (&two, tess_tile_feature_at (&two, TESS_PORT_N)), ==,
                   TESS_GOODS_CLOTH);
  g_assert_cmpint (tess_tile_feature_goods (&two, tess_tile_feature_at (&two, TESS_PORT_S)), ==,
                   TESS_GOODS_NONE);
}

/* The odd set: goods Tessera knows, goods it does not ("silk") and goods
 * on a road. The two last are problems that name the file, the tile and
 * the value, in validate's list as in the editor's (test-tileset-roundtrip
 * checks the two lists are the same word for word); the loader's own
 * words are in test-tileset's broken sets. */
static void
test_problems (void)
{
  g_autofree char *path = odd_file ("goods.tileset.json");
  g_autofree char *display = g_filename_display_name (path);
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_file (path, &error);
  g_autofree char *all = NULL;

  /* The loader refuses it, naming the file, the tile and the goods. */
  g_assert_null (set);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, display));
  g_assert_nonnull (strstr (error->message, "“silk”"));

  g_assert_false (tess_tile_set_check_file (path, errors, warnings));
  g_assert_cmpuint (errors->len, ==, 2);
  g_ptr_array_add (errors, NULL);
  all = g_strjoinv ("\n", (char **) errors->pdata);
  g_test_message ("%s", all);
  g_assert_nonnull (strstr (all, "tile “silk”: Tessera cannot read this part of the file and keeps "
                            "it as written: feature 1: unknown goods “silk” (key “goods”: wine, "
                            "grain or cloth)"));
  /* Said by where the road is on the tile, as the editor shows it. */
  g_assert_nonnull (strstr (all, "tile “cloth-on-road”: Only a city has goods, not the road "
                            "to the right and left sides."));
  g_assert_null (strstr (all, "tile “wine”"));
  g_assert_true (g_str_has_prefix (all, display));
}

/* Edits keep what they do not edit: goods Tessera read are written from the
 * tile (and go when a designer takes them off), goods it could not read
 * stay as the file wrote them when their city changes. */
static void
test_edits_keep_goods (void)
{
  g_autofree char *path = odd_file ("goods.tileset.json");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetModel) model = tess_tile_set_model_new_for_file (file, &error);
  g_autofree char *dir = g_dir_make_tmp ("tessera-goods-XXXXXX", NULL);
  g_autofree char *out = NULL;
  g_autoptr(GFile) out_file = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autofree char *display = NULL;
  g_autofree char *text = NULL;
  JsonArray *tiles;
  JsonObject *city;

  g_assert_no_error (error);
  /* A shield on the wine city and on the silk one. */
  g_assert_true (tess_tile_set_model_toggle_shield (model, 0, 0, &error));
  g_assert_true (tess_tile_set_model_toggle_shield (model, 1, 0, &error));
  g_assert_no_error (error);

  g_assert_nonnull (dir);
  out = g_build_filename (dir, "saved.tileset.json", NULL);
  out_file = g_file_new_for_path (out);
  g_assert_true (tess_tile_set_model_save (model, out_file, &error));
  g_assert_no_error (error);
  after = tess_json_load_file (out, &display, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_unlink (out), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  text = json_to_string (after, FALSE);
  g_test_message ("%s", text);

  tiles = json_object_get_array_member (json_node_get_object (after), "tiles");
  city = json_array_get_object_element (
    json_object_get_array_member (json_array_get_object_element (tiles, 0), "features"), 0);
  g_assert_cmpstr (json_object_get_string_member (city, "goods"), ==, "wine");
  g_assert_true (json_object_get_boolean_member (city, "shield"));
  g_assert_cmpstr (json_object_get_string_member (city, "x-colour"), ==, "red");
  city = json_array_get_object_element (
    json_object_get_array_member (json_array_get_object_element (tiles, 1), "features"), 0);
  g_assert_cmpstr (json_object_get_string_member (city, "goods"), ==, "silk");
  g_assert_true (json_object_get_boolean_member (city, "shield"));
}

/* The built-in set (DESIGN.md §8): 24 tiles, ids tb-A to tb-X, one of
 * each; 9 wine, 6 grain and 5 cloth, each in a city, at most one a tile;
 * no shield and no start tile (the base game's is played); every tile as
 * the engine would play it; written and read back the same. */
static void
test_builtin (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_builtin ("traders-builders", &error);
  g_autoptr(TessTileSetData) again = NULL;
  g_autofree char *data = NULL;
  int goods[TESS_N_GOODS] = { 0 };
  TessTileSet engine;

  g_assert_no_error (error);
  g_assert_true (set->builtin);
  g_assert_cmpstr (set->id, ==, "traders-builders");
  g_assert_null (set->start);
  g_assert_null (set->last);
  g_assert_cmpuint (tess_tile_set_n_tiles (set), ==, 24);
  g_assert_cmpint (tess_tile_set_total_count (set), ==, 24);
  g_assert_cmpint (tess_tile_set_n_shields (set), ==, 0);
  g_assert_false (tess_tile_set_has_river (set));
  for (guint i = 0; i < tess_tile_set_n_tiles (set); i++)
    {
      const TessTileDef *t = tess_tile_set_tile (set, i);
      g_autofree char *id = g_strdup_printf ("tb-%c", 'A' + i);
      char err[256] = "";
      int on_tile = 0;

      g_assert_cmpstr (t->id, ==, id);
      g_assert_cmpint (t->count, ==, 1);
      if (!tess_tile_validate (t, err, sizeof err))
        g_error ("%s", err);
      for (int f = 0; f < t->n_features; f++)
        {
          TessGoods g = tess_tile_feature_goods (t, f);

          if (g == TESS_GOODS_NONE)
            continue;
          g_assert_cmpint (tess_tile_get_feature_type (t, f), ==, TESS_FEATURE_CITY);
          goods[g] += t->count;
          on_tile++;
        }
      g_assert_cmpint (on_tile, <=, 1);
    }
  g_assert_cmpint (goods[TESS_GOODS_WINE], ==, 9);
  g_assert_cmpint (goods[TESS_GOODS_GRAIN], ==, 6);
  g_assert_cmpint (goods[TESS_GOODS_CLOTH], ==, 5);

  tess_tile_set_as_engine (set, &engine);
  g_assert_cmpint (engine.n_tiles, ==, 24);
  g_assert_cmpint (engine.start, ==, -1);

  data = tess_tile_set_to_data (set, NULL);
  again = tess_tile_set_load_data (data, -1, "saved", &error);
  g_assert_no_error (error);
  g_assert_true (tess_tile_set_equal (set, again));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tileset/goods/round-trip", test_round_trip);
  g_test_add_func ("/tileset/goods/builtin", test_builtin);
  g_test_add_func ("/tileset/goods/shape-and-join", test_shape_and_join);
  g_test_add_func ("/tileset/goods/problems", test_problems);
  g_test_add_func ("/tileset/goods/edits-keep-goods", test_edits_keep_goods);

  return g_test_run ();
}
