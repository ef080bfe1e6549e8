/* test-tileset-chooser.c: the tile sets of the New Game dialog: the list,
 * the remembered choice, Open a Set…, records that embed custom sets,
 * Play With This Set, `tessera --edit` in a running instance, and a game
 * with a set of 500 tile types
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "tess-application.h"
#include "tess-editor-window.h"
#include "tess-game.h"
#include "tess-new-game-dialog.h"
#include "tess-test-ui.h"
#include "tess-tile-set-chooser.h"
#include "tess-tile-set-model.h"

/* ------------------------------------------------------------ sets */

/* A random set of @types tile types (counts 1 or 2), its first tile the
 * start tile when @start, drawn with the editor's commands. */
static TessTileSetModel *
random_model (const char *id,
              int         types,
              gboolean    start,
              guint32     seed)
{
  TessTileSetModel *model = tess_tile_set_model_new (id, id);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  for (int i = 0; i < types; i++)
    {
      g_autofree char *tile = g_strdup_printf ("%s-%03d", id, i);

      g_assert_true (tess_tile_set_model_add_tile (model, -1, NULL));
      g_assert_true (tess_tile_set_model_set_tile_id (model, i, tile, NULL));
      g_assert_true (tess_tile_set_model_set_count (model, i, 1 + (i % 2), NULL));
      for (int s = 0; s < 4; s++)
        g_assert_true (tess_tile_set_model_paint_side (model, i, s, g_rand_int_range (rand, 0, 3), NULL));
      (void) tess_tile_set_model_join_sides (model, i, g_rand_int_range (rand, 0, 4),
                                             g_rand_int_range (rand, 0, 4), NULL);
    }
  if (start)
    g_assert_true (tess_tile_set_model_set_role (model, 0, TESS_TILE_ROLE_START, NULL));
  return model;
}

/* The set saved as @name in the user library; the path, to free. */
static char *
save_to_library (TessTileSetModel *model,
                 const char       *name)
{
  g_autofree char *dir = tess_tile_set_library_dir ();
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (tess_tile_set_model_save (model, file, &error));
  g_assert_no_error (error);
  return path;
}

static void
clear_library (void)
{
  g_autofree char *dir = tess_tile_set_library_dir ();

  tess_test_ui_remove_tree (dir);
}

static GSettings *
fresh_settings (void)
{
  GSettings *settings = g_settings_new (APP_ID);

  g_settings_reset (settings, "tilesets");
  g_settings_reset (settings, "river");
  g_settings_reset (settings, "players");
  g_settings_reset (settings, "player-kinds");
  g_settings_reset (settings, "seed");
  return settings;
}

/* The library's files are read in worker threads: wait for them. */
static TessTileSetChooser *
read_chooser (TessTileSetChooser *chooser)
{
  TESS_TEST_WAIT_UNTIL (!tess_tile_set_chooser_get_reading (chooser));
  return chooser;
}

static void
store_result (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

/* What Open a Set… does with the file chosen, waited for: the file is
 * read in a worker thread, Start held back meanwhile. */
static gboolean
add_file (TessTileSetChooser  *chooser,
          GFile               *file,
          GError             **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  tess_tile_set_chooser_add_file (chooser, file, store_result, &result);
  TESS_TEST_WAIT_UNTIL (result != NULL);
  return tess_tile_set_chooser_add_file_finish (chooser, result, error);
}

/* ------------------------------------------------------------ the list */

static void
test_list (void)
{
  g_autoptr(TessTileSetModel) mine = random_model ("mine", 6, TRUE, 1);
  g_autofree char *path = NULL;
  g_autofree char *broken = NULL;
  g_autofree char *dir = tess_tile_set_library_dir ();
  TessTileSetChooser *chooser;
  GPtrArray *checks;
  int at;

  clear_library ();
  path = save_to_library (mine, "mine.tileset.json");
  broken = g_build_filename (dir, "broken.tileset.json", NULL);
  g_assert_true (g_file_set_contents (broken, "{ \"format\": \"tessera-tileset\"", -1, NULL));

  chooser = read_chooser (g_object_ref_sink (TESS_TILE_SET_CHOOSER (tess_tile_set_chooser_new ())));
  /* The built-in sets first, then the library by file name. */
  g_assert_cmpuint (tess_tile_set_chooser_get_n_sets (chooser), ==, 4);
  g_assert_cmpstr (tess_tile_set_chooser_get_key (chooser, 0), ==, "base");
  g_assert_cmpstr (tess_tile_set_chooser_get_key (chooser, 1), ==, "river");
  g_assert_cmpstr (tess_tile_set_chooser_get_key (chooser, 2), ==, broken);
  g_assert_cmpstr (tess_tile_set_chooser_get_key (chooser, 3), ==, path);

  /* Each check button is named by its set, for screen readers. */
  checks = g_ptr_array_new ();
  tess_test_ui_collect (GTK_WIDGET (chooser), GTK_TYPE_CHECK_BUTTON, checks);
  g_assert_cmpuint (checks->len, ==, 4);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (g_ptr_array_index (checks, 0)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Base Game");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (g_ptr_array_index (checks, 3)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "mine");
  g_ptr_array_unref (checks);

  /* A file that is no set is listed, but cannot be chosen. */
  tess_tile_set_chooser_set_chosen (chooser, 2, TRUE);
  g_assert_false (tess_tile_set_chooser_get_chosen (chooser, 2));

  /* Nothing chosen: no game. */
  g_assert_false (tess_tile_set_chooser_get_can_start (chooser));
  g_assert_nonnull (strstr (tess_tile_set_chooser_get_reason (chooser), "at least one"));

  /* The library set alone has a start tile; the River alone too (its
   * spring); both together too. */
  at = tess_tile_set_chooser_find (chooser, path);
  g_assert_cmpint (at, ==, 3);
  tess_tile_set_chooser_set_chosen (chooser, at, TRUE);
  g_assert_true (tess_tile_set_chooser_get_can_start (chooser));
  g_assert_null (tess_tile_set_chooser_get_reason (chooser));
  tess_tile_set_chooser_set_chosen (chooser, 1, TRUE);
  g_assert_true (tess_tile_set_chooser_get_can_start (chooser));

  g_object_unref (chooser);
  g_unlink (broken);
  g_unlink (path);
}

/* Where a set is chosen, its row says who made it, its licence and its
 * description, as text. */
static void
test_details_shown (void)
{
  g_autoptr(TessTileSetModel) mine = random_model ("mine", 3, TRUE, 2);
  g_autoptr(TessTileSetModel) bare = random_model ("bare", 3, TRUE, 3);
  g_autofree char *path = NULL;
  g_autofree char *bare_path = NULL;
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  TessTileSetChooser *chooser;
  const char *subtitle;

  clear_library ();
  g_assert_true (tess_tile_set_model_set_details (mine, "Ana <Pop>", "Roads & rivers.",
                                                  "CC BY 4.0", NULL));
  g_assert_true (tess_tile_set_model_set_details (bare, NULL, NULL, "CC0", NULL));
  path = save_to_library (mine, "mine.tileset.json");
  bare_path = save_to_library (bare, "bare.tileset.json");
  chooser = read_chooser (g_object_ref_sink (TESS_TILE_SET_CHOOSER (tess_tile_set_chooser_new ())));
  tess_test_ui_collect (GTK_WIDGET (chooser), ADW_TYPE_ACTION_ROW, rows);
  g_assert_cmpuint (rows->len, ==, 4);
  subtitle = adw_action_row_get_subtitle (g_ptr_array_index (rows, 3));
  g_assert_nonnull (strstr (subtitle, "\nBy Ana <Pop>, CC BY 4.0\nRoads & rivers."));
  g_assert_false (adw_preferences_row_get_use_markup (g_ptr_array_index (rows, 3)));
  subtitle = adw_action_row_get_subtitle (g_ptr_array_index (rows, 2));
  g_assert_true (g_str_has_suffix (subtitle, "\nLicence: CC0"));
  /* The built-in sets say none of it. */
  subtitle = adw_action_row_get_subtitle (g_ptr_array_index (rows, 0));
  g_assert_null (strchr (subtitle, '\n'));
  g_object_unref (chooser);
  g_unlink (path);
  g_unlink (bare_path);
}

static void
test_reasons (void)
{
  g_autoptr(TessTileSetModel) no_start = random_model ("nostart", 5, FALSE, 2);
  g_autoptr(TessTileSetModel) big_a = random_model ("biga", 500, TRUE, 3);
  g_autoptr(TessTileSetModel) big_b = random_model ("bigb", 500, TRUE, 4);
  g_autoptr(TessTileSetModel) twin = random_model ("nostart", 3, TRUE, 5);
  g_autofree char *p_no_start = NULL;
  g_autofree char *p_a = NULL;
  g_autofree char *p_b = NULL;
  g_autofree char *p_twin = NULL;
  TessTileSetChooser *chooser;
  const char *keys_no_start[] = { NULL, NULL };
  const char *keys_big[] = { NULL, NULL, NULL };
  const char *keys_twin[] = { NULL, NULL, NULL };
  const char *keys_with_base[] = { "base", NULL, NULL };

  clear_library ();
  p_no_start = save_to_library (no_start, "a-nostart.tileset.json");
  p_a = save_to_library (big_a, "b-biga.tileset.json");
  p_b = save_to_library (big_b, "c-bigb.tileset.json");
  p_twin = save_to_library (twin, "d-twin.tileset.json");
  chooser = read_chooser (g_object_ref_sink (TESS_TILE_SET_CHOOSER (tess_tile_set_chooser_new ())));
  g_assert_cmpuint (tess_tile_set_chooser_get_n_sets (chooser), ==, 6);

  /* No start tile: with the base game it plays. */
  keys_no_start[0] = p_no_start;
  tess_tile_set_chooser_set_chosen_keys (chooser, keys_no_start);
  g_assert_false (tess_tile_set_chooser_get_can_start (chooser));
  g_assert_nonnull (strstr (tess_tile_set_chooser_get_reason (chooser), "start tile"));
  keys_with_base[1] = p_no_start;
  tess_tile_set_chooser_set_chosen_keys (chooser, keys_with_base);
  g_assert_true (tess_tile_set_chooser_get_can_start (chooser));

  /* 1,500 tiles: more than a game holds; each alone plays. */
  keys_big[0] = p_a;
  keys_big[1] = p_b;
  tess_tile_set_chooser_set_chosen_keys (chooser, keys_big);
  g_assert_false (tess_tile_set_chooser_get_can_start (chooser));
  g_assert_nonnull (strstr (tess_tile_set_chooser_get_reason (chooser), "hold 1500 tiles"));
  keys_big[1] = NULL;
  tess_tile_set_chooser_set_chosen_keys (chooser, keys_big);
  g_assert_true (tess_tile_set_chooser_get_can_start (chooser));

  /* Two sets of the same id. */
  keys_twin[0] = p_no_start;
  keys_twin[1] = p_twin;
  tess_tile_set_chooser_set_chosen_keys (chooser, keys_twin);
  g_assert_false (tess_tile_set_chooser_get_can_start (chooser));
  g_assert_nonnull (strstr (tess_tile_set_chooser_get_reason (chooser), "same id"));

  g_object_unref (chooser);
  clear_library ();
}

/* ------------------------------------------------------------ the dialog */

static void
test_remembered (void)
{
  g_autoptr(TessTileSetModel) mine = random_model ("mine", 6, TRUE, 6);
  g_autoptr(GSettings) settings = fresh_settings ();
  g_autofree char *path = NULL;
  g_auto(GStrv) saved = NULL;
  g_auto(GStrv) chosen = NULL;
  TessNewGameDialog *dialog;
  TessTileSetChooser *chooser;

  clear_library ();
  path = save_to_library (mine, "mine.tileset.json");

  /* The default: the base game alone. */
  dialog = g_object_ref_sink (tess_new_game_dialog_new (settings));
  chooser = read_chooser (tess_new_game_dialog_get_chooser (dialog));
  chosen = tess_tile_set_chooser_dup_chosen_keys (chooser);
  g_assert_cmpuint (g_strv_length (chosen), ==, 1);
  g_assert_cmpstr (chosen[0], ==, "base");

  /* The River and the library set, saved by Start's apply. */
  tess_tile_set_chooser_set_chosen (chooser, 0, FALSE);
  tess_tile_set_chooser_set_chosen (chooser, 1, TRUE);
  tess_tile_set_chooser_set_chosen (chooser, tess_tile_set_chooser_find (chooser, path), TRUE);
  tess_new_game_dialog_apply (dialog);
  saved = g_settings_get_strv (settings, "tilesets");
  g_assert_cmpuint (g_strv_length (saved), ==, 2);
  g_assert_cmpstr (saved[0], ==, "river");
  g_assert_cmpstr (saved[1], ==, path);
  g_assert_true (g_settings_get_boolean (settings, "river"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);

  /* The next dialog shows the same choice. */
  dialog = g_object_ref_sink (tess_new_game_dialog_new (settings));
  chooser = read_chooser (tess_new_game_dialog_get_chooser (dialog));
  g_clear_pointer (&chosen, g_strfreev);
  chosen = tess_tile_set_chooser_dup_chosen_keys (chooser);
  g_assert_cmpstrv (chosen, saved);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);

  /* The settings of the River switch: "river" on chooses the River. */
  g_settings_reset (settings, "tilesets");
  g_settings_set_boolean (settings, "river", TRUE);
  dialog = g_object_ref_sink (tess_new_game_dialog_new (settings));
  chooser = read_chooser (tess_new_game_dialog_get_chooser (dialog));
  g_assert_true (tess_tile_set_chooser_get_chosen (chooser, 0));
  g_assert_true (tess_tile_set_chooser_get_chosen (chooser, 1));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);

  g_settings_reset (settings, "river");
  clear_library ();
}

/* A library set chosen: the record embeds it whole, so the game loads,
 * replays and scores with the library gone. */
static void
test_record_embeds (void)
{
  g_autoptr(TessTileSetModel) mine = random_model ("mine", 6, FALSE, 7);
  g_autoptr(GSettings) settings = fresh_settings ();
  g_autofree char *path = NULL;
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessRecord) again = NULL;
  g_autoptr(TessGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  const char *keys[] = { "base", NULL, NULL };
  TessTileSetData *embedded;

  clear_library ();
  path = save_to_library (mine, "mine.tileset.json");
  keys[1] = path;
  g_settings_set_strv (settings, "tilesets", keys);
  g_settings_set_string (settings, "seed", "42");

  record = tess_new_game_dialog_record_from_settings (settings, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (record->tilesets->len, ==, 2);
  g_assert_true (((TessTileSetData *) g_ptr_array_index (record->tilesets, 0))->builtin);
  embedded = g_ptr_array_index (record->tilesets, 1);
  g_assert_false (embedded->builtin);
  g_assert_true (tess_tile_set_equal (embedded, tess_tile_set_model_get_set (mine)));
  g_assert_false (record->rules.river);

  /* Written out: "base" by id, the custom set whole. */
  data = tess_record_to_data (record, NULL);
  g_assert_nonnull (strstr (data, "\"base\""));
  g_assert_nonnull (strstr (data, "\"mine-005\""));

  /* Without the library: read back, the same record, and a game. */
  clear_library ();
  again = tess_record_load_data (data, -1, "test", &error);
  g_assert_no_error (error);
  g_assert_true (tess_record_equal (record, again));
  game = tess_game_new_from_record (again, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tess_game_get_n_types (game), ==, 24 + 6);

  /* A remembered file gone: a clear error that names it. */
  g_clear_pointer (&record, tess_record_unref);
  record = tess_new_game_dialog_record_from_settings (settings, &error);
  g_assert_null (record);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "mine.tileset.json"));
  g_clear_error (&error);

  /* The River by the old switch, and the list: the River is played. */
  g_settings_set_strv (settings, "tilesets", (const char *[]) { "base", NULL });
  g_settings_set_boolean (settings, "river", TRUE);
  record = tess_new_game_dialog_record_from_settings (settings, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (record->tilesets->len, ==, 2);
  g_assert_true (record->rules.river);
  g_settings_reset (settings, "river");
}

/* What "Open a Set…"'s response does with the file chosen. */
static void
test_open_a_set (void)
{
  g_autoptr(TessTileSetModel) mine = random_model ("elsewhere", 4, TRUE, 8);
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "elsewhere.tileset.json", NULL);
  g_autofree char *junk = g_build_filename (tess_test_ui_get_tmp_dir (), "junk.tileset.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) junk_file = g_file_new_for_path (junk);
  g_autoptr(GSettings) settings = fresh_settings ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) saved = NULL;
  TessNewGameDialog *dialog;
  TessTileSetChooser *chooser;
  guint n;

  clear_library ();
  g_assert_true (tess_tile_set_model_save (mine, file, &error));
  g_assert_true (g_file_set_contents (junk, "[1, 2, 3]", -1, NULL));

  dialog = g_object_ref_sink (tess_new_game_dialog_new (settings));
  chooser = read_chooser (tess_new_game_dialog_get_chooser (dialog));
  n = tess_tile_set_chooser_get_n_sets (chooser);
  g_assert_cmpuint (n, ==, 2);

  g_assert_true (add_file (chooser, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tess_tile_set_chooser_get_n_sets (chooser), ==, n + 1);
  g_assert_cmpstr (tess_tile_set_chooser_get_key (chooser, n), ==, path);
  g_assert_true (tess_tile_set_chooser_get_chosen (chooser, n));
  /* With what was chosen before. */
  g_assert_true (tess_tile_set_chooser_get_chosen (chooser, 0));

  /* Opened again: listed once. */
  tess_tile_set_chooser_set_chosen (chooser, n, FALSE);
  g_assert_true (add_file (chooser, file, &error));
  g_assert_cmpuint (tess_tile_set_chooser_get_n_sets (chooser), ==, n + 1);
  g_assert_true (tess_tile_set_chooser_get_chosen (chooser, n));

  /* No tile set: an error, nothing listed. */
  g_assert_false (add_file (chooser, junk_file, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpuint (tess_tile_set_chooser_get_n_sets (chooser), ==, n + 1);

  /* Remembered by its path, and listed again next time. */
  tess_new_game_dialog_apply (dialog);
  saved = g_settings_get_strv (settings, "tilesets");
  g_assert_true (g_strv_contains ((const char * const *) saved, path));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  dialog = g_object_ref_sink (tess_new_game_dialog_new (settings));
  chooser = read_chooser (tess_new_game_dialog_get_chooser (dialog));
  g_assert_cmpint (tess_tile_set_chooser_find (chooser, path), ==, 2);
  g_assert_true (tess_tile_set_chooser_get_chosen (chooser, 2));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);

  g_unlink (path);
  g_unlink (junk);
}

/* ------------------------------------------------------------ the editor */

/* Play With This Set on an unsaved set without a start tile: the dialog,
 * the set chosen with the base game; Start plays it. */
static void
test_play_with_this_set (void)
{
  g_autoptr(TessTileSetModel) model = random_model ("draft", 3, FALSE, 9);
  g_autoptr(GSettings) settings = fresh_settings ();
  g_autoptr(GPtrArray) sets = NULL;
  g_auto(GStrv) keys = NULL;
  TessEditorWindow *editor;
  TessNewGameDialog *dialog;
  TessTileSetChooser *chooser;
  GtkWindow *game_window;
  TessGame *game;

  clear_library ();
  g_assert_true (tess_tile_set_model_get_modified (model));
  editor = tess_editor_window_new (NULL, model);
  tess_test_ui_present (GTK_WINDOW (editor));
  g_assert_null (TESS_NEW_GAME_DIALOG (tess_test_ui_find_toplevel (TESS_TYPE_NEW_GAME_DIALOG, NULL)));

  gtk_widget_activate_action (GTK_WIDGET (editor), "win.play", NULL);
  tess_test_ui_flush_events ();
  dialog = TESS_NEW_GAME_DIALOG (tess_test_ui_find_toplevel (TESS_TYPE_NEW_GAME_DIALOG, NULL));
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (editor));
  chooser = read_chooser (tess_new_game_dialog_get_chooser (dialog));
  sets = tess_tile_set_chooser_dup_chosen_sets (chooser);
  g_assert_cmpuint (sets->len, ==, 2);
  g_assert_cmpstr (((TessTileSetData *) g_ptr_array_index (sets, 0))->id, ==, "base");
  g_assert_true (tess_tile_set_equal (g_ptr_array_index (sets, 1), tess_tile_set_model_get_set (model)));
  /* Unsaved: nothing to remember but the base game. */
  keys = tess_tile_set_chooser_dup_chosen_keys (chooser);
  g_assert_cmpuint (g_strv_length (keys), ==, 1);
  g_assert_true (tess_tile_set_chooser_get_can_start (chooser));

  game_window = tess_new_game_dialog_start (dialog);
  g_assert_true (TESS_IS_WINDOW (game_window));
  tess_test_ui_flush_events ();
  g_assert_null (TESS_NEW_GAME_DIALOG (tess_test_ui_find_toplevel (TESS_TYPE_NEW_GAME_DIALOG, NULL)));
  game = tess_window_get_game (TESS_WINDOW (game_window));
  g_assert_cmpint (tess_game_get_n_types (game), ==, 24 + 3);
  g_assert_cmpstr (tess_game_get_type_id (game, 24), ==, "draft-000");

  tess_game_session_set_autosave_enabled (tess_window_get_session (TESS_WINDOW (game_window)), FALSE);
  gtk_window_destroy (game_window);
  gtk_window_destroy (GTK_WINDOW (editor));
  tess_test_ui_flush_events ();
}

/* Whether an editor window of @app shows @file. */
static gboolean
editor_showing (GtkApplication *app,
                GFile          *file)
{
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (TESS_IS_EDITOR_WINDOW (l->data))
      {
        GFile *shown = tess_tile_set_model_get_file (tess_editor_window_get_model (l->data));

        if (shown != NULL && g_file_equal (shown, file))
          return TRUE;
      }
  return FALSE;
}

/* `tessera --edit` while Tessera runs: the flag travels in the platform
 * data to the running instance, whose activation opens the editor. */
static void
test_edit_forwarded (void)
{
  g_autoptr(TessApplication) local = tess_application_new ();
  g_autoptr(TessApplication) running = tess_application_new ();
  GApplicationClass *klass = G_APPLICATION_GET_CLASS (local);
  g_autoptr(GVariantDict) options = g_variant_dict_new (NULL);
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);
  g_autoptr(GVariant) data = NULL;
  g_autoptr(GVariant) plain = NULL;
  g_autoptr(TessTileSetModel) set = random_model ("named", 3, TRUE, 11);
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "my-set.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GList *toplevels;
  guint editors = 0, windows = 0;
  gboolean edit = FALSE;

  g_variant_dict_insert (options, "edit", "b", TRUE);
  g_assert_cmpint (klass->handle_local_options (G_APPLICATION (local), options), ==, -1);
  klass->add_platform_data (G_APPLICATION (local), &builder);
  data = g_variant_ref_sink (g_variant_builder_end (&builder));
  g_assert_true (g_variant_lookup (data, "tessera-edit", "b", &edit));
  g_assert_true (edit);

  g_application_set_flags (G_APPLICATION (running),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (running), NULL, NULL));
  klass->before_emit (G_APPLICATION (running), data);
  g_application_activate (G_APPLICATION (running));
  tess_test_ui_flush_events ();

  /* An activation without the flag presents the game window. */
  plain = g_variant_ref_sink (g_variant_new_array (G_VARIANT_TYPE ("{sv}"), NULL, 0));
  klass->before_emit (G_APPLICATION (running), plain);
  g_application_activate (G_APPLICATION (running));
  tess_test_ui_flush_events ();

  toplevels = gtk_application_get_windows (GTK_APPLICATION (running));
  for (GList *l = toplevels; l != NULL; l = l->next)
    {
      editors += TESS_IS_EDITOR_WINDOW (l->data);
      windows += TESS_IS_WINDOW (l->data);
    }
  g_assert_cmpuint (editors, ==, 1);
  g_assert_cmpuint (windows, ==, 1);

  /* `tessera --edit FILE`: the file goes to an editor, whatever its name. */
  g_assert_true (tess_tile_set_model_save (set, file, NULL));
  klass->before_emit (G_APPLICATION (running), data);
  g_application_open (G_APPLICATION (running), &file, 1, "");
  /* The file's kind is found, and the set read, in worker threads. */
  TESS_TEST_WAIT_UNTIL (editor_showing (GTK_APPLICATION (running), file));
  editors = 0;
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (running)); l != NULL; l = l->next)
    editors += TESS_IS_EDITOR_WINDOW (l->data);
  g_assert_cmpuint (editors, ==, 2);

  toplevels = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (running)));
  for (GList *l = toplevels; l != NULL; l = l->next)
    {
      if (TESS_IS_WINDOW (l->data))
        tess_game_session_set_autosave_enabled (tess_window_get_session (l->data), FALSE);
      gtk_window_destroy (l->data);
    }
  g_list_free (toplevels);
  tess_test_ui_flush_events ();
  g_unlink (path);
}

/* ------------------------------------------------------------ a big set */

static int
label_count (GtkLabel *label)
{
  const char *text = gtk_label_get_label (label);

  /* "×N" */
  g_assert_true (g_str_has_prefix (text, "×"));
  return atoi (text + strlen ("×"));
}

/* 500 tile types, 750 tiles: started from the New Game dialog, played a
 * few moves through the window's actions against a computer player, the
 * tiles-left panel counting right all along. */
static void
test_big_set (void)
{
  g_autoptr(TessTileSetModel) big = random_model ("big", 500, TRUE, 10);
  g_autoptr(GSettings) settings = fresh_settings ();
  g_autofree char *path = NULL;
  TessNewGameDialog *dialog;
  TessTileSetChooser *chooser;
  TessWindow *window;
  TessGame *game;
  gint64 start;
  const char *keys[] = { NULL, NULL };
  guint turn = 0;

  clear_library ();
  path = save_to_library (big, "big.tileset.json");
  keys[0] = path;
  g_settings_set_int (settings, "players", 2);
  g_settings_set_strv (settings, "player-kinds", (const char *[]) { "human", "medium", NULL });
  g_settings_set_int (settings, "ai-pace", 0);

  window = tess_test_ui_new_window (FALSE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  tess_test_ui_flush_events ();
  dialog = TESS_NEW_GAME_DIALOG (tess_test_ui_find_toplevel (TESS_TYPE_NEW_GAME_DIALOG, NULL));
  g_assert_nonnull (dialog);
  chooser = read_chooser (tess_new_game_dialog_get_chooser (dialog));
  tess_tile_set_chooser_set_chosen_keys (chooser, keys);
  g_assert_true (tess_tile_set_chooser_get_can_start (chooser));

  start = g_get_monotonic_time ();
  g_assert_true (tess_new_game_dialog_start (dialog) == GTK_WINDOW (window));
  tess_test_ui_flush_events ();
  g_test_message ("A game of 500 tile types started and shown in %.0f ms",
                  (g_get_monotonic_time () - start) / 1000.0);

  game = tess_window_get_game (window);
  g_assert_cmpint (tess_game_get_n_types (game), ==, 500);
  g_assert_cmpuint (window->side_panel->remaining_labels->len, ==, 500);

  while (turn < 8 && tess_game_get_phase (game) != TESS_GAME_PHASE_GAME_OVER)
    {
      int sum = 0;

      if (tess_game_get_current_player (game) == 0
          && tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_TILE)
        tess_test_ui_play_turn (window, turn++, 1);
      else
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      tess_test_ui_flush_events ();

      /* The panel: the count of tiles left, and each type's. */
      g_assert_cmpint (atoi (gtk_label_get_label (window->side_panel->tiles_left_label)), ==,
                       tess_game_get_tiles_left (game));
      for (guint t = 0; t < window->side_panel->remaining_labels->len; t++)
        {
          int n = label_count (g_ptr_array_index (window->side_panel->remaining_labels, t));

          g_assert_cmpint (n, ==, tess_game_get_remaining (game, t));
          g_assert_cmpint (gtk_widget_get_visible (g_ptr_array_index (window->side_panel->remaining_children, t)),
                           ==, n > 0);
          sum += n;
        }
      g_assert_cmpint (sum, <=, tess_game_get_tiles_left (game) + 1);
      g_assert_cmpint (sum, >=, tess_game_get_tiles_left (game));
    }
  g_assert_cmpuint (turn, ==, 8);
  /* The computer played between our turns. */
  g_assert_cmpuint (tess_game_get_n_moves (game), >=, 15);

  tess_test_ui_destroy_window (window);
  clear_library ();
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "tileset-chooser");

  g_test_add_func ("/tileset-chooser/list", test_list);
  g_test_add_func ("/tileset-chooser/details", test_details_shown);
  g_test_add_func ("/tileset-chooser/reasons", test_reasons);
  g_test_add_func ("/tileset-chooser/remembered", test_remembered);
  g_test_add_func ("/tileset-chooser/record-embeds", test_record_embeds);
  g_test_add_func ("/tileset-chooser/open-a-set", test_open_a_set);
  g_test_add_func ("/tileset-chooser/play-with-this-set", test_play_with_this_set);
  g_test_add_func ("/tileset-chooser/edit-forwarded", test_edit_forwarded);
  g_test_add_func ("/tileset-chooser/big-set", test_big_set);

  return tess_test_ui_run ();
}
