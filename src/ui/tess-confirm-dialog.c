/* tess-confirm-dialog.c: a question with one answer put forward and a way back
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-confirm-dialog"

#include "config.h"

#include <adwaita.h>

#include "tess-confirm-dialog.h"

/**
 * tess_confirm_dialog_new:
 * @parent: (nullable): the window it is over
 * @body: (nullable): text, not markup
 * @close_id: the response of the way back, which Escape and closing give
 * @confirm_id: the response put forward, which Enter gives
 *
 * An #AdwMessageDialog asking @heading, with two buttons: @close_label
 * and @confirm_label, the latter suggested and the default. The caller
 * adds what else it shows (adw_message_dialog_set_extra_child()),
 * connects #AdwMessageDialog::response and presents it.
 *
 * Returns: (transfer floating): the dialog
 */
GtkWidget *
tess_confirm_dialog_new (GtkWindow  *parent,
                         const char *heading,
                         const char *body,
                         const char *close_id,
                         const char *close_label,
                         const char *confirm_id,
                         const char *confirm_label)
{
  AdwMessageDialog *dialog;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (heading != NULL, NULL);
  g_return_val_if_fail (close_id != NULL && close_label != NULL, NULL);
  g_return_val_if_fail (confirm_id != NULL && confirm_label != NULL, NULL);

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, heading, body));
  /* The application's shortcuts work over it too: Ctrl+Q quits, and
   * closes it, whatever it asks. */
  if (parent != NULL && gtk_window_get_application (parent) != NULL)
    gtk_window_set_application (GTK_WINDOW (dialog), gtk_window_get_application (parent));
  adw_message_dialog_add_responses (dialog,
                                    close_id, close_label,
                                    confirm_id, confirm_label,
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, confirm_id, ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, confirm_id);
  adw_message_dialog_set_close_response (dialog, close_id);
  /* Orca reads a dialog's labels only when they say they are showing,
   * which no label of GTK 4.8 does; else the dialog's description. */
  if (body != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, body, -1);
  return GTK_WIDGET (dialog);
}
