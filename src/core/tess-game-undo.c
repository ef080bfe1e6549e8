/* tess-game-undo.c: undo, redo and seeking in a TessGame
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-game"

#include "config.h"

#include <string.h>

#include "tess-game-private.h"
#include "tess-engine.h"

/* ------------------------------------------------------------ undo and replays */

/* Undo and redo move along the line of play: the record, then the moves
 * undone (self->redo_record, with its own replay to tell who made each move).
 * The record is always a prefix of it; a new move drops it. */

static gboolean
same_record_move (const TessRecordMove *a,
                  const TessRecordMove *b)
{
  if (g_strcmp0 (a->tile, b->tile) != 0 || !a->discard != !b->discard)
    return FALSE;
  if (a->discard)
    return TRUE;
  return a->x == b->x && a->y == b->y && a->rot == b->rot && a->follower == b->follower;
}

/* Whether the record is the start of the line. */
static gboolean
line_is_prefix (TessGame *self)
{
  guint n = tess_record_n_moves (self->record);

  if (self->redo_record == NULL || tess_record_n_moves (self->redo_record) < n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (!same_record_move (tess_record_move (self->record, i), tess_record_move (self->redo_record, i)))
      return FALSE;
  return TRUE;
}

/* Whether the line continues the record with moves to redo. */
static gboolean
line_is_ahead (TessGame *self)
{
  return line_is_prefix (self) &&
         tess_record_n_moves (self->redo_record) > tess_record_n_moves (self->record);
}

/* Makes the line anew from the record when it no longer continues it. */
static gboolean
ensure_line (TessGame  *self,
             GError   **error)
{
  if (self->redo_record != NULL && line_is_prefix (self))
    return TRUE;
  g_clear_pointer (&self->redo_replay, tess_replay_unref);
  g_clear_pointer (&self->redo_record, tess_record_unref);
  self->redo_record = tess_record_copy (self->record);
  self->redo_replay = tess_replay_new (self->redo_record, error);
  if (self->redo_replay == NULL)
    {
      g_clear_pointer (&self->redo_record, tess_record_unref);
      return FALSE;
    }
  return TRUE;
}

static void
drop_line (TessGame *self)
{
  g_clear_pointer (&self->redo_replay, tess_replay_unref);
  g_clear_pointer (&self->redo_record, tess_record_unref);
}

/* Who made each of the first @n moves of @replay's record (fewer when a
 * move is illegal). */
static GArray *
get_movers (TessReplay *replay,
            guint       n)
{
  g_autoptr(TessState) st = tess_replay_new_state (replay);
  GArray *out = g_array_sized_new (FALSE, FALSE, sizeof (int), n);

  for (guint i = 0; i < n; i++)
    {
      int player = tess_state_current_player (st);

      if (!tess_replay_apply (replay, st, i, NULL, NULL, NULL))
        break;
      g_array_append_val (out, player);
    }
  return out;
}

static gboolean
has_human (TessGame *self)
{
  guint n = tess_record_n_players (self->record);

  for (guint p = 0; p < n; p++)
    if (tess_record_player (self->record, p)->ai == TESS_AI_NONE)
      return TRUE;
  return FALSE;
}

/* A move someone chose: a placement by a person, or by anyone in a game
 * without people. Discards and computer moves only follow from them. */
static gboolean
is_decision (TessGame             *self,
             const TessRecordMove *move,
             int                   player,
             gboolean              humans)
{
  if (move->discard)
    return FALSE;
  return !humans || tess_record_player (self->record, player)->ai == TESS_AI_NONE;
}

/* How many moves stay after an undo: those before the last decision;
 * -1 when there is none. */
static int
undo_target (TessGame *self)
{
  guint n = tess_record_n_moves (self->record);
  gboolean humans = has_human (self);
  g_autoptr(GArray) movers = NULL;

  if (n == 0)
    return -1;
  movers = get_movers (self->replay, n);
  for (guint i = MIN (n, movers->len); i > 0; i--)
    if (is_decision (self, tess_record_move (self->record, i - 1),
                     g_array_index (movers, int, i - 1), humans))
      return (int) i - 1;
  return -1;
}

/* How many moves there are after a redo: the next decision of the line
 * and what follows from it, up to the decision after it; -1 when there
 * is nothing to redo. */
static int
redo_target (TessGame *self)
{
  guint n = tess_record_n_moves (self->record), n_redo, i;
  gboolean humans = has_human (self);
  g_autoptr(GArray) movers = NULL;

  if (!line_is_ahead (self))
    return -1;
  n_redo = tess_record_n_moves (self->redo_record);
  movers = get_movers (self->redo_replay, n_redo);
  n_redo = movers->len;
  if (n_redo <= n)
    return -1;

  /* Up to the next decision, which is redone... */
  for (i = n; i < n_redo; i++)
    if (is_decision (self, tess_record_move (self->redo_record, i), g_array_index (movers, int, i), humans))
      break;
  /* ...with what follows from it. */
  for (i++; i < n_redo; i++)
    if (is_decision (self, tess_record_move (self->redo_record, i), g_array_index (movers, int, i), humans))
      break;
  return (int) MIN (i, n_redo);
}

static void
append_line_move (TessGame *self,
                  guint     i)
{
  tess_record_append (self->record, tess_record_move (self->redo_record, i));
}

/* Brings the record to the first @n_moves moves of the line and the
 * state and events after them. With @play, the game goes on from there
 * (the turn starts); else it is only shown. */
static gboolean
go_to (TessGame  *self,
       guint      n_moves,
       gboolean   play,
       gboolean   final_scoring,
       GError   **error)
{
  g_autoptr(GPtrArray) raw = g_ptr_array_new_with_free_func ((GDestroyNotify) tess_game_event_free);
  g_autoptr(GError) local_error = NULL;
  guint old = tess_record_n_moves (self->record);
  guint n_redo, applied;
  const TessRecordMove *next = NULL;

  if (!ensure_line (self, error))
    return FALSE;
  n_redo = tess_record_n_moves (self->redo_record);
  if (n_moves > n_redo)
    n_moves = n_redo;

  /* No move thought out for the old position may be played. */
  tess_game_cancel_thinking (self);

  if (n_moves < old)
    {
      tess_record_truncate (self->record, n_moves);
      tess_replay_invalidate (self->replay, n_moves);
    }
  for (guint i = old; i < n_moves; i++)
    append_line_move (self, i);

  /* The state, as a record is loaded: from the start, every scoring. */
  if (!tess_replay_play (self->replay, n_moves, self->state, _tess_game_collect_event, raw, &local_error))
    applied = (guint) tess_state_n_moves (self->state);
  else
    applied = n_moves;
  if (applied < n_moves)
    {
      /* A line from a legal game stays legal: keep what is. */
      tess_record_truncate (self->record, applied);
      tess_replay_invalidate (self->replay, applied);
      drop_line (self);
      n_moves = applied;
    }

  self->pending = FALSE;
  memset (self->held_back, 0, sizeof self->held_back);
  self->options = 0;
  g_ptr_array_set_size (self->events, 0);
  g_ptr_array_extend_and_steal (self->events, g_steal_pointer (&raw));

  if (self->redo_record != NULL && n_moves < tess_record_n_moves (self->redo_record))
    next = tess_record_move (self->redo_record, n_moves);

  if (play)
    {
      int type = next != NULL && !next->discard ? tess_def_find_type (tess_game_get_def (self), next->tile) : -1;

      /* The tile the player had: drawn again by name when unseeded, and
       * chosen again from a hand of several. */
      if (type >= 0 && !tess_state_is_seeded (self->state) && !tess_state_is_over (self->state) &&
          tess_state_hand_size (self->state) == 0)
        {
          TessAction draw = { TESS_ACTION_DRAW, { (uint16_t) type, 0, 0, 0, -1, 0 } };

          tess_state_apply_action (self->state, &draw, NULL, NULL);
        }
      self->selected = type;
      _tess_game_start_turn (self, TRUE);
      if (!line_is_ahead (self))
        drop_line (self);
    }
  else
    {
      self->selected = -1;
      self->seek_drawn = next != NULL && !next->discard && !final_scoring &&
                         !tess_state_is_seeded (self->state) &&
                         !tess_state_is_over (self->state) &&
                         tess_state_hand_size (self->state) == 0;
      if (final_scoring && tess_state_is_over (self->state))
        {
          g_autoptr(GPtrArray) final = g_ptr_array_new_with_free_func ((GDestroyNotify) tess_game_event_free);

          tess_state_final_scoring (self->state, _tess_game_collect_event, final);
          g_ptr_array_extend_and_steal (self->events, g_steal_pointer (&final));
        }
    }

  _tess_game_sync_properties (self);
  if (local_error != NULL)
    {
      _tess_game_emit_changed (self);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (play && !tess_state_is_over (self->state))
    g_signal_emit (self, _tess_game_signals[TESS_GAME_SIGNAL_TURN_STARTED], 0, tess_state_current_player (self->state));
  _tess_game_emit_changed (self);
  return TRUE;
}

/**
 * tess_game_can_undo:
 *
 * Whether there is something to undo: a tile laid in this turn, or a
 * decision (see tess_game_undo()).
 */
gboolean
tess_game_can_undo (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  return self->pending || undo_target (self) >= 0;
}

/**
 * tess_game_undo:
 *
 * During the follower step, takes the tile back. Else goes back to the
 * last decision: the last tile a person placed, with the computer moves
 * and discards after it (in a game without people, the last move), so
 * that the same player has the same tile in hand again.
 *
 * Returns: %FALSE when there was nothing to undo (or, with @error, the
 *   record could not be replayed)
 */
gboolean
tess_game_undo (TessGame  *self,
                GError   **error)
{
  int target;

  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  if (self->pending)
    {
      tess_game_cancel_thinking (self);
      return tess_game_take_back_tile (self);
    }
  target = undo_target (self);
  if (target < 0)
    return FALSE;
  return go_to (self, target, TRUE, FALSE, error);
}

gboolean
tess_game_can_redo (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  return line_is_ahead (self);
}

/**
 * tess_game_redo:
 *
 * Plays again the decision undone last, with the computer moves and
 * discards that followed it. A laid tile is taken back first.
 *
 * Returns: %FALSE when there was nothing to redo
 */
gboolean
tess_game_redo (TessGame  *self,
                GError   **error)
{
  int target;

  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  target = redo_target (self);
  if (target < 0)
    return FALSE;
  return go_to (self, target, TRUE, FALSE, error);
}

guint
tess_game_get_n_line_moves (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);

  if (line_is_ahead (self))
    return tess_record_n_moves (self->redo_record);
  return tess_record_n_moves (self->record);
}

gboolean
tess_game_play_from (TessGame  *self,
                     guint      n_moves,
                     GError   **error)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  return go_to (self, n_moves, TRUE, FALSE, error);
}

gboolean
tess_game_seek (TessGame  *self,
                guint      n_moves,
                gboolean   final_scoring,
                GError   **error)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  return go_to (self, n_moves, FALSE, final_scoring, error);
}
