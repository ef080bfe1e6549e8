/* bench-window-board.c: the window's frames, and the board redrawn case by case
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bench-window"

#include "config.h"

#include <math.h>

#include "bench-window.h"

/* ------------------------------------------------------------ frames */

gboolean
bench_on_render (GSignalInvocationHint *hint,
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

void
bench_on_before_paint (GdkFrameClock *clock,
                       Bench         *b)
{
  b->frame_begin = g_get_monotonic_time ();
  b->rendered = FALSE;
}

void
bench_on_after_paint (GdkFrameClock *clock,
                      Bench         *b)
{
  gint64 now = g_get_monotonic_time ();

  if (!b->rendered)
    return;
  b->rendered = FALSE;
  b->n_painted++;
  b->last_work_ms = bench_usec_to_ms (now - b->frame_begin);

  if (!b->startup_done)
    {
      b->startup_done = TRUE;
      b->first_frame_since_main_ms = bench_usec_to_ms (now - b->main_usec);
      if (b->spawn_usec > 0)
        b->first_frame_since_exec_ms = bench_usec_to_ms (now - b->spawn_usec);
      else
        b->first_frame_since_exec_ms = bench_process_age_ms ();
      b->startup_rss_mib = bench_proc_status_mib ("VmRSS");
      bench_run_later (b);
      return;
    }

  if (b->tick_pending)
    {
      gint64 frame_time = gdk_frame_clock_get_frame_time (clock);

      b->tick_pending = FALSE;
      bench_add_sample (b->frame_work, b->last_work_ms);
      g_array_append_val (b->frame_times, frame_time);
    }
}

gboolean
bench_on_timeout (gpointer user_data)
{
  Bench *b = user_data;

  b->timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until *counter reaches target or the time is up. */
gboolean
bench_iterate_until (Bench *b,
                     guint *counter,
                     guint  target,
                     guint  timeout_ms)
{
  guint id;

  b->timed_out = FALSE;
  id = g_timeout_add (timeout_ms, bench_on_timeout, b);
  while (!b->timed_out && *counter < target)
    g_main_context_iteration (NULL, TRUE);
  if (!b->timed_out)
    g_source_remove (id);
  return !b->timed_out;
}

/* Waits for the next frame in which the window is drawn. */
gboolean
bench_wait_frame (Bench *b)
{
  if (!bench_iterate_until (b, &b->n_painted, b->n_painted + 1, FRAME_TIMEOUT_MS))
    {
      bench_fail (b, "no frame was painted in %d ms", FRAME_TIMEOUT_MS);
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------ the board */

TessBoardView *
bench_get_board (Bench *b)
{
  return b->window->board;
}

/* Makes the board widget exactly width x height logical pixels by
 * resizing the window around it. */
gboolean
bench_size_board (Bench *b,
                  int    width,
                  int    height)
{
  GtkWidget *board = GTK_WIDGET (bench_get_board (b));

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
          if (!bench_wait_frame (b))
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
  TessBoardView *board = bench_get_board (b);
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
  GtkWidget *board = GTK_WIDGET (bench_get_board (b));
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
      c0 = bench_thread_cpu_usec ();
      node = snapshot_board (b);
      c1 = bench_thread_cpu_usec ();
      cr = cairo_create (target);
      if (node != NULL)
        gsk_render_node_draw (node, cr);
      cairo_destroy (cr);
      cairo_surface_flush (target);
      c2 = bench_thread_cpu_usec ();
      t2 = g_get_monotonic_time ();
      g_clear_pointer (&node, gsk_render_node_unref);

      bench_add_sample (snap, bench_usec_to_ms (c1 - c0));
      bench_add_sample (render, bench_usec_to_ms (c2 - c1));
      bench_add_sample (cpu, bench_usec_to_ms (c2 - c0));
      bench_add_sample (total, bench_usec_to_ms (t2 - t0));
    }
  cairo_surface_destroy (target);

  c->snapshot = bench_stats_of (snap, WARM_UP_FRAMES);
  c->render = bench_stats_of (render, WARM_UP_FRAMES);
  c->cpu = bench_stats_of (cpu, WARM_UP_FRAMES);
  c->total = bench_stats_of (total, WARM_UP_FRAMES);
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
  id = gtk_widget_add_tick_callback (GTK_WIDGET (bench_get_board (b)), frame_tick, b, NULL);

  if (!bench_iterate_until (b, &b->frame_work->len, total, FRAME_TIMEOUT_MS + total * 100))
    bench_fail (b, "%s: %u of %u frames painted", c->id, b->frame_work->len, total);
  gtk_widget_remove_tick_callback (GTK_WIDGET (bench_get_board (b)), id);
  b->tick_total = 0;
  b->tick_pending = FALSE;
  if (b->error != NULL)
    return;

  c->frame_work = bench_stats_of (b->frame_work, WARM_UP_FRAMES);
  first = g_array_index (b->frame_times, gint64, WARM_UP_FRAMES);
  last = g_array_index (b->frame_times, gint64, b->frame_times->len - 1);
  c->n_frames = b->frame_times->len - WARM_UP_FRAMES;
  c->fps = last > first ? (c->n_frames - 1) * 1e6 / (last - first) : 0;
  c->frames_measured = TRUE;
}

void
bench_measure_case (Bench      *b,
                    const char *id)
{
  TessBoardView *board = bench_get_board (b);
  TessViewport *viewport = tess_board_view_get_viewport (board);
  TessGame *game = tess_window_get_game (b->window);
  Case *c = NULL;

  for (guint i = 0; i < bench_n_cases; i++)
    if (g_str_equal (bench_cases[i].id, id))
      c = &bench_cases[i];
  g_assert (c != NULL);

  /* Every case starts from the whole board fitted in view. */
  tess_board_view_fit (board);
  if (c->zoom_factor != 1.0)
    tess_board_view_zoom (board, c->zoom_factor);
  if (c->change == CHANGE_HOVER)
    collect_hover_cells (b);
  gtk_widget_queue_draw (GTK_WIDGET (board));
  if (!bench_wait_frame (b))
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
  if (!bench_wait_frame (b))
    return;
  measure_frames (b, c);
  g_ptr_array_add (b->cases, c);

  tess_board_view_fit (board);
}
