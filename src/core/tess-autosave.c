/* tess-autosave.c: the autosave of the game in play, written off the main thread
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-autosave"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tess-autosave.h"
#include "tess-file-write.h"

/* A move asks for an autosave; a short while later (moves made meanwhile
 * go along) a copy of the game's record is handed to a worker thread,
 * which writes it with core's writer of records: atomically and durably
 * (a synced temporary file renamed over the old one). Only the newest
 * copy is ever written: a worker takes what is pending while it holds
 * the write lock, so an older copy can never land after a newer one.
 * tess_autosave_flush() writes what is left at once, for a clean quit.
 * A finished game removes the file instead: nothing is left to continue.
 *
 * Every write (and removal) is told on the main thread by the signal
 * "written", with
 * the error when it failed (a full disk, a folder that cannot be
 * written). A failed copy is written again after a while
 * (TESS_AUTOSAVE_RETRY_MS), unless a newer one came meanwhile. */

typedef struct
{
  TessRecord *record;   /* NULL: remove the file */
} Snapshot;

struct _TessAutosave
{
  GObject   parent_instance;

  char     *filename;
  TessGame *game;         /* waiting for the delay to pass */
  guint     timeout_id;

  GMutex    lock;         /* guards pending and worker_running */
  GMutex    write_lock;   /* one write at a time, the newest pending */
  Snapshot *pending;
  gboolean  worker_running;
  guint     n_written;    /* atomic */

  /* Where "written" is emitted; the copy to write again, and when. */
  GMainContext *context;
  TessRecord   *retry_record;
  guint         retry_id;
  guint         retry_ms;
  guint         delay_ms;
};

G_DEFINE_FINAL_TYPE (TessAutosave, tess_autosave, G_TYPE_OBJECT)

enum
{
  SIGNAL_WRITTEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void hand_over (TessAutosave *self,
                       Snapshot     *snapshot);

/* ------------------------------------------------------------ one a game */

/* The files the autosaves of this process write to, each with how many
 * do: a window's game has a file of its own (two windows on one file
 * would each overwrite the other's game). */
static GMutex      in_use_lock;
static GHashTable *in_use;

static void
claim (const char *filename)
{
  g_mutex_lock (&in_use_lock);
  if (in_use == NULL)
    in_use = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_insert (in_use, g_strdup (filename),
                       GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (in_use, filename)) + 1));
  g_mutex_unlock (&in_use_lock);
}

static void
release (const char *filename)
{
  guint n;

  g_mutex_lock (&in_use_lock);
  n = GPOINTER_TO_UINT (g_hash_table_lookup (in_use, filename));
  if (n <= 1)
    g_hash_table_remove (in_use, filename);
  else
    g_hash_table_insert (in_use, g_strdup (filename), GUINT_TO_POINTER (n - 1));
  g_mutex_unlock (&in_use_lock);
}

static gboolean
is_in_use (const char *filename)
{
  gboolean used;

  g_mutex_lock (&in_use_lock);
  used = in_use != NULL && g_hash_table_contains (in_use, filename);
  g_mutex_unlock (&in_use_lock);
  return used;
}

/* The autosave of slot @n: "autosave.tessera" first (the one file of
 * earlier versions), then "autosave-2.tessera", ... beside it. */
static char *
slot_file (guint n)
{
  g_autofree char *first = tess_game_default_autosave_file ();
  g_autofree char *dir = NULL;
  g_autofree char *name = NULL;

  if (n <= 1)
    return g_steal_pointer (&first);
  dir = g_path_get_dirname (first);
  name = g_strdup_printf ("autosave-%u.tessera", n);
  return g_build_filename (dir, name, NULL);
}

/**
 * tess_autosave_new_file:
 *
 * Where a new window's game is kept: the first autosave file (that the
 * next start offers) when no autosave of this process writes to it,
 * else the first of "autosave-N.tessera" that neither an autosave of
 * this process writes to nor holds a game already (one left by a crash,
 * to be offered).
 *
 * Returns: (transfer full): the file's name
 */
char *
tess_autosave_new_file (void)
{
  for (guint n = 1;; n++)
    {
      g_autofree char *path = slot_file (n);

      if (!is_in_use (path) && (n == 1 || !g_file_test (path, G_FILE_TEST_EXISTS)))
        return g_steal_pointer (&path);
    }
}

static gboolean
is_autosave_name (const char *name)
{
  const char *n;

  if (strcmp (name, "autosave.tessera") == 0)
    return TRUE;
  if (!g_str_has_prefix (name, "autosave-") || !g_str_has_suffix (name, ".tessera"))
    return FALSE;
  n = name + strlen ("autosave-");
  if (*n < '1' || *n > '9')
    return FALSE;
  while (g_ascii_isdigit (*n))
    n++;
  return strcmp (n, ".tessera") == 0;
}

static int
by_slot (gconstpointer a,
         gconstpointer b)
{
  const char *x = *(const char **) a;
  const char *y = *(const char **) b;

  /* "autosave.tessera" first, then by number. */
  if (strlen (x) != strlen (y))
    return strlen (x) < strlen (y) ? -1 : 1;
  return strcmp (x, y);
}

/**
 * tess_autosave_left_files:
 *
 * The autosaves on disk that no autosave of this process writes to: the
 * games a crash (or a window closed) left, each to be offered back.
 *
 * Returns: (transfer full) (element-type utf8): their names, the first
 *   autosave first, then by number
 */
GPtrArray *
tess_autosave_left_files (void)
{
  g_autofree char *first = tess_game_default_autosave_file ();
  g_autofree char *dir = g_path_get_dirname (first);
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  GPtrArray *left = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (folder != NULL && (name = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = NULL;

      if (!is_autosave_name (name))
        continue;
      path = g_build_filename (dir, name, NULL);
      if (!is_in_use (path) && g_file_test (path, G_FILE_TEST_IS_REGULAR))
        g_ptr_array_add (left, g_steal_pointer (&path));
    }
  g_ptr_array_sort (left, by_slot);
  return left;
}

/* ------------------------------------------------------------ telling */

typedef struct
{
  TessAutosave *self;     /* a reference */
  GError       *error;    /* NULL: written */
  TessRecord   *record;   /* what failed to be written */
} Outcome;

static gboolean
retry_passed (gpointer user_data)
{
  TessAutosave *self = user_data;
  Snapshot *snapshot = g_new0 (Snapshot, 1);

  self->retry_id = 0;
  snapshot->record = g_steal_pointer (&self->retry_record);
  hand_over (self, snapshot);
  return G_SOURCE_REMOVE;
}

static gboolean
tell_outcome (gpointer user_data)
{
  Outcome *outcome = user_data;
  TessAutosave *self = outcome->self;

  /* Write again what failed, unless a newer copy is on its way. */
  g_clear_handle_id (&self->retry_id, g_source_remove);
  g_clear_pointer (&self->retry_record, tess_record_unref);
  if (outcome->record != NULL && self->timeout_id == 0)
    {
      self->retry_record = g_steal_pointer (&outcome->record);
      self->retry_id = g_timeout_add (self->retry_ms, retry_passed, self);
    }
  g_signal_emit (self, signals[SIGNAL_WRITTEN], 0, outcome->error);
  return G_SOURCE_REMOVE;
}

static void
outcome_free (gpointer data)
{
  Outcome *outcome = data;

  g_clear_error (&outcome->error);
  g_clear_pointer (&outcome->record, tess_record_unref);
  g_object_unref (outcome->self);
  g_free (outcome);
}

/* From any thread: @error (taken) or success, told on the main thread. */
static void
tell (TessAutosave *self,
      GError       *error,
      TessRecord   *record)
{
  Outcome *outcome = g_new0 (Outcome, 1);

  outcome->self = g_object_ref (self);
  outcome->error = error;
  outcome->record = error != NULL && record != NULL ? tess_record_ref (record) : NULL;
  g_main_context_invoke_full (self->context, G_PRIORITY_DEFAULT, tell_outcome, outcome, outcome_free);
}

static void
snapshot_free (Snapshot *snapshot)
{
  g_clear_pointer (&snapshot->record, tess_record_unref);
  g_free (snapshot);
}

static Snapshot *
snapshot_new (TessGame *game)
{
  Snapshot *snapshot = g_new0 (Snapshot, 1);

  if (!tess_game_get_finished (game))
    snapshot->record = tess_record_copy (tess_game_get_record (game));
  return snapshot;
}

/* Called with write_lock held. */
static void
write_snapshot (TessAutosave *self,
                Snapshot     *snapshot)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;

  if (snapshot->record == NULL)
    {
      if (g_unlink (self->filename) != 0 && errno != ENOENT)
        g_message ("Could not remove the autosave %s: %s", self->filename, g_strerror (errno));
      g_atomic_int_inc (&self->n_written);
      tell (self, NULL, NULL);
      return;
    }

  dir = g_path_get_dirname (self->filename);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      /* Translators: a folder, then the system's reason. */
      tell (self, g_error_new (G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                               _("Could not create the folder %s: %s"), dir, g_strerror (saved_errno)),
            snapshot->record);
      return;
    }
  if (!tess_record_save_file (snapshot->record, self->filename, &error))
    {
      tell (self, g_steal_pointer (&error), snapshot->record);
      return;
    }
  g_atomic_int_inc (&self->n_written);
  tell (self, NULL, NULL);
}

/* Writes the newest pending snapshot, if any; returns whether there was one. */
static gboolean
write_pending (TessAutosave *self,
               gboolean      worker)
{
  Snapshot *snapshot;

  g_mutex_lock (&self->write_lock);
  g_mutex_lock (&self->lock);
  snapshot = g_steal_pointer (&self->pending);
  if (snapshot == NULL && worker)
    self->worker_running = FALSE;
  g_mutex_unlock (&self->lock);
  if (snapshot != NULL)
    {
      write_snapshot (self, snapshot);
      snapshot_free (snapshot);
    }
  g_mutex_unlock (&self->write_lock);
  return snapshot != NULL;
}

static void
worker (GTask        *task,
        gpointer      source_object,
        gpointer      task_data,
        GCancellable *cancellable)
{
  TessAutosave *self = source_object;

  while (write_pending (self, TRUE))
    ;
  g_task_return_boolean (task, TRUE);
}

static void
hand_over (TessAutosave *self,
           Snapshot     *snapshot)
{
  gboolean start;

  g_mutex_lock (&self->lock);
  g_clear_pointer (&self->pending, snapshot_free);
  self->pending = snapshot;
  start = !self->worker_running;
  self->worker_running = TRUE;
  g_mutex_unlock (&self->lock);

  if (start)
    {
      g_autoptr(GTask) task = g_task_new (self, NULL, NULL, NULL);

      g_task_set_source_tag (task, hand_over);
      g_task_set_name (task, "[tessera] autosave");
      tess_file_writer_run_in_thread (task, worker);
    }
}

static gboolean
delay_passed (gpointer user_data)
{
  TessAutosave *self = user_data;
  g_autoptr(TessGame) game = g_steal_pointer (&self->game);

  self->timeout_id = 0;
  hand_over (self, snapshot_new (game));
  return G_SOURCE_REMOVE;
}

/**
 * tess_autosave_schedule:
 * @game: the game that moved
 *
 * Saves @game at most TESS_AUTOSAVE_DELAY_MS from now, off the main
 * thread; moves made meanwhile are saved together.
 */
void
tess_autosave_schedule (TessAutosave *self,
                        TessGame     *game)
{
  g_return_if_fail (TESS_IS_AUTOSAVE (self));
  g_return_if_fail (TESS_IS_GAME (game));

  /* Another game: the last one's state goes out first. */
  if (self->game != NULL && self->game != game)
    tess_autosave_flush (self);
  /* A newer copy: what failed before need not be written again. */
  g_clear_handle_id (&self->retry_id, g_source_remove);
  g_clear_pointer (&self->retry_record, tess_record_unref);
  g_set_object (&self->game, game);
  /* The copy is taken when the delay has passed: moves made meanwhile
   * go with it, and none waits longer than the delay. */
  if (self->timeout_id == 0)
    self->timeout_id = g_timeout_add (self->delay_ms, delay_passed, self);
}

/**
 * tess_autosave_flush:
 *
 * Writes what is still to be written now, and returns once it is on
 * disk (after a write under way, if any).
 */
void
tess_autosave_flush (TessAutosave *self)
{
  g_return_if_fail (TESS_IS_AUTOSAVE (self));

  if (self->timeout_id != 0)
    {
      g_autoptr(TessGame) game = g_steal_pointer (&self->game);
      Snapshot *snapshot = snapshot_new (game);

      g_clear_handle_id (&self->timeout_id, g_source_remove);
      g_mutex_lock (&self->lock);
      g_clear_pointer (&self->pending, snapshot_free);
      self->pending = snapshot;
      g_mutex_unlock (&self->lock);
    }
  write_pending (self, FALSE);
}

/* How many writes (or removals) were done: for the tests. */
guint
tess_autosave_get_n_written (TessAutosave *self)
{
  g_return_val_if_fail (TESS_IS_AUTOSAVE (self), 0);

  return g_atomic_int_get (&self->n_written);
}

const char *
tess_autosave_get_file (TessAutosave *self)
{
  g_return_val_if_fail (TESS_IS_AUTOSAVE (self), NULL);

  return self->filename;
}

static void
tess_autosave_dispose (GObject *object)
{
  TessAutosave *self = TESS_AUTOSAVE (object);

  /* A copy that failed gets one last try. */
  if (self->retry_record != NULL && self->timeout_id == 0)
    {
      Snapshot *snapshot = g_new0 (Snapshot, 1);

      snapshot->record = g_steal_pointer (&self->retry_record);
      g_mutex_lock (&self->lock);
      if (self->pending == NULL)
        self->pending = g_steal_pointer (&snapshot);
      g_mutex_unlock (&self->lock);
      g_clear_pointer (&snapshot, snapshot_free);
    }
  g_clear_handle_id (&self->retry_id, g_source_remove);
  tess_autosave_flush (self);

  G_OBJECT_CLASS (tess_autosave_parent_class)->dispose (object);
}

static void
tess_autosave_finalize (GObject *object)
{
  TessAutosave *self = TESS_AUTOSAVE (object);

  g_clear_pointer (&self->pending, snapshot_free);
  g_clear_handle_id (&self->retry_id, g_source_remove);
  g_clear_pointer (&self->retry_record, tess_record_unref);
  g_main_context_unref (self->context);
  g_mutex_clear (&self->lock);
  g_mutex_clear (&self->write_lock);
  release (self->filename);
  g_free (self->filename);

  G_OBJECT_CLASS (tess_autosave_parent_class)->finalize (object);
}

static void
tess_autosave_class_init (TessAutosaveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tess_autosave_dispose;
  object_class->finalize = tess_autosave_finalize;

  /**
   * TessAutosave::written:
   * @error: (nullable): why the game could not be written, %NULL when it was
   *
   * Emitted on the main thread after each write of the autosave.
   */
  signals[SIGNAL_WRITTEN] =
    g_signal_new ("written", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
tess_autosave_init (TessAutosave *self)
{
  g_mutex_init (&self->lock);
  g_mutex_init (&self->write_lock);
  self->context = g_main_context_ref_thread_default ();
  self->retry_ms = TESS_AUTOSAVE_RETRY_MS;
  self->delay_ms = TESS_AUTOSAVE_DELAY_MS;
}

/* How long a failed copy waits to be written again: for the tests. */
void
tess_autosave_set_retry_delay (TessAutosave *self,
                               guint         ms)
{
  g_return_if_fail (TESS_IS_AUTOSAVE (self));

  self->retry_ms = ms;
}

/* How long a move waits for more moves to be saved with it: for the
 * tests, which kill a process between moves. */
void
tess_autosave_set_delay (TessAutosave *self,
                         guint         ms)
{
  g_return_if_fail (TESS_IS_AUTOSAVE (self));

  self->delay_ms = ms;
}

/**
 * tess_autosave_new:
 * @filename: where the game is kept
 */
TessAutosave *
tess_autosave_new (const char *filename)
{
  TessAutosave *self;

  g_return_val_if_fail (filename != NULL, NULL);

  self = g_object_new (TESS_TYPE_AUTOSAVE, NULL);
  self->filename = g_strdup (filename);
  claim (filename);
  return self;
}

/* ------------------------------------------------------------ put aside */

/**
 * tess_autosave_put_aside:
 * @filename: an autosave that cannot be read
 * @n_before: (out) (optional): how many damaged copies were kept before
 * @error: why it could not be moved
 *
 * Moves a damaged autosave out of the way, beside it: "NAME.damaged",
 * or "NAME.damaged-2", "-3", ... when that is taken, so that no damaged
 * copy ever replaces another (each may hold a game worth saving by hand).
 *
 * Returns: (transfer full) (nullable): the name the file has now, or
 *   %NULL with @error set (the file is left where it is)
 */
char *
tess_autosave_put_aside (const char  *filename,
                         guint       *n_before,
                         GError     **error)
{
  int saved_errno = 0;

  g_return_val_if_fail (filename != NULL, NULL);

  for (guint n = 1; n < 10000; n++)
    {
      g_autofree char *aside = n == 1 ? g_strconcat (filename, ".damaged", NULL)
                                      : g_strdup_printf ("%s.damaged-%u", filename, n);

      /* A link fails on a name taken, where a rename would replace it. */
      if (link (filename, aside) == 0)
        {
          if (g_unlink (filename) != 0)
            {
              saved_errno = errno;
              g_unlink (aside);
              break;
            }
        }
      else if (errno == EEXIST)
        continue;
      else if (errno == EPERM || errno == EOPNOTSUPP || errno == EXDEV || errno == EMLINK)
        {
          /* A disk without hard links (FAT): a name no file has. */
          if (g_file_test (aside, G_FILE_TEST_EXISTS) || g_file_test (aside, G_FILE_TEST_IS_SYMLINK))
            continue;
          if (g_rename (filename, aside) != 0)
            {
              saved_errno = errno;
              break;
            }
        }
      else
        {
          saved_errno = errno;
          break;
        }
      if (n_before != NULL)
        *n_before = n - 1;
      return g_steal_pointer (&aside);
    }
  if (saved_errno == 0)
    saved_errno = EEXIST;
  g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), g_strerror (saved_errno));
  return NULL;
}
