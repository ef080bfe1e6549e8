/* test-render-art.c: a tile's own artwork, drawn on tiles, boards and sheets
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/core/odd-tilesets/art.tileset.json: "quad" has a 32 × 32 PNG
 * (red left half, blue right half, a green band on top), "road" a
 * magenta SVG with a white band across, "plain" no art.
 */

#define G_LOG_DOMAIN "test-render-art"

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "tess-engine.h"
#include "tess-render-art.h"
#include "tess-render-print.h"
#include "tess-render.h"
#include "tess-tile-set.h"

typedef enum { RED, BLUE, GREEN, MAGENTA, WHITE, OTHER } Colour;

static Colour
colour_at (cairo_surface_t *s,
           double           x,
           double           y)
{
  const guint8 *data = cairo_image_surface_get_data (s);
  guint32 v;
  int r, g, b;

  cairo_surface_flush (s);
  memcpy (&v, data + (int) y * cairo_image_surface_get_stride (s) + 4 * (int) x, sizeof v);
  r = (v >> 16) & 0xff;
  g = (v >> 8) & 0xff;
  b = v & 0xff;
  if (r > 180 && g < 60 && b < 60)
    return RED;
  if (b > 180 && r < 60 && g < 60)
    return BLUE;
  if (g > 150 && r < 60 && b < 60)
    return GREEN;
  if (r > 200 && b > 200 && g < 60)
    return MAGENTA;
  if (r > 220 && g > 220 && b > 220)
    return WHITE;
  return OTHER;
}

static TessTileSetData *
load_art_set (void)
{
  g_autofree char *path = g_build_filename (TESS_TEST_TOP_SRCDIR, "tests", "core",
                                            "odd-tilesets", "art.tileset.json", NULL);
  g_autoptr(GError) error = NULL;
  TessTileSetData *set = tess_tile_set_load_file (path, &error);

  g_assert_no_error (error);
  return set;
}

static TessRenderArt *
art_of (TessTileSetData *set,
        guint            i)
{
  TessRenderArt *art = tess_tile_art_get_decoded (tess_tile_set_get_art (set, i));

  if (art == NULL)
    g_test_message ("%s", tess_tile_art_get_problem (tess_tile_set_get_art (set, i)));
  g_assert_nonnull (art);
  return art;
}

/* The PNG turned with the tile: a quarter turn clockwise brings its left
 * half to the top and its top band to the right. */
static void
test_tile_rotations (void)
{
  g_autoptr(TessTileSetData) set = load_art_set ();
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 400, 100);
  cairo_t *cr = cairo_create (s);
  const TessTileDef *quad = tess_tile_set_tile (set, 0);

  for (int rot = 0; rot < 4; rot++)
    tess_render_tile_art (cr, quad, art_of (set, 0), rot, rot * 100, 0, 100);
  cairo_destroy (cr);

  /* rot 0: red left, blue right, green top */
  g_assert_cmpint (colour_at (s, 25, 60), ==, RED);
  g_assert_cmpint (colour_at (s, 75, 60), ==, BLUE);
  g_assert_cmpint (colour_at (s, 50, 5), ==, GREEN);
  /* rot 1: red top, blue bottom, green right */
  g_assert_cmpint (colour_at (s, 140, 25), ==, RED);
  g_assert_cmpint (colour_at (s, 140, 75), ==, BLUE);
  g_assert_cmpint (colour_at (s, 195, 50), ==, GREEN);
  /* rot 2: blue left, red right, green bottom */
  g_assert_cmpint (colour_at (s, 225, 40), ==, BLUE);
  g_assert_cmpint (colour_at (s, 275, 40), ==, RED);
  g_assert_cmpint (colour_at (s, 250, 95), ==, GREEN);
  /* rot 3: blue top, red bottom, green left */
  g_assert_cmpint (colour_at (s, 360, 25), ==, BLUE);
  g_assert_cmpint (colour_at (s, 360, 75), ==, RED);
  g_assert_cmpint (colour_at (s, 305, 50), ==, GREEN);
  cairo_surface_destroy (s);
}

/* The SVG, at a size far from its own: drawn, not scaled pixels. */
static void
test_svg (void)
{
  g_autoptr(TessTileSetData) set = load_art_set ();
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 300, 300);
  cairo_t *cr = cairo_create (s);

  tess_render_tile_art (cr, tess_tile_set_tile (set, 1), art_of (set, 1), 0, 0, 0, 300);
  cairo_destroy (cr);
  g_assert_cmpint (colour_at (s, 150, 60), ==, MAGENTA);
  g_assert_cmpint (colour_at (s, 150, 150), ==, WHITE);
  /* A quarter turn stands the band up. */
  cr = cairo_create (s);
  tess_render_tile_art (cr, tess_tile_set_tile (set, 1), art_of (set, 1), 1, 0, 0, 300);
  cairo_destroy (cr);
  g_assert_cmpint (colour_at (s, 150, 60), ==, WHITE);
  g_assert_cmpint (colour_at (s, 60, 150), ==, MAGENTA);
  cairo_surface_destroy (s);
}

/* Broken images are refused with a reason, never drawn. */
static void
test_decode_errors (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) png = g_bytes_new_static ("\x89PNG\r\n\x1a\nnothing", 15);
  g_autoptr(GBytes) svg = g_bytes_new_static ("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect", 46);

  g_assert_null (tess_render_art_new ("image/png", png, NULL, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_null (tess_render_art_new ("image/svg+xml", svg, NULL, &error));
  g_assert_nonnull (error);
}

/* A board with art: the start tile (the SVG) and the PNG turned once
 * south of it, drawn from the cache at two zooms, and scaled while the
 * zoom moves. */
static void
test_board (void)
{
  g_autoptr(TessTileSetData) set = load_art_set ();
  g_autoptr(TessRenderCache) cache = tess_render_cache_new ();
  TessRenderArt *art[3];
  TessTileSet engine_set;
  TessRules rules;
  char err[256];
  TessDef *def;
  TessState *st;
  TessMove move = { 0, 0, 1, 1, -1 };

  tess_tile_set_as_engine (set, &engine_set);
  tess_rules_init_default (&rules);
  def = tess_def_new (&engine_set, 1, &rules, 2, err, sizeof err);
  g_assert_nonnull (def);
  st = tess_state_new (def);
  tess_state_init (st, def, FALSE, 0);
  g_assert_cmpint (tess_state_draw_named (st, 0), ==, TESS_OK);
  g_assert_cmpint (tess_state_play (st, &move, NULL, NULL), ==, TESS_OK);

  art[0] = art_of (set, 0);
  art[1] = art_of (set, 1);
  art[2] = NULL;
  tess_render_cache_set_art (cache, 3, art);
  for (int pass = 0; pass < 3; pass++)
    {
      int side = pass == 1 ? 200 : 120;
      cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, side, 2 * side);
      cairo_t *cr = cairo_create (s);
      TessRenderView view = { side, 0, 0 };

      tess_render_board (cr, st, &view, NULL, NULL,
                         TESS_RENDER_BOARD_TILES
                         | (pass == 2 ? TESS_RENDER_BOARD_FAST_SCALE : 0), cache);
      cairo_destroy (cr);
      /* (0, 0): the SVG. (0, 1): the PNG, a quarter turn. */
      g_assert_cmpint (colour_at (s, side / 2, side * 0.2), ==, MAGENTA);
      g_assert_cmpint (colour_at (s, side / 2, side / 2), ==, WHITE);
      g_assert_cmpint (colour_at (s, side * 0.4, side * 1.25), ==, RED);
      g_assert_cmpint (colour_at (s, side * 0.4, side * 1.75), ==, BLUE);
      g_assert_cmpint (colour_at (s, side * 0.97, side * 1.5), ==, GREEN);
      cairo_surface_destroy (s);
    }

  /* Without art the same board is the generated one. */
  tess_render_cache_set_art (cache, 0, NULL);
  {
    cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 120, 240);
    cairo_t *cr = cairo_create (s);
    TessRenderView view = { 120, 0, 0 };

    tess_render_board (cr, st, &view, NULL, NULL, TESS_RENDER_BOARD_TILES, cache);
    cairo_destroy (cr);
    g_assert_cmpint (colour_at (s, 60, 24), !=, MAGENTA);
    g_assert_cmpint (colour_at (s, 48, 150), !=, RED);
    cairo_surface_destroy (s);
  }
  tess_state_free (st);
  tess_def_free (def);
}

/* A sheet with art has a last page of credits. */
static void
test_sheet (void)
{
  g_autoptr(TessTileSetData) set = load_art_set ();
  g_autofree char *dir = g_dir_make_tmp ("tessera-art-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "sheet.pdf", NULL);
  g_auto(GStrv) credits = tess_tile_set_art_credits (set);
  const TessTileDef *tiles[3];
  TessRenderArt *art[3];
  TessSheetArt sheet = { art, (const char *const *) credits, "Artwork" };
  TessSheetLayout layout = { 400, 400, 100, 20, 0, 0 };
  cairo_surface_t *s;
  cairo_t *cr;
  int pages = 0;

  for (guint i = 0; i < 3; i++)
    {
      tiles[i] = tess_tile_set_tile (set, i);
      art[i] = i < 2 ? art_of (set, i) : NULL;
    }
  g_assert_cmpint (tess_render_sheet_pdf_art (pdf, tiles, 3, &sheet, "Art", NULL, NULL, 45,
                                              &pages), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (pages, ==, 2);
  g_assert_cmpint (tess_render_sheet_pdf (pdf, tiles, 3, "Art", NULL, NULL, 45, &pages), ==,
                   CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (pages, ==, 1);
  g_remove (pdf);
  g_rmdir (dir);

  /* The page itself, as pixels: the PNG in the first cell. */
  g_assert_true (tess_render_sheet_layout (&layout));
  s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 400, 400);
  cr = cairo_create (s);
  tess_render_sheet_page_art (cr, &layout, tiles, art, 3, NULL);
  cairo_destroy (cr);
  {
    double x0 = (400 - layout.columns * 100) / 2.0;
    double y0 = (400 - 100) / 2.0;

    g_assert_cmpint (colour_at (s, x0 + 25, y0 + 60), ==, RED);
    g_assert_cmpint (colour_at (s, x0 + 75, y0 + 60), ==, BLUE);
    g_assert_cmpint (colour_at (s, x0 + 150, y0 + 20), ==, MAGENTA);
  }
  cairo_surface_destroy (s);
}

static guint32
pixel (cairo_surface_t *s,
       int              x,
       int              y)
{
  guint32 v;

  memcpy (&v, cairo_image_surface_get_data (s) + y * cairo_image_surface_get_stride (s) + 4 * x, sizeof v);
  return v;
}

static gboolean
same_colour (guint32 a,
             guint32 b)
{
  for (int shift = 0; shift < 32; shift += 8)
    if (ABS ((int) ((a >> shift) & 0xff) - (int) ((b >> shift) & 0xff)) > 8)
      return FALSE;
  return TRUE;
}

/* A print shop's bleed carries the picture on as it is at the cut line:
 * each pixel of the bleed is the mirror of the tile's pixel across the
 * nearest side or corner, so a road reaching a side goes on as wide and
 * where it was (the picture scaled up into the bleed put it elsewhere).
 * Tile A of the base game: a monastery with a road to the bottom side;
 * and the first tile of the art set, a picture. */
static void
test_bleed_mirrors (void)
{
  g_autofree char *base_path = g_build_filename (TESS_TEST_TOP_SRCDIR, "data", "tilesets",
                                                 "base.tileset.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) base = tess_tile_set_load_file (base_path, &error);
  g_autoptr(TessTileSetData) art_set = load_art_set ();
  enum { X = 12, SIZE = 96, BLEED = 12 };

  g_assert_no_error (error);
  for (int t = 0; t < 2; t++)
    {
      const TessTileDef *tile = tess_tile_set_tile (t == 0 ? base : art_set, 0);
      TessRenderArt *art = t == 0 ? NULL : art_of (art_set, 0);
      cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, SIZE + 2 * X, SIZE + 2 * X);
      cairo_t *cr = cairo_create (s);
      int differ = 0;

      cairo_set_source_rgb (cr, 1, 0, 1);
      cairo_paint (cr);
      tess_render_tile_bled (cr, tile, art, X, X, SIZE, BLEED);
      cairo_destroy (cr);
      cairo_surface_flush (s);
      for (int a = 0; a < SIZE + 2 * BLEED; a++)
        for (int k = 0; k < BLEED; k++)
          {
            /* a runs along the sides (corners included), k into the bleed. */
            int along = a - BLEED + X;
            int in_along = along < X ? 2 * X - 1 - along : along >= X + SIZE ? 2 * (X + SIZE) - 1 - along : along;

            differ += !same_colour (pixel (s, X + SIZE + k, along), pixel (s, X + SIZE - 1 - k, in_along));
            differ += !same_colour (pixel (s, X - 1 - k, along), pixel (s, X + k, in_along));
            differ += !same_colour (pixel (s, along, X + SIZE + k), pixel (s, in_along, X + SIZE - 1 - k));
            differ += !same_colour (pixel (s, along, X - 1 - k), pixel (s, in_along, X + k));
          }
      g_assert_cmpint (differ, ==, 0);
      cairo_surface_destroy (s);
    }
}

static cairo_status_t
append_png (void                *closure,
            const unsigned char *data,
            unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* A PNG of 200 × 100: red on the left half, blue on the right. */
static GBytes *
red_blue_png (void)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 200, 100);
  cairo_t *cr = cairo_create (s);
  GByteArray *out = g_byte_array_new ();

  cairo_set_source_rgb (cr, 1, 0, 0);
  cairo_rectangle (cr, 0, 0, 100, 100);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 1);
  cairo_rectangle (cr, 100, 0, 100, 100);
  cairo_fill (cr);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png_stream (s, append_png, out), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (s);
  return g_byte_array_free_to_bytes (out);
}

/* The colours of a tile drawn from @art at its left and right quarters. */
static void
assert_drawn (TessRenderArt *art,
              Colour         left,
              Colour         right)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 100, 100);
  cairo_t *cr = cairo_create (s);

  tess_render_art_draw (cr, art, 0, 0, 0, 100);
  cairo_destroy (cr);
  g_assert_cmpint (colour_at (s, 20, 50), ==, left);
  g_assert_cmpint (colour_at (s, 80, 50), ==, right);
  cairo_surface_destroy (s);
}

/* The tile shows the square the art chooses, of a PNG and of an SVG;
 * without a crop, the middle one; a crop past the image is refused. */
static void
test_crop (void)
{
  const char *svg_text =
    "<svg xmlns='http://www.w3.org/2000/svg' width='200' height='100'>"
    "<rect width='100' height='100' fill='#f00'/><rect x='100' width='100' height='100' fill='#00f'/></svg>";
  g_autoptr(GBytes) png = red_blue_png ();
  g_autoptr(GBytes) svg = g_bytes_new_static (svg_text, strlen (svg_text));
  const double right[3] = { 100, 0, 100 };
  const double left[3] = { 0, 0, 100 };
  const double past[3] = { 150, 0, 100 };
  GBytes *images[] = { png, svg };
  const char *mimes[] = { "image/png", "image/svg+xml" };

  for (guint i = 0; i < G_N_ELEMENTS (images); i++)
    {
      g_autoptr(TessRenderArt) middle = tess_render_art_new (mimes[i], images[i], NULL, NULL);
      g_autoptr(TessRenderArt) on_right = tess_render_art_new (mimes[i], images[i], right, NULL);
      g_autoptr(TessRenderArt) on_left = tess_render_art_new (mimes[i], images[i], left, NULL);
      g_autoptr(GError) error = NULL;
      double crop[3];

      g_test_message ("%s", mimes[i]);
      assert_drawn (middle, RED, BLUE);
      tess_render_art_get_crop (middle, crop);
      g_assert_cmpfloat (crop[0], ==, 50);
      g_assert_cmpfloat (crop[2], ==, 100);
      assert_drawn (on_right, BLUE, BLUE);
      assert_drawn (on_left, RED, RED);
      g_assert_null (tess_render_art_new (mimes[i], images[i], past, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
    }
}

/* A wide picture keeps the square it shows at full size: stripes a pixel
 * wide stay stripes when the square is drawn at its own size (kept at
 * MAX_SIDE for the whole picture, they would blur into one colour). */
/* Art whose crop goes past its picture: a problem of the tile in the
 * program's words, the picture kept so that a new crop mends it. */
static void
test_crop_past (void)
{
  g_autoptr(GBytes) png = red_blue_png ();
  g_autofree char *base64 = g_base64_encode (g_bytes_get_data (png, NULL), g_bytes_get_size (png));
  g_autofree char *json = g_strdup_printf ("{ \"image\": \"data:image/png;base64,%s\", "
                                           "\"crop\": [150, 0, 100] }", base64);
  g_autoptr(JsonNode) node = json_from_string (json, NULL);
  g_autoptr(TessTileArt) art = tess_tile_art_new_from_json (node);
  g_autoptr(TessTileArt) mended = NULL;
  g_autoptr(GError) error = NULL;
  const double right[3] = { 100, 0, 100 };
  double crop[3];

  g_assert_nonnull (tess_tile_art_get_problem (art));
  g_assert_nonnull (strstr (tess_tile_art_get_problem (art), "goes past the edge of its picture"));
  g_assert_null (tess_tile_art_get_decoded (art));
  g_assert_nonnull (tess_tile_art_get_data (art));
  g_assert_false (tess_tile_art_get_crop (art, crop));
  mended = tess_tile_art_with_crop (art, right, &error);
  g_assert_no_error (error);
  g_assert_null (tess_tile_art_get_problem (mended));
  assert_drawn (tess_tile_art_get_decoded (mended), BLUE, BLUE);
}

static void
test_crop_sharp (void)
{
  cairo_surface_t *wide = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 4000, 1000);
  cairo_t *cr = cairo_create (wide);
  GByteArray *out = g_byte_array_new ();
  g_autoptr(GBytes) png = NULL;
  g_autoptr(TessRenderArt) art = NULL;
  const double square[3] = { 1500, 0, 1000 };
  cairo_surface_t *s;
  guint pure = 0;

  for (int x = 0; x < 4000; x++)
    {
      cairo_set_source_rgb (cr, x % 2 ? 1 : 0, 0, x % 2 ? 0 : 1);
      cairo_rectangle (cr, x, 0, 1, 1000);
      cairo_fill (cr);
    }
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png_stream (wide, append_png, out), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (wide);
  png = g_byte_array_free_to_bytes (out);
  art = tess_render_art_new ("image/png", png, square, NULL);
  g_assert_nonnull (art);

  s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 1000, 1000);
  cr = cairo_create (s);
  tess_render_art_draw (cr, art, 0, 0, 0, 1000);
  cairo_destroy (cr);
  for (int x = 10; x < 990; x++)
    pure += colour_at (s, x, 500) == RED || colour_at (s, x, 500) == BLUE;
  cairo_surface_destroy (s);
  g_assert_cmpuint (pure, >, 900);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tess_tile_art_set_decoder (tess_render_art_decode, (GDestroyNotify) tess_render_art_unref);
  g_test_add_func ("/render-art/tile-rotations", test_tile_rotations);
  g_test_add_func ("/render-art/svg", test_svg);
  g_test_add_func ("/render-art/decode-errors", test_decode_errors);
  g_test_add_func ("/render-art/crop", test_crop);
  g_test_add_func ("/render-art/crop-sharp", test_crop_sharp);
  g_test_add_func ("/render-art/crop-past", test_crop_past);
  g_test_add_func ("/render-art/board", test_board);
  g_test_add_func ("/render-art/sheet", test_sheet);
  g_test_add_func ("/render-art/bleed-mirrors", test_bleed_mirrors);
  status = g_test_run ();
  /* The sheet's credits loaded fonts, which cairo keeps for the process. */
  tess_render_art_reset_static_data ();
  return status;
}
