/* tess-error.h: the error domain of Tessera's files
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TESS_FILE_ERROR:
 *
 * The error domain of tile-set and game-record files and of replays.
 * Every message is a translated sentence that says what is wrong and
 * where (file, tile, feature, move, key).
 */
#define TESS_FILE_ERROR (tess_file_error_quark ())

/**
 * TessFileError:
 * @TESS_FILE_ERROR_PARSE: not JSON at all, or not an object
 * @TESS_FILE_ERROR_FORMAT: missing or unknown `format`
 * @TESS_FILE_ERROR_VERSION: a `version` newer than this reader, or not a number
 * @TESS_FILE_ERROR_INVALID: a key holds a value of the wrong type or out of range,
 *   or a required key is missing
 * @TESS_FILE_ERROR_TILE_SET: the tiles break a rule of the tile model (side types,
 *   ports, cities of fields, counts, ids)
 * @TESS_FILE_ERROR_NOT_FOUND: a built-in tile set or a tile named by id does not exist
 * @TESS_FILE_ERROR_TOO_BIG: more tiles than a game can hold, or a file beyond the
 *   limits of its size, items, values or strings
 * @TESS_FILE_ERROR_RULES: the tile sets, rules and players do not make a game
 * @TESS_FILE_ERROR_ILLEGAL_MOVE: a move of a record breaks a rule of the game
 * @TESS_FILE_ERROR_IO: reading or writing failed (the message says why)
 * @TESS_FILE_ERROR_READ_ONLY: the file to replace is read-only: replaced only
 *   when the person says so (%TESS_WRITE_REPLACE_READ_ONLY)
 */
typedef enum
{
  TESS_FILE_ERROR_PARSE,
  TESS_FILE_ERROR_FORMAT,
  TESS_FILE_ERROR_VERSION,
  TESS_FILE_ERROR_INVALID,
  TESS_FILE_ERROR_TILE_SET,
  TESS_FILE_ERROR_NOT_FOUND,
  TESS_FILE_ERROR_TOO_BIG,
  TESS_FILE_ERROR_RULES,
  TESS_FILE_ERROR_ILLEGAL_MOVE,
  TESS_FILE_ERROR_IO,
  TESS_FILE_ERROR_READ_ONLY,
} TessFileError;

/* The longest name or other text of a file (a player's name, a set's
 * name), in characters; ids are shorter still (TESS_ID_LEN). Readers
 * refuse longer ones; the fields that edit them stop there. */
#define TESS_MAX_TEXT_CHARS 100

GQuark tess_file_error_quark (void);

/* The message of a GError for a list of problems (strings): one per line,
 * at most 10, then how many more. */
char  *tess_problems_join    (GPtrArray *problems);

G_END_DECLS
