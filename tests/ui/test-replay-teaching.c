/* test-replay-teaching.c: the replay and undo as a teacher uses them: the
 * history at the start, the replay's bar never under a toast, computer
 * players that wait after an undo
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include <glib/gstdio.h>

#include "tess-ai-player.h"
#include "tess-render.h"
#include "tess-test-ui.h"
#include "tess-window-handout.h"
#include "tess-window-present.h"
#include "tess-replay.h"

static void
wait_for_moves (TessGame *game,
                guint     n_moves)
{
  TESS_TEST_WAIT_UNTIL (tess_game_get_n_moves (game) >= n_moves);
}

/* The computers are held, and nothing of theirs is under way: no move
 * can come. */
static void
assert_computers_held (TessWindow *window)
{
  TessAiPlayer *player = tess_game_session_get_ai_player (tess_window_get_session (window));

  g_assert_true (tess_ai_player_get_paused (player));
  TESS_TEST_WAIT_UNTIL (!tess_ai_player_get_thinking (player));
  tess_test_ui_flush_events ();
}

static GtkAdjustment *
history_adjustment (TessWindow *window)
{
  GtkListView *list = tess_history_panel_get_list_view (tess_side_panel_get_history_panel (window->side_panel));
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (list), GTK_TYPE_SCROLLED_WINDOW);

  g_assert_nonnull (scroller);
  return gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
}

/* At move 0 of a finished game the history shows the start (its top),
 * not the final scoring; at the end, the end. And the toast that says
 * the game is over is not over the replay's bar. */
static void
test_finished_game_replay (void)
{
  g_autoptr(GFile) file = tess_test_ui_finished_game_file ("teaching.tessera", 23, "2323", NULL);
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessHistoryPanel *panel = tess_side_panel_get_history_panel (window->side_panel);
  GtkAdjustment *adjustment;

  g_assert_true (tess_test_ui_open_file (window, file));
  adjustment = history_adjustment (window);
  /* The history laid out, longer than it shows. */
  TESS_TEST_WAIT_UNTIL (gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment)
                        > gtk_adjustment_get_lower (adjustment));
  tess_test_ui_flush_events ();
  g_assert_true (tess_replay_view_get_active (window->replay_view));
  g_assert_null (tess_announcer_get_game_over_toast (window->announcer));

  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment),
                     >, gtk_adjustment_get_lower (adjustment));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, gtk_adjustment_get_lower (adjustment));
  g_assert_cmpuint (tess_history_panel_get_selected (panel), ==, GTK_INVALID_LIST_POSITION);

  /* The end, then the start again. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-last", NULL);
  TESS_TEST_WAIT_UNTIL (gtk_adjustment_get_value (adjustment) > gtk_adjustment_get_lower (adjustment));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-first", NULL);
  TESS_TEST_WAIT_UNTIL (gtk_adjustment_get_value (adjustment) == gtk_adjustment_get_lower (adjustment));
  tess_test_ui_flush_events ();
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, gtk_adjustment_get_lower (adjustment));
  g_assert_cmpuint (tess_history_panel_get_selected (panel), ==, GTK_INVALID_LIST_POSITION);

  /* Back to the game: now the toast says it is over; the replay hides it. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.leave-replay", NULL);
  tess_test_ui_flush_events ();
  g_assert_nonnull (tess_announcer_get_game_over_toast (window->announcer));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay", NULL);
  tess_test_ui_flush_events ();
  g_assert_null (tess_announcer_get_game_over_toast (window->announcer));

  tess_test_ui_destroy_window (window);
}

/* The computers' pace is long enough that the window's work for a move
 * is done before the next comes, on a busy machine too: a flush of the
 * main loop (tess_test_ui_new_window()) would otherwise run move after
 * move to the end of the game. */
static void
set_up_players (const char *first_kind)
{
  const char *names[] = { "Ana", "Bot", NULL };
  const char *colors[] = { "red", "blue", NULL };
  const char *kinds[] = { first_kind, "easy", NULL };
  g_autoptr(GSettings) settings = tess_test_ui_set_up_players (2, names, colors, kinds, "4242");

  g_settings_set_boolean (settings, "river", FALSE);
  g_settings_set_int (settings, "hand", 1);
  g_settings_set_int (settings, "ai-pace", 400);
}

/* Computers alone: an undo stops them; undo and redo go back and forth
 * while they wait; Resume lets them play on. */
static void
test_undo_holds_computers (void)
{
  TessWindow *window;
  TessGame *game;
  guint n;

  set_up_players ("easy");
  window = tess_test_ui_new_window (FALSE);
  game = tess_window_get_game (window);
  wait_for_moves (game, 4);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  n = tess_game_get_n_moves (game);
  assert_computers_held (window);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, n);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  TESS_TEST_WAIT_UNTIL (tess_game_get_n_moves (game) == n - 1);
  assert_computers_held (window);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, n - 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  TESS_TEST_WAIT_UNTIL (tess_game_get_n_moves (game) == n);
  assert_computers_held (window);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, n);

  /* A replay and back does not wake them either. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay", NULL);
  tess_test_ui_flush_events ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.leave-replay", NULL);
  assert_computers_held (window);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, n);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resume-computers", NULL));
  g_assert_false (tess_ai_player_get_paused (tess_game_session_get_ai_player (tess_window_get_session (window))));
  wait_for_moves (game, n + 2);

  tess_test_ui_destroy_window (window);
}

/* A person and a computer: undo goes back to the person's turn (both
 * moves); the computer waits, and answers once the person plays again. */
static void
test_person_move_resumes (void)
{
  TessWindow *window;
  TessGame *game;

  set_up_players ("human");
  window = tess_test_ui_new_window (FALSE);
  game = tess_window_get_game (window);
  tess_test_ui_play_turn (window, 0, 0);
  wait_for_moves (game, 2);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  TESS_TEST_WAIT_UNTIL (tess_game_get_n_moves (game) == 0);
  assert_computers_held (window);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 0);
  g_assert_cmpint (tess_game_get_current_player (game), ==, 0);

  tess_test_ui_play_turn (window, 1, 0);
  g_assert_false (tess_ai_player_get_paused (tess_game_session_get_ai_player (tess_window_get_session (window))));
  wait_for_moves (game, 2);

  tess_test_ui_destroy_window (window);
}

/* A follower that scores on the move it was placed goes back at once:
 * the replay still draws it on that step (then lifts it), and only there. */
static void
test_returned_follower_shown (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios",
                                                 "book-follower-scores-at-once.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessReplayView *view = window->replay_view;
  int x = 99, y = 99, feature = -1;

  g_assert_true (tess_test_ui_open_file (window, file));
  tess_test_ui_flush_events ();
  g_assert_false (tess_replay_view_get_returned_follower (view, NULL, NULL, NULL));

  /* Move 1: H above the start tile closes a city; the knight scored 4. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-move", "u", 1);
  tess_test_ui_flush_events ();
  g_assert_true (tess_replay_view_get_active (view));
  g_assert_true (tess_replay_view_get_returned_follower (view, &x, &y, &feature));
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, -1);
  g_assert_cmpint (feature, >=, 0);
  /* Move 2 put no follower. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-forward", NULL);
  tess_test_ui_flush_events ();
  g_assert_false (tess_replay_view_get_returned_follower (view, NULL, NULL, NULL));
  /* Move 3: the thief on the tile closing the road. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-forward", NULL);
  tess_test_ui_flush_events ();
  g_assert_true (tess_replay_view_get_returned_follower (view, &x, &y, NULL));
  g_assert_cmpint (x, ==, 1);
  g_assert_cmpint (y, ==, 0);
  /* Drawn with the rest, lifting or not: still there once frames have
   * been drawn. */
  tess_test_ui_wait_frame (GTK_WIDGET (view));
  g_assert_true (tess_replay_view_get_returned_follower (view, NULL, NULL, NULL));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.leave-replay", NULL);
  tess_test_ui_flush_events ();
  g_assert_false (tess_replay_view_get_returned_follower (view, NULL, NULL, NULL));
  tess_test_ui_destroy_window (window);
}

/* The follower that scored at once is drawn where the board draws it, on
 * a tile turned every way: a thief on a monastery's road closing it at a
 * crossroads, the road reaching the crossroads from each side. */
static void
test_returned_follower_rotations (void)
{
  static const struct
  {
    const char *first;
    int first_x, a_x, a_y, degrees;
    const char *tile, *port;
  } cases[] = {
    { "X", 1, 1, -1, 0, "A", "S" },
    { "X", 1, 2, 0, 90, "A", "W" },
    { "X", 1, 1, 1, 180, "A", "N" },
    { "X", -1, -2, 0, 270, "A", "E" },
    /* A city cap turned round closes the start tile's city: the knight
     * stands in the city at the bottom, not on the field at the top. */
    { "U", 1, 0, -1, 180, "E", "S" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf (
        "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],"
        "  \"players\": [ { \"name\": \"Ana\", \"color\": \"yellow\" }, { \"name\": \"Bruno\", \"color\": \"red\" } ],"
        "  \"moves\": [ { \"tile\": \"%s\", \"x\": %d, \"y\": 0 },"
        "               { \"tile\": \"%s\", \"x\": %d, \"y\": %d, \"rotation\": %d, \"follower\": \"%s\" } ] }",
        cases[i].first, cases[i].first_x, cases[i].tile, cases[i].a_x, cases[i].a_y, cases[i].degrees, cases[i].port);
      g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "turned.tessera", NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      TessWindow *window = tess_test_ui_new_window (FALSE);
      TessReplayView *view = window->replay_view;
      TessGame *shown;
      const TessTileDef *tile;
      int x = 99, y = 99, feature = -1, rot = cases[i].degrees / 90, type, expected;
      double ax, ay, gx, gy;

      g_test_message ("%s turned %d°", cases[i].tile, cases[i].degrees);
      g_assert_true (g_file_set_contents (path, text, -1, &error));
      g_assert_no_error (error);
      g_assert_true (tess_test_ui_open_file (window, file));
      tess_test_ui_flush_events ();
      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-move", "u", 2);
      tess_test_ui_flush_events ();
      g_assert_true (tess_replay_view_get_returned_follower (view, &x, &y, &feature));
      g_assert_cmpint (x, ==, cases[i].a_x);
      g_assert_cmpint (y, ==, cases[i].a_y);

      /* The board draws a follower at its feature's anchor on the tile
       * turned as it lies: the road that touches the port. */
      shown = tess_window_get_game (window);
      type = tess_game_tile_at (shown, x, y);
      g_assert_cmpint (type, >=, 0);
      tess_game_get_placed (shown, type, NULL, NULL, &type, NULL);
      tile = tess_game_get_tile_def (shown, type);
      expected = tess_tile_feature_at (tile, tess_port_rotate (tess_port_from_name (cases[i].port), 4 - rot));
      g_assert_cmpint (feature, ==, expected);
      tess_render_feature_anchor (tile, expected, rot, &ax, &ay);
      /* Once lifted, the faint mark that stays for the step sits on the
       * spot (a follower left hanging above it never gets there). */
      TESS_TEST_WAIT_UNTIL (tess_replay_view_get_returned_follower_spot (view, &gx, &gy)
                            && fabs (gx - (x + ax)) < 1e-9 && fabs (gy - (y + ay)) < 1e-9);

      tess_test_ui_destroy_window (window);
      g_unlink (path);
    }
}

/* What the replay's card says of the teacher's note, "" for none. */
static const char *
note_text (TessReplayView *view)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  tess_test_ui_collect (GTK_WIDGET (view), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);

      if (gtk_widget_has_css_class (label, "replay-note"))
        return gtk_widget_get_visible (label) ? gtk_label_get_label (GTK_LABEL (label)) : "";
    }
  g_assert_not_reached ();
}

/* A teacher's note on a move is on the replay's card for that move, and
 * only there. */
static void
test_note_on_card (void)
{
  static const char text[] =
    "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],"
    "  \"players\": [ { \"name\": \"Ana\", \"color\": \"yellow\" }, { \"name\": \"Bruno\", \"color\": \"red\" } ],"
    "  \"moves\": [ { \"tile\": \"U\", \"x\": 1, \"y\": 0, \"rotation\": 0, \"follower\": \"E\" },"
    "               { \"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180 } ],"
    "  \"notes\": { \"2\": \"Why not the city?\" } }";
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "notes.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessReplayView *view = window->replay_view;

  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
  g_assert_true (tess_test_ui_open_file (window, file));
  tess_test_ui_flush_events ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-move", "u", 2);
  tess_test_ui_flush_events ();
  g_assert_true (tess_replay_view_get_active (view));
  g_assert_cmpstr (note_text (view), ==, "Note: Why not the city?");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-back", NULL);
  tess_test_ui_flush_events ();
  g_assert_cmpstr (note_text (view), ==, "");
  tess_test_ui_destroy_window (window);
  g_unlink (path);
}

/* The field a teacher writes a note in, on the replay's card. */
static GtkEntry *
note_entry (TessReplayView *view)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();

  tess_test_ui_collect (GTK_WIDGET (view), GTK_TYPE_ENTRY, entries);
  for (guint i = 0; i < entries->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (entries, i), "replay-note-entry"))
      return g_ptr_array_index (entries, i);
  g_assert_not_reached ();
}

/* Whether a window action is on, as a button bound to it sees it. */
static gboolean
action_on (TessWindow *window,
           const char *name)
{
  GtkWidget *button = gtk_button_new ();
  gboolean enabled;

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), name);
  gtk_widget_set_parent (button, tess_test_ui_find_named (GTK_WIDGET (window), "replay-card"));
  enabled = gtk_widget_get_sensitive (button);
  gtk_widget_unparent (button);
  return enabled;
}

/* Ctrl+M's action, the text typed, then Enter. */
static void
write_note (TessWindow *window,
            const char *text)
{
  GtkEntry *entry = note_entry (window->replay_view);

  g_assert_true (action_on (window, "win.replay-note"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-note", NULL));
  tess_test_ui_flush_events ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (entry)));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (entry)) ||
                 gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (entry)));
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  /* Enter, as the field's text gets it. */
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (entry)), "activate");
  tess_test_ui_flush_events ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (entry)));
}

/* The notes of the game saved to @path, as the file holds them. */
static char *
saved_note (TessWindow *window,
            const char *path,
            const char *move)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root;
  JsonObject *notes;

  g_assert_true (tess_test_ui_save_file (window, file));
  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  if (!json_object_has_member (root, "notes"))
    return NULL;
  notes = json_object_get_object_member (root, "notes");
  return json_object_has_member (notes, move) ? g_strdup (json_object_get_string_member (notes, move)) : NULL;
}

/* The handout printed from the replay's menu, as text, its blanks one space. */
static char *
handout_text (TessWindow *window)
{
  g_autofree char *dir = g_dir_make_tmp ("tessera-note-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "handout.pdf", NULL);
  g_autoptr(GFile) pdf = g_file_new_for_path (path);
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) words = NULL;
  const char *argv[] = { pdftotext, path, "-", NULL };
  int status = -1;

  if (pdftotext == NULL)
    g_error ("pdftotext is missing: install poppler-utils (build-aux/install-deps)");
  _tess_window_print_handout_to (window, pdf);
  TESS_TEST_WAIT_UNTIL (_tess_window_get_handouts_pending (window) == 0);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_unlink (path);
  g_rmdir (dir);
  words = g_strsplit_set (out, " \n\t\f", -1);
  {
    GString *text = g_string_new (NULL);

    for (guint i = 0; words[i] != NULL; i++)
      if (*words[i] != '\0')
        g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", words[i]);
    return g_string_free (text, FALSE);
  }
}

/* A teacher writes a note on a move in the replay (Ctrl+M), changes it
 * and deletes it: the card shows it, the screen reader says it, the
 * saved file and the handout hold it, and each edit is undone. */
static void
test_write_note (void)
{
  static const char text[] =
    "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],"
    "  \"players\": [ { \"name\": \"Ana\", \"color\": \"yellow\" }, { \"name\": \"Bruno\", \"color\": \"red\" } ],"
    "  \"moves\": [ { \"tile\": \"U\", \"x\": 1, \"y\": 0, \"rotation\": 0, \"follower\": \"E\" },"
    "               { \"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180 } ] }";
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "write-note.tessera", NULL);
  g_autofree char *saved = g_build_filename (tess_test_ui_get_tmp_dir (), "write-note-saved.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessReplayView *view = window->replay_view;
  GtkLabel *status = GTK_LABEL (tess_test_ui_window_child (window, "status_label"));
  g_autofree char *note = NULL;
  g_autofree char *handout = NULL;
  g_autofree char *card = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
  g_assert_true (tess_test_ui_open_file (window, file));
  tess_test_ui_flush_events ();

  /* No note on the start. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay", NULL);
  tess_test_ui_flush_events ();
  g_assert_false (action_on (window, "win.replay-note"));

  /* Written on move 1, which scores nothing. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-forward", NULL);
  tess_test_ui_flush_events ();
  write_note (window, "  Why a road and not the city?  ");
  g_assert_cmpstr (note_text (view), ==, "Note: Why a road and not the city?");
  g_assert_cmpstr (gtk_label_get_label (status), ==, "The note on move 1 is kept: “Why a road and not the city?”.");
  card = tess_replay_view_get_text (view);
  g_assert_nonnull (strstr (card, "Note: Why a road and not the city?"));
  note = saved_note (window, saved, "1");
  g_assert_cmpstr (note, ==, "Why a road and not the city?");
  g_clear_pointer (&note, g_free);
  /* A noted move is on the handout, though it scored nothing. */
  handout = handout_text (window);
  g_assert_nonnull (strstr (handout, "Note: Why a road and not the city?"));
  g_clear_pointer (&handout, g_free);

  /* The step away and back: the note stays on its move only. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-forward", NULL);
  tess_test_ui_flush_events ();
  g_assert_cmpstr (note_text (view), ==, "");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-back", NULL);
  tess_test_ui_flush_events ();

  /* Changed, in presentation mode. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-present", NULL);
  tess_test_ui_flush_events ();
  g_assert_true (_tess_window_get_presenting (window));
  g_assert_true (action_on (window, "win.replay-note"));
  write_note (window, "Roads score 1 point a tile.");
  g_assert_true (_tess_window_get_presenting (window));
  g_assert_cmpstr (note_text (view), ==, "Note: Roads score 1 point a tile.");
  note = saved_note (window, saved, "1");
  g_assert_cmpstr (note, ==, "Roads score 1 point a tile.");
  g_clear_pointer (&note, g_free);
  handout = handout_text (window);
  g_assert_nonnull (strstr (handout, "Note: Roads score 1 point a tile."));
  g_assert_null (strstr (handout, "Why a road"));
  g_clear_pointer (&handout, g_free);

  /* Undone (Ctrl+Z in the replay), then redone: the moves stay. */
  g_assert_true (action_on (window, "win.undo"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  tess_test_ui_flush_events ();
  g_assert_cmpstr (note_text (view), ==, "Note: Why a road and not the city?");
  g_assert_cmpuint (tess_game_get_n_moves (tess_window_get_game (window)), ==, 2);
  g_assert_true (action_on (window, "win.redo"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  tess_test_ui_flush_events ();
  g_assert_cmpstr (note_text (view), ==, "Note: Roads score 1 point a tile.");

  /* Deleted: the field emptied, or its trash button. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-note", NULL));
  tess_test_ui_flush_events ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (note_entry (view))), ==, "Roads score 1 point a tile.");
  g_signal_emit_by_name (note_entry (view), "icon-release", GTK_ENTRY_ICON_SECONDARY);
  tess_test_ui_flush_events ();
  g_assert_cmpstr (note_text (view), ==, "");
  g_assert_true (tess_announcer_has_toast (window->announcer, "note-deleted"));
  note = saved_note (window, saved, "1");
  g_assert_null (note);
  handout = handout_text (window);
  g_assert_null (strstr (handout, "Note:"));
  g_clear_pointer (&handout, g_free);

  /* The toast's Undo brings it back. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  tess_test_ui_flush_events ();
  g_assert_cmpstr (note_text (view), ==, "Note: Roads score 1 point a tile.");
  g_assert_false (tess_announcer_has_toast (window->announcer, "note-deleted"));
  note = saved_note (window, saved, "1");
  g_assert_cmpstr (note, ==, "Roads score 1 point a tile.");

  /* A step away while writing keeps what was written, on its move. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-note", NULL));
  tess_test_ui_flush_events ();
  gtk_editable_set_text (GTK_EDITABLE (note_entry (view)), "not this");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay-forward", NULL);
  tess_test_ui_flush_events ();
  g_assert_cmpstr (tess_game_get_note (tess_window_get_game (window), 1), ==, "not this");
  g_assert_false (tess_replay_view_get_writing_note (view));

  tess_test_ui_destroy_window (window);
  g_unlink (path);
  g_unlink (saved);
}

/* "Continue the last game?" names the players as a sentence. */
static void
test_continue_names_players (void)
{
  g_autofree char *path = tess_game_default_autosave_file ();
  g_autofree char *dir = g_path_get_dirname (path);
  const char *names[] = { "Ana", "Bea", "Cy" };
  const TessColor colors[] = { TESS_COLOR_RED, TESS_COLOR_BLUE, TESS_COLOR_GREEN };
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessGame) game = NULL;
  g_autoptr(GArray) placements = NULL;
  TessWindow *window;
  GtkWindow *dialog;
  TessGamePlacement p;
  TessRules rules;

  tess_rules_init_default (&rules);
  record = tess_game_new_record (&rules, 3, names, colors, NULL, "99", &error);
  g_assert_no_error (error);
  game = tess_game_new_from_record (record, &error);
  g_assert_no_error (error);
  placements = tess_game_get_placements (game);
  p = g_array_index (placements, TessGamePlacement, 0);
  g_assert_true (tess_game_play_move (game, tess_game_get_tile (game), p.x, p.y, p.rot, -1, &error));
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (tess_game_save (game, path, &error));
  g_assert_no_error (error);

  window = tess_test_ui_new_window (TRUE);
  tess_test_ui_offer_autosave (window);
  dialog = tess_window_get_dialog (window);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "The game of Ana, Bea and Cy was left after 1 move.");
  gtk_window_destroy (dialog);
  tess_test_ui_flush_events ();
  tess_test_ui_destroy_window (window);
  g_remove (path);
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "test-replay-teaching");

  g_test_add_func ("/replay-teaching/finished-game", test_finished_game_replay);
  g_test_add_func ("/replay-teaching/returned-follower", test_returned_follower_shown);
  g_test_add_func ("/replay-teaching/returned-follower-rotations", test_returned_follower_rotations);
  g_test_add_func ("/replay-teaching/note-on-card", test_note_on_card);
  g_test_add_func ("/replay-teaching/write-note", test_write_note);
  g_test_add_func ("/replay-teaching/continue-names-players", test_continue_names_players);
  g_test_add_func ("/replay-teaching/undo-holds-computers", test_undo_holds_computers);
  g_test_add_func ("/replay-teaching/person-move-resumes", test_person_move_resumes);

  return tess_test_ui_run ();
}
