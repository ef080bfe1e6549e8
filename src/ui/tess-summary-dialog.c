/* tess-summary-dialog.c: the final scores of a game
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-summary-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-game-sentences.h"
#include "tess-names.h"
#include "tess-player-row.h"
#include "tess-score-chart.h"
#include "tess-follower-swatch.h"
#include "tess-summary-dialog.h"

struct _TessSummaryDialog
{
  AdwWindow parent_instance;

  TessGame *game;
  int       totals[TESS_MAX_PLAYERS];

  GtkLabel       *winner_label;
  GtkLabel       *detail_label;
  GtkGrid        *score_grid;
  TessScoreChart *chart;
  GtkWidget      *headline_box;
  char           *spoken;
  char           *spoken_table;
  gboolean        focused;      /* the headline took the focus once */
};

G_DEFINE_FINAL_TYPE (TessSummaryDialog, tess_summary_dialog, ADW_TYPE_WINDOW)

static GtkWidget *
cell_label (const char *text,
            const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* The columns of categories: the goods (last) only when they are played. */
static int
n_columns (TessSummaryDialog *self)
{
  return tess_game_get_goods_played (self->game) ? TESS_GAME_N_CATEGORIES : TESS_GAME_CATEGORY_GOODS;
}

/* What a screen reader says as the window opens (the headline has the
 * focus): the winner and every score; then, as its description, the
 * table by categories. */
static void
tell_screen_readers (TessSummaryDialog *self,
                     GArray            *ranking,
                     const char       **headers)
{
  g_autofree char *end = tess_game_end_sentence (self->game);
  g_autoptr(GString) scores = g_string_new (NULL);
  g_autoptr(GString) table = g_string_new (NULL);
  g_autofree char *name = NULL;

  for (guint i = 0; i < ranking->len; i++)
    {
      guint player = g_array_index (ranking, guint, i);
      int total = tess_game_get_score (self->game, player);

      if (scores->len > 0)
        g_string_append (scores, ", ");
      /* The score track's words: "Ana: 12 points". */
      g_string_append_printf (scores, ngettext ("%s: %d point", "%s: %d points", total),
                              tess_game_get_player_name (self->game, player), total);

      if (table->len > 0)
        g_string_append_c (table, ' ');
      g_string_append_printf (table, "%s.", tess_game_get_player_name (self->game, player));
      for (int col = 0; col < n_columns (self); col++)
        {
          int during = tess_game_get_category_score (self->game, player, col, FALSE);
          int final = tess_game_get_category_score (self->game, player, col, TRUE);

          g_string_append_c (table, ' ');
          /* The table's cell as it is read aloud, a sentence each. */
          g_string_append_printf (table, _("%s: %d, %d during play and %d at the end"),
                                  headers[col], during + final, during, final);
          g_string_append_c (table, '.');
        }
    }
  /* Translators: the final scores as a screen reader says them when the
   * window opens, after "The game is over: Ana wins with 24 points.":
   * "Scores: Ana: 24 points, Bot: 18 points." */
  name = g_strdup_printf (_("%s Scores: %s."), end, scores->str);
  g_free (self->spoken);
  self->spoken = g_strdup (name);
  g_free (self->spoken_table);
  self->spoken_table = g_strdup (table->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->headline_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, table->str,
                                  -1);
}

static void
fill_table (TessSummaryDialog *self)
{
  g_autoptr(GArray) ranking = tess_game_get_ranking (self->game);
  const char *headers[TESS_GAME_N_CATEGORIES];
  int col, rank = 0, previous = -1;

  for (int c = 0; c < TESS_GAME_N_CATEGORIES; c++)
    headers[c] = tess_category_display_name (c);

  gtk_grid_attach (self->score_grid, cell_label (_("Player"), "heading"), 0, 0, 3, 1);
  for (col = 0; col < n_columns (self); col++)
    gtk_grid_attach (self->score_grid, cell_label (headers[col], "heading"), 3 + col, 0, 1, 1);
  gtk_grid_attach (self->score_grid, cell_label (_("Total"), "heading"), 3 + n_columns (self), 0, 1, 1);

  for (guint i = 0; i < ranking->len; i++)
    {
      guint player = g_array_index (ranking, guint, i);
      int total = tess_game_get_score (self->game, player);
      int row = i + 1;
      GtkWidget *swatch = tess_follower_swatch_new (tess_game_get_player_color (self->game, player), 22, 26);
      GtkWidget *name = cell_label (tess_game_get_player_name (self->game, player), NULL);
      g_autofree char *rank_text = NULL;
      g_autofree char *total_text = g_strdup_printf ("%d", total);

      /* A name of 100 characters is cut, not a table as wide as it. */
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 24);
      gtk_widget_set_tooltip_text (name, tess_game_get_player_name (self->game, player));

      /* Equal scores share a rank. */
      if (total != previous)
        rank = i + 1;
      previous = total;
      rank_text = g_strdup_printf ("%d.", rank);
      self->totals[player] = total;

      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_widget_set_hexpand (name, TRUE);

      gtk_grid_attach (self->score_grid, cell_label (rank_text, rank == 1 ? "heading" : "dim-label"), 0, row, 1, 1);
      gtk_grid_attach (self->score_grid, swatch, 1, row, 1, 1);
      gtk_grid_attach (self->score_grid, name, 2, row, 1, 1);

      for (col = 0; col < n_columns (self); col++)
        {
          int during = tess_game_get_category_score (self->game, player, col, FALSE);
          int final = tess_game_get_category_score (self->game, player, col, TRUE);
          g_autofree char *sum = g_strdup_printf ("%d", during + final);
          g_autofree char *parts = g_strdup_printf ("%d + %d", during, final);
          g_autofree char *a11y = NULL;
          GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

          gtk_box_append (GTK_BOX (box), cell_label (sum, "numeric"));
          gtk_box_append (GTK_BOX (box), cell_label (parts, "caption"));
          gtk_widget_add_css_class (gtk_widget_get_last_child (box), "dim-label");
          /* Translators: a cell of the final table, read aloud: "Cities: 14, 10 during play and 4 at the end". */
          a11y = g_strdup_printf (_("%s: %d, %d during play and %d at the end"),
                                  headers[col], during + final, during, final);
          gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
          gtk_grid_attach (self->score_grid, box, 3 + col, row, 1, 1);
        }
      gtk_grid_attach (self->score_grid, cell_label (total_text, "title-3"), 3 + n_columns (self), row, 1, 1);
    }

  /* The headline: the winner, or those who share the victory. */
  {
    int best = tess_game_get_score (self->game, g_array_index (ranking, guint, 0));
    g_autoptr(GPtrArray) winners = g_ptr_array_new ();
    g_autofree char *headline = NULL;
    g_autofree char *detail = NULL;

    for (guint i = 0; i < ranking->len; i++)
      {
        guint player = g_array_index (ranking, guint, i);

        if (tess_game_get_score (self->game, player) == best)
          g_ptr_array_add (winners, (gpointer) tess_game_get_player_name (self->game, player));
      }
    if (winners->len == 1)
      /* Translators: the headline of the final scores. */
      headline = g_strdup_printf (_("%s Wins!"), (char *) g_ptr_array_index (winners, 0));
    else
      headline = g_strdup (_("A Shared Victory!"));
    detail = g_strdup_printf (ngettext ("%d point after %u moves.", "%d points after %u moves.", best),
                              best, tess_game_get_n_moves (self->game));
    gtk_label_set_label (self->winner_label, headline);
    gtk_label_set_label (self->detail_label, detail);
    tell_screen_readers (self, ranking, headers);
  }
}

static void
new_game_clicked (TessSummaryDialog *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  if (parent != NULL)
    gtk_widget_activate_action (GTK_WIDGET (parent), "win.new-game", NULL);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
tess_summary_dialog_dispose (GObject *object)
{
  TessSummaryDialog *self = TESS_SUMMARY_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TESS_TYPE_SUMMARY_DIALOG);
  g_clear_object (&self->game);
  g_clear_pointer (&self->spoken, g_free);
  g_clear_pointer (&self->spoken_table, g_free);

  G_OBJECT_CLASS (tess_summary_dialog_parent_class)->dispose (object);
}

/* Opened, the headline has the focus: the winner and the scores are
 * what a screen reader says first, after the window's title. Given once
 * the window is on screen: given before, GTK 4.8 makes the window's
 * accessible too early, and AT-SPI clients get it as a "filler" without
 * the state "showing", whose opening Orca does not follow (it would say
 * nothing of it).
 *
 * GTK 4.8 keeps the changes of an accessible made before it is on the
 * bus and tells them with the next change after: the focus. The
 * headline's name and description set in the constructor would reach
 * Orca as news of the focused object, just after it said the window
 * (title, headline, table), and Orca would cut that off to say the
 * table again. So the headline goes on the bus first (a change of its
 * focusability does that), its name and description are told while
 * nothing listens to it, then it takes the focus. */
static void
tess_summary_dialog_map (GtkWidget *widget)
{
  TessSummaryDialog *self = TESS_SUMMARY_DIALOG (widget);

  GTK_WIDGET_CLASS (tess_summary_dialog_parent_class)->map (widget);
  if (!self->focused)
    {
      self->focused = TRUE;
      gtk_widget_set_focusable (self->headline_box, FALSE);
      gtk_widget_set_focusable (self->headline_box, TRUE);
      if (self->spoken != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (self->headline_box),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, self->spoken,
                                        GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->spoken_table,
                                        -1);
      gtk_window_set_focus (GTK_WINDOW (self), self->headline_box);
    }
}

static void
tess_summary_dialog_class_init (TessSummaryDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tess_summary_dialog_dispose;
  widget_class->map = tess_summary_dialog_map;

  g_type_ensure (TESS_TYPE_SCORE_CHART);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tesseragame/Tessera/tess-summary-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TessSummaryDialog, winner_label);
  gtk_widget_class_bind_template_child (widget_class, TessSummaryDialog, detail_label);
  gtk_widget_class_bind_template_child (widget_class, TessSummaryDialog, score_grid);
  gtk_widget_class_bind_template_child (widget_class, TessSummaryDialog, chart);
  gtk_widget_class_bind_template_child (widget_class, TessSummaryDialog, headline_box);
  gtk_widget_class_bind_template_callback (widget_class, new_game_clicked);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tess_summary_dialog_init (TessSummaryDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TessSummaryDialog *
tess_summary_dialog_new (TessGame *game)
{
  TessSummaryDialog *self;

  g_return_val_if_fail (TESS_IS_GAME (game), NULL);

  self = g_object_new (TESS_TYPE_SUMMARY_DIALOG, NULL);
  self->game = g_object_ref (game);
  fill_table (self);
  tess_score_chart_set_game (self->chart, game);
  return self;
}

int
tess_summary_dialog_get_total (TessSummaryDialog *self,
                               guint              player)
{
  g_return_val_if_fail (TESS_IS_SUMMARY_DIALOG (self), 0);
  g_return_val_if_fail (player < TESS_MAX_PLAYERS, 0);

  return self->totals[player];
}

/* What a screen reader is to say as the window opens: the winner and
 * every score. */
const char *
tess_summary_dialog_get_spoken (TessSummaryDialog *self)
{
  g_return_val_if_fail (TESS_IS_SUMMARY_DIALOG (self), NULL);

  return self->spoken;
}
