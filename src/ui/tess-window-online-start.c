/* tess-window-online-start.c: Play Online…, the way into an online game
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The main menu's Play Online… plays with the application's chat account
 * (TessAccount, Preferences → Online): when it is not connected, it says
 * so and offers the Preferences; when it is, it asks for the friends to
 * invite, a seat each, or waits for an invitation, and hands the signed-in
 * client to tess_window_host_online() or tess_window_join_online().
 */

#define G_LOG_DOMAIN "tess-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-account.h"
#include "tess-application.h"
#include "tess-confirm-dialog.h"
#include "tess-new-game-dialog.h"
#include "tess-rules.h"
#include "tess-window-private.h"

/* The choices of "Away Friend’s Seat to the Computer": seconds, 0 never. */
static const guint handover_times[] = { 0, 10 * 60, 3600, 24 * 3600 };
/* The choices of "Computer Players": none, or one or two at a level. */
static const char *const computer_levels[] = { NULL, "easy", "medium", "hard" };

/* Removes the "art" of every tile of an embedded tile set. */
static void
drop_art (JsonObject *set)
{
  JsonNode *tiles = json_object_get_member (set, "tiles");

  if (tiles == NULL || !JSON_NODE_HOLDS_ARRAY (tiles))
    return;
  for (guint i = 0; i < json_array_get_length (json_node_get_array (tiles)); i++)
    {
      JsonNode *tile = json_array_get_element (json_node_get_array (tiles), i);

      if (JSON_NODE_HOLDS_OBJECT (tile))
        json_object_remove_member (json_node_get_object (tile), "art");
    }
}

/* The header of an online game on @record (DESIGN §7): from any thread. */
static JsonObject *
header_from_record (TessRecord  *record,
                    GError     **error)
{
  g_autoptr(JsonNode) node = NULL;
  JsonObject *header;

  if (!tess_rules_set (&record->rules, "hand", "1", error)
      || !tess_rules_set (&record->rules, "first_player", "listed", error)
      || !tess_rules_set (&record->rules, "draw_early", "false", error))
    return NULL;
  node = tess_record_to_json (record);
  header = json_object_ref (json_node_get_object (node));
  json_object_remove_member (header, "seed");
  json_object_remove_member (header, "moves");
  /* The tiles' pictures stay at home: the game needs their sides only,
   * and a game message has a size limit. */
  if (json_object_has_member (header, "tilesets")
      && JSON_NODE_HOLDS_ARRAY (json_object_get_member (header, "tilesets")))
    {
      JsonArray *sets = json_object_get_array_member (header, "tilesets");

      for (guint i = 0; i < json_array_get_length (sets); i++)
        if (JSON_NODE_HOLDS_OBJECT (json_array_get_element (sets, i)))
          drop_art (json_array_get_object_element (sets, i));
    }
  return header;
}

static void
header_thread (GTask        *task,
               gpointer      source,
               gpointer      task_data,
               GCancellable *cancellable)
{
  GError *error = NULL;
  JsonObject *header = header_from_record (task_data, &error);

  if (header == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, header, (GDestroyNotify) json_object_unref);
}

static void
header_sets_read (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;
  TessRecord *record = tess_new_game_dialog_record_from_settings_finish (result, &error);

  if (record == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  /* The record, its sets embedded (16 MiB each at most), to JSON in a
   * worker thread too: it is the task's alone. */
  g_task_set_task_data (task, record, (GDestroyNotify) tess_record_unref);
  g_task_run_in_thread (task, header_thread);
}

/**
 * _tess_window_online_header_async:
 *
 * The rules and tile sets New Game would play (custom sets inside, as a
 * record holds them), as the header of an online game: its players are
 * the online seats (they take the colours of New Game's seats, in
 * order), it begins with the first of them, and its tiles are drawn in
 * public, one at a time (DESIGN §7). The tile sets are read and the
 * header built in worker threads: a set may be 16 MiB.
 */
void
_tess_window_online_header_async (TessWindow          *self,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (TESS_IS_WINDOW (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, _tess_window_online_header_async);
  tess_new_game_dialog_record_from_settings_async (self->settings, cancellable, header_sets_read, task);
}

/* Returns: (transfer full) (nullable): the header, or %NULL with @error */
JsonObject *
_tess_window_online_header_finish (TessWindow    *self,
                                   GAsyncResult  *result,
                                   GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/**
 * _tess_window_split_addresses:
 * @text: what the player typed: addresses separated by commas, semicolons
 *   or spaces
 * @bad: (out) (transfer full) (nullable): the first word that is no chat
 *   address, if any
 *
 * Returns: (transfer full): the addresses, in lower case, each once
 */
char **
_tess_window_split_addresses (const char  *text,
                              char       **bad)
{
  g_auto(GStrv) words = g_regex_split_simple ("[\\s,;]+", text != NULL ? text : "", 0, 0);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);

  *bad = NULL;
  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autofree char *address = NULL;

      if (*words[i] == '\0')
        continue;
      if (!tess_account_is_address (words[i]))
        {
          if (*bad == NULL)
            *bad = g_strdup (words[i]);
          continue;
        }
      address = g_utf8_strdown (words[i], -1);
      if (g_ptr_array_find_with_equal_func (seen, address, g_str_equal, NULL))
        continue;
      g_strv_builder_add (builder, address);
      g_ptr_array_add (seen, g_steal_pointer (&address));
    }
  return g_strv_builder_end (builder);
}

/* The account's contacts, a row each to check: the friends to invite
 * besides those typed. */
static void
on_roster (TessXmppClient  *client,
           char           **addresses,
           GtkListBox      *contacts)
{
  GtkWidget *row;

  while ((row = gtk_widget_get_first_child (GTK_WIDGET (contacts))) != NULL)
    gtk_list_box_remove (contacts, row);
  for (guint i = 0; addresses[i] != NULL; i++)
    {
      GtkWidget *check = gtk_check_button_new ();

      row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), addresses[i]);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      g_object_set_data_full (G_OBJECT (row), "address", g_strdup (addresses[i]), g_free);
      g_object_set_data (G_OBJECT (row), "check", check);
      gtk_list_box_append (contacts, row);
    }
  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (contacts), GTK_TYPE_SCROLLED_WINDOW),
                          addresses[0] != NULL);
}

/* The contacts' addresses, all or those checked only. */
static GPtrArray *
contact_addresses (GtkListBox *contacts,
                   gboolean    checked)
{
  GPtrArray *addresses = g_ptr_array_new ();

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (contacts)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (!checked || gtk_check_button_get_active (g_object_get_data (G_OBJECT (row), "check")))
      g_ptr_array_add (addresses, g_object_get_data (G_OBJECT (row), "address"));
  return addresses;
}

/* The addresses typed, then those of the contacts checked, each once. */
static char **
chosen_friends (GtkEditable  *friends,
                GtkListBox   *contacts,
                char        **bad)
{
  g_auto(GStrv) typed = _tess_window_split_addresses (gtk_editable_get_text (friends), bad);
  g_autoptr(GPtrArray) checked = contact_addresses (contacts, TRUE);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_strv_builder_addv (builder, (const char **) typed);
  for (guint i = 0; i < checked->len; i++)
    if (!g_strv_contains ((const char *const *) typed, checked->pdata[i]))
      g_strv_builder_add (builder, checked->pdata[i]);
  return g_strv_builder_end (builder);
}

static void
on_sign_in_response (AdwMessageDialog *dialog,
                     const char       *response,
                     TessWindow       *self)
{
  if (g_str_equal (response, "preferences"))
    gtk_widget_activate_action (GTK_WIDGET (self), "app.preferences-page", "s", "online_page");
}

/* What Invite chose, while the header is built. */
typedef struct
{
  TessAccount  *account;
  char        **invites;
  char        **spectators;
  const char   *computers[3];
  guint         handover;
  guint         n_games;
  GPtrArray    *known;      /* the contacts' addresses listed then */
} Host;

static void
host_free (Host *host)
{
  g_object_unref (host->account);
  g_strfreev (host->invites);
  g_strfreev (host->spectators);
  g_ptr_array_unref (host->known);
  g_free (host);
}

static void
host_header_built (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  TessWindow *self = TESS_WINDOW (source);
  Host *host = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) header = _tess_window_online_header_finish (self, result, &error);
  g_autoptr(TessOnlineGame) online = NULL;
  TessXmppClient *client = tess_account_get_client (host->account);

  if (self->start_cancellable == g_task_get_cancellable (G_TASK (result)))
    g_clear_object (&self->start_cancellable);
  /* A game opened, started or joined meanwhile stays. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || host->n_games != self->n_games)
    goto out;
  if (header == NULL)
    {
      _tess_window_show_error (self, _("The online game cannot start"), error->message);
      goto out;
    }
  if (client == NULL)
    {
      /* The connection dropped while the sets were read. */
      tess_announcer_show_toast (self->announcer, _("The chat account is no longer connected"));
      goto out;
    }
  online = tess_online_game_new_host (client, (const char *const *) host->invites, host->computers, header);
  tess_online_game_set_handover (online, host->handover, NULL);
  tess_online_game_set_spectators (online, (const char *const *) host->spectators);
  tess_window_play_online (self, online);
  /* Offered among the contacts next time; those there already keep
   * the name and groups their owner gave them. */
  for (guint i = 0; host->invites[i] != NULL; i++)
    if (!g_ptr_array_find_with_equal_func (host->known, host->invites[i], g_str_equal, NULL))
      tess_xmpp_client_add_contact (client, host->invites[i]);
out:
  host_free (host);
}

static void
on_start_response (AdwMessageDialog *dialog,
                   const char       *response,
                   TessWindow       *self)
{
  GtkEditable *friends = g_object_get_data (G_OBJECT (dialog), "friends");
  GtkEditable *watchers = g_object_get_data (G_OBJECT (dialog), "spectators");
  AdwComboRow *handover = g_object_get_data (G_OBJECT (dialog), "handover");
  AdwComboRow *computers_row = g_object_get_data (G_OBJECT (dialog), "computers");
  GtkListBox *contacts = g_object_get_data (G_OBJECT (dialog), "contacts");
  guint chosen;
  TessAccount *account = g_object_get_data (G_OBJECT (dialog), "account");
  TessXmppClient *client = tess_account_get_client (account);
  g_auto(GStrv) invites = NULL;
  g_auto(GStrv) spectators = NULL;
  g_autofree char *bad = NULL;
  Host *host;

  if (g_str_equal (response, "cancel"))
    return;
  if (client == NULL)
    {
      /* The connection dropped while the dialog was open. */
      tess_announcer_show_toast (self->announcer, _("The chat account is no longer connected"));
      return;
    }
  if (g_str_equal (response, "wait"))
    {
      tess_window_join_online (self, client, NULL);
      return;
    }
  invites = chosen_friends (friends, contacts, &bad);
  if (bad == NULL)
    spectators = _tess_window_split_addresses (gtk_editable_get_text (watchers), &bad);
  if (bad != NULL || invites[0] == NULL)
    {
      g_autofree char *text = bad != NULL
        /* Translators: %s is what the player typed where a chat address goes */
        ? g_strdup_printf (_("“%s” is not a chat address, such as ana@example.org"), bad)
        : g_strdup (_("Choose a contact or type the chat address of at least one friend"));

      tess_announcer_show_toast (self->announcer, text);
      return;
    }
  host = g_new0 (Host, 1);
  /* Rows 1 to 3: one computer at a level; 4: two at medium. */
  chosen = adw_combo_row_get_selected (computers_row);
  host->computers[0] = chosen == 4 ? "medium" : computer_levels[chosen];
  host->computers[1] = chosen == 4 ? "medium" : NULL;
  if (1 + g_strv_length (invites) + g_strv_length ((char **) host->computers) > TESS_MAX_PLAYERS)
    {
      /* Translators: %d is the most seats a game has (6). */
      g_autofree char *text = g_strdup_printf (_("A game has %d seats at most: invite fewer friends "
                                                 "or computer players"), TESS_MAX_PLAYERS);

      tess_announcer_show_toast (self->announcer, text);
      g_free (host);
      return;
    }
  host->account = g_object_ref (account);
  host->invites = g_steal_pointer (&invites);
  host->spectators = g_steal_pointer (&spectators);
  host->handover = handover_times[adw_combo_row_get_selected (handover)];
  g_settings_set_uint (self->settings, "online-handover", host->handover);
  host->known = contact_addresses (contacts, FALSE);
  /* The addresses are the rows' own: copied, the dialog goes. */
  g_ptr_array_set_free_func (host->known, g_free);
  for (guint i = 0; i < host->known->len; i++)
    host->known->pdata[i] = g_strdup (host->known->pdata[i]);
  /* The game comes once New Game's tile sets are read, as a new game's
   * (tess_window_start_game()): one started meanwhile wins. */
  g_cancellable_cancel (self->start_cancellable);
  g_clear_object (&self->start_cancellable);
  self->start_cancellable = g_cancellable_new ();
  host->n_games = self->n_games;
  _tess_window_online_header_async (self, self->start_cancellable, host_header_built, host);
}

/* The application's chat account when it is signed in; else %NULL,
 * and a dialog that says so and offers the Preferences. */
TessAccount *
_tess_window_online_account (TessWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  TessAccount *account = TESS_IS_APPLICATION (app) ? tess_application_get_account (TESS_APPLICATION (app)) : NULL;
  GtkWidget *dialog;

  if (account != NULL && tess_account_get_client (account) != NULL)
    return account;
  dialog = tess_confirm_dialog_new (GTK_WINDOW (self), _("Sign In to Play Online"),
                                    _("Online games are played through a chat account (XMPP), yours or "
                                      "a new one. Sign in or create one in Preferences, Online."),
                                    "cancel", _("_Cancel"), "preferences", _("Open _Preferences"));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_sign_in_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return NULL;
}

/* A row of @list titled @title with an entry for addresses, the entry
 * returned. Not an AdwEntryRow: libadwaita 1.2's entry row never tells
 * screen readers it has the focus. */
static GtkWidget *
address_entry (GtkWidget  *list,
               const char *title)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *entry = gtk_entry_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_EMAIL);
  gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (entry, TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), entry);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), entry);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  return entry;
}

void
_tess_window_play_online_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  TessAccount *account = _tess_window_online_account (self);
  GtkWidget *dialog;
  GtkWidget *list;
  GtkWidget *friends;
  GtkWidget *spectators;
  GtkWidget *computers;
  GtkWidget *handover;
  GtkWidget *contacts, *scrolled, *box;
  g_autoptr(GtkStringList) levels = NULL;
  g_autoptr(GtkStringList) times = NULL;
  guint chosen = g_settings_get_uint (self->settings, "online-handover");

  if (account == NULL)
    return;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Play Online"),
                                   _("Invite friends by their chat addresses, a seat each, and "
                                     "spectators if you like, who watch without playing; or wait for a "
                                     "friend's invitation."));
  /* Said when it opens: Orca reads no label of GTK 4.8 as a dialog's text. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), -1);
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  /* Wide enough for the rows' titles and the choice beside the last. */
  gtk_widget_set_size_request (list, 420, -1);
  friends = address_entry (list, _("Friends' addresses, separated by commas"));
  spectators = address_entry (list, _("Spectators’ addresses, if any"));
  gtk_widget_set_name (spectators, "online_spectators");
  /* Translators: the choices of "Computer Players" in Play Online…. */
  levels = gtk_string_list_new ((const char *const[]) { C_("online computers", "None"),
                                                        C_("online computers", "One, easy"),
                                                        C_("online computers", "One, medium"),
                                                        C_("online computers", "One, hard"),
                                                        C_("online computers", "Two, medium"), NULL });
  computers = adw_combo_row_new ();
  gtk_widget_set_name (computers, "online_computers");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (computers), _("Computer Players"));
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (computers), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (computers), G_LIST_MODEL (levels));
  gtk_widget_set_tooltip_text (computers, _("Played by your Tessera, after the friends; the rules and "
                                            "tile sets are those of New Game"));
  gtk_list_box_append (GTK_LIST_BOX (list), computers);
  /* Translators: the choices of "Away Friend’s Seat to the Computer". */
  times = gtk_string_list_new ((const char *const[]) { C_("handover", "Never"),
                                                       C_("handover", "After 10 minutes"),
                                                       C_("handover", "After an hour"),
                                                       C_("handover", "After a day"), NULL });
  handover = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (handover), _("Away Friend’s Seat to the Computer"));
  /* The choice under the title, whole. */
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (handover), TRUE);
  gtk_widget_set_tooltip_text (handover,
                               _("When a friend has left the game at their turn for this long, you may "
                                 "let the computer play for them"));
  adw_combo_row_set_model (ADW_COMBO_ROW (handover), G_LIST_MODEL (times));
  adw_combo_row_set_selected (ADW_COMBO_ROW (handover), 0);
  for (guint i = 0; i < G_N_ELEMENTS (handover_times); i++)
    if (handover_times[i] == chosen)
      adw_combo_row_set_selected (ADW_COMBO_ROW (handover), i);
  gtk_list_box_append (GTK_LIST_BOX (list), handover);
  /* The contacts, once the server has told them, above the rest. */
  contacts = gtk_list_box_new ();
  gtk_widget_set_name (contacts, "online_contacts");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (contacts), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (contacts, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (contacts), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Contacts to invite"), -1);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 180);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), contacts);
  gtk_widget_set_visible (scrolled, FALSE);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (box), scrolled);
  gtk_box_append (GTK_BOX (box), list);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  g_signal_connect_object (tess_account_get_client (account), "roster", G_CALLBACK (on_roster),
                           contacts, 0);
  tess_xmpp_client_request_roster (tess_account_get_client (account));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "wait", _("_Wait for an Invitation"),
                                    "host", _("_Invite"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "host", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "host");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "friends", friends);
  g_object_set_data (G_OBJECT (dialog), "handover", handover);
  g_object_set_data (G_OBJECT (dialog), "spectators", spectators);
  g_object_set_data (G_OBJECT (dialog), "computers", computers);
  g_object_set_data (G_OBJECT (dialog), "contacts", contacts);
  g_object_set_data_full (G_OBJECT (dialog), "account", g_object_ref (account), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_start_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (friends);
}
