/* tess-test-runs.h: how many runs a property test makes in this build
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The property tests play many random games or edits. The sanitizer
 * build runs each five to ten times slower and checks each run far more
 * closely, so it makes fewer: tests/meson.build sets
 * TESS_TEST_RUNS_DIVISOR there, and a property test asks
 * tess_test_runs() instead of using its figure as it is. GLib only, for
 * the engine's tests too.
 */

#pragma once

#include <glib.h>

/* @runs, divided by TESS_TEST_RUNS_DIVISOR when it is set; at least 1. */
static inline guint
tess_test_runs (guint runs)
{
  const char *divisor = g_getenv ("TESS_TEST_RUNS_DIVISOR");
  guint64 d = divisor != NULL ? g_ascii_strtoull (divisor, NULL, 10) : 1;

  return MAX (1, runs / MAX (d, 1));
}
