/* tess-record-private.h: parts of the record reader and writer
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-json-private.h"
#include "tess-record.h"

G_BEGIN_DECLS

/* tess-record-rules.c: "rules" (before the players) and "start" (after them). */
void tess_record_read_rules  (TessRecord       *record,
                              JsonObject       *root,
                              const char       *where,
                              TessProblems     *p);
void tess_record_read_start  (TessRecord       *record,
                              JsonObject       *root,
                              const char       *where,
                              TessProblems     *p);
void tess_record_write_rules (const TessRecord *record,
                              JsonBuilder      *b);
void tess_record_write_start (const TessRecord *record,
                              JsonBuilder      *b);

/* tess-record-notes.c: "notes", a teacher's notes on moves (after the moves). */
void tess_record_read_notes  (TessRecord       *record,
                              JsonObject       *root,
                              const char       *where,
                              TessProblems     *p);
void tess_record_write_notes (const TessRecord *record,
                              JsonBuilder      *b);
void tess_record_copy_notes  (TessRecord       *copy,
                              const TessRecord *record);

/* tess-move-codec.c: tess_move_codec_read() adding to a record's problems. */
#include "tess-move-codec.h"
gboolean tess_move_codec_read_into (JsonNode          *node,
                                    const char        *loc,
                                    TessMoveReadFlags  flags,
                                    TessRecordMove    *move,
                                    TessProblems      *p);

G_END_DECLS
