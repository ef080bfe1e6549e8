/* tess-hand-card.h: the tiles in hand, over the board
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-game.h"

G_BEGIN_DECLS

#define TESS_TYPE_HAND_CARD (tess_hand_card_get_type ())

G_DECLARE_FINAL_TYPE (TessHandCard, tess_hand_card, TESS, HAND_CARD, GtkBox)

TessGame  *tess_hand_card_get_game       (TessHandCard *self);
void       tess_hand_card_set_game       (TessHandCard *self,
                                          TessGame     *game);
int        tess_hand_card_get_rotation   (TessHandCard *self);
void       tess_hand_card_set_rotation   (TessHandCard *self,
                                          int           rotation);
void       tess_hand_card_set_title      (TessHandCard *self,
                                          const char   *title);
void       tess_hand_card_set_hint       (TessHandCard *self,
                                          const char   *hint);
void       tess_hand_card_set_can_rotate (TessHandCard *self,
                                          gboolean      can_rotate);
GtkWidget *tess_hand_card_get_preview    (TessHandCard *self,
                                          int           type);

G_END_DECLS
