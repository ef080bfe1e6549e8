/* tess-cli-online.c: tessera-cli online host|join — a game over XMPP
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A bot that plays one online game (DESIGN §7) from the command line:
 * `host` creates a members-only room, invites, seats itself first and
 * hosts the computer seats; `join` waits for an invitation and accepts
 * it; `rejoin` comes back to a game its --resume file was kept for,
 * after the bot was stopped or cut off. Every client runs the engine on
 * every game stanza and applies only what the engine accepts, so all
 * reach the same record. A connection that drops mid-game is tried
 * again by itself, with a longer wait each time, and the bot comes back
 * to the game as `rejoin` does (a spectator enters the room again).
 *
 * This file holds the options, the connection and the end; the room and
 * the game's stanzas are TessOnlineGame's (src/net), which the window
 * plays by as well.
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <glib-unix.h>
#include <signal.h>
#include <string.h>

#include "tess-ai.h"
#include "tess-cli.h"
#include "tess-cli-protocol.h"
#include "tess-json-private.h"
#include "tess-net-error.h"
#include "tess-online-game.h"

/* How long the bot waits for a player who left the room. */
#define DEFAULT_AWAY_LIMIT 600

static int run_online (int argc, char **argv);

const TessCliCommand tess_cli_command_online = {
  "online",
  N_("host|join|rejoin"),
  N_("Play an online game over XMPP: host it and invite, wait for an invitation, or come back to one"),
  run_online,
};

/* What the bot holds. */
typedef struct
{
  /* Options */
  const char      *role;
  char            *jid;
  char            *password;
  char            *server;
  char            *ca_file;
  char           **invites;
  char           **computers;
  char           **spectators;
  char            *rules_file;
  char            *level_name;
  int              simulations;
  char            *from;
  char            *out;
  char            *resume;
  int              away_limit;
  int              handover;
  char            *handover_level;

  GMainLoop       *loop;
  int              status;
  gboolean         finished;
  TessXmppClient  *client;
  TessOnlineGame  *game;

  /* Coming back by itself after the connection dropped mid-game. */
  char            *own_resume_dir; /* without --resume, the file is kept there */
  gboolean         keep_own_resume;
  TessOnlineGame  *lost_game;      /* the game the connection dropped under */
  char            *room;           /* its room */
  gboolean         watching;
  gboolean         reconnecting;   /* from the drop until back in the room */
  gboolean         attempting;     /* a connection is being tried */
  guint            backoff;        /* seconds before the next try */
  guint            retry;          /* the timer of the next try */
  gint64           lost_at;
} Online;

/* A dropped connection is tried again after 1 s, then twice as long
 * each time up to 30 s, for 10 minutes at most. */
#define RECONNECT_FIRST_S 1
#define RECONNECT_LONGEST_S 30
#define RECONNECT_GIVE_UP_S 600

static void setup_game (Online *o);

/* Quits once the file to come back with is written (or removed). */
static void
quit (Online *o)
{
  while (o->game != NULL && tess_online_game_get_resume_pending (o->game))
    g_main_context_iteration (NULL, TRUE);
  g_main_loop_quit (o->loop);
}

static void
on_closed (GObject    *client,
           GParamSpec *pspec,
           Online     *o)
{
  TessXmppState state = tess_xmpp_client_get_state (o->client);

  if (state == TESS_XMPP_STATE_DISCONNECTED || state == TESS_XMPP_STATE_FAILED)
    quit (o);
}

/* Ends the program: leaves the room and signs out first. */
static void
finish (Online *o,
        int     status)
{
  if (o->finished)
    return;
  o->finished = TRUE;
  o->status = status;
  if (o->game != NULL)
    tess_online_game_leave (o->game);
  if (tess_xmpp_client_get_state (o->client) == TESS_XMPP_STATE_CONNECTED)
    {
      g_signal_connect (o->client, "notify::state", G_CALLBACK (on_closed), o);
      tess_xmpp_client_disconnect (o->client);
    }
  else
    quit (o);
}

static void
fail (Online     *o,
      const char *message)
{
  g_printerr ("tessera-cli online: %s\n", message);
  finish (o, TESS_CLI_EXIT_FAILURE);
}

static void
on_resume_failed (TessOnlineGame *game,
                  const char     *message,
                  Online         *o)
{
  g_printerr ("tessera-cli online: %s\n", message);
}

/* A line a move, for whoever watches the bot. */
static void
on_moved (TessOnlineGame *game,
          guint           draw,
          const char     *sender,
          const char     *tile,
          Online         *o)
{
  g_print (_("Move %u by %s: tile %s"), draw, sender, tile);
  g_print ("\n");
}

/* What someone else sends the bot shows as it is, but on one line. */
static char *
one_line (const char *text)
{
  char *line = g_utf8_make_valid (text, -1);

  for (char *c = line; *c != '\0'; c++)
    if ((guchar) *c < 0x20)
      *c = ' ';
  return line;
}

/* A chat line in the game's room, for whoever watches the bot. */
static void
on_chat (TessOnlineGame *game,
         const char     *from,
         const char     *text,
         Online         *o)
{
  g_autofree char *who = one_line (from);
  g_autofree char *line = one_line (text);

  /* Translators: a chat line of an online game: who said it, and what. */
  g_print (_("Chat from %s: %s"), who, line);
  g_print ("\n");
}

/* Someone sends chat lines faster than they are shown: said once in a
 * while, not once a line. */
static void
on_flood (TessXmppClient *client,
          const char     *from,
          Online         *o)
{
  g_autofree char *who = one_line (from);

  /* Translators: %s is who floods a game's room with chat lines. */
  g_print (_("%s sends chat lines too fast: some are not shown."), who);
  g_print ("\n");
}

/* A game stanza not applied, and why: the game goes on. */
static void
on_ignored (TessOnlineGame *game,
            const char     *message,
            Online         *o)
{
  g_autofree char *line = one_line (message);

  g_printerr ("tessera-cli online: %s\n", line);
}

/* A game under way whose room is known: a spectator enters it again, a
 * player comes back with its resume file. */
static gboolean
can_come_back (Online *o)
{
  if (o->finished || o->game == NULL || tess_online_game_get_room (o->game) == NULL)
    return FALSE;
  return tess_online_game_get_watching (o->game)
         || (o->resume != NULL && g_file_test (o->resume, G_FILE_TEST_EXISTS));
}

static gboolean
try_again (gpointer data)
{
  Online *o = data;

  o->retry = 0;
  if (o->lost_game != NULL)
    {
      /* The file to come back with is written to its end first. */
      while (tess_online_game_get_resume_pending (o->lost_game))
        g_main_context_iteration (NULL, TRUE);
      g_signal_handlers_disconnect_by_data (o->lost_game, o);
      g_clear_object (&o->lost_game);
    }
  o->attempting = TRUE;
  tess_xmpp_client_connect (o->client);
  return G_SOURCE_REMOVE;
}

static void
schedule_try (Online *o)
{
  if (o->retry != 0)
    return;
  o->retry = g_timeout_add_seconds (o->backoff, try_again, o);
  o->backoff = MIN (o->backoff * 2, RECONNECT_LONGEST_S);
}

/* The connection dropped under a game: it is tried again, with a
 * longer wait each time, instead of ending the bot. */
static void
connection_lost (Online *o)
{
  g_free (o->room);
  o->room = g_strdup (tess_online_game_get_room (o->game));
  o->watching = tess_online_game_get_watching (o->game);
  o->lost_game = g_steal_pointer (&o->game);
  o->reconnecting = TRUE;
  o->attempting = FALSE;
  o->backoff = RECONNECT_FIRST_S;
  o->lost_at = g_get_monotonic_time ();
  g_printerr ("tessera-cli online: ");
  /* Translators: %u is a number of seconds. */
  g_printerr (_("The connection to the server was lost: trying again in %u s."), o->backoff);
  g_printerr ("\n");
  schedule_try (o);
}

/* Signed in again: into the room, and the game so far from its archive. */
static void
come_back (Online *o)
{
  g_autoptr(GError) error = NULL;

  o->reconnecting = o->attempting = FALSE;
  if (o->watching)
    {
      o->game = tess_online_game_new_join (o->client, NULL);
      setup_game (o);
      tess_online_game_accept_invitation (o->game, o->room);
    }
  else
    {
      g_autoptr(JsonNode) resume = NULL;
      g_autofree char *where = g_filename_display_name (o->resume);

      resume = tess_online_resume_read (o->resume, &error);
      if (resume != NULL)
        o->game = tess_online_game_new_rejoin (o->client, resume, where, &error);
      if (o->game == NULL)
        {
          fail (o, error->message);
          return;
        }
      setup_game (o);
    }
  g_printerr ("tessera-cli online: %s\n", _("Signed in again: back to the game."));
}

/* A try that failed: another, later, until the bot gives up. */
static void
try_failed (Online *o)
{
  const GError *why = tess_xmpp_client_get_error (o->client);

  o->attempting = FALSE;
  if (g_get_monotonic_time () - o->lost_at > RECONNECT_GIVE_UP_S * G_USEC_PER_SEC)
    {
      g_printerr ("tessera-cli online: %s\n", why->message);
      if (!o->watching)
        {
          o->keep_own_resume = TRUE;
          g_printerr ("tessera-cli online: ");
          g_printerr (_("The game goes on without this client: come back to it with "
                        "rejoin --resume %s."), o->resume);
          g_printerr ("\n");
        }
      finish (o, TESS_CLI_EXIT_FAILURE);
      return;
    }
  g_printerr ("tessera-cli online: %s\n", why->message);
  g_printerr ("tessera-cli online: ");
  /* Translators: %u is a number of seconds. */
  g_printerr (_("Trying again in %u s."), o->backoff);
  g_printerr ("\n");
  schedule_try (o);
}

static void
on_game_state (TessOnlineGame *game,
               GParamSpec     *pspec,
               Online         *o)
{
  g_autoptr(GError) error = NULL;
  const GError *why = tess_online_game_get_error (game);

  switch (tess_online_game_get_state (game))
    {
    case TESS_ONLINE_GAME_OVER:
      if (!tess_online_game_write_record (game, o->out, &error))
        fail (o, error->message);
      else
        finish (o, 0);
      break;
    case TESS_ONLINE_GAME_STOPPED:
      g_printerr ("tessera-cli online: %s\n", why->message);
      if (g_error_matches (why, TESS_NET_ERROR, TESS_NET_ERROR_CONNECT) && can_come_back (o))
        {
          connection_lost (o);
          break;
        }
      if (g_error_matches (why, TESS_NET_ERROR, TESS_NET_ERROR_ENDED))
        {
          /* A seat resigned or left: the game so far stands. */
          if (tess_online_game_write_record (game, o->out, &error))
            {
              g_printerr ("tessera-cli online: ");
              /* Translators: %s is the file of the record. */
              g_printerr (_("The record of the game so far is in %s."), o->out);
              g_printerr ("\n");
            }
          else
            g_printerr ("tessera-cli online: %s\n", error->message);
        }
      else if (g_error_matches (why, TESS_NET_ERROR, TESS_NET_ERROR_CONNECT) && o->resume != NULL
               && g_file_test (o->resume, G_FILE_TEST_EXISTS))
        {
          g_printerr ("tessera-cli online: ");
          /* Translators: %s is a file's name; "rejoin" and "--resume" are
           * words of the command line, not to be translated. */
          g_printerr (_("The game goes on without this client: come back to it with "
                        "rejoin --resume %s."), o->resume);
          g_printerr ("\n");
        }
      else if (tess_online_game_get_stopped_in_play (game))
        g_printerr ("tessera-cli online: %s\n",
                    _("The game stops here: nothing of that message was applied."));
      finish (o, TESS_CLI_EXIT_FAILURE);
      break;
    case TESS_ONLINE_GAME_PLAYING:
    case TESS_ONLINE_GAME_WAITING:
    default:
      break;
    }
}

static JsonObject *
read_rules (Online  *o,
            GError **error)
{
  g_autofree char *display = NULL;
  g_autoptr(JsonNode) root = NULL;

  /* As every file: no FIFO or device, JSON within the limits, an object. */
  root = tess_json_load_file (o->rules_file, &display, error);
  if (root == NULL)
    return NULL;
  return json_object_ref (json_node_get_object (root));
}

static void
on_state (GObject    *object,
          GParamSpec *pspec,
          Online     *o)
{
  TessXmppState state = tess_xmpp_client_get_state (o->client);
  g_autoptr(JsonObject) rules = NULL;
  g_autoptr(GError) error = NULL;

  if (o->reconnecting)
    {
      if (!o->attempting || o->finished)
        return;
      if (state == TESS_XMPP_STATE_FAILED)
        try_failed (o);
      else if (state == TESS_XMPP_STATE_CONNECTED)
        come_back (o);
      return;
    }
  if (state == TESS_XMPP_STATE_FAILED && o->game == NULL && !o->finished)
    {
      fail (o, tess_xmpp_client_get_error (o->client)->message);
      return;
    }
  if (state != TESS_XMPP_STATE_CONNECTED || o->game != NULL)
    return;
  if (strcmp (o->role, "host") == 0 && o->rules_file != NULL)
    {
      rules = read_rules (o, &error);
      if (rules == NULL)
        {
          /* The message names the file. */
          fail (o, error->message);
          return;
        }
    }
  if (strcmp (o->role, "rejoin") == 0)
    {
      g_autoptr(JsonNode) resume = NULL;
      g_autofree char *where = g_filename_display_name (o->resume);

      /* Its messages name the file. */
      resume = tess_online_resume_read (o->resume, &error);
      if (resume == NULL)
        {
          fail (o, error->message);
          return;
        }
      o->game = tess_online_game_new_rejoin (o->client, resume, where, &error);
      if (o->game == NULL)
        {
          fail (o, error->message);
          return;
        }
    }
  else
    o->game = strcmp (o->role, "host") == 0
              ? tess_online_game_new_host (o->client, (const char *const *) o->invites,
                                           (const char *const *) o->computers, rules)
              : tess_online_game_new_join (o->client, o->from);
  setup_game (o);
}

/* The game's options and signals, then it starts. */
static void
setup_game (Online *o)
{
  tess_online_game_set_away_limit (o->game, o->away_limit);
  if (o->handover > 0 && strcmp (o->role, "host") == 0)
    tess_online_game_set_handover (o->game, o->handover, o->handover_level);
  if (o->spectators != NULL && strcmp (o->role, "host") == 0)
    tess_online_game_set_spectators (o->game, (const char *const *) o->spectators);
  tess_online_game_set_resume_file (o->game, o->resume);
  g_signal_connect (o->game, "resume-failed", G_CALLBACK (on_resume_failed), o);
  tess_online_game_set_autoplay (o->game, o->level_name);
  tess_online_game_set_simulations (o->game, o->simulations);
  g_signal_connect (o->game, "notify::state", G_CALLBACK (on_game_state), o);
  g_signal_connect (o->game, "moved", G_CALLBACK (on_moved), o);
  g_signal_connect (o->game, "chat", G_CALLBACK (on_chat), o);
  g_signal_connect (o->game, "ignored", G_CALLBACK (on_ignored), o);
  tess_online_game_start (o->game);
}

/* Stopped by a signal, the bot resigns its seat rather than vanish; a
 * second signal, or one before the game, ends it at once. */
static gboolean
on_signal (gpointer data)
{
  Online *o = data;

  if (o->finished)
    g_main_loop_quit (o->loop);
  else if (o->game != NULL && tess_online_game_get_state (o->game) == TESS_ONLINE_GAME_PLAYING)
    tess_online_game_resign (o->game);
  else
    finish (o, TESS_CLI_EXIT_FAILURE);
  return G_SOURCE_CONTINUE;
}

static char *
read_password (const char  *path,
               GError     **error)
{
  g_autofree char *text = NULL;
  char *newline;

  /* Read as every file is: a FIFO or a device is refused, not waited on. */
  text = tess_read_file_limited (path, 64 * 1024, NULL, error);
  if (text == NULL)
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
  const char *const roles[] = { "host", "join", "rejoin", NULL };
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
    { "spectator", 0, 0, G_OPTION_ARG_STRING_ARRAY, &o.spectators,
      N_("host: invite this address to watch the game (repeatable)"), N_("JID") },
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
    { "resume", 0, 0, G_OPTION_ARG_FILENAME, &o.resume,
      N_("Keep there what this client needs to come back to the game (rejoin: read it)"),
      N_("FILE") },
    { "away-limit", 0, 0, G_OPTION_ARG_INT, &o.away_limit,
      N_("Stop the game when a player is away this long (default 600; 0: wait)"),
      N_("SECONDS") },
    { "handover", 0, 0, G_OPTION_ARG_INT, &o.handover,
      N_("host: a player away this long at their turn may be given to the computer (default: never)"),
      N_("SECONDS") },
    { "handover-level", 0, 0, G_OPTION_ARG_STRING, &o.handover_level,
      N_("host: the level of the computer given such a seat (default medium)"), N_("LEVEL") },
    { NULL }
  };

  o.away_limit = DEFAULT_AWAY_LIMIT;
  context = tess_cli_option_context (&tess_cli_command_online);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tess_cli_parse (context, &argc, &argv))
    return TESS_CLI_EXIT_USAGE;
  if (argc != 2 || !g_strv_contains (roles, argv[1]))
    return tess_cli_usage_error (&tess_cli_command_online, _("Say host, join or rejoin."));
  o.role = argv[1];
  if (o.jid == NULL || strchr (o.jid, '@') == NULL || password_file == NULL || o.out == NULL)
    return tess_cli_usage_error (&tess_cli_command_online,
                                 _("--jid, --password-file and --out are needed."));
  if (strcmp (o.role, "rejoin") == 0 && o.resume == NULL)
    return tess_cli_usage_error (&tess_cli_command_online, _("rejoin needs --resume."));
  if (o.away_limit < 0)
    return tess_cli_usage_error (&tess_cli_command_online, _("--away-limit takes seconds, 0 or more."));
  if (o.handover < 0)
    return tess_cli_usage_error (&tess_cli_command_online, _("--handover takes seconds, 0 or more."));
  if (o.handover_level != NULL && tess_ai_level_from_name (o.handover_level) < 0)
    return tess_cli_usage_error (&tess_cli_command_online,
                                 _("--handover-level takes random, easy, medium or hard."));
  if (strcmp (o.role, "host") == 0 && (o.invites == NULL || o.invites[0] == NULL))
    return tess_cli_usage_error (&tess_cli_command_online, _("host needs at least one --invite."));
  if (strcmp (o.role, "host") == 0
      && 1 + g_strv_length (o.invites) + (o.computers ? g_strv_length (o.computers) : 0) > TESS_MAX_PLAYERS)
    {
      /* Translators: %d is the most seats a game has. */
      g_autofree char *text = g_strdup_printf (_("A game has %d seats at most, the host's, the "
                                                 "--invite and the --computer ones together."),
                                               TESS_MAX_PLAYERS);

      return tess_cli_usage_error (&tess_cli_command_online, text);
    }
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
  /* The files named are read, and refused with a clear message, before
   * any connection (and read again once connected). */
  if (strcmp (o.role, "host") == 0 && o.rules_file != NULL)
    {
      g_autoptr(JsonObject) rules = read_rules (&o, &error);

      if (rules == NULL)
        {
          g_printerr ("tessera-cli online: %s\n", error->message);
          return TESS_CLI_EXIT_FAILURE;
        }
    }
  if (strcmp (o.role, "rejoin") == 0)
    {
      g_autoptr(JsonNode) resume = tess_online_resume_read (o.resume, &error);

      if (resume == NULL)
        {
          g_printerr ("tessera-cli online: %s\n", error->message);
          return TESS_CLI_EXIT_FAILURE;
        }
    }
  if (o.level_name == NULL)
    o.level_name = g_strdup ("easy");
  /* Without --resume, a file of the bot's own, for coming back after
   * the connection drops: in a private folder, gone at the end. */
  if (o.resume == NULL)
    {
      o.own_resume_dir = g_dir_make_tmp ("tessera-online-XXXXXX", NULL);
      if (o.own_resume_dir != NULL)
        o.resume = g_build_filename (o.own_resume_dir, "resume.json", NULL);
    }
  o.loop = g_main_loop_new (NULL, FALSE);
  o.client = tess_xmpp_client_new (o.jid, o.password);
  if (host_name != NULL)
    tess_xmpp_client_set_server (o.client, host_name, port);
  if (o.ca_file != NULL)
    tess_xmpp_client_set_ca_file (o.client, o.ca_file);
  g_signal_connect (o.client, "notify::state", G_CALLBACK (on_state), &o);
  g_signal_connect (o.client, "flood", G_CALLBACK (on_flood), &o);
  interrupt = g_unix_signal_add (SIGINT, on_signal, &o);
  terminate = g_unix_signal_add (SIGTERM, on_signal, &o);
  tess_xmpp_client_connect (o.client);
  g_main_loop_run (o.loop);
  g_source_remove (interrupt);
  g_source_remove (terminate);

  status = o.status;
  g_clear_handle_id (&o.retry, g_source_remove);
  g_signal_handlers_disconnect_by_data (o.client, &o);
  if (o.game != NULL)
    g_signal_handlers_disconnect_by_data (o.game, &o);
  if (o.lost_game != NULL)
    g_signal_handlers_disconnect_by_data (o.lost_game, &o);
  g_clear_object (&o.game);
  g_clear_object (&o.lost_game);
  if (o.own_resume_dir != NULL && !o.keep_own_resume)
    {
      g_unlink (o.resume);
      g_rmdir (o.own_resume_dir);
      g_free (o.own_resume_dir);
    }
  g_free (o.room);
  g_clear_object (&o.client);
  g_clear_pointer (&o.loop, g_main_loop_unref);
  g_free (o.jid);
  g_free (o.password);
  g_free (o.server);
  g_free (o.ca_file);
  g_strfreev (o.invites);
  g_strfreev (o.computers);
  g_strfreev (o.spectators);
  g_free (o.rules_file);
  g_free (o.level_name);
  g_free (o.from);
  g_free (o.out);
  g_free (o.resume);
  g_free (o.handover_level);
  return status;
}
