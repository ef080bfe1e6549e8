/* tess-window-online-games.c: Online Games…, the games to come back to
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An online game can last for days. Every online game the window plays
 * keeps a resume file (src/net, tess-online-game-resume.c) until it
 * ends; the main menu's Online Games… lists them, the last played
 * first, with whom and whose turn it was, and comes back to the one
 * chosen: the window enters its room again, reads what was played
 * meanwhile and plays on. When the account is signed in, each row then
 * looks at its room's archive (tess_online_game_new_peek()) and says
 * whose turn it is now.
 */

#define G_LOG_DOMAIN "tess-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-window-private.h"

/* "With bob and Computer": the other players. */
static char *
row_title (const TessOnlineSaved *saved)
{
  g_autoptr(GString) others = g_string_new (NULL);

  for (int i = 0; saved->names[i] != NULL; i++)
    if (i != saved->me)
      g_string_append_printf (others, "%s%s", others->len > 0 ? ", " : "", saved->names[i]);
  /* Translators: an online game in Online Games…; %s lists the other
   * players' names, separated by commas. */
  return g_strdup_printf (_("With %s"), others->str);
}

/* Whose turn it was when this client last played, and how far. */
static char *
row_subtitle (const TessOnlineSaved *saved)
{
  if (saved->turn < 0)
    /* Translators: an online game's progress; %u is the number of moves made. */
    return g_strdup_printf (_("After move %u"), saved->n_moves);
  if (saved->turn == saved->me)
    return saved->n_moves == 0 ? g_strdup (_("Your turn to begin"))
      /* Translators: %u is the number of moves made so far. */
      : g_strdup_printf (_("Your turn, after move %u"), saved->n_moves);
  return saved->n_moves == 0
    /* Translators: %s is a player's name. */
    ? g_strdup_printf (_("%s’s turn to begin"), saved->names[saved->turn])
    /* Translators: %s is a player's name, %u the number of moves made so far. */
    : g_strdup_printf (_("%s’s turn, after move %u"), saved->names[saved->turn], saved->n_moves);
}

/* The room's archive is read: the row says where the game is now. */
static void
on_peek_state (TessOnlineGame *peek,
               GParamSpec     *pspec,
               AdwActionRow   *row)
{
  const TessOnlineSaved *saved = g_object_get_data (G_OBJECT (row), "saved");
  TessGame *game = tess_online_game_get_game (peek);
  TessOnlineSaved now = *saved;
  g_autofree char *subtitle = NULL;

  switch (tess_online_game_get_state (peek))
    {
    case TESS_ONLINE_GAME_OVER:
      /* Translators: in Online Games…, a game that ended while you were away. */
      subtitle = g_strdup_printf (_("Ended after move %u: choose it to see the end"),
                                  tess_game_get_n_moves (game));
      break;
    case TESS_ONLINE_GAME_PLAYING:
      now.turn = tess_game_get_current_player (game);
      now.n_moves = tess_game_get_n_moves (game);
      subtitle = row_subtitle (&now);
      break;
    case TESS_ONLINE_GAME_WAITING:
    case TESS_ONLINE_GAME_STOPPED:
    default:
      /* What was saved stands; coming back says what is wrong. */
      g_debug ("No look into %s: %s", saved->room,
               tess_online_game_get_error (peek) ? tess_online_game_get_error (peek)->message : "");
      return;
    }
  adw_action_row_set_subtitle (row, subtitle);
}

/* A look into the room of @row's game, if the file can be read. */
static void
peek (AdwActionRow   *row,
      TessXmppClient *client)
{
  const TessOnlineSaved *saved = g_object_get_data (G_OBJECT (row), "saved");
  g_autoptr(JsonNode) resume = tess_online_resume_read (saved->path, NULL);
  g_autoptr(TessOnlineGame) online = NULL;

  if (resume == NULL)
    return;
  online = tess_online_game_new_peek (client, resume, saved->path, NULL);
  if (online == NULL)
    return;
  g_signal_connect_object (online, "notify::state", G_CALLBACK (on_peek_state), row, 0);
  tess_online_game_start (online);
  g_object_set_data_full (G_OBJECT (row), "peek", g_steal_pointer (&online), g_object_unref);
}

static void
on_row_activated (GtkListBox    *list,
                  GtkListBoxRow *row,
                  TessWindow    *self)
{
  const char *path = g_object_get_data (G_OBJECT (row), "path");
  GtkWidget *dialog = gtk_widget_get_ancestor (GTK_WIDGET (list), ADW_TYPE_MESSAGE_DIALOG);
  TessAccount *account = _tess_window_online_account (self);
  g_autoptr(GError) error = NULL;

  if (dialog != NULL)
    gtk_window_close (GTK_WINDOW (dialog));
  if (account == NULL)
    return;
  if (tess_window_rejoin_online (self, tess_account_get_client (account), path, &error) == NULL)
    _tess_window_show_error (self, _("The online game cannot be played on"), error->message);
}

/* Whether a window of the application plays the game of @room now:
 * it is not to be come back to twice. */
static gboolean
played_now (TessWindow *self,
            const char *room)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GList *windows = app ? gtk_application_get_windows (app) : NULL;
  GList self_only = { self, NULL, NULL };

  for (GList *l = app ? windows : &self_only; l != NULL; l = l->next)
    {
      TessOnlineGame *online = TESS_IS_WINDOW (l->data) ? tess_window_get_online_game (l->data) : NULL;

      if (online != NULL && g_strcmp0 (tess_online_game_get_room (online), room) == 0
          && tess_online_game_get_state (online) != TESS_ONLINE_GAME_STOPPED)
        return TRUE;
    }
  return FALSE;
}

/**
 * tess_window_offer_online_games:
 *
 * Once the account is signed in after a start, a toast says that online
 * games wait to be played on, if any do (those no window plays now),
 * and leads to Online Games….
 *
 * Returns: how many games wait
 */
guint
tess_window_offer_online_games (TessWindow *self)
{
  g_autofree char *dir = tess_online_resume_dir ();
  g_autoptr(GPtrArray) games = tess_online_saved_list (dir);
  g_autofree char *text = NULL;
  guint n = 0;
  AdwToast *toast;

  g_return_val_if_fail (TESS_IS_WINDOW (self), 0);

  /* A file that cannot be read is no game that waits (Online Games…
   * lists it, with its problem). */
  for (guint i = 0; i < games->len; i++)
    n += ((TessOnlineSaved *) games->pdata[i])->problem == NULL
         && !played_now (self, ((TessOnlineSaved *) games->pdata[i])->room);
  if (n == 0)
    return 0;
  /* Translators: a toast once Tessera is signed in to its chat account. */
  text = g_strdup_printf (ngettext ("An online game waits for you", "%u online games wait for you", n), n);
  toast = adw_toast_new (text);
  adw_toast_set_button_label (toast, _("_Online Games"));
  adw_toast_set_action_name (toast, "win.online-games");
  adw_toast_set_timeout (toast, 0);
  tess_announcer_add_keyed_toast (self->announcer, "online-games-offer", toast);
  return n;
}

void
_tess_window_online_games_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  TessAccount *account = TESS_IS_APPLICATION (app)
                         ? tess_application_get_account (TESS_APPLICATION (app)) : NULL;

  _tess_window_show_online_games (self, account ? tess_account_get_client (account) : NULL);
}

/**
 * _tess_window_show_online_games:
 * @client: (nullable): the signed-in account's client, to look into the
 *   rooms with; %NULL: the rows say whose turn it was
 *
 * Online Games…: the games to come back to.
 */
void
_tess_window_show_online_games (TessWindow     *self,
                                TessXmppClient *client)
{
  g_autofree char *dir = tess_online_resume_dir ();
  g_autoptr(GPtrArray) games = tess_online_saved_list (dir);
  GtkWidget *dialog, *list;

  for (guint i = games->len; i > 0; i--)
    if (((TessOnlineSaved *) games->pdata[i - 1])->problem == NULL
        && played_now (self, ((TessOnlineSaved *) games->pdata[i - 1])->room))
      g_ptr_array_remove_index (games, i - 1);

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Online Games"),
                                   games->len > 0
                                   ? _("The online games you play that have not ended, the last played "
                                       "first. Choose one to play on.")
                                   : _("No online game is waiting for you. The games you play with "
                                       "Play Online… are listed here until they end."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"), NULL);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  if (games->len > 0)
    {
      list = gtk_list_box_new ();
      gtk_widget_set_name (list, "online_games");
      gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (list, "boxed-list");
      for (guint i = 0; i < games->len; i++)
        {
          const TessOnlineSaved *saved = games->pdata[i];
          g_autofree char *title = NULL;
          g_autofree char *subtitle = NULL;
          GtkWidget *row = adw_action_row_new ();

          if (saved->problem != NULL)
            {
              /* Listed, with what is wrong, but not to be chosen. */
              g_autofree char *name = g_filename_display_basename (saved->path);

              /* Translators: in Online Games…, a saved online game whose file cannot be read;
               * %s is the file's name. */
              title = g_strdup_printf (_("A game that cannot be read (%s)"), name);
              adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
              adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
              adw_action_row_set_subtitle (ADW_ACTION_ROW (row), saved->problem);
              adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("dialog-warning-symbolic"));
              gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
              gtk_widget_set_tooltip_text (row, saved->path);
              g_object_set_data (G_OBJECT (row), "saved", (gpointer) saved);
              gtk_list_box_append (GTK_LIST_BOX (list), row);
              continue;
            }
          title = row_title (saved);
          subtitle = row_subtitle (saved);

          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
          gtk_widget_set_tooltip_text (row, saved->room);
          g_object_set_data_full (G_OBJECT (row), "path", g_strdup (saved->path), g_free);
          g_object_set_data (G_OBJECT (row), "saved", (gpointer) saved);
          gtk_list_box_append (GTK_LIST_BOX (list), row);
          if (client != NULL && tess_xmpp_client_get_state (client) == TESS_XMPP_STATE_CONNECTED)
            peek (ADW_ACTION_ROW (row), client);
        }
      g_signal_connect_object (list, "row-activated", G_CALLBACK (on_row_activated), self, 0);
      adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), list);
    }
  /* The rows' games live as long as the dialog. */
  g_object_set_data_full (G_OBJECT (dialog), "games", g_ptr_array_ref (games),
                          (GDestroyNotify) g_ptr_array_unref);
  _tess_window_track_dialog (self, dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}
