/* test-game-ai.c: computer players and hints through TessGame, in a main loop
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No display: the thinking runs in worker threads and comes back on the
 * main context, as in the window.
 */

#include "config.h"

#include <glib.h>

#include "tess-ai-player.h"
#include "tess-game.h"
#include "tess-replay.h"
#include "tess-test-core.h"

/* Ten minutes, the most a player may be given: far more than the
 * tests' deadline (TESS_TEST_DEADLINE_S), so that a thought that comes
 * back in time was cut short, on any machine. */
#define LONG_BUDGET_MS 600000

static gboolean
fail_timeout (gpointer user_data)
{
  g_error ("%s: took too long", (const char *) user_data);
  return G_SOURCE_REMOVE;
}

static void
flush_events (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Whether the choice is a legal move of the tile in hand. */
static void
assert_choice_legal (TessGame           *game,
                     const TessAiChoice *choice)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) options = NULL;
  gboolean found = choice->feature < 0;

  g_assert_false (choice->discard);
  g_assert_cmpint (choice->player, ==, tess_game_get_current_player (game));
  g_assert_cmpuint (choice->n_moves, ==, tess_game_get_n_moves (game));
  if (choice->type != tess_game_get_tile (game))
    {
      g_assert_true (tess_game_select_tile (game, choice->type, &error));
      g_assert_no_error (error);
    }
  g_assert_true (tess_game_can_place_at (game, choice->x, choice->y, choice->rot));
  g_assert_true (tess_game_place_tile (game, choice->x, choice->y, choice->rot, &error));
  g_assert_no_error (error);
  options = tess_game_get_follower_options (game);
  for (guint i = 0; i < options->len; i++)
    if (g_array_index (options, int, i) == choice->feature)
      found = TRUE;
  g_assert_true (found);
  g_assert_true (tess_game_take_back_tile (game));
}

/* ------------------------------------------------------------ step by step */

typedef struct
{
  GMainLoop    *loop;
  TessGame     *game;
  guint         moves;
  TessAiChoice *choice;
  GError       *error;
  gboolean      called;
} StepData;

static void
step_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  StepData *data = user_data;

  g_assert_null (source);
  g_assert_false (data->called);
  data->called = TRUE;
  data->choice = tess_game_choose_move_finish (result, &data->error);
  g_main_loop_quit (data->loop);
}

/* A game of the four levels, one move at a time through
 * tess_game_choose_move_async(): each choice is checked, then played. */
static void
test_four_levels_step_by_step (void)
{
  const int kinds[] = { TESS_AI_RANDOM, TESS_AI_EASY, TESS_AI_MEDIUM, TESS_AI_HARD };
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr(TessGame) game = tess_test_new_game (4, FALSE, 1, kinds, "2718");
  guint timeout = g_timeout_add_seconds (300, fail_timeout, (gpointer) "step by step");
  guint points = 0;

  while (!tess_game_get_finished (game))
    {
      StepData data = { loop, game, 0, NULL, NULL, FALSE };
      int player = tess_game_get_current_player (game);
      int before = tess_game_get_score (game, player);
      g_autoptr(GError) error = NULL;

      tess_game_choose_move_async (game, tess_game_get_player_kind (game, player), 50, 30,
                                   NULL, step_done, &data);
      /* Nothing happens on this thread until the main loop runs. */
      g_assert_false (data.called);
      g_main_loop_run (loop);
      g_assert_true (data.called);
      g_assert_no_error (data.error);
      g_assert_nonnull (data.choice);

      assert_choice_legal (game, data.choice);
      g_assert_true (tess_game_play_move (game, data.choice->type, data.choice->x, data.choice->y,
                                          data.choice->rot, data.choice->feature, &error));
      g_assert_no_error (error);
      /* What the reason says was scored at once was scored (the last
       * move adds the final scoring). */
      if (!tess_game_get_finished (game))
        g_assert_cmpint (tess_game_get_score (game, player) - before, ==, data.choice->points);
      points += data.choice->points;
      if (tess_game_get_player_kind (game, player) == TESS_AI_HARD)
        g_assert_cmpint (data.choice->simulations, <=, 30);
      g_clear_pointer (&data.choice, tess_ai_choice_free);
      g_assert_cmpuint (tess_game_get_n_moves (game), <, 200);
    }

  g_test_message ("%u moves, %u points scored during play", tess_game_get_n_moves (game), points);
  g_assert_cmpuint (points, >, 0);
  tess_test_assert_scores_replayed (game);
  g_source_remove (timeout);
}

/* ------------------------------------------------------------ watched */

typedef struct
{
  GMainLoop    *loop;
  TessAiPlayer *player;
  guint         moves;
  guint         thinking_on;
  guint         wrong_player;
  gboolean      over;
} WatchData;

static void
on_watch_moves (TessGame   *game,
                GParamSpec *pspec,
                WatchData  *data)
{
  data->moves++;
  /* A move is played once its turn is over: not thinking any more. */
  g_assert_false (tess_ai_player_get_thinking (data->player));
}

static void
on_watch_thinking (TessAiPlayer *player,
                   GParamSpec   *pspec,
                   WatchData    *data)
{
  TessGame *game = tess_ai_player_get_game (player);

  if (!tess_ai_player_get_thinking (player))
    return;
  data->thinking_on++;
  if (tess_ai_player_get_player (player) != tess_game_get_current_player (game))
    data->wrong_player++;
}

static void
on_watch_over (TessGame  *game,
               WatchData *data)
{
  data->over = TRUE;
  g_main_loop_quit (data->loop);
}

/* Four computers play a whole game by themselves in a main loop. */
static void
test_watched_game (void)
{
  const int kinds[] = { TESS_AI_RANDOM, TESS_AI_EASY, TESS_AI_MEDIUM, TESS_AI_HARD };
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  TessGame *game = tess_test_new_game (4, FALSE, 1, kinds, "1618");
  TessAiPlayer *player = tess_ai_player_new (game);
  WatchData data = { loop, player, 0, 0, 0, FALSE };
  guint timeout = g_timeout_add_seconds (300, fail_timeout, (gpointer) "watched game");

  tess_ai_player_set_pace (player, 0);
  tess_ai_player_set_budget (player, 50);
  tess_ai_player_set_max_simulations (player, 30);
  g_signal_connect (game, "notify::n-moves", G_CALLBACK (on_watch_moves), &data);
  g_signal_connect (game, "game-over", G_CALLBACK (on_watch_over), &data);
  g_signal_connect (player, "notify::thinking", G_CALLBACK (on_watch_thinking), &data);

  /* Nothing before the main loop runs. */
  g_assert_false (tess_ai_player_get_thinking (player));
  g_main_loop_run (loop);
  g_source_remove (timeout);

  g_assert_true (data.over);
  g_assert_true (tess_game_get_finished (game));
  g_assert_cmpuint (data.moves, ==, tess_game_get_n_moves (game));
  g_assert_cmpuint (data.thinking_on, >=, data.moves - 4);
  g_assert_cmpuint (data.wrong_player, ==, 0);
  g_test_message ("%u moves, %u turns thought", data.moves, data.thinking_on);
  tess_test_assert_scores_replayed (game);

  /* Over: it plays and thinks no more. */
  flush_events ();
  g_assert_false (tess_ai_player_get_thinking (player));
  g_assert_cmpint (tess_ai_player_get_player (player), ==, -1);

  g_signal_handlers_disconnect_by_data (game, &data);
  g_assert_finalize_object (player);
  g_assert_finalize_object (game);
}

/* A move's answer is back from the worker: one more thought, begun
 * after the player's on the same position, has come back. */
static void
hint_back (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  TessAiChoice *choice = tess_game_choose_move_finish (result, NULL);

  g_clear_pointer (&choice, tess_ai_choice_free);
  *(gboolean *) user_data = TRUE;
}

/* The pace: a computer's move waits until that long after the last; a
 * shorter pace plays a move that waits at once. No duration is measured:
 * a pace of a minute holds the move for longer than any wait here. */
static void
test_pace (void)
{
  const int kinds[] = { TESS_AI_EASY, TESS_AI_RANDOM };
  TessGame *game = tess_test_new_game (2, FALSE, 1, kinds, "99");
  TessAiPlayer *player = tess_ai_player_new (game);
  gboolean back = FALSE;

  tess_ai_player_set_pace (player, 60000);
  TESS_TEST_WAIT_UNTIL (tess_ai_player_get_thinking (player));
  /* Whatever the worker's progress, nothing is played for a minute; a
   * thought begun after the player's and come back makes it most likely
   * that the player's choice is made and waits. */
  tess_game_choose_move_async (game, TESS_AI_EASY, 50, 0, NULL, hint_back, &back);
  TESS_TEST_WAIT_UNTIL (back);
  flush_events ();
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 0);
  g_assert_true (tess_ai_player_get_thinking (player));

  /* A shorter pace, long past: played there and then. */
  tess_ai_player_set_pace (player, 1);
  TESS_TEST_WAIT_UNTIL (tess_game_get_n_moves (game) == 1);
  tess_ai_player_set_pace (player, 0);
  TESS_TEST_WAIT_UNTIL (tess_game_get_n_moves (game) >= 3);

  /* Paused, it stops: nothing under way, so nothing can come. */
  tess_ai_player_set_paused (player, TRUE);
  g_assert_false (tess_ai_player_get_thinking (player));
  {
    guint n = tess_game_get_n_moves (game);

    flush_events ();
    g_assert_false (tess_ai_player_get_thinking (player));
    g_assert_cmpuint (tess_game_get_n_moves (game), ==, n);
  }
  /* And goes on when resumed. */
  tess_ai_player_set_paused (player, FALSE);
  TESS_TEST_WAIT_UNTIL (tess_game_get_n_moves (game) >= 5);

  g_assert_finalize_object (player);
  g_assert_finalize_object (game);
}

/* ------------------------------------------------------------ cancelling */

typedef struct
{
  gboolean      called;
  TessAiChoice *choice;
  GError       *error;
} CancelData;

static void
cancel_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  CancelData *data = user_data;

  g_assert_false (data->called);
  data->called = TRUE;
  data->choice = tess_game_choose_move_finish (result, &data->error);
}

/* A thought given LONG_BUDGET_MS comes back within the deadline only
 * when it was cut short. */
static void
wait_called (CancelData *data)
{
  TESS_TEST_WAIT_UNTIL (data->called);
}

/* The game goes away while its hard player thinks: the thinking stops
 * long before its budget, nothing is played, nothing leaks (the
 * sanitizer build checks), and the game is not kept alive. */
static void
test_dispose_mid_thought (void)
{
  const int kinds[] = { TESS_AI_HARD, TESS_AI_NONE };
  TessGame *game = tess_test_new_game (2, FALSE, 1, kinds, "7");
  TessAiPlayer *player = tess_ai_player_new (game);
  CancelData data = { FALSE, NULL, NULL };

  tess_ai_player_set_budget (player, LONG_BUDGET_MS);
  /* A hint too, thinking on the same game. */
  tess_game_choose_move_async (game, TESS_AI_HARD, LONG_BUDGET_MS, 0, NULL, cancel_done, &data);

  /* The computer starts thinking from the main loop. */
  TESS_TEST_WAIT_UNTIL (tess_ai_player_get_thinking (player));
  flush_events ();
  g_assert_true (tess_ai_player_get_thinking (player));
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 0);

  g_assert_finalize_object (game);

  /* The player let go of it at once. */
  g_assert_null (tess_ai_player_get_game (player));
  g_assert_false (tess_ai_player_get_thinking (player));

  /* The hint's callback says it was cancelled, and soon. */
  wait_called (&data);
  g_assert_error (data.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (data.choice);
  g_clear_error (&data.error);

  /* The player's own thought ends quietly; it does nothing more. */
  flush_events ();
  g_assert_false (tess_ai_player_get_thinking (player));
  g_assert_finalize_object (player);
}

/* The player goes away while it thinks: the game is left alone. */
static void
test_dispose_player_mid_thought (void)
{
  const int kinds[] = { TESS_AI_HARD, TESS_AI_NONE };
  g_autoptr(TessGame) game = tess_test_new_game (2, FALSE, 1, kinds, "8");
  TessAiPlayer *player = tess_ai_player_new (game);

  tess_ai_player_set_budget (player, LONG_BUDGET_MS);
  TESS_TEST_WAIT_UNTIL (tess_ai_player_get_thinking (player));
  g_assert_finalize_object (player);
  /* No player left to play the thought when it comes back. */
  flush_events ();
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 0);
}

/* Cancelled explicitly: by the game (as undo does) and by the caller. */
static void
test_cancel_explicit (void)
{
  const int kinds[] = { TESS_AI_HARD, TESS_AI_NONE };
  g_autoptr(TessGame) game = tess_test_new_game (2, FALSE, 1, kinds, "11");
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  CancelData by_game = { FALSE, NULL, NULL };
  CancelData by_caller = { FALSE, NULL, NULL };
  CancelData after = { FALSE, NULL, NULL };

  tess_game_choose_move_async (game, TESS_AI_HARD, LONG_BUDGET_MS, 0, NULL, cancel_done, &by_game);
  tess_game_choose_move_async (game, TESS_AI_HARD, LONG_BUDGET_MS, 0, cancellable, cancel_done, &by_caller);
  flush_events ();

  /* The caller's cancellable stops its own thought only. */
  g_cancellable_cancel (cancellable);
  wait_called (&by_caller);
  g_assert_error (by_caller.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_false (by_game.called);

  /* The game's stops the rest. */
  tess_game_cancel_thinking (game);
  wait_called (&by_game);
  g_assert_error (by_game.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);

  /* Thinking begun afterwards is not affected. */
  tess_game_choose_move_async (game, TESS_AI_HARD, 30, 20, NULL, cancel_done, &after);
  wait_called (&after);
  g_assert_no_error (after.error);
  g_assert_nonnull (after.choice);
  assert_choice_legal (game, after.choice);

  g_clear_error (&by_game.error);
  g_clear_error (&by_caller.error);
  g_clear_pointer (&after.choice, tess_ai_choice_free);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 0);
}

/* The computer thinking when its thinking is cancelled (undo) thinks
 * again and plays its turn once. */
static void
test_cancel_player (void)
{
  const int kinds[] = { TESS_AI_HARD, TESS_AI_NONE };
  TessGame *game = tess_test_new_game (2, FALSE, 1, kinds, "12");
  TessAiPlayer *player = tess_ai_player_new (game);
  guint timeout = g_timeout_add_seconds (60, fail_timeout, (gpointer) "cancel player");

  tess_ai_player_set_pace (player, 0);
  tess_ai_player_set_budget (player, 300);
  while (!tess_ai_player_get_thinking (player))
    g_main_context_iteration (NULL, TRUE);
  tess_game_cancel_thinking (game);
  while (tess_game_get_n_moves (game) == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 1);
  g_assert_cmpint (tess_game_get_current_player (game), ==, 1);

  /* A person's turn: nothing under way, nothing more. */
  TESS_TEST_WAIT_UNTIL (!tess_ai_player_get_thinking (player));
  flush_events ();
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 1);
  g_assert_false (tess_ai_player_get_thinking (player));

  g_source_remove (timeout);
  g_assert_finalize_object (player);
  g_assert_finalize_object (game);
}

/* ------------------------------------------------------------ hints */

static void
test_hint (void)
{
  const int kinds[] = { TESS_AI_NONE, TESS_AI_MEDIUM };
  g_autoptr(TessGame) game = tess_test_new_game (2, FALSE, 1, kinds, "4242");
  g_autoptr(GError) error = NULL;
  int turns = 0;

  /* A few turns: the hint is a legal move with a reason; played, it
   * scores what it says. */
  while (turns < 12 && !tess_game_get_finished (game))
    {
      CancelData data = { FALSE, NULL, NULL };
      g_autofree char *reason = NULL;
      int player = tess_game_get_current_player (game);
      int before = tess_game_get_score (game, player);

      tess_game_choose_move_async (game, TESS_AI_HARD, 100, 40, NULL, cancel_done, &data);
      wait_called (&data);
      g_assert_no_error (data.error);
      assert_choice_legal (game, data.choice);
      reason = tess_ai_choice_describe (data.choice);
      g_assert_nonnull (reason);
      g_assert_cmpstr (reason, !=, "");
      g_test_message ("hint %d: %s", turns, reason);
      if (data.choice->extends >= 0)
        g_assert_true (data.choice->extends == TESS_FEATURE_ROAD ||
                       data.choice->extends == TESS_FEATURE_CITY ||
                       data.choice->extends == TESS_FEATURE_FIELD);

      g_assert_true (tess_game_play_move (game, data.choice->type, data.choice->x, data.choice->y,
                                          data.choice->rot, data.choice->feature, &error));
      g_assert_no_error (error);
      if (!tess_game_get_finished (game))
        g_assert_cmpint (tess_game_get_score (game, player) - before, ==, data.choice->points);
      tess_ai_choice_free (data.choice);
      turns++;
    }

  /* With the tile laid, the hint keeps it where it lies and chooses the
   * follower. */
  {
    CancelData data = { FALSE, NULL, NULL };
    g_autoptr(GArray) placements = tess_game_get_placements (game);
    const TessGamePlacement *p = &g_array_index (placements, TessGamePlacement, placements->len - 1);
    g_autoptr(GArray) options = NULL;
    gboolean found;

    g_assert_true (tess_game_place_tile (game, p->x, p->y, p->rot, &error));
    g_assert_no_error (error);
    tess_game_choose_move_async (game, TESS_AI_HARD, 100, 40, NULL, cancel_done, &data);
    wait_called (&data);
    g_assert_no_error (data.error);
    g_assert_cmpint (data.choice->x, ==, p->x);
    g_assert_cmpint (data.choice->y, ==, p->y);
    g_assert_cmpint (data.choice->rot, ==, p->rot);
    options = tess_game_get_follower_options (game);
    found = data.choice->feature < 0;
    for (guint i = 0; i < options->len; i++)
      found |= g_array_index (options, int, i) == data.choice->feature;
    g_assert_true (found);
    /* Still laid, not played. */
    g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_FOLLOWER);
    tess_ai_choice_free (data.choice);
  }
}

/* The reasons, sentence by sentence. */
static void
test_describe (void)
{
  TessAiChoice choice = { 0 };
  g_autofree char *completes = NULL;
  g_autofree char *both = NULL;
  g_autofree char *farm = NULL;
  g_autofree char *keep = NULL;
  g_autofree char *back = NULL;
  g_autofree char *none = NULL;

  choice.feature = -1;
  choice.completes = -1;
  choice.follower_on = -1;
  choice.extends = -1;
  choice.supply = 5;

  choice.points = 8;
  choice.completes = TESS_FEATURE_CITY;
  completes = tess_ai_choice_describe (&choice);
  g_assert_cmpstr (completes, ==, "Completes your city: +8");

  choice.points = 0;
  choice.completes = -1;
  choice.extends = TESS_FEATURE_ROAD;
  choice.feature = 0;
  choice.follower_on = TESS_FEATURE_CITY;
  both = tess_ai_choice_describe (&choice);
  g_assert_cmpstr (both, ==, "Extends your road · Puts a knight in a city");

  choice.extends = -1;
  choice.follower_on = TESS_FEATURE_FIELD;
  farm = tess_ai_choice_describe (&choice);
  g_assert_cmpstr (farm, ==, "Takes a farm");

  /* A follower that scores at once and comes back is not worth saying. */
  choice.points = 3;
  choice.completes = TESS_FEATURE_ROAD;
  choice.follower_on = TESS_FEATURE_ROAD;
  choice.follower_returns = TRUE;
  back = tess_ai_choice_describe (&choice);
  g_assert_cmpstr (back, ==, "Completes your road: +3");

  choice.points = 0;
  choice.completes = -1;
  choice.feature = -1;
  choice.follower_on = -1;
  choice.follower_returns = FALSE;
  keep = tess_ai_choice_describe (&choice);
  g_assert_cmpstr (keep, ==, "No follower: keep your supply");

  choice.supply = 0;
  none = tess_ai_choice_describe (&choice);
  g_assert_cmpstr (none, !=, keep);
}

/* A finished game has nothing to think about. */
static void
test_game_over (void)
{
  const int kinds[] = { TESS_AI_RANDOM, TESS_AI_RANDOM };
  g_autoptr(TessGame) game = tess_test_new_game (2, FALSE, 1, kinds, "3");
  CancelData data = { FALSE, NULL, NULL };

  while (!tess_game_get_finished (game))
    {
      CancelData step = { FALSE, NULL, NULL };

      tess_game_choose_move_async (game, TESS_AI_RANDOM, 10, 0, NULL, cancel_done, &step);
      wait_called (&step);
      g_assert_true (tess_game_play_move (game, step.choice->type, step.choice->x, step.choice->y,
                                          step.choice->rot, step.choice->feature, NULL));
      tess_ai_choice_free (step.choice);
    }
  tess_game_choose_move_async (game, TESS_AI_HARD, 10, 0, NULL, cancel_done, &data);
  wait_called (&data);
  g_assert_error (data.error, TESS_GAME_ERROR, TESS_GAME_ERROR_FINISHED);
  g_clear_error (&data.error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-ai/four-levels-step-by-step", test_four_levels_step_by_step);
  g_test_add_func ("/game-ai/watched-game", test_watched_game);
  g_test_add_func ("/game-ai/pace", test_pace);
  g_test_add_func ("/game-ai/dispose-mid-thought", test_dispose_mid_thought);
  g_test_add_func ("/game-ai/dispose-player-mid-thought", test_dispose_player_mid_thought);
  g_test_add_func ("/game-ai/cancel-explicit", test_cancel_explicit);
  g_test_add_func ("/game-ai/cancel-player", test_cancel_player);
  g_test_add_func ("/game-ai/hint", test_hint);
  g_test_add_func ("/game-ai/describe", test_describe);
  g_test_add_func ("/game-ai/game-over", test_game_over);

  return g_test_run ();
}
