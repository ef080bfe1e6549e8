/* tess-xmpp-client.c: one XMPP account's connection, on the main context
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libstrophe has no GLib loop of its own: it runs one step at a time
 * (xmpp_run_once). The client watches the connection's socket with
 * g_unix_fd_add and runs a step whenever it is readable (or writable
 * while something waits to be sent), and a short timer runs one anyway,
 * for libstrophe's own timers (keep-alives, stream management's acks)
 * and for what TLS has already decrypted and buffered. Nothing blocks the
 * main context but the TLS handshake, which libstrophe does in one call.
 *
 * TLS is required and the certificate verified against the address's
 * domain (XMPP_CONN_FLAG_MANDATORY_TLS, no TRUST_TLS); SASL picks SCRAM
 * when the server offers it; stream management (XEP-0198) is on, as in
 * libstrophe 0.12 by default. A new account is made with in-band
 * registration (XEP-0077) on a connection of its own, before signing in.
 */

#define G_LOG_DOMAIN "tess-net"

#include "config.h"

#include <errno.h>
#include <glib-unix.h>
#include <glib/gi18n-lib.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <strophe.h>

#include "tess-flood.h"
#include "tess-net-error.h"
#include "tess-xmpp-client-private.h"

#define NS_REGISTER "jabber:iq:register"
#define NS_FEATURE_REGISTER "http://jabber.org/features/iq-register"
#define NS_STARTTLS "urn:ietf:params:xml:ns:xmpp-tls"
/* How often libstrophe runs without anything on the socket. */
#define TICK_MS 50
/* How long to wait for the server's features when creating an account. */
#define FEATURES_TIMEOUT_MS 10000

struct _TessXmppClient
{
  GObject        parent_instance;

  char          *jid;
  char          *password;
  char          *host;
  guint16        port;
  char          *ca_file;
  gboolean       create_account;

  xmpp_ctx_t    *ctx;
  xmpp_conn_t   *conn;
  int            fd;
  guint          fd_watch;
  GIOCondition   fd_condition;
  guint          tick;
  guint          step_idle;

  TessXmppState  state;
  GError        *error;
  char          *cert_problem;
  gboolean       auth_failed;
  int            socket_error;
  gboolean       closing;
  /* In-band registration: a raw connection before the real one. */
  gboolean       registering;
  gboolean       registered;
  gboolean       features_seen;
  char          *bound_jid;
  TessFlood     *flood;     /* chat lines allowed, by sender */
  GHashTable    *invitations; /* see _tess_xmpp_room_new_invitations() */
  guint64        n_stanzas; /* received so far */
};

enum {
  PROP_0,
  PROP_STATE,
  PROP_JID,
  N_PROPS
};

enum {
  MESSAGE,
  PAYLOAD,
  PAYLOAD_REFUSED,
  FLOOD,
  N_SIGNALS
};

/* Chat lines a sender may send at once, and how many more a second. Game
 * stanzas are not counted: they come one at a time, in turn, and one
 * out of turn stops the game. */
#define FLOOD_BURST 60.0
#define FLOOD_RATE 20.0
/* A flood is told again only after this long. */
#define FLOOD_TOLD_US (10 * G_USEC_PER_SEC)

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* libstrophe's certificate handler has no user data: the connection
 * leads back to its client. Only the main thread touches it. */
static GHashTable *clients_by_conn;

G_DEFINE_FINAL_TYPE (TessXmppClient, tess_xmpp_client, G_TYPE_OBJECT)

static void start_connection (TessXmppClient *self);
static void update_watch (TessXmppClient *self);

static void
set_state (TessXmppClient *self,
           TessXmppState   state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
fail (TessXmppClient *self,
      GError         *error)
{
  g_clear_error (&self->error);
  self->error = error;
  set_state (self, TESS_XMPP_STATE_FAILED);
}

/* libstrophe reads once a run: what TLS has decrypted beyond that waits
 * in OpenSSL, where the socket's watch cannot see it. So a step runs
 * libstrophe again while stanzas keep coming, and stops after two runs
 * that brought none (the second for a stanza cut across TLS records). */
#define MAX_RUNS_A_STEP 256

static void
run_step (TessXmppClient *self)
{
  guint idle_runs = 0;

  if (self->ctx == NULL)
    return;
  g_object_ref (self);
  for (guint i = 0; i < MAX_RUNS_A_STEP && idle_runs < 2 && self->ctx != NULL; i++)
    {
      guint64 before = self->n_stanzas;

      xmpp_run_once (self->ctx, 0);
      idle_runs = self->n_stanzas == before ? idle_runs + 1 : 0;
    }
  update_watch (self);
  g_object_unref (self);
}

/* Counts every stanza that arrives (see run_step()). */
static int
on_any_stanza (xmpp_conn_t   *conn,
               xmpp_stanza_t *stanza,
               void          *userdata)
{
  ((TessXmppClient *) userdata)->n_stanzas++;
  return 1;
}

static gboolean
on_fd (int          fd,
       GIOCondition condition,
       gpointer     user_data)
{
  TessXmppClient *self = user_data;

  run_step (self);
  /* The socket was closed and another may have taken its number. */
  if (self->fd_watch != 0 && (condition & (G_IO_NVAL | G_IO_HUP | G_IO_ERR)) && self->fd == fd)
    {
      self->fd_watch = 0;
      self->fd = -1;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static gboolean
on_tick (gpointer user_data)
{
  run_step (user_data);
  return G_SOURCE_CONTINUE;
}

static gboolean
on_step_idle (gpointer user_data)
{
  TessXmppClient *self = user_data;

  self->step_idle = 0;
  run_step (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_step (TessXmppClient *self)
{
  if (self->step_idle == 0)
    self->step_idle = g_idle_add (on_step_idle, self);
}

/* Watches the socket for reading, and for writing while libstrophe has
 * something to send or a connection to finish. */
static void
update_watch (TessXmppClient *self)
{
  GIOCondition wanted = G_IO_IN | G_IO_HUP | G_IO_ERR;

  if (self->fd < 0 || self->conn == NULL)
    {
      g_clear_handle_id (&self->fd_watch, g_source_remove);
      return;
    }
  if (xmpp_conn_send_queue_len (self->conn) > 0 || xmpp_conn_is_connecting (self->conn))
    wanted |= G_IO_OUT;
  if (self->fd_watch != 0 && wanted == self->fd_condition)
    return;
  g_clear_handle_id (&self->fd_watch, g_source_remove);
  self->fd_condition = wanted;
  self->fd_watch = g_unix_fd_add (self->fd, wanted, on_fd, self);
}

/* libstrophe hands every new socket here before connecting it. */
static int
on_sockopt (xmpp_conn_t *conn,
            void        *sock)
{
  TessXmppClient *self = g_hash_table_lookup (clients_by_conn, conn);

  int one = 1;

  if (self != NULL)
    {
      g_clear_handle_id (&self->fd_watch, g_source_remove);
      self->fd = *(int *) sock;
      update_watch (self);
    }
  /* A move is a small message that should leave at once, not wait for
   * the previous one's acknowledgement (Nagle's algorithm). */
  setsockopt (*(int *) sock, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  return xmpp_sockopt_cb_keepalive (conn, sock);
}

static int
on_certfail (const xmpp_tlscert_t *cert,
             const char *const     errormsg)
{
  TessXmppClient *self = g_hash_table_lookup (clients_by_conn, xmpp_tlscert_get_conn (cert));

  if (self != NULL && self->cert_problem == NULL)
    self->cert_problem = tess_net_explain_certificate (errormsg ? errormsg : "");
  /* Never accepted: TLS that is not verified is no TLS. */
  return 0;
}

static void
on_log (void             *userdata,
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

static char *
domain_of (const char *jid)
{
  const char *at = strchr (jid, '@');
  const char *start = at ? at + 1 : jid;
  const char *slash = strchr (start, '/');

  return slash ? g_strndup (start, slash - start) : g_strdup (start);
}

/* Why the connection ended, in words, from what libstrophe left. */
static GError *
explain_end (TessXmppClient      *self,
             int                  error,
             xmpp_stream_error_t *stream_error)
{
  g_autofree char *domain = domain_of (self->jid);

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

/* A room member who floods the chat has the lines beyond the rate
 * dropped, and is named once in a while. */
static gboolean
allow_chat_line (TessXmppClient *self,
                 const char     *from)
{
  switch (tess_flood_line (self->flood, from, g_get_monotonic_time ()))
    {
    case TESS_FLOOD_ALLOW:
      return TRUE;
    case TESS_FLOOD_TELL:
      g_signal_emit (self, signals[FLOOD], 0, from);
      return FALSE;
    case TESS_FLOOD_DROP:
    default:
      return FALSE;
    }
}

/* Every message: a game stanza's payload is checked before anyone sees
 * it; a chat line goes out as it is; anything else is ignored. */
static int
on_message (xmpp_conn_t   *conn,
            xmpp_stanza_t *stanza,
            void          *userdata)
{
  TessXmppClient *self = userdata;
  const char *from = xmpp_stanza_get_from (stanza);
  const char *type = xmpp_stanza_get_type (stanza);
  xmpp_stanza_t *game = xmpp_stanza_get_child_by_name_and_ns (stanza, TESS_PAYLOAD_ELEMENT,
                                                              TESS_PAYLOAD_NS);
  xmpp_stanza_t *body = xmpp_stanza_get_child_by_name (stanza, "body");
  g_autofree char *body_text = body ? xmpp_stanza_get_text (body) : NULL;

  if (type != NULL && strcmp (type, "error") == 0)
    return 1;
  if (game != NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TessPayload) payload = NULL;
      char *text = xmpp_stanza_get_text (game);

      payload = tess_payload_parse (xmpp_stanza_get_attribute (game, "kind"),
                                    xmpp_stanza_get_attribute (game, "seq"),
                                    xmpp_stanza_get_attribute (game, "prev"),
                                    text, -1, &error);
      xmpp_free (self->ctx, text);
      if (payload != NULL)
        g_signal_emit (self, signals[PAYLOAD], 0, from, payload);
      else
        g_signal_emit (self, signals[PAYLOAD_REFUSED], 0, from, error);
      return 1;
    }
  if (body_text != NULL && from != NULL && !allow_chat_line (self, from))
    return 1;
  if (body_text != NULL)
    g_signal_emit (self, signals[MESSAGE], 0, from, type ? type : "normal", body_text);
  return 1;
}

static void
on_connection (xmpp_conn_t         *conn,
               xmpp_conn_event_t    event,
               int                  error,
               xmpp_stream_error_t *stream_error,
               void                *userdata)
{
  TessXmppClient *self = userdata;

  switch (event)
    {
    case XMPP_CONN_CONNECT:
      {
        xmpp_stanza_t *presence;

        g_free (self->bound_jid);
        self->bound_jid = g_strdup (xmpp_conn_get_bound_jid (conn));
        xmpp_handler_add (conn, on_any_stanza, NULL, NULL, NULL, self);
        xmpp_handler_add (conn, on_message, NULL, "message", NULL, self);
        _tess_xmpp_room_add_handlers (self, conn);
        presence = xmpp_presence_new (self->ctx);
        xmpp_send (conn, presence);
        xmpp_stanza_release (presence);
        g_clear_error (&self->error);
        set_state (self, TESS_XMPP_STATE_CONNECTED);
        break;
      }
    case XMPP_CONN_DISCONNECT:
    case XMPP_CONN_FAIL:
      if (self->closing)
        set_state (self, TESS_XMPP_STATE_DISCONNECTED);
      else
        fail (self, explain_end (self, error, stream_error));
      break;
    case XMPP_CONN_RAW_CONNECT:
    default:
      break;
    }
}

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
      g_autofree char *domain = domain_of (self->jid);

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

  start_connection (self);
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
      self->registering = FALSE;
      if (self->registered && !self->closing)
        {
          /* The real connection starts afresh, outside this callback. */
          self->create_account = FALSE;
          g_idle_add (start_after_registration, g_object_ref (self));
        }
      else if (self->closing)
        set_state (self, TESS_XMPP_STATE_DISCONNECTED);
      else if (self->error != NULL && self->cert_problem == NULL)
        set_state (self, TESS_XMPP_STATE_FAILED);
      else
        fail (self, explain_end (self, error, stream_error));
      break;
    }
}

static void
release_connection (TessXmppClient *self)
{
  g_clear_handle_id (&self->fd_watch, g_source_remove);
  self->fd = -1;
  if (self->conn != NULL)
    {
      g_hash_table_remove (clients_by_conn, self->conn);
      xmpp_conn_release (self->conn);
      self->conn = NULL;
    }
}

static void
start_connection (TessXmppClient *self)
{
  g_autofree char *domain = domain_of (self->jid);
  int rc;

  release_connection (self);
  g_clear_pointer (&self->cert_problem, g_free);
  self->auth_failed = FALSE;
  self->socket_error = 0;
  self->closing = FALSE;
  self->features_seen = FALSE;

  self->conn = xmpp_conn_new (self->ctx);
  g_hash_table_insert (clients_by_conn, self->conn, self);
  xmpp_conn_set_flags (self->conn, XMPP_CONN_FLAG_MANDATORY_TLS);
  if (self->ca_file != NULL)
    xmpp_conn_set_cafile (self->conn, self->ca_file);
  xmpp_conn_set_certfail_handler (self->conn, on_certfail);
  xmpp_conn_set_sockopt_callback (self->conn, on_sockopt);
  xmpp_conn_set_pass (self->conn, self->password);
  set_state (self, TESS_XMPP_STATE_CONNECTING);

  if (self->create_account)
    {
      self->registering = TRUE;
      self->registered = FALSE;
      xmpp_conn_set_jid (self->conn, domain);
      rc = xmpp_connect_raw (self->conn, self->host, self->port, on_register_connection, self);
    }
  else
    {
      xmpp_conn_set_jid (self->conn, self->jid);
      rc = xmpp_connect_client (self->conn, self->host, self->port, on_connection, self);
    }
  if (rc != XMPP_EOK)
    {
      fail (self, g_error_new (TESS_NET_ERROR, TESS_NET_ERROR_CONNECT,
                               _("Cannot reach the server %s."),
                               self->host ? self->host : domain));
      return;
    }
  if (self->tick == 0)
    self->tick = g_timeout_add (TICK_MS, on_tick, self);
  schedule_step (self);
}

static void
tess_xmpp_client_dispose (GObject *object)
{
  TessXmppClient *self = TESS_XMPP_CLIENT (object);

  g_clear_handle_id (&self->tick, g_source_remove);
  g_clear_handle_id (&self->step_idle, g_source_remove);
  release_connection (self);
  G_OBJECT_CLASS (tess_xmpp_client_parent_class)->dispose (object);
}

static void
tess_xmpp_client_finalize (GObject *object)
{
  TessXmppClient *self = TESS_XMPP_CLIENT (object);

  g_clear_pointer (&self->ctx, xmpp_ctx_free);
  g_free (self->jid);
  if (self->password != NULL)
    memset (self->password, 0, strlen (self->password));
  g_free (self->password);
  g_free (self->host);
  g_free (self->ca_file);
  g_free (self->cert_problem);
  g_free (self->bound_jid);
  g_clear_pointer (&self->flood, tess_flood_free);
  g_clear_pointer (&self->invitations, g_hash_table_unref);
  g_clear_error (&self->error);
  G_OBJECT_CLASS (tess_xmpp_client_parent_class)->finalize (object);
}

static void
tess_xmpp_client_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TessXmppClient *self = TESS_XMPP_CLIENT (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_int (value, self->state);
      break;
    case PROP_JID:
      g_value_set_string (value, self->jid);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_xmpp_client_class_init (TessXmppClientClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tess_xmpp_client_dispose;
  object_class->finalize = tess_xmpp_client_finalize;
  object_class->get_property = tess_xmpp_client_get_property;

  /* TessXmppState; an int so that net needs no generated enum types. */
  properties[PROP_STATE] =
    g_param_spec_int ("state", NULL, NULL,
                      TESS_XMPP_STATE_DISCONNECTED, TESS_XMPP_STATE_FAILED,
                      TESS_XMPP_STATE_DISCONNECTED,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_JID] =
    g_param_spec_string ("jid", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TessXmppClient::message:
   * @from: the sender's full address
   * @type: chat, groupchat, normal, headline
   * @body: the text
   *
   * A message with a body and no game payload: a chat line.
   */
  signals[MESSAGE] =
    g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING);
  /**
   * TessXmppClient::payload:
   * @from: the sender's full address
   * @payload: (type gpointer): the #TessPayload, checked on its own
   *
   * A game stanza whose payload reads; whether it follows the game is
   * the game's to check.
   */
  signals[PAYLOAD] =
    g_signal_new ("payload", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_POINTER);
  /**
   * TessXmppClient::payload-refused:
   * @from: the sender's full address
   * @error: why the payload was refused
   */
  /**
   * TessXmppClient::flood:
   * @from: a sender whose chat lines come faster than the rate allows
   *
   * Lines beyond the rate are dropped; this is emitted once in a while
   * for the same sender, so that the user can be told who floods.
   */
  signals[FLOOD] =
    g_signal_new ("flood", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[PAYLOAD_REFUSED] =
    g_signal_new ("payload-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_ERROR);

  _tess_xmpp_room_class_init (object_class);

  /* A peer that closes its end must not kill the process on the next write. */
  signal (SIGPIPE, SIG_IGN);
  xmpp_initialize ();
  clients_by_conn = g_hash_table_new (NULL, NULL);
}

static void
tess_xmpp_client_init (TessXmppClient *self)
{
  self->fd = -1;
  self->flood = tess_flood_new (FLOOD_BURST, FLOOD_RATE, FLOOD_TOLD_US);
  self->invitations = _tess_xmpp_room_new_invitations ();
}

/**
 * tess_xmpp_client_new:
 * @jid: the account's address, user@server
 * @password: its password
 *
 * Returns: (transfer full): a client, not connected yet
 */
TessXmppClient *
tess_xmpp_client_new (const char *jid,
                      const char *password)
{
  TessXmppClient *self;
  xmpp_log_t *log;

  g_return_val_if_fail (jid != NULL && strchr (jid, '@') != NULL, NULL);
  g_return_val_if_fail (password != NULL, NULL);

  self = g_object_new (TESS_TYPE_XMPP_CLIENT, NULL);
  self->jid = g_strdup (jid);
  self->password = g_strdup (password);
  /* libstrophe keeps the pointer: it lives as long as the client. */
  log = g_new0 (xmpp_log_t, 1);
  log->handler = on_log;
  log->userdata = self;
  g_object_set_data_full (G_OBJECT (self), "tess-xmpp-log", log, g_free);
  self->ctx = xmpp_ctx_new (NULL, log);
  return self;
}

/* Where to connect instead of what the address's DNS records say. */
void
tess_xmpp_client_set_server (TessXmppClient *self,
                             const char     *host,
                             guint16         port)
{
  g_return_if_fail (TESS_IS_XMPP_CLIENT (self));
  g_free (self->host);
  self->host = g_strdup (host);
  self->port = port;
}

/* Certificates of these authorities only, instead of the system's. */
void
tess_xmpp_client_set_ca_file (TessXmppClient *self,
                              const char     *path)
{
  g_return_if_fail (TESS_IS_XMPP_CLIENT (self));
  g_free (self->ca_file);
  self->ca_file = g_strdup (path);
}

/* Creates the account (in-band registration) before signing in. */
void
tess_xmpp_client_set_register (TessXmppClient *self,
                               gboolean        create_account)
{
  g_return_if_fail (TESS_IS_XMPP_CLIENT (self));
  self->create_account = create_account;
}

void
tess_xmpp_client_connect (TessXmppClient *self)
{
  g_return_if_fail (TESS_IS_XMPP_CLIENT (self));
  g_clear_error (&self->error);
  start_connection (self);
}

void
tess_xmpp_client_disconnect (TessXmppClient *self)
{
  g_return_if_fail (TESS_IS_XMPP_CLIENT (self));
  self->closing = TRUE;
  if (self->conn != NULL && !xmpp_conn_is_disconnected (self->conn))
    {
      xmpp_disconnect (self->conn);
      schedule_step (self);
    }
  else
    set_state (self, TESS_XMPP_STATE_DISCONNECTED);
}

TessXmppState
tess_xmpp_client_get_state (TessXmppClient *self)
{
  g_return_val_if_fail (TESS_IS_XMPP_CLIENT (self), TESS_XMPP_STATE_DISCONNECTED);
  return self->state;
}

/* Why the client is in TESS_XMPP_STATE_FAILED, or NULL. */
const GError *
tess_xmpp_client_get_error (TessXmppClient *self)
{
  g_return_val_if_fail (TESS_IS_XMPP_CLIENT (self), NULL);
  return self->error;
}

const char *
tess_xmpp_client_get_jid (TessXmppClient *self)
{
  g_return_val_if_fail (TESS_IS_XMPP_CLIENT (self), NULL);
  return self->jid;
}

/* The full address (with the resource the server gave) once connected. */
const char *
tess_xmpp_client_get_bound_jid (TessXmppClient *self)
{
  g_return_val_if_fail (TESS_IS_XMPP_CLIENT (self), NULL);
  return self->bound_jid;
}

gboolean
tess_xmpp_client_get_secured (TessXmppClient *self)
{
  g_return_val_if_fail (TESS_IS_XMPP_CLIENT (self), FALSE);
  return self->conn != NULL && xmpp_conn_is_secured (self->conn);
}

/**
 * tess_xmpp_client_send_message:
 * @to: the address
 * @type: (nullable): chat, groupchat...; %NULL for chat
 * @body: (nullable): the text people read
 * @payload: (nullable): a game stanza's payload
 */
void
tess_xmpp_client_send_message (TessXmppClient    *self,
                               const char        *to,
                               const char        *type,
                               const char        *body,
                               const TessPayload *payload)
{
  xmpp_stanza_t *message;
  g_autofree char *id = NULL;

  g_return_if_fail (TESS_IS_XMPP_CLIENT (self));
  g_return_if_fail (to != NULL);
  g_return_if_fail (self->state == TESS_XMPP_STATE_CONNECTED);

  id = g_uuid_string_random ();
  message = xmpp_message_new (self->ctx, type ? type : "chat", to, id);
  if (body != NULL)
    xmpp_message_set_body (message, body);
  if (payload != NULL)
    {
      xmpp_stanza_t *game = xmpp_stanza_new (self->ctx);
      xmpp_stanza_t *text = xmpp_stanza_new (self->ctx);
      g_autofree char *seq = g_strdup_printf ("%u", tess_payload_get_seq (payload));

      xmpp_stanza_set_name (game, TESS_PAYLOAD_ELEMENT);
      xmpp_stanza_set_ns (game, TESS_PAYLOAD_NS);
      xmpp_stanza_set_attribute (game, "kind",
                                 tess_payload_kind_to_string (tess_payload_get_kind (payload)));
      xmpp_stanza_set_attribute (game, "seq", seq);
      if (tess_payload_get_prev (payload) != NULL)
        xmpp_stanza_set_attribute (game, "prev", tess_payload_get_prev (payload));
      xmpp_stanza_set_text (text, tess_payload_get_text (payload));
      xmpp_stanza_add_child (game, text);
      xmpp_stanza_release (text);
      xmpp_stanza_add_child (message, game);
      xmpp_stanza_release (game);
    }
  xmpp_send (self->conn, message);
  xmpp_stanza_release (message);
  schedule_step (self);
}

xmpp_ctx_t *
_tess_xmpp_client_get_ctx (TessXmppClient *self)
{
  return self->ctx;
}

GHashTable *
_tess_xmpp_client_get_invitations (TessXmppClient *self)
{
  return self->invitations;
}

xmpp_conn_t *
_tess_xmpp_client_get_conn (TessXmppClient *self)
{
  return self->conn;
}

/* Sends what was queued without waiting for the next tick. */
void
_tess_xmpp_client_flush (TessXmppClient *self)
{
  schedule_step (self);
}
