/* tess-window-reconnect.c: an online game whose connection dropped
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The server went away or the network failed under an online game that
 * this client can come back to (its resume file is kept): the window
 * says so, in the online panel and aloud, and signs in again by itself,
 * after 1 s, then twice as long each time up to 30 s, at once when the
 * network comes back (GNetworkMonitor). Signed in, it comes back to the
 * game as Online Games… does (tess_window_rejoin_online()), and the
 * game goes on.
 */

#define G_LOG_DOMAIN "tess-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-net-error.h"
#include "tess-online-panel.h"
#include "tess-window-private.h"

#define RECONNECT_FIRST_S 1
#define RECONNECT_LONGEST_S 30

typedef struct
{
  TessWindow     *window;     /* not a reference: the data is the window's */
  TessXmppClient *client;
  char           *path;       /* the game's resume file */
  guint           backoff;
  guint           retry;
  gulong          state_handler;
  gulong          network_handler;
  gboolean        attempting;
} Reconnect;

#define RECONNECT_KEY "tess-window-reconnect"

static void
reconnect_free (gpointer data)
{
  Reconnect *r = data;

  g_clear_handle_id (&r->retry, g_source_remove);
  g_clear_signal_handler (&r->state_handler, r->client);
  g_clear_signal_handler (&r->network_handler, g_network_monitor_get_default ());
  g_clear_object (&r->client);
  g_free (r->path);
  g_free (r);
}

static void
set_offline (TessWindow *self,
             const char *text)
{
  if (self->online_panel != NULL)
    tess_online_panel_set_offline (TESS_ONLINE_PANEL (self->online_panel), text);
}

static gboolean try_now (gpointer data);
static void on_client_state (TessXmppClient *client, GParamSpec *pspec, Reconnect *r);

static void
schedule (Reconnect *r)
{
  if (r->retry != 0 || r->attempting)
    return;
  r->retry = g_timeout_add_seconds (r->backoff, try_now, r);
  r->backoff = MIN (r->backoff * 2, RECONNECT_LONGEST_S);
}

static gboolean
try_now (gpointer data)
{
  Reconnect *r = data;
  TessXmppState state = tess_xmpp_client_get_state (r->client);

  r->retry = 0;
  g_debug ("Signing in again (state %d)", state);
  if (state == TESS_XMPP_STATE_CONNECTING)
    {
      r->attempting = TRUE;
      return G_SOURCE_REMOVE;
    }
  r->attempting = TRUE;
  if (state != TESS_XMPP_STATE_CONNECTED)
    tess_xmpp_client_connect (r->client);
  else
    /* Signed in again meanwhile (by the account): back to the game. */
    on_client_state (r->client, NULL, r);
  return G_SOURCE_REMOVE;
}

static void
on_client_state (TessXmppClient *client,
                 GParamSpec     *pspec,
                 Reconnect      *r)
{
  TessWindow *self = r->window;
  TessXmppState state = tess_xmpp_client_get_state (client);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  g_debug ("The account's connection: state %d", state);
  if (state == TESS_XMPP_STATE_FAILED || state == TESS_XMPP_STATE_DISCONNECTED)
    {
      r->attempting = FALSE;
      schedule (r);
      return;
    }
  if (state != TESS_XMPP_STATE_CONNECTED)
    return;
  if (self->online != NULL && tess_online_game_get_resume_pending (self->online))
    {
      /* The file to come back with is written to its end first. */
      r->attempting = FALSE;
      r->backoff = RECONNECT_FIRST_S;
      schedule (r);
      return;
    }
  path = g_strdup (r->path);
  /* The reconnection ends here, whatever comes of coming back. */
  g_object_set_data (G_OBJECT (self), RECONNECT_KEY, NULL);
  if (tess_window_rejoin_online (self, client, path, &error) == NULL)
    {
      g_debug ("Not back to the game: %s", error->message);
      set_offline (self, NULL);
      _tess_window_show_error (self, _("The online game stopped"), error->message);
      return;
    }
  set_offline (self, NULL);
  tess_announcer_announce (self->announcer, _("Back online: the game goes on."));
}

static void
on_network_changed (GNetworkMonitor *monitor,
                    gboolean         available,
                    Reconnect       *r)
{
  if (!available || r->attempting)
    return;
  /* The network is back: no need to wait out the delay. */
  g_clear_handle_id (&r->retry, g_source_remove);
  r->backoff = RECONNECT_FIRST_S;
  r->retry = g_idle_add (try_now, r);
}

/* The online game stopped: when it was its connection that dropped and
 * the game can be come back to, the window says so and tries again by
 * itself. Returns whether it does. */
gboolean
_tess_window_online_connection_lost (TessWindow *self)
{
  const GError *error = tess_online_game_get_error (self->online);
  TessXmppClient *client = tess_online_game_get_client (self->online);
  g_autofree char *path = NULL;
  Reconnect *r;
  /* Translators: shown and said when the connection of an online game
   * dropped; the window signs in again by itself. */
  const char *offline = _("Offline — will reconnect");

  if (!g_error_matches (error, TESS_NET_ERROR, TESS_NET_ERROR_CONNECT) || client == NULL
      || tess_online_game_get_room (self->online) == NULL
      || tess_online_game_get_watching (self->online))
    return FALSE;
  path = tess_online_game_dup_resume_path (self->online);
  if (path == NULL)
    return FALSE;
  r = g_new0 (Reconnect, 1);
  r->window = self;
  r->client = g_object_ref (client);
  r->path = g_steal_pointer (&path);
  r->backoff = RECONNECT_FIRST_S;
  r->state_handler = g_signal_connect (client, "notify::state", G_CALLBACK (on_client_state), r);
  r->network_handler = g_signal_connect (g_network_monitor_get_default (), "network-changed",
                                         G_CALLBACK (on_network_changed), r);
  g_object_set_data_full (G_OBJECT (self), RECONNECT_KEY, r, reconnect_free);
  set_offline (self, offline);
  tess_announcer_announce (self->announcer, offline);
  schedule (r);
  return TRUE;
}

/* Another game in the window, or its end: no more trying. */
void
_tess_window_online_stop_reconnecting (TessWindow *self)
{
  g_object_set_data (G_OBJECT (self), RECONNECT_KEY, NULL);
  set_offline (self, NULL);
}
