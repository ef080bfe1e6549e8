/* tess-render-art.c: drawing a tile's own artwork (PNG or SVG)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include <librsvg/rsvg.h>
#include <pango/pangocairo.h>

#include "tess-render-art.h"
#include "tess-render-private.h"

/* Small pictures already drawn (the tile in hand, the ghost on the
 * board, the editor's list redraw them every frame): the last few kept,
 * by size in pixels and rotation. */
#define SMALL_MAX_PX 192
#define SMALL_KEPT   4

typedef struct
{
  cairo_surface_t *surface;
  int px, rot;
} Small;

struct _TessRenderArt
{
  gatomicrefcount ref_count;
  cairo_surface_t *surface;   /* a PNG: the part of it kept, at most MAX_SIDE a side */
  double part[4];             /* that part: x, y, width, height in the image's pixels */
  RsvgHandle *svg;            /* an SVG */
  GMutex lock;                /* the handle and the small pictures */
  double width, height;       /* the image's own size */
  double left, top, side;     /* the square the tile shows, in the image's units */
  Small small[SMALL_KEPT];    /* the newest first */
};

/* ------------------------------------------------------------ decoding */

typedef struct
{
  const guchar *data;
  gsize length, pos;
} Reading;

static cairo_status_t
read_png (void          *closure,
          unsigned char *out,
          unsigned int   length)
{
  Reading *r = closure;

  if (length > r->length - r->pos)
    return CAIRO_STATUS_READ_ERROR;
  memcpy (out, r->data + r->pos, length);
  r->pos += length;
  return CAIRO_STATUS_SUCCESS;
}

/* A PNG as cairo reads it, and its size. */
static cairo_surface_t *
decode_png (GBytes  *data,
            double  *width,
            double  *height,
            GError **error)
{
  Reading r = { NULL, 0, 0 };
  cairo_surface_t *image;

  r.data = g_bytes_get_data (data, &r.length);
  image = cairo_image_surface_create_from_png_stream (read_png, &r);
  if (cairo_surface_status (image) != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s",
                   cairo_status_to_string (cairo_surface_status (image)));
      cairo_surface_destroy (image);
      return NULL;
    }
  *width = cairo_image_surface_get_width (image);
  *height = cairo_image_surface_get_height (image);
  return image;
}

/* The part @part (x, y, width, height) of @image, scaled down so that its
 * longer side is MAX_SIDE at most (transfer full; %NULL with @error). */
static cairo_surface_t *
keep_part (cairo_surface_t *image,
           const double    *part,
           GError         **error)
{
  double scale = MIN (1.0, TESS_RENDER_ART_MAX_SIDE / MAX (part[2], part[3]));
  cairo_surface_t *kept;
  cairo_t *cr;

  kept = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, MAX (1, (int) ceil (part[2] * scale)),
                                     MAX (1, (int) ceil (part[3] * scale)));
  cr = cairo_create (kept);
  cairo_scale (cr, scale, scale);
  cairo_set_source_surface (cr, image, -part[0], -part[1]);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
  cairo_pattern_set_extend (cairo_get_source (cr), CAIRO_EXTEND_PAD);
  cairo_paint (cr);
  cairo_destroy (cr);
  if (cairo_surface_status (kept) != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s",
                   cairo_status_to_string (cairo_surface_status (kept)));
      cairo_surface_destroy (kept);
      return NULL;
    }
  return kept;
}

static RsvgHandle *
decode_svg (GBytes  *data,
            double  *width,
            double  *height,
            GError **error)
{
  gsize length;
  const guint8 *bytes = g_bytes_get_data (data, &length);
  RsvgHandle *svg = rsvg_handle_new_from_data (bytes, length, error);
  gboolean has_viewbox = FALSE;
  RsvgRectangle viewbox;

  if (svg == NULL)
    return NULL;
  rsvg_handle_set_dpi (svg, 96);
  if (!rsvg_handle_get_intrinsic_size_in_pixels (svg, width, height))
    {
      rsvg_handle_get_intrinsic_dimensions (svg, NULL, NULL, NULL, NULL, &has_viewbox, &viewbox);
      *width = has_viewbox ? viewbox.width : 256;
      *height = has_viewbox ? viewbox.height : 256;
    }
  if (!(*width > 0 && *height > 0 && isfinite (*width) && isfinite (*height)))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           "the SVG image has no size");
      g_object_unref (svg);
      return NULL;
    }
  return svg;
}

/* Whether @crop (left, top, side) lies in an image of @width × @height,
 * a pixel's rounding aside. */
static gboolean
crop_fits (const double *crop,
           double        width,
           double        height)
{
  const double slack = 0.5;

  return crop[0] >= 0 && crop[1] >= 0 && crop[2] > 0
         && crop[0] + crop[2] <= width + slack && crop[1] + crop[2] <= height + slack;
}

/* A PNG keeps only the square the tile shows, or (@whole) all of it. */
static TessRenderArt *
art_new (const char   *mime,
         GBytes       *data,
         const double *crop,
         gboolean      whole,
         GError      **error)
{
  TessRenderArt *art;
  cairo_surface_t *image = NULL;
  RsvgHandle *svg = NULL;
  double width = 0, height = 0;

  g_return_val_if_fail (mime != NULL && data != NULL, NULL);

  if (strcmp (mime, "image/png") == 0)
    image = decode_png (data, &width, &height, error);
  else if (strcmp (mime, "image/svg+xml") == 0)
    svg = decode_svg (data, &width, &height, error);
  else
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "%s", mime);
  if (image == NULL && svg == NULL)
    return NULL;
  if (crop != NULL && !crop_fits (crop, width, height))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "the crop (%g, %g, side %g) goes past the image, which is %g × %g",
                   crop[0], crop[1], crop[2], width, height);
      g_clear_pointer (&image, cairo_surface_destroy);
      g_clear_object (&svg);
      return NULL;
    }
  art = g_new0 (TessRenderArt, 1);
  g_atomic_ref_count_init (&art->ref_count);
  g_mutex_init (&art->lock);
  art->svg = svg;
  art->width = width;
  art->height = height;
  if (crop != NULL)
    {
      art->left = crop[0];
      art->top = crop[1];
      art->side = crop[2];
    }
  else
    {
      /* The middle square. */
      art->side = MIN (width, height);
      art->left = (width - art->side) / 2;
      art->top = (height - art->side) / 2;
    }
  if (image != NULL)
    {
      double part[4] = { art->left, art->top, art->side, art->side };

      if (whole)
        {
          part[0] = part[1] = 0;
          part[2] = width;
          part[3] = height;
        }
      memcpy (art->part, part, sizeof part);
      art->surface = keep_part (image, part, error);
      cairo_surface_destroy (image);
      if (art->surface == NULL)
        {
          tess_render_art_unref (art);
          return NULL;
        }
    }
  return art;
}

TessRenderArt *
tess_render_art_new (const char   *mime,
                     GBytes       *data,
                     const double *crop,
                     GError      **error)
{
  return art_new (mime, data, crop, FALSE, error);
}

TessRenderArt *
tess_render_art_new_whole (const char   *mime,
                           GBytes       *data,
                           const double *crop,
                           GError      **error)
{
  return art_new (mime, data, crop, TRUE, error);
}

gpointer
tess_render_art_decode (const char   *mime,
                        GBytes       *data,
                        const double *crop,
                        GError      **error)
{
  return tess_render_art_new (mime, data, crop, error);
}

TessRenderArt *
tess_render_art_ref (TessRenderArt *art)
{
  g_return_val_if_fail (art != NULL, NULL);

  g_atomic_ref_count_inc (&art->ref_count);
  return art;
}

void
tess_render_art_unref (TessRenderArt *art)
{
  g_return_if_fail (art != NULL);

  if (!g_atomic_ref_count_dec (&art->ref_count))
    return;
  g_clear_pointer (&art->surface, cairo_surface_destroy);
  g_clear_object (&art->svg);
  for (int i = 0; i < SMALL_KEPT; i++)
    g_clear_pointer (&art->small[i].surface, cairo_surface_destroy);
  g_mutex_clear (&art->lock);
  g_free (art);
}

void
tess_render_art_get_size (TessRenderArt *art,
                          double        *width,
                          double        *height)
{
  g_return_if_fail (art != NULL);

  if (width != NULL)
    *width = art->width;
  if (height != NULL)
    *height = art->height;
}

/* ------------------------------------------------------------ drawing */

static void draw_unit (cairo_t *cr, TessRenderArt *art, int rot, double x, double y,
                       double size);

/* The picture at @px device pixels and rotation @rot, drawn once and kept
 * (transfer full). */
static cairo_surface_t *
small_picture (TessRenderArt *art,
               int            px,
               int            rot)
{
  Small made = { NULL, px, rot };
  cairo_t *cr;

  g_mutex_lock (&art->lock);
  for (int i = 0; i < SMALL_KEPT; i++)
    if (art->small[i].surface != NULL && art->small[i].px == px && art->small[i].rot == rot)
      {
        Small found = art->small[i];

        /* The newest first. */
        memmove (&art->small[1], &art->small[0], i * sizeof (Small));
        art->small[0] = found;
        cairo_surface_reference (found.surface);
        g_mutex_unlock (&art->lock);
        return found.surface;
      }
  g_mutex_unlock (&art->lock);

  made.surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cr = cairo_create (made.surface);
  draw_unit (cr, art, rot, 0, 0, px);
  cairo_destroy (cr);

  g_mutex_lock (&art->lock);
  g_clear_pointer (&art->small[SMALL_KEPT - 1].surface, cairo_surface_destroy);
  memmove (&art->small[1], &art->small[0], (SMALL_KEPT - 1) * sizeof (Small));
  art->small[0] = made;
  cairo_surface_reference (made.surface);
  g_mutex_unlock (&art->lock);
  return made.surface;
}

/* The size of the square (x, y, size) in device pixels when the context
 * maps it to whole pixels without turning it; 0 otherwise. */
static int
pixel_size (cairo_t *cr,
            double   size)
{
  cairo_matrix_t m;
  double sx = 1, sy = 1, px;

  cairo_get_matrix (cr, &m);
  if (m.xy != 0 || m.yx != 0 || m.xx <= 0 || m.xx != m.yy)
    return 0;
  cairo_surface_get_device_scale (cairo_get_group_target (cr), &sx, &sy);
  if (sx != sy)
    return 0;
  px = size * m.xx * sx;
  if (px < 1 || px > SMALL_MAX_PX || fabs (px - round (px)) > 1e-6)
    return 0;
  return (int) round (px);
}

void
tess_render_art_draw (cairo_t       *cr,
                      TessRenderArt *art,
                      int            rot,
                      double         x,
                      double         y,
                      double         size)
{
  int px;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (art != NULL);

  if (size <= 0)
    return;
  px = pixel_size (cr, size);
  if (px > 0)
    {
      cairo_surface_t *picture;

      picture = small_picture (art, px, rot & 3);
      cairo_save (cr);
      cairo_translate (cr, x, y);
      cairo_scale (cr, size / px, size / px);
      cairo_set_source_surface (cr, picture, 0, 0);
      cairo_paint (cr);
      cairo_restore (cr);
      cairo_surface_destroy (picture);
      return;
    }
  draw_unit (cr, art, rot, x, y, size);
}

/* The whole image at its own size in user units, one of which is
 * @px_per_unit device pixels. */
static void
draw_image (cairo_t       *cr,
            TessRenderArt *art,
            double         px_per_unit)
{
  if (art->surface != NULL)
    {
      int w = cairo_image_surface_get_width (art->surface);
      int h = cairo_image_surface_get_height (art->surface);
      double scale = art->part[2] / w;

      cairo_save (cr);
      cairo_translate (cr, art->part[0], art->part[1]);
      cairo_scale (cr, scale, art->part[3] / h);
      cairo_set_source_surface (cr, art->surface, 0, 0);
      /* Down-scaling by much wants more than bilinear. */
      cairo_pattern_set_filter (cairo_get_source (cr),
                                px_per_unit * scale * 2 < 1 ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR);
      cairo_pattern_set_extend (cairo_get_source (cr), CAIRO_EXTEND_PAD);
      cairo_rectangle (cr, 0, 0, w, h);
      cairo_fill (cr);
      cairo_restore (cr);
    }
  else
    {
      RsvgRectangle viewport = { 0, 0, art->width, art->height };

      g_mutex_lock (&art->lock);
      rsvg_handle_render_document (art->svg, cr, &viewport, NULL);
      g_mutex_unlock (&art->lock);
    }
}

void
tess_render_art_get_crop (TessRenderArt *art,
                          double        *crop)
{
  g_return_if_fail (art != NULL);
  g_return_if_fail (crop != NULL);

  crop[0] = art->left;
  crop[1] = art->top;
  crop[2] = art->side;
}

void
tess_render_art_draw_whole (cairo_t       *cr,
                            TessRenderArt *art,
                            double         x,
                            double         y,
                            double         scale)
{
  g_return_if_fail (cr != NULL);
  g_return_if_fail (art != NULL);

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, scale, scale);
  cairo_rectangle (cr, 0, 0, art->width, art->height);
  cairo_clip (cr);
  draw_image (cr, art, tess_render_device_scale (cr));
  cairo_restore (cr);
}

static void
draw_unit (cairo_t       *cr,
           TessRenderArt *art,
           int            rot,
           double         x,
           double         y,
           double         size)
{
  double px;

  cairo_save (cr);
  tess_geom_transform (cr, rot, x, y, size);
  px = tess_render_device_scale (cr);
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_clip (cr);
  /* The unit square is the crop. */
  cairo_save (cr);
  cairo_scale (cr, 1.0 / art->side, 1.0 / art->side);
  cairo_translate (cr, -art->left, -art->top);
  draw_image (cr, art, px / art->side);
  cairo_restore (cr);
  /* A hair-line border, as the generated tiles have. */
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_set_line_width (cr, 1.0 / MAX (px, 1e-3));
  cairo_set_source_rgba (cr, 0, 0, 0, 0.22);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
tess_render_tile_art (cairo_t           *cr,
                      const TessTileDef *tile,
                      TessRenderArt     *art,
                      int                rot,
                      double             x,
                      double             y,
                      double             size)
{
  if (art != NULL)
    tess_render_art_draw (cr, art, rot, x, y, size);
  else
    tess_render_tile (cr, tile, rot, x, y, size);
}

void
tess_render_art_reset_static_data (void)
{
  pango_cairo_font_map_set_default (NULL);
  cairo_debug_reset_static_data ();
}
