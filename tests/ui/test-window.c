/* test-window.c: the game window, driven through its actions
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window is driven through its actions (see tess-test-ui.c).
 */

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "tess-application.h"
#include "tess-board-view-private.h"
#include "tess-render.h"
#include "tess-summary-dialog.h"
#include "tess-test-ui.h"
#include "tess-window-private.h"
#include "tess-replay.h"

/* The "New Game" settings of a 3-player River game with a seed. */
static void
set_up_settings (gboolean river)
{
  const char *names[] = { "Ana", "Bea", "Carl", NULL };
  const char *colors[] = { "red", "blue", "green", NULL };
  const char *kinds[] = { "human", "human", "human", NULL };
  g_autoptr(GSettings) settings = tess_test_ui_set_up_players (3, names, colors, kinds, "31415");

  g_settings_set_boolean (settings, "river", river);
  g_settings_set_string (settings, "farm-scoring", "third");
}

static void
test_whole_game (void)
{
  TessWindow *window;
  TessGame *game;
  TessRecord *record;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessState) state = NULL;
  GtkWindow *summary;
  guint turn = 0;

  set_up_settings (TRUE);
  window = tess_test_ui_new_window (TRUE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL);
  game = tess_window_get_game (window);
  record = tess_game_get_record (game);

  g_assert_cmpuint (tess_game_get_n_players (game), ==, 3);
  g_assert_cmpstr (tess_game_get_player_name (game, 2), ==, "Carl");
  g_assert_cmpint (tess_game_get_player_color (game, 1), ==, TESS_COLOR_BLUE);
  g_assert_true (tess_game_get_rules (game)->river);
  g_assert_true (record->has_seed);
  g_assert_cmpint (record->seed, ==, 31415);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 0);

  /* The River comes first. */
  g_assert_true (tess_tile_has_river (tess_game_get_tile_def (game, tess_game_get_tile (game))));

  while (!tess_game_get_finished (game))
    {
      tess_test_ui_play_turn (window, turn, turn);
      turn++;
      g_assert_cmpuint (turn, <, 200);
    }

  g_test_message ("%u moves, %u scorings", tess_game_get_n_moves (game), tess_game_get_events (game)->len);

  /* With animations off, the final scores come at once. */
  summary = tess_window_get_summary (window);
  g_assert_nonnull (summary);
  g_assert_true (TESS_IS_SUMMARY_DIALOG (summary));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (summary)));
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_GAME_OVER);

  /* The scores equal those of core replaying the record. */
  replay = tess_replay_new (record, &error);
  g_assert_no_error (error);
  state = tess_replay_new_state (replay);
  g_assert_true (tess_replay_play (replay, -1, state, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (tess_state_is_over (state));
  tess_state_final_scoring (state, NULL, NULL);
  for (guint p = 0; p < 3; p++)
    {
      int sum = 0;

      g_assert_cmpint (tess_game_get_score (game, p), ==, tess_state_score (state, p));
      g_assert_cmpint (tess_summary_dialog_get_total (TESS_SUMMARY_DIALOG (summary), p), ==,
                       tess_state_score (state, p));
      for (int c = 0; c < TESS_GAME_N_CATEGORIES; c++)
        sum += tess_game_get_category_score (game, p, c, FALSE) +
               tess_game_get_category_score (game, p, c, TRUE);
      g_assert_cmpint (sum, ==, tess_state_score (state, p));
    }

  /* Moves are refused once the game is over. */
  {
    guint n_moves = tess_game_get_n_moves (game);

    gtk_widget_activate_action (GTK_WIDGET (window), "win.place-tile", "(iii)", 0, 1, 0);
    gtk_widget_activate_action (GTK_WIDGET (window), "win.no-follower", NULL);
    g_assert_cmpuint (tess_game_get_n_moves (game), ==, n_moves);
  }

  tess_test_ui_destroy_window (window);
}

/* A scoring on the live board stays lit until the next action (a tile
 * laid, an undo), not a moment: no timer puts it out. A monastery lights
 * the tiles around it; a shared feature is violet, as the help says. */
static void
test_scoring_stays_lit (void)
{
  TessWindow *window;
  TessGame *game;
  TessBoardView *board;
  guint turn = 0, before;
  GPtrArray *events;

  set_up_settings (FALSE);
  window = tess_test_ui_new_window (FALSE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL);
  game = tess_window_get_game (window);
  board = window->board;
  events = tess_game_get_events (game);

  /* Play on to a move that scores. */
  do
    {
      before = events->len;
      tess_test_ui_play_turn (window, turn, turn);
      turn++;
      g_assert_cmpuint (turn, <, 60);
    }
  while (events->len == before);

  g_assert_cmpuint (board->scoring->len, ==, events->len - before);
  for (guint i = before; i < events->len; i++)
    {
      const TessGameEvent *event = g_ptr_array_index (events, i);
      TessBoardHighlight *h = g_ptr_array_index (board->scoring, i - before);
      g_autoptr(GArray) cells = tess_game_get_scored_cells (game, event);

      g_assert_cmpuint (h->cells->len, ==, cells->len);
      g_assert_cmpmem (h->cells->data, h->cells->len * sizeof (TessGameCell),
                       cells->data, cells->len * sizeof (TessGameCell));
    }
  /* Nothing will put it out but the next action. */
  g_assert_cmpuint (board->highlight_timeout, ==, 0);
  g_assert_cmpuint (board->tick_id, ==, 0);
  tess_test_ui_wait_frame (GTK_WIDGET (board));
  g_assert_cmpuint (board->scoring->len, >, 0);

  /* A shared scoring: violet. */
  {
    g_autoptr(GArray) cells = tess_game_get_scored_cells (game, g_ptr_array_index (events, before));
    TessBoardHighlight *h;

    tess_board_view_light_scoring (board, cells, 0x3);
    h = g_ptr_array_index (board->scoring, board->scoring->len - 1);
    g_assert_cmpfloat (h->r, ==, TESS_RENDER_SHARED_R);
    g_assert_cmpfloat (h->g, ==, TESS_RENDER_SHARED_G);
    g_assert_cmpfloat (h->b, ==, TESS_RENDER_SHARED_B);
  }

  /* The next tile laid puts it out. */
  {
    g_autoptr(GArray) placements = tess_game_get_placements (game);
    TessGamePlacement p = g_array_index (placements, TessGamePlacement, 0);

    gtk_widget_activate_action (GTK_WIDGET (window), "win.place-tile", "(iii)", p.x, p.y, p.rot);
    g_assert_cmpuint (board->scoring->len, ==, 0);
    if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
      gtk_widget_activate_action (GTK_WIDGET (window), "win.no-follower", NULL);
    tess_test_ui_flush_events ();
  }

  /* So does an undo. */
  {
    g_autoptr(GArray) cells = tess_game_get_scored_cells (game, g_ptr_array_index (events, before));
    guint n = tess_game_get_n_moves (game);

    tess_board_view_light_scoring (board, cells, 0x1);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
    TESS_TEST_WAIT_UNTIL (tess_game_get_n_moves (game) < n);
    g_assert_cmpuint (board->scoring->len, ==, 0);
  }

  tess_test_ui_destroy_window (window);
}

/* The final scoring lights each category in turn, and the summary puts
 * the last light out: no farm stays lit over half the board. */
static void
test_light_out_at_end (void)
{
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(GFile) file = tess_test_ui_finished_game_file ("light-out.tessera", 7, "77", &record);
  g_autoptr(GError) error = NULL;
  TessWindow *window;
  TessGame *game;
  TessBoardView *board;
  guint turn = 0;

  /* The same game two moves before its end. */
  g_array_set_size (record->moves, record->moves->len - 2);
  {
    g_autoptr(TessGame) before_end = tess_game_new_from_record (record, &error);
    g_autofree char *path = g_file_get_path (file);

    g_assert_no_error (error);
    g_assert_true (tess_game_save (before_end, path, &error));
    g_assert_no_error (error);
  }
  window = tess_test_ui_new_window (FALSE);
  g_assert_true (tess_test_ui_open_file (window, file));
  game = tess_window_get_game (window);
  board = window->board;
  g_assert_false (tess_game_get_finished (game));

  /* With animations on, the final scoring is shown step by step. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  while (!tess_game_get_finished (game))
    {
      tess_test_ui_play_turn (window, turn, turn);
      turn++;
      g_assert_cmpuint (turn, <, 10);
    }
  TESS_TEST_WAIT_UNTIL (board->scoring->len > 0 || tess_window_get_summary (window) != NULL);
  g_assert_cmpuint (board->scoring->len, >, 0);
  TESS_TEST_WAIT_UNTIL (tess_window_get_summary (window) != NULL);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_assert_cmpuint (board->scoring->len, ==, 0);
  g_assert_cmpuint (board->highlights->len, ==, 0);

  tess_test_ui_destroy_window (window);
}

static void
test_keyboard_turn (void)
{
  TessWindow *window;
  TessBoardView *board;
  TessGame *game;
  g_autoptr(GArray) placements = NULL;
  TessGamePlacement p;
  int rot;

  set_up_settings (FALSE);
  window = tess_test_ui_new_window (TRUE);
  board = window->board;
  game = tess_window_get_game (window);

  placements = tess_game_get_placements (game);
  p = g_array_index (placements, TessGamePlacement, 0);

  /* The cursor goes to a legal cell; the key that places the tile
   * places it there in a rotation that fits. */
  tess_board_view_set_cursor (board, p.x, p.y);
  rot = tess_board_view_get_cursor_rotation (board);
  g_assert_cmpint (rot, >=, 0);
  g_assert_true (tess_game_can_place_at (game, p.x, p.y, rot));

  /* Turning goes to the next rotation that fits there. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.rotate-cw", NULL);
  g_assert_true (tess_game_can_place_at (game, p.x, p.y, tess_board_view_get_cursor_rotation (board)));

  gtk_widget_activate_action (GTK_WIDGET (board), "board.activate", NULL);
  if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
    {
      int x, y;

      g_assert_true (tess_game_get_pending (game, &x, &y, NULL));
      g_assert_cmpint (x, ==, p.x);
      g_assert_cmpint (y, ==, p.y);

      /* Take it back, lay it again, then the first spot by its number. */
      gtk_widget_activate_action (GTK_WIDGET (window), "win.take-back", NULL);
      g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_TILE);
      gtk_widget_activate_action (GTK_WIDGET (board), "board.activate", NULL);
      g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_FOLLOWER);
      gtk_widget_activate_action (GTK_WIDGET (board), "board.choose-spot", "i", 1);
      g_assert_cmpint (tess_game_get_n_followers (game), ==, 1);
    }
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 1);
  g_assert_cmpint (tess_game_get_current_player (game), ==, 1);

  /* Zoom keys change the viewport. */
  {
    TessViewport *viewport = tess_board_view_get_viewport (board);
    double zoom = tess_viewport_get_zoom (viewport);

    gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-in", NULL);
    g_assert_cmpfloat (tess_viewport_get_zoom (viewport), >, zoom);
    gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-out", NULL);
    g_assert_cmpfloat_with_epsilon (tess_viewport_get_zoom (viewport), zoom, 1e-6);
  }

  tess_test_ui_destroy_window (window);
}

static void
test_save_and_open (void)
{
  TessWindow *window;
  TessWindow *other;
  TessGame *game;
  TessGame *opened;
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "round-trip.tessera", NULL);
  g_autofree char *bad_path = g_build_filename (tess_test_ui_get_tmp_dir (), "damaged.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) bad = g_file_new_for_path (bad_path);

  set_up_settings (TRUE);
  window = tess_test_ui_new_window (TRUE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL);
  game = tess_window_get_game (window);
  for (guint turn = 0; turn < 8; turn++)
    tess_test_ui_play_turn (window, turn, turn);

  g_assert_true (tess_test_ui_save_file (window, file));
  g_assert_true (g_file_equal (tess_game_session_get_file (tess_window_get_session (window)), file));

  other = tess_test_ui_new_window (TRUE);
  g_assert_true (tess_test_ui_open_file (other, file));
  opened = tess_window_get_game (other);
  g_assert_true (opened != game);
  g_assert_true (tess_record_equal (tess_game_get_record (opened), tess_game_get_record (game)));
  g_assert_cmpuint (tess_game_get_n_moves (opened), ==, 8);
  g_assert_cmpint (tess_game_get_current_player (opened), ==, tess_game_get_current_player (game));
  g_assert_cmpint (tess_game_get_tile (opened), ==, tess_game_get_tile (game));
  for (guint p = 0; p < 3; p++)
    g_assert_cmpint (tess_game_get_score (opened, p), ==, tess_game_get_score (game, p));

  /* The opened game goes on. */
  tess_test_ui_play_turn (other, 0, 0);
  g_assert_cmpuint (tess_game_get_n_moves (opened), ==, 9);

  /* A damaged file: a dialog says why, the game in the window stays. */
  g_assert_true (g_file_set_contents (bad_path, "{\"format\": \"tessera-game\", \"version\": 1, \"players\": 7}", -1, NULL));
  g_assert_null (tess_window_get_dialog (other));
  g_assert_false (tess_test_ui_open_file (other, bad));
  g_assert_true (tess_window_get_game (other) == opened);
  g_assert_nonnull (tess_window_get_dialog (other));
  g_assert_true (ADW_IS_MESSAGE_DIALOG (tess_window_get_dialog (other)));
  gtk_window_destroy (tess_window_get_dialog (other));
  {
    g_autofree char *contents = NULL;

    g_assert_true (g_file_get_contents (bad_path, &contents, NULL, NULL));
    g_assert_cmpstr (contents, ==, "{\"format\": \"tessera-game\", \"version\": 1, \"players\": 7}");
  }

  tess_test_ui_destroy_window (other);
  tess_test_ui_destroy_window (window);
}

static void
test_autosave (void)
{
  g_autofree char *autosave = tess_game_default_autosave_file ();
  g_autoptr(TessRecord) played = NULL;
  TessWindow *window;
  TessWindow *next;
  GtkWindow *dialog;
  guint n_moves;

  g_remove (autosave);
  set_up_settings (FALSE);
  /* The windows of the tests before are gone, but an autosave of theirs
   * still being written keeps its file until the write is told: then the
   * first file is this window's. */
  {
    g_autofree char *first = NULL;

    TESS_TEST_WAIT_UNTIL ((g_free (first), first = tess_autosave_new_file (),
                           g_strcmp0 (first, autosave) == 0));
  }
  window = tess_test_ui_new_window (TRUE);
  tess_test_ui_play_turn (window, 0, 0);
  tess_test_ui_play_turn (window, 1, 1);
  n_moves = tess_game_get_n_moves (tess_window_get_game (window));
  tess_test_ui_flush_autosave (window);
  g_assert_true (g_file_test (autosave, G_FILE_TEST_EXISTS));
  played = tess_record_copy (tess_game_get_record (tess_window_get_game (window)));
  /* Gone, as at a quit: a window open on it keeps it its own. */
  tess_test_ui_destroy_window (window);

  /* The next start offers to go on with it. */
  next = tess_test_ui_new_window (TRUE);
  g_assert_cmpuint (tess_game_get_n_moves (tess_window_get_game (next)), ==, 0);
  tess_test_ui_offer_autosave (next);
  dialog = tess_window_get_dialog (next);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "continue");
  tess_test_ui_flush_events ();
  g_assert_cmpuint (tess_game_get_n_moves (tess_window_get_game (next)), ==, n_moves);
  g_assert_true (tess_record_equal (tess_game_get_record (tess_window_get_game (next)), played));

  /* A damaged autosave is kept aside and reported, not lost. */
  tess_test_ui_destroy_window (next);
  g_assert_true (g_file_set_contents (autosave, "not json", -1, NULL));
  next = tess_test_ui_new_window (TRUE);
  tess_test_ui_offer_autosave (next);
  g_assert_nonnull (tess_window_get_dialog (next));
  g_assert_false (g_file_test (autosave, G_FILE_TEST_EXISTS));
  {
    g_autofree char *aside = g_strconcat (autosave, ".damaged", NULL);

    g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
    g_remove (aside);
  }
  gtk_window_destroy (tess_window_get_dialog (next));

  tess_test_ui_destroy_window (next);
}

/* The rule "hand 3": the player picks which tile of three to play. */
static void
test_hand (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  TessWindow *window;
  TessGame *game;
  int third;

  set_up_settings (FALSE);
  g_settings_set_int (settings, "hand", 3);
  window = tess_test_ui_new_window (TRUE);
  game = tess_window_get_game (window);

  g_assert_cmpint (tess_game_get_rules (game)->hand, ==, 3);
  g_assert_cmpint (tess_game_get_hand_size (game), ==, 3);
  third = tess_game_get_hand_tile (game, 2);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-tile", "i", 2);
  g_assert_cmpint (tess_game_get_tile (game), ==, third);

  tess_test_ui_play_turn (window, 0, 0);
  g_assert_cmpstr (tess_record_move (tess_game_get_record (game), 0)->tile, ==,
                   tess_game_get_type_id (game, third));
  g_assert_cmpint (tess_game_get_hand_size (game), ==, 3);

  g_settings_reset (settings, "hand");
  tess_test_ui_destroy_window (window);
}

static void
test_new_game_dialog (void)
{
  TessWindow *window;

  set_up_settings (FALSE);
  window = tess_test_ui_new_window (TRUE);

  /* The dialog opens over the window with the settings in it. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  tess_test_ui_flush_events ();
  {
    GListModel *toplevels = gtk_window_get_toplevels ();
    GtkWindow *dialog = NULL;

    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

        if (gtk_window_get_transient_for (w) == GTK_WINDOW (window))
          dialog = w;
      }
    g_assert_nonnull (dialog);
    g_assert_cmpstr (G_OBJECT_TYPE_NAME (dialog), ==, "TessNewGameDialog");
    gtk_window_destroy (dialog);
  }

  tess_test_ui_destroy_window (window);
}

/* Each thing derived from the position is computed once per change of
 * it: the legal placements, the follower spots, the board's and the
 * window's action states and what screen readers are told of the board. */
static void
assert_computed_once (TessWindow *window,
                      const char *step)
{
  static const char *names[TESS_BOARD_N_DERIVED] = {
    "legal placements", "follower spots", "board actions", "board description",
  };

  for (int d = 0; d < TESS_BOARD_N_DERIVED; d++)
    {
      g_test_message ("%s: %s computed %u times", step, names[d],
                      _tess_board_view_get_n_computed (window->board, d));
      g_assert_cmpuint (_tess_board_view_get_n_computed (window->board, d), ==, 1);
    }
  g_test_message ("%s: window actions updated %u times", step, _tess_window_get_n_action_updates ());
  g_assert_cmpuint (_tess_window_get_n_action_updates (), ==, 1);
}

static void
test_move_computes_once (void)
{
  TessWindow *window;
  TessGame *game;
  g_autoptr(GArray) placements = NULL;
  TessGamePlacement p;

  set_up_settings (FALSE);
  window = tess_test_ui_new_window (TRUE);
  game = tess_window_get_game (window);
  placements = tess_game_get_placements (game);
  p = g_array_index (placements, TessGamePlacement, 0);

  /* Laying the tile, then ending the move. */
  _tess_board_view_reset_n_computed (window->board);
  _tess_window_reset_n_action_updates ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.place-tile", "(iii)", p.x, p.y, p.rot));
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_FOLLOWER);
  assert_computed_once (window, "tile laid");

  _tess_board_view_reset_n_computed (window->board);
  _tess_window_reset_n_action_updates ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.no-follower", NULL));
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 1);
  assert_computed_once (window, "move played");

  /* And undoing it. */
  _tess_board_view_reset_n_computed (window->board);
  _tess_window_reset_n_action_updates ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 0);
  assert_computed_once (window, "move undone");

  tess_test_ui_destroy_window (window);
}

/* F9 and the header's toggle button show and hide the side panel: one
 * property action over the flap's reveal-flap. */
static void
test_toggle_panel (void)
{
  TessWindow *window;
  AdwFlap *flap;
  gboolean revealed;

  set_up_settings (FALSE);
  window = tess_test_ui_new_window (TRUE);
  flap = ADW_FLAP (tess_test_ui_window_child (window, "flap"));
  revealed = adw_flap_get_reveal_flap (flap);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-panel", NULL));
  g_assert_cmpint (adw_flap_get_reveal_flap (flap), ==, !revealed);
  {
    g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), "toggle-panel");

    g_assert_cmpint (g_variant_get_boolean (state), ==, !revealed);
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-panel", NULL));
  g_assert_cmpint (adw_flap_get_reveal_flap (flap), ==, revealed);

  tess_test_ui_destroy_window (window);
}

/* The cells of the board (with one around them) left of the panel. */
static gboolean
board_beside_panel (TessWindow *window,
                    GtkWidget  *panel)
{
  TessGame *game = tess_window_get_game (window);
  TessViewport *viewport = tess_board_view_get_viewport (window->board);
  graphene_point_t edge;
  int x0, y0, x1, y1;
  double x, y, zoom = tess_viewport_get_zoom (viewport);

  if (!gtk_widget_compute_point (panel, GTK_WIDGET (window->board), &GRAPHENE_POINT_INIT (0, 0), &edge))
    return FALSE;
  tess_game_get_bounds (game, &x0, &y0, &x1, &y1);
  tess_viewport_board_to_widget (viewport, x1 + 1, y1 + 1, &x, &y);
  if (x + zoom > edge.x + 1)
    return FALSE;
  /* And in the middle of what is seen, not of the window. */
  tess_viewport_board_to_widget (viewport, (x0 + x1 + 1) / 2.0, 0, &x, &y);
  return fabs (x - edge.x / 2) < zoom;
}

/* A narrow window: the side panel lies over the board's end, and the
 * board fits beside it, shown or hidden, until the player zooms. */
static void
test_board_beside_panel (void)
{
  TessWindow *window;
  AdwFlap *flap;
  GtkWidget *panel;
  guint turn = 0;

  set_up_settings (FALSE);
  window = tess_test_ui_new_window (FALSE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL);
  flap = ADW_FLAP (tess_test_ui_window_child (window, "flap"));
  panel = adw_flap_get_flap (flap);
  for (; turn < 12; turn++)
    tess_test_ui_play_turn (window, turn, turn);
  adw_flap_set_fold_policy (flap, ADW_FLAP_FOLD_POLICY_ALWAYS);
  adw_flap_set_reveal_flap (flap, TRUE);
  tess_board_view_fit (window->board);
  /* Folded: the board under the panel, as wide as the flap. */
  TESS_TEST_WAIT_UNTIL (adw_flap_get_folded (flap) && adw_flap_get_reveal_progress (flap) == 1.0 &&
                        gtk_widget_get_width (panel) > 0 &&
                        gtk_widget_get_width (GTK_WIDGET (window->board)) == gtk_widget_get_width (GTK_WIDGET (flap)));
  tess_test_ui_wait_frame (GTK_WIDGET (window->board));
  g_test_message ("board %d px wide, panel %d px, zoom %g", gtk_widget_get_width (GTK_WIDGET (window->board)),
                  gtk_widget_get_width (panel), tess_viewport_get_zoom (tess_board_view_get_viewport (window->board)));
  g_assert_true (board_beside_panel (window, panel));

  /* Hidden, the board takes the whole width again. */
  {
    TessViewport *viewport = tess_board_view_get_viewport (window->board);
    double w, h;

    adw_flap_set_reveal_flap (flap, FALSE);
    TESS_TEST_WAIT_UNTIL (adw_flap_get_reveal_progress (flap) == 0.0);
    tess_viewport_get_size (viewport, &w, &h);
    g_assert_cmpfloat (w, ==, gtk_widget_get_width (GTK_WIDGET (window->board)));
  }

  tess_test_ui_destroy_window (window);
}

static GtkWindow *
dialog_over (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_window_get_transient_for (w) == parent)
        return w;
    }
  return NULL;
}

/* F1 with no help viewer: a message says how to get the help and where
 * its pages are, instead of "Operation not supported" or nothing. */
static void
test_help_without_viewer (void)
{
  g_autoptr(GAppInfo) viewer = g_app_info_get_default_for_uri_scheme ("help");
  TessWindow *window;
  GtkWindow *dialog;

  if (viewer != NULL)
    {
      g_test_skip ("a help viewer is installed");
      return;
    }
  window = tess_test_ui_new_window (FALSE);
  tess_application_show_help (GTK_WINDOW (window));
  TESS_TEST_WAIT_UNTIL (dialog_over (GTK_WINDOW (window)) != NULL);
  dialog = dialog_over (GTK_WINDOW (window));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "yelp"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "help"));
  gtk_window_destroy (dialog);
  tess_test_ui_destroy_window (window);
}

/* Play Online…: friends' addresses read as the player types them; with
 * no chat account connected, the way to Preferences, Online. */
static void
test_play_online (void)
{
  TessWindow *window;
  GtkWindow *dialog;
  g_auto(GStrv) invites = NULL;
  g_autofree char *bad = NULL;

  invites = _tess_window_split_addresses (" Ana@Example.org, bob@chat.example.net;ana@example.org\n", &bad);
  g_assert_null (bad);
  g_assert_cmpuint (g_strv_length (invites), ==, 2);
  g_assert_cmpstr (invites[0], ==, "ana@example.org");
  g_assert_cmpstr (invites[1], ==, "bob@chat.example.net");
  g_clear_pointer (&invites, g_strfreev);
  invites = _tess_window_split_addresses ("bob@chat.example.net, ana, @x, y@", &bad);
  g_assert_cmpstr (bad, ==, "ana");
  g_assert_cmpuint (g_strv_length (invites), ==, 1);
  g_clear_pointer (&invites, g_strfreev);
  g_clear_pointer (&bad, g_free);
  invites = _tess_window_split_addresses ("", &bad);
  g_assert_null (bad);
  g_assert_null (invites[0]);

  window = tess_test_ui_new_window (FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.play-online", NULL));
  tess_test_ui_flush_events ();
  dialog = tess_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Sign In to Play Online");
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "preferences"));
  gtk_window_destroy (dialog);
  tess_test_ui_flush_events ();
  tess_test_ui_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "test-window");

  g_test_add_func ("/window/whole-game", test_whole_game);
  g_test_add_func ("/window/keyboard-turn", test_keyboard_turn);
  g_test_add_func ("/window/scoring-stays-lit", test_scoring_stays_lit);
  g_test_add_func ("/window/light-out-at-end", test_light_out_at_end);
  g_test_add_func ("/window/save-and-open", test_save_and_open);
  g_test_add_func ("/window/autosave", test_autosave);
  g_test_add_func ("/window/hand", test_hand);
  g_test_add_func ("/window/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/window/move-computes-once", test_move_computes_once);
  g_test_add_func ("/window/toggle-panel", test_toggle_panel);
  g_test_add_func ("/window/board-beside-panel", test_board_beside_panel);
  g_test_add_func ("/window/help-without-viewer", test_help_without_viewer);
  g_test_add_func ("/window/play-online", test_play_online);

  return tess_test_ui_run ();
}
