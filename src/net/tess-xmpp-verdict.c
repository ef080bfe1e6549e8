/* tess-xmpp-verdict.c: why a connection ended, in words
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here comes from libstrophe's API, never from its log: the
 * connection handler's error and stream error, the certificate that
 * libstrophe's certificate-failure handler (0.12) hands over, checked
 * again with GIO's TLS database for the reason, and the connection's
 * own state when it ended.
 */

#define G_LOG_DOMAIN "tess-net"

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>
#include <strophe.h>

#include "tess-net-error.h"
#include "tess-xmpp-client-private.h"

char *
_tess_xmpp_domain_of (const char *jid)
{
  const char *at = strchr (jid, '@');
  const char *start = at ? at + 1 : jid;
  const char *slash = strchr (start, '/');

  return slash ? g_strndup (start, slash - start) : g_strdup (start);
}

/* The certificate's faults, as GIO finds them against the same
 * authorities libstrophe was given. */
static GTlsCertificateFlags
certificate_faults (TessXmppClient       *self,
                    const xmpp_tlscert_t *cert)
{
  g_autoptr(GTlsCertificate) certificate = NULL;
  g_autoptr(GTlsDatabase) database = NULL;
  g_autoptr(GSocketConnectable) identity = NULL;
  g_autofree char *domain = _tess_xmpp_domain_of (self->jid);
  const char *pem = xmpp_tlscert_get_pem (cert);

  if (pem == NULL || (certificate = g_tls_certificate_new_from_pem (pem, -1, NULL)) == NULL)
    return G_TLS_CERTIFICATE_GENERIC_ERROR;
  if (self->ca_file != NULL)
    database = g_tls_file_database_new (self->ca_file, NULL);
  else
    database = g_tls_backend_get_default_database (g_tls_backend_get_default ());
  if (database == NULL)
    return G_TLS_CERTIFICATE_GENERIC_ERROR;
  identity = g_network_address_new (domain, 0);
  return g_tls_database_verify_chain (database, certificate,
                                      G_TLS_DATABASE_PURPOSE_AUTHENTICATE_SERVER, identity,
                                      NULL, G_TLS_DATABASE_VERIFY_NONE, NULL, NULL);
}

static char *
explain_faults (GTlsCertificateFlags faults,
                const char          *what_openssl_says)
{
  if (faults & G_TLS_CERTIFICATE_UNKNOWN_CA)
    return g_strdup (_("no certificate authority this computer trusts has signed it"));
  if (faults & G_TLS_CERTIFICATE_EXPIRED)
    return g_strdup (_("it has expired"));
  if (faults & G_TLS_CERTIFICATE_NOT_ACTIVATED)
    return g_strdup (_("it is not valid yet"));
  if (faults & G_TLS_CERTIFICATE_BAD_IDENTITY)
    return g_strdup (_("it names another server"));
  if (faults & G_TLS_CERTIFICATE_REVOKED)
    return g_strdup (_("its authority has revoked it"));
  if (faults & G_TLS_CERTIFICATE_INSECURE)
    return g_strdup (_("it is signed in a way that is no longer safe"));
  /* OpenSSL refused what GIO takes: its own words, untranslated. */
  return g_strdup (what_openssl_says);
}

/* Called during the handshake for each fault OpenSSL finds; the first
 * says why. libstrophe 0.12.2 leaves the certificate's connection unset
 * here, but its context leads back to the client. */
int
_tess_xmpp_on_certfail (const xmpp_tlscert_t *cert,
                        const char *const     errormsg)
{
  TessXmppClient *self = _tess_xmpp_client_from_ctx (xmpp_tlscert_get_ctx (cert));

  if (self != NULL && self->cert_problem == NULL)
    self->cert_problem = explain_faults (certificate_faults (self, cert),
                                         errormsg ? errormsg : "");
  /* Never accepted: TLS that is not verified is no TLS. */
  return 0;
}

void
_tess_xmpp_on_log (void             *userdata,
                   xmpp_log_level_t  level,
                   const char       *area,
                   const char       *msg)
{
  /* TESSERA_XMPP_DEBUG=1 G_MESSAGES_DEBUG=tess-net shows the whole stream. */
  if (msg != NULL && (level >= XMPP_LEVEL_WARN || g_getenv ("TESSERA_XMPP_DEBUG") != NULL))
    g_debug ("libstrophe %s: %s", area, msg);
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
  /* An OpenSSL code, not an errno: the secured connection was cut, or
   * closed by the server. */
  if (self->was_secured && error > 0 && error <= TESS_XMPP_LAST_SSL_ERROR)
    return g_error_new (TESS_NET_ERROR, TESS_NET_ERROR_CONNECT,
                        _("The connection to the server %s was cut."), domain);
  if (error == 0)
    error = self->socket_error;
  if (error != 0)
    return g_error_new (TESS_NET_ERROR, TESS_NET_ERROR_CONNECT,
                        _("Cannot reach the server %s: %s"),
                        self->host ? self->host : domain, g_strerror (error));
  if (!self->was_secured)
    return g_error_new (TESS_NET_ERROR, TESS_NET_ERROR_CONNECT,
                        _("The server %s offers no encrypted connection, so Tessera does not "
                          "sign in."),
                        domain);
  /* Secured, then closed without a word before signing in: libstrophe
   * ends the stream itself when every way to sign in was refused. */
  if (!self->signed_in && !self->registering)
    return g_error_new (TESS_NET_ERROR, TESS_NET_ERROR_AUTH,
                        _("The server %s refused the address %s or its password."),
                        domain, self->jid);
  return g_error_new (TESS_NET_ERROR, TESS_NET_ERROR_CONNECT,
                      _("The server %s closed the connection."), domain);
}
