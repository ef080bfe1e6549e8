/* tess-art-draw.c: the tiles' own artwork, for the widgets that draw tiles
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-ui"

#include "config.h"

#include "tess-art-draw.h"
#include "tess-record.h"

void
tess_art_draw_init (void)
{
  tess_tile_art_set_decoder (tess_render_art_decode, (GDestroyNotify) tess_render_art_unref);
}

TessRenderArt *
tess_art_draw_decoded (TessTileArt *art)
{
  TessRenderArt *decoded;

  if (art == NULL || tess_tile_art_get_problem (art) != NULL)
    return NULL;
  decoded = tess_tile_art_get_decoded (art);
  if (decoded != NULL)
    return decoded;
  /* Art made before the decoder was installed: decoded once, here. */
  decoded = g_object_get_data (G_OBJECT (art), "tess-render-art");
  if (decoded == NULL && tess_tile_art_get_data (art) != NULL)
    {
      double crop[3];

      decoded = tess_render_art_new (tess_tile_art_get_mime (art), tess_tile_art_get_data (art),
                                     tess_tile_art_get_crop (art, crop) ? crop : NULL, NULL);
      if (decoded != NULL)
        g_object_set_data_full (G_OBJECT (art), "tess-render-art", decoded,
                                (GDestroyNotify) tess_render_art_unref);
    }
  return decoded;
}

TessRenderArt *
tess_art_draw_game_art (TessGame *game,
                        int       type)
{
  TessRecord *record;

  if (game == NULL)
    return NULL;
  record = tess_game_get_record (game);
  return record != NULL ? tess_art_draw_decoded (tess_record_tile_art (record, type)) : NULL;
}

void
tess_art_draw_set_cache_game (TessRenderCache *cache,
                              TessGame        *game)
{
  g_autoptr(GPtrArray) art = g_ptr_array_new ();
  int n = game != NULL ? tess_game_get_n_types (game) : 0;
  gboolean any = FALSE;

  for (int type = 0; type < n; type++)
    {
      TessRenderArt *a = tess_art_draw_game_art (game, type);

      g_ptr_array_add (art, a);
      any = any || a != NULL;
    }
  tess_render_cache_set_art (cache, any ? art->len : 0, (TessRenderArt *const *) art->pdata);
}
