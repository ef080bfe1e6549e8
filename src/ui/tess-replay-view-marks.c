/* tess-replay-view-marks.c: what the replay lights on the board
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The features a move scored (a step of the final scoring: its feature,
 * and a farm's supplied cities in white), the follower that went back at
 * once, the frame of the tile placed.
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include "tess-render.h"
#include "tess-replay-view-private.h"

void
_tess_replay_mark_free (gpointer data)
{
  Mark *mark = data;

  g_clear_pointer (&mark->cells, g_array_unref);
  g_free (mark);
}

/* ------------------------------------------------------------ drawing */

static void
player_rgb (TessReplayView *self,
            guint           scorers,
            double         *r,
            double         *g,
            double         *b)
{
  guint n = self->shown ? tess_game_get_n_players (self->shown) : 0;

  if (scorers != 0 && (scorers & (scorers - 1)) == 0 && (guint) g_bit_nth_lsf (scorers, -1) < n)
    {
      tess_render_color_rgb (tess_game_get_player_color (self->shown, g_bit_nth_lsf (scorers, -1)), r, g, b);
      return;
    }
  if (scorers != 0)
    {
      double alpha;

      /* Violet, as the help says: shared, everyone in the tie scored. */
      tess_render_scoring_rgba ((guint8) scorers, NULL, r, g, b, &alpha);
      return;
    }
  /* Nobody had a follower there: scored for no one. */
  *r = *g = *b = 0.95;
}

void
_tess_replay_view_draw_marks (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  TessReplayView *self = user_data;
  TessViewport *viewport = tess_board_view_get_viewport (self->board);
  double zoom = tess_viewport_get_zoom (viewport);

  if (self->shown == NULL)
    return;
  _tess_replay_view_sight_drawn (self);

  for (guint i = 0; i < self->marks->len; i++)
    {
      const Mark *mark = g_ptr_array_index (self->marks, i);

      for (guint k = 0; k < mark->cells->len; k++)
        {
          const TessGameCell *cell = &g_array_index (mark->cells, TessGameCell, k);
          double x, y;

          tess_viewport_board_to_widget (viewport, cell->x, cell->y, &x, &y);
          if (x > width || y > height || x + zoom < 0 || y + zoom < 0)
            continue;
          if (cell->feature < 0)
            {
              cairo_rectangle (cr, x, y, zoom, zoom);
              cairo_set_source_rgba (cr, mark->r, mark->g, mark->b, 0.3);
              cairo_fill (cr);
            }
          else
            tess_render_feature_highlight (cr, tess_game_get_tile_def (self->shown, cell->type),
                                           cell->rot, cell->feature, x, y, zoom,
                                           mark->r, mark->g, mark->b, 0.6);
        }
    }

  tess_replay_ghost_draw (&self->ghost, cr, viewport, self->shown);

  /* The tile just placed: a frame in the mover's colour, on a dark rim
   * that shows on every landscape. */
  if (self->has_placed)
    {
      double x, y, r, g, b, line_width = MAX (3, zoom * 0.035);

      /* Along the tile's edge, mostly outside it: the tile stays whole. */
      tess_viewport_board_to_widget (viewport, self->placed_x, self->placed_y, &x, &y);
      tess_render_color_rgb (self->placed_color, &r, &g, &b);
      cairo_rectangle (cr, x - line_width / 2, y - line_width / 2, zoom + line_width, zoom + line_width);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.8);
      cairo_set_line_width (cr, line_width + 3);
      cairo_stroke_preserve (cr);
      cairo_set_source_rgb (cr, r, g, b);
      cairo_set_line_width (cr, line_width);
      cairo_stroke (cr);
    }

  /* What the teacher drew, over everything the game lights. */
  _tess_replay_view_draw_pen (self, cr);
}

void
_tess_replay_view_add_mark (TessReplayView      *self,
          const TessGameEvent *event)
{
  Mark *mark;

  mark = g_new0 (Mark, 1);
  /* A monastery with the tiles around it, as the board lights it. */
  mark->cells = tess_game_get_scored_cells (self->shown, event);
  player_rgb (self, event->scorers, &mark->r, &mark->g, &mark->b);
  if (mark->cells->len == 0)
    {
      _tess_replay_mark_free (mark);
      return;
    }
  g_ptr_array_add (self->marks, mark);
}

/* A step of the final scoring: its feature, and for a farm the completed
 * cities it supplies, in white. */
void
_tess_replay_view_add_step_marks (TessReplayView      *self,
                const TessGameEvent *event)
{
  _tess_replay_view_add_mark (self, event);
  if (event->feature == TESS_FEATURE_FIELD)
    {
      Mark *mark = g_new0 (Mark, 1);

      mark->cells = tess_game_get_farm_cities (self->shown, event->placement,
                                               event->feature_index);
      mark->r = mark->g = mark->b = 1.0;
      if (mark->cells->len == 0)
        _tess_replay_mark_free (mark);
      else
        g_ptr_array_add (self->marks, mark);
    }
}
