/* tess-game-sentences.h: what a game's window says as the game goes
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A scoring, a discard, a step of the final scoring and the end of the
 * game, each as a whole translated sentence: a translator sees every
 * sentence with its placeholders, never pieces a caller joins. The
 * window's toasts and its screen-reader announcements show them as they
 * are.
 */

#pragma once

#include <glib.h>

#include "tess-game.h"

G_BEGIN_DECLS

/* A scoring of a move: "Ana scores 8 points for a city.", "Ana and Bea
 * score 4 points each for a road." */
char *tess_game_scoring_sentence       (TessGame            *game,
                                        const TessGameEvent *event);

/* A tile that fits nowhere, by what it shows: "Bea cannot place a
 * crossroads anywhere: it is discarded and Bea draws again." (or it goes
 * back into the bag, under that house rule). */
char *tess_game_discard_sentence       (TessGame            *game,
                                        guint                player,
                                        int                  type);

/* A step of the final scoring, the points of each player who scored in
 * @category: "Final scoring of the roads: Ana +6 and Bea +3". %NULL when
 * nobody scored in @category. */
char *tess_game_final_scoring_sentence (TessGame            *game,
                                        TessGameCategory     category);

/* The end of the game, with the winners: "The game is over: Ana wins
 * with 52 points." */
char *tess_game_end_sentence           (TessGame            *game);

/* Every player's score, in the order of play, as the side panel shows
 * them: "Scores: Ana 12, Bea 8." */
char *tess_game_scores_sentence        (TessGame            *game);

/* The scores and the tiles still to draw, when a player asks: "Scores:
 * Ana 12, Bea 8. 40 tiles left in the bag.", or that the game is over. */
char *tess_game_standing_sentence      (TessGame            *game);

G_END_DECLS
