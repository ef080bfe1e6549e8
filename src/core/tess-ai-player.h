/* tess-ai-player.h: computer players, thinking in a worker thread
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tess-game.h"

G_BEGIN_DECLS

/**
 * TessAiChoice:
 * @player: whose move it is
 * @n_moves: the game's number of moves when the choice was asked for
 * @discard: the tile fits nowhere (a #TessGame discards those itself, so
 *   a game never asks a player for this)
 * @type: the tile type to play (or to discard)
 * @x: @y: @rot: where and how to lay it
 * @feature: the feature of the tile the follower goes on, -1 for none
 * @figure: the kind of figure that goes there, a #TessFigure
 *   (%TESS_FIGURE_FOLLOWER, or %TESS_FIGURE_BIG for the big follower of
 *   Inns & Cathedrals); %TESS_FIGURE_FOLLOWER when @feature is -1
 * @points: points the move scores at once for @player
 * @completes: the #TessFeatureType the tile completes and scores for
 *   @player, -1 for none
 * @follower_on: the #TessFeatureType the follower goes on, -1 for none
 * @follower_returns: that feature is completed by the move itself: the
 *   follower scores and comes back at once
 * @extends: the #TessFeatureType of a feature @player already holds that
 *   the tile extends (a city before a road before a farm), -1 for none
 * @supply: @player's followers in supply before the move
 * @value: the medium level's evaluation after the move (relative to the
 *   best rival)
 * @simulations: how many futures the hard level played out
 * @extra_turn: the tile fills a hole and earns another turn (hole_bonus)
 *
 * A move chosen by a computer player or for a hint, and why it is good.
 */
typedef struct
{
  int      player;
  guint    n_moves;
  gboolean discard;
  int      type;
  int      x;
  int      y;
  int      rot;
  int      feature;
  int      figure;
  int      points;
  int      completes;
  int      follower_on;
  gboolean follower_returns;
  int      extends;
  int      supply;
  double   value;
  int      simulations;
  gboolean extra_turn;
} TessAiChoice;

TessAiChoice *tess_ai_choice_copy      (const TessAiChoice *choice);
void          tess_ai_choice_free      (TessAiChoice       *choice);
/* The one-line reason, translated: "Completes your city: +8". */
char         *tess_ai_choice_describe  (const TessAiChoice *choice);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TessAiChoice, tess_ai_choice_free)

/* A choice for a move chosen by @ai on @state (before the move), with
 * why it is good; @placed FALSE for a discard of move->tile. */
TessAiChoice *tess_ai_choice_new_for_move (TessAi          *ai,
                                           const TessState *state,
                                           const TessMove  *move,
                                           gboolean         placed);
/* The seed of the computer player that chooses a move or a hint after
 * @n_moves moves of @record: the same game asks the same questions. */
guint64       tess_ai_hint_seed        (const TessRecord   *record,
                                        guint               n_moves,
                                        TessAiLevel         level);

/* Translated name of a computer player's level: "Easy", "Medium", ... */
const char   *tess_ai_level_display_name (int level);

/* Thinking, once. The state is copied on the calling (main) thread; the
 * engine thinks on the copy in a worker thread; the callback comes on the
 * calling thread's main context, with G_IO_ERROR_CANCELLED when
 * @cancellable was cancelled, or the game's thinking was (see
 * tess_game_cancel_thinking(): undo, the game disposed). The task holds
 * no reference to @game, so a game may be disposed while its player
 * thinks. When a tile lies on the board not yet played (the follower
 * step), the choice keeps that tile where it lies and chooses the
 * follower. */
void          tess_game_choose_move_async  (TessGame            *game,
                                            TessAiLevel          level,
                                            int                  budget_ms,
                                            int                  max_simulations,
                                            GCancellable        *cancellable,
                                            GAsyncReadyCallback  callback,
                                            gpointer             user_data);
TessAiChoice *tess_game_choose_move_finish (GAsyncResult        *result,
                                            GError             **error);

/**
 * TessAiPlayer:
 *
 * Plays the computer seats of a game: when the turn comes to a seat whose
 * kind is a #TessAiLevel, it thinks (tess_game_choose_move_async()) and
 * plays the move with tess_game_play_move(), at least #TessAiPlayer:pace
 * milliseconds after the previous move, so that people can follow. The
 * game announces the move as any other (its signals). Holds only a weak
 * reference to the game; dropping the player (or pausing it) stops its
 * thinking.
 *
 * Properties:
 * - game (TessGame, construct-only): the game
 * - pace (guint): milliseconds from one move to a computer's next, 0 at once
 * - budget (guint): milliseconds the hard level may think per move
 * - max-simulations (guint): a cap on the hard level's simulations, 0 none
 * - paused (gboolean): plays nothing while set (replay, a dialog open)
 * - thinking (gboolean, read-only): a computer's turn is under way (thinking
 *   or waiting for its pace)
 * - player (int, read-only): the seat that thinks, -1
 *
 * Signals:
 * - failed (GError *): a computer's move could not be played; the player
 *   pauses itself
 */
#define TESS_TYPE_AI_PLAYER (tess_ai_player_get_type ())

G_DECLARE_FINAL_TYPE (TessAiPlayer, tess_ai_player, TESS, AI_PLAYER, GObject)

TessAiPlayer *tess_ai_player_new                 (TessGame     *game);
TessGame     *tess_ai_player_get_game            (TessAiPlayer *self);
guint         tess_ai_player_get_pace            (TessAiPlayer *self);
void          tess_ai_player_set_pace            (TessAiPlayer *self,
                                                  guint         pace);
guint         tess_ai_player_get_budget          (TessAiPlayer *self);
void          tess_ai_player_set_budget          (TessAiPlayer *self,
                                                  guint         budget);
guint         tess_ai_player_get_max_simulations (TessAiPlayer *self);
void          tess_ai_player_set_max_simulations (TessAiPlayer *self,
                                                  guint         max_simulations);
gboolean      tess_ai_player_get_paused          (TessAiPlayer *self);
void          tess_ai_player_set_paused          (TessAiPlayer *self,
                                                  gboolean      paused);
gboolean      tess_ai_player_get_thinking        (TessAiPlayer *self);
int           tess_ai_player_get_player          (TessAiPlayer *self);

G_END_DECLS
