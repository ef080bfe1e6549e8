/* tess-viewport.c: zoom and pan of the board, without GTK
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-render"

#include "config.h"

#include <math.h>

#include "tess-viewport.h"

struct _TessViewport
{
  GObject parent_instance;

  double zoom;
  double min_zoom;
  double max_zoom;
  double center_x;
  double center_y;
  double width;
  double height;
};

G_DEFINE_FINAL_TYPE (TessViewport, tess_viewport, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ZOOM,
  PROP_MIN_ZOOM,
  PROP_MAX_ZOOM,
  PROP_CENTER_X,
  PROP_CENTER_Y,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

#define DEFAULT_ZOOM 96.0
#define DEFAULT_MIN_ZOOM 16.0
#define DEFAULT_MAX_ZOOM 400.0

/* Sets the view and says what changed, once. */
static void
tess_viewport_update (TessViewport *self,
                      double        zoom,
                      double        center_x,
                      double        center_y)
{
  gboolean changed = FALSE;

  zoom = CLAMP (zoom, self->min_zoom, self->max_zoom);

  g_object_freeze_notify (G_OBJECT (self));
  if (zoom != self->zoom)
    {
      self->zoom = zoom;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
      changed = TRUE;
    }
  if (center_x != self->center_x)
    {
      self->center_x = center_x;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CENTER_X]);
      changed = TRUE;
    }
  if (center_y != self->center_y)
    {
      self->center_y = center_y;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CENTER_Y]);
      changed = TRUE;
    }
  g_object_thaw_notify (G_OBJECT (self));

  if (changed)
    g_signal_emit (self, signals[CHANGED], 0);
}

static void
tess_viewport_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TessViewport *self = TESS_VIEWPORT (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    case PROP_MIN_ZOOM:
      g_value_set_double (value, self->min_zoom);
      break;
    case PROP_MAX_ZOOM:
      g_value_set_double (value, self->max_zoom);
      break;
    case PROP_CENTER_X:
      g_value_set_double (value, self->center_x);
      break;
    case PROP_CENTER_Y:
      g_value_set_double (value, self->center_y);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_viewport_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TessViewport *self = TESS_VIEWPORT (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      tess_viewport_set_zoom (self, g_value_get_double (value));
      break;
    case PROP_MIN_ZOOM:
      tess_viewport_set_zoom_range (self, g_value_get_double (value), self->max_zoom);
      break;
    case PROP_MAX_ZOOM:
      tess_viewport_set_zoom_range (self, self->min_zoom, g_value_get_double (value));
      break;
    case PROP_CENTER_X:
      tess_viewport_set_center (self, g_value_get_double (value), self->center_y);
      break;
    case PROP_CENTER_Y:
      tess_viewport_set_center (self, self->center_x, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_viewport_class_init (TessViewportClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = tess_viewport_get_property;
  object_class->set_property = tess_viewport_set_property;

  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL,
                         1.0, 10000.0, DEFAULT_ZOOM,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MIN_ZOOM] =
    g_param_spec_double ("min-zoom", NULL, NULL,
                         1.0, 10000.0, DEFAULT_MIN_ZOOM,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MAX_ZOOM] =
    g_param_spec_double ("max-zoom", NULL, NULL,
                         1.0, 10000.0, DEFAULT_MAX_ZOOM,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CENTER_X] =
    g_param_spec_double ("center-x", NULL, NULL,
                         -G_MAXDOUBLE, G_MAXDOUBLE, 0.5,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CENTER_Y] =
    g_param_spec_double ("center-y", NULL, NULL,
                         -G_MAXDOUBLE, G_MAXDOUBLE, 0.5,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TessViewport::changed:
   *
   * The zoom or the centre changed: whatever is drawn through the
   * viewport must be drawn again. Emitted once per change.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
tess_viewport_init (TessViewport *self)
{
  self->zoom = DEFAULT_ZOOM;
  self->min_zoom = DEFAULT_MIN_ZOOM;
  self->max_zoom = DEFAULT_MAX_ZOOM;
  /* The middle of the start tile. */
  self->center_x = 0.5;
  self->center_y = 0.5;
}

TessViewport *
tess_viewport_new (void)
{
  return g_object_new (TESS_TYPE_VIEWPORT, NULL);
}

double
tess_viewport_get_zoom (TessViewport *self)
{
  g_return_val_if_fail (TESS_IS_VIEWPORT (self), 1.0);

  return self->zoom;
}

void
tess_viewport_set_zoom (TessViewport *self,
                        double        zoom)
{
  g_return_if_fail (TESS_IS_VIEWPORT (self));
  g_return_if_fail (zoom > 0);

  tess_viewport_update (self, zoom, self->center_x, self->center_y);
}

void
tess_viewport_get_zoom_range (TessViewport *self,
                              double       *min_zoom,
                              double       *max_zoom)
{
  g_return_if_fail (TESS_IS_VIEWPORT (self));

  if (min_zoom)
    *min_zoom = self->min_zoom;
  if (max_zoom)
    *max_zoom = self->max_zoom;
}

void
tess_viewport_set_zoom_range (TessViewport *self,
                              double        min_zoom,
                              double        max_zoom)
{
  g_return_if_fail (TESS_IS_VIEWPORT (self));
  g_return_if_fail (min_zoom > 0 && min_zoom <= max_zoom);

  g_object_freeze_notify (G_OBJECT (self));
  if (min_zoom != self->min_zoom)
    {
      self->min_zoom = min_zoom;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MIN_ZOOM]);
    }
  if (max_zoom != self->max_zoom)
    {
      self->max_zoom = max_zoom;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAX_ZOOM]);
    }
  tess_viewport_update (self, self->zoom, self->center_x, self->center_y);
  g_object_thaw_notify (G_OBJECT (self));
}

void
tess_viewport_get_center (TessViewport *self,
                          double       *x,
                          double       *y)
{
  g_return_if_fail (TESS_IS_VIEWPORT (self));

  if (x)
    *x = self->center_x;
  if (y)
    *y = self->center_y;
}

void
tess_viewport_set_center (TessViewport *self,
                          double        x,
                          double        y)
{
  g_return_if_fail (TESS_IS_VIEWPORT (self));

  tess_viewport_update (self, self->zoom, x, y);
}

void
tess_viewport_get_size (TessViewport *self,
                        double       *width,
                        double       *height)
{
  g_return_if_fail (TESS_IS_VIEWPORT (self));

  if (width)
    *width = self->width;
  if (height)
    *height = self->height;
}

/* The size does not move the centre, so a resize keeps the board point
 * in the middle where it was. */
void
tess_viewport_set_size (TessViewport *self,
                        double        width,
                        double        height)
{
  g_return_if_fail (TESS_IS_VIEWPORT (self));

  if (width == self->width && height == self->height)
    return;

  self->width = MAX (0, width);
  self->height = MAX (0, height);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
tess_viewport_board_to_widget (TessViewport *self,
                               double        bx,
                               double        by,
                               double       *wx,
                               double       *wy)
{
  g_return_if_fail (TESS_IS_VIEWPORT (self));

  if (wx)
    *wx = (bx - self->center_x) * self->zoom + self->width / 2.0;
  if (wy)
    *wy = (by - self->center_y) * self->zoom + self->height / 2.0;
}

void
tess_viewport_widget_to_board (TessViewport *self,
                               double        wx,
                               double        wy,
                               double       *bx,
                               double       *by)
{
  g_return_if_fail (TESS_IS_VIEWPORT (self));

  if (bx)
    *bx = (wx - self->width / 2.0) / self->zoom + self->center_x;
  if (by)
    *by = (wy - self->height / 2.0) / self->zoom + self->center_y;
}

void
tess_viewport_widget_to_cell (TessViewport *self,
                              double        wx,
                              double        wy,
                              int          *cx,
                              int          *cy)
{
  double bx, by;

  g_return_if_fail (TESS_IS_VIEWPORT (self));

  tess_viewport_widget_to_board (self, wx, wy, &bx, &by);
  if (cx)
    *cx = (int) floor (bx);
  if (cy)
    *cy = (int) floor (by);
}

/* The top-left corner of a cell in widget pixels and its size. */
void
tess_viewport_cell_rect (TessViewport *self,
                         int           cx,
                         int           cy,
                         double       *wx,
                         double       *wy,
                         double       *size)
{
  g_return_if_fail (TESS_IS_VIEWPORT (self));

  tess_viewport_board_to_widget (self, cx, cy, wx, wy);
  if (size)
    *size = self->zoom;
}

/* Zooms by factor keeping the board point under (wx, wy) where it is,
 * as a pointer or a pinch expects. */
void
tess_viewport_zoom_at (TessViewport *self,
                       double        factor,
                       double        wx,
                       double        wy)
{
  double bx, by, zoom;

  g_return_if_fail (TESS_IS_VIEWPORT (self));
  g_return_if_fail (factor > 0);

  tess_viewport_widget_to_board (self, wx, wy, &bx, &by);
  zoom = CLAMP (self->zoom * factor, self->min_zoom, self->max_zoom);

  /* Solve (bx - cx) * zoom + width / 2 = wx for the new centre. */
  tess_viewport_update (self, zoom,
                        bx - (wx - self->width / 2.0) / zoom,
                        by - (wy - self->height / 2.0) / zoom);
}

/* Moves the board by (dx, dy) widget pixels, as a drag does. */
void
tess_viewport_pan (TessViewport *self,
                   double        dx,
                   double        dy)
{
  g_return_if_fail (TESS_IS_VIEWPORT (self));

  tess_viewport_update (self, self->zoom,
                        self->center_x - dx / self->zoom,
                        self->center_y - dy / self->zoom);
}

/* Shows the board rectangle [min_x, max_x] x [min_y, max_y] (in cells)
 * whole, with margin cells around it, at the largest zoom that fits. */
void
tess_viewport_fit (TessViewport *self,
                   double        min_x,
                   double        min_y,
                   double        max_x,
                   double        max_y,
                   double        margin)
{
  double w, h, zoom;

  g_return_if_fail (TESS_IS_VIEWPORT (self));
  g_return_if_fail (min_x <= max_x && min_y <= max_y);

  w = max_x - min_x + 2 * margin;
  h = max_y - min_y + 2 * margin;
  if (self->width > 0 && self->height > 0 && w > 0 && h > 0)
    zoom = MIN (self->width / w, self->height / h);
  else
    zoom = self->zoom;

  tess_viewport_update (self, zoom, (min_x + max_x) / 2.0, (min_y + max_y) / 2.0);
}

gboolean
tess_viewport_cell_visible (TessViewport *self,
                            int           cx,
                            int           cy)
{
  double x, y;

  g_return_val_if_fail (TESS_IS_VIEWPORT (self), FALSE);

  tess_viewport_board_to_widget (self, cx, cy, &x, &y);
  /* A cell just panned to the edge is in view, whatever the rounding. */
  return x >= -1e-6 && y >= -1e-6 &&
         x + self->zoom <= self->width + 1e-6 && y + self->zoom <= self->height + 1e-6;
}

/* Pans the least needed to show the whole cell (the keyboard cursor). */
void
tess_viewport_ensure_visible (TessViewport *self,
                              int           cx,
                              int           cy)
{
  double x, y, dx = 0, dy = 0;

  g_return_if_fail (TESS_IS_VIEWPORT (self));

  tess_viewport_board_to_widget (self, cx, cy, &x, &y);
  if (self->zoom > self->width || self->zoom > self->height)
    {
      tess_viewport_set_center (self, cx + 0.5, cy + 0.5);
      return;
    }
  if (x < 0)
    dx = -x;
  else if (x + self->zoom > self->width)
    dx = self->width - (x + self->zoom);
  if (y < 0)
    dy = -y;
  else if (y + self->zoom > self->height)
    dy = self->height - (y + self->zoom);
  if (dx != 0 || dy != 0)
    tess_viewport_pan (self, dx, dy);
}
