/* tess-cli-protocol.c: positions, moves and JSON lines shared by
 * tessera-cli state, move and engine
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "tess-cli-protocol.h"
#include "tess-json-private.h"
#include "tess-move-codec.h"
#include "tess-replay.h"
#include "tess-tile-set.h"

G_DEFINE_QUARK (tess-cli-error-quark, tess_cli_error)

const char *
tess_cli_error_code (const GError *error)
{
  static const char * const codes[] = {
    [TESS_CLI_ERROR_PARSE] = "parse",
    [TESS_CLI_ERROR_REQUEST] = "request",
    [TESS_CLI_ERROR_COMMAND] = "command",
    [TESS_CLI_ERROR_NO_POSITION] = "no-position",
    [TESS_CLI_ERROR_RECORD] = "record",
    [TESS_CLI_ERROR_ILLEGAL] = "illegal",
    [TESS_CLI_ERROR_TILE] = "tile",
    [TESS_CLI_ERROR_GAME_OVER] = "game-over",
    [TESS_CLI_ERROR_BUSY] = "busy",
    [TESS_CLI_ERROR_TOO_LONG] = "too-long",
  };

  if (error == NULL || error->domain != TESS_CLI_ERROR
      || error->code < 0 || error->code >= (int) G_N_ELEMENTS (codes))
    return "record";
  return codes[error->code];
}

struct _TessCliPosition
{
  TessRecord *record;
  TessReplay *replay;
  TessState  *state;     /* after the record's last move */
};

TessCliPosition *
tess_cli_position_new (TessRecord  *record,
                       GError     **error)
{
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessState) state = NULL;
  g_autoptr(GError) local_error = NULL;
  TessCliPosition *pos;

  g_return_val_if_fail (record != NULL, NULL);

  replay = tess_replay_new (record, &local_error);
  if (replay == NULL)
    {
      g_set_error_literal (error, TESS_CLI_ERROR, TESS_CLI_ERROR_RECORD, local_error->message);
      return NULL;
    }
  state = tess_replay_new_state (replay);
  if (!tess_replay_play (replay, -1, state, NULL, NULL, &local_error))
    {
      g_set_error_literal (error, TESS_CLI_ERROR, TESS_CLI_ERROR_ILLEGAL, local_error->message);
      return NULL;
    }

  pos = g_new0 (TessCliPosition, 1);
  pos->record = tess_record_ref (record);
  pos->replay = g_steal_pointer (&replay);
  pos->state = g_steal_pointer (&state);
  return pos;
}

TessCliPosition *
tess_cli_position_new_from_json (JsonNode  *node,
                                 GError   **error)
{
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(GError) local_error = NULL;

  /* Translators: where a problem lies: the record sent to the engine. */
  record = tess_record_from_json (node, _("the record"), NULL, &local_error);
  if (record == NULL)
    {
      g_set_error_literal (error, TESS_CLI_ERROR, TESS_CLI_ERROR_RECORD, local_error->message);
      return NULL;
    }
  return tess_cli_position_new (record, error);
}

void
tess_cli_position_free (TessCliPosition *pos)
{
  if (pos == NULL)
    return;
  g_clear_pointer (&pos->state, tess_state_free);
  g_clear_pointer (&pos->replay, tess_replay_unref);
  g_clear_pointer (&pos->record, tess_record_unref);
  g_free (pos);
}

TessRecord *
tess_cli_position_get_record (TessCliPosition *pos)
{
  return pos->record;
}

TessReplay *
tess_cli_position_get_replay (TessCliPosition *pos)
{
  return pos->replay;
}

const TessDef *
tess_cli_position_get_def (TessCliPosition *pos)
{
  return tess_replay_get_def (pos->replay);
}

const TessState *
tess_cli_position_get_state (TessCliPosition *pos)
{
  return pos->state;
}

/* Plays the record's moves from @first on; on an illegal one, forgets
 * them all and puts @pos back as it was. */
static gboolean
play_from (TessCliPosition  *pos,
           guint             first,
           GError          **error)
{
  g_autoptr(TessState) before = tess_state_dup (pos->state);
  guint n = tess_record_n_moves (pos->record);

  for (guint i = first; i < n; i++)
    {
      g_autoptr(GError) local_error = NULL;

      if (!tess_replay_apply (pos->replay, pos->state, i, NULL, NULL, &local_error))
        {
          tess_state_copy (pos->state, before);
          tess_record_truncate (pos->record, first);
          tess_replay_invalidate (pos->replay, first);
          g_set_error_literal (error, TESS_CLI_ERROR, TESS_CLI_ERROR_ILLEGAL, local_error->message);
          return FALSE;
        }
    }
  return TRUE;
}

/* A whole move with a rotation the rules have not is an illegal move,
 * answered as every other one: by its description and the rule. Moves
 * are numbered from @first + 1. */
static gboolean
check_rotations (JsonArray  *moves,
                 guint       first,
                 GError    **error)
{
  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      g_autofree char *what = NULL;

      if (!tess_move_codec_odd_rotation (json_array_get_element (moves, i), first + i + 1, &what))
        continue;
      g_set_error (error, TESS_CLI_ERROR, TESS_CLI_ERROR_ILLEGAL, "%s: %s", what,
                   tess_engine_error_message (TESS_ERR_BAD_ROTATION));
      return FALSE;
    }
  return TRUE;
}

gboolean
tess_cli_position_append (TessCliPosition  *pos,
                          JsonNode         *moves,
                          GError          **error)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(TessRecord) extra = NULL;
  g_autoptr(GError) local_error = NULL;
  guint first = tess_record_n_moves (pos->record);

  if (moves == NULL || !JSON_NODE_HOLDS_ARRAY (moves))
    {
      g_set_error_literal (error, TESS_CLI_ERROR, TESS_CLI_ERROR_REQUEST,
                           _("the moves must be a JSON array of moves"));
      return FALSE;
    }

  if (!check_rotations (json_node_get_array (moves), first, error))
    return FALSE;

  /* The record's own reader checks each move: the record as it is, with
   * only the new moves. */
  node = tess_record_to_json (pos->record);
  json_object_set_member (json_node_get_object (node), "moves", json_node_copy (moves));
  /* Translators: where a problem lies: the moves sent to the engine. */
  extra = tess_record_from_json (node, _("the moves"), NULL, &local_error);
  if (extra == NULL)
    {
      g_set_error_literal (error, TESS_CLI_ERROR, TESS_CLI_ERROR_REQUEST, local_error->message);
      return FALSE;
    }
  for (guint i = 0; i < tess_record_n_moves (extra); i++)
    tess_record_append (pos->record, tess_record_move (extra, i));
  return play_from (pos, first, error);
}

gboolean
tess_cli_position_play (TessCliPosition    *pos,
                        const TessCliMove  *move,
                        GError            **error)
{
  guint first = tess_record_n_moves (pos->record);

  if (move->discard)
    tess_replay_append_discard (pos->replay, move->move.tile);
  else
    tess_replay_append_move (pos->replay, &move->move);
  return play_from (pos, first, error);
}

static gboolean
in_hand (const TessState *st,
         int              type)
{
  for (int i = 0; i < tess_state_hand_size (st); i++)
    if (tess_state_hand_tile (st, i) == type)
      return TRUE;
  return FALSE;
}

TessState *
tess_cli_position_turn (TessCliPosition     *pos,
                        const char * const  *tiles,
                        GError             **error)
{
  g_autoptr(TessState) st = tess_state_dup (pos->state);
  const TessDef *def = tess_replay_get_def (pos->replay);
  guint n_tiles = tiles != NULL ? g_strv_length ((char **) tiles) : 0;
  int hand = tess_def_rules (def)->hand;

  /* More tiles than a hand holds is no wrong tile: say how many. */
  if (n_tiles > (guint) hand)
    {
      g_set_error (error, TESS_CLI_ERROR, TESS_CLI_ERROR_TILE,
                   ngettext ("“tile” names %u tiles, but a hand holds %d tile in this game.",
                             "“tile” names %u tiles, but a hand holds %d tiles in this game.",
                             hand),
                   n_tiles, hand);
      return NULL;
    }

  for (guint i = 0; tiles != NULL && tiles[i] != NULL; i++)
    {
      int type = tess_def_find_type (def, tiles[i]);
      TessError err;

      if (type < 0)
        {
          g_set_error (error, TESS_CLI_ERROR, TESS_CLI_ERROR_TILE,
                       _("Unknown tile “%s”: no tile set of the game has it."), tiles[i]);
          return NULL;
        }
      if (tess_state_is_seeded (st))
        {
          if (!in_hand (st, type))
            {
              g_set_error (error, TESS_CLI_ERROR, TESS_CLI_ERROR_TILE,
                           _("The record has a seed: the tile in hand comes from it, and "
                             "tile “%s” is not in hand."), tiles[i]);
              return NULL;
            }
          continue;
        }
      err = tess_state_apply_action (st, &(TessAction) { TESS_ACTION_DRAW, { type, 0, 0, 0, -1, 0 } },
                                     NULL, NULL);
      if (err != TESS_OK)
        {
          g_set_error (error, TESS_CLI_ERROR, TESS_CLI_ERROR_TILE,
                       _("Tile “%s” cannot be drawn now: %s."), tiles[i],
                       tess_engine_error_message (err));
          return NULL;
        }
    }
  return g_steal_pointer (&st);
}

GArray *
tess_cli_legal_moves (const TessState *st)
{
  const TessDef *def = tess_state_def (st);
  int max = tess_def_max_actions (def);
  g_autofree TessAction *actions = g_new (TessAction, MAX (max, 1));
  int n = tess_state_actions (st, actions, max);
  GArray *moves = g_array_new (FALSE, TRUE, sizeof (TessCliMove));

  /* The engine's actions of the turn: each placement with every figure
   * the player holds, kind by kind (DESIGN.md §8), or the pass of a tile
   * that fits nowhere. A draw is no move of the protocol: the record's
   * tile was drawn before the question. */
  for (int i = 0; i < n; i++)
    {
      TessCliMove m = { actions[i].move, actions[i].kind == TESS_ACTION_PASS };

      if (actions[i].kind != TESS_ACTION_DRAW)
        g_array_append_val (moves, m);
    }
  return moves;
}

JsonNode *
tess_cli_move_to_json (const TessDef     *def,
                       const TessCliMove *move)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, tess_replay_move_to_json (def, &move->move, move->discard));
  return node;
}

/* ---------------------------------------------------------------- board */

/* doc/ENGINE-PROTOCOL.md, "board": the tiles laid, in the order they were
 * laid, each with the follower standing on it; every tile type of the
 * game as a tile set's file writes it. */
JsonNode *
tess_cli_board_to_json (TessCliPosition *pos)
{
  const TessDef *def = tess_cli_position_get_def (pos);
  const TessState *st = tess_cli_position_get_state (pos);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  int n_followers = tess_state_n_followers (st);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "tiles");
  json_builder_begin_array (b);
  for (int i = 0; i < tess_state_n_placed (st); i++)
    {
      int x, y, type, rot;

      tess_state_placed (st, i, &x, &y, &type, &rot);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "tile");
      json_builder_add_string_value (b, tess_def_tile (def, type)->id);
      json_builder_set_member_name (b, "x");
      json_builder_add_int_value (b, x);
      json_builder_set_member_name (b, "y");
      json_builder_add_int_value (b, y);
      json_builder_set_member_name (b, "rotation");
      json_builder_add_int_value (b, rot * 90);
      for (int f = 0; f < n_followers; f++)
        {
          int placement, feature, player, port;

          tess_state_follower (st, f, &placement, &feature, &player);
          if (placement != i)
            continue;
          port = tess_follower_from_feature (def, type, rot, feature);
          json_builder_set_member_name (b, "follower");
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "player");
          json_builder_add_int_value (b, player);
          json_builder_set_member_name (b, "port");
          json_builder_add_string_value (b, port == TESS_FOLLOWER_MONASTERY ? "monastery"
                                            : tess_port_name (port));
          if (tess_state_follower_kind (st, f) != TESS_FIGURE_FOLLOWER)
            {
              json_builder_set_member_name (b, "figure");
              json_builder_add_string_value (b, tess_figure_name (tess_state_follower_kind (st, f)));
            }
          json_builder_end_object (b);
          /* A follower goes only on the tile just laid: one at most. */
          break;
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "definitions");
  json_builder_begin_array (b);
  for (int t = 0; t < tess_def_n_types (def); t++)
    json_builder_add_value (b, tess_tile_def_to_json (tess_def_tile (def, t)));
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* ---------------------------------------------------------------- state */

/* How many figures of a kind each player starts with. */
static int
figures_given (const TessRules *rules,
               TessFigure       kind)
{
  switch (kind)
    {
    case TESS_FIGURE_BIG:
      return rules->big_follower;
    case TESS_FIGURE_BUILDER:
      return rules->builder;
    case TESS_FIGURE_PIG:
      return rules->pig;
    case TESS_FIGURE_FOLLOWER:
    case TESS_N_FIGURES:
    default:
      return rules->followers;
    }
}

typedef struct
{
  int min_key;
} Members;

static void
note_member (int   placement,
             int   feature,
             void *data)
{
  Members *m = data;
  int key = placement * TESS_MAX_FEATURES + feature;

  if (m->min_key < 0 || key < m->min_key)
    m->min_key = key;
}

/* The features that hold followers, each once, by the follower's tile. */
static void
add_features (JsonBuilder     *b,
              TessCliPosition *pos,
              const TessState *turn)
{
  g_autoptr(TessState) st = tess_state_dup (turn);
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  const TessDef *def = tess_replay_get_def (pos->replay);
  int n = tess_state_n_followers (st);

  json_builder_begin_array (b);
  for (int i = 0; i < n; i++)
    {
      int placement, feature, player, x, y, type, rot, port;
      Members members = { -1 };
      TessFeatureInfo info;

      tess_state_follower (st, i, &placement, &feature, &player);
      tess_state_feature_members (st, placement, feature, note_member, &members);
      if (members.min_key >= 0 && g_hash_table_contains (seen, GINT_TO_POINTER (members.min_key + 1)))
        continue;
      g_hash_table_add (seen, GINT_TO_POINTER (members.min_key + 1));
      if (!tess_state_feature_info (st, placement, feature, &info))
        continue;
      tess_state_placed (st, placement, &x, &y, &type, &rot);
      port = tess_follower_from_feature (def, type, rot, feature);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "feature");
      json_builder_add_string_value (b, tess_feature_type_name (info.type));
      json_builder_set_member_name (b, "x");
      json_builder_add_int_value (b, x);
      json_builder_set_member_name (b, "y");
      json_builder_add_int_value (b, y);
      json_builder_set_member_name (b, "port");
      json_builder_add_string_value (b, port == TESS_FOLLOWER_MONASTERY ? "monastery"
                                        : port >= 0 ? tess_port_name (port) : "");
      json_builder_set_member_name (b, "tiles");
      json_builder_add_int_value (b, info.tiles);
      if (info.type == TESS_FEATURE_CITY)
        {
          json_builder_set_member_name (b, "shields");
          json_builder_add_int_value (b, info.shields);
        }
      if (info.type == TESS_FEATURE_ROAD || info.type == TESS_FEATURE_CITY)
        {
          json_builder_set_member_name (b, "open_sides");
          json_builder_add_int_value (b, info.open_sides);
        }
      json_builder_set_member_name (b, "value");
      json_builder_add_int_value (b, info.value);
      json_builder_set_member_name (b, "followers");
      json_builder_begin_array (b);
      for (int p = 0; p < tess_state_n_players (st); p++)
        json_builder_add_int_value (b, info.followers[p]);
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

JsonNode *
tess_cli_state_to_json (TessCliPosition *pos,
                        const TessState *turn,
                        gboolean         legal)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  const TessDef *def = tess_replay_get_def (pos->replay);
  gboolean finished = tess_state_is_over (turn);
  int player = tess_state_current_player (turn);
  gboolean fits = FALSE;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "moves");
  json_builder_add_int_value (b, tess_record_n_moves (pos->record));
  json_builder_set_member_name (b, "finished");
  json_builder_add_boolean_value (b, finished);
  json_builder_set_member_name (b, "seeded");
  json_builder_add_boolean_value (b, tess_state_is_seeded (turn));
  json_builder_set_member_name (b, "player");
  if (finished)
    json_builder_add_null_value (b);
  else
    json_builder_add_int_value (b, player);

  json_builder_set_member_name (b, "hand");
  json_builder_begin_array (b);
  for (int i = 0; !finished && i < tess_state_hand_size (turn); i++)
    {
      int type = tess_state_hand_tile (turn, i);
      gboolean tile_fits = tess_state_can_place (turn, type);

      fits |= tile_fits;
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "tile");
      json_builder_add_string_value (b, tess_def_tile (def, type)->id);
      json_builder_set_member_name (b, "fits");
      json_builder_add_boolean_value (b, tile_fits);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "tile");
  if (!finished && tess_state_hand_size (turn) > 0)
    json_builder_add_string_value (b, tess_def_tile (def, tess_state_hand_tile (turn, 0))->id);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "fits");
  json_builder_add_boolean_value (b, fits);
  json_builder_set_member_name (b, "river");
  json_builder_add_boolean_value (b, tess_state_river_open (turn, NULL, NULL, NULL));

  json_builder_set_member_name (b, "tiles_left");
  json_builder_add_int_value (b, tess_state_tiles_left (turn));
  json_builder_set_member_name (b, "bag");
  json_builder_begin_object (b);
  for (int t = 0; t < tess_def_n_types (def); t++)
    if (tess_state_remaining (turn, t) > 0)
      {
        json_builder_set_member_name (b, tess_def_tile (def, t)->id);
        json_builder_add_int_value (b, tess_state_remaining (turn, t));
      }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < tess_record_n_players (pos->record); p++)
    {
      const TessRecordPlayer *rp = tess_record_player (pos->record, p);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, rp->name);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, tess_color_name (rp->color));
      json_builder_set_member_name (b, "score");
      json_builder_add_int_value (b, tess_state_score (turn, p));
      json_builder_set_member_name (b, "followers");
      json_builder_add_int_value (b, tess_state_supply (turn, p));
      /* Each kind of figure the game gives, in supply (DESIGN.md §8). */
      json_builder_set_member_name (b, "figures");
      json_builder_begin_object (b);
      for (int kind = 0; kind < TESS_N_FIGURES; kind++)
        if (figures_given (tess_def_rules (def), (TessFigure) kind) > 0)
          {
            json_builder_set_member_name (b, tess_figure_name ((TessFigure) kind));
            json_builder_add_int_value (b, tess_state_figures (turn, p, (TessFigure) kind));
          }
      json_builder_end_object (b);
      if (tess_def_rules (def)->goods)
        {
          /* Traders & Builders: the goods tokens the player has taken. */
          json_builder_set_member_name (b, "goods");
          json_builder_begin_object (b);
          for (int g = TESS_GOODS_NONE + 1; g < TESS_N_GOODS; g++)
            {
              json_builder_set_member_name (b, tess_goods_name ((TessGoods) g));
              json_builder_add_int_value (b, tess_state_goods (turn, (int) p, (TessGoods) g));
            }
          json_builder_end_object (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "features");
  add_features (b, pos, turn);

  /* The scores the final scoring would give now; once the game is over,
   * the final scores. */
  {
    g_autoptr(TessState) final = tess_state_dup (turn);

    tess_state_final_scoring (final, NULL, NULL);
    json_builder_set_member_name (b, finished ? "final_scores" : "final_scores_now");
    json_builder_begin_array (b);
    for (int p = 0; p < tess_state_n_players (final); p++)
      json_builder_add_int_value (b, tess_state_score (final, p));
    json_builder_end_array (b);
  }

  if (legal)
    {
      g_autoptr(GArray) moves = tess_cli_legal_moves (turn);

      json_builder_set_member_name (b, "legal");
      json_builder_begin_array (b);
      for (guint i = 0; i < moves->len; i++)
        json_builder_add_value (b, tess_cli_move_to_json (def, &g_array_index (moves, TessCliMove, i)));
      json_builder_end_array (b);
    }

  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* ---------------------------------------------------------------- lines */

JsonObject *
tess_cli_read_request (const char  *line,
                       gsize        length,
                       guint       *column,
                       GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) local_error = NULL;
  TessJsonLimits line_limits = tess_json_file_limits;
  JsonNode *root, *cmd;

  *column = 0;
  line_limits.max_size = TESS_CLI_MAX_LINE;
  if (length > TESS_CLI_MAX_LINE)
    {
      g_set_error (error, TESS_CLI_ERROR, TESS_CLI_ERROR_TOO_LONG,
                   _("The line is longer than %d bytes."), TESS_CLI_MAX_LINE);
      return NULL;
    }
  /* The same strict reader as files: json-glib recurses and takes more
   * than JSON. */
  if (!tess_json_check_text (line, length, &line_limits, NULL, column, &local_error))
    {
      g_set_error (error, TESS_CLI_ERROR, TESS_CLI_ERROR_PARSE,
                   _("The line is not JSON: %s"), local_error->message);
      return NULL;
    }
  if (!json_parser_load_from_data (parser, line, (gssize) length, &local_error))
    {
      g_set_error (error, TESS_CLI_ERROR, TESS_CLI_ERROR_PARSE,
                   _("The line is not JSON: %s"), local_error->message);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, TESS_CLI_ERROR, TESS_CLI_ERROR_PARSE,
                           _("A request must be a JSON object."));
      return NULL;
    }
  cmd = json_object_get_member (json_node_get_object (root), "cmd");
  if (cmd == NULL || !JSON_NODE_HOLDS_VALUE (cmd) || json_node_get_value_type (cmd) != G_TYPE_STRING)
    {
      g_set_error_literal (error, TESS_CLI_ERROR, TESS_CLI_ERROR_REQUEST,
                           _("A request needs a “cmd” naming the command, as a string."));
      return NULL;
    }
  return json_object_ref (json_node_get_object (root));
}

char *
tess_cli_json_line (JsonNode *node)
{
  return tess_json_generate (node, FALSE);
}

gboolean
tess_cli_parse_level (const char   *name,
                      const char   *field,
                      TessAiLevel  *level,
                      GError      **error)
{
  int l = name != NULL ? tess_ai_level_from_name (name) : -1;

  if (l < 0)
    {
      g_set_error (error, TESS_CLI_ERROR, TESS_CLI_ERROR_REQUEST,
                   _("“%s” must be a level: random, easy, medium or hard."), field);
      return FALSE;
    }
  *level = (TessAiLevel) l;
  return TRUE;
}
