/* tess-net-error.c: the error domain of online play
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-net"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tess-net-error.h"

G_DEFINE_QUARK (tess-net-error-quark, tess_net_error)

/* OpenSSL's verdict on a certificate, in words. */
char *
tess_net_explain_certificate (const char *verdict)
{
  if (strstr (verdict, "HOSTNAME_MISMATCH") != NULL)
    return g_strdup (_("it names another server"));
  if (strstr (verdict, "ISSUER") != NULL || strstr (verdict, "SELF_SIGNED") != NULL
      || strstr (verdict, "UNTRUSTED") != NULL)
    return g_strdup (_("no certificate authority this computer trusts has signed it"));
  if (strstr (verdict, "EXPIRED") != NULL)
    return g_strdup (_("it has expired"));
  if (strstr (verdict, "NOT_YET_VALID") != NULL)
    return g_strdup (_("it is not valid yet"));
  return g_strdup (verdict);
}
