/* tess-online-game-handover.c: an away player's seat given to the computer
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game set up with a handover time (the setup's "online" "handover":
 * {"after": SECONDS, "level": LEVEL, "simulations": N}) need not wait
 * for ever for a player who left: once the game has waited on them that
 * long, a `handover` stanza gives their seats to a computer player.
 *
 * One voice speaks for the others, so that no two handovers cross: the
 * deputy, the first seated client in seat order other than the away one
 * and not handed over itself. It sends the stanza only once the away
 * player is due (their reveal, or their seat's move) and has been gone
 * for the handover time by its clock; every client checks that the
 * player is due and that the deputy sent it.
 *
 * A handover and the away player's own stanza can cross, when the player
 * comes back at that very moment. The room's order decides for everyone:
 * the deputy applies its handover when the room echoes it, not when it
 * sends it, and a handover that no longer follows the last game stanza
 * is void; a stanza from a seat handed over is ignored. The player who
 * came back learns it the same way: a handover of its seats that comes
 * before the room echoed its own stanza means the room put the handover
 * first, and that client stops, saying so (coming back once more, it
 * reads the room's order from the archive).
 *
 * From then on the player's chain is silent: their links stay as they
 * were (the draw still takes every seat's link, the others' are still
 * unknown until revealed), the deputy sends the moves of their seats,
 * and every client computes the same move for them (the setup's level
 * and simulations, the draw's number as seed) and stops if the deputy's
 * differs. The record says from which draw each seat was handed over
 * ("handovers"), so that `tessera-cli validate` checks the draws.
 */

#define G_LOG_DOMAIN "tess-online-game"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tess-ai.h"
#include "tess-json-private.h"
#include "tess-online-game-private.h"
#include "tess-online-record.h"

/**
 * tess_online_game_set_handover:
 * @seconds: how long the game waits on an away player before their
 *   seats may be handed to a computer player; 0: never
 * @level: (nullable): the computer's level, "medium" if %NULL
 *
 * Sets the handover time of a game this client hosts (the setup carries
 * it, with the simulations of tess_online_game_set_simulations()).
 */
void
tess_online_game_set_handover (TessOnlineGame *self,
                               guint           seconds,
                               const char     *level)
{
  g_return_if_fail (TESS_IS_ONLINE_GAME (self));
  g_return_if_fail (level == NULL || tess_ai_level_from_name (level) >= 0);

  self->handover_after = seconds;
  g_free (self->handover_level);
  self->handover_level = g_strdup (level ? level : "medium");
}

/* The host's setup says when and how seats are handed over. */
void
_tess_online_game_write_handover (TessOnlineGame *self,
                                  JsonObject     *online)
{
  JsonObject *handover;

  if (self->handover_after == 0)
    return;
  handover = json_object_new ();
  json_object_set_int_member (handover, "after", self->handover_after);
  json_object_set_string_member (handover, "level", self->handover_level);
  json_object_set_int_member (handover, "simulations", self->simulations);
  json_object_set_object_member (online, "handover", handover);
}

/* Reads the setup's "handover", if any. */
gboolean
_tess_online_game_read_handover (TessOnlineGame  *self,
                                 JsonObject      *online,
                                 const char      *sender,
                                 char           **problem)
{
  JsonNode *node = json_object_get_member (online, "handover");
  JsonObject *handover;
  JsonNode *after_node, *level_node, *simulations_node;
  gint64 after, simulations;
  const char *level;

  self->handed = g_new0 (gboolean, self->clients->len);
  self->handovers = json_array_new ();
  /* The setup alone says whether seats are handed over. */
  self->handover_after = 0;
  if (node == NULL)
    return TRUE;
  handover = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  after_node = handover ? json_object_get_member (handover, "after") : NULL;
  level_node = handover ? json_object_get_member (handover, "level") : NULL;
  simulations_node = handover ? json_object_get_member (handover, "simulations") : NULL;
  after = after_node && tess_json_is_integer (after_node) ? json_node_get_int (after_node) : 0;
  simulations = simulations_node && tess_json_is_integer (simulations_node)
                ? json_node_get_int (simulations_node) : 0;
  level = level_node && JSON_NODE_HOLDS_VALUE (level_node)
          && json_node_get_value_type (level_node) == G_TYPE_STRING
          ? json_node_get_string (level_node) : NULL;
  if (after < 1 || after > G_MAXUINT32 || level == NULL || tess_ai_level_from_name (level) < 0
      || simulations < 1 || simulations > 100000)
    {
      /* Translators: "handover" is a key of the setup's JSON; keep it as is. */
      *problem = g_strdup_printf (_("%s set up a game whose “handover” needs a time, a computer "
                                    "level and a number of simulations."), sender);
      return FALSE;
    }
  self->handover_after = after;
  g_free (self->handover_level);
  self->handover_level = g_strdup (level);
  self->handover_simulations = simulations;
  return TRUE;
}

/* The client who speaks for client @client: itself, or, once it is
 * handed over, the deputy. */
guint
_tess_online_game_speaker (TessOnlineGame *self,
                           guint           client)
{
  if (self->handed == NULL || !self->handed[client])
    return client;
  for (guint i = 0; i < self->clients->len; i++)
    if (!self->handed[i])
      return i;
  g_assert_not_reached ();
}

/* The first client from @from on that still reveals its links. */
guint
_tess_online_game_next_turn (TessOnlineGame *self,
                             guint           from)
{
  while (from < self->clients->len && self->handed != NULL && self->handed[from])
    from++;
  return from;
}

/* Whether @seat, a person's, was handed to the computer. */
gboolean
_tess_online_game_seat_handed (TessOnlineGame *self,
                               guint           seat)
{
  return self->handed != NULL && !_tess_online_game_is_computer (self->seats->pdata[seat])
         && self->handed[_tess_online_game_client_of_seat (self, seat)];
}

/* The client the game waits on, before any speaks for it, or -1: its
 * reveal, or its seat's move (a discard too; a computer seat's is its
 * host's). */
static int
due_client (TessOnlineGame *self)
{
  if (self->phase == PHASE_REVEALS)
    return self->turn;
  if (self->phase == PHASE_MOVE)
    return _tess_online_game_client_of_seat (self, self->mover);
  return -1;
}

/* Whether the computer plays @seat for a client handed over: a person's
 * seat, or a computer seat of a host handed over. */
gboolean
_tess_online_game_seat_played_for (TessOnlineGame *self,
                                   guint           seat)
{
  return self->handed != NULL && self->handed[_tess_online_game_client_of_seat (self, seat)];
}

/* A stanza sent here, till the room echoes it. */
void
_tess_online_game_sent (TessOnlineGame *self,
                        TessPayload    *payload)
{
  g_queue_push_tail (&self->unechoed, g_strdup_printf ("%u %s", tess_payload_get_seq (payload),
                                                       tess_payload_get_hash (payload)));
}

/* The room echoes this client's stanzas in the order it sent them. */
void
_tess_online_game_echoed (TessOnlineGame *self,
                          TessPayload    *payload)
{
  g_autofree char *sent = g_strdup_printf ("%u %s", tess_payload_get_seq (payload),
                                           tess_payload_get_hash (payload));
  GList *link = g_queue_find_custom (&self->unechoed, sent, (GCompareFunc) g_strcmp0);

  /* Those before it were echoed too, if the server dropped none. */
  while (link != NULL && !g_queue_is_empty (&self->unechoed))
    {
      char *head = g_queue_pop_head (&self->unechoed);
      gboolean last = g_strcmp0 (head, sent) == 0;

      g_free (head);
      if (last)
        break;
    }
}

/* The deputy of client @away: the first other client not handed over. */
static guint
deputy_of (TessOnlineGame *self,
           guint           away)
{
  for (guint i = 0; i < self->clients->len; i++)
    if (i != away && !self->handed[i])
      return i;
  return self->clients->len;
}

/* The first seat of client @client. */
static guint
seat_of_client (TessOnlineGame *self,
                guint           client)
{
  for (guint s = 0; s < self->seats->len; s++)
    if (g_strcmp0 (self->seats->pdata[s], self->clients->pdata[client]) == 0)
      return s;
  g_assert_not_reached ();
}

/**
 * tess_online_game_get_handover_seat:
 *
 * Returns: the seat whose player this client may now hand to the
 *   computer (the game has waited on them, away, for the setup's
 *   handover time, and this client is their deputy), or -1
 */
int
tess_online_game_get_handover_seat (TessOnlineGame *self)
{
  gint64 since;
  int due;

  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), -1);

  if (self->handover_after == 0 || self->handed == NULL || self->catching_up
      || self->handover_pending || self->state != TESS_ONLINE_GAME_PLAYING)
    return -1;
  due = due_client (self);
  if (due < 0 || (guint) due == self->me || self->handed[due] || deputy_of (self, due) != self->me)
    return -1;
  since = tess_online_game_get_seat_away_since (self, seat_of_client (self, due));
  if (since == 0 || g_get_real_time () - since < (gint64) self->handover_after * G_USEC_PER_SEC)
    return -1;
  return seat_of_client (self, due);
}

/**
 * tess_online_game_get_handover_after:
 *
 * Returns: the seconds the game waits on an away player before their
 *   seats may be handed to the computer (the setup's), 0 for never
 */
guint
tess_online_game_get_handover_after (TessOnlineGame *self)
{
  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), 0);

  return self->handed != NULL ? self->handover_after : 0;
}

/**
 * tess_online_game_get_seat_handed:
 *
 * Returns: whether @seat's player was handed to the computer
 */
gboolean
tess_online_game_get_seat_handed (TessOnlineGame *self,
                                  guint           seat)
{
  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), FALSE);
  g_return_val_if_fail (seat < tess_online_game_get_n_seats (self), FALSE);

  return _tess_online_game_seat_handed (self, seat);
}

/**
 * tess_online_game_get_foreknown:
 * @seat: (out) (optional): the seat whose player could know the tiles
 *
 * Once every other player's seats are handed to the computer, the one
 * player left could work out the tiles to come (tess_online_foreknown()):
 * the window says so, as `tessera-cli validate` does of the record.
 *
 * Returns: the first such draw, from 1; 0 while every draw is fair
 */
guint
tess_online_game_get_foreknown (TessOnlineGame *self,
                                guint          *seat)
{
  g_autoptr(JsonObject) online = NULL;
  guint s = 0, draw;

  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), 0);

  if (self->online == NULL || self->handovers == NULL || json_array_get_length (self->handovers) == 0
      || !json_object_has_member (self->online, "seats") || !json_object_has_member (self->online, "handover"))
    return 0;
  online = json_object_new ();
  json_object_set_member (online, "seats", json_node_copy (json_object_get_member (self->online, "seats")));
  json_object_set_member (online, "handover", json_node_copy (json_object_get_member (self->online, "handover")));
  json_object_set_array_member (online, "handovers", json_array_ref (self->handovers));
  draw = tess_online_foreknown (online, self->seats->len, &s);
  if (seat != NULL)
    *seat = s;
  return draw;
}

/**
 * tess_online_game_get_handed_over:
 *
 * Returns: whether this client's seats were given to the computer while
 *   it was away: it follows the game without playing
 */
gboolean
tess_online_game_get_handed_over (TessOnlineGame *self)
{
  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), FALSE);

  return _tess_online_game_client_handed (self, self->jid);
}

/**
 * tess_online_game_hand_over:
 *
 * Hands the seats of the player tess_online_game_get_handover_seat()
 * names to the computer: the handover goes to the room, and takes
 * effect here when the room echoes it. Does nothing when no seat may
 * be handed over.
 */
void
tess_online_game_hand_over (TessOnlineGame *self)
{
  g_autoptr(JsonObject) object = json_object_new ();
  int seat;

  g_return_if_fail (TESS_IS_ONLINE_GAME (self));

  seat = tess_online_game_get_handover_seat (self);
  if (seat < 0)
    return;
  json_object_set_int_member (object, "seat", seat);
  self->handover_pending = TRUE;
  _tess_online_game_send_unapplied (self, TESS_PAYLOAD_HANDOVER, object);
}

/* Whether a handover from @sender names a person's seat not handed
 * over yet, and comes from that person's deputy; @away: their client. */
static gboolean
from_deputy (TessOnlineGame *self,
             guint           seat,
             const char     *sender,
             guint          *away)
{
  guint sender_client;

  if (!g_ptr_array_find_with_equal_func (self->clients, sender, g_str_equal, &sender_client))
    sender_client = self->clients->len;
  *away = seat < self->seats->len && !_tess_online_game_is_computer (self->seats->pdata[seat])
          ? _tess_online_game_client_of_seat (self, seat) : self->clients->len;
  return *away < self->clients->len && !self->handed[*away]
         && deputy_of (self, *away) == sender_client;
}

/* A handover from @sender that follows the last game stanza. */
gboolean
_tess_online_game_apply_handover (TessOnlineGame  *self,
                                  TessPayload     *payload,
                                  const char      *sender,
                                  char           **problem)
{
  guint seat = json_object_get_int_member_with_default (tess_payload_get_object (payload), "seat", 0);
  guint away, draw;
  int due = due_client (self);

  if (!from_deputy (self, seat, sender, &away) || self->handover_after == 0 || due < 0
      || (guint) due != away)
    {
      /* Translators: %s is an address, %u a seat's number. */
      *problem = g_strdup_printf (_("%s handed seat %u to the computer, which the game does "
                                    "not allow now or not from them."), sender, seat + 1);
      return FALSE;
    }
  /* The player's links stay as they are from the first draw they have
   * not revealed. */
  draw = self->phase == PHASE_REVEALS ? self->draw : self->draw + 1;
  self->handed[away] = TRUE;
  self->handover_ready = FALSE;
  for (guint s = 0; s < self->seats->len; s++)
    if (g_strcmp0 (self->seats->pdata[s], self->clients->pdata[away]) == 0
        || (away == 0 && _tess_online_game_is_computer (self->seats->pdata[s])))
      {
        JsonObject *entry = json_object_new ();

        json_object_set_int_member (entry, "seat", s);
        json_object_set_int_member (entry, "draw", draw);
        json_array_add_object_element (self->handovers, entry);
      }
  g_debug ("%s handed %s to the computer at draw %u", sender,
           (char *) self->clients->pdata[away], self->draw);
  if (self->phase == PHASE_REVEALS)
    {
      self->turn = _tess_online_game_next_turn (self, self->turn);
      if (self->turn == self->clients->len)
        return _tess_online_game_finish_draw (self, problem);
    }
  return TRUE;
}

/* What comes of a handover that does not follow the last game stanza:
 * it crossed a stanza of the player it named, who came back. The room
 * put that stanza first, so the handover is void; unless it names this
 * client before the room echoed its stanza: then the room put the
 * handover first, and this client is out of step. Returns FALSE once
 * the game fails. */
gboolean
_tess_online_game_handover_crossed (TessOnlineGame *self,
                                    TessPayload    *payload,
                                    const char     *sender)
{
  guint seat = json_object_get_int_member_with_default (tess_payload_get_object (payload), "seat", 0);
  guint seq = tess_payload_get_seq (payload);
  const char *oldest = g_queue_peek_head (&self->unechoed);
  guint away;

  if (g_strcmp0 (sender, self->jid) == 0)
    self->handover_pending = FALSE;
  /* Only the deputy of a person at the table may hand them over, after
   * a stanza of this game: anything else is refused as any bad stanza. */
  if (!from_deputy (self, seat, sender, &away) || seq == 0 || seq > self->history->len
      || g_strcmp0 (tess_payload_get_prev (payload),
                    tess_payload_get_hash (self->history->pdata[seq - 1])) != 0)
    {
      g_autofree char *problem = g_strdup_printf (_("%s handed seat %u to the computer, which the "
                                                    "game does not allow now or not from them."),
                                                  sender, seat + 1);

      if (g_strcmp0 (sender, self->jid) == 0)
        {
          _tess_online_game_fail (self, problem);
          return FALSE;
        }
      _tess_online_game_ignore (self, sender, TRUE, problem);
      return TRUE;
    }
  /* It names this client, and follows the stanza before the first one
   * sent here that the room has not echoed yet: the room put the
   * handover first. */
  if (away == self->me && oldest != NULL && strtoul (oldest, NULL, 10) == seq)
    {
      /* Translators: %s is the address of the player who handed the seat over. */
      g_autofree char *problem = g_strdup_printf (_("%s gave your seat to the computer as you "
                                                    "came back: open the game again to follow "
                                                    "it."), sender);

      _tess_online_game_out_of_step (self, problem);
      return FALSE;
    }
  g_debug ("A handover from %s crossed a stanza of the player it named: void", sender);
  return TRUE;
}

/* The record keeps the setup's "handover" and, once a seat was handed
 * over, "handovers": from which draw each seat was. */
void
_tess_online_game_add_handovers (TessOnlineGame *self,
                                 JsonObject     *online)
{
  if (json_object_has_member (self->online, "handover"))
    json_object_set_member (online, "handover",
                            json_node_copy (json_object_get_member (self->online, "handover")));
  if (self->handovers != NULL && json_array_get_length (self->handovers) > 0)
    json_object_set_array_member (online, "handovers", json_array_ref (self->handovers));
}

/* Whether @address is a client handed over. */
gboolean
_tess_online_game_client_handed (TessOnlineGame *self,
                                 const char     *address)
{
  guint client;

  return self->handed != NULL
         && g_ptr_array_find_with_equal_func (self->clients, address, g_str_equal, &client)
         && self->handed[client];
}

/* Called every second while a seated player is away: a bot hands their
 * seats over once it may, a window is told that it may
 * (TessOnlineGame::seats-changed). */
void
_tess_online_game_check_handover (TessOnlineGame *self)
{
  gboolean ready = tess_online_game_get_handover_seat (self) >= 0;

  if (ready && self->level != NULL)
    {
      tess_online_game_hand_over (self);
      return;
    }
  if (ready != self->handover_ready)
    {
      self->handover_ready = ready;
      _tess_online_game_seats_changed (self);
    }
}
