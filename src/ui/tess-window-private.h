/* tess-window-private.h: the game window's insides, shared by its files
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window is one GObject written in several files, one topic each:
 *
 *   tess-window.c          the GObject, its template, setting the game,
 *                          the side panel and the status of the turn
 *   tess-window-actions.c  the game's win.* actions and update_actions
 *   tess-window-files.c    open, save, save as, the autosave and its offer
 *   tess-window-replay.c   undo, redo, the replay and play from here
 *   tess-window-scoring.c  toasts, the final scoring's show, the summary
 *   tess-window-hint.c     the suggested move
 *
 * Functions shared between them start with an underscore. The tests
 * look inside through the tess_window_get_*() below.
 */

#pragma once

#include "tess-ai-player.h"
#include "tess-autosave.h"
#include "tess-board-view.h"
#include "tess-hint-layer.h"
#include "tess-lesson-bar.h"
#include "tess-history.h"
#include "tess-history-panel.h"
#include "tess-replay-view.h"
#include "tess-score-track.h"
#include "tess-window.h"

G_BEGIN_DECLS

struct _TessWindow
{
  AdwApplicationWindow parent_instance;

  GSettings    *settings;
  TessGame     *game;
  GFile        *file;
  TessHistory  *history;
  TessAiPlayer *ai_player;

  /* What the window follows of the game and of its computer players:
   * set to the game in tess_window_set_game(), to nothing when it goes. */
  GSignalGroup *game_signals;
  GSignalGroup *ai_signals;

  /* Where the game is kept after every move; NULL when it is not. */
  gboolean      autosave_enabled;
  TessAutosave *autosave;
  gboolean      autosave_failing;
  /* Opening a file and reading the autosave: cancelled when the window goes. */
  GCancellable *io_cancellable;

  /* Template widgets. */
  AdwWindowTitle   *window_title;
  AdwToastOverlay  *toast_overlay;
  AdwFlap          *flap;
  TessBoardView    *board;
  TessHintLayer    *hint_layer;
  GtkWidget        *hand_card;
  GtkLabel         *hand_label;
  GtkBox           *hand_box;
  GtkWidget        *rotate_box;
  GtkLabel         *hand_hint;
  GtkWidget        *follower_bar;
  GtkLabel         *follower_label;
  GtkLabel         *info_label;
  GtkWidget        *zoom_buttons;
  GtkListBox       *players_list;
  GtkWidget        *rules_box;
  GtkLabel         *rules_label;
  TessScoreTrack   *score_track;
  GtkLabel         *tiles_left_label;
  GtkFlowBox       *remaining_box;
  TessHistoryPanel *history_panel;
  GtkStack         *content_stack;
  TessReplayView   *replay_view;
  GtkStack         *hint_stack;
  GtkSpinner       *hint_spinner;

  GCancellable *hint_cancellable;

  GPtrArray *player_rows;        /* TessPlayerRow, by seat */
  GPtrArray *remaining_labels;   /* GtkLabel, by tile type */
  GPtrArray *remaining_children; /* GtkFlowBoxChild, by tile type */
  int        hand_shown[3];      /* tile types in hand_box, -1 */

  /* Scorings of the move being played, shown as one toast. */
  GString *pending_toast;
  guint    toast_idle;

  /* The final scoring, shown category by category. */
  guint    final_step;
  guint    final_timeout;

  /* What happened, for screen readers: the status label, the moves
   * already told and whether the end of the game was. */
  GtkLabel *status_label;
  guint     announce_idle;
  guint     toast_name_idle;
  guint     n_toasts;         /* toasts shown or queued */
  guint     announced_moves;
  gboolean  announced_end;

  GtkWindow *summary;
  GtkWindow *dialog;

  /* Learn to Play (tess-window-lessons.c): the lesson shown, NULL when
   * none, and the game it replaced. */
  TessLessonBar *lesson_bar;
  TessLesson    *lesson;
  TessGame      *lesson_saved_game;
  GFile         *lesson_saved_file;
  gboolean       lesson_saved_autosave;
  gboolean       setting_lesson_game;
  AdwToast      *lessons_toast;   /* the first start's offer (weak) */

  /* "This game is over.", while it is shown: never over the replay's bar. */
  AdwToast      *game_over_toast;
  GPtrArray     *game_toasts;     /* the game's toasts, shown or queued (borrowed) */

  /* After an undo the computer players wait (tess-window-replay.c) until
   * win.resume-computers or a move played after it (not redone). */
  gboolean       computers_held;
  gboolean       stepping;        /* in an undo or redo */
  guint          held_at;
  AdwToast      *held_toast;
};

/* tess-window.c */
gboolean  _tess_window_turn_is_local     (TessWindow   *self);
void      _tess_window_update_status     (TessWindow   *self);
void      _tess_window_update_hand       (TessWindow   *self);
void      _tess_window_update_panel      (TessWindow   *self,
                                          TessGame     *game);
void      _tess_window_set_panel_game    (TessWindow   *self,
                                          TessGame     *game);
void      _tess_window_show_thinking     (TessWindow   *self);
void      _tess_window_show_error        (TessWindow   *self,
                                          const char   *heading,
                                          const char   *body);
void      _tess_window_track_dialog      (TessWindow   *self,
                                          GtkWidget    *dialog);
int       _tess_window_get_hand_index    (TessWindow   *self);
void      _tess_window_set_hand_index    (TessWindow   *self,
                                          int           index);

/* tess-window-actions.c */
void      _tess_window_class_actions_init (GtkWidgetClass *widget_class);
void      _tess_window_update_actions    (TessWindow   *self);

/* tess-window-files.c */
void      _tess_window_open              (TessWindow   *self);
void      _tess_window_save              (TessWindow   *self);
void      _tess_window_save_as           (TessWindow   *self);
void      _tess_window_autosave_game     (TessWindow   *self);

/* tess-window-replay.c */
void      _tess_window_class_replay_init (GtkWidgetClass *widget_class);
void      _tess_window_replay_init       (TessWindow   *self);
gboolean  _tess_window_replaying         (TessWindow   *self);
void      _tess_window_enter_replay      (TessWindow   *self,
                                          guint         position);
void      _tess_window_stop_replay       (TessWindow   *self);
void      _tess_window_update_history_actions (TessWindow *self);
void      _tess_window_release_computers (TessWindow   *self);

/* tess-window-scoring.c */
void      _tess_window_show_toast        (TessWindow   *self,
                                          const char   *text);
void      _tess_window_add_toast         (TessWindow   *self,
                                          AdwToast     *toast);
void      _tess_window_add_spoken_toast  (TessWindow   *self,
                                          AdwToast     *toast);
void      _tess_window_announce          (TessWindow   *self,
                                          const char   *text);
void      _tess_window_reset_announcements (TessWindow *self);
void      _tess_window_queue_announcement (TessWindow  *self);
void      _tess_window_present_summary   (TessWindow   *self);
void      _tess_window_show_game_over_toast (TessWindow *self);
void      _tess_window_dismiss_game_toasts (TessWindow *self);
void      _tess_window_dismiss_game_over_toast (TessWindow *self);
void      _tess_window_stop_scoring_show (TessWindow   *self);
void      _tess_window_on_feature_scored (TessWindow   *self,
                                          TessGameEvent *event,
                                          TessGame     *game);
void      _tess_window_on_tile_discarded (TessWindow   *self,
                                          int           player,
                                          int           type,
                                          TessGame     *game);
void      _tess_window_on_game_over      (TessWindow   *self,
                                          TessGame     *game);

/* tess-window-hint.c */
void      _tess_window_hint              (TessWindow   *self);
void      _tess_window_cancel_hint       (TessWindow   *self);
void      _tess_window_on_tile_placed    (TessWindow   *self,
                                          int           x,
                                          int           y,
                                          int           rot,
                                          TessGame     *game);

/* tess-window-lessons.c */
void      _tess_window_class_lessons_init (GtkWidgetClass *widget_class);
void      _tess_window_lessons_init      (TessWindow   *self);
void      _tess_window_lessons_dispose   (TessWindow   *self);
gboolean  _tess_window_in_lesson         (TessWindow   *self);
gboolean  _tess_window_lesson_allows_move (TessWindow  *self);
void      _tess_window_update_lesson_actions (TessWindow *self);
void      _tess_window_leave_lesson_for_game (TessWindow *self);

/* For the tests. */
TessBoardView    *tess_window_get_board         (TessWindow *self);
GtkWindow        *tess_window_get_summary       (TessWindow *self);
GtkWindow        *tess_window_get_dialog        (TessWindow *self);
GFile            *tess_window_get_file          (TessWindow *self);
void              tess_window_set_autosave      (TessWindow *self,
                                                 gboolean    autosave);
TessAutosave     *tess_window_get_autosave      (TessWindow *self);
gboolean          tess_window_save_file         (TessWindow *self,
                                                 GFile      *file);
TessAiPlayer     *tess_window_get_ai_player     (TessWindow *self);
TessHintLayer    *tess_window_get_hint_layer    (TessWindow *self);
TessReplayView   *tess_window_get_replay_view   (TessWindow *self);
TessHistoryPanel *tess_window_get_history_panel (TessWindow *self);
TessLessonBar    *tess_window_get_lesson_bar    (TessWindow *self);
AdwToast         *tess_window_get_game_over_toast (TessWindow *self);
GtkLabel         *tess_window_get_status_label  (TessWindow *self);

G_END_DECLS
