/* test-cli-tileset.c: tessera-cli validate on tile sets, and sheet
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-cli-tileset"

#include "config.h"

#include <string.h>
#include <sys/wait.h>

#include <cairo.h>
#include <glib/gstdio.h>

typedef struct
{
  int   status;   /* exit status, -1 when killed */
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
run_cli (Run        *run,
         const char *first,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int wait_status = 0;
  va_list args;

  g_ptr_array_add (argv, (char *) TESSERA_CLI);
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  memset (run, 0, sizeof *run);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &run->out, &run->err, &wait_status, &error));
  g_assert_no_error (error);
  run->status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
  g_test_message ("exit %d\nstdout: %s\nstderr: %s", run->status, run->out, run->err);
}

static char *
data_file (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "cli", name, NULL);
}

static char *
builtin_file (const char *id)
{
  g_autofree char *name = g_strconcat (id, ".tileset.json", NULL);

  return g_build_filename (TESS_TEST_TOP_SRCDIR, "data", "tilesets", name, NULL);
}

static guint
count_lines (const char *text)
{
  guint n = 0;

  for (const char *c = text; *c; c++)
    n += *c == '\n';
  return n;
}

/* The designer's checks: every problem on its line, with the tile's id. */
static void
test_validate_checks (void)
{
  g_autofree char *crossing = data_file ("crossing.tileset.json");
  g_autofree char *warnings = data_file ("warnings.tileset.json");
  g_autofree char *base = builtin_file ("base");
  g_auto(Run) bad = { 0 };
  g_auto(Run) warned = { 0 };
  g_auto(Run) clean = { 0 };

  run_cli (&bad, "validate", crossing, NULL);
  g_assert_cmpint (bad.status, ==, 1);
  /* The road crosses the city, both fields cross the road and the city,
   * and upright is straight turned round. */
  g_assert_nonnull (strstr (bad.out, "tile “through-city”: Two features cross: the city on the top and bottom sides and the road to the right and left sides."));
  g_assert_nonnull (strstr (bad.out, "warning: tile “upright”: “straight” and “upright” are the same tile turned round;"));
  g_assert_null (strstr (bad.out, "tile “straight”:"));
  g_assert_null (strstr (bad.out, ": valid"));

  run_cli (&warned, "validate", warnings, NULL);
  g_assert_cmpint (warned.status, ==, 0);
  g_assert_nonnull (strstr (warned.out, "warning: The tile set has no start tile,"));
  g_assert_nonnull (strstr (warned.out, "warnings.tileset.json: valid"));
  g_assert_cmpuint (count_lines (warned.out), ==, 2);

  run_cli (&clean, "validate", base, NULL);
  g_assert_cmpint (clean.status, ==, 0);
  g_assert_cmpuint (count_lines (clean.out), ==, 1);
}

/* Broken JSON: the file's name (however odd), the line and the column,
 * never json-glib's "<data>". */
static void
test_validate_broken_json (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tessera-validate-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *expected = NULL;
  g_auto(Run) run = { 0 };

  g_assert_no_error (error);
  path = g_build_filename (dir, "a<b>&amp;\"c\".tileset.json", NULL);
  g_assert_true (g_file_set_contents (path, "{\n  \"format\": \"tessera-tileset\",\n"
                                            "  \"name\": <b>&\"x\"\n}\n", -1, NULL));
  expected = g_strdup_printf ("%s: line 3, column 11: unexpected “<”",
                              path);
  run_cli (&run, "validate", path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, expected));
  g_assert_null (strstr (run.out, "<data>"));
  g_unlink (path);
  g_rmdir (dir);
}

static gboolean
png_size (const char *path,
          guint      *width,
          guint      *height)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  const guchar *b;

  if (!g_file_get_contents (path, &data, &length, NULL) || length < 24
      || memcmp (data, "\x89PNG\r\n\x1a\n", 8) != 0)
    return FALSE;
  b = (const guchar *) data + 16;
  *width = (guint) b[0] << 24 | (guint) b[1] << 16 | (guint) b[2] << 8 | b[3];
  *height = (guint) b[4] << 24 | (guint) b[5] << 16 | (guint) b[6] << 8 | b[7];
  return TRUE;
}

static guint
pdf_pages (const char *path)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  guint pages = 0;
  const char *at;

  if (!g_file_get_contents (path, &data, &length, NULL) || length < 5
      || memcmp (data, "%PDF-", 5) != 0)
    return 0;
  /* Each page object, never the /Pages tree. */
  for (at = data; at + 12 <= data + length; at++)
    if (memcmp (at, "/Type /Page", 11) == 0 && at[11] != 's')
      pages++;
  return pages;
}

/* The text of a PDF, from pdftotext. */
static char *
pdf_text (const char *path)
{
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  const char *argv[] = { pdftotext, path, "-", NULL };
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status = 0;

  if (pdftotext == NULL)
    g_error ("pdftotext is missing: install poppler-utils (build-aux/install-deps)");
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

/* --names and --mark-start: the ids on the tiles, at home and for a
 * print shop; a picture cannot have them. */
static void
test_sheet_names (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tessera-sheet-XXXXXX", &error);
  g_autofree char *river = builtin_file ("river");
  g_autofree char *pdf = g_build_filename (dir, "river.pdf", NULL);
  g_autofree char *png = g_build_filename (dir, "river.png", NULL);
  g_autofree char *plain = NULL;
  g_autofree char *home = NULL;
  g_autofree char *shop = NULL;
  g_auto(Run) a = { 0 };
  g_auto(Run) b = { 0 };
  g_auto(Run) c = { 0 };
  g_auto(Run) d = { 0 };

  g_assert_no_error (error);
  run_cli (&a, "sheet", river, "--out", pdf, NULL);
  g_assert_cmpint (a.status, ==, 0);
  plain = pdf_text (pdf);
  g_assert_null (strstr (plain, "river-spring"));

  /* 12 tiles of 45 mm: one page of fronts, one of backs. */
  run_cli (&b, "sheet", river, "--out", pdf, "--names", "--mark-start", "--backs", NULL);
  g_assert_cmpint (b.status, ==, 0);
  g_assert_cmpuint (pdf_pages (pdf), ==, 2);
  shop = pdf_text (pdf);
  g_assert_nonnull (strstr (shop, "river-spring"));
  g_assert_nonnull (strstr (shop, "The River"));

  run_cli (&c, "sheet", river, "--out", pdf, "--names", "--size-mm", "60", NULL);
  g_assert_cmpint (c.status, ==, 0);
  g_assert_cmpuint (pdf_pages (pdf), ==, 1);
  home = pdf_text (pdf);
  g_assert_nonnull (strstr (home, "river-spring"));
  g_assert_nonnull (strstr (home, "river-city-corner"));

  run_cli (&d, "sheet", river, "--out", png, "--names", NULL);
  g_assert_cmpint (d.status, ==, 2);
  g_assert_nonnull (strstr (d.err, "--names"));
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));

  g_unlink (pdf);
  g_rmdir (dir);
}

static void
test_sheet (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tessera-sheet-XXXXXX", &error);
  g_autofree char *base = builtin_file ("base");
  g_autofree char *river = builtin_file ("river");
  g_autofree char *broken = data_file ("broken.tileset.json");
  g_autofree char *pdf = g_build_filename (dir, "base.pdf", NULL);
  g_autofree char *small = g_build_filename (dir, "small.pdf", NULL);
  g_autofree char *png = g_build_filename (dir, "river.png", NULL);
  g_autofree char *none = g_build_filename (dir, "none.pdf", NULL);
  g_auto(Run) a = { 0 };
  g_auto(Run) b = { 0 };
  g_auto(Run) c = { 0 };
  g_auto(Run) d = { 0 };
  g_auto(Run) e = { 0 };
  g_auto(Run) f = { 0 };
  guint width = 0, height = 0;

  g_assert_no_error (error);

  /* 72 tiles of 45 mm, 4 by 6 on an A4 page: 3 pages. */
  run_cli (&a, "sheet", base, "--out", pdf, NULL);
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpuint (pdf_pages (pdf), ==, 3);
  /* 25 mm: 7 by 10, 70 a page: 2 pages. */
  run_cli (&b, "sheet", base, "--out", small, "--size-mm", "25", NULL);
  g_assert_cmpint (b.status, ==, 0);
  g_assert_cmpuint (pdf_pages (small), ==, 2);

  /* 12 River tiles of 30 mm at 150 dpi: 8 across, 2 down, 12 mm margins. */
  run_cli (&c, "sheet", river, "--out", png, "--size-mm", "30", NULL);
  g_assert_cmpint (c.status, ==, 0);
  g_assert_true (png_size (png, &width, &height));
  g_assert_cmpuint (width, ==, (guint) (8 * 30 * 150 / 25.4 + 2 * 12 * 150 / 25.4 + 0.999) + 1);
  g_assert_cmpuint (height, ==, (guint) (2 * 30 * 150 / 25.4 + 2 * 12 * 150 / 25.4 + 0.999) + 1);

  /* A set with problems, a size out of range, no --out. */
  run_cli (&d, "sheet", broken, "--out", none, NULL);
  g_assert_cmpint (d.status, ==, 1);
  g_assert_nonnull (strstr (d.err, "half-city"));
  g_assert_false (g_file_test (none, G_FILE_TEST_EXISTS));
  run_cli (&e, "sheet", base, "--out", none, "--size-mm", "400", NULL);
  g_assert_cmpint (e.status, ==, 2);
  run_cli (&f, "sheet", base, NULL);
  g_assert_cmpint (f.status, ==, 2);

  g_unlink (pdf);
  g_unlink (small);
  g_unlink (png);
  g_rmdir (dir);
}

/* A set that cannot be printed is refused in the words of validate (and
 * of the editor): the same lines as validate's errors, in its order, and
 * none of the file's words (ports, keys, tile numbers). */
static void
test_sheet_refusal_words (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tessera-sheet-XXXXXX", &error);
  g_autofree char *refused = data_file ("refused.tileset.json");
  g_autofree char *pdf = g_build_filename (dir, "refused.pdf", NULL);
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) errors = g_string_new (NULL);
  g_auto(Run) validate = { 0 };
  g_auto(Run) sheet = { 0 };

  g_assert_no_error (error);
  run_cli (&validate, "validate", refused, NULL);
  g_assert_cmpint (validate.status, ==, 1);
  lines = g_strsplit (validate.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (*lines[i] != '\0' && strstr (lines[i], ": warning: ") == NULL)
      g_string_append_printf (errors, "%s\n", lines[i]);
  g_assert_nonnull (strstr (errors->str, "tile “corner”: No field touches the upper half of the left side.\n"));
  g_assert_nonnull (strstr (errors->str, "The start tile “start” is not a tile of the set.\n"));

  run_cli (&sheet, "sheet", refused, "--out", pdf, NULL);
  g_assert_cmpint (sheet.status, ==, 1);
  g_assert_cmpstr (sheet.err, ==, errors->str);
  g_assert_null (strstr (sheet.err, "(number"));
  g_assert_null (strstr (sheet.err, "(key"));
  g_assert_null (strstr (sheet.err, "port"));
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
  g_rmdir (dir);
}

static char *
odd_file (const char *name)
{
  return g_build_filename (TESS_TEST_TOP_SRCDIR, "tests", "core", "odd-tilesets", name, NULL);
}

/* Tile art: validate names every tile whose art cannot be drawn (the SVG
 * that only librsvg finds broken too), the set still valid otherwise;
 * a sheet ends with a page of credits; a thumbnail shows the art. */
static void
test_art (void)
{
  g_autofree char *art = odd_file ("art.tileset.json");
  g_autofree char *broken = odd_file ("art-broken.tileset.json");
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tessera-art-XXXXXX", &error);
  g_autofree char *pdf = g_build_filename (dir, "art.pdf", NULL);
  g_autofree char *png = g_build_filename (dir, "art.png", NULL);
  g_auto(Run) good = { 0 };
  g_auto(Run) bad = { 0 };
  g_auto(Run) sheet = { 0 };
  g_auto(Run) thumb = { 0 };
  cairo_surface_t *s;
  const guint8 *data;
  guint32 v;

  g_assert_no_error (error);
  run_cli (&good, "validate", art, NULL);
  g_assert_cmpint (good.status, ==, 0);
  g_assert_nonnull (strstr (good.out, "art.tileset.json: valid"));

  run_cli (&bad, "validate", broken, NULL);
  g_assert_cmpint (bad.status, ==, 1);
  for (int t = 1; t <= 9; t++)
    {
      g_autofree char *tile = g_strdup_printf ("tile “t%d”: The tile's artwork cannot be shown, "
                                               "so Tessera draws the tile instead: the artwork", t);

      g_assert_nonnull (strstr (bad.out, tile));
    }
  g_assert_nonnull (strstr (bad.out, "“t6”: The tile's artwork cannot be shown, so Tessera draws "
                                     "the tile instead: the artwork cannot be drawn"));

  run_cli (&sheet, "sheet", art, "--out", pdf, NULL);
  g_assert_cmpint (sheet.status, ==, 0);
  /* Six tiles on a page, then the credits. */
  g_assert_cmpuint (pdf_pages (pdf), ==, 2);

  /* For a print shop: bleed and backs. The art set: a page of fronts,
   * one of backs, the credits; the base set: 12 tiles of 45 mm with 3 mm
   * of bleed a page, 72 tiles. */
  {
    g_autofree char *base = builtin_file ("base");
    g_autofree char *shop = g_build_filename (dir, "shop.pdf", NULL);
    g_auto(Run) a = { 0 };
    g_auto(Run) b = { 0 };
    g_auto(Run) c = { 0 };
    g_auto(Run) d = { 0 };
    g_auto(Run) e = { 0 };

    run_cli (&a, "sheet", art, "--out", shop, "--bleed", "3", "--backs", NULL);
    g_assert_cmpint (a.status, ==, 0);
    g_assert_cmpuint (pdf_pages (shop), ==, 3);
    run_cli (&b, "sheet", base, "--out", shop, "--bleed", "3", "--backs", NULL);
    g_assert_cmpint (b.status, ==, 0);
    g_assert_cmpuint (pdf_pages (shop), ==, 12);
    run_cli (&c, "sheet", base, "--out", shop, "--bleed", "0", NULL);
    g_assert_cmpint (c.status, ==, 0);
    g_assert_cmpuint (pdf_pages (shop), ==, 5);
    run_cli (&d, "sheet", base, "--out", png, "--backs", NULL);
    g_assert_cmpint (d.status, ==, 2);
    g_assert_nonnull (strstr (d.err, "--backs"));
    run_cli (&e, "sheet", base, "--out", shop, "--bleed", "20", NULL);
    g_assert_cmpint (e.status, ==, 2);
    g_remove (shop);
  }

  run_cli (&thumb, "thumbnail", art, png, NULL);
  g_assert_cmpint (thumb.status, ==, 0);
  s = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (s), ==, CAIRO_STATUS_SUCCESS);
  /* One of each tile in a 2 × 2 grid: the PNG's red half top left. */
  data = cairo_image_surface_get_data (s);
  memcpy (&v, data + (cairo_image_surface_get_height (s) / 4) * cairo_image_surface_get_stride (s)
                   + 4 * (cairo_image_surface_get_width (s) / 8), sizeof v);
  g_assert_cmpuint ((v >> 16) & 0xff, >, 180);
  g_assert_cmpuint ((v >> 8) & 0xff, <, 60);
  g_assert_cmpuint (v & 0xff, <, 60);
  cairo_surface_destroy (s);
  g_remove (pdf);
  g_remove (png);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/validate/tileset-checks", test_validate_checks);
  g_test_add_func ("/cli/validate/broken-json", test_validate_broken_json);
  g_test_add_func ("/cli/sheet", test_sheet);
  g_test_add_func ("/cli/sheet/names", test_sheet_names);
  g_test_add_func ("/cli/sheet/refusal-words", test_sheet_refusal_words);
  g_test_add_func ("/cli/art", test_art);

  return g_test_run ();
}
