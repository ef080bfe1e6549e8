/* test-online-comeback.c: online games through a stopped server or client
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two `tessera-cli online` bots play in a room of a Prosody the test
 * starts, and something fails mid-game. The server stopped for a while:
 * the game goes on when it resumes. A guest killed and started again
 * comes back to the game from the room's archive and the game ends; one
 * killed that does not come back is named by the host past its away
 * limit, and one terminated resigns: the host ends with the record so
 * far. With a handover, the killed client's seat is the computer's
 * until it comes back and follows the game.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>

#include "tess-test-bots.h"
#include "tess-test-core.h"

#ifndef DEADLINE_MS
#define DEADLINE_MS 240000
#endif

static TessTestProsody *prosody;
static char *dir;

/* An account made in-band, and a file with its password. */
static char *
make_account (const char *user)
{
  return tess_test_prosody_make_account (prosody, dir, user);
}

typedef struct
{
  GSubprocess *host;
  GSubprocess *guest;
  gboolean     host_done;
  gboolean     guest_done;
  gboolean     stopped;
  gboolean     resumed;
  guint        moves_after;
} Pause;

static gboolean
resume_server (gpointer data)
{
  Pause *p = data;

  g_subprocess_send_signal (prosody->process, SIGCONT);
  p->resumed = TRUE;
  return G_SOURCE_REMOVE;
}

static void read_move_line (GDataInputStream *in, Pause *p);

/* The server stops for 10 s after move 20 (the scenario, not a wait:
 * everything after it waits for events). */
static void
on_move_line (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  Pause *p = data;
  GDataInputStream *in = G_DATA_INPUT_STREAM (source);
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (in, result, NULL, NULL);

  if (line == NULL)
    {
      g_object_unref (in);
      return;
    }
  if (!p->stopped && g_str_has_prefix (line, "Move 20 "))
    {
      g_subprocess_send_signal (prosody->process, SIGSTOP);
      p->stopped = TRUE;
      g_timeout_add_seconds (10, resume_server, p);
    }
  else if (p->resumed && g_str_has_prefix (line, "Move "))
    p->moves_after++;
  read_move_line (in, p);
}

static void
read_move_line (GDataInputStream *in,
                Pause            *p)
{
  g_data_input_stream_read_line_async (in, G_PRIORITY_DEFAULT, NULL, on_move_line, p);
}

static gboolean
pause_done (gpointer data)
{
  Pause *p = data;

  return p->host_done && p->guest_done;
}

/* The server is stopped (SIGSTOP) for 10 s in the middle of a game: the
 * connections wait, and the game goes on to its end when it resumes. */
static void
test_server_paused (void)
{
  g_autofree char *ana_out = g_build_filename (dir, "ana-paused.tessera", NULL);
  g_autofree char *bob_out = g_build_filename (dir, "bob-paused.tessera", NULL);
  g_autofree char *a = NULL, *b = NULL;
  Pause p = { 0 };

  p.guest = tess_test_bot_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, "join", "bob", "--out", bob_out, NULL);
  p.host = tess_test_bot_spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE, "host", "ana", "--invite", "bob@" TESS_TEST_DOMAIN,
                      "--computer", "easy", "--out", ana_out, NULL);
  read_move_line (g_data_input_stream_new (g_subprocess_get_stdout_pipe (p.host)), &p);
  tess_test_bot_watch (p.host, &p.host_done);
  tess_test_bot_watch (p.guest, &p.guest_done);
  g_assert_true (tess_test_wait_for (pause_done, &p, DEADLINE_MS));

  g_assert_true (p.stopped);
  g_assert_true (p.resumed);
  g_assert_cmpuint (p.moves_after, >, 0);
  g_assert_cmpint (g_subprocess_get_exit_status (p.host), ==, 0);
  g_assert_cmpint (g_subprocess_get_exit_status (p.guest), ==, 0);
  g_assert_true (g_file_get_contents (ana_out, &a, NULL, NULL));
  g_assert_true (g_file_get_contents (bob_out, &b, NULL, NULL));
  g_assert_cmpstr (a, ==, b);
  g_clear_object (&p.host);
  g_clear_object (&p.guest);
}

typedef struct
{
  GSubprocess *host;
  GSubprocess *guest;
  GString     *host_err;
  int          signal;
  gboolean     host_done;
  gboolean     guest_done;
  gboolean     killed;
} Kill;

static void read_kill_line (GDataInputStream *in, Kill *k, gboolean err);

/* The guest gets its signal once move 6 is made; the host's stderr is
 * kept. */
static void
on_kill_line (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  Kill *k = data;
  GDataInputStream *in = G_DATA_INPUT_STREAM (source);
  gboolean err = GPOINTER_TO_INT (g_object_get_data (source, "err"));
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (in, result, NULL, NULL);

  if (line == NULL)
    {
      g_object_unref (in);
      return;
    }
  if (err)
    g_string_append_printf (k->host_err, "%s\n", line);
  else if (!k->killed && g_str_has_prefix (line, "Move 6 "))
    {
      g_subprocess_send_signal (k->guest, k->signal);
      k->killed = TRUE;
    }
  read_kill_line (in, k, err);
}

static void
read_kill_line (GDataInputStream *in,
                Kill             *k,
                gboolean          err)
{
  g_object_set_data (G_OBJECT (in), "err", GINT_TO_POINTER (err));
  g_data_input_stream_read_line_async (in, G_PRIORITY_DEFAULT, NULL, on_kill_line, k);
}

static gboolean
both_done_and_read (gpointer data)
{
  Kill *k = data;

  return k->host_done && k->guest_done
         && strstr (k->host_err->str, "The record of the game so far") != NULL;
}

/* The guest is stopped mid-game and does not come back. Killed
 * (SIGKILL), it leaves the room without a word: the host sees it go,
 * and past its away limit names it, writes the record so far and ends,
 * instead of waiting for its reveal for ever. Terminated (SIGTERM), it resigns its seat first:
 * both name it and write the record so far. */
static void
test_guest_stopped (gconstpointer data)
{
  int sig = GPOINTER_TO_INT (data);
  g_autofree char *ana_out = g_strdup_printf ("%s/ana-stopped-%d.tessera", dir, sig);
  g_autofree char *bob_out = g_strdup_printf ("%s/bob-stopped-%d.tessera", dir, sig);
  g_autofree char *valid = NULL, *bob_valid = NULL, *record = NULL;
  Kill k = { 0 };
  int status;

  k.host_err = g_string_new (NULL);
  k.signal = sig;
  k.guest = tess_test_bot_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                       "join", "bob", "--from", "ana@" TESS_TEST_DOMAIN, "--out", bob_out, NULL);
  k.host = tess_test_bot_spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                      "host", "ana", "--invite", "bob@" TESS_TEST_DOMAIN, "--away-limit", "1",
                      "--out", ana_out, NULL);
  read_kill_line (g_data_input_stream_new (g_subprocess_get_stdout_pipe (k.host)), &k, FALSE);
  read_kill_line (g_data_input_stream_new (g_subprocess_get_stderr_pipe (k.host)), &k, TRUE);
  tess_test_bot_watch (k.host, &k.host_done);
  tess_test_bot_watch (k.guest, &k.guest_done);
  g_assert_true (tess_test_wait_for (both_done_and_read, &k, DEADLINE_MS));
  g_test_message ("host: %s", k.host_err->str);

  g_assert_true (k.killed);
  g_assert_cmpint (g_subprocess_get_exit_status (k.host), ==, 1);
  if (sig == SIGKILL)
    g_assert_nonnull (strstr (k.host_err->str, "bob@" TESS_TEST_DOMAIN " left the game’s room"));
  else
    {
      g_assert_nonnull (strstr (k.host_err->str, "bob@" TESS_TEST_DOMAIN " resigned seat 2"));
      g_assert_cmpint (g_subprocess_get_exit_status (k.guest), ==, 1);
    }
  /* The record so far: the moves made, every draw of them checked. */
  g_assert_true (g_file_get_contents (ana_out, &record, NULL, NULL));
  g_assert_nonnull (strstr (record, "\"online\""));
  valid = tess_test_cli ("validate", ana_out, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  /* A guest that resigned writes its record so far too. */
  g_assert_true (g_file_test (bob_out, G_FILE_TEST_EXISTS) == (sig == SIGTERM));
  if (sig == SIGTERM)
    {
      bob_valid = tess_test_cli ("validate", bob_out, &status);
      g_assert_true (g_spawn_check_wait_status (status, NULL));
    }
  g_string_free (k.host_err, TRUE);
  g_clear_object (&k.host);
  g_clear_object (&k.guest);
}

typedef struct
{
  GSubprocess *watched;     /* the survivor, whose lines count the moves */
  GSubprocess *victim;      /* killed at its move kill_at */
  GSubprocess *again;       /* the victim, come back */
  const char  *user;        /* the victim's */
  const char  *resume;
  const char  *out;
  guint        kill_at;     /* the move at which the victim is killed */
  guint        again_at;    /* the move from which it comes back, or 0: at once */
  gboolean     killed;
  gboolean     gone;
  gboolean     watched_done;
  gboolean     again_done;
  guint        mode;        /* the resume file's permissions, when killed */
} Rejoin;

static void read_rejoin_line (GDataInputStream *in, Rejoin *r);

static void
start_again (Rejoin *r)
{
  r->again = tess_test_bot_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, "rejoin", r->user, "--resume", r->resume,
                        "--out", r->out, NULL);
  tess_test_bot_watch (r->again, &r->again_done);
}

/* The killed client is started again once it has gone (or later, at
 * the survivor's move again_at): it comes back. */
static void
on_killed (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  Rejoin *r = data;
  GStatBuf st;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  g_assert_cmpint (g_stat (r->resume, &st), ==, 0);
  r->mode = st.st_mode & 0777;
  r->gone = TRUE;
  if (r->again_at == 0)
    start_again (r);
}

static void
on_rejoin_line (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  Rejoin *r = data;
  GDataInputStream *in = G_DATA_INPUT_STREAM (source);
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (in, result, NULL, NULL);
  guint move = 0;

  if (line == NULL)
    {
      g_object_unref (in);
      return;
    }
  if (g_str_has_prefix (line, "Move "))
    move = strtoul (line + strlen ("Move "), NULL, 10);
  if (!r->killed && move == r->kill_at)
    {
      g_subprocess_send_signal (r->victim, SIGKILL);
      r->killed = TRUE;
      g_subprocess_wait_async (r->victim, NULL, on_killed, r);
    }
  else if (r->again_at != 0 && r->gone && r->again == NULL && move >= r->again_at)
    start_again (r);
  read_rejoin_line (in, r);
}

static void
read_rejoin_line (GDataInputStream *in,
                  Rejoin           *r)
{
  g_data_input_stream_read_line_async (in, G_PRIORITY_DEFAULT, NULL, on_rejoin_line, r);
}

static gboolean
rejoin_done (gpointer data)
{
  Rejoin *r = data;

  return r->watched_done && r->again_done;
}

/* The guest is killed at move 30 and started again with its resume
 * file: it enters the room again, reads the game from the room's
 * archive (over 90 stanzas by then: more than a page of the server's
 * 50), checks it against what it saved, and plays on to the end.
 * The host waits for it (no away limit) and both records are the same.
 *
 * "handover": the game is set up to give a seat to the computer after
 * a second away. The guest is killed at move 10; the host hands its
 * seat over and plays it, and the game goes on (every draw needs every
 * seat's link, so move 11 comes only after the handover). From move 20
 * the guest comes back: it reads the handover from the archive, checks
 * every move the host made for its seat against its own computer's,
 * and follows the game to its end without playing.
 *
 * "host-handover": the same, with the host killed: the guest hands over
 * the host's seat and its computer seat, and plays both. */
static void
test_guest_rejoins (gconstpointer data)
{
  gboolean handover = data != NULL;
  gboolean host_killed = g_strcmp0 (data, "host-handover") == 0;
  const char *name = data ? data : "rejoin";
  g_autofree char *ana_out = g_strdup_printf ("%s/ana-%s.tessera", dir, name);
  g_autofree char *bob_out = g_strdup_printf ("%s/bob-%s.tessera", dir, name);
  g_autofree char *resume = g_strdup_printf ("%s/%s.resume", dir, name);
  g_autofree char *other_resume = g_strdup_printf ("%s/%s-survivor.resume", dir, name);
  g_autofree char *a = NULL, *b = NULL, *score_a = NULL, *score_b = NULL, *valid = NULL;
  GSubprocess *host, *guest;
  Rejoin r = { 0 };
  int status;

  r.user = host_killed ? "ana" : "bob";
  r.resume = resume;
  r.out = host_killed ? ana_out : bob_out;
  r.kill_at = handover ? 10 : 30;
  r.again_at = handover ? 20 : 0;
  guest = tess_test_bot_spawn (host_killed ? G_SUBPROCESS_FLAGS_STDOUT_PIPE : G_SUBPROCESS_FLAGS_STDOUT_SILENCE,
                     "join", "bob", "--from", "ana@" TESS_TEST_DOMAIN,
                     "--resume", host_killed ? other_resume : resume, "--out", bob_out, NULL);
  host = tess_test_bot_spawn (host_killed ? G_SUBPROCESS_FLAGS_STDOUT_SILENCE : G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                    "host", "ana", "--invite", "bob@" TESS_TEST_DOMAIN, "--computer", "easy",
                    "--away-limit", "0", "--handover", handover ? "1" : "0",
                    "--handover-level", "easy", "--resume", host_killed ? resume : other_resume,
                    "--out", ana_out, NULL);
  r.watched = host_killed ? guest : host;
  r.victim = host_killed ? host : guest;
  read_rejoin_line (g_data_input_stream_new (g_subprocess_get_stdout_pipe (r.watched)), &r);
  tess_test_bot_watch (r.watched, &r.watched_done);
  g_assert_true (tess_test_wait_for (rejoin_done, &r, DEADLINE_MS));

  g_assert_true (r.killed);
  /* The seed of the killed client's draws is nobody else's to read. */
  g_assert_cmpuint (r.mode, ==, 0600);
  g_assert_cmpint (g_subprocess_get_exit_status (r.watched), ==, 0);
  g_assert_cmpint (g_subprocess_get_exit_status (r.again), ==, 0);
  g_assert_true (g_file_get_contents (ana_out, &a, NULL, NULL));
  g_assert_true (g_file_get_contents (bob_out, &b, NULL, NULL));
  g_assert_cmpstr (a, ==, b);
  valid = tess_test_cli ("validate", ana_out, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  score_a = tess_test_cli ("score", ana_out, &status);
  score_b = tess_test_cli ("score", bob_out, &status);
  g_assert_cmpstr (score_a, ==, score_b);
  g_assert_nonnull (strstr (score_a, "\"tiles_left\" : 0"));
  /* The killed client's seats were the computer's from a draw after
   * move 10: bob's (the second), or ana's and her computer's. */
  g_assert_true ((strstr (a, "\"handovers\"") != NULL) == handover);
  if (handover)
    g_assert_true (host_killed ? strstr (a, "\"seat\" : 0") && strstr (a, "\"seat\" : 2")
                               : strstr (a, "\"seat\" : 1") != NULL);
  /* The game is over: nothing is left to come back to. */
  g_assert_false (g_file_test (resume, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (other_resume, G_FILE_TEST_EXISTS));
  g_object_unref (host);
  g_object_unref (guest);
  g_clear_object (&r.again);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *p1 = NULL, *p2 = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  prosody = tess_test_prosody_start ();
  dir = g_dir_make_tmp ("tessera-online-comeback-XXXXXX", NULL);
  p1 = make_account ("ana");
  p2 = make_account ("bob");
  tess_test_bots_init (prosody, dir);
  g_test_add_func ("/online-comeback/server-paused", test_server_paused);
  g_test_add_data_func ("/online-comeback/guest-rejoins", NULL, test_guest_rejoins);
  g_test_add_data_func ("/online-comeback/handover", "handover", test_guest_rejoins);
  g_test_add_data_func ("/online-comeback/host-handover", "host-handover", test_guest_rejoins);
  g_test_add_data_func ("/online-comeback/guest-killed", GINT_TO_POINTER (SIGKILL), test_guest_stopped);
  g_test_add_data_func ("/online-comeback/guest-resigns", GINT_TO_POINTER (SIGTERM), test_guest_stopped);
  status = g_test_run ();
  tess_test_prosody_stop (prosody);
  tess_test_remove_tree (dir);
  g_free (dir);
  return status;
}
