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

/* What an image may cost to draw. librsvg draws every group with
 * transparency, a filter or a mask on a surface as big as the whole
 * picture at the scale drawn (not the square shown, nor the clip): a
 * tiny crop drawn large would need gigabytes. So an SVG is drawn on a
 * picture of its own, of the square shown, at the size drawn but with
 * the whole picture at most VIEWPORT_MAX pixels, and fewer the more of
 * those groups it has (EFFECT_BUDGET pixels for all of them). */
#define RASTER_MAX        2048
#define VIEWPORT_MAX      (2048.0 * 2048.0)
#define VIEWPORT_MIN      (128.0 * 128.0)
#define EFFECT_BUDGET     (64.0 * 1024 * 1024)
#define RASTERS_KEPT      4
/* Vector targets (a PDF, a print) have points for pixels: an SVG is
 * drawn there at 300 dpi. */
#define PRINT_PX_PER_UNIT (300.0 / 72.0)

typedef struct
{
  cairo_surface_t *surface;
  int px, rot;
} Small;

typedef struct
{
  cairo_surface_t *surface;
  double region[4];           /* x, y, width, height in the image's units */
  double k;                   /* its pixels a unit */
} Raster;

struct _TessRenderArt
{
  gatomicrefcount ref_count;
  gboolean svg_type;          /* else a PNG */
  gboolean whole;             /* a PNG kept whole, not only its square */
  GBytes *data;
  double width, height;       /* the image's own size */
  double left, top, side;     /* the square the tile shows, in the image's units */
  double key[3];              /* the crop asked for (-1s: the middle square) */
  double effects;             /* an SVG's groups that librsvg draws apart */
  GMutex lock;                /* everything below */
  /* A PNG: the part of it kept (its square, or all of it), decoded when
   * first drawn and again when drawn bigger, at most MAX_SIDE a side. */
  cairo_surface_t *surface;
  double part[4];             /* that part: x, y, width, height in the image's pixels */
  gboolean broken;            /* it could not be decoded after all */
  RsvgHandle *svg;            /* an SVG, parsed when first drawn */
  Raster rasters[RASTERS_KEPT];
  Small small[SMALL_KEPT];    /* the newest first */
};

/* Art made of the same bytes and crop is one and the same, decoded once
 * however many tiles, copies or sets show it. */
static GMutex shared_lock;
static GHashTable *shared;

static guint
art_hash (gconstpointer key)
{
  const TessRenderArt *art = key;

  return g_bytes_hash (art->data) ^ (guint) (art->key[0] * 31 + art->key[1] * 17 + art->key[2] * 7)
         ^ (guint) art->whole;
}

static gboolean
art_equal (gconstpointer a,
           gconstpointer b)
{
  const TessRenderArt *x = a, *y = b;

  return x->svg_type == y->svg_type && x->whole == y->whole
         && memcmp (x->key, y->key, sizeof x->key) == 0 && g_bytes_equal (x->data, y->data);
}

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

static guint32
be32 (const guint8 *p)
{
  return (guint32) p[0] << 24 | (guint32) p[1] << 16 | (guint32) p[2] << 8 | p[3];
}

/* A PNG's size from its header, without decoding it: decoding costs
 * the whole picture at its own size (a few KB may hold millions of
 * pixels), so it waits until the art is drawn. (Core checks the chunks
 * and their checksums of art read from a file.) */
static gboolean
png_header (GBytes  *data,
            double  *width,
            double  *height,
            GError **error)
{
  static const guint8 signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
  static const int channels[7] = { 1, 0, 3, 1, 2, 0, 4 };
  gsize length;
  const guint8 *p = g_bytes_get_data (data, &length);
  guint32 w, h;
  int depth, colour;

  if (length < 33 || memcmp (p, signature, 8) != 0 || be32 (p + 8) != 13
      || memcmp (p + 12, "IHDR", 4) != 0)
    goto broken;
  w = be32 (p + 16);
  h = be32 (p + 20);
  depth = p[24];
  colour = p[25];
  if (w == 0 || h == 0 || w > 32767 || h > 32767 || colour > 6 || channels[colour] == 0
      || (depth != 1 && depth != 2 && depth != 4 && depth != 8 && depth != 16)
      || (colour != 0 && colour != 3 && depth < 8) || (colour == 3 && depth == 16) || p[28] > 1)
    goto broken;
  *width = w;
  *height = h;
  return TRUE;

broken:
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "the PNG image is broken (cut short or damaged)");
  return FALSE;
}

/* The part @part (x, y, width, height) of the PNG, scaled so that its
 * longer side is @px (no more than its own); %NULL when it cannot be
 * decoded. Decoding the whole picture at its own size is what a PNG
 * costs: once, when first drawn, and again only when drawn bigger. */
static cairo_surface_t *
decode_part (GBytes       *data,
             const double *part,
             double        px)
{
  Reading r = { NULL, 0, 0 };
  cairo_surface_t *image, *kept;
  double scale = MIN (1.0, px / MAX (part[2], part[3]));
  cairo_t *cr;

  r.data = g_bytes_get_data (data, &r.length);
  image = cairo_image_surface_create_from_png_stream (read_png, &r);
  if (cairo_surface_status (image) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (image);
      return NULL;
    }
  kept = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, MAX (1, (int) ceil (part[2] * scale)),
                                     MAX (1, (int) ceil (part[3] * scale)));
  cr = cairo_create (kept);
  cairo_scale (cr, scale, scale);
  cairo_set_source_surface (cr, image, -part[0], -part[1]);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
  cairo_pattern_set_extend (cairo_get_source (cr), CAIRO_EXTEND_PAD);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (image);
  if (cairo_surface_status (kept) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (kept);
      return NULL;
    }
  return kept;
}

static RsvgHandle *
parse_svg (GBytes  *data,
           GError **error)
{
  gsize length;
  const guint8 *bytes = g_bytes_get_data (data, &length);
  RsvgHandle *svg = rsvg_handle_new_from_data (bytes, length, error);

  if (svg != NULL)
    rsvg_handle_set_dpi (svg, 96);
  return svg;
}

/* Whether the value after "opacity" is 1 or more (nothing drawn apart). */
static gboolean
opaque (const char *c,
        const char *end)
{
  char value[16];
  gsize n = 0;

  while (c < end && (*c == ' ' || *c == ':' || *c == '=' || *c == '"' || *c == '\''))
    c++;
  while (c < end && n < sizeof value - 1 && (g_ascii_isdigit (*c) || *c == '.'))
    value[n++] = *c++;
  value[n] = '\0';
  return n > 0 && g_ascii_strtod (value, NULL) >= 1;
}

/* How many groups librsvg may draw apart (transparency, filters, masks,
 * blending), counted in the text: every element when a style sheet may
 * give them any of these. */
static double
count_effects (GBytes *data)
{
  static const char *const words[] = { "opacity", "filter", "mask", "blend", "isolation" };
  gsize length;
  const char *text = g_bytes_get_data (data, &length);
  const char *end = text + length;
  double effects = 0, elements = 0;
  gboolean sheet = FALSE;

  for (const char *c = text; c < end; c++)
    {
      if (*c == '<' && c + 1 < end && g_ascii_isalpha (c[1]))
        {
          elements++;
          sheet = sheet || (end - c > 6 && strncmp (c, "<style", 6) == 0);
        }
      for (guint i = 0; i < G_N_ELEMENTS (words); i++)
        if (*c == words[i][0] && (gsize) (end - c) >= strlen (words[i])
            && strncmp (c, words[i], strlen (words[i])) == 0
            /* fill-opacity and the like are drawn in place. */
            && !(i == 0 && (c > text && c[-1] == '-')) && !(i == 0 && opaque (c + 7, end)))
          effects++;
    }
  return sheet ? MAX (effects, elements) : effects;
}

static gboolean
measure_svg (RsvgHandle *svg,
             double     *width,
             double     *height,
             GError    **error)
{
  gboolean has_viewbox = FALSE;
  RsvgRectangle viewbox;

  if (!rsvg_handle_get_intrinsic_size_in_pixels (svg, width, height))
    {
      rsvg_handle_get_intrinsic_dimensions (svg, NULL, NULL, NULL, NULL, &has_viewbox, &viewbox);
      *width = has_viewbox ? viewbox.width : 256;
      *height = has_viewbox ? viewbox.height : 256;
    }
  if (!(*width > 0 && *height > 0 && isfinite (*width) && isfinite (*height)
        && *width < 1e6 && *height < 1e6))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           "the SVG image has no size");
      return FALSE;
    }
  return TRUE;
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

static void
art_free (TessRenderArt *art)
{
  g_bytes_unref (art->data);
  g_clear_pointer (&art->surface, cairo_surface_destroy);
  g_clear_object (&art->svg);
  for (int i = 0; i < RASTERS_KEPT; i++)
    g_clear_pointer (&art->rasters[i].surface, cairo_surface_destroy);
  for (int i = 0; i < SMALL_KEPT; i++)
    g_clear_pointer (&art->small[i].surface, cairo_surface_destroy);
  g_mutex_clear (&art->lock);
  g_free (art);
}

/* Only what is cheap is done here: a PNG's header read,
 * an SVG parsed and measured (and let go); the pixels come when
 * the art is first drawn, at the size drawn. */
static TessRenderArt *
art_new (const char   *mime,
         GBytes       *data,
         const double *crop,
         gboolean      whole,
         GError      **error)
{
  TessRenderArt *art, *found;
  double width = 0, height = 0;
  gboolean svg_type;

  g_return_val_if_fail (mime != NULL && data != NULL, NULL);

  svg_type = strcmp (mime, "image/svg+xml") == 0;
  if (!svg_type && strcmp (mime, "image/png") != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "%s", mime);
      return NULL;
    }
  art = g_new0 (TessRenderArt, 1);
  g_atomic_ref_count_init (&art->ref_count);
  g_mutex_init (&art->lock);
  art->svg_type = svg_type;
  art->whole = whole && !svg_type;
  art->data = g_bytes_ref (data);
  if (crop != NULL)
    {
      art->left = crop[0];
      art->top = crop[1];
      art->side = crop[2];
      memcpy (art->key, crop, sizeof art->key);
    }
  else
    art->key[0] = art->key[1] = art->key[2] = -1;
  g_mutex_lock (&shared_lock);
  if (shared == NULL)
    shared = g_hash_table_new (art_hash, art_equal);
  found = g_hash_table_lookup (shared, art);
  if (found != NULL)
    g_atomic_ref_count_inc (&found->ref_count);
  g_mutex_unlock (&shared_lock);
  if (found != NULL)
    {
      art_free (art);
      return found;
    }

  if (svg_type)
    {
      RsvgHandle *svg = parse_svg (data, error);
      gboolean measured = svg != NULL && measure_svg (svg, &width, &height, error);

      g_clear_object (&svg);
      if (!measured)
        {
          art_free (art);
          return NULL;
        }
      art->effects = count_effects (data);
      if (art->effects * VIEWPORT_MIN > EFFECT_BUDGET)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
                       "the SVG image has %.0f transparent, filtered or masked elements, "
                       "more than %.0f", art->effects, EFFECT_BUDGET / VIEWPORT_MIN);
          art_free (art);
          return NULL;
        }
    }
  else if (!png_header (data, &width, &height, error))
    {
      art_free (art);
      return NULL;
    }
  if (crop != NULL && !crop_fits (crop, width, height))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "the crop (%g, %g, side %g) goes past the image, which is %g × %g",
                   crop[0], crop[1], crop[2], width, height);
      art_free (art);
      return NULL;
    }
  art->width = width;
  art->height = height;
  if (crop == NULL)
    {
      /* The middle square. */
      art->side = MIN (width, height);
      art->left = (width - art->side) / 2;
      art->top = (height - art->side) / 2;
    }
  if (art->whole)
    {
      art->part[2] = width;
      art->part[3] = height;
    }
  else
    {
      art->part[0] = art->left;
      art->part[1] = art->top;
      art->part[2] = art->part[3] = art->side;
    }

  /* Another thread may have made the same meanwhile: the first one made
   * is the one kept. */
  g_mutex_lock (&shared_lock);
  found = g_hash_table_lookup (shared, art);
  if (found != NULL)
    g_atomic_ref_count_inc (&found->ref_count);
  else
    g_hash_table_add (shared, art);
  g_mutex_unlock (&shared_lock);
  if (found != NULL)
    {
      art_free (art);
      return found;
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
  gboolean last;

  g_return_if_fail (art != NULL);

  /* Under the lock, so that no one finds it shared while it goes. */
  g_mutex_lock (&shared_lock);
  last = g_atomic_ref_count_dec (&art->ref_count);
  if (last)
    g_hash_table_remove (shared, art);
  g_mutex_unlock (&shared_lock);
  if (last)
    art_free (art);
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

/* Device pixels a user unit, as the picture should be drawn for the
 * target: a printed page's points at 300 dpi. */
static double
pixels_per_unit (cairo_t *cr)
{
  double px = tess_render_device_scale (cr);
  cairo_surface_type_t type = cairo_surface_get_type (cairo_get_target (cr));

  if (type == CAIRO_SURFACE_TYPE_PDF || type == CAIRO_SURFACE_TYPE_PS || type == CAIRO_SURFACE_TYPE_SVG)
    return px * PRINT_PX_PER_UNIT;
  return px;
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

/* The region (x, y, width, height, in the image's units) of the SVG at
 * @k pixels a unit (transfer full). librsvg draws on a context of its
 * own with a plain scale, so that nothing it does (a failure that leaves
 * groups pushed, a mirrored or degenerate matrix, a filter's region that
 * comes out empty) reaches the caller's. */
static cairo_surface_t *
svg_raster (TessRenderArt *art,
            const double  *region,
            double         k)
{
  RsvgRectangle viewport = { 0, 0, art->width, art->height };
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  int w = CLAMP ((int) ceil (region[2] * k - 1e-6), 1, RASTER_MAX);
  int h = CLAMP ((int) ceil (region[3] * k - 1e-6), 1, RASTER_MAX);

  for (int i = 0; i < RASTERS_KEPT; i++)
    if (art->rasters[i].surface != NULL && art->rasters[i].k == k
        && memcmp (art->rasters[i].region, region, sizeof art->rasters[i].region) == 0)
      return cairo_surface_reference (art->rasters[i].surface);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  if (art->svg == NULL)
    art->svg = parse_svg (art->data, &error);
  if (art->svg != NULL && art->width * k >= 1 && art->height * k >= 1)
    {
      cr = cairo_create (surface);
      cairo_scale (cr, w / region[2], h / region[3]);
      cairo_translate (cr, -region[0], -region[1]);
      if (!rsvg_handle_render_document (art->svg, cr, &viewport, &error))
        g_debug ("An SVG artwork was drawn in part: %s", error->message);
      cairo_destroy (cr);
    }
  g_clear_pointer (&art->rasters[RASTERS_KEPT - 1].surface, cairo_surface_destroy);
  memmove (&art->rasters[1], &art->rasters[0], (RASTERS_KEPT - 1) * sizeof (Raster));
  art->rasters[0].surface = cairo_surface_reference (surface);
  memcpy (art->rasters[0].region, region, sizeof art->rasters[0].region);
  art->rasters[0].k = k;
  return surface;
}

/* The pixels a unit at which to draw the SVG for @px_per_unit: no more
 * than the whole picture may cost, given its groups drawn apart. */
static double
svg_scale (TessRenderArt *art,
           const double  *region,
           double         px_per_unit)
{
  double viewport = CLAMP (EFFECT_BUDGET / (1 + art->effects), VIEWPORT_MIN, VIEWPORT_MAX);
  double k = MIN (px_per_unit, sqrt (viewport / (art->width * art->height)));

  k = MIN (k, RASTER_MAX / MAX (region[2], region[3]));
  /* Steps of an eighth of an octave, so that a zoom redraws seldom. */
  return exp2 (ceil (log2 (MAX (k, 1e-6)) * 8) / 8);
}

/* The region (x, y, width, height) of the image at its own size in user
 * units, one of which is @px_per_unit device pixels. */
static void
draw_image (cairo_t       *cr,
            TessRenderArt *art,
            const double  *region,
            double         px_per_unit)
{
  cairo_surface_t *picture = NULL;
  double scale;
  int w;

  g_mutex_lock (&art->lock);
  if (art->svg_type)
    picture = svg_raster (art, region, svg_scale (art, region, px_per_unit));
  else if (!art->broken)
    {
      /* At the size drawn, rounded up to a power of two. */
      double want = MIN (TESS_RENDER_ART_MAX_SIDE,
                         exp2 (ceil (log2 (MAX (1.0, px_per_unit * MAX (art->part[2], art->part[3]))))));
      double have = art->surface != NULL ? MAX (cairo_image_surface_get_width (art->surface),
                                                cairo_image_surface_get_height (art->surface)) : 0;

      if (have < MIN (want, MAX (art->part[2], art->part[3])) - 0.5)
        {
          cairo_surface_t *made = decode_part (art->data, art->part, want);

          if (made != NULL)
            {
              g_clear_pointer (&art->surface, cairo_surface_destroy);
              art->surface = made;
            }
          else if (art->surface == NULL)
            art->broken = TRUE;
        }
      if (art->surface != NULL)
        picture = cairo_surface_reference (art->surface);
      region = art->part;
    }
  g_mutex_unlock (&art->lock);
  if (picture == NULL)
    return;

  w = cairo_image_surface_get_width (picture);
  scale = region[2] / w;
  cairo_save (cr);
  cairo_translate (cr, region[0], region[1]);
  cairo_scale (cr, scale, region[3] / cairo_image_surface_get_height (picture));
  cairo_set_source_surface (cr, picture, 0, 0);
  /* Down-scaling by much wants more than bilinear. */
  cairo_pattern_set_filter (cairo_get_source (cr),
                            px_per_unit * scale * 2 < 1 ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR);
  cairo_pattern_set_extend (cairo_get_source (cr), CAIRO_EXTEND_PAD);
  cairo_rectangle (cr, 0, 0, w, cairo_image_surface_get_height (picture));
  cairo_fill (cr);
  cairo_restore (cr);
  cairo_surface_destroy (picture);
}

double
tess_render_art_get_cost (TessRenderArt *art,
                          double         px)
{
  double region[4] = { art->left, art->top, art->side, art->side };
  double k;

  g_return_val_if_fail (art != NULL, 0);

  if (!art->svg_type)
    return art->width * art->height;
  k = svg_scale (art, region, px / art->side);
  return (1 + art->effects) * art->width * art->height * k * k;
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
  double region[4] = { 0, 0, art->width, art->height };

  g_return_if_fail (cr != NULL);
  g_return_if_fail (art != NULL);

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, scale, scale);
  cairo_rectangle (cr, 0, 0, art->width, art->height);
  cairo_clip (cr);
  draw_image (cr, art, region, pixels_per_unit (cr));
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
  double region[4] = { art->left, art->top, art->side, art->side };
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
  draw_image (cr, art, region, pixels_per_unit (cr));
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
