/* test-lessons.c: every lesson loads, its answer is legal and scores what
 * the lesson says; wrong moves are judged and explained
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "tess-history.h"
#include "tess-lesson.h"
#include "tess-replay.h"
#include "lesson-moves.h"
#include "tess-engine.h"

/* Every file in the lessons' directory is a lesson of the list, and the
 * reverse: a lesson cannot be left out of the app or of translation. */
static void
test_files_match_list (void)
{
  g_autoptr(GDir) dir = g_dir_open (tess_lesson_dir (), 0, NULL);
  const char *name;
  guint n_files = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *id = NULL;

      if (!g_str_has_suffix (name, ".lesson.json"))
        continue;
      id = g_strndup (name, strlen (name) - strlen (".lesson.json"));
      g_assert_cmpint (tess_lesson_find (id), >=, 0);
      n_files++;
    }
  g_assert_cmpuint (n_files, ==, tess_lesson_get_n_lessons ());
  g_assert_cmpuint (tess_lesson_get_n_lessons (), >=, 8);
}

/* Each lesson: loads, opens at the learner's turn with the answer's tile
 * in hand, waits, and its answer (redo plays it) scores the points. */
static void
test_every_lesson (void)
{
  for (guint i = 0; i < tess_lesson_get_n_lessons (); i++)
    {
      const char *id = tess_lesson_get_nth_id (i);
      g_autoptr(GError) error = NULL;
      g_autoptr(TessLesson) lesson = tess_lesson_load (id, &error);
      g_autoptr(TessGame) game = NULL;
      g_autofree char *explanation = NULL;
      const TessRecordMove *answer;
      guint learner;
      int before;

      g_test_message ("lesson %s", id);
      g_assert_no_error (error);
      g_assert_nonnull (lesson);
      g_assert_cmpstr (tess_lesson_get_id (lesson), ==, id);
      g_assert_cmpuint (tess_lesson_get_index (lesson), ==, i);
      g_assert_cmpstr (tess_lesson_get_title (lesson), !=, "");
      g_assert_cmpstr (tess_lesson_get_caption (lesson), !=, "");
      g_assert_cmpstr (tess_lesson_get_lesson_learned (lesson), !=, "");

      game = tess_lesson_new_game (lesson, &error);
      g_assert_no_error (error);
      learner = tess_lesson_get_learner (lesson);
      answer = tess_lesson_get_answer (lesson);
      g_assert_cmpuint (tess_game_get_n_moves (game), ==, tess_lesson_get_setup (lesson));
      g_assert_cmpint (tess_game_get_current_player (game), ==, (int) learner);
      g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_TILE);
      g_assert_cmpstr (tess_game_get_type_id (game, tess_game_get_tile (game)), ==, answer->tile);
      g_assert_true (tess_game_can_place_at (game, answer->x, answer->y, answer->rot));
      g_assert_cmpint (tess_lesson_check (lesson, game, &explanation), ==, TESS_LESSON_RESULT_WAITING);
      g_assert_null (explanation);

      before = tess_game_get_score (game, learner);
      g_assert_true (tess_game_can_redo (game));
      g_assert_true (tess_game_redo (game, &error));
      g_assert_no_error (error);
      g_assert_cmpint (tess_game_get_score (game, learner) - before, ==,
                       tess_lesson_get_expected_points (lesson));
      g_assert_cmpint (tess_lesson_check (lesson, game, &explanation), ==, TESS_LESSON_RESULT_DONE);
      g_assert_nonnull (explanation);
      g_assert_nonnull (strstr (explanation, tess_lesson_get_lesson_learned (lesson)));

      /* Taken back: waiting again. */
      g_clear_pointer (&explanation, g_free);
      g_assert_true (tess_game_undo (game, &error));
      g_assert_no_error (error);
      g_assert_cmpint (tess_lesson_check (lesson, game, NULL), ==, TESS_LESSON_RESULT_WAITING);
    }
}

/* Plays the first legal placement of the tile in hand that is not the
 * answer's cell, without a follower. */
static void
play_other_placement (TessLesson *lesson,
                      TessGame   *game)
{
  const TessRecordMove *answer = tess_lesson_get_answer (lesson);
  g_autoptr(GArray) placements = tess_game_get_placements (game);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < placements->len; i++)
    {
      TessGamePlacement *p = &g_array_index (placements, TessGamePlacement, i);

      if (p->x == answer->x && p->y == answer->y)
        continue;
      g_assert_true (tess_game_play_move (game, tess_game_get_tile (game), p->x, p->y, p->rot, -1, &error));
      g_assert_no_error (error);
      return;
    }
  g_assert_not_reached ();
}

/* A move elsewhere scores nothing: wrong, and the explanation says what
 * the tile could give. */
static void
test_wrong_move_scores_less (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessLesson) lesson = tess_lesson_load ("cities", &error);
  g_autoptr(TessGame) game = NULL;
  g_autofree char *explanation = NULL;
  g_autofree char *expected = NULL;

  g_assert_no_error (error);
  game = tess_lesson_new_game (lesson, &error);
  g_assert_no_error (error);
  play_other_placement (lesson, game);
  g_assert_cmpint (tess_lesson_check (lesson, game, &explanation), ==, TESS_LESSON_RESULT_WRONG);
  g_assert_nonnull (explanation);
  expected = g_strdup_printf ("can give you %d points", tess_lesson_get_expected_points (lesson));
  g_assert_nonnull (strstr (explanation, expected));
  g_assert_nonnull (strstr (explanation, "You score nothing"));
}

/* The first lesson wants a thief on the road: a tile without one is wrong. */
static void
test_missing_follower (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessLesson) lesson = tess_lesson_load ("place-tile", &error);
  g_autoptr(TessGame) game = NULL;
  g_autofree char *explanation = NULL;
  const TessRecordMove *answer;
  int feature;

  g_assert_no_error (error);
  game = tess_lesson_new_game (lesson, &error);
  g_assert_no_error (error);
  answer = tess_lesson_get_answer (lesson);
  g_assert_true (tess_game_play_move (game, tess_game_get_tile (game), answer->x, answer->y,
                                      answer->rot, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tess_lesson_check (lesson, game, &explanation), ==, TESS_LESSON_RESULT_WRONG);
  g_assert_nonnull (strstr (explanation, "Put a thief on the road."));

  /* With the answer's follower it is right. */
  g_clear_pointer (&explanation, g_free);
  g_assert_true (tess_game_undo (game, &error));
  feature = tess_lesson_get_answer_feature (lesson, game);
  g_assert_cmpint (feature, >=, 0);
  g_assert_true (tess_game_play_move (game, tess_game_get_tile (game), answer->x, answer->y,
                                      answer->rot, feature, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tess_lesson_check (lesson, game, &explanation), ==, TESS_LESSON_RESULT_DONE);
}

/* In the lesson on roads, the monastery can close Bruno's road instead:
 * the explanation says whose road it was and what it scored. */
static void
test_closes_opponents_road (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessLesson) lesson = tess_lesson_load ("roads", &error);
  g_autoptr(TessGame) game = NULL;
  g_autofree char *explanation = NULL;

  g_assert_no_error (error);
  game = tess_lesson_new_game (lesson, &error);
  g_assert_no_error (error);
  g_assert_true (tess_game_play_move (game, tess_game_get_tile (game), -1, 1, 2, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tess_lesson_check (lesson, game, &explanation), ==, TESS_LESSON_RESULT_WRONG);
  g_assert_cmpstr (explanation, ==,
                   "This finishes Bruno’s road, not yours: Bruno scores 2 points. "
                   "Your road is the one east of the start tile: close its open end. "
                   "You score nothing with this move. This tile can give you 4 points. "
                   "Press Take Back and try again.");
}

static char *
write_lesson (const char *text)
{
  g_autoptr(GError) error = NULL;
  char *path = NULL;
  int fd = g_file_open_tmp ("test-lesson-XXXXXX.lesson.json", &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
  return path;
}

/* The learner closes the opponent's city: the explanation names the
 * opponent and the points, and says it is not the learner's. */
static void
test_closes_opponents_city (void)
{
  static const char text[] =
    "{ \"format\": \"tessera-lesson\", \"version\": 1, \"id\": \"cities\", \"setup\": 2,"
    "  \"expect\": { \"points\": 8 },"
    "  \"record\": { \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],"
    "    \"players\": [ { \"name\": \"Ana\", \"color\": \"yellow\" }, { \"name\": \"Bruno\", \"color\": \"red\" } ],"
    "    \"moves\": [ { \"tile\": \"B\", \"x\": 0, \"y\": 1 },"
    "                 { \"tile\": \"M\", \"x\": 0, \"y\": -1, \"rotation\": 180, \"follower\": \"S\" },"
    "                 { \"tile\": \"E\", \"x\": 1, \"y\": -1, \"rotation\": 270 } ] } }";
  g_autofree char *path = write_lesson (text);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessLesson) lesson = tess_lesson_load_file (path, &error);
  g_autoptr(TessGame) game = NULL;
  g_autofree char *explanation = NULL;

  g_assert_no_error (error);
  game = tess_lesson_new_game (lesson, &error);
  g_assert_no_error (error);
  g_assert_true (tess_game_redo (game, &error));
  g_assert_cmpint (tess_game_get_score (game, 1), ==, 8);
  g_assert_cmpint (tess_lesson_check (lesson, game, &explanation), ==, TESS_LESSON_RESULT_WRONG);
  g_assert_cmpstr (explanation, ==,
                   "This closes Bruno’s city, not yours: Bruno scores 8 points. "
                   "You score nothing with this move. This tile can give you 8 points. "
                   "Press Take Back and try again.");
  g_unlink (path);
}

/* Bad files: the message names the file and the problem. */
static void
test_bad_files (void)
{
  static const struct
  {
    const char *text;
    int code;
    const char *words;
  } cases[] = {
    { "[]", TESS_FILE_ERROR_PARSE, "JSON object" },
    { "{ \"format\": \"tessera-game\", \"version\": 1 }", TESS_FILE_ERROR_FORMAT, NULL },
    { "{ \"format\": \"tessera-lesson\", \"version\": 1, \"id\": \"nope\", \"setup\": 0,"
      "  \"expect\": { \"points\": 0 }, \"record\": {} }", TESS_FILE_ERROR_NOT_FOUND, "nope" },
    { "{ \"format\": \"tessera-lesson\", \"version\": 1, \"id\": \"roads\", \"setup\": 0,"
      "  \"expect\": { \"points\": 0, \"follower\": \"castle\" }, \"record\": {} }", TESS_FILE_ERROR_INVALID, "castle" },
    { "{ \"format\": \"tessera-lesson\", \"version\": 1, \"id\": \"roads\", \"setup\": 3,"
      "  \"expect\": { \"points\": 0 }, \"record\": { \"format\": \"tessera-game\", \"version\": 1,"
      "  \"players\": [ { \"name\": \"A\", \"color\": \"red\" }, { \"name\": \"B\", \"color\": \"blue\" } ],"
      "  \"moves\": [ { \"tile\": \"U\", \"x\": 1, \"y\": 0 } ] } }", TESS_FILE_ERROR_INVALID, "setup" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = write_lesson (cases[i].text);
      g_autofree char *base = g_path_get_basename (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(TessLesson) lesson = tess_lesson_load_file (path, &error);

      g_assert_null (lesson);
      g_assert_error (error, TESS_FILE_ERROR, cases[i].code);
      g_assert_nonnull (strstr (error->message, base));
      if (cases[i].words != NULL)
        g_assert_nonnull (strstr (error->message, cases[i].words));
      g_unlink (path);
    }

  {
    g_autoptr(GError) error = NULL;

    g_assert_null (tess_lesson_load ("../roads", &error));
    g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_NOT_FOUND);
  }
}

/* A caption names every other player whose follower is on the board when
 * the lesson opens: a wrong move may score for that follower, and the
 * explanation then names its player, whom the learner must have been told
 * to look for. And no caption speaks of "cells", the program's word,
 * not the learner's. */
static void
test_captions_name_opponents (void)
{
  for (guint i = 0; i < tess_lesson_get_n_lessons (); i++)
    {
      const char *id = tess_lesson_get_nth_id (i);
      g_autoptr(GError) error = NULL;
      g_autoptr(TessLesson) lesson = tess_lesson_load (id, &error);
      g_autoptr(TessGame) game = NULL;
      const char *caption;
      guint learner;

      g_test_message ("lesson %s", id);
      g_assert_no_error (error);
      game = tess_lesson_new_game (lesson, &error);
      g_assert_no_error (error);
      caption = tess_lesson_get_caption (lesson);
      learner = tess_lesson_get_learner (lesson);
      g_assert_cmpstr (tess_lesson_get_nth_title (i), ==, tess_lesson_get_title (lesson));
      g_assert_null (strstr (caption, " cell"));
      for (int f = 0; f < tess_game_get_n_followers (game); f++)
        {
          int placement, feature, player;

          tess_game_get_follower (game, f, &placement, &feature, &player);
          if (player == (int) learner)
            continue;
          g_assert_nonnull (strstr (caption, tess_game_get_player_name (game, player)));
        }
    }
}

/* A lesson's card is read by a child in front of the board: short. */
#define MAX_CARD_WORDS 45

static guint
count_words (const char *text)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \n", -1);
  guint n = 0;

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      n++;
  return n;
}

/* No card over 45 words: the caption, what the lesson teaches, the hint;
 * and lesson 5's card does not call two cities two parts of one. */
static void
test_cards_are_short (void)
{
  for (guint i = 0; i < tess_lesson_get_n_lessons (); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TessLesson) lesson = tess_lesson_load (tess_lesson_get_nth_id (i), &error);

      g_assert_no_error (error);
      g_test_message ("lesson %s: %u words", tess_lesson_get_id (lesson),
                      count_words (tess_lesson_get_caption (lesson)));
      g_assert_cmpuint (count_words (tess_lesson_get_caption (lesson)), <=, MAX_CARD_WORDS);
      g_assert_cmpuint (count_words (tess_lesson_get_lesson_learned (lesson)), <=, MAX_CARD_WORDS);
      g_assert_cmpuint (count_words (tess_lesson_get_hint (lesson)), <=, MAX_CARD_WORDS);
      if (g_str_equal (tess_lesson_get_id (lesson), "sharing"))
        g_assert_null (strstr (tess_lesson_get_caption (lesson), "parts of one city"));
    }
}

static void
test_wrong_moves (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (lesson_moves); i++)
    {
      const LessonMove *m = &lesson_moves[i];
      g_autoptr(GError) error = NULL;
      g_autoptr(TessLesson) lesson = tess_lesson_load (m->id, &error);
      g_autoptr(TessGame) game = NULL;
      g_autofree char *explanation = NULL;
      TessRecordMove move = { NULL, FALSE, m->x, m->y, m->degrees / 90, TESS_FOLLOWER_NONE };
      guint before;

      g_test_message ("lesson %s: %d,%d turned %d, follower %s", m->id, m->x, m->y, m->degrees,
                      m->follower ? m->follower : "none");
      g_assert_no_error (error);
      if (m->follower != NULL)
        move.follower = g_str_equal (m->follower, "monastery") ? TESS_FOLLOWER_MONASTERY
                                                               : tess_port_from_name (m->follower);
      move.figure = m->figure != NULL ? tess_figure_from_name (m->figure) : TESS_FIGURE_FOLLOWER;
      g_assert_cmpint (move.figure, >=, 0);
      game = tess_lesson_new_game (lesson, &error);
      g_assert_no_error (error);
      before = tess_game_get_n_moves (game);
      g_assert_cmpint (tess_lesson_play (lesson, game, &move, &explanation), ==, m->result);
      g_assert_nonnull (explanation);
      g_test_message ("%s", explanation);
      for (guint k = 0; k < G_N_ELEMENTS (m->says) && m->says[k] != NULL; k++)
        g_assert_nonnull (strstr (explanation, m->says[k]));
      if (m->never != NULL)
        g_assert_null (strstr (explanation, m->never));
      g_assert_cmpuint (count_words (explanation), <=, MAX_CARD_WORDS);
      if (m->result == TESS_LESSON_RESULT_ILLEGAL)
        {
          /* Nothing was played; the lesson waits. */
          g_assert_cmpuint (tess_game_get_n_moves (game), ==, before);
          g_assert_cmpint (tess_game_get_phase (game), ==, TESS_GAME_PHASE_PLACE_TILE);
          g_assert_cmpint (tess_lesson_check (lesson, game, NULL), ==, TESS_LESSON_RESULT_WAITING);
        }
      else
        {
          /* Played (the next tile, drawn at random, may be set aside
           * as a move of its own when it fits nowhere). */
          g_assert_cmpuint (tess_game_get_n_moves (game), >=, before + 1);
          if (m->result == TESS_LESSON_RESULT_WRONG)
            g_assert_true (g_str_has_suffix (explanation, "Press Take Back and try again."));
          else
            g_assert_nonnull (strstr (explanation, tess_lesson_get_lesson_learned (lesson)));
        }
    }
}

/* A lesson's replay counts the tiles left as the lesson did: the tile the
 * learner held was out of the bag already (issue 22, defect 10). */
static void
test_replay_tiles_left (void)
{
  for (guint i = 0; i < tess_lesson_get_n_lessons (); i++)
    {
      const char *id = tess_lesson_get_nth_id (i);
      g_autoptr(GError) error = NULL;
      g_autoptr(TessLesson) lesson = tess_lesson_load (id, &error);
      g_autoptr(TessGame) game = NULL;
      g_autoptr(TessGame) view = NULL;
      g_autoptr(TessRecord) copy = NULL;
      g_autofree char *explanation = NULL;
      TessRecordMove answer;
      guint setup;
      int held;

      g_test_message ("lesson %s", id);
      g_assert_no_error (error);
      game = tess_lesson_new_game (lesson, &error);
      g_assert_no_error (error);
      setup = tess_lesson_get_setup (lesson);
      held = tess_game_get_tiles_left (game);
      answer = *tess_lesson_get_answer (lesson);
      answer.tile = NULL;
      g_assert_cmpint (tess_lesson_play (lesson, game, &answer, &explanation), ==, TESS_LESSON_RESULT_DONE);

      /* The replay's view of the game, at the lesson's position. */
      copy = tess_record_copy (tess_game_get_record (game));
      view = tess_game_new_from_record (copy, &error);
      g_assert_no_error (error);
      g_assert_true (tess_game_seek (view, setup, FALSE, &error));
      g_assert_no_error (error);
      g_assert_cmpint (tess_game_get_tiles_left (view), ==, held);
    }
}

/* Every lesson states its goal as features of the board, not only as
 * points, and has the words to point a wrong move to it. */
static void
test_goals_are_features (void)
{
  for (guint i = 0; i < tess_lesson_get_n_lessons (); i++)
    {
      g_autofree char *path = g_strdup_printf ("%s/%s.lesson.json", tess_lesson_dir (), tess_lesson_get_nth_id (i));
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(TessLesson) lesson = tess_lesson_load (tess_lesson_get_nth_id (i), &error);

      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &text, NULL, &error));
      g_assert_true (strstr (text, "\"on\"") || strstr (text, "\"completes\"") || strstr (text, "\"extends\""));
      g_assert_cmpstr (tess_lesson_get_hint (lesson), !=, "");
    }
}

/* What the Traders & Builders lessons promise the learner, on the board
 * their answers leave: the wine of Bruno's city is Ana's, though Bruno
 * scores the city; the builder's road gives Ana the next turn too; the
 * pig lies on Ana's farm. */
static void
test_traders_builders (void)
{
  static const char * const ids[] = { "goods", "builder", "pig" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TessLesson) lesson = tess_lesson_load (ids[i], &error);
      g_autoptr(TessGame) game = NULL;
      g_autofree char *explanation = NULL;
      const TessRecordMove *answer;
      guint learner;

      g_assert_no_error (error);
      game = tess_lesson_new_game (lesson, &error);
      g_assert_no_error (error);
      learner = tess_lesson_get_learner (lesson);
      answer = tess_lesson_get_answer (lesson);
      g_assert_cmpint (tess_lesson_play (lesson, game, answer, &explanation), ==,
                       TESS_LESSON_RESULT_DONE);
      g_test_message ("%s: %s", ids[i], explanation);
      if (g_str_equal (ids[i], "goods"))
        {
          g_assert_cmpint (tess_game_get_goods (game, learner, TESS_GOODS_WINE), ==, 1);
          g_assert_cmpint (tess_game_get_goods (game, 1 - learner, TESS_GOODS_WINE), ==, 0);
          g_assert_cmpint (tess_game_get_score (game, 1 - learner), ==, 6);
        }
      else if (g_str_equal (ids[i], "builder"))
        {
          /* The move itself earned the turn, said in its history row
           * (the tile drawn next is at random: it may fit nowhere and
           * be set aside, and the live state moves on). */
          g_autoptr(TessReplay) replay = tess_replay_new (tess_game_get_record (game), &error);
          g_autoptr(TessHistory) history = NULL;
          g_autoptr(TessHistoryItem) item = NULL;
          const char * const *said;
          gboolean again = FALSE;

          g_assert_no_error (error);
          history = tess_history_new (replay, &error);
          g_assert_no_error (error);
          item = g_list_model_get_item (G_LIST_MODEL (history), tess_lesson_get_setup (lesson));
          g_assert_cmpint (tess_history_item_get_player (item), ==, (int) learner);
          said = tess_history_item_get_explanations (item);
          for (guint k = 0; said != NULL && said[k] != NULL; k++)
            again |= strstr (said[k], "Ana’s builder: Ana plays again.") != NULL;
          g_assert_true (again);
        }
      else
        {
          int n = tess_game_get_n_followers (game), pigs = 0;

          for (int f = 0; f < n; f++)
            if (tess_game_get_follower_figure (game, f) == TESS_FIGURE_PIG)
              pigs++;
          g_assert_cmpint (pigs, ==, 1);
          g_assert_cmpint (tess_game_get_figures_in_supply (game, learner, TESS_FIGURE_PIG), ==, 0);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/lessons/files-match-list", test_files_match_list);
  g_test_add_func ("/lessons/every-lesson", test_every_lesson);
  g_test_add_func ("/lessons/wrong-move-scores-less", test_wrong_move_scores_less);
  g_test_add_func ("/lessons/missing-follower", test_missing_follower);
  g_test_add_func ("/lessons/closes-opponents-city", test_closes_opponents_city);
  g_test_add_func ("/lessons/closes-opponents-road", test_closes_opponents_road);
  g_test_add_func ("/lessons/wrong-moves", test_wrong_moves);
  g_test_add_func ("/lessons/traders-builders", test_traders_builders);
  g_test_add_func ("/lessons/replay-tiles-left", test_replay_tiles_left);
  g_test_add_func ("/lessons/goals-are-features", test_goals_are_features);
  g_test_add_func ("/lessons/cards-are-short", test_cards_are_short);
  g_test_add_func ("/lessons/bad-files", test_bad_files);
  g_test_add_func ("/lessons/captions-name-opponents", test_captions_name_opponents);

  return g_test_run ();
}
