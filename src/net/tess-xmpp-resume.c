/* tess-xmpp-resume.c: a cut stream kept until its server answers again
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A stream that was cut, not closed, is resumed (XEP-0198) where the
 * server kept its session. libstrophe 0.12 spoils a stream's state
 * when a try to resume it fails before the server answers: on the
 * socket's end, _reset_sm_state_for_reconnect() moves the connection's
 * bound address (none yet) over the one the state kept, which leaks,
 * and drops the session's id. So the state stays here, out of
 * libstrophe, while the server cannot be reached: each try first makes
 * a plain TCP connection to the server, and only once that is taken is
 * the state handed to a new libstrophe connection. A try that fails
 * keeps the state for the next one.
 */

#define G_LOG_DOMAIN "tess-net"

#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "tess-net-error.h"
#include "tess-xmpp-client-private.h"

/* The port libstrophe uses for a server named without one. */
#define XMPP_CLIENT_PORT 5222

void
_tess_xmpp_resume_keep (TessXmppClient  *self,
                        xmpp_sm_state_t *stream)
{
  _tess_xmpp_resume_clear (self);
  self->stream = stream;
}

void
_tess_xmpp_resume_clear (TessXmppClient *self)
{
  g_cancellable_cancel (self->probe);
  g_clear_object (&self->probe);
  g_clear_pointer (&self->stream, xmpp_free_sm_state);
}

gboolean
_tess_xmpp_resume_kept (TessXmppClient *self)
{
  return self->stream != NULL;
}

/* The words of a refused connection as libstrophe's tries say them:
 * the system's, where GIO's error has one. */
static const char *
why_unreachable (const GError *error)
{
  static const struct { int code; int errnum; } errnos[] = {
    { G_IO_ERROR_CONNECTION_REFUSED, ECONNREFUSED },
    { G_IO_ERROR_HOST_UNREACHABLE, EHOSTUNREACH },
    { G_IO_ERROR_NETWORK_UNREACHABLE, ENETUNREACH },
    { G_IO_ERROR_TIMED_OUT, ETIMEDOUT },
  };

  if (error->domain == G_IO_ERROR)
    for (guint i = 0; i < G_N_ELEMENTS (errnos); i++)
      if (error->code == errnos[i].code)
        return g_strerror (errnos[i].errnum);
  return error->message;
}

static void
on_probed (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  TessXmppClient *self = data;
  g_autoptr(GSocketConnection) connection = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *domain = NULL;

  connection = g_socket_client_connect_finish (G_SOCKET_CLIENT (source), result, &error);
  /* Cancelled when the client goes, or tries again: @self may be gone. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->probe);
  if (connection == NULL)
    {
      domain = _tess_xmpp_domain_of (self->jid);
      g_debug ("%s: the server cannot be reached yet: %s", self->jid, error->message);
      _tess_xmpp_client_fail (self, g_error_new (TESS_NET_ERROR, TESS_NET_ERROR_CONNECT,
                                                 _("Cannot reach the server %s: %s"),
                                                 self->host ? self->host : domain,
                                                 why_unreachable (error)));
      return;
    }
  g_io_stream_close (G_IO_STREAM (connection), NULL, NULL);
  _tess_xmpp_client_open_connection (self, g_steal_pointer (&self->stream));
}

void
_tess_xmpp_resume_probe (TessXmppClient *self)
{
  g_autoptr(GSocketClient) client = g_socket_client_new ();
  g_autofree char *domain = _tess_xmpp_domain_of (self->jid);

  g_return_if_fail (self->stream != NULL);

  g_cancellable_cancel (self->probe);
  g_clear_object (&self->probe);
  self->probe = g_cancellable_new ();
  /* Straight to the server, as libstrophe goes. */
  g_socket_client_set_enable_proxy (client, FALSE);
  _tess_xmpp_client_set_state (self, TESS_XMPP_STATE_CONNECTING);
  if (self->host != NULL)
    g_socket_client_connect_to_host_async (client, self->host,
                                           self->port ? self->port : XMPP_CLIENT_PORT,
                                           self->probe, on_probed, self);
  else
    /* Its SRV record, or the domain on the service's port, as libstrophe. */
    g_socket_client_connect_to_service_async (client, domain, "xmpp-client", self->probe,
                                              on_probed, self);
}
