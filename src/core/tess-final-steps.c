/* tess-final-steps.c: the final scoring as steps, in the announced order
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tess-engine.h"
#include "tess-final-steps.h"
#include "tess-history.h"

TessFinalStepKind
tess_final_step_kind (int feature,
                      int rule)
{
  /* Traders & Builders: the goods' majorities come after the farms, as
   * the expansion's rule book scores them last. */
  if (rule == TESS_RULE_GOODS)
    return TESS_FINAL_STEP_GOODS;
  switch (feature)
    {
    case TESS_FEATURE_ROAD:
      return TESS_FINAL_STEP_ROADS;
    case TESS_FEATURE_CITY:
      return TESS_FINAL_STEP_CITIES;
    case TESS_FEATURE_MONASTERY:
      return TESS_FINAL_STEP_MONASTERIES;
    case TESS_FEATURE_FIELD:
    case TESS_FEATURE_RIVER:
    case TESS_N_FEATURE_TYPES:
    default:
      return TESS_FINAL_STEP_FARMS;
    }
}

void
tess_final_steps_sort (GArray *events)
{
  g_autoptr(GArray) sorted = NULL;

  g_return_if_fail (events != NULL);
  g_return_if_fail (g_array_get_element_size (events) == sizeof (TessEvent));

  /* The groups, each kept in the engine's order: a pass per group. */
  sorted = g_array_sized_new (FALSE, FALSE, sizeof (TessEvent), events->len);
  for (int kind = TESS_FINAL_STEP_ROADS; kind <= TESS_FINAL_STEP_GOODS; kind++)
    for (guint i = 0; i < events->len; i++)
      {
        const TessEvent *event = &g_array_index (events, TessEvent, i);

        if ((int) tess_final_step_kind (event->feature, event->rule) == kind)
          g_array_append_val (sorted, *event);
      }
  g_assert (sorted->len == events->len);
  if (events->len > 0)
    memcpy (events->data, sorted->data, events->len * sizeof (TessEvent));
}

char *
tess_final_step_title (TessFinalStepKind kind,
                       guint             step,
                       guint             n_steps)
{
  switch (kind)
    {
    case TESS_FINAL_STEP_ROADS:
      /* Translators: a title on the replay's card and in the handout:
       * the first %u is the step, the second the steps in all */
      return g_strdup_printf (_("Final scoring, step %u of %u: roads"), step, n_steps);
    case TESS_FINAL_STEP_CITIES:
      /* Translators: a title on the replay's card and in the handout */
      return g_strdup_printf (_("Final scoring, step %u of %u: cities"), step, n_steps);
    case TESS_FINAL_STEP_MONASTERIES:
      /* Translators: a title on the replay's card and in the handout */
      return g_strdup_printf (_("Final scoring, step %u of %u: monasteries"), step, n_steps);
    case TESS_FINAL_STEP_GOODS:
      /* Translators: a title on the replay's card and in the handout
       * (Traders & Builders: the majorities of wine, grain and cloth) */
      return g_strdup_printf (_("Final scoring, step %u of %u: goods"), step, n_steps);
    case TESS_FINAL_STEP_FARMS:
    default:
      /* Translators: a title on the replay's card and in the handout */
      return g_strdup_printf (_("Final scoring, step %u of %u: farms"), step, n_steps);
    }
}

char *
tess_final_steps_intro (gboolean goods)
{
  if (goods)
    /* Translators: Traders & Builders: the goods' majorities are scored
     * last (wine, grain, cloth) */
    return g_strdup (_("The last tile is placed and the game is over. Final scoring: "
                       "incomplete roads, cities and monasteries, then the farms, and last "
                       "the goods."));
  return g_strdup (_("The last tile is placed and the game is over. Final scoring: "
                     "incomplete roads, cities and monasteries, then the farms."));
}

void
tess_final_steps_running (TessHistoryItem *final,
                          int              step,
                          int             *out)
{
  guint n_players;

  g_return_if_fail (TESS_IS_HISTORY_ITEM (final));
  g_return_if_fail (out != NULL);

  /* Back from the end: the steps after @step are not scored yet. */
  n_players = tess_history_item_get_n_players (final);
  for (guint p = 0; p < n_players; p++)
    out[p] = tess_history_item_get_score (final, p);
  for (guint i = (guint) MAX (step + 1, 0); i < tess_history_item_get_n_events (final); i++)
    {
      const TessGameEvent *event = tess_history_item_get_event (final, i);

      for (guint p = 0; p < n_players; p++)
        if (event->scorers & (1u << p))
          out[p] -= event->points;
    }
}

char *
tess_final_steps_scores_text (int                 step,
                              const char * const *names,
                              const int          *scores,
                              guint               n_players)
{
  g_autoptr(GString) list = g_string_new (NULL);

  g_return_val_if_fail (names != NULL && scores != NULL, NULL);

  for (guint p = 0; p < n_players; p++)
    {
      if (p > 0)
        /* Translators: separates the players in the list of scores */
        g_string_append (list, C_("scores", ", "));
      /* Translators: a player and their score, in the list of scores:
       * “Ana 12” */
      g_string_append_printf (list, C_("scores", "%1$s %2$d"), names[p], scores[p]);
    }
  if (step < 0)
    /* Translators: on the replay's card when the final scoring is
     * announced; %s lists the scores: "Ana 40, Bea 30". */
    return g_strdup_printf (_("Before the final scoring: %s"), list->str);
  /* Translators: on the replay's card at each step of the final
   * scoring; %s lists the scores: "Ana 45, Bea 38". */
  return g_strdup_printf (_("Scores so far: %s"), list->str);
}
