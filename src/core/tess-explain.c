/* tess-explain.c: sentences that explain moves, scorings and broken rules
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-explain.h"
#include "tess-explain-private.h"
#include "tess-place.h"
#include "tess-names.h"
#include "tess-engine.h"

/* Plural forms from Tessera's own domain, as _() does: gi18n-lib.h leaves
 * ngettext() to the program's default domain. */
#undef ngettext
#define ngettext(msgid, msgid_plural, n) \
  g_dngettext (GETTEXT_PACKAGE, msgid, msgid_plural, (gulong) (n))

/* Sentences are put together from pieces only where the number of cases
 * forces it (counts, lists of players); each piece is a whole phrase with
 * its own count, so that translators can inflect it, and positional
 * arguments let them reorder. */

/* ------------------------------------------------------------ players */

static char *
player_name (const char * const *names,
             guint               n_players,
             int                 player)
{
  if (names != NULL && player >= 0 && (guint) player < n_players
      && names[player] != NULL && names[player][0] != '\0')
    return g_strdup (names[player]);
  /* Translators: the name of a player who has none; %d is the seat, from 1 */
  return g_strdup_printf (_("Player %d"), player + 1);
}

static char *
join_list (GPtrArray *items)
{
  return tess_names_join ((const char * const *) items->pdata, items->len);
}

char *
_tess_explain_player_name (const char * const *names,
                           guint               n_players,
                           int                 player)
{
  return player_name (names, n_players, player);
}

char *
_tess_explain_join_list (GPtrArray *items)
{
  return join_list (items);
}

char *
tess_explain_player_list (guint               mask,
                          const char * const *player_names,
                          guint               n_players)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (int p = 0; p < TESS_MAX_PLAYERS; p++)
    if (mask & (1u << p))
      g_ptr_array_add (items, player_name (player_names, n_players, p));
  return join_list (items);
}

/* -------------------------------------------------------------- pieces */

static char *
points_phrase (int n)
{
  return g_strdup_printf (ngettext ("%d point", "%d points", n), n);
}

static char *
tiles_phrase (int n)
{
  return g_strdup_printf (ngettext ("%d tile", "%d tiles", n), n);
}

static char *
shields_phrase (int n)
{
  return g_strdup_printf (ngettext ("%d shield", "%d shields", n), n);
}

/* Where followers stand, which names them (DESIGN.md, GLOSSARY.md). */
typedef enum
{
  HOLD_ROAD,
  HOLD_CITY,
  HOLD_MONASTERY,
  HOLD_FARM,
  HOLD_FARM_CITY,   /* first-edition farms: all farmers around a city */
  HOLD_OTHER,
} Holding;

static Holding
holding_of (TessFeatureType feature,
            TessScoreRule   rule)
{
  switch (feature)
    {
    case TESS_FEATURE_ROAD:
      return HOLD_ROAD;
    case TESS_FEATURE_CITY:
      return HOLD_CITY;
    case TESS_FEATURE_MONASTERY:
      return HOLD_MONASTERY;
    case TESS_FEATURE_FIELD:
      return rule == TESS_RULE_FARM_FIRST ? HOLD_FARM_CITY : HOLD_FARM;
    case TESS_FEATURE_RIVER:
    case TESS_N_FEATURE_TYPES:
    default:
      return HOLD_OTHER;
    }
}

/* "2 thieves on the road" */
static char *
followers_at (Holding h,
              int     n)
{
  switch (h)
    {
    case HOLD_ROAD:
      return g_strdup_printf (ngettext ("%d thief on the road", "%d thieves on the road", n), n);
    case HOLD_CITY:
      return g_strdup_printf (ngettext ("%d knight in the city", "%d knights in the city", n), n);
    case HOLD_MONASTERY:
      return g_strdup_printf (ngettext ("%d monk in the monastery", "%d monks in the monastery", n),
                              n);
    case HOLD_FARM:
      return g_strdup_printf (ngettext ("%d farmer on the farm", "%d farmers on the farm", n), n);
    case HOLD_FARM_CITY:
      return g_strdup_printf (ngettext ("%d farmer around the city", "%d farmers around the city",
                                        n), n);
    case HOLD_OTHER:
    default:
      return g_strdup_printf (ngettext ("%d follower there", "%d followers there", n), n);
    }
}

/* "2 thieves" */
static char *
followers_bare (Holding h,
                int     n)
{
  switch (h)
    {
    case HOLD_ROAD:
      return g_strdup_printf (ngettext ("%d thief", "%d thieves", n), n);
    case HOLD_CITY:
      return g_strdup_printf (ngettext ("%d knight", "%d knights", n), n);
    case HOLD_MONASTERY:
      return g_strdup_printf (ngettext ("%d monk", "%d monks", n), n);
    case HOLD_FARM:
    case HOLD_FARM_CITY:
      return g_strdup_printf (ngettext ("%d farmer", "%d farmers", n), n);
    case HOLD_OTHER:
    default:
      return g_strdup_printf (ngettext ("%d follower", "%d followers", n), n);
    }
}

char *
_tess_explain_followers_bare (const TessEvent *ev,
                              int              n)
{
  return followers_bare (holding_of (ev->feature, ev->rule), n);
}

const char *
tess_explain_follower_name (TessFeatureType feature)
{
  switch (feature)
    {
    case TESS_FEATURE_ROAD:
      /* Translators: a follower on a road (the rule books' word) */
      return C_("follower", "thief");
    case TESS_FEATURE_CITY:
      /* Translators: a follower in a city */
      return C_("follower", "knight");
    case TESS_FEATURE_MONASTERY:
      /* Translators: a follower in a monastery */
      return C_("follower", "monk");
    case TESS_FEATURE_FIELD:
      /* Translators: a follower on a farm */
      return C_("follower", "farmer");
    case TESS_FEATURE_RIVER:
    case TESS_N_FEATURE_TYPES:
    default:
      return "";
    }
}

/* Two sentences, one after the other. */
static char *
two_sentences (const char *first,
               const char *second)
{
  if (second == NULL || second[0] == '\0')
    return g_strdup (first);
  /* Translators: two sentences one after the other; change the space if
   * your language separates sentences differently */
  return g_strdup_printf (C_("sentences", "%1$s %2$s"), first, second);
}

/* ------------------------------------------------------------- scorings */

/* What scored and how much: the first sentence of a scoring. */
static char *
what_scored (const TessEvent *ev)
{
  g_autofree char *points = points_phrase (ev->points);
  g_autofree char *tiles = tiles_phrase (ev->tiles);
  g_autofree char *shields = shields_phrase (ev->shields);

  switch (ev->rule)
    {
    case TESS_RULE_ROAD:
      /* Translators: %1$s is "3 tiles", %2$d the number of tiles again,
       * %3$s "3 points". A completed road scores 1 point per tile */
      return g_strdup_printf (_("A road of %1$s is completed: %2$d × 1 = %3$s."),
                              tiles, ev->tiles, points);

    case TESS_RULE_CITY:
      if (ev->shields > 0)
        /* Translators: %1$s is "3 tiles", %2$s "1 shield", %3$d the number of
         * tiles, %4$d the number of shields, %5$s "8 points". A completed
         * city scores 2 points per tile and 2 per shield */
        return g_strdup_printf (_("A city of %1$s with %2$s is completed: "
                                  "%3$d × 2 + %4$d × 2 = %5$s."),
                                tiles, shields, ev->tiles, ev->shields, points);
      /* Translators: %1$s is "3 tiles", %2$d the number of tiles, %3$s
       * "6 points" */
      return g_strdup_printf (_("A city of %1$s is completed: %2$d × 2 = %3$s."),
                              tiles, ev->tiles, points);

    case TESS_RULE_CITY_SMALL:
      if (ev->shields > 0)
        /* Translators: the variant in which a city of two tiles scores 2
         * points, plus 1 per shield. %1$s is "2 tiles", %2$s "1 shield",
         * %3$d the number of shields, %4$s "3 points" */
        return g_strdup_printf (_("A city of %1$s with %2$s is completed; under the old "
                                  "small-city rule it counts only 2, plus 1 per shield: "
                                  "2 + %3$d = %4$s."),
                                tiles, shields, ev->shields, points);
      /* Translators: the variant in which a city of two tiles scores 2
       * points. %1$s is "2 tiles", %2$s "2 points" */
      return g_strdup_printf (_("A city of %1$s is completed; under the old small-city rule "
                                "it counts only %2$s."),
                              tiles, points);

    case TESS_RULE_MONASTERY:
      {
        g_autofree char *around = tiles_phrase (ev->tiles - 1);

        /* Translators: %1$s is "8 tiles" (all around it), %2$d the same
         * number, %3$s "9 points" */
        return g_strdup_printf (_("A monastery is completed, surrounded by %1$s: "
                                  "1 + %2$d = %3$s."),
                                around, ev->tiles - 1, points);
      }

    case TESS_RULE_ROAD_INCOMPLETE:
      /* Translators: at the end of the game; %1$s is "3 tiles", %2$d the
       * number of tiles, %3$s "3 points" */
      return g_strdup_printf (_("Final scoring: an incomplete road of %1$s: %2$d × 1 = %3$s."),
                              tiles, ev->tiles, points);

    case TESS_RULE_CITY_INCOMPLETE:
      if (ev->shields > 0)
        /* Translators: at the end of the game an incomplete city scores 1
         * per tile and 1 per shield. %1$s is "3 tiles", %2$s "1 shield",
         * %3$d the number of tiles, %4$d of shields, %5$s "4 points" */
        return g_strdup_printf (_("Final scoring: an incomplete city of %1$s with %2$s: "
                                  "%3$d × 1 + %4$d × 1 = %5$s."),
                                tiles, shields, ev->tiles, ev->shields, points);
      /* Translators: %1$s is "3 tiles", %2$d the number of tiles, %3$s
       * "3 points" */
      return g_strdup_printf (_("Final scoring: an incomplete city of %1$s: %2$d × 1 = %3$s."),
                              tiles, ev->tiles, points);

    case TESS_RULE_MONASTERY_INCOMPLETE:
      {
        int around = MAX (0, ev->tiles - 1);
        g_autofree char *neighbours = NULL;

        if (around == 0)
          /* Translators: %s is "1 point" */
          return g_strdup_printf (_("Final scoring: an incomplete monastery with no "
                                    "neighbouring tile: %s."),
                                  points);
        neighbours = g_strdup_printf (ngettext ("%d neighbouring tile",
                                                "%d neighbouring tiles", around),
                                      around);
        /* Translators: an incomplete monastery scores 1 point, plus 1 per
         * tile around it. %1$s is "5 neighbouring tiles", %2$d the same
         * number, %3$s "6 points" */
        return g_strdup_printf (_("Final scoring: an incomplete monastery with %1$s: "
                                  "1 + %2$d = %3$s."),
                                neighbours, around, points);
      }

    case TESS_RULE_FARM_THIRD:
      {
        g_autofree char *cities = g_strdup_printf (ngettext ("%d completed city",
                                                             "%d completed cities",
                                                             ev->cities),
                                                   ev->cities);

        /* Translators: %1$s is "7 tiles", %2$s "3 completed cities", %3$d
         * the number of cities, %4$s "9 points". A farm scores 3 points per
         * completed city it borders */
        return g_strdup_printf (_("Final scoring: a farm of %1$s borders %2$s: %3$d × 3 = %4$s."),
                                tiles, cities, ev->cities, points);
      }

    case TESS_RULE_FARM_THIRD_PIG:
      {
        g_autofree char *cities = g_strdup_printf (ngettext ("%d completed city",
                                                             "%d completed cities",
                                                             ev->cities),
                                                   ev->cities);

        /* Translators: Traders & Builders: the pig makes each completed
         * city worth 4 to its owner, who wins the farm. %1$s is "7 tiles",
         * %2$s "3 completed cities", %3$d the number of cities, %4$s "12
         * points" */
        return g_strdup_printf (_("Final scoring: a farm of %1$s with a pig borders %2$s: "
                                  "%3$d × 4 = %4$s."),
                                tiles, cities, ev->cities, points);
      }

    case TESS_RULE_FARM_FIRST:
      /* Translators: the first-edition farm rule: each completed city goes
       * to the player(s) with the most farmers on the farms around it.
       * %1$s is "4 tiles", %2$s "4 points" */
      return g_strdup_printf (_("Final scoring under the first-edition farm rule: the completed "
                                "city of %1$s is worth %2$s to the most farmers around it."),
                              tiles, points);

    case TESS_RULE_ROAD_INN:
      /* Translators: Inns & Cathedrals: a road with an inn scores 2 points
       * per tile. %1$s is "4 tiles", %2$d the number of tiles again, %3$s
       * "8 points" */
      return g_strdup_printf (_("A road of %1$s with an inn is completed: %2$d × 2 = %3$s."),
                              tiles, ev->tiles, points);

    case TESS_RULE_ROAD_INN_INCOMPLETE:
      /* Translators: at the end of the game, a road with an inn that is not
       * completed scores nothing. %1$s is "4 tiles", %2$s "0 points" */
      return g_strdup_printf (_("Final scoring: a road of %1$s with an inn, not completed: %2$s."),
                              tiles, points);

    case TESS_RULE_CITY_CATHEDRAL:
      /* Translators: Inns & Cathedrals: a city with a cathedral scores 3
       * points per tile and 3 per shield. %1$s is "6 tiles", %2$d the number
       * of tiles, %3$d of shields, %4$s "21 points" */
      return g_strdup_printf (_("A city of %1$s with a cathedral is completed: "
                                "%2$d × 3 + %3$d × 3 = %4$s."),
                              tiles, ev->tiles, ev->shields, points);

    case TESS_RULE_CITY_CATHEDRAL_INCOMPLETE:
      /* Translators: at the end of the game, a city with a cathedral that is
       * not completed scores nothing. %1$s is "6 tiles", %2$s "0 points" */
      return g_strdup_printf (_("Final scoring: a city of %1$s with a cathedral, not completed: "
                                "%2$s."),
                              tiles, points);

    case TESS_RULE_FARM_SECOND:
    case TESS_RULE_FARM_SECOND_PIG:
    case TESS_RULE_GOODS:
    default:
      /* Translators: a farm scoring of an unknown kind; %s is "3 points" */
      return g_strdup_printf (_("Final scoring: %s."), points);
    }
}

/* The second-edition farm sentence, which names its one scorer. */
static char *
farm_second (const TessEvent    *ev,
             const char * const *names,
             guint               n_players)
{
  int p = ev->scorers ? g_bit_nth_lsf (ev->scorers, -1) : 0;
  int n_farms = MAX (1, ev->followers[p]);
  g_autofree char *who = player_name (names, n_players, p);
  g_autofree char *points = points_phrase (ev->points);
  g_autofree char *farms = g_strdup_printf (ngettext ("%d farm", "%d farms", n_farms), n_farms);
  g_autofree char *cities = g_strdup_printf (ngettext ("%d completed city",
                                                       "%d completed cities", ev->cities),
                                             ev->cities);

  if (ev->rule == TESS_RULE_FARM_SECOND_PIG)
    /* Translators: the second-edition farm rule with the pig of Traders
     * & Builders. %1$s is a player, %2$s "2 farms", %3$s "4 completed
     * cities", %4$d the number of cities, %5$s "16 points" */
    return g_strdup_printf (_("Final scoring: %1$s's farmers and pig hold %2$s bordering %3$s; "
                              "each city counts once for a player, and 4 with the pig, so %1$s "
                              "scores %4$d × 4 = %5$s."),
                            who, farms, cities, ev->cities, points);
  /* Translators: the second-edition farm rule. %1$s is a player, %2$s
   * "2 farms", %3$s "4 completed cities", %4$d the number of cities, %5$s
   * "12 points" */
  return g_strdup_printf (_("Final scoring: %1$s's farmers hold %2$s bordering %3$s; under the "
                            "second-edition rule each city counts once for a player, so %1$s "
                            "scores %4$d × 3 = %5$s."),
                          who, farms, cities, ev->cities, points);
}

/* Who scored, who tied, who was outvoted: the second sentence. */
static char *
who_scored (const TessEvent    *ev,
            const char * const *names,
            guint               n_players)
{
  Holding h = holding_of (ev->feature, ev->rule);
  guint n_scorers = 0;
  g_autofree char *scorers = NULL;
  g_autofree char *points = points_phrase (ev->points);
  g_autofree char *held = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  int best = 0;

  for (int p = 0; p < TESS_MAX_PLAYERS; p++)
    if (ev->scorers & (1u << p))
      {
        n_scorers++;
        best = MAX (best, ev->followers[p]);
      }

  if (n_scorers == 0)
    return g_strdup (_("Nobody has a follower there, so nobody scores."));
  /* A big follower: each player with their own figures. */
  {
    char *big = _tess_explain_who_scored_big (ev, names, n_players);

    if (big != NULL)
      return big;
  }

  scorers = tess_explain_player_list (ev->scorers, names, n_players);
  held = followers_at (h, best);
  if (n_scorers == 1)
    /* Translators: %1$s is a player, %2$s "2 knights in the city", %3$s
     * "8 points" */
    first = g_strdup_printf (_("%1$s has %2$s and scores %3$s."), scorers, held, points);
  else if (n_scorers == 2)
    /* Translators: a tie: %1$s is "Blue and Red", %2$s "1 knight in the
     * city", %3$s "10 points" */
    first = g_strdup_printf (_("%1$s each have %2$s: both score %3$s."), scorers, held, points);
  else
    /* Translators: a tie of three or more: %1$s is "Blue, Red and Green",
     * %2$s "1 knight in the city", %3$s "10 points" */
    first = g_strdup_printf (_("%1$s each have %2$s: each of them scores %3$s."),
                             scorers, held, points);

  if (ev->outvoted != 0)
    {
      guint n_out = 0;
      int last = 0;

      for (int p = 0; p < TESS_MAX_PLAYERS; p++)
        if (ev->outvoted & (1u << p))
          {
            n_out++;
            last = p;
          }
      if (n_out == 1)
        {
          g_autofree char *who = player_name (names, n_players, last);
          g_autofree char *has = followers_bare (h, ev->followers[last]);

          /* Translators: %1$s is a player, %2$s "1 thief": fewer followers
           * than the scorers, so no points */
          second = g_strdup_printf (_("%1$s, with only %2$s, is outvoted and scores nothing."),
                                    who, has);
        }
      else
        {
          g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
          g_autofree char *list = NULL;

          for (int p = 0; p < TESS_MAX_PLAYERS; p++)
            if (ev->outvoted & (1u << p))
              {
                g_autofree char *who = player_name (names, n_players, p);
                g_autofree char *has = followers_bare (h, ev->followers[p]);

                /* Translators: an item of a list of outvoted players:
                 * "Black (1 thief)" */
                g_ptr_array_add (items, g_strdup_printf (C_("outvoted", "%1$s (%2$s)"), who, has));
              }
          list = join_list (items);
          /* Translators: %s is "Black (1 thief) and Green (1 thief)" */
          second = g_strdup_printf (_("%s have fewer followers there: they are outvoted and "
                                      "score nothing."),
                                    list);
        }
    }

  return two_sentences (first, second);
}

char *
tess_explain_event (const TessEvent    *event,
                    const char * const *player_names,
                    guint               n_players)
{
  g_autofree char *what = NULL;
  g_autofree char *who = NULL;

  g_return_val_if_fail (event != NULL, NULL);

  if (event->rule == TESS_RULE_FARM_SECOND || event->rule == TESS_RULE_FARM_SECOND_PIG)
    return farm_second (event, player_names, n_players);
  if (event->rule == TESS_RULE_GOODS)
    return tess_explain_goods_event (event, player_names, n_players);

  what = what_scored (event);
  who = who_scored (event, player_names, n_players);
  {
    g_autofree char *big = _tess_explain_big_followers (event, player_names, n_players);

    if (big != NULL)
      {
        g_autofree char *both = two_sentences (who, big);

        g_free (who);
        who = g_steal_pointer (&both);
      }
  }
  if (event->edge)
    {
      g_autofree char *both = two_sentences (what, tess_explain_edge ());

      return two_sentences (both, who);
    }
  return two_sentences (what, who);
}

/* --------------------------------------------------------------- moves */

/* "a thief on the road": the follower as placed; the big follower of
 * Inns & Cathedrals by its own name, "a big follower on the road". */
static const char *
placed_follower (TessFeatureType feature,
                 int             figure)
{
  /* Traders & Builders: the builder beside a thief or knight, the pig
   * beside a farmer. */
  if (figure == TESS_FIGURE_BUILDER)
    return feature == TESS_FEATURE_CITY ? C_("placed", "a builder in the city")
                                        : C_("placed", "a builder on the road");
  if (figure == TESS_FIGURE_PIG)
    return C_("placed", "a pig on the farm");
  if (figure == TESS_FIGURE_BIG)
    switch (feature)
      {
      case TESS_FEATURE_ROAD:
        return C_("placed", "a big follower on the road");
      case TESS_FEATURE_CITY:
        return C_("placed", "a big follower in the city");
      case TESS_FEATURE_MONASTERY:
        return C_("placed", "a big follower in the monastery");
      case TESS_FEATURE_FIELD:
        return C_("placed", "a big follower on the farm");
      case TESS_FEATURE_RIVER:
      case TESS_N_FEATURE_TYPES:
      default:
        return C_("placed", "a big follower");
      }
  switch (feature)
    {
    case TESS_FEATURE_ROAD:
      return C_("placed", "a thief on the road");
    case TESS_FEATURE_CITY:
      return C_("placed", "a knight in the city");
    case TESS_FEATURE_MONASTERY:
      return C_("placed", "a monk in the monastery");
    case TESS_FEATURE_FIELD:
      return C_("placed", "a farmer on the farm");
    case TESS_FEATURE_RIVER:
    case TESS_N_FEATURE_TYPES:
    default:
      return C_("placed", "a follower");
    }
}

char *
tess_explain_move (const TessDef  *def,
                   const TessMove *move,
                   const char     *player_name)
{
  const TessTileDef *tile;
  const char *follower = NULL;
  int degrees;

  g_return_val_if_fail (def != NULL, NULL);
  g_return_val_if_fail (move != NULL, NULL);
  g_return_val_if_fail (move->tile < tess_def_n_types (def), NULL);

  tile = tess_def_tile (def, move->tile);
  if (move->feature >= 0 && move->feature < tile->n_features)
    follower = placed_follower (tile->features[move->feature].type, move->figure);
  if (player_name == NULL)
    player_name = "";
  degrees = (move->rot & 3) * 90;

  if (degrees == 0 && follower == NULL)
    /* Translators: %1$s is a player, %2$s a tile's id ("V"), (%3$d, %4$d)
     * the cell: x grows east, y south. In these four sentences the comma
     * in the cell is followed by a no-break space (U+00A0), so that the
     * cell never breaks across two lines: keep it in the translation. */
    return g_strdup_printf (_("%1$s places tile %2$s at (%3$d, %4$d)."),
                            player_name, tile->id, move->x, move->y);
  if (degrees == 0)
    /* Translators: %1$s is a player, %2$s a tile's id, (%3$d, %4$d) the
     * cell, %5$s "a thief on the road" */
    return g_strdup_printf (_("%1$s places tile %2$s at (%3$d, %4$d), with %5$s."),
                            player_name, tile->id, move->x, move->y, follower);
  if (follower == NULL)
    /* Translators: %1$s is a player, %2$s a tile's id, (%3$d, %4$d) the
     * cell, %5$d the clockwise rotation in degrees */
    return g_strdup_printf (_("%1$s places tile %2$s at (%3$d, %4$d), turned %5$d°."),
                            player_name, tile->id, move->x, move->y, degrees);
  /* Translators: %1$s is a player, %2$s a tile's id, (%3$d, %4$d) the
   * cell, %5$d the clockwise rotation in degrees, %6$s "a thief on the
   * road" */
  return g_strdup_printf (_("%1$s places tile %2$s at (%3$d, %4$d), turned %5$d°, with %6$s."),
                          player_name, tile->id, move->x, move->y, degrees, follower);
}

char *
tess_explain_move_in_words (const TessDef  *def,
                            const TessMove *move,
                            const char     *player_name,
                            const char     *place)
{
  const TessTileDef *tile;
  g_autofree char *name = NULL;

  g_return_val_if_fail (def != NULL, NULL);
  g_return_val_if_fail (move != NULL, NULL);
  g_return_val_if_fail (place != NULL, NULL);
  g_return_val_if_fail (move->tile < tess_def_n_types (def), NULL);

  tile = tess_def_tile (def, move->tile);
  name = tess_tile_display_name (tile);
  if (player_name == NULL)
    player_name = "";
  if (move->feature >= 0 && move->feature < tile->n_features)
    /* Translators: %1$s is a player, %2$s the tile by what it shows ("a
     * straight road"), %3$s where it goes ("to the right of the start
     * tile"), %4$s "a thief on the road" */
    return g_strdup_printf (_("%1$s places %2$s %3$s, with %4$s."), player_name, name, place,
                            placed_follower (tile->features[move->feature].type, move->figure));
  /* Translators: %1$s is a player, %2$s the tile by what it shows ("a
   * straight road"), %3$s where it goes ("to the right of the start
   * tile") */
  return g_strdup_printf (_("%1$s places %2$s %3$s."), player_name, name, place);
}

char *
tess_explain_discard_in_words (const TessTileDef *tile,
                               const char        *player_name,
                               TessUnplaceable    unplaceable)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (tile != NULL, NULL);

  name = tess_tile_display_name (tile);
  if (player_name == NULL)
    player_name = "";
  if (unplaceable == TESS_UNPLACEABLE_RETURN)
    /* Translators: the house rule that puts a tile that fits nowhere back
     * into the bag. %1$s is a player, %2$s the tile by what it shows ("a
     * straight road") */
    return g_strdup_printf (_("%1$s cannot place %2$s anywhere: it goes back into the bag "
                              "and %1$s draws again."),
                            player_name, name);
  /* Translators: %1$s is a player, %2$s the tile by what it shows ("a
   * straight road") */
  return g_strdup_printf (_("%1$s cannot place %2$s anywhere: it is discarded and %1$s "
                            "draws again."),
                          player_name, name);
}

char *
tess_explain_discard (const char     *tile_id,
                      const char     *player_name,
                      TessUnplaceable unplaceable)
{
  g_return_val_if_fail (tile_id != NULL, NULL);

  if (player_name == NULL)
    player_name = "";
  if (unplaceable == TESS_UNPLACEABLE_RETURN)
    /* Translators: the house rule that puts a tile that fits nowhere back
     * into the bag. %1$s is a player, %2$s a tile's id */
    return g_strdup_printf (_("%1$s cannot place tile %2$s anywhere: it goes back into the bag "
                              "and %1$s draws again."),
                            player_name, tile_id);
  /* Translators: %1$s is a player, %2$s a tile's id */
  return g_strdup_printf (_("%1$s cannot place tile %2$s anywhere: it is discarded and %1$s "
                            "draws again."),
                          player_name, tile_id);
}

/* -------------------------------------------------------------- errors */

static char *
explain_mismatch (const TessState *st,
                  int              type,
                  int              x,
                  int              y,
                  int              rot)
{
  const TessDef *def = tess_state_def (st);
  int side = tess_state_mismatched_side (st, type, x, y, rot);
  int i, px, py, ptype, prot;
  TessSideType mine, theirs;

  if (side < 0 || side > 3)
    return NULL;
  i = tess_state_tile_at (st, x + tess_dx[side], y + tess_dy[side]);
  if (i < 0)
    return NULL;
  tess_state_placed (st, i, &px, &py, &ptype, &prot);
  mine = tess_tile_board_side (tess_def_tile (def, type), rot & 3, side);
  theirs = tess_tile_board_side (tess_def_tile (def, ptype), prot & 3, (side + 2) % 4);
  /* Translators: %1$s is a side ("east"), %2$s and %3$s what the sides
   * show ("a field", "a city") */
  return g_strdup_printf (_("This tile cannot go there: its %1$s side has %2$s where the "
                            "neighbouring tile has %3$s."),
                          tess_side_display_name (side),
                          tess_side_type_phrase (mine),
                          tess_side_type_phrase (theirs));
}

static char *
explain_taken (const TessState *st,
               int              type,
               int              feature)
{
  const TessTileDef *tile = tess_def_tile (tess_state_def (st), type);

  if (feature < 0 || feature >= tile->n_features)
    return NULL;
  switch ((TessFeatureType) tile->features[feature].type)
    {
    case TESS_FEATURE_ROAD:
      return g_strdup (_("No follower may stand on this road: it joins a road that already "
                         "holds a thief."));
    case TESS_FEATURE_CITY:
      return g_strdup (_("No follower may stand in this city: it joins a city that already "
                         "holds a knight."));
    case TESS_FEATURE_FIELD:
      return g_strdup (_("No follower may stand on this farm: it joins a farm that already "
                         "holds a farmer."));
    case TESS_FEATURE_MONASTERY:
    case TESS_FEATURE_RIVER:
    case TESS_N_FEATURE_TYPES:
    default:
      return NULL;
    }
}

char *
tess_explain_error (TessError        err,
                    const TessState *st,
                    int              type,
                    int              x,
                    int              y,
                    int              rot,
                    int              feature)
{
  char *detail = NULL;

  if (st != NULL && type >= 0 && type < tess_def_n_types (tess_state_def (st)))
    {
      if (err == TESS_ERR_MISMATCH)
        detail = explain_mismatch (st, type, x, y, rot);
      else if (err == TESS_ERR_FEATURE_TAKEN)
        detail = explain_taken (st, type, feature);
    }
  if (detail != NULL)
    return detail;

  switch (err)
    {
    case TESS_OK:
      return g_strdup (_("This is allowed."));
    case TESS_ERR_GAME_OVER:
      return g_strdup (_("The game is over: no more tiles are placed."));
    case TESS_ERR_NO_TILE:
      return g_strdup (_("No tile has been drawn yet."));
    case TESS_ERR_NOT_IN_HAND:
      return g_strdup (_("That tile is not in the player’s hand."));
    case TESS_ERR_NOT_IN_BAG:
      return g_strdup (_("No such tile is left to draw."));
    case TESS_ERR_ORDER:
      return g_strdup (_("The river tiles are played first, and the lake last."));
    case TESS_ERR_OCCUPIED:
      return g_strdup (_("This tile cannot go there: a tile already lies on that spot."));
    case TESS_ERR_NOT_ADJACENT:
      return g_strdup (_("This tile cannot go there: it must touch a tile already on the board "
                         "along a whole side."));
    case TESS_ERR_MISMATCH:
      return g_strdup (_("This tile cannot go there: each of its sides must continue what the "
                         "neighbouring tile shows, road to road, city to city, field to "
                         "field."));
    case TESS_ERR_RIVER_END:
      return g_strdup (_("This river tile cannot go there: it must continue the river at its "
                         "open end."));
    case TESS_ERR_RIVER_TURN:
      return g_strdup (_("This river tile cannot go there turned this way: the river would turn "
                         "back on itself or run into other tiles."));
    case TESS_ERR_BAD_ROTATION:
      return g_strdup (_("A tile can only be turned by 0, 90, 180 or 270 degrees."));
    case TESS_ERR_BAD_FEATURE:
      return g_strdup (_("There is no such place for a follower on this tile."));
    case TESS_ERR_NO_FOLLOWERS:
      return g_strdup (_("No follower is left in the supply: the tile is played without one."));
    case TESS_ERR_FEATURE_TAKEN:
      return g_strdup (_("No follower may stand there: the road, city or farm it joins already "
                         "holds a follower."));
    case TESS_ERR_RIVER_FOLLOWER:
      return g_strdup (_("Followers never stand on a river."));
    case TESS_ERR_CAN_PLACE:
      return g_strdup (_("This tile may not be discarded: it fits somewhere on the board."));
    case TESS_ERR_OFF_TABLE:
      return g_strdup (_("The table’s edge refuses this tile: no tile may lie beyond the edge "
                         "of the table."));
    case TESS_ERR_NO_START:
      return g_strdup (_("Who starts is not decided yet: the players still tied draw again."));
    case TESS_ERR_NO_FIGURE:
      return g_strdup (_("You have no figure of that kind left."));
    case TESS_ERR_FIGURE_PLACE:
      return g_strdup (_("That kind of figure may not go there."));
    case TESS_N_ERRORS:
    default:
      return g_strdup (_("The rules do not allow this."));
    }
}

/* With a hand of several tiles and a seed, a player whose hand is empty
 * and who may draw nothing is passed over (tess-state.c, next_player):
 * while river tiles are in other hands the lake waits (the River's rule:
 * the lake only once every river tile is placed, and the land tiles only
 * after it); once the bag is empty, the others play out their hands. */
char *
tess_explain_passes (const TessState    *after,
                     int                 mover,
                     const char * const *player_names,
                     guint               n_players)
{
  int n = tess_state_n_players (after);
  int next = tess_state_current_player (after);
  g_autoptr(GString) text = NULL;

  if (mover < 0 || mover >= n || tess_state_is_over (after) || tess_state_extra_turn (after))
    return NULL;
  for (int p = (mover + 1) % n; p != next; p = (p + 1) % n)
    {
      const char *name = player_names != NULL && (guint) p < n_players ? player_names[p] : "";
      g_autofree char *sentence = NULL;

      if (tess_state_tiles_left (after) > 0)
        /* Translators: %s is a player whose turn passes: with a hand of
         * tiles and the River, the lake is drawn only once every river
         * tile is placed, and the land tiles after it. */
        sentence = g_strdup_printf (_("%s has no tile to play: the river tiles come first and "
                                      "the lake last."), name);
      else
        /* Translators: %s is a player whose turn passes: with a hand of
         * tiles, the others play out theirs once the bag is empty. */
        sentence = g_strdup_printf (_("%s has no tile to play: the bag is empty."), name);
      if (text == NULL)
        text = g_string_new (sentence);
      else
        {
          g_string_append_c (text, ' ');
          g_string_append (text, sentence);
        }
    }
  return text != NULL ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}
