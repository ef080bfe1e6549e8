/* tess-cli-sheet.c: tessera-cli sheet SET.tileset.json --out FILE.pdf|FILE.png [--size-mm N]
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include <glib/gi18n.h>

#include "tess-cli-art.h"
#include "tess-cli-picture.h"
#include "tess-cli.h"
#include "tess-json-private.h"
#include "tess-render-print.h"
#include "tess-render-sheet-doc.h"
#include "tess-render.h"
#include "tess-tile-set.h"

static int run_sheet (int argc, char **argv);

const TessCliCommand tess_cli_command_sheet = {
  "sheet",
  N_("SET.tileset.json --out FILE.pdf|FILE.png"),
  N_("Print every tile of a set, as many copies as its count, with cutting marks"),
  run_sheet,
};

#define MARGIN_MM    12.0
#define PNG_DPI      150.0
#define PNG_COLUMNS  8

/* No captions: the set's name is the PDF's title. (Text would load the
 * fonts, which a command run once has no use for.) */

/* One entry per copy of each tile, in the set's order; @art gets each
 * copy's artwork (or NULL). */
static GPtrArray *
expand_copies (const TessTileSetData *set,
               GPtrArray             *art)
{
  GPtrArray *copies = g_ptr_array_new ();

  for (guint i = 0; i < tess_tile_set_n_tiles (set); i++)
    {
      const TessTileDef *t = tess_tile_set_tile (set, i);

      for (int c = 0; c < t->count; c++)
        {
          g_ptr_array_add (copies, (gpointer) t);
          g_ptr_array_add (art, tess_cli_art_decoded (tess_tile_set_get_art (set, i)));
        }
    }
  return copies;
}

static gboolean
check_status (cairo_status_t  status,
              const char     *out,
              GError        **error)
{
  g_autofree char *display = NULL;

  if (status == CAIRO_STATUS_SUCCESS)
    return TRUE;
  display = g_filename_display_name (out);
  g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_IO,
               /* Translators: the second %s says why, in English (from cairo) */
               _("Could not write the sheet “%s”: %s"), display, cairo_status_to_string (status));
  return FALSE;
}

/* A PDF of A4 pages, to cut at home or for a print shop (bleed, crop
 * marks, backs), with the tiles' ids and the start tile's star when
 * asked (--names, --mark-start). */
static gboolean
check_surface (cairo_surface_t *surface,
               const char      *out,
               GError         **error)
{
  return check_status (cairo_surface_status (surface), out, error);
}

static gboolean
write_pdf (const TessTileSetData *set,
           GPtrArray             *copies,
           GPtrArray             *art,
           TessSheetOptions      *options,
           gboolean               mark_start,
           const char            *out,
           GError               **error)
{
  g_auto(GStrv) credits = tess_tile_set_art_credits (set);
  TessSheetArt sheet_art = {
    (TessRenderArt *const *) art->pdata, (const char *const *) credits, _("Artwork")
  };
  int start = set->start != NULL ? tess_tile_set_find_tile (set, set->start) : -1;
  cairo_status_t status;
  g_autoptr(GBytes) pdf = NULL;
  gsize length;
  const char *bytes;

  for (guint k = 0; mark_start && start >= 0 && k < copies->len; k++)
    if (g_ptr_array_index (copies, k) == tess_tile_set_tile (set, start))
      {
        options->start = (int) k;
        break;
      }
  pdf = tess_render_sheet_bytes ((const TessTileDef *const *) copies->pdata, (int) copies->len,
                                 &sheet_art, set->name, NULL, NULL, options, NULL, &status);
  if (status == CAIRO_STATUS_INVALID_SIZE)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("Tiles of %g mm do not fit on an A4 page"), options->size_mm);
      return FALSE;
    }
  if (!check_status (status, out, error))
    return FALSE;
  /* Written as saves are: through a symbolic link, atomically. */
  bytes = g_bytes_get_data (pdf, &length);
  return tess_write_file (out, bytes, length, error);
}

static gboolean
write_png (const TessTileSetData *set,
           GPtrArray             *copies,
           GPtrArray             *art,
           double                 size_mm,
           const char            *out,
           GError               **error)
{
  double px_per_mm = PNG_DPI / 25.4;
  int columns = MIN ((int) copies->len, PNG_COLUMNS);
  int rows = ((int) copies->len + columns - 1) / columns;
  TessSheetLayout layout = { 0 };
  cairo_surface_t *surface;
  cairo_t *cr;
  gboolean ok;

  layout.tile_size = size_mm * px_per_mm;
  layout.margin = MARGIN_MM * px_per_mm;
  layout.width = ceil (columns * layout.tile_size + 2 * layout.margin) + 1;
  layout.height = ceil (rows * layout.tile_size + 2 * layout.margin) + 1;
  if (layout.width > 32767 || layout.height > 32767 || !tess_render_sheet_layout (&layout))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("A picture of %u tiles of %g mm is too big; print a PDF instead"),
                   copies->len, size_mm);
      return FALSE;
    }
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) layout.width, (int) layout.height);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  tess_render_sheet_page_art (cr, &layout, (const TessTileDef *const *) copies->pdata,
                              (TessRenderArt *const *) art->pdata, (int) copies->len, NULL);
  cairo_destroy (cr);
  ok = check_surface (surface, out, error);
  if (ok)
    {
      g_autoptr(GByteArray) png = g_byte_array_new ();

      ok = check_status (tess_cli_encode_png (surface, png), out, error)
           && tess_cli_write_png (out, png, error);
    }
  cairo_surface_destroy (surface);
  return ok;
}

static int
run_sheet (int    argc,
           char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = NULL;
  g_autoptr(GPtrArray) copies = NULL;
  g_autoptr(GPtrArray) art = g_ptr_array_new ();
  g_autofree char *out = NULL;
  double size_mm = 45;
  double bleed_mm = -1;
  gboolean backs = FALSE;
  gboolean names = FALSE;
  gboolean mark_start = FALSE;
  gboolean ok;
  GOptionEntry entries[] = {
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out,
      N_("Write the sheet to FILE: a PDF of A4 pages, or a PNG picture when FILE ends in .png"),
      N_("FILE") },
    { "size-mm", 0, 0, G_OPTION_ARG_DOUBLE, &size_mm,
      N_("The side of a tile in millimetres (10 to 150; 45 by default, the size of the board game's tiles)"),
      N_("N") },
    { "bleed", 0, 0, G_OPTION_ARG_DOUBLE, &bleed_mm,
      N_("For a print shop (PDF): N millimetres of bleed round each tile (0 to 10), crop marks and the tiles' names"),
      N_("N") },
    { "backs", 0, 0, G_OPTION_ARG_NONE, &backs,
      N_("For a print shop (PDF): a page of backs after each page of tiles, to print on both sides"),
      NULL },
    { "names", 0, 0, G_OPTION_ARG_NONE, &names,
      N_("Print each tile's id on it"), NULL },
    { "mark-start", 0, 0, G_OPTION_ARG_NONE, &mark_start,
      N_("Mark the start tile with a star (and, with --backs, give it a light back)"), NULL },
    { NULL }
  };

  context = tess_cli_option_context (&tess_cli_command_sheet);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tess_cli_parse (context, &argc, &argv))
    return TESS_CLI_EXIT_USAGE;
  if (argc != 2)
    return tess_cli_usage_error (&tess_cli_command_sheet, _("give one tile set"));
  if (out == NULL)
    return tess_cli_usage_error (&tess_cli_command_sheet, _("give the file to write with --out"));
  /* The kind of file is chosen by its name: say so rather than write a
   * PDF into "sheet.svg". */
  if (!g_str_has_suffix (out, ".png") && !g_str_has_suffix (out, ".PNG")
      && !g_str_has_suffix (out, ".pdf") && !g_str_has_suffix (out, ".PDF"))
    return tess_cli_usage_error (&tess_cli_command_sheet,
                                 _("--out takes a file ending in .pdf or .png"));
  if (!(size_mm >= 10 && size_mm <= 150))
    return tess_cli_usage_error (&tess_cli_command_sheet,
                                 _("--size-mm is between 10 and 150 millimetres"));
  if (bleed_mm != -1 && !(bleed_mm >= 0 && bleed_mm <= 10))
    return tess_cli_usage_error (&tess_cli_command_sheet,
                                 _("--bleed is between 0 and 10 millimetres"));
  if ((bleed_mm != -1 || backs || names || mark_start) && (g_str_has_suffix (out, ".png") || g_str_has_suffix (out, ".PNG")))
    return tess_cli_usage_error (&tess_cli_command_sheet,
                                 _("--bleed, --backs, --names and --mark-start make a PDF: give --out a file ending in .pdf"));

  set = tess_tile_set_load_file (argv[1], &error);
  if (set == NULL)
    {
      g_printerr ("%s\n", error->message);
      return TESS_CLI_EXIT_FAILURE;
    }
  copies = expand_copies (set, art);
  if (g_str_has_suffix (out, ".png") || g_str_has_suffix (out, ".PNG"))
    ok = write_png (set, copies, art, size_mm, out, &error);
  else
    {
      gboolean shop = bleed_mm != -1 || backs;
      TessSheetOptions options = { size_mm, shop ? MAX (bleed_mm, 0) : -1, backs, names || shop, -1 };

      ok = write_pdf (set, copies, art, &options, mark_start, out, &error);
    }
  /* The credits, the names and any text in SVG art loaded fonts: cairo
   * and pango keep them (and fontconfig's patterns) for the process,
   * which ends here, once nothing drawn is alive. */
  g_clear_pointer (&copies, g_ptr_array_unref);
  g_clear_pointer (&art, g_ptr_array_unref);
  g_clear_pointer (&set, tess_tile_set_unref);
  tess_render_art_reset_static_data ();
  if (!ok)
    {
      g_printerr ("%s\n", error->message);
      return TESS_CLI_EXIT_FAILURE;
    }
  return EXIT_SUCCESS;
}
