/* tess-xmpp-room.c: group chats and invitations for TessXmppClient
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game is a members-only, non-anonymous, persistent group chat room
 * (XEP-0045) that its host creates and configures, then fills with
 * members and invites them to with direct invitations (XEP-0249). The
 * room shows each occupant's real address, so that every game stanza's
 * sender is known by address, not by nickname.
 */

#define G_LOG_DOMAIN "tess-net"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tess-net-error.h"
#include "tess-xmpp-client-private.h"

#define NS_MUC "http://jabber.org/protocol/muc"
#define NS_MUC_USER "http://jabber.org/protocol/muc#user"
#define NS_MUC_OWNER "http://jabber.org/protocol/muc#owner"
#define NS_MUC_ADMIN "http://jabber.org/protocol/muc#admin"
#define NS_CONFERENCE "jabber:x:conference"
#define NS_DATA "jabber:x:data"
#define NS_DISCO_ITEMS "http://jabber.org/protocol/disco#items"
#define NS_DISCO_INFO "http://jabber.org/protocol/disco#info"
#define NS_STANZAS "urn:ietf:params:xml:ns:xmpp-stanzas"

enum {
  INVITATION,
  OCCUPANT,
  ROOM_READY,
  ROOM_ERROR,
  MUC_SERVICE,
  INVITATION_FAILED,
  MEMBER_REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The stanza-building helpers the client's group chat and archive
 * files share (tess-xmpp-client-private.h). */
xmpp_stanza_t *
_tess_xmpp_new_element (xmpp_ctx_t *ctx,
                        const char *name,
                        const char *ns)
{
  xmpp_stanza_t *e = xmpp_stanza_new (ctx);

  xmpp_stanza_set_name (e, name);
  if (ns != NULL)
    xmpp_stanza_set_ns (e, ns);
  return e;
}

/* Adds @child to @parent and drops the caller's reference. */
xmpp_stanza_t *
_tess_xmpp_adopt (xmpp_stanza_t *parent,
                  xmpp_stanza_t *child)
{
  xmpp_stanza_add_child (parent, child);
  xmpp_stanza_release (child);
  return child;
}

void
_tess_xmpp_add_text (xmpp_ctx_t    *ctx,
                     xmpp_stanza_t *parent,
                     const char    *text)
{
  xmpp_stanza_t *t = xmpp_stanza_new (ctx);

  xmpp_stanza_set_text (t, text);
  _tess_xmpp_adopt (parent, t);
}

/* An address without its resource. */
char *
_tess_xmpp_bare (const char *jid)
{
  const char *slash = jid ? strchr (jid, '/') : NULL;

  return slash ? g_strndup (jid, slash - jid) : g_strdup (jid);
}

/* The defined condition of an error stanza (RFC 6120 §8.3.3), such as
 * "conflict", or NULL. */
char *
_tess_xmpp_error_condition (xmpp_stanza_t *stanza)
{
  xmpp_stanza_t *error = xmpp_stanza_get_child_by_name (stanza, "error");

  for (xmpp_stanza_t *c = error ? xmpp_stanza_get_children (error) : NULL; c != NULL;
       c = xmpp_stanza_get_next (c))
    if (xmpp_stanza_is_tag (c) && g_strcmp0 (xmpp_stanza_get_ns (c), NS_STANZAS) == 0
        && g_strcmp0 (xmpp_stanza_get_name (c), "text") != 0)
      return g_strdup (xmpp_stanza_get_name (c));
  return NULL;
}

/* A direct invitation: <x xmlns="jabber:x:conference" jid="room"/>. */
static int
on_invitation (xmpp_conn_t   *conn,
               xmpp_stanza_t *stanza,
               void          *userdata)
{
  xmpp_stanza_t *x = xmpp_stanza_get_child_by_name_and_ns (stanza, "x", NS_CONFERENCE);
  const char *room = x ? xmpp_stanza_get_attribute (x, "jid") : NULL;
  const char *from = xmpp_stanza_get_from (stanza);

  if (room != NULL && from != NULL && strchr (room, '@') != NULL)
    g_signal_emit (userdata, signals[INVITATION], 0, from, room);
  return 1;
}

/* Occupants come and go; the room tells their real address. */
static int
on_presence (xmpp_conn_t   *conn,
             xmpp_stanza_t *stanza,
             void          *userdata)
{
  TessXmppClient *self = userdata;
  const char *from = xmpp_stanza_get_from (stanza);
  const char *type = xmpp_stanza_get_type (stanza);
  xmpp_stanza_t *x = xmpp_stanza_get_child_by_name_and_ns (stanza, "x", NS_MUC_USER);
  xmpp_stanza_t *item = x ? xmpp_stanza_get_child_by_name (x, "item") : NULL;
  const char *real = item ? xmpp_stanza_get_attribute (item, "jid") : NULL;
  g_autofree char *real_bare = _tess_xmpp_bare (real);
  g_autofree char *room = _tess_xmpp_bare (from);

  if (from == NULL)
    return 1;
  if (g_strcmp0 (type, "error") == 0)
    {
      g_autofree char *condition = _tess_xmpp_error_condition (stanza);
      g_autofree char *message =
        g_strdup_printf (_("The room %s refused to let you in (%s)."), room,
                         condition ? condition : "?");

      g_signal_emit (self, signals[ROOM_ERROR], 0, room, condition, message);
      return 1;
    }
  if (x == NULL)
    return 1;
  g_signal_emit (self, signals[OCCUPANT], 0, from, real_bare, g_strcmp0 (type, "unavailable") != 0);
  return 1;
}

/* The members of a room being made: one request each, as servers
 * may take only the first item of a request (Prosody does). */
typedef struct
{
  TessXmppClient *self;
  char           *room;
  guint           pending;
  gboolean        refused;
} Members;

static int
on_admin_result (xmpp_conn_t   *conn,
                 xmpp_stanza_t *stanza,
                 void          *userdata)
{
  Members *members = userdata;

  members->refused |= g_strcmp0 (xmpp_stanza_get_type (stanza), "result") != 0;
  if (--members->pending > 0)
    return 0;
  if (!members->refused)
    g_signal_emit (members->self, signals[ROOM_READY], 0, members->room);
  else
    {
      g_autofree char *message = g_strdup_printf (_("The room %s did not take its members."),
                                                  members->room);

      g_signal_emit (members->self, signals[ROOM_ERROR], 0, members->room, NULL, message);
    }
  g_free (members->room);
  g_free (members);
  return 0;
}

static void
send_members (TessXmppClient     *self,
              const char         *room,
              const char *const  *addresses)
{
  xmpp_ctx_t *ctx = _tess_xmpp_client_get_ctx (self);
  xmpp_conn_t *conn = _tess_xmpp_client_get_conn (self);
  Members *members = g_new0 (Members, 1);

  members->self = self;
  members->room = g_strdup (room);
  members->pending = g_strv_length ((char **) addresses);
  if (members->pending == 0)
    {
      g_signal_emit (self, signals[ROOM_READY], 0, room);
      g_free (members->room);
      g_free (members);
      return;
    }
  for (guint i = 0; addresses[i] != NULL; i++)
    {
      g_autofree char *id = g_strdup_printf ("tess-members-%s-%u", room, i);
      xmpp_stanza_t *iq = xmpp_iq_new (ctx, "set", id);
      xmpp_stanza_t *query = _tess_xmpp_adopt (iq, _tess_xmpp_new_element (ctx, "query", NS_MUC_ADMIN));
      xmpp_stanza_t *item = _tess_xmpp_adopt (query, _tess_xmpp_new_element (ctx, "item", NULL));

      xmpp_stanza_set_to (iq, room);
      xmpp_stanza_set_attribute (item, "affiliation", "member");
      xmpp_stanza_set_attribute (item, "jid", addresses[i]);
      xmpp_id_handler_add (conn, on_admin_result, id, members);
      xmpp_send (conn, iq);
      xmpp_stanza_release (iq);
    }
}

typedef struct
{
  TessXmppClient *self;
  char           *room;
  char          **members;
} ConfigureData;

static int
on_config_result (xmpp_conn_t   *conn,
                  xmpp_stanza_t *stanza,
                  void          *userdata)
{
  ConfigureData *data = userdata;

  if (g_strcmp0 (xmpp_stanza_get_type (stanza), "result") == 0)
    send_members (data->self, data->room, (const char *const *) data->members);
  else
    {
      g_autofree char *message = g_strdup_printf (_("The chat server did not set up the room %s "
                                                    "as a game needs: members only, addresses "
                                                    "shown."), data->room);

      g_signal_emit (data->self, signals[ROOM_ERROR], 0, data->room, NULL, message);
    }
  g_free (data->room);
  g_strfreev (data->members);
  g_free (data);
  return 0;
}

static void
add_field (xmpp_ctx_t    *ctx,
           xmpp_stanza_t *form,
           const char    *var,
           const char    *value)
{
  xmpp_stanza_t *field = _tess_xmpp_adopt (form, _tess_xmpp_new_element (ctx, "field", NULL));
  xmpp_stanza_t *v = _tess_xmpp_adopt (field, _tess_xmpp_new_element (ctx, "value", NULL));

  xmpp_stanza_set_attribute (field, "var", var);
  _tess_xmpp_add_text (ctx, v, value);
}

/**
 * tess_xmpp_client_create_room:
 * @room: the room's address, room@service
 * @nick: the host's nickname in it
 * @members: (array zero-terminated=1): the addresses allowed in
 *
 * Enters the room (which creates it), configures it members-only,
 * non-anonymous and persistent with its history archived, and makes
 * @members its members; #TessXmppClient::room-ready follows, or
 * #TessXmppClient::room-error.
 */
void
tess_xmpp_client_create_room (TessXmppClient     *self,
                              const char         *room,
                              const char         *nick,
                              const char *const  *members)
{
  xmpp_ctx_t *ctx;
  xmpp_conn_t *conn;
  xmpp_stanza_t *iq, *query, *form;
  ConfigureData *data;
  g_autofree char *id = NULL;

  g_return_if_fail (TESS_IS_XMPP_CLIENT (self));
  g_return_if_fail (tess_xmpp_client_get_state (self) == TESS_XMPP_STATE_CONNECTED);

  tess_xmpp_client_join_room (self, room, nick);
  ctx = _tess_xmpp_client_get_ctx (self);
  conn = _tess_xmpp_client_get_conn (self);
  id = g_strdup_printf ("tess-config-%s", room);
  iq = xmpp_iq_new (ctx, "set", id);
  xmpp_stanza_set_to (iq, room);
  query = _tess_xmpp_adopt (iq, _tess_xmpp_new_element (ctx, "query", NS_MUC_OWNER));
  form = _tess_xmpp_adopt (query, _tess_xmpp_new_element (ctx, "x", NS_DATA));
  xmpp_stanza_set_attribute (form, "type", "submit");
  add_field (ctx, form, "FORM_TYPE", "http://jabber.org/protocol/muc#roomconfig");
  add_field (ctx, form, "muc#roomconfig_membersonly", "1");
  add_field (ctx, form, "muc#roomconfig_whois", "anyone");
  add_field (ctx, form, "muc#roomconfig_persistentroom", "1");
  add_field (ctx, form, "muc#roomconfig_publicroom", "0");
  add_field (ctx, form, "muc#roomconfig_enablearchiving", "1");
  add_field (ctx, form, "muc#roomconfig_allowinvites", "0");

  data = g_new0 (ConfigureData, 1);
  data->self = self;
  data->room = g_strdup (room);
  data->members = g_strdupv ((char **) members);
  xmpp_id_handler_add (conn, on_config_result, id, data);
  xmpp_send (conn, iq);
  xmpp_stanza_release (iq);
  _tess_xmpp_client_flush (self);
}

/* Enters a room under @nick; its occupants then come as
 * #TessXmppClient::occupant, its messages as messages. */
void
tess_xmpp_client_join_room (TessXmppClient *self,
                            const char     *room,
                            const char     *nick)
{
  xmpp_ctx_t *ctx;
  xmpp_stanza_t *presence, *x, *history;
  g_autofree char *to = NULL;

  g_return_if_fail (TESS_IS_XMPP_CLIENT (self));
  g_return_if_fail (tess_xmpp_client_get_state (self) == TESS_XMPP_STATE_CONNECTED);

  ctx = _tess_xmpp_client_get_ctx (self);
  to = g_strdup_printf ("%s/%s", room, nick);
  presence = xmpp_presence_new (ctx);
  xmpp_stanza_set_to (presence, to);
  x = _tess_xmpp_adopt (presence, _tess_xmpp_new_element (ctx, "x", NS_MUC));
  /* The game so far comes from the game, not from the room's replay. */
  history = _tess_xmpp_adopt (x, _tess_xmpp_new_element (ctx, "history", NULL));
  xmpp_stanza_set_attribute (history, "maxstanzas", "0");
  xmpp_send (_tess_xmpp_client_get_conn (self), presence);
  xmpp_stanza_release (presence);
  _tess_xmpp_client_flush (self);
}

void
tess_xmpp_client_leave_room (TessXmppClient *self,
                             const char     *room,
                             const char     *nick)
{
  xmpp_stanza_t *presence;
  g_autofree char *to = NULL;

  g_return_if_fail (TESS_IS_XMPP_CLIENT (self));
  if (tess_xmpp_client_get_state (self) != TESS_XMPP_STATE_CONNECTED)
    return;
  to = g_strdup_printf ("%s/%s", room, nick);
  presence = xmpp_presence_new (_tess_xmpp_client_get_ctx (self));
  xmpp_stanza_set_to (presence, to);
  xmpp_stanza_set_type (presence, "unavailable");
  xmpp_send (_tess_xmpp_client_get_conn (self), presence);
  xmpp_stanza_release (presence);
  _tess_xmpp_client_flush (self);
}

/**
 * tess_xmpp_client_ban:
 * @room: a room this client owns
 * @address: a bare address
 * @reason: (nullable): why, for the one banned
 *
 * Bans @address from @room (an outcast, XEP-0045 §9.1): its occupants
 * are sent out and it cannot come in again. The answer is not waited
 * for: a ban the service refuses leaves the member where they are.
 */
void
tess_xmpp_client_ban (TessXmppClient *self,
                      const char     *room,
                      const char     *address,
                      const char     *reason)
{
  xmpp_ctx_t *ctx;
  xmpp_stanza_t *iq, *query, *item;
  g_autofree char *id = g_uuid_string_random ();

  g_return_if_fail (TESS_IS_XMPP_CLIENT (self));
  if (tess_xmpp_client_get_state (self) != TESS_XMPP_STATE_CONNECTED)
    return;
  ctx = _tess_xmpp_client_get_ctx (self);
  iq = xmpp_iq_new (ctx, "set", id);
  xmpp_stanza_set_to (iq, room);
  query = _tess_xmpp_adopt (iq, _tess_xmpp_new_element (ctx, "query", NS_MUC_ADMIN));
  item = _tess_xmpp_adopt (query, _tess_xmpp_new_element (ctx, "item", NULL));
  xmpp_stanza_set_attribute (item, "affiliation", "outcast");
  xmpp_stanza_set_attribute (item, "jid", address);
  if (reason != NULL)
    _tess_xmpp_add_text (ctx, _tess_xmpp_adopt (item, _tess_xmpp_new_element (ctx, "reason", NULL)),
                         reason);
  xmpp_send (_tess_xmpp_client_get_conn (self), iq);
  xmpp_stanza_release (iq);
  _tess_xmpp_client_flush (self);
}

/* A direct invitation can come back: a server that kept it for a
 * session that was cut and never resumed (XEP-0198) returns it when
 * that session ends, by then maybe long after the invited person signed
 * in again. Each invitation is kept by its id and sent again when it
 * bounces, a few times at most, in case the server returns everything;
 * one not returned within a day is forgotten. */
#define INVITATION_TRIES 3
#define INVITATION_KEPT_US (24 * G_TIME_SPAN_HOUR)

typedef struct
{
  char   *to;
  char   *room;
  char   *reason;
  guint   tries;
  gint64  sent;    /* monotonic, µs */
} Invitation;

static gboolean
invitation_is_old (gpointer key,
                   gpointer value,
                   gpointer now)
{
  return *(gint64 *) now - ((Invitation *) value)->sent > INVITATION_KEPT_US;
}

static void
invitation_free (gpointer data)
{
  Invitation *invitation = data;

  g_free (invitation->to);
  g_free (invitation->room);
  g_free (invitation->reason);
  g_free (invitation);
}

GHashTable *
_tess_xmpp_room_new_invitations (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, invitation_free);
}

static void
send_invitation (TessXmppClient *self,
                 Invitation     *invitation)
{
  xmpp_ctx_t *ctx = _tess_xmpp_client_get_ctx (self);
  char *id = g_uuid_string_random ();
  xmpp_stanza_t *message, *x;

  message = xmpp_message_new (ctx, "normal", invitation->to, id);
  if (invitation->reason != NULL)
    xmpp_message_set_body (message, invitation->reason);
  x = _tess_xmpp_adopt (message, _tess_xmpp_new_element (ctx, "x", NS_CONFERENCE));
  xmpp_stanza_set_attribute (x, "jid", invitation->room);
  if (invitation->reason != NULL)
    xmpp_stanza_set_attribute (x, "reason", invitation->reason);
  invitation->tries++;
  invitation->sent = g_get_monotonic_time ();
  g_hash_table_foreach_remove (_tess_xmpp_client_get_invitations (self), invitation_is_old,
                               &invitation->sent);
  g_hash_table_insert (_tess_xmpp_client_get_invitations (self), id, invitation);
  xmpp_send (_tess_xmpp_client_get_conn (self), message);
  xmpp_stanza_release (message);
  _tess_xmpp_client_flush (self);
}

static int
on_message_error (xmpp_conn_t   *conn,
                  xmpp_stanza_t *stanza,
                  void          *userdata)
{
  TessXmppClient *self = userdata;
  const char *id = xmpp_stanza_get_id (stanza);
  g_autofree char *key = NULL;
  Invitation *invitation;

  g_autofree char *condition = NULL;

  if (id == NULL
      || !g_hash_table_steal_extended (_tess_xmpp_client_get_invitations (self), id,
                                       (gpointer *) &key, (gpointer *) &invitation))
    return 1;
  condition = _tess_xmpp_error_condition (stanza);
  /* Returned by a session that ended (Prosody's smacks says
   * "recipient-unavailable"): sent again. Any other condition is the
   * address or its server that cannot be reached: said at once. */
  if (condition == NULL || strcmp (condition, "recipient-unavailable") == 0)
    {
      if (invitation->tries < INVITATION_TRIES)
        send_invitation (self, invitation);
      else
        invitation_free (invitation);
      return 1;
    }
  g_signal_emit (self, signals[INVITATION_FAILED], 0, invitation->to, invitation->room, condition);
  invitation_free (invitation);
  return 1;
}

/**
 * tess_xmpp_client_tell_refused:
 * @to: who should know: the game's host
 * @room: the room that refused this client
 * @condition: (nullable): why, the room's error condition ("forbidden")
 *
 * Tells @to that @room did not let this client in, so that nobody waits
 * for it: #TessXmppClient::member-refused there.
 */
void
tess_xmpp_client_tell_refused (TessXmppClient *self,
                               const char     *to,
                               const char     *room,
                               const char     *condition)
{
  xmpp_ctx_t *ctx;
  xmpp_stanza_t *message, *refused;
  g_autofree char *id = g_uuid_string_random ();

  g_return_if_fail (TESS_IS_XMPP_CLIENT (self));
  if (tess_xmpp_client_get_state (self) != TESS_XMPP_STATE_CONNECTED)
    return;
  ctx = _tess_xmpp_client_get_ctx (self);
  message = xmpp_message_new (ctx, "normal", to, id);
  refused = _tess_xmpp_adopt (message, _tess_xmpp_new_element (ctx, "refused", TESS_PAYLOAD_NS));
  xmpp_stanza_set_attribute (refused, "room", room);
  if (condition != NULL)
    xmpp_stanza_set_attribute (refused, "condition", condition);
  xmpp_send (_tess_xmpp_client_get_conn (self), message);
  xmpp_stanza_release (message);
  _tess_xmpp_client_flush (self);
}

/* <refused xmlns="urn:x-tessera:game:1" room="…" condition="…"/>: its
 * sender's address is the server's word, so only that account can say
 * it was refused. */
static int
on_refused (xmpp_conn_t   *conn,
            xmpp_stanza_t *stanza,
            void          *userdata)
{
  xmpp_stanza_t *refused = xmpp_stanza_get_child_by_name_and_ns (stanza, "refused", TESS_PAYLOAD_NS);
  const char *room = refused ? xmpp_stanza_get_attribute (refused, "room") : NULL;
  g_autofree char *from = _tess_xmpp_bare (xmpp_stanza_get_from (stanza));

  if (room != NULL && from != NULL && g_strcmp0 (xmpp_stanza_get_type (stanza), "error") != 0)
    g_signal_emit (userdata, signals[MEMBER_REFUSED], 0, from, room,
                   xmpp_stanza_get_attribute (refused, "condition"));
  return 1;
}

/* A direct invitation (XEP-0249) to @room, with a line for people. */
void
tess_xmpp_client_invite (TessXmppClient *self,
                         const char     *to,
                         const char     *room,
                         const char     *reason)
{
  Invitation *invitation;

  g_return_if_fail (TESS_IS_XMPP_CLIENT (self));
  g_return_if_fail (tess_xmpp_client_get_state (self) == TESS_XMPP_STATE_CONNECTED);

  invitation = g_new0 (Invitation, 1);
  invitation->to = g_strdup (to);
  invitation->room = g_strdup (room);
  invitation->reason = g_strdup (reason);
  send_invitation (self, invitation);
}

/* Service discovery (XEP-0030) of the group chat service: each of the
 * server's items is asked what it is, and the first, in the server's
 * order, that is a text conference service is the one. */
typedef struct
{
  TessXmppClient *self;
  GPtrArray      *items;     /* the server's items, in order */
  GArray         *found;     /* per item: whether it is a chat service */
  guint           pending;
} Discovery;

static void
discovery_finish (Discovery *d)
{
  const char *service = NULL;

  for (guint i = 0; i < d->items->len && service == NULL; i++)
    if (g_array_index (d->found, gboolean, i))
      service = d->items->pdata[i];
  g_signal_emit (d->self, signals[MUC_SERVICE], 0, service);
  g_ptr_array_unref (d->items);
  g_array_unref (d->found);
  g_object_unref (d->self);
  g_free (d);
}

typedef struct
{
  Discovery *d;
  guint      index;
} InfoQuery;

static int
on_disco_info (xmpp_conn_t   *conn,
               xmpp_stanza_t *stanza,
               void          *userdata)
{
  InfoQuery *q = userdata;
  Discovery *d = q->d;
  xmpp_stanza_t *query = xmpp_stanza_get_child_by_name_and_ns (stanza, "query", NS_DISCO_INFO);

  for (xmpp_stanza_t *c = query ? xmpp_stanza_get_children (query) : NULL; c;
       c = xmpp_stanza_get_next (c))
    if (g_strcmp0 (xmpp_stanza_get_name (c), "identity") == 0
        && g_strcmp0 (xmpp_stanza_get_attribute (c, "category"), "conference") == 0
        && g_strcmp0 (xmpp_stanza_get_attribute (c, "type"), "text") == 0)
      g_array_index (d->found, gboolean, q->index) = TRUE;
  g_free (q);
  if (--d->pending == 0)
    discovery_finish (d);
  return 0;
}

static int
on_disco_items (xmpp_conn_t   *conn,
                xmpp_stanza_t *stanza,
                void          *userdata)
{
  Discovery *d = userdata;
  xmpp_ctx_t *ctx = _tess_xmpp_client_get_ctx (d->self);
  xmpp_stanza_t *query = xmpp_stanza_get_child_by_name_and_ns (stanza, "query", NS_DISCO_ITEMS);

  for (xmpp_stanza_t *c = query ? xmpp_stanza_get_children (query) : NULL; c;
       c = xmpp_stanza_get_next (c))
    {
      const char *jid = xmpp_stanza_get_attribute (c, "jid");

      if (g_strcmp0 (xmpp_stanza_get_name (c), "item") == 0 && jid != NULL
          && xmpp_stanza_get_attribute (c, "node") == NULL)
        g_ptr_array_add (d->items, g_strdup (jid));
    }
  g_array_set_size (d->found, d->items->len);
  d->pending = d->items->len;
  if (d->pending == 0)
    {
      discovery_finish (d);
      return 0;
    }
  for (guint i = 0; i < d->items->len; i++)
    {
      InfoQuery *q = g_new0 (InfoQuery, 1);
      g_autofree char *id = g_strdup_printf ("tess-info-%u-%s", i, (char *) d->items->pdata[i]);
      xmpp_stanza_t *iq = xmpp_iq_new (ctx, "get", id);

      q->d = d;
      q->index = i;
      xmpp_stanza_set_to (iq, d->items->pdata[i]);
      _tess_xmpp_adopt (iq, _tess_xmpp_new_element (ctx, "query", NS_DISCO_INFO));
      xmpp_id_handler_add (conn, on_disco_info, id, q);
      xmpp_send (conn, iq);
      xmpp_stanza_release (iq);
    }
  _tess_xmpp_client_flush (d->self);
  return 0;
}

/* Looks for the group chat service of the account's server;
 * #TessXmppClient::muc-service answers, with %NULL when there is none. */
void
tess_xmpp_client_find_muc_service (TessXmppClient *self)
{
  xmpp_ctx_t *ctx;
  xmpp_stanza_t *iq;
  Discovery *d;
  const char *at;
  g_autofree char *id = g_uuid_string_random ();

  g_return_if_fail (TESS_IS_XMPP_CLIENT (self));
  g_return_if_fail (tess_xmpp_client_get_state (self) == TESS_XMPP_STATE_CONNECTED);

  ctx = _tess_xmpp_client_get_ctx (self);
  at = strchr (tess_xmpp_client_get_jid (self), '@');
  d = g_new0 (Discovery, 1);
  d->self = g_object_ref (self);
  d->items = g_ptr_array_new_with_free_func (g_free);
  d->found = g_array_new (FALSE, TRUE, sizeof (gboolean));
  iq = xmpp_iq_new (ctx, "get", id);
  xmpp_stanza_set_to (iq, at + 1);
  _tess_xmpp_adopt (iq, _tess_xmpp_new_element (ctx, "query", NS_DISCO_ITEMS));
  xmpp_id_handler_add (_tess_xmpp_client_get_conn (self), on_disco_items, id, d);
  xmpp_send (_tess_xmpp_client_get_conn (self), iq);
  xmpp_stanza_release (iq);
  _tess_xmpp_client_flush (self);
}

void
_tess_xmpp_room_add_handlers (TessXmppClient *self,
                              xmpp_conn_t    *conn)
{
  xmpp_handler_add (conn, on_invitation, NULL, "message", NULL, self);
  xmpp_handler_add (conn, on_message_error, NULL, "message", "error", self);
  xmpp_handler_add (conn, on_refused, NULL, "message", NULL, self);
  xmpp_handler_add (conn, on_presence, NULL, "presence", NULL, self);
  _tess_xmpp_archive_add_handlers (self, conn);
  _tess_xmpp_roster_add_handlers (self, conn);
  _tess_xmpp_ping_add_handlers (self, conn);
}

void
_tess_xmpp_room_class_init (GObjectClass *object_class)
{
  GType type = G_TYPE_FROM_CLASS (object_class);

  _tess_xmpp_archive_class_init (object_class);
  _tess_xmpp_roster_class_init (object_class);
  _tess_xmpp_ping_class_init (object_class);
  /**
   * TessXmppClient::invitation:
   * @from: who invites
   * @room: the room's address
   */
  signals[INVITATION] =
    g_signal_new ("invitation", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
  /**
   * TessXmppClient::occupant:
   * @occupant: room@service/nick
   * @address: (nullable): the occupant's real bare address
   * @present: %FALSE when the occupant left
   */
  signals[OCCUPANT] =
    g_signal_new ("occupant", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_BOOLEAN);
  /**
   * TessXmppClient::room-ready:
   * @room: a room created with tess_xmpp_client_create_room(), configured
   *   and with its members
   */
  signals[ROOM_READY] =
    g_signal_new ("room-ready", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * TessXmppClient::room-error:
   * @room: the room
   * @condition: (nullable): the room's error condition when it refused
   *   this client ("conflict": the nickname is taken)
   * @message: what went wrong, in words
   */
  signals[ROOM_ERROR] =
    g_signal_new ("room-error", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING);
  /**
   * TessXmppClient::invitation-failed:
   * @to: the address invited
   * @room: the room of the invitation
   * @condition: the error condition of the bounce ("remote-server-not-found")
   *
   * An invitation came back: @to cannot be reached.
   */
  signals[INVITATION_FAILED] =
    g_signal_new ("invitation-failed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING);
  /**
   * TessXmppClient::member-refused:
   * @from: the bare address of the client refused
   * @room: the room that refused it
   * @condition: (nullable): the room's error condition
   *
   * Someone invited says the room would not let them in
   * (tess_xmpp_client_tell_refused()).
   */
  signals[MEMBER_REFUSED] =
    g_signal_new ("member-refused", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING);
  /**
   * TessXmppClient::muc-service:
   * @service: (nullable): the server's group chat service, %NULL if none
   */
  signals[MUC_SERVICE] =
    g_signal_new ("muc-service", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}
