/* tess-file-write.h: writing a file off the main thread
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tess-json-private.h"

G_BEGIN_DECLS

/* Writes @data to @file in a worker thread. A local file (one with a
 * path) is written as tess_write_file() writes it: atomically and
 * durably, through a symbolic link to its target, keeping its mode. Any
 * other GFile (sftp:, smb:, ... through GVfs) is written with
 * g_file_replace_contents(), which its backend makes as safe as it can.
 * Writes run one at a time in the order asked, so that of two saves of
 * one file the later stays. Cancelled before it starts, nothing is
 * written; a local write that started runs to its end, so the file is
 * the old one or the new one, whole.
 * Errors keep their domain and code and name the file, as
 * tess_write_file()'s do. */
void     tess_file_write_async  (GFile                *file,
                                 GBytes               *data,
                                 GCancellable         *cancellable,
                                 GAsyncReadyCallback   callback,
                                 gpointer              user_data);
gboolean tess_file_write_finish (GFile                *file,
                                 GAsyncResult         *result,
                                 GError              **error);
/* The same, blocking: for worker threads. */
gboolean tess_file_write        (GFile                *file,
                                 GBytes               *data,
                                 GCancellable         *cancellable,
                                 GError              **error);
/* The same with @flags (a read-only file replaced when the person said
 * so, a private file). */
void     tess_file_write_full_async (GFile                *file,
                                     GBytes               *data,
                                     TessWriteFlags        flags,
                                     GCancellable         *cancellable,
                                     GAsyncReadyCallback   callback,
                                     gpointer              user_data);
gboolean tess_file_write_full   (GFile                *file,
                                 GBytes               *data,
                                 TessWriteFlags        flags,
                                 GCancellable         *cancellable,
                                 GError              **error);

/* As g_task_run_in_thread(), on the one writer thread (the autosave,
 * the drafts and the resume files write there, after the writes asked
 * before them). */
void     tess_file_writer_run_in_thread (GTask           *task,
                                         GTaskThreadFunc  func);

/* What a save does once its file is written or not, on the thread that
 * asked for it (its model marked saved, the person told): @error is %NULL
 * when the file was written. */
typedef void (*TessFileSavedFunc) (gpointer      source_object,
                                   GFile        *file,
                                   const GError *error,
                                   gpointer      job_data);

/* A save of @source_object (a window, a model): @data written to @file
 * as tess_file_write_async() writes it, with @cancellable; then @saved
 * called with @job_data, then @callback, which gets the outcome from
 * tess_file_save_finish(). @job_data is freed with @job_data_free once
 * the save is over. */
void     tess_file_save_async   (gpointer              source_object,
                                 GFile                *file,
                                 GBytes               *data,
                                 GCancellable         *cancellable,
                                 TessFileSavedFunc     saved,
                                 gpointer              job_data,
                                 GDestroyNotify        job_data_free,
                                 GAsyncReadyCallback   callback,
                                 gpointer              user_data);
void     tess_file_save_full_async (gpointer              source_object,
                                    GFile                *file,
                                    GBytes               *data,
                                    TessWriteFlags        flags,
                                    GCancellable         *cancellable,
                                    TessFileSavedFunc     saved,
                                    gpointer              job_data,
                                    GDestroyNotify        job_data_free,
                                    GAsyncReadyCallback   callback,
                                    gpointer              user_data);
gboolean tess_file_save_finish  (gpointer              source_object,
                                 GAsyncResult         *result,
                                 GError              **error);

G_END_DECLS
