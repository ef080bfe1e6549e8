/* tess-cli-online-private.h: what the files of tessera-cli online share
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-cli-protocol.h"
#include "tess-draw.h"
#include "tess-payload.h"
#include "tess-xmpp-client.h"

G_BEGIN_DECLS

#define UNTIMED_BUDGET_MS (24 * 3600 * 1000)
#define DEFAULT_SIMULATIONS 50

typedef enum
{
  PHASE_CONNECTING,
  PHASE_WAIT_INVITATION,
  PHASE_WAIT_ROOM,
  PHASE_WAIT_PLAYERS,
  PHASE_WAIT_SETUP,
  PHASE_COMMITS,
  PHASE_REVEALS,
  PHASE_MOVE,
  PHASE_OVER,
} Phase;

typedef struct
{
  /* Options */
  gboolean         host;
  char            *jid;
  char            *password;
  char            *server;
  char            *ca_file;
  char           **invites;
  char           **computers;
  char            *rules_file;
  char            *level_name;
  int              simulations;
  char            *from;
  char            *out;
  char            *cheat;

  GMainLoop       *loop;
  int              status;
  TessXmppClient  *client;
  Phase            phase;
  char            *room;
  char            *nick;
  GHashTable      *occupants;   /* room/nick -> bare address */
  GHashTable      *waiting;     /* invited addresses not in the room yet */

  /* The game */
  TessPayload     *last;
  GPtrArray       *history;     /* every game stanza applied, by seq */
  TessCliPosition *pos;
  JsonObject      *online;      /* room, seats, chain (the setup's) */
  GPtrArray       *seats;       /* address or ai:LEVEL, per seat */
  GPtrArray       *clients;     /* distinct addresses, seat order */
  int              me;          /* my index in clients */
  guint            chain_length;
  TessDrawChain   *chain;
  guint8          *commits;     /* per client */
  guint8          *links;       /* per client: the last link revealed */
  guint            turn;        /* commits or reveals seen in this round */
  guint            draw;
  int              drawn;       /* the tile type of the current draw */
  JsonArray       *reveals;     /* per draw, per seat */
  gboolean         cheated;
} Online;

/* tess-cli-online.c: the connection, the room, the end. */
void     tess_cli_online_finish     (Online      *o,
                                     int          status);
void     tess_cli_online_fail       (Online      *o,
                                     const char  *message);

/* tess-cli-online-game.c: the game's stanzas, checked, applied, sent. */
gboolean tess_cli_online_apply      (Online      *o,
                                     TessPayload *payload,
                                     const char  *sender);
void     tess_cli_online_act        (Online      *o);
void     tess_cli_online_send_setup (Online      *o);
void     tess_cli_online_resign     (Online      *o);
void     tess_cli_online_stop_absent (Online     *o,
                                      const char *address);

G_END_DECLS
