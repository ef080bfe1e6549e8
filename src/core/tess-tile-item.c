/* tess-tile-item.c: one tile type of a tile set being edited
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <string.h>

#include "tess-describe.h"
#include "tess-tile-set-model-private.h"
#include "tess-engine.h"


struct _TessTileItem
{
  GObject parent_instance;

  TessTileDef def;
  char *id;
  guint index;
  TessTileRole role;
  guint revision;
  guint n_errors, n_warnings;
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
  ITEM_PROP_N_ERRORS,
  ITEM_PROP_N_WARNINGS,
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
      g_value_take_string (value, tess_tile_item_dup_description (self));
      break;
    case ITEM_PROP_REVISION:
      g_value_set_uint (value, self->revision);
      break;
    case ITEM_PROP_N_ERRORS:
      g_value_set_uint (value, self->n_errors);
      break;
    case ITEM_PROP_N_WARNINGS:
      g_value_set_uint (value, self->n_warnings);
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
  item_props[ITEM_PROP_N_ERRORS] = g_param_spec_uint ("n-errors", NULL, NULL, 0, G_MAXUINT, 0, flags);
  item_props[ITEM_PROP_N_WARNINGS] = g_param_spec_uint ("n-warnings", NULL, NULL, 0, G_MAXUINT, 0, flags);
  g_object_class_install_properties (object_class, ITEM_N_PROPS, item_props);
}

static void
tess_tile_item_init (TessTileItem *self)
{
}

TessTileItem *
_tess_tile_item_new (const TessTileDef *def,
          guint              index)
{
  TessTileItem *self = g_object_new (TESS_TYPE_TILE_ITEM, NULL);

  self->def = *def;
  self->id = g_strndup (def->id, TESS_ID_LEN);
  self->index = index;
  return self;
}

/* Copies @def in and notifies what changed. */
void
_tess_tile_item_redraw (TessTileItem *self)
{
  self->revision++;
  g_object_notify_by_pspec (G_OBJECT (self), item_props[ITEM_PROP_REVISION]);
}

void
_tess_tile_item_update (TessTileItem      *self,
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
  /* As the board tells its cells: in words, not the file's ports. */
  return tess_describe_tile (&self->def, 0);
}

const TessTileDef *
tess_tile_item_get_def (TessTileItem *self)
{
  g_return_val_if_fail (TESS_IS_TILE_ITEM (self), NULL);
  return &self->def;
}

void
_tess_tile_item_set_index (TessTileItem *self,
                           guint         index)
{
  if (self->index == index)
    return;
  self->index = index;
  g_object_notify_by_pspec (G_OBJECT (self), item_props[ITEM_PROP_INDEX]);
}

void
_tess_tile_item_set_problems (TessTileItem *self,
                              guint         n_errors,
                              guint         n_warnings)
{
  g_object_freeze_notify (G_OBJECT (self));
  if (self->n_errors != n_errors)
    {
      self->n_errors = n_errors;
      g_object_notify_by_pspec (G_OBJECT (self), item_props[ITEM_PROP_N_ERRORS]);
    }
  if (self->n_warnings != n_warnings)
    {
      self->n_warnings = n_warnings;
      g_object_notify_by_pspec (G_OBJECT (self), item_props[ITEM_PROP_N_WARNINGS]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

guint
tess_tile_item_get_n_errors (TessTileItem *self)
{
  g_return_val_if_fail (TESS_IS_TILE_ITEM (self), 0);
  return self->n_errors;
}

guint
tess_tile_item_get_n_warnings (TessTileItem *self)
{
  g_return_val_if_fail (TESS_IS_TILE_ITEM (self), 0);
  return self->n_warnings;
}

void
_tess_tile_item_set_role (TessTileItem *self,
                          TessTileRole  role)
{
  if (self->role == role)
    return;
  self->role = role;
  g_object_notify_by_pspec (G_OBJECT (self), item_props[ITEM_PROP_ROLE]);
}
