/* tess-replay-view.c: stepping through a game, move by move, explained
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-replay-view"

#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "tess-final-steps.h"

#include "tess-player-row.h"
#include "tess-render.h"
#include "tess-follower-swatch.h"
#include "tess-replay-ghost.h"
#include "tess-replay-note.h"
#include "tess-replay-steps.h"
#include "tess-replay-view.h"
#include "tess-replay-view-private.h"

/* The replay shows a copy of the game (a TessGame of its own, moved with
 * tess_game_seek()), so the game itself never changes and its computer
 * players and autosave are left alone. Each step lights up the tile just
 * placed and the features it scored, on an overlay that follows the
 * board's viewport, and a banner says what happened and why it scored,
 * with the sentences of the game's TessHistory. The buttons and keys
 * are the window's actions (win.replay-*), so tests drive the same path. */

static const double speeds[] = { 0.5, 1.0, 1.5, 2.0, 3.0, 4.0 };
#define DEFAULT_SPEED 2.0

G_DEFINE_FINAL_TYPE (TessReplayView, tess_replay_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ACTIVE,
  PROP_POSITION,
  PROP_N_POSITIONS,
  PROP_PLAYING,
  PROP_SPEED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

guint _tess_replay_view_signals[TESS_REPLAY_VIEW_N_SIGNALS];

static void refresh (TessReplayView *self);

/* ------------------------------------------------------------ the position */

static TessHistoryItem *
item_at (TessReplayView *self,
         guint           position)
{
  if (self->history == NULL || position == 0)
    return NULL;
  /* The final scoring's steps are all the final item's. */
  position = MIN (position, self->n_moves + 1);
  return g_list_model_get_item (G_LIST_MODEL (self->history), position - 1);
}

TessHistoryItem *
_tess_replay_view_item_at (TessReplayView *self,
                           guint           position)
{
  return item_at (self, position);
}

/* The step of the final scoring shown (from 0), -1 before the steps. */
static int
final_step (TessReplayView *self)
{
  return self->position > self->n_moves + 1 ? (int) (self->position - self->n_moves - 2) : -1;
}

static void
on_step_chosen (guint    step,
                gpointer user_data)
{
  TessReplayView *self = user_data;

  tess_replay_view_set_position (self, self->n_moves + 2 + step);
}

/* In the final scoring, the scores so far: before it, then after each
 * step, so that the class can follow the running total. */
static void
show_so_far (TessReplayView  *self,
             TessHistoryItem *item)
{
  g_autofree char *text = NULL;
  g_autofree int *scores = NULL;
  g_autofree const char **names = NULL;
  guint n;

  if (item == NULL || !tess_history_item_get_is_final (item))
    {
      gtk_widget_set_visible (GTK_WIDGET (self->so_far_label), FALSE);
      return;
    }
  n = tess_history_item_get_n_players (item);
  scores = g_new0 (int, MAX (n, 1));
  names = g_new0 (const char *, n + 1);
  for (guint p = 0; p < n; p++)
    names[p] = tess_game_get_player_name (self->shown, p);
  tess_final_steps_running (item, final_step (self), scores);
  text = tess_final_steps_scores_text (final_step (self), names, scores, n);
  gtk_label_set_label (self->so_far_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->so_far_label), TRUE);
}

static void
set_banner (TessReplayView  *self,
            TessHistoryItem *item)
{
  g_autofree char *title = NULL;
  const char * const *explanations = NULL;
  const char *action;
  GtkWidget *child;
  int color = -1;

  if (item == NULL)
    {
      title = g_strdup (_("The Start"));
      action = _("The game begins with the start tile on the board. Step through the moves "
                 "with the arrow keys or the buttons below: each move is explained, and "
                 "what it scores lights up on the board.");
    }
  else if (tess_history_item_get_is_final (item))
    {
      int step = final_step (self);
      guint n_steps = tess_history_item_get_n_events (item);

      if (step >= 0 && (guint) step < n_steps)
        {
          const TessGameEvent *ev = tess_history_item_get_event (item, step);

          title = tess_final_step_title (tess_final_step_kind (ev->feature, ev->rule), step + 1, n_steps);
        }
      else
        title = g_strdup (_("Final Scoring"));
      action = tess_history_item_get_action (item);
      explanations = tess_history_item_get_explanations (item);
    }
  else
    {
      int player = tess_history_item_get_player (item);

      /* Translators: the replay's title: "Move 12 of 71: Ana". */
      title = g_strdup_printf (_("Move %u of %u: %s"), tess_history_item_get_number (item),
                               self->n_moves, tess_history_item_get_player_name (item));
      action = tess_history_item_get_action (item);
      explanations = tess_history_item_get_explanations (item);
      if (player >= 0 && (guint) player < tess_game_get_n_players (self->shown))
        color = tess_game_get_player_color (self->shown, player);
    }

  gtk_label_set_label (self->title_label, title);
  gtk_label_set_label (self->action_label, action);
  show_so_far (self, item);
  tess_follower_swatch_set_color (self->swatch, color);
  gtk_widget_set_visible (GTK_WIDGET (self->swatch), color >= 0);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->scores_box))) != NULL)
    gtk_box_remove (self->scores_box, child);
  for (guint i = 0; explanations != NULL && explanations[i] != NULL; i++)
    {
      GtkWidget *label;

      /* The final scoring's steps are buttons (tess-replay-steps.c). */
      if (item != NULL && tess_history_item_get_is_final (item) &&
          i >= g_strv_length ((char **) explanations) - tess_history_item_get_n_events (item))
        break;
      label = gtk_label_new (explanations[i]);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 46);
      gtk_label_set_width_chars (GTK_LABEL (label), 30);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "replay-scoring");
      gtk_box_append (self->scores_box, label);
    }
  if (item != NULL && tess_history_item_get_is_final (item))
    tess_replay_steps_fill (self->scores_box, item, final_step (self), on_step_chosen, self);
  gtk_widget_set_visible (self->scores_scroller, explanations != NULL && explanations[0] != NULL);
  tess_replay_note_show (&self->note, self->game, item);
  /* The sentences scroll when the card would not hold them whole above
   * the controls (tess-replay-view-sight.c keeps it there): never cut. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scores_scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
}

static void
update_controls (TessReplayView *self)
{
  g_autofree char *position = NULL;
  g_autofree char *speed = NULL;

  self->setting_scale = TRUE;
  gtk_adjustment_configure (self->adjustment, self->position, 0,
                            MAX (1, self->n_positions) - 1, 1, 10, 0);
  self->setting_scale = FALSE;

  if (self->position > self->n_moves)
    /* Translators: the replay's position when it shows the final scoring. */
    position = g_strdup (C_("replay position", "End"));
  else
    /* Translators: the replay's position: the moves shown of all of them. */
    position = g_strdup_printf (_("%u / %u"), self->position, self->n_moves);
  gtk_label_set_label (self->position_label, position);

  /* Translators: the replay's speed, in seconds from one move to the next. */
  speed = g_strdup_printf (_("%g s a move"), self->speed);
  gtk_label_set_label (self->speed_label, speed);

  gtk_button_set_icon_name (self->play_button, self->playing ? "media-playback-pause-symbolic"
                                                             : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->play_button),
                               self->playing ? _("Pause (Space)") : _("Play (Space)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->play_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->playing ? _("Pause") : _("Play"),
                                  -1);
}

static void
refresh (TessReplayView *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessHistoryItem) item = NULL;

  g_ptr_array_set_size (self->marks, 0);
  self->has_placed = FALSE;
  tess_replay_ghost_stop (&self->ghost);
  /* A note being written is kept, on the move it was written on; what
   * the pen drew and was not kept goes with the step. */
  tess_replay_view_commit_note (self);
  _tess_replay_view_wipe_ink (self);

  if (self->shown == NULL)
    return;

  if (!tess_game_seek (self->shown, MIN (self->position, self->n_moves), self->position > self->n_moves,
                       &error))
    g_warning ("The replay cannot show move %u: %s", self->position, error->message);

  item = item_at (self, self->position);
  if (item != NULL)
    {
      gboolean final = tess_history_item_get_is_final (item);

      int step = final_step (self);

      /* The players' scores follow the final scoring step by step, as
       * the card's "Scores so far" does. */
      if (final)
        {
          int running[TESS_MAX_PLAYERS] = { 0 }, held[TESS_MAX_PLAYERS] = { 0 };

          tess_final_steps_running (item, step, running);
          for (guint p = 0; p < tess_history_item_get_n_players (item); p++)
            held[p] = tess_history_item_get_score (item, p) - running[p];
          tess_game_hold_back_points (self->shown, held);
        }

      /* The final scoring lights one feature a step, none before. */
      if (final && step >= 0 && (guint) step < tess_history_item_get_n_events (item))
        _tess_replay_view_add_step_marks (self, tess_history_item_get_event (item, step));
      else if (!final)
        for (guint i = 0; i < tess_history_item_get_n_events (item); i++)
          _tess_replay_view_add_mark (self, tess_history_item_get_event (item, i));
      if (!final && !tess_history_item_get_discard (item))
        {
          int player = tess_history_item_get_player (item);

          self->has_placed = TRUE;
          self->placed_x = tess_history_item_get_x (item);
          self->placed_y = tess_history_item_get_y (item);
          self->placed_color = tess_game_get_player_color (self->shown, MAX (0, player));
        }
    }

  /* A follower that went back at once is shown for its step. */
  tess_replay_ghost_show (&self->ghost, GTK_WIDGET (self->marks_area), self->shown, item);

  set_banner (self, item);
  update_controls (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->marks_area));
  _tess_replay_view_schedule_sight (self);
}

/* Whether the step shown draws a follower that scored on the move it was
 * placed and went back at once; where, and on which feature of the tile. */
gboolean
tess_replay_view_get_returned_follower (TessReplayView *self,
                                        int            *x,
                                        int            *y,
                                        int            *feature)
{
  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), FALSE);

  if (x != NULL)
    *x = self->ghost.x;
  if (y != NULL)
    *y = self->ghost.y;
  if (feature != NULL)
    *feature = self->ghost.feature;
  return self->active && self->ghost.active;
}

gboolean
tess_replay_view_get_returned_follower_spot (TessReplayView *self,
                                             double         *x,
                                             double         *y)
{
  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), FALSE);

  if (!self->active || !self->ghost.active)
    return FALSE;
  tess_replay_ghost_get_spot (&self->ghost, self->shown, x, y);
  return TRUE;
}

/* Makes the shown game anew from the game's record (at the start, and
 * when the game gained or lost moves meanwhile). */
static gboolean
rebuild (TessReplayView  *self,
         GError         **error)
{
  g_autoptr(TessRecord) copy = tess_record_copy (tess_game_get_record (self->game));
  g_autoptr(TessGame) shown = tess_game_new_from_record (copy, error);
  guint n_items;

  if (shown == NULL)
    return FALSE;

  g_set_object (&self->shown, shown);
  self->n_moves = tess_game_get_n_moves (shown);
  n_items = g_list_model_get_n_items (G_LIST_MODEL (self->history));
  /* The history may lag behind a move being played: trust the record. */
  self->n_positions = MIN (n_items, self->n_moves + 1) + 1;
  self->n_steps = 0;
  if (n_items > self->n_moves)
    {
      g_autoptr(TessHistoryItem) final = g_list_model_get_item (G_LIST_MODEL (self->history),
                                                                self->n_moves);

      if (tess_history_item_get_is_final (final))
        self->n_steps = tess_history_item_get_n_events (final);
    }
  self->n_positions += self->n_steps;
  if (self->position >= self->n_positions)
    self->position = self->n_positions - 1;

  /* Ticks where something scored: where a lesson has something to say. */
  gtk_scale_clear_marks (self->scale);
  for (guint i = 0; i < MIN (n_items, self->n_moves + 1); i++)
    {
      g_autoptr(TessHistoryItem) item = g_list_model_get_item (G_LIST_MODEL (self->history), i);
      gboolean scored = FALSE;

      for (guint k = 0; k < tess_history_item_get_n_events (item); k++)
        if (tess_history_item_get_event (item, k)->points > 0)
          scored = TRUE;
      if (scored && !tess_history_item_get_is_final (item))
        gtk_scale_add_mark (self->scale, i + 1, GTK_POS_BOTTOM, NULL);
    }

  tess_board_view_set_game (self->board, shown);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_POSITIONS]);
  return TRUE;
}

static void
on_history_changed (TessReplayView *self)
{
  g_autoptr(GError) error = NULL;

  if (!self->active)
    return;
  if (!rebuild (self, &error))
    {
      g_warning ("The replay cannot follow the game: %s", error->message);
      return;
    }
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
}

/* ------------------------------------------------------------ playing */

static void schedule_step (TessReplayView *self);

static gboolean
play_step (gpointer user_data)
{
  TessReplayView *self = user_data;

  self->play_timeout = 0;
  if (self->position + 1 < self->n_positions)
    tess_replay_view_set_position (self, self->position + 1);
  if (self->position + 1 >= self->n_positions)
    tess_replay_view_set_playing (self, FALSE);
  else
    schedule_step (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_step (TessReplayView *self)
{
  g_clear_handle_id (&self->play_timeout, g_source_remove);
  if (self->playing)
    self->play_timeout = g_timeout_add ((guint) (self->speed * 1000), play_step, self);
}

static void
on_scale_changed (TessReplayView *self,
                  GtkAdjustment  *adjustment)
{
  double value = gtk_adjustment_get_value (adjustment);

  if (self->setting_scale || !self->active)
    return;
  tess_replay_view_set_position (self, (guint) MAX (0, round (value)));
}

static void
on_viewport_changed (TessReplayView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self->marks_area));
}

/* ------------------------------------------------------------ GObject */

/* The keys go to the replay's controls, never to a board out of sight. */
static gboolean
tess_replay_view_grab_focus (GtkWidget *widget)
{
  TessReplayView *self = TESS_REPLAY_VIEW (widget);

  return gtk_widget_grab_focus (GTK_WIDGET (self->play_button));
}

static void
tess_replay_view_dispose (GObject *object)
{
  TessReplayView *self = TESS_REPLAY_VIEW (object);
  GtkWidget *child;

  g_clear_handle_id (&self->play_timeout, g_source_remove);
  _tess_replay_view_stop_sight (self);
  _tess_replay_view_stop_bar (self);
  tess_replay_ghost_stop (&self->ghost);
  g_signal_group_set_target (self->history_signals, NULL);
  g_signal_group_set_target (self->game_signals, NULL);
  tess_replay_note_clear (&self->note);
  g_clear_pointer (&self->ink, tess_drawing_unref);
  g_clear_weak_pointer (&self->shortcuts);
  gtk_widget_dispose_template (GTK_WIDGET (self), TESS_TYPE_REPLAY_VIEW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->shown);
  g_clear_object (&self->history);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tess_replay_view_parent_class)->dispose (object);
}

static void
tess_replay_view_finalize (GObject *object)
{
  TessReplayView *self = TESS_REPLAY_VIEW (object);

  g_clear_pointer (&self->marks, g_ptr_array_unref);
  g_object_unref (self->history_signals);
  g_object_unref (self->game_signals);

  G_OBJECT_CLASS (tess_replay_view_parent_class)->finalize (object);
}

static void
tess_replay_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TessReplayView *self = TESS_REPLAY_VIEW (object);

  switch (prop_id)
    {
    case PROP_ACTIVE:
      g_value_set_boolean (value, self->active);
      break;
    case PROP_POSITION:
      g_value_set_uint (value, self->position);
      break;
    case PROP_N_POSITIONS:
      g_value_set_uint (value, self->n_positions);
      break;
    case PROP_PLAYING:
      g_value_set_boolean (value, self->playing);
      break;
    case PROP_SPEED:
      g_value_set_double (value, self->speed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_replay_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TessReplayView *self = TESS_REPLAY_VIEW (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      tess_replay_view_set_position (self, g_value_get_uint (value));
      break;
    case PROP_PLAYING:
      tess_replay_view_set_playing (self, g_value_get_boolean (value));
      break;
    case PROP_SPEED:
      tess_replay_view_set_speed (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_replay_view_class_init (TessReplayViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tess_replay_view_dispose;
  object_class->finalize = tess_replay_view_finalize;
  object_class->get_property = tess_replay_view_get_property;
  object_class->set_property = tess_replay_view_set_property;
  widget_class->grab_focus = tess_replay_view_grab_focus;

  g_type_ensure (TESS_TYPE_FOLLOWER_SWATCH);

  properties[PROP_ACTIVE] =
    g_param_spec_boolean ("active", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_POSITIONS] =
    g_param_spec_uint ("n-positions", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYING] =
    g_param_spec_boolean ("playing", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SPEED] =
    g_param_spec_double ("speed", NULL, NULL, TESS_REPLAY_MIN_SPEED, TESS_REPLAY_MAX_SPEED, DEFAULT_SPEED,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TessReplayView::note-written:
   * @move: the move whose note the teacher wrote, changed or deleted
   */
  _tess_replay_view_signals[TESS_REPLAY_VIEW_SIGNAL_NOTE_WRITTEN] =
    g_signal_new ("note-written", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  g_type_ensure (TESS_TYPE_BOARD_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tesseragame/Tessera/tess-replay-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TessReplayView, board);
  gtk_widget_class_bind_template_child_full (widget_class, "marks", FALSE,
                                             G_STRUCT_OFFSET (TessReplayView, marks_area));
  gtk_widget_class_bind_template_child (widget_class, TessReplayView, banner);
  gtk_widget_class_bind_template_child (widget_class, TessReplayView, bar);
  gtk_widget_class_bind_template_child (widget_class, TessReplayView, controls);
  gtk_widget_class_bind_template_child (widget_class, TessReplayView, swatch);
  gtk_widget_class_bind_template_child (widget_class, TessReplayView, title_label);
  gtk_widget_class_bind_template_child (widget_class, TessReplayView, action_label);
  gtk_widget_class_bind_template_child (widget_class, TessReplayView, so_far_label);
  gtk_widget_class_bind_template_child (widget_class, TessReplayView, note_label);
  gtk_widget_class_bind_template_child (widget_class, TessReplayView, note_entry);
  gtk_widget_class_bind_template_child (widget_class, TessReplayView, scores_scroller);
  gtk_widget_class_bind_template_child (widget_class, TessReplayView, scores_box);
  gtk_widget_class_bind_template_child (widget_class, TessReplayView, scale);
  gtk_widget_class_bind_template_child (widget_class, TessReplayView, adjustment);
  gtk_widget_class_bind_template_child (widget_class, TessReplayView, position_label);
  gtk_widget_class_bind_template_child (widget_class, TessReplayView, play_button);
  gtk_widget_class_bind_template_child (widget_class, TessReplayView, speed_label);
  gtk_widget_class_bind_template_child (widget_class, TessReplayView, pen_button);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "replayview");
}

static void
tess_replay_view_init (TessReplayView *self)
{
  self->marks = g_ptr_array_new_with_free_func (_tess_replay_mark_free);
  self->speed = DEFAULT_SPEED;
  self->history_signals = g_signal_group_new (TESS_TYPE_HISTORY);
  g_signal_group_connect_object (self->history_signals, "items-changed", G_CALLBACK (on_history_changed), self,
                                 G_CONNECT_SWAPPED);
  gtk_widget_init_template (GTK_WIDGET (self));
  _tess_replay_view_init_sight (self);
  _tess_replay_view_init_notes (self);
  _tess_replay_view_init_pen (self);
  _tess_replay_view_init_bar (self);

  gtk_drawing_area_set_draw_func (self->marks_area, _tess_replay_view_draw_marks, self, NULL);
  g_signal_connect_object (self->adjustment, "value-changed", G_CALLBACK (on_scale_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (tess_board_view_get_viewport (self->board), "changed",
                           G_CALLBACK (on_viewport_changed), self, G_CONNECT_SWAPPED);
  update_controls (self);
}

/* ------------------------------------------------------------ public */

GtkWidget *
tess_replay_view_new (void)
{
  return g_object_new (TESS_TYPE_REPLAY_VIEW, NULL);
}

gboolean
tess_replay_view_start (TessReplayView  *self,
                        TessGame        *game,
                        TessHistory     *history,
                        guint            position,
                        GError         **error)
{
  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), FALSE);
  g_return_val_if_fail (TESS_IS_GAME (game), FALSE);
  g_return_val_if_fail (TESS_IS_HISTORY (history), FALSE);

  tess_replay_view_stop (self);

  g_set_object (&self->game, game);
  g_set_object (&self->history, history);
  self->position = position;
  if (!rebuild (self, error))
    {
      g_clear_object (&self->game);
      g_clear_object (&self->history);
      return FALSE;
    }
  g_signal_group_set_target (self->history_signals, history);
  g_signal_group_set_target (self->game_signals, game);

  self->active = TRUE;
  if (self->shortcuts != NULL)
    gtk_event_controller_set_propagation_phase (self->shortcuts, GTK_PHASE_CAPTURE);
  tess_board_view_fit (self->board);
  refresh (self);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

void
tess_replay_view_stop (TessReplayView *self)
{
  g_return_if_fail (TESS_IS_REPLAY_VIEW (self));

  if (!self->active)
    return;

  tess_replay_view_set_playing (self, FALSE);
  tess_replay_view_commit_note (self);
  self->active = FALSE;
  if (self->shortcuts != NULL)
    gtk_event_controller_set_propagation_phase (self->shortcuts, GTK_PHASE_NONE);
  g_signal_group_set_target (self->history_signals, NULL);
  g_signal_group_set_target (self->game_signals, NULL);
  tess_board_view_set_game (self->board, NULL);
  g_ptr_array_set_size (self->marks, 0);
  self->has_placed = FALSE;
  g_clear_object (&self->shown);
  g_clear_object (&self->history);
  g_clear_object (&self->game);
  self->position = 0;
  self->n_positions = 0;
  self->n_moves = 0;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

gboolean
tess_replay_view_get_active (TessReplayView *self)
{
  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), FALSE);

  return self->active;
}

TessGame *
tess_replay_view_get_shown_game (TessReplayView *self)
{
  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), NULL);

  return self->shown;
}

TessBoardView *
tess_replay_view_get_board (TessReplayView *self)
{
  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), NULL);

  return self->board;
}

guint
tess_replay_view_get_position (TessReplayView *self)
{
  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), 0);

  return self->position;
}

void
tess_replay_view_set_position (TessReplayView *self,
                               guint           position)
{
  g_return_if_fail (TESS_IS_REPLAY_VIEW (self));

  if (!self->active)
    return;
  position = MIN (position, self->n_positions - 1);
  if (position == self->position)
    {
      update_controls (self);
      return;
    }
  self->position = position;
  refresh (self);
  /* A step by hand while playing: the next one a whole beat later. */
  if (self->playing && self->play_timeout != 0)
    schedule_step (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
}

guint
tess_replay_view_get_n_positions (TessReplayView *self)
{
  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), 0);

  return self->n_positions;
}

guint
tess_replay_view_get_n_moves (TessReplayView *self)
{
  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), 0);

  return MIN (self->position, self->n_moves);
}

void
tess_replay_view_step (TessReplayView *self,
                       int             delta)
{
  gint64 target;

  g_return_if_fail (TESS_IS_REPLAY_VIEW (self));

  target = CLAMP ((gint64) self->position + delta, 0, (gint64) self->n_positions - 1);
  tess_replay_view_set_position (self, (guint) target);
}

gboolean
tess_replay_view_get_playing (TessReplayView *self)
{
  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), FALSE);

  return self->playing;
}

void
tess_replay_view_set_playing (TessReplayView *self,
                              gboolean        playing)
{
  g_return_if_fail (TESS_IS_REPLAY_VIEW (self));

  playing = !!playing && self->active && self->n_positions > 1;
  if (playing == self->playing)
    return;
  self->playing = playing;
  /* Played from the end: from the start again. */
  if (playing && self->position + 1 >= self->n_positions)
    tess_replay_view_set_position (self, 0);
  schedule_step (self);
  update_controls (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYING]);
}

double
tess_replay_view_get_speed (TessReplayView *self)
{
  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), DEFAULT_SPEED);

  return self->speed;
}

void
tess_replay_view_set_speed (TessReplayView *self,
                            double          seconds)
{
  g_return_if_fail (TESS_IS_REPLAY_VIEW (self));

  seconds = CLAMP (seconds, TESS_REPLAY_MIN_SPEED, TESS_REPLAY_MAX_SPEED);
  if (seconds == self->speed)
    return;
  self->speed = seconds;
  if (self->playing)
    schedule_step (self);
  update_controls (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEED]);
}

void
tess_replay_view_change_speed (TessReplayView *self,
                               gboolean        faster)
{
  g_return_if_fail (TESS_IS_REPLAY_VIEW (self));

  /* Faster is fewer seconds a move. */
  if (faster)
    {
      for (int i = G_N_ELEMENTS (speeds) - 1; i >= 0; i--)
        if (speeds[i] < self->speed - 1e-6)
          {
            tess_replay_view_set_speed (self, speeds[i]);
            return;
          }
    }
  else
    {
      for (guint i = 0; i < G_N_ELEMENTS (speeds); i++)
        if (speeds[i] > self->speed + 1e-6)
          {
            tess_replay_view_set_speed (self, speeds[i]);
            return;
          }
    }
}

char *
tess_replay_view_get_text (TessReplayView *self)
{
  GString *text;

  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), NULL);

  text = g_string_new (gtk_label_get_label (self->title_label));
  g_string_append_c (text, '\n');
  g_string_append (text, gtk_label_get_label (self->action_label));
  if (gtk_widget_get_visible (GTK_WIDGET (self->so_far_label)))
    {
      g_string_append_c (text, '\n');
      g_string_append (text, gtk_label_get_label (self->so_far_label));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->scores_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_string_append_c (text, '\n');
      g_string_append (text, tess_replay_steps_line_text (child));
    }
  /* The teacher's note is read with the card. */
  if (gtk_widget_get_visible (GTK_WIDGET (self->note_label)))
    {
      g_string_append_c (text, '\n');
      g_string_append (text, gtk_label_get_label (self->note_label));
    }
  return g_string_free (text, FALSE);
}
