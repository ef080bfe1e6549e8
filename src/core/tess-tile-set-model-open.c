/* tess-tile-set-model-open.c: a tile set opened from its file
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The file is read and parsed into plain set data, which needs no main
 * context: that part may run in a worker thread. The model is made from
 * the data where it is asked for, on the caller's thread.
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-json-private.h"
#include "tess-tile-set-model-private.h"

/* A file with no local path (another machine, through GVfs): its kind
 * and size asked first, as tess_read_file() does for a local one. */
static char *
load_remote (GFile       *file,
             const char  *display,
             gsize       *length,
             GError     **error)
{
  g_autoptr(GFileInfo) info = NULL;
  char *data = NULL;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, NULL, error);
  if (info == NULL)
    return NULL;
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_IO,
                   "%s: %s", display,
                   _("this is not a regular file (a device, a pipe or a socket), so it is not read"));
      return NULL;
    }
  if (g_file_info_get_size (info) > TESS_MAX_FILE_SIZE)
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_TOO_BIG,
                   "%s: %s", display, _("the file is too large for a game record or a tile set"));
      return NULL;
    }
  if (!g_file_load_contents (file, NULL, &data, length, NULL, error))
    return NULL;
  return data;
}

/* The set in @file, problems and all, as long as it is JSON with the
 * shape of a tile set. Safe in any thread. */
static TessTileSetData *
read_set (GFile   *file,
          GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *display = g_file_get_parse_name (file);
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  gsize length = 0;

  if (path != NULL)
    data = tess_read_file (path, &length, error);
  else
    data = load_remote (file, display, &length, error);
  if (data == NULL)
    return NULL;
  root = tess_json_parse (data, length, display, error);
  if (root == NULL)
    return NULL;
  return tess_tile_set_from_json (root, display, problems, error);
}

TessTileSetModel *
tess_tile_set_model_new_for_file (GFile   *file,
                                  GError **error)
{
  TessTileSetData *set;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  set = read_set (file, error);
  if (set == NULL)
    return NULL;
  return _tess_tile_set_model_new_taking (set, file);
}

static void
read_set_worker (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  GError *error = NULL;
  TessTileSetData *set = read_set (task_data, &error);

  if (set == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, set, (GDestroyNotify) tess_tile_set_unref);
}

/**
 * tess_tile_set_model_new_for_file_async:
 *
 * Reads and parses @file in a worker thread. Cancelling answers at once
 * with %G_IO_ERROR_CANCELLED; the thread reads on, and what it reads is
 * dropped.
 */
void
tess_tile_set_model_new_for_file_async (GFile               *file,
                                        GCancellable        *cancellable,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, tess_tile_set_model_new_for_file_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_set_return_on_cancel (task, TRUE);
  g_task_run_in_thread (task, read_set_worker);
}

/**
 * tess_tile_set_model_new_for_file_finish:
 *
 * Returns: (transfer full) (nullable): the model, made on the calling
 *   thread; else @error says why
 */
TessTileSetModel *
tess_tile_set_model_new_for_file_finish (GAsyncResult  *result,
                                         GError       **error)
{
  TessTileSetData *set;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tess_tile_set_model_new_for_file_async, NULL);

  set = g_task_propagate_pointer (G_TASK (result), error);
  if (set == NULL)
    return NULL;
  return _tess_tile_set_model_new_taking (set, g_task_get_task_data (G_TASK (result)));
}
