/* test-final-steps.c: the final scoring as steps in the announced order
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-final-steps"

#include "config.h"

#include <string.h>

#include "tess-explain.h"
#include "tess-final-steps.h"
#include "tess-history.h"
#include "tess-test-core.h"

static void
collect (const TessEvent *event,
         void            *user_data)
{
  g_array_append_val ((GArray *) user_data, *event);
}

typedef struct
{
  GHashTable *members;   /* placement * TESS_MAX_FEATURES + feature + 1 */
  gboolean    shared;
} Members;

static void
add_member (int   placement,
            int   feature,
            void *data)
{
  Members *m = data;

  if (!g_hash_table_add (m->members,
                         GINT_TO_POINTER (placement * TESS_MAX_FEATURES + feature + 1)))
    m->shared = TRUE;
}

/* On whole random games (base and River, four players): the final item's
 * events are the engine's final scorings, roads, then cities, then
 * monasteries, then farms; each is one feature that no other step
 * touches, and its sentence is the event's. */
static void
test_order (void)
{
  static const char * const names[] = { "Ana", "Bogdan", "Carla", "Dan" };
  guint mixed = 0;

  for (gint64 seed = 1; seed <= 12; seed++)
    {
      g_autoptr(TessRecord) record = tess_test_random_record (TRUE, 4, 1, names, seed,
                                                              (guint64) seed);
      g_autoptr(GError) error = NULL;
      g_autoptr(TessReplay) replay = tess_replay_new (record, &error);
      g_autoptr(TessHistory) history = NULL;
      g_autoptr(TessHistoryItem) final = NULL;
      g_autoptr(TessState) st = NULL;
      g_autoptr(GArray) engine = g_array_new (FALSE, FALSE, sizeof (TessEvent));
      g_autoptr(GArray) sorted = NULL;
      g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
      guint n_items, n_events;
      int last_kind = TESS_FINAL_STEP_ROADS;

      g_assert_no_error (error);
      history = tess_history_new (replay, &error);
      g_assert_no_error (error);
      n_items = g_list_model_get_n_items (G_LIST_MODEL (history));
      final = g_list_model_get_item (G_LIST_MODEL (history), n_items - 1);
      g_assert_true (tess_history_item_get_is_final (final));

      st = tess_replay_new_state (replay);
      g_assert_true (tess_replay_play (replay, -1, st, NULL, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (tess_state_is_over (st));

      n_events = tess_history_item_get_n_events (final);
      {
        g_autoptr(TessState) scored = tess_state_dup (st);

        tess_state_final_scoring (scored, collect, engine);
      }
      g_assert_cmpuint (n_events, ==, engine->len);
      g_assert_cmpuint (n_events, >, 0);
      /* The engine's scorings in the announced order, to say each step's
       * sentence from the engine's own event. */
      sorted = g_array_copy (engine);
      tess_final_steps_sort (sorted);

      for (guint i = 0; i < n_events; i++)
        {
          const TessGameEvent *ev = tess_history_item_get_event (final, i);
          int kind = tess_final_step_kind (ev->feature, ev->rule);
          g_autofree char *sentence = tess_explain_event (&g_array_index (sorted, TessEvent, i),
                                                          names, 4);
          Members members = { g_hash_table_new (NULL, NULL), FALSE };

          g_assert_true (ev->final);
          g_assert_cmpint (kind, >=, last_kind);
          last_kind = kind;
          g_assert_cmpstr (tess_history_item_get_event_explanation (final, i), ==, sentence);

          /* One feature per step: its tiles' features are no other step's. */
          g_assert_cmpint (ev->placement, >=, 0);
          g_assert_cmpint (ev->feature_index, >=, 0);
          tess_state_feature_members (st, ev->placement, ev->feature_index, add_member,
                                      &members);
          g_assert_false (members.shared);
          if (ev->feature != TESS_FEATURE_MONASTERY)
            {
              GHashTableIter iter;
              gpointer key;

              g_hash_table_iter_init (&iter, members.members);
              while (g_hash_table_iter_next (&iter, &key, NULL))
                g_assert_true (g_hash_table_add (seen, key));
            }
          g_hash_table_unref (members.members);
        }

      /* The engine's own order mixes the groups in some of these games:
       * then the sort did something. */
      for (guint i = 1; i < engine->len; i++)
        if (tess_final_step_kind (g_array_index (engine, TessEvent, i).feature,
                                  g_array_index (engine, TessEvent, i).rule) <
            tess_final_step_kind (g_array_index (engine, TessEvent, i - 1).feature,
                                  g_array_index (engine, TessEvent, i - 1).rule))
          {
            mixed++;
            break;
          }
    }
  g_test_message ("%u of 12 games scored their end out of the announced order", mixed);
  g_assert_cmpuint (mixed, >, 0);
}

/* Traders & Builders (DESIGN.md §8): the goods' majorities are the last
 * steps, after the farms, each titled "goods", and the announcement says
 * so; on whole random games, until one has both farms and goods. */
static void
test_goods_last (void)
{
  static const char json[] =
    "{\"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],"
    " \"rules\": {\"expansions\": [\"traders-builders\"]}, \"seed\": %d,"
    " \"players\": [{\"name\": \"Ana\", \"color\": \"yellow\"}, {\"name\": \"Bruno\", \"color\": \"red\"},"
    " {\"name\": \"Cleo\", \"color\": \"blue\"}],"
    " \"moves\": []}";
  gboolean seen = FALSE;

  for (int seed = 1; seed <= 20 && !seen; seed++)
    {
      g_autofree char *data = g_strdup_printf (json, seed);
      g_autoptr(GError) error = NULL;
      g_autoptr(TessRecord) record = tess_record_load_data (data, -1, "goods.tessera", &error);
      g_autoptr(TessReplay) replay = NULL;
      g_autoptr(TessState) st = NULL;
      g_autoptr(TessHistory) history = NULL;
      g_autoptr(TessHistoryItem) final = NULL;
      guint n_events, goods = 0, farms = 0;

      g_assert_no_error (error);
      replay = tess_replay_new (record, &error);
      g_assert_no_error (error);
      st = tess_replay_new_state (replay);
      tess_test_play_random_moves (replay, st, 1000, (guint64) seed);
      g_assert_true (tess_state_is_over (st));
      history = tess_history_new (replay, &error);
      g_assert_no_error (error);
      final = g_list_model_get_item (G_LIST_MODEL (history),
                                     g_list_model_get_n_items (G_LIST_MODEL (history)) - 1);
      g_assert_true (tess_history_item_get_is_final (final));
      g_assert_cmpstr (tess_history_item_get_action (final), ==,
                       "The last tile is placed and the game is over. Final scoring: incomplete "
                       "roads, cities and monasteries, then the farms, and last the goods.");
      n_events = tess_history_item_get_n_events (final);
      for (guint i = 0; i < n_events; i++)
        {
          const TessGameEvent *ev = tess_history_item_get_event (final, i);
          g_autofree char *title = tess_final_step_title (tess_final_step_kind (ev->feature, ev->rule),
                                                          i + 1, n_events);

          if (ev->rule == TESS_RULE_GOODS)
            {
              goods++;
              g_assert_true (g_str_has_suffix (title, ": goods"));
            }
          else
            {
              /* Nothing but goods after the first goods step. */
              g_assert_cmpuint (goods, ==, 0);
              g_assert_false (g_str_has_suffix (title, ": goods"));
              if (ev->feature == TESS_FEATURE_FIELD)
                farms++;
            }
        }
      seen = goods > 0 && farms > 0;
    }
  g_assert_true (seen);
}

/* The titles say the step and the group. */
static void
test_titles (void)
{
  g_autofree char *roads = tess_final_step_title (TESS_FINAL_STEP_ROADS, 1, 5);
  g_autofree char *farms = tess_final_step_title (TESS_FINAL_STEP_FARMS, 5, 5);

  g_assert_cmpstr (roads, ==, "Final scoring, step 1 of 5: roads");
  g_assert_cmpstr (farms, ==, "Final scoring, step 5 of 5: farms");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/final-steps/order", test_order);
  g_test_add_func ("/final-steps/titles", test_titles);
  g_test_add_func ("/final-steps/goods-last", test_goods_last);
  return g_test_run ();
}
