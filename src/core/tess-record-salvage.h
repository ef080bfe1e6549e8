/* tess-record-salvage.h: the good part of a damaged game record
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tess-record.h"

G_BEGIN_DECLS

/**
 * tess_record_salvage_data:
 * @data: the text of a record
 * @length: its length, or -1 when nul-terminated
 * @where: (nullable): prefix for messages, usually the file name
 * @damage: (out) (optional) (transfer full): set when the record holds a
 *   bad move N (one that cannot be read, or that breaks a rule of the
 *   game): an error whose message names the move and what is wrong with
 *   it, %TESS_FILE_ERROR_ILLEGAL_MOVE for a broken rule, the reader's code
 *   (%TESS_FILE_ERROR_INVALID, ...) for an unreadable move. Left %NULL
 *   when every move is good
 * @error: set exactly when %NULL is returned: the file is no record at
 *   all, or its tile sets, rules or players do not make a game
 *
 * Reads a record as tess_record_load_data() does, but a bad move does not
 * refuse the whole record: the record comes back with every move before
 * the first bad one (the N−1 moves of "open up to move N−1"), which all
 * replay legally. Moves after the bad one are dropped too, since each move
 * depends on the ones before it.
 *
 * Returns: (transfer full) (nullable): the record up to the last good move
 */
TessRecord *tess_record_salvage_data (const char  *data,
                                      gssize       length,
                                      const char  *where,
                                      GError     **damage,
                                      GError     **error);

/* The same for a file; messages name the file. */
TessRecord *tess_record_salvage_file (const char  *filename,
                                      GError     **damage,
                                      GError     **error);

G_END_DECLS
