/* tess-accessible.c: what screen readers are told, where GTK 4.8 needs help
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 names a button whose label has a mnemonic by both its raw label
 * and the text of the label inside it, which points back at the button:
 * a screen reader says "_Play from Here Play from Here". The buttons of a
 * tree are named here by their label without the underscore, once their
 * labels are set; and the close button of libadwaita's toasts, which has
 * only an icon, is named "Close".
 *
 * The same for what libadwaita 1.2 builds inside its rows: the icon of an
 * entry row or the arrow of a combo row (decoration: hidden), the list of
 * a combo row (named by the row), and a drop-down named only by its
 * tooltip (named by it). Dialogs whose rows come and go are fixed again
 * each time the focus moves (tess_accessible_watch_window()).
 */

#define G_LOG_DOMAIN "tess-accessible"

#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "tess-accessible.h"

/* "_Play from Here" → "Play from Here"; "__" stays one underscore. */
char *
tess_accessible_strip_mnemonic (const char *label)
{
  GString *out;

  if (label == NULL)
    return NULL;

  out = g_string_sized_new (strlen (label));
  for (const char *p = label; *p != '\0'; p++)
    {
      if (*p == '_')
        {
          if (p[1] == '_')
            {
              g_string_append_c (out, '_');
              p++;
            }
          continue;
        }
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

static void
name_button (GtkButton *button)
{
  const char *label = gtk_button_get_label (button);
  g_autofree char *name = NULL;

  /* libadwaita 1.2's toasts have a close button with only an icon. */
  if (label == NULL && g_strcmp0 (gtk_button_get_icon_name (button), "window-close-symbolic") == 0)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Close"),
                                      -1);
      return;
    }
  /* libadwaita 1.2's password row shows the password with an icon whose
   * tooltip ("Show Text", "Hide Text") GTK 4.8 gives only as its
   * description. */
  if (label == NULL && gtk_widget_get_tooltip_text (GTK_WIDGET (button)) != NULL
      && gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_PASSWORD_ENTRY_ROW) != NULL)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      gtk_widget_get_tooltip_text (GTK_WIDGET (button)), -1);
      return;
    }
  if (label == NULL || !gtk_button_get_use_underline (button))
    return;

  name = tess_accessible_strip_mnemonic (label);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

static GtkWidget *
first_label (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *label = first_label (child);

      if (label != NULL)
        return label;
    }
  return NULL;
}

/* A row's title as a person would say it, without its mnemonic. */
static void
label_by_row_title (GtkWidget         *widget,
                    AdwPreferencesRow *row)
{
  g_autofree char *title = tess_accessible_strip_mnemonic (adw_preferences_row_get_title (row));

  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
}

/* A drop-down named by its tooltip and the value it shows ("Colour:
 * Yellow"): GTK 4.8 says neither its value nor that it changed. */
static void
name_drop_down (GtkDropDown *drop)
{
  const char *label = gtk_widget_get_tooltip_text (GTK_WIDGET (drop));
  gpointer item = gtk_drop_down_get_selected_item (drop);
  g_autofree char *name = NULL;

  if (GTK_IS_STRING_OBJECT (item))
    /* Translators: a drop-down as a screen reader says it: its name and
     * the value it shows, "Colour: Yellow". */
    name = g_strdup_printf (_("%1$s: %2$s"), label, gtk_string_object_get_string (item));
  else
    name = g_strdup (label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  /* The button inside is what takes the focus. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (drop)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TOGGLE_BUTTON (child))
      gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static void
fix_widget (GtkWidget *widget,
            AdwPreferencesRow *row)
{
  /* libadwaita 1.2 names neither an expander row nor the list of the
   * rows it holds. */
  if (ADW_IS_EXPANDER_ROW (widget))
    label_by_row_title (widget, row);
  else if (GTK_IS_LIST_BOX (widget) && row != NULL && ADW_IS_EXPANDER_ROW (row))
    label_by_row_title (widget, row);
  /* The list of a group without a title: named by the window's. */
  else if (GTK_IS_LIST_BOX (widget) && row == NULL)
    {
      GtkWidget *group = gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_GROUP);
      GtkRoot *root = gtk_widget_get_root (widget);

      if (group != NULL && adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group))[0] == '\0'
          && GTK_IS_WINDOW (root) && gtk_window_get_title (GTK_WINDOW (root)) != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        gtk_window_get_title (GTK_WINDOW (root)), -1);
    }
  /* The window's own buttons in its header bar (Close): GTK keeps them out
   * of the focus chain, and a keyboard never reached them. */
  else if (GTK_IS_BUTTON (widget) && gtk_widget_get_ancestor (widget, GTK_TYPE_WINDOW_CONTROLS) != NULL)
    {
      /* The controls themselves turn the focus away too. */
      for (GtkWidget *w = gtk_widget_get_parent (widget); w != NULL && !GTK_IS_WINDOW (w);
           w = gtk_widget_get_parent (w))
        {
          gtk_widget_set_can_focus (w, TRUE);
          if (GTK_IS_WINDOW_CONTROLS (w))
            break;
        }
      gtk_widget_set_can_focus (widget, TRUE);
      gtk_widget_set_focusable (widget, TRUE);
    }
  else if (GTK_IS_BUTTON (widget))
    name_button (GTK_BUTTON (widget));
  else if (GTK_IS_DROP_DOWN (widget) && gtk_widget_get_tooltip_text (widget) != NULL)
    {
      name_drop_down (GTK_DROP_DOWN (widget));
      /* Named again as its value changes. */
      if (g_object_get_data (G_OBJECT (widget), "tess-accessible-named") == NULL)
        {
          g_object_set_data (G_OBJECT (widget), "tess-accessible-named", GINT_TO_POINTER (TRUE));
          g_signal_connect (widget, "notify::selected", G_CALLBACK (name_drop_down), NULL);
        }
    }
  else if (row != NULL && GTK_IS_IMAGE (widget) && gtk_widget_get_tooltip_text (widget) == NULL)
    gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  else if (row != NULL && GTK_IS_LIST_VIEW (widget))
    {
      g_autofree char *title = tess_accessible_strip_mnemonic (adw_preferences_row_get_title (row));

      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      /* Its items, by the text they show. */
      for (GtkWidget *item = gtk_widget_get_first_child (widget); item != NULL;
           item = gtk_widget_get_next_sibling (item))
        {
          GtkWidget *label = first_label (item);

          if (label != NULL)
            gtk_accessible_update_property (GTK_ACCESSIBLE (item), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                            gtk_label_get_text (GTK_LABEL (label)), -1);
        }
    }
}

/* What AdwPreferencesWindow builds around the pages: its view switchers
 * (their icons are decoration: each tab has the page's title), its
 * search entry and the list of what the search found. */
static void
fix_preferences_insides (GtkWidget           *widget,
                         gboolean             in_switcher,
                         AdwPreferencesGroup *group)
{
  if (ADW_IS_VIEW_SWITCHER (widget))
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Pages"), -1);
      in_switcher = TRUE;
    }
  else if (in_switcher && GTK_IS_IMAGE (widget))
    gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  else if (GTK_IS_SEARCH_ENTRY (widget))
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Search Preferences"), -1);
  else if (GTK_IS_LIST_BOX (widget) && group == NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Search Results"), -1);
  /* A group's list of rows is named by the group's title, when it has
   * one; else by the window's. */
  else if (GTK_IS_LIST_BOX (widget) && adw_preferences_group_get_title (group)[0] == '\0')
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    gtk_window_get_title (GTK_WINDOW (gtk_widget_get_root (widget))), -1);
  if (ADW_IS_PREFERENCES_GROUP (widget))
    group = ADW_PREFERENCES_GROUP (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    fix_preferences_insides (child, in_switcher, group);
}

static void
fix_tree (GtkWidget         *widget,
          AdwPreferencesRow *row)
{
  if (ADW_IS_PREFERENCES_ROW (widget))
    row = ADW_PREFERENCES_ROW (widget);
  fix_widget (widget, row);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    fix_tree (child, row);
}

/* Every button with a mnemonic under @root (and @root itself) named by
 * its label as a person would say it; libadwaita's insides named or
 * hidden (see above). */
void
tess_accessible_name_buttons (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  fix_tree (root, NULL);
  if (ADW_IS_PREFERENCES_WINDOW (root))
    fix_preferences_insides (root, FALSE, NULL);
}

static void
on_focus_moved (GtkWindow *window)
{
  tess_accessible_name_buttons (GTK_WIDGET (window));
}

/* A window (a dialog) whose names are fixed now, and again when the
 * focus moves: rows added later are fixed before a screen reader gets
 * to them. */
void
tess_accessible_watch_window (GtkWindow *window)
{
  g_return_if_fail (GTK_IS_WINDOW (window));

  tess_accessible_name_buttons (GTK_WIDGET (window));
  g_signal_connect (window, "notify::focus-widget", G_CALLBACK (on_focus_moved), NULL);
}
