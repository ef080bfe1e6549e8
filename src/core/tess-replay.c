/* tess-replay.c: playing a game record on the engine
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tess-names.h"
#include "tess-replay.h"
#include "tess-move-codec.h"
#include "tess-engine.h"

/* Checkpoints cost one state each: keep them all under this budget. */
#define CHECKPOINT_BUDGET (32 * 1024 * 1024)

struct _TessReplay
{
  gatomicrefcount ref_count;

  TessRecord *record;
  GPtrArray  *sets;          /* TessTileSetData the def was built from */
  TessTileSet *engine_sets;  /* their engine views */
  TessDef    *def;
  gboolean    seeded;

  /* checkpoints[k] is the state after k * interval moves. */
  GPtrArray  *checkpoints;
  guint       interval;
  TessState  *backup;        /* scratch for unseeded moves that fail */
};

G_DEFINE_BOXED_TYPE (TessReplay, tess_replay, tess_replay_ref, tess_replay_unref)

/* ------------------------------------------------------------- messages */

const char *
tess_engine_error_message (TessError err)
{
  switch (err)
    {
    case TESS_OK:
      return _("the move is legal");
    case TESS_ERR_GAME_OVER:
      return _("the game is already over");
    case TESS_ERR_NO_TILE:
      return _("no tile has been drawn");
    case TESS_ERR_NOT_IN_HAND:
      return _("that tile is not the one drawn");
    case TESS_ERR_NOT_IN_BAG:
      return _("no such tile is left in the bag");
    case TESS_ERR_ORDER:
      return _("the river tiles come first and the lake last");
    case TESS_ERR_OCCUPIED:
      return _("a tile already lies on that cell");
    case TESS_ERR_NOT_ADJACENT:
      return _("the tile touches no placed tile by a side");
    case TESS_ERR_MISMATCH:
      return _("a side does not match its neighbour");
    case TESS_ERR_RIVER_END:
      return _("a river tile must continue the river at its open end");
    case TESS_ERR_RIVER_TURN:
      return _("the river would turn back on itself or run into other tiles");
    case TESS_ERR_BAD_ROTATION:
      return _("the rotation must be 0, 90, 180 or 270 degrees");
    case TESS_ERR_BAD_FEATURE:
      return _("the tile has no such feature");
    case TESS_ERR_NO_FOLLOWERS:
      return _("the player has no follower left in the supply");
    case TESS_ERR_FEATURE_TAKEN:
      return _("that road, city or farm already holds a follower");
    case TESS_ERR_RIVER_FOLLOWER:
      return _("followers never go on a river");
    case TESS_ERR_CAN_PLACE:
      return _("the tile fits somewhere, so it may not be discarded");
    case TESS_ERR_OFF_TABLE:
      return _("the cell lies beyond the table’s edge");
    case TESS_ERR_NO_START:
      return _("who starts is not decided yet");
    case TESS_ERR_NO_FIGURE:
      return _("the player has no figure of that kind left");
    case TESS_ERR_FIGURE_PLACE:
      return _("that kind of figure may not go on that feature");
    case TESS_N_ERRORS:
    default:
      return _("the move breaks a rule");
    }
}

char *
tess_replay_describe_move (TessReplay *replay,
                           guint       index)
{
  const TessRecordMove *m;

  g_return_val_if_fail (replay != NULL, NULL);
  g_return_val_if_fail (index < tess_record_n_moves (replay->record), NULL);

  m = tess_record_move (replay->record, index);
  if (m->discard)
    return g_strdup_printf (_("Move %u (tile %s, discarded)"), index + 1, m->tile);
  return g_strdup_printf (_("Move %u (tile %s at %d,%d, rotation %d)"),
                          index + 1, m->tile, m->x, m->y, m->rot * 90);
}

/* Why the move's figure may not go there, naming the figure and the rule
 * of its kind (DESIGN.md §8). */
static char *
figure_reason (const TessRecordMove *m,
               TessError             err)
{
  const char *kind = tess_figure_name (m->figure);

  if (err == TESS_ERR_NO_FIGURE)
    return g_strdup_printf (_("the player has no figure “%s” left (key “figure”)"), kind);
  switch (m->figure)
    {
    case TESS_FIGURE_BUILDER:
      return g_strdup (_("a builder goes only on a road or city of the tile just placed that "
                         "holds the player’s own follower (key “figure”)"));
    case TESS_FIGURE_PIG:
      return g_strdup (_("a pig goes only on a field of the tile just placed that holds the "
                         "player’s own farmer (key “figure”)"));
    case TESS_FIGURE_FOLLOWER:
    case TESS_FIGURE_BIG:
    case TESS_N_FIGURES:
    default:
      return g_strdup_printf (_("the figure “%s” may not go there (key “figure”)"), kind);
    }
}

/* Says which feature the follower would join to a taken one: the rule
 * judges the tile in place with every connection it makes, so the feature
 * may meet the follower through the tile's other features. */
static char *
taken_reason (const TessRecordMove *m,
              int                   feature_type)
{
  const char *port = m->follower == TESS_FOLLOWER_MONASTERY ? "" : tess_port_name (m->follower);

  switch (feature_type)
    {
    case TESS_FEATURE_ROAD:
      /* TRANSLATORS: %s is a port name, e.g. "NNW" */
      return g_strdup_printf (_("with the tile in place, the road at port %s joins a road "
                                "that already holds a follower"), port);
    case TESS_FEATURE_CITY:
      /* TRANSLATORS: %s is a port name, e.g. "NNW" */
      return g_strdup_printf (_("with the tile in place, the city at port %s joins a city "
                                "that already holds a follower"), port);
    case TESS_FEATURE_FIELD:
      /* TRANSLATORS: %s is a port name, e.g. "NNW" */
      return g_strdup_printf (_("with the tile in place, the farm at port %s joins a farm "
                                "that already holds a follower"), port);
    default:
      return g_strdup (tess_engine_error_message (TESS_ERR_FEATURE_TAKEN));
    }
}

/* Says which side does not match, and against what. */
static char *
mismatch_reason (TessReplay      *replay,
                 const TessState *st,
                 int              type,
                 int              x,
                 int              y,
                 int              rot)
{
  for (int side = 0; side < 4; side++)
    {
      int nx = x + tess_dx[side], ny = y + tess_dy[side];
      int i = tess_state_tile_at (st, nx, ny);
      int px, py, ptype, prot;
      TessSideType mine, theirs;

      if (i < 0)
        continue;
      tess_state_placed (st, i, &px, &py, &ptype, &prot);
      mine = tess_tile_board_side (tess_def_tile (replay->def, type), rot, side);
      theirs = tess_tile_board_side (tess_def_tile (replay->def, ptype), prot, (side + 2) % 4);
      if (mine != theirs)
        {
          /* TRANSLATORS: the first part is the message for TESS_ERR_MISMATCH;
           * e.g. "…: the east side is of type “road”, but the tile at 3,-1 has
           * type “city” there" */
          return g_strdup_printf (_("%s: the %s side is of type “%s”, but the tile at %d,%d has type “%s” there"),
                                  tess_engine_error_message (TESS_ERR_MISMATCH),
                                  tess_side_display_name (side), tess_side_type_display_name (mine), nx, ny,
                                  tess_side_type_display_name (theirs));
        }
    }
  return g_strdup (tess_engine_error_message (TESS_ERR_MISMATCH));
}

static gboolean
move_error (TessReplay *replay,
            guint       index,
            GError    **error,
            const char *reason)
{
  g_autofree char *what = tess_replay_describe_move (replay, index);

  g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_ILLEGAL_MOVE, "%s: %s", what, reason);
  return FALSE;
}

/* ----------------------------------------------------------- life cycle */

/* Who starts: an unseeded record says it (and the tiles of the most_roads
 * draw); a seeded one must agree with its seed, and learns it from it. */
static gboolean
settle_start (TessReplay *replay,
              TessState  *st,
              GError    **error)
{
  TessRecord *record = replay->record;
  const TessDef *def = replay->def;
  int n = (int) record->players->len;
  TessFirstPlayer rule = tess_def_rules (def)->first_player;

  if (rule == TESS_FIRST_LISTED)
    return TRUE;

  if (!replay->seeded && rule == TESS_FIRST_RANDOM)
    tess_state_set_first_player (st, MAX (record->start_player, 0));
  else if (!replay->seeded)
    {
      guint rounds = record->start_draws->len / (guint) n;

      if (rounds == 0)
        {
          g_set_error_literal (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES,
                               _("The game has no seed, so its record must list the tiles "
                                 "each player drew to decide who starts (key “start”, "
                                 "“draws”)"));
          return FALSE;
        }
      for (guint r = 0; r < rounds; r++)
        {
          int types[TESS_MAX_PLAYERS];
          TessError err;

          for (int p = 0; p < TESS_MAX_PLAYERS; p++)
            {
              const char *id = p < n ? g_ptr_array_index (record->start_draws, r * (guint) n + (guint) p) : "";

              types[p] = *id ? tess_def_find_type (def, id) : -1;
              if (*id && types[p] < 0)
                {
                  g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES,
                               _("Round %u of the draw for who starts: no tile set of the "
                                 "game has a tile “%s”"), r + 1, id);
                  return FALSE;
                }
            }
          err = tess_state_start_pending (st) ? tess_state_draw_off (st, types) : TESS_ERR_ORDER;
          if (err != TESS_OK)
            {
              g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES,
                           err == TESS_ERR_NOT_IN_BAG
                           ? _("Round %u of the draw for who starts: a tile drawn is not in "
                               "the bag")
                           : err == TESS_ERR_NOT_IN_HAND
                           ? _("Round %u of the draw for who starts: exactly the players "
                               "still tied draw a tile")
                           : _("Round %u of the draw for who starts: the draw was already "
                               "decided"), r + 1);
              return FALSE;
            }
        }
      if (tess_state_start_pending (st))
        {
          g_set_error_literal (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES,
                               _("The draw for who starts ends in a tie: the tied players "
                                 "must draw again"));
          return FALSE;
        }
    }

  if (record->start_player >= 0 && record->start_player != tess_state_first_player (st))
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES,
                   _("The record says player %d starts, but the rules give player %d"),
                   record->start_player + 1, tess_state_first_player (st) + 1);
      return FALSE;
    }
  record->start_player = tess_state_first_player (st);
  if (replay->seeded && rule == TESS_FIRST_MOST_ROADS && record->start_draws->len == 0)
    for (int r = 0; r < tess_state_start_rounds (st); r++)
      for (int p = 0; p < n; p++)
        {
          int t = tess_state_start_draw (st, r, p);

          g_ptr_array_add (record->start_draws,
                           g_strdup (t >= 0 ? tess_def_tile (def, t)->id : ""));
        }
  return TRUE;
}

TessReplay *
tess_replay_new (TessRecord *record,
                 GError    **error)
{
  g_autoptr(TessReplay) replay = NULL;
  char err[256] = "";
  guint n_sets;
  size_t size;
  gint64 total;
  TessState *initial;

  g_return_val_if_fail (record != NULL, NULL);

  n_sets = record->tilesets->len;
  if (n_sets == 0)
    {
      g_set_error_literal (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES,
                           _("The game has no tile sets"));
      return NULL;
    }

  replay = g_new0 (TessReplay, 1);
  g_atomic_ref_count_init (&replay->ref_count);
  replay->record = tess_record_ref (record);
  replay->sets = g_ptr_array_new_with_free_func ((GDestroyNotify) tess_tile_set_unref);
  replay->engine_sets = g_new0 (TessTileSet, n_sets);
  replay->checkpoints = g_ptr_array_new_with_free_func ((GDestroyNotify) tess_state_free);
  replay->seeded = record->has_seed;

  for (guint i = 0; i < n_sets; i++)
    {
      TessTileSetData *set = g_ptr_array_index (record->tilesets, i);

      g_ptr_array_add (replay->sets, tess_tile_set_ref (set));
      tess_tile_set_as_engine (set, &replay->engine_sets[i]);
    }

  replay->def = tess_def_new (replay->engine_sets, n_sets, &record->rules,
                              record->players->len, err, sizeof err);
  if (replay->def == NULL)
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES,
                   _("The game cannot be set up: %s"), err);
      return NULL;
    }

  size = tess_def_state_size (replay->def);
  total = MAX (1, tess_def_total_tiles (replay->def));
  replay->interval = 1;
  if ((gint64) size * total > CHECKPOINT_BUDGET)
    replay->interval = (guint) MIN (64, ((gint64) size * total) / CHECKPOINT_BUDGET + 1);

  initial = tess_state_new (replay->def);
  tess_state_init (initial, replay->def, replay->seeded, (uint64_t) record->seed);
  g_ptr_array_add (replay->checkpoints, initial);
  if (!settle_start (replay, initial, error))
    return NULL;
  replay->backup = tess_state_new (replay->def);

  return g_steal_pointer (&replay);
}

TessReplay *
tess_replay_ref (TessReplay *replay)
{
  g_return_val_if_fail (replay != NULL, NULL);

  g_atomic_ref_count_inc (&replay->ref_count);
  return replay;
}

void
tess_replay_unref (TessReplay *replay)
{
  g_return_if_fail (replay != NULL);

  if (!g_atomic_ref_count_dec (&replay->ref_count))
    return;
  g_clear_pointer (&replay->checkpoints, g_ptr_array_unref);
  g_clear_pointer (&replay->backup, tess_state_free);
  g_clear_pointer (&replay->def, tess_def_free);
  g_clear_pointer (&replay->engine_sets, g_free);
  g_clear_pointer (&replay->sets, g_ptr_array_unref);
  g_clear_pointer (&replay->record, tess_record_unref);
  g_free (replay);
}

TessRecord *
tess_replay_get_record (TessReplay *replay)
{
  g_return_val_if_fail (replay != NULL, NULL);

  return replay->record;
}

const TessDef *
tess_replay_get_def (TessReplay *replay)
{
  g_return_val_if_fail (replay != NULL, NULL);

  return replay->def;
}

guint
tess_replay_n_moves (TessReplay *replay)
{
  g_return_val_if_fail (replay != NULL, 0);

  return tess_record_n_moves (replay->record);
}

TessState *
tess_replay_new_state (TessReplay *replay)
{
  TessState *st;

  g_return_val_if_fail (replay != NULL, NULL);

  st = tess_state_new (replay->def);
  tess_state_copy (st, g_ptr_array_index (replay->checkpoints, 0));
  return st;
}

/* ------------------------------------------------------------ followers */

static int
monastery_of (const TessDef *def,
              int            type)
{
  const TessTileDef *tile = tess_def_tile (def, type);

  for (int f = 0; f < tile->n_features; f++)
    if (tile->features[f].type == TESS_FEATURE_MONASTERY)
      return f;
  return -1;
}

int
tess_follower_to_feature (const TessDef *def,
                          int            type,
                          int            rot,
                          int            follower)
{
  int feature;

  g_return_val_if_fail (def != NULL, -2);
  g_return_val_if_fail (type >= 0 && type < tess_def_n_types (def), -2);

  if (follower == TESS_FOLLOWER_NONE)
    return -1;
  if (follower == TESS_FOLLOWER_MONASTERY)
    feature = monastery_of (def, type);
  else if (follower >= 0 && follower < TESS_N_PORTS)
    feature = tess_def_feature_at (def, type, rot & 3, follower);
  else
    feature = -1;
  return feature >= 0 ? feature : -2;
}

int
tess_follower_from_feature (const TessDef *def,
                            int            type,
                            int            rot,
                            int            feature)
{
  const TessTileDef *tile;
  guint16 ports;

  g_return_val_if_fail (def != NULL, TESS_FOLLOWER_NONE);
  g_return_val_if_fail (type >= 0 && type < tess_def_n_types (def), TESS_FOLLOWER_NONE);

  tile = tess_def_tile (def, type);
  if (feature < 0 || feature >= tile->n_features)
    return TESS_FOLLOWER_NONE;
  if (tile->features[feature].type == TESS_FEATURE_MONASTERY)
    return TESS_FOLLOWER_MONASTERY;
  ports = tess_def_feature_ports (def, type, rot & 3, feature);
  if (ports & 0x000f)
    ports &= 0x000f;
  if (ports == 0)
    return TESS_FOLLOWER_NONE;
  return g_bit_nth_lsf (ports, -1);
}

/* ------------------------------------------------------------- playing */

static gboolean
in_hand (const TessState *st,
         int              type)
{
  int n = tess_state_hand_size (st);

  for (int i = 0; i < n; i++)
    if (tess_state_hand_tile (st, i) == type)
      return TRUE;
  return FALSE;
}

static gboolean
apply_move (TessReplay *replay,
            TessState  *st,
            guint       index,
            TessEventFn fn,
            gpointer    user_data,
            GError    **error)
{
  const TessDef *def = replay->def;
  const TessRecordMove *m = tess_record_move (replay->record, index);
  TessAction place = { 0 };
  TessError err;
  int type;
  int feature = -1;
  gboolean drawn = FALSE;

  type = tess_def_find_type (def, m->tile);
  if (type < 0)
    {
      g_autofree char *reason = g_strdup_printf (_("no tile set of the game has a tile “%s”"),
                                                 m->tile);
      return move_error (replay, index, error, reason);
    }
  if (tess_state_is_over (st))
    return move_error (replay, index, error, tess_engine_error_message (TESS_ERR_GAME_OVER));

  if (!m->discard)
    {
      if (m->rot < 0 || m->rot > 3)
        return move_error (replay, index, error,
                           tess_engine_error_message (TESS_ERR_BAD_ROTATION));
      feature = tess_follower_to_feature (def, type, m->rot, m->follower);
      if (feature == -2)
        {
          g_autofree char *reason = NULL;

          if (m->follower == TESS_FOLLOWER_MONASTERY)
            reason = g_strdup_printf (_("the follower goes on a monastery, but tile %s has none"),
                                      m->tile);
          else
            reason = g_strdup_printf (_("the follower goes on port %s, but no feature of "
                                        "tile %s touches it there"),
                                      tess_port_name (m->follower), m->tile);
          return move_error (replay, index, error, reason);
        }
    }

  if (tess_state_is_seeded (st))
    {
      if (!in_hand (st, type))
        {
          g_autofree char *reason = NULL;
          int current = tess_state_current_tile (st);

          if (current >= 0)
            reason = g_strdup_printf (_("the tile drawn is %s, not %s"),
                                      tess_def_tile (def, current)->id, m->tile);
          else
            reason = g_strdup (tess_engine_error_message (TESS_ERR_NO_TILE));
          return move_error (replay, index, error, reason);
        }
    }
  else
    {
      /* Drawing changes the state: keep it to restore on an illegal move. */
      tess_state_copy (replay->backup, st);
      if (!in_hand (st, type))
        {
          TessAction draw = { TESS_ACTION_DRAW, { (uint16_t) type, 0, 0, 0, -1, 0 } };

          err = tess_state_apply_action (st, &draw, NULL, NULL);
          if (err != TESS_OK)
            {
              g_autofree char *reason = NULL;

              if (err == TESS_ERR_NOT_IN_BAG)
                reason = g_strdup_printf (_("no tile %s is left in the bag"), m->tile);
              else
                reason = g_strdup (tess_engine_error_message (err));
              tess_state_copy (st, replay->backup);
              return move_error (replay, index, error, reason);
            }
          drawn = TRUE;
        }
    }

  if (m->discard)
    {
      TessAction pass = { TESS_ACTION_PASS, { (uint16_t) type, 0, 0, 0, -1, 0 } };

      err = tess_state_apply_action (st, &pass, NULL, NULL);
      if (err != TESS_OK)
        {
          if (drawn)
            tess_state_copy (st, replay->backup);
          return move_error (replay, index, error, tess_engine_error_message (err));
        }
      return TRUE;
    }

  /* The engine's action: it checks the placement, then the figure. */
  place.kind = TESS_ACTION_PLACE;
  place.move.tile = type;
  place.move.x = m->x;
  place.move.y = m->y;
  place.move.rot = m->rot;
  place.move.feature = feature;
  place.move.figure = (uint8_t) m->figure;
  err = tess_state_apply_action (st, &place, fn, user_data);
  if (err != TESS_OK)
    {
      g_autofree char *reason = NULL;

      if (err == TESS_ERR_MISMATCH)
        reason = mismatch_reason (replay, st, type, m->x, m->y, m->rot);
      else if (err == TESS_ERR_FEATURE_TAKEN)
        reason = taken_reason (m, tess_def_tile (def, type)->features[feature].type);
      else if (err == TESS_ERR_NO_FIGURE || err == TESS_ERR_FIGURE_PLACE)
        reason = figure_reason (m, err);
      else
        reason = g_strdup (tess_engine_error_message (err));
      if (drawn)
        tess_state_copy (st, replay->backup);
      return move_error (replay, index, error, reason);
    }
  return TRUE;
}

gboolean
tess_replay_apply (TessReplay *replay,
                   TessState  *st,
                   guint       index,
                   TessEventFn fn,
                   gpointer    user_data,
                   GError    **error)
{
  g_return_val_if_fail (replay != NULL, FALSE);
  g_return_val_if_fail (st != NULL, FALSE);
  g_return_val_if_fail (index < tess_record_n_moves (replay->record), FALSE);

  return apply_move (replay, st, index, fn, user_data, error);
}

/* Keeps a checkpoint of @st, the state after @n_done moves, when it is the
 * next one missing. */
static void
maybe_checkpoint (TessReplay      *replay,
                  const TessState *st,
                  guint            n_done)
{
  if (n_done % replay->interval == 0
      && n_done / replay->interval == replay->checkpoints->len)
    g_ptr_array_add (replay->checkpoints, tess_state_dup (st));
}

static guint
clamp_moves (TessReplay *replay,
             int         n_moves)
{
  guint total = tess_record_n_moves (replay->record);

  if (n_moves < 0 || (guint) n_moves > total)
    return total;
  return n_moves;
}

/* The last checkpoint at or before move @n. */
static guint
nearest_checkpoint (TessReplay *replay,
                    guint       n)
{
  return MIN (n / replay->interval, replay->checkpoints->len - 1);
}

/* Plays from checkpoint @k up to move @n into @out, adding checkpoints
 * on the way; @n_legal: (out) (optional): how many moves are legal. */
static gboolean
play_from (TessReplay  *replay,
           guint        k,
           guint        n,
           TessState   *out,
           TessEventFn  fn,
           gpointer     user_data,
           guint       *n_legal,
           GError     **error)
{
  guint i;

  tess_state_copy (out, g_ptr_array_index (replay->checkpoints, k));
  for (i = k * replay->interval; i < n; i++)
    {
      if (!apply_move (replay, out, i, fn, user_data, error))
        break;
      maybe_checkpoint (replay, out, i + 1);
    }
  if (n_legal != NULL)
    *n_legal = i;
  return i == n;
}

gboolean
tess_replay_play (TessReplay *replay,
                  int         n_moves,
                  TessState  *out,
                  TessEventFn fn,
                  gpointer    user_data,
                  GError    **error)
{
  g_return_val_if_fail (replay != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  return play_from (replay, 0, clamp_moves (replay, n_moves), out, fn, user_data, NULL, error);
}

gboolean
tess_replay_seek (TessReplay *replay,
                  int         n_moves,
                  TessState  *out,
                  GError    **error)
{
  guint n;

  g_return_val_if_fail (replay != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  n = clamp_moves (replay, n_moves);
  return play_from (replay, nearest_checkpoint (replay, n), n, out, NULL, NULL, NULL, error);
}

gboolean
tess_replay_check (TessReplay *replay,
                   guint      *n_legal,
                   GError    **error)
{
  g_autoptr(TessState) st = NULL;
  guint n;

  g_return_val_if_fail (replay != NULL, FALSE);

  n = tess_record_n_moves (replay->record);
  st = tess_state_new (replay->def);
  return play_from (replay, nearest_checkpoint (replay, n), n, st, NULL, NULL, n_legal, error);
}

void
tess_replay_invalidate (TessReplay *replay,
                        guint       n_moves)
{
  guint keep;

  g_return_if_fail (replay != NULL);

  keep = n_moves / replay->interval + 1;
  if (replay->checkpoints->len > keep)
    g_ptr_array_set_size (replay->checkpoints, keep);
}

void
tess_replay_append_move (TessReplay     *replay,
                         const TessMove *move)
{
  const TessTileDef *tile;

  g_return_if_fail (replay != NULL);
  g_return_if_fail (move != NULL);
  g_return_if_fail (move->tile < tess_def_n_types (replay->def));

  tile = tess_def_tile (replay->def, move->tile);
  tess_record_append (replay->record,
                      &(TessRecordMove) { (char *) tile->id, FALSE, move->x, move->y, move->rot & 3,
                                          tess_follower_from_feature (replay->def, move->tile,
                                                                      move->rot, move->feature),
                                          move->feature >= 0 ? move->figure : TESS_FIGURE_FOLLOWER });
}

JsonObject *
tess_replay_move_to_json (const TessDef  *def,
                          const TessMove *move,
                          gboolean        discard)
{
  const TessTileDef *tile;
  TessRecordMove m = { 0 };

  g_return_val_if_fail (def != NULL && move != NULL, NULL);
  g_return_val_if_fail (move->tile < tess_def_n_types (def), NULL);

  tile = tess_def_tile (def, move->tile);
  m.tile = (char *) tile->id;
  m.discard = discard;
  m.follower = TESS_FOLLOWER_NONE;
  if (!discard)
    {
      m.x = move->x;
      m.y = move->y;
      m.rot = move->rot & 3;
      m.follower = tess_follower_from_feature (def, move->tile, move->rot, move->feature);
      m.figure = move->feature >= 0 ? move->figure : TESS_FIGURE_FOLLOWER;
    }
  return tess_move_codec_write (&m);
}

void
tess_replay_append_discard (TessReplay *replay,
                            int         type)
{
  g_return_if_fail (replay != NULL);
  g_return_if_fail (type >= 0 && type < tess_def_n_types (replay->def));

  tess_record_append_discard (replay->record, tess_def_tile (replay->def, type)->id);
}
