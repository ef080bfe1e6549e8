/* test-rules-summary.c: the line that lists the rules differing from the
 * defaults
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-rules-summary"

#include "config.h"

#include "tess-record.h"
#include "tess-rules.h"
#include "tess-rules-summary.h"
#include "tess-test-core.h"

/* The sentence for the default rules changed by @pairs, KEY, VALUE, ...,
 * NULL (values as a record writes them). */
static char *
describe (const char *first_key,
          ...)
{
  TessRules rules;
  va_list args;

  tess_rules_init_default (&rules);
  va_start (args, first_key);
  for (const char *key = first_key; key != NULL; key = va_arg (args, const char *))
    {
      const char *value = va_arg (args, const char *);
      g_autoptr(GError) error = NULL;

      tess_rules_set (&rules, key, value, &error);
      g_assert_no_error (error);
    }
  va_end (args);

  return tess_rules_describe_changes (&rules);
}

static void
test_default_is_empty (void)
{
  g_autofree char *text = describe (NULL);

  g_assert_cmpstr (text, ==, "");
}

/* Setting a rule to its default value says nothing either. */
static void
test_defaults_written_out (void)
{
  g_autofree char *text = describe ("table", "unlimited",
                                    "hand", "1",
                                    "followers", "7",
                                    "farm_scoring", "third",
                                    "score_incomplete", "true",
                                    "first_player", "listed",
                                    "unplaceable", "discard",
                                    NULL);

  g_assert_cmpstr (text, ==, "");
}

static void
test_each_rule (void)
{
  static const struct
  {
    const char *key;
    const char *value;
    const char *expected;
  } cases[] = {
    { "table", "12x10", "Table 12 × 10" },
    { "table", "9x7", "Table 9 × 7" },
    { "hole_bonus", "true", "Another turn for filling a hole" },
    { "draw_early", "true", "Draw at the end of your turn" },
    { "first_player", "random", "Who starts: by lot" },
    { "first_player", "most_roads", "Who starts: most roads" },
    { "hand", "2", "Hand of 2 tiles" },
    { "hand", "3", "Hand of 3 tiles" },
    { "unplaceable", "return", "A tile that fits nowhere goes back into the bag" },
    { "farm_scoring", "second", "Farms of the second edition" },
    { "farm_scoring", "first", "Farms of the first edition" },
    { "small_city", "true", "Small cities score 2 points" },
    { "score_incomplete", "false", "No points for incomplete features" },
    { "followers", "1", "1 follower each" },
    { "followers", "5", "5 followers each" },
    /* Without a table there is no edge to complete anything. */
    { "table_edges_complete", "true", "" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = describe (cases[i].key, cases[i].value, NULL);

      g_test_message ("%s=%s", cases[i].key, cases[i].value);
      g_assert_cmpstr (text, ==, cases[i].expected);
    }
}

/* House rules come first, in a fixed order, whatever order they were set in. */
static void
test_combinations (void)
{
  g_autofree char *issue = describe ("hand", "3",
                                     "hole_bonus", "true",
                                     "table", "12x10",
                                     NULL);
  g_autofree char *edges = describe ("table_edges_complete", "true",
                                     "table", "12x10",
                                     "draw_early", "true",
                                     NULL);
  g_autofree char *all = describe ("followers", "5",
                                   "score_incomplete", "false",
                                   "small_city", "true",
                                   "farm_scoring", "first",
                                   "unplaceable", "return",
                                   "hand", "2",
                                   "first_player", "most_roads",
                                   "draw_early", "true",
                                   "hole_bonus", "true",
                                   "table", "20x15",
                                   "table_edges_complete", "true",
                                   NULL);
  g_autofree char *editions = describe ("small_city", "true",
                                        "farm_scoring", "second",
                                        NULL);

  g_assert_cmpstr (issue, ==,
                   "Table 12 × 10 · Another turn for filling a hole · Hand of 3 tiles");
  g_assert_cmpstr (edges, ==,
                   "Table 12 × 10 · The table’s edges complete features · "
                   "Draw at the end of your turn");
  g_assert_cmpstr (all, ==,
                   "Table 20 × 15 · The table’s edges complete features · "
                   "Another turn for filling a hole · Draw at the end of your turn · "
                   "Who starts: most roads · Hand of 2 tiles · "
                   "A tile that fits nowhere goes back into the bag · "
                   "Farms of the first edition · Small cities score 2 points · "
                   "No points for incomplete features · 5 followers each");
  g_assert_cmpstr (editions, ==,
                   "Farms of the second edition · Small cities score 2 points");
}

/* A game describes the rules of its record. */
static void
test_game (void)
{
  g_autoptr(TessRecord) record = tess_test_new_record (2, FALSE, 3, NULL, "7");
  g_autoptr(TessRecord) plain = tess_test_new_record (2, FALSE, 1, NULL, "7");
  g_autoptr(TessGame) game = NULL;
  g_autoptr(TessGame) plain_game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *plain_text = NULL;

  tess_rules_set (&record->rules, "table", "12x10", &error);
  g_assert_no_error (error);
  tess_rules_set (&record->rules, "hole_bonus", "true", &error);
  g_assert_no_error (error);
  game = tess_game_new_from_record (record, &error);
  g_assert_no_error (error);
  plain_game = tess_game_new_from_record (plain, &error);
  g_assert_no_error (error);

  text = tess_game_describe_rule_changes (game);
  plain_text = tess_game_describe_rule_changes (plain_game);
  g_assert_cmpstr (text, ==,
                   "Table 12 × 10 · Another turn for filling a hole · Hand of 3 tiles");
  g_assert_cmpstr (plain_text, ==, "");
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules-summary/default-is-empty", test_default_is_empty);
  g_test_add_func ("/rules-summary/defaults-written-out", test_defaults_written_out);
  g_test_add_func ("/rules-summary/each-rule", test_each_rule);
  g_test_add_func ("/rules-summary/combinations", test_combinations);
  g_test_add_func ("/rules-summary/game", test_game);

  return g_test_run ();
}
