/* tess-preferences-window.h: the aids, each switchable
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TESS_TYPE_PREFERENCES_WINDOW (tess_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (TessPreferencesWindow, tess_preferences_window, TESS, PREFERENCES_WINDOW, AdwPreferencesWindow)

TessPreferencesWindow *tess_preferences_window_new (GSettings *settings);

G_END_DECLS
