/* tess-window-online.c: the window plays an online game
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The same window, board and history as a local game: once the host's
 * setup is in, the online game's TessGame goes into the session with its
 * seats, the person at this screen's local and all others remote, so
 * the board takes a move only on this person's turn. The TessOnlineGame
 * (src/net) plays the others' moves on the game as they come, sends the
 * moves made here, and plays the computer seats when this client hosts
 * them. The panel beside the history shows whose turn it is, who is
 * connected and the chat; a notification says it is your turn when the
 * window is not focused.
 */

#define G_LOG_DOMAIN "tess-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-invitations.h"
#include "tess-online-panel.h"
#include "tess-window-private.h"

#define TURN_NOTIFICATION "online-turn"

/* The others at the table, by name: "Ana and Bruno". */
static char *
others_names (TessWindow *self,
              TessGame   *game)
{
  g_autoptr(GString) names = g_string_new (NULL);
  guint n = tess_game_get_n_players (game), count = 0, done = 0;

  for (guint p = 0; p < n; p++)
    count += tess_game_session_get_seat_kind (self->session, p) != TESS_SEAT_LOCAL;
  for (guint p = 0; p < n; p++)
    {
      if (tess_game_session_get_seat_kind (self->session, p) == TESS_SEAT_LOCAL)
        continue;
      if (done > 0)
        /* Translators: between the names of a list, and before its last: "Ana, Bruno and Carla". */
        g_string_append (names, done + 1 == count ? _(" and ") : _(", "));
      g_string_append (names, tess_game_get_player_name (game, p));
      done++;
    }
  return g_string_free (g_steal_pointer (&names), FALSE);
}

/* An online game's turn while its window is not in front, or closed
 * with Run in the Background on: a notification, whose click brings
 * the window back (the application's activation presents it). */
static void
on_turn_started (TessWindow *self,
                 int         player,
                 TessGame   *game)
{
  g_autoptr(GNotification) notification = NULL;
  g_autofree char *others = NULL;
  g_autofree char *body = NULL;
  GApplication *app = G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));

  guint turn = tess_game_get_n_moves (game) + 1;

  if (self->online == NULL || app == NULL
      || tess_game_session_get_seat_kind (self->session, player) != TESS_SEAT_LOCAL
      || (gtk_widget_get_visible (GTK_WIDGET (self)) && gtk_window_is_active (GTK_WINDOW (self))))
    return;
  /* An online turn starts twice: once the move before it is in, and
   * again when its tile is drawn. Told once. */
  if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (self), TURN_NOTIFICATION)) == turn)
    return;
  g_object_set_data (G_OBJECT (self), TURN_NOTIFICATION, GUINT_TO_POINTER (turn));
  notification = g_notification_new (_("Your turn in Tessera"));
  others = others_names (self, game);
  /* Translators: the notification of an online game's turn; %s names
   * the other players: "Your turn in the game with Ana and Bruno". */
  body = g_strdup_printf (_("Your turn in the game with %s"), others);
  g_notification_set_body (notification, body);
  g_notification_set_default_action (notification, "app.present");
  g_application_send_notification (app, TURN_NOTIFICATION, notification);
}

/**
 * _tess_window_online_keep_running:
 *
 * The window is asked to close. With Run in the Background on, an online
 * game under way goes on without it: the window is hidden, not
 * destroyed (so the application keeps running, signed in), and comes
 * back with the application's next activation, a click on the turn's
 * notification among them. In a Flatpak the background portal is asked
 * too, so that the desktop lets it run.
 *
 * Returns: %TRUE when the window was hidden instead
 */
gboolean
_tess_window_online_keep_running (TessWindow *self)
{
  TessOnlineGameState state;

  if (self->online == NULL || gtk_window_get_application (GTK_WINDOW (self)) == NULL
      || !g_settings_get_boolean (self->settings, "run-in-background"))
    return FALSE;
  state = tess_online_game_get_state (self->online);
  if (state != TESS_ONLINE_GAME_WAITING && state != TESS_ONLINE_GAME_PLAYING)
    return FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  _tess_window_request_background (self);
  return TRUE;
}

/* Focused again: the notification has been seen. */
static void
on_active (TessWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (self->online != NULL && app != NULL && gtk_window_is_active (GTK_WINDOW (self)))
    g_application_withdraw_notification (G_APPLICATION (app), TURN_NOTIFICATION);
}

/* The setup is in: the game goes into the session, its seats with it. */
static void
on_online_game (TessWindow *self)
{
  TessGame *game = tess_online_game_get_game (self->online);
  g_autofree TessSeatKind *kinds = NULL;

  if (game == NULL || tess_window_get_game (self) == game)
    return;
  kinds = tess_online_game_get_seat_kinds (self->online);
  tess_game_session_set_remote_game (self->session, game, kinds);
}

/* A seat of this screen given to the computer while its player was
 * away is played elsewhere from then on. */
/* Resign…: while the online game is played. */
static void
update_resign (TessWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.resign",
                                 self->online != NULL && !tess_online_game_get_watching (self->online)
                                 && !tess_online_game_get_handed_over (self->online)
                                 && tess_online_game_get_state (self->online) == TESS_ONLINE_GAME_PLAYING);
}

static void
on_online_seats (TessWindow *self)
{
  TessGame *game = tess_online_game_get_game (self->online);
  g_autofree TessSeatKind *kinds = NULL;

  if (game == NULL || tess_window_get_game (self) != game)
    return;
  kinds = tess_online_game_get_seat_kinds (self->online);
  for (guint s = 0; s < tess_online_game_get_n_seats (self->online); s++)
    if (kinds[s] == TESS_SEAT_REMOTE
        && tess_game_session_get_seat_kind (self->session, s) != TESS_SEAT_REMOTE)
      tess_game_session_set_remote_seat (self->session, s);
  update_resign (self);
  _tess_window_update_status (self);
}

static void
on_online_state (TessWindow *self)
{
  const GError *error = tess_online_game_get_error (self->online);

  update_resign (self);
  if (tess_online_game_get_state (self->online) == TESS_ONLINE_GAME_STOPPED && error != NULL
      && !_tess_window_online_connection_lost (self))
    _tess_window_show_error (self, _("The online game stopped"), error->message);
  _tess_window_update_status (self);
}

static void
on_resign_response (AdwMessageDialog *dialog,
                    const char       *response,
                    TessWindow       *self)
{
  if (g_strcmp0 (response, "resign") == 0 && self->online != NULL)
    tess_online_game_resign (self->online);
}

/* Resign…: this person's seat leaves the game, which stops for every
 * player (DESIGN §7 has no way yet to play on without a seat). Asked
 * first: it cannot be taken back. */
void
_tess_window_resign_action (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  GtkWidget *dialog;

  if (self->online == NULL)
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Resign the Game?"),
                                   _("The game stops for every player, and cannot go on. Its record so far "
                                     "stays with each of you."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "resign", _("_Resign"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "resign",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_resign_response), self, 0);
  _tess_window_track_dialog (self, dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * tess_window_play_online:
 * @online: an online game, started or not (it is started here when not)
 *
 * Shows @online in the window: its game once set up, whose turn it is,
 * who is connected and the chat. The window keeps @online until another
 * online game or the window's end; the game leaves its room then.
 */
void
tess_window_play_online (TessWindow     *self,
                         TessOnlineGame *online)
{
  g_autofree char *resume_dir = tess_online_resume_dir ();

  g_return_if_fail (TESS_IS_WINDOW (self));
  g_return_if_fail (TESS_IS_ONLINE_GAME (online));

  _tess_window_stop_online (self);
  /* Online Games… lists it until it ends, so that it can be played on
   * after Tessera was closed. */
  tess_online_game_set_resume_dir (online, resume_dir);
  self->online = g_object_ref (online);
  g_signal_group_set_target (self->online_signals, online);
  if (self->online_panel == NULL)
    {
      GtkWidget *history = GTK_WIDGET (tess_side_panel_get_history_panel (self->side_panel));
      GtkWidget *parent = gtk_widget_get_parent (history);

      self->online_panel = tess_online_panel_new ();
      /* Above the history, beside it in the panel: the turn, the seats, the chat. */
      if (GTK_IS_BOX (parent))
        gtk_box_insert_child_after (GTK_BOX (parent), self->online_panel,
                                    gtk_widget_get_prev_sibling (history));
      else
        gtk_box_append (GTK_BOX (self->side_panel), self->online_panel);
    }
  tess_online_panel_set_online_game (TESS_ONLINE_PANEL (self->online_panel), online);
  gtk_widget_set_visible (self->online_panel, TRUE);
  update_resign (self);
  if (tess_online_game_get_state (online) == TESS_ONLINE_GAME_WAITING
      && tess_online_game_get_room (online) == NULL)
    tess_online_game_start (online);
  on_online_game (self);
}

/**
 * tess_window_host_online:
 * @client: a signed-in account (TessAccount's)
 * @invites: (array zero-terminated=1): the addresses invited, a seat each
 * @computers: (nullable) (array zero-terminated=1): levels of computer
 *   seats this client plays
 * @header: (nullable): the rules and tile sets, as a record's header
 * @handover: the seconds the game waits on an away player before their
 *   seat may be given to the computer; 0: never
 *
 * Hosts an online game in the window (Play Online…).
 *
 * Returns: (transfer none): the online game
 */
TessOnlineGame *
tess_window_host_online (TessWindow        *self,
                         TessXmppClient    *client,
                         const char *const *invites,
                         const char *const *computers,
                         JsonObject        *header,
                         guint              handover)
{
  g_autoptr(TessOnlineGame) online = NULL;

  g_return_val_if_fail (TESS_IS_WINDOW (self), NULL);
  g_return_val_if_fail (TESS_IS_XMPP_CLIENT (client), NULL);

  online = tess_online_game_new_host (client, invites, computers, header);
  tess_online_game_set_handover (online, handover, NULL);
  tess_window_play_online (self, online);
  return self->online;
}

static void
on_invitation_response (AdwMessageDialog *dialog,
                        const char       *response,
                        TessWindow       *self)
{
  const char *room = g_object_get_data (G_OBJECT (dialog), "room");

  if (g_strcmp0 (response, "accept") == 0 && self->online != NULL)
    tess_online_game_accept_invitation (self->online, room);
}

/* An invitation: a dialog to accept or decline it, and a notification
 * when the window is not focused. */
static void
on_invited (TessWindow *self,
            const char *from,
            const char *room)
{
  GtkWidget *dialog = tess_invitations_new_dialog (GTK_WINDOW (self), gtk_window_get_application (GTK_WINDOW (self)),
                                                   from, room);

  g_signal_connect_object (dialog, "response", G_CALLBACK (on_invitation_response), self, 0);
  _tess_window_track_dialog (self, dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * tess_window_join_online:
 * @client: a signed-in account
 * @from: (nullable): accept an invitation only from this address
 *
 * Waits for an invitation, asks whether to accept it, and plays the
 * game it invites to.
 *
 * Returns: (transfer none): the online game
 */
TessOnlineGame *
tess_window_join_online (TessWindow     *self,
                         TessXmppClient *client,
                         const char     *from)
{
  g_autoptr(TessOnlineGame) online = NULL;

  g_return_val_if_fail (TESS_IS_WINDOW (self), NULL);
  g_return_val_if_fail (TESS_IS_XMPP_CLIENT (client), NULL);

  online = tess_online_game_new_join (client, from);
  tess_online_game_set_ask_invitations (online, TRUE);
  tess_window_play_online (self, online);
  return self->online;
}

/**
 * tess_window_rejoin_online:
 * @client: the signed-in account of the file's address
 * @path: a resume file (TessOnlineSaved)
 *
 * Comes back to an online game: enters its room again, reads what was
 * played meanwhile, and plays on in the window.
 *
 * Returns: (transfer none) (nullable): the online game, or %NULL with
 *   @error when the file is not a game to come back to
 */
TessOnlineGame *
tess_window_rejoin_online (TessWindow      *self,
                           TessXmppClient  *client,
                           const char      *path,
                           GError         **error)
{
  g_autoptr(JsonNode) resume = NULL;
  g_autoptr(TessOnlineGame) online = NULL;
  g_autofree char *where = NULL;

  g_return_val_if_fail (TESS_IS_WINDOW (self), NULL);
  g_return_val_if_fail (TESS_IS_XMPP_CLIENT (client), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  where = g_filename_display_name (path);
  resume = tess_online_resume_read (path, error);
  if (resume == NULL)
    return NULL;
  online = tess_online_game_new_rejoin (client, resume, where, error);
  if (online == NULL)
    return NULL;
  tess_online_game_set_resume_file (online, path);
  /* The window leaves the room of the game it showed before this one
   * enters its room; the room is known already, so
   * tess_window_play_online() does not start it. */
  tess_window_play_online (self, online);
  tess_online_game_start (online);
  return self->online;
}

static void
on_resume_failed (TessWindow *self,
                  const char *message)
{
  tess_announcer_show_toast (self->announcer, message);
}

/* Returns: (transfer none) (nullable): the online game shown */
TessOnlineGame *
tess_window_get_online_game (TessWindow *self)
{
  g_return_val_if_fail (TESS_IS_WINDOW (self), NULL);

  return self->online;
}

/* The online game leaves the window (its room with it). */
void
_tess_window_stop_online (TessWindow *self)
{
  _tess_window_online_stop_reconnecting (self);
  if (self->online == NULL)
    return;
  g_signal_group_set_target (self->online_signals, NULL);
  tess_online_game_leave (self->online);
  g_clear_object (&self->online);
  update_resign (self);
  if (self->online_panel != NULL)
    {
      tess_online_panel_set_online_game (TESS_ONLINE_PANEL (self->online_panel), NULL);
      gtk_widget_set_visible (self->online_panel, FALSE);
    }
}

/* Another game in the window (New Game, Open): the online game ends
 * here, and leaves its room. */
void
_tess_window_online_session_game (TessWindow *self)
{
  TessGame *online_game = self->online ? tess_online_game_get_game (self->online) : NULL;

  if (online_game != NULL && tess_window_get_game (self) != online_game)
    _tess_window_stop_online (self);
}

void
_tess_window_online_init (TessWindow *self)
{
  self->online_signals = g_signal_group_new (TESS_TYPE_ONLINE_GAME);
  g_signal_group_connect_object (self->online_signals, "seats-changed", G_CALLBACK (on_online_seats),
                                 self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->online_signals, "notify::game", G_CALLBACK (on_online_game),
                                 self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->online_signals, "notify::state", G_CALLBACK (on_online_state),
                                 self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->online_signals, "moved", G_CALLBACK (_tess_window_update_status),
                                 self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->online_signals, "invited", G_CALLBACK (on_invited),
                                 self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->online_signals, "resume-failed", G_CALLBACK (on_resume_failed),
                                 self, G_CONNECT_SWAPPED);
  /* Whichever game the window shows; only an online one notifies. */
  g_signal_group_connect_object (self->game_signals, "turn-started", G_CALLBACK (on_turn_started),
                                 self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::is-active", G_CALLBACK (on_active), NULL);
  update_resign (self);
}
