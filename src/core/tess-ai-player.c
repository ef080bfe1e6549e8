/* tess-ai-player.c: computer players, playing their turns as the game goes
 * (the thinking itself is in tess-ai-choice.c)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-ai-player"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-ai-player.h"

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
    tess_game_play_move_figure (game, choice->type, choice->x, choice->y, choice->rot,
                                choice->feature, choice->figure, &error);

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
