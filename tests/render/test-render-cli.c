/* test-render-cli.c: tessera-cli render
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the built tessera-cli (its path is the first argument) on the
 * scenarios of tests/scenarios.
 */

#define G_LOG_DOMAIN "test-render-cli"

#include "config.h"

#include <cairo.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

static const char *cli_path;
static char *tmp_dir;

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

static Run
run_cli (const char *first, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) exit_error = NULL;
  Run run = { 0, NULL, NULL };
  int wait_status;
  va_list ap;

  g_ptr_array_add (argv, (char *) cli_path);
  g_ptr_array_add (argv, (char *) "render");
  va_start (ap, first);
  for (const char *a = first; a != NULL; a = va_arg (ap, const char *))
    g_ptr_array_add (argv, (char *) a);
  va_end (ap);
  g_ptr_array_add (argv, NULL);

  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &run.out, &run.err, &wait_status, &error);
  g_assert_no_error (error);
  if (g_spawn_check_wait_status (wait_status, &exit_error))
    run.status = 0;
  else if (g_error_matches (exit_error, G_SPAWN_EXIT_ERROR, exit_error->code))
    run.status = exit_error->code;
  else
    run.status = -1;
  return run;
}

static char *
scenario (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "scenarios", name, NULL);
}

static cairo_surface_t *
load_png (const char *path)
{
  cairo_surface_t *s = cairo_image_surface_create_from_png (path);

  g_assert_cmpint (cairo_surface_status (s), ==, CAIRO_STATUS_SUCCESS);
  return s;
}

static guint32
png_pixel (cairo_surface_t *s,
           int              x,
           int              y)
{
  guint32 v;

  cairo_surface_flush (s);
  memcpy (&v, cairo_image_surface_get_data (s) + y * cairo_image_surface_get_stride (s) + 4 * x,
          sizeof v);
  return v & 0xffffff;
}

/* Whole record, default size: a 1200 x 900 picture with the board. */
static void
test_render_default (void)
{
  g_autofree char *record = scenario ("river-game.tessera");
  g_autofree char *png = g_build_filename (tmp_dir, "board.png", NULL);
  Run run = run_cli (record, "--out", png, NULL);
  cairo_surface_t *s;

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  s = load_png (png);
  g_assert_cmpint (cairo_image_surface_get_width (s), ==, 1200);
  g_assert_cmpint (cairo_image_surface_get_height (s), ==, 900);
  /* The corner is table; the board, fitted and centred, covers the middle. */
  g_assert_cmpuint (png_pixel (s, 2, 2), !=, png_pixel (s, 600, 450));
  cairo_surface_destroy (s);
  run_clear (&run);
}

/* --move 0: the start tile alone fills the fitted view; --move N draws
 * the board after N moves. */
static void
test_render_moves (void)
{
  g_autofree char *record = scenario ("river-game.tessera");
  g_autofree char *png0 = g_build_filename (tmp_dir, "move0.png", NULL);
  g_autofree char *png1 = g_build_filename (tmp_dir, "move1.png", NULL);
  g_autofree char *png2 = g_build_filename (tmp_dir, "move2.png", NULL);
  Run run;
  cairo_surface_t *s0, *s1, *s2;
  int diff = 0;

  run = run_cli (record, "--out", png0, "--move", "0", "--size", "300x200", NULL);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  s0 = load_png (png0);
  g_assert_cmpint (cairo_image_surface_get_width (s0), ==, 300);
  g_assert_cmpint (cairo_image_surface_get_height (s0), ==, 200);
  /* One tile, half a cell of margin: a 100 px tile in the middle. */
  g_assert_cmpuint (png_pixel (s0, 150, 100), !=, png_pixel (s0, 2, 2));
  g_assert_cmpuint (png_pixel (s0, 95, 100), ==, png_pixel (s0, 2, 2));
  g_assert_cmpuint (png_pixel (s0, 205, 100), ==, png_pixel (s0, 2, 2));

  run = run_cli (record, "-o", png1, "-m", "1", "-s", "300x200", NULL);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  run = run_cli (record, "--out", png2, "--move", "2", "--size", "300x200", NULL);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  s1 = load_png (png1);
  s2 = load_png (png2);
  for (int y = 0; y < 200; y += 4)
    for (int x = 0; x < 300; x += 4)
      diff += png_pixel (s1, x, y) != png_pixel (s2, x, y);
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
  g_autofree char *png = g_build_filename (tmp_dir, "error.png", NULL);
  g_autofree char *unwritable = g_build_filename (tmp_dir, "no-such-dir", "x.png", NULL);
  g_autofree char *missing = g_build_filename (tmp_dir, "missing.tessera", NULL);
  Run run;

  /* A move the record does not have. */
  run = run_cli (record, "--out", png, "--move", "999", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "999"));
  g_assert_nonnull (strstr (run.err, "river-game.tessera"));
  run_clear (&run);

  /* An illegal move: the replay's message names it. */
  run = run_cli (illegal, "--out", png, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "Move 3"));
  run_clear (&run);

  run = run_cli (missing, "--out", png, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "missing.tessera"));
  run_clear (&run);

  run = run_cli (record, "--out", unwritable, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "x.png"));
  run_clear (&run);

  /* Wrong command lines. */
  run = run_cli (record, NULL);
  g_assert_cmpint (run.status, ==, 2);
  run_clear (&run);
  run = run_cli (record, "--out", png, "--size", "12", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "12"));
  run_clear (&run);
  run = run_cli (record, "--out", png, "--size", "0x100", NULL);
  g_assert_cmpint (run.status, ==, 2);
  run_clear (&run);
  run = run_cli (record, "--out", png, "--move", "-5", NULL);
  g_assert_cmpint (run.status, ==, 2);
  run_clear (&run);

  /* Nothing was written by the failures. */
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  if (argc < 2)
    g_error ("Usage: %s TESSERA-CLI", argv[0]);
  cli_path = argv[1];
  tmp_dir = g_dir_make_tmp ("tessera-render-cli-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/render/cli/default", test_render_default);
  g_test_add_func ("/render/cli/moves", test_render_moves);
  g_test_add_func ("/render/cli/errors", test_render_errors);

  status = g_test_run ();

  {
    g_autoptr(GDir) dir = g_dir_open (tmp_dir, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

        g_unlink (path);
      }
    g_rmdir (tmp_dir);
    g_free (tmp_dir);
  }
  return status;
}
