/* test-big-ai.c: the computer players and the hint place the big follower
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Inns & Cathedrals (DESIGN.md §8): Ana's only follower stands on a road
 * and her big follower is left, with a tile in hand that closes the
 * start tile's city (2 tiles, 4 points). The best move closes the city
 * with the big follower: the choice carries the figure, the hint's
 * sentence names it, and the game's computer player plays it (the
 * record says "figure": "big" and Ana scores the city).
 */

#include "config.h"

#include <glib.h>

#include "tess-ai-player.h"
#include "tess-game.h"
#include "tess-record.h"
#include "tess-test-core.h"

#define POSITION(ana) \
  "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"]," \
  "  \"rules\": {\"expansions\": [\"inns-cathedrals\"], \"followers\": 1}," \
  "  \"players\": [{\"name\": \"Ana\", \"color\": \"red\"" ana "}," \
  "                {\"name\": \"Bruno\", \"color\": \"blue\"}]," \
  "  \"moves\": [" \
  "    {\"tile\": \"U\", \"x\": 1, \"y\": 0, \"rotation\": 0, \"follower\": \"W\"}," \
  "    {\"tile\": \"U\", \"x\": -1, \"y\": 0, \"rotation\": 0} ] }"

/* The position, and Ana's tile E (a city on one side) in hand. */
static TessGame *
new_position (const char *data)
{
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  TessGame *game;
  int tile;

  record = tess_record_load_data (data, -1, "big-ai.tessera", &error);
  g_assert_no_error (error);
  game = tess_game_new_with_external_draws (record, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 2);
  /* Her follower is out; her big follower is not. */
  g_assert_cmpint (tess_game_get_supply (game, 0), ==, 0);

  for (tile = 0; g_strcmp0 (tess_game_get_type_id (game, tile), "E") != 0; tile++)
    g_assert_cmpint (tile, <, tess_game_get_n_types (game));
  g_assert_true (tess_game_draw_tile (game, tile, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tess_game_get_current_player (game), ==, 0);
  return game;
}

typedef struct
{
  gboolean      called;
  TessAiChoice *choice;
  GError       *error;
} ChoiceData;

static void
choice_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  ChoiceData *data = user_data;

  data->called = TRUE;
  data->choice = tess_game_choose_move_finish (result, &data->error);
}

static TessAiChoice *
choose (TessGame    *game,
        TessAiLevel  level)
{
  ChoiceData data = { FALSE, NULL, NULL };

  tess_game_choose_move_async (game, level, 100, 60, NULL, choice_done, &data);
  TESS_TEST_WAIT_UNTIL (data.called);
  g_assert_no_error (data.error);
  g_assert_nonnull (data.choice);
  return data.choice;
}

/* Medium and hard (the hint's level) close the city with the big
 * follower, and say so. */
static void
test_choice (void)
{
  static const TessAiLevel levels[] = { TESS_AI_MEDIUM, TESS_AI_HARD };

  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      g_autoptr(TessGame) game = new_position (POSITION (""));
      g_autoptr(TessAiChoice) choice = choose (game, levels[i]);
      g_autofree char *reason = tess_ai_choice_describe (choice);
      g_autoptr(GError) error = NULL;

      g_test_message ("level %d: %s", levels[i], reason);
      g_assert_false (choice->discard);
      g_assert_cmpint (choice->feature, >=, 0);
      g_assert_cmpint (choice->figure, ==, TESS_FIGURE_BIG);
      g_assert_cmpint (choice->completes, ==, TESS_FEATURE_CITY);
      g_assert_cmpint (choice->points, ==, 4);
      g_assert_true (choice->follower_returns);
      g_assert_cmpstr (reason, ==, "Completes your city: +4 · With your big follower");

      /* Played as chosen, it scores what it says. */
      g_assert_true (tess_game_play_move_figure (game, choice->type, choice->x, choice->y,
                                                 choice->rot, choice->feature, choice->figure,
                                                 &error));
      g_assert_no_error (error);
      g_assert_cmpint (tess_game_get_score (game, 0), ==, 4);
    }
}

/* With the tile laid, the hint chooses among the figures too. */
static void
test_follower_step (void)
{
  g_autoptr(TessGame) game = new_position (POSITION (""));
  g_autoptr(TessAiChoice) first = choose (game, TESS_AI_MEDIUM);
  g_autoptr(TessAiChoice) step = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (tess_game_place_tile (game, first->x, first->y, first->rot, &error));
  g_assert_no_error (error);
  /* No follower is left, but the big follower's spots are offered. */
  {
    g_autoptr(GArray) options = tess_game_get_follower_options (game);
    gboolean found = FALSE;

    g_assert_cmpuint (options->len, >, 0);
    for (guint i = 0; i < options->len; i++)
      found |= g_array_index (options, int, i) == first->feature;
    g_assert_true (found);
  }
  step = choose (game, TESS_AI_HARD);
  g_assert_cmpint (step->x, ==, first->x);
  g_assert_cmpint (step->y, ==, first->y);
  g_assert_cmpint (step->feature, ==, first->feature);
  g_assert_cmpint (step->figure, ==, TESS_FIGURE_BIG);
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_FOLLOWER);
}

/* Ana is the game's computer player: it plays the big follower, as the
 * record and the score show. */
static void
test_player_plays_it (void)
{
  g_autoptr(TessGame) game = new_position (POSITION (", \"ai\": \"medium\""));
  g_autoptr(TessAiPlayer) player = tess_ai_player_new (game);
  const TessRecordMove *move;

  tess_ai_player_set_pace (player, 0);
  tess_ai_player_set_max_simulations (player, 60);
  TESS_TEST_WAIT_UNTIL (tess_game_get_n_moves (game) == 3);
  move = tess_record_move (tess_game_get_record (game), 2);
  g_assert_cmpstr (move->tile, ==, "E");
  g_assert_cmpint (move->figure, ==, TESS_FIGURE_BIG);
  g_assert_cmpint (move->follower, !=, TESS_FOLLOWER_NONE);
  g_assert_cmpint (tess_game_get_score (game, 0), ==, 4);
}

/* Every sentence of the big follower, and the follower's unchanged. */
static void
test_describe (void)
{
  static const struct { int on; gboolean back; const char *said; } cases[] = {
    { TESS_FEATURE_ROAD, FALSE, "Puts your big follower on a road" },
    { TESS_FEATURE_CITY, FALSE, "Puts your big follower in a city" },
    { TESS_FEATURE_MONASTERY, FALSE, "Puts your big follower in a monastery" },
    { TESS_FEATURE_FIELD, FALSE, "Takes a farm with your big follower" },
    { TESS_FEATURE_ROAD, TRUE, "With your big follower" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TessAiChoice choice = { 0 };
      g_autofree char *said = NULL;
      g_autofree char *follower = NULL;

      choice.feature = 0;
      choice.figure = TESS_FIGURE_BIG;
      choice.completes = -1;
      choice.extends = -1;
      choice.follower_on = cases[i].on;
      choice.follower_returns = cases[i].back;
      choice.supply = 3;
      said = tess_ai_choice_describe (&choice);
      g_assert_cmpstr (said, ==, cases[i].said);

      choice.figure = TESS_FIGURE_FOLLOWER;
      follower = tess_ai_choice_describe (&choice);
      g_assert_null (g_strstr_len (follower, -1, "big"));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/big-ai/choice", test_choice);
  g_test_add_func ("/big-ai/follower-step", test_follower_step);
  g_test_add_func ("/big-ai/player-plays-it", test_player_plays_it);
  g_test_add_func ("/big-ai/describe", test_describe);

  return g_test_run ();
}
