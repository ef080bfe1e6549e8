/* tess-cli-state.c: tessera-cli state RECORD [--json] [--legal] [--tile ID]
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-cli.h"
#include "tess-cli-protocol.h"
#include "tess-explain.h"
#include "tess-replay.h"
#include "tess-game.h"
#include "tess-names.h"

static int run_state (int argc, char **argv);

const TessCliCommand tess_cli_command_state = {
  "state",
  N_("RECORD"),
  N_("Show the position after a record's last move: turn, hand, bag, scores and legal moves"),
  run_state,
};

TessCliPosition *
tess_cli_open_position (const char *filename)
{
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *display = g_filename_display_name (filename);
  TessCliPosition *pos;

  record = tess_record_load_file (filename, &error);
  if (record == NULL)
    {
      g_printerr ("%s\n", error->message);
      return NULL;
    }
  pos = tess_cli_position_new (record, &error);
  if (pos == NULL)
    g_printerr ("%s: %s\n", display, error->message);
  return pos;
}

/* What followed the record's last move, if it placed a tile: the goods
 * it took, why the same player plays again, or who passed. */
static char *
last_passes (TessCliPosition *pos)
{
  TessRecord *record = tess_cli_position_get_record (pos);
  TessReplay *replay = tess_cli_position_get_replay (pos);
  guint n = tess_record_n_moves (record);
  g_autoptr(TessState) before = NULL;
  g_autofree const char **names = NULL;

  if (n == 0 || tess_record_move (record, n - 1)->discard)
    return NULL;
  before = tess_replay_new_state (replay);
  if (!tess_replay_seek (replay, (int) n - 1, before, NULL))
    return NULL;
  names = g_new0 (const char *, tess_record_n_players (record) + 1);
  for (guint p = 0; p < tess_record_n_players (record); p++)
    names[p] = tess_record_player (record, p)->name;
  return tess_explain_after_move (tess_cli_position_get_state (pos),
                                  tess_state_current_player (before),
                                  names, tess_record_n_players (record));
}

static void
print_text (TessCliPosition *pos,
            JsonObject      *state)
{
  JsonArray *hand = json_object_get_array_member (state, "hand");
  JsonArray *players = json_object_get_array_member (state, "players");
  JsonArray *features = json_object_get_array_member (state, "features");
  JsonObject *bag = json_object_get_object_member (state, "bag");
  g_autoptr(GList) ids = json_object_get_members (bag);
  g_autoptr(GString) line = g_string_new (NULL);
  int moves = (int) json_object_get_int_member (state, "moves");

  if (json_object_get_boolean_member (state, "finished"))
    g_print (ngettext ("After %d move: the game is over.\n",
                       "After %d moves: the game is over.\n", moves), moves);
  else
    {
      int player = (int) json_object_get_int_member (state, "player");
      const char *name = json_object_get_string_member (json_array_get_object_element (players, player),
                                                        "name");

      g_autofree char *passes = NULL;

      g_print (ngettext ("After %d move: %s to play.\n",
                         "After %d moves: %s to play.\n", moves), moves, name);
      /* The turns that passed after the last move, as explain says them. */
      passes = last_passes (pos);
      if (passes != NULL)
        g_print ("%s\n", passes);
      if (json_array_get_length (hand) == 0)
        g_print ("%s\n", _("The record has no seed: say which tile is drawn with --tile."));
      for (guint i = 0; i < json_array_get_length (hand); i++)
        {
          JsonObject *t = json_array_get_object_element (hand, i);
          const char *id = json_object_get_string_member (t, "tile");

          if (json_object_get_boolean_member (t, "fits"))
            g_print (_("Tile in hand: %s\n"), id);
          else
            g_print (_("Tile in hand: %s, which fits nowhere: it is discarded\n"), id);
        }
    }

  for (GList *l = ids; l != NULL; l = l->next)
    g_string_append_printf (line, "%s%s×%d", l == ids ? "" : ", ", (const char *) l->data,
                            (int) json_object_get_int_member (bag, l->data));
  g_print (ngettext ("Bag: %d tile: %s\n", "Bag: %d tiles: %s\n",
                     (int) json_object_get_int_member (state, "tiles_left")),
           (int) json_object_get_int_member (state, "tiles_left"), line->str);

  for (guint p = 0; p < json_array_get_length (players); p++)
    {
      JsonObject *o = json_array_get_object_element (players, p);
      int supply = (int) json_object_get_int_member (o, "followers");
      JsonObject *figures = json_object_get_object_member (o, "figures");

      if (figures != NULL && json_object_has_member (figures, "big"))
        /* Translators: a player's line with Inns & Cathedrals: name, score,
         * followers in supply, big followers in supply (0 or 1). */
        g_print (_("%s: score %d, followers in supply %d, big follower in supply %d\n"),
                 json_object_get_string_member (o, "name"),
                 (int) json_object_get_int_member (o, "score"), supply,
                 (int) json_object_get_int_member (figures, "big"));
      else
        /* Translators: a player's line: name, score, followers in supply. */
        g_print (_("%s: score %d, followers in supply %d\n"),
                 json_object_get_string_member (o, "name"),
                 (int) json_object_get_int_member (o, "score"), supply);
      if (figures != NULL && json_object_has_member (figures, "builder"))
        /* Translators: Traders & Builders: a player's builder in supply (0 or 1). */
        g_print (_("%s: builder in supply %d\n"), json_object_get_string_member (o, "name"),
                 (int) json_object_get_int_member (figures, "builder"));
      if (figures != NULL && json_object_has_member (figures, "pig"))
        /* Translators: Traders & Builders: a player's pig in supply (0 or 1). */
        g_print (_("%s: pig in supply %d\n"), json_object_get_string_member (o, "name"),
                 (int) json_object_get_int_member (figures, "pig"));
      if (json_object_has_member (o, "goods"))
        {
          JsonObject *goods = json_object_get_object_member (o, "goods");

          /* Translators: Traders & Builders: a player's goods tokens. */
          g_print (_("%s: goods tokens: wine %d, grain %d, cloth %d\n"),
                   json_object_get_string_member (o, "name"),
                   (int) json_object_get_int_member (goods, "wine"),
                   (int) json_object_get_int_member (goods, "grain"),
                   (int) json_object_get_int_member (goods, "cloth"));
        }
    }

  for (guint i = 0; i < json_array_get_length (features); i++)
    {
      JsonObject *f = json_array_get_object_element (features, i);
      JsonArray *followers = json_object_get_array_member (f, "followers");
      g_autoptr(GString) who = g_string_new (NULL);
      int type = tess_feature_type_from_name (json_object_get_string_member (f, "feature"));

      for (guint p = 0; p < json_array_get_length (followers); p++)
        if (json_array_get_int_element (followers, p) > 0)
          g_string_append_printf (who, "%s%s %d", who->len ? ", " : "",
                                  json_object_get_string_member (json_array_get_object_element (players, p),
                                                                 "name"),
                                  (int) json_array_get_int_element (followers, p));
      /* Translators: a feature holding followers: "city at (0, -1), N:
       * tiles 3, value 6, followers: Ana 1". */
      g_print (_("%s at (%d, %d), %s: tiles %d, value %d, followers: %s\n"),
               tess_feature_display_name ((TessFeatureType) type),
               (int) json_object_get_int_member (f, "x"), (int) json_object_get_int_member (f, "y"),
               json_object_get_string_member (f, "port"),
               (int) json_object_get_int_member (f, "tiles"),
               (int) json_object_get_int_member (f, "value"), who->str);
    }

  if (json_object_has_member (state, "legal"))
    {
      JsonArray *legal = json_object_get_array_member (state, "legal");
      guint n = json_array_get_length (legal);

      g_print (ngettext ("%u legal move:\n", "%u legal moves:\n", n), n);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *text = tess_cli_json_line (json_array_get_element (legal, i));

          g_print ("  %s\n", text);
        }
    }
}

static int
run_state (int    argc,
           char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TessState) turn = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_auto(GStrv) tiles = NULL;
  TessCliPosition *pos;
  gboolean json = FALSE, legal = FALSE;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json,
      N_("Print the position as JSON"), NULL },
    { "legal", 0, 0, G_OPTION_ARG_NONE, &legal,
      N_("List every legal move, in the record's move format"), NULL },
    { "tile", 't', 0, G_OPTION_ARG_STRING_ARRAY, &tiles,
      N_("The tile drawn, for a record without a seed (repeat it for a hand of several)"),
      N_("ID") },
    { NULL }
  };

  context = tess_cli_option_context (&tess_cli_command_state);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tess_cli_parse (context, &argc, &argv))
    return TESS_CLI_EXIT_USAGE;
  if (argc != 2)
    return tess_cli_usage_error (&tess_cli_command_state, _("give exactly one game record"));

  pos = tess_cli_open_position (argv[1]);
  if (pos == NULL)
    return TESS_CLI_EXIT_FAILURE;

  turn = tess_cli_position_turn (pos, (const char * const *) tiles, &error);
  if (turn == NULL)
    {
      g_printerr ("tessera-cli state: %s\n", error->message);
      tess_cli_position_free (pos);
      return TESS_CLI_EXIT_FAILURE;
    }
  if (legal && !tess_state_is_over (turn) && tess_state_hand_size (turn) == 0)
    {
      g_printerr ("tessera-cli state: %s\n",
                  _("The record has no seed: say which tile is drawn with --tile."));
      tess_cli_position_free (pos);
      return TESS_CLI_EXIT_FAILURE;
    }
  node = tess_cli_state_to_json (pos, turn, legal);
  if (json)
    tess_cli_print_json_line (node);
  else
    print_text (pos, json_node_get_object (node));
  tess_cli_position_free (pos);
  return EXIT_SUCCESS;
}
