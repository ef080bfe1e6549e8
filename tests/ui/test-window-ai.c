/* test-window-ai.c: computer players and hints in the game window
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window is driven through its actions, as in test-window.c; the
 * computers think in worker threads and answer through the main loop.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "tess-ai-player.h"
#include "tess-board-view.h"
#include "tess-hint-layer.h"
#include "tess-player-row.h"
#include "tess-summary-dialog.h"
#include "tess-test-ui.h"
#include "tess-replay.h"

static void
set_up_settings (guint               n_players,
                 const char * const *kinds,
                 int                 pace,
                 int                 budget)
{
  const char *names[] = { "Ana", "Bot", "Cog", "Dot", NULL };
  const char *colors[] = { "red", "blue", "green", "yellow", NULL };
  g_autoptr(GSettings) settings = tess_test_ui_set_up_players (n_players, names, colors, kinds, "5150");

  g_settings_set_boolean (settings, "river", FALSE);
  g_settings_set_int (settings, "hand", 1);
  g_settings_set_int (settings, "ai-pace", pace);
  g_settings_set_int (settings, "ai-time-budget", budget);
}

/* Whether the hint's button (in the header bar) can be pressed. */
static gboolean
hint_enabled (TessWindow *window)
{
  GtkWidget *button = tess_test_ui_find_actionable (GTK_WIDGET (window), "win.hint");

  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

/* Whether the board takes the person's moves. */
static gboolean
board_interactive (TessWindow *window)
{
  gboolean interactive = FALSE;

  g_object_get (window->board, "interactive", &interactive, NULL);
  return interactive;
}

static void
assert_scores_replayed (TessGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessReplay) replay = tess_replay_new (tess_game_get_record (game), &error);
  g_autoptr(TessState) state = NULL;

  g_assert_no_error (error);
  state = tess_replay_new_state (replay);
  g_assert_true (tess_replay_play (replay, -1, state, NULL, NULL, &error));
  g_assert_no_error (error);
  tess_state_final_scoring (state, NULL, NULL);
  for (guint p = 0; p < tess_game_get_n_players (game); p++)
    g_assert_cmpint (tess_game_get_score (game, p), ==, tess_state_score (state, p));
}

/* ------------------------------------------------------------ watched */

typedef struct
{
  TessWindow *window;
  guint       spinner_seen;
  guint       spinner_wrong;
  guint       person_could_play;
} Watch;

/* While a computer thinks, its row spins, and only its row. */
static void
on_thinking (TessAiPlayer *player,
             GParamSpec   *pspec,
             Watch        *watch)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  int thinking = tess_ai_player_get_thinking (player) ? tess_ai_player_get_player (player) : -1;

  tess_test_ui_collect (GTK_WIDGET (watch->window), TESS_TYPE_PLAYER_ROW, rows);
  g_assert_cmpuint (rows->len, ==, tess_game_get_n_players (tess_window_get_game (watch->window)));
  for (guint p = 0; p < rows->len; p++)
    {
      gboolean spinning = tess_player_row_get_thinking (g_ptr_array_index (rows, p));

      if (spinning != ((int) p == thinking))
        watch->spinner_wrong++;
      if (spinning)
        watch->spinner_seen++;
    }
  /* Nobody at the screen: the board takes no moves, no hint. */
  if (thinking >= 0 && (board_interactive (watch->window) || hint_enabled (watch->window)))
    watch->person_could_play++;
}

static gboolean
summary_shown (gpointer data)
{
  return tess_window_get_summary (TESS_WINDOW (data)) != NULL;
}

/* Three computers play the whole game on their own, watched, to the
 * final summary. */
static void
test_watched_game (void)
{
  const char *kinds[] = { "easy", "medium", "hard", NULL };
  const char *people[] = { "human", "human", "human", NULL };
  TessWindow *window;
  TessGame *game;
  TessAiPlayer *player;
  Watch watch = { NULL, 0, 0, 0 };
  GtkWindow *summary;

  /* The computers' game starts after the window is up, so that nothing
   * of it is missed. */
  set_up_settings (3, people, 0, 50);
  window = tess_test_ui_new_window (FALSE);
  watch.window = window;
  set_up_settings (3, kinds, 0, 50);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL));
  game = tess_window_get_game (window);
  g_assert_cmpint (tess_game_get_player_kind (game, 2), ==, TESS_AI_HARD);
  player = tess_game_session_get_ai_player (tess_window_get_session (window));
  g_assert_nonnull (player);
  g_assert_cmpuint (tess_ai_player_get_pace (player), ==, 0);
  g_assert_cmpuint (tess_ai_player_get_budget (player), ==, 50);
  g_signal_connect (player, "notify::thinking", G_CALLBACK (on_thinking), &watch);

  /* Move after move, each within the deadline. */
  while (!summary_shown (window))
    {
      guint n = tess_game_get_n_moves (game);

      TESS_TEST_WAIT_UNTIL (summary_shown (window) || tess_game_get_n_moves (game) != n);
    }

  summary = tess_window_get_summary (window);
  g_assert_true (TESS_IS_SUMMARY_DIALOG (summary));
  g_assert_true (tess_game_get_finished (game));
  g_assert_cmpuint (tess_game_get_n_moves (game), >=, 71);
  g_assert_cmpuint (watch.spinner_seen, >, 0);
  g_assert_cmpuint (watch.spinner_wrong, ==, 0);
  g_assert_cmpuint (watch.person_could_play, ==, 0);
  assert_scores_replayed (game);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpint (tess_summary_dialog_get_total (TESS_SUMMARY_DIALOG (summary), p), ==,
                     tess_game_get_score (game, p));
  g_test_message ("%u moves; scores %d, %d, %d", tess_game_get_n_moves (game),
                  tess_game_get_score (game, 0), tess_game_get_score (game, 1), tess_game_get_score (game, 2));

  g_signal_handlers_disconnect_by_data (player, &watch);
  tess_test_ui_destroy_window (window);
}

/* ------------------------------------------------------------ human and computer */

static gboolean
human_to_play (gpointer data)
{
  TessGame *game = tess_window_get_game (TESS_WINDOW (data));

  return tess_game_get_finished (game) || tess_game_get_current_player (game) == 0;
}

static gboolean
hint_shown (gpointer data)
{
  return tess_hint_layer_get_choice (TESS_WINDOW (data)->hint_layer) != NULL;
}

/* The human's turn through the window's actions. */
static void
play_human_turn (TessWindow *window,
                 guint       turn)
{
  TessGame *game = tess_window_get_game (window);
  g_autoptr(GArray) placements = tess_game_get_placements (game);
  TessGamePlacement p;

  g_assert_cmpint (tess_game_get_current_player (game), ==, 0);
  g_assert_cmpuint (placements->len, >, 0);
  p = g_array_index (placements, TessGamePlacement, (turn * 7919u) % placements->len);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.place-tile", "(iii)", p.x, p.y, p.rot));
  if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.no-follower", NULL));
}

/* The person plays through the window; the computer answers each move.
 * Then the person asks for a hint and accepts it with Return. */
static void
test_human_and_computer (void)
{
  const char *kinds[] = { "human", "medium", NULL };
  TessWindow *window;
  TessBoardView *board;
  TessGame *game;
  TessAiPlayer *player;
  const TessAiChoice *hint;
  TessAiChoice accepted;
  const TessRecordMove *last;
  int x, y;

  set_up_settings (2, kinds, 0, 100);
  window = tess_test_ui_new_window (FALSE);
  board = window->board;
  game = tess_window_get_game (window);
  player = tess_game_session_get_ai_player (tess_window_get_session (window));

  for (guint turn = 0; turn < 5; turn++)
    {
      guint before = tess_game_get_n_moves (game);

      play_human_turn (window, turn);
      g_assert_cmpuint (tess_game_get_n_moves (game), ==, before + 1);
      g_assert_cmpint (tess_game_get_current_player (game), ==, 1);

      /* The computer's turn: the person's actions are off. */
      g_assert_false (board_interactive (window));
      g_assert_false (hint_enabled (window));

      TESS_TEST_WAIT_UNTIL (human_to_play (window));
      g_assert_cmpuint (tess_game_get_n_moves (game), >=, before + 2);
      g_assert_false (tess_ai_player_get_thinking (player));
      g_assert_true (board_interactive (window));
      g_assert_true (hint_enabled (window));
    }

  /* A hint: shown, not played. */
  {
    guint before = tess_game_get_n_moves (game);

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
    /* Thinking: asked once at a time. */
    g_assert_false (hint_enabled (window));
    TESS_TEST_WAIT_UNTIL (hint_shown (window));
    g_assert_cmpuint (tess_game_get_n_moves (game), ==, before);
    g_assert_true (hint_enabled (window));

    hint = tess_hint_layer_get_choice (window->hint_layer);
    g_assert_cmpint (hint->player, ==, 0);
    g_assert_cmpint (hint->type, ==, tess_game_get_tile (game));
    g_assert_true (tess_game_can_place_at (game, hint->x, hint->y, hint->rot));
    accepted = *hint;

    /* The cursor waits on it, turned its way. */
    tess_board_view_get_cursor (board, &x, &y);
    g_assert_cmpint (x, ==, accepted.x);
    g_assert_cmpint (y, ==, accepted.y);
    g_assert_cmpint (tess_board_view_get_cursor_rotation (board), ==, accepted.rot);
  }

  /* Return places the tile there; Return again takes the follower spot
   * of the hint (or none, when it has none). */
  gtk_widget_activate_action (GTK_WIDGET (board), "board.activate", NULL);
  if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
    {
      /* Still shown while the tile lies there. */
      g_assert_nonnull (tess_hint_layer_get_choice (window->hint_layer));
      gtk_widget_activate_action (GTK_WIDGET (board), "board.activate", NULL);
    }
  g_assert_cmpuint (tess_game_get_n_moves (game), >, accepted.n_moves);
  last = tess_record_move (tess_game_get_record (game), accepted.n_moves);
  g_assert_cmpstr (last->tile, ==, tess_game_get_type_id (game, accepted.type));
  g_assert_cmpint (last->x, ==, accepted.x);
  g_assert_cmpint (last->y, ==, accepted.y);
  g_assert_cmpint (last->rot, ==, accepted.rot);
  g_assert_cmpint (last->follower == TESS_FOLLOWER_NONE, ==, accepted.feature < 0);
  g_test_message ("hint accepted: tile %s at %d, %d, follower %d", last->tile, last->x, last->y, accepted.feature);

  /* The move played puts the hint out; the computer answers. */
  g_assert_null (tess_hint_layer_get_choice (window->hint_layer));
  TESS_TEST_WAIT_UNTIL (human_to_play (window));

  tess_test_ui_destroy_window (window);
}

/* ------------------------------------------------------------ cancelling */

static gboolean
thinking (gpointer data)
{
  TessAiPlayer *player = tess_game_session_get_ai_player (tess_window_get_session (TESS_WINDOW (data)));

  return player != NULL && tess_ai_player_get_thinking (player);
}

/* A new game, or the window closed, while a hard computer thinks: the old
 * game goes away at once and nothing is played in it. */
static void
test_replaced_while_thinking (void)
{
  const char *kinds[] = { "hard", "human", NULL };
  TessWindow *window;
  TessGame *old_game;

  set_up_settings (2, kinds, 0, 10000);
  window = tess_test_ui_new_window (FALSE);
  old_game = tess_window_get_game (window);
  g_object_add_weak_pointer (G_OBJECT (old_game), (gpointer *) &old_game);

  TESS_TEST_WAIT_UNTIL (thinking (window));
  g_assert_cmpuint (tess_game_get_n_moves (old_game), ==, 0);

  /* The person asks for a new game: the old one goes at once, its
   * thought left to end in its worker. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL));
  tess_test_ui_flush_events ();
  g_assert_null (old_game);
  g_assert_true (tess_window_get_game (window) != NULL);

  /* The new game's computer thinks in turn; closing the window stops it. */
  TESS_TEST_WAIT_UNTIL (thinking (window));
  tess_test_ui_destroy_window (window);
}

/* A computer's row says its level without cutting its name short: the
 * level goes beside the followers, the name has its line to itself. */
static void
test_names_whole (void)
{
  const char *names[] = { "Ana", "Computer", "Cog", NULL };
  const char *colors[] = { "red", "blue", "green", NULL };
  const char *kinds[] = { "human", "medium", "hard", NULL };
  g_autoptr(GSettings) settings = tess_test_ui_set_up_players (3, names, colors, kinds, "5150");
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  TessWindow *window;
  guint whole = 0;

  g_settings_set_int (settings, "ai-pace", 0);
  /* One tile in hand: no next tile in the rows. */
  g_settings_set_int (settings, "hand", 1);
  window = tess_test_ui_new_window (FALSE);
  tess_test_ui_wait_frame (GTK_WIDGET (window));
  tess_test_ui_collect (GTK_WIDGET (window), TESS_TYPE_PLAYER_ROW, rows);
  g_assert_cmpuint (rows->len, ==, 3);
  for (guint p = 0; p < rows->len; p++)
    {
      g_autoptr(GPtrArray) labels = g_ptr_array_new ();

      tess_test_ui_collect (g_ptr_array_index (rows, p), GTK_TYPE_LABEL, labels);
      for (guint l = 0; l < labels->len; l++)
        {
          GtkLabel *label = g_ptr_array_index (labels, l);

          if (g_strcmp0 (gtk_label_get_label (label), names[p]) != 0)
            continue;
          g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
          whole++;
        }
    }
  g_assert_cmpuint (whole, ==, 3);
  tess_test_ui_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "test-window-ai");

  g_test_add_func ("/window-ai/watched-game", test_watched_game);
  g_test_add_func ("/window-ai/human-and-computer", test_human_and_computer);
  g_test_add_func ("/window-ai/replaced-while-thinking", test_replaced_while_thinking);
  g_test_add_func ("/window-ai/names-whole", test_names_whole);

  return tess_test_ui_run ();
}
