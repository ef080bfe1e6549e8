/* tess-describe.h: tiles and board cells told in words, for screen readers
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tess-vocabulary.h"
#include "tess-game.h"

G_BEGIN_DECLS

char *tess_describe_tile      (const TessTileDef *tile,
                               int                rot);
char *tess_describe_held_tile (TessGame          *game,
                               int                rot);
char *tess_describe_cell      (TessGame          *game,
                               int                x,
                               int                y);
char *tess_describe_fit       (TessGame          *game,
                               int                x,
                               int                y);
char *tess_describe_feature_value (TessGame                  *game,
                                   const TessGameFeatureInfo *info);
char *tess_describe_spot      (TessGame          *game,
                               guint              index,
                               guint              n_spots,
                               int                feature);

G_END_DECLS
