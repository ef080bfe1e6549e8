/* tess-window-scoring.c: what the window tells the player: toasts,
 * messages, the final scoring's show and the summary
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-accessible.h"
#include "tess-game-sentences.h"
#include "tess-summary-dialog.h"
#include "tess-window-private.h"

/* The final scoring is shown category by category, this long each. */
#define FINAL_STEP_MS 2200

/* ------------------------------------------------------------ messages */

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

/* Lit until the next action: a monastery with the tiles around it, a
 * shared feature violet. */
static void
highlight_event (TessWindow          *self,
                 const TessGameEvent *event)
{
  g_autoptr(GArray) cells = tess_game_get_scored_cells (tess_window_get_game (self), event);

  if (cells->len > 0)
    tess_board_view_light_scoring (self->board, cells, event->scorers);
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

  text = tess_game_scoring_sentence (game, event);
  tess_announcer_add_scoring (self->announcer, text);
}

void
_tess_window_on_tile_discarded (TessWindow *self,
                                int         player,
                                int         type,
                                TessGame   *game)
{
  g_autofree char *text = tess_game_discard_sentence (game, player, type);

  tess_announcer_show_toast (self->announcer, text);
}

/* A turn passed over a player without a tile to play, which the board
 * does not show: in the toast of the move's scorings. A screen reader
 * hears it with the move, whose history row says it too. */
void
_tess_window_on_turn_passed (TessWindow *self,
                             const char *sentences,
                             TessGame   *game)
{
  tess_announcer_add_scoring (self->announcer, sentences);
  /* Traders & Builders: the goods the move took, if it took any. */
  _tess_window_fly_goods (self);
}

void
_tess_window_present_summary (TessWindow *self)
{
  TessSummaryDialog *summary;

  /* The game is over: no light of its last scoring stays over the map. */
  tess_board_view_clear_scoring (self->board);
  /* A lesson's final scoring is told in the lesson's card. */
  if (_tess_window_in_lesson (self))
    return;
  if (self->summary != NULL)
    {
      gtk_window_present (self->summary);
      return;
    }
  summary = tess_summary_dialog_new (tess_window_get_game (self));
  /* The last move and the end are said before the scores take the
   * focus: Orca hears only the active window. The scores are the new
   * window's to say, its headline having the focus. */
  tess_announcer_flush (self->announcer);
  gtk_window_set_transient_for (GTK_WINDOW (summary), GTK_WINDOW (self));
  g_set_weak_pointer (&self->summary, GTK_WINDOW (summary));
  tess_accessible_watch_window (GTK_WINDOW (summary));
  gtk_window_present (GTK_WINDOW (summary));
}

/* A feature of the final scoring lit, and for a farm the completed
 * cities it supplies, in white, as the replay lights them. */
static void
light_final_event (TessWindow          *self,
                   const TessGameEvent *event)
{
  highlight_event (self, event);
  if (event->feature == TESS_FEATURE_FIELD)
    {
      g_autoptr(GArray) cities = tess_game_get_farm_cities (tess_window_get_game (self),
                                                            event->placement, event->feature_index);

      if (cities->len > 0)
        tess_board_view_light_scoring (self->board, cities, 0);
    }
}

/* One step of the final scoring: light up a category and say who scored
 * what for it. A lesson goes one feature at a time, with the sentence of
 * each: a learner sees whose monastery scored what. */
static gboolean
final_step (gpointer user_data)
{
  TessWindow *self = user_data;
  TessGame *game = tess_window_get_game (self);
  gboolean one_by_one = _tess_window_in_lesson (self);

  self->final_timeout = 0;
  while (self->final_step < TESS_GAME_N_CATEGORIES)
    {
      g_autoptr(GPtrArray) events = tess_game_get_final_events (game, self->final_step);
      g_autofree char *text = NULL;

      if (self->final_event >= events->len)
        {
          self->final_step++;
          self->final_event = 0;
          continue;
        }

      tess_board_view_clear_scoring (self->board);
      if (one_by_one)
        {
          const TessGameEvent *event = g_ptr_array_index (events, self->final_event++);

          light_final_event (self, event);
          text = tess_game_scoring_sentence (game, event);
        }
      else
        {
          for (guint i = 0; i < events->len; i++)
            light_final_event (self, g_ptr_array_index (events, i));
          self->final_event = events->len;
          text = tess_game_final_scoring_sentence (game, self->final_step);
        }
      if (text != NULL)
        tess_announcer_show_toast (self->announcer, text);

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
  tess_announcer_queue_moves (self->announcer);
  self->final_step = 0;
  self->final_event = 0;
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
  tess_announcer_stop (self->announcer);
  if (self->summary != NULL)
    gtk_window_destroy (self->summary);
  tess_board_view_clear_highlights (self->board);
  tess_board_view_clear_scoring (self->board);
}


/* ------------------------------------------------------------ the game is over */

/* Says that the game is over, with the scores one click away; not while
 * the replay shows the game (its bar would be covered). */
void
_tess_window_show_game_over_toast (TessWindow *self)
{
  if (!_tess_window_replaying (self))
    tess_announcer_show_game_over (self->announcer);
}
