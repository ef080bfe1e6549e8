/* bench-online-games.c: many online games at once on one Prosody
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A benchmark, not a test (doc/BENCHMARKS.md): N games (20 unless
 * BENCH_GAMES says) between `tessera-cli online` bots, a host and a guest
 * each, all at once in rooms of one Prosody on the loopback. It reports
 * how many games ended with both records written, the wall time, the
 * server's CPU time and peak memory over the games (from /proc), and the
 * bots' CPU time in all and the largest bot's peak memory (getrusage of
 * the children once they are gone).
 *
 *   meson test -C _build --benchmark --suite net -v bench-online-games
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "tess-test-core.h"
#include "tess-test-prosody.h"

#define DEADLINE_MS (20 * 60 * 1000)

typedef struct
{
  GSubprocess *host;
  GSubprocess *guest;
  char        *host_out;
  char        *guest_out;
} Game;

/* The server's CPU seconds (user and system) and its peak resident
 * memory in KiB, from /proc. */
static void
server_usage (GSubprocess *process,
              double      *cpu,
              guint64     *peak_kib)
{
  const char *pid = g_subprocess_get_identifier (process);
  g_autofree char *stat_path = g_strdup_printf ("/proc/%s/stat", pid);
  g_autofree char *status_path = g_strdup_printf ("/proc/%s/status", pid);
  g_autofree char *stat = NULL;
  g_autofree char *status = NULL;
  g_auto(GStrv) fields = NULL;
  const char *hwm;

  g_assert_true (g_file_get_contents (stat_path, &stat, NULL, NULL));
  g_assert_true (g_file_get_contents (status_path, &status, NULL, NULL));
  /* After the command's name, which is in brackets: field 3 on. */
  fields = g_strsplit (strrchr (stat, ')') + 2, " ", -1);
  g_assert_cmpuint (g_strv_length (fields), >, 13);
  *cpu = (g_ascii_strtod (fields[11], NULL) + g_ascii_strtod (fields[12], NULL)) / sysconf (_SC_CLK_TCK);
  hwm = strstr (status, "VmHWM:");
  g_assert_nonnull (hwm);
  *peak_kib = g_ascii_strtoull (hwm + strlen ("VmHWM:"), NULL, 10);
}

static GSubprocess *
spawn_bot (TessTestProsody *prosody,
           const char      *dir,
           const char      *role,
           const char      *user,
           const char      *other,
           const char      *out)
{
  g_autofree char *server = g_strdup_printf ("127.0.0.1:%u", prosody->port);
  g_autofree char *jid = g_strdup_printf ("%s@" TESS_TEST_DOMAIN, user);
  g_autofree char *other_jid = g_strdup_printf ("%s@" TESS_TEST_DOMAIN, other);
  g_autofree char *password = g_strdup_printf ("%s/%s.password", dir, user);
  const char *argv[] = {
    TESSERA_CLI, "online", role, "--jid", jid, "--password-file", password,
    "--server", server, "--ca-file", prosody->ca_file,
    strcmp (role, "host") == 0 ? "--invite" : "--from", other_jid,
    "--level", "easy", "--out", out, NULL,
  };
  g_autoptr(GError) error = NULL;
  GSubprocess *process = tess_test_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                                          argv, &error);

  g_assert_no_error (error);
  return process;
}

typedef struct
{
  guint n_running;
} Running;

static void
on_bot_exit (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  Running *running = data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  running->n_running--;
}

static gboolean
all_ended (gpointer data)
{
  Running *running = data;

  return running->n_running == 0;
}

int
main (int    argc,
      char **argv)
{
  guint n_games = g_getenv ("BENCH_GAMES") ? atoi (g_getenv ("BENCH_GAMES")) : 20;
  g_autofree char *dir = g_dir_make_tmp ("tess-bench-games-XXXXXX", NULL);
  TessTestProsody *prosody;
  g_autofree Game *games = g_new0 (Game, n_games);
  Running running = { 0 };
  double cpu_before, cpu_after;
  guint64 peak_before, peak_after;
  struct rusage before, bots;
  double bots_cpu;
  gint64 start, end;
  guint finished = 0;

  g_assert_nonnull (dir);
  g_assert_cmpuint (n_games, >, 0);
  prosody = tess_test_prosody_start ();
  if (prosody == NULL)
    {
      g_printerr ("no Prosody: nothing measured\n");
      return 77;
    }
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *host = g_strdup_printf ("host%u", i);
      g_autofree char *guest = g_strdup_printf ("guest%u", i);

      g_free (tess_test_prosody_make_account (prosody, dir, host));
      g_free (tess_test_prosody_make_account (prosody, dir, guest));
    }

  server_usage (prosody->process, &cpu_before, &peak_before);
  /* The children so far (the test authority's openssl runs) are not
   * bots. */
  g_assert_cmpint (getrusage (RUSAGE_CHILDREN, &before), ==, 0);
  start = g_get_monotonic_time ();
  /* Every guest waits for its invitation before its host sends it. */
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *host = g_strdup_printf ("host%u", i);
      g_autofree char *guest = g_strdup_printf ("guest%u", i);

      games[i].host_out = g_strdup_printf ("%s/game%u-host.tessera", dir, i);
      games[i].guest_out = g_strdup_printf ("%s/game%u-guest.tessera", dir, i);
      games[i].guest = spawn_bot (prosody, dir, "join", guest, host, games[i].guest_out);
      games[i].host = spawn_bot (prosody, dir, "host", host, guest, games[i].host_out);
      running.n_running += 2;
      g_subprocess_wait_async (games[i].guest, NULL, on_bot_exit, &running);
      g_subprocess_wait_async (games[i].host, NULL, on_bot_exit, &running);
    }
  if (!tess_test_wait_for (all_ended, &running, DEADLINE_MS))
    g_printerr ("%u bots still running at the deadline\n", running.n_running);
  end = g_get_monotonic_time ();
  server_usage (prosody->process, &cpu_after, &peak_after);
  g_assert_cmpint (getrusage (RUSAGE_CHILDREN, &bots), ==, 0);

  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *a = NULL;
      g_autofree char *b = NULL;
      gboolean ended = g_subprocess_get_successful (games[i].host)
                       && g_subprocess_get_successful (games[i].guest)
                       && g_file_get_contents (games[i].host_out, &a, NULL, NULL)
                       && g_file_get_contents (games[i].guest_out, &b, NULL, NULL);

      finished += ended;
      g_clear_object (&games[i].host);
      g_clear_object (&games[i].guest);
      g_free (games[i].host_out);
      g_free (games[i].guest_out);
    }
  g_print ("%u games at once, %u ended with both records written, in %.1f s\n",
           n_games, finished, (end - start) / 1e6);
  g_print ("server: %.1f s of CPU over the games, peak resident memory %.1f MiB (%.1f MiB before)\n",
           cpu_after - cpu_before, peak_after / 1024.0, peak_before / 1024.0);
  bots_cpu = bots.ru_utime.tv_sec + bots.ru_utime.tv_usec / 1e6 + bots.ru_stime.tv_sec + bots.ru_stime.tv_usec / 1e6
             - (before.ru_utime.tv_sec + before.ru_utime.tv_usec / 1e6 + before.ru_stime.tv_sec
                + before.ru_stime.tv_usec / 1e6);
  g_print ("bots: %.1f s of CPU in all (%.2f s a bot), the largest peak resident memory %.1f MiB\n",
           bots_cpu, bots_cpu / (2.0 * n_games), bots.ru_maxrss / 1024.0);
  tess_test_prosody_stop (prosody);
  tess_test_remove_tree (dir);
  return finished == n_games ? 0 : 1;
}
