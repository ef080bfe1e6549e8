/* tess-game.c: a game being played, as a GObject: creating it, its
 * properties and signals, accessors and saving
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-game-private.h"
#include "tess-rules.h"
#include "tess-engine.h"

G_DEFINE_FINAL_TYPE (TessGame, tess_game, G_TYPE_OBJECT)

G_DEFINE_QUARK (tess-game-error-quark, tess_game_error)

enum {
  PROP_0,
  PROP_CURRENT_PLAYER,
  PROP_PHASE,
  PROP_TILE,
  PROP_TILES_LEFT,
  PROP_N_MOVES,
  PROP_FINISHED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
guint _tess_game_signals[TESS_GAME_N_SIGNALS];

/* ------------------------------------------------------------ state */

static TessGamePhase
compute_phase (TessGame *self)
{
  if (tess_state_is_final_scored (self->state) || tess_state_is_over (self->state))
    return TESS_GAME_PHASE_GAME_OVER;
  if (self->pending)
    return TESS_GAME_PHASE_PLACE_FOLLOWER;
  return TESS_GAME_PHASE_PLACE_TILE;
}

static int
compute_tile (TessGame *self)
{
  if (tess_state_is_over (self->state))
    return -1;
  if (self->selected >= 0 && _tess_game_hand_contains (self, self->selected))
    return self->selected;
  return tess_state_current_tile (self->state);
}

/* Notifies the properties whose values changed since the last call. */
void
_tess_game_sync_properties (TessGame *self)
{
  int current_player = tess_state_current_player (self->state);
  TessGamePhase phase = compute_phase (self);
  int tile = compute_tile (self);
  int tiles_left = tess_state_tiles_left (self->state) - (self->seek_drawn ? 1 : 0);
  guint n_moves = tess_record_n_moves (self->record);
  gboolean finished = tess_state_is_final_scored (self->state);

  g_object_freeze_notify (G_OBJECT (self));
#define SYNC(field, prop) \
  if (self->field != field) \
    { \
      self->field = field; \
      g_object_notify_by_pspec (G_OBJECT (self), properties[prop]); \
    }
  SYNC (current_player, PROP_CURRENT_PLAYER);
  SYNC (phase, PROP_PHASE);
  SYNC (tile, PROP_TILE);
  SYNC (tiles_left, PROP_TILES_LEFT);
  SYNC (n_moves, PROP_N_MOVES);
  SYNC (finished, PROP_FINISHED);
#undef SYNC
  g_object_thaw_notify (G_OBJECT (self));
}

/* ------------------------------------------------------------ GObject */

static void
tess_game_dispose (GObject *object)
{
  TessGame *self = TESS_GAME (object);

  /* A computer player thinking on a copy stops, and plays nothing. */
  tess_game_cancel_thinking (self);

  G_OBJECT_CLASS (tess_game_parent_class)->dispose (object);
}

static void
tess_game_finalize (GObject *object)
{
  TessGame *self = TESS_GAME (object);

  g_clear_pointer (&self->state, tess_state_free);
  g_clear_pointer (&self->redo_replay, tess_replay_unref);
  g_clear_pointer (&self->redo_record, tess_record_unref);
  g_clear_pointer (&self->replay, tess_replay_unref);
  g_clear_pointer (&self->record, tess_record_unref);
  g_clear_pointer (&self->rand, g_rand_free);
  g_clear_pointer (&self->events, g_ptr_array_unref);
  g_clear_object (&self->thinking);

  G_OBJECT_CLASS (tess_game_parent_class)->finalize (object);
}

static void
tess_game_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  TessGame *self = TESS_GAME (object);

  switch (prop_id)
    {
    case PROP_CURRENT_PLAYER:
      g_value_set_int (value, self->current_player);
      break;
    case PROP_PHASE:
      g_value_set_enum (value, self->phase);
      break;
    case PROP_TILE:
      g_value_set_int (value, self->tile);
      break;
    case PROP_TILES_LEFT:
      g_value_set_int (value, self->tiles_left);
      break;
    case PROP_N_MOVES:
      g_value_set_uint (value, self->n_moves);
      break;
    case PROP_FINISHED:
      g_value_set_boolean (value, self->finished);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_game_class_init (TessGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tess_game_dispose;
  object_class->finalize = tess_game_finalize;
  object_class->get_property = tess_game_get_property;

  properties[PROP_CURRENT_PLAYER] =
    g_param_spec_int ("current-player", NULL, NULL,
                      0, TESS_MAX_PLAYERS - 1, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PHASE] =
    g_param_spec_enum ("phase", NULL, NULL,
                       TESS_TYPE_GAME_PHASE, TESS_GAME_PHASE_PLACE_TILE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TILE] =
    g_param_spec_int ("tile", NULL, NULL,
                      -1, G_MAXINT, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TILES_LEFT] =
    g_param_spec_int ("tiles-left", NULL, NULL,
                      0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_MOVES] =
    g_param_spec_uint ("n-moves", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FINISHED] =
    g_param_spec_boolean ("finished", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TessGame::tile-placed:
   * @x: @y: @rot: where and how the tile lies
   *
   * The current player laid the tile in hand; the move is not played
   * until a follower is chosen (or none).
   */
  _tess_game_signals[TESS_GAME_SIGNAL_TILE_PLACED] =
    g_signal_new ("tile-placed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);

  /**
   * TessGame::tile-taken-back:
   *
   * The tile laid but not yet played went back to the hand.
   */
  _tess_game_signals[TESS_GAME_SIGNAL_TILE_TAKEN_BACK] =
    g_signal_new ("tile-taken-back", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * TessGame::follower-placed:
   * @player: whose follower
   * @placement: the tile it stands on (index in placement order)
   * @feature: the feature of that tile
   */
  _tess_game_signals[TESS_GAME_SIGNAL_FOLLOWER_PLACED] =
    g_signal_new ("follower-placed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);

  /**
   * TessGame::tile-discarded:
   * @player: who drew it
   * @type: the tile type that fit nowhere
   */
  _tess_game_signals[TESS_GAME_SIGNAL_TILE_DISCARDED] =
    g_signal_new ("tile-discarded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  /**
   * TessGame::feature-scored:
   * @event: (type TessGameEvent): what scored, for whom, and why
   */
  _tess_game_signals[TESS_GAME_SIGNAL_FEATURE_SCORED] =
    g_signal_new ("feature-scored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, TESS_TYPE_GAME_EVENT | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * TessGame::turn-started:
   * @player: whose turn it is
   */
  _tess_game_signals[TESS_GAME_SIGNAL_TURN_STARTED] =
    g_signal_new ("turn-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * TessGame::turn-passed:
   * @sentences: what passed, one sentence per player the turn went past
   *   for want of a tile to play ("Dan has no tile to play: …")
   *
   * Emitted after a move, before #TessGame::turn-started, when the next
   * player or players had no tile to play (a hand of tiles with the
   * River, or the bag empty); also, Traders & Builders, when the move
   * took goods ("Ana completes the city and takes 1 wine token.") or
   * earned its player another turn ("Ana’s builder: Ana plays again.").
   */
  _tess_game_signals[TESS_GAME_SIGNAL_TURN_PASSED] =
    g_signal_new ("turn-passed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * TessGame::game-over:
   *
   * The last tile was played and the final scoring is done (its events
   * were emitted just before).
   */
  _tess_game_signals[TESS_GAME_SIGNAL_GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * TessGame::changed:
   *
   * The position changed (a tile chosen, laid or taken back, a move
   * played, undone, redone or sought), emitted once per change after
   * every notification and event of it: what a view derives from the
   * position is computed again on this signal alone.
   */
  _tess_game_signals[TESS_GAME_SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * TessGame::note-changed:
   * @move: the move whose note was written, changed or deleted, from 1
   *
   * A teacher's note of the record changed (tess_game_set_note()): the
   * position did not, but the record is to be saved again.
   */
  _tess_game_signals[TESS_GAME_SIGNAL_NOTE_CHANGED] =
    g_signal_new ("note-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
tess_game_init (TessGame *self)
{
  self->selected = -1;
  self->tile = -1;
  self->events = g_ptr_array_new_with_free_func ((GDestroyNotify) tess_game_event_free);
  self->rand = g_rand_new ();
}

/* ------------------------------------------------------------ creation */

/**
 * tess_game_new_from_record:
 * @record: a record, new or loaded; the game takes a reference and
 *   appends the moves played to it
 *
 * Replays every move of @record; an illegal move makes it fail with
 * TESS_FILE_ERROR_ILLEGAL_MOVE naming the move. A record that ends with
 * the bag empty opens finished, final scoring done.
 *
 * Returns: (transfer full) (nullable): the game
 */
static TessGame *
new_from_record (TessRecord  *record,
                 gboolean     external_draws,
                 GError     **error)
{
  g_autoptr(TessGame) self = NULL;
  g_autoptr(GPtrArray) raw = NULL;

  self = g_object_new (TESS_TYPE_GAME, NULL);
  self->external_draws = external_draws;
  self->record = tess_record_ref (record);
  self->replay = tess_replay_new (record, error);
  if (self->replay == NULL)
    return NULL;
  self->state = tess_replay_new_state (self->replay);

  raw = g_ptr_array_new_with_free_func ((GDestroyNotify) tess_game_event_free);
  if (!tess_replay_play (self->replay, -1, self->state, _tess_game_collect_event, raw, error))
    return NULL;
  for (guint i = 0; i < raw->len; i++)
    g_ptr_array_add (self->events, tess_game_event_copy (g_ptr_array_index (raw, i)));

  _tess_game_start_turn (self, FALSE);

  /* The initial values, without notifications: nobody listens yet. */
  self->current_player = tess_state_current_player (self->state);
  self->phase = compute_phase (self);
  self->tile = compute_tile (self);
  self->tiles_left = tess_state_tiles_left (self->state);
  self->n_moves = tess_record_n_moves (self->record);
  self->finished = tess_state_is_final_scored (self->state);

  return g_steal_pointer (&self);
}

TessGame *
tess_game_new_from_record (TessRecord  *record,
                           GError     **error)
{
  g_return_val_if_fail (record != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return new_from_record (record, FALSE, error);
}

/**
 * tess_game_new_with_external_draws:
 * @record: a record without a seed; the game takes a reference
 *
 * As tess_game_new_from_record(), for a game whose tiles are drawn
 * outside it (an online game's fair draws): it never draws a tile
 * itself, and the hand stays empty until tess_game_draw_tile().
 *
 * Returns: (transfer full) (nullable): the game
 */
TessGame *
tess_game_new_with_external_draws (TessRecord  *record,
                                   GError     **error)
{
  g_return_val_if_fail (record != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (record->has_seed)
    {
      g_set_error_literal (error, TESS_GAME_ERROR, TESS_GAME_ERROR_PHASE,
                           _("A game whose tiles are drawn outside it has no seed."));
      return NULL;
    }
  return new_from_record (record, TRUE, error);
}

/**
 * tess_game_parse_seed:
 * @text: what the player typed
 * @seed: (out): the seed
 *
 * A number is taken as it is; any other text is hashed (FNV-1a), so a
 * word works as a seed as well.
 *
 * Returns: %FALSE when @text is empty (a random seed is wanted)
 */
gboolean
tess_game_parse_seed (const char *text,
                      gint64     *seed)
{
  g_autofree char *trimmed = NULL;
  gint64 number;
  guint64 hash = 14695981039346656037ull;

  if (text == NULL)
    return FALSE;
  trimmed = g_strstrip (g_strdup (text));
  if (*trimmed == '\0')
    return FALSE;

  if (g_ascii_string_to_signed (trimmed, 10, G_MININT64, G_MAXINT64, &number, NULL))
    {
      *seed = number;
      return TRUE;
    }

  for (const guchar *p = (const guchar *) trimmed; *p; p++)
    {
      hash ^= *p;
      hash *= 1099511628211ull;
    }
  *seed = (gint64) (hash & G_MAXINT64);
  return TRUE;
}

/**
 * tess_game_new_record:
 * @rules: the rules; with rules->river the River set is added
 * @n_players: 2 to 6
 * @names: the players' names (an empty name gets a default one)
 * @colors: distinct colours
 * @kinds: (nullable): who plays each seat, %NULL for people only
 * @seed: (nullable): a seed as typed (see tess_game_parse_seed()), %NULL
 *   or empty for a random one: games are always seeded
 *
 * A record with no moves for a new game.
 *
 * Returns: (transfer full) (nullable): the record
 */
TessRecord *
tess_game_new_record (const TessRules    *rules,
                      guint               n_players,
                      const char * const *names,
                      const TessColor    *colors,
                      const int          *kinds,
                      const char         *seed,
                      GError            **error)
{
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessTileSetData) base = NULL;
  gint64 seed_value;
  guint used_colors = 0;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (colors != NULL, NULL);

  if (n_players < TESS_RECORD_MIN_PLAYERS || n_players > TESS_RECORD_MAX_PLAYERS)
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES,
                   _("A game needs %d to %d players, not %u."),
                   TESS_RECORD_MIN_PLAYERS, TESS_RECORD_MAX_PLAYERS, n_players);
      return NULL;
    }

  if (!tess_rules_check (rules, error))
    return NULL;

  record = tess_record_new ();
  record->rules = *rules;
  record->rules.river = FALSE;

  base = tess_tile_set_load_builtin ("base", error);
  if (base == NULL)
    return NULL;
  tess_record_add_tile_set (record, base);
  if (rules->river)
    {
      g_autoptr(TessTileSetData) river = tess_tile_set_load_builtin ("river", error);

      if (river == NULL)
        return NULL;
      tess_record_add_tile_set (record, river);
    }
  if (!tess_record_add_expansion_sets (record, error))
    return NULL;

  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *fallback = NULL;
      const char *name = names ? names[i] : NULL;
      g_autofree char *stripped = g_strstrip (g_strdup (name ? name : ""));

      if ((int) colors[i] < 0 || (int) colors[i] >= TESS_N_COLORS || (used_colors & (1u << colors[i])))
        {
          g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES,
                       _("Player %u needs a colour of their own."), i + 1);
          return NULL;
        }
      used_colors |= 1u << colors[i];

      if (*stripped == '\0')
        {
          /* Translators: the default name of a player; %u is the seat, from 1. */
          fallback = g_strdup_printf (_("Player %u"), i + 1);
        }
      tess_record_add_player (record, fallback ? fallback : stripped, colors[i],
                              kinds ? kinds[i] : TESS_AI_NONE);
    }

  if (!tess_game_parse_seed (seed, &seed_value))
    seed_value = g_random_int_range (0, G_MAXINT32);
  tess_record_set_seed (record, seed_value);

  return g_steal_pointer (&record);
}

/* ------------------------------------------------------------ accessors */

TessRecord *
tess_game_get_record (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  return self->record;
}

/**
 * tess_game_set_note:
 * @move: the move's number, from 1, at most the moves of the line
 * @text: (nullable): the teacher's note; %NULL or "" (or only blanks)
 *   deletes it
 *
 * Writes a teacher's note on a move into the record ("notes", DESIGN.md
 * §4), which is saved with it, and emits TessGame::note-changed when it
 * changed. Leading and trailing blanks are dropped.
 *
 * Returns: %TRUE when the note changed
 */
gboolean
tess_game_set_note (TessGame   *self,
                    guint       move,
                    const char *text)
{
  g_autofree char *stripped = NULL;

  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (move >= 1, FALSE);

  if (text != NULL)
    stripped = g_strstrip (g_strdup (text));
  if (stripped != NULL && *stripped == '\0')
    g_clear_pointer (&stripped, g_free);
  if (g_strcmp0 (stripped, tess_record_get_note (self->record, move)) == 0)
    return FALSE;
  tess_record_set_note (self->record, move, stripped);
  g_signal_emit (self, _tess_game_signals[TESS_GAME_SIGNAL_NOTE_CHANGED], 0, move);
  return TRUE;
}

/**
 * tess_game_get_note:
 * @move: the move's number, from 1
 *
 * Returns: (nullable): the teacher's note on that move
 */
const char *
tess_game_get_note (TessGame *self,
                    guint     move)
{
  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  return tess_record_get_note (self->record, move);
}

/**
 * tess_game_set_drawing:
 * @move: the move's number, from 1
 * @drawing: (nullable): what the teacher drew; %NULL or an empty drawing
 *   deletes it
 *
 * Keeps a drawing with the note on a move, in the record (the note's
 * "drawing", DESIGN.md §4), and emits TessGame::note-changed when it
 * changed.
 *
 * Returns: %TRUE when the drawing changed
 */
gboolean
tess_game_set_drawing (TessGame          *self,
                       guint              move,
                       const TessDrawing *drawing)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (move >= 1, FALSE);

  if (tess_drawing_equal (drawing, tess_record_get_drawing (self->record, move)))
    return FALSE;
  tess_record_set_drawing (self->record, move, drawing);
  g_signal_emit (self, _tess_game_signals[TESS_GAME_SIGNAL_NOTE_CHANGED], 0, move);
  return TRUE;
}

/**
 * tess_game_get_drawing:
 * @move: the move's number, from 1
 *
 * Returns: (nullable): what the teacher drew and kept with the note on
 *   that move
 */
const TessDrawing *
tess_game_get_drawing (TessGame *self,
                       guint     move)
{
  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  return tess_record_get_drawing (self->record, move);
}

TessReplay *
tess_game_get_replay (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  return self->replay;
}

const TessDef *
tess_game_get_def (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  return tess_replay_get_def (self->replay);
}

const TessState *
tess_game_get_state (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  return self->state;
}

/**
 * tess_game_dup_state:
 *
 * A copy of the live state for a computer player to think on, in any
 * thread. Its result comes back through tess_game_play_move() on the main
 * thread, checked against tess_game_get_n_moves() to drop stale ones.
 *
 * Returns: (transfer full): free with tess_state_free()
 */
TessState *
tess_game_dup_state (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  return tess_state_dup (self->state);
}

/**
 * tess_game_get_thinking_cancellable:
 *
 * The cancellable every computer player's thinking on this game is tied
 * to (tess_game_choose_move_async()). Do not cancel it: call
 * tess_game_cancel_thinking().
 *
 * Returns: (transfer none): the cancellable of the thinking under way
 */
GCancellable *
tess_game_get_thinking_cancellable (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  if (self->thinking == NULL)
    self->thinking = g_cancellable_new ();
  return self->thinking;
}

/**
 * tess_game_cancel_thinking:
 *
 * Stops every computer player (and hint) thinking on this game: their
 * moves, computed for a state that is no more, are never played. Called
 * on undo, redo and anything else that changes the state other than by a
 * move, and when the game is disposed. Thinking begun afterwards is not
 * affected.
 */
void
tess_game_cancel_thinking (TessGame *self)
{
  g_autoptr(GCancellable) thinking = NULL;

  g_return_if_fail (TESS_IS_GAME (self));

  /* A fresh one for whatever starts while this one is cancelled. */
  thinking = g_steal_pointer (&self->thinking);
  if (thinking != NULL)
    g_cancellable_cancel (thinking);
}

const TessRules *
tess_game_get_rules (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  return &self->record->rules;
}

gboolean
tess_game_get_unplaceable_returns (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  return self->record->rules.unplaceable == TESS_UNPLACEABLE_RETURN;
}

int
tess_game_get_followers_per_player (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);

  return self->record->rules.followers;
}

int
tess_game_get_current_player (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);

  return self->current_player;
}

TessGamePhase
tess_game_get_phase (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), TESS_GAME_PHASE_GAME_OVER);

  return self->phase;
}

int
tess_game_get_tile (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), -1);

  return self->tile;
}

int
tess_game_get_tiles_left (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);

  return self->tiles_left;
}

guint
tess_game_get_n_moves (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);

  return self->n_moves;
}

gboolean
tess_game_get_finished (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  return self->finished;
}

/* ------------------------------------------------------------ files */

gboolean
tess_game_save (TessGame    *self,
                const char  *filename,
                GError     **error)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);

  return tess_record_save_file (self->record, filename, error);
}

/* $XDG_DATA_HOME/tessera/autosave.tessera */
char *
tess_game_default_autosave_file (void)
{
  return g_build_filename (g_get_user_data_dir (), PACKAGE_NAME, "autosave.tessera", NULL);
}
