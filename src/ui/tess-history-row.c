/* tess-history-row.c: one move in the history panel
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-history-row"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-art-draw.h"
#include "tess-follower-swatch.h"
#include "tess-history-row.h"
#include "tess-player-row.h"
#include "tess-record.h"
#include "tess-render.h"

/* A row shows who moved (their follower, in colour and mark), the tile
 * as it was turned, with the follower put on it, the sentence saying
 * what was done and one per scoring: the sentences of TessHistory. */
struct _TessHistoryRow
{
  GtkBox parent_instance;

  TessHistory     *history;
  TessHistoryItem *item;

  GtkLabel       *number_label;
  GtkDrawingArea *thumb;
  TessFollowerSwatch *swatch;
  GtkLabel       *name_label;
  GtkLabel       *points_label;
  GtkLabel       *action_label;
  GtkBox         *scores_box;

  /* The item's scoring sentences come one a frame: a wrapped label
   * costs GTK several layouts of its text to measure (20 to 30 ms of
   * CPU each on a busy machine), and the final scoring may have forty,
   * in the frame that opens the final scores too. */
  guint           next_explanation;
  guint           explain_tick;
};

G_DEFINE_FINAL_TYPE (TessHistoryRow, tess_history_row, GTK_TYPE_BOX)

static int
player_color (TessHistoryRow *self,
              int             player)
{
  if (self->history == NULL)
    return -1;
  return tess_history_get_player_color (self->history, player);
}

static void
draw_thumb (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  TessHistoryRow *self = user_data;
  const TessTileDef *tile;
  TessRenderArt *art;
  int type, rot, feature, color;
  double size = MIN (width, height) - 3;

  if (self->item == NULL || self->history == NULL || tess_history_item_get_is_final (self->item))
    return;
  type = tess_history_item_get_tile (self->item);
  tile = tess_history_get_tile_def (self->history, type);
  if (tile == NULL)
    return;
  rot = tess_history_item_get_rotation (self->item) / 90;
  art = tess_art_draw_decoded (tess_record_tile_art (
    tess_history_get_record (self->history), type));

  /* A soft shadow, as on the table. */
  cairo_rectangle (cr, 1.5, 2.5, size, size);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.22);
  cairo_fill (cr);

  if (tess_history_item_get_discard (self->item))
    {
      /* Set aside: faded, and crossed out. */
      cairo_push_group (cr);
      tess_render_tile_art (cr, tile, art, 0, 0.5, 0.5, size);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, 0.45);
      cairo_set_source_rgba (cr, 0.75, 0.11, 0.16, 0.9);
      cairo_set_line_width (cr, 2.5);
      cairo_move_to (cr, 5, 5);
      cairo_line_to (cr, size - 4, size - 4);
      cairo_move_to (cr, size - 4, 5);
      cairo_line_to (cr, 5, size - 4);
      cairo_stroke (cr);
      return;
    }

  tess_render_tile_art (cr, tile, art, rot, 0.5, 0.5, size);
  feature = tess_history_item_get_follower_feature (self->item);
  color = player_color (self, tess_history_item_get_player (self->item));
  if (feature >= 0 && color >= 0)
    tess_render_tile_figure (cr, tile, rot, feature, tess_history_item_get_figure (self->item),
                             color, 0.5, 0.5, size);

  cairo_rectangle (cr, 1, 1, size - 1, size - 1);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static void
add_explanation (TessHistoryRow *self,
                 const char     *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "history-scoring");
  gtk_box_append (self->scores_box, label);
}

/* The next sentence, before the frame lays the row out. */
static gboolean
explain_next (GtkWidget     *widget,
              GdkFrameClock *clock,
              gpointer       user_data)
{
  TessHistoryRow *self = TESS_HISTORY_ROW (widget);
  const char * const *explanations = self->item ? tess_history_item_get_explanations (self->item) : NULL;

  if (explanations == NULL || explanations[self->next_explanation] == NULL)
    {
      self->explain_tick = 0;
      return G_SOURCE_REMOVE;
    }
  add_explanation (self, explanations[self->next_explanation++]);
  return G_SOURCE_CONTINUE;
}

static void
stop_explaining (TessHistoryRow *self)
{
  if (self->explain_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->explain_tick);
  self->explain_tick = 0;
}

static void
tess_history_row_dispose (GObject *object)
{
  TessHistoryRow *self = TESS_HISTORY_ROW (object);

  stop_explaining (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TESS_TYPE_HISTORY_ROW);
  g_clear_object (&self->item);
  g_clear_object (&self->history);

  G_OBJECT_CLASS (tess_history_row_parent_class)->dispose (object);
}

static void
tess_history_row_class_init (TessHistoryRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tess_history_row_dispose;

  g_type_ensure (TESS_TYPE_FOLLOWER_SWATCH);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tesseragame/Tessera/tess-history-row.ui");
  gtk_widget_class_bind_template_child (widget_class, TessHistoryRow, number_label);
  gtk_widget_class_bind_template_child (widget_class, TessHistoryRow, thumb);
  gtk_widget_class_bind_template_child (widget_class, TessHistoryRow, swatch);
  gtk_widget_class_bind_template_child (widget_class, TessHistoryRow, name_label);
  gtk_widget_class_bind_template_child (widget_class, TessHistoryRow, points_label);
  gtk_widget_class_bind_template_child (widget_class, TessHistoryRow, action_label);
  gtk_widget_class_bind_template_child (widget_class, TessHistoryRow, scores_box);
}

static void
tess_history_row_init (TessHistoryRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_drawing_area_set_draw_func (self->thumb, draw_thumb, self, NULL);
}

GtkWidget *
tess_history_row_new (void)
{
  return g_object_new (TESS_TYPE_HISTORY_ROW, NULL);
}

TessHistoryItem *
tess_history_row_get_item (TessHistoryRow *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ROW (self), NULL);

  return self->item;
}

void
tess_history_row_set_item (TessHistoryRow  *self,
                           TessHistory     *history,
                           TessHistoryItem *item)
{
  GtkWidget *child;
  const char * const *explanations;
  int player, points = 0;
  gboolean final;

  g_return_if_fail (TESS_IS_HISTORY_ROW (self));

  g_set_object (&self->history, history);
  g_set_object (&self->item, item);

  stop_explaining (self);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->scores_box))) != NULL)
    gtk_box_remove (self->scores_box, child);
  gtk_widget_queue_draw (GTK_WIDGET (self->thumb));
  tess_follower_swatch_set_color (self->swatch, item ? player_color (self, tess_history_item_get_player (item)) : -1);
  if (item == NULL)
    return;

  final = tess_history_item_get_is_final (item);
  player = tess_history_item_get_player (item);

  if (final)
    {
      gtk_label_set_label (self->number_label, "");
      /* Translators: the history's last entry, after every move. */
      gtk_label_set_label (self->name_label, _("Final Scoring"));
    }
  else
    {
      g_autofree char *number = g_strdup_printf ("%u", tess_history_item_get_number (item));

      gtk_label_set_label (self->number_label, number);
      gtk_label_set_label (self->name_label, tess_history_item_get_player_name (item));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->swatch), !final);
  gtk_widget_set_opacity (GTK_WIDGET (self->thumb), final ? 0.0 : 1.0);
  /* The final scoring has no number: its empty label keeps the column
   * but is not read (GTK 4.8 would name it by its type). */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->number_label), GTK_ACCESSIBLE_STATE_HIDDEN, final, -1);
  gtk_label_set_label (self->action_label, tess_history_item_get_action (item));

  explanations = tess_history_item_get_explanations (item);
  self->next_explanation = 0;
  if (explanations != NULL && explanations[0] != NULL)
    self->explain_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), explain_next, NULL, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->scores_box), explanations != NULL && explanations[0] != NULL);

  /* What the mover scored by the move, at a glance. */
  for (guint i = 0; player >= 0 && i < tess_history_item_get_n_events (item); i++)
    {
      const TessGameEvent *event = tess_history_item_get_event (item, i);

      if (event->scorers & (1u << player))
        points += event->points;
    }
  if (points > 0)
    {
      /* Translators: points a move scored, beside the player's name. */
      g_autofree char *text = g_strdup_printf (_("+%d"), points);

      gtk_label_set_label (self->points_label, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->points_label), points > 0);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tess_history_item_get_description (item),
                                  -1);
}
