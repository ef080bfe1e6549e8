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
 * text, and the window's game is over.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>

#include "tess-invitations.h"
#include "tess-json-private.h"
#include "tess-test-core.h"
#include "tess-online-panel.h"
#include "tess-test-prosody.h"
#include "tess-test-ui.h"
#include "tess-window-private.h"
#include "tess-xmpp-client.h"

#define DEADLINE_MS 240000

static TessTestProsody *prosody;

static gboolean
settled (gpointer data)
{
  TessXmppState state = tess_xmpp_client_get_state (data);

  return state == TESS_XMPP_STATE_CONNECTED || state == TESS_XMPP_STATE_FAILED;
}

/* A client of an account made in-band, signed in. */
static TessXmppClient *
connect_account (const char *user,
                 char      **password_file)
{
  g_autofree char *jid = g_strdup_printf ("%s@" TESS_TEST_DOMAIN, user);
  g_autofree char *password = g_strdup_printf ("%s's password", user);
  TessXmppClient *client = tess_xmpp_client_new (jid, password);
  g_autoptr(GError) error = NULL;

  tess_xmpp_client_set_server (client, "127.0.0.1", prosody->port);
  tess_xmpp_client_set_ca_file (client, prosody->ca_file);
  tess_xmpp_client_set_register (client, TRUE);
  tess_xmpp_client_connect (client);
  g_assert_true (tess_test_wait_for (settled, client, DEADLINE_MS));
  if (tess_xmpp_client_get_state (client) != TESS_XMPP_STATE_CONNECTED)
    g_error ("%s did not connect: %s", jid, tess_xmpp_client_get_error (client)->message);
  if (password_file != NULL)
    {
      g_autofree char *name = g_strdup_printf ("%s.password", user);

      *password_file = g_build_filename (prosody->dir, name, NULL);
      g_file_set_contents (*password_file, password, -1, &error);
      g_assert_no_error (error);
    }
  return client;
}

static gboolean
disconnected (gpointer data)
{
  return tess_xmpp_client_get_state (data) != TESS_XMPP_STATE_CONNECTED;
}

typedef struct
{
  TessWindow     *window;
  TessOnlineGame *online;
  const char     *bot_jid;
  gboolean        refused;
  gboolean        refused_with_tile;
  gboolean        bot_done;
  char           *bot_err;
} Play;

static gboolean
ended (TessOnlineGame *online)
{
  TessOnlineGameState state = tess_online_game_get_state (online);

  return state == TESS_ONLINE_GAME_OVER || state == TESS_ONLINE_GAME_STOPPED;
}

static gboolean
online_ended (gpointer data)
{
  return ended (data);
}

/* On the guest's turn (its tile drawn or not yet) the board refuses a
 * move made here: tried at once, with nothing else run in between. */
static void
check_remote_turn (Play *p)
{
  TessGame *game = tess_window_get_game (p->window);
  TessGameSession *session = tess_window_get_session (p->window);
  g_autoptr(GArray) placements = NULL;
  TessGamePlacement at = { 1, 0, 0 };
  guint before;

  if (game == NULL || game != tess_online_game_get_game (p->online) || ended (p->online)
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
  Play *p = data;
  TessGame *game = tess_window_get_game (p->window);

  if (ended (p->online))
    return TRUE;
  check_remote_turn (p);
  return game != NULL && game == tess_online_game_get_game (p->online)
         && tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_TILE
         && tess_game_session_turn_is_local (tess_window_get_session (p->window));
}

static gboolean
chat_echoed (gpointer data)
{
  GtkListBox *list = data;

  return gtk_list_box_get_row_at_index (list, 0) != NULL;
}

/* The chat's first line, its sender named as the score panel names them. */
static const char *
first_chat_line (GtkListBox *list)
{
  GtkWidget *label = gtk_list_box_row_get_child (gtk_list_box_get_row_at_index (list, 0));

  return gtk_label_get_label (GTK_LABEL (label));
}

static gboolean
game_set_up (gpointer data)
{
  Play *p = data;

  return tess_online_game_get_game (p->online) != NULL || ended (p->online);
}

static void
on_bot_done (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  Play *p = data;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, NULL, &p->bot_err, NULL);
  p->bot_done = TRUE;
}

static gboolean
bot_done (gpointer data)
{
  return ((Play *) data)->bot_done;
}

/* With TESS_TEST_ONLINE_SHOT=FILE.png, the window as it is mid-game,
 * for a person to look at (not a check). */
static void
maybe_shoot (TessWindow *window)
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
static GSubprocess *
start_bot (Play       *p,
           gboolean    join,
           const char *password_file,
           const char *peer_jid,
           const char *out)
{
  g_autofree char *server = g_strdup_printf ("127.0.0.1:%u", prosody->port);
  const char *argv[] = {
    TESSERA_CLI, "online", join ? "join" : "host", "--jid", p->bot_jid,
    "--password-file", password_file, "--server", server, "--ca-file", prosody->ca_file,
    "--away-limit", "0", "--out", out, join ? "--from" : "--invite", peer_jid, NULL
  };
  g_autoptr(GError) error = NULL;
  GSubprocess *bot = tess_test_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                                      argv, &error);

  g_assert_no_error (error);
  g_subprocess_communicate_utf8_async (bot, NULL, NULL, on_bot_done, p);
  return bot;
}

/* Whether a window action is on, as a button bound to it sees it. */
static gboolean
action_enabled (TessWindow *window,
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

static gboolean
dialog_shown (gpointer data)
{
  return tess_window_get_dialog (data) != NULL;
}

/* Plays this screen's turns, counted in @turn, until the game ends or
 * @turn reaches @until; with @shoot, a screenshot at turn 14. */
static void
play_turns (Play     *p,
            guint    *turn,
            guint     until,
            gboolean  shoot)
{
  while (!ended (p->online) && *turn < until)
    {
      g_assert_true (tess_test_wait_for (my_turn_or_end, p, DEADLINE_MS));
      if (ended (p->online))
        break;
      if (*turn == 14 && shoot)
        maybe_shoot (p->window);
      tess_test_ui_play_turn (p->window, *turn, *turn);
      (*turn)++;
    }
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
  const char *computers[] = { "easy", NULL };
  GtkWidget *entry, *chat;
  guint turn = 0;
  guint me_seat = host ? 0 : 1;
  Play p = { 0 };

  p.bot_jid = bot_jid;
  g_object_unref (connect_account (other, &password_file));
  client = connect_account (me, NULL);
  /* The window waits for the invitation before the bot can send it: one
   * that comes before anything listens for it is lost. */
  if (!host)
    {
      p.window = tess_test_ui_new_window (FALSE);
      p.online = tess_window_join_online (p.window, client, bot_jid);
    }
  bot_out = g_build_filename (prosody->dir, out_name, NULL);
  bot = start_bot (&p, host, password_file, my_jid, bot_out);

  if (host)
    {
      p.window = tess_test_ui_new_window (FALSE);
      p.online = tess_window_host_online (p.window, client, invites, computers, NULL, 0);
    }
  else
    {
      GtkWindow *dialog;

      /* The invitation is asked about; nothing happens until it is accepted. */
      g_assert_true (tess_test_wait_for (dialog_shown, p.window, DEADLINE_MS));
      dialog = tess_window_get_dialog (p.window);
      g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
      g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), bot_jid));
      g_assert_null (tess_online_game_get_room (p.online));
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "accept");
      gtk_window_destroy (dialog);
    }
  g_assert_nonnull (p.online);
  g_assert_true (tess_test_wait_for (game_set_up, &p, DEADLINE_MS));
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
  g_assert_true (tess_test_wait_for (chat_echoed, chat, DEADLINE_MS));
  {
    g_autofree char *said = g_strdup_printf ("%s: Good luck, Bob", me);

    g_assert_cmpstr (first_chat_line (GTK_LIST_BOX (chat)), ==, said);
  }

  play_turns (&p, &turn, 4, FALSE);
  /* A move of an online game is not taken back. */
  g_assert_true (action_enabled (p.window, "win.resign"));
  g_assert_false (action_enabled (p.window, "win.undo"));
  play_turns (&p, &turn, G_MAXUINT, host);
  if (tess_online_game_get_state (p.online) == TESS_ONLINE_GAME_STOPPED)
    g_error ("The game stopped: %s", tess_online_game_get_error (p.online)->message);
  g_assert_cmpint (tess_online_game_get_state (p.online), ==, TESS_ONLINE_GAME_OVER);
  g_assert_true (p.refused);
  if (!p.refused_with_tile)
    g_test_message ("The guest's tile was never seen before its move came.");
  g_assert_cmpuint (turn, >, 5);
  g_assert_true (tess_game_get_finished (tess_window_get_game (p.window)));

  /* The bot wrote the same record. */
  g_assert_true (tess_test_wait_for (bot_done, &p, DEADLINE_MS));
  if (!g_subprocess_get_if_exited (bot) || g_subprocess_get_exit_status (bot) != 0)
    g_error ("The bot failed: %s", p.bot_err);
  g_assert_true (g_file_get_contents (bot_out, &bot_text, NULL, NULL));
  root = tess_online_game_to_record_json (p.online);
  mine = tess_json_generate (root, TRUE);
  g_assert_cmpstr (mine, ==, bot_text);
  if (host)
    g_assert_nonnull (strstr (mine, "\"ai:easy\""));

  /* Another game in the window ends the online one there. */
  {
    g_autoptr(TessGame) local = tess_test_new_game (2, FALSE, 1, NULL, "81");

    tess_window_set_game (p.window, local, NULL);
    g_assert_null (tess_window_get_online_game (p.window));
    g_assert_true (tess_game_session_turn_is_local (tess_window_get_session (p.window)));
  }
  tess_test_ui_destroy_window (p.window);
  tess_xmpp_client_disconnect (client);
  g_assert_true (tess_test_wait_for (disconnected, client, DEADLINE_MS));
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
  Play p = { 0 };

  p.bot_jid = bot_jid;
  g_object_unref (connect_account ("dog", &password_file));
  client = connect_account ("cat", NULL);
  bot = start_bot (&p, TRUE, password_file, my_jid, bot_out);
  p.window = tess_test_ui_new_window (FALSE);
  p.online = tess_window_host_online (p.window, client, invites, NULL, NULL, 0);
  g_assert_true (tess_test_wait_for (game_set_up, &p, DEADLINE_MS));
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
  g_assert_true (tess_test_wait_for (online_ended, p.online, DEADLINE_MS));
  g_assert_cmpint (tess_online_game_get_state (p.online), ==, TESS_ONLINE_GAME_STOPPED);
  g_assert_nonnull (strstr (tess_online_game_get_error (p.online)->message, "cat@" TESS_TEST_DOMAIN " resigned seat 1"));
  /* Said here too; Resign… is off (asks nothing). */
  dialog = tess_window_get_dialog (p.window);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
  gtk_window_destroy (dialog);
  gtk_widget_activate_action (GTK_WIDGET (p.window), "win.resign", NULL);
  g_assert_null (tess_window_get_dialog (p.window));

  /* The other player was told who resigned. */
  g_assert_true (tess_test_wait_for (bot_done, &p, DEADLINE_MS));
  g_assert_nonnull (strstr (p.bot_err, "cat@" TESS_TEST_DOMAIN " resigned seat 1"));

  tess_test_ui_destroy_window (p.window);
  tess_xmpp_client_disconnect (client);
  g_assert_true (tess_test_wait_for (disconnected, client, DEADLINE_MS));
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
  Play *p = data;
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
  Play p = { 0 };

  p.bot_jid = bot_jid;
  g_object_unref (connect_account ("gnu", &password_file));
  client = connect_account ("yak", NULL);
  tess_invitations_set_client (invitations, client);
  front = p.window = tess_test_ui_new_window (FALSE);
  local = tess_window_get_game (front);
  bot = start_bot (&p, FALSE, password_file, my_jid, bot_out);

  g_assert_true (tess_test_wait_for (invitation_shown, front, DEADLINE_MS));
  dialog = tess_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (front));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), bot_jid));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "accept");
  gtk_window_destroy (dialog);

  g_assert_true (tess_test_wait_for (other_online_window, &p, DEADLINE_MS));
  g_assert_true (tess_test_wait_for (game_set_up, &p, DEADLINE_MS));
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
  g_assert_true (tess_test_wait_for (online_ended, p.online, DEADLINE_MS));
  g_assert_true (tess_test_wait_for (bot_done, &p, DEADLINE_MS));
  g_assert_nonnull (strstr (p.bot_err, "yak@" TESS_TEST_DOMAIN " resigned seat 2"));

  tess_invitations_set_client (invitations, NULL);
  if (tess_window_get_dialog (joined) != NULL)
    gtk_window_destroy (tess_window_get_dialog (joined));
  tess_test_ui_destroy_window (joined);
  tess_test_ui_destroy_window (front);
  tess_xmpp_client_disconnect (client);
  g_assert_true (tess_test_wait_for (disconnected, client, DEADLINE_MS));
  g_free (p.bot_err);
}

/* The resume file is written (or removed) as the game stands. */
static gboolean
resume_written (gpointer data)
{
  return !tess_online_game_get_resume_pending (data);
}

static gboolean
game_caught_up (gpointer data)
{
  TessOnlineGameState state = tess_online_game_get_state (data);

  return state != TESS_ONLINE_GAME_WAITING;
}

static gboolean
peek_done (gpointer data)
{
  return tess_online_game_get_state (data) != TESS_ONLINE_GAME_WAITING;
}

/* Looks into the room of the game saved at @path until the room has
 * @n_moves moves: the bot has moved since the window was closed. */
static void
wait_for_moves (TessXmppClient *client,
                const char     *path,
                guint           n_moves)
{
  gint64 end = g_get_monotonic_time () + (gint64) DEADLINE_MS * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(TessOnlineGame) peek = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_true (json_parser_load_from_file (parser, path, &error));
      peek = tess_online_game_new_peek (client, json_parser_get_root (parser), path, &error);
      g_assert_no_error (error);
      tess_online_game_start (peek);
      g_assert_true (tess_test_wait_for (peek_done, peek, DEADLINE_MS));
      g_assert_cmpint (tess_online_game_get_state (peek), ==, TESS_ONLINE_GAME_PLAYING);
      if (tess_game_get_n_moves (tess_online_game_get_game (peek)) >= n_moves)
        return;
    }
  g_error ("The room of %s never had %u moves", path, n_moves);
}

static gboolean
row_subtitle_is (gpointer data)
{
  AdwActionRow *row = data;

  return g_strcmp0 (adw_action_row_get_subtitle (row), g_object_get_data (G_OBJECT (row), "expected")) == 0;
}

/* The window hosts, plays three turns and is closed mid-game. Online
 * Games… in a new window lists the game, with whom and whose turn it
 * was; choosing it comes back: the window reads what the bot played
 * meanwhile from the room's archive and plays to the end, and its record
 * is the bot's. */
static void
test_rejoin (void)
{
  g_autofree char *my_jid = g_strdup ("owl@" TESS_TEST_DOMAIN);
  g_autofree char *bot_jid = g_strdup ("elk@" TESS_TEST_DOMAIN);
  g_autofree char *password_file = NULL, *bot_text = NULL, *mine = NULL;
  g_autofree char *bot_out = g_build_filename (prosody->dir, "elk.tessera", NULL);
  g_autofree char *dir = tess_online_resume_dir ();
  g_autoptr(TessXmppClient) client = NULL;
  g_autoptr(GSubprocess) bot = NULL;
  g_autoptr(GPtrArray) saved = NULL;
  g_autoptr(JsonNode) root = NULL;
  const char *invites[] = { bot_jid, NULL };
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *dialog;
  GtkWidget *list;
  AdwActionRow *row;
  guint turn = 0;
  Play p = { 0 };

  p.bot_jid = bot_jid;
  g_object_unref (connect_account ("elk", &password_file));
  client = connect_account ("owl", NULL);
  bot = start_bot (&p, TRUE, password_file, my_jid, bot_out);
  p.window = tess_test_ui_new_window (FALSE);
  p.online = tess_window_host_online (p.window, client, invites, NULL, NULL, 0);
  g_assert_true (tess_test_wait_for (game_set_up, &p, DEADLINE_MS));
  play_turns (&p, &turn, 3, FALSE);
  g_assert_cmpuint (turn, ==, 3);
  g_assert_cmpint (tess_online_game_get_state (p.online), ==, TESS_ONLINE_GAME_PLAYING);
  g_assert_true (tess_test_wait_for (resume_written, p.online, DEADLINE_MS));
  saved = tess_online_saved_list (dir);
  g_assert_cmpuint (saved->len, ==, 1);
  /* A line said before leaving is there on coming back (the room's
   * archive keeps it). */
  tess_online_game_send_chat (p.online, "See you tomorrow");
  g_assert_true (tess_test_wait_for (chat_echoed, tess_test_ui_find_named (GTK_WIDGET (p.window), "online_chat"),
                                     DEADLINE_MS));
  tess_test_ui_destroy_window (p.window);

  p.window = tess_test_ui_new_window (FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (p.window), "win.online-games", NULL));
  list = tess_test_ui_find_named (GTK_WIDGET (tess_window_get_dialog (p.window)), "online_games");
  g_assert_nonnull (list);
  row = ADW_ACTION_ROW (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
  g_assert_null (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 1));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "With elk");
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (row), "elk’s turn, after move "));
  /* The tests' window has no application account: the row asks to sign
   * in, and the test comes back with its own client, to the row's file. */
  path = g_strdup (g_object_get_data (G_OBJECT (row), "path"));
  g_signal_emit_by_name (list, "row-activated", row);
  g_assert_null (tess_window_get_online_game (p.window));
  dialog = tess_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (p.window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Sign In to Play Online");
  gtk_window_destroy (dialog);

  /* Signed in, the list looks into the room: the bot has moved since
   * (the window's reveal for the next draw was out), and it is the
   * window's turn now. */
  {
    guint n_saved = ((TessOnlineSaved *) saved->pdata[0])->n_moves;
    g_autofree char *expected = g_strdup_printf ("Your turn, after move %u", n_saved + 1);

    wait_for_moves (client, path, n_saved + 1);
    _tess_window_show_online_games (p.window, client);
    list = tess_test_ui_find_named (GTK_WIDGET (tess_window_get_dialog (p.window)), "online_games");
    row = ADW_ACTION_ROW (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
    g_object_set_data (G_OBJECT (row), "expected", expected);
    g_assert_true (tess_test_wait_for (row_subtitle_is, row, DEADLINE_MS));
    gtk_window_destroy (tess_window_get_dialog (p.window));
  }
  p.online = tess_window_rejoin_online (p.window, client, path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (p.online);
  g_assert_true (tess_test_wait_for (game_caught_up, p.online, DEADLINE_MS));
  if (tess_online_game_get_state (p.online) == TESS_ONLINE_GAME_STOPPED)
    g_error ("Coming back failed: %s", tess_online_game_get_error (p.online)->message);
  g_assert_cmpstr (first_chat_line (GTK_LIST_BOX (tess_test_ui_find_named (GTK_WIDGET (p.window), "online_chat"))),
                   ==, "owl: See you tomorrow");

  play_turns (&p, &turn, G_MAXUINT, FALSE);
  if (tess_online_game_get_state (p.online) == TESS_ONLINE_GAME_STOPPED)
    g_error ("The game stopped: %s", tess_online_game_get_error (p.online)->message);
  g_assert_cmpint (tess_online_game_get_state (p.online), ==, TESS_ONLINE_GAME_OVER);
  g_assert_cmpuint (turn, >, 6);
  g_assert_true (tess_test_wait_for (bot_done, &p, DEADLINE_MS));
  if (!g_subprocess_get_if_exited (bot) || g_subprocess_get_exit_status (bot) != 0)
    g_error ("The bot failed: %s", p.bot_err);
  g_assert_true (g_file_get_contents (bot_out, &bot_text, NULL, NULL));
  root = tess_online_game_to_record_json (p.online);
  mine = tess_json_generate (root, TRUE);
  g_assert_cmpstr (mine, ==, bot_text);
  /* Ended: nothing is left to come back to. */
  g_assert_true (tess_test_wait_for (resume_written, p.online, DEADLINE_MS));
  g_ptr_array_unref (saved);
  saved = tess_online_saved_list (dir);
  g_assert_cmpuint (saved->len, ==, 0);

  tess_test_ui_destroy_window (p.window);
  tess_xmpp_client_disconnect (client);
  g_assert_true (tess_test_wait_for (disconnected, client, DEADLINE_MS));
  g_free (p.bot_err);
}

/* The seats' lines of the online panel, one per line. */
static char *
seat_lines (TessWindow *window)
{
  GtkWidget *box = tess_test_ui_find_named (GTK_WIDGET (window), "online_seats");
  GString *text = g_string_new (NULL);

  for (GtkWidget *c = gtk_widget_get_first_child (box); c != NULL; c = gtk_widget_get_next_sibling (c))
    g_string_append_printf (text, "%s\n", gtk_label_get_label (GTK_LABEL (c)));
  return g_string_free (text, FALSE);
}

/* The bot's seat line in the panel starts with its name: "emu, …". */
static gboolean
bot_seat_says (Play       *p,
               const char *what)
{
  g_autofree char *lines = seat_lines (p->window);
  g_autofree char *name = g_strndup (p->bot_jid, strchr (p->bot_jid, '@') - p->bot_jid);
  g_autofree char *line = g_strdup_printf ("%s, %s", name, what);

  return strstr (lines, line) != NULL;
}

static gboolean
bot_away (gpointer data)
{
  Play *p = data;
  GtkWidget *status = tess_test_ui_find_named (GTK_WIDGET (p->window), "online_status");
  g_autofree char *name = g_strndup (p->bot_jid, strchr (p->bot_jid, '@') - p->bot_jid);
  g_autofree char *waiting = g_strdup_printf ("Waiting for %s, who is away", name);

  /* The bot holds up the draw: the status says so. */
  return bot_seat_says (p, "away since ")
         && g_strcmp0 (gtk_label_get_label (GTK_LABEL (status)), waiting) == 0;
}

static gboolean
bot_back (gpointer data)
{
  return bot_seat_says (data, "connected");
}

/* The game has waited a second on the bot: the panel offers to let the
 * computer play for it. */
static gboolean
handover_offered (gpointer data)
{
  Play *p = data;
  GtkWidget *button = tess_test_ui_find_named (GTK_WIDGET (p->window), "online_handover");
  g_autofree char *name = g_strndup (p->bot_jid, strchr (p->bot_jid, '@') - p->bot_jid);
  g_autofree char *label = g_strdup_printf ("_Let the Computer Play for %s", name);

  return gtk_widget_get_visible (button)
         && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), label) == 0;
}

static gboolean
bot_handed (gpointer data)
{
  return bot_seat_says (data, "played by the computer");
}

static gboolean
bot_present (gpointer data)
{
  Play *p = data;

  return tess_online_game_get_seat_present (p->online, 1);
}

/* The bot is killed three turns into the window's game: the window waits,
 * its panel says since when the bot is away, and when the bot comes back
 * with its resume file the game goes on to its end, with one record.
 *
 * "handover": the window's game lets the computer play for a player away
 * a second. Once the bot is away, the panel offers it; the button is
 * pressed, the bot's seat is the computer's, and the window plays it on
 * (as every client would compute it) for three turns of its own. Then
 * the bot comes back: it follows the game to its end without playing,
 * and the records are one. */
static void
test_bot_rejoins (gconstpointer data)
{
  gboolean handover = data != NULL;
  g_autofree char *my_jid = g_strdup_printf ("%s@" TESS_TEST_DOMAIN, handover ? "ram" : "fox");
  g_autofree char *bot_jid = g_strdup_printf ("%s@" TESS_TEST_DOMAIN, handover ? "hen" : "emu");
  g_autofree char *password_file = NULL, *bot_text = NULL, *mine = NULL;
  g_autofree char *bot_out = g_strdup_printf ("%s/%s.tessera", prosody->dir, bot_jid);
  g_autofree char *resume = g_strdup_printf ("%s/%s.resume", prosody->dir, bot_jid);
  g_autofree char *server = g_strdup_printf ("127.0.0.1:%u", prosody->port);
  g_autoptr(TessXmppClient) client = NULL;
  g_autoptr(GSubprocess) bot = NULL, again = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  const char *invites[] = { bot_jid, NULL };
  guint turn = 0;
  Play p = { 0 };

  p.bot_jid = bot_jid;
  g_object_unref (connect_account (handover ? "hen" : "emu", &password_file));
  client = connect_account (handover ? "ram" : "fox", NULL);
  {
    const char *argv[] = {
      TESSERA_CLI, "online", "join", "--jid", bot_jid, "--password-file", password_file,
      "--server", server, "--ca-file", prosody->ca_file, "--resume", resume,
      "--out", bot_out, "--from", my_jid, NULL
    };

    bot = tess_test_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                           argv, &error);
    g_assert_no_error (error);
  }
  p.window = tess_test_ui_new_window (FALSE);
  p.online = tess_window_host_online (p.window, client, invites, NULL, NULL, handover ? 1 : 0);
  g_assert_true (tess_test_wait_for (game_set_up, &p, DEADLINE_MS));
  play_turns (&p, &turn, 3, FALSE);
  g_assert_cmpuint (turn, ==, 3);

  g_subprocess_send_signal (bot, SIGKILL);
  g_subprocess_wait (bot, NULL, NULL);
  g_assert_true (tess_test_wait_for (bot_away, &p, DEADLINE_MS));
  maybe_shoot (p.window);
  g_assert_cmpint (tess_online_game_get_state (p.online), ==, TESS_ONLINE_GAME_PLAYING);
  if (handover)
    {
      g_assert_true (tess_test_wait_for (handover_offered, &p, DEADLINE_MS));
      maybe_shoot (p.window);
      gtk_widget_activate (tess_test_ui_find_named (GTK_WIDGET (p.window), "online_handover"));
      g_assert_true (tess_test_wait_for (bot_handed, &p, DEADLINE_MS));
      g_assert_true (tess_online_game_get_seat_handed (p.online, 1));
      g_assert_false (gtk_widget_get_visible (tess_test_ui_find_named (GTK_WIDGET (p.window),
                                                                       "online_handover")));
      play_turns (&p, &turn, 6, FALSE);
      g_assert_cmpuint (turn, ==, 6);
    }

  {
    const char *argv[] = {
      TESSERA_CLI, "online", "rejoin", "--jid", bot_jid, "--password-file", password_file,
      "--server", server, "--ca-file", prosody->ca_file, "--resume", resume,
      "--out", bot_out, NULL
    };

    again = tess_test_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                             argv, &error);
    g_assert_no_error (error);
    g_subprocess_communicate_utf8_async (again, NULL, NULL, on_bot_done, &p);
  }
  g_assert_true (tess_test_wait_for (handover ? bot_present : bot_back, &p, DEADLINE_MS));
  play_turns (&p, &turn, G_MAXUINT, FALSE);
  if (tess_online_game_get_state (p.online) == TESS_ONLINE_GAME_STOPPED)
    g_error ("The game stopped: %s", tess_online_game_get_error (p.online)->message);
  g_assert_cmpint (tess_online_game_get_state (p.online), ==, TESS_ONLINE_GAME_OVER);
  g_assert_true (tess_test_wait_for (bot_done, &p, DEADLINE_MS));
  if (!g_subprocess_get_if_exited (again) || g_subprocess_get_exit_status (again) != 0)
    g_error ("The bot failed: %s", p.bot_err);
  g_assert_true (g_file_get_contents (bot_out, &bot_text, NULL, NULL));
  root = tess_online_game_to_record_json (p.online);
  mine = tess_json_generate (root, TRUE);
  g_assert_cmpstr (mine, ==, bot_text);
  g_assert_true ((strstr (mine, "\"handovers\"") != NULL) == handover);

  tess_test_ui_destroy_window (p.window);
  tess_xmpp_client_disconnect (client);
  g_assert_true (tess_test_wait_for (disconnected, client, DEADLINE_MS));
  g_free (p.bot_err);
}

/* The window shows the online game: once a late spectator has read the
 * room's archive, not before. */
static gboolean
window_shows_game (gpointer data)
{
  Play *p = data;
  TessGame *game = tess_online_game_get_game (p->online);

  return ended (p->online) || (game != NULL && tess_window_get_game (p->window) == game
                               && tess_online_game_get_state (p->online) == TESS_ONLINE_GAME_PLAYING);
}

static gboolean
game_ended (gpointer data)
{
  Play *p = data;

  return ended (p->online);
}

/* The window is invited to watch: a bot hosts a game with another bot
 * and a computer seat, and invites the window as a spectator. The window
 * accepts the invitation's dialog and shows the game with no seat of its
 * own, under "Watching", without Resign…, to the end, with the host's
 * record. */
static void
test_watch (void)
{
  g_autofree char *my_jid = g_strdup ("ape@" TESS_TEST_DOMAIN);
  g_autofree char *host_jid = g_strdup ("bee@" TESS_TEST_DOMAIN);
  g_autofree char *guest_jid = g_strdup ("cow@" TESS_TEST_DOMAIN);
  g_autofree char *host_password = NULL, *guest_password = NULL, *host_text = NULL, *mine = NULL;
  g_autofree char *host_out = g_build_filename (prosody->dir, "bee.tessera", NULL);
  g_autofree char *guest_out = g_build_filename (prosody->dir, "cow.tessera", NULL);
  g_autofree char *server = g_strdup_printf ("127.0.0.1:%u", prosody->port);
  g_autoptr(TessXmppClient) client = NULL;
  g_autoptr(GSubprocess) host = NULL, guest = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *dialog;
  GtkWidget *heading;
  Play p = { 0 };

  p.bot_jid = host_jid;
  g_object_unref (connect_account ("bee", &host_password));
  g_object_unref (connect_account ("cow", &guest_password));
  client = connect_account ("ape", NULL);
  p.window = tess_test_ui_new_window (FALSE);
  p.online = tess_window_join_online (p.window, client, host_jid);
  {
    const char *guest_argv[] = {
      TESSERA_CLI, "online", "join", "--jid", guest_jid, "--password-file", guest_password,
      "--server", server, "--ca-file", prosody->ca_file, "--out", guest_out, "--from", host_jid, NULL
    };
    const char *host_argv[] = {
      TESSERA_CLI, "online", "host", "--jid", host_jid, "--password-file", host_password,
      "--server", server, "--ca-file", prosody->ca_file, "--out", host_out,
      "--invite", guest_jid, "--computer", "easy", "--spectator", my_jid, NULL
    };

    guest = tess_test_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                             guest_argv, &error);
    g_assert_no_error (error);
    host = tess_test_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                            host_argv, &error);
    g_assert_no_error (error);
    g_subprocess_communicate_utf8_async (host, NULL, NULL, on_bot_done, &p);
  }
  g_assert_true (tess_test_wait_for (dialog_shown, p.window, DEADLINE_MS));
  dialog = tess_window_get_dialog (p.window);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "accept");
  gtk_window_destroy (dialog);

  g_assert_true (tess_test_wait_for (window_shows_game, &p, DEADLINE_MS));
  g_assert_true (tess_online_game_get_watching (p.online));
  g_assert_cmpuint (tess_online_game_get_n_seats (p.online), ==, 3);
  for (guint s = 0; s < 3; s++)
    g_assert_cmpint (tess_game_session_get_seat_kind (tess_window_get_session (p.window), s), ==,
                     TESS_SEAT_REMOTE);
  heading = tess_test_ui_find_named (GTK_WIDGET (p.window), "online_heading");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (heading)), ==, "Watching");
  g_assert_false (action_enabled (p.window, "win.resign"));

  g_assert_true (tess_test_wait_for (game_ended, &p, DEADLINE_MS));
  if (tess_online_game_get_state (p.online) == TESS_ONLINE_GAME_STOPPED)
    g_error ("The game stopped: %s", tess_online_game_get_error (p.online)->message);
  g_assert_true (tess_game_get_finished (tess_window_get_game (p.window)));
  g_assert_true (tess_test_wait_for (bot_done, &p, DEADLINE_MS));
  if (!g_subprocess_get_if_exited (host) || g_subprocess_get_exit_status (host) != 0)
    g_error ("The host failed: %s", p.bot_err);
  g_assert_true (g_file_get_contents (host_out, &host_text, NULL, NULL));
  root = tess_online_game_to_record_json (p.online);
  mine = tess_json_generate (root, TRUE);
  g_assert_cmpstr (mine, ==, host_text);

  tess_test_ui_destroy_window (p.window);
  tess_xmpp_client_disconnect (client);
  g_assert_true (tess_test_wait_for (disconnected, client, DEADLINE_MS));
  g_assert_true (g_subprocess_wait (guest, NULL, NULL));
  g_assert_true (g_subprocess_get_if_exited (guest));
  g_assert_cmpint (g_subprocess_get_exit_status (guest), ==, 0);
  g_free (p.bot_err);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tess_test_ui_init (&argc, &argv, "test-window-online");
  prosody = tess_test_prosody_start ();
  g_test_add_data_func ("/window/online/host", "host", test_game);
  g_test_add_data_func ("/window/online/join", "join", test_game);
  g_test_add_func ("/window/online/resign", test_resign);
  g_test_add_func ("/window/online/invited-anytime", test_invited_anytime);
  g_test_add_func ("/window/online/rejoin", test_rejoin);
  g_test_add_data_func ("/window/online/bot-rejoins", NULL, test_bot_rejoins);
  g_test_add_data_func ("/window/online/handover", "handover", test_bot_rejoins);
  g_test_add_func ("/window/online/watch", test_watch);
  status = tess_test_ui_run ();
  tess_test_prosody_stop (prosody);
  return status;
}
