/* fuzz-tileset.c: libFuzzer target for the tile-set reader
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whatever the input, reading must not crash, leak or trip a sanitizer;
 * a set that loads must save and load back to the same set, and make a
 * game definition or a clear refusal. See README.md for long runs.
 */

#define G_LOG_DOMAIN "fuzz-tileset"

#include "config.h"

#include <stdint.h>
#include <stdlib.h>

#include "tess-json-private.h"
#include "tess-tile-shape.h"
#include "tess-tile-set-model.h"
#include "tess-tile-set.h"
#include "tess-engine.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* The editor's checks and commands on whatever the reader made: never a
 * crash; a set the loader takes has no error in them but the designer's
 * (crossings, fields and cities, the river...); an edit and its undo give
 * back the same bytes. */
static void
check_design (const TessTileSetData *set,
              gboolean               loads)
{
  g_autoptr(GPtrArray) found = tess_tile_set_find_problems (set);
  g_autoptr(TessTileSetModel) model = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  for (guint i = 0; i < found->len; i++)
    {
      TessTileSetProblem *p = g_ptr_array_index (found, i);
      g_autofree char *text = tess_tile_set_problem_to_string (p);

      g_assert_true (g_utf8_validate (text, -1, NULL));
      if (loads)
        g_assert_true (tess_tile_set_problem_get_kind (p) != TESS_PROBLEM_STRUCTURE);
    }
  for (guint i = 0; i < tess_tile_set_n_tiles (set); i++)
    {
      TessTileDef tile = *tess_tile_set_tile (set, i);
      TessTileShape shape;

      tess_tile_shape (&tile, &shape);
      tess_tile_derive_fields (&tile);
    }

  model = tess_tile_set_model_new_for_set (set);
  before = tess_tile_set_to_data (tess_tile_set_model_get_set (model), NULL);
  for (guint i = 0; i < tess_tile_set_n_tiles (set) && i < 4; i++)
    {
      (void) tess_tile_set_model_paint_side (model, i, i % 4, (i * 7) % 4, NULL);
      (void) tess_tile_set_model_join_sides (model, i, 0, 2, NULL);
      (void) tess_tile_set_model_set_monastery (model, i, TRUE, NULL);
      (void) tess_tile_set_model_duplicate_tile (model, i, NULL);
    }
  while (tess_tile_set_model_undo (model))
    ;
  after = tess_tile_set_to_data (tess_tile_set_model_get_set (model), NULL);
  g_assert_cmpstr (before, ==, after);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = NULL;
  g_autoptr(JsonNode) root = NULL;

  if (size > 256 * 1024)
    return 0;

  set = tess_tile_set_load_data ((const char *) data, size, "fuzz", &error);
  if (set != NULL)
    {
      g_autofree char *text = NULL;
      g_autoptr(TessTileSetData) again = NULL;
      g_autoptr(GError) again_error = NULL;
      TessTileSet engine;
      TessRules rules;
      TessDef *def;
      char err[256];

      g_assert_no_error (error);
      text = tess_tile_set_to_data (set, NULL);
      again = tess_tile_set_load_data (text, -1, "saved", &again_error);
      g_assert_no_error (again_error);
      if (!tess_tile_set_equal (set, again))
        g_error ("a saved tile set reads back differently:\n%s", text);

      tess_tile_set_as_engine (set, &engine);
      for (int i = 0; i < engine.n_tiles; i++)
        {
          g_assert_true (tess_tile_validate (&engine.tiles[i], err, sizeof err));
          for (int s = 0; s < 4; s++)
            (void) tess_tile_side (&engine.tiles[i], s);
        }
      tess_rules_init_default (&rules);
      rules.river = tess_tile_set_has_river (set);
      def = tess_def_new (&engine, 1, &rules, 2, err, sizeof err);
      if (def != NULL)
        tess_def_free (def);
    }
  else
    g_assert_nonnull (error);

  /* The validator's path: every problem collected, never a crash; a set
   * the loader takes has no problem. */
  root = tess_json_parse ((const char *) data, size, "fuzz", NULL);
  if (root != NULL)
    {
      g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(TessTileSetData) checked = NULL;

      checked = tess_tile_set_from_json (root, "fuzz", problems, NULL);
      /* Written back without an edit, it is the same JSON: nothing the
       * file said is dropped or changed (DESIGN.md section 4). */
      if (checked != NULL)
        {
          g_autoptr(JsonNode) written = tess_tile_set_to_json (checked);

          if (!json_node_equal (root, written))
            g_error ("a tile set written back without an edit differs:\n%s",
                     json_to_string (written, TRUE));
        }
      if (set != NULL)
        g_assert_true (checked != NULL && problems->len == 0);
      else
        g_assert_true (problems->len > 0);
      if (checked != NULL)
        check_design (checked, set != NULL);
    }
  return 0;
}
