/* tess-cli-engine.c: tessera-cli engine, the JSON-lines protocol
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One request per line on standard input, one answer per line on
 * standard output (doc/ENGINE-PROTOCOL.md). The main thread reads and
 * answers; a "go" thinks in a thread of its own, so that "stop" and
 * "quit" are read while it thinks, and writes its answer when done.
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "tess-ai-player.h"
#include "tess-cli.h"
#include "tess-cli-protocol.h"
#include "tess-cli-request.h"
#include "tess-rules.h"

static int run_engine (int argc, char **argv);

const TessCliCommand tess_cli_command_engine = {
  "engine",
  NULL,
  N_("Answer requests for positions and moves as JSON lines on standard input and output"),
  run_engine,
};

/* The hard level's time when only simulations are counted. */
#define UNTIMED_BUDGET_MS (24 * 3600 * 1000)

typedef struct _Search Search;

typedef struct
{
  GMutex           out_lock;
  TessCliPosition *pos;
  guint            line;

  /* The computer players of "go" without a seed: one per level, kept
   * from one position to the next while the game's definition stays the
   * same, so that a match of many games draws on one stream of random
   * numbers (as `tessera-cli arena` does). */
  guint64          seed;
  TessReplay      *ai_replay;     /* keeps ai_def alive */
  const TessDef   *ai_def;
  TessAi          *ais[TESS_N_AI_LEVELS];

  Search          *search;        /* under way, or done but not joined */
} Engine;

struct _Search
{
  Engine      *engine;
  GThread     *thread;
  gint         cancel;            /* the AI's flag: stop, or the budget spent */
  gint         stopped;           /* stop, quit or the end of input */
  gint         done;

  /* The budget's backstop: the hard level stops itself at 95 % of its
   * budget, but only after it has tried each candidate once; on a busy
   * machine that can run late, so a watchdog raises the flag at 98 %. */
  GThread     *watchdog;
  GMutex       lock;
  GCond        cond;
  gboolean     finished;          /* under lock */
  gint64       deadline;          /* monotonic µs, 0 for none */
  TessReplay  *replay;            /* keeps the def alive */
  TessState   *turn;
  TessAi      *ai;
  gboolean     own_ai;
  TessAiLevel  level;
  gboolean     explain;
  JsonNode    *id;
};

/* --------------------------------------------------------------- answers */

static void
send (Engine   *engine,
      JsonNode *answer)
{
  g_autofree char *line = tess_cli_json_line (answer);

  g_mutex_lock (&engine->out_lock);
  fputs (line, stdout);
  fputc ('\n', stdout);
  fflush (stdout);
  g_mutex_unlock (&engine->out_lock);
}

/* A builder with the answer's "id" (when the request had one) and "cmd". */
static JsonBuilder *
begin_answer (JsonNode   *id,
              const char *cmd)
{
  JsonBuilder *b = json_builder_new ();

  json_builder_begin_object (b);
  if (id != NULL)
    {
      json_builder_set_member_name (b, "id");
      json_builder_add_value (b, json_node_copy (id));
    }
  json_builder_set_member_name (b, "cmd");
  if (cmd != NULL)
    json_builder_add_string_value (b, cmd);
  else
    json_builder_add_null_value (b);
  return b;
}

static void
end_answer (Engine      *engine,
            JsonBuilder *b)
{
  g_autoptr(JsonNode) root = NULL;

  json_builder_end_object (b);
  root = json_builder_get_root (b);
  send (engine, root);
  g_object_unref (b);
}

static void
send_error (Engine       *engine,
            JsonNode     *id,
            const char   *cmd,
            const GError *error,
            const char   *field,
            guint         column)
{
  JsonBuilder *b = begin_answer (id, cmd);

  json_builder_set_member_name (b, "error");
  json_builder_add_string_value (b, error->message);
  json_builder_set_member_name (b, "code");
  json_builder_add_string_value (b, tess_cli_error_code (error));
  json_builder_set_member_name (b, "where");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "line");
  json_builder_add_int_value (b, engine->line);
  if (column > 0)
    {
      json_builder_set_member_name (b, "column");
      json_builder_add_int_value (b, column);
    }
  if (field != NULL)
    {
      json_builder_set_member_name (b, "field");
      json_builder_add_string_value (b, field);
    }
  json_builder_end_object (b);
  end_answer (engine, b);
}

static void
add_scores (JsonBuilder     *b,
            const TessState *st)
{
  json_builder_set_member_name (b, "moves");
  json_builder_add_int_value (b, tess_state_n_moves (st));
  json_builder_set_member_name (b, "finished");
  json_builder_add_boolean_value (b, tess_state_is_over (st));
  json_builder_set_member_name (b, "scores");
  json_builder_begin_array (b);
  for (int p = 0; p < tess_state_n_players (st); p++)
    json_builder_add_int_value (b, tess_state_score (st, p));
  json_builder_end_array (b);
}

/* ---------------------------------------------------------------- fields */

static gboolean
need_position (Engine  *engine,
               GError **error)
{
  if (engine->pos != NULL)
    return TRUE;
  g_set_error_literal (error, TESS_CLI_ERROR, TESS_CLI_ERROR_NO_POSITION,
                       _("No position yet: send “position” with a record first."));
  return FALSE;
}

/* The state for the player to move, with the tiles the request draws. */
static TessState *
request_turn (Engine      *engine,
              JsonObject  *request,
              GError     **error)
{
  g_auto(GStrv) tiles = NULL;

  if (!need_position (engine, error) || !tess_cli_request_get_tiles (request, &tiles, error))
    return NULL;
  return tess_cli_position_turn (engine->pos, (const char * const *) tiles, error);
}

/* -------------------------------------------------------------- commands */

static void
do_hello (Engine     *engine,
          JsonNode   *id)
{
  JsonBuilder *b = begin_answer (id, "hello");

  json_builder_set_member_name (b, "protocol");
  json_builder_add_string_value (b, TESS_CLI_PROTOCOL_NAME);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, TESS_CLI_PROTOCOL_VERSION);
  json_builder_set_member_name (b, "engine");
  json_builder_add_string_value (b, "Tessera");
  json_builder_set_member_name (b, "engine_version");
  json_builder_add_string_value (b, PACKAGE_VERSION);
  json_builder_set_member_name (b, "levels");
  json_builder_begin_array (b);
  for (int l = 0; l < TESS_N_AI_LEVELS; l++)
    json_builder_add_string_value (b, tess_ai_level_name ((TessAiLevel) l));
  json_builder_end_array (b);
  end_answer (engine, b);
}

static gboolean
do_position (Engine      *engine,
             JsonObject  *request,
             JsonNode    *id,
             const char **field,
             GError     **error)
{
  JsonNode *record = json_object_get_member (request, "record");
  JsonNode *file = json_object_get_member (request, "file");
  JsonNode *moves = json_object_get_member (request, "moves");
  TessCliPosition *pos = NULL;
  JsonBuilder *b;

  if (record != NULL && file != NULL)
    {
      *field = "file";
      g_set_error_literal (error, TESS_CLI_ERROR, TESS_CLI_ERROR_REQUEST,
                           _("Give “record” or “file”, not both."));
      return FALSE;
    }
  if (record == NULL && file == NULL && moves == NULL)
    {
      *field = "record";
      g_set_error_literal (error, TESS_CLI_ERROR, TESS_CLI_ERROR_REQUEST,
                           _("“position” needs a “record”, a “file” or “moves” to append."));
      return FALSE;
    }

  if (record != NULL)
    {
      *field = "record";
      pos = tess_cli_position_new_from_json (record, error);
      if (pos == NULL)
        return FALSE;
    }
  else if (file != NULL)
    {
      g_autoptr(TessRecord) loaded = NULL;
      g_autoptr(GError) local_error = NULL;
      const char *name;

      *field = "file";
      if ((name = tess_cli_request_get_string (request, "file", error)) == NULL)
        return FALSE;
      loaded = tess_record_load_file (name, &local_error);
      if (loaded == NULL)
        {
          g_set_error_literal (error, TESS_CLI_ERROR, TESS_CLI_ERROR_RECORD, local_error->message);
          return FALSE;
        }
      if ((pos = tess_cli_position_new (loaded, error)) == NULL)
        return FALSE;
    }
  else if (!need_position (engine, error))
    return FALSE;

  if (moves != NULL)
    {
      *field = "moves";
      if (!tess_cli_position_append (pos != NULL ? pos : engine->pos, moves, error))
        {
          tess_cli_position_free (pos);
          return FALSE;
        }
    }
  if (pos != NULL)
    {
      tess_cli_position_free (engine->pos);
      engine->pos = pos;
    }

  b = begin_answer (id, "position");
  add_scores (b, tess_cli_position_get_state (engine->pos));
  end_answer (engine, b);
  return TRUE;
}

static gboolean
do_state (Engine      *engine,
          JsonObject  *request,
          JsonNode    *id,
          gboolean     legal_only,
          const char **field,
          GError     **error)
{
  g_autoptr(TessState) turn = NULL;
  g_autoptr(JsonNode) state = NULL;
  JsonObject *obj;

  *field = "tile";
  turn = request_turn (engine, request, error);
  if (turn == NULL)
    return FALSE;
  if (legal_only && !tess_state_is_over (turn) && tess_state_hand_size (turn) == 0)
    {
      g_set_error_literal (error, TESS_CLI_ERROR, TESS_CLI_ERROR_TILE,
                           _("The record has no seed: say which tile is drawn with “tile”."));
      return FALSE;
    }
  state = tess_cli_state_to_json (engine->pos, turn, TRUE);
  obj = json_node_get_object (state);
  if (legal_only)
    {
      JsonBuilder *b = begin_answer (id, "legal");

      json_builder_set_member_name (b, "legal");
      json_builder_add_value (b, json_node_copy (json_object_get_member (obj, "legal")));
      end_answer (engine, b);
    }
  else
    {
      g_autoptr(GList) members = json_object_get_members (obj);
      JsonBuilder *b = begin_answer (id, "state");

      /* The answer's keys, then the state's, in their order. */
      for (GList *l = members; l != NULL; l = l->next)
        {
          json_builder_set_member_name (b, l->data);
          json_builder_add_value (b, json_node_copy (json_object_get_member (obj, l->data)));
        }
      end_answer (engine, b);
    }
  return TRUE;
}

static gboolean
do_apply (Engine      *engine,
          JsonObject  *request,
          JsonNode    *id,
          const char **field,
          GError     **error)
{
  JsonNode *move = json_object_get_member (request, "move");
  g_autoptr(JsonArray) one = NULL;
  g_autoptr(JsonNode) moves = NULL;
  JsonBuilder *b;

  *field = "move";
  if (!need_position (engine, error))
    return FALSE;
  if (move == NULL || !JSON_NODE_HOLDS_OBJECT (move))
    {
      g_set_error_literal (error, TESS_CLI_ERROR, TESS_CLI_ERROR_REQUEST,
                           _("“apply” needs a “move” in the record's move format."));
      return FALSE;
    }
  if (tess_state_is_over (tess_cli_position_get_state (engine->pos)))
    {
      g_set_error_literal (error, TESS_CLI_ERROR, TESS_CLI_ERROR_GAME_OVER,
                           _("The game is over: there is no move to make."));
      return FALSE;
    }
  one = json_array_new ();
  json_array_add_element (one, json_node_copy (move));
  moves = json_node_new (JSON_NODE_ARRAY);
  json_node_set_array (moves, one);
  if (!tess_cli_position_append (engine->pos, moves, error))
    return FALSE;

  b = begin_answer (id, "apply");
  add_scores (b, tess_cli_position_get_state (engine->pos));
  end_answer (engine, b);
  return TRUE;
}

/* The commands, as "list" answers and the unknown-command error says. */
static const char *const commands[] = {
  "hello", "list", "newgame", "position", "state", "legal", "board", "go", "stop", "apply", "undo",
  "record", "ping", "quit",
};

static void
do_list (Engine   *engine,
         JsonNode *id)
{
  JsonBuilder *b = begin_answer (id, "list");

  json_builder_set_member_name (b, "commands");
  json_builder_begin_array (b);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    json_builder_add_string_value (b, commands[i]);
  json_builder_end_array (b);
  end_answer (engine, b);
}

/* Takes back the last "moves" moves (1 if left out): the position is
 * the record's without them, played again. */
static gboolean
do_undo (Engine      *engine,
         JsonObject  *request,
         JsonNode    *id,
         const char **field,
         GError     **error)
{
  g_autoptr(TessRecord) record = NULL;
  TessCliPosition *pos;
  JsonBuilder *b;
  gint64 n = 1;
  guint have;

  *field = "moves";
  if (!need_position (engine, error))
    return FALSE;
  have = tess_record_n_moves (tess_cli_position_get_record (engine->pos));
  if (have == 0)
    {
      g_set_error_literal (error, TESS_CLI_ERROR, TESS_CLI_ERROR_REQUEST,
                           _("There is no move to undo: the position has none."));
      return FALSE;
    }
  if (!tess_cli_request_get_int (request, "moves", 1, have, &n, error))
    return FALSE;
  record = tess_record_copy (tess_cli_position_get_record (engine->pos));
  tess_record_truncate (record, have - (guint) n);
  if ((pos = tess_cli_position_new (record, error)) == NULL)
    return FALSE;
  tess_cli_position_free (engine->pos);
  engine->pos = pos;

  b = begin_answer (id, "undo");
  add_scores (b, tess_cli_position_get_state (engine->pos));
  end_answer (engine, b);
  return TRUE;
}

static gboolean
defs_equal (const TessDef *a,
            const TessDef *b)
{
  const TessRules *ra = tess_def_rules (a), *rb = tess_def_rules (b);

  if (a == b)
    return TRUE;
  if (tess_def_n_types (a) != tess_def_n_types (b) || tess_def_n_players (a) != tess_def_n_players (b)
      || tess_def_state_size (a) != tess_def_state_size (b)
      || tess_def_start_type (a) != tess_def_start_type (b))
    return FALSE;
  /* Every rule, the house rules too. */
  if (!tess_rules_equal (ra, rb))
    return FALSE;
  for (int t = 0; t < tess_def_n_types (a); t++)
    {
      const TessTileDef *ta = tess_def_tile (a, t), *tb = tess_def_tile (b, t);

      if (strcmp (ta->id, tb->id) != 0 || ta->count != tb->count || ta->n_features != tb->n_features
          || memcmp (ta->features, tb->features, sizeof ta->features[0] * (size_t) ta->n_features) != 0
          || tess_def_is_river_type (a, t) != tess_def_is_river_type (b, t))
        return FALSE;
    }
  return TRUE;
}

static TessAi *
engine_ai (Engine      *engine,
           TessAiLevel  level)
{
  TessReplay *replay = tess_cli_position_get_replay (engine->pos);

  if (engine->ai_def == NULL || !defs_equal (engine->ai_def, tess_replay_get_def (replay)))
    {
      for (int l = 0; l < TESS_N_AI_LEVELS; l++)
        g_clear_pointer (&engine->ais[l], tess_ai_free);
      g_clear_pointer (&engine->ai_replay, tess_replay_unref);
      engine->ai_replay = tess_replay_ref (replay);
      engine->ai_def = tess_replay_get_def (replay);
    }
  if (engine->ais[level] == NULL)
    engine->ais[level] = tess_ai_new (engine->ai_def, level, engine->seed);
  return engine->ais[level];
}

static void
search_free (Search *search)
{
  g_mutex_clear (&search->lock);
  g_cond_clear (&search->cond);
  if (search->own_ai)
    tess_ai_free (search->ai);
  g_clear_pointer (&search->turn, tess_state_free);
  g_clear_pointer (&search->replay, tess_replay_unref);
  g_clear_pointer (&search->id, json_node_unref);
  g_free (search);
}

/* An "info" line, from the searching thread: the move the hard level
 * would choose now, the simulations so far and that move's value. */
static void
send_info (const TessMove *best,
           int             simulations,
           double          value,
           void           *user_data)
{
  Search *search = user_data;
  TessCliMove move;
  JsonBuilder *b = begin_answer (search->id, "info");

  move.move = *best;
  move.discard = FALSE;
  json_builder_set_member_name (b, "move");
  json_builder_add_value (b, tess_cli_move_to_json (tess_replay_get_def (search->replay), &move));
  json_builder_set_member_name (b, "simulations");
  json_builder_add_int_value (b, simulations);
  json_builder_set_member_name (b, "value");
  json_builder_add_double_value (b, round (value * 1000.0) / 1000.0);
  end_answer (search->engine, b);
}

static gpointer
search_thread (gpointer data)
{
  Search *search = data;
  TessCliMove move = { { 0 }, FALSE };
  gint64 start = g_get_monotonic_time ();
  gint64 ms;
  JsonBuilder *b;

  move.discard = !tess_ai_choose (search->ai, search->turn, &move.move, &search->cancel);
  ms = (g_get_monotonic_time () - start + 500) / 1000;
  g_mutex_lock (&search->lock);
  search->finished = TRUE;
  g_cond_signal (&search->cond);
  g_mutex_unlock (&search->lock);

  b = begin_answer (search->id, "go");
  json_builder_set_member_name (b, "move");
  json_builder_add_value (b, tess_cli_move_to_json (tess_replay_get_def (search->replay), &move));
  json_builder_set_member_name (b, "level");
  json_builder_add_string_value (b, tess_ai_level_name (search->level));
  json_builder_set_member_name (b, "simulations");
  json_builder_add_int_value (b, search->level == TESS_AI_HARD && !move.discard
                                 ? tess_ai_last_simulations (search->ai) : 0);
  json_builder_set_member_name (b, "ms");
  json_builder_add_int_value (b, ms);
  json_builder_set_member_name (b, "stopped");
  json_builder_add_boolean_value (b, g_atomic_int_get (&search->stopped) != 0);
  if (search->explain)
    {
      g_autoptr(TessAiChoice) choice = tess_ai_choice_new_for_move (search->ai, search->turn,
                                                                    &move.move, !move.discard);
      g_autofree char *reason = tess_ai_choice_describe (choice);

      json_builder_set_member_name (b, "explain");
      json_builder_add_string_value (b, reason);
    }
  /* Done before the answer is out: a driver that has read it may send a
   * request at once, which must find the engine free. */
  g_atomic_int_set (&search->done, 1);
  end_answer (search->engine, b);
  return NULL;
}

static gpointer
watchdog_thread (gpointer data)
{
  Search *search = data;

  g_mutex_lock (&search->lock);
  while (!search->finished)
    if (!g_cond_wait_until (&search->cond, &search->lock, search->deadline))
      {
        g_atomic_int_set (&search->cancel, 1);
        break;
      }
  g_mutex_unlock (&search->lock);
  return NULL;
}

/* Waits for the search (its answer is written), and forgets it. */
static void
join_search (Engine *engine)
{
  if (engine->search == NULL)
    return;
  g_thread_join (engine->search->thread);
  if (engine->search->watchdog != NULL)
    g_thread_join (engine->search->watchdog);
  g_clear_pointer (&engine->search, search_free);
}

static gboolean
do_go (Engine      *engine,
       JsonObject  *request,
       JsonNode    *id,
       const char **field,
       GError     **error)
{
  g_autoptr(TessState) turn = NULL;
  gint64 budget = 0, sims = 0, seed = 0, info = 0;
  gboolean explain = FALSE, has_seed;
  TessAiLevel level;
  const char *name;
  Search *search;

  *field = "level";
  if ((name = tess_cli_request_get_string (request, "level", error)) == NULL
      || !tess_cli_parse_level (name, "level", &level, error))
    return FALSE;
  *field = "budget";
  if (!tess_cli_request_get_int (request, "budget", 1, UNTIMED_BUDGET_MS, &budget, error))
    return FALSE;
  *field = "simulations";
  if (!tess_cli_request_get_int (request, "simulations", 1, G_MAXINT, &sims, error))
    return FALSE;
  *field = "seed";
  has_seed = json_object_has_member (request, "seed");
  if (!tess_cli_request_get_int (request, "seed", G_MININT64, G_MAXINT64, &seed, error))
    return FALSE;
  *field = "explain";
  if (!tess_cli_request_get_bool (request, "explain", &explain, error))
    return FALSE;
  *field = "info";
  if (!tess_cli_request_get_int (request, "info", 1, G_MAXINT, &info, error))
    return FALSE;
  *field = "tile";
  turn = request_turn (engine, request, error);
  if (turn == NULL)
    return FALSE;
  if (tess_state_is_over (turn))
    {
      g_set_error_literal (error, TESS_CLI_ERROR, TESS_CLI_ERROR_GAME_OVER,
                           _("The game is over: there is no move to make."));
      return FALSE;
    }
  if (tess_state_hand_size (turn) == 0)
    {
      g_set_error_literal (error, TESS_CLI_ERROR, TESS_CLI_ERROR_TILE,
                           _("The record has no seed: say which tile is drawn with “tile”."));
      return FALSE;
    }

  search = g_new0 (Search, 1);
  g_mutex_init (&search->lock);
  g_cond_init (&search->cond);
  search->engine = engine;
  search->replay = tess_replay_ref (tess_cli_position_get_replay (engine->pos));
  search->turn = g_steal_pointer (&turn);
  search->level = level;
  search->explain = explain;
  search->id = id != NULL ? json_node_copy (id) : NULL;
  if (has_seed)
    {
      search->ai = tess_ai_new (tess_replay_get_def (search->replay), level, (guint64) seed);
      search->own_ai = TRUE;
    }
  else
    search->ai = engine_ai (engine, level);
  if (budget == 0)
    budget = sims > 0 ? UNTIMED_BUDGET_MS : 1000;
  tess_ai_set_budget (search->ai, (int) budget, (int) sims);
  /* The players of the levels are kept from one "go" to the next: each
   * says whether it wants "info" lines. */
  tess_ai_set_progress (search->ai, (int) info, info > 0 ? send_info : NULL, search);
  engine->search = search;
  if (level == TESS_AI_HARD && budget > 0 && sims == 0)
    {
      search->deadline = g_get_monotonic_time () + budget * 980;
      search->watchdog = g_thread_new ("go-budget", watchdog_thread, search);
    }
  search->thread = g_thread_new ("go", search_thread, search);
  return TRUE;
}

/* Stops the search under way (it answers with its best move so far). */
static gboolean
stop_search (Engine *engine)
{
  gboolean running = engine->search != NULL && !g_atomic_int_get (&engine->search->done);

  if (engine->search != NULL)
    {
      g_atomic_int_set (&engine->search->stopped, 1);
      g_atomic_int_set (&engine->search->cancel, 1);
    }
  join_search (engine);
  return running;
}

/* Handles one line; returns FALSE after "quit". */
static gboolean
handle_line (Engine     *engine,
             const char *line,
             gsize       length)
{
  g_autoptr(JsonObject) request = NULL;
  g_autoptr(GError) error = NULL;
  const char *field = NULL;
  const char *cmd;
  JsonNode *id;
  guint column = 0;
  gboolean ok = TRUE;

  if (engine->search != NULL && g_atomic_int_get (&engine->search->done))
    join_search (engine);

  request = tess_cli_read_request (line, length, &column, &error);
  if (request == NULL)
    {
      send_error (engine, NULL, NULL, error, error->code == TESS_CLI_ERROR_REQUEST ? "cmd" : NULL,
                  column);
      return TRUE;
    }
  cmd = json_object_get_string_member (request, "cmd");
  id = json_object_get_member (request, "id");

  if (strcmp (cmd, "quit") == 0)
    {
      JsonBuilder *b;

      stop_search (engine);
      b = begin_answer (id, "quit");
      end_answer (engine, b);
      return FALSE;
    }
  if (strcmp (cmd, "stop") == 0)
    {
      gboolean stopped = stop_search (engine);
      JsonBuilder *b = begin_answer (id, "stop");

      json_builder_set_member_name (b, "stopped");
      json_builder_add_boolean_value (b, stopped);
      end_answer (engine, b);
      return TRUE;
    }
  if (strcmp (cmd, "hello") == 0)
    {
      do_hello (engine, id);
      return TRUE;
    }
  if (strcmp (cmd, "ping") == 0)
    {
      end_answer (engine, begin_answer (id, "ping"));
      return TRUE;
    }
  if (strcmp (cmd, "list") == 0)
    {
      do_list (engine, id);
      return TRUE;
    }

  if (engine->search != NULL && g_atomic_int_get (&engine->search->done))
    join_search (engine);
  if (engine->search != NULL)
    {
      g_set_error (&error, TESS_CLI_ERROR, TESS_CLI_ERROR_BUSY,
                   _("A search is under way: wait for its move or send “stop” before “%s”."), cmd);
      ok = FALSE;
    }
  else if (strcmp (cmd, "position") == 0)
    ok = do_position (engine, request, id, &field, &error);
  else if (strcmp (cmd, "state") == 0)
    ok = do_state (engine, request, id, FALSE, &field, &error);
  else if (strcmp (cmd, "legal") == 0)
    ok = do_state (engine, request, id, TRUE, &field, &error);
  else if (strcmp (cmd, "apply") == 0)
    ok = do_apply (engine, request, id, &field, &error);
  else if (strcmp (cmd, "undo") == 0)
    ok = do_undo (engine, request, id, &field, &error);
  else if (strcmp (cmd, "newgame") == 0)
    {
      /* Back to how the engine started: no position. */
      g_clear_pointer (&engine->pos, tess_cli_position_free);
      end_answer (engine, begin_answer (id, "newgame"));
    }
  else if (strcmp (cmd, "go") == 0)
    ok = do_go (engine, request, id, &field, &error);
  else if (strcmp (cmd, "board") == 0)
    {
      if ((ok = need_position (engine, &error)))
        {
          g_autoptr(JsonNode) board = tess_cli_board_to_json (engine->pos);
          JsonObject *obj = json_node_get_object (board);
          JsonBuilder *b = begin_answer (id, "board");

          json_builder_set_member_name (b, "tiles");
          json_builder_add_value (b, json_node_copy (json_object_get_member (obj, "tiles")));
          json_builder_set_member_name (b, "definitions");
          json_builder_add_value (b, json_node_copy (json_object_get_member (obj, "definitions")));
          end_answer (engine, b);
        }
    }
  else if (strcmp (cmd, "record") == 0)
    {
      if ((ok = need_position (engine, &error)))
        {
          JsonBuilder *b = begin_answer (id, "record");

          json_builder_set_member_name (b, "record");
          json_builder_add_value (b, tess_record_to_json (tess_cli_position_get_record (engine->pos)));
          end_answer (engine, b);
        }
    }
  else
    {
      g_set_error (&error, TESS_CLI_ERROR, TESS_CLI_ERROR_COMMAND,
                   _("Unknown command “%s”: the commands are hello, list, newgame, position, "
                     "state, legal, board, go, stop, apply, undo, record, ping and quit."), cmd);
      field = "cmd";
      ok = FALSE;
    }

  if (!ok)
    {
      /* These are about the session, not a field of the request. */
      if (error->domain == TESS_CLI_ERROR
          && (error->code == TESS_CLI_ERROR_NO_POSITION || error->code == TESS_CLI_ERROR_BUSY
              || error->code == TESS_CLI_ERROR_GAME_OVER))
        field = NULL;
      send_error (engine, id, cmd, error, field, 0);
    }
  return TRUE;
}

/* Whether the line holds only blanks. */
static gboolean
span_blank (const char *line,
            gsize       length)
{
  for (gsize i = 0; i < length; i++)
    if (line[i] != ' ' && line[i] != '\t')
      return FALSE;
  return TRUE;
}

static int
run_engine (int    argc,
            char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *seed_text = NULL;
  TessCliLineReader *reader;
  const char *line = NULL;
  gsize length = 0;
  gboolean too_long = FALSE;
  gint64 seed = 0;
  Engine engine = { 0 };
  const GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed of the computer players that answer “go” without a seed (default 0)"), N_("S") },
    { NULL }
  };

  context = tess_cli_option_context (&tess_cli_command_engine);
  g_option_context_set_description (context,
                                    _("The protocol is described in doc/ENGINE-PROTOCOL.md and "
                                      "in the help, under “Using the command line”."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tess_cli_parse (context, &argc, &argv))
    return TESS_CLI_EXIT_USAGE;
  if (argc != 1)
    return tess_cli_usage_error (&tess_cli_command_engine, _("engine takes no file"));
  if (seed_text != NULL && !tess_game_parse_seed (seed_text, &seed))
    return tess_cli_usage_error (&tess_cli_command_engine, _("--seed must be an integer"));

  /* A driver that goes away must not kill the engine mid-answer. */
  signal (SIGPIPE, SIG_IGN);
  g_mutex_init (&engine.out_lock);
  engine.seed = (guint64) seed;

  reader = tess_cli_line_reader_new (STDIN_FILENO, TESS_CLI_MAX_LINE);
  while (tess_cli_line_reader_next (reader, &line, &length, &too_long))
    {
      engine.line++;
      if (too_long)
        {
          g_autoptr(GError) error = g_error_new (TESS_CLI_ERROR, TESS_CLI_ERROR_TOO_LONG,
                                                 _("The line is longer than %d bytes."),
                                                 TESS_CLI_MAX_LINE);

          send_error (&engine, NULL, NULL, error, NULL, 0);
          continue;
        }
      while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r'))
        length--;
      if (length == 0 || span_blank (line, length))
        continue;
      if (!handle_line (&engine, line, length))
        break;
      if (ferror (stdout))
        break;
    }
  tess_cli_line_reader_free (reader);

  /* End of input: the search under way still answers. */
  stop_search (&engine);
  for (int l = 0; l < TESS_N_AI_LEVELS; l++)
    g_clear_pointer (&engine.ais[l], tess_ai_free);
  g_clear_pointer (&engine.ai_replay, tess_replay_unref);
  tess_cli_position_free (engine.pos);
  g_mutex_clear (&engine.out_lock);
  return EXIT_SUCCESS;
}
