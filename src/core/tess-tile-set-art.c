/* tess-tile-set-art.c: the artwork of a set's tiles, kept beside them
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One TessTileArt (or NULL) a tile, in the tiles' order; the array is
 * only made when a tile gets art, and moves in step with the tiles.
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-tile-set-private.h"

static void
art_unref0 (gpointer art)
{
  if (art != NULL)
    g_object_unref (art);
}

TessTileArt *
tess_tile_set_get_art (const TessTileSetData *set,
                      guint                  i)
{
  g_return_val_if_fail (set != NULL, NULL);

  if (set->tile_art == NULL || i >= set->tile_art->len)
    return NULL;
  return g_ptr_array_index (set->tile_art, i);
}

void
tess_tile_set_set_art (TessTileSetData *set,
                      guint            i,
                      TessTileArt     *art)
{
  g_return_if_fail (set != NULL);
  g_return_if_fail (i < set->tiles->len);
  g_return_if_fail (art == NULL || TESS_IS_TILE_ART (art));

  if (set->tile_art == NULL)
    {
      if (art == NULL)
        return;
      set->tile_art = g_ptr_array_new_with_free_func (art_unref0);
    }
  if (set->tile_art->len < set->tiles->len)
    g_ptr_array_set_size (set->tile_art, set->tiles->len);
  art_unref0 (g_ptr_array_index (set->tile_art, i));
  g_ptr_array_index (set->tile_art, i) = art != NULL ? g_object_ref (art) : NULL;
}

gboolean
tess_tile_set_has_art (const TessTileSetData *set)
{
  g_return_val_if_fail (set != NULL, FALSE);

  for (guint i = 0; set->tile_art != NULL && i < set->tile_art->len; i++)
    {
      TessTileArt *art = g_ptr_array_index (set->tile_art, i);

      if (art != NULL && tess_tile_art_get_problem (art) == NULL)
        return TRUE;
    }
  return FALSE;
}

gsize
tess_tile_set_art_size (const TessTileSetData *set)
{
  gsize size = 0;

  g_return_val_if_fail (set != NULL, 0);

  for (guint i = 0; set->tile_art != NULL && i < set->tile_art->len; i++)
    {
      TessTileArt *art = g_ptr_array_index (set->tile_art, i);

      if (art != NULL)
        size += tess_tile_art_get_size (art);
    }
  return size;
}

/* ------------------------------------------------------------ in step */

void
_tess_tile_set_insert_art (TessTileSetData *set,
                          guint            index,
                          TessTileArt     *art)
{
  if (set->tile_art == NULL)
    {
      if (art == NULL)
        return;
      set->tile_art = g_ptr_array_new_with_free_func (art_unref0);
    }
  /* The array may be shorter than the tiles (none had art at the end). */
  if (set->tile_art->len < set->tiles->len - 1)
    g_ptr_array_set_size (set->tile_art, set->tiles->len - 1);
  g_ptr_array_insert (set->tile_art, index, art != NULL ? g_object_ref (art) : NULL);
}

TessTileArt *
_tess_tile_set_remove_art (TessTileSetData *set,
                          guint            index)
{
  if (set->tile_art == NULL || index >= set->tile_art->len)
    return NULL;
  return g_ptr_array_steal_index (set->tile_art, index);
}

void
_tess_tile_set_move_art (TessTileSetData *set,
                        guint            from,
                        guint            to)
{
  gpointer art;

  if (set->tile_art == NULL)
    return;
  if (set->tile_art->len < set->tiles->len)
    g_ptr_array_set_size (set->tile_art, set->tiles->len);
  if (from >= set->tile_art->len || to >= set->tile_art->len)
    return;
  art = g_ptr_array_steal_index (set->tile_art, from);
  g_ptr_array_insert (set->tile_art, to, art);
}

void
_tess_tile_set_copy_art (TessTileSetData       *to,
                        const TessTileSetData *from)
{
  g_clear_pointer (&to->tile_art, g_ptr_array_unref);
  if (from->tile_art == NULL)
    return;
  to->tile_art = g_ptr_array_new_full (from->tile_art->len, art_unref0);
  for (guint i = 0; i < from->tile_art->len; i++)
    {
      TessTileArt *art = g_ptr_array_index (from->tile_art, i);

      g_ptr_array_add (to->tile_art, art != NULL ? g_object_ref (art) : NULL);
    }
}

gboolean
_tess_tile_set_art_equal (const TessTileSetData *a,
                         const TessTileSetData *b)
{
  for (guint i = 0; i < a->tiles->len && i < b->tiles->len; i++)
    if (!tess_tile_art_equal (tess_tile_set_get_art (a, i), tess_tile_set_get_art (b, i)))
      return FALSE;
  return TRUE;
}

/* ------------------------------------------------------------ credits */

char **
tess_tile_set_art_credits (const TessTileSetData *set)
{
  g_autoptr(GStrvBuilder) lines = g_strv_builder_new ();
  g_autoptr(GPtrArray) credits = g_ptr_array_new ();     /* the distinct credits, in order */
  g_autoptr(GHashTable) tiles = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                       (GDestroyNotify) g_ptr_array_unref);

  g_return_val_if_fail (set != NULL, NULL);

  for (guint i = 0; i < set->tiles->len; i++)
    {
      TessTileArt *art = tess_tile_set_get_art (set, i);
      const char *credit;
      GPtrArray *ids;

      if (art == NULL || tess_tile_art_get_problem (art) != NULL)
        continue;
      credit = tess_tile_art_get_credit (art);
      ids = g_hash_table_lookup (tiles, credit);
      if (ids == NULL)
        {
          ids = g_ptr_array_new_with_free_func (g_free);
          g_hash_table_insert (tiles, (gpointer) credit, ids);
          g_ptr_array_add (credits, (gpointer) credit);
        }
      g_ptr_array_add (ids, g_strndup (g_array_index (set->tiles, TessTileDef, i).id,
                                       TESS_ID_LEN));
    }
  for (guint c = 0; c < credits->len; c++)
    {
      const char *credit = g_ptr_array_index (credits, c);
      GPtrArray *ids = g_hash_table_lookup (tiles, credit);
      g_autofree char *names = NULL;

      g_ptr_array_add (ids, NULL);
      names = g_strjoinv (", ", (char **) ids->pdata);
      g_ptr_array_remove_index (ids, ids->len - 1);
      {
        /* Translators: the ids of tiles, then who made their artwork */
        g_autofree char *line = g_strdup_printf (_("%s: %s"), names,
                                                 *credit != '\0' ? credit : _("not credited"));

        g_strv_builder_add (lines, line);
      }
    }
  return g_strv_builder_end (lines);
}
