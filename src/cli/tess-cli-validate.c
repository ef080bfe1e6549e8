/* tess-cli-validate.c: tessera-cli validate FILE…
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-cli.h"
#include "tess-json-private.h"
#include "tess-online-record.h"
#include "tess-tile-set-problems.h"

static int run_validate (int argc, char **argv);

const TessCliCommand tess_cli_command_validate = {
  "validate",
  N_("FILE…"),
  N_("Check tile sets and game records (every move too) and list every problem"),
  run_validate,
};

/* A record: its structure first, then, when that is sound, every move. */
static void
validate_record (const char *filename,
                 const char *display,
                 const char *data,
                 gsize       length,
                 GPtrArray  *problems,
                 GPtrArray  *warnings)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(JsonNode) root = NULL;
  guint before = problems->len;

  /* The file was parsed once already to read its format. */
  root = tess_json_parse (data, (gssize) length, display, &error);
  if (root == NULL)
    {
      g_ptr_array_add (problems, g_strdup (error->message));
      return;
    }
  record = tess_record_from_json (root, display, problems, &error);
  if (record == NULL || problems->len > before)
    return;

  replay = tess_replay_new (record, &error);
  if (replay == NULL)
    {
      g_ptr_array_add (problems, g_strdup_printf ("%s: %s", display, error->message));
      return;
    }
  if (!tess_replay_check (replay, NULL, &error))
    {
      g_ptr_array_add (problems, g_strdup_printf ("%s: %s", display, error->message));
      return;
    }
  /* An online game: every tile must be the one its draw picked. */
  if (JSON_NODE_HOLDS_OBJECT (root)
      && json_object_has_member (json_node_get_object (root), TESS_ONLINE_KEY))
    {
      JsonNode *online = json_object_get_member (json_node_get_object (root), TESS_ONLINE_KEY);

      if (!JSON_NODE_HOLDS_OBJECT (online))
        g_ptr_array_add (problems, g_strdup_printf (_("%s: “online” is not an object"), display));
      else if (tess_online_check_record (record, json_node_get_object (online), display, problems))
        {
          guint seat = 0;
          guint draw = tess_online_foreknown (json_node_get_object (online), tess_record_n_players (record),
                                              &seat);

          /* Valid, but not every draw was fair: said, not refused. */
          if (draw != 0)
            /* Translators: a note of `tessera-cli validate` on an online game:
             * "game.tessera: from draw 12, Ana could know the tiles to come: …". */
            g_ptr_array_add (warnings,
                             g_strdup_printf (_("%s: from draw %u, %s could know the tiles to come: "
                                                "every other player’s seats had been handed to the "
                                                "computer, and their links stayed as they were"),
                                              display, draw, tess_record_player (record, seat)->name));
        }
    }
}

static gboolean
validate_file (const char *filename)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *display = g_filename_display_name (filename);
  g_autofree char *data = NULL;
  g_autofree char *format = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;

  data = tess_read_file (filename, &length, &error);
  if (data == NULL)
    g_ptr_array_add (problems, g_strdup (error->message));
  else
    {
      format = tess_json_peek_format (data, length);
      if (g_strcmp0 (format, TESS_TILE_SET_FORMAT) == 0)
        tess_tile_set_check_file (filename, problems, warnings);
      else if (g_strcmp0 (format, TESS_RECORD_FORMAT) == 0)
        validate_record (filename, display, data, length, problems, warnings);
      else
        {
          /* Not JSON, or no known format: the reader says which. */
          g_autoptr(TessRecord) record = tess_record_load_data (data, length, display, &error);

          g_assert (record == NULL);
          if (g_error_matches (error, TESS_FILE_ERROR, TESS_FILE_ERROR_FORMAT) && format == NULL)
            g_ptr_array_add (problems,
                             g_strdup_printf (_("%s: no “format” key: neither a tile set (“%s”) "
                                                "nor a game record (“%s”)"),
                                              display, TESS_TILE_SET_FORMAT, TESS_RECORD_FORMAT));
          else if (g_error_matches (error, TESS_FILE_ERROR, TESS_FILE_ERROR_FORMAT))
            g_ptr_array_add (problems,
                             g_strdup_printf (_("%s: the format is “%s”, but a tile set has "
                                                "“%s” and a game record “%s” (key “format”)"),
                                              display, format, TESS_TILE_SET_FORMAT,
                                              TESS_RECORD_FORMAT));
          else
            g_ptr_array_add (problems, g_strdup (error->message));
        }
    }

  /* Errors, then warnings (which do not make a file invalid). */
  for (guint i = 0; i < problems->len; i++)
    g_print ("%s\n", (const char *) g_ptr_array_index (problems, i));
  for (guint i = 0; i < warnings->len; i++)
    g_print ("%s\n", (const char *) g_ptr_array_index (warnings, i));
  if (problems->len == 0)
    {
      /* TRANSLATORS: %s is a file name */
      g_print (_("%s: valid"), display);
      g_print ("\n");
      return TRUE;
    }
  return FALSE;
}

static int
run_validate (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  gboolean ok = TRUE;

  context = tess_cli_option_context (&tess_cli_command_validate);
  g_option_context_set_description (context,
                                    _("Every problem is printed on a line of its own. "
                                      "The exit status is 0 when every file is valid, "
                                      "1 otherwise. Tile sets are also checked as the "
                                      "tile-set editor checks them: crossing features, "
                                      "fields and cities, duplicate and turned-round "
                                      "tiles, the river, the start tile, counts; "
                                      "warnings do not make a file invalid."));
  if (!tess_cli_parse (context, &argc, &argv))
    return TESS_CLI_EXIT_USAGE;
  if (argc < 2)
    return tess_cli_usage_error (&tess_cli_command_validate,
                                 _("give at least one file to check"));

  for (int i = 1; i < argc; i++)
    ok = validate_file (argv[i]) && ok;
  return ok ? EXIT_SUCCESS : TESS_CLI_EXIT_FAILURE;
}
