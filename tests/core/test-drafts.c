/* test-drafts.c: a crash of the editor loses only its last moments
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A child process (this program with --child) edits a tile set through
 * TessTileSetModel with a TessDraft, as the editor's window does, at
 * random instants, and tells the parent after each edit the instant and
 * the set's bytes' checksum. The parent waits until the drafts hold one
 * of its edits, lets it edit a little more and SIGKILLs it, then
 * restores the drafts as the editor does at its next start: there is at
 * most one, and it holds the set as it was at that edit or a later one.
 * The next child goes on from the restored draft, as the editor does.
 * The child finds its folder of drafts as the editor does, in
 * $XDG_STATE_HOME/tessera/drafts.
 */

#define G_LOG_DOMAIN "test-drafts"

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <glib-unix.h>

#include "tess-draft.h"
#include "tess-test-core.h"

#if defined(__SANITIZE_ADDRESS__)
#define N_KILLS 20
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define N_KILLS 20
#endif
#endif
#ifndef N_KILLS
#define N_KILLS 100
#endif

static char *
set_checksum (TessTileSetModel *model)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  data = tess_tile_set_to_data (tess_tile_set_model_get_set (model), &length);
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
}

static TessTileSetModel *
new_set (void)
{
  return tess_tile_set_model_new ("my-tiles", "My Tiles");
}

/* ------------------------------------------------------------ the child */

typedef struct
{
  TessTileSetModel *model;
  GRand *rand;
  guint n;
} Child;

static void
random_edit (Child *c)
{
  g_autoptr(GError) error = NULL;
  TessTileSetModel *m = c->model;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (m));
  guint tile = n > 0 ? (guint) g_rand_int_range (c->rand, 0, n) : 0;
  int side = g_rand_int_range (c->rand, 0, 4);

  switch (n == 0 ? 0 : g_rand_int_range (c->rand, 0, 12))
    {
    case 0:
      tess_tile_set_model_add_tile (m, -1, &error);
      break;
    case 1:
    case 2:
      tess_tile_set_model_paint_side (m, tile, side, g_rand_int_range (c->rand, 0, 4), &error);
      break;
    case 3:
      tess_tile_set_model_set_count (m, tile, g_rand_int_range (c->rand, 1, 6), &error);
      break;
    case 4:
      tess_tile_set_model_toggle_shield (m, tile, side, &error);
      break;
    case 5:
      tess_tile_set_model_undo (m);
      break;
    case 6:
      tess_tile_set_model_redo (m);
      break;
    case 7:
      {
        g_autofree char *name = g_strdup_printf ("Set %u", g_rand_int_range (c->rand, 0, 100));

        tess_tile_set_model_set_set_name (m, name, &error);
      }
      break;
    case 8:
      if (n > 6 || g_rand_boolean (c->rand))
        tess_tile_set_model_delete_tile (m, tile, &error);
      break;
    case 9:
      tess_tile_set_model_join_sides (m, tile, side, (side + 1) % 4, &error);
      break;
    case 10:
      tess_tile_set_model_rotate_tile (m, tile, 1, &error);
      break;
    default:
      tess_tile_set_model_set_monastery (m, tile, g_rand_boolean (c->rand), &error);
      break;
    }
}

static void
report (const char       *what,
        TessTileSetModel *model)
{
  gint64 now = g_get_monotonic_time ();
  g_autofree char *sum = set_checksum (model);

  printf ("%s %" G_GINT64_FORMAT " %s\n", what, now, sum);
  fflush (stdout);
}

static gboolean
on_edit_time (gpointer user_data)
{
  Child *c = user_data;

  random_edit (c);
  report ("edit", c->model);
  /* The next edit in 0 to 120 ms: several within a draft's delay, and
   * pauses longer than it. */
  g_timeout_add (g_rand_int_range (c->rand, 0, 120), on_edit_time, c);
  return G_SOURCE_REMOVE;
}

static int
child_main (guint seed)
{
  g_autoptr(GPtrArray) drafts = tess_draft_list (NULL);
  g_autoptr(TessDraft) draft = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  Child c = { NULL, g_rand_new_with_seed (seed), 0 };

  g_assert_cmpuint (drafts->len, <=, 1);
  if (drafts->len == 1)
    {
      g_autoptr(GError) error = NULL;

      c.model = tess_draft_load (g_ptr_array_index (drafts, 0), &error);
      g_assert_no_error (error);
      draft = tess_draft_new (c.model, g_ptr_array_index (drafts, 0));
    }
  else
    {
      c.model = new_set ();
      draft = tess_draft_new (c.model, NULL);
    }
  report ("start", c.model);
  g_timeout_add (0, on_edit_time, &c);
  g_main_loop_run (loop);
  return 0;
}

/* ------------------------------------------------------------ the parent */

typedef struct
{
  gint64 time;
  char *sum;
} Step;

static void
step_clear (gpointer data)
{
  g_free (((Step *) data)->sum);
}

/* What a child said so far, read as it comes. */
typedef struct
{
  int      fd;        /* its stdout, not blocking */
  GString *pending;   /* a line not yet whole */
  GArray  *steps;     /* Step: its start, then each edit */
  gboolean closed;
} Reports;

static void
reports_parse (Reports    *r,
               const char *line)
{
  Step s = { 0 };
  char word[16], sum[80];

  g_assert_cmpint (sscanf (line, "%15s %" G_GINT64_FORMAT " %79s", word, &s.time, sum), ==, 3);
  g_assert_cmpstr (word, ==, r->steps->len == 0 ? "start" : "edit");
  g_assert_cmpuint (strlen (sum), ==, 64);
  s.sum = g_strdup (sum);
  g_array_append_val (r->steps, s);
}

/* Takes the lines the child wrote, without waiting; a line the kill
 * cut short stays pending and says nothing. Returns @r's count of
 * steps, for TESS_TEST_WAIT_UNTIL(). */
static guint
reports_read (Reports *r)
{
  char buffer[4096];
  char *end;

  while (!r->closed)
    {
      gssize n = read (r->fd, buffer, sizeof buffer);

      if (n > 0)
        g_string_append_len (r->pending, buffer, n);
      else if (n == 0)
        r->closed = TRUE;
      else if (errno == EAGAIN)
        break;
      else
        g_assert_cmpint (errno, ==, EINTR);
    }
  while ((end = memchr (r->pending->str, '\n', r->pending->len)) != NULL)
    {
      *end = '\0';
      reports_parse (r, r->pending->str);
      g_string_erase (r->pending, 0, end - r->pending->str + 1);
    }
  return r->steps->len;
}

/* The index of the last step in [@from, @to) whose set has @sum, or -1. */
static int
find_step (GArray     *steps,
           const char *sum,
           guint       from,
           guint       to)
{
  for (guint i = to; i > from; i--)
    if (strcmp (g_array_index (steps, Step, i - 1).sum, sum) == 0)
      return (int) i - 1;
  return -1;
}

/* The set the drafts hold now, read while the child writes them: the
 * draft file only (a write under way is left alone), or the new set when
 * there is none. NULL when the draft went while it was read. */
static char *
drafted_checksum (const char *drafts_dir)
{
  g_autoptr(GDir) dir = g_dir_open (drafts_dir, 0, NULL);
  g_autoptr(TessTileSetModel) model = NULL;
  g_autofree char *path = NULL;
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".tessera-draft"))
      {
        g_assert_null (path);
        path = g_build_filename (drafts_dir, name, NULL);
      }
  if (path == NULL)
    model = new_set ();
  else
    model = tess_draft_load (path, NULL);
  return model != NULL ? set_checksum (model) : NULL;
}

/* Whether the drafts hold the set of step @from or a later one: a set
 * that no earlier step had, so that it cannot be an old draft. */
static gboolean
drafted_since (Reports    *r,
               guint       from,
               const char *drafts_dir)
{
  g_autofree char *sum = NULL;

  reports_read (r);
  sum = drafted_checksum (drafts_dir);
  return sum != NULL && find_step (r->steps, sum, 0, from) < 0
         && find_step (r->steps, sum, from, r->steps->len) >= 0;
}

/* The drafts as the editor restores them: the checksum of the set. */
static char *
restored_checksum (const char *drafts_dir,
                   guint      *n_temporary)
{
  g_autoptr(GDir) dir = g_dir_open (drafts_dir, 0, NULL);
  g_autoptr(GPtrArray) drafts = NULL;
  g_autoptr(TessTileSetModel) model = NULL;
  g_autoptr(GError) error = NULL;
  const char *name;

  *n_temporary = 0;
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    *n_temporary += strstr (name, ".tmp-") != NULL;
  drafts = tess_draft_list (drafts_dir);
  g_assert_cmpuint (drafts->len, <=, 1);
  if (drafts->len == 0)
    model = new_set ();
  else
    {
      model = tess_draft_load (g_ptr_array_index (drafts, 0), &error);
      g_assert_no_error (error);
      g_assert_true (tess_tile_set_model_get_modified (model));
    }
  return set_checksum (model);
}

/* Each child is killed at a random instant, once the drafts were seen to
 * hold one of its edits: the editor restores that edit or a later one,
 * never an older set and never one it did not have. Nothing here
 * assumes how fast the child runs: it waits for the child's edits and
 * for its drafts, with the tests' deadline. How much the kill lost is
 * told, not judged (a benchmark's figure). */
static void
test_kills (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (g_test_rand_int ());
  g_autofree char *state = g_dir_make_tmp ("tessera-drafts-XXXXXX", NULL);
  g_autofree char *drafts_dir = NULL;
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  g_auto(GStrv) envp = g_get_environ ();
  guint inside_write = 0, edits = 0, lost_some = 0;
  gint64 start = g_get_monotonic_time (), most_lost = 0;

  g_assert_nonnull (state);
  g_assert_nonnull (exe);
  /* The child's folder of drafts (GLib reads XDG_STATE_HOME once, so the
   * parent names the folder itself). */
  envp = g_environ_setenv (envp, "XDG_STATE_HOME", state, TRUE);
  drafts_dir = g_build_filename (state, "tessera", "drafts", NULL);

  for (guint k = 0; k < N_KILLS; k++)
    {
      g_autofree char *seed = g_strdup_printf ("%u", g_rand_int (rand));
      const char *argv[] = { exe, "--child", seed, NULL };
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) steps = g_array_new (FALSE, TRUE, sizeof (Step));
      g_autoptr(GString) pending = g_string_new (NULL);
      g_autofree char *restored = NULL;
      Reports r = { -1, pending, steps, FALSE };
      gint64 killed_at;
      guint seen, before_kill;
      int status = 0, last;
      guint temporary = 0;
      GPid pid;

      g_array_set_clear_func (steps, step_clear);
      g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, envp, G_SPAWN_DO_NOT_REAP_CHILD,
                                               NULL, NULL, &pid, NULL, &r.fd, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (g_unix_set_fd_nonblocking (r.fd, TRUE, &error));
      g_assert_no_error (error);

      /* Some edits, then one of them (the last so far) seen in the
       * drafts, then a few more: the kill comes while the child edits
       * and writes its drafts, at no instant chosen by a clock. */
      seen = g_rand_int_range (rand, 1, 20);
      TESS_TEST_WAIT_UNTIL (reports_read (&r) > seen);
      seen = r.steps->len - 1;
      TESS_TEST_WAIT_UNTIL (drafted_since (&r, seen, drafts_dir));
      before_kill = r.steps->len + g_rand_int_range (rand, 0, 6);
      TESS_TEST_WAIT_UNTIL (reports_read (&r) >= before_kill);

      killed_at = g_get_monotonic_time ();
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_spawn_close_pid (pid);
      g_assert_true (WIFSIGNALED (status));
      /* All it said before it died is still in the pipe. */
      while (!r.closed)
        reports_read (&r);
      close (r.fd);
      edits += steps->len - 1;

      restored = restored_checksum (drafts_dir, &temporary);
      inside_write += temporary > 0;
      last = find_step (steps, restored, seen, steps->len);
      if (last < 0)
        {
          for (guint i = 0; i < steps->len; i++)
            g_test_message ("%s %.3f s before the kill%s", g_array_index (steps, Step, i).sum,
                            (killed_at - g_array_index (steps, Step, i).time) / 1e6,
                            i == seen ? " (seen in the drafts before the kill)" : "");
          g_test_message ("restored: %s", restored);
        }
      g_assert_cmpint (last, >=, (int) seen);
      g_assert_cmpuint (seen, >=, 1);
      /* The work lost: from the first edit after the set restored. */
      if ((guint) last + 1 < steps->len)
        {
          lost_some++;
          most_lost = MAX (most_lost, killed_at - g_array_index (steps, Step, last + 1).time);
        }
    }
  g_test_message ("%d kills after %u edits in %.1f s; %u lost edits, at most the last %.3f s "
                  "of them; %u fell inside a write",
                  N_KILLS, edits, (g_get_monotonic_time () - start) / 1e6, lost_some,
                  most_lost / 1e6, inside_write);
  tess_test_remove_tree (state);
}

/* ------------------------------------------------------------ the rules */

static void
wait_for_file (const char *path,
               gboolean    exists)
{
  TESS_TEST_WAIT_UNTIL (g_file_test (path, G_FILE_TEST_EXISTS) == exists);
}

/* No change, no draft; a change, a draft; undone or saved, none; a clean
 * close removes it; a draft restores the set, its file, and its changes
 * marked. */
static void
test_life (void)
{
  g_autofree char *state = g_dir_make_tmp ("tessera-drafts-XXXXXX", NULL);
  g_autofree char *saved = g_build_filename (state, "saved.tileset.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (saved);
  g_autoptr(TessTileSetModel) model = new_set ();
  g_autoptr(TessTileSetModel) restored = NULL;
  g_autoptr(TessDraft) draft = NULL;
  g_autoptr(TessDraft) again = NULL;
  g_autoptr(GPtrArray) drafts = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *path = NULL;

  path = g_build_filename (state, "a.tessera-draft", NULL);
  draft = tess_draft_new (model, path);
  g_assert_cmpstr (tess_draft_get_path (draft), ==, path);
  tess_draft_flush (draft);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  g_assert_true (tess_tile_set_model_add_tile (model, -1, &error));
  wait_for_file (path, TRUE);
  g_assert_true (tess_tile_set_model_undo (model));
  wait_for_file (path, FALSE);
  g_assert_true (tess_tile_set_model_redo (model));
  wait_for_file (path, TRUE);
  g_assert_true (tess_tile_set_model_save (model, file, &error));
  wait_for_file (path, FALSE);

  g_assert_true (tess_tile_set_model_paint_side (model, 0, 0, TESS_SIDE_CITY, &error));
  g_assert_no_error (error);
  tess_draft_flush (draft);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  before = set_checksum (model);

  drafts = tess_draft_list (state);
  g_assert_cmpuint (drafts->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (drafts, 0), ==, path);
  restored = tess_draft_load (path, &error);
  g_assert_no_error (error);
  after = set_checksum (restored);
  g_assert_cmpstr (before, ==, after);
  g_assert_true (tess_tile_set_model_get_modified (restored));
  g_assert_true (g_file_equal (tess_tile_set_model_get_file (restored), file));

  /* The restored set goes on in the same draft; a clean close removes it. */
  again = tess_draft_new (restored, path);
  tess_draft_discard (draft);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (tess_tile_set_model_set_count (restored, 0, 3, &error));
  wait_for_file (path, TRUE);
  tess_draft_discard (again);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  tess_test_remove_tree (state);
}

int
main (int    argc,
      char **argv)
{
  if (argc == 3 && strcmp (argv[1], "--child") == 0)
    return child_main ((guint) g_ascii_strtoull (argv[2], NULL, 10));

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/drafts/life", test_life);
  g_test_add_func ("/drafts/kills", test_kills);
  return g_test_run ();
}
