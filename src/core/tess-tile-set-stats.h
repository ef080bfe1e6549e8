/* tess-tile-set-stats.h: how a tile set plays, from random games
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tess-tile-set.h"

G_BEGIN_DECLS

/**
 * TessTileSetStats:
 * @games: games played
 * @draws: tiles drawn in all (those discarded included)
 * @unplaceable: draws that fitted nowhere
 * @started: roads, cities and monasteries on the final boards, by
 *   #TessFeatureType (fields and rivers are not counted)
 * @completed: how many of those were completed during play
 * @points: points scored in all games by feature type (farms are
 *   %TESS_FEATURE_FIELD), final scoring included, each scorer counted
 * @scorings: scorings by feature type (a tie counts once)
 * @seconds: the time the games took
 *
 * What random games with a tile set show: whether tiles fit, how often
 * features are completed and what they are worth.
 */
typedef struct
{
  int    games;
  gint64 draws;
  gint64 unplaceable;
  gint64 started[TESS_N_FEATURE_TYPES];
  gint64 completed[TESS_N_FEATURE_TYPES];
  gint64 points[TESS_N_FEATURE_TYPES];
  gint64 scorings[TESS_N_FEATURE_TYPES];
  double seconds;
} TessTileSetStats;

/* Share of draws that fitted nowhere, 0..1. */
double tess_tile_set_stats_unplaceable_share (const TessTileSetStats *stats);
/* Share of the features of that type completed during play, 0..1. */
double tess_tile_set_stats_completed_share   (const TessTileSetStats *stats,
                                             TessFeatureType         type);
/* Points of that feature type per game, and per scoring. */
double tess_tile_set_stats_points_per_game   (const TessTileSetStats *stats,
                                             TessFeatureType         type);
double tess_tile_set_stats_points_per_scoring (const TessTileSetStats *stats,
                                              TessFeatureType         type);

/**
 * tess_tile_set_stats_compute:
 * @set: the tile set
 * @with_base: play it together with the built-in base set
 * @games: how many games (two players, random legal moves, default rules;
 *   the river rule when the set has river tiles)
 * @seed: seed of the first game; game i uses @seed + i
 * @cancellable: (nullable): checked between games
 * @stats: (out caller-allocates): the result
 * @error: a #TESS_FILE_ERROR when the sets do not make a game, or
 *   G_IO_ERROR_CANCELLED
 *
 * Plays the games in the calling thread.
 */
gboolean tess_tile_set_stats_compute (const TessTileSetData *set,
                                     gboolean               with_base,
                                     int                    games,
                                     guint64                seed,
                                     GCancellable          *cancellable,
                                     TessTileSetStats      *stats,
                                     GError               **error);

/* The same in a worker thread (GTask); @set is copied first, so the
 * caller may go on editing it. */
void     tess_tile_set_stats_async   (const TessTileSetData *set,
                                     gboolean               with_base,
                                     int                    games,
                                     guint64                seed,
                                     GCancellable          *cancellable,
                                     GAsyncReadyCallback    callback,
                                     gpointer               user_data);
gboolean tess_tile_set_stats_finish  (GAsyncResult          *result,
                                     TessTileSetStats      *stats,
                                     GError               **error);

G_END_DECLS
