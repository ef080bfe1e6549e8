/* tess-score-track.c: the 50-space score track
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-score-track"

#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "tess-render.h"
#include "tess-score-track.h"

/* As on the table: 50 spaces round a rectangle (15 along the top and
 * bottom, 10 down each side), each player's marker on score mod 50, and
 * a "+50" badge per lap. */

#define TRACK_LEN 50
#define TOP_SPACES 15
#define SIDE_SPACES 10

struct _TessScoreTrack
{
  GtkWidget parent_instance;

  TessGame *game;
};

G_DEFINE_FINAL_TYPE (TessScoreTrack, tess_score_track, GTK_TYPE_WIDGET)

/* The top-left corner of space i of the track in a grid of cells. */
static void
space_cell (int  i,
            int *col,
            int *row)
{
  if (i < TOP_SPACES)
    {
      *col = i;
      *row = 0;
    }
  else if (i < TOP_SPACES + SIDE_SPACES)
    {
      *col = TOP_SPACES;
      *row = i - TOP_SPACES;
    }
  else if (i < 2 * TOP_SPACES + SIDE_SPACES)
    {
      *col = TOP_SPACES - (i - TOP_SPACES - SIDE_SPACES);
      *row = SIDE_SPACES;
    }
  else
    {
      *col = 0;
      *row = SIDE_SPACES - (i - 2 * TOP_SPACES - SIDE_SPACES);
    }
}

static void
tess_score_track_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  TessScoreTrack *self = TESS_SCORE_TRACK (widget);
  int w = gtk_widget_get_width (widget);
  int h = gtk_widget_get_height (widget);
  double cell, ox, oy;
  guint n_players;
  int count[TRACK_LEN] = { 0 };
  int seen[TRACK_LEN] = { 0 };
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  cairo_t *cr;

  /* A little room round the track for the markers that stand out of it. */
  cell = MIN ((w - 16) / (TOP_SPACES + 1.0), (h - 16) / (SIDE_SPACES + 1.0));
  ox = (w - cell * (TOP_SPACES + 1)) / 2;
  oy = (h - cell * (SIDE_SPACES + 1)) / 2;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));

  for (int i = 0; i < TRACK_LEN; i++)
    {
      int col, row;
      double x, y;

      space_cell (i, &col, &row);
      x = ox + col * cell;
      y = oy + row * cell;
      cairo_rectangle (cr, x + 1, y + 1, cell - 2, cell - 2);
      if (i % 10 == 0)
        cairo_set_source_rgba (cr, 0.60, 0.76, 0.50, dark ? 0.55 : 0.75);
      else if (i % 5 == 0)
        cairo_set_source_rgba (cr, 0.80, 0.72, 0.56, dark ? 0.45 : 0.75);
      else
        cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, dark ? 0.22 : 0.16);
      cairo_fill (cr);

      if (i % 10 == 0)
        {
          char number[8];
          cairo_text_extents_t ext;

          g_snprintf (number, sizeof number, "%d", i);
          cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
          cairo_set_font_size (cr, cell * 0.48);
          cairo_text_extents (cr, number, &ext);
          cairo_move_to (cr, x + cell / 2 - ext.width / 2 - ext.x_bearing,
                         y + cell / 2 - ext.height / 2 - ext.y_bearing);
          cairo_set_source_rgba (cr, dark ? 1 : 0, dark ? 1 : 0, dark ? 1 : 0, 0.6);
          cairo_show_text (cr, number);
        }
    }

  if (self->game == NULL)
    {
      cairo_destroy (cr);
      return;
    }

  n_players = tess_game_get_n_players (self->game);
  for (guint p = 0; p < n_players; p++)
    count[tess_game_get_score (self->game, p) % TRACK_LEN]++;

  /* Markers: players on one space stand side by side. */
  for (guint p = 0; p < n_players; p++)
    {
      int score = tess_game_get_score (self->game, p);
      int space = score % TRACK_LEN;
      int col, row, k = seen[space]++, n = count[space];
      double x, y, size = cell * (n > 1 ? 0.85 : 1.15);
      /* Several on one space stand in a row along the track's inside. */
      double spread = n > 1 ? MIN (cell * 0.45, cell * 1.4 / (n - 1)) : 0;
      double dx = 0, dy = 0;

      space_cell (space, &col, &row);
      if (n > 1)
        {
          double offset = -spread * (n - 1) / 2 + k * spread;

          if (row == 0 || row == SIDE_SPACES)
            dx = offset;
          else
            dy = offset;
        }
      x = ox + col * cell + cell / 2 + dx;
      y = oy + row * cell + cell / 2 - cell * 0.1 + dy;
      tess_render_follower (cr, tess_game_get_player_color (self->game, p), x, y, size, FALSE);
    }

  /* Laps, in the middle: one badge per player past 50. */
  {
    double bx = ox + cell * 1.6, by = oy + cell * 1.6;

    for (guint p = 0; p < n_players; p++)
      {
        int laps = tess_game_get_score (self->game, p) / TRACK_LEN;
        char text[16];
        cairo_text_extents_t ext;
        double r, g, b;

        if (laps == 0)
          continue;
        tess_render_color_rgb (tess_game_get_player_color (self->game, p), &r, &g, &b);
        tess_render_follower (cr, tess_game_get_player_color (self->game, p),
                              bx + cell * 0.4, by + cell * 0.5, cell * 0.9, FALSE);
        g_snprintf (text, sizeof text, "+%d", laps * TRACK_LEN);
        cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
        cairo_set_font_size (cr, cell * 0.6);
        cairo_text_extents (cr, text, &ext);
        cairo_move_to (cr, bx + cell * 1.0, by + cell * 0.5 - ext.height / 2 - ext.y_bearing);
        cairo_set_source_rgba (cr, dark ? 1 : 0, dark ? 1 : 0, dark ? 1 : 0, 0.8);
        cairo_show_text (cr, text);
        by += cell * 1.2;
        if (by > oy + cell * (SIDE_SPACES - 1.5))
          {
            by = oy + cell * 1.6;
            bx += cell * 4.5;
          }
      }
  }

  cairo_destroy (cr);
}

static void
tess_score_track_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 160;
      *natural = 280;
    }
  else
    {
      int width = for_size > 0 ? for_size : 280;

      *minimum = *natural = width * (SIDE_SPACES + 1) / (TOP_SPACES + 1);
    }
}

static GtkSizeRequestMode
tess_score_track_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tess_score_track_dispose (GObject *object)
{
  TessScoreTrack *self = TESS_SCORE_TRACK (object);

  g_clear_object (&self->game);

  G_OBJECT_CLASS (tess_score_track_parent_class)->dispose (object);
}

static void
tess_score_track_class_init (TessScoreTrackClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tess_score_track_dispose;
  widget_class->snapshot = tess_score_track_snapshot;
  widget_class->measure = tess_score_track_measure;
  widget_class->get_request_mode = tess_score_track_get_request_mode;

  gtk_widget_class_set_css_name (widget_class, "scoretrack");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tess_score_track_init (TessScoreTrack *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Score track"),
                                  -1);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
tess_score_track_new (void)
{
  return g_object_new (TESS_TYPE_SCORE_TRACK, NULL);
}

/* What the track shows, in words: each player's score, as the markers
 * stand ("Ana: 12 points, Bot: 8 points"). */
static void
update_description (TessScoreTrack *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (self->game == NULL)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }
  for (guint p = 0; p < tess_game_get_n_players (self->game); p++)
    {
      int score = tess_game_get_score (self->game, p);

      if (text->len > 0)
        g_string_append (text, ", ");
      /* Translators: a player's marker on the score track, for screen
       * readers: "Ana: 12 points"; joined with commas. */
      g_string_append_printf (text, ngettext ("%s: %d point", "%s: %d points", score),
                              tess_game_get_player_name (self->game, p), score);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str,
                                  -1);
}

void
tess_score_track_set_game (TessScoreTrack *self,
                           TessGame       *game)
{
  g_return_if_fail (TESS_IS_SCORE_TRACK (self));

  g_set_object (&self->game, game);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tess_score_track_update (TessScoreTrack *self)
{
  g_return_if_fail (TESS_IS_SCORE_TRACK (self));

  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
