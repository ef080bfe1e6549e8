/* test-editor-files.c: the tile-set editor opens files whose names and
 * contents are not Tessera's own words: they are shown as text, a file
 * that cannot be opened is said where it was asked for and opens no
 * window, and an empty window takes the set it opens
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "tess-draft.h"
#include "tess-editor-window.h"
#include "tess-editor-window-private.h"
#include "tess-test-ui.h"

/* A name with every character that means something in markup. */
#define ODD_NAME "a<b>&amp;\"c\".tileset.json"

static GFile *
write_file (const char *name,
            const char *contents)
{
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

/* Every label's text under @widget, one a line. */
static char *
all_labels (GtkWidget *widget)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GString *text = g_string_new (NULL);

  tess_test_ui_collect (widget, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    g_string_append_printf (text, "%s\n", gtk_label_get_text (g_ptr_array_index (labels, i)));
  return g_string_free (text, FALSE);
}

static guint
n_windows (void)
{
  return g_list_model_get_n_items (gtk_window_get_toplevels ());
}

/* The message that a file was not opened: a dialog, which stays until
 * it is closed, over the window that asked (or alone). */
static AdwMessageDialog *
find_not_opened (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);

      g_assert_false (TESS_IS_EDITOR_WINDOW (w) && !gtk_widget_get_visible (GTK_WIDGET (w)));
      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w))
          && g_strcmp0 (gtk_widget_get_name (GTK_WIDGET (w)), "not-opened-dialog") == 0)
        return ADW_MESSAGE_DIALOG (w);
    }
  return NULL;
}

/* Broken JSON in a file whose name holds markup, opened from an editor:
 * a message over it that stays, saying that the file was not opened,
 * with the file's name, the line and the column, and what is wrong (the
 * parser's words, which say `<`); no other editor window opens. A comma
 * before "}" is said as that, at the comma, which is what to remove. */
static void
test_broken_json (void)
{
  g_autoptr(GFile) file = write_file (ODD_NAME, "{\n  \"format\": \"tessera-tileset\",\n"
                                                "  \"name\": <b>&\"x\"\n}\n");
  g_autoptr(GFile) comma = write_file ("comma.tileset.json",
                                       "{\n  \"format\": \"tessera-tileset\",\n"
                                       "  \"version\": 1,\n  \"tiles\": [],\n}\n");
  g_autofree char *display = g_filename_display_name (g_file_peek_path (file));
  g_autofree char *comma_display = g_filename_display_name (g_file_peek_path (comma));
  g_autofree char *expected = g_strdup_printf ("%s: line 3, column 11: unexpected “<”",
                                               display);
  g_autofree char *comma_expected =
    g_strdup_printf ("%s: line 4, column 14: a comma before “}”: remove it", comma_display);
  TessEditorWindow *window = tess_test_ui_new_editor ();
  AdwMessageDialog *dialog;
  const char *body;
  guint before = n_windows ();

  g_assert_null (tess_test_ui_open_set (GTK_WINDOW (window), file));
  tess_test_ui_flush_events ();
  dialog = find_not_opened ();
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  g_assert_cmpuint (n_windows (), ==, before + 1);
  body = adw_message_dialog_get_body (dialog);
  g_test_message ("body: %s", body);
  g_assert_true (g_str_has_prefix (body, "“" ODD_NAME "” was not opened."));
  g_assert_nonnull (strstr (body, expected));
  g_assert_false (adw_message_dialog_get_body_use_markup (dialog));
  /* It stays until it is closed. */
  tess_test_ui_flush_events ();
  g_assert_true (find_not_opened () == dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));
  tess_test_ui_flush_events ();

  g_assert_null (tess_test_ui_open_set (GTK_WINDOW (window), comma));
  tess_test_ui_flush_events ();
  dialog = find_not_opened ();
  g_assert_nonnull (dialog);
  body = adw_message_dialog_get_body (dialog);
  g_test_message ("body: %s", body);
  g_assert_nonnull (strstr (body, "“comma.tileset.json” was not opened."));
  g_assert_nonnull (strstr (body, comma_expected));
  gtk_window_destroy (GTK_WINDOW (dialog));
  tess_test_ui_flush_events ();
  g_assert_cmpuint (n_windows (), ==, before);
  tess_test_ui_destroy_editor (window);
}

/* From the command line or the game window (no editor to say it in): the
 * same message, as text, and no editor window. */
static void
test_broken_json_alone (void)
{
  g_autoptr(GFile) file = write_file (ODD_NAME, "{ \"format\": & }");
  g_autofree char *display = g_filename_display_name (g_file_peek_path (file));
  guint before = n_windows ();
  AdwMessageDialog *dialog = NULL;
  const char *body;

  g_assert_null (tess_test_ui_open_set (NULL, file));
  tess_test_ui_flush_events ();
  g_assert_cmpuint (n_windows (), ==, before + 1);
  dialog = find_not_opened ();
  g_assert_nonnull (dialog);
  body = adw_message_dialog_get_body (dialog);
  g_assert_true (g_str_has_prefix (body, "“" ODD_NAME "” was not opened."));
  g_assert_nonnull (strstr (body, display));
  g_assert_nonnull (strstr (body, "line 1, column 13"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  tess_test_ui_flush_events ();
}

/* A set whose name and tile ids hold markup opens in the empty window
 * that asked; its name is the window's title, and its ids show as they
 * are written. A second set opens in a window of its own. */
static void
test_odd_names (void)
{
  g_autoptr(GFile) file =
    write_file (ODD_NAME,
                "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"x<y\",\n"
                "  \"name\": \"Tom & Jerry's <b>\\\"best\\\"</b>\",\n"
                "  \"tiles\": [ { \"id\": \"<i>&\", \"count\": 2, \"features\": [\n"
                "    { \"type\": \"field\", \"ports\": [\"NNW\", \"NNE\", \"ENE\", \"ESE\",\n"
                "      \"SSE\", \"SSW\", \"WSW\", \"WNW\"] } ] } ] }\n");
  TessEditorWindow *window = tess_test_ui_new_editor ();
  TessEditorWindow *other;
  g_autofree char *labels = NULL;
  guint before = n_windows ();

  g_assert_true (tess_test_ui_open_set (GTK_WINDOW (window), file) == window);
  tess_test_ui_flush_events ();
  g_assert_cmpuint (n_windows (), ==, before);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Tom & Jerry's <b>\"best\"</b>");
  labels = all_labels (GTK_WIDGET (window));
  g_assert_nonnull (strstr (labels, "Tom & Jerry's <b>\"best\"</b>\n"));
  g_assert_nonnull (strstr (labels, "\n<i>&\n"));

  /* The window holds a set now: the next one gets a window of its own. */
  other = tess_test_ui_open_set (GTK_WINDOW (window), file);
  g_assert_nonnull (other);
  g_assert_true (other != window);
  g_object_ref (other);
  tess_test_ui_flush_events ();
  g_assert_cmpuint (n_windows (), ==, before + 1);
  tess_test_ui_destroy_editor (other);
  tess_test_ui_destroy_editor (window);
}

/* The set of the issue: a castle, a port NE and a count of 0. It says so
 * when it opens, shows the count as 0 and the three as problems, and
 * Save As writes what it read. */
static void
test_unknown_kept (void)
{
  const char *json =
    "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"odd\", \"name\": \"Odd\",\n"
    "  \"x-future\": { \"zoom\": 2 }, \"start\": \"A\", \"tiles\": [\n"
    "  { \"id\": \"A\", \"features\": [ { \"type\": \"castle\", \"ports\": [\"N\"] },\n"
    "    { \"type\": \"road\", \"ports\": [\"E\", \"W\", \"NE\"] },\n"
    "    { \"type\": \"field\", \"ports\": [\"ENE\", \"WNW\"] },\n"
    "    { \"type\": \"field\", \"ports\": [\"ESE\", \"SSE\", \"SSW\", \"WSW\"] } ] },\n"
    "  { \"id\": \"B\", \"count\": 0, \"art\": { \"credit\": \"me\" }, \"features\": [\n"
    "    { \"type\": \"field\", \"ports\": [\"NNW\", \"NNE\", \"ENE\", \"ESE\", \"SSE\",\n"
    "      \"SSW\", \"WSW\", \"WNW\"] } ] } ] }\n";
  g_autoptr(GFile) file = write_file ("odd.tileset.json", json);
  g_autoptr(GFile) copy = NULL;
  g_autofree char *copy_path = g_build_filename (tess_test_ui_get_tmp_dir (), "copy.tileset.json", NULL);
  g_autoptr(JsonParser) before = json_parser_new ();
  g_autoptr(JsonParser) after = json_parser_new ();
  g_autoptr(GError) error = NULL;
  TessEditorWindow *window = tess_test_ui_new_editor ();
  TessTileSetModel *model;
  GListModel *problems;
  g_autofree char *labels = NULL;
  g_autofree char *all = g_strdup ("");

  g_assert_true (tess_test_ui_open_set (GTK_WINDOW (window), file) == window);
  tess_test_ui_flush_events ();
  labels = all_labels (GTK_WIDGET (window));
  g_assert_nonnull (strstr (labels, "2 things in this file cannot be shown or played"));
  g_assert_nonnull (strstr (labels, "\n×0\n"));

  model = tess_editor_window_get_model (window);
  problems = G_LIST_MODEL (tess_tile_set_model_get_problems (model));
  for (guint i = 0; i < g_list_model_get_n_items (problems); i++)
    {
      g_autoptr(TessTileSetProblem) p = g_list_model_get_item (problems, i);
      g_autofree char *line = tess_tile_set_problem_to_string (p);
      char *joined = g_strconcat (all, line, "\n", NULL);

      g_free (all);
      all = joined;
    }
  g_test_message ("%s", all);
  g_assert_nonnull (strstr (all, "unknown feature type “castle”"));
  g_assert_nonnull (strstr (all, "unknown port “NE”"));
  g_assert_nonnull (strstr (all, "The count is 0"));

  /* Choosing tile B (count 0) changes nothing. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-tile", "i", 1);
  tess_test_ui_flush_events ();
  g_assert_false (tess_tile_set_model_get_modified (model));

  copy = g_file_new_for_path (copy_path);
  g_assert_true (tess_test_ui_save_set (window, copy, &error));
  g_assert_no_error (error);
  g_assert_true (json_parser_load_from_data (before, json, -1, NULL));
  g_assert_true (json_parser_load_from_file (after, copy_path, NULL));
  g_assert_true (json_node_equal (json_parser_get_root (before), json_parser_get_root (after)));
  tess_test_ui_destroy_editor (window);
}

static GPtrArray *
list_drafts (void)
{
  g_autofree char *dir = g_build_filename (tess_test_ui_get_tmp_dir (), "tessera", "drafts", NULL);

  return tess_draft_list (dir);
}

static guint
n_drafts (void)
{
  g_autoptr(GPtrArray) drafts = list_drafts ();

  return drafts->len;
}

static void
wait_for_drafts (guint n)
{
  TESS_TEST_WAIT_UNTIL (n_drafts () == n);
}

/* An edit is kept in a draft; after a crash (the draft is left behind),
 * the next start reopens it in a window, its changes marked; a clean
 * close removes it. */
static void
test_drafts (void)
{
  TessEditorWindow *window = tess_test_ui_new_editor ();
  TessEditorWindow *restored = NULL;
  g_autoptr(GPtrArray) drafts = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *data = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n_before;

  wait_for_drafts (0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-tile", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.rotate-tile", NULL));
  wait_for_drafts (1);
  drafts = list_drafts ();
  before = tess_tile_set_to_data (tess_tile_set_model_get_set (tess_editor_window_get_model (window)), NULL);

  /* What a crash leaves: the draft, under another name. */
  g_assert_true (g_file_get_contents (g_ptr_array_index (drafts, 0), &data, NULL, NULL));
  kept = g_strconcat (g_ptr_array_index (drafts, 0), ".crashed.tessera-draft", NULL);
  g_assert_true (g_file_set_contents (kept, data, -1, NULL));
  tess_test_ui_destroy_editor (window);
  wait_for_drafts (1);

  n_before = g_list_model_get_n_items (toplevels);
  g_assert_cmpuint (tess_editor_restore_drafts (NULL), ==, 1);
  tess_test_ui_flush_events ();
  g_assert_cmpuint (g_list_model_get_n_items (toplevels), ==, n_before + 1);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);

      if (TESS_IS_EDITOR_WINDOW (w))
        restored = TESS_EDITOR_WINDOW (w);
    }
  g_assert_nonnull (restored);
  g_object_ref (restored);
  g_assert_true (tess_tile_set_model_get_modified (tess_editor_window_get_model (restored)));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (restored)), "• "));
  after = tess_tile_set_to_data (tess_tile_set_model_get_set (tess_editor_window_get_model (restored)), NULL);
  g_assert_cmpstr (before, ==, after);

  /* Its changes discarded on closing: a clean close, no draft left. */
  g_assert_true (tess_tile_set_model_get_modified (tess_editor_window_get_model (restored)));
  tess_test_ui_destroy_editor (restored);
  wait_for_drafts (0);
}

static AdwMessageDialog *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return ADW_MESSAGE_DIALOG (w);
    }
  return NULL;
}

/* Set Details: the name, and the id made from it until one is typed;
 * the author, the description and the licence; all undone as edits. A
 * text too long is said in the dialog, which refuses it and keeps what
 * was typed. Save As under another name makes a copy another set: its
 * id, and its name when that was its id's. */
static GtkTextView *
find_text_view (GtkWidget *root)
{
  g_autoptr(GPtrArray) views = g_ptr_array_new ();

  tess_test_ui_collect (root, GTK_TYPE_TEXT_VIEW, views);
  g_assert_cmpuint (views->len, ==, 1);
  return g_ptr_array_index (views, 0);
}

static void
store_result (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

/* Save As @file, as the file chooser's answer does it, waited for. */
static gboolean
save_as (TessEditorWindow  *window,
         GFile             *file,
         GError           **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  _tess_editor_window_save_as (window, file, store_result, &result);
  TESS_TEST_WAIT_UNTIL (result != NULL);
  return tess_editor_window_save_finish (window, result, error);
}

static void
test_naming (void)
{
  g_autoptr(GFile) file = write_file ("my-tiles.tileset.json",
                                      "{ \"format\": \"tessera-tileset\", \"version\": 1, "
                                      "\"id\": \"my-tiles\", \"name\": \"My Tiles\", "
                                      "\"licence\": \"CC0\", \"tiles\": [] }");
  g_autofree char *dream_path = g_build_filename (tess_test_ui_get_tmp_dir (), "Dream Tiles.tileset.json", NULL);
  g_autoptr(GFile) dream = g_file_new_for_path (dream_path);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *too_long = g_strnfill (TESS_TILE_SET_MAX_DESCRIPTION + 5, 'x');
  TessEditorWindow *window = tess_test_ui_new_editor ();
  const TessTileSetData *set;
  TessTileSetModel *model;
  AdwMessageDialog *dialog;
  GtkTextBuffer *description;
  GtkLabel *problem = NULL;

  g_assert_true (tess_test_ui_open_set (GTK_WINDOW (window), file) == window);
  model = tess_editor_window_get_model (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.name-set", NULL));
  tess_test_ui_flush_events ();
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Set Details");
  tess_test_ui_collect (GTK_WIDGET (dialog), GTK_TYPE_ENTRY, rows);
  g_assert_cmpuint (rows->len, ==, 4);
  g_assert_cmpstr (gtk_editable_get_text (g_ptr_array_index (rows, 0)), ==, "My Tiles");
  g_assert_cmpstr (gtk_editable_get_text (g_ptr_array_index (rows, 1)), ==, "my-tiles");
  g_assert_cmpstr (gtk_editable_get_text (g_ptr_array_index (rows, 2)), ==, "");
  g_assert_cmpstr (gtk_editable_get_text (g_ptr_array_index (rows, 3)), ==, "CC0");
  gtk_editable_set_text (g_ptr_array_index (rows, 0), "Ținuturi & Ape");
  g_assert_cmpstr (gtk_editable_get_text (g_ptr_array_index (rows, 1)), ==, "tinuturi-ape");
  gtk_editable_set_text (g_ptr_array_index (rows, 2), "Ana <Pop>");
  description = gtk_text_view_get_buffer (find_text_view (GTK_WIDGET (dialog)));

  /* Too long: said under the fields, Apply refused, nothing lost. */
  gtk_text_buffer_set_text (description, too_long, -1);
  tess_test_ui_collect (GTK_WIDGET (dialog), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (labels, i), "error"))
      problem = g_ptr_array_index (labels, i);
  g_assert_nonnull (problem);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (problem)));
  g_assert_cmpstr (gtk_label_get_text (problem), ==,
                   "The description is too long: 1005 characters, at most 1000");
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "apply"));
  gtk_text_buffer_set_text (description, "Rivers & lakes.\nTwo of them.", -1);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (problem)));
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "apply"));
  gtk_editable_set_text (g_ptr_array_index (rows, 1), "");
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "apply"));
  gtk_editable_set_text (g_ptr_array_index (rows, 1), "tinuturi-ape");

  /* Return in the name applies, as the default button does. */
  {
    g_autoptr(GPtrArray) texts = g_ptr_array_new ();

    tess_test_ui_collect (g_ptr_array_index (rows, 0), GTK_TYPE_TEXT, texts);
    g_assert_cmpuint (texts->len, ==, 1);
    g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
    g_signal_emit_by_name (g_ptr_array_index (texts, 0), "activate");
    /* A button activated shows itself pressed a moment, then clicks. */
    TESS_TEST_WAIT_UNTIL (tess_tile_set_model_get_modified (model));
    if (dialog != NULL)
      gtk_window_destroy (GTK_WINDOW (dialog));
    tess_test_ui_flush_events ();
  }
  set = tess_tile_set_model_get_set (model);
  g_assert_cmpstr (set->name, ==, "Ținuturi & Ape");
  g_assert_cmpstr (set->id, ==, "tinuturi-ape");
  g_assert_cmpstr (set->author, ==, "Ana <Pop>");
  g_assert_cmpstr (set->description, ==, "Rivers & lakes.\nTwo of them.");
  g_assert_cmpstr (set->licence, ==, "CC0");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "• Ținuturi & Ape");
  g_assert_true (tess_tile_set_model_undo (model));
  g_assert_null (set->author);
  g_assert_true (tess_tile_set_model_undo (model));
  g_assert_true (tess_tile_set_model_undo (model));
  g_assert_cmpstr (set->name, ==, "My Tiles");
  g_assert_cmpstr (set->id, ==, "my-tiles");

  /* Save As "Dream Tiles": another set, with the name it had. */
  g_assert_true (save_as (window, dream, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (set->id, ==, "dream-tiles");
  g_assert_cmpstr (set->name, ==, "My Tiles");
  /* Saved again under its own name: nothing changes. */
  g_assert_true (save_as (window, dream, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (set->id, ==, "dream-tiles");
  g_assert_cmpstr (set->name, ==, "My Tiles");
  tess_test_ui_destroy_editor (window);
}

/* Save As of a set whose id was made from its name (as Set Details
 * makes it): the copy gets the new file's id, and keeps the name the
 * designer gave, in the reopened file and in the window's title. */
static void
test_save_as_keeps_name (void)
{
  g_autoptr(GFile) file = write_file ("river-villages.tileset.json",
                                      "{ \"format\": \"tessera-tileset\", \"version\": 1, "
                                      "\"id\": \"river-villages\", \"name\": \"River Villages\", "
                                      "\"author\": \"Ana Pop\", \"licence\": \"CC-BY-4.0\", "
                                      "\"tiles\": [ { \"id\": \"abbey\", \"features\": [ "
                                      "{ \"type\": \"monastery\" }, { \"type\": \"field\", "
                                      "\"ports\": [\"NNW\", \"NNE\", \"ENE\", \"ESE\", "
                                      "\"SSE\", \"SSW\", \"WSW\", \"WNW\"] } ] } ] }");
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "mistakes.tileset.json", NULL);
  g_autoptr(GFile) mistakes = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) reread = NULL;
  TessEditorWindow *window = tess_test_ui_new_editor ();
  TessEditorWindow *reopened;

  g_assert_true (tess_test_ui_open_set (GTK_WINDOW (window), file) == window);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "River Villages");
  g_assert_true (save_as (window, mistakes, &error));
  g_assert_no_error (error);
  tess_test_ui_flush_events ();
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "River Villages");

  /* What the file holds. */
  reread = tess_tile_set_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (reread->name, ==, "River Villages");
  g_assert_cmpstr (reread->id, ==, "mistakes");
  g_assert_cmpstr (reread->author, ==, "Ana Pop");
  tess_test_ui_destroy_editor (window);

  /* And what a window shows of it. */
  reopened = tess_test_ui_open_set (NULL, mistakes);
  g_assert_nonnull (reopened);
  g_object_ref (reopened);
  tess_test_ui_flush_events ();
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (reopened)), ==, "River Villages");
  g_assert_cmpstr (tess_tile_set_model_get_set (tess_editor_window_get_model (reopened))->name, ==,
                   "River Villages");
  tess_test_ui_destroy_editor (reopened);
}

/* The visible marks of the tile list: their tooltips, one a line. */
static char *
list_marks (TessEditorWindow *window)
{
  g_autoptr(GPtrArray) images = g_ptr_array_new ();
  GString *text = g_string_new (NULL);

  tess_test_ui_collect (GTK_WIDGET (window->tile_list), GTK_TYPE_IMAGE, images);
  for (guint i = 0; i < images->len; i++)
    {
      GtkWidget *image = g_ptr_array_index (images, i);

      if (gtk_widget_get_visible (image) && gtk_widget_get_tooltip_text (image) != NULL)
        g_string_append_printf (text, "%s\n", gtk_widget_get_tooltip_text (image));
    }
  return g_string_free (text, FALSE);
}

/* The list marks the start tile and every tile with a problem, and
 * follows the edits. */
static void
test_list_marks (void)
{
  g_autoptr(GFile) file =
    write_file ("marks.tileset.json",
                "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"marks\", "
                "\"start\": \"A\", \"tiles\": [\n"
                "  { \"id\": \"A\", \"count\": 2, \"features\": [ { \"type\": \"field\", \"ports\": "
                "[\"NNW\", \"NNE\", \"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"] } ] },\n"
                "  { \"id\": \"B\", \"count\": 0, \"features\": [ { \"type\": \"monastery\" },\n"
                "    { \"type\": \"field\", \"ports\": [\"NNW\", \"NNE\", \"ENE\", \"ESE\", \"SSE\", "
                "\"SSW\", \"WSW\", \"WNW\"] } ] } ] }\n");
  g_autoptr(GError) error = NULL;
  TessEditorWindow *window = tess_test_ui_new_editor ();
  TessTileSetModel *model;
  g_autofree char *marks = NULL;
  g_autofree char *after = NULL;

  g_assert_true (tess_test_ui_open_set (GTK_WINDOW (window), file) == window);
  tess_test_ui_flush_events ();
  model = tess_editor_window_get_model (window);
  marks = list_marks (window);
  g_test_message ("%s", marks);
  g_assert_cmpstr (marks, ==, "The start tile\n1 problem\n");

  g_assert_true (tess_tile_set_model_set_count (model, 1, 3, &error));
  g_assert_no_error (error);
  tess_test_ui_flush_events ();
  after = list_marks (window);
  g_assert_cmpstr (after, ==, "The start tile\n");
  tess_test_ui_destroy_editor (window);
}

/* Undo and redo show the tile they changed; the question on closing
 * names the set. */
static void
test_undo_shows_and_question (void)
{
  g_autoptr(GError) error = NULL;
  TessEditorWindow *window = tess_test_ui_new_editor ();
  TessTileSetModel *model = tess_editor_window_get_model (window);
  AdwMessageDialog *question;

  for (int i = 0; i < 3; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-tile", NULL));
  g_assert_true (tess_tile_set_model_set_count (model, 2, 4, &error));
  g_assert_true (tess_tile_set_model_set_set_name (model, "Ana's <Tiles>", &error));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.select-tile", "i", 0));
  tess_test_ui_flush_events ();
  g_assert_cmpint (tess_editor_window_get_selected (window), ==, 0);
  /* The name first (no tile), then the count of tile 3. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  tess_test_ui_flush_events ();
  g_assert_cmpint (tess_editor_window_get_selected (window), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  tess_test_ui_flush_events ();
  g_assert_cmpint (tess_editor_window_get_selected (window), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.select-tile", "i", 0));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  tess_test_ui_flush_events ();
  g_assert_cmpint (tess_editor_window_get_selected (window), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));

  gtk_window_close (GTK_WINDOW (window));
  tess_test_ui_flush_events ();
  question = find_dialog ();
  g_assert_nonnull (question);
  g_assert_cmpstr (adw_message_dialog_get_body (question), ==,
                   "“Ana's <Tiles>” has changes that are not saved. Without saving, they are lost.");
  adw_message_dialog_response (question, "discard");
  gtk_window_destroy (GTK_WINDOW (question));
  tess_test_ui_flush_events ();
  g_assert_finalize_object (window);
}

/* A printed sheet: the toast says where, with a button that opens it,
 * and the folder is proposed next time. */
static void
test_print_sheet (void)
{
  g_autofree char *dir = g_build_filename (tess_test_ui_get_tmp_dir (), "sheets & <prints>", NULL);
  g_autofree char *path = g_build_filename (dir, "a \"sheet\".pdf", NULL);
  g_autofree char *display = g_filename_display_name (path);
  g_autofree char *expected = g_strdup_printf ("Sheet of 1 page saved in %s", display);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  g_autofree char *folder = NULL;
  g_autofree char *labels = NULL;
  TessEditorWindow *window = tess_test_ui_new_editor ();
  gboolean open_button = FALSE;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-tile", NULL));
  {
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GAsyncResult) result = NULL;
    TessSheetOptions options = TESS_SHEET_OPTIONS_INIT;

    _tess_editor_window_print_to (window, file, &options, FALSE, store_result, &result);
    TESS_TEST_WAIT_UNTIL (result != NULL);
    g_assert_true (_tess_editor_window_print_to_finish (window, result, NULL));
  }
  tess_test_ui_flush_events ();
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  folder = g_settings_get_string (settings, "sheet-folder");
  g_assert_cmpstr (folder, ==, dir);
  labels = all_labels (GTK_WIDGET (window->toasts));
  g_assert_nonnull (strstr (labels, expected));
  tess_test_ui_collect (GTK_WIDGET (window->toasts), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    open_button |= g_strcmp0 (gtk_button_get_label (g_ptr_array_index (buttons, i)), "_Open") == 0;
  g_assert_true (open_button);
  g_assert_true (tess_tile_set_model_undo (tess_editor_window_get_model (window)));
  tess_test_ui_destroy_editor (window);
}

/* Closing with changes, Save: the set is written in a worker thread,
 * and the window closes once it is on disk, not before. */
static void
test_save_then_close (void)
{
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "closing.tileset.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GListModel) toplevels = gtk_window_get_toplevels ();
  g_autoptr(GError) error = NULL;
  TessEditorWindow *window = tess_test_ui_new_editor ();
  g_autoptr(TessTileSetModel) model = g_object_ref (tess_editor_window_get_model (window));
  AdwMessageDialog *dialog = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;

  g_assert_true (tess_test_ui_save_set (window, file, &error));
  g_assert_no_error (error);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-tile", NULL));
  g_assert_true (tess_tile_set_model_get_modified (tess_editor_window_get_model (window)));
  gtk_window_close (GTK_WINDOW (window));
  tess_test_ui_flush_events ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_window_get_transient_for (w) == GTK_WINDOW (window))
        dialog = ADW_MESSAGE_DIALOG (w);
    }
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "save");
  TESS_TEST_WAIT_UNTIL (!tess_tile_set_model_get_modified (model));
  tess_test_ui_flush_events ();
  /* Closed: no reference left but the test's. */
  g_assert_finalize_object (window);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  expected = tess_tile_set_to_data (tess_tile_set_model_get_set (model), NULL);
  g_assert_cmpstr (text, ==, expected);
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "test-editor-files");

  g_test_add_func ("/editor/files/broken-json", test_broken_json);
  g_test_add_func ("/editor/files/broken-json-alone", test_broken_json_alone);
  g_test_add_func ("/editor/files/odd-names", test_odd_names);
  g_test_add_func ("/editor/files/unknown-kept", test_unknown_kept);
  g_test_add_func ("/editor/files/drafts", test_drafts);
  g_test_add_func ("/editor/files/naming", test_naming);
  g_test_add_func ("/editor/files/save-as-keeps-name", test_save_as_keeps_name);
  g_test_add_func ("/editor/files/list-marks", test_list_marks);
  g_test_add_func ("/editor/files/undo-shows-and-question", test_undo_shows_and_question);
  g_test_add_func ("/editor/files/print-sheet", test_print_sheet);
  g_test_add_func ("/editor/files/save-then-close", test_save_then_close);

  return tess_test_ui_run ();
}
