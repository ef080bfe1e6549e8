/* tess-game-board.c: tile types and the board of a TessGame
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-game-private.h"
#include "tess-engine.h"

/* ------------------------------------------------------------ tile types */

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

/**
 * tess_game_get_last_placements:
 * @placements: (out caller-allocates) (array fixed-size=6): for each
 *   player, the placement (tess_game_get_placed()) of the last tile they
 *   laid, -1 when they laid none
 *
 * Where each player played last, so that the board can mark it: the
 * moves of the last rounds played again from the replay's checkpoints.
 */
void
tess_game_get_last_placements (TessGame *self,
                               int      *placements)
{
  guint n_moves, window;
  int n_players;

  g_return_if_fail (TESS_IS_GAME (self));
  g_return_if_fail (placements != NULL);

  for (int p = 0; p < TESS_MAX_PLAYERS; p++)
    placements[p] = -1;
  n_moves = tess_replay_n_moves (self->replay);
  n_players = tess_state_n_players (self->state);
  /* A round is n_players moves, more with discards and extra turns:
   * look further back until everyone is found or the game's start. */
  for (window = 4 * (guint) n_players; ; window *= 4)
    {
      g_autoptr(TessState) st = tess_replay_new_state (self->replay);
      guint from = n_moves > window ? n_moves - window : 0;
      int found = 0;

      for (int p = 0; p < TESS_MAX_PLAYERS; p++)
        placements[p] = -1;
      if (!tess_replay_seek (self->replay, (int) from, st, NULL))
        return;
      for (guint m = from; m < n_moves; m++)
        {
          int player = tess_state_current_player (st);
          int before = tess_state_n_placed (st);

          if (!tess_replay_apply (self->replay, st, m, NULL, NULL, NULL))
            break;
          if (tess_state_n_placed (st) > before && player >= 0 && player < TESS_MAX_PLAYERS)
            placements[player] = tess_state_n_placed (st) - 1;
        }
      for (int p = 0; p < n_players; p++)
        found += placements[p] >= 0;
      if (found == n_players || from == 0)
        return;
    }
}

int
tess_game_tile_at (TessGame *self,
                   int       x,
                   int       y)
{
  g_return_val_if_fail (TESS_IS_GAME (self), -1);

  return tess_state_tile_at (self->state, x, y);
}

/**
 * tess_game_get_table:
 *
 * The cells of the table under the house rule `table`, from (@x0, @y0)
 * to (@x1, @y1) inclusive.
 *
 * Returns: %FALSE when the table is unlimited
 */
gboolean
tess_game_get_table (TessGame *self,
                     int      *x0,
                     int      *y0,
                     int      *x1,
                     int      *y1)
{
  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);

  return tess_def_table (tess_state_def (self->state), x0, y0, x1, y1);
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

int
tess_game_get_follower_figure (TessGame *self,
                               int       i)
{
  g_return_val_if_fail (TESS_IS_GAME (self), TESS_FIGURE_FOLLOWER);
  g_return_val_if_fail (i >= 0 && i < tess_state_n_followers (self->state), TESS_FIGURE_FOLLOWER);

  return tess_state_follower_kind (self->state, i);
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

/**
 * tess_game_get_pending_feature_info:
 * @feature: a feature of the tile laid and waiting for its follower
 *
 * What that feature would be once the tile is played without a
 * follower: the road or city it joins, its size, open sides, value and
 * holders. Played on a copy of the state; the game does not change.
 *
 * Returns: %FALSE when no tile waits or there is no such feature
 */
gboolean
tess_game_get_pending_feature_info (TessGame            *self,
                                    int                  feature,
                                    TessGameFeatureInfo *info)
{
  TessState *copy;
  TessMove move = { 0 };
  TessFeatureInfo fi;
  gboolean ok;

  g_return_val_if_fail (TESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (info != NULL, FALSE);

  if (!self->pending || feature < 0)
    return FALSE;
  move.tile = self->tile;
  move.x = self->pending_x;
  move.y = self->pending_y;
  move.rot = self->pending_rot;
  move.feature = -1;
  copy = tess_state_dup (self->state);
  ok = tess_state_apply_action (copy, &(TessAction) { TESS_ACTION_PLACE, move }, NULL, NULL) == TESS_OK &&
       tess_state_feature_info (copy, tess_state_n_placed (copy) - 1, feature, &fi);
  tess_state_free (copy);
  if (!ok)
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
 * tess_game_get_scored_cells:
 * @event: a scoring of this game
 *
 * What a scoring lights on the board: every tile part of its feature,
 * and for a monastery the tiles around it too (a whole tile each), since
 * they are what it scored.
 *
 * Returns: (transfer full) (element-type TessGameCell): the cells
 */
GArray *
tess_game_get_scored_cells (TessGame            *self,
                            const TessGameEvent *event)
{
  GArray *cells;
  int mx, my;

  g_return_val_if_fail (TESS_IS_GAME (self), NULL);
  g_return_val_if_fail (event != NULL, NULL);

  cells = tess_game_get_feature_cells (self, event->placement, event->feature_index);
  if (event->feature != TESS_FEATURE_MONASTERY || cells->len == 0)
    return cells;
  mx = g_array_index (cells, TessGameCell, 0).x;
  my = g_array_index (cells, TessGameCell, 0).y;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      {
        int pl = tess_state_tile_at (self->state, mx + dx, my + dy);
        TessGameCell cell;

        if ((dx == 0 && dy == 0) || pl < 0)
          continue;
        tess_state_placed (self->state, pl, &cell.x, &cell.y, &cell.type, &cell.rot);
        cell.feature = -1;
        g_array_append_val (cells, cell);
      }
  return cells;
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
          if (tess_tile_board_side (tile, rot, side) !=
              tess_tile_board_side (tess_def_tile (def, ntype), nrot, nside))
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
      if (tess_state_remaining (self->state, t) <= 0 && !_tess_game_hand_contains (self, t))
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
