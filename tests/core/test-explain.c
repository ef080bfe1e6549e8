/* test-explain.c: the sentences of scorings, moves, discards and errors
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-explain"

#include "config.h"

#include <string.h>

#include "tess-explain.h"
#include "tess-tile-set.h"
#include "tess-engine.h"

static const char * const names[] = { "Red", "Blue", "Green", "Yellow", "Black" };
#define N_NAMES 5

#define RED    (1u << 0)
#define BLUE   (1u << 1)
#define GREEN  (1u << 2)
#define YELLOW (1u << 3)
#define BLACK  (1u << 4)

static TessEvent
event (TessScoreRule rule,
       int           tiles,
       int           shields,
       int           points)
{
  TessEvent ev;

  memset (&ev, 0, sizeof ev);
  ev.rule = rule;
  ev.tiles = tiles;
  ev.shields = shields;
  ev.points = points;
  switch (rule)
    {
    case TESS_RULE_ROAD:
    case TESS_RULE_ROAD_INCOMPLETE:
    case TESS_RULE_ROAD_INN:
    case TESS_RULE_ROAD_INN_INCOMPLETE:
      ev.feature = TESS_FEATURE_ROAD;
      break;
    case TESS_RULE_CITY:
    case TESS_RULE_CITY_SMALL:
    case TESS_RULE_CITY_INCOMPLETE:
    case TESS_RULE_CITY_CATHEDRAL:
    case TESS_RULE_CITY_CATHEDRAL_INCOMPLETE:
    case TESS_RULE_GOODS:
      ev.feature = TESS_FEATURE_CITY;
      break;
    case TESS_RULE_MONASTERY:
    case TESS_RULE_MONASTERY_INCOMPLETE:
      ev.feature = TESS_FEATURE_MONASTERY;
      break;
    case TESS_RULE_FARM_THIRD:
    case TESS_RULE_FARM_SECOND:
    case TESS_RULE_FARM_FIRST:
    case TESS_RULE_FARM_THIRD_PIG:
    case TESS_RULE_FARM_SECOND_PIG:
    default:
      ev.feature = TESS_FEATURE_FIELD;
      break;
    }
  ev.final = rule != TESS_RULE_ROAD && rule != TESS_RULE_CITY && rule != TESS_RULE_CITY_SMALL
             && rule != TESS_RULE_MONASTERY && rule != TESS_RULE_ROAD_INN
             && rule != TESS_RULE_CITY_CATHEDRAL;
  ev.completed = !ev.final;
  ev.move = 5;
  return ev;
}

/* Sets the followers of the players in @mask to @n; scorers are those
 * with the most. */
static void
holders (TessEvent *ev,
         guint      mask,
         int        n)
{
  for (int p = 0; p < TESS_MAX_PLAYERS; p++)
    if (mask & (1u << p))
      ev->followers[p] = (uint8_t) n;
  ev->scorers = ev->outvoted = 0;
  {
    int best = 0;

    for (int p = 0; p < TESS_MAX_PLAYERS; p++)
      best = MAX (best, ev->followers[p]);
    for (int p = 0; p < TESS_MAX_PLAYERS; p++)
      if (ev->followers[p] == best && best > 0)
        ev->scorers |= (uint8_t) (1u << p);
      else if (ev->followers[p] > 0)
        ev->outvoted |= (uint8_t) (1u << p);
  }
}

static void
assert_event (const TessEvent *ev,
              const char      *expected)
{
  g_autofree char *text = tess_explain_event (ev, names, N_NAMES);

  g_assert_cmpstr (text, ==, expected);
}

/* ------------------------------------------------------------ completed */

static void
test_road (void)
{
  TessEvent ev = event (TESS_RULE_ROAD, 3, 0, 3);

  holders (&ev, RED, 1);
  assert_event (&ev, "A road of 3 tiles is completed: 3 × 1 = 3 points. "
                     "Red has 1 thief on the road and scores 3 points.");

  holders (&ev, RED, 2);
  assert_event (&ev, "A road of 3 tiles is completed: 3 × 1 = 3 points. "
                     "Red has 2 thieves on the road and scores 3 points.");
}

/* Inns & Cathedrals: the rule's numbers, from the engine's one scoring
 * function (tess_feature_points()). */
static void
test_inn_cathedral (void)
{
  TessRules rules;
  TessScoreRule rule;
  int points;
  TessEvent ev;

  tess_rules_init_default (&rules);
  points = tess_feature_points (&rules, TESS_FEATURE_ROAD, TRUE, 4, 0, TESS_VALUE_INN, &rule);
  ev = event (rule, 4, 0, points);
  holders (&ev, RED, 1);
  assert_event (&ev, "A road of 4 tiles with an inn is completed: 4 × 2 = 8 points. "
                     "Red has 1 thief on the road and scores 8 points.");

  points = tess_feature_points (&rules, TESS_FEATURE_ROAD, FALSE, 4, 0, TESS_VALUE_INN, &rule);
  ev = event (rule, 4, 0, points);
  holders (&ev, RED, 1);
  g_assert_true (ev.final);
  assert_event (&ev, "Final scoring: a road of 4 tiles with an inn, not completed: 0 points. "
                     "Red has 1 thief on the road and scores 0 points.");

  points = tess_feature_points (&rules, TESS_FEATURE_CITY, TRUE, 6, 2, TESS_VALUE_CATHEDRAL, &rule);
  ev = event (rule, 6, 2, points);
  holders (&ev, BLUE, 1);
  assert_event (&ev, "A city of 6 tiles with a cathedral is completed: 6 × 3 + 2 × 3 = 24 points. "
                     "Blue has 1 knight in the city and scores 24 points.");

  points = tess_feature_points (&rules, TESS_FEATURE_CITY, FALSE, 6, 2, TESS_VALUE_CATHEDRAL, &rule);
  ev = event (rule, 6, 2, points);
  holders (&ev, BLUE, 1);
  assert_event (&ev, "Final scoring: a city of 6 tiles with a cathedral, not completed: 0 points. "
                     "Blue has 1 knight in the city and scores 0 points.");
}

static void
test_road_outvoted (void)
{
  TessEvent ev = event (TESS_RULE_ROAD, 4, 0, 4);

  holders (&ev, YELLOW, 2);
  ev.followers[4] = 1;
  holders (&ev, 0, 0);
  assert_event (&ev, "A road of 4 tiles is completed: 4 × 1 = 4 points. "
                     "Yellow has 2 thieves on the road and scores 4 points. "
                     "Black, with only 1 thief, is outvoted and scores nothing.");
}

static void
test_city (void)
{
  TessEvent ev = event (TESS_RULE_CITY, 3, 1, 8);

  holders (&ev, RED, 1);
  assert_event (&ev, "A city of 3 tiles with 1 shield is completed: 3 × 2 + 1 × 2 = 8 points. "
                     "Red has 1 knight in the city and scores 8 points.");

  ev = event (TESS_RULE_CITY, 5, 2, 14);
  holders (&ev, BLUE, 3);
  assert_event (&ev, "A city of 5 tiles with 2 shields is completed: "
                     "5 × 2 + 2 × 2 = 14 points. "
                     "Blue has 3 knights in the city and scores 14 points.");

  ev = event (TESS_RULE_CITY, 2, 0, 4);
  holders (&ev, GREEN, 1);
  assert_event (&ev, "A city of 2 tiles is completed: 2 × 2 = 4 points. "
                     "Green has 1 knight in the city and scores 4 points.");
}

static void
test_city_tie (void)
{
  TessEvent ev = event (TESS_RULE_CITY, 4, 1, 10);

  holders (&ev, RED | BLUE, 1);
  assert_event (&ev, "A city of 4 tiles with 1 shield is completed: 4 × 2 + 1 × 2 = 10 points. "
                     "Red and Blue each have 1 knight in the city: both score 10 points.");

  holders (&ev, RED | BLUE | GREEN, 2);
  assert_event (&ev, "A city of 4 tiles with 1 shield is completed: 4 × 2 + 1 × 2 = 10 points. "
                     "Red, Blue and Green each have 2 knights in the city: "
                     "each of them scores 10 points.");
}

static void
test_city_tie_outvoted (void)
{
  TessEvent ev = event (TESS_RULE_CITY, 6, 0, 12);

  memset (ev.followers, 0, sizeof ev.followers);
  ev.followers[0] = 2;
  ev.followers[1] = 2;
  ev.followers[3] = 1;
  ev.followers[4] = 1;
  holders (&ev, 0, 0);
  g_assert_cmpuint (ev.scorers, ==, RED | BLUE);
  g_assert_cmpuint (ev.outvoted, ==, YELLOW | BLACK);
  assert_event (&ev, "A city of 6 tiles is completed: 6 × 2 = 12 points. "
                     "Red and Blue each have 2 knights in the city: both score 12 points. "
                     "Yellow (1 knight) and Black (1 knight) have fewer followers there: "
                     "they are outvoted and score nothing.");
}

/* Inns & Cathedrals: a big follower counts as two, and each player is
 * said with their own figures, never "each have 2 knights". */
static void
test_big_follower (void)
{
  TessEvent ev = event (TESS_RULE_CITY, 5, 1, 12);

  /* Red's big follower (2) and Blue's two knights tie. */
  ev.followers[0] = 2;
  ev.big[0] = 1;
  ev.followers[1] = 2;
  holders (&ev, 0, 0);
  assert_event (&ev, "A city of 5 tiles with 1 shield is completed: 5 × 2 + 1 × 2 = 12 points. "
                     "Red with a big follower and Blue with 2 knights tie: both score 12 "
                     "points. Red’s big follower counts as two.");

  /* Red's big follower outvotes Blue's knight. */
  ev.followers[1] = 1;
  holders (&ev, 0, 0);
  assert_event (&ev, "A city of 5 tiles with 1 shield is completed: 5 × 2 + 1 × 2 = 12 points. "
                     "Red has a big follower there and scores 12 points. Blue, with only 1 "
                     "knight, is outvoted and scores nothing. Red’s big follower counts as two.");

  /* A big follower and a knight (3) beat Blue's big follower (2) and
   * Green's knight; three tied with their own figures. */
  ev.followers[0] = 3;
  ev.followers[1] = 2;
  ev.big[1] = 1;
  ev.followers[2] = 1;
  holders (&ev, 0, 0);
  assert_event (&ev, "A city of 5 tiles with 1 shield is completed: 5 × 2 + 1 × 2 = 12 points. "
                     "Red has a big follower and 1 follower there and scores 12 points. "
                     "Blue (a big follower) and Green (1 knight) have fewer followers there: "
                     "they are outvoted and score nothing. The big followers of Red and Blue "
                     "count as two each.");

  ev = event (TESS_RULE_ROAD_INN, 4, 0, 8);
  ev.followers[0] = 2;
  ev.big[0] = 1;
  ev.followers[1] = 2;
  ev.big[1] = 1;
  ev.followers[2] = 2;
  holders (&ev, 0, 0);
  assert_event (&ev, "A road of 4 tiles with an inn is completed: 4 × 2 = 8 points. "
                     "Red with a big follower, Blue with a big follower and Green with 2 "
                     "thieves tie: each of them scores 8 points. The big followers of Red and "
                     "Blue count as two each.");
}

static void
test_city_small (void)
{
  TessEvent ev = event (TESS_RULE_CITY_SMALL, 2, 0, 2);

  holders (&ev, RED, 1);
  assert_event (&ev, "A city of 2 tiles is completed; under the old small-city rule it "
                     "counts only 2 points. Red has 1 knight in the city and scores 2 points.");

  ev = event (TESS_RULE_CITY_SMALL, 2, 1, 3);
  holders (&ev, RED, 1);
  assert_event (&ev, "A city of 2 tiles with 1 shield is completed; under the old small-city "
                     "rule it counts only 2, plus 1 per shield: 2 + 1 = 3 points. "
                     "Red has 1 knight in the city and scores 3 points.");
}

static void
test_monastery (void)
{
  TessEvent ev = event (TESS_RULE_MONASTERY, 9, 0, 9);

  holders (&ev, GREEN, 1);
  assert_event (&ev, "A monastery is completed, surrounded by 8 tiles: 1 + 8 = 9 points. "
                     "Green has 1 monk in the monastery and scores 9 points.");
}

/* ------------------------------------------------------------- final */

static void
test_incomplete (void)
{
  TessEvent ev = event (TESS_RULE_ROAD_INCOMPLETE, 1, 0, 1);

  holders (&ev, RED, 1);
  assert_event (&ev, "Final scoring: an incomplete road of 1 tile: 1 × 1 = 1 point. "
                     "Red has 1 thief on the road and scores 1 point.");

  ev = event (TESS_RULE_ROAD_INCOMPLETE, 5, 0, 5);
  holders (&ev, RED | BLUE, 1);
  assert_event (&ev, "Final scoring: an incomplete road of 5 tiles: 5 × 1 = 5 points. "
                     "Red and Blue each have 1 thief on the road: both score 5 points.");

  ev = event (TESS_RULE_CITY_INCOMPLETE, 3, 1, 4);
  holders (&ev, BLUE, 1);
  assert_event (&ev, "Final scoring: an incomplete city of 3 tiles with 1 shield: "
                     "3 × 1 + 1 × 1 = 4 points. "
                     "Blue has 1 knight in the city and scores 4 points.");

  ev = event (TESS_RULE_CITY_INCOMPLETE, 1, 0, 1);
  holders (&ev, BLUE, 1);
  assert_event (&ev, "Final scoring: an incomplete city of 1 tile: 1 × 1 = 1 point. "
                     "Blue has 1 knight in the city and scores 1 point.");

  ev = event (TESS_RULE_CITY_INCOMPLETE, 4, 3, 7);
  holders (&ev, BLUE, 2);
  assert_event (&ev, "Final scoring: an incomplete city of 4 tiles with 3 shields: "
                     "4 × 1 + 3 × 1 = 7 points. "
                     "Blue has 2 knights in the city and scores 7 points.");
}

static void
test_monastery_incomplete (void)
{
  TessEvent ev = event (TESS_RULE_MONASTERY_INCOMPLETE, 6, 0, 6);

  holders (&ev, YELLOW, 1);
  assert_event (&ev, "Final scoring: an incomplete monastery with 5 neighbouring tiles: "
                     "1 + 5 = 6 points. "
                     "Yellow has 1 monk in the monastery and scores 6 points.");

  ev = event (TESS_RULE_MONASTERY_INCOMPLETE, 2, 0, 2);
  holders (&ev, YELLOW, 1);
  assert_event (&ev, "Final scoring: an incomplete monastery with 1 neighbouring tile: "
                     "1 + 1 = 2 points. "
                     "Yellow has 1 monk in the monastery and scores 2 points.");

  ev = event (TESS_RULE_MONASTERY_INCOMPLETE, 1, 0, 1);
  holders (&ev, YELLOW, 1);
  assert_event (&ev, "Final scoring: an incomplete monastery with no neighbouring tile: "
                     "1 point. Yellow has 1 monk in the monastery and scores 1 point.");
}

static void
test_farm_third (void)
{
  TessEvent ev = event (TESS_RULE_FARM_THIRD, 7, 0, 9);

  ev.cities = 3;
  holders (&ev, GREEN, 1);
  assert_event (&ev, "Final scoring: a farm of 7 tiles borders 3 completed cities: "
                     "3 × 3 = 9 points. "
                     "Green has 1 farmer on the farm and scores 9 points.");

  ev = event (TESS_RULE_FARM_THIRD, 12, 0, 3);
  ev.cities = 1;
  ev.followers[0] = 2;
  ev.followers[1] = 2;
  ev.followers[2] = 1;
  holders (&ev, 0, 0);
  assert_event (&ev, "Final scoring: a farm of 12 tiles borders 1 completed city: "
                     "1 × 3 = 3 points. "
                     "Red and Blue each have 2 farmers on the farm: both score 3 points. "
                     "Green, with only 1 farmer, is outvoted and scores nothing.");
}

static void
test_farm_second (void)
{
  TessEvent ev = event (TESS_RULE_FARM_SECOND, 9, 0, 12);

  /* The engine counts the scorer's farms in followers[]. */
  ev.cities = 4;
  ev.scorers = GREEN;
  ev.followers[2] = 2;
  assert_event (&ev, "Final scoring: Green's farmers hold 2 farms bordering 4 completed "
                     "cities; under the second-edition rule each city counts once for a "
                     "player, so Green scores 4 × 3 = 12 points.");

  ev = event (TESS_RULE_FARM_SECOND, 3, 0, 3);
  ev.cities = 1;
  ev.scorers = RED;
  ev.followers[0] = 1;
  assert_event (&ev, "Final scoring: Red's farmers hold 1 farm bordering 1 completed city; "
                     "under the second-edition rule each city counts once for a player, so "
                     "Red scores 1 × 3 = 3 points.");
}

static void
test_farm_first (void)
{
  TessEvent ev = event (TESS_RULE_FARM_FIRST, 4, 1, 4);

  ev.cities = 1;
  ev.followers[1] = 3;
  ev.followers[0] = 1;
  holders (&ev, 0, 0);
  assert_event (&ev, "Final scoring under the first-edition farm rule: the completed city of "
                     "4 tiles is worth 4 points to the most farmers around it. "
                     "Blue has 3 farmers around the city and scores 4 points. "
                     "Red, with only 1 farmer, is outvoted and scores nothing.");

  ev = event (TESS_RULE_FARM_FIRST, 2, 0, 4);
  ev.cities = 1;
  holders (&ev, GREEN | BLACK, 1);
  assert_event (&ev, "Final scoring under the first-edition farm rule: the completed city of "
                     "2 tiles is worth 4 points to the most farmers around it. "
                     "Green and Black each have 1 farmer around the city: "
                     "both score 4 points.");
}

static void
test_unnamed_player (void)
{
  TessEvent ev = event (TESS_RULE_ROAD, 2, 0, 2);
  g_autofree char *text = NULL;

  ev.followers[5] = 1;
  holders (&ev, 0, 0);
  text = tess_explain_event (&ev, names, N_NAMES);
  g_assert_cmpstr (text, ==, "A road of 2 tiles is completed: 2 × 1 = 2 points. "
                             "Player 6 has 1 thief on the road and scores 2 points.");
  g_clear_pointer (&text, g_free);

  text = tess_explain_event (&ev, NULL, 0);
  g_assert_nonnull (strstr (text, "Player 6 has"));
}

/* Every rule has its own sentence. */
static void
test_every_rule (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (int rule = TESS_RULE_ROAD; rule <= TESS_RULE_FARM_SECOND_PIG; rule++)
    {
      TessEvent ev = event ((TessScoreRule) rule, 4, 1, 7);
      char *text;

      ev.cities = 2;
      holders (&ev, RED, 1);
      text = tess_explain_event (&ev, names, N_NAMES);
      g_test_message ("rule %d: %s", rule, text);
      g_assert_true (g_utf8_validate (text, -1, NULL));
      g_assert_nonnull (strstr (text, "7 points"));
      g_assert_nonnull (strstr (text, "Red"));
      g_assert_false (g_hash_table_contains (seen, text));
      g_hash_table_add (seen, text);
    }
}

/* Traders & Builders: the goods majorities, the pig's farms, the
 * builder's extra turn. */
static void
test_traders (void)
{
  TessEvent ev = event (TESS_RULE_GOODS, 0, 0, 10);
  g_autofree char *builder = NULL;
  g_autofree char *both = NULL;
  g_autofree char *hole = NULL;
  g_autofree char *amount = NULL;

  ev.goods = TESS_GOODS_WINE;
  ev.tokens[0] = 3;
  ev.tokens[1] = 1;
  ev.scorers = RED;
  ev.outvoted = BLUE;
  assert_event (&ev, "Final scoring, wine: Red has the most tokens (3) and scores 10 points.");
  ev.goods = TESS_GOODS_CLOTH;
  ev.tokens[1] = 3;
  ev.scorers = RED | BLUE;
  ev.outvoted = 0;
  assert_event (&ev, "Final scoring, cloth: Red and Blue tie with the most tokens (3 each) and "
                     "each scores 10 points.");

  ev = event (TESS_RULE_FARM_THIRD_PIG, 7, 0, 12);
  ev.cities = 3;
  holders (&ev, RED, 1);
  ev.pigs = RED;
  assert_event (&ev, "Final scoring: a farm of 7 tiles with a pig borders 3 completed cities: "
                     "3 × 4 = 12 points. Red has 1 farmer on the farm and scores 12 points.");
  ev = event (TESS_RULE_FARM_SECOND_PIG, 7, 0, 8);
  ev.cities = 2;
  ev.scorers = BLUE;
  ev.followers[1] = 1;
  assert_event (&ev, "Final scoring: Blue's farmers and pig hold 1 farm bordering 2 completed "
                     "cities; each city counts once for a player, and 4 with the pig, so Blue "
                     "scores 2 × 4 = 8 points.");

  builder = tess_explain_extra_turn_reason (TESS_EXTRA_TURN_BUILDER, "Red");
  g_assert_cmpstr (builder, ==, "Red’s builder: Red plays again.");
  both = tess_explain_extra_turn_reason (TESS_EXTRA_TURN_BUILDER | TESS_EXTRA_TURN_HOLE, "Red");
  g_assert_cmpstr (both, ==, "The tile fills a hole and extends Red’s builder’s road or city: "
                             "Red plays again, once.");
  hole = tess_explain_extra_turn_reason (TESS_EXTRA_TURN_HOLE, "Red");
  g_assert_cmpstr (hole, ==, "The tile fills a hole, with placed tiles on all four sides: Red "
                             "plays again.");
  amount = tess_explain_goods_amount (TESS_GOODS_GRAIN, 2);
  g_assert_cmpstr (amount, ==, "2 grain tokens");
}

static void
test_player_list (void)
{
  g_autofree char *one = tess_explain_player_list (BLUE, names, N_NAMES);
  g_autofree char *two = tess_explain_player_list (RED | BLACK, names, N_NAMES);
  g_autofree char *four = tess_explain_player_list (RED | BLUE | GREEN | YELLOW, names, N_NAMES);

  g_assert_cmpstr (one, ==, "Blue");
  g_assert_cmpstr (two, ==, "Red and Black");
  g_assert_cmpstr (four, ==, "Red, Blue, Green and Yellow");
}

/* ------------------------------------------------------ moves and errors */

/* The engine's view of a set points into its tiles: keep the set for the
 * whole run. */
static TessTileSetData *base_set;

static TessDef *
base_def (void)
{
  g_autoptr(GError) error = NULL;
  TessTileSet set;
  TessRules rules;
  TessDef *def;
  char err[256];

  if (base_set == NULL)
    base_set = tess_tile_set_load_builtin ("base", &error);
  g_assert_no_error (error);
  tess_tile_set_as_engine (base_set, &set);
  tess_rules_init_default (&rules);
  def = tess_def_new (&set, 1, &rules, 2, err, sizeof err);
  g_assert_nonnull (def);
  return def;
}

static int
feature_of_type (const TessDef   *def,
                 int              type,
                 TessFeatureType  ft)
{
  const TessTileDef *tile = tess_def_tile (def, type);

  for (int f = 0; f < tile->n_features; f++)
    if (tile->features[f].type == ft)
      return f;
  g_assert_not_reached ();
}

static void
test_move (void)
{
  TessDef *def = base_def ();
  TessMove move = { 0 };
  char *text;

  move.tile = (uint16_t) tess_def_find_type (def, "V");
  move.x = 1;
  move.y = 0;
  move.rot = 0;
  move.feature = -1;
  text = tess_explain_move (def, &move, "Ana");
  g_assert_cmpstr (text, ==, "Ana places tile V at (1,\u00a00).");
  g_free (text);

  move.rot = 1;
  move.feature = (int8_t) feature_of_type (def, move.tile, TESS_FEATURE_ROAD);
  text = tess_explain_move (def, &move, "Ana");
  g_assert_cmpstr (text, ==, "Ana places tile V at (1,\u00a00), turned 90°, with a thief on the road.");
  g_free (text);

  move.tile = (uint16_t) tess_def_find_type (def, "E");
  move.x = 0;
  move.y = -1;
  move.rot = 2;
  move.feature = (int8_t) feature_of_type (def, move.tile, TESS_FEATURE_CITY);
  text = tess_explain_move (def, &move, "Bogdan");
  g_assert_cmpstr (text, ==,
                   "Bogdan places tile E at (0,\u00a0-1), turned 180°, with a knight in the city.");
  g_free (text);

  move.rot = 0;
  move.feature = (int8_t) feature_of_type (def, move.tile, TESS_FEATURE_FIELD);
  text = tess_explain_move (def, &move, "Bogdan");
  g_assert_cmpstr (text, ==, "Bogdan places tile E at (0,\u00a0-1), with a farmer on the farm.");
  g_free (text);

  move.tile = (uint16_t) tess_def_find_type (def, "B");
  move.x = -2;
  move.y = 3;
  move.rot = 3;
  move.feature = (int8_t) feature_of_type (def, move.tile, TESS_FEATURE_MONASTERY);
  text = tess_explain_move (def, &move, "Carla");
  g_assert_cmpstr (text, ==,
                   "Carla places tile B at (-2,\u00a03), turned 270°, with a monk in the monastery.");
  g_free (text);

  tess_def_free (def);
}

/* The same moves in a player's words: what the tile shows and where it
 * goes, never its id, cell or turn. */
static void
test_move_in_words (void)
{
  TessDef *def = base_def ();
  TessMove move = { 0 };
  g_autofree char *plain = NULL;
  g_autofree char *thief = NULL;
  g_autofree char *gone = NULL;
  g_autofree char *back = NULL;

  move.tile = (uint16_t) tess_def_find_type (def, "V");
  move.x = 1;
  move.rot = 1;
  move.feature = -1;
  plain = tess_explain_move_in_words (def, &move, "Ana", "to the right of the start tile");
  g_assert_cmpstr (plain, ==, "Ana places a road bend to the right of the start tile.");

  move.tile = (uint16_t) tess_def_find_type (def, "D");
  move.feature = (int8_t) feature_of_type (def, move.tile, TESS_FEATURE_ROAD);
  thief = tess_explain_move_in_words (def, &move, "Bruno", "below Ana’s city");
  g_assert_cmpstr (thief, ==,
                   "Bruno places a city cap with a straight road below Ana’s city, "
                   "with a thief on the road.");

  gone = tess_explain_discard_in_words (tess_def_tile (def, tess_def_find_type (def, "X")),
                                        "Blue", TESS_UNPLACEABLE_DISCARD);
  g_assert_cmpstr (gone, ==,
                   "Blue cannot place a crossroads anywhere: it is discarded and Blue draws again.");
  back = tess_explain_discard_in_words (tess_def_tile (def, tess_def_find_type (def, "X")),
                                        "Blue", TESS_UNPLACEABLE_RETURN);
  g_assert_cmpstr (back, ==,
                   "Blue cannot place a crossroads anywhere: it goes back into the bag and Blue "
                   "draws again.");
  tess_def_free (def);
}

static void
test_discard (void)
{
  g_autofree char *discard = tess_explain_discard ("X", "Blue", TESS_UNPLACEABLE_DISCARD);
  g_autofree char *back = tess_explain_discard ("X", "Blue", TESS_UNPLACEABLE_RETURN);

  g_assert_cmpstr (discard, ==,
                   "Blue cannot place tile X anywhere: it is discarded and Blue draws again.");
  g_assert_cmpstr (back, ==,
                   "Blue cannot place tile X anywhere: it goes back into the bag and Blue "
                   "draws again.");
}

static void
test_error_generic (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (int err = TESS_OK; err < TESS_N_ERRORS; err++)
    {
      char *text = tess_explain_error ((TessError) err, NULL, -1, 0, 0, 0, -1);

      g_test_message ("error %d: %s", err, text);
      g_assert_nonnull (text);
      g_assert_cmpuint (strlen (text), >, 10);
      g_assert_true (g_str_has_suffix (text, "."));
      g_assert_false (g_hash_table_contains (seen, text));
      g_hash_table_add (seen, text);
    }
}

static void
test_error_on_board (void)
{
  TessDef *def = base_def ();
  TessState *st = tess_state_new (def);
  int b = tess_def_find_type (def, "B");
  int u = tess_def_find_type (def, "U");
  int road;
  TessMove move = { 0 };
  char *text;

  tess_state_init (st, def, false, 0);

  /* The start tile D shows a city on its north side: a monastery with
   * fields all round cannot sit above it. */
  g_assert_cmpint (tess_state_check_placement (st, b, 0, -1, 0), ==, TESS_ERR_MISMATCH);
  text = tess_explain_error (TESS_ERR_MISMATCH, st, b, 0, -1, 0, -1);
  g_assert_cmpstr (text, ==, "This tile cannot go there: its south side has a field where the "
                             "neighbouring tile has a city.");
  g_free (text);

  /* A road tile turned so that its field faces the road of D on the east. */
  g_assert_cmpint (tess_state_check_placement (st, u, 1, 0, 1), ==, TESS_ERR_MISMATCH);
  text = tess_explain_error (TESS_ERR_MISMATCH, st, u, 1, 0, 1, -1);
  g_assert_cmpstr (text, ==, "This tile cannot go there: its west side has a field where the "
                             "neighbouring tile has a road.");
  g_free (text);

  text = tess_explain_error (TESS_ERR_OCCUPIED, st, u, 0, 0, 0, -1);
  g_assert_cmpstr (text, ==, "This tile cannot go there: a tile already lies on that spot.");
  g_free (text);

  /* Red's thief on the road east of the start tile; Blue may not put one
   * on the same road further east. */
  road = feature_of_type (def, u, TESS_FEATURE_ROAD);
  g_assert_cmpint (tess_state_draw_named (st, u), ==, TESS_OK);
  move.tile = (uint16_t) u;
  move.x = 1;
  move.y = 0;
  move.rot = 0;
  move.feature = (int8_t) road;
  g_assert_cmpint (tess_state_play (st, &move, NULL, NULL), ==, TESS_OK);
  g_assert_cmpint (tess_state_draw_named (st, u), ==, TESS_OK);
  g_assert_cmpint (tess_state_check_follower (st, u, 2, 0, 0, road), ==, TESS_ERR_FEATURE_TAKEN);
  text = tess_explain_error (TESS_ERR_FEATURE_TAKEN, st, u, 2, 0, 0, road);
  g_assert_cmpstr (text, ==, "No follower may stand on this road: it joins a road that already "
                             "holds a thief.");
  g_free (text);

  tess_state_free (st);
  tess_def_free (def);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/explain/road", test_road);
  g_test_add_func ("/explain/road-outvoted", test_road_outvoted);
  g_test_add_func ("/explain/inn-cathedral", test_inn_cathedral);
  g_test_add_func ("/explain/city", test_city);
  g_test_add_func ("/explain/city-tie", test_city_tie);
  g_test_add_func ("/explain/city-tie-outvoted", test_city_tie_outvoted);
  g_test_add_func ("/explain/big-follower", test_big_follower);
  g_test_add_func ("/explain/city-small", test_city_small);
  g_test_add_func ("/explain/monastery", test_monastery);
  g_test_add_func ("/explain/incomplete", test_incomplete);
  g_test_add_func ("/explain/monastery-incomplete", test_monastery_incomplete);
  g_test_add_func ("/explain/farm-third", test_farm_third);
  g_test_add_func ("/explain/farm-second", test_farm_second);
  g_test_add_func ("/explain/farm-first", test_farm_first);
  g_test_add_func ("/explain/unnamed-player", test_unnamed_player);
  g_test_add_func ("/explain/every-rule", test_every_rule);
  g_test_add_func ("/explain/traders", test_traders);
  g_test_add_func ("/explain/player-list", test_player_list);
  g_test_add_func ("/explain/move", test_move);
  g_test_add_func ("/explain/discard", test_discard);
  g_test_add_func ("/explain/move-in-words", test_move_in_words);
  g_test_add_func ("/explain/error-generic", test_error_generic);
  g_test_add_func ("/explain/error-on-board", test_error_on_board);

  status = g_test_run ();
  g_clear_pointer (&base_set, tess_tile_set_unref);
  return status;
}
