/* tess-test-ui.h: what the tests of the window share
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-editor-window.h"
#include "tess-window.h"
#include "tess-window-private.h"
#include "tess-hand-card-private.h"
#include "tess-player-row.h"
#include "tess-side-panel-private.h"
#include "tess-test-core.h"

G_BEGIN_DECLS

/* A test program of the window: gtk_test_init(), libadwaita, the cairo
 * renderer, no animations, and XDG_DATA_HOME (where the autosave goes)
 * in a directory of its own, removed by tess_test_ui_run(). */
void        tess_test_ui_init            (int          *argc,
                                          char       ***argv,
                                          const char   *name);
int         tess_test_ui_run             (void);
const char *tess_test_ui_get_tmp_dir     (void);

void        tess_test_ui_flush_events    (void);
/* The key's binding on @widget, run as GTK runs it for a key press (its
 * shortcut controllers); FALSE when no binding took it. */
gboolean    tess_test_ui_press_key       (GtkWidget       *widget,
                                          guint            keyval,
                                          GdkModifierType  modifiers);
/* Waits until the window of @widget has laid out and drawn a frame (one
 * asked for now): what changed before is on the screen. */
void        tess_test_ui_wait_frame      (GtkWidget    *widget);
void        tess_test_ui_remove_tree     (const char   *path);

/* The "New Game" settings for @n_players seats and a seed; the returned
 * settings are there to set more keys. */
GSettings  *tess_test_ui_set_up_players  (guint               n_players,
                                          const char * const *names,
                                          const char * const *colors,
                                          const char * const *kinds,
                                          const char         *seed);
/* The game bench-window and leak-window play: Ana, Bea and Carl (red,
 * blue, green), all people, the River, seed 31415, third-edition farms. */
void        tess_test_ui_set_up_river_game (void);

/* A game of Ana and Bogdan (red, blue), both people, from @seed. */
void        tess_test_ui_set_up_two_people (const char *seed);

/* A finished game of Ana and Bea (red, blue), the record's @seed,
 * played at random (a GRand seeded with @rand_seed: a placement, then a
 * follower on the first spot or none), saved as @name in the tests'
 * scratch folder. @out_record: (out) (optional): its record. */
GFile      *tess_test_ui_finished_game_file (const char  *name,
                                             guint32      rand_seed,
                                             const char  *seed,
                                             TessRecord **out_record);

/* A window shown, with or without its autosave; destroyed, it and its
 * game must be finalized. */
void        tess_test_ui_present         (GtkWindow    *window);
TessWindow *tess_test_ui_new_window      (gboolean      autosave);
/* An empty editor window, shown, with a reference the test holds; and
 * its end, which must finalize it. */
TessEditorWindow *tess_test_ui_new_editor     (void);
void        tess_test_ui_destroy_editor (TessEditorWindow *window);
void        tess_test_ui_destroy_window  (TessWindow   *window);

/* One turn through the window's actions: a legal placement spread over
 * the board by @turn, and on odd turns the follower spot @spot (modulo
 * the spots there are). */
void        tess_test_ui_play_turn       (TessWindow   *window,
                                          guint         turn,
                                          guint         spot);

/* The window's asynchronous work, waited for. */
gboolean    tess_test_ui_open_file       (TessWindow   *window,
                                          GFile        *file);
/* Save (tess_window_save_file()) and the editor's Save, waited for. */
gboolean    tess_test_ui_save_file       (TessWindow   *window,
                                          GFile        *file);
gboolean    tess_test_ui_save_set        (TessEditorWindow *window,
                                          GFile            *file,
                                          GError          **error);
/* A tile set opened by tess_editor_open_file() over @parent (nullable),
 * waited for: the window that shows it, or %NULL. */
TessEditorWindow *tess_test_ui_open_set  (GtkWindow    *parent,
                                          GFile        *file);
void        tess_test_ui_offer_autosave  (TessWindow   *window);
void        tess_test_ui_flush_autosave  (TessWindow   *window);

/* Descendants of @widget of @type, in order; the first that activates @action. */
void        tess_test_ui_collect         (GtkWidget    *widget,
                                          GType         type,
                                          GPtrArray    *out);
GtkWidget  *tess_test_ui_find_actionable (GtkWidget    *widget,
                                          const char   *action);
/* The first of @widget and its descendants named @name (gtk_widget_set_name()). */
GtkWidget  *tess_test_ui_find_named      (GtkWidget    *widget,
                                          const char   *name);
/* The last shown toplevel of @type, over @parent unless %NULL (a dialog). */
GtkWindow  *tess_test_ui_find_toplevel   (GType         type,
                                          GtkWindow    *parent);

/* A child of the window's template that the window does not keep. */
GtkWidget  *tess_test_ui_window_child (TessWindow *window,
                                       const char *name);

/* The side panel's row of seat @player. */
TessPlayerRow *tess_test_ui_player_row  (TessWindow    *window,
                                         guint          player);
/* What a player's row shows of its figures and goods: its supply's
 * tooltip, checked to be the name a screen reader says too. */
char       *tess_test_ui_supply_text  (TessPlayerRow *row);

G_END_DECLS
