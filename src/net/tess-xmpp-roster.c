/* tess-xmpp-roster.c: the account's contacts, for TessXmppClient
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The roster (RFC 6121) is the account's list of contacts, kept by its
 * server and shared with the player's other chat programs. Play Online…
 * offers its contacts to invite, and the friends a player invites are
 * added to it (without asking for their presence), so that they are
 * offered the next time. The server's pushes of roster changes are
 * answered, as the protocol asks.
 */

#define G_LOG_DOMAIN "tess-net"

#include "config.h"

#include <string.h>

#include "tess-xmpp-client-private.h"

#define NS_ROSTER "jabber:iq:roster"

enum
{
  ROSTER,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static int
compare_addresses (gconstpointer a,
                   gconstpointer b)
{
  return g_strcmp0 (*(char **) a, *(char **) b);
}

static int
on_roster_result (xmpp_conn_t   *conn,
                  xmpp_stanza_t *stanza,
                  void          *userdata)
{
  TessXmppClient *self = userdata;
  xmpp_stanza_t *query = xmpp_stanza_get_child_by_name_and_ns (stanza, "query", NS_ROSTER);
  g_autoptr(GPtrArray) addresses = g_ptr_array_new_with_free_func (g_free);

  for (xmpp_stanza_t *item = query ? xmpp_stanza_get_children (query) : NULL; item != NULL;
       item = xmpp_stanza_get_next (item))
    {
      const char *jid = xmpp_stanza_get_attribute (item, "jid");

      /* Only addresses of people: a bare name@domain. */
      if (g_strcmp0 (xmpp_stanza_get_name (item), "item") != 0 || jid == NULL
          || strchr (jid, '@') == NULL || strchr (jid, '/') != NULL
          || g_strcmp0 (xmpp_stanza_get_attribute (item, "subscription"), "remove") == 0
          || !g_utf8_validate (jid, -1, NULL) || addresses->len >= 1000)
        continue;
      g_ptr_array_add (addresses, g_utf8_strdown (jid, -1));
    }
  g_ptr_array_sort (addresses, compare_addresses);
  g_ptr_array_add (addresses, NULL);
  g_signal_emit (self, signals[ROSTER], 0, (char **) addresses->pdata);
  return 0;
}

/**
 * tess_xmpp_client_request_roster:
 *
 * Asks the server for the account's contacts: #TessXmppClient::roster
 * follows.
 */
void
tess_xmpp_client_request_roster (TessXmppClient *self)
{
  xmpp_ctx_t *ctx;
  xmpp_conn_t *conn;
  g_autofree char *uuid = g_uuid_string_random ();
  g_autofree char *id = g_strdup_printf ("tess-roster-%s", uuid);
  xmpp_stanza_t *iq;

  g_return_if_fail (TESS_IS_XMPP_CLIENT (self));
  g_return_if_fail (tess_xmpp_client_get_state (self) == TESS_XMPP_STATE_CONNECTED);

  ctx = _tess_xmpp_client_get_ctx (self);
  conn = _tess_xmpp_client_get_conn (self);
  iq = xmpp_iq_new (ctx, "get", id);
  _tess_xmpp_adopt (iq, _tess_xmpp_new_element (ctx, "query", NS_ROSTER));
  xmpp_id_handler_add (conn, on_roster_result, id, self);
  xmpp_send (conn, iq);
  xmpp_stanza_release (iq);
  _tess_xmpp_client_flush (self);
}

/**
 * tess_xmpp_client_add_contact:
 * @address: a bare address
 *
 * Keeps @address among the account's contacts (it asks nothing of
 * them: no presence subscription).
 */
void
tess_xmpp_client_add_contact (TessXmppClient *self,
                              const char     *address)
{
  xmpp_ctx_t *ctx;
  xmpp_conn_t *conn;
  g_autofree char *uuid = g_uuid_string_random ();
  g_autofree char *id = g_strdup_printf ("tess-contact-%s", uuid);
  xmpp_stanza_t *iq, *query, *item;

  g_return_if_fail (TESS_IS_XMPP_CLIENT (self));
  g_return_if_fail (address != NULL && strchr (address, '@') != NULL);

  if (tess_xmpp_client_get_state (self) != TESS_XMPP_STATE_CONNECTED)
    return;
  ctx = _tess_xmpp_client_get_ctx (self);
  conn = _tess_xmpp_client_get_conn (self);
  iq = xmpp_iq_new (ctx, "set", id);
  query = _tess_xmpp_adopt (iq, _tess_xmpp_new_element (ctx, "query", NS_ROSTER));
  item = _tess_xmpp_adopt (query, _tess_xmpp_new_element (ctx, "item", NULL));
  xmpp_stanza_set_attribute (item, "jid", address);
  xmpp_send (conn, iq);
  xmpp_stanza_release (iq);
  _tess_xmpp_client_flush (self);
}

/* A roster push from the account's own server: answered (the contacts
 * are read anew when Play Online… asks). */
static int
on_roster_push (xmpp_conn_t   *conn,
                xmpp_stanza_t *stanza,
                void          *userdata)
{
  TessXmppClient *self = userdata;
  const char *from = xmpp_stanza_get_from (stanza);
  g_autofree char *own = _tess_xmpp_bare (tess_xmpp_client_get_jid (self));
  xmpp_stanza_t *result;

  /* Only the server may push (RFC 6121 §2.1.6): none, or the account. */
  if (from != NULL && g_ascii_strcasecmp (from, own) != 0)
    return 1;
  result = xmpp_iq_new (_tess_xmpp_client_get_ctx (self), "result", xmpp_stanza_get_id (stanza));
  xmpp_send (conn, result);
  xmpp_stanza_release (result);
  return 1;
}

void
_tess_xmpp_roster_add_handlers (TessXmppClient *self,
                                xmpp_conn_t    *conn)
{
  xmpp_handler_add (conn, on_roster_push, NS_ROSTER, "iq", "set", self);
}

void
_tess_xmpp_roster_class_init (GObjectClass *object_class)
{
  /**
   * TessXmppClient::roster:
   * @addresses: (array zero-terminated=1): the contacts' addresses, in
   *   lower case, sorted
   *
   * The answer to tess_xmpp_client_request_roster().
   */
  signals[ROSTER] =
    g_signal_new ("roster", G_TYPE_FROM_CLASS (object_class), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_STRV);
}
