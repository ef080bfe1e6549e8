/* tess-net-error.c: the error domain of online play
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-net"

#include "config.h"

#include "tess-net-error.h"

G_DEFINE_QUARK (tess-net-error-quark, tess_net_error)
