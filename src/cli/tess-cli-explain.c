/* tess-cli-explain.c: tessera-cli explain FILE [--final] [--coordinates]
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-cli.h"
#include "tess-history.h"

static int run_explain (int argc, char **argv);

const TessCliCommand tess_cli_command_explain = {
  "explain",
  N_("FILE"),
  N_("Replay a game record and explain every move and every point scored"),
  run_explain,
};

static void
print_item (TessHistoryItem *item,
            gboolean         coordinates)
{
  const char * const *lines = tess_history_item_get_explanations (item);

  if (tess_history_item_get_is_final (item))
    g_print ("%s\n", tess_history_item_get_action (item));
  else
    {
      /* Translators: a line of “tessera-cli explain”: %u is the move
       * number, %s the sentence that says what was played */
      g_autofree char *line = g_strdup_printf (_("Move %u — %s"),
                                               tess_history_item_get_number (item),
                                               coordinates
                                               ? tess_history_item_get_action_coordinates (item)
                                               : tess_history_item_get_action (item));

      g_print ("%s\n", line);
    }
  for (guint i = 0; lines[i] != NULL; i++)
    g_print ("  %s\n", lines[i]);
}

static void
print_scores (TessHistoryItem *item,
              TessRecord      *record)
{
  g_autoptr(GString) list = g_string_new (NULL);
  g_autofree char *line = NULL;

  for (guint p = 0; p < tess_history_item_get_n_players (item); p++)
    {
      if (p > 0)
        /* Translators: separates the players in the list of scores */
        g_string_append (list, C_("scores", ", "));
      /* Translators: a player and their score, in the list of scores:
       * “Ana 12” */
      g_string_append_printf (list, C_("scores", "%1$s %2$d"),
                              tess_record_player (record, p)->name,
                              tess_history_item_get_score (item, p));
    }
  /* Translators: %s is “Ana 12, Bogdan 9” */
  line = g_strdup_printf (_("Scores: %s"), list->str);
  g_print ("%s\n", line);
}

static int
run_explain (int    argc,
             char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessHistory) history = NULL;
  g_autoptr(TessHistoryItem) last = NULL;
  g_autoptr(GError) error = NULL;
  gboolean final = FALSE;
  gboolean coordinates = FALSE;
  guint n_items;
  const GOptionEntry entries[] = {
    { "final", 0, 0, G_OPTION_ARG_NONE, &final,
      N_("Explain the final scoring after the last move, as if the game ended there"), NULL },
    { "coordinates", 0, 0, G_OPTION_ARG_NONE, &coordinates,
      N_("Name each tile by its id and each place by its cell and turn, as the record does"),
      NULL },
    { NULL }
  };

  context = tess_cli_option_context (&tess_cli_command_explain);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tess_cli_parse (context, &argc, &argv))
    return TESS_CLI_EXIT_USAGE;
  if (argc != 2)
    return tess_cli_usage_error (&tess_cli_command_explain,
                                 _("give exactly one game record"));

  replay = tess_cli_open_replay (argv[1]);
  if (replay == NULL)
    return TESS_CLI_EXIT_FAILURE;

  /* Illegal records print nothing on stdout, as `score` does. */
  history = tess_history_new (replay, &error);
  if (history == NULL)
    {
      g_autofree char *display = g_filename_display_name (argv[1]);

      g_printerr ("%s: %s\n", display, error->message);
      return TESS_CLI_EXIT_FAILURE;
    }
  tess_history_set_show_final (history, final);

  n_items = g_list_model_get_n_items (G_LIST_MODEL (history));
  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(TessHistoryItem) item = g_list_model_get_item (G_LIST_MODEL (history), i);

      print_item (item, coordinates);
    }

  if (n_items == 0)
    {
      g_print ("%s\n", _("No move has been played yet."));
      return EXIT_SUCCESS;
    }
  last = g_list_model_get_item (G_LIST_MODEL (history), n_items - 1);
  print_scores (last, tess_replay_get_record (replay));
  return EXIT_SUCCESS;
}
