/* bench-tileset.c: the tile-set editor's figures
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not a test (timings on a shared machine flake): run it with
 *   meson test -C _build --benchmark --suite core -v
 * or directly: _build/tests/core/bench-tileset [--types 500] [--games 1000]
 * [--save FILE] (the random set, for tests/ui/bench-editor)
 *
 * It builds a random set of --types tile types (counts of 1 or 2, at most
 * 1,000 tiles) with the editor's own commands and saves it, then times:
 * - open: reading that file into a TessTileSetModel and going through its
 *   list (every item, its id and description), as the editor's list does;
 * - edit: one edit (painting a side) with the validation it triggers, and
 *   the validation alone, median of --edits runs;
 * - stats: --games random games of the base set (tess_tile_set_stats_compute).
 */

#define G_LOG_DOMAIN "bench-tileset"

#include "config.h"

#include <stdlib.h>

#include <glib/gstdio.h>

#include "tess-tile-set-model.h"
#include "tess-tile-set-stats.h"

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y ? 1 : 0;
}

static double
median (double *values,
        int     n)
{
  qsort (values, n, sizeof values[0], compare_doubles);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

static double
ms_since (gint64 start)
{
  return (double) (g_get_monotonic_time () - start) / 1000.0;
}

/* A random set of @types tile types drawn with the editor's commands. */
static TessTileSetModel *
random_set (int     types,
            guint32 seed)
{
  TessTileSetModel *model = tess_tile_set_model_new ("bench", "Bench");
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  int total = 0;

  for (int i = 0; i < types; i++)
    {
      char id[32];
      int count = total + 2 <= 1000 - (types - i - 1) && g_rand_boolean (rand) ? 2 : 1;

      g_assert_true (tess_tile_set_model_add_tile (model, -1, NULL));
      g_snprintf (id, sizeof id, "t%03d", i);
      g_assert_true (tess_tile_set_model_set_tile_id (model, i, id, NULL));
      g_assert_true (tess_tile_set_model_set_count (model, i, count, NULL));
      total += count;
      for (int s = 0; s < 4; s++)
        g_assert_true (tess_tile_set_model_paint_side (model, i, s, g_rand_int_range (rand, 0, 3),
                                                       NULL));
      (void) tess_tile_set_model_join_sides (model, i, g_rand_int_range (rand, 0, 4),
                                             g_rand_int_range (rand, 0, 4), NULL);
      if (g_rand_int_range (rand, 0, 8) == 0)
        g_assert_true (tess_tile_set_model_set_monastery (model, i, TRUE, NULL));
    }
  g_assert_true (tess_tile_set_model_set_role (model, 0, TESS_TILE_ROLE_START, NULL));
  return model;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = g_option_context_new ("- the tile-set editor's figures");
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetModel) made = NULL;
  g_autoptr(TessTileSetModel) model = NULL;
  g_autoptr(TessTileSetData) base = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree double *edit_ms = NULL;
  g_autofree double *check_ms = NULL;
  TessTileSetStats stats;
  g_autofree char *keep = NULL;
  int types = 500, games = 1000, edits = 200;
  double open_ms;
  gint64 start;
  guint n, described = 0;
  GOptionEntry entries[] = {
    { "types", 0, 0, G_OPTION_ARG_INT, &types, "Tile types in the set (500)", "N" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Random base games for the statistics (1000)", "N" },
    { "edits", 0, 0, G_OPTION_ARG_INT, &edits, "Edits to time (200)", "N" },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &keep, "Also save the random set to FILE", "FILE" },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  types = CLAMP (types, 1, 1000);
  edits = MAX (edits, 1);

  dir = g_dir_make_tmp ("tessera-bench-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "bench.tileset.json", NULL);
  file = g_file_new_for_path (path);
  made = random_set (types, 1);
  g_assert_true (tess_tile_set_model_save (made, file, &error));
  g_assert_no_error (error);
  if (keep != NULL)
    {
      g_autoptr(GFile) kept = g_file_new_for_path (keep);

      g_assert_true (tess_tile_set_model_save (made, kept, &error));
      g_assert_no_error (error);
    }

  /* Open and list. */
  start = g_get_monotonic_time ();
  model = tess_tile_set_model_new_for_file (file, &error);
  g_assert_no_error (error);
  n = g_list_model_get_n_items (G_LIST_MODEL (model));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TessTileItem) item = g_list_model_get_item (G_LIST_MODEL (model), i);
      g_autofree char *description = tess_tile_item_dup_description (item);

      described += description != NULL && tess_tile_item_get_id (item) != NULL;
    }
  open_ms = ms_since (start);
  g_assert_cmpuint (described, ==, (guint) types);

  /* One edit and its validation; the validation alone. */
  edit_ms = g_new (double, edits);
  check_ms = g_new (double, edits);
  for (int i = 0; i < edits; i++)
    {
      g_autoptr(GPtrArray) found = NULL;
      guint index = (guint) (i * 7919) % n;

      start = g_get_monotonic_time ();
      g_assert_true (tess_tile_set_model_paint_side (model, index, i % 4, (i / 4) % 4, NULL));
      edit_ms[i] = ms_since (start);
      start = g_get_monotonic_time ();
      found = tess_tile_set_find_problems (tess_tile_set_model_get_set (model));
      check_ms[i] = ms_since (start);
    }

  /* Statistics of the base set. */
  base = tess_tile_set_load_builtin ("base", &error);
  g_assert_no_error (error);
  g_assert_true (tess_tile_set_stats_compute (base, FALSE, games, 1, NULL, &stats, &error));
  g_assert_no_error (error);

  g_print ("{\"types\": %d, \"tiles\": %d, \"open_and_list_ms\": %.1f, "
           "\"edit_with_validation_ms\": %.3f, \"validation_ms\": %.3f, "
           "\"problems\": %u, \"stats_games\": %d, \"stats_seconds\": %.3f, "
           "\"unplaceable_share\": %.4f, \"roads_completed\": %.3f, "
           "\"cities_completed\": %.3f, \"monasteries_completed\": %.3f, "
           "\"road_points_per_game\": %.1f, \"city_points_per_game\": %.1f, "
           "\"monastery_points_per_game\": %.1f, \"farm_points_per_game\": %.1f}\n",
           types, tess_tile_set_model_get_n_tiles (model), open_ms,
           median (edit_ms, edits), median (check_ms, edits),
           g_list_model_get_n_items (G_LIST_MODEL (tess_tile_set_model_get_problems (model))),
           stats.games, stats.seconds,
           tess_tile_set_stats_unplaceable_share (&stats),
           tess_tile_set_stats_completed_share (&stats, TESS_FEATURE_ROAD),
           tess_tile_set_stats_completed_share (&stats, TESS_FEATURE_CITY),
           tess_tile_set_stats_completed_share (&stats, TESS_FEATURE_MONASTERY),
           tess_tile_set_stats_points_per_game (&stats, TESS_FEATURE_ROAD),
           tess_tile_set_stats_points_per_game (&stats, TESS_FEATURE_CITY),
           tess_tile_set_stats_points_per_game (&stats, TESS_FEATURE_MONASTERY),
           tess_tile_set_stats_points_per_game (&stats, TESS_FEATURE_FIELD));

  g_unlink (path);
  g_rmdir (dir);
  return 0;
}
