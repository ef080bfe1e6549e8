/* test-traders.c: the rules of Traders & Builders in the engine
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * DESIGN.md §8: goods taken by whoever completes a city and scored as
 * majorities at the end; the builder's extra turn; the pig's farm.
 * Hand-built tiles, games without a seed (tiles drawn by name).
 */

#include <glib.h>
#include <string.h>

#include "tess-engine.h"
#include "tess-ai.h"

#define P(port) ((uint16_t) (1u << TESS_PORT_##port))
#define ROAD  TESS_FEATURE_ROAD
#define CITY  TESS_FEATURE_CITY
#define FIELD TESS_FEATURE_FIELD
#define MONASTERY TESS_FEATURE_MONASTERY

enum
{
  T_START,       /* like base D: city N; road E W; field ENE WNW +city; field south */
  T_STRAIGHT,    /* road W E */
  T_CAP,         /* city N, no goods */
  T_CAP_WINE,    /* city N with wine */
  T_CAP_GRAIN,
  T_CAP_CLOTH,
  T_TUBE_WINE,   /* one city N and S with wine; fields E and W */
  T_CLOISTER,    /* monastery, field all round */
  T_CROSS,       /* four roads ending at a crossroads */
  T_N
};

#define CAP_FIELD (P (ENE) | P (ESE) | P (SSE) | P (SSW) | P (WSW) | P (WNW))

static const TessTileDef tiles[T_N] = {
  [T_START] = {
    .id = "start", .count = 12, .n_features = 4,
    .features = {
      { .type = CITY, .ports = P (N) },
      { .type = ROAD, .ports = P (E) | P (W) },
      { .type = FIELD, .ports = P (ENE) | P (WNW), .cities = 1u << 0 },
      { .type = FIELD, .ports = P (ESE) | P (SSE) | P (SSW) | P (WSW) },
    },
  },
  [T_STRAIGHT] = {
    .id = "straight", .count = 12, .n_features = 3,
    .features = {
      { .type = ROAD, .ports = P (W) | P (E) },
      { .type = FIELD, .ports = P (WNW) | P (NNW) | P (NNE) | P (ENE) },
      { .type = FIELD, .ports = P (ESE) | P (SSE) | P (SSW) | P (WSW) },
    },
  },
  [T_CAP] = {
    .id = "cap", .count = 12, .n_features = 2,
    .features = { { .type = CITY, .ports = P (N) },
                  { .type = FIELD, .ports = CAP_FIELD, .cities = 1u << 0 } },
  },
  [T_CAP_WINE] = {
    .id = "cap-wine", .count = 12, .n_features = 2,
    .features = { { .type = CITY, .goods = TESS_GOODS_WINE, .ports = P (N) },
                  { .type = FIELD, .ports = CAP_FIELD, .cities = 1u << 0 } },
  },
  [T_CAP_GRAIN] = {
    .id = "cap-grain", .count = 12, .n_features = 2,
    .features = { { .type = CITY, .goods = TESS_GOODS_GRAIN, .ports = P (N) },
                  { .type = FIELD, .ports = CAP_FIELD, .cities = 1u << 0 } },
  },
  [T_CAP_CLOTH] = {
    .id = "cap-cloth", .count = 12, .n_features = 2,
    .features = { { .type = CITY, .goods = TESS_GOODS_CLOTH, .ports = P (N) },
                  { .type = FIELD, .ports = CAP_FIELD, .cities = 1u << 0 } },
  },
  [T_TUBE_WINE] = {
    .id = "tube-wine", .count = 12, .n_features = 3,
    .features = {
      { .type = CITY, .goods = TESS_GOODS_WINE, .ports = P (N) | P (S) },
      { .type = FIELD, .ports = P (ENE) | P (ESE), .cities = 1u << 0 },
      { .type = FIELD, .ports = P (WSW) | P (WNW), .cities = 1u << 0 },
    },
  },
  [T_CLOISTER] = {
    .id = "cloister", .count = 12, .n_features = 2,
    .features = {
      { .type = MONASTERY },
      { .type = FIELD, .ports = P (NNW) | P (NNE) | P (ENE) | P (ESE) | P (SSE) | P (SSW)
                                | P (WSW) | P (WNW) },
    },
  },
  [T_CROSS] = {
    .id = "cross", .count = 12, .n_features = 8,
    .features = {
      { .type = ROAD, .ports = P (N) }, { .type = ROAD, .ports = P (E) },
      { .type = ROAD, .ports = P (S) }, { .type = ROAD, .ports = P (W) },
      { .type = FIELD, .ports = P (NNE) | P (ENE) }, { .type = FIELD, .ports = P (ESE) | P (SSE) },
      { .type = FIELD, .ports = P (SSW) | P (WSW) }, { .type = FIELD, .ports = P (WNW) | P (NNW) },
    },
  },
};

enum { ANA, BEA };

typedef struct
{
  TessEvent events[32];
  int       n;
} Events;

static void
collect (const TessEvent *event,
         void            *user_data)
{
  Events *events = user_data;

  g_assert_cmpint (events->n, <, (int) G_N_ELEMENTS (events->events));
  events->events[events->n++] = *event;
}

static TessDef *
def_new (const TessRules *rules)
{
  TessTileSet set = { .id = "traders-test", .n_tiles = T_N, .tiles = tiles, .start = T_START,
                      .last = -1 };
  char err[256] = "";
  TessDef *def = tess_def_new (&set, 1, rules, 2, err, sizeof err);

  if (def == NULL)
    g_error ("tess_def_new failed: %s", err);
  return def;
}

static TessState *
game_new (const TessRules *rules)
{
  TessDef *def = def_new (rules);
  TessState *st = tess_state_new (def);

  tess_state_init (st, def, false, 0);
  return st;
}

static void
game_free (TessState *st)
{
  TessDef *def = (TessDef *) tess_state_def (st);

  tess_state_free (st);
  tess_def_free (def);
}

/* Plays a move of the current player (who must be @player), the tile
 * drawn by name; a figure of @kind on @feature (or none, -1). */
static void
play (TessState  *st,
      int         player,
      int         type,
      int         x,
      int         y,
      int         rot,
      int         feature,
      TessFigure  kind,
      Events     *events)
{
  TessMove move = { .tile = (uint16_t) type, .x = (int16_t) x, .y = (int16_t) y,
                    .rot = (uint8_t) rot, .feature = (int8_t) feature, .figure = (uint8_t) kind };
  TessError err;

  g_assert_cmpint (tess_state_current_player (st), ==, player);
  err = tess_state_draw_named (st, type);
  if (err != TESS_OK)
    g_error ("drawing %s failed: %s", tiles[type].id, tess_error_message (err));
  err = tess_state_play (st, &move, events != NULL ? collect : NULL, events);
  if (err != TESS_OK)
    g_error ("playing %s at %d,%d rot %d feature %d failed: %s", tiles[type].id, x, y, rot,
             feature, tess_error_message (err));
}

static TessRules
traders_rules (void)
{
  TessRules rules;

  tess_rules_init_default (&rules);
  rules.goods = true;
  rules.builder = 1;
  rules.pig = 1;
  return rules;
}

/* ------------------------------------------------------------ goods */

/* A city nobody holds: its goods go to whoever completes it. */
static void
test_goods_unowned_city (void)
{
  TessRules rules = traders_rules ();
  TessState *st = game_new (&rules);
  Events events = { 0 };

  /* Ana closes the start tile's city with a wine cap: nobody scores it. */
  play (st, ANA, T_CAP_WINE, 0, -1, 2, -1, TESS_FIGURE_FOLLOWER, &events);
  g_assert_cmpint (events.n, ==, 0);
  g_assert_cmpint (tess_state_goods (st, ANA, TESS_GOODS_WINE), ==, 1);
  g_assert_cmpint (tess_state_goods_taken (st, TESS_GOODS_WINE), ==, 1);
  g_assert_cmpint (tess_state_goods (st, BEA, TESS_GOODS_WINE), ==, 0);
  g_assert_cmpint (tess_state_goods (st, ANA, TESS_GOODS_GRAIN), ==, 0);
  /* The next play takes nothing. */
  play (st, BEA, T_STRAIGHT, 1, 0, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
  g_assert_cmpint (tess_state_goods_taken (st, TESS_GOODS_WINE), ==, 0);
  g_assert_cmpint (tess_state_goods (st, ANA, TESS_GOODS_WINE), ==, 1);

  /* At the end, Ana alone has wine: 10 points. */
  tess_state_final_scoring (st, collect, &events);
  g_assert_cmpint (events.n, ==, 1);
  g_assert_cmpint (events.events[0].rule, ==, TESS_RULE_GOODS);
  g_assert_cmpint (events.events[0].goods, ==, TESS_GOODS_WINE);
  g_assert_cmpint (events.events[0].scorers, ==, 1u << ANA);
  g_assert_cmpint (events.events[0].tokens[ANA], ==, 1);
  g_assert_cmpint (events.events[0].points, ==, 10);
  g_assert_cmpint (events.events[0].placement, ==, -1);
  g_assert_true (events.events[0].final);
  g_assert_cmpint (tess_state_score (st, ANA), ==, 10);
  g_assert_cmpint (tess_state_score (st, BEA), ==, 0);
  game_free (st);
}

/* Completing a rival's city: the rival scores it, the completer takes
 * its goods; majorities at the end, ties all scoring. */
static void
test_goods_rival_city_and_ties (void)
{
  TessRules rules = traders_rules ();
  TessState *st = game_new (&rules);
  Events events = { 0 };

  /* Ana: a wine city piece above the start, her knight in it. */
  play (st, ANA, T_TUBE_WINE, 0, -1, 0, 0, TESS_FIGURE_FOLLOWER, &events);
  /* Bea closes it with a grain cap: Ana scores 3 tiles x 2, Bea takes the wine and the grain. */
  play (st, BEA, T_CAP_GRAIN, 0, -2, 2, -1, TESS_FIGURE_FOLLOWER, &events);
  g_assert_cmpint (events.n, ==, 1);
  g_assert_cmpint (events.events[0].rule, ==, TESS_RULE_CITY);
  g_assert_cmpint (events.events[0].scorers, ==, 1u << ANA);
  g_assert_cmpint (events.events[0].points, ==, 6);
  g_assert_cmpint (tess_state_goods (st, BEA, TESS_GOODS_WINE), ==, 1);
  g_assert_cmpint (tess_state_goods (st, BEA, TESS_GOODS_GRAIN), ==, 1);
  g_assert_cmpint (tess_state_goods (st, ANA, TESS_GOODS_WINE), ==, 0);
  g_assert_cmpint (tess_state_goods_taken (st, TESS_GOODS_GRAIN), ==, 1);

  /* Ana: a wine cap east of the wine city; Bea a road; Ana closes it with cloth. */
  play (st, ANA, T_CAP_WINE, 1, -1, 0, -1, TESS_FIGURE_FOLLOWER, &events);
  play (st, BEA, T_STRAIGHT, 1, 0, 0, -1, TESS_FIGURE_FOLLOWER, &events);
  play (st, ANA, T_CAP_CLOTH, 1, -2, 2, -1, TESS_FIGURE_FOLLOWER, &events);
  g_assert_cmpint (tess_state_goods (st, ANA, TESS_GOODS_WINE), ==, 1);
  g_assert_cmpint (tess_state_goods (st, ANA, TESS_GOODS_CLOTH), ==, 1);
  g_assert_cmpint (events.n, ==, 1);

  /* Wine 1 to 1: both score 10; grain: Bea; cloth: Ana. */
  events.n = 0;
  tess_state_final_scoring (st, collect, &events);
  g_assert_cmpint (events.n, ==, 3);
  for (int i = 0; i < 3; i++)
    {
      const TessEvent *ev = &events.events[i];

      g_assert_cmpint (ev->rule, ==, TESS_RULE_GOODS);
      g_assert_cmpint (ev->points, ==, 10);
      g_assert_cmpint (ev->goods, ==, TESS_GOODS_WINE + i);
    }
  g_assert_cmpint (events.events[0].scorers, ==, (1u << ANA) | (1u << BEA));
  g_assert_cmpint (events.events[1].scorers, ==, 1u << BEA);
  g_assert_cmpint (events.events[1].tokens[BEA], ==, 1);
  g_assert_cmpint (events.events[1].tokens[ANA], ==, 0);
  g_assert_cmpint (events.events[2].scorers, ==, 1u << ANA);
  g_assert_cmpint (tess_state_score (st, ANA), ==, 6 + 10 + 10);
  g_assert_cmpint (tess_state_score (st, BEA), ==, 10 + 10);
  game_free (st);
}

/* The most tokens win alone; fewer are outvoted. */
static void
test_goods_majority (void)
{
  TessRules rules = traders_rules ();
  TessState *st = game_new (&rules);
  Events events = { 0 };

  /* Ana takes 2 wine (tube and cap), Bea 1 wine. */
  play (st, ANA, T_TUBE_WINE, 0, -1, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
  play (st, BEA, T_CAP_WINE, 1, -1, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
  play (st, ANA, T_CAP_WINE, 0, -2, 2, -1, TESS_FIGURE_FOLLOWER, NULL);
  g_assert_cmpint (tess_state_goods (st, ANA, TESS_GOODS_WINE), ==, 2);
  play (st, BEA, T_CAP, 1, -2, 2, -1, TESS_FIGURE_FOLLOWER, NULL);
  g_assert_cmpint (tess_state_goods (st, BEA, TESS_GOODS_WINE), ==, 1);
  tess_state_final_scoring (st, collect, &events);
  g_assert_cmpint (events.n, ==, 1);
  g_assert_cmpint (events.events[0].scorers, ==, 1u << ANA);
  g_assert_cmpint (events.events[0].outvoted, ==, 1u << BEA);
  g_assert_cmpint (events.events[0].tokens[ANA], ==, 2);
  g_assert_cmpint (events.events[0].tokens[BEA], ==, 1);
  game_free (st);
}

/* No tokens, no points; and without the goods rule nobody takes any. */
static void
test_goods_none (void)
{
  TessRules rules = traders_rules ();
  TessState *st = game_new (&rules);
  Events events = { 0 };

  /* A city without goods. */
  play (st, ANA, T_CAP, 0, -1, 2, -1, TESS_FIGURE_FOLLOWER, NULL);
  tess_state_final_scoring (st, collect, &events);
  g_assert_cmpint (events.n, ==, 0);
  g_assert_cmpint (tess_state_score (st, ANA), ==, 0);
  game_free (st);

  rules.goods = false;
  st = game_new (&rules);
  play (st, ANA, T_CAP_WINE, 0, -1, 2, -1, TESS_FIGURE_FOLLOWER, NULL);
  g_assert_cmpint (tess_state_goods (st, ANA, TESS_GOODS_WINE), ==, 0);
  tess_state_final_scoring (st, collect, &events);
  g_assert_cmpint (events.n, ==, 0);
  game_free (st);
}

/* ------------------------------------------------------------ builder */

static int
builders_on_board (const TessState *st,
                   int              player)
{
  int n = 0;

  for (int i = 0; i < tess_state_n_followers (st); i++)
    {
      int who;

      tess_state_follower (st, i, NULL, NULL, &who);
      if (who == player && tess_state_follower_kind (st, i) == TESS_FIGURE_BUILDER)
        n++;
    }
  return n;
}

/* Placing the builder earns nothing; a later tile that extends its road
 * earns one more turn; the extra turn earns none; the builder goes home
 * when its road scores. */
static void
test_builder_extra_turn (void)
{
  TessRules rules = traders_rules ();
  TessState *st = game_new (&rules);
  Events events = { 0 };

  play (st, ANA, T_STRAIGHT, 1, 0, 0, 0, TESS_FIGURE_FOLLOWER, NULL);
  play (st, BEA, T_CAP, 0, -1, 2, -1, TESS_FIGURE_FOLLOWER, NULL);
  /* The builder beside Ana's thief: no extra turn for placing it. */
  play (st, ANA, T_STRAIGHT, 2, 0, 0, 0, TESS_FIGURE_BUILDER, NULL);
  g_assert_false (tess_state_extra_turn (st));
  g_assert_cmpuint (tess_state_extra_turn_reason (st), ==, TESS_EXTRA_TURN_NONE);
  g_assert_cmpint (tess_state_figures (st, ANA, TESS_FIGURE_BUILDER), ==, 0);
  /* Bea's tile extends Ana's road: the builder is Ana's, not hers. */
  play (st, BEA, T_STRAIGHT, -1, 0, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
  g_assert_false (tess_state_extra_turn (st));
  /* Ana extends it: she plays again. */
  play (st, ANA, T_STRAIGHT, 3, 0, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
  g_assert_true (tess_state_extra_turn (st));
  g_assert_cmpuint (tess_state_extra_turn_reason (st), ==, TESS_EXTRA_TURN_BUILDER);
  g_assert_cmpint (tess_state_current_player (st), ==, ANA);
  /* The extra turn extends it again: no third turn. */
  play (st, ANA, T_STRAIGHT, 4, 0, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
  g_assert_false (tess_state_extra_turn (st));
  g_assert_cmpint (tess_state_current_player (st), ==, BEA);
  play (st, BEA, T_CLOISTER, 0, 1, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
  /* Ana ends the road at a crossroads: another turn, the road still open. */
  play (st, ANA, T_CROSS, 5, 0, 0, -1, TESS_FIGURE_FOLLOWER, &events);
  g_assert_cmpint (events.n, ==, 0);
  g_assert_cmpuint (tess_state_extra_turn_reason (st), ==, TESS_EXTRA_TURN_BUILDER);
  g_assert_cmpint (builders_on_board (st, ANA), ==, 1);
  /* Her extra turn closes it: it scores, the thief and the builder go
   * home; no turn more. */
  play (st, ANA, T_CROSS, -2, 0, 0, -1, TESS_FIGURE_FOLLOWER, &events);
  g_assert_cmpint (events.n, ==, 1);
  g_assert_cmpint (events.events[0].rule, ==, TESS_RULE_ROAD);
  g_assert_cmpint (events.events[0].points, ==, 8);
  g_assert_cmpint (events.events[0].scorers, ==, 1u << ANA);
  g_assert_cmpint (events.events[0].followers[ANA], ==, 1);
  g_assert_false (tess_state_extra_turn (st));
  g_assert_cmpint (tess_state_current_player (st), ==, BEA);
  g_assert_cmpint (builders_on_board (st, ANA), ==, 0);
  g_assert_cmpint (tess_state_figures (st, ANA, TESS_FIGURE_BUILDER), ==, 1);
  g_assert_cmpint (tess_state_figures (st, ANA, TESS_FIGURE_FOLLOWER), ==, 7);
  game_free (st);
}

/* The tile that closes the builder's road earns the turn, the builder
 * coming home at once. */
static void
test_builder_completing_tile (void)
{
  TessRules rules = traders_rules ();
  TessState *st = game_new (&rules);

  play (st, ANA, T_CROSS, 1, 0, 0, 3, TESS_FIGURE_FOLLOWER, NULL);
  play (st, BEA, T_CAP, 0, -1, 2, -1, TESS_FIGURE_FOLLOWER, NULL);
  play (st, ANA, T_STRAIGHT, -1, 0, 0, 0, TESS_FIGURE_BUILDER, NULL);
  play (st, BEA, T_CLOISTER, 0, 1, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
  play (st, ANA, T_CROSS, -2, 0, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
  g_assert_cmpuint (tess_state_extra_turn_reason (st), ==, TESS_EXTRA_TURN_BUILDER);
  g_assert_cmpint (tess_state_current_player (st), ==, ANA);
  g_assert_cmpint (tess_state_figures (st, ANA, TESS_FIGURE_BUILDER), ==, 1);
  game_free (st);
}

/* hole_bonus: a tile that fills a hole and extends the builder's road
 * earns one extra turn, both reasons said. */
static void
test_builder_and_hole (void)
{
  TessRules rules = traders_rules ();
  TessState *st;

  rules.hole_bonus = true;
  st = game_new (&rules);
  play (st, ANA, T_STRAIGHT, 1, 0, 0, 0, TESS_FIGURE_FOLLOWER, NULL);
  play (st, BEA, T_CLOISTER, 1, -1, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
  play (st, ANA, T_STRAIGHT, -1, 0, 0, 0, TESS_FIGURE_BUILDER, NULL);
  play (st, BEA, T_CLOISTER, 2, -1, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
  play (st, ANA, T_CLOISTER, 1, 1, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
  play (st, BEA, T_CLOISTER, 2, 1, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
  play (st, ANA, T_CLOISTER, 3, -1, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
  play (st, BEA, T_STRAIGHT, 3, 0, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
  g_assert_true (tess_state_is_hole (st, 2, 0));
  play (st, ANA, T_STRAIGHT, 2, 0, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
  g_assert_cmpuint (tess_state_extra_turn_reason (st), ==,
                    TESS_EXTRA_TURN_HOLE | TESS_EXTRA_TURN_BUILDER);
  g_assert_cmpint (tess_state_current_player (st), ==, ANA);
  play (st, ANA, T_CLOISTER, 0, 1, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
  g_assert_false (tess_state_extra_turn (st));
  g_assert_cmpint (tess_state_current_player (st), ==, BEA);
  game_free (st);
}

/* Seeded, the extra turn draws a tile like any other turn. */
static void
test_builder_seeded_draw (void)
{
  TessRules rules = traders_rules ();
  TessDef *def = def_new (&rules);
  TessState *st = tess_state_new (def);
  TessRng rng;
  TessPlacement *scratch = g_new (TessPlacement, tess_def_max_placements (def));
  int extra = 0;

  /* Random games: after every extra turn the same player holds a tile. */
  for (uint64_t seed = 1; seed <= 40; seed++)
    {
      tess_state_init (st, def, true, seed);
      tess_rng_seed (&rng, seed);
      while (!tess_state_is_over (st))
        {
          TessMove move;
          int who = tess_state_current_player (st);

          if (!tess_random_move (st, &rng, &move, scratch))
            {
              g_assert_cmpint (tess_state_discard (st, tess_state_current_tile (st)), ==, TESS_OK);
              continue;
            }
          g_assert_cmpint (tess_state_play (st, &move, NULL, NULL), ==, TESS_OK);
          if (tess_state_extra_turn (st))
            {
              extra++;
              g_assert_cmpuint (tess_state_extra_turn_reason (st), ==, TESS_EXTRA_TURN_BUILDER);
              g_assert_cmpint (tess_state_current_player (st), ==, who);
              g_assert_cmpint (tess_state_hand_size (st), >, 0);
            }
        }
    }
  g_assert_cmpint (extra, >, 0);
  g_free (scratch);
  tess_state_free (st);
  tess_def_free (def);
}

/* ------------------------------------------------------------ pig */

/* Ana's farmer and pig, Bea's farmer on one farm beside a completed city:
 * a tie, Ana 4 points for it, Bea 3. */
static void
pig_game (TessFarmScoring  scoring,
          bool             pig,
          Events          *events,
          int             *ana,
          int             *bea)
{
  TessRules rules = traders_rules ();
  TessState *st;

  rules.farm_scoring = scoring;
  st = game_new (&rules);
  play (st, ANA, T_STRAIGHT, 1, 0, 0, 1, TESS_FIGURE_FOLLOWER, NULL);
  /* Bea's farmer on a farm of its own (across the city side); it closes the city. */
  play (st, BEA, T_CAP, 0, -1, 2, 1, TESS_FIGURE_FOLLOWER, NULL);
  if (pig)
    play (st, ANA, T_STRAIGHT, 2, 0, 0, 1, TESS_FIGURE_PIG, NULL);
  else
    play (st, ANA, T_STRAIGHT, 2, 0, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
  /* Bea's cloister joins the two farms. */
  play (st, BEA, T_CLOISTER, 1, -1, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
  {
    /* The farm's value, as hover shows it: 4 a city when a winner's pig is there. */
    TessFeatureInfo info;

    g_assert_true (tess_state_feature_info (st, 1, 1, &info));
    g_assert_cmpint (info.type, ==, TESS_FEATURE_FIELD);
    g_assert_cmpint (info.owners, ==, (1u << ANA) | (1u << BEA));
    g_assert_cmpint (info.value, ==, pig ? 4 : 3);
  }
  tess_state_final_scoring (st, collect, events);
  *ana = tess_state_score (st, ANA);
  *bea = tess_state_score (st, BEA);
  game_free (st);
}

static void
test_pig (void)
{
  const TessFarmScoring modes[] = { TESS_FARM_THIRD, TESS_FARM_SECOND };
  const TessScoreRule plain[] = { TESS_RULE_FARM_THIRD, TESS_RULE_FARM_SECOND };
  const TessScoreRule with_pig[] = { TESS_RULE_FARM_THIRD_PIG, TESS_RULE_FARM_SECOND_PIG };

  for (int m = 0; m < 2; m++)
    {
      Events events = { 0 };
      int ana, bea;
      bool seen_pig = false, seen_plain = false;

      pig_game (modes[m], false, &events, &ana, &bea);
      g_assert_cmpint (ana, ==, 3);
      g_assert_cmpint (bea, ==, 3);

      events.n = 0;
      pig_game (modes[m], true, &events, &ana, &bea);
      g_assert_cmpint (ana, ==, 4);
      g_assert_cmpint (bea, ==, 3);
      for (int i = 0; i < events.n; i++)
        {
          const TessEvent *ev = &events.events[i];

          g_assert_cmpint (ev->feature, ==, TESS_FEATURE_FIELD);
          g_assert_cmpint (ev->cities, ==, 1);
          if (ev->rule == with_pig[m])
            {
              g_assert_cmpint (ev->scorers, ==, 1u << ANA);
              g_assert_cmpint (ev->pigs, ==, 1u << ANA);
              g_assert_cmpint (ev->points, ==, 4);
              seen_pig = true;
            }
          else
            {
              g_assert_cmpint (ev->rule, ==, plain[m]);
              g_assert_cmpint (ev->scorers, ==, 1u << BEA);
              g_assert_cmpint (ev->points, ==, 3);
              seen_plain = true;
            }
        }
      g_assert_true (seen_pig && seen_plain);
    }
}

/* The value lives in tess_farm_points(), for every reader. */
static void
test_pig_points (void)
{
  TessRules rules;
  TessScoreRule rule;

  tess_rules_init_default (&rules);
  g_assert_cmpint (tess_farm_points (&rules, 3, true, &rule), ==, 12);
  g_assert_cmpint (rule, ==, TESS_RULE_FARM_THIRD_PIG);
  g_assert_cmpint (tess_farm_points (&rules, 3, false, &rule), ==, 9);
  g_assert_cmpint (rule, ==, TESS_RULE_FARM_THIRD);
  rules.farm_scoring = TESS_FARM_SECOND;
  g_assert_cmpint (tess_farm_points (&rules, 2, true, &rule), ==, 8);
  g_assert_cmpint (rule, ==, TESS_RULE_FARM_SECOND_PIG);
}

/* The first edition's farms and the pig do not go together. */
static void
test_pig_first_refused (void)
{
  TessRules rules = traders_rules ();
  TessTileSet set = { .id = "traders-test", .n_tiles = T_N, .tiles = tiles, .start = T_START,
                      .last = -1 };
  char err[256] = "";

  rules.farm_scoring = TESS_FARM_FIRST;
  g_assert_null (tess_def_new (&set, 1, &rules, 2, err, sizeof err));
  g_assert_nonnull (strstr (err, "pig"));
  g_assert_nonnull (strstr (err, "first"));
  rules.pig = 0;
  tess_def_free (def_new (&rules));
}

/* ------------------------------------------------------------ computer players */

/* The medium player's move for the current player, holding @type. */
static TessMove
ai_move (TessState *st,
         int        type)
{
  TessAi *ai = tess_ai_new (tess_state_def (st), TESS_AI_MEDIUM, 7);
  TessMove move;

  g_assert_cmpint (tess_state_draw_named (st, type), ==, TESS_OK);
  g_assert_true (tess_ai_choose (ai, st, &move, NULL));
  tess_ai_free (ai);
  return move;
}

/* With its builder beside its road, the medium player extends the road
 * for a second turn. */
static void
test_ai_builder (void)
{
  TessRules rules = traders_rules ();
  TessState *st = game_new (&rules);
  TessMove move;

  play (st, ANA, T_STRAIGHT, 1, 0, 0, 0, TESS_FIGURE_FOLLOWER, NULL);
  play (st, BEA, T_CAP, 0, -1, 2, -1, TESS_FIGURE_FOLLOWER, NULL);
  play (st, ANA, T_STRAIGHT, 2, 0, 0, 0, TESS_FIGURE_BUILDER, NULL);
  play (st, BEA, T_CLOISTER, 0, 1, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
  move = ai_move (st, T_STRAIGHT);
  g_assert_cmpint (tess_state_play (st, &move, NULL, NULL), ==, TESS_OK);
  g_assert_cmpuint (tess_state_extra_turn_reason (st), ==, TESS_EXTRA_TURN_BUILDER);
  game_free (st);
}

/* Closing Bea's city gives her 6 points and the closer two wine tokens:
 * the medium player does it for the goods, and not without them. */
static void
test_ai_goods (void)
{
  for (int goods = 0; goods < 2; goods++)
    {
      TessRules rules = traders_rules ();
      TessState *st;
      TessMove move;

      rules.goods = goods;
      st = game_new (&rules);
      play (st, ANA, T_STRAIGHT, 1, 0, 0, -1, TESS_FIGURE_FOLLOWER, NULL);
      play (st, BEA, T_TUBE_WINE, 0, -1, 0, 0, TESS_FIGURE_FOLLOWER, NULL);
      move = ai_move (st, T_CAP_WINE);
      g_assert_cmpint (tess_state_play (st, &move, NULL, NULL), ==, TESS_OK);
      g_test_message ("goods %d: cap at %d,%d rotation %d", goods, move.x, move.y, move.rot);
      if (goods)
        g_assert_cmpint (tess_state_goods (st, ANA, TESS_GOODS_WINE), ==, 2);
      else
        g_assert_cmpint (tess_state_score (st, BEA), ==, 0);
      game_free (st);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/traders/goods/unowned-city", test_goods_unowned_city);
  g_test_add_func ("/traders/goods/rival-city-and-ties", test_goods_rival_city_and_ties);
  g_test_add_func ("/traders/goods/majority", test_goods_majority);
  g_test_add_func ("/traders/goods/none", test_goods_none);
  g_test_add_func ("/traders/builder/extra-turn", test_builder_extra_turn);
  g_test_add_func ("/traders/builder/completing-tile", test_builder_completing_tile);
  g_test_add_func ("/traders/builder/hole", test_builder_and_hole);
  g_test_add_func ("/traders/builder/seeded-draw", test_builder_seeded_draw);
  g_test_add_func ("/traders/pig/third-second", test_pig);
  g_test_add_func ("/traders/pig/points", test_pig_points);
  g_test_add_func ("/traders/pig/first-refused", test_pig_first_refused);
  g_test_add_func ("/traders/ai/builder", test_ai_builder);
  g_test_add_func ("/traders/ai/goods", test_ai_goods);
  return g_test_run ();
}
