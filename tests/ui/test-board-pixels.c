/* test-board-pixels.c: what the board draws, measured in its pixels
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>
#include <adwaita.h>

#include "tess-board-view.h"
#include "tess-board-view-private.h"
#include "tess-test-board.h"
#include "tess-describe.h"
#include "tess-names.h"
#include "tess-test-core.h"

static cairo_surface_t *
render_board (Fixture *f)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int w = gtk_widget_get_width (GTK_WIDGET (f->board));
  int h = gtk_widget_get_height (GTK_WIDGET (f->board));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
  GskRenderNode *node;
  cairo_t *cr;

  GTK_WIDGET_GET_CLASS (f->board)->snapshot (GTK_WIDGET (f->board), snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  cr = cairo_create (surface);
  if (node != NULL)
    gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  g_clear_pointer (&node, gsk_render_node_unref);
  cairo_surface_flush (surface);
  return surface;
}

static double
luminance (guint32 pixel)
{
  double c[3] = { ((pixel >> 16) & 0xff) / 255.0, ((pixel >> 8) & 0xff) / 255.0, (pixel & 0xff) / 255.0 };

  for (int i = 0; i < 3; i++)
    c[i] = c[i] <= 0.03928 ? c[i] / 12.92 : pow ((c[i] + 0.055) / 1.055, 2.4);
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

/* Pixels of cell (cx, cy) whose contrast with the same pixel of @before
 * is at least 3:1 (WCAG's for graphics): how much of a mark stands out
 * from what it was drawn on. */
static int
count_contrasting (Fixture         *f,
                   cairo_surface_t *before,
                   cairo_surface_t *after,
                   int              cx,
                   int              cy)
{
  int stride = cairo_image_surface_get_stride (before);
  int w = cairo_image_surface_get_width (before), h = cairo_image_surface_get_height (before);
  const guint8 *a = cairo_image_surface_get_data (before), *b = cairo_image_surface_get_data (after);
  double x0, y0, zoom = tess_viewport_get_zoom (f->viewport);
  int n = 0;

  tess_viewport_board_to_widget (f->viewport, cx, cy, &x0, &y0);
  for (int y = MAX (0, (int) y0); y < MIN (h, (int) (y0 + zoom)); y++)
    for (int x = MAX (0, (int) x0); x < MIN (w, (int) (x0 + zoom)); x++)
      {
        double la = luminance (*(const guint32 *) (a + y * stride + 4 * x));
        double lb = luminance (*(const guint32 *) (b + y * stride + 4 * x));

        if ((MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05) >= 3.0)
          n++;
      }
  return n;
}

static void
save_png (cairo_surface_t *surface,
          const char      *name)
{
  const char *dir = g_getenv ("TESS_TEST_PNG_DIR");
  g_autofree char *path = NULL;

  if (dir == NULL)
    return;
  path = g_strdup_printf ("%s/%s.png", dir, name);
  cairo_surface_write_to_png (surface, path);
}

/* A scored feature lit up in any player's colour (or gold) stands out
 * on cities, roads, fields and rivers alike: enough of it differs from
 * the tile beneath by 3:1 at least. */
static void
test_highlight_contrast (Fixture       *f,
                         gconstpointer  data)
{
  for (int river = 0; river <= 1; river++)
    {
      g_autoptr(TessGame) game = tess_test_board_new_game_full ("4", river, 6);
      int type, rot, x, y, n_features;

      tess_board_view_set_game (f->board, game);
      tess_board_view_set_interactive (f->board, FALSE);
      tess_viewport_set_zoom (f->viewport, 96);
      tess_viewport_set_center (f->viewport, 0.5, 0.5);
      tess_game_get_placed (game, 0, &x, &y, &type, &rot);
      n_features = tess_game_get_tile_def (game, type)->n_features;
      for (int feature = 0; feature < n_features; feature++)
        for (int player = -1; player < 6; player++)
          {
            g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TessGameCell));
            TessGameCell cell = { x, y, type, rot, feature };
            cairo_surface_t *before, *after;
            int n;

            if (tess_game_get_feature_type (game, type, feature) == TESS_FEATURE_MONASTERY)
              continue;
            g_array_append_val (cells, cell);
            before = render_board (f);
            tess_board_view_highlight (f->board, cells, player);
            after = render_board (f);
            tess_board_view_clear_highlights (f->board);
            n = count_contrasting (f, before, after, x, y);
            if (n < 96)
              {
                g_autofree char *name = g_strdup_printf ("highlight-%s-%d-%d", river ? "river" : "base",
                                                         feature, player);

                save_png (after, name);
                g_error ("feature %d (%s) of the start tile in colour %d: %d pixels stand out",
                         feature, tess_feature_display_name ((TessFeatureType) tess_game_get_feature_type (game, type, feature)),
                         player, n);
              }
            if (player == 2)
              {
                g_autofree char *name = g_strdup_printf ("highlight-%s-%d", river ? "river" : "base", feature);

                save_png (after, name);
              }
            cairo_surface_destroy (before);
            cairo_surface_destroy (after);
          }
    }
}

static gboolean
is_blue (guint32 pixel)
{
  int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;

  return b > r + 50 && b > g + 15;
}

static gboolean
is_green (guint32 pixel)
{
  int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;

  return g > r + 15 && g > b + 15;
}

/* Blue's farm lit beside the river: the river stays blue, the farm green
 * under a light tint, so that the river does not vanish into the farm. */
static void
test_light_keeps_river (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(TessGame) game = tess_test_board_new_game_full ("4", TRUE, 2);
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TessGameCell));
  cairo_surface_t *before, *after;
  int type, rot, x, y, field = -1, n_river = 0, river_blue = 0, n_field = 0, field_green = 0;
  int stride, w, h;
  double x0, y0, zoom = 96;
  const guint8 *a, *b;

  tess_board_view_set_game (f->board, game);
  tess_board_view_set_interactive (f->board, FALSE);
  tess_viewport_set_zoom (f->viewport, zoom);
  tess_viewport_set_center (f->viewport, 0.5, 0.5);
  tess_game_get_placed (game, 0, &x, &y, &type, &rot);
  for (int i = 0; i < tess_game_get_tile_def (game, type)->n_features && field < 0; i++)
    if (tess_game_get_feature_type (game, type, i) == TESS_FEATURE_FIELD)
      field = i;
  g_assert_cmpint (field, >=, 0);
  g_array_append_val (cells, ((TessGameCell) { x, y, type, rot, field }));

  before = render_board (f);
  tess_board_view_light_scoring (f->board, cells, 1u << 1);
  after = render_board (f);
  save_png (after, "light-river");

  stride = cairo_image_surface_get_stride (before);
  w = cairo_image_surface_get_width (before);
  h = cairo_image_surface_get_height (before);
  a = cairo_image_surface_get_data (before);
  b = cairo_image_surface_get_data (after);
  tess_viewport_board_to_widget (f->viewport, x, y, &x0, &y0);
  for (int j = MAX (0, (int) y0); j < MIN (h, (int) (y0 + zoom)); j++)
    for (int i = MAX (0, (int) x0); i < MIN (w, (int) (x0 + zoom)); i++)
      {
        guint32 pa = *(const guint32 *) (a + j * stride + 4 * i);
        guint32 pb = *(const guint32 *) (b + j * stride + 4 * i);

        if (is_blue (pa))
          {
            n_river++;
            river_blue += is_blue (pb);
          }
        else if (is_green (pa))
          {
            n_field++;
            field_green += is_green (pb);
          }
      }
  g_test_message ("river %d/%d still blue, farm %d/%d still green", river_blue, n_river, field_green, n_field);
  g_assert_cmpint (n_river, >, 300);
  g_assert_cmpint (n_field, >, 3000);
  /* The river is still there, and the farm has not turned into water. */
  g_assert_cmpint (river_blue, >=, n_river * 3 / 4);
  g_assert_cmpint (field_green, >=, n_field * 2 / 3);
  /* And the light is seen: its outline in Blue's colour. */
  g_assert_cmpint (count_contrasting (f, before, after, x, y), >=, 96);
  cairo_surface_destroy (before);
  cairo_surface_destroy (after);
  tess_board_view_clear_scoring (f->board);
}

/* Pixels of the top-left corner of cell (cx, cy) near the colour
 * (r, g, b) (0..255). */
static int
count_corner_color (Fixture         *f,
                    cairo_surface_t *surface,
                    int              cx,
                    int              cy,
                    int              r,
                    int              g,
                    int              b)
{
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);
  double x0, y0, zoom = tess_viewport_get_zoom (f->viewport);
  int n = 0;
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);

  tess_viewport_board_to_widget (f->viewport, cx, cy, &x0, &y0);
  g_assert_cmpfloat (x0, >=, 0);
  g_assert_cmpfloat (y0, >=, 0);
  for (int y = (int) y0; y < MIN (h, (int) (y0 + zoom * 0.25)); y++)
    for (int x = (int) x0; x < MIN (w, (int) (x0 + zoom * 0.25)); x++)
      {
        guint32 p = *(const guint32 *) (data + y * stride + 4 * x);
        int dr = (int) ((p >> 16) & 0xff) - r, dg = (int) ((p >> 8) & 0xff) - g, db = (int) (p & 0xff) - b;

        if (dr * dr + dg * dg + db * db < 30 * 30)
          n++;
      }
  return n;
}

static void
player_rgb255 (TessGame *game,
               int       player,
               int      *r,
               int      *g,
               int      *b)
{
  double dr, dg, db;

  tess_render_color_rgb (tess_game_get_player_color (game, player), &dr, &dg, &db);
  *r = (int) round (dr * 255);
  *g = (int) round (dg * 255);
  *b = (int) round (db * 255);
}

/* Ana's last tile carries a corner in her colour while the others play,
 * until her next turn; then Bea's does. */
static void
test_last_tile_marked (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  int ar, ag, ab, br, bg, bb, ax, ay, bx, by;
  cairo_surface_t *surface;

  player_rgb255 (f->game, 0, &ar, &ag, &ab);
  player_rgb255 (f->game, 1, &br, &bg, &bb);
  tess_board_view_set_cursor (f->board, 30, 30);
  tess_viewport_set_zoom (f->viewport, 96);
  tess_viewport_set_center (f->viewport, 0.5, 0.5);

  /* Nobody has played: no mark on the start tile. */
  surface = render_board (f);
  g_assert_cmpint (count_corner_color (f, surface, 0, 0, ar, ag, ab), ==, 0);
  cairo_surface_destroy (surface);

  g_assert_cmpint (tess_game_get_current_player (f->game), ==, 0);
  {
    TessGamePlacement p = tess_test_board_first_placement (f->game);

    g_assert_true (tess_game_place_tile (f->game, p.x, p.y, p.rot, &error));
    g_assert_true (tess_game_place_follower (f->game, -1, &error));
    g_assert_no_error (error);
    ax = p.x;
    ay = p.y;
  }
  tess_test_board_flush_events ();
  tess_viewport_set_center (f->viewport, ax + 0.5, ay + 0.5);
  surface = render_board (f);
  save_png (surface, "last-tile-ana");
  g_assert_cmpint (count_corner_color (f, surface, ax, ay, ar, ag, ab), >=, 30);
  cairo_surface_destroy (surface);

  /* Bea plays: her tile is marked, and Ana, on turn, sees hers no more... */
  {
    TessGamePlacement p = tess_test_board_first_placement (f->game);

    g_assert_true (tess_game_place_tile (f->game, p.x, p.y, p.rot, &error));
    g_assert_true (tess_game_place_follower (f->game, -1, &error));
    g_assert_no_error (error);
    bx = p.x;
    by = p.y;
  }
  tess_test_board_flush_events ();
  tess_viewport_set_zoom (f->viewport, 64);
  tess_viewport_set_center (f->viewport, (ax + bx) / 2.0 + 0.5, (ay + by) / 2.0 + 0.5);
  surface = render_board (f);
  save_png (surface, "last-tile-bea");
  /* ...for it is her turn. */
  g_assert_cmpint (count_corner_color (f, surface, ax, ay, ar, ag, ab), ==, 0);
  g_assert_cmpint (count_corner_color (f, surface, bx, by, br, bg, bb), >=, 20);
  cairo_surface_destroy (surface);

  /* An undo takes Bea's move back: Ana's tile is hers again, unmarked
   * while she chooses, none of Bea's. */
  g_assert_true (tess_game_undo (f->game, &error));
  g_assert_no_error (error);
  tess_test_board_flush_events ();
  g_assert_cmpint (tess_game_get_current_player (f->game), ==, 1);
  surface = render_board (f);
  g_assert_cmpint (count_corner_color (f, surface, ax, ay, ar, ag, ab), >=, 20);
  cairo_surface_destroy (surface);
}

/* A junction of three or four roads laid at the zoom a whole board fits
 * in: its spots (a road and a field each side) leave most of the tile
 * to be seen. */
static void
test_spots_leave_tile (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessGame) game = NULL;
  cairo_surface_t *with, *without;
  TessGamePlacement p;
  double zoom = 48;
  int n = 0, total = 0, stride, w, h;
  double x0, y0;
  const guint8 *a, *b;

  /* The first seed whose first tile is a junction. */
  for (int seed = 1; seed < 500 && game == NULL; seed++)
    {
      g_autofree char *text = g_strdup_printf ("%d", seed);
      g_autoptr(TessGame) g = tess_test_board_new_game (text);
      int type = tess_game_get_tile (g), roads = 0;

      for (int i = 0; i < tess_game_get_tile_def (g, type)->n_features; i++)
        roads += tess_game_get_feature_type (g, type, i) == TESS_FEATURE_ROAD;
      if (roads >= 3)
        game = g_steal_pointer (&g);
    }
  g_assert_nonnull (game);
  tess_board_view_set_game (f->board, game);
  p = tess_test_board_first_placement (game);
  g_assert_true (tess_game_place_tile (game, p.x, p.y, p.rot, &error));
  g_assert_no_error (error);
  tess_test_board_flush_events ();
  g_assert_cmpuint (f->board->spots->len, >=, 6);
  tess_viewport_set_zoom (f->viewport, zoom);
  tess_viewport_set_center (f->viewport, p.x + 0.5, p.y + 0.5);

  with = render_board (f);
  save_png (with, "spots-junction");
  {
    g_autoptr(GArray) spots = g_array_copy (f->board->spots);

    g_array_set_size (f->board->spots, 0);
    without = render_board (f);
    g_array_set_size (f->board->spots, 0);
    g_array_append_vals (f->board->spots, spots->data, spots->len);
  }

  stride = cairo_image_surface_get_stride (with);
  w = cairo_image_surface_get_width (with);
  h = cairo_image_surface_get_height (with);
  a = cairo_image_surface_get_data (with);
  b = cairo_image_surface_get_data (without);
  tess_viewport_board_to_widget (f->viewport, p.x, p.y, &x0, &y0);
  for (int y = MAX (0, (int) y0); y < MIN (h, (int) (y0 + zoom)); y++)
    for (int x = MAX (0, (int) x0); x < MIN (w, (int) (x0 + zoom)); x++)
      {
        total++;
        n += *(const guint32 *) (a + y * stride + 4 * x) != *(const guint32 *) (b + y * stride + 4 * x);
      }
  g_test_message ("%u spots cover %d of %d pixels", f->board->spots->len, n, total);
  g_assert_cmpint (n, <=, total * 55 / 100);
  /* Still a target of a few pixels each. */
  g_assert_cmpint (n, >=, (int) f->board->spots->len * 60);
  cairo_surface_destroy (with);
  cairo_surface_destroy (without);
  tess_board_view_set_game (f->board, f->game);
}

/* Zooming in by the keys or the buttons keeps the tile being placed in
 * view, even near the edge of the board view; so it does the keyboard's
 * cell. */
static void
test_legal_cells_contrast (Fixture       *f,
                           gconstpointer  data)
{
  TessGamePlacement p = tess_test_board_first_placement (f->game);
  cairo_surface_t *before, *after;

  /* The cursor elsewhere, so that only the mark is drawn there; while
   * the board is not played on, no mark at all. */
  tess_board_view_set_cursor (f->board, 30, 30);
  tess_viewport_set_zoom (f->viewport, 96);
  tess_viewport_set_center (f->viewport, p.x + 0.5, p.y + 0.5);
  tess_board_view_set_interactive (f->board, FALSE);
  before = render_board (f);
  tess_board_view_set_interactive (f->board, TRUE);
  after = render_board (f);
  save_png (after, "legal-cells");
  g_assert_cmpint (count_contrasting (f, before, after, p.x, p.y), >=, 96);
  cairo_surface_destroy (before);
  cairo_surface_destroy (after);
}

/* With high contrast, a black line runs round every tile. */
static void
test_high_contrast (Fixture       *f,
                    gconstpointer  data)
{
  cairo_surface_t *normal, *high;
  double x, y;
  int stride;
  guint32 pixel;

  tess_board_view_set_high_contrast (f->board, FALSE);
  tess_viewport_set_zoom (f->viewport, 96);
  tess_viewport_set_center (f->viewport, 0.5, 0.5);
  normal = render_board (f);
  tess_board_view_set_high_contrast (f->board, TRUE);
  g_assert_true (tess_board_view_get_high_contrast (f->board));
  high = render_board (f);
  save_png (high, "high-contrast");

  /* The middle of the start tile's south edge, just inside it. */
  tess_viewport_board_to_widget (f->viewport, 0.5, 1.0, &x, &y);
  stride = cairo_image_surface_get_stride (high);
  pixel = *(guint32 *) (cairo_image_surface_get_data (high) + ((int) y - 1) * stride + 4 * (int) x);
  g_assert_cmpfloat (luminance (pixel), <, 0.02);
  pixel = *(guint32 *) (cairo_image_surface_get_data (normal) + ((int) y - 1) * stride + 4 * (int) x);
  g_assert_cmpfloat (luminance (pixel), >, 0.1);

  cairo_surface_destroy (normal);
  cairo_surface_destroy (high);
}

/* Near-black pixels of cell (cx, cy). */
static int
count_dark (Fixture         *f,
            cairo_surface_t *surface,
            int              cx,
            int              cy)
{
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);
  double x0, y0, zoom = tess_viewport_get_zoom (f->viewport);
  int n = 0;

  tess_viewport_board_to_widget (f->viewport, cx, cy, &x0, &y0);
  for (int y = (int) y0; y < (int) (y0 + zoom); y++)
    for (int x = (int) x0; x < (int) (x0 + zoom); x++)
      if (luminance (*(const guint32 *) (data + y * stride + 4 * x)) < 0.02)
        n++;
  return n;
}

/* Near-black pixels a follower adds to its cell, in either look: the
 * same tile laid in two games alike, with the follower and without. */
static int
follower_dark_pixels (Fixture  *f,
                      gboolean  high_contrast)
{
  int counts[2];

  for (int with = 0; with <= 1; with++)
    {
      g_autoptr(TessGame) game = tess_test_board_new_game ("11");
      g_autoptr(GArray) options = NULL;
      g_autoptr(GError) error = NULL;
      TessGamePlacement p = tess_test_board_first_placement (game);
      cairo_surface_t *surface;

      g_assert_true (tess_game_place_tile (game, p.x, p.y, p.rot, &error));
      options = tess_game_get_follower_options (game);
      g_assert_cmpuint (options->len, >, 0);
      g_assert_true (tess_game_place_follower (game, with ? g_array_index (options, int, 0) : -1, &error));
      g_assert_no_error (error);

      tess_board_view_set_game (f->board, game);
      tess_board_view_set_interactive (f->board, FALSE);
      tess_board_view_set_high_contrast (f->board, high_contrast);
      tess_viewport_set_zoom (f->viewport, 96);
      tess_viewport_set_center (f->viewport, p.x + 0.5, p.y + 0.5);
      surface = render_board (f);
      counts[with] = count_dark (f, surface, p.x, p.y);
      cairo_surface_destroy (surface);
    }
  return counts[1] - counts[0];
}

/* With high contrast, a black and white ring marks every follower. */
static void
test_high_contrast_followers (Fixture       *f,
                              gconstpointer  data)
{
  int normal = follower_dark_pixels (f, FALSE);
  int high = follower_dark_pixels (f, TRUE);

  /* A ring of some 19 px round the follower, about 1.5 px of it black. */
  g_assert_cmpint (high - normal, >=, 100);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("GSK_RENDERER", "cairo", FALSE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add ("/board-pixels/highlight-contrast", Fixture, NULL, tess_test_board_fixture_set_up,
              test_highlight_contrast, tess_test_board_fixture_tear_down);
  g_test_add ("/board-pixels/light-keeps-river", Fixture, NULL, tess_test_board_fixture_set_up,
              test_light_keeps_river, tess_test_board_fixture_tear_down);
  g_test_add ("/board-pixels/last-tile-marked", Fixture, NULL, tess_test_board_fixture_set_up,
              test_last_tile_marked, tess_test_board_fixture_tear_down);
  g_test_add ("/board-pixels/spots-leave-tile", Fixture, NULL, tess_test_board_fixture_set_up,
              test_spots_leave_tile, tess_test_board_fixture_tear_down);
  g_test_add ("/board-pixels/legal-cells-contrast", Fixture, NULL, tess_test_board_fixture_set_up,
              test_legal_cells_contrast, tess_test_board_fixture_tear_down);
  g_test_add ("/board-pixels/high-contrast", Fixture, NULL, tess_test_board_fixture_set_up, test_high_contrast, tess_test_board_fixture_tear_down);
  g_test_add ("/board-pixels/high-contrast-followers", Fixture, NULL, tess_test_board_fixture_set_up,
              test_high_contrast_followers, tess_test_board_fixture_tear_down);

  return g_test_run ();
}
