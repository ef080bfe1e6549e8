/* test-game-session.c: the game in play, without a window
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the window used to keep and now shows from a TessGameSession: the
 * seats, the computers held after an undo and paused by a replay, the
 * lesson that puts the game aside (and its autosave), and "game" told
 * last, once the rest is in place.
 */

#define G_LOG_DOMAIN "test-game-session"

#include "config.h"

#include <glib/gstdio.h>

#include "tess-game-session.h"
#include "tess-test-core.h"

static void
play_first_placement (TessGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) placements = tess_game_get_placements (game);
  const TessGamePlacement *p = &g_array_index (placements, TessGamePlacement, 0);

  g_assert_true (tess_game_play_move (game, tess_game_get_tile (game), p->x, p->y, p->rot, -1, &error));
  g_assert_no_error (error);
}

/* A person and a computer: an undo holds the computer until the person
 * moves (not a redo); a replay pauses it, whatever the hold. */
static void
test_seats_and_hold (void)
{
  static const int kinds[] = { TESS_AI_NONE, TESS_AI_EASY };
  g_autoptr(TessGame) game = tess_test_new_game (2, FALSE, 1, kinds, "77");
  g_autoptr(TessGameSession) session = tess_game_session_new (NULL);
  g_autoptr(GError) error = NULL;
  TessAiPlayer *ai;

  tess_game_session_set_game (session, game, NULL);
  g_assert_null (tess_game_session_get_autosave (session));
  g_assert_cmpuint (tess_game_session_get_n_seats (session), ==, 2);
  g_assert_cmpint (tess_game_session_get_seat_kind (session, 0), ==, TESS_SEAT_LOCAL);
  g_assert_cmpint (tess_game_session_get_seat_kind (session, 1), ==, TESS_SEAT_COMPUTER);
  g_assert_true (tess_game_session_turn_is_local (session));
  ai = tess_game_session_get_ai_player (session);
  g_assert_nonnull (ai);
  g_assert_true (tess_ai_player_get_game (ai) == game);
  g_assert_false (tess_ai_player_get_paused (ai));

  /* The person moves; the computer's turn (nobody turns the main loop,
   * so the computer does not play it). */
  play_first_placement (game);
  g_assert_false (tess_game_session_turn_is_local (session));

  /* Undo: held, and still after a redo. */
  g_assert_true (tess_game_session_undo (session, &error));
  g_assert_no_error (error);
  g_assert_true (tess_game_session_get_computers_held (session));
  g_assert_true (tess_ai_player_get_paused (ai));
  g_assert_true (tess_game_session_redo (session, &error));
  g_assert_true (tess_game_session_get_computers_held (session));
  g_assert_true (tess_game_session_undo (session, &error));

  /* A replay pauses, and its end does not wake the held computer. */
  tess_game_session_set_replaying (session, TRUE);
  tess_game_session_set_replaying (session, FALSE);
  g_assert_true (tess_ai_player_get_paused (ai));

  /* The person's move releases it. */
  play_first_placement (game);
  g_assert_false (tess_game_session_get_computers_held (session));
  g_assert_false (tess_ai_player_get_paused (ai));

  /* Released during a replay, it waits for the replay's end. */
  g_assert_true (tess_game_session_hold_computers (session));
  tess_game_session_set_replaying (session, TRUE);
  tess_game_session_release_computers (session);
  g_assert_true (tess_ai_player_get_paused (ai));
  tess_game_session_set_replaying (session, FALSE);
  g_assert_false (tess_ai_player_get_paused (ai));
}

/* People only: nothing to hold. */
static void
test_nothing_to_hold (void)
{
  g_autoptr(TessGame) game = tess_test_new_game (2, FALSE, 1, NULL, "78");
  g_autoptr(TessGameSession) session = tess_game_session_new (NULL);
  g_autoptr(GError) error = NULL;

  tess_game_session_set_game (session, game, NULL);
  play_first_placement (game);
  g_assert_true (tess_game_session_undo (session, &error));
  g_assert_false (tess_game_session_get_computers_held (session));
  g_assert_false (tess_ai_player_get_paused (tess_game_session_get_ai_player (session)));
}

/* An online game: the tiles come from outside (the draws), the seats
 * played elsewhere are remote. Nothing is the screen's to play before a
 * tile is drawn, nor on a remote seat's turn; no computer player runs
 * here, no move is taken back, and nothing is autosaved (the last game
 * offered again would be played at one screen). */
static void
test_remote_seats (void)
{
  static const TessSeatKind seats[] = { TESS_SEAT_LOCAL, TESS_SEAT_REMOTE };
  static const TessColor colors[] = { TESS_COLOR_YELLOW, TESS_COLOR_RED };
  static const char *const names[] = { "ana@example.org", "bob@example.net" };
  g_autoptr(TessGame) seeded = tess_test_new_game (2, FALSE, 1, NULL, "80");
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tessera-session-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "autosave.tessera", NULL);
  g_autoptr(TessGameSession) session = tess_game_session_new (path);
  int tile;

  /* A seeded record draws by itself: not for outside draws. */
  g_assert_null (tess_game_new_with_external_draws (tess_game_get_record (seeded), &error));
  g_assert_error (error, TESS_GAME_ERROR, TESS_GAME_ERROR_PHASE);
  g_clear_error (&error);
  g_assert_false (tess_game_draw_tile (seeded, 0, &error));
  g_clear_error (&error);

  record = tess_game_new_record (tess_game_get_rules (seeded), 2, names, colors, NULL, NULL, &error);
  g_assert_no_error (error);
  record->has_seed = FALSE;
  game = tess_game_new_with_external_draws (record, &error);
  g_assert_no_error (error);
  g_assert_true (tess_game_get_external_draws (game));
  g_assert_cmpint (tess_game_get_tile (game), ==, -1);

  tess_game_session_set_remote_game (session, game, seats);
  g_assert_true (tess_game_session_get_remote (session));
  g_assert_null (tess_game_session_get_ai_player (session));
  g_assert_cmpint (tess_game_session_get_seat_kind (session, 1), ==, TESS_SEAT_REMOTE);
  g_assert_false (tess_game_session_turn_is_local (session));

  /* The draw puts a tile in the hand: the person's turn. */
  /* D: three left, and a place for each by the start tile. */
  for (tile = 0; g_strcmp0 (tess_game_get_type_id (game, tile), "D") != 0; tile++)
    g_assert_cmpint (tile, <, tess_game_get_n_types (game));
  g_assert_true (tess_game_draw_tile (game, tile, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tess_game_get_tile (game), ==, tile);
  g_assert_true (tess_game_session_turn_is_local (session));
  g_assert_false (tess_game_draw_tile (game, tile, &error));
  g_assert_error (error, TESS_GAME_ERROR, TESS_GAME_ERROR_PHASE);
  g_clear_error (&error);
  play_first_placement (game);
  g_assert_cmpint (tess_game_get_tile (game), ==, -1);
  g_assert_cmpint (tess_game_get_current_player (game), ==, 1);

  /* The remote seat's turn, its tile drawn or not. */
  g_assert_false (tess_game_session_turn_is_local (session));
  g_assert_true (tess_game_draw_tile (game, tile, &error));
  g_assert_false (tess_game_session_turn_is_local (session));
  g_assert_false (tess_game_session_undo (session, &error));
  g_assert_error (error, TESS_GAME_ERROR, TESS_GAME_ERROR_PHASE);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 1);
  tess_game_session_flush (session);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           GPtrArray  *names)
{
  g_ptr_array_add (names, g_strdup (pspec->name));
}

/* "game" comes last: whoever follows it finds the file, history and
 * computer player of the new game. */
static void
test_game_told_last (void)
{
  g_autoptr(TessGame) game = tess_test_new_game (2, FALSE, 1, NULL, "79");
  g_autoptr(TessGameSession) session = tess_game_session_new (NULL);
  g_autoptr(GFile) file = g_file_new_for_path ("/nowhere/game.tessera");
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  g_signal_connect (session, "notify", G_CALLBACK (on_notify), names);
  tess_game_session_set_game (session, game, file);
  g_assert_cmpuint (names->len, >=, 4);
  g_assert_cmpstr (g_ptr_array_index (names, names->len - 1), ==, "game");
  for (guint i = 0; i + 1 < names->len; i++)
    g_assert_cmpstr (g_ptr_array_index (names, i), !=, "game");
  g_assert_true (tess_game_session_get_file (session) == file);
  g_assert_nonnull (tess_game_session_get_history (session));
  g_assert_cmpuint (tess_history_get_n_moves (tess_game_session_get_history (session)), ==, 0);
  g_signal_handlers_disconnect_by_func (session, on_notify, names);
}

/* A lesson puts the game, its file and its autosave aside; its moves are
 * never autosaved; the game comes back when it ends, and a game set
 * meanwhile takes the place of the one put aside. */
static void
test_lesson_puts_aside (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tessera-session-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "autosave.tessera", NULL);
  g_autoptr(TessGameSession) session = tess_game_session_new (path);
  g_autoptr(TessGame) game = tess_test_new_game (2, FALSE, 1, NULL, "80");
  g_autoptr(TessGame) other = tess_test_new_game (2, FALSE, 1, NULL, "81");
  g_autoptr(GFile) file = g_file_new_for_path ("/nowhere/game.tessera");
  g_autoptr(TessLesson) lesson = tess_lesson_load (tess_lesson_get_nth_id (0), &error);
  g_autoptr(TessGame) lesson_game = NULL;

  g_assert_no_error (error);
  lesson_game = tess_lesson_new_game (lesson, &error);
  g_assert_no_error (error);

  tess_game_session_set_game (session, game, file);
  play_first_placement (game);
  tess_game_session_start_lesson (session, lesson, lesson_game);
  /* The game's last move was written out as the lesson came. */
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_true (tess_game_session_get_lesson (session) == lesson);
  g_assert_true (tess_game_session_get_game (session) == lesson_game);
  g_assert_null (tess_game_session_get_file (session));
  g_assert_false (tess_game_session_get_autosave_enabled (session));
  g_assert_true (tess_game_session_lesson_allows_move (session));

  /* The learner's move: not autosaved, and the lesson waits no more. */
  play_first_placement (lesson_game);
  tess_game_session_flush (session);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (tess_game_session_lesson_allows_move (session));
  g_assert_false (tess_game_session_turn_is_local (session));

  g_assert_true (tess_game_session_stop_lesson (session));
  g_assert_null (tess_game_session_get_lesson (session));
  g_assert_true (tess_game_session_get_game (session) == game);
  g_assert_true (tess_game_session_get_file (session) == file);
  g_assert_true (tess_game_session_get_autosave_enabled (session));
  g_assert_false (tess_game_session_stop_lesson (session));

  /* Another game set during a lesson ends it, in the put-aside game's place. */
  tess_game_session_start_lesson (session, lesson, lesson_game);
  tess_game_session_set_game (session, other, NULL);
  g_assert_null (tess_game_session_get_lesson (session));
  g_assert_true (tess_game_session_get_game (session) == other);
  g_assert_true (tess_game_session_get_autosave_enabled (session));
  g_assert_false (tess_game_session_stop_lesson (session));
  g_assert_true (tess_game_session_get_game (session) == other);

  g_clear_object (&session);
  g_remove (path);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-session/seats-and-hold", test_seats_and_hold);
  g_test_add_func ("/game-session/remote-seats", test_remote_seats);
  g_test_add_func ("/game-session/nothing-to-hold", test_nothing_to_hold);
  g_test_add_func ("/game-session/game-told-last", test_game_told_last);
  g_test_add_func ("/game-session/lesson-puts-aside", test_lesson_puts_aside);
  return g_test_run ();
}
