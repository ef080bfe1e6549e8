/* tess-place.c: where a tile lies and what it shows, in a player's words
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tess-explain.h"
#include "tess-place.h"
#include "tess-engine.h"

/* ------------------------------------------------------------ tile names */

/* A tile is known by what it shows, whatever way it is turned: its sides
 * read clockwise from the turn that sorts first, and how many cities,
 * roads and monasteries it has, and whether it has a shield. Two tiles of
 * the built-in sets share a key only when a player cannot tell them apart
 * but by the river's direction (the spring and the lake). */
typedef struct
{
  const char *key;
  const char *name;
} TileName;

static const TileName tile_names[] = {
  /* Translators: the names of the tiles, by what they show, as the
   * object of "Ana places …" and "Ana cannot place … anywhere" (in
   * Esperanto, in the accusative). */
  { "FFFR c0 r1 m1 s0", NC_("tile", "a monastery with a road") },
  { "FFFF c0 r0 m1 s0", NC_("tile", "a monastery") },
  { "CCCC c1 r0 m0 s1", NC_("tile", "a city on all four sides") },
  { "CRFR c1 r1 m0 s0", NC_("tile", "a city cap with a straight road") },
  { "CFFF c1 r0 m0 s0", NC_("tile", "a city cap") },
  { "CFCF c1 r0 m0 s1", NC_("tile", "a city across the tile with a shield") },
  { "CFCF c1 r0 m0 s0", NC_("tile", "a city across the tile") },
  { "CFCF c2 r0 m0 s0", NC_("tile", "two city caps on opposite sides") },
  { "CCFF c2 r0 m0 s0", NC_("tile", "two city caps on neighbouring sides") },
  { "CRRF c1 r1 m0 s0", NC_("tile", "a city cap with a road bend") },
  { "CFRR c1 r1 m0 s0", NC_("tile", "a city cap with a road bend") },
  /* Translators: a junction is where three roads meet, a crossroads
   * where four do: the help uses the same two words. */
  { "CRRR c1 r3 m0 s0", NC_("tile", "a city cap with a junction") },
  { "CCFF c1 r0 m0 s1", NC_("tile", "a city corner with a shield") },
  { "CCFF c1 r0 m0 s0", NC_("tile", "a city corner") },
  { "CCRR c1 r1 m0 s1", NC_("tile", "a city corner with a shield and a road bend") },
  { "CCRR c1 r1 m0 s0", NC_("tile", "a city corner with a road bend") },
  { "CCCF c1 r0 m0 s1", NC_("tile", "a three-sided city with a shield") },
  { "CCCF c1 r0 m0 s0", NC_("tile", "a three-sided city") },
  { "CCCR c1 r1 m0 s1", NC_("tile", "a three-sided city with a shield and a road") },
  { "CCCR c1 r1 m0 s0", NC_("tile", "a three-sided city with a road") },
  { "FRFR c0 r1 m0 s0", NC_("tile", "a straight road") },
  { "FFRR c0 r1 m0 s0", NC_("tile", "a road bend") },
  { "FRRR c0 r3 m0 s0", NC_("tile", "a junction") },
  { "RRRR c0 r4 m0 s0", NC_("tile", "a crossroads") },
  { "FFFW c0 r0 m0 s0", NC_("tile", "a river end") },
  { "CWCW c2 r0 m0 s0", NC_("tile", "a river between two cities") },
  { "CWRW c1 r1 m0 s0", NC_("tile", "a river between a city and a road") },
  { "FWRW c0 r1 m1 s0", NC_("tile", "a river with a monastery") },
  { "RWRW c0 r1 m0 s0", NC_("tile", "a river with a bridge") },
  { "FWFW c0 r0 m0 s0", NC_("tile", "a straight river") },
  { "CCWW c1 r0 m0 s0", NC_("tile", "a river bend by a city corner") },
  { "RRWW c0 r1 m0 s0", NC_("tile", "a river bend beside a road bend") },
  { "FFWW c0 r0 m0 s0", NC_("tile", "a river bend") },
  /* Inns & Cathedrals: an inn stands by a road, a cathedral in a city
   * (the words of the rule book of each language, doc/GLOSSARY.md). */
  { "FFRR c0 r1 m0 s0 inn", NC_("tile", "a road bend with an inn") },
  { "FRFR c0 r1 m0 s0 inn", NC_("tile", "a straight road with an inn") },
  { "FRRR c0 r3 m0 s0 inn", NC_("tile", "a junction with an inn") },
  { "FRFR c0 r2 m1 s0", NC_("tile", "a monastery between two roads") },
  { "RRRR c0 r2 m0 s0", NC_("tile", "two road bends") },
  { "CCRF c1 r1 m0 s0", NC_("tile", "a city corner with a road") },
  { "CCCC c4 r0 m0 s0", NC_("tile", "four city caps") },
  { "CRCR c2 r2 m0 s0", NC_("tile", "two city caps with two roads") },
  { "CFRF c1 r1 m0 s0", NC_("tile", "a city cap with a road") },
  { "CCCC c1 r0 m0 s0 cathedral", NC_("tile", "a city with a cathedral") },
  { "CCRR c1 r1 m0 s1 inn", NC_("tile", "a city corner with a shield and a road bend with an inn") },
  { "CFRR c1 r1 m0 s0 inn", NC_("tile", "a city cap with a road bend and an inn") },
  { "CCFR c1 r1 m0 s0 inn", NC_("tile", "a city corner with a road and an inn") },
  { "CCCF c3 r0 m0 s0", NC_("tile", "three city caps") },
  { "CCCF c2 r0 m0 s1", NC_("tile", "a city corner with a shield and a city cap") },
  { "CRCR c1 r2 m0 s1", NC_("tile", "a city across the tile with a shield and two roads") },  /* Traders & Builders: the goods a city shows, by their name (wine,
   * grain, cloth: the words of doc/GLOSSARY.md), and two roads that go on
   * across each other. */
  { "CCFF c1 r0 m0 s0 grain", NC_("tile", "a city corner with grain") },
  { "CCFF c1 r0 m0 s0 wine", NC_("tile", "a city corner with wine") },
  { "CCCF c2 r0 m0 s0 cloth", NC_("tile", "a city across the tile with cloth, beside a city cap") },
  { "CCCF c2 r0 m0 s0 wine", NC_("tile", "a city across the tile with wine, beside a city cap") },
  { "CCCF c1 r0 m0 s0 grain", NC_("tile", "a three-sided city with grain") },
  { "CCCC c3 r0 m0 s0 cloth", NC_("tile", "a city corner with cloth and two city caps") },
  { "CCRR c1 r2 m0 s0 cloth", NC_("tile", "a city corner with cloth and two roads") },
  { "CCRR c1 r2 m0 s0 wine", NC_("tile", "a city corner with wine and two roads") },
  { "CCCR c2 r1 m0 s0 cloth", NC_("tile", "a city corner with cloth, a city cap and a road") },
  { "CCCR c2 r1 m0 s0 grain", NC_("tile", "a city corner with grain, a city cap and a road") },
  { "CCRF c1 r1 m0 s0 cloth", NC_("tile", "a city corner with cloth and a road") },
  { "CCRF c1 r1 m0 s0 wine", NC_("tile", "a city corner with wine and a road") },
  { "CCCR c1 r1 m0 s0 wine", NC_("tile", "a three-sided city with wine and a road") },
  { "CCCC c2 r0 m0 s0 wine", NC_("tile", "two city corners, one with wine") },
  { "CFCF c1 r0 m0 s0 wine", NC_("tile", "a city across the tile with wine") },
  { "CRFF c1 r1 m0 s0", NC_("tile", "a city cap with a road beside it") },
  { "CFCR c1 r1 m0 s0 grain", NC_("tile", "a city across the tile with grain and a road") },
  { "CFCR c1 r1 m0 s0 wine", NC_("tile", "a city across the tile with wine and a road") },
  { "CRCR c1 r2 m0 s0 wine", NC_("tile", "a city across the tile with wine and two roads") },
  { "FRRR c0 r3 m1 s0", NC_("tile", "a monastery with three roads") },
  { "CCFR c1 r1 m0 s0 grain", NC_("tile", "a city corner with grain and a road") },
  { "CFRR c1 r2 m0 s0", NC_("tile", "a city cap with two roads") },
  { "RRRR c0 r2 m0 s0 crossing", NC_("tile", "two roads crossing") },
};

static char
side_letter (TessSideType type)
{
  switch (type)
    {
    case TESS_SIDE_ROAD:
      return 'R';
    case TESS_SIDE_CITY:
      return 'C';
    case TESS_SIDE_RIVER:
      return 'W';
    case TESS_SIDE_FIELD:
    default:
      return 'F';
    }
}

static void
tile_key (const TessTileDef *tile,
          char              *key,
          gsize              len)
{
  char sides[4], best[5] = "", turn[5];
  int cities = 0, roads = 0, monasteries = 0, shield = 0;
  unsigned value = 0;
  int goods = TESS_GOODS_NONE, straight = 0;

  for (int s = 0; s < 4; s++)
    sides[s] = side_letter (tess_tile_side (tile, s));
  for (int r = 0; r < 4; r++)
    {
      for (int s = 0; s < 4; s++)
        turn[s] = sides[(s + r) % 4];
      turn[4] = '\0';
      if (r == 0 || strcmp (turn, best) < 0)
        memcpy (best, turn, sizeof best);
    }
  for (int f = 0; f < tile->n_features; f++)
    switch ((TessFeatureType) tile->features[f].type)
      {
      case TESS_FEATURE_CITY:
        cities++;
        shield |= tile->features[f].shield != 0;
        value |= tile->features[f].value & TESS_VALUE_CATHEDRAL;
        if (tile->features[f].goods > TESS_GOODS_NONE && tile->features[f].goods < TESS_N_GOODS)
          goods = tile->features[f].goods;
        break;
      case TESS_FEATURE_ROAD:
        roads++;
        value |= tile->features[f].value & TESS_VALUE_INN;
        straight += (tile->features[f].ports & 0xfu) == (1u << 0 | 1u << 2)
                    || (tile->features[f].ports & 0xfu) == (1u << 1 | 1u << 3);
        break;
      case TESS_FEATURE_MONASTERY:
        monasteries++;
        break;
      case TESS_FEATURE_FIELD:
      case TESS_FEATURE_RIVER:
      case TESS_N_FEATURE_TYPES:
      default:
        break;
      }
  g_snprintf (key, len, "%s c%d r%d m%d s%d%s%s%s%s%s", best, cities, roads, monasteries, shield,
              (value & TESS_VALUE_INN) ? " inn" : "",
              (value & TESS_VALUE_CATHEDRAL) ? " cathedral" : "",
              goods != TESS_GOODS_NONE ? " " : "",
              goods != TESS_GOODS_NONE ? tess_goods_name (goods) : "",
              straight >= 2 ? " crossing" : "");
}

char *
tess_tile_display_name (const TessTileDef *tile)
{
  char key[48];

  g_return_val_if_fail (tile != NULL, NULL);

  /* The river's two ends look alike but for where the water goes. */
  if (strcmp (tile->id, "river-spring") == 0)
    return g_strdup (C_("tile", "the river’s spring"));
  if (strcmp (tile->id, "river-lake") == 0)
    return g_strdup (C_("tile", "the lake"));

  tile_key (tile, key, sizeof key);
  for (gsize i = 0; i < G_N_ELEMENTS (tile_names); i++)
    if (strcmp (tile_names[i].key, key) == 0)
      return g_strdup (g_dpgettext2 (GETTEXT_PACKAGE, "tile", tile_names[i].name));
  /* Translators: a tile of a tile set of one's own that shows nothing the
   * built-in tiles show, named by its id: "tile Z7" */
  return g_strdup_printf (C_("tile", "tile %s"), tile->id);
}

/* ----------------------------------------------------------------- places */

/* Where the cell is from a neighbour on its side @side (0 north … 3 west):
 * a neighbour to the north has the cell below it. */
static const char *
from_start (int side)
{
  switch (side)
    {
    case 0:
      return C_("place", "below the start tile");
    case 1:
      return C_("place", "to the left of the start tile");
    case 2:
      return C_("place", "above the start tile");
    default:
      return C_("place", "to the right of the start tile");
    }
}

static char *
from_city (int         side,
           const char *who)
{
  switch (side)
    {
    case 0:
      /* Translators: %s is one player or more ("Bruno", "Ana and
       * Bruno"), whose knights hold the city */
      return g_strdup_printf (C_("place", "below %s’s city"), who);
    case 1:
      return g_strdup_printf (C_("place", "to the left of %s’s city"), who);
    case 2:
      return g_strdup_printf (C_("place", "above %s’s city"), who);
    default:
      return g_strdup_printf (C_("place", "to the right of %s’s city"), who);
    }
}

static char *
from_road (int         side,
           const char *who)
{
  switch (side)
    {
    case 0:
      /* Translators: %s is one player or more, whose thieves hold the
       * road */
      return g_strdup_printf (C_("place", "below %s’s road"), who);
    case 1:
      return g_strdup_printf (C_("place", "to the left of %s’s road"), who);
    case 2:
      return g_strdup_printf (C_("place", "above %s’s road"), who);
    default:
      return g_strdup_printf (C_("place", "to the right of %s’s road"), who);
    }
}

/* Beside a tile named by what it shows, for a child who looks for a
 * straight road, not a number; the move tells two alike apart. */
static char *
from_tile (int         side,
           const char *tile,
           guint       move)
{
  switch (side)
    {
    case 0:
      /* Translators: %s is a tile named by what it shows, with its
       * article ("a straight road"), %u the number of the move that
       * placed it, as the history numbers the moves */
      return g_strdup_printf (C_("place", "below the tile with %s from move %u"), tile, move);
    case 1:
      return g_strdup_printf (C_("place", "to the left of the tile with %s from move %u"), tile, move);
    case 2:
      return g_strdup_printf (C_("place", "above the tile with %s from move %u"), tile, move);
    default:
      return g_strdup_printf (C_("place", "to the right of the tile with %s from move %u"), tile, move);
    }
}

static guint
move_of (int          placement,
         const guint *placement_moves,
         guint        n_placements)
{
  if (placement_moves == NULL)
    return (guint) placement;
  if (placement >= 0 && (guint) placement < n_placements)
    return placement_moves[placement];
  return G_MAXUINT;
}

/* The players holding the feature of the tile at @placement that touches
 * its side @side (board orientation), with the feature's type. */
static guint
holders (TessState       *st,
         int              placement,
         int              side,
         TessFeatureType *type)
{
  const TessDef *def = tess_state_def (st);
  TessFeatureInfo info;
  int px, py, ptype, prot, feature;

  tess_state_placed (st, placement, &px, &py, &ptype, &prot);
  feature = tess_tile_feature_at (tess_def_tile (def, ptype),
                                  tess_port_rotate (side, (4 - (prot & 3)) & 3));
  if (feature < 0 || !tess_state_feature_info (st, placement, feature, &info))
    return 0;
  *type = info.type;
  return info.owners;
}

/* The monastery feature of the tile at @placement, or -1. */
static int
monastery_of (TessState *st,
              int        placement)
{
  const TessTileDef *tile;
  int px, py, ptype, prot;

  tess_state_placed (st, placement, &px, &py, &ptype, &prot);
  tile = tess_def_tile (tess_state_def (st), ptype);
  for (int f = 0; f < tile->n_features; f++)
    if (tile->features[f].type == TESS_FEATURE_MONASTERY)
      return f;
  return -1;
}

char *
tess_place_describe (TessState          *st,
                     int                 x,
                     int                 y,
                     const char * const *player_names,
                     guint               n_players,
                     const guint        *placement_moves,
                     guint               n_placements)
{
  int neighbour[4];
  int first = -1, monastery = -1;
  guint monastery_owners = 0;

  g_return_val_if_fail (st != NULL, NULL);

  for (int s = 0; s < 4; s++)
    {
      neighbour[s] = tess_state_tile_at (st, x + tess_dx[s], y + tess_dy[s]);
      if (neighbour[s] >= 0 && move_of (neighbour[s], placement_moves, n_placements) == 0)
        return g_strdup (from_start (s));
      if (neighbour[s] >= 0 && first < 0)
        first = s;
    }

  /* A city, then a road, that a follower holds on the side the cell
   * touches. */
  for (int want = TESS_FEATURE_CITY; want >= TESS_FEATURE_ROAD; want--)
    for (int s = 0; s < 4; s++)
      {
        TessFeatureType type = TESS_FEATURE_FIELD;
        guint owners;

        if (neighbour[s] < 0)
          continue;
        owners = holders (st, neighbour[s], (s + 2) % 4, &type);
        if (owners != 0 && (int) type == want)
          {
            g_autofree char *who = tess_explain_player_list (owners, player_names, n_players);

            return type == TESS_FEATURE_CITY ? from_city (s, who) : from_road (s, who);
          }
      }

  /* A monastery among the eight cells around, a held one first. */
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      {
        int placement = tess_state_tile_at (st, x + dx, y + dy);
        int feature;
        TessFeatureInfo info;

        if ((dx == 0 && dy == 0) || placement < 0 || (feature = monastery_of (st, placement)) < 0)
          continue;
        if (tess_state_feature_info (st, placement, feature, &info) && info.owners != 0 &&
            monastery_owners == 0)
          {
            monastery = placement;
            monastery_owners = info.owners;
          }
        else if (monastery < 0)
          monastery = placement;
      }
  if (monastery_owners != 0)
    {
      g_autofree char *who = tess_explain_player_list (monastery_owners, player_names, n_players);

      /* Translators: %s is one player or more, whose monk is in the
       * monastery */
      return g_strdup_printf (C_("place", "next to %s’s monastery"), who);
    }
  if (monastery >= 0)
    return g_strdup (C_("place", "next to the monastery"));

  if (first >= 0)
    {
      g_autofree char *name = NULL;
      int px, py, ptype, prot;

      tess_state_placed (st, neighbour[first], &px, &py, &ptype, &prot);
      name = tess_tile_display_name (tess_def_tile (tess_state_def (st), ptype));
      return from_tile (first, name, move_of (neighbour[first], placement_moves, n_placements));
    }
  return g_strdup (C_("place", "away from the other tiles"));
}
