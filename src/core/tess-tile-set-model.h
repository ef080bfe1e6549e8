/* tess-tile-set-model.h: a tile set being edited, with undo and redo
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tess-tile-edit.h"
#include "tess-tile-set-problems.h"
#include "tess-tile-set.h"

G_BEGIN_DECLS

typedef enum
{
  TESS_TILE_ROLE_NONE,
  TESS_TILE_ROLE_START,    /* the start tile (key "start") */
  TESS_TILE_ROLE_SPRING,   /* the start tile of a set with a river: the spring */
  TESS_TILE_ROLE_LAKE,     /* the River's last tile (key "last") */
} TessTileRole;

/**
 * TessTileItem:
 *
 * One tile type of a #TessTileSetModel. The model updates it after each
 * edit; draw its thumbnail from tess_tile_item_get_def() with the renderer
 * (tess_render_tile()), again whenever revision changes.
 *
 * Properties (read-only, notified on change):
 * - id (string), count (int), index (guint: its place in the set)
 * - role (int): a #TessTileRole
 * - description (string): its features in words, as the board tells a
 *   tile (tess_describe_tile())
 * - revision (guint): bumped whenever the tile's drawing changes
 * - n-errors, n-warnings (guint): its problems in the model's list
 */
#define TESS_TYPE_TILE_ITEM (tess_tile_item_get_type ())

G_DECLARE_FINAL_TYPE (TessTileItem, tess_tile_item, TESS, TILE_ITEM, GObject)

const char        *tess_tile_item_get_id          (TessTileItem *self);
int                tess_tile_item_get_count       (TessTileItem *self);
guint              tess_tile_item_get_index       (TessTileItem *self);
TessTileRole       tess_tile_item_get_role        (TessTileItem *self);
guint              tess_tile_item_get_revision    (TessTileItem *self);
guint              tess_tile_item_get_n_errors    (TessTileItem *self);
guint              tess_tile_item_get_n_warnings  (TessTileItem *self);
char              *tess_tile_item_dup_description (TessTileItem *self);
/* The tile as the renderer and the engine take it. */
const TessTileDef *tess_tile_item_get_def         (TessTileItem *self);

/**
 * TessTileSetModel:
 *
 * Owns a tile set being edited and is a #GListModel of its #TessTileItem.
 * Every edit is a command on an unlimited undo stack: undo restores the
 * set exactly (tess_tile_set_to_data() writes the same bytes), redo does
 * the command again, a new edit forgets what was undone. After each edit
 * the problem list (tess_tile_set_model_get_problems()) is checked again.
 *
 * Edits return %TRUE when done, also when they changed nothing (then no
 * command is recorded), and %FALSE with @error set when refused (a tile
 * index out of range, a side that cannot be joined...).
 *
 * Properties: can-undo, can-redo, modified (gboolean, read-only), file
 * (GFile, read-only: where it was opened from or last saved to),
 * undo-label, redo-label (string: what undo or redo would do, translated),
 * n-tiles (int: copies of all types), n-shields (int).
 */
#define TESS_TYPE_TILE_SET_MODEL (tess_tile_set_model_get_type ())

G_DECLARE_FINAL_TYPE (TessTileSetModel, tess_tile_set_model, TESS, TILE_SET_MODEL, GObject)

/* A new set without tiles. */
TessTileSetModel      *tess_tile_set_model_new           (const char        *id,
                                                          const char        *name);
/* Edits a copy of @set. */
TessTileSetModel      *tess_tile_set_model_new_for_set   (const TessTileSetData *set);
/* Opens a tile set, even one with problems (they show in the problem
 * list), as long as it is JSON with the shape of a tile set. */
TessTileSetModel      *tess_tile_set_model_new_for_file  (GFile             *file,
                                                          GError           **error);
/* The same, read and parsed in a worker thread. */
void                   tess_tile_set_model_new_for_file_async  (GFile               *file,
                                                                GCancellable        *cancellable,
                                                                GAsyncReadyCallback  callback,
                                                                gpointer             user_data);
TessTileSetModel      *tess_tile_set_model_new_for_file_finish (GAsyncResult        *result,
                                                                GError             **error);
/* A set that holds changes not saved in @file (nullable), as a draft kept
 * it: it is modified until saved. Edits a copy of @set. */
TessTileSetModel      *tess_tile_set_model_new_restored  (const TessTileSetData *set,
                                                          GFile             *file);
/* Saves to @file, or to the model's file when %NULL; then that is its file
 * and the set is not modified. */
gboolean               tess_tile_set_model_save          (TessTileSetModel  *self,
                                                          GFile             *file,
                                                          GError           **error);
/* The same, written in a worker thread (tess_file_write_async()) from
 * the content at the call: edits made meanwhile keep the set modified. */
void                   tess_tile_set_model_save_async    (TessTileSetModel  *self,
                                                          GFile             *file,
                                                          GCancellable      *cancellable,
                                                          GAsyncReadyCallback callback,
                                                          gpointer           user_data);
/* The same with @flags (TessWriteFlags: a read-only file replaced when
 * the person said so). */
void                   tess_tile_set_model_save_full_async (TessTileSetModel  *self,
                                                            GFile             *file,
                                                            guint              flags,
                                                            GCancellable      *cancellable,
                                                            GAsyncReadyCallback callback,
                                                            gpointer           user_data);
gboolean               tess_tile_set_model_save_finish   (TessTileSetModel  *self,
                                                          GAsyncResult      *result,
                                                          GError           **error);

const TessTileSetData *tess_tile_set_model_get_set       (TessTileSetModel  *self);
GFile                 *tess_tile_set_model_get_file      (TessTileSetModel  *self);
gboolean               tess_tile_set_model_get_modified  (TessTileSetModel  *self);
gboolean               tess_tile_set_model_get_can_undo  (TessTileSetModel  *self);
gboolean               tess_tile_set_model_get_can_redo  (TessTileSetModel  *self);
const char            *tess_tile_set_model_get_undo_label (TessTileSetModel *self);
const char            *tess_tile_set_model_get_redo_label (TessTileSetModel *self);
int                    tess_tile_set_model_get_n_tiles   (TessTileSetModel  *self);
int                    tess_tile_set_model_get_n_shields (TessTileSetModel  *self);
TessProblemList       *tess_tile_set_model_get_problems  (TessTileSetModel  *self);
/* The problems of one tile type (a new array of new references). */
GPtrArray             *tess_tile_set_model_tile_problems (TessTileSetModel  *self,
                                                          guint              index);

/* The tile the last edit, undo or redo changed (inserted, or moved to),
 * or where a removed tile was; -1 when it changed the set's own strings
 * or the set has no tiles. */
int      tess_tile_set_model_get_changed_tile (TessTileSetModel *self);
gboolean tess_tile_set_model_undo (TessTileSetModel *self);
gboolean tess_tile_set_model_redo (TessTileSetModel *self);

/* The set's own id and name. */
gboolean tess_tile_set_model_set_set_id     (TessTileSetModel *self,
                                             const char       *id,
                                             GError          **error);
gboolean tess_tile_set_model_set_set_name   (TessTileSetModel *self,
                                             const char       *name,
                                             GError          **error);
/* Who made the set, what it is and its licence, one edit for the three;
 * an empty or %NULL text leaves that key out of the file. Fails, with
 * nothing changed, when one is too long (tess_tile_set_check_details()). */
gboolean tess_tile_set_model_set_details    (TessTileSetModel *self,
                                             const char       *author,
                                             const char       *description,
                                             const char       *licence,
                                             GError          **error);

/* Tile types: a new field tile with a fresh id at @position (-1: at the
 * end); a copy after the original; deleting; moving to another place. */
gboolean tess_tile_set_model_add_tile       (TessTileSetModel *self,
                                             int               position,
                                             GError          **error);
gboolean tess_tile_set_model_duplicate_tile (TessTileSetModel *self,
                                             guint             index,
                                             GError          **error);
gboolean tess_tile_set_model_delete_tile    (TessTileSetModel *self,
                                             guint             index,
                                             GError          **error);
gboolean tess_tile_set_model_move_tile      (TessTileSetModel *self,
                                             guint             from,
                                             guint             to,
                                             GError          **error);

/* One tile type: its id (the start and last keys follow a renamed tile),
 * count, sides, shields, inns and cathedrals, monastery, role and the
 * cities its fields border. */
gboolean tess_tile_set_model_set_tile_id    (TessTileSetModel *self,
                                             guint             index,
                                             const char       *id,
                                             GError          **error);
gboolean tess_tile_set_model_set_count      (TessTileSetModel *self,
                                             guint             index,
                                             int               count,
                                             GError          **error);
gboolean tess_tile_set_model_paint_side     (TessTileSetModel *self,
                                             guint             index,
                                             int               side,
                                             TessSideType      type,
                                             GError          **error);
gboolean tess_tile_set_model_join_sides     (TessTileSetModel *self,
                                             guint             index,
                                             int               side_a,
                                             int               side_b,
                                             GError          **error);
/* A drag from @side_a to @side_b with @type chosen: those of the two that
 * are field sides are painted @type first (unless @type is a field), then
 * the two are joined, as one edit. */
gboolean tess_tile_set_model_drag_sides     (TessTileSetModel *self,
                                             guint             index,
                                             int               side_a,
                                             int               side_b,
                                             TessSideType      type,
                                             GError          **error);
gboolean tess_tile_set_model_split_side     (TessTileSetModel *self,
                                             guint             index,
                                             int               side,
                                             GError          **error);
gboolean tess_tile_set_model_toggle_shield  (TessTileSetModel *self,
                                             guint             index,
                                             int               side,
                                             GError          **error);
/* An inn by the road on @side, a cathedral in its city, or none (DESIGN.md
 * §8): any set may have them, played with the expansion or without. */
gboolean tess_tile_set_model_toggle_inn     (TessTileSetModel *self,
                                             guint             index,
                                             int               side,
                                             GError          **error);
gboolean tess_tile_set_model_toggle_cathedral (TessTileSetModel *self,
                                               guint             index,
                                               int               side,
                                               GError          **error);
/* The goods the city on @side shows (Traders & Builders), none for none. */
gboolean tess_tile_set_model_set_goods      (TessTileSetModel *self,
                                             guint             index,
                                             int               side,
                                             TessGoods         goods,
                                             GError          **error);
gboolean tess_tile_set_model_set_monastery  (TessTileSetModel *self,
                                             guint             index,
                                             gboolean          monastery,
                                             GError          **error);
gboolean tess_tile_set_model_set_role       (TessTileSetModel *self,
                                             guint             index,
                                             TessTileRole      role,
                                             GError          **error);
/* A tile's artwork (tess-tile-set-model-art.c): the art of tile @index
 * (transfer none, %NULL for none); giving it art (%NULL: removing it) and
 * changing its credit are edits that undo. */
TessTileArt *tess_tile_set_model_get_art    (TessTileSetModel *self,
                                             guint             index);
gboolean tess_tile_set_model_set_art        (TessTileSetModel *self,
                                             guint             index,
                                             TessTileArt      *art,
                                             GError          **error);
gboolean tess_tile_set_model_set_art_credit (TessTileSetModel *self,
                                             guint             index,
                                             const char       *credit,
                                             GError          **error);
gboolean tess_tile_set_model_set_field_city (TessTileSetModel *self,
                                             guint             index,
                                             int               half_port,
                                             int               city_side,
                                             gboolean          borders,
                                             GError          **error);
/* Draws the tile's fields again from its sides: a half side that is part
 * of no field (as a file may have it) joins the field it lies in. */
gboolean tess_tile_set_model_mend_fields    (TessTileSetModel *self,
                                             guint             index,
                                             GError          **error);
/* Turns the tile itself a quarter turn clockwise @quarter_turns times. */
gboolean tess_tile_set_model_rotate_tile    (TessTileSetModel *self,
                                             guint             index,
                                             int               quarter_turns,
                                             GError          **error);

G_END_DECLS
