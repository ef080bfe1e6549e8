/* bench-slow-fsync.c: a slow disk for bench-window, by LD_PRELOAD
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every fsync() and fdatasync() of the process first sleeps
 * BENCH_FSYNC_MS milliseconds (50 unless set), as on a busy or slow
 * disk, then syncs. It shows what a write on the main thread costs a
 * frame, whatever the load of the machine:
 *
 *   LD_PRELOAD=_build/tests/ui/libbench-slow-fsync.so BENCH_FSYNC_MS=100 \
 *     xvfb-run -a -s "-screen 0 2560x1600x24" _build/tests/ui/bench-window
 */

#define _GNU_SOURCE

#include <dlfcn.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static void
pause_a_while (void)
{
  const char *text = getenv ("BENCH_FSYNC_MS");
  long ms = text != NULL ? strtol (text, NULL, 10) : 50;
  struct timespec delay = { ms / 1000, (ms % 1000) * 1000000L };

  while (ms > 0 && nanosleep (&delay, &delay) != 0)
    ;
}

int
fsync (int fd)
{
  int (*real) (int) = (int (*) (int)) dlsym (RTLD_NEXT, "fsync");

  pause_a_while ();
  return real (fd);
}

int
fdatasync (int fd)
{
  int (*real) (int) = (int (*) (int)) dlsym (RTLD_NEXT, "fdatasync");

  pause_a_while ();
  return real (fd);
}
