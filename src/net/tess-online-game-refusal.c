/* tess-online-game-refusal.c: a room that will not let a client in, an
 * address that cannot be reached
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Nobody waits for ever on a client that cannot come. A guest enters
 * the room under its address as nickname; when someone has it already
 * (the room does not reserve nicknames: anyone may squat one), it
 * tries again under another, which nobody can guess. A guest that the
 * room refuses for good tells the host, who says who and why, and
 * stops the game when that was a seat it waits for. An invitation that
 * bounces (no such server, no such account) is said at once the same
 * way.
 */

#define G_LOG_DOMAIN "tess-online-game"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tess-online-game-private.h"
#include "tess-online-record.h"

/* Nicknames tried before the room's refusal stands. */
#define NICK_TRIES 4

/* Why the room did not let someone in, in words. */
static char *
room_condition_words (const char *condition)
{
  if (g_strcmp0 (condition, "conflict") == 0)
    return g_strdup (_("every nickname it tried was taken"));
  if (g_strcmp0 (condition, "forbidden") == 0)
    return g_strdup (_("it is banned from the room"));
  if (g_strcmp0 (condition, "registration-required") == 0)
    return g_strdup (_("it is not a member of the room"));
  if (g_strcmp0 (condition, "service-unavailable") == 0)
    return g_strdup (_("the room is full"));
  /* Translators: %s is an XMPP error condition, such as "not-allowed". */
  return g_strdup_printf (_("the room said “%s”"), condition ? condition : "?");
}

/* Why an invitation came back, in words. */
static char *
bounce_words (const char *condition)
{
  if (g_strcmp0 (condition, "remote-server-not-found") == 0)
    return g_strdup (_("its server cannot be found"));
  if (g_strcmp0 (condition, "remote-server-timeout") == 0)
    return g_strdup (_("its server does not answer"));
  if (g_strcmp0 (condition, "item-not-found") == 0 || g_strcmp0 (condition, "service-unavailable") == 0)
    return g_strdup (_("there is no such account"));
  if (g_strcmp0 (condition, "not-allowed") == 0)
    return g_strdup (_("your server does not reach other servers"));
  /* Translators: %s is an XMPP error condition, such as "forbidden". */
  return g_strdup_printf (_("the server said “%s”"), condition);
}

/* The host of the game this client is in or comes back to. */
static const char *
host_address (TessOnlineGame *self)
{
  JsonObject *online;
  JsonArray *seats;

  if (_tess_online_game_inviter (self) != NULL)
    return _tess_online_game_inviter (self);
  if (self->seats != NULL && self->seats->len > 0)
    return self->seats->pdata[0];
  online = self->saved && json_object_has_member (self->saved, TESS_ONLINE_KEY)
           ? json_object_get_object_member (self->saved, TESS_ONLINE_KEY) : NULL;
  seats = online && json_object_has_member (online, "seats")
          && JSON_NODE_HOLDS_ARRAY (json_object_get_member (online, "seats"))
          ? json_object_get_array_member (online, "seats") : NULL;
  return seats && json_array_get_length (seats) > 0 ? json_array_get_string_element (seats, 0) : NULL;
}

static void
on_room_error (TessOnlineGame *self,
               const char     *room,
               const char     *condition,
               const char     *message)
{
  const char *host;

  if (self->room == NULL || g_ascii_strcasecmp (room, self->room) != 0 || self->phase == PHASE_OVER)
    return;
  /* Someone has this nickname: another, that nobody can guess. */
  if (!self->host && g_strcmp0 (condition, "conflict") == 0 && ++self->nick_tries < NICK_TRIES)
    {
      g_debug ("The nickname %s is taken in %s: trying another", self->nick, room);
      g_free (self->nick);
      self->nick = g_strdup_printf ("%s#%08x", self->jid, g_random_int ());
      tess_xmpp_client_join_room (self->client, self->room, self->nick);
      return;
    }
  host = self->host ? NULL : host_address (self);
  if (condition != NULL && host != NULL && !_tess_online_game_is_computer (host))
    tess_xmpp_client_tell_refused (self->client, host, self->room, condition);
  _tess_online_game_fail (self, message);
}

/* A guest says the room refused it: the seat it would take will not
 * come. */
static void
on_member_refused (TessOnlineGame *self,
                   const char     *from,
                   const char     *room,
                   const char     *condition)
{
  g_autofree char *address = g_ascii_strdown (from, -1);
  g_autofree char *words = NULL, *message = NULL;
  gboolean seat = FALSE;

  if (!self->host || self->room == NULL || g_ascii_strcasecmp (room, self->room) != 0
      || self->phase == PHASE_OVER)
    return;
  for (char **i = self->invites; i && *i && !seat; i++)
    seat = strcmp (*i, address) == 0;
  if (!seat && (self->spectators == NULL
                || !g_strv_contains ((const char *const *) self->spectators, address)))
    return;
  words = room_condition_words (condition);
  /* Translators: the first %s is an address, the second why, such as
   * "it is banned from the room". */
  message = g_strdup_printf (_("%s could not enter the game’s room: %s."), address, words);
  if (seat && self->phase == PHASE_WAIT_PLAYERS)
    _tess_online_game_fail (self, message);
  else
    _tess_online_game_tell_ignored (self, message);
}

/* An invitation bounced: a seat invited that cannot be reached stops
 * the game before it starts; a spectator is only said. */
static void
on_invitation_failed (TessOnlineGame *self,
                      const char     *to,
                      const char     *room,
                      const char     *condition)
{
  g_autofree char *address = g_ascii_strdown (to, -1);
  g_autofree char *words = NULL, *message = NULL;

  if (!self->host || self->room == NULL || g_ascii_strcasecmp (room, self->room) != 0
      || self->phase == PHASE_OVER)
    return;
  words = bounce_words (condition);
  /* Translators: the first %s is an address, the second why, such as
   * "its server cannot be found". */
  message = g_strdup_printf (_("%s cannot be reached: %s."), address, words);
  if (self->phase == PHASE_WAIT_PLAYERS && g_hash_table_contains (self->waiting, address))
    _tess_online_game_fail (self, message);
  else
    _tess_online_game_tell_ignored (self, message);
}

/* Called once, by the object's constructor. */
void
_tess_online_game_watch_refusals (TessOnlineGame *self)
{
  g_signal_connect_object (self->client, "room-error", G_CALLBACK (on_room_error), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->client, "member-refused", G_CALLBACK (on_member_refused), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->client, "invitation-failed", G_CALLBACK (on_invitation_failed), self,
                           G_CONNECT_SWAPPED);
}
