/* tess-online-panel.c: an online game's turn, seats and chat
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Beside the history while an online game is played: a line that says
 * whose turn it is (or why the game stopped, naming who sent what), the
 * seats with whether each player is in the game's room, and the room's
 * chat with a line to write in. When the game has waited long enough on
 * a player who left, a button lets the computer play for them (shown to
 * the one player who may: tess_online_game_get_handover_seat()).
 */

#define G_LOG_DOMAIN "tess-online-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-online-panel.h"

/* The chat lines kept on screen. */
#define MAX_CHAT_LINES 200

struct _TessOnlinePanel
{
  GtkBox          parent_instance;

  TessOnlineGame *online;
  GSignalGroup   *online_signals;
  GSignalGroup   *game_signals;

  GtkLabel       *heading;
  GtkLabel       *offline_label;
  GtkLabel       *status_label;
  GtkButton      *handover_button;
  GtkLabel       *fairness_label;
  GtkBox         *seats_box;
  GtkListBox     *chat_list;
  GtkScrolledWindow *chat_scroll;
  GtkEntry       *chat_entry;
};

G_DEFINE_FINAL_TYPE (TessOnlinePanel, tess_online_panel, GTK_TYPE_BOX)

static const char *
seat_name (TessOnlineGame *online,
           guint           seat)
{
  TessGame *game = tess_online_game_get_game (online);

  return game ? tess_game_get_player_name (game, seat) : tess_online_game_get_seat (online, seat);
}

/**
 * tess_online_panel_describe_status:
 *
 * Returns: (transfer full): the panel's status line: whose turn, what
 *   the game waits for, or why it stopped
 */
char *
tess_online_panel_describe_status (TessOnlinePanel *self)
{
  TessOnlineGame *online = self->online;
  TessGame *game;
  g_autofree TessSeatKind *kinds = NULL;
  int player;

  if (online == NULL)
    return g_strdup ("");
  switch (tess_online_game_get_state (online))
    {
    case TESS_ONLINE_GAME_WAITING:
      if (tess_online_game_get_room (online) == NULL)
        return g_strdup (_("Waiting for an invitation…"));
      return g_strdup (_("Waiting for the players to join…"));
    case TESS_ONLINE_GAME_OVER:
      return g_strdup (_("The game is over."));
    case TESS_ONLINE_GAME_STOPPED:
      /* Translators: %s says who sent what, e.g. "bob@example.org made a move the rules refuse: …". */
      return g_strdup_printf (_("The game stopped: %s"), tess_online_game_get_error (online)->message);
    case TESS_ONLINE_GAME_PLAYING:
    default:
      break;
    }
  game = tess_online_game_get_game (online);
  player = tess_game_get_current_player (game);
  /* A draw needs every player's reveal: one who is away holds it up, as
   * they hold up their own move. */
  for (guint s = 0; s < tess_online_game_get_n_seats (online); s++)
    if (tess_online_game_get_seat_away_since (online, s) != 0
        && !tess_online_game_get_seat_handed (online, s)
        && (tess_online_game_get_waiting_draw (online) || (int) s == player))
      /* Translators: in an online game, a player left the game's room
       * and the game waits for them: "Waiting for bob, who is away". */
      return g_strdup_printf (_("Waiting for %s, who is away"), seat_name (online, s));
  if (tess_online_game_get_waiting_draw (online))
    return g_strdup (_("Drawing the next tile…"));
  kinds = tess_online_game_get_seat_kinds (online);
  if (kinds[player] == TESS_SEAT_LOCAL)
    return g_strdup (_("Your turn"));
  if (tess_online_game_get_seat_handed (online, player))
    /* Translators: in an online game, the seat of a player who left was
     * given to the computer: "bob’s turn, played by the computer". */
    return g_strdup_printf (_("%s’s turn, played by the computer"), seat_name (online, player));
  /* Translators: in an online game: "bob@example.org’s turn". */
  return g_strdup_printf (_("%s’s turn"), seat_name (online, player));
}

/* When a player left: the time of day, and the day too when it was
 * not today (a game can wait for days). */
static char *
away_time (gint64 since)
{
  g_autoptr(GDateTime) then = g_date_time_new_from_unix_local (since / G_USEC_PER_SEC);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  if (g_date_time_get_year (then) == g_date_time_get_year (now)
      && g_date_time_get_day_of_year (then) == g_date_time_get_day_of_year (now))
    return g_date_time_format (then, "%H:%M");
  /* xgettext:no-c-format */
  /* Translators: a date and time for "away since …", in strftime's
   * words: change it to your language's order. */
  return g_date_time_format (then, _("%e %B, %H:%M"));
}

static void
update (TessOnlinePanel *self)
{
  g_autofree char *status = tess_online_panel_describe_status (self);
  GtkWidget *child;
  guint n;

  gtk_label_set_label (self->status_label, status);
  gtk_label_set_label (self->heading, self->online != NULL && tess_online_game_get_watching (self->online)
                                      /* Translators: the online panel's heading for a
                                       * spectator, who has no seat in the game. */
                                      ? _("Watching") : _("Online"));
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->seats_box))) != NULL)
    gtk_box_remove (self->seats_box, child);
  n = self->online ? tess_online_game_get_n_seats (self->online) : 0;
  for (guint s = 0; s < n; s++)
    {
      const char *address = tess_online_game_get_seat (self->online, s);
      gboolean present = tess_online_game_get_seat_present (self->online, s);
      g_autofree char *text = NULL;
      GtkWidget *label;

      if (tess_online_game_get_seat_handed (self->online, s))
        /* Translators: a seat of an online game given to the computer
         * after its player left. */
        text = g_strdup_printf (_("%s, played by the computer"), seat_name (self->online, s));
      else if (g_str_has_prefix (address, "ai:"))
        /* Translators: a computer seat of an online game, played by the
         * host's Tessera: "Computer, at the host". */
        text = g_strdup_printf (_("%s, at the host"), seat_name (self->online, s));
      else if (present)
        /* Translators: a seat of an online game whose player is in the game's room. */
        text = g_strdup_printf (_("%s, connected"), seat_name (self->online, s));
      else if (tess_online_game_get_seat_away_since (self->online, s) != 0)
        {
          g_autofree char *since = away_time (tess_online_game_get_seat_away_since (self->online, s));

          /* Translators: a seat of an online game whose player left the
           * game's room during the game, and may come back; the second %s
           * is when they left: "bob, away since 18:20". */
          text = g_strdup_printf (_("%s, away since %s"), seat_name (self->online, s), since);
        }
      else
        /* Translators: a seat of an online game whose player is not in the room. */
        text = g_strdup_printf (_("%s, not connected"), seat_name (self->online, s));
      label = gtk_label_new (text);
      /* The name is the address's user part: the address itself on hover. */
      gtk_widget_set_tooltip_text (label, address);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_MIDDLE);
      gtk_widget_add_css_class (label, present ? "success" : "dim-label");
      gtk_box_append (self->seats_box, label);
    }
  {
    int seat = self->online ? tess_online_game_get_handover_seat (self->online) : -1;

    if (seat >= 0)
      {
        /* Translators: a button in an online game, once it has waited
         * long enough on a player who left: "Let the Computer Play for bob". */
        g_autofree char *label = g_strdup_printf (_("_Let the Computer Play for %s"),
                                                  seat_name (self->online, seat));

        gtk_button_set_label (self->handover_button, label);
      }
    gtk_widget_set_visible (GTK_WIDGET (self->handover_button), seat >= 0);
  }
  {
    guint seat = 0;
    guint draw = self->online ? tess_online_game_get_foreknown (self->online, &seat) : 0;

    if (draw != 0)
      {
        /* Translators: in an online game, once every other player's
         * seats are played by the computer: "From draw 12, ana could
         * know the tiles to come: …". */
        g_autofree char *text = g_strdup_printf (_("From draw %u, %s could know the tiles to come: "
                                                   "the other players’ seats are played by the "
                                                   "computer, and their links stay as they were."),
                                                 draw, seat_name (self->online, seat));

        gtk_label_set_label (self->fairness_label, text);
      }
    gtk_widget_set_visible (GTK_WIDGET (self->fairness_label), draw != 0);
  }
  gtk_widget_set_sensitive (GTK_WIDGET (self->chat_entry),
                            self->online != NULL && tess_online_game_get_room (self->online) != NULL);
}

static gboolean
scroll_to_end (gpointer data)
{
  TessOnlinePanel *self = data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->chat_scroll);

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  return G_SOURCE_REMOVE;
}

/* Who said a chat line: the name of the seat with that address, or the
 * address of someone in the room without a seat. */
static const char *
sender_name (TessOnlinePanel *self,
             const char      *from)
{
  guint n = self->online ? tess_online_game_get_n_seats (self->online) : 0;

  for (guint s = 0; s < n; s++)
    if (g_ascii_strcasecmp (tess_online_game_get_seat (self->online, s), from) == 0)
      return seat_name (self->online, s);
  return from;
}

static void
add_chat_line (TessOnlinePanel *self,
               const char      *line,
               gboolean         notice)
{
  GtkWidget *label = gtk_label_new (line);
  GtkWidget *first;

  if (notice)
    gtk_widget_add_css_class (label, "dim-label");

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_list_box_append (self->chat_list, label);
  first = gtk_widget_get_first_child (GTK_WIDGET (self->chat_list));
  if (gtk_list_box_get_row_at_index (self->chat_list, MAX_CHAT_LINES) != NULL && first != NULL)
    gtk_list_box_remove (self->chat_list, first);
  g_idle_add_full (G_PRIORITY_LOW, scroll_to_end, g_object_ref (self), g_object_unref);
}

static void
on_chat (TessOnlinePanel *self,
         const char      *from,
         const char      *text)
{
  g_autofree char *line = g_strdup_printf ("%s: %s", sender_name (self, from), text);

  add_chat_line (self, line, FALSE);
}

/* A game message someone sent that was not applied: said among the
 * chat lines, dimmed, as the game goes on. */
static void
on_ignored (TessOnlinePanel *self,
            const char      *message)
{
  add_chat_line (self, message, TRUE);
}

static void
on_handover_clicked (TessOnlinePanel *self)
{
  if (self->online != NULL)
    tess_online_game_hand_over (self->online);
  gtk_widget_set_visible (GTK_WIDGET (self->handover_button), FALSE);
}

static void
on_entry_activate (TessOnlinePanel *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->chat_entry));

  if (self->online == NULL || *text == '\0')
    return;
  tess_online_game_send_chat (self->online, text);
  gtk_editable_set_text (GTK_EDITABLE (self->chat_entry), "");
}

TessOnlineGame *
tess_online_panel_get_online_game (TessOnlinePanel *self)
{
  g_return_val_if_fail (TESS_IS_ONLINE_PANEL (self), NULL);

  return self->online;
}

void
tess_online_panel_set_online_game (TessOnlinePanel *self,
                                   TessOnlineGame  *online)
{
  g_return_if_fail (TESS_IS_ONLINE_PANEL (self));
  g_return_if_fail (online == NULL || TESS_IS_ONLINE_GAME (online));

  if (!g_set_object (&self->online, online))
    return;
  g_signal_group_set_target (self->online_signals, online);
  g_signal_group_set_target (self->game_signals, online ? tess_online_game_get_game (online) : NULL);
  {
    GtkWidget *row;

    while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->chat_list))) != NULL)
      gtk_list_box_remove (self->chat_list, row);
  }
  update (self);
}

static void
on_game (TessOnlinePanel *self)
{
  g_signal_group_set_target (self->game_signals, tess_online_game_get_game (self->online));
  update (self);
}

static void
tess_online_panel_dispose (GObject *object)
{
  TessOnlinePanel *self = TESS_ONLINE_PANEL (object);

  if (self->online_signals != NULL)
    g_signal_group_set_target (self->online_signals, NULL);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->online_signals);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->online);

  G_OBJECT_CLASS (tess_online_panel_parent_class)->dispose (object);
}

static void
tess_online_panel_class_init (TessOnlinePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tess_online_panel_dispose;
}

static void
tess_online_panel_init (TessOnlinePanel *self)
{
  GtkWidget *chat_heading;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  gtk_widget_set_name (GTK_WIDGET (self), "online_panel");

  self->heading = GTK_LABEL (gtk_label_new (_("Online")));
  gtk_widget_set_name (GTK_WIDGET (self->heading), "online_heading");
  gtk_label_set_xalign (self->heading, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->heading), "heading");
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->heading));
  /* The connection dropped: said until the game is back. */
  self->offline_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->offline_label), "online_offline");
  gtk_label_set_xalign (self->offline_label, 0);
  gtk_label_set_wrap (self->offline_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->offline_label), "warning");
  gtk_widget_set_visible (GTK_WIDGET (self->offline_label), FALSE);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->offline_label));

  self->status_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->status_label), "online_status");
  gtk_label_set_xalign (self->status_label, 0);
  gtk_label_set_wrap (self->status_label, TRUE);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->status_label));

  self->handover_button = GTK_BUTTON (gtk_button_new ());
  gtk_widget_set_name (GTK_WIDGET (self->handover_button), "online_handover");
  gtk_button_set_use_underline (self->handover_button, TRUE);
  gtk_widget_set_halign (GTK_WIDGET (self->handover_button), GTK_ALIGN_START);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->handover_button),
                               _("They left the game at their turn: the computer plays their seat "
                                 "to the end of the game"));
  g_signal_connect_swapped (self->handover_button, "clicked", G_CALLBACK (on_handover_clicked), self);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->handover_button));

  self->seats_box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 2));
  gtk_widget_set_name (GTK_WIDGET (self->seats_box), "online_seats");
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->seats_box));
  /* A draw no longer fair: said where the seats are. */
  self->fairness_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->fairness_label), "online_fairness");
  gtk_label_set_xalign (self->fairness_label, 0);
  gtk_label_set_wrap (self->fairness_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->fairness_label), "dim-label");
  gtk_widget_set_visible (GTK_WIDGET (self->fairness_label), FALSE);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->fairness_label));

  chat_heading = gtk_label_new (_("Chat"));
  gtk_label_set_xalign (GTK_LABEL (chat_heading), 0);
  gtk_widget_add_css_class (chat_heading, "heading");
  gtk_box_append (GTK_BOX (self), chat_heading);

  self->chat_list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_widget_set_name (GTK_WIDGET (self->chat_list), "online_chat");
  gtk_list_box_set_selection_mode (self->chat_list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->chat_list), "boxed-list");
  self->chat_scroll = GTK_SCROLLED_WINDOW (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (self->chat_scroll, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (self->chat_scroll, 90);
  gtk_scrolled_window_set_max_content_height (self->chat_scroll, 160);
  gtk_scrolled_window_set_propagate_natural_height (self->chat_scroll, TRUE);
  gtk_scrolled_window_set_child (self->chat_scroll, GTK_WIDGET (self->chat_list));
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->chat_scroll));

  self->chat_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_widget_set_name (GTK_WIDGET (self->chat_entry), "online_chat_entry");
  gtk_entry_set_placeholder_text (self->chat_entry, _("Say something to the players"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->chat_entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Chat line"), -1);
  g_signal_connect_swapped (self->chat_entry, "activate", G_CALLBACK (on_entry_activate), self);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->chat_entry));

  self->online_signals = g_signal_group_new (TESS_TYPE_ONLINE_GAME);
  g_signal_group_connect_swapped (self->online_signals, "notify::state", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->online_signals, "notify::game", G_CALLBACK (on_game), self);
  g_signal_group_connect_swapped (self->online_signals, "seats-changed", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->online_signals, "moved", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->online_signals, "chat", G_CALLBACK (on_chat), self);
  g_signal_group_connect_swapped (self->online_signals, "ignored", G_CALLBACK (on_ignored), self);
  self->game_signals = g_signal_group_new (TESS_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "notify::current-player", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::tile", G_CALLBACK (update), self);
  update (self);
}

GtkWidget *
tess_online_panel_new (void)
{
  return g_object_new (TESS_TYPE_ONLINE_PANEL, NULL);
}

/* Shows @text above the turn (the connection is lost), or hides it
 * (%NULL). */
void
tess_online_panel_set_offline (TessOnlinePanel *self,
                               const char      *text)
{
  g_return_if_fail (TESS_IS_ONLINE_PANEL (self));

  gtk_label_set_label (self->offline_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->offline_label), text != NULL);
}

/* Returns: (nullable): what the panel says of the connection, %NULL when
 * nothing */
const char *
tess_online_panel_get_offline (TessOnlinePanel *self)
{
  g_return_val_if_fail (TESS_IS_ONLINE_PANEL (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->offline_label))
         ? gtk_label_get_label (self->offline_label) : NULL;
}
