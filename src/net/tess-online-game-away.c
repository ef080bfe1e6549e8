/* tess-online-game-away.c: seated players who left the game's room
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A seat's client that leaves the room during the game is away: without
 * its reveals no tile can be drawn, but it may come back hours later
 * (tess-online-game-resume.c). The others see since when, and wait; a
 * client may set a limit past which the game stops, naming who left, and
 * a game set up with a handover time may give the seat to the computer
 * (tess-online-game-handover.c).
 *
 * A client stopped or cut off without a word looks present for as long
 * as the server keeps its session (ten minutes with Prosody's
 * defaults): every client pings the others' seats through the room, and
 * one silent past a deadline is away from then on, until it answers.
 */

#define G_LOG_DOMAIN "tess-online-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-online-game-private.h"

/* A round of pings this often, each answered within this long. */
#define PING_EVERY_S 10
#define PING_DEADLINE_S 20

/* A seat's client left the room during the game. Without its reveals no
 * tile can be drawn, but it may come back (tess_online_game_new_rejoin())
 * hours later: the game waits for it, and stops only past the away
 * limit, if one is set, naming who left. */
static gboolean
on_away_limit (gpointer data)
{
  TessOnlineGame *self = data;
  gint64 now = g_get_real_time ();
  GHashTableIter iter;
  gpointer address, since;

  self->away_id = 0;
  _tess_online_game_check_handover (self);
  g_hash_table_iter_init (&iter, self->away);
  while (self->away_limit > 0 && g_hash_table_iter_next (&iter, &address, &since))
    if (now - *(gint64 *) since >= (gint64) self->away_limit * G_USEC_PER_SEC
        && !_tess_online_game_client_handed (self, address))
      {
        /* Translators: %s is the address of the player who left; %u the draw. */
        g_autofree char *message = g_strdup_printf (_("%s left the game’s room at draw %u and did "
                                                      "not come back: the game stops here."),
                                                    (char *) address, self->draw);

        _tess_online_game_end_early (self, message);
        return G_SOURCE_REMOVE;
      }
  self->away_id = g_timeout_add_seconds (1, on_away_limit, self);
  return G_SOURCE_REMOVE;
}

/* Whether a connection of @address is in the room. */
gboolean
_tess_online_game_has_occupant (TessOnlineGame *self,
                                const char     *address)
{
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->occupants);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (g_strcmp0 (value, address) == 0)
      return TRUE;
  return FALSE;
}

void
_tess_online_game_went_away (TessOnlineGame *self,
                             const char     *address)
{
  gint64 *since;

  if (self->phase < PHASE_COMMITS || self->phase >= PHASE_OVER
      || g_strcmp0 (address, self->jid) == 0
      || !g_ptr_array_find_with_equal_func (self->clients, address, g_str_equal, NULL)
      || g_hash_table_contains (self->away, address))
    return;
  since = g_new (gint64, 1);
  *since = g_get_real_time ();
  g_hash_table_insert (self->away, g_strdup (address), since);
  /* Each second: the game may stop, or a seat be handed over. */
  if ((self->away_limit > 0 || self->handover_after > 0) && self->away_id == 0)
    self->away_id = g_timeout_add_seconds (1, on_away_limit, self);
}

/* Coming back to a game: the seated clients not in the room are away
 * from now on (their leaving was not seen). */
void
_tess_online_game_mark_absent (TessOnlineGame *self)
{
  for (guint i = 0; self->clients != NULL && i < self->clients->len; i++)
    if (!_tess_online_game_has_occupant (self, self->clients->pdata[i]))
      _tess_online_game_went_away (self, self->clients->pdata[i]);
}

void
_tess_online_game_came_back (TessOnlineGame *self,
                             const char     *address)
{
  g_hash_table_remove (self->silent, address);
  /* Gone again later, they may be handed over then. */
  self->handover_ready = FALSE;
  if (g_hash_table_remove (self->away, address) && g_hash_table_size (self->away) == 0)
    g_clear_handle_id (&self->away_id, g_source_remove);
}

/* How long a seated client may be away from the room, in seconds,
 * before the game stops; 0 (the default): the game waits for it. */
void
tess_online_game_set_away_limit (TessOnlineGame *self,
                                 guint           seconds)
{
  g_return_if_fail (TESS_IS_ONLINE_GAME (self));

  self->away_limit = seconds;
}

/* Since when a seat's player is away from the room (real time, µs), or
 * 0 when they are in it. */
gint64
tess_online_game_get_seat_away_since (TessOnlineGame *self,
                                      guint           seat)
{
  const char *address;
  gint64 *since;

  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), 0);
  g_return_val_if_fail (seat < tess_online_game_get_n_seats (self), 0);

  address = self->seats->pdata[seat];
  if (_tess_online_game_is_computer (address))
    address = self->clients->pdata[0];
  since = g_hash_table_lookup (self->away, address);
  return since ? *since : 0;
}

/* ------------------------------------------------------------ pings */

/* The room's name for a connection of @address, or NULL. */
static const char *
occupant_of (TessOnlineGame *self,
             const char     *address)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, self->occupants);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (g_strcmp0 (value, address) == 0)
      return key;
  return NULL;
}

static gboolean
on_ping_round (gpointer data)
{
  TessOnlineGame *self = data;

  if (self->phase < PHASE_COMMITS || self->phase >= PHASE_OVER)
    return G_SOURCE_CONTINUE;
  for (guint i = 0; i < self->clients->len; i++)
    {
      const char *address = self->clients->pdata[i];
      const char *occupant = occupant_of (self, address);

      /* Not in the room (away already), or asked already. */
      if (g_strcmp0 (address, self->jid) == 0 || occupant == NULL
          || g_hash_table_contains (self->pinging, occupant))
        continue;
      g_hash_table_add (self->pinging, g_strdup (occupant));
      tess_xmpp_client_ping (self->client, occupant, PING_DEADLINE_S);
    }
  return G_SOURCE_CONTINUE;
}

static void
on_ping_result (TessOnlineGame *self,
                const char     *to,
                gboolean        answered)
{
  const char *address;

  if (!g_hash_table_remove (self->pinging, to))
    return;
  address = g_hash_table_lookup (self->occupants, to);
  if (address == NULL || self->phase < PHASE_COMMITS || self->phase >= PHASE_OVER)
    return;
  if (answered)
    {
      if (g_hash_table_contains (self->silent, address))
        {
          g_debug ("%s answers again", address);
          _tess_online_game_came_back (self, address);
          _tess_online_game_seats_changed (self);
        }
      return;
    }
  if (g_hash_table_contains (self->away, address))
    return;
  g_debug ("%s does not answer: away from now on", address);
  g_hash_table_add (self->silent, g_strdup (address));
  _tess_online_game_went_away (self, address);
  _tess_online_game_seats_changed (self);
}

/* Called once, by the object's constructor; the pings stop with it. */
void
_tess_online_game_watch_pings (TessOnlineGame *self)
{
  self->pinging = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->silent = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_signal_connect_object (self->client, "ping-result", G_CALLBACK (on_ping_result), self,
                           G_CONNECT_SWAPPED);
  self->ping_id = g_timeout_add_seconds (PING_EVERY_S, on_ping_round, self);
}
