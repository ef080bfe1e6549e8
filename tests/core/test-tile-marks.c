/* test-tile-marks.c: the inns and cathedrals a designer puts on a tile's
 * features in the editor (DESIGN.md §8): on a road and a city only, with
 * the refusal in a designer's words, undone and redone, kept through a
 * save and a reopening, and a file's misplaced ones said by the place
 * the designer sees; and the goods a city shows (Traders & Builders)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-tile-marks"

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "tess-tile-edit.h"
#include "tess-tile-query.h"
#include "tess-tile-set-model.h"
#include "tess-tile-set-problems.h"
#include "tess-tile-shape.h"
#include "tess-engine.h"

/* A straight road from the left to the right side under a city on the
 * top side. */
static void
road_under_city (TessTileDef *tile)
{
  tess_tile_init_blank (tile, "t");
  g_assert_true (tess_tile_edit_paint (tile, 3, TESS_SIDE_ROAD, NULL));
  g_assert_true (tess_tile_edit_paint (tile, 1, TESS_SIDE_ROAD, NULL));
  g_assert_true (tess_tile_edit_join (tile, 1, 3, NULL));
  g_assert_true (tess_tile_edit_paint (tile, 0, TESS_SIDE_CITY, NULL));
}

static void
test_toggle (void)
{
  TessTileDef tile, before;
  g_autoptr(GError) error = NULL;
  int road, city;

  road_under_city (&tile);
  road = tess_tile_get_feature_at (&tile, 3);
  city = tess_tile_get_feature_at (&tile, 0);

  /* The inn on the road, from either of its sides; again takes it away. */
  g_assert_true (tess_tile_edit_toggle_inn (&tile, 1, &error));
  g_assert_no_error (error);
  g_assert_true (tess_tile_feature_has_inn (&tile, road));
  g_assert_false (tess_tile_feature_has_cathedral (&tile, road));
  g_assert_false (tess_tile_feature_has_inn (&tile, city));
  g_assert_true (tess_tile_edit_toggle_inn (&tile, 3, &error));
  g_assert_false (tess_tile_feature_has_inn (&tile, road));
  g_assert_true (tess_tile_edit_toggle_inn (&tile, 3, &error));

  /* The cathedral in the city, beside its shield. */
  g_assert_true (tess_tile_edit_toggle_shield (&tile, 0, &error));
  g_assert_true (tess_tile_edit_toggle_cathedral (&tile, 0, &error));
  g_assert_true (tess_tile_feature_has_cathedral (&tile, city));
  g_assert_true (tess_tile_feature_has_shield (&tile, city));
  g_assert_true (tess_tile_feature_has_inn (&tile, road));

  /* Refused on a side of another kind, the tile left as it was, and said
   * by the side the designer sees. */
  before = tile;
  g_assert_false (tess_tile_edit_toggle_inn (&tile, 0, &error));
  g_assert_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "An inn stands by a road, and the top side is not a road");
  g_clear_error (&error);
  g_assert_false (tess_tile_edit_toggle_inn (&tile, 2, &error));
  g_assert_cmpstr (error->message, ==, "An inn stands by a road, and the bottom side is not a road");
  g_clear_error (&error);
  g_assert_false (tess_tile_edit_toggle_cathedral (&tile, 1, &error));
  g_assert_cmpstr (error->message, ==, "A cathedral stands in a city, and the right side is not a city");
  g_clear_error (&error);
  g_assert_false (tess_tile_edit_toggle_cathedral (&tile, 4, &error));
  g_assert_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpint (memcmp (&before, &tile, sizeof tile), ==, 0);
}

/* What the other edits do to them: a split keeps the inn on the part
 * left, a join keeps the cathedral, a side painted over takes it along
 * with its feature, a turn keeps it. */
static void
test_other_edits (void)
{
  TessTileDef tile;
  int road;

  road_under_city (&tile);
  g_assert_true (tess_tile_edit_toggle_inn (&tile, 3, NULL));
  g_assert_true (tess_tile_edit_split (&tile, 1, NULL));
  g_assert_true (tess_tile_feature_has_inn (&tile, tess_tile_get_feature_at (&tile, 3)));
  g_assert_false (tess_tile_feature_has_inn (&tile, tess_tile_get_feature_at (&tile, 1)));
  tess_tile_rotate (&tile, 1);
  /* Turned a quarter clockwise: the left side's road is on the top side. */
  road = tess_tile_get_feature_at (&tile, 0);
  g_assert_true (tess_tile_feature_has_inn (&tile, road));

  tess_tile_init_blank (&tile, "c");
  g_assert_true (tess_tile_edit_paint (&tile, 0, TESS_SIDE_CITY, NULL));
  g_assert_true (tess_tile_edit_paint (&tile, 1, TESS_SIDE_CITY, NULL));
  g_assert_true (tess_tile_edit_toggle_cathedral (&tile, 1, NULL));
  g_assert_true (tess_tile_edit_join (&tile, 0, 1, NULL));
  g_assert_true (tess_tile_feature_has_cathedral (&tile, tess_tile_get_feature_at (&tile, 0)));
  g_assert_true (tess_tile_edit_paint (&tile, 0, TESS_SIDE_FIELD, NULL));
  g_assert_true (tess_tile_feature_has_cathedral (&tile, tess_tile_get_feature_at (&tile, 1)));
  g_assert_true (tess_tile_edit_paint (&tile, 1, TESS_SIDE_ROAD, NULL));
  road = tess_tile_get_feature_at (&tile, 1);
  g_assert_false (tess_tile_feature_has_cathedral (&tile, road));
  g_assert_false (tess_tile_feature_has_inn (&tile, road));
}

/* In the model: each one edit, undone and redone, saved and reopened. */
static void
test_model_file (void)
{
  g_autoptr(TessTileSetModel) model = tess_tile_set_model_new ("marks", "Marks");
  g_autoptr(TessTileSetModel) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tessera-marks-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "marks.tileset.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *text = NULL;
  const TessTileDef *t;

  g_assert_no_error (error);
  g_assert_true (tess_tile_set_model_add_tile (model, 0, &error));
  g_assert_true (tess_tile_set_model_paint_side (model, 0, 3, TESS_SIDE_ROAD, &error));
  g_assert_true (tess_tile_set_model_paint_side (model, 0, 1, TESS_SIDE_ROAD, &error));
  g_assert_true (tess_tile_set_model_join_sides (model, 0, 1, 3, &error));
  g_assert_true (tess_tile_set_model_paint_side (model, 0, 0, TESS_SIDE_CITY, &error));

  g_assert_true (tess_tile_set_model_toggle_inn (model, 0, 3, &error));
  g_assert_cmpstr (tess_tile_set_model_get_undo_label (model), ==, "Inn");
  g_assert_true (tess_tile_set_model_toggle_cathedral (model, 0, 0, &error));
  g_assert_cmpstr (tess_tile_set_model_get_undo_label (model), ==, "Cathedral");
  g_assert_no_error (error);
  g_assert_false (tess_tile_set_model_toggle_cathedral (model, 0, 2, &error));
  g_assert_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tess_tile_set_model_toggle_inn (model, 1, 3, &error));
  g_assert_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpstr (tess_tile_set_model_get_undo_label (model), ==, "Cathedral");

  t = tess_tile_set_tile (tess_tile_set_model_get_set (model), 0);
  g_assert_true (tess_tile_feature_has_cathedral (t, tess_tile_get_feature_at (t, 0)));
  g_assert_true (tess_tile_set_model_undo (model));
  t = tess_tile_set_tile (tess_tile_set_model_get_set (model), 0);
  g_assert_false (tess_tile_feature_has_cathedral (t, tess_tile_get_feature_at (t, 0)));
  g_assert_true (tess_tile_feature_has_inn (t, tess_tile_get_feature_at (t, 1)));
  g_assert_true (tess_tile_set_model_redo (model));
  t = tess_tile_set_tile (tess_tile_set_model_get_set (model), 0);
  g_assert_true (tess_tile_feature_has_cathedral (t, tess_tile_get_feature_at (t, 0)));
  /* Nothing wrong with them in a set without the expansion. */
  g_assert_cmpuint (tess_problem_list_get_n_errors (tess_tile_set_model_get_problems (model)), ==, 0);

  g_assert_true (tess_tile_set_model_save (model, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\"inn\""));
  g_assert_nonnull (strstr (text, "\"cathedral\""));
  again = tess_tile_set_model_new_for_file (file, &error);
  g_assert_no_error (error);
  t = tess_tile_set_tile (tess_tile_set_model_get_set (again), 0);
  g_assert_true (tess_tile_feature_has_inn (t, tess_tile_get_feature_at (t, 3)));
  g_assert_false (tess_tile_feature_has_cathedral (t, tess_tile_get_feature_at (t, 3)));
  g_assert_true (tess_tile_feature_has_cathedral (t, tess_tile_get_feature_at (t, 0)));
  g_assert_false (tess_tile_feature_has_inn (t, tess_tile_get_feature_at (t, 0)));

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A file with an inn in a city and a cathedral on a road: the problems
 * say where, as the designer sees the tile. */
static void
test_problem_words (void)
{
  static const char json[] =
    "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"odd\", \"name\": \"Odd\","
    "  \"start\": \"A\", \"tiles\": ["
    "  { \"id\": \"A\", \"features\": ["
    "    { \"type\": \"city\", \"ports\": [\"N\"], \"inn\": true },"
    "    { \"type\": \"road\", \"ports\": [\"E\", \"W\"], \"cathedral\": true },"
    "    { \"type\": \"field\", \"ports\": [\"WNW\", \"ENE\"], \"cities\": [\"N\"] },"
    "    { \"type\": \"field\", \"ports\": [\"ESE\", \"SSE\", \"SSW\", \"WSW\"] } ] } ] }";
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tessera-marks-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "odd.tileset.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TessTileSetModel) model = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  gboolean inn = FALSE, cathedral = FALSE;

  g_assert_true (g_file_set_contents (path, json, -1, NULL));
  model = tess_tile_set_model_new_for_file (file, &error);
  g_assert_no_error (error);
  problems = tess_tile_set_model_tile_problems (model, 0);
  for (guint i = 0; i < problems->len; i++)
    {
      const char *message = tess_tile_set_problem_get_message (problems->pdata[i]);

      g_test_message ("%s", message);
      inn |= g_strcmp0 (message, "Only a road has an inn, not the city on the top side.") == 0;
      cathedral |= g_strcmp0 (message, "Only a city has a cathedral, not the road to the "
                                       "right and left sides.") == 0;
      g_assert_null (strstr (message, "feature"));
    }
  g_assert_true (inn);
  g_assert_true (cathedral);

  /* Both taken off where they are, from the side the designer chose:
   * the tile has no problem left. */
  g_assert_true (tess_tile_set_model_toggle_inn (model, 0, 0, &error));
  g_assert_true (tess_tile_set_model_toggle_cathedral (model, 0, 1, &error));
  g_assert_no_error (error);
  g_clear_pointer (&problems, g_ptr_array_unref);
  problems = tess_tile_set_model_tile_problems (model, 0);
  g_assert_cmpuint (problems->len, ==, 0);
  /* Taken off, the road's cathedral is not put back: that is refused. */
  g_assert_false (tess_tile_set_model_toggle_cathedral (model, 0, 1, &error));
  g_assert_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Goods on a city: each of the three, none again, refused on a road;
 * undone, saved and reopened; a file's goods on a road said where. */
static void
test_goods (void)
{
  static const char json[] =
    "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"odd\", \"name\": \"Odd\","
    "  \"start\": \"A\", \"tiles\": ["
    "  { \"id\": \"A\", \"features\": ["
    "    { \"type\": \"road\", \"ports\": [\"E\", \"W\"], \"goods\": \"wine\" },"
    "    { \"type\": \"field\", \"ports\": [\"WNW\", \"NNW\", \"NNE\", \"ENE\"] },"
    "    { \"type\": \"field\", \"ports\": [\"ESE\", \"SSE\", \"SSW\", \"WSW\"] } ] } ] }";
  g_autoptr(TessTileSetModel) model = tess_tile_set_model_new ("goods", "Goods");
  g_autoptr(TessTileSetModel) again = NULL;
  g_autoptr(TessTileSetModel) odd = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tessera-marks-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "goods.tileset.json", NULL);
  g_autofree char *odd_path = g_build_filename (dir, "odd.tileset.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) odd_file = g_file_new_for_path (odd_path);
  g_autoptr(GPtrArray) problems = NULL;
  g_autofree char *text = NULL;
  TessTileDef tile, before;
  const TessTileDef *t;
  gboolean said = FALSE;

  road_under_city (&tile);
  for (TessGoods g = TESS_GOODS_WINE; g < TESS_N_GOODS; g++)
    {
      g_assert_true (tess_tile_edit_set_goods (&tile, 0, g, &error));
      g_assert_cmpint (tess_tile_feature_goods (&tile, tess_tile_get_feature_at (&tile, 0)), ==, g);
    }
  before = tile;
  g_assert_false (tess_tile_edit_set_goods (&tile, 3, TESS_GOODS_GRAIN, &error));
  g_assert_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Goods are shown in a city, and the left side is not a city");
  g_clear_error (&error);
  g_assert_false (tess_tile_edit_set_goods (&tile, 0, TESS_N_GOODS, &error));
  g_clear_error (&error);
  g_assert_cmpint (memcmp (&before, &tile, sizeof tile), ==, 0);
  /* None is never refused; on the road it changes nothing. */
  g_assert_true (tess_tile_edit_set_goods (&tile, 3, TESS_GOODS_NONE, &error));
  g_assert_cmpint (memcmp (&before, &tile, sizeof tile), ==, 0);
  g_assert_true (tess_tile_edit_set_goods (&tile, 0, TESS_GOODS_NONE, &error));
  g_assert_cmpint (tess_tile_feature_goods (&tile, tess_tile_get_feature_at (&tile, 0)), ==, TESS_GOODS_NONE);

  /* In the model, an edit that undoes; in the file, reopened. */
  g_assert_no_error (error);
  g_assert_true (tess_tile_set_model_add_tile (model, 0, &error));
  g_assert_true (tess_tile_set_model_paint_side (model, 0, 0, TESS_SIDE_CITY, &error));
  g_assert_true (tess_tile_set_model_set_goods (model, 0, 0, TESS_GOODS_WINE, &error));
  g_assert_true (tess_tile_set_model_set_goods (model, 0, 0, TESS_GOODS_CLOTH, &error));
  g_assert_cmpstr (tess_tile_set_model_get_undo_label (model), ==, "Goods");
  g_assert_true (tess_tile_set_model_undo (model));
  t = tess_tile_set_tile (tess_tile_set_model_get_set (model), 0);
  g_assert_cmpint (tess_tile_feature_goods (t, tess_tile_get_feature_at (t, 0)), ==, TESS_GOODS_WINE);
  g_assert_true (tess_tile_set_model_redo (model));
  g_assert_true (tess_tile_set_model_save (model, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\"cloth\""));
  again = tess_tile_set_model_new_for_file (file, &error);
  g_assert_no_error (error);
  t = tess_tile_set_tile (tess_tile_set_model_get_set (again), 0);
  g_assert_cmpint (tess_tile_feature_goods (t, tess_tile_get_feature_at (t, 0)), ==, TESS_GOODS_CLOTH);

  /* A file's goods on a road: said where, and taken off from there. */
  g_assert_true (g_file_set_contents (odd_path, json, -1, NULL));
  odd = tess_tile_set_model_new_for_file (odd_file, &error);
  g_assert_no_error (error);
  problems = tess_tile_set_model_tile_problems (odd, 0);
  for (guint i = 0; i < problems->len; i++)
    said |= g_strcmp0 (tess_tile_set_problem_get_message (problems->pdata[i]),
                       "Only a city has goods, not the road to the right and left sides.") == 0;
  g_assert_true (said);
  g_assert_true (tess_tile_set_model_set_goods (odd, 0, 1, TESS_GOODS_NONE, &error));
  g_clear_pointer (&problems, g_ptr_array_unref);
  problems = tess_tile_set_model_tile_problems (odd, 0);
  g_assert_cmpuint (problems->len, ==, 0);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_unlink (odd_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tile-marks/toggle", test_toggle);
  g_test_add_func ("/tile-marks/other-edits", test_other_edits);
  g_test_add_func ("/tile-marks/model-file", test_model_file);
  g_test_add_func ("/tile-marks/problem-words", test_problem_words);
  g_test_add_func ("/tile-marks/goods", test_goods);

  return g_test_run ();
}
