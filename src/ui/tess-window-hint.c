/* tess-window-hint.c: the suggested move
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hard level's move for the person to play, thought of in a worker
 * thread, then shown on the board (the hint layer) with its reason in
 * a toast; never played for them.
 */

#define G_LOG_DOMAIN "tess-window"

#include "config.h"

#include "tess-window-private.h"

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
  gtk_stack_set_visible_child_name (self->hint_stack, busy ? "busy" : "idle");
  gtk_spinner_set_spinning (self->hint_spinner, busy);
}

/* Stops a hint being thought of, and puts out the one shown. */
void
_tess_window_cancel_hint (TessWindow *self)
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
      !tess_game_get_pending (tess_window_get_game (self), &x, &y, &rot) ||
      x != choice->x || y != choice->y || rot != choice->rot ||
      tess_game_get_tile (tess_window_get_game (self)) != choice->type)
    return;

  /* The hint's figure (the big follower, the builder, the pig when it
   * says so), whose spots the board then offers. */
  tess_board_view_set_figure (self->board, choice->figure);
  options = tess_game_get_figure_options (tess_window_get_game (self), tess_board_view_get_figure (self->board));
  for (guint i = 0; i < options->len; i++)
    if (g_array_index (options, int, i) == choice->feature)
      {
        /* The board's Tab goes from "none" through the spots in this order. */
        for (guint k = 0; k <= i; k++)
          gtk_widget_activate_action (GTK_WIDGET (self->board), "board.next-spot", NULL);
        break;
      }
}

/* After a change of the game, once the board has followed it: a tile a
 * person laid where the hint said takes the hint's follower spot. */
void
_tess_window_select_hint_spot (TessWindow *self)
{
  if (tess_window_get_game (self) != NULL &&
      tess_game_get_phase (tess_window_get_game (self)) == TESS_GAME_PHASE_PLACE_FOLLOWER &&
      _tess_window_turn_is_local (self))
    select_hint_spot (self);
}

/* A tile laid: a computer's lights up a moment in its colour, to be
 * seen. */
void
_tess_window_on_tile_placed (TessWindow *self,
                             int         x,
                             int         y,
                             int         rot,
                             TessGame   *game)
{
  /* Whoever lays the tile takes the goods of the cities it completes. */
  _tess_window_goods_note_mover (self, tess_game_get_current_player (game));
  /* A person's: the hint's spot is chosen once the board has its spots
   * (_tess_window_select_hint_spot(), on ::changed). */
  if (_tess_window_turn_is_local (self))
    return;
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
      if (tess_game_get_phase (tess_window_get_game (self)) == TESS_GAME_PHASE_PLACE_TILE &&
          choice->type != tess_game_get_tile (tess_window_get_game (self)))
        tess_game_select_tile (tess_window_get_game (self), choice->type, NULL);

      tess_hint_layer_show (self->hint_layer, choice);
      if (tess_game_get_phase (tess_window_get_game (self)) == TESS_GAME_PHASE_PLACE_TILE)
        {
          /* The cursor on it, turned its way: Return places it there. */
          tess_board_view_set_rotation (self->board, choice->rot);
          tess_board_view_set_cursor (self->board, choice->x, choice->y);
        }
      else
        select_hint_spot (self);
      gtk_widget_grab_focus (GTK_WIDGET (self->board));
    }
  /* The first start's offer of the lessons stays until dismissed and
   * would keep the reason queued behind it: the player is playing. */
  tess_announcer_dismiss_toast (self->announcer, "lessons-offer");
  tess_announcer_show_toast (self->announcer, reason);
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
  _tess_window_update_actions (self);

  if (choice == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        tess_announcer_show_toast (self->announcer, error->message);
      return;
    }
  /* Too late: the game went on meanwhile. */
  if (tess_window_get_game (self) == NULL || tess_game_get_n_moves (tess_window_get_game (self)) != choice->n_moves || !_tess_window_turn_is_local (self))
    return;
  show_hint (self, choice);
}

/* Asks for a hint, unless one is being thought of. */
void
_tess_window_hint (TessWindow *self)
{
  HintRequest *request;

  if (tess_window_get_game (self) == NULL || !_tess_window_turn_is_local (self) || self->hint_cancellable != NULL ||
      tess_game_get_phase (tess_window_get_game (self)) == TESS_GAME_PHASE_GAME_OVER)
    return;

  tess_hint_layer_clear (self->hint_layer);
  self->hint_cancellable = g_cancellable_new ();
  request = g_new0 (HintRequest, 1);
  g_weak_ref_init (&request->window, self);
  request->cancellable = g_object_ref (self->hint_cancellable);
  tess_game_choose_move_async (tess_window_get_game (self), TESS_AI_HARD,
                               g_settings_get_int (self->settings, "ai-time-budget"), 0,
                               self->hint_cancellable, hint_ready, request);
  set_hint_busy (self, TRUE);
  _tess_window_update_actions (self);
}

