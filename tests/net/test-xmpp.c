/* test-xmpp.c: TessXmppClient against a Prosody of the test's own
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two accounts are created in-band, sign in over verified TLS and send
 * each other a chat line and a game stanza; a server whose certificate
 * names another domain, or an authority the client does not know, is
 * refused with a message that says so; a wrong password and a taken
 * name are told apart; a sender who floods is named and its lines beyond
 * the rate dropped; an invitation that the server returns is sent
 * again. Every wait is for an event, with a deadline.
 */

#include "config.h"

#include <errno.h>
#include <string.h>

#include "tess-net-error.h"
#include "tess-test-prosody.h"
#include "tess-xmpp-client-private.h"

#define DEADLINE_MS 60000

static TessTestProsody *prosody;

static TessXmppClient *
make_client (const char *jid,
             const char *password,
             gboolean    create)
{
  TessXmppClient *client = tess_xmpp_client_new (jid, password);

  tess_xmpp_client_set_server (client, "127.0.0.1", prosody->port);
  tess_xmpp_client_set_ca_file (client, prosody->ca_file);
  tess_xmpp_client_set_register (client, create);
  return client;
}

static gboolean
settled (gpointer data)
{
  TessXmppState state = tess_xmpp_client_get_state (data);

  return state == TESS_XMPP_STATE_CONNECTED || state == TESS_XMPP_STATE_FAILED;
}

static gboolean
disconnected (gpointer data)
{
  TessXmppState state = tess_xmpp_client_get_state (data);

  return state == TESS_XMPP_STATE_DISCONNECTED || state == TESS_XMPP_STATE_FAILED;
}

static void
connect_and_wait (TessXmppClient *client)
{
  tess_xmpp_client_connect (client);
  g_assert_true (tess_test_wait_for (settled, client, DEADLINE_MS));
}

static void
assert_connected (TessXmppClient *client)
{
  const GError *error = tess_xmpp_client_get_error (client);

  if (error != NULL)
    g_test_message ("%s: %s", tess_xmpp_client_get_jid (client), error->message);
  g_assert_cmpint (tess_xmpp_client_get_state (client), ==, TESS_XMPP_STATE_CONNECTED);
  g_assert_true (tess_xmpp_client_get_secured (client));
}

static void
close_client (TessXmppClient *client)
{
  tess_xmpp_client_disconnect (client);
  g_assert_true (tess_test_wait_for (disconnected, client, DEADLINE_MS));
}

typedef struct
{
  char        *from;
  char        *body;
  TessPayload *payload;
  GError      *refused;
} Inbox;

static void
on_message (TessXmppClient *client,
            const char     *from,
            const char     *type,
            const char     *body,
            Inbox          *inbox)
{
  g_free (inbox->from);
  g_free (inbox->body);
  inbox->from = g_strdup (from);
  inbox->body = g_strdup (body);
}

static void
on_payload (TessXmppClient *client,
            const char     *from,
            TessPayload    *payload,
            Inbox          *inbox)
{
  g_clear_pointer (&inbox->payload, tess_payload_free);
  /* A copy that follows nothing: what was received, read again. */
  inbox->payload = tess_payload_parse (tess_payload_kind_to_string (tess_payload_get_kind (payload)),
                                       "0", NULL, tess_payload_get_text (payload), -1, NULL);
  g_free (inbox->from);
  inbox->from = g_strdup (from);
}

static gboolean
has_body (gpointer data)
{
  return ((Inbox *) data)->body != NULL;
}

static gboolean
has_payload (gpointer data)
{
  return ((Inbox *) data)->payload != NULL;
}

static void
inbox_clear (Inbox *inbox)
{
  g_clear_pointer (&inbox->from, g_free);
  g_clear_pointer (&inbox->body, g_free);
  g_clear_pointer (&inbox->payload, tess_payload_free);
  g_clear_error (&inbox->refused);
}

/* Two new accounts, signed in over verified TLS; a chat line with
 * non-ASCII text and a game stanza go from one to the other intact. */
static void
test_register_and_message (void)
{
  g_autoptr(TessXmppClient) ana = make_client ("ana@" TESS_TEST_DOMAIN, "ana's secret", TRUE);
  g_autoptr(TessXmppClient) bob = make_client ("bob@" TESS_TEST_DOMAIN, "bob's secret", TRUE);
  g_autoptr(JsonObject) setup = json_object_new ();
  g_autoptr(TessPayload) payload = NULL;
  Inbox inbox = { 0 };

  connect_and_wait (ana);
  assert_connected (ana);
  connect_and_wait (bob);
  assert_connected (bob);
  g_assert_true (g_str_has_prefix (tess_xmpp_client_get_bound_jid (bob), "bob@" TESS_TEST_DOMAIN "/"));

  g_signal_connect (bob, "message", G_CALLBACK (on_message), &inbox);
  g_signal_connect (bob, "payload", G_CALLBACK (on_payload), &inbox);
  tess_xmpp_client_send_message (ana, "bob@" TESS_TEST_DOMAIN, "chat",
                                 "Bună, Bob! <a game?> & more", NULL);
  g_assert_true (tess_test_wait_for (has_body, &inbox, DEADLINE_MS));
  g_assert_cmpstr (inbox.body, ==, "Bună, Bob! <a game?> & more");
  g_assert_true (g_str_has_prefix (inbox.from, "ana@" TESS_TEST_DOMAIN "/"));

  json_object_set_array_member (setup, "players", json_array_new ());
  json_object_set_object_member (setup, "online", json_object_new ());
  json_object_set_string_member (setup, "note", "“quotes” <and> & </tessera>");
  payload = tess_payload_new (TESS_PAYLOAD_SETUP, NULL, setup);
  inbox_clear (&inbox);
  tess_xmpp_client_send_message (ana, "bob@" TESS_TEST_DOMAIN, "chat", "Ana set up a game.",
                                 payload);
  g_assert_true (tess_test_wait_for (has_payload, &inbox, DEADLINE_MS));
  /* The text arrives byte for byte, so the next stanza's prev matches. */
  g_assert_cmpstr (tess_payload_get_text (inbox.payload), ==, tess_payload_get_text (payload));
  g_assert_cmpstr (tess_payload_get_hash (inbox.payload), ==, tess_payload_get_hash (payload));
  /* The body of a game stanza is for people, not a chat line. */
  g_assert_null (inbox.body);

  inbox_clear (&inbox);
  close_client (ana);
  close_client (bob);
  g_assert_cmpint (tess_xmpp_client_get_state (ana), ==, TESS_XMPP_STATE_DISCONNECTED);
}

static void
assert_failed (TessXmppClient *client,
               int             code,
               const char     *says)
{
  const GError *error = tess_xmpp_client_get_error (client);

  g_assert_cmpint (tess_xmpp_client_get_state (client), ==, TESS_XMPP_STATE_FAILED);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_error ((GError *) error, TESS_NET_ERROR, code);
  g_assert_nonnull (strstr (error->message, says));
}

/* The server answers for wrong.test with localhost's certificate: the
 * client refuses it, before any password is sent, and says why. */
static void
test_wrong_name (void)
{
  g_autoptr(TessXmppClient) carol = make_client ("carol@" TESS_TEST_WRONG_DOMAIN, "secret", FALSE);
  g_autoptr(TessXmppClient) dave = make_client ("dave@" TESS_TEST_WRONG_DOMAIN, "secret", TRUE);

  connect_and_wait (carol);
  assert_failed (carol, TESS_NET_ERROR_CERTIFICATE,
                 "The server's certificate is not valid for " TESS_TEST_WRONG_DOMAIN
                 ": it names another server.");
  /* Creating an account there is refused just the same. */
  connect_and_wait (dave);
  assert_failed (dave, TESS_NET_ERROR_CERTIFICATE, TESS_TEST_WRONG_DOMAIN);
}

/* Without the test authority, the system's authorities do not vouch for
 * the test's server. */
static void
test_unknown_authority (void)
{
  g_autoptr(TessXmppClient) erin = tess_xmpp_client_new ("erin@" TESS_TEST_DOMAIN, "secret");

  tess_xmpp_client_set_server (erin, "127.0.0.1", prosody->port);
  connect_and_wait (erin);
  assert_failed (erin, TESS_NET_ERROR_CERTIFICATE,
                 "not valid for " TESS_TEST_DOMAIN
                 ": no certificate authority this computer trusts has signed it.");
}

static void
test_wrong_password (void)
{
  g_autoptr(TessXmppClient) made = make_client ("frank@" TESS_TEST_DOMAIN, "right", TRUE);
  g_autoptr(TessXmppClient) wrong = make_client ("frank@" TESS_TEST_DOMAIN, "wrong", FALSE);
  g_autoptr(TessXmppClient) again = make_client ("frank@" TESS_TEST_DOMAIN, "other", TRUE);

  connect_and_wait (made);
  assert_connected (made);
  close_client (made);

  connect_and_wait (wrong);
  assert_failed (wrong, TESS_NET_ERROR_AUTH, "refused the address frank@" TESS_TEST_DOMAIN);

  connect_and_wait (again);
  assert_failed (again, TESS_NET_ERROR_REFUSED, "frank@" TESS_TEST_DOMAIN " is taken");
}

typedef struct
{
  guint  lines;
  guint  lines_at_flood;
  char  *flooder;
} FloodWatch;

static void
on_line (TessXmppClient *client,
         const char     *from,
         const char     *type,
         const char     *body,
         FloodWatch     *w)
{
  w->lines++;
}

static void
on_flood (TessXmppClient *client,
          const char     *from,
          FloodWatch     *w)
{
  if (w->flooder == NULL)
    {
      w->flooder = g_strdup (from);
      w->lines_at_flood = w->lines;
    }
}

static gboolean
flooded (gpointer data)
{
  return ((FloodWatch *) data)->flooder != NULL;
}

/* A sender of a thousand chat lines at once has those beyond the burst
 * dropped, and is named. */
static void
test_flood (void)
{
  g_autoptr(TessXmppClient) hugo = make_client ("hugo@" TESS_TEST_DOMAIN, "secret", TRUE);
  g_autoptr(TessXmppClient) iris = make_client ("iris@" TESS_TEST_DOMAIN, "secret", TRUE);
  FloodWatch w = { 0 };

  connect_and_wait (hugo);
  assert_connected (hugo);
  connect_and_wait (iris);
  assert_connected (iris);
  g_signal_connect (iris, "message", G_CALLBACK (on_line), &w);
  g_signal_connect (iris, "flood", G_CALLBACK (on_flood), &w);
  for (int i = 0; i < 1000; i++)
    tess_xmpp_client_send_message (hugo, "iris@" TESS_TEST_DOMAIN, "chat", "spam", NULL);
  g_assert_true (tess_test_wait_for (flooded, &w, DEADLINE_MS));
  g_assert_true (g_str_has_prefix (w.flooder, "hugo@" TESS_TEST_DOMAIN "/"));
  /* The burst itself went through. */
  g_assert_cmpuint (w.lines_at_flood, >=, 60);
  g_assert_cmpuint (w.lines_at_flood, <, 1000);
  g_signal_handlers_disconnect_by_data (iris, &w);
  g_free (w.flooder);
  close_client (hugo);
  close_client (iris);
}

typedef struct
{
  char *from;
  char *room;
} Invited;

static void
on_invitation (TessXmppClient *client,
               const char     *from,
               const char     *room,
               Invited        *invited)
{
  g_free (invited->from);
  g_free (invited->room);
  invited->from = g_strdup (from);
  invited->room = g_strdup (room);
}

static gboolean
has_room (gpointer data)
{
  return ((Invited *) data)->room != NULL;
}

/* Bob's connection is cut, so the server keeps his session for a while
 * for him to resume (XEP-0198). An invitation sent then is held for that
 * session and, when it ends, returned to the sender although Bob has
 * signed in again meanwhile: the inviter sends it once more, and Bob's
 * new connection gets it. */
static void
test_invitation_returned (void)
{
  g_autoptr(TessXmppClient) kim = make_client ("kim@" TESS_TEST_DOMAIN, "kim's secret", TRUE);
  g_autoptr(TessXmppClient) lev = make_client ("lev@" TESS_TEST_DOMAIN, "lev's secret", TRUE);
  g_autoptr(TessXmppClient) lev_again = NULL;
  Inbox inbox = { 0 };
  Invited invited = { 0 };

  connect_and_wait (kim);
  assert_connected (kim);
  connect_and_wait (lev);
  assert_connected (lev);
  /* Cut, not signed out: the client goes without closing its stream. */
  g_clear_object (&lev);

  tess_xmpp_client_invite (kim, "lev@" TESS_TEST_DOMAIN, "game@conference." TESS_TEST_DOMAIN,
                           "A game?");
  /* The server handles a stream's stanzas in order: once a line Kim
   * sends herself is back, the invitation has gone to Lev's old session. */
  g_signal_connect (kim, "message", G_CALLBACK (on_message), &inbox);
  tess_xmpp_client_send_message (kim, tess_xmpp_client_get_bound_jid (kim), "chat", "sent", NULL);
  g_assert_true (tess_test_wait_for (has_body, &inbox, DEADLINE_MS));

  lev_again = make_client ("lev@" TESS_TEST_DOMAIN, "lev's secret", FALSE);
  g_signal_connect (lev_again, "invitation", G_CALLBACK (on_invitation), &invited);
  connect_and_wait (lev_again);
  assert_connected (lev_again);
  g_assert_true (tess_test_wait_for (has_room, &invited, DEADLINE_MS));
  g_assert_cmpstr (invited.room, ==, "game@conference." TESS_TEST_DOMAIN);
  g_assert_true (g_str_has_prefix (invited.from, "kim@" TESS_TEST_DOMAIN "/"));

  g_free (invited.from);
  g_free (invited.room);
  inbox_clear (&inbox);
  close_client (kim);
  close_client (lev_again);
}

/* Nobody listens on the port Prosody is not on. */
static void
test_no_server (void)
{
  g_autoptr(TessXmppClient) gina = tess_xmpp_client_new ("gina@" TESS_TEST_DOMAIN, "secret");

  tess_xmpp_client_set_server (gina, "127.0.0.1", 1);
  connect_and_wait (gina);
  assert_failed (gina, TESS_NET_ERROR_CONNECT, "127.0.0.1");
  /* Why, from the socket: the port is closed. */
  assert_failed (gina, TESS_NET_ERROR_CONNECT, g_strerror (ECONNREFUSED));
}

static void
on_roster (TessXmppClient *client,
           char          **addresses,
           GStrv          *out)
{
  g_strfreev (*out);
  *out = g_strdupv (addresses);
}

static gboolean
has_roster (gpointer data)
{
  return *(GStrv *) data != NULL;
}

/* The account's contacts: empty at first; the friends added (as Play
 * Online… adds those it invites) come back sorted, in lower case, from
 * a new connection too. */
static void
test_roster (void)
{
  g_autoptr(TessXmppClient) cid = make_client ("cid@" TESS_TEST_DOMAIN, "cid's secret", TRUE);
  g_autoptr(TessXmppClient) again = make_client ("cid@" TESS_TEST_DOMAIN, "cid's secret", FALSE);
  g_auto(GStrv) roster = NULL;

  connect_and_wait (cid);
  assert_connected (cid);
  g_signal_connect (cid, "roster", G_CALLBACK (on_roster), &roster);
  tess_xmpp_client_request_roster (cid);
  g_assert_true (tess_test_wait_for (has_roster, &roster, DEADLINE_MS));
  g_assert_cmpuint (g_strv_length (roster), ==, 0);

  tess_xmpp_client_add_contact (cid, "Zoe@" TESS_TEST_DOMAIN);
  tess_xmpp_client_add_contact (cid, "ana@" TESS_TEST_DOMAIN);
  close_client (cid);

  g_clear_pointer (&roster, g_strfreev);
  connect_and_wait (again);
  assert_connected (again);
  g_signal_connect (again, "roster", G_CALLBACK (on_roster), &roster);
  tess_xmpp_client_request_roster (again);
  g_assert_true (tess_test_wait_for (has_roster, &roster, DEADLINE_MS));
  g_assert_cmpuint (g_strv_length (roster), ==, 2);
  g_assert_cmpstr (roster[0], ==, "ana@" TESS_TEST_DOMAIN);
  g_assert_cmpstr (roster[1], ==, "zoe@" TESS_TEST_DOMAIN);
  close_client (again);
}

static gboolean
period_over (gpointer data)
{
  return *(gboolean *) data;
}

static gboolean
end_period (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static gboolean
pinged (gpointer data)
{
  return *(int *) data != 0;
}

static void
on_ping_result (TessXmppClient *client,
                const char     *to,
                gboolean        answered,
                int            *result)
{
  *result = answered ? 1 : -1;
}

/* Signed in and idle, a client wakes for its socket only: over a few
 * seconds of silence a handful of wakes at most, where a client that
 * polled libstrophe every 50 ms would wake some sixty times. */
#define IDLE_PERIOD_MS 3000
#define IDLE_WAKES_AT_MOST 6

static void
test_idle_wakeups (void)
{
  g_autoptr(TessXmppClient) ida = make_client ("ida@" TESS_TEST_DOMAIN, "secret", TRUE);
  gboolean over = FALSE;
  int result = 0;
  guint64 before, wakes;

  connect_and_wait (ida);
  assert_connected (ida);
  /* Not asserted (the machine's load decides): reported. */
  g_test_message ("the TLS handshake held the main loop %" G_GINT64_FORMAT " µs; the longest "
                  "run of libstrophe while signing in %" G_GINT64_FORMAT " µs",
                  _tess_xmpp_client_get_handshake (ida), _tess_xmpp_client_get_longest_run (ida));
  /* The sign-in's last exchanges are over once the server answers. */
  g_signal_connect (ida, "ping-result", G_CALLBACK (on_ping_result), &result);
  tess_xmpp_client_ping (ida, TESS_TEST_DOMAIN, 30);
  g_assert_true (tess_test_wait_for (pinged, &result, DEADLINE_MS));
  g_assert_cmpint (result, ==, 1);

  before = _tess_xmpp_client_get_wakes (ida);
  g_timeout_add (IDLE_PERIOD_MS, end_period, &over);
  g_assert_true (tess_test_wait_for (period_over, &over, IDLE_PERIOD_MS * 10));
  wakes = _tess_xmpp_client_get_wakes (ida) - before;
  g_test_message ("woken %" G_GUINT64_FORMAT " times in %d ms of silence", wakes, IDLE_PERIOD_MS);
  g_assert_cmpuint (wakes, <=, IDLE_WAKES_AT_MOST);

  /* And it still hears the server at once. */
  result = 0;
  tess_xmpp_client_ping (ida, TESS_TEST_DOMAIN, 30);
  g_assert_true (tess_test_wait_for (pinged, &result, DEADLINE_MS));
  g_assert_cmpint (result, ==, 1);
  close_client (ida);
}

/* The network fails under a signed-in client (its socket shut): signed
 * in again, it resumes its stream (XEP-0198; the tests' server keeps a
 * cut session 10 s), under the same address, and a message sent to it
 * meanwhile arrives. */
static void
test_resume (void)
{
  g_autoptr(TessXmppClient) ivy = make_client ("ivy@" TESS_TEST_DOMAIN, "secret", TRUE);
  g_autoptr(TessXmppClient) jon = make_client ("jon@" TESS_TEST_DOMAIN, "secret", TRUE);
  g_autofree char *address = NULL;
  Inbox inbox = { 0 };
  int result = 0;

  connect_and_wait (ivy);
  assert_connected (ivy);
  connect_and_wait (jon);
  assert_connected (jon);
  g_assert_false (tess_xmpp_client_get_resumed (ivy));
  g_signal_connect (ivy, "message", G_CALLBACK (on_message), &inbox);
  address = g_strdup (tess_xmpp_client_get_bound_jid (ivy));

  _tess_xmpp_client_cut (ivy);
  g_assert_true (tess_test_wait_for (disconnected, ivy, DEADLINE_MS));
  g_assert_cmpint (tess_xmpp_client_get_state (ivy), ==, TESS_XMPP_STATE_FAILED);
  tess_xmpp_client_send_message (jon, address, "chat", "While you were away", NULL);
  /* The server has the message once it answers what jon sent after it. */
  g_signal_connect (jon, "ping-result", G_CALLBACK (on_ping_result), &result);
  tess_xmpp_client_ping (jon, TESS_TEST_DOMAIN, 30);
  g_assert_true (tess_test_wait_for (pinged, &result, DEADLINE_MS));

  connect_and_wait (ivy);
  assert_connected (ivy);
  g_assert_true (tess_xmpp_client_get_resumed (ivy));
  g_assert_cmpstr (tess_xmpp_client_get_bound_jid (ivy), ==, address);
  g_assert_true (tess_test_wait_for (has_body, &inbox, DEADLINE_MS));
  g_assert_cmpstr (inbox.body, ==, "While you were away");
  inbox_clear (&inbox);
  close_client (ivy);
  close_client (jon);
}

/* The network fails under a signed-in client and the server cannot be
 * reached at the first try (its port closed): the try fails as any
 * other, and the next one, once the server answers, still resumes the
 * stream. libstrophe 0.12 would lose the session on that first try
 * (and leak the address it had bound); the client keeps the stream's
 * state until the server takes a connection again. */
static void
test_resume_after_refused (void)
{
  g_autoptr(TessXmppClient) max = make_client ("max@" TESS_TEST_DOMAIN, "secret", TRUE);
  g_autofree char *address = NULL;
  int result = 0;

  connect_and_wait (max);
  assert_connected (max);
  address = g_strdup (tess_xmpp_client_get_bound_jid (max));
  /* Once the server answers, it has said the stream may be resumed. */
  g_signal_connect (max, "ping-result", G_CALLBACK (on_ping_result), &result);
  tess_xmpp_client_ping (max, TESS_TEST_DOMAIN, 30);
  g_assert_true (tess_test_wait_for (pinged, &result, DEADLINE_MS));
  g_assert_cmpint (result, ==, 1);

  _tess_xmpp_client_cut (max);
  g_assert_true (tess_test_wait_for (disconnected, max, DEADLINE_MS));
  tess_xmpp_client_set_server (max, "127.0.0.1", 1);
  connect_and_wait (max);
  assert_failed (max, TESS_NET_ERROR_CONNECT, g_strerror (ECONNREFUSED));

  tess_xmpp_client_set_server (max, "127.0.0.1", prosody->port);
  connect_and_wait (max);
  assert_connected (max);
  g_assert_true (tess_xmpp_client_get_resumed (max));
  g_assert_cmpstr (tess_xmpp_client_get_bound_jid (max), ==, address);
  close_client (max);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  prosody = tess_test_prosody_start ();
  g_test_add_func ("/xmpp/register-and-message", test_register_and_message);
  g_test_add_func ("/xmpp/wrong-name", test_wrong_name);
  g_test_add_func ("/xmpp/unknown-authority", test_unknown_authority);
  g_test_add_func ("/xmpp/wrong-password", test_wrong_password);
  g_test_add_func ("/xmpp/no-server", test_no_server);
  g_test_add_func ("/xmpp/flood", test_flood);
  g_test_add_func ("/xmpp/invitation-returned", test_invitation_returned);
  g_test_add_func ("/xmpp/roster", test_roster);
  g_test_add_func ("/xmpp/idle-wakeups", test_idle_wakeups);
  g_test_add_func ("/xmpp/resume", test_resume);
  g_test_add_func ("/xmpp/resume-after-refused", test_resume_after_refused);
  status = g_test_run ();
  tess_test_prosody_stop (prosody);
  return status;
}
