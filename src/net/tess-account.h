/* tess-account.h: the player's chat account, its password in the keyring
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tess-xmpp-client.h"

G_BEGIN_DECLS

/**
 * TessAccountState:
 * @TESS_ACCOUNT_OFFLINE: not connected: no account, or closed on purpose
 * @TESS_ACCOUNT_CONNECTING: reading the keyring, reaching the server, signing in
 * @TESS_ACCOUNT_CONNECTED: signed in: tess_account_get_client() plays
 * @TESS_ACCOUNT_FAILED: the connection failed or was lost; #TessAccount:error says why
 */
typedef enum
{
  TESS_ACCOUNT_OFFLINE,
  TESS_ACCOUNT_CONNECTING,
  TESS_ACCOUNT_CONNECTED,
  TESS_ACCOUNT_FAILED,
} TessAccountState;

#define TESS_TYPE_ACCOUNT_STATE (tess_account_state_get_type ())
GType tess_account_state_get_type (void);

#define TESS_TYPE_ACCOUNT (tess_account_get_type ())

G_DECLARE_FINAL_TYPE (TessAccount, tess_account, TESS, ACCOUNT, GObject)

/* @settings: the application's settings (online-address, online-server). */
TessAccount      *tess_account_new          (GSettings   *settings);

/* The address kept in the settings, or NULL when none is. */
const char       *tess_account_get_address  (TessAccount *self);
TessAccountState  tess_account_get_state    (TessAccount *self);
/* Why the account is not connected (or why a sign-in was refused while
 * it stays connected), in a sentence; NULL when nothing failed. */
const char       *tess_account_get_error    (TessAccount *self);
/* The connected client, or NULL unless the state is CONNECTED. */
TessXmppClient   *tess_account_get_client   (TessAccount *self);
gboolean          tess_account_is_address   (const char  *address);

/* Signs in with a new address and password: once connected, the address
 * goes to the settings and the password to the keyring. */
void              tess_account_sign_in      (TessAccount *self,
                                             const char  *address,
                                             const char  *password);
/* As sign_in, but creates the account first (in-band registration). */
void              tess_account_create       (TessAccount *self,
                                             const char  *address,
                                             const char  *password);
/* Connects the kept address with the keyring's password. */
void              tess_account_connect      (TessAccount *self);
void              tess_account_disconnect   (TessAccount *self);
/* Disconnects, forgets the address and removes the password from the keyring. */
void              tess_account_sign_out     (TessAccount *self);

/* Certificates of these authorities only (tests, a club's own server). */
void              tess_account_set_ca_file  (TessAccount *self,
                                             const char  *path);

G_END_DECLS
