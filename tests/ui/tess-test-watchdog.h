/* tess-test-watchdog.h: a watchdog on the main loop, for the ui tests
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A thread follows the main loop through a beat it runs every few
 * milliseconds and keeps the most CPU time the main thread spent between
 * two beats: its own CPU time, not the clock's, since a busy machine or a
 * slow build stretches the clock, not the work a blocked iteration does.
 * A main thread stopped outright (a read that never ends takes no CPU)
 * is seen by the clock: past 10 s without a beat, which no machine needs,
 * the watchdog calls @unstick (which should let it go on) and says so.
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A frame: what one iteration of the main loop may take at most. */
#define TESS_TEST_WATCHDOG_FRAME_US (100 * 1000)

/* The layout and painting of one frame of a window (its measuring and
 * allocation, its snapshot and GTK's drawing of it), of every window,
 * watched apart: under Xvfb, GTK draws every frame on the CPU, in the
 * main thread (the cairo renderer), where a GPU would draw it on a real
 * desktop, and a frame that lays out the whole 1600 × 1000 window anew
 * (Pango shaping every label) costs that much more on a loaded 2-core
 * machine. The board's own drawing has its
 * targets in tests/ui/bench-window. */
#define TESS_TEST_WATCHDOG_PAINT_US (400 * 1000)

typedef struct _TessTestWatchdog TessTestWatchdog;

/* Started, not counting yet; @unstick: (nullable): called from the
 * watchdog's thread when the main thread stopped, returns whether it
 * could do something about it. */
TessTestWatchdog *tess_test_watchdog_start  (gboolean          (*unstick) (void));
/* From now on, what the main thread spends between two beats counts. */
void              tess_test_watchdog_count  (TessTestWatchdog  *dog);
/* Until the next tess_test_watchdog_count(), nothing counts (the test's
 * own work: a screenshot). */
void              tess_test_watchdog_pause  (TessTestWatchdog  *dog);
/* Whether the main thread stopped and @unstick was called. */
gboolean          tess_test_watchdog_stuck  (TessTestWatchdog  *dog);
/* Stops it; fails when the main thread stopped or spent more than a
 * frame between two beats. */
void              tess_test_watchdog_finish (TessTestWatchdog  *dog);
/* The most CPU time the main thread spent between two beats so far, µs. */
gint64            tess_test_watchdog_get_worst (TessTestWatchdog *dog);

G_END_DECLS
