/* tess-history-panel.c: every move of the game, explained, in the side panel
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-history-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-accessible.h"
#include "tess-history-panel.h"
#include "tess-history-row.h"

/* A list view over a TessHistory: rows are made for the moves in view
 * only, so a whole game costs no more than a screenful. Choosing a row
 * emits ::move-selected (the window then shows the board as it was);
 * new moves scroll into view while nothing is chosen. */
struct _TessHistoryPanel
{
  GtkWidget parent_instance;

  TessHistory        *history;
  GSignalGroup       *history_signals;
  GtkSingleSelection *selection;
  gboolean            selecting;     /* the selection changes from code */
  guint               scroll_idle;

  GtkStack          *stack;
  GtkScrolledWindow *scroller;
  GtkListView       *list_view;
  GtkWidget         *hint_label;
};

G_DEFINE_FINAL_TYPE (TessHistoryPanel, tess_history_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_HISTORY,
  PROP_SELECTED,
  N_PROPS
};

enum {
  MOVE_SELECTED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
setup_row (GtkSignalListItemFactory *factory,
           GtkListItem              *list_item,
           gpointer                  user_data)
{
  gtk_list_item_set_child (list_item, tess_history_row_new ());
}

static void
bind_row (GtkSignalListItemFactory *factory,
          GtkListItem              *list_item,
          gpointer                  user_data)
{
  TessHistoryPanel *self = user_data;
  GtkWidget *row = gtk_list_item_get_child (list_item);
  GtkWidget *item_widget = gtk_widget_get_parent (row);

  tess_history_row_set_item (TESS_HISTORY_ROW (row), self->history, gtk_list_item_get_item (list_item));
  /* The list's item is what has the focus and what a screen reader
   * reads: it says the move, as the row does. */
  if (item_widget != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (item_widget),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    tess_history_item_get_description (gtk_list_item_get_item (list_item)),
                                    -1);
}

static void
unbind_row (GtkSignalListItemFactory *factory,
            GtkListItem              *list_item,
            gpointer                  user_data)
{
  tess_history_row_set_item (TESS_HISTORY_ROW (gtk_list_item_get_child (list_item)), NULL, NULL);
}

static gboolean
scroll_to_end (gpointer user_data)
{
  TessHistoryPanel *self = user_data;
  guint n = self->history ? g_list_model_get_n_items (G_LIST_MODEL (self->history)) : 0;

  self->scroll_idle = 0;
  if (n > 0)
    gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item", "u", n - 1);
  return G_SOURCE_REMOVE;
}

static void
update_stack (TessHistoryPanel *self)
{
  guint n = self->history ? g_list_model_get_n_items (G_LIST_MODEL (self->history)) : 0;

  gtk_stack_set_visible_child_name (self->stack, n > 0 ? "moves" : "empty");
  gtk_widget_set_visible (self->hint_label, n > 0);
}

static void
on_items_changed (TessHistoryPanel *self,
                  guint             position,
                  guint             removed,
                  guint             added,
                  GListModel       *model)
{
  update_stack (self);
  /* The latest move comes into view (a new one, or the one an undo went
   * back to), unless one is being looked at. */
  if (position + added == g_list_model_get_n_items (model) &&
      gtk_single_selection_get_selected (self->selection) == GTK_INVALID_LIST_POSITION &&
      self->scroll_idle == 0)
    self->scroll_idle = g_idle_add (scroll_to_end, self);
}

static void
on_selected (TessHistoryPanel   *self,
             GParamSpec         *pspec,
             GtkSingleSelection *selection)
{
  guint position = gtk_single_selection_get_selected (selection);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
  if (!self->selecting && position != GTK_INVALID_LIST_POSITION)
    g_signal_emit (self, signals[MOVE_SELECTED], 0, position);
}

static void
tess_history_panel_dispose (GObject *object)
{
  TessHistoryPanel *self = TESS_HISTORY_PANEL (object);
  GtkWidget *child;

  g_clear_handle_id (&self->scroll_idle, g_source_remove);
  g_signal_group_set_target (self->history_signals, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TESS_TYPE_HISTORY_PANEL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->selection);
  g_clear_object (&self->history);

  G_OBJECT_CLASS (tess_history_panel_parent_class)->dispose (object);
}

static void
tess_history_panel_finalize (GObject *object)
{
  TessHistoryPanel *self = TESS_HISTORY_PANEL (object);

  g_object_unref (self->history_signals);

  G_OBJECT_CLASS (tess_history_panel_parent_class)->finalize (object);
}

static void
tess_history_panel_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TessHistoryPanel *self = TESS_HISTORY_PANEL (object);

  switch (prop_id)
    {
    case PROP_HISTORY:
      g_value_set_object (value, self->history);
      break;
    case PROP_SELECTED:
      g_value_set_uint (value, tess_history_panel_get_selected (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_history_panel_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  TessHistoryPanel *self = TESS_HISTORY_PANEL (object);

  switch (prop_id)
    {
    case PROP_HISTORY:
      tess_history_panel_set_history (self, g_value_get_object (value));
      break;
    case PROP_SELECTED:
      tess_history_panel_set_selected (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_history_panel_class_init (TessHistoryPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tess_history_panel_dispose;
  object_class->finalize = tess_history_panel_finalize;
  object_class->get_property = tess_history_panel_get_property;
  object_class->set_property = tess_history_panel_set_property;

  properties[PROP_HISTORY] =
    g_param_spec_object ("history", NULL, NULL, TESS_TYPE_HISTORY,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED] =
    g_param_spec_uint ("selected", NULL, NULL, 0, G_MAXUINT, GTK_INVALID_LIST_POSITION,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TessHistoryPanel::move-selected:
   * @position: the item the player chose
   *
   * The player chose a move (or the final scoring) in the list.
   */
  signals[MOVE_SELECTED] =
    g_signal_new ("move-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tesseragame/Tessera/tess-history-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TessHistoryPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, TessHistoryPanel, scroller);
  gtk_widget_class_bind_template_child (widget_class, TessHistoryPanel, list_view);
  gtk_widget_class_bind_template_child (widget_class, TessHistoryPanel, hint_label);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "historypanel");
}

static void
tess_history_panel_init (TessHistoryPanel *self)
{
  GtkListItemFactory *factory;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->history_signals = g_signal_group_new (TESS_TYPE_HISTORY);
  g_signal_group_connect_object (self->history_signals, "items-changed", G_CALLBACK (on_items_changed), self,
                                 G_CONNECT_SWAPPED);
  self->selection = gtk_single_selection_new (NULL);
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  g_signal_connect_object (self->selection, "notify::selected", G_CALLBACK (on_selected), self,
                           G_CONNECT_SWAPPED);

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_row), self);
  gtk_list_view_set_factory (self->list_view, factory);
  g_object_unref (factory);
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (self->selection));
  /* Seventy moves are not seventy Tab stops: the arrows go through them. */
  tess_accessible_one_tab_stop (GTK_WIDGET (self->list_view));

  update_stack (self);
}

GtkWidget *
tess_history_panel_new (void)
{
  return g_object_new (TESS_TYPE_HISTORY_PANEL, NULL);
}

TessHistory *
tess_history_panel_get_history (TessHistoryPanel *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_PANEL (self), NULL);

  return self->history;
}

void
tess_history_panel_set_history (TessHistoryPanel *self,
                                TessHistory      *history)
{
  TessAccessibleQuiet *quiet = NULL;

  g_return_if_fail (TESS_IS_HISTORY_PANEL (self));
  g_return_if_fail (history == NULL || TESS_IS_HISTORY (history));

  if (self->history == history)
    return;

  g_signal_group_set_target (self->history_signals, NULL);
  /* The rows of the moves (GTK 4.8 makes up to 200) go out of the window
   * with the list: a change for a screen reader to go through for each
   * row, before what the new game says, otherwise. */
  if (self->history != NULL && g_list_model_get_n_items (G_LIST_MODEL (self->history)) > 0)
    quiet = tess_accessible_quiet_begin (GTK_WIDGET (self->list_view));
  g_set_object (&self->history, history);

  self->selecting = TRUE;
  gtk_single_selection_set_model (self->selection, G_LIST_MODEL (history));
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  self->selecting = FALSE;
  tess_accessible_quiet_end (quiet);

  /* After the selection's own handler of the list's changes. */
  g_signal_group_set_target (self->history_signals, history);
  if (history != NULL)
    {
      if (self->scroll_idle == 0)
        self->scroll_idle = g_idle_add (scroll_to_end, self);
    }
  update_stack (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HISTORY]);
}

guint
tess_history_panel_get_selected (TessHistoryPanel *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_PANEL (self), GTK_INVALID_LIST_POSITION);

  return gtk_single_selection_get_selected (self->selection);
}

void
tess_history_panel_set_selected (TessHistoryPanel *self,
                                 guint             position)
{
  g_return_if_fail (TESS_IS_HISTORY_PANEL (self));

  if (self->history == NULL || position >= g_list_model_get_n_items (G_LIST_MODEL (self->history)))
    position = GTK_INVALID_LIST_POSITION;
  if (position == gtk_single_selection_get_selected (self->selection))
    return;

  self->selecting = TRUE;
  gtk_single_selection_set_selected (self->selection, position);
  self->selecting = FALSE;
  if (position != GTK_INVALID_LIST_POSITION && gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item", "u", position);
}

/**
 * tess_history_panel_show_start:
 *
 * No move chosen, and the list at its top: the game's start, as a replay
 * at move 0 shows it (not the final scoring at the list's end).
 */
void
tess_history_panel_show_start (TessHistoryPanel *self)
{
  GtkAdjustment *adjustment;

  g_return_if_fail (TESS_IS_HISTORY_PANEL (self));

  tess_history_panel_set_selected (self, GTK_INVALID_LIST_POSITION);
  g_clear_handle_id (&self->scroll_idle, g_source_remove);
  /* Through the list's own scrolling when it shows: right after a new
   * history (a game opened again) it has laid out no row yet, and a
   * value set on its adjustment would find none to scroll to. */
  if (self->history != NULL && g_list_model_get_n_items (G_LIST_MODEL (self->history)) > 0 &&
      gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item", "u", 0);
      return;
    }
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_lower (adjustment));
}

GtkListView *
tess_history_panel_get_list_view (TessHistoryPanel *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_PANEL (self), NULL);

  return self->list_view;
}
