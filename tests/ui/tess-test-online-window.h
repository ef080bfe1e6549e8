/* tess-test-online-window.h: what the window's online tests share
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-online-game.h"
#include "tess-test-prosody.h"
#include "tess-window.h"
#include "tess-xmpp-client.h"

G_BEGIN_DECLS

#define DEADLINE_MS 240000

/* The Prosody the tests of this binary play on (its main sets it). */
extern TessTestProsody *tess_test_online_prosody;

/* A window's online game against a `tessera-cli online` bot. */
typedef struct
{
  TessWindow     *window;
  TessOnlineGame *online;
  const char     *bot_jid;
  gboolean        refused;
  gboolean        refused_with_tile;
  gboolean        bot_done;
  char           *bot_err;
} TessTestPlay;

TessXmppClient *tess_test_online_connect       (const char   *user,
                                                char        **password_file);
gboolean        tess_test_online_disconnected  (gpointer      data);
gboolean        tess_test_online_ended         (TessOnlineGame *online);
gboolean        tess_test_online_ended_cb      (gpointer      data);
gboolean        tess_test_online_chat_echoed   (gpointer      data);
const char     *tess_test_online_first_chat_line (GtkListBox *list);
gboolean        tess_test_online_set_up        (gpointer      data);
void            tess_test_online_on_bot_done   (GObject      *source,
                                                GAsyncResult *result,
                                                gpointer      data);
gboolean        tess_test_online_bot_done      (gpointer      data);
void            tess_test_online_shoot         (TessWindow   *window);
GSubprocess    *tess_test_online_start_bot     (TessTestPlay *p,
                                                gboolean      join,
                                                const char   *password_file,
                                                const char   *peer_jid,
                                                const char   *out);
gboolean        tess_test_online_action_enabled (TessWindow  *window,
                                                const char   *name);
gboolean        tess_test_online_dialog_shown  (gpointer      data);
void            tess_test_online_play_turns    (TessTestPlay *p,
                                                guint        *turn,
                                                guint         until,
                                                gboolean      shoot);

G_END_DECLS
