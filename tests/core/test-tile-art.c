/* test-tile-art.c: a tile's own artwork in tile sets, records and the editor
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-tile-art"

#include "config.h"

#include <string.h>

#include "tess-json-private.h"
#include "tess-record.h"
#include "tess-tile-art.h"
#include "tess-tile-set-model.h"
#include "tess-tile-set-problems.h"

static char *
odd_path (const char *name)
{
  return g_build_filename (TESS_TEST_TOP_SRCDIR, "tests", "core", "odd-tilesets", name, NULL);
}

static TessTileSetData *
set_with_tiles (const char *tiles)
{
  g_autofree char *text = g_strdup_printf ("{ \"format\": \"tessera-tileset\", \"version\": 1, "
                                           "\"id\": \"t\", \"start\": \"a\", \"tiles\": [ %s ] }",
                                           tiles);
  g_autoptr(GError) error = NULL;
  TessTileSetData *set = tess_tile_set_load_data (text, -1, "t", &error);

  g_assert_no_error (error);
  return set;
}

/* The problems of kind ART, one string each. */
static GPtrArray *
art_problems (const TessTileSetData *set)
{
  g_autoptr(GPtrArray) found = tess_tile_set_find_problems (set);
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < found->len; i++)
    {
      TessTileSetProblem *p = g_ptr_array_index (found, i);

      if (tess_tile_set_problem_get_kind (p) == TESS_PROBLEM_ART)
        {
          g_assert_cmpint (tess_tile_set_problem_get_severity (p), ==, TESS_PROBLEM_ERROR);
          g_ptr_array_add (out, tess_tile_set_problem_to_string (p));
        }
    }
  return out;
}

static void
test_read (void)
{
  g_autofree char *path = odd_path ("art.tileset.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_file (path, &error);
  g_autoptr(GPtrArray) problems = NULL;
  TessTileArt *png, *svg;

  g_assert_no_error (error);
  png = tess_tile_set_get_art (set, 0);
  svg = tess_tile_set_get_art (set, 1);
  g_assert_nonnull (png);
  g_assert_nonnull (svg);
  g_assert_null (tess_tile_set_get_art (set, 2));
  g_assert_cmpstr (tess_tile_art_get_mime (png), ==, TESS_TILE_ART_PNG);
  g_assert_cmpstr (tess_tile_art_get_mime (svg), ==, TESS_TILE_ART_SVG);
  g_assert_cmpstr (tess_tile_art_get_credit (png), ==, "Ana Lima, CC BY 4.0");
  g_assert_null (tess_tile_art_get_problem (png));
  g_assert_null (tess_tile_art_get_problem (svg));
  g_assert_cmpuint (g_bytes_get_size (tess_tile_art_get_data (png)), ==, 105);
  g_assert_true (tess_tile_set_has_art (set));
  problems = art_problems (set);
  g_assert_cmpuint (problems->len, ==, 0);
}

/* Saved and read back: the same art; a copy and a record carry it. */
static void
test_roundtrip (void)
{
  g_autofree char *path = odd_path ("art.tileset.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_file (path, &error);
  g_autoptr(TessTileSetData) copy = NULL;
  g_autoptr(TessTileSetData) again = NULL;
  g_autoptr(TessTileSetData) fresh = NULL;
  g_autofree char *data = NULL;
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessRecord) reread = NULL;
  g_autofree char *record_data = NULL;
  g_autoptr(TessTileArt) art = NULL;

  g_assert_no_error (error);
  data = tess_tile_set_to_data (set, NULL);
  g_assert_nonnull (strstr (data, "\"x-note\""));
  again = tess_tile_set_load_data (data, -1, "again", &error);
  g_assert_no_error (error);
  g_assert_true (tess_tile_set_equal (set, again));

  /* A set whose art was set by hand (no file behind it) writes it too. */
  fresh = tess_tile_set_copy (set);
  art = tess_tile_art_new (tess_tile_art_get_data (tess_tile_set_get_art (set, 0)), "Me", &error);
  g_assert_no_error (error);
  tess_tile_set_set_art (fresh, 2, art);
  g_assert_false (tess_tile_set_equal (set, fresh));
  g_clear_pointer (&data, g_free);
  data = tess_tile_set_to_data (fresh, NULL);
  g_clear_pointer (&again, tess_tile_set_unref);
  again = tess_tile_set_load_data (data, -1, "again", &error);
  g_assert_no_error (error);
  g_assert_true (tess_tile_set_equal (fresh, again));
  g_assert_cmpstr (tess_tile_art_get_credit (tess_tile_set_get_art (again, 2)), ==, "Me");

  copy = tess_tile_set_copy (set);
  g_assert_true (tess_tile_set_equal (set, copy));

  /* A record embeds the set, art and all. */
  record = tess_record_new ();
  g_ptr_array_add (record->tilesets, tess_tile_set_ref (set));
  for (int p = 0; p < 2; p++)
    {
      TessRecordPlayer player = { 0 };

      player.name = g_strdup (p == 0 ? "A" : "B");
      player.color = p;
      player.ai = TESS_AI_NONE;
      g_array_append_val (record->players, player);
    }
  record_data = tess_record_to_data (record, NULL);
  reread = tess_record_load_data (record_data, -1, "record", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (reread->tilesets->len, ==, 1);
  g_assert_true (tess_tile_set_equal (set, g_ptr_array_index (reread->tilesets, 0)));
  g_assert_nonnull (tess_record_tile_art (reread, 1));
  g_assert_null (tess_record_tile_art (reread, 2));
  g_assert_null (tess_record_tile_art (reread, 3));
}

/* Every kind of broken art is a problem of its tile, and the set still
 * loads (its tiles drawn as generated). */
static void
test_broken (void)
{
  g_autofree char *path = odd_path ("art-broken.tileset.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_file (path, &error);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  static const char *const expected[] = {
    "t1", "broken (cut short or damaged)",
    "t2", "100000 × 100000 pixels",
    "t3", "not valid base64",
    "t4", "not the PNG image it says it is",
    "t5", "data: URI",
    "t6", NULL,   /* without a decoder the header passes */
    "t7", "“credit”",
    "t8", "“image”",
    "t9", "broken (cut short or damaged)",
  };
  guint k = 0;

  g_assert_no_error (error);
  g_assert_nonnull (tess_tile_art_get_problem (tess_tile_set_get_art (set, 0)));
  g_assert_null (tess_tile_art_get_data (tess_tile_set_get_art (set, 0)));
  problems = art_problems (set);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i += 2)
    {
      g_autofree char *tile = g_strdup_printf ("“%s”", expected[i]);

      if (expected[i + 1] == NULL)
        continue;
      g_assert_cmpuint (k, <, problems->len);
      g_test_message ("%s", (const char *) g_ptr_array_index (problems, k));
      g_assert_nonnull (strstr (g_ptr_array_index (problems, k), tile));
      g_assert_nonnull (strstr (g_ptr_array_index (problems, k), expected[i + 1]));
      k++;
    }
  g_assert_cmpuint (k, ==, problems->len);

  /* `validate` lists the same. */
  g_assert_false (tess_tile_set_check_file (path, errors, warnings));
  for (guint i = 0; i < problems->len; i++)
    {
      gboolean found = FALSE;

      for (guint e = 0; e < errors->len && !found; e++)
        found = strstr (g_ptr_array_index (errors, e), g_ptr_array_index (problems, i)) != NULL;
      g_assert_true (found);
    }
}

static void
test_oversized (void)
{
  /* 600 KiB of PNG (the signature, then anything). */
  gsize n = 600 * 1024;
  g_autofree guchar *big = g_malloc0 (n);
  g_autofree char *b64 = NULL;
  g_autofree char *tiles = NULL;
  g_autoptr(TessTileSetData) set = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileArt) art = NULL;

  memcpy (big, "\x89PNG\r\n\x1a\n", 8);
  b64 = g_base64_encode (big, n);
  tiles = g_strdup_printf ("{ \"id\": \"a\", \"features\": [ { \"type\": \"monastery\" }, "
                           "{ \"type\": \"field\", \"ports\": [\"NNW\", \"NNE\", \"ENE\", \"ESE\", "
                           "\"SSE\", \"SSW\", \"WSW\", \"WNW\"] } ], "
                           "\"art\": { \"image\": \"data:image/png;base64,%s\" } }", b64);
  /* The strict reader takes an image of that length. */
  set = set_with_tiles (tiles);
  problems = art_problems (set);
  g_assert_cmpuint (problems->len, ==, 1);
  g_test_message ("%s", (const char *) g_ptr_array_index (problems, 0));
  g_assert_nonnull (strstr (g_ptr_array_index (problems, 0), "the artwork is 600.0"));
  g_assert_nonnull (strstr (g_ptr_array_index (problems, 0), "more than 512.0"));

  /* The editor's import refuses it with the same words. */
  bytes = g_bytes_new (big, n);
  art = tess_tile_art_new (bytes, NULL, &error);
  g_assert_null (art);
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_TOO_BIG);
  g_clear_error (&error);
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = g_bytes_new_static ("GIF89a", 6);
  g_assert_null (tess_tile_art_new (bytes, NULL, &error));
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID);
}

/* Set, credit, remove: each an edit that undoes; saving writes what is
 * set, and only that. */
static void
test_model (void)
{
  g_autofree char *path = odd_path ("art.tileset.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TessTileSetModel) model = tess_tile_set_model_new_for_file (file, &error);
  g_autoptr(TessTileArt) art = NULL;
  TessTileArt *before;
  g_autofree char *data = NULL;

  g_assert_no_error (error);
  before = tess_tile_set_model_get_art (model, 0);
  g_assert_nonnull (before);
  art = tess_tile_art_new (tess_tile_art_get_data (before), "Mine", &error);
  g_assert_no_error (error);

  g_assert_true (tess_tile_set_model_set_art (model, 2, art, &error));
  g_assert_true (tess_tile_set_model_get_art (model, 2) == art);
  g_assert_cmpstr (tess_tile_set_model_get_undo_label (model), ==, "Set Artwork");
  g_assert_true (tess_tile_set_model_set_art_credit (model, 2, "Mine, CC0", &error));
  g_assert_cmpstr (tess_tile_art_get_credit (tess_tile_set_model_get_art (model, 2)), ==,
                   "Mine, CC0");
  g_assert_true (tess_tile_set_model_set_art (model, 0, NULL, &error));
  g_assert_null (tess_tile_set_model_get_art (model, 0));
  data = tess_tile_set_to_data (tess_tile_set_model_get_set (model), NULL);
  g_assert_null (strstr (data, "Ana Lima"));
  g_assert_nonnull (strstr (data, "Mine, CC0"));
  g_assert_nonnull (strstr (data, "x-note"));

  g_assert_true (tess_tile_set_model_undo (model));
  g_assert_true (tess_tile_set_model_get_art (model, 0) == before);
  g_assert_true (tess_tile_set_model_undo (model));
  g_assert_true (tess_tile_set_model_get_art (model, 2) == art);
  g_assert_true (tess_tile_set_model_undo (model));
  g_assert_null (tess_tile_set_model_get_art (model, 2));
  g_assert_false (tess_tile_set_model_get_modified (model));
  g_assert_true (tess_tile_set_model_redo (model));
  g_assert_true (tess_tile_set_model_get_art (model, 2) == art);

  /* Art moves with its tile, and comes back with a deleted one. */
  g_assert_true (tess_tile_set_model_move_tile (model, 2, 0, &error));
  g_assert_true (tess_tile_set_model_get_art (model, 0) == art);
  g_assert_true (tess_tile_set_model_delete_tile (model, 0, &error));
  g_assert_true (tess_tile_set_model_get_art (model, 0) == before);
  g_assert_true (tess_tile_set_model_undo (model));
  g_assert_true (tess_tile_set_model_get_art (model, 0) == art);
  g_assert_true (tess_tile_set_model_get_art (model, 1) == before);
}

/* Duplicate Tile copies the artwork and its credit; undo takes the copy
 * away, redo brings it back with its art; a credit changed on the copy
 * leaves the original's; saved, the copy has its own "art". */
static void
test_duplicate (void)
{
  g_autofree char *path = odd_path ("art.tileset.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TessTileSetModel) model = tess_tile_set_model_new_for_file (file, &error);
  g_autoptr(TessTileSetData) read = NULL;
  g_autofree char *data = NULL;
  TessTileArt *art;
  guint n;

  g_assert_no_error (error);
  art = tess_tile_set_model_get_art (model, 0);
  g_assert_nonnull (art);
  n = g_list_model_get_n_items (G_LIST_MODEL (model));
  g_assert_true (tess_tile_set_model_duplicate_tile (model, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, n + 1);
  g_assert_true (tess_tile_set_model_get_art (model, 1) == art);
  g_assert_cmpstr (tess_tile_art_get_credit (tess_tile_set_model_get_art (model, 1)), ==,
                   "Ana Lima, CC BY 4.0");
  g_assert_true (tess_tile_set_model_undo (model));
  g_assert_true (tess_tile_set_model_get_art (model, 0) == art);
  g_assert_true (tess_tile_set_model_get_art (model, 1) != art);
  g_assert_true (tess_tile_set_model_redo (model));
  g_assert_true (tess_tile_set_model_get_art (model, 1) == art);

  g_assert_true (tess_tile_set_model_set_art_credit (model, 1, "Copy, CC0", &error));
  g_assert_cmpstr (tess_tile_art_get_credit (tess_tile_set_model_get_art (model, 0)), ==,
                   "Ana Lima, CC BY 4.0");
  data = tess_tile_set_to_data (tess_tile_set_model_get_set (model), NULL);
  read = tess_tile_set_load_data (data, -1, "saved", &error);
  g_assert_no_error (error);
  g_assert_nonnull (tess_tile_set_get_art (read, 1));
  g_assert_true (tess_tile_art_equal (tess_tile_set_get_art (read, 0), art));
  g_assert_cmpstr (tess_tile_art_get_credit (tess_tile_set_get_art (read, 1)), ==, "Copy, CC0");
  g_assert_true (g_bytes_equal (tess_tile_art_get_data (tess_tile_set_get_art (read, 1)),
                               tess_tile_art_get_data (art)));
}

static void
test_credits (void)
{
  g_autofree char *path = odd_path ("art.tileset.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_file (path, &error);
  g_auto(GStrv) credits = NULL;

  g_assert_no_error (error);
  credits = tess_tile_set_art_credits (set);
  g_assert_cmpuint (g_strv_length (credits), ==, 2);
  g_assert_cmpstr (credits[0], ==, "quad: Ana Lima, CC BY 4.0");
  g_assert_cmpstr (credits[1], ==, "road: Rui, CC0");
}

/* Only an image may be long: any other string keeps the 64 KiB limit. */
static void
test_long_strings (void)
{
  g_autofree char *long_text = g_strnfill (TESS_MAX_JSON_STRING + 10, 'a');
  g_autofree char *as_image = g_strdup_printf ("{ \"image\": \"%s\" }", long_text);
  g_autofree char *as_name = g_strdup_printf ("{ \"name\": \"%s\" }", long_text);
  g_autofree char *in_list = g_strdup_printf ("{ \"image\": [ \"%s\" ] }", long_text);
  g_autofree char *too_long = g_strnfill (TESS_MAX_JSON_IMAGE_STRING + 10, 'a');
  g_autofree char *too_long_image = g_strdup_printf ("{ \"image\": \"%s\" }", too_long);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = tess_json_parse (as_image, -1, "t", &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  g_assert_null (tess_json_parse (as_name, -1, "t", &error));
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_TOO_BIG);
  g_clear_error (&error);
  g_assert_null (tess_json_parse (in_list, -1, "t", &error));
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_TOO_BIG);
  g_clear_error (&error);
  g_assert_null (tess_json_parse (too_long_image, -1, "t", &error));
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_TOO_BIG);
}

/* The square the tile shows: written as [left, top, side] when chosen,
 * read back the same; a crop that is not three such numbers is a problem
 * of the tile that names it. */
static void
test_crop (void)
{
  static const char *const bad[] = { "[1, 2]", "[-1, 0, 5]", "\"x\"", "[0, 0, 0]", "[0, \"1\", 5]", "[0, 0, 1e9]" };
  const double chosen[3] = { 1, 2, 3.5 };
  g_autofree char *path = odd_path ("art.tileset.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_file (path, &error);
  TessTileArt *read = tess_tile_set_get_art (set, 0);
  g_autoptr(TessTileArt) cropped = NULL;
  g_autoptr(TessTileArt) reread = NULL;
  g_autoptr(TessTileArt) credited = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonNode) original = tess_tile_art_to_json (read);
  g_autofree char *text = NULL;
  const char *image = json_object_get_string_member (json_node_get_object (original), "image");
  double crop[3];

  g_assert_no_error (error);
  g_assert_false (tess_tile_art_get_crop (read, crop));
  cropped = tess_tile_art_with_crop (read, chosen, &error);
  g_assert_no_error (error);
  g_assert_true (tess_tile_art_get_crop (cropped, crop));
  g_assert_cmpmem (crop, sizeof crop, chosen, sizeof chosen);
  g_assert_false (tess_tile_art_equal (read, cropped));

  node = tess_tile_art_to_json (cropped);
  text = json_to_string (node, FALSE);
  g_assert_nonnull (strstr (text, "\"crop\":[1,2,3.5]"));
  reread = tess_tile_art_new_from_json (node);
  g_assert_null (tess_tile_art_get_problem (reread));
  g_assert_true (tess_tile_art_equal (cropped, reread));
  /* A new credit keeps the crop. */
  credited = tess_tile_art_with_credit (reread, "Ana");
  g_assert_true (tess_tile_art_get_crop (credited, crop));
  g_assert_cmpfloat (crop[2], ==, 3.5);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *json = g_strdup_printf ("{ \"image\": \"%s\", \"crop\": %s }", image, bad[i]);
      g_autoptr(JsonNode) value = json_from_string (json, &error);
      g_autoptr(TessTileArt) art = NULL;

      g_assert_no_error (error);
      art = tess_tile_art_new_from_json (value);
      g_test_message ("%s: %s", bad[i], tess_tile_art_get_problem (art));
      g_assert_nonnull (tess_tile_art_get_problem (art));
      g_assert_nonnull (strstr (tess_tile_art_get_problem (art), "“crop”"));
      /* The picture is kept, to be cropped again from its middle. */
      g_assert_nonnull (tess_tile_art_get_data (art));
      g_assert_false (tess_tile_art_get_crop (art, crop));
      g_assert_null (tess_tile_art_get_decoded (art));
      /* Kept as the file wrote it. */
      g_clear_pointer (&node, json_node_unref);
      node = tess_tile_art_to_json (art);
      g_assert_true (json_node_equal (node, value));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tile-art/read", test_read);
  g_test_add_func ("/tile-art/roundtrip", test_roundtrip);
  g_test_add_func ("/tile-art/broken", test_broken);
  g_test_add_func ("/tile-art/oversized", test_oversized);
  g_test_add_func ("/tile-art/model", test_model);
  g_test_add_func ("/tile-art/credits", test_credits);
  g_test_add_func ("/tile-art/duplicate", test_duplicate);
  g_test_add_func ("/tile-art/long-strings", test_long_strings);
  g_test_add_func ("/tile-art/crop", test_crop);
  return g_test_run ();
}
