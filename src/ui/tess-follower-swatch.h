/* tess-follower-swatch.h: a player's colour, shown as a standing follower
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TESS_TYPE_FOLLOWER_SWATCH (tess_follower_swatch_get_type ())

G_DECLARE_FINAL_TYPE (TessFollowerSwatch, tess_follower_swatch, TESS, FOLLOWER_SWATCH, GtkWidget)

GtkWidget *tess_follower_swatch_new       (int                 color,
                                           int                 width,
                                           int                 height);
int        tess_follower_swatch_get_color (TessFollowerSwatch *self);
void       tess_follower_swatch_set_color (TessFollowerSwatch *self,
                                           int                 color);

G_END_DECLS
