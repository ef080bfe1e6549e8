/* tess-follower-swatch.c: a player's colour, shown as a standing follower
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The renderer's follower, standing in the widget's box, in the colour
 * of a seat (a TessColor); nothing when the colour is -1. Its size is
 * the one the widget is given (width-request and height-request).
 */

#define G_LOG_DOMAIN "tess-follower-swatch"

#include "config.h"

#include "tess-follower-swatch.h"
#include "tess-record.h"
#include "tess-render.h"

struct _TessFollowerSwatch
{
  GtkWidget parent_instance;

  int color;
};

enum
{
  PROP_0,
  PROP_COLOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TessFollowerSwatch, tess_follower_swatch, GTK_TYPE_WIDGET)

static void
tess_follower_swatch_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  TessFollowerSwatch *self = TESS_FOLLOWER_SWATCH (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (self->color < 0 || width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  tess_render_follower (cr, self->color, width / 2, height / 2, MIN (width, height * 1.05), FALSE);
  cairo_destroy (cr);
}

static void
tess_follower_swatch_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  TessFollowerSwatch *self = TESS_FOLLOWER_SWATCH (object);

  switch (prop_id)
    {
    case PROP_COLOR:
      g_value_set_int (value, self->color);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_follower_swatch_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  TessFollowerSwatch *self = TESS_FOLLOWER_SWATCH (object);

  switch (prop_id)
    {
    case PROP_COLOR:
      tess_follower_swatch_set_color (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_follower_swatch_class_init (TessFollowerSwatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tess_follower_swatch_get_property;
  object_class->set_property = tess_follower_swatch_set_property;
  widget_class->snapshot = tess_follower_swatch_snapshot;

  /* The TessColor of the follower, -1 for none. */
  properties[PROP_COLOR] =
    g_param_spec_int ("color", NULL, NULL, -1, TESS_N_COLORS - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "follower-swatch");
  /* The player's name beside it says who it is. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
tess_follower_swatch_init (TessFollowerSwatch *self)
{
  self->color = -1;
}

/**
 * tess_follower_swatch_new:
 * @color: a TessColor, or -1 for none
 * @width: the swatch's width, in pixels
 * @height: and its height
 */
GtkWidget *
tess_follower_swatch_new (int color,
                          int width,
                          int height)
{
  return g_object_new (TESS_TYPE_FOLLOWER_SWATCH,
                       "color", color,
                       "width-request", width,
                       "height-request", height,
                       NULL);
}

int
tess_follower_swatch_get_color (TessFollowerSwatch *self)
{
  g_return_val_if_fail (TESS_IS_FOLLOWER_SWATCH (self), -1);

  return self->color;
}

void
tess_follower_swatch_set_color (TessFollowerSwatch *self,
                                int                 color)
{
  g_return_if_fail (TESS_IS_FOLLOWER_SWATCH (self));

  if (self->color == color)
    return;
  self->color = color;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOR]);
}
