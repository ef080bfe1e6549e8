/* tess-tile-set-private.h: what the files of TessTileSetData share
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-json-private.h"
#include "tess-tile-set.h"
#include "tess-engine.h"

G_BEGIN_DECLS

/* The ports of a feature (tess-engine.h): the four side ports, the
 * eight half ports, all of them. */
#define HALF_PORTS_MASK 0x0ff0u
#define SIDE_PORTS_MASK 0x000fu
#define ALL_PORTS_MASK  0x0fffu

/**
 * TessTileSource:
 * @node: the tile as its file wrote it (an object, or whatever was there)
 * @read: the tile as read from it
 * @feature_node: for each feature of @read, its place in the file's
 *   "features" (-1: none)
 * @problems: (element-type utf8): what could not be read, in words,
 *   without the tile's place ("feature 2: unknown feature type …")
 *
 * What the file held for one tile, kept beside it so that writing the set
 * back keeps what Tessera does not know (DESIGN.md §4). Immutable,
 * reference counted (g_atomic_rc_box).
 */
typedef struct
{
  JsonNode *node;
  TessTileDef read;
  int feature_node[TESS_MAX_FEATURES];
  GPtrArray *problems;
  TessTileArt *art;   /* the tile's `art` as read, or NULL */
} TessTileSource;

/* The same for the set: its object, its strings as read, its problems. */
typedef struct
{
  JsonNode *node;
  char *id, *name, *start, *last;
  char *author, *description, *licence;
  guint n_tiles;       /* tiles read */
  GPtrArray *problems; /* (element-type utf8) */
} TessSetSource;

TessTileSource *_tess_tile_source_new        (JsonNode          *node);
TessTileSource *_tess_tile_source_ref        (TessTileSource    *source);
void            _tess_tile_source_unref      (TessTileSource    *source);
TessSetSource  *_tess_set_source_new         (JsonNode          *node);
void            _tess_set_source_free        (TessSetSource     *source);
/* Keeps @set's strings as read, to tell later which the user changed. */
void            _tess_set_source_keep_strings (TessSetSource        *source,
                                              const TessTileSetData *set);
/* Shares @from's sources with @to (a copy of the set). */
void            _tess_tile_set_copy_sources   (TessTileSetData       *to,
                                              const TessTileSetData *from);
void            _tess_tile_set_free_sources   (TessTileSetData   *set);
/* The source of tile @index, or %NULL (transfer none). */
TessTileSource *_tess_tile_set_tile_source    (const TessTileSetData *set,
                                              guint              index);
/* Keeps the sources beside the tiles when a tile is inserted (with
 * @source, nullable), removed (returns its source, transfer full) or
 * moved. Call after changing set->tiles. */
void            _tess_tile_set_insert_source  (TessTileSetData   *set,
                                              guint              index,
                                              TessTileSource    *source);
TessTileSource *_tess_tile_set_remove_source  (TessTileSetData   *set,
                                              guint              index);
void            _tess_tile_set_move_source    (TessTileSetData   *set,
                                              guint              from,
                                              guint              to);
/* The same for the tiles' art (tess-tile-set-art.c). */
void            _tess_tile_set_insert_art     (TessTileSetData   *set,
                                              guint              index,
                                              TessTileArt       *art);
TessTileArt    *_tess_tile_set_remove_art     (TessTileSetData   *set,
                                              guint              index);
void            _tess_tile_set_move_art       (TessTileSetData   *set,
                                              guint              from,
                                              guint              to);
void            _tess_tile_set_copy_art       (TessTileSetData       *to,
                                              const TessTileSetData *from);
gboolean        _tess_tile_set_art_equal      (const TessTileSetData *a,
                                              const TessTileSetData *b);
/* @fresh (the set written from its fields alone) with everything the
 * file held that Tessera does not know, and every value the user did not
 * change, as the file wrote it. Returns: (transfer full) */
JsonNode       *_tess_tile_set_merge_sources  (const TessTileSetData *set,
                                              JsonNode          *fresh);

/* "where: tile “A” (number 1)" for a message about a tile of a set;
 * @tile_id may be %NULL or empty. Free with g_free(). */
char *_tess_tile_set_tile_where (const char *where,
                                const char *tile_id,
                                guint       index);

/* Adds to @p every way @set breaks the rules of the tile model
 * (tess_tile_set_check()); @skip: (nullable): tiles not to check one by
 * one (their reading failed). */
void  _tess_tile_set_check_set  (const TessTileSetData *set,
                                const char            *where,
                                const gboolean        *skip,
                                TessProblems          *p);

G_END_DECLS
