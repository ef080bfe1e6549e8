/* tess-xmpp-client.h: one XMPP account's connection, on the main context
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "tess-payload.h"

G_BEGIN_DECLS

/**
 * TessXmppState:
 * @TESS_XMPP_STATE_DISCONNECTED: not connected, and never tried or closed on purpose
 * @TESS_XMPP_STATE_CONNECTING: reaching the server, securing, signing in
 * @TESS_XMPP_STATE_CONNECTED: signed in: messages can be sent
 * @TESS_XMPP_STATE_FAILED: the connection failed or was lost; #TessXmppClient:error says why
 */
typedef enum
{
  TESS_XMPP_STATE_DISCONNECTED,
  TESS_XMPP_STATE_CONNECTING,
  TESS_XMPP_STATE_CONNECTED,
  TESS_XMPP_STATE_FAILED,
} TessXmppState;

#define TESS_TYPE_XMPP_CLIENT (tess_xmpp_client_get_type ())

G_DECLARE_FINAL_TYPE (TessXmppClient, tess_xmpp_client, TESS, XMPP_CLIENT, GObject)

TessXmppClient *tess_xmpp_client_new            (const char     *jid,
                                                 const char     *password);
void            tess_xmpp_client_set_server     (TessXmppClient *self,
                                                 const char     *host,
                                                 guint16         port);
void            tess_xmpp_client_set_ca_file    (TessXmppClient *self,
                                                 const char     *path);
void            tess_xmpp_client_set_register   (TessXmppClient *self,
                                                 gboolean        create_account);
void            tess_xmpp_client_connect        (TessXmppClient *self);
void            tess_xmpp_client_disconnect     (TessXmppClient *self);

TessXmppState   tess_xmpp_client_get_state      (TessXmppClient *self);
const GError   *tess_xmpp_client_get_error      (TessXmppClient *self);
const char     *tess_xmpp_client_get_jid        (TessXmppClient *self);
const char     *tess_xmpp_client_get_bound_jid  (TessXmppClient *self);
gboolean        tess_xmpp_client_get_secured    (TessXmppClient *self);
gboolean        tess_xmpp_client_get_resumed    (TessXmppClient *self);

void            tess_xmpp_client_send_message   (TessXmppClient    *self,
                                                 const char        *to,
                                                 const char        *type,
                                                 const char        *body,
                                                 const TessPayload *payload);

void            tess_xmpp_client_find_muc_service (TessXmppClient  *self);
void            tess_xmpp_client_create_room    (TessXmppClient    *self,
                                                 const char        *room,
                                                 const char        *nick,
                                                 const char *const *members);
void            tess_xmpp_client_join_room      (TessXmppClient    *self,
                                                 const char        *room,
                                                 const char        *nick);
void            tess_xmpp_client_leave_room     (TessXmppClient    *self,
                                                 const char        *room,
                                                 const char        *nick);
void            tess_xmpp_client_ban            (TessXmppClient    *self,
                                                 const char        *room,
                                                 const char        *address,
                                                 const char        *reason);
void            tess_xmpp_client_invite         (TessXmppClient    *self,
                                                 const char        *to,
                                                 const char        *room,
                                                 const char        *reason);
void            tess_xmpp_client_tell_refused   (TessXmppClient    *self,
                                                 const char        *to,
                                                 const char        *room,
                                                 const char        *condition);
void            tess_xmpp_client_ping           (TessXmppClient    *self,
                                                 const char        *to,
                                                 guint              seconds);
void            tess_xmpp_client_request_roster (TessXmppClient    *self);
void            tess_xmpp_client_add_contact    (TessXmppClient    *self,
                                                 const char        *address);
char           *tess_xmpp_client_query_archive  (TessXmppClient    *self,
                                                 const char        *room);

G_END_DECLS
