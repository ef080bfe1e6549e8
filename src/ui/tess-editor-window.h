/* tess-editor-window.h: the tile-set editor
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tess-tile-set-model.h"

G_BEGIN_DECLS

#define TESS_TYPE_EDITOR_WINDOW (tess_editor_window_get_type ())

G_DECLARE_FINAL_TYPE (TessEditorWindow, tess_editor_window, TESS, EDITOR_WINDOW, AdwApplicationWindow)

/**
 * TessEditorWindow:
 *
 * Designs a tile set: the list of its tiles on the left, the chosen tile
 * large in the middle, its id, copies, rotations and problems on the
 * right. Its actions (win.*) are what its buttons and keys do: new-set,
 * open, save, save-as, undo, redo, play, print-sheet, add-tile,
 * duplicate-tile, delete-tile, move-tile-up, move-tile-down, palette (i),
 * toggle-shield, toggle-inn, toggle-cathedral, set-goods (i), monastery,
 * rotate-tile, select-tile (i), set-role (i).
 */

/* A window on a new, empty set (@model %NULL) or on @model. */
TessEditorWindow *tess_editor_window_new          (GtkApplication   *app,
                                                   TessTileSetModel *model);
/* Opens a `*.tileset.json` file, read in a worker thread: in @self
 * when it holds nothing (a new set without tiles or changes), else in a
 * new window; when the file cannot be opened, @self says why and no
 * window opens. The finish gives the window that shows the set. */
void              tess_editor_window_open_file        (TessEditorWindow    *self,
                                                       GFile               *file,
                                                       GAsyncReadyCallback  callback,
                                                       gpointer             user_data);
TessEditorWindow *tess_editor_window_open_file_finish (TessEditorWindow    *self,
                                                       GAsyncResult        *result,
                                                       GError             **error);
/* The same from anywhere: over @parent (nullable; an editor window opens
 * as above), a failure is a message, not an empty window. */
void              tess_editor_open_file               (GtkApplication      *app,
                                                       GtkWindow           *parent,
                                                       GFile               *file,
                                                       GCancellable        *cancellable,
                                                       GAsyncReadyCallback  callback,
                                                       gpointer             user_data);
TessEditorWindow *tess_editor_open_file_finish        (GAsyncResult        *result,
                                                       GError             **error);
/* Reopens every draft a crash left (tess_draft_list()), each in a window,
 * its unsaved changes marked. Returns: how many. */
guint             tess_editor_restore_drafts      (GtkApplication   *app);
TessTileSetModel *tess_editor_window_get_model    (TessEditorWindow *self);
/* The tile shown on the canvas, -1 when the set has none. */
int               tess_editor_window_get_selected (TessEditorWindow *self);
/* Saves to @file (the library when %NULL and the set has no file yet),
 * in a worker thread. */
void              tess_editor_window_save         (TessEditorWindow    *self,
                                                   GFile               *file,
                                                   GAsyncReadyCallback  callback,
                                                   gpointer             user_data);
gboolean          tess_editor_window_save_finish  (TessEditorWindow    *self,
                                                   GAsyncResult        *result,
                                                   GError             **error);

G_END_DECLS
