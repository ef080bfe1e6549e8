/* tess-lesson-private.h: the table of the lessons' texts
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A lesson's id (its file name without .lesson.json) and its texts,
 * marked with N_(): translated when read. */
typedef struct
{
  const char *id;
  const char *title;
  const char *caption;
  const char *learned;
} TessLessonText;

extern const TessLessonText tess_lesson_texts[];
extern const guint tess_lesson_n_texts;

G_END_DECLS
