/* tess-move-codec.h: a record's move as JSON, written and read in one place
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A move is { "tile": "V", "x": 2, "y": -1, "rotation": 90,
 * "follower": "E", "figure": "big" } or { "tile": "X", "discard": true }
 * (doc/DESIGN.md §4 and §8). The record, the engine protocol, lessons and
 * online play all write and read it here, so that a new key of a move is
 * added once.
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tess-record.h"

G_BEGIN_DECLS

/**
 * TessMoveReadFlags:
 * @TESS_MOVE_READ_DEFAULT: a record's move: "tile" is required
 * @TESS_MOVE_READ_TILE_OPTIONAL: "tile" may be left out (a lesson's
 *   answer, whose tile is the one in hand); then the move's tile is %NULL
 */
typedef enum
{
  TESS_MOVE_READ_DEFAULT = 0,
  TESS_MOVE_READ_TILE_OPTIONAL = 1 << 0,
} TessMoveReadFlags;

/* Writes @move: (transfer full) a JSON object. The figure is written
 * only when it is not a follower, the follower only when there is one. */
JsonObject *tess_move_codec_write        (const TessRecordMove *move);
JsonNode   *tess_move_codec_write_node   (const TessRecordMove *move);

/**
 * tess_move_codec_read:
 * @node: a move's JSON
 * @where: (nullable): prefix of the messages, e.g. "game.tessera: move 3"
 * @flags: what may be left out
 * @move: (out caller-allocates): the move read; clear it with
 *   tess_record_move_clear() (also after a failure)
 * @error: TESS_FILE_ERROR_INVALID with every problem, one per line, each
 *   naming the key
 *
 * Reads a move, without judging it: whether the tile exists, fits or the
 * player holds the figure is the replay's business.
 */
gboolean    tess_move_codec_read         (JsonNode             *node,
                                          const char           *where,
                                          TessMoveReadFlags     flags,
                                          TessRecordMove       *move,
                                          GError              **error);

/**
 * tess_move_codec_odd_rotation:
 * @node: a move's JSON
 * @number: the move's number (from 1), for @description
 * @description: (out) (optional) (transfer full): "Move 3 (tile V at
 *   2,-1, rotation 45)" when it returns %TRUE
 *
 * Whether the move is whole but turned by an angle the rules do not
 * have (45): the engine protocol and online play take that as an illegal
 * move, answered with the rule, where a file is refused for it.
 */
gboolean    tess_move_codec_odd_rotation (JsonNode             *node,
                                          guint                 number,
                                          char                **description);

/* Frees the move's strings and sets it to no move. */
void        tess_record_move_clear       (TessRecordMove       *move);

G_END_DECLS
