/* tess-draw.h: fair draws without a dealer (DESIGN §7)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The length of a link, a commit and a reveal, in bytes (SHA-256). */
#define TESS_DRAW_LINK_LEN 32
/* Links a chain has beyond the bag's tiles: discards draw again. */
#define TESS_DRAW_CHAIN_MARGIN 16

typedef struct _TessDrawChain TessDrawChain;

TessDrawChain *tess_draw_chain_new      (const guint8   seed[TESS_DRAW_LINK_LEN],
                                         guint          length);
TessDrawChain *tess_draw_chain_new_random (guint        length);
void           tess_draw_chain_free     (TessDrawChain *chain);
guint          tess_draw_chain_length   (const TessDrawChain *chain);
const guint8  *tess_draw_chain_commit   (const TessDrawChain *chain);
const guint8  *tess_draw_chain_reveal   (const TessDrawChain *chain,
                                         guint          draw);

gboolean       tess_draw_check_reveal   (const guint8  *previous,
                                         const guint8  *reveal,
                                         guint          draw,
                                         const char    *who,
                                         GError       **error);
guint          tess_draw_index          (guint          draw,
                                         const guint8 *const *reveals,
                                         guint          n_seats,
                                         guint          bag_size);
guint64        tess_draw_index64        (guint          draw,
                                         const guint8 *const *reveals,
                                         guint          n_seats,
                                         guint64        bag_size);

char          *tess_draw_hex            (const guint8  *bytes,
                                         gsize          len);
gboolean       tess_draw_parse_hex      (const char    *hex,
                                         guint8         out[TESS_DRAW_LINK_LEN]);
void           tess_draw_sha256         (const guint8  *data,
                                         gsize          len,
                                         guint8         out[TESS_DRAW_LINK_LEN]);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TessDrawChain, tess_draw_chain_free)

G_END_DECLS
