/* tess-rules-summary.h: the rules of a game that differ from the
 * defaults, in a player's words
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

/* The rules of @rules that are not the defaults (house rules first, then
 * the editions' variants), as one translated line joined by " · ", e.g.
 * "Table 12 × 10 · Another turn for filling a hole · Hand of 3 tiles".
 * The River is left out: the tile sets decide it. An empty string when
 * every rule is the default (transfer full, never NULL). */
char *tess_rules_describe_changes      (const TessRules *rules);
/* The same for the rules @game is played by. */
char *tess_game_describe_rule_changes  (TessGame        *game);

G_END_DECLS
