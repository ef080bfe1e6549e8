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
 * checked) and scores the same. Then a game with Traders & Builders as
 * well: a builder's second turn is a draw like any other.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tess-test-bots.h"
#include "tess-test-core.h"

#ifndef DEADLINE_MS
#define DEADLINE_MS 400000
#endif

static TessTestProsody *prosody;
static char *dir;

/* How many moves of a record place a figure of @kind. */
static guint
count_figure_moves (const char *path,
                    TessFigure  kind)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_file (path, &error);
  guint n = 0;

  g_assert_no_error (error);
  for (guint i = 0; i < tess_record_n_moves (record); i++)
    if (tess_record_move (record, i)->figure == kind)
      n++;
  return n;
}

/* Two bots play a whole game under @rules_json (a `--rules` file):
 * both records are one, valid, scored the same, and hold a tile of each
 * id prefix of @prefixes. @ana_out and @bob_out are where they go. */
static void
play_whole_game (const char         *name,
                 const char         *rules_json,
                 const char * const *prefixes,
                 char              **ana_out,
                 char              **bob_out,
                 char              **score)
{
  g_autofree char *rules_file = g_strdup_printf ("%s.json", name);
  g_autofree char *ana_file = g_strdup_printf ("%s-ana.tessera", name);
  g_autofree char *bob_file = g_strdup_printf ("%s-bob.tessera", name);
  g_autofree char *rules = g_build_filename (dir, rules_file, NULL);
  g_autofree char *a = NULL, *b = NULL;
  g_autofree char *score_b = NULL, *valid = NULL;
  g_autoptr(GError) error = NULL;
  const GSubprocessFlags flags = G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE;
  TessTestBot bots[2] = { { 0 } };
  int status;

  *ana_out = g_build_filename (dir, ana_file, NULL);
  *bob_out = g_build_filename (dir, bob_file, NULL);
  {
    const char *guest[] = { "--from", "ana@" TESS_TEST_DOMAIN, "--level", "medium",
                            "--out", *bob_out, NULL };
    const char *host[] = { "--invite", "bob@" TESS_TEST_DOMAIN, "--computer", "medium",
                           "--level", "medium", "--rules", rules, "--out", *ana_out, NULL };

    g_file_set_contents (rules, rules_json, -1, &error);
    g_assert_no_error (error);
    /* The guest waits for the invitation before the host sends it. */
    bots[1].process = tess_test_bot_spawnv (flags, "join", "bob", guest);
    tess_test_bot_communicate (&bots[1]);
    bots[0].process = tess_test_bot_spawnv (flags, "host", "ana", host);
    tess_test_bot_communicate (&bots[0]);
  }
  g_assert_true (tess_test_wait_for (tess_test_bots_both_done, bots, DEADLINE_MS));
  g_test_message ("host: %s", bots[0].err);
  g_test_message ("guest: %s", bots[1].err);
  g_assert_true (g_subprocess_get_if_exited (bots[0].process));
  g_assert_cmpint (g_subprocess_get_exit_status (bots[0].process), ==, 0);
  g_assert_cmpint (g_subprocess_get_exit_status (bots[1].process), ==, 0);

  /* The same record on both sides, with the expansions' tiles. */
  g_assert_true (g_file_get_contents (*ana_out, &a, NULL, NULL));
  g_assert_true (g_file_get_contents (*bob_out, &b, NULL, NULL));
  g_assert_cmpstr (a, ==, b);
  for (guint i = 0; prefixes[i] != NULL; i++)
    g_assert_nonnull (strstr (a, prefixes[i]));

  valid = tess_test_cli ("validate", *ana_out, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  *score = tess_test_cli ("score", *ana_out, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  score_b = tess_test_cli ("score", *bob_out, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_cmpstr (*score, ==, score_b);
  /* The game went to its end. */
  g_assert_nonnull (strstr (*score, "\"tiles_left\" : 0"));
  tess_test_bot_clear (&bots[0]);
  tess_test_bot_clear (&bots[1]);
}

static void
test_whole_game (void)
{
  const char *prefixes[] = { "\"inns-cathedrals\"", "\"ic-", NULL };
  g_autofree char *ana_out = NULL, *bob_out = NULL, *score = NULL;

  play_whole_game ("inns",
                   "{ \"tilesets\": [\"base\"], \"rules\": "
                   "{ \"expansions\": [\"inns-cathedrals\"], \"followers\": 1 } }",
                   prefixes, &ana_out, &bob_out, &score);
  /* A big follower travelled in a move, and both read it so. */
  g_test_message ("%u moves with a big follower", count_figure_moves (ana_out, TESS_FIGURE_BIG));
  g_assert_cmpuint (count_figure_moves (ana_out, TESS_FIGURE_BIG), >, 0);
  g_assert_cmpuint (count_figure_moves (ana_out, TESS_FIGURE_BIG), ==,
                    count_figure_moves (bob_out, TESS_FIGURE_BIG));
  /* And the big followers were counted. */
  g_assert_nonnull (strstr (score, "\"big\""));
}

/* Both expansions at once, as a Big Box plays them: the builder's
 * second turns are draws like any other, the goods are scored, and the
 * two records are still one. */
static void
test_both_expansions (void)
{
  const char *prefixes[] = { "\"inns-cathedrals\"", "\"traders-builders\"", "\"ic-", "\"tb-",
                             NULL };
  g_autofree char *ana_out = NULL, *bob_out = NULL, *score = NULL;

  play_whole_game ("both",
                   "{ \"tilesets\": [\"base\"], \"rules\": "
                   "{ \"expansions\": [\"inns-cathedrals\", \"traders-builders\"] } }",
                   prefixes, &ana_out, &bob_out, &score);
  g_test_message ("%u moves with a builder, %u with a pig",
                  count_figure_moves (ana_out, TESS_FIGURE_BUILDER),
                  count_figure_moves (ana_out, TESS_FIGURE_PIG));
  g_assert_cmpuint (count_figure_moves (ana_out, TESS_FIGURE_BUILDER), ==,
                    count_figure_moves (bob_out, TESS_FIGURE_BUILDER));
  /* The goods were scored as a rule of the game. */
  g_assert_nonnull (strstr (score, "\"goods\""));
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
  tess_test_bots_init (prosody, dir);
  g_test_add_func ("/online-inns/whole-game", test_whole_game);
  g_test_add_func ("/online-inns/both-expansions", test_both_expansions);
  status = g_test_run ();
  tess_test_prosody_stop (prosody);
  tess_test_remove_tree (dir);
  g_free (dir);
  return status;
}
