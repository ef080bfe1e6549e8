/* tess-window-replay.c: undo, redo, the replay and play from here
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The replay shows a position of the game played in the window, in its
 * own page of the content stack, without changing the game; the side
 * panel follows the position shown.
 */

#define G_LOG_DOMAIN "tess-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-window-present.h"
#include "tess-window-private.h"

gboolean
_tess_window_replaying (TessWindow *self)
{
  return tess_replay_view_get_active (self->replay_view);
}

/* Undo, redo and the replay's controls, as the game and the replay allow. */
void
_tess_window_update_history_actions (TessWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean active = _tess_window_replaying (self);
  gboolean game = tess_window_get_game (self) != NULL;
  guint position = tess_replay_view_get_position (self->replay_view);
  guint n = tess_replay_view_get_n_positions (self->replay_view);
  double speed = tess_replay_view_get_speed (self->replay_view);
  TessGame *shown = tess_replay_view_get_shown_game (self->replay_view);

  /* A move of an online game is not taken back. */
  gboolean remote = tess_game_session_get_remote (self->session);

  /* In a replay, undo and redo are the notes': the moves stay. */
  gtk_widget_action_set_enabled (widget, "win.undo",
                                 active ? tess_replay_view_can_undo_note (self->replay_view, TRUE)
                                        : game && !remote && tess_game_can_undo (tess_window_get_game (self)));
  gtk_widget_action_set_enabled (widget, "win.redo",
                                 active ? tess_replay_view_can_undo_note (self->replay_view, FALSE)
                                        : game && !remote && tess_game_can_redo (tess_window_get_game (self)));
  gtk_widget_action_set_enabled (widget, "win.replay-note", tess_replay_view_can_write_note (self->replay_view));
  gtk_widget_action_set_enabled (widget, "win.replay-pen", tess_replay_view_get_presenting (self->replay_view));
  gtk_widget_action_set_enabled (widget, "win.replay-keep-drawing",
                                 tess_replay_view_get_presenting (self->replay_view));
  gtk_widget_action_set_enabled (widget, "win.replay-wipe-drawing",
                                 tess_replay_view_get_presenting (self->replay_view));
  gtk_widget_action_set_enabled (widget, "win.replay", game && !active && tess_game_get_n_moves (tess_window_get_game (self)) > 0);
  gtk_widget_action_set_enabled (widget, "win.show-move", game && tess_game_get_n_moves (tess_window_get_game (self)) > 0);
  gtk_widget_action_set_enabled (widget, "win.leave-replay", active);
  gtk_widget_action_set_enabled (widget, "win.replay-first", active && position > 0);
  gtk_widget_action_set_enabled (widget, "win.replay-back", active && position > 0);
  gtk_widget_action_set_enabled (widget, "win.replay-forward", active && position + 1 < n);
  gtk_widget_action_set_enabled (widget, "win.replay-last", active && position + 1 < n);
  gtk_widget_action_set_enabled (widget, "win.replay-play", active && n > 1);
  gtk_widget_action_set_enabled (widget, "win.replay-slower", active && speed < TESS_REPLAY_MAX_SPEED);
  gtk_widget_action_set_enabled (widget, "win.replay-faster", active && speed > TESS_REPLAY_MIN_SPEED);
  gtk_widget_action_set_enabled (widget, "win.play-from-here",
                                 active && shown != NULL &&
                                 tess_game_get_phase (shown) != TESS_GAME_PHASE_GAME_OVER);
  _tess_window_update_lesson_actions (self);
}

/* At the replay's position (the side panel follows the game shown):
 * the move chosen in the history, the subtitle, and what screen readers
 * are told. */
static void
update_replay_panel (TessWindow *self)
{
  TessGame *shown = tess_replay_view_get_shown_game (self->replay_view);
  guint position = tess_replay_view_get_position (self->replay_view);

  if (shown == NULL)
    return;

  /* What the replay's banner shows, for screen readers. */
  {
    g_autofree char *text = tess_replay_view_get_text (self->replay_view);

    tess_announcer_announce (self->announcer, text);
  }

  /* The history follows: the move shown, or at move 0 the start (the top
   * of the list, not the final scoring at its end). */
  if (position > 0)
    /* Every step of the final scoring is the history's final item. */
    tess_history_panel_set_selected (tess_side_panel_get_history_panel (self->side_panel),
                                     MIN (position, tess_game_get_n_moves (tess_window_get_game (self)) + 1) - 1);
  else
    tess_history_panel_show_start (tess_side_panel_get_history_panel (self->side_panel));
  _tess_window_update_history_actions (self);

  {
    guint n_moves = tess_game_get_n_moves (tess_window_get_game (self));
    g_autofree char *subtitle = NULL;

    if (position == 0)
      /* Translators: the window's subtitle in a replay, at its start. */
      subtitle = g_strdup (_("Replay: the start"));
    else if (position > n_moves)
      /* Translators: the window's subtitle in a replay, at its end. */
      subtitle = g_strdup (_("Replay: the final scoring"));
    else
      /* Translators: the window's subtitle in a replay: "Replay: move 12 of 71". */
      subtitle = g_strdup_printf (_("Replay: move %u of %u"), position, n_moves);
    adw_window_title_set_subtitle (self->window_title, subtitle);
  }
}

static void
on_replay_shown_game (TessWindow *self)
{
  if (!_tess_window_replaying (self))
    return;
  tess_side_panel_set_game (self->side_panel, tess_replay_view_get_shown_game (self->replay_view));
  update_replay_panel (self);
}

/* Shows the game's position after @position moves (the final scoring
 * after them all), in the replay: the game itself does not change. */
void
_tess_window_enter_replay (TessWindow *self,
                           guint       position)
{
  g_autoptr(GError) error = NULL;

  if (tess_window_get_game (self) == NULL || tess_game_session_get_history (self->session) == NULL)
    return;
  if (_tess_window_replaying (self))
    {
      tess_replay_view_set_position (self->replay_view, position);
      return;
    }

  _tess_window_cancel_hint (self);
  _tess_window_stop_scoring_show (self);
  tess_announcer_dismiss_game_over (self->announcer);
  /* Nobody plays on while the past is shown. */
  tess_game_session_set_replaying (self->session, TRUE);
  if (!tess_replay_view_start (self->replay_view, tess_window_get_game (self), tess_game_session_get_history (self->session), position, &error))
    {
      tess_game_session_set_replaying (self->session, FALSE);
      _tess_window_show_error (self, _("Could Not Replay the Game"), error->message);
      return;
    }
  tess_side_panel_set_game (self->side_panel, tess_replay_view_get_shown_game (self->replay_view));
  /* Out of the accessibility tree while the game is played: a screen
   * reader would find a second, empty board. */
  gtk_widget_set_visible (GTK_WIDGET (self->replay_view), TRUE);
  gtk_stack_set_visible_child_name (self->content_stack, "replay");
  /* The keys go to the replay, not to the board out of sight; from the
   * history list, the focus stays there to choose on. */
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
    GtkWidget *history = GTK_WIDGET (tess_side_panel_get_history_panel (self->side_panel));

    if (focus == NULL || !gtk_widget_is_ancestor (focus, history))
      gtk_widget_grab_focus (GTK_WIDGET (self->replay_view));
  }
  update_replay_panel (self);
}

/* Leaves the replay, without showing the game again (another follows). */
void
_tess_window_stop_replay (TessWindow *self)
{
  if (!_tess_window_replaying (self))
    return;
  tess_replay_view_stop (self->replay_view);
  gtk_stack_set_visible_child_name (self->content_stack, "game");
  gtk_widget_set_visible (GTK_WIDGET (self->replay_view), FALSE);
  tess_history_panel_set_selected (tess_side_panel_get_history_panel (self->side_panel), GTK_INVALID_LIST_POSITION);
}

/* Back to the game, as it was left. */
static void
leave_replay (TessWindow *self)
{
  if (!_tess_window_replaying (self))
    return;
  _tess_window_set_presenting (self, FALSE);
  _tess_window_stop_replay (self);
  if (tess_window_get_game (self) != NULL)
    {
      tess_side_panel_set_game (self->side_panel, tess_window_get_game (self));
      _tess_window_show_thinking (self);
      _tess_window_update_status (self);
      if (tess_game_get_finished (tess_window_get_game (self)))
        _tess_window_show_game_over_toast (self);
    }
  tess_game_session_set_replaying (self->session, FALSE);
  _tess_window_update_history_actions (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
on_move_selected (TessWindow       *self,
                  guint             position,
                  TessHistoryPanel *panel)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.show-move", "u", position + 1);
}

/* ------------------------------------------------------------ computers held */

/* After an undo the session holds the computer players, so that the
 * position can be looked at and talked about; a toast says so and
 * resumes them (win.resume-computers). After each undo, and when the
 * session holds or releases them. */
void
_tess_window_show_held (TessWindow *self)
{
  gboolean held = tess_game_session_get_computers_held (self->session);
  AdwToast *toast;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.resume-computers", held);
  if (!held)
    {
      tess_announcer_dismiss_toast (self->announcer, "computers-held");
      return;
    }
  if (tess_announcer_has_toast (self->announcer, "computers-held"))
    return;
  toast = adw_toast_new (_("The computer players wait after an undo."));
  adw_toast_set_button_label (toast, _("_Resume"));
  adw_toast_set_action_name (toast, "win.resume-computers");
  adw_toast_set_timeout (toast, 0);
  tess_announcer_add_keyed_toast (self->announcer, "computers-held", toast);
}

static void
resume_computers_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *param)
{
  tess_game_session_release_computers (TESS_WINDOW (widget)->session);
}

/* ------------------------------------------------------------ notes */

/* What a screen reader is told of the note of @move as it is now. */
static void
announce_note (TessWindow *self,
               guint       move,
               gboolean    undone)
{
  const char *note = tess_game_get_note (tess_window_get_game (self), move);
  g_autofree char *text = NULL;

  if (note != NULL && undone)
    /* Translators: said after an undo or redo in the replay: the note on
     * a move as it is again. */
    text = g_strdup_printf (_("Undone: the note on move %u is “%s”."), move, note);
  else if (note != NULL)
    /* Translators: said when a teacher keeps a note written in the replay. */
    text = g_strdup_printf (_("The note on move %u is kept: “%s”."), move, note);
  else
    /* Translators: said after an undo or redo that leaves a move without a note. */
    text = g_strdup_printf (_("Undone: move %u has no note."), move);
  tess_announcer_announce (self->announcer, text);
}

static void
on_note_written (TessWindow     *self,
                 guint           move,
                 TessReplayView *view)
{
  tess_announcer_dismiss_toast (self->announcer, "note-deleted");
  /* A note deleted by mistake is one click from back: the toast says it
   * (spoken too) and offers the undo. */
  if (tess_game_get_note (tess_window_get_game (self), move) == NULL)
    {
      /* Translators: a toast when a teacher deletes the note on a move. */
      g_autofree char *text = g_strdup_printf (_("The note on move %u is deleted."), move);
      AdwToast *toast = adw_toast_new (text);

      adw_toast_set_button_label (toast, _("_Undo"));
      adw_toast_set_action_name (toast, "win.undo");
      tess_announcer_add_keyed_toast (self->announcer, "note-deleted", toast);
    }
  else
    announce_note (self, move, FALSE);
  _tess_window_update_history_actions (self);
}

static void
undo_note (TessWindow *self,
           gboolean    undo)
{
  guint move = tess_replay_view_undo_note (self->replay_view, undo);

  tess_announcer_dismiss_toast (self->announcer, "note-deleted");
  if (move > 0)
    announce_note (self, move, TRUE);
  _tess_window_update_history_actions (self);
}

static void
replay_note_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);

  if (_tess_window_replaying (self))
    tess_replay_view_write_note (self->replay_view);
}

/* Takes back the last move, or plays again the last one taken back. */
static void
undo_or_redo (TessWindow *self,
              gboolean    undo)
{
  g_autoptr(GError) error = NULL;
  GListModel *history = G_LIST_MODEL (tess_game_session_get_history (self->session));
  gboolean done;
  guint n_before;

  if (_tess_window_replaying (self))
    {
      undo_note (self, undo);
      return;
    }
  if (tess_window_get_game (self) == NULL)
    return;
  _tess_window_cancel_hint (self);
  _tess_window_stop_scoring_show (self);
  /* What an undo takes back is said, before what follows from it (the
   * computer players waiting): the board alone would not tell. */
  n_before = tess_game_get_n_moves (tess_window_get_game (self));
  if (undo && tess_game_can_undo (tess_window_get_game (self)) && n_before > 0 &&
      n_before <= g_list_model_get_n_items (history))
    {
      g_autoptr(TessHistoryItem) item = g_list_model_get_item (history, n_before - 1);
      /* Translators: said after an undo, then the move taken back as the
       * history tells it: "Undone: Ana places a city cap…" */
      g_autofree char *text = g_strdup_printf (_("Undone: %s"), tess_history_item_get_description (item));

      tess_announcer_announce (self->announcer, text);
    }
  done = undo ? tess_game_session_undo (self->session, &error) : tess_game_session_redo (self->session, &error);
  /* Told again after each undo, if the toast was dismissed. */
  _tess_window_show_held (self);
  if (!done && error != NULL)
    _tess_window_show_error (self, undo ? _("Could Not Undo") : _("Could Not Redo"), error->message);
  _tess_window_update_history_actions (self);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  undo_or_redo (TESS_WINDOW (widget), TRUE);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  undo_or_redo (TESS_WINDOW (widget), FALSE);
}

static void
replay_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  _tess_window_enter_replay (TESS_WINDOW (widget), 0);
}

static void
show_move_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  _tess_window_enter_replay (TESS_WINDOW (widget), g_variant_get_uint32 (param));
}

static void
leave_replay_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  /* Escape while presenting leaves the presentation, not the replay. */
  if (_tess_window_get_presenting (TESS_WINDOW (widget)))
    _tess_window_set_presenting (TESS_WINDOW (widget), FALSE);
  else
    leave_replay (TESS_WINDOW (widget));
}

/* The replay's controls: each does nothing outside a replay. The
 * enabled actions follow the view's notifications. */
static TessReplayView *
replay_view_of (GtkWidget *widget)
{
  TessWindow *self = TESS_WINDOW (widget);

  return _tess_window_replaying (self) ? self->replay_view : NULL;
}

static void
replay_first_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  TessReplayView *view = replay_view_of (widget);

  if (view != NULL)
    tess_replay_view_set_position (view, 0);
}

static void
replay_back_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  TessReplayView *view = replay_view_of (widget);

  if (view != NULL)
    tess_replay_view_step (view, -1);
}

static void
replay_forward_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  TessReplayView *view = replay_view_of (widget);

  if (view != NULL)
    tess_replay_view_step (view, 1);
}

static void
replay_last_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  TessReplayView *view = replay_view_of (widget);

  if (view != NULL)
    tess_replay_view_set_position (view, tess_replay_view_get_n_positions (view) - 1);
}

static void
replay_play_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  TessReplayView *view = replay_view_of (widget);

  if (view != NULL)
    tess_replay_view_set_playing (view, !tess_replay_view_get_playing (view));
}

static void
replay_slower_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  TessReplayView *view = replay_view_of (widget);

  if (view != NULL)
    tess_replay_view_change_speed (view, FALSE);
}

static void
replay_faster_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  TessReplayView *view = replay_view_of (widget);

  if (view != NULL)
    tess_replay_view_change_speed (view, TRUE);
}

/* A new game from the position shown: the record cut there, same seed,
 * same tiles to come; what was played after stays to be redone. */
static void
play_from_here_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) copy = NULL;
  g_autoptr(TessGame) game = NULL;
  g_autofree char *text = NULL;
  guint moves;

  if (!_tess_window_replaying (self) || tess_window_get_game (self) == NULL)
    return;
  moves = tess_replay_view_get_n_moves (self->replay_view);
  copy = tess_record_copy (tess_game_get_record (tess_window_get_game (self)));
  game = tess_game_new_from_record (copy, &error);
  if (game == NULL || !tess_game_play_from (game, moves, &error))
    {
      _tess_window_show_error (self, _("Could Not Play from Here"), error->message);
      return;
    }
  tess_window_set_game (self, game, NULL);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  /* Translators: after "Play from Here" in a replay; %u is a move number. */
  text = g_strdup_printf (_("A new game from move %u, with the same tiles to come"), moves);
  tess_announcer_show_toast (self->announcer, text);
}


void
_tess_window_class_replay_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.resume-computers", NULL, resume_computers_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.replay", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "win.show-move", "u", show_move_action);
  gtk_widget_class_install_action (widget_class, "win.leave-replay", NULL, leave_replay_action);
  gtk_widget_class_install_action (widget_class, "win.replay-first", NULL, replay_first_action);
  gtk_widget_class_install_action (widget_class, "win.replay-back", NULL, replay_back_action);
  gtk_widget_class_install_action (widget_class, "win.replay-forward", NULL, replay_forward_action);
  gtk_widget_class_install_action (widget_class, "win.replay-last", NULL, replay_last_action);
  gtk_widget_class_install_action (widget_class, "win.replay-play", NULL, replay_play_action);
  gtk_widget_class_install_action (widget_class, "win.replay-slower", NULL, replay_slower_action);
  gtk_widget_class_install_action (widget_class, "win.replay-faster", NULL, replay_faster_action);
  gtk_widget_class_install_action (widget_class, "win.play-from-here", NULL, play_from_here_action);
  gtk_widget_class_install_action (widget_class, "win.replay-note", NULL, replay_note_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "win.replay", NULL);
  _tess_window_class_present_init (widget_class);
}

/* The history and the replay: a move chosen is shown as it was; the
 * replay's keys work wherever the focus is, while it is on. */
void
_tess_window_replay_init (TessWindow *self)
{
  g_signal_connect_object (tess_side_panel_get_history_panel (self->side_panel), "move-selected",
                           G_CALLBACK (on_move_selected), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->replay_view, "notify::position", G_CALLBACK (update_replay_panel), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->replay_view, "notify::n-positions", G_CALLBACK (on_replay_shown_game), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->replay_view, "notify::playing", G_CALLBACK (_tess_window_update_history_actions),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->replay_view, "notify::speed", G_CALLBACK (_tess_window_update_history_actions),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->replay_view, "note-written", G_CALLBACK (on_note_written), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), tess_replay_view_get_shortcuts (self->replay_view));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.resume-computers", FALSE);
}
