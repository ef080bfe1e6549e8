/* tess-application.h: the Tessera application
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tess-account.h"

G_BEGIN_DECLS

#define TESS_TYPE_APPLICATION (tess_application_get_type ())

G_DECLARE_FINAL_TYPE (TessApplication, tess_application, TESS, APPLICATION, AdwApplication)

TessApplication *tess_application_new          (void);
/* Call before GTK starts: settles the environment GTK reads. */
void             tess_application_prepare_environment (void);
GSettings       *tess_application_get_settings (TessApplication *self);
/* The player's chat account for online games (connected at start-up
 * when one is signed in). */
TessAccount     *tess_application_get_account  (TessApplication *self);
/* The help page F1 opens over @window: the editor's page over the
 * tile-set editor, the manual's start over the game. */
const char      *tess_application_help_uri     (GtkWindow       *window);
void             tess_application_show_help    (GtkWindow       *window);

G_END_DECLS
