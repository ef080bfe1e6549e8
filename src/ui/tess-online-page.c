/* tess-online-page.c: Preferences, Online: the chat account
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A thin view of the application's TessAccount: it shows the state and,
 * when the account is not connected, why; its buttons call the account.
 */

#define G_LOG_DOMAIN "tess-online-page"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-online-page.h"

struct _TessOnlinePage
{
  AdwPreferencesPage parent_instance;

  TessAccount  *account;
  GSignalGroup *account_signals;

  AdwActionRow *status_row;
  GtkImage *status_icon;
  GtkSpinner *spinner;
  GtkEditable *address_row;
  GtkEditable *password_row;
  GtkButton *sign_in_button;
  GtkButton *create_button;
  GtkButton *connect_button;
  GtkButton *sign_out_button;
  GtkSwitch *background_switch;
  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (TessOnlinePage, tess_online_page, ADW_TYPE_PREFERENCES_PAGE)

static gboolean
has_text (GtkEditable *row)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row));

  return text != NULL && *text != '\0';
}

/* The state in words, its reason below, and what can be done now. */
static void
update (TessOnlinePage *self)
{
  TessAccountState state = tess_account_get_state (self->account);
  const char *address = tess_account_get_address (self->account);
  const char *error = tess_account_get_error (self->account);
  g_autofree char *title = NULL;
  const char *icon = "network-offline-symbolic";
  gboolean busy = state == TESS_ACCOUNT_CONNECTING;
  gboolean typed = has_text (self->address_row) && has_text (self->password_row);

  switch (state)
    {
    case TESS_ACCOUNT_CONNECTING:
      title = g_strdup (_("Connecting…"));
      icon = "network-transmit-receive-symbolic";
      break;
    case TESS_ACCOUNT_CONNECTED:
      /* Translators: %s is a chat address, like ana@example.org. */
      title = g_strdup_printf (_("Connected as %s"), address);
      icon = "network-transmit-receive-symbolic";
      break;
    case TESS_ACCOUNT_FAILED:
      title = g_strdup (_("Not connected"));
      icon = "network-error-symbolic";
      break;
    case TESS_ACCOUNT_OFFLINE:
    default:
      title = address != NULL
              /* Translators: %s is a chat address, like ana@example.org. */
              ? g_strdup_printf (_("Signed in as %s, not connected"), address)
              : g_strdup (_("Not signed in"));
      break;
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->status_row), title);
  adw_action_row_set_subtitle (self->status_row, error != NULL ? error : "");
  gtk_image_set_from_icon_name (self->status_icon, icon);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), busy);
  gtk_spinner_set_spinning (self->spinner, busy);

  gtk_widget_set_sensitive (GTK_WIDGET (self->sign_in_button), typed && !busy);
  gtk_widget_set_sensitive (GTK_WIDGET (self->create_button), typed && !busy);
  gtk_widget_set_visible (GTK_WIDGET (self->connect_button),
                          address != NULL && (state == TESS_ACCOUNT_OFFLINE || state == TESS_ACCOUNT_FAILED));
  gtk_widget_set_visible (GTK_WIDGET (self->sign_out_button), address != NULL);

  /* A password the account has taken is the keyring's now. */
  if (state == TESS_ACCOUNT_CONNECTED && has_text (self->password_row))
    gtk_editable_set_text (GTK_EDITABLE (self->password_row), "");
}

static void
on_account_changed (TessOnlinePage *self)
{
  const char *address = tess_account_get_address (self->account);

  if (address != NULL && !has_text (self->address_row))
    gtk_editable_set_text (GTK_EDITABLE (self->address_row), address);
  update (self);
}

static void
on_entry_changed (TessOnlinePage *self)
{
  update (self);
}

static void
on_sign_in (TessOnlinePage *self)
{
  if (!gtk_widget_get_sensitive (GTK_WIDGET (self->sign_in_button)))
    return;
  tess_account_sign_in (self->account,
                        gtk_editable_get_text (GTK_EDITABLE (self->address_row)),
                        gtk_editable_get_text (GTK_EDITABLE (self->password_row)));
}

static void
on_create (TessOnlinePage *self)
{
  tess_account_create (self->account,
                       gtk_editable_get_text (GTK_EDITABLE (self->address_row)),
                       gtk_editable_get_text (GTK_EDITABLE (self->password_row)));
}

static void
on_connect (TessOnlinePage *self)
{
  tess_account_connect (self->account);
}

static void
on_sign_out (TessOnlinePage *self)
{
  tess_account_sign_out (self->account);
  gtk_editable_set_text (GTK_EDITABLE (self->password_row), "");
}

static void
tess_online_page_dispose (GObject *object)
{
  TessOnlinePage *self = TESS_ONLINE_PAGE (object);

  g_clear_object (&self->account_signals);
  g_clear_object (&self->account);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (object), TESS_TYPE_ONLINE_PAGE);

  G_OBJECT_CLASS (tess_online_page_parent_class)->dispose (object);
}

static void
tess_online_page_class_init (TessOnlinePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tess_online_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tesseragame/Tessera/tess-online-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TessOnlinePage, status_row);
  gtk_widget_class_bind_template_child (widget_class, TessOnlinePage, status_icon);
  gtk_widget_class_bind_template_child (widget_class, TessOnlinePage, spinner);
  gtk_widget_class_bind_template_child (widget_class, TessOnlinePage, address_row);
  gtk_widget_class_bind_template_child (widget_class, TessOnlinePage, password_row);
  gtk_widget_class_bind_template_child (widget_class, TessOnlinePage, sign_in_button);
  gtk_widget_class_bind_template_child (widget_class, TessOnlinePage, create_button);
  gtk_widget_class_bind_template_child (widget_class, TessOnlinePage, connect_button);
  gtk_widget_class_bind_template_child (widget_class, TessOnlinePage, sign_out_button);
  gtk_widget_class_bind_template_child (widget_class, TessOnlinePage, background_switch);
  gtk_widget_class_bind_template_callback (widget_class, on_entry_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_sign_in);
  gtk_widget_class_bind_template_callback (widget_class, on_create);
  gtk_widget_class_bind_template_callback (widget_class, on_connect);
  gtk_widget_class_bind_template_callback (widget_class, on_sign_out);
}

static void
tess_online_page_init (TessOnlinePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APP_ID);
  g_settings_bind (self->settings, "run-in-background", self->background_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  self->account_signals = g_signal_group_new (TESS_TYPE_ACCOUNT);
  g_signal_group_connect_swapped (self->account_signals, "notify::state",
                                  G_CALLBACK (on_account_changed), self);
  g_signal_group_connect_swapped (self->account_signals, "notify::error",
                                  G_CALLBACK (on_account_changed), self);
  g_signal_group_connect_swapped (self->account_signals, "notify::address",
                                  G_CALLBACK (on_account_changed), self);
}

TessOnlinePage *
tess_online_page_new (TessAccount *account)
{
  TessOnlinePage *self;

  g_return_val_if_fail (TESS_IS_ACCOUNT (account), NULL);

  self = g_object_new (TESS_TYPE_ONLINE_PAGE, NULL);
  self->account = g_object_ref (account);
  g_signal_group_set_target (self->account_signals, account);
  on_account_changed (self);
  return self;
}
