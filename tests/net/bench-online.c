/* bench-online.c: how long a game stanza takes from one client to another
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A benchmark, not a test (doc/BENCHMARKS.md): two clients in a game
 * room send each other 200 moves in turn, each answered when the other
 * has it; the time from a move sent to the move received by the other
 * client, p50 and p95. Twice in one run: both clients on one Prosody on
 * the loopback, then on two federated ones (ana@alpha.test, whose server
 * has the room, and bob@beta.test), every move crossing s2s.
 *
 *   meson test -C _build --benchmark --suite net -v
 */

#include "config.h"

#include <string.h>

#include "tess-test-prosody.h"
#include "tess-xmpp-client.h"

#define N_MOVES 200
#define DEADLINE_MS 120000

typedef struct
{
  TessXmppClient *client;
  char           *jid;
  gboolean        ready;
  guint           occupants;
  char           *service;
} Side;

typedef struct
{
  Side        sides[2];
  char       *room;
  TessPayload *last;
  guint       received;
  gint64      sent_at;
  GArray     *micros;
} Bench;

static gboolean
connected (gpointer data)
{
  Side *side = data;
  TessXmppState state = tess_xmpp_client_get_state (side->client);

  if (state == TESS_XMPP_STATE_FAILED)
    g_error ("%s: %s", side->jid, tess_xmpp_client_get_error (side->client)->message);
  return state == TESS_XMPP_STATE_CONNECTED;
}

static void
on_service (TessXmppClient *client,
            const char     *service,
            Side           *side)
{
  side->service = g_strdup (service ? service : "none");
}

static gboolean
has_service (gpointer data)
{
  return ((Side *) data)->service != NULL;
}

static void
on_ready (TessXmppClient *client,
          const char     *room,
          Side           *side)
{
  side->ready = TRUE;
}

static gboolean
is_ready (gpointer data)
{
  return ((Side *) data)->ready;
}

static void
on_occupant (TessXmppClient *client,
             const char     *occupant,
             const char     *address,
             gboolean        present,
             Side           *side)
{
  if (present)
    side->occupants++;
}

static gboolean
both_in (gpointer data)
{
  Bench *b = data;

  return b->sides[0].occupants >= 2 && b->sides[1].occupants >= 2;
}

static void
send_move (Bench *b,
           guint  from)
{
  g_autoptr(JsonObject) move = json_object_new ();
  TessPayload *next;

  json_object_set_string_member (move, "tile", "U");
  json_object_set_int_member (move, "x", b->received);
  json_object_set_int_member (move, "y", 1);
  json_object_set_int_member (move, "rotation", 90);
  next = tess_payload_new (TESS_PAYLOAD_MOVE, b->last, move);
  g_clear_pointer (&b->last, tess_payload_free);
  b->last = next;
  b->sent_at = g_get_monotonic_time ();
  tess_xmpp_client_send_message (b->sides[from].client, b->room, "groupchat", "move", b->last);
}

static void
on_payload (TessXmppClient *client,
            const char     *from,
            TessPayload    *payload,
            Bench          *b)
{
  guint me = client == b->sides[0].client ? 0 : 1;
  g_autofree char *own = g_strdup_printf ("%s/%s", b->room, b->sides[me].jid);

  /* The room's echo of one's own move is not the other's arrival. */
  if (strcmp (from, own) == 0)
    return;
  g_assert_cmpstr (tess_payload_get_hash (payload), ==, tess_payload_get_hash (b->last));
  g_array_append_val (b->micros, (gint64) { g_get_monotonic_time () - b->sent_at });
  if (++b->received < N_MOVES)
    send_move (b, me);
}

static gboolean
all_received (gpointer data)
{
  return ((Bench *) data)->received >= N_MOVES;
}

static int
compare (gconstpointer a,
         gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

/* One measure: ana on @servers[0], whose rooms hold the game, bob on
 * @servers[1]. */
static void
measure (const char      *what,
         TessTestProsody *servers[2])
{
  Bench b = { 0 };
  const char *users[] = { "ana", "bob" };
  g_autoptr(JsonObject) setup = json_object_new ();
  g_autofree char *id = g_uuid_string_random ();
  const char *members[2] = { NULL, NULL };
  gint64 p50, p95;

  b.micros = g_array_new (FALSE, FALSE, sizeof (gint64));
  for (int i = 0; i < 2; i++)
    {
      Side *side = &b.sides[i];

      side->jid = g_strdup_printf ("%s@%s", users[i], servers[i]->domain);
      side->client = tess_xmpp_client_new (side->jid, "bench password");
      tess_xmpp_client_set_server (side->client, servers[i]->address, servers[i]->port);
      tess_xmpp_client_set_ca_file (side->client, servers[i]->ca_file);
      tess_xmpp_client_set_register (side->client, TRUE);
      g_signal_connect (side->client, "muc-service", G_CALLBACK (on_service), side);
      g_signal_connect (side->client, "room-ready", G_CALLBACK (on_ready), side);
      g_signal_connect (side->client, "occupant", G_CALLBACK (on_occupant), side);
      g_signal_connect (side->client, "payload", G_CALLBACK (on_payload), &b);
      tess_xmpp_client_connect (side->client);
      g_assert_true (tess_test_wait_for (connected, side, DEADLINE_MS));
    }
  tess_xmpp_client_find_muc_service (b.sides[0].client);
  g_assert_true (tess_test_wait_for (has_service, &b.sides[0], DEADLINE_MS));
  b.room = g_strdup_printf ("bench-%.8s@%s", id, b.sides[0].service);
  members[0] = b.sides[1].jid;
  tess_xmpp_client_create_room (b.sides[0].client, b.room, b.sides[0].jid, members);
  g_assert_true (tess_test_wait_for (is_ready, &b.sides[0], DEADLINE_MS));
  tess_xmpp_client_join_room (b.sides[1].client, b.room, b.sides[1].jid);
  g_assert_true (tess_test_wait_for (both_in, &b, DEADLINE_MS));

  json_object_set_array_member (setup, "players", json_array_new ());
  json_object_set_object_member (setup, "online", json_object_new ());
  b.last = tess_payload_new (TESS_PAYLOAD_SETUP, NULL, setup);
  send_move (&b, 0);
  g_assert_true (tess_test_wait_for (all_received, &b, DEADLINE_MS));

  g_array_sort (b.micros, compare);
  p50 = g_array_index (b.micros, gint64, b.micros->len / 2);
  p95 = g_array_index (b.micros, gint64, b.micros->len * 95 / 100);
  g_print ("{\"servers\": \"%s\", \"moves\": %u, \"p50_ms\": %.2f, \"p95_ms\": %.2f}\n",
           what, b.micros->len, p50 / 1000.0, p95 / 1000.0);

  for (int i = 0; i < 2; i++)
    {
      g_signal_handlers_disconnect_by_data (b.sides[i].client, &b);
      g_clear_object (&b.sides[i].client);
      g_free (b.sides[i].jid);
      g_free (b.sides[i].service);
    }
  g_clear_pointer (&b.last, tess_payload_free);
  g_array_unref (b.micros);
  g_free (b.room);
}

int
main (int   argc,
      char *argv[])
{
  TessTestProsody *one, *alpha, *beta;

  g_test_init (&argc, &argv, NULL);
  one = tess_test_prosody_start ();
  measure ("one", (TessTestProsody *[]) { one, one });
  tess_test_prosody_stop (one);
  tess_test_prosody_start_federated (&alpha, &beta);
  measure ("two over s2s", (TessTestProsody *[]) { alpha, beta });
  tess_test_prosody_stop (beta);
  tess_test_prosody_stop (alpha);
  return 0;
}
