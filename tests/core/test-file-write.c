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

#include <poll.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <unistd.h>

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

/* The one writer: a job of the autosave, the drafts or the resume files
 * (tess_file_writer_run_in_thread()) and a Save (tess_file_write_async())
 * run one after another on one thread, in the order asked. The first job
 * holds the writer until the other two are asked; neither may start
 * before it ends. */
typedef struct
{
  GMutex    lock;
  GCond     cond;
  gboolean  asked;       /* the Save and the second job are asked */
  gboolean  first_done;
  gboolean  second_saw_first;
  GThread  *first_thread;
  GThread  *second_thread;
  char     *path;
  char     *seen_by_first;   /* the Save's file when the first job ends */
  char     *seen_by_second;  /* and when the second starts */
} OneWriter;

static void
first_job (GTask        *task,
           gpointer      source,
           gpointer      data,
           GCancellable *cancellable)
{
  OneWriter *w = data;

  g_mutex_lock (&w->lock);
  w->first_thread = g_thread_self ();
  while (!w->asked)
    g_cond_wait (&w->cond, &w->lock);
  g_file_get_contents (w->path, &w->seen_by_first, NULL, NULL);
  w->first_done = TRUE;
  g_mutex_unlock (&w->lock);
  g_task_return_boolean (task, TRUE);
}

static void
second_job (GTask        *task,
            gpointer      source,
            gpointer      data,
            GCancellable *cancellable)
{
  OneWriter *w = data;

  g_mutex_lock (&w->lock);
  w->second_thread = g_thread_self ();
  w->second_saw_first = w->first_done;
  g_file_get_contents (w->path, &w->seen_by_second, NULL, NULL);
  g_mutex_unlock (&w->lock);
  g_task_return_boolean (task, TRUE);
}

static void
test_one_writer (void)
{
  OneWriter w = { 0 };
  g_autoptr(GFile) file = NULL;
  g_autoptr(GBytes) data = g_bytes_new_static ("saved", 5);
  GAsyncResult *first = NULL, *save = NULL, *second = NULL;
  GTask *task;

  g_mutex_init (&w.lock);
  g_cond_init (&w.cond);
  w.path = g_build_filename (tmp_dir, "one-writer.tessera", NULL);
  g_assert_true (g_file_set_contents (w.path, "old", -1, NULL));
  file = g_file_new_for_path (w.path);

  task = g_task_new (NULL, NULL, store_result, &first);
  g_task_set_task_data (task, &w, NULL);
  tess_file_writer_run_in_thread (task, first_job);
  tess_file_write_async (file, data, NULL, store_result, &save);
  task = g_task_new (NULL, NULL, store_result, &second);
  g_task_set_task_data (task, &w, NULL);
  tess_file_writer_run_in_thread (task, second_job);

  g_mutex_lock (&w.lock);
  w.asked = TRUE;
  g_cond_signal (&w.cond);
  g_mutex_unlock (&w.lock);
  TESS_TEST_WAIT_UNTIL (first != NULL && save != NULL && second != NULL);

  g_assert_true (tess_file_write_finish (file, save, NULL));
  /* The Save waited for the first job, the second job for the Save. */
  g_assert_cmpstr (w.seen_by_first, ==, "old");
  g_assert_cmpstr (w.seen_by_second, ==, "saved");
  g_assert_true (w.second_saw_first);
  g_assert_true (w.first_thread == w.second_thread);
  g_assert_true (w.first_thread != g_thread_self ());

  g_object_unref (first);
  g_object_unref (save);
  g_object_unref (second);
  g_free (w.seen_by_first);
  g_free (w.seen_by_second);
  g_free (w.path);
  g_cond_clear (&w.cond);
  g_mutex_clear (&w.lock);
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

/* A read-only file (0444) was replaced without a word: it is refused
 * with TESS_FILE_ERROR_READ_ONLY (the app asks, the CLI says so), and
 * replaced, staying read-only, only when the person said yes. */
static void
test_read_only (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "read-only.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) data = g_bytes_new_static ("new", 3);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  struct stat st;

  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);

  g_assert_false (write_and_wait (file, "new", NULL, &error));
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, "read-only"));
  g_assert_nonnull (strstr (error->message, "read-only.tessera"));
  text = contents (path);
  g_assert_cmpstr (text, ==, "old");
  g_clear_error (&error);

  g_assert_true (tess_file_write_full (file, data, TESS_WRITE_REPLACE_READ_ONLY, NULL, &error));
  g_assert_no_error (error);
  g_free (text);
  text = contents (path);
  g_assert_cmpstr (text, ==, "new");
  g_assert_cmpint (stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0444);
  g_chmod (path, 0644);
  g_remove (path);
}

/* The modes the temporary files of saves into @dir had when they were
 * created, seen by inotify from a thread of their own while the saves
 * run. */
typedef struct
{
  char         *dir;
  int           fd;
  volatile int  stop;
  GArray       *modes;
} TempWatch;

static gpointer
watch_temps (gpointer data)
{
  TempWatch *w = data;
  char buffer[4096];

  while (!g_atomic_int_get (&w->stop))
    {
      struct pollfd pfd = { w->fd, POLLIN, 0 };
      gssize n;

      if (poll (&pfd, 1, 50) <= 0)
        continue;
      n = read (w->fd, buffer, sizeof buffer);
      for (char *p = buffer; n > 0 && p < buffer + n;)
        {
          struct inotify_event event;
          const char *name = p + sizeof (struct inotify_event);

          /* Copied: the buffer's bytes are not aligned for the struct. */
          memcpy (&event, p, sizeof event);
          if (event.len > 0 && strstr (name, ".tessera-save-") != NULL)
            {
              g_autofree char *path = g_build_filename (w->dir, name, NULL);
              struct stat st;

              if (stat (path, &st) == 0)
                {
                  guint mode = st.st_mode & 0777;

                  g_array_append_val (w->modes, mode);
                }
            }
          p += sizeof (struct inotify_event) + event.len;
        }
    }
  return NULL;
}

/* A private record (0600, the online resume files) was written into a
 * temporary file of 0644 that was made private only once it held the
 * whole record: anyone could read it meanwhile. Every temporary file is
 * born with the file's mode. */
static void
test_private_from_the_start (void)
{
  g_autofree char *dir = g_build_filename (tmp_dir, "private", NULL);
  g_autofree char *kept = g_build_filename (dir, "kept.tessera", NULL);
  g_autofree char *made = g_build_filename (dir, "made.tessera", NULL);
  /* Big enough for the write to take a while. */
  gsize length = 16 * 1024 * 1024;
  g_autofree char *big = g_malloc (length);
  TempWatch w = { 0 };
  GThread *thread;
  struct stat st;
  mode_t old_mask = umask (022);

  memset (big, 'x', length);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (kept, "old", -1, NULL));
  g_assert_cmpint (g_chmod (kept, 0600), ==, 0);
  w.dir = dir;
  w.modes = g_array_new (FALSE, FALSE, sizeof (guint));
  w.fd = inotify_init1 (IN_CLOEXEC | IN_NONBLOCK);
  g_assert_cmpint (w.fd, >=, 0);
  g_assert_cmpint (inotify_add_watch (w.fd, dir, IN_CREATE), >=, 0);
  thread = g_thread_new ("watch", watch_temps, &w);

  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(GError) error = NULL;

      /* A file that is private keeps being so; a new one made private. */
      g_assert_true (tess_write_file (kept, big, length, &error));
      g_assert_no_error (error);
      g_assert_true (tess_write_file_full (made, big, length, TESS_WRITE_PRIVATE, &error));
      g_assert_no_error (error);
    }
  /* A temporary file renamed before the thread looked is not seen: the
   * creations seen are checked. */
  g_atomic_int_set (&w.stop, 1);
  g_thread_join (thread);
  close (w.fd);

  for (guint i = 0; i < w.modes->len; i++)
    g_assert_cmpuint (g_array_index (w.modes, guint, i), ==, 0600);
  g_assert_cmpint (stat (kept, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_assert_cmpint (stat (made, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_test_message ("%u temporary files seen as they were made", w.modes->len);
  g_array_unref (w.modes);
  umask (old_mask);
  g_remove (kept);
  g_remove (made);
  g_rmdir (dir);
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
  g_test_add_func ("/file-write/one-writer", test_one_writer);
  g_test_add_func ("/file-write/not-local", test_not_local);
  g_test_add_func ("/file-write/model-save", test_model_save);
  g_test_add_func ("/file-write/read-only", test_read_only);
  g_test_add_func ("/file-write/private-from-the-start", test_private_from_the_start);

  status = g_test_run ();
  tess_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
