/* tess-popovers.h: a window's open popovers, closed as the window goes
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void tess_popovers_close_all (GtkWidget *widget);

G_END_DECLS
