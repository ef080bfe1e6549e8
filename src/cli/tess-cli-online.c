/* tess-cli-online.c: tessera-cli online host|join — a game over XMPP
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A bot that plays one online game (DESIGN §7) from the command line:
 * `host` creates a members-only room, invites, seats itself first and
 * hosts the computer seats; `join` waits for an invitation and accepts
 * it. Every client runs the engine on every game stanza and applies only
 * what the engine accepts, so all reach the same record.
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
#include "tess-cli-protocol.h"
#include "tess-draw.h"
#include "tess-net-error.h"
#include "tess-online-record.h"
#include "tess-payload.h"
#include "tess-xmpp-client.h"

static int run_online (int argc, char **argv);

const TessCliCommand tess_cli_command_online = {
  "online",
  N_("host|join"),
  N_("Play an online game over XMPP: host it and invite, or wait for an invitation"),
  run_online,
};

#define UNTIMED_BUDGET_MS (24 * 3600 * 1000)
#define DEFAULT_SIMULATIONS 50

typedef enum
{
  PHASE_CONNECTING,
  PHASE_WAIT_INVITATION,
  PHASE_WAIT_ROOM,
  PHASE_WAIT_PLAYERS,
  PHASE_WAIT_SETUP,
  PHASE_COMMITS,
  PHASE_REVEALS,
  PHASE_MOVE,
  PHASE_OVER,
} Phase;

typedef struct
{
  /* Options */
  gboolean         host;
  char            *jid;
  char            *password;
  char            *server;
  char            *ca_file;
  char           **invites;
  char           **computers;
  char            *rules_file;
  char            *level_name;
  int              simulations;
  char            *from;
  char            *out;
  char            *cheat;

  GMainLoop       *loop;
  int              status;
  TessXmppClient  *client;
  Phase            phase;
  char            *room;
  char            *nick;
  GHashTable      *occupants;   /* room/nick -> bare address */
  GHashTable      *waiting;     /* invited addresses not in the room yet */

  /* The game */
  TessPayload     *last;
  TessCliPosition *pos;
  JsonObject      *online;      /* room, seats, chain (the setup's) */
  GPtrArray       *seats;       /* address or ai:LEVEL, per seat */
  GPtrArray       *clients;     /* distinct addresses, seat order */
  int              me;          /* my index in clients */
  guint            chain_length;
  TessDrawChain   *chain;
  guint8          *commits;     /* per client */
  guint8          *links;       /* per client: the last link revealed */
  guint            turn;        /* commits or reveals seen in this round */
  guint            draw;
  int              drawn;       /* the tile type of the current draw */
  JsonArray       *reveals;     /* per draw, per seat */
  gboolean         cheated;
} Online;

static void act (Online *o);

static void
online_clear (Online *o)
{
  g_clear_pointer (&o->last, tess_payload_free);
  g_clear_pointer (&o->pos, tess_cli_position_free);
  g_clear_pointer (&o->online, json_object_unref);
  g_clear_pointer (&o->seats, g_ptr_array_unref);
  g_clear_pointer (&o->clients, g_ptr_array_unref);
  g_clear_pointer (&o->chain, tess_draw_chain_free);
  g_clear_pointer (&o->commits, g_free);
  g_clear_pointer (&o->links, g_free);
  g_clear_pointer (&o->reveals, json_array_unref);
  g_clear_pointer (&o->occupants, g_hash_table_unref);
  g_clear_pointer (&o->waiting, g_hash_table_unref);
  g_clear_object (&o->client);
  g_clear_pointer (&o->loop, g_main_loop_unref);
  g_free (o->room);
  g_free (o->nick);
}

static void
on_closed (GObject    *client,
           GParamSpec *pspec,
           Online     *o)
{
  TessXmppState state = tess_xmpp_client_get_state (o->client);

  if (state == TESS_XMPP_STATE_DISCONNECTED || state == TESS_XMPP_STATE_FAILED)
    g_main_loop_quit (o->loop);
}

/* Ends the program: leaves the room and signs out first. */
static void
finish (Online *o,
        int     status)
{
  if (o->phase == PHASE_OVER)
    return;
  o->phase = PHASE_OVER;
  o->status = status;
  if (o->room != NULL)
    tess_xmpp_client_leave_room (o->client, o->room, o->nick);
  if (tess_xmpp_client_get_state (o->client) == TESS_XMPP_STATE_CONNECTED)
    {
      g_signal_connect (o->client, "notify::state", G_CALLBACK (on_closed), o);
      tess_xmpp_client_disconnect (o->client);
    }
  else
    g_main_loop_quit (o->loop);
}

static void
fail (Online     *o,
      const char *message)
{
  g_printerr ("tessera-cli online: %s\n", message);
  if (o->phase >= PHASE_COMMITS && o->phase < PHASE_OVER)
    g_printerr ("tessera-cli online: %s\n",
                _("The game stops here: nothing of that message was applied."));
  finish (o, TESS_CLI_EXIT_FAILURE);
}

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
  g_autoptr(JsonGenerator) gen = json_generator_new ();
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
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  return json_generator_to_file (gen, o->out, error);
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
      finish (o, 0);
      return TRUE;
    }
  o->draw++;
  o->turn = 0;
  o->phase = PHASE_REVEALS;
  return TRUE;
}

/* Every game stanza, received or sent: checked, then applied. */
static gboolean
apply (Online      *o,
       TessPayload *payload,
       const char  *sender)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *problem = NULL;
  const char *due = expected_sender (o);
  TessPayloadKind kind = tess_payload_get_kind (payload);
  gboolean ok;

  if (o->phase == PHASE_OVER)
    return FALSE;
  if (!tess_payload_follows (payload, o->last, sender, &error))
    {
      fail (o, error->message);
      return FALSE;
    }
  if (kind != expected_kind (o) || (due != NULL && g_strcmp0 (sender, due) != 0))
    {
      problem = g_strdup_printf (_("%s sent a %s where a %s from %s was due."), sender,
                                 tess_payload_kind_to_string (kind),
                                 tess_payload_kind_to_string (expected_kind (o)),
                                 due ? due : _("the host"));
      fail (o, problem);
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
    case TESS_PAYLOAD_HANDOVER:
    case TESS_PAYLOAD_RESIGN:
    default:
      problem = g_strdup_printf (_("%s sent a %s, which this client does not play yet."), sender,
                                 tess_payload_kind_to_string (kind));
      ok = FALSE;
      break;
    }
  if (!ok)
    {
      fail (o, problem);
      return FALSE;
    }
  g_clear_pointer (&o->last, tess_payload_free);
  o->last = tess_payload_copy (payload);
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
  apply (o, payload, o->jid);
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
static void
act (Online *o)
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

static void
on_payload (TessXmppClient *client,
            const char     *from,
            TessPayload    *payload,
            Online         *o)
{
  const char *sender;
  g_autofree char *room = NULL;
  const char *slash = strchr (from, '/');

  room = slash ? g_strndup (from, slash - from) : g_strdup (from);
  /* Only the game's room, and never the echo of our own stanzas. */
  if (o->room == NULL || g_ascii_strcasecmp (room, o->room) != 0 || slash == NULL
      || g_strcmp0 (slash + 1, o->nick) == 0)
    return;
  sender = g_hash_table_lookup (o->occupants, from);
  if (sender == NULL)
    {
      g_autofree char *problem = g_strdup_printf (_("%s sent a game message without an address "
                                                    "the room shows."), from);

      fail (o, problem);
      return;
    }
  if (apply (o, payload, sender))
    act (o);
}

static void
on_payload_refused (TessXmppClient *client,
                    const char     *from,
                    const GError   *error,
                    Online         *o)
{
  g_autofree char *problem = NULL;
  const char *sender;

  if (o->room == NULL || !g_str_has_prefix (from, o->room))
    return;
  sender = g_hash_table_lookup (o->occupants, from);
  problem = g_strdup_printf (_("%s sent a game message that is refused: %s"),
                             sender ? sender : from, error->message);
  fail (o, problem);
}

static void
send_setup (Online *o)
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
          fail (o, problem);
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
      fail (o, error->message);
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
  act (o);
}

static void
on_occupant (TessXmppClient *client,
             const char     *occupant,
             const char     *address,
             gboolean        present,
             Online         *o)
{
  if (!present)
    {
      g_hash_table_remove (o->occupants, occupant);
      return;
    }
  if (address == NULL)
    return;
  g_hash_table_replace (o->occupants, g_strdup (occupant), g_ascii_strdown (address, -1));
  if (o->phase == PHASE_WAIT_PLAYERS)
    {
      g_autofree char *lower = g_ascii_strdown (address, -1);

      g_hash_table_remove (o->waiting, lower);
      if (g_hash_table_size (o->waiting) == 0)
        send_setup (o);
    }
}

static void
on_room_ready (TessXmppClient *client,
               const char     *room,
               Online         *o)
{
  if (o->phase != PHASE_WAIT_ROOM)
    return;
  o->phase = PHASE_WAIT_PLAYERS;
  for (char **i = o->invites; i && *i; i++)
    tess_xmpp_client_invite (o->client, *i, o->room,
                             /* Translators: the line of an invitation to a game. */
                             _("A game of Tessera: join the room to play."));
  if (g_hash_table_size (o->waiting) == 0)
    send_setup (o);
}

static void
on_room_error (TessXmppClient *client,
               const char     *room,
               const char     *message,
               Online         *o)
{
  if (o->room != NULL && g_ascii_strcasecmp (room, o->room) == 0)
    fail (o, message);
}

static void
on_invitation (TessXmppClient *client,
               const char     *from,
               const char     *room,
               Online         *o)
{
  g_autofree char *inviter = g_strdup (from);
  char *slash = strchr (inviter, '/');

  if (slash != NULL)
    *slash = '\0';
  if (o->phase != PHASE_WAIT_INVITATION
      || (o->from != NULL && g_ascii_strcasecmp (o->from, inviter) != 0))
    return;
  o->room = g_ascii_strdown (room, -1);
  o->phase = PHASE_WAIT_SETUP;
  tess_xmpp_client_join_room (o->client, o->room, o->nick);
}

static void
on_state (GObject    *object,
          GParamSpec *pspec,
          Online     *o)
{
  TessXmppState state = tess_xmpp_client_get_state (o->client);

  if (state == TESS_XMPP_STATE_FAILED && o->phase != PHASE_OVER)
    {
      fail (o, tess_xmpp_client_get_error (o->client)->message);
      return;
    }
  if (state != TESS_XMPP_STATE_CONNECTED || o->phase != PHASE_CONNECTING)
    return;
  if (!o->host)
    {
      o->phase = PHASE_WAIT_INVITATION;
      return;
    }
  /* The room goes on the group chat service of the host's server. */
  o->phase = PHASE_WAIT_ROOM;
  tess_xmpp_client_find_muc_service (o->client);
}

static void
on_muc_service (TessXmppClient *client,
                const char     *service,
                Online         *o)
{
  g_autofree char *id = g_uuid_string_random ();

  if (o->phase != PHASE_WAIT_ROOM || o->room != NULL)
    return;
  if (service == NULL)
    {
      g_autofree char *problem = g_strdup_printf (_("The server of %s offers no group chats, "
                                                    "so no game room can be made there."), o->jid);

      fail (o, problem);
      return;
    }
  o->room = g_strdup_printf ("tessera-%.8s@%s", id, service);
  tess_xmpp_client_create_room (o->client, o->room, o->nick, (const char *const *) o->invites);
}

static char *
read_password (const char  *path,
               GError     **error)
{
  g_autofree char *text = NULL;
  char *newline;

  if (!g_file_get_contents (path, &text, NULL, error))
    return NULL;
  newline = strchr (text, '\n');
  if (newline != NULL)
    *newline = '\0';
  return g_steal_pointer (&text);
}

static int
run_online (int    argc,
            char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *password_file = NULL;
  g_autofree char *host_name = NULL;
  Online o = { 0 };
  guint16 port = 0;
  int status;
  const GOptionEntry entries[] = {
    { "jid", 0, 0, G_OPTION_ARG_STRING, &o.jid, N_("The account’s address"), N_("JID") },
    { "password-file", 0, 0, G_OPTION_ARG_FILENAME, &password_file,
      N_("A file whose first line is the account’s password"), N_("FILE") },
    { "server", 0, 0, G_OPTION_ARG_STRING, &o.server,
      N_("Connect there instead of the address’s server"), N_("HOST:PORT") },
    { "ca-file", 0, 0, G_OPTION_ARG_FILENAME, &o.ca_file,
      N_("Trust the certificate authorities of this file instead of the system’s"), N_("PEM") },
    { "invite", 0, 0, G_OPTION_ARG_STRING_ARRAY, &o.invites,
      N_("host: invite this address to a seat (repeatable)"), N_("JID") },
    { "computer", 0, 0, G_OPTION_ARG_STRING_ARRAY, &o.computers,
      N_("host: a computer seat of this level, played by the host (repeatable)"), N_("LEVEL") },
    { "rules", 0, 0, G_OPTION_ARG_FILENAME, &o.rules_file,
      N_("host: a record header with the rules and tile sets"), N_("FILE.json") },
    { "level", 0, 0, G_OPTION_ARG_STRING, &o.level_name,
      N_("The level this client plays its seat at (default easy)"), N_("LEVEL") },
    { "simulations", 0, 0, G_OPTION_ARG_INT, &o.simulations,
      N_("Simulations the hard level plays a move"), N_("N") },
    { "from", 0, 0, G_OPTION_ARG_STRING, &o.from,
      N_("join: accept an invitation only from this address"), N_("JID") },
    { "out", 0, 0, G_OPTION_ARG_FILENAME, &o.out,
      N_("Write the game’s record there when it ends"), N_("RECORD") },
    { "cheat", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_STRING, &o.cheat, NULL, NULL },
    { NULL }
  };

  context = tess_cli_option_context (&tess_cli_command_online);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tess_cli_parse (context, &argc, &argv))
    return TESS_CLI_EXIT_USAGE;
  if (argc != 2 || (strcmp (argv[1], "host") != 0 && strcmp (argv[1], "join") != 0))
    return tess_cli_usage_error (&tess_cli_command_online, _("Say host or join."));
  o.host = strcmp (argv[1], "host") == 0;
  if (o.jid == NULL || strchr (o.jid, '@') == NULL || password_file == NULL || o.out == NULL)
    return tess_cli_usage_error (&tess_cli_command_online,
                                 _("--jid, --password-file and --out are needed."));
  if (o.host && (o.invites == NULL || o.invites[0] == NULL))
    return tess_cli_usage_error (&tess_cli_command_online, _("host needs at least one --invite."));
  if (o.server != NULL)
    {
      const char *colon = strrchr (o.server, ':');
      guint64 p = 0;

      if (colon == NULL || !g_ascii_string_to_unsigned (colon + 1, 10, 1, 65535, &p, NULL))
        return tess_cli_usage_error (&tess_cli_command_online,
                                     _("--server takes HOST:PORT, e.g. chat.example.org:5222."));
      host_name = g_strndup (o.server, colon - o.server);
      port = (guint16) p;
    }
  o.password = read_password (password_file, &error);
  if (o.password == NULL)
    {
      g_printerr ("tessera-cli online: %s\n", error->message);
      return TESS_CLI_EXIT_FAILURE;
    }
  if (o.level_name == NULL)
    o.level_name = g_strdup ("easy");
  if (o.simulations <= 0)
    o.simulations = DEFAULT_SIMULATIONS;
  {
    char *lower = g_ascii_strdown (o.jid, -1);

    g_free (o.jid);
    o.jid = lower;
  }
  o.nick = g_strdup (o.jid);
  o.occupants = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  o.waiting = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (char **i = o.invites; i && *i; i++)
    g_hash_table_add (o.waiting, g_ascii_strdown (*i, -1));
  o.phase = PHASE_CONNECTING;
  o.loop = g_main_loop_new (NULL, FALSE);
  o.client = tess_xmpp_client_new (o.jid, o.password);
  if (host_name != NULL)
    tess_xmpp_client_set_server (o.client, host_name, port);
  if (o.ca_file != NULL)
    tess_xmpp_client_set_ca_file (o.client, o.ca_file);
  g_signal_connect (o.client, "notify::state", G_CALLBACK (on_state), &o);
  g_signal_connect (o.client, "payload", G_CALLBACK (on_payload), &o);
  g_signal_connect (o.client, "payload-refused", G_CALLBACK (on_payload_refused), &o);
  g_signal_connect (o.client, "occupant", G_CALLBACK (on_occupant), &o);
  g_signal_connect (o.client, "room-ready", G_CALLBACK (on_room_ready), &o);
  g_signal_connect (o.client, "room-error", G_CALLBACK (on_room_error), &o);
  g_signal_connect (o.client, "invitation", G_CALLBACK (on_invitation), &o);
  g_signal_connect (o.client, "muc-service", G_CALLBACK (on_muc_service), &o);
  tess_xmpp_client_connect (o.client);
  g_main_loop_run (o.loop);

  status = o.status;
  g_signal_handlers_disconnect_by_data (o.client, &o);
  online_clear (&o);
  g_free (o.jid);
  g_free (o.password);
  g_free (o.server);
  g_free (o.ca_file);
  g_strfreev (o.invites);
  g_strfreev (o.computers);
  g_free (o.rules_file);
  g_free (o.level_name);
  g_free (o.from);
  g_free (o.out);
  g_free (o.cheat);
  return status;
}
