/* tess-file-kind.h: what a Tessera file holds, by its "format" key
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TessFileKind:
 * @TESS_FILE_KIND_GAME: a game record (`tessera-game`)
 * @TESS_FILE_KIND_TILE_SET: a tile set (`tessera-tileset`)
 * @TESS_FILE_KIND_LESSON: a lesson (`tessera-lesson`)
 *
 * What a file holds, as its `format` key says (DESIGN.md §4): never as
 * its name says.
 */
typedef enum
{
  TESS_FILE_KIND_GAME,
  TESS_FILE_KIND_TILE_SET,
  TESS_FILE_KIND_LESSON,
} TessFileKind;

gboolean tess_file_kind_of_data (const char    *data,
                                 gssize         length,
                                 const char    *where,
                                 TessFileKind  *kind,
                                 GError       **error);
gboolean tess_file_kind_of_file (const char    *filename,
                                 TessFileKind  *kind,
                                 GError       **error);

G_END_DECLS
