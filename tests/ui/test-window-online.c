/* test-window-online.c: the window plays a whole online game against a bot
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On a Prosody the test starts on the loopback, the window hosts a
 * 3-player game (its own seat, a guest that is `tessera-cli online join`,
 * and a computer seat the window's client plays) and its person plays
 * every turn through the window's actions; then the window joins a game
 * that a bot hosts, through the invitation's dialog. On the guest's turns the
 * board refuses a move; a chat line sent from the panel comes back from
 * the room. At the end the window's record and the bot's are the same
 * text, and the window's game is over. Coming back to a game, handing a
 * seat over and watching are in test-window-online-return.c.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>

#include "tess-invitations.h"
#include "tess-json-private.h"
#include "tess-test-core.h"
#include "tess-online-panel.h"
#include "tess-test-online-window.h"
#include "tess-test-ui.h"
#include "tess-test-watchdog.h"
#include "tess-window-private.h"

static TessTestProsody *prosody;

static void
store_result (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

/* @data: "host": the window hosts ana's game with bob (the bot) and a
 * computer seat; "join": the bot hosts eve's game and invites dan, whom
 * the window plays and who accepts the invitation's dialog. */
static void
test_game (gconstpointer data)
{
  gboolean host = g_str_equal (data, "host");
  const char *me = host ? "ana" : "dan";
  const char *other = host ? "bob" : "eve";
  g_autofree char *my_jid = g_strdup_printf ("%s@" TESS_TEST_DOMAIN, me);
  g_autofree char *bot_jid = g_strdup_printf ("%s@" TESS_TEST_DOMAIN, other);
  g_autoptr(TessXmppClient) client = NULL;
  g_autoptr(GSubprocess) bot = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *password_file = NULL, *bot_out = NULL, *bot_text = NULL;
  g_autofree char *mine = NULL, *out_name = g_strdup_printf ("%s.tessera", other);
  g_autoptr(JsonNode) root = NULL;
  const char *invites[] = { bot_jid, NULL };
  /* The hard level, with enough simulations to take a good part of a
   * second a move: in a worker thread, never the window's. */
  const char *computers[] = { "hard", NULL };
  TessTestWatchdog *dog = NULL;
  GtkWidget *entry, *chat;
  guint turn = 0;
  guint me_seat = host ? 0 : 1;
  TessTestPlay p = { 0 };

  p.bot_jid = bot_jid;
  g_object_unref (tess_test_online_connect (other, &password_file));
  client = tess_test_online_connect (me, NULL);
  /* The window waits for the invitation before the bot can send it: one
   * that comes before anything listens for it is lost. */
  if (!host)
    {
      p.window = tess_test_ui_new_window (FALSE);
      p.online = tess_window_join_online (p.window, client, bot_jid);
    }
  bot_out = g_build_filename (prosody->dir, out_name, NULL);
  bot = tess_test_online_start_bot (&p, host, password_file, my_jid, bot_out);

  if (host)
    {
      g_autoptr(JsonObject) header = NULL;
      g_autoptr(GAsyncResult) result = NULL;
      const char *sets[] = { "base", "river", NULL };
      const char *colors[] = { "blue", "green", "red", NULL };

      p.window = tess_test_ui_new_window (FALSE);
      /* The rules and tile sets of New Game: the River, and a first
       * player by lot and a hand of two, which an online game cannot
       * have (it begins with its first seat and draws in public). */
      g_settings_set_strv (p.window->settings, "tilesets", sets);
      g_settings_set_boolean (p.window->settings, "river", TRUE);
      g_settings_set_string (p.window->settings, "first-player", "random");
      g_settings_set_int (p.window->settings, "hand", 2);
      /* New Game's colours go to the seats, in order. */
      g_settings_set_int (p.window->settings, "players", 3);
      g_settings_set_strv (p.window->settings, "player-colors", colors);
      _tess_window_online_header_async (p.window, NULL, store_result, &result);
      TESS_TEST_WAIT_UNTIL (result != NULL);
      header = _tess_window_online_header_finish (p.window, result, &error);
      g_assert_no_error (error);
      p.online = tess_window_host_online (p.window, client, invites, computers, header, 0);
      tess_online_game_set_simulations (p.online, 400);
    }
  else
    {
      GtkWindow *dialog;

      /* The invitation is asked about; nothing happens until it is accepted. */
      g_assert_true (tess_test_wait_for (tess_test_online_dialog_shown, p.window, DEADLINE_MS));
      dialog = tess_window_get_dialog (p.window);
      g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
      g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), bot_jid));
      g_assert_null (tess_online_game_get_room (p.online));
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "accept");
      gtk_window_destroy (dialog);
    }
  g_assert_nonnull (p.online);
  g_assert_true (tess_test_wait_for (tess_test_online_set_up, &p, DEADLINE_MS));
  g_assert_nonnull (tess_online_game_get_game (p.online));
  g_assert_true (tess_window_get_game (p.window) == tess_online_game_get_game (p.online));
  g_assert_cmpuint (tess_online_game_get_n_seats (p.online), ==, host ? 3 : 2);
  for (guint s = 0; s < tess_online_game_get_n_seats (p.online); s++)
    g_assert_cmpint (tess_game_session_get_seat_kind (tess_window_get_session (p.window), s), ==,
                     s == me_seat ? TESS_SEAT_LOCAL : TESS_SEAT_REMOTE);

  /* A chat line from the panel comes back from the room. */
  entry = tess_test_ui_find_named (GTK_WIDGET (p.window), "online_chat_entry");
  chat = tess_test_ui_find_named (GTK_WIDGET (p.window), "online_chat");
  g_assert_nonnull (entry);
  g_assert_nonnull (chat);
  gtk_editable_set_text (GTK_EDITABLE (entry), "Good luck, Bob");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  g_assert_true (tess_test_wait_for (tess_test_online_chat_echoed, chat, DEADLINE_MS));
  {
    g_autofree char *said = g_strdup_printf ("%s: Good luck, Bob", me);

    g_assert_cmpstr (tess_test_online_first_chat_line (GTK_LIST_BOX (chat)), ==, said);
  }

  /* From the first moves on, no iteration of the window's main loop
   * takes longer than a frame, the computer's moves included. */
  dog = tess_test_watchdog_start (NULL);
  tess_test_watchdog_count (dog);
  tess_test_online_play_turns (&p, &turn, 4, FALSE);
  /* A move of an online game is not taken back. */
  g_assert_true (tess_test_online_action_enabled (p.window, "win.resign"));
  g_assert_false (tess_test_online_action_enabled (p.window, "win.undo"));
  /* Turn by turn, the watchdog until the bag runs low: the end of the
   * game (the final scoring, its summary) is another matter. */
  while (!tess_test_online_ended (p.online))
    {
      /* The screenshot of turn 14 is the test's own work. */
      gboolean shot = host && turn == 14;

      if (dog != NULL && tess_game_get_tiles_left (tess_window_get_game (p.window)) < 12)
        g_clear_pointer (&dog, tess_test_watchdog_finish);
      if (dog != NULL && shot)
        tess_test_watchdog_pause (dog);
      tess_test_online_play_turns (&p, &turn, turn + 1, host);
      if (dog != NULL && shot)
        tess_test_watchdog_count (dog);
    }
  if (tess_online_game_get_state (p.online) == TESS_ONLINE_GAME_STOPPED)
    g_error ("The game stopped: %s", tess_online_game_get_error (p.online)->message);
  g_assert_cmpint (tess_online_game_get_state (p.online), ==, TESS_ONLINE_GAME_OVER);
  g_assert_true (p.refused);
  if (!p.refused_with_tile)
    g_test_message ("The guest's tile was never seen before its move came.");
  g_assert_cmpuint (turn, >, 5);
  g_assert_true (tess_game_get_finished (tess_window_get_game (p.window)));
  g_assert_null (dog);

  /* The bot wrote the same record. */
  g_assert_true (tess_test_wait_for (tess_test_online_bot_done, &p, DEADLINE_MS));
  if (!g_subprocess_get_if_exited (bot) || g_subprocess_get_exit_status (bot) != 0)
    g_error ("The bot failed: %s", p.bot_err);
  g_assert_true (g_file_get_contents (bot_out, &bot_text, NULL, NULL));
  root = tess_online_game_to_record_json (p.online);
  mine = tess_json_generate (root, TRUE);
  g_assert_cmpstr (mine, ==, bot_text);
  if (host)
    {
      g_assert_nonnull (strstr (mine, "\"ai:hard\""));
      g_assert_nonnull (strstr (mine, "\"river\""));
      g_assert_cmpint (tess_game_get_player_color (tess_window_get_game (p.window), 0), ==, TESS_COLOR_BLUE);
      g_assert_cmpint (tess_game_get_player_color (tess_window_get_game (p.window), 1), ==, TESS_COLOR_GREEN);
      g_assert_cmpint (tess_game_get_player_color (tess_window_get_game (p.window), 2), ==, TESS_COLOR_RED);
    }

  /* Another game in the window ends the online one there. */
  {
    g_autoptr(TessGame) local = tess_test_new_game (2, FALSE, 1, NULL, "81");

    tess_window_set_game (p.window, local, NULL);
    g_assert_null (tess_window_get_online_game (p.window));
    g_assert_true (tess_game_session_turn_is_local (tess_window_get_session (p.window)));
  }
  tess_test_ui_destroy_window (p.window);
  tess_xmpp_client_disconnect (client);
  g_assert_true (tess_test_wait_for (tess_test_online_disconnected, client, DEADLINE_MS));
  g_free (p.bot_err);
}

/* Resign…, asked and confirmed, while the game is played: the seat
 * leaves and the game stops for both players, the other told who
 * resigned. */
static void
test_resign (void)
{
  g_autofree char *my_jid = g_strdup ("cat@" TESS_TEST_DOMAIN);
  g_autofree char *bot_jid = g_strdup ("dog@" TESS_TEST_DOMAIN);
  g_autofree char *password_file = NULL;
  g_autofree char *bot_out = g_build_filename (prosody->dir, "dog.tessera", NULL);
  g_autoptr(TessXmppClient) client = NULL;
  g_autoptr(GSubprocess) bot = NULL;
  const char *invites[] = { bot_jid, NULL };
  GtkWindow *dialog;
  TessTestPlay p = { 0 };

  p.bot_jid = bot_jid;
  g_object_unref (tess_test_online_connect ("dog", &password_file));
  client = tess_test_online_connect ("cat", NULL);
  bot = tess_test_online_start_bot (&p, TRUE, password_file, my_jid, bot_out);
  p.window = tess_test_ui_new_window (FALSE);
  p.online = tess_window_host_online (p.window, client, invites, NULL, NULL, 0);
  g_assert_true (tess_test_wait_for (tess_test_online_set_up, &p, DEADLINE_MS));
  g_assert_cmpint (tess_online_game_get_state (p.online), ==, TESS_ONLINE_GAME_PLAYING);

  /* Asked first; Cancel changes nothing. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (p.window), "win.resign", NULL));
  dialog = tess_window_get_dialog (p.window);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_window_destroy (dialog);
  g_assert_cmpint (tess_online_game_get_state (p.online), ==, TESS_ONLINE_GAME_PLAYING);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (p.window), "win.resign", NULL));
  dialog = tess_window_get_dialog (p.window);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "resign");
  gtk_window_destroy (dialog);
  g_assert_true (tess_test_wait_for (tess_test_online_ended_cb, p.online, DEADLINE_MS));
  g_assert_cmpint (tess_online_game_get_state (p.online), ==, TESS_ONLINE_GAME_STOPPED);
  g_assert_nonnull (strstr (tess_online_game_get_error (p.online)->message, "cat@" TESS_TEST_DOMAIN " resigned seat 1"));
  /* Said here too; Resign… is off (asks nothing). */
  dialog = tess_window_get_dialog (p.window);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
  gtk_window_destroy (dialog);
  gtk_widget_activate_action (GTK_WIDGET (p.window), "win.resign", NULL);
  g_assert_null (tess_window_get_dialog (p.window));

  /* The other player was told who resigned. */
  g_assert_true (tess_test_wait_for (tess_test_online_bot_done, &p, DEADLINE_MS));
  g_assert_nonnull (strstr (p.bot_err, "cat@" TESS_TEST_DOMAIN " resigned seat 1"));

  tess_test_ui_destroy_window (p.window);
  tess_xmpp_client_disconnect (client);
  g_assert_true (tess_test_wait_for (tess_test_online_disconnected, client, DEADLINE_MS));
  g_free (p.bot_err);
}

/* A "Join the Game?" dialog over @data, however it came. */
static gboolean
invitation_shown (gpointer data)
{
  GtkWindow *dialog = tess_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, data);

  return dialog != NULL && g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)),
                                      "Join the Game?") == 0;
}

/* A game window other than @data, once it shows an online game. */
static gboolean
other_online_window (gpointer data)
{
  TessTestPlay *p = data;
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (TESS_IS_WINDOW (l->data) && l->data != (gpointer) p->window
        && tess_window_get_online_game (l->data) != NULL)
      {
        p->online = tess_window_get_online_game (l->data);
        return TRUE;
      }
  return FALSE;
}

/* An invitation while signed in, with no window waiting for one: asked
 * over the window in front; Join plays the game in a new window, and the
 * game shown before stays. */
static void
test_invited_anytime (void)
{
  g_autofree char *my_jid = g_strdup ("yak@" TESS_TEST_DOMAIN);
  g_autofree char *bot_jid = g_strdup ("gnu@" TESS_TEST_DOMAIN);
  g_autofree char *password_file = NULL;
  g_autofree char *bot_out = g_build_filename (prosody->dir, "gnu.tessera", NULL);
  g_autoptr(TessXmppClient) client = NULL;
  g_autoptr(GSubprocess) bot = NULL;
  g_autoptr(TessInvitations) invitations = tess_invitations_new (NULL);
  GtkWindow *dialog;
  TessWindow *front, *joined;
  TessGame *local;
  TessTestPlay p = { 0 };

  p.bot_jid = bot_jid;
  g_object_unref (tess_test_online_connect ("gnu", &password_file));
  client = tess_test_online_connect ("yak", NULL);
  tess_invitations_set_client (invitations, client);
  front = p.window = tess_test_ui_new_window (FALSE);
  local = tess_window_get_game (front);
  bot = tess_test_online_start_bot (&p, FALSE, password_file, my_jid, bot_out);

  g_assert_true (tess_test_wait_for (invitation_shown, front, DEADLINE_MS));
  dialog = tess_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (front));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), bot_jid));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "accept");
  gtk_window_destroy (dialog);

  g_assert_true (tess_test_wait_for (other_online_window, &p, DEADLINE_MS));
  g_assert_true (tess_test_wait_for (tess_test_online_set_up, &p, DEADLINE_MS));
  g_assert_cmpint (tess_online_game_get_state (p.online), ==, TESS_ONLINE_GAME_PLAYING);
  g_assert_true (tess_window_get_game (front) == local);
  g_assert_null (tess_window_get_online_game (front));

  /* Ended from the new window; the bot is told. */
  joined = NULL;
  {
    g_autoptr(GList) windows = gtk_window_list_toplevels ();

    for (GList *l = windows; l != NULL; l = l->next)
      if (TESS_IS_WINDOW (l->data) && l->data != (gpointer) front)
        joined = g_object_ref (l->data);
  }
  g_assert_nonnull (joined);
  tess_online_game_resign (p.online);
  g_assert_true (tess_test_wait_for (tess_test_online_ended_cb, p.online, DEADLINE_MS));
  g_assert_true (tess_test_wait_for (tess_test_online_bot_done, &p, DEADLINE_MS));
  g_assert_nonnull (strstr (p.bot_err, "yak@" TESS_TEST_DOMAIN " resigned seat 2"));

  tess_invitations_set_client (invitations, NULL);
  if (tess_window_get_dialog (joined) != NULL)
    gtk_window_destroy (tess_window_get_dialog (joined));
  tess_test_ui_destroy_window (joined);
  tess_test_ui_destroy_window (front);
  tess_xmpp_client_disconnect (client);
  g_assert_true (tess_test_wait_for (tess_test_online_disconnected, client, DEADLINE_MS));
  g_free (p.bot_err);
}

/* The window's turn: the bot's move came through the room, after the
 * window's last one (which the room has, then). */
static gboolean
window_to_play (gpointer data)
{
  TessTestPlay *p = data;

  return tess_game_session_turn_is_local (tess_window_get_session (p->window));
}

static gboolean
offline_said (gpointer data)
{
  TessTestPlay *p = data;

  return p->window->online_panel != NULL
         && tess_online_panel_get_offline (TESS_ONLINE_PANEL (p->window->online_panel)) != NULL;
}

/* The window plays another online game than the one that dropped, and
 * says nothing more of the connection. */
static gboolean
back_online (gpointer data)
{
  TessTestPlay *p = data;
  TessOnlineGame *now = tess_window_get_online_game (p->window);

  return !offline_said (p) && now != NULL && now != p->online
         && tess_online_game_get_state (now) == TESS_ONLINE_GAME_PLAYING
         && tess_online_game_get_game (now) != NULL;
}

/* The server stops under a game the window hosts against a bot: the
 * panel says "Offline — will reconnect" (and the announcer says it
 * aloud); the server comes back, the window signs in again by itself,
 * comes back to the game, and the game is played to its end, the
 * window's record the bot's. */
static void
test_offline (void)
{
  g_autofree char *my_jid = g_strdup ("owl@" TESS_TEST_DOMAIN);
  g_autofree char *bot_jid = g_strdup ("elk@" TESS_TEST_DOMAIN);
  g_autofree char *password_file = NULL, *bot_text = NULL, *mine = NULL;
  g_autofree char *bot_out = g_build_filename (prosody->dir, "elk.tessera", NULL);
  g_autoptr(TessXmppClient) client = NULL;
  g_autoptr(GSubprocess) bot = NULL;
  g_autoptr(JsonNode) root = NULL;
  const char *invites[] = { bot_jid, NULL };
  TessOnlineGame *lost;
  guint turn = 0;
  TessTestPlay p = { 0 };

  p.bot_jid = bot_jid;
  g_object_unref (tess_test_online_connect ("elk", &password_file));
  client = tess_test_online_connect ("owl", NULL);
  bot = tess_test_online_start_bot (&p, TRUE, password_file, my_jid, bot_out);
  p.window = tess_test_ui_new_window (FALSE);
  p.online = tess_window_host_online (p.window, client, invites, NULL, NULL, 0);
  g_assert_true (tess_test_wait_for (tess_test_online_set_up, &p, DEADLINE_MS));
  tess_test_online_play_turns (&p, &turn, 4, FALSE);
  /* Not while the window's move is on its way: a move the server never
   * got is not in the room's archive, and coming back does not send it
   * again yet (the window would say the archive lacks it). */
  g_assert_true (tess_test_wait_for (window_to_play, &p, DEADLINE_MS));
  g_assert_false (offline_said (&p));

  tess_test_prosody_halt (prosody);
  g_assert_true (tess_test_wait_for (offline_said, &p, DEADLINE_MS));
  g_assert_cmpstr (tess_online_panel_get_offline (TESS_ONLINE_PANEL (p.window->online_panel)), ==,
                   "Offline — will reconnect");
  /* Not an error to dismiss: the window tries again by itself. */
  g_assert_null (tess_window_get_dialog (p.window));
  lost = g_object_ref (p.online);
  tess_test_prosody_restart (prosody);
  if (!tess_test_wait_for (back_online, &p, DEADLINE_MS))
    {
      TessOnlineGame *now = tess_window_get_online_game (p.window);

      g_error ("Not back to the game (%s, state %d, %s): the bot said %s",
               offline_said (&p) ? "offline still" : "online", now ? (int) tess_online_game_get_state (now) : -1,
               now && tess_online_game_get_error (now) ? tess_online_game_get_error (now)->message : "",
               p.bot_err ? p.bot_err : "nothing yet");
    }
  p.online = tess_window_get_online_game (p.window);
  g_object_unref (lost);

  while (!tess_test_online_ended (p.online))
    tess_test_online_play_turns (&p, &turn, turn + 1, FALSE);
  if (tess_online_game_get_state (p.online) == TESS_ONLINE_GAME_STOPPED)
    g_error ("The game stopped: %s", tess_online_game_get_error (p.online)->message);
  g_assert_cmpint (tess_online_game_get_state (p.online), ==, TESS_ONLINE_GAME_OVER);
  g_assert_true (tess_test_wait_for (tess_test_online_bot_done, &p, DEADLINE_MS));
  if (!g_subprocess_get_if_exited (bot) || g_subprocess_get_exit_status (bot) != 0)
    g_error ("The bot failed: %s", p.bot_err);
  g_assert_true (g_file_get_contents (bot_out, &bot_text, NULL, NULL));
  root = tess_online_game_to_record_json (p.online);
  mine = tess_json_generate (root, TRUE);
  g_assert_cmpstr (mine, ==, bot_text);

  tess_test_ui_destroy_window (p.window);
  tess_xmpp_client_disconnect (client);
  g_assert_true (tess_test_wait_for (tess_test_online_disconnected, client, DEADLINE_MS));
  g_free (p.bot_err);
}

/* The resume file is written (or removed) as the game stands. */
int
main (int   argc,
      char *argv[])
{
  int status;

  tess_test_ui_init (&argc, &argv, "test-window-online");
  prosody = tess_test_online_prosody = tess_test_prosody_start ();
  g_test_add_data_func ("/window/online/host", "host", test_game);
  g_test_add_data_func ("/window/online/join", "join", test_game);
  g_test_add_func ("/window/online/resign", test_resign);
  g_test_add_func ("/window/online/invited-anytime", test_invited_anytime);
  g_test_add_func ("/window/online/offline", test_offline);
  status = tess_test_ui_run ();
  tess_test_prosody_stop (prosody);
  return status;
}
