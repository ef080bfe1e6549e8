/* layer-wall.c: a file of the app that includes one header, built with
 * the app's own dependencies (tests/ui/layer-wall.py)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * LAYER_WALL_HEADER names the header. A header of the engine, core's
 * engine-facing ones and libsecret's must not be found;
 * the headers the app uses must (the test's own check that the compiler
 * and the flags work at all).
 */

#include "config.h"

#include <gtk/gtk.h>

#include LAYER_WALL_HEADER

int layer_wall_anchor (void);

int
layer_wall_anchor (void)
{
  return 0;
}
