/* tess-score-chart.h: the scores over the game, as lines
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-game.h"

G_BEGIN_DECLS

#define TESS_TYPE_SCORE_CHART (tess_score_chart_get_type ())

G_DECLARE_FINAL_TYPE (TessScoreChart, tess_score_chart, TESS, SCORE_CHART, GtkWidget)

GtkWidget *tess_score_chart_new      (void);
void       tess_score_chart_set_game (TessScoreChart *self,
                                      TessGame       *game);

G_END_DECLS
