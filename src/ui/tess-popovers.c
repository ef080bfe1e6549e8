/* tess-popovers.c: a window's open popovers, closed as the window goes
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 gives up a popover's hold on the pointer and keyboard only
 * when the popover is hidden. A window closed with a menu open (Ctrl+W
 * while the tile's menu is up) leaves that hold behind: the popover
 * outlives its window, and every other window of the application stops
 * getting clicks. So the windows close their popovers as they are
 * unmapped.
 */

#define G_LOG_DOMAIN "tess-window"

#include "config.h"

#include "tess-popovers.h"

void
tess_popovers_close_all (GtkWidget *widget)
{
  GtkWidget *next;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = next)
    {
      /* Taken first: a popover closed may take itself away. */
      next = gtk_widget_get_next_sibling (child);
      tess_popovers_close_all (child);
      if (GTK_IS_POPOVER (child) && gtk_widget_get_visible (child))
        gtk_popover_popdown (GTK_POPOVER (child));
    }
}
