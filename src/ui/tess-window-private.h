/* tess-window-private.h: the game window's insides, shared by its files
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window is one GObject written in several files, one topic each:
 *
 *   tess-window.c          the GObject, its template, setting the session,
 *                          the status of the turn (the side panel and the
 *                          hand are TessSidePanel and TessHandCard)
 *   tess-window-actions.c  the game's win.* actions and update_actions
 *   tess-window-files.c    open, save, save as, the autosave's offer and
 *                          its failures
 *   tess-window-replay.c   undo, redo, the replay and play from here
 *   tess-window-scoring.c  messages, the final scoring's show, the summary
 *                          (toasts and what screen readers are told are
 *                          the window's TessAnnouncer's)
 *   tess-window-hint.c     the suggested move
 *   tess-window-lessons.c  Learn to Play: the lesson's card over the board
 *                          (the lesson itself is the session's)
 *   tess-window-present.c  presenting a replay to a class (F5), with its
 *                          own header, tess-window-present.h
 *   tess-window-handout.c  the replay's Print Handout, with its own
 *                          header, tess-window-handout.h
 *   tess-window-online.c   an online game: its seats, turn and chat
 *   tess-window-online-start.c  Play Online…: the account, invite or wait
 *   tess-window-reconnect.c  an online game's dropped connection, tried again
 *
 * Functions shared between them start with an underscore. The tests
 * read the template children below, and the two windows a window opens
 * through the tess_window_get_*() at the end.
 */

#pragma once

#include "tess-account.h"
#include "tess-announcer.h"
#include "tess-game-session.h"
#include "tess-board-view.h"
#include "tess-hand-card.h"
#include "tess-hint-layer.h"
#include "tess-lesson-bar.h"
#include "tess-history.h"
#include "tess-history-panel.h"
#include "tess-replay-view.h"
#include "tess-side-panel.h"
#include "tess-window.h"

G_BEGIN_DECLS

struct _TessWindow
{
  AdwApplicationWindow parent_instance;

  GSettings       *settings;
  /* What the window shows: the game, its file, autosave, seats and
   * lesson (tess_window_set_session()). */
  TessGameSession *session;

  /* What the window follows of the session, of its game and of its
   * computer players: one set_target (or set_source) attaches and
   * detaches each. */
  GSignalGroup  *session_signals;
  GBindingGroup *session_bindings;
  GSignalGroup  *game_signals;
  GSignalGroup  *ai_signals;

  /* Opening a file and reading the autosave: cancelled when the window goes. */
  GCancellable *io_cancellable;
  guint n_opening;            /* files being opened: the last one asked wins */
  /* A new game whose tile sets are read in a worker thread; the games
   * the window showed so far, to drop that game once another came. */
  GCancellable *start_cancellable;
  guint n_games;

  /* Template widgets. */
  AdwWindowTitle   *window_title;
  TessBoardView    *board;
  TessHintLayer    *hint_layer;
  TessHandCard     *hand_card;
  GtkWidget        *follower_bar;
  GtkLabel         *follower_label;
  GtkWidget        *builder_button;
  GtkWidget        *pig_button;
  gboolean          syncing_figures;  /* the buttons set from the board's choice */
  /* tess-window-goods.c: the goods a move took, flying to its player. */
  GtkWidget        *goods_flight;
  guint             flight_tick;
  gint64            flight_start;
  double            flight_from[2];
  double            flight_to[2];
  int               flight_goods[4];
  int               flight_taker;
  TessSidePanel    *side_panel;
  GtkStack         *content_stack;
  TessReplayView   *replay_view;
  GtkStack         *hint_stack;
  GtkSpinner       *hint_spinner;

  GCancellable *hint_cancellable;

  /* Toasts, and what screen readers are told (the template's
   * toast_overlay, status_label and zoom_buttons are its). */
  TessAnnouncer *announcer;

  /* The final scoring, shown category by category. */
  guint    final_step;
  guint    final_event;
  guint    final_timeout;

  GtkWindow *summary;
  GtkWindow *dialog;

  /* Learn to Play (tess-window-lessons.c): the lesson's card (the
   * lesson itself is the session's). */
  TessLessonBar *lesson_bar;

  /* The online game played (tess-window-online.c), what the window
   * follows of it, and its panel beside the history. */
  TessOnlineGame *online;
  GSignalGroup   *online_signals;
  GtkWidget      *online_panel;
};

/* tess-window.c */
gboolean  _tess_window_turn_is_local     (TessWindow   *self);
void      _tess_window_update_status     (TessWindow   *self);
/* tess-window-figures.c: the follower bar and its figures' buttons. */
void      _tess_window_update_follower_bar (TessWindow *self);
void      _tess_window_figures_init      (TessWindow   *self);
/* tess-window-goods.c: the goods a move took fly to its player's row. */
void      _tess_window_goods_init        (TessWindow   *self,
                                          GtkWidget    *overlay);
void      _tess_window_goods_note_mover  (TessWindow   *self,
                                          int           player);
void      _tess_window_fly_goods         (TessWindow   *self);
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
guint     _tess_window_get_n_action_updates (void);
void      _tess_window_reset_n_action_updates (void);

/* tess-window-files.c */
void      _tess_window_open              (TessWindow   *self);
void      _tess_window_save              (TessWindow   *self);
void      _tess_window_save_as           (TessWindow   *self);
void      _tess_window_cancel_reading    (TessWindow   *self);
gboolean  _tess_window_get_starting      (TessWindow   *self);
void      _tess_window_show_autosave_error (TessWindow *self);

/* tess-window-replay.c */
void      _tess_window_class_replay_init (GtkWidgetClass *widget_class);
void      _tess_window_replay_init       (TessWindow   *self);
gboolean  _tess_window_replaying         (TessWindow   *self);
void      _tess_window_enter_replay      (TessWindow   *self,
                                          guint         position);
void      _tess_window_stop_replay       (TessWindow   *self);
void      _tess_window_update_history_actions (TessWindow *self);
void      _tess_window_show_held         (TessWindow   *self);

/* tess-window-scoring.c */
void      _tess_window_present_summary   (TessWindow   *self);
void      _tess_window_show_game_over_toast (TessWindow *self);
void      _tess_window_stop_scoring_show (TessWindow   *self);
void      _tess_window_on_feature_scored (TessWindow   *self,
                                          TessGameEvent *event,
                                          TessGame     *game);
void      _tess_window_on_tile_discarded (TessWindow   *self,
                                          int           player,
                                          int           type,
                                          TessGame     *game);
void      _tess_window_on_turn_passed    (TessWindow   *self,
                                          const char   *sentences,
                                          TessGame     *game);
void      _tess_window_on_game_over      (TessWindow   *self,
                                          TessGame     *game);

/* tess-window-hint.c */
void      _tess_window_hint              (TessWindow   *self);
void      _tess_window_cancel_hint       (TessWindow   *self);
void      _tess_window_select_hint_spot  (TessWindow   *self);
void      _tess_window_on_tile_placed    (TessWindow   *self,
                                          int           x,
                                          int           y,
                                          int           rot,
                                          TessGame     *game);

/* tess-window-lessons.c */
void      _tess_window_class_lessons_init (GtkWidgetClass *widget_class);
void      _tess_window_lessons_init      (TessWindow   *self);
gboolean  _tess_window_in_lesson         (TessWindow   *self);
gboolean  _tess_window_lesson_allows_move (TessWindow  *self);
gboolean  _tess_window_lesson_refuse     (TessWindow   *self,
                                          const char   *message);
void      _tess_window_update_lesson_actions (TessWindow *self);
void      _tess_window_show_lesson_ended (TessWindow   *self);

/* tess-window-online.c */
void      _tess_window_online_init       (TessWindow   *self);
gboolean  _tess_window_online_keep_running (TessWindow *self);

/* tess-window-background.c */
void      _tess_window_request_background (TessWindow  *self);
void      _tess_window_resign_action     (GtkWidget    *widget,
                                          const char   *action_name,
                                          GVariant     *param);
void      _tess_window_stop_online       (TessWindow   *self);
void      _tess_window_online_session_game (TessWindow *self);

/* tess-window-reconnect.c */
gboolean  _tess_window_online_connection_lost (TessWindow *self);
void      _tess_window_online_stop_reconnecting (TessWindow *self);

/* tess-window-online-start.c */
char    **_tess_window_split_addresses   (const char   *text,
                                          char        **bad);
void      _tess_window_play_online_action (GtkWidget  *widget,
                                           const char *action_name,
                                           GVariant   *param);
TessAccount *_tess_window_online_account (TessWindow  *self);
void         _tess_window_online_header_async  (TessWindow          *self,
                                                GCancellable        *cancellable,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
JsonObject  *_tess_window_online_header_finish (TessWindow          *self,
                                                GAsyncResult        *result,
                                                GError             **error);

/* tess-window-online-games.c */
void      _tess_window_show_online_games (TessWindow     *self,
                                          TessXmppClient *client);
void      _tess_window_online_games_action (GtkWidget  *widget,
                                            const char *action_name,
                                            GVariant   *param);

/* For the tests. */
GtkWindow        *tess_window_get_summary       (TessWindow *self);
GtkWindow        *tess_window_get_dialog        (TessWindow *self);
void              tess_window_save_file         (TessWindow          *self,
                                                 GFile               *file,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);
gboolean          tess_window_save_file_finish  (TessWindow          *self,
                                                 GAsyncResult        *result,
                                                 GError             **error);

G_END_DECLS
