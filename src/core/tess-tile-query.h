/* tess-tile-query.h: what the app asks of a tile definition
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The app holds tile definitions by pointer only (tess-vocabulary.h) and
 * hands them to the renderer; what it needs to know about one (which
 * features it has, what lies on a side, which sides a feature joins)
 * it asks here, so that the engine's port bits stay inside core.
 */

#pragma once

#include <glib.h>

#include "tess-vocabulary.h"

G_BEGIN_DECLS

const char     *tess_tile_get_id              (const TessTileDef *tile);
/* How many of the tile a set holds. */
int             tess_tile_get_count           (const TessTileDef *tile);
int             tess_tile_get_n_features      (const TessTileDef *tile);
TessFeatureType tess_tile_get_feature_type    (const TessTileDef *tile,
                                               int                feature);
gboolean        tess_tile_has_feature_type    (const TessTileDef *tile,
                                               TessFeatureType    type);
/* What lies on side @side (0..3: N, E, S, W) in the canonical orientation. */
TessSideType    tess_tile_get_side_type       (const TessTileDef *tile,
                                               int                side);
/* The feature touching port @port (a #TessPort), -1 if none. */
int             tess_tile_get_feature_at      (const TessTileDef *tile,
                                               int                port);
/* The whole sides a feature lies on: bit s for side s (0..3). */
guint           tess_tile_get_feature_sides   (const TessTileDef *tile,
                                               int                feature);
gboolean        tess_tile_feature_has_shield  (const TessTileDef *tile,
                                               int                feature);
/* Inns & Cathedrals (DESIGN.md §8): an inn by a road, a cathedral in a city. */
gboolean        tess_tile_feature_has_inn     (const TessTileDef *tile,
                                               int                feature);
gboolean        tess_tile_feature_has_cathedral (const TessTileDef *tile,
                                                 int                feature);
/* Traders & Builders: the goods a city shows (TESS_GOODS_NONE for none). */
TessGoods       tess_tile_feature_goods       (const TessTileDef *tile,
                                               int                feature);
/* Whether field feature @field borders city feature @city. */
gboolean        tess_tile_field_borders_city  (const TessTileDef *tile,
                                               int                field,
                                               int                city);

/* Where feature @feature lies, as words: "the city on the top and right
 * sides" (tess_feature_place_phrase()). Free with g_free(). */
char           *tess_tile_feature_place_phrase (const TessTileDef *tile,
                                                int                feature);

/* A copy to keep (a view's cache), and whether two tiles are the same. */
TessTileDef    *tess_tile_def_dup             (const TessTileDef *tile);
void            tess_tile_def_free            (TessTileDef       *tile);
gboolean        tess_tile_def_equal           (const TessTileDef *a,
                                               const TessTileDef *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TessTileDef, tess_tile_def_free)

G_END_DECLS
