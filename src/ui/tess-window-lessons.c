/* tess-window-lessons.c: Learn to Play, the lessons in the window
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A lesson is played on the window's own board: its game (a prepared
 * position, tess-lesson.h) replaces the window's game, which comes back
 * when the lessons end. The learner makes one move; the board lights
 * what scored and the history tells the arithmetic, as in any game, and
 * the lesson's card says whether it was the lesson's move and why not.
 * A wrong move is taken back with undo (never further back than the
 * lesson's start). The lesson, the game it put aside and the autosave
 * that waits meanwhile are the session's (tess-game-session.h). Lessons
 * done are remembered in the setting "completed-lessons".
 */

#define G_LOG_DOMAIN "tess-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-lesson-picker.h"
#include "tess-window-private.h"

gboolean
_tess_window_in_lesson (TessWindow *self)
{
  return tess_game_session_get_lesson (self->session) != NULL;
}

/* The learner may play: a lesson waits for its move. */
gboolean
_tess_window_lesson_allows_move (TessWindow *self)
{
  return tess_game_session_lesson_allows_move (self->session);
}

static void
remember_done (TessWindow *self)
{
  g_auto(GStrv) done = g_settings_get_strv (self->settings, "completed-lessons");
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) updated = NULL;
  const char *id = tess_lesson_get_id (tess_game_session_get_lesson (self->session));

  if (g_strv_contains ((const char * const *) done, id))
    return;
  builder = g_strv_builder_new ();
  g_strv_builder_addv (builder, (const char **) done);
  g_strv_builder_add (builder, id);
  updated = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "completed-lessons", (const char * const *) updated);
}

/* Enables the lessons' actions and keeps undo within the lesson. */
void
_tess_window_update_lesson_actions (TessWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean active = tess_game_session_get_lesson (self->session) != NULL;
  guint index = active ? tess_lesson_get_index (tess_game_session_get_lesson (self->session)) : 0;

  gtk_widget_action_set_enabled (widget, "win.lesson-previous", active && index > 0);
  gtk_widget_action_set_enabled (widget, "win.lesson-next", active && index + 1 < tess_lesson_get_n_lessons ());
  gtk_widget_action_set_enabled (widget, "win.lesson-restart", active);
  gtk_widget_action_set_enabled (widget, "win.lesson-quit", active);
  /* The learner may try a tile the wrong way round, and learn why not. */
  tess_board_view_set_keep_turn (self->board, active);
  if (active && tess_window_get_game (self) != NULL)
    {
      gboolean played = tess_game_get_n_moves (tess_window_get_game (self)) > tess_lesson_get_setup (tess_game_session_get_lesson (self->session));

      gtk_widget_action_set_enabled (widget, "win.undo", played && !_tess_window_replaying (self));
      /* Redo would show the lesson's answer, or the move taken back:
       * the learner finds the move. */
      gtk_widget_action_set_enabled (widget, "win.redo", FALSE);
    }
}

/* After each move and undo: judge the learner's move. */
/* ------------------------------------------------------------ the answer */

/* The learner's wrong or refused tries at this lesson, as the board
 * game arena's tutorials count them: after two, the answer is shown. */
#define TRIES_KEY "tess-lesson-tries"
#define ANSWER_AFTER_TRIES 2

static guint
lesson_tries (TessWindow *self)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (self), TRIES_KEY));
}

static void
set_lesson_tries (TessWindow *self,
                  guint       tries)
{
  g_object_set_data (G_OBJECT (self), TRIES_KEY, GUINT_TO_POINTER (tries));
}

/* The lesson's answer drawn on the board as a hint is: the tile ghosted
 * at its cell, turned its way, its follower's spot ringed; the cursor
 * on it, so that Return places it. Only at the lesson's position. */
static void
show_answer (TessWindow *self)
{
  TessLesson *lesson = tess_game_session_get_lesson (self->session);
  TessGame *game = tess_window_get_game (self);
  const TessRecordMove *answer;
  TessAiChoice choice = { 0 };
  const char *said;

  if (lesson == NULL || game == NULL || lesson_tries (self) < ANSWER_AFTER_TRIES ||
      tess_game_get_phase (game) != TESS_GAME_PHASE_PLACE_TILE ||
      tess_game_get_n_moves (game) != tess_lesson_get_setup (lesson))
    return;
  answer = tess_lesson_get_answer (lesson);
  choice.player = tess_game_get_current_player (game);
  choice.n_moves = tess_game_get_n_moves (game);
  choice.type = tess_game_get_tile (game);
  choice.x = answer->x;
  choice.y = answer->y;
  choice.rot = answer->rot;
  choice.feature = tess_lesson_get_answer_feature (lesson, game);
  choice.follower_on = -1;
  choice.completes = -1;
  choice.extends = -1;
  tess_hint_layer_show (self->hint_layer, &choice);
  tess_board_view_set_rotation (self->board, choice.rot);
  tess_board_view_set_cursor (self->board, choice.x, choice.y);
  said = choice.feature >= 0
         ? _("Here is the answer, drawn faintly on the board: the tile turned as it must "
             "lie, and the ring where its follower goes. Place it there.")
         : _("Here is the answer, drawn faintly on the board: the tile turned as it must "
             "lie. Place it there.");
  /* On the lesson's card too, after why the try was refused: where the
   * learner reads. */
  if (tess_lesson_bar_get_result (self->lesson_bar) == TESS_LESSON_RESULT_ILLEGAL)
    {
      g_autofree char *text = g_strconcat (tess_lesson_bar_get_result_text (self->lesson_bar), " ", said, NULL);

      tess_lesson_bar_set_result (self->lesson_bar, TESS_LESSON_RESULT_ILLEGAL, text);
    }
  tess_announcer_announce (self->announcer, said);
}

gboolean
tess_window_get_lesson_answer_shown (TessWindow *self)
{
  const TessAiChoice *choice;

  g_return_val_if_fail (TESS_IS_WINDOW (self), FALSE);

  choice = tess_hint_layer_get_choice (self->hint_layer);
  return _tess_window_in_lesson (self) && choice != NULL && lesson_tries (self) >= ANSWER_AFTER_TRIES;
}

static void
on_lesson_moves (TessWindow *self)
{
  g_autofree char *text = NULL;
  TessLessonResult result, before;

  if (tess_game_session_get_lesson (self->session) == NULL || tess_window_get_game (self) == NULL)
    return;
  before = tess_lesson_bar_get_result (self->lesson_bar);
  result = tess_lesson_check (tess_game_session_get_lesson (self->session), tess_window_get_game (self), &text);
  tess_lesson_bar_set_result (self->lesson_bar, result, text);
  if (result == TESS_LESSON_RESULT_DONE)
    remember_done (self);
  if (result == TESS_LESSON_RESULT_WRONG && before != TESS_LESSON_RESULT_WRONG)
    set_lesson_tries (self, lesson_tries (self) + 1);
  _tess_window_update_actions (self);
  _tess_window_update_history_actions (self);
  _tess_window_update_status (self);
  /* The keyboard goes where the learner goes on: the card's button after
   * the move, the board again once it is taken back. */
  if (result != TESS_LESSON_RESULT_WAITING)
    tess_lesson_bar_focus_next (self->lesson_bar);
  else if (before != TESS_LESSON_RESULT_WAITING)
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  /* Taken back after the second wrong try: the answer. */
  if (result == TESS_LESSON_RESULT_WAITING && before != TESS_LESSON_RESULT_WAITING)
    show_answer (self);
}

/**
 * tess_window_start_lesson:
 * @index: the lesson's place in the list
 *
 * Opens a lesson on the window's board; the game played before comes
 * back when the lessons end.
 *
 * Returns: %FALSE with @error set when the lesson cannot be read
 */
gboolean
tess_window_start_lesson (TessWindow  *self,
                          guint        index,
                          GError     **error)
{
  g_autoptr(TessLesson) lesson = NULL;
  g_autoptr(TessGame) game = NULL;

  g_return_val_if_fail (TESS_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (index < tess_lesson_get_n_lessons (), FALSE);

  lesson = tess_lesson_load (tess_lesson_get_nth_id (index), error);
  if (lesson == NULL)
    return FALSE;
  game = tess_lesson_new_game (lesson, error);
  if (game == NULL)
    return FALSE;

  if (_tess_window_replaying (self))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.leave-replay", NULL);
  _tess_window_stop_scoring_show (self);
  tess_announcer_dismiss_toast (self->announcer, "lessons-offer");
  /* The game played so far waits in the session, and nothing of the
   * lessons goes into the autosave. */
  tess_game_session_start_lesson (self->session, lesson, game);
  adw_window_title_set_subtitle (self->window_title, NULL);
  tess_lesson_bar_set_lesson (self->lesson_bar, lesson);
  set_lesson_tries (self, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->lesson_bar), TRUE);
  on_lesson_moves (self);
  _tess_window_update_lesson_actions (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  /* The board had the focus already: what the lesson asks is said. */
  {
    g_autofree char *text = NULL;

    /* Translators: the heading of a lesson: "Lesson 2 of 8: Roads and Thieves". */
    text = g_strdup_printf (_("Lesson %1$u of %2$u: %3$s"), index + 1, tess_lesson_get_n_lessons (),
                            tess_lesson_get_title (lesson));
    tess_announcer_announce (self->announcer, text);
    tess_announcer_announce (self->announcer, tess_lesson_get_caption (lesson));
  }
  return TRUE;
}

/* Another game came into the window: when it is not a lesson's (a new
 * game, a file), the lessons have ended and their card goes. */
void
_tess_window_show_lesson_ended (TessWindow *self)
{
  if (tess_game_session_get_lesson (self->session) != NULL
      || !gtk_widget_get_visible (GTK_WIDGET (self->lesson_bar)))
    return;
  gtk_widget_set_visible (GTK_WIDGET (self->lesson_bar), FALSE);
  _tess_window_update_lesson_actions (self);
}

/**
 * tess_window_stop_lessons:
 *
 * Ends the lessons: the game played before them comes back.
 */
void
tess_window_stop_lessons (TessWindow *self)
{
  g_return_if_fail (TESS_IS_WINDOW (self));

  if (tess_game_session_get_lesson (self->session) == NULL)
    return;
  _tess_window_stop_scoring_show (self);
  if (!tess_game_session_stop_lesson (self->session))
    {
      g_autoptr(GError) error = NULL;

      if (!tess_window_start_game (self, &error))
        g_warning ("Could not start a game: %s", error->message);
    }
  _tess_window_show_lesson_ended (self);
  _tess_window_update_lesson_actions (self);
  _tess_window_update_actions (self);
  _tess_window_update_history_actions (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* The lesson that comes first: the first not yet done. */
static guint
first_lesson_to_do (TessWindow *self)
{
  g_auto(GStrv) done = g_settings_get_strv (self->settings, "completed-lessons");

  for (guint i = 0; i < tess_lesson_get_n_lessons (); i++)
    if (!g_strv_contains ((const char * const *) done, tess_lesson_get_nth_id (i)))
      return i;
  return 0;
}

static void
open_lesson (TessWindow *self,
             guint       index)
{
  g_autoptr(GError) error = NULL;

  if (!tess_window_start_lesson (self, index, &error))
    _tess_window_show_error (self, _("Could Not Open the Lesson"), error->message);
}

static void
learn_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);

  open_lesson (self, tess_game_session_get_lesson (self->session) != NULL ? tess_lesson_get_index (tess_game_session_get_lesson (self->session)) : first_lesson_to_do (self));
}

static void
lesson_step_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  guint index;

  if (tess_game_session_get_lesson (self->session) == NULL)
    return;
  index = tess_lesson_get_index (tess_game_session_get_lesson (self->session));
  if (g_str_equal (action_name, "win.lesson-next"))
    index++;
  else if (g_str_equal (action_name, "win.lesson-previous") && index > 0)
    index--;
  if (index < tess_lesson_get_n_lessons ())
    open_lesson (self, index);
}

static void
on_lesson_chosen (TessWindow *self,
                  guint       index)
{
  open_lesson (self, index);
}

/* The list of all the lessons, the done ones marked: any can be played
 * again from its start. */
static void
choose_lesson_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  g_auto(GStrv) done = g_settings_get_strv (self->settings, "completed-lessons");
  TessLessonPicker *picker;

  picker = tess_lesson_picker_new ((const char * const *) done,
                                   tess_game_session_get_lesson (self->session) != NULL ? (int) tess_lesson_get_index (tess_game_session_get_lesson (self->session)) : -1);
  gtk_window_set_transient_for (GTK_WINDOW (picker), GTK_WINDOW (self));
  g_signal_connect_object (picker, "lesson-chosen", G_CALLBACK (on_lesson_chosen), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (picker));
}

static void
lesson_quit_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  tess_window_stop_lessons (TESS_WINDOW (widget));
}

/**
 * tess_window_offer_lessons:
 *
 * The first time the app starts, a toast offers the lessons.
 */
void
tess_window_offer_lessons (TessWindow *self)
{
  AdwToast *toast;

  g_return_if_fail (TESS_IS_WINDOW (self));

  if (g_settings_get_boolean (self->settings, "lessons-offered"))
    return;
  g_settings_set_boolean (self->settings, "lessons-offered", TRUE);
  toast = adw_toast_new (_("New to the game? Short lessons on the board teach it."));
  adw_toast_set_button_label (toast, _("_Learn to Play"));
  adw_toast_set_action_name (toast, "win.learn");
  adw_toast_set_timeout (toast, 0);
  tess_announcer_add_keyed_toast (self->announcer, "lessons-offer", toast);
}

void
_tess_window_class_lessons_init (GtkWidgetClass *widget_class)
{
  g_type_ensure (TESS_TYPE_LESSON_BAR);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, lesson_bar);

  gtk_widget_class_install_action (widget_class, "win.learn", NULL, learn_action);
  gtk_widget_class_install_action (widget_class, "win.lesson-next", NULL, lesson_step_action);
  gtk_widget_class_install_action (widget_class, "win.lesson-previous", NULL, lesson_step_action);
  gtk_widget_class_install_action (widget_class, "win.lesson-restart", NULL, learn_action);
  gtk_widget_class_install_action (widget_class, "win.lesson-quit", NULL, lesson_quit_action);
  gtk_widget_class_install_action (widget_class, "win.choose-lesson", NULL, choose_lesson_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_l, GDK_CONTROL_MASK, "win.learn", NULL);
}

/* A move the rules refuse, in a lesson that waits for the learner's
 * move: the lesson's card says why, where the learner reads, and counts
 * the try. Returns %FALSE when no lesson waits: the window says it. */
gboolean
_tess_window_lesson_refuse (TessWindow *self,
                            const char *message)
{
  if (!_tess_window_in_lesson (self) || !_tess_window_lesson_allows_move (self))
    return FALSE;
  tess_lesson_bar_set_result (self->lesson_bar, TESS_LESSON_RESULT_ILLEGAL, message);
  set_lesson_tries (self, lesson_tries (self) + 1);
  show_answer (self);
  return TRUE;
}

/* Why a try was refused holds until the learner places a tile the rules
 * allow (or takes one back): then the card asks again. */
static void
on_lesson_phase (TessWindow *self)
{
  if (_tess_window_in_lesson (self) &&
      tess_lesson_bar_get_result (self->lesson_bar) == TESS_LESSON_RESULT_ILLEGAL)
    tess_lesson_bar_set_result (self->lesson_bar, TESS_LESSON_RESULT_WAITING, NULL);
}

void
_tess_window_lessons_init (TessWindow *self)
{
  g_signal_group_connect_object (self->game_signals, "notify::phase", G_CALLBACK (on_lesson_phase), self,
                                 G_CONNECT_SWAPPED);
  /* The scorings of a move come after its notify::n-moves: judged again. */
  g_signal_group_connect_object (self->game_signals, "notify::n-moves", G_CALLBACK (on_lesson_moves), self,
                                 G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_group_connect_object (self->game_signals, "feature-scored", G_CALLBACK (on_lesson_moves), self,
                                 G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_group_connect_object (self->game_signals, "game-over", G_CALLBACK (on_lesson_moves), self,
                                 G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  _tess_window_update_lesson_actions (self);
}
