/* tess-online-record.h: an online game's draws in its record (DESIGN §7)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tess-engine.h"
#include "tess-record.h"

G_BEGIN_DECLS

/* The key of a record that holds an online game's room, seats and draws. */
#define TESS_ONLINE_KEY "online"

guint    tess_online_bag          (const TessState *st,
                                   int             *types,
                                   guint            max);
int      tess_online_draw_type    (const TessState     *st,
                                   guint                draw,
                                   const guint8 *const *reveals,
                                   guint                n_seats);
guint    tess_online_foreknown    (JsonObject      *online,
                                   guint            n_seats,
                                   guint           *seat);
gboolean tess_online_check_record (TessRecord      *record,
                                   JsonObject      *online,
                                   const char      *where,
                                   GPtrArray       *problems);

G_END_DECLS
