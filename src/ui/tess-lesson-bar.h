/* tess-lesson-bar.h: the card of a lesson over the board
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-lesson.h"

G_BEGIN_DECLS

#define TESS_TYPE_LESSON_BAR (tess_lesson_bar_get_type ())

G_DECLARE_FINAL_TYPE (TessLessonBar, tess_lesson_bar, TESS, LESSON_BAR, GtkWidget)

/* Shows @lesson (its number, title and caption) waiting for the move. */
void              tess_lesson_bar_set_lesson  (TessLessonBar    *self,
                                               TessLesson       *lesson);
/* What the learner's move did: @text explains it. */
void              tess_lesson_bar_set_result  (TessLessonBar    *self,
                                               TessLessonResult  result,
                                               const char       *text);
/* Puts the keyboard on the button that goes on: Next Lesson once done,
 * Take Back after a wrong move. */
void              tess_lesson_bar_focus_next  (TessLessonBar    *self);
TessLessonResult  tess_lesson_bar_get_result  (TessLessonBar    *self);
const char       *tess_lesson_bar_get_title   (TessLessonBar    *self);
const char       *tess_lesson_bar_get_result_text (TessLessonBar *self);

G_END_DECLS
