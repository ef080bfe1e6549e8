/* tess-ai.h: computer players
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pure C. No level reads the real order of the bag: before looking
 * ahead, the unknown tiles (the bag and the other players' hands) are
 * shuffled again from what is left.
 */

#pragma once

#include "tess-engine.h"

#ifdef __cplusplus
extern "C" {
#endif


const char *tess_ai_level_name      (TessAiLevel level);        /* "random", "easy", ... */
int         tess_ai_level_from_name (const char *name);         /* -1 if unknown */


/* One per thread: it holds its own scratch states. The def is shared. */
TessAi     *tess_ai_new             (const TessDef *def, TessAiLevel level, uint64_t seed);
void        tess_ai_free            (TessAi *ai);
TessAiLevel tess_ai_get_level       (const TessAi *ai);
/* Hard: the time a move may take (default 1000 ms), and a cap on the
 * simulations (0: none), which makes a choice independent of the
 * machine's speed. */
void        tess_ai_set_budget      (TessAi *ai, int milliseconds, int max_simulations);
/* Hard: how many simulations its last choice ran. */
int         tess_ai_last_simulations (const TessAi *ai);
/* Hard: while it searches, every @every simulations, @func is called (in
 * the searching thread) with the move it would choose if the search
 * ended then, the simulations run so far and that move's value: its
 * mean outcome over them, from 0 (a sure loss) to 1 (a sure win). A
 * choice with only one move to weigh runs no simulation and calls
 * nothing. @every 0 or @func NULL: no calls (the default). */
typedef void (*TessAiProgressFunc) (const TessMove *best, int simulations, double value, void *user_data);
void        tess_ai_set_progress    (TessAi *ai, int every, TessAiProgressFunc func, void *user_data);

/* Chooses a move for the current player of st. Returns false when no tile
 * in hand fits anywhere: then move->tile is the tile to discard. When
 * *cancel becomes non-zero, returns at once with the best move so far. */
bool        tess_ai_choose          (TessAi *ai, const TessState *st, TessMove *move,
                                     const volatile int *cancel);

/* Why a move is good, for a one-line hint. */
typedef struct
{
  int             points;        /* scored at once by the player who moves */
  int             completes;     /* TessFeatureType completed by the tile and scored for the player, -1 */
  int             follower_on;   /* TessFeatureType the follower goes on, -1 */
  bool            joins_own;     /* the tile extends a feature the player already holds */
  double          value;         /* the medium evaluation after the move, relative to the best rival */
  bool            extra_turn;    /* hole_bonus: the tile fills a hole, the player plays again */
} TessAiReason;

void        tess_ai_explain         (TessAi *ai, const TessState *st, const TessMove *move,
                                     TessAiReason *reason);

/* The evaluation medium uses: the player's score plus what its followers
 * and supply are likely worth, minus the best rival's. */
double      tess_ai_evaluate        (TessState *st, int player);

#ifdef __cplusplus
}
#endif
