/* test-window-figures.c: the big follower in the window: New Game's
 * Expansions, the choice by keys, the record and the supply panel
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game with the big follower (the rule "big_follower", DESIGN.md §8,
 * which plays without the expansion's tiles too): after laying a tile by
 * keys, B chooses the big follower, which the status says, and a digit
 * puts it on the spot. The saved file holds the move with "figure":
 * "big", the supply panel shows it out on the board (and says so to a
 * screen reader), and the next turn offers no big follower. New Game's
 * Expansions page comes from the rules table: checking Inns & Cathedrals
 * switches its big follower on, and the game it starts holds the
 * expansion, its figure and its tiles.
 */

#include "config.h"

#include <string.h>

#include <json-glib/json-glib.h>

#include "tess-board-view-private.h"
#include "tess-expansions-group.h"
#include "tess-figure-supply.h"
#include "tess-new-game-dialog.h"
#include "tess-player-row.h"
#include "tess-rules.h"
#include "tess-tile-set.h"
#include "tess-test-ui.h"

/* Arrows from the cursor to (@x, @y). */
static void
walk_to (TessBoardView *board,
         int            x,
         int            y)
{
  for (int steps = 0; steps < 400; steps++)
    {
      int cx, cy;

      tess_board_view_get_cursor (board, &cx, &cy);
      if (cx == x && cy == y)
        return;
      g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board),
                                             cx < x ? GDK_KEY_Right : cx > x ? GDK_KEY_Left : cy < y ? GDK_KEY_Down : GDK_KEY_Up,
                                             0));
    }
  g_assert_not_reached ();
}

/* Lays the tile in hand by keys where a follower may go on it; TRUE when
 * the turn then waits for the follower. */
static gboolean
lay_tile_by_keys (TessWindow *window)
{
  TessBoardView *board = window->board;
  TessGame *game = tess_window_get_game (window);
  g_autoptr(GArray) placements = tess_game_get_placements (game);

  tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_Down, 0);
  for (guint i = 0; i < placements->len; i++)
    {
      TessGamePlacement p = g_array_index (placements, TessGamePlacement, i);

      walk_to (board, p.x, p.y);
      for (int k = 0; k < 4 && tess_board_view_get_cursor_rotation (board) != p.rot; k++)
        g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_r, 0));
      g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_Return, 0));
      if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
        return TRUE;
      if (tess_game_get_n_moves (game) > 0)
        return FALSE;
    }
  return FALSE;
}

/* The follower bar's Big Follower button. */
static GtkWidget *
big_button (TessWindow *window)
{
  GtkWidget *button = tess_test_ui_find_named (GTK_WIDGET (window), "big-follower-button");

  g_assert_true (GTK_IS_TOGGLE_BUTTON (button));
  return button;
}

/* The moves of a saved game file whose figure is @figure. */
static guint
moves_with_figure (GFile      *file,
                   const char *figure)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;
  JsonArray *moves;
  guint n = 0;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  moves = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "moves");
  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      JsonObject *move = json_array_get_object_element (moves, i);

      if (json_object_has_member (move, "figure")
          && g_strcmp0 (json_object_get_string_member (move, "figure"), figure) == 0)
        n++;
    }
  return n;
}

static void
test_big_by_keys (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  const char *figures[] = { "big_follower", NULL };
  TessWindow *window;
  TessBoardView *board;
  TessGame *game;
  GtkLabel *status;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  int ana;

  g_settings_set_strv (settings, "figures", figures);
  window = tess_test_ui_new_window (FALSE);
  board = window->board;
  game = tess_window_get_game (window);
  status = GTK_LABEL (tess_test_ui_window_child (window, "status_label"));
  g_assert_cmpint (tess_figure_supply_big_per_player (game), ==, 1);

  /* Until a spot can be chosen, no big follower is offered. */
  g_assert_false (tess_board_view_get_big_available (board));
  g_assert_false (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_b, 0) && tess_board_view_get_big_follower (board));
  while (!lay_tile_by_keys (window))
    g_assert_false (tess_game_get_finished (game));

  ana = tess_game_get_current_player (game);
  g_assert_cmpint (tess_figure_supply_big (game, ana), ==, 1);
  before = tess_test_ui_supply_text (tess_test_ui_player_row (window, ana));
  g_assert_nonnull (strstr (before, "the big follower in supply"));
  g_assert_true (tess_board_view_get_big_available (board));
  g_assert_true (gtk_widget_get_visible (big_button (window)));

  /* B chooses it, and says so; B again goes back to the follower. */
  g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_b, 0));
  g_assert_true (tess_board_view_get_big_follower (board));
  g_assert_nonnull (strstr (gtk_label_get_label (status), "Big follower chosen"));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (big_button (window))));
  g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_b, 0));
  g_assert_false (tess_board_view_get_big_follower (board));
  g_assert_nonnull (strstr (gtk_label_get_label (status), "Follower chosen"));
  g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_b, 0));

  /* Tab to a spot the tile does not complete (the figure stays out on
   * the board): it says the big follower goes there. */
  {
    g_autoptr(GArray) options = tess_game_get_follower_options (game);
    guint spot = 0;
    TessGameFeatureInfo info;

    while (spot + 1 < options->len && tess_game_get_pending_feature_info (game, g_array_index (options, int, spot), &info)
           && info.completed)
      spot++;
    for (guint i = 0; i <= spot; i++)
      g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_Tab, 0));
  }
  g_assert_nonnull (strstr (gtk_label_get_label (status), "With your big follower."));
  g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_Return, 0));
  g_assert_cmpint (tess_game_get_phase (game), !=, TESS_GAME_PHASE_PLACE_FOLLOWER);
  {
    TessRecord *record = tess_game_get_record (game);
    const TessRecordMove *move = tess_record_move (record, tess_record_n_moves (record) - 1);

    g_test_message ("move %s follower %d figure %d", move->tile, move->follower, move->figure);
    g_assert_cmpint (move->follower, >=, 0);
    g_assert_cmpint (move->figure, ==, TESS_FIGURE_BIG);
  }
  g_assert_cmpint (tess_game_get_n_followers (game), ==, 1);
  g_assert_false (tess_board_view_get_big_follower (board));

  /* The supply panel: out on the board; the followers all in supply. */
  g_assert_cmpint (tess_figure_supply_big (game, ana), ==, 0);
  g_assert_cmpint (tess_game_get_supply (game, ana), ==, tess_game_get_followers_per_player (game));
  after = tess_test_ui_supply_text (tess_test_ui_player_row (window, ana));
  g_test_message ("%s -> %s", before, after);
  g_assert_nonnull (strstr (after, "the big follower on the board"));

  /* The file says which figure it was. */
  path = g_build_filename (tess_test_ui_get_tmp_dir (), "big.tessera", NULL);
  file = g_file_new_for_path (path);
  g_assert_true (tess_test_ui_save_file (window, file));
  g_assert_cmpuint (moves_with_figure (file, "big"), ==, 1);

  /* Ana's next turn: no big follower left to choose. */
  while (tess_game_get_current_player (game) != ana || tess_game_get_phase (game) != TESS_GAME_PHASE_PLACE_FOLLOWER)
    {
      g_assert_false (tess_game_get_finished (game));
      if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
        g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_n, 0));
      else if (!lay_tile_by_keys (window))
        continue;
    }
  g_assert_false (tess_board_view_get_big_available (board));
  tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_b, 0);
  g_assert_false (tess_board_view_get_big_follower (board));
  g_assert_false (gtk_widget_get_visible (big_button (window)));

  tess_test_ui_destroy_window (window);
  g_settings_reset (settings, "figures");
}

/* With no follower left (Ana's only one stands on a road), the big
 * follower is still offered: the tile laid waits for it, it is chosen
 * at once (B keeps it: there is no follower to go back to), and a spot
 * chosen by keys takes it. */
static void
test_only_big_left (void)
{
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "only-big.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessBoardView *board = window->board;
  TessGame *game;

  g_file_set_contents (path,
                       "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],"
                       "  \"rules\": {\"expansions\": [\"inns-cathedrals\"], \"followers\": 1},"
                       "  \"players\": [{\"name\": \"Ana\", \"color\": \"red\"},"
                       "                {\"name\": \"Bruno\", \"color\": \"blue\"}],"
                       "  \"moves\": ["
                       "    {\"tile\": \"U\", \"x\": 1, \"y\": 0, \"rotation\": 0, \"follower\": \"W\"},"
                       "    {\"tile\": \"U\", \"x\": -1, \"y\": 0, \"rotation\": 0} ] }",
                       -1, &error);
  g_assert_no_error (error);
  g_assert_true (tess_test_ui_open_file (window, file));
  game = tess_window_get_game (window);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 2);
  g_assert_cmpint (tess_game_get_supply (game, 0), ==, 0);
  g_assert_cmpint (tess_figure_supply_big (game, 0), ==, 1);

  g_assert_true (lay_tile_by_keys (window));
  g_assert_cmpint (tess_game_get_current_player (game), ==, 0);
  g_assert_true (tess_board_view_get_big_available (board));
  g_assert_true (tess_board_view_get_big_follower (board));
  tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_b, 0);
  g_assert_true (tess_board_view_get_big_follower (board));

  g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_Tab, 0));
  g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_Return, 0));
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 3);
  {
    TessRecord *record = tess_game_get_record (game);
    const TessRecordMove *move = tess_record_move (record, 2);

    g_assert_cmpint (move->follower, >=, 0);
    g_assert_cmpint (move->figure, ==, TESS_FIGURE_BIG);
  }
  tess_test_ui_destroy_window (window);
}

/* By mouse: the follower bar's Big Follower button, then a click on a
 * spot. */
static void
test_big_by_mouse (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  const char *figures[] = { "big_follower", NULL };
  TessWindow *window;
  TessBoardView *board;
  TessGame *game;
  TessRecord *record;
  GtkEventController *click = NULL;
  g_autoptr(GListModel) controllers = NULL;
  int x, y, rot, player;
  double wx, wy;

  g_settings_set_strv (settings, "figures", figures);
  window = tess_test_ui_new_window (FALSE);
  board = window->board;
  game = tess_window_get_game (window);
  player = tess_game_get_current_player (game);

  /* A tile with a spot, laid. */
  for (;;)
    {
      g_autoptr(GArray) placements = tess_game_get_placements (game);
      g_autoptr(GArray) options = NULL;
      TessGamePlacement p = g_array_index (placements, TessGamePlacement, 0);

      g_assert_true (tess_game_place_tile (game, p.x, p.y, p.rot, NULL));
      tess_test_ui_flush_events ();
      options = tess_game_get_follower_options (game);
      if (options->len > 0 && tess_game_get_current_player (game) == player)
        break;
      g_assert_true (tess_game_place_follower (game, -1, NULL));
    }
  g_assert_true (gtk_widget_get_visible (big_button (window)));
  g_assert_false (tess_board_view_get_big_follower (board));
  /* As a click on it (its keyboard activation clicks a moment later). */
  g_signal_emit_by_name (big_button (window), "clicked");
  tess_test_ui_flush_events ();
  g_assert_true (tess_board_view_get_big_follower (board));

  /* A click on the first spot. */
  g_assert_true (tess_game_get_pending (game, &x, &y, &rot));
  g_assert_cmpuint (board->spots->len, >, 0);
  tess_viewport_board_to_widget (tess_board_view_get_viewport (board),
                                 x + g_array_index (board->spots, TessBoardSpot, 0).ux,
                                 y + g_array_index (board->spots, TessBoardSpot, 0).uy, &wx, &wy);
  controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && click == NULL; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (controller), "board-primary-click") == 0)
        click = controller;
    }
  g_assert_nonnull (click);
  g_signal_emit_by_name (click, "released", 1, wx, wy);
  tess_test_ui_flush_events ();

  record = tess_game_get_record (game);
  g_assert_cmpint (tess_game_get_phase (game), !=, TESS_GAME_PHASE_PLACE_FOLLOWER);
  g_assert_cmpint (tess_record_move (record, tess_record_n_moves (record) - 1)->figure, ==, TESS_FIGURE_BIG);
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (big_button (window))));

  tess_test_ui_destroy_window (window);
  g_settings_reset (settings, "figures");
}

/* New Game's Expansions: built from the rules table, written into the
 * settings and the game's rules, with the expansion's tiles. */
static void
test_new_game_expansions (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  const TessRuleInfo *list = tess_rules_info ("expansions");
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) expansions = NULL;
  g_auto(GStrv) figures = NULL;
  g_autofree char *value = NULL;
  TessNewGameDialog *dialog;
  TessExpansionsGroup *group;
  GtkCheckButton *check;
  GtkSwitch *big;
  gboolean has_set = FALSE;

  if (!g_strv_contains (list->choices, "inns-cathedrals"))
    {
      g_test_skip ("Inns & Cathedrals is not built in");
      return;
    }

  dialog = tess_new_game_dialog_new (settings);
  tess_test_ui_present (GTK_WINDOW (dialog));
  group = tess_new_game_dialog_get_expansions (dialog);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (group)));
  check = tess_expansions_group_get_check (group, "inns-cathedrals");
  big = tess_expansions_group_get_switch (group, "big_follower");
  g_assert_nonnull (check);
  g_assert_nonnull (big);
  g_assert_false (gtk_check_button_get_active (check));
  g_assert_false (gtk_switch_get_active (big));

  /* The expansion brings its figure. */
  gtk_check_button_set_active (check, TRUE);
  g_assert_true (gtk_switch_get_active (big));
  tess_new_game_dialog_apply (dialog);
  expansions = g_settings_get_strv (settings, "expansions");
  figures = g_settings_get_strv (settings, "figures");
  g_assert_true (g_strv_contains ((const char * const *) expansions, "inns-cathedrals"));
  g_assert_true (g_strv_contains ((const char * const *) figures, "big_follower"));

  record = tess_new_game_dialog_build_record (dialog, &error);
  g_assert_no_error (error);
  value = tess_rules_get (&record->rules, "expansions");
  g_assert_cmpstr (value, ==, "inns-cathedrals");
  g_clear_pointer (&value, g_free);
  value = tess_rules_get (&record->rules, "big_follower");
  g_assert_cmpstr (value, ==, "1");
  for (guint i = 0; i < record->tilesets->len; i++)
    if (g_strcmp0 (((TessTileSetData *) g_ptr_array_index (record->tilesets, i))->id, "inns-cathedrals") == 0)
      has_set = TRUE;
  g_assert_true (has_set);

  /* Unchecked, it takes its figure away. */
  gtk_check_button_set_active (check, FALSE);
  g_assert_false (gtk_switch_get_active (big));

  gtk_window_destroy (GTK_WINDOW (dialog));
  tess_test_ui_flush_events ();
  g_settings_reset (settings, "expansions");
  g_settings_reset (settings, "figures");
}

/* The pig is not played with the first edition's farms (DESIGN.md §8):
 * New Game keeps its switch off and insensitive, and the game it makes
 * has the builder and no pig; with the third edition the pig comes with
 * its expansion. */
static void
test_new_game_pig_first (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  const TessRuleInfo *list = tess_rules_info ("expansions");
  const char *farms[] = { "first", "third" };

  if (!g_strv_contains (list->choices, "traders-builders"))
    {
      g_test_skip ("Traders & Builders is not built in");
      return;
    }

  for (guint i = 0; i < G_N_ELEMENTS (farms); i++)
    {
      gboolean first = g_str_equal (farms[i], "first");
      g_autoptr(TessRecord) record = NULL;
      g_autoptr(GError) error = NULL;
      TessNewGameDialog *dialog;
      TessExpansionsGroup *group;
      GtkCheckButton *check;
      GtkSwitch *pig, *builder;

      g_settings_set_string (settings, "farm-scoring", farms[i]);
      dialog = tess_new_game_dialog_new (settings);
      tess_test_ui_present (GTK_WINDOW (dialog));
      group = tess_new_game_dialog_get_expansions (dialog);
      check = tess_expansions_group_get_check (group, "traders-builders");
      pig = tess_expansions_group_get_switch (group, "pig");
      builder = tess_expansions_group_get_switch (group, "builder");
      g_assert_nonnull (check);
      g_assert_nonnull (pig);
      g_assert_cmpint (gtk_widget_get_sensitive (GTK_WIDGET (pig)), ==, !first);

      gtk_check_button_set_active (check, TRUE);
      g_assert_true (gtk_switch_get_active (builder));
      g_assert_cmpint (gtk_switch_get_active (pig), ==, !first);
      tess_new_game_dialog_apply (dialog);
      record = tess_new_game_dialog_build_record (dialog, &error);
      g_assert_no_error (error);
      g_assert_cmpint (record->rules.builder, ==, 1);
      g_assert_cmpint (record->rules.pig, ==, first ? 0 : 1);
      g_assert_true (record->rules.goods);

      gtk_window_destroy (GTK_WINDOW (dialog));
      tess_test_ui_flush_events ();
      g_settings_reset (settings, "expansions");
      g_settings_reset (settings, "figures");
    }
  g_settings_reset (settings, "farm-scoring");
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "window-figures");
  tess_test_ui_set_up_two_people ("1111");

  g_test_add_func ("/window-figures/big-by-keys", test_big_by_keys);
  g_test_add_func ("/window-figures/big-by-mouse", test_big_by_mouse);
  g_test_add_func ("/window-figures/only-big-left", test_only_big_left);
  g_test_add_func ("/window-figures/new-game-expansions", test_new_game_expansions);
  g_test_add_func ("/window-figures/new-game-pig-first", test_new_game_pig_first);

  return tess_test_ui_run ();
}
