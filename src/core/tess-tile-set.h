/* tess-tile-set.h: tile sets, their JSON files and their validation
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
#include "tess-tile-art.h"

G_BEGIN_DECLS

/* The `format` of a tile-set file and the newest `version` this code reads. */
#define TESS_TILE_SET_FORMAT  "tessera-tileset"
#define TESS_TILE_SET_VERSION 1

/**
 * TessTileSetData:
 * @id: the set's id (non-empty, shorter than %TESS_ID_LEN bytes)
 * @name: the set's display name, never %NULL (may be empty)
 * @start: id of the start tile, or %NULL when the set has none
 * @last: id of the tile drawn last (the River's lake), or %NULL
 * @author: who made the set, or %NULL
 * @description: what the set is, in a few sentences, or %NULL
 * @licence: the terms it is shared under ("CC BY 4.0"), or %NULL
 * @tiles: the tile types, a #GArray of #TessTileDef in file order. Each
 *   feature's ports are bit masks of #TessPort; a field's `cities` is a
 *   bit mask of feature indexes of the same tile; `count` is the number of
 *   copies (the start tile included)
 * @builtin: %TRUE when loaded as a built-in set: a game record then names
 *   it by id instead of embedding it
 *
 * A tile set as read from a `*.tileset.json` file or a record. Reference
 * counted; the fields may be edited (the tile-set editor does) by whoever
 * holds the only reference. Sets returned by tess_tile_set_load_builtin()
 * are shared: copy them with tess_tile_set_copy() before editing.
 */
struct _TessTileSetData
{
  char   *id;
  char   *name;
  char   *start;
  char   *last;
  char   *author;
  char   *description;
  char   *licence;
  GArray *tiles;
  gboolean builtin;

  /*< private >*/
  gatomicrefcount ref_count;
  gpointer source;         /* TessSetSource: what the file held */
  GPtrArray *tile_sources; /* TessTileSource or NULL, one a tile, or NULL */
  GPtrArray *tile_art;     /* TessTileArt or NULL, one a tile, or NULL */
};

#define TESS_TYPE_TILE_SET_DATA (tess_tile_set_get_type ())
GType            tess_tile_set_get_type      (void) G_GNUC_CONST;

/* Creation and life cycle. */
TessTileSetData *tess_tile_set_new           (const char            *id,
                                             const char            *name);
TessTileSetData *tess_tile_set_ref           (TessTileSetData       *set);
void             tess_tile_set_unref         (TessTileSetData       *set);
/* A deep copy with one reference, not built-in. */
TessTileSetData *tess_tile_set_copy          (const TessTileSetData *set);
/* Same id, name, start, last, details, tiles and art (the builtin flag
 * is not compared). */
gboolean         tess_tile_set_equal         (const TessTileSetData *a,
                                             const TessTileSetData *b);

/* Queries. */
guint            tess_tile_set_n_tiles       (const TessTileSetData *set);   /* tile types */
const TessTileDef *tess_tile_set_tile        (const TessTileSetData *set,
                                             guint                  i);
int              tess_tile_set_find_tile     (const TessTileSetData *set,
                                             const char            *tile_id); /* -1 if none */
/* The index of @tile, a pointer tess_tile_set_tile() gave; -1 if it is not
 * one of @set's tiles. */
int              tess_tile_set_tile_index    (const TessTileSetData *set,
                                             const TessTileDef     *tile);
int              tess_tile_set_total_count   (const TessTileSetData *set);   /* sum of counts */
int              tess_tile_set_n_shields     (const TessTileSetData *set);   /* shields of all copies */
gboolean         tess_tile_set_has_river     (const TessTileSetData *set);
/* The artwork of tile @i (transfer none), %NULL when it has none. */
TessTileArt     *tess_tile_set_get_art       (const TessTileSetData *set,
                                             guint                  i);
/* Gives tile @i that artwork (%NULL: none). */
void             tess_tile_set_set_art       (TessTileSetData       *set,
                                             guint                  i,
                                             TessTileArt           *art);
/* Whether any tile has artwork that can be drawn. */
gboolean         tess_tile_set_has_art       (const TessTileSetData *set);
/* The bytes of all the set's artwork. */
gsize            tess_tile_set_art_size      (const TessTileSetData *set);
/* Who made the tiles' art: one line a credit, naming its tiles ("A, B:
 * Ana, CC BY 4.0"), for the last page of a sheet. Free with g_strfreev(). */
char           **tess_tile_set_art_credits   (const TessTileSetData *set);
/* An id for a set named @name ("Dream Tiles" -> "dream-tiles"): letters
 * and digits in ASCII, words joined by "-", shorter than TESS_ID_LEN;
 * "tiles" when nothing of @name is left. */
char            *tess_tile_set_id_from_name  (const char            *name);

/* Whether @id can be a set's id: 1 to TESS_ID_LEN - 1 bytes of UTF-8. */
gboolean         tess_tile_set_check_id      (const char            *id,
                                             GError               **error);

/* The longest description of a set, in characters (its name, author
 * and licence: TESS_MAX_TEXT_CHARS). */
#define TESS_TILE_SET_MAX_DESCRIPTION 1000

/**
 * tess_tile_set_check_details:
 * @name: (nullable): the set's name
 * @author: (nullable): who made it
 * @description: (nullable): what it is
 * @licence: (nullable): its licence
 * @error: the first text that is too long or not text
 *
 * Whether the texts fit a set's file (DESIGN.md §4): a name, an author
 * and a licence of at most %TESS_MAX_TEXT_CHARS characters, a
 * description of at most %TESS_TILE_SET_MAX_DESCRIPTION, all UTF-8.
 */
gboolean         tess_tile_set_check_details (const char            *name,
                                             const char            *author,
                                             const char            *description,
                                             const char            *licence,
                                             GError               **error);

/**
 * tess_tile_set_as_engine:
 * @set: a tile set
 * @out: (out caller-allocates): the engine's view of @set
 *
 * Fills @out with the engine's view: its tiles point into @set->tiles, so
 * @out is valid as long as @set lives and its tiles array is unchanged.
 * Start and last are resolved to tile indexes (-1 when unset or unknown).
 */
void             tess_tile_set_as_engine     (const TessTileSetData *set,
                                             TessTileSet           *out);

/**
 * tess_tile_set_check:
 * @set: a tile set
 * @where: (nullable): prefix for the messages, usually the file name
 * @problems: (element-type utf8): array of strings to append to
 *
 * Checks the tile model rules (DESIGN.md §4) and appends one translated
 * sentence per problem to @problems: every side of every tile has one
 * type, a city side has no half ports, a road, river or field side has
 * both half ports in fields, a port belongs to at most one feature, a
 * field's cities are cities of that tile, counts are positive, tile ids
 * unique, non-empty and short enough, start and last name tiles of the set,
 * and the engine's own tess_tile_validate(). Each message names @where,
 * the tile id and index and the feature number (1-based).
 *
 * Returns: %TRUE when no problem was found
 */
gboolean         tess_tile_set_check         (const TessTileSetData *set,
                                             const char            *where,
                                             GPtrArray             *problems);

/* Reading.
 *
 * Every reader rejects an unknown `format` and a newer `version`, ignores
 * unknown keys, and fails (never crashes) on malformed input: wrong JSON
 * types anywhere, out-of-range numbers, more than TESS_MAX_TILES tiles or
 * TESS_MAX_TYPES types. A tile without `count` counts once; `name`
 * defaults to the id. The loaders fail when tess_tile_set_check() finds a
 * problem; the GError (TESS_FILE_ERROR) then holds every error of the set
 * in the words `tessera-cli validate` prints and the editor shows
 * (tess_tile_set_find_problems()), one per line (at most 10, then how
 * many more). */

/**
 * tess_tile_set_from_json:
 * @node: a JSON object node (a whole file, or a set embedded in a record)
 * @where: (nullable): prefix for messages, e.g. "game.tessera: tile set 2"
 * @problems: (nullable) (element-type utf8): when not %NULL, every problem
 *   is appended here and the set is returned even when problems were found,
 *   as long as the JSON has the overall shape of a tile set (the validator
 *   uses this; compare the array's length before and after)
 * @error: return location for an error, set exactly when %NULL is returned
 *
 * Returns: (transfer full) (nullable): the set, or %NULL with @error set
 */
TessTileSetData *tess_tile_set_from_json     (JsonNode              *node,
                                             const char            *where,
                                             GPtrArray             *problems,
                                             GError               **error);
TessTileSetData *tess_tile_set_load_data     (const char            *data,
                                             gssize                 length,
                                             const char            *where,
                                             GError               **error);
TessTileSetData *tess_tile_set_load_file     (const char            *filename,
                                             GError               **error);

/**
 * tess_tile_set_validate_file:
 * @filename: a `*.tileset.json` file
 * @problems: (element-type utf8): where every problem is appended
 *
 * What `tessera-cli validate` does for a tile set: reads it and lists every
 * problem found, from JSON syntax to tile rules.
 *
 * Returns: %TRUE when the file is a valid tile set
 */
gboolean         tess_tile_set_validate_file (const char            *filename,
                                             GPtrArray             *problems);

/**
 * tess_tile_set_dir:
 *
 * The directory of the built-in sets: $TESSERA_TILESETDIR when set, else
 * the installed TILESETDIR (the tests and `meson devenv` set the variable
 * to the source tree's data/tilesets, so nothing is baked into a binary).
 *
 * Returns: (transfer none): a directory name
 */
const char      *tess_tile_set_dir           (void);
/* The user's library: the sets the tile-set editor saves and the New
 * Game dialog lists, in the user's data folder (transfer full). */
char            *tess_tile_set_library_dir   (void);

/**
 * tess_tile_set_load_builtin:
 * @id: "base", "river", ...: reads `<dir>/<id>.tileset.json`
 * @error: return location for an error (TESS_FILE_ERROR_NOT_FOUND when
 *   there is no such set)
 *
 * Built-in sets are read once and shared: do not modify the result.
 *
 * Returns: (transfer full) (nullable): a reference to the set, builtin
 *   set to %TRUE
 */
TessTileSetData *tess_tile_set_load_builtin  (const char            *id,
                                             GError               **error);

/* Writing: the same format the readers take, pretty-printed. A field's
 * cities are written as each city's first side port (N, E, S, W order).
 * tess_tile_def_to_json(): one tile type so, without its art (the
 * engine protocol's "board" gives the game's tiles so). */
JsonNode        *tess_tile_def_to_json       (const TessTileDef     *tile);
JsonNode        *tess_tile_set_to_json       (const TessTileSetData *set);
char            *tess_tile_set_to_data       (const TessTileSetData *set,
                                             gsize                 *length);
/* Atomic: a failed save leaves the old file as it was. */
gboolean         tess_tile_set_save_file     (const TessTileSetData *set,
                                             const char            *filename,
                                             GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TessTileSetData, tess_tile_set_unref)

G_END_DECLS
