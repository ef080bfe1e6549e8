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
    case TESS_GAME_N_CATEGORIES:
    default:
      g_return_val_if_reached ("");
    }
}

const char *
tess_category_phrase (TessGameCategory category)
{
  switch (category)
    {
    case TESS_GAME_CATEGORY_ROADS:
      /* Translators: what a scoring was for: "Ana scores 3 points for a road" */
      return C_("scored for", "a road");
    case TESS_GAME_CATEGORY_CITIES:
      return C_("scored for", "a city");
    case TESS_GAME_CATEGORY_MONASTERIES:
      return C_("scored for", "a monastery");
    case TESS_GAME_CATEGORY_FARMS:
      return C_("scored for", "a farm");
    case TESS_GAME_N_CATEGORIES:
    default:
      return "";
    }
}

char *
tess_category_final_scoring (TessGameCategory  category,
                             const char       *points)
{
  g_return_val_if_fail (points != NULL, NULL);

  switch (category)
    {
    case TESS_GAME_CATEGORY_ROADS:
      /* Translators: a step of the final scoring; %s is who scored what:
       * "Ana +6, Bea +3" */
      return g_strdup_printf (_("Final scoring of the roads: %s"), points);
    case TESS_GAME_CATEGORY_CITIES:
      return g_strdup_printf (_("Final scoring of the cities: %s"), points);
    case TESS_GAME_CATEGORY_MONASTERIES:
      return g_strdup_printf (_("Final scoring of the monasteries: %s"), points);
    case TESS_GAME_CATEGORY_FARMS:
      return g_strdup_printf (_("Final scoring of the farms: %s"), points);
    case TESS_GAME_N_CATEGORIES:
    default:
      g_return_val_if_reached (g_strdup (points));
    }
}
