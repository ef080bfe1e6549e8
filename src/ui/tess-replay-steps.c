/* tess-replay-steps.c: the replay's final scoring, a step a feature
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * At the end of a replay the final scoring is told a feature at a time,
 * in the order of tess-final-steps.h: the card lists every step's
 * sentence, each a button that goes to its step, and the view keeps the
 * feature of the step in sight, clear of the card and the controls.
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-game.h"
#include "tess-replay-steps.h"

/* Room kept between a lit cell and the card or the controls. */
#define CLEARANCE 8.0

typedef struct
{
  TessReplayStepFunc func;
  gpointer           data;
  guint              step;
} StepClick;

static void
on_step_clicked (GtkButton *button,
                 StepClick *click)
{
  click->func (click->step, click->data);
}

void
tess_replay_steps_fill (GtkBox             *box,
                        TessHistoryItem    *final,
                        int                 current,
                        TessReplayStepFunc  func,
                        gpointer            user_data)
{
  guint n = tess_history_item_get_n_events (final);

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *label = gtk_label_new (tess_history_item_get_event_explanation (final, i));
      g_autofree char *name = g_strdup_printf ("final-step-%u", i);
      StepClick *click = g_new0 (StepClick, 1);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 46);
      gtk_label_set_width_chars (GTK_LABEL (label), 30);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_button_set_child (GTK_BUTTON (button), label);
      gtk_widget_set_name (button, name);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_add_css_class (button, "replay-step");
      gtk_widget_add_css_class (label, "replay-scoring");
      if ((int) i == current)
        gtk_widget_add_css_class (button, "replay-step-current");
      gtk_widget_set_tooltip_text (button, _("Light this feature on the board"));
      click->func = func;
      click->data = user_data;
      click->step = i;
      g_signal_connect_data (button, "clicked", G_CALLBACK (on_step_clicked), click,
                             (GClosureNotify) (void (*) (void)) g_free, 0);
      gtk_box_append (box, button);
    }
}

const char *
tess_replay_steps_line_text (GtkWidget *line)
{
  if (GTK_IS_BUTTON (line))
    line = gtk_button_get_child (GTK_BUTTON (line));
  return GTK_IS_LABEL (line) ? gtk_label_get_label (GTK_LABEL (line)) : "";
}

void
tess_replay_steps_scroll_to (GtkScrolledWindow *scroller,
                             GtkBox            *box)
{
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (scroller);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (box)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t bounds;
      double page = gtk_adjustment_get_page_size (adj);
      double value = gtk_adjustment_get_value (adj);

      if (!gtk_widget_has_css_class (child, "replay-step-current") ||
          !gtk_widget_compute_bounds (child, GTK_WIDGET (box), &bounds))
        continue;
      if (bounds.origin.y < value)
        gtk_adjustment_set_value (adj, bounds.origin.y);
      else if (bounds.origin.y + bounds.size.height > value + page)
        gtk_adjustment_set_value (adj, bounds.origin.y + bounds.size.height - page);
      return;
    }
}

/* The cells' rectangle in @area's coordinates; FALSE when none. */
static gboolean
cells_rect (TessViewport    *viewport,
            GArray          *cells,
            graphene_rect_t *rect)
{
  double zoom = tess_viewport_get_zoom (viewport);
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;

  if (cells == NULL || cells->len == 0)
    return FALSE;
  for (guint i = 0; i < cells->len; i++)
    {
      const TessGameCell *cell = &g_array_index (cells, TessGameCell, i);
      double x, y;

      tess_viewport_board_to_widget (viewport, cell->x, cell->y, &x, &y);
      x0 = MIN (x0, x);
      y0 = MIN (y0, y);
      x1 = MAX (x1, x + zoom);
      y1 = MAX (y1, y + zoom);
    }
  graphene_rect_init (rect, x0, y0, x1 - x0, y1 - y0);
  return TRUE;
}

gboolean
tess_replay_card_covers (TessViewport *viewport,
                         GtkWidget    *area,
                         GtkWidget    *card,
                         GArray       *cells)
{
  double zoom = tess_viewport_get_zoom (viewport);
  graphene_rect_t bounds;

  if (cells == NULL || !gtk_widget_get_visible (card) ||
      !gtk_widget_compute_bounds (card, area, &bounds))
    return FALSE;
  for (guint i = 0; i < cells->len; i++)
    {
      const TessGameCell *cell = &g_array_index (cells, TessGameCell, i);
      graphene_rect_t r;
      double x, y;

      tess_viewport_board_to_widget (viewport, cell->x, cell->y, &x, &y);
      graphene_rect_init (&r, x, y, zoom, zoom);
      if (graphene_rect_intersection (&r, &bounds, NULL))
        return TRUE;
    }
  return FALSE;
}

gboolean
tess_replay_keep_in_sight (TessViewport *viewport,
                           GtkWidget    *area,
                           GtkWidget    *card,
                           GtkWidget    *bar,
                           GArray       *cells)
{
  graphene_rect_t rect, bar_bounds;
  double width = gtk_widget_get_width (area);
  double bottom = gtk_widget_get_height (area);
  double dx = 0, dy = 0;

  if (!cells_rect (viewport, cells, &rect) || width <= 0 || bottom <= 0)
    return FALSE;
  if (bar != NULL && gtk_widget_get_visible (bar) &&
      gtk_widget_compute_bounds (bar, area, &bar_bounds))
    bottom = bar_bounds.origin.y;

  /* Into sight above the controls: the top left first when it is
   * larger than the room. */
  if (rect.origin.y + rect.size.height > bottom - CLEARANCE)
    dy = bottom - CLEARANCE - (rect.origin.y + rect.size.height);
  if (rect.origin.y + dy < CLEARANCE)
    dy = CLEARANCE - rect.origin.y;
  if (rect.origin.x + rect.size.width > width - CLEARANCE)
    dx = width - CLEARANCE - (rect.origin.x + rect.size.width);
  if (rect.origin.x + dx < CLEARANCE)
    dx = CLEARANCE - rect.origin.x;
  if (dx != 0 || dy != 0)
    tess_viewport_pan (viewport, dx, dy);

  /* The card goes to the other side when it covers the feature. */
  if (tess_replay_card_covers (viewport, area, card, cells))
    {
      GtkAlign align = gtk_widget_get_halign (card) == GTK_ALIGN_END ? GTK_ALIGN_START
                                                                     : GTK_ALIGN_END;
      graphene_rect_t bounds;
      double card_width = gtk_widget_compute_bounds (card, area, &bounds) ? bounds.size.width : 0;

      gtk_widget_set_halign (card, align);
      gtk_widget_queue_allocate (gtk_widget_get_parent (card));
      /* Where it will be once laid out again: from the other edge. */
      if (align == GTK_ALIGN_END)
        graphene_rect_init (&bounds, width - card_width - 12, bounds.origin.y, card_width,
                            bounds.size.height);
      else
        graphene_rect_init (&bounds, 12, bounds.origin.y, card_width, bounds.size.height);
      cells_rect (viewport, cells, &rect);
      if (graphene_rect_intersection (&rect, &bounds, NULL))
        {
          /* Still covered: smaller when it is wider than the room beside
           * the card, then moved sideways, clear of the card. */
          double room = width - bounds.size.width - 12 - 2 * CLEARANCE;
          double factor = MIN (1.0, MIN (room / rect.size.width,
                                         (bottom - 2 * CLEARANCE) / rect.size.height));
          double shift;

          if (factor < 1.0)
            {
              tess_viewport_zoom_at (viewport, factor, rect.origin.x + rect.size.width / 2,
                                     rect.origin.y + rect.size.height / 2);
              cells_rect (viewport, cells, &rect);
            }
          shift = align == GTK_ALIGN_END
                  ? bounds.origin.x - CLEARANCE - (rect.origin.x + rect.size.width)
                  : bounds.origin.x + bounds.size.width + CLEARANCE - rect.origin.x;
          dy = 0;
          if (rect.origin.y + rect.size.height > bottom - CLEARANCE)
            dy = bottom - CLEARANCE - (rect.origin.y + rect.size.height);
          if (rect.origin.y + dy < CLEARANCE)
            dy = CLEARANCE - rect.origin.y;
          tess_viewport_pan (viewport, shift, dy);
          cells_rect (viewport, cells, &rect);
          return graphene_rect_intersection (&rect, &bounds, NULL);
        }
    }
  return FALSE;
}
