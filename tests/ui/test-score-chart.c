/* test-score-chart.c: the summary's chart of the scores over the game
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "tess-render.h"
#include "tess-score-chart.h"
#include "tess-test-core.h"

static void
flush_events (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* A game of Ana, Bea and Carl (red, blue, yellow) after @n_moves moves
 * with no follower: nobody scores, all three stay at 0. */
static TessGame *
game_without_points (guint n_moves)
{
  const char *names[] = { "Ana", "Bea", "Carl" };
  TessColor colors[] = { TESS_COLOR_RED, TESS_COLOR_BLUE, TESS_COLOR_YELLOW };
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;
  TessGame *game;
  TessRules rules;

  tess_rules_init_default (&rules);
  record = tess_game_new_record (&rules, 3, names, colors, NULL, "12", &error);
  g_assert_no_error (error);
  game = tess_game_new_from_record (record, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < n_moves; i++)
    {
      g_autoptr(GArray) placements = tess_game_get_placements (game);
      const TessGamePlacement *p = &g_array_index (placements, TessGamePlacement, 0);

      g_assert_true (tess_game_place_tile (game, p->x, p->y, p->rot, &error));
      g_assert_true (tess_game_place_follower (game, -1, &error));
      g_assert_no_error (error);
    }
  return game;
}

static cairo_surface_t *
render (GtkWidget *widget)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
  GskRenderNode *node;
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node != NULL)
    gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  g_clear_pointer (&node, gsk_render_node_unref);
  cairo_surface_flush (surface);
  if (g_getenv ("TESS_TEST_PNG_DIR") != NULL)
    {
      g_autofree char *path = g_build_filename (g_getenv ("TESS_TEST_PNG_DIR"), "score-chart.png", NULL);

      cairo_surface_write_to_png (surface, path);
    }
  return surface;
}

static guint32
pixel (cairo_surface_t *surface,
       int              x,
       int              y)
{
  return *(const guint32 *) (cairo_image_surface_get_data (surface) +
                             y * cairo_image_surface_get_stride (surface) + 4 * x) & 0xffffff;
}

/* Pixels of the chart near a player's colour, their markers aside (the
 * right-hand end). */
static int
count_color (cairo_surface_t *surface,
             TessColor        color)
{
  double r, g, b;
  int n = 0, w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);

  tess_render_color_rgb (color, &r, &g, &b);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w - 60; x++)
      {
        guint32 p = pixel (surface, x, y);
        int dr = (int) ((p >> 16) & 0xff) - (int) (r * 255), dg = (int) ((p >> 8) & 0xff) - (int) (g * 255);
        int db = (int) (p & 0xff) - (int) (b * 255);

        n += dr * dr + dg * dg + db * db < 40 * 40;
      }
  return n;
}

/* Three players who never scored: each line is seen, none under
 * another; and the moves are numbered under the axis. */
static void
test_lines_and_moves (void)
{
  g_autoptr(TessGame) game = game_without_points (12);
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *chart = tess_score_chart_new ();
  cairo_surface_t *surface;
  int w, h, clusters = 0, gap = 100;

  gtk_window_set_default_size (window, 560, 220);
  gtk_window_set_child (window, chart);
  tess_score_chart_set_game (TESS_SCORE_CHART (chart), game);
  gtk_window_present (window);
  TESS_TEST_WAIT_UNTIL (gtk_widget_get_width (chart) >= 300 && gtk_widget_get_height (chart) >= 150);
  flush_events ();

  surface = render (chart);
  w = cairo_image_surface_get_width (surface);
  h = cairo_image_surface_get_height (surface);
  for (guint p = 0; p < 3; p++)
    {
      TessColor c = tess_game_get_player_color (game, p);

      g_test_message ("colour %d: %d pixels", c, count_color (surface, c));
      g_assert_cmpint (count_color (surface, c), >=, 200);
    }

  /* Under the plot (it ends 40 pixels above the bottom), the numbers:
   * several separate groups of ink, not the one word "Moves". */
  for (int x = 40; x < w - 16; x++)
    {
      gboolean ink = FALSE;

      for (int y = h - 31; y < h - 24 && !ink; y++)
        ink = (pixel (surface, x, y) & 0xff) < 0xb0;
      if (ink)
        {
          if (gap >= 6)
            clusters++;
          gap = 0;
        }
      else
        gap++;
    }
  g_test_message ("%d groups of ink under the axis", clusters);
  g_assert_cmpint (clusters, >=, 3);

  cairo_surface_destroy (surface);
  gtk_window_destroy (window);
  flush_events ();
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_test_add_func ("/score-chart/lines-and-moves", test_lines_and_moves);
  return g_test_run ();
}
