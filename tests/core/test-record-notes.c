/* test-record-notes.c: a teacher's notes in a record: read, copied, kept
 * by a game that is played on and saved, and bad notes named
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "tess-game.h"
#include "tess-record.h"

static const char with_notes[] =
  "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],"
  "  \"players\": [ { \"name\": \"Ana\", \"color\": \"yellow\" }, { \"name\": \"Bruno\", \"color\": \"red\" } ],"
  "  \"moves\": [ { \"tile\": \"U\", \"x\": 1, \"y\": 0, \"rotation\": 0, \"follower\": \"E\" },"
  "               { \"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180 } ],"
  "  \"notes\": { \"2\": \"Why not the city?\", \"1\": \"A thief on the road.\" } }";

static void
test_read_write (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_data (with_notes, -1, "notes.tessera", &error);
  g_autoptr(TessRecord) copy = NULL;
  g_autoptr(TessRecord) again = NULL;
  g_autoptr(GArray) moves = NULL;
  g_autofree char *data = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (tess_record_get_note (record, 1), ==, "A thief on the road.");
  g_assert_cmpstr (tess_record_get_note (record, 2), ==, "Why not the city?");
  g_assert_null (tess_record_get_note (record, 3));
  moves = tess_record_get_note_moves (record);
  g_assert_cmpuint (moves->len, ==, 2);
  g_assert_cmpuint (g_array_index (moves, guint, 0), ==, 1);

  /* Written back in move order, and read again the same. */
  data = tess_record_to_data (record, NULL);
  g_assert_nonnull (strstr (data, "\"notes\""));
  g_assert_true (strstr (data, "A thief on the road.") < strstr (data, "Why not the city?"));
  again = tess_record_load_data (data, -1, "again", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tess_record_get_note (again, 2), ==, "Why not the city?");

  copy = tess_record_copy (record);
  g_assert_cmpstr (tess_record_get_note (copy, 1), ==, "A thief on the road.");
  tess_record_set_note (copy, 1, NULL);
  g_assert_null (tess_record_get_note (copy, 1));
  g_assert_cmpstr (tess_record_get_note (record, 1), ==, "A thief on the road.");
}

/* A game opened from a record with notes, played on and saved, keeps
 * them: the app's Save is such a tool. */
static void
test_kept_by_a_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_data (with_notes, -1, "notes.tessera", &error);
  g_autoptr(TessGame) game = NULL;
  g_autoptr(TessRecord) saved = NULL;
  g_autoptr(GArray) placements = NULL;
  g_autofree char *path = NULL;
  int fd;

  g_assert_no_error (error);
  game = tess_game_new_from_record (record, &error);
  g_assert_no_error (error);
  placements = tess_game_get_placements (game);
  g_assert_cmpuint (placements->len, >, 0);
  g_assert_true (tess_game_play_move (game, tess_game_get_tile (game),
                                      g_array_index (placements, TessGamePlacement, 0).x,
                                      g_array_index (placements, TessGamePlacement, 0).y,
                                      g_array_index (placements, TessGamePlacement, 0).rot, -1, &error));
  g_assert_no_error (error);

  fd = g_file_open_tmp ("notes-XXXXXX.tessera", &path, &error);
  g_assert_no_error (error);
  close (fd);
  g_assert_true (tess_game_save (game, path, &error));
  g_assert_no_error (error);
  saved = tess_record_load_file (path, &error);
  g_assert_no_error (error);
  /* The move played, and maybe a discard after it: the game is unseeded
   * and the next tile drawn may fit nowhere. */
  g_assert_cmpuint (tess_record_n_moves (saved), >=, 3);
  g_assert_cmpstr (tess_record_get_note (saved, 2), ==, "Why not the city?");
  g_unlink (path);
}

/* Bad notes: what and where, the record refused as any bad key is. */
static void
test_bad_notes (void)
{
  static const struct
  {
    const char *notes;
    const char *says;
  } cases[] = {
    { "[]", "notes" },
    { "{ \"zero\": \"x\" }", "“zero” is not a move number" },
    { "{ \"0\": \"x\" }", "“0” is not a move number" },
    { "{ \"-3\": \"x\" }", "“-3” is not a move number" },
    { "{ \"2\": 5 }", "the note on move 2 must be a text" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf (
        "{ \"format\": \"tessera-game\", \"version\": 1,"
        "  \"players\": [ { \"name\": \"Ana\", \"color\": \"yellow\" }, { \"name\": \"Bruno\", \"color\": \"red\" } ],"
        "  \"moves\": [], \"notes\": %s }", cases[i].notes);
      g_autoptr(GError) error = NULL;
      g_autoptr(TessRecord) record = tess_record_load_data (text, -1, "bad.tessera", &error);

      g_assert_null (record);
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, "bad.tessera"));
      g_assert_nonnull (strstr (error->message, cases[i].says));
    }
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/record/notes/read-write", test_read_write);
  g_test_add_func ("/record/notes/kept-by-a-game", test_kept_by_a_game);
  g_test_add_func ("/record/notes/bad", test_bad_notes);

  return g_test_run ();
}
