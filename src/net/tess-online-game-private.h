/* tess-online-game-private.h: what the files of TessOnlineGame share
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-draw.h"
#include "tess-online-game.h"
#include "tess-payload.h"

G_BEGIN_DECLS

/* The phases of a game, in the order they come. */
typedef enum
{
  PHASE_IDLE,
  PHASE_WAIT_INVITATION,
  PHASE_CHECK_ROOM,
  PHASE_WAIT_ROOM,
  PHASE_WAIT_PLAYERS,
  PHASE_WAIT_SETUP,
  PHASE_COMMITS,
  PHASE_REVEALS,
  PHASE_MOVE,
  PHASE_OVER,
} Phase;

struct _TessOnlineGame
{
  GObject          parent_instance;

  TessXmppClient  *client;
  gboolean         host;
  char            *jid;         /* lower case, bare */
  char            *room;
  char            *nick;
  guint            nick_tries;  /* nicknames the room said were taken */
  char           **invites;     /* host: lower case */
  char           **computers;   /* host: levels */
  char           **spectators;  /* host: lower case, or NULL */
  JsonObject      *header;      /* host: rules and tile sets, or NULL */
  char            *from;        /* join: the only inviter accepted, or NULL */
  char            *rewatch;     /* a spectator's file: the room to watch again */
  gboolean         ask;         /* join: invitations wait for an answer */
  char            *level;       /* this client's seats played by the computer, or NULL */
  int              simulations;
  GHashTable      *inviters;    /* join: room -> who invited to it, the only one who may set it up */

  Phase            phase;
  TessOnlineGameState state;
  GError          *error;
  gboolean         stopped_in_play;
  GHashTable      *occupants;   /* room/nick -> bare address */
  GHashTable      *waiting;     /* invited addresses not in the room yet */
  GHashTable      *away;        /* seated addresses gone from the room -> since (real µs) */
  guint            away_limit;  /* seconds a seat may be away before the game stops; 0: no end */
  guint            away_id;
  guint            ping_id;     /* the rounds of pings (tess-online-game-away.c) */
  GHashTable      *pinging;     /* occupants asked, not answered yet */
  GHashTable      *silent;      /* addresses away because they do not answer */

  /* Coming back (tess-online-game-resume.c) */
  JsonObject      *saved;       /* the record saved here, or NULL */
  guint8          *seed;        /* this client's chain seed, saved, or NULL */
  gboolean         catching_up; /* reading the room's archive */
  char            *archive_query; /* the id of the archive query under way */
  gboolean         peeking;     /* only that: where the game is now */
  GPtrArray       *held;        /* live game stanzas held meanwhile (Held) */
  GPtrArray       *held_chat;   /* live chat lines held meanwhile, "SENDER\nBODY" */
  GHashTable      *archived_chat; /* the archive's chat lines -> how many times */
  char            *resume_file; /* kept after every move, or NULL */
  char            *resume_dir;  /* or a file named after the room there */
  gboolean         resume_busy; /* a write under way (tess-online-game-resume.c) */
  gpointer         resume_next; /* the write to do after it, or NULL */
  char            *resume_told; /* the last problem with it said, not said again */
  GQueue           invited;     /* rooms of invitations accepted while one is checked */
  gboolean         stale;       /* the room checked has a game set up already */
  gboolean         late;        /* … which this client watches: it reads the archive */
  gboolean         watching;    /* a spectator: no seat, no chain */
  GQueue           unechoed;    /* "SEQ HASH" of the stanzas sent, till the room echoes them */

  /* Stanzas nobody was due to send (tess-online-game-guard.c) */
  GHashTable      *offences;    /* address -> how many */
  GHashTable      *muted;       /* addresses ignored for the rest of the game */

  /* Handing an away player to the computer (tess-online-game-handover.c) */
  guint            handover_after;   /* seconds (the setup's); 0: never */
  char            *handover_level;
  int              handover_simulations;
  gboolean        *handed;      /* per client: its seats played by the computer */
  JsonArray       *handovers;   /* the record's: {"seat", "draw"} per seat handed over */
  gboolean         handover_pending; /* sent here, not echoed yet */
  gboolean         handover_ready;   /* this client may hand a seat over */

  /* The game */
  TessPayload     *last;
  GPtrArray       *history;     /* every game stanza applied, by seq */
  TessGame        *game;
  gulong           n_moves_id;
  guint            send_id;     /* the idle that sends a move made here */
  gboolean         applying;    /* this object plays on the game */
  gboolean         discarded;   /* the draw's tile fit nowhere: the game discarded it */
  JsonObject      *online;      /* room, seats, chain (the setup's) */
  GPtrArray       *seats;       /* address or ai:LEVEL, per seat */
  GPtrArray       *clients;     /* distinct addresses, seat order */
  guint            me;          /* my index in clients */
  guint            chain_length;
  TessDrawChain   *chain;
  guint8          *commits;     /* per client */
  guint8          *links;       /* per client: the last link revealed */
  guint            turn;        /* commits or reveals seen in this round */
  guint            draw;
  int              drawn;       /* the tile type of the current draw */
  guint            mover;       /* the seat that plays it */
  JsonArray       *reveals;     /* per draw, per seat */

  /* The computer's moves are chosen, and the moves made for a seat
   * handed over checked, in a worker thread, never on the main one
   * (tess-online-game-choice.c). */
  GCancellable    *choosing;    /* while a worker chooses */
  JsonObject      *chosen;      /* its move, for draw chosen_draw */
  guint            chosen_draw;
  guint            chosen_moves;
  GCancellable    *checking;    /* while a worker finds the move to check against */
  TessPayload     *check_payload; /* the move checked, and who sent it */
  char            *check_sender;
  JsonObject      *checked;     /* the computer's move, as the check is applied */
  GQueue           unchecked;   /* stanzas that came meanwhile (Waiting) */
  gboolean         caught_up_pending; /* the archive is read, the check not done */
};

/* tess-online-game.c */
void     _tess_online_game_set_state   (TessOnlineGame      *self,
                                        TessOnlineGameState  state);
void     _tess_online_game_fail        (TessOnlineGame      *self,
                                        const char          *message);
void     _tess_online_game_end_early   (TessOnlineGame      *self,
                                        const char          *message);
void     _tess_online_game_out_of_step (TessOnlineGame      *self,
                                        const char          *message);
void     _tess_online_game_chat        (TessOnlineGame      *self,
                                        const char          *sender,
                                        const char          *body);
void     _tess_online_game_live_chat   (TessOnlineGame      *self,
                                        const char          *sender,
                                        const char          *body);
void     _tess_online_game_seats_changed (TessOnlineGame    *self);
void     _tess_online_game_resume_failed (TessOnlineGame    *self,
                                          const char        *message);
void     _tess_online_game_moved       (TessOnlineGame      *self,
                                        const char          *sender,
                                        const char          *tile);
void     _tess_online_game_tell_ignored (TessOnlineGame     *self,
                                        const char          *message);
const char *_tess_online_game_inviter  (TessOnlineGame      *self);

/* tess-online-game-guard.c: stanzas nobody was due to send. */
gboolean _tess_online_game_is_muted    (TessOnlineGame      *self,
                                        const char          *sender);
void     _tess_online_game_ignore      (TessOnlineGame      *self,
                                        const char          *sender,
                                        gboolean             offence,
                                        const char          *message);
gboolean _tess_online_game_may_send    (TessOnlineGame      *self,
                                        TessPayloadKind      kind,
                                        const char          *sender,
                                        const char          *due,
                                        TessPayloadKind      expected,
                                        char               **problem);
gboolean _tess_online_game_not_applied (TessOnlineGame      *self,
                                        const char          *sender,
                                        gboolean             offence,
                                        const char          *problem);

/* tess-online-game-resume.c: the file a client comes back with, and
 * the room's archive read on coming back. */
void     _tess_online_game_watch_archive (TessOnlineGame    *self);
void     _tess_online_game_check_room  (TessOnlineGame      *self,
                                        const char          *room);
void     _tess_online_game_rejoin      (TessOnlineGame      *self);
void     _tess_online_game_catch_up    (TessOnlineGame      *self);
void     _tess_online_game_keep_resume (TessOnlineGame      *self);
gboolean _tess_online_game_take        (TessOnlineGame      *self,
                                        TessPayload         *payload,
                                        const char          *sender);
void     _tess_online_game_caught_up   (TessOnlineGame      *self);
JsonObject *_tess_online_resume_parts (JsonNode          *root,
                                        JsonObject        **record,
                                        JsonObject        **online);

/* tess-online-game-refusal.c: rooms that refuse, addresses that bounce. */
void     _tess_online_game_watch_refusals (TessOnlineGame   *self);

/* tess-online-game-away.c: seated players who left the room. */
gboolean _tess_online_game_has_occupant (TessOnlineGame     *self,
                                         const char         *address);
void     _tess_online_game_went_away   (TessOnlineGame      *self,
                                        const char          *address);
void     _tess_online_game_came_back   (TessOnlineGame      *self,
                                        const char          *address);
void     _tess_online_game_mark_absent (TessOnlineGame      *self);
void     _tess_online_game_watch_pings (TessOnlineGame      *self);
void     _tess_online_game_hold        (TessOnlineGame      *self,
                                        TessPayload         *payload,
                                        const char          *sender);
gboolean _tess_online_game_check_own_commit (TessOnlineGame *self,
                                        const guint8        *commit,
                                        char               **problem);

/* tess-online-game-handover.c: an away player's seats given to the computer. */
void     _tess_online_game_write_handover (TessOnlineGame   *self,
                                        JsonObject          *online);
gboolean _tess_online_game_read_handover (TessOnlineGame    *self,
                                        JsonObject          *online,
                                        const char          *sender,
                                        char               **problem);
guint    _tess_online_game_speaker     (TessOnlineGame      *self,
                                        guint                client);
guint    _tess_online_game_next_turn   (TessOnlineGame      *self,
                                        guint                from);
gboolean _tess_online_game_seat_handed (TessOnlineGame      *self,
                                        guint                seat);
gboolean _tess_online_game_seat_played_for (TessOnlineGame  *self,
                                        guint                seat);
void     _tess_online_game_sent        (TessOnlineGame      *self,
                                        TessPayload         *payload);
void     _tess_online_game_echoed      (TessOnlineGame      *self,
                                        TessPayload         *payload);
gboolean _tess_online_game_client_handed (TessOnlineGame    *self,
                                        const char          *address);
gboolean _tess_online_game_apply_handover (TessOnlineGame   *self,
                                        TessPayload         *payload,
                                        const char          *sender,
                                        char               **problem);
gboolean _tess_online_game_handover_crossed (TessOnlineGame *self,
                                        TessPayload         *payload,
                                        const char          *sender);
void     _tess_online_game_add_handovers (TessOnlineGame    *self,
                                        JsonObject          *online);
void     _tess_online_game_check_handover (TessOnlineGame   *self);

/* tess-online-game-watch.c: spectators. */
char   **_tess_online_game_members     (TessOnlineGame      *self);
void     _tess_online_game_invite_spectators (TessOnlineGame *self);
void     _tess_online_game_write_spectators (TessOnlineGame *self,
                                        JsonObject          *online);
gboolean _tess_online_game_take_spectator_seat (TessOnlineGame *self,
                                        JsonObject          *online);
gboolean _tess_online_game_setup_names_me (TessOnlineGame   *self,
                                        TessPayload         *setup);

/* tess-online-game-play.c: the game's stanzas, checked, applied, sent. */
gboolean _tess_online_game_apply       (TessOnlineGame      *self,
                                        TessPayload         *payload,
                                        const char          *sender);
void     _tess_online_game_act         (TessOnlineGame      *self);
void     _tess_online_game_send_setup  (TessOnlineGame      *self);
void     _tess_online_game_send_resign (TessOnlineGame      *self);
gboolean _tess_online_game_is_computer (const char          *seat);
guint    _tess_online_game_client_of_seat (TessOnlineGame   *self,
                                        guint                seat);
gboolean _tess_online_game_finish_draw (TessOnlineGame      *self,
                                        char               **problem);
gboolean _tess_online_game_send        (TessOnlineGame      *self,
                                        TessPayloadKind      kind,
                                        JsonObject          *object);
void     _tess_online_game_send_unapplied (TessOnlineGame   *self,
                                        TessPayloadKind      kind,
                                        JsonObject          *object);
void     _tess_online_game_watch       (TessOnlineGame      *self);
void     _tess_online_game_unwatch     (TessOnlineGame      *self);

/* tess-online-game-choice.c: the computer's moves, chosen and checked
 * in worker threads. */
gboolean _tess_online_game_take_chosen_move (TessOnlineGame *self,
                                        JsonObject         **move);
gboolean _tess_online_game_check_handed (TessOnlineGame     *self,
                                        TessPayload         *payload,
                                        const char          *sender,
                                        char               **problem);
gboolean _tess_online_game_checking    (TessOnlineGame      *self);
void     _tess_online_game_wait        (TessOnlineGame      *self,
                                        TessPayload         *payload,
                                        const char          *sender,
                                        gboolean             archived);
void     _tess_online_game_stop_choosing (TessOnlineGame    *self);

G_END_DECLS
