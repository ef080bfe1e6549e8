/* test-editor-marks.c: inns and cathedrals as a designer puts them on a
 * tile in the editor (DESIGN.md §8): from a side's menu, by key and by
 * the buttons under the tile; said for screen readers, refused on the
 * wrong side in words, drawn at once, undone, and held by the file
 * reopened; a file's misplaced one said where it is and taken off; and
 * the goods a city shows (Traders & Builders) the same ways
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tess-editor-window.h"
#include "tess-editor-window-private.h"
#include "tess-tile-canvas-private.h"
#include "tess-tile-query.h"
#include "tess-test-core.h"
#include "tess-test-ui.h"

static const TessTileDef *
tile_of (TessEditorWindow *window,
         guint             index)
{
  return tess_tile_set_tile (tess_tile_set_model_get_set (window->model), index);
}

static gboolean
has_inn (const TessTileDef *tile,
         int                side)
{
  return tess_tile_feature_has_inn (tile, tess_tile_get_feature_at (tile, side));
}

static gboolean
has_cathedral (const TessTileDef *tile,
               int                side)
{
  return tess_tile_feature_has_cathedral (tile, tess_tile_get_feature_at (tile, side));
}

static const char *
status (TessEditorWindow *window)
{
  return gtk_label_get_label (window->status_label);
}

/* A key on the canvas, as its key controller hears it. */
static void
press (TessTileCanvas *canvas,
       guint           keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (canvas));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);
      gboolean handled = FALSE;

      if (!GTK_IS_EVENT_CONTROLLER_KEY (controller))
        continue;
      g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
      g_assert_true (handled);
      tess_test_ui_flush_events ();
      return;
    }
  g_assert_not_reached ();
}

/* The labels of the items of the canvas's open context menu. */
static char *
menu_labels (TessTileCanvas *canvas)
{
  GMenuModel *model = gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (canvas->menu));
  GString *out = g_string_new (NULL);

  for (int s = 0; s < g_menu_model_get_n_items (model); s++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, s, G_MENU_LINK_SECTION);

      for (int i = 0; section != NULL && i < g_menu_model_get_n_items (section); i++)
        {
          g_autofree char *label = NULL;

          g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_LABEL, "s", &label);
          g_string_append_printf (out, "%s|", label);
        }
    }
  return g_string_free (out, FALSE);
}

/* The canvas's tile as drawn on the screen, its pixels: the node it
 * keeps, drawn once more by the window's renderer. */
static GBytes *
drawn_tile (TessEditorWindow *window)
{
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  g_autoptr(GdkTexture) texture = NULL;
  graphene_rect_t bounds;
  gsize stride, size;
  guchar *data;

  tess_test_ui_wait_frame (GTK_WIDGET (window->canvas));
  g_assert_nonnull (window->canvas->tile_node);
  g_assert_true (tess_tile_def_equal (window->canvas->node_tile, tile_of (window, 0)));
  gsk_render_node_get_bounds (window->canvas->tile_node, &bounds);
  texture = gsk_renderer_render_texture (renderer, window->canvas->tile_node, &bounds);
  stride = 4 * gdk_texture_get_width (texture);
  size = stride * gdk_texture_get_height (texture);
  data = g_malloc (size);
  gdk_texture_download (texture, data, stride);
  return g_bytes_new_take (data, size);
}

/* A road through the tile from the left to the right side under a city
 * on the top side; an inn and a cathedral put on them each way a
 * designer can, saved, and opened again. */
static void
test_paint_save_reopen (void)
{
  TessEditorWindow *window = tess_test_ui_new_editor ();
  TessTileCanvas *canvas = window->canvas;
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "marks.tileset.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) plain = NULL;
  g_autoptr(GBytes) with_inn = NULL;
  g_autoptr(GBytes) undone = NULL;
  g_autofree char *labels = NULL;
  g_autofree char *text = NULL;
  TessEditorWindow *again;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-tile", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "canvas.palette", "i", TESS_SIDE_ROAD));
  tess_tile_canvas_activate_port (canvas, TESS_PORT_W);
  tess_tile_canvas_activate_port (canvas, TESS_PORT_E);
  tess_tile_canvas_drag_sides (canvas, TESS_PORT_W, TESS_PORT_E);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "canvas.palette", "i", TESS_SIDE_CITY));
  tess_tile_canvas_activate_port (canvas, TESS_PORT_N);
  tess_test_ui_flush_events ();
  plain = drawn_tile (window);

  /* The mouse: the right side's menu offers an inn (and no cathedral),
   * the top side's a cathedral (and no inn). */
  tess_tile_canvas_open_menu (canvas, TESS_PORT_E);
  labels = menu_labels (canvas);
  g_assert_nonnull (strstr (labels, "Add an _Inn|"));
  g_assert_null (strstr (labels, "Cathedral"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (canvas), "canvas.inn", NULL));
  tess_test_ui_flush_events ();
  g_assert_true (has_inn (tile_of (window, 0), TESS_PORT_W));
  g_assert_cmpstr (status (window), ==,
                   "The right side: part of the road to the right and left sides, with an inn.");
  /* Drawn at once: the tile on the canvas is not the tile it was. */
  with_inn = drawn_tile (window);
  g_assert_false (g_bytes_equal (plain, with_inn));
  g_clear_pointer (&labels, g_free);
  tess_tile_canvas_open_menu (canvas, TESS_PORT_N);
  labels = menu_labels (canvas);
  g_assert_nonnull (strstr (labels, "Add a _Cathedral|"));
  g_assert_null (strstr (labels, "Inn"));

  /* The keys: C on the top side, I there refused in words. */
  tess_tile_canvas_set_focus_port (canvas, TESS_PORT_N);
  press (canvas, GDK_KEY_c);
  g_assert_true (has_cathedral (tile_of (window, 0), TESS_PORT_N));
  g_assert_cmpstr (status (window), ==, "The top side: a city, with a cathedral.");
  press (canvas, GDK_KEY_i);
  g_assert_cmpstr (status (window), ==, "An inn stands by a road, and the top side is not a road");
  g_assert_false (has_inn (tile_of (window, 0), TESS_PORT_N));
  g_assert_cmpstr (tess_tile_set_model_get_undo_label (window->model), ==, "Cathedral");

  /* The Inn button, on a half of the right side: its own side's road. */
  tess_tile_canvas_set_focus_port (canvas, TESS_PORT_ENE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-inn", NULL));
  tess_test_ui_flush_events ();
  g_assert_false (has_inn (tile_of (window, 0), TESS_PORT_E));
  g_assert_cmpstr (status (window), ==,
                   "Inn removed. The right side: part of the road to the right and left sides.");
  undone = drawn_tile (window);
  g_assert_false (g_bytes_equal (undone, with_inn));
  /* Undone: the inn is back, on the canvas as well. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  tess_test_ui_flush_events ();
  g_assert_true (has_inn (tile_of (window, 0), TESS_PORT_E));
  g_assert_true (has_cathedral (tile_of (window, 0), TESS_PORT_N));
  g_clear_pointer (&undone, g_bytes_unref);
  undone = drawn_tile (window);
  g_assert_false (g_bytes_equal (undone, plain));
  /* The Cathedral button on the road's side is refused, and says why. */
  tess_tile_canvas_set_focus_port (canvas, TESS_PORT_W);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-cathedral", NULL));
  tess_test_ui_flush_events ();
  g_assert_cmpstr (status (window), ==, "A cathedral stands in a city, and the left side is not a city");
  g_assert_cmpuint (tess_problem_list_get_n_errors (tess_tile_set_model_get_problems (window->model)), ==, 0);

  /* Saved and opened again: the file holds them. */
  g_assert_true (tess_test_ui_save_set (window, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\"inn\""));
  g_assert_nonnull (strstr (text, "\"cathedral\""));
  /* The designer closes the set (saved: no question), then opens it. */
  tess_test_ui_destroy_editor (window);
  again = tess_test_ui_open_set (NULL, file);
  g_assert_nonnull (again);
  g_object_ref (again);
  tess_test_ui_flush_events ();
  g_assert_true (has_inn (tile_of (again, 0), TESS_PORT_W));
  g_assert_false (has_cathedral (tile_of (again, 0), TESS_PORT_W));
  g_assert_true (has_cathedral (tile_of (again, 0), TESS_PORT_N));
  g_assert_false (has_inn (tile_of (again, 0), TESS_PORT_N));
  /* The reopened tile is described with them for screen readers. */
  g_assert_nonnull (strstr (tess_tile_canvas_get_description (again->canvas), "inn"));
  g_assert_nonnull (strstr (tess_tile_canvas_get_description (again->canvas), "cathedral"));

  tess_test_ui_destroy_editor (again);
}

/* A file with an inn in a city: the problem says where, as the designer
 * sees the tile, and the city's menu takes the inn off. */
static void
test_misplaced (void)
{
  static const char json[] =
    "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"odd\", \"name\": \"Odd\","
    "  \"start\": \"A\", \"tiles\": ["
    "  { \"id\": \"A\", \"features\": ["
    "    { \"type\": \"city\", \"ports\": [\"N\"], \"inn\": true },"
    "    { \"type\": \"field\", \"ports\": [\"ENE\", \"ESE\", \"SSE\", \"SSW\", \"WSW\", \"WNW\"],"
    "      \"cities\": [\"N\"] } ] } ] }";
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "odd.tileset.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *labels = NULL;
  TessEditorWindow *window;
  GtkWidget *row;
  GtkWidget *label;

  g_assert_true (g_file_set_contents (path, json, -1, NULL));
  window = tess_test_ui_open_set (NULL, file);
  g_assert_nonnull (window);
  g_object_ref (window);
  tess_test_ui_flush_events ();

  row = gtk_widget_get_first_child (GTK_WIDGET (window->tile_problems));
  g_assert_nonnull (row);
  g_assert_null (gtk_widget_get_next_sibling (row));
  {
    g_autoptr(GPtrArray) labels_of_row = g_ptr_array_new ();
    gboolean said = FALSE;

    tess_test_ui_collect (row, GTK_TYPE_LABEL, labels_of_row);
    for (guint i = 0; i < labels_of_row->len; i++)
      {
        label = labels_of_row->pdata[i];
        said |= g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)),
                           "Only a road has an inn, not the city on the top side.") == 0;
      }
    g_assert_true (said);
  }

  tess_tile_canvas_open_menu (window->canvas, TESS_PORT_N);
  labels = menu_labels (window->canvas);
  g_assert_nonnull (strstr (labels, "Remove the _Inn|"));
  g_assert_nonnull (strstr (labels, "Add a _Cathedral|"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window->canvas), "canvas.inn", NULL));
  tess_test_ui_flush_events ();
  g_assert_false (has_inn (tile_of (window, 0), TESS_PORT_N));
  g_assert_cmpstr (status (window), ==, "Inn removed. The top side: a city.");
  g_assert_cmpuint (tess_problem_list_get_n_errors (tess_tile_set_model_get_problems (window->model)), ==, 0);

  /* Closed without the unsaved-changes question. */
  window->closing = TRUE;
  tess_test_ui_destroy_editor (window);
}

/* The goods of a city: G goes round them, the Goods menu and the side's
 * menu choose one, each said and drawn; a side that is no city refuses
 * them; the reopened file holds the last. */
static void
test_goods (void)
{
  TessEditorWindow *window = tess_test_ui_new_editor ();
  TessTileCanvas *canvas = window->canvas;
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "goods.tileset.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) plain = NULL;
  g_autoptr(GBytes) wine = NULL;
  g_autoptr(GBytes) grain = NULL;
  g_autofree char *labels = NULL;
  const TessTileDef *t;
  TessEditorWindow *again;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-tile", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "canvas.palette", "i", TESS_SIDE_CITY));
  tess_tile_canvas_activate_port (canvas, TESS_PORT_N);
  tess_test_ui_flush_events ();
  plain = drawn_tile (window);

  tess_tile_canvas_set_focus_port (canvas, TESS_PORT_N);
  press (canvas, GDK_KEY_g);
  t = tile_of (window, 0);
  g_assert_cmpint (tess_tile_feature_goods (t, tess_tile_get_feature_at (t, TESS_PORT_N)), ==, TESS_GOODS_WINE);
  g_assert_cmpstr (status (window), ==, "The top side: a city, with wine.");
  wine = drawn_tile (window);
  g_assert_false (g_bytes_equal (plain, wine));
  press (canvas, GDK_KEY_g);
  g_assert_cmpstr (status (window), ==, "The top side: a city, with grain.");
  grain = drawn_tile (window);
  g_assert_false (g_bytes_equal (grain, wine));
  g_assert_false (g_bytes_equal (grain, plain));

  /* The Goods menu under the tile, on a half of the top side. */
  tess_tile_canvas_set_focus_port (canvas, TESS_PORT_NNE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.set-goods", "i", TESS_GOODS_CLOTH));
  tess_test_ui_flush_events ();
  g_assert_cmpstr (status (window), ==, "The top side: a city, with cloth.");
  /* The side's menu offers the other two and none. */
  tess_tile_canvas_open_menu (canvas, TESS_PORT_N);
  labels = menu_labels (canvas);
  g_assert_nonnull (strstr (labels, "Goods: _Wine|Goods: _Grain|"));
  g_assert_null (strstr (labels, "Goods: C_loth|"));
  g_assert_nonnull (strstr (labels, "_No Goods|"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (canvas), "canvas.goods", "i", TESS_GOODS_NONE));
  tess_test_ui_flush_events ();
  g_assert_cmpstr (status (window), ==, "No goods. The top side: a city.");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (canvas), "canvas.goods", "i", TESS_GOODS_GRAIN));
  tess_test_ui_flush_events ();

  /* A field side: refused in words. */
  tess_tile_canvas_set_focus_port (canvas, TESS_PORT_W);
  press (canvas, GDK_KEY_g);
  g_assert_cmpstr (status (window), ==, "Goods are shown in a city, and the left side is not a city");

  g_assert_true (tess_test_ui_save_set (window, file, &error));
  g_assert_no_error (error);
  tess_test_ui_destroy_editor (window);
  again = tess_test_ui_open_set (NULL, file);
  g_assert_nonnull (again);
  g_object_ref (again);
  tess_test_ui_flush_events ();
  t = tile_of (again, 0);
  g_assert_cmpint (tess_tile_feature_goods (t, tess_tile_get_feature_at (t, TESS_PORT_N)), ==, TESS_GOODS_GRAIN);
  tess_test_ui_destroy_editor (again);
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "test-editor-marks");

  g_test_add_func ("/editor-marks/paint-save-reopen", test_paint_save_reopen);
  g_test_add_func ("/editor-marks/misplaced", test_misplaced);
  g_test_add_func ("/editor-marks/goods", test_goods);

  return tess_test_ui_run ();
}
