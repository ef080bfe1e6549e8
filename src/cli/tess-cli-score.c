/* tess-cli-score.c: tessera-cli score FILE [--final] [--until-error]
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-cli.h"
#include "tess-record-salvage.h"

static int run_score (int argc, char **argv);

const TessCliCommand tess_cli_command_score = {
  "score",
  N_("FILE"),
  N_("Replay a game record and print the scores and every scoring as JSON"),
  run_score,
};

static const char *
rule_name (TessScoreRule rule)
{
  switch (rule)
    {
    case TESS_RULE_ROAD:
      return "road";
    case TESS_RULE_CITY:
      return "city";
    case TESS_RULE_CITY_SMALL:
      return "city_small";
    case TESS_RULE_MONASTERY:
      return "monastery";
    case TESS_RULE_ROAD_INCOMPLETE:
      return "road_incomplete";
    case TESS_RULE_CITY_INCOMPLETE:
      return "city_incomplete";
    case TESS_RULE_MONASTERY_INCOMPLETE:
      return "monastery_incomplete";
    case TESS_RULE_FARM_THIRD:
      return "farm_third";
    case TESS_RULE_FARM_SECOND:
      return "farm_second";
    case TESS_RULE_FARM_FIRST:
      return "farm_first";
    case TESS_RULE_ROAD_INN:
      return "road_inn";
    case TESS_RULE_ROAD_INN_INCOMPLETE:
      return "road_inn_incomplete";
    case TESS_RULE_CITY_CATHEDRAL:
      return "city_cathedral";
    case TESS_RULE_CITY_CATHEDRAL_INCOMPLETE:
      return "city_cathedral_incomplete";
    case TESS_RULE_GOODS:
      return "goods";
    case TESS_RULE_FARM_THIRD_PIG:
      return "farm_third_pig";
    case TESS_RULE_FARM_SECOND_PIG:
      return "farm_second_pig";
    default:
      return "unknown";
    }
}

static void
collect_event (const TessEvent *event,
               void            *user_data)
{
  GArray *events = user_data;

  g_array_append_val (events, *event);
}

static void
add_player_names (JsonBuilder      *b,
                  const TessRecord *record,
                  guint8            mask)
{
  json_builder_begin_array (b);
  for (guint p = 0; p < tess_record_n_players (record) && p < 8; p++)
    if (mask & (1u << p))
      json_builder_add_string_value (b, tess_record_player (record, p)->name);
  json_builder_end_array (b);
}

/* A TESS_RULE_GOODS event: the good and each player's tokens of it. */
static void
add_goods_event (JsonBuilder      *b,
                 const TessRecord *record,
                 const TessEvent  *e)
{
  json_builder_set_member_name (b, "goods");
  json_builder_add_string_value (b, tess_goods_name ((TessGoods) e->goods));
  json_builder_set_member_name (b, "tokens");
  json_builder_begin_object (b);
  for (guint p = 0; p < tess_record_n_players (record) && p < TESS_MAX_PLAYERS; p++)
    if (e->tokens[p] > 0)
      {
        json_builder_set_member_name (b, tess_record_player (record, p)->name);
        json_builder_add_int_value (b, e->tokens[p]);
      }
  json_builder_end_object (b);
}

/* Inns & Cathedrals (DESIGN.md §8): the figures each player had on the
 * scored feature, by kind: {"Ana": {"big": 1}, "Bruno": {"follower": 2}}.
 * Farms under the second-edition rule count farms, not figures. */
static void
add_figures (JsonBuilder      *b,
             const TessRecord *record,
             const TessEvent  *e)
{
  json_builder_set_member_name (b, "figures");
  json_builder_begin_object (b);
  for (guint p = 0; p < tess_record_n_players (record) && p < TESS_MAX_PLAYERS; p++)
    {
      /* Second-edition farms count farms, not figures: only the pig is said. */
      gboolean farms = e->rule == TESS_RULE_FARM_SECOND || e->rule == TESS_RULE_FARM_SECOND_PIG;
      int followers = farms ? 0 : e->followers[p] - 2 * e->big[p];

      if (!((e->scorers | e->outvoted) & (1u << p)) || e->rule == TESS_RULE_GOODS
          || (farms && !(e->pigs & (1u << p))))
        continue;
      json_builder_set_member_name (b, tess_record_player (record, p)->name);
      json_builder_begin_object (b);
      if (followers > 0)
        {
          json_builder_set_member_name (b, "follower");
          json_builder_add_int_value (b, followers);
        }
      if (e->big[p] > 0 && !farms)
        {
          json_builder_set_member_name (b, "big");
          json_builder_add_int_value (b, e->big[p]);
        }
      if (e->pigs & (1u << p))
        {
          json_builder_set_member_name (b, "pig");
          json_builder_add_int_value (b, 1);
        }
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
}

static JsonNode *
build_json (TessRecord      *record,
            const TessState *st,
            gboolean         finished,
            GArray          *events,
            guint            bad_move)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  /* The figures by kind, only in a game that has more than followers, so
   * that the base game's output stays as it was. */
  const TessRules *rules = tess_def_rules (tess_state_def (st));
  gboolean big = rules->big_follower > 0 || rules->builder > 0 || rules->pig > 0;

  json_builder_begin_object (b);
  /* Beyond DESIGN.md §5, with --until-error only: the first bad move
   * (1-based); the scores are those of the moves before it. */
  if (bad_move > 0)
    {
      json_builder_set_member_name (b, "bad_move");
      json_builder_add_int_value (b, bad_move);
    }
  json_builder_set_member_name (b, "finished");
  json_builder_add_boolean_value (b, finished);
  json_builder_set_member_name (b, "tiles_left");
  json_builder_add_int_value (b, tess_state_tiles_left (st));

  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < tess_record_n_players (record); p++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, tess_record_player (record, p)->name);
      json_builder_set_member_name (b, "score");
      json_builder_add_int_value (b, tess_state_score (st, p));
      json_builder_set_member_name (b, "followers");
      json_builder_add_int_value (b, tess_state_supply (st, p));
      if (big)
        {
          json_builder_set_member_name (b, "figures");
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "follower");
          json_builder_add_int_value (b, tess_state_figures (st, p, TESS_FIGURE_FOLLOWER));
          for (int k = TESS_FIGURE_BIG; k < TESS_N_FIGURES; k++)
            if ((k == TESS_FIGURE_BIG && rules->big_follower > 0)
                || (k == TESS_FIGURE_BUILDER && rules->builder > 0)
                || (k == TESS_FIGURE_PIG && rules->pig > 0))
              {
                json_builder_set_member_name (b, tess_figure_name ((TessFigure) k));
                json_builder_add_int_value (b, tess_state_figures (st, p, (TessFigure) k));
              }
          json_builder_end_object (b);
        }
      if (rules->goods)
        {
          /* Traders & Builders: the goods tokens taken. */
          json_builder_set_member_name (b, "goods");
          json_builder_begin_object (b);
          for (int g = TESS_GOODS_NONE + 1; g < TESS_N_GOODS; g++)
            {
              json_builder_set_member_name (b, tess_goods_name ((TessGoods) g));
              json_builder_add_int_value (b, tess_state_goods (st, (int) p, (TessGoods) g));
            }
          json_builder_end_object (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "events");
  json_builder_begin_array (b);
  for (guint i = 0; i < events->len; i++)
    {
      const TessEvent *e = &g_array_index (events, TessEvent, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "move");
      json_builder_add_int_value (b, e->move);
      json_builder_set_member_name (b, "feature");
      json_builder_add_string_value (b, e->rule == TESS_RULE_GOODS
                                        ? "goods" : tess_feature_type_name (e->feature));
      json_builder_set_member_name (b, "tiles");
      json_builder_add_int_value (b, e->tiles);
      json_builder_set_member_name (b, "shields");
      json_builder_add_int_value (b, e->shields);
      json_builder_set_member_name (b, "points");
      json_builder_add_int_value (b, e->points);
      json_builder_set_member_name (b, "players");
      add_player_names (b, record, e->scorers);
      json_builder_set_member_name (b, "final");
      json_builder_add_boolean_value (b, e->final);
      /* Beyond DESIGN.md §5: why it scored, and who was outvoted. */
      json_builder_set_member_name (b, "rule");
      json_builder_add_string_value (b, rule_name (e->rule));
      if (e->feature == TESS_FEATURE_FIELD)
        {
          json_builder_set_member_name (b, "cities");
          json_builder_add_int_value (b, e->cities);
        }
      json_builder_set_member_name (b, "outvoted");
      add_player_names (b, record, e->outvoted);
      if (e->rule == TESS_RULE_GOODS)
        add_goods_event (b, record, e);
      if (big)
        add_figures (b, record, e);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);

  return json_builder_get_root (b);
}

/* --until-error: the record up to its first bad move, which is reported
 * on stderr. */
static TessReplay *
open_good_part (const char *filename,
                guint      *bad_move)
{
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(GError) damage = NULL;
  g_autoptr(GError) error = NULL;
  TessReplay *replay;

  record = tess_record_salvage_file (filename, &damage, &error);
  if (record == NULL)
    {
      g_printerr ("%s\n", error->message);
      return NULL;
    }
  replay = tess_replay_new (record, &error);
  if (replay == NULL)
    {
      g_printerr ("%s\n", error->message);
      return NULL;
    }
  *bad_move = 0;
  if (damage != NULL)
    {
      guint n = tess_record_n_moves (record);

      *bad_move = n + 1;
      g_printerr ("%s\n", damage->message);
      g_printerr (_("tessera-cli score: scored the game up to move %u, the last good one"), n);
      g_printerr ("\n");
    }
  return replay;
}

static int
run_score (int    argc,
           char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessState) st = NULL;
  g_autoptr(GArray) events = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) json = NULL;
  gboolean final = FALSE;
  gboolean until_error = FALSE;
  gboolean finished;
  guint bad_move = 0;
  const GOptionEntry entries[] = {
    { "final", 0, 0, G_OPTION_ARG_NONE, &final,
      N_("Apply the final scoring after the last move, as if the game ended there"), NULL },
    { "until-error", 0, 0, G_OPTION_ARG_NONE, &until_error,
      N_("Score the moves before the first bad move (illegal or unreadable), report that "
         "move on stderr and exit with 1"), NULL },
    { NULL }
  };

  context = tess_cli_option_context (&tess_cli_command_score);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tess_cli_parse (context, &argc, &argv))
    return TESS_CLI_EXIT_USAGE;
  if (argc != 2)
    return tess_cli_usage_error (&tess_cli_command_score,
                                 _("give exactly one game record"));

  if (until_error)
    replay = open_good_part (argv[1], &bad_move);
  else
    replay = tess_cli_open_replay (argv[1]);
  if (replay == NULL)
    return TESS_CLI_EXIT_FAILURE;

  st = tess_replay_new_state (replay);
  events = g_array_new (FALSE, TRUE, sizeof (TessEvent));
  if (!tess_replay_play (replay, -1, st, collect_event, events, &error))
    {
      g_autofree char *display = g_filename_display_name (argv[1]);

      g_printerr ("%s: %s\n", display, error->message);
      return TESS_CLI_EXIT_FAILURE;
    }

  finished = tess_state_is_over (st);
  if (finished || final)
    tess_state_final_scoring (st, collect_event, events);

  json = build_json (tess_replay_get_record (replay), st, finished, events, bad_move);
  tess_cli_print_json (json);
  return bad_move > 0 ? TESS_CLI_EXIT_FAILURE : EXIT_SUCCESS;
}
