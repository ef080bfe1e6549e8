/* tess-window-scoring.c: what the window tells the player: toasts,
 * messages, the final scoring's show and the summary
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-window"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tess-accessible.h"
#include "tess-names.h"
#include "tess-summary-dialog.h"
#include "tess-window-private.h"

/* The final scoring is shown category by category, this long each. */
#define FINAL_STEP_MS 2200

/* ------------------------------------------------------------ messages */

static void
on_game_toast_dismissed (TessWindow *self,
                         AdwToast   *toast)
{
  if (self->game_toasts != NULL)
    g_ptr_array_remove (self->game_toasts, toast);
}

/* The toast shown (now, or when the one before it goes) has buttons
 * libadwaita leaves unnamed or named with their mnemonic. */
static gboolean
name_toast_buttons (gpointer user_data)
{
  TessWindow *self = user_data;

  self->toast_name_idle = 0;
  /* Toasts are dismissed as the window goes too. */
  if (self->toast_overlay != NULL)
    tess_accessible_name_buttons (GTK_WIDGET (self->toast_overlay));
  return G_SOURCE_REMOVE;
}

/* A toast sits at the bottom of the board, in the middle, 24 px above
 * the edge and about 46 px high: the zoom buttons (bottom right) and the
 * info label (bottom left), 12 px above the edge otherwise, rise above it
 * while one is shown or queued, and come down when the last goes. */
#define MARGIN_BELOW_TOAST 12
#define MARGIN_ABOVE_TOAST 84

static void
update_above_toast (TessWindow *self)
{
  GtkWidget *raised[] = { self->zoom_buttons, GTK_WIDGET (self->info_label) };

  for (guint i = 0; i < G_N_ELEMENTS (raised); i++)
    if (raised[i] != NULL)
      gtk_widget_set_margin_bottom (raised[i], self->n_toasts > 0 ? MARGIN_ABOVE_TOAST
                                                                  : MARGIN_BELOW_TOAST);
}

static void
on_toast_dismissed (TessWindow *self)
{
  if (self->n_toasts > 0)
    self->n_toasts--;
  update_above_toast (self);
  if (self->toast_name_idle == 0 && !gtk_widget_in_destruction (GTK_WIDGET (self)))
    self->toast_name_idle = g_idle_add (name_toast_buttons, self);
}

void
_tess_window_add_toast (TessWindow *self,
                        AdwToast   *toast)
{
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_toast_dismissed), self, G_CONNECT_SWAPPED);
  self->n_toasts++;
  update_above_toast (self);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  tess_accessible_name_buttons (GTK_WIDGET (self->toast_overlay));
}

/* A toast with a button, and its sentence for screen readers. */
void
_tess_window_add_spoken_toast (TessWindow *self,
                               AdwToast   *toast)
{
  _tess_window_add_toast (self, toast);
  _tess_window_announce (self, adw_toast_get_title (toast));
}

static void
add_toast (TessWindow *self,
           const char *text)
{
  AdwToast *toast = adw_toast_new (text);

  adw_toast_set_timeout (toast, 4);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_game_toast_dismissed), self,
                           G_CONNECT_SWAPPED);
  if (self->game_toasts == NULL)
    self->game_toasts = g_ptr_array_new ();
  g_ptr_array_add (self->game_toasts, toast);
  _tess_window_add_toast (self, toast);
}

/* A toast, and the same sentence for screen readers (libadwaita 1.2's
 * toasts are not spoken). */
void
_tess_window_show_toast (TessWindow *self,
                         const char *text)
{
  add_toast (self, text);
  _tess_window_announce (self, text);
}

/* ------------------------------------------------------------ spoken */

/* The status label has the role "status": each change reaches AT-SPI
 * clients (Orca) as a name-change event of a status bar. GTK 4.8 has no
 * other way to say something that is not where the focus is (4.14 has
 * gtk_accessible_announce()). */
void
_tess_window_announce (TessWindow *self,
                       const char *text)
{
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) said = NULL;

  if (text == NULL || *text == '\0')
    return;
  /* One line of sentences: the history's descriptions and the replay's
   * banner have one a line, a heading without its full stop. */
  lines = g_strsplit (text, "\n", -1);
  said = g_string_new (NULL);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = g_strstrip (lines[i]);
      gsize len = strlen (line);

      if (len == 0)
        continue;
      if (said->len > 0)
        g_string_append_c (said, ' ');
      g_string_append (said, line);
      if (strchr (".!?:", line[len - 1]) == NULL && !g_str_has_suffix (line, "…"))
        g_string_append_c (said, '.');
    }
  gtk_label_set_label (self->status_label, said->str);
}

static char *join_names    (TessWindow *self,
                            guint       players);
static int   single_scorer (guint       scorers);

static char *
describe_end (TessWindow *self)
{
  guint n = tess_game_get_n_players (tess_window_get_game (self));
  guint winners = 0;
  int best = G_MININT;
  g_autofree char *names = NULL;

  for (guint p = 0; p < n; p++)
    {
      int score = tess_game_get_score (tess_window_get_game (self), p);

      if (score > best)
        {
          best = score;
          winners = 0;
        }
      if (score == best)
        winners |= 1u << p;
    }
  names = join_names (self, winners);
  if (single_scorer (winners) >= 0)
    /* Translators: said to screen readers at the end: "The game is over: Ana wins with 52 points." */
    return g_strdup_printf (ngettext ("The game is over: %s wins with %d point.",
                                      "The game is over: %s wins with %d points.", best),
                            names, best);
  /* Translators: said to screen readers at the end: "The game is over: Ana and Bea share the victory with 52 points." */
  return g_strdup_printf (ngettext ("The game is over: %s share the victory with %d point.",
                                    "The game is over: %s share the victory with %d points.", best),
                          names, best);
}

/* The moves not yet told (each with its scorings, as the history
 * explains them) and the end of the game, as one announcement. */
static gboolean
announce_idle (gpointer user_data)
{
  TessWindow *self = user_data;
  g_autoptr(GString) text = g_string_new (NULL);
  guint n_moves, n_items;

  self->announce_idle = 0;
  if (tess_window_get_game (self) == NULL || tess_game_session_get_history (self->session) == NULL)
    return G_SOURCE_REMOVE;

  n_moves = tess_game_get_n_moves (tess_window_get_game (self));
  n_items = g_list_model_get_n_items (G_LIST_MODEL (tess_game_session_get_history (self->session)));
  for (guint i = self->announced_moves; i < n_moves && i < n_items; i++)
    {
      g_autoptr(TessHistoryItem) item = g_list_model_get_item (G_LIST_MODEL (tess_game_session_get_history (self->session)), i);

      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, tess_history_item_get_description (item));
    }
  self->announced_moves = n_moves;

  if (tess_game_get_finished (tess_window_get_game (self)) && !self->announced_end)
    {
      g_autofree char *end = describe_end (self);

      self->announced_end = TRUE;
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, end);
    }
  else if (!tess_game_get_finished (tess_window_get_game (self)))
    self->announced_end = FALSE;

  _tess_window_announce (self, text->str);
  return G_SOURCE_REMOVE;
}

/* After a move, an undo or the end: told once the history has it. */
void
_tess_window_queue_announcement (TessWindow *self)
{
  if (tess_window_get_game (self) == NULL)
    return;
  /* Undone moves are not told again; the next move is. */
  if (tess_game_get_n_moves (tess_window_get_game (self)) < self->announced_moves)
    self->announced_moves = tess_game_get_n_moves (tess_window_get_game (self));
  if (self->announce_idle == 0)
    self->announce_idle = g_idle_add (announce_idle, self);
}

/* A game set in the window: what it holds already is not news. */
void
_tess_window_reset_announcements (TessWindow *self)
{
  g_clear_handle_id (&self->announce_idle, g_source_remove);
  self->announced_moves = tess_window_get_game (self) != NULL ? tess_game_get_n_moves (tess_window_get_game (self)) : 0;
  self->announced_end = tess_window_get_game (self) != NULL && tess_game_get_finished (tess_window_get_game (self));
  /* Never empty: GTK 4.8 would name an empty label by its type. */
  gtk_label_set_label (self->status_label, _("A game is on the board."));
}

/* What a game's toasts said goes with it: a new game (or lesson) starts
 * without the last one's scorings. */
void
_tess_window_dismiss_game_toasts (TessWindow *self)
{
  /* Shown or waiting in the overlay's queue: each goes. */
  while (self->game_toasts != NULL && self->game_toasts->len > 0)
    {
      AdwToast *toast = g_ptr_array_steal_index (self->game_toasts, self->game_toasts->len - 1);

      adw_toast_dismiss (toast);
    }
  _tess_window_dismiss_game_over_toast (self);
}

static void
on_dialog_destroyed (TessWindow *self,
                     GtkWindow  *dialog)
{
  if (self->dialog == dialog)
    self->dialog = NULL;
}

/* The message dialog shown over the window, until it is closed. */
void
_tess_window_track_dialog (TessWindow *self,
                           GtkWidget  *dialog)
{
  self->dialog = GTK_WINDOW (dialog);
  /* Its buttons' names, without their mnemonics. */
  tess_accessible_watch_window (GTK_WINDOW (dialog));
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (on_dialog_destroyed), self, G_CONNECT_SWAPPED);
}

/* A problem the player must read: what went wrong, and the GError's
 * sentence saying where. */
void
_tess_window_show_error (TessWindow *self,
                         const char *heading,
                         const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  _tess_window_track_dialog (self, dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ------------------------------------------------------------ scoring */

static char *
join_names (TessWindow *self,
            guint       players)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  guint n = tess_game_get_n_players (tess_window_get_game (self));

  for (guint p = 0; p < n; p++)
    if (players & (1u << p))
      g_ptr_array_add (names, (gpointer) tess_game_get_player_name (tess_window_get_game (self), p));

  return tess_names_join ((const char * const *) names->pdata, names->len);
}

static int
single_scorer (guint scorers)
{
  if (scorers != 0 && (scorers & (scorers - 1)) == 0)
    return g_bit_nth_lsf (scorers, -1);
  return -1;
}

static gboolean
flush_toast (gpointer user_data)
{
  TessWindow *self = user_data;

  self->toast_idle = 0;
  if (self->pending_toast->len > 0)
    {
      /* Spoken with the move (the history explains its scorings). */
      add_toast (self, self->pending_toast->str);
      g_string_truncate (self->pending_toast, 0);
    }
  return G_SOURCE_REMOVE;
}

static char *
describe_event (TessWindow          *self,
                const TessGameEvent *event)
{
  g_autofree char *names = join_names (self, event->scorers);
  int n = 0;
  const char *what;

  for (guint bits = event->scorers; bits != 0; bits &= bits - 1)
    n++;

  what = tess_category_phrase (event->category);

  if (n <= 1)
    /* Translators: a scoring: "Ana scores 8 points for a city". */
    return g_strdup_printf (ngettext ("%s scores %d point for %s", "%s scores %d points for %s", event->points),
                            names, event->points, what);
  /* Translators: a shared scoring: "Ana and Bea score 8 points each for a city". */
  return g_strdup_printf (ngettext ("%s score %d point each for %s", "%s score %d points each for %s",
                                    event->points),
                          names, event->points, what);
}

static void
highlight_event (TessWindow          *self,
                 const TessGameEvent *event)
{
  g_autoptr(GArray) cells = tess_game_get_feature_cells (tess_window_get_game (self), event->placement, event->feature_index);

  if (cells->len > 0)
    tess_board_view_highlight (self->board, cells, single_scorer (event->scorers));
}

void
_tess_window_on_feature_scored (TessWindow    *self,
                                TessGameEvent *event,
                                TessGame      *game)
{
  g_autofree char *text = NULL;

  /* The final scoring has its own show, when the game is over. */
  if (event->final)
    return;

  highlight_event (self, event);
  if (event->scorers == 0 || event->points == 0)
    return;

  text = describe_event (self, event);
  if (self->pending_toast->len > 0)
    g_string_append (self->pending_toast, " · ");
  g_string_append (self->pending_toast, text);
  if (self->toast_idle == 0)
    self->toast_idle = g_idle_add (flush_toast, self);
}

void
_tess_window_on_tile_discarded (TessWindow *self,
                                int         player,
                                int         type,
                                TessGame   *game)
{
  g_autofree char *text = NULL;
  const char *id = tess_game_get_type_id (game, type);

  if (tess_game_get_unplaceable_returns (game))
    /* Translators: %s is a tile's letter, then a player's name. */
    text = g_strdup_printf (_("Tile %s fits nowhere: it goes back into the bag and %s draws again."),
                            id, tess_game_get_player_name (game, player));
  else
    text = g_strdup_printf (_("Tile %s fits nowhere: it is discarded and %s draws again."),
                            id, tess_game_get_player_name (game, player));
  _tess_window_show_toast (self, text);
}

void
_tess_window_present_summary (TessWindow *self)
{
  TessSummaryDialog *summary;

  /* A lesson's final scoring is told in the lesson's card. */
  if (_tess_window_in_lesson (self))
    return;
  if (self->summary != NULL)
    {
      gtk_window_present (self->summary);
      return;
    }
  summary = tess_summary_dialog_new (tess_window_get_game (self));
  gtk_window_set_transient_for (GTK_WINDOW (summary), GTK_WINDOW (self));
  g_set_weak_pointer (&self->summary, GTK_WINDOW (summary));
  tess_accessible_watch_window (GTK_WINDOW (summary));
  gtk_window_present (GTK_WINDOW (summary));
}

/* One step of the final scoring: light up a category and say who scored
 * what for it. */
static gboolean
final_step (gpointer user_data)
{
  TessWindow *self = user_data;

  self->final_timeout = 0;
  while (self->final_step < TESS_GAME_N_CATEGORIES)
    {
      TessGameCategory category = self->final_step++;
      g_autoptr(GPtrArray) events = tess_game_get_final_events (tess_window_get_game (self), category);
      int totals[TESS_MAX_PLAYERS] = { 0 };
      g_autoptr(GString) text = NULL;
      guint n = tess_game_get_n_players (tess_window_get_game (self));

      if (events->len == 0)
        continue;

      tess_board_view_clear_highlights (self->board);
      for (guint i = 0; i < events->len; i++)
        {
          const TessGameEvent *event = g_ptr_array_index (events, i);

          highlight_event (self, event);
          for (guint p = 0; p < n; p++)
            if (event->scorers & (1u << p))
              totals[p] += event->points;
        }

      text = g_string_new (NULL);
      for (guint p = 0; p < n; p++)
        if (totals[p] > 0)
          {
            if (text->len > 0)
              g_string_append (text, _(", "));
            /* Translators: a player's points in the final scoring: "Ana +6". */
            g_string_append_printf (text, _("%s +%d"), tess_game_get_player_name (tess_window_get_game (self), p), totals[p]);
          }
      {
        g_autofree char *line = tess_category_final_scoring (category, text->str);

        g_string_assign (text, line);
      }
      _tess_window_show_toast (self, text->str);

      self->final_timeout = g_timeout_add (FINAL_STEP_MS, final_step, self);
      _tess_window_update_actions (self);
      return G_SOURCE_REMOVE;
    }

  _tess_window_update_actions (self);
  _tess_window_present_summary (self);
  return G_SOURCE_REMOVE;
}

static gboolean
animations_enabled (TessWindow *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

void
_tess_window_on_game_over (TessWindow *self,
                           TessGame   *game)
{
  _tess_window_update_status (self);
  _tess_window_queue_announcement (self);
  self->final_step = 0;
  g_clear_handle_id (&self->final_timeout, g_source_remove);

  if (!animations_enabled (self))
    {
      /* No show: the scores at once. */
      self->final_step = TESS_GAME_N_CATEGORIES;
      _tess_window_update_actions (self);
      _tess_window_present_summary (self);
      return;
    }
  self->final_timeout = g_timeout_add (FINAL_STEP_MS / 2, final_step, self);
  _tess_window_update_actions (self);
}

/* Stops a final scoring being shown and what the last move said. */
void
_tess_window_stop_scoring_show (TessWindow *self)
{
  g_clear_handle_id (&self->final_timeout, g_source_remove);
  g_clear_handle_id (&self->toast_idle, g_source_remove);
  g_clear_handle_id (&self->announce_idle, g_source_remove);
  g_clear_handle_id (&self->toast_name_idle, g_source_remove);
  g_string_truncate (self->pending_toast, 0);
  if (self->summary != NULL)
    gtk_window_destroy (self->summary);
  tess_board_view_clear_highlights (self->board);
}


/* ------------------------------------------------------------ the game is over */

static void
on_game_over_toast_dismissed (TessWindow *self,
                              AdwToast   *toast)
{
  if (self->game_over_toast == toast)
    self->game_over_toast = NULL;
}

/* Says that the game is over, with the scores one click away; not while
 * the replay shows the game (its bar would be covered). */
void
_tess_window_show_game_over_toast (TessWindow *self)
{
  AdwToast *toast;

  if (self->game_over_toast != NULL || _tess_window_replaying (self))
    return;
  toast = adw_toast_new (_("This game is over."));
  adw_toast_set_button_label (toast, _("_Scores"));
  adw_toast_set_action_name (toast, "win.show-summary");
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_game_over_toast_dismissed), self,
                           G_CONNECT_SWAPPED);
  self->game_over_toast = toast;
  _tess_window_add_spoken_toast (self, toast);
}

void
_tess_window_dismiss_game_over_toast (TessWindow *self)
{
  AdwToast *toast = g_steal_pointer (&self->game_over_toast);

  if (toast != NULL)
    adw_toast_dismiss (toast);
}

/* For the tests: (nullable): the toast while it is shown. */
AdwToast *
tess_window_get_game_over_toast (TessWindow *self)
{
  g_return_val_if_fail (TESS_IS_WINDOW (self), NULL);

  return self->game_over_toast;
}
