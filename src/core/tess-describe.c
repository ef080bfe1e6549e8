/* tess-describe.c: tiles and board cells told in words, for screen readers
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tess-describe.h"
#include "tess-engine.h"
#include "tess-names.h"

/* A tile is told feature by feature, one whole sentence each, in the
 * order a person reads a tile: cities, the monastery, roads, rivers, then
 * the fields. Every shape has its own sentence (one side, two sides, ...);
 * only the names of the sides go into them, and those come in two forms
 * with their own context ("on the north side", "from north to south"),
 * so that each language can inflect them for the sentence they go in.
 * Sides are the board's: a tile turned 90° has its canonical north on
 * the east. */

static const char *
side_on (int side)
{
  switch (side)
    {
    case 0:
      /* Translators: the side in "City on the north side." */
      return C_("on the … side", "north");
    case 1:
      return C_("on the … side", "east");
    case 2:
      return C_("on the … side", "south");
    default:
      return C_("on the … side", "west");
    }
}

static const char *
side_from (int side)
{
  switch (side)
    {
    case 0:
      /* Translators: the side in "Road from north to south." */
      return C_("from … to …", "north");
    case 1:
      return C_("from … to …", "east");
    case 2:
      return C_("from … to …", "south");
    default:
      return C_("from … to …", "west");
    }
}

/* The sides (board orientation) a feature reaches: whole (the side's
 * port, or both its halves) and touched at all; half ports by index. */
typedef struct
{
  gboolean whole[4];
  gboolean touched[4];
  gboolean half[8];
  int      n_touched;
  int      n_whole;
  int      n_halves;
  int      list[4];       /* touched sides, north first, clockwise */
  int      whole_list[4]; /* whole sides, the same */
} Reach;

static void
feature_reach (const TessFeature *feature,
               int                rot,
               Reach             *reach)
{
  memset (reach, 0, sizeof *reach);
  for (int p = 0; p < TESS_N_PORTS; p++)
    {
      int q, s;

      if (!(feature->ports & (1u << p)))
        continue;
      q = tess_port_rotate (p, rot);
      s = tess_port_side (q);
      reach->touched[s] = TRUE;
      if (q < 4)
        reach->whole[s] = TRUE;
      else
        {
          reach->half[q - 4] = TRUE;
          reach->n_halves++;
        }
    }
  for (int s = 0; s < 4; s++)
    {
      if (reach->half[2 * s] && reach->half[2 * s + 1])
        reach->whole[s] = TRUE;
      if (reach->touched[s])
        reach->list[reach->n_touched++] = s;
      if (reach->whole[s])
        reach->whole_list[reach->n_whole++] = s;
    }
}

static char *
describe_city (const Reach *r,
               gboolean     shield)
{
  switch (r->n_touched)
    {
    case 0:
      return g_strdup (shield ? _("City in the middle with a shield.") : _("City in the middle."));
    case 1:
      return g_strdup_printf (shield ? _("City on the %s side with a shield.") : _("City on the %s side."),
                              side_on (r->list[0]));
    case 2:
      return g_strdup_printf (shield ? _("City on the %1$s and %2$s sides with a shield.")
                                     : _("City on the %1$s and %2$s sides."),
                              side_on (r->list[0]), side_on (r->list[1]));
    case 3:
      return g_strdup_printf (shield ? _("City on the %1$s, %2$s and %3$s sides with a shield.")
                                     : _("City on the %1$s, %2$s and %3$s sides."),
                              side_on (r->list[0]), side_on (r->list[1]), side_on (r->list[2]));
    default:
      return g_strdup (shield ? _("City on every side with a shield.") : _("City on every side."));
    }
}

/* A road or a river; @n_dead_ends: roads of the tile that end on it. */
static char *
describe_way (const Reach *r,
              gboolean     river,
              gboolean     monastery,
              int          n_dead_ends)
{
  if (r->n_touched == 2)
    return g_strdup_printf (river ? _("River from %1$s to %2$s.") : _("Road from %1$s to %2$s."),
                            side_from (r->list[0]), side_from (r->list[1]));
  if (r->n_touched != 1)
    return NULL;
  if (river)
    return g_strdup_printf (_("River from the %s, ending on this tile."), side_from (r->list[0]));
  if (monastery)
    return g_strdup_printf (_("Road from the %s to the monastery."), side_from (r->list[0]));
  if (n_dead_ends >= 3)
    return g_strdup_printf (_("Road from the %s to the crossroads."), side_from (r->list[0]));
  return g_strdup_printf (_("Road from the %s, ending on this tile."), side_from (r->list[0]));
}

static char *
describe_field (const Reach *r)
{
  const int *list = r->list;
  int n = r->n_touched;

  /* Two halves meeting at a corner (half ports 1-2, 3-4, 5-6, 7-0). */
  if (r->n_halves == 2 && r->n_whole == 0)
    {
      if (r->half[1] && r->half[2])
        return g_strdup (_("Field in the north-east corner."));
      if (r->half[3] && r->half[4])
        return g_strdup (_("Field in the south-east corner."));
      if (r->half[5] && r->half[6])
        return g_strdup (_("Field in the south-west corner."));
      if (r->half[7] && r->half[0])
        return g_strdup (_("Field in the north-west corner."));
    }
  /* Half of one side, beside a road that ends there: which half. */
  if (r->n_halves == 1 && r->n_whole == 0 && r->n_touched == 1)
    {
      static const char *const halves[8] = {
        N_("Field on the west half of the north side."),
        N_("Field on the east half of the north side."),
        N_("Field on the north half of the east side."),
        N_("Field on the south half of the east side."),
        N_("Field on the east half of the south side."),
        N_("Field on the west half of the south side."),
        N_("Field on the south half of the west side."),
        N_("Field on the north half of the west side."),
      };

      for (int h = 0; h < 8; h++)
        if (r->half[h])
          return g_strdup (_(halves[h]));
    }
  /* Said by the sides it runs all along, if any: a field that only
   * rounds a corner onto a half side is not "on" that side. */
  if (r->n_whole > 0)
    {
      list = r->whole_list;
      n = r->n_whole;
    }
  switch (n)
    {
    case 0:
      return NULL;
    case 1:
      return g_strdup_printf (_("Field on the %s side."), side_on (list[0]));
    case 2:
      return g_strdup_printf (_("Field on the %1$s and %2$s sides."),
                              side_on (list[0]), side_on (list[1]));
    case 3:
      return g_strdup_printf (_("Field on the %1$s, %2$s and %3$s sides."),
                              side_on (list[0]), side_on (list[1]), side_on (list[2]));
    default:
      return g_strdup (_("Field on every side."));
    }
}

/* The usual straight road or river with a field on each hand: said as
 * one sentence. NULL for other tiles. */
static char *
describe_fields_beside (const TessTileDef *tile,
                        int                rot)
{
  int n_fields = 0, way = -1, n_ways = 0;
  Reach r;

  for (int f = 0; f < tile->n_features; f++)
    {
      if (tile->features[f].type == TESS_FEATURE_FIELD)
        n_fields++;
      else if (tile->features[f].type == TESS_FEATURE_ROAD ||
               tile->features[f].type == TESS_FEATURE_RIVER)
        {
          way = f;
          n_ways++;
        }
    }
  if (n_fields != 2 || n_ways != 1)
    return NULL;
  feature_reach (&tile->features[way], rot, &r);
  if (r.n_touched != 2 || r.list[1] - r.list[0] != 2)
    return NULL;
  if (tile->features[way].type == TESS_FEATURE_RIVER)
    return g_strdup (r.list[0] == 0 ? _("Fields east and west of the river.")
                                    : _("Fields north and south of the river."));
  return g_strdup (r.list[0] == 0 ? _("Fields east and west of the road.")
                                  : _("Fields north and south of the road."));
}

static void
append_sentence (GString *out,
                 char    *sentence)
{
  if (sentence == NULL)
    return;
  if (out->len > 0)
    g_string_append_c (out, ' ');
  g_string_append (out, sentence);
  g_free (sentence);
}

/**
 * tess_describe_tile:
 * @tile: a tile definition
 * @rot: its rotation on the board, in quarter turns clockwise
 *
 * Returns: (transfer full): what is on each side of the tile and in its
 * middle, in whole translated sentences ("City on the north side with a
 * shield. Road from east to west. Fields north and south of the road.").
 */
char *
tess_describe_tile (const TessTileDef *tile,
                    int                rot)
{
  static const TessFeatureType order[] = {
    TESS_FEATURE_CITY, TESS_FEATURE_MONASTERY, TESS_FEATURE_ROAD, TESS_FEATURE_RIVER,
  };
  GString *out;
  gboolean monastery = FALSE;
  int n_dead_ends = 0;
  char *beside;

  g_return_val_if_fail (tile != NULL, NULL);

  rot = ((rot % 4) + 4) % 4;
  for (int f = 0; f < tile->n_features; f++)
    {
      const TessFeature *feature = &tile->features[f];

      Reach r;

      if (feature->type == TESS_FEATURE_MONASTERY)
        monastery = TRUE;
      else if (feature->type == TESS_FEATURE_ROAD)
        {
          feature_reach (feature, 0, &r);
          if (r.n_touched == 1)
            n_dead_ends++;
        }
    }

  out = g_string_new (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    for (int f = 0; f < tile->n_features; f++)
      {
        const TessFeature *feature = &tile->features[f];
        Reach r;

        if (feature->type != order[i])
          continue;
        feature_reach (feature, rot, &r);
        switch ((TessFeatureType) feature->type)
          {
          case TESS_FEATURE_CITY:
            append_sentence (out, describe_city (&r, feature->shield));
            /* Inns & Cathedrals: said right after the city it is in. */
            if (feature->value & TESS_VALUE_CATHEDRAL)
              append_sentence (out, g_strdup (_("A cathedral stands in this city.")));
            /* Traders & Builders: its goods symbol, after the city too. */
            if (feature->goods == TESS_GOODS_WINE)
              /* Translators: Traders & Builders: a goods symbol on a city tile */
              append_sentence (out, g_strdup (_("This city holds wine.")));
            else if (feature->goods == TESS_GOODS_GRAIN)
              append_sentence (out, g_strdup (_("This city holds grain.")));
            else if (feature->goods == TESS_GOODS_CLOTH)
              append_sentence (out, g_strdup (_("This city holds cloth.")));
            break;
          case TESS_FEATURE_ROAD:
            append_sentence (out, describe_way (&r, FALSE, monastery, n_dead_ends));
            /* Inns & Cathedrals: said right after the road it stands by. */
            if (feature->value & TESS_VALUE_INN)
              append_sentence (out, g_strdup (_("An inn stands by this road.")));
            break;
          case TESS_FEATURE_RIVER:
            append_sentence (out, describe_way (&r, TRUE, FALSE, 0));
            break;
          case TESS_FEATURE_MONASTERY:
            append_sentence (out, g_strdup (_("Monastery in the middle.")));
            break;
          case TESS_FEATURE_FIELD:
          case TESS_N_FEATURE_TYPES:
          default:
            break;
          }
      }

  beside = describe_fields_beside (tile, rot);
  if (beside != NULL)
    append_sentence (out, beside);
  else
    for (int f = 0; f < tile->n_features; f++)
      {
        Reach r;

        if (tile->features[f].type != TESS_FEATURE_FIELD)
          continue;
        feature_reach (&tile->features[f], rot, &r);
        append_sentence (out, describe_field (&r));
      }

  return g_string_free (out, FALSE);
}

/* One feature of a tile, in the sentence tess_describe_tile() gives it. */
static char *
describe_feature (const TessTileDef *tile,
                  int                f,
                  int                rot)
{
  gboolean monastery = FALSE;
  int n_dead_ends = 0;
  Reach r;

  for (int i = 0; i < tile->n_features; i++)
    {
      if (tile->features[i].type == TESS_FEATURE_MONASTERY)
        monastery = TRUE;
      else if (tile->features[i].type == TESS_FEATURE_ROAD)
        {
          feature_reach (&tile->features[i], 0, &r);
          if (r.n_touched == 1)
            n_dead_ends++;
        }
    }
  feature_reach (&tile->features[f], ((rot % 4) + 4) % 4, &r);
  switch ((TessFeatureType) tile->features[f].type)
    {
    case TESS_FEATURE_CITY:
      return describe_city (&r, tile->features[f].shield);
    case TESS_FEATURE_ROAD:
      return describe_way (&r, FALSE, monastery, n_dead_ends);
    case TESS_FEATURE_RIVER:
      return describe_way (&r, TRUE, FALSE, 0);
    case TESS_FEATURE_MONASTERY:
      return g_strdup (_("Monastery in the middle."));
    case TESS_FEATURE_FIELD:
      return describe_field (&r);
    case TESS_N_FEATURE_TYPES:
    default:
      return NULL;
    }
}

/**
 * tess_describe_feature_value:
 * @game: a game
 * @info: what a feature on the board is worth now
 *
 * Returns: (transfer full) (nullable): its size, value and holders as the
 * aid "Value of Features" shows them ("City of 3 tiles, worth 4 now —
 * held by Ana"), without a full stop; %NULL for a river.
 */
char *
tess_describe_feature_value (TessGame                  *game,
                             const TessGameFeatureInfo *info)
{
  g_autofree char *text = NULL;
  g_autofree char *owners = NULL;
  g_autoptr(GPtrArray) names = NULL;

  g_return_val_if_fail (TESS_IS_GAME (game), NULL);
  g_return_val_if_fail (info != NULL, NULL);

  switch ((TessFeatureType) info->feature)
    {
    case TESS_FEATURE_ROAD:
      text = info->completed
        ? g_strdup_printf (ngettext ("Completed road of %d tile", "Completed road of %d tiles", info->tiles),
                           info->tiles)
        : g_strdup_printf (ngettext ("Road of %d tile, worth %d now", "Road of %d tiles, worth %d now", info->tiles),
                           info->tiles, info->value);
      break;
    case TESS_FEATURE_CITY:
      text = info->completed
        ? g_strdup_printf (ngettext ("Completed city of %d tile", "Completed city of %d tiles", info->tiles),
                           info->tiles)
        : g_strdup_printf (ngettext ("City of %d tile, worth %d now", "City of %d tiles, worth %d now", info->tiles),
                           info->tiles, info->value);
      break;
    case TESS_FEATURE_MONASTERY:
      text = info->completed
        ? g_strdup (_("Completed monastery"))
        : g_strdup_printf (ngettext ("Monastery, worth %d point now", "Monastery, worth %d points now", info->value),
                           info->value);
      break;
    case TESS_FEATURE_FIELD:
      text = g_strdup_printf (ngettext ("Farm, worth %d point at the end", "Farm, worth %d points at the end",
                                        info->value), info->value);
      break;
    case TESS_FEATURE_RIVER:
    case TESS_N_FEATURE_TYPES:
    default:
      return NULL;
    }

  names = g_ptr_array_new ();
  for (guint p = 0; p < tess_game_get_n_players (game); p++)
    if (info->owners & (1u << p))
      g_ptr_array_add (names, (gpointer) tess_game_get_player_name (game, p));
  owners = tess_names_join ((const char * const *) names->pdata, names->len);
  if (*owners != '\0')
    /* Translators: "City of 3 tiles, worth 4 now — held by Ana" */
    return g_strdup_printf (_("%s — held by %s"), text, owners);
  /* Translators: "City of 3 tiles, worth 4 now — free" */
  return g_strdup_printf (_("%s — free"), text);
}

/* A sentence of tess_describe_feature_value(), with its full stop. */
static char *
value_sentence (TessGame                  *game,
                const TessGameFeatureInfo *info)
{
  g_autofree char *value = tess_describe_feature_value (game, info);

  return value != NULL ? g_strconcat (value, ".", NULL) : NULL;
}

/**
 * tess_describe_spot:
 * @game: a game whose tile waits for its follower
 * @index: the spot's place among the spots offered, from 0
 * @n_spots: how many spots are offered
 * @feature: the feature of the tile laid that the spot stands on
 *
 * Returns: (transfer full): the spot as a screen reader says it while
 * the player chooses ("Spot 1 of 2: Road from the west, ending on this
 * tile. Road of 2 tiles, worth 2 now — free. Open on 2 sides."): the
 * feature, then what it joins once the tile is played.
 */
char *
tess_describe_spot (TessGame *game,
                    guint     index,
                    guint     n_spots,
                    int       feature)
{
  g_autofree char *what = NULL;
  GString *rest;
  TessGameFeatureInfo info;
  int x, y, rot;
  const TessTileDef *tile;
  char *text;

  g_return_val_if_fail (TESS_IS_GAME (game), NULL);

  if (!tess_game_get_pending (game, &x, &y, &rot))
    return NULL;
  tile = tess_game_get_tile_def (game, tess_game_get_tile (game));
  if (tile == NULL || feature < 0 || feature >= tile->n_features)
    return NULL;
  what = describe_feature (tile, feature, rot);
  rest = g_string_new (what);
  if (tess_game_get_pending_feature_info (game, feature, &info))
    {
      append_sentence (rest, value_sentence (game, &info));
      if (!info.completed && (info.feature == TESS_FEATURE_ROAD || info.feature == TESS_FEATURE_CITY))
        append_sentence (rest, g_strdup_printf (ngettext ("Open on %d side.", "Open on %d sides.",
                                                          info.open_sides),
                                                info.open_sides));
    }
  /* Translators: a follower's spot while choosing one: "Spot 1 of 2: Road
   * from the west, ending on this tile. Road of 2 tiles, worth 2 now — free." */
  text = g_strdup_printf (_("Spot %1$u of %2$u: %3$s"), index + 1, n_spots, rest->str);
  g_string_free (rest, TRUE);
  return text;
}

/**
 * tess_describe_held_tile:
 * @game: a game
 * @rot: the rotation the tile is shown in
 *
 * Returns: (transfer full) (nullable): the tile in hand and its rotation,
 * or %NULL when there is none.
 */
char *
tess_describe_held_tile (TessGame *game,
                         int       rot)
{
  int type;
  g_autofree char *tile = NULL;

  g_return_val_if_fail (TESS_IS_GAME (game), NULL);

  type = tess_game_get_tile (game);
  if (type < 0 || tess_game_get_phase (game) == TESS_GAME_PHASE_GAME_OVER)
    return NULL;
  rot = ((rot % 4) + 4) % 4;
  tile = tess_describe_tile (tess_game_get_tile_def (game, type), rot);
  /* Translators: before the description of the tile; 0°, 90°, 180° or 270°, clockwise. */
  return g_strdup_printf (_("Your tile, turned %1$d°: %2$s"), rot * 90, tile);
}

/* The tile at (x, y), the one laid and waiting for its follower included. */
static gboolean
tile_at (TessGame *game,
         int       x,
         int       y,
         int      *placement,
         int      *type,
         int      *rot)
{
  int px, py, prot;

  if (tess_game_get_pending (game, &px, &py, &prot) && px == x && py == y)
    {
      *placement = -1;
      *type = tess_game_get_tile (game);
      *rot = prot;
      return TRUE;
    }
  *placement = tess_game_tile_at (game, x, y);
  if (*placement < 0)
    return FALSE;
  tess_game_get_placed (game, *placement, NULL, NULL, type, rot);
  return TRUE;
}

static char *
describe_follower (TessGame *game,
                   int       type,
                   int       feature,
                   int       player,
                   int       figure)
{
  const char *name = tess_game_get_player_name (game, player);

  /* Inns & Cathedrals: the big follower by its name, wherever it stands. */
  if (figure == TESS_FIGURE_BIG)
    switch ((TessFeatureType) tess_game_get_feature_type (game, type, feature))
      {
      case TESS_FEATURE_ROAD:
        /* Translators: Inns & Cathedrals; %s is a player */
        return g_strdup_printf (_("%s’s big follower is on the road."), name);
      case TESS_FEATURE_CITY:
        return g_strdup_printf (_("%s’s big follower is in the city."), name);
      case TESS_FEATURE_MONASTERY:
        return g_strdup_printf (_("%s’s big follower is in the monastery."), name);
      case TESS_FEATURE_FIELD:
        return g_strdup_printf (_("%s’s big follower is on the farm."), name);
      case TESS_FEATURE_RIVER:
      case TESS_N_FEATURE_TYPES:
      default:
        return NULL;
      }

  /* Traders & Builders: the builder beside a follower, the pig on a farm. */
  if (figure == TESS_FIGURE_BUILDER)
    switch ((TessFeatureType) tess_game_get_feature_type (game, type, feature))
      {
      case TESS_FEATURE_ROAD:
        /* Translators: Traders & Builders; %s is a player */
        return g_strdup_printf (_("%s’s builder is on the road."), name);
      case TESS_FEATURE_CITY:
        return g_strdup_printf (_("%s’s builder is in the city."), name);
      case TESS_FEATURE_MONASTERY:
      case TESS_FEATURE_FIELD:
      case TESS_FEATURE_RIVER:
      case TESS_N_FEATURE_TYPES:
      default:
        return NULL;
      }
  if (figure == TESS_FIGURE_PIG)
    /* Translators: Traders & Builders; %s is a player */
    return g_strdup_printf (_("%s’s pig is on the farm."), name);

  switch ((TessFeatureType) tess_game_get_feature_type (game, type, feature))
    {
    case TESS_FEATURE_ROAD:
      return g_strdup_printf (_("%s’s thief is on the road."), name);
    case TESS_FEATURE_CITY:
      return g_strdup_printf (_("%s’s knight is in the city."), name);
    case TESS_FEATURE_MONASTERY:
      return g_strdup_printf (_("%s’s monk is in the monastery."), name);
    case TESS_FEATURE_FIELD:
      return g_strdup_printf (_("%s’s farmer is on the farm."), name);
    case TESS_FEATURE_RIVER:
    case TESS_N_FEATURE_TYPES:
    default:
      return NULL;
    }
}

static char *
describe_neighbour (int          side,
                    TessSideType what)
{
  const char *name;

  switch (what)
    {
    case TESS_SIDE_ROAD:
      /* Translators: what lies on a neighbour's side, in "North: road." */
      name = C_("on a side", "road");
      break;
    case TESS_SIDE_CITY:
      name = C_("on a side", "city");
      break;
    case TESS_SIDE_RIVER:
      name = C_("on a side", "river");
      break;
    case TESS_SIDE_FIELD:
    default:
      name = C_("on a side", "field");
      break;
    }
  switch (side)
    {
    case 0:
      /* Translators: the neighbour north of an empty cell: "North: city." */
      return g_strdup_printf (_("North: %s."), name);
    case 1:
      return g_strdup_printf (_("East: %s."), name);
    case 2:
      return g_strdup_printf (_("South: %s."), name);
    default:
      return g_strdup_printf (_("West: %s."), name);
    }
}

static char *
describe_fit (TessGame *game,
              int       x,
              int       y)
{
  int fits[4], n = 0;

  for (int r = 0; r < 4; r++)
    if (tess_game_can_place_at (game, x, y, r))
      fits[n++] = r * 90;
  switch (n)
    {
    case 0:
      return g_strdup (_("Your tile does not fit here."));
    case 1:
      return g_strdup_printf (_("Your tile fits turned %d°."), fits[0]);
    case 2:
      return g_strdup_printf (_("Your tile fits turned %1$d° or %2$d°."), fits[0], fits[1]);
    case 3:
      return g_strdup_printf (_("Your tile fits turned %1$d°, %2$d° or %3$d°."), fits[0], fits[1], fits[2]);
    default:
      return g_strdup (_("Your tile fits turned any way."));
    }
}

/**
 * tess_describe_cell:
 * @game: a game
 * @x: a cell's column
 * @y: a cell's row
 *
 * Returns: (transfer full): the cell as a person reads it: the tile there,
 * the size, value and holders of the roads, cities and monastery reaching
 * into it, and its followers; or, empty, what its neighbours show it.
 * Whether the tile in hand fits there is tess_describe_fit()'s, for the
 * person whose turn it is only.
 */
char *
tess_describe_cell (TessGame *game,
                    int       x,
                    int       y)
{
  static const TessFeatureType value_order[] = {
    TESS_FEATURE_CITY, TESS_FEATURE_MONASTERY, TESS_FEATURE_ROAD,
  };
  GString *out;
  int placement, type, rot;

  g_return_val_if_fail (TESS_IS_GAME (game), NULL);

  out = g_string_new (NULL);
  /* Translators: the board cell's column and row, before what is there. */
  append_sentence (out, g_strdup_printf (_("Cell %d, %d."), x, y));

  if (tile_at (game, x, y, &placement, &type, &rot))
    {
      int n = tess_game_get_n_followers (game);

      append_sentence (out, tess_describe_tile (tess_game_get_tile_def (game, type), rot));
      /* The roads, cities and monastery reaching into the cell: their
       * size, value and holders, in the order the tile was told. */
      for (guint o = 0; o < G_N_ELEMENTS (value_order) && placement >= 0; o++)
        for (int f = 0; f < tess_game_get_tile_def (game, type)->n_features; f++)
          {
            TessGameFeatureInfo info;

            if (tess_game_get_tile_def (game, type)->features[f].type == value_order[o] &&
                tess_game_get_feature_info (game, placement, f, &info))
              append_sentence (out, value_sentence (game, &info));
          }
      for (int i = 0; i < n && placement >= 0; i++)
        {
          int pl, feature, player;

          tess_game_get_follower (game, i, &pl, &feature, &player);
          if (pl == placement)
            append_sentence (out, describe_follower (game, type, feature, player,
                                                     tess_game_get_follower_figure (game, i)));
        }
    }
  else
    {

      append_sentence (out, g_strdup (_("Empty.")));
      for (int s = 0; s < 4; s++)
        {
          int nplacement, ntype, nrot;

          if (!tile_at (game, x + tess_dx[s], y + tess_dy[s], &nplacement, &ntype, &nrot))
            continue;
          /* Its side facing this cell, in its own orientation. */
          append_sentence (out, describe_neighbour (s, tess_tile_side (tess_game_get_tile_def (game, ntype),
                                                                      ((s + 2 - nrot) % 4 + 4) % 4)));
        }
    }

  return g_string_free (out, FALSE);
}

/**
 * tess_describe_fit:
 * @game: a game
 * @x: a cell's column
 * @y: a cell's row
 *
 * Whether the tile in hand fits the cell, and turned which ways: said to
 * the person whose turn it is, never while a computer player or another
 * seat plays (the caller knows whose turn it is; the game does not know
 * who sits at the screen).
 *
 * Returns: (transfer full) (nullable): "Your tile fits turned 90°." and
 *   the like; %NULL when the cell holds a tile or has no neighbour, or
 *   when no tile is to be placed.
 */
char *
tess_describe_fit (TessGame *game,
                   int       x,
                   int       y)
{
  int placement, type, rot;

  g_return_val_if_fail (TESS_IS_GAME (game), NULL);

  if (tess_game_get_phase (game) != TESS_GAME_PHASE_PLACE_TILE || tile_at (game, x, y, &placement, &type, &rot))
    return NULL;
  for (int s = 0; s < 4; s++)
    if (tile_at (game, x + tess_dx[s], y + tess_dy[s], &placement, &type, &rot))
      return describe_fit (game, x, y);
  return NULL;
}
