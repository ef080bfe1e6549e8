/* tess-hand-card-private.h: the hand card's insides, for the tests
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-hand-card.h"

G_BEGIN_DECLS

struct _TessHandCard
{
  GtkBox parent_instance;

  TessGame     *game;
  GSignalGroup *game_signals;
  int           rotation;       /* of the tile to play, as the board shows it */
  char         *title;
  char         *hint;
  gboolean      can_rotate;
  int           shown[3];       /* the tile types in tiles_box; -1 none, -2 not built */

  GtkLabel     *title_label;
  GtkBox       *tiles_box;
  GtkLabel     *hint_label;
};

G_END_DECLS
