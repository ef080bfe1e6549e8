/* tess-score-track.h: the 50-space score track
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tess-game.h"

G_BEGIN_DECLS

#define TESS_TYPE_SCORE_TRACK (tess_score_track_get_type ())

G_DECLARE_FINAL_TYPE (TessScoreTrack, tess_score_track, TESS, SCORE_TRACK, GtkWidget)

GtkWidget *tess_score_track_new      (void);
void       tess_score_track_set_game (TessScoreTrack *self,
                                      TessGame       *game);
void       tess_score_track_update   (TessScoreTrack *self);

G_END_DECLS
