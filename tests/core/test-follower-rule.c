/* test-follower-rule.c: the engine's follower spots against the rule itself
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rule books: a follower may be placed only on a feature of the tile
 * just placed that, with the tile in place and every connection it makes,
 * holds no follower. The engine answers from its union-find sets before
 * the tile is down; the reference here answers slowly and straight from
 * the rule: it puts the tile on the board, rebuilds every feature of the
 * whole board from the tiles' ports alone, stands the followers on them,
 * and asks which of the new tile's features are free.
 *
 * Random games (2 to 6 players, sometimes the River) are played by the
 * engine's random player, which places a follower on most tiles, so the
 * board fills with taken features. In every state, every legal placement
 * of the tile in hand is judged by both.
 */

#define G_LOG_DOMAIN "test-follower-rule"

#include "config.h"

#include <string.h>

#include "tess-test-core.h"

/* Union-find over the features of the board, as plain ints. */
static int
find (int *parent,
      int  a)
{
  while (parent[a] != a)
    a = parent[a] = parent[parent[a]];
  return a;
}

static void
join (int *parent,
      int  a,
      int  b)
{
  parent[find (parent, a)] = find (parent, b);
}

typedef struct
{
  int x, y, type, rot;
} Placed;

/* The features of a board, rebuilt from the tiles' ports alone: every
 * feature of every tile is a node, first[i] the first node of tile i. */
typedef struct
{
  int       n_tiles;
  Placed   *tiles;
  int      *first;
  int      *parent;
  gboolean *held;    /* on a root: a follower stands on the set */
} Board;

/* The board of @st, with @extra placed too when not %NULL: every pair of
 * touching tiles joins the features that meet at each port of their
 * shared side, and the followers stand on their sets. */
static void
board_build (Board           *board,
             const TessState *st,
             const Placed    *extra)
{
  const TessDef *def = tess_state_def (st);
  int n = tess_state_n_placed (st) + (extra ? 1 : 0);

  board->n_tiles = n;
  board->tiles = g_new (Placed, n);
  board->first = g_new (int, n + 1);
  board->first[0] = 0;
  for (int i = 0; i < n; i++)
    {
      Placed *t = &board->tiles[i];

      if (extra != NULL && i == n - 1)
        *t = *extra;
      else
        tess_state_placed (st, i, &t->x, &t->y, &t->type, &t->rot);
      board->first[i + 1] = board->first[i] + tess_def_tile (def, t->type)->n_features;
    }
  board->parent = g_new (int, board->first[n]);
  board->held = g_new0 (gboolean, board->first[n]);
  for (int k = 0; k < board->first[n]; k++)
    board->parent[k] = k;

  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
        const Placed *a = &board->tiles[i], *b = &board->tiles[j];
        int side;

        if (b->x == a->x + 1 && b->y == a->y)
          side = 1;
        else if (b->x == a->x && b->y == a->y + 1)
          side = 2;
        else
          continue;
        for (int p = 0; p < TESS_N_PORTS; p++)
          {
            int fa, fb;

            if (tess_port_side (p) != side)
              continue;
            fa = tess_def_feature_at (def, a->type, a->rot, p);
            fb = tess_def_feature_at (def, b->type, b->rot, tess_port_opposite (p));
            if (fa >= 0 && fb >= 0)
              join (board->parent, board->first[i] + fa, board->first[j] + fb);
          }
      }

  for (int i = 0; i < tess_state_n_followers (st); i++)
    {
      int placement, feature, player;

      tess_state_follower (st, i, &placement, &feature, &player);
      board->held[find (board->parent, board->first[placement] + feature)] = TRUE;
    }
}

static void
board_clear (Board *board)
{
  g_free (board->tiles);
  g_free (board->first);
  g_free (board->parent);
  g_free (board->held);
}

static gboolean
board_feature_held (Board *board,
                    int    tile,
                    int    feature)
{
  return board->held[find (board->parent, board->first[tile] + feature)];
}

/* The features of @type at (x, y), turned @rot, free by the rule, with
 * the tile on the board. A monastery is always free; a river never takes
 * a follower; an empty supply takes none. */
static guint32
reference_options (const TessState *st,
                   int              type,
                   int              x,
                   int              y,
                   int              rot)
{
  const TessTileDef *tile = tess_def_tile (tess_state_def (st), type);
  Placed extra = { x, y, type, rot };
  guint32 options = 0;
  Board board;

  if (tess_state_supply (st, tess_state_current_player (st)) == 0)
    return 0;
  board_build (&board, st, &extra);
  for (int f = 0; f < tile->n_features; f++)
    {
      int ft = tile->features[f].type;

      if (ft == TESS_FEATURE_RIVER)
        continue;
      if (ft == TESS_FEATURE_MONASTERY || !board_feature_held (&board, board.n_tiles - 1, f))
        options |= 1u << f;
    }
  board_clear (&board);
  return options;
}

typedef struct
{
  guint positions;
  guint placements;
  guint taken_through_tile;   /* spots taken only through the tile's other features */
} Counts;

/* Whether feature @f, through its own ports alone, meets a set of the
 * board before the tile that holds a follower: the engine's check before
 * the fix, here to count how often the test meets the case it guards. */
static gboolean
own_ports_meet_held (const TessState *st,
                     int              type,
                     int              x,
                     int              y,
                     int              rot,
                     int              f)
{
  const TessDef *def = tess_state_def (st);
  gboolean meets = FALSE;
  Board board;

  board_build (&board, st, NULL);
  for (int p = 0; p < TESS_N_PORTS && !meets; p++)
    {
      int s = tess_port_side (p);
      int idx = tess_state_tile_at (st, x + tess_dx[s], y + tess_dy[s]);
      int g;

      if (idx < 0 || tess_def_feature_at (def, type, rot, p) != f)
        continue;
      g = tess_def_feature_at (def, board.tiles[idx].type, board.tiles[idx].rot,
                               tess_port_opposite (p));
      meets = g >= 0 && board_feature_held (&board, idx, g);
    }
  board_clear (&board);
  return meets;
}

static void
check_position (const TessState *st,
                Counts          *counts)
{
  const TessDef *def = tess_state_def (st);
  int type = tess_state_current_tile (st);
  int max = tess_def_max_placements (def);
  g_autofree TessPlacement *pl = g_new (TessPlacement, max);
  int n;

  if (type < 0)
    return;
  counts->positions++;
  n = tess_state_placements (st, type, pl, max);
  for (int i = 0; i < n; i++)
    {
      guint32 engine = tess_state_follower_options (st, type, pl[i].x, pl[i].y, pl[i].rot);
      guint32 reference = reference_options (st, type, pl[i].x, pl[i].y, pl[i].rot);
      const TessTileDef *tile = tess_def_tile (def, type);

      counts->placements++;
      if (engine != reference)
        g_error ("tile %s at %d,%d turned %d after %d moves: the engine allows features 0x%x, "
                 "the rule 0x%x", tile->id, pl[i].x, pl[i].y, pl[i].rot * 90,
                 tess_state_n_moves (st), engine, reference);
      for (int f = 0; f < tile->n_features; f++)
        {
          TessError err = tess_state_check_follower (st, type, pl[i].x, pl[i].y, pl[i].rot, f);

          g_assert_cmpint (err == TESS_OK, ==, (reference >> f) & 1);
          if (err == TESS_ERR_FEATURE_TAKEN
              && !own_ports_meet_held (st, type, pl[i].x, pl[i].y, pl[i].rot, f))
            counts->taken_through_tile++;
        }
    }
}

static void
test_follower_rule_random (void)
{
  guint games = g_test_slow () ? 400 : 120;
  Counts counts = { 0 };

  for (guint g = 0; g < games; g++)
    {
      guint n_players = 2 + g % 5;
      g_autofree char *seed = g_strdup_printf ("%u", 9000 + g);
      g_autoptr(TessRecord) record = tess_test_new_record (n_players, g % 3 == 0, 1, NULL, seed);
      g_autoptr(GError) error = NULL;
      TessReplay *replay = tess_replay_new (record, &error);
      const TessDef *def;
      TessState *st;
      TessRng rng;
      TessPlacement *scratch;

      g_assert_no_error (error);
      def = tess_replay_get_def (replay);
      st = tess_replay_new_state (replay);
      scratch = g_new (TessPlacement, tess_def_max_placements (def));
      tess_rng_seed (&rng, 77 + g);
      while (!tess_state_is_over (st))
        {
          TessMove move;

          check_position (st, &counts);
          if (tess_random_move (st, &rng, &move, scratch))
            g_assert_cmpint (tess_state_play (st, &move, NULL, NULL), ==, TESS_OK);
          else
            g_assert_cmpint (tess_state_discard (st, move.tile), ==, TESS_OK);
        }
      g_free (scratch);
      tess_state_free (st);
      tess_replay_unref (replay);
    }

  g_test_message ("%u positions, %u placements, %u spots taken through the tile's other features",
                  counts.positions, counts.placements, counts.taken_through_tile);
  g_assert_cmpuint (counts.positions, >, 1000);
  /* The case the rule guards must come up, or the test proves nothing. */
  g_assert_cmpuint (counts.taken_through_tile, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/follower-rule/random", test_follower_rule_random);
  return g_test_run ();
}
