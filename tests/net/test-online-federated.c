/* test-online-federated.c: online games across two federated servers
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two Prosody servers the test starts (tess_test_prosody_start_federated()):
 * alpha.test on 127.0.0.1 with the rooms and their archive, beta.test
 * on 127.0.0.2, reaching each other over s2s with certificates of the
 * test's authority only. ana@alpha.test hosts, bob@beta.test plays and
 * carla@beta.test watches: every stanza between them crosses s2s, and
 * the three records are one.
 * Then beta.test stops mid-game for 20 s, as an outage would: bob and
 * carla lose their connections, try again by themselves, come back to
 * the game from the room's archive once beta is back, and the game
 * ends with the three records one, without anyone's `rejoin`. Last,
 * a spectator killed while her server is away comes back with her
 * resume file (`rejoin`) and watches the game to its end.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <stdarg.h>
#include <string.h>

#include "tess-test-core.h"
#include "tess-test-prosody.h"

#ifndef DEADLINE_MS
#define DEADLINE_MS 300000
#endif

static TessTestProsody *alpha;
static TessTestProsody *beta;
static char *dir;

typedef struct
{
  GSubprocess *process;
  char        *out;       /* its last line */
  char        *err;       /* all it said, stdout and stderr */
  gboolean     done;
} Bot;

static void read_lines (Bot *bot);

/* `tessera-cli online ROLE` as @user of @server, with the options that
 * follow, up to a NULL; what it says is kept. */
static void bot_start (Bot             *bot,
                       TessTestProsody *server,
                       const char      *role,
                       const char      *user,
                       ...) G_GNUC_NULL_TERMINATED;

static void
bot_start (Bot             *bot,
           TessTestProsody *server,
           const char      *role,
           const char      *user,
           ...)
{
  g_autofree char *address = g_strdup_printf ("%s:%u", server->address, server->port);
  g_autofree char *jid = g_strdup_printf ("%s@%s", user, server->domain);
  g_autofree char *password = g_strdup_printf ("%s/%s.password", dir, user);
  const char *common[] = {
    TESSERA_CLI, "online", role, "--jid", jid, "--password-file", password,
    "--server", address, "--ca-file", server->ca_file,
  };
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *option;
  va_list options;

  for (guint i = 0; i < G_N_ELEMENTS (common); i++)
    g_ptr_array_add (argv, (gpointer) common[i]);
  va_start (options, user);
  while ((option = va_arg (options, const char *)) != NULL)
    g_ptr_array_add (argv, (gpointer) option);
  va_end (options);
  g_ptr_array_add (argv, NULL);
  memset (bot, 0, sizeof *bot);
  bot->process = tess_test_spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_MERGE,
                                  (const char *const *) argv->pdata, &error);
  g_assert_no_error (error);
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
    g_test_message ("%s", bot->err ? bot->err : "");
  g_assert_nonnull (strstr (bot->err ? bot->err : "", line));
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

/* Every bot ended well; one that did not has what it said shown on
 * stderr, where the failure is read. */
static void
assert_all_succeeded (Bot **bots)
{
  for (guint i = 0; bots[i] != NULL; i++)
    {
      int status = g_subprocess_get_exit_status (bots[i]->process);

      if (status != 0)
        g_printerr ("Bot %u ended with %d after saying:\n%s\n", i, status,
                    bots[i]->err ? bots[i]->err : "");
      g_assert_cmpint (status, ==, 0);
    }
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

/* The three clients' records: one, valid, and each its owner's only. */
static void
assert_same_records (char **outs)
{
  g_autofree char *first = NULL, *valid = NULL;
  int status;

  g_assert_true (g_file_get_contents (outs[0], &first, NULL, NULL));
  for (guint i = 0; outs[i] != NULL; i++)
    {
      g_autofree char *other = NULL;
      GStatBuf st;

      g_assert_true (g_file_get_contents (outs[i], &other, NULL, NULL));
      g_assert_cmpstr (other, ==, first);
      g_assert_cmpint (g_stat (outs[i], &st), ==, 0);
      g_assert_cmpuint (st.st_mode & 0777, ==, 0600);
    }
  g_assert_nonnull (strstr (first, "ana@" TESS_TEST_ALPHA));
  g_assert_nonnull (strstr (first, "bob@" TESS_TEST_BETA));
  valid = run_validate (outs[0], &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

/* ana@alpha hosts bob@beta and a computer seat, carla@beta watches:
 * the game goes to its end across s2s and the records are one. */
static void
test_federated_game (void)
{
  char *outs[] = {
    g_build_filename (dir, "ana.tessera", NULL),
    g_build_filename (dir, "bob.tessera", NULL),
    g_build_filename (dir, "carla.tessera", NULL),
    NULL
  };
  Bot host, guest, carla;
  Bot *bots[] = { &host, &guest, &carla, NULL };

  bot_start (&carla, beta, "join", "carla", "--from", "ana@" TESS_TEST_ALPHA, "--out", outs[2],
             NULL);
  bot_start (&guest, beta, "join", "bob", "--from", "ana@" TESS_TEST_ALPHA, "--level", "easy",
             "--out", outs[1], NULL);
  bot_start (&host, alpha, "host", "ana", "--invite", "bob@" TESS_TEST_BETA,
             "--spectator", "carla@" TESS_TEST_BETA, "--computer", "easy", "--level", "easy",
             "--out", outs[0], NULL);
  g_assert_true (wait_all (bots));
  assert_all_succeeded (bots);
  assert_same_records (outs);
  for (guint i = 0; bots[i] != NULL; i++)
    {
      bot_clear (bots[i]);
      g_free (outs[i]);
    }
}

static gboolean
outage_over (gpointer data)
{
  return *(gboolean *) data;
}

static gboolean
end_outage (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* How long beta.test stays down: longer than a few of the bots' tries. */
#define OUTAGE_MS 20000

static void
test_outage (void)
{
  char *outs[] = {
    g_build_filename (dir, "ana-outage.tessera", NULL),
    g_build_filename (dir, "bob-outage.tessera", NULL),
    g_build_filename (dir, "carla-outage.tessera", NULL),
    NULL
  };
  g_autofree char *bob_resume = g_build_filename (dir, "bob-outage.resume", NULL);
  Bot host, guest, carla;
  Bot *bots[] = { &host, &guest, &carla, NULL };
  gboolean over = FALSE;

  bot_start (&carla, beta, "join", "carla", "--from", "ana@" TESS_TEST_ALPHA, "--out", outs[2],
             NULL);
  bot_start (&guest, beta, "join", "bob", "--from", "ana@" TESS_TEST_ALPHA, "--level", "easy",
             "--out", outs[1], "--resume", bob_resume, NULL);
  bot_start (&host, alpha, "host", "ana", "--invite", "bob@" TESS_TEST_BETA,
             "--spectator", "carla@" TESS_TEST_BETA, "--computer", "easy", "--level", "easy",
             "--out", outs[0], NULL);
  wait_for_line (&carla, "Move 5 ");
  tess_test_prosody_halt (beta);
  /* Both notice, and try again while beta is away. */
  wait_for_line (&guest, "The connection to the server was lost");
  wait_for_line (&carla, "The connection to the server was lost");
  g_timeout_add (OUTAGE_MS, end_outage, &over);
  g_assert_true (tess_test_wait_for (outage_over, &over, OUTAGE_MS * 10));
  g_assert_false (guest.done);
  g_assert_false (carla.done);
  tess_test_prosody_restart (beta);
  wait_for_line (&guest, "back to the game");
  wait_for_line (&carla, "back to the game");

  g_assert_true (wait_all (bots));
  assert_all_succeeded (bots);
  assert_same_records (outs);
  /* Nobody was told to come back by hand. */
  for (guint i = 0; bots[i] != NULL; i++)
    g_assert_null (strstr (bots[i]->err, "rejoin"));
  for (guint i = 0; bots[i] != NULL; i++)
    {
      bot_clear (bots[i]);
      g_free (outs[i]);
    }
}

/* carla watches with a resume file; beta stops, and she is killed while
 * it is away. Started again with `rejoin` once beta is back, she enters
 * the room again, reads the game from its archive, and her record is
 * the players'. */
static void
test_spectator_comes_back (void)
{
  char *outs[] = {
    g_build_filename (dir, "ana-back.tessera", NULL),
    g_build_filename (dir, "bob-back.tessera", NULL),
    g_build_filename (dir, "carla-back.tessera", NULL),
    NULL
  };
  g_autofree char *resume = g_build_filename (dir, "carla-back.resume", NULL);
  g_autofree char *text = NULL;
  Bot host, guest, carla, again;
  Bot *killed[] = { &carla, NULL };
  Bot *bots[] = { &host, &guest, &again, NULL };

  bot_start (&carla, beta, "join", "carla", "--from", "ana@" TESS_TEST_ALPHA, "--out", outs[2],
             "--resume", resume, NULL);
  bot_start (&guest, beta, "join", "bob", "--from", "ana@" TESS_TEST_ALPHA, "--level", "easy",
             "--out", outs[1], NULL);
  bot_start (&host, alpha, "host", "ana", "--invite", "bob@" TESS_TEST_BETA,
             "--spectator", "carla@" TESS_TEST_BETA, "--computer", "easy", "--level", "easy",
             "--out", outs[0], NULL);
  wait_for_line (&carla, "Move 5 ");
  tess_test_prosody_halt (beta);
  wait_for_line (&carla, "The connection to the server was lost");
  g_subprocess_force_exit (carla.process);
  g_assert_true (tess_test_wait_for (all_done, killed, DEADLINE_MS));
  /* Her file names the room, and no secret: she has none. */
  g_assert_true (g_file_get_contents (resume, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\"watching\" : true"));
  g_assert_null (strstr (text, "\"seed\""));
  tess_test_prosody_restart (beta);
  bot_start (&again, beta, "rejoin", "carla", "--out", outs[2], "--resume", resume, NULL);

  g_assert_true (wait_all (bots));
  assert_all_succeeded (bots);
  assert_same_records (outs);
  /* The game over, there is nothing to come back to. */
  g_assert_false (g_file_test (resume, G_FILE_TEST_EXISTS));
  for (guint i = 0; bots[i] != NULL; i++)
    {
      bot_clear (bots[i]);
      g_free (outs[i]);
    }
  bot_clear (&carla);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tess_test_prosody_start_federated (&alpha, &beta);
  dir = g_dir_make_tmp ("tessera-federated-XXXXXX", &error);
  g_assert_no_error (error);
  g_free (tess_test_prosody_make_account (alpha, dir, "ana"));
  g_free (tess_test_prosody_make_account (beta, dir, "bob"));
  g_free (tess_test_prosody_make_account (beta, dir, "carla"));

  g_test_add_func ("/online-federated/game", test_federated_game);
  g_test_add_func ("/online-federated/outage", test_outage);
  g_test_add_func ("/online-federated/spectator-comes-back", test_spectator_comes_back);
  status = g_test_run ();

  tess_test_prosody_stop (beta);
  tess_test_prosody_stop (alpha);
  tess_test_remove_tree (dir);
  g_free (dir);
  return status;
}
