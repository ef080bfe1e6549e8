/* tess-online-game-choice.c: the computer's moves, chosen and checked off the main thread
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every client finds the same move for a computer seat (the draw's
 * number seeds it, and its simulations are capped, never timed). The
 * client that plays a computer seat, or a seat handed over to the
 * computer, chooses its move in a worker thread. Every other client
 * checks a move made for a seat handed over against the one it finds
 * itself (DESIGN §7), in a worker thread too: meanwhile the stanzas
 * that come are held in their order, and applied once the verdict is
 * in. So the window never freezes while a computer thinks, at any
 * level.
 */

#define G_LOG_DOMAIN "tess-online-game"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tess-ai.h"
#include "tess-online-game-private.h"
#include "tess-replay.h"

/* Simulations are capped and untimed, so that every machine finds the
 * same move for a computer seat. */
#define UNTIMED_BUDGET_MS (24 * 3600 * 1000)

/* A computer's choice for the seat to move: the same seed and a cap on
 * the simulations, so any machine finds the same move. */
typedef struct
{
  TessGame  *game;      /* holds the definition the computer reads */
  TessAi    *ai;
  TessState *turn;
  int        drawn;
  guint      draw;
  guint      n_moves;
  TessMove   move;
  gboolean   discard;
} Choice;

static void
choice_free (Choice *choice)
{
  g_clear_pointer (&choice->ai, tess_ai_free);
  g_clear_pointer (&choice->turn, tess_state_free);
  g_clear_object (&choice->game);
  g_free (choice);
}

static Choice *
choice_new (TessOnlineGame *self)
{
  const char *seat = self->seats->pdata[self->mover];
  gboolean handed = _tess_online_game_seat_played_for (self, self->mover);
  const char *level_name = _tess_online_game_is_computer (seat) ? seat + 3
                           : handed ? self->handover_level : self->level;
  int level = tess_ai_level_from_name (level_name);
  Choice *choice = g_new0 (Choice, 1);

  choice->game = g_object_ref (self->game);
  choice->turn = tess_game_dup_state (self->game);
  choice->drawn = self->drawn;
  choice->draw = self->draw;
  choice->n_moves = tess_game_get_n_moves (self->game);
  choice->ai = tess_ai_new (tess_game_get_def (self->game),
                            level < 0 ? TESS_AI_EASY : (TessAiLevel) level, self->draw);
  tess_ai_set_budget (choice->ai, UNTIMED_BUDGET_MS,
                      handed ? self->handover_simulations : self->simulations);
  return choice;
}

static void
choice_run (Choice *choice)
{
  choice->discard = !tess_ai_choose (choice->ai, choice->turn, &choice->move, NULL);
  if (choice->discard)
    choice->move.tile = (uint16_t) choice->drawn;
}

static JsonObject *
choice_to_json (Choice *choice)
{
  return tess_replay_move_to_json (tess_game_get_def (choice->game), &choice->move, choice->discard);
}

/* A choice, made in a worker thread: to play it or to check a move. */
static void
choice_worker (GTask        *task,
               gpointer      source,
               gpointer      task_data,
               GCancellable *cancellable)
{
  choice_run (task_data);
  g_task_return_boolean (task, TRUE);
}

static void
choose_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  TessOnlineGame *self = TESS_ONLINE_GAME (source);
  Choice *choice = g_task_get_task_data (G_TASK (result));
  GCancellable *cancellable = g_task_get_cancellable (G_TASK (result));

  if (g_cancellable_is_cancelled (cancellable) || self->game != choice->game)
    return;
  if (self->choosing == cancellable)
    g_clear_object (&self->choosing);
  g_clear_pointer (&self->chosen, json_object_unref);
  self->chosen = choice_to_json (choice);
  self->chosen_draw = choice->draw;
  self->chosen_moves = choice->n_moves;
  /* Sent now if it is still this turn's; else chosen again. */
  _tess_online_game_act (self);
}

/* The computer's move for this turn, chosen in a worker thread so that
 * the window never freezes while it thinks: TRUE with @move once chosen;
 * else FALSE, a worker is choosing, and choose_done() acts again. */
gboolean
_tess_online_game_take_chosen_move (TessOnlineGame  *self,
                                    JsonObject     **move)
{
  g_autoptr(GTask) task = NULL;

  if (self->chosen != NULL && self->chosen_draw == self->draw
      && self->chosen_moves == tess_game_get_n_moves (self->game))
    {
      *move = g_steal_pointer (&self->chosen);
      return TRUE;
    }
  g_clear_pointer (&self->chosen, json_object_unref);
  if (self->choosing != NULL)
    return FALSE;
  self->choosing = g_cancellable_new ();
  task = g_task_new (self, self->choosing, choose_done, NULL);
  g_task_set_source_tag (task, _tess_online_game_take_chosen_move);
  g_task_set_task_data (task, choice_new (self), (GDestroyNotify) choice_free);
  g_task_run_in_thread (task, choice_worker);
  return FALSE;
}

/* ------------------------------------------------------------ checking */

/* A stanza that came while a move handed over is checked; or, with no
 * payload, the end of the room's archive read on coming back. */
typedef struct
{
  TessPayload *payload;     /* nullable */
  char        *sender;
  gboolean     archived;  /* read from the room's archive: taken, not applied */
} Waiting;

static void
waiting_free (gpointer data)
{
  Waiting *waiting = data;

  g_clear_pointer (&waiting->payload, tess_payload_free);
  g_free (waiting->sender);
  g_free (waiting);
}

gboolean
_tess_online_game_checking (TessOnlineGame *self)
{
  return self->checking != NULL;
}

void
_tess_online_game_wait (TessOnlineGame *self,
                        TessPayload    *payload,
                        const char     *sender,
                        gboolean        archived)
{
  Waiting *waiting = g_new0 (Waiting, 1);

  waiting->payload = payload != NULL ? tess_payload_copy (payload) : NULL;
  waiting->sender = g_strdup (sender);
  waiting->archived = archived;
  g_queue_push_tail (&self->unchecked, waiting);
}

/* The stanzas held while a move was checked, in their order, until one
 * is checked again; then what is this client's to do. Coming back, the
 * game so far is compared with the one saved here where the archive
 * ended, not once nothing waits: the stanzas go on coming. */
static void
drain (TessOnlineGame *self)
{
  while (self->checking == NULL && !g_queue_is_empty (&self->unchecked))
    {
      Waiting *waiting = g_queue_pop_head (&self->unchecked);

      if (waiting->payload == NULL)
        {
          self->caught_up_pending = FALSE;
          if (self->state != TESS_ONLINE_GAME_STOPPED)
            _tess_online_game_caught_up (self);
        }
      else if (self->phase != PHASE_OVER)
        {
          if (waiting->archived)
            _tess_online_game_take (self, waiting->payload, waiting->sender);
          else
            _tess_online_game_apply (self, waiting->payload, waiting->sender);
        }
      waiting_free (waiting);
    }
  if (self->checking == NULL && !self->catching_up && self->phase != PHASE_OVER)
    _tess_online_game_act (self);
}

static void
check_done (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  TessOnlineGame *self = TESS_ONLINE_GAME (source);
  Choice *choice = g_task_get_task_data (G_TASK (result));
  GCancellable *cancellable = g_task_get_cancellable (G_TASK (result));
  g_autoptr(TessPayload) payload = NULL;
  g_autofree char *sender = NULL;

  if (g_cancellable_is_cancelled (cancellable) || self->checking != cancellable)
    return;
  g_clear_object (&self->checking);
  payload = g_steal_pointer (&self->check_payload);
  sender = g_steal_pointer (&self->check_sender);
  g_clear_pointer (&self->checked, json_object_unref);
  self->checked = choice_to_json (choice);
  /* Applied again, with the verdict in; then what came meanwhile. */
  _tess_online_game_apply (self, payload, sender);
  g_clear_pointer (&self->checked, json_object_unref);
  drain (self);
}

/* A move from @sender for the seat to move, handed over to the
 * computer: TRUE once checked, with @problem set when it is not the
 * computer's; FALSE while a worker finds the computer's move, and then
 * @payload is applied again once it has. */
gboolean
_tess_online_game_check_handed (TessOnlineGame  *self,
                                TessPayload     *payload,
                                const char      *sender,
                                char           **problem)
{
  g_autoptr(GTask) task = NULL;

  if (self->checked != NULL)
    {
      g_autoptr(JsonNode) theirs = json_node_new (JSON_NODE_OBJECT);
      g_autoptr(JsonNode) mine = json_node_new (JSON_NODE_OBJECT);

      json_node_set_object (theirs, tess_payload_get_object (payload));
      json_node_take_object (mine, g_steal_pointer (&self->checked));
      if (json_node_equal (theirs, mine))
        return TRUE;
      /* Translators: the first %s is an address, the second a player's. */
      *problem = g_strdup_printf (_("%s played the seat of %s, given to the computer, otherwise "
                                    "than the computer does."), sender,
                                  (char *) self->seats->pdata[self->mover]);
      return TRUE;
    }
  self->checking = g_cancellable_new ();
  self->check_payload = tess_payload_copy (payload);
  self->check_sender = g_strdup (sender);
  task = g_task_new (self, self->checking, check_done, NULL);
  g_task_set_source_tag (task, _tess_online_game_check_handed);
  g_task_set_task_data (task, choice_new (self), (GDestroyNotify) choice_free);
  g_task_run_in_thread (task, choice_worker);
  return FALSE;
}

/* The game stops, or its object goes: no worker's move counts now. */
void
_tess_online_game_stop_choosing (TessOnlineGame *self)
{
  g_cancellable_cancel (self->choosing);
  g_clear_object (&self->choosing);
  g_clear_pointer (&self->chosen, json_object_unref);
  g_cancellable_cancel (self->checking);
  g_clear_object (&self->checking);
  g_clear_pointer (&self->checked, json_object_unref);
  g_clear_pointer (&self->check_payload, tess_payload_free);
  g_clear_pointer (&self->check_sender, g_free);
  g_queue_clear_full (&self->unchecked, waiting_free);
  self->caught_up_pending = FALSE;
}
