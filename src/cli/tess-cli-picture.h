/* tess-cli-picture.h: writing the PNG pictures of tessera-cli
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* Appends @surface as PNG to @png; cairo's status, CAIRO_STATUS_SUCCESS
 * when it is all there. */
cairo_status_t  tess_cli_encode_png   (cairo_surface_t  *surface,
                                       GByteArray       *png);

/* Writes the encoded picture @png to @filename; an error names the file
 * and the system's reason. */
gboolean        tess_cli_write_png    (const char       *filename,
                                       GByteArray       *png,
                                       GError          **error);

G_END_DECLS
