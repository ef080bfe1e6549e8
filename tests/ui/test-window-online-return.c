/* test-window-online-return.c: coming back to an online game, handing a
 * seat over, watching
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On a Prosody the test starts on the loopback: the window is closed in
 * the middle of a game against a bot and comes back to it from Online
 * Games… in a new window; the bot is killed and comes back, or has its
 * seat given to the computer from the window's online panel; and the
 * window, invited to watch a game between two bots, follows it to its
 * end without a seat.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "tess-file-write.h"
#include "tess-json-private.h"
#include "tess-test-core.h"
#include "tess-test-online-window.h"
#include "tess-test-ui.h"
#include "tess-test-watchdog.h"
#include "tess-window-private.h"

static TessTestProsody *prosody;

/* The resume writer set the umask of the whole process to 077 from a
 * worker thread, so that any other file saved meanwhile came out
 * private. This program's umask() is the one the libraries linked into
 * it call: each call that makes files private is counted. */
static gint private_umasks;

mode_t
umask (mode_t mask)
{
  if ((mask & 077) == 077)
    g_atomic_int_inc (&private_umasks);
  return (mode_t) syscall (SYS_umask, mask);
}

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
 * @n_moves moves: the bot has moved since the window was closed. A look
 * may stop on a room whose archive has not caught up with the file yet
 * (the window's last move on its way): it is tried again. */
static void
wait_for_moves (TessXmppClient *client,
                const char     *path,
                guint           n_moves)
{
  gint64 end = g_get_monotonic_time () + (gint64) DEADLINE_MS * 1000;
  g_autofree char *last = NULL;

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
      if (tess_online_game_get_state (peek) == TESS_ONLINE_GAME_STOPPED)
        {
          g_free (last);
          last = g_strdup (tess_online_game_get_error (peek)->message);
          continue;
        }
      g_assert_cmpint (tess_online_game_get_state (peek), ==, TESS_ONLINE_GAME_PLAYING);
      if (tess_game_get_n_moves (tess_online_game_get_game (peek)) >= n_moves)
        return;
    }
  g_error ("The room of %s never had %u moves%s%s", path, n_moves, last ? ": " : "", last ? last : "");
}

/* The program's one writer thread, held by a job of the test's until
 * the window it watches is finalized: what the window had still to
 * write waits behind it. */
typedef struct
{
  GMutex   lock;
  GCond    cond;
  gboolean open;
} WriterGate;

static void
gate_wait (GTask        *task,
           gpointer      source,
           gpointer      data,
           GCancellable *cancellable)
{
  WriterGate *gate = data;
  gint64 end = g_get_monotonic_time () + (gint64) DEADLINE_MS * 1000;

  g_mutex_lock (&gate->lock);
  while (!gate->open && g_cond_wait_until (&gate->cond, &gate->lock, end))
    ;
  g_mutex_unlock (&gate->lock);
  g_task_return_boolean (task, TRUE);
}

static void
gate_open (gpointer  data,
           GObject  *window)
{
  WriterGate *gate = data;

  g_mutex_lock (&gate->lock);
  gate->open = TRUE;
  g_cond_signal (&gate->cond);
  g_mutex_unlock (&gate->lock);
}

static void
gate_close_until_gone (WriterGate *gate,
                       gpointer    window)
{
  g_autoptr(GTask) task = g_task_new (NULL, NULL, NULL, NULL);

  g_mutex_init (&gate->lock);
  g_cond_init (&gate->cond);
  gate->open = FALSE;
  g_task_set_task_data (task, gate, NULL);
  g_object_weak_ref (window, gate_open, gate);
  tess_file_writer_run_in_thread (task, gate_wait);
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
  guint turn = 0, n_closed;
  WriterGate gate;
  TessTestPlay p = { 0 };

  p.bot_jid = bot_jid;
  g_object_unref (tess_test_online_connect ("elk", &password_file));
  client = tess_test_online_connect ("owl", NULL);
  bot = tess_test_online_start_bot (&p, TRUE, password_file, my_jid, bot_out);
  p.window = tess_test_ui_new_window (FALSE);
  p.online = tess_window_host_online (p.window, client, invites, NULL, NULL, 0);
  g_assert_true (tess_test_wait_for (tess_test_online_set_up, &p, DEADLINE_MS));
  /* A line said in the game is there on coming back (the room's
   * archive keeps it). */
  tess_online_game_send_chat (p.online, "See you tomorrow");
  g_assert_true (tess_test_wait_for (tess_test_online_chat_echoed,
                                     tess_test_ui_find_named (GTK_WIDGET (p.window), "online_chat"),
                                     DEADLINE_MS));
  tess_test_online_play_turns (&p, &turn, 2, FALSE);
  /* The window is closed with the file of its last move still to be
   * written: the writer thread is busy (here, held until the window is
   * gone). The file is written all the same, and the game, which the
   * write holds until then, is let go after it. */
  gate_close_until_gone (&gate, p.window);
  tess_test_online_play_turns (&p, &turn, 3, FALSE);
  g_assert_cmpuint (turn, ==, 3);
  g_assert_cmpint (tess_online_game_get_state (p.online), ==, TESS_ONLINE_GAME_PLAYING);
  g_assert_true (tess_online_game_get_resume_pending (p.online));
  n_closed = tess_game_get_n_moves (tess_online_game_get_game (p.online));
  tess_test_ui_destroy_window (p.window);
  g_assert_true (gate.open);
  g_mutex_clear (&gate.lock);
  g_cond_clear (&gate.cond);
  saved = tess_online_saved_list (dir);
  g_assert_cmpuint (saved->len, ==, 1);
  g_assert_null (((TessOnlineSaved *) saved->pdata[0])->problem);
  g_assert_cmpuint (((TessOnlineSaved *) saved->pdata[0])->n_moves, >=, n_closed);
  /* Private from its making, without the process's umask changed. */
  {
    struct stat st;

    g_assert_cmpint (stat (((TessOnlineSaved *) saved->pdata[0])->path, &st), ==, 0);
    g_assert_cmpint (st.st_mode & 0777, ==, 0600);
    g_assert_cmpint (g_atomic_int_get (&private_umasks), ==, 0);
  }

  p.window = tess_test_ui_new_window (FALSE);
  /* Signed in after a start, the window says a game waits. */
  g_assert_cmpuint (tess_window_offer_online_games (p.window), ==, 1);
  g_assert_true (tess_announcer_has_toast (p.window->announcer, "online-games-offer"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (p.window), "win.online-games", NULL));
  list = tess_test_ui_find_named (GTK_WIDGET (tess_window_get_dialog (p.window)), "online_games");
  g_assert_nonnull (list);
  row = ADW_ACTION_ROW (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
  g_assert_null (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 1));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "With elk");
  /* The file was written after the last move the window saw: the bot's
   * own may have come before the window closed, on a slow machine. */
  {
    const TessOnlineSaved *s = saved->pdata[0];
    g_autofree char *expected = g_strdup_printf (s->turn == s->me ? "Your turn, after move %u"
                                                                  : "elk’s turn, after move %u",
                                                 s->n_moves);

    g_assert_cmpuint (s->n_moves, >=, 5);
    g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, expected);
  }
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
   * (the window's reveal for the next draw was out), if not before the
   * window closed, and it is the window's turn now. */
  {
    const TessOnlineSaved *s = saved->pdata[0];
    guint n_now = s->n_moves + (s->turn == s->me ? 0 : 1);
    g_autofree char *expected = g_strdup_printf ("Your turn, after move %u", n_now);

    wait_for_moves (client, path, n_now);
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
  g_assert_cmpstr (tess_test_online_first_chat_line (GTK_LIST_BOX (tess_test_ui_find_named (GTK_WIDGET (p.window), "online_chat"))),
                   ==, "owl: See you tomorrow");

  tess_test_online_play_turns (&p, &turn, G_MAXUINT, FALSE);
  if (tess_online_game_get_state (p.online) == TESS_ONLINE_GAME_STOPPED)
    g_error ("The game stopped: %s", tess_online_game_get_error (p.online)->message);
  g_assert_cmpint (tess_online_game_get_state (p.online), ==, TESS_ONLINE_GAME_OVER);
  g_assert_cmpuint (turn, >, 6);
  g_assert_true (tess_test_wait_for (tess_test_online_bot_done, &p, DEADLINE_MS));
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
  g_assert_true (tess_test_wait_for (tess_test_online_disconnected, client, DEADLINE_MS));
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
bot_seat_says (TessTestPlay       *p,
               const char *what)
{
  g_autofree char *lines = seat_lines (p->window);
  g_autofree char *name = g_strndup (p->bot_jid, strchr (p->bot_jid, '@') - p->bot_jid);
  g_autofree char *line = g_strdup_printf ("%s, %s", name, what);

  return strstr (lines, line) != NULL;
}

/* Whether the window's player has the next tile: the bot, killed after
 * its move and its part of the next draw (a busy machine runs the
 * window's side late), holds nothing up yet. */
static gboolean
window_plays_next (TessTestPlay *p)
{
  TessGame *game = tess_online_game_get_game (p->online);
  g_autofree TessSeatKind *kinds = tess_online_game_get_seat_kinds (p->online);

  return !tess_online_game_get_waiting_draw (p->online)
         && kinds[tess_game_get_current_player (game)] == TESS_SEAT_LOCAL;
}

static gboolean
bot_away (gpointer data)
{
  TessTestPlay *p = data;
  GtkWidget *status = tess_test_ui_find_named (GTK_WIDGET (p->window), "online_status");
  g_autofree char *name = g_strndup (p->bot_jid, strchr (p->bot_jid, '@') - p->bot_jid);
  g_autofree char *waiting = g_strdup_printf ("Waiting for %s, who is away", name);

  /* The bot holds up the draw or its move, and the status says so; or
   * the window's player plays, and the status says that. */
  return bot_seat_says (p, "away since ")
         && g_strcmp0 (gtk_label_get_label (GTK_LABEL (status)),
                       window_plays_next (p) ? "Your turn" : waiting) == 0;
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
  TessTestPlay *p = data;
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
  TessTestPlay *p = data;

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
  TessTestPlay p = { 0 };

  p.bot_jid = bot_jid;
  g_object_unref (tess_test_online_connect (handover ? "hen" : "emu", &password_file));
  client = tess_test_online_connect (handover ? "ram" : "fox", NULL);
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
  g_assert_true (tess_test_wait_for (tess_test_online_set_up, &p, DEADLINE_MS));
  tess_test_online_play_turns (&p, &turn, 3, FALSE);
  g_assert_cmpuint (turn, ==, 3);

  g_subprocess_send_signal (bot, SIGKILL);
  g_subprocess_wait (bot, NULL, NULL);
  g_assert_true (tess_test_wait_for (bot_away, &p, DEADLINE_MS));
  if (window_plays_next (&p))
    {
      /* One move more, and the game waits for the bot. */
      tess_test_online_play_turns (&p, &turn, turn + 1, FALSE);
      g_assert_true (tess_test_wait_for (bot_away, &p, DEADLINE_MS));
      g_assert_false (window_plays_next (&p));
    }
  tess_test_online_shoot (p.window);
  g_assert_cmpint (tess_online_game_get_state (p.online), ==, TESS_ONLINE_GAME_PLAYING);
  if (handover)
    {
      g_assert_true (tess_test_wait_for (handover_offered, &p, DEADLINE_MS));
      tess_test_online_shoot (p.window);
      gtk_widget_activate (tess_test_ui_find_named (GTK_WIDGET (p.window), "online_handover"));
      g_assert_true (tess_test_wait_for (bot_handed, &p, DEADLINE_MS));
      g_assert_true (tess_online_game_get_seat_handed (p.online, 1));
      g_assert_false (gtk_widget_get_visible (tess_test_ui_find_named (GTK_WIDGET (p.window),
                                                                       "online_handover")));
      tess_test_online_play_turns (&p, &turn, turn + 3, FALSE);
      /* The window's player is the one person left: the panel says that
       * the draws from the handover on were not out of their reach. */
      {
        GtkWidget *fairness = tess_test_ui_find_named (GTK_WIDGET (p.window), "online_fairness");
        guint seat = 9;

        g_assert_cmpuint (tess_online_game_get_foreknown (p.online, &seat), >, 0);
        g_assert_cmpuint (seat, ==, 0);
        g_assert_true (gtk_widget_get_visible (fairness));
        g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (fairness)), "ram could know the tiles to come"));
      }
    }
  else
    g_assert_false (gtk_widget_get_visible (tess_test_ui_find_named (GTK_WIDGET (p.window), "online_fairness")));

  {
    const char *argv[] = {
      TESSERA_CLI, "online", "rejoin", "--jid", bot_jid, "--password-file", password_file,
      "--server", server, "--ca-file", prosody->ca_file, "--resume", resume,
      "--out", bot_out, NULL
    };

    again = tess_test_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                             argv, &error);
    g_assert_no_error (error);
    g_subprocess_communicate_utf8_async (again, NULL, NULL, tess_test_online_on_bot_done, &p);
  }
  g_assert_true (tess_test_wait_for (handover ? bot_present : bot_back, &p, DEADLINE_MS));
  tess_test_online_play_turns (&p, &turn, G_MAXUINT, FALSE);
  if (tess_online_game_get_state (p.online) == TESS_ONLINE_GAME_STOPPED)
    g_error ("The game stopped: %s", tess_online_game_get_error (p.online)->message);
  g_assert_cmpint (tess_online_game_get_state (p.online), ==, TESS_ONLINE_GAME_OVER);
  g_assert_true (tess_test_wait_for (tess_test_online_bot_done, &p, DEADLINE_MS));
  if (!g_subprocess_get_if_exited (again) || g_subprocess_get_exit_status (again) != 0)
    g_error ("The bot failed: %s", p.bot_err);
  g_assert_true (g_file_get_contents (bot_out, &bot_text, NULL, NULL));
  root = tess_online_game_to_record_json (p.online);
  mine = tess_json_generate (root, TRUE);
  g_assert_cmpstr (mine, ==, bot_text);
  g_assert_true ((strstr (mine, "\"handovers\"") != NULL) == handover);
  /* The record is valid, and says whether every draw was fair. */
  {
    const char *argv[] = { TESSERA_CLI, "validate", bot_out, NULL };
    g_autofree char *said = NULL;
    int status = -1;

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &said,
                                 NULL, &status, &error));
    g_assert_no_error (error);
    g_test_message ("validate: %s", said);
    g_assert_true (g_spawn_check_wait_status (status, NULL));
    g_assert_cmpint (strstr (said, "could know the tiles to come") != NULL, ==, handover);
  }

  tess_test_ui_destroy_window (p.window);
  tess_xmpp_client_disconnect (client);
  g_assert_true (tess_test_wait_for (tess_test_online_disconnected, client, DEADLINE_MS));
  g_free (p.bot_err);
}

/* The window shows the online game: once a late spectator has read the
 * room's archive, not before. */
static gboolean
window_shows_game (gpointer data)
{
  TessTestPlay *p = data;
  TessGame *game = tess_online_game_get_game (p->online);

  return tess_test_online_ended (p->online) || (game != NULL && tess_window_get_game (p->window) == game
                               && tess_online_game_get_state (p->online) == TESS_ONLINE_GAME_PLAYING);
}

/* The window's own presence in a room: it has entered. */
static void
on_occupant (TessXmppClient *client,
             const char     *occupant,
             const char     *address,
             gboolean        available,
             gboolean       *in_room)
{
  *in_room |= available && (g_ascii_strcasecmp (address ? address : "", "ape@" TESS_TEST_DOMAIN) == 0
                            || g_ascii_strcasecmp (address ? address : "", "yak@" TESS_TEST_DOMAIN) == 0);
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

static gboolean
game_ended (gpointer data)
{
  TessTestPlay *p = data;

  return tess_test_online_ended (p->online);
}

/* The guest bot goes at this move of the game the window watches. */
#define WATCH_KILL_AT 30
/* Simulations of the hard level the guest's seat is handed to: with the
 * check on the main thread, 300 blocked it for 1.9 s a move here, so
 * 100 keep each check over six frames. */
#define WATCH_HANDOVER_SIMULATIONS "100"

static gboolean
watched_move_reached (gpointer data)
{
  TessTestPlay *p = data;

  return tess_test_online_ended (p->online)
         || tess_game_get_n_moves (tess_window_get_game (p->window)) >= WATCH_KILL_AT;
}

static gboolean
watched_bag_low (gpointer data)
{
  TessTestPlay *p = data;

  return tess_test_online_ended (p->online)
         || tess_game_get_tiles_left (tess_window_get_game (p->window)) < 12;
}

/* The window is invited to watch: a bot hosts a game with another bot
 * and a computer seat, and invites the window as a spectator. The window
 * accepts the invitation's dialog and shows the game with no seat of its
 * own, under "Watching", without Resign…, to the end, with the host's
 * record.
 *
 * "handover": the guest bot is killed at move 30, and the host gives
 * its seat to the computer at the hard level. The window checks each
 * move the host makes for that seat against its own computer's, in a
 * worker thread: no iteration of its main loop takes longer than a
 * frame while it does. */
static void
test_watch (gconstpointer data)
{
  gboolean handover = data != NULL;
  /* Accounts of their own: each test makes them. */
  const char *me = handover ? "yak" : "ape";
  const char *host_name = handover ? "gnu" : "bee";
  const char *guest_name = handover ? "kid" : "cow";
  g_autofree char *my_jid = g_strdup_printf ("%s@" TESS_TEST_DOMAIN, me);
  g_autofree char *host_jid = g_strdup_printf ("%s@" TESS_TEST_DOMAIN, host_name);
  g_autofree char *guest_jid = g_strdup_printf ("%s@" TESS_TEST_DOMAIN, guest_name);
  g_autofree char *host_file = g_strdup_printf ("%s.tessera", host_name);
  g_autofree char *guest_file = g_strdup_printf ("%s.tessera", guest_name);
  g_autofree char *host_password = NULL, *guest_password = NULL, *host_text = NULL, *mine = NULL;
  g_autofree char *host_out = g_build_filename (prosody->dir, host_file, NULL);
  g_autofree char *guest_out = g_build_filename (prosody->dir, guest_file, NULL);
  g_autofree char *server = g_strdup_printf ("127.0.0.1:%u", prosody->port);
  g_autoptr(TessXmppClient) client = NULL;
  g_autoptr(GSubprocess) host = NULL, guest = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *dialog;
  GtkWidget *heading;
  gboolean in_room = FALSE;
  TessTestPlay p = { 0 };

  p.bot_jid = host_jid;
  g_object_unref (tess_test_online_connect (host_name, &host_password));
  g_object_unref (tess_test_online_connect (guest_name, &guest_password));
  client = tess_test_online_connect (me, NULL);
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
      "--invite", guest_jid, "--computer", "easy", "--spectator", my_jid,
      "--handover", handover ? "1" : "0", "--handover-level", "hard",
      "--simulations", WATCH_HANDOVER_SIMULATIONS, NULL
    };

    host = tess_test_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                            host_argv, &error);
    g_assert_no_error (error);
    g_subprocess_communicate_utf8_async (host, NULL, NULL, tess_test_online_on_bot_done, &p);
    g_assert_true (tess_test_wait_for (tess_test_online_dialog_shown, p.window, DEADLINE_MS));
    dialog = tess_window_get_dialog (p.window);
    g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
    g_signal_connect (client, "occupant", G_CALLBACK (on_occupant), &in_room);
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "accept");
    gtk_window_destroy (dialog);
    /* The window is in the room before the game is set up (the late
     * spectator is /online-game/spectators's): the guest comes now. */
    g_assert_true (tess_test_wait_for (is_true, &in_room, DEADLINE_MS));
    g_signal_handlers_disconnect_by_data (client, &in_room);
    guest = tess_test_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                             guest_argv, &error);
    g_assert_no_error (error);
  }

  g_assert_true (tess_test_wait_for (window_shows_game, &p, DEADLINE_MS));
  if (tess_online_game_get_state (p.online) == TESS_ONLINE_GAME_STOPPED)
    g_error ("The game stopped: %s", tess_online_game_get_error (p.online)->message);
  g_assert_true (tess_online_game_get_watching (p.online));
  g_assert_cmpuint (tess_online_game_get_n_seats (p.online), ==, 3);
  for (guint s = 0; s < 3; s++)
    g_assert_cmpint (tess_game_session_get_seat_kind (tess_window_get_session (p.window), s), ==,
                     TESS_SEAT_REMOTE);
  heading = tess_test_ui_find_named (GTK_WIDGET (p.window), "online_heading");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (heading)), ==, "Watching");
  g_assert_false (tess_test_online_action_enabled (p.window, "win.resign"));

  if (handover)
    {
      TessTestWatchdog *dog;

      g_assert_true (tess_test_wait_for (watched_move_reached, &p, DEADLINE_MS));
      g_subprocess_send_signal (guest, SIGKILL);
      dog = tess_test_watchdog_start (NULL);
      tess_test_watchdog_count (dog);
      g_assert_true (tess_test_wait_for (watched_bag_low, &p, DEADLINE_MS));
      g_test_message ("Checking the moves handed over, the main loop took at most %" G_GINT64_FORMAT
                      " µs of CPU between two beats.", tess_test_watchdog_get_worst (dog));
      tess_test_watchdog_finish (dog);
    }
  g_assert_true (tess_test_wait_for (game_ended, &p, DEADLINE_MS));
  if (tess_online_game_get_state (p.online) == TESS_ONLINE_GAME_STOPPED)
    g_error ("The game stopped: %s", tess_online_game_get_error (p.online)->message);
  g_assert_true (tess_game_get_finished (tess_window_get_game (p.window)));
  g_assert_true (tess_test_wait_for (tess_test_online_bot_done, &p, DEADLINE_MS));
  if (!g_subprocess_get_if_exited (host) || g_subprocess_get_exit_status (host) != 0)
    g_error ("The host failed: %s", p.bot_err);
  g_assert_true (g_file_get_contents (host_out, &host_text, NULL, NULL));
  root = tess_online_game_to_record_json (p.online);
  mine = tess_json_generate (root, TRUE);
  g_assert_cmpstr (mine, ==, host_text);
  /* The guest's seat was the computer's from a draw after move 30. */
  g_assert_true ((strstr (mine, "\"handovers\"") != NULL) == handover);
  /* The record is valid, and says whether every draw was fair. */
  {
    const char *argv[] = { TESSERA_CLI, "validate", host_out, NULL };
    g_autofree char *said = NULL;
    int status = -1;

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &said,
                                 NULL, &status, &error));
    g_assert_no_error (error);
    g_test_message ("validate: %s", said);
    g_assert_true (g_spawn_check_wait_status (status, NULL));
    g_assert_cmpint (strstr (said, "could know the tiles to come") != NULL, ==, handover);
  }

  tess_test_ui_destroy_window (p.window);
  tess_xmpp_client_disconnect (client);
  g_assert_true (tess_test_wait_for (tess_test_online_disconnected, client, DEADLINE_MS));
  g_assert_true (g_subprocess_wait (guest, NULL, NULL));
  if (!handover)
    {
      g_assert_true (g_subprocess_get_if_exited (guest));
      g_assert_cmpint (g_subprocess_get_exit_status (guest), ==, 0);
    }
  g_free (p.bot_err);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tess_test_ui_init (&argc, &argv, "test-window-online-return");
  prosody = tess_test_online_prosody = tess_test_prosody_start ();
  g_test_add_func ("/window/online/rejoin", test_rejoin);
  g_test_add_data_func ("/window/online/bot-rejoins", NULL, test_bot_rejoins);
  g_test_add_data_func ("/window/online/handover", "handover", test_bot_rejoins);
  g_test_add_data_func ("/window/online/watch", NULL, test_watch);
  g_test_add_data_func ("/window/online/watch-handover", "handover", test_watch);
  status = tess_test_ui_run ();
  tess_test_prosody_stop (prosody);
  return status;
}
