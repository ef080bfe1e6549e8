/* tess-random-player.c: uniformly random play, for benchmarks and tests
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tess-engine-private.h"

bool
tess_random_move (const TessState *st, TessRng *rng, TessMove *move, TessPlacement *scratch)
{
  int n_hand = st->hand_n[st->cur];
  int max = tess_def_max_placements (st->def);
  int start, n = 0, type = -1;
  TessAction place, figures[1 + TESS_N_FIGURES * TESS_MAX_FEATURES];
  int n_options;
  TessPlacement pl;

  if (n_hand == 0)
    return false;
  /* Try the tiles of the hand from a random one on. */
  start = (int) tess_rng_bounded (rng, (uint32_t) n_hand);
  for (int k = 0; k < n_hand && n == 0; k++)
    {
      type = st->hand[st->cur][(start + k) % n_hand];
      n = tess_state_placements (st, type, scratch, max);
    }
  move->tile = (uint16_t) type;
  move->feature = -1;
  move->figure = TESS_FIGURE_FOLLOWER;
  if (n == 0)
    {
      move->tile = st->hand[st->cur][start];
      return false;
    }

  pl = scratch[tess_rng_bounded (rng, (uint32_t) n)];
  move->x = pl.x;
  move->y = pl.y;
  move->rot = pl.rot;

  /* None, or one of the (kind, feature) choices, kind by kind: the
   * engine's figure actions of the placement, none first. */
  place = (TessAction) { TESS_ACTION_PLACE, *move };
  n_options = tess_state_figure_actions (st, &place, figures,
                                         (int) (sizeof figures / sizeof *figures));
  *move = figures[tess_rng_bounded (rng, (uint32_t) n_options)].move;
  return true;
}

bool
tess_random_action (const TessState *st, TessRng *rng, TessAction *action, TessPlacement *scratch)
{
  TessMove move;
  bool placed;

  if (st->hand_n[st->cur] == 0)
    return false;
  placed = tess_random_move (st, rng, &move, scratch);
  *action = (TessAction) { placed ? TESS_ACTION_PLACE : TESS_ACTION_PASS, move };
  if (!placed)
    {
      /* A pass names its tile alone. */
      action->move = (TessMove) { 0 };
      action->move.tile = move.tile;
      action->move.feature = -1;
    }
  return true;
}

void
tess_random_playout (TessState *st, TessRng *rng, TessPlacement *scratch)
{
  while (!tess_state_is_over (st))
    {
      TessAction action;

      if (!st->seeded && st->hand_n[st->cur] == 0)
        {
          /* Unseeded: draw the next tile of the bag in its present order. */
          action = (TessAction) { TESS_ACTION_DRAW, { st_cbag (st)[st->bag_pos], 0, 0, 0, -1, 0 } };
          if (tess_state_apply_action (st, &action, NULL, NULL) != TESS_OK)
            break;
        }
      if (!tess_random_action (st, rng, &action, scratch)
          || tess_state_apply_action (st, &action, NULL, NULL) != TESS_OK)
        break;
    }
  tess_state_final_scoring (st, NULL, NULL);
}
