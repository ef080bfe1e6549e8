/* test-rules.c: placement, followers and scoring on a small tile table
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tiles are those of engine-test-tiles.c: the start tile (city N,
 * road E W) at (0, 0), straights, curves, city caps, cloisters and
 * crossroads. Player 0 moves first; players alternate.
 */

#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "engine-test-tiles.h"
#include "tess-test-runs.h"

/* Feature indexes of the test tiles (see engine-test-tiles.c). */
enum { STRAIGHT_ROAD = 0, STRAIGHT_NORTH = 1, STRAIGHT_SOUTH = 2 };
enum { CAP_CITY = 0, CAP_FIELD = 1 };
enum { CLOISTER_MONASTERY = 0, CLOISTER_FIELD = 1 };
enum { CROSS_N = 0, CROSS_E = 1, CROSS_S = 2, CROSS_W = 3 };

typedef struct
{
  TessDef   *def;
  TessState *st;
  GArray    *events;
} Fixture;

static void
collect (const TessEvent *event,
         void            *user_data)
{
  g_array_append_val ((GArray *) user_data, *event);
}

static void
fixture_setup_rules (Fixture         *f,
                     int              n_players,
                     const TessRules *rules)
{
  f->def = test_def_new (n_players, rules);
  f->st = tess_state_new (f->def);
  tess_state_init (f->st, f->def, false, 0);
  f->events = g_array_new (FALSE, TRUE, sizeof (TessEvent));
}

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  fixture_setup_rules (f, 2, NULL);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  g_array_unref (f->events);
  tess_state_free (f->st);
  tess_def_free (f->def);
}

static void
play (Fixture *f,
      int      type,
      int      x,
      int      y,
      int      rot,
      int      feature)
{
  test_play (f->st, type, x, y, rot, feature, collect, f->events);
}

/* Events that give points (the engine may also report completed
 * features nobody held). */
static guint
n_scoring (GArray *events)
{
  guint n = 0;

  for (guint i = 0; i < events->len; i++)
    n += g_array_index (events, TessEvent, i).scorers != 0;
  return n;
}

static const TessEvent *
last_scoring (GArray *events)
{
  for (guint i = events->len; i > 0; i--)
    if (g_array_index (events, TessEvent, i - 1).scorers != 0)
      return &g_array_index (events, TessEvent, i - 1);
  g_assert_not_reached ();
  return NULL;
}

/* A failing call must leave the state exactly as it was. */
static void
assert_play_fails (Fixture  *f,
                   int       type,
                   int       x,
                   int       y,
                   int       rot,
                   int       feature,
                   TessError expected)
{
  TessMove move = { .tile = (uint16_t) type, .x = (int16_t) x, .y = (int16_t) y,
                    .rot = (uint8_t) rot, .feature = (int8_t) feature };
  size_t size = tess_def_state_size (f->def);
  TessState *before = tess_state_dup (f->st);

  g_assert_cmpint (tess_state_play (f->st, &move, collect, f->events), ==, expected);
  g_assert_true (memcmp (before, f->st, size) == 0);
  tess_state_free (before);
}

static void
test_error_messages (void)
{
  for (int e = 0; e < TESS_N_ERRORS; e++)
    {
      g_assert_nonnull (tess_error_message (e));
      g_assert_cmpstr (tess_error_message (e), !=, "");
      for (int o = 0; o < e; o++)
        g_assert_cmpstr (tess_error_message (e), !=, tess_error_message (o));
    }
}

static void
test_setup (Fixture       *f,
            gconstpointer  data)
{
  int x, y, type, rot;

  g_assert_cmpint (tess_state_n_players (f->st), ==, 2);
  g_assert_cmpint (tess_state_current_player (f->st), ==, 0);
  g_assert_cmpint (tess_state_n_placed (f->st), ==, 1);
  g_assert_cmpint (tess_state_n_moves (f->st), ==, 0);
  tess_state_placed (f->st, 0, &x, &y, &type, &rot);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, 0);
  g_assert_cmpint (type, ==, TT_START);
  g_assert_cmpint (rot, ==, 0);
  g_assert_cmpint (tess_state_tile_at (f->st, 0, 0), ==, 0);
  g_assert_cmpint (tess_state_tile_at (f->st, 1, 0), ==, -1);
  g_assert_cmpint (tess_state_tiles_left (f->st), ==, TT_N_TILES * TEST_TILE_COUNT - 1);
  g_assert_cmpint (tess_state_remaining (f->st, TT_START), ==, TEST_TILE_COUNT - 1);
  g_assert_cmpint (tess_state_remaining (f->st, TT_CAP), ==, TEST_TILE_COUNT);
  g_assert_cmpint (tess_state_n_frontier (f->st), ==, 4);
  for (int p = 0; p < 2; p++)
    {
      g_assert_cmpint (tess_state_supply (f->st, p), ==, 7);
      g_assert_cmpint (tess_state_score (f->st, p), ==, 0);
    }
  g_assert_false (tess_state_is_seeded (f->st));
  g_assert_false (tess_state_is_over (f->st));
  g_assert_false (tess_state_is_final_scored (f->st));

  /* unseeded: nothing in hand until a tile is drawn by name */
  g_assert_cmpint (tess_state_hand_size (f->st), ==, 0);
  g_assert_cmpint (tess_state_current_tile (f->st), ==, -1);
  assert_play_fails (f, TT_STRAIGHT, 1, 0, 0, -1, TESS_ERR_NO_TILE);
  g_assert_cmpint (tess_state_draw_named (f->st, TT_STRAIGHT), ==, TESS_OK);
  g_assert_cmpint (tess_state_current_tile (f->st), ==, TT_STRAIGHT);
  g_assert_cmpint (tess_state_remaining (f->st, TT_STRAIGHT), ==, TEST_TILE_COUNT - 1);
  /* only the tile drawn may be played */
  assert_play_fails (f, TT_CURVE, 1, 0, 0, -1, TESS_ERR_NOT_IN_HAND);
}

static void
test_bag_runs_out (Fixture       *f,
                   gconstpointer  data)
{
  /* the twelve crossroads go in a row east of the start tile */
  for (int i = 0; i < TEST_TILE_COUNT; i++)
    play (f, TT_CROSS, i + 1, 0, 0, -1);
  g_assert_cmpint (tess_state_remaining (f->st, TT_CROSS), ==, 0);
  g_assert_cmpint (tess_state_draw_named (f->st, TT_CROSS), ==, TESS_ERR_NOT_IN_BAG);
  g_assert_cmpint (tess_state_tiles_left (f->st), ==, (TT_N_TILES - 1) * TEST_TILE_COUNT - 1);
}

static void
test_placement (Fixture       *f,
                gconstpointer  data)
{
  const struct
  {
    int type, x, y, rot;
    TessError err;
  } cases[] = {
    { TT_STRAIGHT, 1, 0, 0, TESS_OK },
    { TT_STRAIGHT, 1, 0, 2, TESS_OK },
    { TT_STRAIGHT, 1, 0, 1, TESS_ERR_MISMATCH },      /* field against the road */
    { TT_STRAIGHT, 0, -1, 0, TESS_ERR_MISMATCH },     /* field against the city */
    { TT_CAP, 0, -1, 2, TESS_OK },                    /* city faces south onto the city */
    { TT_CAP, 0, -1, 0, TESS_ERR_MISMATCH },
    { TT_CAP, 0, 1, 2, TESS_OK },                     /* field on field, city south */
    { TT_CAP, 0, 1, 0, TESS_ERR_MISMATCH },           /* city against the field */
    { TT_CLOISTER, 0, 1, 0, TESS_OK },
    { TT_CLOISTER, -1, 0, 0, TESS_ERR_MISMATCH },
    { TT_CURVE, 1, 0, 0, TESS_OK },                   /* road W S */
    { TT_CURVE, 1, 0, 1, TESS_OK },                   /* road N W */
    { TT_CURVE, 1, 0, 2, TESS_ERR_MISMATCH },         /* road E N */
    { TT_CURVE, 1, 0, 3, TESS_ERR_MISMATCH },         /* road S E */
    { TT_CROSS, -1, 0, 3, TESS_OK },
    { TT_CROSS, 0, 0, 0, TESS_ERR_OCCUPIED },
    { TT_CROSS, 1, 1, 0, TESS_ERR_NOT_ADJACENT },     /* corner to corner only */
    { TT_CROSS, 5, 5, 0, TESS_ERR_NOT_ADJACENT },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TessError err = tess_state_check_placement (f->st, cases[i].type, cases[i].x, cases[i].y,
                                                  cases[i].rot);

      if (err != cases[i].err)
        g_error ("case %u: %s at %d,%d rotation %d: %s, expected %s", i,
                 test_tiles[cases[i].type].id, cases[i].x, cases[i].y, cases[i].rot * 90,
                 tess_error_message (err), tess_error_message (cases[i].err));
    }

  /* a bad rotation is refused, and the state stays as it was */
  g_assert_cmpint (tess_state_draw_named (f->st, TT_STRAIGHT), ==, TESS_OK);
  assert_play_fails (f, TT_STRAIGHT, 1, 0, 4, -1, TESS_ERR_BAD_ROTATION);
  assert_play_fails (f, TT_STRAIGHT, 1, 0, 1, -1, TESS_ERR_MISMATCH);
  assert_play_fails (f, TT_STRAIGHT, 0, 0, 0, -1, TESS_ERR_OCCUPIED);
  assert_play_fails (f, TT_STRAIGHT, 2, 2, 0, -1, TESS_ERR_NOT_ADJACENT);

  /* Matching against two neighbours: with a straight east of the start
   * tile, a cap at (1,-1) must show a field to the south. */
  {
    TessMove move = { .tile = TT_STRAIGHT, .x = 1, .y = 0, .rot = 0, .feature = -1 };

    g_assert_cmpint (tess_state_play (f->st, &move, NULL, NULL), ==, TESS_OK);
  }
  g_assert_cmpint (tess_state_check_placement (f->st, TT_CAP, 1, -1, 0), ==, TESS_OK);
  g_assert_cmpint (tess_state_check_placement (f->st, TT_CAP, 1, -1, 2), ==, TESS_ERR_MISMATCH);
  /* (0,-1) still needs a city facing south */
  g_assert_cmpint (tess_state_check_placement (f->st, TT_CLOISTER, 0, -1, 0), ==,
                   TESS_ERR_MISMATCH);
}

/* The list of legal placements agrees with the one-by-one check. */
static void
check_placements_list (TessState *st)
{
  const TessDef *def = tess_state_def (st);
  int max = tess_def_max_placements (def);
  TessPlacement *list = g_new (TessPlacement, max);

  for (int type = 0; type < TT_N_TILES; type++)
    {
      int n = tess_state_placements (st, type, list, max);

      g_assert_cmpint (n, >=, 0);
      g_assert_cmpint (n, <=, max);
      g_assert_cmpint (tess_state_can_place (st, type), ==, n > 0);
      for (int i = 0; i < n; i++)
        {
          g_assert_cmpint (tess_state_check_placement (st, type, list[i].x, list[i].y,
                                                       list[i].rot), ==, TESS_OK);
          for (int j = 0; j < i; j++)
            g_assert_false (list[j].x == list[i].x && list[j].y == list[i].y
                            && list[j].rot == list[i].rot);
        }
      /* every legal cell is listed (a rotation that looks the same as a
       * listed one may be left out) */
      for (int c = 0; c < tess_state_n_frontier (st); c++)
        {
          int x, y;
          bool legal = false, listed = false;

          tess_state_frontier (st, c, &x, &y);
          g_assert_cmpint (tess_state_tile_at (st, x, y), ==, -1);
          for (int r = 0; r < 4; r++)
            legal |= tess_state_check_placement (st, type, x, y, r) == TESS_OK;
          for (int i = 0; i < n; i++)
            listed |= list[i].x == x && list[i].y == y;
          g_assert_cmpint (legal, ==, listed);
        }
    }
  g_free (list);
}

static void
test_placements_list (Fixture       *f,
                      gconstpointer  data)
{
  check_placements_list (f->st);
  play (f, TT_STRAIGHT, 1, 0, 0, -1);
  play (f, TT_CAP, 0, -1, 2, -1);
  play (f, TT_CURVE, 2, 0, 0, -1);
  play (f, TT_CLOISTER, 1, 1, 0, -1);
  check_placements_list (f->st);
  /* nine cells around: the frontier is every empty cell next to a tile */
  g_assert_cmpint (tess_state_n_frontier (f->st), ==, 9);
}

static void
test_followers (Fixture       *f,
                gconstpointer  data)
{
  int placement, feature, player;

  /* Everything on a fresh straight is free. */
  g_assert_cmphex (tess_state_follower_options (f->st, TT_STRAIGHT, 1, 0, 0), ==, 0x7);
  g_assert_cmpint (tess_state_check_follower (f->st, TT_STRAIGHT, 1, 0, 0, 5), ==,
                   TESS_ERR_BAD_FEATURE);

  /* Player 0: thief on the straight east of the start tile. */
  play (f, TT_STRAIGHT, 1, 0, 0, STRAIGHT_ROAD);
  g_assert_cmpint (tess_state_supply (f->st, 0), ==, 6);
  g_assert_cmpint (tess_state_n_followers (f->st), ==, 1);
  tess_state_follower (f->st, 0, &placement, &feature, &player);
  g_assert_cmpint (placement, ==, 1);
  g_assert_cmpint (feature, ==, STRAIGHT_ROAD);
  g_assert_cmpint (player, ==, 0);

  /* Player 1, west of the start tile: the same road, through the start
   * tile, already has a thief; both fields are free. */
  g_assert_cmpint (tess_state_current_player (f->st), ==, 1);
  g_assert_cmphex (tess_state_follower_options (f->st, TT_STRAIGHT, -1, 0, 0), ==,
                   (1u << STRAIGHT_NORTH) | (1u << STRAIGHT_SOUTH));
  g_assert_cmpint (tess_state_check_follower (f->st, TT_STRAIGHT, -1, 0, 0, STRAIGHT_ROAD), ==,
                   TESS_ERR_FEATURE_TAKEN);
  g_assert_cmpint (tess_state_draw_named (f->st, TT_STRAIGHT), ==, TESS_OK);
  assert_play_fails (f, TT_STRAIGHT, -1, 0, 0, STRAIGHT_ROAD, TESS_ERR_FEATURE_TAKEN);
  assert_play_fails (f, TT_STRAIGHT, -1, 0, 0, 9, TESS_ERR_BAD_FEATURE);
  /* a farmer north of the road is fine */
  {
    TessMove move = { .tile = TT_STRAIGHT, .x = -1, .y = 0, .rot = 0, .feature = STRAIGHT_NORTH };

    g_assert_cmpint (tess_state_play (f->st, &move, collect, f->events), ==, TESS_OK);
  }
  g_assert_cmpint (tess_state_supply (f->st, 1), ==, 6);

  /* Player 0: the field north of the road (the start tile's strip under
   * its city) now holds player 1's farmer. */
  g_assert_cmphex (tess_state_follower_options (f->st, TT_STRAIGHT, 2, 0, 0) & (1u << STRAIGHT_NORTH),
                   ==, 0);
  g_assert_cmpint (tess_state_check_follower (f->st, TT_STRAIGHT, 2, 0, 0, STRAIGHT_NORTH), ==,
                   TESS_ERR_FEATURE_TAKEN);
  /* a monk may always go on a fresh monastery */
  g_assert_cmpint (tess_state_check_follower (f->st, TT_CLOISTER, 0, 1, 0, CLOISTER_MONASTERY),
                   ==, TESS_OK);
  /* and its field joins the start tile's south farm, which nobody holds */
  g_assert_cmpint (tess_state_check_follower (f->st, TT_CLOISTER, 0, 1, 0, CLOISTER_FIELD), ==,
                   TESS_OK);
  g_assert_cmpint (n_scoring (f->events), ==, 0);
}

static void
test_no_followers (void)
{
  Fixture fx, *f = &fx;
  TessRules rules;

  tess_rules_init_default (&rules);
  rules.followers = 1;
  fixture_setup_rules (f, 2, &rules);

  g_assert_cmpint (tess_state_supply (f->st, 0), ==, 1);
  play (f, TT_CLOISTER, 0, 1, 0, CLOISTER_MONASTERY);
  g_assert_cmpint (tess_state_supply (f->st, 0), ==, 0);
  play (f, TT_CLOISTER, 1, 1, 0, CLOISTER_MONASTERY);
  g_assert_cmpint (tess_state_supply (f->st, 1), ==, 0);

  /* player 0 has none left: no options, and a follower is refused */
  g_assert_cmphex (tess_state_follower_options (f->st, TT_CLOISTER, -1, 1, 0), ==, 0);
  g_assert_cmpint (tess_state_check_follower (f->st, TT_CLOISTER, -1, 1, 0, CLOISTER_MONASTERY),
                   ==, TESS_ERR_NO_FOLLOWERS);
  g_assert_cmpint (tess_state_draw_named (f->st, TT_CLOISTER), ==, TESS_OK);
  assert_play_fails (f, TT_CLOISTER, -1, 1, 0, CLOISTER_MONASTERY, TESS_ERR_NO_FOLLOWERS);
  /* the tile alone is fine */
  {
    TessMove move = { .tile = TT_CLOISTER, .x = -1, .y = 1, .rot = 0, .feature = -1 };

    g_assert_cmpint (tess_state_play (f->st, &move, NULL, NULL), ==, TESS_OK);
  }
  fixture_teardown (f, NULL);
}

/* A road between two crossroads: both ends close at a junction. */
static void
test_road_between_junctions (Fixture       *f,
                             gconstpointer  data)
{
  const TessEvent *e;

  play (f, TT_CROSS, 1, 0, 0, CROSS_W);
  g_assert_cmpint (n_scoring (f->events), ==, 0);
  g_assert_cmpint (tess_state_supply (f->st, 0), ==, 6);

  play (f, TT_CROSS, -1, 0, 0, -1);
  g_assert_cmpint (n_scoring (f->events), ==, 1);
  e = last_scoring (f->events);
  g_assert_cmpint (e->move, ==, 2);
  g_assert_false (e->final);
  g_assert_true (e->completed);
  g_assert_cmpint (e->feature, ==, TESS_FEATURE_ROAD);
  g_assert_cmpint (e->rule, ==, TESS_RULE_ROAD);
  g_assert_cmpint (e->tiles, ==, 3);
  g_assert_cmpint (e->points, ==, 3);
  g_assert_cmphex (e->scorers, ==, 1u << 0);
  g_assert_cmphex (e->outvoted, ==, 0);
  g_assert_cmpint (e->followers[0], ==, 1);
  g_assert_cmpint (e->followers[1], ==, 0);

  g_assert_cmpint (tess_state_score (f->st, 0), ==, 3);
  g_assert_cmpint (tess_state_score (f->st, 1), ==, 0);
  /* the thief is back */
  g_assert_cmpint (tess_state_supply (f->st, 0), ==, 7);
  g_assert_cmpint (tess_state_n_followers (f->st), ==, 0);

  /* The crossroads' other arms are roads of their own, still open. */
  {
    TessFeatureInfo info;

    g_assert_true (tess_state_feature_info (f->st, 1, CROSS_N, &info));
    g_assert_false (info.completed);
    g_assert_cmpint (info.tiles, ==, 1);
    g_assert_true (tess_state_feature_info (f->st, 1, CROSS_W, &info));
    g_assert_true (info.completed);
    g_assert_cmpint (info.tiles, ==, 3);
  }
}

static void
city_of_two (gboolean small_city,
             gboolean shield)
{
  Fixture fx, *f = &fx;
  TessRules rules;
  const TessEvent *e;

  tess_rules_init_default (&rules);
  rules.small_city = small_city;
  fixture_setup_rules (f, 2, &rules);

  /* The cap closes the start tile's city; the knight goes on the city
   * this very tile completes, scores and comes back at once. */
  play (f, shield ? TT_SHIELD_CAP : TT_CAP, 0, -1, 2, CAP_CITY);
  g_assert_cmpint (n_scoring (f->events), ==, 1);
  e = last_scoring (f->events);
  g_assert_cmpint (e->move, ==, 1);
  g_assert_cmpint (e->feature, ==, TESS_FEATURE_CITY);
  g_assert_cmpint (e->rule, ==, small_city ? TESS_RULE_CITY_SMALL : TESS_RULE_CITY);
  g_assert_cmpint (e->tiles, ==, 2);
  g_assert_cmpint (e->shields, ==, shield ? 1 : 0);
  /* 2 a tile and 2 a shield; small-city rule: 2 in all and 1 a shield */
  g_assert_cmpint (e->points, ==, small_city ? 2 + shield : 4 + 2 * shield);
  g_assert_cmphex (e->scorers, ==, 1u << 0);
  g_assert_cmpint (tess_state_score (f->st, 0), ==, e->points);
  g_assert_cmpint (tess_state_supply (f->st, 0), ==, 7);
  g_assert_cmpint (tess_state_n_followers (f->st), ==, 0);
  fixture_teardown (f, NULL);
}

static void
test_city_of_two (void)
{
  city_of_two (FALSE, FALSE);
  city_of_two (FALSE, TRUE);
}

/* The old small-city rule (rule books 002, 004; 001 footnote 7). The
 * base set has no city of two tiles with a shield: the test set does. */
static void
test_city_of_two_small (void)
{
  city_of_two (TRUE, FALSE);
  city_of_two (TRUE, TRUE);
}

/* A shield counts 1 in an incomplete city at the end, 2 in a completed one. */
static void
test_shield_incomplete (Fixture       *f,
                        gconstpointer  data)
{
  GArray *final_events = g_array_new (FALSE, TRUE, sizeof (TessEvent));
  const TessEvent *e;

  play (f, TT_SHIELD_CAP, 0, 1, 2, CAP_CITY);   /* city facing south, open */
  tess_state_final_scoring (f->st, collect, final_events);
  g_assert_cmpint (n_scoring (final_events), ==, 1);
  e = last_scoring (final_events);
  g_assert_cmpint (e->rule, ==, TESS_RULE_CITY_INCOMPLETE);
  g_assert_cmpint (e->tiles, ==, 1);
  g_assert_cmpint (e->shields, ==, 1);
  g_assert_cmpint (e->points, ==, 2);
  g_array_unref (final_events);
}

static void
test_monastery_of_nine (Fixture       *f,
                        gconstpointer  data)
{
  TessState *early;
  GArray *final_events;
  const TessEvent *e;

  play (f, TT_CLOISTER, 0, 1, 0, CLOISTER_MONASTERY);   /* player 0's monk */
  play (f, TT_STRAIGHT, -1, 0, 0, -1);
  play (f, TT_STRAIGHT, 1, 0, 0, -1);
  play (f, TT_CLOISTER, -1, 1, 0, -1);
  play (f, TT_CLOISTER, 1, 1, 0, -1);
  play (f, TT_CLOISTER, -1, 2, 0, -1);
  play (f, TT_CLOISTER, 0, 2, 0, -1);
  g_assert_cmpint (n_scoring (f->events), ==, 0);

  /* Scored now, the monastery with 7 neighbours would be worth 8. */
  early = tess_state_dup (f->st);
  final_events = g_array_new (FALSE, TRUE, sizeof (TessEvent));
  tess_state_final_scoring (early, collect, final_events);
  g_assert_cmpint (n_scoring (final_events), ==, 1);
  e = last_scoring (final_events);
  g_assert_true (e->final);
  g_assert_cmpint (e->rule, ==, TESS_RULE_MONASTERY_INCOMPLETE);
  g_assert_cmpint (e->points, ==, 8);
  g_assert_cmpint (e->move, ==, 8);
  g_assert_cmpint (tess_state_score (early, 0), ==, 8);
  g_array_unref (final_events);
  tess_state_free (early);
  g_assert_cmpint (tess_state_score (f->st, 0), ==, 0);

  /* The eighth neighbour completes it. */
  play (f, TT_CLOISTER, 1, 2, 0, -1);
  g_assert_cmpint (n_scoring (f->events), ==, 1);
  e = last_scoring (f->events);
  g_assert_cmpint (e->move, ==, 8);
  g_assert_cmpint (e->feature, ==, TESS_FEATURE_MONASTERY);
  g_assert_cmpint (e->rule, ==, TESS_RULE_MONASTERY);
  g_assert_cmpint (e->points, ==, 9);
  g_assert_cmphex (e->scorers, ==, 1u << 0);
  g_assert_cmpint (tess_state_score (f->st, 0), ==, 9);
  g_assert_cmpint (tess_state_supply (f->st, 0), ==, 7);
}

/* The same moves on a memcpy copy give the same bytes; different moves
 * on a copy leave the original alone. */
static void
test_copy_independence (Fixture       *f,
                        gconstpointer  data)
{
  size_t size = tess_def_state_size (f->def);
  TessState *raw, *copy, *dup;
  int placed;

  play (f, TT_STRAIGHT, 1, 0, 0, STRAIGHT_ROAD);        /* player 0's thief */
  play (f, TT_CROSS, -1, 0, 0, -1);                     /* closes the road's west end */
  play (f, TT_CLOISTER, 0, 1, 0, CLOISTER_MONASTERY);   /* player 0's monk */
  placed = tess_state_n_placed (f->st);

  raw = malloc (size);
  memcpy (raw, f->st, size);
  copy = tess_state_new (f->def);
  tess_state_copy (copy, f->st);
  dup = tess_state_dup (f->st);
  g_assert_true (memcmp (raw, f->st, size) == 0);
  g_assert_true (memcmp (copy, f->st, size) == 0);
  g_assert_true (memcmp (dup, f->st, size) == 0);

  /* The same move on the original and on the raw copy: player 1 closes
   * the start tile's city with a knight (4). */
  test_play (f->st, TT_CAP, 0, -1, 2, CAP_CITY, NULL, NULL);
  test_play (raw, TT_CAP, 0, -1, 2, CAP_CITY, NULL, NULL);
  g_assert_true (memcmp (raw, f->st, size) == 0);
  g_assert_cmpint (tess_state_score (raw, 1), ==, 4);

  /* Other moves on the other copies: a crossroads closes player 0's road
   * (4 tiles), or a curve and a crossroads close it a tile longer (5). */
  test_play (copy, TT_CROSS, 2, 0, 0, -1, NULL, NULL);
  test_play (dup, TT_CURVE, 2, 0, 0, -1, NULL, NULL);
  test_play (dup, TT_CROSS, 2, 1, 0, -1, NULL, NULL);

  g_assert_cmpint (tess_state_n_placed (f->st), ==, placed + 1);
  g_assert_cmpint (tess_state_n_placed (copy), ==, placed + 1);
  g_assert_cmpint (tess_state_n_placed (dup), ==, placed + 2);
  g_assert_cmpint (tess_state_tile_at (f->st, 2, 0), ==, -1);
  g_assert_cmpint (tess_state_tile_at (f->st, 0, -1), >=, 0);
  g_assert_cmpint (tess_state_tile_at (copy, 0, -1), ==, -1);
  g_assert_cmpint (tess_state_tile_at (copy, 2, 0), >=, 0);

  g_assert_cmpint (tess_state_score (f->st, 0), ==, 0);
  g_assert_cmpint (tess_state_score (f->st, 1), ==, 4);
  g_assert_cmpint (tess_state_score (copy, 0), ==, 4);
  g_assert_cmpint (tess_state_score (copy, 1), ==, 0);
  g_assert_cmpint (tess_state_score (dup, 0), ==, 5);
  g_assert_cmpint (tess_state_supply (f->st, 0), ==, 5);
  g_assert_cmpint (tess_state_supply (copy, 0), ==, 6);
  g_assert_cmpint (tess_state_supply (dup, 0), ==, 6);
  g_assert_cmpint (tess_state_remaining (f->st, TT_CURVE), ==, TEST_TILE_COUNT);
  g_assert_cmpint (tess_state_remaining (dup, TT_CURVE), ==, TEST_TILE_COUNT - 1);
  g_assert_cmpint (tess_state_tiles_left (dup), ==, tess_state_tiles_left (f->st) - 1);

  free (raw);
  tess_state_free (copy);
  tess_state_free (dup);
}

/* ------------------------------------------------------------ random games */

static int
count_on_board (TessState *st,
                int        player)
{
  int n = 0;

  for (int i = 0; i < tess_state_n_followers (st); i++)
    {
      int placement, feature, p;

      tess_state_follower (st, i, &placement, &feature, &p);
      n += p == player;
    }
  return n;
}

typedef struct
{
  int  score[TESS_MAX_PLAYERS];
  int  n_events;
  bool bad_move;
  int  expected_move;
  bool final;
} Tally;

static void
tally (const TessEvent *e,
       void            *user_data)
{
  Tally *t = user_data;

  t->n_events++;
  if (e->move != t->expected_move || e->final != t->final)
    t->bad_move = true;
  for (int p = 0; p < TESS_MAX_PLAYERS; p++)
    if (e->scorers & (1u << p))
      t->score[p] += e->points;
}

static void
check_invariants (TessState   *st,
                  const Tally *t)
{
  const TessRules *rules = tess_def_rules (tess_state_def (st));

  for (int p = 0; p < tess_state_n_players (st); p++)
    {
      g_assert_cmpint (count_on_board (st, p) + tess_state_supply (st, p), ==, rules->followers);
      g_assert_cmpint (tess_state_score (st, p), ==, t->score[p]);
      g_assert_cmpint (tess_state_score (st, p), >=, 0);
    }
  g_assert_false (t->bad_move);
}

static void
test_random_games (void)
{
  TessRng rng;
  int games = (int) tess_test_runs (g_test_thorough () ? 10000 : 1000);

  tess_rng_seed (&rng, 77);
  for (int g = 0; g < games; g++)
    {
      TessRules rules;
      TessDef *def;
      TessState *st;
      TessPlacement *scratch;
      Tally t = { { 0 }, 0, false, 0, false };
      int n_players = 2 + (int) tess_rng_bounded (&rng, 5);
      int discards = 0;

      tess_rules_init_default (&rules);
      rules.farm_scoring = (TessFarmScoring) tess_rng_bounded (&rng, 3);
      rules.small_city = tess_rng_bounded (&rng, 2);
      rules.score_incomplete = tess_rng_bounded (&rng, 4) != 0;
      rules.followers = 1 + (int) tess_rng_bounded (&rng, 10);
      rules.hand = 1 + (int) tess_rng_bounded (&rng, 3);
      def = test_def_new (n_players, &rules);
      st = tess_state_new (def);
      scratch = g_new (TessPlacement, tess_def_max_placements (def));
      tess_state_init (st, def, true, (uint64_t) g);

      check_invariants (st, &t);
      while (!tess_state_is_over (st))
        {
          TessMove m;

          t.expected_move = tess_state_n_moves (st) + 1;
          g_assert_cmpint (tess_state_hand_size (st), >, 0);
          g_assert_cmpint (tess_state_hand_size (st), <=, rules.hand);
          if (tess_random_move (st, &rng, &m, scratch))
            g_assert_cmpint (tess_state_play (st, &m, tally, &t), ==, TESS_OK);
          else
            {
              g_assert_cmpint (tess_state_discard (st, tess_state_current_tile (st)), ==, TESS_OK);
              discards++;
            }
          g_assert_cmpint (tess_state_n_moves (st), ==, t.expected_move);
          check_invariants (st, &t);
        }

      /* every tile placed or discarded */
      g_assert_cmpint (tess_state_tiles_left (st), ==, 0);
      g_assert_cmpint (tess_state_hand_size (st), ==, 0);
      g_assert_cmpint (tess_state_n_placed (st) + discards, ==, tess_def_total_tiles (def));

      t.final = true;
      t.expected_move = tess_state_n_moves (st) + 1;
      tess_state_final_scoring (st, tally, &t);
      g_assert_true (tess_state_is_final_scored (st));
      for (int p = 0; p < n_players; p++)
        g_assert_cmpint (tess_state_score (st, p), ==, t.score[p]);
      g_assert_false (t.bad_move);
      /* once only */
      {
        int before = t.n_events;

        tess_state_final_scoring (st, tally, &t);
        g_assert_cmpint (t.n_events, ==, before);
      }
      /* over: no more moves */
      g_assert_cmpint (tess_state_draw_named (st, TT_CAP), ==, TESS_ERR_GAME_OVER);

      g_free (scratch);
      tess_state_free (st);
      tess_def_free (def);
    }
}

/* A random playout reaches the end from any position, and does not
 * touch the state it started from when working on a copy. */
static void
test_random_playout (void)
{
  TessDef *def = test_def_new (4, NULL);
  TessState *st = tess_state_new (def);
  TessState *copy = tess_state_new (def);
  TessPlacement *scratch = g_new (TessPlacement, tess_def_max_placements (def));
  size_t size = tess_def_state_size (def);
  TessRng rng;

  tess_rng_seed (&rng, 3);
  tess_state_init (st, def, true, 11);
  for (int i = 0; i < 20; i++)
    {
      TessMove m;

      if (tess_random_move (st, &rng, &m, scratch))
        g_assert_cmpint (tess_state_play (st, &m, NULL, NULL), ==, TESS_OK);
      else
        g_assert_cmpint (tess_state_discard (st, tess_state_current_tile (st)), ==, TESS_OK);
    }
  for (int k = 0; k < 20; k++)
    {
      TessState *keep = tess_state_dup (st);

      tess_state_copy (copy, st);
      tess_random_playout (copy, &rng, scratch);
      g_assert_true (tess_state_is_over (copy));
      g_assert_true (tess_state_is_final_scored (copy));
      g_assert_cmpint (tess_state_tiles_left (copy), ==, 0);
      g_assert_true (memcmp (keep, st, size) == 0);
      tess_state_free (keep);
    }
  g_free (scratch);
  tess_state_free (copy);
  tess_state_free (st);
  tess_def_free (def);
}

/* The one scoring function: every rule of DESIGN.md §3 and §8 by its
 * numbers, and the rule it names. */
static void
test_feature_points (void)
{
  TessRules rules, small, first, second;
  TessScoreRule rule;
  static const struct
  {
    TessFeatureType type;
    bool            complete;
    int             tiles, shields;
    unsigned        mods;
    int             points;
    TessScoreRule   rule;
  } cases[] = {
    { TESS_FEATURE_ROAD, true, 4, 0, 0, 4, TESS_RULE_ROAD },
    { TESS_FEATURE_ROAD, false, 4, 0, 0, 4, TESS_RULE_ROAD_INCOMPLETE },
    { TESS_FEATURE_ROAD, true, 4, 0, TESS_VALUE_INN, 8, TESS_RULE_ROAD_INN },
    { TESS_FEATURE_ROAD, false, 4, 0, TESS_VALUE_INN, 0, TESS_RULE_ROAD_INN_INCOMPLETE },
    { TESS_FEATURE_CITY, true, 3, 1, 0, 8, TESS_RULE_CITY },
    { TESS_FEATURE_CITY, true, 2, 1, 0, 6, TESS_RULE_CITY },
    { TESS_FEATURE_CITY, false, 3, 1, 0, 4, TESS_RULE_CITY_INCOMPLETE },
    { TESS_FEATURE_CITY, true, 6, 2, TESS_VALUE_CATHEDRAL, 24, TESS_RULE_CITY_CATHEDRAL },
    { TESS_FEATURE_CITY, false, 6, 2, TESS_VALUE_CATHEDRAL, 0, TESS_RULE_CITY_CATHEDRAL_INCOMPLETE },
    /* An inn means nothing to a city, a cathedral nothing to a road. */
    { TESS_FEATURE_CITY, true, 3, 0, TESS_VALUE_INN, 6, TESS_RULE_CITY },
    { TESS_FEATURE_ROAD, true, 3, 0, TESS_VALUE_CATHEDRAL, 3, TESS_RULE_ROAD },
    { TESS_FEATURE_MONASTERY, true, 9, 0, 0, 9, TESS_RULE_MONASTERY },
    { TESS_FEATURE_MONASTERY, false, 5, 0, 0, 5, TESS_RULE_MONASTERY_INCOMPLETE },
  };

  tess_rules_init_default (&rules);
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      int points = tess_feature_points (&rules, cases[i].type, cases[i].complete, cases[i].tiles,
                                        cases[i].shields, cases[i].mods, &rule);

      g_assert_cmpint (points, ==, cases[i].points);
      g_assert_cmpint (rule, ==, cases[i].rule);
    }

  /* The small-city rule: two tiles score 2, plus 1 per shield. */
  small = rules;
  small.small_city = true;
  g_assert_cmpint (tess_feature_points (&small, TESS_FEATURE_CITY, true, 2, 1, 0, &rule), ==, 3);
  g_assert_cmpint (rule, ==, TESS_RULE_CITY_SMALL);
  g_assert_cmpint (tess_feature_points (&small, TESS_FEATURE_CITY, true, 3, 1, 0, &rule), ==, 8);
  g_assert_cmpint (tess_feature_points (&small, TESS_FEATURE_CITY, false, 2, 1, 0, NULL), ==, 3);

  /* Farms: 3 a completed city, the first edition 4. */
  first = second = rules;
  first.farm_scoring = TESS_FARM_FIRST;
  second.farm_scoring = TESS_FARM_SECOND;
  g_assert_cmpint (tess_farm_points (&rules, 3, false, &rule), ==, 9);
  g_assert_cmpint (rule, ==, TESS_RULE_FARM_THIRD);
  g_assert_cmpint (tess_farm_points (&second, 3, false, &rule), ==, 9);
  g_assert_cmpint (rule, ==, TESS_RULE_FARM_SECOND);
  g_assert_cmpint (tess_farm_points (&first, 1, false, &rule), ==, 4);
  g_assert_cmpint (rule, ==, TESS_RULE_FARM_FIRST);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, fn) g_test_add ("/engine/rules/" path, Fixture, NULL, fixture_setup, fn, \
                                  fixture_teardown)
  g_test_add_func ("/engine/rules/error-messages", test_error_messages);
  ADD ("setup", test_setup);
  ADD ("bag-runs-out", test_bag_runs_out);
  ADD ("placement", test_placement);
  ADD ("placements-list", test_placements_list);
  ADD ("followers", test_followers);
  g_test_add_func ("/engine/rules/no-followers", test_no_followers);
  ADD ("road-between-junctions", test_road_between_junctions);
  g_test_add_func ("/engine/rules/city-of-two", test_city_of_two);
  g_test_add_func ("/engine/rules/city-of-two-small", test_city_of_two_small);
  g_test_add_func ("/engine/rules/feature-points", test_feature_points);
  ADD ("shield-incomplete", test_shield_incomplete);
  ADD ("monastery-of-nine", test_monastery_of_nine);
  ADD ("copy-independence", test_copy_independence);
  g_test_add_func ("/engine/rules/random-games", test_random_games);
  g_test_add_func ("/engine/rules/random-playout", test_random_playout);
#undef ADD

  return g_test_run ();
}
