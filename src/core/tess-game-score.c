/* tess-game-score.c: scoring events, players and scores of a TessGame
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-game"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tess-game-private.h"
#include "tess-engine.h"

G_DEFINE_BOXED_TYPE (TessGameEvent, tess_game_event, tess_game_event_copy, tess_game_event_free)

/* ------------------------------------------------------------ events */

TessGameEvent *
tess_game_event_copy (const TessGameEvent *event)
{
  return g_memdup2 (event, sizeof *event);
}

void
tess_game_event_free (TessGameEvent *event)
{
  g_free (event);
}

static TessGameCategory
category_of_rule (TessScoreRule rule)
{
  switch (rule)
    {
    case TESS_RULE_ROAD:
    case TESS_RULE_ROAD_INCOMPLETE:
    case TESS_RULE_ROAD_INN:
    case TESS_RULE_ROAD_INN_INCOMPLETE:
      return TESS_GAME_CATEGORY_ROADS;
    case TESS_RULE_CITY:
    case TESS_RULE_CITY_SMALL:
    case TESS_RULE_CITY_INCOMPLETE:
    case TESS_RULE_CITY_CATHEDRAL:
    case TESS_RULE_CITY_CATHEDRAL_INCOMPLETE:
      return TESS_GAME_CATEGORY_CITIES;
    case TESS_RULE_GOODS:
      return TESS_GAME_CATEGORY_GOODS;
    case TESS_RULE_MONASTERY:
    case TESS_RULE_MONASTERY_INCOMPLETE:
      return TESS_GAME_CATEGORY_MONASTERIES;
    case TESS_RULE_FARM_THIRD:
    case TESS_RULE_FARM_SECOND:
    case TESS_RULE_FARM_FIRST:
    case TESS_RULE_FARM_THIRD_PIG:
    case TESS_RULE_FARM_SECOND_PIG:
      return TESS_GAME_CATEGORY_FARMS;
    default:
      g_return_val_if_reached (TESS_GAME_CATEGORY_ROADS);
    }
}

TessGameEvent *
tess_game_event_new_from_engine (const TessEvent *ev)
{
  TessGameEvent *event;

  g_return_val_if_fail (ev != NULL, NULL);

  event = g_new0 (TessGameEvent, 1);

  event->move = ev->move;
  event->final = ev->final;
  event->category = category_of_rule (ev->rule);
  event->feature = ev->feature;
  event->rule = ev->rule;
  event->tiles = ev->tiles;
  event->shields = ev->shields;
  event->cities = ev->cities;
  event->points = ev->points;
  event->scorers = ev->scorers;
  event->outvoted = ev->outvoted;
  for (int p = 0; p < TESS_MAX_PLAYERS; p++)
    {
      event->followers[p] = ev->followers[p];
      event->big[p] = ev->big[p];
    }
  event->placement = ev->placement;
  event->feature_index = ev->feature_index;
  event->completed = ev->completed;
  event->edge = ev->edge;
  return event;
}

/* The engine's callback: copy each event out at once. */
void
_tess_game_collect_event (const TessEvent *ev,
                          void            *user_data)
{
  g_ptr_array_add ((GPtrArray *) user_data, tess_game_event_new_from_engine (ev));
}

/* ------------------------------------------------------------ players */

guint
tess_game_get_n_players (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);

  return tess_record_n_players (self->record);
}

const char *
tess_game_get_player_name (TessGame *self,
                           guint     player)
{
  g_return_val_if_fail (TESS_IS_GAME (self), NULL);
  g_return_val_if_fail (player < tess_record_n_players (self->record), NULL);

  return tess_record_player (self->record, player)->name;
}

TessColor
tess_game_get_player_color (TessGame *self,
                            guint     player)
{
  g_return_val_if_fail (TESS_IS_GAME (self), TESS_COLOR_YELLOW);
  g_return_val_if_fail (player < tess_record_n_players (self->record), TESS_COLOR_YELLOW);

  return tess_record_player (self->record, player)->color;
}

/* A #TessAiLevel, or %TESS_AI_NONE for a person. */
int
tess_game_get_player_kind (TessGame *self,
                           guint     player)
{
  g_return_val_if_fail (TESS_IS_GAME (self), TESS_AI_NONE);
  g_return_val_if_fail (player < tess_record_n_players (self->record), TESS_AI_NONE);

  return tess_record_player (self->record, player)->ai;
}

int
tess_game_get_score (TessGame *self,
                     guint     player)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);
  g_return_val_if_fail (player < tess_record_n_players (self->record), 0);

  return tess_state_score (self->state, player) - self->held_back[player];
}

void
tess_game_hold_back_points (TessGame  *self,
                            const int *points)
{
  int held[TESS_MAX_PLAYERS] = { 0 };

  g_return_if_fail (TESS_IS_GAME (self));

  if (points != NULL)
    memcpy (held, points, sizeof (int) * tess_record_n_players (self->record));
  if (memcmp (held, self->held_back, sizeof held) == 0)
    return;
  memcpy (self->held_back, held, sizeof held);
  _tess_game_emit_changed (self);
}

int
tess_game_get_supply (TessGame *self,
                      guint     player)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);
  g_return_val_if_fail (player < tess_record_n_players (self->record), 0);

  return tess_state_supply (self->state, player);
}

/* Points @player scored for @category, during play or in the final scoring. */
int
tess_game_get_category_score (TessGame         *self,
                              guint             player,
                              TessGameCategory  category,
                              gboolean          final)
{
  int sum = 0;

  g_return_val_if_fail (TESS_IS_GAME (self), 0);
  g_return_val_if_fail (player < TESS_MAX_PLAYERS, 0);

  for (guint i = 0; i < self->events->len; i++)
    {
      const TessGameEvent *event = g_ptr_array_index (self->events, i);

      if (event->category == category && !event->final == !final &&
          (event->scorers & (1u << player)))
        sum += event->points;
    }
  return sum;
}

/**
 * tess_game_get_score_history:
 *
 * Returns: (transfer full) (element-type int): @player's score before the
 *   first move (0), after each move, and after the final scoring when the
 *   game is finished
 */
GArray *
tess_game_get_score_history (TessGame *self,
                             guint     player)
{
  GArray *out;
  guint n_moves, len;
  int score = 0;
  guint e = 0;

  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  n_moves = tess_record_n_moves (self->record);
  len = n_moves + 1 + (self->finished ? 1 : 0);
  out = g_array_sized_new (FALSE, TRUE, sizeof (int), len);

  for (guint step = 0; step < len; step++)
    {
      /* Step k is the score after move k; step n_moves + 1 the final. */
      for (; e < self->events->len; e++)
        {
          const TessGameEvent *event = g_ptr_array_index (self->events, e);
          guint at = event->final ? n_moves + 1 : event->move;

          if (at > step)
            break;
          if (event->scorers & (1u << player))
            score += event->points;
        }
      g_array_append_val (out, score);
    }
  return out;
}

static int
compare_rank (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  TessGame *self = user_data;
  guint pa = *(const guint *) a, pb = *(const guint *) b;
  int sa = tess_state_score (self->state, pa), sb = tess_state_score (self->state, pb);

  if (sa != sb)
    return sb - sa;
  return (int) pa - (int) pb;
}

/**
 * tess_game_get_ranking:
 *
 * Returns: (transfer full) (element-type guint): the players from the
 *   highest score down (equal scores in seat order)
 */
GArray *
tess_game_get_ranking (TessGame *self)
{
  GArray *out;
  guint n;

  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  n = tess_record_n_players (self->record);
  out = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);
  for (guint p = 0; p < n; p++)
    g_array_append_val (out, p);
  g_array_sort_with_data (out, compare_rank, self);
  return out;
}

/**
 * tess_game_get_events:
 *
 * Returns: (transfer none) (element-type TessGameEvent): every scoring so far
 */
GPtrArray *
tess_game_get_events (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  return self->events;
}

/**
 * tess_game_get_final_events:
 *
 * Returns: (transfer container) (element-type TessGameEvent): the final
 *   scoring's events of @category, in order (owned by the game)
 */
GPtrArray *
tess_game_get_final_events (TessGame         *self,
                            TessGameCategory  category)
{
  GPtrArray *out;

  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  out = g_ptr_array_new ();
  for (guint i = 0; i < self->events->len; i++)
    {
      TessGameEvent *event = g_ptr_array_index (self->events, i);

      if (event->final && event->category == category)
        g_ptr_array_add (out, event);
    }
  return out;
}
