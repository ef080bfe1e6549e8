/* tess-xmpp-ping.c: pings (XEP-0199) for TessXmppClient
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A client that was stopped, or killed on a network that never told the
 * server, looks present for as long as the server keeps its session
 * (Prosody: ten minutes). Asking it answers sooner: this client answers
 * every ping, and pings others (an occupant of a room, through the room)
 * with a deadline of its own.
 */

#define G_LOG_DOMAIN "tess-net"

#include "config.h"

#include <string.h>

#include "tess-xmpp-client-private.h"

#define NS_PING "urn:xmpp:ping"

enum {
  PING_RESULT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct
{
  TessXmppClient *self;     /* a reference, till the answer or the deadline */
  char           *to;
  char           *id;
  guint           deadline;
} Ping;

static void
ping_finish (Ping     *ping,
             gboolean  answered)
{
  g_signal_emit (ping->self, signals[PING_RESULT], 0, ping->to, answered);
  g_object_unref (ping->self);
  g_free (ping->to);
  g_free (ping->id);
  g_free (ping);
}

static int
on_pong (xmpp_conn_t   *conn,
         xmpp_stanza_t *stanza,
         void          *userdata)
{
  Ping *ping = userdata;

  g_clear_handle_id (&ping->deadline, g_source_remove);
  /* An error is the room or the server saying it is not there. */
  ping_finish (ping, g_strcmp0 (xmpp_stanza_get_type (stanza), "result") == 0);
  return 0;
}

static gboolean
on_deadline (gpointer data)
{
  Ping *ping = data;
  xmpp_conn_t *conn = _tess_xmpp_client_get_conn (ping->self);

  ping->deadline = 0;
  if (conn != NULL)
    xmpp_id_handler_delete (conn, on_pong, ping->id);
  ping_finish (ping, FALSE);
  return G_SOURCE_REMOVE;
}

/**
 * tess_xmpp_client_ping:
 * @to: an address, or an occupant of a room (room@service/nick)
 * @seconds: how long an answer may take
 *
 * Pings @to; #TessXmppClient::ping-result says whether it answered in
 * time. Nothing is sent unless signed in.
 */
void
tess_xmpp_client_ping (TessXmppClient *self,
                       const char     *to,
                       guint           seconds)
{
  xmpp_ctx_t *ctx;
  xmpp_stanza_t *iq;
  g_autofree char *uuid = g_uuid_string_random ();
  Ping *ping;

  g_return_if_fail (TESS_IS_XMPP_CLIENT (self));
  g_return_if_fail (to != NULL);
  if (tess_xmpp_client_get_state (self) != TESS_XMPP_STATE_CONNECTED)
    return;
  ctx = _tess_xmpp_client_get_ctx (self);
  ping = g_new0 (Ping, 1);
  ping->self = g_object_ref (self);
  ping->to = g_strdup (to);
  ping->id = g_strconcat ("tess-ping-", uuid, NULL);
  iq = xmpp_iq_new (ctx, "get", ping->id);
  xmpp_stanza_set_to (iq, to);
  _tess_xmpp_adopt (iq, _tess_xmpp_new_element (ctx, "ping", NS_PING));
  xmpp_id_handler_add (_tess_xmpp_client_get_conn (self), on_pong, ping->id, ping);
  ping->deadline = g_timeout_add_seconds (seconds, on_deadline, ping);
  xmpp_send (_tess_xmpp_client_get_conn (self), iq);
  xmpp_stanza_release (iq);
  _tess_xmpp_client_flush (self);
}

/* Anyone's ping, answered. */
static int
on_ping (xmpp_conn_t   *conn,
         xmpp_stanza_t *stanza,
         void          *userdata)
{
  TessXmppClient *self = userdata;
  const char *from = xmpp_stanza_get_from (stanza);
  xmpp_stanza_t *pong;

  if (xmpp_stanza_get_id (stanza) == NULL)
    return 1;
  pong = xmpp_iq_new (_tess_xmpp_client_get_ctx (self), "result", xmpp_stanza_get_id (stanza));
  if (from != NULL)
    xmpp_stanza_set_to (pong, from);
  xmpp_send (conn, pong);
  xmpp_stanza_release (pong);
  _tess_xmpp_client_flush (self);
  return 1;
}

void
_tess_xmpp_ping_add_handlers (TessXmppClient *self,
                              xmpp_conn_t    *conn)
{
  xmpp_handler_add (conn, on_ping, NS_PING, "iq", "get", self);
}

void
_tess_xmpp_ping_class_init (GObjectClass *object_class)
{
  /**
   * TessXmppClient::ping-result:
   * @to: who was pinged (tess_xmpp_client_ping())
   * @answered: whether they answered in time
   */
  signals[PING_RESULT] =
    g_signal_new ("ping-result", G_TYPE_FROM_CLASS (object_class), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_BOOLEAN);
}
