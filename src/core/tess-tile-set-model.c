/* tess-tile-set-model.c: a tile set being edited, with undo and redo
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

#include "tess-file-write.h"
#include "tess-json-private.h"
#include "tess-tile-shape.h"
#include "tess-tile-set-model-private.h"
#include "tess-engine.h"

/* ------------------------------------------------------------ commands */

void
_tess_tile_set_model_command_free (Command *cmd)
{
  for (int i = 0; i < N_META; i++)
    {
      g_free (cmd->meta_before[i]);
      g_free (cmd->meta_after[i]);
    }
  g_clear_pointer (&cmd->source, _tess_tile_source_unref);
  g_clear_object (&cmd->art_before);
  g_clear_object (&cmd->art_after);
  g_free (cmd);
}

/* ------------------------------------------------------------ the model */


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

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

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

  g_clear_pointer (&self->set, tess_tile_set_unref);
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

  /**
   * TessTileSetModel::changed:
   *
   * The tile set changed: an edit, an undo or a redo, emitted once each,
   * after its notifications.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
tess_tile_set_model_init (TessTileSetModel *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
  self->done = g_ptr_array_new_with_free_func ((GDestroyNotify) _tess_tile_set_model_command_free);
  self->undone = g_ptr_array_new_with_free_func ((GDestroyNotify) _tess_tile_set_model_command_free);
  self->problems = tess_problem_list_new ();
  self->changed_tile = -1;
}

TessTileDef *
_tess_tile_set_model_tile_at (TessTileSetModel *self,
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

/* Each tile's problems, for the marks of the editor's list. */
static void
count_problems (TessTileSetModel *self)
{
  GListModel *list = G_LIST_MODEL (self->problems);
  guint n = g_list_model_get_n_items (list);
  g_autofree guint *errors = g_new0 (guint, self->items->len + 1);
  g_autofree guint *warnings = g_new0 (guint, self->items->len + 1);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TessTileSetProblem) p = g_list_model_get_item (list, i);
      int tile = tess_tile_set_problem_get_tile (p);

      if (tile < 0 || (guint) tile >= self->items->len)
        continue;
      if (tess_tile_set_problem_get_severity (p) == TESS_PROBLEM_ERROR)
        errors[tile]++;
      else
        warnings[tile]++;
    }
  for (guint i = 0; i < self->items->len; i++)
    _tess_tile_item_set_problems (g_ptr_array_index (self->items, i), errors[i], warnings[i]);
}

/* After any change: roles, indexes, totals and problems. */
static void
refresh (TessTileSetModel *self)
{
  int n_tiles = tess_tile_set_total_count (self->set);
  int n_shields = tess_tile_set_n_shields (self->set);

  for (guint i = 0; i < self->items->len; i++)
    {
      TessTileItem *item = g_ptr_array_index (self->items, i);
      _tess_tile_item_set_index (item, i);
      _tess_tile_item_set_role (item, role_of (self, tess_tile_item_get_def (item)));
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
  count_problems (self);
}

static void
take_set (TessTileSetModel *self,
          TessTileSetData  *set)
{
  self->set = set;
  for (guint i = 0; i < set->tiles->len; i++)
    g_ptr_array_add (self->items, _tess_tile_item_new (_tess_tile_set_model_tile_at (self, i), i));
  refresh (self);
}

TessTileSetModel *
tess_tile_set_model_new (const char *id,
                         const char *name)
{
  TessTileSetModel *self = g_object_new (TESS_TYPE_TILE_SET_MODEL, NULL);

  take_set (self, tess_tile_set_new (id, name));
  return self;
}

/* A model of @set, which it takes, read from @file. */
TessTileSetModel *
_tess_tile_set_model_new_taking (TessTileSetData *set,
                                 GFile           *file)
{
  TessTileSetModel *self = g_object_new (TESS_TYPE_TILE_SET_MODEL, NULL);

  take_set (self, set);
  self->file = file != NULL ? g_object_ref (file) : NULL;
  return self;
}

TessTileSetModel *
tess_tile_set_model_new_for_set (const TessTileSetData *set)
{
  TessTileSetModel *self;

  g_return_val_if_fail (set != NULL, NULL);

  self = g_object_new (TESS_TYPE_TILE_SET_MODEL, NULL);
  take_set (self, tess_tile_set_copy (set));
  return self;
}

TessTileSetModel *
tess_tile_set_model_new_restored (const TessTileSetData *set,
                                  GFile                 *file)
{
  TessTileSetModel *self;

  g_return_val_if_fail (set != NULL, NULL);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  self = tess_tile_set_model_new_for_set (set);
  self->file = file != NULL ? g_object_ref (file) : NULL;
  /* No state of the undo stack is the file's. */
  self->saved_at = -1;
  return self;
}

/* A save of the content at edit @at (-1: a content not in the history)
 * reached @file: that is the model's file, and the set is not modified
 * unless edited since. */
static void
saved (TessTileSetModel *self,
       GFile            *file,
       int               at)
{
  gboolean was_modified = tess_tile_set_model_get_modified (self);

  self->saved_at = at;
  if (self->file != file)
    {
      g_object_ref (file);
      g_clear_object (&self->file);
      self->file = file;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_FILE]);
    }
  if (was_modified != tess_tile_set_model_get_modified (self))
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_MODIFIED]);
}

static gpointer
last_edit (TessTileSetModel *self)
{
  return self->done->len > 0 ? g_ptr_array_index (self->done, self->done->len - 1) : NULL;
}

static GBytes *
save_data (TessTileSetModel *self)
{
  gsize length = 0;
  char *data = tess_tile_set_to_data (self->set, &length);

  return g_bytes_new_take (data, length);
}

gboolean
tess_tile_set_model_save (TessTileSetModel *self,
                          GFile            *file,
                          GError          **error)
{
  g_autoptr(GBytes) data = NULL;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);
  g_return_val_if_fail (file != NULL || self->file != NULL, FALSE);

  if (file == NULL)
    file = self->file;
  data = save_data (self);
  if (!tess_file_write (file, data, NULL, error))
    return FALSE;
  saved (self, file, (int) self->done->len);
  return TRUE;
}

/* Where the history was when a save began. */
typedef struct
{
  guint     at;
  gpointer  top;  /* the last edit then: the same length is not the same content */
} SaveMark;

static void
save_written (gpointer      source_object,
              GFile        *file,
              const GError *error,
              gpointer      data)
{
  TessTileSetModel *self = source_object;
  SaveMark *mark = data;

  if (error != NULL)
    return;
  /* Edited while the file was written: the file holds content that is
   * no longer the set's, or not in its history any more. */
  if (mark->at == self->done->len && mark->top == last_edit (self))
    saved (self, file, (int) mark->at);
  else
    saved (self, file, -1);
}

void
tess_tile_set_model_save_async (TessTileSetModel    *self,
                                GFile               *file,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  tess_tile_set_model_save_full_async (self, file, TESS_WRITE_DEFAULT, cancellable, callback, user_data);
}

void
tess_tile_set_model_save_full_async (TessTileSetModel    *self,
                                     GFile               *file,
                                     guint                flags,
                                     GCancellable        *cancellable,
                                     GAsyncReadyCallback  callback,
                                     gpointer             user_data)
{
  g_autoptr(GBytes) data = NULL;
  SaveMark *mark;

  g_return_if_fail (TESS_IS_TILE_SET_MODEL (self));
  g_return_if_fail (file != NULL || self->file != NULL);

  if (file == NULL)
    file = self->file;
  mark = g_new0 (SaveMark, 1);
  mark->at = self->done->len;
  mark->top = last_edit (self);
  /* The text is made now, on this thread: edits made while it is
   * written are the next save's. */
  data = save_data (self);
  tess_file_save_full_async (self, file, data, (TessWriteFlags) flags, cancellable, save_written, mark,
                             g_free, callback, user_data);
}

gboolean
tess_tile_set_model_save_finish (TessTileSetModel  *self,
                                 GAsyncResult      *result,
                                 GError           **error)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  return tess_file_save_finish (self, result, error);
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

int
tess_tile_set_model_get_changed_tile (TessTileSetModel *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), -1);
  if (self->changed_tile >= (int) self->items->len)
    return self->items->len > 0 ? (int) self->items->len - 1 : -1;
  return self->changed_tile;
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

char **
_tess_tile_set_model_meta_slot (TessTileSetModel *self,
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
    case META_AUTHOR:
      return &self->set->author;
    case META_DESCRIPTION:
      return &self->set->description;
    case META_LICENCE:
      return &self->set->licence;
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
      char **slot = _tess_tile_set_model_meta_slot (self, i);

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

  /* Where the change is to be seen: the tile, or where it was. */
  switch (cmd->kind)
    {
    case CMD_TILE:
    case CMD_ART:
      self->changed_tile = cmd->index;
      break;
    case CMD_INSERT:
    case CMD_REMOVE:
      self->changed_tile = (forward == (cmd->kind == CMD_INSERT)) ? (int) cmd->index
                                                                   : MAX ((int) cmd->index - 1, 0);
      break;
    case CMD_MOVE:
      self->changed_tile = forward ? cmd->to : cmd->index;
      break;
    case CMD_META:
    default:
      self->changed_tile = -1;
      break;
    }

  switch (cmd->kind)
    {
    case CMD_TILE:
      *_tess_tile_set_model_tile_at (self, cmd->index) = forward ? cmd->after : cmd->before;
      _tess_tile_item_update (g_ptr_array_index (self->items, cmd->index), _tess_tile_set_model_tile_at (self, cmd->index));
      break;
    case CMD_INSERT:
    case CMD_REMOVE:
      if (forward == (cmd->kind == CMD_INSERT))
        {
          const TessTileDef *def = cmd->kind == CMD_INSERT ? &cmd->after : &cmd->before;

          g_array_insert_val (self->set->tiles, cmd->index, *def);
          _tess_tile_set_insert_source (self->set, cmd->index, cmd->source);
          _tess_tile_set_insert_art (self->set, cmd->index,
                                    cmd->kind == CMD_INSERT ? cmd->art_after : cmd->art_before);
          g_ptr_array_insert (self->items, cmd->index, _tess_tile_item_new (def, cmd->index));
          g_list_model_items_changed (G_LIST_MODEL (self), cmd->index, 0, 1);
        }
      else
        {
          g_array_remove_index (self->set->tiles, cmd->index);
          g_clear_pointer (&cmd->source, _tess_tile_source_unref);
          cmd->source = _tess_tile_set_remove_source (self->set, cmd->index);
          if (cmd->kind == CMD_REMOVE)
            {
              g_clear_object (&cmd->art_before);
              cmd->art_before = _tess_tile_set_remove_art (self->set, cmd->index);
            }
          else
            {
              TessTileArt *art = _tess_tile_set_remove_art (self->set, cmd->index);

              g_clear_object (&art);
            }
          g_ptr_array_remove_index (self->items, cmd->index);
          g_list_model_items_changed (G_LIST_MODEL (self), cmd->index, 1, 0);
        }
      break;
    case CMD_MOVE:
      from = forward ? cmd->index : cmd->to;
      to = forward ? cmd->to : cmd->index;
      {
        TessTileDef def = *_tess_tile_set_model_tile_at (self, from);
        TessTileItem *item = g_object_ref (g_ptr_array_index (self->items, from));

        g_array_remove_index (self->set->tiles, from);
        g_array_insert_val (self->set->tiles, to, def);
        _tess_tile_set_move_source (self->set, from, to);
        _tess_tile_set_move_art (self->set, from, to);
        g_ptr_array_remove_index (self->items, from);
        g_ptr_array_insert (self->items, to, item);
        g_list_model_items_changed (G_LIST_MODEL (self), MIN (from, to),
                                    ABS ((int) from - (int) to) + 1,
                                    ABS ((int) from - (int) to) + 1);
      }
      break;
    case CMD_ART:
      tess_tile_set_set_art (self->set, cmd->index, forward ? cmd->art_after : cmd->art_before);
      _tess_tile_item_redraw (g_ptr_array_index (self->items, cmd->index));
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
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Does @cmd (whose meta_after may still be unset: then unchanged) and
 * records it, forgetting what was undone. */
gboolean
_tess_tile_set_model_run (TessTileSetModel *self,
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

Command *
_tess_tile_set_model_command_new (TessTileSetModel *self,
             CommandKind       kind,
             const char       *label)
{
  Command *cmd = g_new0 (Command, 1);

  cmd->kind = kind;
  cmd->label = label;
  for (int i = 0; i < N_META; i++)
    {
      cmd->meta_before[i] = g_strdup (*_tess_tile_set_model_meta_slot (self, i));
      cmd->meta_after[i] = g_strdup (*_tess_tile_set_model_meta_slot (self, i));
    }
  return cmd;
}

void
_tess_tile_set_model_command_set_meta (Command    *cmd,
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
