/* test-cli-handout.c: tessera-cli handout, read back with pdftotext
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-cli-handout"

#include "config.h"

#include <string.h>

#include <cairo.h>
#include <glib/gstdio.h>

#include "tess-test-cli.h"
#include "tess-test-core.h"

#include "tess-replay.h"

#define NOTE "Why not the city? Count its tiles first."

/* Spaces, no-break spaces and line ends as one space: the PDF's lines
 * break where the page does, not where the sentence did. */
static char *
normalise (const char *text)
{
  g_autoptr(GString) out = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isspace (c) || c == 0x00a0 || c == 0x202f)
        space = TRUE;
      else
        {
          if (space && out->len > 0)
            g_string_append_c (out, ' ');
          space = FALSE;
          g_string_append_unichar (out, c);
        }
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static char *
pdf_text (const char *pdf)
{
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = { NULL, pdf, "-", NULL };
  int status = -1;

  if (pdftotext == NULL)
    g_error ("pdftotext is missing: install poppler-utils (build-aux/install-deps)");
  argv[0] = pdftotext;
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out,
                NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return normalise (out);
}

/* A whole two-player game, played to its end. */
static char *
finished_record (gint64 seed)
{
  g_autoptr(TessRecord) record = cli_random_record (seed, 500, (guint64) seed);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessReplay) replay = tess_replay_new (record, &error);
  g_autoptr(TessState) st = NULL;

  g_assert_no_error (error);
  st = tess_replay_new_state (replay);
  g_assert_true (tess_replay_play (replay, -1, st, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (tess_state_is_over (st));
  return cli_save_temp (record);
}

/* The lines of `explain` that explain (indented), in order. */
static GPtrArray *
explain_sentences (const char *file)
{
  g_auto(TessTestRun) run;
  g_auto(GStrv) lines = NULL;
  GPtrArray *sentences = g_ptr_array_new_with_free_func (g_free);

  run_cli (&run, "explain", file, NULL);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "  "))
      g_ptr_array_add (sentences, normalise (lines[i]));
  return sentences;
}

/* The text as laid out on the pages of @pdf (pdftotext -bbox-layout: a
 * box for each word, words in lines): no word printed over the next on
 * its line, none past the page's margins of 18 mm, where a line too
 * long for its width would go. Returns how many words it saw. */
static guint
assert_laid_out (const char *pdf,
                 double      page_width)
{
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  g_autofree char *html = NULL;
  g_autoptr(GRegex) lines = g_regex_new ("<line [^>]*>(.*?)</line>", G_REGEX_DOTALL, 0, NULL);
  g_autoptr(GRegex) words = g_regex_new ("<word xMin=\"([0-9.]+)\" yMin=\"[0-9.]+\" xMax=\"([0-9.]+)\"[^>]*>([^<]*)</word>",
                                         0, 0, NULL);
  g_autoptr(GMatchInfo) line = NULL;
  const char *argv[] = { NULL, "-bbox-layout", pdf, "-", NULL };
  double margin = 18.0 * 72.0 / 25.4;
  int status = -1;
  guint n = 0;

  g_assert_nonnull (pdftotext);
  argv[0] = pdftotext;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &html,
                               NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  for (g_regex_match (lines, html, 0, &line); g_match_info_matches (line); g_match_info_next (line, NULL))
    {
      g_autofree char *inside = g_match_info_fetch (line, 1);
      g_autoptr(GMatchInfo) word = NULL;
      double last_end = -1;
      g_autofree char *last = NULL;

      for (g_regex_match (words, inside, 0, &word); g_match_info_matches (word); g_match_info_next (word, NULL))
        {
          g_autofree char *x0 = g_match_info_fetch (word, 1);
          g_autofree char *x1 = g_match_info_fetch (word, 2);
          g_autofree char *text = g_match_info_fetch (word, 3);
          double start = g_ascii_strtod (x0, NULL), end = g_ascii_strtod (x1, NULL);

          if (last != NULL && start < last_end - 0.1)
            g_error ("“%s” is printed over “%s” (%g < %g)", text, last, start, last_end);
          if (start < margin - 1 || end > page_width - margin + 1)
            g_error ("“%s” runs past the margins: %g to %g on a page %g wide", text, start, end, page_width);
          g_free (last);
          last = g_steal_pointer (&text);
          last_end = end;
          n++;
        }
    }
  return n;
}

/* Every sentence of `explain` is in the handout, in the same order, the
 * note too, and the final scoring comes as numbered steps. */
static void
test_sentences (void)
{
  g_autofree char *file = finished_record (31);
  g_autofree char *pdf = g_build_filename (cli_get_tmp_dir (), "handout.pdf", NULL);
  g_autoptr(GPtrArray) sentences = explain_sentences (file);
  g_autofree char *text = NULL;
  g_auto(TessTestRun) run;
  const char *at;
  guint n_final = 0;

  run_cli (&run, "handout", file, "--out", pdf, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  text = pdf_text (pdf);

  g_assert_cmpuint (sentences->len, >, 5);
  at = text;
  for (guint i = 0; i < sentences->len; i++)
    {
      const char *sentence = g_ptr_array_index (sentences, i);
      const char *found = strstr (at, sentence);

      if (found == NULL)
        g_error ("the handout lacks, or has out of order, the sentence “%s”", sentence);
      at = found + strlen (sentence);
      if (g_str_has_prefix (sentence, "Final scoring: "))
        n_final++;
    }
  g_assert_cmpuint (n_final, >, 0);
  g_assert_nonnull (strstr (text, "Final scoring, step 1 of"));
  /* Each step with the running total. */
  g_assert_nonnull (strstr (text, "Scores so far: Ana "));
  g_assert_nonnull (strstr (text, "The game of Ana and Bogdan, explained"));
  g_assert_nonnull (strstr (text, "Page 2"));
  /* Read at 100 %: every word apart from the next, within the page. */
  g_assert_cmpuint (assert_laid_out (pdf, 595.3), >, 100);
  cli_remove_temp (file);
}

/* With a note, --moves all and letter paper. */
static void
test_all_moves_letter (void)
{
  g_autoptr(TessRecord) record = cli_random_record (5, 500, 5);
  g_autofree char *file = NULL;
  g_autofree char *pdf = g_build_filename (cli_get_tmp_dir (), "all.pdf", NULL);
  g_autofree char *pdfinfo = g_find_program_in_path ("pdfinfo");
  g_autofree char *info = NULL;
  g_autofree char *text = NULL;
  g_autofree char *note = normalise ("Note: " NOTE);
  g_auto(TessTestRun) run;
  const char *argv[] = { NULL, pdf, NULL };
  g_autoptr(GError) error = NULL;

  tess_record_set_note (record, 2, NOTE);
  file = cli_save_temp (record);
  run_cli (&run, "handout", file, "--out", pdf, "--moves", "all", "--size", "letter", NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  text = pdf_text (pdf);
  /* Every move, a quiet one too. */
  g_assert_nonnull (strstr (text, "Move 1 — "));
  g_assert_nonnull (strstr (text, "Move 2 — "));
  g_assert_nonnull (strstr (text, note));

  g_assert_nonnull (pdfinfo);
  argv[0] = pdfinfo;
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &info,
                NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (info, "612 x 792 pts (letter)"));
  g_assert_cmpuint (assert_laid_out (pdf, 612), >, 100);
  cli_remove_temp (file);
}

/* The pixels of the pen's orange in the pages of @pdf, drawn at 60 dpi. */
static guint
pen_pixels (const char *pdf)
{
  g_autofree char *pdftoppm = g_find_program_in_path ("pdftoppm");
  g_autofree char *dir = g_build_filename (cli_get_tmp_dir (), "pages", NULL);
  g_autofree char *prefix = g_build_filename (dir, "page", NULL);
  const char *argv[] = { NULL, "-r", "60", "-png", pdf, prefix, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) pages = NULL;
  const char *name;
  int status = -1;
  guint n = 0;

  if (pdftoppm == NULL)
    g_error ("pdftoppm is missing: install poppler-utils (build-aux/install-deps)");
  argv[0] = pdftoppm;
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL,
                NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  pages = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (pages)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      cairo_surface_t *png = cli_load_png (path);
      int w = cairo_image_surface_get_width (png);
      int h = cairo_image_surface_get_height (png);
      int stride = cairo_image_surface_get_stride (png);
      const guint8 *data = cairo_image_surface_get_data (png);

      for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
          {
            guint32 pixel;

            memcpy (&pixel, data + y * stride + 4 * x, sizeof pixel);
            /* GNOME's orange 3, ff7800, give or take its blending. */
            n += ((pixel >> 16) & 0xff) > 0xf0 && ABS ((int) ((pixel >> 8) & 0xff) - 0x78) < 0x14
                 && (pixel & 0xff) < 0x18;
          }
      cairo_surface_destroy (png);
      g_unlink (path);
    }
  g_rmdir (dir);
  return n;
}

/* What the teacher drew while presenting and kept with a move's note is
 * on that move's figure; a quiet move with a drawing alone is printed,
 * as a noted one is. */
static void
test_drawing (void)
{
  g_autoptr(TessRecord) record = cli_random_record (5, 500, 5);
  g_autoptr(TessDrawing) drawing = tess_drawing_new ();
  g_autofree char *plain = NULL, *drawn = NULL;
  g_autofree char *pdf = g_build_filename (cli_get_tmp_dir (), "drawn.pdf", NULL);
  g_autofree char *text = NULL;
  guint without, with;
  g_auto(TessTestRun) run;
  g_auto(TessTestRun) run_plain;

  plain = cli_save_temp (record);
  run_cli (&run_plain, "handout", plain, "--out", pdf, NULL);
  g_assert_cmpint (run_plain.status, ==, 0);
  text = pdf_text (pdf);
  /* Move 2 scores nothing: it is not printed, unless noted. */
  g_assert_null (strstr (text, "Move 2 — "));
  without = pen_pixels (pdf);

  /* An arrow across the first tile, towards the second move's. */
  g_assert_true (tess_drawing_begin_stroke (drawing));
  for (double t = 0; t <= 1.0; t += 0.05)
    g_assert_true (tess_drawing_add_point (drawing, 0.1 + 0.8 * t, 0.2 + 0.6 * t));
  g_assert_true (tess_drawing_begin_stroke (drawing));
  g_assert_true (tess_drawing_add_point (drawing, 0.6, 0.8));
  g_assert_true (tess_drawing_add_point (drawing, 0.9, 0.8));
  g_assert_true (tess_drawing_add_point (drawing, 0.9, 0.5));
  tess_record_set_drawing (record, 2, drawing);
  drawn = cli_save_temp (record);
  run_cli (&run, "handout", drawn, "--out", pdf, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_free (text);
  text = pdf_text (pdf);
  g_assert_nonnull (strstr (text, "Move 2 — "));
  with = pen_pixels (pdf);
  g_test_message ("pen pixels: %u without the drawing, %u with it", without, with);
  g_assert_cmpuint (without, ==, 0);
  g_assert_cmpuint (with, >=, 20);
  cli_remove_temp (plain);
  cli_remove_temp (drawn);
}

static void
test_bad_options (void)
{
  g_autofree char *file = cli_data_file ("explain-city.tessera");
  g_autofree char *pdf = g_build_filename (cli_get_tmp_dir (), "bad.pdf", NULL);
  g_auto(TessTestRun) moves;
  g_auto(TessTestRun) size;
  g_auto(TessTestRun) no_out;

  run_cli (&moves, "handout", file, "--out", pdf, "--moves", "some", NULL);
  g_assert_cmpint (moves.status, ==, 2);
  g_assert_nonnull (strstr (moves.err, "“some” is not a choice of moves: give scoring or all"));
  run_cli (&size, "handout", file, "--out", pdf, "--size", "a3", NULL);
  g_assert_cmpint (size.status, ==, 2);
  g_assert_nonnull (strstr (size.err, "“a3” is not a paper size: give a4 or letter"));
  run_cli (&no_out, "handout", file, NULL);
  g_assert_cmpint (no_out.status, ==, 2);
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
}

int
main (int    argc,
      char **argv)
{
  cli_test_init (&argc, &argv, "test-cli-handout");
  g_test_add_func ("/cli/handout/sentences", test_sentences);
  g_test_add_func ("/cli/handout/all-moves-letter", test_all_moves_letter);
  g_test_add_func ("/cli/handout/bad-options", test_bad_options);
  g_test_add_func ("/cli/handout/drawing", test_drawing);
  return cli_test_run ();
}
