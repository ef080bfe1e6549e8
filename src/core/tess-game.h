/* tess-game.h: a game being played, as a GObject
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tess-core-types.h"
#include "tess-error.h"
#include "tess-record.h"
#include "tess-core-enums.h"

G_BEGIN_DECLS

/**
 * TESS_GAME_ERROR:
 *
 * Errors of TessGame: a move the rules forbid, or an action out of turn.
 * The message is a translated sentence for the player.
 */
#define TESS_GAME_ERROR (tess_game_error_quark ())

typedef enum
{
  TESS_GAME_ERROR_ILLEGAL,     /* the rules forbid it (the message says which rule) */
  TESS_GAME_ERROR_PHASE,       /* not now: wrong phase of the turn */
  TESS_GAME_ERROR_FINISHED,    /* the game is over */
} TessGameError;

GQuark tess_game_error_quark (void);

/**
 * TessGamePhase:
 * @TESS_GAME_PHASE_PLACE_TILE: the current player places the tile in hand
 * @TESS_GAME_PHASE_PLACE_FOLLOWER: the tile lies on the board (not yet
 *   played): the player puts a follower on it or not
 * @TESS_GAME_PHASE_GAME_OVER: the final scoring is done
 */
typedef enum
{
  TESS_GAME_PHASE_PLACE_TILE,
  TESS_GAME_PHASE_PLACE_FOLLOWER,
  TESS_GAME_PHASE_GAME_OVER,
} TessGamePhase;

/**
 * TessGameCategory:
 *
 * What points are scored for, as the final summary lists them.
 */
typedef enum
{
  TESS_GAME_CATEGORY_ROADS,
  TESS_GAME_CATEGORY_CITIES,
  TESS_GAME_CATEGORY_MONASTERIES,
  TESS_GAME_CATEGORY_FARMS,
  TESS_GAME_CATEGORY_GOODS,     /* Traders & Builders: the majorities of goods */
  TESS_GAME_N_CATEGORIES /*< skip >*/
} TessGameCategory;

/**
 * TessGameEvent:
 * @move: 1-based number of the move that scored; for the final scoring,
 *   the number of moves plus one
 * @final: %TRUE for the final scoring
 * @category: what it was scored for
 * @feature: the #TessFeatureType of the feature
 * @rule: the #TessScoreRule that applied
 * @tiles: tiles of the feature (farms: of the farm)
 * @shields: shields in a city
 * @cities: completed cities counted for a farm
 * @points: points each scorer scored
 * @scorers: bit p set when player p scored
 * @outvoted: bit p set when player p had followers there but fewer than the most
 * @followers: followers of each player on the feature
 * @placement: index of a placed tile of the feature (in placement order)
 * @feature_index: the feature's index on that tile
 * @completed: the feature was completed during play
 * @edge: the table's edge closed part of it (table_edges_complete)
 * @big: of @followers, each player's big followers (each counts 2 there)
 *
 * A scoring, copied from the engine: the UI reads this, not the engine.
 */
typedef struct
{
  guint            move;
  gboolean         final;
  TessGameCategory category;
  int              feature;
  int              rule;
  int              tiles;
  int              shields;
  int              cities;
  int              points;
  guint            scorers;
  guint            outvoted;
  int              followers[TESS_MAX_PLAYERS];
  int              placement;
  int              feature_index;
  gboolean         completed;
  gboolean         edge;
  int              big[TESS_MAX_PLAYERS];
} TessGameEvent;

#define TESS_TYPE_GAME_EVENT (tess_game_event_get_type ())
GType          tess_game_event_get_type (void) G_GNUC_CONST;
TessGameEvent *tess_game_event_copy     (const TessGameEvent *event);
/* A copy of an engine scoring event, with its category. */
TessGameEvent *tess_game_event_new_from_engine (const TessEvent *event);
void           tess_game_event_free     (TessGameEvent       *event);

/* A cell of the board and a feature of the tile there. */
typedef struct
{
  int x;
  int y;
  int type;        /* tile type */
  int rot;         /* quarter turns clockwise */
  int feature;     /* feature index on that tile, -1 for the whole tile */
} TessGameCell;

/* What a feature on the board is worth now (the aid "value and owner"). */
typedef struct
{
  int      feature;             /* TessFeatureType */
  gboolean completed;
  int      tiles;
  int      shields;
  int      open_sides;
  int      value;               /* points if scored now */
  int      followers[TESS_MAX_PLAYERS];
  guint    owners;              /* bit p: player p has the most followers */
} TessGameFeatureInfo;

/* A legal placement of the tile in hand. */
typedef struct
{
  int x;
  int y;
  int rot;
} TessGamePlacement;

#define TESS_TYPE_GAME (tess_game_get_type ())

G_DECLARE_FINAL_TYPE (TessGame, tess_game, TESS, GAME, GObject)

/* Creation. */
TessGame      *tess_game_new_from_record  (TessRecord         *record,
                                           GError            **error);
TessGame      *tess_game_new_with_external_draws (TessRecord  *record,
                                           GError            **error);
TessRecord    *tess_game_new_record       (const TessRules    *rules,
                                           guint               n_players,
                                           const char * const *names,
                                           const TessColor    *colors,
                                           const int          *kinds,
                                           const char         *seed,
                                           GError            **error);
gboolean       tess_game_parse_seed       (const char         *text,
                                           gint64             *seed);

/* The record (the truth) and its replay: (transfer none). */
TessRecord    *tess_game_get_record       (TessGame           *self);
TessReplay    *tess_game_get_replay       (TessGame           *self);
/* The engine's definition and live state, for the renderer and the
 * computer players (which think on a copy: tess_game_dup_state()). */
const TessDef *tess_game_get_def          (TessGame           *self);
const TessState *tess_game_get_state      (TessGame           *self);
TessState     *tess_game_dup_state        (TessGame           *self);

/* Computer players and hints think on a copy of the state in a worker
 * thread (tess-ai-player.h); their moves come back on the main thread.
 * Whatever changes the state other than a move (undo, redo, seeking in
 * a replay, loading) must call tess_game_cancel_thinking() first, so that
 * no move computed for the old state is played. Disposing the game
 * cancels too. */
GCancellable  *tess_game_get_thinking_cancellable (TessGame       *self);
void           tess_game_cancel_thinking  (TessGame           *self);

/* The rules the game is played by: (transfer none). */
const TessRules *tess_game_get_rules      (TessGame           *self);
/* Whether a tile that fits nowhere goes back into the bag (the rule
 * "unplaceable": return) rather than out of the game. */
gboolean       tess_game_get_unplaceable_returns (TessGame       *self);
/* How many followers each player has in all (the rule "followers"). */
int            tess_game_get_followers_per_player (TessGame      *self);

/* Properties. */
int            tess_game_get_current_player (TessGame         *self);
TessGamePhase  tess_game_get_phase        (TessGame           *self);
int            tess_game_get_tile         (TessGame           *self);
int            tess_game_get_tiles_left   (TessGame           *self);
guint          tess_game_get_n_moves      (TessGame           *self);
gboolean       tess_game_get_finished     (TessGame           *self);

/* The hand: with the rule "hand 1", one tile. */
int            tess_game_get_hand_size    (TessGame           *self);
int            tess_game_get_hand_tile    (TessGame           *self,
                                           int                 i);
/* draw_early: the tile @player took at the end of their turn and holds
 * while the others play (the first, with a hand of several), -1 when the
 * rule is off, for the player to move, or when the player holds none.
 * Show it to that player only. (tess-game-house.c) */
int            tess_game_get_waiting_tile (TessGame           *self,
                                           int                 player);
gboolean       tess_game_select_tile      (TessGame           *self,
                                           int                 type,
                                           GError            **error);

/* Draws from outside the game (an online game's): tess-game-turn.c. */
gboolean       tess_game_draw_tile        (TessGame           *self,
                                           int                 type,
                                           GError            **error);
gboolean       tess_game_get_external_draws (TessGame         *self);

/* Traders & Builders and the figures of every kind (tess-game-figures.c,
 * DESIGN.md §8): a #TessFigure's count per player and in a player's
 * supply, the features of the tile laid where the current player may
 * put one, each player's goods tokens (a #TessGoods) and those the last
 * move took, "Ana: 2 wine, 1 cloth", and why the player to move plays
 * again (NULL for an ordinary turn). */
int            tess_game_get_figures_per_player (TessGame     *self,
                                           int                 figure);
int            tess_game_get_figures_in_supply (TessGame      *self,
                                           guint               player,
                                           int                 figure);
GArray        *tess_game_get_figure_options (TessGame         *self,
                                           int                 figure);
gboolean       tess_game_get_goods_played (TessGame           *self);
int            tess_game_get_goods        (TessGame           *self,
                                           guint               player,
                                           int                 goods);
int            tess_game_get_goods_taken  (TessGame           *self,
                                           int                 goods);
char          *tess_game_goods_sentence   (TessGame           *self,
                                           guint               player);
char          *tess_game_extra_turn_sentence (TessGame        *self);

/* Tile types. */
int            tess_game_get_n_types      (TessGame           *self);
const char    *tess_game_get_type_id      (TessGame           *self,
                                           int                 type);
int            tess_game_get_remaining    (TessGame           *self,
                                           int                 type);
/* The definition to hand to the renderer: (transfer none). */
const TessTileDef *tess_game_get_tile_def (TessGame           *self,
                                           int                 type);
/* The #TessFeatureType of a feature of a tile type, -1 if none. */
int            tess_game_get_feature_type (TessGame           *self,
                                           int                 type,
                                           int                 feature);

/* The two steps of a turn. */
GArray        *tess_game_get_placements   (TessGame           *self);
gboolean       tess_game_can_place_at     (TessGame           *self,
                                           int                 x,
                                           int                 y,
                                           int                 rot);
int            tess_game_fitting_rotation (TessGame           *self,
                                           int                 x,
                                           int                 y,
                                           int                 preferred);
/* Why the tile in hand may not lie there, in a player's words; NULL when
 * it may (tess-game-refusal.c). */
char          *tess_game_explain_placement (TessGame          *self,
                                           int                 x,
                                           int                 y,
                                           int                 rot);
gboolean       tess_game_place_tile       (TessGame           *self,
                                           int                 x,
                                           int                 y,
                                           int                 rot,
                                           GError            **error);
gboolean       tess_game_get_pending      (TessGame           *self,
                                           int                *x,
                                           int                *y,
                                           int                *rot);
GArray        *tess_game_get_follower_options (TessGame       *self);
gboolean       tess_game_take_back_tile   (TessGame           *self);
gboolean       tess_game_place_follower   (TessGame           *self,
                                           int                 feature,
                                           GError            **error);
/* The same with a figure of a kind, a TessFigure (DESIGN.md §8). */
gboolean       tess_game_place_figure     (TessGame           *self,
                                           int                 feature,
                                           int                 figure,
                                           GError            **error);
/* A whole move at once (a computer player's, from any thread's result
 * delivered on the main thread): tile, cell, rotation, feature or -1. */
gboolean       tess_game_play_move        (TessGame           *self,
                                           int                 type,
                                           int                 x,
                                           int                 y,
                                           int                 rot,
                                           int                 feature,
                                           GError            **error);
gboolean       tess_game_play_move_figure (TessGame           *self,
                                           int                 type,
                                           int                 x,
                                           int                 y,
                                           int                 rot,
                                           int                 feature,
                                           int                 figure,
                                           GError            **error);

/* The board. */
int            tess_game_get_n_placed     (TessGame           *self);
void           tess_game_get_placed       (TessGame           *self,
                                           int                 i,
                                           int                *x,
                                           int                *y,
                                           int                *type,
                                           int                *rot);
int            tess_game_tile_at          (TessGame           *self,
                                           int                 x,
                                           int                 y);
void           tess_game_get_last_placements (TessGame        *self,
                                           int                *placements);
void           tess_game_get_bounds       (TessGame           *self,
                                           int                *min_x,
                                           int                *min_y,
                                           int                *max_x,
                                           int                *max_y);
gboolean       tess_game_get_table        (TessGame           *self,
                                           int                *x0,
                                           int                *y0,
                                           int                *x1,
                                           int                *y1);
int            tess_game_get_n_followers  (TessGame           *self);
void           tess_game_get_follower     (TessGame           *self,
                                           int                 i,
                                           int                *placement,
                                           int                *feature,
                                           int                *player);
/* The kind of the i-th figure on the board, a TessFigure (DESIGN.md §8). */
int            tess_game_get_follower_figure (TessGame        *self,
                                           int                 i);
gboolean       tess_game_get_feature_info (TessGame           *self,
                                           int                 placement,
                                           int                 feature,
                                           TessGameFeatureInfo *info);
gboolean       tess_game_get_pending_feature_info (TessGame    *self,
                                           int                 feature,
                                           TessGameFeatureInfo *info);
GArray        *tess_game_get_feature_cells (TessGame          *self,
                                           int                 placement,
                                           int                 feature);
GArray        *tess_game_get_scored_cells (TessGame           *self,
                                           const TessGameEvent *event);
GArray        *tess_game_get_farm_cities  (TessGame           *self,
                                           int                 placement,
                                           int                 feature);
gboolean       tess_game_is_dead_cell     (TessGame           *self,
                                           int                 x,
                                           int                 y);
GArray        *tess_game_get_dead_cells   (TessGame           *self);

/* Players. */
guint          tess_game_get_n_players    (TessGame           *self);
const char    *tess_game_get_player_name  (TessGame           *self,
                                           guint               player);
TessColor      tess_game_get_player_color (TessGame           *self,
                                           guint               player);
int            tess_game_get_player_kind  (TessGame           *self,
                                           guint               player);
int            tess_game_get_score        (TessGame           *self,
                                           guint               player);
/* The replay's final scoring, step by step: @points (one a player, or
 * %NULL for none) are left out of tess_game_get_score() until the next
 * seek; "changed" is emitted. */
void           tess_game_hold_back_points (TessGame           *self,
                                           const int          *points);
int            tess_game_get_supply       (TessGame           *self,
                                           guint               player);
int            tess_game_get_category_score (TessGame         *self,
                                           guint               player,
                                           TessGameCategory    category,
                                           gboolean            final);
GArray        *tess_game_get_score_history (TessGame          *self,
                                           guint               player);
GArray        *tess_game_get_ranking      (TessGame           *self);

/* Scorings so far, in order: (element-type TessGameEvent) (transfer none). */
GPtrArray     *tess_game_get_events       (TessGame           *self);
GPtrArray     *tess_game_get_final_events (TessGame           *self,
                                           TessGameCategory    category);

/* A teacher's notes on moves, kept in the record. */
gboolean       tess_game_set_note         (TessGame           *self,
                                           guint               move,
                                           const char         *text);
const char    *tess_game_get_note         (TessGame           *self,
                                           guint               move);
/* What the teacher drew on the board and kept with a move's note. */
gboolean       tess_game_set_drawing      (TessGame           *self,
                                           guint               move,
                                           const TessDrawing  *drawing);
const TessDrawing *tess_game_get_drawing  (TessGame           *self,
                                           guint               move);

/* Files. */
gboolean       tess_game_save             (TessGame           *self,
                                           const char         *filename,
                                           GError            **error);
char          *tess_game_default_autosave_file (void);

/* Undo, redo and replays. The record stays the truth: undo cuts its
 * last moves and keeps them (the line of play), redo appends them again,
 * a new move drops those not played again. The state follows the record
 * (rebuilt by the replay), so the bag is drawn in the same order. */
gboolean       tess_game_can_undo         (TessGame           *self);
gboolean       tess_game_undo             (TessGame           *self,
                                           GError            **error);
gboolean       tess_game_can_redo         (TessGame           *self);
gboolean       tess_game_redo             (TessGame           *self,
                                           GError            **error);
/* The moves of the record and those undone after them. */
guint          tess_game_get_n_line_moves (TessGame           *self);
/* Goes to the position after the first @n_moves moves of the line and
 * plays on from there ("play from here"); the later moves stay redoable. */
gboolean       tess_game_play_from        (TessGame           *self,
                                           guint               n_moves,
                                           GError            **error);
/* For replays: shows the position after the first @n_moves moves of the
 * line, with the final scoring applied when @final_scoring and the game
 * ends there. Nothing is drawn, discarded or saved. */
gboolean       tess_game_seek             (TessGame           *self,
                                           guint               n_moves,
                                           gboolean            final_scoring,
                                           GError            **error);

G_END_DECLS
