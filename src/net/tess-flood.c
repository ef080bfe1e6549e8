/* tess-flood.c: a token bucket per sender, for a room's chat lines
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A room member who floods the chat has the lines beyond the rate
 * dropped, and is named once in a while, not once a line.
 */

#include "config.h"

#include "tess-flood.h"

typedef struct
{
  double   tokens;
  gint64   last;
  gint64   told;
  gboolean ever_told;
} Bucket;

struct _TessFlood
{
  double      burst;
  double      rate;
  gint64      tell_again_us;
  GHashTable *buckets;   /* sender -> Bucket */
};

TessFlood *
tess_flood_new (double burst,
                double rate,
                gint64 tell_again_us)
{
  TessFlood *flood = g_new0 (TessFlood, 1);

  flood->burst = burst;
  flood->rate = rate;
  flood->tell_again_us = tell_again_us;
  flood->buckets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return flood;
}

void
tess_flood_free (TessFlood *flood)
{
  if (flood == NULL)
    return;
  g_hash_table_unref (flood->buckets);
  g_free (flood);
}

TessFloodVerdict
tess_flood_line (TessFlood  *flood,
                 const char *sender,
                 gint64      now)
{
  Bucket *b = g_hash_table_lookup (flood->buckets, sender);

  if (b == NULL)
    {
      b = g_new0 (Bucket, 1);
      b->tokens = flood->burst;
      b->last = now;
      g_hash_table_insert (flood->buckets, g_strdup (sender), b);
    }
  b->tokens = MIN (flood->burst, b->tokens + (now - b->last) * flood->rate / G_USEC_PER_SEC);
  b->last = now;
  if (b->tokens >= 1.0)
    {
      b->tokens -= 1.0;
      return TESS_FLOOD_ALLOW;
    }
  if (!b->ever_told || now - b->told >= flood->tell_again_us)
    {
      b->ever_told = TRUE;
      b->told = now;
      return TESS_FLOOD_TELL;
    }
  return TESS_FLOOD_DROP;
}
