/* test-window-faults.c: what the window does with damaged records and
 * with saves that cannot be written
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * - A record whose move 5 breaks a rule opens as a question: the game
 *   of its 4 good moves, in replay or to play on, or nothing; the
 *   message names the move and the rule.
 * - Save to a read-only folder and to a full disk: a message that says
 *   what, where and why; the previous file as it was; the game goes on.
 * - An autosave that cannot be written is told (the status label a
 *   screen reader speaks, and a toast), and written once it can be.
 *
 * The full disk is a small tmpfs mounted by the test, which needs root
 * (else that test is skipped with a message); the read-only folder is a
 * tmpfs remounted read-only when root (root ignores permission bits),
 * else a folder without write permission.
 */

#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/mount.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "tess-autosave.h"
#include "tess-test-core.h"
#include "tess-test-ui.h"

/* Unseeded, so that each tile is named: four legal moves, then move 5,
 * a tile that touches no other. The good part's next tile is drawn at
 * random: when it fits nowhere it is discarded at once, a move of its
 * own (tess_test_assert_moves_then_discards()). */
static const char damaged_record[] =
  "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],\n"
  "  \"players\": [ { \"name\": \"Ana\", \"color\": \"red\" },\n"
  "               { \"name\": \"Bogdan\", \"color\": \"blue\" } ],\n"
  "  \"moves\": [\n"
  "    { \"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180, \"follower\": \"S\" },\n"
  "    { \"tile\": \"U\", \"x\": 1, \"y\": 0, \"rotation\": 0 },\n"
  "    { \"tile\": \"U\", \"x\": -1, \"y\": 0, \"rotation\": 0 },\n"
  "    { \"tile\": \"V\", \"x\": 2, \"y\": 0, \"rotation\": 0 },\n"
  "    { \"tile\": \"C\", \"x\": 5, \"y\": 5 },\n"
  "    { \"tile\": \"V\", \"x\": 3, \"y\": 0, \"rotation\": 0 } ] }\n";

static const char *
dialog_body (TessWindow *window)
{
  GtkWindow *dialog = tess_window_get_dialog (window);

  g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
  return adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
}

/* The damaged record opened in a new window; the question asked.
 * @out_n_moves: the good part's moves (4, and the discards after them). */
static TessWindow *
open_damaged (GFile **out_file,
              guint  *out_n_moves)
{
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "damaged.tessera", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TessWindow *window = tess_test_ui_new_window (FALSE);
  g_autofree char *kept = NULL;
  GtkWindow *dialog;
  TessGame *good;
  const char *body;

  g_assert_true (g_file_set_contents (path, damaged_record, -1, &error));
  g_assert_no_error (error);

  g_assert_true (tess_test_ui_open_file (window, file));
  tess_test_ui_flush_events ();

  dialog = tess_window_get_dialog (window);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Open the Good Part of the Game?");
  body = dialog_body (window);
  g_test_message ("%s", body);
  /* Which file, which move, which rule; what can be kept. */
  g_assert_nonnull (strstr (body, "damaged.tessera"));
  g_assert_nonnull (strstr (body, "Move 5"));
  g_assert_nonnull (strstr (body, "touches no placed tile"));
  good = g_object_get_data (G_OBJECT (dialog), "game");
  g_assert_true (TESS_IS_GAME (good));
  tess_test_assert_moves_then_discards (good, 4);
  kept = g_strdup_printf ("the game up to move %u can be looked through in replay", tess_game_get_n_moves (good));
  g_assert_nonnull (strstr (body, kept));
  if (out_n_moves != NULL)
    *out_n_moves = tess_game_get_n_moves (good);
  /* Nothing changed until the player answers. */
  g_assert_cmpuint (tess_game_get_n_moves (tess_window_get_game (window)), ==, 0);

  if (out_file != NULL)
    *out_file = g_steal_pointer (&file);
  return window;
}

static void
test_damaged_replay (void)
{
  guint n_moves;
  TessWindow *window = open_damaged (NULL, &n_moves);
  TessGame *game;

  adw_message_dialog_response (ADW_MESSAGE_DIALOG (tess_window_get_dialog (window)), "replay");
  tess_test_ui_flush_events ();

  game = tess_window_get_game (window);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, n_moves);
  g_assert_cmpstr (tess_game_get_player_name (game, 1), ==, "Bogdan");
  g_assert_true (_tess_window_replaying (window));
  g_assert_cmpuint (tess_replay_view_get_position (window->replay_view), ==, n_moves);
  /* The damaged file is not where Save writes. */
  g_assert_null (tess_game_session_get_file (tess_window_get_session (window)));

  tess_test_ui_destroy_window (window);
}

static void
test_damaged_play_on (void)
{
  g_autoptr(GFile) file = NULL;
  guint n_moves;
  TessWindow *window = open_damaged (&file, &n_moves);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  TessGame *game;

  g_assert_true (g_file_load_contents (file, NULL, &before, NULL, NULL, NULL));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (tess_window_get_dialog (window)), "play");
  tess_test_ui_flush_events ();

  game = tess_window_get_game (window);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, n_moves);
  g_assert_false (_tess_window_replaying (window));
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_TILE);
  /* Move 5 is played again, legally this time. */
  tess_test_ui_play_turn (window, 5, 0);
  g_assert_cmpuint (tess_game_get_n_moves (game), >, n_moves);
  g_assert_null (tess_game_session_get_file (tess_window_get_session (window)));
  g_assert_true (g_file_load_contents (file, NULL, &after, NULL, NULL, NULL));
  g_assert_cmpstr (before, ==, after);

  tess_test_ui_destroy_window (window);
}

static void
test_damaged_cancel (void)
{
  TessWindow *window = open_damaged (NULL, NULL);
  TessGame *game = tess_window_get_game (window);

  adw_message_dialog_response (ADW_MESSAGE_DIALOG (tess_window_get_dialog (window)), "cancel");
  tess_test_ui_flush_events ();
  g_assert_true (tess_window_get_game (window) == game);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 0);

  tess_test_ui_destroy_window (window);
}

/* ------------------------------------------------------------ saving */

/* Saves, plays on, fails to save (@break_it makes the place unwritable)
 * and checks what the player is told and what is left. */
static void
save_fails (const char *dir,
            void      (*break_it) (const char *dir),
            const char *reason)
{
  g_autofree char *path = g_build_filename (dir, "kept.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessGame *game = tess_window_get_game (window);
  const char *body;
  guint n_moves;

  tess_test_ui_play_turn (window, 1, 0);
  g_assert_true (tess_test_ui_save_file (window, file));
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));

  tess_test_ui_play_turn (window, 2, 0);
  break_it (dir);
  g_assert_false (tess_test_ui_save_file (window, file));
  tess_test_ui_flush_events ();

  body = dialog_body (window);
  g_test_message ("%s", body);
  g_assert_nonnull (strstr (body, path));
  g_assert_nonnull (strstr (body, reason));
  g_assert_nonnull (strstr (body, "The file as it was before is unchanged"));

  /* The previous file as it was, and no temporary file beside it. */
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (d)) != NULL)
      g_assert_true (g_str_equal (name, "kept.tessera") || g_str_equal (name, "filler"));
  }

  /* The game goes on. */
  gtk_window_destroy (tess_window_get_dialog (window));
  n_moves = tess_game_get_n_moves (game);
  tess_test_ui_play_turn (window, 3, 0);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, n_moves + 1);

  tess_test_ui_destroy_window (window);
}

static void
make_read_only (const char *dir)
{
  if (geteuid () == 0)
    g_assert_cmpint (mount (NULL, dir, NULL, MS_REMOUNT | MS_RDONLY, "size=1m,mode=0755"), ==, 0);
  else
    g_assert_cmpint (g_chmod (dir, 0555), ==, 0);
}

static void
test_save_read_only (void)
{
  g_autofree char *dir = NULL;

  if (geteuid () == 0)
    {
      dir = tess_test_mount_tmpfs (tess_test_ui_get_tmp_dir (), "1m");
      if (dir == NULL)
        return;
    }
  else
    {
      dir = g_build_filename (tess_test_ui_get_tmp_dir (), "read-only-XXXXXX", NULL);
      g_assert_nonnull (g_mkdtemp (dir));
    }

  save_fails (dir, make_read_only,
              geteuid () == 0 ? "the disk or folder can only be read" : "you may not write in that folder");

  if (geteuid () == 0)
    tess_test_unmount_tmpfs (g_steal_pointer (&dir));
  else
    {
      g_chmod (dir, 0755);
      tess_test_ui_remove_tree (dir);
    }
}

/* A file that is not local is written through GIO, not refused: no
 * backend but the local one runs here without GVfs, so this one fails,
 * and the player is told which file and GIO's reason. */
static void
test_save_not_local (void)
{
  g_autoptr(GFile) file = g_file_new_for_uri ("tessera-test://nowhere/kept.tessera");
  TessWindow *window = tess_test_ui_new_window (FALSE);
  const char *body;

  tess_test_ui_play_turn (window, 1, 0);
  g_assert_false (tess_test_ui_save_file (window, file));
  tess_test_ui_flush_events ();
  body = dialog_body (window);
  g_test_message ("%s", body);
  g_assert_nonnull (strstr (body, "Could not save “tessera-test://nowhere/kept.tessera”"));
  g_assert_null (tess_game_session_get_file (tess_window_get_session (window)));
  gtk_window_destroy (tess_window_get_dialog (window));
  tess_test_ui_destroy_window (window);
}

/* Fills the disk to its last byte. */
static void
fill_disk (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "filler", NULL);
  char block[4096];
  FILE *f = g_fopen (path, "wb");

  g_assert_nonnull (f);
  memset (block, 'x', sizeof block);
  while (fwrite (block, 1, sizeof block, f) == sizeof block)
    ;
  while (fwrite (block, 1, 1, f) == 1)
    ;
  fclose (f);
}

static void
test_save_full_disk (void)
{
  g_autofree char *dir = tess_test_mount_tmpfs (tess_test_ui_get_tmp_dir (), "64k");

  if (dir == NULL)
    return;
  save_fails (dir, fill_disk, "the disk is full");
  tess_test_unmount_tmpfs (g_steal_pointer (&dir));
}

/* ------------------------------------------------------------ the autosave */

/* Every sentence the status line says, in order: another may follow the
 * one a test waits for before the test looks. */
static void
keep_said (GtkLabel   *label,
           GParamSpec *pspec,
           GPtrArray  *said)
{
  g_ptr_array_add (said, g_strdup (gtk_label_get_label (label)));
}

static const char *
find_said (GPtrArray  *said,
           const char *part)
{
  for (guint i = 0; i < said->len; i++)
    if (strstr (g_ptr_array_index (said, i), part) != NULL)
      return g_ptr_array_index (said, i);
  return NULL;
}

static void
test_autosave_retries (void)
{
  g_autofree char *path = tess_game_default_autosave_file ();
  g_autofree char *folder = g_path_get_dirname (path);
  g_autoptr(TessRecord) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) said = g_ptr_array_new_with_free_func (g_free);
  TessWindow *window;
  GtkLabel *label;
  gulong said_id;
  TessGame *game;
  const char *status;

  /* Where the autosave's folder goes, a file: no folder can be made. */
  tess_test_ui_remove_tree (folder);
  g_assert_true (g_file_set_contents (folder, "in the way", -1, &error));

  window = tess_test_ui_new_window (TRUE);
  label = GTK_LABEL (tess_test_ui_window_child (window, "status_label"));
  said_id = g_signal_connect (label, "notify::label", G_CALLBACK (keep_said), said);
  game = tess_window_get_game (window);
  tess_test_ui_play_turn (window, 1, 0);
  tess_autosave_set_retry_delay (tess_game_session_get_autosave (tess_window_get_session (window)), 300);
  TESS_TEST_WAIT_UNTIL (find_said (said, "could not be kept") != NULL);

  /* Told, with where and why; the game goes on. */
  status = find_said (said, "could not be kept");
  g_test_message ("%s", status);
  g_assert_nonnull (strstr (status, "The game could not be kept for later"));
  g_assert_nonnull (strstr (status, folder));
  g_assert_nonnull (strstr (status, "Tessera will try again"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_TILE);

  /* Once there is room, the copy that failed is written, by itself. */
  g_assert_cmpint (g_remove (folder), ==, 0);
  TESS_TEST_WAIT_UNTIL (find_said (said, "The game is kept for later again.") != NULL);
  saved = tess_record_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tess_record_n_moves (saved), ==, 1);

  /* And the next move as usual. */
  tess_test_ui_play_turn (window, 2, 0);
  tess_test_ui_flush_autosave (window);
  g_clear_pointer (&saved, tess_record_unref);
  saved = tess_record_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tess_record_n_moves (saved), ==, tess_game_get_n_moves (game));

  g_signal_handler_disconnect (label, said_id);
  tess_test_ui_destroy_window (window);
}

/* ------------------------------------------------------------ tile sets */

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "window-faults");
  tess_test_ui_set_up_two_people ("1105");

  g_test_add_func ("/window-faults/damaged/replay", test_damaged_replay);
  g_test_add_func ("/window-faults/damaged/play-on", test_damaged_play_on);
  g_test_add_func ("/window-faults/damaged/cancel", test_damaged_cancel);
  g_test_add_func ("/window-faults/save/read-only", test_save_read_only);
  g_test_add_func ("/window-faults/save/full-disk", test_save_full_disk);
  g_test_add_func ("/window-faults/save/not-local", test_save_not_local);
  g_test_add_func ("/window-faults/autosave/retries", test_autosave_retries);

  return tess_test_ui_run ();
}
