/* test-rules-table.c: the rules as one table of data
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every rule key is a row of tess-rules.c: its kind, values, default,
 * label, description and module; the record, validation and the New
 * Game dialog read it from there.
 */

#define G_LOG_DOMAIN "test-rules-table"

#include "config.h"

#include <string.h>

#include "tess-error.h"
#include "tess-rules.h"
#include "tess-engine.h"

/* Each row is whole, and its default is what a new game plays. */
static void
test_rows (void)
{
  TessRules defaults;
  const char * const *keys = tess_rules_keys ();

  tess_rules_init_default (&defaults);
  g_assert_cmpuint (g_strv_length ((char **) keys), ==, tess_rules_n_infos ());
  for (guint i = 0; i < tess_rules_n_infos (); i++)
    {
      const TessRuleInfo *info = tess_rules_nth_info (i);
      g_autofree char *value = tess_rules_get (&defaults, info->key);

      g_test_message ("%s", info->key);
      g_assert_cmpstr (keys[i], ==, info->key);
      g_assert_true (tess_rules_info (info->key) == info);
      g_assert_cmpstr (value, ==, info->default_value);
      g_assert_true (tess_rules_is_default (&defaults, info->key));
      g_assert_nonnull (info->label);
      g_assert_nonnull (info->description);
      g_assert_nonnull (info->module);
      g_assert_true (g_str_equal (info->module, "base") || g_str_equal (info->module, "river")
                     || g_str_equal (info->module, "house")
                     || g_str_equal (info->module, "inns-cathedrals")
                     || g_str_equal (info->module, "traders-builders"));
      if (info->kind == TESS_RULE_KIND_CHOICE
          || (info->kind == TESS_RULE_KIND_LIST && info->choice_labels != NULL))
        g_assert_cmpuint (g_strv_length ((char **) info->choices), ==,
                          g_strv_length ((char **) info->choice_labels));
    }
}

/* A value set through the table reads back, for every kind. */
static void
test_set_get (void)
{
  struct { const char *key; const char *value; } cases[] = {
    { "farm_scoring", "first" }, { "small_city", "true" }, { "followers", "12" },
    { "unplaceable", "return" }, { "first_player", "most_roads" }, { "table", "12x10" },
    { "big_follower", "1" }, { "builder", "1" }, { "pig", "1" }, { "expansions", "" },
  };
  TessRules rules;

  tess_rules_init_default (&rules);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *value = NULL;

      g_assert_true (tess_rules_set (&rules, cases[i].key, cases[i].value, &error));
      g_assert_no_error (error);
      value = tess_rules_get (&rules, cases[i].key);
      g_assert_cmpstr (value, ==, cases[i].value);
    }
  g_assert_cmpint (rules.farm_scoring, ==, TESS_FARM_FIRST);
  g_assert_cmpint (rules.first_player, ==, TESS_FIRST_MOST_ROADS);
  g_assert_cmpint (rules.big_follower, ==, 1);
  g_assert_cmpint (rules.table_width, ==, 12);
  g_assert_cmpint (rules.table_height, ==, 10);
}

/* An expansion switched on brings its figures; set after it, a figure's
 * key has the last word (DESIGN.md §8). */
static void
test_expansion_brings (void)
{
  TessRules rules;

  tess_rules_init_default (&rules);
  g_assert_cmpuint (tess_rules_n_expansions (), ==, 2);
  g_assert_cmpstr (tess_rules_expansion_id (0), ==, "inns-cathedrals");
  g_assert_cmpstr (tess_rules_expansion_figures (0)[0], ==, "big_follower");
  g_assert_nonnull (tess_rules_expansion_label (0));
  g_assert_nonnull (tess_rules_expansion_description (0));
  g_assert_false (tess_rules_brought (&rules, "big_follower"));
  g_assert_true (tess_rules_set (&rules, "expansions", "inns-cathedrals", NULL));
  g_assert_cmpuint (rules.expansions, ==, 1);
  g_assert_cmpint (rules.big_follower, ==, 1);
  g_assert_true (tess_rules_brought (&rules, "big_follower"));
  g_assert_false (tess_rules_brought (&rules, "builder"));
  g_assert_true (tess_rules_set (&rules, "big_follower", "0", NULL));
  g_assert_true (tess_rules_set (&rules, "expansions", "inns-cathedrals", NULL));
  g_assert_cmpint (rules.big_follower, ==, 0);

  /* Traders & Builders brings its builder, its pig and its goods. */
  tess_rules_init_default (&rules);
  g_assert_cmpstr (tess_rules_expansion_id (1), ==, "traders-builders");
  g_assert_cmpstr (tess_rules_expansion_label (1), ==, "Traders & Builders");
  g_assert_false (rules.goods);
  g_assert_true (tess_rules_set (&rules, "expansions", "traders-builders", NULL));
  g_assert_cmpuint (rules.expansions, ==, 2);
  g_assert_cmpint (rules.builder, ==, 1);
  g_assert_cmpint (rules.pig, ==, 1);
  g_assert_true (rules.goods);
  g_assert_cmpint (rules.big_follower, ==, 0);
  g_assert_true (tess_rules_brought (&rules, "goods"));
  g_assert_true (tess_rules_brought (&rules, "pig"));
  g_assert_false (tess_rules_brought (&rules, "big_follower"));
  g_assert_true (tess_rules_check (&rules, NULL));
}

/* The pig is not played with the first edition's farms (DESIGN.md §8):
 * the rules say so, naming both keys, and say nothing without the pig. */
static void
test_pig_first (void)
{
  g_autoptr(GError) error = NULL;
  TessRules rules;

  tess_rules_init_default (&rules);
  g_assert_true (tess_rules_set (&rules, "expansions", "traders-builders", NULL));
  g_assert_true (tess_rules_set (&rules, "farm_scoring", "first", NULL));
  g_assert_false (tess_rules_check (&rules, &error));
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES);
  g_assert_nonnull (strstr (error->message, "“pig”"));
  g_assert_nonnull (strstr (error->message, "“farm_scoring”: “first”"));
  g_clear_error (&error);
  g_assert_true (tess_rules_set (&rules, "pig", "0", NULL));
  g_assert_true (tess_rules_check (&rules, &error));
  g_assert_no_error (error);
  g_assert_true (tess_rules_set (&rules, "pig", "1", NULL));
  g_assert_true (tess_rules_set (&rules, "farm_scoring", "second", NULL));
  g_assert_true (tess_rules_check (&rules, NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules-table/rows", test_rows);
  g_test_add_func ("/rules-table/set-get", test_set_get);
  g_test_add_func ("/rules-table/expansion-brings", test_expansion_brings);
  g_test_add_func ("/rules-table/pig-first", test_pig_first);
  return g_test_run ();
}
