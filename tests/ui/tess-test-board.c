/* tess-test-board.c: the board alone in a window, for the board's tests
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tess-test-board.h"
#include "tess-test-core.h"

void
tess_test_board_flush_events (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

TessGame *
tess_test_board_new_game_full (const char *seed,
                               gboolean    river,
                               guint       n_players)
{
  static const char *names[] = { "Ana", "Bea", "Carl", "Dora", "Emil", "Fay" };
  TessColor colors[] = { TESS_COLOR_RED, TESS_COLOR_BLUE, TESS_COLOR_YELLOW,
                         TESS_COLOR_GREEN, TESS_COLOR_BLACK, TESS_COLOR_GREY };
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;
  TessGame *game;
  TessRules rules;

  tess_rules_init_default (&rules);
  rules.river = river;
  record = tess_game_new_record (&rules, n_players, names, colors, NULL, seed, &error);
  g_assert_no_error (error);
  game = tess_game_new_from_record (record, &error);
  g_assert_no_error (error);
  return game;
}

TessGame *
tess_test_board_new_game (const char *seed)
{
  return tess_test_board_new_game_full (seed, FALSE, 2);
}

void
tess_test_board_fixture_set_up (Fixture       *f,
                                gconstpointer  data)
{
  f->game = tess_test_board_new_game ("7");
  f->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (f->window, 800, 600);
  f->board = TESS_BOARD_VIEW (tess_board_view_new ());
  gtk_window_set_child (f->window, GTK_WIDGET (f->board));
  tess_board_view_set_game (f->board, f->game);
  f->viewport = tess_board_view_get_viewport (f->board);
  gtk_window_present (f->window);
  TESS_TEST_WAIT_UNTIL (gtk_widget_get_width (GTK_WIDGET (f->board)) >= 200);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->board)), >=, 200);
  gtk_widget_grab_focus (GTK_WIDGET (f->board));
  tess_test_board_flush_events ();
}

void
tess_test_board_fixture_tear_down (Fixture       *f,
                                   gconstpointer  data)
{
  gtk_window_destroy (f->window);
  tess_test_board_flush_events ();
  g_clear_object (&f->game);
}

GtkEventController *
tess_test_board_find_controller (GtkWidget  *widget,
                                 GType       type,
                                 const char *name)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type) &&
          (name == NULL || g_strcmp0 (gtk_event_controller_get_name (controller), name) == 0))
        return controller;
    }
  g_assert_not_reached ();
  return NULL;
}

/* A key as the board's shortcuts take it: the shortcut bound to the key
 * is found and run. FALSE when none is bound or its action is off. */

gboolean
tess_test_board_press_key (Fixture         *f,
                           guint            keyval,
                           GdkModifierType  modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->board));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);
      GListModel *shortcuts;

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      shortcuts = G_LIST_MODEL (controller);
      for (guint k = 0; k < g_list_model_get_n_items (shortcuts); k++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (shortcuts, k);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          /* Triggers keep the lower-case keyval, with Shift in the modifiers. */
          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == gdk_keyval_to_lower (keyval) &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers)
            {
              gboolean done = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                                            GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                                            GTK_WIDGET (f->board),
                                                            gtk_shortcut_get_arguments (shortcut));
              tess_test_board_flush_events ();
              return done;
            }
        }
    }
  return FALSE;
}

/* Whether a board action is on, as a button bound to it sees it. */

TessGamePlacement
tess_test_board_first_placement (TessGame *game)
{
  g_autoptr(GArray) placements = tess_game_get_placements (game);

  g_assert_cmpuint (placements->len, >, 0);
  return g_array_index (placements, TessGamePlacement, 0);
}

/* Whether a tile lies at (x, y): played, or laid and waiting for its
 * follower; its type and rotation. */
