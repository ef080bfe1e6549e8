/* test-window-rules.c: the side panel's row of the rules in play
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game with house rules shows them under the players, in the words of
 * tess_game_describe_rule_changes(); a game by the default rules hides
 * the row, also when it follows a game with house rules in the window.
 */

#include "config.h"

#include <string.h>

#include <gtk/gtk.h>

#include "tess-rules-summary.h"
#include "tess-speech.h"
#include "tess-test-ui.h"
#include "tess-window-private.h"

static const char * const names[] = { "Ana", "Bea", NULL };
static const char * const colors[] = { "red", "blue", NULL };
static const char * const kinds[] = { "human", "human", NULL };

static const char * const rule_keys[] = {
  "river", "farm-scoring", "small-city", "score-incomplete", "followers",
  "hand", "unplaceable", "first-player", "draw-early", "hole-bonus",
  "table-limited", "table-width", "table-height", "table-edges-complete",
};

/* Two people, every rule at its default. */
static GSettings *
set_up_default_game (void)
{
  GSettings *settings = tess_test_ui_set_up_players (2, names, colors, kinds, "4242");

  for (gsize i = 0; i < G_N_ELEMENTS (rule_keys); i++)
    g_settings_reset (settings, rule_keys[i]);
  return settings;
}

static void
start_game (TessWindow *window)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tess_window_start_game (window, &error));
  g_assert_no_error (error);
  tess_test_ui_flush_events ();
}

static void
assert_row_shows (TessWindow *window,
                  const char *expected)
{
  g_autofree char *described = tess_game_describe_rule_changes (tess_window_get_game (window));

  g_assert_cmpstr (described, ==, expected);
  g_assert_true (gtk_widget_get_visible (window->side_panel->rules_box));
  g_assert_cmpstr (gtk_label_get_label (window->side_panel->rules_label), ==, expected);
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (window->side_panel->rules_label), window->side_panel->rules_box));
}

static void
test_table_shows_row (void)
{
  g_autoptr(GSettings) settings = set_up_default_game ();
  TessWindow *window;

  g_settings_set_boolean (settings, "table-limited", TRUE);
  g_settings_set_int (settings, "table-width", 12);
  g_settings_set_int (settings, "table-height", 10);
  g_settings_set_boolean (settings, "hole-bonus", TRUE);
  g_settings_set_int (settings, "hand", 3);

  window = tess_test_ui_new_window (FALSE);
  start_game (window);
  assert_row_shows (window,
                    "Table 12 × 10 · Another turn for filling a hole · Hand of 3 tiles");

  /* A turn played: the row stays as it was. */
  tess_test_ui_play_turn (window, 0, 0);
  tess_test_ui_flush_events ();
  assert_row_shows (window,
                    "Table 12 × 10 · Another turn for filling a hole · Hand of 3 tiles");

  tess_test_ui_destroy_window (window);
}

static void
test_default_game_hides_row (void)
{
  g_autoptr(GSettings) settings = set_up_default_game ();
  TessWindow *window = tess_test_ui_new_window (FALSE);

  start_game (window);
  g_assert_false (gtk_widget_get_visible (window->side_panel->rules_box));
  g_assert_cmpstr (gtk_label_get_label (window->side_panel->rules_label), ==, "");

  tess_test_ui_destroy_window (window);
}

/* A game with a table, then a new game by the defaults in the same
 * window: the row goes away, and comes back for the next house rule. */
static void
test_row_follows_game (void)
{
  g_autoptr(GSettings) settings = set_up_default_game ();
  TessWindow *window;

  g_settings_set_boolean (settings, "table-limited", TRUE);
  g_settings_set_int (settings, "table-width", 9);
  g_settings_set_int (settings, "table-height", 7);
  window = tess_test_ui_new_window (FALSE);
  start_game (window);
  assert_row_shows (window, "Table 9 × 7");

  g_settings_reset (settings, "table-limited");
  start_game (window);
  g_assert_false (gtk_widget_get_visible (window->side_panel->rules_box));

  g_settings_set_string (settings, "unplaceable", "return");
  start_game (window);
  assert_row_shows (window, "A tile that fits nowhere goes back into the bag");

  tess_test_ui_destroy_window (window);
}

/* A turn that passes is said where a person hears the moves: with the
 * River and hands of three, four players, Dan has no tile after move 7
 * (tests/core/test-history.c says why that is the rule). The status
 * label and what the screen reader is told say it with the move. */
static void
test_turn_passed_said (void)
{
  static const char * const four[] = { "Ana", "Bruno", "Cleo", "Dan", NULL };
  static const char * const four_colors[] = { "red", "blue", "green", "yellow", NULL };
  static const char * const four_kinds[] = { "human", "human", "human", "human", NULL };
  static const char * const sets[] = { "base", "river", NULL };
  const char *passed = "Dan has no tile to play: the river tiles come first and the lake last.";
  g_autoptr(GSettings) settings = tess_test_ui_set_up_players (4, four, four_colors, four_kinds, "7");
  GtkLabel *status;
  TessWindow *window;

  for (gsize i = 0; i < G_N_ELEMENTS (rule_keys); i++)
    g_settings_reset (settings, rule_keys[i]);
  g_settings_set_strv (settings, "tilesets", sets);
  g_settings_set_boolean (settings, "river", TRUE);
  g_settings_set_int (settings, "hand", 3);
  window = tess_test_ui_new_window (FALSE);
  start_game (window);
  status = GTK_LABEL (tess_test_ui_window_child (window, "status_label"));

  for (guint turn = 0; turn < 7; turn++)
    {
      g_assert_cmpint (tess_game_get_current_player (tess_window_get_game (window)), ==, turn % 4);
      tess_test_ui_play_turn (window, turn, turn);
      tess_test_ui_flush_events ();
      if (turn < 6)
        g_assert_null (strstr (gtk_label_get_label (status), passed));
    }
  TESS_TEST_WAIT_UNTIL (strstr (gtk_label_get_label (status), passed) != NULL);
  /* And what Orca is told, with the move. */
  TESS_TEST_WAIT_UNTIL (tess_speech_get_last (GTK_WIDGET (status)) != NULL &&
                        strstr (tess_speech_get_last (GTK_WIDGET (status)), passed) != NULL);
  g_assert_cmpint (tess_game_get_current_player (tess_window_get_game (window)), ==, 0);
  tess_test_ui_destroy_window (window);
  g_settings_reset (settings, "tilesets");
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "test-window-rules");

  g_test_add_func ("/window-rules/table-shows-row", test_table_shows_row);
  g_test_add_func ("/window-rules/default-game-hides-row", test_default_game_hides_row);
  g_test_add_func ("/window-rules/row-follows-game", test_row_follows_game);
  g_test_add_func ("/window-rules/turn-passed-said", test_turn_passed_said);

  return tess_test_ui_run ();
}
