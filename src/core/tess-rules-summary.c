/* tess-rules-summary.c: the rules of a game that differ from the
 * defaults, in a player's words
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-rules-summary.h"
#include "tess-engine.h"

static void
add (GPtrArray  *parts,
     char       *text)
{
  g_ptr_array_add (parts, text);
}

char *
tess_rules_describe_changes (const TessRules *rules)
{
  g_autoptr(GPtrArray) parts = NULL;
  TessRules defaults;

  g_return_val_if_fail (rules != NULL, g_strdup (""));

  tess_rules_init_default (&defaults);
  parts = g_ptr_array_new_with_free_func (g_free);

  /* The house rules: what a group chose, the easiest to forget. */
  if (rules->table_width > 0 && rules->table_height > 0)
    {
      /* Translators: the house rule of a table of limited size, in
       * tiles, width × height, as in "Table 12 × 10"; no noun follows
       * the numbers. */
      add (parts, g_strdup_printf (_("Table %d × %d"),
                                   rules->table_width, rules->table_height));
      if (rules->table_edges_complete)
        add (parts, g_strdup (_("The table’s edges complete features")));
    }
  if (rules->hole_bonus)
    add (parts, g_strdup (_("Another turn for filling a hole")));
  if (rules->draw_early)
    add (parts, g_strdup (_("Draw at the end of your turn")));
  switch (rules->first_player)
    {
    case TESS_FIRST_RANDOM:
      add (parts, g_strdup (_("Who starts: by lot")));
      break;
    case TESS_FIRST_MOST_ROADS:
      add (parts, g_strdup (_("Who starts: most roads")));
      break;
    case TESS_FIRST_LISTED:
    default:
      break;
    }
  if (rules->hand != defaults.hand)
    add (parts, g_strdup_printf (ngettext ("Hand of %d tile", "Hand of %d tiles",
                                           rules->hand),
                                 rules->hand));
  if (rules->unplaceable == TESS_UNPLACEABLE_RETURN)
    add (parts, g_strdup (_("A tile that fits nowhere goes back into the bag")));

  /* The variants of the editions of the rule book. */
  switch (rules->farm_scoring)
    {
    case TESS_FARM_SECOND:
      add (parts, g_strdup (_("Farms of the second edition")));
      break;
    case TESS_FARM_FIRST:
      add (parts, g_strdup (_("Farms of the first edition")));
      break;
    case TESS_FARM_THIRD:
    default:
      break;
    }
  if (rules->small_city)
    add (parts, g_strdup (_("Small cities score 2 points")));
  if (!rules->score_incomplete)
    add (parts, g_strdup (_("No points for incomplete features")));
  if (rules->followers != defaults.followers)
    add (parts, g_strdup_printf (ngettext ("%d follower each", "%d followers each",
                                           rules->followers),
                                 rules->followers));

  g_ptr_array_add (parts, NULL);
  /* Translators: the separator between the rules in force, as in
   * "Table 12 × 10 · Hand of 3 tiles". */
  return g_strjoinv (C_("rules separator", " · "), (char **) parts->pdata);
}

char *
tess_game_describe_rule_changes (TessGame *game)
{
  g_return_val_if_fail (TESS_IS_GAME (game), g_strdup (""));

  return tess_rules_describe_changes (tess_game_get_rules (game));
}
