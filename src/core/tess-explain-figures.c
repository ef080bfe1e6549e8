/* tess-explain-figures.c: who scored, when a big follower is there
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Inns & Cathedrals (DESIGN.md §8): a big follower counts as two for
 * majority, so "Ana and Bruno each have 2 knights" would be untrue of a
 * tie between Ana's big follower and Bruno's two knights. Each player is
 * said with their own figures: "Ana with a big follower and Bruno with 2
 * knights tie: both score 12 points."
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-explain.h"
#include "tess-explain-private.h"

#undef ngettext
#define ngettext(msgid, msgid_plural, n) \
  g_dngettext (GETTEXT_PACKAGE, msgid, msgid_plural, (gulong) (n))

/* Whether a player who scored or was outvoted has a big follower there. */
static gboolean
has_big (const TessEvent *ev)
{
  for (int p = 0; p < TESS_MAX_PLAYERS; p++)
    if (ev->big[p] > 0 && ((ev->scorers | ev->outvoted) & (1u << p)))
      return TRUE;
  return FALSE;
}

/* A player's figures there: "a big follower", "a big follower and 1
 * follower", or "2 knights" (the rule gives each player one big
 * follower at most). */
static char *
figures_of (const TessEvent *ev,
            int              player)
{
  int big = ev->big[player];
  int others = MAX (0, ev->followers[player] - 2 * big);

  if (big == 0)
    return _tess_explain_followers_bare (ev, others);
  if (others == 0)
    return g_strdup (C_("placed", "a big follower"));
  /* Translators: Inns & Cathedrals: what a player has on a feature; %d
   * is the number of the player's ordinary followers there */
  return g_strdup_printf (ngettext ("a big follower and %d follower",
                                    "a big follower and %d followers", others),
                          others);
}

char *
_tess_explain_who_scored_big (const TessEvent    *ev,
                              const char * const *names,
                              guint               n_players)
{
  g_autofree char *points = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  guint n_scorers = 0, n_out = 0;

  if (!has_big (ev))
    return NULL;

  points = g_strdup_printf (ngettext ("%d point", "%d points", ev->points), ev->points);
  for (int p = 0; p < TESS_MAX_PLAYERS; p++)
    {
      n_scorers += (ev->scorers >> p) & 1u;
      n_out += (ev->outvoted >> p) & 1u;
    }

  if (n_scorers == 1)
    {
      int p = g_bit_nth_lsf (ev->scorers, -1);
      g_autofree char *who = _tess_explain_player_name (names, n_players, p);
      g_autofree char *has = figures_of (ev, p);

      /* Translators: Inns & Cathedrals; %1$s is a player, %2$s "a big
       * follower" or "2 knights", %3$s "12 points" */
      first = g_strdup_printf (_("%1$s has %2$s there and scores %3$s."), who, has, points);
    }
  else
    {
      g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *list = NULL;

      for (int p = 0; p < TESS_MAX_PLAYERS; p++)
        if (ev->scorers & (1u << p))
          {
            g_autofree char *who = _tess_explain_player_name (names, n_players, p);
            g_autofree char *has = figures_of (ev, p);

            /* Translators: Inns & Cathedrals; an item of a list of tied
             * players: "Ana with a big follower", "Bruno with 2 knights" */
            g_ptr_array_add (items, g_strdup_printf (C_("tied", "%1$s with %2$s"), who, has));
          }
      list = _tess_explain_join_list (items);
      if (n_scorers == 2)
        /* Translators: Inns & Cathedrals, a tie: %1$s is "Ana with a big
         * follower and Bruno with 2 knights", %2$s "12 points" */
        first = g_strdup_printf (_("%1$s tie: both score %2$s."), list, points);
      else
        /* Translators: a tie of three or more; %1$s the list of tied
         * players with their figures, %2$s "12 points" */
        first = g_strdup_printf (_("%1$s tie: each of them scores %2$s."), list, points);
    }

  if (n_out == 1)
    {
      int p = g_bit_nth_lsf (ev->outvoted, -1);
      g_autofree char *who = _tess_explain_player_name (names, n_players, p);
      g_autofree char *has = figures_of (ev, p);

      second = g_strdup_printf (_("%1$s, with only %2$s, is outvoted and scores nothing."),
                                who, has);
    }
  else if (n_out > 1)
    {
      g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *list = NULL;

      for (int p = 0; p < TESS_MAX_PLAYERS; p++)
        if (ev->outvoted & (1u << p))
          {
            g_autofree char *who = _tess_explain_player_name (names, n_players, p);
            g_autofree char *has = figures_of (ev, p);

            g_ptr_array_add (items, g_strdup_printf (C_("outvoted", "%1$s (%2$s)"), who, has));
          }
      list = _tess_explain_join_list (items);
      second = g_strdup_printf (_("%s have fewer followers there: they are outvoted and "
                                  "score nothing."),
                                list);
    }

  if (second == NULL)
    return g_steal_pointer (&first);
  /* Translators: two sentences one after the other; change the space if
   * your language separates sentences differently */
  return g_strdup_printf (C_("sentences", "%1$s %2$s"), first, second);
}

char *
_tess_explain_big_followers (const TessEvent    *ev,
                             const char * const *names,
                             guint               n_players)
{
  guint with = 0, n = 0;
  g_autofree char *who = NULL;

  for (int p = 0; p < TESS_MAX_PLAYERS; p++)
    if (ev->big[p] > 0 && ((ev->scorers | ev->outvoted) & (1u << p)))
      {
        with |= 1u << p;
        n++;
      }
  if (n == 0)
    return NULL;
  who = tess_explain_player_list (with, names, n_players);
  if (n == 1)
    /* Translators: Inns & Cathedrals; %s is a player. The big follower
     * counts as two followers for majority */
    return g_strdup_printf (_("%s’s big follower counts as two."), who);
  /* Translators: Inns & Cathedrals; %s is "Ana and Bruno" */
  return g_strdup_printf (_("The big followers of %s count as two each."), who);
}
