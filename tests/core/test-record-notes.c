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

/* A note with what the teacher drew: read, written back exactly (whole
 * hundredths of a tile, negative ones too), copied, and a drawing alone
 * is a note of its own. */
static void
test_drawing (void)
{
  static const char text[] =
    "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],"
    "  \"players\": [ { \"name\": \"Ana\", \"color\": \"yellow\" }, { \"name\": \"Bruno\", \"color\": \"red\" } ],"
    "  \"moves\": [ { \"tile\": \"U\", \"x\": 1, \"y\": 0, \"rotation\": 0 },"
    "               { \"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180 } ],"
    "  \"notes\": { \"1\": { \"text\": \"Here.\", \"drawing\": [[100, 50, 150, 55, 199, 60], [-40, -120]] },"
    "               \"2\": { \"drawing\": [[0, 0, 10, 10]] } } }";
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_data (text, -1, "drawn.tessera", &error);
  g_autoptr(TessRecord) again = NULL;
  g_autoptr(TessRecord) copy = NULL;
  g_autoptr(GArray) moves = NULL;
  g_autoptr(TessDrawing) drawn = tess_drawing_new ();
  g_autofree char *data = NULL;
  g_autofree char *data_again = NULL;
  const TessDrawing *drawing;
  const TessDrawingPoint *points;
  guint n;
  int x0, y0, x1, y1;

  g_assert_no_error (error);
  g_assert_cmpstr (tess_record_get_note (record, 1), ==, "Here.");
  drawing = tess_record_get_drawing (record, 1);
  g_assert_nonnull (drawing);
  g_assert_cmpuint (tess_drawing_get_n_strokes (drawing), ==, 2);
  points = tess_drawing_get_stroke (drawing, 0, &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpint (points[2].x, ==, 199);
  g_assert_cmpint (points[2].y, ==, 60);
  points = tess_drawing_get_stroke (drawing, 1, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (points[0].y, ==, -120);
  /* From the cell left of and two above the first tile's to the tile at (1, 0). */
  g_assert_true (tess_drawing_get_cells (drawing, &x0, &y0, &x1, &y1));
  g_assert_cmpint (x0, ==, -1);
  g_assert_cmpint (y0, ==, -2);
  g_assert_cmpint (x1, ==, 1);
  g_assert_cmpint (y1, ==, 0);
  /* A drawing without a text is a note. */
  g_assert_null (tess_record_get_note (record, 2));
  g_assert_nonnull (tess_record_get_drawing (record, 2));
  moves = tess_record_get_note_moves (record);
  g_assert_cmpuint (moves->len, ==, 2);

  data = tess_record_to_data (record, NULL);
  again = tess_record_load_data (data, -1, "again", &error);
  g_assert_no_error (error);
  g_assert_true (tess_drawing_equal (tess_record_get_drawing (again, 1), drawing));
  g_assert_true (tess_drawing_equal (tess_record_get_drawing (again, 2), tess_record_get_drawing (record, 2)));
  g_assert_cmpstr (tess_record_get_note (again, 1), ==, "Here.");
  data_again = tess_record_to_data (again, NULL);
  g_assert_cmpstr (data_again, ==, data);

  /* Points drawn at any zoom are kept to a hundredth of a tile. */
  copy = tess_record_copy (record);
  g_assert_true (tess_drawing_equal (tess_record_get_drawing (copy, 1), drawing));
  g_assert_true (tess_drawing_begin_stroke (drawn));
  g_assert_true (tess_drawing_add_point (drawn, 0.123, -0.456));
  g_assert_true (tess_drawing_add_point (drawn, 0.1231, -0.4561));
  g_assert_false (tess_drawing_add_point (drawn, 1e9, 0));
  points = tess_drawing_get_stroke (drawn, 0, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (points[0].x, ==, 12);
  g_assert_cmpint (points[0].y, ==, -46);
  tess_record_set_drawing (copy, 2, drawn);
  tess_record_set_drawing (copy, 1, NULL);
  g_assert_null (tess_record_get_drawing (copy, 1));
  g_assert_cmpstr (tess_record_get_note (copy, 1), ==, "Here.");
  g_assert_true (tess_drawing_equal (tess_record_get_drawing (copy, 2), drawn));
  g_assert_nonnull (tess_record_get_drawing (record, 1));
  /* A note whose drawing went is a text again. */
  g_free (data);
  data = tess_record_to_data (copy, NULL);
  g_clear_pointer (&again, tess_record_unref);
  again = tess_record_load_data (data, -1, "copy", &error);
  g_assert_no_error (error);
  g_assert_null (tess_record_get_drawing (again, 1));
  g_assert_cmpstr (tess_record_get_note (again, 1), ==, "Here.");
  g_assert_true (tess_drawing_equal (tess_record_get_drawing (again, 2), drawn));
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
    { "{ \"2\": {} }", "the note on move 2 has neither a text nor a drawing" },
    { "{ \"2\": { \"text\": 5, \"drawing\": [] } }", "the note on move 2 must be a text" },
    { "{ \"2\": { \"drawing\": {} } }", "a drawing must be a list of strokes" },
    { "{ \"2\": { \"drawing\": [[1, 2, 3]] } }", "stroke 1 of the drawing must be a list" },
    { "{ \"2\": { \"drawing\": [[1, 2], []] } }", "stroke 2 of the drawing must be a list" },
    { "{ \"2\": { \"drawing\": [[1, 2.5]] } }", "point 1 of stroke 1 of the drawing is not a whole number" },
    { "{ \"2\": { \"drawing\": [[1, 2, 1e22, 0]] } }", "point 2 of stroke 1" },
    { "{ \"2\": { \"drawing\": [[1, 2, 0, 1000001]] } }", "point 2 of stroke 1" },
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
  g_test_add_func ("/record/notes/drawing", test_drawing);

  return g_test_run ();
}
