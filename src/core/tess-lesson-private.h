/* tess-lesson-private.h: the table of the lessons' texts
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-lesson.h"

G_BEGIN_DECLS

/* A lesson's id (its file name without .lesson.json) and its texts,
 * marked with N_(): translated when read. @hint says where the goal is,
 * for a move that missed it ("Your tile’s road must go on from the start
 * tile’s road."). */
typedef struct
{
  const char *id;
  const char *title;
  const char *caption;
  const char *learned;
  const char *hint;
} TessLessonText;

/* A feature of the board named by a cell and a port in board orientation
 * (or TESS_FOLLOWER_MONASTERY): the file's { "x": 0, "y": 0, "port": "E" }. */
typedef struct
{
  gboolean set;
  int      x;
  int      y;
  int      port;
} TessLessonFeature;

struct _TessLesson
{
  GObject     parent_instance;

  char       *id;
  guint       index;
  TessRecord *record;
  guint       setup;
  int         points;
  gboolean    exact;      /* points exactly, not at least */
  int         follower;   /* TessFeatureType, -1 */
  int         figure;     /* TessFigure the learner must place, -1 */
  /* The goal's features: where the learner's follower must end up, the
   * feature the learner's tile must join, the one it must complete. */
  TessLessonFeature on;
  TessLessonFeature extends;
  TessLessonFeature completes;
  /* A lesson of one's own (its id not one of the built-in lessons'): its
   * texts, from the file, in its writer's language. */
  TessLessonText own;
  char       *own_texts[4];
};

extern const TessLessonText tess_lesson_texts[];
extern const guint tess_lesson_n_texts;

G_END_DECLS
