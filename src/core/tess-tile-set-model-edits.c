/* tess-tile-set-model-edits.c: the edits of a tile set being edited, each
 * a command on the undo stack
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tess-tile-shape.h"
#include "tess-tile-set-model-private.h"
#include "tess-engine.h"


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

/* A copy of tile @index to edit; FALSE, with @error, when there is no
 * such tile. */
static gboolean
copy_tile (TessTileSetModel  *self,
           guint              index,
           TessTileDef       *def,
           GError           **error)
{
  if (!check_index (self, index, error))
    return FALSE;
  *def = *_tess_tile_set_model_tile_at (self, index);
  return TRUE;
}

/* The id of @tile as a string (an id of TESS_ID_LEN bytes has no nul). */
static void
copy_id (const TessTileDef *tile,
         char               out[TESS_ID_LEN + 1])
{
  memcpy (out, tile->id, TESS_ID_LEN);
  out[TESS_ID_LEN] = '\0';
}

/* The start or the lake that is the tile @old becomes @id (%NULL: none)
 * in @cmd. */
static void
rename_roles (TessTileSetModel *self,
              Command          *cmd,
              const char       *old,
              const char       *id)
{
  if (g_strcmp0 (self->set->start, old) == 0)
    _tess_tile_set_model_command_set_meta (cmd, META_START, id);
  if (g_strcmp0 (self->set->last, old) == 0)
    _tess_tile_set_model_command_set_meta (cmd, META_LAST, id);
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

  if (memcmp (_tess_tile_set_model_tile_at (self, index), after, sizeof *after) == 0)
    return TRUE;
  cmd = _tess_tile_set_model_command_new (self, CMD_TILE, label);
  cmd->index = index;
  cmd->before = *_tess_tile_set_model_tile_at (self, index);
  cmd->after = *after;
  return _tess_tile_set_model_run (self, cmd);
}

static gboolean
change_meta (TessTileSetModel *self,
             int               slot,
             const char       *value,
             const char       *label)
{
  Command *cmd;

  if (g_strcmp0 (*_tess_tile_set_model_meta_slot (self, slot), value) == 0)
    return TRUE;
  cmd = _tess_tile_set_model_command_new (self, CMD_META, label);
  _tess_tile_set_model_command_set_meta (cmd, slot, value);
  return _tess_tile_set_model_run (self, cmd);
}

gboolean
tess_tile_set_model_set_set_id (TessTileSetModel *self,
                                const char       *id,
                                GError          **error)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!tess_tile_set_check_id (id, error))
    return FALSE;
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
  if (!tess_tile_set_check_details (name, NULL, NULL, NULL, error))
    return FALSE;
  return change_meta (self, META_NAME, name, N_("Rename Set"));
}

/* @text, or %NULL when it is empty: a detail left empty is not written. */
static const char *
detail (const char *text)
{
  return text != NULL && *text != '\0' ? text : NULL;
}

gboolean
tess_tile_set_model_set_details (TessTileSetModel *self,
                                 const char       *author,
                                 const char       *description,
                                 const char       *licence,
                                 GError          **error)
{
  const char *now[] = { self->set->author, self->set->description, self->set->licence };
  const char *want[] = { detail (author), detail (description), detail (licence) };
  const int slots[] = { META_AUTHOR, META_DESCRIPTION, META_LICENCE };
  Command *cmd;
  gboolean changed = FALSE;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!tess_tile_set_check_details (NULL, author, description, licence, error))
    return FALSE;
  /* One edit for the three, undone as one; an empty detail the file
   * wrote as "" stays as it was. */
  cmd = _tess_tile_set_model_command_new (self, CMD_META, N_("Change Set Details"));
  for (guint i = 0; i < G_N_ELEMENTS (slots); i++)
    if (g_strcmp0 (detail (now[i]), want[i]) != 0)
      {
        _tess_tile_set_model_command_set_meta (cmd, slots[i], want[i]);
        changed = TRUE;
      }
  if (!changed)
    {
      _tess_tile_set_model_command_free (cmd);
      return TRUE;
    }
  return _tess_tile_set_model_run (self, cmd);
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
  for (guint n = 2; tess_tile_set_find_tile (self->set, out) >= 0; n++)
    {
      memset (out, 0, TESS_ID_LEN);
      g_snprintf (out, TESS_ID_LEN, "%s-%u", prefix, n);
    }
}

/* Inserts @def at @position, with @art (nullable) as its artwork. */
static gboolean
insert_tile (TessTileSetModel  *self,
             guint              position,
             const TessTileDef *def,
             TessTileArt       *art,
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
  cmd = _tess_tile_set_model_command_new (self, CMD_INSERT, label);
  cmd->index = position;
  cmd->after = *def;
  cmd->art_after = art != NULL ? g_object_ref (art) : NULL;
  return _tess_tile_set_model_run (self, cmd);
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
  return insert_tile (self, position, &def, NULL, N_("Add Tile"), error);
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

  if (!copy_tile (self, index, &def, error))
    return FALSE;
  copy_id (&def, base);
  fresh_id (self, base, id);
  memset (def.id, 0, sizeof def.id);
  memcpy (def.id, id, strlen (id));
  /* The copy is drawn as the original: its artwork and its credit too
   * (art is immutable: both tiles share it until one is changed). */
  return insert_tile (self, index + 1, &def, tess_tile_set_get_art (self->set, index),
                      N_("Duplicate Tile"), error);
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
  cmd = _tess_tile_set_model_command_new (self, CMD_REMOVE, N_("Delete Tile"));
  cmd->index = index;
  cmd->before = *_tess_tile_set_model_tile_at (self, index);
  copy_id (&cmd->before, id);
  for (guint i = 0; i < self->set->tiles->len; i++)
    if (i != index && strncmp (_tess_tile_set_model_tile_at (self, i)->id, id, TESS_ID_LEN) == 0)
      others++;
  /* The start or the lake goes with its tile. */
  if (others == 0)
    rename_roles (self, cmd, id, NULL);
  return _tess_tile_set_model_run (self, cmd);
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
  cmd = _tess_tile_set_model_command_new (self, CMD_MOVE, N_("Move Tile"));
  cmd->index = from;
  cmd->to = to;
  return _tess_tile_set_model_run (self, cmd);
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

  if (!copy_tile (self, index, &def, error))
    return FALSE;
  copy_id (&def, old);
  if (!tess_tile_set_id (&def, id, error))
    return FALSE;
  if (memcmp (&def, _tess_tile_set_model_tile_at (self, index), sizeof def) == 0)
    return TRUE;
  cmd = _tess_tile_set_model_command_new (self, CMD_TILE, N_("Rename Tile"));
  cmd->index = index;
  cmd->before = *_tess_tile_set_model_tile_at (self, index);
  cmd->after = def;
  rename_roles (self, cmd, old, id);
  return _tess_tile_set_model_run (self, cmd);
}

gboolean
tess_tile_set_model_set_count (TessTileSetModel *self,
                               guint             index,
                               int               count,
                               GError          **error)
{
  TessTileDef def;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!copy_tile (self, index, &def, error))
    return FALSE;
  if (count < 1 || count > TESS_TILE_SET_MAX_COUNT)
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_FULL,
                   _("A tile's count is between 1 and %d, not %d"), TESS_TILE_SET_MAX_COUNT, count);
      return FALSE;
    }
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

  if (!copy_tile (self, index, &def, error) ||
      !tess_tile_edit_paint (&def, side, type, error))
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

  if (!copy_tile (self, index, &def, error) ||
      !tess_tile_edit_join (&def, side_a, side_b, error))
    return FALSE;
  return change_tile (self, index, &def, N_("Join Sides"));
}

gboolean
tess_tile_set_model_drag_sides (TessTileSetModel *self,
                                guint             index,
                                int               side_a,
                                int               side_b,
                                TessSideType      type,
                                GError          **error)
{
  TessTileDef def;
  const int sides[2] = { side_a, side_b };

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!copy_tile (self, index, &def, error))
    return FALSE;
  /* One edit, undone at once: the paint and the join. */
  for (int i = 0; i < 2 && type != TESS_SIDE_FIELD; i++)
    if (sides[i] >= 0 && sides[i] < 4 && tess_tile_side (&def, sides[i]) == TESS_SIDE_FIELD
        && !tess_tile_edit_paint (&def, sides[i], type, error))
      return FALSE;
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

  if (!copy_tile (self, index, &def, error) ||
      !tess_tile_edit_split (&def, side, error))
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

  if (!copy_tile (self, index, &def, error) ||
      !tess_tile_edit_toggle_shield (&def, side, error))
    return FALSE;
  return change_tile (self, index, &def, N_("Shield"));
}

gboolean
tess_tile_set_model_toggle_inn (TessTileSetModel *self,
                                guint             index,
                                int               side,
                                GError          **error)
{
  TessTileDef def;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!copy_tile (self, index, &def, error) ||
      !tess_tile_edit_toggle_inn (&def, side, error))
    return FALSE;
  return change_tile (self, index, &def, N_("Inn"));
}

gboolean
tess_tile_set_model_toggle_cathedral (TessTileSetModel *self,
                                      guint             index,
                                      int               side,
                                      GError          **error)
{
  TessTileDef def;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!copy_tile (self, index, &def, error) ||
      !tess_tile_edit_toggle_cathedral (&def, side, error))
    return FALSE;
  return change_tile (self, index, &def, N_("Cathedral"));
}

gboolean
tess_tile_set_model_set_goods (TessTileSetModel *self,
                               guint             index,
                               int               side,
                               TessGoods         goods,
                               GError          **error)
{
  TessTileDef def;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!copy_tile (self, index, &def, error) ||
      !tess_tile_edit_set_goods (&def, side, goods, error))
    return FALSE;
  return change_tile (self, index, &def, N_("Goods"));
}

gboolean
tess_tile_set_model_set_monastery (TessTileSetModel *self,
                                   guint             index,
                                   gboolean          monastery,
                                   GError          **error)
{
  TessTileDef def;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!copy_tile (self, index, &def, error) ||
      !tess_tile_edit_set_monastery (&def, monastery, error))
    return FALSE;
  return change_tile (self, index, &def, N_("Monastery"));
}

gboolean
tess_tile_set_model_mend_fields (TessTileSetModel *self,
                                 guint             index,
                                 GError          **error)
{
  TessTileDef def;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  if (!copy_tile (self, index, &def, error))
    return FALSE;
  tess_tile_derive_fields (&def);
  return change_tile (self, index, &def, N_("Make a Field"));
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

  if (!copy_tile (self, index, &def, error) ||
      !tess_tile_edit_set_field_city (&def, half_port, city_side, borders, error))
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

  if (!copy_tile (self, index, &def, error))
    return FALSE;
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
  copy_id (_tess_tile_set_model_tile_at (self, index), id);
  cmd = _tess_tile_set_model_command_new (self, CMD_META, N_("Tile Role"));
  rename_roles (self, cmd, id, NULL);
  if (role == TESS_TILE_ROLE_START || role == TESS_TILE_ROLE_SPRING)
    _tess_tile_set_model_command_set_meta (cmd, META_START, id);
  else if (role == TESS_TILE_ROLE_LAKE)
    _tess_tile_set_model_command_set_meta (cmd, META_LAST, id);
  if (g_strcmp0 (cmd->meta_after[META_START], self->set->start) == 0
      && g_strcmp0 (cmd->meta_after[META_LAST], self->set->last) == 0)
    {
      _tess_tile_set_model_command_free (cmd);
      return TRUE;
    }
  return _tess_tile_set_model_run (self, cmd);
}
