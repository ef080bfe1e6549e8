/* tess-tile-set-source.c: what a tile set's file held, kept so that
 * writing the set back loses nothing
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A set read from a file keeps the file's objects beside its fields: the
 * set's and each tile's. Writing the set back starts from what the fields
 * say (tess_tile_set_to_json()) and puts back, in place, every key Tessera
 * does not know, every value it could not read (a feature of an unknown
 * type, an unknown port, a count of 0) and every value the user did not
 * change, exactly as the file wrote it (DESIGN.md §4).
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <string.h>

#include "tess-tile-set-private.h"
#include "tess-engine.h"

/* ------------------------------------------------------------ life cycle */

static void
tile_source_clear (gpointer data)
{
  TessTileSource *source = data;

  json_node_unref (source->node);
  g_ptr_array_unref (source->problems);
  g_clear_object (&source->art);
}

TessTileSource *
_tess_tile_source_new (JsonNode *node)
{
  TessTileSource *source = g_atomic_rc_box_new0 (TessTileSource);

  source->node = json_node_ref (node);
  source->problems = g_ptr_array_new_with_free_func (g_free);
  for (int f = 0; f < TESS_MAX_FEATURES; f++)
    source->feature_node[f] = -1;
  return source;
}

TessTileSource *
_tess_tile_source_ref (TessTileSource *source)
{
  return g_atomic_rc_box_acquire (source);
}

void
_tess_tile_source_unref (TessTileSource *source)
{
  /* A tile added in the editor has no source: the arrays hold NULL. */
  if (source == NULL)
    return;
  g_atomic_rc_box_release_full (source, tile_source_clear);
}

static void
tile_source_unref0 (gpointer source)
{
  if (source != NULL)
    _tess_tile_source_unref (source);
}

TessSetSource *
_tess_set_source_new (JsonNode *node)
{
  TessSetSource *source = g_new0 (TessSetSource, 1);

  source->node = json_node_ref (node);
  source->problems = g_ptr_array_new_with_free_func (g_free);
  return source;
}

void
_tess_set_source_free (TessSetSource *source)
{
  json_node_unref (source->node);
  g_free (source->id);
  g_free (source->name);
  g_free (source->start);
  g_free (source->last);
  g_free (source->author);
  g_free (source->description);
  g_free (source->licence);
  g_ptr_array_unref (source->problems);
  g_free (source);
}

void
_tess_set_source_keep_strings (TessSetSource         *source,
                               const TessTileSetData *set)
{
  g_free (source->id);
  g_free (source->name);
  g_free (source->start);
  g_free (source->last);
  g_free (source->author);
  g_free (source->description);
  g_free (source->licence);
  source->id = g_strdup (set->id);
  source->name = g_strdup (set->name);
  source->start = g_strdup (set->start);
  source->last = g_strdup (set->last);
  source->author = g_strdup (set->author);
  source->description = g_strdup (set->description);
  source->licence = g_strdup (set->licence);
}

static TessSetSource *
set_source_copy (const TessSetSource *from)
{
  TessSetSource *to = _tess_set_source_new (from->node);

  to->id = g_strdup (from->id);
  to->name = g_strdup (from->name);
  to->start = g_strdup (from->start);
  to->last = g_strdup (from->last);
  to->author = g_strdup (from->author);
  to->description = g_strdup (from->description);
  to->licence = g_strdup (from->licence);
  to->n_tiles = from->n_tiles;
  for (guint i = 0; i < from->problems->len; i++)
    g_ptr_array_add (to->problems, g_strdup (g_ptr_array_index (from->problems, i)));
  return to;
}

void
_tess_tile_set_copy_sources (TessTileSetData       *to,
                            const TessTileSetData *from)
{
  _tess_tile_set_free_sources (to);
  if (from->source != NULL)
    to->source = set_source_copy (from->source);
  if (from->tile_sources != NULL)
    {
      to->tile_sources = g_ptr_array_new_full (from->tile_sources->len, tile_source_unref0);
      for (guint i = 0; i < from->tile_sources->len; i++)
        {
          TessTileSource *s = g_ptr_array_index (from->tile_sources, i);

          g_ptr_array_add (to->tile_sources, s != NULL ? _tess_tile_source_ref (s) : NULL);
        }
    }
}

void
_tess_tile_set_free_sources (TessTileSetData *set)
{
  g_clear_pointer ((TessSetSource **) &set->source, _tess_set_source_free);
  g_clear_pointer (&set->tile_sources, g_ptr_array_unref);
}

TessTileSource *
_tess_tile_set_tile_source (const TessTileSetData *set,
                           guint                  index)
{
  if (set->tile_sources == NULL || index >= set->tile_sources->len
      || set->tile_sources->len != set->tiles->len)
    return NULL;
  return g_ptr_array_index (set->tile_sources, index);
}

/* ------------------------------------------------------------ in step */

void
_tess_tile_set_insert_source (TessTileSetData *set,
                             guint            index,
                             TessTileSource  *source)
{
  if (set->tile_sources == NULL)
    {
      if (source == NULL)
        return;
      set->tile_sources = g_ptr_array_new_with_free_func (tile_source_unref0);
      g_ptr_array_set_size (set->tile_sources, set->tiles->len - 1);
    }
  g_ptr_array_insert (set->tile_sources, index,
                      source != NULL ? _tess_tile_source_ref (source) : NULL);
}

TessTileSource *
_tess_tile_set_remove_source (TessTileSetData *set,
                             guint            index)
{
  if (set->tile_sources == NULL || index >= set->tile_sources->len)
    return NULL;
  return g_ptr_array_steal_index (set->tile_sources, index);
}

void
_tess_tile_set_move_source (TessTileSetData *set,
                           guint            from,
                           guint            to)
{
  gpointer source;

  if (set->tile_sources == NULL || from >= set->tile_sources->len
      || to >= set->tile_sources->len)
    return;
  source = g_ptr_array_steal_index (set->tile_sources, from);
  g_ptr_array_insert (set->tile_sources, to, source);
}

/* ------------------------------------------------------------ writing back */

static void
copy_member (JsonObject *to,
             const char *name,
             JsonNode   *node)
{
  json_object_set_member (to, name, json_node_copy (node));
}

static gboolean
same_feature (const TessFeature *a,
              const TessFeature *b)
{
  return a->type == b->type && a->shield == b->shield && a->value == b->value
         && a->goods == b->goods && a->ports == b->ports && a->cities == b->cities;
}

/* Whether an old feature's key is one Tessera writes from the edited
 * feature: the old value then gives way to the new one (or to none). Goods
 * Tessera could not read ("silk") stay, unless the feature now has goods. */
static gboolean
rewritten_key (const char *name,
               JsonObject *old_obj,
               JsonObject *made_obj)
{
  static const char * const keys[] = { "type", "ports", "shield", "cities", "inn", "cathedral",
                                       NULL };

  if (strcmp (name, "goods") == 0)
    {
      JsonNode *old = json_object_get_member (old_obj, name);

      return json_object_has_member (made_obj, name)
             || (JSON_NODE_HOLDS_VALUE (old) && json_node_get_value_type (old) == G_TYPE_STRING
                 && tess_goods_from_name (json_node_get_string (old)) >= 0);
    }
  return g_strv_contains (keys, name);
}

/* An edited tile's features: a feature as it was read is written as the
 * file wrote it (its unknown keys and ports, its way of naming cities);
 * one that changed keeps the unknown keys of the feature it was (same type
 * and ports, or at least same type); the features Tessera could not read
 * stay, after the others. */
static JsonNode *
merge_features (const TessTileDef    *def,
                const TessTileSource *source,
                JsonArray            *from,
                JsonArray            *fresh)
{
  JsonArray *out = json_array_new ();
  JsonNode *node;
  gboolean used[TESS_MAX_FEATURES] = { FALSE };
  guint n_from = from != NULL ? json_array_get_length (from) : 0;
  g_autofree gboolean *readable = g_new0 (gboolean, n_from + 1);

  for (int r = 0; r < source->read.n_features && r < TESS_MAX_FEATURES; r++)
    if (source->feature_node[r] >= 0 && (guint) source->feature_node[r] < n_from)
      readable[source->feature_node[r]] = TRUE;

  for (guint f = 0; f < json_array_get_length (fresh); f++)
    {
      JsonNode *made = json_array_get_element (fresh, f);
      const TessFeature *feat = (int) f < def->n_features ? &def->features[f] : NULL;
      int match = -1;

      for (int pass = 0; pass < 3 && match < 0 && feat != NULL; pass++)
        for (int r = 0; r < source->read.n_features && match < 0; r++)
          {
            const TessFeature *old = &source->read.features[r];

            if (used[r] || source->feature_node[r] < 0 || (guint) source->feature_node[r] >= n_from)
              continue;
            if ((pass == 0 && same_feature (old, feat))
                || (pass == 1 && old->type == feat->type && old->ports == feat->ports)
                || (pass == 2 && old->type == feat->type))
              match = r;
          }
      if (match < 0)
        {
          json_array_add_element (out, json_node_copy (made));
          continue;
        }
      used[match] = TRUE;
      {
        JsonNode *old_node = json_array_get_element (from, source->feature_node[match]);

        if (same_feature (&source->read.features[match], feat))
          json_array_add_element (out, json_node_copy (old_node));
        else
          {
            JsonObject *obj = json_object_new ();
            JsonObject *made_obj = json_node_get_object (made);
            JsonObject *old_obj = json_node_get_object (old_node);
            g_autoptr(GList) names = json_object_get_members (old_obj);
            g_autoptr(GList) made_names = json_object_get_members (made_obj);

            /* The old feature's keys in their places, the new values of
             * those Tessera writes. */
            for (GList *l = names; l != NULL; l = l->next)
              if (json_object_has_member (made_obj, l->data))
                copy_member (obj, l->data, json_object_get_member (made_obj, l->data));
              else if (!rewritten_key (l->data, old_obj, made_obj))
                copy_member (obj, l->data, json_object_get_member (old_obj, l->data));
            for (GList *l = made_names; l != NULL; l = l->next)
              if (!json_object_has_member (obj, l->data))
                copy_member (obj, l->data, json_object_get_member (made_obj, l->data));
            json_array_add_element (out, json_node_init_object (json_node_alloc (), obj));
            json_object_unref (obj);
          }
      }
    }
  for (guint i = 0; i < n_from; i++)
    if (!readable[i])
      json_array_add_element (out, json_node_copy (json_array_get_element (from, i)));
  node = json_node_new (JSON_NODE_ARRAY);
  json_node_take_array (node, out);
  return node;
}

static gboolean
id_equal (const TessTileDef *a,
          const TessTileDef *b)
{
  return strncmp (a->id, b->id, TESS_ID_LEN) == 0;
}

static gboolean
features_equal (const TessTileDef *a,
                const TessTileDef *b)
{
  if (a->n_features != b->n_features)
    return FALSE;
  for (int f = 0; f < a->n_features && f < TESS_MAX_FEATURES; f++)
    if (!same_feature (&a->features[f], &b->features[f]))
      return FALSE;
  return TRUE;
}

/* The tile's art changed from what the file had (the art is immutable:
 * the same object is the same art). */
static gboolean
art_changed (TessTileArt          *art,
             const TessTileSource *source)
{
  return art != source->art;
}

static JsonNode *
merge_tile (const TessTileDef    *def,
            TessTileArt          *art,
            const TessTileSource *source,
            JsonNode             *fresh)
{
  JsonObject *out;
  JsonObject *from;
  JsonObject *made;
  g_autoptr(GList) names = NULL;
  g_autoptr(GList) made_names = NULL;
  JsonNode *node;

  if (!JSON_NODE_HOLDS_OBJECT (source->node))
    return json_node_copy (id_equal (def, &source->read) && def->count == source->read.count
                           && features_equal (def, &source->read) && !art_changed (art, source)
                           ? source->node : fresh);
  from = json_node_get_object (source->node);
  made = json_node_get_object (fresh);
  out = json_object_new ();
  names = json_object_get_members (from);
  for (GList *l = names; l != NULL; l = l->next)
    {
      const char *name = l->data;
      JsonNode *old = json_object_get_member (from, name);

      if (strcmp (name, "id") == 0 && !id_equal (def, &source->read))
        copy_member (out, name, json_object_get_member (made, name));
      else if (strcmp (name, "count") == 0 && def->count != source->read.count)
        copy_member (out, name, json_object_get_member (made, name));
      else if (strcmp (name, "art") == 0 && art_changed (art, source))
        {
          /* Removed art goes; new art takes its place. */
          if (json_object_has_member (made, name))
            copy_member (out, name, json_object_get_member (made, name));
        }
      else if (strcmp (name, "features") == 0 && !features_equal (def, &source->read))
        json_object_set_member (out, name,
                                merge_features (def, source,
                                                JSON_NODE_HOLDS_ARRAY (old) ? json_node_get_array (old) : NULL,
                                                json_object_get_array_member (made, "features")));
      else
        copy_member (out, name, old);
    }
  /* What the file did not say and the user set. */
  made_names = json_object_get_members (made);
  for (GList *l = made_names; l != NULL; l = l->next)
    {
      const char *name = l->data;
      gboolean changed = (strcmp (name, "id") == 0 && !id_equal (def, &source->read))
                         || (strcmp (name, "count") == 0 && def->count != source->read.count)
                         || (strcmp (name, "features") == 0 && !features_equal (def, &source->read))
                         || (strcmp (name, "art") == 0 && art_changed (art, source));

      if (changed && !json_object_has_member (out, name))
        copy_member (out, name, json_object_get_member (made, name));
    }
  node = json_node_init_object (json_node_alloc (), out);
  json_object_unref (out);
  return node;
}

static JsonNode *
merge_tiles (const TessTileSetData *set,
             const TessSetSource   *source,
             JsonNode              *old,
             JsonNode              *fresh)
{
  JsonArray *made = json_node_get_array (fresh);
  JsonArray *out;
  JsonNode *node;

  /* Tiles that were not read (too many kinds) and were not touched. */
  if (set->tiles->len == 0 && source->n_tiles == 0)
    return json_node_copy (old);
  out = json_array_new ();
  for (guint i = 0; i < set->tiles->len && i < json_array_get_length (made); i++)
    {
      TessTileSource *ts = _tess_tile_set_tile_source (set, i);
      JsonNode *tile = json_array_get_element (made, i);

      if (ts == NULL)
        json_array_add_element (out, json_node_copy (tile));
      else
        json_array_add_element (out, merge_tile (&g_array_index (set->tiles, TessTileDef, i),
                                                 tess_tile_set_get_art (set, i), ts, tile));
    }
  node = json_node_init_array (json_node_alloc (), out);
  json_array_unref (out);
  return node;
}

/* The set's own strings: changed, or as the file had them. */
static gboolean
meta_changed (const TessTileSetData *set,
              const TessSetSource   *source,
              const char            *name)
{
  if (strcmp (name, "id") == 0)
    return g_strcmp0 (set->id, source->id) != 0;
  if (strcmp (name, "name") == 0)
    return g_strcmp0 (set->name, source->name) != 0;
  if (strcmp (name, "start") == 0)
    return g_strcmp0 (set->start, source->start) != 0;
  if (strcmp (name, "last") == 0)
    return g_strcmp0 (set->last, source->last) != 0;
  if (strcmp (name, "author") == 0)
    return g_strcmp0 (set->author, source->author) != 0;
  if (strcmp (name, "description") == 0)
    return g_strcmp0 (set->description, source->description) != 0;
  if (strcmp (name, "licence") == 0)
    return g_strcmp0 (set->licence, source->licence) != 0;
  if (strcmp (name, "tiles") == 0)
    return set->tiles->len > 0 || source->n_tiles > 0;
  return FALSE;
}

JsonNode *
_tess_tile_set_merge_sources (const TessTileSetData *set,
                             JsonNode              *fresh)
{
  const TessSetSource *source = set->source;
  JsonObject *from;
  JsonObject *made;
  JsonObject *out;
  g_autoptr(GList) names = NULL;
  g_autoptr(GList) made_names = NULL;
  JsonNode *node;

  if (source == NULL || !JSON_NODE_HOLDS_OBJECT (source->node) || !JSON_NODE_HOLDS_OBJECT (fresh))
    return json_node_ref (fresh);
  from = json_node_get_object (source->node);
  made = json_node_get_object (fresh);
  out = json_object_new ();
  names = json_object_get_members (from);
  made_names = json_object_get_members (made);
  for (GList *l = names; l != NULL; l = l->next)
    {
      const char *name = l->data;
      JsonNode *old = json_object_get_member (from, name);

      if (strcmp (name, "tiles") == 0)
        {
          /* What the user added, before the tiles, where it is read. */
          for (GList *m = made_names; m != NULL; m = m->next)
            if (strcmp (m->data, "tiles") != 0 && !json_object_has_member (from, m->data)
                && meta_changed (set, source, m->data))
              copy_member (out, m->data, json_object_get_member (made, m->data));
          if (JSON_NODE_HOLDS_ARRAY (old) && json_object_has_member (made, "tiles"))
            json_object_set_member (out, name,
                                    merge_tiles (set, source, old,
                                                 json_object_get_member (made, "tiles")));
          else if (meta_changed (set, source, name) && json_object_has_member (made, name))
            copy_member (out, name, json_object_get_member (made, name));
          else
            copy_member (out, name, old);
        }
      else if (meta_changed (set, source, name))
        {
          if (json_object_has_member (made, name))
            copy_member (out, name, json_object_get_member (made, name));
        }
      else
        copy_member (out, name, old);
    }
  for (GList *m = made_names; m != NULL; m = m->next)
    if (!json_object_has_member (out, m->data) && !json_object_has_member (from, m->data)
        && meta_changed (set, source, m->data))
      copy_member (out, m->data, json_object_get_member (made, m->data));
  node = json_node_init_object (json_node_alloc (), out);
  json_object_unref (out);
  return node;
}
