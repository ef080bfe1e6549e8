/* tess-replay-view-private.h: what the replay view's files share
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-board-view.h"
#include "tess-follower-swatch.h"
#include "tess-replay-ghost.h"
#include "tess-replay-note.h"
#include "tess-replay-view.h"

G_BEGIN_DECLS

typedef struct
{
  GArray *cells;       /* TessGameCell */
  double  r, g, b;
} Mark;

struct _TessReplayView
{
  GtkWidget parent_instance;

  TessGame    *game;
  TessHistory *history;
  GSignalGroup *history_signals;  /* follows history while active */
  TessGame    *shown;
  gboolean     active;
  guint        position;
  guint        n_positions;
  guint        n_moves;         /* moves of the record replayed */
  guint        n_steps;         /* of the final scoring: positions after n_moves + 1 */
  guint        sight_idle;      /* brings what is explained into sight */
  gboolean     sight_wanted;    /* once the marks are drawn, after the layout */
  gboolean     presenting;      /* to a class: large text, the board fit to the move */
  gboolean     playing;
  double       speed;
  guint        play_timeout;
  gboolean     setting_scale;

  /* What the overlay lights up. */
  GPtrArray   *marks;           /* Mark */
  gboolean     has_placed;
  int          placed_x;
  int          placed_y;
  int          placed_color;
  TessReplayGhost ghost;        /* a follower back at once, for its step */
  TessReplayNote  note;         /* the teacher's note, written and undone */
  GSignalGroup   *game_signals; /* the game's notes, while active */

  /* The presenter's pointer and pen (tess-replay-view-pen.c). */
  gboolean     pen;             /* the mouse draws on the board */
  gboolean     has_pointer;     /* the mouse is over the board, or the arrows moved it */
  double       pointer_x;       /* where, in the board's cells */
  double       pointer_y;
  TessDrawing *ink;             /* drawn on the step shown, not kept; or NULL */
  gboolean     inking;          /* a stroke is being drawn */
  double       ink_x;           /* from there in the board widget */
  double       ink_y;

  GtkEventController *shortcuts;   /* weak: the window owns it */

  TessBoardView   *board;
  GtkDrawingArea  *marks_area;
  GtkWidget       *banner;
  GtkWidget       *bar;
  GtkWidget       *controls;        /* the transport and the actions, in a row or stacked */
  gboolean         bar_stacked;
  guint            bar_idle;
  TessFollowerSwatch *swatch;
  GtkLabel        *title_label;
  GtkLabel        *action_label;
  GtkLabel        *so_far_label;    /* the final scoring's running total */
  GtkLabel        *note_label;
  GtkEntry        *note_entry;
  GtkWidget       *scores_scroller;
  GtkBox          *scores_box;
  GtkScale        *scale;
  GtkAdjustment   *adjustment;
  GtkLabel        *position_label;
  GtkButton       *play_button;
  GtkLabel        *speed_label;
  GtkToggleButton *pen_button;

};

/* tess-replay-view-marks.c: the lights and their drawing. */
void _tess_replay_mark_free           (gpointer        data);
void _tess_replay_view_draw_marks     (GtkDrawingArea *area,
                                       cairo_t        *cr,
                                       int             width,
                                       int             height,
                                       gpointer        user_data);
void _tess_replay_view_add_mark       (TessReplayView      *self,
                                       const TessGameEvent *event);
void _tess_replay_view_add_step_marks (TessReplayView      *self,
                                       const TessGameEvent *event);

/* tess-replay-view-sight.c: keeping what is explained in sight, clear
 * of the card and the controls, once the card has its new size. */
void _tess_replay_view_init_sight     (TessReplayView *self);
void _tess_replay_view_schedule_sight (TessReplayView *self);
void _tess_replay_view_stop_sight     (TessReplayView *self);
void _tess_replay_view_sight_drawn    (TessReplayView *self);

enum {
  TESS_REPLAY_VIEW_SIGNAL_NOTE_WRITTEN,
  TESS_REPLAY_VIEW_N_SIGNALS
};

extern guint _tess_replay_view_signals[TESS_REPLAY_VIEW_N_SIGNALS];

/* tess-replay-view.c: the history's item at a position, NULL at the start. */
TessHistoryItem *_tess_replay_view_item_at (TessReplayView *self,
                                            guint           position);

/* tess-replay-view-notes.c: the teacher's note written in the replay. */
void _tess_replay_view_init_notes (TessReplayView *self);

/* tess-replay-view-pen.c: the presenter's pointer and pen. */
void _tess_replay_view_init_pen   (TessReplayView *self);
void _tess_replay_view_draw_pen   (TessReplayView *self,
                                   cairo_t        *cr);
/* What the pen drew goes with the step shown (unless it was kept). */
void _tess_replay_view_wipe_ink   (TessReplayView *self);
void _tess_replay_view_present_pen (TessReplayView *self);

/* tess-replay-view-bar.c: the controls, whole at any width. */
void _tess_replay_view_init_bar   (TessReplayView *self);
void _tess_replay_view_stop_bar   (TessReplayView *self);
gboolean _tess_replay_view_move_pointer (TessReplayView *self,
                                         int             dx,
                                         int             dy);

G_END_DECLS
