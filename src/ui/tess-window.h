/* tess-window.h: the game window
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tess-application.h"
#include "tess-game-session.h"
#include "tess-online-game.h"

G_BEGIN_DECLS

#define TESS_TYPE_WINDOW (tess_window_get_type ())

G_DECLARE_FINAL_TYPE (TessWindow, tess_window, TESS, WINDOW, AdwApplicationWindow)

TessWindow *tess_window_new             (TessApplication *app);
TessGameSession *tess_window_get_session (TessWindow     *self);
void        tess_window_set_session     (TessWindow      *self,
                                         TessGameSession *session);
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
gboolean    tess_window_start_game      (TessWindow      *self,
                                         GError         **error);
gboolean    tess_window_start_record    (TessWindow      *self,
                                         TessRecord      *record,
                                         GError         **error);
void        tess_window_offer_autosave  (TessWindow      *self,
                                         GAsyncReadyCallback callback,
                                         gpointer         user_data);
gboolean    tess_window_get_asking      (TessWindow      *self);
void        tess_window_offer_autosave_file (TessWindow      *self,
                                             const char      *path,
                                             GAsyncReadyCallback callback,
                                             gpointer         user_data);
/* Learn to Play (tess-window-lessons.c). */
gboolean    tess_window_start_lesson    (TessWindow      *self,
                                         guint            index,
                                         GError         **error);
void        tess_window_stop_lessons    (TessWindow      *self);
void        tess_window_offer_lessons   (TessWindow      *self);
gboolean    tess_window_offer_autosave_finish (TessWindow     *self,
                                               GAsyncResult   *result,
                                               GError        **error);

/* Online play (tess-window-online.c). */
void            tess_window_play_online     (TessWindow        *self,
                                             TessOnlineGame    *online);
guint           tess_window_offer_online_games (TessWindow      *self);
TessOnlineGame *tess_window_host_online     (TessWindow        *self,
                                             TessXmppClient    *client,
                                             const char *const *invites,
                                             const char *const *computers,
                                             JsonObject        *header,
                                             guint              handover);
TessOnlineGame *tess_window_join_online     (TessWindow        *self,
                                             TessXmppClient    *client,
                                             const char        *from);
TessOnlineGame *tess_window_rejoin_online   (TessWindow        *self,
                                             TessXmppClient    *client,
                                             const char        *path,
                                             GError           **error);
TessOnlineGame *tess_window_get_online_game (TessWindow        *self);

/* Whether a lesson shows its answer on the board, after two wrong tries. */
gboolean tess_window_get_lesson_answer_shown (TessWindow *self);

G_END_DECLS
