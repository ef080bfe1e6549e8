/* tess-test-cli.c: running tessera-cli from the cli tests
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-cli"

#include "config.h"

#include <string.h>
#include <sys/wait.h>

#include <glib/gstdio.h>

#include "tess-json-private.h"
#include "tess-replay.h"
#include "tess-test-cli.h"
#include "tess-test-core.h"

void
tess_test_run_clear (TessTestRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

/* The bytes as a string, "" when empty. */
static char *
bytes_to_string (GBytes *bytes)
{
  gsize size = 0;
  const char *data = g_bytes_get_data (bytes, &size);

  return size > 0 ? g_strndup (data, size) : g_strdup ("");
}

void
run_cli_argv (TessTestRun        *run,
              const char * const *args,
              const char         *input)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GBytes) out = NULL;
  g_autoptr(GBytes) err = NULL;
  g_autoptr(GBytes) in = NULL;
  g_autoptr(GError) error = NULL;
  GSubprocessFlags flags = G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE;

  g_ptr_array_add (argv, (char *) TESSERA_CLI);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);

  memset (run, 0, sizeof *run);
  if (input != NULL)
    {
      flags |= G_SUBPROCESS_FLAGS_STDIN_PIPE;
      in = g_bytes_new (input, strlen (input));
    }
  proc = g_subprocess_newv ((const char * const *) argv->pdata, flags, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate (proc, in, NULL, &out, &err, &error));
  g_assert_no_error (error);
  run->out = bytes_to_string (out);
  run->err = bytes_to_string (err);
  run->status = g_subprocess_get_if_exited (proc) ? g_subprocess_get_exit_status (proc) : -1;
  g_test_message ("exit %d\nstdout: %s\nstderr: %s", run->status, run->out, run->err);
}

void
run_cli (TessTestRun *run,
         const char  *first,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  const char *arg;
  va_list args;

  va_start (args, first);
  for (arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  run_cli_argv (run, (const char * const *) argv->pdata, NULL);
}

char *
cli_data_file (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "cli", name, NULL);
}

JsonObject *
cli_parse_object (JsonParser *parser,
                  const char *text)
{
  g_autoptr(GError) error = NULL;

  /* What Tessera writes is JSON as its own strict reader takes it, not
   * only as json-glib, which takes more ("1e+22.0"), reads it. */
  g_assert_true (tess_json_check_text (text, strlen (text), &tess_json_file_limits, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  return json_node_get_object (json_parser_get_root (parser));
}

static char *tmp_dir;

void
cli_test_init (int         *argc,
               char      ***argv,
               const char  *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *tmpl = g_strdup_printf ("tessera-%s-XXXXXX", name);

  g_test_init (argc, argv, NULL);
  tmp_dir = g_dir_make_tmp (tmpl, &error);
  g_assert_no_error (error);
}

const char *
cli_get_tmp_dir (void)
{
  g_assert_nonnull (tmp_dir);
  return tmp_dir;
}

int
cli_test_run (void)
{
  int status = g_test_run ();
  g_autoptr(GDir) dir = g_dir_open (tmp_dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (tmp_dir);
  g_clear_pointer (&tmp_dir, g_free);
  return status;
}

cairo_surface_t *
cli_load_png (const char *path)
{
  cairo_surface_t *surface = cairo_image_surface_create_from_png (path);

  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  return surface;
}

guint32
cli_png_pixel (cairo_surface_t *surface,
               int              x,
               int              y)
{
  const guint8 *data;
  guint32 v;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  memcpy (&v, data + y * cairo_image_surface_get_stride (surface) + 4 * x, sizeof v);
  return v & 0xffffff;
}

char *
cli_write_temp (const char *name,
                const char *contents)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tessera-cli-XXXXXX", &error);
  char *path;

  g_assert_no_error (error);
  path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, contents, -1, &error));
  g_assert_no_error (error);
  return path;
}

void
cli_remove_temp (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_unlink (path);
  g_rmdir (dir);
}

TessRecord *
cli_random_record (gint64  seed,
                   guint   n_moves,
                   guint64 rng_seed)
{
  static const char *text =
    "{ \"format\": \"tessera-game\", \"version\": 1, \"tilesets\": [\"base\"],"
    "  \"players\": [ { \"name\": \"Ana\", \"color\": \"red\" },"
    "                 { \"name\": \"Bogdan\", \"color\": \"blue\" } ],"
    "  \"moves\": [] }";
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = tess_record_load_data (text, -1, "test", &error);
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessState) st = NULL;

  g_assert_no_error (error);
  tess_record_set_seed (record, seed);
  replay = tess_replay_new (record, &error);
  g_assert_no_error (error);
  st = tess_replay_new_state (replay);
  tess_test_play_random_moves (replay, st, n_moves, rng_seed);
  return g_steal_pointer (&record);
}

char *
cli_save_temp (TessRecord *record)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tessera-cli-XXXXXX", &error);
  char *path;

  g_assert_no_error (error);
  path = g_build_filename (dir, "game.tessera", NULL);
  g_assert_true (tess_record_save_file (record, path, &error));
  g_assert_no_error (error);
  return path;
}
