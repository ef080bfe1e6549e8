/* tess-cli-lesson.c: tessera-cli lesson FILE.lesson.json [--move JSON]
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A teacher writes a lesson (doc/LESSONS.md) and tries it without
 * clicking: the card, and with a move the verdict the lessons give.
 * Exit 0: the goal is met; 1: a wrong move, explained; 2: a move the
 * rules refuse, explained (or a wrong command line); 3: the lesson file
 * cannot be used (unreadable, against doc/LESSONS.md, or its own answer
 * misses its goal), the author's to mend.
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "tess-cli.h"
#include "tess-lesson.h"
#include "tess-move-codec.h"
#include "tess-place.h"

/* The lesson file, not the learner's move, is wrong. */
#define LESSON_EXIT_BAD_FILE 3

static int run_lesson (int argc, char **argv);

const TessCliCommand tess_cli_command_lesson = {
  "lesson",
  N_("FILE.lesson.json"),
  N_("Show a lesson’s card, and judge a move as the lesson would"),
  run_lesson,
};

/* Reads { "x": 1, "y": 0, "rotation": 90, "follower": "E" } (a record's
 * move, read by the record's codec; "tile" optional). FALSE with a
 * message naming what is wrong. */
static gboolean
parse_move (const char     *text,
            TessRecordMove *move,
            char          **tile,
            char          **message)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonNode *node;

  if (!json_parser_load_from_data (parser, text, -1, &error))
    {
      *message = g_strdup_printf (_("--move: %s"), error->message);
      return FALSE;
    }
  node = json_parser_get_root (parser);
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      *message = g_strdup (_("--move: a move must be a JSON object, e.g. {\"x\": 1, \"y\": 0, \"rotation\": 0}"));
      return FALSE;
    }
  if (!tess_move_codec_read (node, "--move", TESS_MOVE_READ_TILE_OPTIONAL, move, &error))
    {
      *message = g_strdup (error->message);
      return FALSE;
    }
  /* A lesson's move places its tile: a "discard" is a tile placed at 0,0. */
  move->discard = FALSE;
  if (move->x < -1000 || move->x > 1000 || move->y < -1000 || move->y > 1000)
    {
      *message = g_strdup (_("--move: the cell lies too far from the start tile"));
      return FALSE;
    }
  *tile = g_steal_pointer (&move->tile);
  return TRUE;
}

static int
run_lesson (int    argc,
            char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TessLesson) lesson = NULL;
  g_autoptr(TessGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *move_text = NULL;
  g_autofree char *explanation = NULL;
  g_autofree char *tile = NULL;
  g_autofree char *message = NULL;
  TessRecordMove move = { NULL, FALSE, 0, 0, 0, TESS_FOLLOWER_NONE };
  TessLessonResult result;
  const GOptionEntry entries[] = {
    { "move", 0, 0, G_OPTION_ARG_STRING, &move_text,
      N_("The learner’s move, as a record’s move: {\"x\": 1, \"y\": 0, \"rotation\": 0, \"follower\": \"E\"}"),
      N_("JSON") },
    { NULL }
  };

  context = tess_cli_option_context (&tess_cli_command_lesson);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tess_cli_parse (context, &argc, &argv))
    return TESS_CLI_EXIT_USAGE;
  if (argc != 2)
    return tess_cli_usage_error (&tess_cli_command_lesson, _("give exactly one lesson file"));
  if (move_text != NULL && !parse_move (move_text, &move, &tile, &message))
    return tess_cli_usage_error (&tess_cli_command_lesson, message);
  move.tile = tile;

  lesson = tess_lesson_load_file (argv[1], &error);
  if (lesson != NULL)
    game = tess_lesson_new_game (lesson, &error);
  if (game == NULL)
    {
      g_printerr ("%s\n", error->message);
      return LESSON_EXIT_BAD_FILE;
    }

  if (move_text == NULL)
    {
      const TessRecordMove *answer = tess_lesson_get_answer (lesson);
      g_autofree char *verdict = NULL;
      g_autoptr(TessGame) tried = tess_lesson_new_game (lesson, NULL);
      g_autofree char *name = NULL;
      g_autofree char *in_hand = NULL;
      int type;

      /* The card is only as good as its answer: the record's next move
       * must reach the goal, its points as the goal says. */
      if (tried == NULL
          || tess_lesson_play (lesson, tried, answer, &verdict) != TESS_LESSON_RESULT_DONE)
        {
          g_autofree char *where = g_filename_display_name (argv[1]);

          /* Translators: %s is the lesson file; what follows is the lesson's
           * verdict on its own answer */
          g_printerr (_("%s: the lesson’s own answer, the record’s next move, does not reach its goal:"),
                      where);
          g_printerr (" %s\n", verdict != NULL ? verdict : "");
          return LESSON_EXIT_BAD_FILE;
        }
      /* Named by what it shows, as the window names it; its id for the
       * author, who wrote it so. */
      type = tess_def_find_type (tess_game_get_def (game), answer->tile);
      name = type >= 0 ? tess_tile_display_name (tess_def_tile (tess_game_get_def (game), type))
                       : NULL;
      in_hand = name != NULL ? g_strdup_printf ("%s (%s)", name, answer->tile)
                             : g_strdup (answer->tile);

      g_print ("%s\n\n%s\n", tess_lesson_get_title (lesson), tess_lesson_get_caption (lesson));
      /* Translators: in “tessera-cli lesson”, above the name of the
       * player the learner plays */
      g_print ("\n%s\n", _("The learner plays:"));
      g_print ("  %s\n", tess_game_get_player_name (game, tess_lesson_get_learner (lesson)));
      /* Translators: in “tessera-cli lesson”, above the id of the tile the
       * learner holds */
      g_print ("%s\n  %s\n", _("The tile in hand:"), in_hand);
      return 0;
    }

  result = tess_lesson_play (lesson, game, &move, &explanation);
  g_print ("%s\n", explanation != NULL ? explanation : "");
  switch (result)
    {
    case TESS_LESSON_RESULT_DONE:
      return 0;
    case TESS_LESSON_RESULT_ILLEGAL:
      return 2;
    case TESS_LESSON_RESULT_WRONG:
    case TESS_LESSON_RESULT_WAITING:
    default:
      return 1;
    }
}
