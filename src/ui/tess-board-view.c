/* tess-board-view.c: the board, drawn and played on
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-board-view"

#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "tess-board-view.h"
#include "tess-render.h"

/* The board widget draws through a TessViewport. What changes rarely (the
 * placed tiles and followers) is kept as a render node covering a range
 * of cells a little larger than the screen, dropped when the board or the
 * zoom changes; panning only moves it. The moving parts (legal cells, the
 * ghost tile, follower spots, highlights, the cursor) are drawn on top at
 * every frame. Every move goes through the window's actions (win.*), so
 * mouse, keyboard and tests take the same path. */

#define HIGHLIGHT_USEC   (1800 * G_TIME_SPAN_MILLISECOND)
#define SPOT_RADIUS      0.12    /* of a cell */
#define KEY_PAN_CELLS    1.0

typedef struct
{
  double ux;
  double uy;
  int    feature;
} Spot;

typedef struct
{
  GArray *cells;        /* TessGameCell */
  double  r, g, b;
  gint64  start;        /* monotonic µs; 0 until the first frame */
} Highlight;

struct _TessBoardView
{
  GtkWidget parent_instance;

  TessGame        *game;
  TessViewport    *viewport;
  TessRenderCache *tile_cache;

  /* The cached board: cells [node_x0, node_x1] x [node_y0, node_y1] at
   * node_zoom, cell (node_x0, node_y0) at the node's origin. */
  GskRenderNode *board_node;
  int            node_x0, node_y0, node_x1, node_y1;
  double         node_zoom;
  gboolean       node_scaled;   /* drawn with sprites scaled, while the zoom moves */
  guint          zoom_settle_id;

  int       rotation;
  int       cursor_x;
  int       cursor_y;
  gboolean  keyboard_cursor;    /* the cursor was moved by keys: show it */

  GHashTable *legal;            /* packed cell -> rotation mask + 1 */
  GArray     *dead_cells;       /* TessGameCell */

  GArray   *spots;              /* Spot, after a tile is laid */
  int       selected_spot;
  int       hover_spot;

  GPtrArray *highlights;        /* Highlight */
  guint      tick_id;
  guint      highlight_timeout;

  /* The feature under the pointer (the aid "value and owner"). */
  int        hover_placement;
  int        hover_feature;
  GArray    *hover_cells;
  GArray    *hover_cities;       /* farm hints: the completed cities the farm supplies */
  char      *info_text;

  gboolean  pointer_inside;
  double    pointer_x;
  double    pointer_y;

  double    drag_center_x;
  double    drag_center_y;
  gboolean  dragging;
  double    zoom_begin;

  gboolean  interactive;
  gboolean  follow_board;       /* keep the whole board in view until the player zooms or pans */
  gboolean  show_dead_cells;
  gboolean  show_feature_value;
  gboolean  show_farm_hints;
};

G_DEFINE_FINAL_TYPE (TessBoardView, tess_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_VIEWPORT,
  PROP_ROTATION,
  PROP_INFO_TEXT,
  PROP_INTERACTIVE,
  PROP_SHOW_DEAD_CELLS,
  PROP_SHOW_FEATURE_VALUE,
  PROP_SHOW_FARM_HINTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static inline gint64
pack_cell (int x,
           int y)
{
  return ((gint64) (gint32) x << 32) | (guint32) y;
}

static void
highlight_free (gpointer data)
{
  Highlight *h = data;

  g_clear_pointer (&h->cells, g_array_unref);
  g_free (h);
}

static void
player_rgb (TessBoardView *self,
            int            player,
            double        *r,
            double        *g,
            double        *b)
{
  if (self->game != NULL && player >= 0 && player < (int) tess_game_get_n_players (self->game))
    {
      tess_render_color_rgb (tess_game_get_player_color (self->game, player), r, g, b);
      return;
    }
  /* Gold: more than one scorer, or none. */
  *r = 0.96;
  *g = 0.76;
  *b = 0.07;
}

static void fit_board (TessBoardView *self);
static gboolean board_fits (TessBoardView *self);

/* ------------------------------------------------------------ state */

static void
drop_board_node (TessBoardView *self)
{
  g_clear_pointer (&self->board_node, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Whether the person at the screen plays this turn (not a computer). */
static gboolean
is_human_turn (TessBoardView *self)
{
  return self->game != NULL && self->interactive;
}

static void
set_info_text (TessBoardView *self,
               const char    *text)
{
  if (g_strcmp0 (self->info_text, text) == 0)
    return;
  g_free (self->info_text);
  self->info_text = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INFO_TEXT]);
}

static void
clear_hover_feature (TessBoardView *self)
{
  self->hover_placement = -1;
  self->hover_feature = -1;
  g_clear_pointer (&self->hover_cells, g_array_unref);
  g_clear_pointer (&self->hover_cities, g_array_unref);
  set_info_text (self, NULL);
}

static gboolean
cell_is_legal (TessBoardView *self,
               int            x,
               int            y)
{
  gint64 key = pack_cell (x, y);

  return g_hash_table_contains (self->legal, &key);
}

/* What the screen reader says about the cursor cell. */
static void
update_accessible (TessBoardView *self)
{
  g_autofree char *description = NULL;
  int placement;

  if (self->game == NULL)
    return;

  placement = tess_game_tile_at (self->game, self->cursor_x, self->cursor_y);
  if (placement >= 0)
    {
      int x, y, type, rot;
      g_autofree char *tile = NULL;
      GString *followers = g_string_new (NULL);
      int n = tess_game_get_n_followers (self->game);

      tess_game_get_placed (self->game, placement, &x, &y, &type, &rot);
      tile = tess_game_describe_tile (self->game, type);
      for (int i = 0; i < n; i++)
        {
          int pl, feature, player;
          const char *name;

          tess_game_get_follower (self->game, i, &pl, &feature, &player);
          if (pl != placement)
            continue;
          name = tess_game_get_player_name (self->game, player);
          switch ((TessFeatureType) tess_game_get_feature_type (self->game, type, feature))
            {
            case TESS_FEATURE_ROAD:
              /* Translators: after a tile's description, for screen readers. */
              g_string_append_printf (followers, _("; %s’s thief on the road"), name);
              break;
            case TESS_FEATURE_CITY:
              g_string_append_printf (followers, _("; %s’s knight in the city"), name);
              break;
            case TESS_FEATURE_MONASTERY:
              g_string_append_printf (followers, _("; %s’s monk in the monastery"), name);
              break;
            case TESS_FEATURE_FIELD:
              g_string_append_printf (followers, _("; %s’s farmer on the farm"), name);
              break;
            case TESS_FEATURE_RIVER:
            case TESS_N_FEATURE_TYPES:
            default:
              break;
            }
        }
      /* Translators: the board cell under the keyboard cursor: "Cell 2, −1: 1 city, 1 road, 2 fields". */
      description = g_strdup_printf (_("Cell %d, %d: %s%s"), self->cursor_x, self->cursor_y,
                                     tile, followers->str);
      g_string_free (followers, TRUE);
    }
  else
    {
      if (cell_is_legal (self, self->cursor_x, self->cursor_y))
        description = g_strdup_printf (_("Cell %d, %d: empty; the tile fits here"),
                                       self->cursor_x, self->cursor_y);
      else
        description = g_strdup_printf (_("Cell %d, %d: empty"), self->cursor_x, self->cursor_y);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

/* The nearest legal cell to (x, y), by distance, ties to the first. */
static gboolean
nearest_legal (TessBoardView *self,
               int            x,
               int            y,
               int           *out_x,
               int           *out_y)
{
  GHashTableIter iter;
  gpointer key;
  double best = G_MAXDOUBLE;
  gboolean found = FALSE;

  g_hash_table_iter_init (&iter, self->legal);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      gint64 packed = *(gint64 *) key;
      int cx = (gint32) (packed >> 32), cy = (gint32) (packed & 0xffffffff);
      double d = hypot (cx - x, cy - y) + (cy - y) * 1e-6 + (cx - x) * 1e-9;

      if (d < best)
        {
          best = d;
          *out_x = cx;
          *out_y = cy;
          found = TRUE;
        }
    }
  return found;
}

static void
update_legal (TessBoardView *self)
{
  g_hash_table_remove_all (self->legal);
  g_clear_pointer (&self->dead_cells, g_array_unref);

  if (self->game == NULL)
    return;

  if (tess_game_get_phase (self->game) == TESS_GAME_PHASE_PLACE_TILE)
    {
      g_autoptr(GArray) placements = tess_game_get_placements (self->game);

      for (guint i = 0; i < placements->len; i++)
        {
          const TessGamePlacement *p = &g_array_index (placements, TessGamePlacement, i);
          gint64 key = pack_cell (p->x, p->y);
          int mask = GPOINTER_TO_INT (g_hash_table_lookup (self->legal, &key));

          if (mask == 0)
            mask = 1;
          mask |= 2 << p->rot;
          g_hash_table_insert (self->legal, g_memdup2 (&key, sizeof key), GINT_TO_POINTER (mask));
        }
    }

  if (self->show_dead_cells && tess_game_get_phase (self->game) != TESS_GAME_PHASE_GAME_OVER &&
      tess_game_get_tiles_left (self->game) > 0)
    self->dead_cells = tess_game_get_dead_cells (self->game);
}

static void
update_spots (TessBoardView *self)
{
  g_autoptr(GArray) options = NULL;
  int x, y, rot, type;
  const TessTileDef *def;

  g_array_set_size (self->spots, 0);
  self->selected_spot = -1;
  self->hover_spot = -1;

  if (self->game == NULL || !tess_game_get_pending (self->game, &x, &y, &rot))
    return;

  type = tess_game_get_tile (self->game);
  def = tess_game_get_tile_def (self->game, type);
  options = tess_game_get_follower_options (self->game);
  for (guint i = 0; i < options->len; i++)
    {
      Spot spot;

      spot.feature = g_array_index (options, int, i);
      tess_render_feature_anchor (def, spot.feature, rot, &spot.ux, &spot.uy);
      g_array_append_val (self->spots, spot);
    }
}

static void
update_actions (TessBoardView *self)
{
  gboolean follower = self->game != NULL &&
                      tess_game_get_phase (self->game) == TESS_GAME_PHASE_PLACE_FOLLOWER;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.next-spot", follower && self->spots->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.previous-spot", follower && self->spots->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.choose-spot", follower);
}

/* After any change of the game: recompute what is drawn over the board. */
static void
game_changed (TessBoardView *self)
{
  update_legal (self);
  update_spots (self);
  update_actions (self);

  /* Keep the cursor where it is if the tile fits there, else take it to
   * the nearest cell where it does: keyboard play starts one key away. */
  if (self->game != NULL &&
      tess_game_get_phase (self->game) == TESS_GAME_PHASE_PLACE_TILE &&
      !cell_is_legal (self, self->cursor_x, self->cursor_y))
    {
      int x, y;

      if (nearest_legal (self, self->cursor_x, self->cursor_y, &x, &y))
        {
          self->cursor_x = x;
          self->cursor_y = y;
          if (self->keyboard_cursor)
            tess_viewport_ensure_visible (self->viewport, x, y);
        }
    }
  else if (self->game != NULL)
    {
      int x, y;

      /* The cursor stays on the tile just laid. */
      if (tess_game_get_pending (self->game, &x, &y, NULL))
        {
          self->cursor_x = x;
          self->cursor_y = y;
        }
    }

  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_game_notify (TessBoardView *self,
                GParamSpec    *pspec,
                TessGame      *game)
{
  game_changed (self);
}

static void
on_n_moves (TessBoardView *self,
            GParamSpec    *pspec,
            TessGame      *game)
{
  clear_hover_feature (self);
  drop_board_node (self);
  /* A new zoom draws every tile again: refit only when the board with a
   * cell around it no longer shows whole. */
  if (self->follow_board && !board_fits (self))
    fit_board (self);
}

static void
on_tile_placed (TessBoardView *self,
                int            x,
                int            y,
                int            rot,
                TessGame      *game)
{
  game_changed (self);
}

/* ------------------------------------------------------------ highlights */

static gboolean
highlight_tick (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  TessBoardView *self = TESS_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  for (guint i = self->highlights->len; i > 0; i--)
    {
      Highlight *h = g_ptr_array_index (self->highlights, i - 1);

      if (h->start == 0)
        h->start = now;
      else if (now - h->start > HIGHLIGHT_USEC)
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

static gboolean
animations_enabled (TessBoardView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled;
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
  Highlight *h;

  g_return_if_fail (TESS_IS_BOARD_VIEW (self));
  g_return_if_fail (cells != NULL);

  h = g_new0 (Highlight, 1);
  h->cells = g_array_ref (cells);
  player_rgb (self, player, &h->r, &h->g, &h->b);
  g_ptr_array_add (self->highlights, h);

  if (animations_enabled (self) && gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      if (self->tick_id == 0)
        self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), highlight_tick, NULL, NULL);
    }
  else
    {
      /* No animation: light it up, and put it out after the same time. */
      g_clear_handle_id (&self->highlight_timeout, g_source_remove);
      self->highlight_timeout = g_timeout_add (HIGHLIGHT_USEC / 1000, highlight_timeout, self);
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

/* How long the zoom must rest before the tiles are drawn crisp again. */
#define ZOOM_SETTLE_MSEC 150

static gboolean
zoom_settled (gpointer user_data)
{
  TessBoardView *self = user_data;

  self->zoom_settle_id = 0;
  if (self->node_scaled)
    drop_board_node (self);
  return G_SOURCE_REMOVE;
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

static void
draw_legal_cells (TessBoardView *self,
                  cairo_t       *cr,
                  double         zoom)
{
  GHashTableIter iter;
  gpointer key;
  double inset = MAX (2, zoom * 0.06);

  g_hash_table_iter_init (&iter, self->legal);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      gint64 packed = *(gint64 *) key;
      int cx = (gint32) (packed >> 32), cy = (gint32) (packed & 0xffffffff);
      double x, y;

      tess_viewport_board_to_widget (self->viewport, cx, cy, &x, &y);
      rounded_rect (cr, x + inset, y + inset, zoom - 2 * inset, zoom - 2 * inset, zoom * 0.08);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.16);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.75);
      cairo_set_line_width (cr, MAX (1.5, zoom * 0.02));
      cairo_set_dash (cr, (double[]) { zoom * 0.08, zoom * 0.06 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
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
  tess_render_tile (cr, tess_game_get_tile_def (self->game, type), rot, x, y, zoom);
  if (alpha < 1.0)
    {
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, alpha);
      cairo_restore (cr);
    }
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
        {
          cairo_rectangle (cr, x, y, zoom, zoom);
          cairo_set_source_rgba (cr, r, g, b, alpha * 0.5);
          cairo_fill (cr);
        }
      else
        tess_render_feature_highlight (cr, def, cell->rot, cell->feature, x, y, zoom, r, g, b, alpha);
    }
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
        const Spot *spot = &g_array_index (self->spots, Spot, shown);
        double r, g, b;

        player_rgb (self, tess_game_get_current_player (self->game), &r, &g, &b);
        tess_render_feature_highlight (cr, tess_game_get_tile_def (self->game, type), rot,
                                       spot->feature, x, y, zoom, r, g, b, 0.45);
      }
  }

  for (guint i = 0; i < self->spots->len; i++)
    {
      const Spot *spot = &g_array_index (self->spots, Spot, i);
      double sx = x + spot->ux * zoom, sy = y + spot->uy * zoom;
      double radius = MAX (9, zoom * SPOT_RADIUS);
      gboolean selected = (int) i == self->selected_spot || (int) i == self->hover_spot;
      double r, g, b;
      char number[8];
      cairo_text_extents_t ext;

      player_rgb (self, tess_game_get_current_player (self->game), &r, &g, &b);
      cairo_new_path (cr);
      cairo_arc (cr, sx, sy, radius, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, r, g, b, selected ? 0.95 : 0.7);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 1, 1, 1, 1);
      cairo_set_line_width (cr, selected ? MAX (3, radius * 0.3) : MAX (2, radius * 0.18));
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
          cairo_set_font_size (cr, radius * 1.2);
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
  cairo_set_line_width (cr, MAX (2.5, zoom * 0.035));
  if (self->keyboard_cursor && focus)
    cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 1.0);
  else
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

  if (phase == TESS_GAME_PHASE_PLACE_TILE && is_human_turn (self))
    {
      draw_legal_cells (self, cr, zoom);

      /* The ghost: the tile in hand where it would go, turned the way it
       * fits (the preferred rotation when it does). */
      if (cell_is_legal (self, self->cursor_x, self->cursor_y) &&
          (self->pointer_inside || self->keyboard_cursor))
        {
          int rot = tess_game_fitting_rotation (self->game, self->cursor_x, self->cursor_y,
                                                self->rotation);

          if (rot >= 0)
            draw_tile_at (self, cr, tess_game_get_tile (self->game),
                          self->cursor_x, self->cursor_y, rot, 0.72);
        }
    }

  if (self->hover_cells != NULL)
    draw_cells_highlight (self, cr, self->hover_cells, 1, 1, 1, 0.35);
  if (self->hover_cities != NULL)
    draw_cells_highlight (self, cr, self->hover_cities, 0.96, 0.76, 0.07, 0.5);

  for (guint i = 0; i < self->highlights->len; i++)
    {
      Highlight *h = g_ptr_array_index (self->highlights, i);
      double t = h->start == 0 ? 0 : (double) (now - h->start) / HIGHLIGHT_USEC;
      double fade = t < 0.6 ? 1.0 : MAX (0, 1 - (t - 0.6) / 0.4);

      if (self->tick_id == 0)
        fade = 1.0;
      /* Fill and outline fade together. */
      cairo_push_group (cr);
      draw_cells_highlight (self, cr, h->cells, h->r, h->g, h->b, 0.6);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, fade);
    }

  draw_pending (self, cr, zoom);

  /* No cursor while a computer plays. */
  if (phase != TESS_GAME_PHASE_GAME_OVER && is_human_turn (self))
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

  if (tess_game_get_phase (self->game) != TESS_GAME_PHASE_PLACE_TILE || !is_human_turn (self) ||
      (self->show_dead_cells && self->dead_cells != NULL && self->dead_cells->len > 0) ||
      self->hover_cells != NULL || self->hover_cities != NULL || self->highlights->len > 0 ||
      tess_game_get_pending (self->game, NULL, NULL, NULL))
    return FALSE;

  g_hash_table_iter_init (&iter, self->legal);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      gint64 packed = *(gint64 *) key;
      int cx = (gint32) (packed >> 32), cy = (gint32) (packed & 0xffffffff);
      double inset = MAX (2, zoom * 0.06);

      tess_viewport_board_to_widget (self->viewport, cx, cy, &x, &y);
      if (x + zoom < 0 || y + zoom < 0 || x > w || y > h)
        continue;
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x, y, zoom, zoom));
      rounded_rect (cr, x + inset, y + inset, zoom - 2 * inset, zoom - 2 * inset, zoom * 0.08);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.16);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.75);
      cairo_set_line_width (cr, MAX (1.5, zoom * 0.02));
      cairo_set_dash (cr, (double[]) { zoom * 0.08, zoom * 0.06 }, 2, 0);
      cairo_stroke (cr);
      cairo_destroy (cr);
    }

  /* The ghost and the cursor (whose line may stick out of the cell). */
  tess_viewport_board_to_widget (self->viewport, self->cursor_x, self->cursor_y, &x, &y);
  margin = ceil (MAX (2.5, zoom * 0.035)) + 2;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x - margin, y - margin,
                                                                 zoom + 2 * margin, zoom + 2 * margin));
  if (cell_is_legal (self, self->cursor_x, self->cursor_y) &&
      (self->pointer_inside || self->keyboard_cursor))
    {
      int rot = tess_game_fitting_rotation (self->game, self->cursor_x, self->cursor_y, self->rotation);

      if (rot >= 0)
        draw_tile_at (self, cr, tess_game_get_tile (self->game), self->cursor_x, self->cursor_y, rot, 0.72);
    }
  draw_cursor (self, cr, zoom);
  cairo_destroy (cr);
  return TRUE;
}

static void
tess_board_view_snapshot (GtkWidget   *widget,
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
  if (!snapshot_placing_overlay (self, snapshot, w, h, zoom))
    {
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
      draw_overlay (self, cr, zoom);
      cairo_destroy (cr);
    }

  gtk_snapshot_pop (snapshot);
}

static void
tess_board_view_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  TessBoardView *self = TESS_BOARD_VIEW (widget);

  tess_viewport_set_size (self->viewport, width, height);
  if (self->follow_board)
    fit_board (self);
}

static void
tess_board_view_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  *minimum = 200;
  *natural = 800;
}

/* ------------------------------------------------------------ input */

static void
set_cursor_from_pointer (TessBoardView *self,
                         double         x,
                         double         y)
{
  int cx, cy;

  tess_viewport_widget_to_cell (self->viewport, x, y, &cx, &cy);
  self->keyboard_cursor = FALSE;
  if (cx != self->cursor_x || cy != self->cursor_y)
    {
      self->cursor_x = cx;
      self->cursor_y = cy;
      update_accessible (self);
    }
}

static int
spot_at (TessBoardView *self,
         double         wx,
         double         wy)
{
  int px, py, best = -1;
  double x, y, zoom = tess_viewport_get_zoom (self->viewport);
  double best_d = MAX (12, zoom * SPOT_RADIUS * 1.6);

  if (self->game == NULL || !tess_game_get_pending (self->game, &px, &py, NULL))
    return -1;

  tess_viewport_board_to_widget (self->viewport, px, py, &x, &y);
  for (guint i = 0; i < self->spots->len; i++)
    {
      const Spot *spot = &g_array_index (self->spots, Spot, i);
      double d = hypot (wx - (x + spot->ux * zoom), wy - (y + spot->uy * zoom));

      if (d < best_d)
        {
          best_d = d;
          best = i;
        }
    }

  /* Anywhere on a feature that may take the follower is as good as its spot. */
  if (best < 0 && wx >= x && wy >= y && wx < x + zoom && wy < y + zoom)
    {
      int rot, feature;

      tess_game_get_pending (self->game, NULL, NULL, &rot);
      feature = tess_render_feature_at (tess_game_get_tile_def (self->game, tess_game_get_tile (self->game)),
                                        rot, (wx - x) / zoom, (wy - y) / zoom);
      for (guint i = 0; i < self->spots->len; i++)
        if (g_array_index (self->spots, Spot, i).feature == feature)
          best = i;
    }
  return best;
}

/* The aid "value and owner of the feature under the pointer". */
static void
update_hover_feature (TessBoardView *self,
                      double         wx,
                      double         wy)
{
  double bx, by;
  int cx, cy, placement, x, y, type, rot, feature;
  TessGameFeatureInfo info;
  g_autofree char *text = NULL;
  g_autofree char *owners = NULL;
  GString *names;

  if ((!self->show_feature_value && !self->show_farm_hints) || self->game == NULL || self->dragging)
    {
      clear_hover_feature (self);
      return;
    }

  tess_viewport_widget_to_board (self->viewport, wx, wy, &bx, &by);
  cx = (int) floor (bx);
  cy = (int) floor (by);
  placement = tess_game_tile_at (self->game, cx, cy);
  if (placement < 0)
    {
      clear_hover_feature (self);
      return;
    }

  tess_game_get_placed (self->game, placement, &x, &y, &type, &rot);
  feature = tess_render_feature_at (tess_game_get_tile_def (self->game, type), rot, bx - cx, by - cy);
  if (feature < 0)
    {
      clear_hover_feature (self);
      return;
    }
  if (placement == self->hover_placement && feature == self->hover_feature)
    return;

  clear_hover_feature (self);
  if (!tess_game_get_feature_info (self->game, placement, feature, &info) ||
      info.feature == TESS_FEATURE_RIVER)
    return;
  /* With farm hints alone, only farms answer. */
  if (!self->show_feature_value && info.feature != TESS_FEATURE_FIELD)
    return;

  self->hover_placement = placement;
  self->hover_feature = feature;
  self->hover_cells = tess_game_get_feature_cells (self->game, placement, feature);
  if (info.feature == TESS_FEATURE_FIELD && self->show_farm_hints)
    self->hover_cities = tess_game_get_farm_cities (self->game, placement, feature);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (!self->show_feature_value)
    return;

  names = g_string_new (NULL);
  for (guint p = 0; p < tess_game_get_n_players (self->game); p++)
    if (info.owners & (1u << p))
      {
        if (names->len > 0)
          g_string_append (names, _(", "));
        g_string_append (names, tess_game_get_player_name (self->game, p));
      }
  owners = g_string_free (names, FALSE);

  switch ((TessFeatureType) info.feature)
    {
    case TESS_FEATURE_ROAD:
      text = info.completed
        ? g_strdup_printf (ngettext ("Completed road of %d tile", "Completed road of %d tiles", info.tiles), info.tiles)
        : g_strdup_printf (ngettext ("Road of %d tile, worth %d now", "Road of %d tiles, worth %d now", info.tiles),
                           info.tiles, info.value);
      break;
    case TESS_FEATURE_CITY:
      text = info.completed
        ? g_strdup_printf (ngettext ("Completed city of %d tile", "Completed city of %d tiles", info.tiles), info.tiles)
        : g_strdup_printf (ngettext ("City of %d tile, worth %d now", "City of %d tiles, worth %d now", info.tiles),
                           info.tiles, info.value);
      break;
    case TESS_FEATURE_MONASTERY:
      text = info.completed
        ? g_strdup (_("Completed monastery"))
        : g_strdup_printf (ngettext ("Monastery, worth %d point now", "Monastery, worth %d points now", info.value),
                           info.value);
      break;
    case TESS_FEATURE_FIELD:
      text = g_strdup_printf (ngettext ("Farm, worth %d point at the end", "Farm, worth %d points at the end",
                                        info.value), info.value);
      break;
    case TESS_FEATURE_RIVER:
    case TESS_N_FEATURE_TYPES:
    default:
      break;
    }

  if (text != NULL)
    {
      g_autofree char *full = NULL;

      if (*owners != '\0')
        /* Translators: "City of 3 tiles, worth 4 now — held by Ana" */
        full = g_strdup_printf (_("%s — held by %s"), text, owners);
      else
        /* Translators: "City of 3 tiles, worth 4 now — free" */
        full = g_strdup_printf (_("%s — free"), text);
      set_info_text (self, full);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           TessBoardView            *self)
{
  int spot;

  self->pointer_inside = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;

  if (self->game == NULL || self->dragging)
    return;

  set_cursor_from_pointer (self, x, y);
  spot = spot_at (self, x, y);
  if (spot != self->hover_spot)
    self->hover_spot = spot;
  update_hover_feature (self, x, y);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_leave (GtkEventControllerMotion *controller,
          TessBoardView            *self)
{
  self->pointer_inside = FALSE;
  self->hover_spot = -1;
  clear_hover_feature (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
activate_place (TessBoardView *self,
                int            x,
                int            y)
{
  int rot;

  if (!cell_is_legal (self, x, y))
    return;
  rot = tess_game_fitting_rotation (self->game, x, y, self->rotation);
  if (rot < 0)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "win.place-tile", "(iii)", x, y, rot);
}

static void
on_click_released (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   TessBoardView   *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  int cx, cy, spot;

  if (self->game == NULL)
    return;

  gtk_widget_grab_focus (GTK_WIDGET (self));

  if (button == GDK_BUTTON_SECONDARY)
    {
      gtk_widget_activate_action (GTK_WIDGET (self), "win.rotate-cw", NULL);
      return;
    }
  if (button != GDK_BUTTON_PRIMARY || !is_human_turn (self))
    return;

  switch (tess_game_get_phase (self->game))
    {
    case TESS_GAME_PHASE_PLACE_TILE:
      tess_viewport_widget_to_cell (self->viewport, x, y, &cx, &cy);
      self->cursor_x = cx;
      self->cursor_y = cy;
      activate_place (self, cx, cy);
      break;
    case TESS_GAME_PHASE_PLACE_FOLLOWER:
      spot = spot_at (self, x, y);
      if (spot >= 0)
        gtk_widget_activate_action (GTK_WIDGET (self), "win.place-follower", "i",
                                    g_array_index (self->spots, Spot, spot).feature);
      break;
    case TESS_GAME_PHASE_GAME_OVER:
    default:
      break;
    }
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               TessBoardView  *self)
{
  tess_viewport_get_center (self->viewport, &self->drag_center_x, &self->drag_center_y);
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                TessBoardView  *self)
{
  double zoom = tess_viewport_get_zoom (self->viewport);

  if (!self->dragging && hypot (dx, dy) < 4)
    return;
  if (!self->dragging)
    {
      self->dragging = TRUE;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
      clear_hover_feature (self);
    }
  self->follow_board = FALSE;
  tess_viewport_set_center (self->viewport,
                            self->drag_center_x - dx / zoom,
                            self->drag_center_y - dy / zoom);
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             TessBoardView  *self)
{
  if (self->dragging)
    {
      self->dragging = FALSE;
      gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
    }
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           TessBoardView            *self)
{
  double factor, x, y;

  if (gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL)
    factor = pow (1.2, -dy);
  else
    factor = exp (-dy / 300.0);

  if (self->pointer_inside)
    {
      x = self->pointer_x;
      y = self->pointer_y;
    }
  else
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  self->follow_board = FALSE;
  tess_viewport_zoom_at (self->viewport, factor, x, y);
  return TRUE;
}

static void
on_zoom_begin (GtkGesture       *gesture,
               GdkEventSequence *sequence,
               TessBoardView    *self)
{
  self->zoom_begin = tess_viewport_get_zoom (self->viewport);
}

static void
on_zoom_scale_changed (GtkGestureZoom *gesture,
                       double          scale,
                       TessBoardView  *self)
{
  double x, y, zoom = tess_viewport_get_zoom (self->viewport);

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    return;
  self->follow_board = FALSE;
  tess_viewport_zoom_at (self->viewport, self->zoom_begin * scale / zoom, x, y);
}

static void
on_viewport_changed (TessBoardView *self,
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

static void
on_focus_changed (TessBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ------------------------------------------------------------ actions */

static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  TessBoardView *self = TESS_BOARD_VIEW (widget);
  int dx, dy;

  g_variant_get (param, "(ii)", &dx, &dy);
  /* The first key shows the cursor where it is; the next ones move it. */
  if (self->keyboard_cursor)
    {
      self->cursor_x += dx;
      self->cursor_y += dy;
    }
  self->keyboard_cursor = TRUE;
  tess_viewport_ensure_visible (self->viewport, self->cursor_x, self->cursor_y);
  update_accessible (self);
  gtk_widget_queue_draw (widget);
}

static void
pan_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *param)
{
  TessBoardView *self = TESS_BOARD_VIEW (widget);
  double zoom = tess_viewport_get_zoom (self->viewport);
  int dx, dy;

  g_variant_get (param, "(ii)", &dx, &dy);
  /* The board moves the other way the view does. */
  self->follow_board = FALSE;
  tess_viewport_pan (self->viewport, -dx * KEY_PAN_CELLS * zoom, -dy * KEY_PAN_CELLS * zoom);
}

static void
choose_spot (TessBoardView *self,
             int            index)
{
  if (index < 0 || index >= (int) self->spots->len)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "win.place-follower", "i",
                              g_array_index (self->spots, Spot, index).feature);
}

static void
activate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  TessBoardView *self = TESS_BOARD_VIEW (widget);

  if (self->game == NULL || !is_human_turn (self))
    return;

  self->keyboard_cursor = TRUE;
  switch (tess_game_get_phase (self->game))
    {
    case TESS_GAME_PHASE_PLACE_TILE:
      activate_place (self, self->cursor_x, self->cursor_y);
      break;
    case TESS_GAME_PHASE_PLACE_FOLLOWER:
      if (self->selected_spot >= 0)
        choose_spot (self, self->selected_spot);
      else
        gtk_widget_activate_action (widget, "win.no-follower", NULL);
      break;
    case TESS_GAME_PHASE_GAME_OVER:
    default:
      break;
    }
  gtk_widget_queue_draw (widget);
}

static void
cycle_spot_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  TessBoardView *self = TESS_BOARD_VIEW (widget);
  int n = self->spots->len;
  int step = g_str_equal (action_name, "board.next-spot") ? 1 : -1;

  if (n == 0)
    return;
  /* Cycles through the spots and "none" (-1). */
  self->selected_spot += step;
  if (self->selected_spot >= n)
    self->selected_spot = -1;
  else if (self->selected_spot < -1)
    self->selected_spot = n - 1;
  gtk_widget_queue_draw (widget);
}

static void
choose_spot_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  TessBoardView *self = TESS_BOARD_VIEW (widget);

  choose_spot (self, g_variant_get_int32 (param) - 1);
}

/* ------------------------------------------------------------ GObject */

static void
disconnect_game (TessBoardView *self)
{
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
}

static void
tess_board_view_dispose (GObject *object)
{
  TessBoardView *self = TESS_BOARD_VIEW (object);

  disconnect_game (self);
  g_clear_handle_id (&self->highlight_timeout, g_source_remove);
  g_clear_handle_id (&self->zoom_settle_id, g_source_remove);
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  g_clear_pointer (&self->board_node, gsk_render_node_unref);
  if (self->viewport != NULL)
    g_signal_handlers_disconnect_by_data (self->viewport, self);
  g_clear_object (&self->viewport);

  G_OBJECT_CLASS (tess_board_view_parent_class)->dispose (object);
}

static void
tess_board_view_finalize (GObject *object)
{
  TessBoardView *self = TESS_BOARD_VIEW (object);

  g_clear_pointer (&self->tile_cache, tess_render_cache_free);
  g_clear_pointer (&self->legal, g_hash_table_unref);
  g_clear_pointer (&self->dead_cells, g_array_unref);
  g_clear_pointer (&self->spots, g_array_unref);
  g_clear_pointer (&self->highlights, g_ptr_array_unref);
  g_clear_pointer (&self->hover_cells, g_array_unref);
  g_clear_pointer (&self->hover_cities, g_array_unref);
  g_clear_pointer (&self->info_text, g_free);

  G_OBJECT_CLASS (tess_board_view_parent_class)->finalize (object);
}

static void
tess_board_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TessBoardView *self = TESS_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_VIEWPORT:
      g_value_set_object (value, self->viewport);
      break;
    case PROP_ROTATION:
      g_value_set_int (value, self->rotation);
      break;
    case PROP_INFO_TEXT:
      g_value_set_string (value, self->info_text);
      break;
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;
    case PROP_SHOW_DEAD_CELLS:
      g_value_set_boolean (value, self->show_dead_cells);
      break;
    case PROP_SHOW_FEATURE_VALUE:
      g_value_set_boolean (value, self->show_feature_value);
      break;
    case PROP_SHOW_FARM_HINTS:
      g_value_set_boolean (value, self->show_farm_hints);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
set_aid (TessBoardView *self,
         gboolean      *field,
         gboolean       value,
         int            prop)
{
  if (*field == value)
    return;
  *field = value;
  clear_hover_feature (self);
  update_legal (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
tess_board_view_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TessBoardView *self = TESS_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tess_board_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_ROTATION:
      tess_board_view_set_rotation (self, g_value_get_int (value));
      break;
    case PROP_INTERACTIVE:
      tess_board_view_set_interactive (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_DEAD_CELLS:
      set_aid (self, &self->show_dead_cells, g_value_get_boolean (value), PROP_SHOW_DEAD_CELLS);
      break;
    case PROP_SHOW_FEATURE_VALUE:
      set_aid (self, &self->show_feature_value, g_value_get_boolean (value), PROP_SHOW_FEATURE_VALUE);
      break;
    case PROP_SHOW_FARM_HINTS:
      set_aid (self, &self->show_farm_hints, g_value_get_boolean (value), PROP_SHOW_FARM_HINTS);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_board_view_class_init (TessBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const struct { guint key; int dx, dy; } arrows[] = {
    { GDK_KEY_Left, -1, 0 }, { GDK_KEY_Right, 1, 0 }, { GDK_KEY_Up, 0, -1 }, { GDK_KEY_Down, 0, 1 },
    { GDK_KEY_KP_Left, -1, 0 }, { GDK_KEY_KP_Right, 1, 0 }, { GDK_KEY_KP_Up, 0, -1 }, { GDK_KEY_KP_Down, 0, 1 },
  };
  static const struct { guint key; int dx, dy; } vi_keys[] = {
    { GDK_KEY_h, -1, 0 }, { GDK_KEY_l, 1, 0 }, { GDK_KEY_k, 0, -1 }, { GDK_KEY_j, 0, 1 },
  };

  object_class->dispose = tess_board_view_dispose;
  object_class->finalize = tess_board_view_finalize;
  object_class->get_property = tess_board_view_get_property;
  object_class->set_property = tess_board_view_set_property;

  widget_class->snapshot = tess_board_view_snapshot;
  widget_class->size_allocate = tess_board_view_size_allocate;
  widget_class->measure = tess_board_view_measure;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TESS_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWPORT] =
    g_param_spec_object ("viewport", NULL, NULL, TESS_TYPE_VIEWPORT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROTATION] =
    g_param_spec_int ("rotation", NULL, NULL, 0, 3, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INFO_TEXT] =
    g_param_spec_string ("info-text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_DEAD_CELLS] =
    g_param_spec_boolean ("show-dead-cells", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_FEATURE_VALUE] =
    g_param_spec_boolean ("show-feature-value", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_FARM_HINTS] =
    g_param_spec_boolean ("show-farm-hints", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)", move_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.pan", "(ii)", pan_action);
  gtk_widget_class_install_action (widget_class, "board.activate", NULL, activate_action);
  gtk_widget_class_install_action (widget_class, "board.next-spot", NULL, cycle_spot_action);
  gtk_widget_class_install_action (widget_class, "board.previous-spot", NULL, cycle_spot_action);
  gtk_widget_class_install_action (widget_class, "board.choose-spot", "i", choose_spot_action);

  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    {
      gtk_widget_class_add_binding_action (widget_class, arrows[i].key, 0,
                                           "board.move-cursor", "(ii)", arrows[i].dx, arrows[i].dy);
      gtk_widget_class_add_binding_action (widget_class, arrows[i].key, GDK_CONTROL_MASK,
                                           "board.pan", "(ii)", arrows[i].dx, arrows[i].dy);
    }
  for (guint i = 0; i < G_N_ELEMENTS (vi_keys); i++)
    gtk_widget_class_add_binding_action (widget_class, vi_keys[i].key, 0,
                                         "board.pan", "(ii)", vi_keys[i].dx, vi_keys[i].dy);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "win.rotate-cw", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_R, GDK_SHIFT_MASK, "win.rotate-ccw", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Tab, 0, "board.next-spot", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK, "board.previous-spot", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Tab, GDK_SHIFT_MASK, "board.previous-spot", NULL);
  for (guint i = 1; i <= 9; i++)
    {
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + i, 0, "board.choose-spot", "i", (int) i);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0 + i, 0, "board.choose-spot", "i", (int) i);
    }
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, 0, "win.no-follower", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.no-follower", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, 0, "win.take-back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_SHIFT_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, 0, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, 0, "win.fit-board", NULL);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tess_board_view_init (TessBoardView *self)
{
  GtkEventController *controller;
  GtkGesture *gesture;

  self->viewport = tess_viewport_new ();
  self->tile_cache = tess_render_cache_new ();
  self->legal = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  self->spots = g_array_new (FALSE, FALSE, sizeof (Spot));
  self->highlights = g_ptr_array_new_with_free_func (highlight_free);
  self->selected_spot = -1;
  self->hover_spot = -1;
  self->interactive = TRUE;
  self->follow_board = TRUE;
  self->hover_placement = -1;
  self->hover_feature = -1;

  g_signal_connect_object (self->viewport, "changed", G_CALLBACK (on_viewport_changed),
                           self, G_CONNECT_SWAPPED);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "enter", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), 0);
  g_signal_connect (gesture, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), 0);
  g_signal_connect (gesture, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (gesture, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (gesture, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect (controller, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  gesture = gtk_gesture_zoom_new ();
  g_signal_connect (gesture, "begin", G_CALLBACK (on_zoom_begin), self);
  g_signal_connect (gesture, "scale-changed", G_CALLBACK (on_zoom_scale_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  controller = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (controller, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  -1);

  update_actions (self);
}

GtkWidget *
tess_board_view_new (void)
{
  return g_object_new (TESS_TYPE_BOARD_VIEW, NULL);
}

TessGame *
tess_board_view_get_game (TessBoardView *self)
{
  g_return_val_if_fail (TESS_IS_BOARD_VIEW (self), NULL);

  return self->game;
}

void
tess_board_view_set_game (TessBoardView *self,
                          TessGame      *game)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));
  g_return_if_fail (game == NULL || TESS_IS_GAME (game));

  if (self->game == game)
    return;

  disconnect_game (self);
  tess_board_view_clear_highlights (self);
  clear_hover_feature (self);
  g_clear_pointer (&self->board_node, gsk_render_node_unref);

  if (game != NULL)
    {
      self->game = g_object_ref (game);
      g_signal_connect_object (game, "notify::phase", G_CALLBACK (on_game_notify), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::tile", G_CALLBACK (on_game_notify), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::current-player", G_CALLBACK (on_game_notify), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::finished", G_CALLBACK (on_game_notify), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::n-moves", G_CALLBACK (on_n_moves), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::n-moves", G_CALLBACK (on_game_notify), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "tile-placed", G_CALLBACK (on_tile_placed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "tile-taken-back", G_CALLBACK (on_game_notify), self, G_CONNECT_SWAPPED);
      self->cursor_x = 0;
      self->cursor_y = 0;
    }

  game_changed (self);
  tess_board_view_fit (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* Off while a computer player thinks: no legal cells, no clicks. */
void
tess_board_view_set_interactive (TessBoardView *self,
                                 gboolean       interactive)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  interactive = !!interactive;
  if (interactive == self->interactive)
    return;
  self->interactive = interactive;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

TessViewport *
tess_board_view_get_viewport (TessBoardView *self)
{
  g_return_val_if_fail (TESS_IS_BOARD_VIEW (self), NULL);

  return self->viewport;
}

int
tess_board_view_get_rotation (TessBoardView *self)
{
  g_return_val_if_fail (TESS_IS_BOARD_VIEW (self), 0);

  return self->rotation;
}

void
tess_board_view_set_rotation (TessBoardView *self,
                              int            rotation)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  rotation = ((rotation % 4) + 4) % 4;
  if (rotation == self->rotation)
    return;
  self->rotation = rotation;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATION]);
}

void
tess_board_view_get_cursor (TessBoardView *self,
                            int           *x,
                            int           *y)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  if (x)
    *x = self->cursor_x;
  if (y)
    *y = self->cursor_y;
}

void
tess_board_view_set_cursor (TessBoardView *self,
                            int            x,
                            int            y)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  self->cursor_x = x;
  self->cursor_y = y;
  self->keyboard_cursor = TRUE;
  tess_viewport_ensure_visible (self->viewport, x, y);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The rotation the tile would be placed in at the cursor: the preferred
 * one if it fits there, else the next that does; -1 when none. */
int
tess_board_view_get_cursor_rotation (TessBoardView *self)
{
  g_return_val_if_fail (TESS_IS_BOARD_VIEW (self), -1);

  if (self->game == NULL)
    return -1;
  return tess_game_fitting_rotation (self->game, self->cursor_x, self->cursor_y, self->rotation);
}

const char *
tess_board_view_get_info_text (TessBoardView *self)
{
  g_return_val_if_fail (TESS_IS_BOARD_VIEW (self), NULL);

  return self->info_text;
}

/* Shows the whole board and the cells around it, as large as it fits
 * (and not larger than a comfortable size). */
static void
fit_board (TessBoardView *self)
{
  int x0, y0, x1, y1;
  double zoom;

  if (self->game == NULL)
    return;

  tess_game_get_bounds (self->game, &x0, &y0, &x1, &y1);
  {
    int tx0, ty0, tx1, ty1;

    /* The house rule `table`: the whole table, its edge in view. */
    if (tess_def_table (tess_game_get_def (self->game), &tx0, &ty0, &tx1, &ty1))
      {
        x0 = MIN (x0, tx0);
        y0 = MIN (y0, ty0);
        x1 = MAX (x1, tx1);
        y1 = MAX (y1, ty1);
      }
  }
  tess_viewport_fit (self->viewport, x0, y0, x1 + 1, y1 + 1, 1.5);
  /* A small board would fill the screen with a few huge tiles. */
  zoom = tess_viewport_get_zoom (self->viewport);
  if (zoom > 128)
    tess_viewport_set_zoom (self->viewport, 128);
  else if (zoom < 40)
    {
      int n = tess_game_get_n_placed (self->game), x, y;

      /* Too big to show whole and readable: follow the last tile. */
      tess_viewport_set_zoom (self->viewport, 40);
      tess_game_get_placed (self->game, n - 1, &x, &y, NULL, NULL);
      tess_viewport_ensure_visible (self->viewport, x, y);
    }
}

/* Whether the whole board and a cell all round it are in view. */
static gboolean
board_fits (TessBoardView *self)
{
  int x0, y0, x1, y1;

  if (self->game == NULL)
    return TRUE;
  tess_game_get_bounds (self->game, &x0, &y0, &x1, &y1);
  return tess_viewport_cell_visible (self->viewport, x0 - 1, y0 - 1) &&
         tess_viewport_cell_visible (self->viewport, x1 + 1, y1 + 1);
}

void
tess_board_view_fit (TessBoardView *self)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  self->follow_board = TRUE;
  fit_board (self);
}

void
tess_board_view_zoom (TessBoardView *self,
                      double         factor)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  self->follow_board = FALSE;
  tess_viewport_zoom_at (self->viewport, factor,
                         gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                         gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}
