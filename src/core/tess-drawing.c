/* tess-drawing.c: what a teacher draws on the board while presenting
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pen of presentation mode draws strokes over the board; kept, they
 * are part of the move's note (DESIGN.md §4) and the handout draws them
 * on the move's figure. A drawing is a list of strokes, each a list of
 * points in whole hundredths of a cell, so it is written and read back
 * exactly, whatever the zoom it was drawn at.
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "tess-drawing.h"

struct _TessDrawing
{
  gatomicrefcount   ref_count;
  GArray           *points;   /* TessDrawingPoint, stroke after stroke */
  GArray           *starts;   /* guint: each stroke's first point */
};

G_DEFINE_BOXED_TYPE (TessDrawing, tess_drawing, tess_drawing_ref, tess_drawing_unref)

#define MAX_COORD (TESS_DRAWING_MAX_CELLS * 100)

TessDrawing *
tess_drawing_new (void)
{
  TessDrawing *drawing = g_new0 (TessDrawing, 1);

  g_atomic_ref_count_init (&drawing->ref_count);
  drawing->points = g_array_new (FALSE, FALSE, sizeof (TessDrawingPoint));
  drawing->starts = g_array_new (FALSE, FALSE, sizeof (guint));
  return drawing;
}

TessDrawing *
tess_drawing_ref (TessDrawing *drawing)
{
  g_return_val_if_fail (drawing != NULL, NULL);

  g_atomic_ref_count_inc (&drawing->ref_count);
  return drawing;
}

void
tess_drawing_unref (TessDrawing *drawing)
{
  g_return_if_fail (drawing != NULL);

  if (!g_atomic_ref_count_dec (&drawing->ref_count))
    return;
  g_array_unref (drawing->points);
  g_array_unref (drawing->starts);
  g_free (drawing);
}

TessDrawing *
tess_drawing_copy (const TessDrawing *drawing)
{
  TessDrawing *copy = tess_drawing_new ();

  g_return_val_if_fail (drawing != NULL, copy);

  tess_drawing_append (copy, drawing);
  return copy;
}

/* A stroke begun and given no point yet does not count. */
static guint
n_strokes (const TessDrawing *drawing)
{
  guint n = drawing->starts->len;

  if (n > 0 && g_array_index (drawing->starts, guint, n - 1) == drawing->points->len)
    n--;
  return n;
}

guint
tess_drawing_get_n_strokes (const TessDrawing *drawing)
{
  g_return_val_if_fail (drawing != NULL, 0);

  return n_strokes (drawing);
}

const TessDrawingPoint *
tess_drawing_get_stroke (const TessDrawing *drawing,
                         guint              stroke,
                         guint             *n_points)
{
  guint start, end;

  g_return_val_if_fail (drawing != NULL, NULL);
  g_return_val_if_fail (stroke < n_strokes (drawing), NULL);

  start = g_array_index (drawing->starts, guint, stroke);
  end = stroke + 1 < drawing->starts->len ? g_array_index (drawing->starts, guint, stroke + 1)
                                          : drawing->points->len;
  if (n_points != NULL)
    *n_points = end - start;
  return &g_array_index (drawing->points, TessDrawingPoint, start);
}

gboolean
tess_drawing_is_empty (const TessDrawing *drawing)
{
  return drawing == NULL || drawing->points->len == 0;
}

gboolean
tess_drawing_equal (const TessDrawing *a,
                    const TessDrawing *b)
{
  guint n;

  if (tess_drawing_is_empty (a) || tess_drawing_is_empty (b))
    return tess_drawing_is_empty (a) == tess_drawing_is_empty (b);
  n = n_strokes (a);
  if (n != n_strokes (b) || a->points->len != b->points->len)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (g_array_index (a->starts, guint, i) != g_array_index (b->starts, guint, i))
      return FALSE;
  return memcmp (a->points->data, b->points->data, a->points->len * sizeof (TessDrawingPoint)) == 0;
}

gboolean
tess_drawing_get_cells (const TessDrawing *drawing,
                        int               *x0,
                        int               *y0,
                        int               *x1,
                        int               *y1)
{
  gint32 lx = G_MAXINT32, ly = G_MAXINT32, hx = G_MININT32, hy = G_MININT32;

  if (tess_drawing_is_empty (drawing))
    return FALSE;
  for (guint i = 0; i < drawing->points->len; i++)
    {
      const TessDrawingPoint *p = &g_array_index (drawing->points, TessDrawingPoint, i);

      lx = MIN (lx, p->x);
      ly = MIN (ly, p->y);
      hx = MAX (hx, p->x);
      hy = MAX (hy, p->y);
    }
  /* Floor division: a point at -0.5 cells is in cell -1. */
  *x0 = (int) floor (lx / 100.0);
  *y0 = (int) floor (ly / 100.0);
  *x1 = (int) floor (hx / 100.0);
  *y1 = (int) floor (hy / 100.0);
  return TRUE;
}

gboolean
tess_drawing_begin_stroke (TessDrawing *drawing)
{
  guint start;

  g_return_val_if_fail (drawing != NULL, FALSE);

  start = drawing->points->len;
  if (drawing->starts->len > 0 && g_array_index (drawing->starts, guint, drawing->starts->len - 1) == start)
    return TRUE;
  if (drawing->starts->len >= TESS_DRAWING_MAX_STROKES)
    return FALSE;
  g_array_append_val (drawing->starts, start);
  return TRUE;
}

static gboolean
add_point (TessDrawing *drawing,
           gint32       x,
           gint32       y)
{
  TessDrawingPoint p = { x, y };
  guint start;

  if (drawing->starts->len == 0 || drawing->points->len >= TESS_DRAWING_MAX_POINTS)
    return FALSE;
  if (ABS (x) > MAX_COORD || ABS (y) > MAX_COORD)
    return FALSE;
  start = g_array_index (drawing->starts, guint, drawing->starts->len - 1);
  /* The same point again adds nothing to the line. */
  if (drawing->points->len > start)
    {
      const TessDrawingPoint *last = &g_array_index (drawing->points, TessDrawingPoint,
                                                     drawing->points->len - 1);

      if (last->x == x && last->y == y)
        return TRUE;
    }
  g_array_append_val (drawing->points, p);
  return TRUE;
}

gboolean
tess_drawing_add_point (TessDrawing *drawing,
                        double       x,
                        double       y)
{
  g_return_val_if_fail (drawing != NULL, FALSE);

  if (!isfinite (x) || !isfinite (y) || fabs (x) > TESS_DRAWING_MAX_CELLS || fabs (y) > TESS_DRAWING_MAX_CELLS)
    return FALSE;
  return add_point (drawing, (gint32) lround (x * 100), (gint32) lround (y * 100));
}

void
tess_drawing_append (TessDrawing       *drawing,
                     const TessDrawing *other)
{
  g_return_if_fail (drawing != NULL);

  if (other == NULL)
    return;
  for (guint s = 0; s < n_strokes (other); s++)
    {
      guint n;
      const TessDrawingPoint *p = tess_drawing_get_stroke (other, s, &n);

      if (!tess_drawing_begin_stroke (drawing))
        return;
      for (guint i = 0; i < n; i++)
        if (!add_point (drawing, p[i].x, p[i].y))
          return;
    }
}

JsonNode *
tess_drawing_to_json (const TessDrawing *drawing)
{
  JsonArray *strokes = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint s = 0; drawing != NULL && s < n_strokes (drawing); s++)
    {
      guint n;
      const TessDrawingPoint *p = tess_drawing_get_stroke (drawing, s, &n);
      JsonArray *stroke = json_array_sized_new (2 * n);

      for (guint i = 0; i < n; i++)
        {
          json_array_add_int_element (stroke, p[i].x);
          json_array_add_int_element (stroke, p[i].y);
        }
      json_array_add_array_element (strokes, stroke);
    }
  json_node_take_array (node, strokes);
  return node;
}

/* A whole number of hundredths within the limits. */
static gboolean
read_coord (JsonNode *node,
            gint32   *out)
{
  gint64 v;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  v = json_node_get_int (node);
  if (v < -MAX_COORD || v > MAX_COORD)
    return FALSE;
  *out = (gint32) v;
  return TRUE;
}

TessDrawing *
tess_drawing_from_json (JsonNode  *node,
                        char     **problem)
{
  g_autoptr(TessDrawing) drawing = tess_drawing_new ();
  JsonArray *strokes;
  guint total = 0;

  g_return_val_if_fail (problem != NULL, NULL);

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      *problem = g_strdup (_("a drawing must be a list of strokes, each a list of numbers x, y, x, y, …"));
      return NULL;
    }
  strokes = json_node_get_array (node);
  if (json_array_get_length (strokes) > TESS_DRAWING_MAX_STROKES)
    {
      *problem = g_strdup_printf (_("a drawing may have at most %d strokes"), TESS_DRAWING_MAX_STROKES);
      return NULL;
    }
  for (guint s = 0; s < json_array_get_length (strokes); s++)
    {
      JsonNode *stroke = json_array_get_element (strokes, s);
      JsonArray *coords;
      guint n;

      if (!JSON_NODE_HOLDS_ARRAY (stroke) || (n = json_array_get_length (coords = json_node_get_array (stroke))) == 0
          || n % 2 != 0)
        {
          *problem = g_strdup_printf (_("stroke %u of the drawing must be a list of numbers x, y, x, y, …"), s + 1);
          return NULL;
        }
      total += n / 2;
      if (total > TESS_DRAWING_MAX_POINTS)
        {
          *problem = g_strdup_printf (_("a drawing may have at most %d points"), TESS_DRAWING_MAX_POINTS);
          return NULL;
        }
      tess_drawing_begin_stroke (drawing);
      for (guint i = 0; i < n; i += 2)
        {
          gint32 x, y;

          if (!read_coord (json_array_get_element (coords, i), &x)
              || !read_coord (json_array_get_element (coords, i + 1), &y))
            {
              *problem = g_strdup_printf (_("point %u of stroke %u of the drawing is not a whole number "
                                            "of hundredths of a tile within %d tiles of the first"),
                                          i / 2 + 1, s + 1, TESS_DRAWING_MAX_CELLS);
              return NULL;
            }
          add_point (drawing, x, y);
        }
    }
  return g_steal_pointer (&drawing);
}
