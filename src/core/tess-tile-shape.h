/* tess-tile-shape.h: the geometry of a tile's features around its edge
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Around a tile's edge, clockwise from the north-west corner, the twelve
 * ports lie in this order: NNW N NNE ENE E ESE SSE S SSW WSW W WNW. A city
 * side covers the whole side (its two half positions too). These helpers
 * answer the questions of the editor and of the set's checks: do two
 * features cross, does a field touch a city, which fields do the sides as
 * drawn make, and is one tile another turned round.
 */

#pragma once

#include <glib.h>

#include "tess-vocabulary.h"

G_BEGIN_DECLS

/* Position of a port around the edge, 0 (NNW) .. 11 (WNW). */
int      tess_port_edge_position     (int port);

/* Whether two features with these port masks cross: their ports
 * interleave around the edge (a ... b ... a ... b). */
gboolean tess_ports_cross            (guint16 a,
                                      guint16 b);

/* Whether field feature @field touches city feature @city along the edge:
 * one of the field's half ports lies next to a part of the edge the city
 * covers. */
gboolean tess_tile_field_touches_city (const TessTileDef *tile,
                                       int                field,
                                       int                city);

/* The half ports that must belong to fields: both halves of every side
 * that is not a city side. */
guint16  tess_tile_field_ports       (const TessTileDef *tile);

/* Rebuilds the tile's fields from its roads, cities and rivers as drawn:
 * roads and rivers that go through the tile, cities over two sides or more,
 * and dead-end roads that meet (at a junction or at another feature)
 * divide the half ports into fields; each field borders the cities it
 * touches. Fields that still fit the sides are kept (their ports, their
 * order), and every field's cities are worked out again from the sides.
 * Roads, cities, rivers and the monastery keep their order; the fields
 * follow them. */
void     tess_tile_derive_fields     (TessTileDef *tile);

/* Turns the tile itself by @quarter_turns clockwise (its canonical
 * orientation changes). */
void     tess_tile_rotate            (TessTileDef *tile,
                                      int          quarter_turns);

/**
 * TessTileShape:
 *
 * What a tile looks like whatever its rotation, its id and its count: two
 * tiles are the same tile turned round exactly when their shapes are equal.
 */
typedef struct
{
  guint64 features[TESS_MAX_FEATURES];
  int     n_features;
} TessTileShape;

void     tess_tile_shape             (const TessTileDef *tile,
                                      TessTileShape     *shape);
guint    tess_tile_shape_hash        (gconstpointer      shape);
gboolean tess_tile_shape_equal       (gconstpointer      a,
                                      gconstpointer      b);

G_END_DECLS
