/* tess-editor-window-files.c: the tile-set editor's files, games and
 * statistics (its printed sheets: tess-editor-window-print.c)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tess-application.h"
#include "tess-confirm-dialog.h"
#include "tess-editor-window-private.h"
#include "tess-file-write.h"
#include "tess-game.h"
#include "tess-new-game-dialog.h"
#include "tess-window.h"
#include "tess-tile-query.h"

/* ------------------------------------------------------------ files */

static void
release_app (gpointer app)
{
  /* The app waited for the write before it could quit. */
  g_application_release (app);
  g_object_unref (app);
}

static void
save_written (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  TessEditorWindow *self = g_task_get_source_object (task);
  GError *error = NULL;

  if (!tess_tile_set_model_save_finish (TESS_TILE_SET_MODEL (source), result, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  if (self->model == TESS_TILE_SET_MODEL (source))
    _tess_editor_window_update_title (self);
  g_task_return_boolean (task, TRUE);
}

/**
 * tess_editor_window_save:
 * @file: (nullable): where; %NULL: the set's file, or the library when
 *   it has none yet
 * @callback: (nullable): called once the file is written, or not
 *
 * Saves the set as it is now, in a worker thread; the application does
 * not quit before the write is done.
 */
static void save_with_flags (TessEditorWindow    *self,
                             GFile               *file,
                             guint                flags,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data);

void
tess_editor_window_save (TessEditorWindow    *self,
                         GFile               *file,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_return_if_fail (TESS_IS_EDITOR_WINDOW (self));

  save_with_flags (self, file, TESS_WRITE_DEFAULT, callback, user_data);
}

static void
save_with_flags (TessEditorWindow    *self,
                 GFile               *file,
                 guint                flags,
                 GAsyncReadyCallback  callback,
                 gpointer             user_data)
{
  g_autoptr(GFile) target = NULL;
  g_autoptr(GTask) task = NULL;
  GtkApplication *app;

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, tess_editor_window_save);
  app = gtk_window_get_application (GTK_WINDOW (self));
  if (app != NULL)
    {
      g_application_hold (G_APPLICATION (app));
      g_object_set_data_full (G_OBJECT (task), "app", g_object_ref (app), release_app);
    }
  if (file != NULL)
    target = g_object_ref (file);
  else if (tess_tile_set_model_get_file (self->model) != NULL)
    target = g_object_ref (tess_tile_set_model_get_file (self->model));
  else
    {
      const char *id = tess_tile_set_model_get_set (self->model)->id;
      g_autofree char *dir = tess_tile_set_library_dir ();
      g_autofree char *path = NULL;

      if (g_mkdir_with_parents (dir, 0755) != 0)
        {
          int saved_errno = errno;

          g_task_return_new_error (task, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                                   _("Could not make the folder of tile sets %s"), dir);
          return;
        }
      /* Never over another set of the library. */
      for (guint n = 1; path == NULL || g_file_test (path, G_FILE_TEST_EXISTS); n++)
        {
          g_autofree char *name = n == 1 ? g_strconcat (id, ".tileset.json", NULL)
                                         : g_strdup_printf ("%s-%u.tileset.json", id, n);

          g_free (path);
          path = g_build_filename (dir, name, NULL);
        }
      target = g_file_new_for_path (path);
    }
  /* The file, for the question when it is read-only. */
  g_task_set_task_data (task, g_object_ref (target), g_object_unref);
  tess_tile_set_model_save_full_async (self->model, target, flags, NULL, save_written, g_steal_pointer (&task));
}

gboolean
tess_editor_window_save_finish (TessEditorWindow  *self,
                                GAsyncResult      *result,
                                GError           **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
saved_then_close (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (source);
  g_autoptr(GError) error = NULL;

  if (tess_editor_window_save_finish (self, result, &error))
    gtk_window_destroy (GTK_WINDOW (self));
  else if (self->toasts != NULL)
    {
      self->closing = FALSE;
      _tess_editor_window_toast (self, error->message);
    }
}

void
_tess_editor_window_save_and_close (TessEditorWindow *self)
{
  /* The window stays until the set is written. */
  self->closing = TRUE;
  tess_editor_window_save (self, NULL, saved_then_close, NULL);
}

/* The files the editor opens and saves. */
GtkFileFilter *
_tess_editor_window_tileset_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Tile sets"));
  gtk_file_filter_add_pattern (filter, "*.tileset.json");
  gtk_file_filter_add_mime_type (filter, "application/x-tessera-tileset");
  return filter;
}

/* A save the player asked for: a failure is told; a window closing
 * after Save As closes once the set is saved. */
static void
saved_as (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (source);
  g_autoptr(GError) error = NULL;

  if (!tess_editor_window_save_finish (self, result, &error))
    {
      if (self->toasts != NULL)
        _tess_editor_window_toast (self, error->message);
    }
  else if (self->closing)
    gtk_window_destroy (GTK_WINDOW (self));
}

static void
on_save_as_response (GtkNativeDialog  *dialog,
                     int               response,
                     TessEditorWindow *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_object_unref (dialog);
  if (file != NULL)
    _tess_editor_window_save_as (self, file, saved_as, NULL);
}

void
_tess_editor_window_save_as (TessEditorWindow    *self,
                             GFile               *file,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  _tess_editor_window_name_copy (self, file);
  tess_editor_window_save (self, file, callback, user_data);
}

void
_tess_editor_window_name_copy (TessEditorWindow *self,
                               GFile            *file)
{
  const TessTileSetData *set = tess_tile_set_model_get_set (self->model);
  GFile *old = tess_tile_set_model_get_file (self->model);
  g_autofree char *base = NULL;
  g_autofree char *id = NULL;

  /* A set saved under another name is another set (a copy to change):
   * two sets with one id cannot be played together, so the new file's
   * name gives it its id. Its name is the designer's: kept, whatever
   * the file is called, until they change it in Set Details. */
  if (old == NULL || g_file_equal (old, file))
    return;
  base = g_file_get_basename (file);
  if (base == NULL)
    return;
  if (g_str_has_suffix (base, ".tileset.json"))
    base[strlen (base) - strlen (".tileset.json")] = '\0';
  else if (g_str_has_suffix (base, ".json"))
    base[strlen (base) - strlen (".json")] = '\0';
  id = tess_tile_set_id_from_name (base);
  if (g_strcmp0 (id, set->id) == 0)
    return;
  tess_tile_set_model_set_set_id (self->model, id, NULL);
}

void
_tess_editor_window_save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (widget);
  GtkFileChooserNative *dialog;
  g_autofree char *dir = tess_tile_set_library_dir ();
  g_autofree char *name = g_strconcat (tess_tile_set_model_get_set (self->model)->id,
                                       ".tileset.json", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GtkFileFilter) filter = NULL;

  g_mkdir_with_parents (dir, 0755);
  dialog = gtk_file_chooser_native_new (_("Save the Tile Set"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  filter = _tess_editor_window_tileset_filter ();
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), folder, NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_as_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void saved (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data);

static void
replace_response (AdwMessageDialog *dialog,
                  const char       *response,
                  TessEditorWindow *self)
{
  GFile *file = g_object_get_data (G_OBJECT (dialog), "file");

  if (g_strcmp0 (response, "replace") == 0 && file != NULL)
    save_with_flags (self, file, TESS_WRITE_REPLACE_READ_ONLY, saved, NULL);
}

/* A read-only file is replaced only when the person says so, as GNOME's
 * editors ask. */
static gboolean
ask_replace_read_only (TessEditorWindow *self,
                       GAsyncResult     *result,
                       const GError     *error)
{
  GFile *file = g_task_get_task_data (G_TASK (result));
  g_autofree char *name = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (!g_error_matches (error, TESS_FILE_ERROR, TESS_FILE_ERROR_READ_ONLY) || file == NULL
      || self->toasts == NULL)
    return FALSE;
  name = g_file_get_parse_name (file);
  /* Translators: %s is a file name. */
  body = g_strdup_printf (_("The file %s is read-only: its permissions say it is not to be "
                            "changed. Replace it with the tile set as it is now? It stays read-only."),
                          name);
  dialog = tess_confirm_dialog_new (GTK_WINDOW (self), _("Replace the Read-Only File?"), body,
                                    "cancel", _("_Cancel"), "replace", _("_Replace"));
  g_object_set_data_full (G_OBJECT (dialog), "file", g_object_ref (file), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (replace_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

static void
saved (GObject      *source,
       GAsyncResult *result,
       gpointer      user_data)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (source);
  g_autoptr(GError) error = NULL;
  gboolean done = tess_editor_window_save_finish (self, result, &error);

  /* Written after the window closed: nobody to tell. */
  if (self->toasts == NULL)
    return;
  if (!done && ask_replace_read_only (self, result, error))
    return;
  _tess_editor_window_toast (self, done ? _("Tile set saved") : error->message);
}

void
_tess_editor_window_save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  tess_editor_window_save (TESS_EDITOR_WINDOW (widget), NULL, saved, NULL);
}

void
_tess_editor_window_new_set_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (widget);
  TessEditorWindow *other = tess_editor_window_new (gtk_window_get_application (GTK_WINDOW (self)), NULL);

  gtk_window_present (GTK_WINDOW (other));
}

/* ------------------------------------------------------------ play */

/* Play With This Set: the New Game dialog, with this set chosen as it is
 * now (saved or not), with the base game when it has no start tile. */
void
_tess_editor_window_play_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *param)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (widget);
  const TessTileSetData *set = tess_tile_set_model_get_set (self->model);
  TessProblemList *problems = tess_tile_set_model_get_problems (self->model);
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  g_autoptr(TessTileSetData) copy = tess_tile_set_copy (set);
  g_autoptr(GSettings) settings = NULL;
  TessNewGameDialog *dialog;
  GFile *file = NULL;

  if (tess_problem_list_get_n_errors (problems) > 0)
    {
      _tess_editor_window_toast (self, _("Fix the problems of the set first"));
      gtk_menu_button_popup (self->problems_button);
      return;
    }
  /* The file's path names the set in the dialog (and is remembered) only
   * when the file holds the set as it is. */
  if (!tess_tile_set_model_get_modified (self->model))
    file = tess_tile_set_model_get_file (self->model);
  settings = TESS_IS_APPLICATION (app) ? g_object_ref (tess_application_get_settings (TESS_APPLICATION (app)))
                                       : g_settings_new (APP_ID);
  dialog = tess_new_game_dialog_new (settings);
  tess_new_game_dialog_choose_set (dialog, copy, file);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (self));
  gtk_window_present (GTK_WINDOW (dialog));
}
