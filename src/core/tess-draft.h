/* tess-draft.h: the unsaved state of a tile set being edited, kept on
 * disk so that a crash loses nothing
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tess-tile-set-model.h"

G_BEGIN_DECLS

/* The `format` of a draft file and the newest `version` this code reads. */
#define TESS_DRAFT_FORMAT  "tessera-draft"
#define TESS_DRAFT_VERSION 1

/* At most this long after an edit, its draft is being written. */
#define TESS_DRAFT_DELAY_MS 300

/**
 * TessDraft:
 *
 * Keeps the unsaved state of one #TessTileSetModel in a draft file, as
 * GNOME Text Editor keeps its drafts: within %TESS_DRAFT_DELAY_MS of an
 * edit (an undo, a redo) the set, and the file it belongs to, are written
 * to the draft, atomically (a temporary file renamed over it) and in a
 * worker thread, so that neither a slow disk nor a crash at any instant
 * costs more than the last moment's edits. While the model has no unsaved
 * change (new, saved, or undone back to its file), it has no draft. A
 * clean close removes it: tess_draft_discard().
 *
 * Draft files are JSON: `{ "format": "tessera-draft", "version": 1,
 * "file": URI (when the set has a file), "set": { the tile set } }`.
 */
#define TESS_TYPE_DRAFT (tess_draft_get_type ())

G_DECLARE_FINAL_TYPE (TessDraft, tess_draft, TESS, DRAFT, GObject)

/* The folder of drafts: $XDG_STATE_HOME/tessera/drafts. */
char             *tess_draft_dir      (void);

/* Keeps @model's unsaved state in the draft file @path, or in a new file
 * of tess_draft_dir() when %NULL. A modified model is written at once. */
TessDraft        *tess_draft_new      (TessTileSetModel *model,
                                       const char       *path);
const char       *tess_draft_get_path (TessDraft        *self);
/* Waits for a write under way and removes the draft: the set was closed
 * cleanly (saved, or its changes discarded). The model is no longer
 * followed. */
void              tess_draft_discard  (TessDraft        *self);
/* Writes what is pending now and waits for it (tests, quitting). */
void              tess_draft_flush    (TessDraft        *self);

/* The draft files of @dir (nullable: tess_draft_dir()), oldest first; the
 * temporary files a crash left are removed. */
GPtrArray        *tess_draft_list     (const char       *dir);
/* The set of a draft file, with its file and its unsaved changes marked
 * (modified). */
TessTileSetModel *tess_draft_load     (const char       *path,
                                       GError          **error);

G_END_DECLS
