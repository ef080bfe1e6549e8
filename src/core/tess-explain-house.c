/* tess-explain-house.c: sentences for the house rules of 001
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Who started and why (the first sentence of a history), the extra turn
 * of hole_bonus, the table's edge.
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-explain.h"
#include "tess-engine.h"
#include "tess-place.h"

#undef ngettext
#define ngettext(msgid, msgid_plural, n) \
  g_dngettext (GETTEXT_PACKAGE, msgid, msgid_plural, (gulong) (n))

static char *
name_of (const char * const *names,
         guint               n_players,
         int                 player)
{
  guint mask = 1u << player;

  return tess_explain_player_list (mask, names, n_players);
}

/* "Ana drew a straight road (2 road ends), Bogdan drew a city cap with a
 * straight road (2 road ends)". */
static char *
round_draws (const TessState    *st,
             int                 round,
             const char * const *names,
             guint               n_players)
{
  const TessDef *def = tess_state_def (st);
  g_autoptr(GString) s = g_string_new (NULL);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (int p = 0; p < tess_state_n_players (st); p++)
    {
      int type = tess_state_start_draw (st, round, p);
      g_autofree char *who = NULL;
      g_autofree char *tile = NULL;
      int ends;

      if (type < 0)
        continue;
      who = name_of (names, n_players, p);
      ends = tess_def_road_ends (def, type);
      tile = tess_tile_display_name (tess_def_tile (def, type));
      /* Translators: %1$s is a player, %2$s the tile by what it shows ("a
       * straight road", as the object of the verb), %3$d how many of
       * its sides are roads (0 to 4) */
      g_ptr_array_add (items, g_strdup_printf (ngettext ("%1$s drew %2$s (%3$d road end)",
                                                         "%1$s drew %2$s (%3$d road ends)",
                                                         ends),
                                               who, tile, ends));
    }
  for (guint i = 0; i < items->len; i++)
    {
      if (i > 0)
        /* Translators: separates the draws of the players in one round */
        g_string_append (s, C_("draws", ", "));
      g_string_append (s, g_ptr_array_index (items, i));
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

char *
tess_explain_start (const TessState    *st,
                    const char * const *player_names,
                    guint               n_players)
{
  const TessRules *rules;
  g_autofree char *first = NULL;
  g_autoptr(GString) s = NULL;
  int rounds;

  g_return_val_if_fail (st != NULL, NULL);

  rules = tess_def_rules (tess_state_def (st));
  first = name_of (player_names, n_players, tess_state_first_player (st));
  switch (rules->first_player)
    {
    case TESS_FIRST_RANDOM:
      /* Translators: %s is a player */
      return g_strdup_printf (_("%s starts, drawn at random (house rule: who starts is drawn "
                                "by lot)."), first);

    case TESS_FIRST_MOST_ROADS:
      s = g_string_new (NULL);
      rounds = tess_state_start_rounds (st);
      for (int r = 0; r < rounds; r++)
        {
          g_autofree char *draws = round_draws (st, r, player_names, n_players);

          if (s->len > 0)
            g_string_append_c (s, ' ');
          if (r == 0)
            /* Translators: %s lists the draws: "Ana drew U (2 road ends), Bogdan drew D (1 road end)" */
            g_string_append_printf (s, _("To decide who starts, each player drew a tile: %s."),
                                    draws);
          else
            /* Translators: %d is the round of the draw (2, 3, ...), %s lists the draws */
            g_string_append_printf (s, _("A tie for the most road ends: the tied players "
                                         "drew again (round %d): %s."), r + 1, draws);
        }
      if (s->len > 0)
        g_string_append_c (s, ' ');
      if (rounds == 0)
        /* Translators: %s is a player */
        g_string_append_printf (s, _("%s starts: no tile could be drawn, so the first listed "
                                     "player starts."), first);
      else
        /* Translators: %s is a player */
        g_string_append_printf (s, _("%s starts, with the tile that shows the most road ends; "
                                     "every tile drawn goes back into the bag."), first);
      return g_string_free (g_steal_pointer (&s), FALSE);

    case TESS_FIRST_LISTED:
    default:
      return NULL;
    }
}

char *
tess_explain_extra_turn (const char *player_name)
{
  if (player_name == NULL)
    player_name = "";
  /* Translators: the house rule hole_bonus; %s is a player */
  return g_strdup_printf (_("The tile fills a hole, with placed tiles on all four sides: %s "
                            "plays again."), player_name);
}

char *
tess_explain_after_move (const TessState    *after,
                         int                 mover,
                         const char * const *player_names,
                         guint               n_players)
{
  const char *name = player_names != NULL && mover >= 0 && (guint) mover < n_players
                     ? player_names[mover] : "";
  g_autofree char *goods = tess_explain_goods_taken (after, name);
  g_autofree char *next = NULL;

  if (tess_state_extra_turn (after))
    next = tess_explain_extra_turn_reason (tess_state_extra_turn_reason (after), name);
  else
    next = tess_explain_passes (after, mover, player_names, n_players);
  if (goods == NULL)
    return g_steal_pointer (&next);
  if (next == NULL)
    return g_steal_pointer (&goods);
  /* Translators: two sentences one after the other */
  return g_strdup_printf (C_("sentences", "%1$s %2$s"), goods, next);
}

const char *
tess_explain_edge (void)
{
  return _("The table’s edge closes it, as an abbey would (house rule).");
}
