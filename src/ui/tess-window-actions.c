/* tess-window-actions.c: the game window's actions
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every win.* action of a game being played, one handler each, and
 * _tess_window_update_actions(), which enables them as the turn allows.
 * The replay's actions (undo, redo, replay-*) are in tess-window-replay.c.
 */

#define G_LOG_DOMAIN "tess-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-new-game-dialog.h"
#include "tess-accessible.h"
#include "tess-window-private.h"

/* For the tests: how many times any window's actions were updated. */
static guint n_action_updates;

guint
_tess_window_get_n_action_updates (void)
{
  return n_action_updates;
}

void
_tess_window_reset_n_action_updates (void)
{
  n_action_updates = 0;
}

void
_tess_window_update_actions (TessWindow *self)
{
  TessGamePhase phase = tess_window_get_game (self) ? tess_game_get_phase (tess_window_get_game (self)) : TESS_GAME_PHASE_GAME_OVER;
  gboolean human = _tess_window_turn_is_local (self);
  gboolean placing = phase == TESS_GAME_PHASE_PLACE_TILE && human;
  gboolean following = phase == TESS_GAME_PHASE_PLACE_FOLLOWER && human;
  GtkWidget *widget = GTK_WIDGET (self);

  n_action_updates++;
  tess_board_view_set_interactive (self->board, human);
  gtk_widget_action_set_enabled (widget, "win.rotate-cw", placing);
  gtk_widget_action_set_enabled (widget, "win.rotate-ccw", placing);
  gtk_widget_action_set_enabled (widget, "win.place-tile", placing);
  gtk_widget_action_set_enabled (widget, "win.select-tile",
                                 placing && tess_game_get_hand_size (tess_window_get_game (self)) > 1);
  gtk_widget_action_set_enabled (widget, "win.place-follower", following);
  gtk_widget_action_set_enabled (widget, "win.no-follower", following);
  gtk_widget_action_set_enabled (widget, "win.take-back", following);
  gtk_widget_action_set_enabled (widget, "win.hint",
                                 (placing || following) && self->hint_cancellable == NULL);
  gtk_widget_action_set_enabled (widget, "win.save", tess_window_get_game (self) != NULL);
  gtk_widget_action_set_enabled (widget, "win.save-as", tess_window_get_game (self) != NULL);
  gtk_widget_action_set_enabled (widget, "win.show-summary",
                                 tess_window_get_game (self) != NULL && tess_game_get_finished (tess_window_get_game (self)) &&
                                 self->final_timeout == 0);
}

/* ------------------------------------------------------------ games and files */

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  TessNewGameDialog *dialog = tess_new_game_dialog_new (self->settings);

  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (self));
  tess_accessible_watch_window (GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
start_game_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!tess_window_start_game (self, &error))
    _tess_window_show_error (self, _("Could Not Start a Game"), error->message);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  _tess_window_open (TESS_WINDOW (widget));
}

static void
cancel_open_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  _tess_window_cancel_reading (TESS_WINDOW (widget));
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  _tess_window_save (TESS_WINDOW (widget));
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  _tess_window_save_as (TESS_WINDOW (widget));
}

static void
show_summary_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  _tess_window_present_summary (TESS_WINDOW (widget));
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  _tess_window_hint (TESS_WINDOW (widget));
}

/* ------------------------------------------------------------ the turn */

/* The turn and the view are the board's own actions (board.*), so the board
 * works wherever it is; the window's buttons, menus and accelerators reach
 * them through these. */
static void
activate_on_board (GtkWidget  *widget,
                   const char *board_action,
                   GVariant   *param)
{
  gtk_widget_activate_action_variant (GTK_WIDGET (TESS_WINDOW (widget)->board), board_action, param);
}

static void
rotate_cw_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  activate_on_board (widget, "board.rotate-right", param);
}

static void
rotate_ccw_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  activate_on_board (widget, "board.rotate-left", param);
}

static void
place_tile_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  activate_on_board (widget, "board.place-tile", param);
}

static void
place_follower_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  activate_on_board (widget, "board.place-follower", param);
}

static void
no_follower_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  activate_on_board (widget, "board.skip-follower", param);
}

static void
take_back_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  activate_on_board (widget, "board.take-back", param);
}

static void
zoom_in_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  activate_on_board (widget, "board.zoom-in", param);
}

static void
zoom_out_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  activate_on_board (widget, "board.zoom-out", param);
}

static void
fit_board_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  activate_on_board (widget, "board.zoom-reset", param);
}

void
_tess_window_class_actions_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.play-online", NULL, _tess_window_play_online_action);
  gtk_widget_class_install_action (widget_class, "win.online-games", NULL, _tess_window_online_games_action);
  gtk_widget_class_install_action (widget_class, "win.resign", NULL, _tess_window_resign_action);
  gtk_widget_class_install_action (widget_class, "win.start-game", NULL, start_game_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.cancel-open", NULL, cancel_open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.show-summary", NULL, show_summary_action);
  gtk_widget_class_install_action (widget_class, "win.rotate-cw", NULL, rotate_cw_action);
  gtk_widget_class_install_action (widget_class, "win.rotate-ccw", NULL, rotate_ccw_action);
  gtk_widget_class_install_action (widget_class, "win.place-tile", "(iii)", place_tile_action);
  gtk_widget_class_install_action (widget_class, "win.place-follower", "i", place_follower_action);
  gtk_widget_class_install_action (widget_class, "win.no-follower", NULL, no_follower_action);
  gtk_widget_class_install_action (widget_class, "win.take-back", NULL, take_back_action);
  /* The tile of the hand to play: the window's hand-index. */
  gtk_widget_class_install_property_action (widget_class, "win.select-tile", "hand-index");
  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, zoom_in_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, zoom_out_action);
  gtk_widget_class_install_action (widget_class, "win.fit-board", NULL, fit_board_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "win.hint", NULL);
}
