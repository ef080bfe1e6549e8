/* tess-viewport.h: zoom and pan of the board, without GTK
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TESS_TYPE_VIEWPORT (tess_viewport_get_type ())

G_DECLARE_FINAL_TYPE (TessViewport, tess_viewport, TESS, VIEWPORT, GObject)

/* Board coordinates are in cells: cell (x, y) covers [x, x+1) x [y, y+1).
 * Widget coordinates are in pixels from the widget's top-left corner.
 * The zoom is the size of one cell in pixels; the centre is the board
 * point shown in the middle of the widget. */

TessViewport *tess_viewport_new            (void);

double        tess_viewport_get_zoom       (TessViewport *self);
void          tess_viewport_set_zoom       (TessViewport *self,
                                            double        zoom);
void          tess_viewport_get_zoom_range (TessViewport *self,
                                            double       *min_zoom,
                                            double       *max_zoom);
void          tess_viewport_set_zoom_range (TessViewport *self,
                                            double        min_zoom,
                                            double        max_zoom);
void          tess_viewport_get_center     (TessViewport *self,
                                            double       *x,
                                            double       *y);
void          tess_viewport_set_center     (TessViewport *self,
                                            double        x,
                                            double        y);
void          tess_viewport_get_size       (TessViewport *self,
                                            double       *width,
                                            double       *height);
void          tess_viewport_set_size       (TessViewport *self,
                                            double        width,
                                            double        height);

void          tess_viewport_board_to_widget (TessViewport *self,
                                             double        bx,
                                             double        by,
                                             double       *wx,
                                             double       *wy);
void          tess_viewport_widget_to_board (TessViewport *self,
                                             double        wx,
                                             double        wy,
                                             double       *bx,
                                             double       *by);
void          tess_viewport_widget_to_cell (TessViewport *self,
                                            double        wx,
                                            double        wy,
                                            int          *cx,
                                            int          *cy);
void          tess_viewport_cell_rect      (TessViewport *self,
                                            int           cx,
                                            int           cy,
                                            double       *wx,
                                            double       *wy,
                                            double       *size);

void          tess_viewport_zoom_at        (TessViewport *self,
                                            double        factor,
                                            double        wx,
                                            double        wy);
void          tess_viewport_pan            (TessViewport *self,
                                            double        dx,
                                            double        dy);
void          tess_viewport_fit            (TessViewport *self,
                                            double        min_x,
                                            double        min_y,
                                            double        max_x,
                                            double        max_y,
                                            double        margin);
gboolean      tess_viewport_cell_visible   (TessViewport *self,
                                            int           cx,
                                            int           cy);
void          tess_viewport_ensure_visible (TessViewport *self,
                                            int           cx,
                                            int           cy);

G_END_DECLS
