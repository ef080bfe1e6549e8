/* tess-tile-edit.c: the editor's changes to one tile type
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tess-tile-edit.h"
#include "tess-names.h"
#include "tess-tile-shape.h"
#include "tess-engine.h"

G_DEFINE_QUARK (tess-tile-edit-error-quark, tess_tile_edit_error)

void
tess_tile_init_blank (TessTileDef *tile,
                      const char  *id)
{
  g_return_if_fail (tile != NULL);

  memset (tile, 0, sizeof *tile);
  if (id != NULL)
    strncpy (tile->id, id, TESS_ID_LEN - 1);
  tile->count = 1;
  tile->n_features = 1;
  tile->features[0].type = TESS_FEATURE_FIELD;
  tile->features[0].ports = 0x0ff0u;
}

gboolean
tess_tile_set_id (TessTileDef *tile,
                  const char  *id,
                  GError     **error)
{
  g_return_val_if_fail (tile != NULL, FALSE);

  if (id == NULL || *id == '\0')
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_ID,
                   _("A tile needs an id"));
      return FALSE;
    }
  if (strlen (id) >= TESS_ID_LEN || !g_utf8_validate (id, -1, NULL))
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_ID,
                   _("The id “%s” is too long: a tile id has at most %d bytes"),
                   id, TESS_ID_LEN - 1);
      return FALSE;
    }
  memset (tile->id, 0, sizeof tile->id);
  memcpy (tile->id, id, strlen (id));
  return TRUE;
}

static gboolean
check_side (int      side,
            GError **error)
{
  if (side < 0 || side > 3)
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                   _("There is no side %d: sides are 0 to 3 (north, east, south, west)"), side);
      return FALSE;
    }
  return TRUE;
}

/* Removes feature @f; the fields' city lists follow the renumbering. */
static void
remove_feature (TessTileDef *tile,
                int          f)
{
  int n = CLAMP (tile->n_features, 0, TESS_MAX_FEATURES);

  for (int i = f; i + 1 < n; i++)
    tile->features[i] = tile->features[i + 1];
  memset (&tile->features[n - 1], 0, sizeof tile->features[0]);
  tile->n_features = n - 1;
  for (int i = 0; i < tile->n_features; i++)
    {
      guint16 cities = tile->features[i].cities;
      guint16 low = cities & (guint16) ((1u << f) - 1u);
      guint16 high = (guint16) ((cities >> (f + 1)) << f);

      tile->features[i].cities = low | high;
    }
}

static gboolean
add_feature (TessTileDef    *tile,
             TessFeatureType type,
             guint16         ports,
             GError        **error)
{
  if (tile->n_features >= TESS_MAX_FEATURES)
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_FULL,
                   _("The tile “%.*s” already has %d features, the most a tile can have"),
                   TESS_ID_LEN, tile->id, TESS_MAX_FEATURES);
      return FALSE;
    }
  memset (&tile->features[tile->n_features], 0, sizeof tile->features[0]);
  tile->features[tile->n_features].type = type;
  tile->features[tile->n_features].ports = ports;
  tile->n_features++;
  return TRUE;
}

static TessFeatureType
feature_of_side (TessSideType type)
{
  switch (type)
    {
    case TESS_SIDE_ROAD:
      return TESS_FEATURE_ROAD;
    case TESS_SIDE_CITY:
      return TESS_FEATURE_CITY;
    case TESS_SIDE_RIVER:
      return TESS_FEATURE_RIVER;
    case TESS_SIDE_FIELD:
    default:
      return TESS_FEATURE_FIELD;
    }
}

gboolean
tess_tile_edit_paint (TessTileDef  *tile,
                      int           side,
                      TessSideType  type,
                      GError      **error)
{
  TessTileDef work;
  int owner;

  g_return_val_if_fail (tile != NULL, FALSE);

  if (!check_side (side, error))
    return FALSE;
  if (type > TESS_SIDE_RIVER)
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                   _("Unknown side type %d"), (int) type);
      return FALSE;
    }
  if (tess_tile_side (tile, side) == type)
    return TRUE;

  memcpy (&work, tile, sizeof work);
  owner = tess_tile_feature_at (&work, side);
  if (owner >= 0 && work.features[owner].type != TESS_FEATURE_FIELD)
    {
      work.features[owner].ports &= (guint16) ~(1u << side);
      if ((work.features[owner].ports & 0x0fffu) == 0)
        remove_feature (&work, owner);
    }
  if (type != TESS_SIDE_FIELD
      && !add_feature (&work, feature_of_side (type), (guint16) (1u << side), error))
    return FALSE;
  tess_tile_derive_fields (&work);
  memcpy (tile, &work, sizeof work);
  return TRUE;
}

gboolean
tess_tile_edit_join (TessTileDef *tile,
                     int          side_a,
                     int          side_b,
                     GError     **error)
{
  TessTileDef work;
  int fa, fb;

  g_return_val_if_fail (tile != NULL, FALSE);

  if (!check_side (side_a, error) || !check_side (side_b, error))
    return FALSE;
  fa = tess_tile_feature_at (tile, side_a);
  fb = tess_tile_feature_at (tile, side_b);
  if (fa < 0 || fb < 0 || tile->features[fa].type == TESS_FEATURE_FIELD
      || tile->features[fa].type != tile->features[fb].type)
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                   _("Only two sides of one kind, both roads, cities or rivers, can be "
                     "joined, not the %s side and the %s side"),
                   tess_side_display_name (side_a), tess_side_display_name (side_b));
      return FALSE;
    }
  if (fa == fb)
    return TRUE;

  memcpy (&work, tile, sizeof work);
  work.features[fa].ports |= work.features[fb].ports;
  work.features[fa].shield |= work.features[fb].shield;
  work.features[fa].value |= work.features[fb].value;
  /* A city shows one goods symbol per tile: the joined city keeps the
   * first one's, or takes the second's when the first had none. */
  if (work.features[fa].goods == TESS_GOODS_NONE)
    work.features[fa].goods = work.features[fb].goods;
  /* Fields that bordered the second city border the joined one. */
  for (int f = 0; f < work.n_features; f++)
    if (work.features[f].cities & (1u << fb))
      work.features[f].cities |= (guint16) (1u << fa);
  remove_feature (&work, fb);
  tess_tile_derive_fields (&work);
  memcpy (tile, &work, sizeof work);
  return TRUE;
}

gboolean
tess_tile_edit_split (TessTileDef *tile,
                      int          side,
                      GError     **error)
{
  TessTileDef work;
  int f;

  g_return_val_if_fail (tile != NULL, FALSE);

  if (!check_side (side, error))
    return FALSE;
  f = tess_tile_feature_at (tile, side);
  if (f < 0 || tile->features[f].type == TESS_FEATURE_FIELD)
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                   _("The %s side is a field side: there is nothing to split"),
                   tess_side_display_name (side));
      return FALSE;
    }
  if (__builtin_popcount (tile->features[f].ports & 0xfu) < 2)
    return TRUE;

  memcpy (&work, tile, sizeof work);
  work.features[f].ports &= (guint16) ~(1u << side);
  if (!add_feature (&work, work.features[f].type, (guint16) (1u << side), error))
    return FALSE;
  tess_tile_derive_fields (&work);
  memcpy (tile, &work, sizeof work);
  return TRUE;
}

gboolean
tess_tile_edit_toggle_shield (TessTileDef *tile,
                              int          side,
                              GError     **error)
{
  int f;

  g_return_val_if_fail (tile != NULL, FALSE);

  if (!check_side (side, error))
    return FALSE;
  f = tess_tile_feature_at (tile, side);
  if (f < 0 || tile->features[f].type != TESS_FEATURE_CITY)
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                   _("Only a city has a shield, and the %s side is no city side"),
                   tess_side_display_name (side));
      return FALSE;
    }
  tile->features[f].shield = !tile->features[f].shield;
  return TRUE;
}

/* Puts the mark @bit on the feature at @side, or takes it off. One a
 * file put where it does not belong may always be taken off; FALSE when
 * the feature there is not of @type, for the caller to say why. */
static gboolean
toggle_value (TessTileDef    *tile,
              int             side,
              guint8          bit,
              TessFeatureType type)
{
  int f = tess_tile_feature_at (tile, side);

  if (f >= 0 && (tile->features[f].value & bit))
    {
      tile->features[f].value &= (guint8) ~bit;
      return TRUE;
    }
  if (f < 0 || tile->features[f].type != type)
    return FALSE;
  tile->features[f].value |= bit;
  return TRUE;
}

gboolean
tess_tile_edit_toggle_inn (TessTileDef *tile,
                           int          side,
                           GError     **error)
{
  g_return_val_if_fail (tile != NULL, FALSE);

  if (!check_side (side, error))
    return FALSE;
  if (toggle_value (tile, side, TESS_VALUE_INN, TESS_FEATURE_ROAD))
    return TRUE;
  g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
               /* Translators: "…, and the top side is not a road" (a side of
                * the tile as the editor shows it) */
               _("An inn stands by a road, and %s is not a road"),
               tess_port_place_phrase (side));
  return FALSE;
}

gboolean
tess_tile_edit_toggle_cathedral (TessTileDef *tile,
                                 int          side,
                                 GError     **error)
{
  g_return_val_if_fail (tile != NULL, FALSE);

  if (!check_side (side, error))
    return FALSE;
  if (toggle_value (tile, side, TESS_VALUE_CATHEDRAL, TESS_FEATURE_CITY))
    return TRUE;
  g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
               /* Translators: "…, and the top side is not a city" */
               _("A cathedral stands in a city, and %s is not a city"),
               tess_port_place_phrase (side));
  return FALSE;
}

gboolean
tess_tile_edit_set_goods (TessTileDef *tile,
                          int          side,
                          TessGoods    goods,
                          GError     **error)
{
  int f;

  g_return_val_if_fail (tile != NULL, FALSE);

  if (!check_side (side, error))
    return FALSE;
  if ((guint) goods >= TESS_N_GOODS)
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                   _("Unknown goods %d"), (int) goods);
      return FALSE;
    }
  f = tess_tile_feature_at (tile, side);
  if (goods == TESS_GOODS_NONE)
    {
      if (f >= 0)
        tile->features[f].goods = TESS_GOODS_NONE;
      return TRUE;
    }
  if (f < 0 || tile->features[f].type != TESS_FEATURE_CITY)
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                   /* Translators: "…, and the top side is not a city" */
                   _("Goods are shown in a city, and %s is not a city"),
                   tess_port_place_phrase (side));
      return FALSE;
    }
  tile->features[f].goods = (guint8) goods;
  return TRUE;
}

gboolean
tess_tile_edit_set_monastery (TessTileDef *tile,
                              gboolean     monastery,
                              GError     **error)
{
  TessTileDef work;
  int found = -1;

  g_return_val_if_fail (tile != NULL, FALSE);

  for (int f = 0; f < tile->n_features && f < TESS_MAX_FEATURES; f++)
    if (tile->features[f].type == TESS_FEATURE_MONASTERY)
      found = f;
  if ((found >= 0) == (monastery != FALSE))
    return TRUE;

  memcpy (&work, tile, sizeof work);
  if (monastery)
    {
      if (!add_feature (&work, TESS_FEATURE_MONASTERY, 0, error))
        return FALSE;
    }
  else
    remove_feature (&work, found);
  tess_tile_derive_fields (&work);
  memcpy (tile, &work, sizeof work);
  return TRUE;
}

gboolean
tess_tile_edit_set_field_city (TessTileDef *tile,
                               int          half_port,
                               int          city_side,
                               gboolean     borders,
                               GError     **error)
{
  int field, city;

  g_return_val_if_fail (tile != NULL, FALSE);

  if (half_port < 4 || half_port >= TESS_N_PORTS || !check_side (city_side, error))
    {
      if (error == NULL || *error == NULL)
        g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                     _("Port %d is not a half port"), half_port);
      return FALSE;
    }
  field = tess_tile_feature_at (tile, half_port);
  city = tess_tile_feature_at (tile, city_side);
  if (field < 0 || tile->features[field].type != TESS_FEATURE_FIELD)
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                   _("No field touches the half port %s"), tess_port_name (half_port));
      return FALSE;
    }
  if (city < 0 || tile->features[city].type != TESS_FEATURE_CITY)
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                   _("The %s side is no city side"), tess_side_display_name (city_side));
      return FALSE;
    }
  if (borders)
    tile->features[field].cities |= (guint16) (1u << city);
  else
    tile->features[field].cities &= (guint16) ~(1u << city);
  return TRUE;
}
