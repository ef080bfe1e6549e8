/* test-render-cli.c: tessera-cli render
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the built tessera-cli (tess-test-cli.h) on the
 * scenarios of tests/scenarios.
 */

#define G_LOG_DOMAIN "test-render-cli"

#include "config.h"

#include <cairo.h>
#include <glib.h>
#include <string.h>

#include "tess-test-cli.h"

static char *
scenario (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "scenarios", name, NULL);
}

/* Whole record, default size: a 1200 x 900 picture with the board. */
static void
test_render_default (void)
{
  g_autofree char *record = scenario ("river-game.tessera");
  g_autofree char *png = g_build_filename (cli_get_tmp_dir (), "board.png", NULL);
  TessTestRun run;
  cairo_surface_t *s;

  run_cli (&run, "render", record, "--out", png, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  s = cli_load_png (png);
  g_assert_cmpint (cairo_image_surface_get_width (s), ==, 1200);
  g_assert_cmpint (cairo_image_surface_get_height (s), ==, 900);
  /* The corner is table; the board, fitted and centred, covers the middle. */
  g_assert_cmpuint (cli_png_pixel (s, 2, 2), !=, cli_png_pixel (s, 600, 450));
  cairo_surface_destroy (s);
  tess_test_run_clear (&run);
}

/* --move 0: the start tile alone fills the fitted view; --move N draws
 * the board after N moves. */
static void
test_render_moves (void)
{
  g_autofree char *record = scenario ("river-game.tessera");
  g_autofree char *png0 = g_build_filename (cli_get_tmp_dir (), "move0.png", NULL);
  g_autofree char *png1 = g_build_filename (cli_get_tmp_dir (), "move1.png", NULL);
  g_autofree char *png2 = g_build_filename (cli_get_tmp_dir (), "move2.png", NULL);
  TessTestRun run;
  cairo_surface_t *s0, *s1, *s2;
  int diff = 0;

  run_cli (&run, "render", record, "--out", png0, "--move", "0", "--size", "300x200", NULL);
  g_assert_cmpint (run.status, ==, 0);
  tess_test_run_clear (&run);
  s0 = cli_load_png (png0);
  g_assert_cmpint (cairo_image_surface_get_width (s0), ==, 300);
  g_assert_cmpint (cairo_image_surface_get_height (s0), ==, 200);
  /* One tile, half a cell of margin: a 100 px tile in the middle. */
  g_assert_cmpuint (cli_png_pixel (s0, 150, 100), !=, cli_png_pixel (s0, 2, 2));
  g_assert_cmpuint (cli_png_pixel (s0, 95, 100), ==, cli_png_pixel (s0, 2, 2));
  g_assert_cmpuint (cli_png_pixel (s0, 205, 100), ==, cli_png_pixel (s0, 2, 2));

  run_cli (&run, "render", record, "-o", png1, "-m", "1", "-s", "300x200", NULL);
  g_assert_cmpint (run.status, ==, 0);
  tess_test_run_clear (&run);
  run_cli (&run, "render", record, "--out", png2, "--move", "2", "--size", "300x200", NULL);
  g_assert_cmpint (run.status, ==, 0);
  tess_test_run_clear (&run);
  s1 = cli_load_png (png1);
  s2 = cli_load_png (png2);
  for (int y = 0; y < 200; y += 4)
    for (int x = 0; x < 300; x += 4)
      diff += cli_png_pixel (s1, x, y) != cli_png_pixel (s2, x, y);
  g_assert_cmpint (diff, >, 100);
  cairo_surface_destroy (s0);
  cairo_surface_destroy (s1);
  cairo_surface_destroy (s2);
}

static void
test_render_errors (void)
{
  g_autofree char *record = scenario ("river-game.tessera");
  g_autofree char *illegal = scenario ("illegal-mismatch.tessera");
  g_autofree char *png = g_build_filename (cli_get_tmp_dir (), "error.png", NULL);
  g_autofree char *unwritable = g_build_filename (cli_get_tmp_dir (), "no-such-dir", "x.png", NULL);
  g_autofree char *missing = g_build_filename (cli_get_tmp_dir (), "missing.tessera", NULL);
  TessTestRun run;

  /* A move the record does not have. */
  run_cli (&run, "render", record, "--out", png, "--move", "999", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "999"));
  g_assert_nonnull (strstr (run.err, "river-game.tessera"));
  tess_test_run_clear (&run);

  /* An illegal move: the replay's message names it. */
  run_cli (&run, "render", illegal, "--out", png, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "Move 3"));
  tess_test_run_clear (&run);

  run_cli (&run, "render", missing, "--out", png, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "missing.tessera"));
  tess_test_run_clear (&run);

  run_cli (&run, "render", record, "--out", unwritable, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "x.png"));
  tess_test_run_clear (&run);

  /* Wrong command lines. */
  run_cli (&run, "render", record, NULL);
  g_assert_cmpint (run.status, ==, 2);
  tess_test_run_clear (&run);
  run_cli (&run, "render", record, "--out", png, "--size", "12", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "12"));
  tess_test_run_clear (&run);
  run_cli (&run, "render", record, "--out", png, "--size", "0x100", NULL);
  g_assert_cmpint (run.status, ==, 2);
  tess_test_run_clear (&run);
  run_cli (&run, "render", record, "--out", png, "--move", "-5", NULL);
  g_assert_cmpint (run.status, ==, 2);
  tess_test_run_clear (&run);

  /* Nothing was written by the failures. */
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
}

/* --label draws a round white badge with a dark ring where it is told,
 * in cells of the board, over the tiles; a wrong label is refused. */
static void
test_render_labels (void)
{
  g_autofree char *record = scenario ("river-game.tessera");
  g_autofree char *plain = g_build_filename (cli_get_tmp_dir (), "plain.png", NULL);
  g_autofree char *labelled = g_build_filename (cli_get_tmp_dir (), "labelled.png", NULL);
  const char *const wrong[] = { "ABCD@1,1", "A@x,1", "A@1", "@1,1", "A@1,1,1", "A@5000,1" };
  TessTestRun run;
  cairo_surface_t *p, *l;

  /* The start tile alone: 100 px from (100, 50); the badge, 15 px round,
   * at its centre (150, 100); the letter is narrower than the badge. */
  run_cli (&run, "render", record, "--out", plain, "--move", "0", "--size", "300x200", NULL);
  g_assert_cmpint (run.status, ==, 0);
  tess_test_run_clear (&run);
  run_cli (&run, "render", record, "--out", labelled, "--move", "0", "--size", "300x200",
           "--label", "A@0.5,0.5", "--label", "12@0.1,0.1", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  tess_test_run_clear (&run);
  p = cli_load_png (plain);
  l = cli_load_png (labelled);
  g_assert_cmpuint (cli_png_pixel (p, 140, 100), !=, 0xffffff);
  g_assert_cmpuint (cli_png_pixel (l, 140, 100), ==, 0xffffff);
  g_assert_cmpuint (cli_png_pixel (l, 160, 100), ==, 0xffffff);
  /* The ring is dark, and the picture away from the badges unchanged. */
  g_assert_cmpuint (cli_png_pixel (l, 135, 100) & 0xff, <, 0x80);
  g_assert_cmpuint (cli_png_pixel (l, 150, 140), ==, cli_png_pixel (p, 150, 140));
  /* The second label, at the tile's top left corner. */
  g_assert_cmpuint (cli_png_pixel (l, 110, 50), !=, cli_png_pixel (p, 110, 50));
  cairo_surface_destroy (p);
  cairo_surface_destroy (l);

  for (guint i = 0; i < G_N_ELEMENTS (wrong); i++)
    {
      run_cli (&run, "render", record, "--out", plain, "--label", wrong[i], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.err, wrong[i]));
      tess_test_run_clear (&run);
    }
}

/* A record of three moves whose last closes the start tile's city with
 * a figure of @figure ("" for none), drawn at that move: the figure that
 * scored stands where it was placed. */
static cairo_surface_t *
render_closing (const char *name,
                const char *figure)
{
  g_autofree char *record = g_build_filename (cli_get_tmp_dir (), name, NULL);
  g_autofree char *png = g_strconcat (record, ".png", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  TessTestRun run;
  cairo_surface_t *s;

  text = g_strdup_printf ("{ \"format\": \"tessera-game\", \"version\": 1, "
                          "\"tilesets\": [\"base\"], "
                          "\"rules\": {\"expansions\": [\"inns-cathedrals\"]}, "
                          "\"players\": [{\"name\": \"Ana\", \"color\": \"red\"}, "
                          "{\"name\": \"Bruno\", \"color\": \"blue\"}], \"moves\": ["
                          "{\"tile\": \"U\", \"x\": 1, \"y\": 0, \"rotation\": 0}, "
                          "{\"tile\": \"U\", \"x\": -1, \"y\": 0, \"rotation\": 0}, "
                          "{\"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180%s}]}",
                          figure[0] == '\0' ? ""
                          : g_str_equal (figure, "big") ? ", \"follower\": \"S\", \"figure\": \"big\""
                          : ", \"follower\": \"S\"");
  g_file_set_contents (record, text, -1, &error);
  g_assert_no_error (error);
  run_cli (&run, "render", record, "--out", png, "--move", "3", "--size", "400x300",
           "--highlight", NULL);
  g_assert_cmpint (run.status, ==, 0);
  tess_test_run_clear (&run);
  s = cli_load_png (png);
  return s;
}

/* How many pixels two pictures differ by, and the height of the box
 * round them. */
static guint
pixels_differ (cairo_surface_t *a,
               cairo_surface_t *b,
               int             *height)
{
  int y0 = G_MAXINT, y1 = -1;
  guint n = 0;

  for (int y = 0; y < cairo_image_surface_get_height (a); y++)
    for (int x = 0; x < cairo_image_surface_get_width (a); x++)
      if (cli_png_pixel (a, x, y) != cli_png_pixel (b, x, y))
        {
          n++;
          y0 = MIN (y0, y);
          y1 = MAX (y1, y);
        }
  *height = n > 0 ? y1 - y0 + 1 : 0;
  return n;
}

/* Inns & Cathedrals: the big follower that scored with the move drawn
 * (--highlight draws it where it stood) is drawn larger than a follower
 * there: the two pictures differ by the ring the big one covers more,
 * as tall as the big follower (a third of a 100-pixel tile and more). */
static void
test_render_big_follower (void)
{
  cairo_surface_t *follower = render_closing ("follower.tessera", "follower");
  cairo_surface_t *big = render_closing ("big.tessera", "big");
  cairo_surface_t *again = render_closing ("big-again.tessera", "big");
  int height, same;
  guint n = pixels_differ (follower, big, &height);

  g_test_message ("follower and big follower differ by %u px, %d px tall", n, height);
  g_assert_cmpuint (pixels_differ (big, again, &same), ==, 0);
  g_assert_cmpuint (n, >, 300);
  g_assert_cmpint (height, >=, 40);
  cairo_surface_destroy (follower);
  cairo_surface_destroy (big);
  cairo_surface_destroy (again);
}

int
main (int    argc,
      char **argv)
{
  cli_test_init (&argc, &argv, "render-cli");

  g_test_add_func ("/render/cli/default", test_render_default);
  g_test_add_func ("/render/cli/moves", test_render_moves);
  g_test_add_func ("/render/cli/errors", test_render_errors);
  g_test_add_func ("/render/cli/labels", test_render_labels);
  g_test_add_func ("/render/cli/big-follower", test_render_big_follower);

  return cli_test_run ();
}
