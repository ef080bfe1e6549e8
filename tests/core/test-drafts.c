/* test-drafts.c: a crash of the editor loses at most its last second
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A child process (this program with --child) edits a tile set through
 * TessTileSetModel with a TessDraft, as the editor's window does, at
 * random instants, and tells the parent after each edit the instant and
 * the set's bytes' checksum. The parent SIGKILLs it at a random instant,
 * then restores the drafts as the editor does at its next start: there is
 * at most one, and it holds the set as it was at an edit made after the
 * last edit older than a second (or that one). The next child goes on
 * from the restored draft, as the editor does. The child finds its folder
 * of drafts as the editor does, in $XDG_STATE_HOME/tessera/drafts.
 */

#define G_LOG_DOMAIN "test-drafts"

#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

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

static void
test_kills (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (g_test_rand_int ());
  g_autofree char *state = g_dir_make_tmp ("tessera-drafts-XXXXXX", NULL);
  g_autofree char *drafts_dir = NULL;
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  g_auto(GStrv) envp = g_get_environ ();
  guint restored_old = 0, inside_write = 0, edits = 0;
  gint64 start = g_get_monotonic_time ();

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
      g_autofree char *restored = NULL;
      char line[256];
      gint64 killed_at;
      int out = -1, status = 0;
      guint first_allowed = 0, temporary = 0;
      gboolean found = FALSE;
      GPid pid;
      FILE *in;

      g_array_set_clear_func (steps, step_clear);
      g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, envp, G_SPAWN_DO_NOT_REAP_CHILD,
                                               NULL, NULL, &pid, NULL, &out, NULL, &error));
      g_assert_no_error (error);
      in = fdopen (out, "r");
      g_assert_nonnull (in);

      /* Its first word: the set it starts from. */
      g_assert_nonnull (fgets (line, sizeof line, in));
      g_assert_true (g_str_has_prefix (line, "start "));
      {
        Step s = { 0 };
        char sum[80];

        g_assert_cmpint (sscanf (line, "start %" G_GINT64_FORMAT " %79s", &s.time, sum), ==, 2);
        s.sum = g_strdup (sum);
        g_array_append_val (steps, s);
      }

      g_usleep (g_rand_int_range (rand, 50, 1800) * 1000);
      killed_at = g_get_monotonic_time ();
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_spawn_close_pid (pid);
      g_assert_true (WIFSIGNALED (status));

      while (fgets (line, sizeof line, in) != NULL)
        {
          Step s = { 0 };
          char sum[80];

          /* A line the kill cut short says nothing. */
          if (sscanf (line, "edit %" G_GINT64_FORMAT " %79s", &s.time, sum) != 2
              || strlen (sum) != 64)
            continue;
          s.sum = g_strdup (sum);
          g_array_append_val (steps, s);
        }
      fclose (in);
      edits += steps->len - 1;

      /* The last edit older than a second, and every one after it. */
      for (guint i = 0; i < steps->len; i++)
        if (g_array_index (steps, Step, i).time <= killed_at - G_USEC_PER_SEC)
          first_allowed = i;
      restored = restored_checksum (drafts_dir, &temporary);
      inside_write += temporary > 0;
      for (guint i = first_allowed; i < steps->len && !found; i++)
        found = strcmp (g_array_index (steps, Step, i).sum, restored) == 0;
      if (!found)
        {
          for (guint i = 0; i < steps->len; i++)
            g_test_message ("%s %.3f s before the kill%s", g_array_index (steps, Step, i).sum,
                            (killed_at - g_array_index (steps, Step, i).time) / 1e6,
                            i == first_allowed ? " (the last edit older than a second)" : "");
          g_test_message ("restored: %s", restored);
        }
      g_assert_true (found);
      restored_old += first_allowed > 0;
    }
  g_test_message ("%d kills after %u edits in %.1f s; %u restored a set that had edits "
                  "older than a second; %u fell inside a write",
                  N_KILLS, edits, (g_get_monotonic_time () - start) / 1e6, restored_old,
                  inside_write);
  /* Else the kills came too early to prove anything. */
  g_assert_cmpuint (restored_old, >=, N_KILLS / 4);
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
