/* tess-test-core.h: what the core tests share: records and games to
 * play with, a whole game at random, a scratch directory's removal, a
 * tmpfs for a full disk
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tess-game.h"
#include "tess-game-session.h"
#include "tess-replay.h"
#include "tess-engine.h"

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

/* Plays up to @n_moves moves of the engine's random player (drawing
 * from a TessRng seeded with @rng_seed) on @st, appending each, discards
 * included, to @replay's record; fewer when the game ends first. */
void        tess_test_play_random_moves (TessReplay  *replay,
                                         TessState   *st,
                                         guint        n_moves,
                                         guint64      rng_seed);

/* The scores (TESS_MAX_PLAYERS of them) of @record replayed from
 * scratch by core, which checks every move again; with the final
 * scoring when the game is over. Returns whether it is. */
gboolean    tess_test_replay_scores (TessRecord        *record,
                                     int               *scores);

/* One turn of @game drawn from @rand: a legal placement, then a follower
 * on one of its spots or none. */
void        tess_test_play_random_turn (TessGame     *game,
                                        GRand        *rand);

/* The scores of @game, over, equal those of replaying its record. */
void        tess_test_assert_scores_replayed (TessGame *game);

/* Asserts that @game holds the @n moves it was opened with, then only
 * discards: a record without a seed draws its next tile at random, and a
 * tile that fits nowhere is discarded at once, as a move of its own. */
void        tess_test_assert_moves_then_discards (TessGame *game,
                                                  guint     n);

/* Adds a test @prefix/NAME running @func on the path of every
 * NAME.tessera of @dir, in the order of their names; returns how many
 * (a wrong directory must not pass as "nothing to test"). */
guint       tess_test_add_record_tests (const char   *dir,
                                        const char   *prefix,
                                        GTestDataFunc func);

/* How long a test waits for what it waits for (a file written, a move
 * played, a signal) before it fails: far longer than any of it takes,
 * on a busy machine and in the sanitizer build too. */
#define TESS_TEST_DEADLINE_S 60

/* The monotonic time, in microseconds, at which a wait begun now fails. */
gint64      tess_test_deadline      (void);

/* One round of the default main context, woken within a few
 * milliseconds when nothing comes (what is waited for may change on
 * another thread); fails the test, naming @what, once @deadline has
 * passed. See TESS_TEST_WAIT_UNTIL(). */
void        tess_test_wait_step     (gint64             deadline,
                                     const char        *what);

/* Runs the main context until @condition holds, for at most
 * TESS_TEST_DEADLINE_S seconds: a test waits for the event, never for a
 * fixed time. The condition is the message when it fails. */
#define TESS_TEST_WAIT_UNTIL(condition) \
  G_STMT_START { \
    gint64 tess_test_wait_deadline_ = tess_test_deadline (); \
    while (!(condition)) \
      tess_test_wait_step (tess_test_wait_deadline_, #condition); \
  } G_STMT_END

/* Removes a file, or a directory and all it holds. */
void        tess_test_remove_tree   (const char        *path);

/* Mounts a tmpfs of @size ("64k") on a new folder in @parent (%NULL:
 * the system's temporary folder), for a full disk or a read-only one;
 * %NULL, and the test skipped, when this process may not mount (only
 * root may). */
char       *tess_test_mount_tmpfs   (const char        *parent,
                                     const char        *size);

/* Unmounts and removes a folder of tess_test_mount_tmpfs(), and frees
 * @dir. */
void        tess_test_unmount_tmpfs (char              *dir);

/* Turns the main loop until @done (@data) is true; fails the test with
 * @what when a minute passes first. */
typedef gboolean (*TessTestDoneFunc) (gpointer data);
void        tess_test_wait_until    (TessTestDoneFunc   done,
                                     gpointer           data,
                                     const char        *what);
/* Waits until @session's autosave has written more than @n_written times
 * (tess_autosave_get_n_written()), off the main thread as in the app. */
void        tess_test_wait_for_autosave (TessGameSession *session,
                                         guint            n_written);

G_END_DECLS
