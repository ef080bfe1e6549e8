/* test-house-ai.c: the computer players under the house rules
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every level plays whole games under each house rule (and all of them
 * together), and every move it chooses must be legal as the engine checks
 * it before playing: the tile from the hand, the placement on the table,
 * the follower allowed. A discard is chosen only when no tile of the hand
 * fits anywhere. Under hole_bonus the medium level takes a hole that is
 * worth as much as another cell, and the hint says so.
 */

#define G_LOG_DOMAIN "test-house-ai"

#include "config.h"

#include <string.h>

#include "tess-ai.h"
#include "tess-ai-player.h"
#include "tess-replay.h"
#include "tess-rules.h"

static const char *variants[] = {
  "first_player=random",
  "first_player=most_roads",
  "draw_early=true",
  "hole_bonus=true",
  "table=7x6",
  "table=7x6 table_edges_complete=true",
  "first_player=most_roads draw_early=true hole_bonus=true table=9x8 table_edges_complete=true",
};

static TessDef *
new_def (const char         *rules_text,
         int                 n_players,
         TessTileSetData   **base_out)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) pairs = g_strsplit (rules_text, " ", -1);
  TessTileSetData *base = tess_tile_set_load_builtin ("base", &error);
  TessTileSet set;
  TessRules rules;
  char err[256];
  TessDef *def;

  g_assert_no_error (error);
  tess_rules_init_default (&rules);
  for (guint i = 0; pairs[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (pairs[i], "=", 2);

      g_assert_true (tess_rules_set (&rules, kv[0], kv[1], &error));
      g_assert_no_error (error);
    }
  tess_tile_set_as_engine (base, &set);
  def = tess_def_new (&set, 1, &rules, n_players, err, sizeof err);
  g_assert_nonnull (def);
  *base_out = base;
  return def;
}

static gboolean
in_hand (const TessState *st,
         int              type)
{
  for (int i = 0; i < tess_state_hand_size (st); i++)
    if (tess_state_hand_tile (st, i) == type)
      return TRUE;
  return FALSE;
}

static void
play_game (const TessDef *def,
           TessAiLevel    level,
           guint64        seed)
{
  TessState *st = tess_state_new (def);
  TessAi *ai = tess_ai_new (def, level, seed);
  int moves = 0;

  tess_ai_set_budget (ai, 50, 24);
  tess_state_init (st, def, true, seed);
  while (!tess_state_is_over (st))
    {
      TessMove m;

      if (tess_ai_choose (ai, st, &m, NULL))
        {
          g_assert_true (in_hand (st, m.tile));
          g_assert_cmpint (tess_state_check_placement (st, m.tile, m.x, m.y, m.rot), ==, TESS_OK);
          g_assert_true (tess_def_on_table (def, m.x, m.y));
          if (m.feature >= 0)
            g_assert_cmpint (tess_state_check_follower (st, m.tile, m.x, m.y, m.rot, m.feature),
                             ==, TESS_OK);
          g_assert_cmpint (tess_state_play (st, &m, NULL, NULL), ==, TESS_OK);
        }
      else
        {
          for (int i = 0; i < tess_state_hand_size (st); i++)
            g_assert_false (tess_state_can_place (st, tess_state_hand_tile (st, i)));
          g_assert_cmpint (tess_state_discard (st, m.tile), ==, TESS_OK);
        }
      moves++;
    }
  g_assert_cmpint (moves, >, 0);
  tess_ai_free (ai);
  tess_state_free (st);
}

static void
test_levels (gconstpointer data)
{
  const char *rules_text = data;
  TessTileSetData *base = NULL;
  TessDef *def = new_def (rules_text, 3, &base);

  for (TessAiLevel level = TESS_AI_RANDOM; level < TESS_N_AI_LEVELS; level++)
    /* hard is slow: one game; the others a few */
    for (guint64 seed = 1; seed <= (level == TESS_AI_HARD ? 1u : 3u); seed++)
      play_game (def, level, seed + 10 * (guint64) level);
  tess_def_free (def);
  tess_tile_set_unref (base);
}

/* A hole next to nothing else of value: the medium level fills it and
 * plays again, and the hint says so. */
static void
test_hole_hint (void)
{
  g_autoptr(GError) error = NULL;
  const char *text =
    "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],"
    " \"rules\": { \"hole_bonus\": true },"
    " \"players\": [ { \"name\": \"A\", \"color\": \"red\" }, { \"name\": \"B\", \"color\": \"blue\" } ],"
    " \"moves\": ["
    "  { \"tile\": \"U\", \"x\": 1, \"y\": 0, \"rotation\": 0 },"
    "  { \"tile\": \"E\", \"x\": 1, \"y\": 1, \"rotation\": 90 },"
    "  { \"tile\": \"E\", \"x\": 1, \"y\": 2, \"rotation\": 90 },"
    "  { \"tile\": \"E\", \"x\": 0, \"y\": 2, \"rotation\": 180 },"
    "  { \"tile\": \"E\", \"x\": -1, \"y\": 2, \"rotation\": 180 },"
    "  { \"tile\": \"E\", \"x\": -1, \"y\": 1, \"rotation\": 270 } ] }";
  g_autoptr(TessRecord) record = tess_record_load_data (text, -1, "hole", &error);
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessState) st = NULL;
  const TessDef *def;
  TessAi *ai;
  TessMove m;
  TessAiReason reason;
  TessAiChoice choice = { 0 };
  g_autofree char *line = NULL;

  g_assert_no_error (error);
  replay = tess_replay_new (record, &error);
  g_assert_no_error (error);
  def = tess_replay_get_def (replay);
  st = tess_replay_new_state (replay);
  g_assert_true (tess_replay_play (replay, -1, st, NULL, NULL, &error));
  /* Player A draws B, the monastery: it fits the hole (0, 1) and many
   * other cells. */
  g_assert_cmpint (tess_state_draw_named (st, tess_def_find_type (def, "B")), ==, TESS_OK);
  ai = tess_ai_new (def, TESS_AI_MEDIUM, 1);
  g_assert_true (tess_ai_choose (ai, st, &m, NULL));
  g_assert_cmpint (m.x, ==, 0);
  g_assert_cmpint (m.y, ==, 1);
  tess_ai_explain (ai, st, &m, &reason);
  g_assert_true (reason.extra_turn);

  choice.feature = -1;
  choice.completes = -1;
  choice.follower_on = -1;
  choice.extends = -1;
  choice.extra_turn = reason.extra_turn;
  line = tess_ai_choice_describe (&choice);
  g_assert_true (g_str_has_prefix (line, "Fills a hole"));
  tess_ai_free (ai);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      g_autofree char *path = g_strdup_printf ("/house-ai/legal/%u", i);

      g_test_add_data_func (path, variants[i], test_levels);
    }
  g_test_add_func ("/house-ai/hole-hint", test_hole_hint);
  return g_test_run ();
}
