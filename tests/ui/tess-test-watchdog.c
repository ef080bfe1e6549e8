/* tess-test-watchdog.c: a watchdog on the main loop, for the ui tests
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <execinfo.h>
#include <pthread.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>

#include "tess-test-watchdog.h"

#define STUCK_US (10 * G_USEC_PER_SEC)

struct _TessTestWatchdog
{
  GThread   *thread;
  clockid_t  main_clock;
  GMutex     lock;
  gint64     beat_wall;     /* when the main loop last beat */
  gint64     beat_cpu;      /* the main thread's CPU time then */
  gint64     worst_cpu;     /* the most CPU time between two beats */
  gboolean   counting;      /* whether worst_cpu counts yet */
  gboolean   traced;        /* whether this stretch's stack was written */
  gint64     paint_start;   /* the main thread's CPU time as a frame's painting began, or -1 */
  gint64     painted;       /* CPU time painting frames since the last beat */
  gint64     worst_paint;   /* the most CPU time one frame's painting took */
  GPtrArray *clocks;        /* the windows' frame clocks followed */
  GListModel *toplevels;
  pthread_t  main_thread;
  gboolean   stuck;         /* the main thread stopped: unstick was called */
  gboolean (*unstick) (void);
  gint       stop;
  guint      source;
};

static gint64
cpu_us (clockid_t clock)
{
  struct timespec ts;

  g_assert_cmpint (clock_gettime (clock, &ts), ==, 0);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* Where the main thread is when a stretch passes a frame: its stack,
 * written to stderr (addresses to read with addr2line), so that a failing
 * test says what held the main loop. */
static void
write_stack (int signum)
{
  void *frames[64];
  int n = backtrace (frames, G_N_ELEMENTS (frames));
  static const char head[] = "watchdog: the main thread, a frame's time into one stretch:\n";

  (void) signum;
  if (write (STDERR_FILENO, head, sizeof head - 1) < 0)
    return;
  backtrace_symbols_fd (frames, n, STDERR_FILENO);
}

static gboolean
beat (gpointer user_data)
{
  TessTestWatchdog *dog = user_data;
  gint64 now = g_get_monotonic_time ();
  gint64 cpu = cpu_us (dog->main_clock);

  g_mutex_lock (&dog->lock);
  if (dog->counting)
    dog->worst_cpu = MAX (dog->worst_cpu, cpu - dog->beat_cpu - dog->painted);
  dog->beat_wall = now;
  dog->beat_cpu = cpu;
  dog->painted = 0;
  dog->traced = FALSE;
  g_mutex_unlock (&dog->lock);
  return G_SOURCE_CONTINUE;
}

static gpointer
watch (gpointer user_data)
{
  TessTestWatchdog *dog = user_data;

  while (!g_atomic_int_get (&dog->stop))
    {
      gint64 now = g_get_monotonic_time ();
      gint64 cpu = cpu_us (dog->main_clock);
      gboolean stuck;
      gint64 spent;

      g_mutex_lock (&dog->lock);
      /* An iteration still running counts as well as one that ended;
       * a frame being painted counts on its own. */
      spent = cpu - dog->beat_cpu - dog->painted;
      if (dog->paint_start >= 0)
        spent -= cpu - dog->paint_start;
      if (dog->counting)
        dog->worst_cpu = MAX (dog->worst_cpu, spent);
      if (dog->counting && !dog->traced && spent >= TESS_TEST_WATCHDOG_FRAME_US)
        {
          dog->traced = TRUE;
          pthread_kill (dog->main_thread, SIGUSR2);
        }
      stuck = now - dog->beat_wall > STUCK_US;
      g_mutex_unlock (&dog->lock);
      if (stuck && dog->unstick != NULL && dog->unstick ())
        {
          g_mutex_lock (&dog->lock);
          dog->stuck = TRUE;
          g_mutex_unlock (&dog->lock);
        }
      /* A sampling period, not a wait for an event. */
      g_usleep (2000);
    }
  return NULL;
}

static void
paint_begins (GdkFrameClock *clock,
              gpointer       user_data)
{
  TessTestWatchdog *dog = user_data;

  g_mutex_lock (&dog->lock);
  dog->paint_start = cpu_us (dog->main_clock);
  g_mutex_unlock (&dog->lock);
}

static void
paint_ends (GdkFrameClock *clock,
            gpointer       user_data)
{
  TessTestWatchdog *dog = user_data;
  gint64 cpu = cpu_us (dog->main_clock);

  g_mutex_lock (&dog->lock);
  if (dog->paint_start >= 0)
    {
      dog->painted += cpu - dog->paint_start;
      if (dog->counting)
        dog->worst_paint = MAX (dog->worst_paint, cpu - dog->paint_start);
    }
  dog->paint_start = -1;
  g_mutex_unlock (&dog->lock);
}

static void
follow_clock (TessTestWatchdog *dog,
              GdkFrameClock    *clock)
{
  if (clock == NULL || g_ptr_array_find (dog->clocks, clock, NULL))
    return;
  g_ptr_array_add (dog->clocks, g_object_ref (clock));
  /* The end of "update" (the widgets' tick callbacks) to "after-paint":
   * the layout of the window, its snapshot and GTK's drawing of it. */
  g_signal_connect_after (clock, "update", G_CALLBACK (paint_begins), dog);
  g_signal_connect (clock, "after-paint", G_CALLBACK (paint_ends), dog);
}

static void
window_realized (GtkWidget *window,
                 gpointer   user_data)
{
  follow_clock (user_data, gtk_widget_get_frame_clock (window));
}

static void
toplevels_changed (GListModel *toplevels,
                   guint       position,
                   guint       removed,
                   guint       added,
                   gpointer    user_data)
{
  TessTestWatchdog *dog = user_data;

  for (guint i = position; i < position + added; i++)
    {
      g_autoptr (GtkWidget) window = g_list_model_get_item (toplevels, i);

      /* A window has its frame clock once it is realized. */
      if (gtk_widget_get_realized (window))
        window_realized (window, dog);
      g_signal_handlers_disconnect_by_func (window, window_realized, dog);
      g_signal_connect (window, "realize", G_CALLBACK (window_realized), dog);
    }
}

TessTestWatchdog *
tess_test_watchdog_start (gboolean (*unstick) (void))
{
  TessTestWatchdog *dog = g_new0 (TessTestWatchdog, 1);

  g_assert_cmpint (pthread_getcpuclockid (pthread_self (), &dog->main_clock), ==, 0);
  g_mutex_init (&dog->lock);
  dog->main_thread = pthread_self ();
  dog->paint_start = -1;
  dog->clocks = g_ptr_array_new_with_free_func (g_object_unref);
  dog->toplevels = gtk_window_get_toplevels ();
  g_signal_connect (dog->toplevels, "items-changed", G_CALLBACK (toplevels_changed), dog);
  toplevels_changed (dog->toplevels, 0, 0, g_list_model_get_n_items (dog->toplevels), dog);
  {
    void *frame;
    struct sigaction sa = { .sa_handler = write_stack, .sa_flags = SA_RESTART };

    /* backtrace() loads what it needs now, not in the handler. */
    backtrace (&frame, 1);
    sigemptyset (&sa.sa_mask);
    g_assert_cmpint (sigaction (SIGUSR2, &sa, NULL), ==, 0);
  }
  dog->unstick = unstick;
  dog->beat_wall = g_get_monotonic_time ();
  dog->beat_cpu = cpu_us (dog->main_clock);
  dog->source = g_timeout_add_full (G_PRIORITY_HIGH, 5, beat, dog, NULL);
  dog->thread = g_thread_new ("watchdog", watch, dog);
  return dog;
}

gboolean
tess_test_watchdog_stuck (TessTestWatchdog *dog)
{
  gboolean stuck;

  g_mutex_lock (&dog->lock);
  stuck = dog->stuck;
  g_mutex_unlock (&dog->lock);
  return stuck;
}

void
tess_test_watchdog_count (TessTestWatchdog *dog)
{
  g_mutex_lock (&dog->lock);
  dog->beat_wall = g_get_monotonic_time ();
  dog->beat_cpu = cpu_us (dog->main_clock);
  dog->counting = TRUE;
  g_mutex_unlock (&dog->lock);
}

void
tess_test_watchdog_finish (TessTestWatchdog *dog)
{
  g_atomic_int_set (&dog->stop, 1);
  g_thread_join (dog->thread);
  g_source_remove (dog->source);
  g_signal_handlers_disconnect_by_data (dog->toplevels, dog);
  for (guint i = 0; i < g_list_model_get_n_items (dog->toplevels); i++)
    {
      g_autoptr (GtkWidget) window = g_list_model_get_item (dog->toplevels, i);

      g_signal_handlers_disconnect_by_data (window, dog);
    }
  for (guint i = 0; i < dog->clocks->len; i++)
    g_signal_handlers_disconnect_by_data (g_ptr_array_index (dog->clocks, i), dog);
  g_clear_pointer (&dog->clocks, g_ptr_array_unref);
  g_test_message ("the longest layout and painting of a frame: %" G_GINT64_FORMAT " µs of CPU",
                  dog->worst_paint);
  g_test_message ("the main thread's longest stretch between two beats: %" G_GINT64_FORMAT
                  " µs of CPU", dog->worst_cpu);
  g_assert_false (tess_test_watchdog_stuck (dog));
  g_assert_cmpint (dog->worst_cpu, <, TESS_TEST_WATCHDOG_FRAME_US);
  g_assert_cmpint (dog->worst_paint, <, TESS_TEST_WATCHDOG_PAINT_US);
  g_mutex_clear (&dog->lock);
  g_free (dog);
}

gint64
tess_test_watchdog_get_worst (TessTestWatchdog *dog)
{
  gint64 worst;

  g_mutex_lock (&dog->lock);
  worst = dog->worst_cpu;
  g_mutex_unlock (&dog->lock);
  return worst;
}

void
tess_test_watchdog_pause (TessTestWatchdog *dog)
{
  g_mutex_lock (&dog->lock);
  dog->counting = FALSE;
  g_mutex_unlock (&dog->lock);
}
