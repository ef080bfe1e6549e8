/* test-window-background.c: an online game followed with its window
 * closed, and the desktop's notification of the player's turn
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run on a D-Bus session of its own (dbus-run-session) with a real
 * notification daemon on it (Debian's dunst, on the test's X server),
 * as a desktop would have. The application is Tessera's own, registered
 * on that bus; its window hosts a game against a bot on the test's
 * Prosody. With Run in the Background on, closing the window hides it:
 * Tessera keeps running and following the game, and when the bot has
 * played, dunst shows "Your turn in Tessera" with the game's players.
 * Clicked (dunstctl action), the window is back, and the game goes on
 * in it. With the preference off, closing the window closes it.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tess-application.h"
#include "tess-test-core.h"
#include "tess-test-online-window.h"
#include "tess-test-ui.h"
#include "tess-window-private.h"

static TessTestProsody *prosody;
static GSubprocess *dunst;

/* What dunstctl prints, or NULL when it fails. */
static char *
dunstctl (const char *command,
          const char *argument)
{
  const char *argv[] = { "dunstctl", command, argument, NULL };
  g_autofree char *out = NULL;
  int status = -1;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, &out, NULL, &status, NULL)
      || !g_spawn_check_wait_status (status, NULL))
    return NULL;
  return g_steal_pointer (&out);
}

static gboolean
notification_shown (gpointer data)
{
  g_autofree char *count = dunstctl ("count", "displayed");

  return count != NULL && atoi (count) >= 1;
}

/* Whether dunst owns the notifications' name: asked of the bus, which
 * does not start a daemon for it (dunstctl's call would start Debian's
 * dunst a second time, through its D-Bus service file, with no rule). */
static gboolean
dunst_answers (gpointer data)
{
  g_autoptr(GDBusConnection) bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, NULL);
  g_autoptr(GVariant) reply = NULL;
  gboolean owned = FALSE;

  if (bus == NULL)
    return FALSE;
  reply = g_dbus_connection_call_sync (bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                       "org.freedesktop.DBus", "NameHasOwner",
                                       g_variant_new ("(s)", "org.freedesktop.Notifications"),
                                       G_VARIANT_TYPE ("(b)"), G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL);
  if (reply != NULL)
    g_variant_get (reply, "(b)", &owned);
  return owned;
}

/* What dunst has shown: "summary: body" a line, as the script its
 * configuration runs for every notification writes it. */
static char *told_path;

static char *
history (void)
{
  g_autofree char *said = NULL;

  if (!g_file_get_contents (told_path, &said, NULL, NULL))
    return g_strdup ("");
  return g_steal_pointer (&said);
}

#define TURN_TOLD "Your turn in Tessera: Your turn in the game with yak\n"

/* How many times @text is in @said. */
static guint
told (const char *said,
      const char *text)
{
  guint n = 0;

  for (const char *at = strstr (said, text); at != NULL; at = strstr (at + 1, text))
    n++;
  return n;
}

static gboolean
window_shown (gpointer data)
{
  return gtk_widget_get_visible (data);
}

static gboolean
window_gone (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static gboolean
my_turn (gpointer data)
{
  TessTestPlay *p = data;
  TessGame *game = tess_window_get_game (p->window);

  return tess_game_get_current_player (game) == 0 && tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_TILE
         && !tess_online_game_get_waiting_draw (p->online);
}

static void
test_background (void)
{
  g_autoptr(TessApplication) app = tess_application_new ();
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *my_jid = g_strdup ("owl@" TESS_TEST_DOMAIN);
  g_autofree char *bot_jid = g_strdup ("yak@" TESS_TEST_DOMAIN);
  g_autofree char *password_file = NULL, *said = NULL;
  g_autofree char *bot_out = g_build_filename (prosody->dir, "yak.tessera", NULL);
  g_autoptr(TessXmppClient) client = NULL;
  g_autoptr(GSubprocess) bot = NULL;
  g_autoptr(GError) error = NULL;
  const char *invites[] = { bot_jid, NULL };
  TessTestPlay p = { 0 };
  gpointer window_alive;
  guint turn = 0, moves, before;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_settings_set_boolean (settings, "run-in-background", TRUE);

  p.bot_jid = bot_jid;
  g_object_unref (tess_test_online_connect ("yak", &password_file));
  client = tess_test_online_connect ("owl", NULL);
  bot = tess_test_online_start_bot (&p, TRUE, password_file, my_jid, bot_out);
  p.window = tess_window_new (app);
  tess_game_session_set_autosave_enabled (tess_window_get_session (p.window), FALSE);
  g_object_ref (p.window);
  tess_test_ui_present (GTK_WINDOW (p.window));
  p.online = tess_window_host_online (p.window, client, invites, NULL, NULL, 0);
  g_assert_true (tess_test_wait_for (tess_test_online_set_up, &p, DEADLINE_MS));
  g_assert_true (tess_test_wait_for (my_turn, &p, DEADLINE_MS));

  /* Closed at the player's turn: hidden, not gone; Tessera still runs
   * the game (the window stays the application's). Nothing shown yet. */
  gtk_window_close (GTK_WINDOW (p.window));
  tess_test_ui_flush_events ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (p.window)));
  g_assert_nonnull (g_list_find (gtk_application_get_windows (GTK_APPLICATION (app)), p.window));
  g_assert_cmpint (tess_online_game_get_state (p.online), ==, TESS_ONLINE_GAME_PLAYING);
  g_free (dunstctl ("close-all", NULL));
  said = history ();
  before = told (said, TURN_TOLD);
  g_clear_pointer (&said, g_free);

  /* The move made (as a click on the notification would let the player
   * make it later), the bot answers while no window shows: dunst says
   * whose turn it is, in which game. */
  moves = tess_game_get_n_moves (tess_window_get_game (p.window));
  tess_test_ui_play_turn (p.window, turn, turn);
  turn++;
  g_assert_cmpuint (tess_game_get_n_moves (tess_window_get_game (p.window)), >, moves);
  g_assert_true (tess_test_wait_for (my_turn, &p, DEADLINE_MS));
  g_assert_true (tess_test_wait_for (notification_shown, NULL, DEADLINE_MS));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (p.window)));

  /* Clicked: the window is back, and the game goes on in it. */
  g_free (dunstctl ("action", "0"));
  g_assert_true (tess_test_wait_for (window_shown, p.window, DEADLINE_MS));
  said = history ();
  g_test_message ("dunst showed: %s", said);
  g_assert_cmpuint (told (said, TURN_TOLD), ==, before + 1);
  tess_test_online_play_turns (&p, &turn, turn + 1, FALSE);
  g_assert_cmpint (tess_online_game_get_state (p.online), ==, TESS_ONLINE_GAME_PLAYING);

  /* With the preference off, closing the window closes it. */
  g_settings_set_boolean (settings, "run-in-background", FALSE);
  window_alive = p.window;
  g_object_add_weak_pointer (G_OBJECT (p.window), &window_alive);
  g_object_unref (p.window);
  gtk_window_close (GTK_WINDOW (window_alive));
  g_assert_true (tess_test_wait_for (window_gone, &window_alive, DEADLINE_MS));

  g_subprocess_force_exit (bot);
  tess_xmpp_client_disconnect (client);
  g_assert_true (tess_test_wait_for (tess_test_online_disconnected, client, DEADLINE_MS));
  g_settings_reset (settings, "run-in-background");
  g_free (p.bot_err);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *config = NULL, *script = NULL, *rc = NULL, *sh = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  tess_test_ui_init (&argc, &argv, "test-window-background");
  /* dunst as it comes, and a rule for every notification that writes
   * its summary and body down (dunst runs the script with the
   * application, summary, body, icon and urgency). */
  told_path = g_build_filename (tess_test_ui_get_tmp_dir (), "dunst-told.txt", NULL);
  script = g_build_filename (tess_test_ui_get_tmp_dir (), "dunst-told.sh", NULL);
  sh = g_strdup_printf ("#!/bin/sh\nprintf '%%s: %%s\\n' \"$2\" \"$3\" >> '%s'\n", told_path);
  g_assert_true (g_file_set_contents (script, sh, -1, NULL));
  g_assert_cmpint (g_chmod (script, 0755), ==, 0);
  config = g_build_filename (tess_test_ui_get_tmp_dir (), "dunstrc", NULL);
  rc = g_strdup_printf ("[told]\n    summary = \"*\"\n    script = %s\n", script);
  g_assert_true (g_file_set_contents (config, rc, -1, NULL));
  {
    g_autoptr(GSubprocessLauncher) launcher =
      g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE);

    /* The test's warnings are fatal for Tessera, not for dunst (which
     * warns of every icon it cannot find). */
    g_subprocess_launcher_unsetenv (launcher, "G_DEBUG");
    dunst = g_subprocess_launcher_spawn (launcher, &error, "dunst", "-config", config, NULL);
  }
  if (g_getenv ("DBUS_SESSION_BUS_ADDRESS") == NULL)
    g_error ("test-window-background runs on a D-Bus session of its own: dbus-run-session");
  if (dunst == NULL)
    g_error ("dunst, the notification daemon, did not start (build-aux/install-deps): %s", error->message);
  if (!tess_test_wait_for (dunst_answers, NULL, DEADLINE_MS))
    g_error ("dunst never answered on the test's bus");
  prosody = tess_test_online_prosody = tess_test_prosody_start ();
  g_test_add_func ("/window/background/turn-notified", test_background);
  status = tess_test_ui_run ();
  tess_test_prosody_stop (prosody);
  g_subprocess_force_exit (dunst);
  g_object_unref (dunst);
  g_free (told_path);
  return status;
}
