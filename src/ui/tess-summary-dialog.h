/* tess-summary-dialog.h: the final scores of a game
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tess-game.h"

G_BEGIN_DECLS

#define TESS_TYPE_SUMMARY_DIALOG (tess_summary_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TessSummaryDialog, tess_summary_dialog, TESS, SUMMARY_DIALOG, AdwWindow)

TessSummaryDialog *tess_summary_dialog_new      (TessGame          *game);
/* The total shown for a player (for tests: what the table says). */
int                tess_summary_dialog_get_total (TessSummaryDialog *self,
                                                  guint              player);

const char        *tess_summary_dialog_get_spoken (TessSummaryDialog *self);

G_END_DECLS
