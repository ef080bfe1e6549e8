/* test-editor-art.c: setting, crediting and removing a tile's artwork in
 * the tile-set editor
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-editor-art"

#include "config.h"

#include <string.h>

#include "tess-editor-window.h"
#include "tess-art-crop.h"
#include "tess-art-draw.h"
#include "tess-editor-window-private.h"
#include "tess-tile-canvas-private.h"
#include "tess-test-ui.h"

static AdwMessageDialog *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return ADW_MESSAGE_DIALOG (w);
    }
  return NULL;
}

static cairo_status_t
append_png (void                *closure,
            const unsigned char *data,
            unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* A 64 × 48 PNG, blue all over: wider than tall, so cropped. */
static GBytes *
blue_png (void)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 64, 48);
  cairo_t *cr = cairo_create (s);
  GByteArray *png = g_byte_array_new ();

  cairo_set_source_rgb (cr, 0, 0, 0.9);
  cairo_paint (cr);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png_stream (s, append_png, png), ==,
                   CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (s);
  return g_byte_array_free_to_bytes (png);
}

/* How many pixels of the canvas are mostly blue. */
static guint
blue_pixels (GtkWidget *widget)
{
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, MAX (w, 1), MAX (h, 1));
  cairo_t *cr = cairo_create (s);
  const guint8 *data;
  guint n = 0;

  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node != NULL)
    gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  data = cairo_image_surface_get_data (s);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 v;
        int r, g, b;

        memcpy (&v, data + y * cairo_image_surface_get_stride (s) + 4 * x, sizeof v);
        r = (v >> 16) & 0xff;
        g = (v >> 8) & 0xff;
        b = v & 0xff;
        n += b > r + 60 && b > g + 60;
      }
  cairo_surface_destroy (s);
  return n;
}

static GtkWidget *
find_named (GtkWidget  *root,
            GType       type,
            const char *name)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  tess_test_ui_collect (root, type, found);
  for (guint i = 0; i < found->len; i++)
    if (g_strcmp0 (gtk_widget_get_name (g_ptr_array_index (found, i)), name) == 0)
      return g_ptr_array_index (found, i);
  return NULL;
}

static void
test_import (void)
{
  g_autofree char *src = g_test_build_filename (G_TEST_DIST, "core", "odd-tilesets",
                                                "art.tileset.json", NULL);
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "art.tileset.json", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) png = blue_png ();
  g_autoptr(GBytes) gif = g_bytes_new_static ("GIF89a", 6);
  g_autoptr(GError) error = NULL;
  TessEditorWindow *window = tess_test_ui_new_editor ();
  TessTileSetModel *model;
  AdwMessageDialog *dialog;
  GtkWidget *canvas;
  GtkEntry *credit;
  TessTileArt *art;
  guint blue_before;

  g_assert_true (g_file_get_contents (src, &contents, NULL, &error));
  g_assert_true (g_file_set_contents (path, contents, -1, &error));
  g_assert_true (tess_test_ui_open_set (GTK_WINDOW (window), file) == window);
  model = tess_editor_window_get_model (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.select-tile", "i", 2));
  tess_test_ui_flush_events ();
  g_assert_null (tess_tile_set_model_get_art (model, 2));
  g_assert_false (gtk_widget_is_sensitive (find_named (GTK_WIDGET (window), GTK_TYPE_ENTRY,
                                                       "art-credit")));
  canvas = GTK_WIDGET (window->canvas);
  blue_before = blue_pixels (canvas);

  /* Not an image: said, and nothing asked. */
  _tess_editor_window_import_art (window, gif, "pic.gif");
  tess_test_ui_flush_events ();
  g_assert_null (find_dialog ());
  g_assert_null (tess_tile_set_model_get_art (model, 2));

  /* The preview, then the art set as one edit. */
  _tess_editor_window_import_art (window, png, "pic.png");
  tess_test_ui_flush_events ();
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_nonnull (find_named (GTK_WIDGET (dialog), TESS_TYPE_ART_CROP, "art-preview"));
  adw_message_dialog_response (dialog, "set");
  gtk_window_destroy (GTK_WINDOW (dialog));
  tess_test_ui_flush_events ();
  art = tess_tile_set_model_get_art (model, 2);
  g_assert_nonnull (art);
  g_assert_cmpstr (tess_tile_art_get_mime (art), ==, TESS_TILE_ART_PNG);
  g_assert_true (g_bytes_equal (tess_tile_art_get_data (art), png));
  g_assert_cmpstr (tess_tile_set_model_get_undo_label (model), ==, "Set Artwork");
  /* The canvas redraws itself for it: the next frame drawn, for any
   * reason, has it. */
  {
    GdkFrameClock *clock = gtk_widget_get_frame_clock (canvas);
    gint64 frame = gdk_frame_clock_get_frame_counter (clock);

    gtk_widget_queue_draw (GTK_WIDGET (window));
    TESS_TEST_WAIT_UNTIL (gdk_frame_clock_get_frame_counter (clock) > frame);
    tess_test_ui_flush_events ();
    g_assert_true (TESS_TILE_CANVAS (canvas)->node_art == tess_art_draw_decoded (art));
  }
  /* The canvas shows it. */
  tess_test_ui_wait_frame (canvas);
  g_assert_cmpuint (blue_pixels (canvas), >, blue_before + 1000);

  /* The credit. */
  credit = GTK_ENTRY (find_named (GTK_WIDGET (window), GTK_TYPE_ENTRY, "art-credit"));
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (credit)));
  gtk_editable_set_text (GTK_EDITABLE (credit), "Ana, CC BY 4.0");
  g_signal_emit_by_name (credit, "activate");
  tess_test_ui_flush_events ();
  g_assert_cmpstr (tess_tile_art_get_credit (tess_tile_set_model_get_art (model, 2)), ==,
                   "Ana, CC BY 4.0");

  /* Removed, and undone. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.remove-artwork", NULL));
  tess_test_ui_flush_events ();
  g_assert_null (tess_tile_set_model_get_art (model, 2));
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (credit)));
  g_assert_true (tess_tile_set_model_undo (model));
  tess_test_ui_flush_events ();
  g_assert_cmpstr (tess_tile_art_get_credit (tess_tile_set_model_get_art (model, 2)), ==,
                   "Ana, CC BY 4.0");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (credit)), ==, "Ana, CC BY 4.0");
  g_assert_true (tess_tile_set_model_undo (model));
  g_assert_true (tess_tile_set_model_undo (model));
  g_assert_null (tess_tile_set_model_get_art (model, 2));
  g_assert_false (tess_tile_set_model_get_modified (model));

  /* Saved with the art. */
  g_assert_true (tess_tile_set_model_redo (model));
  g_assert_true (tess_tile_set_model_save (model, file, &error));
  g_assert_no_error (error);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_nonnull (strstr (contents, "\"x-note\""));
  {
    g_autoptr(TessTileSetData) saved = tess_tile_set_load_file (path, &error);

    g_assert_no_error (error);
    g_assert_true (g_bytes_equal (tess_tile_art_get_data (tess_tile_set_get_art (saved, 2)), png));
  }
  tess_test_ui_destroy_editor (window);
}

/* A key on the crop square, as its key controller hears it. */
static void
press (GtkWidget       *widget,
       guint            keyval,
       GdkModifierType  state)
{
  for (guint i = 0; i < g_list_model_get_n_items (gtk_widget_observe_controllers (widget)); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (gtk_widget_observe_controllers (widget), i);
      gboolean handled = FALSE;

      if (!GTK_IS_EVENT_CONTROLLER_KEY (controller))
        continue;
      g_signal_emit_by_name (controller, "key-pressed", keyval, 0, state, &handled);
      g_assert_true (handled);
      return;
    }
  g_assert_not_reached ();
}

/* A drag of the square by (@dx, @dy) widget units, as its gesture
 * reports one. */
static void
drag (GtkWidget *widget,
      double     dx,
      double     dy)
{
  for (guint i = 0; i < g_list_model_get_n_items (gtk_widget_observe_controllers (widget)); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (gtk_widget_observe_controllers (widget), i);

      if (!GTK_IS_GESTURE_DRAG (controller))
        continue;
      g_signal_emit_by_name (controller, "drag-begin", 10.0, 10.0);
      g_signal_emit_by_name (controller, "drag-update", dx, dy);
      g_signal_emit_by_name (controller, "drag-end", dx, dy);
      return;
    }
  g_assert_not_reached ();
}

/* Widget units a pixel of the 64 × 48 picture takes in @widget: it is
 * fitted with room for the side bands (88 %). */
static double
square_scale (GtkWidget *widget)
{
  return MIN (gtk_widget_get_width (widget) * 0.88 / 64, gtk_widget_get_height (widget) * 0.88 / 48);
}

/* The square the tile shows, chosen by keys on import and again by Crop
 * Artwork…; Cancel keeps what was there; each choice is one edit. */
static void
test_crop (void)
{
  g_autoptr(GBytes) png = blue_png ();   /* 64 × 48: the middle square is 8, 0, 48 */
  TessEditorWindow *window = tess_test_ui_new_editor ();
  TessTileSetModel *model = tess_editor_window_get_model (window);
  AdwMessageDialog *dialog;
  GtkWidget *square;
  double crop[3];

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-tile", NULL));
  tess_test_ui_flush_events ();
  g_assert_false (gtk_widget_is_sensitive (tess_test_ui_find_actionable (GTK_WIDGET (window), "win.crop-artwork")));

  /* On import: three long steps right reach the picture's edge. */
  _tess_editor_window_import_art (window, png, "pic.png");
  tess_test_ui_flush_events ();
  dialog = find_dialog ();
  square = find_named (GTK_WIDGET (dialog), TESS_TYPE_ART_CROP, "art-preview");
  g_assert_false (tess_art_crop_get_crop (TESS_ART_CROP (square), crop));
  g_assert_cmpfloat (crop[0], ==, 8);
  for (int i = 0; i < 3; i++)
    press (square, GDK_KEY_Right, GDK_SHIFT_MASK);
  g_assert_true (tess_art_crop_get_crop (TESS_ART_CROP (square), crop));
  g_assert_cmpfloat (crop[0], ==, 16);
  adw_message_dialog_response (dialog, "set");
  gtk_window_destroy (GTK_WINDOW (dialog));
  tess_test_ui_flush_events ();
  g_assert_true (tess_tile_art_get_crop (tess_tile_set_model_get_art (model, 0), crop));
  g_assert_cmpfloat (crop[0], ==, 16);
  g_assert_cmpfloat (crop[1], ==, 0);
  g_assert_cmpfloat (crop[2], ==, 48);
  g_assert_true (gtk_widget_is_sensitive (tess_test_ui_find_actionable (GTK_WIDGET (window), "win.crop-artwork")));

  /* Again, from where it is: smaller, about its middle. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.crop-artwork", NULL));
  tess_test_ui_flush_events ();
  dialog = find_dialog ();
  square = find_named (GTK_WIDGET (dialog), TESS_TYPE_ART_CROP, "art-preview");
  tess_art_crop_get_crop (TESS_ART_CROP (square), crop);
  g_assert_cmpfloat (crop[0], ==, 16);
  /* Dragged as far left as it goes, and back by the picture's 16 pixels
   * in the widget's units. */
  TESS_TEST_WAIT_UNTIL (gtk_widget_get_width (square) > 0);
  drag (square, -1000, 0);
  g_assert_true (tess_art_crop_get_crop (TESS_ART_CROP (square), crop));
  g_assert_cmpfloat (crop[0], ==, 0);
  drag (square, 16 * square_scale (square), 0);
  tess_art_crop_get_crop (TESS_ART_CROP (square), crop);
  g_assert_cmpfloat_with_epsilon (crop[0], 16, 1e-9);
  press (square, GDK_KEY_minus, 0);
  adw_message_dialog_response (dialog, "set");
  gtk_window_destroy (GTK_WINDOW (dialog));
  tess_test_ui_flush_events ();
  g_assert_true (tess_tile_art_get_crop (tess_tile_set_model_get_art (model, 0), crop));
  g_assert_cmpfloat_with_epsilon (crop[2], 48 / 1.05, 1e-9);
  g_assert_cmpfloat_with_epsilon (crop[0] + crop[2] / 2, 40, 1e-9);
  g_assert_cmpfloat_with_epsilon (crop[1] + crop[2] / 2, 24, 1e-9);

  /* Cancel: nothing changes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.crop-artwork", NULL));
  tess_test_ui_flush_events ();
  dialog = find_dialog ();
  press (find_named (GTK_WIDGET (dialog), TESS_TYPE_ART_CROP, "art-preview"), GDK_KEY_Up, 0);
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
  tess_test_ui_flush_events ();
  g_assert_true (tess_tile_art_get_crop (tess_tile_set_model_get_art (model, 0), crop));
  g_assert_cmpfloat_with_epsilon (crop[1] + crop[2] / 2, 24, 1e-9);

  /* One edit each: undone, the first crop, then the middle square. */
  g_assert_true (tess_tile_set_model_undo (model));
  g_assert_true (tess_tile_art_get_crop (tess_tile_set_model_get_art (model, 0), crop));
  g_assert_cmpfloat (crop[2], ==, 48);
  tess_test_ui_destroy_editor (window);
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "test-editor-art");

  g_test_add_func ("/editor/art/import", test_import);
  g_test_add_func ("/editor/art/crop", test_crop);

  return tess_test_ui_run ();
}
