/* tess-cli-arena.c: tessera-cli arena --a LEVEL --b LEVEL [--games N] [--seed S] [--json]
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-ai.h"
#include "tess-cli.h"
#include "tess-rules.h"

static int run_arena (int argc, char **argv);

const TessCliCommand tess_cli_command_arena = {
  "arena",
  NULL,
  N_("Play computer players against each other, seats alternated"),
  run_arena,
};

typedef struct
{
  const TessDef *def;
  TessAiLevel    level_a;
  TessAiLevel    level_b;
  int            budget_ms;
  int            sims;
  guint64        seed;
  int            players;
  /* Games first .. last (exclusive) of the whole run. */
  int            first;
  int            last;
  /* Results. */
  int            wins_a;
  int            wins_b;
  int            ties;
  gint64         score_a;
  gint64         score_b;
  gint64         usec_a;
  gint64         usec_b;
  gint64         moves_a;
  gint64         moves_b;
  gint64         max_usec_a;
  gint64         max_usec_b;
  char          *error;
} Arena;

/* Game g: the seed S + g / 2, so each deal is played twice with the seats
 * swapped; player A sits in seat g % players, B in all the others. */
static gpointer
play_games (gpointer data)
{
  Arena *a = data;
  TessState *st = tess_state_new (a->def);
  TessAi *ai_a = tess_ai_new (a->def, a->level_a, a->seed * 2 + 1);
  TessAi *ai_b = tess_ai_new (a->def, a->level_b, a->seed * 2 + 2);

  tess_ai_set_budget (ai_a, a->budget_ms, a->sims);
  tess_ai_set_budget (ai_b, a->budget_ms, a->sims);

  for (int g = a->first; g < a->last && a->error == NULL; g++)
    {
      int seat_a = g % a->players;
      int best_b = G_MININT;

      tess_state_init (st, a->def, TRUE, a->seed + (guint64) (g / 2));
      while (!tess_state_is_over (st))
        {
          int p = tess_state_current_player (st);
          gboolean is_a = p == seat_a;
          TessMove move;
          gint64 start = g_get_monotonic_time (), usec;
          gboolean placed = tess_ai_choose (is_a ? ai_a : ai_b, st, &move, NULL);
          TessAction action;
          TessError err;

          usec = g_get_monotonic_time () - start;
          if (is_a)
            {
              a->usec_a += usec;
              a->moves_a++;
              a->max_usec_a = MAX (a->max_usec_a, usec);
            }
          else
            {
              a->usec_b += usec;
              a->moves_b++;
              a->max_usec_b = MAX (a->max_usec_b, usec);
            }
          action = (TessAction) { placed ? TESS_ACTION_PLACE : TESS_ACTION_PASS, move };
          err = tess_state_apply_action (st, &action, NULL, NULL);
          if (err != TESS_OK)
            {
              /* Translators: a computer player broke a rule; this is a bug. */
              a->error = g_strdup_printf (_("Game %d, move %d: the %s player made an illegal move: %s"),
                                          g + 1, tess_state_n_moves (st) + 1,
                                          tess_ai_level_name (is_a ? a->level_a : a->level_b),
                                          tess_error_message (err));
              break;
            }
        }
      tess_state_final_scoring (st, NULL, NULL);

      for (int p = 0; p < a->players; p++)
        if (p != seat_a)
          best_b = MAX (best_b, tess_state_score (st, p));
      a->score_a += tess_state_score (st, seat_a);
      a->score_b += best_b;
      if (tess_state_score (st, seat_a) > best_b)
        a->wins_a++;
      else if (tess_state_score (st, seat_a) < best_b)
        a->wins_b++;
      else
        a->ties++;
    }

  tess_ai_free (ai_a);
  tess_ai_free (ai_b);
  tess_state_free (st);
  return NULL;
}

static int
run_arena (int    argc,
           char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) base = NULL;
  g_autoptr(GPtrArray) sets = g_ptr_array_new_with_free_func ((GDestroyNotify) tess_tile_set_unref);
  g_autofree char *expansions = NULL;
  g_autofree char *name_a = NULL;
  g_autofree char *name_b = NULL;
  g_autofree Arena *arenas = NULL;
  Arena total = { 0 };
  TessTileSet set[1 + 8];
  TessRules rules;
  TessDef *def;
  char err[256] = "";
  int games = 200, players = 2, budget = 1000, sims = 0, jobs = 1, level_a, level_b;
  gint64 seed = 1, start;
  gboolean json = FALSE;
  double seconds, ms_a, ms_b;
  const GOptionEntry entries[] = {
    { "a", 0, 0, G_OPTION_ARG_STRING, &name_a,
      N_("Level of player A: random, easy, medium or hard"), N_("LEVEL") },
    { "b", 0, 0, G_OPTION_ARG_STRING, &name_b,
      N_("Level of player B (and of every other seat)"), N_("LEVEL") },
    { "games", 'n', 0, G_OPTION_ARG_INT, &games,
      N_("Number of games (default 200)"), N_("N") },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players,
      N_("Players in each game, 2 to 6 (default 2)"), N_("P") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed,
      N_("Seed of the first deal (default 1)"), N_("S") },
    { "budget", 0, 0, G_OPTION_ARG_INT, &budget,
      N_("Milliseconds the hard level may think per move (default 1000)"), N_("MS") },
    { "simulations", 0, 0, G_OPTION_ARG_INT, &sims,
      N_("Cap on the hard level's simulations per move, for results that do not depend on the machine"),
      N_("N") },
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &jobs,
      N_("Games played at once, one per thread (default 1)"), N_("J") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json,
      N_("Print the results as JSON"), NULL },
    { "expansions", 0, 0, G_OPTION_ARG_STRING, &expansions,
      N_("Play with these expansions, as the rule “expansions” of a record (e.g. inns-cathedrals)"),
      N_("LIST") },
    { NULL }
  };

  context = tess_cli_option_context (&tess_cli_command_arena);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tess_cli_parse (context, &argc, &argv))
    return TESS_CLI_EXIT_USAGE;
  if (argc != 1)
    return tess_cli_usage_error (&tess_cli_command_arena, _("arena takes no file"));
  level_a = tess_ai_level_from_name (name_a);
  level_b = tess_ai_level_from_name (name_b);
  if (level_a < 0 || level_b < 0)
    return tess_cli_usage_error (&tess_cli_command_arena,
                                 _("--a and --b must each be random, easy, medium or hard"));
  if (games < 1)
    return tess_cli_usage_error (&tess_cli_command_arena, _("--games must be at least 1"));
  if (players < 2 || players > TESS_MAX_PLAYERS)
    return tess_cli_usage_error (&tess_cli_command_arena, _("--players must be 2 to 6"));
  if (budget < 1 || sims < 0)
    return tess_cli_usage_error (&tess_cli_command_arena, _("--budget and --simulations must be positive"));
  jobs = CLAMP (jobs, 1, MIN (games, 64));

  base = tess_tile_set_load_builtin ("base", &error);
  if (base == NULL)
    {
      g_printerr ("tessera-cli arena: %s\n", error->message);
      return TESS_CLI_EXIT_FAILURE;
    }
  tess_tile_set_as_engine (base, &set[0]);
  tess_rules_init_default (&rules);
  /* The expansions' tile sets and figures, as a record would have them. */
  if (expansions != NULL && !tess_rules_set (&rules, "expansions", expansions, &error))
    return tess_cli_usage_error (&tess_cli_command_arena, error->message);
  for (guint i = 0; i < tess_rules_n_expansions (); i++)
    if (rules.expansions & (1u << i))
      {
        TessTileSetData *ex = tess_tile_set_load_builtin (tess_rules_expansion_id (i), &error);

        if (ex == NULL)
          {
            g_printerr ("tessera-cli arena: %s\n", error->message);
            return TESS_CLI_EXIT_FAILURE;
          }
        g_ptr_array_add (sets, ex);
        tess_tile_set_as_engine (ex, &set[sets->len]);
      }
  def = tess_def_new (set, 1 + (int) sets->len, &rules, players, err, sizeof err);
  if (def == NULL)
    {
      g_printerr ("tessera-cli arena: %s\n", err);
      return TESS_CLI_EXIT_FAILURE;
    }

  arenas = g_new0 (Arena, jobs);
  start = g_get_monotonic_time ();
  {
    g_autofree GThread **threads = g_new0 (GThread *, jobs);

    for (int j = 0; j < jobs; j++)
      {
        Arena *a = &arenas[j];

        a->def = def;
        a->level_a = level_a;
        a->level_b = level_b;
        a->budget_ms = budget;
        a->sims = sims;
        a->seed = (guint64) seed;
        a->players = players;
        a->first = games * j / jobs;
        a->last = games * (j + 1) / jobs;
        threads[j] = g_thread_new ("arena", play_games, a);
      }
    for (int j = 0; j < jobs; j++)
      g_thread_join (threads[j]);
  }
  seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;

  for (int j = 0; j < jobs; j++)
    {
      Arena *a = &arenas[j];

      if (a->error != NULL && total.error == NULL)
        total.error = a->error;
      else
        g_free (a->error);
      total.wins_a += a->wins_a;
      total.wins_b += a->wins_b;
      total.ties += a->ties;
      total.score_a += a->score_a;
      total.score_b += a->score_b;
      total.usec_a += a->usec_a;
      total.usec_b += a->usec_b;
      total.moves_a += a->moves_a;
      total.moves_b += a->moves_b;
      total.max_usec_a = MAX (total.max_usec_a, a->max_usec_a);
      total.max_usec_b = MAX (total.max_usec_b, a->max_usec_b);
    }
  tess_def_free (def);

  if (total.error != NULL)
    {
      g_printerr ("tessera-cli arena: %s\n", total.error);
      g_free (total.error);
      return TESS_CLI_EXIT_FAILURE;
    }

  ms_a = total.moves_a ? (double) total.usec_a / total.moves_a / 1000.0 : 0;
  ms_b = total.moves_b ? (double) total.usec_b / total.moves_b / 1000.0 : 0;

  if (json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "games");
      json_builder_add_int_value (b, games);
      json_builder_set_member_name (b, "wins_a");
      json_builder_add_int_value (b, total.wins_a);
      json_builder_set_member_name (b, "wins_b");
      json_builder_add_int_value (b, total.wins_b);
      json_builder_set_member_name (b, "ties");
      json_builder_add_int_value (b, total.ties);
      json_builder_set_member_name (b, "mean_score_a");
      json_builder_add_double_value (b, (double) total.score_a / games);
      json_builder_set_member_name (b, "mean_score_b");
      json_builder_add_double_value (b, (double) total.score_b / games);
      json_builder_set_member_name (b, "ms_per_move_a");
      json_builder_add_double_value (b, ms_a);
      json_builder_set_member_name (b, "ms_per_move_b");
      json_builder_add_double_value (b, ms_b);
      json_builder_set_member_name (b, "max_ms_per_move_a");
      json_builder_add_double_value (b, total.max_usec_a / 1000.0);
      json_builder_set_member_name (b, "max_ms_per_move_b");
      json_builder_add_double_value (b, total.max_usec_b / 1000.0);
      json_builder_set_member_name (b, "seconds");
      json_builder_add_double_value (b, seconds);
      json_builder_end_object (b);
      root = json_builder_get_root (b);
      tess_cli_print_json (root);
    }
  else
    {
      /* Translators: the first line of `tessera-cli arena`'s report. */
      g_print (_("%s (A) against %s (B): %d games of %d players in %.1f s\n"),
               name_a, name_b, games, players, seconds);
      g_print (_("Wins: A %d (%.1f%%), B %d (%.1f%%), ties %d\n"),
               total.wins_a, 100.0 * total.wins_a / games,
               total.wins_b, 100.0 * total.wins_b / games, total.ties);
      g_print (_("Mean score: A %.1f, B %.1f (B: the best of the other seats)\n"),
               (double) total.score_a / games, (double) total.score_b / games);
      g_print (_("Time per move: A %.2f ms (at most %.1f), B %.2f ms (at most %.1f)\n"),
               ms_a, total.max_usec_a / 1000.0, ms_b, total.max_usec_b / 1000.0);
    }
  return 0;
}
