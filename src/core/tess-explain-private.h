/* tess-explain-private.h: what the sentence files of tess-explain share
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tess-engine.h"

G_BEGIN_DECLS

/* A player's name, or "Player 2" for one who has none. */
char *_tess_explain_player_name   (const char * const *names,
                                   guint               n_players,
                                   int                 player);
/* "2 knights", "1 thief": n followers in the words of the event's
 * feature. */
char *_tess_explain_followers_bare (const TessEvent   *ev,
                                   int                 n);
/* "Ana and Bruno", a list joined as the language joins it. */
char *_tess_explain_join_list     (GPtrArray          *items);

/* Inns & Cathedrals (tess-explain-figures.c): who scored an event in
 * which a scorer or an outvoted player has a big follower, each player
 * with their own figures ("Ana with a big follower and Bruno with 2
 * knights tie: both score 12 points."); NULL when none has one. */
char *_tess_explain_who_scored_big (const TessEvent    *ev,
                                    const char * const *names,
                                    guint               n_players);
/* "Ana’s big follower counts as two.", or NULL. */
char *_tess_explain_big_followers  (const TessEvent    *ev,
                                    const char * const *names,
                                    guint               n_players);

G_END_DECLS
