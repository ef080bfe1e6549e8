/* leak-window.c: does the window leak memory with every move?
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not a test: a program to run under valgrind's memcheck. It opens the
 * game window as the app does, starts a seeded 3-player River game,
 * plays --moves N moves through the window's actions (0: the whole game,
 * to the final summary), a painted frame after each, then closes the
 * window and frees everything it can. Run it for N and for 2N moves: the
 * leak totals must not grow with the number of moves.
 *
 *   xvfb-run -a valgrind --leak-check=full --num-callers=30 \
 *     --suppressions=/usr/share/glib-2.0/valgrind/glib.supp \
 *     --suppressions=/usr/share/gtk-4.0/valgrind/gtk.supp \
 *     _build/tests/ui/leak-window --moves 20
 *
 * (with GSETTINGS_SCHEMA_DIR=_build/data, TESSERA_TILESETDIR=data/tilesets
 * and GSETTINGS_BACKEND=memory, which `meson devenv` sets but the last).
 */

#define G_LOG_DOMAIN "leak-window"

#include "config.h"

#include <gtk/gtk.h>

#include "tess-window.h"
#include "tess-window-private.h"
#include "tess-test-ui.h"

static guint painted;

static void
after_paint (GdkFrameClock *clock,
             gpointer       data)
{
  painted++;
}

static gboolean
timeout_cb (gpointer data)
{
  gboolean *timed_out = data;

  *timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

/* Iterates until the window has painted a new frame (or 5 s passed). */
static void
wait_frame (GtkWidget *window)
{
  guint before = painted;
  gboolean timed_out = FALSE;
  guint id;

  gtk_widget_queue_draw (window);
  id = g_timeout_add (5000, timeout_cb, &timed_out);
  while (painted == before && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp_dir = NULL;
  int n_moves = 0;
  const GOptionEntry entries[] = {
    { "moves", 0, 0, G_OPTION_ARG_INT, &n_moves, "Moves to play (0: the whole game)", "N" },
    { NULL }
  };
  TessWindow *window;
  TessGame *game;
  GdkFrameClock *clock;
  guint turn = 0;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }

  tmp_dir = g_dir_make_tmp ("tessera-leak-window-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  tess_test_ui_set_up_river_game ();

  window = g_object_ref (tess_window_new (NULL));
  gtk_window_present (GTK_WINDOW (window));
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_assert_nonnull (clock);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint), NULL);
  wait_frame (GTK_WIDGET (window));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL);
  game = tess_window_get_game (window);
  g_assert_nonnull (game);
  wait_frame (GTK_WIDGET (window));

  while (!tess_game_get_finished (game) && (n_moves == 0 || (int) tess_game_get_n_moves (game) < n_moves))
    {
      g_autoptr(GArray) placements = tess_game_get_placements (game);
      TessGamePlacement p;

      g_assert_cmpuint (placements->len, >, 0);
      p = g_array_index (placements, TessGamePlacement, (turn * 7919u) % placements->len);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.place-tile", "(iii)", p.x, p.y, p.rot);
      wait_frame (GTK_WIDGET (window));
      if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
        {
          g_autoptr(GArray) options = tess_game_get_follower_options (game);

          if (turn % 3 == 1 && options->len > 0)
            gtk_widget_activate_action (GTK_WIDGET (window), "win.place-follower", "i",
                                        g_array_index (options, int, turn % options->len));
          else
            gtk_widget_activate_action (GTK_WIDGET (window), "win.no-follower", NULL);
          wait_frame (GTK_WIDGET (window));
        }
      turn++;
      g_assert_cmpuint (turn, <, 200);
    }
  g_print ("played %u moves in %u turns, %u frames painted%s\n", tess_game_get_n_moves (game),
           turn, painted, tess_game_get_finished (game) ? ", the game is over" : "");

  g_signal_handlers_disconnect_by_func (clock, after_paint, NULL);
  if (tess_window_get_summary (window) != NULL)
    gtk_window_destroy (tess_window_get_summary (window));
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_object_unref (window);
  while (g_main_context_iteration (NULL, FALSE))
    ;

  tess_test_ui_remove_tree (tmp_dir);
  return 0;
}
