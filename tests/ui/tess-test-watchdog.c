/* tess-test-watchdog.c: a watchdog on the main loop, for the ui tests
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <pthread.h>
#include <time.h>

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

static gboolean
beat (gpointer user_data)
{
  TessTestWatchdog *dog = user_data;
  gint64 now = g_get_monotonic_time ();
  gint64 cpu = cpu_us (dog->main_clock);

  g_mutex_lock (&dog->lock);
  if (dog->counting)
    dog->worst_cpu = MAX (dog->worst_cpu, cpu - dog->beat_cpu);
  dog->beat_wall = now;
  dog->beat_cpu = cpu;
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

      g_mutex_lock (&dog->lock);
      /* An iteration still running counts as well as one that ended. */
      if (dog->counting)
        dog->worst_cpu = MAX (dog->worst_cpu, cpu - dog->beat_cpu);
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

TessTestWatchdog *
tess_test_watchdog_start (gboolean (*unstick) (void))
{
  TessTestWatchdog *dog = g_new0 (TessTestWatchdog, 1);

  g_assert_cmpint (pthread_getcpuclockid (pthread_self (), &dog->main_clock), ==, 0);
  g_mutex_init (&dog->lock);
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
  g_test_message ("the main thread's longest stretch between two beats: %" G_GINT64_FORMAT
                  " µs of CPU", dog->worst_cpu);
  g_assert_false (tess_test_watchdog_stuck (dog));
  g_assert_cmpint (dog->worst_cpu, <, TESS_TEST_WATCHDOG_FRAME_US);
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
