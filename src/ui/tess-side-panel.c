/* tess-side-panel.c: the players, their scores and the tiles left
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window's side panel: a row per player (score, supply, whose turn,
 * a computer thinking), the rules in play that are not the defaults,
 * the score track, the history of the moves and the tiles still in the
 * bag. It shows one game (the game played, or the position a replay
 * shows) and follows it on TessGame::changed.
 */

#define G_LOG_DOMAIN "tess-side-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-accessible.h"
#include "tess-player-row.h"
#include "tess-rules-summary.h"
#include "tess-side-panel-private.h"
#include "tess-tile-preview.h"

G_DEFINE_FINAL_TYPE (TessSidePanel, tess_side_panel, GTK_TYPE_BOX)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_SHOW_REMAINING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Scores, the score track, the rules and the tiles left, as the game is. */
static void
update (TessSidePanel *self)
{
  g_autofree char *rules = NULL;

  if (self->game == NULL)
    return;

  for (guint p = 0; p < self->player_rows->len; p++)
    tess_player_row_update (g_ptr_array_index (self->player_rows, p));
  tess_score_track_update (self->score_track);

  /* The rules that are not the defaults, so that nobody forgets the
   * house rules chosen; the row hides when every rule is the default. */
  rules = tess_game_describe_rule_changes (self->game);
  if (g_strcmp0 (gtk_label_get_label (self->rules_label), rules) != 0)
    {
      gtk_label_set_label (self->rules_label, rules);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->rules_box),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, rules,
                                      -1);
      gtk_widget_set_visible (self->rules_box, rules[0] != '\0');
    }

  for (guint t = 0; t < self->remaining_labels->len; t++)
    {
      GtkWidget *child = g_ptr_array_index (self->remaining_children, t);
      int remaining = tess_game_get_remaining (self->game, t);
      g_autofree char *count = g_strdup_printf ("×%d", remaining);
      g_autofree char *tip = NULL;

      gtk_label_set_label (g_ptr_array_index (self->remaining_labels, t), count);
      gtk_widget_set_visible (child, remaining > 0);
      tip = g_strdup_printf (ngettext ("%d left", "%d left", remaining), remaining);
      /* Only when it changes: in GTK 4.8 each call costs an X round trip. */
      if (g_strcmp0 (gtk_widget_get_tooltip_text (child), tip) != 0)
        {
          g_autofree char *name = NULL;

          gtk_widget_set_tooltip_text (child, tip);
          /* Translators: a tile still in the bag, for screen readers: "Tile D, 3 left". */
          name = g_strdup_printf (ngettext ("Tile %s, %d left", "Tile %s, %d left", remaining),
                                  tess_game_get_type_id (self->game, t), remaining);
          gtk_accessible_update_property (GTK_ACCESSIBLE (child),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                          -1);
        }
    }
}

/* The panel built again for another game: its players, and a counter
 * for each type of tile. */
static void
rebuild (TessSidePanel *self)
{
  GtkWidget *child;
  int n_types;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_list))) != NULL)
    gtk_list_box_remove (self->players_list, child);
  g_ptr_array_set_size (self->player_rows, 0);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->remaining_box))) != NULL)
    gtk_flow_box_remove (self->remaining_box, child);
  g_ptr_array_set_size (self->remaining_labels, 0);
  g_ptr_array_set_size (self->remaining_children, 0);
  tess_score_track_set_game (self->score_track, self->game);

  if (self->game == NULL)
    return;

  for (guint p = 0; p < tess_game_get_n_players (self->game); p++)
    {
      GtkWidget *row = tess_player_row_new (self->game, p);

      gtk_list_box_append (self->players_list, row);
      g_ptr_array_add (self->player_rows, row);
    }

  n_types = tess_game_get_n_types (self->game);
  for (int t = 0; t < n_types; t++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      /* The count is in the child's name: not read twice. */
      GtkWidget *label = g_object_new (GTK_TYPE_LABEL,
                                       "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                       NULL);
      GtkWidget *flow_child;

      gtk_box_append (GTK_BOX (box), tess_tile_preview_new (self->game, t, 30));
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "numeric");
      gtk_box_append (GTK_BOX (box), label);
      gtk_flow_box_append (self->remaining_box, box);
      flow_child = gtk_widget_get_parent (box);
      gtk_widget_set_focusable (flow_child, FALSE);
      g_ptr_array_add (self->remaining_labels, label);
      g_ptr_array_add (self->remaining_children, flow_child);
    }
}

static void
tess_side_panel_dispose (GObject *object)
{
  TessSidePanel *self = TESS_SIDE_PANEL (object);

  g_signal_group_set_target (self->game_signals, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TESS_TYPE_SIDE_PANEL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tess_side_panel_parent_class)->dispose (object);
}

static void
tess_side_panel_finalize (GObject *object)
{
  TessSidePanel *self = TESS_SIDE_PANEL (object);

  g_clear_pointer (&self->player_rows, g_ptr_array_unref);
  g_clear_pointer (&self->remaining_labels, g_ptr_array_unref);
  g_clear_pointer (&self->remaining_children, g_ptr_array_unref);

  G_OBJECT_CLASS (tess_side_panel_parent_class)->finalize (object);
}

static void
tess_side_panel_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TessSidePanel *self = TESS_SIDE_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SHOW_REMAINING:
      g_value_set_boolean (value, gtk_widget_get_visible (GTK_WIDGET (self->remaining_box)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_side_panel_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TessSidePanel *self = TESS_SIDE_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tess_side_panel_set_game (self, g_value_get_object (value));
      break;
    case PROP_SHOW_REMAINING:
      if (gtk_widget_get_visible (GTK_WIDGET (self->remaining_box)) != g_value_get_boolean (value))
        {
          gtk_widget_set_visible (GTK_WIDGET (self->remaining_box), g_value_get_boolean (value));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_side_panel_class_init (TessSidePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tess_side_panel_dispose;
  object_class->finalize = tess_side_panel_finalize;
  object_class->get_property = tess_side_panel_get_property;
  object_class->set_property = tess_side_panel_set_property;

  /* The game shown: the game played, or the position a replay shows. */
  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, TESS_TYPE_GAME, flags);
  /* Whether the tiles still in the bag are shown one by one. */
  properties[PROP_SHOW_REMAINING] = g_param_spec_boolean ("show-remaining", NULL, NULL, TRUE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TESS_TYPE_GAME);
  g_type_ensure (TESS_TYPE_SCORE_TRACK);
  g_type_ensure (TESS_TYPE_HISTORY_PANEL);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tesseragame/Tessera/tess-side-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TessSidePanel, players_list);
  gtk_widget_class_bind_template_child (widget_class, TessSidePanel, rules_box);
  gtk_widget_class_bind_template_child (widget_class, TessSidePanel, rules_label);
  gtk_widget_class_bind_template_child (widget_class, TessSidePanel, score_track);
  gtk_widget_class_bind_template_child (widget_class, TessSidePanel, history_panel);
  gtk_widget_class_bind_template_child (widget_class, TessSidePanel, tiles_left_label);
  gtk_widget_class_bind_template_child (widget_class, TessSidePanel, remaining_box);
}

static void
tess_side_panel_init (TessSidePanel *self)
{
  self->player_rows = g_ptr_array_new ();
  self->remaining_labels = g_ptr_array_new ();
  self->remaining_children = g_ptr_array_new ();

  self->game_signals = g_signal_group_new (TESS_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed", G_CALLBACK (update), self,
                                 G_CONNECT_SWAPPED);

  gtk_widget_init_template (GTK_WIDGET (self));
}

TessGame *
tess_side_panel_get_game (TessSidePanel *self)
{
  g_return_val_if_fail (TESS_IS_SIDE_PANEL (self), NULL);

  return self->game;
}

/**
 * tess_side_panel_set_game:
 * @game: (nullable): the game to show: the game played, or the position
 *   a replay shows
 */
void
tess_side_panel_set_game (TessSidePanel *self,
                          TessGame      *game)
{
  TessAccessibleQuiet *players, *bag;

  g_return_if_fail (TESS_IS_SIDE_PANEL (self));
  g_return_if_fail (game == NULL || TESS_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  /* The players and the bag's counters made again out of the window:
   * some 100 changes a screen reader would go through, one by one,
   * before what the new game says (a lesson on Ctrl+L). */
  players = tess_accessible_quiet_begin (GTK_WIDGET (self->players_list));
  bag = tess_accessible_quiet_begin (GTK_WIDGET (self->remaining_box));
  rebuild (self);
  update (self);
  tess_accessible_quiet_end (bag);
  tess_accessible_quiet_end (players);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* The spinner of @player's row, whose computer player thinks; -1 for none. */
void
tess_side_panel_set_thinking (TessSidePanel *self,
                              int            player)
{
  g_return_if_fail (TESS_IS_SIDE_PANEL (self));

  for (guint p = 0; p < self->player_rows->len; p++)
    tess_player_row_set_thinking (g_ptr_array_index (self->player_rows, p), (int) p == player);
}

TessHistoryPanel *
tess_side_panel_get_history_panel (TessSidePanel *self)
{
  g_return_val_if_fail (TESS_IS_SIDE_PANEL (self), NULL);

  return self->history_panel;
}
