/* tess-xmpp-verdict.c: why a connection ended, in words
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-net"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>
#include <strophe.h>

#include "tess-net-error.h"
#include "tess-xmpp-client-private.h"

int
_tess_xmpp_on_certfail (const xmpp_tlscert_t *cert,
                        const char *const     errormsg)
{
  TessXmppClient *self = _tess_xmpp_client_from_conn (xmpp_tlscert_get_conn (cert));

  if (self != NULL && self->cert_problem == NULL)
    self->cert_problem = tess_net_explain_certificate (errormsg ? errormsg : "");
  /* Never accepted: TLS that is not verified is no TLS. */
  return 0;
}

void
_tess_xmpp_on_log (void             *userdata,
                   xmpp_log_level_t  level,
                   const char       *area,
                   const char       *msg)
{
  TessXmppClient *self = userdata;
  const char *verdict;

  if (msg == NULL)
    return;
  /* libstrophe says a refused sign-in only in its log, then closes. */
  if (g_str_has_prefix (msg, "SASL ") && g_str_has_suffix (msg, " auth failed"))
    self->auth_failed = TRUE;
  /* A refused or timed-out connection, which the handler may not get. */
  if (g_str_has_prefix (msg, "connection failed, error "))
    self->socket_error = atoi (msg + strlen ("connection failed, error "));
  /* And why OpenSSL refused a certificate: the certificate handler is
   * not called while the handshake goes on. */
  verdict = strstr (msg, "Certificate verification FAILED, result=");
  if (g_strcmp0 (area, "tls") == 0 && verdict != NULL && self->cert_problem == NULL)
    self->cert_problem = tess_net_explain_certificate (verdict + strlen ("Certificate verification FAILED, result="));
  /* TESSERA_XMPP_DEBUG=1 G_MESSAGES_DEBUG=tess-net shows the whole stream. */
  if (level >= XMPP_LEVEL_WARN || g_getenv ("TESSERA_XMPP_DEBUG") != NULL)
    g_debug ("libstrophe %s: %s", area, msg);
}

char *
_tess_xmpp_domain_of (const char *jid)
{
  const char *at = strchr (jid, '@');
  const char *start = at ? at + 1 : jid;
  const char *slash = strchr (start, '/');

  return slash ? g_strndup (start, slash - start) : g_strdup (start);
}

/* Why the connection ended, in words, from what libstrophe left. */
GError *
_tess_xmpp_explain_end (TessXmppClient      *self,
                        int                  error,
                        xmpp_stream_error_t *stream_error)
{
  g_autofree char *domain = _tess_xmpp_domain_of (self->jid);

  if (self->cert_problem != NULL)
    return g_error_new (TESS_NET_ERROR, TESS_NET_ERROR_CERTIFICATE,
                        /* Translators: the first %s is a chat server's name, the
                         * second why its certificate was refused, e.g. "it names
                         * another server". */
                        _("The server's certificate is not valid for %s: %s."),
                        domain, self->cert_problem);
  if (self->auth_failed)
    return g_error_new (TESS_NET_ERROR, TESS_NET_ERROR_AUTH,
                        _("The server %s refused the address %s or its password."),
                        domain, self->jid);
  if (stream_error != NULL)
    {
      if (stream_error->type == XMPP_SE_POLICY_VIOLATION || stream_error->type == XMPP_SE_NOT_AUTHORIZED)
        return g_error_new (TESS_NET_ERROR, TESS_NET_ERROR_AUTH,
                            _("The server %s refused the connection: %s"),
                            domain, stream_error->text ? stream_error->text : "");
      return g_error_new (TESS_NET_ERROR, TESS_NET_ERROR_CONNECT,
                          _("The server %s closed the connection: %s"),
                          domain, stream_error->text ? stream_error->text : "");
    }
  if (error == 0)
    error = self->socket_error;
  if (error != 0)
    return g_error_new (TESS_NET_ERROR, TESS_NET_ERROR_CONNECT,
                        _("Cannot reach the server %s: %s"),
                        self->host ? self->host : domain, g_strerror (error));
  if (self->conn != NULL && !xmpp_conn_is_secured (self->conn))
    return g_error_new (TESS_NET_ERROR, TESS_NET_ERROR_CONNECT,
                        _("The server %s offers no encrypted connection, so Tessera does not "
                          "sign in."),
                        domain);
  return g_error_new (TESS_NET_ERROR, TESS_NET_ERROR_CONNECT,
                      _("The server %s closed the connection."), domain);
}
