/* test-describe.c: tiles and board cells in words
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-describe"

#include "config.h"

#include <string.h>

#include "tess-describe.h"
#include "tess-tile-set.h"
#include "tess-test-core.h"

/* Ana (red) and Bea (blue). */
static TessGame *
new_game (gboolean    river,
          const char *seed)
{
  return tess_test_new_game (2, river, 1, NULL, seed);
}

static void
assert_tile (TessGame   *game,
             const char *id,
             int         rot,
             const char *expected)
{
  int type = tess_def_find_type (tess_game_get_def (game), id);
  g_autofree char *text = NULL;

  g_assert_cmpint (type, >=, 0);
  text = tess_describe_tile (tess_game_get_tile_def (game, type), rot);
  g_assert_cmpstr (text, ==, expected);
}

static void
test_base_tiles (void)
{
  g_autoptr(TessGame) game = new_game (FALSE, "1");

  /* The start tile, as laid and turned. */
  assert_tile (game, "D", 0,
               "City on the north side. Road from east to west. Fields north and south of the road.");
  assert_tile (game, "D", 1,
               "City on the east side. Road from north to south. Fields east and west of the road.");
  assert_tile (game, "D", 2,
               "City on the south side. Road from east to west. Fields north and south of the road.");
  assert_tile (game, "C", 3, "City on every side with a shield.");
  assert_tile (game, "A", 0,
               "Monastery in the middle. Road from the south to the monastery. Field on every side.");
  assert_tile (game, "A", 1,
               "Monastery in the middle. Road from the west to the monastery. Field on every side.");
  assert_tile (game, "F", 0,
               "City on the east and west sides with a shield. Field on the north side. Field on the south side.");
  assert_tile (game, "M", 1,
               "City on the north and east sides with a shield. Field on the south and west sides.");
  assert_tile (game, "R", 2, "City on the east, south and west sides. Field on the north side.");
  /* Two fields, each on half of the side where the road ends. */
  assert_tile (game, "S", 0, "City on the north, east and west sides with a shield. Road from the south, ending on this tile. "
               "Field on the east half of the south side. Field on the west half of the south side.");
  /* A bend: the big field runs along two sides, the small one fills the corner. */
  assert_tile (game, "V", 0,
               "Road from south to west. Field on the north and east sides. Field in the south-west corner.");
  assert_tile (game, "V", 1,
               "Road from north to west. Field on the east and south sides. Field in the north-west corner.");
  assert_tile (game, "L", 0,
               "City on the north side. Road from the east to the crossroads. "
               "Road from the south to the crossroads. Road from the west to the crossroads. "
               "Field on the east and west sides. Field in the south-east corner. "
               "Field in the south-west corner.");
  assert_tile (game, "X", 0,
               "Road from the north to the crossroads. Road from the east to the crossroads. "
               "Road from the south to the crossroads. Road from the west to the crossroads. "
               "Field in the north-east corner. Field in the south-east corner. "
               "Field in the south-west corner. Field in the north-west corner.");
  /* A rotation is taken modulo four, either way. */
  assert_tile (game, "D", 5,
               "City on the east side. Road from north to south. Fields east and west of the road.");
  assert_tile (game, "D", -1,
               "City on the west side. Road from north to south. Fields east and west of the road.");
}

static void
test_river_tiles (void)
{
  g_autoptr(TessGame) game = new_game (TRUE, "1");

  assert_tile (game, "river-spring", 0, "River from the east, ending on this tile. Field on every side.");
  assert_tile (game, "river-straight", 1,
               "River from north to south. Fields east and west of the river.");
  assert_tile (game, "river-cities", 0,
               "City on the north side. City on the south side. River from east to west. "
               "Fields north and south of the river.");
  assert_tile (game, "river-bridge", 0,
               "Road from north to south. River from east to west. "
               "Field in the north-west corner. Field in the north-east corner. "
               "Field in the south-east corner. Field in the south-west corner.");
  assert_tile (game, "river-city-corner", 2,
               "City on the south and west sides. River from north to east. "
               "Field on the north and east sides. Field in the north-east corner.");
  assert_tile (game, "river-monastery", 0,
               "Monastery in the middle. Road from the south to the monastery. River from east to west. "
               "Field on the north side. Field in the south-east corner. Field in the south-west corner.");
}

/* What the tile in hand does at (x, y), said as the describer should. */
static char *
expected_fit (TessGame *game,
              int       x,
              int       y)
{
  GString *degrees = g_string_new (NULL);
  int n = 0;

  for (int r = 0; r < 4; r++)
    if (tess_game_can_place_at (game, x, y, r))
      {
        g_string_append_printf (degrees, "%s%d°", n == 0 ? "" : "|", r * 90);
        n++;
      }
  if (n == 0)
    {
      g_string_free (degrees, TRUE);
      return g_strdup ("Your tile does not fit here.");
    }
  if (n == 4)
    {
      g_string_free (degrees, TRUE);
      return g_strdup ("Your tile fits turned any way.");
    }
  {
    g_auto(GStrv) parts = g_strsplit (degrees->str, "|", -1);

    g_string_free (degrees, TRUE);
    if (n == 1)
      return g_strdup_printf ("Your tile fits turned %s.", parts[0]);
    if (n == 2)
      return g_strdup_printf ("Your tile fits turned %s or %s.", parts[0], parts[1]);
    return g_strdup_printf ("Your tile fits turned %s, %s or %s.", parts[0], parts[1], parts[2]);
  }
}

static void
test_cells (void)
{
  g_autoptr(TessGame) game = new_game (FALSE, "3");
  g_autofree char *start = NULL;
  g_autofree char *far = NULL;
  g_autofree char *north = NULL;
  g_autofree char *east = NULL;
  g_autofree char *fit = NULL;
  g_autofree char *expected = NULL;

  /* The start tile lies at 0, 0 as printed, then what its city and
   * road are worth and who holds them. */
  start = tess_describe_cell (game, 0, 0);
  g_assert_cmpstr (start, ==,
                   "Cell 0, 0. City on the north side. Road from east to west. "
                   "Fields north and south of the road. "
                   "City of 1 tile, worth 1 now — free. Road of 1 tile, worth 1 now — free.");

  far = tess_describe_cell (game, 5, -7);
  g_assert_cmpstr (far, ==, "Cell 5, -7. Empty.");

  /* North of it, the start tile shows its city; east of it, its road.
   * Whether the tile in hand fits is not the cell's: it is said apart,
   * to the person whose turn it is only. */
  north = tess_describe_cell (game, 0, -1);
  g_assert_cmpstr (north, ==, "Cell 0, -1. Empty. South: city.");
  east = tess_describe_cell (game, 1, 0);
  g_assert_cmpstr (east, ==, "Cell 1, 0. Empty. West: road.");

  fit = tess_describe_fit (game, 0, -1);
  expected = expected_fit (game, 0, -1);
  g_assert_cmpstr (fit, ==, expected);
  g_free (fit);
  g_free (expected);
  fit = tess_describe_fit (game, 1, 0);
  expected = expected_fit (game, 1, 0);
  g_assert_cmpstr (fit, ==, expected);
  g_free (fit);

  /* Nothing to say on a tile, nor far from every tile. */
  fit = tess_describe_fit (game, 0, 0);
  g_assert_null (fit);
  fit = tess_describe_fit (game, 5, -7);
  g_assert_null (fit);
}

static void
test_cell_with_follower (void)
{
  g_autoptr(TessGame) game = new_game (FALSE, "5");
  g_autoptr(GArray) placements = tess_game_get_placements (game);
  g_autoptr(GArray) options = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *laid = NULL;
  g_autofree char *text = NULL;
  g_autofree char *tile = NULL;
  const TessGamePlacement *p;
  int type = tess_game_get_tile (game), feature;
  const char *sentence;

  g_assert_cmpuint (placements->len, >, 0);
  p = &g_array_index (placements, TessGamePlacement, 0);
  g_assert_true (tess_game_place_tile (game, p->x, p->y, p->rot, &error));
  g_assert_no_error (error);

  /* Laid and waiting for its follower: the tile is there. */
  tile = tess_describe_tile (tess_game_get_tile_def (game, type), p->rot);
  laid = tess_describe_cell (game, p->x, p->y);
  g_assert_true (g_str_has_suffix (laid, tile));

  options = tess_game_get_follower_options (game);
  g_assert_cmpuint (options->len, >, 0);
  feature = g_array_index (options, int, options->len - 1);

  /* Each spot as Tab chooses it: its number, the feature, what it joins. */
  for (guint i = 0; i < options->len; i++)
    {
      g_autofree char *spot = tess_describe_spot (game, i, options->len, g_array_index (options, int, i));
      g_autofree char *prefix = g_strdup_printf ("Spot %u of %u: ", i + 1, options->len);

      g_test_message ("%s", spot);
      g_assert_true (g_str_has_prefix (spot, prefix));
      g_assert_nonnull (strstr (spot, "— free."));
    }
  g_assert_null (tess_describe_spot (game, 0, options->len, 99));
  g_assert_true (tess_game_place_follower (game, feature, &error));
  g_assert_no_error (error);

  switch (tess_game_get_feature_type (game, type, feature))
    {
    case TESS_FEATURE_ROAD:
      sentence = "Ana’s thief is on the road.";
      break;
    case TESS_FEATURE_CITY:
      sentence = "Ana’s knight is in the city.";
      break;
    case TESS_FEATURE_MONASTERY:
      sentence = "Ana’s monk is in the monastery.";
      break;
    default:
      sentence = "Ana’s farmer is on the farm.";
      break;
    }
  text = tess_describe_cell (game, p->x, p->y);
  g_assert_true (g_str_has_suffix (text, sentence));
  g_assert_nonnull (strstr (text, tile));
  /* Who holds what reaches into the cell. */
  if (tess_game_get_feature_type (game, type, feature) != TESS_FEATURE_FIELD)
    g_assert_nonnull (strstr (text, "— held by Ana."));
}

static void
test_held_tile (void)
{
  g_autoptr(TessGame) game = new_game (FALSE, "2");
  int type = tess_game_get_tile (game);
  g_autofree char *tile = tess_describe_tile (tess_game_get_tile_def (game, type), 1);
  g_autofree char *held = tess_describe_held_tile (game, 1);
  g_autofree char *expected = g_strdup_printf ("Your tile, turned 90°: %s", tile);
  g_autofree char *turned = tess_describe_held_tile (game, 6);

  g_assert_cmpstr (held, ==, expected);
  g_assert_true (g_str_has_prefix (turned, "Your tile, turned 180°: "));
}

/* Inns & Cathedrals: a screen reader hears the inn after its road and the
 * cathedral after its city. */
static void
test_inns_cathedrals (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_builtin ("inns-cathedrals", &error);
  g_autofree char *inn = NULL;
  g_autofree char *cathedral = NULL;
  g_autofree char *plain = NULL;

  g_assert_no_error (error);
  inn = tess_describe_tile (tess_tile_set_tile (set, tess_tile_set_find_tile (set, "ic-B")), 0);
  cathedral = tess_describe_tile (tess_tile_set_tile (set, tess_tile_set_find_tile (set, "ic-K")), 0);
  plain = tess_describe_tile (tess_tile_set_tile (set, tess_tile_set_find_tile (set, "ic-J")), 0);
  g_test_message ("%s | %s | %s", inn, cathedral, plain);
  g_assert_nonnull (strstr (inn, "Road from east to west. An inn stands by this road."));
  g_assert_nonnull (strstr (cathedral, "A cathedral stands in this city."));
  g_assert_null (strstr (plain, "inn"));
  g_assert_null (strstr (plain, "cathedral"));
}

/* Inns & Cathedrals: the big follower is said by its name, never as a
 * thief or a knight; the follower beside it as before. */
static void
test_big_follower_cell (void)
{
  g_autofree char *path = g_build_filename (TESS_TEST_TOP_SRCDIR, "tests", "scenarios",
                                            "ic-big-follower-wins.tessera", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_file (path, &error);
  g_autoptr(TessGame) game = NULL;
  g_autofree char *big = NULL;
  g_autofree char *knight = NULL;

  g_assert_no_error (error);
  /* Ana's big follower in the city of (1, -1), Bruno's knight in (-1, -1). */
  tess_record_truncate (record, 4);
  game = tess_game_new_with_external_draws (record, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tess_game_get_follower_figure (game, 0), ==, TESS_FIGURE_BIG);
  big = tess_describe_cell (game, 1, -1);
  knight = tess_describe_cell (game, -1, -1);
  g_test_message ("%s | %s", big, knight);
  g_assert_true (g_str_has_suffix (big, "Ana’s big follower is in the city."));
  g_assert_null (strstr (big, "knight"));
  g_assert_true (g_str_has_suffix (knight, "Bruno’s knight is in the city."));
}

/* Traders & Builders: a city's goods symbol is said after the city; the
 * builder is said by its name on the tile it stands on, never as a
 * thief. */
static void
test_traders_builders (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_builtin ("traders-builders", &error);
  g_autofree char *path = g_build_filename (TESS_TEST_TOP_SRCDIR, "tests", "scenarios",
                                            "tb-builder-extra-turn.tessera", NULL);
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessGame) game = NULL;
  g_autofree char *wine = NULL;
  g_autofree char *none = NULL;
  g_autofree char *builder = NULL;
  g_autofree char *thief = NULL;

  g_assert_no_error (error);
  wine = tess_describe_tile (tess_tile_set_tile (set, tess_tile_set_find_tile (set, "tb-B")), 0);
  none = tess_describe_tile (tess_tile_set_tile (set, tess_tile_set_find_tile (set, "tb-P")), 0);
  g_test_message ("%s | %s", wine, none);
  g_assert_nonnull (strstr (wine, "This city holds wine."));
  g_assert_null (strstr (none, "holds"));

  record = tess_record_load_file (path, &error);
  g_assert_no_error (error);
  /* Red's thief at (1, 0), Red's builder beside it on the road at (2, 0). */
  tess_record_truncate (record, 3);
  game = tess_game_new_with_external_draws (record, &error);
  g_assert_no_error (error);
  builder = tess_describe_cell (game, 2, 0);
  thief = tess_describe_cell (game, 1, 0);
  g_test_message ("%s | %s", builder, thief);
  g_assert_true (g_str_has_suffix (builder, "Red’s builder is on the road."));
  g_assert_null (strstr (builder, "thief"));
  g_assert_true (g_str_has_suffix (thief, "Red’s thief is on the road."));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/describe/base-tiles", test_base_tiles);
  g_test_add_func ("/describe/inns-cathedrals", test_inns_cathedrals);
  g_test_add_func ("/describe/river-tiles", test_river_tiles);
  g_test_add_func ("/describe/cells", test_cells);
  g_test_add_func ("/describe/cell-with-follower", test_cell_with_follower);
  g_test_add_func ("/describe/held-tile", test_held_tile);
  g_test_add_func ("/describe/big-follower-cell", test_big_follower_cell);
  g_test_add_func ("/describe/traders-builders", test_traders_builders);

  return g_test_run ();
}
