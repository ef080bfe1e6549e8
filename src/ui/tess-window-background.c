/* tess-window-background.c: asking the desktop to let Tessera run on
 * with no window shown
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A window of an online game closed with Run in the Background on is
 * hidden, and Tessera follows the game with no window on screen. Outside
 * a sandbox nothing needs asking. In a Flatpak the desktop may stop an
 * app that shows no window: the background portal is asked, once, as
 * libportal would ask it (a call on the session bus, the answer only
 * logged: the game goes on either way while the desktop lets it).
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-window-private.h"

static gboolean asked;

static void
on_requested (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GError) error = NULL;

  reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, &error);
  if (reply == NULL)
    g_debug ("The background portal could not be asked: %s", error->message);
  else
    g_debug ("The background portal was asked to let Tessera run in the background");
}

void
_tess_window_request_background (TessWindow *self)
{
  GApplication *app = G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  GDBusConnection *bus = app != NULL ? g_application_get_dbus_connection (app) : NULL;
  GVariantBuilder options;

  if (asked || bus == NULL || !g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS))
    return;
  asked = TRUE;
  g_variant_builder_init (&options, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (&options, "{sv}", "reason",
                         /* Translators: why Tessera asks the desktop to let it run with its window closed. */
                         g_variant_new_string (_("To follow your online games and say when it is your turn")));
  g_variant_builder_add (&options, "{sv}", "autostart", g_variant_new_boolean (FALSE));
  g_dbus_connection_call (bus, "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                          "org.freedesktop.portal.Background", "RequestBackground",
                          g_variant_new ("(sa{sv})", "", &options), G_VARIANT_TYPE ("(o)"),
                          G_DBUS_CALL_FLAGS_NONE, -1, NULL, on_requested, NULL);
}
