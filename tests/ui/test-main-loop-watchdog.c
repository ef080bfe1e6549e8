/* test-main-loop-watchdog.c: the window never freezes while tile sets
 * are read for New Game, Open a Set…, the first game or Play Online…
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The main loop's watchdog (tess-test-watchdog.h) fails the test when
 * the main thread spends more than a frame (100 ms) of its own CPU time
 * between two beats. A read that never ends takes no CPU: block-read.c
 * (preloaded) holds the first read of one library file until the test
 * lets it go, so a read on the main thread would stop the loop outright;
 * past 10 s without a beat the watchdog lets the read go itself and the
 * test fails.
 *
 * The library holds a benchmark-sized set (15 MB: the base game and
 * text its file keeps, within the 16 MiB a set may have) and the held set.
 * Open a Set…, a window's first game and Play Online…'s header read such
 * a set held back.
 */

#include "config.h"

#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "tess-test-ui.h"
#include "tess-new-game-dialog.h"
#include "tess-summary-dialog.h"
#include "tess-tile-set-chooser.h"
#include "tess-test-watchdog.h"
#include "tess-window-private.h"

#define FRAME_US TESS_TEST_WATCHDOG_FRAME_US

static char *held_fifo;

static gint64
cpu_us (clockid_t clock)
{
  struct timespec ts;

  g_assert_cmpint (clock_gettime (clock, &ts), ==, 0);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* Lets the held-back read go on: the FIFO goes first, so later opens of
 * the file are not held. From any thread. */
static gboolean
release_held (void)
{
  int fd;

  if (held_fifo == NULL || g_access (held_fifo, F_OK) != 0)
    return FALSE;
  fd = g_open (held_fifo, O_WRONLY | O_CLOEXEC, 0);
  if (fd < 0)
    return FALSE;
  g_unlink (held_fifo);
  g_assert_cmpint (write (fd, "", 1), ==, 1);
  close (fd);
  return TRUE;
}

/* ------------------------------------------------------------ the sets */

/* The base game as set @id, with @padding bytes of text its file keeps
 * (an unknown key, as a newer version would write): a set as big as one
 * may be, to read. */
static char *
write_set (const char *dir,
           const char *id,
           gsize       padding)
{
  g_autofree char *base = g_build_filename (g_getenv ("TESSERA_TILESETDIR"), "base.tileset.json", NULL);
  g_autofree char *name = g_strconcat (id, ".tileset.json", NULL);
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  JsonObject *root;
  JsonArray *pad = json_array_new ();
  const gsize chunk = 60 * 1024;

  g_assert_true (json_parser_load_from_file (parser, base, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  json_object_set_string_member (root, "id", id);
  json_object_set_string_member (root, "name", id);
  for (gsize done = 0; done < padding; done += chunk)
    {
      g_autofree char *s = g_strnfill (chunk, 'a' + (char) (done / chunk % 26));

      json_array_add_string_element (pad, s);
    }
  json_object_set_array_member (root, "x-padding", pad);
  json_generator_set_root (gen, json_parser_get_root (parser));
  text = json_generator_to_data (gen, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
  return path;
}

static void
store_result (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

static void
wait_reading (TessTileSetChooser *chooser)
{
  TESS_TEST_WAIT_UNTIL (!tess_tile_set_chooser_get_reading (chooser));
}

/* The library's sets are read off the main thread, each shown once read,
 * and a set chosen last time that is still being read holds Start back
 * with a sentence that says so. */
static void
test_new_game_library (void)
{
  g_autofree char *library = tess_tile_set_library_dir ();
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *big = NULL;
  g_autofree char *held = NULL;
  const char *chosen[] = { "base", NULL, NULL };
  TessNewGameDialog *dialog;
  TessTileSetChooser *chooser;
  TessTestWatchdog *dog;
  gint64 empty_cpu = 0, build_cpu;
  int big_row, held_row;

  /* What a dialog costs to build with an empty library: twice, the first
   * paying once for styles and icons. */
  for (guint k = 0; k < 2; k++)
    {
      empty_cpu = cpu_us (CLOCK_THREAD_CPUTIME_ID);
      dialog = g_object_ref_sink (tess_new_game_dialog_new (settings));
      empty_cpu = cpu_us (CLOCK_THREAD_CPUTIME_ID) - empty_cpu;
      gtk_window_present (GTK_WINDOW (dialog));
      tess_test_ui_wait_frame (GTK_WIDGET (dialog));
      gtk_window_destroy (GTK_WINDOW (dialog));
      g_object_unref (dialog);
    }

  g_assert_cmpint (g_mkdir_with_parents (library, 0700), ==, 0);
  big = write_set (library, "big", 15 * 1024 * 1024);
  held = write_set (library, "held", 0);
  chosen[1] = held;
  g_settings_set_strv (settings, "tilesets", chosen);
  g_assert_cmpint (mkfifo (held_fifo, 0600), ==, 0);

  /* Building the dialog is one call, as long as its widgets take: it
   * must cost no more with the library than without, give or take a
   * frame (reading 15 MB costs several). The watchdog is there already
   * for a read that would never end. */
  dog = tess_test_watchdog_start (release_held);
  build_cpu = cpu_us (CLOCK_THREAD_CPUTIME_ID);
  dialog = g_object_ref_sink (tess_new_game_dialog_new (settings));
  build_cpu = cpu_us (CLOCK_THREAD_CPUTIME_ID) - build_cpu;
  g_test_message ("building the dialog: %" G_GINT64_FORMAT " µs of CPU with an empty library, %"
                  G_GINT64_FORMAT " µs with this one", empty_cpu, build_cpu);
  /* A read on the main thread would have stopped it here. */
  g_assert_false (tess_test_watchdog_stuck (dog));
  g_assert_cmpint (build_cpu, <, empty_cpu + FRAME_US);
  /* Its first frame is GTK's to lay out; from then on, while the sets
   * come in, every stretch counts. */
  gtk_window_present (GTK_WINDOW (dialog));
  tess_test_ui_wait_frame (GTK_WIDGET (dialog));
  tess_test_watchdog_count (dog);
  chooser = tess_new_game_dialog_get_chooser (dialog);
  big_row = tess_tile_set_chooser_find (chooser, big);
  held_row = tess_tile_set_chooser_find (chooser, held);
  /* Both listed at once, by file name, while they are read. */
  g_assert_cmpint (big_row, >=, 0);
  g_assert_cmpint (held_row, >, big_row);

  /* The big set comes in while the other is still held back: the window
   * draws, and Start waits for the set chosen last time. */
  TESS_TEST_WAIT_UNTIL (tess_tile_set_chooser_get_set (chooser, big_row) != NULL);
  tess_test_ui_wait_frame (GTK_WIDGET (dialog));
  g_assert_true (tess_tile_set_chooser_get_reading (chooser));
  g_assert_null (tess_tile_set_chooser_get_set (chooser, held_row));
  g_assert_false (tess_tile_set_chooser_get_can_start (chooser));
  g_assert_cmpstr (tess_tile_set_chooser_get_reason (chooser), ==, "Reading the tile sets…");
  g_assert_cmpstr (tess_tile_set_chooser_get_set (chooser, big_row)->id, ==, "big");

  g_assert_true (release_held ());
  wait_reading (chooser);
  tess_test_ui_wait_frame (GTK_WIDGET (dialog));
  tess_test_watchdog_finish (dog);

  /* Read, and chosen as last time. */
  g_assert_cmpstr (tess_tile_set_chooser_get_set (chooser, held_row)->id, ==, "held");
  g_assert_true (tess_tile_set_chooser_get_chosen (chooser, held_row));
  g_assert_true (tess_tile_set_chooser_get_chosen (chooser, (guint) tess_tile_set_chooser_find (chooser, "base")));
  g_assert_false (tess_tile_set_chooser_get_chosen (chooser, big_row));
  /* Base and "held" share the base game's tiles but not their ids: they
   * make a game. */
  g_assert_true (tess_tile_set_chooser_get_can_start (chooser));

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  g_settings_reset (settings, "tilesets");
  tess_test_ui_remove_tree (library);
}

/* ------------------------------------------------------------ Open a Set… */

/* Open a Set… with a set as big as one may be whose read is held back:
 * the dialog goes on drawing while it is read, Start waits for it, and
 * once read it is listed and chosen with the sets chosen before. */
static void
test_open_a_set (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *dir = g_build_filename (tess_test_ui_get_tmp_dir (), "elsewhere", NULL);
  g_autofree char *held = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  const char *chosen[] = { "base", NULL };
  TessNewGameDialog *dialog;
  TessTileSetChooser *chooser;
  TessTestWatchdog *dog;
  int row;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  held = write_set (dir, "held", 15 * 1024 * 1024);
  file = g_file_new_for_path (held);
  g_settings_set_strv (settings, "tilesets", chosen);
  dialog = g_object_ref_sink (tess_new_game_dialog_new (settings));
  gtk_window_present (GTK_WINDOW (dialog));
  chooser = tess_new_game_dialog_get_chooser (dialog);
  wait_reading (chooser);
  tess_test_ui_wait_frame (GTK_WIDGET (dialog));
  g_assert_cmpint (tess_tile_set_chooser_find (chooser, held), <, 0);

  g_assert_cmpint (mkfifo (held_fifo, 0600), ==, 0);
  dog = tess_test_watchdog_start (release_held);
  tess_test_watchdog_count (dog);
  /* What the file chooser's Open does with the file. */
  tess_tile_set_chooser_add_file (chooser, file, store_result, &result);
  /* A read on the main thread would have stopped it here. */
  g_assert_false (tess_test_watchdog_stuck (dog));
  g_assert_true (tess_tile_set_chooser_get_reading (chooser));
  g_assert_false (tess_tile_set_chooser_get_can_start (chooser));
  g_assert_cmpstr (tess_tile_set_chooser_get_reason (chooser), ==, "Reading the tile sets…");
  /* The dialog draws while the file is held back. */
  tess_test_ui_wait_frame (GTK_WIDGET (dialog));
  g_assert_null (result);

  g_assert_true (release_held ());
  TESS_TEST_WAIT_UNTIL (result != NULL);
  g_assert_true (tess_tile_set_chooser_add_file_finish (chooser, result, &error));
  g_assert_no_error (error);
  tess_test_ui_wait_frame (GTK_WIDGET (dialog));
  tess_test_watchdog_finish (dog);

  /* Listed by its path and chosen, with the base game chosen before. */
  row = tess_tile_set_chooser_find (chooser, held);
  g_assert_cmpint (row, >=, 0);
  g_assert_cmpstr (tess_tile_set_chooser_get_set (chooser, row)->id, ==, "held");
  g_assert_true (tess_tile_set_chooser_get_chosen (chooser, row));
  g_assert_true (tess_tile_set_chooser_get_chosen (chooser, (guint) tess_tile_set_chooser_find (chooser, "base")));
  g_assert_false (tess_tile_set_chooser_get_reading (chooser));
  g_assert_true (tess_tile_set_chooser_get_can_start (chooser));

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  g_settings_reset (settings, "tilesets");
  tess_test_ui_remove_tree (dir);
}

/* ------------------------------------------------------------ the first game */

/* A window's first game is the New Game dialog's settings: with a set
 * of a file as big as one may be, held back (tess_window_start_game()), the window comes up and
 * draws while the set is read, and the game is on that set once read. */
static void
test_first_game (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *dir = g_build_filename (tess_test_ui_get_tmp_dir (), "first", NULL);
  g_autofree char *held = NULL;
  const char *chosen[] = { "base", NULL };
  TessWindow *window;
  TessTestWatchdog *dog;
  TessRecord *record;
  gint64 empty_cpu = 0, build_cpu;

  tess_test_ui_set_up_two_people ("2718");
  /* What a window costs to build on the base game: twice, the first
   * paying once for styles and icons. */
  g_settings_set_strv (settings, "tilesets", chosen);
  for (guint k = 0; k < 2; k++)
    {
      empty_cpu = cpu_us (CLOCK_THREAD_CPUTIME_ID);
      window = tess_window_new (NULL);
      empty_cpu = cpu_us (CLOCK_THREAD_CPUTIME_ID) - empty_cpu;
      g_object_ref (window);
      tess_game_session_set_autosave_enabled (tess_window_get_session (window), FALSE);
      g_assert_nonnull (tess_window_get_game (window));
      tess_test_ui_present (GTK_WINDOW (window));
      tess_test_ui_destroy_window (window);
    }

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  held = write_set (dir, "held", 15 * 1024 * 1024);
  /* Alone: it has the base game's tiles, by the same names. */
  chosen[0] = held;
  g_settings_set_strv (settings, "tilesets", chosen);
  g_assert_cmpint (mkfifo (held_fifo, 0600), ==, 0);

  /* Building the window costs no more than on the base game, give or
   * take a frame; a read on the main thread would have stopped it. */
  dog = tess_test_watchdog_start (release_held);
  build_cpu = cpu_us (CLOCK_THREAD_CPUTIME_ID);
  window = tess_window_new (NULL);
  build_cpu = cpu_us (CLOCK_THREAD_CPUTIME_ID) - build_cpu;
  g_object_ref (window);
  g_test_message ("building the window: %" G_GINT64_FORMAT " µs of CPU on the base game, %"
                  G_GINT64_FORMAT " µs with the held set", empty_cpu, build_cpu);
  g_assert_false (tess_test_watchdog_stuck (dog));
  g_assert_cmpint (build_cpu, <, empty_cpu + FRAME_US);
  tess_game_session_set_autosave_enabled (tess_window_get_session (window), FALSE);
  tess_test_ui_present (GTK_WINDOW (window));
  tess_test_ui_wait_frame (GTK_WIDGET (window));
  tess_test_watchdog_count (dog);

  /* The window draws while the set is held back; no game yet. */
  g_assert_null (tess_window_get_game (window));
  g_assert_true (_tess_window_get_starting (window));
  tess_test_ui_wait_frame (GTK_WIDGET (window));

  g_assert_true (release_held ());
  TESS_TEST_WAIT_UNTIL (tess_window_get_game (window) != NULL);
  tess_test_ui_wait_frame (GTK_WIDGET (window));
  tess_test_watchdog_finish (dog);

  /* The game is on the held set, embedded whole. */
  g_assert_false (_tess_window_get_starting (window));
  record = tess_game_get_record (tess_window_get_game (window));
  g_assert_cmpuint (record->tilesets->len, ==, 1);
  g_assert_cmpstr (((TessTileSetData *) g_ptr_array_index (record->tilesets, 0))->id, ==, "held");
  g_assert_cmpstr (tess_game_get_player_name (tess_window_get_game (window), 1), ==, "Bogdan");

  tess_test_ui_destroy_window (window);
  g_settings_reset (settings, "tilesets");
  tess_test_ui_remove_tree (dir);
}

/* ------------------------------------------------------------ Play Online… */

/* Play Online…'s Invite plays New Game's rules and tile sets: with a set
 * of a file as big as one may be, held back, the window draws while the
 * set is read and the game's header built, and the header holds that
 * set, embedded, with the rules of an online game. */
static void
test_online_header (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *dir = g_build_filename (tess_test_ui_get_tmp_dir (), "online", NULL);
  g_autofree char *held = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) header = NULL;
  const char *chosen[] = { "base", NULL };
  TessWindow *window;
  TessTestWatchdog *dog;
  JsonArray *sets;

  g_settings_set_strv (settings, "tilesets", chosen);
  window = tess_test_ui_new_window (FALSE);
  tess_test_ui_wait_frame (GTK_WIDGET (window));
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  held = write_set (dir, "held", 15 * 1024 * 1024);
  chosen[0] = held;
  g_settings_set_strv (settings, "tilesets", chosen);
  g_assert_cmpint (mkfifo (held_fifo, 0600), ==, 0);

  dog = tess_test_watchdog_start (release_held);
  tess_test_watchdog_count (dog);
  _tess_window_online_header_async (window, NULL, store_result, &result);
  /* A read on the main thread would have stopped it here. */
  g_assert_false (tess_test_watchdog_stuck (dog));
  /* The window draws while the set is held back. */
  tess_test_ui_wait_frame (GTK_WIDGET (window));
  g_assert_null (result);

  g_assert_true (release_held ());
  TESS_TEST_WAIT_UNTIL (result != NULL);
  header = _tess_window_online_header_finish (window, result, &error);
  g_assert_no_error (error);
  /* It holds the window. */
  g_clear_object (&result);
  tess_test_ui_wait_frame (GTK_WIDGET (window));
  tess_test_watchdog_finish (dog);

  /* The held set, whole; a hand of one, no seed: the tiles are drawn in public. */
  sets = json_object_get_array_member (header, "tilesets");
  g_assert_cmpuint (json_array_get_length (sets), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (sets, 0), "id"), ==, "held");
  g_assert_true (json_object_has_member (json_array_get_object_element (sets, 0), "x-padding"));
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (header, "rules"), "hand"), ==, 1);
  g_assert_false (json_object_has_member (header, "seed"));
  g_assert_false (json_object_has_member (header, "moves"));

  tess_test_ui_destroy_window (window);
  g_settings_reset (settings, "tilesets");
  tess_test_ui_remove_tree (dir);
}

/* ------------------------------------------------------------ the end of a game */

/* The benchmark's game (tess_test_ui_set_up_river_game(): three people,
 * the River, 84 tiles) played through the window, its autosave on, to
 * its last tile: from that move to the summary's first frame no stretch
 * of the main thread is longer than a frame. The last move scores the
 * farms and every unfinished feature, writes the record, adds the final
 * scoring to the history and opens the final scores: 170 ms of CPU in
 * one stretch when the history's row laid out its sentences at once. */
static void
test_game_end (void)
{
  TessWindow *window;
  TessGame *game;
  TessTestWatchdog *dog;
  GtkWindow *summary;
  g_autoptr(GArray) ranking = NULL;
  guint turn = 0;

  tess_test_ui_set_up_river_game ();
  window = tess_test_ui_new_window (TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL));
  game = tess_window_get_game (window);
  g_assert_nonnull (game);

  while (tess_game_get_tiles_left (game) > 0)
    {
      tess_test_ui_play_turn (window, turn, turn);
      turn++;
      g_assert_cmpuint (turn, <, 200);
    }
  g_assert_false (tess_game_get_finished (game));
  tess_test_ui_wait_frame (GTK_WIDGET (window));

  /* The last tile, and all that comes of it. */
  dog = tess_test_watchdog_start (NULL);
  tess_test_watchdog_count (dog);
  while (!tess_game_get_finished (game))
    {
      tess_test_ui_play_turn (window, turn, turn);
      turn++;
    }
  /* With animations off, the final scores come with the last move. */
  summary = tess_window_get_summary (window);
  g_assert_nonnull (summary);
  tess_test_ui_wait_frame (GTK_WIDGET (summary));
  tess_test_ui_wait_frame (GTK_WIDGET (window));
  tess_test_watchdog_finish (dog);

  /* What the player gets: the scores of the game, the winner first. */
  g_assert_true (TESS_IS_SUMMARY_DIALOG (summary));
  for (guint p = 0; p < tess_game_get_n_players (game); p++)
    g_assert_cmpint (tess_summary_dialog_get_total (TESS_SUMMARY_DIALOG (summary), p), ==,
                     tess_game_get_score (game, p));
  ranking = tess_game_get_ranking (game);
  g_assert_nonnull (strstr (tess_summary_dialog_get_spoken (TESS_SUMMARY_DIALOG (summary)),
                            tess_game_get_player_name (game, g_array_index (ranking, guint, 0))));
  tess_test_ui_destroy_window (window);
}

int
main (int    argc,
      char **argv)
{
  tess_test_ui_init (&argc, &argv, "test-main-loop-watchdog");
  held_fifo = g_strdup (g_getenv ("TESS_BLOCK_READ_FIFO"));
  g_assert_nonnull (held_fifo);
  {
    g_autofree char *dir = g_path_get_dirname (held_fifo);

    g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
    g_unlink (held_fifo);
  }
  g_test_add_func ("/watchdog/new-game-library", test_new_game_library);
  g_test_add_func ("/watchdog/open-a-set", test_open_a_set);
  g_test_add_func ("/watchdog/first-game", test_first_game);
  g_test_add_func ("/watchdog/online-header", test_online_header);
  g_test_add_func ("/watchdog/game-end", test_game_end);
  return tess_test_ui_run ();
}
