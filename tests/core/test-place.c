/* test-place.c: tiles named by what they show, places said from the board
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-place"

#include "config.h"

#include <string.h>

#include "tess-place.h"
#include "tess-replay.h"
#include "tess-tile-set.h"
#include "tess-test-core.h"

/* Every tile of the built-in sets has a name of its own words: never its
 * id, never the "tile X" of a tile of one's own. */
static void
test_builtin_names (void)
{
  static const char * const sets[] = { "base", "river", "inns-cathedrals", "traders-builders" };

  for (gsize s = 0; s < G_N_ELEMENTS (sets); s++)
    {
      g_autoptr(GError) error = NULL;
      TessTileSetData *set = tess_tile_set_load_builtin (sets[s], &error);

      g_assert_no_error (error);
      for (guint i = 0; i < tess_tile_set_n_tiles (set); i++)
        {
          const TessTileDef *tile = tess_tile_set_tile (set, i);
          g_autofree char *name = tess_tile_display_name (tile);

          g_test_message ("%s: %s", tile->id, name);
          g_assert_false (g_str_has_prefix (name, "tile "));
          if (strlen (tile->id) == 1)
            g_assert_false (strchr (name, tile->id[0]) != NULL && g_ascii_isupper (tile->id[0]));
          else
            g_assert_null (strstr (name, tile->id));
        }
      tess_tile_set_unref (set);
    }
}

static char *
name_of (const char *set_id,
         const char *tile_id)
{
  g_autoptr(GError) error = NULL;
  TessTileSetData *set = tess_tile_set_load_builtin (set_id, &error);
  char *name;

  g_assert_no_error (error);
  name = tess_tile_display_name (tess_tile_set_tile (set, (guint) tess_tile_set_find_tile (set, tile_id)));
  tess_tile_set_unref (set);
  return name;
}

static void
assert_name (const char *set_id,
             const char *tile_id,
             const char *expected)
{
  g_autofree char *name = name_of (set_id, tile_id);

  g_assert_cmpstr (name, ==, expected);
}

static void
test_names (void)
{
  assert_name ("base", "U", "a straight road");
  assert_name ("base", "V", "a road bend");
  assert_name ("base", "W", "a junction");
  assert_name ("base", "X", "a crossroads");
  assert_name ("base", "D", "a city cap with a straight road");
  assert_name ("base", "E", "a city cap");
  /* Inns & Cathedrals: the inn and the cathedral are in the name. */
  assert_name ("inns-cathedrals", "ic-A", "a road bend with an inn");
  assert_name ("inns-cathedrals", "ic-C", "a junction with an inn");
  assert_name ("inns-cathedrals", "ic-K", "a city with a cathedral");
  assert_name ("inns-cathedrals", "ic-L", "a city corner with a shield and a road bend with an inn");
  assert_name ("inns-cathedrals", "ic-H", "four city caps");
  assert_name ("traders-builders", "tb-A", "a city corner with grain");
  assert_name ("traders-builders", "tb-B", "a city corner with wine");
  assert_name ("traders-builders", "tb-K", "a city corner with cloth and a road");
  assert_name ("traders-builders", "tb-X", "two roads crossing");
  assert_name ("inns-cathedrals", "ic-E", "two road bends");
  assert_name ("base", "B", "a monastery");
  assert_name ("base", "A", "a monastery with a road");
  assert_name ("base", "M", "a city corner with a shield");
  assert_name ("base", "N", "a city corner");
  assert_name ("river", "river-straight", "a straight river");
  assert_name ("river", "river-spring", "the river’s spring");
  assert_name ("river", "river-lake", "the lake");
  assert_name ("river", "river-bridge", "a river with a bridge");
}

/* A tile of one's own is known by what it shows, whatever its id and its
 * turn; a shape no built-in tile has is "tile ID". */
static void
test_own_tiles (void)
{
  g_autoptr(GError) error = NULL;
  TessTileSetData *set = tess_tile_set_load_builtin ("base", &error);
  TessTileDef tile;
  g_autofree char *turned = NULL;
  g_autofree char *odd = NULL;

  g_assert_no_error (error);
  /* U turned a quarter: a road from north to south, id "road-ns". */
  tile = *tess_tile_set_tile (set, (guint) tess_tile_set_find_tile (set, "U"));
  g_strlcpy (tile.id, "road-ns", sizeof tile.id);
  for (int f = 0; f < tile.n_features; f++)
    {
      uint16_t ports = 0;

      for (int p = 0; p < TESS_N_PORTS; p++)
        if (tile.features[f].ports & (1u << p))
          ports |= (uint16_t) (1u << tess_port_rotate (p, 1));
      tile.features[f].ports = ports;
    }
  turned = tess_tile_display_name (&tile);
  g_assert_cmpstr (turned, ==, "a straight road");

  /* A city cap with a shield, a cap with a monastery: nothing built-in. */
  tile = *tess_tile_set_tile (set, (guint) tess_tile_set_find_tile (set, "E"));
  g_strlcpy (tile.id, "Z7", sizeof tile.id);
  tile.features[tile.n_features++] = (TessFeature) { .type = TESS_FEATURE_MONASTERY };
  odd = tess_tile_display_name (&tile);
  g_assert_cmpstr (odd, ==, "tile Z7");
  tile.n_features--;
  tile.features[0].shield = 1;
  g_clear_pointer (&odd, g_free);
  odd = tess_tile_display_name (&tile);
  g_assert_cmpstr (odd, ==, "tile Z7");
  tess_tile_set_unref (set);
}

#define HEAD "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"], " \
             "\"players\": [ { \"name\": \"Ana\", \"color\": \"yellow\" }, " \
             "{ \"name\": \"Bruno\", \"color\": \"red\" } ], \"moves\": [ "

/* The board after the moves of @json; its definition lives in @replay. */
static TessState *
board_after (const char  *json,
             TessReplay **replay_out)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_data (json, -1, "p.tessera", &error);
  TessReplay *replay;
  TessState *st;

  g_assert_no_error (error);
  replay = *replay_out = tess_replay_new (record, &error);
  g_assert_no_error (error);
  st = tess_replay_new_state (replay);
  g_assert_true (tess_replay_play (replay, -1, st, NULL, NULL, &error));
  g_assert_no_error (error);
  return st;
}

static void
assert_place (TessState  *st,
              int         x,
              int         y,
              const char *expected)
{
  static const char * const names[] = { "Ana", "Bruno" };
  g_autofree char *place = tess_place_describe (st, x, y, names, 2, NULL, 0);

  g_assert_cmpstr (place, ==, expected);
  /* A player reads no cell. */
  g_assert_null (strchr (place, '('));
}

static void
test_places (void)
{
  /* 1 Ana: a city corner above the start tile, her knight in its city
   * (on the south and east sides); 2 Bruno: a city cap above it, his
   * knight in its city (north side); 3 Ana: a straight road right of the
   * start tile, her thief on it; 4 Bruno: a monastery below the start
   * tile, his monk in it. */
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessReplay) quiet_replay = NULL;
  g_autoptr(TessState) st = board_after (
    HEAD "{ \"tile\": \"M\", \"x\": 0, \"y\": -1, \"rotation\": 180, \"follower\": \"S\" }, "
         "{ \"tile\": \"E\", \"x\": 0, \"y\": -2, \"rotation\": 0, \"follower\": \"N\" }, "
         "{ \"tile\": \"U\", \"x\": 1, \"y\": 0, \"rotation\": 0, \"follower\": \"E\" }, "
         "{ \"tile\": \"B\", \"x\": 0, \"y\": 1, \"rotation\": 0, \"follower\": \"monastery\" } ] }",
    &replay);
  g_autoptr(TessState) quiet = board_after (
    HEAD "{ \"tile\": \"B\", \"x\": 0, \"y\": 1, \"rotation\": 0 }, "
         "{ \"tile\": \"V\", \"x\": -1, \"y\": 0, \"rotation\": 180 } ] }",
    &quiet_replay);
  static const guint moves[] = { 0, 2, 5 };
  static const char * const names[] = { "Ana", "Bruno" };
  g_autofree char *renumbered = NULL;

  /* The start tile before anything else. */
  assert_place (st, -1, 0, "to the left of the start tile");
  assert_place (st, 0, 2, "next to Bruno’s monastery");
  assert_place (quiet, 1, 0, "to the right of the start tile");
  assert_place (quiet, 0, -1, "above the start tile");
  assert_place (quiet, -1, -1, "above the tile with a road bend from move 2");
  /* A city or a road a follower holds, on the side the cell touches. */
  assert_place (st, 1, -1, "to the right of Ana’s city");
  assert_place (st, 0, -3, "above Bruno’s city");
  assert_place (st, 2, 0, "to the right of Ana’s road");
  /* A monastery around, held or not (diagonal too). */
  assert_place (st, 1, 1, "next to Bruno’s monastery");
  assert_place (quiet, 1, 1, "next to the monastery");
  /* Else the tile beside it, by what it shows and the move that placed it. */
  assert_place (st, -1, -2, "to the left of the tile with a city cap from move 2");
  assert_place (quiet, -2, 0, "to the left of the tile with a road bend from move 2");
  /* The moves as the history numbers them (a discard between). */
  renumbered = tess_place_describe (quiet, -2, 0, names, 2, moves, G_N_ELEMENTS (moves));
  g_assert_cmpstr (renumbered, ==, "to the left of the tile with a road bend from move 5");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/place/builtin-names", test_builtin_names);
  g_test_add_func ("/place/names", test_names);
  g_test_add_func ("/place/own-tiles", test_own_tiles);
  g_test_add_func ("/place/places", test_places);

  return g_test_run ();
}
