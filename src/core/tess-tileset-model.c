/* tess-tileset-model.c: a tile set being edited, with undo and redo
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The set is the truth; the items mirror its tiles. A command holds what
 * it changes, before and after: one tile, a tile inserted or removed, a
 * tile moved, and always the set's id, name, start and last, so that undo
 * and redo put back exactly what was there.
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tess-json-private.h"
#include "tess-tile-shape.h"
#include "tess-tileset-model.h"

/* ------------------------------------------------------------ items */

struct _TessTileItem
{
  GObject parent_instance;

  TessTileDef def;
  char *id;
  guint index;
  TessTileRole role;
  guint revision;
};

G_DEFINE_FINAL_TYPE (TessTileItem, tess_tile_item, G_TYPE_OBJECT)

enum
{
  ITEM_PROP_0,
  ITEM_PROP_ID,
  ITEM_PROP_COUNT,
  ITEM_PROP_INDEX,
  ITEM_PROP_ROLE,
  ITEM_PROP_DESCRIPTION,
  ITEM_PROP_REVISION,
  ITEM_N_PROPS
};

static GParamSpec *item_props[ITEM_N_PROPS];

static void
tess_tile_item_finalize (GObject *object)
{
  g_free (TESS_TILE_ITEM (object)->id);
  G_OBJECT_CLASS (tess_tile_item_parent_class)->finalize (object);
}

static void
tess_tile_item_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TessTileItem *self = TESS_TILE_ITEM (object);

  switch (prop_id)
    {
    case ITEM_PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case ITEM_PROP_COUNT:
      g_value_set_int (value, self->def.count);
      break;
    case ITEM_PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case ITEM_PROP_ROLE:
      g_value_set_int (value, self->role);
      break;
    case ITEM_PROP_DESCRIPTION:
      g_value_take_string (value, tess_tile_describe (&self->def));
      break;
    case ITEM_PROP_REVISION:
      g_value_set_uint (value, self->revision);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_tile_item_class_init (TessTileItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = tess_tile_item_finalize;
  object_class->get_property = tess_tile_item_get_property;

  item_props[ITEM_PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  item_props[ITEM_PROP_COUNT] = g_param_spec_int ("count", NULL, NULL, G_MININT, G_MAXINT, 1, flags);
  item_props[ITEM_PROP_INDEX] = g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0, flags);
  item_props[ITEM_PROP_ROLE] = g_param_spec_int ("role", NULL, NULL, 0, TESS_TILE_ROLE_LAKE, 0, flags);
  item_props[ITEM_PROP_DESCRIPTION] = g_param_spec_string ("description", NULL, NULL, NULL, flags);
  item_props[ITEM_PROP_REVISION] = g_param_spec_uint ("revision", NULL, NULL, 0, G_MAXUINT, 0, flags);
  g_object_class_install_properties (object_class, ITEM_N_PROPS, item_props);
}

static void
tess_tile_item_init (TessTileItem *self)
{
}

static TessTileItem *
item_new (const TessTileDef *def,
          guint              index)
{
  TessTileItem *self = g_object_new (TESS_TYPE_TILE_ITEM, NULL);

  self->def = *def;
  self->id = g_strndup (def->id, TESS_ID_LEN);
  self->index = index;
  return self;
}

/* Copies @def in and notifies what changed. */
static void
item_update (TessTileItem      *self,
             const TessTileDef *def)
{
  gboolean id_changed = strncmp (self->def.id, def->id, TESS_ID_LEN) != 0;
  gboolean count_changed = self->def.count != def->count;
  gboolean drawing_changed = self->def.n_features != def->n_features
                             || memcmp (self->def.features, def->features,
                                        sizeof def->features) != 0;

  self->def = *def;
  if (id_changed)
    {
      g_free (self->id);
      self->id = g_strndup (def->id, TESS_ID_LEN);
      g_object_notify_by_pspec (G_OBJECT (self), item_props[ITEM_PROP_ID]);
    }
  if (count_changed)
    g_object_notify_by_pspec (G_OBJECT (self), item_props[ITEM_PROP_COUNT]);
  if (drawing_changed)
    {
      self->revision++;
      g_object_notify_by_pspec (G_OBJECT (self), item_props[ITEM_PROP_DESCRIPTION]);
      g_object_notify_by_pspec (G_OBJECT (self), item_props[ITEM_PROP_REVISION]);
    }
}

const char *
tess_tile_item_get_id (TessTileItem *self)
{
  g_return_val_if_fail (TESS_IS_TILE_ITEM (self), NULL);
  return self->id;
}

int
tess_tile_item_get_count (TessTileItem *self)
{
  g_return_val_if_fail (TESS_IS_TILE_ITEM (self), 0);
  return self->def.count;
}

guint
tess_tile_item_get_index (TessTileItem *self)
{
  g_return_val_if_fail (TESS_IS_TILE_ITEM (self), 0);
  return self->index;
}

TessTileRole
tess_tile_item_get_role (TessTileItem *self)
{
  g_return_val_if_fail (TESS_IS_TILE_ITEM (self), TESS_TILE_ROLE_NONE);
  return self->role;
}

guint
tess_tile_item_get_revision (TessTileItem *self)
{
  g_return_val_if_fail (TESS_IS_TILE_ITEM (self), 0);
  return self->revision;
}

char *
tess_tile_item_dup_description (TessTileItem *self)
{
  g_return_val_if_fail (TESS_IS_TILE_ITEM (self), NULL);
  return tess_tile_describe (&self->def);
}

const TessTileDef *
tess_tile_item_get_def (TessTileItem *self)
{
  g_return_val_if_fail (TESS_IS_TILE_ITEM (self), NULL);
  return &self->def;
}

/* ------------------------------------------------------------ commands */

typedef enum
{
  CMD_TILE,     /* tile @index: before -> after */
  CMD_INSERT,   /* tile @after inserted at @index */
  CMD_REMOVE,   /* tile @before removed from @index */
  CMD_MOVE,     /* the tile at @index moves to @to */
  CMD_META,     /* only the set's strings */
} CommandKind;

enum { META_ID, META_NAME, META_START, META_LAST, N_META };

typedef struct
{
  CommandKind kind;
  const char *label;   /* untranslated, N_() */
  guint index, to;
  TessTileDef before, after;
  char *meta_before[N_META];
  char *meta_after[N_META];
} Command;

static void
command_free (Command *cmd)
{
  for (int i = 0; i < N_META; i++)
    {
      g_free (cmd->meta_before[i]);
      g_free (cmd->meta_after[i]);
    }
  g_free (cmd);
}

/* ------------------------------------------------------------ the model */

struct _TessTileSetModel
{
  GObject parent_instance;

  TessTileSetData *set;
  GPtrArray *items;      /* TessTileItem, one per tile type */
  GPtrArray *done;       /* Command, oldest first */
  GPtrArray *undone;     /* Command, the next to redo last */
  int saved_at;          /* done->len when saved; -1 when that state is gone */
  GFile *file;
  TessProblemList *problems;
  int n_tiles, n_shields;
};

static void tess_tile_set_model_list_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TessTileSetModel, tess_tile_set_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      tess_tile_set_model_list_init))

enum
{
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_MODIFIED,
  PROP_FILE,
  PROP_UNDO_LABEL,
  PROP_REDO_LABEL,
  PROP_N_TILES,
  PROP_N_SHIELDS,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static GType
model_get_item_type (GListModel *model)
{
  return TESS_TYPE_TILE_ITEM;
}

static guint
model_get_n_items (GListModel *model)
{
  return TESS_TILE_SET_MODEL (model)->items->len;
}

static gpointer
model_get_item (GListModel *model,
                guint       position)
{
  TessTileSetModel *self = TESS_TILE_SET_MODEL (model);

  if (position >= self->items->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
tess_tile_set_model_list_init (GListModelInterface *iface)
{
  iface->get_item_type = model_get_item_type;
  iface->get_n_items = model_get_n_items;
  iface->get_item = model_get_item;
}

static void
tess_tile_set_model_finalize (GObject *object)
{
  TessTileSetModel *self = TESS_TILE_SET_MODEL (object);

  g_clear_pointer (&self->set, tess_tileset_unref);
  g_ptr_array_unref (self->items);
  g_ptr_array_unref (self->done);
  g_ptr_array_unref (self->undone);
  g_clear_object (&self->file);
  g_clear_object (&self->problems);
  G_OBJECT_CLASS (tess_tile_set_model_parent_class)->finalize (object);
}

static void
tess_tile_set_model_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TessTileSetModel *self = TESS_TILE_SET_MODEL (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tess_tile_set_model_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, tess_tile_set_model_get_can_redo (self));
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, tess_tile_set_model_get_modified (self));
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_UNDO_LABEL:
      g_value_set_string (value, tess_tile_set_model_get_undo_label (self));
      break;
    case PROP_REDO_LABEL:
      g_value_set_string (value, tess_tile_set_model_get_redo_label (self));
      break;
    case PROP_N_TILES:
      g_value_set_int (value, self->n_tiles);
      break;
    case PROP_N_SHIELDS:
      g_value_set_int (value, self->n_shields);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_tile_set_model_class_init (TessTileSetModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = tess_tile_set_model_finalize;
  object_class->get_property = tess_tile_set_model_get_property;

  props[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, flags);
  props[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, flags);
  props[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE, flags);
  props[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, flags);
  props[PROP_UNDO_LABEL] = g_param_spec_string ("undo-label", NULL, NULL, NULL, flags);
  props[PROP_REDO_LABEL] = g_param_spec_string ("redo-label", NULL, NULL, NULL, flags);
  props[PROP_N_TILES] = g_param_spec_int ("n-tiles", NULL, NULL, 0, G_MAXINT, 0, flags);
  props[PROP_N_SHIELDS] = g_param_spec_int ("n-shields", NULL, NULL, 0, G_MAXINT, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
tess_tile_set_model_init (TessTileSetModel *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
  self->done = g_ptr_array_new_with_free_func ((GDestroyNotify) command_free);
  self->undone = g_ptr_array_new_with_free_func ((GDestroyNotify) command_free);
  self->problems = tess_problem_list_new ();
}

static TessTileDef *
tile_at (TessTileSetModel *self,
         guint             index)
{
  return &g_array_index (self->set->tiles, TessTileDef, index);
}

static TessTileRole
role_of (TessTileSetModel  *self,
         const TessTileDef *def)
{
  char id[TESS_ID_LEN + 1];

  memcpy (id, def->id, TESS_ID_LEN);
  id[TESS_ID_LEN] = '\0';
  if (self->set->start != NULL && strcmp (self->set->start, id) == 0)
    return tess_tile_has_river (def) ? TESS_TILE_ROLE_SPRING : TESS_TILE_ROLE_START;
  if (self->set->last != NULL && strcmp (self->set->last, id) == 0)
    return TESS_TILE_ROLE_LAKE;
  return TESS_TILE_ROLE_NONE;
}

/* After any change: roles, indexes, totals and problems. */
static void
refresh (TessTileSetModel *self)
{
  int n_tiles = tess_tileset_total_count (self->set);
  int n_shields = tess_tileset_n_shields (self->set);

  for (guint i = 0; i < self->items->len; i++)
    {
      TessTileItem *item = g_ptr_array_index (self->items, i);
      TessTileRole role = role_of (self, &item->def);

      if (item->index != i)
        {
          item->index = i;
          g_object_notify_by_pspec (G_OBJECT (item), item_props[ITEM_PROP_INDEX]);
        }
      if (item->role != role)
        {
          item->role = role;
          g_object_notify_by_pspec (G_OBJECT (item), item_props[ITEM_PROP_ROLE]);
        }
    }
  if (n_tiles != self->n_tiles)
    {
      self->n_tiles = n_tiles;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_N_TILES]);
    }
  if (n_shields != self->n_shields)
    {
      self->n_shields = n_shields;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_N_SHIELDS]);
    }
  tess_problem_list_update (self->problems, self->set);
}

static void
take_set (TessTileSetModel *self,
          TessTileSetData  *set)
{
  self->set = set;
  for (guint i = 0; i < set->tiles->len; i++)
    g_ptr_array_add (self->items, item_new (tile_at (self, i), i));
  refresh (self);
}

TessTileSetModel *
tess_tile_set_model_new (const char *id,
                         const char *name)
{
  TessTileSetModel *self = g_object_new (TESS_TYPE_TILE_SET_MODEL, NULL);

  take_set (self, tess_tileset_new (id, name));
  return self;
}

TessTileSetModel *
tess_tile_set_model_new_for_set (const TessTileSetData *set)
{
  TessTileSetModel *self;

  g_return_val_if_fail (set != NULL, NULL);

  self = g_object_new (TESS_TYPE_TILE_SET_MODEL, NULL);
  take_set (self, tess_tileset_copy (set));
  return self;
}

TessTileSetModel *
tess_tile_set_model_new_for_file (GFile   *file,
                                  GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *display = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  TessTileSetData *set;
  TessTileSetModel *self;
  gsize length = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  display = g_file_get_parse_name (file);
  if (!g_file_load_contents (file, NULL, &data, &length, NULL, error))
    return NULL;
  root = tess_json_parse (data, length, display, error);
  if (root == NULL)
    return NULL;
  set = tess_tileset_from_json (root, display, problems, error);
  if (set == NULL)
    return NULL;

  self = g_object_new (TESS_TYPE_TILE_SET_MODEL, NULL);
  take_set (self, set);
  self->file = g_object_ref (file);
  return self;
}

gboolean
tess_tile_set_model_save (TessTileSetModel *self,
                          GFile            *file,
                          GError          **error)
{
  g_autofree char *path = NULL;
  gboolean was_modified;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);
  g_return_val_if_fail (file != NULL || self->file != NULL, FALSE);

  if (file == NULL)
    file = self->file;
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_IO,
                   _("Cannot save the tile set to %s: not a local file"), uri);
      return FALSE;
    }
  if (!tess_tileset_save_file (self->set, path, error))
    return FALSE;

  was_modified = tess_tile_set_model_get_modified (self);
  self->saved_at = self->done->len;
  if (self->file != file)
    {
      g_object_ref (file);
      g_clear_object (&self->file);
      self->file = file;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_FILE]);
    }
  if (was_modified)
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_MODIFIED]);
  return TRUE;
}

const TessTileSetData *
tess_tile_set_model_get_set (TessTileSetModel *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), NULL);
  return self->set;
}

GFile *
tess_tile_set_model_get_file (TessTileSetModel *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), NULL);
  return self->file;
}

gboolean
tess_tile_set_model_get_modified (TessTileSetModel *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);
  return self->saved_at != (int) self->done->len;
}

gboolean
tess_tile_set_model_get_can_undo (TessTileSetModel *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);
  return self->done->len > 0;
}

gboolean
tess_tile_set_model_get_can_redo (TessTileSetModel *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);
  return self->undone->len > 0;
}

const char *
tess_tile_set_model_get_undo_label (TessTileSetModel *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), NULL);
  if (self->done->len == 0)
    return NULL;
  return _(((Command *) g_ptr_array_index (self->done, self->done->len - 1))->label);
}

const char *
tess_tile_set_model_get_redo_label (TessTileSetModel *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), NULL);
  if (self->undone->len == 0)
    return NULL;
  return _(((Command *) g_ptr_array_index (self->undone, self->undone->len - 1))->label);
}

int
tess_tile_set_model_get_n_tiles (TessTileSetModel *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), 0);
  return self->n_tiles;
}

int
tess_tile_set_model_get_n_shields (TessTileSetModel *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), 0);
  return self->n_shields;
}

TessProblemList *
tess_tile_set_model_get_problems (TessTileSetModel *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), NULL);
  return self->problems;
}

GPtrArray *
tess_tile_set_model_tile_problems (TessTileSetModel *self,
                                   guint             index)
{
  GListModel *list;
  GPtrArray *out = g_ptr_array_new_with_free_func (g_object_unref);
  guint n;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), out);

  list = G_LIST_MODEL (self->problems);
  n = g_list_model_get_n_items (list);
  for (guint i = 0; i < n; i++)
    {
      TessTileSetProblem *p = g_list_model_get_item (list, i);

      if (tess_tile_set_problem_get_tile (p) == (int) index)
        g_ptr_array_add (out, p);
      else
        g_object_unref (p);
    }
  return out;
}

/* ------------------------------------------------------------ doing */

static char **
meta_slot (TessTileSetModel *self,
           int               i)
{
  switch (i)
    {
    case META_ID:
      return &self->set->id;
    case META_NAME:
      return &self->set->name;
    case META_START:
      return &self->set->start;
    case META_LAST:
    default:
      return &self->set->last;
    }
}

static void
apply (TessTileSetModel *self,
       Command          *cmd,
       gboolean          forward)
{
  char **meta = forward ? cmd->meta_after : cmd->meta_before;
  guint from, to;

  for (int i = 0; i < N_META; i++)
    {
      char **slot = meta_slot (self, i);

      if (g_strcmp0 (*slot, meta[i]) != 0 || (*slot == NULL) != (meta[i] == NULL))
        {
          g_free (*slot);
          *slot = g_strdup (meta[i]);
        }
    }
  if (self->set->id == NULL)
    self->set->id = g_strdup ("");
  if (self->set->name == NULL)
    self->set->name = g_strdup ("");

  switch (cmd->kind)
    {
    case CMD_TILE:
      *tile_at (self, cmd->index) = forward ? cmd->after : cmd->before;
      item_update (g_ptr_array_index (self->items, cmd->index), tile_at (self, cmd->index));
      break;
    case CMD_INSERT:
    case CMD_REMOVE:
      if (forward == (cmd->kind == CMD_INSERT))
        {
          const TessTileDef *def = cmd->kind == CMD_INSERT ? &cmd->after : &cmd->before;

          g_array_insert_val (self->set->tiles, cmd->index, *def);
          g_ptr_array_insert (self->items, cmd->index, item_new (def, cmd->index));
          g_list_model_items_changed (G_LIST_MODEL (self), cmd->index, 0, 1);
        }
      else
        {
          g_array_remove_index (self->set->tiles, cmd->index);
          g_ptr_array_remove_index (self->items, cmd->index);
          g_list_model_items_changed (G_LIST_MODEL (self), cmd->index, 1, 0);
        }
      break;
    case CMD_MOVE:
      from = forward ? cmd->index : cmd->to;
      to = forward ? cmd->to : cmd->index;
      {
        TessTileDef def = *tile_at (self, from);
        TessTileItem *item = g_object_ref (g_ptr_array_index (self->items, from));

        g_array_remove_index (self->set->tiles, from);
        g_array_insert_val (self->set->tiles, to, def);
        g_ptr_array_remove_index (self->items, from);
        g_ptr_array_insert (self->items, to, item);
        g_list_model_items_changed (G_LIST_MODEL (self), MIN (from, to),
                                    ABS ((int) from - (int) to) + 1,
                                    ABS ((int) from - (int) to) + 1);
      }
      break;
    case CMD_META:
    default:
      break;
    }
  refresh (self);
}

static void
notify_stack (TessTileSetModel *self,
              gboolean          could_undo,
              gboolean          could_redo,
              gboolean          was_modified)
{
  if (could_undo != tess_tile_set_model_get_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CAN_UNDO]);
  if (could_redo != tess_tile_set_model_get_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CAN_REDO]);
  if (was_modified != tess_tile_set_model_get_modified (self))
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_MODIFIED]);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_UNDO_LABEL]);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_REDO_LABEL]);
}

/* Does @cmd (whose meta_after may still be unset: then unchanged) and
 * records it, forgetting what was undone. */
static gboolean
run (TessTileSetModel *self,
     Command          *cmd)
{
  gboolean could_undo = tess_tile_set_model_get_can_undo (self);
  gboolean could_redo = tess_tile_set_model_get_can_redo (self);
  gboolean was_modified = tess_tile_set_model_get_modified (self);

  if (self->saved_at > (int) self->done->len)
    self->saved_at = -1;
  g_ptr_array_set_size (self->undone, 0);
  apply (self, cmd, TRUE);
  g_ptr_array_add (self->done, cmd);
  notify_stack (self, could_undo, could_redo, was_modified);
  return TRUE;
}

static Command *
command_new (TessTileSetModel *self,
             CommandKind       kind,
             const char       *label)
{
  Command *cmd = g_new0 (Command, 1);

  cmd->kind = kind;
  cmd->label = label;
  for (int i = 0; i < N_META; i++)
    {
      cmd->meta_before[i] = g_strdup (*meta_slot (self, i));
      cmd->meta_after[i] = g_strdup (*meta_slot (self, i));
    }
  return cmd;
}

static void
command_set_meta (Command    *cmd,
                  int         slot,
                  const char *value)
{
  g_free (cmd->meta_after[slot]);
  cmd->meta_after[slot] = g_strdup (value);
}

gboolean
tess_tile_set_model_undo (TessTileSetModel *self)
{
  gboolean could_undo, could_redo, was_modified;
  Command *cmd;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (self->done->len == 0)
    return FALSE;
  could_undo = tess_tile_set_model_get_can_undo (self);
  could_redo = tess_tile_set_model_get_can_redo (self);
  was_modified = tess_tile_set_model_get_modified (self);
  cmd = g_ptr_array_steal_index (self->done, self->done->len - 1);
  apply (self, cmd, FALSE);
  g_ptr_array_add (self->undone, cmd);
  notify_stack (self, could_undo, could_redo, was_modified);
  return TRUE;
}

gboolean
tess_tile_set_model_redo (TessTileSetModel *self)
{
  gboolean could_undo, could_redo, was_modified;
  Command *cmd;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (self->undone->len == 0)
    return FALSE;
  could_undo = tess_tile_set_model_get_can_undo (self);
  could_redo = tess_tile_set_model_get_can_redo (self);
  was_modified = tess_tile_set_model_get_modified (self);
  cmd = g_ptr_array_steal_index (self->undone, self->undone->len - 1);
  apply (self, cmd, TRUE);
  g_ptr_array_add (self->done, cmd);
  notify_stack (self, could_undo, could_redo, was_modified);
  return TRUE;
}

/* ------------------------------------------------------------ edits */

static gboolean
check_index (TessTileSetModel *self,
             guint             index,
             GError          **error)
{
  if (index < self->set->tiles->len)
    return TRUE;
  g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
               _("There is no tile number %u: the set has %u kinds of tiles"),
               index + 1, self->set->tiles->len);
  return FALSE;
}

/* Records the change of tile @index from its current state to @after
 * (nothing when they are the same). */
static gboolean
change_tile (TessTileSetModel  *self,
             guint              index,
             const TessTileDef *after,
             const char        *label)
{
  Command *cmd;

  if (memcmp (tile_at (self, index), after, sizeof *after) == 0)
    return TRUE;
  cmd = command_new (self, CMD_TILE, label);
  cmd->index = index;
  cmd->before = *tile_at (self, index);
  cmd->after = *after;
  return run (self, cmd);
}

static gboolean
change_meta (TessTileSetModel *self,
             int               slot,
             const char       *value,
             const char       *label)
{
  Command *cmd;

  if (g_strcmp0 (*meta_slot (self, slot), value) == 0)
    return TRUE;
  cmd = command_new (self, CMD_META, label);
  command_set_meta (cmd, slot, value);
  return run (self, cmd);
}

gboolean
tess_tile_set_model_set_set_id (TessTileSetModel *self,
                                const char       *id,
                                GError          **error)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (id == NULL || *id == '\0' || strlen (id) >= TESS_ID_LEN || !g_utf8_validate (id, -1, NULL))
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_ID,
                   _("A tile set's id has 1 to %d bytes"), TESS_ID_LEN - 1);
      return FALSE;
    }
  return change_meta (self, META_ID, id, N_("Change Set Id"));
}

gboolean
tess_tile_set_model_set_set_name (TessTileSetModel *self,
                                  const char       *name,
                                  GError          **error)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                   _("A tile set's name must be text"));
      return FALSE;
    }
  return change_meta (self, META_NAME, name, N_("Rename Set"));
}

/* An id no tile has: @base, or @base-2, @base-3... */
static void
fresh_id (TessTileSetModel *self,
          const char       *base,
          char              out[TESS_ID_LEN])
{
  char prefix[TESS_ID_LEN];

  g_strlcpy (prefix, base, TESS_ID_LEN - 8);
  g_strlcpy (out, prefix, TESS_ID_LEN);
  for (guint n = 2; tess_tileset_find_tile (self->set, out) >= 0; n++)
    {
      memset (out, 0, TESS_ID_LEN);
      g_snprintf (out, TESS_ID_LEN, "%s-%u", prefix, n);
    }
}

static gboolean
insert_tile (TessTileSetModel  *self,
             guint              position,
             const TessTileDef *def,
             const char        *label,
             GError           **error)
{
  Command *cmd;

  if (self->set->tiles->len >= TESS_MAX_TYPES)
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_FULL,
                   _("The set already has %d kinds of tiles, the most a game can hold"),
                   TESS_MAX_TYPES);
      return FALSE;
    }
  cmd = command_new (self, CMD_INSERT, label);
  cmd->index = position;
  cmd->after = *def;
  return run (self, cmd);
}

gboolean
tess_tile_set_model_add_tile (TessTileSetModel *self,
                              int               position,
                              GError          **error)
{
  TessTileDef def;
  char id[TESS_ID_LEN] = "";

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (position < 0 || (guint) position > self->set->tiles->len)
    position = self->set->tiles->len;
  /* TRANSLATORS: the id of a new tile (a plain word, then -2, -3...) */
  fresh_id (self, C_("tile id", "tile"), id);
  tess_tile_init_blank (&def, id);
  return insert_tile (self, position, &def, N_("Add Tile"), error);
}

gboolean
tess_tile_set_model_duplicate_tile (TessTileSetModel *self,
                                    guint             index,
                                    GError          **error)
{
  TessTileDef def;
  char base[TESS_ID_LEN + 1];
  char id[TESS_ID_LEN] = "";

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!check_index (self, index, error))
    return FALSE;
  def = *tile_at (self, index);
  memcpy (base, def.id, TESS_ID_LEN);
  base[TESS_ID_LEN] = '\0';
  fresh_id (self, base, id);
  memset (def.id, 0, sizeof def.id);
  memcpy (def.id, id, strlen (id));
  return insert_tile (self, index + 1, &def, N_("Duplicate Tile"), error);
}

gboolean
tess_tile_set_model_delete_tile (TessTileSetModel *self,
                                 guint             index,
                                 GError          **error)
{
  Command *cmd;
  char id[TESS_ID_LEN + 1];
  int others = 0;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!check_index (self, index, error))
    return FALSE;
  cmd = command_new (self, CMD_REMOVE, N_("Delete Tile"));
  cmd->index = index;
  cmd->before = *tile_at (self, index);
  memcpy (id, cmd->before.id, TESS_ID_LEN);
  id[TESS_ID_LEN] = '\0';
  for (guint i = 0; i < self->set->tiles->len; i++)
    if (i != index && strncmp (tile_at (self, i)->id, id, TESS_ID_LEN) == 0)
      others++;
  /* The start or the lake goes with its tile. */
  if (others == 0 && g_strcmp0 (self->set->start, id) == 0)
    command_set_meta (cmd, META_START, NULL);
  if (others == 0 && g_strcmp0 (self->set->last, id) == 0)
    command_set_meta (cmd, META_LAST, NULL);
  return run (self, cmd);
}

gboolean
tess_tile_set_model_move_tile (TessTileSetModel *self,
                               guint             from,
                               guint             to,
                               GError          **error)
{
  Command *cmd;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!check_index (self, from, error) || !check_index (self, to, error))
    return FALSE;
  if (from == to)
    return TRUE;
  cmd = command_new (self, CMD_MOVE, N_("Move Tile"));
  cmd->index = from;
  cmd->to = to;
  return run (self, cmd);
}

gboolean
tess_tile_set_model_set_tile_id (TessTileSetModel *self,
                                 guint             index,
                                 const char       *id,
                                 GError          **error)
{
  TessTileDef def;
  char old[TESS_ID_LEN + 1];
  Command *cmd;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!check_index (self, index, error))
    return FALSE;
  def = *tile_at (self, index);
  memcpy (old, def.id, TESS_ID_LEN);
  old[TESS_ID_LEN] = '\0';
  if (!tess_tile_set_id (&def, id, error))
    return FALSE;
  if (memcmp (&def, tile_at (self, index), sizeof def) == 0)
    return TRUE;
  cmd = command_new (self, CMD_TILE, N_("Rename Tile"));
  cmd->index = index;
  cmd->before = *tile_at (self, index);
  cmd->after = def;
  if (g_strcmp0 (self->set->start, old) == 0)
    command_set_meta (cmd, META_START, id);
  if (g_strcmp0 (self->set->last, old) == 0)
    command_set_meta (cmd, META_LAST, id);
  return run (self, cmd);
}

gboolean
tess_tile_set_model_set_count (TessTileSetModel *self,
                               guint             index,
                               int               count,
                               GError          **error)
{
  TessTileDef def;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!check_index (self, index, error))
    return FALSE;
  if (count < 1 || count > TESS_TILESET_MAX_COUNT)
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_FULL,
                   _("A tile's count is between 1 and %d, not %d"), TESS_TILESET_MAX_COUNT, count);
      return FALSE;
    }
  def = *tile_at (self, index);
  def.count = count;
  return change_tile (self, index, &def, N_("Change Count"));
}

gboolean
tess_tile_set_model_paint_side (TessTileSetModel *self,
                                guint             index,
                                int               side,
                                TessSideType      type,
                                GError          **error)
{
  TessTileDef def;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!check_index (self, index, error))
    return FALSE;
  def = *tile_at (self, index);
  if (!tess_tile_edit_paint (&def, side, type, error))
    return FALSE;
  return change_tile (self, index, &def, N_("Paint Side"));
}

gboolean
tess_tile_set_model_join_sides (TessTileSetModel *self,
                                guint             index,
                                int               side_a,
                                int               side_b,
                                GError          **error)
{
  TessTileDef def;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!check_index (self, index, error))
    return FALSE;
  def = *tile_at (self, index);
  if (!tess_tile_edit_join (&def, side_a, side_b, error))
    return FALSE;
  return change_tile (self, index, &def, N_("Join Sides"));
}

gboolean
tess_tile_set_model_split_side (TessTileSetModel *self,
                                guint             index,
                                int               side,
                                GError          **error)
{
  TessTileDef def;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!check_index (self, index, error))
    return FALSE;
  def = *tile_at (self, index);
  if (!tess_tile_edit_split (&def, side, error))
    return FALSE;
  return change_tile (self, index, &def, N_("Split Side"));
}

gboolean
tess_tile_set_model_toggle_shield (TessTileSetModel *self,
                                   guint             index,
                                   int               side,
                                   GError          **error)
{
  TessTileDef def;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!check_index (self, index, error))
    return FALSE;
  def = *tile_at (self, index);
  if (!tess_tile_edit_toggle_shield (&def, side, error))
    return FALSE;
  return change_tile (self, index, &def, N_("Shield"));
}

gboolean
tess_tile_set_model_set_monastery (TessTileSetModel *self,
                                   guint             index,
                                   gboolean          monastery,
                                   GError          **error)
{
  TessTileDef def;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!check_index (self, index, error))
    return FALSE;
  def = *tile_at (self, index);
  if (!tess_tile_edit_set_monastery (&def, monastery, error))
    return FALSE;
  return change_tile (self, index, &def, N_("Monastery"));
}

gboolean
tess_tile_set_model_set_field_city (TessTileSetModel *self,
                                    guint             index,
                                    int               half_port,
                                    int               city_side,
                                    gboolean          borders,
                                    GError          **error)
{
  TessTileDef def;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!check_index (self, index, error))
    return FALSE;
  def = *tile_at (self, index);
  if (!tess_tile_edit_set_field_city (&def, half_port, city_side, borders, error))
    return FALSE;
  return change_tile (self, index, &def, N_("Field and City"));
}

gboolean
tess_tile_set_model_rotate_tile (TessTileSetModel *self,
                                 guint             index,
                                 int               quarter_turns,
                                 GError          **error)
{
  TessTileDef def;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!check_index (self, index, error))
    return FALSE;
  def = *tile_at (self, index);
  tess_tile_rotate (&def, quarter_turns);
  return change_tile (self, index, &def, N_("Turn Tile"));
}

gboolean
tess_tile_set_model_set_role (TessTileSetModel *self,
                              guint             index,
                              TessTileRole      role,
                              GError          **error)
{
  char id[TESS_ID_LEN + 1];
  Command *cmd;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!check_index (self, index, error))
    return FALSE;
  if (role > TESS_TILE_ROLE_LAKE)
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                   _("Unknown tile role %d"), (int) role);
      return FALSE;
    }
  memcpy (id, tile_at (self, index)->id, TESS_ID_LEN);
  id[TESS_ID_LEN] = '\0';
  cmd = command_new (self, CMD_META, N_("Tile Role"));
  if (g_strcmp0 (self->set->start, id) == 0)
    command_set_meta (cmd, META_START, NULL);
  if (g_strcmp0 (self->set->last, id) == 0)
    command_set_meta (cmd, META_LAST, NULL);
  if (role == TESS_TILE_ROLE_START || role == TESS_TILE_ROLE_SPRING)
    command_set_meta (cmd, META_START, id);
  else if (role == TESS_TILE_ROLE_LAKE)
    command_set_meta (cmd, META_LAST, id);
  if (g_strcmp0 (cmd->meta_after[META_START], self->set->start) == 0
      && g_strcmp0 (cmd->meta_after[META_LAST], self->set->last) == 0)
    {
      command_free (cmd);
      return TRUE;
    }
  return run (self, cmd);
}
