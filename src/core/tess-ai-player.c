/* tess-ai-player.c: computer players, thinking in a worker thread
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-ai-player"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-ai-player.h"
#include "tess-replay.h"

/* How thinking is shared between threads: the main thread copies the
 * state and builds the engine's player (TessAi) in a Think; the worker
 * thread owns both while it thinks and touches nothing else; the result
 * comes back as a TessAiChoice on the main context, where the caller
 * plays it. The Think holds a reference to the game's TessReplay, which
 * owns the TessDef that the copy and the TessAi point to: the game may
 * go away meanwhile. Cancellation reaches the engine's volatile flag
 * through the Think's own GCancellable, which the game's thinking
 * cancellable and the caller's cancel in turn. */

/* ------------------------------------------------------------ choices */

TessAiChoice *
tess_ai_choice_copy (const TessAiChoice *choice)
{
  g_return_val_if_fail (choice != NULL, NULL);

  return g_memdup2 (choice, sizeof *choice);
}

void
tess_ai_choice_free (TessAiChoice *choice)
{
  g_free (choice);
}

const char *
tess_ai_level_display_name (int level)
{
  switch (level)
    {
    case TESS_AI_RANDOM:
      /* Translators: the level of a computer player that plays at random. */
      return C_("computer level", "Random");
    case TESS_AI_EASY:
      return C_("computer level", "Easy");
    case TESS_AI_MEDIUM:
      return C_("computer level", "Medium");
    case TESS_AI_HARD:
      return C_("computer level", "Hard");
    default:
      return "";
    }
}

/* What the tile does: completes or extends a feature of the player's. */
static const char *
describe_tile (const TessAiChoice *choice,
               char              **owned)
{
  if (choice->points > 0)
    switch (choice->completes)
      {
      case TESS_FEATURE_ROAD:
        /* Translators: a hint: the suggested tile completes the player's road, worth %d points. */
        return *owned = g_strdup_printf (_("Completes your road: +%d"), choice->points);
      case TESS_FEATURE_CITY:
        return *owned = g_strdup_printf (_("Completes your city: +%d"), choice->points);
      case TESS_FEATURE_MONASTERY:
        return *owned = g_strdup_printf (_("Completes your monastery: +%d"), choice->points);
      default:
        return *owned = g_strdup_printf (ngettext ("Scores %d point", "Scores %d points", choice->points),
                                         choice->points);
      }

  switch (choice->extends)
    {
    case TESS_FEATURE_ROAD:
      /* Translators: a hint: the suggested tile makes the player's road longer. */
      return _("Extends your road");
    case TESS_FEATURE_CITY:
      return _("Extends your city");
    case TESS_FEATURE_FIELD:
      return _("Extends your farm");
    default:
      return NULL;
    }
}

/* Where the follower goes, when it stays on the board. */
static const char *
describe_follower (const TessAiChoice *choice)
{
  if (choice->feature < 0 || choice->follower_returns)
    return NULL;

  switch (choice->follower_on)
    {
    case TESS_FEATURE_ROAD:
      /* Translators: a hint: put a follower on the road of the tile (a thief). */
      return _("Puts a thief on a road");
    case TESS_FEATURE_CITY:
      return _("Puts a knight in a city");
    case TESS_FEATURE_MONASTERY:
      return _("Puts a monk in a monastery");
    case TESS_FEATURE_FIELD:
      /* Translators: a hint: put a follower on a field (a farmer). */
      return _("Takes a farm");
    default:
      return NULL;
    }
}

/**
 * tess_ai_choice_describe:
 *
 * Why the move is good, in one line for the player who asked for a hint:
 * what the tile does ("Completes your city: +8", "Extends your road"),
 * where the follower goes ("Puts a knight in a city", "Takes a farm"),
 * or why none does.
 *
 * Returns: (transfer full): the translated line
 */
char *
tess_ai_choice_describe (const TessAiChoice *choice)
{
  g_autofree char *owned = NULL;
  const char *tile, *follower;

  g_return_val_if_fail (choice != NULL, NULL);

  if (choice->discard)
    /* Translators: a hint when the tile in hand fits nowhere. */
    return g_strdup (_("The tile fits nowhere"));

  tile = describe_tile (choice, &owned);
  follower = describe_follower (choice);
  if (choice->extra_turn)
    {
      g_autofree char *rest = NULL;

      if (tile != NULL && follower != NULL)
        rest = g_strdup_printf (_("%s · %s"), tile, follower);
      else if (tile != NULL || follower != NULL)
        rest = g_strdup (tile != NULL ? tile : follower);
      if (rest == NULL)
        /* Translators: a hint under the house rule hole_bonus. */
        return g_strdup (_("Fills a hole: play again"));
      /* Translators: a hint under the house rule hole_bonus; %s is the rest of the hint. */
      return g_strdup_printf (_("Fills a hole: play again · %s"), rest);
    }

  if (tile != NULL && follower != NULL)
    /* Translators: two reasons of a hint, e.g. "Extends your road · Puts a knight in a city". */
    return g_strdup_printf (_("%s · %s"), tile, follower);
  if (tile != NULL)
    return g_strdup (tile);
  if (follower != NULL)
    return g_strdup (follower);
  if (choice->supply > 0)
    /* Translators: a hint: the best move places no follower, so that the player keeps them for later. */
    return g_strdup (_("No follower: keep your supply"));
  /* Translators: a hint when nothing scores and no follower is left. */
  return g_strdup (_("Nothing to score: the safest place for this tile"));
}

/* ------------------------------------------------------------ thinking */

typedef struct
{
  TessReplay   *replay;       /* keeps the def alive */
  TessState    *state;        /* the copy thought on */
  TessAi       *ai;
  gint          cancel;       /* the engine's flag */

  /* The tile laid but not played: the follower step. */
  gboolean      pending;
  int           pending_type;
  int           pending_x;
  int           pending_y;
  int           pending_rot;

  GCancellable *own;
  gulong        own_handler;
  GCancellable *parents[2];
  gulong        parent_handlers[2];

  TessAiChoice  base;         /* player, n_moves and supply */
} Think;

static void
think_free (gpointer data)
{
  Think *think = data;

  /* The parents first: once they can no longer cancel the own one,
   * nothing reaches this Think from another thread. */
  for (guint i = 0; i < G_N_ELEMENTS (think->parents); i++)
    if (think->parents[i] != NULL)
      {
        g_cancellable_disconnect (think->parents[i], think->parent_handlers[i]);
        g_clear_object (&think->parents[i]);
      }
  if (think->own != NULL)
    {
      g_cancellable_disconnect (think->own, think->own_handler);
      g_clear_object (&think->own);
    }
  g_clear_pointer (&think->ai, tess_ai_free);
  g_clear_pointer (&think->state, tess_state_free);
  g_clear_pointer (&think->replay, tess_replay_unref);
  g_free (think);
}

static void
raise_flag (GCancellable *cancellable,
            gpointer      user_data)
{
  Think *think = user_data;

  g_atomic_int_set (&think->cancel, 1);
}

static void
cancel_child (GCancellable *parent,
              gpointer      user_data)
{
  g_cancellable_cancel (G_CANCELLABLE (user_data));
}

static void
connect_parent (Think        *think,
                guint         i,
                GCancellable *parent)
{
  think->parents[i] = g_object_ref (parent);
  /* Calls cancel_child at once when the parent is already cancelled. */
  think->parent_handlers[i] = g_cancellable_connect (parent, G_CALLBACK (cancel_child), think->own, NULL);
}

/* The follower step: the tile stays where it lies; the follower (or none)
 * that the evaluation likes best. */
static TessMove
choose_follower (Think *think)
{
  uint32_t options = tess_state_follower_options (think->state, think->pending_type,
                                                  think->pending_x, think->pending_y,
                                                  think->pending_rot);
  TessMove best = { (uint16_t) think->pending_type, (int16_t) think->pending_x,
                    (int16_t) think->pending_y, (uint8_t) think->pending_rot, -1 };
  double best_value = -G_MAXDOUBLE;

  for (int f = -1; f < 32; f++)
    {
      TessMove move = best;
      TessAiReason reason;

      if (f >= 0 && !(options & (1u << f)))
        continue;
      move.feature = (int8_t) f;
      tess_ai_explain (think->ai, think->state, &move, &reason);
      if (reason.value > best_value)
        {
          best_value = reason.value;
          best.feature = (int8_t) f;
        }
    }
  return best;
}

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

static void
think_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Think *think = task_data;
  g_autoptr(TessAiChoice) choice = tess_ai_choice_copy (&think->base);
  TessAiReason reason;
  TessMove move;
  gboolean ok = TRUE;

  if (g_task_return_error_if_cancelled (task))
    return;

  if (think->pending)
    move = choose_follower (think);
  else
    ok = tess_ai_choose (think->ai, think->state, &move, &think->cancel);

  if (g_task_return_error_if_cancelled (task))
    return;

  choice->discard = !ok;
  choice->type = move.tile;
  choice->feature = -1;
  choice->completes = -1;
  choice->follower_on = -1;
  choice->extends = -1;
  if (ok)
    {
      choice->x = move.x;
      choice->y = move.y;
      choice->rot = move.rot;
      choice->feature = move.feature;

      tess_ai_explain (think->ai, think->state, &move, &reason);
      choice->points = reason.points;
      choice->completes = reason.completes;
      choice->follower_on = reason.follower_on;
      choice->value = reason.value;
      choice->extra_turn = reason.extra_turn;
      if (reason.joins_own)
        choice->extends = find_extended (think->state, &move, choice->player);
      choice->follower_returns = follower_returns (think->state, &move);
      if (!think->pending && tess_ai_get_level (think->ai) == TESS_AI_HARD)
        choice->simulations = tess_ai_last_simulations (think->ai);
    }

  g_task_return_pointer (task, g_steal_pointer (&choice), (GDestroyNotify) tess_ai_choice_free);
}

/**
 * tess_game_choose_move_async:
 * @game: the game, whose current player is to move
 * @level: how well to play
 * @budget_ms: the time the hard level may think
 * @max_simulations: a cap on the hard level's simulations, 0 for none
 * @cancellable: (nullable): to stop thinking
 *
 * Chooses a move for the current player in a worker thread (see the
 * header). Finish with tess_game_choose_move_finish().
 */
void
tess_game_choose_move_async (TessGame            *game,
                             TessAiLevel          level,
                             int                  budget_ms,
                             int                  max_simulations,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  TessRecord *record;
  Think *think;
  guint64 seed;

  g_return_if_fail (TESS_IS_GAME (game));
  g_return_if_fail ((int) level >= 0 && level < TESS_N_AI_LEVELS);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  think = g_new0 (Think, 1);
  think->own = g_cancellable_new ();
  task = g_task_new (NULL, think->own, callback, user_data);
  g_task_set_source_tag (task, tess_game_choose_move_async);
  g_task_set_name (task, "[tessera] choose a move");
  g_task_set_task_data (task, think, think_free);

  think->own_handler = g_cancellable_connect (think->own, G_CALLBACK (raise_flag), think, NULL);
  connect_parent (think, 0, tess_game_get_thinking_cancellable (game));
  if (cancellable != NULL)
    connect_parent (think, 1, cancellable);

  think->base.player = tess_game_get_current_player (game);
  think->base.n_moves = tess_game_get_n_moves (game);
  think->base.supply = tess_game_get_supply (game, think->base.player);
  think->base.feature = -1;
  think->base.completes = -1;
  think->base.follower_on = -1;
  think->base.extends = -1;

  if (tess_game_get_phase (game) == TESS_GAME_PHASE_GAME_OVER)
    {
      g_task_return_new_error (task, TESS_GAME_ERROR, TESS_GAME_ERROR_FINISHED,
                               "%s", _("The game is over."));
      return;
    }

  think->pending = tess_game_get_pending (game, &think->pending_x, &think->pending_y, &think->pending_rot);
  think->pending_type = tess_game_get_tile (game);

  think->replay = tess_replay_ref (tess_game_get_replay (game));
  think->state = tess_game_dup_state (game);

  /* The same game asks the same questions: a seed from the record's own. */
  record = tess_game_get_record (game);
  seed = (guint64) (record->has_seed ? record->seed : 0) * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  seed ^= ((guint64) think->base.n_moves + 1) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  seed ^= (guint64) level;
  think->ai = tess_ai_new (tess_replay_get_def (think->replay), level, seed);
  g_assert (think->ai != NULL);
  tess_ai_set_budget (think->ai, MAX (budget_ms, 1), MAX (max_simulations, 0));

  g_task_run_in_thread (task, think_thread);
}

/**
 * tess_game_choose_move_finish:
 *
 * Returns: (transfer full) (nullable): the choice, or %NULL with
 *   G_IO_ERROR_CANCELLED (or TESS_GAME_ERROR_FINISHED when the game was
 *   over)
 */
TessAiChoice *
tess_game_choose_move_finish (GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tess_game_choose_move_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* ------------------------------------------------------------ the player */

struct _TessAiPlayer
{
  GObject parent_instance;

  TessGame     *game;          /* weak */

  guint         pace;
  guint         budget;
  guint         max_simulations;
  gboolean      paused;

  /* The turn under way: thinking (cancellable set), then waiting for
   * the pace (ready set). */
  gboolean      thinking;
  int           player;
  guint         n_moves;
  GCancellable *cancellable;
  GCancellable *game_thinking; /* the game's, when the thinking began */
  TessAiChoice *ready;
  guint         play_timeout;

  guint         check_idle;
  gint64        last_move;     /* monotonic µs */
};

G_DEFINE_FINAL_TYPE (TessAiPlayer, tess_ai_player, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PACE,
  PROP_BUDGET,
  PROP_MAX_SIMULATIONS,
  PROP_PAUSED,
  PROP_THINKING,
  PROP_PLAYER,
  N_PROPS
};

enum {
  FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* What the callback of a thought needs: the player, if it still lives,
 * and which thought it was. */
typedef struct
{
  GWeakRef      self;
  GCancellable *cancellable;
} Pending;

static void
pending_free (Pending *pending)
{
  g_weak_ref_clear (&pending->self);
  g_clear_object (&pending->cancellable);
  g_free (pending);
}

static void schedule_check (TessAiPlayer *self);

static void
set_thinking (TessAiPlayer *self,
              gboolean      thinking,
              int           player)
{
  g_object_freeze_notify (G_OBJECT (self));
  if (self->thinking != thinking)
    {
      self->thinking = thinking;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
    }
  if (self->player != player)
    {
      self->player = player;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* Drops the turn under way, whatever its step. */
static void
stop_turn (TessAiPlayer *self)
{
  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
    }
  g_clear_object (&self->game_thinking);
  g_clear_pointer (&self->ready, tess_ai_choice_free);
  g_clear_handle_id (&self->play_timeout, g_source_remove);
  set_thinking (self, FALSE, -1);
}

/* Whether the game still is where the turn under way began. */
static gboolean
turn_still_current (TessAiPlayer *self)
{
  return self->game != NULL &&
         !tess_game_get_finished (self->game) &&
         tess_game_get_phase (self->game) != TESS_GAME_PHASE_GAME_OVER &&
         tess_game_get_n_moves (self->game) == self->n_moves &&
         tess_game_get_current_player (self->game) == self->player &&
         (self->game_thinking == NULL || !g_cancellable_is_cancelled (self->game_thinking));
}

static void
play_choice (TessAiPlayer *self)
{
  g_autoptr(TessAiChoice) choice = g_steal_pointer (&self->ready);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessGame) game = NULL;

  if (choice == NULL || !turn_still_current (self))
    {
      stop_turn (self);
      schedule_check (self);
      return;
    }

  game = g_object_ref (self->game);
  g_clear_object (&self->game_thinking);
  set_thinking (self, FALSE, -1);

  if (choice->discard)
    g_set_error (&error, TESS_GAME_ERROR, TESS_GAME_ERROR_ILLEGAL,
                 _("%s found no place for tile %s."),
                 tess_game_get_player_name (game, choice->player),
                 tess_game_get_type_id (game, choice->type));
  else
    tess_game_play_move (game, choice->type, choice->x, choice->y, choice->rot, choice->feature, &error);

  if (error != NULL)
    {
      g_warning ("A computer player's move was refused: %s", error->message);
      tess_ai_player_set_paused (self, TRUE);
      g_signal_emit (self, signals[FAILED], 0, error);
    }
}

static void
play_ready (TessAiPlayer *self)
{
  /* Whoever listens to the move may drop this player meanwhile. */
  g_object_ref (self);
  play_choice (self);
  g_object_unref (self);
}

static gboolean
play_timeout_cb (gpointer user_data)
{
  TessAiPlayer *self = user_data;

  self->play_timeout = 0;
  play_ready (self);
  return G_SOURCE_REMOVE;
}

/* The move is chosen: played when the pace allows. */
static void
move_ready (TessAiPlayer *self,
            TessAiChoice *choice)
{
  gint64 elapsed_ms = (g_get_monotonic_time () - self->last_move) / 1000;

  self->ready = choice;
  if (self->pace == 0 || elapsed_ms >= (gint64) self->pace)
    play_ready (self);
  else
    self->play_timeout = g_timeout_add ((guint) (self->pace - elapsed_ms), play_timeout_cb, self);
}

static void
think_done (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Pending *pending = user_data;
  g_autoptr(TessAiPlayer) self = g_weak_ref_get (&pending->self);
  g_autoptr(TessAiChoice) choice = NULL;
  g_autoptr(GError) error = NULL;
  gboolean current;

  choice = tess_game_choose_move_finish (result, &error);
  /* A thought the player gave up already (dropped, or superseded). */
  current = self != NULL && self->cancellable == pending->cancellable;
  pending_free (pending);
  if (!current)
    return;

  g_clear_object (&self->cancellable);
  if (choice == NULL)
    {
      stop_turn (self);
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) &&
          !g_error_matches (error, TESS_GAME_ERROR, TESS_GAME_ERROR_FINISHED))
        g_warning ("A computer player could not think: %s", error->message);
      /* Cancelled by the game (undo): see where it stands now. */
      schedule_check (self);
      return;
    }
  if (!turn_still_current (self))
    {
      stop_turn (self);
      schedule_check (self);
      return;
    }
  move_ready (self, g_steal_pointer (&choice));
}

static void
start_turn (TessAiPlayer *self,
            int           level)
{
  Pending *pending;

  stop_turn (self);

  self->n_moves = tess_game_get_n_moves (self->game);
  self->cancellable = g_cancellable_new ();
  self->game_thinking = g_object_ref (tess_game_get_thinking_cancellable (self->game));
  set_thinking (self, TRUE, tess_game_get_current_player (self->game));

  pending = g_new0 (Pending, 1);
  g_weak_ref_init (&pending->self, self);
  pending->cancellable = g_object_ref (self->cancellable);
  tess_game_choose_move_async (self->game, level, (int) self->budget, (int) self->max_simulations,
                               self->cancellable, think_done, pending);
}

/* Whether a computer is to move, and if so, that it is on it. */
static gboolean
check_cb (gpointer user_data)
{
  TessAiPlayer *self = user_data;
  int player, kind;

  self->check_idle = 0;

  if (self->game == NULL || self->paused ||
      tess_game_get_phase (self->game) == TESS_GAME_PHASE_GAME_OVER)
    {
      stop_turn (self);
      return G_SOURCE_REMOVE;
    }

  player = tess_game_get_current_player (self->game);
  kind = tess_game_get_player_kind (self->game, player);
  if (kind < 0 || kind >= TESS_N_AI_LEVELS)
    {
      stop_turn (self);
      return G_SOURCE_REMOVE;
    }

  /* Already on this very turn. */
  if ((self->cancellable != NULL || self->ready != NULL) && turn_still_current (self))
    return G_SOURCE_REMOVE;

  start_turn (self, kind);
  return G_SOURCE_REMOVE;
}

/* Looks again once the game's signals are over: never in the middle of
 * a move being announced. Before the next frame is drawn, though: a
 * window busy animating would starve a default idle. */
static void
schedule_check (TessAiPlayer *self)
{
  if (self->check_idle == 0 && self->game != NULL)
    self->check_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, check_cb, self, NULL);
}

static void
on_game_changed (TessAiPlayer *self)
{
  schedule_check (self);
}

static void
on_n_moves (TessAiPlayer *self)
{
  self->last_move = g_get_monotonic_time ();
  schedule_check (self);
}

static void
on_game_gone (gpointer  user_data,
              GObject  *where_the_game_was)
{
  TessAiPlayer *self = user_data;

  self->game = NULL;
  stop_turn (self);
  g_clear_handle_id (&self->check_idle, g_source_remove);
}

static void
set_game (TessAiPlayer *self,
          TessGame     *game)
{
  g_assert (self->game == NULL);

  if (game == NULL)
    return;

  self->game = game;
  g_object_weak_ref (G_OBJECT (game), on_game_gone, self);
  g_signal_connect_object (game, "notify::n-moves", G_CALLBACK (on_n_moves), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::current-player", G_CALLBACK (on_game_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::phase", G_CALLBACK (on_game_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::finished", G_CALLBACK (on_game_changed), self, G_CONNECT_SWAPPED);
  self->last_move = g_get_monotonic_time ();
  schedule_check (self);
}

static void
tess_ai_player_dispose (GObject *object)
{
  TessAiPlayer *self = TESS_AI_PLAYER (object);

  stop_turn (self);
  g_clear_handle_id (&self->check_idle, g_source_remove);
  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      g_object_weak_unref (G_OBJECT (self->game), on_game_gone, self);
      self->game = NULL;
    }

  G_OBJECT_CLASS (tess_ai_player_parent_class)->dispose (object);
}

static void
tess_ai_player_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TessAiPlayer *self = TESS_AI_PLAYER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_PACE:
      g_value_set_uint (value, self->pace);
      break;
    case PROP_BUDGET:
      g_value_set_uint (value, self->budget);
      break;
    case PROP_MAX_SIMULATIONS:
      g_value_set_uint (value, self->max_simulations);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, self->thinking);
      break;
    case PROP_PLAYER:
      g_value_set_int (value, self->player);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_ai_player_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TessAiPlayer *self = TESS_AI_PLAYER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      set_game (self, g_value_get_object (value));
      break;
    case PROP_PACE:
      tess_ai_player_set_pace (self, g_value_get_uint (value));
      break;
    case PROP_BUDGET:
      tess_ai_player_set_budget (self, g_value_get_uint (value));
      break;
    case PROP_MAX_SIMULATIONS:
      tess_ai_player_set_max_simulations (self, g_value_get_uint (value));
      break;
    case PROP_PAUSED:
      tess_ai_player_set_paused (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_ai_player_class_init (TessAiPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tess_ai_player_dispose;
  object_class->get_property = tess_ai_player_get_property;
  object_class->set_property = tess_ai_player_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TESS_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PACE] =
    g_param_spec_uint ("pace", NULL, NULL, 0, 60000, 700,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUDGET] =
    g_param_spec_uint ("budget", NULL, NULL, 1, 600000, 1000,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MAX_SIMULATIONS] =
    g_param_spec_uint ("max-simulations", NULL, NULL, 0, G_MAXINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYER] =
    g_param_spec_int ("player", NULL, NULL, -1, TESS_MAX_PLAYERS - 1, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TessAiPlayer::failed:
   * @error: why the move was refused
   *
   * A computer's move could not be played (an engine bug): the player
   * paused itself.
   */
  signals[FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
tess_ai_player_init (TessAiPlayer *self)
{
  self->pace = 700;
  self->budget = 1000;
  self->player = -1;
}

/**
 * tess_ai_player_new:
 * @game: the game whose computer seats it plays
 *
 * Starts at once: the first computer turn begins from the main loop.
 *
 * Returns: (transfer full): the player
 */
TessAiPlayer *
tess_ai_player_new (TessGame *game)
{
  g_return_val_if_fail (TESS_IS_GAME (game), NULL);

  return g_object_new (TESS_TYPE_AI_PLAYER, "game", game, NULL);
}

/* Returns: (transfer none) (nullable): the game, %NULL once it is gone */
TessGame *
tess_ai_player_get_game (TessAiPlayer *self)
{
  g_return_val_if_fail (TESS_IS_AI_PLAYER (self), NULL);

  return self->game;
}

guint
tess_ai_player_get_pace (TessAiPlayer *self)
{
  g_return_val_if_fail (TESS_IS_AI_PLAYER (self), 0);

  return self->pace;
}

/* Milliseconds from the previous move to a computer's next; 0 at once.
 * A move waiting for the pace goes by the new one. */
void
tess_ai_player_set_pace (TessAiPlayer *self,
                         guint         pace)
{
  g_return_if_fail (TESS_IS_AI_PLAYER (self));

  if (self->pace == pace)
    return;
  self->pace = pace;
  if (self->play_timeout != 0)
    {
      g_clear_handle_id (&self->play_timeout, g_source_remove);
      move_ready (self, g_steal_pointer (&self->ready));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PACE]);
}

guint
tess_ai_player_get_budget (TessAiPlayer *self)
{
  g_return_val_if_fail (TESS_IS_AI_PLAYER (self), 0);

  return self->budget;
}

/* Milliseconds the hard level may think, from the next thought on. */
void
tess_ai_player_set_budget (TessAiPlayer *self,
                           guint         budget)
{
  g_return_if_fail (TESS_IS_AI_PLAYER (self));

  budget = MAX (budget, 1);
  if (self->budget == budget)
    return;
  self->budget = budget;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUDGET]);
}

guint
tess_ai_player_get_max_simulations (TessAiPlayer *self)
{
  g_return_val_if_fail (TESS_IS_AI_PLAYER (self), 0);

  return self->max_simulations;
}

/* A cap on the hard level's simulations (0 for none): the same seed then
 * plays the same game on any machine. */
void
tess_ai_player_set_max_simulations (TessAiPlayer *self,
                                    guint         max_simulations)
{
  g_return_if_fail (TESS_IS_AI_PLAYER (self));

  if (self->max_simulations == max_simulations)
    return;
  self->max_simulations = max_simulations;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAX_SIMULATIONS]);
}

gboolean
tess_ai_player_get_paused (TessAiPlayer *self)
{
  g_return_val_if_fail (TESS_IS_AI_PLAYER (self), FALSE);

  return self->paused;
}

/* While paused the computers play nothing (and stop thinking); on
 * resuming, a computer whose turn it is starts over. */
void
tess_ai_player_set_paused (TessAiPlayer *self,
                           gboolean      paused)
{
  g_return_if_fail (TESS_IS_AI_PLAYER (self));

  paused = !!paused;
  if (self->paused == paused)
    return;
  self->paused = paused;
  if (paused)
    stop_turn (self);
  else
    schedule_check (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
}

gboolean
tess_ai_player_get_thinking (TessAiPlayer *self)
{
  g_return_val_if_fail (TESS_IS_AI_PLAYER (self), FALSE);

  return self->thinking;
}

/* The seat whose turn is under way, -1 when none. */
int
tess_ai_player_get_player (TessAiPlayer *self)
{
  g_return_val_if_fail (TESS_IS_AI_PLAYER (self), -1);

  return self->player;
}
