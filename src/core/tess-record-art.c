/* tess-record-art.c: the artwork of a game's tile types
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include "tess-record.h"
#include "tess-tile-set.h"

TessTileArt *
tess_record_tile_art (const TessRecord *record,
                      int               type)
{
  g_return_val_if_fail (record != NULL, NULL);

  if (type < 0)
    return NULL;
  /* The game numbers the types of its sets in the record's order. */
  for (guint i = 0; i < record->tilesets->len; i++)
    {
      const TessTileSetData *set = g_ptr_array_index (record->tilesets, i);
      guint n = tess_tile_set_n_tiles (set);

      if ((guint) type < n)
        {
          TessTileArt *art = tess_tile_set_get_art (set, type);

          return art != NULL && tess_tile_art_get_problem (art) == NULL ? art : NULL;
        }
      type -= n;
    }
  return NULL;
}
