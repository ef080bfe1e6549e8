/* tess-xmpp-archive.c: a room's archive (XEP-0313) for TessXmppClient
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A client that comes back to a game reads what the room kept while it
 * was away: every message of the room's archive, oldest first, a page
 * at a time (Result Set Management, XEP-0059). The room shows real
 * addresses, so each archived message names the address that sent it;
 * only game stanzas are passed on, checked as live ones are.
 */

#define G_LOG_DOMAIN "tess-net"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tess-xmpp-client-private.h"

#define NS_MAM "urn:xmpp:mam:2"
#define NS_RSM "http://jabber.org/protocol/rsm"
#define NS_FORWARD "urn:xmpp:forward:0"
#define NS_MUC_USER "http://jabber.org/protocol/muc#user"

/* A page: servers cap it (Prosody at 50 by default). A game of five
 * players is under 500 stanzas; a room that pages on past this is not
 * read to its end. */
#define PAGE_SIZE "50"
#define MAX_PAGES 100

enum {
  ARCHIVED,
  ARCHIVED_CHAT,
  ARCHIVE_DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The queries under way, by query id, kept on the client. */
static GQuark queries_quark;

typedef struct
{
  TessXmppClient *self;
  char           *room;
  char           *id;        /* the query's id */
  char           *after;     /* the last page's last message */
  guint           pages;
  char           *problem;   /* the first archived stanza that did not read */
} Query;

static void
query_free (gpointer data)
{
  Query *query = data;

  g_free (query->room);
  g_free (query->id);
  g_free (query->after);
  g_free (query->problem);
  g_free (query);
}

static GHashTable *
queries (TessXmppClient *self)
{
  GHashTable *table = g_object_get_qdata (G_OBJECT (self), queries_quark);

  if (table == NULL)
    {
      table = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, query_free);
      g_object_set_qdata_full (G_OBJECT (self), queries_quark, table,
                               (GDestroyNotify) g_hash_table_unref);
    }
  return table;
}

/* <name> (in @ns) as the last child of @parent. */
static xmpp_stanza_t *
add_element (xmpp_ctx_t    *ctx,
             xmpp_stanza_t *parent,
             const char    *name,
             const char    *ns)
{
  return _tess_xmpp_adopt (parent, _tess_xmpp_new_element (ctx, name, ns));
}

static int on_fin (xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *userdata);

/* Asks for the page after @after (the first page when %NULL). */
static void
send_query (Query      *query,
            const char *after)
{
  xmpp_ctx_t *ctx = _tess_xmpp_client_get_ctx (query->self);
  xmpp_conn_t *conn = _tess_xmpp_client_get_conn (query->self);
  /* Each page's iq has an id of its own: libstrophe keeps one handler
   * per id, and the next page is asked from the last one's handler. */
  g_autofree char *iq_id = g_strdup_printf ("%s-%u", query->id, query->pages++);
  xmpp_stanza_t *iq = xmpp_iq_new (ctx, "set", iq_id);
  xmpp_stanza_t *q = add_element (ctx, iq, "query", NS_MAM);
  xmpp_stanza_t *set = add_element (ctx, q, "set", NS_RSM);

  xmpp_stanza_set_to (iq, query->room);
  xmpp_stanza_set_attribute (q, "queryid", query->id);
  _tess_xmpp_add_text (ctx, add_element (ctx, set, "max", NULL), PAGE_SIZE);
  if (after != NULL)
    _tess_xmpp_add_text (ctx, add_element (ctx, set, "after", NULL), after);
  xmpp_id_handler_add (conn, on_fin, iq_id, query);
  xmpp_send (conn, iq);
  xmpp_stanza_release (iq);
  _tess_xmpp_client_flush (query->self);
}

static void
finish (Query      *query,
        const char *problem)
{
  TessXmppClient *self = query->self;
  g_autofree char *id = g_strdup (query->id);
  g_autofree char *room = g_strdup (query->room);
  g_autofree char *message = g_strdup (problem ? problem : query->problem);

  g_hash_table_remove (queries (self), query->id);
  g_signal_emit (self, signals[ARCHIVE_DONE], 0, id, room, message);
}

/* The end of a page: the next, or the end of the archive. */
static int
on_fin (xmpp_conn_t   *conn,
        xmpp_stanza_t *stanza,
        void          *userdata)
{
  Query *query = userdata;
  xmpp_stanza_t *fin = xmpp_stanza_get_child_by_name_and_ns (stanza, "fin", NS_MAM);
  xmpp_stanza_t *set = fin ? xmpp_stanza_get_child_by_name_and_ns (fin, "set", NS_RSM) : NULL;
  xmpp_stanza_t *last = set ? xmpp_stanza_get_child_by_name (set, "last") : NULL;
  g_autofree char *after = NULL;

  if (g_strcmp0 (xmpp_stanza_get_type (stanza), "result") != 0 || fin == NULL)
    {
      g_autofree char *problem = g_strdup_printf (_("The room %s keeps no archive that Tessera "
                                                    "can read, so the game cannot be picked up "
                                                    "where it was."), query->room);

      finish (query, problem);
      return 0;
    }
  if (last != NULL)
    {
      char *text = xmpp_stanza_get_text (last);

      after = g_strdup (text);
      xmpp_free (_tess_xmpp_client_get_ctx (query->self), text);
    }
  if (query->problem != NULL || g_strcmp0 (xmpp_stanza_get_attribute (fin, "complete"), "true") == 0
      || after == NULL)
    finish (query, NULL);
  else if (g_strcmp0 (after, query->after) == 0 || query->pages >= MAX_PAGES)
    {
      g_autofree char *problem = g_strdup_printf (_("The archive of the room %s does not come to "
                                                    "an end."), query->room);

      finish (query, problem);
    }
  else
    {
      g_free (query->after);
      query->after = g_strdup (after);
      send_query (query, after);
    }
  return 0;
}

/* A chat line of the archive: said by its sender's address, or by the
 * nickname it had in the room when the archive does not say (a line
 * with neither is left out). */
static void
emit_chat (TessXmppClient *self,
           Query          *query,
           xmpp_stanza_t  *message,
           const char     *real)
{
  const char *from = xmpp_stanza_get_from (message);
  const char *nick = from ? strchr (from, '/') : NULL;
  g_autofree char *address = real ? _tess_xmpp_bare (real) : g_strdup (nick ? nick + 1 : NULL);
  char *body = xmpp_message_get_body (message);

  if (address != NULL && *address != '\0' && g_utf8_validate (address, -1, NULL)
      && body != NULL && *body != '\0' && g_utf8_validate (body, -1, NULL))
    g_signal_emit (self, signals[ARCHIVED_CHAT], 0, query->id, query->room, address, body);
  xmpp_free (_tess_xmpp_client_get_ctx (self), body);
}

/* One archived message: a game stanza is passed on with its sender's
 * address, as the room recorded it; a chat line, as emit_chat() says. */
static int
on_result (xmpp_conn_t   *conn,
           xmpp_stanza_t *stanza,
           void          *userdata)
{
  TessXmppClient *self = userdata;
  xmpp_stanza_t *result = xmpp_stanza_get_child_by_name_and_ns (stanza, "result", NS_MAM);
  xmpp_stanza_t *forwarded, *message, *game, *x, *item;
  const char *id = result ? xmpp_stanza_get_attribute (result, "queryid") : NULL;
  const char *from = xmpp_stanza_get_from (stanza);
  const char *real;
  g_autoptr(TessPayload) payload = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *address = NULL;
  Query *query;
  char *text;

  query = id ? g_hash_table_lookup (queries (self), id) : NULL;
  /* Only the room asked answers for it. */
  if (query == NULL || from == NULL || g_ascii_strcasecmp (from, query->room) != 0
      || query->problem != NULL)
    return 1;
  forwarded = xmpp_stanza_get_child_by_name_and_ns (result, "forwarded", NS_FORWARD);
  message = forwarded ? xmpp_stanza_get_child_by_name (forwarded, "message") : NULL;
  if (message == NULL)
    return 1;
  game = xmpp_stanza_get_child_by_name_and_ns (message, TESS_PAYLOAD_ELEMENT, TESS_PAYLOAD_NS);
  /* The server adds its own record of the sender last: one a member
   * put in the message itself is not taken for it. */
  x = NULL;
  for (xmpp_stanza_t *c = xmpp_stanza_get_children (message); c != NULL; c = xmpp_stanza_get_next (c))
    if (g_strcmp0 (xmpp_stanza_get_name (c), "x") == 0 && g_strcmp0 (xmpp_stanza_get_ns (c), NS_MUC_USER) == 0)
      x = c;
  item = x ? xmpp_stanza_get_child_by_name (x, "item") : NULL;
  real = item ? xmpp_stanza_get_attribute (item, "jid") : NULL;
  if (game == NULL)
    {
      emit_chat (self, query, message, real);
      return 1;
    }
  if (real == NULL)
    {
      query->problem = g_strdup_printf (_("The archive of the room %s does not say who sent "
                                          "its game messages."), query->room);
      return 1;
    }
  text = xmpp_stanza_get_text (game);
  payload = tess_payload_parse (xmpp_stanza_get_attribute (game, "kind"),
                                xmpp_stanza_get_attribute (game, "seq"),
                                xmpp_stanza_get_attribute (game, "prev"),
                                text, -1, &error);
  xmpp_free (_tess_xmpp_client_get_ctx (self), text);
  address = _tess_xmpp_bare (real);
  /* Anyone in the room can send one: it was never part of the game. */
  if (payload == NULL)
    {
      g_debug ("The archive of %s skips a game message of %s: %s", query->room, address,
               error->message);
      return 1;
    }
  g_signal_emit (self, signals[ARCHIVED], 0, query->id, query->room, address, payload);
  return 1;
}

/**
 * tess_xmpp_client_query_archive:
 * @room: a room whose member this account is
 *
 * Reads the room's archive from its first message:
 * #TessXmppClient::archived for each game stanza and
 * #TessXmppClient::archived-chat for each chat line, in order, then
 * #TessXmppClient::archive-done, both naming the query: two queries of
 * one room may be under way at once.
 *
 * Returns: (transfer full): the query's id
 */
char *
tess_xmpp_client_query_archive (TessXmppClient *self,
                                const char     *room)
{
  Query *query;

  g_return_val_if_fail (TESS_IS_XMPP_CLIENT (self), NULL);
  g_return_val_if_fail (tess_xmpp_client_get_state (self) == TESS_XMPP_STATE_CONNECTED, NULL);

  query = g_new0 (Query, 1);
  query->self = self;
  query->room = g_ascii_strdown (room, -1);
  query->id = g_uuid_string_random ();
  g_hash_table_insert (queries (self), query->id, query);
  send_query (query, NULL);
  return g_strdup (query->id);
}

void
_tess_xmpp_archive_add_handlers (TessXmppClient *self,
                                 xmpp_conn_t    *conn)
{
  /* A new connection: queries of the last one get no answer. */
  g_hash_table_remove_all (queries (self));
  xmpp_handler_add (conn, on_result, NS_MAM, "message", NULL, self);
}

void
_tess_xmpp_archive_class_init (GObjectClass *object_class)
{
  GType type = G_TYPE_FROM_CLASS (object_class);

  queries_quark = g_quark_from_static_string ("tess-xmpp-archive-queries");
  /**
   * TessXmppClient::archived:
   * @query: the query's id (tess_xmpp_client_query_archive())
   * @room: the room whose archive is read
   * @address: the sender's bare address, as the room recorded it
   * @payload: (type gpointer): the #TessPayload, checked on its own
   */
  signals[ARCHIVED] =
    g_signal_new ("archived", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 4, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_POINTER);
  /**
   * TessXmppClient::archived-chat:
   * @query: the query's id
   * @room: the room whose archive is read
   * @sender: the sender's bare address, or their nickname when the
   *   archive does not say
   * @body: the line
   *
   * A chat line of the archive, in order among the game stanzas.
   */
  signals[ARCHIVED_CHAT] =
    g_signal_new ("archived-chat", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 4, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING);
  /**
   * TessXmppClient::archive-done:
   * @query: the query's id
   * @room: the room
   * @problem: (nullable): why the archive could not be read whole
   */
  signals[ARCHIVE_DONE] =
    g_signal_new ("archive-done", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING);
}
