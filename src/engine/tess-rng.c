/* tess-rng.c: the documented PRNG that shuffles the bag
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tess-engine-private.h"

#define PCG_MULT 6364136223846793005ULL
#define PCG_INC  1442695040888963407ULL

uint32_t
tess_rng_next (TessRng *rng)
{
  uint64_t old = rng->state;
  uint32_t xorshifted, rot;

  rng->state = old * PCG_MULT + PCG_INC;
  xorshifted = (uint32_t) (((old >> 18u) ^ old) >> 27u);
  rot = (uint32_t) (old >> 59u);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

void
tess_rng_seed (TessRng *rng, uint64_t seed)
{
  rng->state = 0;
  tess_rng_next (rng);
  rng->state += seed;
  tess_rng_next (rng);
}

uint32_t
tess_rng_bounded (TessRng *rng, uint32_t bound)
{
  uint32_t threshold;

  if (bound <= 1)
    return 0;
  threshold = (-bound) % bound;
  for (;;)
    {
      uint32_t r = tess_rng_next (rng);
      if (r >= threshold)
        return r % bound;
    }
}

void
tess_rng_shuffle (TessRng *rng, uint16_t *a, int n)
{
  for (int i = n - 1; i > 0; i--)
    {
      uint32_t j = tess_rng_bounded (rng, (uint32_t) i + 1);
      uint16_t t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
}
