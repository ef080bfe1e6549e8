/* tess-speech.h: what a screen reader says that nobody focused
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What is said in one go is said once the main loop has no default idle
 * left (the window's announcements of a move are idles): one utterance. */
#define TESS_SPEECH_PRIORITY (G_PRIORITY_DEFAULT_IDLE + 5)

/* Says @text in place of the window's name while @widget has the focus. */
typedef void (*TessSpeechSink) (GtkWidget  *widget,
                                const char *text);

void         tess_speech_set_sink     (GtkWidget      *widget,
                                       TessSpeechSink  sink);
void         tess_speech_say          (GtkWidget *widget,
                                       const char *text);
void         tess_speech_flush        (GtkWidget *widget);
const char  *tess_speech_get_last     (GtkWidget *widget);

G_END_DECLS
