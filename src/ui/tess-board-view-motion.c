/* tess-board-view-motion.c: the short moves of a turn on the board
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a move does, shown as it happens, each a quarter of a second at
 * most: a tile laid by another player (a computer, a friend online, the
 * replay) glides into its cell; a follower drops onto its spot; a
 * scoring's points ("+8") rise from the feature towards the side panel
 * where the scores are; followers whose feature scored fly home. None of
 * it when GNOME's animations are off (gtk-enable-animations, which the
 * tests turn off), and nothing is waited for: the game has moved on
 * already, the motion only draws over the board that shows it.
 *
 * A laid tile is in the cached board node at once: while it moves, its
 * cell is covered with the table's colour and the tile drawn where it is
 * on its way, its follower not yet there.
 */

#define G_LOG_DOMAIN "tess-board-view"

#include "config.h"

#include <math.h>

#include "tess-art-draw.h"
#include "tess-board-view-private.h"
#include "tess-render-art.h"

/* The longest any motion lasts (the limit: 250 ms). */
#define MOTION_USEC         (250 * G_TIME_SPAN_MILLISECOND)
/* Of a laid tile's motion: the glide, then its follower's drop. */
#define GLIDE_SHARE         0.62

typedef struct
{
  int placement;
  int feature;
  int player;
  int figure;
} SeenFollower;

typedef struct
{
  TessBoardMotionKind kind;
  gint64 start;         /* monotonic µs, 0 until its first frame */
  gint64 length;        /* µs */
  /* LAY: the tile laid, whether it glides, and its follower (-1 none). */
  int    x, y, type, rot;
  gboolean glide;
  int    feature, figure;
  /* LAY's follower, HOME's: whose (a TessColor); POINTS: the scorer's. */
  int    color;
  /* POINTS and HOME: from where, in board units. */
  double bx, by;
  int    points;
} Motion;

gboolean
_tess_board_view_animations_enabled (TessBoardView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

static double
ease_out (double t)
{
  return 1 - pow (1 - t, 3);
}

static double
progress (const Motion *m,
          gint64        now)
{
  if (m->start == 0)
    return 0;
  return CLAMP ((double) (now - m->start) / m->length, 0, 1);
}

static gboolean
motion_tick (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       user_data)
{
  TessBoardView *self = TESS_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  for (guint i = self->motions->len; i > 0; i--)
    {
      Motion *m = g_ptr_array_index (self->motions, i - 1);

      if (m->start == 0)
        m->start = now;
      else if (now - m->start >= m->length)
        g_ptr_array_remove_index (self->motions, i - 1);
    }
  gtk_widget_queue_draw (widget);
  if (self->motions->len == 0)
    {
      self->motion_tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

/* Starts @m, or drops it when nothing may move. */
static void
add_motion (TessBoardView *self,
            Motion        *m)
{
  if (!_tess_board_view_animations_enabled (self) || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      g_free (m);
      return;
    }
  m->length = MIN (m->length, MOTION_USEC);
  g_ptr_array_add (self->motions, m);
  if (self->motion_tick_id == 0)
    self->motion_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), motion_tick, NULL, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
_tess_board_view_stop_motions (TessBoardView *self)
{
  if (self->motion_tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->motion_tick_id);
  self->motion_tick_id = 0;
  if (self->motions != NULL && self->motions->len > 0)
    {
      g_ptr_array_set_size (self->motions, 0);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

guint
_tess_board_view_count_motions (TessBoardView       *self,
                                TessBoardMotionKind  kind)
{
  guint n = 0;

  for (guint i = 0; i < self->motions->len; i++)
    {
      const Motion *m = g_ptr_array_index (self->motions, i);

      if ((int) kind < 0 || m->kind == kind)
        n++;
    }
  return n;
}

void
_tess_board_view_age_motions (TessBoardView *self,
                              double         fraction)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
  gint64 now = clock != NULL ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();

  for (guint i = 0; i < self->motions->len; i++)
    {
      Motion *m = g_ptr_array_index (self->motions, i);

      m->start = now - (gint64) (fraction * m->length);
    }
}

/* ------------------------------------------------------------ following the game */

static void
remember_position (TessBoardView *self)
{
  int n;

  g_array_set_size (self->seen_followers, 0);
  self->seen_n_placed = 0;
  if (self->game == NULL)
    return;
  n = tess_game_get_n_followers (self->game);
  for (int i = 0; i < n; i++)
    {
      SeenFollower f;

      tess_game_get_follower (self->game, i, &f.placement, &f.feature, &f.player);
      f.figure = tess_game_get_follower_figure (self->game, i);
      g_array_append_val (self->seen_followers, f);
    }
  self->seen_n_placed = tess_game_get_n_placed (self->game);
}

/* After every change (TessGame::changed): what the next move starts from. */
void
_tess_board_view_motion_changed (TessBoardView *self)
{
  remember_position (self);
}

/* Where follower @f stands, in board units. */
static void
follower_point (TessBoardView      *self,
                const SeenFollower *f,
                double             *bx,
                double             *by)
{
  int x, y, type, rot;
  double ux = 0.5, uy = 0.5;

  tess_game_get_placed (self->game, f->placement, &x, &y, &type, &rot);
  tess_render_feature_anchor (tess_game_get_tile_def (self->game, type), f->feature, rot, &ux, &uy);
  *bx = x + ux;
  *by = y + uy;
}

/* A move was played (notify::n-moves, the position already the new
 * one): the tile laid and its follower, and the followers gone home. */
void
_tess_board_view_motion_moved (TessBoardView *self)
{
  int n_placed, n_followers;

  if (self->game == NULL)
    return;
  n_placed = tess_game_get_n_placed (self->game);
  if (n_placed < self->seen_n_placed || !_tess_board_view_animations_enabled (self))
    {
      /* An undo, or nothing may move: what moved stops. */
      _tess_board_view_stop_motions (self);
      remember_position (self);
      return;
    }

  n_followers = tess_game_get_n_followers (self->game);
  if (n_placed == self->seen_n_placed + 1)
    {
      Motion *m = g_new0 (Motion, 1);

      m->kind = TESS_BOARD_MOTION_LAY;
      tess_game_get_placed (self->game, n_placed - 1, &m->x, &m->y, &m->type, &m->rot);
      /* The player's own tile was on show where it lies: no glide. */
      m->glide = !(self->drawn_pending && self->drawn_pending_x == m->x && self->drawn_pending_y == m->y);
      m->feature = -1;
      for (int i = 0; i < n_followers; i++)
        {
          int placement, feature, player;

          tess_game_get_follower (self->game, i, &placement, &feature, &player);
          if (placement == n_placed - 1)
            {
              m->feature = feature;
              m->figure = tess_game_get_follower_figure (self->game, i);
              m->color = tess_game_get_player_color (self->game, player);
            }
        }
      m->length = m->glide ? MOTION_USEC : (gint64) (MOTION_USEC * 0.7);
      if (m->glide || m->feature >= 0)
        add_motion (self, m);
      else
        g_free (m);
    }

  /* The followers gone since: home, to the panel with the scores. */
  for (guint k = 0; k < self->seen_followers->len; k++)
    {
      const SeenFollower *f = &g_array_index (self->seen_followers, SeenFollower, k);
      gboolean stays = FALSE;
      Motion *m;

      for (int i = 0; i < n_followers && !stays; i++)
        {
          int placement, feature, player;

          tess_game_get_follower (self->game, i, &placement, &feature, &player);
          stays = placement == f->placement && feature == f->feature && player == f->player;
        }
      /* One move played, not a jump through the replay. */
      if (stays || f->placement >= n_placed || n_placed != self->seen_n_placed + 1)
        continue;
      m = g_new0 (Motion, 1);
      m->kind = TESS_BOARD_MOTION_HOME;
      m->length = MOTION_USEC;
      m->figure = f->figure;
      m->color = tess_game_get_player_color (self->game, f->player);
      follower_point (self, f, &m->bx, &m->by);
      add_motion (self, m);
    }
  self->drawn_pending = FALSE;
  remember_position (self);
}

/* A feature scored during play: its points rise from it, one figure
 * for each scorer, in their colour. */
static void
on_feature_scored (TessBoardView       *self,
                   const TessGameEvent *event,
                   TessGame            *game)
{
  g_autoptr(GArray) cells = NULL;
  double sx = 0, sy = 0;
  int n = 0;

  if (event->final || event->scorers == 0 || event->points == 0 ||
      !_tess_board_view_animations_enabled (self))
    return;
  cells = tess_game_get_scored_cells (game, event);
  if (cells->len == 0)
    return;
  for (guint i = 0; i < cells->len; i++)
    {
      const TessGameCell *cell = &g_array_index (cells, TessGameCell, i);

      sx += cell->x + 0.5;
      sy += cell->y + 0.5;
    }
  sx /= cells->len;
  sy /= cells->len;
  for (int p = 0; p < TESS_MAX_PLAYERS; p++)
    if (event->scorers & (1u << p))
      {
        Motion *m = g_new0 (Motion, 1);

        m->kind = TESS_BOARD_MOTION_POINTS;
        m->length = MOTION_USEC;
        m->points = event->points;
        m->color = tess_game_get_player_color (game, p);
        /* Shared points side by side. */
        m->bx = sx + 0.9 * n++;
        m->by = sy;
        add_motion (self, m);
      }
}

static void
on_animations_changed (TessBoardView *self)
{
  if (!_tess_board_view_animations_enabled (self))
    _tess_board_view_stop_motions (self);
}

void
_tess_board_view_init_motion (TessBoardView *self)
{
  self->motions = g_ptr_array_new_with_free_func (g_free);
  self->seen_followers = g_array_new (FALSE, FALSE, sizeof (SeenFollower));
  g_signal_group_connect_object (self->game_signals, "feature-scored",
                                 G_CALLBACK (on_feature_scored), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_settings_get_default (), "notify::gtk-enable-animations",
                           G_CALLBACK (on_animations_changed), self, G_CONNECT_SWAPPED);
}

void
_tess_board_view_finalize_motion (TessBoardView *self)
{
  g_clear_pointer (&self->motions, g_ptr_array_unref);
  g_clear_pointer (&self->seen_followers, g_array_unref);
}

/* ------------------------------------------------------------ drawing */

static void
draw_lay (TessBoardView *self,
          GtkSnapshot   *snapshot,
          const Motion  *m,
          double         zoom,
          gint64         now)
{
  double t = progress (m, now);
  double glide_t = m->glide ? MIN (1, t / GLIDE_SHARE) : 1;
  double drop_t = m->glide ? MAX (0, (t - GLIDE_SHARE) / (1 - GLIDE_SHARE)) : t;
  double x, y, r, g, b, e = ease_out (glide_t);
  double dx = -0.45 * zoom * (1 - e), dy = -0.45 * zoom * (1 - e), scale = 1 + 0.1 * (1 - e);
  const TessTileDef *def = tess_game_get_tile_def (self->game, m->type);
  cairo_t *cr;

  tess_viewport_board_to_widget (self->viewport, m->x, m->y, &x, &y);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x - zoom, y - zoom, 3 * zoom, 3 * zoom));

  /* The cell as it was, the tile on its way over it. */
  tess_render_table_rgb (&r, &g, &b);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_rectangle (cr, x, y, zoom, zoom);
  cairo_fill (cr);
  cairo_save (cr);
  cairo_translate (cr, x + zoom / 2 + dx, y + zoom / 2 + dy);
  cairo_scale (cr, scale, scale);
  cairo_translate (cr, -(x + zoom / 2), -(y + zoom / 2));
  if (m->glide && glide_t < 1)
    cairo_push_group (cr);
  tess_render_tile_art (cr, def, tess_art_draw_game_art (self->game, m->type), m->rot, x, y, zoom);
  if (m->glide && glide_t < 1)
    {
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, 0.65 + 0.35 * e);
    }
  cairo_restore (cr);

  /* The follower drops from above its spot once the tile lies. */
  if (m->feature >= 0 && (!m->glide || t >= GLIDE_SHARE))
    {
      double f = ease_out (drop_t);
      double lift = 0.4 * zoom * (1 - f), grow = 1 + 0.45 * (1 - f);
      double ux = 0.5, uy = 0.5;

      tess_render_feature_anchor (def, m->feature, m->rot, &ux, &uy);
      cairo_save (cr);
      cairo_translate (cr, x + ux * zoom, y + uy * zoom - lift);
      cairo_scale (cr, grow, grow);
      cairo_translate (cr, -(x + ux * zoom), -(y + uy * zoom));
      tess_render_tile_figure (cr, def, m->rot, m->feature, m->figure, m->color, x, y, zoom);
      cairo_restore (cr);
    }
  cairo_destroy (cr);
}

static void
draw_points (TessBoardView *self,
             GtkSnapshot   *snapshot,
             const Motion  *m,
             double         zoom,
             double         width,
             gint64         now)
{
  double t = progress (m, now), e = ease_out (t);
  double x0, y0, x, y, size = MAX (16, zoom * 0.45), r, g, b;
  double alpha = t < 0.6 ? 1 : 1 - (t - 0.6) / 0.4;
  char text[16];
  cairo_text_extents_t ext;
  cairo_t *cr;

  tess_viewport_board_to_widget (self->viewport, m->bx, m->by, &x0, &y0);
  /* Up, and towards the scores at the end of the board. */
  x = x0 + (MIN (width, x0 + 2 * zoom) - x0) * 0.5 * e;
  y = y0 - 1.1 * zoom * e;
  g_snprintf (text, sizeof text, "+%d", m->points);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x - 3 * size, y - 2 * size, 6 * size, 4 * size));
  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, size);
  cairo_text_extents (cr, text, &ext);
  cairo_move_to (cr, x - ext.width / 2 - ext.x_bearing, y - ext.height / 2 - ext.y_bearing);
  cairo_text_path (cr, text);
  /* A dark edge: the figure reads on every ground. */
  cairo_set_source_rgba (cr, 0.08, 0.08, 0.08, 0.9 * alpha);
  cairo_set_line_width (cr, MAX (3, size * 0.16));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke_preserve (cr);
  tess_render_color_rgb (m->color, &r, &g, &b);
  cairo_set_source_rgba (cr, r, g, b, alpha);
  cairo_fill (cr);
  cairo_destroy (cr);
}

static void
draw_home (TessBoardView *self,
           GtkSnapshot   *snapshot,
           const Motion  *m,
           double         zoom,
           double         width,
           double         height,
           gint64         now)
{
  double t = progress (m, now), e = t * t;
  double x0, y0, x, y, size = tess_render_follower_size (zoom) * (1 - 0.4 * e);
  cairo_t *cr;

  tess_viewport_board_to_widget (self->viewport, m->bx, m->by, &x0, &y0);
  /* To the end of the board, where the side panel keeps the scores. */
  x = x0 + (width - size - x0) * e;
  y = y0 + (height * 0.2 - y0) * e;
  size = tess_render_figure_size (size, m->figure);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x - size, y - size, 2 * size, 2 * size));
  cairo_push_group (cr);
  tess_render_follower (cr, m->color, x, y, size, FALSE);
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, t < 0.7 ? 1 : 1 - (t - 0.7) / 0.3);
  cairo_destroy (cr);
}

/* The laid tiles' motions (@above FALSE, over the board under the
 * overlay) or the points and the followers going home (over all). */
void
_tess_board_view_snapshot_motions (TessBoardView *self,
                                   GtkSnapshot   *snapshot,
                                   double         zoom,
                                   gboolean       above)
{
  gint64 now;
  double width, height;

  if (self->motions->len == 0 || self->game == NULL)
    return;
  {
    GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

    now = clock != NULL ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();
  }
  tess_viewport_get_size (self->viewport, &width, &height);
  for (guint i = 0; i < self->motions->len; i++)
    {
      const Motion *m = g_ptr_array_index (self->motions, i);

      if (m->kind == TESS_BOARD_MOTION_LAY && !above)
        draw_lay (self, snapshot, m, zoom, now);
      else if (m->kind == TESS_BOARD_MOTION_POINTS && above)
        draw_points (self, snapshot, m, zoom, width, now);
      else if (m->kind == TESS_BOARD_MOTION_HOME && above)
        draw_home (self, snapshot, m, zoom, width, height, now);
    }
}
