/* tess-test-core.c: what the core tests share
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-test-core"

#include "config.h"

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
  g_autoptr(TessTileSetData) base = tess_tileset_load_builtin ("base", &error);
  TessRecord *record = tess_record_new ();

  g_assert_no_error (error);
  tess_record_add_tileset (record, base);
  if (river)
    {
      g_autoptr(TessTileSetData) set = tess_tileset_load_builtin ("river", &error);

      g_assert_no_error (error);
      tess_record_add_tileset (record, set);
      g_assert_true (record->rules.river);
    }
  return record;
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
  g_autofree TessPlacement *scratch = NULL;
  TessRng rng;

  g_assert_cmpuint (n_players, <=, G_N_ELEMENTS (letters));
  record->rules.hand = hand;
  for (guint p = 0; p < n_players; p++)
    tess_record_add_player (record, names ? names[p] : letters[p], (TessColor) p, TESS_AI_RANDOM);
  tess_record_set_seed (record, seed);

  replay = tess_replay_new (record, &error);
  g_assert_no_error (error);
  st = tess_replay_new_state (replay);
  scratch = g_new (TessPlacement, tess_def_max_placements (tess_replay_get_def (replay)));
  tess_rng_seed (&rng, rng_seed);
  while (!tess_state_is_over (st))
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
  return g_steal_pointer (&record);
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
