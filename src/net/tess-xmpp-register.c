/* tess-xmpp-register.c: a new account made in-band (XEP-0077), before signing in
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-net"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>
#include <strophe.h>

#include "tess-net-error.h"
#include "tess-xmpp-client-private.h"

#define NS_REGISTER "jabber:iq:register"
#define NS_FEATURE_REGISTER "http://jabber.org/features/iq-register"
#define NS_STARTTLS "urn:ietf:params:xml:ns:xmpp-tls"
/* How long to wait for the server's features when creating an account. */
#define FEATURES_TIMEOUT_MS 10000

/* In-band registration (XEP-0077): a raw stream, STARTTLS by hand, then
 * one iq with the address's user name and the password. */
static int
on_register_result (xmpp_conn_t   *conn,
                    xmpp_stanza_t *stanza,
                    void          *userdata)
{
  TessXmppClient *self = userdata;
  const char *type = xmpp_stanza_get_type (stanza);

  if (g_strcmp0 (type, "result") == 0)
    self->registered = TRUE;
  else
    {
      xmpp_stanza_t *err = xmpp_stanza_get_child_by_name (stanza, "error");
      gboolean taken = err != NULL && xmpp_stanza_get_child_by_name (err, "conflict") != NULL;

      g_clear_error (&self->error);
      self->error = taken
        ? g_error_new (TESS_NET_ERROR, TESS_NET_ERROR_REFUSED,
                       _("The address %s is taken: choose another name or sign in."), self->jid)
        : g_error_new (TESS_NET_ERROR, TESS_NET_ERROR_REFUSED,
                       _("The server did not create the account %s."), self->jid);
    }
  xmpp_disconnect (conn);
  return 0;
}

static int
on_proceed_tls (xmpp_conn_t   *conn,
                xmpp_stanza_t *stanza,
                void          *userdata)
{
  if (g_strcmp0 (xmpp_stanza_get_name (stanza), "proceed") == 0 && xmpp_conn_tls_start (conn) == 0)
    xmpp_conn_open_stream_default (conn);
  else
    xmpp_disconnect (conn);
  return 0;
}

static int
on_register_features (xmpp_conn_t   *conn,
                      xmpp_stanza_t *stanza,
                      void          *userdata)
{
  TessXmppClient *self = userdata;
  xmpp_stanza_t *iq, *query, *field, *text;
  g_autofree char *node = NULL;
  const char *at;

  self->features_seen = TRUE;
  if (!xmpp_conn_is_secured (conn))
    {
      xmpp_stanza_t *starttls;

      if (xmpp_stanza_get_child_by_name_and_ns (stanza, "starttls", NS_STARTTLS) == NULL)
        {
          xmpp_disconnect (conn);
          return 0;
        }
      starttls = xmpp_stanza_new (self->ctx);
      xmpp_stanza_set_name (starttls, "starttls");
      xmpp_stanza_set_ns (starttls, NS_STARTTLS);
      xmpp_handler_add (conn, on_proceed_tls, NS_STARTTLS, NULL, NULL, self);
      xmpp_send (conn, starttls);
      xmpp_stanza_release (starttls);
      return 1;
    }
  if (xmpp_stanza_get_child_by_name_and_ns (stanza, "register", NS_FEATURE_REGISTER) == NULL)
    {
      g_autofree char *domain = _tess_xmpp_domain_of (self->jid);

      g_clear_error (&self->error);
      self->error = g_error_new (TESS_NET_ERROR, TESS_NET_ERROR_REFUSED,
                                 _("The server %s does not let accounts be created from a "
                                   "program: create it on the server's web page."),
                                 domain);
      xmpp_disconnect (conn);
      return 0;
    }

  at = strchr (self->jid, '@');
  node = at ? g_strndup (self->jid, at - self->jid) : g_strdup (self->jid);
  iq = xmpp_iq_new (self->ctx, "set", "tess-register");
  query = xmpp_stanza_new (self->ctx);
  xmpp_stanza_set_name (query, "query");
  xmpp_stanza_set_ns (query, NS_REGISTER);
  for (int i = 0; i < 2; i++)
    {
      field = xmpp_stanza_new (self->ctx);
      xmpp_stanza_set_name (field, i == 0 ? "username" : "password");
      text = xmpp_stanza_new (self->ctx);
      xmpp_stanza_set_text (text, i == 0 ? node : self->password);
      xmpp_stanza_add_child (field, text);
      xmpp_stanza_release (text);
      xmpp_stanza_add_child (query, field);
      xmpp_stanza_release (field);
    }
  xmpp_stanza_add_child (iq, query);
  xmpp_stanza_release (query);
  xmpp_id_handler_add (conn, on_register_result, "tess-register", self);
  xmpp_send (conn, iq);
  xmpp_stanza_release (iq);
  return 0;
}

static int
on_register_timeout (xmpp_conn_t *conn,
                     void        *userdata)
{
  TessXmppClient *self = userdata;

  if (!self->features_seen || (!self->registered && self->error == NULL))
    xmpp_disconnect (conn);
  return 0;
}

static gboolean
start_after_registration (gpointer user_data)
{
  TessXmppClient *self = user_data;

  _tess_xmpp_client_start_connection (self);
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

static void
on_register_connection (xmpp_conn_t         *conn,
                        xmpp_conn_event_t    event,
                        int                  error,
                        xmpp_stream_error_t *stream_error,
                        void                *userdata)
{
  TessXmppClient *self = userdata;

  switch (event)
    {
    case XMPP_CONN_RAW_CONNECT:
      xmpp_conn_open_stream_default (conn);
      break;
    case XMPP_CONN_CONNECT:
      if (!self->features_seen)
        {
          xmpp_handler_add (conn, on_register_features, XMPP_NS_STREAMS, "features", NULL, self);
          xmpp_timed_handler_add (conn, on_register_timeout, FEATURES_TIMEOUT_MS, self);
        }
      break;
    case XMPP_CONN_DISCONNECT:
    case XMPP_CONN_FAIL:
    default:
      if (self->registered && !self->closing)
        {
          /* The real connection starts afresh, outside this callback. */
          self->create_account = FALSE;
          g_idle_add (start_after_registration, g_object_ref (self));
        }
      else if (self->closing)
        _tess_xmpp_client_set_state (self, TESS_XMPP_STATE_DISCONNECTED);
      else if (self->error != NULL && self->cert_problem == NULL)
        _tess_xmpp_client_set_state (self, TESS_XMPP_STATE_FAILED);
      else
        _tess_xmpp_client_fail (self, _tess_xmpp_explain_end (self, error, stream_error));
      self->registering = FALSE;
      break;
    }
}

/* A raw connection to the server of the client's address. */
int
_tess_xmpp_register_connect (TessXmppClient *self,
                             const char     *domain)
{
  self->registering = TRUE;
  self->registered = FALSE;
  xmpp_conn_set_jid (self->conn, domain);
  return xmpp_connect_raw (self->conn, self->host, self->port, on_register_connection, self);
}
