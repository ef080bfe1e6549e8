/* test-figures.c: the figures of a player's supply, by kind
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * DESIGN.md §8: a supply holds followers and, when a rule switches them
 * on, one big follower, builder and pig; a placed figure has a kind and
 * majority counts its weight (follower 1, big 2, builder and pig 0).
 */

#include <glib.h>
#include <string.h>

#include "engine-test-tiles.h"

/* Plays a move with a figure of a kind (tile drawn by name first). */
static TessError
play_figure (TessState *st,
             int        type,
             int        x,
             int        y,
             int        rot,
             int        feature,
             TessFigure kind)
{
  TessMove move = { .tile = (uint16_t) type, .x = (int16_t) x, .y = (int16_t) y,
                    .rot = (uint8_t) rot, .feature = (int8_t) feature, .figure = (uint8_t) kind };
  TessError err = tess_state_draw_named (st, type);

  g_assert_cmpint (err, ==, TESS_OK);
  return tess_state_play (st, &move, NULL, NULL);
}

/* Ana's figure of @kind on a road, Bea's follower on another; then the
 * two roads are joined. Returns who holds the joined road. */
static uint8_t
joined_road_owners (TessFigure kind,
                    TessRules *rules)
{
  TessDef *def = test_def_new (2, rules);
  TessState *st = tess_state_new (def);
  TessFeatureInfo info;
  uint8_t owners;

  tess_state_init (st, def, false, 0);
  /* Ana: a straight east of the start, her figure on its road. */
  g_assert_cmpint (play_figure (st, TT_STRAIGHT, 1, 0, 0, 0, kind), ==, TESS_OK);
  /* Bea: a straight below it, a road of its own, her follower on it. */
  g_assert_cmpint (play_figure (st, TT_STRAIGHT, 1, 1, 0, 0, TESS_FIGURE_FOLLOWER), ==, TESS_OK);
  /* The two roads meet through two curves. */
  g_assert_cmpint (play_figure (st, TT_CURVE, 2, 0, 0, -1, TESS_FIGURE_FOLLOWER), ==, TESS_OK);
  g_assert_cmpint (play_figure (st, TT_CURVE, 2, 1, 1, -1, TESS_FIGURE_FOLLOWER), ==, TESS_OK);

  g_assert_true (tess_state_feature_info (st, 1, 0, &info));
  g_assert_cmpint (info.type, ==, TESS_FEATURE_ROAD);
  g_assert_cmpint (info.tiles, ==, 5);
  owners = info.owners;
  tess_state_free (st);
  tess_def_free (def);
  return owners;
}

/* A big follower counts 2: it outvotes one follower, where a follower ties. */
static void
test_big_majority (void)
{
  TessRules rules;

  tess_rules_init_default (&rules);
  g_assert_cmpuint (joined_road_owners (TESS_FIGURE_FOLLOWER, &rules), ==, 0x3);
  rules.big_follower = 1;
  g_assert_cmpuint (joined_road_owners (TESS_FIGURE_BIG, &rules), ==, 0x1);
}

/* The supply: followers, and the other kinds only when a rule says so;
 * a kind the player has none of is refused, with nothing changed. */
static void
test_supply (void)
{
  TessRules rules;
  TessDef *def;
  TessState *st, *before;

  tess_rules_init_default (&rules);
  def = test_def_new (2, &rules);
  st = tess_state_new (def);
  tess_state_init (st, def, false, 0);
  for (int k = TESS_FIGURE_BIG; k < TESS_N_FIGURES; k++)
    g_assert_cmpint (tess_state_figures (st, 0, k), ==, 0);
  g_assert_cmpint (tess_state_figures (st, 0, TESS_FIGURE_FOLLOWER), ==, 7);
  g_assert_cmpint (tess_state_draw_named (st, TT_STRAIGHT), ==, TESS_OK);
  g_assert_cmpuint (tess_state_figure_options (st, TT_STRAIGHT, 1, 0, 0, TESS_FIGURE_BIG), ==, 0);
  g_assert_cmpint (tess_state_check_figure (st, TT_STRAIGHT, 1, 0, 0, 0, TESS_FIGURE_BIG), ==,
                   TESS_ERR_NO_FIGURE);
  before = tess_state_dup (st);
  {
    TessMove move = { .tile = TT_STRAIGHT, .x = 1, .y = 0, .rot = 0, .feature = 0,
                      .figure = TESS_FIGURE_BIG };

    g_assert_cmpint (tess_state_play (st, &move, NULL, NULL), ==, TESS_ERR_NO_FIGURE);
    g_assert_true (memcmp (before, st, tess_def_state_size (def)) == 0);
  }
  tess_state_free (before);
  tess_state_free (st);
  tess_def_free (def);

  rules.big_follower = 1;
  rules.builder = 1;
  rules.pig = 1;
  def = test_def_new (2, &rules);
  st = tess_state_new (def);
  tess_state_init (st, def, false, 0);
  for (int k = TESS_FIGURE_BIG; k < TESS_N_FIGURES; k++)
    g_assert_cmpint (tess_state_figures (st, 1, k), ==, 1);
  /* The big follower goes where a follower would; then it is gone. */
  g_assert_cmpint (play_figure (st, TT_STRAIGHT, 1, 0, 0, 0, TESS_FIGURE_BIG), ==, TESS_OK);
  g_assert_cmpint (tess_state_figures (st, 0, TESS_FIGURE_BIG), ==, 0);
  g_assert_cmpint (tess_state_follower_kind (st, 0), ==, TESS_FIGURE_BIG);
  /* Bea's builder needs her own follower there: refused. */
  g_assert_cmpint (play_figure (st, TT_STRAIGHT, -1, 0, 0, 0, TESS_FIGURE_BUILDER), ==,
                   TESS_ERR_FIGURE_PLACE);
  {
    TessMove none = { .tile = TT_STRAIGHT, .x = -1, .y = 0, .rot = 0, .feature = -1 };

    g_assert_cmpint (tess_state_play (st, &none, NULL, NULL), ==, TESS_OK);
  }
  /* Ana's builder joins her big follower's road: it may; a second big may not. */
  g_assert_cmpint (tess_state_draw_named (st, TT_CURVE), ==, TESS_OK);
  g_assert_cmpint (tess_state_check_figure (st, TT_CURVE, 2, 0, 0, 0, TESS_FIGURE_BIG), ==,
                   TESS_ERR_NO_FIGURE);
  g_assert_cmpint (tess_state_check_figure (st, TT_CURVE, 2, 0, 0, 1, TESS_FIGURE_BUILDER), ==,
                   TESS_ERR_FIGURE_PLACE);
  g_assert_cmpuint (tess_state_figure_options (st, TT_CURVE, 2, 0, 0, TESS_FIGURE_BUILDER), ==, 1);
  {
    TessMove move = { .tile = TT_CURVE, .x = 2, .y = 0, .rot = 0, .feature = 0,
                      .figure = TESS_FIGURE_BUILDER };
    TessFeatureInfo info;

    g_assert_cmpint (tess_state_play (st, &move, NULL, NULL), ==, TESS_OK);
    /* The builder counts nothing: the road still counts Ana's 2. */
    g_assert_true (tess_state_feature_info (st, 1, 0, &info));
    g_assert_cmpint (info.followers[0], ==, 2);
    g_assert_cmpint (tess_state_figures (st, 0, TESS_FIGURE_BUILDER), ==, 0);
  }
  tess_state_free (st);
  tess_def_free (def);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/figures/big-majority", test_big_majority);
  g_test_add_func ("/engine/figures/supply", test_supply);
  return g_test_run ();
}
