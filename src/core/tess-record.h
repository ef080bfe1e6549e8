/* tess-record.h: game records (*.tessera files and the autosave)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "tess-vocabulary.h"
#include "tess-core-types.h"
#include "tess-error.h"
#include "tess-tile-set.h"
#include "tess-core-enums.h"
#include "tess-drawing.h"

G_BEGIN_DECLS

/* The `format` of a record and the newest `version` this code reads. */
#define TESS_RECORD_FORMAT  "tessera-game"
#define TESS_RECORD_VERSION 1

#define TESS_RECORD_MIN_PLAYERS 2
#define TESS_RECORD_MAX_PLAYERS TESS_MAX_PLAYERS

/* Player colours, in the order of DESIGN.md §3. */
typedef enum
{
  TESS_COLOR_YELLOW,
  TESS_COLOR_RED,
  TESS_COLOR_BLUE,
  TESS_COLOR_GREEN,
  TESS_COLOR_BLACK,
  TESS_COLOR_GREY,
  TESS_N_COLORS /*< skip >*/
} TessColor;

/* Who plays a seat: the computer at a TessAiLevel of the engine
 * (tess-ai.h: random, easy, medium, hard; tess_ai_level_name() and
 * tess_ai_level_from_name() give the file names), or a person. */
#define TESS_AI_NONE (-1)

const char *tess_color_name        (TessColor    color);   /* "yellow", ... (file names, untranslated) */
int         tess_color_from_name   (const char  *name);    /* -1 if unknown */
const char *tess_color_display_name (TessColor   color);   /* translated, e.g. "Yellow" */

/**
 * TESS_FOLLOWER_NONE:
 * TESS_FOLLOWER_MONASTERY:
 *
 * Values of #TessRecordMove.follower besides a #TessPort: no follower, or
 * the monk on the tile's monastery.
 */
#define TESS_FOLLOWER_NONE      (-1)
#define TESS_FOLLOWER_MONASTERY TESS_N_PORTS

/**
 * TessRecordPlayer:
 * @name: the player's name, non-empty
 * @color: the player's colour, distinct among the players
 * @ai: a #TessAiLevel for the computer, %TESS_AI_NONE for a person
 */
struct _TessRecordPlayer
{
  char       *name;
  TessColor   color;
  int         ai;
};

/**
 * TessRecordMove:
 * @tile: the tile's id
 * @discard: %TRUE for a discarded tile (x, y, rot and follower unused)
 * @x: column of the cell, east positive
 * @y: row of the cell, south positive
 * @rot: rotation in quarter turns clockwise, 0..3 (the file says degrees)
 * @follower: a #TessPort in board orientation (after rotation) that the
 *   follower's feature touches, %TESS_FOLLOWER_MONASTERY, or
 *   %TESS_FOLLOWER_NONE
 * @figure: the kind of the figure placed there, a #TessFigure (key
 *   "figure", DESIGN.md §8): %TESS_FIGURE_FOLLOWER unless set
 *
 * tess-move-codec.h writes and reads it as JSON.
 */
struct _TessRecordMove
{
  char    *tile;
  gboolean discard;
  int      x;
  int      y;
  int      rot;
  int      follower;
  int      figure;
};

/**
 * TessRecord:
 * @tilesets: the tile sets, a #GPtrArray of #TessTileSetData (references).
 *   Built-in sets are written by id, the others embedded in the file
 * @rules: the rules; `rules.river` is on exactly when a set with river tiles
 *   is listed (the loader adds the built-in "river" set for `river: true`)
 * @players: a #GArray of #TessRecordPlayer, 2 to 6, in turn order
 * @has_seed: whether @seed is set
 * @seed: the bag's seed, a JSON integer written back exactly as read; the
 *   engine takes it as (uint64_t) seed. (json-glib reads integers above
 *   2^63-1 as their two's complement: the engine sees the same seed, the
 *   file then holds the negative number.)
 * @moves: a #GArray of #TessRecordMove, in play order (discards included)
 *
 * A game record. Reference counted; the fields may be edited (TessGame
 * appends and truncates moves). Clearing an element of @players or @moves
 * frees its strings (the arrays have clear functions).
 */
struct _TessRecord
{
  GPtrArray *tilesets;
  TessRules  rules;
  GArray    *players;
  gboolean   has_seed;
  gint64     seed;
  GArray    *moves;
  /* Who started (key "start"): the player, -1 when not given; with
   * first_player most_roads, the tiles of the draw, round by round, one
   * id per player ("" for a player out of the round): n_players ids a
   * round. Unseeded records must give them; for seeded ones the replay
   * fills them in from the seed (and refuses ones that differ). */
  int        start_player;
  GPtrArray *start_draws;
  /* A teacher's notes (key "notes"): move number (from 1) -> text, NULL
   * when none (tess_record_get_note()). */
  GHashTable *notes;
  /* What a teacher drew on the board and kept with a move's note (the
   * note's "drawing"): move number -> TessDrawing, NULL when none. */
  GHashTable *drawings;

  /*< private >*/
  gatomicrefcount ref_count;
};

/* A teacher's notes on moves (tess-record-notes.c): the note on move
 * @move (from 1), NULL for none; setting NULL or "" removes it. The
 * moves that have one, in order: (element-type guint). */
const char *tess_record_get_note      (const TessRecord *record,
                                       guint             move);
void        tess_record_set_note      (TessRecord       *record,
                                       guint             move,
                                       const char       *text);
GArray     *tess_record_get_note_moves (const TessRecord *record);
/* What the teacher drew and kept with the note on move @move, NULL for
 * nothing; setting NULL or an empty drawing removes it. A move with a
 * drawing has a note (tess_record_get_note_moves()), its text or not. */
const TessDrawing *tess_record_get_drawing (const TessRecord  *record,
                                            guint              move);
void        tess_record_set_drawing   (TessRecord        *record,
                                       guint              move,
                                       const TessDrawing *drawing);

#define TESS_TYPE_RECORD (tess_record_get_type ())
GType       tess_record_get_type      (void) G_GNUC_CONST;

/* An empty record: no tile sets, default rules, no players, no seed, no moves. */
TessRecord *tess_record_new           (void);
TessRecord *tess_record_ref           (TessRecord       *record);
void        tess_record_unref         (TessRecord       *record);
/* A deep copy of the moves and players; tile sets are shared by reference. */
TessRecord *tess_record_copy          (const TessRecord *record);
/* Same tile sets (by content), rules, players, seed and moves. */
gboolean    tess_record_equal         (const TessRecord *a,
                                       const TessRecord *b);

/* Building a record (copies the strings). Adding a set with river tiles
 * sets rules.river. */
void        tess_record_add_tile_set   (TessRecord       *record,
                                       TessTileSetData  *set);
/* Adds the tile set of each expansion in the record's rules that it does
 * not list yet (DESIGN.md §8). */
gboolean    tess_record_add_expansion_sets (TessRecord   *record,
                                            GError      **error);
void        tess_record_add_player    (TessRecord       *record,
                                       const char       *name,
                                       TessColor         color,
                                       int               ai);   /* TessAiLevel or TESS_AI_NONE */
void        tess_record_set_seed      (TessRecord       *record,
                                       gint64            seed);
void        tess_record_append_move   (TessRecord       *record,
                                       const char       *tile,
                                       int               x,
                                       int               y,
                                       int               rot,
                                       int               follower);
void        tess_record_append_discard (TessRecord      *record,
                                       const char       *tile);
/* Appends a copy of @move (a discard or a placement, with its figure). */
void        tess_record_append        (TessRecord       *record,
                                       const TessRecordMove *move);
/* Drops the moves after the first @n_moves (undo). */
void        tess_record_truncate      (TessRecord       *record,
                                       guint             n_moves);

guint       tess_record_n_moves       (const TessRecord *record);
const TessRecordMove *tess_record_move (const TessRecord *record,
                                       guint             i);   /* 0-based */
guint       tess_record_n_players     (const TessRecord *record);
const TessRecordPlayer *tess_record_player (const TessRecord *record,
                                       guint             i);

/* Reading.
 *
 * Rejects an unknown `format` and a newer `version`, ignores unknown keys,
 * never crashes on malformed input. Without `tilesets` the game is the base
 * game; `rotation` defaults to 0, `moves` to none. Rules left out take
 * their defaults;
 * an unknown value of a known key is an error naming the key. Problems
 * of a move name the move number (1-based) and the key. Moves are only
 * read here: whether they are legal is the replay's business. */

/**
 * tess_record_from_json:
 * @node: the record's root node
 * @where: (nullable): prefix for messages, usually the file name
 * @problems: (nullable) (element-type utf8): when not %NULL, every problem
 *   found is appended and the record is returned even with problems, as
 *   long as the format and version are right (`tessera-cli validate` uses
 *   this; moves with problems are left out of the record)
 * @error: return location for an error holding the problems found, set
 *   exactly when %NULL is returned
 *
 * Returns: (transfer full) (nullable): the record
 */
TessRecord *tess_record_from_json     (JsonNode         *node,
                                       const char       *where,
                                       GPtrArray        *problems,
                                       GError          **error);
TessRecord *tess_record_load_data     (const char       *data,
                                       gssize            length,
                                       const char       *where,
                                       GError          **error);
TessRecord *tess_record_load_file     (const char       *filename,
                                       GError          **error);

/* Writing: every rule written out, built-in sets by id, others embedded,
 * rotations in degrees, followers as port names or "monastery". */
JsonNode   *tess_record_to_json       (const TessRecord *record);
/* Appends moves read from a JSON array, as "moves" are read, all or none. */
gboolean    tess_record_read_moves    (TessRecord       *record,
                                       JsonNode         *moves,
                                       const char       *where,
                                       GError          **error);
char       *tess_record_to_data       (const TessRecord *record,
                                       gsize            *length);
/* Atomic (a temporary file in the same directory, then renamed): a failed
 * save leaves any old file as it was and reports why (disk full, ...). */
gboolean    tess_record_save_file     (const TessRecord *record,
                                       const char       *filename,
                                       GError          **error);

/* Whether a JSON text is a tile set or a record: its `format`, or NULL when
 * it is not a JSON object with a string `format`. */
char       *tess_json_peek_format     (const char       *data,
                                       gssize            length);

/* The artwork of tile type @type of the game the record makes (types are
 * numbered through its sets in order), %NULL when it has none that can be
 * drawn (transfer none; tess-record-art.c). */
TessTileArt *tess_record_tile_art     (const TessRecord *record,
                                       int               type);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TessRecord, tess_record_unref)

G_END_DECLS
