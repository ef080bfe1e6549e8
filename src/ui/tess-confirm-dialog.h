/* tess-confirm-dialog.h: a question with one answer put forward and a way back
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget *tess_confirm_dialog_new (GtkWindow  *parent,
                                    const char *heading,
                                    const char *body,
                                    const char *close_id,
                                    const char *close_label,
                                    const char *confirm_id,
                                    const char *confirm_label);

G_END_DECLS
