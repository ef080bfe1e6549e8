/* test-tile-checks.c: a set being edited keeps the checks of the tiles an
 * edit left alone; the problems it shows are still exactly those of a
 * check from nothing
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-tile-checks"

#include "config.h"

#include "tess-tile-set-model.h"

/* The problems as sentences, in order. */
static char *
problems_text (GListModel *list)
{
  GString *out = g_string_new (NULL);
  guint n = g_list_model_get_n_items (list);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TessTileSetProblem) p = g_list_model_get_item (list, i);
      g_autofree char *line = tess_tile_set_problem_to_string (p);

      g_string_append_printf (out, "%d %s\n", tess_tile_set_problem_get_tile (p), line);
    }
  return g_string_free (out, FALSE);
}

static void
assert_problems_fresh (TessTileSetModel *model)
{
  g_autoptr(GPtrArray) fresh = tess_tile_set_find_problems (tess_tile_set_model_get_set (model));
  g_autoptr(GListStore) store = g_list_store_new (TESS_TYPE_TILE_SET_PROBLEM);
  g_autofree char *shown = NULL;
  g_autofree char *expected = NULL;

  g_list_store_splice (store, 0, 0, fresh->pdata, fresh->len);
  shown = problems_text (G_LIST_MODEL (tess_tile_set_model_get_problems (model)));
  expected = problems_text (G_LIST_MODEL (store));
  g_assert_cmpstr (shown, ==, expected);
}

/* Random edits of every kind that changes tiles or their places, with
 * undo and redo among them. */
static void
run_edits (const TessTileSetData *start,
           guint32                seed,
           guint                  n_edits)
{
  g_autoptr(TessTileSetModel) model = tess_tile_set_model_new_for_set (start);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  assert_problems_fresh (model);
  for (guint i = 0; i < n_edits; i++)
    {
      guint n = g_list_model_get_n_items (G_LIST_MODEL (model));
      guint index = n > 0 ? (guint) g_rand_int_range (rand, 0, n) : 0;
      int side = g_rand_int_range (rand, 0, 4);
      int other = g_rand_int_range (rand, 0, 4);
      g_autofree char *id = g_strdup_printf ("t%u", g_rand_int_range (rand, 0, 8));

      switch (n == 0 ? 0 : g_rand_int_range (rand, 0, 14))
        {
        case 0:
          tess_tile_set_model_add_tile (model, -1, NULL);
          break;
        case 1:
          tess_tile_set_model_duplicate_tile (model, index, NULL);
          break;
        case 2:
          if (n > 1)
            tess_tile_set_model_delete_tile (model, index, NULL);
          break;
        case 3:
          tess_tile_set_model_move_tile (model, index, g_rand_int_range (rand, 0, n), NULL);
          break;
        case 4:
          /* Often an id another tile has: duplicate ids come and go. */
          tess_tile_set_model_set_tile_id (model, index, id, NULL);
          break;
        case 5:
          tess_tile_set_model_set_count (model, index, g_rand_int_range (rand, 0, 4), NULL);
          break;
        case 6:
        case 7:
          tess_tile_set_model_paint_side (model, index, side, g_rand_int_range (rand, 0, 4), NULL);
          break;
        case 8:
          tess_tile_set_model_join_sides (model, index, side, other, NULL);
          break;
        case 9:
          tess_tile_set_model_split_side (model, index, side, NULL);
          break;
        case 10:
          tess_tile_set_model_toggle_shield (model, index, side, NULL);
          break;
        case 11:
          tess_tile_set_model_set_role (model, index, g_rand_int_range (rand, 0, 4), NULL);
          break;
        case 12:
          tess_tile_set_model_undo (model);
          break;
        case 13:
        default:
          tess_tile_set_model_redo (model);
          break;
        }
      assert_problems_fresh (model);
    }
}

static void
test_edits_keep_problems_exact (void)
{
  g_autoptr(TessTileSetData) base = tess_tile_set_load_builtin ("base", NULL);
  g_autoptr(TessTileSetData) river = tess_tile_set_load_builtin ("river", NULL);
  g_autoptr(TessTileSetData) empty = tess_tile_set_new ("checks", "Checks");

  for (guint32 seed = 1; seed <= 3; seed++)
    {
      run_edits (base, seed, 300);
      run_edits (river, seed + 10, 300);
      run_edits (empty, seed + 20, 300);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tile-checks/edits-keep-problems-exact", test_edits_keep_problems_exact);
  return g_test_run ();
}
