/* tess-invitations.h: invitations that come while no window waits for one
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-application.h"
#include "tess-xmpp-client.h"

G_BEGIN_DECLS

#define TESS_TYPE_INVITATIONS (tess_invitations_get_type ())

G_DECLARE_FINAL_TYPE (TessInvitations, tess_invitations, TESS, INVITATIONS, GObject)

TessInvitations *tess_invitations_new        (TessApplication *app);
void             tess_invitations_set_client (TessInvitations *self,
                                              TessXmppClient  *client);

GtkWidget       *tess_invitations_new_dialog (GtkWindow       *parent,
                                              GtkApplication  *app,
                                              const char      *from,
                                              const char      *room);

G_END_DECLS
