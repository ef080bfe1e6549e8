/* test-window-files.c: the autosave written off the main thread, files
 * read asynchronously, and the follower swatch
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <fcntl.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "tess-autosave.h"
#include "tess-editor-window.h"
#include "tess-follower-swatch.h"
#include "tess-online-game.h"
#include "tess-test-ui.h"

/* A 2-player game of core, without a window. */
static TessGame *
new_game (void)
{
  g_autoptr(GError) error = NULL;
  const char *names[] = { "Ana", "Bea" };
  const TessColor colors[] = { TESS_COLOR_RED, TESS_COLOR_BLUE };
  g_autoptr(TessRecord) record = NULL;
  TessGame *game;
  TessRules rules;

  tess_rules_init_default (&rules);
  record = tess_game_new_record (&rules, 2, names, colors, NULL, "4242", &error);
  g_assert_no_error (error);
  game = tess_game_new_from_record (record, &error);
  g_assert_no_error (error);
  return game;
}

static void
play_move (TessGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) placements = tess_game_get_placements (game);
  const TessGamePlacement *p = &g_array_index (placements, TessGamePlacement, 0);

  g_assert_true (tess_game_place_tile (game, p->x, p->y, p->rot, &error));
  g_assert_true (tess_game_place_follower (game, -1, &error));
  g_assert_no_error (error);
}

static char *
autosave_path (const char *name)
{
  return g_build_filename (tess_test_ui_get_tmp_dir (), "autosaves", name, NULL);
}

static void
assert_saved (const char *path,
              TessGame   *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) saved = tess_record_load_file (path, &error);

  g_assert_no_error (error);
  g_assert_true (tess_record_equal (saved, tess_game_get_record (game)));
}

/* Moves in a row make one write, in a worker, a moment later. */
static void
test_autosave_coalesced (void)
{
  g_autofree char *path = autosave_path ("coalesced.tessera");
  g_autoptr(TessGame) game = new_game ();
  g_autoptr(TessAutosave) autosave = tess_autosave_new (path);

  for (guint i = 0; i < 3; i++)
    {
      play_move (game);
      tess_autosave_schedule (autosave, game);
    }
  /* Not on the main thread, at the move. */
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (tess_autosave_get_n_written (autosave), ==, 0);

  TESS_TEST_WAIT_UNTIL (tess_autosave_get_n_written (autosave) > 0);
  g_assert_cmpuint (tess_autosave_get_n_written (autosave), ==, 1);
  assert_saved (path, game);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 3);

  /* Nothing more to write: a flush, which writes what waits, writes
   * nothing. */
  tess_autosave_flush (autosave);
  g_assert_cmpuint (tess_autosave_get_n_written (autosave), ==, 1);
}

/* A flush writes the last move at once, and nothing is written after. */
static void
test_autosave_flush (void)
{
  g_autofree char *path = autosave_path ("flush.tessera");
  g_autoptr(TessGame) game = new_game ();
  g_autoptr(TessAutosave) autosave = tess_autosave_new (path);

  play_move (game);
  tess_autosave_schedule (autosave, game);
  tess_autosave_flush (autosave);
  g_assert_cmpuint (tess_autosave_get_n_written (autosave), ==, 1);
  assert_saved (path, game);

  /* A move, written by the worker, then one more, flushed: the file
   * has the newest. */
  play_move (game);
  tess_autosave_schedule (autosave, game);
  TESS_TEST_WAIT_UNTIL (tess_autosave_get_n_written (autosave) == 2);
  play_move (game);
  tess_autosave_schedule (autosave, game);
  tess_autosave_flush (autosave);
  g_assert_cmpuint (tess_autosave_get_n_written (autosave), ==, 3);
  assert_saved (path, game);
  /* Nothing waits after a flush. */
  tess_autosave_flush (autosave);
  g_assert_cmpuint (tess_autosave_get_n_written (autosave), ==, 3);
  assert_saved (path, game);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 3);

  /* Dropping the autosave writes what waits: once the last reference
   * goes, which may be the worker's, still ending its round. */
  play_move (game);
  tess_autosave_schedule (autosave, game);
  g_object_add_weak_pointer (G_OBJECT (autosave), (gpointer *) &autosave);
  g_object_unref (autosave);
  TESS_TEST_WAIT_UNTIL (g_atomic_pointer_get (&autosave) == NULL);
  assert_saved (path, game);
}

/* A finished game leaves no autosave. */
static void
test_autosave_finished (void)
{
  g_autofree char *path = autosave_path ("finished.tessera");
  g_autoptr(TessGame) game = new_game ();
  g_autoptr(TessAutosave) autosave = tess_autosave_new (path);

  play_move (game);
  tess_autosave_schedule (autosave, game);
  tess_autosave_flush (autosave);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  while (!tess_game_get_finished (game))
    play_move (game);
  tess_autosave_schedule (autosave, game);
  tess_autosave_flush (autosave);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

static void
set_up_settings (void)
{
  const char *names[] = { "Ana", "Bea", NULL };
  const char *colors[] = { "red", "blue", NULL };
  const char *kinds[] = { "human", "human", NULL };
  g_autoptr(GSettings) settings = tess_test_ui_set_up_players (2, names, colors, kinds, "2718");

  g_settings_set_boolean (settings, "river", FALSE);
  g_settings_set_int (settings, "hand", 1);
}

/* Closing the window right after a move keeps the move. */
static void
test_autosave_on_close (void)
{
  g_autofree char *path = tess_game_default_autosave_file ();
  g_autoptr(TessRecord) played = NULL;
  g_autoptr(TessRecord) saved = NULL;
  g_autoptr(GError) error = NULL;
  TessWindow *window;

  g_remove (path);
  set_up_settings ();
  window = tess_test_ui_new_window (TRUE);
  tess_test_ui_play_turn (window, 0, 0);
  tess_test_ui_play_turn (window, 1, 0);
  played = tess_record_copy (tess_game_get_record (tess_window_get_game (window)));
  tess_test_ui_destroy_window (window);

  saved = tess_record_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (tess_record_equal (saved, played));
  g_remove (path);
}

/* The body of the dialog the window shows after offering its autosave,
 * which holds @contents. */
static char *
offer_damaged (const char *contents)
{
  g_autofree char *path = tess_game_default_autosave_file ();
  TessWindow *window;
  GtkWindow *dialog;
  char *body;

  /* NULL: the autosave is there already. */
  if (contents != NULL)
    g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  set_up_settings ();
  window = tess_test_ui_new_window (TRUE);
  tess_test_ui_offer_autosave (window);
  dialog = tess_window_get_dialog (window);
  g_assert_nonnull (dialog);
  body = g_strdup (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
  g_test_message ("%s", body);
  gtk_window_destroy (dialog);
  tess_test_ui_destroy_window (window);
  return body;
}

static void
assert_file_holds (const char *path,
                   const char *contents)
{
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, contents);
}

/* A second damaged autosave replaced the first one's copy, and the game
 * in it: each is kept, numbered, and the player told where. */
static void
test_damaged_autosaves_kept (void)
{
  g_autofree char *path = tess_game_default_autosave_file ();
  g_autofree char *first = g_strconcat (path, ".damaged", NULL);
  g_autofree char *second = g_strconcat (path, ".damaged-2", NULL);
  g_autofree char *third = g_strconcat (path, ".damaged-3", NULL);
  g_autofree char *body = NULL;

  body = offer_damaged ("not json, the first");
  g_assert_nonnull (strstr (body, first));
  g_assert_nonnull (strstr (body, "was kept as"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  assert_file_holds (first, "not json, the first");
  g_free (body);

  body = offer_damaged ("not json, the second");
  g_assert_nonnull (strstr (body, second));
  g_assert_nonnull (strstr (body, "beside 1 damaged copy kept before"));
  assert_file_holds (first, "not json, the first");
  assert_file_holds (second, "not json, the second");
  g_free (body);

  body = offer_damaged ("not json, the third");
  g_assert_nonnull (strstr (body, third));
  g_assert_nonnull (strstr (body, "beside the 2 damaged copies kept before"));
  assert_file_holds (first, "not json, the first");
  assert_file_holds (second, "not json, the second");
  assert_file_holds (third, "not json, the third");

  g_remove (first);
  g_remove (second);
  g_remove (third);
}

/* A damaged autosave that cannot be put aside stays where it is, and
 * the player is told so (not that it was kept elsewhere). */
static void
test_damaged_autosave_stays (void)
{
  g_autofree char *path = tess_game_default_autosave_file ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *body = NULL;

  /* A folder that can only be read, for root as well: a tmpfs mounted
   * on it, remounted read-only once the autosave is there. */
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  if (geteuid () != 0 || mount ("tmpfs", dir, "tmpfs", 0, "size=64k,mode=0700") != 0)
    {
      g_test_skip ("mounting a tmpfs needs root");
      return;
    }
  g_assert_true (g_file_set_contents (path, "not json", -1, NULL));
  g_assert_cmpint (mount (NULL, dir, NULL, MS_REMOUNT | MS_RDONLY, NULL), ==, 0);

  body = offer_damaged (NULL);
  g_assert_nonnull (strstr (body, "could not be kept aside"));
  g_assert_null (strstr (body, "was kept as"));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  g_assert_cmpint (umount2 (dir, MNT_DETACH), ==, 0);
}

/* The autosave a window keeps its game in. */
static const char *
autosave_of (TessWindow *window)
{
  return tess_autosave_get_file (tess_game_session_get_autosave (tess_window_get_session (window)));
}

/* Every autosave of the data folder removed: no game left. */
static void
remove_autosaves (void)
{
  g_autoptr(GPtrArray) left = tess_autosave_left_files ();

  for (guint i = 0; i < left->len; i++)
    g_remove (g_ptr_array_index (left, i));
}

/* Offers @window the autosave it finds and takes the game on. */
static void
continue_offered (TessWindow *window)
{
  GtkWindow *dialog;

  tess_test_ui_offer_autosave (window);
  dialog = tess_window_get_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Continue the Last Game?");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "continue");
  tess_test_ui_flush_events ();
}

/* Two windows on two games wrote one autosave: the game of the second
 * replaced the first's. Each window keeps its own, and each game left
 * is offered back, in a window of its own. */
static void
test_autosave_per_window (void)
{
  g_autoptr(TessRecord) first = NULL;
  g_autoptr(TessRecord) second = NULL;
  g_autoptr(TessRecord) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *first_file = NULL;
  g_autofree char *second_file = NULL;
  TessWindow *a, *b, *c, *d;

  remove_autosaves ();
  set_up_settings ();
  a = tess_test_ui_new_window (TRUE);
  b = tess_test_ui_new_window (TRUE);
  first_file = g_strdup (autosave_of (a));
  second_file = g_strdup (autosave_of (b));
  g_assert_cmpstr (first_file, !=, second_file);

  tess_test_ui_play_turn (a, 0, 0);
  tess_test_ui_play_turn (b, 0, 1);
  tess_test_ui_play_turn (b, 1, 0);
  tess_test_ui_flush_autosave (a);
  tess_test_ui_flush_autosave (b);
  first = tess_record_copy (tess_game_get_record (tess_window_get_game (a)));
  second = tess_record_copy (tess_game_get_record (tess_window_get_game (b)));
  g_assert_false (tess_record_equal (first, second));

  /* Each file holds its window's game. */
  saved = tess_record_load_file (first_file, &error);
  g_assert_no_error (error);
  g_assert_true (tess_record_equal (saved, first));
  g_clear_pointer (&saved, tess_record_unref);
  saved = tess_record_load_file (second_file, &error);
  g_assert_no_error (error);
  g_assert_true (tess_record_equal (saved, second));

  /* Left (as by a crash, the files kept): the next start offers both,
   * each in a window that keeps it in its file from then on. */
  tess_test_ui_destroy_window (a);
  tess_test_ui_destroy_window (b);
  c = tess_test_ui_new_window (TRUE);
  continue_offered (c);
  d = tess_test_ui_new_window (TRUE);
  continue_offered (d);
  g_assert_true (tess_record_equal (tess_game_get_record (tess_window_get_game (c)), first));
  g_assert_true (tess_record_equal (tess_game_get_record (tess_window_get_game (d)), second));
  g_assert_cmpstr (autosave_of (c), ==, first_file);
  g_assert_cmpstr (autosave_of (d), ==, second_file);

  /* Played on, each game stays in its own file. */
  tess_test_ui_play_turn (d, 2, 0);
  tess_test_ui_flush_autosave (d);
  g_clear_pointer (&saved, tess_record_unref);
  saved = tess_record_load_file (first_file, &error);
  g_assert_no_error (error);
  g_assert_true (tess_record_equal (saved, first));
  g_clear_pointer (&saved, tess_record_unref);
  saved = tess_record_load_file (second_file, &error);
  g_assert_no_error (error);
  g_assert_true (tess_record_equal (saved, tess_game_get_record (tess_window_get_game (d))));
  g_assert_cmpuint (tess_record_n_moves (saved), >, tess_record_n_moves (second));

  tess_test_ui_destroy_window (c);
  tess_test_ui_destroy_window (d);
  remove_autosaves ();
}

static void
store_result (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

/* Closing the window while a file is read cancels the opening. */
static void
test_open_cancelled (void)
{
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "to-open.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessGame) game = new_game ();
  TessWindow *window;

  play_move (game);
  g_assert_true (tess_game_save (game, path, &error));
  g_assert_no_error (error);

  set_up_settings ();
  window = tess_test_ui_new_window (FALSE);
  tess_window_open_file (window, file, store_result, &result);
  gtk_window_close (GTK_WINDOW (window));
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (tess_window_open_file_finish (window, result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (tess_window_get_dialog (window));
  g_clear_object (&result);
  tess_test_ui_flush_events ();
  g_assert_finalize_object (window);
}

/* A save asked just before the window closes is written all the same,
 * whole, and tells nobody: the window is gone. */
static void
test_save_then_close (void)
{
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "saved-on-close.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) saved = NULL;
  g_autoptr(TessRecord) played = NULL;
  TessWindow *window;

  set_up_settings ();
  window = tess_test_ui_new_window (FALSE);
  tess_test_ui_play_turn (window, 1, 0);
  played = tess_record_copy (tess_game_get_record (tess_window_get_game (window)));
  tess_window_save_file (window, file, store_result, &result);
  gtk_window_close (GTK_WINDOW (window));
  TESS_TEST_WAIT_UNTIL (result != NULL);
  g_assert_true (tess_window_save_file_finish (window, result, &error));
  g_assert_no_error (error);
  g_clear_object (&result);
  saved = tess_record_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (tess_record_equal (saved, played));
  tess_test_ui_flush_events ();
  g_assert_finalize_object (window);
}

static gboolean
file_holds (const char *path,
            const char *contents)
{
  g_autofree char *text = NULL;

  return g_file_get_contents (path, &text, NULL, NULL) && g_strcmp0 (text, contents) == 0;
}

/* Save replaced a read-only file (0444) without a word. It asks, as
 * GNOME's editors do: nothing is written until the player says Replace,
 * and the file stays read-only. */
static void
test_save_read_only (void)
{
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "read-only.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) saved = NULL;
  g_autoptr(TessRecord) played = NULL;
  TessWindow *window;
  GtkWindow *dialog;
  struct stat st;

  g_assert_true (g_file_set_contents (path, "kept", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  set_up_settings ();
  window = tess_test_ui_new_window (FALSE);
  tess_test_ui_play_turn (window, 1, 0);
  played = tess_record_copy (tess_game_get_record (tess_window_get_game (window)));

  /* Asked; Cancel leaves the file. */
  tess_window_save_file (window, file, store_result, &result);
  TESS_TEST_WAIT_UNTIL (result != NULL);
  g_assert_false (tess_window_save_file_finish (window, result, &error));
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_READ_ONLY);
  g_clear_error (&error);
  g_clear_object (&result);
  dialog = tess_window_get_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Replace the Read-Only File?");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "read-only.tessera"));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  tess_test_ui_flush_events ();
  g_assert_true (file_holds (path, "kept"));

  /* Asked again; Replace writes the game, and the file stays read-only. */
  tess_window_save_file (window, file, store_result, &result);
  TESS_TEST_WAIT_UNTIL (result != NULL);
  g_assert_false (tess_window_save_file_finish (window, result, NULL));
  g_clear_object (&result);
  dialog = tess_window_get_dialog (window);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "replace");
  /* Saved: the window's file from then on. */
  TESS_TEST_WAIT_UNTIL (tess_game_session_get_file (tess_window_get_session (window)) != NULL
                        && g_file_equal (tess_game_session_get_file (tess_window_get_session (window)), file));
  g_assert_false (file_holds (path, "kept"));
  saved = tess_record_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (tess_record_equal (saved, played));
  g_assert_cmpint (stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0444);

  tess_test_ui_destroy_window (window);
  g_chmod (path, 0644);
  g_remove (path);
}

/* Online Games… left out a resume file that did not read, without a
 * word: the player looked for the game in vain. It is listed, with what
 * is wrong, and cannot be chosen; the toast counts only games to play. */
static void
test_online_games_unreadable (void)
{
  g_autofree char *dir = tess_online_resume_dir ();
  g_autofree char *path = g_build_filename (dir, "broken@rooms.example.json", NULL);
  TessWindow *window;
  GtkWindow *dialog;
  GtkWidget *list;
  GtkListBoxRow *row;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "{\"format\": tessera", -1, NULL));
  set_up_settings ();
  window = tess_test_ui_new_window (FALSE);
  g_assert_cmpuint (tess_window_offer_online_games (window), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.online-games", NULL));
  dialog = tess_window_get_dialog (window);
  g_assert_nonnull (dialog);
  list = tess_test_ui_find_named (GTK_WIDGET (dialog), "online_games");
  g_assert_nonnull (list);
  row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0);
  g_assert_nonnull (row);
  g_assert_null (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 1));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                   "A game that cannot be read (broken@rooms.example.json)");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "line 1, column 12"));
  g_assert_false (gtk_list_box_row_get_activatable (row));
  gtk_window_destroy (dialog);
  tess_test_ui_destroy_window (window);
  g_remove (path);
}

/* A FIFO never delivers: it is refused at once, without reading it (with
 * or without a writer that holds it open), the game in the window stays,
 * and the app goes on. */
static void
test_open_fifo (void)
{
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "never.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TessWindow *window;
  TessGame *game;
  int writer = -1;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  set_up_settings ();
  window = tess_test_ui_new_window (FALSE);
  game = tess_window_get_game (window);
  for (guint with_writer = 0; with_writer < 2; with_writer++)
    {
      const char *body;

      if (with_writer)
        {
          writer = open (path, O_RDWR | O_CLOEXEC);
          g_assert_cmpint (writer, >=, 0);
        }
      g_assert_false (tess_test_ui_open_file (window, file));
      tess_test_ui_flush_events ();
      body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (tess_window_get_dialog (window)));
      g_test_message ("%s", body);
      g_assert_nonnull (strstr (body, "never.tessera"));
      g_assert_nonnull (strstr (body, "not a regular file"));
      gtk_window_destroy (tess_window_get_dialog (window));
      g_assert_true (tess_window_get_game (window) == game);
    }
  close (writer);
  g_unlink (path);
  tess_test_ui_destroy_window (window);
}

/* The editor windows open now. */
static GList *
list_editors (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GList *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (TESS_IS_EDITOR_WINDOW (window))
        found = g_list_prepend (found, window);
    }
  return found;
}

/* Copies the file at @from to @name in the test's folder. */
static GFile *
copy_as (const char *from,
         const char *name)
{
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), name, NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (from, &data, &length, &error));
  g_assert_true (g_file_set_contents (path, data, length, &error));
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

/* The body of the error the window shows, then the dialog closed. */
static char *
take_error (TessWindow *window)
{
  GtkWindow *dialog = tess_window_get_dialog (window);
  char *body;

  g_assert_nonnull (dialog);
  body = g_strdup (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
  g_test_message ("%s", body);
  gtk_window_destroy (dialog);
  return body;
}

/* What a file holds is what its "format" key says, whatever its name: a
 * tile set named like a game opens in the editor, a game named like a
 * tile set opens as a game, and a format Tessera does not open is told
 * for what it is. The game in the window stays meanwhile. */
static void
test_open_by_format (void)
{
  g_autofree char *base = g_build_filename (g_getenv ("TESSERA_TILESETDIR"), "base.tileset.json", NULL);
  g_autofree char *lesson = g_build_filename (g_getenv ("TESSERA_LESSONDIR"), "cities.lesson.json", NULL);
  g_autofree char *game_path = g_build_filename (tess_test_ui_get_tmp_dir (), "game.tileset.json", NULL);
  g_autofree char *other_path = g_build_filename (tess_test_ui_get_tmp_dir (), "deck.tessera", NULL);
  g_autoptr(GFile) set_file = copy_as (base, "my-set.tessera");
  g_autoptr(GFile) lesson_file = copy_as (lesson, "lesson.tessera");
  g_autoptr(GFile) game_file = g_file_new_for_path (game_path);
  g_autoptr(GFile) other_file = g_file_new_for_path (other_path);
  g_autoptr(TessGame) saved = new_game ();
  g_autoptr(GError) error = NULL;
  GList *editors;
  TessWindow *window;
  TessGame *game;
  char *body;

  play_move (saved);
  g_assert_true (tess_game_save (saved, game_path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (other_path, "{\"format\": \"tessera-deck\", \"version\": 1}\n", -1, &error));
  g_assert_no_error (error);

  set_up_settings ();
  window = tess_test_ui_new_window (FALSE);
  game = tess_window_get_game (window);

  /* A tile set named "*.tessera": an editor window opens on it. */
  g_assert_true (tess_test_ui_open_file (window, set_file));
  tess_test_ui_flush_events ();
  g_assert_null (tess_window_get_dialog (window));
  editors = list_editors ();
  g_assert_cmpuint (g_list_length (editors), ==, 1);
  g_assert_true (tess_window_get_game (window) == game);
  tess_test_ui_destroy_editor (g_object_ref (editors->data));
  g_list_free (editors);

  /* A lesson, and a format of no Tessera's: refused, and said what. */
  g_assert_false (tess_test_ui_open_file (window, lesson_file));
  tess_test_ui_flush_events ();
  body = take_error (window);
  g_assert_nonnull (strstr (body, "lesson.tessera"));
  g_assert_nonnull (strstr (body, "holds a lesson"));
  g_free (body);
  g_assert_false (tess_test_ui_open_file (window, other_file));
  tess_test_ui_flush_events ();
  body = take_error (window);
  g_assert_nonnull (strstr (body, "deck.tessera"));
  g_assert_nonnull (strstr (body, "unknown format “tessera-deck”"));
  g_assert_nonnull (strstr (body, "tile sets (“tessera-tileset”)"));
  g_free (body);
  g_assert_true (tess_window_get_game (window) == game);
  editors = list_editors ();
  g_assert_null (editors);

  /* A game named "*.tileset.json": the game, in the window. */
  g_assert_true (tess_test_ui_open_file (window, game_file));
  tess_test_ui_flush_events ();
  g_assert_null (tess_window_get_dialog (window));
  g_assert_true (tess_record_equal (tess_game_get_record (tess_window_get_game (window)),
                                    tess_game_get_record (saved)));
  editors = list_editors ();
  g_assert_null (editors);

  tess_test_ui_destroy_window (window);
}

static void
count_notify (guint *count)
{
  (*count)++;
}

/* The swatch draws the follower of its colour, and nothing for -1. */
static void
test_follower_swatch (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *swatch = tess_follower_swatch_new (-1, 20, 22);
  guint notified = 0;

  g_object_ref_sink (swatch);
  g_signal_connect_swapped (swatch, "notify::color", G_CALLBACK (count_notify), &notified);
  gtk_window_set_child (GTK_WINDOW (window), swatch);
  tess_test_ui_present (GTK_WINDOW (window));

  for (int color = -1; color < TESS_N_COLORS; color++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      GskRenderNode *node;

      tess_follower_swatch_set_color (TESS_FOLLOWER_SWATCH (swatch), color);
      g_assert_cmpint (tess_follower_swatch_get_color (TESS_FOLLOWER_SWATCH (swatch)), ==, color);
      tess_test_ui_flush_events ();
      g_assert_cmpint (gtk_widget_get_width (swatch), ==, 20);
      GTK_WIDGET_GET_CLASS (swatch)->snapshot (swatch, snapshot);
      node = gtk_snapshot_free_to_node (snapshot);
      if (color < 0)
        g_assert_null (node);
      else
        g_assert_nonnull (node);
      g_clear_pointer (&node, gsk_render_node_unref);
    }
  /* Once for each colour: setting -1 again changed nothing. */
  g_assert_cmpuint (notified, ==, TESS_N_COLORS);

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (swatch);
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "test-window-files");

  g_test_add_func ("/autosave/coalesced", test_autosave_coalesced);
  g_test_add_func ("/autosave/flush", test_autosave_flush);
  g_test_add_func ("/autosave/finished", test_autosave_finished);
  g_test_add_func ("/window-files/autosave-on-close", test_autosave_on_close);
  g_test_add_func ("/window-files/damaged-autosave-stays", test_damaged_autosave_stays);
  g_test_add_func ("/window-files/damaged-autosaves-kept", test_damaged_autosaves_kept);
  g_test_add_func ("/window-files/autosave-per-window", test_autosave_per_window);
  g_test_add_func ("/window-files/open-cancelled", test_open_cancelled);
  g_test_add_func ("/window-files/open-fifo", test_open_fifo);
  g_test_add_func ("/window-files/open-by-format", test_open_by_format);
  g_test_add_func ("/window-files/save-then-close", test_save_then_close);
  g_test_add_func ("/window-files/save-read-only", test_save_read_only);
  g_test_add_func ("/window-files/online-games-unreadable", test_online_games_unreadable);
  g_test_add_func ("/follower-swatch/draws", test_follower_swatch);

  return tess_test_ui_run ();
}
