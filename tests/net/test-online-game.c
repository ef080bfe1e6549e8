/* test-online-game.c: whole games of `tessera-cli online` through Prosody
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two bots (a host with a computer seat, and a guest) play a 3-player
 * game in a room of a Prosody the test starts; both write the same
 * record, which validates (every draw checked) and scores the same.
 * Then a guest (a client of the test's own, hostile-member.py) that
 * reveals a wrong link, or whose stanza follows another game than this
 * one (its prev), is named by the host and the game stops with no
 * record; one that makes an illegal move is refused and plays another.
 * Members nobody seated (hostile-member.py again) send every stanza
 * nobody asked for and squat a player's nickname: the game ends
 * normally, with the same record everywhere.
 * Last, a guest killed mid-game and started again comes back to the
 * game from the room's archive and the game ends; one killed that does
 * not come back is named by the host past its away limit, and one
 * terminated resigns: the host ends with the record so far.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <stdarg.h>
#include <string.h>

#include "tess-test-core.h"
#include "tess-test-prosody.h"
#include "tess-xmpp-client.h"

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

static char *server_option (void)
{
  return g_strdup_printf ("127.0.0.1:%u", prosody->port);
}

/* `tessera-cli online ROLE` as @user (an account of make_account()) on
 * the test's server, with the options that follow, up to a NULL. */
static GSubprocess *bot_spawn (GSubprocessFlags  flags,
                               const char       *role,
                               const char       *user,
                               ...) G_GNUC_NULL_TERMINATED;

static GSubprocess *
bot_spawn (GSubprocessFlags  flags,
           const char       *role,
           const char       *user,
           ...)
{
  g_autofree char *server = server_option ();
  g_autofree char *jid = g_strdup_printf ("%s@" TESS_TEST_DOMAIN, user);
  g_autofree char *password = g_strdup_printf ("%s/%s.password", dir, user);
  const char *common[] = {
    TESSERA_CLI, "online", role, "--jid", jid, "--password-file", password,
    "--server", server, "--ca-file", prosody->ca_file,
  };
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  GSubprocess *process;
  const char *option;
  va_list options;

  for (guint i = 0; i < G_N_ELEMENTS (common); i++)
    g_ptr_array_add (argv, (gpointer) common[i]);
  va_start (options, user);
  while ((option = va_arg (options, const char *)) != NULL)
    g_ptr_array_add (argv, (gpointer) option);
  va_end (options);
  g_ptr_array_add (argv, NULL);
  process = tess_test_spawn (flags, (const char *const *) argv->pdata, &error);
  g_assert_no_error (error);
  return process;
}

static void
on_bot_exit (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  gboolean *done = data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  *done = TRUE;
}

/* Sets @done once @process has ended. */
static void
bot_watch (GSubprocess *process,
           gboolean    *done)
{
  g_subprocess_wait_async (process, NULL, on_bot_exit, done);
}

typedef struct
{
  GSubprocess *process;
  char        *out;
  char        *err;
  gboolean     done;
} Bot;

static void
on_bot_done (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  Bot *bot = data;
  g_autoptr(GError) error = NULL;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, &bot->out, &bot->err,
                                        &error);
  g_assert_no_error (error);
  bot->done = TRUE;
}

/* Keeps what @bot->process says until it ends. */
static void
bot_communicate (Bot *bot)
{
  g_subprocess_communicate_utf8_async (bot->process, NULL, NULL, on_bot_done, bot);
}

static gboolean
both_done (gpointer data)
{
  Bot *bots = data;

  return bots[0].done && bots[1].done;
}

static void
bot_clear (Bot *bot)
{
  g_clear_object (&bot->process);
  g_clear_pointer (&bot->out, g_free);
  g_clear_pointer (&bot->err, g_free);
}

/* ana hosts (with a computer seat), @guest joins. */
static void
play (Bot        *bots,
      const char *guest,
      const char *ana_out,
      const char *guest_out)
{
  const GSubprocessFlags flags = G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE;
  g_autofree char *guest_jid = g_strdup_printf ("%s@" TESS_TEST_DOMAIN, guest);
  /* An address is the same in any case. */
  g_autofree char *guest_upper = g_ascii_strup (guest_jid, -1);
  /* A folder that is a file: no resume file can be written there. */
  g_autofree char *resume = g_build_filename (dir, "ana.password", "resume-unwritable", NULL);

  memset (bots, 0, 2 * sizeof *bots);
  /* The guest waits for the invitation before the host sends it. */
  bots[1].process = bot_spawn (flags, "join", guest, "--from", "ana@" TESS_TEST_DOMAIN,
                               "--level", "easy", "--out", guest_out, NULL);
  bot_communicate (&bots[1]);
  bots[0].process = bot_spawn (flags, "host", "ana", "--invite", guest_upper, "--computer", "easy",
                               "--level", "easy", "--out", ana_out, "--resume", resume, NULL);
  bot_communicate (&bots[0]);
  g_assert_true (tess_test_wait_for (both_done, bots, DEADLINE_MS));
  g_test_message ("host: %s", bots[0].err);
  g_test_message ("guest: %s", bots[1].err);
}

static char *
run_cli (const char *command,
         const char *record,
         int        *status)
{
  const char *argv[] = { TESSERA_CLI, command, record, NULL };
  g_autoptr(GError) error = NULL;
  char *out = NULL;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                status, &error);
  g_assert_no_error (error);
  return out;
}

static void
test_whole_game (void)
{
  g_autofree char *ana_out = g_build_filename (dir, "ana.tessera", NULL);
  g_autofree char *bob_out = g_build_filename (dir, "bob.tessera", NULL);
  g_autofree char *a = NULL, *b = NULL;
  g_autofree char *score_a = NULL, *score_b = NULL, *valid = NULL;
  Bot bots[2];
  int status;

  play (bots, "bob", ana_out, bob_out);
  g_assert_true (g_subprocess_get_if_exited (bots[0].process));
  /* The host's resume file cannot be written (its folder is a file):
   * said once, not on every move, and the game goes on. */
  {
    const char *first = strstr (bots[0].err, "resume-unwritable");

    g_assert_nonnull (first);
    g_assert_null (strstr (first + 1, "resume-unwritable"));
  }
  g_assert_cmpint (g_subprocess_get_exit_status (bots[0].process), ==, 0);
  g_assert_cmpint (g_subprocess_get_exit_status (bots[1].process), ==, 0);

  g_assert_true (g_file_get_contents (ana_out, &a, NULL, NULL));
  g_assert_true (g_file_get_contents (bob_out, &b, NULL, NULL));
  g_assert_cmpstr (a, ==, b);
  g_assert_nonnull (strstr (a, "\"online\""));
  g_assert_nonnull (strstr (a, "\"ai:easy\""));
  /* The players are named by their addresses' user names, the computer
   * seat "Computer"; the seats keep the addresses. */
  g_assert_nonnull (strstr (a, "\"ana\""));
  g_assert_nonnull (strstr (a, "\"bob\""));
  g_assert_nonnull (strstr (a, "\"Computer\""));

  valid = run_cli ("validate", ana_out, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  score_a = run_cli ("score", ana_out, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  score_b = run_cli ("score", bob_out, &status);
  g_assert_cmpstr (score_a, ==, score_b);
  /* The game went to its end: no tile left. */
  g_assert_nonnull (strstr (score_a, "\"tiles_left\" : 0"));
  bot_clear (&bots[0]);
  bot_clear (&bots[1]);
}

/* The hostile member (hostile-member.py) as @user, with the options
 * that follow, up to a NULL. */
static GSubprocess *hostile_spawn (const char *user,
                                   ...) G_GNUC_NULL_TERMINATED;

static GSubprocess *
hostile_spawn (const char *user,
               ...)
{
  g_autofree char *port = g_strdup_printf ("%u", prosody->port);
  g_autofree char *jid = g_strdup_printf ("%s@" TESS_TEST_DOMAIN, user);
  g_autofree char *password = g_strdup_printf ("%s/%s.password", dir, user);
  const char *common[] = {
    "python3", HOSTILE_MEMBER, "--port", port, "--ca-file", prosody->ca_file, "--jid", jid,
    "--password-file", password, "--host", "ana@" TESS_TEST_DOMAIN, "--cli", TESSERA_CLI,
    "--dir", dir,
  };
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  GSubprocess *process;
  const char *option;
  va_list options;

  for (guint i = 0; i < G_N_ELEMENTS (common); i++)
    g_ptr_array_add (argv, (gpointer) common[i]);
  va_start (options, user);
  while ((option = va_arg (options, const char *)) != NULL)
    g_ptr_array_add (argv, (gpointer) option);
  va_end (options);
  g_ptr_array_add (argv, NULL);
  process = tess_test_spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                             (const char *const *) argv->pdata, &error);
  g_assert_no_error (error);
  return process;
}

/* A seated player that cheats, a client of the test's own: a wrong
 * reveal or a stanza that does not follow the game stops it, naming
 * them, and nobody writes a record; an illegal move is refused, they
 * play a legal one, and the game goes on to its end. */
static void
test_cheat (gconstpointer data)
{
  const char *cheat = data;
  const GSubprocessFlags flags = G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE;
  g_autofree char *ana_out = g_strdup_printf ("%s/ana-%s.tessera", dir, cheat);
  Bot bots[2] = { { 0 } };

  bots[1].process = hostile_spawn ("carl", "--mode", "seat", "--cheat", cheat, NULL);
  bot_communicate (&bots[1]);
  bots[0].process = bot_spawn (flags, "host", "ana", "--invite", "carl@" TESS_TEST_DOMAIN,
                               "--computer", "easy", "--level", "easy", "--out", ana_out, NULL);
  bot_communicate (&bots[0]);
  g_assert_true (tess_test_wait_for (both_done, bots, DEADLINE_MS));
  g_test_message ("host: %s", bots[0].err);
  g_test_message ("cheat: %s%s", bots[1].out, bots[1].err);
  if (strcmp (cheat, "move") == 0)
    {
      g_autofree char *score = NULL;
      int status;

      g_assert_nonnull (strstr (bots[0].err, "carl@" TESS_TEST_DOMAIN " made a move the rules refuse"));
      g_assert_nonnull (strstr (bots[0].err, "It is not applied, and the game waits for another."));
      g_assert_cmpint (g_subprocess_get_exit_status (bots[0].process), ==, 0);
      g_free (run_cli ("validate", ana_out, &status));
      g_assert_true (g_spawn_check_wait_status (status, NULL));
      score = run_cli ("score", ana_out, &status);
      g_assert_nonnull (strstr (score, "\"tiles_left\" : 0"));
    }
  else
    {
      g_assert_cmpint (g_subprocess_get_exit_status (bots[0].process), ==, 1);
      if (strcmp (cheat, "reveal") == 0)
        g_assert_nonnull (strstr (bots[0].err, "carl@" TESS_TEST_DOMAIN " revealed a wrong link for draw 2"));
      else
        g_assert_nonnull (strstr (bots[0].err, "carl@" TESS_TEST_DOMAIN " sent game message number"));
      g_assert_nonnull (strstr (bots[0].err, "nothing of that message was applied"));
      g_assert_false (g_file_test (ana_out, G_FILE_TEST_EXISTS));
    }
  bot_clear (&bots[0]);
  bot_clear (&bots[1]);
}

/* The product has no switch to cheat (tests use hostile-member.py). */
static void
test_no_cheat (void)
{
  const char *argv[] = { TESSERA_CLI, "online", "host", "--cheat=move", NULL };
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err,
                &status, &error);
  g_assert_no_error (error);
  g_assert_false (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (err, "Unknown option --cheat"));
}

typedef struct
{
  Bot  bots[5];     /* ana, bob, carl (watches), eve (spoils), mal (squats bob's nickname) */
  gboolean squatted;
} Hostile;

static gboolean
all_bots_done (gpointer data)
{
  Hostile *h = data;

  for (guint i = 0; i < G_N_ELEMENTS (h->bots); i++)
    if (!h->bots[i].done)
      return FALSE;
  return TRUE;
}

static void
on_squatter_line (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  Hostile *h = data;
  GDataInputStream *in = G_DATA_INPUT_STREAM (source);
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (in, result, NULL, NULL);

  if (line == NULL)
    {
      h->bots[4].done = TRUE;
      g_object_unref (in);
      return;
    }
  g_test_message ("squatter: %s", line);
  if (strcmp (line, "joined") == 0)
    h->squatted = TRUE;
  g_data_input_stream_read_line_async (in, G_PRIORITY_DEFAULT, NULL, on_squatter_line, h);
}

static gboolean
squatted (gpointer data)
{
  return ((Hostile *) data)->squatted;
}

/* Members who spoil what they can: eve, a spectator, sends every game
 * stanza nobody asked for (a setup of her own, a malformed move, a
 * 200 KB stanza, a stray reveal, a move out of turn, a replay, the last
 * stanza again, a commit, a resignation and a handover not hers), then
 * floods; mal, a spectator too, entered under bob's address before him.
 * The game ends normally all the same, with the same record on every
 * honest client; eve is named, muted and banned from the room. */
static void
test_hostile_members (void)
{
  const GSubprocessFlags flags = G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE;
  char *outs[3] = { NULL };
  g_autofree char *first = NULL;
  const char *names[3] = { "ana", "bob", "carl" };
  g_autofree char *valid = NULL;
  Hostile h = { 0 };
  guint muted = 0;
  gboolean ended;
  int status;

  for (guint i = 0; i < 3; i++)
    outs[i] = g_strdup_printf ("%s/%s-hostile.tessera", dir, names[i]);
  h.bots[3].process = hostile_spawn ("eve", "--mode", "spoil", NULL);
  bot_communicate (&h.bots[3]);
  h.bots[4].process = hostile_spawn ("mal", "--mode", "squat", "--nick", "bob@" TESS_TEST_DOMAIN, NULL);
  g_data_input_stream_read_line_async (g_data_input_stream_new (g_subprocess_get_stdout_pipe (h.bots[4].process)),
                                       G_PRIORITY_DEFAULT, NULL, on_squatter_line, &h);
  h.bots[2].process = bot_spawn (flags, "join", "carl", "--from", "ana@" TESS_TEST_DOMAIN,
                                 "--out", outs[2], NULL);
  bot_communicate (&h.bots[2]);
  h.bots[0].process = bot_spawn (flags, "host", "ana", "--invite", "bob@" TESS_TEST_DOMAIN,
                                 "--spectator", "carl@" TESS_TEST_DOMAIN,
                                 "--spectator", "eve@" TESS_TEST_DOMAIN,
                                 "--spectator", "mal@" TESS_TEST_DOMAIN,
                                 "--computer", "easy", "--level", "easy", "--out", outs[0], NULL);
  bot_communicate (&h.bots[0]);
  /* Bob comes once his address is taken as a nickname in the room. */
  g_assert_true (tess_test_wait_for (squatted, &h, DEADLINE_MS));
  h.bots[1].process = bot_spawn (flags, "join", "bob", "--from", "ana@" TESS_TEST_DOMAIN,
                                 "--level", "easy", "--out", outs[1], NULL);
  bot_communicate (&h.bots[1]);
  ended = tess_test_wait_for (all_bots_done, &h, DEADLINE_MS);
  /* What each said, even if one is stuck. */
  for (guint i = 0; !ended && i < G_N_ELEMENTS (h.bots); i++)
    g_subprocess_force_exit (h.bots[i].process);
  g_assert_true (tess_test_wait_for (all_bots_done, &h, DEADLINE_MS));
  for (guint i = 0; i < 4; i++)
    g_test_message ("%s: %s%s", i < 3 ? names[i] : "eve", h.bots[i].out, h.bots[i].err);
  g_assert_true (ended);

  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (g_subprocess_get_exit_status (h.bots[i].process), ==, 0);
  g_assert_true (g_file_get_contents (outs[0], &first, NULL, NULL));
  for (guint i = 1; i < 3; i++)
    {
      g_autofree char *other = NULL;

      g_assert_true (g_file_get_contents (outs[i], &other, NULL, NULL));
      g_assert_cmpstr (other, ==, first);
    }
  valid = run_cli ("validate", outs[0], &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  /* Each of eve's stanzas is named and ignored, on every client. */
  for (guint i = 0; i < 3; i++)
    {
      const char *err = h.bots[i].err;

      g_assert_nonnull (strstr (err, "eve@" TESS_TEST_DOMAIN " sent a game message that is refused, "
                                     "and ignored"));
      g_assert_nonnull (strstr (err, "eve@" TESS_TEST_DOMAIN " sent a reveal where a "));
      g_assert_nonnull (strstr (err, "eve@" TESS_TEST_DOMAIN " sent a move where a "));
      g_assert_nonnull (strstr (err, "eve@" TESS_TEST_DOMAIN " sent a commit where a "));
      g_assert_nonnull (strstr (err, "eve@" TESS_TEST_DOMAIN " sent game message number"));
      g_assert_null (strstr (err, "nothing of that message was applied"));
      muted += strstr (err, "eve@" TESS_TEST_DOMAIN " keeps sending game messages") != NULL;
    }
  /* Muted where her tenth came before the host banned her. */
  g_assert_cmpuint (muted, >=, 1);
  /* The bot shows the chat, eve's line too (until she is muted). */
  g_assert_nonnull (strstr (h.bots[1].out, "Chat from eve@" TESS_TEST_DOMAIN ": Hello from a member nobody asked"));
  /* Lines beyond the rate are dropped: of eve's 400 (hostile-member.py),
   * fewer are shown, however slowly this machine takes them in (the
   * bucket refills with the time, so which ones pass is not fixed). */
  {
    guint shown = 0;

    for (const char *at = strstr (h.bots[1].out, ": flood "); at != NULL; at = strstr (at + 1, ": flood "))
      shown++;
    g_test_message ("%u of eve's 400 flood lines shown", shown);
    g_assert_cmpuint (shown, <, 400);
  }
  g_assert_nonnull (strstr (h.bots[1].out, "eve@" TESS_TEST_DOMAIN " sends chat lines too fast"));
  /* The host sent her out of the room. */
  g_assert_nonnull (strstr (h.bots[3].out, "spoiled"));
  g_assert_nonnull (strstr (h.bots[3].out, "banned"));
  for (guint i = 0; i < 4; i++)
    bot_clear (&h.bots[i]);
  g_clear_object (&h.bots[4].process);
  for (guint i = 0; i < 3; i++)
    g_free (outs[i]);
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

  p.guest = bot_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, "join", "bob", "--out", bob_out, NULL);
  p.host = bot_spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE, "host", "ana", "--invite", "bob@" TESS_TEST_DOMAIN,
                      "--computer", "easy", "--out", ana_out, NULL);
  read_move_line (g_data_input_stream_new (g_subprocess_get_stdout_pipe (p.host)), &p);
  bot_watch (p.host, &p.host_done);
  bot_watch (p.guest, &p.guest_done);
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
  k.guest = bot_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                       "join", "bob", "--from", "ana@" TESS_TEST_DOMAIN, "--out", bob_out, NULL);
  k.host = bot_spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                      "host", "ana", "--invite", "bob@" TESS_TEST_DOMAIN, "--away-limit", "1",
                      "--out", ana_out, NULL);
  read_kill_line (g_data_input_stream_new (g_subprocess_get_stdout_pipe (k.host)), &k, FALSE);
  read_kill_line (g_data_input_stream_new (g_subprocess_get_stderr_pipe (k.host)), &k, TRUE);
  bot_watch (k.host, &k.host_done);
  bot_watch (k.guest, &k.guest_done);
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
  valid = run_cli ("validate", ana_out, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  /* A guest that resigned writes its record so far too. */
  g_assert_true (g_file_test (bob_out, G_FILE_TEST_EXISTS) == (sig == SIGTERM));
  if (sig == SIGTERM)
    {
      bob_valid = run_cli ("validate", bob_out, &status);
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
  r->again = bot_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, "rejoin", r->user, "--resume", r->resume,
                        "--out", r->out, NULL);
  bot_watch (r->again, &r->again_done);
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
  guest = bot_spawn (host_killed ? G_SUBPROCESS_FLAGS_STDOUT_PIPE : G_SUBPROCESS_FLAGS_STDOUT_SILENCE,
                     "join", "bob", "--from", "ana@" TESS_TEST_DOMAIN,
                     "--resume", host_killed ? other_resume : resume, "--out", bob_out, NULL);
  host = bot_spawn (host_killed ? G_SUBPROCESS_FLAGS_STDOUT_SILENCE : G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                    "host", "ana", "--invite", "bob@" TESS_TEST_DOMAIN, "--computer", "easy",
                    "--away-limit", "0", "--handover", handover ? "1" : "0",
                    "--handover-level", "easy", "--resume", host_killed ? resume : other_resume,
                    "--out", ana_out, NULL);
  r.watched = host_killed ? guest : host;
  r.victim = host_killed ? host : guest;
  read_rejoin_line (g_data_input_stream_new (g_subprocess_get_stdout_pipe (r.watched)), &r);
  bot_watch (r.watched, &r.watched_done);
  g_assert_true (tess_test_wait_for (rejoin_done, &r, DEADLINE_MS));

  g_assert_true (r.killed);
  /* The seed of the killed client's draws is nobody else's to read. */
  g_assert_cmpuint (r.mode, ==, 0600);
  g_assert_cmpint (g_subprocess_get_exit_status (r.watched), ==, 0);
  g_assert_cmpint (g_subprocess_get_exit_status (r.again), ==, 0);
  g_assert_true (g_file_get_contents (ana_out, &a, NULL, NULL));
  g_assert_true (g_file_get_contents (bob_out, &b, NULL, NULL));
  g_assert_cmpstr (a, ==, b);
  valid = run_cli ("validate", ana_out, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  score_a = run_cli ("score", ana_out, &status);
  score_b = run_cli ("score", bob_out, &status);
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

typedef struct
{
  GSubprocess *late;
  const char  *out;
  gboolean     late_done;
} Late;

static void read_late_line (GDataInputStream *in, Late *l);

/* At the host's move 20, dan starts: his invitation to watch waited for
 * him on the server. */
static void
on_late_line (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  Late *l = data;
  GDataInputStream *in = G_DATA_INPUT_STREAM (source);
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (in, result, NULL, NULL);

  if (line == NULL)
    {
      g_object_unref (in);
      return;
    }
  if (l->late == NULL && g_str_has_prefix (line, "Move 20 "))
    {
      l->late = bot_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, "join", "dan", "--from",
                           "ana@" TESS_TEST_DOMAIN, "--out", l->out, NULL);
      bot_watch (l->late, &l->late_done);
    }
  read_late_line (in, l);
}

static void
read_late_line (GDataInputStream *in,
                Late             *l)
{
  g_data_input_stream_read_line_async (in, G_PRIORITY_DEFAULT, NULL, on_late_line, l);
}

typedef struct
{
  gboolean done[3];
  Late    *late;
} Watchers;

static gboolean
all_watched (gpointer data)
{
  Watchers *w = data;

  return w->done[0] && w->done[1] && w->done[2] && w->late->late_done;
}

/* ana hosts bob's game and invites carl and dan to watch. carl comes at
 * once; the game does not wait for him. dan comes at move 20 and reads
 * the game so far from the room's archive. Both watch to the end without
 * a seat, checking every stanza as the players do, and write the record:
 * the four records are one. */
static void
test_spectators (void)
{
  const char *names[] = { "ana", "bob", "carl", "dan" };
  char *outs[4];
  g_autofree char *first = NULL, *valid = NULL;
  g_autoptr(GSubprocess) host = NULL, guest = NULL, carl = NULL;
  Late late = { 0 };
  Watchers w = { { FALSE }, &late };
  int status;

  for (guint i = 0; i < 4; i++)
    outs[i] = g_strdup_printf ("%s/%s-watch.tessera", dir, names[i]);
  late.out = outs[3];
  guest = bot_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, "join", "bob", "--from",
                     "ana@" TESS_TEST_DOMAIN, "--out", outs[1], NULL);
  carl = bot_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, "join", "carl", "--from",
                    "ana@" TESS_TEST_DOMAIN, "--out", outs[2], NULL);
  host = bot_spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE, "host", "ana", "--invite", "bob@" TESS_TEST_DOMAIN,
                    "--spectator", "carl@" TESS_TEST_DOMAIN, "--spectator", "dan@" TESS_TEST_DOMAIN,
                    "--computer", "easy", "--out", outs[0], NULL);
  read_late_line (g_data_input_stream_new (g_subprocess_get_stdout_pipe (host)), &late);
  bot_watch (host, &w.done[0]);
  bot_watch (guest, &w.done[1]);
  bot_watch (carl, &w.done[2]);
  g_assert_true (tess_test_wait_for (all_watched, &w, DEADLINE_MS));

  g_assert_cmpint (g_subprocess_get_exit_status (host), ==, 0);
  g_assert_cmpint (g_subprocess_get_exit_status (guest), ==, 0);
  g_assert_cmpint (g_subprocess_get_exit_status (carl), ==, 0);
  g_assert_cmpint (g_subprocess_get_exit_status (late.late), ==, 0);
  g_assert_true (g_file_get_contents (outs[0], &first, NULL, NULL));
  /* Two seats and the computer's: the spectators have none. */
  g_assert_nonnull (strstr (first, "\"ai:easy\""));
  g_assert_null (strstr (first, "carl@"));
  for (guint i = 1; i < 4; i++)
    {
      g_autofree char *other = NULL;

      g_assert_true (g_file_get_contents (outs[i], &other, NULL, NULL));
      g_assert_cmpstr (other, ==, first);
    }
  valid = run_cli ("validate", outs[0], &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  for (guint i = 0; i < 4; i++)
    g_free (outs[i]);
  g_clear_object (&late.late);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *p1 = NULL, *p2 = NULL, *p3 = NULL, *p4 = NULL, *p5 = NULL, *p6 = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  prosody = tess_test_prosody_start ();
  dir = g_dir_make_tmp ("tessera-online-game-XXXXXX", NULL);
  p1 = make_account ("ana");
  p2 = make_account ("bob");
  p3 = make_account ("carl");
  p4 = make_account ("dan");
  p5 = make_account ("eve");
  p6 = make_account ("mal");
  g_test_add_func ("/online-game/whole-game", test_whole_game);
  g_test_add_data_func ("/online-game/wrong-reveal", "reveal", test_cheat);
  g_test_add_data_func ("/online-game/illegal-move", "move", test_cheat);
  g_test_add_data_func ("/online-game/wrong-prev", "prev", test_cheat);
  g_test_add_func ("/online-game/hostile-members", test_hostile_members);
  g_test_add_func ("/online-game/no-cheat", test_no_cheat);
  g_test_add_func ("/online-game/server-paused", test_server_paused);
  g_test_add_data_func ("/online-game/guest-rejoins", NULL, test_guest_rejoins);
  g_test_add_data_func ("/online-game/handover", "handover", test_guest_rejoins);
  g_test_add_data_func ("/online-game/host-handover", "host-handover", test_guest_rejoins);
  g_test_add_func ("/online-game/spectators", test_spectators);
  g_test_add_data_func ("/online-game/guest-killed", GINT_TO_POINTER (SIGKILL), test_guest_stopped);
  g_test_add_data_func ("/online-game/guest-resigns", GINT_TO_POINTER (SIGTERM), test_guest_stopped);
  status = g_test_run ();
  tess_test_prosody_stop (prosody);
  tess_test_remove_tree (dir);
  g_free (dir);
  return status;
}
