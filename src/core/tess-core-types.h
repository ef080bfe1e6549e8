/* tess-core-types.h: forward declarations of the core layer's types
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _TessTileSetData TessTileSetData;
typedef struct _TessRecord      TessRecord;
typedef struct _TessRecordMove  TessRecordMove;
typedef struct _TessRecordPlayer TessRecordPlayer;
typedef struct _TessReplay      TessReplay;

G_END_DECLS
