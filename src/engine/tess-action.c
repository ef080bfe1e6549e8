/* tess-action.c: a turn as a list of typed actions: the legal ones at
 * each point of a turn, why one is illegal, and applying one
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "tess-engine-private.h"

int
tess_def_max_actions (const TessDef *def)
{
  int per_tile = tess_def_max_placements (def) * (1 + TESS_N_FIGURES * TESS_MAX_FEATURES);
  int n = per_tile * (def->rules.hand > 0 ? def->rules.hand : 1);

  return n > def->n_types ? n : def->n_types;
}

/* The action that names a tile alone: a draw or a pass. */
static TessAction
tile_action (TessActionKind kind, int type)
{
  return (TessAction) { (uint8_t) kind, { (uint16_t) type, 0, 0, 0, -1, 0 } };
}

/* Whether the tile type already came earlier in the hand. */
static bool
seen_in_hand (const TessState *st, int h)
{
  for (int k = 0; k < h; k++)
    if (st->hand[st->cur][k] == st->hand[st->cur][h])
      return true;
  return false;
}

int
tess_state_tile_actions (const TessState *st, int type, TessAction *out, int max)
{
  int n;

  if (max <= 0 || tess_hand_index (st, type) < 0)
    return 0;
  n = tess_place_actions (st, type, out, max);
  if (n == 0)
    out[n++] = tile_action (TESS_ACTION_PASS, type);
  return n;
}

int
tess_state_figure_actions (const TessState *st, const TessAction *place, TessAction *out, int max)
{
  const TessMove *m = &place->move;
  int n = 0;

  if (max <= 0 || place->kind != TESS_ACTION_PLACE)
    return 0;
  out[0] = *place;
  out[0].move.feature = -1;
  out[0].move.figure = TESS_FIGURE_FOLLOWER;
  n = 1;
  for (int k = 0; k < TESS_N_FIGURES; k++)
    {
      uint32_t opts;

      if (st->supply[st->cur][k] == 0)
        continue;
      opts = tess_state_figure_options (st, m->tile, m->x, m->y, m->rot, (TessFigure) k);
      for (int f = 0; opts != 0 && f < TESS_MAX_FEATURES; f++)
        if (opts & (1u << f))
          {
            if (n >= max)
              return n;
            out[n] = out[0];
            out[n].move.feature = (int8_t) f;
            out[n++].move.figure = (uint8_t) k;
          }
    }
  return n;
}

/* The draws of an unseeded game: each tile type the part of the bag now
 * in play holds, by type. */
static int
draw_actions (const TessState *st, TessAction *out, int max)
{
  int n = 0;

  for (int type = 0; type < st->def->n_types && n < max; type++)
    {
      TessError err;

      if (st_cremain (st)[type] > 0 && tess_bag_find (st, type, &err) >= 0)
        out[n++] = tile_action (TESS_ACTION_DRAW, type);
    }
  return n;
}

int
tess_state_actions (const TessState *st, TessAction *out, int max)
{
  int n = 0;

  if (st->start_pending || st->final_scored || tess_state_is_over (st))
    return 0;
  if (st->hand_n[st->cur] == 0)
    return st->seeded ? 0 : draw_actions (st, out, max);
  for (int h = 0; h < st->hand_n[st->cur]; h++)
    {
      int type = st->hand[st->cur][h];
      int first = n, np;

      if (seen_in_hand (st, h))
        continue;
      np = tess_state_tile_actions (st, type, out + first, max - n);
      if (np == 1 && out[first].kind == TESS_ACTION_PASS)
        {
          n++;
          continue;
        }
      /* Each placement with its figures after it: the placements are
       * written at the end of the room left and read from there as the
       * choices grow in front of them. */
      if (np > 0)
        memmove (out + max - np, out + first, (size_t) np * sizeof *out);
      for (int i = 0; i < np && n < max; i++)
        {
          TessAction place = out[max - np + i];
          int room = max - np + i - n;

          if (room <= 0)
            return n;
          n += tess_state_figure_actions (st, &place, out + n, room);
        }
    }
  return n;
}

TessError
tess_state_check_action (const TessState *st, const TessAction *action)
{
  const TessMove *m = &action->move;
  TessError err;

  if (st->start_pending)
    return TESS_ERR_NO_START;
  if (st->final_scored || tess_state_is_over (st))
    return TESS_ERR_GAME_OVER;
  switch ((TessActionKind) action->kind)
    {
    case TESS_ACTION_DRAW:
      if (st->hand_n[st->cur] > 0)
        return TESS_ERR_NOT_IN_HAND;
      return tess_bag_find (st, m->tile, &err) >= 0 ? TESS_OK : err;
    case TESS_ACTION_PLACE:
      if (st->hand_n[st->cur] == 0)
        return TESS_ERR_NO_TILE;
      if (tess_hand_index (st, m->tile) < 0)
        return TESS_ERR_NOT_IN_HAND;
      err = tess_state_check_placement (st, m->tile, m->x, m->y, m->rot);
      if (err == TESS_OK && m->feature >= 0)
        err = tess_state_check_figure (st, m->tile, m->x, m->y, m->rot, m->feature,
                                       (TessFigure) m->figure);
      return err;
    case TESS_ACTION_PASS:
      if (st->hand_n[st->cur] == 0)
        return TESS_ERR_NO_TILE;
      if (tess_hand_index (st, m->tile) < 0)
        return TESS_ERR_NOT_IN_HAND;
      return tess_state_can_place (st, m->tile) ? TESS_ERR_CAN_PLACE : TESS_OK;
    case TESS_N_ACTIONS:
    default:
      return TESS_ERR_NOT_IN_HAND;
    }
}

TessError
tess_state_apply_action (TessState *st, const TessAction *action, TessEventFn fn, void *user_data)
{
  TessError err = tess_state_check_action (st, action);

  if (err != TESS_OK)
    return err;
  switch ((TessActionKind) action->kind)
    {
    case TESS_ACTION_DRAW:
      tess_apply_draw (st, action->move.tile);
      break;
    case TESS_ACTION_PLACE:
      tess_apply_place (st, &action->move, fn, user_data);
      break;
    case TESS_ACTION_PASS:
      tess_apply_pass (st, action->move.tile);
      break;
    case TESS_N_ACTIONS:
    default:
      break;
    }
  return TESS_OK;
}

/* The old names of the actions. */

TessError
tess_state_play (TessState *st, const TessMove *move, TessEventFn fn, void *user_data)
{
  TessAction a = { TESS_ACTION_PLACE, *move };

  return tess_state_apply_action (st, &a, fn, user_data);
}

TessError
tess_state_discard (TessState *st, int type)
{
  /* A type no hand holds (-1) is no tile of the hand, nor of the bag. */
  TessAction a = tile_action (TESS_ACTION_PASS, type);

  return tess_state_apply_action (st, &a, NULL, NULL);
}

TessError
tess_state_draw_named (TessState *st, int type)
{
  TessAction a = tile_action (TESS_ACTION_DRAW, type);

  return tess_state_apply_action (st, &a, NULL, NULL);
}
