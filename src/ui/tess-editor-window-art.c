/* tess-editor-window-art.c: a tile's own artwork in the tile-set editor
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "Set Artwork…" takes a PNG or SVG and asks which square of it the tile
 * shows (tess-art-crop.c: the middle one to start with), with the tile's
 * sides over it, so that the designer sees whether roads and cities meet
 * the sides where the rules say, and sets it as one edit that undoes;
 * "Crop Artwork…" asks again for the art the tile has; "Remove Artwork"
 * takes it away; the credit (who made it, its licence) is edited in the
 * side panel.
 */

#define G_LOG_DOMAIN "tess-ui"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-accessible.h"
#include "tess-art-crop.h"
#include "tess-art-draw.h"
#include "tess-confirm-dialog.h"
#include "tess-editor-window-private.h"
#include "tess-tile-query.h"

#define PREVIEW_SIZE 320

struct _TessEditorArt
{
  GtkWidget *group;           /* the side panel's part */
  GtkWidget *summary_row;     /* AdwActionRow: what art the tile has */
  GtkEntry *credit_row;
  gboolean updating;
};

/* ------------------------------------------------------------ the side panel */

void
_tess_editor_window_art_update (TessEditorWindow *self)
{
  TessEditorArt *a = self->art;
  int index = tess_editor_window_get_selected (self);
  TessTileArt *art = NULL;
  g_autofree char *subtitle = NULL;

  if (a == NULL)
    return;
  if (self->model != NULL && index >= 0)
    art = tess_tile_set_model_get_art (self->model, index);
  a->updating = TRUE;
  if (art == NULL)
    subtitle = g_strdup (_("The generated picture"));
  else if (tess_tile_art_get_problem (art) != NULL)
    subtitle = g_strdup (_("Cannot be drawn: see the problems"));
  else
    {
      g_autofree char *size = g_format_size (tess_tile_art_get_size (art));

      /* Translators: the kind of image ("PNG", "SVG") and its size */
      subtitle = g_strdup_printf (_("%s image, %s"),
                                  g_strcmp0 (tess_tile_art_get_mime (art), TESS_TILE_ART_SVG) == 0
                                  ? "SVG" : "PNG", size);
    }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (a->summary_row), subtitle);
  gtk_widget_set_sensitive (GTK_WIDGET (a->credit_row), art != NULL);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (a->credit_row)),
                 art != NULL ? tess_tile_art_get_credit (art) : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (a->credit_row),
                           art != NULL ? tess_tile_art_get_credit (art) : "");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.set-artwork", index >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.remove-artwork", art != NULL);
  /* Art whose crop is its problem keeps its picture, to be cropped again. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.crop-artwork",
                                 art != NULL && tess_tile_art_get_data (art) != NULL);
  a->updating = FALSE;
}

static void
on_credit_applied (TessEditorWindow *self)
{
  int index = tess_editor_window_get_selected (self);
  g_autoptr(GError) error = NULL;

  if (self->art->updating || index < 0)
    return;
  if (!tess_tile_set_model_set_art_credit (self->model, index,
                                           gtk_editable_get_text (GTK_EDITABLE (self->art->credit_row)),
                                           &error))
    _tess_editor_window_toast (self, error->message);
}

/* ------------------------------------------------------------ the preview */

typedef struct
{
  TessEditorWindow *self;   /* owned */
  TessTileArt *art;         /* owned */
  TessArtCrop *crop;
  int index;
} Import;

static void
import_free (Import *im)
{
  g_object_unref (im->self);
  g_object_unref (im->art);
  g_free (im);
}

static void
on_preview_response (AdwMessageDialog *dialog,
                     const char       *response,
                     Import           *im)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileArt) art = NULL;
  double crop[3];

  if (g_strcmp0 (response, "set") != 0)
    return;
  /* A square moved by hand is written; else the art keeps its own. */
  if (tess_art_crop_get_crop (im->crop, crop))
    art = tess_tile_art_with_crop (im->art, crop, &error);
  else
    art = g_object_ref (im->art);
  if (art == NULL || !tess_tile_set_model_set_art (im->self->model, im->index, art, &error))
    _tess_editor_window_toast (im->self, error->message);
}

/* Asks which square of @art tile @index shows, over its sides; Set makes
 * it the tile's art, as one edit. */
static void
choose_square (TessEditorWindow *self,
               TessTileArt      *art,
               int               index,
               const char       *heading,
               const char       *set_label)
{
  const TessTileDef *tile = tess_tile_set_tile (tess_tile_set_model_get_set (self->model), index);
  g_autoptr(TessRenderArt) whole = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *dialog;
  GtkWidget *crop;
  double square[3];
  Import *im;

  /* The whole picture, its square where the art has it. */
  whole = tess_render_art_new_whole (tess_tile_art_get_mime (art), tess_tile_art_get_data (art),
                                     tess_tile_art_get_crop (art, square) ? square : NULL, &error);
  if (whole == NULL)
    {
      _tess_editor_window_toast (self, error->message);
      return;
    }
  crop = tess_art_crop_new (whole, tile);
  gtk_widget_set_name (crop, "art-preview");
  im = g_new0 (Import, 1);
  im->self = g_object_ref (self);
  im->art = g_object_ref (art);
  im->crop = TESS_ART_CROP (crop);
  im->index = index;

  dialog = tess_confirm_dialog_new (GTK_WINDOW (self), heading,
                                    _("The tile shows the bright square of the picture: drag it, or "
                                      "move it with the arrow keys; the scroll wheel, + and − size it. "
                                      "Its roads, cities and rivers should meet the sides where the "
                                      "marks are: the rules follow the sides, not the picture."),
                                    "cancel", _("_Cancel"), "set", set_label);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), crop);
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_preview_response), im,
                         (GClosureNotify) (void (*) (void)) import_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
_tess_editor_window_import_art (TessEditorWindow *self,
                                GBytes           *data,
                                const char       *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileArt) art = NULL;
  int index = tess_editor_window_get_selected (self);
  TessTileArt *old;

  if (index < 0)
    return;
  old = tess_tile_set_model_get_art (self->model, index);
  art = tess_tile_art_new (data, old != NULL ? tess_tile_art_get_credit (old) : NULL, &error);
  if (art == NULL)
    {
      /* Translators: a file name, then why its picture cannot be a tile's artwork */
      g_autofree char *text = g_strdup_printf (_("%s: %s"), name, error->message);

      _tess_editor_window_toast (self, text);
      return;
    }
  choose_square (self, art, index, _("Set Artwork?"), _("_Set Artwork"));
}

static void
crop_artwork_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (widget);
  int index = tess_editor_window_get_selected (self);
  TessTileArt *art = index >= 0 ? tess_tile_set_model_get_art (self->model, index) : NULL;

  if (art != NULL && tess_tile_art_get_data (art) != NULL)
    choose_square (self, art, index, _("Crop Artwork"), _("C_rop"));
}

/* ------------------------------------------------------------ the actions */

static void
on_loaded (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  g_autoptr(TessEditorWindow) self = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = g_file_get_parse_name (G_FILE (source));
  g_autoptr(GBytes) bytes = NULL;
  gsize length = 0;

  if (!g_file_load_contents_finish (G_FILE (source), result, &contents, &length, NULL, &error))
    {
      g_autofree char *text = g_strdup_printf (_("%s: %s"), name, error->message);

      _tess_editor_window_toast (self, text);
      return;
    }
  bytes = g_bytes_new_take (g_steal_pointer (&contents), length);
  _tess_editor_window_import_art (self, bytes, name);
}

static void
on_chooser_response (GtkNativeDialog  *dialog,
                     int               response,
                     TessEditorWindow *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_object_unref (dialog);
  if (file == NULL)
    return;
  /* Too big a file is refused before it is read. */
  {
    g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE,
                                                   G_FILE_QUERY_INFO_NONE, NULL, NULL);

    if (info != NULL && g_file_info_get_size (info) > TESS_TILE_ART_MAX_BYTES)
      {
        g_autofree char *name = g_file_get_parse_name (file);
        g_autofree char *size = g_format_size_full (g_file_info_get_size (info),
                                                    G_FORMAT_SIZE_IEC_UNITS);
        g_autofree char *max = g_format_size_full (TESS_TILE_ART_MAX_BYTES,
                                                   G_FORMAT_SIZE_IEC_UNITS);
        /* Translators: a file name, its size and the largest an artwork may be */
        g_autofree char *text = g_strdup_printf (_("%s is %s: a tile's artwork can be %s at most"),
                                                 name, size, max);

        _tess_editor_window_toast (self, text);
        return;
      }
  }
  g_file_load_contents_async (file, NULL, on_loaded, g_object_ref (self));
}

static void
set_artwork_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (widget);
  GtkFileChooserNative *dialog;
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("PNG and SVG images"));
  gtk_file_filter_add_mime_type (filter, TESS_TILE_ART_PNG);
  gtk_file_filter_add_mime_type (filter, TESS_TILE_ART_SVG);
  gtk_file_filter_add_suffix (filter, "png");
  gtk_file_filter_add_suffix (filter, "svg");
  dialog = gtk_file_chooser_native_new (_("Set Artwork"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_object_unref (filter);
  g_signal_connect (dialog, "response", G_CALLBACK (on_chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
remove_artwork_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (widget);
  int index = tess_editor_window_get_selected (self);
  g_autoptr(GError) error = NULL;

  if (index >= 0 && !tess_tile_set_model_set_art (self->model, index, NULL, &error))
    _tess_editor_window_toast (self, error->message);
}

/* ------------------------------------------------------------ set-up */

void
_tess_editor_window_art_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.set-artwork", NULL, set_artwork_action);
  gtk_widget_class_install_action (widget_class, "win.remove-artwork", NULL,
                                   remove_artwork_action);
  gtk_widget_class_install_action (widget_class, "win.crop-artwork", NULL, crop_artwork_action);
}

void
_tess_editor_window_art_init (TessEditorWindow *self)
{
  TessEditorArt *a = g_new0 (TessEditorArt, 1);
  GtkWidget *panel = gtk_widget_get_parent (GTK_WIDGET (self->rotations_box));
  GtkWidget *heading = gtk_label_new (_("Artwork"));
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *set_button = gtk_button_new_from_icon_name ("document-open-symbolic");
  GtkWidget *remove_button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  GtkWidget *crop_button = gtk_button_new_from_icon_name ("tess-crop-symbolic");
  GtkWidget *credit;

  self->art = a;
  g_object_set_data_full (G_OBJECT (self), "tess-editor-art", a, g_free);
  a->group = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_name (a->group, "artwork");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (a->group), heading);

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Artwork of the tile"), -1);
  a->summary_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (a->summary_row), _("Picture"));
  gtk_widget_set_valign (buttons, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (set_button, _("Set Artwork…"));
  gtk_widget_set_tooltip_text (remove_button, _("Remove Artwork"));
  gtk_widget_set_tooltip_text (crop_button, _("Crop Artwork…"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (crop_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Crop Artwork…"), -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (crop_button), "win.crop-artwork");
  gtk_widget_add_css_class (crop_button, "flat");
  gtk_accessible_update_property (GTK_ACCESSIBLE (set_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Set Artwork…"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (remove_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Remove Artwork"), -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (set_button), "win.set-artwork");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (remove_button), "win.remove-artwork");
  gtk_widget_add_css_class (set_button, "flat");
  gtk_widget_add_css_class (remove_button, "flat");
  gtk_box_append (GTK_BOX (buttons), set_button);
  gtk_box_append (GTK_BOX (buttons), crop_button);
  gtk_box_append (GTK_BOX (buttons), remove_button);
  adw_action_row_add_suffix (ADW_ACTION_ROW (a->summary_row), buttons);
  gtk_list_box_append (GTK_LIST_BOX (list), a->summary_row);

  /* A row with an entry, not an AdwEntryRow: libadwaita 1.2's entry row
   * never tells screen readers it has the focus. Return, or leaving the
   * field, applies the credit. */
  credit = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (credit), _("Credit (who made it, its licence)"));
  a->credit_row = GTK_ENTRY (gtk_entry_new ());
  gtk_widget_set_name (GTK_WIDGET (a->credit_row), "art-credit");
  gtk_widget_set_valign (GTK_WIDGET (a->credit_row), GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (GTK_WIDGET (a->credit_row), TRUE);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (a->credit_row), TESS_TILE_ART_MAX_CREDIT);
  g_signal_connect_swapped (a->credit_row, "activate", G_CALLBACK (on_credit_applied), self);
  tess_accessible_apply_on_leave (GTK_WIDGET (a->credit_row), G_CALLBACK (on_credit_applied), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (credit), GTK_WIDGET (a->credit_row));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (credit), GTK_WIDGET (a->credit_row));
  gtk_list_box_append (GTK_LIST_BOX (list), credit);
  gtk_box_append (GTK_BOX (a->group), list);

  /* Under the tile's id and copies. */
  gtk_box_insert_child_after (GTK_BOX (panel), a->group, gtk_widget_get_first_child (panel));

  g_signal_group_connect_object (self->model_signals, "notify::undo-label",
                                 G_CALLBACK (_tess_editor_window_art_update), self,
                                 G_CONNECT_SWAPPED);
  g_signal_connect_object (self->selection, "notify::selected",
                           G_CALLBACK (_tess_editor_window_art_update), self, G_CONNECT_SWAPPED);
  _tess_editor_window_art_update (self);
}

TessRenderArt *
_tess_editor_window_tile_art (GtkWidget    *widget,
                              TessTileItem *item)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  TessEditorWindow *self;

  if (item == NULL || !TESS_IS_EDITOR_WINDOW (root))
    return NULL;
  self = TESS_EDITOR_WINDOW (root);
  if (self->model == NULL)
    return NULL;
  return tess_art_draw_decoded (tess_tile_set_model_get_art (self->model,
                                                             tess_tile_item_get_index (item)));
}

static void
render_art_free (gpointer art)
{
  if (art != NULL)
    tess_render_art_unref (art);
}

/* Runs in the sheet's worker thread: the art is decoded anew from the
 * copy of the set, so nothing is shared with what the window draws. */
GBytes *
_tess_editor_window_art_sheet (const TessTileSetData  *set,
                              GPtrArray              *copies,
                              TessSheetCaptionFunc    caption,
                              const TessSheetOptions *options,
                              int                    *pages,
                              cairo_status_t         *status)
{
  g_autoptr(GPtrArray) decoded = g_ptr_array_new_with_free_func (render_art_free);
  g_autoptr(GPtrArray) art = g_ptr_array_new ();
  g_auto(GStrv) credits = tess_tile_set_art_credits (set);
  TessSheetArt sheet_art = { NULL, (const char *const *) credits, _("Artwork") };

  for (guint i = 0; i < tess_tile_set_n_tiles (set); i++)
    {
      TessTileArt *tile_art = tess_tile_set_get_art (set, i);
      TessRenderArt *one = NULL;

      if (tile_art != NULL && tess_tile_art_get_problem (tile_art) == NULL
          && tess_tile_art_get_data (tile_art) != NULL)
        {
          double crop[3];

          one = tess_render_art_new (tess_tile_art_get_mime (tile_art), tess_tile_art_get_data (tile_art),
                                     tess_tile_art_get_crop (tile_art, crop) ? crop : NULL, NULL);
        }
      g_ptr_array_add (decoded, one);
    }
  for (guint k = 0; k < copies->len; k++)
    {
      const TessTileDef *tile = g_ptr_array_index (copies, k);
      int index = tess_tile_set_tile_index (set, tile);

      g_ptr_array_add (art, index >= 0 ? g_ptr_array_index (decoded, index) : NULL);
    }
  sheet_art.art = (TessRenderArt *const *) art->pdata;
  return tess_render_sheet_bytes ((const TessTileDef *const *) copies->pdata, (int) copies->len,
                                  &sheet_art, set->name, caption, (gpointer) set, options,
                                  pages, status);
}
