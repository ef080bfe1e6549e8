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
 * This file holds the options, the connection, the room and the end;
 * the game's stanzas are tess-cli-online-game.c's.
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <glib-unix.h>
#include <signal.h>
#include <string.h>

#include "tess-cli.h"
#include "tess-cli-online-private.h"

static int run_online (int argc, char **argv);

const TessCliCommand tess_cli_command_online = {
  "online",
  N_("host|join"),
  N_("Play an online game over XMPP: host it and invite, or wait for an invitation"),
  run_online,
};

static void
online_clear (Online *o)
{
  g_clear_pointer (&o->last, tess_payload_free);
  g_clear_pointer (&o->history, g_ptr_array_unref);
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
void
tess_cli_online_finish (Online *o,
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

void
tess_cli_online_fail (Online     *o,
      const char *message)
{
  g_printerr ("tessera-cli online: %s\n", message);
  if (o->phase >= PHASE_COMMITS && o->phase < PHASE_OVER)
    g_printerr ("tessera-cli online: %s\n",
                _("The game stops here: nothing of that message was applied."));
  tess_cli_online_finish (o, TESS_CLI_EXIT_FAILURE);
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

      tess_cli_online_fail (o, problem);
      return;
    }
  if (tess_cli_online_apply (o, payload, sender))
    tess_cli_online_act (o);
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
  tess_cli_online_fail (o, problem);
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
      g_autofree char *key = NULL, *gone = NULL;
      GHashTableIter iter;
      gpointer value;

      if (!g_hash_table_steal_extended (o->occupants, occupant, (gpointer *) &key,
                                        (gpointer *) &gone))
        return;
      /* Gone only if no other connection of that address is in the room. */
      g_hash_table_iter_init (&iter, o->occupants);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        if (g_strcmp0 (value, gone) == 0)
          return;
      tess_cli_online_stop_absent (o, gone);
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
        tess_cli_online_send_setup (o);
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
    tess_cli_online_send_setup (o);
}

static void
on_room_error (TessXmppClient *client,
               const char     *room,
               const char     *message,
               Online         *o)
{
  if (o->room != NULL && g_ascii_strcasecmp (room, o->room) == 0)
    tess_cli_online_fail (o, message);
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
      tess_cli_online_fail (o, tess_xmpp_client_get_error (o->client)->message);
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

      tess_cli_online_fail (o, problem);
      return;
    }
  o->room = g_strdup_printf ("tessera-%.8s@%s", id, service);
  tess_xmpp_client_create_room (o->client, o->room, o->nick, (const char *const *) o->invites);
}

static gboolean
on_signal (gpointer data)
{
  tess_cli_online_resign (data);
  return G_SOURCE_CONTINUE;
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
  guint interrupt, terminate;
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
  /* Addresses are compared as the room shows them: in lower case. */
  for (char **i = o.invites; i && *i; i++)
    {
      char *lower = g_ascii_strdown (*i, -1);

      g_free (*i);
      *i = lower;
      g_hash_table_add (o.waiting, g_strdup (lower));
    }
  o.history = g_ptr_array_new_with_free_func ((GDestroyNotify) tess_payload_free);
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
  /* Stopped by a signal, the bot resigns its seat rather than vanish. */
  interrupt = g_unix_signal_add (SIGINT, on_signal, &o);
  terminate = g_unix_signal_add (SIGTERM, on_signal, &o);
  tess_xmpp_client_connect (o.client);
  g_main_loop_run (o.loop);
  g_source_remove (interrupt);
  g_source_remove (terminate);

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
