/* tess-accessible.h: what screen readers are told, where GTK 4.8 needs help
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct _TessAccessibleQuiet TessAccessibleQuiet;

char *tess_accessible_strip_mnemonic   (const char *label);
void  tess_accessible_name_buttons     (GtkWidget  *root);
void  tess_accessible_watch_window     (GtkWindow  *window);
void  tess_accessible_watch_windows    (void);
void  tess_accessible_one_tab_stop     (GtkWidget  *list);
void  tess_accessible_apply_on_leave   (GtkWidget  *entry,
                                        GCallback   callback,
                                        gpointer    data);
TessAccessibleQuiet *tess_accessible_quiet_begin (GtkWidget           *widget);
void                 tess_accessible_quiet_end   (TessAccessibleQuiet *quiet);

G_END_DECLS
