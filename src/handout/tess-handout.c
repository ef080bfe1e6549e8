/* tess-handout.c: a printed handout of a game for a class
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pages of entries, top to bottom: a heading (the move), a figure, the
 * sentences, the note. An entry that does not fit under the last one
 * starts a page. The game is played once, move by move, beside its
 * history: the engine's events light the figure, the history's items
 * give the words, so the handout says what the history and `tessera-cli
 * explain` say.
 */

#define G_LOG_DOMAIN "tess-handout"

#include "config.h"

#include <string.h>

#include <cairo-pdf.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <pango/pangocairo.h>

#include "tess-explain.h"
#include "tess-final-steps.h"
#include "tess-handout.h"
#include "tess-handout-figure.h"
#include "tess-history.h"
#include "tess-render-art.h"
#include "tess-render.h"
#include "tess-replay.h"
#include "tess-tile-set.h"

#define MM_TO_PT TESS_HANDOUT_MM_TO_PT
#define MARGIN (18.0 * MM_TO_PT)
#define GAP (4.0 * MM_TO_PT)
/* Cells round the move and what it lit, so the figure shows where it is. */
#define CROP_CELLS 1

typedef struct
{
  cairo_t    *cr;
  double      width;          /* the page's */
  double      height;
  double      y;              /* where the next entry goes */
  guint       page;           /* from 1 */
  int         colors[TESS_MAX_PLAYERS];
  TessRenderCache *cache;
} Pages;

int
tess_handout_paper_from_name (const char *name)
{
  if (g_strcmp0 (name, "a4") == 0)
    return TESS_HANDOUT_PAPER_A4;
  if (g_strcmp0 (name, "letter") == 0)
    return TESS_HANDOUT_PAPER_LETTER;
  return -1;
}

int
tess_handout_moves_from_name (const char *name)
{
  if (g_strcmp0 (name, "scoring") == 0)
    return TESS_HANDOUT_MOVES_SCORING;
  if (g_strcmp0 (name, "all") == 0)
    return TESS_HANDOUT_MOVES_ALL;
  return -1;
}

/* A layout of @text the width of the text column. Ligatures and
 * hyphens are off: the PDF's text is the sentence, letter for letter,
 * for a reader who copies it (and for pdftotext). */
static PangoLayout *
new_layout (Pages      *pages,
            const char *text,
            const char *font,
            double      indent)
{
  PangoLayout *layout = pango_cairo_create_layout (pages->cr);
  g_autoptr(PangoFontDescription) desc = pango_font_description_from_string (font);
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_attr_list_insert (attrs, pango_attr_font_features_new ("liga 0, clig 0"));
  pango_attr_list_insert (attrs, pango_attr_insert_hyphens_new (FALSE));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  pango_layout_set_width (layout, pango_units_from_double (pages->width - 2 * MARGIN - indent));
  pango_layout_set_text (layout, text, -1);
  return layout;
}

static double
layout_height (PangoLayout *layout)
{
  int h;

  pango_layout_get_size (layout, NULL, &h);
  return pango_units_to_double (h);
}

static void
footer (Pages *pages)
{
  /* Translators: the foot of each page of a handout */
  g_autofree char *text = g_strdup_printf (_("Page %u"), pages->page);
  g_autoptr(PangoLayout) layout = new_layout (pages, text, "Sans 8", 0);

  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  cairo_set_source_rgb (pages->cr, 0.35, 0.35, 0.35);
  cairo_move_to (pages->cr, MARGIN, pages->height - MARGIN / 2 - layout_height (layout));
  pango_cairo_show_layout (pages->cr, layout);
}

/* Starts a page when @need more points do not fit under the last entry. */
static void
make_room (Pages *pages,
           double need)
{
  if (pages->y + need <= pages->height - MARGIN || pages->y <= MARGIN)
    return;
  footer (pages);
  cairo_show_page (pages->cr);
  pages->page++;
  pages->y = MARGIN;
}

/* A figure's cells: the move's tile (or, without one, the lit features)
 * and every tile of what is lit, a cell more round, within the board. */
static void
crop_cells (TessState       *st,
            int              placement,
            const TessEvent *events,
            guint            n_events,
            int             *x0,
            int             *y0,
            int             *x1,
            int             *y1)
{
  int bx0, by0, bx1, by1;
  gboolean any = FALSE;

  tess_render_board_bounds (st, &bx0, &by0, &bx1, &by1);
  *x0 = *y0 = G_MAXINT;
  *x1 = *y1 = G_MININT;

#define TAKE(px, py) G_STMT_START { \
    *x0 = MIN (*x0, (px)); *y0 = MIN (*y0, (py)); \
    *x1 = MAX (*x1, (px)); *y1 = MAX (*y1, (py)); any = TRUE; } G_STMT_END

  if (placement >= 0)
    {
      int x, y, type, rot;

      tess_state_placed (st, placement, &x, &y, &type, &rot);
      TAKE (x, y);
    }
  for (guint i = 0; i < n_events; i++)
    {
      g_autoptr(GArray) features = g_array_new (FALSE, FALSE, sizeof (TessRenderPart));
      g_autoptr(GArray) cities = g_array_new (FALSE, FALSE, sizeof (TessRenderPart));

      tess_render_event_parts (st, &events[i], features, cities);
      g_array_append_vals (features, cities->data, cities->len);
      for (guint k = 0; k < features->len; k++)
        {
          int x, y, type, rot;

          tess_state_placed (st, g_array_index (features, TessRenderPart, k).placement,
                             &x, &y, &type, &rot);
          TAKE (x, y);
        }
    }
#undef TAKE
  if (!any)
    {
      *x0 = bx0;
      *y0 = by0;
      *x1 = bx1;
      *y1 = by1;
      return;
    }
  *x0 = MAX (*x0 - CROP_CELLS, bx0);
  *y0 = MAX (*y0 - CROP_CELLS, by0);
  *x1 = MIN (*x1 + CROP_CELLS, bx1);
  *y1 = MIN (*y1 + CROP_CELLS, by1);
}

/* The crop grown to what the teacher drew, up to a cell off the board. */
static void
crop_drawing (TessState         *st,
              const TessDrawing *drawing,
              int               *x0,
              int               *y0,
              int               *x1,
              int               *y1)
{
  int bx0, by0, bx1, by1, dx0, dy0, dx1, dy1;

  if (!tess_drawing_get_cells (drawing, &dx0, &dy0, &dx1, &dy1))
    return;
  tess_render_board_bounds (st, &bx0, &by0, &bx1, &by1);
  *x0 = MIN (*x0, MAX (dx0, bx0 - 1));
  *y0 = MIN (*y0, MAX (dy0, by0 - 1));
  *x1 = MAX (*x1, MIN (dx1, bx1 + 1));
  *y1 = MAX (*y1, MIN (dy1, by1 + 1));
}

/* The figure's height for the cells in the text column, at a scale that
 * can be read: cropped round the move's tile (or the middle of what is
 * lit) when the whole would be too small (tess-handout-figure.c). */
static double
figure_height (Pages     *pages,
               TessState *st,
               int        placement,
               int       *x0,
               int       *y0,
               int       *x1,
               int       *y1)
{
  int cx = (*x0 + *x1) / 2, cy = (*y0 + *y1) / 2;
  double cell;

  if (placement >= 0)
    {
      int type, rot;

      tess_state_placed (st, placement, &cx, &cy, &type, &rot);
    }
  cell = tess_handout_fit_figure (pages->width - 2 * MARGIN, pages->height - 2 * MARGIN,
                                  cx, cy, x0, y0, x1, y1);
  return cell * (*y1 - *y0 + 1);
}

/* Draws the board of @st at pages->y, cropped to the cells, the events
 * lit, the followers of @followers (the state before the move scored
 * them) and the follower the move placed. */
static void
draw_figure (Pages           *pages,
             TessState       *st,
             TessState       *followers,
             int              placed_placement,
             int              placed_feature,
             int              placed_figure,
             int              placed_player,
             const TessEvent *events,
             guint            n_events,
             int              x0,
             int              y0,
             int              x1,
             int              y1,
             double           height,
             const TessDrawing *drawing)
{
  cairo_t *cr = pages->cr;
  /* As wide as its cells, centred in the text column. */
  double w = height / (y1 - y0 + 1) * (x1 - x0 + 1);
  double r, g, b;
  TessRenderView view;

  cairo_save (cr);
  cairo_translate (cr, (pages->width - w) / 2, pages->y);
  cairo_set_source_rgb (cr, 0.55, 0.55, 0.55);
  cairo_set_line_width (cr, 0.6);
  cairo_rectangle (cr, -0.3, -0.3, w + 0.6, height + 0.6);
  cairo_stroke (cr);
  cairo_rectangle (cr, 0, 0, w, height);
  cairo_clip (cr);
  tess_render_table_rgb (&r, &g, &b);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_paint (cr);
  tess_render_view_crop (&view, x0, y0, x1, y1, w, height, 0);
  tess_render_table_edge (cr, st, &view);
  tess_render_board (cr, st, &view, NULL, pages->colors, TESS_RENDER_BOARD_TILES, pages->cache);
  tess_render_scoring_lights (cr, st, &view, events, n_events, pages->colors);
  tess_render_board (cr, followers, &view, NULL, pages->colors, TESS_RENDER_BOARD_FOLLOWERS,
                     pages->cache);
  if (placed_placement >= 0 && placed_feature >= 0)
    {
      int x, y, type, rot;

      tess_state_placed (st, placed_placement, &x, &y, &type, &rot);
      tess_render_tile_figure (cr, tess_def_tile (tess_state_def (st), type), rot,
                               placed_feature, placed_figure, pages->colors[placed_player],
                               view.origin_x + x * view.cell_size,
                               view.origin_y + y * view.cell_size, view.cell_size);
    }
  /* What the teacher drew while presenting, kept with the note. */
  for (guint s = 0; drawing != NULL && s < tess_drawing_get_n_strokes (drawing); s++)
    {
      guint n;
      const TessDrawingPoint *points = tess_drawing_get_stroke (drawing, s, &n);

      tess_render_pen_stroke (cr, &view, (const gint32 *) points, n);
    }
  cairo_restore (cr);
}

/* Shows @layout at pages->y, indented, and moves down. */
static void
show_layout (Pages       *pages,
             PangoLayout *layout,
             double       indent,
             double       gray)
{
  cairo_set_source_rgb (pages->cr, gray, gray, gray);
  cairo_move_to (pages->cr, MARGIN + indent, pages->y);
  pango_cairo_show_layout (pages->cr, layout);
  pages->y += layout_height (layout);
}

typedef struct
{
  const char        *heading;
  const char *const *lines;      /* the sentences */
  guint              n_lines;
  const char        *note;       /* nullable */
  const TessDrawing *drawing;    /* nullable: kept with the note */
  TessState         *st;         /* the board drawn */
  TessState         *followers;  /* whose followers are drawn */
  int                placement;  /* the move's tile, -1 for none */
  int                placed_feature;
  int                placed_figure;   /* its kind: the big follower drawn larger */
  int                placed_player;
  const TessEvent   *events;
  guint              n_events;
} Entry;

static void
write_entry (Pages       *pages,
             const Entry *e)
{
  g_autoptr(PangoLayout) heading = new_layout (pages, e->heading, "Sans Bold 10.5", 0);
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(PangoLayout) note = NULL;
  double need, fig;
  int x0, y0, x1, y1;

  crop_cells (e->st, e->placement, e->events, e->n_events, &x0, &y0, &x1, &y1);
  crop_drawing (e->st, e->drawing, &x0, &y0, &x1, &y1);
  fig = figure_height (pages, e->st, e->placement, &x0, &y0, &x1, &y1);
  need = layout_height (heading) + GAP / 2 + fig + GAP;
  for (guint i = 0; i < e->n_lines; i++)
    {
      PangoLayout *layout = new_layout (pages, e->lines[i], "Sans 10", 0);

      need += layout_height (layout) + GAP / 3;
      g_ptr_array_add (lines, layout);
    }
  if (e->note != NULL)
    {
      /* Translators: the teacher's note on a move, on the replay's card */
      g_autofree char *text = g_strdup_printf (_("Note: %s"), e->note);

      note = new_layout (pages, text, "Sans Italic 10", 0);
      need += layout_height (note);
    }
  need += 2 * GAP;
  make_room (pages, need);

  show_layout (pages, heading, 0, 0.0);
  pages->y += GAP / 2;
  draw_figure (pages, e->st, e->followers, e->placement, e->placed_feature, e->placed_figure,
               e->placed_player,
               e->events, e->n_events, x0, y0, x1, y1, fig, e->drawing);
  pages->y += fig + GAP;
  for (guint i = 0; i < lines->len; i++)
    {
      show_layout (pages, g_ptr_array_index (lines, i), 0, 0.0);
      pages->y += GAP / 3;
    }
  if (note != NULL)
    show_layout (pages, note, 0, 0.2);
  pages->y += 2 * GAP;
}

static void
collect (const TessEvent *event,
         void            *user_data)
{
  g_array_append_val ((GArray *) user_data, *event);
}

static void
write_title (Pages      *pages,
             TessRecord *record)
{
  guint n = tess_record_n_players (record);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autofree char *players = NULL;
  g_autofree char *title = NULL;
  g_autoptr(PangoLayout) layout = NULL;

  for (guint p = 0; p < n; p++)
    g_ptr_array_add (names, tess_record_player (record, p)->name);
  players = tess_explain_player_list ((1u << n) - 1, (const char * const *) names->pdata, n);
  /* Translators: the title of a handout; %s is “Ana, Bogdan and Carla” */
  title = g_strdup_printf (_("The game of %s, explained"), players);
  layout = new_layout (pages, title, "Sans Bold 15", 0);
  show_layout (pages, layout, 0, 0.0);
  pages->y += 2 * GAP;
}

static gboolean
write_pages (Pages            *pages,
             TessRecord       *record,
             TessHandoutMoves  moves,
             GError          **error)
{
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessHistory) history = NULL;
  g_autoptr(TessState) st = NULL;
  guint n_moves;

  replay = tess_replay_new (record, error);
  if (replay == NULL)
    return FALSE;
  history = tess_history_new (replay, error);
  if (history == NULL)
    return FALSE;
  n_moves = tess_replay_n_moves (replay);

  write_title (pages, record);
  st = tess_replay_new_state (replay);
  for (guint i = 0; i < n_moves; i++)
    {
      g_autoptr(TessHistoryItem) item = g_list_model_get_item (G_LIST_MODEL (history), i);
      const char * const *lines = tess_history_item_get_explanations (item);
      g_autoptr(TessState) before = tess_state_dup (st);
      g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (TessEvent));
      g_autofree char *heading = NULL;
      Entry e = { 0 };

      if (!tess_replay_apply (replay, st, i, collect, events, error))
        return FALSE;
      /* A move the teacher wrote a note on is always printed. */
      if (moves == TESS_HANDOUT_MOVES_SCORING && lines[0] == NULL && tess_record_get_note (record, i + 1) == NULL
          && tess_record_get_drawing (record, i + 1) == NULL)
        continue;

      /* Translators: a heading of a handout, as a line of “tessera-cli
       * explain”: %u is the move number, %s the sentence that says what
       * was played */
      heading = g_strdup_printf (_("Move %u — %s"), i + 1, tess_history_item_get_action (item));
      e.heading = heading;
      e.lines = lines;
      e.n_lines = g_strv_length ((GStrv) lines);
      e.note = tess_record_get_note (record, i + 1);
      e.drawing = tess_record_get_drawing (record, i + 1);
      e.st = st;
      e.followers = before;
      e.placement = -1;
      e.placed_feature = -1;
      e.placed_figure = TESS_FIGURE_FOLLOWER;
      e.placed_player = tess_state_current_player (before);
      if (!tess_history_item_get_discard (item))
        {
          e.placement = tess_state_n_placed (st) - 1;
          e.placed_feature = tess_history_item_get_follower_feature (item);
          e.placed_figure = tess_record_move (record, i)->figure;
        }
      e.events = (const TessEvent *) (void *) events->data;
      e.n_events = events->len;
      write_entry (pages, &e);
    }

  if (tess_state_is_over (st) && g_list_model_get_n_items (G_LIST_MODEL (history)) > n_moves)
    {
      g_autoptr(TessHistoryItem) final = g_list_model_get_item (G_LIST_MODEL (history), n_moves);
      g_autoptr(TessState) scored = tess_state_dup (st);
      g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (TessEvent));
      guint n_steps;

      tess_state_final_scoring (scored, collect, events);
      tess_final_steps_sort (events);
      n_steps = tess_history_item_get_n_events (final);
      g_return_val_if_fail (n_steps == events->len, FALSE);

      {
        const char * const *lines = tess_history_item_get_explanations (final);
        guint n_lines = g_strv_length ((GStrv) lines);
        Entry e = { 0 };

        /* The announcement, and what the rules say beside the steps. */
        e.heading = tess_history_item_get_action (final);
        e.lines = lines;
        e.n_lines = n_lines - n_steps;
        e.st = st;
        e.followers = st;
        e.placement = -1;
        e.placed_feature = -1;
        e.n_events = 0;
        if (n_steps == 0)
          write_entry (pages, &e);
        else
          {
            g_autoptr(PangoLayout) layout = new_layout (pages, e.heading, "Sans Bold 12", 0);

            make_room (pages, layout_height (layout) + 80);
            show_layout (pages, layout, 0, 0.0);
            pages->y += GAP;
            for (guint i = 0; i < e.n_lines; i++)
              {
                g_autoptr(PangoLayout) line = new_layout (pages, lines[i], "Sans 10", 0);

                show_layout (pages, line, 0, 0.0);
              }
            pages->y += GAP;
          }
      }

      for (guint i = 0; i < n_steps; i++)
        {
          const TessEvent *ev = &g_array_index (events, TessEvent, i);
          g_autofree char *title = tess_final_step_title (tess_final_step_kind (ev->feature, ev->rule),
                                                          i + 1, n_steps);
          const char *names[TESS_MAX_PLAYERS] = { NULL };
          int scores[TESS_MAX_PLAYERS] = { 0 };
          g_autofree char *so_far = NULL;
          const char *lines[2];
          guint n = MIN (tess_record_n_players (record), TESS_MAX_PLAYERS);
          Entry e = { 0 };

          /* The sentence, and the running total after it. */
          for (guint p = 0; p < n; p++)
            names[p] = tess_record_player (record, p)->name;
          tess_final_steps_running (final, (int) i, scores);
          so_far = tess_final_steps_scores_text ((int) i, names, scores, n);
          lines[0] = tess_history_item_get_event_explanation (final, i);
          lines[1] = so_far;
          e.heading = title;
          e.lines = lines;
          e.n_lines = 2;
          e.st = st;
          e.followers = st;
          e.placement = -1;
          e.placed_feature = -1;
          e.events = ev;
          e.n_events = 1;
          write_entry (pages, &e);
        }
    }
  footer (pages);
  return TRUE;
}

/* The figures show the tiles' own art, as the board does, where the
 * program decodes art (tess_tile_art_set_decoder()). */
static void
set_art (TessRenderCache  *cache,
         const TessRecord *record)
{
  g_autoptr(GPtrArray) art = g_ptr_array_new ();
  gboolean any = FALSE;

  for (guint i = 0; i < record->tilesets->len; i++)
    {
      const TessTileSetData *set = g_ptr_array_index (record->tilesets, i);

      for (guint t = 0; t < tess_tile_set_n_tiles (set); t++)
        {
          TessTileArt *tile_art = tess_tile_set_get_art (set, t);
          TessRenderArt *a = tile_art != NULL ? tess_tile_art_get_decoded (tile_art) : NULL;

          g_ptr_array_add (art, a);
          any = any || a != NULL;
        }
    }
  tess_render_cache_set_art (cache, any ? art->len : 0, (TessRenderArt *const *) art->pdata);
}

gboolean
tess_handout_write (TessRecord        *record,
                    const char        *filename,
                    TessHandoutMoves   moves,
                    TessHandoutPaper   paper,
                    guint             *n_pages,
                    GError           **error)
{
  g_autoptr(TessRenderCache) cache = tess_render_cache_new ();
  Pages pages = { 0 };
  cairo_surface_t *surface;
  cairo_status_t status;
  gboolean ok;

  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);

  if (n_pages != NULL)
    *n_pages = 0;
  if (paper == TESS_HANDOUT_PAPER_LETTER)
    {
      pages.width = 8.5 * 72;
      pages.height = 11 * 72;
    }
  else
    {
      pages.width = 210 * MM_TO_PT;
      pages.height = 297 * MM_TO_PT;
    }
  pages.y = MARGIN;
  pages.page = 1;
  pages.cache = cache;
  set_art (cache, record);
  for (guint p = 0; p < TESS_MAX_PLAYERS; p++)
    pages.colors[p] = p < tess_record_n_players (record)
                      ? (int) tess_record_player (record, p)->color
                      : (int) p % TESS_RENDER_N_COLORS;

  surface = cairo_pdf_surface_create (filename, pages.width, pages.height);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Tessera");
  pages.cr = cairo_create (surface);
  ok = write_pages (&pages, record, moves, error);
  cairo_destroy (pages.cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (!ok)
    {
      g_unlink (filename);
      return FALSE;
    }
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_autofree char *display = g_filename_display_name (filename);

      g_unlink (filename);
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_IO,
                   /* Translators: %s is a file, the second %s says why, in English (from cairo) */
                   _("Could not write the handout %s: %s"), display,
                   cairo_status_to_string (status));
      return FALSE;
    }
  if (n_pages != NULL)
    *n_pages = pages.page;
  return TRUE;
}

typedef struct
{
  TessRecord       *record;
  char             *filename;
  TessHandoutMoves  moves;
  TessHandoutPaper  paper;
  guint             n_pages;
} WriteData;

static void
write_data_free (WriteData *data)
{
  tess_record_unref (data->record);
  g_free (data->filename);
  g_free (data);
}

static void
write_thread (GTask        *task,
              gpointer      source,
              gpointer      task_data,
              GCancellable *cancellable)
{
  WriteData *data = task_data;
  GError *error = NULL;

  if (tess_handout_write (data->record, data->filename, data->moves, data->paper,
                          &data->n_pages, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
tess_handout_write_async (TessRecord          *record,
                          const char          *filename,
                          TessHandoutMoves     moves,
                          TessHandoutPaper     paper,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  WriteData *data = g_new0 (WriteData, 1);

  data->record = tess_record_copy (record);
  data->filename = g_strdup (filename);
  data->moves = moves;
  data->paper = paper;
  g_task_set_source_tag (task, tess_handout_write_async);
  g_task_set_task_data (task, data, (GDestroyNotify) write_data_free);
  g_task_run_in_thread (task, write_thread);
}

gboolean
tess_handout_write_finish (GAsyncResult  *result,
                           guint         *n_pages,
                           GError       **error)
{
  GTask *task = G_TASK (result);

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  if (!g_task_propagate_boolean (task, error))
    return FALSE;
  if (n_pages != NULL)
    *n_pages = ((WriteData *) g_task_get_task_data (task))->n_pages;
  return TRUE;
}
