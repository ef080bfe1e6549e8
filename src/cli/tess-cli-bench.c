/* tess-cli-bench.c: tessera-cli bench [--games N] [--players P] [--seed S] [--json]
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <sys/resource.h>
#include <time.h>

#include <glib/gi18n.h>

#include "tess-cli.h"
#include "tess-rules.h"

static int run_bench (int argc, char **argv);

const TessCliCommand tess_cli_command_bench = {
  "bench",
  NULL,
  N_("Play random base games and measure games per second and placement search time"),
  run_bench,
};

/* Placement timing: states of this many games, each call repeated. */
#define PLACEMENT_GAMES   10
#define PLACEMENT_REPEATS 20

/* Keeps the timed calls from being optimised away. */
static volatile int placement_sink;

typedef struct
{
  gint64 calls;
  gint64 usec;
  gint64 states;
} PlacementStats;

/* Microseconds of CPU time of this thread: what one core spent, whatever
 * else the machine is doing. */
static gint64
cpu_usec (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* Plays one random game move by move and times tess_state_placements() for
 * the tile in hand in every state on the way. */
static void
time_placements (const TessDef  *def,
                 TessState      *st,
                 guint64         seed,
                 TessPlacement  *scratch,
                 int             max,
                 PlacementStats *stats)
{
  TessRng rng;

  tess_rng_seed (&rng, seed);
  tess_state_init (st, def, TRUE, seed);
  while (!tess_state_is_over (st))
    {
      int type = tess_state_current_tile (st);
      TessAction action;
      gint64 start;
      int n = 0;

      if (type < 0)
        break;
      start = cpu_usec ();
      for (int r = 0; r < PLACEMENT_REPEATS; r++)
        n += tess_state_placements (st, type, scratch, max);
      stats->usec += cpu_usec () - start;
      placement_sink = n;
      stats->calls += PLACEMENT_REPEATS;
      stats->states++;

      if (!tess_random_action (st, &rng, &action, scratch)
          || tess_state_apply_action (st, &action, NULL, NULL) != TESS_OK)
        break;
    }
}

static long
max_rss_kib (void)
{
  struct rusage usage;

  if (getrusage (RUSAGE_SELF, &usage) != 0)
    return -1;
  return usage.ru_maxrss;   /* kilobytes on Linux */
}

static int
run_bench (int    argc,
           char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) base = NULL;
  g_autofree TessPlacement *scratch = NULL;
  TessDef *def;
  TessState *st;
  TessTileSet set;
  TessRules rules;
  PlacementStats stats = { 0 };
  char err[256] = "";
  int games = 100;
  int players = 2;
  gint64 seed = 1;
  gboolean json = FALSE;
  g_auto(GStrv) rule_args = NULL;
  gint64 start, wall_start, elapsed, wall;
  double seconds, per_second, placement_us;
  int max;
  const GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &games,
      N_("Number of games to play (default 100)"), N_("N") },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players,
      N_("Players in each game, 2 to 6 (default 2)"), N_("P") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed,
      N_("Seed of the first game; the next ones use S+1, S+2… (default 1)"), N_("S") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json,
      N_("Print the results as JSON"), NULL },
    { "rule", 'r', 0, G_OPTION_ARG_STRING_ARRAY, &rule_args,
      N_("Play with a rule of the record’s “rules”, e.g. hole_bonus=true or table=12x10 "
         "(repeatable)"), N_("KEY=VALUE") },
    { NULL }
  };

  context = tess_cli_option_context (&tess_cli_command_bench);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tess_cli_parse (context, &argc, &argv))
    return TESS_CLI_EXIT_USAGE;
  if (argc != 1)
    return tess_cli_usage_error (&tess_cli_command_bench, _("bench takes no file"));
  if (games < 1)
    return tess_cli_usage_error (&tess_cli_command_bench, _("--games must be at least 1"));
  if (players < 2 || players > TESS_MAX_PLAYERS)
    return tess_cli_usage_error (&tess_cli_command_bench, _("--players must be 2 to 6"));

  base = tess_tile_set_load_builtin ("base", &error);
  if (base == NULL)
    {
      g_printerr ("tessera-cli bench: %s\n", error->message);
      return TESS_CLI_EXIT_FAILURE;
    }
  tess_tile_set_as_engine (base, &set);
  tess_rules_init_default (&rules);
  for (guint i = 0; rule_args != NULL && rule_args[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (rule_args[i], "=", 2);
      g_autoptr(GError) rule_error = NULL;

      if (g_strv_length (kv) != 2)
        return tess_cli_usage_error (&tess_cli_command_bench,
                                     _("--rule takes KEY=VALUE, e.g. hole_bonus=true"));
      if (!tess_rules_set (&rules, kv[0], kv[1], &rule_error))
        return tess_cli_usage_error (&tess_cli_command_bench, rule_error->message);
    }
  def = tess_def_new (&set, 1, &rules, players, err, sizeof err);
  if (def == NULL)
    {
      g_printerr ("tessera-cli bench: %s\n", err);
      return TESS_CLI_EXIT_FAILURE;
    }

  max = tess_def_max_placements (def);
  scratch = g_new0 (TessPlacement, MAX (max, 1));
  st = tess_state_new (def);

  start = cpu_usec ();
  wall_start = g_get_monotonic_time ();
  for (int g = 0; g < games; g++)
    {
      TessRng rng;
      guint64 s = (guint64) seed + (guint64) g;

      tess_rng_seed (&rng, s);
      tess_state_init (st, def, TRUE, s);
      tess_random_playout (st, &rng, scratch);
    }
  elapsed = MAX (1, cpu_usec () - start);
  wall = g_get_monotonic_time () - wall_start;

  for (int g = 0; g < MIN (games, PLACEMENT_GAMES); g++)
    time_placements (def, st, (guint64) seed + (guint64) g, scratch, max, &stats);

  seconds = elapsed / (double) G_USEC_PER_SEC;
  per_second = games / seconds;
  placement_us = stats.calls > 0 ? stats.usec / (double) stats.calls : 0.0;

  if (json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      g_autoptr(JsonNode) node = NULL;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "games");
      json_builder_add_int_value (b, games);
      json_builder_set_member_name (b, "seconds");
      json_builder_add_double_value (b, seconds);
      json_builder_set_member_name (b, "games_per_second");
      json_builder_add_double_value (b, per_second);
      json_builder_set_member_name (b, "wall_seconds");
      json_builder_add_double_value (b, wall / (double) G_USEC_PER_SEC);
      json_builder_set_member_name (b, "placement_us");
      json_builder_add_double_value (b, placement_us);
      json_builder_set_member_name (b, "max_rss_kib");
      json_builder_add_int_value (b, max_rss_kib ());
      json_builder_end_object (b);
      node = json_builder_get_root (b);
      tess_cli_print_json (node);
    }
  else
    {
      /* Translators: the time is CPU time of one core; the clock time follows. */
      g_print (ngettext ("Played %d random base game with %d players in %.3f s of one core "
                         "(%.3f s by the clock): %.1f games per second.",
                         "Played %d random base games with %d players in %.3f s of one core "
                         "(%.3f s by the clock): %.1f games per second.", games),
               games, players, seconds, wall / (double) G_USEC_PER_SEC, per_second);
      g_print ("\n");
      g_print (_("Listing the legal placements of the tile in hand takes %.2f µs on average "
                 "(%lld game states, each timed %d times)."),
               placement_us, (long long) stats.states, PLACEMENT_REPEATS);
      g_print ("\n");
      g_print (_("Peak memory: %ld KiB."), max_rss_kib ());
      g_print ("\n");
    }

  tess_state_free (st);
  tess_def_free (def);
  return EXIT_SUCCESS;
}
