/* tess-game.c: a game being played, as a GObject
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-game"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tess-game.h"

/* The record is the truth: every move is played on the live state and
 * appended to the record at once, or not at all. A pending tile (placed
 * but not yet played, while the player chooses a follower) lives only
 * here, never in the state or the record. */
struct _TessGame
{
  GObject parent_instance;

  TessRecord *record;
  TessReplay *replay;
  TessState  *state;
  GRand      *rand;          /* draws of unseeded games */

  int         selected;      /* tile type chosen from the hand, -1 */
  gboolean    pending;
  int         pending_x;
  int         pending_y;
  int         pending_rot;
  guint32     options;       /* follower options of the pending tile */

  GPtrArray  *events;        /* TessGameEvent, every scoring so far */
  char       *autosave_file;

  /* Computer players thinking on copies of the state (tess-ai-player.c):
   * cancelled by tess_game_cancel_thinking(), then made anew. */
  GCancellable *thinking;

  /* Undo and redo: the record and the moves undone after it (NULL until
   * the first undo or seek), and its replay. */
  TessRecord *line;
  TessReplay *line_replay;

  /* Last notified values. */
  int           current_player;
  TessGamePhase phase;
  int           tile;
  int           tiles_left;
  guint         n_moves;
  gboolean      finished;
};

G_DEFINE_FINAL_TYPE (TessGame, tess_game, G_TYPE_OBJECT)

G_DEFINE_QUARK (tess-game-error-quark, tess_game_error)

G_DEFINE_BOXED_TYPE (TessGameEvent, tess_game_event, tess_game_event_copy, tess_game_event_free)

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

enum {
  TILE_PLACED,
  TILE_TAKEN_BACK,
  FOLLOWER_PLACED,
  TILE_DISCARDED,
  FEATURE_SCORED,
  TURN_STARTED,
  GAME_OVER,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

GType
tess_game_phase_get_type (void)
{
  static gsize type_id;

  if (g_once_init_enter (&type_id))
    {
      static const GEnumValue values[] = {
        { TESS_GAME_PHASE_PLACE_TILE, "TESS_GAME_PHASE_PLACE_TILE", "place-tile" },
        { TESS_GAME_PHASE_PLACE_FOLLOWER, "TESS_GAME_PHASE_PLACE_FOLLOWER", "place-follower" },
        { TESS_GAME_PHASE_GAME_OVER, "TESS_GAME_PHASE_GAME_OVER", "game-over" },
        { 0, NULL, NULL }
      };
      GType id = g_enum_register_static (g_intern_static_string ("TessGamePhase"), values);

      g_once_init_leave (&type_id, id);
    }

  return type_id;
}

const char *
tess_game_category_display_name (TessGameCategory category)
{
  switch (category)
    {
    case TESS_GAME_CATEGORY_ROADS:
      return _("Roads");
    case TESS_GAME_CATEGORY_CITIES:
      return _("Cities");
    case TESS_GAME_CATEGORY_MONASTERIES:
      return _("Monasteries");
    case TESS_GAME_CATEGORY_FARMS:
      return _("Farms");
    case TESS_GAME_N_CATEGORIES:
    default:
      g_return_val_if_reached ("");
    }
}

TessGameEvent *
tess_game_event_copy (const TessGameEvent *event)
{
  return g_memdup2 (event, sizeof *event);
}

void
tess_game_event_free (TessGameEvent *event)
{
  g_free (event);
}

static TessGameCategory
category_of_rule (TessScoreRule rule)
{
  switch (rule)
    {
    case TESS_RULE_ROAD:
    case TESS_RULE_ROAD_INCOMPLETE:
      return TESS_GAME_CATEGORY_ROADS;
    case TESS_RULE_CITY:
    case TESS_RULE_CITY_SMALL:
    case TESS_RULE_CITY_INCOMPLETE:
      return TESS_GAME_CATEGORY_CITIES;
    case TESS_RULE_MONASTERY:
    case TESS_RULE_MONASTERY_INCOMPLETE:
      return TESS_GAME_CATEGORY_MONASTERIES;
    case TESS_RULE_FARM_THIRD:
    case TESS_RULE_FARM_SECOND:
    case TESS_RULE_FARM_FIRST:
      return TESS_GAME_CATEGORY_FARMS;
    default:
      g_return_val_if_reached (TESS_GAME_CATEGORY_ROADS);
    }
}

TessGameEvent *
tess_game_event_new_from_engine (const TessEvent *ev)
{
  TessGameEvent *event;

  g_return_val_if_fail (ev != NULL, NULL);

  event = g_new0 (TessGameEvent, 1);

  event->move = ev->move;
  event->final = ev->final;
  event->category = category_of_rule (ev->rule);
  event->feature = ev->feature;
  event->rule = ev->rule;
  event->tiles = ev->tiles;
  event->shields = ev->shields;
  event->cities = ev->cities;
  event->points = ev->points;
  event->scorers = ev->scorers;
  event->outvoted = ev->outvoted;
  for (int p = 0; p < TESS_MAX_PLAYERS; p++)
    event->followers[p] = ev->followers[p];
  event->placement = ev->placement;
  event->feature_index = ev->feature_index;
  event->completed = ev->completed;
  event->edge = ev->edge;
  return event;
}

/* The engine's callback: copy each event out at once. */
static void
collect_event (const TessEvent *ev,
               void            *user_data)
{
  g_ptr_array_add ((GPtrArray *) user_data, tess_game_event_new_from_engine (ev));
}

/* ------------------------------------------------------------ state */

static int
hand_contains (TessGame *self,
               int       type)
{
  int n = tess_state_hand_size (self->state);

  for (int i = 0; i < n; i++)
    if (tess_state_hand_tile (self->state, i) == type)
      return TRUE;
  return FALSE;
}

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
  if (self->selected >= 0 && hand_contains (self, self->selected))
    return self->selected;
  return tess_state_current_tile (self->state);
}

/* Notifies the properties whose values changed since the last call. */
static void
sync_properties (TessGame *self)
{
  int current_player = tess_state_current_player (self->state);
  TessGamePhase phase = compute_phase (self);
  int tile = compute_tile (self);
  int tiles_left = tess_state_tiles_left (self->state);
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

static void
autosave (TessGame *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;

  if (self->autosave_file == NULL)
    return;

  if (tess_state_is_final_scored (self->state))
    {
      /* Nothing left to continue. */
      if (g_unlink (self->autosave_file) != 0 && errno != ENOENT)
        g_message ("Could not remove the autosave %s: %s", self->autosave_file, g_strerror (errno));
      return;
    }

  dir = g_path_get_dirname (self->autosave_file);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_message ("Could not create %s: %s", dir, g_strerror (errno));
      return;
    }
  if (!tess_record_save_file (self->record, self->autosave_file, &error))
    g_message ("Autosave failed: %s", error->message);
}

/* An unseeded record names its tiles; to go on playing one, the next
 * tile is drawn here, at random among those the engine lets us draw. */
static void
draw_unseeded (TessGame *self)
{
  const TessDef *def = tess_state_def (self->state);
  const TessRules *rules = tess_def_rules (def);
  int n_types = tess_def_n_types (def);

  if (tess_state_is_seeded (self->state))
    return;

  while (tess_state_hand_size (self->state) < rules->hand && !tess_state_is_over (self->state))
    {
      g_autofree int *candidates = g_new (int, n_types);
      g_autoptr(TessState) scratch = tess_state_dup (self->state);
      int n = 0, total = 0, pick;

      for (int t = 0; t < n_types; t++)
        {
          int remaining = tess_state_remaining (self->state, t);

          if (remaining <= 0)
            continue;
          tess_state_copy (scratch, self->state);
          if (tess_state_draw_named (scratch, t) != TESS_OK)
            continue;
          candidates[n++] = t;
          total += remaining;
        }
      if (n == 0)
        break;

      /* Weighted by how many of each are left, as a real bag. */
      pick = g_rand_int_range (self->rand, 0, total);
      for (int i = 0; i < n; i++)
        {
          pick -= tess_state_remaining (self->state, candidates[i]);
          if (pick < 0)
            {
              TessError err = tess_state_draw_named (self->state, candidates[i]);

              g_assert (err == TESS_OK);
              break;
            }
        }
    }
}

/* Emits the events in @raw (from index @from) and keeps them. */
static void
emit_events (TessGame  *self,
             GPtrArray *raw)
{
  for (guint i = 0; i < raw->len; i++)
    {
      TessGameEvent *event = g_ptr_array_index (raw, i);

      g_ptr_array_add (self->events, tess_game_event_copy (event));
      g_signal_emit (self, signals[FEATURE_SCORED], 0, event);
    }
}

/* Gets the turn of the current player ready: draws (unseeded), discards
 * tiles that fit nowhere, and ends the game with its final scoring when
 * nothing is left to play. With @emit, says so by signals. */
static void
start_turn (TessGame *self,
            gboolean  emit)
{
  const TessDef *def = tess_state_def (self->state);
  int guard = 4 * tess_def_total_tiles (def) + 16;

  self->pending = FALSE;
  self->options = 0;

  while (guard-- > 0 && !tess_state_is_over (self->state))
    {
      int hand, unplaceable = -1, dead = -1;
      gboolean playable = FALSE;
      gboolean river_open = tess_state_river_open (self->state, NULL, NULL, NULL);

      draw_unseeded (self);
      hand = tess_state_hand_size (self->state);
      /* A tile that fits nowhere is discarded. With a hand of several,
       * while the River runs, a tile may only be waiting (a base tile
       * for the River's end, a river tile for the river to turn): it is
       * kept as long as another tile can be played. Once the River is
       * done (the lake down) a tile that fits nowhere goes at once. */
      for (int i = 0; i < hand; i++)
        {
          int type = tess_state_hand_tile (self->state, i);

          if (tess_state_can_place (self->state, type))
            playable = TRUE;
          else
            {
              if (unplaceable < 0)
                unplaceable = type;
              if (dead < 0 && !river_open)
                dead = type;
            }
        }
      if (!playable && dead < 0)
        dead = unplaceable;
      if (dead < 0)
        break;
      unplaceable = dead;

      if (tess_state_discard (self->state, unplaceable) != TESS_OK)
        {
          g_critical ("The engine refused to discard tile %s",
                      tess_def_tile (def, unplaceable)->id);
          break;
        }
      tess_replay_append_discard (self->replay, unplaceable);
      if (emit)
        g_signal_emit (self, signals[TILE_DISCARDED], 0,
                       tess_state_current_player (self->state), unplaceable);
    }

  /* Offer a tile that can be played. */
  if (!hand_contains (self, self->selected) ||
      !tess_state_can_place (self->state, self->selected))
    {
      int hand = tess_state_is_over (self->state) ? 0 : tess_state_hand_size (self->state);

      self->selected = tess_state_current_tile (self->state);
      for (int i = hand - 1; i >= 0; i--)
        if (tess_state_can_place (self->state, tess_state_hand_tile (self->state, i)))
          self->selected = tess_state_hand_tile (self->state, i);
    }

  if (tess_state_is_over (self->state) && !tess_state_is_final_scored (self->state))
    {
      g_autoptr(GPtrArray) raw = g_ptr_array_new_with_free_func ((GDestroyNotify) tess_game_event_free);

      tess_state_final_scoring (self->state, collect_event, raw);
      self->selected = -1;
      if (emit)
        {
          sync_properties (self);
          emit_events (self, raw);
          g_signal_emit (self, signals[GAME_OVER], 0);
        }
      else
        {
          for (guint i = 0; i < raw->len; i++)
            g_ptr_array_add (self->events, tess_game_event_copy (g_ptr_array_index (raw, i)));
        }
    }
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
  g_clear_pointer (&self->line_replay, tess_replay_unref);
  g_clear_pointer (&self->line, tess_record_unref);
  g_clear_pointer (&self->replay, tess_replay_unref);
  g_clear_pointer (&self->record, tess_record_unref);
  g_clear_pointer (&self->rand, g_rand_free);
  g_clear_pointer (&self->events, g_ptr_array_unref);
  g_clear_pointer (&self->autosave_file, g_free);
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
  signals[TILE_PLACED] =
    g_signal_new ("tile-placed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);

  /**
   * TessGame::tile-taken-back:
   *
   * The tile laid but not yet played went back to the hand.
   */
  signals[TILE_TAKEN_BACK] =
    g_signal_new ("tile-taken-back", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * TessGame::follower-placed:
   * @player: whose follower
   * @placement: the tile it stands on (index in placement order)
   * @feature: the feature of that tile
   */
  signals[FOLLOWER_PLACED] =
    g_signal_new ("follower-placed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);

  /**
   * TessGame::tile-discarded:
   * @player: who drew it
   * @type: the tile type that fit nowhere
   */
  signals[TILE_DISCARDED] =
    g_signal_new ("tile-discarded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  /**
   * TessGame::feature-scored:
   * @event: (type TessGameEvent): what scored, for whom, and why
   */
  signals[FEATURE_SCORED] =
    g_signal_new ("feature-scored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, TESS_TYPE_GAME_EVENT | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * TessGame::turn-started:
   * @player: whose turn it is
   */
  signals[TURN_STARTED] =
    g_signal_new ("turn-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * TessGame::game-over:
   *
   * The last tile was played and the final scoring is done (its events
   * were emitted just before).
   */
  signals[GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
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
TessGame *
tess_game_new_from_record (TessRecord  *record,
                           GError     **error)
{
  g_autoptr(TessGame) self = NULL;
  g_autoptr(GPtrArray) raw = NULL;

  g_return_val_if_fail (record != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (TESS_TYPE_GAME, NULL);
  self->record = tess_record_ref (record);
  self->replay = tess_replay_new (record, error);
  if (self->replay == NULL)
    return NULL;
  self->state = tess_replay_new_state (self->replay);

  raw = g_ptr_array_new_with_free_func ((GDestroyNotify) tess_game_event_free);
  if (!tess_replay_play (self->replay, -1, self->state, collect_event, raw, error))
    return NULL;
  for (guint i = 0; i < raw->len; i++)
    g_ptr_array_add (self->events, tess_game_event_copy (g_ptr_array_index (raw, i)));

  start_turn (self, FALSE);

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
tess_game_new_from_file (const char  *filename,
                         GError     **error)
{
  g_autoptr(TessRecord) record = NULL;

  g_return_val_if_fail (filename != NULL, NULL);

  record = tess_record_load_file (filename, error);
  if (record == NULL)
    return NULL;
  return tess_game_new_from_record (record, error);
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

  record = tess_record_new ();
  record->rules = *rules;
  record->rules.river = FALSE;

  base = tess_tileset_load_builtin ("base", error);
  if (base == NULL)
    return NULL;
  tess_record_add_tileset (record, base);
  if (rules->river)
    {
      g_autoptr(TessTileSetData) river = tess_tileset_load_builtin ("river", error);

      if (river == NULL)
        return NULL;
      tess_record_add_tileset (record, river);
    }

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

int
tess_game_get_hand_size (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);

  if (tess_state_is_over (self->state))
    return 0;
  return tess_state_hand_size (self->state);
}

int
tess_game_get_hand_tile (TessGame *self,
                         int       i)
{
  g_return_val_if_fail (TESS_IS_GAME (self), -1);
  g_return_val_if_fail (i >= 0 && i < tess_game_get_hand_size (self), -1);

  return tess_state_hand_tile (self->state, i);
}

/* Chooses which tile of the hand to play (the rule "hand 2 or 3"). */
gboolean
tess_game_select_tile (TessGame  *self,
                       int        type,
                       GError   **error)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  if (self->phase != TESS_GAME_PHASE_PLACE_TILE)
    {
      g_set_error_literal (error, TESS_GAME_ERROR, TESS_GAME_ERROR_PHASE,
                           _("The tile is already on the board."));
      return FALSE;
    }
  if (!hand_contains (self, type))
    {
      g_set_error_literal (error, TESS_GAME_ERROR, TESS_GAME_ERROR_ILLEGAL,
                           tess_engine_error_message (TESS_ERR_NOT_IN_HAND));
      return FALSE;
    }
  self->selected = type;
  sync_properties (self);
  return TRUE;
}

int
tess_game_get_n_types (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);

  return tess_def_n_types (tess_game_get_def (self));
}

const char *
tess_game_get_type_id (TessGame *self,
                       int       type)
{
  g_return_val_if_fail (TESS_IS_GAME (self), NULL);
  g_return_val_if_fail (type >= 0 && type < tess_game_get_n_types (self), NULL);

  return tess_def_tile (tess_game_get_def (self), type)->id;
}

int
tess_game_get_remaining (TessGame *self,
                         int       type)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);
  g_return_val_if_fail (type >= 0 && type < tess_game_get_n_types (self), 0);

  return tess_state_remaining (self->state, type);
}

gboolean
tess_game_is_river_type (TessGame *self,
                         int       type)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (type >= 0 && type < tess_game_get_n_types (self), FALSE);

  return tess_def_is_river_type (tess_game_get_def (self), type);
}

const TessTileDef *
tess_game_get_tile_def (TessGame *self,
                        int       type)
{
  g_return_val_if_fail (TESS_IS_GAME (self), NULL);
  g_return_val_if_fail (type >= 0 && type < tess_game_get_n_types (self), NULL);

  return tess_def_tile (tess_game_get_def (self), type);
}

int
tess_game_get_feature_type (TessGame *self,
                            int       type,
                            int       feature)
{
  const TessTileDef *tile;

  g_return_val_if_fail (TESS_IS_GAME (self), -1);
  g_return_val_if_fail (type >= 0 && type < tess_game_get_n_types (self), -1);

  tile = tess_game_get_tile_def (self, type);
  if (feature < 0 || feature >= tile->n_features)
    return -1;
  return tile->features[feature].type;
}

const char *
tess_game_feature_display_name (int feature_type)
{
  switch ((TessFeatureType) feature_type)
    {
    case TESS_FEATURE_ROAD:
      return _("road");
    case TESS_FEATURE_CITY:
      return _("city");
    case TESS_FEATURE_FIELD:
      return _("farm");
    case TESS_FEATURE_MONASTERY:
      return _("monastery");
    case TESS_FEATURE_RIVER:
      return _("river");
    case TESS_N_FEATURE_TYPES:
    default:
      return "";
    }
}

char *
tess_game_describe_tile (TessGame *self,
                         int       type)
{
  const TessTileDef *tile;
  int counts[TESS_N_FEATURE_TYPES] = { 0 };
  GString *out;
  gboolean first = TRUE;
  /* The order a person reads a tile in. */
  static const TessFeatureType order[] = {
    TESS_FEATURE_CITY, TESS_FEATURE_ROAD, TESS_FEATURE_MONASTERY,
    TESS_FEATURE_RIVER, TESS_FEATURE_FIELD,
  };

  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  tile = tess_game_get_tile_def (self, type);
  g_return_val_if_fail (tile != NULL, NULL);

  for (int f = 0; f < tile->n_features; f++)
    if (tile->features[f].type < TESS_N_FEATURE_TYPES)
      counts[tile->features[f].type]++;

  out = g_string_new (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      int n = counts[order[i]];
      g_autofree char *part = NULL;

      if (n == 0)
        continue;
      switch (order[i])
        {
        case TESS_FEATURE_CITY:
          part = g_strdup_printf (ngettext ("%d city", "%d cities", n), n);
          break;
        case TESS_FEATURE_ROAD:
          part = g_strdup_printf (ngettext ("%d road", "%d roads", n), n);
          break;
        case TESS_FEATURE_MONASTERY:
          part = g_strdup_printf (ngettext ("%d monastery", "%d monasteries", n), n);
          break;
        case TESS_FEATURE_RIVER:
          part = g_strdup_printf (ngettext ("%d river", "%d rivers", n), n);
          break;
        case TESS_FEATURE_FIELD:
          part = g_strdup_printf (ngettext ("%d field", "%d fields", n), n);
          break;
        case TESS_N_FEATURE_TYPES:
        default:
          continue;
        }
      if (!first)
        /* Translators: separates the parts of a tile's description. */
        g_string_append (out, _(", "));
      first = FALSE;
      g_string_append (out, part);
    }
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------ the turn */

/**
 * tess_game_get_placements:
 *
 * Returns: (transfer full) (element-type TessGamePlacement): the legal
 *   placements of the tile in hand, in the engine's order; empty when the
 *   game is over or the tile is already laid
 */
GArray *
tess_game_get_placements (TessGame *self)
{
  GArray *out;
  int max, n;
  g_autofree TessPlacement *buf = NULL;

  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  out = g_array_new (FALSE, FALSE, sizeof (TessGamePlacement));
  if (self->phase != TESS_GAME_PHASE_PLACE_TILE || self->tile < 0)
    return out;

  max = tess_def_max_placements (tess_game_get_def (self));
  buf = g_new (TessPlacement, MAX (max, 1));
  n = tess_state_placements (self->state, self->tile, buf, max);
  for (int i = 0; i < n; i++)
    {
      TessGamePlacement p = { buf[i].x, buf[i].y, buf[i].rot };

      g_array_append_val (out, p);
    }
  return out;
}

gboolean
tess_game_can_place_at (TessGame *self,
                        int       x,
                        int       y,
                        int       rot)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  if (self->phase != TESS_GAME_PHASE_PLACE_TILE || self->tile < 0)
    return FALSE;
  return tess_state_check_placement (self->state, self->tile, x, y, ((rot % 4) + 4) % 4) == TESS_OK;
}

/* The rotation to show at a cell: @preferred when it fits, else the next
 * one clockwise that fits, -1 when none does. */
int
tess_game_fitting_rotation (TessGame *self,
                            int       x,
                            int       y,
                            int       preferred)
{
  g_return_val_if_fail (TESS_IS_GAME (self), -1);

  for (int i = 0; i < 4; i++)
    {
      int rot = (((preferred + i) % 4) + 4) % 4;

      if (tess_game_can_place_at (self, x, y, rot))
        return rot;
    }
  return -1;
}

/**
 * tess_game_place_tile:
 *
 * Lays the tile in hand at (@x, @y) turned by @rot quarter turns: the
 * first step of a turn. The move is played by tess_game_place_follower().
 */
gboolean
tess_game_place_tile (TessGame  *self,
                      int        x,
                      int        y,
                      int        rot,
                      GError   **error)
{
  TessError err;

  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->phase == TESS_GAME_PHASE_GAME_OVER)
    {
      g_set_error_literal (error, TESS_GAME_ERROR, TESS_GAME_ERROR_FINISHED,
                           _("The game is over."));
      return FALSE;
    }
  if (self->phase != TESS_GAME_PHASE_PLACE_TILE)
    {
      g_set_error_literal (error, TESS_GAME_ERROR, TESS_GAME_ERROR_PHASE,
                           _("The tile is already on the board: choose where your follower goes, or none."));
      return FALSE;
    }
  if (rot < 0 || rot > 3)
    {
      g_set_error_literal (error, TESS_GAME_ERROR, TESS_GAME_ERROR_ILLEGAL,
                           tess_engine_error_message (TESS_ERR_BAD_ROTATION));
      return FALSE;
    }

  err = tess_state_check_placement (self->state, self->tile, x, y, rot);
  if (err != TESS_OK)
    {
      g_set_error_literal (error, TESS_GAME_ERROR, TESS_GAME_ERROR_ILLEGAL,
                           tess_engine_error_message (err));
      return FALSE;
    }

  self->pending = TRUE;
  self->pending_x = x;
  self->pending_y = y;
  self->pending_rot = rot;
  self->options = tess_state_follower_options (self->state, self->tile, x, y, rot);

  sync_properties (self);
  g_signal_emit (self, signals[TILE_PLACED], 0, x, y, rot);

  return TRUE;
}

gboolean
tess_game_get_pending (TessGame *self,
                       int      *x,
                       int      *y,
                       int      *rot)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  if (!self->pending)
    return FALSE;
  if (x)
    *x = self->pending_x;
  if (y)
    *y = self->pending_y;
  if (rot)
    *rot = self->pending_rot;
  return TRUE;
}

/**
 * tess_game_get_follower_options:
 *
 * Returns: (transfer full) (element-type int): the features of the tile
 *   just laid on which the current player may put a follower, in
 *   feature order; empty when none (or no tile laid)
 */
GArray *
tess_game_get_follower_options (TessGame *self)
{
  GArray *out;

  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  out = g_array_new (FALSE, FALSE, sizeof (int));
  if (!self->pending)
    return out;
  for (int f = 0; f < 32; f++)
    if (self->options & (1u << f))
      g_array_append_val (out, f);
  return out;
}

/* Takes the laid tile back into the hand, before a follower is chosen. */
gboolean
tess_game_take_back_tile (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  if (!self->pending)
    return FALSE;
  self->pending = FALSE;
  self->options = 0;
  sync_properties (self);
  g_signal_emit (self, signals[TILE_TAKEN_BACK], 0);
  return TRUE;
}

static gboolean
commit_move (TessGame        *self,
             const TessMove  *move,
             GError         **error)
{
  g_autoptr(GPtrArray) raw = g_ptr_array_new_with_free_func ((GDestroyNotify) tess_game_event_free);
  int player = tess_state_current_player (self->state);
  TessError err;

  err = tess_state_play (self->state, move, collect_event, raw);
  if (err != TESS_OK)
    {
      g_set_error_literal (error, TESS_GAME_ERROR, TESS_GAME_ERROR_ILLEGAL,
                           tess_engine_error_message (err));
      return FALSE;
    }
  /* A new move: the moves undone are not played any more. */
  g_clear_pointer (&self->line_replay, tess_replay_unref);
  g_clear_pointer (&self->line, tess_record_unref);
  tess_replay_append_move (self->replay, move);

  self->pending = FALSE;
  self->options = 0;

  sync_properties (self);
  if (move->feature >= 0)
    g_signal_emit (self, signals[FOLLOWER_PLACED], 0,
                   player, tess_state_n_placed (self->state) - 1, (int) move->feature);
  emit_events (self, raw);

  start_turn (self, TRUE);
  sync_properties (self);
  autosave (self);

  if (!tess_state_is_over (self->state))
    g_signal_emit (self, signals[TURN_STARTED], 0, tess_state_current_player (self->state));

  return TRUE;
}

/**
 * tess_game_place_follower:
 * @feature: a feature of the tile just laid, or -1 for no follower
 *
 * Plays the move: the tile laid by tess_game_place_tile() and the
 * follower. Scorings, the next turn or the end of the game follow.
 */
gboolean
tess_game_place_follower (TessGame  *self,
                          int        feature,
                          GError   **error)
{
  TessMove move;

  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!self->pending)
    {
      g_set_error_literal (error, TESS_GAME_ERROR,
                           self->phase == TESS_GAME_PHASE_GAME_OVER ? TESS_GAME_ERROR_FINISHED : TESS_GAME_ERROR_PHASE,
                           self->phase == TESS_GAME_PHASE_GAME_OVER ? _("The game is over.")
                                                                     : _("Place the tile first."));
      return FALSE;
    }
  if (feature >= 0 && (feature >= 32 || !(self->options & (1u << feature))))
    {
      TessError err = tess_state_check_follower (self->state, self->tile,
                                                 self->pending_x, self->pending_y,
                                                 self->pending_rot, feature);

      g_set_error_literal (error, TESS_GAME_ERROR, TESS_GAME_ERROR_ILLEGAL,
                           tess_engine_error_message (err != TESS_OK ? err : TESS_ERR_BAD_FEATURE));
      return FALSE;
    }

  move.tile = self->tile;
  move.x = self->pending_x;
  move.y = self->pending_y;
  move.rot = self->pending_rot;
  move.feature = feature < 0 ? -1 : feature;

  return commit_move (self, &move, error);
}

gboolean
tess_game_play_move (TessGame  *self,
                     int        type,
                     int        x,
                     int        y,
                     int        rot,
                     int        feature,
                     GError   **error)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  if (self->pending)
    tess_game_take_back_tile (self);
  if (self->phase == TESS_GAME_PHASE_PLACE_TILE && type != self->tile &&
      !tess_game_select_tile (self, type, error))
    return FALSE;
  if (!tess_game_place_tile (self, x, y, rot, error))
    return FALSE;
  if (!tess_game_place_follower (self, feature, error))
    {
      tess_game_take_back_tile (self);
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------ the board */

int
tess_game_get_n_placed (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);

  return tess_state_n_placed (self->state);
}

void
tess_game_get_placed (TessGame *self,
                      int       i,
                      int      *x,
                      int      *y,
                      int      *type,
                      int      *rot)
{
  int xx, yy, tt, rr;

  g_return_if_fail (TESS_IS_GAME (self));
  g_return_if_fail (i >= 0 && i < tess_state_n_placed (self->state));

  tess_state_placed (self->state, i, &xx, &yy, &tt, &rr);
  if (x)
    *x = xx;
  if (y)
    *y = yy;
  if (type)
    *type = tt;
  if (rot)
    *rot = rr;
}

int
tess_game_tile_at (TessGame *self,
                   int       x,
                   int       y)
{
  g_return_val_if_fail (TESS_IS_GAME (self), -1);

  return tess_state_tile_at (self->state, x, y);
}

/* The smallest rectangle of cells holding every placed tile. */
void
tess_game_get_bounds (TessGame *self,
                      int      *min_x,
                      int      *min_y,
                      int      *max_x,
                      int      *max_y)
{
  int n, x0 = 0, y0 = 0, x1 = 0, y1 = 0;

  g_return_if_fail (TESS_IS_GAME (self));

  n = tess_state_n_placed (self->state);
  for (int i = 0; i < n; i++)
    {
      int x, y, type, rot;

      tess_state_placed (self->state, i, &x, &y, &type, &rot);
      if (i == 0 || x < x0)
        x0 = x;
      if (i == 0 || x > x1)
        x1 = x;
      if (i == 0 || y < y0)
        y0 = y;
      if (i == 0 || y > y1)
        y1 = y;
    }
  if (min_x)
    *min_x = x0;
  if (min_y)
    *min_y = y0;
  if (max_x)
    *max_x = x1;
  if (max_y)
    *max_y = y1;
}

int
tess_game_get_n_followers (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);

  return tess_state_n_followers (self->state);
}

void
tess_game_get_follower (TessGame *self,
                        int       i,
                        int      *placement,
                        int      *feature,
                        int      *player)
{
  int pl, f, p;

  g_return_if_fail (TESS_IS_GAME (self));
  g_return_if_fail (i >= 0 && i < tess_state_n_followers (self->state));

  tess_state_follower (self->state, i, &pl, &f, &p);
  if (placement)
    *placement = pl;
  if (feature)
    *feature = f;
  if (player)
    *player = p;
}

gboolean
tess_game_get_feature_info (TessGame            *self,
                            int                  placement,
                            int                  feature,
                            TessGameFeatureInfo *info)
{
  TessFeatureInfo fi;

  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (info != NULL, FALSE);

  if (placement < 0 || placement >= tess_state_n_placed (self->state))
    return FALSE;
  if (!tess_state_feature_info (self->state, placement, feature, &fi))
    return FALSE;

  info->feature = fi.type;
  info->completed = fi.completed;
  info->tiles = fi.tiles;
  info->shields = fi.shields;
  info->open_sides = fi.open_sides;
  info->value = fi.value;
  for (int p = 0; p < TESS_MAX_PLAYERS; p++)
    info->followers[p] = fi.followers[p];
  info->owners = fi.owners;
  return TRUE;
}

typedef struct
{
  TessGame *self;
  GArray   *cells;
} MembersData;

static void
add_member (int   placement,
            int   feature,
            void *data)
{
  MembersData *md = data;
  TessGameCell cell;

  tess_state_placed (md->self->state, placement, &cell.x, &cell.y, &cell.type, &cell.rot);
  cell.feature = feature;
  g_array_append_val (md->cells, cell);
}

/**
 * tess_game_get_feature_cells:
 *
 * Every tile part of the connected feature a feature of a placed tile
 * belongs to (to light it up). A monastery lists its own tile.
 *
 * Returns: (transfer full) (element-type TessGameCell): the cells
 */
GArray *
tess_game_get_feature_cells (TessGame *self,
                             int       placement,
                             int       feature)
{
  MembersData md;

  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  md.self = self;
  md.cells = g_array_new (FALSE, FALSE, sizeof (TessGameCell));
  if (placement >= 0 && placement < tess_state_n_placed (self->state))
    tess_state_feature_members (self->state, placement, feature, add_member, &md);
  return md.cells;
}

/**
 * tess_game_get_farm_cities:
 * @placement: @feature: a field of a placed tile
 *
 * The completed cities the farm of that field supplies (the aid "farm
 * hints"): every tile part of each, once.
 *
 * Returns: (transfer full) (element-type TessGameCell): the cells
 */
GArray *
tess_game_get_farm_cities (TessGame *self,
                           int       placement,
                           int       feature)
{
  const TessDef *def;
  g_autoptr(GArray) farm = NULL;
  g_autoptr(GHashTable) seen = NULL;
  GArray *out;

  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  out = g_array_new (FALSE, FALSE, sizeof (TessGameCell));
  if (placement < 0 || placement >= tess_state_n_placed (self->state))
    return out;

  def = tess_game_get_def (self);
  farm = tess_game_get_feature_cells (self, placement, feature);
  seen = g_hash_table_new (NULL, NULL);

  for (guint i = 0; i < farm->len; i++)
    {
      const TessGameCell *cell = &g_array_index (farm, TessGameCell, i);
      const TessTileDef *tile = tess_def_tile (def, cell->type);
      int pl = tess_state_tile_at (self->state, cell->x, cell->y);
      guint cities;

      if (cell->feature < 0 || cell->feature >= tile->n_features ||
          tile->features[cell->feature].type != TESS_FEATURE_FIELD)
        continue;

      cities = tile->features[cell->feature].cities;
      for (int c = 0; c < tile->n_features; c++)
        {
          g_autoptr(GArray) city = NULL;
          TessFeatureInfo info;

          if (!(cities & (1u << c)) ||
              g_hash_table_contains (seen, GINT_TO_POINTER (pl * TESS_MAX_FEATURES + c + 1)))
            continue;

          city = tess_game_get_feature_cells (self, pl, c);
          for (guint k = 0; k < city->len; k++)
            {
              const TessGameCell *part = &g_array_index (city, TessGameCell, k);
              int part_pl = tess_state_tile_at (self->state, part->x, part->y);

              g_hash_table_add (seen, GINT_TO_POINTER (part_pl * TESS_MAX_FEATURES + part->feature + 1));
            }
          if (tess_state_feature_info (self->state, pl, c, &info) && info.completed)
            g_array_append_vals (out, city->data, city->len);
        }
    }
  return out;
}

/* Whether some rotation of @type fits the tiles around (@x, @y) by the
 * types of their sides alone. */
static gboolean
type_fits_cell (TessGame *self,
                int       type,
                int       x,
                int       y)
{
  const TessDef *def = tess_game_get_def (self);
  const TessTileDef *tile = tess_def_tile (def, type);

  for (int rot = 0; rot < 4; rot++)
    {
      gboolean fits = TRUE;

      for (int side = 0; side < 4 && fits; side++)
        {
          int pl = tess_state_tile_at (self->state, x + tess_dx[side], y + tess_dy[side]);
          int nx, ny, ntype, nrot, nside;

          if (pl < 0)
            continue;
          tess_state_placed (self->state, pl, &nx, &ny, &ntype, &nrot);
          nside = (side + 2) % 4;
          if (tess_tile_side (tile, (side - rot + 4) % 4) !=
              tess_tile_side (tess_def_tile (def, ntype), (nside - nrot + 4) % 4))
            fits = FALSE;
        }
      if (fits)
        return TRUE;
    }
  return FALSE;
}

/* An empty cell next to the board that no tile still to come (in the bag
 * or in the hand) can fill: the aid "cells no remaining tile can fill". */
gboolean
tess_game_is_dead_cell (TessGame *self,
                        int       x,
                        int       y)
{
  int n_types;

  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  if (tess_state_tile_at (self->state, x, y) >= 0)
    return FALSE;

  n_types = tess_game_get_n_types (self);
  for (int t = 0; t < n_types; t++)
    {
      if (tess_state_remaining (self->state, t) <= 0 && !hand_contains (self, t))
        continue;
      if (type_fits_cell (self, t, x, y))
        return FALSE;
    }
  return TRUE;
}

/**
 * tess_game_get_dead_cells:
 *
 * Returns: (transfer full) (element-type TessGameCell): the empty cells
 *   next to the board that no tile still to come can fill (only x and y
 *   are set)
 */
GArray *
tess_game_get_dead_cells (TessGame *self)
{
  GArray *out;
  int n;

  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  out = g_array_new (FALSE, FALSE, sizeof (TessGameCell));
  if (self->finished)
    return out;
  n = tess_state_n_frontier (self->state);
  for (int i = 0; i < n; i++)
    {
      TessGameCell cell = { 0, 0, -1, 0, -1 };

      tess_state_frontier (self->state, i, &cell.x, &cell.y);
      if (tess_game_is_dead_cell (self, cell.x, cell.y))
        g_array_append_val (out, cell);
    }
  return out;
}

/* ------------------------------------------------------------ players */

guint
tess_game_get_n_players (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);

  return tess_record_n_players (self->record);
}

const char *
tess_game_get_player_name (TessGame *self,
                           guint     player)
{
  g_return_val_if_fail (TESS_IS_GAME (self), NULL);
  g_return_val_if_fail (player < tess_record_n_players (self->record), NULL);

  return tess_record_player (self->record, player)->name;
}

TessColor
tess_game_get_player_color (TessGame *self,
                            guint     player)
{
  g_return_val_if_fail (TESS_IS_GAME (self), TESS_COLOR_YELLOW);
  g_return_val_if_fail (player < tess_record_n_players (self->record), TESS_COLOR_YELLOW);

  return tess_record_player (self->record, player)->color;
}

/* A #TessAiLevel, or %TESS_AI_NONE for a person. */
int
tess_game_get_player_kind (TessGame *self,
                           guint     player)
{
  g_return_val_if_fail (TESS_IS_GAME (self), TESS_AI_NONE);
  g_return_val_if_fail (player < tess_record_n_players (self->record), TESS_AI_NONE);

  return tess_record_player (self->record, player)->ai;
}

int
tess_game_get_score (TessGame *self,
                     guint     player)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);
  g_return_val_if_fail (player < tess_record_n_players (self->record), 0);

  return tess_state_score (self->state, player);
}

int
tess_game_get_supply (TessGame *self,
                      guint     player)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);
  g_return_val_if_fail (player < tess_record_n_players (self->record), 0);

  return tess_state_supply (self->state, player);
}

/* Points @player scored for @category, during play or in the final scoring. */
int
tess_game_get_category_score (TessGame         *self,
                              guint             player,
                              TessGameCategory  category,
                              gboolean          final)
{
  int sum = 0;

  g_return_val_if_fail (TESS_IS_GAME (self), 0);
  g_return_val_if_fail (player < TESS_MAX_PLAYERS, 0);

  for (guint i = 0; i < self->events->len; i++)
    {
      const TessGameEvent *event = g_ptr_array_index (self->events, i);

      if (event->category == category && !event->final == !final &&
          (event->scorers & (1u << player)))
        sum += event->points;
    }
  return sum;
}

/**
 * tess_game_get_score_history:
 *
 * Returns: (transfer full) (element-type int): @player's score before the
 *   first move (0), after each move, and after the final scoring when the
 *   game is finished
 */
GArray *
tess_game_get_score_history (TessGame *self,
                             guint     player)
{
  GArray *out;
  guint n_moves, len;
  int score = 0;
  guint e = 0;

  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  n_moves = tess_record_n_moves (self->record);
  len = n_moves + 1 + (self->finished ? 1 : 0);
  out = g_array_sized_new (FALSE, TRUE, sizeof (int), len);

  for (guint step = 0; step < len; step++)
    {
      /* Step k is the score after move k; step n_moves + 1 the final. */
      for (; e < self->events->len; e++)
        {
          const TessGameEvent *event = g_ptr_array_index (self->events, e);
          guint at = event->final ? n_moves + 1 : event->move;

          if (at > step)
            break;
          if (event->scorers & (1u << player))
            score += event->points;
        }
      g_array_append_val (out, score);
    }
  return out;
}

static int
compare_rank (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  TessGame *self = user_data;
  guint pa = *(const guint *) a, pb = *(const guint *) b;
  int sa = tess_state_score (self->state, pa), sb = tess_state_score (self->state, pb);

  if (sa != sb)
    return sb - sa;
  return (int) pa - (int) pb;
}

/**
 * tess_game_get_ranking:
 *
 * Returns: (transfer full) (element-type guint): the players from the
 *   highest score down (equal scores in seat order)
 */
GArray *
tess_game_get_ranking (TessGame *self)
{
  GArray *out;
  guint n;

  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  n = tess_record_n_players (self->record);
  out = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);
  for (guint p = 0; p < n; p++)
    g_array_append_val (out, p);
  g_array_sort_with_data (out, compare_rank, self);
  return out;
}

/**
 * tess_game_get_events:
 *
 * Returns: (transfer none) (element-type TessGameEvent): every scoring so far
 */
GPtrArray *
tess_game_get_events (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  return self->events;
}

/**
 * tess_game_get_final_events:
 *
 * Returns: (transfer container) (element-type TessGameEvent): the final
 *   scoring's events of @category, in order (owned by the game)
 */
GPtrArray *
tess_game_get_final_events (TessGame         *self,
                            TessGameCategory  category)
{
  GPtrArray *out;

  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  out = g_ptr_array_new ();
  for (guint i = 0; i < self->events->len; i++)
    {
      TessGameEvent *event = g_ptr_array_index (self->events, i);

      if (event->final && event->category == category)
        g_ptr_array_add (out, event);
    }
  return out;
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

const char *
tess_game_get_autosave_file (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), NULL);

  return self->autosave_file;
}

/* Where the game is saved after every move; %NULL for nowhere. */
void
tess_game_set_autosave_file (TessGame   *self,
                             const char *filename)
{
  g_return_if_fail (TESS_IS_GAME (self));

  g_free (self->autosave_file);
  self->autosave_file = g_strdup (filename);
}

/* $XDG_DATA_HOME/tessera/autosave.tessera */
char *
tess_game_default_autosave_file (void)
{
  return g_build_filename (g_get_user_data_dir (), PACKAGE_NAME, "autosave.tessera", NULL);
}

/* ------------------------------------------------------------ undo and replays */

/* Undo and redo move along the line of play: the record, then the moves
 * undone (self->line, with its own replay to tell who made each move).
 * The record is always a prefix of it; a new move drops it. */

static gboolean
same_record_move (const TessRecordMove *a,
                  const TessRecordMove *b)
{
  if (g_strcmp0 (a->tile, b->tile) != 0 || !a->discard != !b->discard)
    return FALSE;
  if (a->discard)
    return TRUE;
  return a->x == b->x && a->y == b->y && a->rot == b->rot && a->follower == b->follower;
}

/* Whether the record is the start of the line. */
static gboolean
line_is_prefix (TessGame *self)
{
  guint n = tess_record_n_moves (self->record);

  if (self->line == NULL || tess_record_n_moves (self->line) < n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (!same_record_move (tess_record_move (self->record, i), tess_record_move (self->line, i)))
      return FALSE;
  return TRUE;
}

/* Whether the line continues the record with moves to redo. */
static gboolean
line_is_ahead (TessGame *self)
{
  return line_is_prefix (self) &&
         tess_record_n_moves (self->line) > tess_record_n_moves (self->record);
}

/* Makes the line anew from the record when it no longer continues it. */
static gboolean
ensure_line (TessGame  *self,
             GError   **error)
{
  if (self->line != NULL && line_is_prefix (self))
    return TRUE;
  g_clear_pointer (&self->line_replay, tess_replay_unref);
  g_clear_pointer (&self->line, tess_record_unref);
  self->line = tess_record_copy (self->record);
  self->line_replay = tess_replay_new (self->line, error);
  if (self->line_replay == NULL)
    {
      g_clear_pointer (&self->line, tess_record_unref);
      return FALSE;
    }
  return TRUE;
}

static void
drop_line (TessGame *self)
{
  g_clear_pointer (&self->line_replay, tess_replay_unref);
  g_clear_pointer (&self->line, tess_record_unref);
}

/* Who made each of the first @n moves of @replay's record (fewer when a
 * move is illegal). */
static GArray *
get_movers (TessReplay *replay,
            guint       n)
{
  g_autoptr(TessState) st = tess_replay_new_state (replay);
  GArray *out = g_array_sized_new (FALSE, FALSE, sizeof (int), n);

  for (guint i = 0; i < n; i++)
    {
      int player = tess_state_current_player (st);

      if (!tess_replay_apply (replay, st, i, NULL, NULL, NULL))
        break;
      g_array_append_val (out, player);
    }
  return out;
}

static gboolean
has_human (TessGame *self)
{
  guint n = tess_record_n_players (self->record);

  for (guint p = 0; p < n; p++)
    if (tess_record_player (self->record, p)->ai == TESS_AI_NONE)
      return TRUE;
  return FALSE;
}

/* A move someone chose: a placement by a person, or by anyone in a game
 * without people. Discards and computer moves only follow from them. */
static gboolean
is_decision (TessGame             *self,
             const TessRecordMove *move,
             int                   player,
             gboolean              humans)
{
  if (move->discard)
    return FALSE;
  return !humans || tess_record_player (self->record, player)->ai == TESS_AI_NONE;
}

/* How many moves stay after an undo: those before the last decision;
 * -1 when there is none. */
static int
undo_target (TessGame *self)
{
  guint n = tess_record_n_moves (self->record);
  gboolean humans = has_human (self);
  g_autoptr(GArray) movers = NULL;

  if (n == 0)
    return -1;
  movers = get_movers (self->replay, n);
  for (guint i = MIN (n, movers->len); i > 0; i--)
    if (is_decision (self, tess_record_move (self->record, i - 1),
                     g_array_index (movers, int, i - 1), humans))
      return (int) i - 1;
  return -1;
}

/* How many moves there are after a redo: the next decision of the line
 * and what follows from it, up to the decision after it; -1 when there
 * is nothing to redo. */
static int
redo_target (TessGame *self)
{
  guint n = tess_record_n_moves (self->record), n_line, i;
  gboolean humans = has_human (self);
  g_autoptr(GArray) movers = NULL;

  if (!line_is_ahead (self))
    return -1;
  n_line = tess_record_n_moves (self->line);
  movers = get_movers (self->line_replay, n_line);
  n_line = movers->len;
  if (n_line <= n)
    return -1;

  /* Up to the next decision, which is redone... */
  for (i = n; i < n_line; i++)
    if (is_decision (self, tess_record_move (self->line, i), g_array_index (movers, int, i), humans))
      break;
  /* ...with what follows from it. */
  for (i++; i < n_line; i++)
    if (is_decision (self, tess_record_move (self->line, i), g_array_index (movers, int, i), humans))
      break;
  return (int) MIN (i, n_line);
}

static void
append_line_move (TessGame *self,
                  guint     i)
{
  const TessRecordMove *m = tess_record_move (self->line, i);

  if (m->discard)
    tess_record_append_discard (self->record, m->tile);
  else
    tess_record_append_move (self->record, m->tile, m->x, m->y, m->rot, m->follower);
}

/* Brings the record to the first @n_moves moves of the line and the
 * state and events after them. With @play, the game goes on from there
 * (the turn starts, autosave); else it is only shown. */
static gboolean
go_to (TessGame  *self,
       guint      n_moves,
       gboolean   play,
       gboolean   final_scoring,
       GError   **error)
{
  g_autoptr(GPtrArray) raw = g_ptr_array_new_with_free_func ((GDestroyNotify) tess_game_event_free);
  g_autoptr(GError) local_error = NULL;
  guint old = tess_record_n_moves (self->record);
  guint n_line, applied;
  const TessRecordMove *next = NULL;

  if (!ensure_line (self, error))
    return FALSE;
  n_line = tess_record_n_moves (self->line);
  if (n_moves > n_line)
    n_moves = n_line;

  /* No move thought out for the old position may be played. */
  tess_game_cancel_thinking (self);

  if (n_moves < old)
    {
      tess_record_truncate (self->record, n_moves);
      tess_replay_invalidate (self->replay, n_moves);
    }
  for (guint i = old; i < n_moves; i++)
    append_line_move (self, i);

  /* The state, as a record is loaded: from the start, every scoring. */
  if (!tess_replay_play (self->replay, n_moves, self->state, collect_event, raw, &local_error))
    applied = (guint) tess_state_n_moves (self->state);
  else
    applied = n_moves;
  if (applied < n_moves)
    {
      /* A line from a legal game stays legal: keep what is. */
      tess_record_truncate (self->record, applied);
      tess_replay_invalidate (self->replay, applied);
      drop_line (self);
      n_moves = applied;
    }

  self->pending = FALSE;
  self->options = 0;
  g_ptr_array_set_size (self->events, 0);
  g_ptr_array_extend_and_steal (self->events, g_steal_pointer (&raw));

  if (self->line != NULL && n_moves < tess_record_n_moves (self->line))
    next = tess_record_move (self->line, n_moves);

  if (play)
    {
      int type = next != NULL && !next->discard ? tess_def_find_type (tess_game_get_def (self), next->tile) : -1;

      /* The tile the player had: drawn again by name when unseeded, and
       * chosen again from a hand of several. */
      if (type >= 0 && !tess_state_is_seeded (self->state) && !tess_state_is_over (self->state) &&
          tess_state_hand_size (self->state) == 0)
        tess_state_draw_named (self->state, type);
      self->selected = type;
      start_turn (self, TRUE);
      if (!line_is_ahead (self))
        drop_line (self);
    }
  else
    {
      self->selected = -1;
      if (final_scoring && tess_state_is_over (self->state))
        {
          g_autoptr(GPtrArray) final = g_ptr_array_new_with_free_func ((GDestroyNotify) tess_game_event_free);

          tess_state_final_scoring (self->state, collect_event, final);
          g_ptr_array_extend_and_steal (self->events, g_steal_pointer (&final));
        }
    }

  sync_properties (self);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (play)
    {
      autosave (self);
      if (!tess_state_is_over (self->state))
        g_signal_emit (self, signals[TURN_STARTED], 0, tess_state_current_player (self->state));
    }
  return TRUE;
}

/**
 * tess_game_can_undo:
 *
 * Whether there is something to undo: a tile laid in this turn, or a
 * decision (see tess_game_undo()).
 */
gboolean
tess_game_can_undo (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  return self->pending || undo_target (self) >= 0;
}

/**
 * tess_game_undo:
 *
 * During the follower step, takes the tile back. Else goes back to the
 * last decision: the last tile a person placed, with the computer moves
 * and discards after it (in a game without people, the last move), so
 * that the same player has the same tile in hand again.
 *
 * Returns: %FALSE when there was nothing to undo (or, with @error, the
 *   record could not be replayed)
 */
gboolean
tess_game_undo (TessGame  *self,
                GError   **error)
{
  int target;

  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  if (self->pending)
    {
      tess_game_cancel_thinking (self);
      return tess_game_take_back_tile (self);
    }
  target = undo_target (self);
  if (target < 0)
    return FALSE;
  return go_to (self, target, TRUE, FALSE, error);
}

gboolean
tess_game_can_redo (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  return line_is_ahead (self);
}

/**
 * tess_game_redo:
 *
 * Plays again the decision undone last, with the computer moves and
 * discards that followed it. A laid tile is taken back first.
 *
 * Returns: %FALSE when there was nothing to redo
 */
gboolean
tess_game_redo (TessGame  *self,
                GError   **error)
{
  int target;

  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  target = redo_target (self);
  if (target < 0)
    return FALSE;
  return go_to (self, target, TRUE, FALSE, error);
}

guint
tess_game_get_n_line_moves (TessGame *self)
{
  g_return_val_if_fail (TESS_IS_GAME (self), 0);

  if (line_is_ahead (self))
    return tess_record_n_moves (self->line);
  return tess_record_n_moves (self->record);
}

gboolean
tess_game_play_from (TessGame  *self,
                     guint      n_moves,
                     GError   **error)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  return go_to (self, n_moves, TRUE, FALSE, error);
}

gboolean
tess_game_seek (TessGame  *self,
                guint      n_moves,
                gboolean   final_scoring,
                GError   **error)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  return go_to (self, n_moves, FALSE, final_scoring, error);
}
