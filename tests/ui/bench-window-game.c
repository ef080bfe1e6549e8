/* bench-window-game.c: a whole game played through the window, and start-up in fresh processes
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bench-window"

#include "config.h"

#include <malloc.h>
#include <string.h>
#include <json-glib/json-glib.h>

#include "bench-window.h"

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
  if (!bench_wait_frame (b))
    return FALSE;
  bench_add_sample (action_ms, bench_usec_to_ms (t1 - t0));
  bench_add_sample (to_frame_ms, bench_usec_to_ms (g_get_monotonic_time () - t0));
  /* A move played: the game autosaves (TMPDIR says on which disk). */
  if (tess_game_get_n_moves (tess_window_get_game (b->window)) > moves)
    bench_add_sample (b->move_to_frame_ms, bench_usec_to_ms (g_get_monotonic_time () - t0));
  bench_add_sample (work_ms, b->last_work_ms);
  return TRUE;
}

static gboolean
summary_mapped (Bench *b)
{
  GtkWindow *summary = tess_window_get_summary (b->window);

  return summary != NULL && gtk_widget_get_mapped (GTK_WIDGET (summary));
}

/* Plays the seeded game to its end through the window's actions, as
 * tests/ui/test-window.c does, with the board bench_cases measured on the way:
 * on the last turn (the ghost over the legal cells), at the follower
 * choice after the last tile, and at the end. */
void
bench_play_game (Bench *b)
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
      bench_fail (b, "the window did not start the seeded 3-player River game");
      return;
    }

  while (!tess_game_get_finished (game) && b->error == NULL)
    {
      g_autoptr(GArray) placements = tess_game_get_placements (game);
      gboolean last_tile = tess_game_get_tiles_left (game) == 0;
      TessGamePlacement p;

      if (tess_game_get_phase (game) != TESS_GAME_PHASE_PLACE_TILE || placements->len == 0)
        {
          bench_fail (b, "turn %u: no tile to place", turn);
          return;
        }

      if (last_tile)
        {
          bench_measure_case (b, "hover");
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
              bench_measure_case (b, "spots");
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
          bench_fail (b, "the game did not end after 200 turns");
          return;
        }
    }

  /* The summary window comes with the end of the game: its map is an
   * event of the main loop. */
  b->timed_out = FALSE;
  timeout = g_timeout_add_seconds (TESS_TEST_DEADLINE_S, bench_on_timeout, b);
  while (!(summary_shown = summary_mapped (b)) && !b->timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!b->timed_out)
    g_source_remove (timeout);
  tess_test_ui_flush_events ();
  b->game_seconds = (g_get_monotonic_time () - start) / 1e6;
  set_animations (TRUE);
  if (!summary_shown)
    {
      bench_fail (b, "the final summary did not show");
      return;
    }

  b->moves = tess_game_get_n_moves (game);
  for (guint i = 0; i < 3; i++)
    b->final_scores[i] = tess_game_get_score (game, i);
  b->action = bench_stats_of (action_ms, 0);
  b->action_to_frame = bench_stats_of (to_frame_ms, 0);
  b->move_to_frame = bench_stats_of (b->move_to_frame_ms, 0);
  b->game_frame_work = bench_stats_of (work_ms, 0);
  b->game_rss_mib = bench_proc_status_mib ("VmRSS");
  b->game_hwm_mib = bench_proc_status_mib ("VmHWM");
  b->game_anon_mib = bench_proc_status_mib ("RssAnon");
  b->game_file_mib = bench_proc_status_mib ("RssFile");
  b->game_shmem_mib = bench_proc_status_mib ("RssShmem");
  describe_memory_map (b);
  /* How much of it is memory the allocator keeps after it was freed (the
   * frames' large buffers): what is left after a trim is in use. */
  malloc_trim (0);
  b->trimmed_rss_mib = bench_proc_status_mib ("VmRSS");
  count_tile_images (b, game);

  /* The summary is a window of its own: out of the way of the board's. */
  gtk_window_destroy (tess_window_get_summary (b->window));
  tess_test_ui_flush_events ();
}

/* ------------------------------------------------------------ start-up */

/* Start-up again in fresh processes: warm caches, the same binary. */
void
bench_measure_child_startups (Bench *b)
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
          bench_fail (b, "start-up run %d: %s", i + 1, error->message);
          return;
        }
      t1 = g_get_monotonic_time ();

      if (!json_parser_load_from_data (parser, out, -1, &error) ||
          !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
        {
          bench_fail (b, "start-up run %d: unreadable output: %s", i + 1, out);
          return;
        }
      o = json_node_get_object (json_parser_get_root (parser));
      bench_add_sample (b->child_since_main, json_object_get_double_member (o, "first_frame_since_main_ms"));
      bench_add_sample (b->child_since_exec, json_object_get_double_member (o, "first_frame_since_exec_ms"));
      bench_add_sample (b->child_wall, bench_usec_to_ms (t1 - t0));
    }
}
