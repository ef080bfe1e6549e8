/* test-replay-pen.c: the presenter's pointer and pen over the board
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A teacher presents a replay (F5): a ring of light follows the mouse
 * over the board; P takes the pen and a drag draws on the board, in the
 * pen's orange, gone at the next step; K keeps it with the move's note,
 * in the saved record and on the handout's figure; Ctrl+Z takes it back
 * and Delete deletes it. What is checked is what the class sees (the
 * pixels of the replay), what the file holds and what the handout prints.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tess-render.h"
#include "tess-test-ui.h"
#include "tess-window-handout.h"
#include "tess-window-present.h"

static const char record_text[] =
  "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],"
  "  \"players\": [ { \"name\": \"Ana\", \"color\": \"yellow\" }, { \"name\": \"Bruno\", \"color\": \"red\" } ],"
  "  \"moves\": [ { \"tile\": \"U\", \"x\": 1, \"y\": 0, \"rotation\": 0, \"follower\": \"E\" },"
  "               { \"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180 } ] }";

/* Whether an RGB pixel is the pen's orange (its line, not its dark rim). */
static gboolean
is_pen (int r,
        int g,
        int b)
{
  double pr, pg, pb;

  tess_render_pen_rgb (&pr, &pg, &pb);
  return ABS (r - (int) (pr * 255)) < 40 && ABS (g - (int) (pg * 255)) < 40 && ABS (b - (int) (pb * 255)) < 40;
}

/* How many pixels are the pen's, and the sums of their places (for
 * their middle) when @sum_x is given. */
static guint
count_pen_at (const guint8 *data,
              int           stride,
              int           width,
              int           height,
              double       *sum_x,
              double       *sum_y)
{
  guint n = 0;

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        guint32 v;

        memcpy (&v, data + y * stride + 4 * x, sizeof v);
        if (is_pen ((v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff))
          {
            n++;
            if (sum_x != NULL)
              {
                *sum_x += x;
                *sum_y += y;
              }
          }
      }
  return n;
}

static guint
count_pen (const guint8 *data,
           int           stride,
           int           width,
           int           height)
{
  return count_pen_at (data, stride, width, height, NULL, NULL);
}

/* How many pixels of @widget, as it is painted now, are the pen's, and
 * where their middle is. */
static guint
pen_pixels_at (GtkWidget *widget,
               double    *mx,
               double    *my)
{
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, MAX (w, 1), MAX (h, 1));
  cairo_t *cr = cairo_create (s);
  guint n;

  tess_test_ui_wait_frame (widget);
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node != NULL)
    gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  *mx = *my = 0;
  n = count_pen_at (cairo_image_surface_get_data (s), cairo_image_surface_get_stride (s), w, h, mx, my);
  cairo_surface_destroy (s);
  if (n > 0)
    {
      *mx /= n;
      *my /= n;
    }
  return n;
}

static guint
pen_pixels (GtkWidget *widget)
{
  double mx, my;

  return pen_pixels_at (widget, &mx, &my);
}

/* How many pixels of the handout printed from the window are the pen's:
 * its pages drawn by pdftoppm at 50 dpi. */
static guint
handout_pen_pixels (TessWindow *window)
{
  g_autofree char *dir = g_dir_make_tmp ("tessera-pen-XXXXXX", NULL);
  g_autofree char *pdf_path = g_build_filename (dir, "handout.pdf", NULL);
  g_autofree char *prefix = g_build_filename (dir, "page", NULL);
  g_autoptr(GFile) pdf = g_file_new_for_path (pdf_path);
  g_autofree char *pdftoppm = g_find_program_in_path ("pdftoppm");
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) pages = NULL;
  const char *argv[] = { pdftoppm, "-png", "-r", "50", pdf_path, prefix, NULL };
  const char *name;
  int status = -1;
  guint n = 0;

  if (pdftoppm == NULL)
    g_error ("pdftoppm is missing: install poppler-utils (build-aux/install-deps)");
  _tess_window_print_handout_to (window, pdf);
  TESS_TEST_WAIT_UNTIL (_tess_window_get_handouts_pending (window) == 0);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  pages = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (pages)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_str_has_suffix (name, ".png"))
        {
          cairo_surface_t *s = cairo_image_surface_create_from_png (path);

          g_assert_cmpint (cairo_surface_status (s), ==, CAIRO_STATUS_SUCCESS);
          cairo_surface_flush (s);
          n += count_pen (cairo_image_surface_get_data (s), cairo_image_surface_get_stride (s),
                          cairo_image_surface_get_width (s), cairo_image_surface_get_height (s));
          cairo_surface_destroy (s);
        }
      g_unlink (path);
    }
  g_rmdir (dir);
  return n;
}

static GtkEventController *
board_controller (TessWindow *window,
                  const char *name)
{
  GtkWidget *board = GTK_WIDGET (tess_replay_view_get_board (window->replay_view));
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (board);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (controller), name) == 0)
        return controller;
    }
  g_error ("The replay's board has no controller %s", name);
  return NULL;
}

/* The middle of cell (x, y) of the replay's board, in the board widget. */
static void
cell_middle (TessWindow *window,
             double      x,
             double      y,
             double     *wx,
             double     *wy)
{
  TessViewport *viewport = tess_board_view_get_viewport (tess_replay_view_get_board (window->replay_view));

  tess_viewport_board_to_widget (viewport, x + 0.5, y + 0.5, wx, wy);
}

/* A line drawn with the mouse across cell (x, y), as a hand would. */
static void
draw_across (TessWindow *window,
             int         x,
             int         y)
{
  GtkEventController *pen = board_controller (window, "tess-pen");
  double wx, wy;

  cell_middle (window, x - 0.3, y, &wx, &wy);
  g_signal_emit_by_name (pen, "drag-begin", wx, wy);
  for (int i = 1; i <= 10; i++)
    g_signal_emit_by_name (pen, "drag-update", 8.0 * i, 2.0 * i);
  g_signal_emit_by_name (pen, "drag-end", 80.0, 20.0);
  tess_test_ui_flush_events ();
}

static const char *
status_text (TessWindow *window)
{
  return gtk_label_get_label (GTK_LABEL (tess_test_ui_window_child (window, "status_label")));
}

/* What the saved record keeps with the note of @move: its drawing's
 * number of strokes, 0 when it has none. */
static guint
saved_strokes (TessWindow *window,
               const char *path,
               const char *move)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root, *notes;
  JsonNode *note;

  g_assert_true (tess_test_ui_save_file (window, file));
  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  if (!json_object_has_member (root, "notes"))
    return 0;
  notes = json_object_get_object_member (root, "notes");
  note = json_object_get_member (notes, move);
  if (note == NULL || !JSON_NODE_HOLDS_OBJECT (note)
      || !json_object_has_member (json_node_get_object (note), "drawing"))
    return 0;
  return json_array_get_length (json_object_get_array_member (json_node_get_object (note), "drawing"));
}

static void
test_pen (void)
{
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "pen.tessera", NULL);
  g_autofree char *saved = g_build_filename (tess_test_ui_get_tmp_dir (), "pen-saved.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessReplayView *view = window->replay_view;
  GtkWidget *pen_button = tess_test_ui_find_named (GTK_WIDGET (window), "pen-button");
  GtkEventController *pointer;
  guint plain, drawn, handout_plain;
  double wx, wy, x0, y0, x1, y1;
  guint position;

  g_assert_true (g_file_set_contents (path, record_text, -1, &error));
  g_assert_no_error (error);
  g_assert_true (tess_test_ui_open_file (window, file));
  tess_test_ui_flush_events ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-forward", NULL);
  tess_test_ui_flush_events ();

  /* Not presenting: no pen, P does nothing. */
  g_assert_false (gtk_widget_get_visible (pen_button));
  tess_test_ui_press_key (GTK_WIDGET (window), GDK_KEY_p, 0);
  g_assert_false (tess_replay_view_get_pen (view));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-present", NULL);
  tess_test_ui_flush_events ();
  g_assert_true (_tess_window_get_presenting (window));
  g_assert_true (gtk_widget_get_visible (pen_button));
  handout_plain = handout_pen_pixels (window);
  plain = pen_pixels (GTK_WIDGET (view));

  /* The pointer: a ring of light where the mouse is. */
  pointer = board_controller (window, "tess-pointer");
  cell_middle (window, 0, 0, &wx, &wy);
  g_signal_emit_by_name (pointer, "motion", wx, wy);
  g_assert_cmpuint (pen_pixels (GTK_WIDGET (view)), >, plain + 50);
  g_signal_emit_by_name (pointer, "leave");
  g_assert_cmpuint (pen_pixels (GTK_WIDGET (view)), ==, plain);

  /* A remote's arrows, Shift and an arrow on a keyboard: the ring shows
   * in the middle of the board, and goes a quarter of a tile a press,
   * where the arrow points; the step shown stays. */
  g_assert_cmpuint (plain, ==, 0);
  position = tess_replay_view_get_position (view);
  g_assert_true (tess_test_ui_press_key (GTK_WIDGET (window), GDK_KEY_Right, GDK_SHIFT_MASK));
  g_assert_cmpuint (pen_pixels_at (GTK_WIDGET (view), &x0, &y0), >, 50);
  for (int i = 0; i < 4; i++)
    g_assert_true (tess_test_ui_press_key (GTK_WIDGET (window), GDK_KEY_Right, GDK_SHIFT_MASK));
  g_assert_cmpuint (pen_pixels_at (GTK_WIDGET (view), &x1, &y1), >, 50);
  g_test_message ("the ring at %g, %g, then %g, %g", x0, y0, x1, y1);
  g_assert_cmpfloat (x1 - x0, >, 20);
  g_assert_cmpfloat (ABS (y1 - y0), <, 2);
  for (int i = 0; i < 4; i++)
    g_assert_true (tess_test_ui_press_key (GTK_WIDGET (window), GDK_KEY_Up, GDK_SHIFT_MASK));
  g_assert_cmpuint (pen_pixels_at (GTK_WIDGET (view), &x0, &y0), >, 50);
  g_assert_cmpfloat (y1 - y0, >, 20);
  g_assert_cmpfloat (ABS (x1 - x0), <, 2);
  g_assert_cmpuint (tess_replay_view_get_position (view), ==, position);
  g_signal_emit_by_name (pointer, "leave");
  g_assert_cmpuint (pen_pixels (GTK_WIDGET (view)), ==, plain);

  /* Without the pen, a drag draws nothing. */
  draw_across (window, 1, 0);
  g_assert_false (tess_replay_view_get_has_ink (view));

  /* P takes the pen: the button says so, and a drag draws. */
  g_assert_true (tess_test_ui_press_key (GTK_WIDGET (window), GDK_KEY_p, 0));
  tess_test_ui_flush_events ();
  g_assert_true (tess_replay_view_get_pen (view));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (pen_button)));
  g_assert_cmpstr (status_text (window), ==,
                   "Pen taken: drag on the board to draw. K keeps the drawing with the note.");
  draw_across (window, 1, 0);
  g_assert_true (tess_replay_view_get_has_ink (view));
  drawn = pen_pixels (GTK_WIDGET (view));
  g_assert_cmpuint (drawn, >, plain + 100);

  /* The next step wipes what was not kept. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-forward", NULL);
  tess_test_ui_flush_events ();
  g_assert_false (tess_replay_view_get_has_ink (view));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-back", NULL);
  tess_test_ui_flush_events ();
  g_assert_cmpuint (pen_pixels (GTK_WIDGET (view)), ==, plain);
  g_assert_cmpuint (saved_strokes (window, saved, "1"), ==, 0);

  /* Drawn again and kept (K): in the file, on the handout, on its move. */
  draw_across (window, 1, 0);
  draw_across (window, 0, 0);
  g_assert_true (tess_test_ui_press_key (GTK_WIDGET (window), GDK_KEY_k, 0));
  tess_test_ui_flush_events ();
  g_assert_cmpstr (status_text (window), ==, "The drawing is kept with the note on move 1.");
  g_assert_false (tess_replay_view_get_has_ink (view));
  g_assert_cmpuint (saved_strokes (window, saved, "1"), ==, 2);
  g_assert_cmpuint (handout_pen_pixels (window), >, handout_plain + 20);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-forward", NULL);
  tess_test_ui_flush_events ();
  g_assert_cmpuint (pen_pixels (GTK_WIDGET (view)), ==, plain);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-back", NULL);
  tess_test_ui_flush_events ();
  g_assert_cmpuint (pen_pixels (GTK_WIDGET (view)), >, plain + 100);

  /* Undone and redone, as a note's text is. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  tess_test_ui_flush_events ();
  g_assert_cmpuint (saved_strokes (window, saved, "1"), ==, 0);
  g_assert_cmpuint (pen_pixels (GTK_WIDGET (view)), ==, plain);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  tess_test_ui_flush_events ();
  g_assert_cmpuint (saved_strokes (window, saved, "1"), ==, 2);

  /* Delete: the kept drawing goes, and Ctrl+Z brings it back. */
  g_assert_true (tess_test_ui_press_key (GTK_WIDGET (window), GDK_KEY_Delete, 0));
  tess_test_ui_flush_events ();
  g_assert_cmpstr (status_text (window), ==, "The drawing kept on move 1 is deleted. Ctrl+Z brings it back.");
  g_assert_cmpuint (saved_strokes (window, saved, "1"), ==, 0);
  /* Ctrl+Z is the application's accelerator for it. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  tess_test_ui_flush_events ();
  g_assert_cmpuint (saved_strokes (window, saved, "1"), ==, 2);

  /* Leaving the presentation puts the pen down; the kept drawing stays
   * on its move in the replay. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-present", NULL);
  tess_test_ui_flush_events ();
  g_assert_false (_tess_window_get_presenting (window));
  g_assert_false (tess_replay_view_get_pen (view));
  g_assert_false (gtk_widget_get_visible (pen_button));
  g_assert_cmpuint (pen_pixels (GTK_WIDGET (view)), >, 100);

  tess_test_ui_destroy_window (window);
  g_unlink (path);
  g_unlink (saved);
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "test-replay-pen");
  g_test_add_func ("/replay-pen/draw-keep-undo", test_pen);
  return tess_test_ui_run ();
}
