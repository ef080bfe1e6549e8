/* tess-online-game-setup.c: the game an online host sets up
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Once every player is in the room, the host sends the setup: the
 * record's header (rules, tile sets, hand), the players named after
 * their addresses and coloured as the host's New Game asked, and the
 * "online" key with the room, the seats, the chains' length, the
 * handover time and the spectators (DESIGN §7).
 */

#define G_LOG_DOMAIN "tess-online-game"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tess-online-game-private.h"
#include "tess-online-record.h"
#include "tess-replay.h"

/* The user part of an address, "ana" for ana@example.org; NULL if none. */
static char *
address_user (const char *address)
{
  const char *at = strchr (address, '@');

  return at != NULL && at > address ? g_ascii_strdown (address, at - address) : NULL;
}

/* A person's name in the game: the user part of the address, unless
 * another seat's is the same, when it is the whole address. */
static char *
person_name (TessOnlineGame *self,
             const char     *address)
{
  g_autofree char *user = address_user (address);
  g_autofree char *mine = address_user (self->jid);
  guint same = g_strcmp0 (mine, user) == 0;

  if (user == NULL)
    return g_strdup (address);
  for (char **i = self->invites; i != NULL && *i != NULL; i++)
    {
      g_autofree char *other = address_user (*i);

      same += g_strcmp0 (other, user) == 0;
    }
  return same > 1 ? g_strdup (address) : g_steal_pointer (&user);
}

/* A computer seat's name: its player row says the level beside it. */
static char *
computer_name (guint nth)
{
  if (nth == 0)
    /* Translators: the name of the computer seat of an online game */
    return g_strdup (C_("online seat", "Computer"));
  /* Translators: the name of a second, third… computer seat of an online
   * game: "Computer 2" */
  return g_strdup_printf (C_("online seat", "Computer %u"), nth + 1);
}

/* The colours the header's players ask for, by seat (the host's New
 * Game); a colour asked for twice, or none, is the first one free. */
static void
seat_colors (JsonObject *header,
             guint       n_seats,
             TessColor  *colors)
{
  JsonNode *node = header ? json_object_get_member (header, "players") : NULL;
  JsonArray *asked = node && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  guint used = 0;

  for (guint s = 0; s < n_seats; s++)
    {
      JsonNode *player = asked && s < json_array_get_length (asked) ? json_array_get_element (asked, s) : NULL;
      JsonNode *color_node = player && JSON_NODE_HOLDS_OBJECT (player)
                             ? json_object_get_member (json_node_get_object (player), "color") : NULL;
      const char *name = color_node && JSON_NODE_HOLDS_VALUE (color_node)
                         && json_node_get_value_type (color_node) == G_TYPE_STRING
                         ? json_node_get_string (color_node) : NULL;
      int color = name ? tess_color_from_name (name) : -1;

      if (color < 0 || (used & (1u << color)))
        for (color = 0; used & (1u << color); color++)
          ;
      used |= 1u << color;
      colors[s] = (TessColor) color;
    }
}

void
_tess_online_game_send_setup (TessOnlineGame *self)
{
  TessColor colors[TESS_MAX_PLAYERS] = { 0 };
  g_autoptr(JsonNode) header = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) probe = NULL;
  g_autoptr(TessReplay) replay = NULL;
  guint total;
  JsonObject *setup, *online;
  JsonArray *players, *seats;
  guint n = 0;

  json_node_take_object (header, self->header ? json_object_ref (self->header) : json_object_new ());
  header = json_node_copy (header);
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
  seat_colors (self->header, MIN (1 + (self->invites ? g_strv_length (self->invites) : 0)
                                  + (self->computers ? g_strv_length (self->computers) : 0),
                                  TESS_MAX_PLAYERS), colors);
  players = json_array_new ();
  seats = json_array_new ();
  for (int pass = 0; pass < 3; pass++)
    {
      char **list = pass == 0 ? NULL : pass == 1 ? self->invites : self->computers;
      guint count = pass == 0 ? 1 : list ? g_strv_length (list) : 0;

      for (guint i = 0; i < count; i++, n++)
        {
          JsonObject *player = json_object_new ();
          const char *who = pass == 0 ? self->jid : list[i];
          g_autofree char *seat = pass == 2 ? g_strdup_printf ("ai:%s", who) : g_strdup (who);
          g_autofree char *name = pass == 2 ? computer_name (i) : person_name (self, who);

          json_object_set_string_member (player, "name", name);
          json_object_set_string_member (player, "color", tess_color_name (colors[n]));
          if (pass == 2)
            json_object_set_string_member (player, "ai", who);
          json_array_add_object_element (players, player);
          json_array_add_string_element (seats, seat);
        }
    }
  json_object_set_array_member (setup, "players", players);
  /* Translators: where a problem lies: the rules of a game to host online. */
  probe = tess_record_from_json (header, _("the rules"), NULL, &error);
  if (probe != NULL)
    replay = tess_replay_new (probe, &error);
  if (replay == NULL)
    {
      _tess_online_game_fail (self, error->message);
      return;
    }
  total = tess_def_total_tiles (tess_replay_get_def (replay));
  online = json_object_new ();
  json_object_set_string_member (online, "room", self->room);
  json_object_set_array_member (online, "seats", seats);
  json_object_set_int_member (online, "chain", total + TESS_DRAW_CHAIN_MARGIN);
  _tess_online_game_write_handover (self, online);
  _tess_online_game_write_spectators (self, online);
  json_object_set_object_member (setup, "online", online);
  if (_tess_online_game_send (self, TESS_PAYLOAD_SETUP, setup))
    _tess_online_game_act (self);
}
