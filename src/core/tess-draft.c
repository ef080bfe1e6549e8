/* tess-draft.c: the unsaved state of a tile set being edited, kept on
 * disk so that a crash loses nothing
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The main thread turns the model into bytes (a set is small, and only
 * the main thread may read the model); a worker thread writes them. The
 * worker's state is a Writer of its own, shared by reference, so that the
 * worker never touches a GObject: the newest bytes wait in `next` while a
 * write is under way, and only the newest are written.
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tess-draft.h"
#include "tess-file-write.h"
#include "tess-json-private.h"

#define DRAFT_SUFFIX ".tessera-draft"
#define TEMP_INFIX   ".tmp-"

/* ------------------------------------------------------------ the writer */

typedef struct
{
  char *path;
  GMutex lock;
  GCond idle;
  gboolean busy;     /* a worker is writing or removing */
  GBytes *next;      /* what to write next (transfer full), or NULL */
  gboolean remove;   /* remove the draft next (when next is NULL) */
} Writer;

static void
writer_clear (gpointer data)
{
  Writer *w = data;

  g_free (w->path);
  g_clear_pointer (&w->next, g_bytes_unref);
  g_mutex_clear (&w->lock);
  g_cond_clear (&w->idle);
}

static Writer *
writer_new (const char *path)
{
  Writer *w = g_atomic_rc_box_new0 (Writer);

  w->path = g_strdup (path);
  g_mutex_init (&w->lock);
  g_cond_init (&w->idle);
  return w;
}

static void
writer_unref (Writer *w)
{
  g_atomic_rc_box_release_full (w, writer_clear);
}

/* A temporary file beside the draft, written whole, then renamed over it:
 * a kill at any instant leaves the old draft or the new one. */
static void
write_atomically (const char *path,
                  GBytes     *bytes)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *temp = NULL;
  gsize length = 0;
  const char *data = g_bytes_get_data (bytes, &length);
  gsize done = 0;
  int fd;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_warning ("Could not make the folder of drafts %s: %s", dir, g_strerror (errno));
      return;
    }
  temp = g_strconcat (path, TEMP_INFIX, "XXXXXX", NULL);
  fd = g_mkstemp_full (temp, O_WRONLY, 0600);
  if (fd < 0)
    {
      g_warning ("Could not write a draft in %s: %s", dir, g_strerror (errno));
      return;
    }
  while (done < length)
    {
      gssize n = write (fd, data + done, length - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      done += n;
    }
  if (close (fd) != 0 || done < length || g_rename (temp, path) != 0)
    {
      g_warning ("Could not write the draft %s: %s", base, g_strerror (errno));
      g_unlink (temp);
    }
}

static void
writer_work (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  Writer *w = task_data;

  for (;;)
    {
      g_autoptr(GBytes) bytes = NULL;
      gboolean remove;

      g_mutex_lock (&w->lock);
      bytes = g_steal_pointer (&w->next);
      remove = bytes == NULL && w->remove;
      w->remove = FALSE;
      if (bytes == NULL && !remove)
        {
          w->busy = FALSE;
          g_cond_broadcast (&w->idle);
          g_mutex_unlock (&w->lock);
          g_task_return_boolean (task, TRUE);
          return;
        }
      g_mutex_unlock (&w->lock);
      if (bytes != NULL)
        write_atomically (w->path, bytes);
      else
        g_unlink (w->path);
    }
}

/* Hands @bytes (or, when %NULL, the draft's removal) to a worker. */
static void
writer_push (Writer *w,
             GBytes *bytes)
{
  gboolean start;

  g_mutex_lock (&w->lock);
  g_clear_pointer (&w->next, g_bytes_unref);
  w->next = bytes;
  w->remove = bytes == NULL;
  start = !w->busy;
  w->busy = TRUE;
  g_mutex_unlock (&w->lock);
  if (start)
    {
      g_autoptr(GTask) task = g_task_new (NULL, NULL, NULL, NULL);

      g_task_set_task_data (task, g_atomic_rc_box_acquire (w), (GDestroyNotify) writer_unref);
      tess_file_writer_run_in_thread (task, writer_work);
    }
}

static void
writer_wait (Writer *w)
{
  g_mutex_lock (&w->lock);
  while (w->busy)
    g_cond_wait (&w->idle, &w->lock);
  g_mutex_unlock (&w->lock);
}

/* ------------------------------------------------------------ the draft */

struct _TessDraft
{
  GObject parent_instance;

  TessTileSetModel *model;
  Writer *writer;
  guint timeout;
  gboolean written;   /* a draft file is there, or being written */
};

G_DEFINE_FINAL_TYPE (TessDraft, tess_draft, G_TYPE_OBJECT)

char *
tess_draft_dir (void)
{
  return g_build_filename (g_get_user_state_dir (), "tessera", "drafts", NULL);
}

static GBytes *
draft_bytes (TessDraft *self)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  GFile *file = tess_tile_set_model_get_file (self->model);
  char *data;
  gsize length = 0;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, TESS_DRAFT_FORMAT);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, TESS_DRAFT_VERSION);
  if (file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      json_builder_set_member_name (b, "file");
      json_builder_add_string_value (b, uri);
    }
  json_builder_set_member_name (b, "set");
  json_builder_add_value (b, tess_tile_set_to_json (tess_tile_set_model_get_set (self->model)));
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  data = tess_json_to_data (root, &length);
  return g_bytes_new_take (data, length);
}

/* The model as it is now: its draft, or none when nothing is unsaved. */
static gboolean
write_now (gpointer user_data)
{
  TessDraft *self = user_data;

  self->timeout = 0;
  if (self->model == NULL)
    return G_SOURCE_REMOVE;
  if (tess_tile_set_model_get_modified (self->model))
    {
      writer_push (self->writer, draft_bytes (self));
      self->written = TRUE;
    }
  else if (self->written)
    {
      writer_push (self->writer, NULL);
      self->written = FALSE;
    }
  return G_SOURCE_REMOVE;
}

/* An edit, an undo, a save: written within TESS_DRAFT_DELAY_MS of the
 * first change, with every change made until then. */
static void
on_model_changed (TessDraft *self)
{
  if (self->timeout == 0)
    self->timeout = g_timeout_add (TESS_DRAFT_DELAY_MS, write_now, self);
}

static void
stop_following (TessDraft *self)
{
  g_clear_handle_id (&self->timeout, g_source_remove);
  if (self->model != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->model, self);
      g_clear_object (&self->model);
    }
}

static void
tess_draft_dispose (GObject *object)
{
  TessDraft *self = TESS_DRAFT (object);

  /* Not a clean close (that is tess_draft_discard()): what is pending is
   * written, so that nothing is lost. */
  if (self->timeout != 0)
    write_now (self);
  stop_following (self);
  G_OBJECT_CLASS (tess_draft_parent_class)->dispose (object);
}

static void
tess_draft_finalize (GObject *object)
{
  TessDraft *self = TESS_DRAFT (object);

  g_clear_pointer (&self->writer, writer_unref);
  G_OBJECT_CLASS (tess_draft_parent_class)->finalize (object);
}

static void
tess_draft_class_init (TessDraftClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tess_draft_dispose;
  object_class->finalize = tess_draft_finalize;
}

static void
tess_draft_init (TessDraft *self)
{
}

TessDraft *
tess_draft_new (TessTileSetModel *model,
                const char       *path)
{
  TessDraft *self;
  g_autofree char *fresh = NULL;

  g_return_val_if_fail (TESS_IS_TILE_SET_MODEL (model), NULL);

  if (path == NULL)
    {
      g_autofree char *dir = tess_draft_dir ();
      g_autofree char *uuid = g_uuid_string_random ();
      g_autofree char *name = g_strconcat (uuid, DRAFT_SUFFIX, NULL);

      path = fresh = g_build_filename (dir, name, NULL);
    }
  self = g_object_new (TESS_TYPE_DRAFT, NULL);
  self->model = g_object_ref (model);
  self->writer = writer_new (path);
  self->written = g_file_test (path, G_FILE_TEST_EXISTS);
  /* Every edit, undo and redo is a ::changed; saving tells the rest. */
  g_signal_connect_swapped (model, "changed", G_CALLBACK (on_model_changed), self);
  g_signal_connect_swapped (model, "notify::modified", G_CALLBACK (on_model_changed), self);
  g_signal_connect_swapped (model, "notify::file", G_CALLBACK (on_model_changed), self);
  if (tess_tile_set_model_get_modified (model) || self->written)
    on_model_changed (self);
  return self;
}

const char *
tess_draft_get_path (TessDraft *self)
{
  g_return_val_if_fail (TESS_IS_DRAFT (self), NULL);
  return self->writer->path;
}

void
tess_draft_flush (TessDraft *self)
{
  g_return_if_fail (TESS_IS_DRAFT (self));

  if (self->timeout != 0)
    {
      g_clear_handle_id (&self->timeout, g_source_remove);
      write_now (self);
    }
  writer_wait (self->writer);
}

void
tess_draft_discard (TessDraft *self)
{
  g_return_if_fail (TESS_IS_DRAFT (self));

  stop_following (self);
  g_mutex_lock (&self->writer->lock);
  g_clear_pointer (&self->writer->next, g_bytes_unref);
  self->writer->remove = FALSE;
  g_mutex_unlock (&self->writer->lock);
  writer_wait (self->writer);
  g_unlink (self->writer->path);
  self->written = FALSE;
}

/* ------------------------------------------------------------ restoring */

static int
compare_mtime (gconstpointer a,
               gconstpointer b)
{
  const char *pa = *(const char *const *) a;
  const char *pb = *(const char *const *) b;
  GStatBuf sa, sb;

  if (g_stat (pa, &sa) != 0 || g_stat (pb, &sb) != 0 || sa.st_mtime == sb.st_mtime)
    return strcmp (pa, pb);
  return sa.st_mtime < sb.st_mtime ? -1 : 1;
}

GPtrArray *
tess_draft_list (const char *dir)
{
  g_autofree char *own = dir == NULL ? tess_draft_dir () : NULL;
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) d = g_dir_open (dir != NULL ? dir : own, 0, NULL);
  const char *name;

  if (d == NULL)
    return paths;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir != NULL ? dir : own, name, NULL);

      if (strstr (name, DRAFT_SUFFIX TEMP_INFIX) != NULL)
        g_unlink (path);
      else if (g_str_has_suffix (name, DRAFT_SUFFIX))
        g_ptr_array_add (paths, g_steal_pointer (&path));
    }
  g_ptr_array_sort (paths, compare_mtime);
  return paths;
}

TessTileSetModel *
tess_draft_load (const char *path,
                 GError    **error)
{
  g_autofree char *data = NULL;
  g_autofree char *display = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(TessTileSetData) set = NULL;
  g_autoptr(GFile) file = NULL;
  JsonObject *obj;
  JsonNode *node;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);

  data = tess_read_named_file (path, &length, &display, error);
  if (data == NULL)
    return NULL;
  root = tess_json_parse (data, length, display, error);
  if (root == NULL)
    return NULL;
  obj = json_node_get_object (root);
  if (!tess_json_check_format (obj, TESS_DRAFT_FORMAT, TESS_DRAFT_VERSION, display, error))
    return NULL;
  node = json_object_get_member (obj, "set");
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID,
                   _("%s: the draft holds no tile set (key “set”)"), display);
      return NULL;
    }
  /* A set with problems is a set being made: it is restored with them. */
  set = tess_tile_set_from_json (node, display, problems, error);
  if (set == NULL)
    return NULL;
  node = json_object_get_member (obj, "file");
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    file = g_file_new_for_uri (json_node_get_string (node));
  return tess_tile_set_model_new_restored (set, file);
}
