/* tess-game-turn.c: the hand and the turn of a TessGame
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-game-private.h"
#include "tess-engine.h"
#include "tess-explain.h"

/* ------------------------------------------------------------ the hand */

gboolean
_tess_game_hand_contains (TessGame *self,
                          int       type)
{
  int n = tess_state_hand_size (self->state);

  for (int i = 0; i < n; i++)
    if (tess_state_hand_tile (self->state, i) == type)
      return TRUE;
  return FALSE;
}

int
tess_game_get_hand_size (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);

  if (tess_state_is_over (self->state))
    return 0;
  return tess_state_hand_size (self->state);
}

int
tess_game_get_hand_tile (TessGame *self,
                         int       i)
{
  g_return_val_if_fail (TESS_IS_GAME (self), -1);
  g_return_val_if_fail (i >= 0 && i < tess_game_get_hand_size (self), -1);

  return tess_state_hand_tile (self->state, i);
}

/* Chooses which tile of the hand to play (the rule "hand 2 or 3"). */
gboolean
tess_game_select_tile (TessGame  *self,
                       int        type,
                       GError   **error)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  if (self->phase != TESS_GAME_PHASE_PLACE_TILE)
    {
      g_set_error_literal (error, TESS_GAME_ERROR, TESS_GAME_ERROR_PHASE,
                           _("The tile is already on the board."));
      return FALSE;
    }
  if (!_tess_game_hand_contains (self, type))
    {
      g_set_error_literal (error, TESS_GAME_ERROR, TESS_GAME_ERROR_ILLEGAL,
                           tess_engine_error_message (TESS_ERR_NOT_IN_HAND));
      return FALSE;
    }
  self->selected = type;
  _tess_game_sync_properties (self);
  _tess_game_emit_changed (self);
  return TRUE;
}

/* ------------------------------------------------------------ starting a turn */

/* An unseeded record names its tiles; to go on playing one, the next
 * tile is drawn here, at random among those the engine lets us draw. */
static void
draw_unseeded (TessGame *self)
{
  const TessDef *def = tess_state_def (self->state);
  const TessRules *rules = tess_def_rules (def);
  int n_types = tess_def_n_types (def);

  if (tess_state_is_seeded (self->state) || self->external_draws)
    return;

  while (tess_state_hand_size (self->state) < rules->hand && !tess_state_is_over (self->state))
    {
      /* The engine's draws: each tile type it lets the player draw now
       * (an unseeded game holds one tile at a time). */
      g_autofree TessAction *draws = g_new (TessAction, MAX (n_types, 1));
      int n = 0, total = 0, pick;

      if (tess_state_hand_size (self->state) == 0)
        n = tess_state_actions (self->state, draws, n_types);

      for (int i = 0; i < n; i++)
        {
          g_assert (draws[i].kind == TESS_ACTION_DRAW);
          total += tess_state_remaining (self->state, draws[i].move.tile);
        }
      if (n == 0)
        break;

      /* Weighted by how many of each are left, as a real bag. */
      pick = g_rand_int_range (self->rand, 0, total);
      for (int i = 0; i < n; i++)
        {
          pick -= tess_state_remaining (self->state, draws[i].move.tile);
          if (pick < 0)
            {
              TessError err = tess_state_apply_action (self->state, &draws[i], NULL, NULL);

              g_assert (err == TESS_OK);
              break;
            }
        }
    }
}

/* Emits the events in @raw (from index @from) and keeps them. */
static void
emit_events (TessGame  *self,
             GPtrArray *raw)
{
  for (guint i = 0; i < raw->len; i++)
    {
      TessGameEvent *event = g_ptr_array_index (raw, i);

      g_ptr_array_add (self->events, tess_game_event_copy (event));
      g_signal_emit (self, _tess_game_signals[TESS_GAME_SIGNAL_FEATURE_SCORED], 0, event);
    }
}

/* Gets the turn of the current player ready: draws (unseeded), discards
 * tiles that fit nowhere, and ends the game with its final scoring when
 * nothing is left to play. With @emit, says so by signals. */
void
_tess_game_start_turn (TessGame *self,
                       gboolean  emit)
{
  const TessDef *def = tess_state_def (self->state);
  int guard = 4 * tess_def_total_tiles (def) + 16;

  self->seek_drawn = FALSE;
  self->pending = FALSE;
  self->options = 0;

  while (guard-- > 0 && !tess_state_is_over (self->state))
    {
      int hand, unplaceable = -1, dead = -1;
      TessAction pass = { TESS_ACTION_PASS, { 0, 0, 0, 0, -1, 0 } };
      gboolean playable = FALSE;
      gboolean river_open = tess_state_river_open (self->state, NULL, NULL, NULL);

      draw_unseeded (self);
      hand = tess_state_hand_size (self->state);
      /* A tile that fits nowhere is discarded. With a hand of several,
       * while the River runs, a tile may only be waiting (a base tile
       * for the River's end, a river tile for the river to turn): it is
       * kept as long as another tile can be played. Once the River is
       * done (the lake down) a tile that fits nowhere goes at once. */
      for (int i = 0; i < hand; i++)
        {
          int type = tess_state_hand_tile (self->state, i);

          if (tess_state_can_place (self->state, type))
            playable = TRUE;
          else
            {
              if (unplaceable < 0)
                unplaceable = type;
              if (dead < 0 && !river_open)
                dead = type;
            }
        }
      if (!playable && dead < 0)
        dead = unplaceable;
      if (dead < 0)
        break;
      unplaceable = dead;

      pass.move.tile = (uint16_t) unplaceable;
      if (tess_state_apply_action (self->state, &pass, NULL, NULL) != TESS_OK)
        {
          g_critical ("The engine refused to discard tile %s",
                      tess_def_tile (def, unplaceable)->id);
          break;
        }
      tess_replay_append_discard (self->replay, unplaceable);
      if (emit)
        g_signal_emit (self, _tess_game_signals[TESS_GAME_SIGNAL_TILE_DISCARDED], 0,
                       tess_state_current_player (self->state), unplaceable);
    }

  /* Offer a tile that can be played. */
  if (!_tess_game_hand_contains (self, self->selected) ||
      !tess_state_can_place (self->state, self->selected))
    {
      int hand = tess_state_is_over (self->state) ? 0 : tess_state_hand_size (self->state);

      self->selected = tess_state_current_tile (self->state);
      for (int i = hand - 1; i >= 0; i--)
        if (tess_state_can_place (self->state, tess_state_hand_tile (self->state, i)))
          self->selected = tess_state_hand_tile (self->state, i);
    }

  if (tess_state_is_over (self->state) && !tess_state_is_final_scored (self->state))
    {
      g_autoptr(GPtrArray) raw = g_ptr_array_new_with_free_func ((GDestroyNotify) tess_game_event_free);

      tess_state_final_scoring (self->state, _tess_game_collect_event, raw);
      self->selected = -1;
      if (emit)
        {
          _tess_game_sync_properties (self);
          emit_events (self, raw);
          g_signal_emit (self, _tess_game_signals[TESS_GAME_SIGNAL_GAME_OVER], 0);
        }
      else
        {
          for (guint i = 0; i < raw->len; i++)
            g_ptr_array_add (self->events, tess_game_event_copy (g_ptr_array_index (raw, i)));
        }
    }
}

/* ------------------------------------------------------------ the turn */

/**
 * tess_game_get_placements:
 *
 * Returns: (transfer full) (element-type TessGamePlacement): the legal
 *   placements of the tile in hand, in the engine's order; empty when the
 *   game is over or the tile is already laid
 */
GArray *
tess_game_get_placements (TessGame *self)
{
  GArray *out;
  int max, n;
  g_autofree TessPlacement *buf = NULL;

  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  out = g_array_new (FALSE, FALSE, sizeof (TessGamePlacement));
  if (self->phase != TESS_GAME_PHASE_PLACE_TILE || self->tile < 0)
    return out;

  max = tess_def_max_placements (tess_game_get_def (self));
  buf = g_new (TessPlacement, MAX (max, 1));
  n = tess_state_placements (self->state, self->tile, buf, max);
  for (int i = 0; i < n; i++)
    {
      TessGamePlacement p = { buf[i].x, buf[i].y, buf[i].rot };

      g_array_append_val (out, p);
    }
  return out;
}

gboolean
tess_game_can_place_at (TessGame *self,
                        int       x,
                        int       y,
                        int       rot)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  if (self->phase != TESS_GAME_PHASE_PLACE_TILE || self->tile < 0)
    return FALSE;
  return tess_state_check_placement (self->state, self->tile, x, y, ((rot % 4) + 4) % 4) == TESS_OK;
}

/* The rotation to show at a cell: @preferred when it fits, else the next
 * one clockwise that fits, -1 when none does. */
int
tess_game_fitting_rotation (TessGame *self,
                            int       x,
                            int       y,
                            int       preferred)
{
  g_return_val_if_fail (TESS_IS_GAME (self), -1);

  for (int i = 0; i < 4; i++)
    {
      int rot = (((preferred + i) % 4) + 4) % 4;

      if (tess_game_can_place_at (self, x, y, rot))
        return rot;
    }
  return -1;
}

/**
 * tess_game_place_tile:
 *
 * Lays the tile in hand at (@x, @y) turned by @rot quarter turns: the
 * first step of a turn. The move is played by tess_game_place_follower().
 */
gboolean
tess_game_place_tile (TessGame  *self,
                      int        x,
                      int        y,
                      int        rot,
                      GError   **error)
{
  TessError err;

  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->phase == TESS_GAME_PHASE_GAME_OVER)
    {
      g_set_error_literal (error, TESS_GAME_ERROR, TESS_GAME_ERROR_FINISHED,
                           _("The game is over."));
      return FALSE;
    }
  if (self->phase != TESS_GAME_PHASE_PLACE_TILE)
    {
      g_set_error_literal (error, TESS_GAME_ERROR, TESS_GAME_ERROR_PHASE,
                           _("The tile is already on the board: choose where your follower goes, or none."));
      return FALSE;
    }
  if (rot < 0 || rot > 3)
    {
      g_set_error_literal (error, TESS_GAME_ERROR, TESS_GAME_ERROR_ILLEGAL,
                           tess_engine_error_message (TESS_ERR_BAD_ROTATION));
      return FALSE;
    }

  err = tess_state_check_placement (self->state, self->tile, x, y, rot);
  if (err != TESS_OK)
    {
      /* Why, in the player's words: "The city on this tile would meet a
       * field." */
      g_autofree char *reason = tess_game_explain_placement (self, x, y, rot);

      g_set_error_literal (error, TESS_GAME_ERROR, TESS_GAME_ERROR_ILLEGAL,
                           reason != NULL ? reason : tess_engine_error_message (err));
      return FALSE;
    }

  self->pending = TRUE;
  self->pending_x = x;
  self->pending_y = y;
  self->pending_rot = rot;
  self->options = tess_state_follower_options (self->state, self->tile, x, y, rot);

  _tess_game_sync_properties (self);
  g_signal_emit (self, _tess_game_signals[TESS_GAME_SIGNAL_TILE_PLACED], 0, x, y, rot);
  _tess_game_emit_changed (self);

  return TRUE;
}

gboolean
tess_game_get_pending (TessGame *self,
                       int      *x,
                       int      *y,
                       int      *rot)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  if (!self->pending)
    return FALSE;
  if (x)
    *x = self->pending_x;
  if (y)
    *y = self->pending_y;
  if (rot)
    *rot = self->pending_rot;
  return TRUE;
}

/**
 * tess_game_get_follower_options:
 *
 * Returns: (transfer full) (element-type int): the features of the tile
 *   just laid on which the current player may put a follower, or the big
 *   follower (DESIGN.md §8: it goes where a follower may, and may be the
 *   only figure left), in feature order; empty when none (or no tile
 *   laid)
 */
GArray *
tess_game_get_follower_options (TessGame *self)
{
  GArray *out;
  uint32_t options;

  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  out = g_array_new (FALSE, FALSE, sizeof (int));
  if (!self->pending)
    return out;
  options = self->options | tess_state_figure_options (self->state, self->tile, self->pending_x,
                                                       self->pending_y, self->pending_rot,
                                                       TESS_FIGURE_BIG);
  for (int f = 0; f < 32; f++)
    if (options & (1u << f))
      g_array_append_val (out, f);
  return out;
}

/* Takes the laid tile back into the hand, before a follower is chosen. */
gboolean
tess_game_take_back_tile (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  if (!self->pending)
    return FALSE;
  self->pending = FALSE;
  self->options = 0;
  _tess_game_sync_properties (self);
  g_signal_emit (self, _tess_game_signals[TESS_GAME_SIGNAL_TILE_TAKEN_BACK], 0);
  _tess_game_emit_changed (self);
  return TRUE;
}

/* What follows @mover's move that the board does not show: the goods it
 * took, then the extra turn or the turns that passed over players
 * (tess_explain_after_move(), as the history says it). */
static char *
game_passes (TessGame *self,
             int       mover)
{
  int n = tess_state_n_players (self->state);
  g_autofree const char **names = g_new0 (const char *, n + 1);

  for (int p = 0; p < n; p++)
    names[p] = tess_game_get_player_name (self, p);
  return tess_explain_after_move (self->state, mover, names, (guint) n);
}

static gboolean
commit_move (TessGame        *self,
             const TessMove  *move,
             GError         **error)
{
  g_autoptr(GPtrArray) raw = g_ptr_array_new_with_free_func ((GDestroyNotify) tess_game_event_free);
  g_autofree char *passes = NULL;
  int player = tess_state_current_player (self->state);
  TessAction place = { TESS_ACTION_PLACE, *move };
  TessError err;

  err = tess_state_apply_action (self->state, &place, _tess_game_collect_event, raw);
  if (err != TESS_OK)
    {
      g_set_error_literal (error, TESS_GAME_ERROR, TESS_GAME_ERROR_ILLEGAL,
                           tess_engine_error_message (err));
      return FALSE;
    }
  /* A new move: the moves undone are not played any more. */
  g_clear_pointer (&self->redo_replay, tess_replay_unref);
  g_clear_pointer (&self->redo_record, tess_record_unref);
  tess_replay_append_move (self->replay, move);

  self->pending = FALSE;
  self->options = 0;

  _tess_game_sync_properties (self);
  if (move->feature >= 0)
    g_signal_emit (self, _tess_game_signals[TESS_GAME_SIGNAL_FOLLOWER_PLACED], 0,
                   player, tess_state_n_placed (self->state) - 1, (int) move->feature);
  emit_events (self, raw);

  /* Said before the discards of the next turn: they come after it. */
  passes = game_passes (self, player);
  if (passes != NULL)
    g_signal_emit (self, _tess_game_signals[TESS_GAME_SIGNAL_TURN_PASSED], 0, passes);

  _tess_game_start_turn (self, TRUE);
  _tess_game_sync_properties (self);

  if (!tess_state_is_over (self->state))
    g_signal_emit (self, _tess_game_signals[TESS_GAME_SIGNAL_TURN_STARTED], 0, tess_state_current_player (self->state));
  _tess_game_emit_changed (self);

  return TRUE;
}

/**
 * tess_game_place_follower:
 * @feature: a feature of the tile just laid, or -1 for no follower
 *
 * Plays the move: the tile laid by tess_game_place_tile() and the
 * follower. Scorings, the next turn or the end of the game follow.
 */
gboolean
tess_game_place_follower (TessGame  *self,
                          int        feature,
                          GError   **error)
{
  return tess_game_place_figure (self, feature, TESS_FIGURE_FOLLOWER, error);
}

/**
 * tess_game_place_figure:
 * @feature: a feature of the pending tile, or -1 for none
 * @figure: the kind of figure (DESIGN.md §8), a #TessFigure
 *
 * As tess_game_place_follower(), with a figure of any kind the player
 * holds.
 */
gboolean
tess_game_place_figure (TessGame  *self,
                        int        feature,
                        int        figure,
                        GError   **error)
{
  TessMove move = { 0 };

  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!self->pending)
    {
      g_set_error_literal (error, TESS_GAME_ERROR,
                           self->phase == TESS_GAME_PHASE_GAME_OVER ? TESS_GAME_ERROR_FINISHED : TESS_GAME_ERROR_PHASE,
                           self->phase == TESS_GAME_PHASE_GAME_OVER ? _("The game is over.")
                                                                     : _("Place the tile first."));
      return FALSE;
    }
  /* A follower goes where the options say; another kind of figure where
   * the engine lets it. */
  if (feature >= 0 && (feature >= 32 || figure != TESS_FIGURE_FOLLOWER
                       || !(self->options & (1u << feature))))
    {
      TessError err = tess_state_check_figure (self->state, self->tile,
                                               self->pending_x, self->pending_y,
                                               self->pending_rot, feature, (TessFigure) figure);

      if (err != TESS_OK || figure == TESS_FIGURE_FOLLOWER)
        {
          g_set_error_literal (error, TESS_GAME_ERROR, TESS_GAME_ERROR_ILLEGAL,
                               _tess_game_explain_follower (err != TESS_OK ? err
                                                            : TESS_ERR_BAD_FEATURE, figure));
          return FALSE;
        }
    }

  move.tile = self->tile;
  move.x = self->pending_x;
  move.y = self->pending_y;
  move.rot = self->pending_rot;
  move.feature = feature < 0 ? -1 : feature;
  move.figure = feature < 0 ? TESS_FIGURE_FOLLOWER : (uint8_t) figure;

  return commit_move (self, &move, error);
}

gboolean
tess_game_play_move (TessGame  *self,
                     int        type,
                     int        x,
                     int        y,
                     int        rot,
                     int        feature,
                     GError   **error)
{
  return tess_game_play_move_figure (self, type, x, y, rot, feature, TESS_FIGURE_FOLLOWER, error);
}

gboolean
tess_game_play_move_figure (TessGame  *self,
                            int        type,
                            int        x,
                            int        y,
                            int        rot,
                            int        feature,
                            int        figure,
                            GError   **error)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  if (self->pending)
    tess_game_take_back_tile (self);
  if (self->phase == TESS_GAME_PHASE_PLACE_TILE && type != self->tile &&
      !tess_game_select_tile (self, type, error))
    return FALSE;
  if (!tess_game_place_tile (self, x, y, rot, error))
    return FALSE;
  if (!tess_game_place_figure (self, feature, figure, error))
    {
      tess_game_take_back_tile (self);
      return FALSE;
    }
  return TRUE;
}

/**
 * tess_game_draw_tile:
 * @type: the tile type drawn
 *
 * Puts @type in the hand of the player to move, in a game whose draws
 * come from outside (tess_game_new_with_external_draws()): an online
 * game's fair draw. A tile that fits nowhere is discarded at once, as
 * the rules say (#TessGame::tile-discarded), and the hand is empty again.
 *
 * Returns: whether the tile was drawn; %FALSE with @error when the game
 *   does not draw from outside, is over, has a full hand, or the bag
 *   holds no such tile
 */
gboolean
tess_game_draw_tile (TessGame  *self,
                     int        type,
                     GError   **error)
{
  const TessRules *rules;
  TessAction draw = { TESS_ACTION_DRAW, { 0, 0, 0, 0, -1, 0 } };
  TessError err;

  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  rules = tess_def_rules (tess_state_def (self->state));
  if (!self->external_draws || tess_state_is_over (self->state)
      || tess_state_hand_size (self->state) >= rules->hand)
    {
      g_set_error_literal (error, TESS_GAME_ERROR,
                           tess_state_is_over (self->state) ? TESS_GAME_ERROR_FINISHED : TESS_GAME_ERROR_PHASE,
                           _("No tile can be drawn now."));
      return FALSE;
    }
  draw.move.tile = (uint16_t) type;
  err = tess_state_apply_action (self->state, &draw, NULL, NULL);
  if (err != TESS_OK)
    {
      g_set_error_literal (error, TESS_GAME_ERROR, TESS_GAME_ERROR_ILLEGAL,
                           tess_engine_error_message (err));
      return FALSE;
    }
  _tess_game_start_turn (self, TRUE);
  _tess_game_sync_properties (self);
  if (!tess_state_is_over (self->state))
    g_signal_emit (self, _tess_game_signals[TESS_GAME_SIGNAL_TURN_STARTED], 0,
                   tess_state_current_player (self->state));
  _tess_game_emit_changed (self);
  return TRUE;
}

/* Whether the tiles come from outside the game (tess_game_draw_tile()). */
gboolean
tess_game_get_external_draws (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  return self->external_draws;
}
