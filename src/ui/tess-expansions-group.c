/* tess-expansions-group.c: New Game's Expansions, read from the rules table
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything shown comes from the rules table of core (tess-rules.h):
 * one row with a check button for each expansion the rule "expansions"
 * names, and under it a row with a switch for each figure its module
 * brings (the rules of kind count, 0 or 1, whose module is that
 * expansion: "big_follower"). Checking an expansion switches its figures
 * on, as a record that leaves them out gets them (DESIGN.md §8); a figure
 * may also be played without its expansion's tiles, as a house rule.
 */

#define G_LOG_DOMAIN "tess-new-game-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-expansions-group.h"
#include "tess-follower-swatch.h"

struct _TessExpansionsGroup
{
  AdwPreferencesGroup parent_instance;

  GHashTable *checks;     /* expansion id -> GtkCheckButton */
  GHashTable *switches;   /* rule key -> GtkSwitch */
  GHashTable *modules;    /* rule key -> its expansion id (owned by the table) */
};

G_DEFINE_FINAL_TYPE (TessExpansionsGroup, tess_expansions_group, ADW_TYPE_PREFERENCES_GROUP)

/* A rule that gives each player a figure: a count from 0 to 1, brought
 * by a module. */
static gboolean
is_figure_rule (const TessRuleInfo *info,
                const char         *module)
{
  return info->kind == TESS_RULE_KIND_INT && info->min == 0 && info->max == 1
         && g_strcmp0 (info->module, module) == 0;
}

/* A row's title and subtitle, which libadwaita reads as markup: the
 * names hold an ampersand (“Inns & Cathedrals”). */
static void
set_text (GtkWidget  *row,
          const char *title,
          const char *subtitle)
{
  g_autofree char *t = g_markup_escape_text (title, -1);
  g_autofree char *s = g_markup_escape_text (subtitle, -1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), t);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), s);
}

static void
check_toggled (GtkCheckButton      *check,
               GParamSpec          *pspec,
               TessExpansionsGroup *self)
{
  const char *id = g_object_get_data (G_OBJECT (check), "expansion");
  gboolean active = gtk_check_button_get_active (check);
  GHashTableIter iter;
  gpointer key, value;

  /* Its figures come with it, and go with it. */
  g_hash_table_iter_init (&iter, self->modules);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (g_strcmp0 (value, id) == 0)
      {
        GtkSwitch *sw = g_hash_table_lookup (self->switches, key);

        /* A figure the other rules leave out stays off. */
        gtk_switch_set_active (sw, active && gtk_widget_get_sensitive (GTK_WIDGET (sw)));
      }
}

static void
add_figure_row (TessExpansionsGroup *self,
                const TessRuleInfo  *info,
                const char          *module)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();
  /* A figure that counts for more is drawn larger than a follower. */
  GtkWidget *figure = tess_follower_swatch_new (0, 26, 30);

  gtk_widget_set_valign (figure, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start (figure, 24);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), figure);
  set_text (row, _(info->label), _(info->description));
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, _(info->label),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _(info->description), -1);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  /* Named by its own label, not also by the row's title, or a screen
   * reader says the name twice. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_widget_set_name (row, info->key);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row);

  g_hash_table_insert (self->switches, (gpointer) info->key, sw);
  g_hash_table_insert (self->modules, (gpointer) info->key, (gpointer) module);
}

/* The i-th expansion of the rules table: its check button, its name and
 * line, and a row for each figure it brings. */
static void
add_expansion (TessExpansionsGroup *self,
               guint                i)
{
  const char *id = tess_rules_expansion_id (i);
  const char * const *figures = tess_rules_expansion_figures (i);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();

  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  set_text (row, _(tess_rules_expansion_label (i)), _(tess_rules_expansion_description (i)));
  /* Named as the row, without its markup. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _(tess_rules_expansion_label (i)),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _(tess_rules_expansion_description (i)), -1);
  gtk_widget_set_name (row, id);
  g_object_set_data (G_OBJECT (check), "expansion", (gpointer) id);
  g_signal_connect (check, "notify::active", G_CALLBACK (check_toggled), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row);
  g_hash_table_insert (self->checks, (gpointer) id, check);

  for (guint k = 0; figures[k] != NULL; k++)
    {
      const TessRuleInfo *info = tess_rules_info (figures[k]);

      if (info != NULL && is_figure_rule (info, info->module))
        add_figure_row (self, info, id);
    }
}

static void
tess_expansions_group_finalize (GObject *object)
{
  TessExpansionsGroup *self = TESS_EXPANSIONS_GROUP (object);

  g_hash_table_unref (self->checks);
  g_hash_table_unref (self->switches);
  g_hash_table_unref (self->modules);

  G_OBJECT_CLASS (tess_expansions_group_parent_class)->finalize (object);
}

static void
tess_expansions_group_class_init (TessExpansionsGroupClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tess_expansions_group_finalize;
}

static void
tess_expansions_group_init (TessExpansionsGroup *self)
{
  const TessRuleInfo *list = tess_rules_info ("expansions");

  self->checks = g_hash_table_new (g_str_hash, g_str_equal);
  self->switches = g_hash_table_new (g_str_hash, g_str_equal);
  self->modules = g_hash_table_new (g_str_hash, g_str_equal);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self), _(list->label));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self), _(list->description));
  for (guint i = 0; i < tess_rules_n_expansions (); i++)
    add_expansion (self, i);
  /* None built in: nothing to choose, nothing shown. */
  gtk_widget_set_visible (GTK_WIDGET (self), tess_rules_n_expansions () > 0);
}

GtkWidget *
tess_expansions_group_new (void)
{
  return g_object_new (TESS_TYPE_EXPANSIONS_GROUP, NULL);
}

GtkCheckButton *
tess_expansions_group_get_check (TessExpansionsGroup *self,
                                 const char          *expansion)
{
  g_return_val_if_fail (TESS_IS_EXPANSIONS_GROUP (self), NULL);

  return g_hash_table_lookup (self->checks, expansion);
}

GtkSwitch *
tess_expansions_group_get_switch (TessExpansionsGroup *self,
                                  const char          *rule)
{
  g_return_val_if_fail (TESS_IS_EXPANSIONS_GROUP (self), NULL);

  return g_hash_table_lookup (self->switches, rule);
}

void
tess_expansions_group_set_figure_allowed (TessExpansionsGroup *self,
                                          const char          *rule,
                                          gboolean             allowed)
{
  GtkSwitch *sw;
  GtkCheckButton *check;
  GtkWidget *row;

  g_return_if_fail (TESS_IS_EXPANSIONS_GROUP (self));

  sw = g_hash_table_lookup (self->switches, rule);
  if (sw == NULL || gtk_widget_get_sensitive (GTK_WIDGET (sw)) == (allowed != FALSE))
    return;
  check = g_hash_table_lookup (self->checks, g_hash_table_lookup (self->modules, rule));
  row = gtk_widget_get_ancestor (GTK_WIDGET (sw), ADW_TYPE_ACTION_ROW);
  gtk_widget_set_sensitive (GTK_WIDGET (sw), allowed);
  gtk_switch_set_active (sw, allowed && check != NULL && gtk_check_button_get_active (check));
  gtk_widget_set_tooltip_text (row, allowed ? NULL
                               : _("Not played with the first edition’s farm scoring"));
}

void
tess_expansions_group_load (TessExpansionsGroup *self,
                            GSettings           *settings)
{
  g_auto(GStrv) expansions = g_settings_get_strv (settings, "expansions");
  g_auto(GStrv) figures = g_settings_get_strv (settings, "figures");
  GHashTableIter iter;
  gpointer key, value;

  g_return_if_fail (TESS_IS_EXPANSIONS_GROUP (self));

  /* The expansions first: checking one switches its figures on, which
   * the figures' own settings then correct. */
  g_hash_table_iter_init (&iter, self->checks);
  while (g_hash_table_iter_next (&iter, &key, &value))
    gtk_check_button_set_active (value, g_strv_contains ((const char * const *) expansions, key));
  g_hash_table_iter_init (&iter, self->switches);
  while (g_hash_table_iter_next (&iter, &key, &value))
    gtk_switch_set_active (value, g_strv_contains ((const char * const *) figures, key));
}

void
tess_expansions_group_apply (TessExpansionsGroup *self,
                             GSettings           *settings)
{
  g_autoptr(GStrvBuilder) expansions = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) figures = g_strv_builder_new ();
  const TessRuleInfo *list = tess_rules_info ("expansions");
  g_auto(GStrv) chosen = NULL;
  g_auto(GStrv) on = NULL;

  g_return_if_fail (TESS_IS_EXPANSIONS_GROUP (self));

  /* In the table's order, so that the settings read the same each time. */
  for (guint i = 0; list->choices[i] != NULL; i++)
    {
      GtkCheckButton *check = g_hash_table_lookup (self->checks, list->choices[i]);

      if (check != NULL && gtk_check_button_get_active (check))
        g_strv_builder_add (expansions, list->choices[i]);
    }
  for (guint r = 0; r < tess_rules_n_infos (); r++)
    {
      GtkSwitch *sw = g_hash_table_lookup (self->switches, tess_rules_nth_info (r)->key);

      if (sw != NULL && gtk_switch_get_active (sw))
        g_strv_builder_add (figures, tess_rules_nth_info (r)->key);
    }
  chosen = g_strv_builder_end (expansions);
  on = g_strv_builder_end (figures);
  g_settings_set_strv (settings, "expansions", (const char * const *) chosen);
  g_settings_set_strv (settings, "figures", (const char * const *) on);
}

/* Whether @info is the rule of a figure an expansion brings (built in
 * or not yet: its figure may be played as a house rule). */
static gboolean
is_expansion_figure (const TessRuleInfo *info)
{
  static const char * const not_expansions[] = { "base", "river", "house", NULL };

  return !g_strv_contains (not_expansions, info->module) && is_figure_rule (info, info->module);
}

/**
 * tess_expansions_rules_from_settings:
 *
 * The rule "expansions" from the setting of that name, then each rule of
 * an expansion's figure, 1 when "figures" names it and 0 when not (a
 * player may leave a figure out of its expansion): the record writes
 * them, so that a game reopened plays the same.
 */
gboolean
tess_expansions_rules_from_settings (TessRules  *rules,
                                     GSettings  *settings,
                                     GError    **error)
{
  g_auto(GStrv) expansions = g_settings_get_strv (settings, "expansions");
  g_auto(GStrv) figures = g_settings_get_strv (settings, "figures");
  g_autofree char *list = g_strjoinv (",", expansions);

  if (!tess_rules_set (rules, "expansions", list, error))
    return FALSE;
  for (guint r = 0; r < tess_rules_n_infos (); r++)
    {
      const TessRuleInfo *info = tess_rules_nth_info (r);
      gboolean on = g_strv_contains ((const char * const *) figures, info->key);

      if (is_expansion_figure (info) && !tess_rules_set (rules, info->key, on ? "1" : "0", error))
        return FALSE;
    }
  return TRUE;
}
