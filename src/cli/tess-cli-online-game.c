/* tess-cli-online-game.c: the stanzas of an online game, checked, applied, sent
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The order of the game stanzas leaves nobody to race: after the host's
 * setup, each client (the distinct addresses of the seats, in seat
 * order; the host's chain serves its computer seats) commits in turn;
 * then for every draw each client reveals its link in turn, and once the
 * last has, everyone derives the tile and the client of the seat whose
 * turn it is sends the move. A stanza from anyone else, out of sequence,
 * with a wrong reveal or a move the engine refuses stops the game with
 * nothing of it applied, and the message names who sent what.
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tess-cli.h"
#include "tess-cli-online-private.h"
#include "tess-json-private.h"
#include "tess-online-record.h"

static gboolean
is_computer (const char *seat)
{
  return g_str_has_prefix (seat, "ai:");
}

/* The client who speaks for a seat: its address, or the host's for a
 * computer seat. */
static guint
client_of_seat (Online *o,
                guint   seat)
{
  const char *address = o->seats->pdata[seat];

  if (is_computer (address))
    return 0;
  for (guint i = 0; i < o->clients->len; i++)
    if (g_strcmp0 (o->clients->pdata[i], address) == 0)
      return i;
  g_assert_not_reached ();
}

static const char *
expected_sender (Online *o)
{
  const TessState *st;

  switch (o->phase)
    {
    case PHASE_COMMITS:
    case PHASE_REVEALS:
      return o->clients->pdata[o->turn];
    case PHASE_MOVE:
      st = tess_cli_position_get_state (o->pos);
      return o->clients->pdata[client_of_seat (o, tess_state_current_player (st))];
    case PHASE_CONNECTING:
    case PHASE_WAIT_INVITATION:
    case PHASE_WAIT_ROOM:
    case PHASE_WAIT_PLAYERS:
    case PHASE_WAIT_SETUP:
    case PHASE_OVER:
    default:
      return NULL;
    }
}

static TessPayloadKind
expected_kind (Online *o)
{
  switch (o->phase)
    {
    case PHASE_COMMITS:
      return TESS_PAYLOAD_COMMIT;
    case PHASE_REVEALS:
      return TESS_PAYLOAD_REVEAL;
    case PHASE_MOVE:
      return TESS_PAYLOAD_MOVE;
    case PHASE_WAIT_SETUP:
    case PHASE_WAIT_PLAYERS:
    case PHASE_CONNECTING:
    case PHASE_WAIT_INVITATION:
    case PHASE_WAIT_ROOM:
    case PHASE_OVER:
    default:
      return TESS_PAYLOAD_SETUP;
    }
}

/* The record as it stands, with its "online" key, written to --out. */
static gboolean
write_record (Online  *o,
              GError **error)
{
  g_autoptr(JsonNode) root = tess_record_to_json (tess_cli_position_get_record (o->pos));
  g_autofree char *text = NULL;
  JsonObject *online = json_object_new ();
  JsonArray *commits = json_array_new ();

  json_object_set_string_member (online, "room", o->room);
  json_object_set_array_member (online, "seats",
                                json_array_ref (json_object_get_array_member (o->online, "seats")));
  for (guint s = 0; s < o->seats->len; s++)
    {
      g_autofree char *hex = tess_draw_hex (o->commits + client_of_seat (o, s) * TESS_DRAW_LINK_LEN,
                                            TESS_DRAW_LINK_LEN);

      json_array_add_string_element (commits, hex);
    }
  json_object_set_array_member (online, "commits", commits);
  json_object_set_int_member (online, "chain", o->chain_length);
  json_object_set_array_member (online, "reveals", json_array_ref (o->reveals));
  json_object_set_object_member (json_node_get_object (root), TESS_ONLINE_KEY, online);
  /* As every record is written: control characters escaped, atomically. */
  text = tess_json_generate (root, TRUE);
  return tess_write_file (o->out, text, strlen (text), error);
}

static gboolean
apply_setup (Online      *o,
             TessPayload *payload,
             const char  *sender,
             char       **problem)
{
  JsonObject *setup = tess_payload_get_object (payload);
  JsonObject *online = json_object_get_object_member (setup, "online");
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(GError) error = NULL;
  JsonArray *seats;
  JsonNode *chain;

  json_node_set_object (node, setup);
  o->pos = tess_cli_position_new_from_json (node, &error);
  if (o->pos == NULL)
    {
      *problem = g_strdup_printf (_("%s set up a game that cannot be played: %s"), sender,
                                  error->message);
      return FALSE;
    }
  seats = json_object_has_member (online, "seats")
          && JSON_NODE_HOLDS_ARRAY (json_object_get_member (online, "seats"))
          ? json_object_get_array_member (online, "seats") : NULL;
  chain = json_object_get_member (online, "chain");
  if (seats == NULL || json_array_get_length (seats) != tess_record_n_players (tess_cli_position_get_record (o->pos))
      || chain == NULL || !JSON_NODE_HOLDS_VALUE (chain) || json_node_get_value_type (chain) != G_TYPE_INT64
      || json_node_get_int (chain) <= tess_def_total_tiles (tess_cli_position_get_def (o->pos))
      || json_node_get_int (chain) > G_MAXUINT16
      || !json_object_has_member (online, "room")
      || tess_cli_position_get_record (o->pos)->moves->len > 0
      || tess_state_start_pending (tess_cli_position_get_state (o->pos)))
    {
      *problem = g_strdup_printf (_("%s set up a game without its seats, its chain length or "
                                    "its first player, or with moves already."), sender);
      return FALSE;
    }
  o->online = json_object_ref (online);
  o->chain_length = json_node_get_int (chain);
  o->seats = g_ptr_array_new_with_free_func (g_free);
  o->clients = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < json_array_get_length (seats); i++)
    {
      const char *seat = json_array_get_string_element (seats, i);

      if (seat == NULL || (!is_computer (seat) && strchr (seat, '@') == NULL))
        {
          *problem = g_strdup_printf (_("%s set up a game whose seat %u is neither an address "
                                        "nor a computer."), sender, i + 1);
          return FALSE;
        }
      g_ptr_array_add (o->seats, g_strdup (seat));
      if (!is_computer (seat) && !g_ptr_array_find_with_equal_func (o->clients, seat, g_str_equal, NULL))
        g_ptr_array_add (o->clients, g_strdup (seat));
    }
  /* The host sits first and speaks for the computers. */
  if (o->clients->len == 0 || g_strcmp0 (o->clients->pdata[0], sender) != 0
      || is_computer (o->seats->pdata[0]))
    {
      *problem = g_strdup_printf (_("%s set up a game without sitting at its first seat."), sender);
      return FALSE;
    }
  if (!g_ptr_array_find_with_equal_func (o->clients, o->jid, g_str_equal, (guint *) &o->me))
    {
      *problem = g_strdup_printf (_("%s set up a game without a seat for %s."), sender, o->jid);
      return FALSE;
    }
  o->chain = tess_draw_chain_new_random (o->chain_length);
  o->commits = g_malloc0 (o->clients->len * TESS_DRAW_LINK_LEN);
  o->links = g_malloc0 (o->clients->len * TESS_DRAW_LINK_LEN);
  o->reveals = json_array_new ();
  o->phase = PHASE_COMMITS;
  o->turn = 0;
  return TRUE;
}

static gboolean
apply_reveal (Online      *o,
              TessPayload *payload,
              const char  *sender,
              char       **problem)
{
  JsonObject *body = tess_payload_get_object (payload);
  guint8 link[TESS_DRAW_LINK_LEN];
  g_autoptr(GError) error = NULL;

  if ((guint) json_object_get_int_member (body, "draw") != o->draw)
    {
      *problem = g_strdup_printf (_("%s revealed a link for draw %u during draw %u."), sender,
                                  (guint) json_object_get_int_member (body, "draw"), o->draw);
      return FALSE;
    }
  tess_draw_parse_hex (json_object_get_string_member (body, "reveal"), link);
  if (!tess_draw_check_reveal (o->links + o->turn * TESS_DRAW_LINK_LEN, link, o->draw, sender,
                               &error))
    {
      *problem = g_strdup (error->message);
      return FALSE;
    }
  memcpy (o->links + o->turn * TESS_DRAW_LINK_LEN, link, TESS_DRAW_LINK_LEN);
  if (++o->turn < o->clients->len)
    return TRUE;

  /* The last link of this draw: the tile is known to all at once. */
  {
    g_autofree const guint8 **per_seat = g_new (const guint8 *, o->seats->len);
    JsonArray *row = json_array_new ();

    for (guint s = 0; s < o->seats->len; s++)
      {
        g_autofree char *hex = NULL;

        per_seat[s] = o->links + client_of_seat (o, s) * TESS_DRAW_LINK_LEN;
        hex = tess_draw_hex (per_seat[s], TESS_DRAW_LINK_LEN);
        json_array_add_string_element (row, hex);
      }
    json_array_add_array_element (o->reveals, row);
    o->drawn = tess_online_draw_type (tess_cli_position_get_state (o->pos), o->draw, per_seat,
                                      o->seats->len);
  }
  o->phase = PHASE_MOVE;
  return TRUE;
}

static gboolean
apply_move (Online      *o,
            TessPayload *payload,
            const char  *sender,
            char       **problem)
{
  JsonObject *move = tess_payload_get_object (payload);
  const char *drawn = tess_def_tile (tess_cli_position_get_def (o->pos), o->drawn)->id;
  g_autoptr(JsonNode) moves = json_node_new (JSON_NODE_ARRAY);
  g_autoptr(JsonArray) array = json_array_new ();
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (json_object_get_string_member (move, "tile"), drawn) != 0)
    {
      *problem = g_strdup_printf (_("%s played tile %s, but draw %u drew tile %s."), sender,
                                  json_object_get_string_member (move, "tile"), o->draw, drawn);
      return FALSE;
    }
  json_array_add_object_element (array, json_object_ref (move));
  json_node_set_array (moves, array);
  if (!tess_cli_position_append (o->pos, moves, &error))
    {
      *problem = g_strdup_printf (_("%s made a move the rules refuse: %s"), sender, error->message);
      return FALSE;
    }
  /* A line a move, for whoever watches the bot. */
  g_print (_("Move %u by %s: tile %s"), o->draw, sender, drawn);
  g_print ("\n");
  if (tess_state_is_over (tess_cli_position_get_state (o->pos)))
    {
      if (!write_record (o, &error))
        {
          *problem = g_strdup (error->message);
          return FALSE;
        }
      tess_cli_online_finish (o, 0);
      return TRUE;
    }
  o->draw++;
  o->turn = 0;
  o->phase = PHASE_REVEALS;
  return TRUE;
}

/* A seat resigns (DESIGN §7: the seat leaves the game). Nothing in §7
 * says who plays it then, so the game stops here for everyone, naming
 * who resigned, with the record so far written. */
static gboolean
apply_resign (Online      *o,
              TessPayload *payload,
              const char  *sender,
              char       **problem)
{
  guint seat = json_object_get_int_member (tess_payload_get_object (payload), "seat");
  g_autoptr(GError) error = NULL;

  if (seat >= o->seats->len || g_strcmp0 (o->seats->pdata[seat], sender) != 0)
    {
      *problem = g_strdup_printf (_("%s resigned seat %u, which is not theirs."), sender, seat + 1);
      return FALSE;
    }
  g_printerr ("tessera-cli online: ");
  /* Translators: %s is the address of the player; the first %u their
   * seat's number, the second the draw. */
  g_printerr (_("%s resigned seat %u at draw %u: the game stops here."), sender, seat + 1, o->draw);
  g_printerr ("\n");
  if (write_record (o, &error))
    {
      g_printerr ("tessera-cli online: ");
      g_printerr (_("The record of the game so far is in %s."), o->out);
      g_printerr ("\n");
    }
  else
    g_printerr ("tessera-cli online: %s\n", error->message);
  tess_cli_online_finish (o, TESS_CLI_EXIT_FAILURE);
  return TRUE;
}

/* A seat's client left the room during the game: without its reveals
 * no tile can be drawn again, and DESIGN §7 fixes no way yet to hand its
 * seats to a computer (no away time in the setup, no vote), so the game
 * stops here, naming who left, with the record so far written. */
void
tess_cli_online_stop_absent (Online     *o,
                             const char *address)
{
  g_autoptr(GError) error = NULL;

  if (o->phase < PHASE_COMMITS || o->phase >= PHASE_OVER
      || g_strcmp0 (address, o->jid) == 0
      || !g_ptr_array_find_with_equal_func (o->clients, address, g_str_equal, NULL))
    return;
  g_printerr ("tessera-cli online: ");
  /* Translators: %s is the address of the player who left; %u the draw. */
  g_printerr (_("%s left the game’s room at draw %u and did not come back: the game stops here."),
              address, o->draw);
  g_printerr ("\n");
  if (write_record (o, &error))
    {
      g_printerr ("tessera-cli online: ");
      /* Translators: %s is the file of the record. */
      g_printerr (_("The record of the game so far is in %s."), o->out);
      g_printerr ("\n");
    }
  else
    g_printerr ("tessera-cli online: %s\n", error->message);
  tess_cli_online_finish (o, TESS_CLI_EXIT_FAILURE);
}

/* Every game stanza, received or sent: checked, then applied. */
gboolean
tess_cli_online_apply (Online      *o,
       TessPayload *payload,
       const char  *sender)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *problem = NULL;
  const char *due = expected_sender (o);
  TessPayloadKind kind = tess_payload_get_kind (payload);
  const TessPayload *previous = o->last;
  gboolean ok;

  if (o->phase == PHASE_OVER)
    return FALSE;
  /* A resignation may cross stanzas in flight: it follows one of this
   * game, not necessarily the last. */
  if (kind == TESS_PAYLOAD_RESIGN && tess_payload_get_seq (payload) >= 1
      && tess_payload_get_seq (payload) <= o->history->len)
    previous = o->history->pdata[tess_payload_get_seq (payload) - 1];
  if (!tess_payload_follows (payload, previous, sender, &error))
    {
      tess_cli_online_fail (o, error->message);
      return FALSE;
    }
  /* A resignation may come at any time of the game, from its seat's client. */
  if (kind == TESS_PAYLOAD_RESIGN && o->phase >= PHASE_COMMITS)
    ;
  else if (kind != expected_kind (o) || (due != NULL && g_strcmp0 (sender, due) != 0))
    {
      problem = g_strdup_printf (_("%s sent a %s where a %s from %s was due."), sender,
                                 tess_payload_kind_to_string (kind),
                                 tess_payload_kind_to_string (expected_kind (o)),
                                 due ? due : _("the host"));
      tess_cli_online_fail (o, problem);
      return FALSE;
    }
  switch (kind)
    {
    case TESS_PAYLOAD_SETUP:
      ok = apply_setup (o, payload, sender, &problem);
      break;
    case TESS_PAYLOAD_COMMIT:
      tess_draw_parse_hex (json_object_get_string_member (tess_payload_get_object (payload), "commit"),
                           o->commits + o->turn * TESS_DRAW_LINK_LEN);
      ok = TRUE;
      if (++o->turn == o->clients->len)
        {
          memcpy (o->links, o->commits, o->clients->len * TESS_DRAW_LINK_LEN);
          o->phase = PHASE_REVEALS;
          o->draw = 1;
          o->turn = 0;
        }
      break;
    case TESS_PAYLOAD_REVEAL:
      ok = apply_reveal (o, payload, sender, &problem);
      break;
    case TESS_PAYLOAD_MOVE:
      ok = apply_move (o, payload, sender, &problem);
      break;
    case TESS_PAYLOAD_RESIGN:
      ok = apply_resign (o, payload, sender, &problem);
      break;
    case TESS_PAYLOAD_HANDOVER:
    default:
      problem = g_strdup_printf (_("%s sent a %s, which this client does not play yet."), sender,
                                 tess_payload_kind_to_string (kind));
      ok = FALSE;
      break;
    }
  if (!ok)
    {
      tess_cli_online_fail (o, problem);
      return FALSE;
    }
  g_clear_pointer (&o->last, tess_payload_free);
  o->last = tess_payload_copy (payload);
  g_ptr_array_add (o->history, tess_payload_copy (payload));
  return TRUE;
}

/* Sends a game stanza to the room and applies it here at once: the
 * room's echo of it is not applied again. */
static void
send_payload (Online         *o,
              TessPayloadKind kind,
              JsonObject     *object)
{
  g_autoptr(TessPayload) payload = tess_payload_new (kind, o->last, object);
  g_autofree char *body = NULL;

  /* --cheat prev (tests): the first reveal names another stanza before
   * it, as if it followed another game. */
  if (!o->cheated && g_strcmp0 (o->cheat, "prev") == 0 && kind == TESS_PAYLOAD_REVEAL)
    {
      g_autofree char *seq = g_strdup_printf ("%u", tess_payload_get_seq (payload));
      TessPayload *forged = tess_payload_parse ("reveal", seq, tess_payload_get_hash (payload),
                                                tess_payload_get_text (payload), -1, NULL);

      g_clear_pointer (&payload, tess_payload_free);
      payload = forged;
      o->cheated = TRUE;
    }

  /* Translators: the line ordinary chat clients show for a game stanza;
   * %u is its number, %s its kind (setup, commit, reveal, move). */
  body = g_strdup_printf (_("Tessera game message %u (%s)"), tess_payload_get_seq (payload),
                          tess_payload_kind_to_string (kind));
  tess_xmpp_client_send_message (o->client, o->room, "groupchat", body, payload);
  tess_cli_online_apply (o, payload, o->jid);
}

static JsonObject *
choose_move (Online *o)
{
  const TessState *st = tess_cli_position_get_state (o->pos);
  const char *seat = o->seats->pdata[tess_state_current_player (st)];
  const char *level_name = is_computer (seat) ? seat + 3 : o->level_name;
  const char *tiles[] = { tess_def_tile (tess_cli_position_get_def (o->pos), o->drawn)->id, NULL };
  g_autoptr(TessState) turn = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  TessCliMove move = { { 0 }, FALSE };
  TessAiLevel level = TESS_AI_EASY;
  TessAi *ai;

  if (!tess_cli_parse_level (level_name, "level", &level, &error))
    level = TESS_AI_EASY;
  turn = tess_cli_position_turn (o->pos, tiles, &error);
  g_assert (turn != NULL);
  /* The same seed and a cap on the simulations: any machine finds the
   * same move, so a game can be replayed for a test. */
  ai = tess_ai_new (tess_cli_position_get_def (o->pos), level, o->draw);
  tess_ai_set_budget (ai, UNTIMED_BUDGET_MS, o->simulations);
  move.discard = !tess_ai_choose (ai, turn, &move.move, NULL);
  tess_ai_free (ai);
  node = tess_cli_move_to_json (tess_cli_position_get_def (o->pos), &move);
  return json_object_ref (json_node_get_object (node));
}

/* Whatever is this client's to send next. */
void
tess_cli_online_act (Online *o)
{
  while (o->phase >= PHASE_COMMITS && o->phase < PHASE_OVER
         && g_strcmp0 (expected_sender (o), o->jid) == 0)
    {
      g_autoptr(JsonObject) object = json_object_new ();

      if (o->phase == PHASE_COMMITS)
        {
          g_autofree char *hex = tess_draw_hex (tess_draw_chain_commit (o->chain), TESS_DRAW_LINK_LEN);

          json_object_set_string_member (object, "commit", hex);
          send_payload (o, TESS_PAYLOAD_COMMIT, object);
        }
      else if (o->phase == PHASE_REVEALS)
        {
          /* --cheat reveal (tests): at draw 2, the link of draw 3. */
          gboolean cheat = !o->cheated && g_strcmp0 (o->cheat, "reveal") == 0 && o->draw == 2;
          g_autofree char *hex = tess_draw_hex (tess_draw_chain_reveal (o->chain, o->draw + cheat),
                                                TESS_DRAW_LINK_LEN);

          o->cheated |= cheat;
          json_object_set_int_member (object, "draw", o->draw);
          json_object_set_string_member (object, "reveal", hex);
          send_payload (o, TESS_PAYLOAD_REVEAL, object);
        }
      else
        {
          g_autoptr(JsonObject) move = choose_move (o);

          /* --cheat move (tests): the first move on a cell far from the board. */
          if (!o->cheated && g_strcmp0 (o->cheat, "move") == 0)
            {
              json_object_set_int_member (move, "x", 40);
              json_object_set_int_member (move, "y", 40);
              json_object_remove_member (move, "discard");
              json_object_set_int_member (move, "rotation", 0);
              o->cheated = TRUE;
            }
          send_payload (o, TESS_PAYLOAD_MOVE, move);
        }
    }
}

/* This client resigns its seat (on SIGINT or SIGTERM): the others stop
 * at once instead of waiting for its next stanza. */
void
tess_cli_online_resign (Online *o)
{
  g_autoptr(JsonObject) object = json_object_new ();
  guint seat;

  /* A second signal while signing out: out at once. */
  if (o->phase == PHASE_OVER)
    {
      g_main_loop_quit (o->loop);
      return;
    }
  if (o->phase < PHASE_COMMITS
      || !g_ptr_array_find_with_equal_func (o->seats, o->jid, g_str_equal, &seat))
    {
      tess_cli_online_finish (o, TESS_CLI_EXIT_FAILURE);
      return;
    }
  json_object_set_int_member (object, "seat", seat);
  send_payload (o, TESS_PAYLOAD_RESIGN, object);
}

void
tess_cli_online_send_setup (Online *o)
{
  g_autoptr(JsonNode) header = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  TessCliPosition *probe;
  guint total;
  JsonObject *setup, *online;
  JsonArray *players, *seats;
  guint n = 0;

  if (o->rules_file != NULL)
    {
      if (!json_parser_load_from_file (parser, o->rules_file, &error)
          || !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
        {
          g_autofree char *problem = g_strdup_printf ("%s: %s", o->rules_file,
                                                      error ? error->message : _("not a JSON object"));
          tess_cli_online_fail (o, problem);
          return;
        }
      header = json_node_copy (json_parser_get_root (parser));
    }
  else
    {
      header = json_node_new (JSON_NODE_OBJECT);
      json_node_take_object (header, json_object_new ());
    }
  setup = json_node_get_object (header);
  json_object_set_string_member (setup, "format", TESS_RECORD_FORMAT);
  json_object_set_int_member (setup, "version", 1);
  if (!json_object_has_member (setup, "tilesets"))
    {
      JsonArray *sets = json_array_new ();

      json_array_add_string_element (sets, "base");
      json_object_set_array_member (setup, "tilesets", sets);
    }
  json_object_remove_member (setup, "seed");
  json_object_remove_member (setup, "moves");
  json_object_remove_member (setup, "start");
  players = json_array_new ();
  seats = json_array_new ();
  for (int pass = 0; pass < 3; pass++)
    {
      char **list = pass == 0 ? NULL : pass == 1 ? o->invites : o->computers;
      guint count = pass == 0 ? 1 : list ? g_strv_length (list) : 0;

      for (guint i = 0; i < count; i++, n++)
        {
          JsonObject *player = json_object_new ();
          const char *who = pass == 0 ? o->jid : list[i];
          g_autofree char *seat = pass == 2 ? g_strdup_printf ("ai:%s", who) : g_strdup (who);

          json_object_set_string_member (player, "name", pass == 2 ? seat : who);
          json_object_set_string_member (player, "color", tess_color_name ((TessColor) n));
          if (pass == 2)
            json_object_set_string_member (player, "ai", who);
          json_array_add_object_element (players, player);
          json_array_add_string_element (seats, seat);
        }
    }
  json_object_set_array_member (setup, "players", players);
  probe = tess_cli_position_new_from_json (header, &error);
  if (probe == NULL)
    {
      tess_cli_online_fail (o, error->message);
      return;
    }
  total = tess_def_total_tiles (tess_cli_position_get_def (probe));
  tess_cli_position_free (probe);
  online = json_object_new ();
  json_object_set_string_member (online, "room", o->room);
  json_object_set_array_member (online, "seats", seats);
  json_object_set_int_member (online, "chain", total + TESS_DRAW_CHAIN_MARGIN);
  json_object_set_object_member (setup, "online", online);
  send_payload (o, TESS_PAYLOAD_SETUP, setup);
  tess_cli_online_act (o);
}
