/* test-replay-final.c: the final scoring stepped, a feature at a time
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "tess-final-steps.h"
#include "tess-history-panel.h"
#include "tess-player-row.h"
#include "tess-side-panel.h"
#include "tess-replay-view.h"
#include "tess-board-view.h"
#include "tess-viewport.h"
#include "tess-window-handout.h"
#include "tess-test-ui.h"

/* Whether the side panel shows, as its action says. */
static gboolean
panel_shown (TessWindow *window)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), "toggle-panel");

  return g_variant_get_boolean (state);
}

static const char * const kinds[] = { "roads", "cities", "monasteries", "farms", "goods" };

/* The card's buttons of the final scoring's steps. */
static GtkWidget *
step_button (TessWindow *window,
             guint       step)
{
  g_autofree char *name = g_strdup_printf ("final-step-%u", step);
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  tess_test_ui_collect (GTK_WIDGET (window->replay_view), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_widget_get_name (g_ptr_array_index (buttons, i)), name) == 0)
      return g_ptr_array_index (buttons, i);
  return NULL;
}

static gboolean
same_cells (GArray *a,
            GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const TessGameCell *x = &g_array_index (a, TessGameCell, i);
      const TessGameCell *y = &g_array_index (b, TessGameCell, i);

      if (x->x != y->x || x->y != y->y || x->feature != y->feature)
        return FALSE;
    }
  return TRUE;
}

/* The card's line of the scores so far: "Scores so far: Ana 45, Bea 38". */
static void
assert_running (const char *text,
                const char *prefix,
                TessGame   *shown,
                const int  *scores,
                guint       n_players)
{
  g_autoptr(GString) line = g_string_new (prefix);

  for (guint p = 0; p < n_players; p++)
    g_string_append_printf (line, "%s%s %d", p > 0 ? ", " : "", tess_game_get_player_name (shown, p),
                            scores[p]);
  g_string_append_c (line, '\n');
  if (strstr (text, line->str) == NULL)
    g_error ("“%s” is not on the card:\n%s", line->str, text);
}

/* At the end of a finished game the replay steps through the final
 * scoring: first the announcement with nothing lit, then one feature a
 * step in the announced order, each titled, the card listing every
 * sentence as a button that goes to its step; the card is never over
 * what it explains. */
/* Whether the side panel's row of @player shows @score. */
static gboolean
row_shows_score (TessWindow *window,
                 guint       player,
                 int         score)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autofree char *text = g_strdup_printf ("%d", score);

  tess_test_ui_collect (GTK_WIDGET (window->side_panel), TESS_TYPE_PLAYER_ROW, rows);
  g_assert_cmpuint (player, <, rows->len);
  tess_test_ui_collect (g_ptr_array_index (rows, player), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_label (g_ptr_array_index (labels, i)), text) == 0)
      return TRUE;
  return FALSE;
}

static void
test_steps (void)
{
  g_autoptr(GFile) file = tess_test_ui_finished_game_file ("final-steps.tessera", 29, "2929", NULL);
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessReplayView *view = window->replay_view;
  TessHistory *history;
  g_autoptr(TessHistoryItem) final = NULL;
  guint n_moves, n_steps, announce;
  int last_kind = 0;
  int running[TESS_MAX_PLAYERS] = { 0 };
  guint n_players;

  g_assert_true (tess_test_ui_open_file (window, file));
  tess_test_ui_flush_events ();
  g_assert_true (tess_replay_view_get_active (view));
  history = tess_history_panel_get_history (tess_side_panel_get_history_panel (window->side_panel));
  n_moves = tess_history_get_n_moves (history);
  final = g_list_model_get_item (G_LIST_MODEL (history), n_moves);
  g_assert_true (tess_history_item_get_is_final (final));
  n_steps = tess_history_item_get_n_events (final);
  g_assert_cmpuint (n_steps, >, 3);
  announce = n_moves + 1;
  g_assert_cmpuint (tess_replay_view_get_n_positions (view), ==, announce + 1 + n_steps);
  /* The scores before the final scoring: the last move's. */
  n_players = tess_history_item_get_n_players (final);
  {
    g_autoptr(TessHistoryItem) last = g_list_model_get_item (G_LIST_MODEL (history), n_moves - 1);

    for (guint p = 0; p < n_players; p++)
      running[p] = tess_history_item_get_score (last, p);
  }

  /* The announcement: nothing lit yet, every step listed. */
  tess_replay_view_set_position (view, announce);
  {
    g_autoptr(GArray) lit = tess_replay_view_get_lit_cells (view);
    g_autofree char *text = tess_replay_view_get_text (view);

    g_assert_cmpuint (lit->len, ==, 0);
    g_assert_true (g_str_has_prefix (text, "Final Scoring\n"));
    assert_running (text, "Before the final scoring: ", tess_replay_view_get_shown_game (view),
                    running, n_players);
    for (guint i = 0; i < n_steps; i++)
      {
        g_assert_nonnull (step_button (window, i));
        g_assert_nonnull (strstr (text, tess_history_item_get_event_explanation (final, i)));
      }
  }

  /* Step by step, forward as a presenter does. */
  for (guint i = 0; i < n_steps; i++)
    {
      const TessGameEvent *event = tess_history_item_get_event (final, i);
      TessGame *shown;
      g_autoptr(GArray) lit = NULL;
      g_autoptr(GArray) feature = NULL;
      g_autofree char *text = NULL;
      g_autofree char *title = NULL;
      int kind = tess_final_step_kind (event->feature, event->rule);

      gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-forward", NULL);
      g_assert_cmpuint (tess_replay_view_get_position (view), ==, announce + 1 + i);
      shown = tess_replay_view_get_shown_game (view);
      text = tess_replay_view_get_text (view);
      title = g_strdup_printf ("Final scoring, step %u of %u: %s", i + 1, n_steps, kinds[kind]);
      g_assert_true (g_str_has_prefix (text, title));
      /* The running total, this step's points added. */
      for (guint p = 0; p < n_players; p++)
        if (event->scorers & (1u << p))
          running[p] += event->points;
      assert_running (text, "Scores so far: ", shown, running, n_players);
      /* The side panel says the same as the card. */
      for (guint p = 0; p < n_players; p++)
        {
          g_assert_cmpint (tess_game_get_score (shown, p), ==, running[p]);
          g_assert_true (row_shows_score (window, p, running[p]));
        }
      g_assert_cmpint (kind, >=, last_kind);
      last_kind = kind;

      /* One feature lit: this step's (a farm's cities come after it). */
      lit = tess_replay_view_get_lit_cells (view);
      /* A monastery lights the tiles around it too. */
      feature = tess_game_get_scored_cells (shown, event);
      g_assert_cmpuint (feature->len, >, 0);
      if (event->feature != TESS_FEATURE_FIELD)
        g_assert_true (same_cells (lit, feature));
      else
        {
          g_assert_cmpuint (lit->len, >=, feature->len);
          g_array_set_size (lit, feature->len);
          g_assert_true (same_cells (lit, feature));
        }
      g_assert_true (gtk_widget_has_css_class (step_button (window, i), "replay-step-current"));

      /* Once laid out, the card is clear of the feature. */
      TESS_TEST_WAIT_UNTIL (!tess_replay_view_get_sight_pending (view));
      TESS_TEST_WAIT_UNTIL (!tess_replay_view_card_covers_explained (view));
    }
  g_assert_cmpuint (tess_replay_view_get_position (view),
                    ==, tess_replay_view_get_n_positions (view) - 1);
  /* After the last step, the final scores. */
  for (guint p = 0; p < n_players; p++)
    g_assert_cmpint (running[p], ==, tess_history_item_get_score (final, p));

  /* A sentence clicked lights its feature. */
  g_signal_emit_by_name (step_button (window, 1), "clicked");
  g_assert_cmpuint (tess_replay_view_get_position (view), ==, announce + 2);
  {
    const TessGameEvent *event = tess_history_item_get_event (final, 1);
    g_autoptr(GArray) lit = tess_replay_view_get_lit_cells (view);
    g_autoptr(GArray) feature = tess_game_get_feature_cells (tess_replay_view_get_shown_game (view),
                                                             event->placement, event->feature_index);

    g_array_set_size (lit, MIN (lit->len, feature->len));
    g_assert_true (same_cells (lit, feature));
  }

  tess_test_ui_destroy_window (window);
}

static GtkWidget *
with_class (GtkWidget  *widget,
            const char *css_class)
{
  if (gtk_widget_has_css_class (widget, css_class))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = with_class (child, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether the card ends above the controls. */
static gboolean
card_above_bar (TessReplayView *view)
{
  GtkWidget *card = with_class (GTK_WIDGET (view), "replay-banner");
  GtkWidget *bar = with_class (GTK_WIDGET (view), "replay-bar");
  graphene_rect_t c, b;

  g_assert_true (gtk_widget_compute_bounds (card, GTK_WIDGET (view), &c));
  g_assert_true (gtk_widget_compute_bounds (bar, GTK_WIDGET (view), &b));
  return c.origin.y + c.size.height <= b.origin.y;
}

/* In a short window the card never runs under the controls: its
 * sentences scroll instead of being cut. */
static void
test_card_whole (void)
{
  g_autoptr(GFile) file = tess_test_ui_finished_game_file ("short.tessera", 29, "2929", NULL);
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessReplayView *view = window->replay_view;
  TessHistory *history;
  guint n_moves;

  gtk_window_set_default_size (GTK_WINDOW (window), 900, 440);
  g_assert_true (tess_test_ui_open_file (window, file));
  tess_test_ui_flush_events ();
  history = tess_history_panel_get_history (tess_side_panel_get_history_panel (window->side_panel));
  n_moves = tess_history_get_n_moves (history);
  TESS_TEST_WAIT_UNTIL (gtk_widget_get_height (GTK_WIDGET (view)) < 420);

  /* The final scoring's announcement: every step listed. */
  tess_replay_view_set_position (view, n_moves + 1);
  TESS_TEST_WAIT_UNTIL (!tess_replay_view_get_sight_pending (view));
  TESS_TEST_WAIT_UNTIL (card_above_bar (view));

  tess_test_ui_destroy_window (window);
}

/* Whether the replay's controls lie whole within the replay, which the
 * side panel leaves beside it. */
static gboolean
bar_whole (gpointer data)
{
  TessReplayView *view = data;
  GtkWidget *bar = tess_test_ui_find_named (GTK_WIDGET (view), "replay-bar");
  graphene_rect_t bounds;

  return bar != NULL && gtk_widget_compute_bounds (bar, GTK_WIDGET (view), &bounds)
         && bounds.origin.x >= 0 && bounds.origin.x + bounds.size.width <= gtk_widget_get_width (GTK_WIDGET (view))
         && bounds.size.width > 0;
}

/* At 1024 × 700, beside the side panel, the controls do not fit on one
 * line: the teacher's actions go under the transport, and the first and
 * last buttons stay on screen. Wider, they are on one line again. */
static void
test_bar_whole (void)
{
  g_autoptr(GFile) file = tess_test_ui_finished_game_file ("narrow.tessera", 29, "2929", NULL);
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessReplayView *view = window->replay_view;

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  g_assert_true (tess_test_ui_open_file (window, file));
  tess_test_ui_flush_events ();
  g_assert_true (panel_shown (window));
  TESS_TEST_WAIT_UNTIL (gtk_widget_get_width (GTK_WIDGET (view)) > 0 && gtk_widget_get_width (GTK_WIDGET (view)) < 760);
  TESS_TEST_WAIT_UNTIL (bar_whole (view));
  for (int i = 0; i < 3; i++)
    tess_test_ui_wait_frame (GTK_WIDGET (view));
  g_assert_true (bar_whole (view));

  gtk_window_set_default_size (GTK_WINDOW (window), 1600, 900);
  TESS_TEST_WAIT_UNTIL (gtk_widget_get_width (GTK_WIDGET (view)) > 1000);
  TESS_TEST_WAIT_UNTIL (gtk_orientable_get_orientation (GTK_ORIENTABLE (tess_test_ui_find_named (GTK_WIDGET (view), "replay-controls")))
                        == GTK_ORIENTATION_HORIZONTAL);
  TESS_TEST_WAIT_UNTIL (bar_whole (view));

  tess_test_ui_destroy_window (window);
}

/* A key as the replay's shortcuts take it (they are on the window): the
 * shortcut bound to it is run. FALSE when none is bound. */
static gboolean
press_key (TessWindow *window,
           guint       keyval)
{
  GtkEventController *controller = tess_replay_view_get_shortcuts (window->replay_view);
  GListModel *shortcuts = G_LIST_MODEL (controller);

  for (guint k = 0; k < g_list_model_get_n_items (shortcuts); k++)
    {
      g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (shortcuts, k);
      GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

      if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
          gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
          gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0)
        {
          gboolean done = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                                        GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                                        GTK_WIDGET (window),
                                                        gtk_shortcut_get_arguments (shortcut));
          tess_test_ui_flush_events ();
          return done;
        }
    }
  return FALSE;
}

/* Whether the button of @step shows whole in the card's scrolled list. */
static gboolean
step_in_view (TessWindow *window,
              guint       step)
{
  GtkWidget *button = step_button (window, step);
  GtkWidget *scroller = button != NULL ? gtk_widget_get_ancestor (button, GTK_TYPE_SCROLLED_WINDOW) : NULL;
  graphene_rect_t bounds;

  if (scroller == NULL || !gtk_widget_compute_bounds (button, scroller, &bounds))
    return FALSE;
  return bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scroller);
}

/* End, right after a finished game opens in its replay, shows the last
 * step of the final scoring, its sentence in view though the card's list
 * scrolls (it grows a frame after it is filled in). */
static void
test_end_in_view (void)
{
  g_autoptr(GFile) file = tess_test_ui_finished_game_file ("end.tessera", 29, "2929", NULL);
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessReplayView *view = window->replay_view;
  guint last;

  gtk_window_set_default_size (GTK_WINDOW (window), 900, 440);
  g_assert_true (tess_test_ui_open_file (window, file));
  tess_test_ui_flush_events ();
  TESS_TEST_WAIT_UNTIL (gtk_widget_get_height (GTK_WIDGET (view)) < 420);
  g_assert_true (press_key (window, GDK_KEY_End));
  g_assert_cmpuint (tess_replay_view_get_position (view), ==, tess_replay_view_get_n_positions (view) - 1);
  TESS_TEST_WAIT_UNTIL (!tess_replay_view_get_sight_pending (view));
  last = 0;
  while (step_button (window, last + 1) != NULL)
    last++;
  g_assert_cmpuint (last, >, 3);
  /* The list does scroll here: the first step is out of view. */
  TESS_TEST_WAIT_UNTIL (step_in_view (window, last));
  g_assert_false (step_in_view (window, 0));

  tess_test_ui_destroy_window (window);
}

/* F5 presents the replay to a class: the side panel hidden, the card's
 * text large, the board fit to the step; Page Down and Page Up step (a
 * presenter's remote); Escape leaves the presentation, not the replay,
 * and the window is as it was. */
static void
test_present (void)
{
  g_autoptr(GFile) file = tess_test_ui_finished_game_file ("present.tessera", 29, "2929", NULL);
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessReplayView *view = window->replay_view;
  double zoom_before;
  gboolean revealed;

  g_assert_true (tess_test_ui_open_file (window, file));
  tess_test_ui_flush_events ();
  g_assert_true (tess_replay_view_get_active (view));
  revealed = panel_shown (window);
  g_assert_true (revealed);

  /* A step that lights something: the first move that scored. */
  tess_replay_view_set_position (view, 1);
  while (TRUE)
    {
      g_autoptr(GArray) lit = tess_replay_view_get_lit_cells (view);

      if (lit->len > 0)
        break;
      g_assert_true (press_key (window, GDK_KEY_Page_Down));
    }
  TESS_TEST_WAIT_UNTIL (!tess_replay_view_get_sight_pending (view));
  zoom_before = tess_viewport_get_zoom (tess_board_view_get_viewport (tess_replay_view_get_board (view)));

  g_assert_true (press_key (window, GDK_KEY_F5));
  g_assert_true (tess_replay_view_get_presenting (view));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (view), "presenting"));
  g_assert_false (panel_shown (window));
  /* The board comes close to the move. (The text grows by the
   * stylesheet's replayview.presenting, which the application loads.) */
  TESS_TEST_WAIT_UNTIL (!tess_replay_view_get_sight_pending (view));
  g_assert_cmpfloat (tess_viewport_get_zoom (tess_board_view_get_viewport (tess_replay_view_get_board (view))),
                     >, zoom_before);
  /* And stays so when the window changes size under it (it goes full
   * screen, the side panel folds away): the board does not fit itself
   * whole again, small, under the card. */
  {
    int width, height;

    gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
    gtk_window_set_default_size (GTK_WINDOW (window), width - 60, height - 20);
    for (int i = 0; i < 4; i++)
      tess_test_ui_wait_frame (GTK_WIDGET (view));
    TESS_TEST_WAIT_UNTIL (!tess_replay_view_get_sight_pending (view));
    g_assert_cmpfloat (tess_viewport_get_zoom (tess_board_view_get_viewport (tess_replay_view_get_board (view))),
                       >, zoom_before);
    g_assert_false (tess_replay_view_card_covers_explained (view));
    gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  }

  /* The remote's keys step. */
  {
    guint at = tess_replay_view_get_position (view);

    g_assert_true (press_key (window, GDK_KEY_Page_Down));
    g_assert_cmpuint (tess_replay_view_get_position (view), ==, at + 1);
    g_assert_true (press_key (window, GDK_KEY_Page_Up));
    g_assert_cmpuint (tess_replay_view_get_position (view), ==, at);
    g_assert_true (press_key (window, GDK_KEY_Right));
    g_assert_cmpuint (tess_replay_view_get_position (view), ==, at + 1);
  }

  /* Escape: out of the presentation, still in the replay. */
  g_assert_true (press_key (window, GDK_KEY_Escape));
  g_assert_false (tess_replay_view_get_presenting (view));
  g_assert_true (tess_replay_view_get_active (view));
  g_assert_true (panel_shown (window));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (view), "presenting"));

  /* F5 twice: in and out again. */
  g_assert_true (press_key (window, GDK_KEY_F5));
  g_assert_true (tess_replay_view_get_presenting (view));
  g_assert_true (press_key (window, GDK_KEY_F5));
  g_assert_false (tess_replay_view_get_presenting (view));
  g_assert_true (panel_shown (window));

  tess_test_ui_destroy_window (window);
}

static void
view_of (TessWindow *window,
         double     *zoom,
         double     *x,
         double     *y)
{
  TessViewport *viewport = tess_board_view_get_viewport (tess_replay_view_get_board (window->replay_view));

  TESS_TEST_WAIT_UNTIL (!tess_replay_view_get_sight_pending (window->replay_view));
  tess_test_ui_wait_frame (GTK_WIDGET (window->replay_view));
  *zoom = tess_viewport_get_zoom (viewport);
  tess_viewport_get_center (viewport, x, y);
}

/* A replay opened again, from the game or from its file, shows the board
 * as the first opening did, not the zoom it was left at: at the start,
 * and at the end (a move chosen in the history). */
static void
test_reopen_fits (void)
{
  g_autoptr(GFile) file = tess_test_ui_finished_game_file ("reopen.tessera", 29, "2929", NULL);
  TessWindow *window = tess_test_ui_new_window (FALSE);
  double zoom0, x0, y0, zoom_end, x_end, y_end, zoom, x, y;
  guint end;

  g_assert_true (tess_test_ui_open_file (window, file));
  tess_test_ui_flush_events ();
  g_assert_true (tess_replay_view_get_active (window->replay_view));
  view_of (window, &zoom0, &x0, &y0);
  end = tess_game_get_n_moves (tess_window_get_game (window));
  tess_replay_view_set_position (window->replay_view, end);
  view_of (window, &zoom_end, &x_end, &y_end);

  for (guint round = 0; round < 3; round++)
    {
      /* Closer, then through the moves to the final scoring. */
      g_assert_true (press_key (window, GDK_KEY_plus));
      g_assert_true (press_key (window, GDK_KEY_plus));
      g_assert_true (press_key (window, GDK_KEY_End));
      view_of (window, &zoom, &x, &y);
      g_assert_cmpfloat (zoom, >, zoom_end);

      if (round == 1)
        /* The same file opened again (the history still at its end). */
        g_assert_true (tess_test_ui_open_file (window, file));
      else
        {
          /* Back to the game, and the replay again. */
          g_assert_true (press_key (window, GDK_KEY_Escape));
          g_assert_false (tess_replay_view_get_active (window->replay_view));
          if (round == 0)
            gtk_widget_activate_action (GTK_WIDGET (window), "win.replay", NULL);
          else
            gtk_widget_activate_action (GTK_WIDGET (window), "win.show-move", "u", end);
        }
      tess_test_ui_flush_events ();
      g_assert_true (tess_replay_view_get_active (window->replay_view));
      view_of (window, &zoom, &x, &y);
      if (round < 2)
        {
          g_assert_cmpuint (tess_replay_view_get_position (window->replay_view), ==, 0);
          g_assert_cmpfloat_with_epsilon (zoom, zoom0, 1e-6);
          g_assert_cmpfloat_with_epsilon (x, x0, 1e-6);
          g_assert_cmpfloat_with_epsilon (y, y0, 1e-6);
        }
      else
        {
          g_assert_cmpuint (tess_replay_view_get_position (window->replay_view), ==, end);
          g_assert_cmpfloat_with_epsilon (zoom, zoom_end, 1e-6);
          g_assert_cmpfloat_with_epsilon (x, x_end, 1e-6);
          g_assert_cmpfloat_with_epsilon (y, y_end, 1e-6);
        }
    }

  tess_test_ui_destroy_window (window);
}

/* "Print Handout…" writes the handout off the main thread: the window
 * goes on while it is written, and the PDF is there afterwards. */
static void
test_handout (void)
{
  g_autoptr(GFile) file = tess_test_ui_finished_game_file ("handout.tessera", 29, "2929", NULL);
  TessWindow *window = tess_test_ui_new_window (FALSE);
  g_autofree char *dir = g_dir_make_tmp ("tessera-handout-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "handout.pdf", NULL);
  g_autoptr(GFile) pdf = g_file_new_for_path (path);
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_assert_true (tess_test_ui_open_file (window, file));
  tess_test_ui_flush_events ();
  _tess_window_print_handout_to (window, pdf);
  g_assert_cmpuint (_tess_window_get_handouts_pending (window), ==, 1);
  /* The replay still steps meanwhile. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-forward", NULL);
  g_assert_cmpuint (tess_replay_view_get_position (window->replay_view), ==, 1);
  TESS_TEST_WAIT_UNTIL (_tess_window_get_handouts_pending (window) == 0);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));

  tess_test_ui_destroy_window (window);
  g_unlink (path);
  g_rmdir (dir);
}

static char *
pdf_info (const char *path)
{
  const char *argv[] = { "pdfinfo", path, NULL };
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status = -1;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

static guint
pdf_pages (const char *info)
{
  const char *pages = strstr (info, "Pages:");

  g_assert_nonnull (pages);
  return (guint) g_ascii_strtoull (pages + strlen ("Pages:"), NULL, 10);
}

/* Print a Handout… offers the moves and the paper, Letter first where
 * the locale's paper is North America's; the file has the paper chosen,
 * and every move makes more pages than the scoring ones. */
static void
test_handout_choices (void)
{
  g_autoptr(GFile) file = tess_test_ui_finished_game_file ("handout-choices.tessera", 29, "2929",
                                                           NULL);
  TessWindow *window = tess_test_ui_new_window (FALSE);
  g_autofree char *dir = g_dir_make_tmp ("tessera-handout-XXXXXX", NULL);
  g_autofree char *letter_path = g_build_filename (dir, "letter.pdf", NULL);
  g_autofree char *all_path = g_build_filename (dir, "all.pdf", NULL);
  g_autoptr(GFile) letter = g_file_new_for_path (letter_path);
  g_autoptr(GFile) all = g_file_new_for_path (all_path);
  g_autofree char *letter_info = NULL;
  g_autofree char *all_info = NULL;
  GtkWidget *dialog;

  g_assert_cmpint (_tess_window_handout_paper_for ("na_letter"), ==, TESS_HANDOUT_PAPER_LETTER);
  g_assert_cmpint (_tess_window_handout_paper_for ("na_legal"), ==, TESS_HANDOUT_PAPER_LETTER);
  g_assert_cmpint (_tess_window_handout_paper_for ("iso_a4"), ==, TESS_HANDOUT_PAPER_A4);
  dialog = gtk_file_chooser_dialog_new ("", GTK_WINDOW (window), GTK_FILE_CHOOSER_ACTION_SAVE,
                                        NULL, NULL);
  _tess_window_handout_add_choices (GTK_FILE_CHOOSER (dialog));
  g_assert_cmpstr (gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog), "moves"), ==, "scoring");
  g_assert_cmpstr (gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog), "paper"), ==,
                   _tess_window_handout_paper_for (gtk_paper_size_get_default ())
                     == TESS_HANDOUT_PAPER_LETTER ? "letter" : "a4");
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_assert_true (tess_test_ui_open_file (window, file));
  tess_test_ui_flush_events ();
  _tess_window_print_handout_with (window, letter, TESS_HANDOUT_MOVES_SCORING,
                                   TESS_HANDOUT_PAPER_LETTER);
  _tess_window_print_handout_with (window, all, TESS_HANDOUT_MOVES_ALL, TESS_HANDOUT_PAPER_A4);
  TESS_TEST_WAIT_UNTIL (_tess_window_get_handouts_pending (window) == 0);
  letter_info = pdf_info (letter_path);
  all_info = pdf_info (all_path);
  g_assert_nonnull (strstr (letter_info, "612 x 792 pts (letter)"));
  g_assert_nonnull (strstr (all_info, "(A4)"));
  g_assert_cmpuint (pdf_pages (all_info), >, pdf_pages (letter_info));

  tess_test_ui_destroy_window (window);
  g_unlink (letter_path);
  g_unlink (all_path);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  tess_test_ui_init (&argc, &argv, "test-replay-final");
  g_test_add_func ("/replay-final/steps", test_steps);
  g_test_add_func ("/replay-final/present", test_present);
  g_test_add_func ("/replay-final/reopen-fits", test_reopen_fits);
  g_test_add_func ("/replay-final/handout", test_handout);
  g_test_add_func ("/replay-final/handout-choices", test_handout_choices);
  g_test_add_func ("/replay-final/card-whole", test_card_whole);
  g_test_add_func ("/replay-final/bar-whole", test_bar_whole);
  g_test_add_func ("/replay-final/end-in-view", test_end_in_view);
  return g_test_run ();
}
