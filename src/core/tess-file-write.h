/* tess-file-write.h: writing a file off the main thread
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

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

G_END_DECLS
