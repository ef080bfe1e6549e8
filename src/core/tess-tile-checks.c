/* tess-tile-checks.c: what a tile's own checks found, kept between two
 * checks of a set being edited
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <string.h>

#include "tess-tile-checks-private.h"

static guint
checks_hash (gconstpointer key)
{
  const TessTileChecks *tc = key;
  const guchar *bytes = (const guchar *) &tc->def;
  guint64 h = 0x9e3779b97f4a7c15u ^ tc->index;
  gsize i;

  /* Eight bytes at a time over the tile's bytes (a tile copied whole,
   * padding and all, hashes the same; one built afresh at worst misses
   * the cache). */
  for (i = 0; i + sizeof (guint64) <= sizeof tc->def; i += sizeof (guint64))
    {
      guint64 word;

      memcpy (&word, bytes + i, sizeof word);
      h = (h ^ word) * 0x100000001b3u;
      h ^= h >> 29;
    }
  for (; i < sizeof tc->def; i++)
    h = (h ^ bytes[i]) * 0x100000001b3u;
  return (guint) (h ^ (h >> 32));
}

static gboolean
checks_equal (gconstpointer a,
              gconstpointer b)
{
  const TessTileChecks *x = a, *y = b;

  return x->index == y->index && memcmp (&x->def, &y->def, sizeof x->def) == 0;
}

static void
checks_free (gpointer data)
{
  TessTileChecks *tc = data;

  g_ptr_array_unref (tc->problems);
  g_free (tc);
}

GHashTable *
tess_tile_checks_table_new (void)
{
  return g_hash_table_new_full (checks_hash, checks_equal, checks_free, NULL);
}

TessTileChecks *
tess_tile_checks_new (guint                index,
                      const TessTileDef   *def,
                      GPtrArray           *found,
                      guint                from,
                      const TessTileShape *shape)
{
  TessTileChecks *tc = g_new0 (TessTileChecks, 1);

  tc->index = index;
  tc->def = *def;
  tc->problems = g_ptr_array_new_full (found->len - from, g_object_unref);
  for (guint i = from; i < found->len; i++)
    g_ptr_array_add (tc->problems, g_object_ref (g_ptr_array_index (found, i)));
  if (shape != NULL)
    tc->shape = *shape;
  return tc;
}

TessTileChecks *
tess_tile_checks_lookup (GHashTable        *table,
                         guint              index,
                         const TessTileDef *def)
{
  TessTileChecks key;

  if (table == NULL)
    return NULL;
  key.index = index;
  memcpy (&key.def, def, sizeof key.def);
  return g_hash_table_lookup (table, &key);
}
