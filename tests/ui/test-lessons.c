/* test-lessons.c: Learn to Play in the window: every lesson played through
 * the window's actions to its points, wrong moves taken back, progress
 * remembered, the game before the lessons given back
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tess-board-view-private.h"
#include "tess-lesson-picker.h"
#include "../core/lesson-moves.h"
#include "tess-test-ui.h"

/* Plays the lesson's answer with the window's actions, as a player would. */
static void
play_answer (TessWindow *window,
             TessLesson *lesson)
{
  TessGame *game = tess_window_get_game (window);
  const TessRecordMove *answer = tess_lesson_get_answer (lesson);
  int feature = tess_lesson_get_answer_feature (lesson, game);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.place-tile", "(iii)",
                                             answer->x, answer->y, answer->rot));
  if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
    {
      /* The figure chosen first, as B or the figure's button does. */
      tess_board_view_set_figure (window->board, answer->figure);
      if (feature >= 0)
        gtk_widget_activate_action (GTK_WIDGET (window), "win.place-follower", "i", feature);
      else
        gtk_widget_activate_action (GTK_WIDGET (window), "win.no-follower", NULL);
    }
  tess_test_ui_flush_events ();
}

/* Whether win.NAME is enabled, as the button that runs it shows; for
 * place-tile, whether the board takes moves. */
static gboolean
action_enabled (TessWindow *window,
                const char *name)
{
  g_autofree char *full = g_strconcat ("win.", name, NULL);
  GtkWidget *button;
  gboolean interactive = FALSE;

  if (g_str_equal (name, "place-tile"))
    {
      g_object_get (window->board, "interactive", &interactive, NULL);
      return interactive;
    }
  button = tess_test_ui_find_actionable (GTK_WIDGET (window), full);
  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

/* What the window said last for screen readers (tess-announcer.c). */
static const char *
status_text (TessWindow *window)
{
  GObject *label = gtk_widget_get_template_child (GTK_WIDGET (window), TESS_TYPE_WINDOW, "status_label");

  return gtk_label_get_label (GTK_LABEL (label));
}

static void
test_every_lesson (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessGame *before = g_object_ref (tess_window_get_game (window));
  TessLessonBar *bar = window->lesson_bar;
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  g_settings_reset (settings, "completed-lessons");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));

  for (guint i = 0; i < tess_lesson_get_n_lessons (); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TessLesson) lesson = tess_lesson_load (tess_lesson_get_nth_id (i), &error);
      g_auto(GStrv) done = NULL;
      TessGame *game;
      guint learner;
      int score;

      g_test_message ("lesson %s", tess_lesson_get_id (lesson));
      g_assert_no_error (error);
      g_assert_true (tess_window_start_lesson (window, i, &error));
      g_assert_no_error (error);
      tess_test_ui_flush_events ();

      game = tess_window_get_game (window);
      learner = tess_lesson_get_learner (lesson);
      /* The last lesson's scorings went with it. */
      g_assert_true (tess_announcer_get_n_game_toasts (window->announcer) == 0);
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
      g_assert_nonnull (strstr (tess_lesson_bar_get_title (bar), tess_lesson_get_title (lesson)));
      g_assert_cmpint (tess_lesson_bar_get_result (bar), ==, TESS_LESSON_RESULT_WAITING);
      g_assert_cmpint (tess_game_get_current_player (game), ==, (int) learner);
      /* The setup cannot be undone, nor the answer shown by redo. */
      g_assert_false (action_enabled (window, "undo"));
      g_assert_false (action_enabled (window, "redo"));
      g_assert_true (action_enabled (window, "place-tile"));
      g_assert_cmpint (action_enabled (window, "lesson-previous"), ==, i > 0);

      score = tess_game_get_score (game, learner);
      play_answer (window, lesson);
      /* A last tile ends the game: its final scoring counts. */
      g_assert_cmpint (tess_game_get_score (game, learner) - score, ==,
                       tess_lesson_get_expected_points (lesson));
      g_assert_cmpint (tess_lesson_bar_get_result (bar), ==, TESS_LESSON_RESULT_DONE);
      g_assert_nonnull (strstr (tess_lesson_bar_get_result_text (bar), tess_lesson_get_lesson_learned (lesson)));
      /* Nobody plays on in a lesson; the move can be taken back. */
      g_assert_false (action_enabled (window, "place-tile"));
      g_assert_true (action_enabled (window, "undo"));
      g_assert_null (tess_window_get_summary (window));

      done = g_settings_get_strv (settings, "completed-lessons");
      g_assert_true (g_strv_contains ((const char * const *) done, tess_lesson_get_id (lesson)));
      g_assert_cmpint (action_enabled (window, "lesson-next"), ==, i + 1 < tess_lesson_get_n_lessons ());
    }

  /* The lessons end: the game before them is back, with its autosave. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.lesson-quit", NULL));
  tess_test_ui_flush_events ();
  g_assert_true (tess_window_get_game (window) == before);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_false (action_enabled (window, "lesson-next"));

  g_object_unref (before);
  tess_test_ui_destroy_window (window);
}

/* A wrong move is allowed, explained, and taken back with undo; the
 * lesson then waits again, and the setup stays. */
static void
test_wrong_move (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessLessonBar *bar = window->lesson_bar;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessLesson) lesson = tess_lesson_load ("cities", &error);
  const TessRecordMove *answer = tess_lesson_get_answer (lesson);
  TessGame *game;
  g_autoptr(GArray) placements = NULL;
  gboolean played = FALSE;

  g_assert_no_error (error);
  g_assert_true (tess_window_start_lesson (window, tess_lesson_get_index (lesson), &error));
  tess_test_ui_flush_events ();
  game = tess_window_get_game (window);
  placements = tess_game_get_placements (game);
  for (guint i = 0; i < placements->len && !played; i++)
    {
      TessGamePlacement *p = &g_array_index (placements, TessGamePlacement, i);

      if (p->x == answer->x && p->y == answer->y)
        continue;
      gtk_widget_activate_action (GTK_WIDGET (window), "win.place-tile", "(iii)", p->x, p->y, p->rot);
      if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
        gtk_widget_activate_action (GTK_WIDGET (window), "win.no-follower", NULL);
      played = TRUE;
    }
  tess_test_ui_flush_events ();
  g_assert_true (played);
  g_assert_cmpint (tess_lesson_bar_get_result (bar), ==, TESS_LESSON_RESULT_WRONG);
  g_assert_nonnull (strstr (tess_lesson_bar_get_result_text (bar), "8 points"));
  g_assert_true (action_enabled (window, "undo"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  tess_test_ui_flush_events ();
  g_assert_cmpint (tess_lesson_bar_get_result (bar), ==, TESS_LESSON_RESULT_WAITING);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, tess_lesson_get_setup (lesson));
  g_assert_false (action_enabled (window, "undo"));

  /* And now the right one. */
  play_answer (window, lesson);
  g_assert_cmpint (tess_lesson_bar_get_result (bar), ==, TESS_LESSON_RESULT_DONE);

  tess_window_stop_lessons (window);
  tess_test_ui_destroy_window (window);
}

/* Every kind of wrong move in every lesson, played with the window's
 * actions as a player would: the lesson's card says what the core's judge
 * says, and the move is taken back. */
static void
test_wrong_moves (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessLessonBar *bar = window->lesson_bar;

  for (guint i = 0; i < G_N_ELEMENTS (lesson_moves); i++)
    {
      const LessonMove *m = &lesson_moves[i];
      g_autoptr(GError) error = NULL;
      const char *text;
      TessGame *game;
      int rot = m->degrees / 90;

      if (m->core_only)
        continue;
      g_test_message ("lesson %s: %d,%d turned %d, follower %s", m->id, m->x, m->y, m->degrees,
                      m->follower ? m->follower : "none");
      g_assert_true (tess_window_start_lesson (window, (guint) tess_lesson_find (m->id), &error));
      g_assert_no_error (error);
      tess_test_ui_flush_events ();
      game = tess_window_get_game (window);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.place-tile", "(iii)", m->x, m->y, rot));
      tess_test_ui_flush_events ();
      if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
        {
          int follower = TESS_FOLLOWER_NONE, feature;

          if (m->follower != NULL)
            follower = g_str_equal (m->follower, "monastery") ? TESS_FOLLOWER_MONASTERY
                                                              : tess_port_from_name (m->follower);
          feature = tess_follower_to_feature (tess_game_get_def (game), tess_game_get_tile (game), rot, follower);
          tess_board_view_set_figure (window->board, m->figure != NULL ? tess_figure_from_name (m->figure)
                                                                       : TESS_FIGURE_FOLLOWER);
          if (feature >= 0)
            gtk_widget_activate_action (GTK_WIDGET (window), "win.place-follower", "i", feature);
          else
            gtk_widget_activate_action (GTK_WIDGET (window), "win.no-follower", NULL);
          tess_test_ui_flush_events ();
        }
      g_assert_cmpint (tess_lesson_bar_get_result (bar), ==, m->result);
      text = tess_lesson_bar_get_result_text (bar);
      g_test_message ("%s", text);
      for (guint k = 0; k < G_N_ELEMENTS (m->says) && m->says[k] != NULL; k++)
        g_assert_nonnull (strstr (text, m->says[k]));
      if (m->result == TESS_LESSON_RESULT_ILLEGAL)
        {
          /* Refused: nothing was played, nothing to take back. */
          g_assert_cmpuint (tess_game_get_n_moves (game), ==, tess_lesson_get_setup (tess_game_session_get_lesson (tess_window_get_session (window))));
          continue;
        }

      /* Taken back, the lesson waits again (the next tile, drawn at
       * random, may have been set aside as a move of its own: taken back
       * first). */
      g_assert_true (action_enabled (window, "undo"));
      while (tess_game_get_n_moves (game) > tess_lesson_get_setup (tess_game_session_get_lesson (tess_window_get_session (window))))
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
          tess_test_ui_flush_events ();
        }
      g_assert_cmpint (tess_lesson_bar_get_result (bar), ==, TESS_LESSON_RESULT_WAITING);
    }

  tess_window_stop_lessons (window);
  tess_test_ui_destroy_window (window);
}

/* Lesson 8 lets the learner try the bend turned back towards the spring,
 * as the board's click does it, and says why not; the board does not turn
 * the tile to fit on its own in a lesson. */
static void
test_river_u_turn (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessLessonBar *bar = window->lesson_bar;
  TessBoardView *board = window->board;
  g_autoptr(GError) error = NULL;
  TessGame *game;

  g_assert_true (tess_window_start_lesson (window, (guint) tess_lesson_find ("river"), &error));
  g_assert_no_error (error);
  tess_test_ui_flush_events ();
  game = tess_window_get_game (window);
  tess_board_view_set_rotation (board, 1);
  tess_board_view_set_cursor (board, 2, 1);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.activate", NULL);
  tess_test_ui_flush_events ();
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 2);
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_TILE);
  g_assert_cmpint (tess_lesson_bar_get_result (bar), ==, TESS_LESSON_RESULT_ILLEGAL);
  g_assert_cmpstr (tess_lesson_bar_get_result_text (bar), ==, "The river may not turn back on itself.");
  /* Said once, where the learner reads: the tile's card still says what
   * to do, no toast covers the buttons, the board's label says nothing;
   * a screen reader hears it. */
  g_assert_cmpstr (gtk_label_get_label (window->hand_card->hint_label), ==, "Choose a marked place. R turns the tile.");
  g_assert_null (tess_board_view_get_info_text (board));
  g_assert_cmpuint (tess_announcer_get_n_game_toasts (window->announcer), ==, 0);
  g_assert_cmpstr (status_text (window), ==, "The river may not turn back on itself.");

  /* Turned the other way, it flows on, and why the try was refused is
   * gone from the card: it no longer applies. */
  tess_board_view_set_rotation (board, 2);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.activate", NULL);
  tess_test_ui_flush_events ();
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_FOLLOWER);
  g_assert_cmpint (tess_lesson_bar_get_result (bar), ==, TESS_LESSON_RESULT_WAITING);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.no-follower", NULL);
  tess_test_ui_flush_events ();
  g_assert_cmpint (tess_lesson_bar_get_result (bar), ==, TESS_LESSON_RESULT_DONE);

  tess_window_stop_lessons (window);
  tess_test_ui_destroy_window (window);
}

/* Where a cell of the board is in the window. */
static void
cell_in_window (TessWindow *window,
                int         x,
                int         y,
                double     *wx,
                double     *wy)
{
  double bx, by;

  tess_viewport_board_to_widget (tess_board_view_get_viewport (window->board), x + 0.5, y + 0.5, &bx, &by);
  g_assert_true (gtk_widget_translate_coordinates (GTK_WIDGET (window->board), GTK_WIDGET (window), bx, by, wx, wy));
}

/* The lesson's card grows by the lines saying why a try was refused:
 * the board stays where it was on screen, so that the learner's next
 * click lands on the cell under the pointer. */
static void
test_board_stays_under_pointer (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessBoardView *board = window->board;
  g_autoptr(GError) error = NULL;
  double x0, y0, x1, y1;
  int height0;

  g_assert_true (tess_window_start_lesson (window, (guint) tess_lesson_find ("river"), &error));
  g_assert_no_error (error);
  tess_test_ui_flush_events ();
  tess_test_ui_wait_frame (GTK_WIDGET (board));
  height0 = gtk_widget_get_height (GTK_WIDGET (window->lesson_bar));
  cell_in_window (window, 2, 1, &x0, &y0);

  tess_board_view_set_rotation (board, 1);
  tess_board_view_set_cursor (board, 2, 1);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.activate", NULL);
  tess_test_ui_flush_events ();
  tess_test_ui_wait_frame (GTK_WIDGET (board));
  g_assert_cmpint (tess_lesson_bar_get_result (window->lesson_bar), ==, TESS_LESSON_RESULT_ILLEGAL);
  /* Else nothing was tried. */
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window->lesson_bar)), >, height0);
  cell_in_window (window, 2, 1, &x1, &y1);
  g_assert_cmpfloat_with_epsilon (x1, x0, 0.5);
  g_assert_cmpfloat_with_epsilon (y1, y0, 0.5);

  tess_window_stop_lessons (window);
  tess_test_ui_destroy_window (window);
}

/* In a game, a click where the tile does not fit says why, instead of
 * nothing: once, in the tile's card (no toast over the buttons, nothing
 * on the board's label), for as long as it applies. */
static void
test_refusal_in_game (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessBoardView *board = window->board;
  TessGame *game = tess_window_get_game (window);
  GtkLabel *hint = window->hand_card->hint_label;

  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 0);
  /* Corner to corner with the start tile: touching it by no side. */
  tess_board_view_set_cursor (board, 1, 1);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.activate", NULL);
  tess_test_ui_flush_events ();
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 0);
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_TILE);
  g_assert_cmpstr (gtk_label_get_label (hint), ==, "A tile must touch the board along a whole side.");
  g_assert_null (tess_board_view_get_info_text (board));
  g_assert_cmpuint (tess_announcer_get_n_game_toasts (window->announcer), ==, 0);
  g_assert_cmpstr (status_text (window), ==, "A tile must touch the board along a whole side.");

  /* Turned, the tile is another: what was said of the last way goes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.rotate-right", NULL));
  tess_test_ui_flush_events ();
  g_assert_cmpstr (gtk_label_get_label (hint), ==, "Choose a marked place. R turns the tile.");
  tess_test_ui_destroy_window (window);
}

/* A click on the board, as the board's click gesture takes it. */
static void
click_board (TessWindow *window,
             double      x,
             double      y)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window->board));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (controller), "board-primary-click") == 0)
        {
          g_signal_emit_by_name (controller, "released", 1, x, y);
          tess_test_ui_flush_events ();
          return;
        }
    }
  g_assert_not_reached ();
}

/* Lesson "taken": no knight goes in the city Bruno's knight holds. A
 * click on it is refused with the rules' sentence, on the lesson's card
 * and the board, and the learner places the follower in the other cap. */
static void
test_taken_spot_refused (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessLessonBar *bar = window->lesson_bar;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessLesson) lesson = tess_lesson_load ("taken", &error);
  const TessRecordMove *answer;
  TessGame *game;
  int x, y;
  double wx, wy, zoom;

  g_assert_no_error (error);
  answer = tess_lesson_get_answer (lesson);
  g_assert_true (tess_window_start_lesson (window, tess_lesson_get_index (lesson), &error));
  tess_test_ui_flush_events ();
  game = tess_window_get_game (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.place-tile", "(iii)",
                                             answer->x, answer->y, answer->rot));
  tess_test_ui_flush_events ();
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_FOLLOWER);
  g_assert_true (tess_game_get_pending (game, &x, &y, NULL));

  /* The cap on the left of the tile joins Bruno's city at (0, -1). */
  g_assert_cmpint (tess_game_tile_at (game, x - 1, y), >=, 0);
  tess_test_ui_wait_frame (GTK_WIDGET (window->board));
  zoom = tess_viewport_get_zoom (tess_board_view_get_viewport (window->board));
  tess_viewport_board_to_widget (tess_board_view_get_viewport (window->board), x, y, &wx, &wy);
  click_board (window, wx + 0.08 * zoom, wy + 0.5 * zoom);
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_FOLLOWER);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, tess_lesson_get_setup (lesson));
  g_assert_cmpint (tess_lesson_bar_get_result (bar), ==, TESS_LESSON_RESULT_ILLEGAL);
  g_assert_cmpstr (tess_lesson_bar_get_result_text (bar), ==, "That road, city or farm already holds a follower.");

  /* The other cap takes the knight: the lesson is done. */
  click_board (window, wx + 0.92 * zoom, wy + 0.5 * zoom);
  g_assert_cmpint (tess_lesson_bar_get_result (bar), ==, TESS_LESSON_RESULT_DONE);

  tess_window_stop_lessons (window);
  tess_test_ui_destroy_window (window);
}

/* A follower spot refused in a game, as in lesson "taken" played as a
 * game: said in the follower bar, where the player looks, not in a toast
 * over its buttons. */
static void
test_follower_refused_in_game (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessLesson) lesson = tess_lesson_load ("taken", &error);
  g_autoptr(TessGame) game = NULL;
  g_autofree char *prompt = NULL;
  const TessRecordMove *answer;
  int x, y;
  double wx, wy, zoom;

  g_assert_no_error (error);
  game = tess_lesson_new_game (lesson, &error);
  g_assert_no_error (error);
  tess_window_set_game (window, game, NULL);
  tess_test_ui_flush_events ();
  g_assert_false (tess_window_get_lesson_answer_shown (window));
  answer = tess_lesson_get_answer (lesson);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.place-tile", "(iii)",
                                             answer->x, answer->y, answer->rot));
  tess_test_ui_flush_events ();
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_FOLLOWER);
  g_assert_true (tess_game_get_pending (game, &x, &y, NULL));
  prompt = g_strdup (gtk_label_get_label (window->follower_label));

  tess_test_ui_wait_frame (GTK_WIDGET (window->board));
  zoom = tess_viewport_get_zoom (tess_board_view_get_viewport (window->board));
  tess_viewport_board_to_widget (tess_board_view_get_viewport (window->board), x, y, &wx, &wy);
  click_board (window, wx + 0.08 * zoom, wy + 0.5 * zoom);
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_FOLLOWER);
  g_assert_cmpstr (gtk_label_get_label (window->follower_label), ==,
                   "That road, city or farm already holds a follower.");
  g_assert_cmpuint (tess_announcer_get_n_game_toasts (window->announcer), ==, 0);
  g_assert_cmpstr (status_text (window), ==, "That road, city or farm already holds a follower.");

  /* The other cap takes the knight: the turn is over, and so is what
   * the bar said. */
  click_board (window, wx + 0.92 * zoom, wy + 0.5 * zoom);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, tess_lesson_get_setup (lesson) + 1);
  g_assert_false (gtk_widget_get_visible (window->follower_bar) &&
                  g_str_equal (gtk_label_get_label (window->follower_label),
                               "That road, city or farm already holds a follower."));
  g_clear_object (&game);
  tess_test_ui_destroy_window (window);
}

/* Whether the board's lit scoring is exactly @cells. */
static gboolean
lit_cells_are (const TessBoardHighlight *lit,
               GArray                   *cells)
{
  if (lit->cells->len != cells->len)
    return FALSE;
  return memcmp (lit->cells->data, cells->data, cells->len * sizeof (TessGameCell)) == 0;
}

/* A lesson's final scoring is shown one feature at a time, in the
 * scorer's colour: in "final-scoring" Ana's and Bruno's monasteries are
 * two steps, not one. A farm lights the completed cities it supplies in
 * white with it, as the replay does. Returns how many steps lit a farm. */
static guint
watch_final_scoring (const char *id)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessBoardView *board = window->board;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessLesson) lesson = tess_lesson_load (id, &error);
  g_autoptr(GPtrArray) events = g_ptr_array_new ();
  TessGame *game;
  guint farms = 0;

  g_assert_no_error (error);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  g_assert_true (tess_window_start_lesson (window, tess_lesson_get_index (lesson), &error));
  tess_test_ui_flush_events ();
  play_answer (window, lesson);
  game = tess_window_get_game (window);
  g_assert_true (tess_game_get_finished (game));

  for (guint c = 0; c < TESS_GAME_N_CATEGORIES; c++)
    {
      g_autoptr(GPtrArray) of_category = tess_game_get_final_events (game, c);

      for (guint i = 0; i < of_category->len; i++)
        g_ptr_array_add (events, g_ptr_array_index (of_category, i));
    }
  g_assert_cmpuint (events->len, >, 0);

  for (guint i = 0; i < events->len; i++)
    {
      const TessGameEvent *event = g_ptr_array_index (events, i);
      g_autoptr(GArray) cells = tess_game_get_scored_cells (game, event);
      const TessBoardHighlight *lit;

      g_test_message ("%s: step %u of %u", id, i + 1, events->len);
      /* The step shown is this event's, alone (a farm with its cities). */
      TESS_TEST_WAIT_UNTIL (board->scoring->len > 0 &&
                            lit_cells_are (g_ptr_array_index (board->scoring, 0), cells));
      lit = g_ptr_array_index (board->scoring, 0);
      if (event->feature == TESS_FEATURE_FIELD)
        {
          g_autoptr(GArray) cities = tess_game_get_farm_cities (game, event->placement, event->feature_index);
          const TessBoardHighlight *white;

          g_assert_cmpuint (cities->len, >, 0);
          g_assert_cmpuint (board->scoring->len, ==, 2);
          white = g_ptr_array_index (board->scoring, 1);
          g_assert_true (lit_cells_are (white, cities));
          g_assert_cmpfloat (white->r, >, 0.9);
          g_assert_cmpfloat (white->g, >, 0.9);
          g_assert_cmpfloat (white->b, >, 0.9);
          farms++;
        }
      else
        g_assert_cmpuint (board->scoring->len, ==, 1);
      /* One scorer, in their colour: never two players' at once. */
      g_assert_cmpuint (event->scorers & (event->scorers - 1), ==, 0);
      g_assert_false (lit->r > 0.9 && lit->g > 0.9 && lit->b > 0.9);
      if (i + 1 < events->len)
        TESS_TEST_WAIT_UNTIL (board->scoring->len == 0 ||
                              !lit_cells_are (g_ptr_array_index (board->scoring, 0), cells));
    }
  /* The lesson's card tells the rest; no summary opens. */
  TESS_TEST_WAIT_UNTIL (board->scoring->len == 0);
  g_assert_null (tess_window_get_summary (window));
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  tess_window_stop_lessons (window);
  tess_test_ui_destroy_window (window);
  return farms;
}

static void
test_final_scoring_one_by_one (void)
{
  g_assert_cmpuint (watch_final_scoring ("final-scoring"), ==, 0);
  g_assert_cmpuint (watch_final_scoring ("farms"), ==, 1);
}

/* After two wrong tries the lesson shows its answer on the board, as a
 * tutorial does: the tile ghosted at its cell, turned its way, the
 * cursor on it; Return then plays it and the lesson is done. Wrong moves
 * taken back and refused ones count alike. */
static void
test_answer_after_two_tries (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessLessonBar *bar = window->lesson_bar;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessLesson) lesson = tess_lesson_load ("cities", &error);
  const TessRecordMove *answer;
  const TessAiChoice *shown;
  TessGame *game;
  g_autoptr(GArray) placements = NULL;
  TessGamePlacement wrong = { 0 };
  gboolean found = FALSE;
  int cx, cy;

  g_assert_no_error (error);
  answer = tess_lesson_get_answer (lesson);
  g_assert_true (tess_window_start_lesson (window, tess_lesson_get_index (lesson), &error));
  tess_test_ui_flush_events ();
  game = tess_window_get_game (window);
  placements = tess_game_get_placements (game);
  for (guint i = 0; i < placements->len && !found; i++)
    if (g_array_index (placements, TessGamePlacement, i).x != answer->x ||
        g_array_index (placements, TessGamePlacement, i).y != answer->y)
      {
        wrong = g_array_index (placements, TessGamePlacement, i);
        found = TRUE;
      }
  g_assert_true (found);

  /* The first try: a wrong move, taken back. No answer yet. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.place-tile", "(iii)", wrong.x, wrong.y, wrong.rot);
  if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.no-follower", NULL);
  tess_test_ui_flush_events ();
  g_assert_cmpint (tess_lesson_bar_get_result (bar), ==, TESS_LESSON_RESULT_WRONG);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  tess_test_ui_flush_events ();
  g_assert_false (tess_window_get_lesson_answer_shown (window));

  /* The second: a tile corner to corner with the board, refused. The
   * answer shows. */
  {
    int min_x, min_y, max_x, max_y;

    tess_game_get_bounds (game, &min_x, &min_y, &max_x, &max_y);
    found = FALSE;
    for (int y = min_y - 1; y <= max_y + 1 && !found; y++)
      for (int x = min_x - 1; x <= max_x + 1 && !found; x++)
        if (tess_game_tile_at (game, x, y) < 0 && tess_game_tile_at (game, x - 1, y) < 0 &&
            tess_game_tile_at (game, x + 1, y) < 0 && tess_game_tile_at (game, x, y - 1) < 0 &&
            tess_game_tile_at (game, x, y + 1) < 0 &&
            (tess_game_tile_at (game, x + 1, y + 1) >= 0 || tess_game_tile_at (game, x - 1, y - 1) >= 0 ||
             tess_game_tile_at (game, x + 1, y - 1) >= 0 || tess_game_tile_at (game, x - 1, y + 1) >= 0))
          {
            tess_board_view_set_cursor (window->board, x, y);
            found = TRUE;
          }
    g_assert_true (found);
  }
  gtk_widget_activate_action (GTK_WIDGET (window->board), "board.activate", NULL);
  tess_test_ui_flush_events ();
  g_assert_cmpint (tess_lesson_bar_get_result (bar), ==, TESS_LESSON_RESULT_ILLEGAL);
  g_assert_true (tess_window_get_lesson_answer_shown (window));
  g_assert_true (g_str_has_suffix (tess_lesson_bar_get_result_text (bar), "Place it there."));
  shown = tess_hint_layer_get_choice (window->hint_layer);
  g_assert_cmpint (shown->x, ==, answer->x);
  g_assert_cmpint (shown->y, ==, answer->y);
  g_assert_cmpint (shown->rot, ==, answer->rot);
  g_assert_cmpint (shown->type, ==, tess_game_get_tile (game));
  g_assert_cmpint (shown->feature, ==, tess_lesson_get_answer_feature (lesson, game));
  tess_board_view_get_cursor (window->board, &cx, &cy);
  g_assert_cmpint (cx, ==, answer->x);
  g_assert_cmpint (cy, ==, answer->y);
  g_assert_cmpint (tess_board_view_get_rotation (window->board), ==, answer->rot);

  /* The child plays it: Return where the cursor is, then its follower. */
  gtk_widget_activate_action (GTK_WIDGET (window->board), "board.activate", NULL);
  tess_test_ui_flush_events ();
  if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
    {
      int feature = tess_lesson_get_answer_feature (lesson, game);

      if (feature >= 0)
        gtk_widget_activate_action (GTK_WIDGET (window), "win.place-follower", "i", feature);
      else
        gtk_widget_activate_action (GTK_WIDGET (window), "win.no-follower", NULL);
      tess_test_ui_flush_events ();
    }
  g_assert_cmpint (tess_lesson_bar_get_result (bar), ==, TESS_LESSON_RESULT_DONE);
  g_assert_false (tess_window_get_lesson_answer_shown (window));

  tess_window_stop_lessons (window);
  tess_test_ui_destroy_window (window);
}

/* Learn to Play opens the first lesson not done yet; the first start
 * offers the lessons once. */
static void
test_learn_action (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessLessonBar *bar = window->lesson_bar;
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  const char *done[] = { "place-tile", "roads", NULL };
  g_autofree char *title = NULL;

  g_settings_set_strv (settings, "completed-lessons", done);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.learn", NULL));
  tess_test_ui_flush_events ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
  title = g_strdup_printf ("Lesson 3 of %u:", tess_lesson_get_n_lessons ());
  g_assert_true (g_str_has_prefix (tess_lesson_bar_get_title (bar), title));

  g_settings_reset (settings, "lessons-offered");
  tess_window_offer_lessons (window);
  g_assert_true (g_settings_get_boolean (settings, "lessons-offered"));

  tess_window_stop_lessons (window);
  g_settings_reset (settings, "completed-lessons");
  tess_test_ui_destroy_window (window);
}

/* A new game started during a lesson ends the lessons: no lesson card
 * over a game of one's own, and its moves are autosaved again. */
static void
test_new_game_ends_lessons (void)
{
  TessWindow *window = tess_test_ui_new_window (TRUE);
  TessLessonBar *bar = window->lesson_bar;
  g_autoptr(GError) error = NULL;
  TessHistoryPanel *panel = tess_side_panel_get_history_panel (window->side_panel);
  g_autoptr(TessHistory) played = g_object_ref (tess_game_session_get_history (tess_window_get_session (window)));

  g_assert_true (tess_history_panel_get_history (panel) == played);
  g_assert_true (tess_window_start_lesson (window, 1, &error));
  g_assert_no_error (error);
  g_assert_false (tess_game_session_get_autosave_enabled (tess_window_get_session (window)));
  /* The history panel lists the lesson's moves, then the new game's. */
  g_assert_true (tess_history_panel_get_history (panel) == tess_game_session_get_history (tess_window_get_session (window)));
  g_assert_true (tess_history_panel_get_history (panel) != played);
  g_assert_true (tess_window_start_game (window, &error));
  g_assert_no_error (error);
  tess_test_ui_flush_events ();
  g_assert_true (tess_history_panel_get_history (panel) == tess_game_session_get_history (tess_window_get_session (window)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_true (tess_game_session_get_autosave_enabled (tess_window_get_session (window)));
  g_assert_null (tess_game_session_get_lesson (tess_window_get_session (window)));
  g_assert_true (action_enabled (window, "place-tile"));
  tess_test_ui_destroy_window (window);
}

/* The window's lesson picker, once shown: the one toplevel of its type. */
static TessLessonPicker *
find_picker (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  TessLessonPicker *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (TESS_IS_LESSON_PICKER (item) && gtk_widget_get_visible (GTK_WIDGET (item)))
        {
          g_assert_null (found);
          found = TESS_LESSON_PICKER (item);
        }
    }
  return found;
}

/* Whether @row shows the check mark of a lesson done. */
static gboolean
row_has_mark (GtkWidget *row)
{
  g_autoptr(GPtrArray) images = g_ptr_array_new ();

  tess_test_ui_collect (row, GTK_TYPE_IMAGE, images);
  for (guint i = 0; i < images->len; i++)
    {
      GtkImage *image = g_ptr_array_index (images, i);

      if (g_strcmp0 (gtk_image_get_icon_name (image), "object-select-symbolic") == 0
          && gtk_widget_get_visible (GTK_WIDGET (image)))
        return TRUE;
    }
  return FALSE;
}

/* The picker lists every lesson by title, marks those done, and plays the
 * one chosen from its start, done or not, from a game or from a lesson. */
static void
test_picker (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessGame *before = g_object_ref (tess_window_get_game (window));
  TessLessonBar *bar = window->lesson_bar;
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  const char *done[] = { "place-tile", "sharing", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TessLesson) fifth = tess_lesson_load (tess_lesson_get_nth_id (4), &error);
  g_autofree char *title = NULL;
  TessLessonPicker *picker;
  GtkWidget *row;
  TessGame *game;

  g_assert_no_error (error);
  g_settings_set_strv (settings, "completed-lessons", done);
  g_assert_null (find_picker ());

  /* From a game of one's own, through the menu's action. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-lesson", NULL));
  tess_test_ui_flush_events ();
  picker = find_picker ();
  g_assert_nonnull (picker);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (picker)) == GTK_WINDOW (window));
  /* A screen reader meets a dialog (test-atspi.py checks what AT-SPI
   * says: never a "filler"). */
  g_assert_true (gtk_test_accessible_has_role (GTK_ACCESSIBLE (picker), GTK_ACCESSIBLE_ROLE_DIALOG));
  g_assert_cmpuint (tess_lesson_picker_get_n_rows (picker), ==, tess_lesson_get_n_lessons ());
  for (guint i = 0; i < tess_lesson_get_n_lessons (); i++)
    {
      const char *id = tess_lesson_get_nth_id (i);

      row = tess_lesson_picker_get_row (picker, i);
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, tess_lesson_get_nth_title (i));
      g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
      g_assert_cmpint (row_has_mark (row), ==, g_strv_contains (done, id));
    }
  /* The keyboard starts on the first lesson not done. */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (picker)) == tess_lesson_picker_get_row (picker, 1));
  g_assert_cmpstr (tess_lesson_get_nth_title (4), ==, tess_lesson_get_title (fifth));

  /* What a screen reader says of the list and of lesson 5. */
  gtk_test_accessible_assert_property (gtk_widget_get_parent (tess_lesson_picker_get_row (picker, 0)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Lessons");
  row = tess_lesson_picker_get_row (picker, 4);
  gtk_test_accessible_assert_property (row, GTK_ACCESSIBLE_PROPERTY_LABEL, "Lesson 5: Sharing a Feature");
  gtk_test_accessible_assert_property (row, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Done");
  gtk_test_accessible_assert_property (tess_lesson_picker_get_row (picker, 3),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Not done yet");

  /* Lesson 5, done already, is played again from its start. */
  g_assert_true (gtk_widget_activate (row));
  tess_test_ui_flush_events ();
  g_assert_null (find_picker ());
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
  title = g_strdup_printf ("Lesson 5 of %u: %s", tess_lesson_get_n_lessons (), tess_lesson_get_title (fifth));
  g_assert_cmpstr (tess_lesson_bar_get_title (bar), ==, title);
  g_assert_cmpint (tess_lesson_bar_get_result (bar), ==, TESS_LESSON_RESULT_WAITING);
  game = tess_window_get_game (window);
  g_assert_true (game != before);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, tess_lesson_get_setup (fifth));
  play_answer (window, fifth);
  g_assert_cmpint (tess_lesson_bar_get_result (bar), ==, TESS_LESSON_RESULT_DONE);

  /* From the lesson card's button: the keyboard starts on the lesson
   * shown; choosing lesson 2 leaves the finished lesson 5. */
  row = tess_test_ui_find_actionable (GTK_WIDGET (bar), "win.choose-lesson");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_is_visible (row) && gtk_widget_is_sensitive (row));
  g_assert_true (gtk_widget_activate (row));
  /* A button activated by the keyboard clicks once it is released. */
  TESS_TEST_WAIT_UNTIL (find_picker () != NULL);
  tess_test_ui_flush_events ();
  picker = find_picker ();
  g_assert_nonnull (picker);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (picker)) == tess_lesson_picker_get_row (picker, 4));
  g_assert_true (gtk_widget_activate (tess_lesson_picker_get_row (picker, 1)));
  tess_test_ui_flush_events ();
  g_assert_null (find_picker ());
  g_assert_true (g_str_has_prefix (tess_lesson_bar_get_title (bar), "Lesson 2 of "));
  g_assert_cmpint (tess_lesson_bar_get_result (bar), ==, TESS_LESSON_RESULT_WAITING);

  /* Escape closes the list and leaves the lesson as it was. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.choose-lesson", NULL));
  tess_test_ui_flush_events ();
  picker = find_picker ();
  g_assert_nonnull (picker);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (picker), "window.close", NULL));
  tess_test_ui_flush_events ();
  g_assert_null (find_picker ());
  g_assert_true (g_str_has_prefix (tess_lesson_bar_get_title (bar), "Lesson 2 of "));

  /* The game before the lessons comes back. */
  tess_window_stop_lessons (window);
  g_assert_true (tess_window_get_game (window) == before);
  g_object_unref (before);
  g_settings_reset (settings, "completed-lessons");
  tess_test_ui_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "test-lessons");

  g_test_add_func ("/lessons/every-lesson", test_every_lesson);
  g_test_add_func ("/lessons/wrong-move", test_wrong_move);
  g_test_add_func ("/lessons/wrong-moves", test_wrong_moves);
  g_test_add_func ("/lessons/river-u-turn", test_river_u_turn);
  g_test_add_func ("/lessons/refusal-in-game", test_refusal_in_game);
  g_test_add_func ("/lessons/board-stays-under-pointer", test_board_stays_under_pointer);
  g_test_add_func ("/lessons/taken-spot-refused", test_taken_spot_refused);
  g_test_add_func ("/lessons/follower-refused-in-game", test_follower_refused_in_game);
  g_test_add_func ("/lessons/answer-after-two-tries", test_answer_after_two_tries);
  g_test_add_func ("/lessons/final-scoring-one-by-one", test_final_scoring_one_by_one);
  g_test_add_func ("/lessons/learn-action", test_learn_action);
  g_test_add_func ("/lessons/new-game-ends-lessons", test_new_game_ends_lessons);
  g_test_add_func ("/lessons/picker", test_picker);

  return tess_test_ui_run ();
}
