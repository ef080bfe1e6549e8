/* tess-online-game-watch.c: spectators of an online game
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The host may invite spectators besides the players: they are members
 * of the room, invited as the players are, and the setup names them
 * ("online": "spectators"). A spectator has no seat and no chain: it
 * reads every game stanza, checks it as a player does, and learns each
 * tile when the last reveal of its draw is in, as the players do, never
 * before. The game does not wait for spectators to come.
 *
 * A spectator who accepts the invitation once the game is under way
 * enters the room and reads the game so far from the room's archive
 * first, as a player coming back does (tess-online-game-resume.c), with
 * nothing saved to compare it with.
 */

#define G_LOG_DOMAIN "tess-online-game"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tess-online-game-private.h"

/**
 * tess_online_game_set_spectators:
 * @spectators: (array zero-terminated=1) (nullable): the addresses
 *   invited to watch
 *
 * Invites spectators to a game this client hosts; call it before
 * tess_online_game_start(). An address that has a seat is not a
 * spectator as well.
 */
void
tess_online_game_set_spectators (TessOnlineGame    *self,
                                 const char *const *spectators)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_if_fail (TESS_IS_ONLINE_GAME (self));
  g_return_if_fail (self->host && self->phase == PHASE_IDLE);

  for (const char *const *s = spectators; s != NULL && *s != NULL; s++)
    {
      g_autofree char *address = g_ascii_strdown (*s, -1);

      if (!g_strv_contains ((const char *const *) self->invites, address)
          && g_strcmp0 (address, self->jid) != 0)
        g_strv_builder_add (builder, address);
    }
  g_strfreev (self->spectators);
  self->spectators = g_strv_builder_end (builder);
}

/* The room's members: the players invited, then the spectators. */
char **
_tess_online_game_members (TessOnlineGame *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_strv_builder_addv (builder, (const char **) self->invites);
  if (self->spectators != NULL)
    g_strv_builder_addv (builder, (const char **) self->spectators);
  return g_strv_builder_end (builder);
}

/* The room is ready: the spectators are invited, not waited for. */
void
_tess_online_game_invite_spectators (TessOnlineGame *self)
{
  for (char **s = self->spectators; s != NULL && *s != NULL; s++)
    tess_xmpp_client_invite (self->client, *s, self->room,
                             /* Translators: the line of an invitation to watch a game. */
                             _("A game of Tessera: join the room to watch it."));
}

/* The setup names the spectators. */
void
_tess_online_game_write_spectators (TessOnlineGame *self,
                                    JsonObject     *online)
{
  JsonArray *array;

  if (self->spectators == NULL || self->spectators[0] == NULL)
    return;
  array = json_array_new ();
  for (char **s = self->spectators; *s != NULL; s++)
    json_array_add_string_element (array, *s);
  json_object_set_array_member (online, "spectators", array);
}

/* Whether the setup's @online names @address among its spectators. */
static gboolean
names_spectator (JsonObject *online,
                 const char *address)
{
  JsonNode *node = online ? json_object_get_member (online, "spectators") : NULL;
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);

      if (JSON_NODE_HOLDS_VALUE (element) && json_node_get_value_type (element) == G_TYPE_STRING
          && g_ascii_strcasecmp (json_node_get_string (element), address) == 0)
        return TRUE;
    }
  return FALSE;
}

/* A setup without a seat for this client: it watches, if the setup
 * names it a spectator. */
gboolean
_tess_online_game_take_spectator_seat (TessOnlineGame *self,
                                       JsonObject     *online)
{
  if (!names_spectator (online, self->jid))
    return FALSE;
  self->watching = TRUE;
  self->me = self->clients->len;
  return TRUE;
}

/* The setup in the archive of a room this client was invited to names
 * it a spectator: the game is watched from the archive on. */
gboolean
_tess_online_game_setup_names_me (TessOnlineGame *self,
                                  TessPayload    *setup)
{
  JsonObject *object = tess_payload_get_object (setup);
  JsonNode *online = json_object_get_member (object, "online");

  return online != NULL && JSON_NODE_HOLDS_OBJECT (online)
         && names_spectator (json_node_get_object (online), self->jid);
}

/**
 * tess_online_game_get_watching:
 *
 * Returns: whether this client watches the game, without a seat
 */
gboolean
tess_online_game_get_watching (TessOnlineGame *self)
{
  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), FALSE);

  return self->watching;
}
