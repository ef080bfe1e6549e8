/* tess-tile-set-chooser.h: the tile sets of a new game
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tess-tile-set.h"

G_BEGIN_DECLS

#define TESS_TYPE_TILE_SET_CHOOSER (tess_tile_set_chooser_get_type ())

G_DECLARE_FINAL_TYPE (TessTileSetChooser, tess_tile_set_chooser, TESS, TILE_SET_CHOOSER, AdwPreferencesGroup)

/* The built-in sets, the sets of the user library (tess_tile_set_library_dir())
 * and the sets opened, each with a check button. A set is named by a key:
 * "base" or "river" for a built-in set, an absolute path for a file. */
GtkWidget  *tess_tile_set_chooser_new              (void);

guint       tess_tile_set_chooser_get_n_sets       (TessTileSetChooser  *self);
const char *tess_tile_set_chooser_get_key          (TessTileSetChooser  *self,
                                                   guint                position);
TessTileSetData *tess_tile_set_chooser_get_set     (TessTileSetChooser  *self,
                                                   guint                position);
gboolean    tess_tile_set_chooser_get_chosen       (TessTileSetChooser  *self,
                                                   guint                position);
void        tess_tile_set_chooser_set_chosen       (TessTileSetChooser  *self,
                                                   guint                position,
                                                   gboolean             chosen);
int         tess_tile_set_chooser_find             (TessTileSetChooser  *self,
                                                   const char          *key);

/* The choice by keys (a file not listed yet is read and listed; one that
 * cannot be read is left out); the keys of the chosen sets that can be
 * remembered (a set handed over unsaved has no key). */
void        tess_tile_set_chooser_set_chosen_keys  (TessTileSetChooser  *self,
                                                   const char * const  *keys);
char      **tess_tile_set_chooser_dup_chosen_keys  (TessTileSetChooser  *self);

/* The chosen sets, in the order of the list (references). */
GPtrArray  *tess_tile_set_chooser_dup_chosen_sets  (TessTileSetChooser  *self);

/* "Open a Set…": the file is read in a worker thread, then listed (once)
 * and chosen; %FALSE with @error when it is no tile set. */
void        tess_tile_set_chooser_add_file         (TessTileSetChooser  *self,
                                                   GFile               *file,
                                                   GAsyncReadyCallback  callback,
                                                   gpointer             user_data);
gboolean    tess_tile_set_chooser_add_file_finish  (TessTileSetChooser  *self,
                                                   GAsyncResult        *result,
                                                   GError             **error);

/* Play With This Set: @set alone (with the base game when it has no start
 * tile), listed under @file's path when it has one. */
void        tess_tile_set_chooser_choose_set       (TessTileSetChooser  *self,
                                                   TessTileSetData     *set,
                                                   GFile               *file);

/* Whether files of the library (or chosen last time) are still being
 * read, in a worker thread: their rows say so until they are, and a
 * choice waiting for one cannot start a game yet ("reading"). */
gboolean    tess_tile_set_chooser_get_reading      (TessTileSetChooser  *self);

/* Whether the choice can start a game; else why not, in a sentence. */
gboolean    tess_tile_set_chooser_get_can_start    (TessTileSetChooser  *self);
const char *tess_tile_set_chooser_get_reason       (TessTileSetChooser  *self);

/* A set's name as the list shows it. */
const char *tess_tile_set_chooser_title            (const TessTileSetData *set);

/* The same check on any list of sets (TESS_FILE_ERROR_RULES). */
gboolean    tess_tile_set_chooser_check_sets       (GPtrArray           *sets,
                                                   GError             **error);

/* The sets the settings name ("tilesets", and the River for "river"),
 * read, in the chooser's order: built-in first. */
GPtrArray  *tess_tile_set_chooser_load_settings    (GSettings           *settings,
                                                   GError             **error);
/* Whether they name a file (a set to read off the main thread); the same
 * read in a worker thread. */
gboolean    tess_tile_set_chooser_settings_name_files (GSettings        *settings);
void        tess_tile_set_chooser_load_settings_async (GSettings        *settings,
                                                      GCancellable     *cancellable,
                                                      GAsyncReadyCallback callback,
                                                      gpointer          user_data);
GPtrArray  *tess_tile_set_chooser_load_settings_finish (GAsyncResult    *result,
                                                       GError         **error);

G_END_DECLS
