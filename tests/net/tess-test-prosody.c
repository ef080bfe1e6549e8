/* tess-test-prosody.c: a Prosody of the tests' own on the loopback
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test program starts its own Prosody, as an ordinary user, from a
 * configuration in a temporary directory: a test authority and a server
 * certificate made here with openssl, c2s on 127.0.0.1 on a port that
 * was free a moment before, in-band registration open, and muc, muc_mam
 * and smacks loaded. The server is ready when it says it listens; every
 * wait is for an event, with a deadline, never a fixed sleep.
 *
 * Or two servers federated over s2s, alpha.test on 127.0.0.1 and
 * beta.test on 127.0.0.2, each with a certificate of one test authority
 * and s2s_secure_auth; each finds the other in a hosts file of its own
 * (Prosody's `unbound = { hoststxt = … }`), not in DNS nor /etc/hosts.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <sys/prctl.h>

#include "tess-test-prosody.h"
#include "tess-xmpp-client.h"

/* Federated servers reach each other on the default s2s port. */
#define TESS_TEST_S2S_PORT 5269

/* A busy 2-core machine running the sanitizer build is slow to start. */
#define START_DEADLINE_MS 60000
#define STOP_DEADLINE_MS 20000

static gboolean
wake_at_deadline (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

gboolean
tess_test_wait_for (TessTestCondition condition,
                    gpointer          data,
                    guint             deadline_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) deadline_ms * 1000;
  gboolean expired = FALSE;
  /* A child that hangs sends nothing: this timer wakes the wait then. */
  guint timer = g_timeout_add (deadline_ms + 1, wake_at_deadline, &expired);

  while (!condition (data))
    {
      if (expired || g_get_monotonic_time () > end)
        {
          if (!expired)
            g_source_remove (timer);
          return FALSE;
        }
      /* Blocks until a source is ready: an event, or the timer. */
      g_main_context_iteration (NULL, TRUE);
    }
  if (!expired)
    g_source_remove (timer);
  return TRUE;
}

static void
run_openssl (const char *dir,
             const char *const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_ptr_array_add (argv, (gpointer) "openssl");
  for (const char *const *a = args; *a; a++)
    g_ptr_array_add (argv, (gpointer) *a);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (dir, (char **) argv->pdata, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                &out, &err, &status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("openssl %s failed: %s", args[0], err);
}

/* A test authority, in @dir. */
static void
make_authority (const char *dir)
{
  static const char *const ca[] = {
    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
    "-keyout", "ca.key", "-out", "ca.pem", "-days", "2", "-subj", "/CN=Tessera test authority",
    NULL
  };

  run_openssl (dir, ca);
}

/* A certificate that the authority of @ca_dir signs for @domain and its
 * chat rooms: nothing else. */
static void
make_certificate (const char *dir,
                  const char *ca_dir,
                  const char *domain)
{
  g_autofree char *subject = g_strdup_printf ("/CN=%s", domain);
  g_autofree char *ca = g_build_filename (ca_dir, "ca.pem", NULL);
  g_autofree char *ca_key = g_build_filename (ca_dir, "ca.key", NULL);
  g_autofree char *serial = g_build_filename (dir, "ca.srl", NULL);
  const char *const request[] = {
    "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
    "-keyout", "server.key", "-out", "server.csr", "-subj", subject, NULL
  };
  const char *const sign[] = {
    "x509", "-req", "-in", "server.csr", "-CA", ca, "-CAkey", ca_key,
    "-CAserial", serial, "-CAcreateserial", "-out", "server.pem", "-days", "2",
    "-extfile", "server.ext", NULL
  };
  g_autofree char *ext = g_build_filename (dir, "server.ext", NULL);
  g_autofree char *names = g_strdup_printf ("subjectAltName=DNS:%s,DNS:conference.%s\n",
                                            domain, domain);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (ext, names, -1, &error);
  g_assert_no_error (error);
  run_openssl (dir, request);
  run_openssl (dir, sign);
}

static guint16
free_port (const char *address)
{
  g_autoptr(GSocket) socket = NULL;
  g_autoptr(GInetAddress) loopback = g_inet_address_new_from_string (address);
  g_autoptr(GSocketAddress) any = g_inet_socket_address_new (loopback, 0);
  g_autoptr(GSocketAddress) bound = NULL;
  g_autoptr(GError) error = NULL;

  socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, &error);
  g_assert_no_error (error);
  g_socket_bind (socket, any, FALSE, &error);
  g_assert_no_error (error);
  bound = g_socket_get_local_address (socket, &error);
  g_assert_no_error (error);
  return g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (bound));
}

/* What a federated server adds: s2s on its own address, with verified
 * certificates only, and the other server's address, in a hosts file
 * of the test's own that Prosody's resolver (libunbound) reads instead
 * of DNS. Without SRV records, s2s goes to the default port. */
static char *
federation_config (TessTestProsody *prosody)
{
  g_autofree char *hosts = g_build_filename (prosody->dir, "hosts", NULL);
  g_autofree char *lines = g_strdup_printf ("%s %s conference.%s\n", prosody->peer_address,
                                            prosody->peer, prosody->peer);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (hosts, lines, -1, &error);
  g_assert_no_error (error);
  return g_strdup_printf ("s2s_ports = { %u }\n"
                          "s2s_secure_auth = true\n"
                          "s2s_require_encryption = true\n"
                          "use_ipv6 = false\n"
                          "unbound = { hoststxt = \"%s\" }\n",
                          TESS_TEST_S2S_PORT, hosts);
}

static void
write_config (TessTestProsody *prosody)
{
  g_autofree char *path = g_build_filename (prosody->dir, "prosody.cfg.lua", NULL);
  g_autofree char *config = NULL;
  g_autofree char *s2s = NULL;
  g_autofree char *hosts = NULL;
  gboolean federated = prosody->peer != NULL;
  /* The rooms are the single server's, or alpha's. */
  gboolean rooms = !federated || g_str_equal (prosody->domain, TESS_TEST_ALPHA);
  g_autoptr(GError) error = NULL;

  s2s = federated ? federation_config (prosody)
                  /* Other servers are reached (an invitation to one
                   * that does not exist bounces), none listened to. */
                  : g_strdup ("s2s_ports = {}\n");
  if (!federated)
    /* The wrong domain is served with localhost's certificate: a
     * client signing in there must refuse it. */
    hosts = g_strdup ("VirtualHost \"" TESS_TEST_DOMAIN "\"\n"
                      "VirtualHost \"" TESS_TEST_WRONG_DOMAIN "\"\n");
  else
    hosts = g_strdup_printf ("VirtualHost \"%s\"\n", prosody->domain);
  config = g_strdup_printf (
    "pidfile = \"%1$s/prosody.pid\"\n"
    "data_path = \"%1$s/data\"\n"
    "certificates = \"%1$s\"\n"
    "run_as_root = true\n"
    "daemonize = false\n"
    "interfaces = { \"%3$s\" }\n"
    "c2s_ports = { %2$u }\n"
    "c2s_direct_tls_ports = {}\n"
    "s2s_direct_tls_ports = {}\n"
    "%4$s"
    "http_ports = {}\n"
    "https_ports = {}\n"
    "admin_socket = \"%1$s/admin.sock\"\n"
    "log = { { levels = { min = \"info\" }, to = \"console\" } }\n"
    "modules_enabled = { \"roster\"; \"saslauth\"; \"tls\"; \"disco\"; \"ping\"; \"register\";\n"
    "  \"smacks\"; \"mam\"; \"offline\"; \"posix\"; \"carbons\" }\n"
    /* A client killed outright leaves its rooms this long after. */
    "%7$s"
    "allow_registration = true\n"
    "min_seconds_between_registrations = 0\n"
    "c2s_require_encryption = true\n"
    "authentication = \"internal_hashed\"\n"
    "storage = \"internal\"\n"
    "ssl = { key = \"%1$s/server.key\"; certificate = \"%1$s/server.pem\"; cafile = \"%5$s\" }\n"
    "%6$s",
    prosody->dir, prosody->port, prosody->address, s2s, prosody->ca_file, hosts,
    prosody->default_hibernation ? "" : "smacks_hibernation_time = 10\n");
  if (rooms)
    {
      g_autofree char *with_rooms = g_strdup_printf (
        "%s"
        "Component \"conference.%s\" \"muc\"\n"
        "  modules_enabled = { \"muc_mam\" }\n"
        "  restrict_room_creation = \"local\"\n",
        config, prosody->domain);

      g_free (config);
      config = g_steal_pointer (&with_rooms);
    }
  g_file_set_contents (path, config, -1, &error);
  g_assert_no_error (error);
}

static void read_next_line (TessTestProsody *prosody, GDataInputStream *in);

/* A test that fails stops at once: its children must not outlive it. */
static void
die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

GSubprocess *
tess_test_spawn (GSubprocessFlags    flags,
                 const char *const  *argv,
                 GError            **error)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (flags);

  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  return g_subprocess_launcher_spawnv (launcher, argv, error);
}

static void
on_line (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  TessTestProsody *prosody = user_data;
  GDataInputStream *in = G_DATA_INPUT_STREAM (source);
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (in, result, NULL, NULL);
  g_autofree char *listening = NULL;

  if (line == NULL)
    {
      prosody->exited = TRUE;
      g_object_unref (in);
      return;
    }
  g_string_append_printf (prosody->log, "%s\n", line);
  listening = g_strdup_printf ("Activated service 'c2s' on [%s]:%u", prosody->address,
                               prosody->port);
  if (strstr (line, listening) != NULL)
    prosody->listening = TRUE;
  if (strstr (line, "Failed to open server port") != NULL)
    prosody->failed_port = TRUE;
  read_next_line (prosody, in);
}

static void
read_next_line (TessTestProsody  *prosody,
                GDataInputStream *in)
{
  g_data_input_stream_read_line_async (in, G_PRIORITY_DEFAULT, NULL, on_line, prosody);
}

static gboolean
started_or_not (gpointer data)
{
  TessTestProsody *prosody = data;

  return prosody->listening || prosody->failed_port || prosody->exited;
}

static gboolean
try_start (TessTestProsody *prosody,
           gboolean         same_port)
{
  g_autofree char *config = g_build_filename (prosody->dir, "prosody.cfg.lua", NULL);
  g_autoptr(GError) error = NULL;
  GDataInputStream *in;

  if (!same_port)
    prosody->port = free_port (prosody->address);
  prosody->listening = prosody->failed_port = prosody->exited = FALSE;
  write_config (prosody);
  {
    const char *argv[] = { "prosody", "-F", "--config", config, NULL };

    prosody->process = tess_test_spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_MERGE, argv, &error);
  }
  g_assert_no_error (error);
  in = g_data_input_stream_new (g_subprocess_get_stdout_pipe (prosody->process));
  read_next_line (prosody, in);
  if (!tess_test_wait_for (started_or_not, prosody, START_DEADLINE_MS))
    g_error ("Prosody did not listen within %d s:\n%s", START_DEADLINE_MS / 1000,
             prosody->log->str);
  if (prosody->listening)
    return TRUE;
  /* The port was taken between our look and Prosody's: another one. */
  g_subprocess_force_exit (prosody->process);
  g_subprocess_wait (prosody->process, NULL, NULL);
  g_clear_object (&prosody->process);
  return FALSE;
}

static TessTestProsody *
prosody_new (const char *domain,
             const char *address,
             const char *ca_dir)
{
  TessTestProsody *prosody = g_new0 (TessTestProsody, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *program = g_find_program_in_path ("prosody");

  if (program == NULL)
    g_error ("prosody is not installed: build-aux/install-deps installs it");
  prosody->dir = g_dir_make_tmp ("tessera-prosody-XXXXXX", &error);
  g_assert_no_error (error);
  prosody->domain = g_strdup (domain);
  prosody->address = g_strdup (address);
  data = g_build_filename (prosody->dir, "data", NULL);
  g_assert_cmpint (g_mkdir (data, 0700), ==, 0);
  if (ca_dir == NULL)
    make_authority (prosody->dir);
  make_certificate (prosody->dir, ca_dir ? ca_dir : prosody->dir, domain);
  prosody->ca_file = g_build_filename (ca_dir ? ca_dir : prosody->dir, "ca.pem", NULL);
  prosody->log = g_string_new (NULL);
  return prosody;
}

static void
start (TessTestProsody *prosody)
{
  for (int attempt = 0; attempt < 5; attempt++)
    if (try_start (prosody, FALSE))
      return;
  g_error ("Prosody found no free port:\n%s", prosody->log->str);
}

/**
 * tess_test_prosody_start:
 *
 * Returns: a Prosody listening on 127.0.0.1; the test fails when none
 *   starts within the deadline
 */
TessTestProsody *
tess_test_prosody_start (void)
{
  TessTestProsody *prosody = prosody_new (TESS_TEST_DOMAIN, "127.0.0.1", NULL);

  start (prosody);
  return prosody;
}

/**
 * tess_test_prosody_start_hibernating:
 *
 * Returns: a Prosody as tess_test_prosody_start() gives, with Prosody's
 *   default stream hibernation (600 s): a client killed outright stays
 *   in its rooms for ten minutes
 */
TessTestProsody *
tess_test_prosody_start_hibernating (void)
{
  TessTestProsody *prosody = prosody_new (TESS_TEST_DOMAIN, "127.0.0.1", NULL);

  prosody->default_hibernation = TRUE;
  start (prosody);
  return prosody;
}

/**
 * tess_test_prosody_start_federated:
 * @alpha: (out): alpha.test on 127.0.0.1, with the rooms and their archive
 * @beta: (out): beta.test on 127.0.0.2
 *
 * Two servers that reach each other over s2s, on the default port of
 * their own addresses, with certificates of one test authority and
 * s2s_secure_auth: each accepts the other only with a valid certificate.
 */
void
tess_test_prosody_start_federated (TessTestProsody **alpha,
                                   TessTestProsody **beta)
{
  *alpha = prosody_new (TESS_TEST_ALPHA, "127.0.0.1", NULL);
  *beta = prosody_new (TESS_TEST_BETA, "127.0.0.2", (*alpha)->dir);
  (*alpha)->peer = g_strdup (TESS_TEST_BETA);
  (*alpha)->peer_address = g_strdup ((*beta)->address);
  (*beta)->peer = g_strdup (TESS_TEST_ALPHA);
  (*beta)->peer_address = g_strdup ((*alpha)->address);
  start (*alpha);
  start (*beta);
}

static gboolean
exited (gpointer data)
{
  return ((TessTestProsody *) data)->exited;
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir != NULL)
    while ((name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *child = g_build_filename (path, name, NULL);

        if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
          remove_tree (child);
        else
          g_unlink (child);
      }
  g_rmdir (path);
}

void
tess_test_prosody_halt (TessTestProsody *prosody)
{
  if (prosody->process == NULL)
    return;
  g_subprocess_send_signal (prosody->process, SIGTERM);
  if (!tess_test_wait_for (exited, prosody, STOP_DEADLINE_MS))
    g_subprocess_force_exit (prosody->process);
  g_subprocess_wait (prosody->process, NULL, NULL);
  /* Its output is read to the end before another one starts. */
  g_assert_true (tess_test_wait_for (exited, prosody, STOP_DEADLINE_MS));
  g_clear_object (&prosody->process);
}

void
tess_test_prosody_restart (TessTestProsody *prosody)
{
  g_assert_null (prosody->process);
  if (!try_start (prosody, TRUE))
    g_error ("Prosody could not listen on its port again:\n%s", prosody->log->str);
}

void
tess_test_prosody_stop (TessTestProsody *prosody)
{
  if (prosody == NULL)
    return;
  tess_test_prosody_halt (prosody);
  remove_tree (prosody->dir);
  g_free (prosody->dir);
  g_free (prosody->domain);
  g_free (prosody->address);
  g_free (prosody->peer);
  g_free (prosody->peer_address);
  g_free (prosody->ca_file);
  g_string_free (prosody->log, TRUE);
  g_free (prosody);
}

static gboolean
settled (gpointer data)
{
  TessXmppState state = tess_xmpp_client_get_state (data);

  return state == TESS_XMPP_STATE_CONNECTED || state == TESS_XMPP_STATE_FAILED;
}

static gboolean
closed (gpointer data)
{
  TessXmppState state = tess_xmpp_client_get_state (data);

  return state == TESS_XMPP_STATE_DISCONNECTED || state == TESS_XMPP_STATE_FAILED;
}

/* The account @user@ the server's domain, made in-band (its password "@user's
 * password"), and the path of a file in @dir that holds the password, as
 * `tessera-cli online --password-file` reads it. */
char *
tess_test_prosody_make_account (TessTestProsody *prosody,
                                const char      *dir,
                                const char      *user)
{
  g_autofree char *jid = g_strdup_printf ("%s@%s", user, prosody->domain);
  g_autofree char *password = g_strdup_printf ("%s's password", user);
  g_autoptr(TessXmppClient) client = tess_xmpp_client_new (jid, password);
  g_autoptr(GError) error = NULL;
  char *path = g_strdup_printf ("%s/%s.password", dir, user);

  tess_xmpp_client_set_server (client, prosody->address, prosody->port);
  tess_xmpp_client_set_ca_file (client, prosody->ca_file);
  tess_xmpp_client_set_register (client, TRUE);
  tess_xmpp_client_connect (client);
  g_assert_true (tess_test_wait_for (settled, client, 240000));
  g_assert_cmpint (tess_xmpp_client_get_state (client), ==, TESS_XMPP_STATE_CONNECTED);
  tess_xmpp_client_disconnect (client);
  g_assert_true (tess_test_wait_for (closed, client, 240000));
  g_file_set_contents (path, password, -1, &error);
  g_assert_no_error (error);
  return path;
}
