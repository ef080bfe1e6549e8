/* tess-test-online-window.c: what the window's online tests share
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Accounts made in-band on the tests' Prosody, a bot to play against,
 * the window's turns played through its actions, and the checks made
 * on the way: on the bot's turn the board refuses a move made here.
 */

#include "config.h"

#include "tess-test-online-window.h"
#include "tess-test-core.h"
#include "tess-test-ui.h"
#include "tess-window-private.h"

TessTestProsody *tess_test_online_prosody;

static gboolean
settled (gpointer data)
{
  TessXmppState state = tess_xmpp_client_get_state (data);

  return state == TESS_XMPP_STATE_CONNECTED || state == TESS_XMPP_STATE_FAILED;
}

/* A client of an account made in-band, signed in. */
TessXmppClient *
tess_test_online_connect (const char *user,
                          char      **password_file)
{
  g_autofree char *jid = g_strdup_printf ("%s@" TESS_TEST_DOMAIN, user);
  g_autofree char *password = g_strdup_printf ("%s's password", user);
  TessXmppClient *client = tess_xmpp_client_new (jid, password);
  g_autoptr(GError) error = NULL;

  tess_xmpp_client_set_server (client, "127.0.0.1", tess_test_online_prosody->port);
  tess_xmpp_client_set_ca_file (client, tess_test_online_prosody->ca_file);
  tess_xmpp_client_set_register (client, TRUE);
  tess_xmpp_client_connect (client);
  g_assert_true (tess_test_wait_for (settled, client, DEADLINE_MS));
  if (tess_xmpp_client_get_state (client) != TESS_XMPP_STATE_CONNECTED)
    g_error ("%s did not connect: %s", jid, tess_xmpp_client_get_error (client)->message);
  if (password_file != NULL)
    {
      g_autofree char *name = g_strdup_printf ("%s.password", user);

      *password_file = g_build_filename (tess_test_online_prosody->dir, name, NULL);
      g_file_set_contents (*password_file, password, -1, &error);
      g_assert_no_error (error);
    }
  return client;
}

gboolean
tess_test_online_disconnected (gpointer data)
{
  return tess_xmpp_client_get_state (data) != TESS_XMPP_STATE_CONNECTED;
}

gboolean
tess_test_online_ended (TessOnlineGame *online)
{
  TessOnlineGameState state = tess_online_game_get_state (online);

  return state == TESS_ONLINE_GAME_OVER || state == TESS_ONLINE_GAME_STOPPED;
}

gboolean
tess_test_online_ended_cb (gpointer data)
{
  return tess_test_online_ended (data);
}

/* On the guest's turn (its tile drawn or not yet) the board refuses a
 * move made here: tried at once, with nothing else run in between. */
static void
check_remote_turn (TessTestPlay *p)
{
  TessGame *game = tess_window_get_game (p->window);
  TessGameSession *session = tess_window_get_session (p->window);
  g_autoptr(GArray) placements = NULL;
  TessGamePlacement at = { 1, 0, 0 };
  guint before;

  if (game == NULL || game != tess_online_game_get_game (p->online) || tess_test_online_ended (p->online)
      || tess_game_get_phase (game) != TESS_GAME_PHASE_PLACE_TILE
      || g_strcmp0 (tess_online_game_get_seat (p->online, tess_game_get_current_player (game)),
                    p->bot_jid) != 0)
    return;
  g_assert_cmpint (tess_game_session_get_seat_kind (session, tess_game_get_current_player (game)),
                   ==, TESS_SEAT_REMOTE);
  g_assert_false (tess_game_session_turn_is_local (session));
  placements = tess_game_get_placements (game);
  if (placements->len > 0)
    {
      at = g_array_index (placements, TessGamePlacement, 0);
      p->refused_with_tile = TRUE;
    }
  before = tess_game_get_n_moves (game);
  gtk_widget_activate_action (GTK_WIDGET (p->window), "win.place-tile", "(iii)", at.x, at.y, at.rot);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, before);
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_TILE);
  p->refused = TRUE;
}

static gboolean
my_turn_or_end (gpointer data)
{
  TessTestPlay *p = data;
  TessGame *game = tess_window_get_game (p->window);

  if (tess_test_online_ended (p->online))
    return TRUE;
  check_remote_turn (p);
  return game != NULL && game == tess_online_game_get_game (p->online)
         && tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_TILE
         && tess_game_session_turn_is_local (tess_window_get_session (p->window));
}

gboolean
tess_test_online_chat_echoed (gpointer data)
{
  GtkListBox *list = data;

  return gtk_list_box_get_row_at_index (list, 0) != NULL;
}

/* The chat's first line, its sender named as the score panel names them. */
const char *
tess_test_online_first_chat_line (GtkListBox *list)
{
  GtkWidget *label = gtk_list_box_row_get_child (gtk_list_box_get_row_at_index (list, 0));

  return gtk_label_get_label (GTK_LABEL (label));
}

gboolean
tess_test_online_set_up (gpointer data)
{
  TessTestPlay *p = data;

  return tess_online_game_get_game (p->online) != NULL || tess_test_online_ended (p->online);
}

void
tess_test_online_on_bot_done (GObject      *source,
                              GAsyncResult *result,
                              gpointer      data)
{
  TessTestPlay *p = data;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, NULL, &p->bot_err, NULL);
  p->bot_done = TRUE;
}

gboolean
tess_test_online_bot_done (gpointer data)
{
  return ((TessTestPlay *) data)->bot_done;
}

/* With TESS_TEST_ONLINE_SHOT=FILE.png, the window as it is mid-game,
 * for a person to look at (not a check). */
void
tess_test_online_shoot (TessWindow *window)
{
  const char *path = g_getenv ("TESS_TEST_ONLINE_SHOT");
  const char *argv[] = { "import", "-window", "root", path, NULL };
  g_autoptr(GError) error = NULL;
  int status;

  if (path == NULL)
    return;
  tess_test_ui_wait_frame (GTK_WIDGET (window));
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, &status, &error);
  g_assert_no_error (error);
}

/* The other player: tessera-cli online, joining the window's game
 * (@join) or hosting one that invites @peer_jid; it writes its record
 * to @out, and what it says on stderr goes to p->bot_err. */
GSubprocess *
tess_test_online_start_bot (TessTestPlay       *p,
                            gboolean    join,
                            const char *password_file,
                            const char *peer_jid,
                            const char *out)
{
  g_autofree char *server = g_strdup_printf ("127.0.0.1:%u", tess_test_online_prosody->port);
  const char *argv[] = {
    TESSERA_CLI, "online", join ? "join" : "host", "--jid", p->bot_jid,
    "--password-file", password_file, "--server", server, "--ca-file", tess_test_online_prosody->ca_file,
    "--away-limit", "0", "--out", out, join ? "--from" : "--invite", peer_jid, NULL
  };
  g_autoptr(GError) error = NULL;
  GSubprocess *bot = tess_test_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                                      argv, &error);

  g_assert_no_error (error);
  g_subprocess_communicate_utf8_async (bot, NULL, NULL, tess_test_online_on_bot_done, p);
  return bot;
}

/* Whether a window action is on, as a button bound to it sees it. */
gboolean
tess_test_online_action_enabled (TessWindow *window,
                                 const char *name)
{
  GtkWidget *button = gtk_button_new ();
  gboolean enabled;

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), name);
  gtk_widget_set_parent (button, tess_test_ui_find_named (GTK_WIDGET (window), "online_panel"));
  enabled = gtk_widget_get_sensitive (button);
  gtk_widget_unparent (button);
  return enabled;
}

gboolean
tess_test_online_dialog_shown (gpointer data)
{
  return tess_window_get_dialog (data) != NULL;
}

/* Plays this screen's turns, counted in @turn, until the game ends or
 * @turn reaches @until; with @shoot, a screenshot at turn 14. */
void
tess_test_online_play_turns (TessTestPlay     *p,
                             guint    *turn,
                             guint     until,
                             gboolean  shoot)
{
  while (!tess_test_online_ended (p->online) && *turn < until)
    {
      g_assert_true (tess_test_wait_for (my_turn_or_end, p, DEADLINE_MS));
      if (tess_test_online_ended (p->online))
        break;
      if (*turn == 14 && shoot)
        tess_test_online_shoot (p->window);
      tess_test_ui_play_turn (p->window, *turn, *turn);
      (*turn)++;
    }
}
