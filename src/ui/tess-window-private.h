/* tess-window-private.h: what the tests look at inside the window
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-ai-player.h"
#include "tess-board-view.h"
#include "tess-hint-layer.h"
#include "tess-history-panel.h"
#include "tess-replay-view.h"
#include "tess-window.h"

G_BEGIN_DECLS

TessBoardView *tess_window_get_board   (TessWindow *self);
GtkWindow     *tess_window_get_summary (TessWindow *self);
GtkWindow     *tess_window_get_dialog  (TessWindow *self);
GFile         *tess_window_get_file    (TessWindow *self);
void           tess_window_set_autosave (TessWindow *self,
                                         gboolean    autosave);
gboolean       tess_window_save_file   (TessWindow *self,
                                        GFile      *file);
TessAiPlayer  *tess_window_get_ai_player (TessWindow *self);
TessHintLayer *tess_window_get_hint_layer (TessWindow *self);
TessReplayView *tess_window_get_replay_view   (TessWindow *self);
TessHistoryPanel *tess_window_get_history_panel (TessWindow *self);

G_END_DECLS
