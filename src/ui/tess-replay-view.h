/* tess-replay-view.h: stepping through a game, move by move, explained
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-board-view.h"
#include "tess-game.h"
#include "tess-history.h"

G_BEGIN_DECLS

#define TESS_TYPE_REPLAY_VIEW (tess_replay_view_get_type ())

G_DECLARE_FINAL_TYPE (TessReplayView, tess_replay_view, TESS, REPLAY_VIEW, GtkWidget)

/* Seconds per move when playing, slowest to fastest. */
#define TESS_REPLAY_MIN_SPEED 0.5
#define TESS_REPLAY_MAX_SPEED 4.0

GtkWidget     *tess_replay_view_new            (void);

/* Replays @game's record (copied: the game does not change) with the
 * sentences of @history (the game's own history), from @position:
 * 0 is the start tile alone, k the board after move k, and the number
 * of moves plus one the final scoring when the game is over. */
gboolean       tess_replay_view_start          (TessReplayView *self,
                                                TessGame       *game,
                                                TessHistory    *history,
                                                guint           position,
                                                GError        **error);
void           tess_replay_view_stop           (TessReplayView *self);
gboolean       tess_replay_view_get_active     (TessReplayView *self);

/* The position shown, as a game of its own (the player rows show its
 * scores): (transfer none) (nullable). */
TessGame      *tess_replay_view_get_shown_game (TessReplayView *self);
TessBoardView *tess_replay_view_get_board      (TessReplayView *self);

guint          tess_replay_view_get_position   (TessReplayView *self);
void           tess_replay_view_set_position   (TessReplayView *self,
                                                guint           position);
guint          tess_replay_view_get_n_positions (TessReplayView *self);
/* Moves played up to the position shown (the final scoring counts as
 * the last move). */
guint          tess_replay_view_get_n_moves    (TessReplayView *self);
void           tess_replay_view_step           (TessReplayView *self,
                                                int             delta);

gboolean       tess_replay_view_get_playing    (TessReplayView *self);
void           tess_replay_view_set_playing    (TessReplayView *self,
                                                gboolean        playing);
double         tess_replay_view_get_speed      (TessReplayView *self);
void           tess_replay_view_set_speed      (TessReplayView *self,
                                                double          seconds);
/* One speed step slower (@faster FALSE) or faster. */
void           tess_replay_view_change_speed   (TessReplayView *self,
                                                gboolean        faster);

/* What the banner says: the title and every sentence, one per line. */
char          *tess_replay_view_get_text       (TessReplayView *self);

/* The keys of the replay, for the window to add: they work wherever the
 * focus is in the window, and only while the replay is active. */
gboolean       tess_replay_view_get_returned_follower (TessReplayView *self,
                                                       int            *x,
                                                       int            *y,
                                                       int            *feature);
/* Where on the board (in cells: x + 0.5 is the middle of column x) the
 * replay draws that follower now. */
gboolean       tess_replay_view_get_returned_follower_spot (TessReplayView *self,
                                                            double         *x,
                                                            double         *y);
GtkEventController *tess_replay_view_get_shortcuts (TessReplayView *self);

/* What is lit now (TessGameCell), (transfer full); whether the card
 * covers any of it or the tile placed; whether bringing them into sight
 * waits for the card's new size. */
GArray        *tess_replay_view_get_lit_cells  (TessReplayView *self);
gboolean       tess_replay_view_card_covers_explained (TessReplayView *self);
gboolean       tess_replay_view_get_sight_pending (TessReplayView *self);

/* Presenting to a class (F5): the card's text large, the board fit to
 * what each step explains. The window goes full screen and hides its
 * side panel. */
gboolean       tess_replay_view_get_presenting (TessReplayView *self);
void           tess_replay_view_set_presenting (TessReplayView *self,
                                                gboolean        presenting);

/* A teacher's note on the move shown (tess-replay-note.c). */
/* The presenter's pen (tess-replay-view-pen.c). */
gboolean        tess_replay_view_get_pen        (TessReplayView *self);
void            tess_replay_view_set_pen        (TessReplayView *self,
                                                 gboolean        pen);
gboolean        tess_replay_view_get_has_ink    (TessReplayView *self);
guint           tess_replay_view_keep_ink       (TessReplayView *self);
int             tess_replay_view_wipe_drawing   (TessReplayView *self);

gboolean        tess_replay_view_can_write_note (TessReplayView *self);
void            tess_replay_view_write_note     (TessReplayView *self);
gboolean        tess_replay_view_get_writing_note (TessReplayView *self);
void            tess_replay_view_commit_note    (TessReplayView *self);
gboolean        tess_replay_view_can_undo_note  (TessReplayView *self,
                                                 gboolean        undo);
guint           tess_replay_view_undo_note      (TessReplayView *self,
                                                 gboolean        undo);

G_END_DECLS
