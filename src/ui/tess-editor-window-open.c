/* tess-editor-window-open.c: tile sets opened in the editor, from the
 * Open dialog, the command line, the game window, or a crash's drafts
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A file is read and parsed in a worker thread
 * (tess_tile_set_model_new_for_file_async()). An open that takes longer
 * than half a second says "Opening …" in the window that asked, with
 * Cancel; each open has its own, so two opens at once are cancelled one
 * by one. Closing the window cancels what it was opening.
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-accessible.h"
#include "tess-editor-window-private.h"

/* How long an open may take before the window says it is opening. */
#define OPEN_PROGRESS_DELAY_MS 500

/* A file an editor window is opening. */
typedef struct
{
  GWeakRef      window;        /* the task does not hold it: closing it cancels */
  guint         id;            /* the target of win.cancel-open */
  GFile        *file;
  GCancellable *cancellable;
  guint         progress_id;   /* the timeout of "Opening …" */
  AdwToast     *toast;         /* "Opening …", once shown */
} EditorOpen;

static void
editor_open_free (EditorOpen *job)
{
  g_assert (job->progress_id == 0);
  g_weak_ref_clear (&job->window);
  g_clear_object (&job->file);
  g_clear_object (&job->cancellable);
  g_clear_object (&job->toast);
  g_free (job);
}

/* A window that holds nothing yet: a new set without tiles, changes or
 * file, which an opened set may take over. */
static gboolean
holds_nothing (TessEditorWindow *self)
{
  return tess_tile_set_model_get_file (self->model) == NULL
         && !tess_tile_set_model_get_modified (self->model)
         && g_list_model_get_n_items (G_LIST_MODEL (self->model)) == 0;
}

/* A set whose file says what Tessera cannot show says so when it opens:
 * it is kept as written, and listed with the problems. */
void
_tess_editor_window_tell_unreadable (TessEditorWindow *self)
{
  GListModel *problems = G_LIST_MODEL (tess_tile_set_model_get_problems (self->model));
  g_autofree char *text = NULL;
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (problems); i++)
    {
      g_autoptr(TessTileSetProblem) problem = g_list_model_get_item (problems, i);

      n += tess_tile_set_problem_get_kind (problem) == TESS_PROBLEM_UNREADABLE;
    }
  if (n == 0)
    return;
  text = g_strdup_printf (ngettext ("%u thing in this file cannot be shown or played: "
                                    "it is kept as written, and listed with the problems",
                                    "%u things in this file cannot be shown or played: "
                                    "they are kept as written, and listed with the problems",
                                    n), n);
  _tess_editor_window_toast (self, text);
}

/* A file that could not be opened, said over @parent (or alone): a
 * message that stays until it is read, that the file was not opened,
 * and the reader's words, which say where and what to fix. The body is
 * text, never markup. */
static void
tell_not_opened (GtkWindow      *parent,
                 GtkApplication *app,
                 GFile          *file,
                 const GError   *error)
{
  g_autofree char *basename = g_file_get_basename (file);
  g_autofree char *name = basename != NULL ? g_filename_display_name (basename)
                                           : g_file_get_parse_name (file);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (g_error_matches (error, TESS_FILE_ERROR, TESS_FILE_ERROR_PARSE))
    /* Translators: %s is a file's name, then why it could not be read,
     * which says where (line and column) and what to fix */
    body = g_strdup_printf (_("“%s” was not opened. Correct it in a text editor, then open it "
                              "again:\n\n%s"), name, error->message);
  else
    /* Translators: %s is a file's name, then why it could not be read */
    body = g_strdup_printf (_("“%s” was not opened:\n\n%s"), name, error->message);
  dialog = adw_message_dialog_new (parent, _("Could Not Open the Tile Set"), NULL);
  gtk_widget_set_name (dialog, "not-opened-dialog");
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  if (app != NULL)
    gtk_window_set_application (GTK_WINDOW (dialog), app);
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
show_open_progress (gpointer user_data)
{
  GTask *task = user_data;
  EditorOpen *job = g_task_get_task_data (task);
  g_autoptr(TessEditorWindow) self = g_weak_ref_get (&job->window);
  g_autofree char *basename = g_file_get_basename (job->file);
  g_autofree char *display = g_filename_display_name (basename);
  g_autofree char *title = NULL;
  g_autofree char *markup = NULL;

  job->progress_id = 0;
  /* Cancelled, or the window is going: its answer is on its way. */
  if (self == NULL || self->opening == NULL || g_cancellable_is_cancelled (job->cancellable))
    return G_SOURCE_REMOVE;
  /* Translators: shown while a big file is read; %s is its name. */
  title = g_strdup_printf (_("Opening %s…"), display);
  /* A toast's title is markup; the name is the file's. */
  markup = g_markup_escape_text (title, -1);
  job->toast = adw_toast_new (markup);
  adw_toast_set_timeout (job->toast, 0);
  adw_toast_set_button_label (job->toast, _("_Cancel"));
  adw_toast_set_action_name (job->toast, "win.cancel-open");
  adw_toast_set_action_target_value (job->toast, g_variant_new_uint32 (job->id));
  adw_toast_overlay_add_toast (self->toasts, g_object_ref (job->toast));
  tess_accessible_name_buttons (GTK_WIDGET (self->toasts));
  _tess_editor_window_announce (self, title);
  return G_SOURCE_REMOVE;
}

/* Cancel on "Opening …": that open is answered at once as cancelled;
 * its thread reads on, and what it reads is dropped. */
void
_tess_editor_window_cancel_open_action (GtkWidget  *widget,
                                        const char *action_name,
                                        GVariant   *param)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (widget);
  guint id = g_variant_get_uint32 (param);

  for (guint i = 0; self->opening != NULL && i < self->opening->len; i++)
    {
      EditorOpen *job = g_task_get_task_data (g_ptr_array_index (self->opening, i));

      if (job->id == id)
        g_cancellable_cancel (job->cancellable);
    }
}

/* The window is going: every open it asked for is cancelled. */
void
_tess_editor_window_cancel_opens (TessEditorWindow *self)
{
  g_autoptr(GPtrArray) opening = g_steal_pointer (&self->opening);

  for (guint i = 0; opening != NULL && i < opening->len; i++)
    {
      EditorOpen *job = g_task_get_task_data (g_ptr_array_index (opening, i));

      g_cancellable_cancel (job->cancellable);
    }
}

static void
model_read (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  EditorOpen *job = g_task_get_task_data (task);
  g_autoptr(TessEditorWindow) self = g_weak_ref_get (&job->window);
  g_autoptr(TessTileSetModel) model = NULL;
  TessEditorWindow *window;
  GError *error = NULL;

  model = tess_tile_set_model_new_for_file_finish (result, &error);
  /* Read (or not): "Opening …" goes. */
  g_clear_handle_id (&job->progress_id, g_source_remove);
  if (job->toast != NULL)
    adw_toast_dismiss (job->toast);
  if (self == NULL || self->opening == NULL)
    {
      /* The window closed meanwhile: nothing is shown. */
      g_clear_object (&model);
      g_clear_error (&error);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The window closed");
      return;
    }
  g_ptr_array_remove (self->opening, task);
  /* "Opening …" is over; what came of it is said below, or shows. */
  if (job->toast != NULL)
    gtk_label_set_label (self->status_label, "");
  if (model == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        tell_not_opened (GTK_WINDOW (self), gtk_window_get_application (GTK_WINDOW (self)),
                         job->file, error);
      g_task_return_error (task, error);
      return;
    }
  if (holds_nothing (self))
    {
      window = self;
      _tess_editor_window_set_model (self, model);
    }
  else
    {
      window = tess_editor_window_new (gtk_window_get_application (GTK_WINDOW (self)), model);
      gtk_window_present (GTK_WINDOW (window));
    }
  _tess_editor_window_tell_unreadable (window);
  g_task_return_pointer (task, window, NULL);
}

/**
 * tess_editor_window_open_file:
 * @callback: (nullable): called once the set is shown, or not
 *
 * Opens a `*.tileset.json` file in @self when it holds nothing (a new
 * set without tiles or changes), else in a new window. The file is read
 * in a worker thread; past half a second the window says "Opening …",
 * with Cancel. When the file cannot be opened, @self says why and no
 * window opens.
 */
void
tess_editor_window_open_file (TessEditorWindow    *self,
                              GFile               *file,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  EditorOpen *job;

  g_return_if_fail (TESS_IS_EDITOR_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  job = g_new0 (EditorOpen, 1);
  job->id = ++self->last_open_id;
  job->file = g_object_ref (file);
  job->cancellable = g_cancellable_new ();
  g_weak_ref_init (&job->window, self);
  task = g_task_new (NULL, job->cancellable, callback, user_data);
  g_task_set_source_tag (task, tess_editor_window_open_file);
  g_task_set_task_data (task, job, (GDestroyNotify) editor_open_free);
  if (self->opening == NULL)
    {
      /* Closed already: nothing is opened. */
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The window closed");
      return;
    }
  g_ptr_array_add (self->opening, task);
  job->progress_id = g_timeout_add_full (G_PRIORITY_DEFAULT, OPEN_PROGRESS_DELAY_MS, show_open_progress,
                                         g_object_ref (task), g_object_unref);
  tess_tile_set_model_new_for_file_async (file, job->cancellable, model_read, g_steal_pointer (&task));
}

/**
 * tess_editor_window_open_file_finish:
 *
 * Returns: (transfer none) (nullable): the window that shows the set;
 *   else @error says why (the window told it already)
 */
TessEditorWindow *
tess_editor_window_open_file_finish (TessEditorWindow  *self,
                                     GAsyncResult      *result,
                                     GError           **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tess_editor_window_open_file, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* An open from outside an editor: the application, and the window that
 * asked (gone, maybe, by the time the set is read). */
typedef struct
{
  GtkApplication *app;
  GWeakRef        parent;
  GFile          *file;
} AppOpen;

static void
app_open_free (AppOpen *job)
{
  if (job->app != NULL)
    {
      /* The app waited for the read before it could quit. */
      g_application_release (G_APPLICATION (job->app));
      g_object_unref (job->app);
    }
  g_weak_ref_clear (&job->parent);
  g_clear_object (&job->file);
  g_free (job);
}

static void
app_model_read (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  AppOpen *job = g_task_get_task_data (task);
  g_autoptr(GtkWindow) parent = g_weak_ref_get (&job->parent);
  g_autoptr(TessTileSetModel) model = NULL;
  TessEditorWindow *window;
  GError *error = NULL;

  model = tess_tile_set_model_new_for_file_finish (result, &error);
  /* Cancelled where it was asked for: nothing to show. */
  if (model == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_task_return_error (task, error);
      return;
    }
  /* A window closed meanwhile is not one to stand over. */
  if (parent != NULL && !gtk_widget_get_mapped (GTK_WIDGET (parent)))
    g_clear_object (&parent);
  if (model != NULL)
    {
      window = tess_editor_window_new (job->app, model);
      gtk_window_present (GTK_WINDOW (window));
      _tess_editor_window_tell_unreadable (window);
      g_task_return_pointer (task, window, NULL);
      return;
    }
  /* No window of a set that is not there: the reason, over the window
   * that asked or alone. */
  tell_not_opened (parent, job->app, job->file, error);
  g_task_return_error (task, error);
}

/**
 * tess_editor_open_file:
 * @app: (nullable): the application, kept running until the set is read
 * @parent: (nullable): the window that asked
 * @cancellable: (nullable): cancels the read, outside an editor window
 *   (which cancels its own)
 * @callback: (nullable): called once the set is shown, or not
 *
 * The same as tess_editor_window_open_file() from anywhere: over an
 * editor window, there; else in a new window, and a failure is a
 * message over @parent, not an empty window.
 */
void
tess_editor_open_file (GtkApplication      *app,
                       GtkWindow           *parent,
                       GFile               *file,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  AppOpen *job;

  g_return_if_fail (app == NULL || GTK_IS_APPLICATION (app));
  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (G_IS_FILE (file));

  if (TESS_IS_EDITOR_WINDOW (parent))
    {
      tess_editor_window_open_file (TESS_EDITOR_WINDOW (parent), file, callback, user_data);
      return;
    }
  job = g_new0 (AppOpen, 1);
  if (app != NULL)
    {
      job->app = g_object_ref (app);
      g_application_hold (G_APPLICATION (app));
    }
  g_weak_ref_init (&job->parent, parent);
  job->file = g_object_ref (file);
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, tess_editor_open_file);
  g_task_set_task_data (task, job, (GDestroyNotify) app_open_free);
  tess_tile_set_model_new_for_file_async (file, cancellable, app_model_read, g_steal_pointer (&task));
}

/**
 * tess_editor_open_file_finish:
 *
 * Returns: (transfer none) (nullable): the window that shows the set;
 *   else @error says why (the player was told already)
 */
TessEditorWindow *
tess_editor_open_file_finish (GAsyncResult  *result,
                              GError       **error)
{
  /* Over an editor window, the open was that window's. */
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tess_editor_open_file
                        || g_task_get_source_tag (G_TASK (result)) == tess_editor_window_open_file, NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

guint
tess_editor_restore_drafts (GtkApplication *app)
{
  g_autoptr(GPtrArray) drafts = tess_draft_list (NULL);
  guint n = 0;

  for (guint i = 0; i < drafts->len; i++)
    {
      const char *path = g_ptr_array_index (drafts, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(TessTileSetModel) model = tess_draft_load (path, &error);
      TessEditorWindow *window;

      /* A draft that cannot be read stays where it is: nothing is lost. */
      if (model == NULL)
        {
          g_message ("Could not restore the draft %s: %s", path, error->message);
          continue;
        }
      window = tess_editor_window_new (app, model);
      /* It goes on in the same draft file. */
      tess_draft_discard (window->draft);
      g_object_unref (window->draft);
      window->draft = tess_draft_new (model, path);
      gtk_window_present (GTK_WINDOW (window));
      _tess_editor_window_show_recovered (window);
      n++;
    }
  return n;
}

/* ------------------------------------------------------------ recovered */

void
_tess_editor_window_show_recovered (TessEditorWindow *self)
{
  const TessTileSetData *set = tess_tile_set_model_get_set (self->model);
  g_autofree char *text = NULL;

  /* Translators: a banner over the editor after a crash; %s is the set's name */
  text = g_strdup_printf (_("Recovered unsaved changes to %s"),
                          set->name != NULL && *set->name ? set->name : set->id);
  gtk_label_set_text (self->recovered_label, text);
  gtk_revealer_set_reveal_child (self->recovered_revealer, TRUE);
  _tess_editor_window_announce (self, text);
}

static void
file_reread (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(TessEditorWindow) self = user_data;
  g_autoptr(TessTileSetModel) model = NULL;
  g_autoptr(GError) error = NULL;

  model = tess_tile_set_model_new_for_file_finish (result, &error);
  if (self->opening == NULL)
    return;   /* the window closed meanwhile */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.discard-recovered", TRUE);
  if (model == NULL)
    {
      /* The changes stay, and so does the banner: nothing is lost. */
      tell_not_opened (GTK_WINDOW (self), gtk_window_get_application (GTK_WINDOW (self)),
                       tess_tile_set_model_get_file (self->model), error);
      return;
    }
  /* The set as its file has it; the draft of the changes goes with the
   * old model (_tess_editor_window_set_model()). */
  _tess_editor_window_set_model (self, model);
  gtk_revealer_set_reveal_child (self->recovered_revealer, FALSE);
  _tess_editor_window_announce (self, _("The recovered changes were discarded"));
}

void
_tess_editor_window_recovered_action (GtkWidget  *widget,
                                      const char *action_name,
                                      GVariant   *param)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (widget);
  GFile *file = tess_tile_set_model_get_file (self->model);

  if (g_str_equal (action_name, "win.keep-recovered"))
    {
      gtk_revealer_set_reveal_child (self->recovered_revealer, FALSE);
      gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
      return;
    }
  /* A set that never had a file was only its changes: it goes, without
   * the question of unsaved changes (this was the answer). */
  if (file == NULL)
    {
      self->closing = TRUE;
      gtk_window_close (GTK_WINDOW (self));
      return;
    }
  gtk_widget_action_set_enabled (widget, "win.discard-recovered", FALSE);
  tess_tile_set_model_new_for_file_async (file, NULL, file_reread, g_object_ref (self));
}

static void
on_open_response (GtkNativeDialog  *dialog,
                  int               response,
                  TessEditorWindow *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_object_unref (dialog);
  if (file != NULL)
    tess_editor_window_open_file (self, file, NULL, NULL);
}

void
_tess_editor_window_open_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *param)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (widget);
  GtkFileChooserNative *dialog;
  g_autofree char *dir = tess_tile_set_library_dir ();
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GtkFileFilter) filter = NULL;

  dialog = gtk_file_chooser_native_new (_("Open a Tile Set"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  filter = _tess_editor_window_tileset_filter ();
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  if (g_file_test (dir, G_FILE_TEST_IS_DIR))
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), folder, NULL);
  g_signal_connect (dialog, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}
