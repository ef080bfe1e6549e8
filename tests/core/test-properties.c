/* test-properties.c: properties of whole random games on the built-in sets
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Random legal games (random rules, 2 to 6 players, sometimes the River)
 * are played the way the app plays them: each engine move is appended to
 * a game record and applied through the replay. At every step:
 *
 *  - followers are conserved: supply + on the board = the rule's number;
 *  - each player's score is the sum of the events that scored for them;
 *
 * and at the end:
 *
 *  - every tile was placed or discarded;
 *  - final scoring keeps the scores equal to the sum of the events, and
 *    happens once;
 *  - replaying the record from the start gives the same game;
 *  - saving and loading the record (in memory and through a file)
 *    changes nothing, and neither does dropping the seed (the tiles are
 *    then drawn in the order the moves name them).
 */

#define G_LOG_DOMAIN "test-properties"

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tess-replay.h"
#include "tess-test-core.h"
#include "tess-test-runs.h"

typedef struct
{
  int  score[TESS_MAX_PLAYERS];
  int  n_events;
  int  expected_move;
  bool final;
  bool bad;
} Tally;

static void
tally (const TessEvent *e,
       void            *user_data)
{
  Tally *t = user_data;

  t->n_events++;
  if (e->move != t->expected_move || e->final != t->final || e->points < 0)
    t->bad = true;
  for (int p = 0; p < TESS_MAX_PLAYERS; p++)
    if (e->scorers & (1u << p))
      t->score[p] += e->points;
}

static void
check_step (TessState   *st,
            const Tally *t)
{
  const TessRules *rules = tess_def_rules (tess_state_def (st));
  int on_board[TESS_MAX_PLAYERS] = { 0 };

  for (int i = 0; i < tess_state_n_followers (st); i++)
    {
      int placement, feature, player;

      tess_state_follower (st, i, &placement, &feature, &player);
      g_assert_cmpint (placement, >=, 0);
      g_assert_cmpint (placement, <, tess_state_n_placed (st));
      on_board[player]++;
    }
  for (int p = 0; p < tess_state_n_players (st); p++)
    {
      g_assert_cmpint (on_board[p] + tess_state_supply (st, p), ==, rules->followers);
      g_assert_cmpint (tess_state_score (st, p), ==, t->score[p]);
    }
  g_assert_false (t->bad);
}

/* Two states show the same game: board, followers, scores, supplies, bag. */
static void
assert_same_game (TessState *a,
                  TessState *b)
{
  g_assert_cmpint (tess_state_n_moves (a), ==, tess_state_n_moves (b));
  g_assert_cmpint (tess_state_n_placed (a), ==, tess_state_n_placed (b));
  g_assert_cmpint (tess_state_tiles_left (a), ==, tess_state_tiles_left (b));
  g_assert_cmpint (tess_state_current_player (a), ==, tess_state_current_player (b));
  g_assert_cmpint (tess_state_is_over (a), ==, tess_state_is_over (b));
  for (int i = 0; i < tess_state_n_placed (a); i++)
    {
      int xa, ya, ta, ra, xb, yb, tb, rb;

      tess_state_placed (a, i, &xa, &ya, &ta, &ra);
      tess_state_placed (b, i, &xb, &yb, &tb, &rb);
      g_assert_cmpint (xa, ==, xb);
      g_assert_cmpint (ya, ==, yb);
      g_assert_cmpint (ta, ==, tb);
      g_assert_cmpint (ra, ==, rb);
    }
  g_assert_cmpint (tess_state_n_followers (a), ==, tess_state_n_followers (b));
  for (int i = 0; i < tess_state_n_followers (a); i++)
    {
      int pa, fa, wa, pb, fb, wb;

      tess_state_follower (a, i, &pa, &fa, &wa);
      tess_state_follower (b, i, &pb, &fb, &wb);
      g_assert_cmpint (pa, ==, pb);
      g_assert_cmpint (fa, ==, fb);
      g_assert_cmpint (wa, ==, wb);
    }
  for (int p = 0; p < tess_state_n_players (a); p++)
    {
      g_assert_cmpint (tess_state_score (a, p), ==, tess_state_score (b, p));
      g_assert_cmpint (tess_state_supply (a, p), ==, tess_state_supply (b, p));
    }
}

/* Replays @record from the start into a new state (no final scoring).
 * The state points into the replay's definition: both are returned. */
static TessState *
replay_record (TessRecord  *record,
               Tally       *t,
               TessReplay **replay_out)
{
  g_autoptr(GError) error = NULL;
  TessReplay *replay = tess_replay_new (record, &error);
  TessState *st;

  g_assert_no_error (error);
  st = tess_replay_new_state (replay);
  g_assert_true (tess_replay_play (replay, -1, st, tally, t, &error));
  g_assert_no_error (error);
  *replay_out = replay;
  return st;
}

static void
random_rules (TessRules *rules,
              GRand     *rand)
{
  tess_rules_init_default (rules);
  rules->farm_scoring = (TessFarmScoring) g_rand_int_range (rand, 0, 3);
  rules->small_city = g_rand_boolean (rand);
  rules->score_incomplete = g_rand_int_range (rand, 0, 4) != 0;
  rules->followers = g_rand_int_range (rand, 0, 3) == 0 ? g_rand_int_range (rand, 1, 21) : 7;
  rules->hand = g_rand_int_range (rand, 0, 3) == 0 ? g_rand_int_range (rand, 2, 4) : 1;
  rules->unplaceable = g_rand_int_range (rand, 0, 4) == 0 ? TESS_UNPLACEABLE_RETURN
                                                          : TESS_UNPLACEABLE_DISCARD;
}

static void
play_one_game (guint32 seed,
               gboolean with_files,
               const char *tmpdir)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessState) st = NULL;
  g_autoptr(TessState) before_final = NULL;
  g_autoptr(TessReplay) replay2 = NULL;
  g_autoptr(TessState) again = NULL;
  g_autoptr(TessRecord) loaded = NULL;
  g_autofree TessPlacement *scratch = NULL;
  g_autofree char *data = NULL;
  g_autofree char *data2 = NULL;
  Tally t = { { 0 }, 0, 0, false, false };
  Tally t2 = { { 0 }, 0, 0, false, false };
  TessRng rng;
  gsize len, len2;
  int n_players = g_rand_int_range (rand, 2, 7);
  gboolean river = g_rand_int_range (rand, 0, 4) == 0;
  int discards = 0;
  guint i;

  record = tess_test_new_empty_record (river);
  random_rules (&record->rules, rand);
  record->rules.river = river;
  for (int p = 0; p < n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("Player %d", p + 1);

      tess_record_add_player (record, name, (TessColor) p, TESS_AI_NONE);
    }
  tess_record_set_seed (record, (gint64) g_rand_int (rand) * 65536 + seed);

  replay = tess_replay_new (record, &error);
  g_assert_no_error (error);
  st = tess_replay_new_state (replay);
  scratch = g_new (TessPlacement, tess_def_max_placements (tess_replay_get_def (replay)));
  tess_rng_seed (&rng, seed);

  check_step (st, &t);
  for (i = 0; !tess_state_is_over (st); i++)
    {
      TessMove m;

      if (tess_random_move (st, &rng, &m, scratch))
        tess_replay_append_move (replay, &m);
      else
        {
          tess_replay_append_discard (replay, tess_state_current_tile (st));
          discards++;
        }
      g_assert_cmpuint (tess_record_n_moves (record), ==, i + 1);
      t.expected_move = (int) i + 1;
      if (!tess_replay_apply (replay, st, i, tally, &t, &error))
        g_error ("game %u, %s", seed, error->message);
      g_assert_cmpint (tess_state_n_moves (st), ==, (int) i + 1);
      check_step (st, &t);
    }

  /* Every tile was placed or discarded (a tile sent back into the bag
   * is drawn again later). */
  g_assert_cmpint (tess_state_tiles_left (st), ==, 0);
  g_assert_cmpint (tess_state_hand_size (st), ==, 0);
  if (record->rules.unplaceable == TESS_UNPLACEABLE_DISCARD)
    g_assert_cmpint (tess_state_n_placed (st) + discards, ==,
                     tess_def_total_tiles (tess_replay_get_def (replay)));
  else
    g_assert_cmpint (tess_state_n_placed (st), <=,
                     tess_def_total_tiles (tess_replay_get_def (replay)));
  before_final = tess_state_dup (st);

  /* Final scoring: scores stay the sum of the events; once only. */
  t.final = true;
  t.expected_move = (int) i + 1;
  tess_state_final_scoring (st, tally, &t);
  g_assert_true (tess_state_is_final_scored (st));
  check_step (st, &t);
  {
    int n = t.n_events;

    tess_state_final_scoring (st, tally, &t);
    g_assert_cmpint (t.n_events, ==, n);
  }

  /* Replaying the record gives the same game and the same events. */
  again = replay_record (record, &t2, &replay2);
  assert_same_game (again, before_final);
  for (int p = 0; p < n_players; p++)
    g_assert_cmpint (t2.score[p], ==, tess_state_score (before_final, p));
  g_assert_true (tess_replay_check (replay, NULL, &error));
  g_assert_no_error (error);
  g_clear_pointer (&again, tess_state_free);
  g_clear_pointer (&replay2, tess_replay_unref);

  /* Saved and read back, the record is the same and replays the same. */
  data = tess_record_to_data (record, &len);
  loaded = tess_record_load_data (data, (gssize) len, "saved.tessera", &error);
  g_assert_no_error (error);
  g_assert_true (tess_record_equal (record, loaded));
  data2 = tess_record_to_data (loaded, &len2);
  g_assert_cmpstr (data, ==, data2);
  memset (&t2, 0, sizeof t2);
  again = replay_record (loaded, &t2, &replay2);
  assert_same_game (again, before_final);
  g_clear_pointer (&again, tess_state_free);
  g_clear_pointer (&replay2, tess_replay_unref);
  g_clear_pointer (&loaded, tess_record_unref);

  if (with_files)
    {
      g_autofree char *path = g_build_filename (tmpdir, "game.tessera", NULL);

      g_assert_true (tess_record_save_file (record, path, &error));
      g_assert_no_error (error);
      loaded = tess_record_load_file (path, &error);
      g_assert_no_error (error);
      g_assert_true (tess_record_equal (record, loaded));
      g_clear_pointer (&loaded, tess_record_unref);
      g_unlink (path);
    }

  /* Without the seed, the moves name the tiles in the order they were
   * drawn: the same game (one tile in hand at a time). */
  if (record->rules.hand == 1 && record->rules.unplaceable == TESS_UNPLACEABLE_DISCARD)
    {
      g_autoptr(TessRecord) unseeded = tess_record_copy (record);

      unseeded->has_seed = FALSE;
      memset (&t2, 0, sizeof t2);
      again = replay_record (unseeded, &t2, &replay2);
      assert_same_game (again, before_final);
      g_clear_pointer (&again, tess_state_free);
      g_clear_pointer (&replay2, tess_replay_unref);
    }
}

static void
test_random_games (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *tmpdir = g_dir_make_tmp ("tessera-properties-XXXXXX", &error);
  guint games = tess_test_runs (g_test_thorough () ? 5000 : 1000);

  g_assert_no_error (error);
  for (guint g = 0; g < games; g++)
    play_one_game (g + 1, g % 50 == 0, tmpdir);
  g_rmdir (tmpdir);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/properties/random-games", test_random_games);

  return g_test_run ();
}
