/* tess-file-write.c: writing a file off the main thread
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every save of the app (a game, a tile set, the library) goes through
 * here, so that the main loop never waits for a disk, and a file on a
 * remote folder is written as well as a local one.
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-file-write.h"
#include "tess-json-private.h"

/* Why a write through GIO failed, in the words tess_write_file() uses;
 * NULL when GIO's own message says it best. */
static const char *
gio_failure_reason (const GError *error)
{
  if (error->domain != G_IO_ERROR)
    return NULL;
  switch (error->code)
    {
    case G_IO_ERROR_NO_SPACE:
      return _("the disk is full");
    case G_IO_ERROR_READ_ONLY:
      return _("the disk or folder can only be read");
    case G_IO_ERROR_PERMISSION_DENIED:
      return _("you may not write in that folder");
    case G_IO_ERROR_NOT_FOUND:
      return _("the folder does not exist");
    default:
      return NULL;
    }
}

static gboolean
write_remote (GFile         *file,
              GBytes        *data,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *display = NULL;
  const char *reason;
  gsize length;
  const char *bytes = g_bytes_get_data (data, &length);

  /* No backup, and the file's attributes kept (G_FILE_CREATE_NONE): the
   * backend replaces the file as a whole where it can. */
  if (g_file_replace_contents (file, bytes, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL,
                               cancellable, &local))
    return TRUE;
  if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  display = g_file_get_parse_name (file);
  g_debug ("Saving %s failed: %s", display, local->message);
  reason = gio_failure_reason (local);
  g_set_error (error, local->domain, local->code,
               /* Translators: the first %s is a file name, the second says why
                * ("the disk is full") */
               _("Could not save “%s”: %s"), display, reason ? reason : local->message);
  return FALSE;
}

gboolean
tess_file_write (GFile         *file,
                 GBytes        *data,
                 GCancellable  *cancellable,
                 GError       **error)
{
  return tess_file_write_full (file, data, TESS_WRITE_DEFAULT, cancellable, error);
}

gboolean
tess_file_write_full (GFile           *file,
                      GBytes          *data,
                      TessWriteFlags   flags,
                      GCancellable    *cancellable,
                      GError         **error)
{
  g_autofree char *path = NULL;
  gsize length;
  const char *bytes;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (data != NULL, FALSE);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  path = g_file_get_path (file);
  if (path == NULL)
    return write_remote (file, data, cancellable, error);
  /* Once begun, a local save is not cut short: it is done in well under
   * a second, and then the file is whole, old or new. */
  bytes = g_bytes_get_data (data, &length);
  return tess_write_file_full (path, bytes, length, flags, error);
}

typedef struct
{
  GBytes         *data;
  TessWriteFlags  flags;
} WriteJob;

static void
write_job_free (gpointer data)
{
  WriteJob *job = data;

  g_bytes_unref (job->data);
  g_free (job);
}

/* One writer thread for the whole program: writes run one at a time, in
 * the order they were asked for, so that of two saves of one file the
 * later one is what stays. */
/* What the writer thread runs: a write of its own (@func %NULL), or the
 * work of a task handed over by tess_file_writer_run_in_thread(). */
typedef struct
{
  GTask           *task;
  GTaskThreadFunc  func;
} WriterJob;

static void
write_one (gpointer data,
           gpointer user_data)
{
  WriterJob *writer_job = data;
  g_autoptr(GTask) task = writer_job->task;
  GTaskThreadFunc func = writer_job->func;
  WriteJob *job;
  GError *error = NULL;

  g_free (writer_job);
  if (func != NULL)
    {
      func (task, g_task_get_source_object (task), g_task_get_task_data (task),
            g_task_get_cancellable (task));
      return;
    }
  job = g_task_get_task_data (task);

  if (tess_file_write_full (g_task_get_source_object (task), job->data, job->flags,
                            g_task_get_cancellable (task), &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static GThreadPool *
writer (void)
{
  static GThreadPool *pool;

  if (g_once_init_enter (&pool))
    g_once_init_leave (&pool, g_thread_pool_new (write_one, NULL, 1, FALSE, NULL));
  return pool;
}

static void
push (GTask           *task,
      GTaskThreadFunc  func)
{
  WriterJob *job = g_new0 (WriterJob, 1);

  job->task = task;
  job->func = func;
  g_thread_pool_push (writer (), job, NULL);
}

/**
 * tess_file_writer_run_in_thread:
 * @task: a task, whose reference the writer takes
 * @func: what the writer thread runs for it
 *
 * As g_task_run_in_thread(), on the one writer thread of the program,
 * after the writes asked before: the autosave, the drafts and the online
 * resume files write there, as every save does, one file at a time.
 */
void
tess_file_writer_run_in_thread (GTask           *task,
                                GTaskThreadFunc  func)
{
  g_return_if_fail (G_IS_TASK (task));
  g_return_if_fail (func != NULL);

  push (g_object_ref (task), func);
}

void
tess_file_write_async (GFile               *file,
                       GBytes              *data,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  tess_file_write_full_async (file, data, TESS_WRITE_DEFAULT, cancellable, callback, user_data);
}

void
tess_file_write_full_async (GFile               *file,
                            GBytes              *data,
                            TessWriteFlags       flags,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  GTask *task;
  WriteJob *job;

  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (data != NULL);

  task = g_task_new (file, cancellable, callback, user_data);
  g_task_set_source_tag (task, tess_file_write_async);
  g_task_set_name (task, "[tessera] write a file");
  /* A write that finished is told as done, even when the cancellable
   * was cancelled meanwhile (the window closed): the file is written. */
  g_task_set_check_cancellable (task, FALSE);
  job = g_new0 (WriteJob, 1);
  job->data = g_bytes_ref (data);
  job->flags = flags;
  g_task_set_task_data (task, job, write_job_free);
  push (task, NULL);
}

gboolean
tess_file_write_finish (GFile         *file,
                        GAsyncResult  *result,
                        GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, file), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* ------------------------------------------------------------ a save */

typedef struct
{
  GFile             *file;
  TessFileSavedFunc  saved;
  gpointer           data;
  GDestroyNotify     data_free;
} SaveJob;

static void
save_job_free (SaveJob *job)
{
  if (job->data_free != NULL)
    job->data_free (job->data);
  g_clear_object (&job->file);
  g_free (job);
}

static void
save_written (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SaveJob *job = g_task_get_task_data (task);
  GError *error = NULL;

  tess_file_write_finish (G_FILE (source), result, &error);
  if (job->saved != NULL)
    job->saved (g_task_get_source_object (task), job->file, error, job->data);
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

void
tess_file_save_async (gpointer             source_object,
                      GFile               *file,
                      GBytes              *data,
                      GCancellable        *cancellable,
                      TessFileSavedFunc    saved,
                      gpointer             job_data,
                      GDestroyNotify       job_data_free,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  tess_file_save_full_async (source_object, file, data, TESS_WRITE_DEFAULT, cancellable, saved,
                             job_data, job_data_free, callback, user_data);
}

void
tess_file_save_full_async (gpointer             source_object,
                           GFile               *file,
                           GBytes              *data,
                           TessWriteFlags       flags,
                           GCancellable        *cancellable,
                           TessFileSavedFunc    saved,
                           gpointer             job_data,
                           GDestroyNotify       job_data_free,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  GTask *task;
  SaveJob *job;

  g_return_if_fail (G_IS_OBJECT (source_object));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (data != NULL);

  task = g_task_new (source_object, cancellable, callback, user_data);
  g_task_set_source_tag (task, tess_file_save_async);
  /* As for the write: a file written is a save done. */
  g_task_set_check_cancellable (task, FALSE);
  job = g_new0 (SaveJob, 1);
  job->file = g_object_ref (file);
  job->saved = saved;
  job->data = job_data;
  job->data_free = job_data_free;
  g_task_set_task_data (task, job, (GDestroyNotify) save_job_free);
  tess_file_write_full_async (file, data, flags, cancellable, save_written, task);
}

gboolean
tess_file_save_finish (gpointer       source_object,
                       GAsyncResult  *result,
                       GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, source_object), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
