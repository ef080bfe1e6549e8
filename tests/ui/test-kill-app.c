/* test-kill-app.c: the app killed at any instant loses at most its last move
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real `tessera` runs under the suite's Xvfb, with folders of its
 * own (XDG_DATA_HOME, where the autosave goes, XDG_STATE_HOME and
 * XDG_CONFIG_HOME, which holds its settings as a key file) and no
 * session bus (each start is a new instance). It opens a game of two
 * computer players, who play at the pace a person can follow (above the
 * autosave's delay), and says (G_MESSAGES_DEBUG) how many
 * moves the game has after each and which game it offers at a start
 * (GLib writes debug messages on stdout, which the test reads).
 *
 * The test SIGKILLs it at a random instant, reads the autosave as the
 * app will (core's reader), and checks it is the game played, minus at
 * most the last move: it holds the moves the app had before this start,
 * unchanged, and at least all but the last of those it said it played.
 * Then it starts the app again: the app must offer that game (its
 * "Continue the Last Game?" dialog), which the test accepts with the
 * Return key (xdotool, real input), and the computers play on from it.
 * A new game (at first, after a finished one, or after one killed before
 * its first move) is a file opened on the command line, killed after its
 * first move.
 */

#define G_LOG_DOMAIN "test-kill-app"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "tess-game.h"
#include "tess-record.h"
#include "tess-test-core.h"
#include "tess-test-runs.h"

#define N_KILLS 200
/* Milliseconds between the computers' moves: above the autosave's
 * delay (TESS_AUTOSAVE_DELAY_MS), as the app's own default is. */
#define PACE_MS 400

/* The `tessera` of the build, the test's argument. */
static char *app_path;

typedef struct
{
  char       *dir;
  char       *autosave;
  char      **envp;
  GRand      *rand;

  /* The app running now. */
  GPid        pid;
  GIOChannel *err;
  guint       err_watch;
  GString    *log;
  gboolean    exited;
  int         offered;   /* moves of the game it offered, -1: none yet */
  int         played;    /* moves the game had after its last move, -1: none yet */
  gboolean    killed;

  /* Figures. */
  guint       starts;
  guint       games;
  guint       max_lost;
  guint       lost_one;
  guint       moves_checked;
  gint64      offer_wait;   /* µs from the starts to the offers, all told */
  guint       offers;
  guint       continued;    /* starts from an offer that played on */
} Run;

/* ------------------------------------------------------------ the app's words */

static void
read_line (Run        *run,
           const char *line)
{
  const char *at;

  g_string_append_printf (run->log, "%s\n", line);
  if ((at = strstr (line, "The game has ")) != NULL)
    run->played = MAX (run->played, (int) g_ascii_strtoull (at + strlen ("The game has "), NULL, 10));
  else if ((at = strstr (line, "Offering the game left after ")) != NULL)
    run->offered = (int) g_ascii_strtoull (at + strlen ("Offering the game left after "), NULL, 10);
}

static gboolean
on_output (GIOChannel   *channel,
           GIOCondition  condition,
           gpointer      user_data)
{
  Run *run = user_data;
  char *line = NULL;
  gsize length;
  GIOStatus status;

  while ((status = g_io_channel_read_line (channel, &line, &length, NULL, NULL)) == G_IO_STATUS_NORMAL)
    {
      g_strchomp (line);
      read_line (run, line);
      g_free (line);
    }
  if (status == G_IO_STATUS_EOF || status == G_IO_STATUS_ERROR)
    {
      run->err_watch = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
on_app_exit (GPid     pid,
             int      status,
             gpointer user_data)
{
  Run *run = user_data;

  g_spawn_close_pid (pid);
  run->exited = TRUE;
  if (!run->killed)
    g_error ("tessera stopped by itself (status %d):\n%s", status, run->log->str);
}

/* ------------------------------------------------------------ starting and killing */

static void
start_app (Run        *run,
           const char *file)
{
  g_autoptr(GError) error = NULL;
  const char *argv[] = { app_path, file, NULL };
  int err_fd;

  g_assert_nonnull (argv[0]);
  g_string_truncate (run->log, 0);
  run->exited = FALSE;
  run->killed = FALSE;
  run->offered = -1;
  run->played = -1;
  g_assert_true (g_spawn_async_with_pipes (run->dir, (char **) argv, run->envp, G_SPAWN_DO_NOT_REAP_CHILD,
                                           NULL, NULL, &run->pid, NULL, &err_fd, NULL, &error));
  g_assert_no_error (error);
  g_child_watch_add (run->pid, on_app_exit, run);
  run->err = g_io_channel_unix_new (err_fd);
  g_io_channel_set_close_on_unref (run->err, TRUE);
  g_io_channel_set_flags (run->err, G_IO_FLAG_NONBLOCK, NULL);
  g_io_channel_set_encoding (run->err, NULL, NULL);
  run->err_watch = g_io_add_watch (run->err, G_IO_IN | G_IO_HUP | G_IO_ERR, on_output, run);
  run->starts++;
}

static gboolean
kill_now (gpointer user_data)
{
  Run *run = user_data;

  run->killed = TRUE;
  kill (run->pid, SIGKILL);
  return G_SOURCE_REMOVE;
}

/* Kills the app @ms from now, and waits until it is gone and all it
 * wrote is read. */
static void
kill_in (Run   *run,
         guint  ms)
{
  g_timeout_add (ms, kill_now, run);
  TESS_TEST_WAIT_UNTIL (run->exited && run->err_watch == 0);
  g_clear_pointer (&run->err, g_io_channel_unref);
}

/* ------------------------------------------------------------ the games */

static TessRecord *
load_autosave (Run *run)
{
  g_autoptr(GError) error = NULL;
  TessRecord *record;

  if (!g_file_test (run->autosave, G_FILE_TEST_EXISTS))
    return NULL;
  record = tess_record_load_file (run->autosave, &error);
  if (record == NULL)
    g_error ("The autosave cannot be read after a kill: %s", error->message);
  return record;
}

static gboolean
finished (TessRecord *record)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessGame) game = tess_game_new_from_record (record, &error);

  g_assert_no_error (error);
  return tess_game_get_finished (game);
}

/* A new game file of two computer players, opened on the command line. */
static char *
new_game_file (Run *run)
{
  static const int kinds[] = { TESS_AI_EASY, TESS_AI_EASY };
  g_autofree char *seed = g_strdup_printf ("%u", g_rand_int (run->rand));
  g_autoptr(TessRecord) record = tess_test_new_record (2, FALSE, 1, kinds, seed);
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (run->dir, "game.tessera", NULL);

  g_assert_true (tess_record_save_file (record, path, &error));
  g_assert_no_error (error);
  run->games++;
  return path;
}

/* Checks the autosave after a kill against @before, the game the app
 * started from (NULL: none, a new game). */
static TessRecord *
check_after_kill (Run        *run,
                  TessRecord *before)
{
  TessRecord *after = load_autosave (run);
  guint base = before != NULL ? tess_record_n_moves (before) : 0;
  guint played = MAX ((int) base, run->played);
  guint kept = after != NULL ? tess_record_n_moves (after) : 0;

  if (kept > played || kept + 1 < played)
    g_error ("Killed after move %u, the autosave holds %u moves (the app started from %u):\n%s",
             played, kept, base, run->log->str);
  /* The moves the app started from are kept as they were. */
  if (before != NULL)
    {
      g_autoptr(TessRecord) start = NULL;

      g_assert_nonnull (after);
      start = tess_record_copy (after);
      tess_record_truncate (start, base);
      g_assert_true (tess_record_equal (start, before));
    }
  run->max_lost = MAX (run->max_lost, played - kept);
  run->lost_one += played > kept;
  run->moves_checked += played - base;
  return after;
}

static void
test_kill_app (void)
{
  Run run = { 0 };
  g_autoptr(TessRecord) before = NULL;
  g_autofree char *config = NULL;
  g_autofree char *keyfile = NULL;
  g_autofree char *no_bus = NULL;
  guint n_kills = tess_test_runs (N_KILLS);
  gint64 started = g_get_monotonic_time ();

  if (g_getenv ("DISPLAY") == NULL)
    {
      g_test_skip ("No display: the suite runs under xvfb-run");
      return;
    }
  if (!g_find_program_in_path ("xdotool"))
    {
      g_test_skip ("No xdotool");
      return;
    }

  run.dir = g_dir_make_tmp ("tessera-kill-app-XXXXXX", NULL);
  run.rand = g_rand_new_with_seed (g_test_rand_int ());
  run.log = g_string_new (NULL);
  run.autosave = g_build_filename (run.dir, "data", "tessera", "autosave.tessera", NULL);
  config = g_build_filename (run.dir, "config", "glib-2.0", "settings", NULL);
  g_assert_cmpint (g_mkdir_with_parents (config, 0700), ==, 0);
  keyfile = g_build_filename (config, "keyfile", NULL);
  /* The computers at a pace a person follows; no offer of the lessons. */
  g_assert_true (g_file_set_contents (keyfile,
                                      "[io/github/tesseragame/Tessera]\n"
                                      "ai-pace=" G_STRINGIFY (PACE_MS) "\n"
                                      "lessons-offered=true\n",
                                      -1, NULL));
  no_bus = g_strdup_printf ("unix:path=%s/no-bus", run.dir);

  run.envp = g_get_environ ();
  {
    g_autofree char *data = g_build_filename (run.dir, "data", NULL);
    g_autofree char *state = g_build_filename (run.dir, "state", NULL);
    g_autofree char *conf = g_build_filename (run.dir, "config", NULL);

    run.envp = g_environ_setenv (run.envp, "XDG_DATA_HOME", data, TRUE);
    run.envp = g_environ_setenv (run.envp, "XDG_STATE_HOME", state, TRUE);
    run.envp = g_environ_setenv (run.envp, "XDG_CONFIG_HOME", conf, TRUE);
  }
  run.envp = g_environ_setenv (run.envp, "GSETTINGS_BACKEND", "keyfile", TRUE);
  run.envp = g_environ_setenv (run.envp, "DBUS_SESSION_BUS_ADDRESS", no_bus, TRUE);
  run.envp = g_environ_setenv (run.envp, "GSK_RENDERER", "cairo", TRUE);
  run.envp = g_environ_setenv (run.envp, "GDK_BACKEND", "x11", TRUE);
  run.envp = g_environ_setenv (run.envp, "G_MESSAGES_DEBUG", "tess-game-session tess-window", TRUE);

  for (guint k = 0; k < n_kills; k++)
    {
      g_autoptr(TessRecord) after = NULL;
      g_autofree char *file = NULL;

      if (before == NULL || finished (before))
        {
          g_clear_pointer (&before, tess_record_unref);
          g_unlink (run.autosave);
          file = new_game_file (&run);
          start_app (&run, file);
          /* From its first move on. */
          TESS_TEST_WAIT_UNTIL (run.played >= 1);
        }
      else
        {
          /* The game offered is the autosave, and Return continues it. */
          gint64 start = g_get_monotonic_time ();

          start_app (&run, NULL);
          TESS_TEST_WAIT_UNTIL (run.offered >= 0);
          run.offer_wait += g_get_monotonic_time () - start;
          run.offers++;
          g_assert_cmpint (run.offered, ==, tess_record_n_moves (before));
          g_assert_true (g_spawn_command_line_sync ("xdotool key Return", NULL, NULL, NULL, NULL));
        }
      /* Any instant over about two moves of the game. */
      kill_in (&run, g_rand_int_range (run.rand, 0, 2 * PACE_MS + 200));
      after = check_after_kill (&run, before);
      run.continued += file == NULL && run.played > (int) tess_record_n_moves (before);
      /* Killed before its first move: a new game next. */
      g_clear_pointer (&before, tess_record_unref);
      if (after != NULL && tess_record_n_moves (after) > 0)
        before = g_steal_pointer (&after);
    }

  g_test_message ("%u kills in %.1f s: %u starts, %u games, %u moves checked; "
                  "at most %u move lost (a move lost %u times); an offer %.2f s after the start, "
                  "%u offers played on",
                  n_kills, (g_get_monotonic_time () - started) / 1e6, run.starts, run.games,
                  run.moves_checked, run.max_lost, run.lost_one,
                  run.offers > 0 ? run.offer_wait / 1e6 / run.offers : 0.0, run.continued);
  g_assert_cmpuint (run.max_lost, <=, 1);
  g_assert_cmpuint (run.moves_checked, >, 0);
  /* The offer was taken (Return reached it) and the game went on. */
  g_assert_cmpuint (run.continued, >, 0);

  tess_test_remove_tree (run.dir);
  g_free (run.dir);
  g_free (run.autosave);
  g_strfreev (run.envp);
  g_rand_free (run.rand);
  g_string_free (run.log, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, ==, 2);
  /* Meson gives it from the build folder; the app starts in another. */
  app_path = g_canonicalize_filename (argv[1], NULL);
  g_test_add_func ("/kill-app/kill", test_kill_app);
  return g_test_run ();
}
