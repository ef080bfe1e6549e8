/* tess-side-panel-private.h: the side panel's insides, for the tests
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-score-track.h"
#include "tess-side-panel.h"

G_BEGIN_DECLS

struct _TessSidePanel
{
  GtkBox parent_instance;

  TessGame     *game;
  GSignalGroup *game_signals;

  GtkListBox       *players_list;
  GtkWidget        *rules_box;
  GtkLabel         *rules_label;
  TessScoreTrack   *score_track;
  TessHistoryPanel *history_panel;
  GtkLabel         *tiles_left_label;
  GtkFlowBox       *remaining_box;

  GPtrArray *player_rows;        /* TessPlayerRow, by seat */
  GPtrArray *remaining_labels;   /* GtkLabel, by tile type */
  GPtrArray *remaining_children; /* GtkFlowBoxChild, by tile type */
};

G_END_DECLS
