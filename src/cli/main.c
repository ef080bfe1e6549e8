/* main.c: tessera-cli, the command-line companion of Tessera
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>

#include "tess-cli-art.h"
#include "tess-cli-commands.h"

static const TessCliCommand *
find_command (const char *name)
{
  for (guint i = 0; tess_cli_commands[i] != NULL; i++)
    if (strcmp (tess_cli_commands[i]->name, name) == 0)
      return tess_cli_commands[i];
  return NULL;
}

static char *
main_help (void)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GString) summary = g_string_new (_("Commands:"));
  int width = 0;

  for (guint i = 0; tess_cli_commands[i] != NULL; i++)
    width = MAX (width, (int) g_utf8_strlen (tess_cli_commands[i]->name, -1));
  for (guint i = 0; tess_cli_commands[i] != NULL; i++)
    g_string_append_printf (summary, "\n  %-*s  %s", width, tess_cli_commands[i]->name,
                            _(tess_cli_commands[i]->summary));
  g_string_append (summary, "\n\n");
  g_string_append (summary, _("Run “tessera-cli COMMAND --help” for the options of a command."));

  context = g_option_context_new (_("COMMAND [ARGUMENT…]"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Checks, scores and measures Tessera games and tile sets."));
  g_option_context_set_description (context, summary->str);
  g_option_context_set_help_enabled (context, TRUE);
  return g_option_context_get_help (context, TRUE, NULL);
}

int
main (int    argc,
      char **argv)
{
  const TessCliCommand *command;

  setlocale (LC_ALL, "");
  /* TESSERA_LOCALEDIR: the translations of a build tree (meson devenv). */
  bindtextdomain (GETTEXT_PACKAGE,
                  g_getenv ("TESSERA_LOCALEDIR") ? g_getenv ("TESSERA_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_prgname ("tessera-cli");
  tess_cli_art_init ();

  if (argc < 2)
    {
      g_autofree char *help = main_help ();

      g_printerr ("%s", help);
      return TESS_CLI_EXIT_USAGE;
    }

  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0
      || strcmp (argv[1], "-?") == 0 || strcmp (argv[1], "help") == 0)
    {
      g_autofree char *help = NULL;

      /* "tessera-cli help score" is "tessera-cli score --help". */
      if (strcmp (argv[1], "help") == 0 && argc > 2 && (command = find_command (argv[2])))
        {
          char *sub_argv[] = { argv[2], (char *) "--help", NULL };

          return command->run (2, sub_argv);
        }
      help = main_help ();
      g_print ("%s", help);
      return EXIT_SUCCESS;
    }

  if (strcmp (argv[1], "--version") == 0)
    {
      g_print ("tessera-cli %s\n", PACKAGE_VERSION);
      return EXIT_SUCCESS;
    }

  command = find_command (argv[1]);
  if (command == NULL)
    {
      g_printerr (_("tessera-cli: unknown command “%s”"), argv[1]);
      g_printerr ("\n");
      g_printerr (_("Run “tessera-cli --help” to list the commands."));
      g_printerr ("\n");
      return TESS_CLI_EXIT_USAGE;
    }

  return command->run (argc - 1, argv + 1);
}
