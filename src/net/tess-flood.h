/* tess-flood.h: a token bucket per sender, for a room's chat lines
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _TessFlood TessFlood;

typedef enum
{
  TESS_FLOOD_ALLOW,    /* within the rate */
  TESS_FLOOD_DROP,     /* beyond it: dropped */
  TESS_FLOOD_TELL,     /* beyond it: dropped, and the sender to be named */
} TessFloodVerdict;

/* Chat lines a sender may send at once (@burst), and how many more a
 * second (@rate); a sender who floods is to be named again only after
 * @tell_again_us. */
TessFlood        *tess_flood_new   (double      burst,
                                    double      rate,
                                    gint64      tell_again_us);
void              tess_flood_free  (TessFlood  *flood);
/* One line from @sender at @now (monotonic microseconds). */
TessFloodVerdict  tess_flood_line  (TessFlood  *flood,
                                    const char *sender,
                                    gint64      now);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TessFlood, tess_flood_free)

G_END_DECLS
