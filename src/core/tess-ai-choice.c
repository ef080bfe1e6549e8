/* tess-ai-choice.c: a computer player's move, chosen in a worker thread,
 * and the choice it returns
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
#include "tess-engine.h"
#include "tess-ai.h"

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

/* Where the big follower goes: said even when it scores at once and
 * comes back, so that the player knows to choose it (B). */
static const char *
describe_big (const TessAiChoice *choice)
{
  if (choice->follower_returns)
    /* Translators: a hint: the move's figure is the big follower (Inns & Cathedrals), which scores at once and comes back. */
    return _("With your big follower");

  switch (choice->follower_on)
    {
    case TESS_FEATURE_ROAD:
      /* Translators: a hint: put the big follower (Inns & Cathedrals, it counts as two) on the road of the tile. */
      return _("Puts your big follower on a road");
    case TESS_FEATURE_CITY:
      return _("Puts your big follower in a city");
    case TESS_FEATURE_MONASTERY:
      return _("Puts your big follower in a monastery");
    case TESS_FEATURE_FIELD:
      /* Translators: a hint: put the big follower on a field (as a farmer). */
      return _("Takes a farm with your big follower");
    default:
      return NULL;
    }
}

/* Where the follower goes, when it stays on the board. */
static const char *
describe_follower (const TessAiChoice *choice)
{
  if (choice->feature >= 0 && choice->figure == TESS_FIGURE_BIG)
    return describe_big (choice);
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
 * the big follower named whenever it is the figure ("Puts your big
 * follower in a city", "With your big follower"), or why none goes.
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

/* The follower step: the tile stays where it lies; the figure of any
 * kind the player holds (or none), and its feature, that the evaluation
 * likes best. */
static TessMove
choose_follower (Think *think)
{
  TessMove best = { (uint16_t) think->pending_type, (int16_t) think->pending_x,
                    (int16_t) think->pending_y, (uint8_t) think->pending_rot, -1,
                    TESS_FIGURE_FOLLOWER };
  TessAiReason reason;
  double best_value;

  tess_ai_explain (think->ai, think->state, &best, &reason);
  best_value = reason.value;
  for (int k = 0; k < TESS_N_FIGURES; k++)
    {
      uint32_t options = tess_state_figure_options (think->state, think->pending_type,
                                                    think->pending_x, think->pending_y,
                                                    think->pending_rot, (TessFigure) k);

      for (int f = 0; f < 32; f++)
        {
          TessMove move = best;

          if (!(options & (1u << f)))
            continue;
          move.feature = (int8_t) f;
          move.figure = (uint8_t) k;
          tess_ai_explain (think->ai, think->state, &move, &reason);
          if (reason.value > best_value)
            {
              best_value = reason.value;
              best = move;
            }
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

  if (move->feature < 0
      || tess_state_apply_action (after, &(TessAction) { TESS_ACTION_PLACE, *move }, NULL, NULL) != TESS_OK)
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
      choice->figure = move->feature >= 0 ? move->figure : TESS_FIGURE_FOLLOWER;

      tess_ai_explain (ai, state, move, &reason);
      choice->points = reason.points;
      choice->completes = reason.completes;
      choice->follower_on = reason.follower_on;
      choice->value = reason.value;
      choice->extra_turn = reason.extra_turn;
      if (reason.joins_own)
        choice->extends = find_extended ((TessState *) state, move, choice->player);
      choice->follower_returns = follower_returns (state, move);
    }
  return choice;
}

static void
think_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Think *think = task_data;
  g_autoptr(TessAiChoice) choice = NULL;
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

  choice = tess_ai_choice_new_for_move (think->ai, think->state, &move, ok);
  choice->player = think->base.player;
  choice->n_moves = think->base.n_moves;
  choice->supply = think->base.supply;
  if (ok && !think->pending && tess_ai_get_level (think->ai) == TESS_AI_HARD)
    choice->simulations = tess_ai_last_simulations (think->ai);

  g_task_return_pointer (task, g_steal_pointer (&choice), (GDestroyNotify) tess_ai_choice_free);
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
  seed = tess_ai_hint_seed (record, think->base.n_moves, level);
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
