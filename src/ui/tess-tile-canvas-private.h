/* tess-tile-canvas-private.h: what the files of TessTileCanvas share
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tess-tile-canvas.c draws the tile and its handles; tess-tile-canvas-input.c
 * edits it by mouse, keyboard and context menu, and says what it did;
 * tess-tile-canvas-marks.c puts inns, cathedrals and goods on its features.
 */

#pragma once

#include "tess-tile-canvas.h"

G_BEGIN_DECLS

#define SIDE_RADIUS 15.0
#define HALF_RADIUS 9.0

struct _TessTileCanvas
{
  GtkWidget parent_instance;

  TessTileSetModel *model;
  GSignalGroup *model_signals;
  int index;
  TessSideType palette;
  int focus_port;
  int join_from;    /* a side waiting for J's second side, -1 */
  int drag_from;    /* the port a drag started on, -1 */
  double drag_x, drag_y;
  guint16 marked;   /* the ports of the problem chosen, lit */
  int menu_port;    /* the port the context menu is about */
  GtkWidget *menu;  /* the context menu, a child of the canvas */

  /* The tile and its follower spots, drawn once for the tile as it is
   * and the size it has: moving the focus or joining redraws only the
   * handles on top, and an edit elsewhere in the set redraws nothing. */
  GskRenderNode *tile_node;
  TessTileDef *node_tile;
  gpointer node_art;        /* the tile's artwork it was drawn with */
  double node_size;
  GskRenderNode *handle_nodes[TESS_N_PORTS];
  guint handle_looks[TESS_N_PORTS];
  TessTileDef *shown_tile;  /* the tile as last described and drawn */
  char        *description; /* the accessible description, as last set */
  gboolean shown;
};

const TessTileDef *_tess_tile_canvas_current_tile (TessTileCanvas *self);
void               _tess_tile_canvas_handle_center (TessTileCanvas *self,
                                                    int             port,
                                                    double         *x,
                                                    double         *y);
int                _tess_tile_canvas_hit_port      (TessTileCanvas *self,
                                                    double          x,
                                                    double          y);
/* The port's state as a sentence: "The right half of the top side: part
 * of the field along the top side, which borders the city on the left
 * side." Free with g_free(). */
char              *_tess_tile_canvas_port_words    (TessTileCanvas *self,
                                                    int             port);
/* Emits "error" with @error's message, when there is one. */
void               _tess_tile_canvas_report        (TessTileCanvas *self,
                                                    GError         *error);
/* Says @text through the "announce" signal. */
void               _tess_tile_canvas_say           (TessTileCanvas *self,
                                                    const char     *text);
void               _tess_tile_canvas_class_init_input (GtkWidgetClass *widget_class);
/* What feature @feature has on it as words: "a shield and a cathedral";
 * %NULL for nothing. Free with g_free(). */
char              *_tess_tile_canvas_marks_phrase  (const TessTileDef *tile,
                                                    int                feature);
/* The inn or cathedral item of @port's context menu, into @edit. */
void               _tess_tile_canvas_append_mark_items (TessTileCanvas    *self,
                                                        const TessTileDef *tile,
                                                        int                port,
                                                        GMenu             *edit);
void               _tess_tile_canvas_class_init_marks (GtkWidgetClass *widget_class);
/* G on a side: its city's next goods (none, wine, grain, cloth). */
void               _tess_tile_canvas_next_goods    (TessTileCanvas *self,
                                                    int             port);
void               _tess_tile_canvas_init_input    (TessTileCanvas *self);

G_END_DECLS
