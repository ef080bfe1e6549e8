/* tess-editor-window-art.c: a tile's own artwork in the tile-set editor
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "Set Artwork…" takes a PNG or SVG, shows its middle square (what the
 * tile will show) with the tile's sides over it, so that the designer sees
 * whether roads and cities meet the sides where the rules say, and sets it
 * as one edit that undoes; "Remove Artwork" takes it away; the credit
 * (who made it, its licence) is edited in the side panel.
 */

#define G_LOG_DOMAIN "tess-ui"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-art-draw.h"
#include "tess-confirm-dialog.h"
#include "tess-editor-window-private.h"
#include "tess-tile-query.h"

#define PREVIEW_SIZE 320

struct _TessEditorArt
{
  GtkWidget *group;           /* the side panel's part */
  GtkWidget *summary_row;     /* AdwActionRow: what art the tile has */
  AdwEntryRow *credit_row;
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
  int index;
} Import;

static void
import_free (Import *im)
{
  g_object_unref (im->self);
  g_object_unref (im->art);
  g_free (im);
}

/* The whole image, dimmed, with the square the tile keeps bright and the
 * tile's generated picture faintly over it: its roads, cities and rivers
 * meet the sides where the rules say they do. */
static void
draw_preview (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        data)
{
  Import *im = data;
  TessRenderArt *art = tess_art_draw_decoded (im->art);
  const TessTileDef *tile;
  double w, h, side = MIN (width, height) * 0.8;
  double x = (width - side) / 2, y = (height - side) / 2;

  if (art == NULL || im->index >= (int) tess_tile_set_n_tiles (tess_tile_set_model_get_set (im->self->model)))
    return;
  tile = tess_tile_set_tile (tess_tile_set_model_get_set (im->self->model), im->index);
  tess_render_art_get_size (art, &w, &h);
  /* What the crop leaves out, as a shadow beside the square. */
  if (w != h)
    {
      double scale = side / MIN (w, h);

      cairo_save (cr);
      cairo_rectangle (cr, (width - w * scale) / 2, (height - h * scale) / 2, w * scale, h * scale);
      cairo_clip (cr);
      cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.35);
      cairo_paint (cr);
      cairo_restore (cr);
    }
  tess_render_art_draw (cr, art, 0, x, y, side);
  cairo_push_group (cr);
  tess_render_tile (cr, tile, 0, x, y, side);
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, 0.35);
  /* The sides' types, as bands along the edge. */
  for (int s = 0; s < 4; s++)
    {
      static const double rgb[][3] = {
        [TESS_SIDE_FIELD] = { 0.35, 0.62, 0.25 },
        [TESS_SIDE_ROAD] = { 0.95, 0.95, 0.90 },
        [TESS_SIDE_CITY] = { 0.72, 0.45, 0.25 },
        [TESS_SIDE_RIVER] = { 0.25, 0.50, 0.85 },
      };
      TessSideType type = tess_tile_get_side_type (tile, s);
      double band = side * 0.04;

      if (type >= G_N_ELEMENTS (rgb))
        continue;
      cairo_set_source_rgba (cr, rgb[type][0], rgb[type][1], rgb[type][2], 0.9);
      switch (s)
        {
        case 0: cairo_rectangle (cr, x + side / 3, y - band, side / 3, band); break;
        case 1: cairo_rectangle (cr, x + side, y + side / 3, band, side / 3); break;
        case 2: cairo_rectangle (cr, x + side / 3, y + side, side / 3, band); break;
        default: cairo_rectangle (cr, x - band, y + side / 3, band, side / 3); break;
        }
      cairo_fill (cr);
    }
  cairo_rectangle (cr, x, y, side, side);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
}

static void
on_preview_response (AdwMessageDialog *dialog,
                     const char       *response,
                     Import           *im)
{
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "set") == 0
      && !tess_tile_set_model_set_art (im->self->model, im->index, im->art, &error))
    _tess_editor_window_toast (im->self, error->message);
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
  GtkWidget *dialog;
  GtkWidget *area;
  Import *im;

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
  im = g_new0 (Import, 1);
  im->self = g_object_ref (self);
  im->art = g_steal_pointer (&art);
  im->index = index;

  area = gtk_drawing_area_new ();
  gtk_widget_set_name (area, "art-preview");
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), PREVIEW_SIZE);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), PREVIEW_SIZE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_preview, im, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The artwork cropped to the tile, with the tile's sides"),
                                  -1);

  dialog = tess_confirm_dialog_new (GTK_WINDOW (self), _("Set Artwork?"),
                                    _("The tile shows the middle square of the picture. "
                                      "Its roads, cities and rivers should meet the sides "
                                      "where the marks are: the rules follow the sides, "
                                      "not the picture."),
                                    "cancel", _("_Cancel"), "set", _("_Set Artwork"));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), area);
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_preview_response), im,
                         (GClosureNotify) (void (*) (void)) import_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
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
  gtk_accessible_update_property (GTK_ACCESSIBLE (set_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Set Artwork…"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (remove_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Remove Artwork"), -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (set_button), "win.set-artwork");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (remove_button), "win.remove-artwork");
  gtk_widget_add_css_class (set_button, "flat");
  gtk_widget_add_css_class (remove_button, "flat");
  gtk_box_append (GTK_BOX (buttons), set_button);
  gtk_box_append (GTK_BOX (buttons), remove_button);
  adw_action_row_add_suffix (ADW_ACTION_ROW (a->summary_row), buttons);
  gtk_list_box_append (GTK_LIST_BOX (list), a->summary_row);

  a->credit_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  gtk_widget_set_name (GTK_WIDGET (a->credit_row), "art-credit");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (a->credit_row),
                                 _("Credit (who made it, its licence)"));
  adw_entry_row_set_show_apply_button (a->credit_row, TRUE);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (a->credit_row), TESS_TILE_ART_MAX_CREDIT);
  g_signal_connect_swapped (a->credit_row, "apply", G_CALLBACK (on_credit_applied), self);
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (a->credit_row));
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
        one = tess_render_art_new (tess_tile_art_get_mime (tile_art),
                                   tess_tile_art_get_data (tile_art), NULL);
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
