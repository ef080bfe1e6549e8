/* test-join-names.c: lists of names read as a sentence, with the
 * language's own patterns for two names, the middle and the last pair
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tess-explain.h"
#include "tess-names.h"

static void
test_english (void)
{
  const char *names[] = { "Ana", "Bruno", "Carla", "Dan" };
  static const char *expected[] = { "", "Ana", "Ana and Bruno", "Ana, Bruno and Carla",
                                    "Ana, Bruno, Carla and Dan" };

  for (guint n = 0; n <= G_N_ELEMENTS (names); n++)
    {
      g_autofree char *joined = tess_names_join (names, n);

      g_assert_cmpstr (joined, ==, expected[n]);
    }
}

/* Patterns of another language: each is used where it belongs (here a
 * list of two is written unlike the last pair, as some languages do). */
static void
test_patterns (void)
{
  const char *names[] = { "Ana", "Bruno", "Carla", "Dan" };
  g_autofree char *one = tess_names_join_with (names, 1, "%1$s & %2$s", "%1$s; %2$s", "%2$s (%1$s)");
  g_autofree char *two = tess_names_join_with (names, 2, "%1$s & %2$s", "%1$s; %2$s", "%1$s, y %2$s");
  g_autofree char *three = tess_names_join_with (names, 3, "%1$s & %2$s", "%1$s; %2$s", "%1$s, y %2$s");
  g_autofree char *four = tess_names_join_with (names, 4, "%1$s & %2$s", "%1$s; %2$s", "%1$s, y %2$s");
  g_autofree char *swapped = tess_names_join_with (names, 3, "%2$s & %1$s", "%2$s, %1$s", "%2$s, %1$s");

  g_assert_cmpstr (one, ==, "Ana");
  g_assert_cmpstr (two, ==, "Ana & Bruno");
  g_assert_cmpstr (three, ==, "Ana; Bruno, y Carla");
  g_assert_cmpstr (four, ==, "Ana; Bruno; Carla, y Dan");
  g_assert_cmpstr (swapped, ==, "Carla, Bruno, Ana");
}

/* The explanations of scorings join names the same way. */
static void
test_explain_uses_it (void)
{
  const char *names[] = { "Ana", "Bruno", "Carla" };
  g_autofree char *two = tess_explain_player_list (0x5, names, 3);
  g_autofree char *three = tess_explain_player_list (0x7, names, 3);

  g_assert_cmpstr (two, ==, "Ana and Carla");
  g_assert_cmpstr (three, ==, "Ana, Bruno and Carla");
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/join-names/english", test_english);
  g_test_add_func ("/join-names/patterns", test_patterns);
  g_test_add_func ("/join-names/explain-uses-it", test_explain_uses_it);

  return g_test_run ();
}
