/* test-window-toasts.c: a toast keeps clear of the board's zoom buttons,
 * info label and follower bar: they rise above it while it shows, and
 * come back down when it goes
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "tess-hint-layer.h"
#include "tess-test-ui.h"

/* The toast widget libadwaita shows (CSS name "toast"), or NULL. */
static GtkWidget *
find_toast_widget (GtkWidget *widget)
{
  if (g_strcmp0 (gtk_widget_get_css_name (widget), "toast") == 0 && gtk_widget_get_mapped (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_toast_widget (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static float
bottom_in_window (TessWindow *window,
                  GtkWidget  *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds));
  return bounds.origin.y + bounds.size.height;
}

static void
test_zoom_buttons_above_toast (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  GtkWidget *toast_widget;
  graphene_rect_t toast_bounds;
  float before, during, after;

  TESS_TEST_WAIT_UNTIL (gtk_widget_get_mapped (tess_test_ui_window_child (window, "zoom_buttons")) &&
                        gtk_widget_get_height (tess_test_ui_window_child (window, "zoom_buttons")) > 0);
  tess_test_ui_flush_events ();
  before = bottom_in_window (window, tess_test_ui_window_child (window, "zoom_buttons"));

  /* The first start's offer of the lessons, which stays until dismissed. */
  g_settings_reset (settings, "lessons-offered");
  tess_window_offer_lessons (window);
  /* Shown, and the buttons moved. */
  TESS_TEST_WAIT_UNTIL (find_toast_widget (tess_test_ui_window_child (window, "toast_overlay")) != NULL &&
                        bottom_in_window (window, tess_test_ui_window_child (window, "zoom_buttons")) != before);
  tess_test_ui_flush_events ();
  toast_widget = find_toast_widget (tess_test_ui_window_child (window, "toast_overlay"));
  g_assert_nonnull (toast_widget);
  g_assert_true (gtk_widget_compute_bounds (toast_widget, GTK_WIDGET (window), &toast_bounds));
  during = bottom_in_window (window, tess_test_ui_window_child (window, "zoom_buttons"));
  g_test_message ("zoom buttons end at %g, then %g; toast %g + %g", before, during, toast_bounds.origin.y, toast_bounds.size.height);
  g_assert_cmpfloat (during, <=, toast_bounds.origin.y);
  g_assert_cmpint (gtk_widget_get_margin_bottom (tess_test_ui_window_child (window, "info_label")), ==,
                   gtk_widget_get_margin_bottom (tess_test_ui_window_child (window, "zoom_buttons")));
  g_assert_cmpfloat (during, <, before);

  /* Learn to Play dismisses the offer: the buttons come back down. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.learn", NULL));
  TESS_TEST_WAIT_UNTIL (find_toast_widget (tess_test_ui_window_child (window, "toast_overlay")) == NULL &&
                        bottom_in_window (window, tess_test_ui_window_child (window, "zoom_buttons")) != during);
  tess_test_ui_flush_events ();
  g_assert_null (find_toast_widget (tess_test_ui_window_child (window, "toast_overlay")));
  after = bottom_in_window (window, tess_test_ui_window_child (window, "zoom_buttons"));
  g_assert_cmpfloat (after, ==, before);
  g_assert_cmpint (gtk_widget_get_margin_bottom (tess_test_ui_window_child (window, "info_label")), ==,
                   gtk_widget_get_margin_bottom (tess_test_ui_window_child (window, "zoom_buttons")));

  tess_window_stop_lessons (window);
  g_settings_reset (settings, "completed-lessons");
  tess_test_ui_destroy_window (window);
}

/* The follower bar, with its Take Back and No Follower, rises above a
 * toast too: a toast over them (the lessons' offer stays until
 * dismissed) would leave a player no button to end the turn with. */
static void
test_follower_bar_above_toast (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  GtkWidget *bar = tess_test_ui_window_child (window, "follower_bar");
  GtkWidget *toast_widget;
  graphene_rect_t toast_bounds, bar_bounds;

  g_settings_reset (settings, "lessons-offered");
  tess_window_offer_lessons (window);
  TESS_TEST_WAIT_UNTIL (find_toast_widget (tess_test_ui_window_child (window, "toast_overlay")) != NULL);

  /* The tile laid where the cursor starts: the spots to choose from. */
  TESS_TEST_WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (window->board)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window->board), "board.activate", NULL));
  tess_test_ui_flush_events ();
  g_assert_cmpint (tess_game_get_phase (tess_window_get_game (window)), ==, TESS_GAME_PHASE_PLACE_FOLLOWER);
  TESS_TEST_WAIT_UNTIL (gtk_widget_get_mapped (bar) && gtk_widget_get_height (bar) > 0);
  tess_test_ui_wait_frame (bar);

  toast_widget = find_toast_widget (tess_test_ui_window_child (window, "toast_overlay"));
  g_assert_nonnull (toast_widget);
  g_assert_true (gtk_widget_compute_bounds (toast_widget, GTK_WIDGET (window), &toast_bounds));
  g_assert_true (gtk_widget_compute_bounds (bar, GTK_WIDGET (window), &bar_bounds));
  g_test_message ("follower bar %g + %g, toast %g + %g", bar_bounds.origin.y, bar_bounds.size.height,
                  toast_bounds.origin.y, toast_bounds.size.height);
  g_assert_cmpfloat (bar_bounds.origin.y + bar_bounds.size.height, <=, toast_bounds.origin.y);

  g_settings_reset (settings, "lessons-offered");
  tess_test_ui_destroy_window (window);
}

/* The first start's offer of the lessons stays until dismissed; a hint's
 * reason, asked for while it shows, is not queued behind it. */
static void
test_hint_reason_over_offer (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  g_settings_reset (settings, "lessons-offered");
  tess_window_offer_lessons (window);
  TESS_TEST_WAIT_UNTIL (find_toast_widget (tess_test_ui_window_child (window, "toast_overlay")) != NULL);
  g_assert_true (tess_announcer_has_toast (window->announcer, "lessons-offer"));

  /* A person's turn: the hint's button in the header bar can be pressed. */
  TESS_TEST_WAIT_UNTIL (gtk_widget_get_sensitive (tess_test_ui_find_actionable (GTK_WIDGET (window), "win.hint")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  TESS_TEST_WAIT_UNTIL (tess_hint_layer_get_choice (window->hint_layer) != NULL);
  tess_test_ui_flush_events ();
  g_assert_false (tess_announcer_has_toast (window->announcer, "lessons-offer"));

  tess_test_ui_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "test-window-toasts");

  g_test_add_func ("/window/toasts/zoom-buttons-above-toast", test_zoom_buttons_above_toast);
  g_test_add_func ("/window/toasts/hint-reason-over-offer", test_hint_reason_over_offer);
  g_test_add_func ("/window/toasts/follower-bar-above-toast", test_follower_bar_above_toast);

  return tess_test_ui_run ();
}
