/* test-editor-totals.c: the set's totals under the editor's list, one to a
 * line, so that no language breaks a figure away from its name
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tess-editor-window.h"
#include "tess-editor-window-private.h"
#include "tess-test-ui.h"

static void
test_totals (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "tilesets",
                                                 "base.tileset.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetModel) model = tess_tile_set_model_new_for_file (file, &error);
  TessEditorWindow *window;

  g_assert_no_error (error);
  window = tess_editor_window_new (NULL, model);
  g_object_ref (window);
  tess_test_ui_present (GTK_WINDOW (window));

  g_assert_cmpstr (gtk_label_get_text (window->kinds_label), ==, "Kinds: 24");
  g_assert_cmpstr (gtk_label_get_text (window->deck_label), ==, "Tiles in the deck: 72");
  g_assert_cmpstr (gtk_label_get_text (window->shields_label), ==, "Shields: 10");

  /* The totals follow the set. */
  g_assert_true (tess_tile_set_model_set_count (model, 0, 5, NULL));
  tess_test_ui_flush_events ();
  g_assert_cmpstr (gtk_label_get_text (window->deck_label), ==, "Tiles in the deck: 75");

  gtk_window_destroy (GTK_WINDOW (window));
  tess_test_ui_flush_events ();
  g_assert_finalize_object (window);
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "test-editor-totals");

  g_test_add_func ("/editor/totals", test_totals);

  return tess_test_ui_run ();
}
