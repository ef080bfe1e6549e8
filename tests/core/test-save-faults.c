/* test-save-faults.c: saving to a full disk and to a read-only folder
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A save that cannot be written fails with a GError whose message says
 * what (the file) and why (the system's reason), leaves the previous file
 * as it was and no temporary file behind; a game whose autosave (its
 * session's, as in the app) fails goes on, the session says why, and its
 * next autosave, once there is room again, holds every move.
 * The message is the one the window shows: "Could not save “FILE”: the
 * disk is full."
 *
 * The full disk is a 64 KiB tmpfs that the test mounts, which needs root
 * (CI runs as root); else that test is skipped with a message. The
 * read-only folder is a tmpfs remounted read-only when root (root ignores
 * permission bits), else a folder without write permission.
 */

#define G_LOG_DOMAIN "test-save-faults"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "tess-game.h"
#include "tess-test-core.h"

static const char *const names[] = { "Ana", "Bea" };
static const TessColor colors[] = { TESS_COLOR_RED, TESS_COLOR_BLUE };
static const int kinds[] = { TESS_AI_NONE, TESS_AI_NONE };

static TessGame *
new_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;
  TessRules rules;
  TessGame *game;

  tess_rules_init_default (&rules);
  record = tess_game_new_record (&rules, 2, names, colors, kinds, "2026", &error);
  g_assert_no_error (error);
  game = tess_game_new_from_record (record, &error);
  g_assert_no_error (error);
  return game;
}

static void
play_moves (TessGame *game,
            guint     n)
{
  for (guint i = 0; i < n && !tess_game_get_finished (game); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) placements = tess_game_get_placements (game);
      const TessGamePlacement *p = &g_array_index (placements, TessGamePlacement, 0);

      g_assert_cmpuint (placements->len, >, 0);
      g_assert_true (tess_game_place_tile (game, p->x, p->y, p->rot, &error));
      g_assert_true (tess_game_place_follower (game, -1, &error));
      g_assert_no_error (error);
    }
}

/* Names in @dir other than @keep (temporary files left by a failed save). */
static guint
count_others (const char *dir,
              const char *keep1,
              const char *keep2)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_strcmp0 (name, keep1) != 0 && g_strcmp0 (name, keep2) != 0)
      {
        g_test_message ("left behind: %s", name);
        n++;
      }
  return n;
}

/* The file still holds @expected. */
static void
assert_file_holds (const char *path,
                   TessRecord *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_file (path, &error);

  g_assert_no_error (error);
  g_assert_true (tess_record_equal (record, expected));
}

static gboolean
autosave_failing (gpointer data)
{
  return tess_game_session_get_autosave_error (data) != NULL;
}

static gboolean
autosave_working (gpointer data)
{
  return tess_game_session_get_autosave_error (data) == NULL;
}

/* The message names the file and says why, in plain words. */
static void
assert_says_what_and_where (const GError *error,
                            const char   *path,
                            const char   *why)
{
  g_autofree char *display = g_filename_display_name (path);
  g_autofree char *expected = g_strdup_printf ("Could not save “%s”: %s", display, why);

  g_test_message ("%s", error->message);
  g_assert_cmpstr (error->message, ==, expected);
}

static void
test_full_disk (void)
{
  g_autofree char *dir = tess_test_mount_tmpfs (NULL, "64k");
  g_autofree char *path = NULL;
  g_autofree char *filler = NULL;
  g_autoptr(TessGame) game = NULL;
  g_autoptr(TessGameSession) session = NULL;
  g_autoptr(TessRecord) before = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *block = g_malloc0 (4096);
  FILE *f;
  guint n_before;

  if (dir == NULL)
    return;
  path = g_build_filename (dir, "game.tessera", NULL);
  filler = g_build_filename (dir, "filler", NULL);

  /* A game saved while there is room; then the disk fills up. */
  game = new_game ();
  play_moves (game, 5);
  g_assert_true (tess_game_save (game, path, &error));
  g_assert_no_error (error);
  before = tess_record_copy (tess_game_get_record (game));
  f = fopen (filler, "w");
  g_assert_nonnull (f);
  while (fwrite (block, 1, 4096, f) == 4096 && fflush (f) == 0)
    ;
  fclose (f);

  /* Save: refused with the reason, the old file intact, nothing left. */
  play_moves (game, 30);
  g_assert_false (tess_game_save (game, path, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  assert_says_what_and_where (error, path, "the disk is full");
  g_clear_error (&error);
  assert_file_holds (path, before);
  g_assert_cmpuint (count_others (dir, "game.tessera", "filler"), ==, 0);

  /* The autosave fails too, the session says why, and the game goes on. */
  session = tess_game_session_new (path);
  tess_game_session_set_game (session, game, NULL);
  n_before = tess_game_get_n_moves (game);
  play_moves (game, 3);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, n_before + 3);
  tess_test_wait_until (autosave_failing, session, "the autosave to fail");
  g_assert_error ((GError *) tess_game_session_get_autosave_error (session), G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  assert_says_what_and_where (tess_game_session_get_autosave_error (session), path, "the disk is full");
  assert_file_holds (path, before);
  g_assert_cmpuint (count_others (dir, "game.tessera", "filler"), ==, 0);

  /* Room again: the next autosave holds every move. */
  g_assert_cmpint (g_unlink (filler), ==, 0);
  play_moves (game, 1);
  tess_test_wait_until (autosave_working, session, "the autosave to work again");
  assert_file_holds (path, tess_game_get_record (game));

  g_clear_object (&session);
  g_clear_object (&game);
  g_unlink (path);
  tess_test_unmount_tmpfs (g_steal_pointer (&dir));
}

static void
test_read_only (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *other = NULL;
  g_autoptr(TessGame) game = NULL;
  g_autoptr(TessGameSession) session = NULL;
  g_autoptr(TessRecord) before = NULL;
  g_autoptr(GError) error = NULL;
  gboolean mounted = geteuid () == 0;
  const char *reason;

  if (mounted)
    {
      dir = tess_test_mount_tmpfs (NULL, "1m");
      if (dir == NULL)
        return;
    }
  else
    dir = g_dir_make_tmp ("tessera-faults-XXXXXX", NULL);
  path = g_build_filename (dir, "game.tessera", NULL);
  other = g_build_filename (dir, "new.tessera", NULL);

  game = new_game ();
  play_moves (game, 4);
  g_assert_true (tess_game_save (game, path, &error));
  before = tess_record_copy (tess_game_get_record (game));

  if (mounted)
    {
      g_assert_cmpint (mount (NULL, dir, NULL, MS_REMOUNT | MS_RDONLY, "size=1m,mode=0755"), ==, 0);
      reason = "the disk or folder can only be read";
    }
  else
    {
      g_assert_cmpint (g_chmod (dir, 0555), ==, 0);
      reason = "you may not write in that folder";
    }

  /* Over the old file and as a new file: refused, old file intact. */
  play_moves (game, 6);
  g_assert_false (tess_game_save (game, path, &error));
  g_assert_error (error, G_FILE_ERROR, (int) (mounted ? G_FILE_ERROR_ROFS : G_FILE_ERROR_ACCES));
  assert_says_what_and_where (error, path, reason);
  g_clear_error (&error);
  g_assert_false (tess_game_save (game, other, &error));
  assert_says_what_and_where (error, other, reason);
  g_clear_error (&error);
  assert_file_holds (path, before);
  g_assert_false (g_file_test (other, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (count_others (dir, "game.tessera", NULL), ==, 0);

  /* The autosave fails, the session says why, the game goes on. */
  session = tess_game_session_new (path);
  tess_game_session_set_game (session, game, NULL);
  play_moves (game, 2);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 12);
  tess_test_wait_until (autosave_failing, session, "the autosave to fail");
  assert_says_what_and_where (tess_game_session_get_autosave_error (session), path, reason);
  assert_file_holds (path, before);

  g_clear_object (&session);
  g_clear_object (&game);
  if (mounted)
    tess_test_unmount_tmpfs (g_steal_pointer (&dir));
  else
    {
      g_chmod (dir, 0755);
      g_unlink (path);
      g_rmdir (dir);
    }
}

/* A folder that is not there (deleted, or an unplugged disk). */
static void
test_missing_folder (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tessera-faults-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "gone", "game.tessera", NULL);
  g_autoptr(TessGame) game = new_game ();
  g_autoptr(GError) error = NULL;

  play_moves (game, 2);
  g_assert_false (tess_game_save (game, path, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  assert_says_what_and_where (error, path, "the folder does not exist");
  g_assert_cmpuint (count_others (dir, NULL, NULL), ==, 0);
  g_rmdir (dir);
}

/* A save through a symbolic link writes its target and keeps the link;
 * the target was left with the old game while the toast said "saved". */
static void
test_symlink (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tessera-faults-XXXXXX", NULL);
  g_autofree char *real = g_build_filename (dir, "real.tessera", NULL);
  g_autofree char *link = g_build_filename (dir, "link.tessera", NULL);
  g_autofree char *dangling = g_build_filename (dir, "dangling.tessera", NULL);
  g_autofree char *later = g_build_filename (dir, "later.tessera", NULL);
  g_autoptr(TessGame) game = new_game ();
  g_autoptr(GError) error = NULL;

  g_assert_true (tess_game_save (game, real, &error));
  g_assert_cmpint (symlink ("real.tessera", link), ==, 0);
  play_moves (game, 3);
  g_assert_true (tess_game_save (game, link, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  assert_file_holds (real, tess_game_get_record (game));

  /* A link to a file not made yet makes it. */
  g_assert_cmpint (symlink ("later.tessera", dangling), ==, 0);
  g_assert_true (tess_game_save (game, dangling, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (dangling, G_FILE_TEST_IS_SYMLINK));
  assert_file_holds (later, tess_game_get_record (game));

  g_unlink (dangling);
  g_unlink (later);
  g_unlink (link);
  g_unlink (real);
  g_rmdir (dir);
}

/* A private record stays private: the save turned 0600 into 0644. */
static void
test_mode_kept (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tessera-faults-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "private.tessera", NULL);
  g_autoptr(TessGame) game = new_game ();
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  mode_t mask = umask (0);

  umask (mask);
  /* A new file: 0666 less the umask, as any program makes it. */
  g_assert_true (tess_game_save (game, path, &error));
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0666 & ~mask);
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  play_moves (game, 2);
  g_assert_true (tess_game_save (game, path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_unlink (path);
  g_rmdir (dir);
}

/* A save killed half-way leaves "NAME.tessera-save-XXXXXX": the next
 * save removes it, and only it. */
static void
test_stale_temp (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tessera-faults-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.tessera", NULL);
  g_autofree char *stale = g_build_filename (dir, "game.tessera.tessera-save-Ab12Cd", NULL);
  g_autofree char *fresh = g_build_filename (dir, "game.tessera.tessera-save-Zz99Zz", NULL);
  g_autofree char *mine = g_build_filename (dir, "game.tessera.backup", NULL);
  g_autoptr(TessGame) game = new_game ();
  g_autoptr(GError) error = NULL;
  struct utimbuf old = { 1000000000, 1000000000 };

  g_assert_true (g_file_set_contents (stale, "{", -1, NULL));
  g_assert_true (g_file_set_contents (fresh, "{", -1, NULL));
  g_assert_true (g_file_set_contents (mine, "{", -1, NULL));
  g_assert_cmpint (g_utime (stale, &old), ==, 0);
  g_assert_cmpint (g_utime (mine, &old), ==, 0);
  g_assert_true (tess_game_save (game, path, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  /* A save under way now (just written) and a file of the player stay. */
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (mine, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (count_others (dir, "game.tessera", "game.tessera.backup"), ==, 1);
  g_unlink (fresh);
  g_unlink (mine);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/faults/save/full-disk", test_full_disk);
  g_test_add_func ("/faults/save/read-only", test_read_only);
  g_test_add_func ("/faults/save/missing-folder", test_missing_folder);
  g_test_add_func ("/faults/save/symlink", test_symlink);
  g_test_add_func ("/faults/save/mode-kept", test_mode_kept);
  g_test_add_func ("/faults/save/stale-temp", test_stale_temp);
  return g_test_run ();
}
