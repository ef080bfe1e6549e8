/* tess-test-ui.c: what the tests of the window share
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * As GNOME Console's tests do: the window is driven the way its buttons
 * and keys drive it (its actions), and the tests look at the model.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "tess-test-core.h"
#include "tess-test-ui.h"

static char *tmp_dir;

void
tess_test_ui_init (int          *argc,
                   char       ***argv,
                   const char   *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *template = g_strdup_printf ("tessera-%s-XXXXXX", name);

  /* Autosaves go to a directory of the test's own. */
  tmp_dir = g_dir_make_tmp (template, &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);
  /* And the editor's drafts. */
  g_setenv ("XDG_STATE_HOME", tmp_dir, TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);

  gtk_test_init (argc, argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

int
tess_test_ui_run (void)
{
  int ret = g_test_run ();

  tess_test_ui_remove_tree (tmp_dir);
  g_clear_pointer (&tmp_dir, g_free);
  return ret;
}

const char *
tess_test_ui_get_tmp_dir (void)
{
  return tmp_dir;
}

void
tess_test_ui_flush_events (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

void
tess_test_ui_wait_frame (GtkWidget *widget)
{
  GdkFrameClock *clock;
  gint64 frame;

  TESS_TEST_WAIT_UNTIL (gtk_widget_get_mapped (widget));
  clock = gtk_widget_get_frame_clock (widget);
  frame = gdk_frame_clock_get_frame_counter (clock);
  gtk_widget_queue_draw (widget);
  TESS_TEST_WAIT_UNTIL (gdk_frame_clock_get_frame_counter (clock) > frame);
  tess_test_ui_flush_events ();
}

void
tess_test_ui_remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    {
      g_remove (path);
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      tess_test_ui_remove_tree (child);
    }
  g_dir_close (dir);
  g_rmdir (path);
}

GSettings *
tess_test_ui_set_up_players (guint               n_players,
                             const char * const *names,
                             const char * const *colors,
                             const char * const *kinds,
                             const char         *seed)
{
  GSettings *settings = g_settings_new (APP_ID);

  g_settings_set_int (settings, "players", n_players);
  g_settings_set_strv (settings, "player-names", names);
  g_settings_set_strv (settings, "player-colors", colors);
  g_settings_set_strv (settings, "player-kinds", kinds);
  g_settings_set_string (settings, "seed", seed);
  return settings;
}

void
tess_test_ui_set_up_river_game (void)
{
  const char *names[] = { "Ana", "Bea", "Carl", NULL };
  const char *colors[] = { "red", "blue", "green", NULL };
  const char *kinds[] = { "human", "human", "human", NULL };
  g_autoptr(GSettings) settings = tess_test_ui_set_up_players (3, names, colors, kinds, "31415");

  g_settings_set_boolean (settings, "river", TRUE);
  g_settings_set_string (settings, "farm-scoring", "third");
}

void
tess_test_ui_set_up_two_people (const char *seed)
{
  const char *names[] = { "Ana", "Bogdan", NULL };
  const char *colors[] = { "red", "blue", NULL };
  const char *kinds[] = { "human", "human", NULL };
  g_autoptr(GSettings) settings = tess_test_ui_set_up_players (2, names, colors, kinds, seed);
}

GFile *
tess_test_ui_finished_game_file (const char  *name,
                                 guint32      rand_seed,
                                 const char  *seed,
                                 TessRecord **out_record)
{
  g_autoptr(GError) error = NULL;
  const char *names[] = { "Ana", "Bea" };
  const TessColor colors[] = { TESS_COLOR_RED, TESS_COLOR_BLUE };
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessGame) game = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (rand_seed);
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), name, NULL);
  TessRules rules;

  tess_rules_init_default (&rules);
  record = tess_game_new_record (&rules, 2, names, colors, NULL, seed, &error);
  g_assert_no_error (error);
  game = tess_game_new_from_record (record, &error);
  g_assert_no_error (error);
  while (!tess_game_get_finished (game))
    {
      g_autoptr(GArray) placements = tess_game_get_placements (game);
      g_autoptr(GArray) options = NULL;
      const TessGamePlacement *p = &g_array_index (placements, TessGamePlacement,
                                                   g_rand_int_range (rand, 0, placements->len));

      g_assert_true (tess_game_place_tile (game, p->x, p->y, p->rot, &error));
      options = tess_game_get_follower_options (game);
      g_assert_true (tess_game_place_follower (game, options->len > 0 && g_rand_boolean (rand)
                                                     ? g_array_index (options, int, 0) : -1, &error));
      g_assert_no_error (error);
    }
  g_assert_true (tess_game_save (game, path, &error));
  g_assert_no_error (error);
  if (out_record != NULL)
    *out_record = tess_record_copy (tess_game_get_record (game));
  return g_file_new_for_path (path);
}

/* Shows a window and waits until it has the keyboard: the focus events
 * of a window made active come late on a busy machine, and would land in
 * the middle of the test (a canvas that gains the focus says so). */
void
tess_test_ui_present (GtkWindow *window)
{
  gtk_window_present (window);
  TESS_TEST_WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (window)) && gtk_window_is_active (window));
  tess_test_ui_flush_events ();
}

TessWindow *
tess_test_ui_new_window (gboolean autosave)
{
  TessWindow *window = tess_window_new (NULL);

  g_object_ref (window);
  if (!autosave)
    tess_game_session_set_autosave_enabled (tess_window_get_session (window), FALSE);
  tess_test_ui_present (GTK_WINDOW (window));
  return window;
}

TessEditorWindow *
tess_test_ui_new_editor (void)
{
  TessEditorWindow *window = tess_editor_window_new (NULL, NULL);

  g_object_ref (window);
  tess_test_ui_present (GTK_WINDOW (window));
  return window;
}

/* Every popover of a window, watched: none may outlive it. One that does
 * keeps GTK's hold on the pointer (clicks to every other window are lost)
 * or its tooltip, whose timer then asks a gone surface where the pointer
 * is. */
static GPtrArray *
watch_popovers (GtkWidget *widget,
                GPtrArray *watched)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_POPOVER (child))
        {
          gpointer *weak = g_new (gpointer, 1);

          *weak = child;
          g_object_add_weak_pointer (G_OBJECT (child), weak);
          g_ptr_array_add (watched, weak);
        }
      watch_popovers (child, watched);
    }
  return watched;
}

/* Drops the test's reference to @object, then waits until nothing else
 * holds it. Work that it started may hold it a moment after its window
 * went (a file that the program's one writer thread still has to write
 * holds the online game it writes, and that game its TessGame), longer
 * on a busy machine; what never lets go fails at the deadline, named by
 * @what. */
static void
release_and_wait (gpointer    object,
                  const char *what)
{
  gpointer weak = object;
  g_autofree char *message = g_strdup_printf ("%s to be finalized", what);

  g_object_add_weak_pointer (object, &weak);
  g_object_unref (object);
  {
    gint64 deadline = tess_test_deadline ();

    while (weak != NULL)
      tess_test_wait_step (deadline, message);
  }
}

static void
destroy_watched (GtkWindow *window)
{
  g_autoptr(GPtrArray) popovers = watch_popovers (GTK_WIDGET (window), g_ptr_array_new_with_free_func (g_free));

  /* The test's reference goes with the window's end, before the main
   * loop runs again, as nothing else holds a closed window: a window
   * kept unrealized, with its popovers, would have a popover's tooltip
   * timer ask the popover's gone surface where the pointer is (GTK 4.8
   * forgets the tooltip of a destroyed window, not of its popovers). */
  gtk_window_destroy (window);
  release_and_wait (window, G_OBJECT_TYPE_NAME (window));
  tess_test_ui_flush_events ();
  for (guint i = 0; i < popovers->len; i++)
    {
      gpointer *weak = g_ptr_array_index (popovers, i);

      if (*weak != NULL)
        g_error ("A %s outlived its window", G_OBJECT_TYPE_NAME (*weak));
    }
}

void
tess_test_ui_destroy_editor (TessEditorWindow *window)
{
  destroy_watched (GTK_WINDOW (window));
}

void
tess_test_ui_destroy_window (TessWindow *window)
{
  TessGame *game = g_object_ref (tess_window_get_game (window));

  destroy_watched (GTK_WINDOW (window));
  release_and_wait (game, "The window's game");
}

void
tess_test_ui_play_turn (TessWindow *window,
                        guint       turn,
                        guint       spot)
{
  TessGame *game = tess_window_get_game (window);
  g_autoptr(GArray) placements = tess_game_get_placements (game);
  guint before = tess_game_get_n_moves (game);
  TessGamePlacement p;

  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_TILE);
  g_assert_cmpuint (placements->len, >, 0);
  /* Not always the same corner of the board: a spread-out game scores
   * more kinds of features. */
  p = g_array_index (placements, TessGamePlacement, (turn * 7919u) % placements->len);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.place-tile", "(iii)", p.x, p.y, p.rot);

  /* With nowhere to put a follower the window plays the move itself. */
  if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
    {
      g_autoptr(GArray) options = tess_game_get_follower_options (game);

      g_assert_cmpuint (options->len, >, 0);
      if (turn % 2 == 1)
        gtk_widget_activate_action (GTK_WIDGET (window), "win.place-follower", "i",
                                    g_array_index (options, int, spot % options->len));
      else
        gtk_widget_activate_action (GTK_WIDGET (window), "win.no-follower", NULL);
    }

  g_assert_cmpuint (tess_game_get_n_moves (game), >, before);
  tess_test_ui_flush_events ();
}

static void
store_result (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

static GAsyncResult *
wait_for_result (GAsyncResult **result)
{
  TESS_TEST_WAIT_UNTIL (*result != NULL);
  return *result;
}

gboolean
tess_test_ui_open_file (TessWindow *window,
                        GFile      *file)
{
  g_autoptr(GAsyncResult) result = NULL;

  tess_window_open_file (window, file, store_result, &result);
  return tess_window_open_file_finish (window, wait_for_result (&result), NULL);
}

gboolean
tess_test_ui_save_file (TessWindow *window,
                        GFile      *file)
{
  g_autoptr(GAsyncResult) result = NULL;

  tess_window_save_file (window, file, store_result, &result);
  return tess_window_save_file_finish (window, wait_for_result (&result), NULL);
}

gboolean
tess_test_ui_save_set (TessEditorWindow  *window,
                       GFile             *file,
                       GError           **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  tess_editor_window_save (window, file, store_result, &result);
  return tess_editor_window_save_finish (window, wait_for_result (&result), error);
}

TessEditorWindow *
tess_test_ui_open_set (GtkWindow *parent,
                       GFile     *file)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  TessEditorWindow *window;

  tess_editor_open_file (NULL, parent, file, NULL, store_result, &result);
  window = tess_editor_open_file_finish (wait_for_result (&result), &error);
  if (window == NULL)
    g_test_message ("The set did not open: %s", error->message);
  return window;
}

void
tess_test_ui_offer_autosave (TessWindow *window)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;

  tess_window_offer_autosave (window, store_result, &result);
  g_assert_true (tess_window_offer_autosave_finish (window, wait_for_result (&result), &error));
  g_assert_no_error (error);
}

/* The autosave of the last move, written now. */
void
tess_test_ui_flush_autosave (TessWindow *window)
{
  TessAutosave *autosave = tess_game_session_get_autosave (tess_window_get_session (window));

  g_assert_nonnull (autosave);
  tess_autosave_flush (autosave);
}

void
tess_test_ui_collect (GtkWidget *widget,
                      GType      type,
                      GPtrArray *out)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    tess_test_ui_collect (child, type, out);
}

GtkWidget *
tess_test_ui_find_actionable (GtkWidget  *widget,
                              const char *action)
{
  if (GTK_IS_ACTIONABLE (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = tess_test_ui_find_actionable (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
tess_test_ui_find_named (GtkWidget  *widget,
                         const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = tess_test_ui_find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWindow *
tess_test_ui_find_toplevel (GType      type,
                            GtkWindow *parent)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();
  GtkWindow *found = NULL;

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type) && gtk_widget_get_visible (l->data)
        && (parent == NULL || gtk_window_get_transient_for (l->data) == parent))
      found = l->data;
  return found;
}

GtkWidget *
tess_test_ui_window_child (TessWindow *window,
                           const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (window), TESS_TYPE_WINDOW, name);

  g_assert_true (GTK_IS_WIDGET (child));
  return GTK_WIDGET (child);
}

/* The key's binding on the focused widget, run as GTK runs it for a key
 * press (its shortcut controllers); FALSE when no binding took it. */
gboolean
tess_test_ui_press_key (GtkWidget       *widget,
                        guint            keyval,
                        GdkModifierType  modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (controller)); k++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == gdk_keyval_to_lower (keyval) &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers)
            {
              gboolean done = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                                            GTK_SHORTCUT_ACTION_EXCLUSIVE, widget,
                                                            gtk_shortcut_get_arguments (shortcut));

              tess_test_ui_flush_events ();
              return done;
            }
        }
    }
  return FALSE;
}

TessPlayerRow *
tess_test_ui_player_row (TessWindow *window,
                         guint       player)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  tess_test_ui_collect (GTK_WIDGET (window), TESS_TYPE_PLAYER_ROW, rows);
  g_assert_cmpuint (rows->len, >, player);
  return g_ptr_array_index (rows, player);
}

char *
tess_test_ui_supply_text (TessPlayerRow *row)
{
  g_autoptr(GPtrArray) areas = g_ptr_array_new ();
  GtkWidget *supply;
  char *text;

  tess_test_ui_collect (GTK_WIDGET (row), GTK_TYPE_DRAWING_AREA, areas);
  g_assert_cmpuint (areas->len, ==, 1);
  supply = g_ptr_array_index (areas, 0);
  text = g_strdup (gtk_widget_get_tooltip_text (supply));
  g_assert_nonnull (text);
  gtk_test_accessible_assert_property (supply, GTK_ACCESSIBLE_PROPERTY_LABEL, text);
  return text;
}
