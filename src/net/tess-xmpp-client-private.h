/* tess-xmpp-client-private.h: what the client's files share
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <strophe.h>

#include "tess-flood.h"
#include "tess-xmpp-client.h"

G_BEGIN_DECLS

/* Once TLS is up, libstrophe (0.12) hands the connection handler
 * OpenSSL's codes (SSL_ERROR_SSL 1 to SSL_ERROR_WANT_RETRY_VERIFY 12),
 * not errno's; SSL_ERROR_ZERO_RETURN says the server closed TLS. */
#define TESS_XMPP_LAST_SSL_ERROR 12
#define TESS_XMPP_SSL_CLOSED 6

/* The client's state, shared by its files: the object and its API
 * (tess-xmpp-client.c), the loop that runs libstrophe
 * (tess-xmpp-loop.c), why a connection ended (tess-xmpp-verdict.c) and
 * in-band registration (tess-xmpp-register.c). */
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
  guint          timeouts;  /* runs libstrophe for its timeouts */
  gboolean       socket_up; /* connected, as far as TCP goes */
  guint          step_idle;

  TessXmppState  state;
  GError        *error;
  char          *cert_problem;
  gboolean       signed_in; /* the connection got this far */
  gboolean       was_secured; /* TLS was up (libstrophe forgets it on closing) */
  int            socket_error;
  gboolean       closing;
  /* In-band registration: a raw connection before the real one. */
  gboolean       registering;
  gboolean       registered;
  gboolean       features_seen;
  char          *bound_jid;
  char          *cut_jid;   /* the full address of a stream that was cut */
  gboolean       resumed;
  gboolean       server_closed; /* the server ended the last stream itself */
  xmpp_sm_state_t *stream;  /* a cut stream's state, kept (tess-xmpp-resume.c) */
  GCancellable  *probe;     /* the server tried before the stream is resumed */
  TessFlood     *flood;     /* chat lines allowed, by sender */
  GHashTable    *invitations; /* see _tess_xmpp_room_new_invitations() */
  guint64        n_stanzas; /* received so far */
  guint64        n_wakes;   /* the loop's runs, for the tests */
  gint64         longest_run_us; /* the longest of them, for the tests */
  gint64         handshake_us; /* the run that made the TLS handshake */
};

TessXmppClient *_tess_xmpp_client_from_conn     (xmpp_conn_t    *conn);
TessXmppClient *_tess_xmpp_client_from_ctx      (xmpp_ctx_t     *ctx);
void         _tess_xmpp_client_set_state      (TessXmppClient *self,
                                               TessXmppState   state);
void         _tess_xmpp_client_fail           (TessXmppClient *self,
                                               GError         *error);
void         _tess_xmpp_client_start_connection (TessXmppClient *self);
void         _tess_xmpp_client_open_connection (TessXmppClient  *self,
                                                xmpp_sm_state_t *stream);

/* tess-xmpp-resume.c: a cut stream's state, kept out of libstrophe
 * until its server takes a connection again. */
void         _tess_xmpp_resume_keep           (TessXmppClient  *self,
                                               xmpp_sm_state_t *stream);
void         _tess_xmpp_resume_clear          (TessXmppClient  *self);
gboolean     _tess_xmpp_resume_kept           (TessXmppClient  *self);
void         _tess_xmpp_resume_probe          (TessXmppClient  *self);

/* tess-xmpp-loop.c: libstrophe run on the main context. */
void         _tess_xmpp_loop_schedule         (TessXmppClient *self);
void         _tess_xmpp_loop_start            (TessXmppClient *self);
void         _tess_xmpp_loop_stop             (TessXmppClient *self);
void         _tess_xmpp_loop_forget_socket    (TessXmppClient *self);
int          _tess_xmpp_loop_on_sockopt       (xmpp_conn_t    *conn,
                                               void           *sock);
int          _tess_xmpp_loop_count_stanza     (xmpp_conn_t    *conn,
                                               xmpp_stanza_t  *stanza,
                                               void           *userdata);

/* tess-xmpp-verdict.c: why a connection ended, in words. */
char        *_tess_xmpp_domain_of             (const char     *jid);
int          _tess_xmpp_on_certfail           (const xmpp_tlscert_t *cert,
                                               const char *const     errormsg);
void         _tess_xmpp_on_log                (void             *userdata,
                                               xmpp_log_level_t  level,
                                               const char       *area,
                                               const char       *msg);
GError      *_tess_xmpp_explain_end           (TessXmppClient      *self,
                                               int                  error,
                                               xmpp_stream_error_t *stream_error);

/* tess-xmpp-register.c: a new account (XEP-0077) before signing in. */
int          _tess_xmpp_register_connect      (TessXmppClient *self,
                                               const char     *domain);


xmpp_ctx_t  *_tess_xmpp_client_get_ctx         (TessXmppClient *self);
xmpp_conn_t *_tess_xmpp_client_get_conn        (TessXmppClient *self);
GHashTable  *_tess_xmpp_client_get_invitations (TessXmppClient *self);
void         _tess_xmpp_client_flush           (TessXmppClient *self);
/* For the tests: how often the loop ran libstrophe, and its longest run. */
guint64      _tess_xmpp_client_get_wakes       (TessXmppClient *self);
gint64       _tess_xmpp_client_get_longest_run (TessXmppClient *self);
gint64       _tess_xmpp_client_get_handshake   (TessXmppClient *self);
void         _tess_xmpp_client_cut             (TessXmppClient *self);

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
