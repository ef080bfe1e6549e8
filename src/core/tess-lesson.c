/* tess-lesson.c: loading a lesson, setting up its game, judging the move
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-json-private.h"
#include "tess-lesson.h"
#include "tess-lesson-private.h"

struct _TessLesson
{
  GObject     parent_instance;

  char       *id;
  guint       index;
  TessRecord *record;
  guint       setup;
  int         points;
  int         follower;   /* TessFeatureType, -1 */
};

G_DEFINE_FINAL_TYPE (TessLesson, tess_lesson, G_TYPE_OBJECT)

static void
tess_lesson_finalize (GObject *object)
{
  TessLesson *self = TESS_LESSON (object);

  g_free (self->id);
  g_clear_pointer (&self->record, tess_record_unref);

  G_OBJECT_CLASS (tess_lesson_parent_class)->finalize (object);
}

static void
tess_lesson_class_init (TessLessonClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tess_lesson_finalize;
}

static void
tess_lesson_init (TessLesson *self)
{
  self->follower = -1;
}

/* ------------------------------------------------------------ the list */

guint
tess_lesson_get_n_lessons (void)
{
  return tess_lesson_n_texts;
}

const char *
tess_lesson_get_nth_id (guint index)
{
  g_return_val_if_fail (index < tess_lesson_n_texts, NULL);

  return tess_lesson_texts[index].id;
}

const char *
tess_lesson_get_nth_title (guint index)
{
  g_return_val_if_fail (index < tess_lesson_n_texts, NULL);

  return _(tess_lesson_texts[index].title);
}

int
tess_lesson_find (const char *id)
{
  if (id == NULL)
    return -1;
  for (guint i = 0; i < tess_lesson_n_texts; i++)
    if (g_strcmp0 (tess_lesson_texts[i].id, id) == 0)
      return (int) i;
  return -1;
}

const char *
tess_lesson_dir (void)
{
  const char *env = g_getenv ("TESSERA_LESSONDIR");

  if (env != NULL && *env != '\0')
    return env;
  return LESSONDIR;
}

/* ------------------------------------------------------------ loading */

/* The moves name their tiles (no seed), go round the table (no
 * discards), and the answer follows the setup. */
static gboolean
record_fits_lesson (TessRecord *record,
                    guint       setup)
{
  if (record->has_seed || setup >= tess_record_n_moves (record))
    return FALSE;
  for (guint i = 0; i < tess_record_n_moves (record); i++)
    if (tess_record_move (record, i)->discard)
      return FALSE;
  return TRUE;
}

TessLesson *
tess_lesson_load (const char *id,
                  GError    **error)
{
  g_autofree char *basename = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (id != NULL, NULL);

  if (tess_lesson_find (id) < 0)
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_NOT_FOUND,
                   _("There is no lesson “%s”"), id);
      return NULL;
    }
  basename = g_strconcat (id, ".lesson.json", NULL);
  path = g_build_filename (tess_lesson_dir (), basename, NULL);
  return tess_lesson_load_file (path, error);
}

TessLesson *
tess_lesson_load_file (const char *filename,
                       GError    **error)
{
  g_autoptr(TessLesson) self = NULL;
  g_autofree char *data = NULL;
  g_autofree char *where = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  TessProblems p;
  JsonObject *obj, *expect_obj = NULL;
  JsonNode *record_node, *expect_node;
  const char *id, *follower = NULL;
  gint64 setup = 0, points = 0;
  gsize length;

  g_return_val_if_fail (filename != NULL, NULL);

  data = tess_read_file (filename, &length, error);
  if (data == NULL)
    return NULL;
  where = g_filename_display_name (filename);
  root = tess_json_parse (data, (gssize) length, where, error);
  if (root == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_PARSE,
                   _("%s: a lesson must be a JSON object"), where);
      return NULL;
    }
  obj = json_node_get_object (root);
  if (!tess_json_check_format (obj, "tessera-lesson", 1, where, error))
    return NULL;

  self = g_object_new (TESS_TYPE_LESSON, NULL);
  tess_problems_init (&p, problems);
  id = tess_json_get_string (obj, "id", TRUE, &p, where);
  if (id != NULL && tess_lesson_find (id) < 0)
    tess_problems_add (&p, TESS_FILE_ERROR_NOT_FOUND, where,
                       _("“%s” is not the id of a lesson"), id);
  tess_json_get_int (obj, "setup", 0, G_MAXINT, TRUE, &setup, &p, where);

  expect_node = json_object_get_member (obj, "expect");
  if (expect_node == NULL || !JSON_NODE_HOLDS_OBJECT (expect_node))
    tess_problems_add (&p, TESS_FILE_ERROR_INVALID, where,
                       _("“expect” must be an object"));
  else
    {
      g_autofree char *expect_where = tess_where (where, "expect");

      expect_obj = json_node_get_object (expect_node);
      tess_json_get_int (expect_obj, "points", 0, 1000, TRUE, &points, &p, expect_where);
      follower = tess_json_get_string (expect_obj, "follower", FALSE, &p, expect_where);
      if (follower != NULL)
        {
          self->follower = tess_feature_type_from_name (follower);
          if (self->follower < 0)
            tess_problems_add (&p, TESS_FILE_ERROR_INVALID, expect_where,
                               _("“%s” is not a kind of feature"), follower);
        }
    }

  record_node = json_object_get_member (obj, "record");
  if (record_node == NULL)
    tess_problems_add (&p, TESS_FILE_ERROR_INVALID, where,
                       _("the lesson has no “record”"));
  if (tess_problems_count (&p) > 0)
    {
      tess_problems_to_error (&p, error);
      tess_problems_clear (&p);
      return NULL;
    }
  tess_problems_clear (&p);

  {
    g_autofree char *record_where = tess_where (where, "record");

    self->record = tess_record_from_json (record_node, record_where, NULL, error);
  }
  if (self->record == NULL)
    return NULL;
  if (!record_fits_lesson (self->record, (guint) setup))
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID,
                   _("%s: a lesson’s record must have no seed, no discards, and more moves than the %u of its setup"),
                   where, (guint) setup);
      return NULL;
    }

  self->id = g_strdup (id);
  self->index = (guint) tess_lesson_find (id);
  self->setup = (guint) setup;
  self->points = (int) points;
  return g_steal_pointer (&self);
}

/* ------------------------------------------------------------ properties */

const char *
tess_lesson_get_id (TessLesson *self)
{
  g_return_val_if_fail (TESS_IS_LESSON (self), NULL);
  return self->id;
}

guint
tess_lesson_get_index (TessLesson *self)
{
  g_return_val_if_fail (TESS_IS_LESSON (self), 0);
  return self->index;
}

const char *
tess_lesson_get_title (TessLesson *self)
{
  g_return_val_if_fail (TESS_IS_LESSON (self), NULL);
  return _(tess_lesson_texts[self->index].title);
}

const char *
tess_lesson_get_caption (TessLesson *self)
{
  g_return_val_if_fail (TESS_IS_LESSON (self), NULL);
  return _(tess_lesson_texts[self->index].caption);
}

const char *
tess_lesson_get_lesson_learned (TessLesson *self)
{
  g_return_val_if_fail (TESS_IS_LESSON (self), NULL);
  return _(tess_lesson_texts[self->index].learned);
}

TessRecord *
tess_lesson_get_record (TessLesson *self)
{
  g_return_val_if_fail (TESS_IS_LESSON (self), NULL);
  return self->record;
}

guint
tess_lesson_get_setup (TessLesson *self)
{
  g_return_val_if_fail (TESS_IS_LESSON (self), 0);
  return self->setup;
}

const TessRecordMove *
tess_lesson_get_answer (TessLesson *self)
{
  g_return_val_if_fail (TESS_IS_LESSON (self), NULL);
  return tess_record_move (self->record, self->setup);
}

int
tess_lesson_get_answer_feature (TessLesson *self,
                                TessGame   *game)
{
  const TessRecordMove *answer;
  int type, feature;

  g_return_val_if_fail (TESS_IS_LESSON (self), -1);
  g_return_val_if_fail (TESS_IS_GAME (game), -1);

  answer = tess_lesson_get_answer (self);
  type = tess_def_find_type (tess_game_get_def (game), answer->tile);
  if (type < 0)
    return -1;
  feature = tess_follower_to_feature (tess_game_get_def (game), type, answer->rot, answer->follower);
  return feature >= 0 ? feature : -1;
}

int
tess_lesson_get_expected_points (TessLesson *self)
{
  g_return_val_if_fail (TESS_IS_LESSON (self), 0);
  return self->points;
}

int
tess_lesson_get_expected_follower (TessLesson *self)
{
  g_return_val_if_fail (TESS_IS_LESSON (self), -1);
  return self->follower;
}

guint
tess_lesson_get_learner (TessLesson *self)
{
  g_return_val_if_fail (TESS_IS_LESSON (self), 0);
  /* No discards: the moves go round the table. */
  return self->setup % tess_record_n_players (self->record);
}

/* ------------------------------------------------------------ the game */

TessGame *
tess_lesson_new_game (TessLesson *self,
                      GError    **error)
{
  g_autoptr(TessRecord) copy = NULL;
  g_autoptr(TessGame) game = NULL;

  g_return_val_if_fail (TESS_IS_LESSON (self), NULL);

  /* The whole record, then back to the learner's turn: the answer stays
   * in the line of play (redo shows it) and its tile is in hand. */
  copy = tess_record_copy (self->record);
  game = tess_game_new_from_record (copy, error);
  if (game == NULL)
    return NULL;
  if (!tess_game_play_from (game, self->setup, error))
    return NULL;
  return g_steal_pointer (&game);
}

/* ------------------------------------------------------------ judging */

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

/* The feature type the learner's follower stands on, -1 for none, -2
 * when it is no longer on the board (it scored). */
static int
learner_follower (TessLesson *self,
                  TessGame   *game)
{
  const TessRecordMove *move = tess_record_move (tess_game_get_record (game), self->setup);
  int n = tess_game_get_n_followers (game);

  if (move == NULL || move->follower == TESS_FOLLOWER_NONE)
    return -1;
  for (int i = 0; i < n; i++)
    {
      int placement, feature, player, x, y, type, rot;

      tess_game_get_follower (game, i, &placement, &feature, &player);
      if (placement != (int) self->setup + 1)
        continue;
      tess_game_get_placed (game, placement, &x, &y, &type, &rot);
      return tess_game_get_feature_type (game, type, feature);
    }
  return -2;
}

TessLessonResult
tess_lesson_check (TessLesson *self,
                   TessGame   *game,
                   char      **explanation)
{
  g_autoptr(GString) text = g_string_new (NULL);
  GPtrArray *events;
  guint learner, move_number;
  int gain = 0, follower;
  gboolean missing_follower = FALSE;

  g_return_val_if_fail (TESS_IS_LESSON (self), TESS_LESSON_RESULT_WAITING);
  g_return_val_if_fail (TESS_IS_GAME (game), TESS_LESSON_RESULT_WAITING);

  if (explanation != NULL)
    *explanation = NULL;
  if (tess_game_get_n_moves (game) <= self->setup)
    return TESS_LESSON_RESULT_WAITING;

  learner = tess_lesson_get_learner (self);
  move_number = self->setup + 1;
  events = tess_game_get_events (game);

  /* What the learner's move scored, and for whom. */
  for (guint i = 0; i < events->len; i++)
    {
      const TessGameEvent *event = g_ptr_array_index (events, i);

      if (event->move != move_number && !event->final)
        continue;
      if (event->scorers & (1u << learner))
        gain += event->points;
      else if (event->points > 0)
        {
          guint other = 0;
          g_autofree char *sentence = NULL;

          while (other < tess_game_get_n_players (game) && !(event->scorers & (1u << other)))
            other++;
          if (other >= tess_game_get_n_players (game))
            continue;
          sentence = explain_other (event, tess_game_get_player_name (game, other));
          if (text->len > 0)
            g_string_append_c (text, ' ');
          g_string_append (text, sentence);
        }
    }

  follower = learner_follower (self, game);
  if (self->follower >= 0 && follower != -2 && follower != self->follower)
    missing_follower = TRUE;

  if (gain >= self->points && !missing_follower)
    {
      if (explanation != NULL)
        {
          g_autofree char *done = NULL;

          if (gain > 0)
            done = g_strdup_printf (ngettext ("Well done: you score %d point.",
                                              "Well done: you score %d points.", gain), gain);
          else
            done = g_strdup (_("Well done."));
          *explanation = g_strconcat (done, " ", tess_lesson_get_lesson_learned (self), NULL);
        }
      return TESS_LESSON_RESULT_DONE;
    }

  if (gain < self->points)
    {
      g_autofree char *yours = NULL;
      g_autofree char *goal = NULL;

      if (gain > 0)
        yours = g_strdup_printf (ngettext ("You score %d point.",
                                           "You score %d points.", gain), gain);
      else
        yours = g_strdup (_("You score nothing with this move."));
      goal = g_strdup_printf (ngettext ("This tile can give you %d point.",
                                        "This tile can give you %d points.", self->points),
                              self->points);
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append_printf (text, "%s %s", yours, goal);
    }
  if (missing_follower)
    {
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, follower_request (self->follower));
    }
  if (explanation != NULL)
    {
      g_string_append_c (text, ' ');
      g_string_append (text, _("Take the move back and try again."));
      *explanation = g_string_free (g_steal_pointer (&text), FALSE);
    }
  return TESS_LESSON_RESULT_WRONG;
}
