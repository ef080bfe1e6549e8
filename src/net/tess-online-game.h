/* tess-online-game.h: one online game, its room and its stanzas (DESIGN §7)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "tess-game.h"
#include "tess-game-session.h"
#include "tess-xmpp-client.h"

G_BEGIN_DECLS

/**
 * TessOnlineGameState:
 * @TESS_ONLINE_GAME_WAITING: the room, the invitation, the players or
 *   the setup are still to come
 * @TESS_ONLINE_GAME_PLAYING: the game is set up: commits, draws and moves
 * @TESS_ONLINE_GAME_OVER: the last tile is played; the record is whole
 * @TESS_ONLINE_GAME_STOPPED: the game stopped before its end;
 *   tess_online_game_get_error() says who and what
 */
typedef enum
{
  TESS_ONLINE_GAME_WAITING,
  TESS_ONLINE_GAME_PLAYING,
  TESS_ONLINE_GAME_OVER,
  TESS_ONLINE_GAME_STOPPED,
} TessOnlineGameState;

#define TESS_TYPE_ONLINE_GAME (tess_online_game_get_type ())

G_DECLARE_FINAL_TYPE (TessOnlineGame, tess_online_game, TESS, ONLINE_GAME, GObject)

TessOnlineGame *tess_online_game_new_host     (TessXmppClient     *client,
                                               const char *const  *invites,
                                               const char *const  *computers,
                                               JsonObject         *header);
TessOnlineGame *tess_online_game_new_join     (TessXmppClient     *client,
                                               const char         *from);
TessOnlineGame *tess_online_game_new_rejoin   (TessXmppClient     *client,
                                               JsonNode           *resume,
                                               const char         *where,
                                               GError            **error);
TessOnlineGame *tess_online_game_new_peek     (TessXmppClient     *client,
                                               JsonNode           *resume,
                                               const char         *where,
                                               GError            **error);
void            tess_online_game_set_autoplay (TessOnlineGame     *self,
                                               const char         *level);
void            tess_online_game_set_simulations (TessOnlineGame  *self,
                                               int                 simulations);
void            tess_online_game_set_away_limit (TessOnlineGame   *self,
                                               guint               seconds);
void            tess_online_game_set_handover (TessOnlineGame     *self,
                                               guint               seconds,
                                               const char         *level);
void            tess_online_game_set_spectators (TessOnlineGame   *self,
                                               const char *const  *spectators);
void            tess_online_game_set_resume_file (TessOnlineGame  *self,
                                               const char         *path);
void            tess_online_game_set_resume_dir (TessOnlineGame   *self,
                                               const char         *dir);
char           *tess_online_game_dup_resume_path (TessOnlineGame  *self);
void            tess_online_game_set_ask_invitations (TessOnlineGame *self,
                                               gboolean            ask);
gboolean        tess_online_game_takes_invitation_from (TessOnlineGame *self,
                                                        const char     *from);
void            tess_online_game_accept_invitation (TessOnlineGame *self,
                                               const char         *room);
void            tess_online_game_start        (TessOnlineGame     *self);
void            tess_online_game_leave        (TessOnlineGame     *self);
void            tess_online_game_resign       (TessOnlineGame     *self);
void            tess_online_game_send_chat    (TessOnlineGame     *self,
                                               const char         *text);

TessOnlineGameState tess_online_game_get_state (TessOnlineGame    *self);
const GError   *tess_online_game_get_error    (TessOnlineGame     *self);
gboolean        tess_online_game_get_stopped_in_play (TessOnlineGame *self);
TessXmppClient *tess_online_game_get_client   (TessOnlineGame     *self);
const char     *tess_online_game_get_room     (TessOnlineGame     *self);
TessGame       *tess_online_game_get_game     (TessOnlineGame     *self);
guint           tess_online_game_get_n_seats  (TessOnlineGame     *self);
const char     *tess_online_game_get_seat     (TessOnlineGame     *self,
                                               guint               seat);
TessSeatKind   *tess_online_game_get_seat_kinds (TessOnlineGame   *self);
gboolean        tess_online_game_get_seat_present (TessOnlineGame *self,
                                               guint               seat);
gint64          tess_online_game_get_seat_away_since (TessOnlineGame *self,
                                               guint               seat);
gboolean        tess_online_game_get_waiting_draw (TessOnlineGame *self);
gboolean        tess_online_game_get_watching (TessOnlineGame     *self);
guint           tess_online_game_get_handover_after (TessOnlineGame *self);
gboolean        tess_online_game_get_seat_handed (TessOnlineGame *self,
                                               guint               seat);
int             tess_online_game_get_handover_seat (TessOnlineGame *self);
gboolean        tess_online_game_get_handed_over (TessOnlineGame *self);
guint           tess_online_game_get_foreknown (TessOnlineGame *self,
                                                guint          *seat);
void            tess_online_game_hand_over    (TessOnlineGame     *self);

JsonNode       *tess_online_game_to_record_json (TessOnlineGame   *self);
gboolean        tess_online_game_write_record (TessOnlineGame     *self,
                                               const char         *path,
                                               GError            **error);
gboolean        tess_online_game_write_resume (TessOnlineGame     *self,
                                               const char         *path,
                                               GError            **error);
gboolean        tess_online_game_get_resume_pending (TessOnlineGame *self);

/**
 * TessOnlineSaved:
 * @path: the resume file
 * @room: the game's room
 * @names: (array zero-terminated=1): the players' names, by seat
 * @me: the seat of the file's address
 * @turn: the seat to play when the file was written, or -1
 * @n_moves: the moves made then
 * @modified: when the file was written (real time, µs)
 * @problem: (nullable): why the file cannot be read, in a sentence
 *   naming it; then @room is %NULL and @names empty
 *
 * An online game this client can come back to, as its resume file
 * tells it; or a resume file that cannot be read, and why.
 */
typedef struct
{
  char   *path;
  char   *room;
  char  **names;
  int     me;
  int     turn;
  guint   n_moves;
  gint64  modified;
  char   *problem;
} TessOnlineSaved;

char           *tess_online_resume_dir        (void);
JsonNode       *tess_online_resume_read       (const char         *path,
                                               GError            **error);
GPtrArray      *tess_online_saved_list        (const char         *dir);

G_END_DECLS
