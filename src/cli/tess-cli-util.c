/* tess-cli-util.c: what the subcommands of tessera-cli share
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-cli.h"
#include "tess-json-private.h"

GOptionContext *
tess_cli_option_context (const TessCliCommand *command)
{
  GOptionContext *context;

  g_return_val_if_fail (command != NULL, NULL);

  g_set_prgname ("tessera-cli");
  context = g_option_context_new (command->parameters ? _(command->parameters) : NULL);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, _(command->summary));
  return context;
}

gboolean
tess_cli_parse (GOptionContext *context,
                int            *argc,
                char         ***argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *prgname = NULL;

  /* GOptionContext names the program after argv[0]: "tessera-cli score". */
  prgname = g_strdup_printf ("tessera-cli %s", (*argv)[0]);
  g_set_prgname (prgname);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      g_printerr ("%s: %s\n", prgname, error->message);
      g_printerr (_("Run “%s --help” for its options."), prgname);
      g_printerr ("\n");
      return FALSE;
    }
  return TRUE;
}

int
tess_cli_usage_error (const TessCliCommand *command,
                      const char           *message)
{
  g_printerr ("tessera-cli %s: %s\n", command->name, message);
  g_printerr (_("Run “tessera-cli %s --help” for its options."), command->name);
  g_printerr ("\n");
  return TESS_CLI_EXIT_USAGE;
}

TessReplay *
tess_cli_open_replay (const char *filename)
{
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  TessReplay *replay;

  record = tess_record_load_file (filename, &error);
  if (record == NULL)
    {
      g_printerr ("%s\n", error->message);
      return NULL;
    }
  replay = tess_replay_new (record, &error);
  if (replay == NULL)
    {
      g_autofree char *display = g_filename_display_name (filename);

      g_printerr ("%s: %s\n", display, error->message);
      return NULL;
    }
  return replay;
}

void
tess_cli_print_json_line (JsonNode *node)
{
  g_autofree char *text = tess_json_generate (node, FALSE);

  g_print ("%s\n", text);
}

void
tess_cli_print_json (JsonNode *node)
{
  g_autofree char *text = tess_json_generate (node, TRUE);

  g_print ("%s\n", text);
}
