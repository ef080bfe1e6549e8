/* tess-speech.h: what a screen reader says that nobody focused
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void         tess_speech_say          (GtkWidget *widget,
                                       const char *text);
void         tess_speech_flush        (GtkWidget *widget);
const char  *tess_speech_get_last     (GtkWidget *widget);

G_END_DECLS
