/* tess-tileset.c: tile sets, their JSON files and their validation
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
#include "tess-tileset.h"

G_DEFINE_BOXED_TYPE (TessTileSetData, tess_tileset, tess_tileset_ref, tess_tileset_unref)

#define HALF_PORTS_MASK 0x0ff0u
#define SIDE_PORTS_MASK 0x000fu
#define ALL_PORTS_MASK  0x0fffu

/* ------------------------------------------------------------ life cycle */

TessTileSetData *
tess_tileset_new (const char *id,
                  const char *name)
{
  TessTileSetData *set = g_new0 (TessTileSetData, 1);

  g_atomic_ref_count_init (&set->ref_count);
  set->id = g_strdup (id ? id : "");
  set->name = g_strdup (name ? name : "");
  set->tiles = g_array_new (FALSE, TRUE, sizeof (TessTileDef));
  return set;
}

TessTileSetData *
tess_tileset_ref (TessTileSetData *set)
{
  g_return_val_if_fail (set != NULL, NULL);

  g_atomic_ref_count_inc (&set->ref_count);
  return set;
}

void
tess_tileset_unref (TessTileSetData *set)
{
  g_return_if_fail (set != NULL);

  if (!g_atomic_ref_count_dec (&set->ref_count))
    return;
  g_free (set->id);
  g_free (set->name);
  g_free (set->start);
  g_free (set->last);
  g_array_unref (set->tiles);
  g_free (set);
}

TessTileSetData *
tess_tileset_copy (const TessTileSetData *set)
{
  TessTileSetData *copy;

  g_return_val_if_fail (set != NULL, NULL);

  copy = tess_tileset_new (set->id, set->name);
  copy->start = g_strdup (set->start);
  copy->last = g_strdup (set->last);
  g_array_append_vals (copy->tiles, set->tiles->data, set->tiles->len);
  return copy;
}

static gboolean
tile_equal (const TessTileDef *a,
            const TessTileDef *b)
{
  if (strncmp (a->id, b->id, TESS_ID_LEN) != 0
      || a->count != b->count
      || a->n_features != b->n_features)
    return FALSE;
  for (int i = 0; i < a->n_features && i < TESS_MAX_FEATURES; i++)
    {
      const TessFeature *fa = &a->features[i];
      const TessFeature *fb = &b->features[i];

      if (fa->type != fb->type || fa->shield != fb->shield
          || fa->ports != fb->ports || fa->cities != fb->cities)
        return FALSE;
    }
  return TRUE;
}

gboolean
tess_tileset_equal (const TessTileSetData *a,
                    const TessTileSetData *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (g_strcmp0 (a->id, b->id) != 0
      || g_strcmp0 (a->name, b->name) != 0
      || g_strcmp0 (a->start, b->start) != 0
      || g_strcmp0 (a->last, b->last) != 0
      || a->tiles->len != b->tiles->len)
    return FALSE;
  for (guint i = 0; i < a->tiles->len; i++)
    if (!tile_equal (&g_array_index (a->tiles, TessTileDef, i),
                     &g_array_index (b->tiles, TessTileDef, i)))
      return FALSE;
  return TRUE;
}

/* --------------------------------------------------------------- queries */

guint
tess_tileset_n_tiles (const TessTileSetData *set)
{
  g_return_val_if_fail (set != NULL, 0);

  return set->tiles->len;
}

const TessTileDef *
tess_tileset_tile (const TessTileSetData *set,
                   guint                  i)
{
  g_return_val_if_fail (set != NULL, NULL);
  g_return_val_if_fail (i < set->tiles->len, NULL);

  return &g_array_index (set->tiles, TessTileDef, i);
}

int
tess_tileset_find_tile (const TessTileSetData *set,
                        const char            *tile_id)
{
  g_return_val_if_fail (set != NULL, -1);

  if (tile_id == NULL)
    return -1;
  for (guint i = 0; i < set->tiles->len; i++)
    if (strncmp (g_array_index (set->tiles, TessTileDef, i).id, tile_id, TESS_ID_LEN) == 0)
      return i;
  return -1;
}

int
tess_tileset_total_count (const TessTileSetData *set)
{
  gint64 total = 0;

  g_return_val_if_fail (set != NULL, 0);

  for (guint i = 0; i < set->tiles->len; i++)
    total += MAX (0, g_array_index (set->tiles, TessTileDef, i).count);
  return (int) MIN (total, G_MAXINT);
}

int
tess_tileset_n_shields (const TessTileSetData *set)
{
  gint64 total = 0;

  g_return_val_if_fail (set != NULL, 0);

  for (guint i = 0; i < set->tiles->len; i++)
    {
      const TessTileDef *t = &g_array_index (set->tiles, TessTileDef, i);

      for (int f = 0; f < t->n_features && f < TESS_MAX_FEATURES; f++)
        if (t->features[f].type == TESS_FEATURE_CITY && t->features[f].shield)
          total += MAX (0, t->count);
    }
  return (int) MIN (total, G_MAXINT);
}

gboolean
tess_tileset_has_river (const TessTileSetData *set)
{
  g_return_val_if_fail (set != NULL, FALSE);

  for (guint i = 0; i < set->tiles->len; i++)
    {
      const TessTileDef *t = &g_array_index (set->tiles, TessTileDef, i);

      for (int f = 0; f < t->n_features && f < TESS_MAX_FEATURES; f++)
        if (t->features[f].type == TESS_FEATURE_RIVER)
          return TRUE;
    }
  return FALSE;
}

void
tess_tileset_as_engine (const TessTileSetData *set,
                        TessTileSet           *out)
{
  g_return_if_fail (set != NULL);
  g_return_if_fail (out != NULL);

  memset (out, 0, sizeof *out);
  g_strlcpy (out->id, set->id, sizeof out->id);
  out->n_tiles = set->tiles->len;
  out->tiles = (const TessTileDef *) (const void *) set->tiles->data;
  out->start = tess_tileset_find_tile (set, set->start);
  out->last = tess_tileset_find_tile (set, set->last);
}

/* ---------------------------------------------------------------- where */

static char *
tile_where (const char *where,
            const char *tile_id,
            guint       index)
{
  if (tile_id != NULL && *tile_id != '\0')
    return tess_where (where, _("tile “%s” (number %u)"), tile_id, index + 1);
  return tess_where (where, _("tile number %u"), index + 1);
}

/* -------------------------------------------------------------- checking */

static void
check_tile (const TessTileDef *t,
            guint              index,
            const char        *where,
            TessProblems      *p)
{
  g_autofree char *loc = tile_where (where, t->id, index);
  int owner[TESS_N_PORTS];
  guint before = p->n;
  int n_features = CLAMP (t->n_features, 0, TESS_MAX_FEATURES);

  for (int i = 0; i < TESS_N_PORTS; i++)
    owner[i] = -1;

  if (t->id[0] == '\0')
    tess_problems_add (p, TESS_FILE_ERROR_TILESET, loc, _("the tile has no id"));
  if (memchr (t->id, '\0', TESS_ID_LEN) == NULL)
    tess_problems_add (p, TESS_FILE_ERROR_TILESET, loc,
                       _("the id is longer than %d bytes"), TESS_ID_LEN - 1);
  if (t->count <= 0)
    tess_problems_add (p, TESS_FILE_ERROR_TILESET, loc,
                       _("the count is %d, but it must be at least 1"), t->count);
  if (t->n_features <= 0)
    tess_problems_add (p, TESS_FILE_ERROR_TILESET, loc, _("the tile has no features"));
  else if (t->n_features > TESS_MAX_FEATURES)
    tess_problems_add (p, TESS_FILE_ERROR_TOO_BIG, loc,
                       _("the tile has %d features, more than %d"),
                       t->n_features, TESS_MAX_FEATURES);

  for (int f = 0; f < n_features; f++)
    {
      const TessFeature *feat = &t->features[f];
      g_autofree char *floc = tess_where (loc, _("feature %d"), f + 1);

      if (feat->type >= TESS_N_FEATURE_TYPES)
        {
          tess_problems_add (p, TESS_FILE_ERROR_TILESET, floc,
                             _("unknown feature type %d"), feat->type);
          continue;
        }
      if (feat->ports & ~ALL_PORTS_MASK)
        tess_problems_add (p, TESS_FILE_ERROR_TILESET, floc,
                           _("the ports mask 0x%x names ports that do not exist"),
                           feat->ports);

      for (int port = 0; port < TESS_N_PORTS; port++)
        {
          if (!(feat->ports & (1u << port)))
            continue;
          if (owner[port] >= 0)
            tess_problems_add (p, TESS_FILE_ERROR_TILESET, floc,
                               _("port %s already belongs to feature %d: "
                                 "a port belongs to one feature only"),
                               tess_port_name (port), owner[port] + 1);
          else
            owner[port] = f;
        }

      switch ((TessFeatureType) feat->type)
        {
        case TESS_FEATURE_MONASTERY:
          if (feat->ports != 0)
            tess_problems_add (p, TESS_FILE_ERROR_TILESET, floc,
                               _("a monastery touches no ports"));
          break;
        case TESS_FEATURE_FIELD:
          if ((feat->ports & ALL_PORTS_MASK) == 0)
            tess_problems_add (p, TESS_FILE_ERROR_TILESET, floc,
                               _("the field touches no port"));
          for (int port = 0; port < 4; port++)
            if (feat->ports & (1u << port))
              tess_problems_add (p, TESS_FILE_ERROR_TILESET, floc,
                                 _("a field touches half ports only, not the side port %s"),
                                 tess_port_name (port));
          break;
        case TESS_FEATURE_ROAD:
        case TESS_FEATURE_CITY:
        case TESS_FEATURE_RIVER:
          if ((feat->ports & SIDE_PORTS_MASK) == 0)
            tess_problems_add (p, TESS_FILE_ERROR_TILESET, floc,
                               _("the %s touches no side"),
                               tess_feature_display_name (feat->type));
          for (int port = 4; port < TESS_N_PORTS; port++)
            if (feat->ports & (1u << port))
              tess_problems_add (p, TESS_FILE_ERROR_TILESET, floc,
                                 _("a %s touches side ports only, not the half port %s"),
                                 tess_feature_display_name (feat->type), tess_port_name (port));
          break;
        case TESS_N_FEATURE_TYPES:
        default:
          break;
        }

      if (feat->shield && feat->type != TESS_FEATURE_CITY)
        tess_problems_add (p, TESS_FILE_ERROR_TILESET, floc,
                           _("only a city can have a shield, not a %s"),
                           tess_feature_display_name (feat->type));
      if (feat->cities != 0 && feat->type != TESS_FEATURE_FIELD)
        tess_problems_add (p, TESS_FILE_ERROR_TILESET, floc,
                           _("only a field lists the cities it borders, not a %s"),
                           tess_feature_display_name (feat->type));
      for (int i = 0; i < 16; i++)
        {
          if (!(feat->cities & (1u << i)))
            continue;
          if (i >= n_features)
            tess_problems_add (p, TESS_FILE_ERROR_TILESET, floc,
                               _("it borders feature %d, but the tile has only %d features"),
                               i + 1, n_features);
          else if (t->features[i].type != TESS_FEATURE_CITY)
            tess_problems_add (p, TESS_FILE_ERROR_TILESET, floc,
                               _("its cities name feature %d, which is a %s, not a city"),
                               i + 1, tess_feature_display_name (t->features[i].type));
        }
    }

  /* Side types: the feature owning the side port decides; no feature
   * there means a field side. */
  for (int side = 0; side < 4; side++)
    {
      int o = owner[side];
      int type = o >= 0 ? t->features[o].type : TESS_FEATURE_FIELD;

      if (type == TESS_FEATURE_FIELD || type == TESS_FEATURE_MONASTERY)
        {
          if (o >= 0)
            continue;   /* already reported: fields and monasteries own no side port */
          for (int h = 0; h < 2; h++)
            {
              int half = 4 + 2 * side + h;

              if (owner[half] < 0)
                tess_problems_add (p, TESS_FILE_ERROR_TILESET, loc,
                                   _("the %s side has no road, city or river, so it is a "
                                     "field side, but no field touches its half port %s"),
                                   tess_side_display_name (side), tess_port_name (half));
            }
        }
      else if (type == TESS_FEATURE_CITY)
        {
          for (int h = 0; h < 2; h++)
            {
              int half = 4 + 2 * side + h;

              if (owner[half] >= 0)
                tess_problems_add (p, TESS_FILE_ERROR_TILESET, loc,
                                   _("the %s side is a city side, so its half port %s "
                                     "belongs to no feature, but feature %d touches it"),
                                   tess_side_display_name (side), tess_port_name (half),
                                   owner[half] + 1);
            }
        }
      else
        {
          for (int h = 0; h < 2; h++)
            {
              int half = 4 + 2 * side + h;

              if (owner[half] < 0)
                tess_problems_add (p, TESS_FILE_ERROR_TILESET, loc,
                                   _("the %s side is a %s side, so a field must touch "
                                     "its half port %s, but none does"),
                                   tess_side_display_name (side), tess_feature_display_name (type),
                                   tess_port_name (half));
            }
        }
    }

  /* The engine's own view, when ours found nothing (its sentence is English). */
  if (p->n == before)
    {
      char err[256] = "";

      if (!tess_tile_validate (t, err, sizeof err))
        tess_problems_add (p, TESS_FILE_ERROR_TILESET, loc, "%s", err);
    }
}

/* @skip: (nullable): tiles not to check one by one (their reading failed) */
static void
check_set (const TessTileSetData *set,
           const char            *where,
           const gboolean        *skip,
           TessProblems          *p)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  gint64 total = 0;

  if (set->id == NULL || *set->id == '\0')
    tess_problems_add (p, TESS_FILE_ERROR_TILESET, where, _("the tile set has no id (key “id”)"));
  else if (strlen (set->id) >= TESS_ID_LEN)
    tess_problems_add (p, TESS_FILE_ERROR_TILESET, where,
                       _("the tile set's id “%s” is longer than %d bytes"),
                       set->id, TESS_ID_LEN - 1);
  if (set->tiles->len == 0)
    tess_problems_add (p, TESS_FILE_ERROR_TILESET, where, _("the tile set has no tiles"));
  if (set->tiles->len > TESS_MAX_TYPES)
    tess_problems_add (p, TESS_FILE_ERROR_TOO_BIG, where,
                       _("the tile set has %u kinds of tiles, more than %d"),
                       set->tiles->len, TESS_MAX_TYPES);

  for (guint i = 0; i < set->tiles->len; i++)
    {
      const TessTileDef *t = &g_array_index (set->tiles, TessTileDef, i);

      if (skip == NULL || !skip[i])
        check_tile (t, i, where, p);
      total += MAX (t->count, 0);
      if (t->id[0] != '\0' && memchr (t->id, '\0', TESS_ID_LEN) != NULL)
        {
          gpointer first;

          if (g_hash_table_lookup_extended (seen, t->id, NULL, &first))
            {
              g_autofree char *loc = tile_where (where, t->id, i);

              tess_problems_add (p, TESS_FILE_ERROR_TILESET, loc,
                                 _("the id is already used by tile number %u"),
                                 GPOINTER_TO_UINT (first) + 1);
            }
          else
            g_hash_table_insert (seen, (gpointer) t->id, GUINT_TO_POINTER (i));
        }
    }

  if (total > TESS_MAX_TILES)
    tess_problems_add (p, TESS_FILE_ERROR_TOO_BIG, where,
                       _("the tile set has %lld tiles, more than a game can hold (%d)"),
                       (long long) total, TESS_MAX_TILES);

  if (set->start != NULL && tess_tileset_find_tile (set, set->start) < 0)
    tess_problems_add (p, TESS_FILE_ERROR_TILESET, where,
                       _("the start tile “%s” (key “start”) is not a tile of the set"),
                       set->start);
  if (set->last != NULL && tess_tileset_find_tile (set, set->last) < 0)
    tess_problems_add (p, TESS_FILE_ERROR_TILESET, where,
                       _("the last tile “%s” (key “last”) is not a tile of the set"),
                       set->last);
}

gboolean
tess_tileset_check (const TessTileSetData *set,
                    const char            *where,
                    GPtrArray             *problems)
{
  TessProblems p;
  gboolean ok;

  g_return_val_if_fail (set != NULL, FALSE);
  g_return_val_if_fail (problems != NULL, FALSE);

  tess_problems_init (&p, problems);
  check_set (set, where, NULL, &p);
  ok = p.n == 0;
  tess_problems_clear (&p);
  return ok;
}

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
          tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                             _("unknown port “%s” in “%s” (ports are N, E, S, W and "
                               "NNW, NNE, ENE, ESE, SSE, SSW, WSW, WNW)"),
                             name, key);
          continue;
        }
      if (mask & (1u << port))
        tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                           _("port %s is listed twice in “%s”"), name, key);
      mask |= 1u << port;
    }
  return mask;
}

/* Returns FALSE when the tile could not be read whole. */
static gboolean
read_tile (JsonNode     *node,
           guint         index,
           TessTileDef  *tile,
           const char   *where,
           TessProblems *p)
{
  g_autofree char *loc = NULL;
  JsonObject *obj;
  JsonArray *features;
  const char *id;
  gint64 count = 1;
  guint16 city_refs[TESS_MAX_FEATURES] = { 0 };
  guint before = p->n;
  guint n;

  memset (tile, 0, sizeof *tile);
  tile->count = 1;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      loc = tile_where (where, NULL, index);
      tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc, _("a tile must be a JSON object"));
      return FALSE;
    }
  obj = json_node_get_object (node);

  {
    g_autofree char *anon = tile_where (where, NULL, index);

    id = tess_json_get_string (obj, "id", TRUE, p, anon);
  }
  loc = tile_where (where, id, index);
  if (id != NULL)
    {
      if (strlen (id) >= TESS_ID_LEN)
        tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc,
                           _("the id is longer than %d bytes"), TESS_ID_LEN - 1);
      g_strlcpy (tile->id, id, TESS_ID_LEN);
    }

  if (json_object_has_member (obj, "count"))
    {
      JsonNode *cnode = json_object_get_member (obj, "count");

      if (!tess_json_is_integer (cnode))
        tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc,
                           _("the key “count” must be an integer"));
      else
        {
          count = json_node_get_int (cnode);
          if (count < 1)
            tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc,
                               _("the count is %lld, but it must be at least 1"),
                               (long long) count);
          else if (count > TESS_MAX_TILES)
            tess_problems_add (p, TESS_FILE_ERROR_TOO_BIG, loc,
                               _("the count is %lld, more than a game can hold (%d)"),
                               (long long) count, TESS_MAX_TILES);
        }
      /* A problem is reported once: keep a count the checks accept. */
      tile->count = (count < 1 || count > TESS_MAX_TILES) ? 1 : (int) count;
    }

  features = tess_json_get_array (obj, "features", TRUE, p, loc);
  if (features == NULL)
    return FALSE;
  n = json_array_get_length (features);
  if (n > TESS_MAX_FEATURES)
    {
      tess_problems_add (p, TESS_FILE_ERROR_TOO_BIG, loc,
                         _("the tile has %u features, more than %d"), n, TESS_MAX_FEATURES);
      n = TESS_MAX_FEATURES;
    }

  for (guint f = 0; f < n; f++)
    {
      JsonNode *fnode = json_array_get_element (features, f);
      g_autofree char *floc = tess_where (loc, _("feature %u"), f + 1);
      TessFeature *feat = &tile->features[tile->n_features];
      JsonObject *fobj;
      JsonArray *ports;
      JsonArray *cities;
      const char *type_name;
      int type;
      gboolean shield = FALSE;

      if (!JSON_NODE_HOLDS_OBJECT (fnode))
        {
          tess_problems_add (p, TESS_FILE_ERROR_INVALID, floc,
                             _("a feature must be a JSON object"));
          continue;
        }
      fobj = json_node_get_object (fnode);
      type_name = tess_json_get_string (fobj, "type", TRUE, p, floc);
      if (type_name == NULL)
        continue;
      type = tess_feature_type_from_name (type_name);
      if (type < 0 || type >= TESS_N_FEATURE_TYPES)
        {
          tess_problems_add (p, TESS_FILE_ERROR_INVALID, floc,
                             _("unknown feature type “%s” (key “type”: road, city, field, "
                               "monastery or river)"),
                             type_name);
          continue;
        }

      feat->type = type;
      ports = tess_json_get_array (fobj, "ports", FALSE, p, floc);
      if (ports != NULL)
        feat->ports = read_ports (ports, "ports", p, floc);
      if (tess_json_get_bool (fobj, "shield", &shield, p, floc))
        feat->shield = shield ? 1 : 0;
      cities = tess_json_get_array (fobj, "cities", FALSE, p, floc);
      if (cities != NULL)
        city_refs[tile->n_features] = read_ports (cities, "cities", p, floc);
      tile->n_features++;
    }

  /* A field's cities are named by one of their ports: resolve them to the
   * features of this tile that own those ports. */
  for (int f = 0; f < tile->n_features; f++)
    {
      g_autofree char *floc = NULL;

      if (city_refs[f] == 0)
        continue;
      floc = tess_where (loc, _("feature %d"), f + 1);
      for (int port = 0; port < TESS_N_PORTS; port++)
        {
          int owner = -1;

          if (!(city_refs[f] & (1u << port)))
            continue;
          for (int g = 0; g < tile->n_features && owner < 0; g++)
            if (tile->features[g].ports & (1u << port))
              owner = g;
          if (owner < 0)
            tess_problems_add (p, TESS_FILE_ERROR_TILESET, floc,
                               _("“cities” names %s, but no city of this tile touches %s"),
                               tess_port_name (port), tess_port_name (port));
          else if (tile->features[owner].type != TESS_FEATURE_CITY)
            tess_problems_add (p, TESS_FILE_ERROR_TILESET, floc,
                               _("“cities” names %s, which belongs to feature %d, a %s, "
                                 "not a city"),
                               tess_port_name (port), owner + 1,
                               tess_feature_display_name (tile->features[owner].type));
          else
            tile->features[f].cities |= 1u << owner;
        }
    }
  return p->n == before;
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
  const char *s;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autofree char *m = tess_where (where, _("a tile set must be a JSON object"));

      g_set_error_literal (error, TESS_FILE_ERROR, TESS_FILE_ERROR_PARSE, m);
      return NULL;
    }
  root = json_node_get_object (node);
  if (!tess_json_check_format (root, TESS_TILESET_FORMAT, TESS_TILESET_VERSION, where, error))
    return NULL;

  set = tess_tileset_new (NULL, NULL);

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

  tiles = tess_json_get_array (root, "tiles", TRUE, p, where);
  if (tiles != NULL)
    {
      guint n = json_array_get_length (tiles);

      if (n > TESS_MAX_TYPES)
        {
          tess_problems_add (p, TESS_FILE_ERROR_TOO_BIG, where,
                             _("the tile set has %u kinds of tiles, more than %d"),
                             n, TESS_MAX_TYPES);
          return g_steal_pointer (&set);
        }
      broken = g_new0 (gboolean, n + 1);
      g_array_set_size (set->tiles, n);
      for (guint i = 0; i < n; i++)
        broken[i] = !read_tile (json_array_get_element (tiles, i), i,
                                &g_array_index (set->tiles, TessTileDef, i), where, p);
    }

  /* The rules of the tile model, on the tiles that were read whole. */
  check_set (set, where, broken, p);
  return g_steal_pointer (&set);
}

TessTileSetData *
tess_tileset_read (JsonNode     *node,
                   const char   *where,
                   TessProblems *p,
                   GError      **error)
{
  return read_set (node, where, p, error);
}

TessTileSetData *
tess_tileset_from_json (JsonNode   *node,
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
      if (problems != NULL)
        g_ptr_array_add (problems, g_strdup (local_error->message));
      g_propagate_error (error, g_steal_pointer (&local_error));
      tess_problems_clear (&p);
      return NULL;
    }
  if (p.n > 0 && problems == NULL)
    {
      tess_problems_to_error (&p, error);
      tess_problems_clear (&p);
      return NULL;
    }
  tess_problems_clear (&p);
  return g_steal_pointer (&set);
}

TessTileSetData *
tess_tileset_load_data (const char *data,
                        gssize      length,
                        const char *where,
                        GError    **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (data != NULL, NULL);

  root = tess_json_parse (data, length, where, error);
  if (root == NULL)
    return NULL;
  return tess_tileset_from_json (root, where, NULL, error);
}

TessTileSetData *
tess_tileset_load_file (const char *filename,
                        GError    **error)
{
  g_autofree char *data = NULL;
  g_autofree char *display = NULL;
  gsize length = 0;

  g_return_val_if_fail (filename != NULL, NULL);

  data = tess_read_file (filename, &length, error);
  if (data == NULL)
    return NULL;
  display = g_filename_display_name (filename);
  return tess_tileset_load_data (data, length, display, error);
}

gboolean
tess_tileset_validate_file (const char *filename,
                            GPtrArray  *problems)
{
  g_autofree char *data = NULL;
  g_autofree char *display = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(TessTileSetData) set = NULL;
  guint before;
  gsize length = 0;

  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (problems != NULL, FALSE);

  before = problems->len;
  data = tess_read_file (filename, &length, &error);
  if (data == NULL)
    {
      g_ptr_array_add (problems, g_strdup (error->message));
      return FALSE;
    }
  display = g_filename_display_name (filename);
  root = tess_json_parse (data, length, display, &error);
  if (root == NULL)
    {
      g_ptr_array_add (problems, g_strdup (error->message));
      return FALSE;
    }
  set = tess_tileset_from_json (root, display, problems, NULL);
  return set != NULL && problems->len == before;
}

/* -------------------------------------------------------------- built-in */

G_LOCK_DEFINE_STATIC (builtin);
static GHashTable *builtin_cache;   /* path -> TessTileSetData */

const char *
tess_tileset_dir (void)
{
  const char *env = g_getenv ("TESSERA_TILESETDIR");

  if (env != NULL && *env != '\0')
    return env;
  if (g_file_test (TILESETDIR, G_FILE_TEST_IS_DIR))
    return TILESETDIR;
  return SOURCE_TILESETDIR;
}

/* Built-in ids are plain names: never a path. */
static gboolean
builtin_id_ok (const char *id)
{
  if (id == NULL || *id == '\0' || strlen (id) >= TESS_ID_LEN)
    return FALSE;
  for (const char *c = id; *c; c++)
    if (!g_ascii_isalnum (*c) && *c != '-' && *c != '_')
      return FALSE;
  return TRUE;
}

TessTileSetData *
tess_tileset_load_builtin (const char *id,
                           GError    **error)
{
  g_autofree char *basename = NULL;
  g_autofree char *path = NULL;
  TessTileSetData *set;

  g_return_val_if_fail (id != NULL, NULL);

  if (!builtin_id_ok (id))
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_NOT_FOUND,
                   _("There is no built-in tile set “%s”"), id);
      return NULL;
    }

  basename = g_strconcat (id, ".tileset.json", NULL);
  path = g_build_filename (tess_tileset_dir (), basename, NULL);
  if (!g_file_test (path, G_FILE_TEST_EXISTS) && g_getenv ("TESSERA_TILESETDIR") == NULL)
    {
      g_free (path);
      path = g_build_filename (SOURCE_TILESETDIR, basename, NULL);
    }

  G_LOCK (builtin);
  if (builtin_cache == NULL)
    builtin_cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                           (GDestroyNotify) tess_tileset_unref);
  set = g_hash_table_lookup (builtin_cache, path);
  if (set != NULL)
    tess_tileset_ref (set);
  G_UNLOCK (builtin);
  if (set != NULL)
    return set;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_NOT_FOUND,
                   _("There is no built-in tile set “%s” (no file %s)"), id, path);
      return NULL;
    }
  set = tess_tileset_load_file (path, error);
  if (set == NULL)
    return NULL;
  if (g_strcmp0 (set->id, id) != 0)
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_NOT_FOUND,
                   _("%s: the built-in tile set “%s” has the id “%s”"), path, id, set->id);
      tess_tileset_unref (set);
      return NULL;
    }
  set->builtin = TRUE;

  G_LOCK (builtin);
  g_hash_table_replace (builtin_cache, g_strdup (path), tess_tileset_ref (set));
  G_UNLOCK (builtin);
  return set;
}

/* --------------------------------------------------------------- writing */

static JsonNode *
ports_to_json (guint16 ports)
{
  JsonArray *array = json_array_new ();

  for (int port = 0; port < TESS_N_PORTS; port++)
    if (ports & (1u << port))
      json_array_add_string_element (array, tess_port_name (port));
  return json_node_init_array (json_node_alloc (), array);
}

JsonNode *
tess_tileset_to_json (const TessTileSetData *set)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  g_return_val_if_fail (set != NULL, NULL);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, TESS_TILESET_FORMAT);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, TESS_TILESET_VERSION);
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
  json_builder_set_member_name (b, "tiles");
  json_builder_begin_array (b);
  for (guint i = 0; i < set->tiles->len; i++)
    {
      const TessTileDef *t = &g_array_index (set->tiles, TessTileDef, i);
      char id[TESS_ID_LEN + 1];

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
    }
  json_builder_end_array (b);
  json_builder_end_object (b);

  return json_builder_get_root (b);
}

char *
tess_tileset_to_data (const TessTileSetData *set,
                      gsize                 *length)
{
  g_autoptr(JsonNode) node = NULL;

  g_return_val_if_fail (set != NULL, NULL);

  node = tess_tileset_to_json (set);
  return tess_json_to_data (node, length);
}

gboolean
tess_tileset_save_file (const TessTileSetData *set,
                        const char            *filename,
                        GError               **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (set != NULL, FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);

  data = tess_tileset_to_data (set, &length);
  return tess_write_file (filename, data, length, error);
}
