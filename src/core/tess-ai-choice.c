/* tess-ai-choice.c: a computer player's move and why it is good
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The TessAiChoice of a move chosen by an engine player (TessAi), for
 * those that think on their own thread: the window's computer players
 * and hints (tess-ai-player.c), and tessera-cli move and engine.
 */

#define G_LOG_DOMAIN "tess-ai-choice"

#include "config.h"

#include "tess-ai-player.h"
#include "tess-replay.h"

/* The kind of feature the player holds that the move's tile joins: a
 * city before a road before a farm; -1 when none. */
static int
find_extended (TessState      *state,
               const TessMove *move,
               int             player)
{
  const TessDef *def = tess_state_def (state);
  const TessTileDef *tile = tess_def_tile (def, move->tile);
  static const int rank[TESS_N_FEATURE_TYPES] = {
    [TESS_FEATURE_ROAD] = 2, [TESS_FEATURE_CITY] = 3, [TESS_FEATURE_FIELD] = 1,
  };
  int best = -1;

  for (int f = 0; f < tile->n_features; f++)
    {
      uint16_t ports = tess_def_feature_ports (def, move->tile, move->rot, f);

      for (int p = 0; p < TESS_N_PORTS; p++)
        {
          int side, n, nx, ny, ntype, nrot, g;
          TessFeatureInfo info;

          if (!(ports & (1u << p)))
            continue;
          side = tess_port_side (p);
          n = tess_state_tile_at (state, move->x + tess_dx[side], move->y + tess_dy[side]);
          if (n < 0)
            continue;
          tess_state_placed (state, n, &nx, &ny, &ntype, &nrot);
          g = tess_def_feature_at (def, ntype, nrot, tess_port_opposite (p));
          if (g < 0 || !tess_state_feature_info (state, n, g, &info))
            continue;
          if (info.followers[player] == 0 || info.type >= TESS_N_FEATURE_TYPES)
            continue;
          if (rank[info.type] > 0 && (best < 0 || rank[info.type] > rank[best]))
            best = info.type;
        }
    }
  return best;
}

/* Whether the follower of the move scores at once and comes back. */
static gboolean
follower_returns (const TessState *state,
                  const TessMove  *move)
{
  g_autoptr(TessState) after = tess_state_dup (state);
  int placement, n;

  if (move->feature < 0 || tess_state_play (after, move, NULL, NULL) != TESS_OK)
    return FALSE;
  placement = tess_state_n_placed (after) - 1;
  n = tess_state_n_followers (after);
  for (int i = 0; i < n; i++)
    {
      int pl, feature, player;

      tess_state_follower (after, i, &pl, &feature, &player);
      if (pl == placement && feature == move->feature)
        return FALSE;
    }
  return TRUE;
}

/**
 * tess_ai_choice_new_for_move:
 * @ai: the computer player that chose (its level and evaluation explain)
 * @state: the state before the move; its current player moves
 * @move: the move (for a discard, its tile)
 * @placed: %FALSE for a discard
 *
 * A choice for @move with why it is good (tess_ai_choice_describe()),
 * the way hints and computer players describe their moves; for callers
 * that choose on their own thread (tessera-cli move and engine).
 *
 * Returns: (transfer full): the choice
 */
TessAiChoice *
tess_ai_choice_new_for_move (TessAi          *ai,
                             const TessState *state,
                             const TessMove  *move,
                             gboolean         placed)
{
  TessAiChoice *choice = g_new0 (TessAiChoice, 1);
  TessAiReason reason;

  choice->player = tess_state_current_player (state);
  choice->n_moves = (guint) tess_state_n_moves (state);
  choice->supply = tess_state_supply (state, choice->player);
  choice->discard = !placed;
  choice->type = move->tile;
  choice->feature = -1;
  choice->completes = -1;
  choice->follower_on = -1;
  choice->extends = -1;
  if (placed)
    {
      choice->x = move->x;
      choice->y = move->y;
      choice->rot = move->rot;
      choice->feature = move->feature;

      tess_ai_explain (ai, state, move, &reason);
      choice->points = reason.points;
      choice->completes = reason.completes;
      choice->follower_on = reason.follower_on;
      choice->value = reason.value;
      if (reason.joins_own)
        choice->extends = find_extended ((TessState *) state, move, choice->player);
      choice->follower_returns = follower_returns (state, move);
    }
  return choice;
}

/**
 * tess_ai_hint_seed:
 * @record: the game's record
 * @n_moves: the moves played when the choice is asked for
 * @level: the level that chooses
 *
 * The seed of the computer player that chooses a move or a hint in a
 * game: the same game asks the same questions.
 */
guint64
tess_ai_hint_seed (const TessRecord *record,
                   guint             n_moves,
                   TessAiLevel       level)
{
  guint64 seed;

  seed = (guint64) (record->has_seed ? record->seed : 0) * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  seed ^= ((guint64) n_moves + 1) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  seed ^= (guint64) level;
  return seed;
}
