/* test-cli-thumbnail.c: tessera-cli thumbnail, the desktop's thumbnailer
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The command of data/io.github.tesseragame.Tessera.thumbnailer, run as
 * the file manager runs it: a PNG of the size asked for, with something
 * drawn in it, for a game and for a tile set; bad files get a message and
 * exit status 1, and no picture.
 */

#define G_LOG_DOMAIN "test-cli-thumbnail"

#include "config.h"

#include <string.h>

#include <cairo.h>
#include <glib/gstdio.h>

#include "tess-test-cli.h"

static char *
tmp_file (const char *name)
{
  return g_build_filename (cli_get_tmp_dir (), name, NULL);
}

/* The share of pixels that are not transparent. */
static double
coverage (cairo_surface_t *surface)
{
  int w = cairo_image_surface_get_width (surface);
  int h = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data;
  guint drawn = 0;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 pixel;

        memcpy (&pixel, data + y * stride + 4 * x, sizeof pixel);
        if ((pixel >> 24) != 0)
          drawn++;
      }
  return (double) drawn / (w * h);
}

/* How many opaque pixels are within a few steps of @rgb. */
static guint
count_colour (cairo_surface_t *surface,
              guint32          rgb)
{
  int w = cairo_image_surface_get_width (surface);
  int h = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data;
  guint n = 0;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 pixel;
        gboolean near = TRUE;

        memcpy (&pixel, data + y * stride + 4 * x, sizeof pixel);
        if ((pixel >> 24) != 0xff)
          continue;
        for (int shift = 0; shift <= 16; shift += 8)
          near = near && ABS ((int) ((pixel >> shift) & 0xff) - (int) ((rgb >> shift) & 0xff)) <= 6;
        n += near;
      }
  return n;
}

/* Runs the thumbnailer's command line on @input and checks the PNG. */
static void
check_thumbnail (const char *input,
                 const char *size,
                 int         expected,
                 double      min_coverage)
{
  g_autofree char *out = tmp_file ("thumb.png");
  g_auto(TessTestRun) run;
  cairo_surface_t *png;
  double covered;

  g_unlink (out);
  run_cli (&run, "thumbnail", "--size", size, input, out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  png = cli_load_png (out);
  g_assert_cmpint (cairo_image_surface_get_width (png), ==, expected);
  g_assert_cmpint (cairo_image_surface_get_height (png), ==, expected);
  covered = coverage (png);
  g_test_message ("%s at %s: %.0f %% drawn", input, size, covered * 100);
  g_assert_cmpfloat (covered, >=, min_coverage);
  g_assert_cmpfloat (covered, <=, 1.0);
  cairo_surface_destroy (png);
}

static void
test_game (void)
{
  g_autofree char *game = cli_data_file ("legal.tessera");

  /* A cross of five tiles in a 3x3 square of cells (and a margin). */
  check_thumbnail (game, "128", 128, 0.35);
  check_thumbnail (game, "256", 256, 0.35);
  check_thumbnail (game, "33", 33, 0.35);
}

/* The good part of a damaged game: its first two moves. */
static void
test_damaged_game (void)
{
  g_autofree char *game = cli_data_file ("illegal.tessera");

  check_thumbnail (game, "64", 64, 0.2);
}

/* As the file manager passes it: a URI. */
static void
test_uri (void)
{
  g_autofree char *game = cli_data_file ("legal.tessera");
  g_autofree char *uri = g_filename_to_uri (game, NULL, NULL);

  check_thumbnail (uri, "100", 100, 0.35);
}

static void
test_tileset (void)
{
  g_autofree char *set = g_test_build_filename (G_TEST_DIST, "..", "data", "tilesets",
                                                "base.tileset.json", NULL);

  /* 24 tiles in a 5x5 grid. */
  check_thumbnail (set, "256", 256, 0.8);
  check_thumbnail (set, "512", 512, 0.8);
}

/* The cathedral's light stone (the renderer's walls of a cathedral, and of
 * nothing else off the River) in a thumbnail of @input at 1,024 pixels. */
static guint
cathedral_pixels (const char *input)
{
  g_autofree char *out = tmp_file ("expansion.png");
  g_auto(TessTestRun) run;
  cairo_surface_t *png;
  guint n;

  g_unlink (out);
  run_cli (&run, "thumbnail", "--size", "1024", input, out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  png = cli_load_png (out);
  n = count_colour (png, 0xc0bfbc);
  cairo_surface_destroy (png);
  return n;
}

/* What Files shows of a game of Inns & Cathedrals and of the expansion's
 * set: its tiles, with the cathedral drawn on its city. */
static void
test_expansion (void)
{
  g_autofree char *game = g_test_build_filename (G_TEST_DIST, "scenarios",
                                                 "ic-cathedral-complete.tessera", NULL);
  g_autofree char *set = g_test_build_filename (G_TEST_DIST, "..", "data", "tilesets",
                                                "inns-cathedrals.tileset.json", NULL);
  g_autofree char *base = cli_data_file ("legal.tessera");
  guint in_game, in_set, in_base;

  /* Six tiles in a 4x3 grid of cells (and a margin); 18 in a 5x5 grid. */
  check_thumbnail (game, "256", 256, 0.3);
  check_thumbnail (set, "512", 512, 0.6);
  in_game = cathedral_pixels (game);
  in_set = cathedral_pixels (set);
  in_base = cathedral_pixels (base);
  g_test_message ("cathedral pixels: %u in the game, %u in the set, %u in a base game",
                  in_game, in_set, in_base);
  /* Its nave and towers, some hundreds of pixels at this size; without
   * it, a few edges whose blend comes near the stone's colour. */
  g_assert_cmpuint (in_game, >=, 200);
  g_assert_cmpuint (in_set, >=, 200);
  g_assert_cmpuint (in_base, <=, 40);
}

/* Bad input: exit 1, a message naming the file, no picture. */
static void
test_bad (void)
{
  g_autofree char *out = tmp_file ("bad.png");
  g_autofree char *junk = tmp_file ("junk.tessera");
  g_autofree char *empty = tmp_file ("empty.tileset.json");
  g_autofree char *truncated = tmp_file ("truncated.tessera");
  g_autofree char *missing = tmp_file ("missing.tessera");
  g_autofree char *broken = cli_data_file ("broken.tileset.json");
  g_autofree char *legal = cli_data_file ("legal.tessera");
  g_autofree char *text = NULL;
  gsize length = 0;
  const char *inputs[5];

  g_assert_true (g_file_get_contents (legal, &text, &length, NULL));
  g_assert_true (g_file_set_contents (truncated, text, length / 2, NULL));
  g_assert_true (g_file_set_contents (junk, "\x89PNG\r\n\x1a\n\0\0garbage", 16, NULL));
  g_assert_true (g_file_set_contents (empty, "", 0, NULL));
  inputs[0] = junk;
  inputs[1] = empty;
  inputs[2] = truncated;
  inputs[3] = missing;
  inputs[4] = broken;

  for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
    {
      g_autofree char *base = g_path_get_basename (inputs[i]);
      g_auto(TessTestRun) run;

      g_unlink (out);
      run_cli (&run, "thumbnail", "--size", "128", inputs[i], out, NULL);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_nonnull (strstr (run.err, base));
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
    }
}

static void
test_usage (void)
{
  g_autofree char *game = cli_data_file ("legal.tessera");
  g_autofree char *out = tmp_file ("usage.png");
  const char *sizes[] = { "0", "-5", "100000" };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_auto(TessTestRun) run;

      run_cli (&run, "thumbnail", "--size", sizes[i], game, out, NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.err, "--size"));
    }
  {
    g_auto(TessTestRun) run;

    run_cli (&run, "thumbnail", game, NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
}

int
main (int    argc,
      char **argv)
{
  cli_test_init (&argc, &argv, "thumbnail");

  g_test_add_func ("/thumbnail/game", test_game);
  g_test_add_func ("/thumbnail/damaged-game", test_damaged_game);
  g_test_add_func ("/thumbnail/uri", test_uri);
  g_test_add_func ("/thumbnail/tileset", test_tileset);
  g_test_add_func ("/thumbnail/expansion", test_expansion);
  g_test_add_func ("/thumbnail/bad", test_bad);
  g_test_add_func ("/thumbnail/usage", test_usage);

  return cli_test_run ();
}
