/* tess-online-game.c: one online game, its room and its stanzas (DESIGN §7)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What every client of an online game does, whoever shows it: the bot
 * of `tessera-cli online` and the window. The host makes a members-only
 * room on its server's group chat service, invites, seats itself first
 * and speaks for the computer seats; a guest waits for an invitation and
 * joins. Every client runs the engine on every game stanza and applies
 * only what the engine accepts, so all reach the same record
 * (tess-online-game-play.c). This file holds the object, the room, the
 * chat and the record.
 *
 * The client must be signed in before tess_online_game_start(); the
 * game never connects nor signs out: its owner does.
 */

#define G_LOG_DOMAIN "tess-online-game"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tess-json-private.h"
#include "tess-net-error.h"
#include "tess-online-game-private.h"
#include "tess-online-record.h"

/* The default simulations of a computer seat. */
#define DEFAULT_SIMULATIONS 50

G_DEFINE_FINAL_TYPE (TessOnlineGame, tess_online_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_STATE,
  PROP_GAME,
  N_PROPS
};

enum
{
  CHAT,
  SEATS_CHANGED,
  MOVED,
  INVITED,
  RESUME_FAILED,
  IGNORED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

void
_tess_online_game_set_state (TessOnlineGame      *self,
                             TessOnlineGameState  state)
{
  if (self->state == state)
    return;
  self->state = state;
  _tess_online_game_keep_resume (self);
  /* A game that ended while this client was away comes with its end. */
  if (state == TESS_ONLINE_GAME_PLAYING || state == TESS_ONLINE_GAME_OVER)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
stop (TessOnlineGame *self,
      TessNetError    code,
      const char     *message)
{
  if (self->phase == PHASE_OVER)
    return;
  self->stopped_in_play = self->phase >= PHASE_COMMITS;
  self->phase = PHASE_OVER;
  _tess_online_game_unwatch (self);
  _tess_online_game_stop_choosing (self);
  g_clear_handle_id (&self->away_id, g_source_remove);
  g_clear_error (&self->error);
  self->error = g_error_new_literal (TESS_NET_ERROR, code, message);
  _tess_online_game_set_state (self, TESS_ONLINE_GAME_STOPPED);
}

/* Something sent is refused, or the game cannot go on: nothing of it
 * was applied. */
void
_tess_online_game_fail (TessOnlineGame *self,
                        const char     *message)
{
  stop (self, TESS_NET_ERROR_GAME, message);
}

/* This client is out of step with the room: it may come back to the
 * game (its resume file stays). */
void
_tess_online_game_out_of_step (TessOnlineGame *self,
                               const char     *message)
{
  stop (self, TESS_NET_ERROR_SEQUENCE, message);
}

/* A seat resigned or left: the game so far stands. */
void
_tess_online_game_end_early (TessOnlineGame *self,
                             const char     *message)
{
  stop (self, TESS_NET_ERROR_ENDED, message);
}

/* A full disk fails every write the same way: it is said once. */
void
_tess_online_game_resume_failed (TessOnlineGame *self,
                                 const char     *message)
{
  if (g_strcmp0 (message, self->resume_told) == 0)
    return;
  g_free (self->resume_told);
  self->resume_told = g_strdup (message);
  g_signal_emit (self, signals[RESUME_FAILED], 0, message);
}

void
_tess_online_game_seats_changed (TessOnlineGame *self)
{
  g_signal_emit (self, signals[SEATS_CHANGED], 0);
}

void
_tess_online_game_moved (TessOnlineGame *self,
                         const char     *sender,
                         const char     *tile)
{
  _tess_online_game_keep_resume (self);
  g_signal_emit (self, signals[MOVED], 0, self->draw, sender, tile);
}

/* A game stanza was not applied, and the game goes on. */
void
_tess_online_game_tell_ignored (TessOnlineGame *self,
                                const char     *message)
{
  g_signal_emit (self, signals[IGNORED], 0, message);
}

/* Who invited this guest to the room it is in, or NULL. */
const char *
_tess_online_game_inviter (TessOnlineGame *self)
{
  return self->inviters != NULL && self->room != NULL
         ? g_hash_table_lookup (self->inviters, self->room) : NULL;
}

/* ------------------------------------------------------------ the room */

static char *
bare (const char *address)
{
  const char *slash = strchr (address, '/');

  return slash ? g_strndup (address, slash - address) : g_strdup (address);
}

static gboolean
in_room (TessOnlineGame *self,
         const char     *from)
{
  g_autofree char *room = bare (from);

  return self->room != NULL && g_ascii_strcasecmp (room, self->room) == 0 && strchr (from, '/') != NULL;
}

static void
on_payload (TessOnlineGame *self,
            const char     *from,
            TessPayload    *payload)
{
  const char *sender;

  if (!in_room (self, from))
    return;
  /* Our own stanzas were applied when sent; a handover is applied when
   * the room echoes it, in the room's order. */
  if (g_strcmp0 (strchr (from, '/') + 1, self->nick) == 0)
    {
      _tess_online_game_echoed (self, payload);
      if (tess_payload_get_kind (payload) != TESS_PAYLOAD_HANDOVER || !self->handover_pending)
        return;
    }
  sender = g_hash_table_lookup (self->occupants, from);
  if (sender == NULL)
    {
      g_autofree char *problem = g_strdup_printf (_("%s sent a game message without an address "
                                                    "the room shows: it is ignored."), from);

      _tess_online_game_ignore (self, NULL, FALSE, problem);
      return;
    }
  if (_tess_online_game_is_muted (self, sender))
    return;
  /* Entered as the game was set up: the game so far is in the archive. */
  if (!self->catching_up && self->phase == PHASE_WAIT_SETUP && tess_payload_get_seq (payload) > 0)
    _tess_online_game_catch_up (self);
  if (self->catching_up)
    {
      _tess_online_game_hold (self, payload, sender);
      return;
    }
  if (_tess_online_game_apply (self, payload, sender))
    _tess_online_game_act (self);
}

static void
on_payload_refused (TessOnlineGame *self,
                    const char     *from,
                    const GError   *error)
{
  g_autofree char *problem = NULL;
  const char *sender;

  if (self->room == NULL || !g_str_has_prefix (from, self->room))
    return;
  sender = g_hash_table_lookup (self->occupants, from);
  if (self->phase == PHASE_OVER || _tess_online_game_is_muted (self, sender))
    return;
  /* Translators: the first %s is an address, the second why. */
  problem = g_strdup_printf (_("%s sent a game message that is refused, and ignored: %s"),
                             sender ? sender : from, error->message);
  _tess_online_game_ignore (self, sender, TRUE, problem);
}

/* A chat line said in the game's room, live or read from its archive. */
void
_tess_online_game_chat (TessOnlineGame *self,
                        const char     *sender,
                        const char     *body)
{
  g_signal_emit (self, signals[CHAT], 0, sender, body);
}

static void
on_message (TessOnlineGame *self,
            const char     *from,
            const char     *type,
            const char     *body)
{
  const char *sender;

  if (!in_room (self, from) || g_strcmp0 (type, "groupchat") != 0)
    return;
  sender = g_hash_table_lookup (self->occupants, from);
  if (_tess_online_game_is_muted (self, sender))
    return;
  _tess_online_game_live_chat (self, sender ? sender : strchr (from, '/') + 1, body);
}

static void
on_occupant (TessOnlineGame *self,
             const char     *occupant,
             const char     *address,
             gboolean        present)
{
  if (!in_room (self, occupant))
    return;
  if (!present)
    {
      g_autofree char *key = NULL, *gone = NULL;

      if (!g_hash_table_steal_extended (self->occupants, occupant, (gpointer *) &key,
                                        (gpointer *) &gone))
        return;
      /* Gone only if no other connection of that address is in the room. */
      if (!_tess_online_game_has_occupant (self, gone))
        _tess_online_game_went_away (self, gone);
      _tess_online_game_seats_changed (self);
      return;
    }
  if (address == NULL)
    return;
  g_hash_table_replace (self->occupants, g_strdup (occupant), g_ascii_strdown (address, -1));
  _tess_online_game_came_back (self, g_hash_table_lookup (self->occupants, occupant));
  _tess_online_game_seats_changed (self);
  if (self->phase == PHASE_WAIT_PLAYERS)
    {
      g_autofree char *lower = g_ascii_strdown (address, -1);

      g_hash_table_remove (self->waiting, lower);
      if (g_hash_table_size (self->waiting) == 0)
        _tess_online_game_send_setup (self);
    }
}

static void
on_room_ready (TessOnlineGame *self,
               const char     *room)
{
  if (self->phase != PHASE_WAIT_ROOM || self->room == NULL || g_ascii_strcasecmp (room, self->room) != 0)
    return;
  self->phase = PHASE_WAIT_PLAYERS;
  for (char **i = self->invites; i && *i; i++)
    tess_xmpp_client_invite (self->client, *i, self->room,
                             /* Translators: the line of an invitation to a game. */
                             _("A game of Tessera: join the room to play."));
  _tess_online_game_invite_spectators (self);
  if (g_hash_table_size (self->waiting) == 0)
    _tess_online_game_send_setup (self);
}

static void
on_invitation (TessOnlineGame *self,
               const char     *from,
               const char     *room)
{
  g_autofree char *inviter = bare (from);

  if ((self->phase != PHASE_WAIT_INVITATION && self->phase != PHASE_CHECK_ROOM)
      || (self->from != NULL && g_ascii_strcasecmp (self->from, inviter) != 0))
    return;
  /* Who invited is who sets the game up. */
  if (self->inviters == NULL)
    self->inviters = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_hash_table_replace (self->inviters, g_ascii_strdown (room, -1), g_ascii_strdown (inviter, -1));
  if (self->ask)
    {
      g_signal_emit (self, signals[INVITED], 0, inviter, room);
      return;
    }
  tess_online_game_accept_invitation (self, room);
}

/**
 * tess_online_game_takes_invitation_from:
 * @from: who invites (an address, with or without its resource)
 *
 * Returns: whether this guest waits for an invitation still, and would
 *   take (or ask about) one from @from
 */
gboolean
tess_online_game_takes_invitation_from (TessOnlineGame *self,
                                        const char     *from)
{
  g_autofree char *inviter = NULL;

  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), FALSE);
  g_return_val_if_fail (from != NULL, FALSE);

  inviter = bare (from);
  return (self->phase == PHASE_WAIT_INVITATION || self->phase == PHASE_CHECK_ROOM)
         && (self->from == NULL || g_ascii_strcasecmp (self->from, inviter) == 0);
}

/**
 * tess_online_game_accept_invitation:
 * @room: the room of an invitation (#TessOnlineGame::invited)
 *
 * Joins the game of an invitation; the others are not answered (a
 * direct invitation has no refusal).
 */
void
tess_online_game_accept_invitation (TessOnlineGame *self,
                                    const char     *room)
{
  g_return_if_fail (TESS_IS_ONLINE_GAME (self));
  g_return_if_fail (room != NULL);

  if (self->phase == PHASE_CHECK_ROOM)
    g_queue_push_tail (&self->invited, g_ascii_strdown (room, -1));
  else if (self->phase == PHASE_WAIT_INVITATION)
    _tess_online_game_check_room (self, room);
}

static void
on_muc_service (TessOnlineGame *self,
                const char     *service)
{
  g_autofree char *id = g_uuid_string_random ();
  g_auto(GStrv) members = NULL;

  if (self->phase != PHASE_WAIT_ROOM || self->room != NULL)
    return;
  if (service == NULL)
    {
      g_autofree char *problem = g_strdup_printf (_("The server of %s offers no group chats, "
                                                    "so no game room can be made there."), self->jid);

      _tess_online_game_fail (self, problem);
      return;
    }
  members = _tess_online_game_members (self);
  self->room = g_strdup_printf ("tessera-%.8s@%s", id, service);
  tess_xmpp_client_create_room (self->client, self->room, self->nick, (const char *const *) members);
}

static void
on_client_state (TessOnlineGame *self)
{
  /* Cut off: the game goes on without this client, which may come back. */
  if (tess_xmpp_client_get_state (self->client) == TESS_XMPP_STATE_FAILED)
    stop (self, TESS_NET_ERROR_CONNECT, tess_xmpp_client_get_error (self->client)->message);
}

/* ------------------------------------------------------------ the API */

static TessOnlineGame *
online_game_new (TessXmppClient *client)
{
  TessOnlineGame *self = g_object_new (TESS_TYPE_ONLINE_GAME, NULL);

  self->client = g_object_ref (client);
  self->jid = g_ascii_strdown (tess_xmpp_client_get_jid (client), -1);
  /* The address first, for people who look at the room; a member who
   * took it cannot lock this client out: another nickname is tried
   * (tess-online-game-refusal.c), and the seat is known by the address
   * the room shows, never by the nickname. */
  self->nick = g_strdup (self->jid);
  g_signal_connect_object (client, "payload", G_CALLBACK (on_payload), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (client, "payload-refused", G_CALLBACK (on_payload_refused), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (client, "message", G_CALLBACK (on_message), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (client, "occupant", G_CALLBACK (on_occupant), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (client, "room-ready", G_CALLBACK (on_room_ready), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (client, "invitation", G_CALLBACK (on_invitation), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (client, "muc-service", G_CALLBACK (on_muc_service), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (client, "notify::state", G_CALLBACK (on_client_state), self,
                           G_CONNECT_SWAPPED);
  _tess_online_game_watch_archive (self);
  _tess_online_game_watch_refusals (self);
  _tess_online_game_watch_pings (self);
  return self;
}

/**
 * tess_online_game_new_host:
 * @client: the host's account
 * @invites: (array zero-terminated=1): the addresses invited, one seat each
 * @computers: (nullable) (array zero-terminated=1): levels of the
 *   computer seats this client plays
 * @header: (nullable): a record header: rules, tile sets
 *
 * A game to host: tess_online_game_start() makes its room and invites;
 * the setup goes out when all the invited are in the room.
 */
TessOnlineGame *
tess_online_game_new_host (TessXmppClient    *client,
                           const char *const *invites,
                           const char *const *computers,
                           JsonObject        *header)
{
  TessOnlineGame *self;
  guint n;

  g_return_val_if_fail (TESS_IS_XMPP_CLIENT (client), NULL);
  g_return_val_if_fail (invites != NULL && invites[0] != NULL, NULL);
  g_return_val_if_fail (1 + g_strv_length ((char **) invites)
                        + (computers ? g_strv_length ((char **) computers) : 0) <= TESS_MAX_PLAYERS, NULL);

  self = online_game_new (client);
  self->host = TRUE;
  n = g_strv_length ((char **) invites);
  self->invites = g_new0 (char *, n + 1);
  /* Addresses are compared as the room shows them: in lower case. */
  for (guint i = 0; i < n; i++)
    {
      self->invites[i] = g_ascii_strdown (invites[i], -1);
      g_hash_table_add (self->waiting, g_strdup (self->invites[i]));
    }
  self->computers = g_strdupv ((char **) computers);
  self->header = header ? json_object_ref (header) : NULL;
  return self;
}

/**
 * tess_online_game_new_join:
 * @client: the guest's account
 * @from: (nullable): accept an invitation only from this address
 *
 * A game to join: tess_online_game_start() waits for an invitation.
 */
TessOnlineGame *
tess_online_game_new_join (TessXmppClient *client,
                           const char     *from)
{
  TessOnlineGame *self;

  g_return_val_if_fail (TESS_IS_XMPP_CLIENT (client), NULL);

  self = online_game_new (client);
  self->from = g_strdup (from);
  return self;
}

/* Whether an invitation waits for tess_online_game_accept_invitation()
 * (#TessOnlineGame::invited) instead of being accepted at once. */
void
tess_online_game_set_ask_invitations (TessOnlineGame *self,
                                      gboolean        ask)
{
  g_return_if_fail (TESS_IS_ONLINE_GAME (self));

  self->ask = ask;
}

/* This client's own seat played by the computer at @level (a bot), or
 * by the person at the screen (%NULL, the default). */
void
tess_online_game_set_autoplay (TessOnlineGame *self,
                               const char     *level)
{
  g_return_if_fail (TESS_IS_ONLINE_GAME (self));

  g_free (self->level);
  self->level = g_strdup (level);
}

void
tess_online_game_set_simulations (TessOnlineGame *self,
                                  int             simulations)
{
  g_return_if_fail (TESS_IS_ONLINE_GAME (self));

  self->simulations = simulations > 0 ? simulations : DEFAULT_SIMULATIONS;
}

/**
 * tess_online_game_start:
 *
 * Hosts (the room on the group chat service of the host's server) or
 * waits for an invitation. The client must be signed in.
 */
void
tess_online_game_start (TessOnlineGame *self)
{
  g_return_if_fail (TESS_IS_ONLINE_GAME (self));
  g_return_if_fail (self->phase == PHASE_IDLE);

  if (tess_xmpp_client_get_state (self->client) != TESS_XMPP_STATE_CONNECTED)
    {
      stop (self, TESS_NET_ERROR_CONNECT, _("The account is not signed in."));
      return;
    }
  if (self->saved != NULL)
    {
      _tess_online_game_rejoin (self);
      return;
    }
  if (!self->host)
    {
      self->phase = PHASE_WAIT_INVITATION;
      if (self->rewatch != NULL)
        _tess_online_game_check_room (self, self->rewatch);
      return;
    }
  self->phase = PHASE_WAIT_ROOM;
  tess_xmpp_client_find_muc_service (self->client);
}

/* Leaves the room (the game ends here for this client, without a word:
 * the others see it leave). */
void
tess_online_game_leave (TessOnlineGame *self)
{
  g_return_if_fail (TESS_IS_ONLINE_GAME (self));

  if (self->room != NULL && tess_xmpp_client_get_state (self->client) == TESS_XMPP_STATE_CONNECTED)
    tess_xmpp_client_leave_room (self->client, self->room, self->nick);
  if (self->phase != PHASE_OVER)
    {
      self->phase = PHASE_OVER;
      _tess_online_game_unwatch (self);
    }
}

/* Resigns this client's seat: the game stops for everyone. */
void
tess_online_game_resign (TessOnlineGame *self)
{
  g_return_if_fail (TESS_IS_ONLINE_GAME (self));

  _tess_online_game_send_resign (self);
}

/* A line of chat to the room. */
void
tess_online_game_send_chat (TessOnlineGame *self,
                            const char     *text)
{
  g_return_if_fail (TESS_IS_ONLINE_GAME (self));
  g_return_if_fail (text != NULL);

  if (self->room == NULL || *text == '\0')
    return;
  tess_xmpp_client_send_message (self->client, self->room, "groupchat", text, NULL);
}

TessOnlineGameState
tess_online_game_get_state (TessOnlineGame *self)
{
  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), TESS_ONLINE_GAME_STOPPED);

  return self->state;
}

/* Returns: (nullable): why the game stopped: who sent what */
const GError *
tess_online_game_get_error (TessOnlineGame *self)
{
  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), NULL);

  return self->error;
}

/* Whether it stopped once the game had begun (after the setup). */
gboolean
tess_online_game_get_stopped_in_play (TessOnlineGame *self)
{
  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), FALSE);

  return self->stopped_in_play;
}

TessXmppClient *
tess_online_game_get_client (TessOnlineGame *self)
{
  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), NULL);

  return self->client;
}

/* Returns: (nullable): the room's address, once known */
const char *
tess_online_game_get_room (TessOnlineGame *self)
{
  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), NULL);

  return self->room;
}

/**
 * tess_online_game_get_game:
 *
 * Returns: (transfer none) (nullable): the game, once set up: its tiles
 *   come from the draws; a person at this screen plays their seat on it
 *   when its turn comes (and only then)
 */
TessGame *
tess_online_game_get_game (TessOnlineGame *self)
{
  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), NULL);

  return self->game;
}

guint
tess_online_game_get_n_seats (TessOnlineGame *self)
{
  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), 0);

  return self->seats ? self->seats->len : 0;
}

/* The address of a seat, or ai:LEVEL for a computer seat. */
const char *
tess_online_game_get_seat (TessOnlineGame *self,
                           guint           seat)
{
  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), NULL);
  g_return_val_if_fail (seat < tess_online_game_get_n_seats (self), NULL);

  return self->seats->pdata[seat];
}

/**
 * tess_online_game_get_seat_kinds:
 *
 * Returns: (transfer full): for tess_game_session_set_remote_game():
 *   the seats of this client's address are local (remote when it plays
 *   them by a level), all others remote
 */
TessSeatKind *
tess_online_game_get_seat_kinds (TessOnlineGame *self)
{
  TessSeatKind *kinds;
  guint n;

  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), NULL);

  n = tess_online_game_get_n_seats (self);
  kinds = g_new (TessSeatKind, MAX (n, 1));
  for (guint s = 0; s < n; s++)
    kinds[s] = self->level == NULL && g_strcmp0 (self->seats->pdata[s], self->jid) == 0
               && !_tess_online_game_seat_handed (self, s) ? TESS_SEAT_LOCAL : TESS_SEAT_REMOTE;
  return kinds;
}

/* Whether a seat's player is in the room (a computer seat: its host). */
gboolean
tess_online_game_get_seat_present (TessOnlineGame *self,
                                   guint           seat)
{
  const char *address;

  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), FALSE);
  g_return_val_if_fail (seat < tess_online_game_get_n_seats (self), FALSE);

  address = self->seats->pdata[seat];
  if (_tess_online_game_is_computer (address))
    address = self->clients->pdata[0];
  if (g_strcmp0 (address, self->jid) == 0)
    return self->phase != PHASE_OVER || self->state == TESS_ONLINE_GAME_OVER;
  return _tess_online_game_has_occupant (self, address);
}

/* Whether the game waits for the reveals of a draw (no tile in hand yet). */
gboolean
tess_online_game_get_waiting_draw (TessOnlineGame *self)
{
  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), FALSE);

  return self->phase == PHASE_COMMITS || self->phase == PHASE_REVEALS;
}

/**
 * tess_online_game_to_record_json:
 *
 * Returns: (transfer full) (nullable): the record so far with its
 *   "online" key (DESIGN §7), %NULL before the setup
 */
JsonNode *
tess_online_game_to_record_json (TessOnlineGame *self)
{
  JsonNode *root;
  JsonObject *online;
  JsonArray *commits;

  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), NULL);

  if (self->game == NULL)
    return NULL;
  root = tess_record_to_json (tess_game_get_record (self->game));
  online = json_object_new ();
  commits = json_array_new ();
  json_object_set_string_member (online, "room", self->room);
  json_object_set_array_member (online, "seats",
                                json_array_ref (json_object_get_array_member (self->online, "seats")));
  for (guint s = 0; s < self->seats->len; s++)
    {
      const char *address = self->seats->pdata[s];
      guint client = 0;
      g_autofree char *hex = NULL;

      if (!_tess_online_game_is_computer (address))
        g_ptr_array_find_with_equal_func (self->clients, address, g_str_equal, &client);
      hex = tess_draw_hex (self->commits + client * TESS_DRAW_LINK_LEN, TESS_DRAW_LINK_LEN);
      json_array_add_string_element (commits, hex);
    }
  json_object_set_array_member (online, "commits", commits);
  json_object_set_int_member (online, "chain", self->chain_length);
  json_object_set_array_member (online, "reveals", json_array_ref (self->reveals));
  _tess_online_game_add_handovers (self, online);
  json_object_set_object_member (json_node_get_object (root), TESS_ONLINE_KEY, online);
  return root;
}

/* The record so far, written as every record is: control characters
 * escaped, atomically; its owner's only (0600). */
gboolean
tess_online_game_write_record (TessOnlineGame  *self,
                               const char      *path,
                               GError         **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), FALSE);

  root = tess_online_game_to_record_json (self);
  if (root == NULL)
    {
      g_set_error_literal (error, TESS_NET_ERROR, TESS_NET_ERROR_GAME,
                           _("The game was not set up: there is no record yet."));
      return FALSE;
    }
  text = tess_json_generate (root, TRUE);
  /* The players' addresses are in it: it is theirs, as the resume file is. */
  return tess_write_file_full (path, text, strlen (text), TESS_WRITE_PRIVATE, error);
}

/* ------------------------------------------------------------ GObject */

static void
tess_online_game_dispose (GObject *object)
{
  TessOnlineGame *self = TESS_ONLINE_GAME (object);

  _tess_online_game_unwatch (self);
  _tess_online_game_stop_choosing (self);
  g_clear_handle_id (&self->away_id, g_source_remove);
  g_clear_handle_id (&self->ping_id, g_source_remove);
  if (self->client != NULL)
    g_signal_handlers_disconnect_by_data (self->client, self);
  g_clear_object (&self->client);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tess_online_game_parent_class)->dispose (object);
}

static void
tess_online_game_finalize (GObject *object)
{
  TessOnlineGame *self = TESS_ONLINE_GAME (object);

  g_free (self->jid);
  g_free (self->room);
  g_free (self->nick);
  g_strfreev (self->invites);
  g_strfreev (self->computers);
  g_strfreev (self->spectators);
  g_clear_pointer (&self->header, json_object_unref);
  g_free (self->from);
  g_free (self->rewatch);
  g_free (self->level);
  g_clear_pointer (&self->inviters, g_hash_table_unref);
  g_free (self->resume_told);
  g_clear_pointer (&self->offences, g_hash_table_unref);
  g_clear_pointer (&self->muted, g_hash_table_unref);
  g_clear_error (&self->error);
  g_hash_table_unref (self->occupants);
  g_hash_table_unref (self->waiting);
  g_hash_table_unref (self->away);
  g_clear_pointer (&self->pinging, g_hash_table_unref);
  g_clear_pointer (&self->silent, g_hash_table_unref);
  g_clear_pointer (&self->saved, json_object_unref);
  g_free (self->seed);
  g_clear_pointer (&self->held, g_ptr_array_unref);
  g_queue_clear_full (&self->invited, g_free);
  g_free (self->resume_file);
  g_free (self->resume_dir);
  g_clear_pointer (&self->last, tess_payload_free);
  g_ptr_array_unref (self->history);
  g_clear_pointer (&self->online, json_object_unref);
  g_clear_pointer (&self->seats, g_ptr_array_unref);
  g_clear_pointer (&self->clients, g_ptr_array_unref);
  g_clear_pointer (&self->chain, tess_draw_chain_free);
  g_free (self->commits);
  g_free (self->links);
  g_clear_pointer (&self->reveals, json_array_unref);
  g_queue_clear_full (&self->unechoed, g_free);
  g_free (self->archive_query);
  g_clear_pointer (&self->held_chat, g_ptr_array_unref);
  g_clear_pointer (&self->archived_chat, g_hash_table_unref);
  g_free (self->handover_level);
  g_free (self->handed);
  g_clear_pointer (&self->handovers, json_array_unref);

  G_OBJECT_CLASS (tess_online_game_parent_class)->finalize (object);
}

static void
tess_online_game_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TessOnlineGame *self = TESS_ONLINE_GAME (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_int (value, self->state);
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_online_game_class_init (TessOnlineGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tess_online_game_dispose;
  object_class->finalize = tess_online_game_finalize;
  object_class->get_property = tess_online_game_get_property;

  /* TessOnlineGameState; an int so that net needs no generated enum types. */
  properties[PROP_STATE] =
    g_param_spec_int ("state", NULL, NULL, TESS_ONLINE_GAME_WAITING, TESS_ONLINE_GAME_STOPPED,
                      TESS_ONLINE_GAME_WAITING,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TESS_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TessOnlineGame::chat:
   * @from: the sender's address (or nickname when the room hides it)
   * @text: the line
   *
   * A chat line in the game's room, this client's own included (the
   * room's echo).
   */
  signals[CHAT] =
    g_signal_new ("chat", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
  /* Someone came into the room or left it, or the seats were set up. */
  signals[SEATS_CHANGED] =
    g_signal_new ("seats-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);
  /**
   * TessOnlineGame::moved:
   * @draw: the draw's number, from 1
   * @sender: the address of the client that sent the move
   * @tile: the tile's id
   *
   * A move (or a discard) is applied, before the game's end is told.
   */
  /**
   * TessOnlineGame::invited:
   * @from: the inviter's address
   * @room: the game's room
   *
   * An invitation to a game, when invitations are asked about
   * (tess_online_game_set_ask_invitations()).
   */
  signals[INVITED] =
    g_signal_new ("invited", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
  /**
   * TessOnlineGame::resume-failed:
   * @message: which file could not be written, and why
   *
   * The file to come back with (tess_online_game_set_resume_file())
   * could not be written; the game goes on.
   */
  signals[RESUME_FAILED] =
    g_signal_new ("resume-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * TessOnlineGame::ignored:
   * @message: who sent what, and that it is ignored
   *
   * A game stanza that nobody was due to send, or that the rules
   * refuse, was not applied; the game goes on.
   */
  signals[IGNORED] =
    g_signal_new ("ignored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[MOVED] =
    g_signal_new ("moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_STRING, G_TYPE_STRING);
}

static void
tess_online_game_init (TessOnlineGame *self)
{
  self->simulations = DEFAULT_SIMULATIONS;
  self->occupants = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->waiting = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->away = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->history = g_ptr_array_new_with_free_func ((GDestroyNotify) tess_payload_free);
}
