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

TessFinalStepKind
tess_final_step_kind (TessFeatureType feature)
{
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

  /* Four groups, each kept in the engine's order: a pass per group. */
  sorted = g_array_sized_new (FALSE, FALSE, sizeof (TessEvent), events->len);
  for (int kind = TESS_FINAL_STEP_ROADS; kind <= TESS_FINAL_STEP_FARMS; kind++)
    for (guint i = 0; i < events->len; i++)
      {
        const TessEvent *event = &g_array_index (events, TessEvent, i);

        if ((int) tess_final_step_kind (event->feature) == kind)
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
    case TESS_FINAL_STEP_FARMS:
    default:
      /* Translators: a title on the replay's card and in the handout */
      return g_strdup_printf (_("Final scoring, step %u of %u: farms"), step, n_steps);
    }
}
