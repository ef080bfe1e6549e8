/* tess-final-steps.h: the final scoring as steps, in the announced order
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine scores the end of a game in the order the followers were
 * placed. A teacher announces it otherwise, as the rule books do: the
 * roads, then the cities, then the monasteries, then the farms, and with
 * Traders & Builders the goods last. Each
 * scoring the engine reports is one feature (a farm, or under the first
 * edition one city and the farms around it), so each is one step: the
 * history's final item, `tessera-cli explain`, the replay and the handout
 * all show the steps in this order.
 */

#pragma once

#include <glib.h>

#include "tess-history.h"
#include "tess-vocabulary.h"

G_BEGIN_DECLS

typedef enum
{
  TESS_FINAL_STEP_ROADS,
  TESS_FINAL_STEP_CITIES,
  TESS_FINAL_STEP_MONASTERIES,
  TESS_FINAL_STEP_FARMS,
  TESS_FINAL_STEP_GOODS,
} TessFinalStepKind;

/* Which group of the announced order a scoring belongs to: by its
 * feature's TessFeatureType, or by its TessScoreRule for the goods. */
TessFinalStepKind tess_final_step_kind  (int              feature,
                                         int              rule);

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

/* "The last tile is placed and the game is over. Final scoring: …", the
 * order announced, with the goods when @goods (Traders & Builders);
 * translated. */
char             *tess_final_steps_intro  (gboolean          goods);

/**
 * tess_final_steps_running:
 * @final: the history's final item (its events are the steps, in order;
 *   its scores those after them all)
 * @step: the step shown, from 0; -1 for before the first
 * @out: (out caller-allocates): each player's score once the steps up to
 *   @step are scored (tess_history_item_get_n_players() of them)
 */
void              tess_final_steps_running (TessHistoryItem  *final,
                                            int               step,
                                            int              *out);

/**
 * tess_final_steps_scores_text:
 * @step: the step shown, from 0; -1 for before the first
 * @names: the players' names
 * @scores: their scores then (tess_final_steps_running())
 *
 * "Scores so far: Ana 45, Bea 38", or before the first step "Before the
 * final scoring: Ana 40, Bea 30", translated.
 *
 * Returns: (transfer full): the line
 */
char             *tess_final_steps_scores_text (int                step,
                                                const char * const *names,
                                                const int         *scores,
                                                guint              n_players);

G_END_DECLS
