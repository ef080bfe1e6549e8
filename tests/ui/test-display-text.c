/* test-display-text.c: text made fit to show: paths under the home
 * folder, a long heading not cut
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tess-display-text.h"
#include "tess-test-ui.h"

static void
check_path (const char *path,
            const char *home,
            const char *expected)
{
  g_autofree char *shown = tess_display_path (path, home);

  g_assert_cmpstr (shown, ==, expected);
}

static void
test_path (void)
{
  check_path ("/home/ana/.local/share/tessera/tilesets/my.tileset.json", "/home/ana",
              "~/.local/share/tessera/tilesets/my.tileset.json");
  check_path ("/home/ana/x.json", "/home/ana/", "~/x.json");
  /* Another user whose name begins the same is not home. */
  check_path ("/home/anabel/x.json", "/home/ana", "/home/anabel/x.json");
  check_path ("/tmp/x.json", "/home/ana", "/tmp/x.json");
  /* The root as home changes nothing. */
  check_path ("/x.json", "/", "/x.json");
  check_path ("/home/ana", "/home/ana", "/home/ana");
}

/* The heading over the tile to place wraps a long name (or a long
 * translation of "%s’s tile") instead of cutting it short. */
static void
test_hand_label_not_cut (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  PangoLayout *layout;
  const char *text;
  int width;

  tess_test_ui_wait_frame (GTK_WIDGET (window));
  width = gtk_widget_get_width (GTK_WIDGET (window));
  g_assert_cmpint (width, !=, 1200);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  /* Drawn at the new size. */
  TESS_TEST_WAIT_UNTIL (gtk_widget_get_width (GTK_WIDGET (window)) != width);
  tess_test_ui_wait_frame (GTK_WIDGET (window));
  tess_test_ui_flush_events ();
  text = gtk_label_get_text (window->hand_card->title_label);
  g_assert_nonnull (strstr (text, "Bartholomew Maximilian"));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window->hand_card->title_label)));
  layout = gtk_label_get_layout (window->hand_card->title_label);
  g_assert_false (pango_layout_is_ellipsized (layout));
  /* All of it shown: as high as its lines, as wide as it may be. */
  g_assert_cmpint (pango_layout_get_line_count (layout), >, 1);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window->hand_card->title_label)), >=,
                   pango_layout_get_line_count (layout) * 10);

  tess_test_ui_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  const char *names[] = { "Bartholomew Maximilian of the Long Name", "Bea", NULL };
  const char *colors[] = { "red", "blue", NULL };
  const char *kinds[] = { "human", "human", NULL };
  g_autoptr(GSettings) settings = NULL;

  tess_test_ui_init (&argc, &argv, "display-text");
  settings = tess_test_ui_set_up_players (2, names, colors, kinds, "2718");

  g_test_add_func ("/display-text/path", test_path);
  g_test_add_func ("/display-text/hand-label-not-cut", test_hand_label_not_cut);

  return tess_test_ui_run ();
}
