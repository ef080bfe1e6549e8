/* tess-tile-shape.c: the geometry of a tile's features around its edge
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "tess-tile-shape.h"
#include "tess-engine.h"

#define N_EDGE 12

int
tess_port_edge_position (int port)
{
  g_return_val_if_fail (port >= 0 && port < TESS_N_PORTS, 0);

  if (port < 4)
    return 1 + 3 * port;
  return 3 * ((port - 4) / 2) + 2 * ((port - 4) % 2);
}

/* Bit i of the result: edge position i is touched by a port of @ports. */
static guint16
edge_mask (guint16 ports)
{
  guint16 edge = 0;

  for (int p = 0; p < TESS_N_PORTS; p++)
    if (ports & (1u << p))
      edge |= (guint16) (1u << tess_port_edge_position (p));
  return edge;
}

gboolean
tess_ports_cross (guint16 a,
                  guint16 b)
{
  guint16 ea = edge_mask (a & ~b);
  guint16 eb = edge_mask (b & ~a);
  int labels[N_EDGE];
  int n = 0, changes = 0;

  for (int i = 0; i < N_EDGE; i++)
    {
      if (ea & (1u << i))
        labels[n++] = 1;
      else if (eb & (1u << i))
        labels[n++] = 2;
    }
  /* Around the circle, a and b alternate at least twice each way. */
  for (int i = 0; i < n; i++)
    if (labels[i] != labels[(i + 1) % n])
      changes++;
  return changes >= 4;
}

/* The edge positions a city covers: its side ports and both halves of
 * each of its sides. */
static guint16
city_cover (guint16 ports)
{
  guint16 cover = 0;

  for (int s = 0; s < 4; s++)
    if (ports & (1u << s))
      cover |= (guint16) (7u << (3 * s));
  return cover;
}

/* A tile of city caps and one field, nothing else (Inns & Cathedrals' O,
 * three caps around a field that reaches one side): the field fills the
 * middle, so it meets the wall of every cap, whatever side it reaches. */
static gboolean
lone_field_in_middle (const TessTileDef *tile,
                      int                field,
                      int                city)
{
  if (__builtin_popcount (tile->features[city].ports & 0xfu) != 1)
    return FALSE;
  for (int f = 0; f < tile->n_features && f < TESS_MAX_FEATURES; f++)
    if (f != field && tile->features[f].type != TESS_FEATURE_CITY)
      return FALSE;
    else if (tile->features[f].type == TESS_FEATURE_CITY
             && __builtin_popcount (tile->features[f].ports & 0xfu) != 1)
      return FALSE;
  return TRUE;
}

/* A city of two sides or more has its wall across the tile; a road that
 * ends on the tile ends at its gate (Traders & Builders' city corners with
 * one road or two running in). Every field then meets the wall, unless a
 * road or a river from side to side, or another city of two sides, stands
 * between them: with none of those on the tile, every field touches it. */
static gboolean
wall_across_tile (const TessTileDef *tile,
                  int                city)
{
  if (__builtin_popcount (tile->features[city].ports & 0xfu) < 2)
    return FALSE;
  for (int f = 0; f < tile->n_features && f < TESS_MAX_FEATURES; f++)
    {
      const TessFeature *feat = &tile->features[f];

      if (f == city || feat->type == TESS_FEATURE_FIELD)
        continue;
      if (feat->type == TESS_FEATURE_MONASTERY || __builtin_popcount (feat->ports & 0xfu) >= 2)
        return FALSE;
    }
  return TRUE;
}

gboolean
tess_tile_field_touches_city (const TessTileDef *tile,
                              int                field,
                              int                city)
{
  guint16 cover, edge;

  g_return_val_if_fail (tile != NULL, FALSE);

  if (field < 0 || city < 0 || field >= tile->n_features || city >= tile->n_features
      || field >= TESS_MAX_FEATURES || city >= TESS_MAX_FEATURES)
    return FALSE;
  cover = city_cover (tile->features[city].ports);
  edge = edge_mask (tile->features[field].ports & 0x0ff0u);
  for (int i = 0; i < N_EDGE; i++)
    if ((edge & (1u << i))
        && ((cover & (1u << ((i + 1) % N_EDGE))) || (cover & (1u << ((i + N_EDGE - 1) % N_EDGE)))))
      return TRUE;
  return lone_field_in_middle (tile, field, city) || wall_across_tile (tile, city);
}

guint16
tess_tile_field_ports (const TessTileDef *tile)
{
  guint16 ports = 0;

  g_return_val_if_fail (tile != NULL, 0);

  for (int s = 0; s < 4; s++)
    if (tess_tile_side (tile, s) != TESS_SIDE_CITY)
      ports |= (guint16) (3u << (4 + 2 * s));
  return ports;
}

static int
side_count (guint16 ports)
{
  return __builtin_popcount (ports & 0xfu);
}

/* Which arc between consecutive positions of @group position @pos is on. */
static int
arc_of (guint16 group,
        int     pos)
{
  int below = __builtin_popcount (group & ((1u << pos) - 1u));
  int n = __builtin_popcount (group);

  return n == 0 ? 0 : below % n;
}

/* Fields the sides make: each one a mask of half ports, in edge order. */
static int
field_regions (const TessTileDef *tile,
               guint16            required,
               guint16           *regions,
               guint64           *keys)
{
  guint16 groups[TESS_MAX_FEATURES + 1];
  int n_groups = 0, n_regions = 0;
  guint16 dead_ends = 0;
  int n_dead_ends = 0, merge_into = -1, merge_rank = 0;
  int n = CLAMP (tile->n_features, 0, TESS_MAX_FEATURES);

  for (int f = 0; f < n; f++)
    {
      const TessFeature *feat = &tile->features[f];
      guint16 sides = feat->ports & 0xfu;

      if (feat->type != TESS_FEATURE_ROAD && feat->type != TESS_FEATURE_RIVER
          && feat->type != TESS_FEATURE_CITY)
        continue;
      if (side_count (sides) >= 2)
        {
          /* A dead end runs into a city first, else a river, else a road. */
          int rank = feat->type == TESS_FEATURE_CITY ? 3 : feat->type == TESS_FEATURE_RIVER ? 2 : 1;

          if (rank > merge_rank)
            {
              merge_rank = rank;
              merge_into = n_groups;
            }
          groups[n_groups++] = edge_mask (sides);
        }
      else if (side_count (sides) == 1 && feat->type != TESS_FEATURE_CITY)
        {
          dead_ends |= edge_mask (sides);
          n_dead_ends++;
        }
    }
  if (n_dead_ends >= 2)
    groups[n_groups++] = dead_ends;
  else if (n_dead_ends == 1 && merge_into >= 0)
    groups[merge_into] |= dead_ends;

  for (int pos = 0; pos < N_EDGE; pos++)
    {
      int port = -1;
      guint64 key = 0;
      int r;

      for (int p = 4; p < TESS_N_PORTS; p++)
        if (tess_port_edge_position (p) == pos)
          port = p;
      if (port < 0 || !(required & (1u << port)))
        continue;
      for (int g = 0; g < n_groups; g++)
        key = key * N_EDGE + (guint64) arc_of (groups[g], pos);
      for (r = 0; r < n_regions; r++)
        if (keys[r] == key)
          break;
      if (r == n_regions)
        {
          keys[n_regions] = key;
          regions[n_regions++] = 0;
        }
      regions[r] |= (guint16) (1u << port);
    }
  return n_regions;
}

/* The region key of a half port, for checking that a field stays in one. */
static int
region_of (const guint16 *regions,
           int            n_regions,
           int            port)
{
  for (int r = 0; r < n_regions; r++)
    if (regions[r] & (1u << port))
      return r;
  return -1;
}

void
tess_tile_derive_fields (TessTileDef *tile)
{
  TessTileDef out;
  guint16 required, regions[8], covered = 0;
  guint64 keys[8];
  int n = CLAMP (tile->n_features, 0, TESS_MAX_FEATURES);
  int n_regions;
  gboolean keep = TRUE;

  g_return_if_fail (tile != NULL);

  required = tess_tile_field_ports (tile);
  n_regions = field_regions (tile, required, regions, keys);

  /* Keep the designer's fields while each lies in one region and together
   * they cover exactly the half ports that need a field. */
  for (int f = 0; f < n; f++)
    {
      const TessFeature *feat = &tile->features[f];
      int region = -1;

      if (feat->type != TESS_FEATURE_FIELD)
        continue;
      if ((feat->ports & ~required) != 0 || feat->ports == 0)
        keep = FALSE;
      for (int p = 4; p < TESS_N_PORTS && keep; p++)
        if (feat->ports & (1u << p))
          {
            int r = region_of (regions, n_regions, p);

            if (region >= 0 && r != region)
              keep = FALSE;
            region = r;
          }
      covered |= feat->ports;
    }
  if (covered != required)
    keep = FALSE;

  memcpy (&out, tile, sizeof out);
  out.n_features = 0;
  memset (out.features, 0, sizeof out.features);
  for (int f = 0; f < n; f++)
    if (tile->features[f].type != TESS_FEATURE_FIELD)
      out.features[out.n_features++] = tile->features[f];

  if (keep)
    {
      int first = out.n_features;

      for (int f = 0; f < n; f++)
        {
          TessFeature field = tile->features[f];

          if (field.type != TESS_FEATURE_FIELD)
            continue;
          field.cities = 0;
          out.features[out.n_features++] = field;
        }
      /* The cities each field borders come from the sides as they are
       * now: a city split or joined is another feature, and a field that
       * named the old one would name a city it no longer touches. */
      for (int f = first; f < out.n_features; f++)
        for (int c = 0; c < first; c++)
          if (out.features[c].type == TESS_FEATURE_CITY
              && tess_tile_field_touches_city (&out, f, c))
            out.features[f].cities |= (guint16) (1u << c);
    }
  else
    {
      int first = out.n_features;

      for (int r = 0; r < n_regions && out.n_features < TESS_MAX_FEATURES; r++)
        {
          TessFeature *field = &out.features[out.n_features++];

          field->type = TESS_FEATURE_FIELD;
          field->ports = regions[r];
        }
      for (int f = first; f < out.n_features; f++)
        for (int c = 0; c < first; c++)
          if (out.features[c].type == TESS_FEATURE_CITY
              && tess_tile_field_touches_city (&out, f, c))
            out.features[f].cities |= (guint16) (1u << c);
    }

  memcpy (tile, &out, sizeof out);
}

static guint16
rotate_ports (guint16 ports,
              int     quarter_turns)
{
  guint16 out = 0;

  for (int p = 0; p < TESS_N_PORTS; p++)
    if (ports & (1u << p))
      out |= (guint16) (1u << tess_port_rotate (p, quarter_turns));
  return out | (ports & ~0x0fffu);
}

void
tess_tile_rotate (TessTileDef *tile,
                  int          quarter_turns)
{
  g_return_if_fail (tile != NULL);

  quarter_turns = ((quarter_turns % 4) + 4) % 4;
  for (int f = 0; f < tile->n_features && f < TESS_MAX_FEATURES; f++)
    tile->features[f].ports = rotate_ports (tile->features[f].ports, quarter_turns);
}

static int
compare_codes (const void *a,
               const void *b)
{
  guint64 x = *(const guint64 *) a;
  guint64 y = *(const guint64 *) b;

  return x < y ? -1 : x > y ? 1 : 0;
}

void
tess_tile_shape (const TessTileDef *tile,
                 TessTileShape     *shape)
{
  int n;

  g_return_if_fail (tile != NULL && shape != NULL);

  n = CLAMP (tile->n_features, 0, TESS_MAX_FEATURES);
  memset (shape, 0, sizeof *shape);
  shape->n_features = n;
  for (int rot = 0; rot < 4; rot++)
    {
      guint64 codes[TESS_MAX_FEATURES] = { 0 };

      for (int f = 0; f < n; f++)
        {
          const TessFeature *feat = &tile->features[f];
          guint16 cities = 0;

          for (int c = 0; c < n; c++)
            if (feat->cities & (1u << c))
              cities |= tile->features[c].ports;
          codes[f] = ((guint64) feat->type << 40) | ((guint64) (feat->shield != 0) << 36)
                     | ((guint64) (feat->value & 3u) << 37)
                     | ((guint64) (feat->goods & 3u) << 32)
                     | ((guint64) rotate_ports (feat->ports, rot) << 16)
                     | (guint64) rotate_ports (cities, rot);
        }
      qsort (codes, n, sizeof codes[0], compare_codes);
      if (rot == 0 || memcmp (codes, shape->features, sizeof codes) < 0)
        memcpy (shape->features, codes, sizeof codes);
    }
}

guint
tess_tile_shape_hash (gconstpointer shape)
{
  const TessTileShape *s = shape;
  guint64 h = 1469598103934665603ull ^ (guint64) s->n_features;

  for (int i = 0; i < TESS_MAX_FEATURES; i++)
    h = (h ^ s->features[i]) * 1099511628211ull;
  return (guint) (h ^ (h >> 32));
}

gboolean
tess_tile_shape_equal (gconstpointer a,
                       gconstpointer b)
{
  const TessTileShape *x = a, *y = b;

  return x->n_features == y->n_features
         && memcmp (x->features, y->features, sizeof x->features) == 0;
}
