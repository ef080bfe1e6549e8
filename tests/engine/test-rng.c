/* test-rng.c: the documented PRNG that shuffles the bag
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Saved games with a seed replay only if every machine shuffles the bag
 * the same way, so the generator is pinned here to known values. They
 * were computed with an independent implementation of the algorithm that
 * tess-engine.h documents (PCG32 XSH RR, multiplier 6364136223846793005,
 * increment 1442695040888963407, seeding state = 0, step, state += seed,
 * step), which itself reproduces the reference pcg32 demo output for
 * seed 42, sequence 54 (0xa15c02b7, 0x7b47f409, 0xba1d3330, ...).
 */

#include <glib.h>
#include <string.h>

#include "engine-test-tiles.h"

static void
test_known_values (void)
{
  static const uint32_t seed42[] = {
    0xc2f57bd6, 0x6b07c4a9, 0x72b7b29b, 0x44215383, 0xf5af5ead, 0x68beb632,
  };
  static const uint32_t seed0[] = { 0xe823a24e, 0x7a7ecbd9, 0x89fd6c06 };
  static const uint32_t seed_max[] = { 0xd9313036, 0xcd4b6992, 0x7b8ec69e };
  TessRng rng;

  tess_rng_seed (&rng, 42);
  for (guint i = 0; i < G_N_ELEMENTS (seed42); i++)
    g_assert_cmphex (tess_rng_next (&rng), ==, seed42[i]);

  tess_rng_seed (&rng, 0);
  for (guint i = 0; i < G_N_ELEMENTS (seed0); i++)
    g_assert_cmphex (tess_rng_next (&rng), ==, seed0[i]);

  tess_rng_seed (&rng, UINT64_MAX);
  for (guint i = 0; i < G_N_ELEMENTS (seed_max); i++)
    g_assert_cmphex (tess_rng_next (&rng), ==, seed_max[i]);
}

static void
test_known_bounded (void)
{
  static const uint32_t dice[] = { 2, 5, 3, 3, 3, 4, 0, 5, 2, 3 };
  static const uint16_t shuffled[] = { 4, 5, 9, 0, 1, 7, 8, 3, 2, 6 };
  uint16_t a[10];
  TessRng rng;

  tess_rng_seed (&rng, 42);
  for (guint i = 0; i < G_N_ELEMENTS (dice); i++)
    g_assert_cmpuint (tess_rng_bounded (&rng, 6), ==, dice[i]);

  for (int i = 0; i < 10; i++)
    a[i] = (uint16_t) i;
  tess_rng_seed (&rng, 42);
  tess_rng_shuffle (&rng, a, 10);
  for (int i = 0; i < 10; i++)
    g_assert_cmpuint (a[i], ==, shuffled[i]);
}

static void
test_reproducible (void)
{
  TessRng a, b, c;
  int same = 0;

  tess_rng_seed (&a, 1234);
  tess_rng_seed (&b, 1234);
  tess_rng_seed (&c, 1235);
  for (int i = 0; i < 10000; i++)
    {
      uint32_t x = tess_rng_next (&a);

      g_assert_cmphex (x, ==, tess_rng_next (&b));
      same += x == tess_rng_next (&c);
    }
  /* another seed gives another sequence */
  g_assert_cmpint (same, <, 3);

  /* the whole state is the struct: a copy goes on identically */
  b = a;
  for (int i = 0; i < 100; i++)
    g_assert_cmpuint (tess_rng_bounded (&a, 71), ==, tess_rng_bounded (&b, 71));
}

static void
test_bounded_range (void)
{
  static const uint32_t bounds[] = { 1, 2, 3, 6, 7, 71, 72, 1000, 0x80000001u, 0xffffffffu };
  TessRng rng;
  int counts[6] = { 0 };

  tess_rng_seed (&rng, 7);
  g_assert_cmpuint (tess_rng_bounded (&rng, 0), ==, 0);
  for (guint b = 0; b < G_N_ELEMENTS (bounds); b++)
    for (int i = 0; i < 2000; i++)
      g_assert_cmpuint (tess_rng_bounded (&rng, bounds[b]), <, bounds[b]);

  /* roughly uniform: 60000 throws of a die, each face within 5% */
  for (int i = 0; i < 60000; i++)
    counts[tess_rng_bounded (&rng, 6)]++;
  for (int f = 0; f < 6; f++)
    {
      g_assert_cmpint (counts[f], >, 9500);
      g_assert_cmpint (counts[f], <, 10500);
    }
}

static void
test_shuffle_permutation (void)
{
  TessRng rng;

  tess_rng_seed (&rng, 99);
  for (int n = 0; n <= 84; n++)
    {
      uint16_t a[84] = { 0 }, b[84];
      int seen[84] = { 0 };

      for (int i = 0; i < n; i++)
        a[i] = (uint16_t) (i % 24);   /* repeated values, like tile types in a bag */
      memcpy (b, a, sizeof a);
      tess_rng_shuffle (&rng, a, n);
      for (int i = 0; i < n; i++)
        {
          seen[a[i]]++;
          seen[b[i]]--;
        }
      for (int i = 0; i < 84; i++)
        g_assert_cmpint (seen[i], ==, 0);
    }

  /* every element can land anywhere: over many shuffles of 0..7 each
   * value visits each position */
  {
    int where[8][8] = { { 0 } };

    for (int k = 0; k < 4000; k++)
      {
        uint16_t a[8];

        for (int i = 0; i < 8; i++)
          a[i] = (uint16_t) i;
        tess_rng_shuffle (&rng, a, 8);
        for (int i = 0; i < 8; i++)
          where[a[i]][i]++;
      }
    for (int v = 0; v < 8; v++)
      for (int i = 0; i < 8; i++)
        g_assert_cmpint (where[v][i], >, 350);   /* 500 expected */
  }
}

/* Two games set up with the same seed draw the same tiles. */
static void
test_seeded_bag (void)
{
  TessDef *def = test_def_new (3, NULL);
  TessState *a = tess_state_new (def);
  TessState *b = tess_state_new (def);
  TessState *c = tess_state_new (def);
  TessPlacement *scratch = g_new (TessPlacement, tess_def_max_placements (def));
  TessRng ra, rb, rc;
  int differ = 0;

  tess_state_init (a, def, true, 2024);
  tess_state_init (b, def, true, 2024);
  tess_state_init (c, def, true, 2025);
  g_assert_true (tess_state_is_seeded (a));
  tess_rng_seed (&ra, 5);
  tess_rng_seed (&rb, 5);
  tess_rng_seed (&rc, 6);
  while (!tess_state_is_over (a))
    {
      TessMove ma, mb;
      bool pa, pb;

      g_assert_cmpint (tess_state_current_tile (a), ==, tess_state_current_tile (b));
      differ += tess_state_current_tile (a) != tess_state_current_tile (c);
      pa = tess_random_move (a, &ra, &ma, scratch);
      pb = tess_random_move (b, &rb, &mb, scratch);
      g_assert_cmpint (pa, ==, pb);
      if (pa)
        {
          g_assert_cmpint (tess_state_play (a, &ma, NULL, NULL), ==, TESS_OK);
          g_assert_cmpint (tess_state_play (b, &mb, NULL, NULL), ==, TESS_OK);
        }
      else
        {
          g_assert_cmpint (tess_state_discard (a, tess_state_current_tile (a)), ==, TESS_OK);
          g_assert_cmpint (tess_state_discard (b, tess_state_current_tile (b)), ==, TESS_OK);
        }
      if (!tess_state_is_over (c))
        {
          TessMove mc;

          if (tess_random_move (c, &rc, &mc, scratch))
            g_assert_cmpint (tess_state_play (c, &mc, NULL, NULL), ==, TESS_OK);
          else
            tess_state_discard (c, tess_state_current_tile (c));
        }
    }
  g_assert_true (tess_state_is_over (b));
  for (int p = 0; p < 3; p++)
    g_assert_cmpint (tess_state_score (a, p), ==, tess_state_score (b, p));
  /* another seed, another bag */
  g_assert_cmpint (differ, >, 0);

  g_free (scratch);
  tess_state_free (a);
  tess_state_free (b);
  tess_state_free (c);
  tess_def_free (def);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/rng/known-values", test_known_values);
  g_test_add_func ("/engine/rng/known-bounded", test_known_bounded);
  g_test_add_func ("/engine/rng/reproducible", test_reproducible);
  g_test_add_func ("/engine/rng/bounded-range", test_bounded_range);
  g_test_add_func ("/engine/rng/shuffle-permutation", test_shuffle_permutation);
  g_test_add_func ("/engine/rng/seeded-bag", test_seeded_bag);

  return g_test_run ();
}
