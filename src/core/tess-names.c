/* tess-names.c: the translated names of sides, features and scoring
 * categories, in one place
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-names.h"

/* Each kind of name has a context of its own: a word may need another
 * form (gender, case, article) as a direction, as what a side shows, as
 * a feature, or in a scoring. */

const char *
tess_side_display_name (int side)
{
  switch (side)
    {
    case 0:
      /* Translators: a side of a tile, as in "its north side" */
      return C_("side as direction", "north");
    case 1:
      return C_("side as direction", "east");
    case 2:
      return C_("side as direction", "south");
    case 3:
      return C_("side as direction", "west");
    default:
      return "?";
    }
}

const char *
tess_side_type_display_name (TessSideType type)
{
  switch (type)
    {
    case TESS_SIDE_FIELD:
      /* Translators: what a side of a tile is, as in "the east side is a
       * road, the tile at 3,-1 has a city there" */
      return C_("side type", "field");
    case TESS_SIDE_ROAD:
      return C_("side type", "road");
    case TESS_SIDE_CITY:
      return C_("side type", "city");
    case TESS_SIDE_RIVER:
      return C_("side type", "river");
    default:
      return "?";
    }
}

const char *
tess_side_type_phrase (TessSideType type)
{
  switch (type)
    {
    case TESS_SIDE_FIELD:
      /* Translators: what a side of a tile shows: "its east side has a
       * field where the neighbouring tile has a city" */
      return C_("side shows", "a field");
    case TESS_SIDE_ROAD:
      return C_("side shows", "a road");
    case TESS_SIDE_CITY:
      return C_("side shows", "a city");
    case TESS_SIDE_RIVER:
    default:
      return C_("side shows", "a river");
    }
}

const char *
tess_feature_display_name (TessFeatureType type)
{
  switch (type)
    {
    case TESS_FEATURE_ROAD:
      /* Translators: a feature of a tile (a part of its picture), as in
       * "only a city can have a shield, not a road" */
      return C_("feature name", "road");
    case TESS_FEATURE_CITY:
      return C_("feature name", "city");
    case TESS_FEATURE_FIELD:
      return C_("feature name", "field");
    case TESS_FEATURE_MONASTERY:
      return C_("feature name", "monastery");
    case TESS_FEATURE_RIVER:
      return C_("feature name", "river");
    case TESS_N_FEATURE_TYPES:
    default:
      return "?";
    }
}

/* ------------------------------------------------------------ places on a tile */

/* A designer looks at the tile as drawn, not at a map: its sides are the
 * top, the right, the bottom and the left, and no file's port names. */
const char *
tess_port_place_phrase (int port)
{
  switch (port)
    {
    case TESS_PORT_N:
      /* Translators: a side of a tile in the editor, as the designer sees it
       * drawn, as in "the top side is not part of any field" */
      return C_("port", "the top side");
    case TESS_PORT_E:
      return C_("port", "the right side");
    case TESS_PORT_S:
      return C_("port", "the bottom side");
    case TESS_PORT_W:
      return C_("port", "the left side");
    case TESS_PORT_NNW:
      /* Translators: half of a side of a tile, where a field meets it, as in
       * "the left half of the top side is not part of any field" */
      return C_("port", "the left half of the top side");
    case TESS_PORT_NNE:
      return C_("port", "the right half of the top side");
    case TESS_PORT_ENE:
      return C_("port", "the upper half of the right side");
    case TESS_PORT_ESE:
      return C_("port", "the lower half of the right side");
    case TESS_PORT_SSE:
      return C_("port", "the right half of the bottom side");
    case TESS_PORT_SSW:
      return C_("port", "the left half of the bottom side");
    case TESS_PORT_WSW:
      return C_("port", "the lower half of the left side");
    case TESS_PORT_WNW:
      return C_("port", "the upper half of the left side");
    default:
      return "?";
    }
}

/* The same places at the start of a sentence: "The top side: a city." */
const char *
tess_port_place_title (int port)
{
  switch (port)
    {
    case TESS_PORT_N:
      /* Translators: tess_port_place_phrase()'s "the top side", starting a
       * sentence, as in "The top side: a city." */
      return C_("port, starting a sentence", "The top side");
    case TESS_PORT_E:
      return C_("port, starting a sentence", "The right side");
    case TESS_PORT_S:
      return C_("port, starting a sentence", "The bottom side");
    case TESS_PORT_W:
      return C_("port, starting a sentence", "The left side");
    case TESS_PORT_NNW:
      return C_("port, starting a sentence", "The left half of the top side");
    case TESS_PORT_NNE:
      return C_("port, starting a sentence", "The right half of the top side");
    case TESS_PORT_ENE:
      return C_("port, starting a sentence", "The upper half of the right side");
    case TESS_PORT_ESE:
      return C_("port, starting a sentence", "The lower half of the right side");
    case TESS_PORT_SSE:
      return C_("port, starting a sentence", "The right half of the bottom side");
    case TESS_PORT_SSW:
      return C_("port, starting a sentence", "The left half of the bottom side");
    case TESS_PORT_WSW:
      return C_("port, starting a sentence", "The lower half of the left side");
    case TESS_PORT_WNW:
      return C_("port, starting a sentence", "The upper half of the left side");
    default:
      return "?";
    }
}

static const char *
side_place_word (int side)
{
  switch (side)
    {
    case 0:
      /* Translators: a side of a tile as drawn, in a list: "the road to the
       * top and bottom sides" */
      return C_("side place", "top");
    case 1:
      return C_("side place", "right");
    case 2:
      return C_("side place", "bottom");
    case 3:
    default:
      return C_("side place", "left");
    }
}

char *
tess_feature_place_phrase (TessFeatureType type,
                           guint16         ports)
{
  const char *words[4];
  g_autofree char *sides = NULL;
  guint n = 0;
  guint mask = ports & 0xfu;

  /* A field is placed by the sides its halves lie on. */
  for (int half = 4; half < TESS_N_PORTS; half++)
    if (ports & (1u << half))
      mask |= 1u << ((half - 4) / 2);
  for (int side = 0; side < 4; side++)
    if (mask & (1u << side))
      words[n++] = side_place_word (side);
  sides = tess_names_join (words, n);

  switch (type)
    {
    case TESS_FEATURE_ROAD:
      /* Translators: %s is one side or a list of sides: "top", "top and bottom" */
      return g_strdup_printf (ngettext ("the road to the %s side", "the road to the %s sides", n), sides);
    case TESS_FEATURE_CITY:
      /* Translators: %s is one side or a list of sides: "top", "top and bottom" */
      return g_strdup_printf (ngettext ("the city on the %s side", "the city on the %s sides", n), sides);
    case TESS_FEATURE_RIVER:
      /* Translators: %s is one side or a list of sides: "top", "top and bottom" */
      return g_strdup_printf (ngettext ("the river to the %s side", "the river to the %s sides", n), sides);
    case TESS_FEATURE_FIELD:
      /* Translators: %s is one side or a list of sides: "top", "top and bottom" */
      return g_strdup_printf (ngettext ("the field along the %s side", "the field along the %s sides", n), sides);
    case TESS_FEATURE_MONASTERY:
      return g_strdup (C_("feature", "the monastery"));
    case TESS_N_FEATURE_TYPES:
    default:
      return g_strdup ("?");
    }
}

/* ------------------------------------------------------------ scoring */

const char *
tess_category_display_name (TessGameCategory category)
{
  switch (category)
    {
    case TESS_GAME_CATEGORY_ROADS:
      /* Translators: a heading of the final summary's table */
      return C_("scoring category", "Roads");
    case TESS_GAME_CATEGORY_CITIES:
      return C_("scoring category", "Cities");
    case TESS_GAME_CATEGORY_MONASTERIES:
      return C_("scoring category", "Monasteries");
    case TESS_GAME_CATEGORY_FARMS:
      return C_("scoring category", "Farms");
    case TESS_GAME_CATEGORY_GOODS:
      /* Translators: a heading of the final summary's table: Traders & Builders' goods majorities */
      return C_("scoring category", "Goods");
    case TESS_GAME_N_CATEGORIES:
    default:
      g_return_val_if_reached ("");
    }
}

/* ------------------------------------------------------------ lists of names */

/* The patterns come from the translations (or a test): checked by msgfmt -c. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
char *
tess_names_join_with (const char * const *names,
                      guint               n_names,
                      const char         *two,
                      const char         *middle,
                      const char         *last)
{
  char *out;

  g_return_val_if_fail (names != NULL || n_names == 0, NULL);

  if (n_names == 0)
    return g_strdup ("");
  if (n_names == 1)
    return g_strdup (names[0]);
  if (n_names == 2)
    return g_strdup_printf (two, names[0], names[1]);

  out = g_strdup (names[0]);
  for (guint i = 1; i < n_names; i++)
    {
      char *joined = g_strdup_printf (i + 1 < n_names ? middle : last, out, names[i]);

      g_free (out);
      out = joined;
    }
  return out;
}
#pragma GCC diagnostic pop

char *
tess_names_join (const char * const *names,
                 guint               n_names)
{
  return tess_names_join_with (names, n_names,
                               /* Translators: a list of two names: "Ana and Bruno". */
                               C_("list of two", "%1$s and %2$s"),
                               /* Translators: joins the items of a list but the last: "Ana, Bruno" */
                               C_("list", "%1$s, %2$s"),
                               /* Translators: joins the last item of a list of three or more:
                                * "Ana, Bruno" and "Carla" make "Ana, Bruno and Carla" */
                               C_("list", "%1$s and %2$s"));
}
