/* test-house-dialog.c: the house rules in the New Game dialog and its settings
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The dialog keeps the house rules in GSettings (it loads them and writes
 * them back unchanged), the rules of a new game come from the settings
 * through the core's rules API, and a game started by the window plays
 * by them.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "tess-new-game-dialog.h"
#include "tess-rules.h"
#include "tess-window.h"
#include "tess-engine.h"
#include "tess-test-ui.h"

static void
flush_events (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
set_house_rules (GSettings *settings)
{
  const char *names[] = { "Ana", "Bea", NULL };
  const char *colors[] = { "red", "blue", NULL };
  const char *kinds[] = { "human", "human", NULL };

  g_settings_set_int (settings, "players", 2);
  g_settings_set_strv (settings, "player-names", names);
  g_settings_set_strv (settings, "player-colors", colors);
  g_settings_set_strv (settings, "player-kinds", kinds);
  g_settings_set_string (settings, "seed", "2718");
  g_settings_set_string (settings, "first-player", "most_roads");
  g_settings_set_boolean (settings, "draw-early", TRUE);
  g_settings_set_boolean (settings, "hole-bonus", TRUE);
  g_settings_set_boolean (settings, "table-limited", TRUE);
  g_settings_set_int (settings, "table-width", 9);
  g_settings_set_int (settings, "table-height", 7);
  g_settings_set_boolean (settings, "table-edges-complete", TRUE);
}

static void
assert_rule (const TessRules *rules,
             const char      *key,
             const char      *value)
{
  g_autofree char *got = tess_rules_get (rules, key);

  g_assert_cmpstr (got, ==, value);
}

static void
test_rules_from_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  TessRules rules, defaults;

  /* Untouched settings: the printed rules. */
  tess_rules_from_settings (&rules, settings);
  tess_rules_init_default (&defaults);
  g_assert_true (tess_rules_equal (&rules, &defaults));

  set_house_rules (settings);
  tess_rules_from_settings (&rules, settings);
  assert_rule (&rules, "first_player", "most_roads");
  assert_rule (&rules, "draw_early", "true");
  assert_rule (&rules, "hole_bonus", "true");
  assert_rule (&rules, "table", "9x7");
  assert_rule (&rules, "table_edges_complete", "true");

  /* The table switch off: unlimited, whatever the size. */
  g_settings_set_boolean (settings, "table-limited", FALSE);
  tess_rules_from_settings (&rules, settings);
  assert_rule (&rules, "table", "unlimited");
}

static void
test_dialog_keeps_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  const char *keys[] = { "first-player", "draw-early", "hole-bonus", "table-limited",
                         "table-width", "table-height", "table-edges-complete", "hand",
                         "unplaceable" };
  GVariant *before[G_N_ELEMENTS (keys)];
  TessNewGameDialog *dialog;

  set_house_rules (settings);
  g_settings_set_int (settings, "hand", 2);
  g_settings_set_string (settings, "unplaceable", "return");
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    before[i] = g_settings_get_value (settings, keys[i]);

  /* Loaded into the dialog and written back: the same. */
  dialog = tess_new_game_dialog_new (settings);
  tess_test_ui_present (GTK_WINDOW (dialog));
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (settings, keys[i]);
  tess_new_game_dialog_apply (dialog);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autoptr(GVariant) after = g_settings_get_value (settings, keys[i]);

      if (!g_variant_equal (before[i], after))
        g_error ("the dialog changed the setting %s", keys[i]);
      g_variant_unref (before[i]);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  flush_events ();
  g_settings_reset (settings, "hand");
  g_settings_reset (settings, "unplaceable");
}

static void
test_window_game (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GError) error = NULL;
  TessWindow *window;
  TessGame *game;
  const TessState *st;
  int x0, y0, x1, y1;

  set_house_rules (settings);
  g_settings_set_boolean (settings, "table-limited", TRUE);
  window = tess_window_new (NULL);
  g_object_ref (window);
  tess_test_ui_present (GTK_WINDOW (window));
  g_assert_true (tess_window_start_game (window, &error));
  g_assert_no_error (error);
  flush_events ();

  game = g_object_ref (tess_window_get_game (window));
  st = tess_game_get_state (game);
  g_assert_true (tess_def_table (tess_state_def (st), &x0, &y0, &x1, &y1));
  g_assert_cmpint (x1 - x0 + 1, ==, 9);
  g_assert_cmpint (y1 - y0 + 1, ==, 7);
  /* draw_early: the one waiting holds a tile already */
  g_assert_cmpint (tess_game_get_waiting_tile (game, 1 - tess_game_get_current_player (game)),
                   >=, 0);
  g_assert_cmpint (tess_game_get_waiting_tile (game, tess_game_get_current_player (game)),
                   ==, -1);
  g_assert_cmpint (tess_state_start_rounds (st), >=, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
  g_assert_finalize_object (window);
  g_assert_finalize_object (game);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp_dir = g_dir_make_tmp ("tessera-test-house-XXXXXX", &error);
  int ret;

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/house-dialog/rules-from-settings", test_rules_from_settings);
  g_test_add_func ("/house-dialog/keeps-settings", test_dialog_keeps_settings);
  g_test_add_func ("/house-dialog/window-game", test_window_game);

  ret = g_test_run ();
  {
    g_autofree char *autosave = g_build_filename (tmp_dir, "tessera", "autosave.tessera", NULL);
    g_autofree char *dir = g_build_filename (tmp_dir, "tessera", NULL);

    g_remove (autosave);
    g_rmdir (dir);
    g_rmdir (tmp_dir);
  }
  return ret;
}
