/* test-window-open-slow.c: a file that takes long to open says so, and
 * can be cancelled, in the game window and in the editor
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run with block-read.c preloaded: the file's first read waits until the
 * test writes to a FIFO, as a slow disk or a huge file would.
 */

#include "config.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "tess-test-ui.h"
#include "tess-editor-window-private.h"
#include "tess-window-private.h"

static void
store_result (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

/* The file whose first read block-read.c holds back, and its FIFO; fixed
 * before the first thread starts (the shim reads them once). */
static char *slow_path;
static char *slow_fifo;

/* A finished game at the held-back path, its next read held back. */
static GFile *
held_back_file (guint32 seed)
{
  g_autoptr(GFile) made = tess_test_ui_finished_game_file ("made.tessera", seed, "slow", NULL);
  g_autofree char *path = g_file_get_path (made);

  g_assert_cmpint (g_rename (path, slow_path), ==, 0);
  g_assert_cmpint (mkfifo (slow_fifo, 0600), ==, 0);
  return g_file_new_for_path (slow_path);
}

/* Lets the held-back read go on: the FIFO is removed before the byte is
 * written, so no later open of the file is held back. */
static void
release (void)
{
  int fd = g_open (slow_fifo, O_WRONLY | O_CLOEXEC, 0);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (g_unlink (slow_fifo), ==, 0);
  g_assert_cmpint (write (fd, "", 1), ==, 1);
  close (fd);
}

/* Past half a second, "Opening …" shows with Cancel; Cancel answers at
 * once, while the file is still being read, and the game shown stays. */
static void
test_cancel (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessGame *before = tess_window_get_game (window);
  g_autoptr(GFile) file = held_back_file (3);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;

  tess_window_open_file (window, file, store_result, &result);
  TESS_TEST_WAIT_UNTIL (tess_announcer_has_toast (window->announcer, "opening"));
  g_assert_null (result);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel-open", NULL));
  TESS_TEST_WAIT_UNTIL (result != NULL);
  g_assert_false (tess_window_open_file_finish (window, result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_false (tess_announcer_has_toast (window->announcer, "opening"));
  g_assert_true (tess_window_get_game (window) == before);
  g_assert_null (tess_window_get_dialog (window));

  /* The read then ends in its thread; what it read is dropped. A next
   * open works. */
  release ();
  g_clear_object (&result);
  g_clear_error (&error);
  tess_window_open_file (window, file, store_result, &result);
  TESS_TEST_WAIT_UNTIL (result != NULL);
  g_assert_true (tess_window_open_file_finish (window, result, &error));
  g_assert_no_error (error);
  g_assert_true (tess_window_get_game (window) != before);
  /* The result holds the window. */
  g_clear_object (&result);
  tess_test_ui_destroy_window (window);
}

/* A slow open that ends by itself: the game opens and "Opening …" goes. */
static void
test_finish (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  g_autoptr(GFile) file = held_back_file (4);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;

  tess_window_open_file (window, file, store_result, &result);
  TESS_TEST_WAIT_UNTIL (tess_announcer_has_toast (window->announcer, "opening"));
  release ();
  TESS_TEST_WAIT_UNTIL (result != NULL);
  g_assert_true (tess_window_open_file_finish (window, result, &error));
  g_assert_no_error (error);
  g_assert_false (tess_announcer_has_toast (window->announcer, "opening"));
  g_assert_true (tess_game_get_finished (tess_window_get_game (window)));
  g_clear_object (&result);
  tess_test_ui_destroy_window (window);
}

/* A second open while the first is slow: a window shows one game, so the
 * first gives way at once, and the second opens. */
static void
test_second_open (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  g_autoptr(GFile) slow = held_back_file (5);
  g_autoptr(GFile) quick = tess_test_ui_finished_game_file ("quick.tessera", 6, "quick", NULL);
  g_autoptr(GAsyncResult) slow_result = NULL;
  g_autoptr(GAsyncResult) quick_result = NULL;
  g_autoptr(GError) error = NULL;

  tess_window_open_file (window, slow, store_result, &slow_result);
  TESS_TEST_WAIT_UNTIL (tess_announcer_has_toast (window->announcer, "opening"));
  tess_window_open_file (window, quick, store_result, &quick_result);
  TESS_TEST_WAIT_UNTIL (slow_result != NULL && quick_result != NULL);
  g_assert_false (tess_window_open_file_finish (window, slow_result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_true (tess_window_open_file_finish (window, quick_result, &error));
  g_assert_no_error (error);
  /* The game is the second file's, and nothing says it is opening. */
  g_assert_true (tess_game_get_finished (tess_window_get_game (window)));
  g_assert_false (tess_announcer_has_toast (window->announcer, "opening"));
  g_assert_null (tess_window_get_dialog (window));
  release ();
  g_clear_object (&slow_result);
  g_clear_object (&quick_result);
  tess_test_ui_destroy_window (window);
}

/* A tile set at the held-back path, its next read held back; and one
 * read at once. */
static GFile *
held_back_set (void)
{
  g_autofree char *river = g_build_filename (g_getenv ("TESSERA_TILESETDIR"), "river.tileset.json", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (river, &contents, NULL, &error));
  g_assert_true (g_file_set_contents (slow_path, contents, -1, &error));
  g_assert_cmpint (mkfifo (slow_fifo, 0600), ==, 0);
  return g_file_new_for_path (slow_path);
}

static GFile *
quick_set (void)
{
  g_autofree char *base = g_build_filename (g_getenv ("TESSERA_TILESETDIR"), "base.tileset.json", NULL);

  return g_file_new_for_path (base);
}

/* Two sets opened at once in the editor: the quick one takes the empty
 * window; the slow one says it is opening, with a Cancel of its own,
 * which answers at once, and no other window opens for it. */
static void
test_editor_two_opens (void)
{
  TessEditorWindow *editor = tess_test_ui_new_editor ();
  g_autoptr(GFile) slow = held_back_set ();
  g_autoptr(GFile) quick = quick_set ();
  g_autoptr(GAsyncResult) slow_result = NULL;
  g_autoptr(GAsyncResult) quick_result = NULL;
  g_autoptr(GError) error = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n_windows = g_list_model_get_n_items (toplevels);
  GtkWidget *cancel = NULL;

  tess_editor_window_open_file (editor, slow, store_result, &slow_result);
  tess_editor_window_open_file (editor, quick, store_result, &quick_result);
  TESS_TEST_WAIT_UNTIL (quick_result != NULL);
  g_assert_true (tess_editor_window_open_file_finish (editor, quick_result, &error) == editor);
  g_assert_no_error (error);
  g_assert_cmpstr (tess_tile_set_model_get_set (tess_editor_window_get_model (editor))->id, ==, "base");

  TESS_TEST_WAIT_UNTIL ((cancel = tess_test_ui_find_actionable (GTK_WIDGET (editor), "win.cancel-open")) != NULL);
  g_assert_null (slow_result);
  /* Screen readers hear it too. */
  g_assert_cmpstr (gtk_label_get_label (editor->status_label), ==, "Opening slow.tessera…");
  g_assert_true (gtk_widget_activate (cancel));
  TESS_TEST_WAIT_UNTIL (slow_result != NULL);
  g_assert_null (tess_editor_window_open_file_finish (editor, slow_result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  /* It is over: the status label no longer says it. */
  g_assert_cmpstr (gtk_label_get_label (editor->status_label), ==, "");
  tess_test_ui_flush_events ();
  g_assert_cmpuint (g_list_model_get_n_items (toplevels), ==, n_windows);
  g_assert_cmpstr (tess_tile_set_model_get_set (tess_editor_window_get_model (editor))->id, ==, "base");

  release ();
  g_clear_object (&slow_result);
  g_clear_object (&quick_result);
  tess_test_ui_destroy_editor (editor);
}

/* A slow set that ends by itself, while the window holds a set: a window
 * of its own, and "Opening …" goes. */
static void
test_editor_finish (void)
{
  TessEditorWindow *editor = tess_test_ui_new_editor ();
  g_autoptr(GFile) slow = held_back_set ();
  g_autoptr(GFile) quick = quick_set ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  TessEditorWindow *other;

  g_assert_true (tess_test_ui_open_set (GTK_WINDOW (editor), quick) == editor);
  tess_editor_window_open_file (editor, slow, store_result, &result);
  TESS_TEST_WAIT_UNTIL (tess_test_ui_find_actionable (GTK_WIDGET (editor), "win.cancel-open") != NULL);
  release ();
  TESS_TEST_WAIT_UNTIL (result != NULL);
  other = tess_editor_window_open_file_finish (editor, result, &error);
  g_assert_no_error (error);
  g_assert_nonnull (other);
  g_assert_true (other != editor);
  g_assert_cmpstr (tess_tile_set_model_get_set (tess_editor_window_get_model (other))->id, ==, "river");
  TESS_TEST_WAIT_UNTIL (tess_test_ui_find_actionable (GTK_WIDGET (editor), "win.cancel-open") == NULL);
  g_clear_object (&result);
  tess_test_ui_destroy_editor (g_object_ref (other));
  tess_test_ui_destroy_editor (editor);
}

/* An editor closed while it opens a set: the open is cancelled with the
 * window, which is not kept for it, and no other window opens. */
static void
test_editor_close (void)
{
  TessEditorWindow *editor = tess_test_ui_new_editor ();
  g_autoptr(GFile) slow = held_back_set ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n_windows = g_list_model_get_n_items (toplevels);

  tess_editor_window_open_file (editor, slow, store_result, &result);
  TESS_TEST_WAIT_UNTIL (tess_test_ui_find_actionable (GTK_WIDGET (editor), "win.cancel-open") != NULL);
  gtk_window_destroy (GTK_WINDOW (editor));
  g_assert_finalize_object (editor);
  TESS_TEST_WAIT_UNTIL (result != NULL);
  g_assert_null (tess_editor_open_file_finish (result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  release ();
  tess_test_ui_flush_events ();
  g_assert_cmpuint (g_list_model_get_n_items (toplevels), ==, n_windows - 1);
  g_clear_object (&result);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = NULL;
  int status;

  /* Set by meson for the shim, which reads them as the process starts. */
  slow_path = g_strdup (g_getenv ("TESS_BLOCK_READ_PATH"));
  slow_fifo = g_strdup (g_getenv ("TESS_BLOCK_READ_FIFO"));
  g_assert_nonnull (slow_path);
  g_assert_nonnull (slow_fifo);
  dir = g_path_get_dirname (slow_path);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_unlink (slow_fifo);
  tess_test_ui_init (&argc, &argv, "open-slow");
  tess_test_ui_set_up_two_people ("4321");
  g_test_add_func ("/window-open-slow/cancel", test_cancel);
  g_test_add_func ("/window-open-slow/finish", test_finish);
  g_test_add_func ("/window-open-slow/second-open", test_second_open);
  g_test_add_func ("/editor-open-slow/two-opens", test_editor_two_opens);
  g_test_add_func ("/editor-open-slow/finish", test_editor_finish);
  g_test_add_func ("/editor-open-slow/close", test_editor_close);
  status = tess_test_ui_run ();
  g_unlink (slow_path);
  g_free (slow_path);
  g_free (slow_fifo);
  return status;
}
