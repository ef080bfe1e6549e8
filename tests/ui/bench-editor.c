/* bench-editor.c: how long the tile-set editor takes to show a set
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not a test. `bench-editor FILE.tileset.json` opens the file in an editor
 * window and prints the time from the call to the first frame painted with
 * the list of tiles, and the mean time of a frame while the list scrolls
 * and while a side is painted again and again. Make a 500-type set with
 * `_build/tests/core/bench-tileset --save /tmp/bench.tileset.json`, then
 * `xvfb-run -a -s "-screen 0 1600x1000x24" _build/tests/ui/bench-editor /tmp/bench.tileset.json`.
 */

#include "config.h"

#include <math.h>

#include <gtk/gtk.h>

#include "tess-editor-window.h"

static gboolean painted;

static void
on_after_paint (GdkFrameClock *clock,
                gpointer       user_data)
{
  painted = TRUE;
}

static void
wait_frame (GdkFrameClock *clock)
{
  painted = FALSE;
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
}

static GtkWidget *
find_type (GtkWidget *widget,
           GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GFile) file = NULL;
  TessEditorWindow *window;
  TessTileSetModel *model;
  GdkFrameClock *clock;
  GtkAdjustment *adj;
  GtkWidget *scrolled;
  gint64 start;
  double open_ms, scroll_ms, paint_ms, edit_ms = 0;
  const int frames = 120;

  if (argc != 2)
    {
      g_printerr ("usage: bench-editor FILE.tileset.json\n");
      return 2;
    }
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  gtk_init ();
  adw_init ();
  file = g_file_new_for_commandline_arg (argv[1]);

  start = g_get_monotonic_time ();
  window = tess_editor_window_new (NULL, NULL);
  if (!tess_editor_window_open_file (window, file))
    return 1;
  gtk_window_present (GTK_WINDOW (window));
  while (gtk_native_get_surface (GTK_NATIVE (window)) == NULL)
    g_main_context_iteration (NULL, TRUE);
  clock = gdk_surface_get_frame_clock (gtk_native_get_surface (GTK_NATIVE (window)));
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), NULL);
  wait_frame (clock);
  open_ms = (g_get_monotonic_time () - start) / 1000.0;
  model = tess_editor_window_get_model (window);

  /* Scrolling the list of thumbnails, a step a frame. */
  scrolled = gtk_widget_get_ancestor (find_type (GTK_WIDGET (window), GTK_TYPE_LIST_VIEW),
                                      GTK_TYPE_SCROLLED_WINDOW);
  adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  start = g_get_monotonic_time ();
  for (int i = 0; i < frames; i++)
    {
      gtk_adjustment_set_value (adj, fmod (i * 97.0, gtk_adjustment_get_upper (adj)));
      gtk_widget_queue_draw (GTK_WIDGET (window));
      wait_frame (clock);
    }
  scroll_ms = (g_get_monotonic_time () - start) / 1000.0 / frames;

  /* Painting a side on the canvas, checked and drawn, a step a frame. */
  start = g_get_monotonic_time ();
  for (int i = 0; i < frames; i++)
    {
      gint64 t0 = g_get_monotonic_time ();

      tess_tile_set_model_paint_side (model, tess_editor_window_get_selected (window), i % 4,
                                      (i / 4) % 3, NULL);
      edit_ms += (g_get_monotonic_time () - t0) / 1000.0 / frames;
      wait_frame (clock);
    }
  paint_ms = (g_get_monotonic_time () - start) / 1000.0 / frames;

  g_print ("{\"types\": %u, \"open_to_first_frame_ms\": %.1f, \"scroll_frame_ms\": %.2f, "
           "\"paint_frame_ms\": %.2f, \"edit_and_panels_ms\": %.2f}\n",
           g_list_model_get_n_items (G_LIST_MODEL (model)), open_ms, scroll_ms, paint_ms, edit_ms);
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
