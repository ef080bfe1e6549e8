/* tess-xmpp-loop.c: libstrophe run on the main context
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
 */

#define G_LOG_DOMAIN "tess-net"

#include "config.h"

#include <glib-unix.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <strophe.h>

#include "tess-xmpp-client-private.h"

/* How often libstrophe runs without anything on the socket. */
#define TICK_MS 50

static void update_watch (TessXmppClient *self);

/* libstrophe reads once a run: what TLS has decrypted beyond that waits
 * in OpenSSL, where the socket's watch cannot see it. So a step runs
 * libstrophe again while stanzas keep coming, and stops after two runs
 * that brought none (the second for a stanza cut across TLS records). */
#define MAX_RUNS_A_STEP 256

static void
run_step (TessXmppClient *self)
{
  guint idle_runs = 0;
  gint64 start = g_get_monotonic_time ();

  if (self->ctx == NULL)
    return;
  self->n_wakes++;
  g_object_ref (self);
  for (guint i = 0; i < MAX_RUNS_A_STEP && idle_runs < 2 && self->ctx != NULL; i++)
    {
      guint64 before = self->n_stanzas;

      xmpp_run_once (self->ctx, 0);
      idle_runs = self->n_stanzas == before ? idle_runs + 1 : 0;
    }
  update_watch (self);
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
int
_tess_xmpp_loop_on_sockopt (xmpp_conn_t *conn,
                            void        *sock)
{
  TessXmppClient *self = _tess_xmpp_client_from_conn (conn);

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

/* Runs libstrophe from now on, for a connection just started. */
void
_tess_xmpp_loop_start (TessXmppClient *self)
{
  if (self->tick == 0)
    self->tick = g_timeout_add (TICK_MS, on_tick, self);
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
  g_clear_handle_id (&self->tick, g_source_remove);
  g_clear_handle_id (&self->step_idle, g_source_remove);
  _tess_xmpp_loop_forget_socket (self);
}
