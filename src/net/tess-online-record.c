/* tess-online-record.c: an online game's draws in its record (DESIGN §7)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A record of an online game has no seed: its moves name the tiles drawn,
 * and its "online" key holds the seats, their commits, the chains'
 * length and every draw's reveals, so that anyone can check that every
 * tile is the one the reveals drew:
 *
 *   "online": { "room": "tessera-7f3a@conference.example.org",
 *               "seats": ["ana@example.org", "bob@example.net", "ai:hard"],
 *               "commits": ["HEX", "HEX", "HEX"], "chain": 100,
 *               "reveals": [["HEX", "HEX", "HEX"], …] }
 *
 * A seat handed to the computer ("handovers": [{"seat": 1, "draw": 17}],
 * in a game set up with a "handover" time) reveals nothing from that
 * draw on: its link stays the one before.
 *
 * Draw k (from 1) is the tile of move k, plays and discards alike; the
 * reveals may hold one draw more than the moves (a tile drawn, not yet
 * played). The bag a draw picks from is the part of the bag now in play
 * (river tiles first, the lake last, then the rest), tile types in the
 * order of the tile sets, each as many times as it remains: bag[i], with
 * i from tess_draw_index().
 */

#define G_LOG_DOMAIN "tess-net"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tess-draw.h"
#include "tess-json-private.h"
#include "tess-online-record.h"
#include "tess-replay.h"
#include "tess-engine.h"

/**
 * tess_online_bag:
 * @st: an unseeded game between two turns (no tile in hand)
 * @types: (out) (nullable): the bag, tile types in order
 * @max: the room in @types
 *
 * Returns: how many tiles the next draw picks from
 */
guint
tess_online_bag (const TessState *st,
                 int             *types,
                 guint            max)
{
  const TessDef *def = tess_state_def (st);
  TessState *probe = tess_state_new (def);
  guint n = 0;

  for (int t = 0; t < tess_def_n_types (def); t++)
    {
      int left = tess_state_remaining (st, t);

      if (left <= 0)
        continue;
      /* The engine alone knows which part of the bag is in play. */
      tess_state_copy (probe, st);
      if (tess_state_apply_action (probe, &(TessAction) { TESS_ACTION_DRAW, { t, 0, 0, 0, -1, 0 } },
                                   NULL, NULL) != TESS_OK)
        continue;
      for (int i = 0; i < left; i++, n++)
        if (types != NULL && n < max)
          types[n] = t;
    }
  tess_state_free (probe);
  return n;
}

/* The tile type that draw @draw picks, -1 when the bag is empty. */
int
tess_online_draw_type (const TessState     *st,
                       guint                draw,
                       const guint8 *const *reveals,
                       guint                n_seats)
{
  const TessDef *def = tess_state_def (st);
  g_autofree int *bag = g_new (int, tess_def_total_tiles (def));
  guint n = tess_online_bag (st, bag, tess_def_total_tiles (def));

  if (n == 0)
    return -1;
  return bag[tess_draw_index (draw, reveals, n_seats, n)];
}

static gboolean
read_hashes (JsonNode   *node,
             guint       n,
             guint8     *out)
{
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  array = json_node_get_array (node);
  if (json_array_get_length (array) != n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      JsonNode *e = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING
          || !tess_draw_parse_hex (json_node_get_string (e), out + i * TESS_DRAW_LINK_LEN))
        return FALSE;
    }
  return TRUE;
}

/* An integer member of @o, or -1. */
static gint64
int_member (JsonObject *o,
            const char *name)
{
  JsonNode *node = o ? json_object_get_member (o, name) : NULL;

  return node != NULL && tess_json_is_integer (node) ? json_node_get_int (node) : -1;
}

/* Reads "handovers" into @from: per seat, the first draw it no longer
 * reveals (0: it always does). A game set up without a handover time
 * hands no seat over, and one seat at least reveals to the end. */
static gboolean
read_handovers (JsonObject *online,
                guint       n_seats,
                guint      *from)
{
  JsonNode *node = json_object_get_member (online, "handovers");
  JsonArray *array;
  guint handed = 0;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node) || !json_object_has_member (online, "handover"))
    return FALSE;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *e = json_array_get_element (array, i);
      JsonObject *o = JSON_NODE_HOLDS_OBJECT (e) ? json_node_get_object (e) : NULL;
      gint64 seat = int_member (o, "seat");
      gint64 draw = int_member (o, "draw");

      if (seat < 0 || seat >= n_seats || draw < 1 || draw > G_MAXUINT16 || from[seat] != 0)
        return FALSE;
      from[seat] = draw;
      handed++;
    }
  return handed < n_seats;
}

static const char *
seat_name (JsonArray *seats,
           guint      i)
{
  return json_array_get_string_element (seats, i);
}

/* The client that holds seat @i's chain: its address, or the host's
 * (the first seat's) for a computer seat. */
static const char *
chain_holder (JsonArray *seats,
              guint      i)
{
  const char *seat = json_array_get_string_element (seats, i);

  return g_str_has_prefix (seat, "ai:") ? json_array_get_string_element (seats, 0) : seat;
}

/**
 * tess_online_foreknown:
 * @online: a record's "online" object
 * @n_seats: the record's players
 * @seat: (out): the seat of the player who could know the tiles
 *
 * Whether a player could have worked out the tiles to come: once every
 * other player's seats are handed to the computer, their links stay as
 * they were, and the one client left holds every other link there is,
 * its own chain and the host's computers' (DESIGN §7). Only between
 * players: a game of one person against computers has nobody to draw
 * fairly for.
 *
 * Returns: the first draw its player could know, from 1; 0 when every
 *   draw was fair
 */
guint
tess_online_foreknown (JsonObject *online,
                       guint       n_seats,
                       guint      *seat)
{
  JsonNode *seats_node = json_object_get_member (online, "seats");
  JsonArray *seats;
  g_autofree guint *handed = NULL;
  guint first = 0;

  g_return_val_if_fail (online != NULL && seat != NULL, 0);

  if (seats_node == NULL || !JSON_NODE_HOLDS_ARRAY (seats_node)
      || json_array_get_length (json_node_get_array (seats_node)) != n_seats)
    return 0;
  seats = json_node_get_array (seats_node);
  for (guint i = 0; i < n_seats; i++)
    {
      JsonNode *e = json_array_get_element (seats, i);

      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING)
        return 0;
    }
  handed = g_new0 (guint, n_seats);
  if (!read_handovers (online, n_seats, handed))
    return 0;

  for (guint c = 0; c < n_seats; c++)
    {
      const char *client = chain_holder (seats, c);
      guint from = 0;
      gboolean others = FALSE, fair = FALSE;

      /* Each client once, at its first seat. */
      for (guint i = 0; i < c && !fair; i++)
        fair = g_str_equal (chain_holder (seats, i), client);
      if (fair)
        continue;
      for (guint i = 0; i < n_seats; i++)
        {
          if (g_str_equal (chain_holder (seats, i), client))
            continue;
          others = TRUE;
          if (handed[i] == 0)
            fair = TRUE;
          from = MAX (from, handed[i]);
        }
      if (!others || fair)
        continue;
      if (first == 0 || from < first)
        {
          first = from;
          *seat = c;
        }
    }
  return first;
}

/**
 * tess_online_check_record:
 * @record: a record whose moves are otherwise sound
 * @online: its "online" object
 * @where: the file's name, for the messages
 * @problems: each problem found is added, a sentence naming @where
 *
 * Checks every draw: each reveal hashes to the seat's link before it,
 * and each move's tile is the one its draw's reveals pick.
 *
 * Returns: %TRUE when nothing is wrong
 */
gboolean
tess_online_check_record (TessRecord *record,
                          JsonObject *online,
                          const char *where,
                          GPtrArray  *problems)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessState) st = NULL;
  g_autofree guint8 *previous = NULL;
  g_autofree guint8 *links = NULL;
  g_autofree const guint8 **reveals = NULL;
  g_autofree guint *handed = NULL;
  JsonNode *seats_node = json_object_get_member (online, "seats");
  JsonNode *chain_node = json_object_get_member (online, "chain");
  JsonNode *reveals_node = json_object_get_member (online, "reveals");
  JsonArray *seats, *draws;
  guint n_seats = tess_record_n_players (record);
  guint n_moves = tess_record_n_moves (record);
  guint before = problems->len;
  gint64 chain = 0;

  g_return_val_if_fail (record != NULL && online != NULL && problems != NULL, FALSE);

  if (record->has_seed)
    {
      g_ptr_array_add (problems, g_strdup_printf (_("%s: an online game has no “seed”: its "
                                                    "tiles are drawn from the seats’ reveals"),
                                                  where));
      return FALSE;
    }
  if (seats_node == NULL || !JSON_NODE_HOLDS_ARRAY (seats_node)
      || json_array_get_length (json_node_get_array (seats_node)) != n_seats)
    {
      g_ptr_array_add (problems, g_strdup_printf (_("%s: “online” needs “seats”, an address "
                                                    "or computer level for each of the %u "
                                                    "players"), where, n_seats));
      return FALSE;
    }
  seats = json_node_get_array (seats_node);
  for (guint i = 0; i < n_seats; i++)
    {
      JsonNode *e = json_array_get_element (seats, i);

      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING)
        {
          g_ptr_array_add (problems, g_strdup_printf (_("%s: seat %u of “online” is not an "
                                                        "address"), where, i + 1));
          return FALSE;
        }
    }
  previous = g_malloc (n_seats * TESS_DRAW_LINK_LEN);
  if (!read_hashes (json_object_get_member (online, "commits"), n_seats, previous))
    g_ptr_array_add (problems, g_strdup_printf (_("%s: “online” needs “commits”, 64 lowercase "
                                                  "hexadecimal digits for each of the %u "
                                                  "seats"), where, n_seats));
  if (chain_node == NULL || !JSON_NODE_HOLDS_VALUE (chain_node)
      || json_node_get_value_type (chain_node) != G_TYPE_INT64
      || (chain = json_node_get_int (chain_node)) < 1 || chain > G_MAXUINT16)
    g_ptr_array_add (problems, g_strdup_printf (_("%s: “online” needs “chain”, the length of "
                                                  "the seats’ hash chains"), where));
  if (reveals_node == NULL || !JSON_NODE_HOLDS_ARRAY (reveals_node))
    g_ptr_array_add (problems, g_strdup_printf (_("%s: “online” needs “reveals”, the seats’ "
                                                  "links for every draw"), where));
  handed = g_new0 (guint, n_seats);
  if (!read_handovers (online, n_seats, handed))
    g_ptr_array_add (problems, g_strdup_printf (_("%s: “handovers” of “online” must name "
                                                  "each seat once at most with the draw the "
                                                  "computer took it from, leave one seat at "
                                                  "least to its player, and come with a "
                                                  "“handover” time"), where));
  if (problems->len > before)
    return FALSE;
  draws = json_node_get_array (reveals_node);
  if (json_array_get_length (draws) < n_moves || json_array_get_length (draws) > n_moves + 1)
    {
      g_ptr_array_add (problems, g_strdup_printf (_("%s: %u moves but reveals for %u draws: "
                                                    "every move’s tile is drawn by reveals"),
                                                  where, n_moves,
                                                  json_array_get_length (draws)));
      return FALSE;
    }

  replay = tess_replay_new (record, &error);
  if (replay == NULL)
    {
      g_ptr_array_add (problems, g_strdup_printf ("%s: %s", where, error->message));
      return FALSE;
    }
  st = tess_replay_new_state (replay);
  if (tess_state_start_pending (st))
    {
      g_ptr_array_add (problems, g_strdup_printf (_("%s: an online game starts with the first "
                                                    "listed player"), where));
      return FALSE;
    }
  links = g_malloc (n_seats * TESS_DRAW_LINK_LEN);
  reveals = g_new (const guint8 *, n_seats);
  for (guint k = 1; k <= json_array_get_length (draws); k++)
    {
      int type;

      if (k > chain)
        {
          g_ptr_array_add (problems, g_strdup_printf (_("%s: draw %u lies beyond the chains "
                                                        "of %u links"),
                                                      where, k, (guint) chain));
          return FALSE;
        }
      if (!read_hashes (json_array_get_element (draws, k - 1), n_seats, links))
        {
          g_ptr_array_add (problems, g_strdup_printf (_("%s: the reveals of draw %u are not "
                                                        "64 lowercase hexadecimal digits for "
                                                        "each of the %u seats"),
                                                      where, k, n_seats));
          return FALSE;
        }
      for (guint i = 0; i < n_seats; i++)
        {
          reveals[i] = links + i * TESS_DRAW_LINK_LEN;
          if (handed[i] != 0 && k >= handed[i])
            {
              if (memcmp (reveals[i], previous + i * TESS_DRAW_LINK_LEN, TESS_DRAW_LINK_LEN) == 0)
                continue;
              g_ptr_array_add (problems,
                               g_strdup_printf (_("%s: seat %u was handed to the computer at "
                                                  "draw %u, but its link changed at draw %u"),
                                                where, i + 1, handed[i], k));
              return FALSE;
            }
          if (!tess_draw_check_reveal (previous + i * TESS_DRAW_LINK_LEN, reveals[i], k,
                                       seat_name (seats, i), &error))
            {
              g_ptr_array_add (problems, g_strdup_printf ("%s: %s", where, error->message));
              return FALSE;
            }
        }
      memcpy (previous, links, n_seats * TESS_DRAW_LINK_LEN);
      if (k > n_moves)
        break;

      type = tess_online_draw_type (st, k, reveals, n_seats);
      if (type < 0)
        {
          g_ptr_array_add (problems, g_strdup_printf (_("%s: move %u comes after the last "
                                                        "tile"), where, k));
          return FALSE;
        }
      if (g_strcmp0 (tess_def_tile (tess_replay_get_def (replay), type)->id,
                     tess_record_move (record, k - 1)->tile) != 0)
        {
          g_ptr_array_add (problems,
                           g_strdup_printf (_("%s: move %u plays tile %s, but its draw picked "
                                              "tile %s"),
                                            where, k, tess_record_move (record, k - 1)->tile,
                                            tess_def_tile (tess_replay_get_def (replay), type)->id));
          return FALSE;
        }
      if (!tess_replay_apply (replay, st, k - 1, NULL, NULL, &error))
        {
          g_ptr_array_add (problems, g_strdup_printf ("%s: %s", where, error->message));
          return FALSE;
        }
    }
  return TRUE;
}
