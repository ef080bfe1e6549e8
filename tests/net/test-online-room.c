/* test-online-room.c: who cannot come into an online game's room
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `tessera-cli online` bots through a Prosody the test starts. Nobody
 * waits for ever on a client that cannot come: a guest the room refuses
 * (banned, by another connection of the host's own account that
 * hostile-member.py makes) tells the host, who says who and why and
 * ends; an invitation to an address whose server does not exist is
 * said at once. The records are their owners' only.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <stdarg.h>
#include <string.h>

#include "tess-test-core.h"
#include "tess-test-prosody.h"

#ifndef DEADLINE_MS
#define DEADLINE_MS 240000
#endif

static TessTestProsody *prosody;
static char *dir;
/* The port bots reach the server on, when not the server's own. */
static guint16 proxy_port;

typedef struct
{
  GSubprocess *process;
  char        *out;       /* its last line */
  char        *err;       /* all it said, stdout and stderr */
  gboolean     done;
} Bot;

static void read_lines (Bot *bot);

/* `tessera-cli online ROLE` as @user on the test's server, with the
 * options that follow, up to a NULL; what it says is kept. */
static void bot_start (Bot        *bot,
                       const char *role,
                       const char *user,
                       ...) G_GNUC_NULL_TERMINATED;

static void
spawn_full (Bot              *bot,
            GSubprocessFlags  flags,
            GPtrArray        *argv,
            va_list           options)
{
  g_autoptr(GError) error = NULL;
  const char *option;

  while ((option = va_arg (options, const char *)) != NULL)
    g_ptr_array_add (argv, (gpointer) option);
  g_ptr_array_add (argv, NULL);
  memset (bot, 0, sizeof *bot);
  bot->process = tess_test_spawn (flags, (const char *const *) argv->pdata, &error);
  g_assert_no_error (error);
}

/* Its lines come one by one (read_lines()), stderr with stdout. */
static void
spawn (Bot        *bot,
       GPtrArray  *argv,
       va_list     options)
{
  spawn_full (bot, G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_MERGE, argv, options);
}

static void
bot_start (Bot        *bot,
           const char *role,
           const char *user,
           ...)
{
  g_autofree char *server = g_strdup_printf ("127.0.0.1:%u", proxy_port ? proxy_port : prosody->port);
  g_autofree char *jid = g_strdup_printf ("%s@" TESS_TEST_DOMAIN, user);
  g_autofree char *password = g_strdup_printf ("%s/%s.password", dir, user);
  const char *common[] = {
    TESSERA_CLI, "online", role, "--jid", jid, "--password-file", password,
    "--server", server, "--ca-file", prosody->ca_file,
  };
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  va_list options;

  for (guint i = 0; i < G_N_ELEMENTS (common); i++)
    g_ptr_array_add (argv, (gpointer) common[i]);
  va_start (options, user);
  spawn (bot, argv, options);
  va_end (options);
  read_lines (bot);
}

static void
bot_clear (Bot *bot)
{
  g_clear_object (&bot->process);
  g_clear_pointer (&bot->out, g_free);
  g_clear_pointer (&bot->err, g_free);
}

/* A child whose lines (stdout and stderr) come one by one: the last is
 * in @bot->out, all of them in @bot->err. */
static void
on_line (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  Bot *bot = data;
  GDataInputStream *in = G_DATA_INPUT_STREAM (source);
  char *line = g_data_input_stream_read_line_finish_utf8 (in, result, NULL, NULL);
  g_autofree char *all = NULL;

  if (line == NULL)
    {
      /* Its output is closed: it ends. */
      g_subprocess_wait (bot->process, NULL, NULL);
      bot->done = TRUE;
      g_object_unref (in);
      return;
    }
  all = g_strconcat (bot->err ? bot->err : "", line, "\n", NULL);
  g_free (bot->err);
  bot->err = g_steal_pointer (&all);
  g_free (bot->out);
  bot->out = line;
  g_data_input_stream_read_line_async (in, G_PRIORITY_DEFAULT, NULL, on_line, bot);
}

static void
read_lines (Bot *bot)
{
  GDataInputStream *in = g_data_input_stream_new (g_subprocess_get_stdout_pipe (bot->process));

  g_data_input_stream_read_line_async (in, G_PRIORITY_DEFAULT, NULL, on_line, bot);
}

/* A client of the test's own (hostile-member.py) as @user. */
static void script_start (Bot        *bot,
                          const char *user,
                          ...) G_GNUC_NULL_TERMINATED;

static void
script_start (Bot        *bot,
              const char *user,
              ...)
{
  g_autofree char *port = g_strdup_printf ("%u", prosody->port);
  g_autofree char *jid = g_strdup_printf ("%s@" TESS_TEST_DOMAIN, user);
  g_autofree char *password = g_strdup_printf ("%s/%s.password", dir, user);
  const char *common[] = {
    "python3", HOSTILE_MEMBER, "--port", port, "--ca-file", prosody->ca_file, "--jid", jid,
    "--password-file", password, "--cli", TESSERA_CLI, "--dir", dir,
  };
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  va_list options;

  for (guint i = 0; i < G_N_ELEMENTS (common); i++)
    g_ptr_array_add (argv, (gpointer) common[i]);
  va_start (options, user);
  spawn (bot, argv, options);
  va_end (options);
  read_lines (bot);
}

static gboolean
said (gpointer data)
{
  Bot *bot = data;
  const char *line = g_object_get_data (G_OBJECT (bot->process), "awaited");

  return bot->done || (bot->err != NULL && strstr (bot->err, line) != NULL);
}

/* Waits for @bot to say @line, or the start of a line. */
static void
wait_for_line (Bot        *bot,
               const char *line)
{
  g_object_set_data (G_OBJECT (bot->process), "awaited", (gpointer) line);
  g_assert_true (tess_test_wait_for (said, bot, DEADLINE_MS));
  if (strstr (bot->err ? bot->err : "", line) == NULL)
    g_test_message ("It said: %s", bot->err ? bot->err : "nothing");
  g_assert_nonnull (strstr (bot->err, line));
}

static gboolean
all_done (gpointer data)
{
  Bot **bots = data;

  for (guint i = 0; bots[i] != NULL; i++)
    if (!bots[i]->done)
      return FALSE;
  return TRUE;
}

/* Ends what is still running once the deadline passed, so that what
 * each said is shown. */
static gboolean
wait_all (Bot **bots)
{
  gboolean ended = tess_test_wait_for (all_done, bots, DEADLINE_MS);

  for (guint i = 0; !ended && bots[i] != NULL; i++)
    g_subprocess_force_exit (bots[i]->process);
  g_assert_true (tess_test_wait_for (all_done, bots, DEADLINE_MS));
  for (guint i = 0; bots[i] != NULL; i++)
    g_test_message ("%u: %s", i, bots[i]->err ? bots[i]->err : "");
  return ended;
}

/* Bob is banned from the room before he comes (by ana's own account:
 * an owner of the room). The room refuses him; he says so to ana, who
 * says who and why and ends, instead of waiting for his seat for ever. */
static void
test_refused_seat (void)
{
  g_autofree char *ana_out = g_build_filename (dir, "ana-refused.tessera", NULL);
  g_autofree char *bob_out = g_build_filename (dir, "bob-refused.tessera", NULL);
  Bot owner, host, guest;
  Bot *bots[] = { &host, &guest, NULL };

  script_start (&owner, "ana", "--mode", "owner", "--ban", "bob@" TESS_TEST_DOMAIN, NULL);
  wait_for_line (&owner, "ready");
  bot_start (&host, "host", "ana", "--invite", "bob@" TESS_TEST_DOMAIN, "--out", ana_out, NULL);
  wait_for_line (&owner, "banned");
  bot_start (&guest, "join", "bob", "--from", "ana@" TESS_TEST_DOMAIN, "--out", bob_out, NULL);
  g_assert_true (wait_all (bots));

  g_assert_cmpint (g_subprocess_get_exit_status (guest.process), ==, 1);
  /* Prosody says an outcast of a members-only room is no member. */
  g_assert_nonnull (strstr (guest.err, "refused to let you in (registration-required)"));
  g_assert_cmpint (g_subprocess_get_exit_status (host.process), ==, 1);
  g_assert_nonnull (strstr (host.err, "bob@" TESS_TEST_DOMAIN " could not enter the game’s room: "
                                      "it is not a member of the room."));
  g_assert_false (g_file_test (ana_out, G_FILE_TEST_EXISTS));
  bot_clear (&host);
  bot_clear (&guest);
  bot_clear (&owner);
}

/* An invitation to an address whose server does not exist comes back
 * from the host's server: the host says so and ends, in its words. */
static void
test_unreachable (void)
{
  g_autofree char *ana_out = g_build_filename (dir, "ana-unreachable.tessera", NULL);
  Bot host;
  Bot *bots[] = { &host, NULL };

  bot_start (&host, "host", "ana", "--invite", "bob@nowhere.test", "--out", ana_out, NULL);
  g_assert_true (wait_all (bots));
  g_assert_cmpint (g_subprocess_get_exit_status (host.process), ==, 1);
  g_assert_nonnull (strstr (host.err, "bob@nowhere.test cannot be reached: its server cannot be found."));
  g_assert_false (g_file_test (ana_out, G_FILE_TEST_EXISTS));
  bot_clear (&host);
}

static char *
run_validate (const char *record,
              int        *status)
{
  const char *argv[] = { TESSERA_CLI, "validate", record, NULL };
  g_autoptr(GError) error = NULL;
  char *out = NULL;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                status, &error);
  g_assert_no_error (error);
  return out;
}

static void
write_line (Bot        *bot,
            const char *line)
{
  GOutputStream *in = g_subprocess_get_stdin_pipe (bot->process);
  g_autoptr(GError) error = NULL;

  g_output_stream_write_all (in, line, strlen (line), NULL, NULL, &error);
  g_assert_no_error (error);
  g_output_stream_flush (in, NULL, &error);
  g_assert_no_error (error);
}

static void
assert_private (const char *path)
{
  GStatBuf st;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpuint (st.st_mode & 0777, ==, 0600);
}

/* carl, invited to watch, checks the room (its archive has no setup
 * yet) and enters it; the answer of his check is held (hold-proxy.py)
 * while bob comes and the game is set up and played, so he enters
 * after the setup, as a slow network may make him. He merges the
 * archive and the live stanzas by their numbers and watches the game to
 * its end: the three records are one, and each is its owner's only. */
static void
test_spectator_race (void)
{
  const char *names[] = { "ana", "bob", "carl" };
  g_autofree char *certificate = g_build_filename (prosody->dir, "server.pem", NULL);
  g_autofree char *key = g_build_filename (prosody->dir, "server.key", NULL);
  g_autofree char *port = g_strdup_printf ("%u", prosody->port);
  g_autofree char *first = NULL, *valid = NULL;
  const char *proxy_argv[] = {
    "python3", HOLD_PROXY, "--port", port, "--ca-file", prosody->ca_file,
    "--certificate", certificate, "--key", key, "--domain", TESS_TEST_DOMAIN, NULL
  };
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  char *outs[3];
  Bot proxy, host, guest, carl;
  Bot *bots[] = { &host, &guest, &carl, NULL };
  int status;

  for (guint i = 0; i < 3; i++)
    outs[i] = g_strdup_printf ("%s/%s-race.tessera", dir, names[i]);
  for (guint i = 0; proxy_argv[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) proxy_argv[i]);
  g_ptr_array_add (argv, NULL);
  memset (&proxy, 0, sizeof proxy);
  {
    g_autoptr(GError) error = NULL;

    proxy.process = tess_test_spawn (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                     | G_SUBPROCESS_FLAGS_STDERR_MERGE,
                                     (const char *const *) argv->pdata, &error);
    g_assert_no_error (error);
  }
  read_lines (&proxy);
  wait_for_line (&proxy, "port ");
  proxy_port = strtoul (strstr (proxy.err, "port ") + strlen ("port "), NULL, 10);
  bot_start (&carl, "join", "carl", "--from", "ana@" TESS_TEST_DOMAIN, "--out", outs[2], NULL);
  proxy_port = 0;
  bot_start (&host, "host", "ana", "--invite", "bob@" TESS_TEST_DOMAIN,
             "--spectator", "carl@" TESS_TEST_DOMAIN, "--computer", "easy", "--level", "easy",
             "--out", outs[0], NULL);
  /* carl has asked the archive; bob comes, and the game is set up. */
  wait_for_line (&proxy, "holding");
  bot_start (&guest, "join", "bob", "--from", "ana@" TESS_TEST_DOMAIN, "--level", "easy",
             "--out", outs[1], NULL);
  /* The setup and the first draws are in the room: carl may go on. */
  wait_for_line (&guest, "Move 2 ");
  write_line (&proxy, "release\n");
  g_assert_true (wait_all (bots));

  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (g_subprocess_get_exit_status (bots[i]->process), ==, 0);
  g_assert_true (g_file_get_contents (outs[0], &first, NULL, NULL));
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *other = NULL;

      g_assert_true (g_file_get_contents (outs[i], &other, NULL, NULL));
      g_assert_cmpstr (other, ==, first);
      /* The guests' records are as private as the host's. */
      assert_private (outs[i]);
    }
  valid = run_validate (outs[0], &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_subprocess_force_exit (proxy.process);
  g_assert_true (tess_test_wait_for (all_done, (Bot *[]) { &proxy, NULL }, DEADLINE_MS));
  for (guint i = 0; i < 3; i++)
    {
      bot_clear (bots[i]);
      g_free (outs[i]);
    }
  bot_clear (&proxy);
}

/* bob is stopped (SIGSTOP) at move 6: his connection stays open, so the
 * server sees him in the room for as long as it likes. ana pings him,
 * gets no answer, and, past her away limit of a second, names him and
 * ends with the record so far, instead of waiting for him for ever. */
static void
test_guest_silent (void)
{
  g_autofree char *ana_out = g_build_filename (dir, "ana-silent.tessera", NULL);
  g_autofree char *bob_out = g_build_filename (dir, "bob-silent.tessera", NULL);
  g_autofree char *valid = NULL;
  Bot host, guest;
  Bot *bots[] = { &host, NULL };
  Bot *rest[] = { &guest, NULL };
  int status;

  bot_start (&guest, "join", "bob", "--from", "ana@" TESS_TEST_DOMAIN, "--out", bob_out, NULL);
  bot_start (&host, "host", "ana", "--invite", "bob@" TESS_TEST_DOMAIN, "--away-limit", "1",
             "--out", ana_out, NULL);
  wait_for_line (&host, "Move 6 ");
  g_subprocess_send_signal (guest.process, SIGSTOP);
  g_assert_true (wait_all (bots));
  g_subprocess_send_signal (guest.process, SIGKILL);
  g_assert_true (tess_test_wait_for (all_done, rest, DEADLINE_MS));

  g_assert_cmpint (g_subprocess_get_exit_status (host.process), ==, 1);
  g_assert_nonnull (strstr (host.err, "bob@" TESS_TEST_DOMAIN " left the game’s room at draw"));
  g_assert_nonnull (strstr (host.err, "The record of the game so far is in"));
  valid = run_validate (ana_out, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  bot_clear (&host);
  bot_clear (&guest);
}

/* bob is killed (SIGKILL) at move 6 on a server that keeps a killed
 * client's session, and so his place in the room, for Prosody's default
 * ten minutes. ana does not wait that long to see him away: he answers
 * no ping, and past her away limit of a second she names him and ends
 * with the record so far, well within the test's deadline (a host that
 * waited for the server would still be waiting). */
static void
test_guest_killed_hibernating (void)
{
  g_autofree char *ana_out = g_build_filename (dir, "ana-hibernating.tessera", NULL);
  g_autofree char *bob_out = g_build_filename (dir, "bob-hibernating.tessera", NULL);
  g_autofree char *valid = NULL;
  g_autofree char *p1 = NULL, *p2 = NULL;
  TessTestProsody *usual = prosody;
  Bot host, guest;
  Bot *bots[] = { &host, NULL };
  int status;

  prosody = tess_test_prosody_start_hibernating ();
  p1 = tess_test_prosody_make_account (prosody, dir, "ana");
  p2 = tess_test_prosody_make_account (prosody, dir, "bob");
  bot_start (&guest, "join", "bob", "--from", "ana@" TESS_TEST_DOMAIN, "--out", bob_out, NULL);
  bot_start (&host, "host", "ana", "--invite", "bob@" TESS_TEST_DOMAIN, "--away-limit", "1",
             "--out", ana_out, NULL);
  wait_for_line (&host, "Move 6 ");
  g_subprocess_send_signal (guest.process, SIGKILL);
  g_assert_true (wait_all (bots));

  g_assert_cmpint (g_subprocess_get_exit_status (host.process), ==, 1);
  g_assert_nonnull (strstr (host.err, "bob@" TESS_TEST_DOMAIN " left the game’s room at draw"));
  g_assert_nonnull (strstr (host.err, "The record of the game so far is in"));
  valid = run_validate (ana_out, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_true (tess_test_wait_for (all_done, (Bot *[]) { &guest, NULL }, DEADLINE_MS));
  bot_clear (&host);
  bot_clear (&guest);
  tess_test_prosody_stop (prosody);
  prosody = usual;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *p1 = NULL, *p2 = NULL, *p3 = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  prosody = tess_test_prosody_start ();
  dir = g_dir_make_tmp ("tessera-online-room-XXXXXX", NULL);
  p1 = tess_test_prosody_make_account (prosody, dir, "ana");
  p2 = tess_test_prosody_make_account (prosody, dir, "bob");
  p3 = tess_test_prosody_make_account (prosody, dir, "carl");
  g_test_add_func ("/online-room/refused-seat", test_refused_seat);
  g_test_add_func ("/online-room/unreachable", test_unreachable);
  g_test_add_func ("/online-room/spectator-race", test_spectator_race);
  g_test_add_func ("/online-room/guest-silent", test_guest_silent);
  g_test_add_func ("/online-room/guest-killed-hibernating", test_guest_killed_hibernating);
  status = g_test_run ();
  tess_test_prosody_stop (prosody);
  tess_test_remove_tree (dir);
  g_free (dir);
  return status;
}
