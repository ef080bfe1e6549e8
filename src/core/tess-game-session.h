/* tess-game-session.h: a game in play, with its file, autosave and seats
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tess-ai-player.h"
#include "tess-autosave.h"
#include "tess-game.h"
#include "tess-history.h"
#include "tess-lesson.h"

G_BEGIN_DECLS

/**
 * TessSeatKind:
 * @TESS_SEAT_LOCAL: a person at this screen plays the seat
 * @TESS_SEAT_COMPUTER: the session's computer player plays it
 * @TESS_SEAT_REMOTE: played elsewhere: an online game's other players,
 *   or its computer seats, brings their moves in
 *
 * Who plays a seat of the game.
 */
typedef enum
{
  TESS_SEAT_LOCAL,
  TESS_SEAT_COMPUTER,
  TESS_SEAT_REMOTE,
} TessSeatKind;

#define TESS_TYPE_GAME_SESSION (tess_game_session_get_type ())

G_DECLARE_FINAL_TYPE (TessGameSession, tess_game_session, TESS, GAME_SESSION, GObject)

TessGameSession *tess_game_session_new          (const char      *autosave_file);

/* The game and its file. */
TessGame        *tess_game_session_get_game     (TessGameSession *self);
GFile           *tess_game_session_get_file     (TessGameSession *self);
void             tess_game_session_set_game     (TessGameSession *self,
                                                 TessGame        *game,
                                                 GFile           *file);
void             tess_game_session_set_remote_game (TessGameSession    *self,
                                                    TessGame           *game,
                                                    const TessSeatKind *seats);
gboolean         tess_game_session_get_remote   (TessGameSession *self);
void             tess_game_session_set_file     (TessGameSession *self,
                                                 GFile           *file);
TessHistory     *tess_game_session_get_history  (TessGameSession *self);

/* The seats and the computer players. */
guint            tess_game_session_get_n_seats  (TessGameSession *self);
TessSeatKind     tess_game_session_get_seat_kind (TessGameSession *self,
                                                  guint            seat);
void             tess_game_session_set_remote_seat (TessGameSession *self,
                                                    guint            seat);
gboolean         tess_game_session_turn_is_local (TessGameSession *self);
TessAiPlayer    *tess_game_session_get_ai_player (TessGameSession *self);
gboolean         tess_game_session_get_computers_held (TessGameSession *self);
gboolean         tess_game_session_hold_computers (TessGameSession *self);
void             tess_game_session_release_computers (TessGameSession *self);
gboolean         tess_game_session_get_replaying (TessGameSession *self);
void             tess_game_session_set_replaying (TessGameSession *self,
                                                  gboolean         replaying);
gboolean         tess_game_session_undo         (TessGameSession *self,
                                                 GError         **error);
gboolean         tess_game_session_redo         (TessGameSession *self,
                                                 GError         **error);

/* The autosave. */
TessAutosave    *tess_game_session_get_autosave (TessGameSession *self);
void             tess_game_session_set_autosave_file (TessGameSession *self,
                                                      const char      *autosave_file);
gboolean         tess_game_session_get_autosave_enabled (TessGameSession *self);
void             tess_game_session_set_autosave_enabled (TessGameSession *self,
                                                         gboolean         enabled);
const GError    *tess_game_session_get_autosave_error (TessGameSession *self);
void             tess_game_session_flush        (TessGameSession *self);

/* The lesson. */
TessLesson      *tess_game_session_get_lesson   (TessGameSession *self);
void             tess_game_session_start_lesson (TessGameSession *self,
                                                 TessLesson      *lesson,
                                                 TessGame        *game);
gboolean         tess_game_session_stop_lesson  (TessGameSession *self);
gboolean         tess_game_session_lesson_allows_move (TessGameSession *self);

G_END_DECLS
