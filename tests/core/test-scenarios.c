/* test-scenarios.c: the rule-book scenarios of tests/scenarios/
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every .tessera file in tests/scenarios/ is a hand-made, unseeded game
 * record (see the README there) that reproduces a worked example of the rule books (or a corner
 * case of the rules) and carries its expected result in an "expect"
 * object, which the record loader ignores:
 *
 *   "expect": {
 *     "play":  { "events": [...], "scores": {name: n}, "followers": {name: n},
 *                "tiles_left": n },
 *     "final": { "events": [...], "scores": {name: n} },
 *     "error": { "move": n, "rule": "mismatch" },
 *     "before": { "scores": {...}, "followers": {...} }
 *   }
 *
 * "play" is the state after the last move; "final" adds the final scoring
 * (as `tessera-cli score --final` does) and lists only the final events;
 * "error" names the first illegal move (1-based) and the broken rule, and
 * "before" the state just before it.
 *
 * An expected event is { "move", "feature", "tiles", "shields", "cities",
 * "points", "players": [names], "outvoted": [names] }: the keys present
 * are compared ("outvoted" left out means nobody was outvoted). Only
 * events that give points are compared. Events must come in the order of
 * the moves; several events of one move, and the final events, may come
 * in any order (the rules do not order them).
 */

#define G_LOG_DOMAIN "test-scenarios"

#include "config.h"

#include <string.h>

#include <json-glib/json-glib.h>

#include "tess-replay.h"
#include "tess-test-core.h"

/* The fewest scenarios the directory must hold: a wrong path must fail. */
#define MIN_SCENARIOS 40

/* The rules an illegal move may break, as the expectations name them. The
 * error message gives the engine error's sentence, or for a mismatch the
 * side that does not match (the tests run in the C locale). */
typedef struct
{
  const char *name;
  TessError   err;
  const char *detail;
} RuleName;

static const RuleName rule_names[] = {
  { "occupied", TESS_ERR_OCCUPIED, NULL },
  { "not-adjacent", TESS_ERR_NOT_ADJACENT, NULL },
  { "mismatch", TESS_ERR_MISMATCH, "does not match its neighbour" },
  { "river-end", TESS_ERR_RIVER_END, NULL },
  { "river-turn", TESS_ERR_RIVER_TURN, NULL },
  { "order", TESS_ERR_ORDER, NULL },
  { "not-in-bag", TESS_ERR_NOT_IN_BAG, NULL },
  { "bad-feature", TESS_ERR_BAD_FEATURE, NULL },
  { "no-followers", TESS_ERR_NO_FOLLOWERS, NULL },
  { "feature-taken", TESS_ERR_FEATURE_TAKEN, "already holds a follower" },
  { "river-follower", TESS_ERR_RIVER_FOLLOWER, NULL },
  { "can-place", TESS_ERR_CAN_PLACE, NULL },
  { "off-table", TESS_ERR_OFF_TABLE, NULL },
};

typedef struct
{
  char       *path;
  char       *name;
  JsonParser *parser;
  JsonObject *expect;
  TessRecord *record;
  TessReplay *replay;
} Scenario;

static void
scenario_free (Scenario *sc)
{
  g_clear_pointer (&sc->replay, tess_replay_unref);
  g_clear_pointer (&sc->record, tess_record_unref);
  g_clear_object (&sc->parser);
  g_free (sc->name);
  g_free (sc->path);
  g_free (sc);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Scenario, scenario_free)

static void
collect (const TessEvent *event,
         void            *user_data)
{
  g_array_append_val ((GArray *) user_data, *event);
}

static Scenario *
scenario_load (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(Scenario) sc = g_new0 (Scenario, 1);
  g_autofree char *data = NULL;
  JsonNode *root;
  gsize len;

  sc->path = g_strdup (path);
  sc->name = g_path_get_basename (path);

  if (!g_file_get_contents (path, &data, &len, &error))
    {
      g_test_fail_printf ("%s", error->message);
      return NULL;
    }

  sc->parser = json_parser_new ();
  if (!json_parser_load_from_data (sc->parser, data, (gssize) len, &error))
    {
      g_test_fail_printf ("%s: %s", sc->name, error->message);
      return NULL;
    }
  root = json_parser_get_root (sc->parser);
  if (!JSON_NODE_HOLDS_OBJECT (root)
      || !json_object_has_member (json_node_get_object (root), "comment")
      || !json_object_has_member (json_node_get_object (root), "expect"))
    {
      g_test_fail_printf ("%s: a scenario is an object with a \"comment\" and an \"expect\"",
                          sc->name);
      return NULL;
    }
  sc->expect = json_object_get_object_member (json_node_get_object (root), "expect");

  sc->record = tess_record_load_data (data, (gssize) len, sc->name, &error);
  if (sc->record == NULL)
    {
      g_test_fail_printf ("%s", error->message);
      return NULL;
    }
  /* Scenarios are hand-made: tiles are drawn in the order the moves name them. */
  if (sc->record->has_seed)
    {
      g_test_fail_printf ("%s: a scenario has no seed", sc->name);
      return NULL;
    }

  sc->replay = tess_replay_new (sc->record, &error);
  if (sc->replay == NULL)
    {
      g_test_fail_printf ("%s", error->message);
      return NULL;
    }
  return g_steal_pointer (&sc);
}

static int
player_index (Scenario   *sc,
              const char *name)
{
  for (guint i = 0; i < tess_record_n_players (sc->record); i++)
    if (g_strcmp0 (tess_record_player (sc->record, i)->name, name) == 0)
      return (int) i;
  g_test_fail_printf ("%s: no player named \"%s\" in the expectation", sc->name, name);
  return TESS_MAX_PLAYERS - 1;
}

static guint
players_mask (Scenario   *sc,
              JsonObject *obj,
              const char *member)
{
  JsonArray *arr;
  guint mask = 0;

  if (!json_object_has_member (obj, member))
    return 0;
  arr = json_object_get_array_member (obj, member);
  for (guint i = 0; i < json_array_get_length (arr); i++)
    mask |= 1u << player_index (sc, json_array_get_string_element (arr, i));
  return mask;
}

static char *
mask_names (Scenario *sc,
            guint     mask)
{
  GString *s = g_string_new ("[");

  for (guint p = 0; p < tess_record_n_players (sc->record); p++)
    if (mask & (1u << p))
      g_string_append_printf (s, "%s%s", s->len > 1 ? ", " : "",
                              tess_record_player (sc->record, p)->name);
  g_string_append_c (s, ']');
  return g_string_free (s, FALSE);
}

/* The event's "feature" as `score` names it: a goods majority (Traders &
 * Builders) is "goods". */
static const char *
event_feature (const TessEvent *e)
{
  return e->rule == TESS_RULE_GOODS ? "goods" : tess_feature_type_name (e->feature);
}

static char *
event_to_string (Scenario        *sc,
                 const TessEvent *e)
{
  g_autofree char *scorers = mask_names (sc, e->scorers);
  g_autofree char *outvoted = mask_names (sc, e->outvoted);

  return g_strdup_printf ("move %d%s %s: tiles %d, shields %d, cities %d, points %d, "
                          "players %s, outvoted %s",
                          e->move, e->final ? " (final)" : "",
                          event_feature (e), e->tiles, e->shields,
                          e->cities, e->points, scorers, outvoted);
}

static gboolean
int_member_matches (JsonObject *obj,
                    const char *member,
                    int         value)
{
  if (!json_object_has_member (obj, member))
    return TRUE;
  return json_object_get_int_member (obj, member) == value;
}

static gboolean
event_matches (Scenario        *sc,
               JsonObject      *want,
               const TessEvent *e,
               gboolean         final)
{
  if (e->final != final)
    return FALSE;
  if (json_object_has_member (want, "feature")
      && g_strcmp0 (json_object_get_string_member (want, "feature"),
                    event_feature (e)) != 0)
    return FALSE;
  return int_member_matches (want, "move", e->move)
         && int_member_matches (want, "tiles", e->tiles)
         && int_member_matches (want, "shields", e->shields)
         && int_member_matches (want, "cities", e->cities)
         && int_member_matches (want, "points", e->points)
         && players_mask (sc, want, "players") == e->scorers
         && players_mask (sc, want, "outvoted") == e->outvoted;
}

static void
dump_events (Scenario   *sc,
             const char *what,
             GPtrArray  *events,
             JsonArray  *want)
{
  g_test_message ("%s: %s events, got %u:", sc->name, what, events->len);
  for (guint i = 0; i < events->len; i++)
    {
      g_autofree char *s = event_to_string (sc, g_ptr_array_index (events, i));
      g_test_message ("  %s", s);
    }
  g_test_message ("%s: %s events, expected %u:", sc->name, what, json_array_get_length (want));
  for (guint i = 0; i < json_array_get_length (want); i++)
    {
      JsonNode *node = json_array_get_element (want, i);
      g_autofree char *s = json_to_string (node, FALSE);
      g_test_message ("  %s", s);
    }
}

/* Compares the point-giving events of @all (play or final) with @want. */
static gboolean
check_events (Scenario   *sc,
              const char *what,
              GArray     *all,
              JsonArray  *want,
              gboolean    final)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new ();
  g_autofree gboolean *used = NULL;
  int last_move = 0;

  for (guint i = 0; i < all->len; i++)
    {
      const TessEvent *e = &g_array_index (all, TessEvent, i);

      /* moves come in play order */
      if (e->move < last_move)
        {
          dump_events (sc, what, events, want);
          g_test_fail_printf ("%s: %s events out of order (move %d after move %d)", sc->name,
                              what, e->move, last_move);
          return FALSE;
        }
      last_move = e->move;
      if (e->points > 0 && e->scorers != 0)
        g_ptr_array_add (events, (gpointer) e);
    }

  if (events->len != json_array_get_length (want))
    {
      dump_events (sc, what, events, want);
      g_test_fail_printf ("%s: %u %s events, expected %u", sc->name, events->len, what,
                          json_array_get_length (want));
      return FALSE;
    }

  used = g_new0 (gboolean, events->len + 1);
  for (guint i = 0; i < json_array_get_length (want); i++)
    {
      JsonObject *w = json_array_get_object_element (want, i);
      gboolean found = FALSE;

      for (guint j = 0; j < events->len && !found; j++)
        if (!used[j] && event_matches (sc, w, g_ptr_array_index (events, j), final))
          used[j] = found = TRUE;
      if (!found)
        {
          g_autofree char *s = json_to_string (json_array_get_element (want, i), FALSE);

          dump_events (sc, what, events, want);
          g_test_fail_printf ("%s: no %s event matches %s", sc->name, what, s);
          return FALSE;
        }
    }
  return TRUE;
}

/* Scores and followers in supply, by player name. */
static gboolean
check_players (Scenario   *sc,
               const char *what,
               TessState  *st,
               JsonObject *want)
{
  guint n = tess_record_n_players (sc->record);

  if (json_object_has_member (want, "scores"))
    {
      JsonObject *scores = json_object_get_object_member (want, "scores");

      if (json_object_get_size (scores) != n)
        {
          g_test_fail_printf ("%s: the expectation lists %u scores for %u players", sc->name,
                              json_object_get_size (scores), n);
          return FALSE;
        }
      for (guint p = 0; p < n; p++)
        {
          const char *name = tess_record_player (sc->record, p)->name;
          int expected = (int) json_object_get_int_member (scores, name);

          if (tess_state_score (st, (int) p) != expected)
            {
              g_test_fail_printf ("%s: %s score of %s is %d, expected %d", sc->name, what,
                                  name, tess_state_score (st, (int) p), expected);
              return FALSE;
            }
        }
    }
  if (json_object_has_member (want, "followers"))
    {
      JsonObject *supply = json_object_get_object_member (want, "followers");

      for (guint p = 0; p < n; p++)
        {
          const char *name = tess_record_player (sc->record, p)->name;
          int expected = (int) json_object_get_int_member (supply, name);

          if (tess_state_supply (st, (int) p) != expected)
            {
              g_test_fail_printf ("%s: %s followers in supply of %s: %d, expected %d",
                                  sc->name, what, name, tess_state_supply (st, (int) p),
                                  expected);
              return FALSE;
            }
        }
    }
  /* Traders & Builders: "goods": {name: {"wine": n, ...}}, and "figures":
   * {name: {"builder": n, "pig": n}} in supply. */
  if (json_object_has_member (want, "goods"))
    {
      JsonObject *goods = json_object_get_object_member (want, "goods");

      for (guint p = 0; p < n; p++)
        {
          const char *name = tess_record_player (sc->record, p)->name;
          JsonObject *mine = json_object_has_member (goods, name)
                             ? json_object_get_object_member (goods, name) : NULL;

          for (int g = TESS_GOODS_NONE + 1; g < TESS_N_GOODS; g++)
            {
              int expected = mine != NULL && json_object_has_member (mine, tess_goods_name (g))
                             ? (int) json_object_get_int_member (mine, tess_goods_name (g)) : 0;

              if (tess_state_goods (st, (int) p, (TessGoods) g) != expected)
                {
                  g_test_fail_printf ("%s: %s %s tokens of %s: %d, expected %d", sc->name, what,
                                      tess_goods_name (g), name,
                                      tess_state_goods (st, (int) p, (TessGoods) g), expected);
                  return FALSE;
                }
            }
        }
    }
  if (json_object_has_member (want, "figures"))
    {
      JsonObject *figures = json_object_get_object_member (want, "figures");

      for (guint p = 0; p < n; p++)
        {
          const char *name = tess_record_player (sc->record, p)->name;
          JsonObject *mine = json_object_has_member (figures, name)
                             ? json_object_get_object_member (figures, name) : NULL;

          for (int k = TESS_FIGURE_BIG; mine != NULL && k < TESS_N_FIGURES; k++)
            if (json_object_has_member (mine, tess_figure_name (k))
                && tess_state_figures (st, (int) p, k)
                   != (int) json_object_get_int_member (mine, tess_figure_name (k)))
              {
                g_test_fail_printf ("%s: %s %s in supply of %s: %d, expected %d", sc->name, what,
                                    tess_figure_name (k), name, tess_state_figures (st, (int) p, k),
                                    (int) json_object_get_int_member (mine, tess_figure_name (k)));
                return FALSE;
              }
        }
    }
  if (json_object_has_member (want, "tiles_left")
      && tess_state_tiles_left (st) != (int) json_object_get_int_member (want, "tiles_left"))
    {
      g_test_fail_printf ("%s: %s tiles left: %d, expected %d", sc->name, what,
                          tess_state_tiles_left (st),
                          (int) json_object_get_int_member (want, "tiles_left"));
      return FALSE;
    }
  return TRUE;
}

/* Followers on the board plus in supply make the rule's number, for every
 * player, at every step; big followers likewise (DESIGN.md §8). */
static gboolean
check_conservation (Scenario  *sc,
                    TessState *st)
{
  const TessRules *rules = tess_def_rules (tess_state_def (st));
  int on_board[TESS_MAX_PLAYERS] = { 0 };
  int big_on_board[TESS_MAX_PLAYERS] = { 0 };
  int other_on_board[TESS_MAX_PLAYERS][TESS_N_FIGURES] = { { 0 } };

  for (int i = 0; i < tess_state_n_followers (st); i++)
    {
      int placement, feature, player;

      tess_state_follower (st, i, &placement, &feature, &player);
      g_assert_cmpint (player, >=, 0);
      g_assert_cmpint (player, <, tess_state_n_players (st));
      if (tess_state_follower_kind (st, i) == TESS_FIGURE_BIG)
        big_on_board[player]++;
      else if (tess_state_follower_kind (st, i) == TESS_FIGURE_FOLLOWER)
        on_board[player]++;
      else
        other_on_board[player][tess_state_follower_kind (st, i)]++;
    }
  for (int p = 0; p < tess_state_n_players (st); p++)
    if (on_board[p] + tess_state_supply (st, p) != rules->followers)
      {
        g_test_fail_printf ("%s: after move %d, player %d has %d followers on the board and "
                            "%d in supply", sc->name, tess_state_n_moves (st), p, on_board[p],
                            tess_state_supply (st, p));
        return FALSE;
      }
    else if (big_on_board[p] + tess_state_figures (st, p, TESS_FIGURE_BIG) != rules->big_follower)
      {
        g_test_fail_printf ("%s: after move %d, player %d has %d big followers on the board and "
                            "%d in supply", sc->name, tess_state_n_moves (st), p, big_on_board[p],
                            tess_state_figures (st, p, TESS_FIGURE_BIG));
        return FALSE;
      }
    else if (other_on_board[p][TESS_FIGURE_BUILDER]
             + tess_state_figures (st, p, TESS_FIGURE_BUILDER) != rules->builder
             || other_on_board[p][TESS_FIGURE_PIG]
                + tess_state_figures (st, p, TESS_FIGURE_PIG) != rules->pig)
      {
        g_test_fail_printf ("%s: after move %d, player %d's builder or pig is neither on the "
                            "board nor in supply", sc->name, tess_state_n_moves (st), p);
        return FALSE;
      }
  return TRUE;
}

/* Whether @s holds the decimal @number with no digit just before or after it. */
static gboolean
has_number (const char *s,
            const char *number)
{
  size_t len = strlen (number);

  for (const char *p = strstr (s, number); p != NULL; p = strstr (p + 1, number))
    if ((p == s || !g_ascii_isdigit (p[-1])) && !g_ascii_isdigit (p[len]))
      return TRUE;
  return FALSE;
}

static void
test_error (Scenario   *sc,
            JsonObject *want)
{
  g_autoptr(TessState) st = tess_replay_new_state (sc->replay);
  g_autoptr(GArray) events = g_array_new (FALSE, TRUE, sizeof (TessEvent));
  g_autoptr(GError) error = NULL;
  g_autofree char *prefix = NULL;
  g_autofree char *number = NULL;
  int move = (int) json_object_get_int_member (want, "move");
  const char *rule = json_object_get_string_member (want, "rule");
  const char *reason = NULL;
  const char *detail = NULL;
  guint n_legal = G_MAXUINT;

  if (move < 1 || move > (int) tess_replay_n_moves (sc->replay))
    {
      g_test_fail_printf ("%s: the expected illegal move %d is not a move of the record",
                          sc->name, move);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (rule_names); i++)
    if (g_strcmp0 (rule_names[i].name, rule) == 0)
      {
        reason = tess_engine_error_message (rule_names[i].err);
        detail = rule_names[i].detail;
      }
  if (reason == NULL)
    {
      g_test_fail_printf ("%s: unknown rule \"%s\" in the expectation", sc->name, rule);
      return;
    }

  if (tess_replay_play (sc->replay, -1, st, collect, events, &error))
    {
      g_test_fail_printf ("%s: every move was accepted; move %d breaks the rule \"%s\"",
                          sc->name, move, reason);
      return;
    }
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_ILLEGAL_MOVE);
  g_test_message ("%s: %s", sc->name, error->message);

  /* The message starts by naming the move ("Move 7 (tile V at 2,-1,
   * rotation 90)") and says which rule it breaks. */
  prefix = tess_replay_describe_move (sc->replay, (guint) move - 1);
  number = g_strdup_printf ("%d", move);
  if (!g_str_has_prefix (error->message, prefix) || !has_number (prefix, number))
    {
      g_test_fail_printf ("%s: the error \"%s\" does not name move %d (\"%s\")", sc->name,
                          error->message, move, prefix);
      return;
    }
  if (strstr (error->message, reason) == NULL
      && (detail == NULL || strstr (error->message, detail) == NULL))
    {
      g_test_fail_printf ("%s: the error \"%s\" does not give the reason \"%s\"", sc->name,
                          error->message, reason);
      return;
    }

  /* The state is the one before the illegal move. */
  g_assert_cmpint (tess_state_n_moves (st), ==, move - 1);
  if (json_object_has_member (sc->expect, "before")
      && !check_players (sc, "before the illegal move", st,
                         json_object_get_object_member (sc->expect, "before")))
    return;
  if (!check_conservation (sc, st))
    return;

  /* tess_replay_check() agrees on which moves are legal. */
  g_clear_error (&error);
  g_assert_false (tess_replay_check (sc->replay, &n_legal, &error));
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_ILLEGAL_MOVE);
  g_assert_cmpuint (n_legal, ==, (guint) move - 1);
}

static void
add_points (GArray *events,
            int     n_players,
            int    *sum)
{
  for (guint i = 0; i < events->len; i++)
    for (int p = 0; p < n_players; p++)
      if (g_array_index (events, TessEvent, i).scorers & (1u << p))
        sum[p] += g_array_index (events, TessEvent, i).points;
}

static void
test_legal (Scenario *sc)
{
  g_autoptr(TessState) st = tess_replay_new_state (sc->replay);
  g_autoptr(TessState) seek = tess_replay_new_state (sc->replay);
  g_autoptr(GArray) events = g_array_new (FALSE, TRUE, sizeof (TessEvent));
  g_autoptr(GArray) final_events = g_array_new (FALSE, TRUE, sizeof (TessEvent));
  g_autoptr(GArray) again = g_array_new (FALSE, TRUE, sizeof (TessEvent));
  g_autoptr(GError) error = NULL;
  JsonObject *play = json_object_get_object_member (sc->expect, "play");
  guint n = tess_replay_n_moves (sc->replay);
  int n_players = (int) tess_record_n_players (sc->record);
  int sum[TESS_MAX_PLAYERS] = { 0 };

  if (play == NULL)
    {
      g_test_fail_printf ("%s: the expectation has neither \"play\" nor \"error\"", sc->name);
      return;
    }

  /* Move by move, checking the followers at every step, and (when the
   * expectation lists "extra_turn_reasons": [{"move": 5, "reason": "builder"}])
   * after which moves the same player plays again, and why ("builder",
   * "hole" or "both"). */
  if (!check_conservation (sc, st))
    return;
  for (guint i = 0; i < n; i++)
    {
      if (!tess_replay_apply (sc->replay, st, i, collect, events, &error))
        {
          g_test_fail_printf ("%s: %s", sc->name, error->message);
          return;
        }
      if (!check_conservation (sc, st))
        return;
      if (json_object_has_member (sc->expect, "extra_turn_reasons"))
        {
          JsonArray *extra = json_object_get_array_member (sc->expect, "extra_turn_reasons");
          const char *want = NULL;
          const char *got = NULL;
          unsigned reason = tess_state_extra_turn_reason (st);

          for (guint k = 0; k < json_array_get_length (extra); k++)
            {
              JsonObject *o = json_array_get_object_element (extra, k);

              if (json_object_get_int_member (o, "move") == (gint64) i + 1)
                want = json_object_get_string_member (o, "reason");
            }
          if (reason == (TESS_EXTRA_TURN_BUILDER | TESS_EXTRA_TURN_HOLE))
            got = "both";
          else if (reason == TESS_EXTRA_TURN_BUILDER)
            got = "builder";
          else if (reason == TESS_EXTRA_TURN_HOLE)
            got = "hole";
          if (g_strcmp0 (want, got) != 0)
            {
              g_test_fail_printf ("%s: after move %u the extra turn is %s, expected %s",
                                  sc->name, i + 1, got ? got : "none", want ? want : "none");
              return;
            }
        }
    }
  g_assert_cmpint (tess_state_n_moves (st), ==, (int) n);

  if (!check_events (sc, "play", events, json_object_get_array_member (play, "events"), FALSE)
      || !check_players (sc, "play", st, play))
    return;

  /* Scores are the sum of the events. */
  add_points (events, n_players, sum);
  for (int p = 0; p < n_players; p++)
    g_assert_cmpint (sum[p], ==, tess_state_score (st, p));

  /* Seeking to the end gives the same state as playing move by move. */
  g_assert_true (tess_replay_seek (sc->replay, -1, seek, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tess_state_n_placed (seek), ==, tess_state_n_placed (st));
  g_assert_cmpint (tess_state_tiles_left (seek), ==, tess_state_tiles_left (st));
  for (int p = 0; p < n_players; p++)
    {
      g_assert_cmpint (tess_state_score (seek, p), ==, tess_state_score (st, p));
      g_assert_cmpint (tess_state_supply (seek, p), ==, tess_state_supply (st, p));
    }

  if (json_object_has_member (sc->expect, "final"))
    {
      JsonObject *fin = json_object_get_object_member (sc->expect, "final");

      tess_state_final_scoring (st, collect, final_events);
      g_assert_true (tess_state_is_final_scored (st));
      if (!check_events (sc, "final", final_events,
                         json_object_get_array_member (fin, "events"), TRUE)
          || !check_players (sc, "final", st, fin))
        return;

      add_points (final_events, n_players, sum);
      for (int p = 0; p < n_players; p++)
        g_assert_cmpint (sum[p], ==, tess_state_score (st, p));

      /* Final scoring is done once. */
      tess_state_final_scoring (st, collect, again);
      g_assert_cmpuint (again->len, ==, 0);
      check_players (sc, "final (twice)", st, fin);
    }
}

static void
test_scenario (gconstpointer data)
{
  g_autoptr(Scenario) sc = scenario_load (data);

  if (sc == NULL)
    return;
  if (json_object_has_member (sc->expect, "error"))
    test_error (sc, json_object_get_object_member (sc->expect, "error"));
  else
    test_legal (sc);
}

int
main (int argc, char *argv[])
{
  g_autofree char *dir = NULL;

  g_test_init (&argc, &argv, NULL);
  /* A failing scenario must not stop the others. */
  g_test_set_nonfatal_assertions ();

  dir = g_test_build_filename (G_TEST_DIST, "scenarios", NULL);
  /* A wrong directory must not pass as "nothing to test". */
  g_assert_cmpuint (tess_test_add_record_tests (dir, "/scenarios", test_scenario),
                    >=, MIN_SCENARIOS);

  return g_test_run ();
}
