/* test-window-open-slow.c: a file that takes long to open says so, and
 * can be cancelled
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
#include "tess-window-private.h"

static void
store_result (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

/* The file to open, its first read held back by a new FIFO. */
static GFile *
held_back_file (const char  *name,
                guint32      seed,
                char       **out_fifo)
{
  GFile *file = tess_test_ui_finished_game_file (name, seed, "slow", NULL);
  g_autofree char *path = g_file_get_path (file);
  char *fifo = g_strconcat (path, ".fifo", NULL);

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_setenv ("TESS_BLOCK_READ_PATH", path, TRUE);
  g_setenv ("TESS_BLOCK_READ_FIFO", fifo, TRUE);
  *out_fifo = fifo;
  return file;
}

/* Lets the held-back read go on (the FIFO holds no read back again; the
 * variables stay: the reader's thread may be reading them). */
static void
release (const char *fifo)
{
  int fd = g_open (fifo, O_WRONLY | O_CLOEXEC, 0);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (write (fd, "", 1), ==, 1);
  close (fd);
  g_unlink (fifo);
}

/* Past half a second, "Opening …" shows with Cancel; Cancel answers at
 * once, while the file is still being read, and the game shown stays. */
static void
test_cancel (void)
{
  TessWindow *window = tess_test_ui_new_window (FALSE);
  TessGame *before = tess_window_get_game (window);
  g_autofree char *fifo = NULL;
  g_autoptr(GFile) file = held_back_file ("slow-cancel.tessera", 3, &fifo);
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
  release (fifo);
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
  g_autofree char *fifo = NULL;
  g_autoptr(GFile) file = held_back_file ("slow-finish.tessera", 4, &fifo);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;

  tess_window_open_file (window, file, store_result, &result);
  TESS_TEST_WAIT_UNTIL (tess_announcer_has_toast (window->announcer, "opening"));
  release (fifo);
  TESS_TEST_WAIT_UNTIL (result != NULL);
  g_assert_true (tess_window_open_file_finish (window, result, &error));
  g_assert_no_error (error);
  g_assert_false (tess_announcer_has_toast (window->announcer, "opening"));
  g_assert_true (tess_game_get_finished (tess_window_get_game (window)));
  g_clear_object (&result);
  tess_test_ui_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "open-slow");
  tess_test_ui_set_up_two_people ("4321");
  g_test_add_func ("/window-open-slow/cancel", test_cancel);
  g_test_add_func ("/window-open-slow/finish", test_finish);
  return tess_test_ui_run ();
}
