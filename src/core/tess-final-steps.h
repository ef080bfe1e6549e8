/* tess-final-steps.h: the final scoring as steps, in the announced order
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine scores the end of a game in the order the followers were
 * placed. A teacher announces it otherwise, as the rule books do: the
 * roads, then the cities, then the monasteries, then the farms. Each
 * scoring the engine reports is one feature (a farm, or under the first
 * edition one city and the farms around it), so each is one step: the
 * history's final item, `tessera-cli explain`, the replay and the handout
 * all show the steps in this order.
 */

#pragma once

#include <glib.h>

#include "tess-vocabulary.h"

G_BEGIN_DECLS

typedef enum
{
  TESS_FINAL_STEP_ROADS,
  TESS_FINAL_STEP_CITIES,
  TESS_FINAL_STEP_MONASTERIES,
  TESS_FINAL_STEP_FARMS,
} TessFinalStepKind;

/* Which group of the announced order a scoring belongs to. */
TessFinalStepKind tess_final_step_kind  (TessFeatureType  feature);

/* Sorts @events (TessEvent) into the announced order; within a group
 * they keep the engine's order (the order the followers were placed). */
void              tess_final_steps_sort (GArray          *events);

/**
 * tess_final_step_title:
 * @kind: the step's group
 * @step: the step, from 1
 * @n_steps: the steps in all
 *
 * "Final scoring, step 2 of 7: cities", translated.
 *
 * Returns: (transfer full): the title
 */
char             *tess_final_step_title (TessFinalStepKind kind,
                                         guint             step,
                                         guint             n_steps);

G_END_DECLS
