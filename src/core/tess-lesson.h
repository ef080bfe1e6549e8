/* tess-lesson.h: the lessons of "Learn to Play"
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A lesson is data: a file `ID.lesson.json` in the lessons directory
 * holding a game record without a seed (its moves name their tiles), the
 * number of moves that set the position up, and what the learner's move
 * (the next move of the record, the lesson's answer) is worth:
 *
 *   { "format": "tessera-lesson", "version": 1, "id": "place-tile",
 *     "setup": 0,
 *     "expect": { "points": 0, "follower": "road",
 *                 "on": { "x": 0, "y": 0, "port": "E" } },
 *     "record": { "format": "tessera-game", ... } }
 *
 * `expect` is the goal, judged on the board after the learner's move
 * (tess-lesson-judge.c): `points` is what the learner's score grows by
 * at least (the final scoring included when the answer is the last tile
 * of the game), or exactly with `"exact": true`; `follower`, when
 * present, asks for a follower on that kind of feature; `on` names the feature (a cell and a port in board orientation,
 * or "monastery") the learner's follower must end up on, `extends` one the
 * learner's tile must join, `completes` one it must complete. The record's
 * answer is one move that reaches the goal; any other that reaches it is
 * right too. doc/LESSONS.md documents the format for teachers.
 * The lessons' order and their translated texts are in tess-lesson-texts.c.
 */

#pragma once

#include "tess-game.h"

G_BEGIN_DECLS

/* A lesson file's own texts (its caption, what is learned, its hint):
 * at most this many words, and characters. */
#define TESS_LESSON_TEXT_MAX_WORDS 45
#define TESS_LESSON_TEXT_MAX_CHARS 400

/**
 * TessLessonResult:
 * @TESS_LESSON_RESULT_WAITING: the learner has not played yet
 * @TESS_LESSON_RESULT_DONE: the learner's move reaches the lesson's goal
 * @TESS_LESSON_RESULT_WRONG: the learner played another move (allowed,
 *   explained, and it can be taken back)
 * @TESS_LESSON_RESULT_ILLEGAL: the rules refuse the move the learner tried
 *   (explained; nothing was played)
 */
typedef enum
{
  TESS_LESSON_RESULT_WAITING,
  TESS_LESSON_RESULT_DONE,
  TESS_LESSON_RESULT_WRONG,
  TESS_LESSON_RESULT_ILLEGAL,
} TessLessonResult;

#define TESS_TYPE_LESSON (tess_lesson_get_type ())

G_DECLARE_FINAL_TYPE (TessLesson, tess_lesson, TESS, LESSON, GObject)

/* The lessons, in the order they are taught. */
guint             tess_lesson_get_n_lessons   (void);
const char       *tess_lesson_get_nth_id      (guint          index);
/* The translated title of lesson @index, without reading its file. */
const char       *tess_lesson_get_nth_title   (guint          index);
/* The index of @id, -1 if there is no such lesson. */
int               tess_lesson_find            (const char    *id);
/* The directory of the lesson files: $TESSERA_LESSONDIR when set (the
 * tests and `meson devenv` set it), else the installed one. */
const char       *tess_lesson_dir             (void);

TessLesson       *tess_lesson_load            (const char    *id,
                                               GError       **error);
TessLesson       *tess_lesson_load_file       (const char    *filename,
                                               GError       **error);

const char       *tess_lesson_get_id          (TessLesson    *self);
/* The place in the list; G_MAXUINT for a lesson of one's own, whose file
 * gives its "title", "caption", "learned" and "hint" (doc/LESSONS.md). */
guint             tess_lesson_get_index       (TessLesson    *self);
/* Translated texts (a lesson of one's own: as its file writes them). */
const char       *tess_lesson_get_title       (TessLesson    *self);
const char       *tess_lesson_get_caption     (TessLesson    *self);
const char       *tess_lesson_get_lesson_learned (TessLesson *self);
/* Where the goal is, for a move that missed it ("" when a lesson of one's
 * own gives none). */
const char       *tess_lesson_get_hint        (TessLesson    *self);
/* The record (transfer none), the setup and the goal. */
TessRecord       *tess_lesson_get_record      (TessLesson    *self);
guint             tess_lesson_get_setup       (TessLesson    *self);
const TessRecordMove *tess_lesson_get_answer  (TessLesson    *self);
int               tess_lesson_get_expected_points (TessLesson *self);
gboolean          tess_lesson_get_exact_points    (TessLesson *self);
/* The feature index on the answer's tile of the answer's follower, -1
 * for none (what tess_game_place_follower() takes). */
int               tess_lesson_get_answer_feature (TessLesson *self,
                                               TessGame      *game);
/* The #TessFeatureType the follower must stand on, -1 for any or none. */
int               tess_lesson_get_expected_follower (TessLesson *self);

/* A game at the learner's turn, the answer's tile in hand; redo plays
 * the answer. */
TessGame         *tess_lesson_new_game        (TessLesson    *self,
                                               GError       **error);
/* The seat of the learner in a game of this lesson. */
guint             tess_lesson_get_learner     (TessLesson    *self);

/* Judges @game, a game of this lesson: whether the learner has played,
 * and how the move compares with the goal. @explanation: (out) (optional)
 * (transfer full): a translated sentence or two saying what the move did
 * (for a wrong one, whose feature it scored and what was missing). */
TessLessonResult  tess_lesson_check           (TessLesson    *self,
                                               TessGame      *game,
                                               char         **explanation);
/* Plays @move (the tile in hand when its tile is NULL) on @game, a game
 * of this lesson at the learner's turn, and judges it; a move the rules
 * refuse is not played: %TESS_LESSON_RESULT_ILLEGAL and why. */
TessLessonResult  tess_lesson_play            (TessLesson    *self,
                                               TessGame      *game,
                                               const TessRecordMove *move,
                                               char         **explanation);

G_END_DECLS
