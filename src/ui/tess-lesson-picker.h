/* tess-lesson-picker.h: the list of the lessons, to choose one
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TESS_TYPE_LESSON_PICKER (tess_lesson_picker_get_type ())

G_DECLARE_FINAL_TYPE (TessLessonPicker, tess_lesson_picker, TESS, LESSON_PICKER, AdwWindow)

/* The lessons in order, those in @completed (lesson ids) marked done;
 * @current is the lesson shown now, -1 for none: the keyboard starts
 * there, else on the first lesson not done. Choosing one emits
 * "lesson-chosen" with its index and closes the window. */
TessLessonPicker *tess_lesson_picker_new            (const char * const *completed,
                                                     int                 current);
guint             tess_lesson_picker_get_n_rows     (TessLessonPicker   *self);
/* The row of lesson @index (an AdwActionRow), for tests and focus. */
GtkWidget        *tess_lesson_picker_get_row        (TessLessonPicker   *self,
                                                     guint               index);

G_END_DECLS
