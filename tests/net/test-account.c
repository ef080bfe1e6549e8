/* test-account.c: TessAccount with a real keyring and a real server
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run by keyring-session.sh: a D-Bus session and a GNOME Keyring of the
 * test's own, and a Prosody of its own on the loopback. An account made
 * from the game connects and its password lands in the keyring; a new
 * account object connects with the keyring's password alone; a wrong
 * password, a server whose certificate names another domain and a typed
 * address that is none are refused with a sentence, and nothing is kept;
 * signing out removes the password. Every wait is for an event, with a
 * deadline.
 */

#include "config.h"

#include <libsecret/secret.h>
#include <string.h>

#include "tess-account.h"
#include "tess-test-prosody.h"

#define DEADLINE_MS 60000

static TessTestProsody *prosody;

/* The keyring's entry as the game writes it: read here on its own. */
static const SecretSchema schema = {
  "io.github.tesseragame.Tessera.Account", SECRET_SCHEMA_NONE,
  {
    { "address", SECRET_SCHEMA_ATTRIBUTE_STRING },
    { NULL, 0 },
  },
};

static char *
keyring_password (const char *address)
{
  g_autoptr(GError) error = NULL;
  char *password = secret_password_lookup_sync (&schema, NULL, &error, "address", address, NULL);

  g_assert_no_error (error);
  return password;
}

static GSettings *
fresh_settings (void)
{
  GSettings *settings = g_settings_new ("io.github.tesseragame.Tessera");
  g_autofree char *server = g_strdup_printf ("127.0.0.1:%u", prosody->port);

  g_settings_set_string (settings, "online-address", "");
  g_settings_set_string (settings, "online-server", server);
  return settings;
}

static TessAccount *
make_account (GSettings *settings)
{
  TessAccount *account = tess_account_new (settings);

  tess_account_set_ca_file (account, prosody->ca_file);
  return account;
}

static gboolean
settled (gpointer data)
{
  TessAccountState state = tess_account_get_state (data);

  return state == TESS_ACCOUNT_CONNECTED || state == TESS_ACCOUNT_FAILED;
}

static void
wait_settled (TessAccount *account)
{
  g_assert_true (tess_test_wait_for (settled, account, DEADLINE_MS));
  if (tess_account_get_error (account) != NULL)
    g_test_message ("%s", tess_account_get_error (account));
}

static void
assert_connected (TessAccount *account)
{
  TessXmppClient *client;

  g_assert_cmpint (tess_account_get_state (account), ==, TESS_ACCOUNT_CONNECTED);
  g_assert_null (tess_account_get_error (account));
  client = tess_account_get_client (account);
  g_assert_nonnull (client);
  g_assert_cmpint (tess_xmpp_client_get_state (client), ==, TESS_XMPP_STATE_CONNECTED);
  g_assert_true (tess_xmpp_client_get_secured (client));
}

static void
assert_failed (TessAccount *account,
               const char  *sentence)
{
  g_assert_cmpint (tess_account_get_state (account), ==, TESS_ACCOUNT_FAILED);
  g_assert_null (tess_account_get_client (account));
  g_assert_nonnull (tess_account_get_error (account));
  g_assert_nonnull (strstr (tess_account_get_error (account), sentence));
}

/* Made from the game: registered, connected, kept. */
static void
create_account (GSettings  *settings,
                const char *address,
                const char *password)
{
  g_autoptr(TessAccount) account = make_account (settings);
  g_autofree char *kept = NULL;
  g_autofree char *setting = NULL;

  tess_account_create (account, address, password);
  g_assert_cmpint (tess_account_get_state (account), ==, TESS_ACCOUNT_CONNECTING);
  wait_settled (account);
  assert_connected (account);
  g_assert_cmpstr (tess_account_get_address (account), ==, address);
  setting = g_settings_get_string (settings, "online-address");
  g_assert_cmpstr (setting, ==, address);
  kept = keyring_password (address);
  g_assert_cmpstr (kept, ==, password);
}

static void
test_create_and_reconnect (void)
{
  g_autoptr(GSettings) settings = fresh_settings ();
  g_autoptr(TessAccount) later = NULL;

  create_account (settings, "ana@" TESS_TEST_DOMAIN, "ana's secret");

  /* The next start: the address from the settings, the password from the keyring. */
  later = make_account (settings);
  g_assert_cmpint (tess_account_get_state (later), ==, TESS_ACCOUNT_OFFLINE);
  g_assert_cmpstr (tess_account_get_address (later), ==, "ana@" TESS_TEST_DOMAIN);
  tess_account_connect (later);
  wait_settled (later);
  assert_connected (later);
  g_assert_cmpstr (tess_xmpp_client_get_jid (tess_account_get_client (later)), ==, "ana@" TESS_TEST_DOMAIN);

  /* A typo told while connected leaves the connection alone. */
  tess_account_sign_in (later, "ana", "secret");
  g_assert_cmpint (tess_account_get_state (later), ==, TESS_ACCOUNT_CONNECTED);
  g_assert_nonnull (strstr (tess_account_get_error (later), "“ana” is not a chat address"));
  g_assert_nonnull (tess_account_get_client (later));

  tess_account_disconnect (later);
  g_assert_cmpint (tess_account_get_state (later), ==, TESS_ACCOUNT_OFFLINE);
  g_assert_null (tess_account_get_client (later));
}

static gboolean
password_gone (gpointer data)
{
  g_autofree char *password = keyring_password (data);

  return password == NULL;
}

static void
test_sign_in_and_out (void)
{
  g_autoptr(GSettings) settings = fresh_settings ();
  g_autoptr(TessAccount) account = NULL;
  g_autofree char *kept = NULL;

  create_account (settings, "bob@" TESS_TEST_DOMAIN, "bob's secret");
  account = make_account (settings);
  tess_account_sign_out (account);
  g_assert_null (tess_account_get_address (account));
  g_assert_true (tess_test_wait_for (password_gone, (gpointer) "bob@" TESS_TEST_DOMAIN, DEADLINE_MS));

  /* Signing in again keeps the address and the password again. */
  tess_account_sign_in (account, " bob@" TESS_TEST_DOMAIN " ", "bob's secret");
  wait_settled (account);
  assert_connected (account);
  g_assert_cmpstr (tess_account_get_address (account), ==, "bob@" TESS_TEST_DOMAIN);
  kept = keyring_password ("bob@" TESS_TEST_DOMAIN);
  g_assert_cmpstr (kept, ==, "bob's secret");
}

static void
test_wrong_password (void)
{
  g_autoptr(GSettings) settings = fresh_settings ();
  g_autoptr(TessAccount) account = NULL;
  g_autofree char *kept = NULL;

  create_account (settings, "carol@" TESS_TEST_DOMAIN, "carol's secret");
  account = make_account (settings);
  tess_account_sign_out (account);
  g_assert_true (tess_test_wait_for (password_gone, (gpointer) "carol@" TESS_TEST_DOMAIN, DEADLINE_MS));

  tess_account_sign_in (account, "carol@" TESS_TEST_DOMAIN, "not carol's secret");
  wait_settled (account);
  assert_failed (account, "The server " TESS_TEST_DOMAIN " refused the address carol@"
                 TESS_TEST_DOMAIN " or its password.");
  /* A refused password is never kept. */
  g_assert_null (tess_account_get_address (account));
  kept = keyring_password ("carol@" TESS_TEST_DOMAIN);
  g_assert_null (kept);
}

static void
test_bad_certificate (void)
{
  g_autoptr(GSettings) settings = fresh_settings ();
  g_autoptr(TessAccount) account = make_account (settings);
  g_autofree char *kept = NULL;

  /* The server's certificate names localhost, not wrong.test. */
  tess_account_sign_in (account, "dave@" TESS_TEST_WRONG_DOMAIN, "dave's secret");
  wait_settled (account);
  assert_failed (account, "The server's certificate is not valid for " TESS_TEST_WRONG_DOMAIN
                 ": it names another server.");
  g_assert_null (tess_account_get_address (account));
  kept = keyring_password ("dave@" TESS_TEST_WRONG_DOMAIN);
  g_assert_null (kept);

  /* Nor is an account made on it. */
  tess_account_create (account, "erin@" TESS_TEST_WRONG_DOMAIN, "erin's secret");
  wait_settled (account);
  assert_failed (account, "The server's certificate is not valid for " TESS_TEST_WRONG_DOMAIN);
}

static void
test_not_an_address (void)
{
  g_autoptr(GSettings) settings = fresh_settings ();
  g_autoptr(TessAccount) account = make_account (settings);

  tess_account_sign_in (account, "ana", "secret");
  assert_failed (account, "“ana” is not a chat address: write it as name@server");
  tess_account_sign_in (account, "ana@" TESS_TEST_DOMAIN, "");
  assert_failed (account, "Type the password of ana@" TESS_TEST_DOMAIN ".");
  g_assert_null (tess_account_get_address (account));
}

static void
test_nothing_in_keyring (void)
{
  g_autoptr(GSettings) settings = fresh_settings ();
  g_autoptr(TessAccount) account = make_account (settings);

  /* An address kept without its password: a keyring reset, another desktop. */
  g_settings_set_string (settings, "online-address", "frank@" TESS_TEST_DOMAIN);
  g_assert_cmpstr (tess_account_get_address (account), ==, "frank@" TESS_TEST_DOMAIN);
  tess_account_connect (account);
  g_assert_cmpint (tess_account_get_state (account), ==, TESS_ACCOUNT_CONNECTING);
  wait_settled (account);
  assert_failed (account, "The keyring keeps no password for frank@" TESS_TEST_DOMAIN ": sign in again.");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("TESS_KEYRING_SESSION") == NULL)
    g_error ("run me with keyring-session.sh: I need a keyring of my own");
  prosody = tess_test_prosody_start ();
  g_test_add_func ("/account/create-and-reconnect", test_create_and_reconnect);
  g_test_add_func ("/account/sign-in-and-out", test_sign_in_and_out);
  g_test_add_func ("/account/wrong-password", test_wrong_password);
  g_test_add_func ("/account/bad-certificate", test_bad_certificate);
  g_test_add_func ("/account/not-an-address", test_not_an_address);
  g_test_add_func ("/account/nothing-in-keyring", test_nothing_in_keyring);
  status = g_test_run ();
  tess_test_prosody_stop (prosody);
  return status;
}
