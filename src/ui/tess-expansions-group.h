/* tess-expansions-group.h: New Game's Expansions, read from the rules table
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tess-rules.h"

G_BEGIN_DECLS

#define TESS_TYPE_EXPANSIONS_GROUP (tess_expansions_group_get_type ())

G_DECLARE_FINAL_TYPE (TessExpansionsGroup, tess_expansions_group, TESS, EXPANSIONS_GROUP,
                      AdwPreferencesGroup)

GtkWidget *tess_expansions_group_new          (void);
/* The choices as the settings hold them ("expansions", "figures"), and
 * back. */
void       tess_expansions_group_load         (TessExpansionsGroup *self,
                                               GSettings           *settings);
void       tess_expansions_group_apply        (TessExpansionsGroup *self,
                                               GSettings           *settings);
/* The check button of an expansion and the switch of a figure's rule,
 * by their ids ("inns-cathedrals", "big_follower"); NULL if not shown. */
GtkCheckButton *tess_expansions_group_get_check  (TessExpansionsGroup *self,
                                                  const char          *expansion);
GtkSwitch      *tess_expansions_group_get_switch (TessExpansionsGroup *self,
                                                  const char          *rule);

/* Whether the figure of @rule may be played with the other rules chosen
 * (the pig not with the first edition's farms, DESIGN.md §8): when not,
 * its switch is off and insensitive, and says why; when it may again, it
 * follows its expansion's check. */
void       tess_expansions_group_set_figure_allowed (TessExpansionsGroup *self,
                                                     const char          *rule,
                                                     gboolean             allowed);

/* The expansions and figures of the settings, written into @rules through
 * the rules API; a value the rules refuse is an error naming it. */
gboolean   tess_expansions_rules_from_settings (TessRules         *rules,
                                                GSettings         *settings,
                                                GError           **error);

G_END_DECLS
