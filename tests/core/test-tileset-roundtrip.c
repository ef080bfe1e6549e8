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

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include "tess-draft.h"
#include "tess-json-private.h"
#include "tess-record.h"
#include "tess-test-core.h"
#include "tess-test-runs.h"
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

/* A file Tessera wrote, read back as Tessera reads it: by the strict
 * reader, which takes JSON and nothing else. */
static JsonNode *
parse_written (const char *path)
{
  g_autofree char *display = NULL;
  g_autoptr(GError) error = NULL;
  JsonNode *node = tess_json_load_file (path, &display, &error);

  g_assert_no_error (error);
  return node;
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
  node = parse_written (path);
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

/* ------------------------------------------------------------ numbers */

/* A random JSON number as a file may write it: an integer anywhere in
 * 64 bits, a decimal, or a mantissa with an exponent (1e22, 4E+0,
 * -5.25e-300), each within what the reader takes. */
static char *
random_number (void)
{
  const char *sign = g_test_rand_bit () ? "-" : "";

  switch (g_test_rand_int_range (0, 6))
    {
    case 0:
      return g_strdup_printf ("%" G_GINT64_FORMAT,
                              (gint64) (((guint64) g_test_rand_int () << 32) ^ (guint32) g_test_rand_int ()));
    case 1:
      return g_strdup (g_test_rand_bit () ? "9223372036854775807" : "-9223372036854775808");
    case 2:
      return g_strdup_printf ("%s%d.%d", sign, g_test_rand_int_range (0, 100000),
                              g_test_rand_int_range (0, 1000000));
    case 3:
      return g_strdup_printf ("%s%d%s%s%d", sign, g_test_rand_int_range (1, 10),
                              g_test_rand_bit () ? "e" : "E",
                              g_test_rand_bit () ? "+" : (g_test_rand_bit () ? "-" : ""),
                              g_test_rand_int_range (0, 308));
    case 4:
      return g_strdup_printf ("%s%d.%de%d", sign, g_test_rand_int_range (0, 10),
                              g_test_rand_int_range (0, 1000), g_test_rand_int_range (-300, 300));
    default:
      {
        /* Any finite double, written as C writes it. */
        char buf[G_ASCII_DTOSTR_BUF_SIZE];
        double d;

        do
          {
            guint64 bits = ((guint64) g_test_rand_int () << 32) ^ (guint32) g_test_rand_int ();

            memcpy (&d, &bits, sizeof d);
          }
        while (!isfinite (d));
        return g_strdup (g_ascii_formatd (buf, sizeof buf, "%.17g", d));
      }
    }
}

/* @node holds the number @text: its value, as an integer when the text
 * is one. */
static void
assert_same_number (JsonNode   *node,
                    const char *text)
{
  g_assert_nonnull (node);
  g_assert_true (JSON_NODE_HOLDS_VALUE (node));
  if (strpbrk (text, ".eE") == NULL)
    {
      g_assert_true (tess_json_is_integer (node));
      g_assert_cmpint (json_node_get_int (node), ==, g_ascii_strtoll (text, NULL, 10));
    }
  else
    g_assert_cmpfloat (json_node_get_double (node), ==, g_ascii_strtod (text, NULL));
}

/* A set with @numbers under keys Tessera does not know: of the set, of a
 * tile, of a feature, nested in objects and arrays. */
static char *
numbers_set_text (GPtrArray *numbers)
{
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint i = 0; i < numbers->len; i++)
    g_string_append_printf (list, "%s%s", i ? ", " : "", (char *) numbers->pdata[i]);
  return g_strdup_printf (
    "{ \"format\": \"tessera-tileset\", \"version\": 1, \"x-first\": %s,"
    "  \"x-numbers\": [%s], \"id\": \"numbers\", \"name\": \"Numbers\", \"start\": \"A\","
    "  \"tiles\": ["
    "    { \"id\": \"A\", \"count\": 3, \"x-tile\": %s, \"features\": ["
    "      { \"type\": \"city\", \"ports\": [\"N\"], \"x-feature\": { \"deep\": [[%s]] } },"
    "      { \"type\": \"field\", \"ports\": [\"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"],"
    "        \"cities\": [\"N\"] } ] } ] }",
    (char *) numbers->pdata[0], list->str, (char *) numbers->pdata[1], (char *) numbers->pdata[2]);
}

static void
assert_numbers_kept (JsonObject *set,
                     GPtrArray  *numbers)
{
  JsonArray *list = json_object_get_array_member (set, "x-numbers");
  JsonObject *tile = json_array_get_object_element (json_object_get_array_member (set, "tiles"), 0);
  JsonObject *city = json_array_get_object_element (json_object_get_array_member (tile, "features"), 0);
  JsonArray *deep = json_object_get_array_member (json_object_get_object_member (city, "x-feature"), "deep");

  assert_same_number (json_object_get_member (set, "x-first"), numbers->pdata[0]);
  assert_same_number (json_object_get_member (tile, "x-tile"), numbers->pdata[1]);
  assert_same_number (json_array_get_element (json_array_get_array_element (deep, 0), 0), numbers->pdata[2]);
  g_assert_cmpuint (json_array_get_length (list), ==, numbers->len);
  for (guint i = 0; i < numbers->len; i++)
    assert_same_number (json_array_get_element (list, i), numbers->pdata[i]);
}

/* Numbers under unknown keys are written back as JSON that reads back
 * to the same values: by the editor's save and its draft, and by a
 * game's record that embeds the set (Save, the autosave). json-glib alone writes 1e22 as
 * "1e+22.0", which no reader takes. */
static void
test_numbers (void)
{
  g_autofree char *set_path = g_build_filename (tmp_dir, "numbers.tileset.json", NULL);
  g_autofree char *game_path = g_build_filename (tmp_dir, "numbers.tessera", NULL);
  guint runs = tess_test_runs (200);

  for (guint run = 0; run < runs; run++)
    {
      g_autoptr(GPtrArray) numbers = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *set_text = NULL;
      g_autofree char *game_text = NULL;
      g_autoptr(GFile) file = g_file_new_for_path (set_path);
      g_autoptr(TessTileSetModel) model = NULL;
      g_autoptr(TessRecord) record = NULL;
      g_autoptr(JsonNode) saved_set = NULL;
      g_autoptr(JsonNode) saved_game = NULL;
      g_autoptr(GError) error = NULL;

      /* The numbers json-glib gets wrong come first, then random ones. */
      g_ptr_array_add (numbers, g_strdup (run == 0 ? "1e22" : "1E17"));
      g_ptr_array_add (numbers, g_strdup (run == 0 ? "-1e300" : "5e-324"));
      for (guint i = 0; i < 12; i++)
        g_ptr_array_add (numbers, random_number ());
      set_text = numbers_set_text (numbers);
      g_test_message ("%s", set_text);

      /* The editor: open, save, read back. */
      g_assert_true (g_file_set_contents (set_path, set_text, -1, &error));
      model = tess_tile_set_model_new_for_file (file, &error);
      g_assert_no_error (error);
      saved_set = save_and_parse (model);
      assert_numbers_kept (json_node_get_object (saved_set), numbers);

      /* The editor's draft of unsaved changes: written, restored as after
       * a crash, the set's numbers as they were. */
      {
        g_autofree char *draft_path = g_build_filename (tmp_dir, "numbers.tessera-draft", NULL);
        g_autoptr(TessDraft) draft = NULL;
        g_autoptr(TessTileSetModel) restored = NULL;
        g_autoptr(JsonNode) drafted = NULL;
        g_autofree char *data = NULL;
        gsize length = 0;

        g_assert_true (tess_tile_set_model_add_tile (model, -1, &error));
        g_assert_no_error (error);
        draft = tess_draft_new (model, draft_path);
        tess_draft_flush (draft);
        restored = tess_draft_load (draft_path, &error);
        g_assert_no_error (error);
        data = tess_tile_set_to_data (tess_tile_set_model_get_set (restored), &length);
        drafted = tess_json_parse (data, (gssize) length, NULL, &error);
        g_assert_no_error (error);
        assert_numbers_kept (json_node_get_object (drafted), numbers);
        tess_draft_discard (draft);
      }

      /* A record embedding the set: read, saved, read back, read again
       * as a game. */
      game_text = g_strdup_printf ("{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [%s],"
                                   "  \"players\": [{ \"name\": \"Ana\", \"color\": \"red\" }, { \"name\": \"Bo\", \"color\": \"blue\" }],"
                                   "  \"moves\": [] }", set_text);
      record = tess_record_load_data (game_text, (gssize) strlen (game_text), "numbers", &error);
      g_assert_no_error (error);
      g_assert_true (tess_record_save_file (record, game_path, &error));
      g_assert_no_error (error);
      saved_game = parse_written (game_path);
      assert_numbers_kept (json_array_get_object_element (
                             json_object_get_array_member (json_node_get_object (saved_game), "tilesets"), 0),
                           numbers);
      g_clear_pointer (&record, tess_record_unref);
      record = tess_record_load_file (game_path, &error);
      g_assert_no_error (error);
    }
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
  g_test_add_func ("/tileset/roundtrip/numbers", test_numbers);

  ret = g_test_run ();
  tess_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return ret;
}
