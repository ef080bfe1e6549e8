/* tess-rules.c: the rules of a game by the keys of a record
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "tess-error.h"
#include "tess-rules.h"
#include "tess-engine.h"

static const char * const farm_choices[] = { "third", "second", "first", NULL };
static const char * const farm_labels[] = { N_("Third Edition"), N_("Second Edition"),
                                            N_("First Edition"), NULL };
static const char * const unplaceable_choices[] = { "discard", "return", NULL };
static const char * const unplaceable_labels[] = { N_("Leaves the game"),
                                                   N_("Goes back into the bag"), NULL };
static const char * const first_choices[] = { "listed", "random", "most_roads", NULL };
static const char * const first_labels[] = { N_("Listed Order"), N_("By Lot"), N_("Most Roads"),
                                             NULL };
/* The expansions built in, bit i of TessRules.expansions for the i-th
 * (doc/EXPANSIONS.md). Each id is also its built-in tile set's. */
static const char * const expansion_choices[] = { "inns-cathedrals", "traders-builders", NULL };
static const char * const expansion_labels[] = { N_("Inns & Cathedrals"), N_("Traders & Builders"),
                                                 NULL };
static const char * const expansion_descriptions[] = {
  N_("Inns on roads, cathedrals in cities, and a big follower that counts as two"),
  N_("Goods for whoever completes a city, a builder that earns another turn, and a pig that "
     "fattens a farm"),
  NULL,
};
/* The figure keys each expansion sets to 1 when it is switched on; a record
 * that writes one of them after "expansions" has the last word. */
static const char * const inns_cathedrals_figures[] = { "big_follower", NULL };
/* Traders & Builders also switches its goods on (a bool key). */
static const char * const traders_builders_figures[] = { "builder", "pig", "goods", NULL };
static const char * const * const expansion_figures[] = { inns_cathedrals_figures,
                                                          traders_builders_figures, NULL };

#define FIELD(f) offsetof (TessRules, f)

/* Every rule, in the order records write them: adding a rule is a row
 * here and its field in TessRules (doc/EXPANSIONS.md). */
static const TessRuleInfo rule_table[] = {
  { "farm_scoring", TESS_RULE_KIND_CHOICE, farm_choices, farm_labels, 0, 0, "third",
    N_("_Farm Scoring"), N_("How farms score their completed cities at the end of the game"),
    "base", FALSE, "farm-scoring", FIELD (farm_scoring) },
  { "small_city", TESS_RULE_KIND_BOOL, NULL, NULL, 0, 1, "false",
    N_("S_mall Cities"), N_("A completed city of two tiles scores 2 points, plus 1 per shield"),
    "base", FALSE, "small-city", FIELD (small_city) },
  { "score_incomplete", TESS_RULE_KIND_BOOL, NULL, NULL, 0, 1, "true",
    N_("Score _Incomplete Features"),
    N_("Incomplete roads, cities and monasteries score at the end of the game"),
    "base", FALSE, "score-incomplete", FIELD (score_incomplete) },
  { "followers", TESS_RULE_KIND_INT, NULL, NULL, 1, TESS_MAX_FOLLOWERS, "7",
    N_("F_ollowers per Player"), N_("How many followers each player has in the supply"),
    "base", FALSE, "followers", FIELD (followers) },
  { "hand", TESS_RULE_KIND_INT, NULL, NULL, 1, TESS_MAX_HAND, "1",
    N_("_Tiles in Hand"), N_("Hold more than one tile and choose which to play"),
    "base", FALSE, "hand", FIELD (hand) },
  { "unplaceable", TESS_RULE_KIND_CHOICE, unplaceable_choices, unplaceable_labels, 0, 0, "discard",
    N_("A Tile That Fits Nowhe_re"), N_("Either way, its player draws another tile"),
    "base", FALSE, "unplaceable", FIELD (unplaceable) },
  { "river", TESS_RULE_KIND_BOOL, NULL, NULL, 0, 1, "false",
    N_("The River"), N_("The river’s tiles are played first, from the spring to the lake"),
    "river", FALSE, "river", FIELD (river) },
  /* House rules of 001: written only when set. */
  { "first_player", TESS_RULE_KIND_CHOICE, first_choices, first_labels, 0, 0, "listed",
    N_("_Who Starts"), N_("The listed order, a player drawn by lot, or the most road ends drawn"),
    "house", TRUE, "first-player", FIELD (first_player) },
  { "draw_early", TESS_RULE_KIND_BOOL, NULL, NULL, 0, 1, "false",
    N_("_Draw at End of Turn"),
    N_("Take your next tile when your turn ends, and think about it while the others play"),
    "house", TRUE, "draw-early", FIELD (draw_early) },
  { "hole_bonus", TESS_RULE_KIND_BOOL, NULL, NULL, 0, 1, "false",
    N_("Filling a Hole Gives Another Tur_n"),
    N_("A tile with placed tiles on all four sides earns another turn at once"),
    "house", TRUE, "hole-bonus", FIELD (hole_bonus) },
  { "table", TESS_RULE_KIND_TABLE, NULL, NULL, 1, TESS_MAX_TABLE, "unlimited",
    N_("Play on a Ta_ble"), N_("No tile may go beyond the table’s edge; the start tile lies in its middle"),
    "house", TRUE, NULL, FIELD (table_width) },
  { "table_edges_complete", TESS_RULE_KIND_BOOL, NULL, NULL, 0, 1, "false",
    N_("Table Edges Complete Feat_ures"),
    N_("A road or city that meets the edge is closed there, as by an abbey"),
    "house", TRUE, "table-edges-complete", FIELD (table_edges_complete) },
  /* The expansions (DESIGN.md §8): written only when set, so that the
   * records of the base game stay as they were. */
  { "expansions", TESS_RULE_KIND_LIST, expansion_choices, expansion_labels, 0, 0, "",
    N_("Expansions"), N_("The expansions played: their tiles are shuffled in with the base game’s"),
    "base", TRUE, NULL, FIELD (expansions) },
  { "big_follower", TESS_RULE_KIND_INT, NULL, NULL, 0, 1, "0",
    N_("Big Follower"), N_("Each player also has a big follower, which counts as two"),
    "inns-cathedrals", TRUE, NULL, FIELD (big_follower) },
  { "builder", TESS_RULE_KIND_INT, NULL, NULL, 0, 1, "0",
    N_("Builder"), N_("Each player also has a builder, which earns another turn"),
    "traders-builders", TRUE, NULL, FIELD (builder) },
  { "pig", TESS_RULE_KIND_INT, NULL, NULL, 0, 1, "0",
    N_("Pig"), N_("Each player also has a pig, which makes a farm’s cities worth more"),
    "traders-builders", TRUE, NULL, FIELD (pig) },
  { "goods", TESS_RULE_KIND_BOOL, NULL, NULL, 0, 1, "false",
    N_("Goods"),
    N_("Whoever completes a city takes its goods; the most of each kind scores 10 points at the end"),
    "traders-builders", TRUE, NULL, FIELD (goods) },
};

static const char * const *
all_keys (void)
{
  static const char *keys[G_N_ELEMENTS (rule_table) + 1];

  if (keys[0] == NULL)
    for (guint i = 0; i < G_N_ELEMENTS (rule_table); i++)
      keys[i] = rule_table[i].key;
  return keys;
}

const char * const *
tess_rules_keys (void)
{
  return all_keys ();
}

guint
tess_rules_n_infos (void)
{
  return G_N_ELEMENTS (rule_table);
}

const TessRuleInfo *
tess_rules_nth_info (guint i)
{
  g_return_val_if_fail (i < G_N_ELEMENTS (rule_table), NULL);
  return &rule_table[i];
}

const TessRuleInfo *
tess_rules_info (const char *key)
{
  if (key == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (rule_table); i++)
    if (strcmp (rule_table[i].key, key) == 0)
      return &rule_table[i];
  return NULL;
}

gboolean
tess_rules_has_key (const char *key)
{
  return tess_rules_info (key) != NULL;
}

TessRuleKind
tess_rules_key_kind (const char *key)
{
  const TessRuleInfo *info = tess_rules_info (key);

  return info ? info->kind : TESS_RULE_KIND_BOOL;
}

void
tess_rules_key_range (const char *key,
                      int        *min,
                      int        *max)
{
  const TessRuleInfo *info = tess_rules_info (key);

  *min = info && info->kind != TESS_RULE_KIND_BOOL ? info->min : 1;
  *max = info && info->kind != TESS_RULE_KIND_BOOL ? info->max : 1;
}

const char * const *
tess_rules_key_choices (const char *key)
{
  const TessRuleInfo *info = tess_rules_info (key);

  return info ? info->choices : NULL;
}

/* The field of a rule in @rules. */
static void *
field (const TessRules    *rules,
       const TessRuleInfo *info)
{
  return (char *) rules + info->offset;
}

char *
tess_rules_get (const TessRules *rules,
                const char      *key)
{
  const TessRuleInfo *info = tess_rules_info (key);

  g_return_val_if_fail (rules != NULL, NULL);

  if (info == NULL)
    return NULL;
  switch (info->kind)
    {
    case TESS_RULE_KIND_CHOICE:
      {
        int i = *(const int *) field (rules, info);

        return g_strdup (i >= 0 && i < (int) g_strv_length ((char **) info->choices)
                         ? info->choices[i] : "?");
      }
    case TESS_RULE_KIND_INT:
      return g_strdup_printf ("%d", *(const int *) field (rules, info));
    case TESS_RULE_KIND_TABLE:
      return rules->table_width > 0
             ? g_strdup_printf ("%dx%d", rules->table_width, rules->table_height)
             : g_strdup ("unlimited");
    case TESS_RULE_KIND_LIST:
      {
        unsigned set = *(const unsigned *) field (rules, info);
        g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
        g_auto(GStrv) list = NULL;

        for (guint i = 0; info->choices[i] != NULL; i++)
          if (set & (1u << i))
            g_strv_builder_add (names, info->choices[i]);
        list = g_strv_builder_end (names);
        return g_strjoinv (",", list);
      }
    case TESS_RULE_KIND_BOOL:
    default:
      return g_strdup (*(const bool *) field (rules, info) ? "true" : "false");
    }
}

static int
choice_index (const char * const *choices,
              const char         *value)
{
  for (int i = 0; choices[i] != NULL; i++)
    if (strcmp (choices[i], value) == 0)
      return i;
  return -1;
}

/* A decimal number from min to max with nothing else around it, or -1. */
static int
parse_count (const char *s,
             int         min,
             int         max)
{
  guint64 v;

  if (s == NULL || !g_ascii_isdigit (*s)
      || !g_ascii_string_to_unsigned (s, 10, (guint64) min, (guint64) max, &v, NULL))
    return -1;
  return (int) v;
}

/* An expansion switched on brings its figures (DESIGN.md §8). */
static void
bring_figures (TessRules *rules,
               unsigned   before,
               unsigned   after)
{
  for (guint i = 0; expansion_choices[i] != NULL; i++)
    if ((after & ~before) & (1u << i))
      for (guint k = 0; expansion_figures[i][k] != NULL; k++)
        {
          const TessRuleInfo *info = tess_rules_info (expansion_figures[i][k]);

          if (info->kind == TESS_RULE_KIND_BOOL)
            *(bool *) field (rules, info) = true;
          else
            *(int *) field (rules, info) = 1;
        }
}

gboolean
tess_rules_check (const TessRules *rules,
                  GError         **error)
{
  g_return_val_if_fail (rules != NULL, FALSE);

  if (rules->pig > 0 && rules->farm_scoring == TESS_FARM_FIRST)
    {
      /* Translators: the keys and values stay in English; the pig
       * scores a farm's cities, which the first edition does not count
       * by farm. */
      g_set_error_literal (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES,
                           _("The pig (“pig”: 1) is not played with the first edition’s farm "
                             "scoring (“farm_scoring”: “first”): set “pig” to 0 or score farms "
                             "by another edition"));
      return FALSE;
    }
  return TRUE;
}

gboolean
tess_rules_brought (const TessRules *rules,
                    const char      *key)
{
  g_return_val_if_fail (rules != NULL && key != NULL, FALSE);

  for (guint i = 0; expansion_choices[i] != NULL; i++)
    if (rules->expansions & (1u << i))
      for (guint k = 0; expansion_figures[i][k] != NULL; k++)
        if (strcmp (expansion_figures[i][k], key) == 0)
          return TRUE;
  return FALSE;
}

guint
tess_rules_n_expansions (void)
{
  return G_N_ELEMENTS (expansion_choices) - 1;
}

const char *
tess_rules_expansion_id (guint i)
{
  g_return_val_if_fail (i < tess_rules_n_expansions (), NULL);
  return expansion_choices[i];
}

const char *
tess_rules_expansion_label (guint i)
{
  g_return_val_if_fail (i < tess_rules_n_expansions (), NULL);
  return expansion_labels[i];
}

const char *
tess_rules_expansion_description (guint i)
{
  g_return_val_if_fail (i < tess_rules_n_expansions (), NULL);
  return expansion_descriptions[i];
}

const char * const *
tess_rules_expansion_figures (guint i)
{
  g_return_val_if_fail (i < tess_rules_n_expansions (), NULL);
  return expansion_figures[i];
}

gboolean
tess_rules_set (TessRules  *rules,
                const char *key,
                const char *value,
                GError    **error)
{
  const TessRuleInfo *info = tess_rules_info (key);

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (info == NULL)
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID,
                   _("unknown rule “%s”"), key ? key : "");
      return FALSE;
    }
  if (value == NULL)
    value = "";

  switch (info->kind)
    {
    case TESS_RULE_KIND_CHOICE:
      {
        int i = choice_index (info->choices, value);

        if (i < 0)
          {
            g_autofree char *list = g_strjoinv (", ", (char **) info->choices);

            g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID,
                         _("unknown value “%s” of “%s” (expected one of %s)"), value, key,
                         list);
            return FALSE;
          }
        *(int *) field (rules, info) = i;
        return TRUE;
      }

    case TESS_RULE_KIND_INT:
      {
        int v = parse_count (value, info->min, info->max);

        if (v < 0)
          {
            g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID,
                         _("the rule “%s” must be a number from %d to %d, not “%s”"), key,
                         info->min, info->max, value);
            return FALSE;
          }
        *(int *) field (rules, info) = v;
        return TRUE;
      }

    case TESS_RULE_KIND_TABLE:
      {
        g_auto(GStrv) parts = NULL;
        int w = -1, h = -1;

        if (strcmp (value, "unlimited") == 0)
          {
            rules->table_width = rules->table_height = 0;
            return TRUE;
          }
        parts = g_strsplit (value, "x", 3);
        if (g_strv_length (parts) == 2)
          {
            w = parse_count (parts[0], 1, TESS_MAX_TABLE);
            h = parse_count (parts[1], 1, TESS_MAX_TABLE);
          }
        if (w < 1 || h < 1)
          {
            g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID,
                         _("the rule “table” must be “unlimited” or a width and a height "
                           "from 1 to %d tiles, not “%s”"), TESS_MAX_TABLE, value);
            return FALSE;
          }
        rules->table_width = w;
        rules->table_height = h;
        return TRUE;
      }

    case TESS_RULE_KIND_LIST:
      {
        g_auto(GStrv) names = g_strsplit (value, ",", -1);
        unsigned set = 0;

        for (guint n = 0; names[n] != NULL; n++)
          {
            int i;

            if (*names[n] == '\0')
              continue;
            i = choice_index (info->choices, names[n]);
            if (i < 0)
              {
                g_autofree char *list = g_strjoinv (", ", (char **) info->choices);

                if (*list == '\0')
                  g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID,
                               _("unknown value “%s” of “%s”: none is built in yet"),
                               names[n], key);
                else
                  g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID,
                               _("unknown value “%s” of “%s” (expected one of %s)"), names[n],
                               key, list);
                return FALSE;
              }
            set |= 1u << i;
          }
        bring_figures (rules, *(unsigned *) field (rules, info), set);
        *(unsigned *) field (rules, info) = set;
        return TRUE;
      }

    case TESS_RULE_KIND_BOOL:
    default:
      if (strcmp (value, "true") != 0 && strcmp (value, "false") != 0)
        {
          g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID,
                       _("the rule “%s” must be true or false, not “%s”"), key, value);
          return FALSE;
        }
      *(bool *) field (rules, info) = strcmp (value, "true") == 0;
      return TRUE;
    }
}

gboolean
tess_rules_is_default (const TessRules *rules,
                       const char      *key)
{
  TessRules def;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  tess_rules_init_default (&def);
  a = tess_rules_get (rules, key);
  b = tess_rules_get (&def, key);
  return g_strcmp0 (a, b) == 0;
}

gboolean
tess_rules_equal (const TessRules *a,
                  const TessRules *b)
{
  for (guint i = 0; i < G_N_ELEMENTS (rule_table); i++)
    {
      g_autofree char *va = tess_rules_get (a, rule_table[i].key);
      g_autofree char *vb = tess_rules_get (b, rule_table[i].key);

      if (g_strcmp0 (va, vb) != 0)
        return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------- the settings */

/**
 * tess_rules_from_settings:
 * @rules: (out caller-allocates): the rules of the new game
 * @settings: the application's settings
 *
 * The rules the New Game dialog saved, through the rules API (a setting
 * holding a value the rules refuse keeps the default, with a warning):
 * each rule with a setting (TessRuleInfo.setting); the table is two
 * settings and a switch, handled on its own. The river follows the sets
 * chosen ("tilesets", tess-tile-set-chooser.c).
 */
void
tess_rules_from_settings (TessRules *rules,
                          GSettings *settings)
{
  g_autofree char *table = NULL;

  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (rules != NULL);

  tess_rules_init_default (rules);
  for (guint i = 0; i < G_N_ELEMENTS (rule_table); i++)
    {
      const TessRuleInfo *info = &rule_table[i];
      g_autoptr(GVariant) value = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;

      if (info->setting == NULL)
        continue;
      value = g_settings_get_value (settings, info->setting);
      if (g_variant_is_of_type (value, G_VARIANT_TYPE_BOOLEAN))
        text = g_strdup (g_variant_get_boolean (value) ? "true" : "false");
      else if (g_variant_is_of_type (value, G_VARIANT_TYPE_INT32))
        text = g_strdup_printf ("%d", g_variant_get_int32 (value));
      else
        text = g_variant_dup_string (value, NULL);
      if (!tess_rules_set (rules, info->key, text, &error))
        g_warning ("Setting “%s”: %s", info->setting, error->message);
    }
  if (g_settings_get_boolean (settings, "table-limited"))
    table = g_strdup_printf ("%dx%d", g_settings_get_int (settings, "table-width"),
                             g_settings_get_int (settings, "table-height"));
  else
    table = g_strdup ("unlimited");
  if (!tess_rules_set (rules, "table", table, NULL))
    g_warning ("Settings “table-width” and “table-height”: %s is no table", table);
}
