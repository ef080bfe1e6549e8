/* tess-test-board.h: the board alone in a window, for the board's tests
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tess-board-view.h"
#include "tess-board-view-private.h"

G_BEGIN_DECLS

/* The board in a window of its own, as the tile-set editor will embed it:
 * no TessWindow, so every move goes through the board's own actions. The
 * gestures are driven by emitting their signals, as a pointer would. */

typedef struct
{
  GtkWindow     *window;
  TessBoardView *board;
  TessGame      *game;
  TessViewport  *viewport;
} Fixture;

void               tess_test_board_flush_events      (void);
TessGame          *tess_test_board_new_game_full     (const char *seed,
                                                      gboolean    river,
                                                      guint       n_players);
TessGame          *tess_test_board_new_game          (const char *seed);
void               tess_test_board_fixture_set_up    (Fixture       *f,
                                                      gconstpointer  data);
void               tess_test_board_fixture_tear_down (Fixture       *f,
                                                      gconstpointer  data);
GtkEventController *tess_test_board_find_controller  (GtkWidget  *widget,
                                                      GType       type,
                                                      const char *name);
gboolean           tess_test_board_press_key         (Fixture         *f,
                                                      guint            keyval,
                                                      GdkModifierType  modifiers);
TessGamePlacement  tess_test_board_first_placement   (TessGame *game);

G_END_DECLS
