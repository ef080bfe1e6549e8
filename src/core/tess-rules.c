/* tess-rules.c: the rules of a game by the keys of a record
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "tess-error.h"
#include "tess-rules.h"
#include "tess-engine.h"

static const char * const keys[] = {
  "farm_scoring", "small_city", "score_incomplete", "followers", "hand", "unplaceable",
  "river", "first_player", "draw_early", "hole_bonus", "table", "table_edges_complete",
  NULL
};

static const char * const farm_choices[] = { "third", "second", "first", NULL };
static const char * const unplaceable_choices[] = { "discard", "return", NULL };
static const char * const first_choices[] = { "listed", "random", "most_roads", NULL };

const char * const *
tess_rules_keys (void)
{
  return keys;
}

gboolean
tess_rules_has_key (const char *key)
{
  return key != NULL && g_strv_contains (keys, key);
}

TessRuleKind
tess_rules_key_kind (const char *key)
{
  if (g_strcmp0 (key, "followers") == 0 || g_strcmp0 (key, "hand") == 0)
    return TESS_RULE_KIND_INT;
  if (g_strcmp0 (key, "farm_scoring") == 0 || g_strcmp0 (key, "unplaceable") == 0
      || g_strcmp0 (key, "first_player") == 0)
    return TESS_RULE_KIND_CHOICE;
  if (g_strcmp0 (key, "table") == 0)
    return TESS_RULE_KIND_TABLE;
  return TESS_RULE_KIND_BOOL;
}

void
tess_rules_key_range (const char *key,
                      int        *min,
                      int        *max)
{
  *min = 1;
  *max = 1;
  if (g_strcmp0 (key, "followers") == 0)
    *max = TESS_MAX_FOLLOWERS;
  else if (g_strcmp0 (key, "hand") == 0)
    *max = TESS_MAX_HAND;
  else if (g_strcmp0 (key, "table") == 0)
    *max = TESS_MAX_TABLE;
}

const char * const *
tess_rules_key_choices (const char *key)
{
  if (g_strcmp0 (key, "farm_scoring") == 0)
    return farm_choices;
  if (g_strcmp0 (key, "unplaceable") == 0)
    return unplaceable_choices;
  if (g_strcmp0 (key, "first_player") == 0)
    return first_choices;
  return NULL;
}

/* The field of a switch. */
static bool *
bool_field (TessRules  *rules,
            const char *key)
{
  if (strcmp (key, "small_city") == 0)
    return &rules->small_city;
  if (strcmp (key, "score_incomplete") == 0)
    return &rules->score_incomplete;
  if (strcmp (key, "river") == 0)
    return &rules->river;
  if (strcmp (key, "draw_early") == 0)
    return &rules->draw_early;
  if (strcmp (key, "hole_bonus") == 0)
    return &rules->hole_bonus;
  if (strcmp (key, "table_edges_complete") == 0)
    return &rules->table_edges_complete;
  return NULL;
}

char *
tess_rules_get (const TessRules *rules,
                const char      *key)
{
  g_return_val_if_fail (rules != NULL, NULL);

  if (!tess_rules_has_key (key))
    return NULL;
  if (strcmp (key, "farm_scoring") == 0)
    return g_strdup (tess_farm_scoring_name (rules->farm_scoring));
  if (strcmp (key, "unplaceable") == 0)
    return g_strdup (unplaceable_choices[rules->unplaceable == TESS_UNPLACEABLE_RETURN]);
  if (strcmp (key, "first_player") == 0)
    return g_strdup (tess_first_player_name (rules->first_player));
  if (strcmp (key, "followers") == 0)
    return g_strdup_printf ("%d", rules->followers);
  if (strcmp (key, "hand") == 0)
    return g_strdup_printf ("%d", rules->hand);
  if (strcmp (key, "table") == 0)
    return rules->table_width > 0
           ? g_strdup_printf ("%dx%d", rules->table_width, rules->table_height)
           : g_strdup ("unlimited");
  return g_strdup (*bool_field ((TessRules *) rules, key) ? "true" : "false");
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

/* A decimal number from 1 to max with nothing else around it, or -1. */
static int
parse_count (const char *s,
             int         max)
{
  guint64 v;

  if (s == NULL || !g_ascii_isdigit (*s)
      || !g_ascii_string_to_unsigned (s, 10, 1, (guint64) max, &v, NULL))
    return -1;
  return (int) v;
}

gboolean
tess_rules_set (TessRules  *rules,
                const char *key,
                const char *value,
                GError    **error)
{
  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!tess_rules_has_key (key))
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID,
                   _("unknown rule “%s”"), key ? key : "");
      return FALSE;
    }
  if (value == NULL)
    value = "";

  switch (tess_rules_key_kind (key))
    {
    case TESS_RULE_KIND_CHOICE:
      {
        const char * const *choices = tess_rules_key_choices (key);
        int i = choice_index (choices, value);

        if (i < 0)
          {
            g_autofree char *list = g_strjoinv (", ", (char **) choices);

            g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID,
                         _("unknown value “%s” of “%s” (expected one of %s)"), value, key,
                         list);
            return FALSE;
          }
        if (strcmp (key, "farm_scoring") == 0)
          rules->farm_scoring = (TessFarmScoring) i;
        else if (strcmp (key, "unplaceable") == 0)
          rules->unplaceable = (TessUnplaceable) i;
        else
          rules->first_player = (TessFirstPlayer) i;
        return TRUE;
      }

    case TESS_RULE_KIND_INT:
      {
        int min, max, v;

        tess_rules_key_range (key, &min, &max);
        v = parse_count (value, max);
        if (v < min)
          {
            g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID,
                         _("the rule “%s” must be a number from %d to %d, not “%s”"), key,
                         min, max, value);
            return FALSE;
          }
        if (strcmp (key, "followers") == 0)
          rules->followers = v;
        else
          rules->hand = v;
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
            w = parse_count (parts[0], TESS_MAX_TABLE);
            h = parse_count (parts[1], TESS_MAX_TABLE);
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

    case TESS_RULE_KIND_BOOL:
    default:
      if (strcmp (value, "true") != 0 && strcmp (value, "false") != 0)
        {
          g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID,
                       _("the rule “%s” must be true or false, not “%s”"), key, value);
          return FALSE;
        }
      *bool_field (rules, key) = strcmp (value, "true") == 0;
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
  for (guint i = 0; keys[i] != NULL; i++)
    {
      g_autofree char *va = tess_rules_get (a, keys[i]);
      g_autofree char *vb = tess_rules_get (b, keys[i]);

      if (g_strcmp0 (va, vb) != 0)
        return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------- the settings */

/* The settings that hold a rule, by the rule's key (tess-rules.h); the
 * table is two settings and a switch, handled on its own. The river
 * follows the sets chosen ("tilesets", tess-tile-set-chooser.c). */
static const struct
{
  const char *setting;
  const char *rule;
} rule_settings[] = {
  { "river", "river" },
  { "farm-scoring", "farm_scoring" },
  { "small-city", "small_city" },
  { "score-incomplete", "score_incomplete" },
  { "followers", "followers" },
  { "hand", "hand" },
  { "unplaceable", "unplaceable" },
  { "first-player", "first_player" },
  { "draw-early", "draw_early" },
  { "hole-bonus", "hole_bonus" },
  { "table-edges-complete", "table_edges_complete" },
};

/**
 * tess_rules_from_settings:
 * @rules: (out caller-allocates): the rules of the new game
 * @settings: the application's settings
 *
 * The rules the New Game dialog saved, through the rules API (a setting
 * holding a value the rules refuse keeps the default, with a warning).
 */
void
tess_rules_from_settings (TessRules *rules,
                          GSettings *settings)
{
  g_autofree char *table = NULL;

  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (rules != NULL);

  tess_rules_init_default (rules);
  for (guint i = 0; i < G_N_ELEMENTS (rule_settings); i++)
    {
      g_autoptr(GVariant) value = g_settings_get_value (settings, rule_settings[i].setting);
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;

      if (g_variant_is_of_type (value, G_VARIANT_TYPE_BOOLEAN))
        text = g_strdup (g_variant_get_boolean (value) ? "true" : "false");
      else if (g_variant_is_of_type (value, G_VARIANT_TYPE_INT32))
        text = g_strdup_printf ("%d", g_variant_get_int32 (value));
      else
        text = g_variant_dup_string (value, NULL);
      if (!tess_rules_set (rules, rule_settings[i].rule, text, &error))
        g_warning ("Setting “%s”: %s", rule_settings[i].setting, error->message);
    }
  if (g_settings_get_boolean (settings, "table-limited"))
    table = g_strdup_printf ("%dx%d", g_settings_get_int (settings, "table-width"),
                             g_settings_get_int (settings, "table-height"));
  else
    table = g_strdup ("unlimited");
  if (!tess_rules_set (rules, "table", table, NULL))
    g_warning ("Settings “table-width” and “table-height”: %s is no table", table);
}
