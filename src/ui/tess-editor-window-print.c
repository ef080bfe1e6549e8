/* tess-editor-window-print.c: the tile-set editor's printed sheets
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Print Sheet asks what to print (the options of `tessera-cli sheet`:
 * the tile size, names, the start tile, backs, and bleed with crop marks
 * for a print shop), then where; the PDF is drawn in a worker thread into
 * memory and written by core's writer, atomically, as a save is.
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-application.h"
#include "tess-editor-window-private.h"
#include "tess-file-write.h"
#include "tess-render-sheet-doc.h"
#include "tess-tile-query.h"

/* The side of a printed tile, in order; 45 mm is the board game's. */
static const int sheet_sizes[] = { 30, 35, 40, 45, 50, 60 };
#define SHEET_DEFAULT_SIZE 3
#define SHEET_DEFAULT_BLEED 3.0

static char *
sheet_caption (int      page,
               int      pages,
               gpointer data)
{
  const TessTileSetData *set = data;

  /* Translators: the caption of a printed sheet: the set's name, the page and the pages */
  return g_strdup_printf (_("%s — page %d of %d"), set->name, page, pages);
}

static GSettings *
window_settings (TessEditorWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  return TESS_IS_APPLICATION (app) ? g_object_ref (tess_application_get_settings (TESS_APPLICATION (app)))
                                   : g_settings_new (APP_ID);
}

static void
release_app (gpointer app)
{
  /* The app waited for the sheet before it could quit. */
  g_application_release (app);
  g_object_unref (app);
}

typedef struct
{
  TessTileSetData *set;   /* a copy: the editor goes on meanwhile */
  GFile           *file;
  TessSheetOptions options;
  gboolean         mark_start;
  int              pages;
} SheetJob;

static void
sheet_job_free (SheetJob *job)
{
  g_clear_pointer (&job->set, tess_tile_set_unref);
  g_clear_object (&job->file);
  g_free (job);
}

/* The sheet's bytes; a cairo failure is an error naming the sheet. */
static GBytes *
draw_sheet (SheetJob  *job,
            GError   **error)
{
  g_autoptr(GPtrArray) copies = g_ptr_array_new ();
  const TessTileSetData *set = job->set;
  int start = set->start != NULL ? tess_tile_set_find_tile (set, set->start) : -1;
  cairo_status_t status;
  GBytes *bytes;

  job->options.start = -1;
  for (guint i = 0; i < tess_tile_set_n_tiles (set); i++)
    {
      if ((int) i == start && job->mark_start)
        job->options.start = (int) copies->len;
      for (int c = 0; c < MIN (tess_tile_get_count (tess_tile_set_tile (set, i)), TESS_TILE_SET_MAX_COUNT); c++)
        g_ptr_array_add (copies, (gpointer) tess_tile_set_tile (set, i));
    }
  bytes = _tess_editor_window_art_sheet (set, copies, sheet_caption, &job->options, &job->pages,
                                        &status);
  if (bytes == NULL)
    {
      g_autofree char *display = g_file_get_parse_name (job->file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Could not write the sheet “%s”: %s"),
                   display, cairo_status_to_string (status));
    }
  return bytes;
}

/* Draws the sheet in a worker thread and writes it there as a save is
 * written: the old file stays whole until the new one is. */
static void
sheet_worker (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  SheetJob *job = task_data;
  g_autoptr(GBytes) bytes = NULL;
  GError *error = NULL;

  bytes = draw_sheet (job, &error);
  if (bytes != NULL)
    tess_file_write (job->file, bytes, cancellable, &error);
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
sheet_drawn (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (source);
  g_autoptr(GTask) done = user_data;
  SheetJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autofree char *display = NULL;
  g_autofree char *text = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *markup = NULL;
  AdwToast *toast;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (self->toasts != NULL)
        _tess_editor_window_toast (self, error->message);
      g_task_return_error (done, g_steal_pointer (&error));
      return;
    }
  /* Drawn after the window closed: nobody to tell. */
  if (self->toasts == NULL)
    {
      g_task_return_boolean (done, TRUE);
      return;
    }
  /* The next sheet is proposed in the same folder. */
  folder = g_file_get_parent (job->file);
  if (folder != NULL && g_file_is_native (folder))
    {
      g_autofree char *folder_path = g_file_get_path (folder);

      settings = window_settings (self);
      g_settings_set_string (settings, "sheet-folder", folder_path);
    }
  display = g_file_get_parse_name (job->file);
  /* Translators: the first %d counts the pages, the %s is where the sheet is */
  text = g_strdup_printf (ngettext ("Sheet of %d page saved in %s",
                                    "Sheet of %d pages saved in %s", job->pages),
                          job->pages, display);
  /* A toast's title is markup; the folder's name is text. */
  markup = g_markup_escape_text (text, -1);
  toast = adw_toast_new (markup);
  uri = g_file_get_uri (job->file);
  adw_toast_set_button_label (toast, _("_Open"));
  adw_toast_set_action_name (toast, "win.open-sheet");
  adw_toast_set_action_target_value (toast, g_variant_new_string (uri));
  adw_toast_overlay_add_toast (self->toasts, toast);
  g_task_return_boolean (done, TRUE);
}

void
_tess_editor_window_print_to (TessEditorWindow       *self,
                             GFile                  *file,
                             const TessSheetOptions *options,
                             gboolean                mark_start,
                             GAsyncReadyCallback     callback,
                             gpointer                user_data)
{
  g_autoptr(GTask) task = NULL;
  GTask *done = g_task_new (self, NULL, callback, user_data);
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  SheetJob *job = g_new0 (SheetJob, 1);

  g_task_set_source_tag (done, _tess_editor_window_print_to);
  if (app != NULL)
    {
      g_application_hold (G_APPLICATION (app));
      g_task_set_task_data (done, g_object_ref (app), release_app);
    }
  job->set = tess_tile_set_copy (tess_tile_set_model_get_set (self->model));
  job->file = g_object_ref (file);
  job->options = *options;
  job->options.size_mm = CLAMP (options->size_mm, 10, 150);
  job->options.bleed_mm = options->bleed_mm < 0 ? -1 : MIN (options->bleed_mm, 10);
  job->mark_start = mark_start;
  task = g_task_new (self, NULL, sheet_drawn, done);
  g_task_set_task_data (task, job, (GDestroyNotify) sheet_job_free);
  g_task_run_in_thread (task, sheet_worker);
}

gboolean
_tess_editor_window_print_to_finish (TessEditorWindow  *self,
                                    GAsyncResult      *result,
                                    GError           **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

void
_tess_editor_window_open_sheet_action (GtkWidget  *widget,
                                      const char *action_name,
                                      GVariant   *param)
{
  /* The PDF viewer of the desktop. */
  g_app_info_launch_default_for_uri_async (g_variant_get_string (param, NULL), NULL, NULL,
                                           NULL, NULL);
}

/* ------------------------------------------------------------ the dialog */

/* The dialog's controls (owned by the dialog). */
typedef struct
{
  AdwComboRow      *size;
  GtkSwitch        *names;
  GtkSwitch        *start;
  GtkSwitch        *backs;
  AdwExpanderRow   *shop;
  GtkSpinButton    *bleed;
} PrintDialog;

/* What was asked, while the file is chosen: the window is not kept open
 * for it. */
typedef struct
{
  GWeakRef         self;
  TessSheetOptions options;
  gboolean         mark_start;
} SheetChoice;

static void
sheet_choice_free (SheetChoice *choice)
{
  g_weak_ref_clear (&choice->self);
  g_free (choice);
}

static void
on_file_response (GtkNativeDialog *dialog,
                  int              response,
                  SheetChoice     *choice)
{
  g_autoptr(TessEditorWindow) self = g_weak_ref_get (&choice->self);
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_object_unref (dialog);
  if (file != NULL && self != NULL)
    _tess_editor_window_print_to (self, file, &choice->options, choice->mark_start, NULL, NULL);
  sheet_choice_free (choice);
}

/* Where: the set's id as the name, in the folder of the last sheet. */
static void
choose_file (TessEditorWindow *self,
             SheetChoice      *choice)
{
  g_autofree char *name = g_strconcat (tess_tile_set_model_get_set (self->model)->id, ".pdf", NULL);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GSettings) settings = window_settings (self);
  g_autofree char *folder = g_settings_get_string (settings, "sheet-folder");
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (_("Save the Sheet"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  gtk_file_filter_set_name (filter, _("PDF documents"));
  gtk_file_filter_add_mime_type (filter, "application/pdf");
  gtk_file_filter_add_pattern (filter, "*.pdf");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (*folder != '\0' && g_file_test (folder, G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GFile) where = g_file_new_for_path (folder);

      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), where, NULL);
    }
  g_signal_connect (chooser, "response", G_CALLBACK (on_file_response), choice);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
on_print_response (AdwMessageDialog *dialog,
                   const char       *response,
                   PrintDialog      *d)
{
  GtkWindow *self = gtk_window_get_transient_for (GTK_WINDOW (dialog));
  guint size = adw_combo_row_get_selected (d->size);
  SheetChoice *choice;

  if (g_strcmp0 (response, "choose") != 0 || !TESS_IS_EDITOR_WINDOW (self))
    return;
  choice = g_new0 (SheetChoice, 1);
  g_weak_ref_init (&choice->self, self);
  choice->options = (TessSheetOptions) TESS_SHEET_OPTIONS_INIT;
  choice->options.size_mm = sheet_sizes[size < G_N_ELEMENTS (sheet_sizes) ? size : SHEET_DEFAULT_SIZE];
  choice->options.names = gtk_switch_get_active (d->names);
  choice->options.backs = gtk_switch_get_active (d->backs);
  choice->options.bleed_mm = adw_expander_row_get_enable_expansion (d->shop)
                             ? gtk_spin_button_get_value (d->bleed) : -1;
  choice->mark_start = gtk_widget_get_sensitive (GTK_WIDGET (d->start))
                       && gtk_switch_get_active (d->start);
  choose_file (TESS_EDITOR_WINDOW (self), choice);
}

/* A click on the print shop's row (its title or its arrow) while its
 * switch is off: it is what the designer asked for, so it switches the
 * options on and opens them. (libadwaita 1.2 opens a row with a switch
 * only by its switch, and the click did nothing.) */
static gboolean
open_shop (gpointer user_data)
{
  AdwExpanderRow *shop = user_data;

  if (adw_expander_row_get_enable_expansion (shop))
    adw_expander_row_set_expanded (shop, TRUE);
  return G_SOURCE_REMOVE;
}

static void
on_shop_header_activated (AdwExpanderRow *shop)
{
  if (adw_expander_row_get_enable_expansion (shop))
    return;
  adw_expander_row_set_enable_expansion (shop, TRUE);
  /* Once the click is done: the row's own handler toggles it after this
   * one, which would close it again. */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, open_shop, g_object_ref (shop), g_object_unref);
}

/* The row's header: the first action row inside it. */
static GtkWidget *
expander_header (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ADW_IS_ACTION_ROW (child) ? child : expander_header (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A row with a switch at its end, named @name for the tests. */
static GtkSwitch *
add_switch_row (GtkListBox *list,
                const char *name,
                const char *title,
                const char *subtitle,
                gboolean    active)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  gtk_widget_set_name (toggle, name);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  gtk_switch_set_active (GTK_SWITCH (toggle), active);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  gtk_list_box_append (list, row);
  return GTK_SWITCH (toggle);
}

void
_tess_editor_window_print_sheet_action (GtkWidget  *widget,
                                       const char *action_name,
                                       GVariant   *param)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (widget);
  const TessTileSetData *set = tess_tile_set_model_get_set (self->model);
  PrintDialog *d = g_new0 (PrintDialog, 1);
  g_autoptr(GtkStringList) sizes = gtk_string_list_new (NULL);
  GtkListBox *list = GTK_LIST_BOX (gtk_list_box_new ());
  GtkWidget *bleed_row = adw_action_row_new ();
  GtkWidget *dialog;

  gtk_list_box_set_selection_mode (list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (list), "boxed-list");

  for (guint i = 0; i < G_N_ELEMENTS (sheet_sizes); i++)
    {
      /* Translators: a printed tile's side, in millimetres */
      g_autofree char *label = g_strdup_printf (_("%d mm"), sheet_sizes[i]);

      gtk_string_list_append (sizes, label);
    }
  d->size = ADW_COMBO_ROW (adw_combo_row_new ());
  gtk_widget_set_name (GTK_WIDGET (d->size), "sheet-size");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (d->size), _("Tile _size"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (d->size), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (d->size), _("45 mm is the size of the board game's tiles"));
  adw_combo_row_set_model (d->size, G_LIST_MODEL (sizes));
  adw_combo_row_set_selected (d->size, SHEET_DEFAULT_SIZE);
  gtk_list_box_append (list, GTK_WIDGET (d->size));

  d->names = add_switch_row (list, "sheet-names", _("Tile _names"),
                             _("Each tile's id, as the list shows it"), TRUE);
  d->start = add_switch_row (list, "sheet-start", _("Mark the s_tart tile"),
                             set->start != NULL ? _("A star on it, and a light back")
                                                : _("This set has no start tile"),
                             set->start != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (d->start), set->start != NULL);
  d->backs = add_switch_row (list, "sheet-backs", _("_Backs"),
                             _("A page of backs after each page of tiles, to print on both sides"),
                             FALSE);

  d->shop = ADW_EXPANDER_ROW (adw_expander_row_new ());
  gtk_widget_set_name (GTK_WIDGET (d->shop), "sheet-shop");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (d->shop), _("For a _print shop"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (d->shop), TRUE);
  adw_expander_row_set_subtitle (d->shop, _("Tiles apart, with bleed and crop marks"));
  adw_expander_row_set_show_enable_switch (d->shop, TRUE);
  adw_expander_row_set_enable_expansion (d->shop, FALSE);
  d->bleed = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 10, 0.5));
  gtk_widget_set_name (GTK_WIDGET (d->bleed), "sheet-bleed");
  gtk_widget_set_valign (GTK_WIDGET (d->bleed), GTK_ALIGN_CENTER);
  gtk_spin_button_set_digits (d->bleed, 1);
  gtk_spin_button_set_value (d->bleed, SHEET_DEFAULT_BLEED);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (bleed_row), _("B_leed in millimetres"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (bleed_row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (bleed_row),
                               _("The picture goes on past the cut, so that no white edge shows"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (bleed_row), GTK_WIDGET (d->bleed));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (bleed_row), GTK_WIDGET (d->bleed));
  adw_expander_row_add_row (d->shop, bleed_row);
  gtk_list_box_append (list, GTK_WIDGET (d->shop));
  {
    GtkWidget *header = expander_header (GTK_WIDGET (d->shop));

    /* After the row's own handler, which refuses while it is off. */
    if (header != NULL && header != bleed_row)
      g_signal_connect_object (header, "activated", G_CALLBACK (on_shop_header_activated),
                               d->shop, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  }

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Print a Sheet of Tiles"),
                                   _("Every tile, as many times as its count, at its true size."));
  gtk_widget_set_name (dialog, "print-sheet-dialog");
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), GTK_WIDGET (list));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "choose", _("Choose _File…"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "choose",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "choose");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_print_response), d,
                         (GClosureNotify) (void (*) (void)) g_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}
