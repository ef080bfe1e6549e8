/* tess-tile-set-model-private.h: what the files of TessTileSetModel share
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The model (tess-tile-set-model.c) owns the set, its items
 * (tess-tile-item.c) and the undo stack; its edits
 * (tess-tile-set-model-edits.c) build commands and run them. A command
 * holds what it changes, before and after: one tile, a tile inserted or
 * removed, a tile moved, and always the set's id, name, start, last and
 * details (author, description, licence).
 */

#pragma once

#include "tess-tile-set-model.h"
#include "tess-tile-set-private.h"
#include "tess-engine.h"

G_BEGIN_DECLS

typedef enum
{
  CMD_TILE,     /* tile @index: before -> after */
  CMD_INSERT,   /* tile @after inserted at @index */
  CMD_REMOVE,   /* tile @before removed from @index */
  CMD_MOVE,     /* the tile at @index moves to @to */
  CMD_META,     /* only the set's strings */
  CMD_ART,      /* tile @index's art: @art_before -> @art_after */
} CommandKind;

enum { META_ID, META_NAME, META_START, META_LAST, META_AUTHOR, META_DESCRIPTION, META_LICENCE,
       N_META };

typedef struct
{
  CommandKind kind;
  const char *label;   /* untranslated, N_() */
  guint index, to;
  TessTileDef before, after;
  char *meta_before[N_META];
  char *meta_after[N_META];
  TessTileSource *source;   /* what the file held for the tile removed */
  TessTileArt *art_before;  /* the art of the tile changed or removed */
  TessTileArt *art_after;   /* the art of the tile changed or inserted */
} Command;

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
  int changed_tile;      /* the tile the last command done or undone changed, or -1 */
};

/* Items. */
TessTileItem *_tess_tile_item_new              (const TessTileDef *def,
                                                guint              index);
void          _tess_tile_item_update           (TessTileItem      *self,
                                                const TessTileDef *def);
/* The tile's picture changed though its def did not (its art). */
void          _tess_tile_item_redraw           (TessTileItem      *self);
void          _tess_tile_item_set_index        (TessTileItem      *self,
                                                guint              index);
void          _tess_tile_item_set_role         (TessTileItem      *self,
                                                TessTileRole       role);
void          _tess_tile_item_set_problems     (TessTileItem      *self,
                                                guint              n_errors,
                                                guint              n_warnings);

/* The model's insides, for its edits. */
TessTileSetModel *_tess_tile_set_model_new_taking (TessTileSetData *set,
                                                   GFile           *file);
TessTileDef  *_tess_tile_set_model_tile_at     (TessTileSetModel  *self,
                                                guint              index);
char        **_tess_tile_set_model_meta_slot   (TessTileSetModel  *self,
                                                int                slot);
/* A command of @kind whose "after" strings start as the set's now. */
Command      *_tess_tile_set_model_command_new (TessTileSetModel  *self,
                                                CommandKind        kind,
                                                const char        *label);
void          _tess_tile_set_model_command_set_meta (Command       *cmd,
                                                     int            slot,
                                                     const char    *value);
void          _tess_tile_set_model_command_free (Command           *cmd);
/* Does @cmd, records it (taking it) and forgets what was undone. */
gboolean      _tess_tile_set_model_run         (TessTileSetModel  *self,
                                                Command           *cmd);

G_END_DECLS
