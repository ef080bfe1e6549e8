/* tess-editor-window-details.c: the Set Details dialog of the tile-set
 * editor: the set's name, id, author, description and licence
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-editor-window-private.h"

typedef struct
{
  TessEditorWindow *window;
  AdwMessageDialog *dialog;
  GtkEditable *name_row;
  GtkEditable *id_row;
  GtkEditable *author_row;
  GtkEditable *licence_row;
  GtkTextBuffer *description;
  GtkLabel *problem_label;
  gboolean id_edited;    /* the designer typed an id: the name no longer makes it */
  gboolean filling;
} DetailsDialog;

static void
details_dialog_free (gpointer data)
{
  DetailsDialog *d = data;

  g_object_unref (d->window);
  g_object_unref (d->description);
  g_free (d);
}

static const char *
row_text (GtkEditable *row)
{
  return gtk_editable_get_text (row);
}

static char *
description_text (DetailsDialog *d)
{
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (d->description, &start, &end);
  return gtk_text_buffer_get_text (d->description, &start, &end, FALSE);
}

/* Says what is wrong under the fields, and refuses to apply it, rather
 * than closing the dialog and losing what was typed. */
static void
validate (DetailsDialog *d)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *description = description_text (d);

  if (tess_tile_set_check_id (row_text (d->id_row), &error))
    tess_tile_set_check_details (row_text (d->name_row), row_text (d->author_row),
                                 description, row_text (d->licence_row), &error);
  gtk_label_set_text (d->problem_label, error != NULL ? error->message : "");
  gtk_widget_set_visible (GTK_WIDGET (d->problem_label), error != NULL);
  adw_message_dialog_set_response_enabled (d->dialog, "apply", error == NULL);
}

static void
on_name_changed (DetailsDialog *d)
{
  g_autofree char *id = NULL;

  if (!d->id_edited)
    {
      id = tess_tile_set_id_from_name (row_text (d->name_row));
      d->filling = TRUE;
      gtk_editable_set_text (GTK_EDITABLE (d->id_row), id);
      d->filling = FALSE;
    }
  validate (d);
}

static void
on_id_changed (DetailsDialog *d)
{
  if (!d->filling)
    d->id_edited = TRUE;
  validate (d);
}

static void
on_details_response (AdwMessageDialog *dialog,
                     const char       *response,
                     DetailsDialog    *d)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *description = NULL;
  TessTileSetModel *model = d->window->model;

  if (!g_str_equal (response, "apply"))
    return;
  description = description_text (d);
  if (!tess_tile_set_model_set_set_name (model, row_text (d->name_row), &error)
      || !tess_tile_set_model_set_set_id (model, row_text (d->id_row), &error)
      || !tess_tile_set_model_set_details (model, row_text (d->author_row), description,
                                           row_text (d->licence_row), &error))
    _tess_editor_window_toast (d->window, error->message);
}

/* A row of @list titled @title with an entry holding @text, the entry
 * returned. Not an AdwEntryRow: libadwaita 1.2's entry row never tells
 * screen readers it has the focus. */
static GtkEditable *
add_row (GtkListBox *list,
         const char *title,
         const char *text)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *entry = gtk_entry_new ();

  /* A set's texts are text, not markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  /* Return in a field applies, as the default button does. */
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (entry, TRUE);
  gtk_editable_set_text (GTK_EDITABLE (entry), text != NULL ? text : "");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), entry);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), entry);
  gtk_list_box_append (list, row);
  return GTK_EDITABLE (entry);
}

/* The description: a few lines of text, in a framed text view named by
 * its heading. */
static GtkWidget *
description_box (DetailsDialog *d,
                 const char    *text)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading = gtk_label_new (_("Description"));
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *frame = gtk_frame_new (NULL);
  GtkWidget *view = gtk_text_view_new ();

  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (view), 8);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  heading, NULL, -1);
  d->description = g_object_ref (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)));
  gtk_text_buffer_set_text (d->description, text != NULL ? text : "", -1);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 96);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);
  gtk_frame_set_child (GTK_FRAME (frame), scrolled);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), frame);
  return box;
}

/* Set Details: the name players see in the New Game dialog, the id that
 * game records and file names use (made from the name until the designer
 * types one), who made the set, what it is and its licence. */
void
_tess_editor_window_name_set_action (GtkWidget  *widget,
                                    const char *action_name,
                                    GVariant   *param)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (widget);
  const TessTileSetData *set = tess_tile_set_model_get_set (self->model);
  g_autofree char *derived = tess_tile_set_id_from_name (set->name ? set->name : "");
  DetailsDialog *d = g_new0 (DetailsDialog, 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *problem = gtk_label_new (NULL);

  d->window = g_object_ref (self);
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  d->name_row = add_row (GTK_LIST_BOX (list), _("Name"), set->name);
  d->id_row = add_row (GTK_LIST_BOX (list), _("Id, in file names and game records"), set->id);
  d->author_row = add_row (GTK_LIST_BOX (list), _("Author"), set->author);
  d->licence_row = add_row (GTK_LIST_BOX (list), _("Licence, such as CC BY 4.0"), set->licence);
  /* An id that is not the name's own was chosen: it stays. */
  d->id_edited = g_strcmp0 (derived, set->id) != 0;
  gtk_box_append (GTK_BOX (box), list);
  gtk_box_append (GTK_BOX (box), description_box (d, set->description));
  d->problem_label = GTK_LABEL (problem);
  gtk_label_set_wrap (d->problem_label, TRUE);
  gtk_label_set_xalign (d->problem_label, 0);
  gtk_widget_add_css_class (problem, "error");
  gtk_widget_set_visible (problem, FALSE);
  gtk_box_append (GTK_BOX (box), problem);
  g_signal_connect_swapped (d->name_row, "changed", G_CALLBACK (on_name_changed), d);
  g_signal_connect_swapped (d->id_row, "changed", G_CALLBACK (on_id_changed), d);
  g_signal_connect_swapped (d->author_row, "changed", G_CALLBACK (validate), d);
  g_signal_connect_swapped (d->licence_row, "changed", G_CALLBACK (validate), d);
  g_signal_connect_swapped (d->description, "changed", G_CALLBACK (validate), d);

  d->dialog = ADW_MESSAGE_DIALOG (
    adw_message_dialog_new (GTK_WINDOW (self), _("Set Details"),
                            _("Players see the name, the author and the description where "
                              "they choose the sets of a game. Two sets played together need "
                              "ids of their own.")));
  adw_message_dialog_set_extra_child (d->dialog, box);
  adw_message_dialog_add_responses (d->dialog,
                                    "cancel", _("_Cancel"),
                                    "apply", _("_Apply"),
                                    NULL);
  adw_message_dialog_set_response_appearance (d->dialog, "apply", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (d->dialog, "apply");
  adw_message_dialog_set_close_response (d->dialog, "cancel");
  g_signal_connect_data (d->dialog, "response", G_CALLBACK (on_details_response), d,
                         (GClosureNotify) (void (*) (void)) details_dialog_free, 0);
  validate (d);
  gtk_window_present (GTK_WINDOW (d->dialog));
}
