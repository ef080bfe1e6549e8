/* tess-display-text.h: text of the core and of files, made fit to show
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *tess_display_path     (const char *path,
                             const char *home);

G_END_DECLS
