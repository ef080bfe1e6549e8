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
#include "tess-engine.h"
#include "tess-replay.h"

G_DEFINE_FINAL_TYPE (TessLesson, tess_lesson, G_TYPE_OBJECT)

static void
tess_lesson_finalize (GObject *object)
{
  TessLesson *self = TESS_LESSON (object);

  g_free (self->id);
  for (guint i = 0; i < G_N_ELEMENTS (self->own_texts); i++)
    g_free (self->own_texts[i]);
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
  self->figure = -1;
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

/* Reads expect.KEY, a feature { "x", "y", "port" } of the board; absent
 * is no problem. */
static void
read_feature (JsonObject        *expect,
              const char        *key,
              TessLessonFeature *feature,
              TessProblems      *p,
              const char        *where)
{
  g_autofree char *feature_where = tess_where (where, "%s", key);
  JsonNode *node = json_object_get_member (expect, key);
  JsonObject *obj;
  const char *port;
  gint64 x = 0, y = 0;

  if (node == NULL)
    return;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      tess_problems_add (p, TESS_FILE_ERROR_INVALID, feature_where,
                         _("a feature must be an object with “x”, “y” and “port”"));
      return;
    }
  obj = json_node_get_object (node);
  if (!tess_json_get_int (obj, "x", -1000, 1000, TRUE, &x, p, feature_where)
      || !tess_json_get_int (obj, "y", -1000, 1000, TRUE, &y, p, feature_where))
    return;
  port = tess_json_get_string (obj, "port", TRUE, p, feature_where);
  if (port == NULL)
    return;
  if (g_str_equal (port, "monastery"))
    feature->port = TESS_FOLLOWER_MONASTERY;
  else if ((feature->port = tess_port_from_name (port)) < 0)
    {
      tess_problems_add (p, TESS_FILE_ERROR_INVALID, feature_where,
                         _("“%s” is not a port"), port);
      return;
    }
  feature->x = (int) x;
  feature->y = (int) y;
  feature->set = TRUE;
}

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

/* A card's text: read at a glance, by a child too (doc/LESSONS.md).
 * NULL, with a problem, for one past the limits. */
static const char *
read_card_text (JsonObject   *obj,
                const char   *key,
                TessProblems *p,
                const char   *where)
{
  const char *text = tess_json_get_text (obj, key, TESS_LESSON_TEXT_MAX_CHARS, FALSE, p, where);
  g_auto(GStrv) words = NULL;
  guint n = 0;

  if (text == NULL)
    return NULL;
  words = g_strsplit_set (text, " \t\n", -1);
  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      n++;
  if (n > TESS_LESSON_TEXT_MAX_WORDS)
    {
      tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                         /* Translators: the first %s is a key of the lesson file
                          * ("caption"), the first %u how many words it has */
                         _("“%s” has %u words: a lesson’s text has %u at most, so that it is read at a glance"),
                         key, n, (guint) TESS_LESSON_TEXT_MAX_WORDS);
      return NULL;
    }
  return text;
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
  const char *id, *follower = NULL, *figure = NULL;
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
  /* A lesson of one's own brings its texts; a built-in one's are in the
   * table, translated. */
  if (id != NULL && tess_lesson_find (id) < 0)
    {
      static const char * const keys[] = { "title", "caption", "learned", "hint" };

      if (json_object_get_member (obj, "caption") == NULL)
        tess_problems_add (&p, TESS_FILE_ERROR_NOT_FOUND, where,
                           _("“%s” is not the id of a lesson"), id);
      for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
        {
          const char *text = i == 0 ? tess_json_get_string (obj, keys[i], FALSE, &p, where)
                                    : read_card_text (obj, keys[i], &p, where);

          self->own_texts[i] = g_strdup (text != NULL ? text : "");
        }
    }
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
      tess_json_get_bool (expect_obj, "exact", &self->exact, &p, expect_where);
      follower = tess_json_get_string (expect_obj, "follower", FALSE, &p, expect_where);
      if (follower != NULL)
        {
          self->follower = tess_feature_type_from_name (follower);
          if (self->follower < 0)
            tess_problems_add (&p, TESS_FILE_ERROR_INVALID, expect_where,
                               _("“%s” is not a kind of feature"), follower);
        }
      figure = tess_json_get_string (expect_obj, "figure", FALSE, &p, expect_where);
      if (figure != NULL)
        {
          self->figure = tess_figure_from_name (figure);
          if (self->figure < 0)
            tess_problems_add (&p, TESS_FILE_ERROR_INVALID, expect_where,
                               _("“%s” is not a figure"), figure);
        }
      read_feature (expect_obj, "on", &self->on, &p, expect_where);
      read_feature (expect_obj, "extends", &self->extends, &p, expect_where);
      read_feature (expect_obj, "completes", &self->completes, &p, expect_where);
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
  if (tess_lesson_find (id) >= 0)
    self->index = (guint) tess_lesson_find (id);
  else
    {
      self->index = G_MAXUINT;
      self->own.id = self->id;
      self->own.title = self->own_texts[0];
      self->own.caption = self->own_texts[1];
      self->own.learned = self->own_texts[2];
      self->own.hint = self->own_texts[3];
    }
  self->setup = (guint) setup;
  self->points = (int) points;
  return g_steal_pointer (&self);
}

/* ------------------------------------------------------------ properties */

static const TessLessonText *
lesson_text (TessLesson *self)
{
  return self->index == G_MAXUINT ? &self->own : &tess_lesson_texts[self->index];
}

/* A built-in text translated; one's own as written. */
static const char *
text_of (TessLesson *self,
         const char *text)
{
  if (self->index == G_MAXUINT)
    return text;
  return _(text);
}

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
  return text_of (self, lesson_text (self)->title);
}

const char *
tess_lesson_get_caption (TessLesson *self)
{
  g_return_val_if_fail (TESS_IS_LESSON (self), NULL);
  return text_of (self, lesson_text (self)->caption);
}

const char *
tess_lesson_get_lesson_learned (TessLesson *self)
{
  g_return_val_if_fail (TESS_IS_LESSON (self), NULL);
  return text_of (self, lesson_text (self)->learned);
}

const char *
tess_lesson_get_hint (TessLesson *self)
{
  g_return_val_if_fail (TESS_IS_LESSON (self), NULL);
  return text_of (self, lesson_text (self)->hint);
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

/* Whether the move must score exactly tess_lesson_get_expected_points(),
 * not at least as much ("exact" in the goal). */
gboolean
tess_lesson_get_exact_points (TessLesson *self)
{
  g_return_val_if_fail (TESS_IS_LESSON (self), FALSE);
  return self->exact;
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
