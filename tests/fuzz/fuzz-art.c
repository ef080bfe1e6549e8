/* fuzz-art.c: libFuzzer target for drawing a tile's art at any size
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The first bytes choose the picture (an SVG with a filter, a translucent
 * group, text, or the rest of the input as its elements; or a PNG), its
 * size, its crop, and how it is drawn: the size, the turn, the scale of
 * the context, a print's bleed (the picture mirrored into it, issue 32),
 * on a picture or a PDF. Whatever they are, drawing must not crash (a
 * panic in librsvg aborts), nor leave the caller's context changed or in
 * error, nor cost more than the caps say. See README.md for long runs.
 */

#define G_LOG_DOMAIN "fuzz-art"

#include "config.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

#include <cairo-pdf.h>

#include "tess-engine.h"
#include "tess-render-art.h"
#include "tess-render-print.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

#define HEAD 16

static cairo_status_t
discard (void                *closure,
         const unsigned char *data,
         unsigned int         length)
{
  return CAIRO_STATUS_SUCCESS;
}

static cairo_status_t
append (void                *closure,
        const unsigned char *data,
        unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* A number from two bytes, from @min to @max on a logarithmic scale. */
static double
log_range (const uint8_t *p,
           double         min,
           double         max)
{
  double t = (p[0] << 8 | p[1]) / 65535.0;

  return min * pow (max / min, t);
}

static GBytes *
make_svg (int            kind,
          double         width,
          double         height,
          const uint8_t *rest,
          size_t         n)
{
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, "<svg xmlns='http://www.w3.org/2000/svg' width='%.3f' height='%.3f'>"
                          "<defs><filter id='f'><feGaussianBlur stdDeviation='3'/></filter></defs>"
                          "<rect width='100%%' height='100%%' fill='#3a6'/>",
                          width, height);
  if (n > 0)
    g_string_append_len (s, (const char *) rest, (gssize) n);
  else if (kind == 0)
    g_string_append_printf (s, "<circle cx='%.3f' cy='%.3f' r='%.3f' fill='#fc0' filter='url(#f)'/>",
                            width / 2, height / 2, MIN (width, height) / 3);
  else if (kind == 1)
    g_string_append_printf (s, "<g opacity='0.5'><circle cx='%.3f' cy='%.3f' r='%.3f' fill='#c22'/></g>",
                            width / 2, height / 2, MIN (width, height) / 3);
  else
    g_string_append_printf (s, "<text x='1' y='%.3f' font-size='%.3f'>Rua</text>", height / 2,
                            MAX (height / 4, 0.01));
  g_string_append (s, "</svg>");
  return g_string_free_to_bytes (s);
}

static GBytes *
make_png (int width,
          int height)
{
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  GByteArray *out = g_byte_array_new ();
  cairo_t *cr = cairo_create (image);

  cairo_set_source_rgba (cr, 0.2, 0.4, 0.8, 0.7);
  cairo_paint (cr);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png_stream (image, append, out), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (image);
  return g_byte_array_free_to_bytes (out);
}

/* Pango refuses a font size past its range (text in the input at an
 * absurd size): librsvg then draws no text, which is all that can be
 * asked, and the warning is not fatal. */
static gboolean
pango_refusal (const char     *log_domain,
               GLogLevelFlags  log_level,
               const char     *message,
               gpointer        user_data)
{
  return g_strcmp0 (log_domain, "Pango") != 0;
}

static void
drop (const char     *log_domain,
      GLogLevelFlags  log_level,
      const char     *message,
      gpointer        user_data)
{
}

/* Pango may log through the structured writer (as its warning that it
 * could not make a scaled font of a size out of range does), where the
 * handlers above never see it: dropped there too, the rest as GLib does. */
static GLogWriterOutput
writer (GLogLevelFlags   log_level,
        const GLogField *fields,
        gsize            n_fields,
        gpointer         user_data)
{
  for (gsize i = 0; i < n_fields; i++)
    if (g_strcmp0 (fields[i].key, "GLIB_DOMAIN") == 0 && fields[i].length < 0 &&
        g_strcmp0 (fields[i].value, "Pango") == 0 &&
        (log_level & (G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL)) != 0)
      return G_LOG_WRITER_HANDLED;
  return g_log_writer_default (log_level, fields, n_fields, user_data);
}

/* Draws in @cr and checks that the context comes back as it was. */
static void
draw (cairo_t       *cr,
      TessRenderArt *art,
      int            rot,
      double         size,
      double         bleed)
{
  static const TessTileDef none;
  cairo_matrix_t before, after;

  cairo_get_matrix (cr, &before);
  tess_render_tile_bled (cr, &none, art, 3, 3, size, bleed);
  tess_render_art_draw (cr, art, rot, 3, 3, size);
  tess_render_art_draw_whole (cr, art, 1, 1, size / 100);
  cairo_get_matrix (cr, &after);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  g_assert_true (memcmp (&before, &after, sizeof before) == 0);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRenderArt) art = NULL;
  uint8_t head[HEAD] = { 0 };
  double width, height, crop[3], draw_size, scale, bleed;
  gboolean png, pdf, has_crop;
  cairo_surface_t *target;
  cairo_t *cr;
  int kind, rot;

  static gboolean writer_set;

  if (!writer_set)
    {
      g_log_set_writer_func (writer, NULL, NULL);
      writer_set = TRUE;
    }
  g_test_log_set_fatal_handler (pango_refusal, NULL);
  g_log_set_handler ("Pango", G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL | G_LOG_FLAG_FATAL, drop, NULL);
  memcpy (head, data, MIN (size, HEAD));
  kind = head[0] & 3;
  png = kind == 3;
  pdf = (head[0] & 4) != 0;
  has_crop = (head[0] & 8) != 0;
  rot = head[1] & 3;
  width = log_range (head + 2, png ? 1 : 0.01, png ? 512 : 8192);
  height = log_range (head + 4, png ? 1 : 0.01, png ? 512 : 8192);
  if (png)
    {
      width = ceil (width);
      height = ceil (height);
    }
  crop[2] = MIN (width, height) * (head[6] + 1) / 256.0;
  crop[0] = (width - crop[2]) * head[7] / 255.0;
  crop[1] = (height - crop[2]) * head[8] / 255.0;
  draw_size = log_range (head + 9, 0.001, 2000);
  scale = log_range (head + 11, 0.001, 100);
  bleed = head[13] / 25.5 * 72 / 25.4;   /* 0 to 10 mm, in points */

  bytes = png ? make_png ((int) width, (int) height)
              : make_svg (kind, width, height, data + MIN (size, HEAD), size - MIN (size, HEAD));
  art = tess_render_art_new (png ? "image/png" : "image/svg+xml", bytes,
                             has_crop ? crop : NULL, &error);
  if (art == NULL)
    {
      g_assert_nonnull (error);
      return 0;
    }
  /* A cost the caps bound, however big the picture and the crop. */
  g_assert_cmpfloat (tess_render_art_get_cost (art, MIN (draw_size * scale, 4096)), <=,
                     MAX (width * height, 64.0 * 1024 * 1024 * 4));

  target = pdf ? cairo_pdf_surface_create_for_stream (discard, NULL, 595, 842)
               : cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 128, 128);
  cr = cairo_create (target);
  cairo_scale (cr, scale, scale);
  draw (cr, art, rot, draw_size, bleed);
  /* The same mirrored, as a print's bleed and a back are. */
  cairo_scale (cr, -1, 1);
  cairo_translate (cr, -draw_size - 6, 0);
  draw (cr, art, rot, draw_size, bleed);
  cairo_destroy (cr);
  cairo_surface_finish (target);
  cairo_surface_destroy (target);
  return 0;
}
