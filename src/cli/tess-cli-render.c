/* tess-cli-render.c: tessera-cli render FILE --out PNG [--move N] [--size WxH]
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <stdlib.h>

#include <glib/gi18n.h>

#include "tess-cli.h"
#include "tess-render.h"

static int run_render (int argc, char **argv);

const TessCliCommand tess_cli_command_render = {
  "render",
  N_("FILE --out PNG"),
  N_("Draw the board of a game record after a move, as a PNG picture"),
  run_render,
};

/* Cairo's image surfaces stop at 32767 pixels a side. */
#define MAX_SIDE 16384

static gboolean
parse_size (const char  *text,
            int         *width,
            int         *height,
            GError     **error)
{
  g_auto(GStrv) parts = g_strsplit (text, "x", -1);
  guint64 w = 0, h = 0;

  if (g_strv_length (parts) != 2 ||
      !g_ascii_string_to_unsigned (parts[0], 10, 1, MAX_SIDE, &w, NULL) ||
      !g_ascii_string_to_unsigned (parts[1], 10, 1, MAX_SIDE, &h, NULL))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* Translators: --size is an option; keep "WxH" as is, it shows the format */
                   _("“%s” is not a size: give it as WxH in pixels, e.g. 1200x900, each side at most %d"),
                   text, MAX_SIDE);
      return FALSE;
    }
  *width = (int) w;
  *height = (int) h;
  return TRUE;
}

static cairo_status_t
append_bytes (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* Draws the board of st, fitted to width x height, into a PNG file. */
static gboolean
write_board (TessReplay      *replay,
             const TessState *st,
             int              width,
             int              height,
             const char      *out,
             GError         **error)
{
  TessRecord *record = tess_replay_get_record (replay);
  g_autoptr(TessRenderCache) cache = tess_render_cache_new ();
  int colors[TESS_MAX_PLAYERS];
  TessRenderView view;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  double r, g, b;
  g_autoptr(GByteArray) png = g_byte_array_new ();
  g_autoptr(GError) local = NULL;

  for (guint p = 0; p < tess_record_n_players (record) && p < TESS_MAX_PLAYERS; p++)
    colors[p] = tess_record_player (record, p)->color;

  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cr = cairo_create (surface);
  tess_render_table_rgb (&r, &g, &b);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_paint (cr);
  tess_render_view_fit (&view, st, width, height, 0.5);
  tess_render_table_edge (cr, st, &view);
  tess_render_board (cr, st, &view, NULL, colors, TESS_RENDER_BOARD_ALL, cache);
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_write_to_png_stream (surface, append_bytes, png);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_IO,
                   /* Translators: %s says why, in English (from cairo) */
                   _("Could not draw the board: %s"), cairo_status_to_string (status));
      return FALSE;
    }
  if (!g_file_set_contents (out, (const char *) png->data, png->len, &local))
    {
      g_autofree char *display = g_filename_display_name (out);

      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_IO,
                   /* Translators: the second %s is the system's reason */
                   _("Could not write the picture “%s”: %s"), display, local->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
render_record (const char  *filename,
               int          move,
               int          width,
               int          height,
               const char  *out,
               GError     **error)
{
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessState) st = NULL;
  guint n_moves;
  g_autofree char *display = g_filename_display_name (filename);

  /* The loader's messages name the file already; the others do not. */
  record = tess_record_load_file (filename, error);
  if (record == NULL)
    return FALSE;
  replay = tess_replay_new (record, error);
  if (replay == NULL)
    {
      g_prefix_error (error, "%s: ", display);
      return FALSE;
    }

  n_moves = tess_replay_n_moves (replay);
  if (move > (int) n_moves)
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID,
                   ngettext ("%s: there is no move %d: the record has %u move",
                             "%s: there is no move %d: the record has %u moves", n_moves),
                   display, move, n_moves);
      return FALSE;
    }

  st = tess_replay_new_state (replay);
  if (!tess_replay_seek (replay, move < 0 ? -1 : move, st, error))
    {
      g_prefix_error (error, "%s: ", display);
      return FALSE;
    }
  return write_board (replay, st, width, height, out, error);
}

static int
run_render (int    argc,
            char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *size = NULL;
  int move = -1;
  int width = 1200, height = 900;
  const GOptionEntry entries[] = {
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out,
      N_("Write the picture to this PNG file"), N_("PNG") },
    { "move", 'm', 0, G_OPTION_ARG_INT, &move,
      N_("Draw the board after this many moves (0: the start tile alone; default: all)"), N_("N") },
    { "size", 's', 0, G_OPTION_ARG_STRING, &size,
      N_("Size of the picture in pixels (default: 1200x900); the board is fitted into it"), N_("WxH") },
    { NULL }
  };

  context = tess_cli_option_context (&tess_cli_command_render);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tess_cli_parse (context, &argc, &argv))
    return TESS_CLI_EXIT_USAGE;
  if (argc != 2)
    return tess_cli_usage_error (&tess_cli_command_render, _("give exactly one game record"));
  if (out == NULL)
    return tess_cli_usage_error (&tess_cli_command_render,
                                 _("give the picture to write with --out"));
  if (move < -1)
    return tess_cli_usage_error (&tess_cli_command_render,
                                 _("--move takes a number of moves, 0 or more"));
  if (size != NULL && !parse_size (size, &width, &height, &error))
    return tess_cli_usage_error (&tess_cli_command_render, error->message);

  if (!render_record (argv[1], move, width, height, out, &error))
    {
      g_printerr ("%s\n", error->message);
      return TESS_CLI_EXIT_FAILURE;
    }
  return EXIT_SUCCESS;
}
