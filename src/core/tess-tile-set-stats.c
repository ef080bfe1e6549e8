/* tess-tile-set-stats.c: how a tile set plays, from random games
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tess-error.h"
#include "tess-tile-set-stats.h"
#include "tess-engine.h"

double
tess_tile_set_stats_unplaceable_share (const TessTileSetStats *stats)
{
  g_return_val_if_fail (stats != NULL, 0.0);
  return stats->draws > 0 ? (double) stats->unplaceable / (double) stats->draws : 0.0;
}

double
tess_tile_set_stats_completed_share (const TessTileSetStats *stats,
                                    TessFeatureType         type)
{
  g_return_val_if_fail (stats != NULL && type < TESS_N_FEATURE_TYPES, 0.0);
  return stats->started[type] > 0
         ? (double) stats->completed[type] / (double) stats->started[type] : 0.0;
}

double
tess_tile_set_stats_points_per_game (const TessTileSetStats *stats,
                                    TessFeatureType         type)
{
  g_return_val_if_fail (stats != NULL && type < TESS_N_FEATURE_TYPES, 0.0);
  return stats->games > 0 ? (double) stats->points[type] / stats->games : 0.0;
}

double
tess_tile_set_stats_points_per_scoring (const TessTileSetStats *stats,
                                       TessFeatureType         type)
{
  g_return_val_if_fail (stats != NULL && type < TESS_N_FEATURE_TYPES, 0.0);
  return stats->scorings[type] > 0
         ? (double) stats->points[type] / (double) stats->scorings[type] : 0.0;
}

static void
on_event (const TessEvent *event,
          void            *user_data)
{
  TessTileSetStats *stats = user_data;

  if (event->feature >= TESS_N_FEATURE_TYPES)
    return;
  stats->points[event->feature] += (gint64) event->points * __builtin_popcount (event->scorers);
  stats->scorings[event->feature]++;
}

typedef struct
{
  guint16 *seen;   /* per placement: bit f when feature f was counted */
} Members;

static void
mark_member (int   placement,
             int   feature,
             void *data)
{
  Members *m = data;

  m->seen[placement] |= (guint16) (1u << feature);
}

/* Counts the roads, cities and monasteries of the final board. */
static void
count_features (TessState        *st,
                guint16          *seen,
                TessTileSetStats *stats)
{
  const TessDef *def = tess_state_def (st);
  int n = tess_state_n_placed (st);
  Members members = { seen };

  memset (seen, 0, sizeof seen[0] * (gsize) n);
  for (int i = 0; i < n; i++)
    {
      const TessTileDef *tile;
      int x, y, type, rot;

      tess_state_placed (st, i, &x, &y, &type, &rot);
      tile = tess_def_tile (def, type);
      for (int f = 0; f < tile->n_features; f++)
        {
          TessFeatureType kind = tile->features[f].type;
          TessFeatureInfo info;

          if (kind != TESS_FEATURE_ROAD && kind != TESS_FEATURE_CITY
              && kind != TESS_FEATURE_MONASTERY)
            continue;
          if (seen[i] & (1u << f))
            continue;
          if (!tess_state_feature_info (st, i, f, &info))
            continue;
          stats->started[kind]++;
          if (info.completed)
            stats->completed[kind]++;
          if (kind == TESS_FEATURE_MONASTERY)
            seen[i] |= (guint16) (1u << f);
          else
            tess_state_feature_members (st, i, f, mark_member, &members);
        }
    }
}

gboolean
tess_tile_set_stats_compute (const TessTileSetData *set,
                            gboolean               with_base,
                            int                    games,
                            guint64                seed,
                            GCancellable          *cancellable,
                            TessTileSetStats      *stats,
                            GError               **error)
{
  g_autoptr(TessTileSetData) base = NULL;
  g_autofree TessPlacement *scratch = NULL;
  g_autofree guint16 *seen = NULL;
  TessTileSet sets[2];
  TessRules rules;
  TessDef *def;
  TessState *st;
  char err[256] = "";
  int n_sets = 0;
  gint64 start = g_get_monotonic_time ();

  g_return_val_if_fail (set != NULL, FALSE);
  g_return_val_if_fail (stats != NULL, FALSE);

  memset (stats, 0, sizeof *stats);
  if (with_base)
    {
      base = tess_tile_set_load_builtin ("base", error);
      if (base == NULL)
        return FALSE;
      tess_tile_set_as_engine (base, &sets[n_sets++]);
    }
  tess_tile_set_as_engine (set, &sets[n_sets++]);
  tess_rules_init_default (&rules);
  rules.river = tess_tile_set_has_river (set);
  def = tess_def_new (sets, n_sets, &rules, 2, err, sizeof err);
  if (def == NULL)
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES,
                   _("The tile set “%s” cannot be played: %s"), set->id, err);
      return FALSE;
    }

  st = tess_state_new (def);
  scratch = g_new (TessPlacement, tess_def_max_placements (def));
  seen = g_new0 (guint16, tess_def_total_tiles (def) + 1);
  for (int g = 0; g < games; g++)
    {
      TessRng rng;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          tess_state_free (st);
          tess_def_free (def);
          return FALSE;
        }
      tess_rng_seed (&rng, seed + (guint64) g);
      tess_state_init (st, def, TRUE, seed + (guint64) g);
      while (!tess_state_is_over (st))
        {
          TessAction action;

          if (tess_state_current_tile (st) < 0)
            break;
          stats->draws++;
          if (!tess_random_action (st, &rng, &action, scratch))
            break;
          if (action.kind == TESS_ACTION_PASS)
            stats->unplaceable++;
          if (tess_state_apply_action (st, &action, on_event, stats) != TESS_OK)
            break;
        }
      count_features (st, seen, stats);
      tess_state_final_scoring (st, on_event, stats);
      stats->games++;
    }
  tess_state_free (st);
  tess_def_free (def);
  stats->seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  return TRUE;
}

typedef struct
{
  TessTileSetData *set;
  gboolean with_base;
  int games;
  guint64 seed;
} StatsJob;

static void
stats_job_free (StatsJob *job)
{
  tess_tile_set_unref (job->set);
  g_free (job);
}

static void
stats_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  StatsJob *job = task_data;
  TessTileSetStats *stats = g_new0 (TessTileSetStats, 1);
  GError *error = NULL;

  if (tess_tile_set_stats_compute (job->set, job->with_base, job->games, job->seed,
                                  cancellable, stats, &error))
    g_task_return_pointer (task, stats, g_free);
  else
    {
      g_free (stats);
      g_task_return_error (task, error);
    }
}

void
tess_tile_set_stats_async (const TessTileSetData *set,
                          gboolean               with_base,
                          int                    games,
                          guint64                seed,
                          GCancellable          *cancellable,
                          GAsyncReadyCallback    callback,
                          gpointer               user_data)
{
  g_autoptr(GTask) task = NULL;
  StatsJob *job;

  g_return_if_fail (set != NULL);

  job = g_new0 (StatsJob, 1);
  job->set = tess_tile_set_copy (set);
  job->with_base = with_base;
  job->games = games;
  job->seed = seed;
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, tess_tile_set_stats_async);
  g_task_set_task_data (task, job, (GDestroyNotify) stats_job_free);
  g_task_run_in_thread (task, stats_thread);
}

gboolean
tess_tile_set_stats_finish (GAsyncResult     *result,
                           TessTileSetStats *stats,
                           GError          **error)
{
  g_autofree TessTileSetStats *out = NULL;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (stats != NULL, FALSE);

  out = g_task_propagate_pointer (G_TASK (result), error);
  if (out == NULL)
    return FALSE;
  *stats = *out;
  return TRUE;
}
