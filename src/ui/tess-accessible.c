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
 */

#define G_LOG_DOMAIN "tess-accessible"

#include "config.h"

#include <glib/gi18n.h>

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
  if (label == NULL || !gtk_button_get_use_underline (button))
    return;

  name = tess_accessible_strip_mnemonic (label);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

/* Every button with a mnemonic under @root (and @root itself) named by
 * its label as a person would say it. */
void
tess_accessible_name_buttons (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_BUTTON (root))
    name_button (GTK_BUTTON (root));

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    tess_accessible_name_buttons (child);
}
