/* tess-cli-move.c: tessera-cli move RECORD --level L [--budget MS |
 * --simulations N] [--seed S] [--tile ID] [--json] [--explain]
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-ai-player.h"
#include "tess-cli.h"
#include "tess-cli-protocol.h"

static int run_move (int argc, char **argv);

const TessCliCommand tess_cli_command_move = {
  "move",
  N_("RECORD"),
  N_("Print the move a computer player would make now, as one record move"),
  run_move,
};

/* The hard level's time when only simulations are counted: enough for
 * them on any machine, so that the answer does not depend on its speed. */
#define UNTIMED_BUDGET_MS (24 * 3600 * 1000)

static int
fail (TessCliPosition *pos,
      const char      *message)
{
  g_printerr ("tessera-cli move: %s\n", message);
  tess_cli_position_free (pos);
  return TESS_CLI_EXIT_FAILURE;
}

static int
run_move (int    argc,
          char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessState) turn = NULL;
  g_autoptr(TessAiChoice) choice = NULL;
  g_autoptr(JsonNode) move_node = NULL;
  g_autofree char *level_name = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *reason = NULL;
  g_auto(GStrv) tiles = NULL;
  TessCliPosition *pos;
  TessAiLevel level;
  TessAi *ai;
  TessCliMove move = { { 0 }, FALSE };
  gboolean json = FALSE, explain = FALSE;
  int budget = 0, sims = 0, simulations = 0;
  gint64 seed = 0;
  guint64 ai_seed;
  const GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_name,
      N_("Level of the computer player: random, easy, medium or hard"), N_("LEVEL") },
    { "budget", 0, 0, G_OPTION_ARG_INT, &budget,
      N_("Milliseconds the hard level may think (default 1000)"), N_("MS") },
    { "simulations", 0, 0, G_OPTION_ARG_INT, &sims,
      N_("Simulations the hard level plays, for an answer that does not depend on the machine"),
      N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed of the computer player (default: the one a hint in the game would use)"), N_("S") },
    { "tile", 't', 0, G_OPTION_ARG_STRING_ARRAY, &tiles,
      N_("The tile drawn, for a record without a seed (repeat it for a hand of several)"),
      N_("ID") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json,
      N_("Print the move, its level and its reason as JSON"), NULL },
    { "explain", 0, 0, G_OPTION_ARG_NONE, &explain,
      N_("Also print the one-line reason a hint gives"), NULL },
    { NULL }
  };

  context = tess_cli_option_context (&tess_cli_command_move);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tess_cli_parse (context, &argc, &argv))
    return TESS_CLI_EXIT_USAGE;
  if (argc != 2)
    return tess_cli_usage_error (&tess_cli_command_move, _("give exactly one game record"));
  if (!tess_cli_parse_level (level_name, "--level", &level, &error))
    return tess_cli_usage_error (&tess_cli_command_move, error->message);
  if (budget < 0 || sims < 0)
    return tess_cli_usage_error (&tess_cli_command_move,
                                 _("--budget and --simulations must be positive"));
  if (seed_text != NULL && !tess_game_parse_seed (seed_text, &seed))
    return tess_cli_usage_error (&tess_cli_command_move, _("--seed must be an integer"));

  pos = tess_cli_open_position (argv[1]);
  if (pos == NULL)
    return TESS_CLI_EXIT_FAILURE;

  turn = tess_cli_position_turn (pos, (const char * const *) tiles, &error);
  if (turn == NULL)
    return fail (pos, error->message);
  if (tess_state_is_over (turn))
    return fail (pos, _("The game is over: there is no move to make."));
  if (tess_state_hand_size (turn) == 0)
    return fail (pos, _("The record has no seed: say which tile is drawn with --tile."));

  ai_seed = seed_text != NULL ? (guint64) seed
                              : tess_ai_hint_seed (tess_cli_position_get_record (pos),
                                                   tess_record_n_moves (tess_cli_position_get_record (pos)),
                                                   level);
  ai = tess_ai_new (tess_cli_position_get_def (pos), level, ai_seed);
  tess_ai_set_budget (ai, budget > 0 ? budget : sims > 0 ? UNTIMED_BUDGET_MS : 1000, sims);
  move.discard = !tess_ai_choose (ai, turn, &move.move, NULL);
  if (level == TESS_AI_HARD && !move.discard)
    simulations = tess_ai_last_simulations (ai);
  if (explain || json)
    {
      choice = tess_ai_choice_new_for_move (ai, turn, &move.move, !move.discard);
      reason = tess_ai_choice_describe (choice);
    }
  tess_ai_free (ai);

  move_node = tess_cli_move_to_json (tess_cli_position_get_def (pos), &move);
  if (json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "move");
      json_builder_add_value (b, json_node_copy (move_node));
      json_builder_set_member_name (b, "level");
      json_builder_add_string_value (b, tess_ai_level_name (level));
      json_builder_set_member_name (b, "simulations");
      json_builder_add_int_value (b, simulations);
      json_builder_set_member_name (b, "explain");
      json_builder_add_string_value (b, reason);
      json_builder_end_object (b);
      root = json_builder_get_root (b);
      tess_cli_print_json_line (root);
    }
  else
    {
      g_autofree char *line = tess_cli_json_line (move_node);

      g_print ("%s\n", line);
      if (explain)
        g_print ("%s\n", reason);
    }
  tess_cli_position_free (pos);
  return EXIT_SUCCESS;
}
