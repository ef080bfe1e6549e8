/* tess-replay-steps.h: the replay's final scoring, a step a feature
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-history.h"
#include "tess-viewport.h"

G_BEGIN_DECLS

typedef void (*TessReplayStepFunc) (guint step, gpointer user_data);

/* Fills @box with a button per step of the final item @final (its
 * events, in the announced order): clicking one calls @func with the
 * step (from 0). The step @current (-1: none) is marked as the one
 * shown; each button is named "final-step-N". */
void      tess_replay_steps_fill         (GtkBox             *box,
                                          TessHistoryItem    *final,
                                          int                 current,
                                          TessReplayStepFunc  func,
                                          gpointer            user_data);

/* The text of a line of the card: a label, or a step's button. */
const char *tess_replay_steps_line_text  (GtkWidget          *line);

/* Scrolls @scroller so that the current step's button shows. */
void      tess_replay_steps_scroll_to    (GtkScrolledWindow  *scroller,
                                          GtkBox             *box);

/* Brings @cells (TessGameCell) into sight in @area, clear of @bar (the
 * controls at the bottom), then puts @card on the side of @area where it
 * covers none of them. @cells may be empty. Returns whether the card
 * still covers one (a feature wider than the board's view). */
gboolean  tess_replay_keep_in_sight      (TessViewport       *viewport,
                                          GtkWidget          *area,
                                          GtkWidget          *card,
                                          GtkWidget          *bar,
                                          GArray             *cells);

/* Whether @card covers a cell of @cells now. */
gboolean  tess_replay_card_covers        (TessViewport       *viewport,
                                          GtkWidget          *area,
                                          GtkWidget          *card,
                                          GArray             *cells);

G_END_DECLS
