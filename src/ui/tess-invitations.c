/* tess-invitations.c: invitations that come while no window waits for one
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A friend may invite you at any time while your account is signed in,
 * not only after Play Online, Wait for an Invitation. When no window
 * waits for an invitation, this asks over the window in front (and by a
 * notification when Tessera is not in front); Join opens a new window
 * that plays the game, and the game shown before goes on where it was.
 */

#define G_LOG_DOMAIN "tess-invitations"

#include "config.h"

#include <string.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "tess-confirm-dialog.h"
#include "tess-invitations.h"
#include "tess-window.h"

struct _TessInvitations
{
  GObject          parent_instance;

  TessApplication *app;      /* (nullable) (weak): windows open in it */
  TessXmppClient  *client;   /* the signed-in account's */
  GSignalGroup    *client_signals;
};

G_DEFINE_FINAL_TYPE (TessInvitations, tess_invitations, G_TYPE_OBJECT)

/* A window that waits for an invitation from @from takes it (and asks
 * itself). */
static gboolean
some_window_takes (const char *from)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    {
      TessOnlineGame *online = TESS_IS_WINDOW (l->data) ? tess_window_get_online_game (l->data) : NULL;

      if (online != NULL && tess_online_game_takes_invitation_from (online, from))
        return TRUE;
    }
  return FALSE;
}

/* The game window in front, or any shown one; else the application's
 * window in front (the editor, Preferences). */
static GtkWindow *
front_window (TessInvitations *self)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();
  GtkWindow *front = NULL;

  for (GList *l = windows; l != NULL; l = l->next)
    if (TESS_IS_WINDOW (l->data) && gtk_widget_get_visible (l->data)
        && (front == NULL || gtk_window_is_active (l->data)))
      front = l->data;
  if (front == NULL && self->app != NULL)
    front = gtk_application_get_active_window (GTK_APPLICATION (self->app));
  return front;
}

static void
on_response (AdwMessageDialog *dialog,
             const char       *response,
             TessInvitations  *self)
{
  const char *from = g_object_get_data (G_OBJECT (dialog), "from");
  const char *room = g_object_get_data (G_OBJECT (dialog), "room");
  TessWindow *window;
  TessOnlineGame *online;

  if (g_strcmp0 (response, "accept") != 0 || self->client == NULL)
    return;
  /* A window of its own: the game shown before stays as it is. */
  window = tess_window_new (self->app);
  gtk_window_present (GTK_WINDOW (window));
  online = tess_window_join_online (window, self->client, from);
  tess_online_game_accept_invitation (online, room);
}

/**
 * tess_invitations_new_dialog:
 * @parent: (nullable): the window it is over
 * @app: (nullable): the application, to notify when @parent is not in front
 * @from: who invites (a bare address)
 * @room: the room of the game
 *
 * "Join the Game?", with Decline and Join; the dialog keeps @from and
 * @room as its data "from" and "room" for the response's handler. When
 * @parent is not in front, a notification says it too.
 *
 * Returns: (transfer none): the dialog, to connect and present
 */
GtkWidget *
tess_invitations_new_dialog (GtkWindow      *parent,
                             GtkApplication *app,
                             const char     *from,
                             const char     *room)
{
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (from != NULL, NULL);
  g_return_val_if_fail (room != NULL, NULL);

  /* Translators: %s is the address of who invites. */
  body = g_strdup_printf (_("%s invites you to play a game of Tessera online."), from);
  dialog = tess_confirm_dialog_new (parent, _("Join the Game?"), body,
                                    "decline", _("_Decline"), "accept", _("_Join"));
  g_object_set_data_full (G_OBJECT (dialog), "from", g_strdup (from), g_free);
  g_object_set_data_full (G_OBJECT (dialog), "room", g_strdup (room), g_free);
  if (app != NULL && (parent == NULL || !gtk_window_is_active (parent)))
    {
      g_autoptr(GNotification) notification = g_notification_new (_("An invitation to Tessera"));

      g_notification_set_body (notification, body);
      /* Clicked: the window, and this dialog over it, come to the front. */
      g_notification_set_default_action (notification, "app.present");
      g_application_send_notification (G_APPLICATION (app), "online-invitation", notification);
    }
  return dialog;
}

static void
on_invitation (TessInvitations *self,
               const char      *from,
               const char      *room)
{
  g_autofree char *inviter = g_strdup (from);
  char *slash = strchr (inviter, '/');
  GtkWidget *dialog;

  if (some_window_takes (from))
    return;
  if (slash != NULL)
    *slash = '\0';
  dialog = tess_invitations_new_dialog (front_window (self), GTK_APPLICATION (self->app), inviter, room);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
tess_invitations_dispose (GObject *object)
{
  TessInvitations *self = TESS_INVITATIONS (object);

  g_clear_object (&self->client_signals);
  g_clear_object (&self->client);
  g_clear_weak_pointer (&self->app);
  G_OBJECT_CLASS (tess_invitations_parent_class)->dispose (object);
}

static void
tess_invitations_class_init (TessInvitationsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tess_invitations_dispose;
}

static void
tess_invitations_init (TessInvitations *self)
{
  self->client_signals = g_signal_group_new (TESS_TYPE_XMPP_CLIENT);
  g_signal_group_connect_object (self->client_signals, "invitation", G_CALLBACK (on_invitation), self,
                                 G_CONNECT_SWAPPED);
}

/**
 * tess_invitations_new:
 * @app: (nullable): where the windows of accepted games open
 */
TessInvitations *
tess_invitations_new (TessApplication *app)
{
  TessInvitations *self = g_object_new (TESS_TYPE_INVITATIONS, NULL);

  g_set_weak_pointer (&self->app, app);
  return self;
}

/* @client: (nullable): the account's client while it is signed in */
void
tess_invitations_set_client (TessInvitations *self,
                             TessXmppClient  *client)
{
  g_return_if_fail (TESS_IS_INVITATIONS (self));
  g_return_if_fail (client == NULL || TESS_IS_XMPP_CLIENT (client));

  if (!g_set_object (&self->client, client))
    return;
  g_signal_group_set_target (self->client_signals, client);
}
