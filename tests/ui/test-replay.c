/* test-replay.c: undo, redo, the history panel and the replay, in the window
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window is driven through its actions (the buttons and keys use
 * them too); the test looks at the game, the history and what the side
 * panel shows.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "tess-history-panel.h"
#include "tess-player-row.h"
#include "tess-replay-view.h"
#include "tess-test-ui.h"
#include "tess-replay.h"

static void
set_up_settings (void)
{
  const char *names[] = { "Ana", "Bea", NULL };
  const char *colors[] = { "red", "blue", NULL };
  const char *kinds[] = { "human", "human", NULL };
  g_autoptr(GSettings) settings = tess_test_ui_set_up_players (2, names, colors, kinds, "8086");

  g_settings_set_boolean (settings, "river", FALSE);
  g_settings_set_int (settings, "hand", 1);
}

/* Whether an action of the window is enabled, as the buttons that use
 * it show (the header bar's, the replay bar's). */
static gboolean
action_enabled (TessWindow *window,
                const char *name)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GtkWidget *button = NULL;

  tess_test_ui_collect (GTK_WIDGET (window), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len && button == NULL; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (g_ptr_array_index (buttons, i)), name) == 0)
      button = g_ptr_array_index (buttons, i);
  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

/* The scores the side panel's player rows show (their big number). */
static GArray *
shown_scores (TessWindow *window)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));

  tess_test_ui_collect (GTK_WIDGET (window), TESS_TYPE_PLAYER_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    {
      g_autoptr(GPtrArray) labels = g_ptr_array_new ();
      int score = -1;

      tess_test_ui_collect (g_ptr_array_index (rows, i), GTK_TYPE_LABEL, labels);
      for (guint k = 0; k < labels->len; k++)
        if (gtk_widget_has_css_class (g_ptr_array_index (labels, k), "title-2"))
          score = atoi (gtk_label_get_label (g_ptr_array_index (labels, k)));
      g_assert_cmpint (score, >=, 0);
      g_array_append_val (out, score);
    }
  return out;
}

static GtkRange *
replay_scale (TessWindow *window)
{
  g_autoptr(GPtrArray) scales = g_ptr_array_new ();

  tess_test_ui_collect (GTK_WIDGET (window->replay_view), GTK_TYPE_SCALE, scales);
  g_assert_cmpuint (scales->len, ==, 1);
  return g_ptr_array_index (scales, 0);
}

/* What the window shows at the replay's position agrees with the
 * history: the sentences, the scores in the player rows, the slider,
 * the move chosen in the history list. */
static void
assert_replay_at (TessWindow *window,
                  guint       position)
{
  TessReplayView *view = window->replay_view;
  TessHistoryPanel *panel = tess_side_panel_get_history_panel (window->side_panel);
  TessHistory *history = tess_history_panel_get_history (panel);
  g_autofree char *text = tess_replay_view_get_text (view);
  g_autoptr(GArray) scores = shown_scores (window);
  TessGame *shown = tess_replay_view_get_shown_game (view);

  g_assert_true (tess_replay_view_get_active (view));
  g_assert_cmpuint (tess_replay_view_get_position (view), ==, position);
  g_assert_cmpfloat (gtk_range_get_value (replay_scale (window)), ==, position);
  g_assert_cmpuint (scores->len, ==, tess_game_get_n_players (tess_window_get_game (window)));

  if (position == 0)
    {
      g_assert_cmpuint (tess_history_panel_get_selected (panel), ==, GTK_INVALID_LIST_POSITION);
      g_assert_cmpint (tess_game_get_n_placed (shown), ==, 1);
      for (guint p = 0; p < scores->len; p++)
        g_assert_cmpint (g_array_index (scores, int, p), ==, 0);
      return;
    }

  {
    guint index = MIN (position, tess_history_get_n_moves (history) + 1) - 1;
    g_autoptr(TessHistoryItem) item = g_list_model_get_item (G_LIST_MODEL (history), index);
    const char * const *explanations = tess_history_item_get_explanations (item);

    g_assert_cmpuint (tess_history_panel_get_selected (panel), ==, index);
    g_assert_nonnull (strstr (text, tess_history_item_get_action (item)));
    for (guint i = 0; explanations[i] != NULL; i++)
      g_assert_nonnull (strstr (text, explanations[i]));
    for (guint p = 0; p < scores->len; p++)
      {
        g_assert_cmpint (g_array_index (scores, int, p), ==, tess_history_item_get_score (item, p));
        g_assert_cmpint (tess_game_get_score (shown, p), ==, tess_history_item_get_score (item, p));
      }
  }
}

static void
wait_for_position (TessReplayView *view,
                   guint           position)
{
  TESS_TEST_WAIT_UNTIL (tess_replay_view_get_position (view) >= position);
}

static void
test_replay_finished (void)
{
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(GFile) file = tess_test_ui_finished_game_file ("finished.tessera", 17, "1717", &record);
  TessWindow *window;
  TessReplayView *view;
  TessGame *game;
  guint n_moves, last;

  set_up_settings ();
  window = tess_test_ui_new_window (TRUE);

  /* A finished game opens in the replay, at the start tile. */
  g_assert_true (tess_test_ui_open_file (window, file));
  tess_test_ui_flush_events ();
  game = tess_window_get_game (window);
  view = window->replay_view;
  n_moves = tess_game_get_n_moves (game);
  g_assert_true (tess_game_get_finished (game));
  g_assert_true (tess_replay_view_get_active (view));
  /* Every move, then the final scoring and each of its steps. */
  {
    TessHistory *history = tess_history_panel_get_history (tess_side_panel_get_history_panel (window->side_panel));
    g_autoptr(TessHistoryItem) final = g_list_model_get_item (G_LIST_MODEL (history), n_moves);

    g_assert_cmpuint (tess_replay_view_get_n_positions (view), ==,
                      n_moves + 2 + tess_history_item_get_n_events (final));
    last = n_moves + 1 + tess_history_item_get_n_events (final);
  }
  g_assert_cmpfloat (gtk_adjustment_get_upper (gtk_range_get_adjustment (replay_scale (window))), ==, last);
  assert_replay_at (window, 0);
  g_assert_false (action_enabled (window, "win.replay-back"));
  g_assert_false (action_enabled (window, "win.undo"));
  g_assert_true (action_enabled (window, "win.replay-forward"));

  /* Step by step. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-forward", NULL);
  assert_replay_at (window, 1);
  g_assert_true (action_enabled (window, "win.replay-back"));
  for (int i = 0; i < 11; i++)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-forward", NULL);
  assert_replay_at (window, 12);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-back", NULL);
  assert_replay_at (window, 11);
  g_assert_cmpint (tess_game_get_n_placed (tess_replay_view_get_shown_game (view)), <=, 12);

  /* The end: the final scoring, the scores of the game's end. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-last", NULL);
  assert_replay_at (window, last);
  g_assert_false (action_enabled (window, "win.replay-forward"));
  g_assert_false (action_enabled (window, "win.play-from-here"));
  {
    g_autoptr(GArray) scores = shown_scores (window);
    g_autofree char *text = tess_replay_view_get_text (view);

    for (guint p = 0; p < scores->len; p++)
      g_assert_cmpint (g_array_index (scores, int, p), ==, tess_game_get_score (game, p));
    g_assert_true (g_str_has_prefix (text, "Final scoring, step "));
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-first", NULL);
  assert_replay_at (window, 0);

  /* The slider goes anywhere. */
  gtk_range_set_value (replay_scale (window), 20);
  assert_replay_at (window, 20);

  /* Choosing a move in the history goes there too. */
  gtk_single_selection_set_selected (GTK_SINGLE_SELECTION (gtk_list_view_get_model (tess_history_panel_get_list_view (tess_side_panel_get_history_panel (window->side_panel)))),
                                     29);
  assert_replay_at (window, 30);

  /* Play, at the fastest, then pause. */
  while (action_enabled (window, "win.replay-faster"))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-faster", NULL);
  g_assert_cmpfloat (tess_replay_view_get_speed (view), ==, TESS_REPLAY_MIN_SPEED);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-slower", NULL);
  g_assert_cmpfloat (tess_replay_view_get_speed (view), >, TESS_REPLAY_MIN_SPEED);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-faster", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-play", NULL);
  g_assert_true (tess_replay_view_get_playing (view));
  wait_for_position (view, 32);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-play", NULL);
  g_assert_false (tess_replay_view_get_playing (view));
  g_assert_cmpuint (tess_replay_view_get_position (view), >=, 32);
  assert_replay_at (window, tess_replay_view_get_position (view));

  /* Back to the game, which never changed. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.leave-replay", NULL);
  g_assert_false (tess_replay_view_get_active (view));
  g_assert_true (tess_window_get_game (window) == game);
  g_assert_true (tess_record_equal (tess_game_get_record (game), record));
  g_assert_cmpuint (tess_history_panel_get_selected (tess_side_panel_get_history_panel (window->side_panel)), ==,
                    GTK_INVALID_LIST_POSITION);
  {
    g_autoptr(GArray) scores = shown_scores (window);

    for (guint p = 0; p < scores->len; p++)
      g_assert_cmpint (g_array_index (scores, int, p), ==, tess_game_get_score (game, p));
  }
  g_assert_false (action_enabled (window, "win.replay-forward"));

  tess_test_ui_destroy_window (window);
}

/* The keys of the replay: each bound to its action. */
static void
test_replay_keys (void)
{
  struct {
    const char *trigger;
    const char *action;
  } keys[] = {
    { "Left", "win.replay-back" },
    { "Right", "win.replay-forward" },
    { "Home", "win.replay-first" },
    { "End", "win.replay-last" },
    { "space", "win.replay-play" },
    { "bracketleft", "win.replay-slower" },
    { "bracketright", "win.replay-faster" },
    { "Escape", "win.leave-replay" },
    { "<Control>Return", "win.play-from-here" },
  };
  TessWindow *window;
  g_autoptr(GListModel) controllers = NULL;
  GtkShortcutController *replay_keys = NULL;

  set_up_settings ();
  window = tess_test_ui_new_window (TRUE);

  controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (controller), "tess-replay-keys") == 0)
        replay_keys = GTK_SHORTCUT_CONTROLLER (controller);
    }
  g_assert_nonnull (replay_keys);
  /* Only during a replay. */
  g_assert_cmpint (gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (replay_keys)), ==,
                   GTK_PHASE_NONE);

  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (replay_keys)); i++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (replay_keys), i);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);

          if (GTK_IS_NAMED_ACTION (action) && g_str_equal (trigger, keys[k].trigger) &&
              g_str_equal (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), keys[k].action))
            found = TRUE;
        }
      g_assert_true (found);
    }

  tess_test_ui_destroy_window (window);
}

static void
test_play_from_here (void)
{
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(GFile) file = tess_test_ui_finished_game_file ("lesson.tessera", 17, "1717", &record);
  TessWindow *window;
  TessGame *game;
  TessGame *finished;
  guint n;

  set_up_settings ();
  window = tess_test_ui_new_window (TRUE);
  g_assert_true (tess_test_ui_open_file (window, file));
  finished = g_object_ref (tess_window_get_game (window));

  gtk_range_set_value (replay_scale (window), 10);
  g_assert_true (action_enabled (window, "win.play-from-here"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.play-from-here", NULL);
  tess_test_ui_flush_events ();

  /* A new game, where the lesson was, with the same tiles to come. */
  game = tess_window_get_game (window);
  g_assert_true (game != finished);
  g_assert_false (tess_replay_view_get_active (window->replay_view));
  g_assert_null (tess_game_session_get_file (tess_window_get_session (window)));
  n = tess_game_get_n_moves (game);
  g_assert_cmpuint (n, >=, 10);
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_TILE);
  g_assert_cmpstr (tess_game_get_type_id (game, tess_game_get_tile (game)), ==,
                   tess_record_move (record, n)->tile);
  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (tess_record_move (tess_game_get_record (game), i)->tile, ==,
                     tess_record_move (record, i)->tile);
  /* What happened next is there to redo; the lesson file is untouched. */
  g_assert_true (action_enabled (window, "win.redo"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_cmpuint (tess_game_get_n_moves (game), >, n);
  g_assert_true (tess_record_equal (tess_game_get_record (finished), record));

  g_object_unref (finished);
  tess_test_ui_destroy_window (window);
}

/* One turn through the window's actions. */
static void
test_undo_redo (void)
{
  g_autofree char *autosave = tess_game_default_autosave_file ();
  TessWindow *window;
  TessGame *game;
  TessHistoryPanel *panel;
  g_autoptr(TessRecord) after_six = NULL;
  g_autoptr(TessRecord) saved = NULL;
  g_autoptr(GError) error = NULL;
  int tile;

  set_up_settings ();
  window = tess_test_ui_new_window (TRUE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL);
  game = tess_window_get_game (window);
  panel = tess_side_panel_get_history_panel (window->side_panel);
  g_assert_false (action_enabled (window, "win.undo"));
  g_assert_false (action_enabled (window, "win.redo"));
  /* Nothing to replay yet. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay", NULL);
  g_assert_false (tess_replay_view_get_active (window->replay_view));

  for (guint turn = 0; turn < 6; turn++)
    tess_test_ui_play_turn (window, turn, 0);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 6);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (tess_history_panel_get_history (panel))), ==, 6);
  after_six = tess_record_copy (tess_game_get_record (game));
  g_assert_true (action_enabled (window, "win.undo"));
  g_assert_false (action_enabled (window, "win.redo"));

  /* Back two moves: the tile then in hand is in hand again. */
  tile = tess_def_find_type (tess_game_get_def (game), tess_record_move (after_six, 4)->tile);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  tess_test_ui_flush_events ();
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 4);
  g_assert_cmpint (tess_game_get_tile (game), ==, tile);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (tess_history_panel_get_history (panel))), ==, 4);
  g_assert_true (action_enabled (window, "win.redo"));
  tess_test_ui_flush_autosave (window);
  saved = tess_record_load_file (autosave, &error);
  g_assert_no_error (error);
  g_assert_true (tess_record_equal (saved, tess_game_get_record (game)));

  /* And forward again. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_true (tess_record_equal (tess_game_get_record (game), after_six));
  g_assert_false (action_enabled (window, "win.redo"));

  /* A tile laid, not yet played: undo takes it back. */
  {
    g_autoptr(GArray) placements = tess_game_get_placements (game);
    TessGamePlacement p = g_array_index (placements, TessGamePlacement, 0);

    gtk_widget_activate_action (GTK_WIDGET (window), "win.place-tile", "(iii)", p.x, p.y, p.rot);
    if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
      {
        g_assert_true (action_enabled (window, "win.undo"));
        gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
        g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_TILE);
        g_assert_cmpuint (tess_game_get_n_moves (game), ==, 6);
      }
    else
      {
        gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
        g_assert_cmpuint (tess_game_get_n_moves (game), ==, 6);
      }
  }

  /* A new move after an undo: nothing to redo. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_true (action_enabled (window, "win.redo"));
  tess_test_ui_play_turn (window, 3, 0);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 6);
  g_assert_false (action_enabled (window, "win.redo"));

  /* Looking back at a move from the history changes nothing. */
  gtk_single_selection_set_selected (GTK_SINGLE_SELECTION (gtk_list_view_get_model (tess_history_panel_get_list_view (panel))),
                                     2);
  assert_replay_at (window, 3);
  g_assert_false (action_enabled (window, "win.undo"));
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 6);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.leave-replay", NULL);
  g_assert_true (action_enabled (window, "win.undo"));

  /* The menu's Replay replays the game from its start. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay", NULL);
  assert_replay_at (window, 0);
  g_assert_cmpuint (tess_replay_view_get_n_positions (window->replay_view), ==, 7);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.leave-replay", NULL);

  /* Back to the start tile. */
  while (action_enabled (window, "win.undo"))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 0);
  g_assert_cmpint (tess_game_get_n_placed (game), ==, 1);
  g_assert_true (action_enabled (window, "win.redo"));

  tess_test_ui_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "test-replay");

  g_test_add_func ("/replay/finished-game", test_replay_finished);
  g_test_add_func ("/replay/keys", test_replay_keys);
  g_test_add_func ("/replay/play-from-here", test_play_from_here);
  g_test_add_func ("/replay/undo-redo", test_undo_redo);

  return tess_test_ui_run ();
}
