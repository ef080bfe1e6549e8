/* tess-drawing.h: what a teacher draws on the board while presenting
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* A point of a stroke in hundredths of a cell of the board: the cell of
 * a tile at (x, y) of the record covers 100 x .. 100 x + 100 across and
 * 100 y .. 100 y + 100 down. Kept in these units, so that what is written
 * reads back the same. */
typedef struct
{
  gint32 x;
  gint32 y;
} TessDrawingPoint;

/* A stroke's points are x, y, x, y, … as the renderer takes them. */
G_STATIC_ASSERT (sizeof (TessDrawingPoint) == 2 * sizeof (gint32));

typedef struct _TessDrawing TessDrawing;

/* The most a drawing may hold: a few words and arrows, not a picture. */
#define TESS_DRAWING_MAX_STROKES 200
#define TESS_DRAWING_MAX_POINTS  20000
/* How far from the board's first tile a point may lie, in cells. */
#define TESS_DRAWING_MAX_CELLS   10000

#define TESS_TYPE_DRAWING (tess_drawing_get_type ())
GType        tess_drawing_get_type      (void) G_GNUC_CONST;

TessDrawing *tess_drawing_new           (void);
TessDrawing *tess_drawing_ref           (TessDrawing       *drawing);
void         tess_drawing_unref         (TessDrawing       *drawing);
TessDrawing *tess_drawing_copy          (const TessDrawing *drawing);

guint        tess_drawing_get_n_strokes (const TessDrawing *drawing);
const TessDrawingPoint *
             tess_drawing_get_stroke    (const TessDrawing *drawing,
                                         guint              stroke,
                                         guint             *n_points);
gboolean     tess_drawing_is_empty      (const TessDrawing *drawing);
gboolean     tess_drawing_equal         (const TessDrawing *a,
                                         const TessDrawing *b);
/* The cells the drawing touches, FALSE when it is empty. */
gboolean     tess_drawing_get_cells     (const TessDrawing *drawing,
                                         int               *x0,
                                         int               *y0,
                                         int               *x1,
                                         int               *y1);

/* Starts a stroke; points (in cells, rounded to hundredths) go to the
 * last one. Returns FALSE, adding nothing, past the limits. */
gboolean     tess_drawing_begin_stroke  (TessDrawing       *drawing);
gboolean     tess_drawing_add_point     (TessDrawing       *drawing,
                                         double             x,
                                         double             y);
/* Adds @other's strokes after @drawing's, as far as the limits allow. */
void         tess_drawing_append        (TessDrawing       *drawing,
                                         const TessDrawing *other);

/* As a record writes it (DESIGN.md §4): an array of strokes, each an
 * array x, y, x, y, … of whole hundredths of a cell. */
JsonNode    *tess_drawing_to_json       (const TessDrawing *drawing);
/* Reads that form; %NULL, with *problem set (a sentence), when it is not
 * one or is past the limits. */
TessDrawing *tess_drawing_from_json     (JsonNode          *node,
                                         char             **problem);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TessDrawing, tess_drawing_unref)

G_END_DECLS
