/* tess-tile-preview.c: one tile, drawn by the renderer
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-tile-preview"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "tess-describe.h"
#include "tess-art-draw.h"
#include "tess-render.h"
#include "tess-tile-preview.h"

struct _TessTilePreview
{
  GtkWidget parent_instance;

  TessGame *game;
  int       type;
  int       rotation;
  int       size;

  /* The shown angle eases towards the rotation. */
  double    angle;
  double    angle_from;
  gint64    turn_start;
  guint     tick_id;
};

G_DEFINE_FINAL_TYPE (TessTilePreview, tess_tile_preview, GTK_TYPE_WIDGET)

#define TURN_USEC (180 * G_TIME_SPAN_MILLISECOND)

static void
tess_tile_preview_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  TessTilePreview *self = TESS_TILE_PREVIEW (widget);
  int w = gtk_widget_get_width (widget);
  int h = gtk_widget_get_height (widget);
  double size = MIN (w, h) - 4;
  cairo_t *cr;

  if (self->game == NULL || self->type < 0 || size <= 0)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  cairo_translate (cr, w / 2.0, h / 2.0);
  /* Drawn at the target rotation, turned back by what is left to turn. */
  cairo_rotate (cr, (self->angle - self->rotation * 90.0) * G_PI / 180.0);

  /* A soft shadow, as a tile lifted off the table. */
  cairo_rectangle (cr, -size / 2 + 1.5, -size / 2 + 2.5, size, size);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);

  tess_render_tile_art (cr, tess_game_get_tile_def (self->game, self->type),
                        tess_art_draw_game_art (self->game, self->type), self->rotation,
                        -size / 2, -size / 2, size);
  cairo_rectangle (cr, -size / 2 + 0.5, -size / 2 + 0.5, size - 1, size - 1);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static void
tess_tile_preview_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  TessTilePreview *self = TESS_TILE_PREVIEW (widget);

  *minimum = *natural = self->size;
}

static void
tess_tile_preview_dispose (GObject *object)
{
  TessTilePreview *self = TESS_TILE_PREVIEW (object);

  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tess_tile_preview_parent_class)->dispose (object);
}

static void
tess_tile_preview_class_init (TessTilePreviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tess_tile_preview_dispose;
  widget_class->snapshot = tess_tile_preview_snapshot;
  widget_class->measure = tess_tile_preview_measure;

  gtk_widget_class_set_css_name (widget_class, "tilepreview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tess_tile_preview_init (TessTilePreview *self)
{
  self->type = -1;
  self->size = 64;
}

GtkWidget *
tess_tile_preview_new (TessGame *game,
                       int       type,
                       int       size)
{
  TessTilePreview *self = g_object_new (TESS_TYPE_TILE_PREVIEW, NULL);

  self->size = size;
  tess_tile_preview_set_tile (self, game, type);
  return GTK_WIDGET (self);
}

/* The tile's sides and middle as shown, turned: for screen readers. */
static void
update_description (TessTilePreview *self)
{
  g_autofree char *description = NULL;
  g_autofree char *name = NULL;

  if (self->game != NULL && self->type >= 0)
    {
      description = tess_describe_tile (tess_game_get_tile_def (self->game, self->type), self->rotation);
      /* Translators: a tile, named by its letter: "Tile D". */
      name = g_strdup_printf (_("Tile %s"), tess_game_get_type_id (self->game, self->type));
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

void
tess_tile_preview_set_tile (TessTilePreview *self,
                            TessGame        *game,
                            int              type)
{
  g_return_if_fail (TESS_IS_TILE_PREVIEW (self));

  g_set_object (&self->game, game);
  self->type = game != NULL ? type : -1;
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
tess_tile_preview_get_tile (TessTilePreview *self)
{
  g_return_val_if_fail (TESS_IS_TILE_PREVIEW (self), -1);

  return self->type;
}

static gboolean
turn_tick (GtkWidget     *widget,
           GdkFrameClock *clock,
           gpointer       user_data)
{
  TessTilePreview *self = TESS_TILE_PREVIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double t, target = self->rotation * 90.0;

  if (self->turn_start == 0)
    self->turn_start = now;
  t = MIN (1.0, (double) (now - self->turn_start) / TURN_USEC);
  /* Ease out. */
  t = 1 - (1 - t) * (1 - t);
  self->angle = self->angle_from + (target - self->angle_from) * t;
  gtk_widget_queue_draw (widget);

  if (t >= 1.0)
    {
      self->angle = target;
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

void
tess_tile_preview_set_rotation (TessTilePreview *self,
                                int              rotation)
{
  gboolean animate = TRUE;
  int old;

  g_return_if_fail (TESS_IS_TILE_PREVIEW (self));

  rotation = ((rotation % 4) + 4) % 4;
  if (rotation == self->rotation)
    return;

  old = self->rotation;
  self->rotation = rotation;
  update_description (self);
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &animate, NULL);
  if (!animate || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->angle = rotation * 90.0;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }

  /* Turn the short way round. */
  self->angle_from = fmod (self->tick_id != 0 ? self->angle : old * 90.0, 360.0);
  if (rotation * 90.0 - self->angle_from > 180)
    self->angle_from += 360;
  else if (self->angle_from - rotation * 90.0 > 180)
    self->angle_from -= 360;
  self->angle = self->angle_from;
  self->turn_start = 0;
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), turn_tick, NULL, NULL);
}

void
tess_tile_preview_set_size (TessTilePreview *self,
                            int              size)
{
  g_return_if_fail (TESS_IS_TILE_PREVIEW (self));

  if (size == self->size)
    return;
  self->size = size;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}
