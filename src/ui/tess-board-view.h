/* tess-board-view.h: the board, drawn and played on
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-game.h"
#include "tess-viewport.h"

G_BEGIN_DECLS

#define TESS_TYPE_BOARD_VIEW (tess_board_view_get_type ())

G_DECLARE_FINAL_TYPE (TessBoardView, tess_board_view, TESS, BOARD_VIEW, GtkWidget)

GtkWidget    *tess_board_view_new              (void);
TessGame     *tess_board_view_get_game         (TessBoardView *self);
void          tess_board_view_set_game         (TessBoardView *self,
                                                TessGame      *game);
TessViewport *tess_board_view_get_viewport     (TessBoardView *self);
void          tess_board_view_set_interactive  (TessBoardView *self,
                                                gboolean       interactive);
int           tess_board_view_get_rotation     (TessBoardView *self);
void          tess_board_view_set_keep_turn    (TessBoardView *self,
                                                gboolean       keep_turn);
void          tess_board_view_set_rotation     (TessBoardView *self,
                                                int            rotation);
void          tess_board_view_get_cursor       (TessBoardView *self,
                                                int           *x,
                                                int           *y);
void          tess_board_view_set_cursor       (TessBoardView *self,
                                                int            x,
                                                int            y);
int           tess_board_view_get_cursor_rotation (TessBoardView *self);
int           tess_board_view_get_shown_rotation (TessBoardView *self);
const char   *tess_board_view_get_info_text    (TessBoardView *self);
/* The follower step's figure (tess-board-view-figure.c): whether the
 * player may place a big follower now, and whether it is chosen. */
gboolean      tess_board_view_get_big_available (TessBoardView *self);
gboolean      tess_board_view_get_big_follower (TessBoardView *self);
void          tess_board_view_set_big_follower (TessBoardView *self,
                                                gboolean       big);
/* The same for a figure of any kind, a TessFigure (the builder, the pig). */
gboolean      tess_board_view_get_figure_available (TessBoardView *self,
                                                    int            figure);
int           tess_board_view_get_figure      (TessBoardView *self);
void          tess_board_view_set_figure      (TessBoardView *self,
                                               int            figure);
void          tess_board_view_fit              (TessBoardView *self);
void          tess_board_view_hold_view        (TessBoardView *self);
void          tess_board_view_set_covered_end  (TessBoardView *self,
                                                int            covered);
void          tess_board_view_zoom             (TessBoardView *self,
                                                double         factor);
void          tess_board_view_highlight        (TessBoardView *self,
                                                GArray        *cells,
                                                int            player);
void          tess_board_view_clear_highlights (TessBoardView *self);
void          tess_board_view_light_scoring    (TessBoardView *self,
                                                GArray        *cells,
                                                guint          scorers);
void          tess_board_view_clear_scoring    (TessBoardView *self);
gboolean      tess_board_view_get_high_contrast (TessBoardView *self);
void          tess_board_view_set_high_contrast (TessBoardView *self,
                                                 gboolean       high_contrast);

G_END_DECLS
