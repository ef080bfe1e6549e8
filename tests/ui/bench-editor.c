/* bench-editor.c: how long the tile-set editor takes to show a set
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not a test. `bench-editor FILE.tileset.json` opens the file in an editor
 * window and prints the time from the call to the first frame painted with
 * the list of tiles, and the mean time of a frame while the list scrolls
 * and while a side is painted again and again: the edit and its side
 * panels (edit_and_panels_ms), the frame clock's work from before-paint
 * to after-paint (paint_frame_work_ms), the process's CPU time a frame,
 * and, with each gesture delivered at the start of a frame as GTK
 * delivers input, the time from the gesture to its painted frame
 * (paint_to_frame_ms, mean and worst); then the frame work while the
 * focus moves round the canvas's handles (focus_frame_work_ms). Make a 500-type set with
 * `_build/tests/core/bench-tileset --save /tmp/bench.tileset.json`, then
 * `xvfb-run -a -s "-screen 0 1600x1000x24" _build/tests/ui/bench-editor /tmp/bench.tileset.json`.
 */

#include "config.h"

#include <math.h>
#include <time.h>

#include <gtk/gtk.h>

#include "tess-editor-window.h"
#include "tess-tile-canvas.h"

static gboolean painted;
static gint64 frame_began;
static double frame_work_ms;   /* the frame clock's work, before-paint to after-paint */
static gint64 painted_at;

/* A paint gesture delivered as GTK delivers input, at the start of a
 * frame (flush-events), so that its latency is the time to its frame. */
static struct
{
  TessEditorWindow *window;
  int step;           /* the next gesture, -1 when none is due */
  gint64 at;
} gesture = { NULL, -1, 0 };

static void
on_flush_events (GdkFrameClock *clock,
                 gpointer       user_data)
{
  int i = gesture.step;

  if (i < 0)
    return;
  gesture.step = -1;
  gesture.at = g_get_monotonic_time ();
  tess_tile_set_model_paint_side (tess_editor_window_get_model (gesture.window),
                                  tess_editor_window_get_selected (gesture.window), i % 4,
                                  (i / 4) % 3, NULL);
}

static void
on_before_paint (GdkFrameClock *clock,
                 gpointer       user_data)
{
  frame_began = g_get_monotonic_time ();
}

static void
on_after_paint (GdkFrameClock *clock,
                gpointer       user_data)
{
  painted = TRUE;
  painted_at = g_get_monotonic_time ();
  frame_work_ms += (g_get_monotonic_time () - frame_began) / 1000.0;
}

/* The CPU time this process has used, in ms. */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
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

static void
store_result (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
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
  double open_ms, scroll_ms, paint_ms, edit_ms = 0, paint_cpu_ms, paint_work_ms;
  double latency_ms = 0, worst_latency_ms = 0, focus_work_ms;
  GtkWidget *canvas;
  const int frames = 120;
  g_autoptr(GAsyncResult) result = NULL;
  TessEditorWindow *empty;

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
  empty = tess_editor_window_new (NULL, NULL);
  tess_editor_window_open_file (empty, file, store_result, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  window = tess_editor_window_open_file_finish (empty, result, NULL);
  if (window == NULL)
    return 1;
  gtk_window_present (GTK_WINDOW (window));
  while (gtk_native_get_surface (GTK_NATIVE (window)) == NULL)
    g_main_context_iteration (NULL, TRUE);
  clock = gdk_surface_get_frame_clock (gtk_native_get_surface (GTK_NATIVE (window)));
  g_signal_connect (clock, "flush-events", G_CALLBACK (on_flush_events), NULL);
  g_signal_connect (clock, "before-paint", G_CALLBACK (on_before_paint), NULL);
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
  frame_work_ms = 0;
  paint_cpu_ms = cpu_ms ();
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
  paint_cpu_ms = (cpu_ms () - paint_cpu_ms) / frames;
  paint_work_ms = frame_work_ms / frames;

  /* The same gestures, each delivered at the start of a frame. */
  gesture.window = window;
  for (int i = 0; i < frames; i++)
    {
      gesture.step = i;
      gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_FLUSH_EVENTS
                                     | GDK_FRAME_CLOCK_PHASE_PAINT);
      wait_frame (clock);
      latency_ms += (painted_at - gesture.at) / 1000.0 / frames;
      worst_latency_ms = MAX (worst_latency_ms, (painted_at - gesture.at) / 1000.0);
    }

  /* Moving the focus round the handles, as the arrow keys do. */
  canvas = find_type (GTK_WIDGET (window), TESS_TYPE_TILE_CANVAS);
  gtk_widget_grab_focus (canvas);
  wait_frame (clock);
  frame_work_ms = 0;
  for (int i = 0; i < frames; i++)
    {
      tess_tile_canvas_set_focus_port (TESS_TILE_CANVAS (canvas), (i + 1) % 12);
      wait_frame (clock);
    }
  focus_work_ms = frame_work_ms / frames;

  g_print ("{\"types\": %u, \"open_to_first_frame_ms\": %.1f, \"scroll_frame_ms\": %.2f, "
           "\"paint_frame_ms\": %.2f, \"edit_and_panels_ms\": %.2f, \"paint_frame_work_ms\": %.2f, "
           "\"paint_cpu_ms_per_frame\": %.2f, \"paint_to_frame_ms\": %.2f, "
           "\"worst_paint_to_frame_ms\": %.2f, \"focus_frame_work_ms\": %.2f}\n",
           g_list_model_get_n_items (G_LIST_MODEL (model)), open_ms, scroll_ms, paint_ms, edit_ms,
           paint_work_ms, paint_cpu_ms, latency_ms, worst_latency_ms, focus_work_ms);
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
