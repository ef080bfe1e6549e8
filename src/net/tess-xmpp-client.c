/* tess-xmpp-client.c: one XMPP account's connection, on the main context
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libstrophe runs on the main context (tess-xmpp-loop.c); why a
 * connection ended is said in tess-xmpp-verdict.c.
 *
 * TLS is required and the certificate verified against the address's
 * domain (XMPP_CONN_FLAG_MANDATORY_TLS, no TRUST_TLS); SASL picks SCRAM
 * when the server offers it; stream management (XEP-0198) is on, as in
 * libstrophe 0.12 by default. A new account is made with in-band
 * registration (XEP-0077) on a connection of its own, before signing in.
 */

#define G_LOG_DOMAIN "tess-net"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <signal.h>
#include <string.h>
#include <sys/socket.h>
#include <strophe.h>

#include "tess-net-error.h"
#include "tess-xmpp-client-private.h"

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

void
_tess_xmpp_client_set_state (TessXmppClient *self,
                             TessXmppState   state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

void
_tess_xmpp_client_fail (TessXmppClient *self,
                        GError         *error)
{
  g_clear_error (&self->error);
  self->error = error;
  _tess_xmpp_client_set_state (self, TESS_XMPP_STATE_FAILED);
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

        self->signed_in = TRUE;
        g_free (self->bound_jid);
        self->bound_jid = g_strdup (xmpp_conn_get_bound_jid (conn));
        /* The same full address again: the server kept the session. */
        self->resumed = self->cut_jid != NULL && g_strcmp0 (self->cut_jid, self->bound_jid) == 0;
        xmpp_handler_add (conn, _tess_xmpp_loop_count_stanza, NULL, NULL, NULL, self);
        xmpp_handler_add (conn, on_message, NULL, "message", NULL, self);
        _tess_xmpp_room_add_handlers (self, conn);
        presence = xmpp_presence_new (self->ctx);
        xmpp_send (conn, presence);
        xmpp_stanza_release (presence);
        g_clear_error (&self->error);
        _tess_xmpp_client_set_state (self, TESS_XMPP_STATE_CONNECTED);
        break;
      }
    case XMPP_CONN_DISCONNECT:
    case XMPP_CONN_FAIL:
      g_debug ("%s: the stream ended (error %d, stream error %s)", self->jid, error,
               stream_error ? "yes" : "no");
      self->server_closed = stream_error != NULL
                            || (self->was_secured && error == TESS_XMPP_SSL_CLOSED);
      if (self->closing)
        _tess_xmpp_client_set_state (self, TESS_XMPP_STATE_DISCONNECTED);
      else
        _tess_xmpp_client_fail (self, _tess_xmpp_explain_end (self, error, stream_error));
      break;
    case XMPP_CONN_RAW_CONNECT:
    default:
      break;
    }
}

static void
release_connection (TessXmppClient *self)
{
  _tess_xmpp_loop_forget_socket (self);
  if (self->conn != NULL)
    {
      g_hash_table_remove (clients_by_conn, self->conn);
      xmpp_conn_release (self->conn);
      self->conn = NULL;
    }
}

void
_tess_xmpp_client_start_connection (TessXmppClient *self)
{
  /* A stream that was cut, not closed, is resumed (XEP-0198) where the
   * server kept its session; where it did not, libstrophe signs in
   * afresh. A server that ended the stream itself (one that stops)
   * keeps no session, nor does one left on purpose. Its state is kept
   * until the server can be reached (tess-xmpp-resume.c). */
  if (self->conn != NULL && self->signed_in && !self->closing && !self->server_closed
      && xmpp_conn_is_disconnected (self->conn))
    {
      _tess_xmpp_resume_keep (self, xmpp_conn_get_sm_state (self->conn));
      g_free (self->cut_jid);
      self->cut_jid = g_strdup (self->bound_jid);
    }
  else if (self->conn != NULL || self->closing)
    _tess_xmpp_resume_clear (self);
  if (!_tess_xmpp_resume_kept (self))
    g_clear_pointer (&self->cut_jid, g_free);
  self->resumed = FALSE;
  self->server_closed = FALSE;
  release_connection (self);
  g_clear_pointer (&self->cert_problem, g_free);
  self->signed_in = FALSE;
  self->was_secured = FALSE;
  self->socket_error = 0;
  self->closing = FALSE;
  self->features_seen = FALSE;

  if (_tess_xmpp_resume_kept (self) && !self->create_account)
    _tess_xmpp_resume_probe (self);
  else
    _tess_xmpp_client_open_connection (self, NULL);
}

/* A new libstrophe connection, resuming @stream (owned) if not NULL. */
void
_tess_xmpp_client_open_connection (TessXmppClient  *self,
                                   xmpp_sm_state_t *stream)
{
  g_autofree char *domain = _tess_xmpp_domain_of (self->jid);
  int rc;

  self->conn = xmpp_conn_new (self->ctx);
  g_hash_table_insert (clients_by_conn, self->conn, self);
  if (stream != NULL)
    xmpp_conn_set_sm_state (self->conn, stream);
  xmpp_conn_set_flags (self->conn, XMPP_CONN_FLAG_MANDATORY_TLS);
  if (self->ca_file != NULL)
    xmpp_conn_set_cafile (self->conn, self->ca_file);
  xmpp_conn_set_certfail_handler (self->conn, _tess_xmpp_on_certfail);
  xmpp_conn_set_sockopt_callback (self->conn, _tess_xmpp_loop_on_sockopt);
  xmpp_conn_set_pass (self->conn, self->password);
  _tess_xmpp_client_set_state (self, TESS_XMPP_STATE_CONNECTING);

  if (self->create_account)
    rc = _tess_xmpp_register_connect (self, domain);
  else
    {
      xmpp_conn_set_jid (self->conn, self->jid);
      rc = xmpp_connect_client (self->conn, self->host, self->port, on_connection, self);
    }
  if (rc != XMPP_EOK)
    {
      _tess_xmpp_client_fail (self, g_error_new (TESS_NET_ERROR, TESS_NET_ERROR_CONNECT,
                                                 _("Cannot reach the server %s."),
                                                 self->host ? self->host : domain));
      return;
    }
  _tess_xmpp_loop_start (self);
}

static void
tess_xmpp_client_dispose (GObject *object)
{
  TessXmppClient *self = TESS_XMPP_CLIENT (object);

  _tess_xmpp_loop_stop (self);
  _tess_xmpp_resume_clear (self);
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
  g_free (self->cut_jid);
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
  log->handler = _tess_xmpp_on_log;
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
  _tess_xmpp_client_start_connection (self);
}

void
tess_xmpp_client_disconnect (TessXmppClient *self)
{
  g_return_if_fail (TESS_IS_XMPP_CLIENT (self));
  self->closing = TRUE;
  /* Left on purpose: no stream to resume, no server still tried. */
  _tess_xmpp_resume_clear (self);
  if (self->conn != NULL && !xmpp_conn_is_disconnected (self->conn))
    {
      xmpp_disconnect (self->conn);
      _tess_xmpp_loop_schedule (self);
    }
  else
    _tess_xmpp_client_set_state (self, TESS_XMPP_STATE_DISCONNECTED);
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

/* Whether the last sign-in resumed the stream of a connection that was
 * cut (XEP-0198): the session, its rooms and what was sent to it
 * meanwhile were kept by the server. */
gboolean
tess_xmpp_client_get_resumed (TessXmppClient *self)
{
  g_return_val_if_fail (TESS_IS_XMPP_CLIENT (self), FALSE);
  return self->resumed;
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
  _tess_xmpp_loop_schedule (self);
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

/* Sends what was queued at once. */
void
_tess_xmpp_client_flush (TessXmppClient *self)
{
  _tess_xmpp_loop_schedule (self);
}

TessXmppClient *
_tess_xmpp_client_from_conn (xmpp_conn_t *conn)
{
  return g_hash_table_lookup (clients_by_conn, conn);
}

/* Each client has a context of its own. */
TessXmppClient *
_tess_xmpp_client_from_ctx (xmpp_ctx_t *ctx)
{
  GHashTableIter iter;
  gpointer client;

  g_hash_table_iter_init (&iter, clients_by_conn);
  while (g_hash_table_iter_next (&iter, NULL, &client))
    if (((TessXmppClient *) client)->ctx == ctx)
      return client;
  return NULL;
}

guint64
_tess_xmpp_client_get_wakes (TessXmppClient *self)
{
  return self->n_wakes;
}

gint64
_tess_xmpp_client_get_longest_run (TessXmppClient *self)
{
  return self->longest_run_us;
}

gint64
_tess_xmpp_client_get_handshake (TessXmppClient *self)
{
  return self->handshake_us;
}

/* For the tests: the network fails under the connection. */
void
_tess_xmpp_client_cut (TessXmppClient *self)
{
  if (self->fd >= 0)
    shutdown (self->fd, SHUT_RDWR);
}
