/* tess-new-game-dialog.h: players and rules of a new game
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tess-expansions-group.h"
#include "tess-record.h"
#include "tess-tile-set-chooser.h"

G_BEGIN_DECLS

#define TESS_TYPE_NEW_GAME_DIALOG (tess_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TessNewGameDialog, tess_new_game_dialog, TESS, NEW_GAME_DIALOG, AdwWindow)

TessNewGameDialog *tess_new_game_dialog_new   (GSettings         *settings);
void               tess_new_game_dialog_apply (TessNewGameDialog *self);
TessRecord        *tess_new_game_dialog_record_from_settings (GSettings  *settings,
                                                              GError    **error);
/* The same with the tile sets read in a worker thread. */
void               tess_new_game_dialog_record_from_settings_async  (GSettings           *settings,
                                                                     GCancellable        *cancellable,
                                                                     GAsyncReadyCallback  callback,
                                                                     gpointer             user_data);
TessRecord        *tess_new_game_dialog_record_from_settings_finish (GAsyncResult        *result,
                                                                     GError             **error);
TessRecord        *tess_new_game_dialog_build_record (TessNewGameDialog  *self,
                                                      GError            **error);
TessTileSetChooser *tess_new_game_dialog_get_chooser (TessNewGameDialog *self);
TessExpansionsGroup *tess_new_game_dialog_get_expansions (TessNewGameDialog *self);
void               tess_new_game_dialog_choose_set (TessNewGameDialog *self,
                                                    TessTileSetData   *set,
                                                    GFile             *file);

/* Start: returns the game's window (a TessWindow), %NULL when the game
 * could not start. */
GtkWindow         *tess_new_game_dialog_start (TessNewGameDialog *self);

G_END_DECLS
