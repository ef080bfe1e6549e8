/* bench-replay.c: how fast the replay and the history jump to a move
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not a test (timings on a shared machine flake): run it with
 *   meson test -C _build --benchmark --suite core -v
 * or directly: _build/tests/core/bench-replay [--rounds 200]
 *
 * The UI jumps around the history of a game: a jump should take well
 * under 5 ms for a whole base + River game. It prints, for such games:
 * - replay: a cold replay to the last move (a new TessReplay, every move
 *   replayed; the best of 5), and jumps to any move once the game has
 *   been seen (the median and the worst of 4 jumps a move);
 * - history: building the TessHistory, and a jump with its item (seek +
 *   the list item), median, mean, 99th percentile and worst over
 *   --rounds rounds of the whole game.
 * tests/core/test-replay and test-history check the same jumps' results.
 */

#define G_LOG_DOMAIN "bench-replay"

#include "config.h"

#include <locale.h>
#include <stdlib.h>

#include "tess-history.h"
#include "tess-replay.h"
#include "tess-test-core.h"

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y ? 1 : 0;
}

static double
ms_since (gint64 start)
{
  return (double) (g_get_monotonic_time () - start) / 1000.0;
}

/* The percentile @p (0 to 100) of @times, sorted. */
static double
percentile (GArray *times,
            guint   p)
{
  return g_array_index (times, double, MIN (times->len - 1, times->len * p / 100));
}

static void
bench_replay (void)
{
  g_autoptr(TessRecord) record = tess_test_random_record (TRUE, 4, 1, NULL, 2026, 2026 * 7 + 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessState) st = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  guint n = tess_record_n_moves (record);
  double cold = G_MAXDOUBLE;

  for (int i = 0; i < 5; i++)
    {
      g_autoptr(TessReplay) fresh = tess_replay_new (record, &error);
      g_autoptr(TessState) s = NULL;
      gint64 start;

      g_assert_no_error (error);
      s = tess_replay_new_state (fresh);
      start = g_get_monotonic_time ();
      g_assert_true (tess_replay_seek (fresh, -1, s, &error));
      cold = MIN (cold, ms_since (start));
    }

  replay = tess_replay_new (record, &error);
  g_assert_no_error (error);
  st = tess_replay_new_state (replay);
  g_assert_true (tess_replay_check (replay, NULL, &error));
  for (guint i = 0; i < 4 * n; i++)
    {
      gint64 start = g_get_monotonic_time ();
      double t;

      g_assert_true (tess_replay_seek (replay, (i * 53) % (n + 1), st, &error));
      t = ms_since (start);
      g_array_append_val (times, t);
    }
  g_array_sort (times, (GCompareFunc) compare_doubles);
  g_print ("replay, base + River, 4 players, %u moves: cold replay to the end %.3f ms "
           "(best of 5); jump %.1f µs median, %.0f µs worst, over %u jumps\n",
           n, cold, percentile (times, 50) * 1000, percentile (times, 100) * 1000, times->len);
}

static void
bench_history (guint rounds)
{
  static const char * const names[] = { "Ana", "Bogdan", "Carla", "Dan" };
  g_autoptr(TessRecord) record = tess_test_random_record (TRUE, 4, 1, names, 77, 77);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessReplay) replay = tess_replay_new (record, &error);
  g_autoptr(TessHistory) history = NULL;
  g_autoptr(TessState) st = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  guint n_moves = tess_record_n_moves (record);
  double build, total = 0;
  gint64 start;

  g_assert_no_error (error);
  st = tess_replay_new_state (replay);
  start = g_get_monotonic_time ();
  history = tess_history_new (replay, &error);
  build = ms_since (start);
  g_assert_no_error (error);

  for (guint r = 0; r < rounds; r++)
    for (guint k = 0; k <= n_moves; k++)
      {
        guint target = (k * 53 + r * 11) % (n_moves + 1);
        g_autoptr(TessHistoryItem) item = NULL;
        double t;

        start = g_get_monotonic_time ();
        g_assert_true (tess_history_seek (history, target, st, &error));
        if (target > 0)
          item = g_list_model_get_item (G_LIST_MODEL (history), target - 1);
        t = ms_since (start);
        total += t;
        g_array_append_val (times, t);
      }

  /* The worst time mostly measures the machine (a preempted process):
   * the median and the 99th percentile measure the code. */
  g_array_sort (times, (GCompareFunc) compare_doubles);
  g_print ("history, base + River, %u moves: built in %.3f ms; jump (seek + item) %.0f µs "
           "median, %.2f µs mean, %.0f µs 99th percentile, %.0f µs worst, over %u jumps\n",
           n_moves, build, percentile (times, 50) * 1000, total / times->len * 1000,
           percentile (times, 99) * 1000, percentile (times, 100) * 1000, times->len);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  int rounds = 200;
  GOptionEntry entries[] = {
    { "rounds", 0, 0, G_OPTION_ARG_INT, &rounds, "Jumps over the whole game, N times", "N" },
    { NULL }
  };

  setlocale (LC_ALL, "");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || rounds < 1)
    {
      g_printerr ("bench-replay: %s\n", error != NULL ? error->message : "--rounds must be at least 1");
      return 2;
    }
  bench_replay ();
  bench_history ((guint) rounds);
  return 0;
}
