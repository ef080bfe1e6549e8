/* tess-game-private.h: the inside of TessGame, shared by its files
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-game.h"
#include "tess-replay.h"

G_BEGIN_DECLS

/* TessGame is written in several files, one topic each:
 *   tess-game.c        the GObject, creating a game, accessors, saving
 *   tess-game-turn.c   the hand and the turn: place a tile, a follower
 *   tess-game-board.c  the tile types and the board's queries
 *   tess-game-score.c  scoring events, players and their scores
 *   tess-game-undo.c   undo, redo and moving along the line of play
 *   tess-game-refusal.c  why the rules refuse a placement, in words */

/* Functions shared between them start with an underscore. */

/* Why the engine refuses a follower, in a player's words
 * (tess-game-refusal.c). */
const char *_tess_game_explain_follower (TessError err,
                                         int       figure);

/* The record is the truth: every move is played on the live state and
 * appended to the record at once, or not at all. A pending tile (placed
 * but not yet played, while the player chooses a follower) lives only
 * here, never in the state or the record. */
struct _TessGame
{
  GObject parent_instance;

  TessRecord *record;
  TessReplay *replay;
  TessState  *state;
  GRand      *rand;          /* draws of unseeded games */
  /* Unseeded, and drawn from outside (an online game's fair draws,
   * tess_game_draw_tile()): the game never draws a tile itself. */
  gboolean    external_draws;

  int         selected;      /* tile type chosen from the hand, -1 */
  gboolean    pending;
  int         pending_x;
  int         pending_y;
  int         pending_rot;
  guint32     options;       /* follower options of the pending tile */

  GPtrArray  *events;        /* TessGameEvent, every scoring so far */

  /* Computer players thinking on copies of the state (tess-ai-player.c):
   * cancelled by tess_game_cancel_thinking(), then made anew. */
  GCancellable *thinking;

  /* Undo and redo: the record and the moves undone after it (NULL until
   * the first undo or seek), and its replay. */
  TessRecord *redo_record;
  TessReplay *redo_replay;
  /* A seek (tess_game_seek()) of an unseeded game shows a position whose
   * next tile the player had drawn by then: the tiles left count it out,
   * as the game did when it was played. */
  gboolean    seek_drawn;

  /* Points of a final scoring sought but not announced yet, each
   * player's (tess_game_hold_back_points()): the replay's steps. */
  int         held_back[TESS_MAX_PLAYERS];

  /* Last notified values. */
  int           current_player;
  TessGamePhase phase;
  int           tile;
  int           tiles_left;
  guint         n_moves;
  gboolean      finished;
};

typedef enum
{
  TESS_GAME_SIGNAL_TILE_PLACED,
  TESS_GAME_SIGNAL_TILE_TAKEN_BACK,
  TESS_GAME_SIGNAL_FOLLOWER_PLACED,
  TESS_GAME_SIGNAL_TILE_DISCARDED,
  TESS_GAME_SIGNAL_FEATURE_SCORED,
  TESS_GAME_SIGNAL_TURN_STARTED,
  TESS_GAME_SIGNAL_TURN_PASSED,
  TESS_GAME_SIGNAL_GAME_OVER,
  TESS_GAME_SIGNAL_CHANGED,
  TESS_GAME_SIGNAL_NOTE_CHANGED,
  TESS_GAME_N_SIGNALS
} TessGameSignal;

extern guint _tess_game_signals[TESS_GAME_N_SIGNALS];

/* Emits ::changed: the last thing each change of the position does. */
static inline void
_tess_game_emit_changed (TessGame *self)
{
  g_signal_emit (self, _tess_game_signals[TESS_GAME_SIGNAL_CHANGED], 0);
}

/* tess-game.c: notifies the properties whose values changed since the
 * last call. */
void     _tess_game_sync_properties (TessGame        *self);

/* tess-game-turn.c */
gboolean _tess_game_hand_contains   (TessGame        *self,
                                     int              type);
void     _tess_game_start_turn      (TessGame        *self,
                                     gboolean         emit);

/* tess-game-score.c: the engine's scoring callback; @user_data is a
 * GPtrArray of TessGameEvent that gets a copy of each event. */
void     _tess_game_collect_event   (const TessEvent *ev,
                                     void            *user_data);

G_END_DECLS
