/* tess-xmpp-client-private.h: what the client's files share
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <strophe.h>

#include "tess-xmpp-client.h"

G_BEGIN_DECLS

xmpp_ctx_t  *_tess_xmpp_client_get_ctx         (TessXmppClient *self);
xmpp_conn_t *_tess_xmpp_client_get_conn        (TessXmppClient *self);
GHashTable  *_tess_xmpp_client_get_invitations (TessXmppClient *self);
void         _tess_xmpp_client_flush           (TessXmppClient *self);

/* tess-xmpp-room.c: group chats (XEP-0045) and direct invitations
 * (XEP-0249), set up on every new connection; and the stanza helpers
 * the room and archive files share. */
xmpp_stanza_t *_tess_xmpp_new_element        (xmpp_ctx_t     *ctx,
                                              const char     *name,
                                              const char     *ns);
xmpp_stanza_t *_tess_xmpp_adopt              (xmpp_stanza_t  *parent,
                                              xmpp_stanza_t  *child);
void         _tess_xmpp_add_text             (xmpp_ctx_t     *ctx,
                                              xmpp_stanza_t  *parent,
                                              const char     *text);
char        *_tess_xmpp_bare                 (const char     *jid);
char        *_tess_xmpp_error_condition      (xmpp_stanza_t  *stanza);
void         _tess_xmpp_room_add_handlers    (TessXmppClient *self,
                                              xmpp_conn_t    *conn);
void         _tess_xmpp_room_class_init      (GObjectClass   *object_class);
GHashTable  *_tess_xmpp_room_new_invitations (void);

/* tess-xmpp-archive.c: a room's archive (XEP-0313), read by a client
 * that comes back to a game; set up by the room's functions. */
void         _tess_xmpp_archive_add_handlers (TessXmppClient *self,
                                              xmpp_conn_t    *conn);
void         _tess_xmpp_archive_class_init   (GObjectClass   *object_class);

/* tess-xmpp-roster.c: the account's contacts; set up by the room's
 * functions. */
void         _tess_xmpp_roster_add_handlers  (TessXmppClient *self,
                                              xmpp_conn_t    *conn);
void         _tess_xmpp_roster_class_init    (GObjectClass   *object_class);

/* tess-xmpp-ping.c: pings (XEP-0199), answered and sent; set up by the
 * room's functions. */
void         _tess_xmpp_ping_add_handlers    (TessXmppClient *self,
                                              xmpp_conn_t    *conn);
void         _tess_xmpp_ping_class_init      (GObjectClass   *object_class);

G_END_DECLS
