/* test-render-parts.c: what a scoring lights on the board
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tess_render_event_parts() on the scenarios of tests/scenarios: the parts
 * of the feature scored, and for farms the farms that score and the
 * completed cities they count, under each edition.
 */

#define G_LOG_DOMAIN "test-render-parts"

#include "config.h"

#include <glib.h>

#include "tess-render.h"
#include "tess-replay.h"

typedef struct
{
  TessReplay *replay;
  TessState  *state;    /* after the last move */
  GArray     *events;   /* of the move or of the final scoring */
} Scored;

static void
collect (const TessEvent *event,
         void            *user_data)
{
  g_array_append_val ((GArray *) user_data, *event);
}

static void
scored_clear (Scored *sc)
{
  g_clear_pointer (&sc->events, g_array_unref);
  g_clear_pointer (&sc->state, tess_state_free);
  g_clear_pointer (&sc->replay, tess_replay_unref);
}

/* Replays a scenario (edition: -1 for the record's) and keeps the events of
 * its last move, or of the final scoring. */
static Scored
score (const char *name,
       int         edition,
       gboolean    final)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_file (path, &error);
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (TessEvent));
  Scored sc = { NULL, NULL, NULL };

  g_assert_no_error (error);
  if (edition >= 0)
    record->rules.farm_scoring = edition;
  sc.replay = tess_replay_new (record, &error);
  g_assert_no_error (error);
  sc.state = tess_replay_new_state (sc.replay);
  g_assert_true (tess_replay_play (sc.replay, -1, sc.state, collect, all, &error));
  g_assert_no_error (error);
  sc.events = g_array_new (FALSE, FALSE, sizeof (TessEvent));
  if (final)
    {
      /* Scored on a copy: the parts are looked up with the followers on. */
      g_autoptr(TessState) end = tess_state_dup (sc.state);

      tess_state_final_scoring (end, collect, sc.events);
    }
  else
    for (guint i = 0; i < all->len; i++)
      if (g_array_index (all, TessEvent, i).move == tess_state_n_moves (sc.state))
        g_array_append_val (sc.events, g_array_index (all, TessEvent, i));
  return sc;
}

/* The distinct placed tiles of some parts, and whether all are of a type. */
static guint
n_tiles (TessState *st,
         GArray    *parts,
         int        type)
{
  g_autoptr(GHashTable) tiles = g_hash_table_new (NULL, NULL);

  for (guint i = 0; i < parts->len; i++)
    {
      const TessRenderPart *p = &g_array_index (parts, TessRenderPart, i);
      int x, y, t, rot;

      tess_state_placed (st, p->placement, &x, &y, &t, &rot);
      g_assert_cmpint (tess_def_tile (tess_state_def (st), t)->features[p->feature].type, ==, type);
      g_hash_table_add (tiles, GINT_TO_POINTER (p->placement + 1));
    }
  return g_hash_table_size (tiles);
}

static void
parts_of (Scored  *sc,
          guint    i,
          GArray **features,
          GArray **cities)
{
  *features = g_array_new (FALSE, FALSE, sizeof (TessRenderPart));
  *cities = g_array_new (FALSE, FALSE, sizeof (TessRenderPart));
  g_assert_cmpuint (i, <, sc->events->len);
  tess_render_event_parts (sc->state, &g_array_index (sc->events, TessEvent, i), *features,
                           *cities);
}

/* A road of four tiles: its four tiles, no city. */
static void
test_road (void)
{
  Scored sc = score ("book-road-4.tessera", -1, FALSE);
  g_autoptr(GArray) features = NULL;
  g_autoptr(GArray) cities = NULL;

  g_assert_cmpuint (sc.events->len, ==, 1);
  parts_of (&sc, 0, &features, &cities);
  g_assert_cmpuint (n_tiles (sc.state, features, TESS_FEATURE_ROAD), ==, 4);
  g_assert_cmpuint (cities->len, ==, 0);
  scored_clear (&sc);
}

/* A completed monastery: its own feature, and the eight tiles round it,
 * each lit whole (feature -1), as the window's board lights what the
 * monastery scored. The handout's figure of a move that completed a
 * road and a monastery had lit the road alone, to the eye: the church
 * under its monk was all the light the monastery had. */
static void
test_monastery (void)
{
  Scored sc = score ("book-monastery-9.tessera", -1, FALSE);
  g_autoptr(GArray) features = NULL;
  g_autoptr(GArray) cities = NULL;
  guint whole = 0, monastery = 0;
  int mx = 0, my = 0, type, rot;

  g_assert_cmpuint (sc.events->len, >=, 1);
  for (guint i = 0; i < sc.events->len; i++)
    if (g_array_index (sc.events, TessEvent, i).rule == TESS_RULE_MONASTERY)
      {
        parts_of (&sc, i, &features, &cities);
        break;
      }
  g_assert_nonnull (features);
  for (guint i = 0; i < features->len; i++)
    {
      const TessRenderPart *p = &g_array_index (features, TessRenderPart, i);

      if (p->feature >= 0)
        {
          monastery++;
          tess_state_placed (sc.state, p->placement, &mx, &my, &type, &rot);
          g_assert_cmpint (tess_def_tile (tess_state_def (sc.state), type)->features[p->feature].type, ==,
                           TESS_FEATURE_MONASTERY);
        }
    }
  g_assert_cmpuint (monastery, ==, 1);
  for (guint i = 0; i < features->len; i++)
    {
      const TessRenderPart *p = &g_array_index (features, TessRenderPart, i);
      int x, y;

      if (p->feature >= 0)
        continue;
      whole++;
      tess_state_placed (sc.state, p->placement, &x, &y, &type, &rot);
      g_assert_cmpint (ABS (x - mx), <=, 1);
      g_assert_cmpint (ABS (y - my), <=, 1);
    }
  g_assert_cmpuint (whole, ==, 8);
  g_assert_cmpuint (cities->len, ==, 0);
  scored_clear (&sc);
}

/* The same board under the three editions (tests/scenarios/edition-*):
 * Blue has farmers on two farms round one city of 4 tiles, Yellow on a
 * third. */
static void
test_farm_editions (void)
{
  Scored third = score ("edition-farm-third.tessera", TESS_FARM_THIRD, TRUE);
  Scored second = score ("edition-farm-third.tessera", TESS_FARM_SECOND, TRUE);
  Scored first = score ("edition-farm-third.tessera", TESS_FARM_FIRST, TRUE);

  /* Third: three events, each a farm of its own and the one city. */
  g_assert_cmpuint (third.events->len, ==, 3);
  for (guint i = 0; i < third.events->len; i++)
    {
      g_autoptr(GArray) features = NULL;
      g_autoptr(GArray) cities = NULL;

      parts_of (&third, i, &features, &cities);
      g_assert_cmpuint (n_tiles (third.state, features, TESS_FEATURE_FIELD), >=, 1);
      g_assert_cmpuint (n_tiles (third.state, cities, TESS_FEATURE_CITY), ==, 4);
    }

  /* Second: Blue's one event lights both of Blue's farms; Yellow's its one. */
  g_assert_cmpuint (second.events->len, ==, 2);
  for (guint i = 0; i < second.events->len; i++)
    {
      const TessEvent *e = &g_array_index (second.events, TessEvent, i);
      g_autoptr(GArray) features = NULL;
      g_autoptr(GArray) cities = NULL;
      g_autoptr(GArray) one_farm = g_array_new (FALSE, FALSE, sizeof (TessRenderPart));
      g_autoptr(GArray) unused = g_array_new (FALSE, FALSE, sizeof (TessRenderPart));
      TessEvent alone = *e;

      parts_of (&second, i, &features, &cities);
      g_assert_cmpuint (n_tiles (second.state, cities, TESS_FEATURE_CITY), ==, 4);
      /* The same event as if scored by the third edition: the one farm
       * the engine names. */
      alone.rule = TESS_RULE_FARM_THIRD;
      tess_render_event_parts (second.state, &alone, one_farm, unused);
      if (e->scorers == 1u << 0)   /* Blue */
        g_assert_cmpuint (features->len, >, one_farm->len);
      else
        g_assert_cmpuint (features->len, ==, one_farm->len);
    }

  /* First: one event, the city to Blue; Blue's two farms, not Yellow's. */
  g_assert_cmpuint (first.events->len, ==, 1);
  {
    g_autoptr(GArray) features = NULL;
    g_autoptr(GArray) cities = NULL;
    g_autoptr(GArray) second_blue = NULL;
    g_autoptr(GArray) second_cities = NULL;
    guint blue = 0;

    parts_of (&first, 0, &features, &cities);
    g_assert_cmpuint (n_tiles (first.state, cities, TESS_FEATURE_CITY), ==, 4);
    for (guint i = 0; i < second.events->len; i++)
      if (g_array_index (second.events, TessEvent, i).scorers == 1u << 0)
        blue = i;
    parts_of (&second, blue, &second_blue, &second_cities);
    g_assert_cmpuint (n_tiles (first.state, features, TESS_FEATURE_FIELD), ==,
                      n_tiles (second.state, second_blue, TESS_FEATURE_FIELD));
    g_assert_cmpuint (features->len, ==, second_blue->len);
  }

  scored_clear (&third);
  scored_clear (&second);
  scored_clear (&first);
}

/* A farm that borders only an open city scores nothing and is not lit:
 * book-farm-6-3's Red farm borders one completed city and one open one,
 * and only the completed one is lit. */
static void
test_open_city (void)
{
  Scored sc = score ("book-farm-6-3.tessera", -1, TRUE);
  guint n_cities = 0;

  g_assert_cmpuint (sc.events->len, ==, 2);
  for (guint i = 0; i < sc.events->len; i++)
    {
      const TessEvent *e = &g_array_index (sc.events, TessEvent, i);
      g_autoptr(GArray) features = NULL;
      g_autoptr(GArray) cities = NULL;

      parts_of (&sc, i, &features, &cities);
      n_tiles (sc.state, cities, TESS_FEATURE_CITY);
      /* As many completed cities lit as the event counts. */
      for (guint k = 0; k < cities->len; k++)
        {
          const TessRenderPart *p = &g_array_index (cities, TessRenderPart, k);
          TessFeatureInfo info;

          g_assert_true (tess_state_feature_info (sc.state, p->placement, p->feature, &info));
          g_assert_true (info.completed);
        }
      n_cities += (guint) e->cities;
    }
  g_assert_cmpuint (n_cities, ==, 3);
  scored_clear (&sc);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/parts/road", test_road);
  g_test_add_func ("/render/parts/monastery", test_monastery);
  g_test_add_func ("/render/parts/farm-editions", test_farm_editions);
  g_test_add_func ("/render/parts/open-city", test_open_city);

  return g_test_run ();
}
