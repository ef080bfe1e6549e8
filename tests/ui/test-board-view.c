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
#include "tess-describe.h"
#include "tess-names.h"
#include "tess-test-core.h"

/* The board in a window of its own, as the tile-set editor will embed it:
 * no TessWindow, so every move goes through the board's own actions. The
 * gestures are driven by emitting their signals, as a pointer would. */

typedef struct
{
  GtkWindow     *window;
  TessBoardView *board;
  TessGame      *game;
  TessViewport  *viewport;
} Fixture;

static void
flush_events (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static TessGame *
new_game_full (const char *seed,
               gboolean    river,
               guint       n_players)
{
  static const char *names[] = { "Ana", "Bea", "Carl", "Dora", "Emil", "Fay" };
  TessColor colors[] = { TESS_COLOR_RED, TESS_COLOR_BLUE, TESS_COLOR_YELLOW,
                         TESS_COLOR_GREEN, TESS_COLOR_BLACK, TESS_COLOR_GREY };
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;
  TessGame *game;
  TessRules rules;

  tess_rules_init_default (&rules);
  rules.river = river;
  record = tess_game_new_record (&rules, n_players, names, colors, NULL, seed, &error);
  g_assert_no_error (error);
  game = tess_game_new_from_record (record, &error);
  g_assert_no_error (error);
  return game;
}

static TessGame *
new_game (const char *seed)
{
  return new_game_full (seed, FALSE, 2);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->game = new_game ("7");
  f->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (f->window, 800, 600);
  f->board = TESS_BOARD_VIEW (tess_board_view_new ());
  gtk_window_set_child (f->window, GTK_WIDGET (f->board));
  tess_board_view_set_game (f->board, f->game);
  f->viewport = tess_board_view_get_viewport (f->board);
  gtk_window_present (f->window);
  TESS_TEST_WAIT_UNTIL (gtk_widget_get_width (GTK_WIDGET (f->board)) >= 200);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->board)), >=, 200);
  gtk_widget_grab_focus (GTK_WIDGET (f->board));
  flush_events ();
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (f->window);
  flush_events ();
  g_clear_object (&f->game);
}

static GtkEventController *
find_controller (GtkWidget  *widget,
                 GType       type,
                 const char *name)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type) &&
          (name == NULL || g_strcmp0 (gtk_event_controller_get_name (controller), name) == 0))
        return controller;
    }
  g_assert_not_reached ();
  return NULL;
}

/* A key as the board's shortcuts take it: the shortcut bound to the key
 * is found and run. FALSE when none is bound or its action is off. */
static gboolean
press_key (Fixture         *f,
           guint            keyval,
           GdkModifierType  modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->board));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);
      GListModel *shortcuts;

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      shortcuts = G_LIST_MODEL (controller);
      for (guint k = 0; k < g_list_model_get_n_items (shortcuts); k++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (shortcuts, k);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          /* Triggers keep the lower-case keyval, with Shift in the modifiers. */
          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == gdk_keyval_to_lower (keyval) &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers)
            {
              gboolean done = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                                            GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                                            GTK_WIDGET (f->board),
                                                            gtk_shortcut_get_arguments (shortcut));
              flush_events ();
              return done;
            }
        }
    }
  return FALSE;
}

/* Whether a board action is on, as a button bound to it sees it. */
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
  GtkEventController *gesture = find_controller (GTK_WIDGET (f->board), GTK_TYPE_GESTURE_CLICK, which);

  g_signal_emit_by_name (gesture, "released", 1, x, y);
  flush_events ();
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

static TessGamePlacement
first_placement (TessGame *game)
{
  g_autoptr(GArray) placements = tess_game_get_placements (game);

  g_assert_cmpuint (placements->len, >, 0);
  return g_array_index (placements, TessGamePlacement, 0);
}

/* Whether a tile lies at (x, y): played, or laid and waiting for its
 * follower; its type and rotation. */
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
  TessGamePlacement p = first_placement (f->game);
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
      g_autoptr(TessGame) game = new_game (text);
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
  GtkEventController *drag = find_controller (GTK_WIDGET (f->board), GTK_TYPE_GESTURE_DRAG, NULL);
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
  flush_events ();
  tess_viewport_get_center (f->viewport, &cx1, &cy1);
  g_assert_cmpfloat_with_epsilon (cx1, cx0 - 120.0 / zoom, 1e-9);
  g_assert_cmpfloat_with_epsilon (cy1, cy0 + 60.0 / zoom, 1e-9);
  g_assert_cmpfloat_with_epsilon (tess_viewport_get_zoom (f->viewport), zoom, 1e-9);
  g_assert_cmpint (tess_game_get_n_placed (f->game), ==, n);

  /* Ctrl+arrow pans by a cell the other way the view goes. */
  g_assert_true (press_key (f, GDK_KEY_Left, GDK_CONTROL_MASK));
  tess_viewport_get_center (f->viewport, &cx0, &cy0);
  g_assert_cmpfloat_with_epsilon (cx0, cx1 - 1.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (cy0, cy1, 1e-9);
}

static void
test_zoom (Fixture       *f,
           gconstpointer  data)
{
  GtkEventController *pinch = find_controller (GTK_WIDGET (f->board), GTK_TYPE_GESTURE_ZOOM, NULL);
  GtkEventController *scroll = find_controller (GTK_WIDGET (f->board), GTK_TYPE_EVENT_CONTROLLER_SCROLL, NULL);
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
  g_assert_true (press_key (f, GDK_KEY_plus, 0));
  g_assert_cmpfloat_with_epsilon (tess_viewport_get_zoom (f->viewport), now * 1.25, 1e-6);
  g_assert_true (press_key (f, GDK_KEY_minus, 0));
  g_assert_cmpfloat_with_epsilon (tess_viewport_get_zoom (f->viewport), now, 1e-6);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.zoom-in", NULL));
  g_assert_cmpfloat_with_epsilon (tess_viewport_get_zoom (f->viewport), now * 1.25, 1e-6);

  /* 0 shows the whole board again, at the zoom it started with. */
  g_assert_true (press_key (f, GDK_KEY_0, 0));
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
  g_assert_true (press_key (f, GDK_KEY_Right, 0));
  tess_board_view_get_cursor (f->board, &x, &y);
  g_assert_cmpint (x, ==, x0);
  g_assert_cmpint (y, ==, y0);
  g_assert_true (press_key (f, GDK_KEY_Right, 0));
  g_assert_true (press_key (f, GDK_KEY_Down, 0));
  g_assert_true (press_key (f, GDK_KEY_Down, 0));
  tess_board_view_get_cursor (f->board, &x, &y);
  g_assert_cmpint (x, ==, x0 + 1);
  g_assert_cmpint (y, ==, y0 + 2);
  g_assert_true (press_key (f, GDK_KEY_Up, 0));
  g_assert_true (press_key (f, GDK_KEY_Left, 0));
  tess_board_view_get_cursor (f->board, &x, &y);
  g_assert_cmpint (x, ==, x0);
  g_assert_cmpint (y, ==, y0 + 1);

  /* On a cell where the tile fits: r and R turn it there, each its way. */
  take_asymmetric_game (f, &x0, &y0, &rot);
  n = tess_game_get_n_placed (f->game);
  player = tess_game_get_current_player (f->game);
  tess_board_view_set_rotation (f->board, rot);
  tess_board_view_set_cursor (f->board, x0, y0);
  g_assert_true (press_key (f, GDK_KEY_r, 0));
  g_assert_cmpint (tess_board_view_get_rotation (f->board), ==, next_fitting (f->game, x0, y0, rot, 1));
  g_assert_true (press_key (f, GDK_KEY_R, GDK_SHIFT_MASK));
  g_assert_cmpint (tess_board_view_get_rotation (f->board), ==, rot);
  g_assert_true (press_key (f, GDK_KEY_R, GDK_SHIFT_MASK));
  g_assert_cmpint (tess_board_view_get_rotation (f->board), ==, next_fitting (f->game, x0, y0, rot, 3));
  rot = tess_board_view_get_rotation (f->board);

  /* Return lays it there, turned so; Backspace takes it back. */
  g_assert_true (press_key (f, GDK_KEY_Return, 0));
  g_assert_true (tile_laid_at (f->game, x0, y0, &type, &x));
  g_assert_cmpint (x, ==, rot);
  if (tess_game_get_phase (f->game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
    {
      g_assert_true (tess_game_get_pending (f->game, &x, &y, NULL));
      g_assert_cmpint (x, ==, x0);
      g_assert_cmpint (y, ==, y0);
      g_assert_true (press_key (f, GDK_KEY_BackSpace, 0));
      g_assert_cmpint (tess_game_get_phase (f->game), ==, TESS_GAME_PHASE_PLACE_TILE);
      g_assert_false (tile_laid_at (f->game, x0, y0, &type, &rot));
      /* While placing, the follower's moves are off. */
      g_assert_false (action_enabled (f, "board.skip-follower"));
      g_assert_false (action_enabled (f, "board.take-back"));
      g_assert_true (action_enabled (f, "board.place-tile"));
      g_assert_true (press_key (f, GDK_KEY_Return, 0));
      /* n: no follower, the turn is over. */
      g_assert_true (press_key (f, GDK_KEY_n, 0));
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
  GtkEventController *motion = find_controller (GTK_WIDGET (f->board), GTK_TYPE_EVENT_CONTROLLER_MOTION, NULL);
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
    g_assert_true (press_key (f, GDK_KEY_Left, 0));
  tess_board_view_get_cursor (f->board, &x, &y);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, 1);

  /* Something above the board came and went, the pointer did not move. */
  g_signal_emit_by_name (motion, "leave");
  g_signal_emit_by_name (motion, "enter", px, py);
  g_signal_emit_by_name (motion, "motion", px, py);
  flush_events ();
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
  TessGamePlacement p = first_placement (f->game);
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
  g_autoptr(TessGame) other = new_game ("8");
  guint changed_id = g_signal_lookup ("changed", TESS_TYPE_GAME);
  TessGamePlacement p;
  int type, rot;

  g_assert_true (g_signal_has_handler_pending (f->game, changed_id, 0, FALSE));
  tess_board_view_set_game (f->board, other);
  g_assert_false (g_signal_has_handler_pending (f->game, changed_id, 0, FALSE));
  g_assert_true (g_signal_has_handler_pending (other, changed_id, 0, FALSE));

  /* Moves now go to the other game. */
  p = first_placement (other);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->board), "board.place-tile", "(iii)",
                                             p.x, p.y, p.rot));
  g_assert_true (tile_laid_at (other, p.x, p.y, &type, &rot));
  g_assert_false (tile_laid_at (f->game, p.x, p.y, &type, &rot));

  tess_board_view_set_game (f->board, NULL);
  g_assert_false (g_signal_has_handler_pending (other, changed_id, 0, FALSE));
}

/* What a screen reader is told of the board, as the describer words it:
 * the tile in hand whole, or, when the description said it whole before
 * as it is (which the steps of one key may or may not have done), short:
 * test-orca.py hears that Orca gets the short form. */
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
  g_autofree char *error = NULL;

  for (int form = 0; form < 2; form++)
    {
      const char *held = form == 0 ? whole : again;
      g_autofree char *expected = fit != NULL ? g_strconcat (cell, " ", fit, " ", held, NULL)
                                              : g_strconcat (cell, " ", held, NULL);

      g_clear_pointer (&error, g_free);
      error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (f->board),
                                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
      if (error == NULL)
        return;
    }
  g_error ("%s", error);
}

static void
test_accessible (Fixture       *f,
                 gconstpointer  data)
{
  TessGamePlacement p = first_placement (f->game);
  int x, y, rot;

  /* The cursor on a cell where the tile fits: the cell, its neighbours,
   * the ways it fits, and the tile turned the way the ghost shows it. */
  tess_board_view_set_rotation (f->board, p.rot);
  tess_board_view_set_cursor (f->board, p.x, p.y);
  assert_description (f, p.x, p.y, p.rot);

  /* Each key that moves the cursor tells the new cell. */
  g_assert_true (press_key (f, GDK_KEY_Up, 0));
  tess_board_view_get_cursor (f->board, &x, &y);
  g_assert_cmpint (y, ==, p.y - 1);
  rot = tess_game_fitting_rotation (f->game, x, y, p.rot);
  assert_description (f, x, y, rot >= 0 ? rot : p.rot);

  /* On the start tile: its description, then the tile in hand. */
  tess_board_view_set_cursor (f->board, 0, 0);
  assert_description (f, 0, 0, p.rot);

  /* The pointer over a cell: the ghost there is told. */
  {
    GtkEventController *motion = find_controller (GTK_WIDGET (f->board),
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
  TessGamePlacement p = first_placement (f->game);
  g_autofree char *cell = NULL;
  g_autofree char *fit = NULL;
  g_autofree char *error = NULL;

  tess_board_view_set_cursor (f->board, p.x, p.y);
  fit = tess_describe_fit (f->game, p.x, p.y);
  g_assert_nonnull (fit);
  g_assert_true (g_str_has_prefix (fit, "Your tile fits"));
  assert_description (f, p.x, p.y, tess_board_view_get_shown_rotation (f->board));

  tess_board_view_set_interactive (f->board, FALSE);
  cell = tess_describe_cell (f->game, p.x, p.y);
  g_assert_null (strstr (cell, "Your tile"));
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (f->board),
                                              GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, cell);
  if (error != NULL)
    g_error ("%s", error);

  /* The person's turn again: told again. */
  tess_board_view_set_interactive (f->board, TRUE);
  assert_description (f, p.x, p.y, tess_board_view_get_shown_rotation (f->board));
}

/* ------------------------------------------------------------ what is drawn */

/* The board drawn as the cairo renderer draws it. */
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
      g_autoptr(TessGame) game = new_game_full ("4", river, 6);
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
  g_autoptr(TessGame) game = new_game_full ("4", TRUE, 2);
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
    TessGamePlacement p = first_placement (f->game);

    g_assert_true (tess_game_place_tile (f->game, p.x, p.y, p.rot, &error));
    g_assert_true (tess_game_place_follower (f->game, -1, &error));
    g_assert_no_error (error);
    ax = p.x;
    ay = p.y;
  }
  flush_events ();
  tess_viewport_set_center (f->viewport, ax + 0.5, ay + 0.5);
  surface = render_board (f);
  save_png (surface, "last-tile-ana");
  g_assert_cmpint (count_corner_color (f, surface, ax, ay, ar, ag, ab), >=, 30);
  cairo_surface_destroy (surface);

  /* Bea plays: her tile is marked, and Ana, on turn, sees hers no more... */
  {
    TessGamePlacement p = first_placement (f->game);

    g_assert_true (tess_game_place_tile (f->game, p.x, p.y, p.rot, &error));
    g_assert_true (tess_game_place_follower (f->game, -1, &error));
    g_assert_no_error (error);
    bx = p.x;
    by = p.y;
  }
  flush_events ();
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
  flush_events ();
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
      g_autoptr(TessGame) g = new_game (text);
      int type = tess_game_get_tile (g), roads = 0;

      for (int i = 0; i < tess_game_get_tile_def (g, type)->n_features; i++)
        roads += tess_game_get_feature_type (g, type, i) == TESS_FEATURE_ROAD;
      if (roads >= 3)
        game = g_steal_pointer (&g);
    }
  g_assert_nonnull (game);
  tess_board_view_set_game (f->board, game);
  p = first_placement (game);
  g_assert_true (tess_game_place_tile (game, p.x, p.y, p.rot, &error));
  g_assert_no_error (error);
  flush_events ();
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
test_zoom_keeps_tile (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  TessGamePlacement p = first_placement (f->game);
  double w, h, x, y;

  tess_viewport_set_zoom (f->viewport, 40);
  tess_viewport_get_size (f->viewport, &w, &h);
  /* The tile's cell near the top-left corner of the view. */
  tess_viewport_set_center (f->viewport, p.x + 0.5 + (w / 2 - 30) / 40, p.y + 0.5 + (h / 2 - 30) / 40);
  g_assert_true (tess_viewport_cell_visible (f->viewport, p.x, p.y));
  g_assert_true (tess_game_place_tile (f->game, p.x, p.y, p.rot, &error));
  g_assert_no_error (error);
  flush_events ();
  tess_viewport_board_to_widget (f->viewport, p.x, p.y, &x, &y);
  g_test_message ("cell at %g,%g zoom %g", x, y, tess_viewport_get_zoom (f->viewport));
  g_assert_true (tess_viewport_cell_visible (f->viewport, p.x, p.y));
  for (int i = 0; i < 4; i++)
    {
      g_assert_true (press_key (f, GDK_KEY_plus, 0));
      tess_viewport_board_to_widget (f->viewport, p.x, p.y, &x, &y);
      g_test_message ("cell at %g,%g zoom %g", x, y, tess_viewport_get_zoom (f->viewport));
      g_assert_true (tess_viewport_cell_visible (f->viewport, p.x, p.y));
    }
  g_assert_cmpfloat (tess_viewport_get_zoom (f->viewport), >, 80);
  g_assert_true (tess_game_take_back_tile (f->game));
  flush_events ();

  /* The keyboard's cell, likewise. */
  tess_viewport_set_zoom (f->viewport, 40);
  tess_viewport_set_center (f->viewport, 0.5 + (w / 2 - 30) / 40, 0.5 + (h / 2 - 30) / 40);
  g_assert_true (press_key (f, GDK_KEY_Left, 0));
  g_assert_true (press_key (f, GDK_KEY_Right, 0));
  {
    int cx, cy;

    tess_board_view_get_cursor (f->board, &cx, &cy);
    g_assert_true (tess_viewport_cell_visible (f->viewport, cx, cy));
    for (int i = 0; i < 4; i++)
      {
        g_assert_true (press_key (f, GDK_KEY_plus, 0));
        g_assert_true (tess_viewport_cell_visible (f->viewport, cx, cy));
      }
  }
}

/* The cells where the tile fits stand out from the table around them. */
static void
test_legal_cells_contrast (Fixture       *f,
                           gconstpointer  data)
{
  TessGamePlacement p = first_placement (f->game);
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
      g_autoptr(TessGame) game = new_game ("11");
      g_autoptr(GArray) options = NULL;
      g_autoptr(GError) error = NULL;
      TessGamePlacement p = first_placement (game);
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

  g_test_add ("/board/click-places", Fixture, NULL, fixture_set_up, test_click_places, fixture_tear_down);
  g_test_add ("/board/secondary-click-rotates", Fixture, NULL, fixture_set_up,
              test_secondary_click_rotates, fixture_tear_down);
  g_test_add ("/board/drag-pans", Fixture, NULL, fixture_set_up, test_drag_pans, fixture_tear_down);
  g_test_add ("/board/zoom", Fixture, NULL, fixture_set_up, test_zoom, fixture_tear_down);
  g_test_add ("/board/keys", Fixture, NULL, fixture_set_up, test_keys, fixture_tear_down);
  g_test_add ("/board/pointer-at-rest", Fixture, NULL, fixture_set_up, test_pointer_at_rest, fixture_tear_down);
  g_test_add ("/board/actions-follow-turn", Fixture, NULL, fixture_set_up,
              test_actions_follow_turn, fixture_tear_down);
  g_test_add ("/board/accessible", Fixture, NULL, fixture_set_up, test_accessible, fixture_tear_down);
  g_test_add ("/board/accessible-other-turn", Fixture, NULL, fixture_set_up, test_accessible_other_turn,
              fixture_tear_down);
  g_test_add ("/board/highlight-contrast", Fixture, NULL, fixture_set_up,
              test_highlight_contrast, fixture_tear_down);
  g_test_add ("/board/light-keeps-river", Fixture, NULL, fixture_set_up,
              test_light_keeps_river, fixture_tear_down);
  g_test_add ("/board/last-tile-marked", Fixture, NULL, fixture_set_up,
              test_last_tile_marked, fixture_tear_down);
  g_test_add ("/board/spots-leave-tile", Fixture, NULL, fixture_set_up,
              test_spots_leave_tile, fixture_tear_down);
  g_test_add ("/board/zoom-keeps-tile", Fixture, NULL, fixture_set_up,
              test_zoom_keeps_tile, fixture_tear_down);
  g_test_add ("/board/legal-cells-contrast", Fixture, NULL, fixture_set_up,
              test_legal_cells_contrast, fixture_tear_down);
  g_test_add ("/board/high-contrast", Fixture, NULL, fixture_set_up, test_high_contrast, fixture_tear_down);
  g_test_add ("/board/high-contrast-followers", Fixture, NULL, fixture_set_up,
              test_high_contrast_followers, fixture_tear_down);
  g_test_add ("/board/game-swap", Fixture, NULL, fixture_set_up, test_game_swap, fixture_tear_down);

  return g_test_run ();
}
