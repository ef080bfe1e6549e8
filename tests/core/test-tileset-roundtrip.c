/* test-tileset-roundtrip.c: a tile set opened and saved loses nothing
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * DESIGN.md §4: a program that reads a file and writes it back keeps every
 * key it does not know, and a value it cannot represent is a problem
 * shown, never silently changed. Every tile set of the repository and the
 * odd ones of tests/core/odd-tilesets are opened in the editor's model and
 * saved without an edit: the file is the same JSON. Edits change only
 * what they edit. The editor and `tessera-cli validate` list the same
 * problems.
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "tess-json-private.h"
#include "tess-test-core.h"
#include "tess-tile-set-model.h"
#include "tess-tile-set-problems.h"

static char *tmp_dir;

static JsonNode *
parse_file (const char *path)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  return json_node_ref (json_parser_get_root (parser));
}

static char *
odd_file (const char *name)
{
  return g_build_filename (TESS_TEST_TOP_SRCDIR, "tests", "core", "odd-tilesets", name, NULL);
}

/* Every tile set of the repository: the built-in ones, the CLI's test
 * sets, the fuzzer's corpus and the odd ones. */
static gboolean
is_json (const char *path)
{
  g_autofree char *text = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  node = tess_json_parse (text, (gssize) length, path, &error);
  return !g_error_matches (error, TESS_FILE_ERROR, TESS_FILE_ERROR_PARSE);
}

static GPtrArray *
all_sets (void)
{
  static const char *dirs[] = {
    "data/tilesets", "tests/cli", "tests/fuzz/corpus-tileset", "tests/core/odd-tilesets",
  };
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);

  for (guint d = 0; d < G_N_ELEMENTS (dirs); d++)
    {
      g_autofree char *dir_path = g_build_filename (TESS_TEST_TOP_SRCDIR, dirs[d], NULL);
      g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
      const char *name;

      g_assert_nonnull (dir);
      while ((name = g_dir_read_name (dir)) != NULL)
        if (g_str_has_suffix (name, ".tileset.json"))
          {
            g_autofree char *path = g_build_filename (dir_path, name, NULL);

            /* Not the fuzz corpus's texts that are not JSON on purpose (a
             * comment hiding brackets): they open nothing to save. */
            if (is_json (path))
              g_ptr_array_add (paths, g_steal_pointer (&path));
          }
    }
  return paths;
}

/* Saves @model to a new file and parses it. */
static JsonNode *
save_and_parse (TessTileSetModel *model)
{
  g_autofree char *path = g_build_filename (tmp_dir, "saved.tileset.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  JsonNode *node;

  g_assert_true (tess_tile_set_model_save (model, file, &error));
  g_assert_no_error (error);
  node = parse_file (path);
  g_unlink (path);
  return node;
}

static void
test_open_save_unchanged (void)
{
  g_autoptr(GPtrArray) paths = all_sets ();
  guint odd = 0;

  g_assert_cmpuint (paths->len, >=, 12);
  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(TessTileSetModel) model = tess_tile_set_model_new_for_file (file, &error);
      g_autoptr(JsonNode) before = NULL;
      g_autoptr(JsonNode) after = NULL;

      g_test_message ("%s", path);
      g_assert_no_error (error);
      before = parse_file (path);
      after = save_and_parse (model);
      if (!json_node_equal (before, after))
        {
          g_autofree char *text = json_to_string (after, TRUE);

          g_test_message ("written:\n%s", text);
          g_test_fail_printf ("%s changed when saved without an edit", path);
        }
      odd += strstr (path, "odd-tilesets") != NULL;
    }
  g_assert_cmpuint (odd, >=, 5);
}

/* A copy of the set (a record embedding it, a draft) writes the same. */
static void
test_copy_writes_the_same (void)
{
  g_autofree char *path = odd_file ("unknown.tileset.json");
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(JsonNode) before = parse_file (path);
  g_autoptr(TessTileSetData) set = tess_tile_set_from_json (before, "unknown", problems, NULL);
  g_autoptr(TessTileSetData) copy = tess_tile_set_copy (set);
  g_autoptr(JsonNode) after = tess_tile_set_to_json (copy);

  g_assert_true (json_node_equal (before, after));
}

static JsonObject *
tile_object (JsonNode *root,
             guint     index)
{
  JsonArray *tiles = json_object_get_array_member (json_node_get_object (root), "tiles");

  return json_array_get_object_element (tiles, index);
}

/* Edits change what they edit and nothing else: the castle, the unknown
 * port, the count of 0 and every unknown key stay, in each tile. */
static void
test_edits_keep_the_rest (void)
{
  g_autofree char *path = odd_file ("unknown.tileset.json");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetModel) model = tess_tile_set_model_new_for_file (file, &error);
  g_autoptr(JsonNode) before = parse_file (path);
  g_autoptr(JsonNode) after = NULL;
  JsonObject *root;
  JsonObject *a;
  JsonArray *features;
  g_autofree char *features_text = NULL;

  g_assert_no_error (error);
  /* B keeps its count of 0 (shown, not made 1). */
  g_assert_cmpint (tess_tile_set_tile (tess_tile_set_model_get_set (model), 1)->count, ==, 0);

  /* The set's name, tile C's count, tile A's sides. */
  g_assert_true (tess_tile_set_model_set_set_name (model, "Renamed", &error));
  g_assert_true (tess_tile_set_model_set_count (model, 2, 5, &error));
  g_assert_true (tess_tile_set_model_toggle_shield (model, 0, 0, &error));
  g_assert_true (tess_tile_set_model_add_tile (model, -1, &error));
  g_assert_true (tess_tile_set_model_move_tile (model, 3, 0, &error));
  g_assert_true (tess_tile_set_model_delete_tile (model, 0, &error));
  g_assert_no_error (error);
  after = save_and_parse (model);
  root = json_node_get_object (after);

  g_assert_cmpstr (json_object_get_string_member (root, "name"), ==, "Renamed");
  g_assert_true (json_node_equal (json_object_get_member (root, "x-editor"),
                                  json_object_get_member (json_node_get_object (before), "x-editor")));
  g_assert_cmpstr (json_object_get_string_member (root, "author"), ==,
                   "Ana <ana@example.org> & friends");
  g_assert_true (json_object_has_member (root, "trailer"));

  /* Tile B: not edited, the same object. */
  g_assert_true (json_node_equal (json_array_get_element (json_object_get_array_member (root, "tiles"), 1),
                                  json_array_get_element (json_object_get_array_member (json_node_get_object (before), "tiles"), 1)));
  /* Tile C: only the count. */
  g_assert_cmpint (json_object_get_int_member (tile_object (after, 2), "count"), ==, 5);
  json_object_set_int_member (tile_object (before, 2), "count", 5);
  g_assert_true (json_node_equal (json_array_get_element (json_object_get_array_member (root, "tiles"), 2),
                                  json_array_get_element (json_object_get_array_member (json_node_get_object (before), "tiles"), 2)));

  /* Tile A: its shield, and still the castle, the port NE, its art, the
   * field's note. */
  a = tile_object (after, 0);
  g_assert_true (json_object_has_member (a, "art"));
  features = json_object_get_array_member (a, "features");
  features_text = json_to_string (json_object_get_member (a, "features"), FALSE);
  g_test_message ("%s", features_text);
  g_assert_cmpuint (json_array_get_length (features), ==, 4);
  g_assert_nonnull (strstr (features_text, "\"castle\""));
  g_assert_nonnull (strstr (features_text, "\"towers\":3"));
  g_assert_nonnull (strstr (features_text, "\"NE\""));
  g_assert_nonnull (strstr (features_text, "\"shield\":true"));
  g_assert_nonnull (strstr (features_text, "the field's own note"));
}

/* What the file says that Tessera cannot show is a problem, in the
 * editor's list as in validate's, word for word. */
static void
test_same_problems (void)
{
  g_autoptr(GPtrArray) paths = all_sets ();

  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(TessTileSetModel) model = tess_tile_set_model_new_for_file (file, &error);
      g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *display = g_filename_display_name (path);
      GListModel *list;
      guint e = 0, w = 0;

      g_assert_no_error (error);
      tess_tile_set_check_file (path, errors, warnings);
      list = G_LIST_MODEL (tess_tile_set_model_get_problems (model));
      g_assert_cmpuint (g_list_model_get_n_items (list), ==, errors->len + warnings->len);
      for (guint k = 0; k < g_list_model_get_n_items (list); k++)
        {
          g_autoptr(TessTileSetProblem) p = g_list_model_get_item (list, k);
          g_autofree char *text = tess_tile_set_problem_to_string (p);
          g_autofree char *line = g_strdup_printf ("%s: %s", display, text);
          gboolean error_kind = tess_tile_set_problem_get_severity (p) == TESS_PROBLEM_ERROR;
          GPtrArray *lines = error_kind ? errors : warnings;
          guint *at = error_kind ? &e : &w;

          g_assert_cmpstr (line, ==, g_ptr_array_index (lines, (*at)++));
        }
    }
}

/* The set of the issue: the castle, the port NE and the count of 0 are
 * problems of their tiles. */
static void
test_unreadable_problems (void)
{
  g_autofree char *path = odd_file ("unknown.tileset.json");
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *all = NULL;

  g_assert_false (tess_tile_set_check_file (path, errors, warnings));
  g_ptr_array_add (errors, NULL);
  all = g_strjoinv ("\n", (char **) errors->pdata);
  g_test_message ("%s", all);
  g_assert_nonnull (strstr (all, "tile “A”: Tessera cannot read this part of the file and keeps it as written: "
                            "feature 2: unknown feature type “castle”"));
  g_assert_nonnull (strstr (all, "tile “A”: Tessera cannot read this part of the file and keeps it as written: "
                            "feature 3: unknown port “NE” in “ports”"));
  g_assert_nonnull (strstr (all, "tile “B”: The count is 0, but it must be between 1 and 500."));
}

static char *
write_set (const char *name,
           const char *keys)
{
  g_autofree char *text = g_strdup_printf ("{ \"format\": \"tessera-tileset\", \"version\": 1, "
                                           "\"id\": \"d\", \"name\": \"D\", %s"
                                           "\"tiles\": [ { \"id\": \"A\", \"count\": 1, "
                                           "\"features\": [ { \"type\": \"field\", \"ports\": "
                                           "[\"NNW\", \"NNE\", \"ENE\", \"ESE\", \"SSE\", "
                                           "\"SSW\", \"WSW\", \"WNW\"] } ] } ] }", keys);
  char *path = g_build_filename (tmp_dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

/* The keys of @node's object, in order, joined by spaces. */
static char *
key_order (JsonNode *node)
{
  g_autoptr(GList) names = json_object_get_members (json_node_get_object (node));
  GString *text = g_string_new (NULL);

  for (GList *l = names; l != NULL; l = l->next)
    g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", (const char *) l->data);
  return g_string_free (text, FALSE);
}

/* A set's author, description and licence: read, edited as one edit that
 * undo undoes, written before the tiles; an old file without them reads
 * as before; a text too long is refused with a message, and kept as the
 * file wrote it when it comes from a file. */
static void
test_details (void)
{
  g_autofree char *path = write_set ("details.tileset.json",
                                     "\"author\": \"Ana\", \"description\": \"Rivers & <roads>\", "
                                     "\"licence\": \"CC BY 4.0\", ");
  g_autofree char *old_path = write_set ("old.tileset.json", "");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) old_file = g_file_new_for_path (old_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetModel) model = tess_tile_set_model_new_for_file (file, &error);
  g_autoptr(TessTileSetModel) old = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autoptr(JsonNode) old_after = NULL;
  g_autofree char *long_text = NULL;
  g_autofree char *order = NULL;
  const TessTileSetData *set;
  JsonObject *root;

  g_assert_no_error (error);
  set = tess_tile_set_model_get_set (model);
  g_assert_cmpstr (set->author, ==, "Ana");
  g_assert_cmpstr (set->description, ==, "Rivers & <roads>");
  g_assert_cmpstr (set->licence, ==, "CC BY 4.0");

  /* One edit; an empty description leaves the key out. */
  g_assert_true (tess_tile_set_model_set_details (model, "Ana Pop", "", "CC0 1.0", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tess_tile_set_model_get_undo_label (model), ==, "Change Set Details");
  after = save_and_parse (model);
  root = json_node_get_object (after);
  g_assert_cmpstr (json_object_get_string_member (root, "author"), ==, "Ana Pop");
  g_assert_false (json_object_has_member (root, "description"));
  g_assert_cmpstr (json_object_get_string_member (root, "licence"), ==, "CC0 1.0");
  g_assert_true (tess_tile_set_model_undo (model));
  g_assert_cmpstr (set->author, ==, "Ana");
  g_assert_cmpstr (set->description, ==, "Rivers & <roads>");
  g_assert_cmpstr (set->licence, ==, "CC BY 4.0");

  /* Too long: refused, with what and by how much, and nothing changed. */
  long_text = g_strnfill (TESS_TILE_SET_MAX_DESCRIPTION + 1, 'x');
  g_assert_false (tess_tile_set_model_set_details (model, "Ana", long_text, NULL, &error));
  g_assert_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "The description is too long: 1001 characters, at most 1000");
  g_clear_error (&error);
  g_assert_false (tess_tile_set_model_set_details (model, long_text + 900, NULL, NULL, &error));
  g_assert_cmpstr (error->message, ==, "The author is too long: 101 characters, at most 100");
  g_clear_error (&error);
  g_assert_cmpstr (set->licence, ==, "CC BY 4.0");
  g_assert_true (tess_tile_set_model_get_can_redo (model));

  /* An old file: none of them, and the first written before the tiles. */
  old = tess_tile_set_model_new_for_file (old_file, &error);
  g_assert_no_error (error);
  g_assert_null (tess_tile_set_model_get_set (old)->author);
  g_assert_null (tess_tile_set_model_get_set (old)->description);
  g_assert_true (tess_tile_set_model_set_details (old, "Ana", NULL, NULL, &error));
  old_after = save_and_parse (old);
  order = key_order (old_after);
  g_assert_cmpstr (order, ==, "format version id name author tiles");
}

/* A description too long in a file is a problem of the set, named by its
 * key, and is written back as it was. */
static void
test_details_too_long (void)
{
  g_autofree char *long_text = g_strnfill (TESS_TILE_SET_MAX_DESCRIPTION + 1, 'x');
  g_autofree char *keys = g_strdup_printf ("\"description\": \"%s\", \"licence\": 4, ", long_text);
  g_autofree char *path = write_set ("long.tileset.json", keys);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetModel) model = NULL;
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autofree char *all = NULL;

  g_assert_false (tess_tile_set_check_file (path, errors, warnings));
  g_ptr_array_add (errors, NULL);
  all = g_strjoinv ("\n", (char **) errors->pdata);
  g_test_message ("%s", all);
  g_assert_nonnull (strstr (all, "the key “description” is longer than 1000 characters"));
  g_assert_nonnull (strstr (all, "the key “licence” must be a string"));

  model = tess_tile_set_model_new_for_file (file, &error);
  g_assert_no_error (error);
  g_assert_null (tess_tile_set_model_get_set (model)->description);
  before = parse_file (path);
  after = save_and_parse (model);
  g_assert_true (json_node_equal (before, after));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int ret;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("tessera-roundtrip-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/tileset/roundtrip/open-save-unchanged", test_open_save_unchanged);
  g_test_add_func ("/tileset/roundtrip/copy", test_copy_writes_the_same);
  g_test_add_func ("/tileset/roundtrip/edits-keep-the-rest", test_edits_keep_the_rest);
  g_test_add_func ("/tileset/roundtrip/same-problems", test_same_problems);
  g_test_add_func ("/tileset/roundtrip/unreadable-problems", test_unreadable_problems);
  g_test_add_func ("/tileset/roundtrip/details", test_details);
  g_test_add_func ("/tileset/roundtrip/details-too-long", test_details_too_long);

  ret = g_test_run ();
  tess_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return ret;
}
