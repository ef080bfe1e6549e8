/* tess-tile-set-model-art.c: the editor's edits of a tile's artwork
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-tile-edit.h"
#include "tess-tile-set-model-private.h"

TessTileArt *
tess_tile_set_model_get_art (TessTileSetModel *self,
                             guint             index)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), NULL);

  return tess_tile_set_get_art (self->set, index);
}

static gboolean
change_art (TessTileSetModel *self,
            guint             index,
            TessTileArt      *art,
            const char       *label,
            GError          **error)
{
  TessTileArt *before;
  Command *cmd;

  if (index >= self->set->tiles->len)
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                   _("There is no tile number %u: the set has %u kinds of tiles"),
                   index + 1, self->set->tiles->len);
      return FALSE;
    }
  before = tess_tile_set_get_art (self->set, index);
  if (before == art)
    return TRUE;
  cmd = _tess_tile_set_model_command_new (self, CMD_ART, label);
  cmd->index = index;
  cmd->art_before = before != NULL ? g_object_ref (before) : NULL;
  cmd->art_after = art != NULL ? g_object_ref (art) : NULL;
  return _tess_tile_set_model_run (self, cmd);
}

gboolean
tess_tile_set_model_set_art (TessTileSetModel *self,
                             guint             index,
                             TessTileArt      *art,
                             GError          **error)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);
  g_return_val_if_fail (art == NULL || TESS_IS_TILE_ART (art), FALSE);

  return change_art (self, index, art,
                     art != NULL ? N_("Set Artwork") : N_("Remove Artwork"), error);
}

gboolean
tess_tile_set_model_set_art_credit (TessTileSetModel *self,
                                    guint             index,
                                    const char       *credit,
                                    GError          **error)
{
  TessTileArt *art;
  g_autoptr(TessTileArt) edited = NULL;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (self), FALSE);

  art = tess_tile_set_get_art (self->set, index);
  if (art == NULL)
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                   _("The tile has no artwork to credit"));
      return FALSE;
    }
  if (g_strcmp0 (tess_tile_art_get_credit (art), credit != NULL ? credit : "") == 0)
    return TRUE;
  edited = tess_tile_art_with_credit (art, credit);
  if (edited == NULL)
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                   _("The tile has no artwork to credit"));
      return FALSE;
    }
  return change_art (self, index, edited, N_("Artwork Credit"), error);
}
