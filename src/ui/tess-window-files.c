/* tess-window-files.c: opening and saving games, the autosave and its offer
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Files are read in a worker thread (core's reader of records), under
 * the window's io_cancellable; the game is made from the record on the
 * main thread. Saves are written off the main thread too (core's
 * writer), as is the session's autosave after a move.
 */

#define G_LOG_DOMAIN "tess-window"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tess-autosave.h"
#include "tess-confirm-dialog.h"
#include "tess-editor-window.h"
#include "tess-file-kind.h"
#include "tess-file-write.h"
#include "tess-names.h"
#include "tess-record-salvage.h"
#include "tess-window-private.h"

/* ------------------------------------------------------------ reading */

/* What reading a record gives: the record, and when it was salvaged,
 * the damage (a bad move) that cut it short; or, for a file opened that
 * holds a tile set, no record and @tile_set. */
typedef struct
{
  TessRecord *record;
  GError     *damage;
  gboolean    tile_set;
} ReadResult;

static void
read_result_free (ReadResult *result)
{
  g_clear_pointer (&result->record, tess_record_unref);
  g_clear_error (&result->damage);
  g_free (result);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ReadResult, read_result_free)

typedef struct
{
  char     *path;
  gboolean  salvage;
} ReadJob;

static void
read_job_free (ReadJob *job)
{
  g_free (job->path);
  g_free (job);
}

/* A file opened, whatever its name says: its "format" key tells a game
 * (read up to its first bad move) from a tile set (@tile_set: the
 * editor's to read) and from what Tessera does not open here. */
static TessRecord *
read_opened (const char  *path,
             gboolean    *tile_set,
             GError     **damage,
             GError     **error)
{
  TessFileKind kind;

  if (!tess_file_kind_of_file (path, &kind, error))
    return NULL;
  switch (kind)
    {
    case TESS_FILE_KIND_GAME:
      return tess_record_salvage_file (path, damage, error);
    case TESS_FILE_KIND_TILE_SET:
      *tile_set = TRUE;
      return NULL;
    case TESS_FILE_KIND_LESSON:
    default:
      {
        g_autofree char *display = g_filename_display_name (path);

        g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_FORMAT,
                     /* Translators: %s is a file name. */
                     _("%s holds a lesson (“tessera-lesson”): Tessera opens games and tile sets, and its "
                       "lessons are in Learn to Play"),
                     display);
        return NULL;
      }
    }
}

/* Reads the record at the job's path: whole, or (salvage, a file opened)
 * up to its first bad move. */
static void
read_record_worker (GTask        *task,
                    gpointer      source_object,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  ReadJob *job = task_data;
  GError *error = NULL;
  ReadResult *result = g_new0 (ReadResult, 1);

  if (g_task_return_error_if_cancelled (task))
    {
      read_result_free (result);
      return;
    }
  if (job->salvage)
    result->record = read_opened (job->path, &result->tile_set, &result->damage, &error);
  else
    result->record = tess_record_load_file (job->path, &error);
  if (result->record == NULL && !result->tile_set)
    {
      read_result_free (result);
      g_task_return_error (task, error);
    }
  else
    g_task_return_pointer (task, result, (GDestroyNotify) read_result_free);
}

/* The read is no one's: its callback has the caller's task, which keeps
 * the window. A read cancelled early goes on in its thread without it. */
static void
read_record_async (TessWindow          *self,
                   const char          *path,
                   gboolean             salvage,
                   GAsyncReadyCallback  callback,
                   gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, self->io_cancellable, callback, user_data);
  ReadJob *job = g_new0 (ReadJob, 1);

  job->path = g_strdup (path);
  job->salvage = salvage;
  g_task_set_source_tag (task, read_record_async);
  g_task_set_name (task, "[tessera] read a record");
  g_task_set_task_data (task, job, (GDestroyNotify) read_job_free);
  /* Cancel answers at once, however long the file takes to read: the
   * worker's record, when it comes, is dropped. */
  g_task_set_return_on_cancel (task, TRUE);
  g_task_run_in_thread (task, read_record_worker);
}

/* ------------------------------------------------------------ open */

/* A file being opened, and what the window shows of it once it takes a
 * while: "Opening …", with Cancel. */
typedef struct
{
  GFile *file;
  guint  progress_id;
} OpenJob;

/* How long an open may take before the window says it is opening. */
#define OPEN_PROGRESS_DELAY_MS 500

/* The timeout of "Opening …" holds the task: it is gone by now. */
static void
open_job_free (OpenJob *job)
{
  g_assert (job->progress_id == 0);
  g_clear_object (&job->file);
  g_free (job);
}

static gboolean
show_open_progress (gpointer user_data)
{
  GTask *task = user_data;
  TessWindow *self = g_task_get_source_object (task);
  OpenJob *job = g_task_get_task_data (task);
  g_autofree char *basename = g_file_get_basename (job->file);
  g_autofree char *display = g_filename_display_name (basename);
  AdwToast *toast;

  job->progress_id = 0;
  /* Cancelled, or the window is going: its answer is on its way. */
  if (self->announcer == NULL || g_cancellable_is_cancelled (g_task_get_cancellable (task)))
    return G_SOURCE_REMOVE;
  /* Translators: shown while a big file is read; %s is its name. */
  toast = adw_toast_new_format (_("Opening %s…"), display);
  adw_toast_set_timeout (toast, 0);
  adw_toast_set_button_label (toast, _("_Cancel"));
  adw_toast_set_action_name (toast, "win.cancel-open");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.cancel-open", TRUE);
  tess_announcer_add_keyed_toast (self->announcer, "opening", toast);
  return G_SOURCE_REMOVE;
}

/* Cancel, while a file is opened: every read under way is answered at
 * once as cancelled (its thread reads on, and what it reads is dropped),
 * the window goes on with what it showed, and reads after it start
 * afresh. */
void
_tess_window_cancel_reading (TessWindow *self)
{
  if (self->io_cancellable == NULL)
    return;   /* the window is going */
  g_cancellable_cancel (self->io_cancellable);
  g_clear_object (&self->io_cancellable);
  self->io_cancellable = g_cancellable_new ();
}

static void
open_failed (TessWindow   *self,
             GFile        *file,
             const GError *error)
{
  g_autofree char *basename = g_file_get_basename (file);
  g_autofree char *body = NULL;

  /* Say which file, if the message does not. */
  if (basename != NULL && strstr (error->message, basename) == NULL)
    /* Translators: a file name, then what is wrong with it. */
    body = g_strdup_printf (_("%s: %s"), basename, error->message);
  _tess_window_show_error (self, _("Could Not Open the Game"), body ? body : error->message);
}

static void
good_part_response (AdwMessageDialog *dialog,
                    const char       *response,
                    TessWindow       *self)
{
  TessGame *game = g_object_get_data (G_OBJECT (dialog), "game");

  if (g_strcmp0 (response, "replay") == 0 || g_strcmp0 (response, "play") == 0)
    {
      guint n_moves = tess_game_get_n_moves (game);

      /* No file: Save asks where, and the damaged file stays as it is. */
      tess_window_set_game (self, game, NULL);
      if (g_strcmp0 (response, "replay") == 0)
        _tess_window_enter_replay (self, n_moves);
    }
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* A record whose move N is bad (unreadable, or against a rule): the
 * message names the move and what is wrong; the game of the N−1 moves
 * before it can be looked through in replay or played on. */
static void
offer_good_part (TessWindow   *self,
                 TessGame     *game,
                 const GError *damage)
{
  guint n_moves = tess_game_get_n_moves (game);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (n_moves == 0)
    /* Translators: %s says which move is bad and why. */
    body = g_strdup_printf (_("%s\n\nNo move before it can be kept: the game can start again from its first tile. "
                              "The file itself is not changed."),
                            damage->message);
  else
    /* Translators: %s says which move is bad and why; %u is the number of the last good move. */
    body = g_strdup_printf (_("%s\n\nEvery move before it is good: the game up to move %u can be looked through "
                              "in replay, or played on from there. The file itself is not changed."),
                            damage->message, n_moves);

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Open the Good Part of the Game?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "replay", _("_Replay"),
                                    "play", _("_Play On"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "play", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "replay");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "game", g_object_ref (game), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (good_part_response), self, 0);
  _tess_window_track_dialog (self, dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The open of @task is done, read or not: "Opening …" goes, unless a
 * later open shows it. */
static void
open_done (GTask *task)
{
  TessWindow *self = g_task_get_source_object (task);
  OpenJob *job = g_task_get_task_data (task);

  g_clear_handle_id (&job->progress_id, g_source_remove);
  if (--self->n_opening == 0 && self->announcer != NULL)
    {
      tess_announcer_dismiss_toast (self->announcer, "opening");
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.cancel-open", FALSE);
    }
}

/* The tile set the window handed over is shown in its editor, or the
 * reason it is not. */
static void
set_opened (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  open_done (task);
  if (tess_editor_open_file_finish (result, &error) != NULL)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
open_read (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  TessWindow *self = g_task_get_source_object (task);
  OpenJob *job = g_task_get_task_data (task);
  GFile *file = job->file;
  g_autoptr(ReadResult) read = NULL;
  g_autoptr(TessGame) game = NULL;
  GError *error = NULL;

  read = g_task_propagate_pointer (G_TASK (result), &error);
  /* A tile set, whatever the file's name: to an editor window. The
   * window's "Opening …" and its Cancel stay while the editor reads it. */
  if (read != NULL && read->tile_set)
    {
      GCancellable *cancellable = g_task_get_cancellable (task);

      tess_editor_open_file (gtk_window_get_application (GTK_WINDOW (self)), GTK_WINDOW (self), file,
                             cancellable, set_opened, g_steal_pointer (&task));
      return;
    }
  open_done (task);
  if (read != NULL)
    game = tess_game_new_from_record (read->record, &error);
  if (game == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        open_failed (self, file, error);
      g_task_return_error (task, error);
      return;
    }

  /* A bad move: the moves before it are offered, not refused. */
  if (read->damage != NULL)
    {
      offer_good_part (self, game, read->damage);
      g_task_return_boolean (task, TRUE);
      return;
    }

  tess_window_set_game (self, game, file);
  /* A finished game is there to be looked through. */
  if (tess_game_get_finished (game))
    _tess_window_enter_replay (self, 0);
  g_task_return_boolean (task, TRUE);
}

/**
 * tess_window_open_file:
 * @callback: (nullable): called when the game is open, or not
 *
 * Opens a record: a game in progress goes on, a finished one shows its
 * end. A tile set goes to an editor window: the file's "format" key
 * decides, never its name. A file that cannot be read is reported, and
 * nothing changes. The file is read in a worker thread; closing the
 * window cancels it, and so do Cancel (win.cancel-open) on the
 * "Opening …" shown when the read takes more than half a second, and a
 * later open (a window shows one game: the last one asked for).
 */
void
tess_window_open_file (TessWindow          *self,
                       GFile               *file,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autofree char *path = NULL;
  OpenJob *job;

  g_return_if_fail (TESS_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      g_autoptr(GError) error = g_error_new (G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                                             _("%s is not a local file."), uri);

      /* Refused at once: an open under way goes on. */
      task = g_task_new (self, NULL, callback, user_data);
      g_task_set_source_tag (task, tess_window_open_file);
      open_failed (self, file, error);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  /* One game a window: an open under way gives way to this one. */
  if (self->n_opening > 0)
    {
      _tess_window_cancel_reading (self);
      if (self->announcer != NULL)
        tess_announcer_dismiss_toast (self->announcer, "opening");
    }
  self->n_opening++;
  task = g_task_new (self, self->io_cancellable, callback, user_data);
  g_task_set_source_tag (task, tess_window_open_file);
  job = g_new0 (OpenJob, 1);
  job->file = g_object_ref (file);
  g_task_set_task_data (task, job, (GDestroyNotify) open_job_free);
  job->progress_id = g_timeout_add_full (G_PRIORITY_DEFAULT, OPEN_PROGRESS_DELAY_MS, show_open_progress,
                                         g_object_ref (task), g_object_unref);
  read_record_async (self, path, TRUE, open_read, g_steal_pointer (&task));
}

/**
 * tess_window_open_file_finish:
 *
 * Returns: %TRUE when the game was opened (or the tile set shown in an
 *   editor window); else @error says why (the
 *   player was told already)
 */
gboolean
tess_window_open_file_finish (TessWindow    *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* ------------------------------------------------------------ the autosave */

/* A failed autosave is told once, and again when it works once more
 * (the session notifies those two changes); the game goes on meanwhile,
 * and the autosave tries again. */
void
_tess_window_show_autosave_error (TessWindow *self)
{
  const GError *error = tess_game_session_get_autosave_error (self->session);
  g_autofree char *text = NULL;

  if (error != NULL)
    /* Translators: %s says what could not be written, where, and why. */
    text = g_strdup_printf (_("The game could not be kept for later: %s. The game goes on, and Tessera will try "
                              "again."), error->message);
  else
    text = g_strdup (_("The game is kept for later again."));
  tess_announcer_show_toast (self->announcer, text);
}

static void
autosave_response (AdwMessageDialog *dialog,
                   const char       *response,
                   TessWindow       *self)
{
  TessGame *game = g_object_get_data (G_OBJECT (dialog), "game");

  if (g_strcmp0 (response, "continue") == 0 && game != NULL)
    tess_window_set_game (self, game, NULL);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
offer_game (TessWindow *self,
            TessGame   *game)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autofree char *players = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  for (guint p = 0; p < tess_game_get_n_players (game); p++)
    g_ptr_array_add (names, (gpointer) tess_game_get_player_name (game, p));
  players = tess_names_join ((const char * const *) names->pdata, names->len);
  /* Translators: %s lists the players, %u is a number of moves. */
  body = g_strdup_printf (ngettext ("The game of %s was left after %u move.",
                                    "The game of %s was left after %u moves.",
                                    tess_game_get_n_moves (game)),
                          players, tess_game_get_n_moves (game));

  dialog = tess_confirm_dialog_new (GTK_WINDOW (self), _("Continue the Last Game?"), body,
                                    "new", _("_New Game"), "continue", _("_Continue"));
  g_object_set_data_full (G_OBJECT (dialog), "game", g_object_ref (game), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (autosave_response), self, 0);
  _tess_window_track_dialog (self, dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  /* What the kill test of the app reads before it answers. */
  g_debug ("Offering the game left after %u moves", tess_game_get_n_moves (game));
}

/* A damaged autosave is put aside, not lost (nor one put aside before),
 * and the player is told where; or, when it could not be moved, that it
 * is still there. */
static void
put_aside (TessWindow   *self,
           const char   *path,
           const GError *error)
{
  g_autoptr(GError) move_error = NULL;
  g_autofree char *text = NULL;
  guint n_before = 0;
  g_autofree char *aside = tess_autosave_put_aside (path, &n_before, &move_error);

  if (aside != NULL && n_before == 0)
    text = g_strdup_printf (_("%s\n\nThe file was kept as %s."), error->message, aside);
  else if (aside != NULL)
    /* Translators: a problem with the autosave, the file it was moved to,
     * and how many damaged autosaves were kept before it (beside it). */
    text = g_strdup_printf (ngettext ("%s\n\nThe file was kept as %s, beside %u damaged copy "
                                      "kept before.",
                                      "%s\n\nThe file was kept as %s, beside the %u damaged "
                                      "copies kept before.", n_before),
                            error->message, aside, n_before);
  else
    /* Translators: a problem with the autosave, then the reason it could not be moved aside. */
    text = g_strdup_printf (_("%s\n\nThe file %s could not be kept aside (%s): it is left where it is."),
                            error->message, path, move_error->message);
  g_debug ("Autosave %s put aside as %s", path, aside ? aside : "(not moved)");
  _tess_window_show_error (self, _("Could Not Continue the Last Game"), text);
}

static void
offer_read (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  TessWindow *self = g_task_get_source_object (task);
  const char *path = g_task_get_task_data (task);
  g_autoptr(ReadResult) read = NULL;
  g_autoptr(TessGame) game = NULL;
  g_autoptr(GError) error = NULL;

  read = g_task_propagate_pointer (G_TASK (result), &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  if (read != NULL)
    game = tess_game_new_from_record (read->record, &error);
  if (game == NULL)
    put_aside (self, path, error);
  else if (!tess_game_get_finished (game) && tess_game_get_n_moves (game) > 0)
    offer_game (self, game);
  g_task_return_boolean (task, TRUE);
}

/**
 * tess_window_offer_autosave:
 * @callback: (nullable): called once the offer is made, or not needed
 *
 * At start: when the last game was left unfinished, offers to go on
 * with it. A damaged autosave is put aside (not lost) and reported. The
 * autosave is read in a worker thread.
 */
void
tess_window_offer_autosave (TessWindow          *self,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  tess_window_offer_autosave_file (self, NULL, callback, user_data);
}

/**
 * tess_window_offer_autosave_file:
 * @path: (nullable): the autosave to offer, which the window's game is
 *   kept in from now on; %NULL: the window's own, or when it has none on
 *   disk, the first one no window keeps (a crash left it)
 * @callback: (nullable): called once the offer is made, or not needed
 *
 * As tess_window_offer_autosave(), for the autosave @path.
 */
void
tess_window_offer_autosave_file (TessWindow          *self,
                                 const char          *path,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  TessAutosave *autosave;
  g_autoptr(GTask) task = NULL;
  g_autofree char *own = NULL;

  g_return_if_fail (TESS_IS_WINDOW (self));

  task = g_task_new (self, self->io_cancellable, callback, user_data);
  g_task_set_source_tag (task, tess_window_offer_autosave);
  autosave = tess_game_session_get_autosave (self->session);
  own = autosave != NULL ? g_strdup (tess_autosave_get_file (autosave)) : NULL;
  if (path == NULL && own != NULL && !g_file_test (own, G_FILE_TEST_EXISTS))
    {
      g_autoptr(GPtrArray) left = tess_autosave_left_files ();

      if (left->len > 0)
        path = g_ptr_array_index (left, 0);
      /* Taken on now, so that no other window offers it too. */
      if (path != NULL)
        tess_game_session_set_autosave_file (self->session, path);
      path = tess_autosave_get_file (tess_game_session_get_autosave (self->session));
    }
  else if (path != NULL)
    tess_game_session_set_autosave_file (self->session, path);
  else
    path = own;
  if (path == NULL || !g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_task_return_boolean (task, TRUE);
      return;
    }
  g_task_set_task_data (task, g_strdup (path), g_free);
  read_record_async (self, path, FALSE, offer_read, g_steal_pointer (&task));
}

/* Whether the window asks or tells something in a dialog now. */
gboolean
tess_window_get_asking (TessWindow *self)
{
  g_return_val_if_fail (TESS_IS_WINDOW (self), FALSE);

  return self->dialog != NULL;
}

gboolean
tess_window_offer_autosave_finish (TessWindow    *self,
                                   GAsyncResult  *result,
                                   GError       **error)
{
  g_return_val_if_fail (TESS_IS_WINDOW (self), FALSE);

  return tess_file_save_finish (self, result, error);
}

/* ------------------------------------------------------------ saving */

/* The app waited for the write before it could quit. */
static void
release_app (gpointer app)
{
  if (app == NULL)
    return;
  g_application_release (app);
  g_object_unref (app);
}

static void save_file (TessWindow          *self,
                       GFile               *file,
                       TessWriteFlags       flags,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data);

static void
replace_response (AdwMessageDialog *dialog,
                  const char       *response,
                  TessWindow       *self)
{
  GFile *file = g_object_get_data (G_OBJECT (dialog), "file");

  if (g_strcmp0 (response, "replace") == 0 && file != NULL)
    save_file (self, file, TESS_WRITE_REPLACE_READ_ONLY, NULL, NULL);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* A read-only file is replaced only when the player says so, as GNOME's
 * editors ask. */
static void
ask_replace_read_only (TessWindow *self,
                       GFile      *file)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  /* Translators: %s is a file name. */
  body = g_strdup_printf (_("The file %s is read-only: its permissions say it is not to be "
                            "changed. Replace it with the game as it is now? It stays read-only."),
                          name);
  dialog = tess_confirm_dialog_new (GTK_WINDOW (self), _("Replace the Read-Only File?"), body,
                                    "cancel", _("_Cancel"), "replace", _("_Replace"));
  g_object_set_data_full (G_OBJECT (dialog), "file", g_object_ref (file), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (replace_response), self, 0);
  _tess_window_track_dialog (self, dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
save_written (gpointer      source_object,
              GFile        *file,
              const GError *error,
              gpointer      app)
{
  TessWindow *self = source_object;
  g_autofree char *basename = g_file_get_basename (file);
  g_autofree char *text = NULL;
  /* Written (or not) after the window closed: nobody to tell. */
  gboolean closed = self->io_cancellable == NULL || g_cancellable_is_cancelled (self->io_cancellable);

  if (closed)
    return;
  if (g_error_matches (error, TESS_FILE_ERROR, TESS_FILE_ERROR_READ_ONLY))
    {
      ask_replace_read_only (self, file);
      return;
    }
  if (error != NULL)
    {
      /* Translators: %s says what could not be written, where, and why. */
      g_autofree char *body = g_strdup_printf (_("%s\n\nThe file as it was before is unchanged, and the "
                                                 "game goes on."),
                                               error->message);

      _tess_window_show_error (self, _("Could Not Save the Game"), body);
      return;
    }
  tess_game_session_set_file (self->session, file);
  /* Translators: %s is a file name. */
  text = g_strdup_printf (_("Saved as %s"), basename);
  tess_announcer_show_toast (self->announcer, text);
}

/**
 * tess_window_save_file:
 * @callback: (nullable): called once the file is written, or not
 *
 * Saves the game as it is now to @file, which Save uses from then on;
 * a failure is reported and the old file stays as it was. The file is
 * written in a worker thread; the application does not quit before the
 * write is done.
 */
void
tess_window_save_file (TessWindow          *self,
                       GFile               *file,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_return_if_fail (TESS_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  save_file (self, file, TESS_WRITE_DEFAULT, callback, user_data);
}

static void
save_file (TessWindow          *self,
           GFile               *file,
           TessWriteFlags       flags,
           GAsyncReadyCallback  callback,
           gpointer             user_data)
{
  g_autoptr(GBytes) data = NULL;
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  char *text;
  gsize length = 0;

  if (app != NULL)
    {
      g_object_ref (app);
      g_application_hold (G_APPLICATION (app));
    }
  /* The game as it is now; moves played meanwhile are the next save's. */
  text = tess_record_to_data (tess_game_get_record (tess_window_get_game (self)), &length);
  data = g_bytes_new_take (text, length);
  /* Not the window's cancellable: a save asked for is written even when
   * the window closes before the writer thread gets to it. */
  tess_file_save_full_async (self, file, data, flags, NULL, save_written, app, release_app,
                             callback, user_data);
}

/**
 * tess_window_save_file_finish:
 *
 * Returns: %TRUE when the game was saved; else @error says why (the
 *   player was told already, unless the window closed first)
 */
gboolean
tess_window_save_file_finish (TessWindow    *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (TESS_IS_WINDOW (self), FALSE);

  return tess_file_save_finish (self, result, error);
}

/* ------------------------------------------------------------ the choosers */

typedef void (*ChosenFunc) (TessWindow *self,
                            GFile      *file);

static void
chooser_response (GtkNativeDialog *chooser,
                  int              response,
                  TessWindow      *self)
{
  ChosenFunc chosen = g_object_get_data (G_OBJECT (chooser), "chosen");

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      chosen (self, file);
    }
  g_object_unref (chooser);
}

/* The file chooser of Open and Save As, over the window, for games. */
static void
choose_file (TessWindow           *self,
             GtkFileChooserAction  action,
             const char           *title,
             const char           *accept,
             ChosenFunc            chosen)
{
  GtkFileChooserNative *chooser;
  GtkFileFilter *filter = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (title, GTK_WINDOW (self), action, accept, _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Tessera Games"));
  gtk_file_filter_add_pattern (filter, "*.tessera");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_object_unref (filter);
  if (action == GTK_FILE_CHOOSER_ACTION_OPEN)
    {
      /* A tile set chosen here opens in the editor. */
      filter = gtk_file_filter_new ();
      gtk_file_filter_set_name (filter, _("Tile sets"));
      gtk_file_filter_add_pattern (filter, "*.tileset.json");
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
      g_object_unref (filter);
    }
  if (action == GTK_FILE_CHOOSER_ACTION_SAVE)
    {
      if (tess_game_session_get_file (self->session) != NULL)
        gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), tess_game_session_get_file (self->session), NULL);
      else
        gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("Game.tessera"));
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_object_set_data (G_OBJECT (chooser), "chosen", chosen);
  g_signal_connect (chooser, "response", G_CALLBACK (chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* A game or a tile set, as its "format" key says (tess_window_open_file()). */
static void
open_chosen (TessWindow *self,
             GFile      *file)
{
  tess_window_open_file (self, file, NULL, NULL);
}

static void
save_chosen (TessWindow *self,
             GFile      *file)
{
  g_autofree char *path = g_file_get_path (file);

  /* The extension the filter looks for. */
  if (path != NULL && !g_str_has_suffix (path, ".tessera"))
    {
      g_autofree char *with = g_strconcat (path, ".tessera", NULL);
      g_autoptr(GFile) named = g_file_new_for_path (with);

      tess_window_save_file (self, named, NULL, NULL);
      return;
    }
  tess_window_save_file (self, file, NULL, NULL);
}

void
_tess_window_open (TessWindow *self)
{
  choose_file (self, GTK_FILE_CHOOSER_ACTION_OPEN, _("Open a Game"), _("_Open"), open_chosen);
}

void
_tess_window_save_as (TessWindow *self)
{
  choose_file (self, GTK_FILE_CHOOSER_ACTION_SAVE, _("Save the Game"), _("_Save"), save_chosen);
}

void
_tess_window_save (TessWindow *self)
{
  if (tess_game_session_get_file (self->session) == NULL)
    _tess_window_save_as (self);
  else
    tess_window_save_file (self, tess_game_session_get_file (self->session), NULL, NULL);
}

