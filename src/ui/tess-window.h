/* tess-window.h: the game window
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tess-application.h"
#include "tess-game.h"

G_BEGIN_DECLS

#define TESS_TYPE_WINDOW (tess_window_get_type ())

G_DECLARE_FINAL_TYPE (TessWindow, tess_window, TESS, WINDOW, AdwApplicationWindow)

TessWindow *tess_window_new             (TessApplication *app);
TessGame   *tess_window_get_game        (TessWindow      *self);
void        tess_window_set_game        (TessWindow      *self,
                                         TessGame        *game,
                                         GFile           *file);
void        tess_window_open_file       (TessWindow      *self,
                                         GFile           *file,
                                         GAsyncReadyCallback callback,
                                         gpointer         user_data);
gboolean    tess_window_open_file_finish (TessWindow     *self,
                                          GAsyncResult   *result,
                                          GError        **error);
void        tess_window_open_tileset    (TessWindow      *self,
                                         GFile           *file);
gboolean    tess_window_start_game      (TessWindow      *self,
                                         GError         **error);
void        tess_window_offer_autosave  (TessWindow      *self,
                                         GAsyncReadyCallback callback,
                                         gpointer         user_data);
gboolean    tess_window_offer_autosave_finish (TessWindow     *self,
                                               GAsyncResult   *result,
                                               GError        **error);

G_END_DECLS
