/* tess-tile-checks-private.h: what a tile's own checks found, kept
 * between two checks of a set being edited
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An edit changes a tile or two of a set; the checks of a tile alone
 * (its structure, its crossing features, its shape) give the same answer
 * for the same tile at the same place. TessProblemList keeps them here,
 * keyed by the tile's place and bytes, so that checking a set of 500
 * tiles again after an edit checks one tile alone and the set as a whole.
 */

#pragma once

#include "tess-tile-shape.h"
#include "tess-tile-set-problems.h"
#include "tess-engine.h"

G_BEGIN_DECLS

typedef struct
{
  guint index;
  TessTileDef def;
  GPtrArray *problems;   /* TessTileSetProblem, the tile's own */
  TessTileShape shape;   /* when it has none of its own */
} TessTileChecks;

/* A set of TessTileChecks, each its own key. */
GHashTable     *tess_tile_checks_table_new (void);
TessTileChecks *tess_tile_checks_new       (guint              index,
                                            const TessTileDef *def,
                                            GPtrArray         *found,
                                            guint              from,
                                            const TessTileShape *shape);
/* The checks of @def at @index in @table, or NULL. */
TessTileChecks *tess_tile_checks_lookup    (GHashTable        *table,
                                            guint              index,
                                            const TessTileDef *def);

/* tess_tile_set_find_problems(), taking the checks of unchanged tiles from
 * @old (which may be NULL) and putting every tile's into @fresh. */
GPtrArray      *tess_tile_set_find_problems_cached (const TessTileSetData *set,
                                                   GHashTable            *old,
                                                   GHashTable            *fresh);

G_END_DECLS
