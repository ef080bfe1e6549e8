/* tess-cli-handout.c: tessera-cli handout RECORD --out FILE.pdf
 *   [--moves scoring|all] [--size a4|letter]
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-cli.h"
#include "tess-handout.h"

static int run_handout (int argc, char **argv);

const TessCliCommand tess_cli_command_handout = {
  "handout",
  N_("FILE --out PDF"),
  N_("Print a handout of a game record for a class: a figure and the sentences of each "
     "scoring, the teacher’s notes, the final scoring step by step"),
  run_handout,
};

static int
run_handout (int    argc,
             char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;
  g_autofree char *out = NULL;
  g_autofree char *moves_name = NULL;
  g_autofree char *size_name = NULL;
  int moves = TESS_HANDOUT_MOVES_SCORING;
  int paper = TESS_HANDOUT_PAPER_A4;
  const GOptionEntry entries[] = {
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out,
      N_("Write the handout to this PDF file"), N_("PDF") },
    { "moves", 'm', 0, G_OPTION_ARG_STRING, &moves_name,
      N_("Which moves to explain: scoring (the moves that score, the default) or all"),
      N_("MOVES") },
    { "size", 's', 0, G_OPTION_ARG_STRING, &size_name,
      N_("The paper: a4 (the default) or letter"), N_("PAPER") },
    { NULL }
  };

  context = tess_cli_option_context (&tess_cli_command_handout);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tess_cli_parse (context, &argc, &argv))
    return TESS_CLI_EXIT_USAGE;
  if (argc != 2)
    return tess_cli_usage_error (&tess_cli_command_handout, _("give exactly one game record"));
  if (out == NULL)
    return tess_cli_usage_error (&tess_cli_command_handout,
                                 _("give the PDF to write with --out"));
  if (moves_name != NULL && (moves = tess_handout_moves_from_name (moves_name)) < 0)
    {
      g_autofree char *message =
        /* Translators: --moves is an option; keep scoring and all as they are */
        g_strdup_printf (_("“%s” is not a choice of moves: give scoring or all"), moves_name);

      return tess_cli_usage_error (&tess_cli_command_handout, message);
    }
  if (size_name != NULL && (paper = tess_handout_paper_from_name (size_name)) < 0)
    {
      g_autofree char *message =
        /* Translators: --size is an option; keep a4 and letter as they are */
        g_strdup_printf (_("“%s” is not a paper size: give a4 or letter"), size_name);

      return tess_cli_usage_error (&tess_cli_command_handout, message);
    }

  /* The loader's messages name the file already; the others do not. */
  record = tess_record_load_file (argv[1], &error);
  if (record == NULL || !tess_handout_write (record, out, moves, paper, NULL, &error))
    {
      g_autofree char *display = g_filename_display_name (argv[1]);

      if (record == NULL)
        g_printerr ("%s\n", error->message);
      else
        g_printerr ("%s: %s\n", display, error->message);
      return TESS_CLI_EXIT_FAILURE;
    }
  return EXIT_SUCCESS;
}
