/* tess-lesson-judge.c: judging the learner's move against the lesson's
 * goal, and explaining a wrong or an illegal one
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The goal is data (tess-lesson.h): the points, the kind of follower, and
 * features of the board named by a cell and a port: where the follower
 * must end up, what the tile must join, what it must complete. The move is
 * judged by what it did on the board, not by how like the file's answer it
 * looks: a straight road turned 180° on the answer's cell is as right as
 * the answer, and a road laid beside the start tile's road is wrong even
 * with a thief on it.
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-lesson-private.h"
#include "tess-engine.h"
#include "tess-replay.h"

/* "This closes Bruno’s city, not yours: Bruno scores 8 points." */
static char *
explain_other (const TessGameEvent *event,
               const char          *name)
{
  int n = event->points;

  if (event->final)
    switch (event->category)
      {
      case TESS_GAME_CATEGORY_ROADS:
        return g_strdup_printf (ngettext ("In the final scoring %1$s’s road, not yours, gives %1$s %2$d point.",
                                          "In the final scoring %1$s’s road, not yours, gives %1$s %2$d points.", n), name, n);
      case TESS_GAME_CATEGORY_CITIES:
        return g_strdup_printf (ngettext ("In the final scoring %1$s’s city, not yours, gives %1$s %2$d point.",
                                          "In the final scoring %1$s’s city, not yours, gives %1$s %2$d points.", n), name, n);
      case TESS_GAME_CATEGORY_MONASTERIES:
        return g_strdup_printf (ngettext ("In the final scoring %1$s’s monastery, not yours, gives %1$s %2$d point.",
                                          "In the final scoring %1$s’s monastery, not yours, gives %1$s %2$d points.", n), name, n);
      case TESS_GAME_CATEGORY_GOODS:
        /* Translators: Traders & Builders: the goods majorities at the end */
        return g_strdup_printf (ngettext ("In the final scoring %1$s’s goods, not yours, give %1$s %2$d point.",
                                          "In the final scoring %1$s’s goods, not yours, give %1$s %2$d points.", n), name, n);
      case TESS_GAME_CATEGORY_FARMS:
      case TESS_GAME_N_CATEGORIES:
      default:
        return g_strdup_printf (ngettext ("In the final scoring %1$s’s farm, not yours, gives %1$s %2$d point.",
                                          "In the final scoring %1$s’s farm, not yours, gives %1$s %2$d points.", n), name, n);
      }

  switch (event->category)
    {
    case TESS_GAME_CATEGORY_ROADS:
      return g_strdup_printf (ngettext ("This finishes %1$s’s road, not yours: %1$s scores %2$d point.",
                                        "This finishes %1$s’s road, not yours: %1$s scores %2$d points.", n), name, n);
    case TESS_GAME_CATEGORY_CITIES:
      return g_strdup_printf (ngettext ("This closes %1$s’s city, not yours: %1$s scores %2$d point.",
                                        "This closes %1$s’s city, not yours: %1$s scores %2$d points.", n), name, n);
    case TESS_GAME_CATEGORY_MONASTERIES:
    case TESS_GAME_CATEGORY_FARMS:
    case TESS_GAME_CATEGORY_GOODS:      /* only at the end */
    case TESS_GAME_N_CATEGORIES:
    default:
      return g_strdup_printf (ngettext ("This finishes %1$s’s monastery, not yours: %1$s scores %2$d point.",
                                        "This finishes %1$s’s monastery, not yours: %1$s scores %2$d points.", n), name, n);
    }
}

static const char *
follower_request (int feature)
{
  switch (feature)
    {
    case TESS_FEATURE_ROAD:
      return _("Put a thief on the road.");
    case TESS_FEATURE_CITY:
      return _("Put a knight in the city.");
    case TESS_FEATURE_MONASTERY:
      return _("Put a monk on the monastery.");
    case TESS_FEATURE_FIELD:
    default:
      return _("Put a farmer on the field.");
    }
}

/* What the learner put where, when another kind was asked for. */
static const char *
follower_placed (int feature)
{
  switch (feature)
    {
    case TESS_FEATURE_ROAD:
      return _("You put a thief on a road.");
    case TESS_FEATURE_CITY:
      return _("You put a knight in a city.");
    case TESS_FEATURE_MONASTERY:
      return _("You put a monk on a monastery.");
    case TESS_FEATURE_FIELD:
    default:
      return _("You put a farmer on a field.");
    }
}

/* The right kind of follower on a feature that is not the goal's. */
static const char *
follower_elsewhere (int feature)
{
  switch (feature)
    {
    case TESS_FEATURE_ROAD:
      return _("Your thief is on another road.");
    case TESS_FEATURE_CITY:
      return _("Your knight is in another city.");
    case TESS_FEATURE_MONASTERY:
      return _("Your monk is on another monastery.");
    case TESS_FEATURE_FIELD:
    default:
      return _("Your farmer is on another field.");
    }
}

/* The figure the goal asks for, when another was placed. */
static const char *
figure_request (int figure)
{
  switch (figure)
    {
    case TESS_FIGURE_BIG:
      /* Translators: B is the key that goes round the figures; "Big
       * Follower" the label of the follower bar's button. */
      return _("Place your big follower: choose it with B or the Big Follower button.");
    case TESS_FIGURE_BUILDER:
      return _("Place your builder: choose it with B or the Builder button.");
    case TESS_FIGURE_PIG:
      return _("Place your pig: choose it with B or the Pig button.");
    case TESS_FIGURE_FOLLOWER:
    default:
      return _("Place a follower, not another figure.");
    }
}

/* The placement and feature index a goal's feature names in @game, FALSE
 * when no tile lies there or none of its features touches the port. */
static gboolean
resolve (TessGame                *game,
         const TessLessonFeature *goal,
         int                     *placement,
         int                     *feature)
{
  int i = tess_game_tile_at (game, goal->x, goal->y);
  int type, rot, f;

  if (i < 0)
    return FALSE;
  tess_game_get_placed (game, i, NULL, NULL, &type, &rot);
  f = tess_follower_to_feature (tess_game_get_def (game), type, rot, goal->port);
  if (f < 0)
    return FALSE;
  *placement = i;
  *feature = f;
  return TRUE;
}

/* Whether the connected feature of (@placement, @feature) takes in the
 * tile at (@x, @y): its feature @part, or any of them when @part is -1. */
static gboolean
feature_takes_in (TessGame *game,
                  int       placement,
                  int       feature,
                  int       x,
                  int       y,
                  int       part)
{
  g_autoptr(GArray) cells = tess_game_get_feature_cells (game, placement, feature);

  for (guint i = 0; i < cells->len; i++)
    {
      const TessGameCell *cell = &g_array_index (cells, TessGameCell, i);

      if (cell->x == x && cell->y == y && (part < 0 || cell->feature == part))
        return TRUE;
    }
  return FALSE;
}

/* The verdict on the learner's move, once played. */
typedef struct
{
  gboolean tile_wrong;       /* the tile misses the goal's features */
  gboolean turned_wrong;     /* ... on the answer's cell, turned otherwise */
  int      kind;             /* the follower asked for, -1 */
  int      placed;           /* the follower placed: its feature type, -1 */
  gboolean elsewhere;        /* the right kind, off the goal's feature */
  gboolean figure_wrong;     /* another figure than the goal's, or none */
  int      gain;             /* the learner's points */
} Verdict;

static void
judge_tile (TessLesson     *self,
            TessGame       *game,
            const TessRecordMove *move,
            Verdict        *v)
{
  const TessRecordMove *answer = tess_lesson_get_answer (self);
  int placement, feature;

  if (self->extends.set
      && (!resolve (game, &self->extends, &placement, &feature)
          || !feature_takes_in (game, placement, feature, move->x, move->y, -1)))
    v->tile_wrong = TRUE;
  if (self->completes.set)
    {
      TessGameFeatureInfo info;

      if (!resolve (game, &self->completes, &placement, &feature)
          || !tess_game_get_feature_info (game, placement, feature, &info)
          || !info.completed)
        v->tile_wrong = TRUE;
    }
  if (self->on.set
      && (!resolve (game, &self->on, &placement, &feature)
          || !feature_takes_in (game, placement, feature, move->x, move->y, -1)))
    v->tile_wrong = TRUE;
  v->turned_wrong = v->tile_wrong && move->x == answer->x && move->y == answer->y
                    && move->rot != answer->rot;
}

static void
judge_follower (TessLesson           *self,
                TessGame             *game,
                const TessRecordMove *move,
                Verdict              *v)
{
  int type = tess_def_find_type (tess_game_get_def (game), move->tile);
  int mine = -1, placement, feature;

  v->kind = self->follower;
  v->placed = -1;
  v->figure_wrong = self->figure >= 0
                    && (move->follower == TESS_FOLLOWER_NONE || move->figure != self->figure);
  if (type >= 0)
    mine = tess_follower_to_feature (tess_game_get_def (game), type, move->rot, move->follower);
  if (mine >= 0)
    v->placed = tess_game_get_feature_type (game, type, mine);

  if (!self->on.set)
    return;
  if (!resolve (game, &self->on, &placement, &feature))
    return;
  if (v->kind < 0)
    {
      int goal_type;

      tess_game_get_placed (game, placement, NULL, NULL, &goal_type, NULL);
      v->kind = tess_game_get_feature_type (game, goal_type, feature);
    }
  if (v->placed == v->kind && !v->tile_wrong
      && !feature_takes_in (game, placement, feature, move->x, move->y, mine))
    v->elsewhere = TRUE;
}

static void
append (GString    *text,
        const char *sentence)
{
  if (text->len > 0)
    g_string_append_c (text, ' ');
  g_string_append (text, sentence);
}

/* What the goal asks of the learner's points: at least `points`, or
 * exactly that many with `exact`. */
static gboolean
points_right (TessLesson *self,
              int         gain)
{
  return self->exact ? gain == self->points : gain >= self->points;
}

TessLessonResult
tess_lesson_check (TessLesson *self,
                   TessGame   *game,
                   char      **explanation)
{
  g_autoptr(GString) text = g_string_new (NULL);
  const TessRecordMove *move;
  const char *hint;
  GPtrArray *events;
  guint learner, move_number;
  Verdict v = { 0, };
  gboolean hinted = FALSE;

  g_return_val_if_fail (TESS_IS_LESSON (self), TESS_LESSON_RESULT_WAITING);
  g_return_val_if_fail (TESS_IS_GAME (game), TESS_LESSON_RESULT_WAITING);

  if (explanation != NULL)
    *explanation = NULL;
  if (tess_game_get_n_moves (game) <= self->setup)
    return TESS_LESSON_RESULT_WAITING;

  learner = tess_lesson_get_learner (self);
  move_number = self->setup + 1;
  move = tess_record_move (tess_game_get_record (game), self->setup);
  events = tess_game_get_events (game);

  /* What the learner's move scored, and for whom. */
  for (guint i = 0; i < events->len; i++)
    {
      const TessGameEvent *event = g_ptr_array_index (events, i);

      if (event->move != move_number && !event->final)
        continue;
      if (event->scorers & (1u << learner))
        v.gain += event->points;
      /* Another's feature scores at the end whatever the learner plays:
       * named only when the learner's tile is part of it. */
      else if (event->points > 0
               && (!event->final
                   || feature_takes_in (game, event->placement, event->feature_index, move->x, move->y, -1)))
        {
          guint other = 0;
          g_autofree char *sentence = NULL;

          while (other < tess_game_get_n_players (game) && !(event->scorers & (1u << other)))
            other++;
          if (other >= tess_game_get_n_players (game))
            continue;
          sentence = explain_other (event, tess_game_get_player_name (game, other));
          append (text, sentence);
        }
    }

  judge_tile (self, game, move, &v);
  judge_follower (self, game, move, &v);

  if (!v.tile_wrong && points_right (self, v.gain) && !v.elsewhere && !v.figure_wrong
      && (v.kind < 0 || v.placed == v.kind))
    {
      if (explanation != NULL)
        {
          g_autofree char *done = NULL;

          if (v.gain > 0)
            done = g_strdup_printf (ngettext ("Well done: you score %d point.",
                                              "Well done: you score %d points.", v.gain), v.gain);
          else
            done = g_strdup (_("Well done."));
          *explanation = g_strconcat (done, " ", tess_lesson_get_lesson_learned (self), NULL);
        }
      return TESS_LESSON_RESULT_DONE;
    }

  hint = tess_lesson_get_hint (self);
  if (hint != NULL && *hint == '\0')
    hint = NULL;
  if (v.turned_wrong)
    append (text, _("The place is right, but the tile is turned the wrong way."));
  else if (v.tile_wrong && hint != NULL)
    {
      append (text, hint);
      hinted = TRUE;
    }

  if (v.gain < self->points)
    {
      g_autofree char *yours = NULL;
      g_autofree char *goal = NULL;

      if (v.gain > 0)
        yours = g_strdup_printf (ngettext ("You score %d point.",
                                           "You score %d points.", v.gain), v.gain);
      else
        yours = g_strdup (_("You score nothing with this move."));
      goal = g_strdup_printf (ngettext ("This tile can give you %d point.",
                                        "This tile can give you %d points.", self->points),
                              self->points);
      append (text, yours);
      append (text, goal);
    }

  if (self->exact && v.gain > self->points)
    {
      g_autofree char *yours = g_strdup_printf (ngettext ("You score %d point.",
                                                          "You score %d points.", v.gain),
                                                v.gain);
      g_autofree char *goal = g_strdup_printf (ngettext ("This lesson asks for exactly %d point.",
                                                         "This lesson asks for exactly %d points.",
                                                         self->points),
                                               self->points);

      append (text, yours);
      append (text, goal);
    }

  if (v.kind >= 0 && v.placed != v.kind)
    {
      if (v.placed >= 0)
        append (text, follower_placed (v.placed));
      /* A goal with a figure names the figure, not the follower. */
      append (text, self->figure >= 0 ? figure_request (self->figure) : follower_request (v.kind));
    }
  else
    {
      if (v.elsewhere)
        {
          append (text, follower_elsewhere (v.kind));
          if (!hinted && hint != NULL)
            append (text, hint);
        }
      if (v.figure_wrong)
        append (text, figure_request (self->figure));
    }

  if (explanation != NULL)
    {
      /* Translators: "Take Back" is the label of the lesson's button
       * (tess-lesson-bar.ui): write it as that button says, so that the
       * learner finds it. */
      append (text, _("Press Take Back and try again."));
      *explanation = g_string_free (g_steal_pointer (&text), FALSE);
    }
  return TESS_LESSON_RESULT_WRONG;
}

/* "That road, city or farm already holds a follower." from the engine's
 * "that road, …" */
static char *
sentence_of (const char *message)
{
  gunichar first = g_utf8_get_char (message);
  char upper[8];
  int n = g_unichar_to_utf8 (g_unichar_toupper (first), upper);
  const char *rest = g_utf8_next_char (message);

  return g_strdup_printf ("%.*s%s%s", n, upper, rest, g_str_has_suffix (rest, ".") ? "" : ".");
}

/**
 * tess_lesson_play:
 * @self: a lesson
 * @game: a game of this lesson at the learner's turn
 * @move: the learner's move, in the record's terms (its tile may be
 *   %NULL: the tile in hand)
 * @explanation: (out) (optional) (transfer full): what the move did, or
 *   why the rules refuse it
 *
 * Plays @move on @game when the rules allow it, and judges it.
 *
 * Returns: %TESS_LESSON_RESULT_DONE or %TESS_LESSON_RESULT_WRONG for a
 *   move played, %TESS_LESSON_RESULT_ILLEGAL for one the rules refuse
 *   (@game is left as it was)
 */
TessLessonResult
tess_lesson_play (TessLesson           *self,
                  TessGame             *game,
                  const TessRecordMove *move,
                  char                **explanation)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *refusal = NULL;
  int tile, feature;

  g_return_val_if_fail (TESS_IS_LESSON (self), TESS_LESSON_RESULT_ILLEGAL);
  g_return_val_if_fail (TESS_IS_GAME (game), TESS_LESSON_RESULT_ILLEGAL);
  g_return_val_if_fail (move != NULL, TESS_LESSON_RESULT_ILLEGAL);

  if (explanation != NULL)
    *explanation = NULL;
  tile = tess_game_get_tile (game);
  if (tess_game_get_n_moves (game) != self->setup || tile < 0
      || tess_game_get_phase (game) != TESS_GAME_PHASE_PLACE_TILE)
    {
      if (explanation != NULL)
        *explanation = g_strdup (_("The lesson’s move has been played already."));
      return TESS_LESSON_RESULT_ILLEGAL;
    }
  if (move->tile != NULL && g_strcmp0 (move->tile, tess_game_get_type_id (game, tile)) != 0)
    refusal = sentence_of (tess_engine_error_message (TESS_ERR_NOT_IN_HAND));
  else
    refusal = tess_game_explain_placement (game, move->x, move->y, move->rot);
  if (refusal == NULL)
    {
      feature = tess_follower_to_feature (tess_game_get_def (game), tile, move->rot, move->follower);
      if (feature == -2)
        refusal = sentence_of (tess_engine_error_message (TESS_ERR_BAD_FEATURE));
      else if (!tess_game_play_move_figure (game, tile, move->x, move->y, move->rot, feature,
                                            feature >= 0 ? move->figure : TESS_FIGURE_FOLLOWER, &error))
        refusal = sentence_of (error->message);
    }
  if (refusal != NULL)
    {
      if (explanation != NULL)
        *explanation = g_steal_pointer (&refusal);
      return TESS_LESSON_RESULT_ILLEGAL;
    }
  return tess_lesson_check (self, game, explanation);
}
