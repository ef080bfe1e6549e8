/* test-window-traders.c: Traders & Builders in the window: the builder
 * placed by keys and its second turn, the goods in the supply panel, the
 * goods' column of the final summary
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The games are drawn from outside (tess_game_draw_tile(), as an online
 * game's are), so that each turn has the tile the test needs; their
 * seats are people at this screen. Red's thief stands on the start
 * tile's road: laying a straight road after it, B chooses the builder
 * (the only figure besides the follower that tile takes there), the
 * status says so, Tab and Return put it on the road. Red's next tile on
 * that road gives Red another turn, which the window's subtitle and
 * status say and which Red plays in the window. Blue completing Red's
 * city takes its wine: the supply panel says "Blue: 1 wine". A whole
 * game with the expansion ends on a summary with a Goods column.
 */

#include "config.h"

#include <string.h>

#include "tess-board-view-private.h"
#include "tess-window-private.h"
#include "tess-game-sentences.h"
#include "tess-game-session.h"
#include "tess-player-row.h"
#include "tess-rules.h"
#include "tess-summary-dialog.h"
#include "tess-test-core.h"
#include "tess-test-ui.h"

static int
type_of (TessGame   *game,
         const char *id)
{
  for (int t = 0; t < tess_game_get_n_types (game); t++)
    if (g_strcmp0 (tess_game_get_type_id (game, t), id) == 0)
      return t;
  g_assert_not_reached ();
}

/* Puts the game of @record (drawn from outside) into the window. */
static TessGame *
show_game (TessWindow *window,
           const char *record_text)
{
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "traders.tessera", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessGame) game = NULL;

  g_file_set_contents (path, record_text, -1, &error);
  g_assert_no_error (error);
  record = tess_record_load_file (path, &error);
  g_assert_no_error (error);
  game = tess_game_new_with_external_draws (record, &error);
  g_assert_no_error (error);
  tess_game_session_set_game (window->session, game, NULL);
  tess_test_ui_flush_events ();
  g_assert_true (tess_window_get_game (window) == game);
  return game;
}

static void
draw (TessGame   *game,
      const char *id)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tess_game_draw_tile (game, type_of (game, id), &error));
  g_assert_no_error (error);
  tess_test_ui_flush_events ();
}

/* Arrows from the cursor to (@x, @y), R to @rot, Return. */
static void
lay_by_keys (TessBoardView *board,
             int            x,
             int            y,
             int            rot)
{
  tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_Down, 0);
  for (int steps = 0; steps < 400; steps++)
    {
      int cx, cy;

      tess_board_view_get_cursor (board, &cx, &cy);
      if (cx == x && cy == y)
        break;
      g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board),
                                             cx < x ? GDK_KEY_Right : cx > x ? GDK_KEY_Left : cy < y ? GDK_KEY_Down : GDK_KEY_Up,
                                             0));
    }
  for (int k = 0; k < 4 && tess_board_view_get_cursor_rotation (board) != rot; k++)
    g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_r, 0));
  g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_Return, 0));
}

static const char builder_record[] =
  "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],"
  "  \"rules\": {\"builder\": 1, \"pig\": 1},"
  "  \"players\": [{\"name\": \"Red\", \"color\": \"red\"}, {\"name\": \"Blue\", \"color\": \"blue\"}],"
  "  \"moves\": ["
  "    {\"tile\": \"U\", \"x\": 1, \"y\": 0, \"rotation\": 0, \"follower\": \"E\"},"
  "    {\"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180} ] }";

static void
test_builder_by_keys (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessBoardView *board = window->board;
  GtkLabel *status = GTK_LABEL (tess_test_ui_window_child (window, "status_label"));
  GtkWidget *builder_button = tess_test_ui_find_named (GTK_WIDGET (window), "builder-button");
  GtkWidget *pig_button = tess_test_ui_find_named (GTK_WIDGET (window), "pig-button");
  TessGame *game = show_game (window, builder_record);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_true (GTK_IS_TOGGLE_BUTTON (builder_button));
  g_assert_cmpint (tess_game_get_current_player (game), ==, 0);
  before = tess_test_ui_supply_text (tess_test_ui_player_row (window, 0));
  g_assert_nonnull (strstr (before, "the builder in supply"));
  g_assert_nonnull (strstr (before, "the pig in supply"));

  /* A straight road extending Red's: the builder may go on its road. */
  draw (game, "U");
  lay_by_keys (board, 2, 0, 0);
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_FOLLOWER);
  g_assert_true (tess_board_view_get_figure_available (board, TESS_FIGURE_BUILDER));
  /* No farmer of Red's: no pig. */
  g_assert_false (tess_board_view_get_figure_available (board, TESS_FIGURE_PIG));
  g_assert_true (gtk_widget_get_visible (builder_button));
  g_assert_false (gtk_widget_get_visible (pig_button));

  g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_b, 0));
  g_assert_cmpint (tess_board_view_get_figure (board), ==, TESS_FIGURE_BUILDER);
  g_assert_nonnull (strstr (gtk_label_get_label (status), "Builder chosen"));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (builder_button)));
  /* The builder's one spot: the road. */
  g_assert_cmpuint (board->spots->len, ==, 1);
  g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_Tab, 0));
  g_assert_nonnull (strstr (gtk_label_get_label (status), "With your builder."));
  g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_Return, 0));
  {
    TessRecord *record = tess_game_get_record (game);
    const TessRecordMove *move = tess_record_move (record, tess_record_n_moves (record) - 1);

    g_assert_cmpint (move->figure, ==, TESS_FIGURE_BUILDER);
    g_assert_cmpint (move->follower, >=, 0);
  }
  after = tess_test_ui_supply_text (tess_test_ui_player_row (window, 0));
  g_test_message ("%s -> %s", before, after);
  g_assert_nonnull (strstr (after, "the builder on the board"));
  /* Placing the builder earns nothing: Blue plays. */
  g_assert_cmpint (tess_game_get_current_player (game), ==, 1);

  /* Blue, elsewhere. */
  draw (game, "U");
  lay_by_keys (board, -1, 0, 0);
  if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
    g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_n, 0));
  g_assert_cmpint (tess_game_get_current_player (game), ==, 0);

  /* Red extends the builder's road: Red plays again, and is told so. */
  draw (game, "U");
  lay_by_keys (board, 3, 0, 0);
  if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
    g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_n, 0));
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 5);
  g_assert_cmpint (tess_game_get_current_player (game), ==, 0);
  g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, "Red’s builder: Red plays again.");
  TESS_TEST_WAIT_UNTIL (strstr (gtk_label_get_label (status), "Red’s builder: Red plays again.") != NULL);

  /* The second tile, played in the window; it earns no third. */
  draw (game, "U");
  lay_by_keys (board, 4, 0, 0);
  if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
    g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_n, 0));
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 6);
  g_assert_cmpint (tess_game_get_current_player (game), ==, 1);
  g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, "Blue’s turn");

  tess_test_ui_destroy_window (window);
}

static const char pig_record[] =
  "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],"
  "  \"rules\": {\"builder\": 1, \"pig\": 1},"
  "  \"players\": [{\"name\": \"Red\", \"color\": \"red\"}, {\"name\": \"Blue\", \"color\": \"blue\"}],"
  "  \"moves\": ["
  "    {\"tile\": \"U\", \"x\": 1, \"y\": 0, \"rotation\": 0, \"follower\": \"E\"},"
  "    {\"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180},"
  "    {\"tile\": \"U\", \"x\": -1, \"y\": 0, \"rotation\": 0, \"follower\": \"NNE\"},"
  "    {\"tile\": \"E\", \"x\": 0, \"y\": -2, \"rotation\": 0} ] }";

/* With Red's thief on the road and Red's farmer on the field north of
 * it, a straight road takes both the builder and the pig: B goes
 * follower, builder, pig and back; the Pig button chooses the pig, whose
 * one spot is the field, and the move holds it. */
static void
test_pig_by_button (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessBoardView *board = window->board;
  GtkLabel *follower_label = GTK_LABEL (tess_test_ui_window_child (window, "follower_label"));
  GtkWidget *pig_button = tess_test_ui_find_named (GTK_WIDGET (window), "pig-button");
  TessGame *game = show_game (window, pig_record);
  const TessRecordMove *move;
  g_autofree char *after = NULL;

  draw (game, "U");
  lay_by_keys (board, 2, 0, 0);
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_FOLLOWER);
  g_assert_true (gtk_widget_get_visible (pig_button));
  g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_b, 0));
  g_assert_cmpint (tess_board_view_get_figure (board), ==, TESS_FIGURE_BUILDER);
  g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_b, 0));
  g_assert_cmpint (tess_board_view_get_figure (board), ==, TESS_FIGURE_PIG);
  g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_b, 0));
  g_assert_cmpint (tess_board_view_get_figure (board), ==, TESS_FIGURE_FOLLOWER);

  /* The button, as a click does. */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (pig_button), TRUE);
  tess_test_ui_flush_events ();
  g_assert_cmpint (tess_board_view_get_figure (board), ==, TESS_FIGURE_PIG);
  g_assert_cmpuint (board->spots->len, ==, 1);
  g_assert_nonnull (strstr (gtk_label_get_label (follower_label), "Place your pig"));
  g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_Tab, 0));
  g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_Return, 0));
  move = tess_record_move (tess_game_get_record (game), tess_record_n_moves (tess_game_get_record (game)) - 1);
  g_assert_cmpint (move->figure, ==, TESS_FIGURE_PIG);
  /* On the board, the pig on the field of the tile at (2, 0). */
  {
    gboolean found = FALSE;

    for (int i = 0; i < tess_game_get_n_followers (game); i++)
      if (tess_game_get_follower_figure (game, i) == TESS_FIGURE_PIG)
        {
          int placement, feature, player, x, y, type, rot;

          tess_game_get_follower (game, i, &placement, &feature, &player);
          tess_game_get_placed (game, placement, &x, &y, &type, &rot);
          g_assert_cmpint (player, ==, 0);
          g_assert_true (x == 2 && y == 0);
          g_assert_cmpint (tess_game_get_feature_type (game, type, feature), ==, TESS_FEATURE_FIELD);
          found = TRUE;
        }
    g_assert_true (found);
  }
  after = tess_test_ui_supply_text (tess_test_ui_player_row (window, 0));
  g_assert_nonnull (strstr (after, "the pig on the board"));
  g_assert_false (tess_board_view_get_figure_available (board, TESS_FIGURE_PIG));
  tess_test_ui_destroy_window (window);
}

static const char goods_record[] =
  "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\", \"traders-builders\"],"
  "  \"rules\": {\"goods\": true},"
  "  \"players\": [{\"name\": \"Red\", \"color\": \"red\"}, {\"name\": \"Blue\", \"color\": \"blue\"}],"
  "  \"moves\": ["
  "    {\"tile\": \"tb-B\", \"x\": 0, \"y\": -1, \"rotation\": 180, \"follower\": \"E\"} ] }";

/* Blue completes Red's city, which holds wine: Red scores it, Blue takes
 * the wine, and the supply panel says so. */
static void
test_goods_in_panel (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessBoardView *board = window->board;
  TessGame *game = show_game (window, goods_record);
  g_autofree char *red_before = tess_test_ui_supply_text (tess_test_ui_player_row (window, 0));
  g_autofree char *red = NULL;
  g_autofree char *blue = NULL;

  g_test_message ("%s", red_before);
  g_assert_nonnull (strstr (red_before, "Red: no goods"));
  draw (game, "E");
  lay_by_keys (board, 1, -1, 270);
  /* With animations on (the tests turn them off), the wine flies, and
   * lands. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  g_assert_false (gtk_widget_get_visible (window->goods_flight));
  if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
    g_assert_true (tess_test_ui_press_key (GTK_WIDGET (board), GDK_KEY_n, 0));
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 2);
  g_assert_true (gtk_widget_get_visible (window->goods_flight));
  g_assert_cmpint (window->flight_goods[TESS_GOODS_WINE], ==, 1);
  TESS_TEST_WAIT_UNTIL (!gtk_widget_get_visible (window->goods_flight));
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_assert_cmpint (tess_game_get_goods (game, 1, TESS_GOODS_WINE), ==, 1);

  red = tess_test_ui_supply_text (tess_test_ui_player_row (window, 0));
  blue = tess_test_ui_supply_text (tess_test_ui_player_row (window, 1));
  g_test_message ("%s | %s", red, blue);
  g_assert_nonnull (strstr (red, "Red: no goods"));
  g_assert_nonnull (strstr (blue, "Blue: 1 wine"));
  g_assert_cmpint (tess_game_get_score (game, 0), ==, 6);
  tess_test_ui_destroy_window (window);
}

/* A whole game with the expansion, to its last tile laid in the window:
 * the summary has a Goods column, which holds the goods majorities, and
 * a screen reader hears it. */
static void
test_summary_goods (void)
{
  const char *names[] = { "Ana", "Bea" };
  const TessColor colors[] = { TESS_COLOR_RED, TESS_COLOR_BLUE };
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessGame) game = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  TessWindow *window = tess_test_ui_new_window (FALSE);
  GtkWindow *summary;
  TessRules rules;
  gboolean heading = FALSE;
  int goods_points = 0;

  tess_rules_init_default (&rules);
  g_assert_true (tess_rules_set (&rules, "expansions", "traders-builders", NULL));
  record = tess_game_new_record (&rules, 2, names, colors, NULL, "tb-summary", &error);
  g_assert_no_error (error);
  game = tess_game_new_from_record (record, &error);
  g_assert_no_error (error);
  g_assert_true (tess_game_get_goods_played (game));
  /* Every tile but the last, cities completed where they may be. */
  while (tess_game_get_tiles_left (game) > 0)
    {
      g_autoptr(GArray) placements = tess_game_get_placements (game);
      g_autoptr(GArray) options = NULL;
      const TessGamePlacement *p = &g_array_index (placements, TessGamePlacement,
                                                   g_rand_int_range (rand, 0, placements->len));

      g_assert_true (tess_game_place_tile (game, p->x, p->y, p->rot, &error));
      options = tess_game_get_follower_options (game);
      g_assert_true (tess_game_place_follower (game, options->len > 0 && g_rand_int_range (rand, 0, 3) == 0
                                                     ? g_array_index (options, int, 0) : -1, &error));
      g_assert_no_error (error);
    }
  g_assert_false (tess_game_get_finished (game));
  tess_game_session_set_game (window->session, game, NULL);
  tess_test_ui_flush_events ();
  {
    g_autoptr(GArray) placements = tess_game_get_placements (game);
    const TessGamePlacement *p = &g_array_index (placements, TessGamePlacement, 0);

    gtk_widget_activate_action (GTK_WIDGET (window), "win.place-tile", "(iii)", p->x, p->y, p->rot);
    if (tess_game_get_phase (game) == TESS_GAME_PHASE_PLACE_FOLLOWER)
      gtk_widget_activate_action (GTK_WIDGET (window), "win.no-follower", NULL);
  }
  g_assert_true (tess_game_get_finished (game));
  TESS_TEST_WAIT_UNTIL ((summary = tess_test_ui_find_toplevel (TESS_TYPE_SUMMARY_DIALOG, NULL)) != NULL);

  for (guint p = 0; p < 2; p++)
    goods_points += tess_game_get_category_score (game, p, TESS_GAME_CATEGORY_GOODS, TRUE);
  /* Twenty goods symbols in the bag: someone won a majority. */
  g_assert_cmpint (goods_points, >=, 10);
  /* The final scoring's step of the goods, as its toast says it. */
  {
    g_autofree char *step = tess_game_final_scoring_sentence (game, TESS_GAME_CATEGORY_GOODS);

    g_test_message ("%s", step);
    g_assert_true (g_str_has_prefix (step, "Final scoring of the goods: "));
  }
  tess_test_ui_collect (GTK_WIDGET (summary), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    heading |= g_strcmp0 (gtk_label_get_label (g_ptr_array_index (labels, i)), "Goods") == 0;
  g_assert_true (heading);
  /* The winner's cell of goods, as a screen reader reads it. */
  {
    g_autoptr(GPtrArray) boxes = g_ptr_array_new ();
    guint best = tess_game_get_category_score (game, 0, TESS_GAME_CATEGORY_GOODS, TRUE)
                 >= tess_game_get_category_score (game, 1, TESS_GAME_CATEGORY_GOODS, TRUE) ? 0 : 1;
    int points = tess_game_get_category_score (game, best, TESS_GAME_CATEGORY_GOODS, TRUE);
    g_autofree char *expected = g_strdup_printf ("Goods: %d, 0 during play and %d at the end", points, points);
    gboolean found = FALSE;

    tess_test_ui_collect (GTK_WIDGET (summary), GTK_TYPE_BOX, boxes);
    for (guint i = 0; i < boxes->len && !found; i++)
      {
        g_autofree char *mismatch = gtk_test_accessible_check_property (g_ptr_array_index (boxes, i),
                                                                        GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                                        expected);

        found = mismatch == NULL;
      }
    g_test_message ("%s", expected);
    g_assert_true (found);
  }
  gtk_window_destroy (summary);
  /* The window's game goes with the window. */
  g_clear_object (&game);
  tess_test_ui_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "window-traders");
  tess_test_ui_set_up_two_people ("1111");

  g_test_add_func ("/window-traders/builder-by-keys", test_builder_by_keys);
  g_test_add_func ("/window-traders/pig-by-button", test_pig_by_button);
  g_test_add_func ("/window-traders/goods-in-panel", test_goods_in_panel);
  g_test_add_func ("/window-traders/summary-goods", test_summary_goods);

  return tess_test_ui_run ();
}
