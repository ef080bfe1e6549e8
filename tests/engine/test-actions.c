/* test-actions.c: a turn as the engine's typed actions
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * DESIGN.md §8: the legal actions at each point of a turn are the moves
 * the engine allowed before they were actions (the placements of each
 * tile of the hand, every figure on every feature it may go on, the pass
 * of a tile that fits nowhere, the draws of an unseeded game); an action
 * is refused for the reason the old entry points gave; applying one does
 * what they did, and an illegal one changes nothing. Random games under
 * random rules (hands of 1 to 3, the expansions' figures, small tables
 * where tiles fit nowhere, seeded and not).
 */

#include <glib.h>
#include <string.h>

#include "engine-test-tiles.h"
#include "tess-test-runs.h"

#define MAX_FIGURE_ACTIONS (1 + TESS_N_FIGURES * TESS_MAX_FEATURES)

static void
random_rules (TessRng *rng, TessRules *rules)
{
  tess_rules_init_default (rules);
  rules->followers = 1 + (int) tess_rng_bounded (rng, 7);
  rules->hand = 1 + (int) tess_rng_bounded (rng, 3);
  rules->unplaceable = (TessUnplaceable) tess_rng_bounded (rng, 2);
  rules->hole_bonus = tess_rng_bounded (rng, 2);
  rules->draw_early = tess_rng_bounded (rng, 4) == 0;
  rules->big_follower = (int) tess_rng_bounded (rng, 2);
  rules->builder = (int) tess_rng_bounded (rng, 2);
  rules->pig = (int) tess_rng_bounded (rng, 2);
  /* A small table: tiles that fit nowhere, so passes. */
  if (tess_rng_bounded (rng, 2))
    {
      rules->table_width = 3 + (int) tess_rng_bounded (rng, 3);
      rules->table_height = 3 + (int) tess_rng_bounded (rng, 3);
    }
}

/* The legal moves as they were listed before the actions (the computer
 * players' and the protocol's loops): each distinct tile of the hand, its
 * placements, none and then each kind's features; a pass for a tile
 * without a place; in an unseeded game with an empty hand, each tile the
 * bag lets the player draw. */
static int
old_legal (const TessState *st, TessPlacement *pl, int max_pl, TessAction *out)
{
  const TessDef *def = tess_state_def (st);
  int n = 0;

  if (tess_state_is_over (st) || tess_state_start_pending (st) || tess_state_is_final_scored (st))
    return 0;
  if (tess_state_hand_size (st) == 0)
    {
      /* The test set is one part of the bag: any tile left may come. */
      for (int t = 0; t < tess_def_n_types (def) && !tess_state_is_seeded (st); t++)
        if (tess_state_remaining (st, t) > 0)
          out[n++] = (TessAction) { TESS_ACTION_DRAW, { (uint16_t) t, 0, 0, 0, -1, 0 } };
      return n;
    }
  for (int h = 0; h < tess_state_hand_size (st); h++)
    {
      int type = tess_state_hand_tile (st, h);
      gboolean seen = FALSE;
      int np;

      for (int k = 0; k < h; k++)
        seen |= tess_state_hand_tile (st, k) == type;
      if (seen)
        continue;
      np = tess_state_placements (st, type, pl, max_pl);
      g_assert_cmpint (np > 0, ==, tess_state_can_place (st, type));
      if (np == 0)
        out[n++] = (TessAction) { TESS_ACTION_PASS, { (uint16_t) type, 0, 0, 0, -1, 0 } };
      for (int i = 0; i < np; i++)
        {
          TessMove m = { (uint16_t) type, pl[i].x, pl[i].y, pl[i].rot, -1, 0 };

          out[n++] = (TessAction) { TESS_ACTION_PLACE, m };
          for (int k = 0; k < TESS_N_FIGURES; k++)
            {
              uint32_t opts = tess_state_figure_options (st, type, m.x, m.y, m.rot, (TessFigure) k);

              for (int f = 0; f < TESS_MAX_FEATURES; f++)
                if (opts & (1u << f))
                  {
                    m.feature = (int8_t) f;
                    m.figure = (uint8_t) k;
                    out[n++] = (TessAction) { TESS_ACTION_PLACE, m };
                  }
              m.feature = -1;
              m.figure = 0;
            }
        }
    }
  return n;
}

static void
assert_action_equal (const TessAction *a, const TessAction *b)
{
  g_assert_cmpint (a->kind, ==, b->kind);
  g_assert_cmpint (a->move.tile, ==, b->move.tile);
  g_assert_cmpint (a->move.x, ==, b->move.x);
  g_assert_cmpint (a->move.y, ==, b->move.y);
  g_assert_cmpint (a->move.rot, ==, b->move.rot);
  g_assert_cmpint (a->move.feature, ==, b->move.feature);
  g_assert_cmpint (a->move.figure, ==, b->move.figure);
}

static gboolean
held (const TessState *st, int type)
{
  for (int h = 0; h < tess_state_hand_size (st); h++)
    if (tess_state_hand_tile (st, h) == type)
      return TRUE;
  return FALSE;
}

/* What the old entry points said of a move, in their order of checks
 * (tess_state_play(), tess_state_discard(), tess_state_draw_named()
 * before they were actions). */
static TessError
old_check (const TessState *st, const TessAction *a)
{
  const TessMove *m = &a->move;
  TessError err;

  if (tess_state_start_pending (st))
    return TESS_ERR_NO_START;
  if (tess_state_is_final_scored (st) || tess_state_is_over (st))
    return TESS_ERR_GAME_OVER;
  if (a->kind == TESS_ACTION_DRAW)
    {
      if (tess_state_hand_size (st) > 0)
        return TESS_ERR_NOT_IN_HAND;
      return tess_state_remaining (st, m->tile) > 0 ? TESS_OK : TESS_ERR_NOT_IN_BAG;
    }
  if (tess_state_hand_size (st) == 0)
    return TESS_ERR_NO_TILE;
  if (!held (st, m->tile))
    return TESS_ERR_NOT_IN_HAND;
  if (a->kind == TESS_ACTION_PASS)
    return tess_state_can_place (st, m->tile) ? TESS_ERR_CAN_PLACE : TESS_OK;
  err = tess_state_check_placement (st, m->tile, m->x, m->y, m->rot);
  if (err == TESS_OK && m->feature >= 0)
    err = tess_state_check_figure (st, m->tile, m->x, m->y, m->rot, m->feature,
                                   (TessFigure) m->figure);
  return err;
}

/* The same position, as every query of the engine sees it. */
static void
assert_same_state (const TessState *a, const TessState *b)
{
  int n = tess_state_n_players (a);

  g_assert_cmpint (tess_state_n_moves (a), ==, tess_state_n_moves (b));
  g_assert_cmpint (tess_state_current_player (a), ==, tess_state_current_player (b));
  g_assert_cmpint (tess_state_tiles_left (a), ==, tess_state_tiles_left (b));
  g_assert_cmpint (tess_state_n_placed (a), ==, tess_state_n_placed (b));
  g_assert_cmpint (tess_state_n_followers (a), ==, tess_state_n_followers (b));
  g_assert_cmpuint (tess_state_extra_turn_reason (a), ==, tess_state_extra_turn_reason (b));
  for (int p = 0; p < n; p++)
    {
      g_assert_cmpint (tess_state_score (a, p), ==, tess_state_score (b, p));
      g_assert_cmpint (tess_state_player_hand_size (a, p), ==, tess_state_player_hand_size (b, p));
      for (int h = 0; h < tess_state_player_hand_size (a, p); h++)
        g_assert_cmpint (tess_state_player_hand_tile (a, p, h), ==,
                         tess_state_player_hand_tile (b, p, h));
      for (int k = 0; k < TESS_N_FIGURES; k++)
        g_assert_cmpint (tess_state_figures (a, p, (TessFigure) k), ==,
                         tess_state_figures (b, p, (TessFigure) k));
    }
  for (int i = 0; i < tess_state_n_placed (a); i++)
    {
      int ax, ay, at, ar, bx, by, bt, br;

      tess_state_placed (a, i, &ax, &ay, &at, &ar);
      tess_state_placed (b, i, &bx, &by, &bt, &br);
      g_assert_true (ax == bx && ay == by && at == bt && ar == br);
    }
  for (int t = 0; t < tess_def_n_types (tess_state_def (a)); t++)
    g_assert_cmpint (tess_state_remaining (a, t), ==, tess_state_remaining (b, t));
}

/* Applies an action the old way: play, discard or draw by name. */
static TessError
old_apply (TessState *st, const TessAction *a)
{
  switch ((TessActionKind) a->kind)
    {
    case TESS_ACTION_DRAW:
      return tess_state_draw_named (st, a->move.tile);
    case TESS_ACTION_PASS:
      return tess_state_discard (st, a->move.tile);
    case TESS_ACTION_PLACE:
    case TESS_N_ACTIONS:
    default:
      return tess_state_play (st, &a->move, NULL, NULL);
    }
}

/* An action near the legal ones, legal or not: any kind, a tile of the
 * hand or not, a cell next to the board or on it, any rotation, feature
 * and kind of figure. */
static TessAction
random_action (const TessState *st, TessRng *rng)
{
  const TessDef *def = tess_state_def (st);
  TessAction a = { (uint8_t) tess_rng_bounded (rng, TESS_N_ACTIONS + 1), { 0, 0, 0, 0, -1, 0 } };
  int fx = 0, fy = 0;

  if (tess_state_hand_size (st) > 0 && tess_rng_bounded (rng, 4) != 0)
    a.move.tile = (uint16_t) tess_state_hand_tile (st, (int) tess_rng_bounded (rng, (uint32_t) tess_state_hand_size (st)));
  else
    a.move.tile = (uint16_t) tess_rng_bounded (rng, (uint32_t) tess_def_n_types (def));
  if (tess_state_n_frontier (st) > 0)
    tess_state_frontier (st, (int) tess_rng_bounded (rng, (uint32_t) tess_state_n_frontier (st)), &fx, &fy);
  a.move.x = (int16_t) (fx + (int) tess_rng_bounded (rng, 3) - 1);
  a.move.y = (int16_t) (fy + (int) tess_rng_bounded (rng, 3) - 1);
  a.move.rot = (uint8_t) tess_rng_bounded (rng, 5);
  a.move.feature = (int8_t) ((int) tess_rng_bounded (rng, 6) - 1);
  a.move.figure = (uint8_t) tess_rng_bounded (rng, TESS_N_FIGURES + 1);
  return a;
}

static gboolean
listed (const TessAction *acts, int n, const TessAction *a)
{
  for (int i = 0; i < n; i++)
    if (acts[i].kind == a->kind && acts[i].move.tile == a->move.tile
        && (a->kind != TESS_ACTION_PLACE
            || (acts[i].move.x == a->move.x && acts[i].move.y == a->move.y
                && acts[i].move.rot == a->move.rot && acts[i].move.feature == a->move.feature
                && (a->move.feature < 0 || acts[i].move.figure == a->move.figure))))
      return TRUE;
  return FALSE;
}

static gboolean
same_cell_listed (const TessAction *acts, int n, const TessAction *a)
{
  if (a->kind != TESS_ACTION_PLACE)
    return FALSE;
  for (int i = 0; i < n; i++)
    if (acts[i].kind == TESS_ACTION_PLACE && acts[i].move.tile == a->move.tile
        && acts[i].move.x == a->move.x && acts[i].move.y == a->move.y
        && acts[i].move.rot != a->move.rot)
      return TRUE;
  return FALSE;
}

static void
test_random_games (void)
{
  TessRng rng;
  int games = (int) tess_test_runs (g_test_thorough () ? 2000 : 200);
  long states = 0, actions = 0, passes = 0, draws = 0, figures = 0, probes = 0;

  tess_rng_seed (&rng, 35);
  for (int g = 0; g < games; g++)
    {
      TessRules rules;
      TessDef *def;
      TessState *st, *old, *probe;
      TessPlacement *pl;
      TessAction *acts, *legal;
      int n_players = 2 + (int) tess_rng_bounded (&rng, 4);
      gboolean seeded = tess_rng_bounded (&rng, 3) != 0;
      int max, max_pl;

      random_rules (&rng, &rules);
      def = test_def_new (n_players, &rules);
      max = tess_def_max_actions (def);
      max_pl = tess_def_max_placements (def);
      st = tess_state_new (def);
      old = tess_state_new (def);
      probe = tess_state_new (def);
      pl = g_new (TessPlacement, max_pl);
      acts = g_new (TessAction, max);
      legal = g_new (TessAction, max);
      tess_state_init (st, def, seeded, (uint64_t) g + 1);

      for (int guard = 0; guard < 4 * TESS_MAX_TILES; guard++)
        {
          int n = tess_state_actions (st, acts, max);
          int n_old = old_legal (st, pl, max_pl, legal);
          TessAction pick;

          /* The actions are the old legal moves, in the same order. */
          g_assert_cmpint (n, ==, n_old);
          for (int i = 0; i < n; i++)
            {
              assert_action_equal (&acts[i], &legal[i]);
              g_assert_cmpint (tess_state_check_action (st, &acts[i]), ==, TESS_OK);
              passes += acts[i].kind == TESS_ACTION_PASS;
              draws += acts[i].kind == TESS_ACTION_DRAW;
              figures += acts[i].kind == TESS_ACTION_PLACE && acts[i].move.feature >= 0;
            }
          states++;
          actions += n;

          /* A tile's actions and a placement's figures are the slices of
           * the whole list. */
          if (n > 0 && acts[0].kind != TESS_ACTION_DRAW)
            {
              TessAction fig[MAX_FIGURE_ACTIONS];
              TessAction *tile = legal;
              int nt = tess_state_tile_actions (st, acts[0].move.tile, tile, max);
              int nf;

              g_assert_cmpint (nt, >, 0);
              g_assert_cmpint (tile[0].kind, ==, acts[0].kind);
              if (tile[0].kind == TESS_ACTION_PLACE)
                {
                  nf = tess_state_figure_actions (st, &tile[nt - 1], fig, G_N_ELEMENTS (fig));
                  g_assert_cmpint (nf, >=, 1);
                  g_assert_cmpint (fig[0].move.feature, ==, -1);
                  for (int j = 0; j < nf; j++)
                    g_assert_true (listed (acts, n, &fig[j]));
                }
            }

          /* Any action, legal or not: refused for the old reason, legal
           * exactly when listed, nothing changed when refused. */
          for (int k = 0; k < 8; k++)
            {
              TessAction a = random_action (st, &rng);
              TessError err = tess_state_check_action (st, &a);

              if (a.kind < TESS_N_ACTIONS)
                g_assert_cmpint (err, ==, old_check (st, &a));
              else
                g_assert_cmpint (err, !=, TESS_OK);
              /* A tile the same under two rotations is listed under one
               * of them: the other is legal, and the same on the board. */
              if (a.kind < TESS_N_ACTIONS && !listed (acts, n, &a))
                g_assert_true (err != TESS_OK || same_cell_listed (acts, n, &a));
              else if (a.kind < TESS_N_ACTIONS)
                g_assert_cmpint (err, ==, TESS_OK);
              tess_state_copy (probe, st);
              g_assert_cmpint (tess_state_apply_action (probe, &a, NULL, NULL), ==, err);
              if (err != TESS_OK)
                assert_same_state (probe, st);
              probes++;
            }

          if (n == 0)
            break;
          /* One of them at random, applied both ways. */
          pick = acts[tess_rng_bounded (&rng, (uint32_t) n)];
          tess_state_copy (old, st);
          g_assert_cmpint (old_apply (old, &pick), ==, TESS_OK);
          g_assert_cmpint (tess_state_apply_action (st, &pick, NULL, NULL), ==, TESS_OK);
          assert_same_state (st, old);
        }
      /* The actions ran the game to its end: every tile placed or passed. */
      g_assert_true (tess_state_is_over (st));
      g_assert_cmpint (tess_state_tiles_left (st), ==, 0);

      g_free (pl);
      g_free (acts);
      g_free (legal);
      tess_state_free (probe);
      tess_state_free (old);
      tess_state_free (st);
      tess_def_free (def);
    }
  g_test_message ("%ld states, %ld actions (%ld with a figure, %ld passes, %ld draws), "
                  "%ld actions probed", states, actions, figures, passes, draws, probes);
  /* The games went through every kind of point. */
  g_assert_cmpint (passes, >, 0);
  g_assert_cmpint (draws, >, 0);
  g_assert_cmpint (figures, >, 0);
}

/* A game over, or one whose first player is still to be given, has no
 * action at all. */
static void
test_no_actions (void)
{
  TessRules rules;
  TessDef *def;
  TessState *st;
  TessAction acts[64];
  TessRng rng;
  TessPlacement *pl;

  tess_rules_init_default (&rules);
  rules.first_player = TESS_FIRST_RANDOM;
  def = test_def_new (2, &rules);
  st = tess_state_new (def);
  tess_state_init (st, def, false, 0);
  g_assert_true (tess_state_start_pending (st));
  g_assert_cmpint (tess_state_actions (st, acts, G_N_ELEMENTS (acts)), ==, 0);
  tess_def_free (def);

  def = test_def_new (2, NULL);
  tess_state_free (st);
  st = tess_state_new (def);
  pl = g_new (TessPlacement, tess_def_max_placements (def));
  tess_state_init (st, def, true, 9);
  tess_rng_seed (&rng, 9);
  tess_random_playout (st, &rng, pl);
  g_assert_cmpint (tess_state_actions (st, acts, G_N_ELEMENTS (acts)), ==, 0);
  g_free (pl);
  tess_state_free (st);
  tess_def_free (def);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/actions/random-games", test_random_games);
  g_test_add_func ("/engine/actions/none", test_no_actions);
  return g_test_run ();
}
