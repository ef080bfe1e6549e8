/* tess-tile-query.c: what the app asks of a tile definition
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <string.h>

#include "tess-tile-query.h"
#include "tess-engine.h"
#include "tess-names.h"

const char *
tess_tile_get_id (const TessTileDef *tile)
{
  g_return_val_if_fail (tile != NULL, NULL);

  return tile->id;
}

int
tess_tile_get_count (const TessTileDef *tile)
{
  g_return_val_if_fail (tile != NULL, 0);

  return tile->count;
}

int
tess_tile_get_n_features (const TessTileDef *tile)
{
  g_return_val_if_fail (tile != NULL, 0);

  return tile->n_features;
}

TessFeatureType
tess_tile_get_feature_type (const TessTileDef *tile,
                            int                feature)
{
  g_return_val_if_fail (tile != NULL, TESS_FEATURE_FIELD);
  g_return_val_if_fail (feature >= 0 && feature < tile->n_features, TESS_FEATURE_FIELD);

  return tile->features[feature].type;
}

gboolean
tess_tile_has_feature_type (const TessTileDef *tile,
                            TessFeatureType    type)
{
  g_return_val_if_fail (tile != NULL, FALSE);

  for (int f = 0; f < tile->n_features; f++)
    if (tile->features[f].type == type)
      return TRUE;
  return FALSE;
}

TessSideType
tess_tile_get_side_type (const TessTileDef *tile,
                         int                side)
{
  g_return_val_if_fail (tile != NULL, TESS_SIDE_FIELD);
  g_return_val_if_fail (side >= 0 && side < 4, TESS_SIDE_FIELD);

  return tess_tile_side (tile, side);
}

int
tess_tile_get_feature_at (const TessTileDef *tile,
                          int                port)
{
  g_return_val_if_fail (tile != NULL, -1);
  g_return_val_if_fail (port >= 0 && port < TESS_N_PORTS, -1);

  return tess_tile_feature_at (tile, port);
}

guint
tess_tile_get_feature_sides (const TessTileDef *tile,
                             int                feature)
{
  g_return_val_if_fail (tile != NULL, 0);
  g_return_val_if_fail (feature >= 0 && feature < tile->n_features, 0);

  /* Ports 0..3 are the whole sides. */
  return tile->features[feature].ports & 0xfu;
}

gboolean
tess_tile_feature_has_shield (const TessTileDef *tile,
                              int                feature)
{
  g_return_val_if_fail (tile != NULL, FALSE);
  g_return_val_if_fail (feature >= 0 && feature < tile->n_features, FALSE);

  return tile->features[feature].shield != 0;
}

gboolean
tess_tile_feature_has_inn (const TessTileDef *tile,
                           int                feature)
{
  g_return_val_if_fail (tile != NULL, FALSE);
  g_return_val_if_fail (feature >= 0 && feature < tile->n_features, FALSE);

  return (tile->features[feature].value & TESS_VALUE_INN) != 0;
}

gboolean
tess_tile_feature_has_cathedral (const TessTileDef *tile,
                                 int                feature)
{
  g_return_val_if_fail (tile != NULL, FALSE);
  g_return_val_if_fail (feature >= 0 && feature < tile->n_features, FALSE);

  return (tile->features[feature].value & TESS_VALUE_CATHEDRAL) != 0;
}

TessGoods
tess_tile_feature_goods (const TessTileDef *tile,
                         int                feature)
{
  g_return_val_if_fail (tile != NULL, TESS_GOODS_NONE);
  g_return_val_if_fail (feature >= 0 && feature < tile->n_features, TESS_GOODS_NONE);

  if (tile->features[feature].goods >= TESS_N_GOODS)
    return TESS_GOODS_NONE;
  return (TessGoods) tile->features[feature].goods;
}

gboolean
tess_tile_field_borders_city (const TessTileDef *tile,
                              int                field,
                              int                city)
{
  g_return_val_if_fail (tile != NULL, FALSE);
  g_return_val_if_fail (field >= 0 && field < tile->n_features, FALSE);
  g_return_val_if_fail (city >= 0 && city < TESS_MAX_FEATURES, FALSE);

  return (tile->features[field].cities & (1u << city)) != 0;
}

char *
tess_tile_feature_place_phrase (const TessTileDef *tile,
                                int                feature)
{
  g_return_val_if_fail (tile != NULL, NULL);
  g_return_val_if_fail (feature >= 0 && feature < tile->n_features, NULL);

  return tess_feature_place_phrase (tile->features[feature].type, tile->features[feature].ports);
}

TessTileDef *
tess_tile_def_dup (const TessTileDef *tile)
{
  g_return_val_if_fail (tile != NULL, NULL);

  return g_memdup2 (tile, sizeof *tile);
}

void
tess_tile_def_free (TessTileDef *tile)
{
  g_free (tile);
}

gboolean
tess_tile_def_equal (const TessTileDef *a,
                     const TessTileDef *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return memcmp (a, b, sizeof *a) == 0;
}
