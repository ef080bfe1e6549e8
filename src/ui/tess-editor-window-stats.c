/* tess-editor-window-stats.c: How the Set Plays, the figures of random
 * games with the set drawn as bars, the base game's beside them
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-editor-window-private.h"
#include "tess-tile-set-stats.h"

#define STATS_GAMES 1000

typedef struct
{
  const char *name;      /* N_() */
  gboolean percent;      /* a share (0..100 %), else points a game */
  double value, base;
} Figure;

/* A level bar of one colour whatever its value: a figure, not a gauge. */
static GtkWidget *
bar_new (double value,
         double max,
         gboolean thin)
{
  GtkWidget *bar = gtk_level_bar_new_for_interval (0, max);

  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_LOW);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_HIGH);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_FULL);
  gtk_level_bar_set_value (GTK_LEVEL_BAR (bar), CLAMP (value, 0, max));
  gtk_widget_set_size_request (bar, 160, thin ? 4 : 10);
  gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
  if (thin)
    gtk_widget_add_css_class (bar, "stats-base");
  return bar;
}

static char *
figure_text (const Figure *f,
             double        value)
{
  if (f->percent)
    /* Translators: a share of tiles or features, "62 %" */
    return g_strdup_printf (_("%.0f %%"), value);
  /* Translators: points a game, "12.5" */
  return g_strdup_printf (_("%.1f"), value);
}

static void
add_row (TessEditorWindow *self,
         int               row,
         const Figure     *f,
         double            max)
{
  GtkWidget *name = gtk_label_new (_(f->name));
  GtkWidget *bars = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  GtkWidget *bar = bar_new (f->value, f->percent ? 100 : max, FALSE);
  GtkWidget *base_bar = bar_new (f->base, f->percent ? 100 : max, TRUE);
  g_autofree char *value = figure_text (f, f->value);
  g_autofree char *base_value = figure_text (f, f->base);
  /* Translators: the base game's figure beside a set's, "base game: 58 %" */
  g_autofree char *base_text = g_strdup_printf (_("base game: %s"), base_value);
  /* Translators: what a screen reader says of a bar: "Roads completed: 62 %; the base game: 58 %" */
  g_autofree char *said = g_strdup_printf (_("%s: %s; the base game: %s"), _(f->name), value,
                                           base_value);
  GtkWidget *value_label = gtk_label_new (value);
  GtkWidget *base_label = gtk_label_new (base_text);

  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_xalign (GTK_LABEL (value_label), 1);
  gtk_label_set_xalign (GTK_LABEL (base_label), 0);
  gtk_widget_add_css_class (value_label, "numeric");
  gtk_widget_add_css_class (base_label, "dim-label");
  gtk_widget_add_css_class (base_label, "caption");
  gtk_box_append (GTK_BOX (bars), bar);
  gtk_box_append (GTK_BOX (bars), base_bar);
  /* The bars say their figures in words; the base game's thin bar is in
   * the first's sentence. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_LABEL, said, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (base_bar), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_grid_attach (self->stats_grid, name, 0, row, 1, 1);
  gtk_grid_attach (self->stats_grid, bars, 1, row, 1, 1);
  gtk_grid_attach (self->stats_grid, value_label, 2, row, 1, 1);
  gtk_grid_attach (self->stats_grid, base_label, 3, row, 1, 1);
}

static void
clear_rows (TessEditorWindow *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->stats_grid))) != NULL)
    gtk_grid_remove (self->stats_grid, child);
}

static void
show_figures (TessEditorWindow       *self,
              const TessTileSetStats *stats,
              const TessTileSetStats *base)
{
  Figure figures[] = {
    { N_("Tiles that fitted nowhere"), TRUE,
      100 * tess_tile_set_stats_unplaceable_share (stats),
      100 * tess_tile_set_stats_unplaceable_share (base) },
    { N_("Roads completed"), TRUE,
      100 * tess_tile_set_stats_completed_share (stats, TESS_FEATURE_ROAD),
      100 * tess_tile_set_stats_completed_share (base, TESS_FEATURE_ROAD) },
    { N_("Cities completed"), TRUE,
      100 * tess_tile_set_stats_completed_share (stats, TESS_FEATURE_CITY),
      100 * tess_tile_set_stats_completed_share (base, TESS_FEATURE_CITY) },
    { N_("Monasteries completed"), TRUE,
      100 * tess_tile_set_stats_completed_share (stats, TESS_FEATURE_MONASTERY),
      100 * tess_tile_set_stats_completed_share (base, TESS_FEATURE_MONASTERY) },
    { N_("Road points a game"), FALSE,
      tess_tile_set_stats_points_per_game (stats, TESS_FEATURE_ROAD),
      tess_tile_set_stats_points_per_game (base, TESS_FEATURE_ROAD) },
    { N_("City points a game"), FALSE,
      tess_tile_set_stats_points_per_game (stats, TESS_FEATURE_CITY),
      tess_tile_set_stats_points_per_game (base, TESS_FEATURE_CITY) },
    { N_("Monastery points a game"), FALSE,
      tess_tile_set_stats_points_per_game (stats, TESS_FEATURE_MONASTERY),
      tess_tile_set_stats_points_per_game (base, TESS_FEATURE_MONASTERY) },
    { N_("Farm points a game"), FALSE,
      tess_tile_set_stats_points_per_game (stats, TESS_FEATURE_FIELD),
      tess_tile_set_stats_points_per_game (base, TESS_FEATURE_FIELD) },
  };
  g_autofree char *heading = NULL;
  double max = 1;

  /* Points share one scale, so that the bars compare across features. */
  for (guint i = 0; i < G_N_ELEMENTS (figures); i++)
    if (!figures[i].percent)
      max = MAX (max, MAX (figures[i].value, figures[i].base));
  clear_rows (self);
  heading = g_strdup_printf (ngettext ("In %d random game with this set; the thin bars are the "
                                       "base game's",
                                       "In %d random games with this set; the thin bars are the "
                                       "base game's",
                                       stats->games),
                             stats->games);
  gtk_label_set_text (self->stats_label, heading);
  for (guint i = 0; i < G_N_ELEMENTS (figures); i++)
    add_row (self, (int) i, &figures[i], max);
}

static void
on_base_done (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(TessEditorWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  TessTileSetStats base;

  if (!tess_tile_set_stats_finish (result, &base, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        gtk_label_set_text (self->stats_label, error->message);
      return;
    }
  g_clear_pointer (&self->base_stats, g_free);
  self->base_stats = g_memdup2 (&base, sizeof base);
  if (self->set_stats != NULL)
    show_figures (self, self->set_stats, &base);
}

static void
on_stats_done (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(TessEditorWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) base = NULL;
  TessTileSetStats stats;

  if (!tess_tile_set_stats_finish (result, &stats, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        gtk_label_set_text (self->stats_label, error->message);
      return;
    }
  if (self->base_stats != NULL)
    {
      show_figures (self, &stats, self->base_stats);
      return;
    }
  /* The base game's figures, played once a window, the same way. */
  base = tess_tile_set_load_builtin ("base", &error);
  if (base == NULL)
    {
      gtk_label_set_text (self->stats_label, error->message);
      return;
    }
  g_clear_pointer (&self->set_stats, g_free);
  self->set_stats = g_memdup2 (&stats, sizeof stats);
  tess_tile_set_stats_async (base, FALSE, STATS_GAMES, g_random_int (), self->stats_cancellable,
                             on_base_done, g_object_ref (self));
}

/* Random games in a worker thread each time the figures are shown. */
void
_tess_editor_window_on_stats_shown (TessEditorWindow *self)
{
  const TessTileSetData *set = tess_tile_set_model_get_set (self->model);

  g_cancellable_cancel (self->stats_cancellable);
  g_clear_object (&self->stats_cancellable);
  clear_rows (self);
  if (tess_problem_list_get_n_errors (tess_tile_set_model_get_problems (self->model)) > 0)
    {
      gtk_label_set_text (self->stats_label, _("Fix the problems of the set first"));
      return;
    }
  self->stats_cancellable = g_cancellable_new ();
  gtk_label_set_text (self->stats_label, _("Playing random games…"));
  tess_tile_set_stats_async (set, set->start == NULL, STATS_GAMES, g_random_int (),
                            self->stats_cancellable, on_stats_done, g_object_ref (self));
}
