/* test-editor.c: the tile-set editor, driven through its actions and the
 * canvas's gestures
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <sys/stat.h>

#include <string.h>

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "tess-describe.h"
#include "tess-editor-window.h"
#include "tess-editor-window-private.h"
#include "tess-game.h"
#include "tess-new-game-dialog.h"
#include "tess-tile-canvas.h"
#include "tess-window.h"
#include "tess-test-core.h"
#include "tess-test-ui.h"

static char *tmp_dir;

static void
flush_events (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir != NULL)
    {
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          remove_tree (child);
        }
      g_dir_close (dir);
      g_rmdir (path);
    }
  else
    g_remove (path);
}

static TessEditorWindow *
new_editor (TessTileSetModel *model)
{
  TessEditorWindow *window = tess_editor_window_new (NULL, model);

  g_object_ref (window);
  tess_test_ui_present (GTK_WINDOW (window));
  return window;
}

static void
destroy_editor (TessEditorWindow *window)
{
  tess_test_ui_destroy_editor (window);
}

static TessTileCanvas *
find_canvas (GtkWidget *widget)
{
  if (TESS_IS_TILE_CANVAS (widget))
    return TESS_TILE_CANVAS (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      TessTileCanvas *found = find_canvas (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
action (TessEditorWindow *window,
        const char       *name,
        int               param)
{
  if (param < 0)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), name, NULL));
  else
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), name, "i", param));
  flush_events ();
}

/* A click on a side with the palette's type; a drag from side to side. */
static void
paint (TessEditorWindow *window,
       TessTileCanvas   *canvas,
       TessSideType      type,
       int               side)
{
  action (window, "canvas.palette", type);
  g_assert_cmpint (tess_tile_canvas_get_palette (canvas), ==, type);
  tess_tile_canvas_activate_port (canvas, side);
  flush_events ();
}

static const char *
tile_description (TessTileSetModel *model,
                  guint             index,
                  char            **out)
{
  *out = tess_describe_tile (tess_tile_set_tile (tess_tile_set_model_get_set (model), index), 0);
  return *out;
}

/* Three new tiles from an empty set, by the canvas and the buttons. */
static void
build_three_tiles (TessEditorWindow *window)
{
  TessTileSetModel *model = tess_editor_window_get_model (window);
  TessTileCanvas *canvas = find_canvas (GTK_WIDGET (window));
  g_autofree char *a = NULL, *b = NULL, *c = NULL;

  g_assert_nonnull (canvas);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 0);

  /* A straight road: two road sides dragged together; the start tile. */
  action (window, "win.add-tile", -1);
  g_assert_cmpint (tess_editor_window_get_selected (window), ==, 0);
  paint (window, canvas, TESS_SIDE_ROAD, 1);
  paint (window, canvas, TESS_SIDE_ROAD, 3);
  tess_tile_canvas_drag_sides (canvas, 1, 3);
  action (window, "win.set-role", TESS_TILE_ROLE_START);

  /* A city with a shield over the north, with the road under it. */
  action (window, "win.duplicate-tile", -1);
  g_assert_cmpint (tess_editor_window_get_selected (window), ==, 1);
  paint (window, canvas, TESS_SIDE_CITY, 0);
  tess_tile_canvas_set_focus_port (canvas, 0);
  action (window, "win.toggle-shield", -1);

  /* A road curve, then a second copy of it: by keyboard on the canvas. */
  action (window, "win.add-tile", -1);
  g_assert_cmpint (tess_editor_window_get_selected (window), ==, 2);
  paint (window, canvas, TESS_SIDE_ROAD, 2);
  paint (window, canvas, TESS_SIDE_ROAD, 3);
  tess_tile_canvas_drag_sides (canvas, 2, 3);
  g_assert_true (tess_tile_set_model_set_count (model, 2, 6, NULL));
  g_assert_true (tess_tile_set_model_set_count (model, 0, 8, NULL));
  g_assert_true (tess_tile_set_model_set_count (model, 1, 4, NULL));

  g_assert_cmpstr (tile_description (model, 0, &a), ==,
                   "Road from east to west. Fields north and south of the road.");
  g_assert_cmpstr (tile_description (model, 1, &b), ==,
                   "City on the north side with a shield. Road from east to west. "
                   "Fields north and south of the road.");
  g_assert_cmpstr (tile_description (model, 2, &c), ==,
                   "Road from south to west. Field on the north and east sides. "
                   "Field in the south-west corner.");
  /* What the words leave out: the field between the city and the road
   * borders the city, the one beyond the road does not. */
  {
    const TessTileDef *t = tess_tile_set_tile (tess_tile_set_model_get_set (model), 1);
    int city = tess_tile_feature_at (t, TESS_PORT_N);
    int north = tess_tile_feature_at (t, TESS_PORT_ENE);
    int south = tess_tile_feature_at (t, TESS_PORT_SSE);

    /* The city covers its side's halves: no field there. */
    g_assert_cmpint (tess_tile_feature_at (t, TESS_PORT_NNE), ==, -1);
    g_assert_cmpint (t->features[city].type, ==, TESS_FEATURE_CITY);
    g_assert_cmpint (tess_tile_feature_at (t, TESS_PORT_WNW), ==, north);
    g_assert_cmpuint (t->features[north].cities, ==, 1u << city);
    g_assert_cmpuint (t->features[south].cities, ==, 0);
  }
  g_assert_cmpint (tess_tile_set_model_get_n_tiles (model), ==, 18);
  g_assert_cmpint (tess_tile_set_model_get_n_shields (model), ==, 4);
  g_assert_cmpuint (tess_problem_list_get_n_errors (tess_tile_set_model_get_problems (model)), ==, 0);
}

static void
test_build_save_play (void)
{
  TessEditorWindow *window = new_editor (NULL);
  TessTileSetModel *model = tess_editor_window_get_model (window);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetModel) again = NULL;
  g_autofree char *bytes = NULL;
  g_autofree char *bytes_again = NULL;
  g_autofree char *library = tess_tile_set_library_dir ();
  g_autofree char *path = g_build_filename (library, "my-tiles.tileset.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TessNewGameDialog *dialog = NULL;
  TessTileSetChooser *chooser;
  g_auto(GStrv) chosen = NULL;
  TessWindow *game_window = NULL;
  TessGame *game;
  gint64 deadline;

  build_three_tiles (window);
  g_assert_true (tess_tile_set_model_get_modified (model));

  /* Saved into the library, then opened again: the same set. */
  action (window, "win.save", -1);
  /* The file is written in a worker thread. */
  TESS_TEST_WAIT_UNTIL (!tess_tile_set_model_get_modified (model));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  again = tess_tile_set_model_new_for_file (file, &error);
  g_assert_no_error (error);
  bytes = tess_tile_set_to_data (tess_tile_set_model_get_set (model), NULL);
  bytes_again = tess_tile_set_to_data (tess_tile_set_model_get_set (again), NULL);
  g_assert_cmpstr (bytes, ==, bytes_again);

  /* Play With This Set: the New Game dialog with the set chosen (by its
   * file, saved), then Start: a game window on the set, against the
   * computer. */
  action (window, "win.play", -1);
  dialog = TESS_NEW_GAME_DIALOG (tess_test_ui_find_toplevel (TESS_TYPE_NEW_GAME_DIALOG, NULL));
  g_assert_nonnull (dialog);
  chooser = tess_new_game_dialog_get_chooser (dialog);
  chosen = tess_tile_set_chooser_dup_chosen_keys (chooser);
  g_assert_cmpuint (g_strv_length (chosen), ==, 1);
  g_assert_cmpstr (chosen[0], ==, path);
  game_window = TESS_WINDOW (tess_new_game_dialog_start (dialog));
  g_assert_nonnull (game_window);
  game = tess_window_get_game (game_window);
  g_assert_cmpint (tess_game_get_n_types (game), ==, 3);
  g_assert_cmpstr (tess_game_get_type_id (game, 0), ==, "tile");

  /* Played to the final scores: our moves, the computer's in between. */
  deadline = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;
  while (tess_game_get_phase (game) != TESS_GAME_PHASE_GAME_OVER)
    {
      if (tess_game_get_current_player (game) == 0
          && tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_TILE)
        {
          g_autoptr(GArray) placements = tess_game_get_placements (game);
          TessGamePlacement p;

          g_assert_cmpuint (placements->len, >, 0);
          p = g_array_index (placements, TessGamePlacement, placements->len / 2);
          g_assert_true (tess_game_play_move (game, tess_game_get_tile (game), p.x, p.y, p.rot,
                                              -1, &error));
          g_assert_no_error (error);
        }
      else
        tess_test_wait_step (deadline, "the end of the game");
    }
  g_assert_true (tess_game_get_finished (game));
  /* Every tile drawn (one that fitted nowhere is put aside). */
  g_assert_cmpint (tess_game_get_tiles_left (game), ==, 0);
  g_assert_cmpint (tess_game_get_n_placed (game), >, 1);

  gtk_window_destroy (GTK_WINDOW (game_window));
  destroy_editor (window);
  g_unlink (path);
}

static GtkWidget *
find_by_tooltip (GtkWidget  *widget,
                 const char *tooltip);

/* The menu button whose popover lists the set's problems. */
static GtkWidget *
find_problems_button (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget))
    {
      GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget));
      GtkWidget *child = popover != NULL ? gtk_popover_get_child (popover) : NULL;

      if (GTK_IS_SCROLLED_WINDOW (child)
          && GTK_IS_LIST_VIEW (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (child))))
        return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_problems_button (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Opens the problems of the set and activates the first one of @tile. */
static void
choose_problem_of_tile (TessEditorWindow *window,
                        TessTileSetModel *model,
                        int               tile)
{
  GListModel *problems = G_LIST_MODEL (tess_tile_set_model_get_problems (model));
  GtkWidget *button = find_problems_button (GTK_WIDGET (window));
  GtkPopover *popover;
  GtkWidget *view;
  guint position = G_MAXUINT;

  g_assert_nonnull (button);
  for (guint i = 0; i < g_list_model_get_n_items (problems) && position == G_MAXUINT; i++)
    {
      g_autoptr(TessTileSetProblem) p = g_list_model_get_item (problems, i);

      if (tess_tile_set_problem_get_tile (p) == tile)
        position = i;
    }
  g_assert_cmpuint (position, !=, G_MAXUINT);
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  flush_events ();
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  view = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (gtk_popover_get_child (popover)));
  g_assert_true (GTK_IS_LIST_VIEW (view));
  g_assert_nonnull (gtk_list_view_get_model (GTK_LIST_VIEW (view)));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (view)))),
                    ==, g_list_model_get_n_items (problems));
  g_signal_emit_by_name (view, "activate", position);
  flush_events ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (popover)));
}

static void
test_undo_redo (void)
{
  g_autoptr(TessTileSetData) base = tess_tile_set_load_builtin ("base", NULL);
  g_autoptr(TessTileSetModel) model = tess_tile_set_model_new_for_set (base);
  TessEditorWindow *window = new_editor (model);
  TessTileCanvas *canvas = find_canvas (GTK_WIDGET (window));
  g_autofree char *before = tess_tile_set_to_data (tess_tile_set_model_get_set (model), NULL);
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;

  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL)
                  && tess_tile_set_model_get_can_redo (model));
  action (window, "win.select-tile", 3);
  g_assert_cmpint (tess_editor_window_get_selected (window), ==, 3);
  g_assert_cmpint (tess_tile_canvas_get_index (canvas), ==, 3);
  paint (window, canvas, TESS_SIDE_RIVER, 2);
  action (window, "win.rotate-tile", -1);
  after = tess_tile_set_to_data (tess_tile_set_model_get_set (model), NULL);
  g_assert_cmpstr (before, !=, after);

  action (window, "win.undo", -1);
  action (window, "win.undo", -1);
  undone = tess_tile_set_to_data (tess_tile_set_model_get_set (model), NULL);
  g_assert_cmpstr (undone, ==, before);
  g_assert_false (tess_tile_set_model_get_modified (model));
  action (window, "win.redo", -1);
  action (window, "win.redo", -1);
  redone = tess_tile_set_to_data (tess_tile_set_model_get_set (model), NULL);
  g_assert_cmpstr (redone, ==, after);

  /* A problem reported; choosing it in the set's list shows its tile. */
  g_assert_cmpuint (tess_problem_list_get_n_errors (tess_tile_set_model_get_problems (model)), >, 0);
  action (window, "win.select-tile", 0);
  choose_problem_of_tile (window, model, 3);
  g_assert_cmpint (tess_editor_window_get_selected (window), ==, 3);

  /* The river painted back away fixes it. */
  action (window, "win.undo", -1);
  action (window, "win.undo", -1);
  g_assert_cmpuint (tess_problem_list_get_n_errors (tess_tile_set_model_get_problems (model)), ==, 0);

  destroy_editor (window);
}

/* What a click on one of the question's buttons does: the response, then
 * the dialog closes. */
static void
answer (AdwMessageDialog *question,
        const char       *response)
{
  adw_message_dialog_response (question, response);
  gtk_window_destroy (GTK_WINDOW (question));
  flush_events ();
}

static void
test_unsaved_question (void)
{
  TessEditorWindow *window = new_editor (NULL);
  TessTileSetModel *model = tess_editor_window_get_model (window);
  AdwMessageDialog *question;

  /* Nothing changed: it closes at once. */
  g_assert_null (ADW_MESSAGE_DIALOG (tess_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window))));
  action (window, "win.add-tile", -1);
  g_assert_true (tess_tile_set_model_get_modified (model));

  /* Changed: the question; Cancel keeps the window. */
  gtk_window_close (GTK_WINDOW (window));
  flush_events ();
  question = ADW_MESSAGE_DIALOG (tess_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window)));
  g_assert_nonnull (question);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  answer (question, "cancel");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_null (ADW_MESSAGE_DIALOG (tess_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window))));

  /* Discard closes it without saving. */
  gtk_window_close (GTK_WINDOW (window));
  flush_events ();
  question = ADW_MESSAGE_DIALOG (tess_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window)));
  g_assert_nonnull (question);
  answer (question, "discard");
  g_assert_finalize_object (window);
}

static GtkWidget *
find_by_tooltip (GtkWidget  *widget,
                 const char *tooltip)
{
  if (g_strcmp0 (gtk_widget_get_tooltip_text (widget), tooltip) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_tooltip (child, tooltip);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The figures of random games, computed in a worker thread when shown,
 * drawn as bars (the base game's beside each), each bar saying its
 * figures in words. */
static void
test_statistics (void)
{
  g_autoptr(TessTileSetData) base = tess_tile_set_load_builtin ("base", NULL);
  g_autoptr(TessTileSetModel) model = tess_tile_set_model_new_for_set (base);
  TessEditorWindow *window = new_editor (model);
  GtkWidget *button = find_by_tooltip (GTK_WIDGET (window), "How the Set Plays");
  g_autoptr(GPtrArray) bars = g_ptr_array_new ();
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GString *texts = g_string_new (NULL);
  g_autofree char *all = NULL;

  g_assert_nonnull (button);
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  flush_events ();
  TESS_TEST_WAIT_UNTIL (g_str_has_prefix (gtk_label_get_text (window->stats_label),
                                          "In 1000 random games with this set"));
  g_assert_false (gtk_label_get_selectable (window->stats_label));
  tess_test_ui_collect (GTK_WIDGET (window->stats_grid), GTK_TYPE_LEVEL_BAR, bars);
  /* Eight figures, each with the base game's thin bar. */
  g_assert_cmpuint (bars->len, ==, 16);
  for (guint i = 0; i < bars->len; i++)
    {
      GtkLevelBar *bar = g_ptr_array_index (bars, i);

      g_assert_cmpfloat (gtk_level_bar_get_value (bar), >=, 0);
      g_assert_cmpfloat (gtk_level_bar_get_value (bar), <=, gtk_level_bar_get_max_value (bar));
    }
  /* Cities are completed in some of 1000 games of the base game. */
  g_assert_cmpfloat (gtk_level_bar_get_value (g_ptr_array_index (bars, 4)), >, 0);
  tess_test_ui_collect (GTK_WIDGET (window->stats_grid), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    g_string_append_printf (texts, "%s\n", gtk_label_get_text (g_ptr_array_index (labels, i)));
  all = g_string_free (texts, FALSE);
  g_test_message ("%s", all);
  g_assert_nonnull (strstr (all, "Cities completed\n"));
  g_assert_nonnull (strstr (all, "Farm points a game\n"));
  g_assert_nonnull (strstr (all, " %\nbase game: "));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  destroy_editor (window);
}

/* Save replaced a read-only tile set (0444) without a word: it asks,
 * and Replace writes it, read-only still. */
static void
test_save_read_only (void)
{
  g_autofree char *src = g_test_build_filename (G_TEST_DIST, "core", "odd-tilesets",
                                                "unknown.tileset.json", NULL);
  g_autofree char *dir = g_dir_make_tmp ("tessera-editor-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "read-only.tileset.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetModel) model = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  TessEditorWindow *window;
  GtkWindow *dialog;
  struct stat st;

  g_assert_true (g_file_get_contents (src, &before, NULL, NULL));
  g_assert_true (g_file_set_contents (path, before, -1, NULL));
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  model = tess_tile_set_model_new_for_file (file, &error);
  g_assert_no_error (error);
  window = new_editor (model);
  g_assert_true (tess_tile_set_model_set_set_name (model, "Renamed", &error));

  action (window, "win.save", -1);
  TESS_TEST_WAIT_UNTIL (tess_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window)) != NULL);
  dialog = tess_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window));
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Replace the Read-Only File?");
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_assert_true (tess_tile_set_model_get_modified (model));

  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "replace");
  TESS_TEST_WAIT_UNTIL (!tess_tile_set_model_get_modified (model));
  g_free (after);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_nonnull (strstr (after, "\"Renamed\""));
  g_assert_cmpint (stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0444);

  destroy_editor (window);
  g_chmod (path, 0644);
  g_remove (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int ret;

  tmp_dir = g_dir_make_tmp ("tessera-test-editor-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);
  g_setenv ("XDG_STATE_HOME", tmp_dir, TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/editor/build-save-play", test_build_save_play);
  g_test_add_func ("/editor/undo-redo", test_undo_redo);
  g_test_add_func ("/editor/unsaved-question", test_unsaved_question);
  g_test_add_func ("/editor/save-read-only", test_save_read_only);
  g_test_add_func ("/editor/statistics", test_statistics);

  ret = g_test_run ();

  remove_tree (tmp_dir);
  g_free (tmp_dir);
  return ret;
}
