/* tess-cli-render.c: tessera-cli render FILE --out PNG [--move N]
 *   [--size WxH | --cell-size PX] [--crop X0,Y0,X1,Y1 | --crop auto]
 *   [--highlight] [--final] [--edition first|second|third] [--refused]
 *   [--label TEXT@X,Y …]
 *
 * The help's figures (help/figures/) are drawn with it at build time:
 * cropped to the cells that matter, the scored features lit, no words.
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "tess-cli-art.h"
#include "tess-cli.h"
#include "tess-cli-picture.h"
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
#define MAX_CELL 2048

/* Room round a crop, in cells: the highlight's outline and a follower
 * standing on an edge are not cut. */
#define CROP_MARGIN 0.06

typedef struct
{
  int        move;            /* -1: all */
  int        width, height;   /* 0: from cell_size */
  int        cell_size;       /* 0: from width x height */
  gboolean   crop;
  gboolean   crop_auto;
  int        crop_x0, crop_y0, crop_x1, crop_y1;
  gboolean   highlight;
  gboolean   final;
  int        edition;         /* TessFarmScoring, -1: the record's */
  gboolean   refused;
  GArray    *labels;          /* Label */
} RenderOptions;

/* A figure's label (--label TEXT@X,Y). */
typedef struct
{
  char   text[16];
  double x, y;
} Label;

#define LABEL_MAX_CHARS 3
#define LABEL_MAX_CELLS 1000.0

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

static gboolean
parse_crop (const char     *text,
            RenderOptions  *opt,
            GError        **error)
{
  g_auto(GStrv) parts = NULL;
  gint64 v[4];

  opt->crop = TRUE;
  if (g_strcmp0 (text, "auto") == 0)
    {
      opt->crop_auto = TRUE;
      return TRUE;
    }
  parts = g_strsplit (text, ",", -1);
  if (g_strv_length (parts) == 4)
    {
      guint i;

      for (i = 0; i < 4; i++)
        if (!g_ascii_string_to_signed (g_strstrip (parts[i]), 10, -TESS_MAX_TILES,
                                       TESS_MAX_TILES, &v[i], NULL))
          break;
      if (i == 4 && v[0] <= v[2] && v[1] <= v[3])
        {
          opt->crop_x0 = (int) v[0];
          opt->crop_y0 = (int) v[1];
          opt->crop_x1 = (int) v[2];
          opt->crop_y1 = (int) v[3];
          return TRUE;
        }
    }
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               /* Translators: --crop is an option; keep "X0,Y0,X1,Y1" and "auto" as they are */
               _("“%s” is not a crop: give the cells of two opposite corners as X0,Y0,X1,Y1 "
                 "with X0 ≤ X1 and Y0 ≤ Y1, e.g. -1,0,2,1, or “auto” for the placed tiles"),
               text);
  return FALSE;
}

static gboolean
parse_number (const char *text,
              double     *value)
{
  char *end = NULL;

  *value = g_ascii_strtod (text, &end);
  return end != text && *end == '\0' && fabs (*value) <= LABEL_MAX_CELLS;
}

static gboolean
parse_label (const char  *text,
             GArray      *labels,
             GError     **error)
{
  const char *at = strrchr (text, '@');
  g_auto(GStrv) point = at ? g_strsplit (at + 1, ",", -1) : NULL;
  Label label = { { 0 }, 0, 0 };
  gsize len = at ? (gsize) (at - text) : 0;

  if (at != NULL && len > 0 && len < sizeof label.text
      && g_utf8_validate (text, len, NULL) && g_utf8_strlen (text, len) <= LABEL_MAX_CHARS
      && g_strv_length (point) == 2
      && parse_number (point[0], &label.x) && parse_number (point[1], &label.y))
    {
      memcpy (label.text, text, len);
      g_array_append_val (labels, label);
      return TRUE;
    }
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               /* Translators: --label is an option; keep "TEXT@X,Y" and "A@0.5,0.2" as they are */
               _("“%s” is not a label: give one to three characters, “@” and a point in cells "
                 "of the board, as TEXT@X,Y (for example A@0.5,0.2)"),
               text);
  return FALSE;
}

static void
collect (const TessEvent *event,
         void            *user_data)
{
  g_array_append_val ((GArray *) user_data, *event);
}

/* A follower placed by the move drawn, which its own scoring took back. */
typedef struct
{
  int placement;   /* -1: none */
  int feature;
  int player;
  int figure;      /* its kind, a TessFigure: the big follower drawn larger */
} Placed;

/* A move the rules refuse, drawn faded and crossed out where it was tried. */
typedef struct
{
  int type;        /* -1: none */
  int x, y, rot;
} Refused;

static void
draw_refused (cairo_t              *cr,
              const TessDef        *def,
              const TessRenderView *view,
              const Refused        *refused)
{
  double x = view->origin_x + refused->x * view->cell_size;
  double y = view->origin_y + refused->y * view->cell_size;
  double s = view->cell_size;

  cairo_save (cr);
  cairo_push_group (cr);
  tess_render_tile (cr, tess_def_tile (def, refused->type), refused->rot, x, y, s);
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, 0.55);
  /* A red cross, as on a road sign. */
  cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
  cairo_set_line_width (cr, s * 0.07);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, x + s * 0.2, y + s * 0.2);
  cairo_line_to (cr, x + s * 0.8, y + s * 0.8);
  cairo_move_to (cr, x + s * 0.8, y + s * 0.2);
  cairo_line_to (cr, x + s * 0.2, y + s * 0.8);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* Draws the board of st into a PNG file, with the events lit, and the
 * followers of fst (the state before the move drawn scored) plus the
 * move's own follower. */
static gboolean
write_board (TessReplay           *replay,
             TessState            *st,
             TessState            *fst,
             const Placed         *placed,
             const Refused        *refused,
             GArray               *events,
             const RenderOptions  *opt,
             const char           *out,
             GError              **error)
{
  TessRecord *record = tess_replay_get_record (replay);
  g_autoptr(TessRenderCache) cache = tess_render_cache_new ();
  int colors[TESS_MAX_PLAYERS];
  TessRenderView view;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  double r, g, b, margin;
  int x0, y0, x1, y1, width, height;
  g_autoptr(GByteArray) png = g_byte_array_new ();

  tess_cli_art_set_cache (cache, record);
  for (guint p = 0; p < TESS_MAX_PLAYERS; p++)
    colors[p] = p < tess_record_n_players (record) ? (int) tess_record_player (record, p)->color
                                                   : (int) p % TESS_RENDER_N_COLORS;

  /* The cells shown: the crop, or the whole board with half a cell round. */
  tess_render_board_bounds (st, &x0, &y0, &x1, &y1);
  margin = 0.5;
  if (opt->crop)
    {
      margin = CROP_MARGIN;
      if (!opt->crop_auto)
        {
          x0 = opt->crop_x0;
          y0 = opt->crop_y0;
          x1 = opt->crop_x1;
          y1 = opt->crop_y1;
        }
    }
  width = opt->width;
  height = opt->height;
  if (opt->cell_size > 0)
    {
      width = (int) ((x1 - x0 + 1 + 2 * margin) * opt->cell_size + 0.5);
      height = (int) ((y1 - y0 + 1 + 2 * margin) * opt->cell_size + 0.5);
      if (width > MAX_SIDE || height > MAX_SIDE)
        {
          g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID,
                       /* Translators: --cell-size is an option */
                       _("The picture would be %d × %d pixels, more than %d a side: "
                         "give a smaller --cell-size or a --crop"),
                       width, height, MAX_SIDE);
          return FALSE;
        }
    }

  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cr = cairo_create (surface);
  tess_render_table_rgb (&r, &g, &b);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_paint (cr);
  tess_render_view_crop (&view, x0, y0, x1, y1, width, height, margin);
  tess_render_table_edge (cr, st, &view);
  if (opt->crop && !opt->crop_auto)
    {
      /* Nothing of the tiles round a crop: the margin shows the table. */
      cairo_rectangle (cr, view.origin_x + x0 * view.cell_size, view.origin_y + y0 * view.cell_size,
                       (x1 - x0 + 1) * view.cell_size, (y1 - y0 + 1) * view.cell_size);
      cairo_clip (cr);
    }
  tess_render_board (cr, st, &view, NULL, colors, TESS_RENDER_BOARD_TILES, cache);
  if (refused->type >= 0)
    draw_refused (cr, tess_state_def (st), &view, refused);
  if (events != NULL)
    tess_render_scoring_lights (cr, st, &view, (const TessEvent *) (void *) events->data,
                                events->len, colors);
  tess_render_board (cr, fst, &view, NULL, colors, TESS_RENDER_BOARD_FOLLOWERS, cache);
  if (placed->placement >= 0)
    {
      int x, y, type, rot;

      tess_state_placed (st, placed->placement, &x, &y, &type, &rot);
      tess_render_tile_figure (cr, tess_def_tile (tess_state_def (st), type), rot,
                               placed->feature, placed->figure, colors[placed->player],
                               view.origin_x + x * view.cell_size,
                               view.origin_y + y * view.cell_size, view.cell_size);
    }
  /* Labels over everything, the crop's clip lifted so that none is cut. */
  cairo_reset_clip (cr);
  for (guint i = 0; opt->labels != NULL && i < opt->labels->len; i++)
    {
      const Label *label = &g_array_index (opt->labels, Label, i);

      tess_render_figure_label (cr, &view, label->x, label->y, label->text);
    }
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (status == CAIRO_STATUS_SUCCESS)
    status = tess_cli_encode_png (surface, png);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_IO,
                   /* Translators: %s says why, in English (from cairo) */
                   _("Could not draw the board: %s"), cairo_status_to_string (status));
      return FALSE;
    }
  return tess_cli_write_png (out, png, error);
}

static gboolean
render_record (const char           *filename,
               const RenderOptions  *opt,
               const char           *out,
               GError              **error)
{
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessState) st = NULL;
  g_autoptr(TessState) scored = NULL;
  g_autoptr(TessState) before = NULL;
  Placed placed = { -1, -1, -1, TESS_FIGURE_FOLLOWER };
  Refused refused = { -1, 0, 0, 0 };
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (TessEvent));
  g_autoptr(GArray) events = NULL;
  guint n_moves;
  int move;
  g_autofree char *display = g_filename_display_name (filename);

  /* The loader's messages name the file already; the others do not. */
  record = tess_record_load_file (filename, error);
  if (record == NULL)
    return FALSE;
  if (opt->edition >= 0)
    record->rules.farm_scoring = opt->edition;
  replay = tess_replay_new (record, error);
  if (replay == NULL)
    {
      g_prefix_error (error, "%s: ", display);
      return FALSE;
    }

  n_moves = tess_replay_n_moves (replay);
  if (opt->move > (int) n_moves)
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID,
                   ngettext ("%s: there is no move %d: the record has %u move",
                             "%s: there is no move %d: the record has %u moves", n_moves),
                   display, opt->move, n_moves);
      return FALSE;
    }
  move = opt->move < 0 ? (int) n_moves : opt->move;

  st = tess_replay_new_state (replay);
  if (!tess_replay_play (replay, move, st, opt->highlight ? collect : NULL, all, error))
    {
      g_prefix_error (error, "%s: ", display);
      return FALSE;
    }

  if (opt->refused)
    {
      const TessRecordMove *m = NULL;
      g_autoptr(TessState) tried = NULL;
      g_autoptr(GError) local = NULL;

      if (move < (int) n_moves)
        m = &g_array_index (record->moves, TessRecordMove, move);
      tried = tess_state_dup (st);
      if (m == NULL || m->discard ||
          tess_replay_apply (replay, tried, (guint) move, NULL, NULL, &local))
        {
          g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID,
                       /* Translators: --refused is an option; %d is a move number */
                       _("%s: move %d is not a placement the rules refuse, so --refused has "
                         "nothing to draw"),
                       display, move + 1);
          return FALSE;
        }
      refused.type = tess_def_find_type (tess_replay_get_def (replay), m->tile);
      if (refused.type < 0)
        {
          g_propagate_prefixed_error (error, g_steal_pointer (&local), "%s: ", display);
          return FALSE;
        }
      refused.x = m->x;
      refused.y = m->y;
      refused.rot = m->rot;
    }

  if (opt->highlight || opt->final)
    events = g_array_new (FALSE, FALSE, sizeof (TessEvent));
  if (opt->final)
    {
      /* The final scoring takes the followers off: draw the board before
       * it, light what it scored. */
      scored = tess_state_dup (st);
      tess_state_final_scoring (scored, collect, events);
      if (!opt->highlight)
        g_array_set_size (events, 0);
    }
  else if (opt->highlight && move > 0)
    {
      const TessRecordMove *m = &g_array_index (record->moves, TessRecordMove, move - 1);

      for (guint i = 0; i < all->len; i++)
        if (g_array_index (all, TessEvent, i).move == move)
          g_array_append_val (events, g_array_index (all, TessEvent, i));

      /* The followers the move scored stand where they stood: those of
       * the board before it, and the one it placed. */
      before = tess_replay_new_state (replay);
      if (!tess_replay_seek (replay, move - 1, before, error))
        {
          g_prefix_error (error, "%s: ", display);
          return FALSE;
        }
      if (!m->discard && m->follower != TESS_FOLLOWER_NONE)
        {
          int x, y, type, rot;

          placed.placement = tess_state_n_placed (st) - 1;
          tess_state_placed (st, placed.placement, &x, &y, &type, &rot);
          placed.feature = tess_follower_to_feature (tess_replay_get_def (replay), type, rot,
                                                     m->follower);
          placed.player = tess_state_current_player (before);
          placed.figure = m->figure;
          if (placed.feature < 0)
            placed.placement = -1;
        }
    }
  return write_board (replay, st, before != NULL ? before : st, &placed, &refused, events, opt,
                      out, error);
}

static int
run_render (int    argc,
            char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *size = NULL;
  g_autofree char *crop = NULL;
  g_autofree char *edition = NULL;
  g_auto(GStrv) labels = NULL;
  g_autoptr(GArray) label_array = g_array_new (FALSE, FALSE, sizeof (Label));
  /* G_MININT: --cell-size not given (0 is a size, and a wrong one). */
  RenderOptions opt = { -1, 1200, 900, G_MININT, FALSE, FALSE, 0, 0, 0, 0, FALSE, FALSE, -1, FALSE,
                        label_array };
  const GOptionEntry entries[] = {
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out,
      N_("Write the picture to this PNG file"), N_("PNG") },
    { "move", 'm', 0, G_OPTION_ARG_INT, &opt.move,
      N_("Draw the board after this many moves (0: the start tile alone; default: all)"), N_("N") },
    { "size", 's', 0, G_OPTION_ARG_STRING, &size,
      N_("Size of the picture in pixels (default: 1200x900); the board is fitted into it"), N_("WxH") },
    { "cell-size", 0, 0, G_OPTION_ARG_INT, &opt.cell_size,
      N_("Draw every cell this many pixels wide; the picture is as large as the cells shown"),
      N_("PX") },
    { "crop", 'c', 0, G_OPTION_ARG_STRING, &crop,
      N_("Show only the cells from X0,Y0 to X1,Y1 (“auto”: just the placed tiles)"),
      N_("X0,Y0,X1,Y1") },
    { "highlight", 0, 0, G_OPTION_ARG_NONE, &opt.highlight,
      N_("Light the features the move drawn scored (with --final: those the final scoring scored)"),
      NULL },
    { "final", 0, 0, G_OPTION_ARG_NONE, &opt.final,
      N_("Score the end of the game on the board drawn"), NULL },
    { "refused", 0, 0, G_OPTION_ARG_NONE, &opt.refused,
      N_("Also draw the record’s next move, which the rules refuse, faded and crossed out"),
      NULL },
    { "edition", 'e', 0, G_OPTION_ARG_STRING, &edition,
      N_("Score farms by this edition of the rules instead of the record’s: first, second or third"),
      N_("EDITION") },
    { "label", 'l', 0, G_OPTION_ARG_STRING_ARRAY, &labels,
      N_("Mark the picture with TEXT in a round badge at X,Y, in cells of the board "
         "(0,0 is the top left corner of the start tile); give it once for each label"),
      N_("TEXT@X,Y") },
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
  if (opt.move < -1)
    return tess_cli_usage_error (&tess_cli_command_render,
                                 _("--move takes a number of moves, 0 or more"));
  if (size != NULL && opt.cell_size != G_MININT)
    return tess_cli_usage_error (&tess_cli_command_render,
                                 _("give either --size or --cell-size, not both"));
  if (opt.cell_size == G_MININT)
    opt.cell_size = 0;
  else if (opt.cell_size < 8 || opt.cell_size > MAX_CELL)
    {
      g_autofree char *message =
        g_strdup_printf (_("--cell-size takes a number of pixels from 8 to %d"), MAX_CELL);

      return tess_cli_usage_error (&tess_cli_command_render, message);
    }
  if (size != NULL && !parse_size (size, &opt.width, &opt.height, &error))
    return tess_cli_usage_error (&tess_cli_command_render, error->message);
  if (crop != NULL && !parse_crop (crop, &opt, &error))
    return tess_cli_usage_error (&tess_cli_command_render, error->message);
  if (edition != NULL)
    {
      opt.edition = tess_farm_scoring_from_name (edition);
      if (opt.edition < 0)
        {
          g_autofree char *message =
            /* Translators: --edition is an option; keep first, second and third as they are */
            g_strdup_printf (_("“%s” is not an edition: give first, second or third"), edition);

          return tess_cli_usage_error (&tess_cli_command_render, message);
        }
    }

  for (char **l = labels; l != NULL && *l != NULL; l++)
    if (!parse_label (*l, label_array, &error))
      return tess_cli_usage_error (&tess_cli_command_render, error->message);

  if (!render_record (argv[1], &opt, out, &error))
    {
      g_printerr ("%s\n", error->message);
      return TESS_CLI_EXIT_FAILURE;
    }
  return EXIT_SUCCESS;
}
