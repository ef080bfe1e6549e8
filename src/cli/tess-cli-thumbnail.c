/* tess-cli-thumbnail.c: tessera-cli thumbnail [--size N] FILE PNG
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The thumbnailer of the desktop (data/io.github.tesseragame.Tessera.thumbnailer
 * runs `tessera-cli thumbnail --size %s %i %o`): the board of a saved game,
 * or the tiles of a tile set in a grid, drawn by src/render into a square
 * PNG of the size asked for, transparent where nothing is drawn. A game
 * with a bad move shows the board before it. Whatever the input, the
 * answer is a picture or a message and exit status 1, never a crash.
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include <glib/gi18n.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

#include "tess-cli-art.h"
#include "tess-cli.h"
#include "tess-cli-picture.h"
#include "tess-json-private.h"
#include "tess-record-salvage.h"
#include "tess-render.h"
#include "tess-tile-set.h"

static int run_thumbnail (int argc, char **argv);

const TessCliCommand tess_cli_command_thumbnail = {
  "thumbnail",
  N_("FILE PNG"),
  N_("Draw a square thumbnail of a game record or a tile set, for the file manager"),
  run_thumbnail,
};

#define DEFAULT_SIZE 256
#define MAX_SIZE     4096
/* What a thumbnail's art may cost (tess_render_art_get_cost()): eight
 * PNGs of the largest size a set may have, or an SVG as costly as the
 * renderer lets one be, or many small ones. The file manager runs the
 * thumbnailer on any set downloaded; past this, tiles show their
 * generated picture. */
#define ART_BUDGET   (8.0 * 4096 * 4096)

/* The board after the last good move, fitted into the square. */
static gboolean
draw_game (cairo_t     *cr,
           const char  *filename,
           int          size,
           GError     **error)
{
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessState) st = NULL;
  g_autoptr(GError) damage = NULL;
  g_autoptr(TessRenderCache) cache = tess_render_cache_new ();
  int colors[TESS_MAX_PLAYERS] = { 0 };
  TessRenderView view;

  record = tess_record_salvage_file (filename, &damage, error);
  if (record == NULL)
    return FALSE;
  if (damage != NULL)
    g_debug ("%s", damage->message);
  replay = tess_replay_new (record, error);
  if (replay == NULL)
    return FALSE;
  st = tess_replay_new_state (replay);
  if (!tess_replay_seek (replay, -1, st, error))
    return FALSE;

  for (guint p = 0; p < tess_record_n_players (record) && p < TESS_MAX_PLAYERS; p++)
    colors[p] = tess_record_player (record, p)->color;
  tess_cli_art_set_cache (cache, record);
  tess_render_view_fit (&view, st, size, size, 0.1);
  tess_render_board (cr, st, &view, NULL, colors, TESS_RENDER_BOARD_ALL, cache);
  return TRUE;
}

/* One of each tile, in a square grid, in the order of the set. */
static gboolean
draw_tileset (cairo_t     *cr,
              const char  *filename,
              int          size,
              GError     **error)
{
  g_autoptr(TessTileSetData) set = NULL;
  g_autoptr(GHashTable) drawn = NULL;
  guint n, cols;
  double cell, gap, cost = 0;

  set = tess_tile_set_load_file (filename, error);
  if (set == NULL)
    return FALSE;
  n = tess_tile_set_n_tiles (set);
  if (n == 0)
    return TRUE;
  cols = (guint) ceil (sqrt (n));
  cell = (double) size / cols;
  gap = cell * 0.04;
  drawn = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < n; i++)
    {
      TessRenderArt *art = tess_cli_art_decoded (tess_tile_set_get_art (set, i));

      /* Art shared by several tiles costs once. */
      if (art != NULL && !g_hash_table_contains (drawn, art))
        {
          cost += tess_render_art_get_cost (art, cell - gap);
          if (cost > ART_BUDGET)
            art = NULL;
          else
            g_hash_table_add (drawn, art);
        }
      tess_render_tile_art (cr, tess_tile_set_tile (set, i), art, 0,
                            (i % cols) * cell + gap / 2, (i / cols) * cell + gap / 2, cell - gap);
    }
  return TRUE;
}

static gboolean
thumbnail (const char  *input,
           const char  *output,
           int          size,
           GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (input);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *display = g_filename_display_name (input);
  g_autofree char *data = NULL;
  g_autofree char *format = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonNode *node;
  g_autoptr(GByteArray) png = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  gsize length = 0;
  gboolean drawn;

  if (path == NULL)
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_IO,
                   _("%s: only local files can have a thumbnail"), display);
      return FALSE;
    }
  data = tess_read_file (path, &length, error);
  if (data == NULL)
    return FALSE;
  /* Not JSON at all: the reader's message says where. */
  root = tess_json_parse (data, (gssize) length, display, error);
  if (root == NULL)
    return FALSE;
  node = json_object_get_member (json_node_get_object (root), "format");
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    format = g_strdup (json_node_get_string (node));
  g_clear_pointer (&data, g_free);
  g_clear_pointer (&root, json_node_unref);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cr = cairo_create (surface);
  if (g_strcmp0 (format, TESS_RECORD_FORMAT) == 0)
    drawn = draw_game (cr, path, size, error);
  else if (g_strcmp0 (format, "tessera-tileset") == 0)
    drawn = draw_tileset (cr, path, size, error);
  else
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_FORMAT,
                   _("%s: not a Tessera game record or tile set"), display);
      drawn = FALSE;
    }
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (drawn && status == CAIRO_STATUS_SUCCESS)
    status = tess_cli_encode_png (surface, png);
  cairo_surface_destroy (surface);
  if (!drawn)
    return FALSE;

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_IO,
                   /* Translators: the first %s is a file name, the second says why, in English (from cairo) */
                   _("%s: could not draw the thumbnail: %s"), display, cairo_status_to_string (status));
      return FALSE;
    }
  return tess_cli_write_png (output, png, error);
}

static int
run_thumbnail (int    argc,
               char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  int size = DEFAULT_SIZE;
  const GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_INT, &size,
      N_("Width and height of the thumbnail in pixels (default: 256)"), N_("N") },
    { NULL }
  };

  context = tess_cli_option_context (&tess_cli_command_thumbnail);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tess_cli_parse (context, &argc, &argv))
    return TESS_CLI_EXIT_USAGE;
  if (argc != 3)
    return tess_cli_usage_error (&tess_cli_command_thumbnail,
                                 _("give the file to draw and the PNG to write"));
  if (size < 1 || size > MAX_SIZE)
    {
      g_autofree char *message = g_strdup_printf (_("--size takes a number of pixels from 1 to %d"),
                                                  MAX_SIZE);

      return tess_cli_usage_error (&tess_cli_command_thumbnail, message);
    }

  if (!thumbnail (argv[1], argv[2], size, &error))
    {
      g_printerr ("%s\n", error->message);
      return TESS_CLI_EXIT_FAILURE;
    }
  return EXIT_SUCCESS;
}
