/* tess-record-rules.c: a record's rules and who started, read and written
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The keys of "rules" go through the rules API (tess-rules.h); "start"
 * says who started and why (first_player random or most_roads).
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tess-record-private.h"
#include "tess-rules.h"
#include "tess-engine.h"

/* A misspelt rule would silently play its default: every key of "rules"
 * must be a rule. */
static void
check_rule_keys (JsonObject         *obj,
                 const char * const *keys,
                 const char         *loc,
                 TessProblems       *p)
{
  g_autoptr(GList) members = json_object_get_members (obj);

  for (GList *l = members; l != NULL; l = l->next)
    if (!g_strv_contains (keys, l->data))
      {
        g_autofree char *known = g_strjoinv (", ", (char **) keys);

        /* Translators: the second %s lists the rules' keys, which stay in
         * English: "farm_scoring, small_city, …" */
        tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc, _("unknown rule “%s”: the rules are %s"),
                           (const char *) l->data, known);
      }
}

void
tess_record_read_rules (TessRecord   *record,
                        JsonObject   *root,
                        const char   *where,
                        TessProblems *p)
{
  /* Translators: where a problem lies in a game record, before the problem:
   * "game.tessera: rules: …" */
  g_autofree char *loc = tess_where (where, _("rules"));
  const char * const *keys = tess_rules_keys ();
  JsonNode *node = json_object_get_member (root, "rules");
  JsonObject *obj;

  if (node == NULL)
    return;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                         _("the key “rules” must be an object"));
      return;
    }
  obj = json_node_get_object (node);

  check_rule_keys (obj, keys, loc, p);

  /* Each key as its string value, then the rules API checks and sets it. */
  for (guint k = 0; keys[k] != NULL; k++)
    {
      const char *key = keys[k];
      g_autoptr(GError) error = NULL;
      g_autofree char *value = NULL;
      gboolean b;
      gint64 v;
      int min, max;

      if (!json_object_has_member (obj, key))
        continue;
      switch (tess_rules_key_kind (key))
        {
        case TESS_RULE_KIND_BOOL:
          if (tess_json_get_bool (obj, key, &b, p, loc))
            value = g_strdup (b ? "true" : "false");
          break;
        case TESS_RULE_KIND_INT:
          tess_rules_key_range (key, &min, &max);
          if (tess_json_get_int (obj, key, min, max, FALSE, &v, p, loc))
            value = g_strdup_printf ("%" G_GINT64_FORMAT, v);
          break;
        case TESS_RULE_KIND_CHOICE:
          value = g_strdup (tess_json_get_string (obj, key, FALSE, p, loc));
          break;
        case TESS_RULE_KIND_LIST:
          {
            JsonArray *list = tess_json_get_array (obj, key, FALSE, p, loc);
            g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
            gboolean ok = list != NULL;
            g_auto(GStrv) strv = NULL;

            for (guint i = 0; ok && i < json_array_get_length (list); i++)
              {
                JsonNode *e = json_array_get_element (list, i);

                ok = JSON_NODE_HOLDS_VALUE (e) && json_node_get_value_type (e) == G_TYPE_STRING
                     && strchr (json_node_get_string (e), ',') == NULL;
                if (ok)
                  g_strv_builder_add (names, json_node_get_string (e));
                else
                  tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc,
                                     _("the key “%s” must be a list of names"), key);
              }
            strv = g_strv_builder_end (names);
            if (ok)
              value = g_strjoinv (",", strv);
          }
          break;
        case TESS_RULE_KIND_TABLE:
        default:
          {
            JsonNode *t = json_object_get_member (obj, key);

            if (JSON_NODE_HOLDS_OBJECT (t))
              {
                g_autofree char *tloc = tess_where (loc, "%s", key);
                JsonObject *to = json_node_get_object (t);
                gint64 w, h;

                tess_rules_key_range (key, &min, &max);
                if (tess_json_get_int (to, "width", min, max, TRUE, &w, p, tloc)
                    && tess_json_get_int (to, "height", min, max, TRUE, &h, p, tloc))
                  value = g_strdup_printf ("%" G_GINT64_FORMAT "x%" G_GINT64_FORMAT, w, h);
              }
            else if (JSON_NODE_HOLDS_VALUE (t)
                     && json_node_get_value_type (t) == G_TYPE_STRING
                     && g_strcmp0 (json_node_get_string (t), "unlimited") == 0)
              value = g_strdup ("unlimited");
            else
              tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc,
                                 _("the key “table” must be “unlimited” or an object with "
                                   "a “width” and a “height”"));
          }
          break;
        }
      if (value != NULL && !tess_rules_set (&record->rules, key, value, &error))
        tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc, "%s", error->message);
    }

  /* Rules that cannot be played together (the pig with the first
   * edition's farms), once every key is read. */
  {
    g_autoptr(GError) error = NULL;

    if (!tess_rules_check (&record->rules, &error))
      tess_problems_add (p, TESS_FILE_ERROR_RULES, loc, "%s", error->message);
  }
}

/* Who started: { "player": n, "reason": "most_roads", "draws": [[id|null, ...], ...] }. */
void
tess_record_read_start (TessRecord   *record,
                        JsonObject   *root,
                        const char   *where,
                        TessProblems *p)
{
  /* Translators: where a problem lies in a game record, before the problem:
   * "game.tessera: start: …" (the key that says who started) */
  g_autofree char *loc = tess_where (where, _("start"));
  guint n_players = record->players->len;
  JsonNode *node = json_object_get_member (root, "start");
  JsonObject *obj;
  JsonArray *draws;
  gint64 v;

  /* Only a rule other than the listed order has a start to tell. */
  if (node == NULL || n_players == 0 || record->rules.first_player == TESS_FIRST_LISTED)
    return;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                         _("the key “start” must be an object"));
      return;
    }
  obj = json_node_get_object (node);
  if (json_object_has_member (obj, "player")
      && tess_json_get_int (obj, "player", 0, n_players - 1, FALSE, &v, p, loc))
    record->start_player = (int) v;
  if (!json_object_has_member (obj, "draws") || record->rules.first_player != TESS_FIRST_MOST_ROADS)
    return;
  draws = tess_json_get_array (obj, "draws", FALSE, p, loc);
  if (draws == NULL)
    return;
  if (json_array_get_length (draws) > TESS_MAX_START_ROUNDS)
    {
      tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc,
                         _("the draw for who starts has more than %d rounds"),
                         TESS_MAX_START_ROUNDS);
      return;
    }
  for (guint r = 0; r < json_array_get_length (draws); r++)
    {
      JsonNode *round = json_array_get_element (draws, r);
      JsonArray *tiles = JSON_NODE_HOLDS_ARRAY (round) ? json_node_get_array (round) : NULL;

      if (tiles == NULL || json_array_get_length (tiles) != n_players)
        {
          tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc,
                             _("round %u of the draw for who starts must list a tile (or "
                               "null) for each of the %u players"), r + 1, n_players);
          g_ptr_array_set_size (record->start_draws, 0);
          return;
        }
      for (guint i = 0; i < n_players; i++)
        {
          JsonNode *t = json_array_get_element (tiles, i);

          if (JSON_NODE_HOLDS_NULL (t))
            g_ptr_array_add (record->start_draws, g_strdup (""));
          else if (JSON_NODE_HOLDS_VALUE (t) && json_node_get_value_type (t) == G_TYPE_STRING
                   && *json_node_get_string (t) != '\0'
                   && strlen (json_node_get_string (t)) < TESS_ID_LEN)
            g_ptr_array_add (record->start_draws, g_strdup (json_node_get_string (t)));
          else
            {
              tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc,
                                 _("round %u of the draw for who starts must list a tile (or "
                                   "null) for each of the %u players"), r + 1, n_players);
              g_ptr_array_set_size (record->start_draws, 0);
              return;
            }
        }
    }
}

void
tess_record_write_rules (const TessRecord *record,
                         JsonBuilder      *b)
{
  const TessRules *rules = &record->rules;

  json_builder_set_member_name (b, "rules");
  json_builder_begin_object (b);
  for (guint k = 0; tess_rules_keys ()[k] != NULL; k++)
    {
      const char *key = tess_rules_keys ()[k];
      g_autofree char *value = NULL;

      /* The house rules are left out at their defaults: such a record
       * reads the same in older versions. A figure an expansion played
       * brings is written either way, as the expansion would set it. */
      if (tess_rules_info (key)->house && tess_rules_is_default (rules, key)
          && !tess_rules_brought (rules, key))
        continue;
      value = tess_rules_get (rules, key);
      json_builder_set_member_name (b, key);
      switch (tess_rules_key_kind (key))
        {
        case TESS_RULE_KIND_BOOL:
          json_builder_add_boolean_value (b, g_strcmp0 (value, "true") == 0);
          break;
        case TESS_RULE_KIND_INT:
          json_builder_add_int_value (b, g_ascii_strtoll (value, NULL, 10));
          break;
        case TESS_RULE_KIND_LIST:
          {
            g_auto(GStrv) names = g_strsplit (value, ",", -1);

            json_builder_begin_array (b);
            for (guint i = 0; names[i] != NULL; i++)
              if (*names[i] != '\0')
                json_builder_add_string_value (b, names[i]);
            json_builder_end_array (b);
          }
          break;
        case TESS_RULE_KIND_TABLE:
          if (rules->table_width > 0)
            {
              json_builder_begin_object (b);
              json_builder_set_member_name (b, "width");
              json_builder_add_int_value (b, rules->table_width);
              json_builder_set_member_name (b, "height");
              json_builder_add_int_value (b, rules->table_height);
              json_builder_end_object (b);
            }
          else
            json_builder_add_string_value (b, value);
          break;
        case TESS_RULE_KIND_CHOICE:
        default:
          json_builder_add_string_value (b, value);
          break;
        }
    }
  json_builder_end_object (b);
}

void
tess_record_write_start (const TessRecord *record,
                         JsonBuilder      *b)
{
  const TessRules *rules = &record->rules;

  if (rules->first_player != TESS_FIRST_LISTED
      && (record->start_player >= 0
          || (rules->first_player == TESS_FIRST_MOST_ROADS && record->start_draws->len > 0)))
    {
      guint n = record->players->len;

      json_builder_set_member_name (b, "start");
      json_builder_begin_object (b);
      if (record->start_player >= 0)
        {
          json_builder_set_member_name (b, "player");
          json_builder_add_int_value (b, record->start_player);
        }
      json_builder_set_member_name (b, "reason");
      json_builder_add_string_value (b, tess_first_player_name (rules->first_player));
      if (record->start_draws->len > 0 && n > 0 && rules->first_player == TESS_FIRST_MOST_ROADS)
        {
          json_builder_set_member_name (b, "draws");
          json_builder_begin_array (b);
          for (guint i = 0; i + n <= record->start_draws->len; i += n)
            {
              json_builder_begin_array (b);
              for (guint k = 0; k < n; k++)
                {
                  const char *id = g_ptr_array_index (record->start_draws, i + k);

                  if (*id == '\0')
                    json_builder_add_null_value (b);
                  else
                    json_builder_add_string_value (b, id);
                }
              json_builder_end_array (b);
            }
          json_builder_end_array (b);
        }
      json_builder_end_object (b);
    }
}
