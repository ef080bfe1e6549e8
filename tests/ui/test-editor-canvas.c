/* test-editor-canvas.c: the editor's tile as a designer meets it: a
 * problem lit where it is, the focus ring, the keys on screen, the
 * context menu, what a screen reader is told, the editor's own keys and
 * help page
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tess-application.h"
#include "tess-editor-window.h"
#include "tess-editor-window-private.h"
#include "tess-tile-canvas-private.h"
#include "tess-test-core.h"
#include "tess-test-ui.h"

/* Tile A's left side has its upper half in no field. */
static const char odd_set[] =
  "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"odd\", \"name\": \"Odd\","
  "  \"start\": \"A\", \"tiles\": ["
  "  { \"id\": \"A\", \"count\": 2, \"features\": ["
  "    { \"type\": \"city\", \"ports\": [\"N\"] },"
  "    { \"type\": \"field\", \"ports\": [\"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\"],"
  "      \"cities\": [\"N\"] } ] } ] }";

static TessEditorWindow *
editor_for (const char *json)
{
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "odd.tileset.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetModel) model = NULL;
  TessEditorWindow *window;

  g_assert_true (g_file_set_contents (path, json, -1, NULL));
  model = tess_tile_set_model_new_for_file (file, &error);
  g_assert_no_error (error);
  window = tess_editor_window_new (NULL, model);
  g_object_ref (window);
  tess_test_ui_present (GTK_WINDOW (window));
  return window;
}

static void
destroy (TessEditorWindow *window)
{
  /* Closed without the unsaved-changes question. */
  window->closing = TRUE;
  tess_test_ui_destroy_editor (window);
}

/* Choosing a problem shows its tile with the handle at fault lit and
 * focused, and says the problem for screen readers. */
static void
test_problem_lit (void)
{
  TessEditorWindow *window = editor_for (odd_set);
  GtkListBoxRow *row;

  row = GTK_LIST_BOX_ROW (gtk_widget_get_first_child (GTK_WIDGET (window->tile_problems)));
  g_assert_nonnull (row);
  g_assert_cmpuint (tess_tile_canvas_get_marked_ports (window->canvas), ==, 0);
  g_signal_emit_by_name (window->tile_problems, "row-activated", row);
  tess_test_ui_flush_events ();

  g_assert_cmpuint (tess_tile_canvas_get_marked_ports (window->canvas), ==, 1u << TESS_PORT_WNW);
  g_assert_cmpint (tess_tile_canvas_get_focus_port (window->canvas), ==, TESS_PORT_WNW);
  g_assert_cmpstr (gtk_label_get_label (window->status_label), ==,
                   "The upper half of the left side is not part of any field.");

  /* "Make This a Field" from the handle's menu mends it; the light goes. */
  tess_tile_canvas_open_menu (window->canvas, TESS_PORT_WNW);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window->canvas), "canvas.make-field", NULL));
  tess_test_ui_flush_events ();
  g_assert_cmpuint (tess_tile_set_model_get_n_tiles (window->model), ==, 2);
  g_assert_cmpuint (tess_problem_list_get_n_errors (tess_tile_set_model_get_problems (window->model)), ==, 0);
  g_assert_cmpuint (tess_tile_canvas_get_marked_ports (window->canvas), ==, 0);
  g_assert_nonnull (strstr (gtk_label_get_label (window->status_label),
                            "The upper half of the left side: part of the field"));
  destroy (window);
}

/* The ring of the chosen handle is drawn as the canvas gets the focus and
 * goes as it loses it, without waiting for another reason to draw: one
 * ring at a time. */
static void
test_focus_ring (void)
{
  TessEditorWindow *window = tess_test_ui_new_editor ();
  TessTileCanvas *canvas = window->canvas;
  GtkWidget *other = GTK_WIDGET (window->count_spin);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-tile", NULL));
  gtk_widget_grab_focus (other);
  tess_test_ui_wait_frame (GTK_WIDGET (canvas));
  g_assert_false (canvas->handle_looks[canvas->focus_port] & (1u << 6));

  gtk_widget_grab_focus (GTK_WIDGET (canvas));
  /* Nothing else asks the canvas to draw: it draws the ring because it
   * asked to (a frame may begin before the focus moved: wait for one that
   * shows it). */
  TESS_TEST_WAIT_UNTIL (canvas->handle_looks[canvas->focus_port] & (1u << 6));
  g_assert_true (_tess_editor_window_shows_keys (window));
  g_assert_nonnull (strstr (gtk_label_get_label (window->canvas_hint), "J then Space"));

  gtk_widget_grab_focus (other);
  TESS_TEST_WAIT_UNTIL (!(canvas->handle_looks[canvas->focus_port] & (1u << 6)));
  g_assert_false (_tess_editor_window_shows_keys (window));
  g_assert_nonnull (strstr (gtk_label_get_label (window->canvas_hint), "Drag from side to side"));
  destroy (window);
}

/* Each edit is said in words, and the context menu joins, splits and
 * sets the shield of the side it was opened on. */
static void
test_menu_and_words (void)
{
  TessEditorWindow *window = tess_test_ui_new_editor ();
  TessTileCanvas *canvas = window->canvas;
  const TessTileDef *tile;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-tile", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "canvas.palette", "i", TESS_SIDE_CITY));
  tess_tile_canvas_activate_port (canvas, TESS_PORT_N);
  tess_test_ui_flush_events ();
  g_assert_cmpstr (gtk_label_get_label (window->status_label), ==, "The top side: a city.");
  tess_tile_canvas_activate_port (canvas, TESS_PORT_E);
  tess_tile_canvas_drag_sides (canvas, TESS_PORT_N, TESS_PORT_E);
  tess_test_ui_flush_events ();
  g_assert_cmpstr (gtk_label_get_label (window->status_label), ==,
                   "Joined: the city on the top and right sides");

  /* Shield from the menu of the right side. */
  tess_tile_canvas_open_menu (canvas, TESS_PORT_E);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (canvas), "canvas.shield", NULL));
  tess_test_ui_flush_events ();
  tile = tess_tile_set_tile (tess_tile_set_model_get_set (window->model), 0);
  g_assert_true (tile->features[tess_tile_feature_at (tile, TESS_PORT_E)].shield);
  g_assert_cmpstr (gtk_label_get_label (window->status_label), ==,
                   "The right side: part of the city on the top and right sides, with a shield.");

  /* The Shield button acts on the side of the handle chosen, a half side's
   * own side (it took the left side for every half). */
  tess_tile_canvas_set_focus_port (canvas, TESS_PORT_ENE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-shield", NULL));
  tess_test_ui_flush_events ();
  tile = tess_tile_set_tile (tess_tile_set_model_get_set (window->model), 0);
  g_assert_false (tile->features[tess_tile_feature_at (tile, TESS_PORT_E)].shield);

  /* Split the top side off. */
  tess_tile_canvas_open_menu (canvas, TESS_PORT_N);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (canvas), "canvas.split", NULL));
  tess_test_ui_flush_events ();
  tile = tess_tile_set_tile (tess_tile_set_model_get_set (window->model), 0);
  g_assert_cmpint (tess_tile_feature_at (tile, TESS_PORT_N), !=, tess_tile_feature_at (tile, TESS_PORT_E));
  g_assert_cmpstr (gtk_label_get_label (window->status_label), ==, "Split off: the top side: a city");

  destroy (window);
}

/* The editor's shortcuts window lists its keys, not the game's; F1 over
 * the editor opens its help page. */
static void
test_keys_and_help (void)
{
  TessEditorWindow *window = tess_test_ui_new_editor ();
  GtkShortcutsWindow *overlay;
  g_autoptr(GPtrArray) titles = g_ptr_array_new ();
  gboolean join = FALSE;

  /* What tess_editor_window_new() does for a window of the application. */
  _tess_editor_window_set_up_shortcuts (window);
  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_nonnull (overlay);
  tess_test_ui_collect (GTK_WIDGET (overlay), GTK_TYPE_SHORTCUTS_SHORTCUT, titles);
  g_assert_cmpuint (titles->len, >, 10);
  for (guint i = 0; i < titles->len; i++)
    {
      g_autofree char *title = NULL;

      g_object_get (titles->pdata[i], "title", &title, NULL);
      g_assert_null (strstr (title, "follower"));
      g_assert_null (strstr (title, "Replay"));
      g_assert_null (strstr (title, "Zoom"));
      join |= strstr (title, "Join two sides") != NULL;
    }
  g_assert_true (join);

  g_assert_cmpstr (tess_application_help_uri (GTK_WINDOW (window)), ==, "help:tessera/editor");
  g_assert_cmpstr (tess_application_help_uri (NULL), ==, "help:tessera");
  destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "test-editor-canvas");

  g_test_add_func ("/editor-canvas/problem-lit", test_problem_lit);
  g_test_add_func ("/editor-canvas/focus-ring", test_focus_ring);
  g_test_add_func ("/editor-canvas/menu-and-words", test_menu_and_words);
  g_test_add_func ("/editor-canvas/keys-and-help", test_keys_and_help);

  return tess_test_ui_run ();
}
