/* tess-tile-set-json.c: reading and writing the JSON files of tile sets
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tess-json-private.h"
#include "tess-names.h"
#include "tess-tile-set-private.h"
#include "tess-tile-set-problems.h"
#include "tess-engine.h"

/* --------------------------------------------------------------- reading */

/* Reads a list of port names into a mask; @key names the list in messages. */
static guint16
read_ports (JsonArray    *array,
            const char   *key,
            TessProblems *p,
            const char   *where)
{
  guint16 mask = 0;
  guint n = json_array_get_length (array);

  for (guint i = 0; i < n; i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      const char *name;
      int port;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        {
          tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                             _("element %u of “%s” must be a port name (a string)"),
                             i + 1, key);
          continue;
        }
      name = json_node_get_string (node);
      port = tess_port_from_name (name);
      if (port < 0 || port >= TESS_N_PORTS)
        {
          g_autofree char *shown = tess_json_shown (name);

          tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                             _("unknown port “%s” in “%s” (ports are N, E, S, W and "
                               "NNW, NNE, ENE, ESE, SSE, SSW, WSW, WNW)"),
                             shown, key);
          continue;
        }
      if (mask & (1u << port))
        tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                           _("port %s is listed twice in “%s”"), name, key);
      mask |= 1u << port;
    }
  return mask;
}

/* Reads tile @index into @tile and what its file held into @source;
 * every problem goes to @p (named by the tile) and to @source (by the
 * feature alone). Returns FALSE when the tile could not be read whole. */
static gboolean
read_tile (JsonNode       *node,
           guint           index,
           TessTileDef    *tile,
           TessTileSource *source,
           const char     *where,
           TessProblems   *p)
{
  g_autofree char *loc = NULL;
  JsonObject *obj;
  JsonArray *features;
  const char *id = NULL;
  guint16 city_refs[TESS_MAX_FEATURES] = { 0 };
  TessProblems tp;
  gboolean whole;
  guint n;

  memset (tile, 0, sizeof *tile);
  tile->count = 1;
  tess_problems_init (&tp, source->problems);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      tess_problems_add (&tp, TESS_FILE_ERROR_INVALID, NULL, _("a tile must be a JSON object"));
      goto done;
    }
  obj = json_node_get_object (node);

  id = tess_json_get_string (obj, "id", TRUE, &tp, NULL);
  if (id != NULL)
    {
      if (strlen (id) >= TESS_ID_LEN)
        tess_problems_add (&tp, TESS_FILE_ERROR_INVALID, NULL,
                           _("the id is longer than %d bytes"), TESS_ID_LEN - 1);
      g_strlcpy (tile->id, id, TESS_ID_LEN);
    }

  if (json_object_has_member (obj, "count"))
    {
      JsonNode *cnode = json_object_get_member (obj, "count");

      /* A count out of range is kept (up to a million, so that no sum
       * overflows): the checks say so, and writing the set back writes it
       * as the file did. */
      if (!tess_json_is_integer (cnode))
        tess_problems_add (&tp, TESS_FILE_ERROR_INVALID, NULL,
                           _("the key “count” must be an integer"));
      else if (json_node_get_int (cnode) > 1000000 || json_node_get_int (cnode) < -1000000)
        tess_problems_add (&tp, TESS_FILE_ERROR_TOO_BIG, NULL,
                           _("the count is %lld, more than a game can hold (%d)"),
                           (long long) json_node_get_int (cnode), TESS_MAX_TILES);
      else
        tile->count = (int) json_node_get_int (cnode);
    }

  features = tess_json_get_array (obj, "features", TRUE, &tp, NULL);
  if (features == NULL)
    goto done;
  n = json_array_get_length (features);
  if (n > TESS_MAX_FEATURES)
    {
      tess_problems_add (&tp, TESS_FILE_ERROR_TOO_BIG, NULL,
                         _("the tile has %u features, more than %d"), n, TESS_MAX_FEATURES);
      n = TESS_MAX_FEATURES;
    }

  for (guint f = 0; f < n; f++)
    {
      JsonNode *fnode = json_array_get_element (features, f);
      g_autofree char *floc = tess_where (NULL, _("feature %u"), f + 1);
      TessFeature *feat = &tile->features[tile->n_features];
      JsonObject *fobj;
      JsonArray *ports;
      JsonArray *cities;
      const char *type_name;
      int type;
      gboolean shield = FALSE;
      gboolean inn = FALSE;
      gboolean cathedral = FALSE;
      const char *goods_name;

      if (!JSON_NODE_HOLDS_OBJECT (fnode))
        {
          tess_problems_add (&tp, TESS_FILE_ERROR_INVALID, floc,
                             _("a feature must be a JSON object"));
          continue;
        }
      fobj = json_node_get_object (fnode);
      type_name = tess_json_get_string (fobj, "type", TRUE, &tp, floc);
      if (type_name == NULL)
        continue;
      type = tess_feature_type_from_name (type_name);
      if (type < 0 || type >= TESS_N_FEATURE_TYPES)
        {
          tess_problems_add (&tp, TESS_FILE_ERROR_INVALID, floc,
                             _("unknown feature type “%s” (key “type”: road, city, field, "
                               "monastery or river)"),
                             type_name);
          continue;
        }

      feat->type = type;
      ports = tess_json_get_array (fobj, "ports", FALSE, &tp, floc);
      if (ports != NULL)
        feat->ports = read_ports (ports, "ports", &tp, floc);
      if (tess_json_get_bool (fobj, "shield", &shield, &tp, floc))
        feat->shield = shield ? 1 : 0;
      /* Inns & Cathedrals (DESIGN.md §8): properties of a tile's road or
       * city, kept on any feature so that the checks can name a misplaced
       * one and writing the set back keeps it. */
      if (tess_json_get_bool (fobj, "inn", &inn, &tp, floc) && inn)
        feat->value |= TESS_VALUE_INN;
      if (tess_json_get_bool (fobj, "cathedral", &cathedral, &tp, floc) && cathedral)
        feat->value |= TESS_VALUE_CATHEDRAL;
      /* Traders & Builders: the goods a city shows, by name. A name
       * Tessera does not know is a problem and stays in the file. */
      goods_name = tess_json_get_string (fobj, "goods", FALSE, &tp, floc);
      if (goods_name != NULL)
        {
          int goods = tess_goods_from_name (goods_name);

          if (goods < 0)
            {
              g_autofree char *shown = tess_json_shown (goods_name);

              tess_problems_add (&tp, TESS_FILE_ERROR_INVALID, floc,
                                 _("unknown goods “%s” (key “goods”: wine, grain or cloth)"),
                                 shown);
            }
          else
            feat->goods = (guint8) goods;
        }
      cities = tess_json_get_array (fobj, "cities", FALSE, &tp, floc);
      if (cities != NULL)
        city_refs[tile->n_features] = read_ports (cities, "cities", &tp, floc);
      source->feature_node[tile->n_features] = (int) f;
      tile->n_features++;
    }

  /* A field's cities are named by one of their ports: resolve them to the
   * features of this tile that own those ports. */
  for (int f = 0; f < tile->n_features; f++)
    {
      g_autofree char *floc = NULL;

      if (city_refs[f] == 0)
        continue;
      floc = tess_where (NULL, _("feature %d"), source->feature_node[f] + 1);
      for (int port = 0; port < TESS_N_PORTS; port++)
        {
          int owner = -1;

          if (!(city_refs[f] & (1u << port)))
            continue;
          for (int g = 0; g < tile->n_features && owner < 0; g++)
            if (tile->features[g].ports & (1u << port))
              owner = g;
          if (owner < 0)
            tess_problems_add (&tp, TESS_FILE_ERROR_TILE_SET, floc,
                               _("“cities” names %s, but no city of this tile touches %s"),
                               tess_port_name (port), tess_port_name (port));
          else if (tile->features[owner].type != TESS_FEATURE_CITY)
            tess_problems_add (&tp, TESS_FILE_ERROR_TILE_SET, floc,
                               _("“cities” names %s, which belongs to feature %d, of type “%s”, "
                                 "not a city"),
                               tess_port_name (port), source->feature_node[owner] + 1,
                               tess_feature_display_name (tile->features[owner].type));
          else
            tile->features[f].cities |= 1u << owner;
        }
    }

done:
  source->read = *tile;
  whole = tp.n == 0;
  loc = _tess_tile_set_tile_where (where, id, index);
  for (guint i = 0; i < tp.problems->len; i++)
    tess_problems_add (p, tp.code, loc, "%s", (const char *) g_ptr_array_index (tp.problems, i));
  tess_problems_clear (&tp);
  return whole;
}

/* The tile's `art`, if it has one: art that cannot be drawn is kept with
 * its problem (tess_tile_set_find_problems() lists it), so that the set
 * still loads and plays with the generated picture. */
static void
read_art (TessTileSetData *set,
          guint            index,
          TessTileSource  *source)
{
  JsonNode *node;

  if (!JSON_NODE_HOLDS_OBJECT (source->node))
    return;
  node = json_object_get_member (json_node_get_object (source->node), "art");
  if (node == NULL)
    return;
  source->art = tess_tile_art_new_from_json (node);
  tess_tile_set_set_art (set, index, source->art);
}

/* The problems @p got since @first, about the set itself, kept with its
 * source without the file's name. */
static void
keep_set_problems (TessSetSource *source,
                   TessProblems  *p,
                   guint          first,
                   const char    *where)
{
  gsize skip = where != NULL && *where != '\0' ? strlen (where) + 2 : 0;

  for (guint i = p->problems->len - (p->n - first); i < p->problems->len; i++)
    {
      const char *line = g_ptr_array_index (p->problems, i);

      g_ptr_array_add (source->problems, g_strdup (strlen (line) >= skip ? line + skip : line));
    }
}

static TessTileSetData *
read_set (JsonNode     *node,
          const char   *where,
          TessProblems *p,
          GError      **error)
{
  g_autoptr(TessTileSetData) set = NULL;
  JsonObject *root;
  JsonArray *tiles;
  g_autofree gboolean *broken = NULL;
  TessSetSource *source;
  guint first;
  const char *s;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autofree char *m = tess_where (where, _("a tile set must be a JSON object"));

      g_set_error_literal (error, TESS_FILE_ERROR, TESS_FILE_ERROR_PARSE, m);
      return NULL;
    }
  root = json_node_get_object (node);
  if (!tess_json_check_format (root, TESS_TILE_SET_FORMAT, TESS_TILE_SET_VERSION, where, error))
    return NULL;

  set = tess_tile_set_new (NULL, NULL);
  source = _tess_set_source_new (node);
  set->source = source;
  first = p->n;

  s = tess_json_get_string (root, "id", FALSE, p, where);
  if (s != NULL)
    {
      g_free (set->id);
      set->id = g_strdup (s);
    }
  s = tess_json_get_string (root, "name", FALSE, p, where);
  g_free (set->name);
  set->name = g_strdup (s ? s : set->id);
  s = tess_json_get_string (root, "start", FALSE, p, where);
  set->start = g_strdup (s);
  s = tess_json_get_string (root, "last", FALSE, p, where);
  set->last = g_strdup (s);
  /* Who made the set and how it is shared: read when they fit, else a
   * problem of the set and kept as the file wrote them. */
  set->author = g_strdup (tess_json_get_string (root, "author", FALSE, p, where));
  set->description = g_strdup (tess_json_get_text (root, "description",
                                                   TESS_TILE_SET_MAX_DESCRIPTION,
                                                   FALSE, p, where));
  set->licence = g_strdup (tess_json_get_string (root, "licence", FALSE, p, where));

  tiles = tess_json_get_array (root, "tiles", TRUE, p, where);
  /* What the set's own keys had, kept with the set (its tiles keep theirs). */
  keep_set_problems (source, p, first, where);
  first = p->n;
  if (tiles != NULL)
    {
      guint n = json_array_get_length (tiles);

      if (n > TESS_MAX_TYPES)
        {
          tess_problems_add (p, TESS_FILE_ERROR_TOO_BIG, where,
                             _("the tile set has %u kinds of tiles, more than %d"),
                             n, TESS_MAX_TYPES);
          keep_set_problems (source, p, first, where);
          _tess_set_source_keep_strings (source, set);
          return g_steal_pointer (&set);
        }
      broken = g_new0 (gboolean, n + 1);
      g_array_set_size (set->tiles, n);
      set->tile_sources = g_ptr_array_new_full (n, (GDestroyNotify) _tess_tile_source_unref);
      for (guint i = 0; i < n; i++)
        {
          TessTileSource *ts = _tess_tile_source_new (json_array_get_element (tiles, i));

          g_ptr_array_add (set->tile_sources, ts);
          broken[i] = !read_tile (json_array_get_element (tiles, i), i,
                                  &g_array_index (set->tiles, TessTileDef, i), ts, where, p);
          read_art (set, i, ts);
        }
    }
  _tess_set_source_keep_strings (source, set);
  source->n_tiles = set->tiles->len;

  /* The rules of the tile model, on the tiles that were read whole. */
  _tess_tile_set_check_set (set, where, broken, p);
  return g_steal_pointer (&set);
}

TessTileSetData *
tess_tile_set_read (JsonNode     *node,
                   const char   *where,
                   TessProblems *p,
                   GError      **error)
{
  return read_set (node, where, p, error);
}

/* Why a set read whole cannot be played, in the words validate prints
 * and the editor shows (tess_tile_set_find_problems()): its errors, one
 * a line, "where: tile “corner”: No field touches …". The reader's own
 * words in @p (ports, keys, feature numbers) only for what those checks
 * do not say. */
static void
describe_refusal (const TessTileSetData  *set,
                  const char             *where,
                  TessProblems           *p,
                  GError                **error)
{
  g_autoptr(GPtrArray) found = tess_tile_set_find_problems (set);
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *message = NULL;

  for (guint i = 0; i < found->len; i++)
    {
      TessTileSetProblem *problem = g_ptr_array_index (found, i);
      g_autofree char *text = NULL;

      if (tess_tile_set_problem_get_severity (problem) != TESS_PROBLEM_ERROR)
        continue;
      text = tess_tile_set_problem_to_string (problem);
      g_ptr_array_add (lines, where != NULL && *where != '\0'
                              ? g_strdup_printf ("%s: %s", where, text)
                              : g_steal_pointer (&text));
    }
  if (lines->len == 0)
    {
      tess_problems_to_error (p, error);
      return;
    }
  message = tess_problems_join (lines);
  g_set_error_literal (error, TESS_FILE_ERROR, p->code, message);
}

TessTileSetData *
tess_tile_set_from_json (JsonNode   *node,
                        const char *where,
                        GPtrArray  *problems,
                        GError    **error)
{
  g_autoptr(TessTileSetData) set = NULL;
  g_autoptr(GError) local_error = NULL;
  TessProblems p;

  g_return_val_if_fail (node != NULL, NULL);

  tess_problems_init (&p, problems);
  set = read_set (node, where, &p, &local_error);
  if (set == NULL)
    {
      tess_problems_fail (problems, g_steal_pointer (&local_error), error);
      tess_problems_clear (&p);
      return NULL;
    }
  /* A set refused is said as validate and the editor say it. */
  if (problems == NULL && tess_problems_count (&p) > 0)
    {
      describe_refusal (set, where, &p, error);
      tess_problems_clear (&p);
      return NULL;
    }
  if (!tess_problems_finish (&p, problems, error))
    return NULL;
  return g_steal_pointer (&set);
}

TessTileSetData *
tess_tile_set_load_data (const char *data,
                        gssize      length,
                        const char *where,
                        GError    **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (data != NULL, NULL);

  root = tess_json_parse (data, length, where, error);
  return root ? tess_tile_set_from_json (root, where, NULL, error) : NULL;
}

TessTileSetData *
tess_tile_set_load_file (const char *filename,
                        GError    **error)
{
  g_autofree char *display = NULL;
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (filename != NULL, NULL);

  root = tess_json_load_file (filename, &display, error);
  return root ? tess_tile_set_from_json (root, display, NULL, error) : NULL;
}

gboolean
tess_tile_set_validate_file (const char *filename,
                            GPtrArray  *problems)
{
  g_autofree char *display = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(TessTileSetData) set = NULL;
  guint before;

  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (problems != NULL, FALSE);

  before = problems->len;
  root = tess_json_load_file (filename, &display, &error);
  if (root == NULL)
    {
      g_ptr_array_add (problems, g_strdup (error->message));
      return FALSE;
    }
  set = tess_tile_set_from_json (root, display, problems, NULL);
  return set != NULL && problems->len == before;
}

/* --------------------------------------------------------------- writing */

static JsonNode *
ports_to_json (guint16 ports)
{
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);
  JsonArray *array = json_array_new ();

  for (int port = 0; port < TESS_N_PORTS; port++)
    if (ports & (1u << port))
      json_array_add_string_element (array, tess_port_name (port));
  /* The node takes the array's one reference: json_node_init_array()
   * would add one of its own, and every "board" request leaked it. */
  json_node_take_array (node, array);
  return node;
}

/**
 * tess_tile_def_to_json:
 * @t: a tile type
 *
 * Returns: (transfer full): the tile as a tile set's file writes it (its
 *   id, count and features; not its art)
 */
JsonNode *
tess_tile_def_to_json (const TessTileDef *t)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  char id[TESS_ID_LEN + 1];

  g_return_val_if_fail (t != NULL, NULL);

  memcpy (id, t->id, TESS_ID_LEN);
  id[TESS_ID_LEN] = '\0';
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "id");
  json_builder_add_string_value (b, id);
  json_builder_set_member_name (b, "count");
  json_builder_add_int_value (b, t->count);
  json_builder_set_member_name (b, "features");
  json_builder_begin_array (b);
  for (int f = 0; f < t->n_features && f < TESS_MAX_FEATURES; f++)
    {
      const TessFeature *feat = &t->features[f];

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "type");
      json_builder_add_string_value (b, tess_feature_type_name (feat->type));
      if (feat->ports != 0 || feat->type != TESS_FEATURE_MONASTERY)
        {
          json_builder_set_member_name (b, "ports");
          json_builder_add_value (b, ports_to_json (feat->ports));
        }
      if (feat->shield)
        {
          json_builder_set_member_name (b, "shield");
          json_builder_add_boolean_value (b, TRUE);
        }
      if (feat->value & TESS_VALUE_INN)
        {
          json_builder_set_member_name (b, "inn");
          json_builder_add_boolean_value (b, TRUE);
        }
      if (feat->value & TESS_VALUE_CATHEDRAL)
        {
          json_builder_set_member_name (b, "cathedral");
          json_builder_add_boolean_value (b, TRUE);
        }
      if (feat->goods != TESS_GOODS_NONE)
        {
          json_builder_set_member_name (b, "goods");
          json_builder_add_string_value (b, tess_goods_name (feat->goods));
        }
      if (feat->cities != 0)
        {
          json_builder_set_member_name (b, "cities");
          json_builder_begin_array (b);
          for (int c = 0; c < t->n_features && c < TESS_MAX_FEATURES; c++)
            {
              guint16 ports = t->features[c].ports;

              if (!(feat->cities & (1u << c)) || ports == 0)
                continue;
              /* Name the city by its first side port (else any port). */
              if (ports & SIDE_PORTS_MASK)
                ports &= SIDE_PORTS_MASK;
              json_builder_add_string_value (b, tess_port_name (g_bit_nth_lsf (ports, -1)));
            }
          json_builder_end_array (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* The set as its fields say it. */
static JsonNode *
fresh_json (const TessTileSetData *set)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, TESS_TILE_SET_FORMAT);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, TESS_TILE_SET_VERSION);
  json_builder_set_member_name (b, "id");
  json_builder_add_string_value (b, set->id);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, set->name ? set->name : "");
  if (set->start != NULL)
    {
      json_builder_set_member_name (b, "start");
      json_builder_add_string_value (b, set->start);
    }
  if (set->last != NULL)
    {
      json_builder_set_member_name (b, "last");
      json_builder_add_string_value (b, set->last);
    }
  if (set->author != NULL)
    {
      json_builder_set_member_name (b, "author");
      json_builder_add_string_value (b, set->author);
    }
  if (set->description != NULL)
    {
      json_builder_set_member_name (b, "description");
      json_builder_add_string_value (b, set->description);
    }
  if (set->licence != NULL)
    {
      json_builder_set_member_name (b, "licence");
      json_builder_add_string_value (b, set->licence);
    }
  json_builder_set_member_name (b, "tiles");
  json_builder_begin_array (b);
  for (guint i = 0; i < set->tiles->len; i++)
    {
      const TessTileDef *t = &g_array_index (set->tiles, TessTileDef, i);
      JsonNode *tile = tess_tile_def_to_json (t);

      if (tess_tile_set_get_art (set, i) != NULL)
        json_object_set_member (json_node_get_object (tile), "art",
                                tess_tile_art_to_json (tess_tile_set_get_art (set, i)));
      json_builder_add_value (b, tile);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);

  return json_builder_get_root (b);
}

JsonNode *
tess_tile_set_to_json (const TessTileSetData *set)
{
  g_autoptr(JsonNode) fresh = NULL;

  g_return_val_if_fail (set != NULL, NULL);

  fresh = fresh_json (set);
  return _tess_tile_set_merge_sources (set, fresh);
}

char *
tess_tile_set_to_data (const TessTileSetData *set,
                      gsize                 *length)
{
  g_autoptr(JsonNode) node = NULL;

  g_return_val_if_fail (set != NULL, NULL);

  node = tess_tile_set_to_json (set);
  return tess_json_to_data (node, length);
}

gboolean
tess_tile_set_save_file (const TessTileSetData *set,
                        const char            *filename,
                        GError               **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (set != NULL, FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);

  data = tess_tile_set_to_data (set, &length);
  return tess_write_file (filename, data, length, error);
}
