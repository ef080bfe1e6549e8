/* bench-cancel.c: how soon a computer's thought stops when it is no longer wanted
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not a test (timings on a shared machine flake): run it with
 *   meson test -C _build --benchmark --suite core -v
 * or directly: _build/tests/core/bench-cancel [--runs 5]
 *
 * A hard player given ten minutes thinks in a worker thread; the thought
 * is stopped after --think-ms milliseconds, and the time from there to
 * its callback on the main loop is measured:
 * - cancelled: by the caller's GCancellable (a hint given up);
 * - game gone: the game disposed under it (a new game, the window
 *   closed: what the UI does while a computer thinks).
 * The tests (test-ai, test-game-ai, test-window-ai) check only that the
 * thought comes back cut short, long before its budget.
 */

#define G_LOG_DOMAIN "bench-cancel"

#include "config.h"

#include <locale.h>
#include <stdlib.h>

#include "tess-ai-player.h"
#include "tess-test-core.h"

typedef struct
{
  gboolean called;
  gint64   when;
} Done;

static void
on_done (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  Done *done = user_data;
  TessAiChoice *choice = tess_game_choose_move_finish (result, NULL);

  g_clear_pointer (&choice, tess_ai_choice_free);
  done->called = TRUE;
  done->when = g_get_monotonic_time ();
}

static gboolean
think_passed (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Milliseconds from the stop to the callback; @by_game disposes of the
 * game instead of cancelling. */
static double
one_run (gboolean by_game,
         guint    think_ms,
         guint    seed)
{
  const int kinds[] = { TESS_AI_NONE, TESS_AI_NONE };
  g_autofree char *deal = g_strdup_printf ("%u", seed);
  TessGame *game = tess_test_new_game (2, FALSE, 1, kinds, deal);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  Done done = { FALSE, 0 };
  gboolean thought = FALSE;
  gint64 stop;

  tess_game_choose_move_async (game, TESS_AI_HARD, 600000, 0, cancellable, on_done, &done);
  g_timeout_add (think_ms, think_passed, &thought);
  TESS_TEST_WAIT_UNTIL (thought);

  stop = g_get_monotonic_time ();
  if (by_game)
    g_clear_object (&game);
  else
    g_cancellable_cancel (cancellable);
  TESS_TEST_WAIT_UNTIL (done.called);
  g_clear_object (&game);
  return (double) (done.when - stop) / 1000.0;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y ? 1 : 0;
}

static void
report (const char *what,
        double     *ms,
        int         runs)
{
  qsort (ms, runs, sizeof ms[0], compare_doubles);
  g_print ("%s: callback %.2f ms after the stop (median of %d), %.2f ms at worst\n",
           what, ms[runs / 2], runs, ms[runs - 1]);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree double *cancelled = NULL;
  g_autofree double *gone = NULL;
  int runs = 5, think_ms = 200;
  GOptionEntry entries[] = {
    { "runs", 0, 0, G_OPTION_ARG_INT, &runs, "Thoughts stopped, each way", "N" },
    { "think-ms", 0, 0, G_OPTION_ARG_INT, &think_ms, "How long each thinks before the stop", "MS" },
    { NULL }
  };

  setlocale (LC_ALL, "");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || runs < 1 || think_ms < 0)
    {
      g_printerr ("bench-cancel: %s\n", error != NULL ? error->message : "--runs and --think-ms must be positive");
      return 2;
    }

  cancelled = g_new (double, runs);
  gone = g_new (double, runs);
  for (int i = 0; i < runs; i++)
    {
      cancelled[i] = one_run (FALSE, (guint) think_ms, 100 + (guint) i);
      gone[i] = one_run (TRUE, (guint) think_ms, 200 + (guint) i);
    }
  g_print ("a hard player given ten minutes, stopped after %d ms of thought:\n", think_ms);
  report ("cancelled", cancelled, runs);
  report ("game gone", gone, runs);
  return 0;
}
