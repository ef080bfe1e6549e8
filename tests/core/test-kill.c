/* test-kill.c: a kill at any instant loses at most the move being saved
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A child process (this program with --child, not the app itself) plays
 * seeded games in a TessGameSession, as the window does: the session's
 * autosave (a TessAutosave) writes the record after every move, in a
 * worker thread, with tess_record_save_file(); the child lets no more
 * moves wait for it than the app's last one (its delay is 0 here, so that
 * the kills fall inside writes, not inside the wait) and goes on once the
 * write is told. After each move it also saves a copy with
 * tess_game_save(), which the window's Save and Save As call, and then
 * tells the parent on its stdout how many moves it has played (and
 * saved). The parent SIGKILLs it at a random instant, then checks both
 * files: each loads, is a prefix of the game (the same game played
 * without kills), and holds at least every move the child had reported,
 * so at most the move being written is lost. Then, as the app does at
 * its next start, a new child goes on from the autosave.
 *
 * The instants are uniform over a few moves' time, so that many fall
 * inside a write; the temporary files that such kills leave behind are
 * counted (and reported) to show it.
 */

#define G_LOG_DOMAIN "test-kill"

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "tess-game.h"
#include "tess-test-core.h"

#define N_KILLS 200

/* ------------------------------------------------------------ the game */

static const char *const names[] = { "Ana", "Bea", "Carl" };
static const TessColor colors[] = { TESS_COLOR_RED, TESS_COLOR_BLUE, TESS_COLOR_GREEN };
static const int kinds[] = { TESS_AI_NONE, TESS_AI_NONE, TESS_AI_NONE };

static TessGame *
new_game (guint seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;
  g_autofree char *seed_text = g_strdup_printf ("%u", seed);
  TessRules rules;
  TessGame *game;

  tess_rules_init_default (&rules);
  record = tess_game_new_record (&rules, 3, names, colors, kinds, seed_text, &error);
  g_assert_no_error (error);
  game = tess_game_new_from_record (record, &error);
  g_assert_no_error (error);
  return game;
}

/* Plays the next move, chosen at random from the game's seed and the move
 * number alone: the same game, however often it is stopped and reopened. */
static void
play_next (TessGame *game,
           guint     seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed * 1000 + tess_game_get_n_moves (game));

  tess_test_play_random_turn (game, rand);
}

/* The whole game of @seed, played without kills. */
static TessRecord *
reference_game (guint seed)
{
  g_autoptr(TessGame) game = new_game (seed);

  while (!tess_game_get_finished (game))
    play_next (game, seed);
  return tess_record_copy (tess_game_get_record (game));
}

/* ------------------------------------------------------------ the child */

/* --child DIR SEED: goes on from DIR/autosave.tessera when it exists,
 * else starts game SEED; after each move the autosave (the session's)
 * and DIR/saved.tessera (Save) are written, then the number of moves. */
static int
child_main (const char *dir,
            guint       seed)
{
  g_autofree char *autosave = g_build_filename (dir, "autosave.tessera", NULL);
  g_autofree char *saved = g_build_filename (dir, "saved.tessera", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessGame) game = NULL;
  g_autoptr(TessGameSession) session = tess_game_session_new (autosave);
  TessAutosave *writer = tess_game_session_get_autosave (session);

  /* As the app reads it at its next start. */
  if (g_file_test (autosave, G_FILE_TEST_EXISTS))
    {
      g_autoptr(TessRecord) record = tess_record_load_file (autosave, &error);

      if (record != NULL)
        game = tess_game_new_from_record (record, &error);
    }
  else
    game = new_game (seed);
  if (game == NULL)
    {
      g_printerr ("child: %s\n", error->message);
      return 3;
    }
  tess_autosave_set_delay (writer, 0);
  tess_game_session_set_game (session, game, NULL);
  printf ("ready %u\n", tess_game_get_n_moves (game));
  fflush (stdout);

  while (!tess_game_get_finished (game))
    {
      guint written = tess_autosave_get_n_written (writer);

      play_next (game, seed);       /* the session autosaves */
      tess_test_wait_for_autosave (session, written);
      if (!tess_game_save (game, saved, &error))
        {
          g_printerr ("child: %s\n", error->message);
          return 3;
        }
      printf ("%u\n", tess_game_get_n_moves (game));
      fflush (stdout);
    }
  printf ("over\n");
  fflush (stdout);
  return 0;
}

/* ------------------------------------------------------------ the parent */

typedef struct
{
  char      *dir;
  guint      seed;
  TessRecord *reference;
  guint      last_saved;        /* moves in saved.tessera at the last check */
  guint      kills;
  guint      inside_write;      /* kills that left a temporary file */
  guint      games;
  guint      checked_moves;
} Run;

/* Starts a child; returns its pid and its stdout. */
static GPid
spawn_child (Run  *run,
             int  *out_fd)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *seed = g_strdup_printf ("%u", run->seed);
  const char *argv[] = { NULL, "--child", run->dir, seed, NULL };
  GPid pid;

  argv[0] = g_get_prgname ();
  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD,
                                           NULL, NULL, &pid, NULL, out_fd, NULL, &error));
  g_assert_no_error (error);
  return pid;
}

/* Reads a line from the child: NULL at end of file. */
static char *
read_line (FILE *in)
{
  char buf[64];

  if (fgets (buf, sizeof buf, in) == NULL)
    return NULL;
  return g_strchomp (g_strdup (buf));
}

/* The file, if any, is a prefix of the reference game with @least to
 * @most moves. Returns its number of moves (0 when absent). */
static guint
check_file (Run        *run,
            const char *name,
            guint       least,
            guint       most,
            gboolean    may_be_absent)
{
  g_autofree char *path = g_build_filename (run->dir, name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessRecord) prefix = NULL;
  guint n;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      if (!may_be_absent)
        g_error ("%s is missing, though it held %u moves", name, least);
      return 0;
    }
  record = tess_record_load_file (path, &error);
  if (record == NULL)
    g_error ("%s does not load after a kill (%u moves saved): %s", name, least,
             error->message);
  n = tess_record_n_moves (record);
  if (n < least || n > most)
    g_error ("%s holds %u moves, but it must hold %u to %u after the kill", name, n, least, most);
  prefix = tess_record_copy (run->reference);
  tess_record_truncate (prefix, n);
  if (!tess_record_equal (record, prefix))
    g_error ("%s (%u moves) is not the start of the game", name, n);
  run->checked_moves += n;
  return n;
}

/* Removes what a kill inside a write leaves: the temporary files of
 * g_file_set_contents(), "NAME.XXXXXX". Returns how many there were. */
static guint
sweep_temporary (Run *run)
{
  g_autoptr(GDir) dir = g_dir_open (run->dir, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (strcmp (name, "autosave.tessera") != 0 && strcmp (name, "saved.tessera") != 0)
      {
        g_autofree char *path = g_build_filename (run->dir, name, NULL);

        g_assert_true (g_str_has_prefix (name, "autosave.tessera.")
                       || g_str_has_prefix (name, "saved.tessera."));
        g_unlink (path);
        n++;
      }
  return n;
}

static gboolean
has_discard (const TessRecord *record)
{
  for (guint i = 0; i < record->moves->len; i++)
    if (g_array_index (record->moves, TessRecordMove, i).discard)
      return TRUE;
  return FALSE;
}

static void
next_game (Run *run)
{
  g_autofree char *autosave = g_build_filename (run->dir, "autosave.tessera", NULL);
  g_autofree char *saved = g_build_filename (run->dir, "saved.tessera", NULL);

  g_unlink (autosave);
  g_unlink (saved);
  run->last_saved = 0;
  /* Only games without a discard: a tile that fits nowhere is discarded
   * by the game as a move of its own, so a turn would save two moves at
   * once (and a reopened game discards before it saves), and the move
   * counts this test reads would no longer tell one saved move from the
   * next. The saving code is the same either way. */
  do
    {
      run->seed++;
      g_clear_pointer (&run->reference, tess_record_unref);
      run->reference = reference_game (run->seed);
    }
  while (has_discard (run->reference));
  run->games++;
}

/* A child that reported a move saved it: the Save holds that move, or the
 * next one if it was written just before the kill. The Save of a child
 * that reported nothing is an older session's (the autosave, which a child
 * goes on from, is written before the Save): it never lost a move it held,
 * and it may still be missing if no Save was ever finished. */
static void
check_saved (Run      *run,
             guint     confirmed,
             gboolean  reported)
{
  if (reported)
    run->last_saved = check_file (run, "saved.tessera", confirmed, confirmed + 1, FALSE);
  else
    run->last_saved = check_file (run, "saved.tessera", run->last_saved, confirmed + 1,
                                  run->last_saved == 0);
}

/* One child, killed after a random delay (or playing to the end). */
static void
kill_once (Run    *run,
           GRand  *rand,
           guint   max_delay_us)
{
  int fd = -1;
  GPid pid = spawn_child (run, &fd);
  FILE *in = fdopen (fd, "r");
  g_autofree char *ready = NULL;
  char *line;
  guint confirmed = 0, start = 0;
  gboolean over = FALSE, reported = FALSE;
  g_autofree char *autosave = NULL;
  guint total;
  int status = 0;

  g_assert_nonnull (in);
  ready = read_line (in);
  g_assert_nonnull (ready);
  g_assert_true (sscanf (ready, "ready %u", &start) == 1);
  confirmed = start;

  g_usleep (g_rand_int_range (rand, 0, max_delay_us));
  kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);

  /* What the child reported before it died is still in the pipe. */
  while ((line = read_line (in)) != NULL)
    {
      guint n;

      if (strcmp (line, "over") == 0)
        over = TRUE;
      else if (sscanf (line, "%u", &n) == 1)
        {
          g_assert_cmpuint (n, ==, confirmed + 1);
          confirmed = n;
          reported = TRUE;
        }
      g_free (line);
    }
  fclose (in);

  if (WIFSIGNALED (status))
    {
      g_assert_cmpint (WTERMSIG (status), ==, SIGKILL);
      run->kills++;
    }
  else
    g_assert_cmpint (WEXITSTATUS (status), ==, 0);

  total = tess_record_n_moves (run->reference);
  autosave = g_build_filename (run->dir, "autosave.tessera", NULL);
  if (over || confirmed == total
      || (confirmed + 1 == total && !g_file_test (autosave, G_FILE_TEST_EXISTS)))
    {
      /* The game was over (the last move removes the autosave): the saved
       * copy is whole, or lacks only the last move if that was being
       * saved. */
      check_saved (run, confirmed, reported);
      g_assert_cmpuint (check_file (run, "autosave.tessera", confirmed, confirmed + 1, TRUE), ==, 0);
      run->inside_write += sweep_temporary (run) > 0;
      next_game (run);
      return;
    }
  check_file (run, "autosave.tessera", confirmed, confirmed + 1, confirmed == 0);
  check_saved (run, confirmed, reported);
  run->inside_write += sweep_temporary (run) > 0;
}

static void
test_kill (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (g_test_rand_int ());
  g_autofree char *dir = g_dir_make_tmp ("tessera-kill-XXXXXX", NULL);
  Run run = { 0 };
  gint64 start = g_get_monotonic_time ();
  guint per_move_us;

  g_assert_nonnull (dir);
  run.dir = dir;
  run.seed = 100;
  next_game (&run);

  /* The time of one move with its two saves (the autosave's writer and
   * Save's are one: tess_record_save_file()), to spread the instants
   * over about four moves. */
  {
    g_autoptr(TessGame) game = new_game (run.seed);
    g_autofree char *saved = g_build_filename (dir, "calibrate.tessera", NULL);
    gint64 t0 = g_get_monotonic_time ();
    guint n = 0;

    while (!tess_game_get_finished (game) && n < 20)
      {
        play_next (game, run.seed);
        g_assert_true (tess_game_save (game, saved, NULL));
        g_assert_true (tess_game_save (game, saved, NULL));
        n++;
      }
    per_move_us = MAX ((g_get_monotonic_time () - t0) / n, 50);
    g_unlink (saved);
  }
  g_test_message ("one move and its saves: %u µs", per_move_us);

  while (run.kills < N_KILLS)
    kill_once (&run, rand, 4 * per_move_us);

  g_test_message ("%u kills over %u games in %.1f s; %u moves checked in the files; "
                  "%u kills fell inside a write (a temporary file was left)",
                  run.kills, run.games, (g_get_monotonic_time () - start) / 1e6,
                  run.checked_moves, run.inside_write);
  g_assert_cmpuint (run.kills, ==, N_KILLS);
  /* Else the instants missed the writes, and the test proved little. */
  g_assert_cmpuint (run.inside_write, >=, N_KILLS / 20);

  next_game (&run);
  g_clear_pointer (&run.reference, tess_record_unref);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  if (argc == 4 && strcmp (argv[1], "--child") == 0)
    return child_main (argv[2], (guint) g_ascii_strtoull (argv[3], NULL, 10));

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/faults/kill-while-saving", test_kill);
  return g_test_run ();
}
