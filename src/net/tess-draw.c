/* tess-draw.c: fair draws without a dealer (DESIGN §7)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every seat picks 32 random bytes s and builds c_0 = s,
 * c_{j+1} = SHA-256(c_j) up to c_N; it commits c_N before the game and,
 * for draw k, reveals c_{N-k}, which anyone checks by hashing it to the
 * link revealed before (the commit for draw 1). Nobody can reveal a link
 * other than the one the commit fixes, and nobody knows a draw's tile
 * before the last seat has revealed its link for it.
 *
 * The tile of draw k is bag[i], with i taken from
 * h = SHA-256("tessera-draw" || k as 4 bytes big-endian || the reveals in
 * seat order): h is read as four big-endian 64-bit integers in turn; the
 * first below the largest multiple of the bag's size, modulo that size,
 * is i; when all four are above it, h = SHA-256(h) and the reading goes
 * on. Every index is then equally likely whatever the bag's size.
 */

#define G_LOG_DOMAIN "tess-net"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <errno.h>
#include <string.h>
#include <sys/random.h>

#include "tess-draw.h"
#include "tess-net-error.h"

#define DRAW_TAG "tessera-draw"

struct _TessDrawChain
{
  guint   length;
  /* length + 1 links: c_0 ... c_N */
  guint8 *links;
};

void
tess_draw_sha256 (const guint8 *data,
                  gsize         len,
                  guint8        out[TESS_DRAW_LINK_LEN])
{
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  gsize out_len = TESS_DRAW_LINK_LEN;

  g_checksum_update (sum, data, len);
  g_checksum_get_digest (sum, out, &out_len);
  g_assert (out_len == TESS_DRAW_LINK_LEN);
}

/**
 * tess_draw_chain_new:
 * @seed: c_0, 32 bytes that nobody else may know
 * @length: N, the number of draws the chain can reveal
 *
 * Returns: (transfer full): the chain c_0 ... c_N
 */
TessDrawChain *
tess_draw_chain_new (const guint8 seed[TESS_DRAW_LINK_LEN],
                     guint        length)
{
  TessDrawChain *chain;

  g_return_val_if_fail (seed != NULL, NULL);
  g_return_val_if_fail (length > 0 && length < G_MAXUINT / TESS_DRAW_LINK_LEN - 1, NULL);

  chain = g_new0 (TessDrawChain, 1);
  chain->length = length;
  chain->links = g_malloc ((gsize) (length + 1) * TESS_DRAW_LINK_LEN);
  memcpy (chain->links, seed, TESS_DRAW_LINK_LEN);
  for (guint j = 0; j < length; j++)
    tess_draw_sha256 (chain->links + (gsize) j * TESS_DRAW_LINK_LEN, TESS_DRAW_LINK_LEN,
                      chain->links + (gsize) (j + 1) * TESS_DRAW_LINK_LEN);
  return chain;
}

/* A chain from the system's random source: GLib's own generator is not
 * meant for secrets. */
TessDrawChain *
tess_draw_chain_new_random (guint length)
{
  guint8 seed[TESS_DRAW_LINK_LEN];
  gsize got = 0;
  TessDrawChain *chain;

  while (got < sizeof seed)
    {
      ssize_t n = getrandom (seed + got, sizeof seed - got, 0);

      if (n < 0 && errno == EINTR)
        continue;
      /* Without the kernel's random source there is no fair draw to make. */
      if (n <= 0)
        g_error ("No random source for a fair draw: %s", g_strerror (errno));
      got += n;
    }
  chain = tess_draw_chain_new (seed, length);
  memset (seed, 0, sizeof seed);
  return chain;
}

void
tess_draw_chain_free (TessDrawChain *chain)
{
  if (chain == NULL)
    return;
  memset (chain->links, 0, (gsize) (chain->length + 1) * TESS_DRAW_LINK_LEN);
  g_free (chain->links);
  g_free (chain);
}

guint
tess_draw_chain_length (const TessDrawChain *chain)
{
  g_return_val_if_fail (chain != NULL, 0);
  return chain->length;
}

/* c_N, sent before the game. */
const guint8 *
tess_draw_chain_commit (const TessDrawChain *chain)
{
  g_return_val_if_fail (chain != NULL, NULL);
  return chain->links + (gsize) chain->length * TESS_DRAW_LINK_LEN;
}

/* c_{N-k}, the link revealed for draw k (from 1); NULL past the chain. */
const guint8 *
tess_draw_chain_reveal (const TessDrawChain *chain,
                        guint                draw)
{
  g_return_val_if_fail (chain != NULL, NULL);
  if (draw == 0 || draw > chain->length)
    return NULL;
  return chain->links + (gsize) (chain->length - draw) * TESS_DRAW_LINK_LEN;
}

/**
 * tess_draw_check_reveal:
 * @previous: the link revealed for the draw before (the commit for draw 1)
 * @reveal: the link revealed for @draw
 * @draw: the draw, from 1, for the message
 * @who: the seat's name or address, for the message
 *
 * Returns: %TRUE when SHA-256(@reveal) is @previous; otherwise %FALSE
 *   with %TESS_NET_ERROR_DRAW naming @who and @draw.
 */
gboolean
tess_draw_check_reveal (const guint8 *previous,
                        const guint8 *reveal,
                        guint         draw,
                        const char   *who,
                        GError      **error)
{
  guint8 hash[TESS_DRAW_LINK_LEN];

  g_return_val_if_fail (previous != NULL && reveal != NULL, FALSE);

  tess_draw_sha256 (reveal, TESS_DRAW_LINK_LEN, hash);
  if (memcmp (hash, previous, TESS_DRAW_LINK_LEN) != 0)
    {
      g_set_error (error, TESS_NET_ERROR, TESS_NET_ERROR_DRAW,
                   /* Translators: a player's secret for a tile draw does not match
                    * what the player promised before the game. */
                   _("%s revealed a wrong link for draw %u: it does not follow from the one before, "
                     "so the draw could have been chosen."),
                   who ? who : "?", draw);
      return FALSE;
    }
  return TRUE;
}

static guint64
read_be64 (const guint8 *p)
{
  guint64 v = 0;

  for (int i = 0; i < 8; i++)
    v = (v << 8) | p[i];
  return v;
}

/**
 * tess_draw_index:
 * @draw: the draw, from 1
 * @reveals: each seat's link for @draw, in seat order
 * @n_seats: how many
 * @bag_size: the tiles in the bag, at least 1
 *
 * Returns: the index in the bag of the tile drawn.
 */
guint
tess_draw_index (guint                draw,
                 const guint8 *const *reveals,
                 guint                n_seats,
                 guint                bag_size)
{
  g_return_val_if_fail (bag_size > 0, 0);
  return (guint) tess_draw_index64 (draw, reveals, n_seats, bag_size);
}

/* tess_draw_index() for any size that 64 bits hold: the same numbers; the
 * tests reach the refusals with sizes no bag has. */
guint64
tess_draw_index64 (guint                draw,
                   const guint8 *const *reveals,
                   guint                n_seats,
                   guint64              bag_size)
{
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  guint8 be[4] = { draw >> 24, draw >> 16, draw >> 8, draw };
  guint8 h[TESS_DRAW_LINK_LEN];
  gsize h_len = sizeof h;
  guint64 limit;
  guint64 r;

  g_return_val_if_fail (bag_size > 0, 0);
  g_return_val_if_fail (reveals != NULL || n_seats == 0, 0);

  g_checksum_update (sum, (const guint8 *) DRAW_TAG, strlen (DRAW_TAG));
  g_checksum_update (sum, be, sizeof be);
  for (guint i = 0; i < n_seats; i++)
    g_checksum_update (sum, reveals[i], TESS_DRAW_LINK_LEN);
  g_checksum_get_digest (sum, h, &h_len);

  /* 2^64 mod bag_size: values from 2^64 - r up are refused, so that the
   * ones kept are a whole number of rounds of the bag. */
  r = (G_MAXUINT64 % bag_size + 1) % bag_size;
  limit = G_MAXUINT64 - r + 1;
  for (;;)
    {
      for (gsize off = 0; off < sizeof h; off += 8)
        {
          guint64 v = read_be64 (h + off);

          if (r == 0 || v < limit)
            return v % bag_size;
        }
      tess_draw_sha256 (h, sizeof h, h);
    }
}

char *
tess_draw_hex (const guint8 *bytes,
               gsize         len)
{
  static const char digits[] = "0123456789abcdef";
  char *hex = g_malloc (2 * len + 1);

  for (gsize i = 0; i < len; i++)
    {
      hex[2 * i] = digits[bytes[i] >> 4];
      hex[2 * i + 1] = digits[bytes[i] & 0xf];
    }
  hex[2 * len] = '\0';
  return hex;
}

static int
hex_value (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  return -1;
}

/* Exactly 64 lowercase hexadecimal digits, as every hash in the game's
 * stanzas and records is written; anything else is refused. */
gboolean
tess_draw_parse_hex (const char *hex,
                     guint8      out[TESS_DRAW_LINK_LEN])
{
  if (hex == NULL)
    return FALSE;
  for (gsize i = 0; i < TESS_DRAW_LINK_LEN; i++)
    {
      int hi, lo;

      if (hex[2 * i] == '\0' || hex[2 * i + 1] == '\0')
        return FALSE;
      hi = hex_value (hex[2 * i]);
      lo = hex_value (hex[2 * i + 1]);
      if (hi < 0 || lo < 0)
        return FALSE;
      out[i] = (guint8) (hi << 4 | lo);
    }
  return hex[2 * TESS_DRAW_LINK_LEN] == '\0';
}
