/* tess-art-crop.c: the square of an artwork a tile shows, chosen by hand
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The whole picture, dimmed, with the square the tile keeps bright and
 * the tile's generated picture faintly over it, and bands on the square's
 * sides in the colours of the sides' types: the designer lines the
 * picture's roads, cities and rivers up with the sides the rules follow.
 * The square is dragged, and sized with the scroll wheel; by keyboard,
 * the arrow keys move it (with Shift, farther) and + and − size it.
 */

#define G_LOG_DOMAIN "tess-ui"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "tess-art-crop.h"
#include "tess-tile-query.h"

#define DEFAULT_SIZE 320
/* The smallest square, as a share of the picture's shorter side. */
#define MIN_SHARE 0.1

struct _TessArtCrop
{
  GtkWidget parent_instance;

  TessRenderArt *art;
  TessTileDef *tile;   /* a copy */
  double width, height;       /* the picture's own size */
  double crop[3];             /* left, top, side, in its pixels */
  double start[3];            /* where the square was to begin with */
  double drag_left, drag_top; /* the square where the drag began */
};

G_DEFINE_FINAL_TYPE (TessArtCrop, tess_art_crop, GTK_TYPE_WIDGET)

/* Where the picture lies in the widget: its top left and how many
 * widget units a pixel of it is. */
static void
get_layout (TessArtCrop *self,
            double      *x,
            double      *y,
            double      *scale)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));
  /* Room around it for the side bands. */
  double room = 0.88;

  *scale = MIN (w * room / self->width, h * room / self->height);
  *x = (w - self->width * *scale) / 2;
  *y = (h - self->height * *scale) / 2;
}

static void
describe (TessArtCrop *self)
{
  /* Translators: where the chosen square of a picture is, in its pixels:
   * its left edge, its top edge and its side, then the picture's size */
  g_autofree char *text = g_strdup_printf (_("Left %.0f, top %.0f, side %.0f of a picture of %.0f × %.0f pixels"),
                                           self->crop[0], self->crop[1], self->crop[2],
                                           self->width, self->height);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/* Puts the square at (left, top) with @side, kept inside the picture. */
static void
place (TessArtCrop *self,
       double       left,
       double       top,
       double       side)
{
  double shorter = MIN (self->width, self->height);
  /* A square smaller than the smallest one chosen here (a file's) stays
   * as small while it moves. */
  double smallest = MIN (shorter * MIN_SHARE, self->start[2]);

  side = CLAMP (side, smallest, shorter);
  left = CLAMP (left, 0, self->width - side);
  top = CLAMP (top, 0, self->height - side);
  if (left == self->crop[0] && top == self->crop[1] && side == self->crop[2])
    return;
  self->crop[0] = left;
  self->crop[1] = top;
  self->crop[2] = side;
  describe (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Sizes the square by @factor about its middle. */
static void
resize (TessArtCrop *self,
        double       factor)
{
  double side = self->crop[2] * factor;
  double shorter = MIN (self->width, self->height);
  double mid_x = self->crop[0] + self->crop[2] / 2;
  double mid_y = self->crop[1] + self->crop[2] / 2;

  side = CLAMP (side, MIN (shorter * MIN_SHARE, self->start[2]), shorter);
  place (self, mid_x - side / 2, mid_y - side / 2, side);
}

static void
draw_side_bands (cairo_t           *cr,
                 const TessTileDef *tile,
                 double             x,
                 double             y,
                 double             side)
{
  static const double rgb[][3] = {
    [TESS_SIDE_FIELD] = { 0.35, 0.62, 0.25 },
    [TESS_SIDE_ROAD] = { 0.95, 0.95, 0.90 },
    [TESS_SIDE_CITY] = { 0.72, 0.45, 0.25 },
    [TESS_SIDE_RIVER] = { 0.25, 0.50, 0.85 },
  };
  double band = side * 0.04;

  for (int s = 0; s < 4; s++)
    {
      TessSideType type = tess_tile_get_side_type (tile, s);

      if (type >= G_N_ELEMENTS (rgb))
        continue;
      cairo_set_source_rgba (cr, rgb[type][0], rgb[type][1], rgb[type][2], 0.9);
      switch (s)
        {
        case 0: cairo_rectangle (cr, x + side / 3, y - band, side / 3, band); break;
        case 1: cairo_rectangle (cr, x + side, y + side / 3, band, side / 3); break;
        case 2: cairo_rectangle (cr, x + side / 3, y + side, side / 3, band); break;
        default: cairo_rectangle (cr, x - band, y + side / 3, band, side / 3); break;
        }
      cairo_fill (cr);
    }
}

static void
tess_art_crop_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  TessArtCrop *self = TESS_ART_CROP (widget);
  double x, y, scale, sx, sy, side;
  graphene_rect_t bounds;
  cairo_t *cr;

  graphene_rect_init (&bounds, 0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  get_layout (self, &x, &y, &scale);
  sx = x + self->crop[0] * scale;
  sy = y + self->crop[1] * scale;
  side = self->crop[2] * scale;

  /* The whole picture, then a shade over all but the square. */
  tess_render_art_draw_whole (cr, self->art, x, y, scale);
  cairo_rectangle (cr, x, y, self->width * scale, self->height * scale);
  cairo_rectangle (cr, sx, sy, side, side);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_set_source_rgba (cr, 0.15, 0.15, 0.15, 0.6);
  cairo_fill (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);

  /* The tile's generated picture, faintly, and its sides' types. */
  cairo_push_group (cr);
  tess_render_tile (cr, self->tile, 0, sx, sy, side);
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, 0.35);
  draw_side_bands (cr, self->tile, sx, sy, side);

  cairo_rectangle (cr, sx, sy, side, side);
  cairo_set_line_width (cr, 2);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_stroke_preserve (cr);
  if (gtk_widget_has_visible_focus (widget))
    {
      /* The focus: a light ring inside the dark one. */
      cairo_set_line_width (cr, 1);
      cairo_set_source_rgb (cr, 0.95, 0.95, 0.95);
      cairo_rectangle (cr, sx + 2, sy + 2, side - 4, side - 4);
      cairo_stroke (cr);
    }
  cairo_new_path (cr);
  cairo_destroy (cr);
}

static void
tess_art_crop_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  *minimum = DEFAULT_SIZE / 2;
  *natural = DEFAULT_SIZE;
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               TessArtCrop    *self)
{
  self->drag_left = self->crop[0];
  self->drag_top = self->crop[1];
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                TessArtCrop    *self)
{
  double x, y, scale;

  get_layout (self, &x, &y, &scale);
  place (self, self->drag_left + dx / scale, self->drag_top + dy / scale, self->crop[2]);
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           TessArtCrop              *self)
{
  if (dy == 0)
    return FALSE;
  resize (self, pow (1.05, dy));
  return TRUE;
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TessArtCrop           *self)
{
  double step = MIN (self->width, self->height) * ((state & GDK_SHIFT_MASK) ? 0.1 : 0.02);
  double left = self->crop[0], top = self->crop[1];

  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: left -= step; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: left += step; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: top -= step; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: top += step; break;
    case GDK_KEY_plus: case GDK_KEY_equal: case GDK_KEY_KP_Add:
      resize (self, 1.05);
      return TRUE;
    case GDK_KEY_minus: case GDK_KEY_KP_Subtract:
      resize (self, 1 / 1.05);
      return TRUE;
    default:
      return FALSE;
    }
  place (self, left, top, self->crop[2]);
  return TRUE;
}

static void
tess_art_crop_finalize (GObject *object)
{
  TessArtCrop *self = TESS_ART_CROP (object);

  g_clear_pointer (&self->art, tess_render_art_unref);
  g_clear_pointer (&self->tile, tess_tile_def_free);
  G_OBJECT_CLASS (tess_art_crop_parent_class)->finalize (object);
}

static void
tess_art_crop_class_init (TessArtCropClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tess_art_crop_finalize;
  widget_class->snapshot = tess_art_crop_snapshot;
  widget_class->measure = tess_art_crop_measure;
  gtk_widget_class_set_css_name (widget_class, "artcrop");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tess_art_crop_init (TessArtCrop *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The square of the picture the tile shows: the arrow keys move it, "
                                    "plus and minus size it"),
                                  -1);
}

/**
 * tess_art_crop_new:
 * @art: the whole picture (tess_render_art_new_whole()); its crop is
 *   where the square starts
 * @tile: the tile whose sides are shown over the square (copied)
 */
GtkWidget *
tess_art_crop_new (TessRenderArt     *art,
                   const TessTileDef *tile)
{
  TessArtCrop *self;

  g_return_val_if_fail (art != NULL, NULL);
  g_return_val_if_fail (tile != NULL, NULL);

  self = g_object_new (TESS_TYPE_ART_CROP, NULL);
  self->art = tess_render_art_ref (art);
  self->tile = tess_tile_def_dup (tile);
  tess_render_art_get_size (art, &self->width, &self->height);
  tess_render_art_get_crop (art, self->crop);
  memcpy (self->start, self->crop, sizeof self->crop);
  describe (self);
  return GTK_WIDGET (self);
}

/* The square chosen: left, top, side (three doubles). Returns: whether it
 * moved from where it started. */
gboolean
tess_art_crop_get_crop (TessArtCrop *self,
                        double      *crop)
{
  g_return_val_if_fail (TESS_IS_ART_CROP (self), FALSE);
  g_return_val_if_fail (crop != NULL, FALSE);

  memcpy (crop, self->crop, sizeof self->crop);
  /* Moved and moved back is no change, and no edit. */
  return memcmp (self->crop, self->start, sizeof self->crop) != 0;
}

void
tess_art_crop_set_crop (TessArtCrop  *self,
                        const double *crop)
{
  g_return_if_fail (TESS_IS_ART_CROP (self));
  g_return_if_fail (crop != NULL);

  place (self, crop[0], crop[1], crop[2]);
}
