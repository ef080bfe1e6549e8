/* tess-online-saved.c: the online games saved here, to come back to
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The resume files of a folder (tess-online-game-resume.c writes them),
 * read and listed newest first, each unreadable one with its problem;
 * and a peek at where the game of one is now.
 */

#define G_LOG_DOMAIN "tess-online-game"

#include "config.h"

#include <sys/stat.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tess-json-private.h"
#include "tess-net-error.h"
#include "tess-online-game-private.h"
#include "tess-online-record.h"

static void
saved_free (gpointer data)
{
  TessOnlineSaved *saved = data;

  g_free (saved->path);
  g_free (saved->room);
  g_strfreev (saved->names);
  g_free (saved->problem);
  g_free (saved);
}

/**
 * tess_online_resume_read:
 * @path: a resume file
 *
 * Reads a resume file as every file is read (tess_read_file() and the
 * strict reader: no FIFO, no device, no nesting beyond the limits), and
 * checks that it is one: its format, its record and the record's online
 * key.
 *
 * Returns: (transfer full) (nullable): its JSON, or %NULL with @error
 *   saying what is wrong and where
 */
JsonNode *
tess_online_resume_read (const char  *path,
                         GError     **error)
{
  g_autofree char *display = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonObject *record, *online;

  g_return_val_if_fail (path != NULL, NULL);

  root = tess_json_load_file (path, &display, error);
  if (root == NULL)
    return NULL;
  if (_tess_online_resume_parts (root, &record, &online) == NULL)
    {
      g_set_error (error, TESS_NET_ERROR, TESS_NET_ERROR_GAME,
                   /* Translators: %s is a file's name. */
                   _("%s is not a game to come back to: its room, its record or its "
                     "secret is missing or damaged."), display);
      return NULL;
    }
  return g_steal_pointer (&root);
}

/* A file that cannot be read is listed with its problem, not left out:
 * the player would look for the game in vain. */
static TessOnlineSaved *
saved_unreadable (const char *path,
                  const char *problem)
{
  TessOnlineSaved *saved = g_new0 (TessOnlineSaved, 1);
  GStatBuf st;

  saved->path = g_strdup (path);
  saved->names = g_new0 (char *, 1);
  saved->me = -1;
  saved->turn = -1;
  saved->problem = g_strdup (problem);
  saved->modified = g_stat (path, &st) == 0 ? (gint64) st.st_mtime * G_USEC_PER_SEC : 0;
  return saved;
}

static TessOnlineSaved *
saved_read (const char *path)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *object, *record, *online;
  JsonArray *players, *seats;
  TessOnlineSaved *saved;
  const char *address;
  GStatBuf st;

  root = tess_online_resume_read (path, &error);
  if (root == NULL)
    return saved_unreadable (path, error->message);
  object = _tess_online_resume_parts (root, &record, &online);
  players = json_object_has_member (record, "players")
            && JSON_NODE_HOLDS_ARRAY (json_object_get_member (record, "players"))
            ? json_object_get_array_member (record, "players") : NULL;
  seats = json_object_has_member (online, "seats")
          && JSON_NODE_HOLDS_ARRAY (json_object_get_member (online, "seats"))
          ? json_object_get_array_member (online, "seats") : NULL;
  address = json_object_get_string_member_with_default (object, "address", NULL);
  if (players == NULL || seats == NULL || address == NULL
      || json_array_get_length (players) != json_array_get_length (seats)
      || json_object_get_string_member_with_default (online, "room", NULL) == NULL)
    {
      g_autofree char *display = g_filename_display_name (path);
      g_autofree char *problem = g_strdup_printf (_("%s is not a game to come back to: its room, its record or its "
                                                    "secret is missing or damaged."), display);

      return saved_unreadable (path, problem);
    }

  saved = g_new0 (TessOnlineSaved, 1);
  saved->path = g_strdup (path);
  saved->room = g_strdup (json_object_get_string_member (online, "room"));
  saved->names = g_new0 (char *, json_array_get_length (players) + 1);
  saved->me = -1;
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonNode *player = json_array_get_element (players, i);
      JsonNode *seat = json_array_get_element (seats, i);
      const char *name = JSON_NODE_HOLDS_OBJECT (player)
        ? json_object_get_string_member_with_default (json_node_get_object (player), "name", NULL) : NULL;

      saved->names[i] = g_strdup (name ? name : "?");
      if (JSON_NODE_HOLDS_VALUE (seat) && json_node_get_value_type (seat) == G_TYPE_STRING
          && g_ascii_strcasecmp (json_node_get_string (seat), address) == 0 && saved->me < 0)
        saved->me = i;
    }
  saved->turn = json_object_get_int_member_with_default (object, "turn", -1);
  if (saved->turn >= (int) json_array_get_length (players))
    saved->turn = -1;
  saved->n_moves = json_object_has_member (record, "moves")
                   && JSON_NODE_HOLDS_ARRAY (json_object_get_member (record, "moves"))
                   ? json_array_get_length (json_object_get_array_member (record, "moves")) : 0;
  saved->modified = g_stat (path, &st) == 0 ? (gint64) st.st_mtime * G_USEC_PER_SEC : 0;
  return saved;
}

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  const TessOnlineSaved *x = *(TessOnlineSaved **) a;
  const TessOnlineSaved *y = *(TessOnlineSaved **) b;

  return (x->modified < y->modified) - (x->modified > y->modified);
}

/**
 * tess_online_saved_list:
 * @dir: a folder of resume files (tess_online_resume_dir())
 *
 * Returns: (transfer full) (element-type TessOnlineSaved): the games
 *   to come back to, the last played first; a file that does not read is
 *   listed too, with its problem
 */
GPtrArray *
tess_online_saved_list (const char *dir)
{
  GPtrArray *list = g_ptr_array_new_with_free_func (saved_free);
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  const char *name;

  while (folder != NULL && (name = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = NULL;
      TessOnlineSaved *saved;

      if (!g_str_has_suffix (name, ".json"))
        continue;
      path = g_build_filename (dir, name, NULL);
      saved = saved_read (path);
      if (saved != NULL)
        g_ptr_array_add (list, saved);
    }
  g_ptr_array_sort (list, newest_first);
  return list;
}

/**
 * tess_online_game_new_peek:
 * @client: a signed-in client of the resume file's address
 * @resume: a resume file's JSON
 * @where: the file's name, for the messages
 *
 * A look at where a game to come back to is now: once started, it reads
 * the room's archive, checks it as a client coming back does, and its
 * state becomes %TESS_ONLINE_GAME_PLAYING (or OVER) with the game as the
 * room has it. It never enters the room, sends nothing and keeps no
 * file.
 *
 * Returns: (transfer full) (nullable): the peek, or %NULL with @error
 *   set when the file cannot be read
 */
TessOnlineGame *
tess_online_game_new_peek (TessXmppClient  *client,
                           JsonNode        *resume,
                           const char      *where,
                           GError         **error)
{
  TessOnlineGame *self = tess_online_game_new_rejoin (client, resume, where, error);

  if (self != NULL)
    self->peeking = TRUE;
  return self;
}
