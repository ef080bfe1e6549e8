/* tess-cli-protocol.h: positions, moves and JSON lines shared by
 * tessera-cli state, move and engine
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * doc/ENGINE-PROTOCOL.md describes what these write and read.
 */

#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "tess-ai.h"
#include "tess-record.h"
#include "tess-replay.h"

G_BEGIN_DECLS

/* The version of the engine protocol; "hello" answers it. */
#define TESS_CLI_PROTOCOL_NAME    "tessera-engine"
#define TESS_CLI_PROTOCOL_VERSION 1

/* Longest request line read, in bytes. */
#define TESS_CLI_MAX_LINE (16 * 1024 * 1024)

#define TESS_CLI_ERROR (tess_cli_error_quark ())

/* Each has a stable name in the protocol's answers ("code"). */
typedef enum
{
  TESS_CLI_ERROR_PARSE,        /* "parse": not JSON, or not an object */
  TESS_CLI_ERROR_REQUEST,      /* "request": a field missing or of the wrong kind */
  TESS_CLI_ERROR_COMMAND,      /* "command": no such command */
  TESS_CLI_ERROR_NO_POSITION,  /* "no-position": no position loaded yet */
  TESS_CLI_ERROR_RECORD,       /* "record": the record cannot be read or played */
  TESS_CLI_ERROR_ILLEGAL,      /* "illegal": a move the rules forbid */
  TESS_CLI_ERROR_TILE,         /* "tile": which tile is in hand is unknown or wrong */
  TESS_CLI_ERROR_GAME_OVER,    /* "game-over": no move is left to play */
  TESS_CLI_ERROR_BUSY,         /* "busy": a search is under way */
  TESS_CLI_ERROR_TOO_LONG,     /* "too-long": a line over TESS_CLI_MAX_LINE */
} TessCliError;

/* Lines of at most a limit read from a file descriptor, holding no more
 * than the limit and a chunk in memory whatever comes. */
typedef struct _TessCliLineReader TessCliLineReader;

TessCliLineReader *tess_cli_line_reader_new  (int                 fd,
                                              gsize               max_line);
void               tess_cli_line_reader_free (TessCliLineReader  *reader);
/* The next line, without its newline, in @line and @length (valid until
 * the next call); a line over the limit is discarded up to its newline
 * and comes back with @too_long set (its bytes not kept). %FALSE at the
 * end of the input. */
gboolean           tess_cli_line_reader_next (TessCliLineReader  *reader,
                                              const char        **line,
                                              gsize              *length,
                                              gboolean           *too_long);

GQuark      tess_cli_error_quark     (void);
const char *tess_cli_error_code      (const GError *error);

/* A move as a record writes it: a placement with its follower, or a
 * discard of @move.tile. */
typedef struct
{
  TessMove move;
  gboolean discard;
} TessCliMove;

/**
 * TessCliPosition:
 *
 * A record bound to the engine, and the state after its last move (no
 * final scoring applied).
 */
typedef struct _TessCliPosition TessCliPosition;

TessCliPosition *tess_cli_position_new        (TessRecord       *record,
                                               GError          **error);
TessCliPosition *tess_cli_position_new_from_json (JsonNode      *node,
                                               GError          **error);
void             tess_cli_position_free       (TessCliPosition  *pos);
TessRecord      *tess_cli_position_get_record (TessCliPosition  *pos);
TessReplay      *tess_cli_position_get_replay (TessCliPosition  *pos);
const TessDef   *tess_cli_position_get_def    (TessCliPosition  *pos);
const TessState *tess_cli_position_get_state  (TessCliPosition  *pos);

/* Appends moves in the record's format (a JSON array) and plays them: all
 * or, on the first problem, none; the error names the move. */
gboolean         tess_cli_position_append     (TessCliPosition  *pos,
                                               JsonNode         *moves,
                                               GError          **error);
/* Plays one move and appends it to the record. */
gboolean         tess_cli_position_play       (TessCliPosition  *pos,
                                               const TessCliMove *move,
                                               GError          **error);

/**
 * tess_cli_position_turn:
 * @tiles: (nullable) (array zero-terminated=1): the tiles drawn, by id,
 *   for a record without a seed (its hand); with a seed they must be the
 *   tiles in hand
 *
 * Returns: (transfer full): a copy of the state with the hand drawn, or
 *   %NULL with TESS_CLI_ERROR_TILE
 */
TessState       *tess_cli_position_turn       (TessCliPosition  *pos,
                                               const char * const *tiles,
                                               GError          **error);

/* Every legal move of the current player of @st: for each tile in hand
 * (once per tile type), each placement without a follower and with each
 * follower it allows; a discard for a tile that fits nowhere. */
GArray          *tess_cli_legal_moves         (const TessState  *st);

/* A move in the record's format: {"tile", "x", "y", "rotation",
 * "follower"} or {"tile", "discard": true}. */
JsonNode        *tess_cli_move_to_json        (const TessDef    *def,
                                               const TessCliMove *move);

/* The position for a player to move, after @turn (from
 * tess_cli_position_turn()): doc/ENGINE-PROTOCOL.md, "state". With
 * @legal, the "legal" moves too. */
JsonNode        *tess_cli_state_to_json       (TessCliPosition  *pos,
                                               const TessState  *turn,
                                               gboolean          legal);

/* The board of the position: doc/ENGINE-PROTOCOL.md, "board". */
JsonNode        *tess_cli_board_to_json       (TessCliPosition  *pos);

/* One line of the protocol: a JSON object with a string "cmd". Returns
 * (transfer full) the object, or NULL with TESS_CLI_ERROR_PARSE (the
 * column in @column when known, else 0) or TESS_CLI_ERROR_REQUEST. */
JsonObject      *tess_cli_read_request        (const char       *line,
                                               gsize             length,
                                               guint            *column,
                                               GError          **error);

/* A JSON node written on one line, without a newline. */
char            *tess_cli_json_line           (JsonNode         *node);

/* A level by name, with TESS_CLI_ERROR_REQUEST naming @field when unknown. */
gboolean         tess_cli_parse_level         (const char       *name,
                                               const char       *field,
                                               TessAiLevel      *level,
                                               GError          **error);

G_END_DECLS
