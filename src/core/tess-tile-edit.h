/* tess-tile-edit.h: the editor's changes to one tile type
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each function changes a TessTileDef the way the designer draws it: sides
 * are painted, joined and split, and the fields are worked out again from
 * the sides (tess_tile_derive_fields()). Unused bytes stay zero, so two
 * tiles drawn the same are equal with memcmp(). On a refused change the
 * tile is left as it was and @error says why.
 */

#pragma once

#include <glib.h>

#include "tess-vocabulary.h"

G_BEGIN_DECLS

#define TESS_TILE_EDIT_ERROR (tess_tile_edit_error_quark ())
GQuark tess_tile_edit_error_quark (void);

typedef enum
{
  TESS_TILE_EDIT_ERROR_INVALID,   /* the change makes no sense there (joining a field...) */
  TESS_TILE_EDIT_ERROR_FULL,      /* too many features, tiles or copies */
  TESS_TILE_EDIT_ERROR_ID,        /* an empty or too long id */
} TessTileEditError;

/* A field tile (one field over the whole tile), count 1, all other bytes 0. */
void     tess_tile_init_blank          (TessTileDef  *tile,
                                        const char   *id);
/* Copies the id (zero-filled); fails when empty or too long. */
gboolean tess_tile_set_id              (TessTileDef  *tile,
                                        const char   *id,
                                        GError      **error);
/* Side 0..3 (N E S W) becomes a field, road, city or river side of its own. */
gboolean tess_tile_edit_paint          (TessTileDef  *tile,
                                        int           side,
                                        TessSideType  type,
                                        GError      **error);
/* Two sides of one type (road, city, river) become one feature. */
gboolean tess_tile_edit_join           (TessTileDef  *tile,
                                        int           side_a,
                                        int           side_b,
                                        GError      **error);
/* The side leaves the feature it shares with other sides. */
gboolean tess_tile_edit_split          (TessTileDef  *tile,
                                        int           side,
                                        GError      **error);
/* The city on that side gets or loses its shield. */
gboolean tess_tile_edit_toggle_shield  (TessTileDef  *tile,
                                        int           side,
                                        GError      **error);
/* Inns & Cathedrals (DESIGN.md §8), in any designer's set: the road on
 * that side gets or loses its inn, the city its cathedral. Refused on a
 * side of another kind, unless its feature has one (from a file): that
 * one is taken off. */
gboolean tess_tile_edit_toggle_inn     (TessTileDef  *tile,
                                        int           side,
                                        GError      **error);
gboolean tess_tile_edit_toggle_cathedral (TessTileDef  *tile,
                                          int           side,
                                          GError      **error);
/* Traders & Builders (DESIGN.md §8): the goods the city on that side
 * shows, TESS_GOODS_NONE for none. Refused on a side of another kind,
 * but none may always be chosen (taking off goods a file put there). */
gboolean tess_tile_edit_set_goods      (TessTileDef  *tile,
                                        int           side,
                                        TessGoods     goods,
                                        GError      **error);
gboolean tess_tile_edit_set_monastery  (TessTileDef  *tile,
                                        gboolean      monastery,
                                        GError      **error);
/* The field at @half_port borders (or not) the city on @city_side. */
gboolean tess_tile_edit_set_field_city (TessTileDef  *tile,
                                        int           half_port,
                                        int           city_side,
                                        gboolean      borders,
                                        GError      **error);

G_END_DECLS
