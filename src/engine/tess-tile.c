/* tess-tile.c: ports, rotation and tile definitions
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdio.h>
#include <string.h>

#include "tess-engine-private.h"

const int tess_dx[4] = { 0, 1, 0, -1 };
const int tess_dy[4] = { -1, 0, 1, 0 };

static const char *const port_names[TESS_N_PORTS] = {
  "N", "E", "S", "W", "NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW",
};

static const char *const feature_names[TESS_N_FEATURE_TYPES] = {
  "road", "city", "field", "monastery", "river",
};

static const char *const side_names[4] = { "field", "road", "city", "river" };

const char *
tess_port_name (int port)
{
  if (port < 0 || port >= TESS_N_PORTS)
    return "?";
  return port_names[port];
}

int
tess_port_from_name (const char *name)
{
  if (name == NULL)
    return -1;
  for (int i = 0; i < TESS_N_PORTS; i++)
    if (strcmp (name, port_names[i]) == 0)
      return i;
  return -1;
}

int
tess_port_rotate (int port, int rot)
{
  rot &= 3;
  if (port < 4)
    return (port + rot) & 3;
  return 4 + ((port - 4 + 2 * rot) & 7);
}

int
tess_port_opposite (int port)
{
  int side, half;

  if (port < 4)
    return (port + 2) & 3;
  /* Half k (0 = first clockwise) of side s faces half 1 - k of the opposite side. */
  side = (port - 4) / 2;
  half = (port - 4) % 2;
  return 4 + 2 * ((side + 2) & 3) + (1 - half);
}

int
tess_port_side (int port)
{
  if (port < 4)
    return port;
  return (port - 4) / 2;
}

const char *
tess_feature_type_name (TessFeatureType type)
{
  if ((int) type < 0 || type >= TESS_N_FEATURE_TYPES)
    return "?";
  return feature_names[type];
}

int
tess_feature_type_from_name (const char *name)
{
  if (name == NULL)
    return -1;
  for (int i = 0; i < TESS_N_FEATURE_TYPES; i++)
    if (strcmp (name, feature_names[i]) == 0)
      return i;
  return -1;
}

static const char *const figure_names[TESS_N_FIGURES] = { "follower", "big", "builder", "pig" };

const char *
tess_figure_name (TessFigure figure)
{
  if ((int) figure < 0 || figure >= TESS_N_FIGURES)
    return "?";
  return figure_names[figure];
}

int
tess_figure_from_name (const char *name)
{
  if (name == NULL)
    return -1;
  for (int i = 0; i < TESS_N_FIGURES; i++)
    if (strcmp (name, figure_names[i]) == 0)
      return i;
  return -1;
}

/* Indexed by TessGoods; TESS_GOODS_NONE has no name in a file (a city
 * without goods leaves the key out). */
static const char *const goods_names[TESS_N_GOODS] = { NULL, "wine", "grain", "cloth" };

const char *
tess_goods_name (TessGoods goods)
{
  if ((int) goods <= TESS_GOODS_NONE || goods >= TESS_N_GOODS)
    return "?";
  return goods_names[goods];
}

int
tess_goods_from_name (const char *name)
{
  if (name == NULL)
    return -1;
  for (int i = TESS_GOODS_NONE + 1; i < TESS_N_GOODS; i++)
    if (strcmp (name, goods_names[i]) == 0)
      return i;
  return -1;
}

const char *
tess_side_type_name (TessSideType type)
{
  if ((int) type < 0 || (int) type > 3)
    return "?";
  return side_names[type];
}

int
tess_tile_feature_at (const TessTileDef *tile, int port)
{
  for (int i = 0; i < tile->n_features; i++)
    if (tile->features[i].ports & (1u << port))
      return i;
  return -1;
}

TessSideType
tess_tile_side (const TessTileDef *tile, int side)
{
  int f = tess_tile_feature_at (tile, side);

  if (f < 0)
    return TESS_SIDE_FIELD;
  switch ((TessFeatureType) tile->features[f].type)
    {
    case TESS_FEATURE_ROAD: return TESS_SIDE_ROAD;
    case TESS_FEATURE_CITY: return TESS_SIDE_CITY;
    case TESS_FEATURE_RIVER: return TESS_SIDE_RIVER;
    case TESS_FEATURE_FIELD:
    case TESS_FEATURE_MONASTERY:
    case TESS_N_FEATURE_TYPES:
    default:
      return TESS_SIDE_FIELD;
    }
}

TessSideType
tess_tile_board_side (const TessTileDef *tile, int rot, int side)
{
  return tess_tile_side (tile, ((side - rot) % 4 + 4) % 4);
}

bool
tess_tile_has_river (const TessTileDef *tile)
{
  for (int i = 0; i < tile->n_features; i++)
    if (tile->features[i].type == TESS_FEATURE_RIVER)
      return true;
  return false;
}

#define FAIL(...) do { if (err && errlen) snprintf (err, errlen, __VA_ARGS__); return false; } while (0)

bool
tess_tile_validate (const TessTileDef *tile, char *err, size_t errlen)
{
  uint16_t seen = 0;
  int monasteries = 0;

  if (tile->id[0] == '\0')
    FAIL ("the tile has no id");
  if (tile->count < 1 || tile->count > TESS_MAX_TILE_COUNT)
    FAIL ("tile %s: the count %d is not between 1 and %d", tile->id, tile->count, TESS_MAX_TILE_COUNT);
  if (tile->n_features < 1 || tile->n_features > TESS_MAX_FEATURES)
    FAIL ("tile %s: it has %d features; a tile has 1 to %d", tile->id, tile->n_features,
          TESS_MAX_FEATURES);

  for (int i = 0; i < tile->n_features; i++)
    {
      const TessFeature *f = &tile->features[i];

      if (f->type >= TESS_N_FEATURE_TYPES)
        FAIL ("tile %s, feature %d: unknown feature type", tile->id, i + 1);
      if (f->ports & ~0xfffu)
        FAIL ("tile %s, feature %d: unknown port", tile->id, i + 1);
      if (f->ports & seen)
        FAIL ("tile %s, feature %d: a port belongs to two features", tile->id, i + 1);
      seen |= f->ports;
      if (f->shield && f->type != TESS_FEATURE_CITY)
        FAIL ("tile %s, feature %d: only a city can carry a shield", tile->id, i + 1);
      if (f->cities && f->type != TESS_FEATURE_FIELD)
        FAIL ("tile %s, feature %d: only a field borders cities", tile->id, i + 1);
      if ((f->value & TESS_VALUE_INN) && f->type != TESS_FEATURE_ROAD)
        FAIL ("tile %s, feature %d: only a road can have an inn", tile->id, i + 1);
      if ((f->value & TESS_VALUE_CATHEDRAL) && f->type != TESS_FEATURE_CITY)
        FAIL ("tile %s, feature %d: only a city can have a cathedral", tile->id, i + 1);
      if (f->value & ~(unsigned) (TESS_VALUE_INN | TESS_VALUE_CATHEDRAL))
        FAIL ("tile %s, feature %d: unknown property", tile->id, i + 1);
      if (f->goods >= TESS_N_GOODS)
        FAIL ("tile %s, feature %d: unknown goods", tile->id, i + 1);
      if (f->goods != TESS_GOODS_NONE && f->type != TESS_FEATURE_CITY)
        FAIL ("tile %s, feature %d: only a city can have goods", tile->id, i + 1);

      switch ((TessFeatureType) f->type)
        {
        case TESS_FEATURE_MONASTERY:
          if (f->ports)
            FAIL ("tile %s, feature %d: a monastery touches no side", tile->id, i + 1);
          if (++monasteries > 1)
            FAIL ("tile %s: a tile has at most one monastery", tile->id);
          break;
        case TESS_FEATURE_FIELD:
          if (f->ports & 0xfu)
            FAIL ("tile %s, feature %d: a field touches half sides only (NNW, NNE, ...)",
                  tile->id, i + 1);
          if (f->ports == 0)
            FAIL ("tile %s, feature %d: the field touches no side", tile->id, i + 1);
          for (int c = 0; c < TESS_MAX_FEATURES; c++)
            if (f->cities & (1u << c))
              {
                if (c >= tile->n_features || tile->features[c].type != TESS_FEATURE_CITY)
                  FAIL ("tile %s, feature %d: the field borders a city that is not on this tile",
                        tile->id, i + 1);
              }
          break;
        case TESS_FEATURE_ROAD:
        case TESS_FEATURE_CITY:
        case TESS_FEATURE_RIVER:
          if (f->ports & ~0xfu)
            FAIL ("tile %s, feature %d: a %s touches whole sides only (N, E, S, W)",
                  tile->id, i + 1, tess_feature_type_name (f->type));
          if (f->ports == 0)
            FAIL ("tile %s, feature %d: the %s touches no side", tile->id, i + 1,
                  tess_feature_type_name (f->type));
          break;
        case TESS_N_FEATURE_TYPES:
        default:
          FAIL ("tile %s, feature %d: unknown feature type", tile->id, i + 1);
        }
    }

  for (int s = 0; s < 4; s++)
    {
      TessSideType t = tess_tile_side (tile, s);
      int h0 = 4 + 2 * s, h1 = 5 + 2 * s;
      bool halves = (seen & (1u << h0)) || (seen & (1u << h1));
      bool both = (seen & (1u << h0)) && (seen & (1u << h1));

      if (t == TESS_SIDE_CITY && halves)
        FAIL ("tile %s: the %s side is a city, so no field may touch its halves",
              tile->id, tess_port_name (s));
      if (t != TESS_SIDE_CITY && !both)
        FAIL ("tile %s: both halves of the %s side (%s, %s) must belong to fields",
              tile->id, tess_port_name (s), tess_port_name (h0), tess_port_name (h1));
    }

  return true;
}
