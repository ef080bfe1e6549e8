/* tess-explain.h: sentences that explain moves, scorings and broken rules
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every function returns a translated sentence (or two) in the words of
 * the rule books: a thief on a road, a knight in a city, a monk in a
 * monastery, a farmer on a farm. The history, its tooltips and toasts,
 * the replay and `tessera-cli explain` all use these.
 */

#pragma once

#include <glib.h>

#include "tess-vocabulary.h"
#include "tess-game.h"

G_BEGIN_DECLS

/**
 * tess_explain_event:
 * @event: a scoring, as the engine reports it
 * @player_names: (array length=n_players) (nullable): the players' names,
 *   in turn order
 * @n_players: the length of @player_names
 *
 * Says what was completed or scored, its size, the arithmetic, which rule
 * (or rule variant) applied, who scored, who tied and who was outvoted,
 * e.g. "A city of 3 tiles with 1 shield is completed: 3 × 2 + 1 × 2 = 8
 * points. Red has 1 knight in the city and scores 8 points."
 *
 * A player with no name in @player_names is called "Player N".
 *
 * Returns: (transfer full): the translated sentences
 */
char *tess_explain_event      (const TessEvent      *event,
                               const char * const   *player_names,
                               guint                 n_players);

/**
 * tess_explain_move:
 * @def: the game's definition
 * @move: a move that was (or is being) played
 * @player_name: who played it
 *
 * "Ana places tile V at (1, 0), turned 90°, with a thief on the road."
 *
 * Returns: (transfer full): the translated sentence
 */
char *tess_explain_move       (const TessDef        *def,
                               const TessMove       *move,
                               const char           *player_name);

/**
 * tess_explain_move_in_words:
 * @def: the game's definition
 * @move: a move that was (or is being) played
 * @player_name: who played it
 * @place: where the tile went, from tess_place_describe()
 *
 * The move in a player's words, without a cell or a tile id: "Ana places
 * a road bend to the right of the start tile, with a thief on the road."
 * The tile's turn is left to the board. tess_explain_move() says the same
 * with the cell and the turn, for the tools.
 *
 * Returns: (transfer full): the translated sentence
 */
char *tess_explain_move_in_words    (const TessDef     *def,
                                     const TessMove    *move,
                                     const char        *player_name,
                                     const char        *place);

/* The same for a tile that fits nowhere: "Blue cannot place a crossroads
 * anywhere: it is discarded and Blue draws again." */
char *tess_explain_discard_in_words (const TessTileDef *tile,
                                     const char        *player_name,
                                     TessUnplaceable    unplaceable);

/**
 * tess_explain_discard:
 * @tile_id: the tile that fits nowhere
 * @player_name: who drew it
 * @unplaceable: what the rules do with such a tile
 *
 * "Blue cannot place tile X anywhere: it is discarded and Blue draws
 * again." (or "it goes back into the bag" under the house rule).
 *
 * Returns: (transfer full): the translated sentence
 */
char *tess_explain_discard    (const char           *tile_id,
                               const char           *player_name,
                               TessUnplaceable       unplaceable);

/**
 * tess_explain_error:
 * @err: why the engine refused an action
 * @st: (nullable): the state the action was tried on; with it, the
 *   sentence names the side that does not match, the feature that is
 *   taken, ...
 * @type: the tile type tried (ignored without @st)
 * @x: its cell
 * @y: its cell
 * @rot: its rotation in quarter turns clockwise
 * @feature: the feature a follower was to go on, or -1
 *
 * A sentence for a player who tries something the rules forbid, e.g.
 * "This tile cannot go there: its east side has a field where the
 * neighbouring tile has a city." or "No follower may stand on this road:
 * it joins a road that already holds a thief."
 *
 * Returns: (transfer full): the translated sentence
 */
char *tess_explain_error      (TessError             err,
                               const TessState      *st,
                               int                   type,
                               int                   x,
                               int                   y,
                               int                   rot,
                               int                   feature);

/* A follower's name by the feature it stands on, translated, singular:
 * "thief", "knight", "monk", "farmer"; "" for a river. */
const char *tess_explain_follower_name (TessFeatureType feature);

/* "Ana", "Ana and Bogdan", "Ana, Bogdan and Carla", translated; the names
 * of the players whose bit is set in @mask. */
char *tess_explain_player_list (guint                mask,
                                const char * const  *player_names,
                                guint                n_players);

/* The turns that passed after a tile was placed: one sentence per player
 * the turn went past because they had no tile to play ("Dan has no tile
 * to play: the river comes first and the lake last."), joined by a
 * space. @after is the state after @mover's move (not a discard); NULL
 * when nobody's turn passed. */
char *tess_explain_passes     (const TessState      *after,
                               int                   mover,
                               const char * const   *player_names,
                               guint                 n_players);

/* House rules (tess-explain-house.c). */

/* Who started and why: "Bogdan starts, drawn at random …", or the rounds
 * of the most_roads draw. NULL when the players start in listed order.
 * @st is any state of the game (the start is kept in it). */
char *tess_explain_start      (const TessState      *st,
                               const char * const   *player_names,
                               guint                 n_players);
/* hole_bonus: "The tile fills a hole …: Ana plays again." */
char *tess_explain_extra_turn (const char           *player_name);
/* table_edges_complete: the sentence added to a scoring the edge closed. */
const char *tess_explain_edge (void);
/* What follows a move that placed a tile, in one text (NULL for nothing):
 * the goods it took, why the same player plays again (a hole, the
 * builder: "Ana’s builder: Ana plays again."), or whose turns passed.
 * @after is the state after @mover's move. */
char *tess_explain_after_move (const TessState      *after,
                               int                   mover,
                               const char * const   *player_names,
                               guint                 n_players);

/* Traders & Builders (tess-explain-traders.c). */

/* A good's name, translated, for a list: "wine", "grain", "cloth". */
const char *tess_explain_goods_name  (TessGoods           goods);
/* "2 wine tokens" */
char *tess_explain_goods_amount      (TessGoods           goods,
                                      int                 n);
/* "Ana completes the city and takes 2 wine tokens and 1 cloth token.",
 * NULL when the last move took no goods. */
char *tess_explain_goods_taken       (const TessState    *after,
                                      const char         *player_name);
/* Why the same player plays again: "Ana’s builder: Ana plays again."
 * (@reason: bits of TessExtraTurn). */
char *tess_explain_extra_turn_reason (unsigned            reason,
                                      const char         *player_name);
/* The final scoring of a good: "Final scoring, wine: Ana has the most
 * tokens (3) and scores 10 points." (a TESS_RULE_GOODS event). */
char *tess_explain_goods_event       (const TessEvent    *event,
                                      const char * const *player_names,
                                      guint               n_players);

G_END_DECLS
