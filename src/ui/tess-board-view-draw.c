/* tess-board-view-draw.c: how the board is drawn
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-board-view"

#include "config.h"

#include <math.h>

#include "tess-art-draw.h"
#include "tess-board-view-private.h"

/* What changes rarely (the placed tiles and followers) is kept as a
 * render node covering a range of cells a little larger than the screen,
 * dropped when the board or the zoom changes; panning only moves it. The
 * moving parts (legal cells, the ghost tile, follower spots, highlights,
 * the cursor) are drawn on top at every frame. */

/* ------------------------------------------------------------ highlights */

void
_tess_board_view_highlight_free (gpointer data)
{
  TessBoardHighlight *h = data;

  g_clear_pointer (&h->cells, g_array_unref);
  g_free (h);
}

static gboolean
highlight_tick (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  TessBoardView *self = TESS_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  for (guint i = self->highlights->len; i > 0; i--)
    {
      TessBoardHighlight *h = g_ptr_array_index (self->highlights, i - 1);

      if (h->start == 0)
        h->start = now;
      else if (now - h->start > TESS_BOARD_HIGHLIGHT_USEC)
        g_ptr_array_remove_index (self->highlights, i - 1);
    }
  gtk_widget_queue_draw (widget);

  if (self->highlights->len == 0)
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static gboolean
highlight_timeout (gpointer user_data)
{
  TessBoardView *self = user_data;

  self->highlight_timeout = 0;
  tess_board_view_clear_highlights (self);
  return G_SOURCE_REMOVE;
}

/**
 * tess_board_view_highlight:
 * @cells: (element-type TessGameCell): the parts of a feature to light up
 * @player: whose colour, -1 for gold (several scorers)
 *
 * Lights a scored feature up for a moment.
 */
void
tess_board_view_highlight (TessBoardView *self,
                           GArray        *cells,
                           int            player)
{
  TessBoardHighlight *h;

  g_return_if_fail (TESS_IS_BOARD_VIEW (self));
  g_return_if_fail (cells != NULL);

  h = g_new0 (TessBoardHighlight, 1);
  h->cells = g_array_ref (cells);
  _tess_board_view_player_rgb (self, player, &h->r, &h->g, &h->b);
  g_ptr_array_add (self->highlights, h);

  if (_tess_board_view_animations_enabled (self) && gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      if (self->tick_id == 0)
        self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), highlight_tick, NULL, NULL);
    }
  else
    {
      /* No animation: light it up, and put it out after the same time. */
      g_clear_handle_id (&self->highlight_timeout, g_source_remove);
      self->highlight_timeout = g_timeout_add (TESS_BOARD_HIGHLIGHT_USEC / 1000, highlight_timeout, self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tess_board_view_clear_highlights (TessBoardView *self)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  g_ptr_array_set_size (self->highlights, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tess_board_view_light_scoring:
 * @cells: (element-type TessGameCell): what a scoring scored
 *   (tess_game_get_scored_cells())
 * @scorers: a bit for each player who scored it
 *
 * Lights a scoring until the next action (a tile laid or discarded, an
 * undo, another game), so that a learner who looked away still sees it:
 * in the scorer's colour, violet when it is shared (as the help and the
 * replay light it), white when nobody had a follower there.
 */
void
tess_board_view_light_scoring (TessBoardView *self,
                               GArray        *cells,
                               guint          scorers)
{
  TessBoardHighlight *h;

  g_return_if_fail (TESS_IS_BOARD_VIEW (self));
  g_return_if_fail (cells != NULL);

  h = g_new0 (TessBoardHighlight, 1);
  h->cells = g_array_ref (cells);
  if (scorers != 0 && (scorers & (scorers - 1)) == 0)
    _tess_board_view_player_rgb (self, g_bit_nth_lsf (scorers, -1), &h->r, &h->g, &h->b);
  else if (scorers != 0)
    {
      double alpha;

      tess_render_scoring_rgba ((guint8) scorers, NULL, &h->r, &h->g, &h->b, &alpha);
    }
  else
    h->r = h->g = h->b = 0.95;
  g_ptr_array_add (self->scoring, h);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tess_board_view_clear_scoring (TessBoardView *self)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  if (self->scoring->len == 0)
    return;
  g_ptr_array_set_size (self->scoring, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ------------------------------------------------------------ drawing */

static void
get_colors (TessBoardView *self,
            int           *colors)
{
  guint n = self->game ? tess_game_get_n_players (self->game) : 0;

  for (guint p = 0; p < TESS_MAX_PLAYERS; p++)
    colors[p] = p < n ? (int) tess_game_get_player_color (self->game, p) : (int) p;
}

static void
visible_cells (TessBoardView *self,
               int           *x0,
               int           *y0,
               int           *x1,
               int           *y1)
{
  double bx0, by0, bx1, by1;
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));

  tess_viewport_widget_to_board (self->viewport, 0, 0, &bx0, &by0);
  tess_viewport_widget_to_board (self->viewport, w, h, &bx1, &by1);
  *x0 = (int) floor (bx0);
  *y0 = (int) floor (by0);
  *x1 = (int) floor (bx1);
  *y1 = (int) floor (by1);
}

void
_tess_board_view_drop_board_node (TessBoardView *self)
{
  g_clear_pointer (&self->board_node, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Stops the timers and the animation, and drops the node (dispose). */
void
_tess_board_view_stop_drawing (TessBoardView *self)
{
  g_clear_handle_id (&self->highlight_timeout, g_source_remove);
  g_clear_handle_id (&self->zoom_settle_id, g_source_remove);
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  g_clear_pointer (&self->board_node, gsk_render_node_unref);
}

/* How long the zoom must rest before the tiles are drawn crisp again. */
#define ZOOM_SETTLE_MSEC 150

static gboolean
zoom_settled (gpointer user_data)
{
  TessBoardView *self = user_data;

  self->zoom_settle_id = 0;
  if (self->node_scaled)
    _tess_board_view_drop_board_node (self);
  return G_SOURCE_REMOVE;
}

/* With high contrast: a black line between the tiles, and a black and
 * white ring round every follower, drawn into the cached node (whose
 * origin is the corner of cell (node_x0, node_y0)). */
static void
draw_high_contrast_marks (TessBoardView *self,
                          cairo_t       *cr,
                          double         zoom)
{
  int n = tess_game_get_n_placed (self->game);
  int n_followers = tess_game_get_n_followers (self->game);
  double line_width = MAX (1.5, zoom * 0.02);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, line_width);
  for (int i = 0; i < n; i++)
    {
      int x, y;

      tess_game_get_placed (self->game, i, &x, &y, NULL, NULL);
      if (x < self->node_x0 || x > self->node_x1 || y < self->node_y0 || y > self->node_y1)
        continue;
      cairo_rectangle (cr, (x - self->node_x0) * zoom + line_width / 2, (y - self->node_y0) * zoom + line_width / 2,
                       zoom - line_width, zoom - line_width);
    }
  cairo_stroke (cr);

  for (int i = 0; i < n_followers; i++)
    {
      int placement, feature, player, x, y, type, rot;
      double ux, uy, cx, cy, radius = MAX (8, zoom * 0.2);

      tess_game_get_follower (self->game, i, &placement, &feature, &player);
      tess_game_get_placed (self->game, placement, &x, &y, &type, &rot);
      if (x < self->node_x0 || x > self->node_x1 || y < self->node_y0 || y > self->node_y1)
        continue;
      tess_render_feature_anchor (tess_game_get_tile_def (self->game, type), feature, rot, &ux, &uy);
      cx = (x - self->node_x0 + ux) * zoom;
      cy = (y - self->node_y0 + uy) * zoom;
      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_set_line_width (cr, line_width * 2.5);
      cairo_stroke_preserve (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_set_line_width (cr, line_width);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

/* Draws the placed tiles and followers of the cells in a range a little
 * larger than the screen into a node, at the current zoom. While the zoom
 * moves (a key, a pinch, a scroll), tiles not yet drawn at the new size
 * are the old sprites scaled, which is some ten times faster than drawing
 * them again; they are drawn crisp once the zoom has rested a moment. */
static void
ensure_board_node (TessBoardView *self)
{
  int vx0, vy0, vx1, vy1, bx0, by0, bx1, by1, margin_x, margin_y;
  double zoom = tess_viewport_get_zoom (self->viewport);
  g_autoptr(GtkSnapshot) snapshot = NULL;
  TessRenderView view;
  int colors[TESS_MAX_PLAYERS];
  cairo_t *cr;

  visible_cells (self, &vx0, &vy0, &vx1, &vy1);

  if (self->board_node != NULL && self->node_zoom == zoom)
    {
      int bminx, bminy, bmaxx, bmaxy;

      /* Still good while the screen shows no board cell outside it. */
      tess_game_get_bounds (self->game, &bminx, &bminy, &bmaxx, &bmaxy);
      if (MAX (vx0, bminx) >= self->node_x0 && MIN (vx1, bmaxx) <= self->node_x1 &&
          MAX (vy0, bminy) >= self->node_y0 && MIN (vy1, bmaxy) <= self->node_y1)
        return;
    }
  g_clear_pointer (&self->board_node, gsk_render_node_unref);

  tess_game_get_bounds (self->game, &bx0, &by0, &bx1, &by1);
  margin_x = (vx1 - vx0) / 2 + 1;
  margin_y = (vy1 - vy0) / 2 + 1;
  self->node_x0 = MAX (bx0, vx0 - margin_x);
  self->node_y0 = MAX (by0, vy0 - margin_y);
  self->node_x1 = MIN (bx1, vx1 + margin_x);
  self->node_y1 = MIN (by1, vy1 + margin_y);
  self->node_zoom = zoom;

  if (self->node_x0 > self->node_x1 || self->node_y0 > self->node_y1)
    {
      /* The board is off screen: an empty node keeps the range. */
      self->node_x0 = vx0 - margin_x;
      self->node_y0 = vy0 - margin_y;
      self->node_x1 = vx1 + margin_x;
      self->node_y1 = vy1 + margin_y;
      self->board_node = gsk_container_node_new (NULL, 0);
      return;
    }

  snapshot = gtk_snapshot_new ();
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0,
                                                       (self->node_x1 - self->node_x0 + 1) * zoom,
                                                       (self->node_y1 - self->node_y0 + 1) * zoom));
  view.cell_size = zoom;
  view.origin_x = -self->node_x0 * zoom;
  view.origin_y = -self->node_y0 * zoom;
  get_colors (self, colors);
  self->node_scaled = self->zoom_settle_id != 0;
  tess_render_board (cr, tess_game_get_state (self->game), &view, NULL, colors,
                     TESS_RENDER_BOARD_ALL |
                     (self->node_scaled ? TESS_RENDER_BOARD_FAST_SCALE : 0),
                     self->tile_cache);
  if (self->high_contrast)
    draw_high_contrast_marks (self, cr, zoom);
  cairo_destroy (cr);

  self->board_node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (self->board_node == NULL)
    self->board_node = gsk_container_node_new (NULL, 0);
}

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* A cell where the tile fits: a light wash and a dashed line of white
 * over a dark rim, which reads on the light table, the dark one and
 * beside any tile; heavier with high contrast. */
static void
draw_legal_cell (TessBoardView *self,
                 cairo_t       *cr,
                 double         x,
                 double         y,
                 double         zoom)
{
  double inset = MAX (2, zoom * 0.06);
  double line_width = MAX (1.5, zoom * 0.02) * (self->high_contrast ? 1.5 : 1.0);

  rounded_rect (cr, x + inset, y + inset, zoom - 2 * inset, zoom - 2 * inset, zoom * 0.08);
  cairo_set_source_rgba (cr, 1, 1, 1, self->high_contrast ? 0.35 : 0.2);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, self->high_contrast ? 1.0 : 0.45);
  cairo_set_line_width (cr, line_width + 2);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, self->high_contrast ? 1.0 : 0.9);
  cairo_set_line_width (cr, line_width);
  cairo_set_dash (cr, (double[]) { zoom * 0.08, zoom * 0.06 }, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_legal_cells (TessBoardView *self,
                  cairo_t       *cr,
                  double         zoom)
{
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, self->legal);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      int cx, cy;
      double x, y;

      tess_board_unpack_cell (*(gint64 *) key, &cx, &cy);
      tess_viewport_board_to_widget (self->viewport, cx, cy, &x, &y);
      draw_legal_cell (self, cr, x, y, zoom);
    }
}

static void
draw_dead_cells (TessBoardView *self,
                 cairo_t       *cr,
                 double         zoom)
{
  if (self->dead_cells == NULL)
    return;

  for (guint i = 0; i < self->dead_cells->len; i++)
    {
      const TessGameCell *cell = &g_array_index (self->dead_cells, TessGameCell, i);
      double x, y, m = zoom * 0.3;

      tess_viewport_board_to_widget (self->viewport, cell->x, cell->y, &x, &y);
      cairo_set_source_rgba (cr, 0.75, 0.11, 0.16, 0.55);
      cairo_set_line_width (cr, MAX (2, zoom * 0.05));
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_move_to (cr, x + m, y + m);
      cairo_line_to (cr, x + zoom - m, y + zoom - m);
      cairo_move_to (cr, x + zoom - m, y + m);
      cairo_line_to (cr, x + m, y + zoom - m);
      cairo_stroke (cr);
    }
}

static void
draw_tile_at (TessBoardView *self,
              cairo_t       *cr,
              int            type,
              int            cx,
              int            cy,
              int            rot,
              double         alpha)
{
  double x, y, zoom = tess_viewport_get_zoom (self->viewport);

  tess_viewport_board_to_widget (self->viewport, cx, cy, &x, &y);
  if (alpha < 1.0)
    {
      /* The group only as large as the cell, not the whole clip. */
      cairo_save (cr);
      cairo_rectangle (cr, x, y, zoom, zoom);
      cairo_clip (cr);
      cairo_push_group (cr);
    }
  tess_render_tile_art (cr, tess_game_get_tile_def (self->game, type),
                        tess_art_draw_game_art (self->game, type), rot, x, y, zoom);
  if (alpha < 1.0)
    {
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, alpha);
      cairo_restore (cr);
    }
}

/* The rim round a highlight (tess-render.h). */
#define RIM_GREY TESS_RENDER_RIM_GREY

/* A feature lit up in a colour, with a dark rim all round: a yellow
 * city, a green farm, a blue river or a pale road each still shows its
 * edge. The rim is the feature's own shape grown by a few pixels, less
 * the shape. */
static void
draw_feature_highlight (TessBoardView     *self,
                        gboolean           glow,
                        cairo_t           *cr,
                        const TessTileDef *def,
                        int                rot,
                        int                feature,
                        double             x,
                        double             y,
                        double             zoom,
                        double             r,
                        double             g,
                        double             b,
                        double             alpha)
{
  double rim = MAX (1.5, zoom * 0.025) * (self->high_contrast ? 1.6 : 1.0);
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int px = (int) ceil (zoom * scale);
  cairo_surface_t *image;
  cairo_t *target = cr;
  cairo_pattern_t *shape;
  static const double dirs[8][2] = {
    { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 },
    { 0.7071, 0.7071 }, { -0.7071, 0.7071 }, { 0.7071, -0.7071 }, { -0.7071, -0.7071 },
  };

  if (px <= 0)
    return;
  /* Drawn once into an image of the cell, painted as one: in a GTK cairo
   * node, the groups below would be recordings, nested three deep, that
   * the cairo renderer replays at every frame the highlight fades. */
  image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_surface_set_device_scale (image, scale, scale);
  cr = cairo_create (image);
  cairo_translate (cr, -x, -y);

  cairo_push_group (cr);
  tess_render_feature_highlight (cr, def, rot, feature, x, y, zoom, RIM_GREY, RIM_GREY, RIM_GREY, 1.0);
  shape = cairo_pop_group (cr);

  cairo_push_group (cr);
  for (guint i = 0; i < G_N_ELEMENTS (dirs); i++)
    {
      cairo_save (cr);
      cairo_translate (cr, dirs[i][0] * rim, dirs[i][1] * rim);
      cairo_set_source (cr, shape);
      cairo_paint (cr);
      cairo_restore (cr);
    }
  cairo_set_operator (cr, CAIRO_OPERATOR_DEST_OUT);
  cairo_set_source (cr, shape);
  cairo_paint (cr);
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, self->high_contrast ? 1.0 : 0.85);

  tess_render_feature_highlight (cr, def, rot, feature, x, y, zoom, r, g, b,
                                 self->high_contrast ? MAX (alpha, 0.5) : alpha);

  /* The glow: a band of the colour inside the feature's edge, the shape
   * less the shape shrunk by the band, so that a light tint still says
   * whose it is from afar. (Not for the spot being chosen: it is redrawn
   * at every pointer move, and its fill is strong.) */
  if (glow)
    {
      double band = MAX (2.0, zoom * 0.045);
      cairo_pattern_t *shrunk;

      cairo_push_group (cr);
      cairo_set_source (cr, shape);
      cairo_paint (cr);
      cairo_set_operator (cr, CAIRO_OPERATOR_IN);
      for (guint i = 0; i < G_N_ELEMENTS (dirs); i++)
        {
          cairo_save (cr);
          cairo_translate (cr, dirs[i][0] * band, dirs[i][1] * band);
          cairo_set_source (cr, shape);
          cairo_paint (cr);
          cairo_restore (cr);
        }
      shrunk = cairo_pop_group (cr);

      cairo_push_group (cr);
      cairo_set_source (cr, shape);
      cairo_paint (cr);
      cairo_set_operator (cr, CAIRO_OPERATOR_DEST_OUT);
      cairo_set_source (cr, shrunk);
      cairo_paint (cr);
      cairo_pattern_destroy (shrunk);
      /* Not along the tile's own edges, where the feature goes on. */
      cairo_set_operator (cr, CAIRO_OPERATOR_DEST_OUT);
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
      cairo_rectangle (cr, x, y, zoom, zoom);
      cairo_rectangle (cr, x + band, y + band, zoom - 2 * band, zoom - 2 * band);
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_fill (cr);
      shrunk = cairo_pop_group (cr);
      cairo_set_source_rgba (cr, r, g, b, 0.9);
      cairo_mask (cr, shrunk);
      cairo_pattern_destroy (shrunk);
    }
  cairo_pattern_destroy (shape);
  cairo_destroy (cr);

  cairo_save (target);
  cairo_rectangle (target, x, y, zoom, zoom);
  cairo_clip (target);
  cairo_set_source_surface (target, image, x, y);
  cairo_paint (target);
  cairo_restore (target);
  cairo_surface_destroy (image);
}

static void
draw_cells_highlight (TessBoardView *self,
                      cairo_t       *cr,
                      GArray        *cells,
                      double         r,
                      double         g,
                      double         b,
                      double         alpha)
{
  double zoom = tess_viewport_get_zoom (self->viewport);

  for (guint i = 0; i < cells->len; i++)
    {
      const TessGameCell *cell = &g_array_index (cells, TessGameCell, i);
      const TessTileDef *def = tess_game_get_tile_def (self->game, cell->type);
      double x, y;

      tess_viewport_board_to_widget (self->viewport, cell->x, cell->y, &x, &y);
      if (cell->feature < 0)
        tess_render_tile_highlight (cr, x, y, zoom, r, g, b, alpha);
      else
        draw_feature_highlight (self, TRUE, cr, def, cell->rot, cell->feature, x, y, zoom, r, g, b, alpha);
    }
}

/* A spot's radius in pixels: a spot is a target, but the spots of a
 * crossroads at the fit zoom must leave the tile to be seen: together
 * their discs take at most a sixth of it. */
double
_tess_board_view_spot_radius (TessBoardView *self,
                              double         zoom)
{
  guint n = MAX (1, self->spots->len);
  double budget = zoom * sqrt (0.16 / (n * G_PI));

  return MIN (MAX (9, zoom * TESS_BOARD_SPOT_RADIUS), MAX (4.5, budget));
}

static void
draw_pending (TessBoardView *self,
              cairo_t       *cr,
              double         zoom)
{
  int px, py, rot, type;
  double x, y;

  if (!tess_game_get_pending (self->game, &px, &py, &rot))
    return;

  type = tess_game_get_tile (self->game);
  draw_tile_at (self, cr, type, px, py, rot, 1.0);
  /* On show where it lies: it will not glide there (tess-board-view-motion.c). */
  self->drawn_pending = TRUE;
  self->drawn_pending_x = px;
  self->drawn_pending_y = py;
  tess_viewport_board_to_widget (self->viewport, px, py, &x, &y);

  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.95);
  cairo_set_line_width (cr, MAX (2, zoom * 0.03));
  cairo_rectangle (cr, x, y, zoom, zoom);
  cairo_stroke (cr);

  /* The feature of the chosen (or hovered) spot lights up. */
  {
    int shown = self->hover_spot >= 0 ? self->hover_spot : self->selected_spot;

    if (shown >= 0 && shown < (int) self->spots->len)
      {
        const TessBoardSpot *spot = &g_array_index (self->spots, TessBoardSpot, shown);
        double r, g, b;

        _tess_board_view_player_rgb (self, tess_game_get_current_player (self->game), &r, &g, &b);
        draw_feature_highlight (self, FALSE, cr, tess_game_get_tile_def (self->game, type), rot,
                                spot->feature, x, y, zoom, r, g, b, 0.45);
      }
  }

  for (guint i = 0; i < self->spots->len; i++)
    {
      const TessBoardSpot *spot = &g_array_index (self->spots, TessBoardSpot, i);
      double sx = x + spot->ux * zoom, sy = y + spot->uy * zoom;
      /* Larger while the big follower is chosen: it is what goes there. */
      double radius = _tess_board_view_spot_radius (self, zoom)
                      * (_tess_board_view_get_figure (self) == TESS_FIGURE_BIG ? 1.35 : 1.0);
      /* Small spots (a crowded tile far away) keep thin rings. */
      double ring = radius < 8 ? MAX (1.2, radius * 0.25) : MAX (2, radius * 0.18);
      gboolean selected = (int) i == self->selected_spot || (int) i == self->hover_spot;
      double r, g, b;
      char number[8];
      cairo_text_extents_t ext;

      _tess_board_view_player_rgb (self, tess_game_get_current_player (self->game), &r, &g, &b);
      cairo_new_path (cr);
      cairo_arc (cr, sx, sy, radius, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, r, g, b, selected ? 1.0 : 0.9);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 1, 1, 1, 1);
      cairo_set_line_width (cr, selected ? MAX (3, radius * 0.3) : ring);
      cairo_stroke (cr);
      /* A dark ring round the white one: the spot stands out on a white
       * road and a light city as on a green farm. */
      cairo_new_path (cr);
      cairo_arc (cr, sx, sy, radius + (selected ? MAX (3, radius * 0.3) : ring) / 2 + 0.75,
                 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 0, 0, 0, self->high_contrast ? 1.0 : 0.7);
      cairo_set_line_width (cr, self->high_contrast ? 2.5 : radius < 8 ? 1.0 : 1.5);
      cairo_stroke (cr);
      if (selected)
        {
          cairo_new_path (cr);
          cairo_arc (cr, sx, sy, radius + MAX (3, radius * 0.3), 0, 2 * G_PI);
          cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.8);
          cairo_set_line_width (cr, 2);
          cairo_stroke (cr);
        }

      /* The key that chooses it. */
      if (i < 9)
        {
          double cr_, cg, cb;

          tess_render_color_contrast_rgb (tess_game_get_player_color (self->game,
                                                                      tess_game_get_current_player (self->game)),
                                          &cr_, &cg, &cb);
          g_snprintf (number, sizeof number, "%u", i + 1);
          cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
          cairo_set_font_size (cr, radius * (radius < 8 ? 1.45 : 1.2));
          cairo_text_extents (cr, number, &ext);
          cairo_move_to (cr, sx - ext.width / 2 - ext.x_bearing, sy - ext.height / 2 - ext.y_bearing);
          cairo_set_source_rgb (cr, cr_, cg, cb);
          cairo_show_text (cr, number);
          cairo_new_path (cr);
        }
    }
}

static void
draw_cursor (TessBoardView *self,
             cairo_t       *cr,
             double         zoom)
{
  double x, y;
  gboolean focus = gtk_widget_has_focus (GTK_WIDGET (self));

  if (!self->keyboard_cursor && !self->pointer_inside)
    return;
  if (!focus && !self->pointer_inside)
    return;

  tess_viewport_board_to_widget (self->viewport, self->cursor_x, self->cursor_y, &x, &y);
  rounded_rect (cr, x + 1, y + 1, zoom - 2, zoom - 2, zoom * 0.06);
  if (self->keyboard_cursor && focus)
    {
      double width = MAX (2.5, zoom * 0.035);

      /* The focus ring in two tones, a white line inside a black one: on
       * any tile, field or empty board, in either style, one of them
       * stands out by far more than 3:1 (the accent blue alone was 1.1:1
       * on a field). */
      cairo_set_line_width (cr, width + 4);
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_stroke_preserve (cr);
      cairo_set_line_width (cr, width);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_stroke (cr);
      return;
    }
  cairo_set_line_width (cr, MAX (2.5, zoom * 0.035));
  cairo_set_source_rgba (cr, 1, 1, 1, 0.6);
  cairo_stroke (cr);
}

static void
draw_overlay (TessBoardView *self,
              cairo_t       *cr,
              double         zoom)
{
  TessGamePhase phase = tess_game_get_phase (self->game);
  gint64 now = g_get_monotonic_time ();

  if (self->show_dead_cells)
    draw_dead_cells (self, cr, zoom);

  if (phase == TESS_GAME_PHASE_PLACE_TILE && tess_board_is_human_turn (self))
    {
      draw_legal_cells (self, cr, zoom);

      /* The ghost: the tile in hand where it would go, turned the way it
       * fits (the preferred rotation when it does). */
      if (tess_board_cell_is_legal (self, self->cursor_x, self->cursor_y) &&
          (self->pointer_inside || self->keyboard_cursor))
        {
          int rot = _tess_board_view_placing_rotation (self, self->cursor_x, self->cursor_y);

          /* Kept as turned, a tile that does not fit shows faint. */
          if (rot >= 0 || self->keep_turn)
            draw_tile_at (self, cr, tess_game_get_tile (self->game), self->cursor_x, self->cursor_y,
                          rot >= 0 ? rot : self->rotation, rot >= 0 ? 0.72 : 0.4);
        }
    }

  if (self->hover_cells != NULL)
    draw_cells_highlight (self, cr, self->hover_cells, 1, 1, 1, 0.35);
  if (self->hover_cities != NULL)
    {
      double r, g, b;

      tess_render_gold_rgb (&r, &g, &b);
      draw_cells_highlight (self, cr, self->hover_cities, r, g, b, 0.5);
    }

  /* A scoring is lit by its outline in the scorer's colour over a dark
   * rim, and a light tint: Blue's farm must not turn into a lake beside
   * the river, nor a city into water. */
  for (guint i = 0; i < self->scoring->len; i++)
    {
      TessBoardHighlight *h = g_ptr_array_index (self->scoring, i);

      draw_cells_highlight (self, cr, h->cells, h->r, h->g, h->b, TESS_BOARD_LIGHT_TINT);
    }
  for (guint i = 0; i < self->highlights->len; i++)
    {
      TessBoardHighlight *h = g_ptr_array_index (self->highlights, i);
      double t = h->start == 0 ? 0 : (double) (now - h->start) / TESS_BOARD_HIGHLIGHT_USEC;
      double fade = t < 0.6 ? 1.0 : MAX (0, 1 - (t - 0.6) / 0.4);

      if (self->tick_id == 0)
        fade = 1.0;
      /* Fill and outline fade together. */
      cairo_push_group (cr);
      draw_cells_highlight (self, cr, h->cells, h->r, h->g, h->b, TESS_BOARD_LIGHT_TINT);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, fade);
    }

  draw_pending (self, cr, zoom);

  /* No cursor while a computer plays. */
  if (phase != TESS_GAME_PHASE_GAME_OVER && tess_board_is_human_turn (self))
    draw_cursor (self, cr, zoom);
}

/* While a human places a tile with nothing else on the board (the usual
 * case, and the one redrawn at every pointer motion), the overlay is a
 * small cairo node per legal cell and one for the ghost tile and the
 * cursor: cairo then fills a few cells, not a surface as large as the
 * widget. Returns FALSE, drawing nothing, in any other case. */
static gboolean
snapshot_placing_overlay (TessBoardView *self,
                          GtkSnapshot   *snapshot,
                          int            w,
                          int            h,
                          double         zoom)
{
  GHashTableIter iter;
  gpointer key;
  double x, y, margin;
  cairo_t *cr;

  if (tess_game_get_phase (self->game) != TESS_GAME_PHASE_PLACE_TILE || !tess_board_is_human_turn (self) ||
      (self->show_dead_cells && self->dead_cells != NULL && self->dead_cells->len > 0) ||
      self->hover_cells != NULL || self->hover_cities != NULL || self->highlights->len > 0 ||
      self->scoring->len > 0 ||
      tess_game_get_pending (self->game, NULL, NULL, NULL))
    return FALSE;

  g_hash_table_iter_init (&iter, self->legal);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      int cx, cy;

      tess_board_unpack_cell (*(gint64 *) key, &cx, &cy);
      tess_viewport_board_to_widget (self->viewport, cx, cy, &x, &y);
      if (x + zoom < 0 || y + zoom < 0 || x > w || y > h)
        continue;
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x, y, zoom, zoom));
      draw_legal_cell (self, cr, x, y, zoom);
      cairo_destroy (cr);
    }

  /* The ghost and the cursor (whose line may stick out of the cell). */
  tess_viewport_board_to_widget (self->viewport, self->cursor_x, self->cursor_y, &x, &y);
  margin = ceil (MAX (2.5, zoom * 0.035)) + 2;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x - margin, y - margin,
                                                                 zoom + 2 * margin, zoom + 2 * margin));
  if (tess_board_cell_is_legal (self, self->cursor_x, self->cursor_y) &&
      (self->pointer_inside || self->keyboard_cursor))
    {
      int rot = _tess_board_view_placing_rotation (self, self->cursor_x, self->cursor_y);

      if (rot >= 0 || self->keep_turn)
        draw_tile_at (self, cr, tess_game_get_tile (self->game), self->cursor_x, self->cursor_y,
                      rot >= 0 ? rot : self->rotation, rot >= 0 ? 0.72 : 0.4);
    }
  draw_cursor (self, cr, zoom);
  cairo_destroy (cr);
  return TRUE;
}

void
_tess_board_view_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  TessBoardView *self = TESS_BOARD_VIEW (widget);
  int w = gtk_widget_get_width (widget);
  int h = gtk_widget_get_height (widget);
  double r, g, b, x, y, zoom;
  cairo_t *cr;

  tess_render_table_rgb (&r, &g, &b);
  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { r, g, b, 1.0 }, &GRAPHENE_RECT_INIT (0, 0, w, h));

  if (self->game == NULL || w <= 0 || h <= 0)
    return;

  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));

  /* The house rule `table`: the table's edge (nothing when unlimited). */
  {
    TessRenderView table_view = { tess_viewport_get_zoom (self->viewport), 0, 0 };

    tess_viewport_board_to_widget (self->viewport, 0, 0, &table_view.origin_x,
                                   &table_view.origin_y);
    cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
    tess_render_table_edge (cr, tess_game_get_state (self->game), &table_view);
    cairo_destroy (cr);
  }

  ensure_board_node (self);
  tess_viewport_board_to_widget (self->viewport, self->node_x0, self->node_y0, &x, &y);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (x), round (y)));
  gtk_snapshot_append_node (snapshot, self->board_node);
  gtk_snapshot_restore (snapshot);

  zoom = tess_viewport_get_zoom (self->viewport);
  _tess_board_view_snapshot_motions (self, snapshot, zoom, FALSE);
  _tess_board_view_snapshot_last_tiles (self, snapshot, zoom);
  if (!snapshot_placing_overlay (self, snapshot, w, h, zoom))
    {
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
      draw_overlay (self, cr, zoom);
      cairo_destroy (cr);
    }
  _tess_board_view_snapshot_motions (self, snapshot, zoom, TRUE);

  gtk_snapshot_pop (snapshot);
}

void
_tess_board_view_viewport_changed (TessBoardView *self,
                                   TessViewport  *viewport)
{
  if (self->board_node != NULL && self->node_zoom != tess_viewport_get_zoom (viewport))
    {
      g_clear_pointer (&self->board_node, gsk_render_node_unref);
      /* The zoom moves: scaled tiles until it rests (see ensure_board_node()). */
      g_clear_handle_id (&self->zoom_settle_id, g_source_remove);
      self->zoom_settle_id = g_timeout_add (ZOOM_SETTLE_MSEC, zoom_settled, self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
