/* tess-tile-canvas.h: the tile-set editor's large tile, with its twelve
 * ports as handles
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-tile-set-model.h"

G_BEGIN_DECLS

#define TESS_TYPE_TILE_CANVAS (tess_tile_canvas_get_type ())

G_DECLARE_FINAL_TYPE (TessTileCanvas, tess_tile_canvas, TESS, TILE_CANVAS, GtkWidget)

/**
 * TessTileCanvas:
 *
 * Draws tile @index of @model with the game's renderer, the places where
 * the game shows followers, and the twelve ports as handles around the
 * edge. A click on a side paints it with the palette's type (a click on a
 * side joined to others splits it off); a drag from side to side joins
 * them; a click on a half port sets whether its field borders the nearest
 * city. By keyboard: arrows move between ports, 1–4 choose the palette,
 * Space paints (or splits, or sets the field), J then Space on another
 * side joins, S toggles the shield of a city side, I the inn by a road
 * side, C the cathedral in a city side, G the goods of a city side (none,
 * wine, grain, cloth in turn), M the monastery.
 *
 * A right click, Menu or Shift+F10 on a handle opens its context menu:
 * paint, join, split, shield, inn, cathedral, goods, make a field, border
 * a city.
 *
 * Properties: palette (int, a #TessSideType), focus-port (int, a
 * #TessPort). Signals "error" (string): an edit was refused, with why;
 * "announce" (string): what an edit did or where the focus went, as a
 * sentence for screen readers.
 */
GtkWidget *tess_tile_canvas_new             (void);
void       tess_tile_canvas_set_tile        (TessTileCanvas   *self,
                                             TessTileSetModel *model,
                                             int               index);
int        tess_tile_canvas_get_index       (TessTileCanvas   *self);
void       tess_tile_canvas_set_palette     (TessTileCanvas   *self,
                                             TessSideType      palette);
TessSideType tess_tile_canvas_get_palette   (TessTileCanvas   *self);
int        tess_tile_canvas_get_focus_port  (TessTileCanvas   *self);
void       tess_tile_canvas_set_focus_port  (TessTileCanvas   *self,
                                             int               port);
/* What a click on @port does (also what Space does on the focused port). */
void       tess_tile_canvas_activate_port   (TessTileCanvas   *self,
                                             int               port);
/* Opens the context menu of @port, as a right click on it does. */
void       tess_tile_canvas_open_menu       (TessTileCanvas   *self,
                                             int               port);
/* Lights @ports (1 << #TessPort), the place of a problem, until the
 * tile changes. */
void       tess_tile_canvas_set_marked_ports (TessTileCanvas *self,
                                              guint16         ports);
guint16    tess_tile_canvas_get_marked_ports (TessTileCanvas *self);
const char *tess_tile_canvas_get_description (TessTileCanvas *self);
/* Puts an inn by the road of @port's side (a half side's own side), or a
 * cathedral in its city, or takes it away, and says so; refused (the
 * "error" signal says why) on a side of another kind. */
void       tess_tile_canvas_toggle_inn      (TessTileCanvas   *self,
                                             int               port);
void       tess_tile_canvas_toggle_cathedral (TessTileCanvas  *self,
                                              int              port);
/* The city of @port's side shows @goods (TESS_GOODS_NONE: none), said;
 * refused on a side that is no city. */
void       tess_tile_canvas_set_goods       (TessTileCanvas   *self,
                                             int               port,
                                             TessGoods         goods);
/* What a drag from side @from to side @to does. */
void       tess_tile_canvas_drag_sides      (TessTileCanvas   *self,
                                             int               from,
                                             int               to);

G_END_DECLS
