/* tess-cli-request.h: the fields of an engine protocol request
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "tess-cli-protocol.h"

G_BEGIN_DECLS

/* An integer from @min to @max; left out, @value stays. */
gboolean    tess_cli_request_get_int    (JsonObject  *request,
                                         const char  *field,
                                         gint64       min,
                                         gint64       max,
                                         gint64      *value,
                                         GError     **error);
/* true or false; left out, @value stays. */
gboolean    tess_cli_request_get_bool   (JsonObject  *request,
                                         const char  *field,
                                         gboolean    *value,
                                         GError     **error);
/* A string that must be there. */
const char *tess_cli_request_get_string (JsonObject  *request,
                                         const char  *field,
                                         GError     **error);
/* "tile": an id or an array of ids (NULL when left out or null). */
gboolean    tess_cli_request_get_tiles  (JsonObject  *request,
                                         GStrv       *tiles,
                                         GError     **error);

G_END_DECLS
