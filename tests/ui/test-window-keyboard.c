/* test-window-keyboard.c: a whole game played with the keyboard alone,
 * and what a screen reader is told of it
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two people play a whole game through the board's key bindings only (the
 * arrows, R, Return, a digit or N), as a blind player does; after each
 * move the status label (the role a screen reader speaks) says that move
 * and its scorings as the history explains them, and at the end who won.
 * At every key the tile in hand is shown turned as the board's cursor
 * shows it (the way it fits there), never otherwise.
 */

#include "config.h"

#include <string.h>

#include "tess-describe.h"
#include "tess-test-ui.h"

/* The hand shows the tile to place turned as the board's cursor shows
 * it where it fits there: its card says the same sides as the ghost. */
static void
assert_hand_as_cursor (TessWindow *window)
{
  TessBoardView *board = window->board;
  TessGame *game = tess_window_get_game (window);
  int tile = tess_game_get_tile (game);
  int rot = tess_board_view_get_cursor_rotation (board);
  g_autofree char *expected = NULL;
  GtkWidget *card;

  if (tess_game_get_phase (game) != TESS_GAME_PHASE_PLACE_TILE || rot < 0)
    return;
  card = tess_hand_card_get_preview (window->hand_card, tile);
  g_assert_nonnull (card);
  expected = tess_describe_tile (tess_game_get_tile_def (game, tile), rot);
  gtk_test_accessible_assert_property (card, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
}

/* Arrows from the cursor to (@x, @y). */
static void
walk_to (TessWindow    *window,
         TessBoardView *board,
         int            x,
         int            y)
{
  for (int steps = 0; steps < 400; steps++)
    {
      int cx, cy;

      tess_board_view_get_cursor (board, &cx, &cy);
      if (cx == x && cy == y)
        return;
      g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board),
                                             cx < x ? GDK_KEY_Right : cx > x ? GDK_KEY_Left : cy < y ? GDK_KEY_Down : GDK_KEY_Up,
                                             0));
      assert_hand_as_cursor (window);
    }
  g_assert_not_reached ();
}

static void
test_whole_game (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessBoardView *board = window->board;
  TessGame *game = tess_window_get_game (window);
  GtkLabel *status = GTK_LABEL (tess_test_ui_window_child (window, "status_label"));
  guint turn = 0, scorings = 0, followers = 0;

  g_assert_nonnull (gtk_label_get_label (status));
  g_assert_cmpstr (gtk_label_get_label (status), !=, "");
  /* The first arrow shows the cursor. */
  tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_Down, 0);

  while (!tess_game_get_finished (game))
    {
      g_autoptr(GArray) placements = tess_game_get_placements (game);
      guint n_moves = tess_game_get_n_moves (game);
      TessGamePlacement p;
      g_autoptr(TessHistoryItem) item = NULL;
      GListModel *history;
      int rot;

      g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_TILE);
      g_assert_cmpuint (placements->len, >, 0);
      p = g_array_index (placements, TessGamePlacement, (turn * 7919u) % placements->len);

      /* To the cell, then R until the tile is turned as it should be. */
      walk_to (window, board, p.x, p.y);
      for (int k = 0; k < 4 && tess_board_view_get_cursor_rotation (board) != p.rot; k++)
        {
          g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_r, 0));
          assert_hand_as_cursor (window);
        }
      rot = tess_board_view_get_cursor_rotation (board);
      g_assert_true (tess_game_can_place_at (game, p.x, p.y, rot));
      g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_Return, 0));

      /* A follower on odd turns (the first spot's digit), else N. */
      if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
        {
          guint before = tess_game_get_n_followers (game);

          if (turn % 2 == 1 && tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_1, 0) &&
              tess_game_get_n_followers (game) > before)
            followers++;
          if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
            g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_n, 0));
        }
      g_assert_cmpuint (tess_game_get_n_moves (game), >, n_moves);
      tess_test_ui_flush_events ();

      /* What the screen reader was told: this move as the history says it. */
      history = G_LIST_MODEL (tess_game_session_get_history (tess_window_get_session (window)));
      item = g_list_model_get_item (history, tess_game_get_n_moves (game) - 1);
      {
        g_autofree char *said = g_strdelimit (g_strdup (tess_history_item_get_description (item)), "\n", ' ');

        g_assert_nonnull (strstr (gtk_label_get_label (status), said));
        if (tess_history_item_get_n_events (item) > 0)
          {
            g_assert_nonnull (strstr (gtk_label_get_label (status), "point"));
            scorings++;
          }
      }
      turn++;
    }

  g_test_message ("%u turns by keys, %u followers, %u moves with a scoring", turn, followers, scorings);
  g_assert_cmpuint (turn, >, 40);
  g_assert_cmpuint (followers, >, 5);
  g_assert_cmpuint (scorings, >, 0);

  /* The end, and who won. */
  g_test_message ("%s", gtk_label_get_label (status));
  g_assert_nonnull (strstr (gtk_label_get_label (status), "The game is over: "));
  g_assert_true (strstr (gtk_label_get_label (status), " wins with ") != NULL ||
                 strstr (gtk_label_get_label (status), " share the victory with ") != NULL);
  g_assert_nonnull (tess_window_get_summary (window));

  tess_test_ui_destroy_window (window);
}

/* What has the focus, for the messages. */
static char *
focus_name (GtkWindow *window)
{
  GtkWidget *focus = gtk_window_get_focus (window);
  GtkWidget *named = focus;

  if (focus == NULL)
    return g_strdup ("nothing");
  while (named != NULL && gtk_widget_get_tooltip_text (named) == NULL && !GTK_IS_LABEL (named) &&
         !GTK_IS_BUTTON (named))
    named = gtk_widget_get_parent (named);
  return g_strdup_printf ("%s (%s)", G_OBJECT_TYPE_NAME (focus),
                          named == NULL ? "" : gtk_widget_get_tooltip_text (named) != NULL
                            ? gtk_widget_get_tooltip_text (named)
                            : GTK_IS_BUTTON (named) && gtk_button_get_label (GTK_BUTTON (named)) != NULL
                            ? gtk_button_get_label (GTK_BUTTON (named)) : G_OBJECT_TYPE_NAME (named));
}

/* Tab (and Shift+Tab) as GtkWindow runs them, from @start until the
 * focus is back on it: every step moves the focus, and the round
 * passes by the header bar. Returns the number of steps. */
static guint
assert_tab_cycles (GtkWindow        *window,
                   GtkWidget        *start,
                   GtkDirectionType  direction,
                   GType             must_visit)
{
  gboolean visited = FALSE;

  gtk_widget_grab_focus (start);
  g_assert_true (gtk_window_get_focus (window) == start);
  for (guint step = 1; step < 200; step++)
    {
      GtkWidget *before = gtk_window_get_focus (window);
      g_autofree char *name = NULL;

      /* GTK orders Tab by where the widgets are: a list that grew or
       * scrolled to the focus must be laid out before the next step. */
      tess_test_ui_wait_frame (GTK_WIDGET (window));
      g_signal_emit_by_name (window, "move-focus", direction);
      tess_test_ui_flush_events ();
      name = focus_name (window);
      g_test_message ("%s %u: %s", direction == GTK_DIR_TAB_FORWARD ? "Tab" : "Shift+Tab", step, name);
      if (gtk_window_get_focus (window) == before || gtk_window_get_focus (window) == NULL)
        g_error ("%s is a dead end at %s", direction == GTK_DIR_TAB_FORWARD ? "Tab" : "Shift+Tab", name);
      if (gtk_window_get_focus (window) != NULL &&
          gtk_widget_get_ancestor (gtk_window_get_focus (window), must_visit) != NULL)
        visited = TRUE;
      if (gtk_window_get_focus (window) == start)
        {
          g_assert_true (visited);
          return step;
        }
    }
  g_error ("Tab never came back to where it started");
  return 0;
}

/* Tab goes round every control of the window, its header bar included,
 * both ways, and comes back to the board; in a game under way (history
 * rows) too. */
static void
test_tab_cycles (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  GType header = ADW_TYPE_HEADER_BAR;
  TessGame *game = tess_window_get_game (window);

  tess_test_ui_present (GTK_WINDOW (window));
  g_assert_cmpuint (assert_tab_cycles (GTK_WINDOW (window), GTK_WIDGET (window->board), GTK_DIR_TAB_FORWARD,
                                       header), >, 5);
  g_assert_cmpuint (assert_tab_cycles (GTK_WINDOW (window), GTK_WIDGET (window->board), GTK_DIR_TAB_BACKWARD,
                                       header), >, 5);

  for (int i = 0; i < 4; i++)
    {
      g_autoptr(GArray) placements = tess_game_get_placements (game);
      TessGamePlacement p = g_array_index (placements, TessGamePlacement, 0);

      g_assert_true (tess_game_place_tile (game, p.x, p.y, p.rot, NULL));
      g_assert_true (tess_game_place_follower (game, -1, NULL));
    }
  tess_test_ui_flush_events ();
  assert_tab_cycles (GTK_WINDOW (window), GTK_WIDGET (window->board), GTK_DIR_TAB_FORWARD, header);
  assert_tab_cycles (GTK_WINDOW (window), GTK_WIDGET (window->board), GTK_DIR_TAB_BACKWARD, header);

  tess_test_ui_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "window-keyboard");
  tess_test_ui_set_up_two_people ("1111");

  g_test_add_func ("/window-keyboard/whole-game", test_whole_game);
  g_test_add_func ("/window-keyboard/tab-cycles", test_tab_cycles);

  return tess_test_ui_run ();
}
