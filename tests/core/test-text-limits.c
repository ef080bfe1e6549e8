/* test-text-limits.c: names, ids and other texts of files have a length
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 18: a 100,000-character player name froze the window in text
 * shaping while `validate` called the record valid, and a long id made a
 * 100 KB error line. Every text is held to TESS_MAX_TEXT_CHARS (ids to
 * TESS_ID_LEN) by every reader, and no message quotes more than that.
 */

#define G_LOG_DOMAIN "test-text-limits"

#include "config.h"

#include <string.h>

#include "tess-record.h"
#include "tess-tile-set.h"


static char *
record_text (const char *tilesets,
             const char *name,
             const char *moves)
{
  g_autofree char *sets = g_strdup_printf ("\"tilesets\": [%s],", tilesets);

  return g_strdup_printf ("{ \"format\": \"tessera-game\", \"version\": 1, %s "
                          "\"players\": [ { \"name\": \"%s\", \"color\": \"red\" }, "
                          "{ \"name\": \"Bo\", \"color\": \"blue\" } ], \"moves\": [ %s ] }",
                          sets, name, moves);
}

/* @n copies of "é" (two bytes, one character). */
static char *
name_of (guint n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append (s, "é");
  return g_string_free (s, FALSE);
}

static void
test_player_name (void)
{
  g_autofree char *ok_name = name_of (TESS_MAX_TEXT_CHARS);
  g_autofree char *long_name = name_of (10000);
  g_autofree char *ok_text = record_text ("\"base\"", ok_name, "");
  g_autofree char *long_text = record_text ("\"base\"", long_name, "");
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(GError) error = NULL;

  record = tess_record_load_data (ok_text, -1, "ok.tessera", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tess_record_player (record, 0)->name, ==, ok_name);
  g_clear_pointer (&record, tess_record_unref);

  record = tess_record_load_data (long_text, -1, "long.tessera", &error);
  g_assert_null (record);
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "the key “name” is longer than 100 characters"));
  g_assert_cmpuint (strlen (error->message), <, 200);
}

/* Ids that no tile or set can have are not quoted back in full. */
static void
test_long_ids_not_quoted (void)
{
  g_autofree char *id = g_strnfill (10000, 'D');
  g_autofree char *move = g_strdup_printf ("{ \"tile\": \"%s\", \"x\": 1, \"y\": 0, \"rotation\": 0 }", id);
  g_autofree char *set = g_strdup_printf ("\"%s\"", id);
  g_autofree char *with_move = record_text ("\"base\"", "Ana", move);
  g_autofree char *with_set = record_text (set, "Ana", "");
  const char *texts[] = { with_move, with_set };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TessRecord) record = tess_record_load_data (texts[i], -1, "id.tessera", &error);

      g_assert_null (record);
      g_test_message ("%s", error->message);
      g_assert_cmpuint (strlen (error->message), <, 400);
    }
}

static void
test_tileset_name (void)
{
  g_autofree char *name = name_of (TESS_MAX_TEXT_CHARS + 1);
  g_autofree char *port = g_strnfill (10000, 'N');
  g_autofree char *text = g_strdup_printf ("{ \"format\": \"tessera-tileset\", \"version\": 1, "
                                           "\"id\": \"t\", \"name\": \"%s\", \"tiles\": [ "
                                           "{ \"id\": \"A\", \"features\": [ { \"type\": \"field\", "
                                           "\"ports\": [\"%s\"] } ] } ] }", name, port);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_data (text, -1, "t.tileset.json", &error);
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *all = NULL;

  g_assert_null (set);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "unknown port “NNNN"));
  /* Ten lines at most, the port cut short: not its 10,000 characters. */
  g_assert_cmpuint (strlen (error->message), <, 2000);

  /* The name is among the problems, cut short too. */
  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  set = tess_tile_set_from_json (json_parser_get_root (parser), "t.tileset.json", problems, NULL);
  g_ptr_array_add (problems, NULL);
  all = g_strjoinv ("\n", (char **) problems->pdata);
  g_assert_nonnull (strstr (all, "the key “name” is longer than 100 characters"));
  g_assert_cmpuint (strlen (all), <, 2000);
}

/* A control character in a name goes out escaped: json-glib wrote
 * U+0001 raw, which is no JSON, and the record did not read back. */
static void
test_control_round_trip (void)
{
  g_autofree char *text = record_text ("\"base\"", "a\\u0001b\\u001fc\\td", "");
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_data (text, -1, "c.tessera", &error);
  g_autoptr(TessRecord) again = NULL;
  g_autofree char *saved = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (tess_record_player (record, 0)->name, ==, "a\001b\037c\td");
  saved = tess_record_to_data (record, NULL);
  g_assert_nonnull (strstr (saved, "a\\u0001b\\u001fc\\td"));
  again = tess_record_load_data (saved, -1, "saved.tessera", &error);
  g_assert_no_error (error);
  g_assert_true (tess_record_equal (record, again));
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/text-limits/player-name", test_player_name);
  g_test_add_func ("/text-limits/long-ids-not-quoted", test_long_ids_not_quoted);
  g_test_add_func ("/text-limits/tileset-name", test_tileset_name);
  g_test_add_func ("/text-limits/control-round-trip", test_control_round_trip);
  return g_test_run ();
}
