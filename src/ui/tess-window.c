/* tess-window.c: the game window
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The GObject, its template, the session set in it and the status of
 * the turn (whose it is, what the hand card and the follower bar say).
 * The other topics have files of their own: see tess-window-private.h.
 */

#define G_LOG_DOMAIN "tess-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-new-game-dialog.h"
#include "tess-popovers.h"
#include "tess-accessible.h"
#include "tess-autosave.h"
#include "tess-window-private.h"

enum
{
  PROP_0,
  PROP_HAND_INDEX,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TessWindow, tess_window, ADW_TYPE_APPLICATION_WINDOW)

/* ------------------------------------------------------------ the hand */

/* Which tile of the hand is the one to play: the state of win.select-tile. */
int
_tess_window_get_hand_index (TessWindow *self)
{
  int tile;

  if (tess_window_get_game (self) == NULL)
    return -1;
  tile = tess_game_get_tile (tess_window_get_game (self));
  for (int k = 0; k < tess_game_get_hand_size (tess_window_get_game (self)); k++)
    if (tess_game_get_hand_tile (tess_window_get_game (self), k) == tile)
      return k;
  return -1;
}

void
_tess_window_set_hand_index (TessWindow *self,
                             int         index)
{
  g_autoptr(GError) error = NULL;

  if (tess_window_get_game (self) == NULL || index < 0 || index >= tess_game_get_hand_size (tess_window_get_game (self)))
    return;
  if (!tess_game_select_tile (tess_window_get_game (self), tess_game_get_hand_tile (tess_window_get_game (self), index), &error))
    tess_announcer_show_toast (self->announcer, error->message);
}

/* ------------------------------------------------------------ status */

/* Whether the person at the screen plays the current turn (or the game
 * is over): not a computer's, nor once a lesson's move is made. */
gboolean
_tess_window_turn_is_local (TessWindow *self)
{
  return tess_game_session_turn_is_local (self->session);
}

/* Below the tile in hand: how to play it, or who is thinking. */
static char *
place_tile_hint (TessWindow *self,
                 const char *name)
{
  if (!_tess_window_turn_is_local (self))
    /* Translators: in the tile card while a computer player thinks: "Bea is thinking…". */
    return g_strdup_printf (_("%s is thinking…"), name);
  return g_strdup (_("Choose a marked place. R turns the tile."));
}

/* Turned, the tile in hand is another: why the last way was refused
 * holds no more. */
static void
on_shown_rotation (TessWindow *self)
{
  TessGame *game = tess_window_get_game (self);
  g_autofree char *hint = NULL;

  if (game == NULL || tess_game_get_phase (game) != TESS_GAME_PHASE_PLACE_TILE)
    return;
  hint = place_tile_hint (self, tess_game_get_player_name (game, tess_game_get_current_player (game)));
  tess_hand_card_set_hint (self->hand_card, hint);
}

void
_tess_window_update_status (TessWindow *self)
{
  TessGamePhase phase;
  const char *name;
  int player;
  g_autofree char *subtitle = NULL;
  g_autofree char *hand_label = NULL;
  g_autofree char *thinking = NULL;
  const char *hint = NULL;

  if (tess_window_get_game (self) == NULL)
    return;

  phase = tess_game_get_phase (tess_window_get_game (self));
  player = tess_game_get_current_player (tess_window_get_game (self));
  name = tess_game_get_player_name (tess_window_get_game (self), player);

  switch (phase)
    {
    case TESS_GAME_PHASE_PLACE_TILE:
      /* Translators: the window's subtitle: whose turn it is. */
      subtitle = g_strdup_printf (_("%s’s turn"), name);
      if (tess_game_get_hand_size (tess_window_get_game (self)) > 1)
        /* Translators: above the tiles in hand to choose from: "Ana’s tiles". */
        hand_label = g_strdup_printf (_("%s’s tiles"), name);
      else
        /* Translators: above the tile to place: "Ana’s tile". */
        hand_label = g_strdup_printf (_("%s’s tile"), name);
      thinking = place_tile_hint (self, name);
      hint = thinking;
      break;
    case TESS_GAME_PHASE_PLACE_FOLLOWER:
      subtitle = g_strdup_printf (_("%s’s turn"), name);
      hand_label = g_strdup_printf (_("%s’s tile"), name);
      break;
    case TESS_GAME_PHASE_GAME_OVER:
    default:
      subtitle = g_strdup (_("Game over"));
      break;
    }
  /* A second turn at once ("Ana’s builder: Ana plays again."). */
  if (phase != TESS_GAME_PHASE_GAME_OVER)
    {
      g_autofree char *extra = tess_game_extra_turn_sentence (tess_window_get_game (self));

      if (extra != NULL)
        {
          g_free (subtitle);
          subtitle = g_steal_pointer (&extra);
        }
    }

  /* Not "Bruno’s turn" once a lesson's move is made: nobody plays on. */
  if (!_tess_window_lesson_allows_move (self))
    adw_window_title_set_subtitle (self->window_title, tess_lesson_get_title (tess_game_session_get_lesson (self->session)));
  else
    adw_window_title_set_subtitle (self->window_title, subtitle);

  /* An online game's hand is empty until the draw's last reveal. */
  gtk_widget_set_visible (GTK_WIDGET (self->hand_card), phase == TESS_GAME_PHASE_PLACE_TILE &&
                          _tess_window_lesson_allows_move (self) &&
                          tess_game_get_tile (tess_window_get_game (self)) >= 0);
  if (phase == TESS_GAME_PHASE_PLACE_TILE)
    {
      tess_hand_card_set_title (self->hand_card, hand_label);
      tess_hand_card_set_hint (self->hand_card, hint);
      tess_hand_card_set_can_rotate (self->hand_card, _tess_window_turn_is_local (self));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAND_INDEX]);

  gtk_widget_set_visible (self->follower_bar, phase == TESS_GAME_PHASE_PLACE_FOLLOWER);
  if (phase == TESS_GAME_PHASE_PLACE_FOLLOWER)
    _tess_window_update_follower_bar (self);

  _tess_window_update_actions (self);
}

/* A move the rules refuse is said once, on the card the player is
 * looking at: the lesson's, the tile's while placing it, the follower
 * bar's while choosing a spot. Not in a toast as well, which would cover
 * the follower bar's buttons, and not on the board's label: one message
 * at a time. The next move, or another way of the tile, takes it away. */
static void
on_move_refused (TessWindow *self,
                 const char *message)
{
  TessGame *game = tess_window_get_game (self);
  TessGamePhase phase = game != NULL ? tess_game_get_phase (game) : TESS_GAME_PHASE_GAME_OVER;

  gboolean shown = _tess_window_lesson_refuse (self, message);

  if (!shown && phase == TESS_GAME_PHASE_PLACE_TILE && gtk_widget_get_visible (GTK_WIDGET (self->hand_card)))
    {
      tess_hand_card_set_hint (self->hand_card, message);
      shown = TRUE;
    }
  else if (!shown && phase == TESS_GAME_PHASE_PLACE_FOLLOWER && gtk_widget_get_visible (self->follower_bar))
    {
      gtk_label_set_label (self->follower_label, message);
      shown = TRUE;
    }
  /* No card to say it on: a toast says it, to the screen reader too. */
  if (shown)
    tess_announcer_announce (self->announcer, message);
  else
    tess_announcer_show_toast (self->announcer, message);
}

/* ------------------------------------------------------------ computer players */

/* The spinner of the seat whose computer player is thinking. */
void
_tess_window_show_thinking (TessWindow *self)
{
  TessAiPlayer *ai_player = tess_game_session_get_ai_player (self->session);
  int thinking = -1;

  if (ai_player != NULL && tess_ai_player_get_thinking (ai_player))
    thinking = tess_ai_player_get_player (ai_player);
  tess_side_panel_set_thinking (self->side_panel, thinking);
}

static void
on_ai_failed (TessWindow   *self,
              GError       *error,
              TessAiPlayer *player)
{
  _tess_window_show_error (self, _("A Computer Player Is Stuck"), error->message);
}

/* ------------------------------------------------------------ the game */

/* After a move or an undo: screen readers hear it once the history has it. */
static void
on_n_moves (TessWindow *self)
{
  tess_announcer_queue_moves (self->announcer);
}

/* The one place where a game leaves the window: what shows it stops
 * (replay, hint, the scoring show). The session stops its computer
 * players and writes its autosave out. */
static void
detach_game (TessWindow *self)
{
  _tess_window_stop_replay (self);
  _tess_window_cancel_hint (self);
  g_signal_group_set_target (self->game_signals, NULL);
  _tess_window_stop_scoring_show (self);
}

/* The game's file as the window's title; a lesson's title instead. */
static void
update_title (TessWindow *self)
{
  GFile *file = tess_game_session_get_file (self->session);

  if (tess_game_session_get_lesson (self->session) != NULL)
    adw_window_title_set_title (self->window_title, _("Learn to Play"));
  else if (file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);

      adw_window_title_set_title (self->window_title, basename);
    }
  else
    adw_window_title_set_title (self->window_title, _("Tessera"));
}

/* The session has a new game: the window shows it from the start. */
static void
on_session_game (TessWindow *self)
{
  TessGame *game = tess_game_session_get_game (self->session);

  self->n_games++;
  detach_game (self);
  _tess_window_show_lesson_ended (self);
  if (game == NULL)
    return;
  g_signal_group_set_target (self->game_signals, game);

  tess_board_view_set_rotation (self->board, 0);
  tess_board_view_set_game (self->board, game);
  tess_hand_card_set_game (self->hand_card, game);
  tess_side_panel_set_game (self->side_panel, game);
  tess_announcer_reset (self->announcer);
  _tess_window_update_status (self);
  _tess_window_update_history_actions (self);
  _tess_window_show_thinking (self);
  _tess_window_show_held (self);
  update_title (self);

  tess_announcer_dismiss_game_toasts (self->announcer);
  if (tess_game_get_finished (game))
    _tess_window_show_game_over_toast (self);
}

TessGame *
tess_window_get_game (TessWindow *self)
{
  g_return_val_if_fail (TESS_IS_WINDOW (self), NULL);

  return self->session != NULL ? tess_game_session_get_game (self->session) : NULL;
}

TessGameSession *
tess_window_get_session (TessWindow *self)
{
  g_return_val_if_fail (TESS_IS_WINDOW (self), NULL);

  return self->session;
}

/**
 * tess_window_set_session:
 * @session: what the window shows: its game, file, seats and lesson
 *
 * The window follows @session (and its game, and its computer players)
 * from now on; the computers play at the pace of the preferences.
 */
void
tess_window_set_session (TessWindow      *self,
                         TessGameSession *session)
{
  g_return_if_fail (TESS_IS_WINDOW (self));
  g_return_if_fail (TESS_IS_GAME_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    {
      g_settings_unbind (self->session, "ai-pace");
      g_settings_unbind (self->session, "ai-budget");
    }
  g_set_object (&self->session, session);
  tess_announcer_set_session (self->announcer, session);
  g_settings_bind (self->settings, "ai-pace", session, "ai-pace", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "ai-time-budget", session, "ai-budget", G_SETTINGS_BIND_GET);
  g_signal_group_set_target (self->session_signals, session);
  g_binding_group_set_source (self->session_bindings, session);
  on_session_game (self);
}

/**
 * tess_window_set_game:
 * @game: the game to play in this window
 * @file: (nullable): the file it was opened from, where Save writes
 */
void
tess_window_set_game (TessWindow *self,
                      TessGame   *game,
                      GFile      *file)
{
  g_return_if_fail (TESS_IS_WINDOW (self));
  g_return_if_fail (TESS_IS_GAME (game));

  tess_game_session_set_game (self->session, game, file);
}

/**
 * tess_window_start_record:
 * @record: a new game's record
 *
 * The game of @record in play, the board taking the keys (a game read
 * meanwhile by tess_window_start_game() is dropped).
 */
gboolean
tess_window_start_record (TessWindow  *self,
                          TessRecord  *record,
                          GError     **error)
{
  g_autoptr(TessGame) game = NULL;

  g_return_val_if_fail (TESS_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (record != NULL, FALSE);

  game = tess_game_new_from_record (record, error);
  if (game == NULL)
    return FALSE;
  tess_window_set_game (self, game, NULL);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  return TRUE;
}

typedef struct
{
  TessWindow *window;
  guint       n_games;
} Start;

static void
start_read (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Start *start = user_data;
  g_autoptr(TessWindow) self = start->window;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_new_game_dialog_record_from_settings_finish (result, &error);
  /* A game opened, started or joined meanwhile stays. */
  gboolean wanted = start->n_games == self->n_games && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);

  g_free (start);
  if (!wanted)
    return;
  g_clear_object (&self->start_cancellable);
  if (record == NULL || !tess_window_start_record (self, record, &error))
    _tess_window_show_error (self, _("Could Not Start a Game"), error->message);
}

/**
 * tess_window_start_game:
 *
 * Starts a new game with the settings of the "New Game" dialog. When
 * they name a tile set of a file (which may be 16 MiB), it is read in a
 * worker thread and the game comes once it is read: a problem then is
 * shown in a dialog; until then the window shows what it showed.
 *
 * Returns: %FALSE with @error set when the game cannot start now
 */
gboolean
tess_window_start_game (TessWindow  *self,
                        GError     **error)
{
  g_autoptr(TessRecord) record = NULL;

  g_return_val_if_fail (TESS_IS_WINDOW (self), FALSE);

  g_cancellable_cancel (self->start_cancellable);
  g_clear_object (&self->start_cancellable);
  if (tess_tile_set_chooser_settings_name_files (self->settings))
    {
      Start *start = g_new0 (Start, 1);

      start->window = g_object_ref (self);
      start->n_games = self->n_games;
      self->start_cancellable = g_cancellable_new ();
      tess_new_game_dialog_record_from_settings_async (self->settings, self->start_cancellable,
                                                       start_read, start);
      return TRUE;
    }
  record = tess_new_game_dialog_record_from_settings (self->settings, error);
  return record != NULL && tess_window_start_record (self, record, error);
}

/* Whether a new game's tile sets are being read (tess_window_start_game()). */
gboolean
_tess_window_get_starting (TessWindow *self)
{
  return self->start_cancellable != NULL;
}

/* ------------------------------------------------------------ GObject */

/* The info label shows while the board says something. */
static gboolean
is_text (gpointer    data,
         const char *text)
{
  return text != NULL;
}

static gboolean
tess_window_close_request (GtkWindow *window)
{
  TessWindow *self = TESS_WINDOW (window);
  int width, height;

  /* Files being read are not wanted any more; the last move is on
   * disk before the window goes. */
  g_cancellable_cancel (self->io_cancellable);
  tess_game_session_flush (self->session);

  gtk_window_get_default_size (window, &width, &height);
  g_settings_delay (self->settings);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  if (!gtk_window_is_maximized (window))
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_apply (self->settings);

  if (_tess_window_online_keep_running (self))
    return TRUE;
  return GTK_WINDOW_CLASS (tess_window_parent_class)->close_request (window);
}

/* How much of the board the side panel covers: all of its width while it
 * is folded over the board and shown, none beside it. */
static void
update_board_covered (TessWindow *self)
{
  AdwFlap *flap = ADW_FLAP (gtk_widget_get_template_child (GTK_WIDGET (self), TESS_TYPE_WINDOW, "flap"));
  GtkWidget *panel = adw_flap_get_flap (flap);
  int covered = 0;

  if (panel != NULL && adw_flap_get_folded (flap))
    {
      int min = 0, nat = 0;

      gtk_widget_measure (panel, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      covered = (int) (MIN (nat, gtk_widget_get_width (GTK_WIDGET (flap))) *
                       adw_flap_get_reveal_progress (flap) + 0.5);
    }
  tess_board_view_set_covered_end (self->board, covered);
}

static void
tess_window_dispose (GObject *object)
{
  TessWindow *self = TESS_WINDOW (object);

  g_cancellable_cancel (self->io_cancellable);
  g_cancellable_cancel (self->start_cancellable);
  g_clear_object (&self->start_cancellable);
  /* It holds the flap, which goes with the template. */
  g_action_map_remove_action (G_ACTION_MAP (self), "toggle-panel");
  _tess_window_stop_online (self);
  g_signal_group_set_target (self->session_signals, NULL);
  g_binding_group_set_source (self->session_bindings, NULL);
  detach_game (self);
  if (self->summary != NULL)
    gtk_window_destroy (self->summary);
  g_clear_weak_pointer (&self->summary);

  gtk_widget_dispose_template (GTK_WIDGET (self), TESS_TYPE_WINDOW);
  self->hint_layer = NULL;
  g_clear_object (&self->announcer);

  g_clear_object (&self->session_signals);
  g_clear_object (&self->session_bindings);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->ai_signals);
  g_clear_object (&self->online_signals);
  g_clear_object (&self->io_cancellable);
  if (self->session != NULL)
    {
      g_settings_unbind (self->session, "ai-pace");
      g_settings_unbind (self->session, "ai-budget");
    }
  g_clear_object (&self->session);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tess_window_parent_class)->dispose (object);
}

static void
tess_window_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  TessWindow *self = TESS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_HAND_INDEX:
      g_value_set_int (value, _tess_window_get_hand_index (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_window_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  TessWindow *self = TESS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_HAND_INDEX:
      _tess_window_set_hand_index (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_window_unmap (GtkWidget *widget)
{
  tess_popovers_close_all (widget);
  GTK_WIDGET_CLASS (tess_window_parent_class)->unmap (widget);
}

static void
tess_window_class_init (TessWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tess_window_dispose;
  object_class->get_property = tess_window_get_property;
  object_class->set_property = tess_window_set_property;
  widget_class->unmap = tess_window_unmap;
  window_class->close_request = tess_window_close_request;

  /* The tile of the hand to play (win.select-tile), -1 when none. */
  properties[PROP_HAND_INDEX] =
    g_param_spec_int ("hand-index", NULL, NULL, -1, 2, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TESS_TYPE_BOARD_VIEW);
  g_type_ensure (TESS_TYPE_HINT_LAYER);
  g_type_ensure (TESS_TYPE_HAND_CARD);
  g_type_ensure (TESS_TYPE_SIDE_PANEL);
  g_type_ensure (TESS_TYPE_REPLAY_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tesseragame/Tessera/tess-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TessWindow, window_title);
  /* The announcer's, found at init: not the window's to keep. */
  gtk_widget_class_bind_template_child_full (widget_class, "toast_overlay", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "status_label", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "zoom_buttons", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "flap", FALSE, 0);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, board);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, hint_layer);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, hand_card);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, follower_bar);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, follower_label);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, builder_button);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, pig_button);
  gtk_widget_class_bind_template_child_full (widget_class, "info_label", FALSE, 0);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, content_stack);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, replay_view);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, hint_stack);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, hint_spinner);
  gtk_widget_class_bind_template_callback (widget_class, is_text);

  _tess_window_class_actions_init (widget_class);
  _tess_window_class_replay_init (widget_class);
  _tess_window_class_lessons_init (widget_class);
}

static void
tess_window_init (TessWindow *self)
{
  g_autoptr(GError) error = NULL;
  GtkIconTheme *theme;

  self->io_cancellable = g_cancellable_new ();

  /* The status of the turn is shown again once per change of the
   * position (TessGame::changed comes after the change's events). */
  self->game_signals = g_signal_group_new (TESS_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "feature-scored", G_CALLBACK (_tess_window_on_feature_scored), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "tile-discarded", G_CALLBACK (_tess_window_on_tile_discarded), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "turn-passed", G_CALLBACK (_tess_window_on_turn_passed), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "game-over", G_CALLBACK (_tess_window_on_game_over), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::n-moves", G_CALLBACK (_tess_window_update_history_actions), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::phase", G_CALLBACK (_tess_window_update_history_actions), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "tile-placed", G_CALLBACK (_tess_window_on_tile_placed), self,
                                 G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_group_connect_object (self->game_signals, "notify::n-moves", G_CALLBACK (on_n_moves), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "changed", G_CALLBACK (_tess_window_update_status), self,
                                 G_CONNECT_SWAPPED);
  /* After the board has followed the change: its follower spots are there. */
  g_signal_group_connect_object (self->game_signals, "changed", G_CALLBACK (_tess_window_select_hint_spot), self,
                                 G_CONNECT_SWAPPED | G_CONNECT_AFTER);

  self->ai_signals = g_signal_group_new (TESS_TYPE_AI_PLAYER);
  g_signal_group_connect_object (self->ai_signals, "notify::thinking", G_CALLBACK (_tess_window_show_thinking), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->ai_signals, "notify::player", G_CALLBACK (_tess_window_show_thinking), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->ai_signals, "failed", G_CALLBACK (on_ai_failed), self, G_CONNECT_SWAPPED);

  self->session_signals = g_signal_group_new (TESS_TYPE_GAME_SESSION);
  g_signal_group_connect_object (self->session_signals, "notify::game", G_CALLBACK (on_session_game), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->session_signals, "notify::file", G_CALLBACK (update_title), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->session_signals, "notify::ai-player", G_CALLBACK (_tess_window_show_thinking), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->session_signals, "notify::autosave-error", G_CALLBACK (_tess_window_show_autosave_error), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->session_signals, "notify::computers-held", G_CALLBACK (_tess_window_show_held), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->session_signals, "notify::game", G_CALLBACK (_tess_window_online_session_game), self, G_CONNECT_SWAPPED);
  self->session_bindings = g_binding_group_new ();
  g_binding_group_bind (self->session_bindings, "ai-player", self->ai_signals, "target", G_BINDING_SYNC_CREATE);

  gtk_widget_init_template (GTK_WIDGET (self));
  /* The history panel lists the session's moves, of whichever game it has
   * (the session notifies its history before its game). */
  g_binding_group_bind (self->session_bindings, "history",
                        tess_side_panel_get_history_panel (self->side_panel), "history", G_BINDING_SYNC_CREATE);
  tess_accessible_name_buttons (GTK_WIDGET (self));
  /* A folded flap lies over the board's end: the board fits beside it. */
  {
    GObject *flap = gtk_widget_get_template_child (GTK_WIDGET (self), TESS_TYPE_WINDOW, "flap");

    g_signal_connect_object (flap, "notify::folded", G_CALLBACK (update_board_covered), self,
                             G_CONNECT_SWAPPED);
    g_signal_connect_object (flap, "notify::reveal-progress", G_CALLBACK (update_board_covered), self,
                             G_CONNECT_SWAPPED);
  }
  /* The side panel shows or hides (F9, the header's toggle button). */
  {
    g_autoptr(GPropertyAction) toggle_panel =
      g_property_action_new ("toggle-panel", gtk_widget_get_template_child (GTK_WIDGET (self), TESS_TYPE_WINDOW,
                                                                            "flap"),
                             "reveal-flap");

    g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (toggle_panel));
  }
  {
    GtkWidget *widget = GTK_WIDGET (self);
    GtkWidget *raised[] = {
      GTK_WIDGET (gtk_widget_get_template_child (widget, TESS_TYPE_WINDOW, "zoom_buttons")),
      GTK_WIDGET (gtk_widget_get_template_child (widget, TESS_TYPE_WINDOW, "info_label")),
      /* Its Take Back and No Follower are never under a toast. */
      GTK_WIDGET (gtk_widget_get_template_child (widget, TESS_TYPE_WINDOW, "follower_bar")),
    };

    self->announcer = tess_announcer_new (ADW_TOAST_OVERLAY (gtk_widget_get_template_child (widget, TESS_TYPE_WINDOW,
                                                                                             "toast_overlay")),
                                          GTK_LABEL (gtk_widget_get_template_child (widget, TESS_TYPE_WINDOW,
                                                                                    "status_label")),
                                          raised, G_N_ELEMENTS (raised));
    /* The goods' flight, over the board and the side panel. */
    _tess_window_goods_init (self, gtk_widget_get_parent (GTK_WIDGET (gtk_widget_get_template_child (
                               widget, TESS_TYPE_WINDOW, "status_label"))));
  }

  self->settings = g_settings_new (APP_ID);

  /* The application adds its icons (the hint's); a window on its own
   * (the tests) too. */
  theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (self)));
  if (!gtk_icon_theme_has_icon (theme, "tess-hint-symbolic"))
    gtk_icon_theme_add_resource_path (theme, "/io/github/tesseragame/Tessera/icons");

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_settings_bind (self->settings, "show-dead-cells", self->board, "show-dead-cells", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-feature-value", self->board, "show-feature-value", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-farm-hints", self->board, "show-farm-hints", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-remaining-tiles", self->side_panel, "show-remaining", G_SETTINGS_BIND_GET);

  /* A session of its own, which keeps the game where the next start
   * finds it: in a file of its own, another window's game in another. */
  {
    g_autofree char *autosave = tess_autosave_new_file ();
    g_autoptr(TessGameSession) session = tess_game_session_new (autosave);

    tess_window_set_session (self, session);
  }
  _tess_window_replay_init (self);
  _tess_window_lessons_init (self);
  _tess_window_online_init (self);
  /* Cancel is there while "Opening …" is. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.cancel-open", FALSE);
  _tess_window_update_history_actions (self);
  /* The follower bar says which figure goes on the spot. */
  g_signal_connect_object (self->board, "notify::big-follower", G_CALLBACK (_tess_window_update_status),
                           self, G_CONNECT_SWAPPED);
  _tess_window_figures_init (self);
  g_signal_connect_object (self->board, "move-refused", G_CALLBACK (on_move_refused), self,
                           G_CONNECT_SWAPPED);
  /* Why the tile did not fit there holds for that way only. */
  g_signal_connect_object (self->board, "notify::shown-rotation", G_CALLBACK (on_shown_rotation),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "announce", G_CALLBACK (tess_announcer_announce), self->announcer,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "status", G_CALLBACK (tess_announcer_show_status), self->announcer,
                           G_CONNECT_SWAPPED);

  if (!tess_window_start_game (self, &error))
    g_warning ("Could not start a game: %s", error->message);

  _tess_window_update_actions (self);
}

TessWindow *
tess_window_new (TessApplication *app)
{
  return g_object_new (TESS_TYPE_WINDOW,
                       "application", app,
                       NULL);
}

/* ------------------------------------------------------------ for the tests */

GtkWindow *
tess_window_get_summary (TessWindow *self)
{
  g_return_val_if_fail (TESS_IS_WINDOW (self), NULL);

  return self->summary;
}

GtkWindow *
tess_window_get_dialog (TessWindow *self)
{
  g_return_val_if_fail (TESS_IS_WINDOW (self), NULL);

  return self->dialog;
}
