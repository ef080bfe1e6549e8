/* tess-game-session.c: a game in play, with its file, autosave and seats
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a window shows and would lose when it closes lives here, without
 * GTK, so that the tests drive it without a display: the game and the
 * file it came from, the one autosave of the game (a TessAutosave: after
 * each move, debounced, written off the main thread, atomically and
 * durably, flushed when the game leaves or the session goes), the seats
 * and the computer player that plays the computer ones, whether those
 * are held after an undo or paused by a replay, the history of the game
 * explained, and the lesson when one runs (its game replaces the one
 * played, which comes back when the lesson ends; nothing of a lesson is
 * autosaved).
 *
 * A new game comes in through tess_game_session_set_game(): everything
 * that belongs to the game is set before the one notification of "game",
 * so that a view that follows "game" finds the rest already in place.
 */

#define G_LOG_DOMAIN "tess-game-session"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-game-session.h"

struct _TessGameSession
{
  GObject parent_instance;

  TessGame     *game;
  GFile        *file;
  TessHistory  *history;
  GArray       *seats;          /* TessSeatKind, by seat */
  gboolean      remote;         /* some seats are played elsewhere */
  gulong        n_moves_id;     /* on the game */
  gulong        note_id;        /* on the game */

  /* The computer seats: their player, its pace and budget, and why it
   * does not play (held after an undo until a new move or a release;
   * paused while the past is replayed). */
  TessAiPlayer *ai_player;
  guint         ai_pace;
  guint         ai_budget;
  gboolean      computers_held;
  gboolean      stepping;       /* in an undo or redo */
  guint         held_at;
  gboolean      replaying;

  /* Where the game is kept after every move; NULL when nowhere. */
  TessAutosave *autosave;
  gboolean      autosave_enabled;
  GError       *autosave_error;

  /* The lesson shown, and what it put aside. */
  TessLesson   *lesson;
  TessGame     *lesson_saved_game;
  GFile        *lesson_saved_file;
  gboolean      lesson_saved_autosave;
};

G_DEFINE_FINAL_TYPE (TessGameSession, tess_game_session, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_FILE,
  PROP_HISTORY,
  PROP_AI_PLAYER,
  PROP_AI_PACE,
  PROP_AI_BUDGET,
  PROP_COMPUTERS_HELD,
  PROP_REPLAYING,
  PROP_AUTOSAVE_ENABLED,
  PROP_AUTOSAVE_ERROR,
  PROP_LESSON,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ------------------------------------------------------------ the computers */

/* A computer plays when it is not held and the past is not shown. */
static void
update_pause (TessGameSession *self)
{
  if (self->ai_player != NULL)
    tess_ai_player_set_paused (self->ai_player, self->computers_held || self->replaying);
}

static void
set_held (TessGameSession *self,
          gboolean         held)
{
  if (self->computers_held == held)
    return;
  self->computers_held = held;
  update_pause (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTERS_HELD]);
}

static gboolean
has_computers (TessGameSession *self)
{
  for (guint p = 0; p < self->seats->len; p++)
    if (g_array_index (self->seats, TessSeatKind, p) == TESS_SEAT_COMPUTER)
      return TRUE;
  return FALSE;
}

/**
 * tess_game_session_hold_computers:
 *
 * The computer players wait (after an undo: the position can be looked
 * at and talked about) until tess_game_session_release_computers(), or
 * a move played after it (not an undo or a redo).
 *
 * Returns: whether there are computer players to hold
 */
gboolean
tess_game_session_hold_computers (TessGameSession *self)
{
  g_return_val_if_fail (TESS_IS_GAME_SESSION (self), FALSE);

  if (self->ai_player == NULL || !has_computers (self))
    return FALSE;
  if (self->game != NULL)
    self->held_at = tess_game_get_n_moves (self->game);
  set_held (self, TRUE);
  return TRUE;
}

/* The computer players play on (unless a replay is shown: then when it ends). */
void
tess_game_session_release_computers (TessGameSession *self)
{
  g_return_if_fail (TESS_IS_GAME_SESSION (self));

  set_held (self, FALSE);
}

gboolean
tess_game_session_get_computers_held (TessGameSession *self)
{
  g_return_val_if_fail (TESS_IS_GAME_SESSION (self), FALSE);

  return self->computers_held;
}

gboolean
tess_game_session_get_replaying (TessGameSession *self)
{
  g_return_val_if_fail (TESS_IS_GAME_SESSION (self), FALSE);

  return self->replaying;
}

/* While the past is shown, nobody plays on. */
void
tess_game_session_set_replaying (TessGameSession *self,
                                 gboolean         replaying)
{
  g_return_if_fail (TESS_IS_GAME_SESSION (self));

  replaying = !!replaying;
  if (self->replaying == replaying)
    return;
  self->replaying = replaying;
  update_pause (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPLAYING]);
}

static gboolean
undo_or_redo (TessGameSession  *self,
              gboolean          undo,
              GError          **error)
{
  gboolean done;

  if (self->game == NULL)
    return FALSE;
  if (self->remote)
    {
      g_set_error_literal (error, TESS_GAME_ERROR, TESS_GAME_ERROR_PHASE,
                           _("A move of a game played online cannot be taken back."));
      return FALSE;
    }
  /* Held before the undo, so that no computer moves in between. */
  if (undo)
    tess_game_session_hold_computers (self);
  self->stepping = TRUE;
  done = undo ? tess_game_undo (self->game, error) : tess_game_redo (self->game, error);
  self->stepping = FALSE;
  if (self->computers_held)
    self->held_at = tess_game_get_n_moves (self->game);
  return done;
}

/**
 * tess_game_session_undo:
 *
 * Takes back the last move; the computer players wait after it.
 *
 * Returns: whether a move was taken back; %FALSE with @error set when
 *   it could not be
 */
gboolean
tess_game_session_undo (TessGameSession  *self,
                        GError          **error)
{
  g_return_val_if_fail (TESS_IS_GAME_SESSION (self), FALSE);

  return undo_or_redo (self, TRUE, error);
}

/* Plays again the last move taken back. */
gboolean
tess_game_session_redo (TessGameSession  *self,
                        GError          **error)
{
  g_return_val_if_fail (TESS_IS_GAME_SESSION (self), FALSE);

  return undo_or_redo (self, FALSE, error);
}

TessAiPlayer *
tess_game_session_get_ai_player (TessGameSession *self)
{
  g_return_val_if_fail (TESS_IS_GAME_SESSION (self), NULL);

  return self->ai_player;
}

guint
tess_game_session_get_n_seats (TessGameSession *self)
{
  g_return_val_if_fail (TESS_IS_GAME_SESSION (self), 0);

  return self->seats->len;
}

TessSeatKind
tess_game_session_get_seat_kind (TessGameSession *self,
                                 guint            seat)
{
  g_return_val_if_fail (TESS_IS_GAME_SESSION (self), TESS_SEAT_LOCAL);
  g_return_val_if_fail (seat < self->seats->len, TESS_SEAT_LOCAL);

  return g_array_index (self->seats, TessSeatKind, seat);
}

/**
 * tess_game_session_set_remote_seat:
 * @seat: a seat of the session's online game
 *
 * From now on @seat is played elsewhere: an online game gave the seat
 * of the person at this screen to a computer player while they were
 * away.
 */
void
tess_game_session_set_remote_seat (TessGameSession *self,
                                   guint            seat)
{
  g_return_if_fail (TESS_IS_GAME_SESSION (self));
  g_return_if_fail (self->remote);
  g_return_if_fail (seat < self->seats->len);

  g_array_index (self->seats, TessSeatKind, seat) = TESS_SEAT_REMOTE;
}

/**
 * tess_game_session_turn_is_local:
 *
 * Returns: whether the person at the screen plays the current turn (or
 *   the game is over): not when it is a computer's, nor once a lesson's
 *   move is made
 */
gboolean
tess_game_session_turn_is_local (TessGameSession *self)
{
  g_return_val_if_fail (TESS_IS_GAME_SESSION (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  if (!tess_game_session_lesson_allows_move (self))
    return FALSE;
  if (tess_game_get_phase (self->game) == TESS_GAME_PHASE_GAME_OVER)
    return TRUE;
  /* An online game's tile is not drawn yet: nothing to play. */
  if (tess_game_get_external_draws (self->game) && tess_game_get_tile (self->game) < 0)
    return FALSE;
  return tess_game_session_get_seat_kind (self, tess_game_get_current_player (self->game)) == TESS_SEAT_LOCAL;
}

/* ------------------------------------------------------------ the autosave */

/* A failure is notified once, and again when a write works once more. */
static void
on_autosave_written (TessGameSession *self,
                     const GError    *error)
{
  gboolean changed = (error != NULL) != (self->autosave_error != NULL);

  g_clear_error (&self->autosave_error);
  if (error != NULL)
    self->autosave_error = g_error_copy (error);
  if (changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE_ERROR]);
}

/**
 * tess_game_session_get_autosave:
 *
 * Returns: (nullable): what writes the autosave, %NULL when the session
 *   keeps no autosave
 */
TessAutosave *
tess_game_session_get_autosave (TessGameSession *self)
{
  g_return_val_if_fail (TESS_IS_GAME_SESSION (self), NULL);

  return self->autosave;
}

/**
 * tess_game_session_set_autosave_file:
 * @autosave_file: the file the game is kept in from now on
 *
 * Keeps the game in @autosave_file from now on (a window taking on an
 * autosave left by a crash, to offer it): what was still to be written
 * to the last file is written first.
 */
void
tess_game_session_set_autosave_file (TessGameSession *self,
                                     const char      *autosave_file)
{
  g_return_if_fail (TESS_IS_GAME_SESSION (self));
  g_return_if_fail (autosave_file != NULL);

  if (self->autosave != NULL)
    {
      if (g_strcmp0 (tess_autosave_get_file (self->autosave), autosave_file) == 0)
        return;
      g_signal_handlers_disconnect_by_func (self->autosave, on_autosave_written, self);
      g_clear_object (&self->autosave);
    }
  self->autosave = tess_autosave_new (autosave_file);
  g_signal_connect_swapped (self->autosave, "written", G_CALLBACK (on_autosave_written), self);
}

gboolean
tess_game_session_get_autosave_enabled (TessGameSession *self)
{
  g_return_val_if_fail (TESS_IS_GAME_SESSION (self), FALSE);

  return self->autosave_enabled;
}

/* Whether the moves of the game are autosaved (on by default); turned
 * off, what is still to be written is written now. */
void
tess_game_session_set_autosave_enabled (TessGameSession *self,
                                        gboolean         enabled)
{
  g_return_if_fail (TESS_IS_GAME_SESSION (self));

  enabled = !!enabled;
  if (self->autosave_enabled == enabled)
    return;
  self->autosave_enabled = enabled;
  if (!enabled)
    tess_game_session_flush (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE_ENABLED]);
}

/**
 * tess_game_session_get_autosave_error:
 *
 * Returns: (nullable): why the last autosave could not be written, %NULL
 *   when it was
 */
const GError *
tess_game_session_get_autosave_error (TessGameSession *self)
{
  g_return_val_if_fail (TESS_IS_GAME_SESSION (self), NULL);

  return self->autosave_error;
}

/**
 * tess_game_session_flush:
 *
 * Writes the autosave's last move now, and returns once it is on disk:
 * before the game leaves, and when the window closes.
 */
void
tess_game_session_flush (TessGameSession *self)
{
  g_return_if_fail (TESS_IS_GAME_SESSION (self));

  if (self->autosave != NULL)
    tess_autosave_flush (self->autosave);
}

/* ------------------------------------------------------------ the game */

static void
on_n_moves (TessGameSession *self)
{
  /* What the kill test of the app reads to know how far the game got. */
  g_debug ("The game has %u moves", tess_game_get_n_moves (self->game));
  /* An online game is kept by its own file, to come back to it online
   * (Online Games…): offered again as the last game, it would be played
   * here alone, every seat at this screen. */
  if (self->autosave_enabled && self->autosave != NULL && !self->remote)
    tess_autosave_schedule (self->autosave, self->game);
  /* A move played (not undone or redone) after the undo: the game goes on. */
  if (self->computers_held && !self->stepping && tess_game_get_n_moves (self->game) > self->held_at)
    tess_game_session_release_computers (self);
}

/* A teacher's note is kept as a move is: the autosave holds it too. */
static void
on_note_changed (TessGameSession *self)
{
  if (self->autosave_enabled && self->autosave != NULL && !self->remote)
    tess_autosave_schedule (self->autosave, self->game);
}

/* What belongs to the game leaves with it: its thinking stops, its last
 * move is written out. */
static void
detach_game (TessGameSession *self)
{
  g_clear_object (&self->ai_player);
  if (self->game != NULL)
    {
      tess_game_cancel_thinking (self->game);
      g_clear_signal_handler (&self->n_moves_id, self->game);
      g_clear_signal_handler (&self->note_id, self->game);
    }
  tess_game_session_flush (self);
}

static void
set_game (TessGameSession    *self,
          TessGame           *game,
          GFile              *file,
          const TessSeatKind *kinds)
{
  g_object_freeze_notify (G_OBJECT (self));
  detach_game (self);
  g_set_object (&self->game, game);
  g_set_object (&self->file, file);

  g_array_set_size (self->seats, 0);
  for (guint p = 0; p < tess_game_get_n_players (game); p++)
    {
      TessSeatKind kind = tess_game_get_player_kind (game, p) == TESS_AI_NONE ? TESS_SEAT_LOCAL : TESS_SEAT_COMPUTER;

      if (kinds != NULL)
        kind = kinds[p];
      g_array_append_val (self->seats, kind);
    }
  self->remote = kinds != NULL;

  g_clear_object (&self->history);
  self->history = tess_history_new_for_game (game);

  self->n_moves_id = g_signal_connect_swapped (game, "notify::n-moves", G_CALLBACK (on_n_moves), self);
  self->note_id = g_signal_connect_swapped (game, "note-changed", G_CALLBACK (on_note_changed), self);

  /* A new game's computers are not held by the last one's undo, nor
   * paused by its replay. */
  self->computers_held = FALSE;
  self->replaying = FALSE;
  /* A game played with others elsewhere has no computer player here:
   * whoever brings the remote seats' moves plays its computer seats. */
  if (!self->remote)
    {
      self->ai_player = tess_ai_player_new (game);
      g_object_bind_property (self, "ai-pace", self->ai_player, "pace", G_BINDING_SYNC_CREATE);
      g_object_bind_property (self, "ai-budget", self->ai_player, "budget", G_BINDING_SYNC_CREATE);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTERS_HELD]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPLAYING]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AI_PLAYER]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HISTORY]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  g_object_thaw_notify (G_OBJECT (self));
  /* Last, and on its own: whoever follows the game finds the rest set. */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

static void
end_lesson (TessGameSession *self)
{
  g_clear_object (&self->lesson);
  g_clear_object (&self->lesson_saved_game);
  g_clear_object (&self->lesson_saved_file);
  tess_game_session_set_autosave_enabled (self, self->lesson_saved_autosave);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LESSON]);
}

/**
 * tess_game_session_set_game:
 * @game: the game to play
 * @file: (nullable): the file it was opened from, where Save writes
 *
 * Plays @game in the session: the last game's autosave is written out,
 * its computer players stop. A lesson shown ends, and @game takes the
 * place of the game it put aside.
 */
void
tess_game_session_set_game (TessGameSession *self,
                            TessGame        *game,
                            GFile           *file)
{
  g_return_if_fail (TESS_IS_GAME_SESSION (self));
  g_return_if_fail (TESS_IS_GAME (game));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (self->lesson != NULL)
    end_lesson (self);
  set_game (self, game, file, NULL);
}

/**
 * tess_game_session_set_remote_game:
 * @game: the game to play
 * @seats: (array): who plays each seat of @game, one for each player
 *
 * Plays @game with seats played elsewhere (an online game): the session
 * runs no computer player of its own, and tess_game_session_turn_is_local()
 * is %FALSE while a %TESS_SEAT_REMOTE seat is to move. Whoever brings
 * their moves plays them on @game.
 */
void
tess_game_session_set_remote_game (TessGameSession    *self,
                                   TessGame           *game,
                                   const TessSeatKind *seats)
{
  g_return_if_fail (TESS_IS_GAME_SESSION (self));
  g_return_if_fail (TESS_IS_GAME (game));
  g_return_if_fail (seats != NULL);

  if (self->lesson != NULL)
    end_lesson (self);
  set_game (self, game, NULL, seats);
}

/* Whether some seats of the game are played elsewhere. */
gboolean
tess_game_session_get_remote (TessGameSession *self)
{
  g_return_val_if_fail (TESS_IS_GAME_SESSION (self), FALSE);

  return self->remote;
}

TessGame *
tess_game_session_get_game (TessGameSession *self)
{
  g_return_val_if_fail (TESS_IS_GAME_SESSION (self), NULL);

  return self->game;
}

/**
 * tess_game_session_get_file:
 *
 * Returns: (nullable): where Save writes the game, %NULL when it asks
 */
GFile *
tess_game_session_get_file (TessGameSession *self)
{
  g_return_val_if_fail (TESS_IS_GAME_SESSION (self), NULL);

  return self->file;
}

/* After Save As: the game's file from now on. */
void
tess_game_session_set_file (TessGameSession *self,
                            GFile           *file)
{
  g_return_if_fail (TESS_IS_GAME_SESSION (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

/* The whole story of the game, explained. */
TessHistory *
tess_game_session_get_history (TessGameSession *self)
{
  g_return_val_if_fail (TESS_IS_GAME_SESSION (self), NULL);

  return self->history;
}

/* ------------------------------------------------------------ the lesson */

/* Returns: (nullable): the lesson shown */
TessLesson *
tess_game_session_get_lesson (TessGameSession *self)
{
  g_return_val_if_fail (TESS_IS_GAME_SESSION (self), NULL);

  return self->lesson;
}

/**
 * tess_game_session_start_lesson:
 * @game: the lesson's game (tess_lesson_new_game())
 *
 * Plays @lesson's @game; the game played so far waits, and nothing of
 * the lessons goes into the autosave.
 */
void
tess_game_session_start_lesson (TessGameSession *self,
                                TessLesson      *lesson,
                                TessGame        *game)
{
  g_return_if_fail (TESS_IS_GAME_SESSION (self));
  g_return_if_fail (TESS_IS_LESSON (lesson));
  g_return_if_fail (TESS_IS_GAME (game));

  if (self->lesson == NULL)
    {
      g_set_object (&self->lesson_saved_game, self->game);
      g_set_object (&self->lesson_saved_file, self->file);
      self->lesson_saved_autosave = self->autosave_enabled;
      tess_game_session_set_autosave_enabled (self, FALSE);
    }
  g_set_object (&self->lesson, lesson);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LESSON]);
  set_game (self, game, NULL, NULL);
}

/**
 * tess_game_session_stop_lesson:
 *
 * Ends the lesson: the game played before it comes back.
 *
 * Returns: whether a game came back; %FALSE when there was none (or no
 *   lesson), and the session's game is still the lesson's
 */
gboolean
tess_game_session_stop_lesson (TessGameSession *self)
{
  g_autoptr(TessGame) saved = NULL;
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (TESS_IS_GAME_SESSION (self), FALSE);

  if (self->lesson == NULL)
    return FALSE;
  saved = g_steal_pointer (&self->lesson_saved_game);
  file = g_steal_pointer (&self->lesson_saved_file);
  end_lesson (self);
  if (saved == NULL)
    return FALSE;
  set_game (self, saved, file, NULL);
  return TRUE;
}

/* The learner may play: a lesson waits for its move (always, outside lessons). */
gboolean
tess_game_session_lesson_allows_move (TessGameSession *self)
{
  g_return_val_if_fail (TESS_IS_GAME_SESSION (self), FALSE);

  if (self->lesson == NULL || self->game == NULL)
    return TRUE;
  return tess_lesson_check (self->lesson, self->game, NULL) == TESS_LESSON_RESULT_WAITING;
}

/* ------------------------------------------------------------ GObject */

static void
tess_game_session_dispose (GObject *object)
{
  TessGameSession *self = TESS_GAME_SESSION (object);

  detach_game (self);
  if (self->autosave != NULL)
    g_signal_handlers_disconnect_by_func (self->autosave, on_autosave_written, self);
  g_clear_object (&self->autosave);
  g_clear_object (&self->history);
  g_clear_object (&self->game);
  g_clear_object (&self->file);
  g_clear_object (&self->lesson);
  g_clear_object (&self->lesson_saved_game);
  g_clear_object (&self->lesson_saved_file);

  G_OBJECT_CLASS (tess_game_session_parent_class)->dispose (object);
}

static void
tess_game_session_finalize (GObject *object)
{
  TessGameSession *self = TESS_GAME_SESSION (object);

  g_array_unref (self->seats);
  g_clear_error (&self->autosave_error);

  G_OBJECT_CLASS (tess_game_session_parent_class)->finalize (object);
}

static void
tess_game_session_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TessGameSession *self = TESS_GAME_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_HISTORY:
      g_value_set_object (value, self->history);
      break;
    case PROP_AI_PLAYER:
      g_value_set_object (value, self->ai_player);
      break;
    case PROP_AI_PACE:
      g_value_set_uint (value, self->ai_pace);
      break;
    case PROP_AI_BUDGET:
      g_value_set_uint (value, self->ai_budget);
      break;
    case PROP_COMPUTERS_HELD:
      g_value_set_boolean (value, self->computers_held);
      break;
    case PROP_REPLAYING:
      g_value_set_boolean (value, self->replaying);
      break;
    case PROP_AUTOSAVE_ENABLED:
      g_value_set_boolean (value, self->autosave_enabled);
      break;
    case PROP_AUTOSAVE_ERROR:
      g_value_set_boxed (value, self->autosave_error);
      break;
    case PROP_LESSON:
      g_value_set_object (value, self->lesson);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_game_session_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  TessGameSession *self = TESS_GAME_SESSION (object);

  switch (prop_id)
    {
    case PROP_AI_PACE:
      if (self->ai_pace != g_value_get_uint (value))
        {
          self->ai_pace = g_value_get_uint (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_AI_BUDGET:
      if (self->ai_budget != g_value_get_uint (value))
        {
          self->ai_budget = g_value_get_uint (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_REPLAYING:
      tess_game_session_set_replaying (self, g_value_get_boolean (value));
      break;
    case PROP_AUTOSAVE_ENABLED:
      tess_game_session_set_autosave_enabled (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_game_session_class_init (TessGameSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tess_game_session_dispose;
  object_class->finalize = tess_game_session_finalize;
  object_class->get_property = tess_game_session_get_property;
  object_class->set_property = tess_game_session_set_property;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, TESS_TYPE_GAME, ro);
  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, ro);
  properties[PROP_HISTORY] = g_param_spec_object ("history", NULL, NULL, TESS_TYPE_HISTORY, ro);
  properties[PROP_AI_PLAYER] = g_param_spec_object ("ai-player", NULL, NULL, TESS_TYPE_AI_PLAYER, ro);
  /* Given to each game's computer player (TessAiPlayer:pace and :budget). */
  properties[PROP_AI_PACE] = g_param_spec_uint ("ai-pace", NULL, NULL, 0, 60000, 700, rw);
  properties[PROP_AI_BUDGET] = g_param_spec_uint ("ai-budget", NULL, NULL, 1, 600000, 1000, rw);
  properties[PROP_COMPUTERS_HELD] = g_param_spec_boolean ("computers-held", NULL, NULL, FALSE, ro);
  properties[PROP_REPLAYING] = g_param_spec_boolean ("replaying", NULL, NULL, FALSE, rw);
  properties[PROP_AUTOSAVE_ENABLED] = g_param_spec_boolean ("autosave-enabled", NULL, NULL, TRUE, rw);
  /* Notified when the autosave starts failing, and when it works again. */
  properties[PROP_AUTOSAVE_ERROR] = g_param_spec_boxed ("autosave-error", NULL, NULL, G_TYPE_ERROR, ro);
  properties[PROP_LESSON] = g_param_spec_object ("lesson", NULL, NULL, TESS_TYPE_LESSON, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tess_game_session_init (TessGameSession *self)
{
  self->seats = g_array_new (FALSE, FALSE, sizeof (TessSeatKind));
  self->ai_pace = 700;
  self->ai_budget = 1000;
  self->autosave_enabled = TRUE;
}

/**
 * tess_game_session_new:
 * @autosave_file: (nullable): where the game is kept after every move
 *   (tess_game_default_autosave_file()), %NULL for nowhere
 *
 * A session without a game yet: tess_game_session_set_game() gives it one.
 */
TessGameSession *
tess_game_session_new (const char *autosave_file)
{
  TessGameSession *self = g_object_new (TESS_TYPE_GAME_SESSION, NULL);

  if (autosave_file != NULL)
    {
      self->autosave = tess_autosave_new (autosave_file);
      g_signal_connect_swapped (self->autosave, "written", G_CALLBACK (on_autosave_written), self);
    }
  return self;
}
