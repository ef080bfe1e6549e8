/* bench-window-figures.c: the benchmark's figures: statistics of samples, times, memory, load
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bench-window"

#include "config.h"

#include <math.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bench-window.h"

/* ------------------------------------------------------------ figures */

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double da = *(const double *) a, db = *(const double *) b;

  return da < db ? -1 : da > db ? 1 : 0;
}

/* Mean, median, 95th percentile (nearest rank) and maximum of the samples after
 * the first `skip`. */
Stats
bench_stats_of (GArray *samples,
                guint   skip)
{
  Stats s = { 0, 0, 0, 0, 0 };
  g_autoptr(GArray) sorted = NULL;
  double sum = 0;
  guint rank;

  if (samples->len <= skip)
    return s;

  sorted = g_array_sized_new (FALSE, FALSE, sizeof (double), samples->len - skip);
  g_array_append_vals (sorted, &g_array_index (samples, double, skip), samples->len - skip);
  g_array_sort (sorted, compare_doubles);
  for (guint i = 0; i < sorted->len; i++)
    sum += g_array_index (sorted, double, i);

  s.n = sorted->len;
  s.mean = sum / sorted->len;
  rank = (guint) ceil (0.5 * sorted->len);
  s.p50 = g_array_index (sorted, double, MAX (rank, 1) - 1);
  rank = (guint) ceil (0.95 * sorted->len);
  s.p95 = g_array_index (sorted, double, MAX (rank, 1) - 1);
  s.max = g_array_index (sorted, double, sorted->len - 1);
  return s;
}

double
bench_median_of (GArray *samples)
{
  g_autoptr(GArray) sorted = NULL;

  if (samples->len == 0)
    return 0;
  sorted = g_array_copy (samples);
  g_array_sort (sorted, compare_doubles);
  if (sorted->len % 2 == 1)
    return g_array_index (sorted, double, sorted->len / 2);
  return (g_array_index (sorted, double, sorted->len / 2 - 1) +
          g_array_index (sorted, double, sorted->len / 2)) / 2;
}

double
bench_min_of (GArray *samples)
{
  double m = G_MAXDOUBLE;

  for (guint i = 0; i < samples->len; i++)
    m = MIN (m, g_array_index (samples, double, i));
  return samples->len > 0 ? m : 0;
}

double
bench_max_of (GArray *samples)
{
  double m = 0;

  for (guint i = 0; i < samples->len; i++)
    m = MAX (m, g_array_index (samples, double, i));
  return m;
}

void
bench_add_sample (GArray *samples,
                  double  value)
{
  g_array_append_val (samples, value);
}

double
bench_usec_to_ms (gint64 usec)
{
  return usec / 1000.0;
}

/* This thread's CPU time in µs: unlike the wall clock, it leaves out the
 * time other processes of a shared machine take. */
gint64
bench_thread_cpu_usec (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* VmRSS or VmHWM of this process, in MiB; -1 if /proc says nothing. */
double
bench_proc_status_mib (const char *field)
{
  g_autofree char *status = NULL;
  g_autofree char *key = g_strconcat ("\n", field, ":", NULL);
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  line = strstr (status, key);
  if (line == NULL)
    return -1;
  return g_ascii_strtod (line + strlen (key), NULL) / 1024.0;
}

/* The load average of the last minute: how busy the machine is. */
double
bench_load_average (void)
{
  g_autofree char *loadavg = NULL;

  if (!g_file_get_contents ("/proc/loadavg", &loadavg, NULL, NULL))
    return -1;
  return g_ascii_strtod (loadavg, NULL);
}

/* How long ago this process started (exec), in ms: /proc/self/stat's
 * start time is in clock ticks after boot (10 ms on most systems). */
double
bench_process_age_ms (void)
{
  g_autofree char *stat = NULL;
  g_auto(GStrv) fields = NULL;
  const char *after_name;
  struct timespec now;
  double start_s;

  if (!g_file_get_contents ("/proc/self/stat", &stat, NULL, NULL))
    return -1;
  /* The name in parentheses may hold spaces: count from after it. */
  after_name = strrchr (stat, ')');
  if (after_name == NULL)
    return -1;
  fields = g_strsplit (after_name + 2, " ", -1);
  /* Field 22 of the line is the 20th after the name. */
  if (g_strv_length (fields) < 20)
    return -1;
  start_s = g_ascii_strtod (fields[19], NULL) / (double) sysconf (_SC_CLK_TCK);
  clock_gettime (CLOCK_BOOTTIME, &now);
  return (now.tv_sec + now.tv_nsec / 1e9 - start_s) * 1000.0;
}

void
bench_fail (Bench      *b,
            const char *format,
            ...)
{
  va_list args;

  if (b->error != NULL)
    return;
  va_start (args, format);
  b->error = g_strdup_vprintf (format, args);
  va_end (args);
  b->status = 1;
}
