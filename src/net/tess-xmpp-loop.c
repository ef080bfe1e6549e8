/* tess-xmpp-loop.c: libstrophe run on the main context
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libstrophe has no GLib loop of its own: it runs one step at a time
 * (xmpp_run_once). The client watches the connection's socket and runs
 * libstrophe when it is readable, or writable while something waits to
 * be sent or the connection is being made. libstrophe's own timers
 * (0.12) only run out while a connection is made, signs in or closes
 * (the connection's, the features', the binding's, the closing's
 * timeouts); a timer runs it once a second then, and never once signed
 * in: a client signed in and idle wakes only when the server sends.
 *
 * libstrophe makes the TLS handshake in one call, on the main context
 * (it waits on the socket between the handshake's messages): the tests
 * report how long that run took (_tess_xmpp_client_get_handshake()).
 */

#define G_LOG_DOMAIN "tess-net"

#include "config.h"

#include <errno.h>
#include <glib-unix.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <strophe.h>
#include <sys/socket.h>

#include "tess-xmpp-client-private.h"

/* How often libstrophe runs for its timeouts while signing in or out. */
#define TIMEOUTS_MS 1000

/* libstrophe reads at most 4 KB a run: what TLS has decrypted beyond
 * that waits in OpenSSL, where the socket's watch cannot see it. A TLS
 * record holds at most 16 KB, so five runs that bring no stanza have
 * emptied it; a step runs libstrophe again while stanzas keep coming. */
#define IDLE_RUNS 5
#define MAX_RUNS_A_STEP 256

static void update_sources (TessXmppClient *self);

static void
run_step (TessXmppClient *self)
{
  guint idle_runs = 0;
  gint64 start = g_get_monotonic_time ();

  if (self->ctx == NULL)
    return;
  self->n_wakes++;
  g_object_ref (self);
  for (guint i = 0; i < MAX_RUNS_A_STEP && idle_runs < IDLE_RUNS && self->ctx != NULL; i++)
    {
      guint64 before = self->n_stanzas;
      gboolean was_secured = self->was_secured;
      gint64 run_start = g_get_monotonic_time ();

      xmpp_run_once (self->ctx, 0);
      if (self->conn != NULL && xmpp_conn_is_secured (self->conn))
        self->was_secured = TRUE;
      /* The run that made the TLS handshake, for the tests. */
      if (self->was_secured && !was_secured)
        self->handshake_us = g_get_monotonic_time () - run_start;
      idle_runs = self->n_stanzas == before ? idle_runs + 1 : 0;
    }
  update_sources (self);
  self->longest_run_us = MAX (self->longest_run_us, g_get_monotonic_time () - start);
  g_object_unref (self);
}

/* Counts every stanza that arrives (see run_step()). */
int
_tess_xmpp_loop_count_stanza (xmpp_conn_t   *conn,
                              xmpp_stanza_t *stanza,
                              void          *userdata)
{
  ((TessXmppClient *) userdata)->n_stanzas++;
  return 1;
}

/* libstrophe does not say why a connection was refused (0.12 hands 0
 * to the handler): the socket does, once it is writable or in error. */
static void
read_connect_result (TessXmppClient *self)
{
  int error = 0;
  socklen_t len = sizeof error;

  if (getsockopt (self->fd, SOL_SOCKET, SO_ERROR, &error, &len) == 0 && error != 0)
    self->socket_error = error;
  else
    self->socket_up = TRUE;
}

static gboolean
on_fd (int          fd,
       GIOCondition condition,
       gpointer     user_data)
{
  g_autoptr(TessXmppClient) self = g_object_ref (user_data);
  guint me = g_source_get_id (g_main_current_source ());

  if (!self->socket_up && (condition & (G_IO_OUT | G_IO_ERR | G_IO_HUP)))
    read_connect_result (self);
  run_step (self);
  /* Replaced by a watch for other conditions, or for another socket. */
  if (self->fd_watch != me)
    return G_SOURCE_REMOVE;
  /* The socket was closed and another may take its number. */
  if ((condition & (G_IO_NVAL | G_IO_HUP | G_IO_ERR)) && self->fd == fd)
    {
      self->fd_watch = 0;
      self->fd = -1;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static gboolean
on_timeouts (gpointer user_data)
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

void
_tess_xmpp_loop_schedule (TessXmppClient *self)
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

  /* libstrophe has closed the socket, whose number the next one may
   * take: the watch must not see that one. */
  if (self->conn == NULL || xmpp_conn_is_disconnected (self->conn))
    self->fd = -1;
  if (self->fd < 0)
    {
      g_clear_handle_id (&self->fd_watch, g_source_remove);
      return;
    }
  if (xmpp_conn_send_queue_len (self->conn) > 0 || !self->socket_up)
    wanted |= G_IO_OUT;
  if (self->fd_watch != 0 && wanted == self->fd_condition)
    return;
  g_clear_handle_id (&self->fd_watch, g_source_remove);
  self->fd_condition = wanted;
  self->fd_watch = g_unix_fd_add (self->fd, wanted, on_fd, self);
}

/* libstrophe's timeouts can only run out between connecting and signing
 * in, and while closing. */
static gboolean
timeouts_pending (TessXmppClient *self)
{
  if (self->conn == NULL || xmpp_conn_is_disconnected (self->conn))
    return FALSE;
  return self->closing || self->registering || self->state != TESS_XMPP_STATE_CONNECTED;
}

static void
update_sources (TessXmppClient *self)
{
  update_watch (self);
  if (!timeouts_pending (self))
    g_clear_handle_id (&self->timeouts, g_source_remove);
  else if (self->timeouts == 0)
    self->timeouts = g_timeout_add (TIMEOUTS_MS, on_timeouts, self);
}

/* libstrophe hands every new socket here before connecting it. */
int
_tess_xmpp_loop_on_sockopt (xmpp_conn_t *conn,
                            void        *sock)
{
  TessXmppClient *self = _tess_xmpp_client_from_conn (conn);
  int one = 1;

  if (self != NULL)
    {
      /* Watched once libstrophe has started connecting it
       * (_tess_xmpp_loop_start()). */
      g_clear_handle_id (&self->fd_watch, g_source_remove);
      self->fd = *(int *) sock;
      self->socket_up = FALSE;
    }
  /* A move is a small message that should leave at once, not wait for
   * the previous one's acknowledgement (Nagle's algorithm). */
  setsockopt (*(int *) sock, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  return xmpp_sockopt_cb_keepalive (conn, sock);
}

/* Runs libstrophe from now on, for a connection just started. */
void
_tess_xmpp_loop_start (TessXmppClient *self)
{
  update_sources (self);
  _tess_xmpp_loop_schedule (self);
}

void
_tess_xmpp_loop_forget_socket (TessXmppClient *self)
{
  g_clear_handle_id (&self->fd_watch, g_source_remove);
  self->fd = -1;
}

/* For good: the client goes away. */
void
_tess_xmpp_loop_stop (TessXmppClient *self)
{
  g_clear_handle_id (&self->timeouts, g_source_remove);
  g_clear_handle_id (&self->step_idle, g_source_remove);
  _tess_xmpp_loop_forget_socket (self);
}
