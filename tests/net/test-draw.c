/* test-draw.c: the fair draw of DESIGN §7 against known answers
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The answers come from draw-vectors.py, which computes them with
 * Python's hashlib from the design's words alone.
 */

#include "config.h"

#include <string.h>

#include "tess-draw.h"
#include "tess-net-error.h"

#define CHAIN 88

static void
make_seed (guint  i,
           guint8 seed[TESS_DRAW_LINK_LEN])
{
  for (guint j = 0; j < TESS_DRAW_LINK_LEN; j++)
    seed[j] = (i * 37 + j) % 256;
}

static TessDrawChain *
make_chain (guint i)
{
  guint8 seed[TESS_DRAW_LINK_LEN];

  make_seed (i, seed);
  return tess_draw_chain_new (seed, CHAIN);
}

static void
assert_hex (const guint8 *bytes,
            const char   *expected)
{
  g_autofree char *hex = tess_draw_hex (bytes, TESS_DRAW_LINK_LEN);

  g_assert_cmpstr (hex, ==, expected);
}

static void
test_chain_vectors (void)
{
  static const char *const commits[] = {
    "ff5e7d308e8a58adb3c49857b71d41908409d1ff1058de2bda28cce962736e10",
    "4d1aaec058806fa88c5b8c1c1dc2a97dbcb523391ab71eafe5225fc68aa585cf",
    "7515e56161a7c523630d501e4985fe1e769a63ab829e82ca4c4bd5257c8dbb04",
  };
  static const char *const reveals1[] = {
    "a77b692148b0ec4d527bed2d8873d820cdd1f9a0dd4c39ff0be37546b82bdd93",
    "e4a95f7e2f8dbff190809d7236203f3c6ae5ec1401e61728c584168843acb93e",
    "082aaacc6852d7ac2b84aba71b7f6fe62ee3bb251bf70366c9884fee4dcb5c88",
  };
  static const char *const reveals72[] = {
    "1c215c754f780ff661dd09ea79024d83cb66ff9246b8aa1835f2ed146589f8e9",
    "fe38040896bd4d84ef0a7214320edc8a42bcfc9a5afff70ae2fa0baec4d0ed9a",
    "5845c520817e3644de5f27f0e5174b0cc450f3295da2977546dfed799faceea7",
  };

  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(TessDrawChain) chain = make_chain (i);

      g_assert_cmpuint (tess_draw_chain_length (chain), ==, CHAIN);
      assert_hex (tess_draw_chain_commit (chain), commits[i]);
      assert_hex (tess_draw_chain_reveal (chain, 1), reveals1[i]);
      assert_hex (tess_draw_chain_reveal (chain, 72), reveals72[i]);
      /* c_0, the seed itself, is the last link; nothing lies past it. */
      g_assert_nonnull (tess_draw_chain_reveal (chain, CHAIN));
      g_assert_null (tess_draw_chain_reveal (chain, CHAIN + 1));
      g_assert_null (tess_draw_chain_reveal (chain, 0));
    }
}

/* Every reveal of an honest chain hashes to the one before it. */
static void
test_chain_checks (void)
{
  g_autoptr(TessDrawChain) chain = make_chain (1);
  const guint8 *previous = tess_draw_chain_commit (chain);

  for (guint k = 1; k <= CHAIN; k++)
    {
      const guint8 *reveal = tess_draw_chain_reveal (chain, k);
      g_autoptr(GError) error = NULL;

      g_assert_true (tess_draw_check_reveal (previous, reveal, k, "bob@example.net", &error));
      g_assert_no_error (error);
      previous = reveal;
    }
}

/* A wrong reveal is caught: one bit flipped, a link skipped, another
 * seat's link, a link repeated; the message names the seat and the draw. */
static void
test_wrong_reveal (void)
{
  g_autoptr(TessDrawChain) chain = make_chain (0);
  g_autoptr(TessDrawChain) other = make_chain (2);
  const guint8 *commit = tess_draw_chain_commit (chain);
  const guint8 *reveal1 = tess_draw_chain_reveal (chain, 1);
  guint8 flipped[TESS_DRAW_LINK_LEN];
  struct { const guint8 *previous; const guint8 *reveal; guint draw; } cases[] = {
    { commit, flipped, 1 },
    { commit, tess_draw_chain_reveal (chain, 2), 1 },
    { commit, tess_draw_chain_reveal (other, 1), 1 },
    { reveal1, reveal1, 2 },
    { commit, commit, 1 },
  };

  memcpy (flipped, reveal1, sizeof flipped);
  flipped[31] ^= 0x01;
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (tess_draw_check_reveal (cases[i].previous, cases[i].reveal, cases[i].draw,
                                              "mallory@example.com", &error));
      g_assert_error (error, TESS_NET_ERROR, TESS_NET_ERROR_DRAW);
      g_assert_nonnull (strstr (error->message, "mallory@example.com"));
      g_assert_nonnull (strstr (error->message, cases[i].draw == 1 ? "draw 1" : "draw 2"));
    }
}

static void
test_index_vectors (void)
{
  static const struct { guint draw; guint bag; guint index; } cases[] = {
    { 1, 71, 12 },
    { 2, 70, 13 },
    { 3, 7, 2 },
    { 40, 32, 2 },
    { 72, 1, 0 },
    { 5, 3, 1 },
  };
  TessDrawChain *chains[3];

  for (guint i = 0; i < 3; i++)
    chains[i] = make_chain (i);
  for (gsize c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      const guint8 *reveals[3];

      for (guint i = 0; i < 3; i++)
        reveals[i] = tess_draw_chain_reveal (chains[i], cases[c].draw);
      g_assert_cmpuint (tess_draw_index (cases[c].draw, reveals, 3, cases[c].bag), ==,
                        cases[c].index);
    }
  for (guint i = 0; i < 3; i++)
    tess_draw_chain_free (chains[i]);
}

/* A size of 2^63 + 1 refuses nearly half of all values: draw 4 takes the
 * second 8 bytes, draw 28 refuses all four and hashes again. */
static void
test_index_rejection (void)
{
  static const struct { guint draw; guint64 index; } cases[] = {
    { 4, G_GUINT64_CONSTANT (849238787903657513) },
    { 28, G_GUINT64_CONSTANT (7935783042609318694) },
  };
  const guint64 bag = G_GUINT64_CONSTANT (9223372036854775809);
  g_autoptr(TessDrawChain) a = make_chain (0);
  g_autoptr(TessDrawChain) b = make_chain (1);

  for (gsize c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      const guint8 *reveals[2] = {
        tess_draw_chain_reveal (a, cases[c].draw),
        tess_draw_chain_reveal (b, cases[c].draw),
      };

      g_assert_cmpuint (tess_draw_index64 (cases[c].draw, reveals, 2, bag), ==, cases[c].index);
    }
}

/* The seat order matters: the same links in another order draw from
 * another hash (and, for this case, another tile). */
static void
test_index_order (void)
{
  g_autoptr(TessDrawChain) a = make_chain (0);
  g_autoptr(TessDrawChain) b = make_chain (1);
  const guint8 *ab[2] = { tess_draw_chain_reveal (a, 1), tess_draw_chain_reveal (b, 1) };
  const guint8 *ba[2] = { ab[1], ab[0] };
  guint64 big = G_GUINT64_CONSTANT (1) << 40;

  g_assert_cmpuint (tess_draw_index64 (1, ab, 2, big), !=, tess_draw_index64 (1, ba, 2, big));
}

static void
test_hex (void)
{
  guint8 bytes[TESS_DRAW_LINK_LEN];
  g_autofree char *hex = NULL;
  const char *good = "00ff10a0b1c2d3e4f5061728394a5b6c7d8e9f000102030405060708090a0b0c";
  const char *bad[] = {
    "",
    "00",
    "00FF10a0b1c2d3e4f5061728394a5b6c7d8e9f000102030405060708090a0b0c",
    "00ff10a0b1c2d3e4f5061728394a5b6c7d8e9f000102030405060708090a0b0c0",
    "00ff10a0b1c2d3e4f5061728394a5b6c7d8e9f000102030405060708090a0b0",
    "00ff10a0b1c2d3e4f5061728394a5b6c7d8e9f000102030405060708090a0b0g",
    " 0ff10a0b1c2d3e4f5061728394a5b6c7d8e9f000102030405060708090a0b0c",
  };

  g_assert_true (tess_draw_parse_hex (good, bytes));
  hex = tess_draw_hex (bytes, sizeof bytes);
  g_assert_cmpstr (hex, ==, good);
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_false (tess_draw_parse_hex (bad[i], bytes));
  g_assert_false (tess_draw_parse_hex (NULL, bytes));
}

/* Two random chains differ, and each checks from its commit down. */
static void
test_random_chain (void)
{
  g_autoptr(TessDrawChain) a = tess_draw_chain_new_random (4);
  g_autoptr(TessDrawChain) b = tess_draw_chain_new_random (4);
  g_autoptr(GError) error = NULL;

  g_assert_true (memcmp (tess_draw_chain_commit (a), tess_draw_chain_commit (b),
                         TESS_DRAW_LINK_LEN) != 0);
  g_assert_true (tess_draw_check_reveal (tess_draw_chain_commit (a),
                                         tess_draw_chain_reveal (a, 1), 1, "a", &error));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/draw/chain-vectors", test_chain_vectors);
  g_test_add_func ("/draw/chain-checks", test_chain_checks);
  g_test_add_func ("/draw/wrong-reveal", test_wrong_reveal);
  g_test_add_func ("/draw/index-vectors", test_index_vectors);
  g_test_add_func ("/draw/index-rejection", test_index_rejection);
  g_test_add_func ("/draw/index-order", test_index_order);
  g_test_add_func ("/draw/hex", test_hex);
  g_test_add_func ("/draw/random-chain", test_random_chain);
  return g_test_run ();
}
