/* tess-online-panel.h: an online game's turn, seats and chat
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-online-game.h"

G_BEGIN_DECLS

#define TESS_TYPE_ONLINE_PANEL (tess_online_panel_get_type ())

G_DECLARE_FINAL_TYPE (TessOnlinePanel, tess_online_panel, TESS, ONLINE_PANEL, GtkBox)

GtkWidget      *tess_online_panel_new             (void);
TessOnlineGame *tess_online_panel_get_online_game (TessOnlinePanel *self);
void            tess_online_panel_set_online_game (TessOnlinePanel *self,
                                                   TessOnlineGame  *online);
char           *tess_online_panel_describe_status (TessOnlinePanel *self);
void            tess_online_panel_set_offline     (TessOnlinePanel *self,
                                                   const char      *text);
const char     *tess_online_panel_get_offline     (TessOnlinePanel *self);

G_END_DECLS
