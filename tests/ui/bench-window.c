/* bench-window.c: how fast the game window starts and draws, and its memory
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Measures the targets of the issue "The game window", in one run of the
 * real application (TessApplication, as `tessera` starts it):
 *
 *  - start-up: from the start of the process and of main() to the first
 *    frame of the main window painted (after-paint of its frame clock, in
 *    a frame that drew the surface), with a new game set up; then the same
 *    again in fresh processes (--startup-runs), also timed from outside
 *    (spawn to exit);
 *  - a whole seeded 3-player game with the River (84 tiles) played
 *    through the window's actions, a painted frame after each action, to
 *    the final summary; then VmRSS and VmHWM, what of it is the GL driver,
 *    and what is left once malloc gives back its free memory;
 *  - the board widget at 1920 x 1080 logical pixels: its snapshot drawn
 *    by gsk_render_node_draw() into an image surface (what GskCairoRenderer
 *    does into a Wayland buffer), timed in CPU time of this thread so that
 *    other processes on the machine count for little, for a full redraw
 *    after a zoom step, cached redraws (nothing moved, the ghost tile
 *    moving over the legal cells, the follower spots), panning and
 *    zooming; and the same changes made at every frame of the real
 *    window, timed with its GdkFrameClock.
 *
 * It is a benchmark, not a test: it prints figures (text, or --json) and
 * says which targets they meet; it fails only when the window cannot be
 * driven (or, with --check, when a target is missed). Run it under Xvfb,
 * on a screen larger than the board so that the board itself is
 * 1920 x 1080 beside the side panel:
 *
 *   xvfb-run -a -s "-screen 0 2560x1600x24" _build/tests/ui/bench-window
 *   xvfb-run -a -s "-screen 0 2560x1600x24" meson test -C _build --benchmark --suite ui -v
 *
 * Here: the board's cases and the run. Around bench-window.h: the
 * figures (bench-window-figures.c), the frames and the board's cases
 * measured (bench-window-board.c), the game and the start-ups
 * (bench-window-game.c), the report (bench-window-report.c).
 */

#define G_LOG_DOMAIN "bench-window"

#include "config.h"

#include "bench-window.h"

Case bench_cases[] = {
  { .id = "hover", .what = "cached redraw: the ghost tile moves to another legal cell",
    .state = "last turn", .change = CHANGE_HOVER, .zoom_factor = 1.0 },
  { .id = "spots", .what = "cached redraw: the next follower spot is chosen",
    .state = "follower spots", .change = CHANGE_SPOT, .zoom_factor = 1.0 },
  { .id = "full", .what = "full redraw: a zoom step (x1.25, the keys'), every tile drawn again",
    .state = "game over", .change = CHANGE_ZOOM_KEY, .zoom_factor = 1.0 },
  { .id = "full-zoomed", .what = "full redraw as above, zoomed in 2x",
    .state = "game over", .change = CHANGE_ZOOM_KEY, .zoom_factor = 2.0 },
  { .id = "still", .what = "cached redraw: nothing moved",
    .state = "game over", .change = CHANGE_NOTHING, .zoom_factor = 1.0 },
  { .id = "pan", .what = "panning by 3 px a frame, whole board in view",
    .state = "game over", .change = CHANGE_PAN, .zoom_factor = 1.0 },
  { .id = "pan-zoomed", .what = "panning by 3 px a frame, zoomed in 2x",
    .state = "game over", .change = CHANGE_PAN, .zoom_factor = 2.0 },
  { .id = "zoom", .what = "zooming by 2% a frame (pinch, smooth scroll)",
    .state = "game over", .change = CHANGE_ZOOM_SMOOTH, .zoom_factor = 1.0 },
};

const guint bench_n_cases = G_N_ELEMENTS (bench_cases);

/* ------------------------------------------------------------ the run */

static gboolean
run_benchmark (gpointer user_data)
{
  Bench *b = user_data;

  {
    GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (b->window));

    b->renderer = g_strdup (renderer != NULL ? G_OBJECT_TYPE_NAME (renderer) : "none");
  }
  if (b->startup_only)
    goto quit;

  /* The board at the size of the target, for the whole game. */
  if (!bench_size_board (b, 1920, 1080))
    {
      /* Without room for the side panel, hide it (F9). */
      gtk_widget_activate_action (GTK_WIDGET (b->window), "win.toggle-panel", NULL);
      if (!bench_size_board (b, 1920, 1080))
        g_warning ("The board is %d x %d, not 1920 x 1080: is the screen large enough?",
                   b->board_width, b->board_height);
    }
  if (b->error != NULL)
    goto quit;
  b->board_width = gtk_widget_get_width (GTK_WIDGET (bench_get_board (b)));
  b->board_height = gtk_widget_get_height (GTK_WIDGET (bench_get_board (b)));

  bench_play_game (b);
  if (b->error != NULL)
    goto quit;

  bench_measure_case (b, "full");
  bench_measure_case (b, "full-zoomed");
  bench_measure_case (b, "still");
  bench_measure_case (b, "pan");
  bench_measure_case (b, "pan-zoomed");
  bench_measure_case (b, "zoom");

  b->end_rss_mib = bench_proc_status_mib ("VmRSS");
  b->end_hwm_mib = bench_proc_status_mib ("VmHWM");
  b->load[1] = bench_load_average ();

  if (b->error == NULL && b->startup_runs > 0)
    bench_measure_child_startups (b);

quit:
  /* Leave the window alone: the application quits with it. */
  gtk_window_destroy (GTK_WINDOW (b->window));
  g_application_quit (G_APPLICATION (b->app));
  return G_SOURCE_REMOVE;
}

void
bench_run_later (Bench *b)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, run_benchmark, b, NULL);
}

static void
on_window_map (GtkWidget *widget,
               Bench     *b)
{
  if (b->clock != NULL)
    return;

  b->surface = gtk_native_get_surface (GTK_NATIVE (widget));
  b->clock = gtk_widget_get_frame_clock (widget);
  g_type_class_unref (g_type_class_ref (GDK_TYPE_SURFACE));
  b->render_hook = g_signal_add_emission_hook (g_signal_lookup ("render", GDK_TYPE_SURFACE), 0,
                                               bench_on_render, b, NULL);
  g_signal_connect (b->clock, "before-paint", G_CALLBACK (bench_on_before_paint), b);
  g_signal_connect_after (b->clock, "after-paint", G_CALLBACK (bench_on_after_paint), b);
}

static void
on_window_added (GtkApplication *app,
                 GtkWindow      *window,
                 Bench          *b)
{
  if (b->window != NULL || !TESS_IS_WINDOW (window))
    return;
  b->window = TESS_WINDOW (window);
  g_signal_connect_after (window, "map", G_CALLBACK (on_window_map), b);
}

int
main (int   argc,
      char *argv[])
{
  Bench bench = { 0 };
  Bench *b = &bench;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  const char *spawn_env;
  char *app_argv[] = { argv[0], NULL };
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &b->json, "Print the figures as JSON", NULL },
    { "frames", 0, 0, G_OPTION_ARG_INT, &b->n_frames, "Frames measured in each case (120)", "N" },
    { "startup-runs", 0, 0, G_OPTION_ARG_INT, &b->startup_runs,
      "Start-ups measured in fresh processes (5; 0: none)", "N" },
    { "startup-only", 0, 0, G_OPTION_ARG_NONE, &b->startup_only,
      "Only start, print the time to the first frame as JSON, and quit", NULL },
    { "check", 0, 0, G_OPTION_ARG_NONE, &b->check, "Exit with 1 when a target is missed", NULL },
    { "memory-map", 0, 0, G_OPTION_ARG_NONE, &b->memory_map,
      "Also list the largest mappings at the end of the game", NULL },
    G_OPTION_ENTRY_NULL
  };

  b->main_usec = g_get_monotonic_time ();
  b->exec_to_main_ms = bench_process_age_ms ();
  /* The same environment as the game's own main(). */
  tess_application_prepare_environment ();
  b->load[0] = bench_load_average ();
  spawn_env = g_getenv ("TESSERA_BENCH_SPAWN_USEC");
  if (spawn_env != NULL)
    b->spawn_usec = g_ascii_strtoll (spawn_env, NULL, 10);

  b->n_frames = 120;
  b->startup_runs = 5;
  context = g_option_context_new ("- measure the speed and memory of the game window");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  b->n_frames = CLAMP (b->n_frames, 10, 100000);
  b->startup_runs = CLAMP (b->startup_runs, 0, 1000);
  if (b->startup_only)
    b->json = TRUE;

  /* Never the user's settings or autosave: a memory backend and a
   * directory of the run's own; the schema and tile sets of the build
   * tree unless told otherwise; the cairo renderer of the target. */
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSETTINGS_SCHEMA_DIR", BENCH_SCHEMA_DIR, FALSE);
  g_setenv ("TESSERA_TILESETDIR", BENCH_TILESET_DIR, FALSE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  b->tmp_dir = g_dir_make_tmp ("tessera-bench-window-XXXXXX", &error);
  if (b->tmp_dir == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  g_setenv ("XDG_DATA_HOME", b->tmp_dir, TRUE);

  b->child_since_main = g_array_new (FALSE, FALSE, sizeof (double));
  b->child_since_exec = g_array_new (FALSE, FALSE, sizeof (double));
  b->child_wall = g_array_new (FALSE, FALSE, sizeof (double));
  b->frame_work = g_array_new (FALSE, FALSE, sizeof (double));
  b->move_to_frame_ms = g_array_new (FALSE, FALSE, sizeof (double));
  b->frame_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  b->hover_cells = g_array_new (FALSE, FALSE, sizeof (TessGamePlacement));
  b->cases = g_ptr_array_new ();

  tess_test_ui_set_up_river_game ();

  /* As tessera's main() does, but never handing over to a running
   * instance. */
  b->app = tess_application_new ();
  g_application_set_flags (G_APPLICATION (b->app),
                           g_application_get_flags (G_APPLICATION (b->app)) | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (b->app, "window-added", G_CALLBACK (on_window_added), b);
  if (g_application_run (G_APPLICATION (b->app), 1, app_argv) != 0)
    bench_fail (b, "the application failed");
  if (!b->startup_done)
    bench_fail (b, "the window never painted a frame");

  if (b->json)
    bench_print_json (b);
  else
    bench_print_text (b);

  if (b->error != NULL && b->json)
    g_printerr ("bench-window: %s\n", b->error);

  if (b->render_hook != 0)
    g_signal_remove_emission_hook (g_signal_lookup ("render", GDK_TYPE_SURFACE), b->render_hook);
  g_clear_object (&b->app);
  tess_test_ui_remove_tree (b->tmp_dir);
  g_free (b->tmp_dir);
  g_free (b->renderer);
  if (b->map != NULL)
    g_string_free (b->map, TRUE);
  g_free (b->error);
  g_array_unref (b->child_since_main);
  g_array_unref (b->child_since_exec);
  g_array_unref (b->child_wall);
  g_array_unref (b->frame_work);
  g_array_unref (b->move_to_frame_ms);
  g_array_unref (b->frame_times);
  g_array_unref (b->hover_cells);
  g_ptr_array_unref (b->cases);

  if (b->status != 0)
    return b->status;
  if (b->check && !b->startup_only && !bench_all_met (b))
    return 1;
  return 0;
}
