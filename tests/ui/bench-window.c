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
 */

#define G_LOG_DOMAIN "bench-window"

#include "config.h"

#include <malloc.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "tess-application.h"
#include "tess-board-view.h"
#include "tess-test-ui.h"

/* The targets of the issue. */
#define TARGET_REDRAW_MS   4.0
#define TARGET_FRAME_MS    (1000.0 / 60.0)
#define TARGET_STARTUP_MS  500.0
#define TARGET_MEMORY_MIB  120.0

/* Frames measured before the samples of each case (caches, branch
 * predictors, the allocator). */
#define WARM_UP_FRAMES 3
/* How long a wait for a painted frame may take before it is an error. */
#define FRAME_TIMEOUT_MS 5000

typedef enum
{
  CHANGE_ZOOM_KEY,     /* zoom in and out by about the keys' step, to sizes never drawn before */
  CHANGE_NOTHING,      /* a redraw with nothing moved */
  CHANGE_HOVER,        /* the ghost tile goes to the next legal cell */
  CHANGE_SPOT,         /* the next follower spot is chosen */
  CHANGE_PAN,          /* the view moves by a few pixels */
  CHANGE_ZOOM_SMOOTH,  /* a pinch or smooth scroll: a small zoom step */
} Change;

typedef struct
{
  double mean;
  double p50;
  double p95;
  double max;
  guint  n;
} Stats;

typedef struct
{
  const char *id;
  const char *what;
  const char *state;
  Change      change;
  double      zoom_factor;   /* of the fitted zoom, for this case */
  gboolean    measured;
  double      zoom;          /* cell size in pixels, at the start */
  int         tiles;         /* tiles on the board */
  Stats       snapshot;      /* the widget's snapshot, ms of CPU time */
  Stats       render;        /* the node drawn with cairo, ms of CPU time */
  Stats       cpu;           /* both, ms of CPU time */
  Stats       total;         /* both, ms of wall-clock time */
  gboolean    frames_measured;
  Stats       frame_work;    /* real frames: before-paint to after-paint, ms */
  double      fps;           /* real frames per second reached */
  guint       n_frames;
} Case;

typedef struct
{
  /* Options. */
  gboolean json;
  gboolean startup_only;
  gboolean memory_map;
  gboolean check;
  int      n_frames;
  int      startup_runs;

  /* Start-up. */
  gint64   main_usec;         /* monotonic, at the start of main() */
  gint64   spawn_usec;        /* monotonic, when a parent spawned us; 0 if none */
  double   exec_to_main_ms;
  double   first_frame_since_main_ms;
  double   first_frame_since_exec_ms;
  gboolean startup_done;
  double   startup_rss_mib;

  /* Start-up in fresh processes. */
  GArray  *child_since_main;  /* double, ms */
  GArray  *child_since_exec;  /* double, ms */
  GArray  *child_wall;        /* double, ms: spawn to exit */

  /* The window and its frames. */
  TessApplication *app;
  TessWindow      *window;
  GdkSurface      *surface;
  GdkFrameClock   *clock;
  gulong           render_hook;
  gboolean         rendered;       /* the surface was drawn in this frame */
  guint            n_painted;      /* frames in which the surface was drawn */
  gint64           frame_begin;    /* monotonic, at before-paint */
  double           last_work_ms;   /* before-paint to after-paint of the last painted frame */
  gboolean         timed_out;

  /* Changes made at every real frame by a tick callback. */
  Change           tick_change;
  guint            tick_frame;
  guint            tick_total;
  gboolean         tick_pending;   /* a change waits for its frame */
  GArray          *frame_work;     /* double, ms */
  GArray          *frame_times;    /* gint64, µs: frame clock time of each frame */

  /* The legal cells of the tile in hand, for CHANGE_HOVER. */
  GArray          *hover_cells;    /* TessGamePlacement */

  /* The game. */
  guint            moves;
  double           game_seconds;
  Stats            action;          /* the action's own time */
  Stats            action_to_frame; /* the action until its frame is painted */
  GArray          *move_to_frame_ms; /* double: the same, of the actions that end a move */
  Stats            move_to_frame;
  Stats            game_frame_work;
  double           game_rss_mib;
  double           game_hwm_mib;
  double           game_anon_mib;
  double           game_file_mib;
  double           game_shmem_mib;
  double           gl_driver_mib;    /* of game_rss_mib */
  double           trimmed_rss_mib;  /* game_rss_mib once malloc gave back its free memory */
  double           end_rss_mib;
  double           end_hwm_mib;
  int              final_scores[3];
  int              distinct_types;   /* tile types on the final board */
  int              distinct_images;  /* (type, rotation) pairs: the tile cache's sprites */
  GString         *map;              /* the largest mappings, with --memory-map */
  int              board_width;
  int              board_height;
  double           case_zoom;        /* the zoom a case starts from */

  GPtrArray       *cases;           /* Case, borrowed from the static table */
  char            *renderer;
  double           load[2];          /* load average at the start and the end */
  char            *tmp_dir;
  char            *error;
  int              status;
} Bench;

static Case cases[] = {
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

/* ------------------------------------------------------------ figures */

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double da = *(const double *) a, db = *(const double *) b;

  return da < db ? -1 : da > db ? 1 : 0;
}

/* Mean, median, 95th percentile (nearest rank) and maximum of the samples after
 * the first `skip`. */
static Stats
stats_of (GArray *samples,
          guint   skip)
{
  Stats s = { 0, 0, 0, 0, 0 };
  g_autoptr(GArray) sorted = NULL;
  double sum = 0;
  guint rank;

  if (samples->len <= skip)
    return s;

  sorted = g_array_sized_new (FALSE, FALSE, sizeof (double), samples->len - skip);
  g_array_append_vals (sorted, &g_array_index (samples, double, skip), samples->len - skip);
  g_array_sort (sorted, compare_doubles);
  for (guint i = 0; i < sorted->len; i++)
    sum += g_array_index (sorted, double, i);

  s.n = sorted->len;
  s.mean = sum / sorted->len;
  rank = (guint) ceil (0.5 * sorted->len);
  s.p50 = g_array_index (sorted, double, MAX (rank, 1) - 1);
  rank = (guint) ceil (0.95 * sorted->len);
  s.p95 = g_array_index (sorted, double, MAX (rank, 1) - 1);
  s.max = g_array_index (sorted, double, sorted->len - 1);
  return s;
}

static double
median_of (GArray *samples)
{
  g_autoptr(GArray) sorted = NULL;

  if (samples->len == 0)
    return 0;
  sorted = g_array_copy (samples);
  g_array_sort (sorted, compare_doubles);
  if (sorted->len % 2 == 1)
    return g_array_index (sorted, double, sorted->len / 2);
  return (g_array_index (sorted, double, sorted->len / 2 - 1) +
          g_array_index (sorted, double, sorted->len / 2)) / 2;
}

static double
min_of (GArray *samples)
{
  double m = G_MAXDOUBLE;

  for (guint i = 0; i < samples->len; i++)
    m = MIN (m, g_array_index (samples, double, i));
  return samples->len > 0 ? m : 0;
}

static double
max_of (GArray *samples)
{
  double m = 0;

  for (guint i = 0; i < samples->len; i++)
    m = MAX (m, g_array_index (samples, double, i));
  return m;
}

static void
add_sample (GArray *samples,
            double  value)
{
  g_array_append_val (samples, value);
}

static double
usec_to_ms (gint64 usec)
{
  return usec / 1000.0;
}

/* This thread's CPU time in µs: unlike the wall clock, it leaves out the
 * time other processes of a shared machine take. */
static gint64
thread_cpu_usec (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* VmRSS or VmHWM of this process, in MiB; -1 if /proc says nothing. */
static double
proc_status_mib (const char *field)
{
  g_autofree char *status = NULL;
  g_autofree char *key = g_strconcat ("\n", field, ":", NULL);
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  line = strstr (status, key);
  if (line == NULL)
    return -1;
  return g_ascii_strtod (line + strlen (key), NULL) / 1024.0;
}

/* The load average of the last minute: how busy the machine is. */
static double
load_average (void)
{
  g_autofree char *loadavg = NULL;

  if (!g_file_get_contents ("/proc/loadavg", &loadavg, NULL, NULL))
    return -1;
  return g_ascii_strtod (loadavg, NULL);
}

/* How long ago this process started (exec), in ms: /proc/self/stat's
 * start time is in clock ticks after boot (10 ms on most systems). */
static double
process_age_ms (void)
{
  g_autofree char *stat = NULL;
  g_auto(GStrv) fields = NULL;
  const char *after_name;
  struct timespec now;
  double start_s;

  if (!g_file_get_contents ("/proc/self/stat", &stat, NULL, NULL))
    return -1;
  /* The name in parentheses may hold spaces: count from after it. */
  after_name = strrchr (stat, ')');
  if (after_name == NULL)
    return -1;
  fields = g_strsplit (after_name + 2, " ", -1);
  /* Field 22 of the line is the 20th after the name. */
  if (g_strv_length (fields) < 20)
    return -1;
  start_s = g_ascii_strtod (fields[19], NULL) / (double) sysconf (_SC_CLK_TCK);
  clock_gettime (CLOCK_BOOTTIME, &now);
  return (now.tv_sec + now.tv_nsec / 1e9 - start_s) * 1000.0;
}

static void
fail (Bench      *b,
      const char *format,
      ...) G_GNUC_PRINTF (2, 3);

static void
fail (Bench      *b,
      const char *format,
      ...)
{
  va_list args;

  if (b->error != NULL)
    return;
  va_start (args, format);
  b->error = g_strdup_vprintf (format, args);
  va_end (args);
  b->status = 1;
}

/* ------------------------------------------------------------ frames */

static gboolean
render_hook (GSignalInvocationHint *hint,
             guint                  n_params,
             const GValue          *params,
             gpointer               user_data)
{
  Bench *b = user_data;

  /* An emission hook, not a handler: GTK's own "render" handler stops
   * the emission. */
  if (n_params > 0 && g_value_get_object (&params[0]) == (GObject *) b->surface)
    b->rendered = TRUE;
  return TRUE;
}

static void
on_before_paint (GdkFrameClock *clock,
                 Bench         *b)
{
  b->frame_begin = g_get_monotonic_time ();
  b->rendered = FALSE;
}

static void run_benchmark_later (Bench *b);

static void
on_after_paint (GdkFrameClock *clock,
                Bench         *b)
{
  gint64 now = g_get_monotonic_time ();

  if (!b->rendered)
    return;
  b->rendered = FALSE;
  b->n_painted++;
  b->last_work_ms = usec_to_ms (now - b->frame_begin);

  if (!b->startup_done)
    {
      b->startup_done = TRUE;
      b->first_frame_since_main_ms = usec_to_ms (now - b->main_usec);
      if (b->spawn_usec > 0)
        b->first_frame_since_exec_ms = usec_to_ms (now - b->spawn_usec);
      else
        b->first_frame_since_exec_ms = process_age_ms ();
      b->startup_rss_mib = proc_status_mib ("VmRSS");
      run_benchmark_later (b);
      return;
    }

  if (b->tick_pending)
    {
      gint64 frame_time = gdk_frame_clock_get_frame_time (clock);

      b->tick_pending = FALSE;
      add_sample (b->frame_work, b->last_work_ms);
      g_array_append_val (b->frame_times, frame_time);
    }
}

static gboolean
on_timeout (gpointer user_data)
{
  Bench *b = user_data;

  b->timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until *counter reaches target or the time is up. */
static gboolean
iterate_until (Bench *b,
               guint *counter,
               guint  target,
               guint  timeout_ms)
{
  guint id;

  b->timed_out = FALSE;
  id = g_timeout_add (timeout_ms, on_timeout, b);
  while (!b->timed_out && *counter < target)
    g_main_context_iteration (NULL, TRUE);
  if (!b->timed_out)
    g_source_remove (id);
  return !b->timed_out;
}

/* Waits for the next frame in which the window is drawn. */
static gboolean
wait_frame (Bench *b)
{
  if (!iterate_until (b, &b->n_painted, b->n_painted + 1, FRAME_TIMEOUT_MS))
    {
      fail (b, "no frame was painted in %d ms", FRAME_TIMEOUT_MS);
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------ the board */

static TessBoardView *
get_board (Bench *b)
{
  return b->window->board;
}

/* Makes the board widget exactly width x height logical pixels by
 * resizing the window around it. */
static gboolean
size_board (Bench *b,
            int    width,
            int    height)
{
  GtkWidget *board = GTK_WIDGET (get_board (b));

  for (int attempt = 0; attempt < 4; attempt++)
    {
      int bw = gtk_widget_get_width (board);
      int bh = gtk_widget_get_height (board);
      int ww, wh;

      if (bw == width && bh == height)
        break;
      /* The default size leaves out what the window draws around its
       * content (the shadow of client-side decorations). */
      gtk_window_get_default_size (GTK_WINDOW (b->window), &ww, &wh);
      gtk_window_set_default_size (GTK_WINDOW (b->window), ww + width - bw, wh + height - bh);
      /* A few frames for the X server to configure the window. */
      for (int i = 0; i < 6; i++)
        {
          gtk_widget_queue_draw (GTK_WIDGET (b->window));
          if (!wait_frame (b))
            return FALSE;
          if (gtk_widget_get_width (board) == width && gtk_widget_get_height (board) == height)
            break;
        }
    }
  b->board_width = gtk_widget_get_width (board);
  b->board_height = gtk_widget_get_height (board);
  return b->board_width == width && b->board_height == height;
}

static void
collect_hover_cells (Bench *b)
{
  TessGame *game = tess_window_get_game (b->window);
  g_autoptr(GArray) placements = tess_game_get_placements (game);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);

  g_array_set_size (b->hover_cells, 0);
  for (guint i = 0; i < placements->len; i++)
    {
      TessGamePlacement p = g_array_index (placements, TessGamePlacement, i);
      gpointer key = GUINT_TO_POINTER (((guint) p.x & 0xffff) << 16 | ((guint) p.y & 0xffff));

      if (g_hash_table_contains (seen, key))
        continue;
      g_hash_table_add (seen, key);
      g_array_append_val (b->hover_cells, p);
    }
}

static void
apply_change (Bench  *b,
              Change  change,
              guint   frame)
{
  TessBoardView *board = get_board (b);
  TessViewport *viewport = tess_board_view_get_viewport (board);

  switch (change)
    {
    case CHANGE_ZOOM_KEY:
      {
        /* In and out by a step of the keys (x1.25), to cell sizes of whole
         * pixels that recur only every 24 frames: whatever few sizes the
         * tile cache keeps, every tile is drawn again, as at the first
         * zoom. */
        double base = round (b->case_zoom) + (frame / 2) % 12;

        tess_viewport_set_zoom (viewport, frame % 2 == 0 ? round (base * 1.25) : base);
      }
      break;
    case CHANGE_NOTHING:
      gtk_widget_queue_draw (GTK_WIDGET (board));
      break;
    case CHANGE_HOVER:
      if (b->hover_cells->len > 0)
        {
          TessGamePlacement p = g_array_index (b->hover_cells, TessGamePlacement,
                                               frame % b->hover_cells->len);

          tess_board_view_set_cursor (board, p.x, p.y);
        }
      break;
    case CHANGE_SPOT:
      gtk_widget_activate_action (GTK_WIDGET (board), "board.next-spot", NULL);
      break;
    case CHANGE_PAN:
      {
        /* Back and forth, so that the view stays over the board. */
        double d = (frame / 40) % 2 == 0 ? 3 : -3;

        tess_viewport_pan (viewport, d, d * 0.5);
      }
      break;
    case CHANGE_ZOOM_SMOOTH:
      tess_board_view_zoom (board, (frame / 30) % 2 == 0 ? 1.02 : 1 / 1.02);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* The board's snapshot, in its own coordinates, as the window takes it. */
static GskRenderNode *
snapshot_board (Bench *b)
{
  GtkWidget *board = GTK_WIDGET (get_board (b));
  GtkWidget *parent = gtk_widget_get_parent (board);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  graphene_point_t origin;

  if (!gtk_widget_compute_point (board, parent, &GRAPHENE_POINT_INIT (0, 0), &origin))
    origin = GRAPHENE_POINT_INIT (0, 0);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-origin.x, -origin.y));
  gtk_widget_snapshot_child (parent, board, snapshot);
  return gtk_snapshot_free_to_node (snapshot);
}

/* Times the board's snapshot and its drawing by cairo, frame by frame,
 * without the main loop (so no real frame gets in the way). */
static void
measure_offline (Bench *b,
                 Case  *c)
{
  cairo_surface_t *target = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                        b->board_width, b->board_height);
  g_autoptr(GArray) snap = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) render = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) total = g_array_new (FALSE, FALSE, sizeof (double));

  for (int i = 0; i < WARM_UP_FRAMES + b->n_frames; i++)
    {
      GskRenderNode *node;
      gint64 t0, t2, c0, c1, c2;
      cairo_t *cr;

      apply_change (b, c->change, i);
      t0 = g_get_monotonic_time ();
      c0 = thread_cpu_usec ();
      node = snapshot_board (b);
      c1 = thread_cpu_usec ();
      cr = cairo_create (target);
      if (node != NULL)
        gsk_render_node_draw (node, cr);
      cairo_destroy (cr);
      cairo_surface_flush (target);
      c2 = thread_cpu_usec ();
      t2 = g_get_monotonic_time ();
      g_clear_pointer (&node, gsk_render_node_unref);

      add_sample (snap, usec_to_ms (c1 - c0));
      add_sample (render, usec_to_ms (c2 - c1));
      add_sample (cpu, usec_to_ms (c2 - c0));
      add_sample (total, usec_to_ms (t2 - t0));
    }
  cairo_surface_destroy (target);

  c->snapshot = stats_of (snap, WARM_UP_FRAMES);
  c->render = stats_of (render, WARM_UP_FRAMES);
  c->cpu = stats_of (cpu, WARM_UP_FRAMES);
  c->total = stats_of (total, WARM_UP_FRAMES);
  c->measured = TRUE;
}

static gboolean
frame_tick (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       user_data)
{
  Bench *b = user_data;

  /* Removed by measure_frames(), never by itself: a callback left
   * behind would move the next case's view too. */
  if (b->tick_frame >= b->tick_total)
    return G_SOURCE_CONTINUE;
  apply_change (b, b->tick_change, b->tick_frame++);
  b->tick_pending = TRUE;
  return G_SOURCE_CONTINUE;
}

/* The same changes made at every frame of the real window: how long its
 * frames take (before-paint to after-paint: update, layout, snapshot of
 * the window, rendering, and handing the frame to the display server) and
 * how many frames a second the frame clock reaches. */
static void
measure_frames (Bench *b,
                Case  *c)
{
  guint total = WARM_UP_FRAMES + b->n_frames;
  guint id;
  gint64 first, last;

  g_array_set_size (b->frame_work, 0);
  g_array_set_size (b->frame_times, 0);
  b->tick_change = c->change;
  b->tick_frame = 0;
  b->tick_total = total;
  b->tick_pending = FALSE;
  id = gtk_widget_add_tick_callback (GTK_WIDGET (get_board (b)), frame_tick, b, NULL);

  if (!iterate_until (b, &b->frame_work->len, total, FRAME_TIMEOUT_MS + total * 100))
    fail (b, "%s: %u of %u frames painted", c->id, b->frame_work->len, total);
  gtk_widget_remove_tick_callback (GTK_WIDGET (get_board (b)), id);
  b->tick_total = 0;
  b->tick_pending = FALSE;
  if (b->error != NULL)
    return;

  c->frame_work = stats_of (b->frame_work, WARM_UP_FRAMES);
  first = g_array_index (b->frame_times, gint64, WARM_UP_FRAMES);
  last = g_array_index (b->frame_times, gint64, b->frame_times->len - 1);
  c->n_frames = b->frame_times->len - WARM_UP_FRAMES;
  c->fps = last > first ? (c->n_frames - 1) * 1e6 / (last - first) : 0;
  c->frames_measured = TRUE;
}

static void
measure_case (Bench      *b,
              const char *id)
{
  TessBoardView *board = get_board (b);
  TessViewport *viewport = tess_board_view_get_viewport (board);
  TessGame *game = tess_window_get_game (b->window);
  Case *c = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    if (g_str_equal (cases[i].id, id))
      c = &cases[i];
  g_assert (c != NULL);

  /* Every case starts from the whole board fitted in view. */
  tess_board_view_fit (board);
  if (c->zoom_factor != 1.0)
    tess_board_view_zoom (board, c->zoom_factor);
  if (c->change == CHANGE_HOVER)
    collect_hover_cells (b);
  gtk_widget_queue_draw (GTK_WIDGET (board));
  if (!wait_frame (b))
    return;

  c->zoom = tess_viewport_get_zoom (viewport);
  b->case_zoom = c->zoom;
  c->tiles = tess_game_get_n_placed (game);
  measure_offline (b, c);

  /* Start the real frames from the same view. */
  tess_board_view_fit (board);
  if (c->zoom_factor != 1.0)
    tess_board_view_zoom (board, c->zoom_factor);
  gtk_widget_queue_draw (GTK_WIDGET (board));
  if (!wait_frame (b))
    return;
  measure_frames (b, c);
  g_ptr_array_add (b->cases, c);

  tess_board_view_fit (board);
}

/* ------------------------------------------------------------ the game */

static void
set_animations (gboolean enabled)
{
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", enabled, NULL);
}

/* Whether a mapped file belongs to the OpenGL driver (Mesa and what it
 * loads), which GDK's X11 backend sets up even for the cairo renderer. */
static gboolean
is_gl_driver (const char *path)
{
  static const char *parts[] = {
    "/dri/", "libLLVM", "libgallium", "libglapi", "libGL", "libEGL", "libgbm",
    "libdrm", "libz3", "libsensors", "libxcb-glx", "libxcb-dri", "libvulkan",
  };

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    if (strstr (path, parts[i]) != NULL)
      return TRUE;
  return FALSE;
}

/* Resident size by mapping (/proc/self/smaps): how much of VmRSS is the
 * GL driver; with --memory-map, the largest mappings too. */
static void
describe_memory_map (Bench *b)
{
  g_autofree char *smaps = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GHashTable) by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GList) names = NULL;
  char *name = NULL;
  guint shown = 0;

  if (!g_file_get_contents ("/proc/self/smaps", &smaps, NULL, NULL))
    return;
  lines = g_strsplit (smaps, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];

      if (g_ascii_isxdigit (line[0]) && strchr (line, '-') != NULL)
        {
          /* "start-end perms offset dev inode   path": the path, or the heap. */
          g_auto(GStrv) fields = g_strsplit_set (line, " ", 6);

          g_free (name);
          name = g_strdup (g_strv_length (fields) == 6 && *g_strstrip (fields[5]) != '\0'
                           ? fields[5] : "[anonymous]");
        }
      else if (name != NULL && g_str_has_prefix (line, "Rss:"))
        {
          double *kib = g_hash_table_lookup (by_name, name);

          if (kib == NULL)
            {
              kib = g_new0 (double, 1);
              g_hash_table_insert (by_name, g_strdup (name), kib);
            }
          *kib += g_ascii_strtod (line + 4, NULL);
        }
    }
  g_free (name);

  names = g_hash_table_get_keys (by_name);
  for (GList *l = names; l != NULL; l = l->next)
    if (is_gl_driver (l->data))
      b->gl_driver_mib += *(double *) g_hash_table_lookup (by_name, l->data) / 1024;

  if (!b->memory_map)
    return;
  b->map = g_string_new (NULL);
  while (shown < 15)
    {
      const char *best = NULL;
      double best_kib = 0;

      for (GList *l = names; l != NULL; l = l->next)
        {
          double kib = *(double *) g_hash_table_lookup (by_name, l->data);

          if (kib > best_kib)
            {
              best_kib = kib;
              best = l->data;
            }
        }
      if (best == NULL)
        break;
      g_string_append_printf (b->map, "  %7.1f MiB  %s\n", best_kib / 1024, best);
      *(double *) g_hash_table_lookup (by_name, best) = 0;
      shown++;
    }
}

static void
count_tile_images (Bench    *b,
                   TessGame *game)
{
  g_autoptr(GHashTable) types = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr(GHashTable) images = g_hash_table_new (g_direct_hash, g_direct_equal);
  int n = tess_game_get_n_placed (game);

  for (int i = 0; i < n; i++)
    {
      int type, rot;

      tess_game_get_placed (game, i, NULL, NULL, &type, &rot);
      g_hash_table_add (types, GINT_TO_POINTER (type + 1));
      g_hash_table_add (images, GINT_TO_POINTER (type * 4 + rot + 1));
    }
  b->distinct_types = g_hash_table_size (types);
  b->distinct_images = g_hash_table_size (images);
}

/* One action, then its frame. */
static gboolean
timed_action (Bench      *b,
              GArray     *action_ms,
              GArray     *to_frame_ms,
              GArray     *work_ms,
              const char *name,
              GVariant   *param)
{
  guint moves = tess_game_get_n_moves (tess_window_get_game (b->window));
  gint64 t0 = g_get_monotonic_time ();
  gint64 t1;

  gtk_widget_activate_action_variant (GTK_WIDGET (b->window), name, param);
  t1 = g_get_monotonic_time ();
  if (!wait_frame (b))
    return FALSE;
  add_sample (action_ms, usec_to_ms (t1 - t0));
  add_sample (to_frame_ms, usec_to_ms (g_get_monotonic_time () - t0));
  /* A move played: the game autosaves (TMPDIR says on which disk). */
  if (tess_game_get_n_moves (tess_window_get_game (b->window)) > moves)
    add_sample (b->move_to_frame_ms, usec_to_ms (g_get_monotonic_time () - t0));
  add_sample (work_ms, b->last_work_ms);
  return TRUE;
}

static gboolean
summary_mapped (Bench *b)
{
  GtkWindow *summary = tess_window_get_summary (b->window);

  return summary != NULL && gtk_widget_get_mapped (GTK_WIDGET (summary));
}

/* Plays the seeded game to its end through the window's actions, as
 * tests/ui/test-window.c does, with the board cases measured on the way:
 * on the last turn (the ghost over the legal cells), at the follower
 * choice after the last tile, and at the end. */
static void
play_game (Bench *b)
{
  TessGame *game = tess_window_get_game (b->window);
  g_autoptr(GArray) action_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) to_frame_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) work_ms = g_array_new (FALSE, FALSE, sizeof (double));
  gint64 start = g_get_monotonic_time ();
  gboolean summary_shown = FALSE;
  gboolean spots_measured = FALSE;
  guint turn = 0;
  guint timeout;

  if (tess_game_get_n_moves (game) != 0 || tess_game_get_n_players (game) != 3 ||
      !tess_game_get_rules (game)->river)
    {
      fail (b, "the window did not start the seeded 3-player River game");
      return;
    }

  while (!tess_game_get_finished (game) && b->error == NULL)
    {
      g_autoptr(GArray) placements = tess_game_get_placements (game);
      gboolean last_tile = tess_game_get_tiles_left (game) == 0;
      TessGamePlacement p;

      if (tess_game_get_phase (game) != TESS_GAME_PHASE_PLACE_TILE || placements->len == 0)
        {
          fail (b, "turn %u: no tile to place", turn);
          return;
        }

      if (last_tile)
        {
          measure_case (b, "hover");
          /* The final scores at once, not shown category by category. */
          set_animations (FALSE);
        }

      p = g_array_index (placements, TessGamePlacement, (turn * 7919u) % placements->len);
      if (!timed_action (b, action_ms, to_frame_ms, work_ms, "win.place-tile",
                         g_variant_new ("(iii)", p.x, p.y, p.rot)))
        return;

      if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
        {
          g_autoptr(GArray) options = tess_game_get_follower_options (game);

          g_debug ("turn %u: %d tiles left, %u follower spots", turn,
                   tess_game_get_tiles_left (game), options->len);

          /* The last tiles may have no spot: the first choice near the end. */
          if (!spots_measured && tess_game_get_tiles_left (game) <= 8 && options->len > 1)
            {
              measure_case (b, "spots");
              spots_measured = TRUE;
            }

          /* A follower one turn in four, so that the players still have
           * some for the spots on the last tiles. */
          if (turn % 4 == 1 && options->len > 0)
            {
              if (!timed_action (b, action_ms, to_frame_ms, work_ms, "win.place-follower",
                                 g_variant_new_int32 (g_array_index (options, int, turn % options->len))))
                return;
            }
          else if (!timed_action (b, action_ms, to_frame_ms, work_ms, "win.no-follower", NULL))
            return;
        }
      turn++;
      if (turn > 200)
        {
          fail (b, "the game did not end after 200 turns");
          return;
        }
    }

  /* The summary window comes with the end of the game: its map is an
   * event of the main loop. */
  b->timed_out = FALSE;
  timeout = g_timeout_add_seconds (TESS_TEST_DEADLINE_S, on_timeout, b);
  while (!(summary_shown = summary_mapped (b)) && !b->timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!b->timed_out)
    g_source_remove (timeout);
  tess_test_ui_flush_events ();
  b->game_seconds = (g_get_monotonic_time () - start) / 1e6;
  set_animations (TRUE);
  if (!summary_shown)
    {
      fail (b, "the final summary did not show");
      return;
    }

  b->moves = tess_game_get_n_moves (game);
  for (guint i = 0; i < 3; i++)
    b->final_scores[i] = tess_game_get_score (game, i);
  b->action = stats_of (action_ms, 0);
  b->action_to_frame = stats_of (to_frame_ms, 0);
  b->move_to_frame = stats_of (b->move_to_frame_ms, 0);
  b->game_frame_work = stats_of (work_ms, 0);
  b->game_rss_mib = proc_status_mib ("VmRSS");
  b->game_hwm_mib = proc_status_mib ("VmHWM");
  b->game_anon_mib = proc_status_mib ("RssAnon");
  b->game_file_mib = proc_status_mib ("RssFile");
  b->game_shmem_mib = proc_status_mib ("RssShmem");
  describe_memory_map (b);
  /* How much of it is memory the allocator keeps after it was freed (the
   * frames' large buffers): what is left after a trim is in use. */
  malloc_trim (0);
  b->trimmed_rss_mib = proc_status_mib ("VmRSS");
  count_tile_images (b, game);

  /* The summary is a window of its own: out of the way of the board's. */
  gtk_window_destroy (tess_window_get_summary (b->window));
  tess_test_ui_flush_events ();
}

/* ------------------------------------------------------------ start-up */

/* Start-up again in fresh processes: warm caches, the same binary. */
static void
measure_child_startups (Bench *b)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);

  if (self == NULL)
    return;

  for (int i = 0; i < b->startup_runs; i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *spawn_env = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_auto(GStrv) envp = g_get_environ ();
      const char *argv[] = { self, "--startup-only", NULL };
      JsonObject *o;
      gint64 t0, t1;
      int wait_status = 0;

      t0 = g_get_monotonic_time ();
      spawn_env = g_strdup_printf ("%" G_GINT64_FORMAT, t0);
      envp = g_environ_setenv (envp, "TESSERA_BENCH_SPAWN_USEC", spawn_env, TRUE);
      if (!g_spawn_sync (NULL, (char **) argv, envp, G_SPAWN_DEFAULT, NULL, NULL,
                         &out, NULL, &wait_status, &error) ||
          !g_spawn_check_wait_status (wait_status, &error))
        {
          fail (b, "start-up run %d: %s", i + 1, error->message);
          return;
        }
      t1 = g_get_monotonic_time ();

      if (!json_parser_load_from_data (parser, out, -1, &error) ||
          !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
        {
          fail (b, "start-up run %d: unreadable output: %s", i + 1, out);
          return;
        }
      o = json_node_get_object (json_parser_get_root (parser));
      add_sample (b->child_since_main, json_object_get_double_member (o, "first_frame_since_main_ms"));
      add_sample (b->child_since_exec, json_object_get_double_member (o, "first_frame_since_exec_ms"));
      add_sample (b->child_wall, usec_to_ms (t1 - t0));
    }
}

/* ------------------------------------------------------------ report */

static const char *
verdict (gboolean met)
{
  return met ? "meets the target" : "MISSES the target";
}

static void
builder_add_stats (JsonBuilder *builder,
                   const char  *name,
                   const Stats *s)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "mean");
  json_builder_add_double_value (builder, s->mean);
  json_builder_set_member_name (builder, "p50");
  json_builder_add_double_value (builder, s->p50);
  json_builder_set_member_name (builder, "p95");
  json_builder_add_double_value (builder, s->p95);
  json_builder_set_member_name (builder, "max");
  json_builder_add_double_value (builder, s->max);
  json_builder_set_member_name (builder, "n");
  json_builder_add_int_value (builder, s->n);
  json_builder_end_object (builder);
}

static void
builder_add_double (JsonBuilder *builder,
                    const char  *name,
                    double       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_double_value (builder, value);
}

static gboolean
redraw_met (const Case *c)
{
  return c->cpu.p50 < TARGET_REDRAW_MS;
}

static gboolean
motion_met (const Case *c)
{
  return c->cpu.p50 < TARGET_FRAME_MS && (!c->frames_measured || c->fps >= 58.0);
}

/* Which targets the figures meet. */
static gboolean
all_met (Bench *b)
{
  gboolean met = b->game_rss_mib < TARGET_MEMORY_MIB;

  /* A launch in a running session: the median of the fresh processes
   * (this process's own start-up also set up the display's buses). */
  if (b->child_since_exec->len > 0)
    met = met && median_of (b->child_since_exec) < TARGET_STARTUP_MS;
  else
    met = met && b->first_frame_since_exec_ms < TARGET_STARTUP_MS;
  for (guint i = 0; i < b->cases->len; i++)
    {
      const Case *c = g_ptr_array_index (b->cases, i);

      if (c->change == CHANGE_PAN || c->change == CHANGE_ZOOM_SMOOTH)
        met = met && motion_met (c);
      else
        met = met && redraw_met (c);
    }
  return met;
}

static void
print_json (Bench *b)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (builder);

  if (b->startup_only)
    {
      builder_add_double (builder, "first_frame_since_main_ms", b->first_frame_since_main_ms);
      builder_add_double (builder, "first_frame_since_exec_ms", b->first_frame_since_exec_ms);
      builder_add_double (builder, "exec_to_main_ms", b->exec_to_main_ms);
      json_builder_end_object (builder);
      goto out;
    }

  json_builder_set_member_name (builder, "renderer");
  json_builder_add_string_value (builder, b->renderer ? b->renderer : "none");
  json_builder_set_member_name (builder, "cpus");
  json_builder_add_int_value (builder, g_get_num_processors ());
  builder_add_double (builder, "load_average_start", b->load[0]);
  builder_add_double (builder, "load_average_end", b->load[1]);
  json_builder_set_member_name (builder, "all_targets_met");
  json_builder_add_boolean_value (builder, all_met (b));

  json_builder_set_member_name (builder, "startup");
  json_builder_begin_object (builder);
  builder_add_double (builder, "target_ms", TARGET_STARTUP_MS);
  builder_add_double (builder, "first_frame_since_exec_ms", b->first_frame_since_exec_ms);
  builder_add_double (builder, "first_frame_since_main_ms", b->first_frame_since_main_ms);
  builder_add_double (builder, "exec_to_main_ms", b->exec_to_main_ms);
  json_builder_set_member_name (builder, "fresh_processes");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "runs");
  json_builder_add_int_value (builder, b->child_wall->len);
  builder_add_double (builder, "first_frame_since_exec_ms_median", median_of (b->child_since_exec));
  builder_add_double (builder, "first_frame_since_exec_ms_min", min_of (b->child_since_exec));
  builder_add_double (builder, "first_frame_since_exec_ms_max", max_of (b->child_since_exec));
  builder_add_double (builder, "first_frame_since_main_ms_median", median_of (b->child_since_main));
  builder_add_double (builder, "spawn_to_exit_ms_median", median_of (b->child_wall));
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "game");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "moves");
  json_builder_add_int_value (builder, b->moves);
  builder_add_double (builder, "seconds", b->game_seconds);
  json_builder_set_member_name (builder, "scores");
  json_builder_begin_array (builder);
  for (guint i = 0; i < 3; i++)
    json_builder_add_int_value (builder, b->final_scores[i]);
  json_builder_end_array (builder);
  builder_add_stats (builder, "action_ms", &b->action);
  builder_add_stats (builder, "action_to_frame_ms", &b->action_to_frame);
  builder_add_stats (builder, "move_to_frame_ms", &b->move_to_frame);
  builder_add_stats (builder, "frame_work_ms", &b->game_frame_work);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "memory");
  json_builder_begin_object (builder);
  builder_add_double (builder, "target_mib", TARGET_MEMORY_MIB);
  builder_add_double (builder, "startup_rss_mib", b->startup_rss_mib);
  builder_add_double (builder, "game_rss_mib", b->game_rss_mib);
  builder_add_double (builder, "game_hwm_mib", b->game_hwm_mib);
  builder_add_double (builder, "game_rss_anon_mib", b->game_anon_mib);
  builder_add_double (builder, "game_rss_file_mib", b->game_file_mib);
  builder_add_double (builder, "game_rss_shmem_mib", b->game_shmem_mib);
  builder_add_double (builder, "game_rss_gl_driver_mib", b->gl_driver_mib);
  builder_add_double (builder, "game_rss_after_trim_mib", b->trimmed_rss_mib);
  builder_add_double (builder, "end_rss_mib", b->end_rss_mib);
  builder_add_double (builder, "end_hwm_mib", b->end_hwm_mib);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "board");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "width");
  json_builder_add_int_value (builder, b->board_width);
  json_builder_set_member_name (builder, "height");
  json_builder_add_int_value (builder, b->board_height);
  builder_add_double (builder, "redraw_target_ms", TARGET_REDRAW_MS);
  builder_add_double (builder, "frame_target_ms", TARGET_FRAME_MS);
  json_builder_set_member_name (builder, "tile_types");
  json_builder_add_int_value (builder, b->distinct_types);
  json_builder_set_member_name (builder, "tile_images");
  json_builder_add_int_value (builder, b->distinct_images);
  json_builder_set_member_name (builder, "frames_per_case");
  json_builder_add_int_value (builder, b->n_frames);
  json_builder_set_member_name (builder, "cases");
  json_builder_begin_array (builder);
  for (guint i = 0; i < b->cases->len; i++)
    {
      const Case *c = g_ptr_array_index (b->cases, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, c->id);
      json_builder_set_member_name (builder, "what");
      json_builder_add_string_value (builder, c->what);
      json_builder_set_member_name (builder, "state");
      json_builder_add_string_value (builder, c->state);
      json_builder_set_member_name (builder, "tiles");
      json_builder_add_int_value (builder, c->tiles);
      builder_add_double (builder, "zoom", c->zoom);
      builder_add_stats (builder, "snapshot_cpu_ms", &c->snapshot);
      builder_add_stats (builder, "draw_cpu_ms", &c->render);
      builder_add_stats (builder, "cpu_ms", &c->cpu);
      builder_add_stats (builder, "wall_ms", &c->total);
      builder_add_stats (builder, "window_frame_ms", &c->frame_work);
      builder_add_double (builder, "window_fps", c->fps);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  if (b->error != NULL)
    {
      json_builder_set_member_name (builder, "error");
      json_builder_add_string_value (builder, b->error);
    }
  json_builder_end_object (builder);

out:
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, !b->startup_only);
  text = json_generator_to_data (generator, NULL);
  printf ("%s\n", text);
}

static void
print_text (Bench *b)
{
  printf ("Tessera game window benchmark\n");
  printf ("renderer %s, %d CPUs, board %d x %d logical px, %d frames a case\n",
          b->renderer ? b->renderer : "none", g_get_num_processors (), b->board_width, b->board_height, b->n_frames);
  printf ("load average %.2f at the start, %.2f at the end (other processes on the same CPUs)\n",
          b->load[0], b->load[1]);
  if (g_getenv ("DBUS_SESSION_BUS_ADDRESS") == NULL)
    printf ("No session bus: the first start-up below includes D-Bus autolaunch\n"
            "(run under dbus-run-session for a desktop's conditions).\n");
  printf ("\n");

  printf ("Start-up to the first frame painted, a new game set up (target < %.0f ms)\n", TARGET_STARTUP_MS);
  printf ("  this process (the display's first)  %6.1f ms from exec, %.1f from main\n",
          b->first_frame_since_exec_ms, b->first_frame_since_main_ms);
  if (b->child_wall->len > 0)
    {
      double median = median_of (b->child_since_exec);

      printf ("  %2u fresh processes, median        %6.1f ms from spawn, %.1f from main  %s\n"
              "                                      (min %.1f, max %.1f; spawn to exit %.1f)\n",
              b->child_wall->len, median, median_of (b->child_since_main),
              verdict (median < TARGET_STARTUP_MS),
              min_of (b->child_since_exec), max_of (b->child_since_exec), median_of (b->child_wall));
    }

  printf ("\nA whole game: %u moves, 3 players, River, seed 31415, scores %d/%d/%d, %.1f s\n",
          b->moves, b->final_scores[0], b->final_scores[1], b->final_scores[2], b->game_seconds);
  printf ("  (ms; the action alone, the action until its frame is painted, the same for\n"
          "  the actions that end a move, which autosave, and that frame)\n");
  printf ("  action             mean %6.2f  median %6.2f  p95 %6.2f  max %6.2f\n",
          b->action.mean, b->action.p50, b->action.p95, b->action.max);
  printf ("  action to frame    mean %6.2f  median %6.2f  p95 %6.2f  max %6.2f\n",
          b->action_to_frame.mean, b->action_to_frame.p50, b->action_to_frame.p95, b->action_to_frame.max);
  printf ("  move to frame      mean %6.2f  median %6.2f  p95 %6.2f  max %6.2f\n",
          b->move_to_frame.mean, b->move_to_frame.p50, b->move_to_frame.p95, b->move_to_frame.max);
  printf ("  frame              mean %6.2f  median %6.2f  p95 %6.2f  max %6.2f\n",
          b->game_frame_work.mean, b->game_frame_work.p50, b->game_frame_work.p95, b->game_frame_work.max);

  printf ("\nMemory (target < %.0f MiB after a full game)\n", TARGET_MEMORY_MIB);
  printf ("  first frame  VmRSS %6.1f MiB\n", b->startup_rss_mib);
  printf ("  game over    VmRSS %6.1f MiB  VmHWM %6.1f MiB  %s\n",
          b->game_rss_mib, b->game_hwm_mib, verdict (b->game_rss_mib < TARGET_MEMORY_MIB));
  printf ("               (anonymous %.1f, files %.1f, shared memory %.1f MiB;\n"
          "               of it the OpenGL driver, set up by GDK's X11 backend even for\n"
          "               the cairo renderer: %.1f MiB)\n",
          b->game_anon_mib, b->game_file_mib, b->game_shmem_mib, b->gl_driver_mib);
  printf ("               VmRSS %6.1f MiB once malloc_trim() gave back the free heap\n",
          b->trimmed_rss_mib);
  printf ("  at the end   VmRSS %6.1f MiB  VmHWM %6.1f MiB\n", b->end_rss_mib, b->end_hwm_mib);
  if (b->map != NULL)
    printf ("  largest mappings at the end of the game (resident):\n%s", b->map->str);

  printf ("\nThe final board: %d tile types in %d (type, rotation) images, drawn once each\n"
          "into the tile cache at every zoom change.\n", b->distinct_types, b->distinct_images);
  printf ("\nBoard redraw at %d x %d, ms a frame (targets: redraw < %.0f ms, motion < %.1f ms = 60 fps\n"
          "and 60 frames a second in the window; judged on the median CPU time, which other\n"
          "processes of a shared machine leave alone)\n",
          b->board_width, b->board_height, TARGET_REDRAW_MS, TARGET_FRAME_MS);
  printf ("  %-10s %-15s %5s %5s  %-26s  %-20s  %-19s\n",
          "", "", "", "", "CPU time, median", "wall clock", "window frames");
  printf ("  %-10s %-15s %5s %5s  %8s %8s %8s  %6s %6s %6s  %6s %6s %5s\n",
          "case", "state", "tiles", "zoom", "snapshot", "draw", "both", "mean", "median", "p95",
          "median", "p95", "fps");
  for (guint i = 0; i < b->cases->len; i++)
    {
      const Case *c = g_ptr_array_index (b->cases, i);
      gboolean motion = c->change == CHANGE_PAN || c->change == CHANGE_ZOOM_SMOOTH;

      printf ("  %-10s %-15s %5d %5.1f  %8.2f %8.2f %8.2f  %6.2f %6.2f %6.2f  %6.2f %6.2f %5.1f  %s\n",
              c->id, c->state, c->tiles, c->zoom,
              c->snapshot.p50, c->render.p50, c->cpu.p50,
              c->total.mean, c->total.p50, c->total.p95,
              c->frame_work.p50, c->frame_work.p95, c->fps,
              motion ? (motion_met (c) ? "60 fps" : "BELOW 60 fps")
                     : (redraw_met (c) ? "< 4 ms" : "OVER 4 ms"));
    }
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    printf ("  %-11s %s%s\n", cases[i].id, cases[i].what, cases[i].measured ? "" : " (not measured)");
  printf ("  snapshot: the board widget's snapshot; draw: gsk_render_node_draw() of it into\n"
          "  a %d x %d image surface, as GskCairoRenderer draws; window frames: before-paint to\n"
          "  after-paint of the real window (X11 under Xvfb: the X server draws, on the same CPUs).\n",
          b->board_width, b->board_height);

  printf ("\n%s\n", all_met (b) ? "All targets met." : "Some targets missed.");
  if (b->error != NULL)
    printf ("\nERROR: %s\n", b->error);
}

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
  if (!size_board (b, 1920, 1080))
    {
      /* Without room for the side panel, hide it (F9). */
      gtk_widget_activate_action (GTK_WIDGET (b->window), "win.toggle-panel", NULL);
      if (!size_board (b, 1920, 1080))
        g_warning ("The board is %d x %d, not 1920 x 1080: is the screen large enough?",
                   b->board_width, b->board_height);
    }
  if (b->error != NULL)
    goto quit;
  b->board_width = gtk_widget_get_width (GTK_WIDGET (get_board (b)));
  b->board_height = gtk_widget_get_height (GTK_WIDGET (get_board (b)));

  play_game (b);
  if (b->error != NULL)
    goto quit;

  measure_case (b, "full");
  measure_case (b, "full-zoomed");
  measure_case (b, "still");
  measure_case (b, "pan");
  measure_case (b, "pan-zoomed");
  measure_case (b, "zoom");

  b->end_rss_mib = proc_status_mib ("VmRSS");
  b->end_hwm_mib = proc_status_mib ("VmHWM");
  b->load[1] = load_average ();

  if (b->error == NULL && b->startup_runs > 0)
    measure_child_startups (b);

quit:
  /* Leave the window alone: the application quits with it. */
  gtk_window_destroy (GTK_WINDOW (b->window));
  g_application_quit (G_APPLICATION (b->app));
  return G_SOURCE_REMOVE;
}

static void
run_benchmark_later (Bench *b)
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
                                               render_hook, b, NULL);
  g_signal_connect (b->clock, "before-paint", G_CALLBACK (on_before_paint), b);
  g_signal_connect_after (b->clock, "after-paint", G_CALLBACK (on_after_paint), b);
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
  b->exec_to_main_ms = process_age_ms ();
  /* The same environment as the game's own main(). */
  tess_application_prepare_environment ();
  b->load[0] = load_average ();
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
    fail (b, "the application failed");
  if (!b->startup_done)
    fail (b, "the window never painted a frame");

  if (b->json)
    print_json (b);
  else
    print_text (b);

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
  if (b->check && !b->startup_only && !all_met (b))
    return 1;
  return 0;
}
