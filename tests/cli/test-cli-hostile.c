/* test-cli-hostile.c: every command of tessera-cli on what a hostile or
 * careless user gives it
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 18: devices and FIFOs hung every command (a FIFO blocks the open,
 * /dev/zero never ends); brackets hidden in comments crashed them. Each
 * command that reads a file is given each such input and must end with
 * a message that names the file and says what is wrong.
 */

#define G_LOG_DOMAIN "test-cli-hostile"

#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "tess-json-private.h"
#include "tess-test-cli.h"

static char *
tmp_file (const char *name)
{
  return g_build_filename (cli_get_tmp_dir (), name, NULL);
}

/* Runs every command that reads a file on @path; each must end normally,
 * not succeed, and say @says about the file. */
static void
assert_every_command_refuses (const char *path,
                              const char *says)
{
  g_autofree char *png = tmp_file ("out.png");
  g_autofree char *pdf = tmp_file ("out.pdf");
  g_autofree char *expected = g_strdup_printf ("%s: %s", path, says);
  const char *const commands[][6] = {
    { "validate", path, NULL },
    { "score", path, NULL },
    { "explain", path, NULL },
    { "state", path, NULL },
    { "move", "--level", "random", path, NULL },
    { "render", path, "--out", png, NULL },
    { "thumbnail", path, png, NULL },
    { "sheet", path, "--out", pdf, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(TessTestRun) run = { 0 };

      g_test_message ("tessera-cli %s %s", commands[i][0], path);
      run_cli_argv (&run, commands[i], NULL);
      g_test_message ("%d: %s%s", run.status, run.out, run.err);
      g_assert_cmpint (run.status, >, 0);
      g_assert_true (strstr (run.err, expected) != NULL || strstr (run.out, expected) != NULL);
    }
}

static void
test_devices (void)
{
  assert_every_command_refuses ("/dev/zero", "this is not a regular file");
  assert_every_command_refuses ("/dev/urandom", "this is not a regular file");
}

/* A FIFO with no writer: opening it for reading blocked for ever. */
static void
test_fifo (void)
{
  g_autofree char *fifo = tmp_file ("game.tessera");

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  assert_every_command_refuses (fifo, "this is not a regular file");
  g_unlink (fifo);
}

static void
test_folder (void)
{
  g_autofree char *folder = tmp_file ("folder.tessera");

  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  assert_every_command_refuses (folder, "this is a folder, not a file");
  g_rmdir (folder);
}

static void
test_missing (void)
{
  g_autofree char *missing = tmp_file ("missing.tessera");

  assert_every_command_refuses (missing, "No such file or directory");
}

/* The engine reads files too ("position" with "file"). */
static void
test_engine_position_file (void)
{
  g_autofree char *fifo = tmp_file ("engine.tessera");
  g_autofree char *input = NULL;
  const char *const argv[] = { "engine", NULL };
  g_auto(TessTestRun) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(GStrv) lines = NULL;
  JsonObject *answer;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  input = g_strdup_printf ("{\"cmd\":\"position\",\"file\":\"%s\"}\n"
                           "{\"cmd\":\"position\",\"file\":\"/dev/zero\"}\n"
                           "{\"cmd\":\"ping\"}\n", fifo);
  run_cli_argv (&run, argv, input);
  g_test_message ("%s", run.out);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  for (guint i = 0; i < 2; i++)
    {
      answer = cli_parse_object (parser, lines[i]);
      g_assert_cmpstr (json_object_get_string_member (answer, "code"), ==, "record");
      g_assert_nonnull (strstr (json_object_get_string_member (answer, "error"),
                                "this is not a regular file"));
    }
  answer = cli_parse_object (parser, lines[2]);
  g_assert_cmpstr (json_object_get_string_member (answer, "cmd"), ==, "ping");
  g_unlink (fifo);
}

/* Brackets hidden in a comment: json-glib reads comments, the old
 * pre-scan did not, and 1 MB of nesting overflowed json-glib's stack. */
static void
test_hidden_nesting (void)
{
  GString *text = g_string_new ("{\"format\": \"tessera-game\", \"version\": 1, /* ");
  g_autofree char *path = tmp_file ("deep.tessera");
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 250000; i++)
    g_string_append_c (text, ']');
  g_string_append (text, " */ \"moves\": ");
  for (guint i = 0; i < 250000; i++)
    g_string_append_c (text, '[');
  for (guint i = 0; i < 250000; i++)
    g_string_append_c (text, ']');
  g_string_append (text, "}\n");
  g_assert_true (g_file_set_contents (path, text->str, (gssize) text->len, &error));
  g_assert_no_error (error);
  g_string_free (text, TRUE);
  assert_every_command_refuses (path, "line 1, column 42: comments are not allowed in JSON");
}

/* Texts longer than a file may hold: refused with a short message. */
static void
test_long_texts (void)
{
  g_autofree char *name = g_strnfill (10000, 'n');
  g_autofree char *tile = g_strnfill (10000, 'D');
  g_autofree char *record = g_strdup_printf ("{\"format\":\"tessera-game\",\"version\":1,"
                                             "\"tilesets\":[\"base\"],\"players\":["
                                             "{\"name\":\"%s\",\"color\":\"red\"},"
                                             "{\"name\":\"B\",\"color\":\"blue\"}],"
                                             "\"seed\":1,\"moves\":[]}", name);
  g_autofree char *path = cli_write_temp ("long.tessera", record);
  g_autofree char *input = g_strdup_printf ("{\"cmd\":\"position\",\"record\":{\"format\":"
                                            "\"tessera-game\",\"version\":1,\"tilesets\":[\"base\"],"
                                            "\"players\":[{\"name\":\"A\",\"color\":\"red\"},"
                                            "{\"name\":\"B\",\"color\":\"blue\"}],\"moves\":[]}}\n"
                                            "{\"cmd\":\"state\",\"tile\":\"%s\"}\n", tile);
  const char *const validate[] = { "validate", path, NULL };
  const char *const engine[] = { "engine", NULL };
  g_auto(TessTestRun) run = { 0 };
  g_auto(TessTestRun) run2 = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(GStrv) lines = NULL;
  JsonObject *answer;

  run_cli_argv (&run, validate, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "player 1: the key “name” is longer than 100 characters"));
  g_assert_cmpuint (strlen (run.out), <, 400);
  cli_remove_temp (path);

  run_cli_argv (&run2, engine, input);
  g_assert_cmpint (run2.status, ==, 0);
  lines = g_strsplit (run2.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  answer = cli_parse_object (parser, lines[1]);
  g_assert_cmpstr (json_object_get_string_member (answer, "code"), ==, "tile");
  g_assert_cmpuint (strlen (lines[1]), <, 400);
}

/* Wrong outputs and options: a clear message, nothing written. */
static void
test_outputs (void)
{
  g_autofree char *record = cli_data_file ("legal.tessera");
  g_autofree char *set = g_build_filename (TESS_TEST_TOP_SRCDIR, "data", "tilesets",
                                           "base.tileset.json", NULL);
  g_autofree char *folder = tmp_file ("pictures");
  g_autofree char *png = tmp_file ("board.png");
  g_autofree char *svg = tmp_file ("sheet.svg");
  g_auto(TessTestRun) a = { 0 };
  g_auto(TessTestRun) b = { 0 };
  g_auto(TessTestRun) c = { 0 };

  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  run_cli (&a, "render", record, "--out", folder, NULL);
  g_assert_cmpint (a.status, ==, 1);
  g_assert_nonnull (strstr (a.err, "this is a folder, not a file"));
  g_assert_null (strstr (a.err, "g_rename"));
  g_rmdir (folder);

  /* The help says 8 to 2048: 0 is not "not given". */
  run_cli (&b, "render", record, "--out", png, "--cell-size", "0", NULL);
  g_assert_cmpint (b.status, ==, 2);
  g_assert_nonnull (strstr (b.err, "--cell-size takes a number of pixels from 8 to 2048"));
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));

  /* A PDF was written into "sheet.svg" without a word. */
  run_cli (&c, "sheet", set, "--out", svg, NULL);
  g_assert_cmpint (c.status, ==, 2);
  g_assert_nonnull (strstr (c.err, "--out takes a file ending in .pdf or .png"));
  g_assert_false (g_file_test (svg, G_FILE_TEST_EXISTS));
}

/* The pictures and sheets the commands write went through
 * g_file_set_contents() or cairo's own writer: a symbolic link was
 * replaced by a plain file (its target kept the old picture) and a
 * read-only file was replaced without a word. They are written as saves
 * are: through the link, atomically, never over a read-only file. */
static void
test_outputs_as_saves (void)
{
  g_autofree char *record = cli_data_file ("legal.tessera");
  g_autofree char *set = g_build_filename (TESS_TEST_TOP_SRCDIR, "data", "tilesets",
                                           "base.tileset.json", NULL);
  struct { const char *name; const char *magic; } outputs[] = {
    { "render.png", "\x89PNG" }, { "thumbnail.png", "\x89PNG" },
    { "sheet.pdf", "%PDF" }, { "sheet.png", "\x89PNG" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (outputs); i++)
    {
      g_autofree char *target = tmp_file (outputs[i].name);
      g_autofree char *link_base = g_strconcat ("link-", outputs[i].name, NULL);
      g_autofree char *link_name = tmp_file (link_base);
      g_autofree char *link_target = NULL;
      g_autofree char *text = NULL;
      gsize length = 0;
      struct stat st;

      for (guint pass = 0; pass < 2; pass++)
        {
          const char *out = pass == 0 ? link_name : target;
          g_auto(TessTestRun) run = { 0 };

          g_assert_true (g_file_set_contents (target, "old", -1, NULL));
          if (pass == 0)
            {
              g_remove (link_name);
              g_assert_cmpint (symlink (target, link_name), ==, 0);
            }
          else
            g_assert_cmpint (g_chmod (target, 0444), ==, 0);

          if (i == 0)
            run_cli (&run, "render", record, "--out", out, NULL);
          else if (i == 1)
            run_cli (&run, "thumbnail", "--size", "64", record, out, NULL);
          else
            run_cli (&run, "sheet", set, "--out", out, NULL);
          g_test_message ("%s: %d %s", out, run.status, run.err);

          g_clear_pointer (&text, g_free);
          g_assert_true (g_file_get_contents (target, &text, &length, NULL));
          if (pass == 0)
            {
              /* Through the link: still a link, its target the picture. */
              g_assert_cmpint (run.status, ==, 0);
              g_assert_cmpint (lstat (link_name, &st), ==, 0);
              g_assert_true (S_ISLNK (st.st_mode));
              g_clear_pointer (&link_target, g_free);
              link_target = g_file_read_link (link_name, NULL);
              g_assert_cmpstr (link_target, ==, target);
              g_assert_true (g_str_has_prefix (text, outputs[i].magic));
            }
          else
            {
              /* Read-only: refused with a clear message, left as it was. */
              g_assert_cmpint (run.status, ==, 1);
              g_assert_nonnull (strstr (run.err, "read-only"));
              g_assert_cmpstr (text, ==, "old");
              g_assert_cmpint (stat (target, &st), ==, 0);
              g_assert_cmpint (st.st_mode & 0777, ==, 0444);
            }
        }
      g_chmod (target, 0644);
      g_remove (target);
      g_remove (link_name);
    }
}

/* tessera-cli online read its --rules and --resume files with json-glib
 * alone (no nesting limit: 100,000 levels crashed it) and its password
 * file with g_file_get_contents() (a FIFO without a writer hung it).
 * Each is read as every file is, and refused with its name and why,
 * before any connection. */
static void
test_online_files (void)
{
  g_autofree char *password = tmp_file ("password");
  g_autofree char *fifo = tmp_file ("fifo.json");
  g_autofree char *deep = tmp_file ("deep.json");
  g_autofree char *broken = tmp_file ("broken.json");
  g_autofree char *out = tmp_file ("online.tessera");
  GString *nested = g_string_new (NULL);
  struct { const char *role; const char *option; const char *path; const char *says; } cases[] = {
    { "host", "--password-file", fifo, "not a regular file" },
    { "host", "--rules", fifo, "not a regular file" },
    { "host", "--rules", deep, "nested more than" },
    { "host", "--rules", broken, "line 1" },
    { "rejoin", "--resume", fifo, "not a regular file" },
    { "rejoin", "--resume", deep, "nested more than" },
    { "rejoin", "--resume", broken, "line 1" },
  };

  for (guint i = 0; i < 100000; i++)
    g_string_append_c (nested, '[');
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (nested, ']');
  g_assert_true (g_file_set_contents (deep, nested->str, (gssize) nested->len, NULL));
  g_string_free (nested, TRUE);
  g_assert_true (g_file_set_contents (broken, "{\"format\": tessera", -1, NULL));
  g_assert_true (g_file_set_contents (password, "secret\n", -1, NULL));
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gboolean password_case = strcmp (cases[i].option, "--password-file") == 0;
      const char *argv[] = {
        "online", cases[i].role, "--jid", "owl@example.invalid", "--out", out,
        "--invite", "elk@example.invalid", "--server", "127.0.0.1:9",
        "--password-file", password_case ? cases[i].path : password,
        password_case ? "--resume" : cases[i].option, password_case ? out : cases[i].path, NULL,
      };
      g_auto(TessTestRun) run = { 0 };
      g_autofree char *name = g_path_get_basename (cases[i].path);

      run_cli_argv (&run, argv, NULL);
      g_test_message ("%s %s %s: %d %s", cases[i].role, cases[i].option, name, run.status, run.err);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_nonnull (strstr (run.err, name));
      g_assert_nonnull (strstr (run.err, cases[i].says));
    }
  g_remove (fifo);
  g_remove (deep);
  g_remove (broken);
  g_remove (password);
}

/* Too many tiles for the hand said "that tile is not the one drawn". */
static void
test_hand_size (void)
{
  const char *input = "{\"cmd\":\"position\",\"record\":{\"format\":\"tessera-game\",\"version\":1,"
                      "\"tilesets\":[\"base\"],\"players\":[{\"name\":\"A\",\"color\":\"red\"},"
                      "{\"name\":\"B\",\"color\":\"blue\"}],\"moves\":[]}}\n"
                      "{\"cmd\":\"state\",\"tile\":[\"U\",\"V\"]}\n";
  const char *const engine[] = { "engine", NULL };
  g_auto(TessTestRun) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(GStrv) lines = NULL;
  JsonObject *answer;

  run_cli_argv (&run, engine, input);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  answer = cli_parse_object (parser, lines[1]);
  g_assert_cmpstr (json_object_get_string_member (answer, "code"), ==, "tile");
  g_assert_nonnull (strstr (json_object_get_string_member (answer, "error"),
                            "“tile” names 2 tiles, but a hand holds 1 tile in this game."));
}

/* Every answer the engine gives to the fuzz corpus of its lines is one
 * strict JSON object in valid UTF-8: "id": 1e400 came back as inf.0 and
 * a lone surrogate as raw invalid bytes. */
static void
test_corpus_answers (void)
{
  g_autofree char *dir_name = g_build_filename (TESS_TEST_TOP_SRCDIR, "tests", "fuzz",
                                                "corpus-engine-line", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_name, 0, NULL);
  const char *name;
  guint answers = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_name, name, NULL);
      g_autofree char *input = NULL;
      g_autoptr(GError) error = NULL;
      const char *const engine[] = { "engine", NULL };
      g_auto(TessTestRun) run = { 0 };
      g_auto(GStrv) lines = NULL;

      g_assert_true (g_file_get_contents (path, &input, NULL, &error));
      g_assert_no_error (error);
      run_cli_argv (&run, engine, input);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_true (g_utf8_validate (run.out, -1, NULL));
      lines = g_strsplit (run.out, "\n", -1);
      for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++)
        {
          g_autoptr(JsonParser) parser = json_parser_new ();
          guint line = 0, column = 0;

          if (!tess_json_check_text (lines[i], strlen (lines[i]), &tess_json_file_limits,
                                     &line, &column, &error))
            g_error ("%s: answer %u is not strict JSON at column %u (%s): %s",
                     name, i + 1, column, error->message, lines[i]);
          (void) cli_parse_object (parser, lines[i]);
          answers++;
        }
    }
  g_test_message ("%u answers", answers);
  g_assert_cmpuint (answers, >, 10);
}

int
main (int   argc,
      char *argv[])
{
  cli_test_init (&argc, &argv, "hostile");

  g_test_add_func ("/cli/hostile/devices", test_devices);
  g_test_add_func ("/cli/hostile/fifo", test_fifo);
  g_test_add_func ("/cli/hostile/folder", test_folder);
  g_test_add_func ("/cli/hostile/missing", test_missing);
  g_test_add_func ("/cli/hostile/engine-position-file", test_engine_position_file);
  g_test_add_func ("/cli/hostile/hidden-nesting", test_hidden_nesting);
  g_test_add_func ("/cli/hostile/long-texts", test_long_texts);
  g_test_add_func ("/cli/hostile/outputs", test_outputs);
  g_test_add_func ("/cli/hostile/outputs-as-saves", test_outputs_as_saves);
  g_test_add_func ("/cli/hostile/online-files", test_online_files);
  g_test_add_func ("/cli/hostile/hand-size", test_hand_size);
  g_test_add_func ("/cli/hostile/corpus-answers", test_corpus_answers);
  return cli_test_run ();
}
