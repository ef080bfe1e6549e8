/* test-tileset-model.c: the tile-set editor's model: edits, undo and redo,
 * files, and the statistics of random games
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-tileset-model"

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "tess-describe.h"
#include "tess-tile-shape.h"
#include "tess-tile-set-model.h"
#include "tess-tile-set-stats.h"
#include "tess-test-runs.h"
#include "tess-engine.h"

static char *
model_bytes (TessTileSetModel *model)
{
  return tess_tile_set_to_data (tess_tile_set_model_get_set (model), NULL);
}

/* The items mirror the set. */
static void
assert_items_match (TessTileSetModel *model)
{
  const TessTileSetData *set = tess_tile_set_model_get_set (model);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (model));

  g_assert_cmpuint (n, ==, tess_tile_set_n_tiles (set));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TessTileItem) item = g_list_model_get_item (G_LIST_MODEL (model), i);

      g_assert_cmpuint (tess_tile_item_get_index (item), ==, i);
      g_assert_cmpint (memcmp (tess_tile_item_get_def (item), tess_tile_set_tile (set, i),
                               sizeof (TessTileDef)), ==, 0);
      g_assert_cmpstr (tess_tile_item_get_id (item), ==, tess_tile_set_tile (set, i)->id);
    }
  g_assert_cmpint (tess_tile_set_model_get_n_tiles (model), ==, tess_tile_set_total_count (set));
}

enum
{
  EDIT_ADD, EDIT_DUPLICATE, EDIT_DELETE, EDIT_MOVE, EDIT_ID, EDIT_COUNT, EDIT_PAINT,
  EDIT_JOIN, EDIT_SPLIT, EDIT_SHIELD, EDIT_MONASTERY, EDIT_ROLE, EDIT_FIELD_CITY,
  EDIT_ROTATE, EDIT_SET_NAME, EDIT_INN, EDIT_CATHEDRAL, EDIT_GOODS, N_EDITS
};

static const char *edit_names[N_EDITS] = {
  "add", "duplicate", "delete", "move", "id", "count", "paint", "join", "split",
  "shield", "monastery", "role", "field-city", "rotate", "set-name", "inn", "cathedral",
  "goods",
};

/* Mostly a side of that type, so that the marks it may carry (an inn,
 * a cathedral, goods) are put on and taken off in sets with few such
 * sides (the River's): the other tries are refused, as they should be. */
static void
side_of_type (TessTileSetModel *model,
              GRand            *rand,
              TessSideType      type,
              guint            *index,
              int              *side)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (model));

  for (int k = 0; k < 64 && g_rand_int_range (rand, 0, 8) > 0; k++)
    {
      const TessTileDef *t = tess_tile_set_tile (tess_tile_set_model_get_set (model), *index);

      if (tess_tile_side (t, *side) == type)
        return;
      *index = g_rand_int_range (rand, 0, n);
      *side = g_rand_int_range (rand, 0, 4);
    }
}

/* One random edit; returns whether it was accepted. */
static gboolean
random_edit (TessTileSetModel *model,
             GRand            *rand,
             int               kind)
{
  g_autoptr(GError) error = NULL;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (model));
  guint index = n > 0 ? (guint) g_rand_int_range (rand, 0, n) : 0;
  int side = g_rand_int_range (rand, 0, 4);
  int other = g_rand_int_range (rand, 0, 4);
  gboolean ok = FALSE;
  char id[32];

  if (n == 0 && kind != EDIT_ADD && kind != EDIT_SET_NAME)
    kind = EDIT_ADD;
  switch (kind)
    {
    case EDIT_ADD:
      ok = tess_tile_set_model_add_tile (model, g_rand_int_range (rand, -1, n + 1), &error);
      break;
    case EDIT_DUPLICATE:
      ok = tess_tile_set_model_duplicate_tile (model, index, &error);
      break;
    case EDIT_DELETE:
      ok = tess_tile_set_model_delete_tile (model, index, &error);
      break;
    case EDIT_MOVE:
      ok = tess_tile_set_model_move_tile (model, index, g_rand_int_range (rand, 0, n), &error);
      break;
    case EDIT_ID:
      g_snprintf (id, sizeof id, "t%d", g_rand_int_range (rand, 0, 40));
      ok = tess_tile_set_model_set_tile_id (model, index, id, &error);
      break;
    case EDIT_COUNT:
      ok = tess_tile_set_model_set_count (model, index, g_rand_int_range (rand, 1, 9), &error);
      break;
    case EDIT_PAINT:
      ok = tess_tile_set_model_paint_side (model, index, side, g_rand_int_range (rand, 0, 4), &error);
      break;
    case EDIT_JOIN:
      /* Mostly two sides that can be joined, so that joins happen. */
      for (int k = 0; k < 64 && g_rand_int_range (rand, 0, 8) > 0; k++)
        {
          const TessTileDef *t = tess_tile_set_tile (tess_tile_set_model_get_set (model), index);

          if (tess_tile_side (t, side) != TESS_SIDE_FIELD
              && tess_tile_side (t, side) == tess_tile_side (t, other)
              && tess_tile_feature_at (t, side) != tess_tile_feature_at (t, other))
            break;
          index = g_rand_int_range (rand, 0, n);
          side = g_rand_int_range (rand, 0, 4);
          other = g_rand_int_range (rand, 0, 4);
        }
      ok = tess_tile_set_model_join_sides (model, index, side, other, &error);
      break;
    case EDIT_SPLIT:
      ok = tess_tile_set_model_split_side (model, index, side, &error);
      break;
    case EDIT_SHIELD:
      ok = tess_tile_set_model_toggle_shield (model, index, side, &error);
      break;
    case EDIT_INN:
      side_of_type (model, rand, TESS_SIDE_ROAD, &index, &side);
      ok = tess_tile_set_model_toggle_inn (model, index, side, &error);
      break;
    case EDIT_CATHEDRAL:
      side_of_type (model, rand, TESS_SIDE_CITY, &index, &side);
      ok = tess_tile_set_model_toggle_cathedral (model, index, side, &error);
      break;
    case EDIT_GOODS:
      side_of_type (model, rand, TESS_SIDE_CITY, &index, &side);
      ok = tess_tile_set_model_set_goods (model, index, side, g_rand_int_range (rand, 0, TESS_N_GOODS),
                                          &error);
      break;
    case EDIT_MONASTERY:
      ok = tess_tile_set_model_set_monastery (model, index, g_rand_boolean (rand), &error);
      break;
    case EDIT_ROLE:
      ok = tess_tile_set_model_set_role (model, index, g_rand_int_range (rand, 0, 4), &error);
      break;
    case EDIT_FIELD_CITY:
      {
        const TessTileSetData *set = tess_tile_set_model_get_set (model);
        const TessTileDef *t = tess_tile_set_tile (set, index);
        int half = g_rand_int_range (rand, 4, 12);
        gboolean borders = g_rand_boolean (rand);

        /* Mostly a city side and a field's half port, and a change. */
        for (int k = 0; k < 64 && g_rand_int_range (rand, 0, 8) > 0; k++)
          {
            int field = tess_tile_feature_at (t, half);

            if (tess_tile_side (t, side) == TESS_SIDE_CITY && field >= 0)
              {
                borders = !(t->features[field].cities & (1u << tess_tile_feature_at (t, side)));
                break;
              }
            index = g_rand_int_range (rand, 0, n);
            t = tess_tile_set_tile (set, index);
            side = g_rand_int_range (rand, 0, 4);
            half = g_rand_int_range (rand, 4, 12);
          }
        ok = tess_tile_set_model_set_field_city (model, index, half, side, borders, &error);
      }
      break;
    case EDIT_ROTATE:
      ok = tess_tile_set_model_rotate_tile (model, index, g_rand_int_range (rand, 1, 4), &error);
      break;
    case EDIT_SET_NAME:
      g_snprintf (id, sizeof id, "Set %d", g_rand_int_range (rand, 0, 5));
      ok = tess_tile_set_model_set_set_name (model, id, &error);
      break;
    default:
      g_assert_not_reached ();
    }
  if (ok)
    g_assert_no_error (error);
  else
    g_assert_nonnull (error);
  return ok;
}

/* Random edits; then undo all the way back, and redo all the way forward:
 * each step gives back the very bytes of the set at that point. */
static void
run_random_edits (const TessTileSetData *start,
                  guint32                seed,
                  guint                  n_edits,
                  gboolean               every_kind)
{
  g_autoptr(TessTileSetModel) model = tess_tile_set_model_new_for_set (start);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
  guint recorded[N_EDITS] = { 0 };

  g_ptr_array_add (states, model_bytes (model));
  for (guint i = 0; i < n_edits; i++)
    {
      int kind = g_rand_int_range (rand, 0, N_EDITS);
      g_autofree char *before = model_bytes (model);
      gboolean could_undo = tess_tile_set_model_get_can_undo (model);
      g_autofree char *after = NULL;

      if (!random_edit (model, rand, kind))
        {
          after = model_bytes (model);
          g_assert_cmpstr (before, ==, after);
          continue;
        }
      after = model_bytes (model);
      if (strcmp (before, after) == 0)
        continue;   /* changed nothing: nothing recorded */
      g_assert_true (tess_tile_set_model_get_can_undo (model));
      g_assert_false (tess_tile_set_model_get_can_redo (model));
      g_assert_true (could_undo || states->len == 1);
      g_ptr_array_add (states, g_steal_pointer (&after));
      recorded[kind]++;
      assert_items_match (model);
    }

  for (guint i = states->len - 1; i > 0; i--)
    {
      g_autofree char *now = NULL;

      g_assert_true (tess_tile_set_model_undo (model));
      now = model_bytes (model);
      g_assert_cmpstr (now, ==, g_ptr_array_index (states, i - 1));
      assert_items_match (model);
    }
  g_assert_false (tess_tile_set_model_undo (model));
  g_assert_false (tess_tile_set_model_get_can_undo (model));
  g_assert_false (tess_tile_set_model_get_modified (model));
  for (guint i = 1; i < states->len; i++)
    {
      g_autofree char *now = NULL;

      g_assert_true (tess_tile_set_model_redo (model));
      now = model_bytes (model);
      g_assert_cmpstr (now, ==, g_ptr_array_index (states, i));
    }
  g_assert_false (tess_tile_set_model_redo (model));
  assert_items_match (model);

  /* Every kind of edit was recorded at least once. */
  for (int k = 0; k < N_EDITS; k++)
    {
      g_test_message ("%s: %u", edit_names[k], recorded[k]);
      if (every_kind)
        g_assert_cmpuint (recorded[k], >, 0);
    }
}

static void
test_random_edits (void)
{
  g_autoptr(TessTileSetData) base = tess_tile_set_load_builtin ("base", NULL);
  g_autoptr(TessTileSetData) river = tess_tile_set_load_builtin ("river", NULL);

  g_autoptr(TessTileSetData) empty = tess_tile_set_new ("random", "Random");

  /* Fewer seeds in the sanitizer build; each run long enough for every
   * kind of edit. */
  for (guint32 seed = 1; seed <= tess_test_runs (4); seed++)
    {
      run_random_edits (base, seed, 600, TRUE);
      run_random_edits (river, seed + 100, 600, TRUE);
      /* A set grown at random from nothing. */
      run_random_edits (empty, seed + 200, 600, FALSE);
    }
}

/* ------------------------------------------------------------ each edit */

static void
count_changed (guint *n_changed)
{
  (*n_changed)++;
}

/* An edit, an undo and a redo are each one ::changed; a refused edit none. */
static void
test_changed_signal (void)
{
  g_autoptr(TessTileSetModel) model = tess_tile_set_model_new ("mine", "Mine");
  g_autoptr(GError) error = NULL;
  guint n_changed = 0;

  g_signal_connect_swapped (model, "changed", G_CALLBACK (count_changed), &n_changed);
  g_assert_true (tess_tile_set_model_add_tile (model, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_changed, ==, 1);
  g_assert_true (tess_tile_set_model_set_tile_id (model, 0, "corner", &error));
  g_assert_cmpuint (n_changed, ==, 2);
  g_assert_false (tess_tile_set_model_set_count (model, 0, 0, &error));
  g_clear_error (&error);
  g_assert_cmpuint (n_changed, ==, 2);
  g_assert_true (tess_tile_set_model_undo (model));
  g_assert_cmpuint (n_changed, ==, 3);
  g_assert_true (tess_tile_set_model_redo (model));
  g_assert_cmpuint (n_changed, ==, 4);
}

static void
test_build_tiles (void)
{
  g_autoptr(TessTileSetModel) model = tess_tile_set_model_new ("mine", "Mine");
  g_autoptr(GError) error = NULL;
  const TessTileSetData *set = tess_tile_set_model_get_set (model);
  const TessTileDef *t;
  TessProblemList *problems = tess_tile_set_model_get_problems (model);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 0);
  g_assert_false (tess_tile_set_model_get_modified (model));

  /* A city over two sides, with a shield, a road around it. */
  g_assert_true (tess_tile_set_model_add_tile (model, -1, &error));
  g_assert_true (tess_tile_set_model_set_tile_id (model, 0, "corner", &error));
  g_assert_true (tess_tile_set_model_paint_side (model, 0, 0, TESS_SIDE_CITY, &error));
  g_assert_true (tess_tile_set_model_paint_side (model, 0, 3, TESS_SIDE_CITY, &error));
  g_assert_true (tess_tile_set_model_join_sides (model, 0, 0, 3, &error));
  g_assert_true (tess_tile_set_model_toggle_shield (model, 0, 3, &error));
  g_assert_true (tess_tile_set_model_paint_side (model, 0, 1, TESS_SIDE_ROAD, &error));
  g_assert_true (tess_tile_set_model_paint_side (model, 0, 2, TESS_SIDE_ROAD, &error));
  g_assert_true (tess_tile_set_model_join_sides (model, 0, 1, 2, &error));
  g_assert_true (tess_tile_set_model_set_count (model, 0, 3, &error));
  g_assert_true (tess_tile_set_model_set_role (model, 0, TESS_TILE_ROLE_START, &error));
  g_assert_no_error (error);

  /* That is base tile O. */
  {
    g_autoptr(TessTileSetData) base = tess_tile_set_load_builtin ("base", NULL);
    g_autofree char *mine = NULL;
    g_autofree char *o = NULL;
    TessTileDef want = *tess_tile_set_tile (base, tess_tile_set_find_tile (base, "O"));

    t = tess_tile_set_tile (set, 0);
    g_assert_cmpint (t->count, ==, 3);
    g_assert_cmpstr (set->start, ==, "corner");
    mine = tess_describe_tile (t, 0);
    o = tess_describe_tile (&want, 0);
    g_assert_cmpstr (mine, ==, o);
    g_assert_cmpstr (mine, ==,
                     "City on the north and west sides with a shield. Road from east to south. "
                     "Field on the east and south sides. Field in the south-east corner.");
    /* What the words leave out: the field outside the road borders the
     * city, the one inside does not. */
    {
      int city = tess_tile_feature_at (t, TESS_PORT_N);
      int road = tess_tile_feature_at (t, TESS_PORT_E);
      int outside = tess_tile_feature_at (t, TESS_PORT_ENE);
      int inside = tess_tile_feature_at (t, TESS_PORT_ESE);

      g_assert_cmpint (t->n_features, ==, 4);
      g_assert_cmpint (tess_tile_feature_at (t, TESS_PORT_W), ==, city);
      g_assert_true (t->features[city].shield);
      g_assert_cmpint (tess_tile_feature_at (t, TESS_PORT_S), ==, road);
      g_assert_cmpint (t->features[road].type, ==, TESS_FEATURE_ROAD);
      g_assert_cmpint (tess_tile_feature_at (t, TESS_PORT_SSW), ==, outside);
      g_assert_cmpint (tess_tile_feature_at (t, TESS_PORT_SSE), ==, inside);
      g_assert_cmpuint (t->features[outside].cities, ==, 1u << city);
      g_assert_cmpuint (t->features[inside].cities, ==, 0);
    }
  }
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (problems)), ==, 0);

  /* Splitting the city gives two cities, and fields border both. */
  g_assert_true (tess_tile_set_model_split_side (model, 0, 3, &error));
  t = tess_tile_set_tile (set, 0);
  g_assert_cmpint (tess_tile_side (t, 3), ==, TESS_SIDE_CITY);
  g_assert_cmpint (tess_tile_feature_at (t, TESS_PORT_N), !=, tess_tile_feature_at (t, TESS_PORT_W));

  /* A monastery, then a second tile: a copy that is renamed. */
  g_assert_true (tess_tile_set_model_set_monastery (model, 0, TRUE, &error));
  g_assert_true (tess_tile_set_model_duplicate_tile (model, 0, &error));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 2);
  g_assert_cmpstr (tess_tile_set_tile (set, 1)->id, ==, "corner-2");
  g_assert_true (tess_tile_set_model_move_tile (model, 1, 0, &error));
  g_assert_cmpstr (tess_tile_set_tile (set, 0)->id, ==, "corner-2");
  /* Renaming the start tile moves the start key along. */
  g_assert_true (tess_tile_set_model_set_tile_id (model, 1, "first", &error));
  g_assert_cmpstr (set->start, ==, "first");
  /* Deleting it leaves the set without a start. */
  g_assert_true (tess_tile_set_model_delete_tile (model, 1, &error));
  g_assert_null (set->start);
  g_assert_true (tess_tile_set_model_undo (model));
  g_assert_cmpstr (set->start, ==, "first");
  g_assert_no_error (error);
  g_assert_true (tess_tile_set_model_get_modified (model));

  /* Refusals change nothing and say why. */
  g_assert_false (tess_tile_set_model_set_count (model, 0, 0, &error));
  g_assert_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_FULL);
  g_clear_error (&error);
  g_assert_false (tess_tile_set_model_set_count (model, 7, 2, &error));
  g_assert_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tess_tile_set_model_join_sides (model, 0, 0, 1, &error));
  g_assert_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tess_tile_set_model_set_tile_id (model, 0, "", &error));
  g_assert_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_ID);
  g_clear_error (&error);
}

static void
test_field_city (void)
{
  g_autoptr(TessTileSetData) base = tess_tile_set_load_builtin ("base", NULL);
  g_autoptr(TessTileSetModel) model = tess_tile_set_model_new_for_set (base);
  g_autoptr(GError) error = NULL;
  guint e = tess_tile_set_find_tile (base, "E");
  TessProblemList *problems = tess_tile_set_model_get_problems (model);
  g_autoptr(GPtrArray) of_e = NULL;

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (problems)), ==, 0);
  g_assert_true (tess_tile_set_model_set_field_city (model, e, TESS_PORT_SSE, 0, FALSE, &error));
  g_assert_no_error (error);
  of_e = tess_tile_set_model_tile_problems (model, e);
  g_assert_cmpuint (of_e->len, ==, 1);
  g_assert_cmpint (tess_tile_set_problem_get_kind (of_e->pdata[0]), ==,
                   TESS_PROBLEM_FIELD_MISSES_CITY);
  g_assert_cmpuint (tess_problem_list_get_n_warnings (problems), ==, 1);
  g_assert_true (tess_tile_set_model_undo (model));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (problems)), ==, 0);
}

/* ------------------------------------------------------------ notifications */

typedef struct
{
  guint can_undo, can_redo, modified, items;
} Counts;

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           Counts     *counts)
{
  if (g_str_equal (pspec->name, "can-undo"))
    counts->can_undo++;
  else if (g_str_equal (pspec->name, "can-redo"))
    counts->can_redo++;
  else if (g_str_equal (pspec->name, "modified"))
    counts->modified++;
}

static void
on_items (GListModel *model,
          guint       position,
          guint       removed,
          guint       added,
          Counts     *counts)
{
  counts->items++;
}

static void
test_save_reload (void)
{
  g_autoptr(TessTileSetData) river = tess_tile_set_load_builtin ("river", NULL);
  g_autoptr(TessTileSetModel) model = tess_tile_set_model_new_for_set (river);
  g_autoptr(TessTileSetModel) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tessera-model-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "mine.tileset.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *bytes = NULL;
  g_autofree char *bytes_again = NULL;
  Counts counts = { 0 };

  g_assert_no_error (error);
  g_signal_connect (model, "notify", G_CALLBACK (on_notify), &counts);
  g_signal_connect (model, "items-changed", G_CALLBACK (on_items), &counts);
  g_assert_null (tess_tile_set_model_get_file (model));

  g_assert_true (tess_tile_set_model_paint_side (model, 2, 0, TESS_SIDE_ROAD, &error));
  g_assert_true (tess_tile_set_model_add_tile (model, 0, &error));
  g_assert_cmpuint (counts.items, ==, 1);
  g_assert_cmpuint (counts.can_undo, ==, 1);
  g_assert_cmpuint (counts.modified, ==, 1);
  g_assert_true (tess_tile_set_model_get_modified (model));

  g_assert_true (tess_tile_set_model_save (model, file, &error));
  g_assert_no_error (error);
  g_assert_false (tess_tile_set_model_get_modified (model));
  g_assert_cmpuint (counts.modified, ==, 2);
  g_assert_true (g_file_equal (tess_tile_set_model_get_file (model), file));

  /* Undo past the save: modified; redo back to it: not. */
  g_assert_true (tess_tile_set_model_undo (model));
  g_assert_true (tess_tile_set_model_get_modified (model));
  g_assert_cmpuint (counts.can_redo, ==, 1);
  g_assert_true (tess_tile_set_model_redo (model));
  g_assert_false (tess_tile_set_model_get_modified (model));

  again = tess_tile_set_model_new_for_file (file, &error);
  g_assert_no_error (error);
  bytes = model_bytes (model);
  bytes_again = model_bytes (again);
  g_assert_cmpstr (bytes, ==, bytes_again);
  g_assert_false (tess_tile_set_model_get_modified (again));
  g_assert_false (tess_tile_set_model_get_can_undo (again));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, tess_tile_set_n_tiles (river) + 1);

  /* Undo to before the save, then a new edit: the saved state is gone. */
  g_assert_true (tess_tile_set_model_undo (model));
  g_assert_true (tess_tile_set_model_set_count (model, 1, 4, &error));
  g_assert_true (tess_tile_set_model_get_modified (model));
  g_assert_true (tess_tile_set_model_undo (model));
  g_assert_true (tess_tile_set_model_get_modified (model));

  /* A file that is not a tile set. */
  {
    g_autofree char *bad_path = g_build_filename (dir, "bad.tileset.json", NULL);
    g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
    g_autoptr(TessTileSetModel) none = NULL;

    g_assert_true (g_file_set_contents (bad_path, "{ \"format\": \"tessera-game\" }", -1, NULL));
    none = tess_tile_set_model_new_for_file (bad, &error);
    g_assert_null (none);
    g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_FORMAT);
    g_clear_error (&error);
    g_unlink (bad_path);
  }

  g_unlink (path);
  g_rmdir (dir);
}

/* ------------------------------------------------------------ statistics */

static void
test_stats (void)
{
  g_autoptr(TessTileSetData) base = tess_tile_set_load_builtin ("base", NULL);
  g_autoptr(TessTileSetData) river = tess_tile_set_load_builtin ("river", NULL);
  g_autoptr(GError) error = NULL;
  TessTileSetStats stats, again, with_base;

  g_assert_true (tess_tile_set_stats_compute (base, FALSE, 40, 7, NULL, &stats, &error));
  g_assert_no_error (error);
  g_assert_cmpint (stats.games, ==, 40);
  /* Every tile but the start is drawn, some maybe more than once. */
  g_assert_cmpint (stats.draws, >=, 40 * 71);
  g_assert_cmpfloat (tess_tile_set_stats_unplaceable_share (&stats), <, 0.05);
  for (int k = TESS_FEATURE_ROAD; k <= TESS_FEATURE_MONASTERY; k++)
    {
      if (k == TESS_FEATURE_FIELD)
        continue;
      g_assert_cmpint (stats.started[k], >, 0);
      g_assert_cmpint (stats.completed[k], >, 0);
      g_assert_cmpint (stats.completed[k], <, stats.started[k]);
      g_assert_cmpfloat (tess_tile_set_stats_points_per_game (&stats, k), >, 0.0);
    }
  /* A monastery is 9 when completed, less when not: never more. */
  g_assert_cmpfloat (tess_tile_set_stats_points_per_scoring (&stats, TESS_FEATURE_MONASTERY), <=, 9.0);
  g_assert_cmpfloat (tess_tile_set_stats_points_per_scoring (&stats, TESS_FEATURE_MONASTERY), >, 1.0);
  /* Six monasteries a base game (A twice, B four times), unless discarded. */
  g_assert_cmpint (stats.started[TESS_FEATURE_MONASTERY], <=, 40 * 6);
  g_assert_cmpint (stats.started[TESS_FEATURE_MONASTERY], >, 40 * 5);

  /* Same seed, same figures. */
  g_assert_true (tess_tile_set_stats_compute (base, FALSE, 40, 7, NULL, &again, &error));
  again.seconds = stats.seconds;
  g_assert_cmpint (memcmp (&stats, &again, sizeof stats), ==, 0);

  /* The River with the base game; alone, it has no start for the base. */
  g_assert_true (tess_tile_set_stats_compute (river, TRUE, 10, 1, NULL, &with_base, &error));
  g_assert_no_error (error);
  g_assert_cmpint (with_base.draws, >=, 10 * (71 + 11));
}

typedef struct
{
  GError  *error;
  gboolean done;
  int      games;
} AsyncRun;

static void
on_stats_done (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  AsyncRun *run = user_data;
  TessTileSetStats stats;

  if (tess_tile_set_stats_finish (result, &stats, &run->error))
    run->games = stats.games;
  run->done = TRUE;
  g_main_context_wakeup (NULL);
}

static void
test_stats_async (void)
{
  g_autoptr(TessTileSetData) base = tess_tile_set_load_builtin ("base", NULL);
  g_autoptr(TessTileSetModel) model = tess_tile_set_model_new_for_set (base);
  g_autoptr(GCancellable) cancelled = g_cancellable_new ();
  AsyncRun run = { NULL, FALSE, 0 }, cancel_run = { NULL, FALSE, 0 };

  tess_tile_set_stats_async (tess_tile_set_model_get_set (model), FALSE, 20, 3, NULL,
                            on_stats_done, &run);
  /* The model may change while the games run: they use a copy. */
  g_assert_true (tess_tile_set_model_delete_tile (model, 0, NULL));
  g_cancellable_cancel (cancelled);
  tess_tile_set_stats_async (base, FALSE, 20, 3, cancelled, on_stats_done, &cancel_run);
  while (!run.done || !cancel_run.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (run.error);
  g_assert_cmpint (run.games, ==, 20);
  g_assert_error (cancel_run.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&cancel_run.error);
}

/* Every field of every tile borders exactly the cities it touches. */
static void
assert_fields_border_touched_cities (TessTileSetModel *model,
                                     const char       *after)
{
  const TessTileSetData *set = tess_tile_set_model_get_set (model);

  for (guint i = 0; i < tess_tile_set_n_tiles (set); i++)
    {
      const TessTileDef *t = tess_tile_set_tile (set, i);

      for (int f = 0; f < t->n_features; f++)
        {
          guint16 touched = 0;

          if (t->features[f].type != TESS_FEATURE_FIELD)
            continue;
          for (int c = 0; c < t->n_features; c++)
            if (t->features[c].type == TESS_FEATURE_CITY && tess_tile_field_touches_city (t, f, c))
              touched |= (guint16) (1u << c);
          if (t->features[f].cities != touched)
            {
              g_autofree char *text = tess_describe_tile (t, 0);

              g_error ("after %s, tile %u: %s: field %d borders 0x%x, touches 0x%x", after, i,
                       text, f, t->features[f].cities, touched);
            }
        }
    }
}

/* A city split or joined is another feature: the fields' cities follow
 * the sides after every edit (the designer's own field-city edit aside). */
static void
test_field_borders (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (g_test_rand_int ());
  g_autoptr(TessTileSetModel) model = tess_tile_set_model_new ("fields", "Fields");
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) problems = NULL;

  /* The case: a city joined north to south, split at the north. */
  g_assert_true (tess_tile_set_model_add_tile (model, -1, &error));
  g_assert_true (tess_tile_set_model_paint_side (model, 0, 0, TESS_SIDE_CITY, &error));
  g_assert_true (tess_tile_set_model_paint_side (model, 0, 2, TESS_SIDE_CITY, &error));
  g_assert_true (tess_tile_set_model_join_sides (model, 0, 0, 2, &error));
  assert_fields_border_touched_cities (model, "the join");
  g_assert_true (tess_tile_set_model_split_side (model, 0, 0, &error));
  g_assert_no_error (error);
  assert_fields_border_touched_cities (model, "the split");
  problems = tess_tile_set_model_tile_problems (model, 0);
  for (guint i = 0; i < problems->len; i++)
    g_assert_cmpint (tess_tile_set_problem_get_kind (g_ptr_array_index (problems, i)), !=,
                     TESS_PROBLEM_FIELD_FAR_CITY);

  for (int step = 0; step < 3000; step++)
    {
      int kind = g_rand_int_range (rand, 0, N_EDITS);

      if (kind == EDIT_FIELD_CITY)
        continue;
      random_edit (model, rand, kind);
      assert_fields_border_touched_cities (model, edit_names[kind]);
      if (g_rand_int_range (rand, 0, 10) == 0)
        {
          tess_tile_set_model_undo (model);
          assert_fields_border_touched_cities (model, "undo");
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tileset-model/random-edits-undo", test_random_edits);
  g_test_add_func ("/tileset-model/build-tiles", test_build_tiles);
  g_test_add_func ("/tileset-model/changed-signal", test_changed_signal);
  g_test_add_func ("/tileset-model/field-city", test_field_city);
  g_test_add_func ("/tileset-model/field-borders", test_field_borders);
  g_test_add_func ("/tileset-model/save-reload", test_save_reload);
  g_test_add_func ("/tileset-model/stats", test_stats);
  g_test_add_func ("/tileset-model/stats-async", test_stats_async);

  return g_test_run ();
}
