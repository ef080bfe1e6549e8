/* tess-new-game-dialog.c: players and rules of a new game
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-new-game-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-application.h"
#include "tess-expansions-group.h"
#include "tess-follower-swatch.h"
#include "tess-new-game-dialog.h"
#include "tess-player-row.h"
#include "tess-game.h"
#include "tess-record.h"
#include "tess-rules.h"
#include "tess-tile-set-chooser.h"
#include "tess-window.h"

#define N_SEATS 6

static const char * const kind_ids[] = { "human", "easy", "medium", "hard" };

struct _TessNewGameDialog
{
  AdwWindow parent_instance;

  GSettings *settings;

  AdwPreferencesGroup *players_group;
  GtkSpinButton       *players_spin;
  TessTileSetChooser  *tileset_chooser;
  TessExpansionsGroup *expansions_group;
  GtkWidget           *start_button;
  AdwComboRow         *farm_row;
  GtkSwitch           *small_city_switch;
  GtkSwitch           *incomplete_switch;
  GtkSpinButton       *followers_spin;
  GtkSpinButton       *hand_spin;
  AdwComboRow         *unplaceable_row;
  AdwExpanderRow      *house_expander;
  AdwComboRow         *first_row;
  GtkSwitch           *draw_early_switch;
  GtkSwitch           *hole_switch;
  GtkSwitch           *table_switch;
  GtkSpinButton       *table_width_spin;
  GtkSpinButton       *table_height_spin;
  GtkSwitch           *edges_switch;
  GtkEntry            *seed_row;

  AdwActionRow *seat_rows[N_SEATS];
  GtkEntry    *seat_entries[N_SEATS];
  GtkDropDown *color_drops[N_SEATS];
  GtkDropDown *kind_drops[N_SEATS];
  guint        colors[N_SEATS];   /* what each seat holds, to swap */
  gboolean     swapping;
};

G_DEFINE_FINAL_TYPE (TessNewGameDialog, tess_new_game_dialog, ADW_TYPE_WINDOW)

static int
index_of (const char * const *ids,
          guint               n,
          const char         *id)
{
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (ids[i], id) == 0)
      return i;
  return 0;
}

/* A rule's choices come from the rule table (tess-rules.h): its labels
 * in a combo row, its ids in the settings. */
static void
set_choices (AdwComboRow *row,
             const char  *key)
{
  const TessRuleInfo *info = tess_rules_info (key);
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);

  for (guint i = 0; info->choice_labels[i] != NULL; i++)
    gtk_string_list_append (list, _(info->choice_labels[i]));
  adw_combo_row_set_model (row, G_LIST_MODEL (list));
}

static guint
choice_position (const char *key,
                 const char *id)
{
  const char * const *choices = tess_rules_key_choices (key);

  return index_of (choices, g_strv_length ((char **) choices), id);
}

static const char *
chosen_id (AdwComboRow *row,
           const char  *key)
{
  const char * const *choices = tess_rules_key_choices (key);

  return choices[MIN (adw_combo_row_get_selected (row), g_strv_length ((char **) choices) - 1)];
}

static void
color_setup (GtkSignalListItemFactory *factory,
             GtkListItem              *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *area = tess_follower_swatch_new (-1, 16, 18);

  gtk_box_append (GTK_BOX (box), area);
  gtk_box_append (GTK_BOX (box), gtk_label_new (NULL));
  gtk_list_item_set_child (item, box);
}

static void
color_bind (GtkSignalListItemFactory *factory,
            GtkListItem              *item)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *area = gtk_widget_get_first_child (box);
  GtkWidget *label = gtk_widget_get_next_sibling (area);
  guint position = gtk_list_item_get_position (item);

  tess_follower_swatch_set_color (TESS_FOLLOWER_SWATCH (area), position);
  gtk_label_set_label (GTK_LABEL (label), tess_color_display_name (position));
}

/* Colours stay distinct: taking another seat's colour swaps the two. */
static void
color_changed (GtkDropDown       *drop,
               GParamSpec        *pspec,
               TessNewGameDialog *self)
{
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (drop), "seat"));
  guint color = gtk_drop_down_get_selected (drop);
  guint old = self->colors[seat];

  if (self->swapping || color == old)
    return;

  self->swapping = TRUE;
  for (guint other = 0; other < N_SEATS; other++)
    if (other != seat && self->colors[other] == color)
      {
        self->colors[other] = old;
        gtk_drop_down_set_selected (self->color_drops[other], old);
      }
  self->colors[seat] = color;
  self->swapping = FALSE;
}

/* What the chosen edition does with farms, in a sentence. */
static void
farm_changed (TessNewGameDialog *self)
{
  static const char *explanations[] = {
    N_("Each farm gives its farmers 3 points per completed city next to it"),
    N_("As the third edition, but a player scores each city only once"),
    N_("Each completed city gives 4 points to the most farmers around it"),
  };
  guint selected = adw_combo_row_get_selected (self->farm_row);

  if (selected < G_N_ELEMENTS (explanations))
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->farm_row), _(explanations[selected]));
  /* The pig scores a farm's cities, which the first edition does not
   * count by farm (DESIGN.md §8). */
  tess_expansions_group_set_figure_allowed (self->expansions_group, "pig",
                                            g_strcmp0 (chosen_id (self->farm_row, "farm_scoring"),
                                                       "first") != 0);
}

/* The house rules: who starts, in a sentence, and how many are in use
 * (shown while the expander is closed). */
static void
house_changed (TessNewGameDialog *self)
{
  static const char *explanations[] = {
    N_("The players play in the order they are listed"),
    N_("The first player is drawn by lot"),
    N_("Each draws a tile: the most road ends starts, ties draw again"),
  };
  guint first = adw_combo_row_get_selected (self->first_row);
  guint in_use = (first > 0)
                 + gtk_switch_get_active (self->draw_early_switch)
                 + gtk_switch_get_active (self->hole_switch)
                 + gtk_switch_get_active (self->table_switch)
                 + (gtk_switch_get_active (self->table_switch)
                    && gtk_switch_get_active (self->edges_switch))
                 + (gtk_spin_button_get_value_as_int (self->hand_spin) > 1)
                 + (adw_combo_row_get_selected (self->unplaceable_row) > 0);
  g_autofree char *subtitle = NULL;

  if (first < G_N_ELEMENTS (explanations))
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->first_row), _(explanations[first]));
  if (in_use == 0)
    subtitle = g_strdup (_("Rules many groups play with, from the rule book; none in use"));
  else
    /* Translators: how many house rules the new game uses */
    subtitle = g_strdup_printf (ngettext ("Rules many groups play with, from the rule book; %u in use",
                                          "Rules many groups play with, from the rule book; %u in use",
                                          in_use), in_use);
  adw_expander_row_set_subtitle (self->house_expander, subtitle);
}

static void
players_changed (TessNewGameDialog *self)
{
  int n = gtk_spin_button_get_value_as_int (self->players_spin);

  for (int seat = 0; seat < N_SEATS; seat++)
    gtk_widget_set_visible (GTK_WIDGET (self->seat_rows[seat]), seat < n);
}

/* The sets chosen last time; "river" on chooses the River too (the
 * settings of the days of the River switch). */
static void
load_tilesets (TessNewGameDialog *self)
{
  g_auto(GStrv) keys = g_settings_get_strv (self->settings, "tilesets");
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_strv_builder_addv (builder, (const char **) keys);
  if (g_settings_get_boolean (self->settings, "river"))
    g_strv_builder_add (builder, "river");
  g_clear_pointer (&keys, g_strfreev);
  keys = g_strv_builder_end (builder);
  tess_tile_set_chooser_set_chosen_keys (self->tileset_chooser, (const char * const *) keys);
}

static void
load_settings (TessNewGameDialog *self)
{
  g_auto(GStrv) names = g_settings_get_strv (self->settings, "player-names");
  g_auto(GStrv) colors = g_settings_get_strv (self->settings, "player-colors");
  g_auto(GStrv) kinds = g_settings_get_strv (self->settings, "player-kinds");
  g_autofree char *farm = g_settings_get_string (self->settings, "farm-scoring");
  g_autofree char *unplaceable = g_settings_get_string (self->settings, "unplaceable");
  g_autofree char *seed = g_settings_get_string (self->settings, "seed");
  g_autofree char *first = g_settings_get_string (self->settings, "first-player");
  guint used = 0;

  for (guint seat = 0; seat < N_SEATS; seat++)
    {
      int color = seat < g_strv_length (colors) ? tess_color_from_name (colors[seat]) : -1;

      if (color < 0 || (used & (1u << color)))
        for (color = 0; used & (1u << color); color++)
          ;
      used |= 1u << color;
      self->colors[seat] = color;

      self->swapping = TRUE;
      gtk_drop_down_set_selected (self->color_drops[seat], color);
      self->swapping = FALSE;

      gtk_editable_set_text (GTK_EDITABLE (self->seat_entries[seat]),
                             seat < g_strv_length (names) ? names[seat] : "");
      gtk_drop_down_set_selected (self->kind_drops[seat],
                                  index_of (kind_ids, G_N_ELEMENTS (kind_ids),
                                            seat < g_strv_length (kinds) ? kinds[seat] : "human"));
    }

  gtk_spin_button_set_value (self->players_spin, g_settings_get_int (self->settings, "players"));
  players_changed (self);
  load_tilesets (self);
  tess_expansions_group_load (self->expansions_group, self->settings);
  adw_combo_row_set_selected (self->farm_row, choice_position ("farm_scoring", farm));
  farm_changed (self);
  gtk_switch_set_active (self->small_city_switch, g_settings_get_boolean (self->settings, "small-city"));
  gtk_switch_set_active (self->incomplete_switch, g_settings_get_boolean (self->settings, "score-incomplete"));
  gtk_spin_button_set_value (self->followers_spin, g_settings_get_int (self->settings, "followers"));
  gtk_spin_button_set_value (self->hand_spin, g_settings_get_int (self->settings, "hand"));
  adw_combo_row_set_selected (self->unplaceable_row, choice_position ("unplaceable", unplaceable));
  adw_combo_row_set_selected (self->first_row, choice_position ("first_player", first));
  gtk_switch_set_active (self->draw_early_switch, g_settings_get_boolean (self->settings, "draw-early"));
  gtk_switch_set_active (self->hole_switch, g_settings_get_boolean (self->settings, "hole-bonus"));
  gtk_switch_set_active (self->table_switch, g_settings_get_boolean (self->settings, "table-limited"));
  gtk_spin_button_set_value (self->table_width_spin, g_settings_get_int (self->settings, "table-width"));
  gtk_spin_button_set_value (self->table_height_spin, g_settings_get_int (self->settings, "table-height"));
  gtk_switch_set_active (self->edges_switch, g_settings_get_boolean (self->settings, "table-edges-complete"));
  house_changed (self);
  gtk_editable_set_text (GTK_EDITABLE (self->seed_row), seed);
}

/**
 * tess_new_game_dialog_apply:
 *
 * Writes the dialog's choices to the settings, where the window reads
 * them to start the game (and the dialog finds them next time).
 */
void
tess_new_game_dialog_apply (TessNewGameDialog *self)
{
  const char *names[N_SEATS + 1];
  const char *colors[N_SEATS + 1];
  const char *kinds[N_SEATS + 1];
  g_autofree char *seed = NULL;
  g_auto(GStrv) tilesets = NULL;

  g_return_if_fail (TESS_IS_NEW_GAME_DIALOG (self));

  tilesets = tess_tile_set_chooser_dup_chosen_keys (self->tileset_chooser);

  for (guint seat = 0; seat < N_SEATS; seat++)
    {
      names[seat] = gtk_editable_get_text (GTK_EDITABLE (self->seat_entries[seat]));
      colors[seat] = tess_color_name (self->colors[seat]);
      kinds[seat] = kind_ids[MIN (gtk_drop_down_get_selected (self->kind_drops[seat]), G_N_ELEMENTS (kind_ids) - 1)];
    }
  names[N_SEATS] = colors[N_SEATS] = kinds[N_SEATS] = NULL;
  seed = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->seed_row))));

  g_settings_delay (self->settings);
  g_settings_set_int (self->settings, "players", gtk_spin_button_get_value_as_int (self->players_spin));
  g_settings_set_strv (self->settings, "player-names", names);
  g_settings_set_strv (self->settings, "player-colors", colors);
  g_settings_set_strv (self->settings, "player-kinds", kinds);
  g_settings_set_strv (self->settings, "tilesets", (const char * const *) tilesets);
  g_settings_set_boolean (self->settings, "river", g_strv_contains ((const char * const *) tilesets, "river"));
  tess_expansions_group_apply (self->expansions_group, self->settings);
  g_settings_set_string (self->settings, "farm-scoring", chosen_id (self->farm_row, "farm_scoring"));
  g_settings_set_boolean (self->settings, "small-city", gtk_switch_get_active (self->small_city_switch));
  g_settings_set_boolean (self->settings, "score-incomplete", gtk_switch_get_active (self->incomplete_switch));
  g_settings_set_int (self->settings, "followers", gtk_spin_button_get_value_as_int (self->followers_spin));
  g_settings_set_int (self->settings, "hand", gtk_spin_button_get_value_as_int (self->hand_spin));
  g_settings_set_string (self->settings, "unplaceable",
                         chosen_id (self->unplaceable_row, "unplaceable"));
  g_settings_set_string (self->settings, "first-player", chosen_id (self->first_row, "first_player"));
  g_settings_set_boolean (self->settings, "draw-early", gtk_switch_get_active (self->draw_early_switch));
  g_settings_set_boolean (self->settings, "hole-bonus", gtk_switch_get_active (self->hole_switch));
  g_settings_set_boolean (self->settings, "table-limited", gtk_switch_get_active (self->table_switch));
  g_settings_set_int (self->settings, "table-width", gtk_spin_button_get_value_as_int (self->table_width_spin));
  g_settings_set_int (self->settings, "table-height", gtk_spin_button_get_value_as_int (self->table_height_spin));
  g_settings_set_boolean (self->settings, "table-edges-complete", gtk_switch_get_active (self->edges_switch));
  g_settings_set_string (self->settings, "seed", seed);
  g_settings_apply (self->settings);
}

static void
show_error (TessNewGameDialog *self,
            const char        *message)
{
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Could Not Start a Game"),
                                                       message));
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * tess_new_game_dialog_start:
 *
 * What Start does: the choices are saved and the game starts, in the game
 * window the dialog belongs to, else (opened by the tile-set editor) in a
 * new game window.
 *
 * Returns: (transfer none) (nullable): the window of the game, or %NULL
 *   when the game could not start (the dialog then says why)
 */
TessExpansionsGroup *
tess_new_game_dialog_get_expansions (TessNewGameDialog *self)
{
  g_return_val_if_fail (TESS_IS_NEW_GAME_DIALOG (self), NULL);

  return self->expansions_group;
}

GtkWindow *
tess_new_game_dialog_start (TessNewGameDialog *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessGame) game = NULL;
  g_autoptr(GError) error = NULL;
  GtkApplication *app;
  TessWindow *window;

  g_return_val_if_fail (TESS_IS_NEW_GAME_DIALOG (self), NULL);

  if (!tess_tile_set_chooser_get_can_start (self->tileset_chooser))
    return NULL;
  tess_new_game_dialog_apply (self);

  /* On the sets as read already: a set may be 16 MiB, not read again on
   * the main thread. */
  record = tess_new_game_dialog_build_record (self, &error);
  if (record != NULL && TESS_IS_WINDOW (parent))
    {
      if (!tess_window_start_record (TESS_WINDOW (parent), record, &error))
        {
          show_error (self, error->message);
          return NULL;
        }
      gtk_window_destroy (GTK_WINDOW (self));
      return parent;
    }
  if (record != NULL)
    game = tess_game_new_from_record (record, &error);
  if (game == NULL)
    {
      show_error (self, error->message);
      return NULL;
    }
  app = gtk_window_get_application (GTK_WINDOW (self));
  window = tess_window_new (TESS_IS_APPLICATION (app) ? TESS_APPLICATION (app) : NULL);
  tess_window_set_game (window, game, NULL);
  gtk_window_present (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (self));
  return GTK_WINDOW (window);
}

static void
start_clicked (TessNewGameDialog *self)
{
  tess_new_game_dialog_start (self);
}

static void
tess_new_game_dialog_dispose (GObject *object)
{
  TessNewGameDialog *self = TESS_NEW_GAME_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TESS_TYPE_NEW_GAME_DIALOG);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tess_new_game_dialog_parent_class)->dispose (object);
}

static void
tess_new_game_dialog_class_init (TessNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tess_new_game_dialog_dispose;

  g_type_ensure (TESS_TYPE_TILE_SET_CHOOSER);
  g_type_ensure (TESS_TYPE_EXPANSIONS_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tesseragame/Tessera/tess-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TessNewGameDialog, players_group);
  gtk_widget_class_bind_template_child (widget_class, TessNewGameDialog, players_spin);
  gtk_widget_class_bind_template_child (widget_class, TessNewGameDialog, tileset_chooser);
  gtk_widget_class_bind_template_child (widget_class, TessNewGameDialog, expansions_group);
  gtk_widget_class_bind_template_child (widget_class, TessNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, TessNewGameDialog, farm_row);
  gtk_widget_class_bind_template_child (widget_class, TessNewGameDialog, small_city_switch);
  gtk_widget_class_bind_template_child (widget_class, TessNewGameDialog, incomplete_switch);
  gtk_widget_class_bind_template_child (widget_class, TessNewGameDialog, followers_spin);
  gtk_widget_class_bind_template_child (widget_class, TessNewGameDialog, hand_spin);
  gtk_widget_class_bind_template_child (widget_class, TessNewGameDialog, unplaceable_row);
  gtk_widget_class_bind_template_child (widget_class, TessNewGameDialog, house_expander);
  gtk_widget_class_bind_template_child (widget_class, TessNewGameDialog, first_row);
  gtk_widget_class_bind_template_child (widget_class, TessNewGameDialog, draw_early_switch);
  gtk_widget_class_bind_template_child (widget_class, TessNewGameDialog, hole_switch);
  gtk_widget_class_bind_template_child (widget_class, TessNewGameDialog, table_switch);
  gtk_widget_class_bind_template_child (widget_class, TessNewGameDialog, table_width_spin);
  gtk_widget_class_bind_template_child (widget_class, TessNewGameDialog, table_height_spin);
  gtk_widget_class_bind_template_child (widget_class, TessNewGameDialog, edges_switch);
  gtk_widget_class_bind_template_child (widget_class, TessNewGameDialog, seed_row);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked);
  gtk_widget_class_bind_template_callback (widget_class, players_changed);
  gtk_widget_class_bind_template_callback (widget_class, farm_changed);
  gtk_widget_class_bind_template_callback (widget_class, house_changed);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tess_new_game_dialog_init (TessNewGameDialog *self)
{
  g_autoptr(GtkStringList) colors = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  set_choices (self->farm_row, "farm_scoring");
  set_choices (self->unplaceable_row, "unplaceable");
  set_choices (self->first_row, "first_player");
  g_object_bind_property (self->tileset_chooser, "can-start", self->start_button, "sensitive",
                          G_BINDING_SYNC_CREATE);

  for (int c = 0; c < TESS_N_COLORS; c++)
    gtk_string_list_append (colors, tess_color_display_name (c));
  gtk_string_list_append (kinds, _("Person"));
  gtk_string_list_append (kinds, _("Computer, easy"));
  gtk_string_list_append (kinds, _("Computer, medium"));
  gtk_string_list_append (kinds, _("Computer, hard"));

  for (guint seat = 0; seat < N_SEATS; seat++)
    {
      g_autofree char *title = g_strdup_printf (_("Player %u"), seat + 1);
      g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
      /* A row with an entry, not an AdwEntryRow: libadwaita 1.2's entry
       * row never tells screen readers it has the focus. */
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *entry = gtk_entry_new ();
      GtkWidget *color = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (colors)), NULL);
      GtkWidget *kind = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (kinds)), NULL);

      g_signal_connect (factory, "setup", G_CALLBACK (color_setup), NULL);
      g_signal_connect (factory, "bind", G_CALLBACK (color_bind), NULL);
      gtk_drop_down_set_factory (GTK_DROP_DOWN (color), factory);
      gtk_widget_set_valign (color, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (color, _("Colour"));
      g_object_set_data (G_OBJECT (color), "seat", GUINT_TO_POINTER (seat));
      g_signal_connect (color, "notify::selected", G_CALLBACK (color_changed), self);

      gtk_widget_set_valign (kind, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (kind, _("Who plays this seat"));

      /* The seat's name is a label of its own, not the row's title,
       * which wraps ("Play-/er 2") when the row is narrow: this one
       * never does, and the name field gives way to it. */
      {
        GtkWidget *seat_label = gtk_label_new (title);

        gtk_label_set_wrap (GTK_LABEL (seat_label), FALSE);
        gtk_label_set_xalign (GTK_LABEL (seat_label), 0.0);
        adw_action_row_add_prefix (ADW_ACTION_ROW (row), seat_label);
        gtk_accessible_update_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                        seat_label, NULL, -1);
      }
      /* A record holds names up to this length, and no longer. */
      gtk_entry_set_max_length (GTK_ENTRY (entry), TESS_MAX_TEXT_CHARS);
      gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
      gtk_widget_set_hexpand (entry, TRUE);
      /* Narrow at the least, so that the seat's name keeps its line. */
      gtk_editable_set_width_chars (GTK_EDITABLE (entry), 4);
      {
        /* Translators: a player's name field, as a screen reader says it. */
        g_autofree char *label = g_strdup_printf (_("Name of player %u"), seat + 1);

        gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      }
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), entry);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), entry);
      /* Named by its label alone, not by the row's title after it. */
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), color);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), kind);
      adw_preferences_group_add (self->players_group, row);

      self->seat_rows[seat] = ADW_ACTION_ROW (row);
      self->seat_entries[seat] = GTK_ENTRY (entry);
      self->color_drops[seat] = GTK_DROP_DOWN (color);
      self->kind_drops[seat] = GTK_DROP_DOWN (kind);
    }
}

TessNewGameDialog *
tess_new_game_dialog_new (GSettings *settings)
{
  TessNewGameDialog *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (TESS_TYPE_NEW_GAME_DIALOG, NULL);
  self->settings = g_object_ref (settings);
  load_settings (self);
  return self;
}

/* The record of a new game on @sets, with the players and rules of the
 * settings. */
static TessRecord *
record_with_sets (GSettings  *settings,
                  GPtrArray  *sets,
                  GError    **error)
{
  g_auto(GStrv) names = g_settings_get_strv (settings, "player-names");
  g_auto(GStrv) color_ids = g_settings_get_strv (settings, "player-colors");
  g_auto(GStrv) seat_kinds = g_settings_get_strv (settings, "player-kinds");
  g_autofree char *seed = g_settings_get_string (settings, "seed");
  g_autoptr(TessRecord) record = NULL;
  const char *seat_names[TESS_MAX_PLAYERS];
  TessColor colors[TESS_MAX_PLAYERS];
  int kinds[TESS_MAX_PLAYERS];
  guint used = 0;
  TessRules rules;
  int n_players;

  if (!tess_tile_set_chooser_check_sets (sets, error))
    return NULL;

  n_players = CLAMP (g_settings_get_int (settings, "players"), 2, TESS_MAX_PLAYERS);

  /* Through the rules API: the UI writes no field of TessRules. The
   * River comes with its set, as the record adds it. */
  tess_rules_from_settings (&rules, settings);
  if (!tess_rules_set (&rules, "river", "false", error))
    return NULL;
  if (!tess_expansions_rules_from_settings (&rules, settings, error))
    return NULL;

  for (int p = 0; p < n_players; p++)
    {
      int color = p < (int) g_strv_length (color_ids) ? tess_color_from_name (color_ids[p]) : -1;
      const char *kind = p < (int) g_strv_length (seat_kinds) ? seat_kinds[p] : "human";

      /* A colour missing or taken: the first free one. */
      if (color < 0 || (used & (1u << color)))
        for (color = 0; used & (1u << color); color++)
          ;
      used |= 1u << color;
      colors[p] = color;

      seat_names[p] = p < (int) g_strv_length (names) ? names[p] : "";
      if (g_strcmp0 (kind, "easy") == 0)
        kinds[p] = TESS_AI_EASY;
      else if (g_strcmp0 (kind, "medium") == 0)
        kinds[p] = TESS_AI_MEDIUM;
      else if (g_strcmp0 (kind, "hard") == 0)
        kinds[p] = TESS_AI_HARD;
      else
        kinds[p] = TESS_AI_NONE;
    }

  record = tess_game_new_record (&rules, n_players, seat_names, colors, kinds, seed, error);
  if (record == NULL)
    return NULL;
  /* The sets chosen instead of the base game: custom sets are embedded
   * whole (only built-in ones are named by id), so the record plays on
   * any machine. */
  g_ptr_array_set_size (record->tilesets, 0);
  for (guint i = 0; i < sets->len; i++)
    tess_record_add_tile_set (record, g_ptr_array_index (sets, i));
  /* The expansions bring their tiles, shuffled in with the sets chosen. */
  if (!tess_record_add_expansion_sets (record, error))
    return NULL;
  return g_steal_pointer (&record);
}

/**
 * tess_new_game_dialog_record_from_settings:
 * @settings: the application's settings, where the dialog keeps them
 *
 * The settings of the "New Game" dialog, as a record: its tile sets are
 * read from the files chosen and embedded.
 *
 * Returns: (transfer full) (nullable): the record of the new game
 */
TessRecord *
tess_new_game_dialog_record_from_settings (GSettings  *settings,
                                           GError    **error)
{
  g_autoptr(GPtrArray) sets = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  sets = tess_tile_set_chooser_load_settings (settings, error);
  if (sets == NULL)
    return NULL;
  return record_with_sets (settings, sets, error);
}

static void
sets_read (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(GPtrArray) sets = NULL;
  GError *error = NULL;
  TessRecord *record = NULL;

  sets = tess_tile_set_chooser_load_settings_finish (result, &error);
  if (sets != NULL)
    record = record_with_sets (g_task_get_task_data (task), sets, &error);
  if (record == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, record, (GDestroyNotify) tess_record_unref);
}

/**
 * tess_new_game_dialog_record_from_settings_async:
 *
 * tess_new_game_dialog_record_from_settings() with the tile sets read
 * in a worker thread (a set may be 16 MiB); the rest from the settings
 * as they are once the sets are read.
 */
void
tess_new_game_dialog_record_from_settings_async (GSettings           *settings,
                                                 GCancellable        *cancellable,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (G_IS_SETTINGS (settings));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, tess_new_game_dialog_record_from_settings_async);
  g_task_set_task_data (task, g_object_ref (settings), g_object_unref);
  tess_tile_set_chooser_load_settings_async (settings, cancellable, sets_read, task);
}

/* Returns: (transfer full) (nullable): the record, or %NULL with @error */
TessRecord *
tess_new_game_dialog_record_from_settings_finish (GAsyncResult  *result,
                                                  GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/**
 * tess_new_game_dialog_build_record:
 *
 * The record of the game the dialog would start, on the sets as the
 * dialog holds them (a set handed over by the editor, unsaved, too), with
 * the players and rules as saved by tess_new_game_dialog_apply().
 *
 * Returns: (transfer full) (nullable): the record
 */
TessRecord *
tess_new_game_dialog_build_record (TessNewGameDialog  *self,
                                   GError            **error)
{
  g_autoptr(GPtrArray) sets = NULL;

  g_return_val_if_fail (TESS_IS_NEW_GAME_DIALOG (self), NULL);

  sets = tess_tile_set_chooser_dup_chosen_sets (self->tileset_chooser);
  return record_with_sets (self->settings, sets, error);
}

TessTileSetChooser *
tess_new_game_dialog_get_chooser (TessNewGameDialog *self)
{
  g_return_val_if_fail (TESS_IS_NEW_GAME_DIALOG (self), NULL);

  return self->tileset_chooser;
}

/**
 * tess_new_game_dialog_choose_set:
 * @set: a tile set, as the editor holds it
 * @file: (nullable): the file that holds @set as it is
 *
 * Chooses @set alone (with the base game when it has no start tile): what
 * the editor's Play With This Set does.
 */
void
tess_new_game_dialog_choose_set (TessNewGameDialog *self,
                                 TessTileSetData   *set,
                                 GFile             *file)
{
  g_return_if_fail (TESS_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (set != NULL);

  tess_tile_set_chooser_choose_set (self->tileset_chooser, set, file);
}
