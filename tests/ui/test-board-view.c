/* test-board-view.c: the board alone, played with clicks, drags, zooms and keys
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

static gboolean
action_enabled (Fixture    *f,
                const char *name)
{
  GtkWidget *button = gtk_button_new ();
  gboolean enabled;

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), name);
  if (g_str_equal (name, "board.place-tile"))
    gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "(iii)", 0, 0, 0);
  gtk_widget_set_parent (button, GTK_WIDGET (f->board));
  enabled = gtk_widget_get_sensitive (button);
  gtk_widget_unparent (button);
  return enabled;
}

static void
click (Fixture    *f,
       const char *which,
       double      x,
       double      y)
{
  GtkEventController *gesture = tess_test_board_find_controller (GTK_WIDGET (f->board), GTK_TYPE_GESTURE_CLICK, which);

  g_signal_emit_by_name (gesture, "released", 1, x, y);
  tess_test_board_flush_events ();
}

/* The middle of a cell, in the widget. */

static void
cell_center (Fixture *f,
             int      cx,
             int      cy,
             double  *x,
             double  *y)
{
  tess_viewport_board_to_widget (f->viewport, cx + 0.5, cy + 0.5, x, y);
}

static gboolean
tile_laid_at (TessGame *game,
              int       x,
              int       y,
              int      *type,
              int      *rot)
{
  int px, py, prot, placement;

  if (tess_game_get_pending (game, &px, &py, &prot) && px == x && py == y)
    {
      *type = tess_game_get_tile (game);
      *rot = prot;
      return TRUE;
    }
  placement = tess_game_tile_at (game, x, y);
  if (placement < 0)
    return FALSE;
  tess_game_get_placed (game, placement, NULL, NULL, type, rot);
  return TRUE;
}

static void
test_click_places (Fixture       *f,
                   gconstpointer  data)
{
  TessGamePlacement p = tess_test_board_first_placement (f->game);
  int n = tess_game_get_n_placed (f->game);
  int tile = tess_game_get_tile (f->game);
  int x, y, type, rot;
  double wx, wy;

  /* Far from the board nothing fits: a click there plays nothing. */
  tess_viewport_set_center (f->viewport, 40.5, 40.5);
  cell_center (f, 40, 40, &wx, &wy);
  click (f, "board-primary-click", wx, wy);
  g_assert_cmpint (tess_game_get_n_placed (f->game), ==, n);
  g_assert_cmpint (tess_game_get_phase (f->game), ==, TESS_GAME_PHASE_PLACE_TILE);

  tess_board_view_fit (f->board);
  tess_board_view_set_rotation (f->board, p.rot);
  cell_center (f, p.x, p.y, &wx, &wy);
  click (f, "board-primary-click", wx, wy);

  g_assert_true (tile_laid_at (f->game, p.x, p.y, &type, &rot));
  g_assert_cmpint (type, ==, tile);
  g_assert_cmpint (rot, ==, p.rot);
  tess_board_view_get_cursor (f->board, &x, &y);
  g_assert_cmpint (x, ==, p.x);
  g_assert_cmpint (y, ==, p.y);
}

/* The next rotation after @rot, by @step, in which the tile fits at (x, y). */
static int
next_fitting (TessGame *game,
              int       x,
              int       y,
              int       rot,
              int       step)
{
  for (int i = 1; i <= 4; i++)
    if (tess_game_can_place_at (game, x, y, (rot + i * step) % 4))
      return (rot + i * step) % 4;
  return -1;
}

/* Gives the board a game whose tile fits a cell in ways where turning
 * right and turning left lead to different rotations (most tiles fit a
 * cell in one way or in two opposite ones, where both agree). */
static void
take_asymmetric_game (Fixture *f,
                      int     *x,
                      int     *y,
                      int     *rot)
{
  for (int seed = 1; seed < 200; seed++)
    {
      g_autofree char *text = g_strdup_printf ("%d", seed);
      g_autoptr(TessGame) game = tess_test_board_new_game (text);
      g_autoptr(GArray) placements = tess_game_get_placements (game);

      for (guint i = 0; i < placements->len; i++)
        {
          const TessGamePlacement *p = &g_array_index (placements, TessGamePlacement, i);

          if (next_fitting (game, p->x, p->y, p->rot, 1) != next_fitting (game, p->x, p->y, p->rot, 3))
            {
              tess_board_view_set_game (f->board, game);
              g_set_object (&f->game, game);
              *x = p->x;
              *y = p->y;
              *rot = p->rot;
              return;
            }
        }
    }
  g_assert_not_reached ();
}

static void
test_secondary_click_rotates (Fixture       *f,
                              gconstpointer  data)
{
  int x, y, rot;
  double wx, wy;

  take_asymmetric_game (f, &x, &y, &rot);
  tess_board_view_set_rotation (f->board, rot);
  tess_board_view_set_cursor (f->board, x, y);
  g_assert_cmpint (tess_board_view_get_cursor_rotation (f->board), ==, rot);
  cell_center (f, x, y, &wx, &wy);
  click (f, "board-secondary-click", wx, wy);

  /* The next way it fits, turning clockwise. */
  g_assert_cmpint (tess_board_view_get_rotation (f->board), ==, next_fitting (f->game, x, y, rot, 1));
  /* Nothing was placed. */
  g_assert_cmpint (tess_game_get_phase (f->game), ==, TESS_GAME_PHASE_PLACE_TILE);
}

static void
test_drag_pans (Fixture       *f,
                gconstpointer  data)
{
  GtkEventController *drag = tess_test_board_find_controller (GTK_WIDGET (f->board), GTK_TYPE_GESTURE_DRAG, NULL);
  double cx0, cy0, cx1, cy1, zoom = tess_viewport_get_zoom (f->viewport);
  int n = tess_game_get_n_placed (f->game);

  tess_viewport_get_center (f->viewport, &cx0, &cy0);

  /* A twitch of the hand is no drag. */
  g_signal_emit_by_name (drag, "drag-begin", 300.0, 200.0);
  g_signal_emit_by_name (drag, "drag-update", 2.0, 1.0);
  g_signal_emit_by_name (drag, "drag-end", 2.0, 1.0);
  tess_viewport_get_center (f->viewport, &cx1, &cy1);
  g_assert_cmpfloat_with_epsilon (cx1, cx0, 1e-9);
  g_assert_cmpfloat_with_epsilon (cy1, cy0, 1e-9);

  /* The board follows the hand: dragging right shows what was left. */
  g_signal_emit_by_name (drag, "drag-begin", 300.0, 200.0);
  g_signal_emit_by_name (drag, "drag-update", 60.0, -30.0);
  g_signal_emit_by_name (drag, "drag-update", 120.0, -60.0);
  g_signal_emit_by_name (drag, "drag-end", 120.0, -60.0);
  tess_test_board_flush_events ();
  tess_viewport_get_center (f->viewport, &cx1, &cy1);
  g_assert_cmpfloat_with_epsilon (cx1, cx0 - 120.0 / zoom, 1e-9);
  g_assert_cmpfloat_with_epsilon (cy1, cy0 + 60.0 / zoom, 1e-9);
  g_assert_cmpfloat_with_epsilon (tess_viewport_get_zoom (f->viewport), zoom, 1e-9);
  g_assert_cmpint (tess_game_get_n_placed (f->game), ==, n);

  /* Ctrl+arrow pans by a cell the other way the view goes. */
  g_assert_true (tess_test_board_press_key (f, GDK_KEY_Left, GDK_CONTROL_MASK));
  tess_viewport_get_center (f->viewport, &cx0, &cy0);
  g_assert_cmpfloat_with_epsilon (cx0, cx1 - 1.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (cy0, cy1, 1e-9);
}

static void
test_zoom (Fixture       *f,
           gconstpointer  data)
{
  GtkEventController *pinch = tess_test_board_find_controller (GTK_WIDGET (f->board), GTK_TYPE_GESTURE_ZOOM, NULL);
  GtkEventController *scroll = tess_test_board_find_controller (GTK_WIDGET (f->board), GTK_TYPE_EVENT_CONTROLLER_SCROLL, NULL);
  double zoom = tess_viewport_get_zoom (f->viewport), min_zoom, max_zoom, now;
  gboolean handled = FALSE;

  tess_viewport_get_zoom_range (f->viewport, &min_zoom, &max_zoom);

  /* A pinch scales from where it began. */
  g_signal_emit_by_name (pinch, "begin", NULL);
  g_signal_emit_by_name (pinch, "scale-changed", 1.5);
  g_assert_cmpfloat_with_epsilon (tess_viewport_get_zoom (f->viewport), zoom * 1.5, 1e-6);
  g_signal_emit_by_name (pinch, "scale-changed", 1.2);
  g_assert_cmpfloat_with_epsilon (tess_viewport_get_zoom (f->viewport), zoom * 1.2, 1e-6);
  /* Never past the limits. */
  g_signal_emit_by_name (pinch, "scale-changed", 1000.0);
  g_assert_cmpfloat_with_epsilon (tess_viewport_get_zoom (f->viewport), max_zoom, 1e-6);
  g_signal_emit_by_name (pinch, "scale-changed", 0.0001);
  g_assert_cmpfloat_with_epsilon (tess_viewport_get_zoom (f->viewport), min_zoom, 1e-6);

  /* A wheel notch down zooms out by a step, about the pointer. */
  tess_viewport_set_zoom (f->viewport, 100);
  g_signal_emit_by_name (scroll, "scroll", 0.0, 1.0, &handled);
  g_assert_true (handled);
  g_assert_cmpfloat_with_epsilon (tess_viewport_get_zoom (f->viewport), 100 / 1.2, 1e-6);

  /* The keys and the actions. */
  now = tess_viewport_get_zoom (f->viewport);
  g_assert_true (tess_test_board_press_key (f, GDK_KEY_plus, 0));
  g_assert_cmpfloat_with_epsilon (tess_viewport_get_zoom (f->viewport), now * 1.25, 1e-6);
  g_assert_true (tess_test_board_press_key (f, GDK_KEY_minus, 0));
  g_assert_cmpfloat_with_epsilon (tess_viewport_get_zoom (f->viewport), now, 1e-6);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.zoom-in", NULL));
  g_assert_cmpfloat_with_epsilon (tess_viewport_get_zoom (f->viewport), now * 1.25, 1e-6);

  /* 0 shows the whole board again, at the zoom it started with. */
  g_assert_true (tess_test_board_press_key (f, GDK_KEY_0, 0));
  g_assert_cmpfloat_with_epsilon (tess_viewport_get_zoom (f->viewport), zoom, 1e-6);
}

static void
test_keys (Fixture       *f,
           gconstpointer  data)
{
  int x0, y0, x, y, rot, type, n = tess_game_get_n_placed (f->game);
  int player = tess_game_get_current_player (f->game);

  tess_board_view_get_cursor (f->board, &x0, &y0);

  /* The first arrow shows the cursor; the next ones move it. */
  g_assert_true (tess_test_board_press_key (f, GDK_KEY_Right, 0));
  tess_board_view_get_cursor (f->board, &x, &y);
  g_assert_cmpint (x, ==, x0);
  g_assert_cmpint (y, ==, y0);
  g_assert_true (tess_test_board_press_key (f, GDK_KEY_Right, 0));
  g_assert_true (tess_test_board_press_key (f, GDK_KEY_Down, 0));
  g_assert_true (tess_test_board_press_key (f, GDK_KEY_Down, 0));
  tess_board_view_get_cursor (f->board, &x, &y);
  g_assert_cmpint (x, ==, x0 + 1);
  g_assert_cmpint (y, ==, y0 + 2);
  g_assert_true (tess_test_board_press_key (f, GDK_KEY_Up, 0));
  g_assert_true (tess_test_board_press_key (f, GDK_KEY_Left, 0));
  tess_board_view_get_cursor (f->board, &x, &y);
  g_assert_cmpint (x, ==, x0);
  g_assert_cmpint (y, ==, y0 + 1);

  /* On a cell where the tile fits: r and R turn it there, each its way. */
  take_asymmetric_game (f, &x0, &y0, &rot);
  n = tess_game_get_n_placed (f->game);
  player = tess_game_get_current_player (f->game);
  tess_board_view_set_rotation (f->board, rot);
  tess_board_view_set_cursor (f->board, x0, y0);
  g_assert_true (tess_test_board_press_key (f, GDK_KEY_r, 0));
  g_assert_cmpint (tess_board_view_get_rotation (f->board), ==, next_fitting (f->game, x0, y0, rot, 1));
  g_assert_true (tess_test_board_press_key (f, GDK_KEY_R, GDK_SHIFT_MASK));
  g_assert_cmpint (tess_board_view_get_rotation (f->board), ==, rot);
  g_assert_true (tess_test_board_press_key (f, GDK_KEY_R, GDK_SHIFT_MASK));
  g_assert_cmpint (tess_board_view_get_rotation (f->board), ==, next_fitting (f->game, x0, y0, rot, 3));
  rot = tess_board_view_get_rotation (f->board);

  /* Return lays it there, turned so; Backspace takes it back. */
  g_assert_true (tess_test_board_press_key (f, GDK_KEY_Return, 0));
  g_assert_true (tile_laid_at (f->game, x0, y0, &type, &x));
  g_assert_cmpint (x, ==, rot);
  if (tess_game_get_phase (f->game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
    {
      g_assert_true (tess_game_get_pending (f->game, &x, &y, NULL));
      g_assert_cmpint (x, ==, x0);
      g_assert_cmpint (y, ==, y0);
      g_assert_true (tess_test_board_press_key (f, GDK_KEY_BackSpace, 0));
      g_assert_cmpint (tess_game_get_phase (f->game), ==, TESS_GAME_PHASE_PLACE_TILE);
      g_assert_false (tile_laid_at (f->game, x0, y0, &type, &rot));
      /* While placing, the follower's moves are off. */
      g_assert_false (action_enabled (f, "board.skip-follower"));
      g_assert_false (action_enabled (f, "board.take-back"));
      g_assert_true (action_enabled (f, "board.place-tile"));
      g_assert_true (tess_test_board_press_key (f, GDK_KEY_Return, 0));
      /* n: no follower, the turn is over. */
      g_assert_true (tess_test_board_press_key (f, GDK_KEY_n, 0));
    }
  g_assert_cmpint (tess_game_get_n_placed (f->game), ==, n + 1);
  g_assert_cmpint (tess_game_get_current_player (f->game), !=, player);
  g_assert_true (tile_laid_at (f->game, x0, y0, &type, &rot));
}

/* Where the keys took the cursor it stays when GTK tells of the pointer
 * where it rests (as it does when a widget above the board comes or
 * goes: a toast, the follower's bar); a pointer that moves takes it. */
static void
test_pointer_at_rest (Fixture       *f,
                      gconstpointer  data)
{
  GtkEventController *motion = tess_test_board_find_controller (GTK_WIDGET (f->board), GTK_TYPE_EVENT_CONTROLLER_MOTION, NULL);
  double px, py;
  int x, y;

  /* The pointer comes onto a cell: the cursor is there. */
  cell_center (f, 2, 1, &px, &py);
  g_signal_emit_by_name (motion, "enter", px, py);
  g_signal_emit_by_name (motion, "motion", px, py);
  tess_board_view_get_cursor (f->board, &x, &y);
  g_assert_cmpint (x, ==, 2);
  g_assert_cmpint (y, ==, 1);

  /* The keys take it away (the first arrow only shows it). */
  for (int i = 0; i < 3; i++)
    g_assert_true (tess_test_board_press_key (f, GDK_KEY_Left, 0));
  tess_board_view_get_cursor (f->board, &x, &y);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, 1);

  /* Something above the board came and went, the pointer did not move. */
  g_signal_emit_by_name (motion, "leave");
  g_signal_emit_by_name (motion, "enter", px, py);
  g_signal_emit_by_name (motion, "motion", px, py);
  tess_test_board_flush_events ();
  tess_board_view_get_cursor (f->board, &x, &y);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, 1);

  /* The pointer moves: the cursor goes with it. */
  cell_center (f, 2, 2, &px, &py);
  g_signal_emit_by_name (motion, "motion", px, py);
  tess_board_view_get_cursor (f->board, &x, &y);
  g_assert_cmpint (x, ==, 2);
  g_assert_cmpint (y, ==, 2);
}

static void
on_refused (TessBoardView *board,
            const char    *message,
            char         **out)
{
  g_free (*out);
  *out = g_strdup (message);
}

static void
test_actions_follow_turn (Fixture       *f,
                          gconstpointer  data)
{
  g_autofree char *refused = NULL;
  int type, rot;
  TessGamePlacement p = tess_test_board_first_placement (f->game);
  int n = tess_game_get_n_placed (f->game);

  /* While a computer plays, the board's moves are off; the view is not. */
  g_assert_true (action_enabled (f, "board.place-tile"));
  g_assert_true (action_enabled (f, "board.rotate-right"));
  g_assert_false (action_enabled (f, "board.skip-follower"));
  tess_board_view_set_interactive (f->board, FALSE);
  g_assert_false (action_enabled (f, "board.place-tile"));
  g_assert_false (action_enabled (f, "board.rotate-right"));
  g_assert_false (action_enabled (f, "board.rotate-left"));
  g_assert_true (action_enabled (f, "board.zoom-in"));
  gtk_widget_activate_action (GTK_WIDGET (f->board), "board.place-tile", "(iii)", p.x, p.y, p.rot);
  g_assert_false (tile_laid_at (f->game, p.x, p.y, &type, &rot));
  g_assert_cmpint (tess_game_get_n_placed (f->game), ==, n);
  tess_board_view_set_interactive (f->board, TRUE);
  g_assert_true (action_enabled (f, "board.place-tile"));

  /* A move the game refuses is said, and nothing is played. */
  g_signal_connect (f->board, "move-refused", G_CALLBACK (on_refused), &refused);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.place-tile", "(iii)",
                                             40, 40, 0));
  g_assert_nonnull (refused);
  g_assert_cmpstr (refused, !=, "");
  g_assert_cmpint (tess_game_get_phase (f->game), ==, TESS_GAME_PHASE_PLACE_TILE);
  g_assert_cmpint (tess_game_get_n_placed (f->game), ==, n);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.place-tile", "(iii)",
                                             p.x, p.y, p.rot));
  g_assert_true (tile_laid_at (f->game, p.x, p.y, &type, &rot));
}

/* The board follows one game at a time: the one it was given last. */
static void
test_game_swap (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(TessGame) other = tess_test_board_new_game ("8");
  guint changed_id = g_signal_lookup ("changed", TESS_TYPE_GAME);
  TessGamePlacement p;
  int type, rot;

  g_assert_true (g_signal_has_handler_pending (f->game, changed_id, 0, FALSE));
  tess_board_view_set_game (f->board, other);
  g_assert_false (g_signal_has_handler_pending (f->game, changed_id, 0, FALSE));
  g_assert_true (g_signal_has_handler_pending (other, changed_id, 0, FALSE));

  /* Moves now go to the other game. */
  p = tess_test_board_first_placement (other);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.place-tile", "(iii)",
                                             p.x, p.y, p.rot));
  g_assert_true (tile_laid_at (other, p.x, p.y, &type, &rot));
  g_assert_false (tile_laid_at (f->game, p.x, p.y, &type, &rot));

  tess_board_view_set_game (f->board, NULL);
  g_assert_false (g_signal_has_handler_pending (other, changed_id, 0, FALSE));
}

/* Whether the board's description is @expected (set once the change is
 * over: the test waits for it). */
static gboolean
description_is (Fixture    *f,
                const char *expected)
{
  g_autofree char *error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (f->board),
                                                               GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                               expected);

  return error == NULL;
}

/* What a screen reader is told of the board, as the describer words it:
 * the tile in hand whole, or, when the description said it whole before
 * as it is, short: test-orca.py hears that Orca gets the short form. The
 * description is set once a change is over (one key's steps are one
 * change): the test waits for it. */
static void
assert_description (Fixture *f,
                    int      x,
                    int      y,
                    int      rot)
{
  g_autofree char *cell = tess_describe_cell (f->game, x, y);
  g_autofree char *fit = tess_describe_fit (f->game, x, y);
  g_autofree char *whole = tess_describe_held_tile (f->game, rot);
  g_autofree char *again = g_strdup_printf ("Your tile, turned %d°.", rot * 90);
  g_autofree char *expected_whole = fit != NULL ? g_strconcat (cell, " ", fit, " ", whole, NULL)
                                                : g_strconcat (cell, " ", whole, NULL);
  g_autofree char *expected_again = fit != NULL ? g_strconcat (cell, " ", fit, " ", again, NULL)
                                                : g_strconcat (cell, " ", again, NULL);

  TESS_TEST_WAIT_UNTIL (description_is (f, expected_whole) || description_is (f, expected_again));
}

static void
test_accessible (Fixture       *f,
                 gconstpointer  data)
{
  TessGamePlacement p = tess_test_board_first_placement (f->game);
  int x, y, rot;

  /* The cursor on a cell where the tile fits: the cell, its neighbours,
   * the ways it fits, and the tile turned the way the ghost shows it. */
  tess_board_view_set_rotation (f->board, p.rot);
  tess_board_view_set_cursor (f->board, p.x, p.y);
  assert_description (f, p.x, p.y, p.rot);

  /* Each key that moves the cursor tells the new cell. */
  g_assert_true (tess_test_board_press_key (f, GDK_KEY_Up, 0));
  tess_board_view_get_cursor (f->board, &x, &y);
  g_assert_cmpint (y, ==, p.y - 1);
  rot = tess_game_fitting_rotation (f->game, x, y, p.rot);
  assert_description (f, x, y, rot >= 0 ? rot : p.rot);

  /* On the start tile: its description, then the tile in hand. */
  tess_board_view_set_cursor (f->board, 0, 0);
  assert_description (f, 0, 0, p.rot);

  /* The pointer over a cell: the ghost there is told. */
  {
    GtkEventController *motion = tess_test_board_find_controller (GTK_WIDGET (f->board),
                                                  GTK_TYPE_EVENT_CONTROLLER_MOTION, NULL);
    double wx, wy;

    cell_center (f, p.x, p.y, &wx, &wy);
    g_signal_emit_by_name (motion, "motion", wx, wy);
    tess_board_view_get_cursor (f->board, &x, &y);
    g_assert_cmpint (x, ==, p.x);
    g_assert_cmpint (y, ==, p.y);
    assert_description (f, p.x, p.y, p.rot);
  }
}

/* While a computer player plays, the board says what is on the cells,
 * never whether "your" tile fits nor which tile is held: nobody at the
 * screen holds it. */
static void
test_accessible_other_turn (Fixture       *f,
                            gconstpointer  data)
{
  TessGamePlacement p = tess_test_board_first_placement (f->game);
  g_autofree char *cell = NULL;
  g_autofree char *fit = NULL;

  tess_board_view_set_cursor (f->board, p.x, p.y);
  fit = tess_describe_fit (f->game, p.x, p.y);
  g_assert_nonnull (fit);
  g_assert_true (g_str_has_prefix (fit, "Your tile fits"));
  assert_description (f, p.x, p.y, tess_board_view_get_shown_rotation (f->board));

  tess_board_view_set_interactive (f->board, FALSE);
  cell = tess_describe_cell (f->game, p.x, p.y);
  g_assert_null (strstr (cell, "Your tile"));
  TESS_TEST_WAIT_UNTIL (description_is (f, cell));

  /* The person's turn again: told again. */
  tess_board_view_set_interactive (f->board, TRUE);
  assert_description (f, p.x, p.y, tess_board_view_get_shown_rotation (f->board));
}

/* ------------------------------------------------------------ what is drawn */

/* The board drawn as the cairo renderer draws it. */
static void
test_zoom_keeps_tile (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  TessGamePlacement p = tess_test_board_first_placement (f->game);
  double w, h, x, y;

  tess_viewport_set_zoom (f->viewport, 40);
  tess_viewport_get_size (f->viewport, &w, &h);
  /* The tile's cell near the top-left corner of the view. */
  tess_viewport_set_center (f->viewport, p.x + 0.5 + (w / 2 - 30) / 40, p.y + 0.5 + (h / 2 - 30) / 40);
  g_assert_true (tess_viewport_cell_visible (f->viewport, p.x, p.y));
  g_assert_true (tess_game_place_tile (f->game, p.x, p.y, p.rot, &error));
  g_assert_no_error (error);
  tess_test_board_flush_events ();
  tess_viewport_board_to_widget (f->viewport, p.x, p.y, &x, &y);
  g_test_message ("cell at %g,%g zoom %g", x, y, tess_viewport_get_zoom (f->viewport));
  g_assert_true (tess_viewport_cell_visible (f->viewport, p.x, p.y));
  for (int i = 0; i < 4; i++)
    {
      g_assert_true (tess_test_board_press_key (f, GDK_KEY_plus, 0));
      tess_viewport_board_to_widget (f->viewport, p.x, p.y, &x, &y);
      g_test_message ("cell at %g,%g zoom %g", x, y, tess_viewport_get_zoom (f->viewport));
      g_assert_true (tess_viewport_cell_visible (f->viewport, p.x, p.y));
    }
  g_assert_cmpfloat (tess_viewport_get_zoom (f->viewport), >, 80);
  g_assert_true (tess_game_take_back_tile (f->game));
  tess_test_board_flush_events ();

  /* The keyboard's cell, likewise. */
  tess_viewport_set_zoom (f->viewport, 40);
  tess_viewport_set_center (f->viewport, 0.5 + (w / 2 - 30) / 40, 0.5 + (h / 2 - 30) / 40);
  g_assert_true (tess_test_board_press_key (f, GDK_KEY_Left, 0));
  g_assert_true (tess_test_board_press_key (f, GDK_KEY_Right, 0));
  {
    int cx, cy;

    tess_board_view_get_cursor (f->board, &cx, &cy);
    g_assert_true (tess_viewport_cell_visible (f->viewport, cx, cy));
    for (int i = 0; i < 4; i++)
      {
        g_assert_true (tess_test_board_press_key (f, GDK_KEY_plus, 0));
        g_assert_true (tess_viewport_cell_visible (f->viewport, cx, cy));
      }
  }
}

/* With TESS_TEST_SHOT_DIR=DIR, the board with its motions a quarter,
 * half and three quarters of their way, DIR/NAME-N.png, for a person to
 * look at (not a check). */
static void
shoot_motions (Fixture    *f,
               const char *name)
{
  const char *dir = g_getenv ("TESS_TEST_SHOT_DIR");
  int w = gtk_widget_get_width (GTK_WIDGET (f->board)), h = gtk_widget_get_height (GTK_WIDGET (f->board));

  if (dir == NULL)
    return;
  for (int k = 1; k <= 3; k++)
    {
      g_autofree char *file = g_strdup_printf ("%s-%d.png", name, k);
      g_autofree char *path = g_build_filename (dir, file, NULL);
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;
      g_autoptr(GdkTexture) texture = NULL;
      GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (GTK_WIDGET (f->board)));

      _tess_board_view_age_motions (f->board, k / 4.0);
      /* Each picture from a board drawn anew, by the window's renderer. */
      _tess_board_view_drop_board_node (f->board);
      GTK_WIDGET_GET_CLASS (f->board)->snapshot (GTK_WIDGET (f->board), snapshot);
      node = gtk_snapshot_free_to_node (snapshot);
      g_assert_nonnull (node);
      texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
      g_assert_true (gdk_texture_save_to_png (texture, path));
    }
}

/* GNOME's animations (gtk-enable-animations): off, a move plays without
 * a motion on the board; on, a tile laid by another player glides in
 * and ends by itself; turned off, what moved stops at once. */
static void
set_animations (gboolean on)
{
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", on, NULL);
}

/* A computer's move: the tile in hand at its first place, no follower. */
static void
play_whole_move (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  TessGamePlacement p = tess_test_board_first_placement (f->game);

  g_assert_true (tess_game_play_move (f->game, tess_game_get_tile (f->game), p.x, p.y, p.rot, -1, &error));
  g_assert_no_error (error);
  tess_test_board_flush_events ();
}

/* A window made smaller or larger refits the board, unless the player
 * zoomed by hand: then the zoom stays as chosen. */
static void
test_resize_refits (Fixture       *f,
                    gconstpointer  data)
{
  int x0, y0, x1, y1;
  double zoom;

  for (int turn = 0; turn < 8; turn++)
    play_whole_move (f);
  tess_game_get_bounds (f->game, &x0, &y0, &x1, &y1);
  g_assert_true (_tess_board_view_board_fits (f->board));

  gtk_window_set_default_size (f->window, 360, 280);
  TESS_TEST_WAIT_UNTIL (gtk_widget_get_width (GTK_WIDGET (f->board)) <= 360);
  g_test_message ("%d x %d px: zoom %g", gtk_widget_get_width (GTK_WIDGET (f->board)),
                  gtk_widget_get_height (GTK_WIDGET (f->board)), tess_viewport_get_zoom (f->viewport));
  g_assert_true (tess_viewport_cell_visible (f->viewport, x0, y0));
  g_assert_true (tess_viewport_cell_visible (f->viewport, x1, y1));

  gtk_window_set_default_size (f->window, 1000, 700);
  TESS_TEST_WAIT_UNTIL (gtk_widget_get_width (GTK_WIDGET (f->board)) >= 1000);
  g_assert_true (_tess_board_view_board_fits (f->board));
  zoom = tess_viewport_get_zoom (f->viewport);

  /* Zoomed by hand: the window's size no longer refits. */
  g_assert_true (tess_test_board_press_key (f, GDK_KEY_plus, 0));
  zoom = tess_viewport_get_zoom (f->viewport);
  gtk_window_set_default_size (f->window, 700, 500);
  TESS_TEST_WAIT_UNTIL (gtk_widget_get_width (GTK_WIDGET (f->board)) <= 700);
  g_assert_cmpfloat_with_epsilon (tess_viewport_get_zoom (f->viewport), zoom, 1e-9);
}

static void
test_motion_follows_setting (Fixture       *f,
                             gconstpointer  data)
{
  play_whole_move (f);
  g_assert_cmpuint (_tess_board_view_count_motions (f->board, -1), ==, 0);

  set_animations (TRUE);
  play_whole_move (f);
  g_assert_cmpuint (_tess_board_view_count_motions (f->board, TESS_BOARD_MOTION_LAY), ==, 1);
  shoot_motions (f, "motion-glide");
  TESS_TEST_WAIT_UNTIL (_tess_board_view_count_motions (f->board, -1) == 0);

  play_whole_move (f);
  g_assert_cmpuint (_tess_board_view_count_motions (f->board, TESS_BOARD_MOTION_LAY), ==, 1);
  set_animations (FALSE);
  g_assert_cmpuint (_tess_board_view_count_motions (f->board, -1), ==, 0);
  play_whole_move (f);
  g_assert_cmpuint (_tess_board_view_count_motions (f->board, -1), ==, 0);
}

static void
on_scored (TessGame            *game,
           const TessGameEvent *event,
           guint               *n_scored)
{
  if (!event->final && event->scorers != 0 && event->points > 0)
    (*n_scored)++;
}

/* With animations, a follower placed drops, a scoring's points rise and
 * the followers on the feature fly home: played by the board's own
 * player, a follower on every tile until something scores. */
static void
test_motion_of_a_scoring (Fixture       *f,
                          gconstpointer  data)
{
  guint n_scored = 0;
  gulong id = g_signal_connect (f->game, "feature-scored", G_CALLBACK (on_scored), &n_scored);

  set_animations (TRUE);
  for (int turn = 0; turn < 60 && n_scored == 0; turn++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) options = NULL;
      TessGamePlacement p = tess_test_board_first_placement (f->game);

      g_assert_true (tess_game_place_tile (f->game, p.x, p.y, p.rot, &error));
      g_assert_no_error (error);
      options = tess_game_get_follower_options (f->game);
      g_assert_true (tess_game_place_follower (f->game, options->len > 0 ? g_array_index (options, int, 0) : -1,
                                               &error));
      g_assert_no_error (error);
      /* The follower drops (after a glide: no frame showed the tile laid). */
      if (options->len > 0)
        g_assert_cmpuint (_tess_board_view_count_motions (f->board, TESS_BOARD_MOTION_LAY), ==, 1);
      if (n_scored > 0)
        break;
      /* Moves a frame or more apart, as people and computers play them. */
      TESS_TEST_WAIT_UNTIL (_tess_board_view_count_motions (f->board, -1) == 0);
    }
  g_assert_cmpuint (n_scored, >, 0);
  g_test_message ("%u scorings; %u points rising, %u followers going home", n_scored,
                  _tess_board_view_count_motions (f->board, TESS_BOARD_MOTION_POINTS),
                  _tess_board_view_count_motions (f->board, TESS_BOARD_MOTION_HOME));
  g_assert_cmpuint (_tess_board_view_count_motions (f->board, TESS_BOARD_MOTION_POINTS), >=, n_scored);
  g_assert_cmpuint (_tess_board_view_count_motions (f->board, TESS_BOARD_MOTION_HOME), >=, 1);
  shoot_motions (f, "motion-scoring");
  TESS_TEST_WAIT_UNTIL (_tess_board_view_count_motions (f->board, -1) == 0);
  set_animations (FALSE);
  g_signal_handler_disconnect (f->game, id);
}

/* The cells where the tile fits stand out from the table around them. */

int
main (int   argc,
      char *argv[])
{
  g_setenv ("GSK_RENDERER", "cairo", FALSE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add ("/board/click-places", Fixture, NULL, tess_test_board_fixture_set_up, test_click_places, tess_test_board_fixture_tear_down);
  g_test_add ("/board/secondary-click-rotates", Fixture, NULL, tess_test_board_fixture_set_up,
              test_secondary_click_rotates, tess_test_board_fixture_tear_down);
  g_test_add ("/board/drag-pans", Fixture, NULL, tess_test_board_fixture_set_up, test_drag_pans, tess_test_board_fixture_tear_down);
  g_test_add ("/board/zoom", Fixture, NULL, tess_test_board_fixture_set_up, test_zoom, tess_test_board_fixture_tear_down);
  g_test_add ("/board/keys", Fixture, NULL, tess_test_board_fixture_set_up, test_keys, tess_test_board_fixture_tear_down);
  g_test_add ("/board/pointer-at-rest", Fixture, NULL, tess_test_board_fixture_set_up, test_pointer_at_rest, tess_test_board_fixture_tear_down);
  g_test_add ("/board/actions-follow-turn", Fixture, NULL, tess_test_board_fixture_set_up,
              test_actions_follow_turn, tess_test_board_fixture_tear_down);
  g_test_add ("/board/accessible", Fixture, NULL, tess_test_board_fixture_set_up, test_accessible, tess_test_board_fixture_tear_down);
  g_test_add ("/board/accessible-other-turn", Fixture, NULL, tess_test_board_fixture_set_up, test_accessible_other_turn,
              tess_test_board_fixture_tear_down);
  g_test_add ("/board/zoom-keeps-tile", Fixture, NULL, tess_test_board_fixture_set_up,
              test_zoom_keeps_tile, tess_test_board_fixture_tear_down);
  g_test_add ("/board/motion-follows-setting", Fixture, NULL, tess_test_board_fixture_set_up,
              test_motion_follows_setting, tess_test_board_fixture_tear_down);
  g_test_add ("/board/motion-of-a-scoring", Fixture, NULL, tess_test_board_fixture_set_up,
              test_motion_of_a_scoring, tess_test_board_fixture_tear_down);
  g_test_add ("/board/resize-refits", Fixture, NULL, tess_test_board_fixture_set_up,
              test_resize_refits, tess_test_board_fixture_tear_down);
  g_test_add ("/board/game-swap", Fixture, NULL, tess_test_board_fixture_set_up, test_game_swap, tess_test_board_fixture_tear_down);

  return g_test_run ();
}
