/* tess-online-game-resume.c: coming back to an online game, and the
 * rooms of invitations checked before they are entered
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game can last for days, and a client can be closed, killed or cut
 * off in the middle of one. What it needs to come back is kept in a
 * file of its own: the record so far and the seed of its draw chain,
 * which nobody else may know while the game is played (so the file is
 * private to its owner). Coming back, the client enters the room again,
 * reads the room's archive from the setup on, runs every game stanza
 * through the same checks as live ones (its own included: its commit
 * must be the one its seed makes), holds the live stanzas that arrive
 * meanwhile, checks the result against the record it saved, and only
 * then plays on.
 */

#define G_LOG_DOMAIN "tess-online-game"

#include "config.h"

#include <sys/stat.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tess-json-private.h"
#include "tess-file-write.h"
#include "tess-net-error.h"
#include "tess-online-game-private.h"
#include "tess-online-record.h"

#define RESUME_FORMAT "tessera-online-resume"

typedef struct
{
  TessPayload *payload;
  char        *sender;
} Held;

static void
held_free (gpointer data)
{
  Held *held = data;

  tess_payload_free (held->payload);
  g_free (held->sender);
  g_free (held);
}

/**
 * tess_online_game_write_resume:
 * @path: the file, created readable by its owner only
 *
 * Writes what this client needs to come back to the game
 * (tess_online_game_new_rejoin()): the record so far and its draw
 * chain's seed. Written atomically; an existing file keeps its
 * permissions.
 */
/* The resume file's text, or %NULL before the setup. */
static char *
resume_text (TessOnlineGame *self)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) record = NULL;
  g_autofree char *seed = NULL;
  JsonObject *object;

  record = tess_online_game_to_record_json (self);
  if (record == NULL || (self->chain == NULL && !self->watching))
    return NULL;
  root = json_node_new (JSON_NODE_OBJECT);
  object = json_object_new ();
  json_node_take_object (root, object);
  json_object_set_string_member (object, "format", RESUME_FORMAT);
  json_object_set_int_member (object, "version", 1);
  json_object_set_string_member (object, "address", self->jid);
  /* A spectator has no secret: its file says it watches. */
  if (self->watching)
    json_object_set_boolean_member (object, "watching", TRUE);
  else
    {
      seed = tess_draw_hex (tess_draw_chain_reveal (self->chain, self->chain_length),
                            TESS_DRAW_LINK_LEN);
      json_object_set_string_member (object, "seed", seed);
    }
  /* For the list of games to come back to: whose turn it was. */
  json_object_set_int_member (object, "turn", self->phase < PHASE_OVER
                                              ? tess_game_get_current_player (self->game) : -1);
  json_object_set_member (object, "record", g_steal_pointer (&record));
  return tess_json_generate (root, TRUE);
}

/* The seed is a secret until the game ends: the file, and the
 * temporary file it is written through, are its owner's only, from the
 * moment they are created (no umask to change: it is the whole
 * process's, and another thread may be saving). */
static gboolean
write_private (const char  *path,
               const char  *text,
               GError     **error)
{
  return tess_write_file_full (path, text, strlen (text), TESS_WRITE_PRIVATE, error);
}

gboolean
tess_online_game_write_resume (TessOnlineGame  *self,
                               const char      *path,
                               GError         **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), FALSE);

  text = resume_text (self);
  if (text == NULL)
    {
      g_set_error_literal (error, TESS_NET_ERROR, TESS_NET_ERROR_GAME,
                           _("The game was not set up: there is no record yet."));
      return FALSE;
    }
  return write_private (path, text, error);
}


static JsonObject *
object_member (JsonObject *object,
               const char *name)
{
  JsonNode *node = object ? json_object_get_member (object, name) : NULL;

  return node && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

/* A resume file's object, with its record and the record's "online"
 * key; %NULL unless all three are there and the format is ours. */
JsonObject *
_tess_online_resume_parts (JsonNode    *root,
                           JsonObject **record,
                           JsonObject **online)
{
  JsonObject *object = root && JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;

  *record = object_member (object, "record");
  *online = object_member (*record, TESS_ONLINE_KEY);
  if (object == NULL || *record == NULL || *online == NULL
      || g_strcmp0 (json_object_get_string_member_with_default (object, "format", NULL), RESUME_FORMAT) != 0)
    return NULL;
  return object;
}

/**
 * tess_online_game_new_rejoin:
 * @client: the account of the address the file was written for
 * @resume: what tess_online_game_write_resume() wrote, read
 * @where: the file's name, for messages
 *
 * A game to come back to: tess_online_game_start() enters its room
 * again, reads the room's archive and plays on.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL with @error
 *   saying what in the file is wrong
 */
TessOnlineGame *
tess_online_game_new_rejoin (TessXmppClient  *client,
                             JsonNode        *resume,
                             const char      *where,
                             GError         **error)
{
  g_autoptr(TessOnlineGame) self = NULL;
  g_autofree char *jid = NULL;
  JsonObject *object, *record, *online;
  const char *seed, *room, *address;
  guint8 bytes[TESS_DRAW_LINK_LEN];
  gboolean watching;

  g_return_val_if_fail (TESS_IS_XMPP_CLIENT (client), NULL);
  g_return_val_if_fail (resume != NULL, NULL);

  object = _tess_online_resume_parts (resume, &record, &online);
  seed = object ? json_object_get_string_member_with_default (object, "seed", NULL) : NULL;
  room = online ? json_object_get_string_member_with_default (online, "room", NULL) : NULL;
  address = object ? json_object_get_string_member_with_default (object, "address", NULL) : NULL;
  watching = object && json_object_get_boolean_member_with_default (object, "watching", FALSE);
  if (object == NULL || room == NULL || strchr (room, '@') == NULL || address == NULL
      || (!watching && (seed == NULL || strlen (seed) != 2 * TESS_DRAW_LINK_LEN
                        || !tess_draw_parse_hex (seed, bytes))))
    {
      g_set_error (error, TESS_NET_ERROR, TESS_NET_ERROR_GAME,
                   /* Translators: %s is a file's name. */
                   _("%s is not a game to come back to: its room, its record or its "
                     "secret is missing or damaged."), where);
      return NULL;
    }
  jid = g_ascii_strdown (tess_xmpp_client_get_jid (client), -1);
  if (g_ascii_strcasecmp (address, jid) != 0)
    {
      g_set_error (error, TESS_NET_ERROR, TESS_NET_ERROR_GAME,
                   /* Translators: the first %s is a file's name, the others addresses. */
                   _("%s is the game of %s, not of %s."), where, address, jid);
      return NULL;
    }
  self = tess_online_game_new_join (client, NULL);
  /* A spectator enters the room again as one invited does, and reads
   * the game from the archive. */
  if (watching)
    {
      self->rewatch = g_ascii_strdown (room, -1);
      return g_steal_pointer (&self);
    }
  self->room = g_ascii_strdown (room, -1);
  self->saved = json_object_ref (record);
  self->seed = g_memdup2 (bytes, sizeof bytes);
  return g_steal_pointer (&self);
}

/* Called by tess_online_game_start() for a game to come back to. */
void
_tess_online_game_rejoin (TessOnlineGame *self)
{
  self->catching_up = TRUE;
  self->phase = PHASE_WAIT_SETUP;
  self->held = g_ptr_array_new_with_free_func (held_free);
  /* In the room first, so that nothing sent from now on is missed; a
   * peek stays out of it. */
  if (!self->peeking)
    tess_xmpp_client_join_room (self->client, self->room, self->nick);
  g_free (self->archive_query);
  self->archive_query = tess_xmpp_client_query_archive (self->client, self->room);
}

/* In the room already, a stanza of a game set up before this client
 * came in: the game so far is read from the archive, and the live
 * stanzas are held meanwhile and merged with it by their numbers. */
void
_tess_online_game_catch_up (TessOnlineGame *self)
{
  self->catching_up = TRUE;
  if (self->held == NULL)
    self->held = g_ptr_array_new_with_free_func (held_free);
  g_free (self->archive_query);
  self->archive_query = tess_xmpp_client_query_archive (self->client, self->room);
}

/* A live game stanza that came while the archive is read. */
void
_tess_online_game_hold (TessOnlineGame *self,
                        TessPayload    *payload,
                        const char     *sender)
{
  Held *held;

  /* The archive is read, and a move of it still checked: this one waits
   * behind it (the archive may have had it too). */
  if (self->caught_up_pending)
    {
      _tess_online_game_wait (self, payload, sender, TRUE);
      return;
    }
  held = g_new0 (Held, 1);
  held->payload = tess_payload_copy (payload);
  held->sender = g_strdup (sender);
  g_ptr_array_add (self->held, held);
}

/* This client's own commit, read back from the room, must be the one
 * its saved seed makes: else the draws to come could not follow. */
gboolean
_tess_online_game_check_own_commit (TessOnlineGame  *self,
                                    const guint8    *commit,
                                    char           **problem)
{
  if (self->seed == NULL || memcmp (commit, tess_draw_chain_commit (self->chain), TESS_DRAW_LINK_LEN) == 0)
    return TRUE;
  *problem = g_strdup_printf (_("The game saved here does not fit the room %s: this client "
                                "committed to another chain there."), self->room);
  return FALSE;
}

/* A stanza of the game, archived or held: the next is applied, one
 * already applied (the archive and the live stanzas overlap) is
 * skipped. Another in its place, a resignation that crossed stanzas in
 * flight, a void handover: apply() places them. While a move is
 * checked, it waits its turn. Returns FALSE once the game fails. */
gboolean
_tess_online_game_take (TessOnlineGame *self,
                        TessPayload    *payload,
                        const char     *sender)
{
  guint seq = tess_payload_get_seq (payload);

  if (_tess_online_game_checking (self))
    {
      _tess_online_game_wait (self, payload, sender, TRUE);
      return TRUE;
    }
  if (seq < self->history->len
      && g_strcmp0 (tess_payload_get_hash (payload),
                    tess_payload_get_hash (self->history->pdata[seq])) == 0)
    return TRUE;
  return _tess_online_game_apply (self, payload, sender);
}

/* ------------------------------------------------------------ invitations */

/* An invitation can come long after it was sent: kept by the server
 * while the invited were away, or sent again when a session that had
 * it was cut. Its room is checked before it is entered: a room whose
 * archive holds a setup already is a game that began without this
 * client, so the invitation is stale and the next is waited for. */
void
_tess_online_game_check_room (TessOnlineGame *self,
                              const char     *room)
{
  g_free (self->room);
  self->room = g_ascii_strdown (room, -1);
  self->phase = PHASE_CHECK_ROOM;
  self->stale = FALSE;
  self->late = FALSE;
  g_free (self->archive_query);
  self->archive_query = tess_xmpp_client_query_archive (self->client, self->room);
}

static void
room_checked (TessOnlineGame *self,
              const char     *problem)
{
  char *next;

  /* A room whose archive cannot be read is entered all the same. */
  if (!self->stale)
    {
      if (problem != NULL)
        g_debug ("Entering %s unchecked: %s", self->room, problem);
      if (self->late)
        {
          _tess_online_game_rejoin (self);
          return;
        }
      self->phase = PHASE_WAIT_SETUP;
      tess_xmpp_client_join_room (self->client, self->room, self->nick);
      return;
    }
  g_debug ("The invitation to %s is stale: its game began without this client", self->room);
  g_clear_pointer (&self->room, g_free);
  self->phase = PHASE_WAIT_INVITATION;
  next = g_queue_pop_head (&self->invited);
  if (next != NULL)
    {
      _tess_online_game_check_room (self, next);
      g_free (next);
    }
}

/* ------------------------------------------------------------ the archive */

static void
on_archived (TessOnlineGame *self,
             const char     *query,
             const char     *room,
             const char     *address,
             TessPayload    *payload)
{
  /* Another query's, maybe of the same room (Online Games… looks into it). */
  if (g_strcmp0 (query, self->archive_query) != 0)
    return;
  if (self->phase == PHASE_CHECK_ROOM && g_strcmp0 (room, self->room) == 0)
    {
      /* Only who invited sets the game up: anyone else's setup is not one. */
      if (tess_payload_get_kind (payload) == TESS_PAYLOAD_SETUP
          && (_tess_online_game_inviter (self) == NULL
              || g_ascii_strcasecmp (address, _tess_online_game_inviter (self)) == 0))
        {
          /* A spectator may come in late: it reads the game so far. */
          if (_tess_online_game_setup_names_me (self, payload))
            self->late = TRUE;
          else
            self->stale = TRUE;
        }
      return;
    }
  if (!self->catching_up || g_ascii_strcasecmp (room, self->room) != 0 || self->phase == PHASE_OVER)
    return;
  _tess_online_game_take (self, payload, address);
}

/* The chat so far, for a client coming back or a spectator come late. */
static void
on_archived_chat (TessOnlineGame *self,
                  const char     *query,
                  const char     *room,
                  const char     *sender,
                  const char     *body)
{
  char *line;

  if (g_strcmp0 (query, self->archive_query) != 0 || !self->catching_up || self->peeking)
    return;
  if (self->archived_chat == NULL)
    self->archived_chat = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  line = g_strdup_printf ("%s\n%s", sender, body);
  g_hash_table_insert (self->archived_chat, line,
                       GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (self->archived_chat, line)) + 1));
  _tess_online_game_chat (self, sender, body);
}

/* A chat line said in the room now: while the archive is read, held, so
 * that it comes after the lines before it, and once only. */
void
_tess_online_game_live_chat (TessOnlineGame *self,
                             const char     *sender,
                             const char     *body)
{
  if (!self->catching_up || self->peeking)
    {
      _tess_online_game_chat (self, sender, body);
      return;
    }
  if (self->held_chat == NULL)
    self->held_chat = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->held_chat, g_strdup_printf ("%s\n%s", sender, body));
}

/* The lines held while the archive was read, but those it had. */
static void
flush_held_chat (TessOnlineGame *self)
{
  for (guint i = 0; self->held_chat != NULL && i < self->held_chat->len; i++)
    {
      char *line = self->held_chat->pdata[i];
      guint seen = self->archived_chat ? GPOINTER_TO_UINT (g_hash_table_lookup (self->archived_chat, line)) : 0;

      if (seen > 0)
        {
          g_hash_table_insert (self->archived_chat, g_strdup (line), GUINT_TO_POINTER (seen - 1));
          continue;
        }
      *strchr (line, '\n') = '\0';
      _tess_online_game_chat (self, line, line + strlen (line) + 1);
    }
  g_clear_pointer (&self->held_chat, g_ptr_array_unref);
  g_clear_pointer (&self->archived_chat, g_hash_table_unref);
}

/* The commits saved must be the room's; one saved before it came (all
 * zeros: the file was written at the setup) is not known yet. */
static gboolean
same_commits (JsonObject *online,
              JsonObject *saved_online)
{
  JsonArray *now = json_object_get_array_member (online, "commits");
  JsonNode *node = json_object_get_member (saved_online, "commits");
  JsonArray *saved = node && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  g_autofree char *unknown = g_strnfill (2 * TESS_DRAW_LINK_LEN, '0');

  if (saved == NULL || json_array_get_length (saved) != json_array_get_length (now))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (now); i++)
    {
      JsonNode *element = json_array_get_element (saved, i);
      const char *hex = JSON_NODE_HOLDS_VALUE (element) && json_node_get_value_type (element) == G_TYPE_STRING
                        ? json_node_get_string (element) : NULL;

      if (g_strcmp0 (hex, unknown) != 0
          && g_strcmp0 (hex, json_array_get_string_element (now, i)) != 0)
        return FALSE;
    }
  return TRUE;
}

/* The record as the room's archive made it must go on from the one
 * saved here: the same setup, commits, draws and moves. */
static gboolean
matches_saved (TessOnlineGame  *self,
               char           **problem)
{
  g_autoptr(JsonNode) now = tess_online_game_to_record_json (self);
  JsonObject *record = now ? json_node_get_object (now) : NULL;
  JsonArray *moves = record ? json_object_get_array_member (record, "moves") : NULL;
  JsonArray *saved_moves = json_object_has_member (self->saved, "moves")
                           && JSON_NODE_HOLDS_ARRAY (json_object_get_member (self->saved, "moves"))
                           ? json_object_get_array_member (self->saved, "moves") : NULL;
  JsonObject *online = record ? json_object_get_object_member (record, TESS_ONLINE_KEY) : NULL;
  JsonObject *saved_online = json_object_get_object_member (self->saved, TESS_ONLINE_KEY);
  guint n_saved = saved_moves ? json_array_get_length (saved_moves) : 0;
  guint n = moves ? json_array_get_length (moves) : 0;

  if (record == NULL)
    {
      *problem = g_strdup_printf (_("The archive of the room %s holds no game set up."), self->room);
      return FALSE;
    }
  if (n < n_saved)
    {
      *problem = g_strdup_printf (_("The archive of the room %s holds %u moves, but the game "
                                    "saved here has %u: it cannot be checked."), self->room, n,
                                  n_saved);
      return FALSE;
    }
  for (guint i = 0; i < n_saved; i++)
    if (!json_node_equal (json_array_get_element (moves, i), json_array_get_element (saved_moves, i)))
      {
        *problem = g_strdup_printf (_("The archive of the room %s differs from the game saved "
                                      "here at move %u."), self->room, i + 1);
        return FALSE;
      }
  if (!same_commits (online, saved_online)
      || !json_object_has_member (saved_online, "seats")
      || !json_node_equal (json_object_get_member (online, "seats"),
                           json_object_get_member (saved_online, "seats")))
    {
      *problem = g_strdup_printf (_("The archive of the room %s differs from the game saved "
                                    "here in its seats or its chains."), self->room);
      return FALSE;
    }
  return TRUE;
}

static void
on_archive_done (TessOnlineGame *self,
                 const char     *query,
                 const char     *room,
                 const char     *problem)
{
  if (g_strcmp0 (query, self->archive_query) != 0)
    return;
  g_clear_pointer (&self->archive_query, g_free);

  if (self->phase == PHASE_CHECK_ROOM && g_strcmp0 (room, self->room) == 0)
    {
      room_checked (self, problem);
      return;
    }
  if (!self->catching_up || g_ascii_strcasecmp (room, self->room) != 0
      || self->state == TESS_ONLINE_GAME_STOPPED)
    return;
  if (problem != NULL)
    {
      _tess_online_game_fail (self, problem);
      return;
    }
  /* The archive may end with the game's last move. */
  for (guint i = 0; i < self->held->len && self->phase != PHASE_OVER; i++)
    {
      Held *held = self->held->pdata[i];

      if (!_tess_online_game_take (self, held->payload, held->sender))
        return;
    }
  g_ptr_array_set_size (self->held, 0);
  /* A move of the archive is still checked: the rest once it is. */
  if (_tess_online_game_checking (self))
    {
      self->caught_up_pending = TRUE;
      _tess_online_game_wait (self, NULL, NULL, TRUE);
      return;
    }
  _tess_online_game_caught_up (self);
}

/* The archive is read and every stanza of it applied: the game is
 * compared with the one saved here, and goes on. */
void
_tess_online_game_caught_up (TessOnlineGame *self)
{
  g_autofree char *mismatch = NULL;

  flush_held_chat (self);
  /* Read as the game was being set up, and nothing set up yet: the
   * setup is still to come. */
  if (self->phase < PHASE_COMMITS && self->saved == NULL && !self->peeking && !self->late)
    {
      self->catching_up = FALSE;
      return;
    }
  if (self->saved != NULL && !matches_saved (self, &mismatch))
    {
      _tess_online_game_fail (self, mismatch);
      return;
    }
  if (self->peeking)
    {
      /* Done: the peek hears nothing more, so that it never acts on the
       * room, which another window may enter. */
      g_signal_handlers_disconnect_by_data (self->client, self);
      self->catching_up = FALSE;
      _tess_online_game_set_state (self, self->phase == PHASE_OVER ? TESS_ONLINE_GAME_OVER
                                                                   : TESS_ONLINE_GAME_PLAYING);
      return;
    }
  self->catching_up = FALSE;
  _tess_online_game_mark_absent (self);
  _tess_online_game_seats_changed (self);
  _tess_online_game_set_state (self, self->phase == PHASE_OVER ? TESS_ONLINE_GAME_OVER
                                                               : TESS_ONLINE_GAME_PLAYING);
  _tess_online_game_act (self);
}

void
_tess_online_game_watch_archive (TessOnlineGame *self)
{
  g_signal_connect_object (self->client, "archived", G_CALLBACK (on_archived), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->client, "archived-chat", G_CALLBACK (on_archived_chat), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->client, "archive-done", G_CALLBACK (on_archive_done), self,
                           G_CONNECT_SWAPPED);
}

/* ------------------------------------------------------------ keeping it */

/* Where the online games of this user keep their resume files. */
char *
tess_online_resume_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "tessera", "online", NULL);
}

/* The resume file is kept at @path, after the setup and every move, and
 * removed once the game has ended. */
void
tess_online_game_set_resume_file (TessOnlineGame *self,
                                  const char     *path)
{
  g_return_if_fail (TESS_IS_ONLINE_GAME (self));

  g_free (self->resume_file);
  self->resume_file = g_strdup (path);
}

/* The resume file is kept in @dir, named after the game's room. */
void
tess_online_game_set_resume_dir (TessOnlineGame *self,
                                 const char     *dir)
{
  g_return_if_fail (TESS_IS_ONLINE_GAME (self));

  g_free (self->resume_dir);
  self->resume_dir = g_strdup (dir);
}

static char *
resume_path (TessOnlineGame *self)
{
  g_autofree char *name = NULL;

  if (self->resume_file != NULL)
    return g_strdup (self->resume_file);
  if (self->resume_dir == NULL || self->room == NULL)
    return NULL;
  name = g_strdup_printf ("%s.json", self->room);
  g_strdelimit (name, "/\\", '_');
  return g_build_filename (self->resume_dir, name, NULL);
}

/* Returns: (transfer full) (nullable): where the resume file is kept,
 * %NULL when it is not */
char *
tess_online_game_dup_resume_path (TessOnlineGame *self)
{
  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), NULL);

  return resume_path (self);
}

/* The file is written in a worker thread, one write at a time: a
 * write asked for meanwhile replaces any other waiting, and goes once
 * the one under way is done. Each holds the game, so that the last
 * write is done even when the game goes. */
typedef struct
{
  char *path;
  char *text;   /* NULL: the file is removed */
} ResumeWrite;

static void
resume_write_free (gpointer data)
{
  ResumeWrite *write = data;

  g_free (write->path);
  g_free (write->text);
  g_free (write);
}

static void
write_in_thread (GTask        *task,
                 gpointer      source,
                 gpointer      data,
                 GCancellable *cancellable)
{
  ResumeWrite *write = data;
  GError *error = NULL;

  if (write->text == NULL)
    g_unlink (write->path);
  else if (!write_private (write->path, write->text, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_boolean (task, TRUE);
}

static void start_write (TessOnlineGame *self, ResumeWrite *write);

static void
on_written (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  TessOnlineGame *self = TESS_ONLINE_GAME (source);
  g_autoptr(GError) error = NULL;
  ResumeWrite *next = self->resume_next;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    _tess_online_game_resume_failed (self, error->message);
  self->resume_next = NULL;
  self->resume_busy = FALSE;
  if (next != NULL)
    start_write (self, next);
}

static void
start_write (TessOnlineGame *self,
             ResumeWrite    *write)
{
  g_autoptr(GTask) task = g_task_new (self, NULL, on_written, NULL);

  self->resume_busy = TRUE;
  if (write->text != NULL && self->resume_file == NULL)
    g_mkdir_with_parents (self->resume_dir, 0700);
  g_task_set_source_tag (task, start_write);
  g_task_set_task_data (task, write, resume_write_free);
  tess_file_writer_run_in_thread (task, write_in_thread);
}

/* Takes @text (NULL: the file goes). */
static void
queue_resume (TessOnlineGame *self,
              const char     *path,
              char           *text)
{
  ResumeWrite *write = g_new0 (ResumeWrite, 1);

  write->path = g_strdup (path);
  write->text = text;
  if (!self->resume_busy)
    {
      start_write (self, write);
      return;
    }
  g_clear_pointer (&self->resume_next, resume_write_free);
  self->resume_next = write;
}

/* After the setup and every move: the file follows the game. Once the
 * game has ended, resigned or stopped on a refused stanza, there is
 * nothing to come back to; cut off, the client may. Coming back, the
 * file is left as it was until the archive is checked. */
void
_tess_online_game_keep_resume (TessOnlineGame *self)
{
  g_autofree char *path = NULL;

  /* A spectator keeps a file only where it was asked to (not in the
   * list of games to come back to): the room, to watch it again. */
  if (self->watching && self->resume_file == NULL)
    return;
  path = resume_path (self);
  if (path == NULL)
    return;
  switch (self->state)
    {
    case TESS_ONLINE_GAME_PLAYING:
      if (!self->catching_up)
        queue_resume (self, path, resume_text (self));
      break;
    case TESS_ONLINE_GAME_OVER:
      queue_resume (self, path, NULL);
      break;
    case TESS_ONLINE_GAME_STOPPED:
      /* Resigned or given up, found live or in the archive: over for
       * all. A stanza refused live stops it for all too; one refused in
       * the archive, or an archive that cannot be read, may be this
       * client's trouble: the file stays, to be tried again. */
      if (g_error_matches (self->error, TESS_NET_ERROR, TESS_NET_ERROR_ENDED)
          || (g_error_matches (self->error, TESS_NET_ERROR, TESS_NET_ERROR_GAME) && !self->catching_up))
        queue_resume (self, path, NULL);
      break;
    case TESS_ONLINE_GAME_WAITING:
    default:
      break;
    }
}

/* Whether the resume file is being written or removed still. */
gboolean
tess_online_game_get_resume_pending (TessOnlineGame *self)
{
  g_return_val_if_fail (TESS_IS_ONLINE_GAME (self), FALSE);

  return self->resume_busy;
}
