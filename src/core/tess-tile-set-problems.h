/* tess-tile-set-problems.h: everything wrong with a tile set, tile by tile
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tess-tile-set.h"

G_BEGIN_DECLS

/* The limits of a set: copies of one tile type, and tiles in a set; the
 * engine's, so that the editor, validate and every reader say the same. */
#define TESS_TILE_SET_MAX_COUNT TESS_MAX_TILE_COUNT
#define TESS_TILE_SET_MAX_TOTAL TESS_MAX_TILES

typedef enum
{
  TESS_PROBLEM_ERROR,     /* the set cannot be played */
  TESS_PROBLEM_WARNING,   /* it can, but probably not as the designer meant */
} TessProblemSeverity;

/**
 * TessProblemKind:
 * @TESS_PROBLEM_STRUCTURE: a rule of the tile model (DESIGN.md §2): ports,
 *   side types, features, ids
 * @TESS_PROBLEM_HALF_PORT: a half port of a field, road or river side in
 *   no field
 * @TESS_PROBLEM_CROSSING: two features whose ports interleave around the
 *   edge (a road over a river, the bridge, is allowed)
 * @TESS_PROBLEM_FIELD_MISSES_CITY: a field beside a city that it does not
 *   list (warning)
 * @TESS_PROBLEM_FIELD_FAR_CITY: a field that lists a city it does not touch
 * @TESS_PROBLEM_DUPLICATE_ID: two tile types with one id
 * @TESS_PROBLEM_SAME_TILE: two tile types that are one tile turned round
 *   (warning)
 * @TESS_PROBLEM_RIVER_ENDS: a set with river tiles without exactly one
 *   spring (its start tile) and one lake (its last tile)
 * @TESS_PROBLEM_RIVER_SHAPE: a river tile that cannot be part of a single
 *   river (a fork, two rivers, a third end)
 * @TESS_PROBLEM_UNMATCHED: a tile type that matches no other tile on any
 *   side (warning)
 * @TESS_PROBLEM_NO_START: no start tile (warning: the set then needs
 *   another set that has one)
 * @TESS_PROBLEM_UNKNOWN_TILE: the start or last tile names no tile of the set
 * @TESS_PROBLEM_COUNT: a count outside 1..%TESS_TILE_SET_MAX_COUNT
 * @TESS_PROBLEM_TOO_MANY: more than %TESS_TILE_SET_MAX_TOTAL tiles in all
 * @TESS_PROBLEM_SET: the set itself: no id, no tiles
 * @TESS_PROBLEM_UNREADABLE: what the file says that Tessera cannot show
 *   or play (a feature of an unknown type, an unknown port, a key of the
 *   wrong type): it is kept as written when the set is saved
 * @TESS_PROBLEM_ART: a tile's artwork that cannot be drawn (too big,
 *   broken, not a PNG or SVG), or too much art in the set: the generated
 *   picture stands in for it
 */
typedef enum
{
  TESS_PROBLEM_STRUCTURE,
  TESS_PROBLEM_HALF_PORT,
  TESS_PROBLEM_CROSSING,
  TESS_PROBLEM_FIELD_MISSES_CITY,
  TESS_PROBLEM_FIELD_FAR_CITY,
  TESS_PROBLEM_DUPLICATE_ID,
  TESS_PROBLEM_SAME_TILE,
  TESS_PROBLEM_RIVER_ENDS,
  TESS_PROBLEM_RIVER_SHAPE,
  TESS_PROBLEM_UNMATCHED,
  TESS_PROBLEM_NO_START,
  TESS_PROBLEM_UNKNOWN_TILE,
  TESS_PROBLEM_COUNT,
  TESS_PROBLEM_TOO_MANY,
  TESS_PROBLEM_SET,
  TESS_PROBLEM_UNREADABLE,
  TESS_PROBLEM_ART,
} TessProblemKind;

/**
 * TessTileSetProblem:
 *
 * One problem of a tile set. Immutable.
 *
 * Properties:
 * - tile (int): index of the tile type it is about, -1 for the whole set
 * - tile-id (string): that tile's id, %NULL for the whole set
 * - severity (int): a #TessProblemSeverity
 * - kind (int): a #TessProblemKind
 * - ports (guint): the ports (1 << #TessPort) it is at, which the editor
 *   lights on the tile, 0 when it is about the whole tile
 * - message (string): a translated sentence saying what is wrong (without
 *   the tile's id, which tile-id gives)
 */
#define TESS_TYPE_TILE_SET_PROBLEM (tess_tile_set_problem_get_type ())

G_DECLARE_FINAL_TYPE (TessTileSetProblem, tess_tile_set_problem, TESS, TILE_SET_PROBLEM, GObject)

int                 tess_tile_set_problem_get_tile     (TessTileSetProblem *self);
const char         *tess_tile_set_problem_get_tile_id  (TessTileSetProblem *self);
TessProblemSeverity tess_tile_set_problem_get_severity (TessTileSetProblem *self);
TessProblemKind     tess_tile_set_problem_get_kind     (TessTileSetProblem *self);
guint16             tess_tile_set_problem_get_ports    (TessTileSetProblem *self);
const char         *tess_tile_set_problem_get_message  (TessTileSetProblem *self);
/* "tile “X”: message", "warning: tile “X”: message", for lists and the CLI:
 * a tile is named by its id, as the editor's list shows it. */
char               *tess_tile_set_problem_to_string    (TessTileSetProblem *self);
gboolean            tess_tile_set_problem_equal        (TessTileSetProblem *a,
                                                        TessTileSetProblem *b);

/**
 * tess_tile_set_find_problems:
 * @set: a tile set, as read (even with problems) or as being edited
 *
 * Runs every check on @set: what its file said that could not be read
 * (kept with a set read from a file), the tile model's rules and the
 * designer's checks (crossings, fields and cities, duplicates, the river,
 * tiles that match nothing, the start tile, counts and the set's size).
 * Problems come tile by tile in the set's order, then those of the whole
 * set. The editor and `tessera-cli validate` list these, and only these.
 *
 * Returns: (transfer container) (element-type TessTileSetProblem): the
 *   problems found, an empty array when there are none
 */
GPtrArray *tess_tile_set_find_problems (const TessTileSetData *set);

/**
 * tess_tile_set_check_file:
 * @filename: a `*.tileset.json` file
 * @errors: (element-type utf8): where each error is appended, as a line
 *   naming the file and the tile
 * @warnings: (element-type utf8): where each warning is appended
 *
 * What `tessera-cli validate` does for a tile set: reads it as the
 * editor does and lists tess_tile_set_find_problems(), each line naming
 * the file (a file that is not a tile set at all: why).
 *
 * Returns: %TRUE when the file has no error (it may have warnings)
 */
gboolean   tess_tile_set_check_file    (const char *filename,
                                       GPtrArray  *errors,
                                       GPtrArray  *warnings);

/**
 * TessProblemList:
 *
 * A #GListModel of #TessTileSetProblem, kept up to date by
 * tess_problem_list_update(): it emits items-changed for the smallest
 * range that changed.
 *
 * Properties: n-errors (guint), n-warnings (guint).
 */
#define TESS_TYPE_PROBLEM_LIST (tess_problem_list_get_type ())

G_DECLARE_FINAL_TYPE (TessProblemList, tess_problem_list, TESS, PROBLEM_LIST, GObject)

TessProblemList *tess_problem_list_new            (void);
/* Checks @set again (tess_tile_set_find_problems()) and shows the result. */
void             tess_problem_list_update         (TessProblemList       *self,
                                                   const TessTileSetData *set);
guint            tess_problem_list_get_n_errors   (TessProblemList       *self);
guint            tess_problem_list_get_n_warnings (TessProblemList       *self);

G_END_DECLS
