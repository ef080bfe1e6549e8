/* tess-score-chart.c: the scores over the game, as lines
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-score-chart"

#include "config.h"

#include <math.h>
#include <glib/gi18n.h>
#include <adwaita.h>

#include "tess-render.h"
#include "tess-score-chart.h"

struct _TessScoreChart
{
  GtkWidget parent_instance;

  TessGame  *game;
  GPtrArray *histories;    /* GArray of int, by player */
};

G_DEFINE_FINAL_TYPE (TessScoreChart, tess_score_chart, GTK_TYPE_WIDGET)

/* A round step for the score axis. */
static int
nice_step (int max)
{
  static const int steps[] = { 5, 10, 20, 25, 50, 100, 200, 250, 500 };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (max / steps[i] <= 6)
      return steps[i];
  return 1000;
}

static void
tess_score_chart_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  TessScoreChart *self = TESS_SCORE_CHART (widget);
  int w = gtk_widget_get_width (widget);
  int h = gtk_widget_get_height (widget);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  double fg = dark ? 1.0 : 0.0;
  double left = 40, right = 16, top = 12, bottom = 40, pw, ph, moves_w;
  int max_score = 10, steps = 1, tick;
  guint n_moves = 0;
  cairo_t *cr;

  if (self->game == NULL || self->histories == NULL)
    return;

  for (guint p = 0; p < self->histories->len; p++)
    {
      GArray *history = g_ptr_array_index (self->histories, p);

      steps = MAX (steps, (int) history->len - 1);
      for (guint i = 0; i < history->len; i++)
        max_score = MAX (max_score, g_array_index (history, int, i));
    }
  n_moves = tess_game_get_n_moves (self->game);
  tick = nice_step (max_score);
  max_score = ((max_score + tick - 1) / tick) * tick;

  pw = w - left - right;
  ph = h - top - bottom;
  if (pw <= 0 || ph <= 0)
    return;
  /* The moves take the width but a band at the end for the final
   * scoring, where the scores of a whole game may jump. */
  moves_w = steps > (int) n_moves ? pw * 0.82 : pw;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 11);

  /* The grid and the score axis. */
  for (int s = 0; s <= max_score; s += tick)
    {
      double y = top + ph - ph * s / max_score;
      char label[16];
      cairo_text_extents_t ext;

      cairo_move_to (cr, left, round (y) + 0.5);
      cairo_line_to (cr, left + pw, round (y) + 0.5);
      cairo_set_source_rgba (cr, fg, fg, fg, s == 0 ? 0.35 : 0.1);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);

      g_snprintf (label, sizeof label, "%d", s);
      cairo_text_extents (cr, label, &ext);
      cairo_move_to (cr, left - 6 - ext.width - ext.x_bearing, y - ext.height / 2 - ext.y_bearing);
      cairo_set_source_rgba (cr, fg, fg, fg, 0.55);
      cairo_show_text (cr, label);
    }

  /* The move axis, and the band of the final scoring. */
  {
    /* Translators: under the chart's horizontal axis. */
    const char *moves_label = _("Moves");
    /* Translators: under the last part of the chart's horizontal axis. */
    const char *final_label = _("End");
    cairo_text_extents_t ext;
    double final_x = left + moves_w;

    cairo_text_extents (cr, moves_label, &ext);
    cairo_move_to (cr, left + moves_w / 2 - ext.width / 2, h - 6);
    cairo_set_source_rgba (cr, fg, fg, fg, 0.55);
    cairo_show_text (cr, moves_label);

    /* The move numbers under the axis, as far apart as they read. */
    {
      static const guint move_steps[] = { 1, 2, 5, 10, 20, 25, 50, 100, 200, 500 };
      guint step = 1000;
      double last_end = -G_MAXDOUBLE;

      for (guint i = 0; i < G_N_ELEMENTS (move_steps); i++)
        if (n_moves / move_steps[i] <= 8 &&
            moves_w * move_steps[i] / MAX (n_moves, 1u) >= 28)
          {
            step = move_steps[i];
            break;
          }
      for (guint m = 0; m <= n_moves; m += step)
        {
          double x = left + moves_w * m / MAX (n_moves, 1u);
          char label[16];

          g_snprintf (label, sizeof label, "%u", m);
          cairo_text_extents (cr, label, &ext);
          if (x - ext.width / 2 < last_end + 6)
            continue;
          cairo_move_to (cr, round (x) + 0.5, top + ph);
          cairo_line_to (cr, round (x) + 0.5, top + ph + 4);
          cairo_set_source_rgba (cr, fg, fg, fg, 0.35);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
          cairo_move_to (cr, x - ext.width / 2 - ext.x_bearing, top + ph + 6 - ext.y_bearing);
          cairo_set_source_rgba (cr, fg, fg, fg, 0.55);
          cairo_show_text (cr, label);
          last_end = x + ext.width / 2;
          if (n_moves == 0)
            break;
        }
    }

    if ((guint) steps > n_moves)
      {
        double r, g, b;

        cairo_rectangle (cr, final_x, top, left + pw - final_x, ph);
        tess_render_gold_rgb (&r, &g, &b);
        cairo_set_source_rgba (cr, r, g, b, 0.14);
        cairo_fill (cr);
        cairo_text_extents (cr, final_label, &ext);
        cairo_move_to (cr, final_x + (left + pw - final_x) / 2 - ext.width / 2, h - 6);
        cairo_set_source_rgba (cr, fg, fg, fg, 0.55);
        cairo_show_text (cr, final_label);
      }
  }

  /* One line per player, with the player's mark at its end. */
  for (guint p = 0; p < self->histories->len; p++)
    {
      GArray *history = g_ptr_array_index (self->histories, p);
      int color = tess_game_get_player_color (self->game, p);
      double r, g, b, x = left, y = top + ph;
      /* Lines side by side where scores are equal (two players stuck at
       * 0): each player a little above or below the middle. */
      double shift = ((double) p - (self->histories->len - 1) / 2.0) * 3.0;

      tess_render_color_rgb (color, &r, &g, &b);
      cairo_new_path (cr);
      for (guint i = 0; i < history->len; i++)
        {
          x = i <= n_moves ? left + moves_w * i / MAX (n_moves, 1u) : left + pw;
          y = top + ph - ph * g_array_index (history, int, i) / max_score - shift;
          /* Scores jump: draw steps, as the markers move on the track. */
          if (i == 0)
            cairo_move_to (cr, x, y);
          else
            {
              double prev_y;

              cairo_get_current_point (cr, NULL, &prev_y);
              cairo_line_to (cr, x, prev_y);
              cairo_line_to (cr, x, y);
            }
        }
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_line_width (cr, 4.5);
      cairo_set_source_rgba (cr, 0, 0, 0, dark ? 0.6 : 0.35);
      cairo_stroke_preserve (cr);
      cairo_set_line_width (cr, 2.5);
      cairo_set_source_rgb (cr, r, g, b);
      cairo_stroke (cr);

      tess_render_follower (cr, color, x, y - 6, 18, FALSE);
    }

  cairo_destroy (cr);
}

static void
tess_score_chart_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 240;
      *natural = 560;
    }
  else
    {
      *minimum = 140;
      *natural = 220;
    }
}

/* Who was ahead after move @m (index into the histories), -1 when the
 * best score is shared. */
static int
leader_at (TessScoreChart *self,
           guint           m)
{
  int best = G_MININT, who = -1;

  for (guint p = 0; p < self->histories->len; p++)
    {
      GArray *history = g_ptr_array_index (self->histories, p);
      int score = m < history->len ? g_array_index (history, int, m) : 0;

      if (score > best)
        {
          best = score;
          who = p;
        }
      else if (score == best)
        who = -1;
    }
  return who;
}

static void
append_run (TessScoreChart *self,
            GString        *text,
            int             who,
            guint           first,
            guint           last)
{
  if (text->len > 0)
    g_string_append_c (text, ' ');
  if (who < 0 && first == last)
    /* Translators: the score chart in words: "Level after move 3." */
    g_string_append_printf (text, _("Level after move %u."), first);
  else if (who < 0)
    /* Translators: the score chart in words: "Level from move 1 to move 4." */
    g_string_append_printf (text, _("Level from move %u to move %u."), first, last);
  else if (first == last)
    /* Translators: the score chart in words: "Ana led after move 5." */
    g_string_append_printf (text, _("%s led after move %u."), tess_game_get_player_name (self->game, who), first);
  else
    /* Translators: the score chart in words: "Ana led from move 5 to move 12." */
    g_string_append_printf (text, _("%s led from move %u to move %u."),
                            tess_game_get_player_name (self->game, who), first, last);
}

/* The chart in words, for screen readers: who led when, and the final
 * gaps. */
static void
update_description (TessScoreChart *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GArray) ranking = NULL;
  guint n = 0, start = 1;
  int who = -2;

  if (self->game == NULL || self->histories == NULL || self->histories->len == 0)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }
  for (guint p = 0; p < self->histories->len; p++)
    n = MAX (n, ((GArray *) g_ptr_array_index (self->histories, p))->len);
  /* Index 0 is the start, where everyone has 0; the one after the last
   * move, the final scoring, is told by the gaps at the end. */
  n = MIN (n, tess_game_get_n_moves (self->game) + 1);
  for (guint m = 1; m < n; m++)
    {
      int now = leader_at (self, m);

      if (now != who)
        {
          if (who != -2)
            append_run (self, text, who, start, m - 1);
          who = now;
          start = m;
        }
    }
  if (who != -2)
    append_run (self, text, who, start, n - 1);

  ranking = tess_game_get_ranking (self->game);
  if (ranking->len > 0)
    {
      guint first = g_array_index (ranking, guint, 0);
      int best = tess_game_get_score (self->game, first);

      if (text->len > 0)
        g_string_append_c (text, ' ');
      /* Translators: the score chart in words, then the others' gaps: "At the end Ana has 24 points" */
      g_string_append_printf (text, ngettext ("At the end %s has %d point", "At the end %s has %d points", best),
                              tess_game_get_player_name (self->game, first), best);
      for (guint i = 1; i < ranking->len; i++)
        {
          guint p = g_array_index (ranking, guint, i);
          int gap = best - tess_game_get_score (self->game, p);

          g_string_append (text, ", ");
          /* Translators: a gap at the end of the score chart in words: "Bot 6 points behind" */
          g_string_append_printf (text, ngettext ("%s %d point behind", "%s %d points behind", gap),
                                  tess_game_get_player_name (self->game, p), gap);
        }
      g_string_append_c (text, '.');
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str,
                                  -1);
}

static void
tess_score_chart_dispose (GObject *object)
{
  TessScoreChart *self = TESS_SCORE_CHART (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->histories, g_ptr_array_unref);

  G_OBJECT_CLASS (tess_score_chart_parent_class)->dispose (object);
}

static void
tess_score_chart_class_init (TessScoreChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tess_score_chart_dispose;
  widget_class->snapshot = tess_score_chart_snapshot;
  widget_class->measure = tess_score_chart_measure;

  gtk_widget_class_set_css_name (widget_class, "scorechart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tess_score_chart_init (TessScoreChart *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Scores over the game"),
                                  -1);
  /* Reached with Tab: its description says the chart in words. */
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
}

GtkWidget *
tess_score_chart_new (void)
{
  return g_object_new (TESS_TYPE_SCORE_CHART, NULL);
}

void
tess_score_chart_set_game (TessScoreChart *self,
                           TessGame       *game)
{
  g_return_if_fail (TESS_IS_SCORE_CHART (self));

  g_set_object (&self->game, game);
  g_clear_pointer (&self->histories, g_ptr_array_unref);
  if (game != NULL)
    {
      self->histories = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
      for (guint p = 0; p < tess_game_get_n_players (game); p++)
        g_ptr_array_add (self->histories, tess_game_get_score_history (game, p));
    }
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
