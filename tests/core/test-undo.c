/* test-undo.c: undo, redo and replays of TessGame
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Random seeded games are played through TessGame; at every decision the
 * engine state, the record and the scorings are kept. Undoing every move
 * must bring each of them back byte for byte, and redoing every move must
 * bring the game back to its end.
 */

#define G_LOG_DOMAIN "test-undo"

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "tess-game.h"
#include "tess-history.h"
#include "tess-test-core.h"

typedef struct
{
  guint      n_moves;
  guint8    *state;
  TessRecord *record;
  GByteArray *events;
  int        tile;
  int        player;
} Snapshot;

static void
snapshot_free (gpointer data)
{
  Snapshot *s = data;

  g_free (s->state);
  tess_record_unref (s->record);
  g_byte_array_unref (s->events);
  g_free (s);
}

static gsize
state_size (TessGame *game)
{
  return tess_def_state_size (tess_game_get_def (game));
}

/* The scorings so far, as bytes. */
static GByteArray *
events_bytes (TessGame *game)
{
  GPtrArray *events = tess_game_get_events (game);
  GByteArray *out = g_byte_array_new ();

  for (guint i = 0; i < events->len; i++)
    g_byte_array_append (out, g_ptr_array_index (events, i), sizeof (TessGameEvent));
  return out;
}

static Snapshot *
snapshot_take (TessGame *game)
{
  Snapshot *s = g_new0 (Snapshot, 1);

  s->n_moves = tess_game_get_n_moves (game);
  s->state = g_memdup2 (tess_game_get_state (game), state_size (game));
  s->record = tess_record_copy (tess_game_get_record (game));
  s->events = events_bytes (game);
  s->tile = tess_game_get_tile (game);
  s->player = tess_game_get_current_player (game);
  return s;
}

static void
assert_snapshot (TessGame *game,
                 Snapshot *s)
{
  g_autoptr(GByteArray) events = events_bytes (game);

  g_assert_cmpuint (tess_game_get_n_moves (game), ==, s->n_moves);
  g_assert_true (tess_record_equal (tess_game_get_record (game), s->record));
  g_assert_cmpmem (tess_game_get_state (game), state_size (game), s->state, state_size (game));
  g_assert_cmpmem (events->data, events->len, s->events->data, s->events->len);
  g_assert_cmpint (tess_game_get_tile (game), ==, s->tile);
  g_assert_cmpint (tess_game_get_current_player (game), ==, s->player);
}

/* One turn at random: a tile of the hand, a legal placement, a follower
 * now and then. */
static void
play_random_turn (TessGame *game,
                  GRand    *rand)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) placements = NULL;
  g_autoptr(GArray) options = NULL;
  const TessGamePlacement *p;
  int hand = tess_game_get_hand_size (game);

  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_TILE);
  if (hand > 1)
    {
      int type = tess_game_get_hand_tile (game, g_rand_int_range (rand, 0, hand));

      /* A tile that fits nowhere yet (the River) stays in hand. */
      tess_game_select_tile (game, type, &error);
      g_assert_no_error (error);
      placements = tess_game_get_placements (game);
      if (placements->len == 0)
        {
          g_clear_pointer (&placements, g_array_unref);
          for (int i = 0; i < hand; i++)
            {
              tess_game_select_tile (game, tess_game_get_hand_tile (game, i), &error);
              g_assert_no_error (error);
              placements = tess_game_get_placements (game);
              if (placements->len > 0)
                break;
              g_clear_pointer (&placements, g_array_unref);
            }
        }
    }
  else
    placements = tess_game_get_placements (game);

  g_assert_nonnull (placements);
  g_assert_cmpuint (placements->len, >, 0);
  p = &g_array_index (placements, TessGamePlacement, g_rand_int_range (rand, 0, placements->len));
  g_assert_true (tess_game_place_tile (game, p->x, p->y, p->rot, &error));
  g_assert_no_error (error);

  options = tess_game_get_follower_options (game);
  if (options->len > 0 && g_rand_boolean (rand))
    tess_game_place_follower (game, g_array_index (options, int, g_rand_int_range (rand, 0, options->len)),
                              &error);
  else
    tess_game_place_follower (game, -1, &error);
  g_assert_no_error (error);
}

static guint
count_discards (TessRecord *record)
{
  guint n = 0;

  for (guint i = 0; i < tess_record_n_moves (record); i++)
    if (tess_record_move (record, i)->discard)
      n++;
  return n;
}

/* Plays a whole game, undoes it to the start tile and redoes it to its
 * end, checking every position on the way. Returns the discards seen. */
static guint
undo_redo_whole_game (TessGame *game,
                      guint     rand_seed)
{
  g_autoptr(GPtrArray) snapshots = g_ptr_array_new_with_free_func (snapshot_free);
  g_autoptr(GRand) rand = g_rand_new_with_seed (rand_seed);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) final_record = NULL;
  g_autofree guint8 *final_state = NULL;
  guint discards;

  g_assert_false (tess_game_can_undo (game));
  g_assert_false (tess_game_can_redo (game));

  while (!tess_game_get_finished (game))
    {
      Snapshot *s = snapshot_take (game);

      g_ptr_array_add (snapshots, s);
      play_random_turn (game, rand);
      /* Undo and redo come back with the tile that was played chosen
       * from the hand. */
      s->tile = tess_def_find_type (tess_game_get_def (game),
                                    tess_record_move (tess_game_get_record (game), s->n_moves)->tile);
    }
  final_record = tess_record_copy (tess_game_get_record (game));
  final_state = g_memdup2 (tess_game_get_state (game), state_size (game));
  discards = count_discards (final_record);

  /* Back to the start tile, one decision at a time. */
  for (guint i = snapshots->len; i > 0; i--)
    {
      g_assert_true (tess_game_can_undo (game));
      g_assert_true (tess_game_undo (game, &error));
      g_assert_no_error (error);
      assert_snapshot (game, g_ptr_array_index (snapshots, i - 1));
      g_assert_false (tess_game_get_finished (game));
      g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_TILE);
      g_assert_true (tess_game_can_redo (game));
      g_assert_cmpuint (tess_game_get_n_line_moves (game), ==, tess_record_n_moves (final_record));
    }
  g_assert_false (tess_game_can_undo (game));
  g_assert_false (tess_game_undo (game, &error));
  g_assert_cmpint (tess_game_get_n_placed (game), ==, 1);

  /* And forward again to the end. */
  for (guint i = 1; i < snapshots->len; i++)
    {
      g_assert_true (tess_game_redo (game, &error));
      g_assert_no_error (error);
      assert_snapshot (game, g_ptr_array_index (snapshots, i));
      g_assert_true (tess_game_can_undo (game));
    }
  g_assert_true (tess_game_redo (game, &error));
  g_assert_no_error (error);
  g_assert_false (tess_game_can_redo (game));
  g_assert_false (tess_game_redo (game, &error));
  g_assert_true (tess_game_get_finished (game));
  g_assert_true (tess_record_equal (tess_game_get_record (game), final_record));
  g_assert_cmpmem (tess_game_get_state (game), state_size (game), final_state, state_size (game));

  return discards;
}

static void
test_whole_games (void)
{
  struct {
    guint    players;
    gboolean river;
    int      hand;
  } configs[] = {
    { 2, FALSE, 1 },
    { 3, TRUE, 1 },
    { 4, TRUE, 2 },
    { 2, FALSE, 3 },
  };

  for (guint c = 0; c < G_N_ELEMENTS (configs); c++)
    for (guint seed = 1; seed <= 2; seed++)
      {
        g_autofree char *text = g_strdup_printf ("%u", 1000 * c + seed);
        g_autoptr(TessGame) game = tess_test_new_game (configs[c].players, configs[c].river,
                                                       configs[c].hand, NULL, text);

        g_test_message ("players %u, river %d, hand %d, seed %s", configs[c].players,
                        configs[c].river, configs[c].hand, text);
        undo_redo_whole_game (game, seed);
      }
}

/* A tile that fits nowhere is discarded by the game itself: undo goes
 * back over it to the move before, redo brings it back. */
static void
test_discards (void)
{
  guint games = 0;

  /* Discards are rare in the base game: play seeds until games with
   * them have been undone (the engine's shuffle is the same everywhere,
   * so the same seeds are found on every machine). */
  for (guint seed = 1; seed < 400 && games < 2; seed++)
    {
      g_autofree char *text = g_strdup_printf ("discard-%u", seed);
      g_autoptr(TessGame) probe = tess_test_new_game (2, FALSE, 1, NULL, text);
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

      while (!tess_game_get_finished (probe))
        play_random_turn (probe, rand);
      if (count_discards (tess_game_get_record (probe)) == 0)
        continue;

      {
        g_autoptr(TessGame) game = tess_test_new_game (2, FALSE, 1, NULL, text);

        g_assert_cmpuint (undo_redo_whole_game (game, seed), >, 0);
        games++;
      }
    }
  g_assert_cmpuint (games, ==, 2);
}

static void
test_new_move_drops_redo (void)
{
  g_autoptr(TessGame) game = tess_test_new_game (2, FALSE, 1, NULL, "77");
  g_autoptr(GRand) rand = g_rand_new_with_seed (77);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) placements = NULL;
  const TessGamePlacement *p;
  int tile;

  for (int i = 0; i < 6; i++)
    play_random_turn (game, rand);
  g_assert_cmpuint (tess_game_get_n_moves (game), >=, 6);

  g_assert_true (tess_game_undo (game, &error));
  g_assert_true (tess_game_undo (game, &error));
  g_assert_true (tess_game_can_redo (game));
  g_assert_cmpuint (tess_game_get_n_line_moves (game), >, tess_game_get_n_moves (game));

  /* Laying a tile keeps the redo branch (it may be taken back)... */
  tile = tess_game_get_tile (game);
  placements = tess_game_get_placements (game);
  p = &g_array_index (placements, TessGamePlacement, placements->len - 1);
  g_assert_true (tess_game_place_tile (game, p->x, p->y, p->rot, &error));
  g_assert_true (tess_game_can_redo (game));
  g_assert_true (tess_game_can_undo (game));

  /* ...and undo takes it back. */
  g_assert_true (tess_game_undo (game, &error));
  g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_TILE);
  g_assert_cmpint (tess_game_get_tile (game), ==, tile);
  g_assert_true (tess_game_can_redo (game));

  /* Playing the move drops it. */
  g_assert_true (tess_game_play_move (game, tile, p->x, p->y, p->rot, -1, &error));
  g_assert_no_error (error);
  g_assert_false (tess_game_can_redo (game));
  g_assert_false (tess_game_redo (game, &error));
  g_assert_cmpuint (tess_game_get_n_line_moves (game), ==, tess_game_get_n_moves (game));
  g_assert_true (tess_game_can_undo (game));
}

/* Plays for every seat, as the computer players would, until it is a
 * person's turn (or the game is over). */
static void
play_computers (TessGame *game,
                GRand    *rand)
{
  while (!tess_game_get_finished (game) &&
         tess_game_get_player_kind (game, tess_game_get_current_player (game)) != TESS_AI_NONE)
    play_random_turn (game, rand);
}

static void
test_computer_seats (void)
{
  const int kinds[] = { TESS_AI_EASY, TESS_AI_NONE, TESS_AI_HARD };
  g_autoptr(TessGame) game = tess_test_new_game (3, FALSE, 1, kinds, "4242");
  g_autoptr(GRand) rand = g_rand_new_with_seed (4242);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) snapshots = g_ptr_array_new_with_free_func (snapshot_free);
  g_autoptr(TessRecord) line = NULL;

  /* The computer in seat 1 moved first: nothing of Bea's to undo. */
  play_computers (game, rand);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 1);
  g_assert_cmpint (tess_game_get_current_player (game), ==, 1);
  g_assert_false (tess_game_can_undo (game));

  for (int round = 0; round < 5; round++)
    {
      g_ptr_array_add (snapshots, snapshot_take (game));
      play_random_turn (game, rand);
      play_computers (game, rand);
      g_assert_cmpint (tess_game_get_current_player (game), ==, 1);
    }
  line = tess_record_copy (tess_game_get_record (game));

  /* Each undo takes back Bea's move and the two computer moves after it. */
  for (guint i = snapshots->len; i > 0; i--)
    {
      guint before = tess_game_get_n_moves (game);

      g_assert_true (tess_game_undo (game, &error));
      g_assert_no_error (error);
      assert_snapshot (game, g_ptr_array_index (snapshots, i - 1));
      g_assert_cmpuint (before - tess_game_get_n_moves (game), >=, 3);
    }
  g_assert_false (tess_game_can_undo (game));

  /* Redo brings back Bea's move with the computer moves that followed. */
  for (guint i = 1; i < snapshots->len; i++)
    {
      g_assert_true (tess_game_redo (game, &error));
      assert_snapshot (game, g_ptr_array_index (snapshots, i));
    }
  g_assert_true (tess_game_redo (game, &error));
  g_assert_false (tess_game_can_redo (game));
  g_assert_true (tess_record_equal (tess_game_get_record (game), line));
}

/* Without people, undo and redo go one move at a time. */
static void
test_computers_only (void)
{
  const int kinds[] = { TESS_AI_EASY, TESS_AI_MEDIUM };
  g_autoptr(TessGame) game = tess_test_new_game (2, FALSE, 1, kinds, "99");
  g_autoptr(GRand) rand = g_rand_new_with_seed (99);
  g_autoptr(GError) error = NULL;

  for (int i = 0; i < 8; i++)
    play_random_turn (game, rand);
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 8);
  for (guint n = 8; n > 0; n--)
    {
      g_assert_true (tess_game_undo (game, &error));
      g_assert_cmpuint (tess_game_get_n_moves (game), ==, n - 1);
    }
  g_assert_false (tess_game_can_undo (game));
  g_assert_true (tess_game_redo (game, &error));
  g_assert_cmpuint (tess_game_get_n_moves (game), ==, 1);
}

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           guint      *count)
{
  (*count)++;
}

/* The record on disk follows undo and redo; the history model too. */
static void
test_autosave_and_history (void)
{
  g_autoptr(TessGame) game = tess_test_new_game (2, FALSE, 1, NULL, "2024");
  g_autoptr(GRand) rand = g_rand_new_with_seed (2024);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessHistory) history = tess_history_new_for_game (game);
  g_autofree char *dir = g_dir_make_tmp ("tessera-test-undo-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "autosave.tessera", NULL);
  g_autoptr(TessRecord) saved = NULL;
  g_autoptr(TessGameSession) session = tess_game_session_new (path);
  guint notified = 0, before;

  g_assert_no_error (error);
  tess_game_session_set_game (session, game, NULL);
  g_signal_connect (game, "notify::n-moves", G_CALLBACK (on_notify), &notified);

  for (int i = 0; i < 4; i++)
    play_random_turn (game, rand);
  before = notified;
  g_assert_cmpuint (before, >=, 4);
  g_assert_true (tess_game_undo (game, &error));
  g_assert_cmpuint (notified, ==, before + 1);
  tess_game_session_flush (session);
  saved = tess_record_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (tess_record_equal (saved, tess_game_get_record (game)));
  g_assert_cmpuint (tess_history_get_n_moves (history), ==, tess_game_get_n_moves (game));
  g_clear_pointer (&saved, tess_record_unref);

  g_assert_true (tess_game_redo (game, &error));
  tess_game_session_flush (session);
  saved = tess_record_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (tess_record_equal (saved, tess_game_get_record (game)));
  g_assert_cmpuint (tess_history_get_n_moves (history), ==, tess_game_get_n_moves (game));

  /* A finished game leaves no autosave; undo brings one back. */
  while (!tess_game_get_finished (game))
    play_random_turn (game, rand);
  tess_game_session_flush (session);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, tess_game_get_n_moves (game) + 1);
  g_assert_true (tess_game_undo (game, &error));
  g_assert_false (tess_game_get_finished (game));
  tess_game_session_flush (session);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, tess_game_get_n_moves (game));

  g_remove (path);
  g_rmdir (dir);
}

static void
assert_same_position (TessGame *a,
                      TessGame *b)
{
  g_assert_cmpint (tess_game_get_n_placed (a), ==, tess_game_get_n_placed (b));
  for (int i = 0; i < tess_game_get_n_placed (a); i++)
    {
      int ax, ay, at, ar, bx, by, bt, br;

      tess_game_get_placed (a, i, &ax, &ay, &at, &ar);
      tess_game_get_placed (b, i, &bx, &by, &bt, &br);
      g_assert_cmpint (ax, ==, bx);
      g_assert_cmpint (ay, ==, by);
      g_assert_cmpint (at, ==, bt);
      g_assert_cmpint (ar, ==, br);
    }
  g_assert_cmpint (tess_game_get_n_followers (a), ==, tess_game_get_n_followers (b));
  for (guint p = 0; p < tess_game_get_n_players (a); p++)
    {
      g_assert_cmpint (tess_game_get_score (a, p), ==, tess_game_get_score (b, p));
      g_assert_cmpint (tess_game_get_supply (a, p), ==, tess_game_get_supply (b, p));
    }
  g_assert_cmpuint (tess_game_get_events (a)->len, ==, tess_game_get_events (b)->len);
  g_assert_cmpint (tess_game_get_finished (a), ==, tess_game_get_finished (b));
}

/* A replay's view of a finished game: any position, with the scores the
 * history gives for it; "play from here" goes on with the same bag. */
static void
test_seek_and_play_from (void)
{
  g_autoptr(TessGame) game = tess_test_new_game (3, TRUE, 1, NULL, "5150");
  g_autoptr(GRand) rand = g_rand_new_with_seed (5150);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessHistory) history = NULL;
  g_autoptr(TessGame) view = NULL;
  g_autoptr(TessRecord) copy = NULL;
  g_autoptr(TessGame) from = NULL;
  guint n;

  while (!tess_game_get_finished (game))
    play_random_turn (game, rand);
  n = tess_game_get_n_moves (game);
  history = tess_history_new (tess_game_get_replay (game), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, n + 1);

  copy = tess_record_copy (tess_game_get_record (game));
  view = tess_game_new_from_record (copy, &error);
  g_assert_no_error (error);

  for (guint k = 0; k <= n + 1; k += (k < 5 || k >= n - 1) ? 1 : 7)
    {
      g_assert_true (tess_game_seek (view, MIN (k, n), k > n, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (tess_game_get_n_moves (view), ==, MIN (k, n));
      g_assert_cmpuint (tess_game_get_n_line_moves (view), ==, n);
      g_assert_cmpint (tess_game_get_n_placed (view), <=, 1 + (int) MIN (k, n));
      g_assert_cmpint (tess_game_get_finished (view), ==, k > n);
      for (guint p = 0; p < 3; p++)
        {
          int expected = 0;

          if (k > 0)
            {
              g_autoptr(TessHistoryItem) item = g_list_model_get_item (G_LIST_MODEL (history), k - 1);

              expected = tess_history_item_get_score (item, p);
            }
          g_assert_cmpint (tess_game_get_score (view, p), ==, expected);
        }
    }

  /* The end again is the game as it was. */
  g_assert_true (tess_game_seek (view, n, TRUE, &error));
  /* (Two games, two definitions: the states differ by that pointer.) */
  assert_same_position (view, game);

  /* Play from move 10: the same tile in hand as then, the rest redoable. */
  g_assert_true (tess_game_seek (view, 10, FALSE, &error));
  {
    g_autoptr(TessRecord) cut = tess_record_copy (tess_game_get_record (game));

    from = tess_game_new_from_record (cut, &error);
    g_assert_no_error (error);
  }
  g_assert_true (tess_game_play_from (from, 10, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tess_game_get_n_moves (from), >=, 10);
  g_assert_cmpint (tess_game_get_phase (from), ==, TESS_GAME_PHASE_PLACE_TILE);
  g_assert_cmpstr (tess_game_get_type_id (from, tess_game_get_tile (from)), ==,
                   tess_record_move (tess_game_get_record (game), tess_game_get_n_moves (from))->tile);
  g_assert_true (tess_game_can_redo (from));
  play_random_turn (from, rand);
  g_assert_false (tess_game_can_redo (from));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/undo/whole-games", test_whole_games);
  g_test_add_func ("/undo/discards", test_discards);
  g_test_add_func ("/undo/new-move-drops-redo", test_new_move_drops_redo);
  g_test_add_func ("/undo/computer-seats", test_computer_seats);
  g_test_add_func ("/undo/computers-only", test_computers_only);
  g_test_add_func ("/undo/autosave-and-history", test_autosave_and_history);
  g_test_add_func ("/undo/seek-and-play-from", test_seek_and_play_from);

  return g_test_run ();
}
