/* tess-test-core.c: what the core tests share
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-test-core"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/mount.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "tess-test-core.h"

TessRecord *
tess_test_new_record (guint       n_players,
                      gboolean    river,
                      int         hand,
                      const int  *kinds,
                      const char *seed)
{
  static const char *names[] = { "Ana", "Bea", "Carl", "Dora", "Emil", "Fay" };
  static const TessColor colors[] = { TESS_COLOR_RED, TESS_COLOR_BLUE, TESS_COLOR_GREEN,
                                      TESS_COLOR_YELLOW, TESS_COLOR_BLACK, TESS_COLOR_GREY };
  g_autoptr(GError) error = NULL;
  TessRecord *record;
  TessRules rules;

  tess_rules_init_default (&rules);
  rules.river = river;
  rules.hand = hand;
  record = tess_game_new_record (&rules, n_players, names, colors, kinds, seed, &error);
  g_assert_no_error (error);
  g_assert_nonnull (record);
  return record;
}

TessGame *
tess_test_new_game (guint       n_players,
                    gboolean    river,
                    int         hand,
                    const int  *kinds,
                    const char *seed)
{
  g_autoptr(TessRecord) record = tess_test_new_record (n_players, river, hand, kinds, seed);
  g_autoptr(GError) error = NULL;
  TessGame *game;

  game = tess_game_new_from_record (record, &error);
  g_assert_no_error (error);
  return game;
}

TessRecord *
tess_test_new_empty_record (gboolean river)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) base = tess_tile_set_load_builtin ("base", &error);
  TessRecord *record = tess_record_new ();

  g_assert_no_error (error);
  tess_record_add_tile_set (record, base);
  if (river)
    {
      g_autoptr(TessTileSetData) set = tess_tile_set_load_builtin ("river", &error);

      g_assert_no_error (error);
      tess_record_add_tile_set (record, set);
      g_assert_true (record->rules.river);
    }
  return record;
}

void
tess_test_play_random_moves (TessReplay *replay,
                             TessState  *st,
                             guint       n_moves,
                             guint64     rng_seed)
{
  g_autofree TessPlacement *scratch = NULL;
  TessRng rng;

  scratch = g_new (TessPlacement, tess_def_max_placements (tess_replay_get_def (replay)));
  tess_rng_seed (&rng, rng_seed);
  for (guint i = 0; i < n_moves && !tess_state_is_over (st); i++)
    {
      TessMove move;

      if (tess_random_move (st, &rng, &move, scratch))
        {
          g_assert_cmpint (tess_state_play (st, &move, NULL, NULL), ==, TESS_OK);
          tess_replay_append_move (replay, &move);
        }
      else
        {
          int type = tess_state_current_tile (st);

          g_assert_cmpint (tess_state_discard (st, type), ==, TESS_OK);
          tess_replay_append_discard (replay, type);
        }
    }
}

TessRecord *
tess_test_random_record (gboolean            river,
                         guint               n_players,
                         int                 hand,
                         const char * const *names,
                         gint64              seed,
                         guint64             rng_seed)
{
  static const char * const letters[] = { "A", "B", "C", "D", "E", "F" };
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_test_new_empty_record (river);
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessState) st = NULL;

  g_assert_cmpuint (n_players, <=, G_N_ELEMENTS (letters));
  record->rules.hand = hand;
  for (guint p = 0; p < n_players; p++)
    tess_record_add_player (record, names ? names[p] : letters[p], (TessColor) p, TESS_AI_RANDOM);
  tess_record_set_seed (record, seed);

  replay = tess_replay_new (record, &error);
  g_assert_no_error (error);
  st = tess_replay_new_state (replay);
  tess_test_play_random_moves (replay, st, G_MAXUINT, rng_seed);
  return g_steal_pointer (&record);
}

gboolean
tess_test_replay_scores (TessRecord *record,
                         int        *scores)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessReplay) replay = tess_replay_new (record, &error);
  g_autoptr(TessState) state = NULL;
  gboolean over;

  g_assert_no_error (error);
  state = tess_replay_new_state (replay);
  g_assert_true (tess_replay_play (replay, -1, state, NULL, NULL, &error));
  g_assert_no_error (error);
  over = tess_state_is_over (state);
  if (over)
    tess_state_final_scoring (state, NULL, NULL);
  for (int p = 0; p < TESS_MAX_PLAYERS; p++)
    scores[p] = p < tess_state_n_players (state) ? tess_state_score (state, p) : 0;
  return over;
}

void
tess_test_play_random_turn (TessGame *game,
                            GRand    *rand)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) placements = tess_game_get_placements (game);
  g_autoptr(GArray) options = NULL;
  const TessGamePlacement *p;

  g_assert_cmpuint (placements->len, >, 0);
  p = &g_array_index (placements, TessGamePlacement, g_rand_int_range (rand, 0, placements->len));
  g_assert_true (tess_game_place_tile (game, p->x, p->y, p->rot, &error));
  g_assert_no_error (error);
  options = tess_game_get_follower_options (game);
  tess_game_place_follower (game,
                            options->len > 0 && g_rand_boolean (rand)
                            ? g_array_index (options, int, g_rand_int_range (rand, 0, options->len))
                            : -1, &error);
  g_assert_no_error (error);
}

void
tess_test_assert_scores_replayed (TessGame *game)
{
  int scores[TESS_MAX_PLAYERS];

  g_assert_true (tess_test_replay_scores (tess_game_get_record (game), scores));
  for (guint p = 0; p < tess_game_get_n_players (game); p++)
    g_assert_cmpint (tess_game_get_score (game, p), ==, scores[p]);
}

void
tess_test_assert_moves_then_discards (TessGame *game,
                                      guint     n)
{
  const TessRecord *record = tess_game_get_record (game);
  guint total = tess_game_get_n_moves (game);

  g_assert_cmpuint (total, >=, n);
  for (guint i = n; i < total; i++)
    g_assert_true (g_array_index (record->moves, TessRecordMove, i).discard);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

guint
tess_test_add_record_tests (const char    *dir,
                            const char    *prefix,
                            GTestDataFunc  func)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) d = g_dir_open (dir, 0, &error);
  const char *entry;

  g_assert_no_error (error);
  while ((entry = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (entry, ".tessera"))
      g_ptr_array_add (files, g_strdup (entry));
  g_ptr_array_sort (files, compare_names);

  for (guint i = 0; i < files->len; i++)
    {
      const char *file = g_ptr_array_index (files, i);
      g_autofree char *base = g_strndup (file, strlen (file) - strlen (".tessera"));
      g_autofree char *test_path = g_strdup_printf ("%s/%s", prefix, base);

      g_test_add_data_func_full (test_path, g_build_filename (dir, file, NULL), func, g_free);
    }
  return files->len;
}

gint64
tess_test_deadline (void)
{
  return g_get_monotonic_time () + TESS_TEST_DEADLINE_S * G_TIME_SPAN_SECOND;
}

static gboolean
wake_up (gpointer user_data)
{
  return G_SOURCE_CONTINUE;
}

void
tess_test_wait_step (gint64      deadline,
                     const char *what)
{
  GSource *wake;

  if (g_get_monotonic_time () > deadline)
    g_error ("Still waiting at the deadline for: %s", what);

  wake = g_timeout_source_new (5);
  g_source_set_callback (wake, wake_up, NULL, NULL);
  g_source_attach (wake, NULL);
  g_main_context_iteration (NULL, TRUE);
  g_source_destroy (wake);
  g_source_unref (wake);
}

void
tess_test_remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir != NULL)
    {
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          tess_test_remove_tree (child);
        }
      g_dir_close (dir);
      g_rmdir (path);
    }
  else
    g_remove (path);
}

char *
tess_test_mount_tmpfs (const char *parent,
                       const char *size)
{
  g_autofree char *dir = NULL;
  g_autofree char *options = g_strdup_printf ("size=%s,mode=0755", size);

  if (parent == NULL)
    dir = g_dir_make_tmp ("tessera-faults-XXXXXX", NULL);
  else
    {
      dir = g_build_filename (parent, "mnt-XXXXXX", NULL);
      g_assert_nonnull (g_mkdtemp (dir));
    }
  g_assert_nonnull (dir);
  if (geteuid () != 0 || mount ("tmpfs", dir, "tmpfs", 0, options) != 0)
    {
      g_autofree char *why = g_strdup_printf ("mounting a tmpfs needs root (%s)",
                                              geteuid () != 0 ? "not root" : g_strerror (errno));

      g_rmdir (dir);
      g_test_skip (why);
      return NULL;
    }
  return g_steal_pointer (&dir);
}

void
tess_test_unmount_tmpfs (char *dir)
{
  g_assert_cmpint (umount2 (dir, MNT_DETACH), ==, 0);
  g_rmdir (dir);
  g_free (dir);
}

/* ------------------------------------------------------------ waiting */

static gboolean
wake (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

void
tess_test_wait_until (TessTestDoneFunc  done,
                      gpointer          data,
                      const char       *what)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  /* Wakes the loop now and then: some events (an atomic count changed
   * by a worker thread) send nothing to it. */
  guint waker = g_timeout_add (10, wake, NULL);

  while (!done (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("Still waiting after a minute: %s", what);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (waker);
}

typedef struct
{
  TessAutosave *autosave;
  guint         n_written;
} WrittenWait;

static gboolean
written_more (gpointer data)
{
  WrittenWait *wait = data;

  return tess_autosave_get_n_written (wait->autosave) > wait->n_written;
}

void
tess_test_wait_for_autosave (TessGameSession *session,
                             guint            n_written)
{
  WrittenWait wait = { tess_game_session_get_autosave (session), n_written };

  g_assert_nonnull (wait.autosave);
  tess_test_wait_until (written_more, &wait, "the autosave to be written");
}
