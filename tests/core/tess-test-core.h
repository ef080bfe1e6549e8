/* tess-test-core.h: what the core tests share: records and games to
 * play with, a whole game at random, a scratch directory's removal
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tess-game.h"

G_BEGIN_DECLS

/* A record for a new game (tess_game_new_record(), default rules but
 * for @river and @hand): the players Ana, Bea, Carl, Dora, Emil and Fay,
 * in red, blue, green, yellow, black and grey. @kinds: (nullable): who
 * plays each seat, %NULL for people only. */
TessRecord *tess_test_new_record    (guint              n_players,
                                     gboolean           river,
                                     int                hand,
                                     const int         *kinds,
                                     const char        *seed);

/* A game from tess_test_new_record(). */
TessGame   *tess_test_new_game      (guint              n_players,
                                     gboolean           river,
                                     int                hand,
                                     const int         *kinds,
                                     const char        *seed);

/* A record with no players and no moves yet, of the base set and, with
 * @river, the River. */
TessRecord *tess_test_new_empty_record (gboolean        river);

/* A whole seeded game (base set, with @river the River too) played by
 * the engine's random player (tess_random_move() drawing from a TessRng
 * seeded with @rng_seed), every move and discard recorded; the record
 * has no final scoring in it (a record never has). @names: (nullable):
 * the players' names, %NULL for "A", "B", ... */
TessRecord *tess_test_random_record (gboolean           river,
                                     guint              n_players,
                                     int                hand,
                                     const char * const *names,
                                     gint64             seed,
                                     guint64            rng_seed);

/* Removes a file, or a directory and all it holds. */
void        tess_test_remove_tree   (const char        *path);

G_END_DECLS
