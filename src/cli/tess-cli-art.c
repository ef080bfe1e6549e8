/* tess-cli-art.c: the tiles' own artwork, for the commands that draw
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-cli"

#include "config.h"

#include "tess-cli-art.h"

void
tess_cli_art_init (void)
{
  tess_tile_art_set_decoder (tess_render_art_decode, (GDestroyNotify) tess_render_art_unref);
}

TessRenderArt *
tess_cli_art_decoded (TessTileArt *art)
{
  return art != NULL ? tess_tile_art_get_decoded (art) : NULL;
}

void
tess_cli_art_set_cache (TessRenderCache  *cache,
                        const TessRecord *record)
{
  g_autoptr(GPtrArray) art = g_ptr_array_new ();
  gboolean any = FALSE;

  for (guint i = 0; i < record->tilesets->len; i++)
    {
      const TessTileSetData *set = g_ptr_array_index (record->tilesets, i);

      for (guint t = 0; t < tess_tile_set_n_tiles (set); t++)
        {
          TessRenderArt *a = tess_cli_art_decoded (tess_tile_set_get_art (set, t));

          g_ptr_array_add (art, a);
          any = any || a != NULL;
        }
    }
  tess_render_cache_set_art (cache, any ? art->len : 0, (TessRenderArt *const *) art->pdata);
}
