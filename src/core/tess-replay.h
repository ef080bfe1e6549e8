/* tess-replay.h: playing a game record on the engine
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * This header hands out engine states: it is for core, net, the CLI and
 * the tests, which are built with the engine's headers; the app sees a
 * replay through TessGame and TessHistory.
 */

#pragma once

#include <glib-object.h>

#include "tess-engine.h"
#include "tess-core-types.h"
#include "tess-error.h"
#include "tess-record.h"

G_BEGIN_DECLS

/**
 * TessReplay:
 *
 * A record bound to the engine: the TessDef built from its tile sets,
 * rules and number of players, and a cache of states (checkpoints) so that
 * the state after any move is found quickly (tess_replay_seek()).
 *
 * The replay holds a reference to the record and reads its moves each
 * time: moves may be appended to the record at any time. When moves
 * already replayed are removed or changed (undo), call
 * tess_replay_invalidate() with the first changed move.
 *
 * With a seed, the engine shuffles the bag and each move's tile must be
 * the one in hand; without, each move's tile is drawn by name first.
 *
 * Move numbers in messages are 1-based; @n_moves arguments count moves
 * (0 = the state before the first move, with only the start tile).
 */

#define TESS_TYPE_REPLAY (tess_replay_get_type ())
GType          tess_replay_get_type     (void) G_GNUC_CONST;

/* Fails (TESS_FILE_ERROR_RULES) when the tile sets, rules and players do
 * not make a game, with the reason. */
TessReplay    *tess_replay_new          (TessRecord       *record,
                                         GError          **error);
TessReplay    *tess_replay_ref          (TessReplay       *replay);
void           tess_replay_unref        (TessReplay       *replay);

TessRecord    *tess_replay_get_record   (TessReplay       *replay);   /* (transfer none) */
const TessDef *tess_replay_get_def      (TessReplay       *replay);   /* lives as long as the replay */
guint          tess_replay_n_moves      (TessReplay       *replay);   /* moves in the record */

/* A new state set up for this record (start tile placed, bag shuffled when
 * seeded) before any move. Free with tess_state_free(). */
TessState     *tess_replay_new_state    (TessReplay       *replay);

/**
 * tess_replay_apply:
 * @replay: a replay
 * @st: the state after the first @index moves of the record
 * @index: 0-based index of the move to play
 * @fn: (nullable): called for every scoring the move causes
 * @user_data: data for @fn
 * @error: return location for an error
 *
 * Plays move @index on @st (draws its tile by name first when unseeded).
 * An illegal move leaves @st as it was and fails with
 * TESS_FILE_ERROR_ILLEGAL_MOVE and a sentence naming the move number,
 * the tile, the cell, the rotation and the broken rule: the sentence of
 * tess_engine_error_message(), refined where more can be said, e.g.
 * "Move 7 (tile V at 2,-1, rotation 90): a side does not match its
 * neighbour: the east side is a road, the tile at 3,-1 has a city there".
 */
gboolean       tess_replay_apply        (TessReplay       *replay,
                                         TessState        *st,
                                         guint             index,
                                         TessEventFn       fn,
                                         gpointer          user_data,
                                         GError          **error);

/**
 * tess_replay_play:
 * @n_moves: how many moves to play, -1 for all
 * @out: a state of tess_def_state_size() bytes (e.g. from
 *   tess_replay_new_state()), overwritten
 *
 * Replays from the start, calling @fn for every scoring of the first
 * @n_moves moves. Final scoring is never applied here: call
 * tess_state_final_scoring() on @out when tess_state_is_over() or when
 * asked to. On an illegal move, @out holds the state before it.
 */
gboolean       tess_replay_play         (TessReplay       *replay,
                                         int               n_moves,
                                         TessState        *out,
                                         TessEventFn       fn,
                                         gpointer          user_data,
                                         GError          **error);

/**
 * tess_replay_seek:
 * @n_moves: how many moves, 0 to tess_replay_n_moves(), -1 for all
 * @out: overwritten with the state after @n_moves moves
 *
 * Like tess_replay_play() without events, but from the nearest cached
 * checkpoint: jumping anywhere in a whole game costs a memcpy and a few
 * moves once every move has been visited.
 */
gboolean       tess_replay_seek         (TessReplay       *replay,
                                         int               n_moves,
                                         TessState        *out,
                                         GError          **error);

/**
 * tess_replay_check:
 * @n_legal: (out) (optional): how many moves, from the first, are legal
 *
 * Replays the whole record (filling the checkpoints).
 *
 * Returns: %TRUE when every move is legal; else @error names the first
 *   illegal move
 */
gboolean       tess_replay_check        (TessReplay       *replay,
                                         guint            *n_legal,
                                         GError          **error);

/* Forgets the checkpoints after the first @n_moves moves. */
void           tess_replay_invalidate   (TessReplay       *replay,
                                         guint             n_moves);

/* Appends an engine move (or a discard of @type) to the record, with the
 * follower written as a port of its feature in board orientation. */
void           tess_replay_append_move  (TessReplay       *replay,
                                         const TessMove   *move);
void           tess_replay_append_discard (TessReplay     *replay,
                                         int               type);
/* An engine move (or a discard of move->tile) as a record writes it
 * (tess-move-codec.h): (transfer full). */
JsonObject    *tess_replay_move_to_json (const TessDef    *def,
                                         const TessMove   *move,
                                         gboolean          discard);

/**
 * tess_replay_describe_move:
 * @index: 0-based
 *
 * Returns: (transfer full): "Move 7 (tile V at 2,-1, rotation 90)" or
 *   "Move 8 (tile X, discarded)", translated; the prefix of every replay
 *   error
 */
char          *tess_replay_describe_move (TessReplay      *replay,
                                         guint             index);

/* Follower conversions between a record's ports and the engine's features.
 * tess_follower_to_feature() returns the feature index, -1 for
 * TESS_FOLLOWER_NONE, -2 when no feature of the tile touches that port or
 * the tile has no monastery. tess_follower_from_feature() returns a port in
 * board orientation (the feature's first side port, else its first half
 * port) or TESS_FOLLOWER_MONASTERY; TESS_FOLLOWER_NONE for -1. */
int            tess_follower_to_feature (const TessDef    *def,
                                         int               type,
                                         int               rot,
                                         int               follower);
int            tess_follower_from_feature (const TessDef  *def,
                                         int               type,
                                         int               rot,
                                         int               feature);

/* A translated sentence for an engine error, in plain words ("the tile
 * touches no placed tile by a side"). */
const char    *tess_engine_error_message (TessError        err);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TessReplay, tess_replay_unref)
/* The one g_autoptr() for engine states: do not define it elsewhere. */
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TessState, tess_state_free)

G_END_DECLS
