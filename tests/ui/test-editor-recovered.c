/* test-editor-recovered.c: a set whose unsaved changes a crash's draft
 * brought back says so, in a banner a screen reader hears, with a way to
 * discard them (as GNOME Text Editor says a restored draft)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tess-draft.h"
#include "tess-editor-window.h"
#include "tess-editor-window-private.h"
#include "tess-test-ui.h"

#define ABBEY "{ \"id\": \"abbey\", \"features\": [ { \"type\": \"monastery\" }, " \
              "{ \"type\": \"field\", \"ports\": [\"NNW\", \"NNE\", \"ENE\", \"ESE\", " \
              "\"SSE\", \"SSW\", \"WSW\", \"WNW\"] } ] }"

static guint
n_drafts (void)
{
  g_autofree char *dir = g_build_filename (tess_test_ui_get_tmp_dir (), "tessera", "drafts", NULL);
  g_autoptr(GPtrArray) drafts = tess_draft_list (dir);

  return drafts->len;
}

/* What the next start shows after a crash of @window: its draft left
 * behind (copied under another name, as the window's own goes when it
 * closes), then restored. */
static TessEditorWindow *
crash_and_restore (TessEditorWindow *window)
{
  g_autofree char *dir = g_build_filename (tess_test_ui_get_tmp_dir (), "tessera", "drafts", NULL);
  g_autoptr(GPtrArray) drafts = NULL;
  g_autofree char *data = NULL;
  g_autofree char *kept = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();
  TessEditorWindow *restored = NULL;

  TESS_TEST_WAIT_UNTIL (n_drafts () == 1);
  tess_draft_flush (window->draft);
  drafts = tess_draft_list (dir);
  g_assert_true (g_file_get_contents (g_ptr_array_index (drafts, 0), &data, NULL, NULL));
  kept = g_strconcat (g_ptr_array_index (drafts, 0), ".crashed.tessera-draft", NULL);
  g_assert_true (g_file_set_contents (kept, data, -1, NULL));
  tess_test_ui_destroy_editor (window);
  TESS_TEST_WAIT_UNTIL (n_drafts () == 1);

  g_assert_cmpuint (tess_editor_restore_drafts (NULL), ==, 1);
  tess_test_ui_flush_events ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);

      if (TESS_IS_EDITOR_WINDOW (w))
        restored = TESS_EDITOR_WINDOW (w);
    }
  g_assert_nonnull (restored);
  return g_object_ref (restored);
}

/* The banner's button of @action. */
static GtkWidget *
banner_button (TessEditorWindow *window,
               const char       *action)
{
  GtkWidget *button = tess_test_ui_find_actionable (GTK_WIDGET (window->recovered_revealer), action);

  g_assert_nonnull (button);
  return button;
}

/* The banner says what came back, by the set's name, and so does the
 * status a screen reader speaks; its buttons are named. A window that
 * was never restored shows none. */
static void
assert_banner (TessEditorWindow *window,
               const char       *name)
{
  g_autofree char *text = g_strdup_printf ("Recovered unsaved changes to %s", name);

  g_assert_true (gtk_revealer_get_reveal_child (window->recovered_revealer));
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (window->recovered_label)));
  g_assert_cmpstr (gtk_label_get_text (window->recovered_label), ==, text);
  g_assert_cmpstr (gtk_label_get_text (window->status_label), ==, text);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (banner_button (window, "win.discard-recovered"))),
                   ==, "_Discard");
  g_assert_true (gtk_widget_is_sensitive (banner_button (window, "win.discard-recovered")));
}

/* A set with a file: Discard brings the file's set back, unchanged, and
 * the draft goes; the banner goes with it. */
static void
test_discard_to_file (void)
{
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "river.tileset.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *saved = NULL;
  g_autofree char *shown = NULL;
  TessEditorWindow *window = tess_test_ui_new_editor ();
  TessEditorWindow *restored;
  TessTileSetModel *model;

  g_assert_true (g_file_set_contents (path, "{ \"format\": \"tessera-tileset\", \"version\": 1, "
                                      "\"id\": \"river-villages\", \"name\": \"River Villages\", "
                                      "\"tiles\": [ " ABBEY " ] }", -1, NULL));
  g_assert_true (tess_test_ui_open_set (GTK_WINDOW (window), file) == window);
  tess_test_ui_flush_events ();
  g_assert_false (gtk_revealer_get_reveal_child (window->recovered_revealer));
  saved = tess_tile_set_to_data (tess_tile_set_model_get_set (tess_editor_window_get_model (window)), NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-tile", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.rotate-tile", NULL));

  restored = crash_and_restore (window);
  model = tess_editor_window_get_model (restored);
  g_assert_true (tess_tile_set_model_get_modified (model));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 2);
  assert_banner (restored, "River Villages");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (restored), "win.discard-recovered", NULL));
  TESS_TEST_WAIT_UNTIL (tess_editor_window_get_model (restored) != model);
  tess_test_ui_flush_events ();
  model = tess_editor_window_get_model (restored);
  g_assert_false (tess_tile_set_model_get_modified (model));
  g_assert_true (g_file_equal (tess_tile_set_model_get_file (model), file));
  shown = tess_tile_set_to_data (tess_tile_set_model_get_set (model), NULL);
  g_assert_cmpstr (shown, ==, saved);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (restored)), ==, "River Villages");
  g_assert_false (gtk_revealer_get_reveal_child (restored->recovered_revealer));
  g_assert_cmpstr (gtk_label_get_text (restored->status_label), ==, "The recovered changes were discarded");
  TESS_TEST_WAIT_UNTIL (n_drafts () == 0);
  tess_test_ui_destroy_editor (restored);
}

/* A set that never had a file: Discard closes it, with no question, and
 * its draft goes. Keep, on another, hides the banner and keeps the
 * changes; saving hides it too. */
static void
test_discard_new_and_keep (void)
{
  TessEditorWindow *window = tess_test_ui_new_editor ();
  TessEditorWindow *restored;
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "kept.tileset.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  guint before;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-tile", NULL));
  g_assert_true (tess_tile_set_model_set_set_name (tess_editor_window_get_model (window),
                                                   "River Villages", NULL));
  restored = crash_and_restore (window);
  assert_banner (restored, "River Villages");
  before = g_list_model_get_n_items (gtk_window_get_toplevels ());
  /* A button activated shows itself pressed a moment, then clicks. */
  gtk_widget_activate (banner_button (restored, "win.discard-recovered"));
  TESS_TEST_WAIT_UNTIL (g_list_model_get_n_items (gtk_window_get_toplevels ()) == before - 1);
  tess_test_ui_flush_events ();
  /* Closed, no question asked: only the test holds it. */
  g_assert_finalize_object (restored);
  TESS_TEST_WAIT_UNTIL (n_drafts () == 0);

  window = tess_test_ui_new_editor ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-tile", NULL));
  restored = crash_and_restore (window);
  g_assert_true (gtk_revealer_get_reveal_child (restored->recovered_revealer));
  gtk_widget_activate (banner_button (restored, "win.keep-recovered"));
  TESS_TEST_WAIT_UNTIL (!gtk_revealer_get_reveal_child (restored->recovered_revealer));
  tess_test_ui_flush_events ();
  g_assert_false (gtk_revealer_get_reveal_child (restored->recovered_revealer));
  g_assert_true (tess_tile_set_model_get_modified (tess_editor_window_get_model (restored)));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (tess_editor_window_get_model (restored))), ==, 1);

  /* Shown again, then saved: it goes. */
  _tess_editor_window_show_recovered (restored);
  g_assert_true (gtk_revealer_get_reveal_child (restored->recovered_revealer));
  g_assert_true (tess_test_ui_save_set (restored, file, &error));
  g_assert_no_error (error);
  tess_test_ui_flush_events ();
  g_assert_false (gtk_revealer_get_reveal_child (restored->recovered_revealer));
  tess_test_ui_destroy_editor (restored);
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "test-editor-recovered");

  g_test_add_func ("/editor/recovered/discard-to-file", test_discard_to_file);
  g_test_add_func ("/editor/recovered/discard-new-and-keep", test_discard_new_and_keep);

  return tess_test_ui_run ();
}
