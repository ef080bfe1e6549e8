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
 *
 * GTK 4.8 names an object nobody named by its type
 * (gtk_at_context_get_name_accumulate() in gtk/gtkatcontext.c): a
 * container says "GtkOverlay", a stack page "GtkStackPage", and an icon
 * button, which GTK labels by its hidden GtkImage, "GtkImage Zoom In".
 * An empty label is a name too: the containers get one; icon buttons
 * lose the relation and are named by their tooltip. A settings row
 * whose control takes the focus is no Tab stop of its own, and an
 * activatable row takes Return itself rather than the dialog's default
 * button. Every window is watched (tess_accessible_watch_windows()).
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
name_button (GtkButton *button);

/* The roles GTK 4.8 gives no type name (is_structural_role() of
 * gtkatcontext.c), and those it leaves out of the tree. */
static gboolean
is_structural_role (GtkAccessibleRole role)
{
  switch ((int) role)
    {
    case GTK_ACCESSIBLE_ROLE_FORM:
    case GTK_ACCESSIBLE_ROLE_GROUP:
    case GTK_ACCESSIBLE_ROLE_GENERIC:
    case GTK_ACCESSIBLE_ROLE_LANDMARK:
    case GTK_ACCESSIBLE_ROLE_LIST_ITEM:
    case GTK_ACCESSIBLE_ROLE_REGION:
    case GTK_ACCESSIBLE_ROLE_SEARCH:
    case GTK_ACCESSIBLE_ROLE_SEPARATOR:
    case GTK_ACCESSIBLE_ROLE_NONE:
    case GTK_ACCESSIBLE_ROLE_PRESENTATION:
      return TRUE;
    default:
      return FALSE;
    }
}

/* An object with neither a label nor a labelling object is named by its
 * type: an empty label instead, which a screen reader passes over. A
 * control left so is found unnamed by the tests. */
static void
quiet_type_name (GtkAccessible *accessible)
{
  /* A window's accessible asked for before it is shown keeps the role
   * of a plain widget ("filler" for a dialog): windows have titles. */
  if (GTK_IS_ROOT (accessible))
    return;
  if (is_structural_role (gtk_accessible_get_accessible_role (accessible)))
    return;
  if (gtk_test_accessible_has_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL)
      || gtk_test_accessible_has_relation (accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    return;
  gtk_accessible_update_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
}

/* The tooltip without the shortcut it ends with: "Zoom In (+)" → "Zoom In". */
static char *
tooltip_name (GtkWidget *widget)
{
  const char *tooltip = gtk_widget_get_tooltip_text (widget);
  const char *paren;

  if (tooltip == NULL || tooltip[0] == '\0')
    return NULL;
  paren = g_str_has_suffix (tooltip, ")") ? strrchr (tooltip, '(') : NULL;
  if (paren != NULL && paren > tooltip && paren[-1] == ' ')
    return g_strstrip (g_strndup (tooltip, paren - tooltip));
  return g_strdup (tooltip);
}

static void
on_icon_changed (GtkButton *button)
{
  /* gtk_button_set_icon_name() labels the button by its image again. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

static void
on_label_changed (GtkButton *button)
{
  name_button (button);
}

/* A button that shows only an icon: GTK 4.8 labels it by the GtkImage,
 * whose name is its type name. Named by its tooltip instead, unless it
 * has a name of its own. */
static void
name_icon_button (GtkButton *button)
{
  g_autofree char *name = NULL;

  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  if (g_object_get_data (G_OBJECT (button), "tess-accessible-icon") == NULL)
    {
      g_object_set_data (G_OBJECT (button), "tess-accessible-icon", GINT_TO_POINTER (TRUE));
      g_signal_connect (button, "notify::icon-name", G_CALLBACK (on_icon_changed), NULL);
    }
  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return;
  name = tooltip_name (GTK_WIDGET (button));
  if (name != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* Whether a control under @widget, shown, takes the focus. */
static gboolean
has_focusable_control (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_visible (child) || !gtk_widget_get_sensitive (child) || GTK_IS_POPOVER (child))
        continue;
      /* An empty list takes no focus in GTK 4.8, whatever it says. */
      if (GTK_IS_LIST_VIEW (child)
          && (gtk_list_view_get_model (GTK_LIST_VIEW (child)) == NULL
              || g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (child)))) == 0))
        continue;
      if (gtk_widget_get_focusable (child) && gtk_widget_get_can_focus (child))
        return TRUE;
      if (has_focusable_control (child))
        return TRUE;
    }
  return FALSE;
}

/* A row of settings whose control takes the focus (a switch, a spin
 * button, a text field) is no stop of its own: Tab goes to the control,
 * which says the row's title. An activatable row takes Return: it does
 * not start what the dialog's default button starts. */
static void
fix_row_focus (GtkListBoxRow *row)
{
  /* A change of focusability tells AT-SPI at once, which makes the
   * accessibles of a window not yet shown: its own would keep the role
   * of a plain widget. Done when it shows. */
  if (!ADW_IS_PREFERENCES_ROW (row) || ADW_IS_EXPANDER_ROW (row) || !gtk_widget_get_realized (GTK_WIDGET (row)))
    return;
  if (has_focusable_control (GTK_WIDGET (row)))
    gtk_widget_set_focusable (GTK_WIDGET (row), FALSE);
  else if (gtk_list_box_row_get_activatable (row))
    gtk_widget_set_receives_default (GTK_WIDGET (row), TRUE);
}

static void
update_expanded (AdwExpanderRow *expander,
                 GParamSpec     *pspec,
                 GtkWidget      *header)
{
  gtk_accessible_update_state (GTK_ACCESSIBLE (header), GTK_ACCESSIBLE_STATE_EXPANDED,
                               adw_expander_row_get_expanded (expander), -1);
}

/* libadwaita 1.2's expander row says neither that it expands nor
 * whether it is expanded: its header row (what takes the focus) says
 * both, and takes Return. */
static void
fix_expander (AdwExpanderRow *expander)
{
  GtkWidget *header = NULL;

  if (g_object_get_data (G_OBJECT (expander), "tess-accessible-expander") != NULL)
    return;
  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (expander)); w != NULL && header == NULL;
       w = gtk_widget_get_first_child (w))
    if (ADW_IS_ACTION_ROW (w))
      header = w;
  if (header == NULL)
    return;
  g_object_set_data (G_OBJECT (expander), "tess-accessible-expander", header);
  gtk_widget_set_receives_default (header, TRUE);
  update_expanded (expander, NULL, header);
  g_signal_connect_object (expander, "notify::expanded", G_CALLBACK (update_expanded), header, 0);
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
      name_icon_button (button);
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
  if (label == NULL && gtk_button_get_icon_name (button) != NULL)
    {
      name_icon_button (button);
      return;
    }
  if (label == NULL || !gtk_button_get_use_underline (button))
    return;

  if (g_object_get_data (G_OBJECT (button), "tess-accessible-label") == NULL)
    {
      g_object_set_data (G_OBJECT (button), "tess-accessible-label", GINT_TO_POINTER (TRUE));
      g_signal_connect (button, "notify::label", G_CALLBACK (on_label_changed), NULL);
    }
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

/* What GtkShortcutsWindow builds without a name: its search entry, its
 * search button, the menu of its sections and the buttons of its pages
 * ("_1", "_2"). */
static void
fix_shortcuts_window (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  if (GTK_IS_SEARCH_ENTRY (widget))
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Search Shortcuts"), -1);
  else if (GTK_IS_TOGGLE_BUTTON (widget) && !GTK_IS_MENU_BUTTON (parent)
           && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), "edit-find-symbolic") == 0)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Search Shortcuts"), -1);
  else if (GTK_IS_MENU_BUTTON (widget))
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    C_("shortcut window", "Sections"), -1);
  else if (GTK_IS_STACK_SWITCHER (parent) && GTK_IS_BUTTON (widget))
    {
      GtkWidget *label = gtk_button_get_child (GTK_BUTTON (widget));

      if (GTK_IS_LABEL (label))
        gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        gtk_label_get_text (GTK_LABEL (label)), -1);
    }
}

static void
fix_tree (GtkWidget         *widget,
          AdwPreferencesRow *row)
{
  if (ADW_IS_PREFERENCES_ROW (widget))
    row = ADW_PREFERENCES_ROW (widget);
  fix_widget (widget, row);
  if (GTK_IS_LIST_BOX_ROW (widget))
    fix_row_focus (GTK_LIST_BOX_ROW (widget));
  if (ADW_IS_EXPANDER_ROW (widget))
    fix_expander (ADW_EXPANDER_ROW (widget));
  /* A scrolled window stops Tab only when nothing inside takes the
   * focus; around controls it would be an unnamed stop. Around a list
   * it never does: the list is the stop, and an empty one has nothing
   * to read (the editor's lists of problems). */
  if (GTK_IS_SCROLLED_WINDOW (widget) && gtk_widget_get_realized (widget))
    {
      GtkWidget *child = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (widget));
      gboolean stop;

      if (GTK_IS_VIEWPORT (child))
        child = gtk_viewport_get_child (GTK_VIEWPORT (child));
      stop = !GTK_IS_LIST_VIEW (child) && !GTK_IS_LIST_BOX (child) && !has_focusable_control (widget);

      if (!stop && gtk_widget_get_focusable (widget))
        {
          gtk_widget_set_focusable (widget, FALSE);
          g_object_set_data (G_OBJECT (widget), "tess-accessible-unfocusable", GINT_TO_POINTER (TRUE));
        }
      /* What it held is gone (an emptied list): a stop again. */
      else if (stop && g_object_get_data (G_OBJECT (widget), "tess-accessible-unfocusable") != NULL)
        {
          gtk_widget_set_focusable (widget, TRUE);
          g_object_set_data (G_OBJECT (widget), "tess-accessible-unfocusable", NULL);
        }
    }
  if (gtk_widget_get_ancestor (widget, GTK_TYPE_SHORTCUTS_WINDOW) != NULL)
    fix_shortcuts_window (widget);
  /* A scrolled window that Tab stops at: named by its window. */
  if (GTK_IS_SCROLLED_WINDOW (widget) && gtk_widget_get_focusable (widget)
      && !gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL)
      && GTK_IS_WINDOW (gtk_widget_get_root (widget))
      && gtk_window_get_title (GTK_WINDOW (gtk_widget_get_root (widget))) != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    gtk_window_get_title (GTK_WINDOW (gtk_widget_get_root (widget))), -1);
  /* After the fixes above, which name what they can. */
  quiet_type_name (GTK_ACCESSIBLE (widget));
  /* GTK 4.8 tells AT-SPI of a change on a stack page with no check that
   * the page is still on the bus (a disposed one has no object path). */
  if (GTK_IS_STACK (widget) && !gtk_widget_in_destruction (widget))
    {
      g_autoptr(GtkSelectionModel) pages = gtk_stack_get_pages (GTK_STACK (widget));

      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (pages)); i++)
        {
          g_autoptr(GObject) item = g_list_model_get_item (G_LIST_MODEL (pages), i);
          GtkStackPage *page = GTK_STACK_PAGE (item);
          const char *title = gtk_stack_page_get_title (page);

          /* GtkShortcutsSection titles its pages "_1", "_2". */
          if (title != NULL && strchr (title, '_') != NULL)
            {
              g_autofree char *name = tess_accessible_strip_mnemonic (title);

              gtk_accessible_update_property (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
            }
          quiet_type_name (GTK_ACCESSIBLE (page));
        }
    }

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
  /* The focus leaves a window as it goes away: nothing to name then. */
  if (gtk_widget_in_destruction (GTK_WIDGET (window)) || !gtk_widget_get_realized (GTK_WIDGET (window)))
    return;
  tess_accessible_name_buttons (GTK_WIDGET (window));
}

/* GTK 4.8 keeps what changes of an accessible before it is on the bus
 * (a tab's "pressed", a switch's "checked", set as the window is built)
 * and tells it with the next change after: the focus, as the window
 * shows. Orca says the focused object, then says it again for that
 * state change of the object it is on ("Aids page tab. Aids page tab.").
 * Put on the bus as the window maps, before GtkWindow gives the focus
 * (a change of their focusability does that), the controls that may
 * take it tell those changes while nothing listens to them. */
static void
tell_states_early (GtkWidget *widget)
{
  GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget));

  /* GTK 4.8's toggle buttons are buttons with a "pressed" state. */
  if ((role == GTK_ACCESSIBLE_ROLE_TAB || role == GTK_ACCESSIBLE_ROLE_CHECKBOX ||
       role == GTK_ACCESSIBLE_ROLE_SWITCH || role == GTK_ACCESSIBLE_ROLE_RADIO ||
       GTK_IS_TOGGLE_BUTTON (widget)) &&
      gtk_widget_get_focusable (widget) && gtk_widget_get_visible (widget))
    {
      gtk_widget_set_focusable (widget, FALSE);
      gtk_widget_set_focusable (widget, TRUE);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    tell_states_early (child);
}

static void
on_window_mapped (GtkWindow *window)
{
  if (gtk_window_get_focus (window) == NULL)
    tell_states_early (GTK_WIDGET (window));
}

/* Fixed as it shows and when its focus moves. Nothing is asked of it
 * now: a window's accessible made before its construction ends (the
 * list of toplevels tells of it from gtk_window_init()) would keep the
 * role of a plain widget, "filler". */
static void
watch_window_later (GtkWindow *window)
{
  if (g_object_get_data (G_OBJECT (window), "tess-accessible-watched") != NULL)
    return;
  g_object_set_data (G_OBJECT (window), "tess-accessible-watched", GINT_TO_POINTER (TRUE));
  g_signal_connect (window, "notify::focus-widget", G_CALLBACK (on_focus_moved), NULL);
  g_signal_connect_after (window, "map", G_CALLBACK (on_focus_moved), NULL);
  g_signal_connect_after (window, "map", G_CALLBACK (on_window_mapped), NULL);
}

/* A window (a dialog) whose names are fixed now, and again when the
 * focus moves: rows added later are fixed before a screen reader gets
 * to them. */
void
tess_accessible_watch_window (GtkWindow *window)
{
  g_return_if_fail (GTK_IS_WINDOW (window));

  tess_accessible_name_buttons (GTK_WIDGET (window));
  watch_window_later (window);
}

static void
on_toplevels_changed (GListModel *toplevels,
                      guint       position,
                      guint       removed,
                      guint       added)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      watch_window_later (window);
    }
}

/**
 * tess_accessible_watch_windows:
 *
 * Every window of the process, now and to come, watched as
 * tess_accessible_watch_window() does: dialogs of GTK and libadwaita
 * (message dialogs, the shortcuts window) included.
 */
void
tess_accessible_watch_windows (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  static gboolean watching;

  if (watching)
    return;
  watching = TRUE;
  on_toplevels_changed (toplevels, 0, 0, g_list_model_get_n_items (toplevels));
  g_signal_connect (toplevels, "items-changed", G_CALLBACK (on_toplevels_changed), NULL);
}

static gboolean
on_list_key (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             GtkWidget             *list)
{
  GtkDirectionType direction;
  GtkRoot *root = gtk_widget_get_root (list);

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  if (keyval == GDK_KEY_ISO_Left_Tab || ((keyval == GDK_KEY_Tab || keyval == GDK_KEY_KP_Tab)
                                          && (state & GDK_SHIFT_MASK)))
    direction = GTK_DIR_TAB_BACKWARD;
  else if (keyval == GDK_KEY_Tab || keyval == GDK_KEY_KP_Tab)
    direction = GTK_DIR_TAB_FORWARD;
  else
    return FALSE;
  if (root == NULL)
    return FALSE;
  /* Closed for the move, the list is passed over as one widget. */
  gtk_widget_set_can_focus (list, FALSE);
  g_signal_emit_by_name (root, "move-focus", direction);
  gtk_widget_set_can_focus (list, TRUE);
  return TRUE;
}

/**
 * tess_accessible_one_tab_stop:
 * @list: a list whose items take the focus (a #GtkListView)
 *
 * Makes @list one Tab stop: Tab and Shift+Tab leave it from any item,
 * the arrow keys move inside it. GTK 4.8's list views stop Tab at every
 * item (4.12 has GtkListTabBehavior).
 */
void
tess_accessible_one_tab_stop (GtkWidget *list)
{
  GtkEventController *keys;

  g_return_if_fail (GTK_IS_WIDGET (list));

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_list_key), list);
  gtk_widget_add_controller (list, keys);
}

typedef struct
{
  GCallback callback;
  gpointer  data;
} LeaveClosure;

static void
on_leave (GtkEventControllerFocus *controller,
          LeaveClosure            *closure)
{
  ((void (*) (gpointer)) closure->callback) (closure->data);
}

/**
 * tess_accessible_apply_on_leave:
 * @entry: a text field
 * @callback: (scope notified): called with @data as the only argument
 *
 * Calls @callback when the focus leaves @entry: a field that replaces
 * libadwaita's entry row with its Apply button applies what was typed
 * when the person moves on, as well as on Return.
 */
void
tess_accessible_apply_on_leave (GtkWidget *entry,
                                GCallback  callback,
                                gpointer   data)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();
  LeaveClosure *closure = g_new (LeaveClosure, 1);

  g_return_if_fail (GTK_IS_WIDGET (entry));

  closure->callback = callback;
  closure->data = data;
  g_signal_connect_data (focus, "leave", G_CALLBACK (on_leave), closure,
                         (GClosureNotify) (void (*) (void)) g_free, 0);
  gtk_widget_add_controller (entry, focus);
}

struct _TessAccessibleQuiet
{
  GtkWidget *widget;
  GtkWidget *parent;
  GtkWidget *before;   /* in a box: the sibling it comes after */
};

/**
 * tess_accessible_quiet_begin:
 * @widget: a widget whose children are about to be made again (a list
 *   of 70 moves, the bag's 24 counters)
 *
 * Takes @widget out of the window until tess_accessible_quiet_end()
 * puts it back where it was, so that screen readers hear one change
 * instead of hundreds. GTK 4.8 tells them of every child removed or
 * added, and of each new child's state, name and description, while the
 * parent is in a window (gtk_accessible_update_children() does nothing
 * for a widget without a root); Orca goes through each (a D-Bus round
 * trip or two, and 25 ms or more for a description) before what the
 * new game says, even the focused board's news.
 *
 * Left where it is (the returned value does nothing) when @widget is not
 * in a window, holds the focus (taking it out would drop it), or is
 * not the child of a box or of a scrolled window.
 *
 * Returns: (transfer full): what tess_accessible_quiet_end() needs
 */
TessAccessibleQuiet *
tess_accessible_quiet_begin (GtkWidget *widget)
{
  TessAccessibleQuiet *quiet = g_new0 (TessAccessibleQuiet, 1);
  GtkRoot *root;
  GtkWidget *focus, *parent;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), quiet);

  root = gtk_widget_get_root (widget);
  parent = gtk_widget_get_parent (widget);
  if (root == NULL || parent == NULL)
    return quiet;
  focus = gtk_root_get_focus (root);
  if (focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget)))
    return quiet;

  if (GTK_IS_BOX (parent))
    {
      quiet->before = gtk_widget_get_prev_sibling (widget);
      quiet->widget = g_object_ref (widget);
      quiet->parent = g_object_ref (parent);
      gtk_box_remove (GTK_BOX (parent), widget);
    }
  else if (GTK_IS_SCROLLED_WINDOW (parent) && GTK_IS_SCROLLABLE (widget))
    {
      quiet->widget = g_object_ref (widget);
      quiet->parent = g_object_ref (parent);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (parent), NULL);
    }
  return quiet;
}

/**
 * tess_accessible_quiet_end:
 * @quiet: (transfer full): from tess_accessible_quiet_begin()
 *
 * Puts the widget back where it was (one children-change for a screen
 * reader), with all it was given meanwhile.
 */
void
tess_accessible_quiet_end (TessAccessibleQuiet *quiet)
{
  if (quiet == NULL)
    return;
  if (quiet->widget != NULL)
    {
      if (GTK_IS_BOX (quiet->parent))
        {
          /* The sibling before it, if it is still there. */
          GtkWidget *before = quiet->before;

          if (before != NULL && gtk_widget_get_parent (before) != quiet->parent)
            before = NULL;
          gtk_box_insert_child_after (GTK_BOX (quiet->parent), quiet->widget, before);
        }
      else
        gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (quiet->parent), quiet->widget);
      g_object_unref (quiet->widget);
      g_object_unref (quiet->parent);
    }
  g_free (quiet);
}
