/* tess-autosave.h: the autosave of the game in play, written off the main thread
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-game.h"

G_BEGIN_DECLS

/* How long after a move the autosave waits for more moves to save with it. */
#define TESS_AUTOSAVE_DELAY_MS 300
#define TESS_AUTOSAVE_RETRY_MS 15000

#define TESS_TYPE_AUTOSAVE (tess_autosave_get_type ())

G_DECLARE_FINAL_TYPE (TessAutosave, tess_autosave, TESS, AUTOSAVE, GObject)

TessAutosave *tess_autosave_new       (const char   *filename);
const char   *tess_autosave_get_file  (TessAutosave *self);
void          tess_autosave_schedule  (TessAutosave *self,
                                       TessGame     *game);
void          tess_autosave_flush     (TessAutosave *self);
guint         tess_autosave_get_n_written (TessAutosave *self);
void          tess_autosave_set_retry_delay (TessAutosave *self,
                                             guint         ms);
void          tess_autosave_set_delay       (TessAutosave *self,
                                             guint         ms);

char         *tess_autosave_new_file  (void);
GPtrArray    *tess_autosave_left_files (void);
char         *tess_autosave_put_aside (const char  *filename,
                                       guint       *n_before,
                                       GError     **error);

G_END_DECLS
