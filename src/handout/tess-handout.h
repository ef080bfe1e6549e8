/* tess-handout.h: a printed handout of a game for a class
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each scoring move (or every move): a figure of the board cropped to
 * the move with what it scored lit, drawn by the board's renderer; the
 * sentence that explains it with its arithmetic; the teacher's note. At
 * the end of a finished game, the final scoring step by step (roads,
 * cities, monasteries, farms: tess-final-steps.h), each with its figure.
 * The words are the history's, in the current language. Core and render
 * only: `tessera-cli handout` and the replay's "Print Handout…" share it.
 */

#pragma once

#include <gio/gio.h>

#include "tess-record.h"

G_BEGIN_DECLS

typedef enum
{
  TESS_HANDOUT_MOVES_SCORING,   /* the moves with something to explain, or a note */
  TESS_HANDOUT_MOVES_ALL,
} TessHandoutMoves;

typedef enum
{
  TESS_HANDOUT_PAPER_A4,
  TESS_HANDOUT_PAPER_LETTER,
} TessHandoutPaper;

/* "a4", "letter"; -1 when not one of them. */
int      tess_handout_paper_from_name (const char *name);
/* "scoring", "all"; -1 when not one of them. */
int      tess_handout_moves_from_name (const char *name);

/**
 * tess_handout_write:
 * @record: a game record (read only; the moves must be legal)
 * @filename: the PDF to write
 * @n_pages: (out) (optional): the pages written
 *
 * Returns: %FALSE with @error (TESS_FILE_ERROR) when a move is illegal or
 *   the file cannot be written, saying which and why
 */
gboolean tess_handout_write        (TessRecord        *record,
                                    const char        *filename,
                                    TessHandoutMoves   moves,
                                    TessHandoutPaper   paper,
                                    guint             *n_pages,
                                    GError           **error);

/* The same in a worker thread (a GTask), on a copy of @record taken now:
 * the game may go on meanwhile. */
void     tess_handout_write_async  (TessRecord          *record,
                                    const char          *filename,
                                    TessHandoutMoves     moves,
                                    TessHandoutPaper     paper,
                                    GCancellable        *cancellable,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data);
gboolean tess_handout_write_finish (GAsyncResult        *result,
                                    guint               *n_pages,
                                    GError             **error);

G_END_DECLS
