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
