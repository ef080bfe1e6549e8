/* test-file-write.c: saves written off the main thread, local or not
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * core's writer (tess_file_write_async()) is what Save, Save As and the
 * editor's saves go through. A local file, even named by a file: URI,
 * keeps the local writer's ways (atomic, through a link, its mode kept);
 * any other GFile is written through GIO. No writable backend other than
 * the local one runs here without GVfs's daemons, so a non-local file is
 * one GIO cannot write (a resource: and a scheme nobody serves): the
 * test checks that the write is tried and fails with a message naming
 * the file, where the app used to refuse every non-local file.
 */

#define G_LOG_DOMAIN "test-file-write"

#include "config.h"

#include <string.h>
#include <sys/stat.h>

#include <glib/gstdio.h>

#include "tess-file-write.h"
#include "tess-tile-set-model.h"
#include "tess-test-core.h"

static char *tmp_dir;

static void
store_result (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

static gboolean
write_and_wait (GFile         *file,
                const char    *text,
                GCancellable  *cancellable,
                GError       **error)
{
  g_autoptr(GBytes) data = g_bytes_new (text, strlen (text));
  g_autoptr(GAsyncResult) result = NULL;

  tess_file_write_async (file, data, cancellable, store_result, &result);
  TESS_TEST_WAIT_UNTIL (result != NULL);
  return tess_file_write_finish (file, result, error);
}

static char *
contents (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* A file: URI is a local file: written through its link, its mode kept. */
static void
test_local_uri (void)
{
  g_autofree char *target = g_build_filename (tmp_dir, "target.tessera", NULL);
  g_autofree char *link = g_build_filename (tmp_dir, "link.tessera", NULL);
  g_autofree char *uri = g_filename_to_uri (link, NULL, NULL);
  g_autoptr(GFile) file = g_file_new_for_uri (uri);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  struct stat st;

  g_assert_true (g_file_set_contents (target, "old", -1, NULL));
  g_assert_cmpint (g_chmod (target, 0600), ==, 0);
  g_assert_cmpint (symlink ("target.tessera", link), ==, 0);

  g_assert_true (write_and_wait (file, "new", NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  text = contents (target);
  g_assert_cmpstr (text, ==, "new");
  g_assert_cmpint (stat (target, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
}

/* Cancelled before it starts: nothing is written. */
static void
test_cancelled (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "kept.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_cancellable_cancel (cancellable);
  g_assert_false (write_and_wait (file, "new", cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  text = contents (path);
  g_assert_cmpstr (text, ==, "old");
}

/* Saves asked one after another end in the order asked: the last stays. */
static void
test_order (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "order.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GAsyncResult *results[20] = { NULL };
  g_autofree char *text = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (results); i++)
    {
      g_autofree char *line = g_strdup_printf ("save %u", i);
      g_autoptr(GBytes) data = g_bytes_new (line, strlen (line));

      tess_file_write_async (file, data, NULL, store_result, &results[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (results); i++)
    {
      TESS_TEST_WAIT_UNTIL (results[i] != NULL);
      g_assert_true (tess_file_write_finish (file, results[i], NULL));
      g_object_unref (results[i]);
    }
  text = contents (path);
  g_assert_cmpstr (text, ==, "save 19");
}

/* A file GIO can reach but not write, and one nobody serves: the write
 * is tried, and the message names the file. */
static void
test_not_local (void)
{
  const char *uris[] = { "resource:///org/gnome/Tessera/no-such.tessera",
                         "tessera-test://nowhere/game.tessera" };

  for (guint i = 0; i < G_N_ELEMENTS (uris); i++)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (uris[i]);
      g_autoptr(GError) error = NULL;
      g_autofree char *name = g_file_get_parse_name (file);

      g_assert_null (g_file_get_path (file));
      g_assert_false (write_and_wait (file, "new", NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, name));
      g_assert_nonnull (strstr (error->message, "Could not save"));
    }
}

/* The editor's save: the text of the set when asked; an edit made while
 * it is written keeps the set modified, and the next save writes it. */
static void
test_model_save (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "mine.tileset.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TessTileSetData) base = tess_tile_set_load_builtin ("base", NULL);
  g_autoptr(TessTileSetModel) model = tess_tile_set_model_new_for_set (base);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GAsyncResult) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;

  g_assert_true (tess_tile_set_model_set_set_name (model, "Before", NULL));
  tess_tile_set_model_save_async (model, file, NULL, store_result, &result);
  g_assert_true (tess_tile_set_model_set_set_name (model, "After", NULL));
  TESS_TEST_WAIT_UNTIL (result != NULL);
  g_assert_true (tess_tile_set_model_save_finish (model, result, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_equal (tess_tile_set_model_get_file (model), file));
  g_assert_true (tess_tile_set_model_get_modified (model));
  text = contents (path);
  g_assert_nonnull (strstr (text, "\"Before\""));

  tess_tile_set_model_save_async (model, NULL, NULL, store_result, &again);
  TESS_TEST_WAIT_UNTIL (again != NULL);
  g_assert_true (tess_tile_set_model_save_finish (model, again, &error));
  g_assert_false (tess_tile_set_model_get_modified (model));
  text2 = contents (path);
  g_assert_nonnull (strstr (text2, "\"After\""));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("tessera-file-write-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);

  g_test_add_func ("/file-write/local-uri", test_local_uri);
  g_test_add_func ("/file-write/cancelled", test_cancelled);
  g_test_add_func ("/file-write/order", test_order);
  g_test_add_func ("/file-write/not-local", test_not_local);
  g_test_add_func ("/file-write/model-save", test_model_save);

  status = g_test_run ();
  tess_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
