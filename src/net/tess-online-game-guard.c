/* tess-online-game-guard.c: stanzas nobody was due to send, ignored
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any member of a game's room can send a game stanza: a spectator, a
 * player out of turn, someone replaying an old stanza, or one that is
 * malformed or too big. None of these can spoil the game: such a stanza
 * is ignored and the client says so (TessOnlineGame::ignored), and a
 * member who keeps sending them is muted for the rest of the game (the
 * host also bans them from the room). Only what the player who was due
 * provably did wrong stops the game (tess-online-game-play.c).
 */

#define G_LOG_DOMAIN "tess-online-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-online-game-private.h"
#include "tess-online-record.h"

/* So many stanzas ignored from one member, and they are muted: more
 * than an honest client sends again when it comes back. */
#define MUTE_AFTER 10

/* Whether everything @sender sends is ignored, unsaid. */
gboolean
_tess_online_game_is_muted (TessOnlineGame *self,
                            const char     *sender)
{
  return sender != NULL && self->muted != NULL && g_hash_table_contains (self->muted, sender);
}

/* Says that a stanza from @sender was not applied, for @message; an
 * @offence (a stanza nobody was due to send) counts towards muting
 * them. The game goes on. */
void
_tess_online_game_ignore (TessOnlineGame *self,
                          const char     *sender,
                          gboolean        offence,
                          const char     *message)
{
  guint count;

  if (_tess_online_game_is_muted (self, sender))
    return;
  g_debug ("Ignored: %s", message);
  _tess_online_game_tell_ignored (self, message);
  /* This client's own stanzas are not its to mute. */
  if (!offence || sender == NULL || g_strcmp0 (sender, self->jid) == 0)
    return;
  if (self->offences == NULL)
    self->offences = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  count = GPOINTER_TO_UINT (g_hash_table_lookup (self->offences, sender)) + 1;
  g_hash_table_replace (self->offences, g_strdup (sender), GUINT_TO_POINTER (count));
  if (count < MUTE_AFTER)
    return;
  if (self->muted == NULL)
    self->muted = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_add (self->muted, g_strdup (sender));
  {
    /* Translators: %s is the address of a member of the game's room. */
    g_autofree char *muted = g_strdup_printf (_("%s keeps sending game messages nobody asked "
                                                "for: whatever they send is ignored for the rest "
                                                "of the game."), sender);

    _tess_online_game_tell_ignored (self, muted);
  }
  /* The host keeps them out of the room; a player banned there could
   * not play on, so only one without a seat is. */
  if (self->host && self->room != NULL
      && (self->clients == NULL
          || !g_ptr_array_find_with_equal_func (self->clients, sender, g_str_equal, NULL)))
    tess_xmpp_client_ban (self->client, self->room, sender,
                          /* Translators: why a member is sent out of a game's room. */
                          _("Sending game messages nobody asked for"));
}

/* Who sets the game up: this client when it hosts, else who invited
 * it, or the first seat of the game saved here; NULL when unknown. */
static const char *
host_address (TessOnlineGame *self)
{
  JsonNode *online, *seats;

  if (self->host)
    return self->jid;
  if (_tess_online_game_inviter (self) != NULL)
    return _tess_online_game_inviter (self);
  online = self->saved ? json_object_get_member (self->saved, TESS_ONLINE_KEY) : NULL;
  seats = online && JSON_NODE_HOLDS_OBJECT (online)
          ? json_object_get_member (json_node_get_object (online), "seats") : NULL;
  if (seats != NULL && JSON_NODE_HOLDS_ARRAY (seats) && json_array_get_length (json_node_get_array (seats)) > 0)
    {
      JsonNode *first = json_array_get_element (json_node_get_array (seats), 0);

      if (JSON_NODE_HOLDS_VALUE (first) && json_node_get_value_type (first) == G_TYPE_STRING)
        return json_node_get_string (first);
    }
  return NULL;
}

/* Whether @sender may send a stanza of @kind now, when @due is to send
 * one of @expected (tess-online-game-play.c); if not, why. */
gboolean
_tess_online_game_may_send (TessOnlineGame  *self,
                            TessPayloadKind  kind,
                            const char      *sender,
                            const char      *due,
                            TessPayloadKind  expected,
                            char           **problem)
{
  gboolean seated = self->clients != NULL
                    && g_ptr_array_find_with_equal_func (self->clients, sender, g_str_equal, NULL);
  const char *host = host_address (self);

  switch (kind)
    {
    case TESS_PAYLOAD_SETUP:
      if (self->phase < PHASE_COMMITS && (host == NULL || g_strcmp0 (sender, host) == 0))
        return TRUE;
      break;
    /* A resignation may come at any time of the game, from a seat's
     * client; a handover once the draws began, from the deputy
     * (_tess_online_game_apply_handover() checks whose). */
    case TESS_PAYLOAD_RESIGN:
      if (self->phase >= PHASE_COMMITS && seated)
        return TRUE;
      break;
    case TESS_PAYLOAD_HANDOVER:
      if (self->phase >= PHASE_REVEALS && seated)
        return TRUE;
      break;
    case TESS_PAYLOAD_COMMIT:
    case TESS_PAYLOAD_REVEAL:
    case TESS_PAYLOAD_MOVE:
    default:
      if (self->phase >= PHASE_COMMITS && kind == expected && g_strcmp0 (sender, due) == 0)
        return TRUE;
      break;
    }
  /* Translators: "%s sent a move where a reveal from bob@example.net was
   * due"; the kinds are setup, commit, reveal, move, resign, handover. */
  *problem = g_strdup_printf (_("%s sent a %s where a %s from %s was due: it is ignored."), sender,
                              tess_payload_kind_to_string (kind),
                              tess_payload_kind_to_string (expected),
                              due ? due : host ? host : _("the host"));
  return FALSE;
}

/* A stanza that is not applied: this client's own stops the game (it
 * would send it again and again); anyone else's is ignored. Returns
 * FALSE once the game fails. */
gboolean
_tess_online_game_not_applied (TessOnlineGame *self,
                               const char     *sender,
                               gboolean        offence,
                               const char     *problem)
{
  if (g_strcmp0 (sender, self->jid) == 0)
    {
      _tess_online_game_fail (self, problem);
      return FALSE;
    }
  _tess_online_game_ignore (self, sender, offence, problem);
  return TRUE;
}
