/* test-online-inns.c: a whole game of Inns & Cathedrals online
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two `tessera-cli online` bots (a host with a computer seat, and a
 * guest) play a game with the expansion (DESIGN.md §8) in a room of a
 * Prosody the test starts. Each player has one follower and the big
 * follower, so that the big follower is played early and often: a move
 * with "figure": "big" travels between the clients. Both write the same
 * record, with the expansion's tiles in it, which validates (every draw
 * checked) and scores the same.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tess-test-core.h"
#include "tess-test-prosody.h"

#ifndef DEADLINE_MS
#define DEADLINE_MS 400000
#endif

static TessTestProsody *prosody;
static char *dir;

typedef struct
{
  GSubprocess *process;
  char        *out;
  char        *err;
  gboolean     done;
} Bot;

static GSubprocess *
bot_spawn (const char         *role,
           const char         *user,
           const char * const *options)
{
  g_autofree char *server = g_strdup_printf ("127.0.0.1:%u", prosody->port);
  g_autofree char *jid = g_strdup_printf ("%s@" TESS_TEST_DOMAIN, user);
  g_autofree char *password = g_strdup_printf ("%s/%s.password", dir, user);
  const char *common[] = {
    TESSERA_CLI, "online", role, "--jid", jid, "--password-file", password,
    "--server", server, "--ca-file", prosody->ca_file,
  };
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  GSubprocess *process;

  for (guint i = 0; i < G_N_ELEMENTS (common); i++)
    g_ptr_array_add (argv, (gpointer) common[i]);
  for (guint i = 0; options[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) options[i]);
  g_ptr_array_add (argv, NULL);
  process = tess_test_spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                             (const char *const *) argv->pdata, &error);
  g_assert_no_error (error);
  return process;
}

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

/* How many moves of a record place a big follower. */
static guint
count_big_moves (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_file (path, &error);
  guint n = 0;

  g_assert_no_error (error);
  for (guint i = 0; i < tess_record_n_moves (record); i++)
    if (tess_record_move (record, i)->figure == TESS_FIGURE_BIG)
      n++;
  return n;
}

static void
test_whole_game (void)
{
  g_autofree char *rules = g_build_filename (dir, "inns.json", NULL);
  g_autofree char *ana_out = g_build_filename (dir, "ana.tessera", NULL);
  g_autofree char *bob_out = g_build_filename (dir, "bob.tessera", NULL);
  g_autofree char *a = NULL, *b = NULL;
  g_autofree char *score_a = NULL, *score_b = NULL, *valid = NULL;
  g_autoptr(GError) error = NULL;
  const char *guest[] = { "--from", "ana@" TESS_TEST_DOMAIN, "--level", "medium",
                          "--out", bob_out, NULL };
  const char *host[] = { "--invite", "bob@" TESS_TEST_DOMAIN, "--computer", "medium",
                         "--level", "medium", "--rules", rules, "--out", ana_out, NULL };
  Bot bots[2] = { { 0 } };
  int status;

  g_file_set_contents (rules,
                       "{ \"tilesets\": [\"base\"], \"rules\": "
                       "{ \"expansions\": [\"inns-cathedrals\"], \"followers\": 1 } }",
                       -1, &error);
  g_assert_no_error (error);

  /* The guest waits for the invitation before the host sends it. */
  bots[1].process = bot_spawn ("join", "bob", guest);
  g_subprocess_communicate_utf8_async (bots[1].process, NULL, NULL, on_bot_done, &bots[1]);
  bots[0].process = bot_spawn ("host", "ana", host);
  g_subprocess_communicate_utf8_async (bots[0].process, NULL, NULL, on_bot_done, &bots[0]);
  g_assert_true (tess_test_wait_for (both_done, bots, DEADLINE_MS));
  g_test_message ("host: %s", bots[0].err);
  g_test_message ("guest: %s", bots[1].err);
  g_assert_true (g_subprocess_get_if_exited (bots[0].process));
  g_assert_cmpint (g_subprocess_get_exit_status (bots[0].process), ==, 0);
  g_assert_cmpint (g_subprocess_get_exit_status (bots[1].process), ==, 0);

  /* The same record on both sides, with the expansion and its tiles. */
  g_assert_true (g_file_get_contents (ana_out, &a, NULL, NULL));
  g_assert_true (g_file_get_contents (bob_out, &b, NULL, NULL));
  g_assert_cmpstr (a, ==, b);
  g_assert_nonnull (strstr (a, "\"inns-cathedrals\""));
  g_assert_nonnull (strstr (a, "\"ic-"));
  /* A big follower travelled in a move, and both read it so. */
  g_test_message ("%u moves with a big follower", count_big_moves (ana_out));
  g_assert_cmpuint (count_big_moves (ana_out), >, 0);
  g_assert_cmpuint (count_big_moves (ana_out), ==, count_big_moves (bob_out));

  valid = run_cli ("validate", ana_out, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  score_a = run_cli ("score", ana_out, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  score_b = run_cli ("score", bob_out, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_cmpstr (score_a, ==, score_b);
  /* The game went to its end, and the big followers were counted. */
  g_assert_nonnull (strstr (score_a, "\"tiles_left\" : 0"));
  g_assert_nonnull (strstr (score_a, "\"big\""));
  bot_clear (&bots[0]);
  bot_clear (&bots[1]);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *p1 = NULL, *p2 = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  prosody = tess_test_prosody_start ();
  dir = g_dir_make_tmp ("tessera-online-inns-XXXXXX", NULL);
  p1 = tess_test_prosody_make_account (prosody, dir, "ana");
  p2 = tess_test_prosody_make_account (prosody, dir, "bob");
  g_test_add_func ("/online-inns/whole-game", test_whole_game);
  status = g_test_run ();
  tess_test_prosody_stop (prosody);
  tess_test_remove_tree (dir);
  g_free (dir);
  return status;
}
