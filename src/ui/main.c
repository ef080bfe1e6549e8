/* main.c: the entry point of Tessera
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gi18n.h>

#include "tess-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TessApplication) app = NULL;

  tess_application_prepare_environment ();

  setlocale (LC_ALL, "");
  /* TESSERA_LOCALEDIR: the translations of a build tree (meson devenv). */
  bindtextdomain (GETTEXT_PACKAGE,
                  g_getenv ("TESSERA_LOCALEDIR") ? g_getenv ("TESSERA_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Tessera"));

  app = tess_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
