/* tess-history.h: the moves of a game as a list model, with explanations
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tess-vocabulary.h"
#include "tess-game.h"

G_BEGIN_DECLS

/**
 * TessHistoryItem:
 *
 * One move of a game (a placed tile or a discard), or the final scoring,
 * with the sentences that explain it. Immutable: when the record changes,
 * the history replaces its items.
 *
 * Properties:
 * - number (guint): 1-based move number; the final scoring has the number
 *   of moves plus one
 * - is-final (gboolean): the item is the final scoring
 * - player (int): who moved, -1 for the final scoring
 * - player-name (string): their name, %NULL for the final scoring
 * - tile (int): the tile's type (index in the game's definition), -1 for
 *   the final scoring
 * - tile-id (string): the tile's id ("V", "river-curve"), %NULL for the
 *   final scoring
 * - x, y (int): the cell
 * - rotation (int): clockwise, in degrees: 0, 90, 180 or 270
 * - follower (int): the #TessFeatureType of the feature the follower was
 *   put on, -1 for none
 * - follower-feature (int): that feature's index on the tile, -1 for none
 * - discard (gboolean): the tile fitted nowhere and was discarded
 * - action (string): the sentence saying what was done, in a player's
 *   words (where the tile went, what it shows: tess_explain_move_in_words())
 * - explanations (GStrv): one sentence per scoring, in order
 * - description (string): the action and the explanations, one per line
 * - events (GPtrArray of #TessGameEvent): the scorings
 * - n-players (guint): how many scores tess_history_item_get_score() has
 * - tiles-left (int): tiles left in the bag after the move
 */
#define TESS_TYPE_HISTORY_ITEM (tess_history_item_get_type ())

G_DECLARE_FINAL_TYPE (TessHistoryItem, tess_history_item, TESS, HISTORY_ITEM, GObject)

guint          tess_history_item_get_number        (TessHistoryItem *self);
gboolean       tess_history_item_get_is_final      (TessHistoryItem *self);
int            tess_history_item_get_player        (TessHistoryItem *self);
const char    *tess_history_item_get_player_name   (TessHistoryItem *self);
int            tess_history_item_get_tile          (TessHistoryItem *self);
const char    *tess_history_item_get_tile_id       (TessHistoryItem *self);
int            tess_history_item_get_x             (TessHistoryItem *self);
int            tess_history_item_get_y             (TessHistoryItem *self);
int            tess_history_item_get_rotation      (TessHistoryItem *self);
int            tess_history_item_get_follower      (TessHistoryItem *self);
int            tess_history_item_get_follower_feature (TessHistoryItem *self);
/* The kind of that figure (a TessFigure: the big follower drawn larger). */
int            tess_history_item_get_figure        (TessHistoryItem *self);
gboolean       tess_history_item_get_discard       (TessHistoryItem *self);
const char    *tess_history_item_get_action        (TessHistoryItem *self);
/* The same with the cell, the turn and the tile's id ("Ana places tile U
 * at (1, 0), turned 90°."), for the tools; the final item's action. */
const char    *tess_history_item_get_action_coordinates (TessHistoryItem *self);
const char * const *tess_history_item_get_explanations (TessHistoryItem *self);
const char    *tess_history_item_get_description   (TessHistoryItem *self);
int            tess_history_item_get_tiles_left    (TessHistoryItem *self);

/* The scorings of the move: (transfer none). */
guint          tess_history_item_get_n_events      (TessHistoryItem *self);
const TessGameEvent *tess_history_item_get_event   (TessHistoryItem *self,
                                                    guint            i);
/* The sentence that explains event @i (one of the explanations). In the
 * final item, the events are the final scoring's steps, in the announced
 * order (tess-final-steps.h). */
const char    *tess_history_item_get_event_explanation (TessHistoryItem *self,
                                                        guint            i);
/* Scores after the move (after the final scoring, for the final item). */
guint          tess_history_item_get_n_players     (TessHistoryItem *self);
int            tess_history_item_get_score         (TessHistoryItem *self,
                                                    guint            player);

/**
 * TessHistory:
 *
 * A #GListModel of #TessHistoryItem: one item per move of a record, then
 * one for the final scoring when the game is over (or always, with
 * #TessHistory:show-final).
 *
 * The history reads the record of its replay. tess_history_sync() brings
 * it up to date after moves were appended or removed (undo) and emits
 * #GListModel::items-changed for what changed; a history made with
 * tess_history_new_for_game() syncs by itself whenever the game's move
 * count changes or the game ends.
 *
 * Properties: replay (construct-only), show-final (gboolean), n-items
 * (guint).
 */
#define TESS_TYPE_HISTORY (tess_history_get_type ())

G_DECLARE_FINAL_TYPE (TessHistory, tess_history, TESS, HISTORY, GObject)

/* Fails when a move of the record is illegal, with an error
 * (TESS_FILE_ERROR_ILLEGAL_MOVE) naming the move. */
TessHistory   *tess_history_new          (TessReplay  *replay,
                                          GError     **error);
/* Follows @game: its replay, synced on notify::n-moves and
 * notify::finished. */
TessHistory   *tess_history_new_for_game (TessGame    *game);

TessReplay    *tess_history_get_replay   (TessHistory *self);
/* The record the history reads (the replay's): the app reaches it here,
 * never through the engine-facing replay. */
TessRecord    *tess_history_get_record   (TessHistory *self);

/* The tile of type @type (tess_history_item_get_tile()) to draw it with
 * the renderer; %NULL when the game's tile sets have no such type. */
const TessTileDef *tess_history_get_tile_def (TessHistory *self,
                                              int          type);
/* The colour of @player, -1 when there is no such player. */
int            tess_history_get_player_color (TessHistory *self,
                                              int          player);

gboolean       tess_history_get_show_final (TessHistory *self);
void           tess_history_set_show_final (TessHistory *self,
                                          gboolean     show_final);

/* Moves (not counting the final item) the history holds. */
guint          tess_history_get_n_moves  (TessHistory *self);

/**
 * tess_history_sync:
 *
 * Reads the record again: items of moves that were removed or changed go,
 * items for new moves come, and the final item follows the game's end.
 * When a move is illegal, the history keeps the moves before it and
 * fails with an error naming the move.
 */
gboolean       tess_history_sync         (TessHistory *self,
                                          GError     **error);

/**
 * tess_history_seek:
 * @n_moves: 0 to tess_history_get_n_moves()
 * @out: a state of the game's definition (tess_replay_new_state()),
 *   overwritten with the state after @n_moves moves
 *
 * Jumps to a move (the replay bar): the replay's checkpoints make it a
 * memcpy once the history is synced.
 */
gboolean       tess_history_seek         (TessHistory *self,
                                          guint        n_moves,
                                          TessState   *out,
                                          GError     **error);

G_END_DECLS
