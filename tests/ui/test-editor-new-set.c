/* test-editor-new-set.c: each new set of the editor has a name and an
 * id of its own, so that two of them are told apart in the New Game
 * dialog; while it is empty, the editor says how to begin, and its
 * problems are counted in words
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "tess-editor-window.h"
#include "tess-editor-window-private.h"
#include "tess-test-ui.h"

/* The problems button counts in words: "2 warnings", not "Errors: 0,
 * warnings: 2". */
static void
check_problem_count (TessEditorWindow *window)
{
  TessProblemList *problems = tess_tile_set_model_get_problems (tess_editor_window_get_model (window));
  guint errors = tess_problem_list_get_n_errors (problems);
  guint warnings = tess_problem_list_get_n_warnings (problems);
  const char *tooltip = gtk_widget_get_tooltip_text (GTK_WIDGET (window->problems_button));
  g_autofree char *expected = NULL;

  /* A lone field tile, in a set with no start tile: warnings only. */
  g_assert_cmpuint (errors, ==, 0);
  g_assert_cmpuint (warnings, >, 0);
  expected = g_strdup_printf (warnings == 1 ? "%u warning" : "%u warnings", warnings);
  g_assert_cmpstr (tooltip, ==, expected);
}

static void
test_names_differ (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *dir = tess_tile_set_library_dir ();

  /* Three new sets, each saved to the library before the next is made. */
  for (int i = 0; i < 3; i++)
    {
      TessEditorWindow *window = tess_test_ui_new_editor ();
      const TessTileSetData *set = tess_tile_set_model_get_set (tess_editor_window_get_model (window));
      g_autofree char *file = g_strconcat (set->id, ".tileset.json", NULL);
      g_autofree char *path = g_build_filename (dir, file, NULL);

      for (guint k = 0; k < ids->len; k++)
        {
          g_assert_cmpstr (set->id, !=, g_ptr_array_index (ids, k));
          g_assert_cmpstr (set->name, !=, g_ptr_array_index (names, k));
        }
      g_ptr_array_add (ids, g_strdup (set->id));
      g_ptr_array_add (names, g_strdup (set->name));
      /* An empty set says what to do instead of showing a blank canvas. */
      g_assert_cmpstr (gtk_stack_get_visible_child_name (window->canvas_stack), ==, "empty");
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-tile", NULL));
      tess_test_ui_flush_events ();
      g_assert_cmpstr (gtk_stack_get_visible_child_name (window->canvas_stack), ==, "tile");
      g_assert_true (gtk_widget_is_focus (GTK_WIDGET (window->canvas)));
      check_problem_count (window);
      g_assert_true (tess_test_ui_save_set (window, NULL, &error));
      g_assert_no_error (error);
      /* Saved under its own id, not beside another set's. */
      g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
      tess_test_ui_destroy_editor (window);
    }
  g_assert_cmpstr (g_ptr_array_index (ids, 0), ==, "my-tiles");
  g_assert_cmpstr (g_ptr_array_index (ids, 1), ==, "my-tiles-2");
  g_assert_cmpstr (g_ptr_array_index (names, 1), ==, "My Tiles 2");
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "editor-new-set");

  g_test_add_func ("/editor-new-set/names-differ", test_names_differ);

  return tess_test_ui_run ();
}
