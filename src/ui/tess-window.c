/* tess-window.c: the game window
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-window"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tess-ai-player.h"
#include "tess-board-view.h"
#include "tess-hint-layer.h"
#include "tess-history.h"
#include "tess-history-panel.h"
#include "tess-new-game-dialog.h"
#include "tess-player-row.h"
#include "tess-replay-view.h"
#include "tess-score-track.h"
#include "tess-summary-dialog.h"
#include "tess-tile-preview.h"
#include "tess-window.h"
#include "tess-window-private.h"

/* The final scoring is shown category by category, this long each. */
#define FINAL_STEP_MS 2200

struct _TessWindow
{
  AdwApplicationWindow parent_instance;

  GSettings *settings;
  TessGame  *game;
  GFile     *file;
  gboolean   autosave;

  /* Template widgets. */
  AdwWindowTitle  *window_title;
  AdwToastOverlay *toast_overlay;
  AdwFlap         *flap;
  TessBoardView   *board;
  GtkWidget       *hand_card;
  GtkLabel        *hand_label;
  GtkBox          *hand_box;
  GtkWidget       *rotate_box;
  GtkLabel        *hand_hint;
  GtkWidget       *follower_bar;
  GtkLabel        *follower_label;
  GtkLabel        *info_label;
  GtkListBox      *players_list;
  TessScoreTrack  *score_track;
  GtkLabel        *tiles_left_label;
  GtkFlowBox      *remaining_box;
  TessHistoryPanel *history_panel;
  GtkStack        *content_stack;
  TessReplayView  *replay_view;

  TessHistory *history;

  /* Computer players, and the hint (tess-ai-player.h). */
  TessAiPlayer *ai_player;
  TessHintLayer *hint_layer;
  GtkStack     *hint_stack;
  GCancellable *hint_cancellable;

  GPtrArray *player_rows;        /* TessPlayerRow, by seat */
  GPtrArray *remaining_labels;   /* GtkLabel, by tile type */
  GPtrArray *remaining_children; /* GtkFlowBoxChild, by tile type */
  int        hand_shown[3];      /* tile types in hand_box, -1 */

  /* Scorings of the move being played, shown as one toast. */
  GString *pending_toast;
  guint    toast_idle;

  /* The final scoring, shown category by category. */
  guint    final_step;
  guint    final_timeout;

  GtkWindow *summary;
  GtkWindow *dialog;
};

G_DEFINE_FINAL_TYPE (TessWindow, tess_window, ADW_TYPE_APPLICATION_WINDOW)

static void update_status (TessWindow *self);
static void update_history_actions (TessWindow *self);
static void enter_replay (TessWindow *self,
                          guint       position);
static void stop_replay (TessWindow *self);

/* ------------------------------------------------------------ helpers */

static void
show_toast (TessWindow *self,
            const char *text)
{
  AdwToast *toast = adw_toast_new (text);

  adw_toast_set_timeout (toast, 4);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
on_dialog_destroyed (TessWindow *self,
                     GtkWindow  *dialog)
{
  if (self->dialog == dialog)
    self->dialog = NULL;
}

/* A problem the player must read: what went wrong, and the GError's
 * sentence saying where. */
static void
show_error (TessWindow *self,
            const char *heading,
            const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  self->dialog = GTK_WINDOW (dialog);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (on_dialog_destroyed), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static char *
join_names (TessWindow *self,
            guint       players)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  guint n = tess_game_get_n_players (self->game);

  for (guint p = 0; p < n; p++)
    if (players & (1u << p))
      g_ptr_array_add (names, (gpointer) tess_game_get_player_name (self->game, p));

  if (names->len == 0)
    return g_strdup ("");
  if (names->len == 1)
    return g_strdup (g_ptr_array_index (names, 0));
  if (names->len == 2)
    /* Translators: two players who tied: "Ana and Bea". */
    return g_strdup_printf (_("%s and %s"), (char *) g_ptr_array_index (names, 0),
                            (char *) g_ptr_array_index (names, 1));
  {
    GString *out = g_string_new (NULL);

    for (guint i = 0; i + 1 < names->len; i++)
      {
        if (i > 0)
          g_string_append (out, _(", "));
        g_string_append (out, g_ptr_array_index (names, i));
      }
    /* Translators: the end of a list of three or more names: "Ana, Bea and Carl". */
    g_string_append_printf (out, _(" and %s"), (char *) g_ptr_array_index (names, names->len - 1));
    return g_string_free (out, FALSE);
  }
}

static int
single_scorer (guint scorers)
{
  if (scorers != 0 && (scorers & (scorers - 1)) == 0)
    return g_bit_nth_lsf (scorers, -1);
  return -1;
}

/* ------------------------------------------------------------ the panel */

static void
rebuild_panel (TessWindow *self)
{
  GtkWidget *child;
  int n_types;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_list))) != NULL)
    gtk_list_box_remove (self->players_list, child);
  g_ptr_array_set_size (self->player_rows, 0);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->remaining_box))) != NULL)
    gtk_flow_box_remove (self->remaining_box, child);
  g_ptr_array_set_size (self->remaining_labels, 0);
  g_ptr_array_set_size (self->remaining_children, 0);

  for (guint i = 0; i < G_N_ELEMENTS (self->hand_shown); i++)
    self->hand_shown[i] = -2;

  if (self->game == NULL)
    return;

  for (guint p = 0; p < tess_game_get_n_players (self->game); p++)
    {
      GtkWidget *row = tess_player_row_new (self->game, p);

      gtk_list_box_append (self->players_list, row);
      g_ptr_array_add (self->player_rows, row);
    }

  n_types = tess_game_get_n_types (self->game);
  for (int t = 0; t < n_types; t++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *label = gtk_label_new (NULL);
      GtkWidget *flow_child;

      gtk_box_append (GTK_BOX (box), tess_tile_preview_new (self->game, t, 30));
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "numeric");
      gtk_box_append (GTK_BOX (box), label);
      gtk_flow_box_append (self->remaining_box, box);
      flow_child = gtk_widget_get_parent (box);
      gtk_widget_set_focusable (flow_child, FALSE);
      g_ptr_array_add (self->remaining_labels, label);
      g_ptr_array_add (self->remaining_children, flow_child);
    }
}

static void
update_panel (TessWindow *self)
{
  g_autofree char *tiles_left = NULL;

  for (guint p = 0; p < self->player_rows->len; p++)
    tess_player_row_update (g_ptr_array_index (self->player_rows, p));
  tess_score_track_update (self->score_track);

  tiles_left = g_strdup_printf ("%d", tess_game_get_tiles_left (self->game));
  gtk_label_set_label (self->tiles_left_label, tiles_left);

  for (guint t = 0; t < self->remaining_labels->len; t++)
    {
      int remaining = tess_game_get_remaining (self->game, t);
      g_autofree char *count = g_strdup_printf ("×%d", remaining);
      g_autofree char *tip = NULL;

      gtk_label_set_label (g_ptr_array_index (self->remaining_labels, t), count);
      gtk_widget_set_visible (g_ptr_array_index (self->remaining_children, t), remaining > 0);
      tip = g_strdup_printf (ngettext ("%d left", "%d left", remaining), remaining);
      /* Only when it changes: in GTK 4.8 each call costs an X round trip. */
      if (g_strcmp0 (gtk_widget_get_tooltip_text (g_ptr_array_index (self->remaining_children, t)), tip) != 0)
        gtk_widget_set_tooltip_text (g_ptr_array_index (self->remaining_children, t), tip);
    }
}

/* ------------------------------------------------------------ history */

/* The whole story of the game, explained, in the side panel. */
static void
bind_history (TessWindow *self)
{
  tess_history_panel_set_history (self->history_panel, NULL);
  g_clear_object (&self->history);
  if (self->game == NULL)
    return;

  self->history = tess_history_new_for_game (self->game);
  tess_history_panel_set_history (self->history_panel, self->history);
}

/* ------------------------------------------------------------ the hand */

static void
select_tile_clicked (GtkButton  *button,
                     TessWindow *self)
{
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "hand-index"));

  gtk_widget_activate_action (GTK_WIDGET (self), "win.select-tile", "i", index);
}

static void
update_hand (TessWindow *self)
{
  int hand = tess_game_get_hand_size (self->game);
  int tile = tess_game_get_tile (self->game);
  int rotation = tess_board_view_get_rotation (self->board);
  gboolean changed = FALSE;
  GtkWidget *child;
  int i = 0;

  for (int k = 0; k < 3; k++)
    if (self->hand_shown[k] != (k < hand ? tess_game_get_hand_tile (self->game, k) : -1))
      changed = TRUE;

  if (changed)
    {
      while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->hand_box))) != NULL)
        gtk_box_remove (self->hand_box, child);
      for (int k = 0; k < 3; k++)
        {
          self->hand_shown[k] = k < hand ? tess_game_get_hand_tile (self->game, k) : -1;
          if (k >= hand)
            continue;
          if (hand == 1)
            gtk_box_append (self->hand_box, tess_tile_preview_new (self->game, self->hand_shown[k], 96));
          else
            {
              GtkWidget *button = gtk_toggle_button_new ();

              gtk_button_set_child (GTK_BUTTON (button),
                                    tess_tile_preview_new (self->game, self->hand_shown[k], 72));
              gtk_widget_add_css_class (button, "flat");
              gtk_widget_add_css_class (button, "hand-tile");
              g_object_set_data (G_OBJECT (button), "hand-index", GINT_TO_POINTER (k));
              g_signal_connect (button, "clicked", G_CALLBACK (select_tile_clicked), self);
              gtk_box_append (self->hand_box, button);
            }
        }
    }

  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->hand_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      GtkWidget *preview = GTK_IS_BUTTON (child) ? gtk_button_get_child (GTK_BUTTON (child)) : child;
      gboolean selected = self->hand_shown[i] == tile;

      if (GTK_IS_TOGGLE_BUTTON (child))
        {
          g_signal_handlers_block_by_func (child, select_tile_clicked, self);
          gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (child), selected);
          g_signal_handlers_unblock_by_func (child, select_tile_clicked, self);
        }
      tess_tile_preview_set_rotation (TESS_TILE_PREVIEW (preview), selected ? rotation : 0);
    }
}

/* ------------------------------------------------------------ status */

/* Whether the person at the screen plays the current turn (or the game
 * is over): not when it is a computer's, which self->ai_player plays. */
static gboolean
turn_is_local (TessWindow *self)
{
  if (self->game == NULL)
    return FALSE;
  if (tess_game_get_phase (self->game) == TESS_GAME_PHASE_GAME_OVER)
    return TRUE;
  return tess_game_get_player_kind (self->game, tess_game_get_current_player (self->game)) == TESS_AI_NONE;
}

static void
update_actions (TessWindow *self)
{
  TessGamePhase phase = self->game ? tess_game_get_phase (self->game) : TESS_GAME_PHASE_GAME_OVER;
  gboolean human = turn_is_local (self);
  gboolean placing = phase == TESS_GAME_PHASE_PLACE_TILE && human;
  gboolean following = phase == TESS_GAME_PHASE_PLACE_FOLLOWER && human;

  tess_board_view_set_interactive (self->board, human);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.rotate-cw", placing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.rotate-ccw", placing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.place-tile", placing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.select-tile",
                                 placing && tess_game_get_hand_size (self->game) > 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.place-follower", following);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.no-follower", following);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.take-back", following);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint",
                                 (placing || following) && self->hint_cancellable == NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", self->game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", self->game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-summary",
                                 self->game != NULL && tess_game_get_finished (self->game) &&
                                 self->final_timeout == 0);
}

static void
update_status (TessWindow *self)
{
  TessGamePhase phase;
  const char *name;
  int player;
  g_autofree char *subtitle = NULL;
  g_autofree char *hand_label = NULL;
  g_autofree char *thinking = NULL;
  const char *hint = NULL;

  if (self->game == NULL)
    return;

  phase = tess_game_get_phase (self->game);
  player = tess_game_get_current_player (self->game);
  name = tess_game_get_player_name (self->game, player);

  switch (phase)
    {
    case TESS_GAME_PHASE_PLACE_TILE:
      /* Translators: the window's subtitle: whose turn it is. */
      subtitle = g_strdup_printf (_("%s’s turn"), name);
      if (tess_game_get_hand_size (self->game) > 1)
        /* Translators: above the tiles in hand to choose from: "Ana’s tiles". */
        hand_label = g_strdup_printf (_("%s’s tiles"), name);
      else
        /* Translators: above the tile to place: "Ana’s tile". */
        hand_label = g_strdup_printf (_("%s’s tile"), name);
      hint = _("Choose a marked place. R turns the tile.");
      if (!turn_is_local (self))
        {
          /* Translators: in the tile card while a computer player thinks: "Bea is thinking…". */
          thinking = g_strdup_printf (_("%s is thinking…"), name);
          hint = thinking;
        }
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

  adw_window_title_set_subtitle (self->window_title, subtitle);

  gtk_widget_set_visible (self->hand_card, phase == TESS_GAME_PHASE_PLACE_TILE);
  if (phase == TESS_GAME_PHASE_PLACE_TILE)
    {
      gtk_label_set_label (self->hand_label, hand_label);
      gtk_label_set_label (self->hand_hint, hint);
      gtk_widget_set_visible (self->rotate_box, turn_is_local (self));
      update_hand (self);
    }

  gtk_widget_set_visible (self->follower_bar, phase == TESS_GAME_PHASE_PLACE_FOLLOWER);
  if (phase == TESS_GAME_PHASE_PLACE_FOLLOWER)
    {
      g_autoptr(GArray) options = tess_game_get_follower_options (self->game);
      g_autofree char *text = NULL;

      if (tess_game_get_supply (self->game, player) == 0)
        text = g_strdup (_("No follower left in your supply."));
      else
        text = g_strdup_printf (ngettext ("Place a follower on the marked spot (1), or none.",
                                          "Place a follower on a marked spot (1–%u, Tab), or none.",
                                          options->len),
                                options->len);
      gtk_label_set_label (self->follower_label, text);
    }

  update_panel (self);
  update_actions (self);
}

static void
on_game_notify (TessWindow *self)
{
  update_status (self);
}

/* ------------------------------------------------------------ scoring */

static gboolean
flush_toast (gpointer user_data)
{
  TessWindow *self = user_data;

  self->toast_idle = 0;
  if (self->pending_toast->len > 0)
    {
      show_toast (self, self->pending_toast->str);
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

  switch (event->category)
    {
    case TESS_GAME_CATEGORY_ROADS:
      what = _("a road");
      break;
    case TESS_GAME_CATEGORY_CITIES:
      what = _("a city");
      break;
    case TESS_GAME_CATEGORY_MONASTERIES:
      what = _("a monastery");
      break;
    case TESS_GAME_CATEGORY_FARMS:
      what = _("a farm");
      break;
    case TESS_GAME_N_CATEGORIES:
    default:
      what = "";
      break;
    }

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
  g_autoptr(GArray) cells = tess_game_get_feature_cells (self->game, event->placement, event->feature_index);

  if (cells->len > 0)
    tess_board_view_highlight (self->board, cells, single_scorer (event->scorers));
}

static void
on_feature_scored (TessWindow    *self,
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

static void
on_tile_discarded (TessWindow *self,
                   int         player,
                   int         type,
                   TessGame   *game)
{
  g_autofree char *text = NULL;
  const char *id = tess_game_get_type_id (game, type);

  if (tess_game_get_rules (game)->unplaceable == TESS_UNPLACEABLE_RETURN)
    /* Translators: %s is a tile's letter, then a player's name. */
    text = g_strdup_printf (_("Tile %s fits nowhere: it goes back into the bag and %s draws again."),
                            id, tess_game_get_player_name (game, player));
  else
    text = g_strdup_printf (_("Tile %s fits nowhere: it is discarded and %s draws again."),
                            id, tess_game_get_player_name (game, player));
  show_toast (self, text);
}

static void
present_summary (TessWindow *self)
{
  TessSummaryDialog *summary;

  if (self->summary != NULL)
    {
      gtk_window_present (self->summary);
      return;
    }
  summary = tess_summary_dialog_new (self->game);
  gtk_window_set_transient_for (GTK_WINDOW (summary), GTK_WINDOW (self));
  g_set_weak_pointer (&self->summary, GTK_WINDOW (summary));
  gtk_window_present (GTK_WINDOW (summary));
}

static const char *
final_category_name (TessGameCategory category)
{
  switch (category)
    {
    case TESS_GAME_CATEGORY_ROADS:
      return _("roads");
    case TESS_GAME_CATEGORY_CITIES:
      return _("cities");
    case TESS_GAME_CATEGORY_MONASTERIES:
      return _("monasteries");
    case TESS_GAME_CATEGORY_FARMS:
      return _("farms");
    case TESS_GAME_N_CATEGORIES:
    default:
      return "";
    }
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
      g_autoptr(GPtrArray) events = tess_game_get_final_events (self->game, category);
      int totals[TESS_MAX_PLAYERS] = { 0 };
      g_autoptr(GString) text = NULL;
      guint n = tess_game_get_n_players (self->game);

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
            g_string_append_printf (text, _("%s +%d"), tess_game_get_player_name (self->game, p), totals[p]);
          }
      {
        /* Translators: a step of the final scoring: "Final scoring of the cities: Ana +6, Bea +3". */
        g_autofree char *line = g_strdup_printf (_("Final scoring of the %s: %s"),
                                                 final_category_name (category), text->str);

        g_string_assign (text, line);
      }
      show_toast (self, text->str);

      self->final_timeout = g_timeout_add (FINAL_STEP_MS, final_step, self);
      update_actions (self);
      return G_SOURCE_REMOVE;
    }

  update_actions (self);
  present_summary (self);
  return G_SOURCE_REMOVE;
}

static gboolean
animations_enabled (TessWindow *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

static void
on_game_over (TessWindow *self,
              TessGame   *game)
{
  update_status (self);
  self->final_step = 0;
  g_clear_handle_id (&self->final_timeout, g_source_remove);

  if (!animations_enabled (self))
    {
      /* No show: the scores at once. */
      self->final_step = TESS_GAME_N_CATEGORIES;
      update_actions (self);
      present_summary (self);
      return;
    }
  self->final_timeout = g_timeout_add (FINAL_STEP_MS / 2, final_step, self);
  update_actions (self);
}

/* ------------------------------------------------------------ computer players */

static void
on_ai_thinking (TessWindow *self)
{
  int thinking = -1;

  if (self->ai_player != NULL && tess_ai_player_get_thinking (self->ai_player))
    thinking = tess_ai_player_get_player (self->ai_player);
  for (guint p = 0; p < self->player_rows->len; p++)
    tess_player_row_set_thinking (g_ptr_array_index (self->player_rows, p), (int) p == thinking);
}

static void
on_ai_failed (TessWindow   *self,
              GError       *error,
              TessAiPlayer *player)
{
  show_error (self, _("A Computer Player Is Stuck"), error->message);
}

/* The computer players of the game in the window, at the pace and with
 * the thinking time of the preferences. */
static void
set_up_computers (TessWindow *self)
{
  if (self->ai_player != NULL)
    g_signal_handlers_disconnect_by_data (self->ai_player, self);
  g_clear_object (&self->ai_player);
  if (self->game == NULL)
    return;

  self->ai_player = tess_ai_player_new (self->game);
  g_settings_bind (self->settings, "ai-pace", self->ai_player, "pace", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "ai-time-budget", self->ai_player, "budget", G_SETTINGS_BIND_GET);
  g_signal_connect_object (self->ai_player, "notify::thinking", G_CALLBACK (on_ai_thinking), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->ai_player, "notify::player", G_CALLBACK (on_ai_thinking), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->ai_player, "failed", G_CALLBACK (on_ai_failed), self, G_CONNECT_SWAPPED);
  on_ai_thinking (self);
}

/* The window's header bar, where the hint's button goes. */
static GtkWidget *
find_header_bar (GtkWidget *widget)
{
  if (ADW_IS_HEADER_BAR (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_header_bar (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A hint asked for: which window, and which request it was. */
typedef struct
{
  GWeakRef      window;
  GCancellable *cancellable;
} HintRequest;

static void
set_hint_busy (TessWindow *self,
               gboolean    busy)
{
  GtkWidget *spinner = gtk_stack_get_child_by_name (self->hint_stack, "busy");

  gtk_stack_set_visible_child_name (self->hint_stack, busy ? "busy" : "idle");
  gtk_spinner_set_spinning (GTK_SPINNER (spinner), busy);
}

/* Stops a hint being thought of, and puts out the one shown. */
static void
cancel_hint (TessWindow *self)
{
  if (self->hint_cancellable != NULL)
    {
      g_cancellable_cancel (self->hint_cancellable);
      g_clear_object (&self->hint_cancellable);
    }
  if (self->hint_stack != NULL)
    set_hint_busy (self, FALSE);
  if (self->hint_layer != NULL)
    tess_hint_layer_clear (self->hint_layer);
}

/* With the tile laid where the hint says, its follower spot is chosen:
 * Return (or a click) accepts it. */
static void
select_hint_spot (TessWindow *self)
{
  const TessAiChoice *choice = tess_hint_layer_get_choice (self->hint_layer);
  g_autoptr(GArray) options = NULL;
  int x, y, rot;

  if (choice == NULL || choice->feature < 0 ||
      !tess_game_get_pending (self->game, &x, &y, &rot) ||
      x != choice->x || y != choice->y || rot != choice->rot ||
      tess_game_get_tile (self->game) != choice->type)
    return;

  options = tess_game_get_follower_options (self->game);
  for (guint i = 0; i < options->len; i++)
    if (g_array_index (options, int, i) == choice->feature)
      {
        /* The board's Tab goes from "none" through the spots in this order. */
        for (guint k = 0; k <= i; k++)
          gtk_widget_activate_action (GTK_WIDGET (self->board), "board.next-spot", NULL);
        break;
      }
}

/* A tile laid: a person's may be where the hint said; a computer's
 * lights up a moment in its colour, to be seen. */
static void
on_tile_placed_after (TessWindow *self,
                      int         x,
                      int         y,
                      int         rot,
                      TessGame   *game)
{
  if (turn_is_local (self))
    {
      select_hint_spot (self);
      return;
    }
  {
    g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TessGameCell));
    TessGameCell cell = { x, y, tess_game_get_tile (game), rot, -1 };

    g_array_append_val (cells, cell);
    tess_board_view_highlight (self->board, cells, tess_game_get_current_player (game));
  }
}

static void
show_hint (TessWindow         *self,
           const TessAiChoice *choice)
{
  g_autofree char *reason = tess_ai_choice_describe (choice);

  if (!choice->discard)
    {
      if (tess_game_get_phase (self->game) == TESS_GAME_PHASE_PLACE_TILE &&
          choice->type != tess_game_get_tile (self->game))
        tess_game_select_tile (self->game, choice->type, NULL);

      tess_hint_layer_show (self->hint_layer, choice);
      if (tess_game_get_phase (self->game) == TESS_GAME_PHASE_PLACE_TILE)
        {
          /* The cursor on it, turned its way: Return places it there. */
          tess_board_view_set_rotation (self->board, choice->rot);
          tess_board_view_set_cursor (self->board, choice->x, choice->y);
          update_hand (self);
        }
      else
        select_hint_spot (self);
      gtk_widget_grab_focus (GTK_WIDGET (self->board));
    }
  show_toast (self, reason);
}

static void
hint_ready (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  HintRequest *request = user_data;
  g_autoptr(TessWindow) self = g_weak_ref_get (&request->window);
  g_autoptr(TessAiChoice) choice = NULL;
  g_autoptr(GError) error = NULL;
  gboolean current;

  choice = tess_game_choose_move_finish (result, &error);
  current = self != NULL && self->hint_cancellable == request->cancellable;
  g_weak_ref_clear (&request->window);
  g_clear_object (&request->cancellable);
  g_free (request);
  if (!current)
    return;

  g_clear_object (&self->hint_cancellable);
  set_hint_busy (self, FALSE);
  update_actions (self);

  if (choice == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_toast (self, error->message);
      return;
    }
  /* Too late: the game went on meanwhile. */
  if (self->game == NULL || tess_game_get_n_moves (self->game) != choice->n_moves || !turn_is_local (self))
    return;
  show_hint (self, choice);
}

/* The hard level's move for the person to play, thought of in a worker
 * thread, then shown on the board with its reason; not played. */
static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  HintRequest *request;

  if (self->game == NULL || !turn_is_local (self) || self->hint_cancellable != NULL ||
      tess_game_get_phase (self->game) == TESS_GAME_PHASE_GAME_OVER)
    return;

  tess_hint_layer_clear (self->hint_layer);
  self->hint_cancellable = g_cancellable_new ();
  request = g_new0 (HintRequest, 1);
  g_weak_ref_init (&request->window, self);
  request->cancellable = g_object_ref (self->hint_cancellable);
  tess_game_choose_move_async (self->game, TESS_AI_HARD,
                               g_settings_get_int (self->settings, "ai-time-budget"), 0,
                               self->hint_cancellable, hint_ready, request);
  set_hint_busy (self, TRUE);
  update_actions (self);
}

/* ------------------------------------------------------------ the game */

TessGame *
tess_window_get_game (TessWindow *self)
{
  g_return_val_if_fail (TESS_IS_WINDOW (self), NULL);

  return self->game;
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

  stop_replay (self);
  cancel_hint (self);
  if (self->ai_player != NULL)
    g_signal_handlers_disconnect_by_data (self->ai_player, self);
  g_clear_object (&self->ai_player);
  if (self->game != NULL)
    {
      /* Its computer players stop, the hint too. */
      tess_game_cancel_thinking (self->game);
      g_signal_handlers_disconnect_by_data (self->game, self);
    }
  g_clear_handle_id (&self->final_timeout, g_source_remove);
  g_clear_handle_id (&self->toast_idle, g_source_remove);
  g_string_truncate (self->pending_toast, 0);
  if (self->summary != NULL)
    gtk_window_destroy (self->summary);

  g_set_object (&self->game, game);
  g_set_object (&self->file, file);

  if (self->autosave)
    {
      g_autofree char *autosave = tess_game_default_autosave_file ();

      tess_game_set_autosave_file (game, autosave);
    }

  g_signal_connect_object (game, "notify::phase", G_CALLBACK (on_game_notify), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::tile", G_CALLBACK (on_game_notify), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::current-player", G_CALLBACK (on_game_notify), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::n-moves", G_CALLBACK (on_game_notify), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "tile-taken-back", G_CALLBACK (on_game_notify), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "feature-scored", G_CALLBACK (on_feature_scored), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "tile-discarded", G_CALLBACK (on_tile_discarded), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "game-over", G_CALLBACK (on_game_over), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::n-moves", G_CALLBACK (update_history_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::phase", G_CALLBACK (update_history_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "tile-placed", G_CALLBACK (on_tile_placed_after), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);

  tess_board_view_set_rotation (self->board, 0);
  tess_board_view_set_game (self->board, game);
  tess_score_track_set_game (self->score_track, game);
  rebuild_panel (self);
  bind_history (self);
  update_status (self);
  update_history_actions (self);
  set_up_computers (self);

  if (file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);

      adw_window_title_set_title (self->window_title, basename);
    }
  else
    adw_window_title_set_title (self->window_title, _("Tessera"));

  if (tess_game_get_finished (game))
    {
      AdwToast *toast = adw_toast_new (_("This game is over."));

      adw_toast_set_button_label (toast, _("_Scores"));
      adw_toast_set_action_name (toast, "win.show-summary");
      adw_toast_overlay_add_toast (self->toast_overlay, toast);
    }
}

/* The settings of the "New Game" dialog, as a record. */
static TessRecord *
record_from_settings (TessWindow  *self,
                      GError     **error)
{
  g_auto(GStrv) names = g_settings_get_strv (self->settings, "player-names");
  g_auto(GStrv) color_ids = g_settings_get_strv (self->settings, "player-colors");
  g_auto(GStrv) kind_ids = g_settings_get_strv (self->settings, "player-kinds");
  g_autofree char *seed = g_settings_get_string (self->settings, "seed");
  const char *seat_names[TESS_MAX_PLAYERS];
  TessColor colors[TESS_MAX_PLAYERS];
  int kinds[TESS_MAX_PLAYERS];
  guint used = 0;
  TessRules rules;
  int n_players;

  n_players = CLAMP (g_settings_get_int (self->settings, "players"), 2, TESS_MAX_PLAYERS);

  /* Through the rules API: the window writes no field of TessRules. */
  tess_new_game_rules_from_settings (self->settings, &rules);

  for (int p = 0; p < n_players; p++)
    {
      int color = p < (int) g_strv_length (color_ids) ? tess_color_from_name (color_ids[p]) : -1;
      const char *kind = p < (int) g_strv_length (kind_ids) ? kind_ids[p] : "human";

      /* A colour missing or taken: the first free one. */
      if (color < 0 || (used & (1u << color)))
        for (color = 0; used & (1u << color); color++)
          ;
      used |= 1u << color;
      colors[p] = color;

      seat_names[p] = p < (int) g_strv_length (names) ? names[p] : "";
      if (g_strcmp0 (kind, "easy") == 0)
        kinds[p] = TESS_AI_EASY;
      else if (g_strcmp0 (kind, "medium") == 0)
        kinds[p] = TESS_AI_MEDIUM;
      else if (g_strcmp0 (kind, "hard") == 0)
        kinds[p] = TESS_AI_HARD;
      else
        kinds[p] = TESS_AI_NONE;
    }

  return tess_game_new_record (&rules, n_players, seat_names, colors, kinds, seed, error);
}

/**
 * tess_window_start_game:
 *
 * Starts a new game with the settings of the "New Game" dialog.
 */
gboolean
tess_window_start_game (TessWindow  *self,
                        GError     **error)
{
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessGame) game = NULL;

  g_return_val_if_fail (TESS_IS_WINDOW (self), FALSE);

  record = record_from_settings (self, error);
  if (record == NULL)
    return FALSE;
  game = tess_game_new_from_record (record, error);
  if (game == NULL)
    return FALSE;
  tess_window_set_game (self, game, NULL);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  return TRUE;
}

/**
 * tess_window_open_file:
 *
 * Opens a record: a game in progress goes on, a finished one shows its
 * end. A file that cannot be read is reported, and nothing changes.
 *
 * Returns: %TRUE when the game was opened
 */
gboolean
tess_window_open_file (TessWindow *self,
                       GFile      *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessGame) game = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (TESS_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s is not a local file."), uri);
    }
  else
    game = tess_game_new_from_file (path, &error);

  if (game == NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);
      g_autofree char *body = NULL;

      /* Say which file, if the message does not. */
      if (basename != NULL && strstr (error->message, basename) == NULL)
        /* Translators: a file name, then what is wrong with it. */
        body = g_strdup_printf (_("%s: %s"), basename, error->message);
      show_error (self, _("Could Not Open the Game"), body ? body : error->message);
      return FALSE;
    }

  tess_window_set_game (self, game, file);
  /* A finished game is there to be looked through. */
  if (tess_game_get_finished (game))
    enter_replay (self, 0);
  return TRUE;
}

/* ------------------------------------------------------------ autosave */

static void
autosave_response (AdwMessageDialog *dialog,
                   const char       *response,
                   TessWindow       *self)
{
  TessGame *game = g_object_get_data (G_OBJECT (dialog), "game");

  if (g_strcmp0 (response, "continue") == 0 && game != NULL)
    tess_window_set_game (self, game, NULL);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/**
 * tess_window_offer_autosave:
 *
 * At start: when the last game was left unfinished, offers to go on
 * with it. A damaged autosave is put aside (not lost) and reported.
 */
void
tess_window_offer_autosave (TessWindow *self)
{
  g_autofree char *path = tess_game_default_autosave_file ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TessGame) game = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  g_return_if_fail (TESS_IS_WINDOW (self));

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return;

  game = tess_game_new_from_file (path, &error);
  if (game == NULL)
    {
      g_autofree char *aside = g_strconcat (path, ".damaged", NULL);
      g_autofree char *text = NULL;

      g_rename (path, aside);
      text = g_strdup_printf (_("%s\n\nThe file was kept as %s."), error->message, aside);
      show_error (self, _("Could Not Continue the Last Game"), text);
      return;
    }
  if (tess_game_get_finished (game) || tess_game_get_n_moves (game) == 0)
    return;

  {
    GString *players = g_string_new (NULL);

    for (guint p = 0; p < tess_game_get_n_players (game); p++)
      {
        if (p > 0)
          g_string_append (players, _(", "));
        g_string_append (players, tess_game_get_player_name (game, p));
      }
    /* Translators: %s lists the players, %u is a number of moves. */
    body = g_strdup_printf (ngettext ("The game of %s was left after %u move.",
                                      "The game of %s was left after %u moves.",
                                      tess_game_get_n_moves (game)),
                            players->str, tess_game_get_n_moves (game));
    g_string_free (players, TRUE);
  }

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Continue the Last Game?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "new", _("_New Game"),
                                    "continue", _("_Continue"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "continue",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "continue");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "new");
  g_object_set_data_full (G_OBJECT (dialog), "game", g_steal_pointer (&game), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (autosave_response), self, 0);
  self->dialog = GTK_WINDOW (dialog);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (on_dialog_destroyed), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ------------------------------------------------------------ files */

static GtkFileFilter *
record_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Tessera Games"));
  gtk_file_filter_add_pattern (filter, "*.tessera");
  return filter;
}

static void
open_response (GtkNativeDialog *chooser,
               int              response,
               TessWindow      *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      tess_window_open_file (self, file);
    }
  g_object_unref (chooser);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = record_filter ();

  chooser = gtk_file_chooser_native_new (_("Open a Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN,
                                         _("_Open"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Saves the game to @file, which Save uses from then on; a failure is
 * reported and the old file stays as it was. */
gboolean
tess_window_save_file (TessWindow *self,
                       GFile      *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *basename = g_file_get_basename (file);
  g_autofree char *text = NULL;

  if (path == NULL || !tess_game_save (self->game, path, &error))
    {
      show_error (self, _("Could Not Save the Game"),
                  error ? error->message : _("Only local files can be written."));
      return FALSE;
    }
  g_set_object (&self->file, file);
  adw_window_title_set_title (self->window_title, basename);
  /* Translators: %s is a file name. */
  text = g_strdup_printf (_("Saved as %s"), basename);
  show_toast (self, text);
  return TRUE;
}

static void
save_as_response (GtkNativeDialog *chooser,
                  int              response,
                  TessWindow      *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = g_file_get_path (file);

      /* The extension the filter looks for. */
      if (path != NULL && !g_str_has_suffix (path, ".tessera"))
        {
          g_autofree char *with = g_strconcat (path, ".tessera", NULL);

          g_clear_object (&file);
          file = g_file_new_for_path (with);
        }
      tess_window_save_file (self, file);
    }
  g_object_unref (chooser);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = record_filter ();

  chooser = gtk_file_chooser_native_new (_("Save the Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Save"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (self->file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), self->file, NULL);
  else
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("Game.tessera"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (save_as_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);

  if (self->file == NULL)
    save_as_action (widget, "win.save-as", NULL);
  else
    tess_window_save_file (self, self->file);
}

/* ------------------------------------------------------------ actions */

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  TessNewGameDialog *dialog = tess_new_game_dialog_new (self->settings);

  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (self));
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
    show_error (self, _("Could Not Start a Game"), error->message);
}

static void
show_summary_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  present_summary (TESS_WINDOW (widget));
}

static void
toggle_panel_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);

  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

static void
rotate_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  int step = g_str_equal (action_name, "win.rotate-cw") ? 1 : 3;
  int x, y, shown, rot;

  /* Turn from what the ghost shows to the next way the tile fits there
   * (any next way when it fits nowhere under the cursor). */
  tess_board_view_get_cursor (self->board, &x, &y);
  shown = tess_board_view_get_cursor_rotation (self->board);
  if (shown < 0)
    rot = tess_board_view_get_rotation (self->board) + step;
  else
    {
      rot = shown;
      for (int i = 1; i <= 4; i++)
        {
          int candidate = (shown + i * step) % 4;

          if (tess_game_can_place_at (self->game, x, y, candidate))
            {
              rot = candidate;
              break;
            }
        }
    }
  tess_board_view_set_rotation (self->board, rot);
  update_hand (self);
}

static void
place_tile_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) options = NULL;
  int x, y, rot;

  g_variant_get (param, "(iii)", &x, &y, &rot);
  if (!tess_game_place_tile (self->game, x, y, rot, &error))
    {
      show_toast (self, error->message);
      return;
    }
  tess_board_view_set_rotation (self->board, rot);

  /* Nowhere to put a follower: nothing to choose, the move is played. */
  options = tess_game_get_follower_options (self->game);
  if (options->len == 0 && !tess_game_place_follower (self->game, -1, &error))
    show_toast (self, error->message);
}

static void
place_follower_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!tess_game_place_follower (self->game, g_variant_get_int32 (param), &error))
    show_toast (self, error->message);
}

static void
no_follower_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!tess_game_place_follower (self->game, -1, &error))
    show_toast (self, error->message);
}

static void
take_back_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);

  tess_game_take_back_tile (self->game);
}

static void
select_tile_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  int index = g_variant_get_int32 (param);
  g_autoptr(GError) error = NULL;

  if (index < 0 || index >= tess_game_get_hand_size (self->game))
    return;
  if (!tess_game_select_tile (self->game, tess_game_get_hand_tile (self->game, index), &error))
    show_toast (self, error->message);
  update_hand (self);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);

  if (g_str_equal (action_name, "win.zoom-in"))
    tess_board_view_zoom (self->board, 1.25);
  else if (g_str_equal (action_name, "win.zoom-out"))
    tess_board_view_zoom (self->board, 0.8);
  else
    tess_board_view_fit (self->board);
}

/* ------------------------------------------------------------ undo and replays */

static gboolean
replaying (TessWindow *self)
{
  return tess_replay_view_get_active (self->replay_view);
}

/* Undo, redo and the replay's controls, as the game and the replay allow. */
static void
update_history_actions (TessWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean active = replaying (self);
  gboolean game = self->game != NULL;
  guint position = tess_replay_view_get_position (self->replay_view);
  guint n = tess_replay_view_get_n_positions (self->replay_view);
  double speed = tess_replay_view_get_speed (self->replay_view);
  TessGame *shown = tess_replay_view_get_shown_game (self->replay_view);

  gtk_widget_action_set_enabled (widget, "win.undo", game && !active && tess_game_can_undo (self->game));
  gtk_widget_action_set_enabled (widget, "win.redo", game && !active && tess_game_can_redo (self->game));
  gtk_widget_action_set_enabled (widget, "win.replay", game && !active && tess_game_get_n_moves (self->game) > 0);
  gtk_widget_action_set_enabled (widget, "win.show-move", game && tess_game_get_n_moves (self->game) > 0);
  gtk_widget_action_set_enabled (widget, "win.leave-replay", active);
  gtk_widget_action_set_enabled (widget, "win.replay-first", active && position > 0);
  gtk_widget_action_set_enabled (widget, "win.replay-back", active && position > 0);
  gtk_widget_action_set_enabled (widget, "win.replay-forward", active && position + 1 < n);
  gtk_widget_action_set_enabled (widget, "win.replay-last", active && position + 1 < n);
  gtk_widget_action_set_enabled (widget, "win.replay-play", active && n > 1);
  gtk_widget_action_set_enabled (widget, "win.replay-slower", active && speed < TESS_REPLAY_MAX_SPEED);
  gtk_widget_action_set_enabled (widget, "win.replay-faster", active && speed > TESS_REPLAY_MIN_SPEED);
  gtk_widget_action_set_enabled (widget, "win.play-from-here",
                                 active && shown != NULL &&
                                 tess_game_get_phase (shown) != TESS_GAME_PHASE_GAME_OVER);
}

/* The player rows and score track of @game: the game played, or the
 * position the replay shows. */
static void
show_players_of (TessWindow *self,
                 TessGame   *game)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_list))) != NULL)
    gtk_list_box_remove (self->players_list, child);
  g_ptr_array_set_size (self->player_rows, 0);
  for (guint p = 0; game != NULL && p < tess_game_get_n_players (game); p++)
    {
      GtkWidget *row = tess_player_row_new (game, p);

      gtk_list_box_append (self->players_list, row);
      g_ptr_array_add (self->player_rows, row);
    }
  tess_score_track_set_game (self->score_track, game);
}

/* The side panel at the replay's position: scores, tiles left, and the
 * move chosen in the history. */
static void
update_replay_panel (TessWindow *self)
{
  TessGame *shown = tess_replay_view_get_shown_game (self->replay_view);
  guint position = tess_replay_view_get_position (self->replay_view);
  g_autofree char *tiles_left = NULL;

  if (shown == NULL)
    return;

  for (guint p = 0; p < self->player_rows->len; p++)
    tess_player_row_update (g_ptr_array_index (self->player_rows, p));
  tess_score_track_update (self->score_track);

  tiles_left = g_strdup_printf ("%d", tess_game_get_tiles_left (shown));
  gtk_label_set_label (self->tiles_left_label, tiles_left);
  for (guint t = 0; t < self->remaining_labels->len; t++)
    {
      int remaining = tess_game_get_remaining (shown, t);
      g_autofree char *count = g_strdup_printf ("×%d", remaining);

      gtk_label_set_label (g_ptr_array_index (self->remaining_labels, t), count);
      gtk_widget_set_visible (g_ptr_array_index (self->remaining_children, t), remaining > 0);
    }

  tess_history_panel_set_selected (self->history_panel, position > 0 ? position - 1 : GTK_INVALID_LIST_POSITION);
  update_history_actions (self);

  {
    guint n_moves = tess_game_get_n_moves (self->game);
    g_autofree char *subtitle = NULL;

    if (position == 0)
      /* Translators: the window's subtitle in a replay, at its start. */
      subtitle = g_strdup (_("Replay: the start"));
    else if (position > n_moves)
      /* Translators: the window's subtitle in a replay, at its end. */
      subtitle = g_strdup (_("Replay: the final scoring"));
    else
      /* Translators: the window's subtitle in a replay: "Replay: move 12 of 71". */
      subtitle = g_strdup_printf (_("Replay: move %u of %u"), position, n_moves);
    adw_window_title_set_subtitle (self->window_title, subtitle);
  }
}

static void
on_replay_shown_game (TessWindow *self)
{
  if (!replaying (self))
    return;
  show_players_of (self, tess_replay_view_get_shown_game (self->replay_view));
  update_replay_panel (self);
}

/* Stops a final scoring being shown and what the last move said. */
static void
stop_scoring_show (TessWindow *self)
{
  g_clear_handle_id (&self->final_timeout, g_source_remove);
  g_clear_handle_id (&self->toast_idle, g_source_remove);
  g_string_truncate (self->pending_toast, 0);
  if (self->summary != NULL)
    gtk_window_destroy (self->summary);
  tess_board_view_clear_highlights (self->board);
}

/* Shows the game's position after @position moves (the final scoring
 * after them all), in the replay: the game itself does not change. */
static void
enter_replay (TessWindow *self,
              guint       position)
{
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || self->history == NULL)
    return;
  if (replaying (self))
    {
      tess_replay_view_set_position (self->replay_view, position);
      return;
    }

  cancel_hint (self);
  stop_scoring_show (self);
  /* Nobody plays on while the past is shown. */
  if (self->ai_player != NULL)
    tess_ai_player_set_paused (self->ai_player, TRUE);
  if (!tess_replay_view_start (self->replay_view, self->game, self->history, position, &error))
    {
      if (self->ai_player != NULL)
        tess_ai_player_set_paused (self->ai_player, FALSE);
      show_error (self, _("Could Not Replay the Game"), error->message);
      return;
    }
  show_players_of (self, tess_replay_view_get_shown_game (self->replay_view));
  gtk_stack_set_visible_child_name (self->content_stack, "replay");
  /* The keys go to the replay, not to the board out of sight; from the
   * history list, the focus stays there to choose on. */
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

    if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->history_panel)))
      gtk_widget_grab_focus (GTK_WIDGET (self->replay_view));
  }
  update_replay_panel (self);
}

/* Leaves the replay, without showing the game again (another follows). */
static void
stop_replay (TessWindow *self)
{
  if (!replaying (self))
    return;
  tess_replay_view_stop (self->replay_view);
  gtk_stack_set_visible_child_name (self->content_stack, "game");
  tess_history_panel_set_selected (self->history_panel, GTK_INVALID_LIST_POSITION);
}

/* Back to the game, as it was left. */
static void
leave_replay (TessWindow *self)
{
  if (!replaying (self))
    return;
  stop_replay (self);
  if (self->game != NULL)
    {
      show_players_of (self, self->game);
      on_ai_thinking (self);
      update_status (self);
    }
  if (self->ai_player != NULL)
    tess_ai_player_set_paused (self->ai_player, FALSE);
  update_history_actions (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
on_move_selected (TessWindow       *self,
                  guint             position,
                  TessHistoryPanel *panel)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.show-move", "u", position + 1);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  gboolean done;

  if (self->game == NULL || replaying (self))
    return;
  cancel_hint (self);
  stop_scoring_show (self);
  if (g_str_equal (action_name, "win.undo"))
    done = tess_game_undo (self->game, &error);
  else
    done = tess_game_redo (self->game, &error);
  if (!done && error != NULL)
    show_error (self, g_str_equal (action_name, "win.undo") ? _("Could Not Undo") : _("Could Not Redo"),
                error->message);
  update_history_actions (self);
}

static void
replay_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  enter_replay (TESS_WINDOW (widget), 0);
}

static void
show_move_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  enter_replay (TESS_WINDOW (widget), g_variant_get_uint32 (param));
}

static void
leave_replay_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  leave_replay (TESS_WINDOW (widget));
}

static void
replay_control_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  TessReplayView *view = self->replay_view;

  if (!replaying (self))
    return;
  if (g_str_equal (action_name, "win.replay-first"))
    tess_replay_view_set_position (view, 0);
  else if (g_str_equal (action_name, "win.replay-back"))
    tess_replay_view_step (view, -1);
  else if (g_str_equal (action_name, "win.replay-forward"))
    tess_replay_view_step (view, 1);
  else if (g_str_equal (action_name, "win.replay-last"))
    tess_replay_view_set_position (view, tess_replay_view_get_n_positions (view) - 1);
  else if (g_str_equal (action_name, "win.replay-play"))
    tess_replay_view_set_playing (view, !tess_replay_view_get_playing (view));
  else if (g_str_equal (action_name, "win.replay-slower"))
    tess_replay_view_change_speed (view, FALSE);
  else if (g_str_equal (action_name, "win.replay-faster"))
    tess_replay_view_change_speed (view, TRUE);
  update_history_actions (self);
}

/* A new game from the position shown: the record cut there, same seed,
 * same tiles to come; what was played after stays to be redone. */
static void
play_from_here_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) copy = NULL;
  g_autoptr(TessGame) game = NULL;
  g_autofree char *text = NULL;
  guint moves;

  if (!replaying (self) || self->game == NULL)
    return;
  moves = tess_replay_view_get_n_moves (self->replay_view);
  copy = tess_record_copy (tess_game_get_record (self->game));
  game = tess_game_new_from_record (copy, &error);
  if (game == NULL || !tess_game_play_from (game, moves, &error))
    {
      show_error (self, _("Could Not Play from Here"), error->message);
      return;
    }
  tess_window_set_game (self, game, NULL);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  /* Translators: after "Play from Here" in a replay; %u is a move number. */
  text = g_strdup_printf (_("A new game from move %u, with the same tiles to come"), moves);
  show_toast (self, text);
}

/* ------------------------------------------------------------ GObject */

static void
on_info_text (TessWindow    *self,
              GParamSpec    *pspec,
              TessBoardView *board)
{
  const char *text = tess_board_view_get_info_text (board);

  gtk_label_set_label (self->info_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->info_label), text != NULL);
}

static void
on_rotation (TessWindow    *self,
             GParamSpec    *pspec,
             TessBoardView *board)
{
  if (self->game != NULL && tess_game_get_phase (self->game) == TESS_GAME_PHASE_PLACE_TILE)
    update_hand (self);
}

static gboolean
tess_window_close_request (GtkWindow *window)
{
  TessWindow *self = TESS_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_delay (self->settings);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  if (!gtk_window_is_maximized (window))
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_apply (self->settings);

  return GTK_WINDOW_CLASS (tess_window_parent_class)->close_request (window);
}

static void
tess_window_dispose (GObject *object)
{
  TessWindow *self = TESS_WINDOW (object);

  g_clear_handle_id (&self->final_timeout, g_source_remove);
  g_clear_handle_id (&self->toast_idle, g_source_remove);
  cancel_hint (self);
  if (self->ai_player != NULL)
    g_signal_handlers_disconnect_by_data (self->ai_player, self);
  g_clear_object (&self->ai_player);
  if (self->game != NULL)
    {
      tess_game_cancel_thinking (self->game);
      g_signal_handlers_disconnect_by_data (self->game, self);
    }
  if (self->summary != NULL)
    gtk_window_destroy (self->summary);
  g_clear_weak_pointer (&self->summary);

  gtk_widget_dispose_template (GTK_WIDGET (self), TESS_TYPE_WINDOW);
  self->hint_layer = NULL;
  self->hint_stack = NULL;

  g_clear_object (&self->history);
  g_clear_object (&self->game);
  g_clear_object (&self->file);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tess_window_parent_class)->dispose (object);
}

static void
tess_window_finalize (GObject *object)
{
  TessWindow *self = TESS_WINDOW (object);

  g_clear_pointer (&self->player_rows, g_ptr_array_unref);
  g_clear_pointer (&self->remaining_labels, g_ptr_array_unref);
  g_clear_pointer (&self->remaining_children, g_ptr_array_unref);
  g_string_free (self->pending_toast, TRUE);

  G_OBJECT_CLASS (tess_window_parent_class)->finalize (object);
}

static void
tess_window_class_init (TessWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tess_window_dispose;
  object_class->finalize = tess_window_finalize;
  window_class->close_request = tess_window_close_request;

  g_type_ensure (TESS_TYPE_BOARD_VIEW);
  g_type_ensure (TESS_TYPE_SCORE_TRACK);
  g_type_ensure (TESS_TYPE_HISTORY_PANEL);
  g_type_ensure (TESS_TYPE_REPLAY_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tesseragame/Tessera/tess-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TessWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, board);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, hand_card);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, hand_label);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, hand_box);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, rotate_box);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, hand_hint);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, follower_bar);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, follower_label);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, info_label);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, players_list);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, score_track);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, tiles_left_label);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, remaining_box);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, history_panel);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, content_stack);
  gtk_widget_class_bind_template_child (widget_class, TessWindow, replay_view);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.start-game", NULL, start_game_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.replay", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "win.show-move", "u", show_move_action);
  gtk_widget_class_install_action (widget_class, "win.leave-replay", NULL, leave_replay_action);
  gtk_widget_class_install_action (widget_class, "win.replay-first", NULL, replay_control_action);
  gtk_widget_class_install_action (widget_class, "win.replay-back", NULL, replay_control_action);
  gtk_widget_class_install_action (widget_class, "win.replay-forward", NULL, replay_control_action);
  gtk_widget_class_install_action (widget_class, "win.replay-last", NULL, replay_control_action);
  gtk_widget_class_install_action (widget_class, "win.replay-play", NULL, replay_control_action);
  gtk_widget_class_install_action (widget_class, "win.replay-slower", NULL, replay_control_action);
  gtk_widget_class_install_action (widget_class, "win.replay-faster", NULL, replay_control_action);
  gtk_widget_class_install_action (widget_class, "win.play-from-here", NULL, play_from_here_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "win.replay", NULL);
  gtk_widget_class_install_action (widget_class, "win.show-summary", NULL, show_summary_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-panel", NULL, toggle_panel_action);
  gtk_widget_class_install_action (widget_class, "win.rotate-cw", NULL, rotate_action);
  gtk_widget_class_install_action (widget_class, "win.rotate-ccw", NULL, rotate_action);
  gtk_widget_class_install_action (widget_class, "win.place-tile", "(iii)", place_tile_action);
  gtk_widget_class_install_action (widget_class, "win.place-follower", "i", place_follower_action);
  gtk_widget_class_install_action (widget_class, "win.no-follower", NULL, no_follower_action);
  gtk_widget_class_install_action (widget_class, "win.take-back", NULL, take_back_action);
  gtk_widget_class_install_action (widget_class, "win.select-tile", "i", select_tile_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.fit-board", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "win.hint", NULL);
}

static void
tess_window_init (TessWindow *self)
{
  g_autoptr(GError) error = NULL;

  self->player_rows = g_ptr_array_new ();
  self->remaining_labels = g_ptr_array_new ();
  self->remaining_children = g_ptr_array_new ();
  self->pending_toast = g_string_new (NULL);
  self->autosave = TRUE;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);

  /* The hint: a lightbulb in the header bar, and its drawing over the
   * board (under the cards). */
  {
    GtkWidget *overlay = gtk_widget_get_parent (GTK_WIDGET (self->board));
    GtkWidget *header = find_header_bar (GTK_WIDGET (self));
    GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (self)));
    GtkWidget *button = gtk_button_new ();
    GtkWidget *stack = gtk_stack_new ();

    self->hint_layer = TESS_HINT_LAYER (tess_hint_layer_new (self->board));
    gtk_overlay_add_overlay (GTK_OVERLAY (overlay), GTK_WIDGET (self->hint_layer));
    gtk_widget_insert_after (GTK_WIDGET (self->hint_layer), overlay, GTK_WIDGET (self->board));

    /* The application adds its icons; a window on its own (tests) too. */
    if (!gtk_icon_theme_has_icon (theme, "tess-hint-symbolic"))
      gtk_icon_theme_add_resource_path (theme, "/io/github/tesseragame/Tessera/icons");
    gtk_stack_add_named (GTK_STACK (stack), gtk_image_new_from_icon_name ("tess-hint-symbolic"), "idle");
    gtk_stack_add_named (GTK_STACK (stack), gtk_spinner_new (), "busy");
    self->hint_stack = GTK_STACK (stack);
    gtk_button_set_child (GTK_BUTTON (button), stack);
    gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.hint");
    gtk_widget_set_tooltip_text (button, _("Suggest a Move (Ctrl+H)"));
    gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, _("Suggest a Move"),
                                    -1);
    adw_header_bar_pack_end (ADW_HEADER_BAR (header), button);
  }

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_settings_bind (self->settings, "show-dead-cells", self->board, "show-dead-cells", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-feature-value", self->board, "show-feature-value", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-farm-hints", self->board, "show-farm-hints", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-remaining-tiles", self->remaining_box, "visible", G_SETTINGS_BIND_GET);

  /* The history and the replay: a move chosen is shown as it was; the
   * replay's keys work wherever the focus is, while it is on. */
  g_signal_connect_object (self->history_panel, "move-selected", G_CALLBACK (on_move_selected), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->replay_view, "notify::position", G_CALLBACK (update_replay_panel), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->replay_view, "notify::n-positions", G_CALLBACK (on_replay_shown_game), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->replay_view, "notify::playing", G_CALLBACK (update_history_actions), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->replay_view, "notify::speed", G_CALLBACK (update_history_actions), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), tess_replay_view_get_shortcuts (self->replay_view));

  g_signal_connect_object (self->board, "notify::info-text", G_CALLBACK (on_info_text), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "notify::rotation", G_CALLBACK (on_rotation), self, G_CONNECT_SWAPPED);

  /* Not there yet: its own issue brings it. */
  update_history_actions (self);

  if (!tess_window_start_game (self, &error))
    g_warning ("Could not start a game: %s", error->message);

  update_actions (self);
}

TessWindow *
tess_window_new (TessApplication *app)
{
  return g_object_new (TESS_TYPE_WINDOW,
                       "application", app,
                       NULL);
}

/* ------------------------------------------------------------ private */

TessReplayView *
tess_window_get_replay_view (TessWindow *self)
{
  g_return_val_if_fail (TESS_IS_WINDOW (self), NULL);

  return self->replay_view;
}

TessHistoryPanel *
tess_window_get_history_panel (TessWindow *self)
{
  g_return_val_if_fail (TESS_IS_WINDOW (self), NULL);

  return self->history_panel;
}

TessBoardView *
tess_window_get_board (TessWindow *self)
{
  g_return_val_if_fail (TESS_IS_WINDOW (self), NULL);

  return self->board;
}

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

GFile *
tess_window_get_file (TessWindow *self)
{
  g_return_val_if_fail (TESS_IS_WINDOW (self), NULL);

  return self->file;
}

/* Returns: (nullable): what plays the computer seats of the game */
TessAiPlayer *
tess_window_get_ai_player (TessWindow *self)
{
  g_return_val_if_fail (TESS_IS_WINDOW (self), NULL);

  return self->ai_player;
}

TessHintLayer *
tess_window_get_hint_layer (TessWindow *self)
{
  g_return_val_if_fail (TESS_IS_WINDOW (self), NULL);

  return self->hint_layer;
}

/* Whether games in this window autosave (on by default). */
void
tess_window_set_autosave (TessWindow *self,
                          gboolean    autosave)
{
  g_return_if_fail (TESS_IS_WINDOW (self));

  self->autosave = autosave;
  if (self->game != NULL)
    {
      g_autofree char *path = autosave ? tess_game_default_autosave_file () : NULL;

      tess_game_set_autosave_file (self->game, path);
    }
}
