/* tess-tileset-private.h: what the files of TessTileSetData share
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-json-private.h"
#include "tess-tileset.h"

G_BEGIN_DECLS

/* The ports of a feature (tess-engine.h): the four side ports, the
 * eight half ports, all of them. */
#define HALF_PORTS_MASK 0x0ff0u
#define SIDE_PORTS_MASK 0x000fu
#define ALL_PORTS_MASK  0x0fffu

/* "where: tile “A” (number 1)" for a message about a tile of a set;
 * @tile_id may be %NULL or empty. Free with g_free(). */
char *_tess_tileset_tile_where (const char *where,
                                const char *tile_id,
                                guint       index);

/* Adds to @p every way @set breaks the rules of the tile model
 * (tess_tileset_check()); @skip: (nullable): tiles not to check one by
 * one (their reading failed). */
void  _tess_tileset_check_set  (const TessTileSetData *set,
                                const char            *where,
                                const gboolean        *skip,
                                TessProblems          *p);

G_END_DECLS
