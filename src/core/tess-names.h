/* tess-names.h: the translated names of sides, features and scoring
 * categories, for every sentence that names them
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tess-vocabulary.h"
#include "tess-game.h"

G_BEGIN_DECLS

/* A side of a tile as a direction (0 north, 1 east, 2 south, 3 west):
 * "north", as in "its north side". */
const char *tess_side_display_name      (int              side);

/* What a side shows, as a bare noun: "road", as in "the east side is a
 * road". */
const char *tess_side_type_display_name (TessSideType     type);

/* What a side shows, with its article: "a road", as in "its east side
 * has a road where the neighbouring tile has a city". */
const char *tess_side_type_phrase       (TessSideType     type);

/* A feature type of the tile model, as a bare noun: "road", "field",
 * "monastery". */
const char *tess_feature_display_name   (TessFeatureType  type);

/* A port of a tile (a #TessPort) as a designer says it, with its
 * article: "the top side", "the right half of the top side". */
const char *tess_port_place_phrase      (int              port);
const char *tess_port_place_title       (int              port);

/* A feature of a tile by the sides it reaches, with its article: "the
 * road to the top and bottom sides", "the field along the right side".
 * Free with g_free(). */
char       *tess_feature_place_phrase   (TessFeatureType  type,
                                         guint16          ports);

/* A scoring category as a heading: "Roads". */
const char *tess_category_display_name  (TessGameCategory category);

/* A list of names read as a sentence in the current language: "Ana",
 * "Ana and Bruno", "Ana, Bruno and Carla"; the patterns for two names,
 * for joining in the middle and for the last pair are translated. */
char       *tess_names_join             (const char * const *names,
                                         guint               n_names);
/* The same with the patterns given (printf patterns of two strings,
 * %1$s and %2$s): for the tests and for callers with their own words. */
char       *tess_names_join_with        (const char * const *names,
                                         guint               n_names,
                                         const char         *two,
                                         const char         *middle,
                                         const char         *last);

G_END_DECLS
