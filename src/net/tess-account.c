/* tess-account.c: the player's chat account, its password in the keyring
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One account a player: its address in the settings (online-address),
 * its password in the desktop's keyring through libsecret (the Secret
 * Service: GNOME Keyring, KWallet, KeePassXC), never in a file of ours.
 * A new address and password are kept only once the server has taken
 * them: a typo is never stored. The account follows its TessXmppClient's
 * state and says in a sentence why it is not connected.
 */

#define G_LOG_DOMAIN "tess-net"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <libsecret/secret.h>
#include <string.h>

#include "tess-account.h"

struct _TessAccount
{
  GObject           parent_instance;

  GSettings        *settings;
  char             *address;    /* the settings' address, or NULL */
  char             *ca_file;

  TessXmppClient   *client;
  char             *pending;    /* the address being signed in, to keep once connected */
  char             *password;   /* its password, until the keyring has it */
  GCancellable     *cancellable;
  guint             lookup_timeout; /* the next try at the keyring, in a Flatpak */
  guint             lookup_tries;

  TessAccountState  state;
  char             *error;
};

enum {
  PROP_0,
  PROP_ADDRESS,
  PROP_STATE,
  PROP_ERROR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_ENUM_TYPE (TessAccountState, tess_account_state,
                    G_DEFINE_ENUM_VALUE (TESS_ACCOUNT_OFFLINE, "offline"),
                    G_DEFINE_ENUM_VALUE (TESS_ACCOUNT_CONNECTING, "connecting"),
                    G_DEFINE_ENUM_VALUE (TESS_ACCOUNT_CONNECTED, "connected"),
                    G_DEFINE_ENUM_VALUE (TESS_ACCOUNT_FAILED, "failed"))

G_DEFINE_FINAL_TYPE (TessAccount, tess_account, G_TYPE_OBJECT)

/* The keyring's entry: one password an address. */
static const SecretSchema *
password_schema (void)
{
  static const SecretSchema schema = {
    "io.github.tesseragame.Tessera.Account", SECRET_SCHEMA_NONE,
    {
      { "address", SECRET_SCHEMA_ATTRIBUTE_STRING },
      { NULL, 0 },
    },
  };

  return &schema;
}

static void
forget_password (TessAccount *self)
{
  if (self->password != NULL)
    memset (self->password, 0, strlen (self->password));
  g_clear_pointer (&self->password, g_free);
}

static void
set_state (TessAccount      *self,
           TessAccountState  state,
           const char       *error)
{
  if (g_strcmp0 (self->error, error) != 0)
    {
      g_free (self->error);
      self->error = g_strdup (error);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
    }
  if (self->state != state)
    {
      g_debug ("The chat account %s is %s%s%s", self->address != NULL ? self->address : "(none)",
               g_enum_get_value (g_type_class_peek (TESS_TYPE_ACCOUNT_STATE), state)->value_nick,
               error != NULL ? ": " : "", error != NULL ? error : "");
      self->state = state;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
    }
}

static void
read_address (TessAccount *self)
{
  g_autofree char *address = g_settings_get_string (self->settings, "online-address");

  if (*address == '\0')
    g_clear_pointer (&address, g_free);
  if (g_strcmp0 (address, self->address) == 0)
    return;
  g_free (self->address);
  self->address = g_steal_pointer (&address);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ADDRESS]);
}

static void
on_address_changed (GSettings   *settings,
                    const char  *key,
                    TessAccount *self)
{
  read_address (self);
}

/* Stops whatever runs: the keyring's answer awaited, the client. */
static void
drop_client (TessAccount *self)
{
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->lookup_timeout, g_source_remove);
  self->lookup_tries = 0;
  if (self->client != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->client, self);
      tess_xmpp_client_disconnect (self->client);
      g_clear_object (&self->client);
    }
  g_clear_pointer (&self->pending, g_free);
  forget_password (self);
}

/**
 * tess_account_is_address:
 * @address: what a person typed as a chat address
 *
 * Returns: whether @address is "name@server", without spaces, a second @
 *   or a resource
 */
gboolean
tess_account_is_address (const char *address)
{
  const char *at = strchr (address, '@');

  if (at == NULL || at == address || at[1] == '\0' || strchr (at + 1, '@') != NULL)
    return FALSE;
  for (const char *p = address; *p != '\0'; p++)
    if (g_ascii_isspace (*p) || *p == '/')
      return FALSE;
  return TRUE;
}

/* The settings' online-server: "host" or "host:port", empty for the
 * address's own (found by DNS, as every chat client does). */
static void
apply_server (TessAccount    *self,
              TessXmppClient *client)
{
  g_autofree char *server = g_strstrip (g_settings_get_string (self->settings, "online-server"));
  char *colon = strrchr (server, ':');
  guint64 port = 0;

  if (*server == '\0')
    return;
  if (colon != NULL && g_ascii_string_to_unsigned (colon + 1, 10, 1, G_MAXUINT16, &port, NULL))
    *colon = '\0';
  tess_xmpp_client_set_server (client, server, (guint16) port);
}

/* A question to the keyring, and whether its answer is still wanted.
 * libsecret is never given the cancellable: before 0.21.4 its Flatpak
 * back end hangs when one is cancelled while the Secret portal is asked
 * (libsecret issue 86), and the password is better kept anyway. */
typedef struct
{
  TessAccount  *self;
  GCancellable *cancellable;
} KeyringCall;

static KeyringCall *
keyring_call_new (TessAccount *self)
{
  KeyringCall *call = g_new0 (KeyringCall, 1);

  call->self = g_object_ref (self);
  call->cancellable = g_object_ref (self->cancellable);
  return call;
}

static void
keyring_call_free (KeyringCall *call)
{
  g_object_unref (call->self);
  g_object_unref (call->cancellable);
  g_free (call);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KeyringCall, keyring_call_free)

static void
on_stored (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(KeyringCall) call = user_data;
  TessAccount *self = call->self;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (!secret_password_store_finish (result, &error)
      && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (g_cancellable_is_cancelled (call->cancellable))
    return;
  forget_password (self);
  if (error != NULL)
    /* Translators: %s is the keyring's own message. */
    message = g_strdup_printf (_("Signed in, but the keyring did not keep the password: %s"),
                               error->message);
  if (self->client != NULL && tess_xmpp_client_get_state (self->client) == TESS_XMPP_STATE_CONNECTED)
    set_state (self, TESS_ACCOUNT_CONNECTED, message);
}

static void
on_cleared (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  if (!secret_password_clear_finish (result, &error) && error != NULL)
    g_debug ("The keyring did not remove a password: %s", error->message);
}

static void
clear_password (const char *address)
{
  secret_password_clear (password_schema (), NULL, on_cleared, NULL,
                         "address", address, NULL);
}

/* Signed in with a new address: keep it, and its password, then tell. */
static void
keep_account (TessAccount *self)
{
  g_autofree char *label = NULL;
  g_autofree char *old = g_strdup (self->address);

  g_settings_set_string (self->settings, "online-address", self->pending);
  read_address (self);
  if (old != NULL && strcmp (old, self->pending) != 0)
    clear_password (old);
  /* Translators: the name of the password in the keyring's list; %s is
   * a chat address. */
  label = g_strdup_printf (_("Tessera chat account %s"), self->pending);
  secret_password_store (password_schema (), SECRET_COLLECTION_DEFAULT, label, self->password,
                         NULL, on_stored, keyring_call_new (self),
                         "address", self->pending, NULL);
  g_clear_pointer (&self->pending, g_free);
}

static void
on_client_state (TessXmppClient *client,
                 GParamSpec     *pspec,
                 TessAccount    *self)
{
  const GError *error = tess_xmpp_client_get_error (client);

  switch (tess_xmpp_client_get_state (client))
    {
    case TESS_XMPP_STATE_DISCONNECTED:
      set_state (self, TESS_ACCOUNT_OFFLINE, NULL);
      break;
    case TESS_XMPP_STATE_CONNECTING:
      set_state (self, TESS_ACCOUNT_CONNECTING, NULL);
      break;
    case TESS_XMPP_STATE_CONNECTED:
      /* Connected once the keyring has the password too. */
      if (self->pending != NULL)
        keep_account (self);
      else
        set_state (self, TESS_ACCOUNT_CONNECTED, NULL);
      break;
    case TESS_XMPP_STATE_FAILED:
      forget_password (self);
      g_clear_pointer (&self->pending, g_free);
      set_state (self, TESS_ACCOUNT_FAILED,
                 error != NULL ? error->message : _("The connection to the chat server failed."));
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
start_client (TessAccount *self,
              const char  *address,
              const char  *password,
              gboolean     create,
              gboolean     keep)
{
  self->client = tess_xmpp_client_new (address, password);
  apply_server (self, self->client);
  if (self->ca_file != NULL)
    tess_xmpp_client_set_ca_file (self->client, self->ca_file);
  tess_xmpp_client_set_register (self->client, create);
  if (keep)
    {
      self->pending = g_strdup (address);
      self->password = g_strdup (password);
    }
  g_signal_connect (self->client, "notify::state", G_CALLBACK (on_client_state), self);
  set_state (self, TESS_ACCOUNT_CONNECTING, NULL);
  tess_xmpp_client_connect (self->client);
}

static void
begin (TessAccount *self,
       const char  *address,
       const char  *password,
       gboolean     create)
{
  g_autofree char *clean = g_strstrip (g_strdup (address != NULL ? address : ""));
  g_autofree char *message = NULL;

  if (!tess_account_is_address (clean))
    /* Translators: %s is what the player typed as a chat address. */
    message = g_strdup_printf (_("“%s” is not a chat address: write it as name@server, "
                                 "like ana@example.org."), clean);
  else if (password == NULL || *password == '\0')
    message = g_strdup_printf (_("Type the password of %s."), clean);
  /* A typo never closes a working connection: it is only told. */
  if (message != NULL)
    {
      set_state (self, self->state == TESS_ACCOUNT_CONNECTED ? TESS_ACCOUNT_CONNECTED
                                                              : TESS_ACCOUNT_FAILED,
                 message);
      return;
    }
  drop_client (self);
  self->cancellable = g_cancellable_new ();
  start_client (self, clean, password, create, TRUE);
}

static void look_up_password (TessAccount *self);

static void
on_looked_up (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(KeyringCall) call = user_data;
  TessAccount *self = call->self;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  char *password = secret_password_lookup_finish (result, &error);

  /* Another try answered first, or the account moved on. */
  if (g_cancellable_is_cancelled (call->cancellable) || self->lookup_tries == 0)
    {
      secret_password_free (password);
      return;
    }
  self->lookup_tries = 0;
  g_clear_handle_id (&self->lookup_timeout, g_source_remove);

  if (error != NULL)
    /* Translators: %s is the keyring's own message. */
    message = g_strdup_printf (_("The keyring cannot be read: %s"), error->message);
  else if (password == NULL)
    message = g_strdup_printf (_("The keyring keeps no password for %s: sign in again."),
                               self->address);
  if (message != NULL || self->address == NULL)
    {
      secret_password_free (password);
      set_state (self, TESS_ACCOUNT_FAILED, message);
      return;
    }
  start_client (self, self->address, password, FALSE, FALSE);
  secret_password_free (password);
}

/* In a Flatpak, libsecret before 0.21.4 asks the Secret portal and
 * listens for its answer only once the call returns: an answer that comes
 * at once is missed, and the question is never answered (libsecret issue
 * 58), most often at start, when the window is being built. Asked again,
 * the keyring answers; the first answer to come is taken. */
#define LOOKUP_TRIES 4
#define LOOKUP_FIRST_WAIT_MS 3000

static gboolean
on_lookup_timeout (gpointer user_data)
{
  TessAccount *self = user_data;

  self->lookup_timeout = 0;
  if (self->lookup_tries >= LOOKUP_TRIES)
    {
      self->lookup_tries = 0;
      set_state (self, TESS_ACCOUNT_FAILED,
                 _("The keyring did not answer: sign in again in Preferences, Online."));
      return G_SOURCE_REMOVE;
    }
  g_debug ("The keyring did not answer: asking again (try %u)", self->lookup_tries + 1);
  look_up_password (self);
  return G_SOURCE_REMOVE;
}

static void
look_up_password (TessAccount *self)
{
  self->lookup_tries++;
  if (g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS))
    self->lookup_timeout = g_timeout_add (LOOKUP_FIRST_WAIT_MS << (self->lookup_tries - 1),
                                          on_lookup_timeout, self);
  secret_password_lookup (password_schema (), NULL, on_looked_up, keyring_call_new (self),
                          "address", self->address, NULL);
}

void
tess_account_connect (TessAccount *self)
{
  g_return_if_fail (TESS_IS_ACCOUNT (self));

  drop_client (self);
  if (self->address == NULL)
    {
      set_state (self, TESS_ACCOUNT_FAILED,
                 _("No chat account yet: sign in or create one in Preferences, Online."));
      return;
    }
  self->cancellable = g_cancellable_new ();
  set_state (self, TESS_ACCOUNT_CONNECTING, NULL);
  look_up_password (self);
}

void
tess_account_sign_in (TessAccount *self,
                      const char  *address,
                      const char  *password)
{
  g_return_if_fail (TESS_IS_ACCOUNT (self));
  begin (self, address, password, FALSE);
}

void
tess_account_create (TessAccount *self,
                     const char  *address,
                     const char  *password)
{
  g_return_if_fail (TESS_IS_ACCOUNT (self));
  begin (self, address, password, TRUE);
}

void
tess_account_disconnect (TessAccount *self)
{
  g_return_if_fail (TESS_IS_ACCOUNT (self));
  drop_client (self);
  set_state (self, TESS_ACCOUNT_OFFLINE, NULL);
}

void
tess_account_sign_out (TessAccount *self)
{
  g_autofree char *address = NULL;

  g_return_if_fail (TESS_IS_ACCOUNT (self));
  tess_account_disconnect (self);
  address = g_strdup (self->address);
  g_settings_set_string (self->settings, "online-address", "");
  read_address (self);
  if (address != NULL)
    clear_password (address);
}

void
tess_account_set_ca_file (TessAccount *self,
                          const char  *path)
{
  g_return_if_fail (TESS_IS_ACCOUNT (self));
  g_free (self->ca_file);
  self->ca_file = g_strdup (path);
}

const char *
tess_account_get_address (TessAccount *self)
{
  g_return_val_if_fail (TESS_IS_ACCOUNT (self), NULL);
  return self->address;
}

TessAccountState
tess_account_get_state (TessAccount *self)
{
  g_return_val_if_fail (TESS_IS_ACCOUNT (self), TESS_ACCOUNT_OFFLINE);
  return self->state;
}

const char *
tess_account_get_error (TessAccount *self)
{
  g_return_val_if_fail (TESS_IS_ACCOUNT (self), NULL);
  return self->error;
}

TessXmppClient *
tess_account_get_client (TessAccount *self)
{
  g_return_val_if_fail (TESS_IS_ACCOUNT (self), NULL);
  return self->state == TESS_ACCOUNT_CONNECTED ? self->client : NULL;
}

static void
tess_account_dispose (GObject *object)
{
  TessAccount *self = TESS_ACCOUNT (object);

  drop_client (self);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (tess_account_parent_class)->dispose (object);
}

static void
tess_account_finalize (GObject *object)
{
  TessAccount *self = TESS_ACCOUNT (object);

  g_free (self->address);
  g_free (self->ca_file);
  g_free (self->error);
  G_OBJECT_CLASS (tess_account_parent_class)->finalize (object);
}

static void
tess_account_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TessAccount *self = TESS_ACCOUNT (object);

  switch (prop_id)
    {
    case PROP_ADDRESS:
      g_value_set_string (value, self->address);
      break;
    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;
    case PROP_ERROR:
      g_value_set_string (value, self->error);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_account_class_init (TessAccountClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tess_account_dispose;
  object_class->finalize = tess_account_finalize;
  object_class->get_property = tess_account_get_property;

  properties[PROP_ADDRESS] =
    g_param_spec_string ("address", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, TESS_TYPE_ACCOUNT_STATE, TESS_ACCOUNT_OFFLINE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ERROR] =
    g_param_spec_string ("error", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tess_account_init (TessAccount *self)
{
}

TessAccount *
tess_account_new (GSettings *settings)
{
  TessAccount *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (TESS_TYPE_ACCOUNT, NULL);
  self->settings = g_object_ref (settings);
  g_signal_connect (settings, "changed::online-address", G_CALLBACK (on_address_changed), self);
  read_address (self);
  return self;
}
