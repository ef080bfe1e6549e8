/* bench-window-report.c: the figures printed, as text or JSON, and the targets they meet
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bench-window"

#include "config.h"

#include <stdio.h>
#include <json-glib/json-glib.h>

#include "bench-window.h"

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
gboolean
bench_all_met (Bench *b)
{
  gboolean met = b->game_rss_mib < TARGET_MEMORY_MIB;

  /* A launch in a running session: the median of the fresh processes
   * (this process's own start-up also set up the display's buses). */
  if (b->child_since_exec->len > 0)
    met = met && bench_median_of (b->child_since_exec) < TARGET_STARTUP_MS;
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

void
bench_print_json (Bench *b)
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
  json_builder_add_boolean_value (builder, bench_all_met (b));

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
  builder_add_double (builder, "first_frame_since_exec_ms_median", bench_median_of (b->child_since_exec));
  builder_add_double (builder, "first_frame_since_exec_ms_min", bench_min_of (b->child_since_exec));
  builder_add_double (builder, "first_frame_since_exec_ms_max", bench_max_of (b->child_since_exec));
  builder_add_double (builder, "first_frame_since_main_ms_median", bench_median_of (b->child_since_main));
  builder_add_double (builder, "spawn_to_exit_ms_median", bench_median_of (b->child_wall));
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
  json_builder_set_member_name (builder, "bench_cases");
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

void
bench_print_text (Bench *b)
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
      double median = bench_median_of (b->child_since_exec);

      printf ("  %2u fresh processes, median        %6.1f ms from spawn, %.1f from main  %s\n"
              "                                      (min %.1f, max %.1f; spawn to exit %.1f)\n",
              b->child_wall->len, median, bench_median_of (b->child_since_main),
              verdict (median < TARGET_STARTUP_MS),
              bench_min_of (b->child_since_exec), bench_max_of (b->child_since_exec),
              bench_median_of (b->child_wall));
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
  for (guint i = 0; i < bench_n_cases; i++)
    printf ("  %-11s %s%s\n", bench_cases[i].id, bench_cases[i].what, bench_cases[i].measured ? "" : " (not measured)");
  printf ("  snapshot: the board widget's snapshot; draw: gsk_render_node_draw() of it into\n"
          "  a %d x %d image surface, as GskCairoRenderer draws; window frames: before-paint to\n"
          "  after-paint of the real window (X11 under Xvfb: the X server draws, on the same CPUs).\n",
          b->board_width, b->board_height);

  printf ("\n%s\n", bench_all_met (b) ? "All targets met." : "Some targets missed.");
  if (b->error != NULL)
    printf ("\nERROR: %s\n", b->error);
}
