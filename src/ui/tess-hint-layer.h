/* tess-hint-layer.h: a suggested move, drawn over the board
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-ai-player.h"
#include "tess-board-view.h"

G_BEGIN_DECLS

#define TESS_TYPE_HINT_LAYER (tess_hint_layer_get_type ())

G_DECLARE_FINAL_TYPE (TessHintLayer, tess_hint_layer, TESS, HINT_LAYER, GtkWidget)

GtkWidget          *tess_hint_layer_new        (TessBoardView      *board);
void                tess_hint_layer_show       (TessHintLayer      *self,
                                                const TessAiChoice *choice);
void                tess_hint_layer_clear      (TessHintLayer      *self);
const TessAiChoice *tess_hint_layer_get_choice (TessHintLayer      *self);

G_END_DECLS
