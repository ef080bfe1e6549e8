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
#include "tess-describe.h"
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
                   "No field touches the upper half of the left side.");

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

/* What the key @keyval does where the focus is: the first of @widget
 * and its ancestors with a shortcut for it runs it, as GTK does with a
 * key pressed. FALSE when none has one. */
static gboolean
press_key (GtkWidget *widget,
           guint      keyval)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (w);

      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

          if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
            continue;
          for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (controller)); k++)
            {
              g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);
              GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

              if (GTK_IS_KEYVAL_TRIGGER (trigger)
                  && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
                  && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0
                  && gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, w,
                                                   gtk_shortcut_get_arguments (shortcut)))
                {
                  tess_test_ui_flush_events ();
                  return TRUE;
                }
            }
        }
    }
  return FALSE;
}

static GtkWidget *
focus_of (TessEditorWindow *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

/* The problems of the set, by keyboard alone: opened, the first has the
 * focus; Down goes to the next; Return shows it on its tile, with the
 * handle at fault lit and focused, and the popover closed. */
static void
test_problem_keys (void)
{
  static const char two[] =
    "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"odd\", \"name\": \"Odd\","
    "  \"start\": \"A\", \"tiles\": ["
    "  { \"id\": \"A\", \"count\": 0, \"features\": ["
    "    { \"type\": \"field\", \"ports\": [\"NNW\", \"NNE\", \"ENE\", \"ESE\", \"SSE\","
    "      \"SSW\", \"WSW\", \"WNW\"] } ] },"
    "  { \"id\": \"B\", \"count\": 1, \"features\": ["
    "    { \"type\": \"field\", \"ports\": [\"NNW\", \"NNE\", \"ENE\", \"ESE\", \"SSE\","
    "      \"SSW\", \"WSW\"] } ] } ] }";
  TessEditorWindow *window = editor_for (two);
  GtkWidget *list = GTK_WIDGET (window->set_problems);

  g_assert_cmpint (tess_editor_window_get_selected (window), ==, 0);
  gtk_menu_button_popup (window->problems_button);
  TESS_TEST_WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (window->problems_popover))
                        && focus_of (window) == list);
  /* Down enters the list at its first problem, then goes to the next. */
  g_assert_true (press_key (focus_of (window), GDK_KEY_Down));
  g_assert_true (gtk_widget_is_ancestor (focus_of (window), list));
  g_assert_true (press_key (focus_of (window), GDK_KEY_Down));
  g_assert_true (gtk_widget_is_ancestor (focus_of (window), list));
  g_assert_true (press_key (focus_of (window), GDK_KEY_Return));
  TESS_TEST_WAIT_UNTIL (!gtk_widget_get_visible (GTK_WIDGET (window->problems_popover)));

  /* The second problem: tile B's upper half of the left side. */
  g_assert_cmpint (tess_editor_window_get_selected (window), ==, 1);
  g_assert_cmpuint (tess_tile_canvas_get_marked_ports (window->canvas), ==, 1u << TESS_PORT_WNW);
  g_assert_cmpint (tess_tile_canvas_get_focus_port (window->canvas), ==, TESS_PORT_WNW);
  g_assert_true (focus_of (window) == GTK_WIDGET (window->canvas));
  g_assert_cmpstr (gtk_label_get_label (window->status_label), ==,
                   "No field touches the upper half of the left side.");
  destroy (window);
}

/* Two tiles with one id: their problems' rows tell them apart by their
 * place in the list and what they show, on screen and to a screen
 * reader, in the set's list and under the tile. */
static void
test_duplicate_rows (void)
{
  static const char twins[] =
    "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"twins\", \"tiles\": ["
    "  { \"id\": \"gate\", \"features\": [ { \"type\": \"monastery\" },"
    "    { \"type\": \"field\", \"ports\": [\"NNW\", \"NNE\", \"ENE\", \"ESE\", \"SSE\","
    "      \"SSW\", \"WSW\", \"WNW\"] } ] },"
    "  { \"id\": \"gate\", \"features\": [ { \"type\": \"road\", \"ports\": [\"E\", \"W\"] },"
    "    { \"type\": \"field\", \"ports\": [\"WNW\", \"NNW\", \"NNE\", \"ENE\"] },"
    "    { \"type\": \"field\", \"ports\": [\"ESE\", \"SSE\", \"SSW\", \"WSW\"] } ] } ] }";
  TessEditorWindow *window = editor_for (twins);
  TessTileSetModel *model = tess_editor_window_get_model (window);
  g_autoptr(TessTileItem) first = g_list_model_get_item (G_LIST_MODEL (model), 0);
  g_autoptr(TessTileItem) second = g_list_model_get_item (G_LIST_MODEL (model), 1);
  g_autofree char *first_shows = tess_tile_item_dup_description (first);
  g_autofree char *second_shows = tess_tile_item_dup_description (second);
  g_autofree char *second_title = g_strdup_printf ("Tile 2, “gate”: %s", second_shows);
  g_autofree char *first_title = g_strdup_printf ("Tile 1, “gate”: %s", first_shows);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GtkWidget *duplicate = NULL;
  GtkWidget *row;
  g_autofree char *said = NULL;

  g_assert_cmpstr (first_shows, !=, second_shows);
  /* The set's list: one row for the duplicate, on the second tile. */
  gtk_menu_button_popup (window->problems_button);
  TESS_TEST_WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (window->problems_popover)));
  tess_test_ui_flush_events ();
  tess_test_ui_collect (GTK_WIDGET (window->set_problems), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = g_ptr_array_index (labels, i);

      g_test_message ("%s", gtk_label_get_text (label));
      g_assert_cmpstr (gtk_label_get_text (label), !=, "gate");
      if (g_strcmp0 (gtk_label_get_text (label), second_title) == 0)
        duplicate = gtk_widget_get_parent (gtk_widget_get_parent (GTK_WIDGET (label)));
    }
  g_assert_nonnull (duplicate);
  /* The title ends with what the tile shows, a sentence: one full stop. */
  said = g_strdup_printf ("%.*s. Another tile before it in the list has the same id; give each tile "
                          "an id of its own.",
                          (int) strlen (second_title) - (g_str_has_suffix (second_title, ".") ? 1 : 0),
                          second_title);
  gtk_test_accessible_assert_property (duplicate, GTK_ACCESSIBLE_PROPERTY_LABEL, said);
  gtk_menu_button_popdown (window->problems_button);
  TESS_TEST_WAIT_UNTIL (!gtk_widget_get_visible (GTK_WIDGET (window->problems_popover)));

  /* Under the tile: the second tile's row names it so too. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-tile", "i", 1);
  tess_test_ui_flush_events ();
  row = gtk_widget_get_first_child (GTK_WIDGET (window->tile_problems));
  g_assert_true (ADW_IS_ACTION_ROW (row));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, second_title);
  gtk_test_accessible_assert_property (row, GTK_ACCESSIBLE_PROPERTY_LABEL, said);
  g_assert_cmpstr (first_title, !=, second_title);
  destroy (window);
}

/* A drag across field sides lays what is chosen over them, joined: City
 * from the top to the right side makes one city of both; one undo takes
 * it back. Road from the left to the right side, a road through. */
static void
test_drag_paints (void)
{
  static const char plain[] =
    "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"plain\", \"tiles\": ["
    "  { \"id\": \"meadow\", \"features\": [ { \"type\": \"monastery\" },"
    "    { \"type\": \"field\", \"ports\": [\"NNW\", \"NNE\", \"ENE\", \"ESE\", \"SSE\","
    "      \"SSW\", \"WSW\", \"WNW\"] } ] } ] }";
  TessEditorWindow *window = editor_for (plain);
  TessTileSetModel *model = tess_editor_window_get_model (window);
  TessTileCanvas *canvas = window->canvas;
  const TessTileSetData *set = tess_tile_set_model_get_set (model);
  g_autofree char *before = tess_describe_tile (tess_tile_set_tile (set, 0), 0);
  g_autofree char *city = NULL;
  g_autofree char *road = NULL;
  g_autofree char *undone = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "canvas.palette", "i", TESS_SIDE_CITY));
  tess_tile_canvas_drag_sides (canvas, TESS_PORT_N, TESS_PORT_E);
  tess_test_ui_flush_events ();
  city = tess_describe_tile (tess_tile_set_tile (set, 0), 0);
  g_test_message ("%s", city);
  g_assert_true (g_str_has_prefix (city, "City on the north and east sides."));
  g_assert_cmpstr (gtk_label_get_label (window->status_label), ==,
                   "Joined: the city on the top and right sides");
  g_assert_true (tess_tile_set_model_undo (model));
  undone = tess_describe_tile (tess_tile_set_tile (set, 0), 0);
  g_assert_cmpstr (undone, ==, before);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "canvas.palette", "i", TESS_SIDE_ROAD));
  tess_tile_canvas_drag_sides (canvas, TESS_PORT_W, TESS_PORT_E);
  tess_test_ui_flush_events ();
  road = tess_describe_tile (tess_tile_set_tile (set, 0), 0);
  g_test_message ("%s", road);
  g_assert_nonnull (strstr (road, "Road from east to west."));
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
  graphene_rect_t before, after;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-tile", NULL));
  gtk_widget_grab_focus (other);
  tess_test_ui_wait_frame (GTK_WIDGET (canvas));
  g_assert_false (canvas->handle_looks[canvas->focus_port] & (1u << 6));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (canvas), GTK_WIDGET (window), &before));

  gtk_widget_grab_focus (GTK_WIDGET (canvas));
  /* Nothing else asks the canvas to draw: it draws the ring because it
   * asked to (a frame may begin before the focus moved: wait for one that
   * shows it). */
  TESS_TEST_WAIT_UNTIL (canvas->handle_looks[canvas->focus_port] & (1u << 6));
  g_assert_true (_tess_editor_window_shows_keys (window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->canvas_hint), ==, "keys");
  /* The longer hint of the keys does not push the canvas down. */
  tess_test_ui_wait_frame (GTK_WIDGET (canvas));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (canvas), GTK_WIDGET (window), &after));
  g_assert_true (graphene_rect_equal (&before, &after));

  gtk_widget_grab_focus (other);
  TESS_TEST_WAIT_UNTIL (!(canvas->handle_looks[canvas->focus_port] & (1u << 6)));
  g_assert_false (_tess_editor_window_shows_keys (window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->canvas_hint), ==, "mouse");
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
  g_assert_cmpstr (gtk_label_get_label (window->status_label), ==, "Split off. The top side: a city.");

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
  g_test_add_func ("/editor-canvas/problem-keys", test_problem_keys);
  g_test_add_func ("/editor-canvas/duplicate-rows", test_duplicate_rows);
  g_test_add_func ("/editor-canvas/drag-paints", test_drag_paints);
  g_test_add_func ("/editor-canvas/focus-ring", test_focus_ring);
  g_test_add_func ("/editor-canvas/menu-and-words", test_menu_and_words);
  g_test_add_func ("/editor-canvas/keys-and-help", test_keys_and_help);

  return tess_test_ui_run ();
}
