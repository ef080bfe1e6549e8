/* test-cli-engine.c: tessera-cli engine, every line of its protocol
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-cli-engine"

#include "config.h"

#include <string.h>

#include <gio/gio.h>

#include "tess-replay.h"
#include "tess-test-cli.h"

/* A running `tessera-cli engine`, spoken to one line at a time. */
typedef struct
{
  GSubprocess      *proc;
  GOutputStream    *in;
  GDataInputStream *out;
  JsonParser       *parser;
} Engine;

/* The engine with @launcher's environment (NULL: the test's own). */
static Engine *
engine_start_with (GSubprocessLauncher *launcher)
{
  g_autoptr(GError) error = NULL;
  Engine *e = g_new0 (Engine, 1);

  if (launcher != NULL)
    e->proc = g_subprocess_launcher_spawn (launcher, &error, TESSERA_CLI, "engine", NULL);
  else
    e->proc = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                                &error, TESSERA_CLI, "engine", NULL);
  g_assert_no_error (error);
  e->in = g_subprocess_get_stdin_pipe (e->proc);
  e->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (e->proc));
  e->parser = json_parser_new ();
  return e;
}

static Engine *
engine_start (void)
{
  return engine_start_with (NULL);
}

static void
engine_send (Engine     *e,
             const char *line)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_strconcat (line, "\n", NULL);
  g_autofree char *shown = g_utf8_make_valid (line, -1);

  g_test_message ("> %s", shown);
  g_assert_true (g_output_stream_write_all (e->in, text, strlen (text), NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_output_stream_flush (e->in, NULL, &error));
}

/* The next answer (a whole line, one JSON object). Owned by the engine's
 * parser until the next read. */
static JsonObject *
engine_read (Engine *e)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *line = g_data_input_stream_read_line_utf8 (e->out, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (line);
  g_test_message ("< %s", line);
  return cli_parse_object (e->parser, line);
}

static JsonObject *
engine_ask (Engine     *e,
            const char *line)
{
  engine_send (e, line);
  return engine_read (e);
}

/* Closes its input and waits for it to end; returns the exit status. */
static int
engine_finish (Engine *e)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *rest = NULL;
  int status;

  g_assert_true (g_output_stream_close (e->in, NULL, &error));
  g_assert_no_error (error);
  rest = g_data_input_stream_read_upto (e->out, "", 0, NULL, NULL, &error);
  g_assert_true (g_subprocess_wait (e->proc, NULL, &error));
  status = g_subprocess_get_if_exited (e->proc) ? g_subprocess_get_exit_status (e->proc) : -1;
  g_object_unref (e->out);
  g_object_unref (e->parser);
  g_object_unref (e->proc);
  g_free (e);
  return status;
}

static void
assert_error (JsonObject *answer,
              const char *code)
{
  g_assert_true (json_object_has_member (answer, "error"));
  g_assert_cmpuint (strlen (json_object_get_string_member (answer, "error")), >, 0);
  g_assert_cmpstr (json_object_get_string_member (answer, "code"), ==, code);
  g_assert_true (json_object_has_member (json_object_get_object_member (answer, "where"), "line"));
}

static char *
seeded_record (gint64 seed)
{
  return g_strdup_printf ("{\"format\":\"tessera-game\",\"version\":1,\"tilesets\":[\"base\"],"
                          "\"players\":[{\"name\":\"Ana\",\"color\":\"red\"},"
                          "{\"name\":\"Bogdan\",\"color\":\"blue\"}],"
                          "\"seed\":%" G_GINT64_FORMAT ",\"moves\":[]}", seed);
}

static void
load_seeded (Engine *e,
             gint64  seed)
{
  g_autofree char *record = seeded_record (seed);
  g_autofree char *line = g_strdup_printf ("{\"cmd\":\"position\",\"record\":%s}", record);
  JsonObject *a = engine_ask (e, line);

  g_assert_false (json_object_has_member (a, "error"));
  g_assert_cmpint (json_object_get_int_member (a, "moves"), ==, 0);
}

static void
test_hello (void)
{
  Engine *e = engine_start ();
  JsonObject *a = engine_ask (e, "{\"cmd\":\"hello\",\"id\":7}");

  g_assert_cmpstr (json_object_get_string_member (a, "cmd"), ==, "hello");
  g_assert_cmpint (json_object_get_int_member (a, "id"), ==, 7);
  g_assert_cmpstr (json_object_get_string_member (a, "protocol"), ==, "tessera-engine");
  g_assert_cmpint (json_object_get_int_member (a, "version"), ==, 1);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (a, "levels")), ==, 4);
  a = engine_ask (e, "{\"cmd\":\"ping\",\"id\":{\"any\":[1,2]}}");
  g_assert_cmpstr (json_object_get_string_member (a, "cmd"), ==, "ping");
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_object_get_member (a, "id")));
  a = engine_ask (e, "{\"cmd\":\"quit\"}");
  g_assert_cmpstr (json_object_get_string_member (a, "cmd"), ==, "quit");
  g_assert_cmpint (engine_finish (e), ==, 0);
}

static void
test_before_position (void)
{
  static const char * const lines[] = {
    "{\"cmd\":\"state\"}",
    "{\"cmd\":\"legal\"}",
    "{\"cmd\":\"go\",\"level\":\"easy\"}",
    "{\"cmd\":\"apply\",\"move\":{\"tile\":\"D\",\"discard\":true}}",
    "{\"cmd\":\"record\"}",
    "{\"cmd\":\"position\",\"moves\":[]}",
  };
  Engine *e = engine_start ();

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      JsonObject *a = engine_ask (e, lines[i]);

      assert_error (a, "no-position");
      g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (a, "where"), "line"),
                       ==, i + 1);
    }
  /* Still there. */
  g_assert_cmpstr (json_object_get_string_member (engine_ask (e, "{\"cmd\":\"ping\"}"), "cmd"), ==, "ping");
  g_assert_cmpint (engine_finish (e), ==, 0);
}

/* Lines json-glib alone took wrongly: 60,000 levels overflowed its
 * recursion and killed the engine; comments, single quotes, integers
 * beyond 64 bits, 1e400, "\u0000" and lone surrogates were read as
 * something else. Each is refused with "parse" and a column, and the
 * engine answers the next line. */
static void
test_hostile_lines (void)
{
  const struct { const char *line; guint column; const char *says; } cases[] = {
    { "{\"cmd\":\"ping\" /* ] */}", 15, "comments" },
    { "{'cmd':'ping'}", 2, "single quotes" },
    { "{\"cmd\":\"ping\",\"id\":18446744073709551615}", 20, "“id”" },
    { "{\"cmd\":\"ping\",\"id\":1e400}", 20, "too large" },
    { "{\"cmd\":\"ping\",\"id\":\"\\ud800\"}", 21, "surrogate" },
    { "{\"cmd\":\"ping\\u0000junk\"}", 13, "U+0000" },
    { "{\"cmd\":\"ping\",\"id\":[1,]}", 23, "unexpected" },
    /* The answer quoted the byte raw: a line that is no UTF-8. */
    { "{\"cmd\":\"ping\",\"id\":\"\\\xff\"}", 21, "UTF-8" },
    { "{\"cmd\":\"ping\",\"id\":\"\\\x01\"}", 21, "U+0001" },
    /* The second request was lost without a word. */
    { "{\"cmd\":\"ping\"}{\"cmd\":\"ping\"}", 15, "unexpected “{”" },
  };
  Engine *e = engine_start ();
  GString *deep = g_string_new ("{\"cmd\":\"ping\",\"id\":");
  JsonObject *a;

  for (guint i = 0; i < 60000; i++)
    g_string_append_c (deep, '[');
  for (guint i = 0; i < 60000; i++)
    g_string_append_c (deep, ']');
  g_string_append_c (deep, '}');
  a = engine_ask (e, deep->str);
  g_string_free (deep, TRUE);
  assert_error (a, "parse");
  g_assert_nonnull (strstr (json_object_get_string_member (a, "error"), "64 levels"));
  g_assert_cmpstr (json_object_get_string_member (engine_ask (e, "{\"cmd\":\"ping\"}"), "cmd"), ==, "ping");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      a = engine_ask (e, cases[i].line);
      assert_error (a, "parse");
      g_assert_nonnull (strstr (json_object_get_string_member (a, "error"), cases[i].says));
      g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (a, "where"), "column"),
                       ==, cases[i].column);
    }
  g_assert_cmpstr (json_object_get_string_member (engine_ask (e, "{\"cmd\":\"ping\"}"), "cmd"), ==, "ping");
  g_assert_cmpint (engine_finish (e), ==, 0);
}

/* Numbers the engine keeps as they came (an "id", the unknown keys of a
 * record's embedded set) are answered as JSON: json-glib alone wrote
 * 1e22 as "1e+22.0", a line no reader takes (engine_read() reads each
 * answer with the strict reader). */
static void
test_numbers (void)
{
  static const char *ids[] = { "1e22", "-5E-7", "1E+17", "9223372036854775807", "2.5e300" };
  static const char *set =
    "{\"format\":\"tessera-tileset\",\"version\":1,\"x-scale\":1e22,\"x-list\":[1E17,-3e-300],"
    "\"id\":\"numbers\",\"name\":\"Numbers\",\"start\":\"A\",\"tiles\":["
    "{\"id\":\"A\",\"count\":4,\"x-weight\":-1e22,\"features\":["
    "{\"type\":\"city\",\"ports\":[\"N\"]},"
    "{\"type\":\"field\",\"ports\":[\"ENE\",\"ESE\",\"SSE\",\"SSW\",\"WSW\",\"WNW\"],\"cities\":[\"N\"]}]}]}";
  Engine *e = engine_start ();
  g_autofree char *line = NULL;
  g_autofree char *again = NULL;
  g_autofree char *record_text = NULL;
  JsonObject *a, *record, *tileset;

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autofree char *ping = g_strdup_printf ("{\"cmd\":\"ping\",\"id\":%s}", ids[i]);
      JsonNode *id;

      a = engine_ask (e, ping);
      g_assert_cmpstr (json_object_get_string_member (a, "cmd"), ==, "ping");
      id = json_object_get_member (a, "id");
      if (strpbrk (ids[i], ".eE") == NULL)
        g_assert_cmpint (json_node_get_int (id), ==, g_ascii_strtoll (ids[i], NULL, 10));
      else
        g_assert_cmpfloat (json_node_get_double (id), ==, g_ascii_strtod (ids[i], NULL));
    }

  line = g_strdup_printf ("{\"cmd\":\"position\",\"record\":{\"format\":\"tessera-game\",\"version\":1,"
                          "\"tilesets\":[%s],\"players\":[{\"name\":\"Ana\",\"color\":\"red\"},{\"name\":\"Bo\",\"color\":\"blue\"}],"
                          "\"seed\":3,\"moves\":[]}}", set);
  a = engine_ask (e, line);
  g_assert_false (json_object_has_member (a, "error"));
  /* The line as it came: its record is sent back as it is. */
  engine_send (e, "{\"cmd\":\"record\",\"id\":1e22}");
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *raw = g_data_input_stream_read_line_utf8 (e->out, NULL, NULL, &error);
    const char *member;

    g_assert_no_error (error);
    g_assert_nonnull (raw);
    g_test_message ("< %s", raw);
    g_assert_null (strstr (raw, "e+22.0"));
    a = cli_parse_object (e->parser, raw);
    /* The record is the answer's last member. */
    member = strstr (raw, "\"record\":{");
    g_assert_nonnull (member);
    record_text = g_strndup (member + 9, strlen (member + 9) - 1);
  }
  g_assert_cmpfloat (json_object_get_double_member (a, "id"), ==, 1e22);
  record = json_object_get_object_member (a, "record");
  tileset = json_array_get_object_element (json_object_get_array_member (record, "tilesets"), 0);
  g_assert_cmpfloat (json_object_get_double_member (tileset, "x-scale"), ==, 1e22);
  g_assert_cmpfloat (json_array_get_double_element (json_object_get_array_member (tileset, "x-list"), 1),
                     ==, -3e-300);

  again = g_strdup_printf ("{\"cmd\":\"position\",\"record\":%s}", record_text);
  a = engine_ask (e, again);
  g_assert_false (json_object_has_member (a, "error"));
  g_assert_cmpint (engine_finish (e), ==, 0);
}

/* The most memory the engine has held, in kB (VmHWM), while it runs. */
static guint64
engine_peak_kb (Engine *e)
{
  g_autofree char *path = g_strdup_printf ("/proc/%s/status", g_subprocess_get_identifier (e->proc));
  g_autofree char *status = NULL;
  const char *hwm;

  g_assert_true (g_file_get_contents (path, &status, NULL, NULL));
  hwm = strstr (status, "VmHWM:");
  g_assert_nonnull (hwm);
  return g_ascii_strtoull (hwm + 6, NULL, 10);
}

/* The memory the engine holds now, in kB (VmRSS). */
static guint64
engine_rss_kb (Engine *e)
{
  g_autofree char *path = g_strdup_printf ("/proc/%s/status", g_subprocess_get_identifier (e->proc));
  g_autofree char *status = NULL;
  const char *rss;

  g_assert_true (g_file_get_contents (path, &status, NULL, NULL));
  rss = strstr (status, "VmRSS:");
  g_assert_nonnull (rss);
  return g_ascii_strtoull (rss + 6, NULL, 10);
}

/* A member of an answer as JSON text, to send back. */
static char *
member_text (JsonObject *answer,
             const char *name)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();

  g_assert_true (json_object_has_member (answer, name));
  json_generator_set_root (gen, json_object_get_member (answer, name));
  return json_generator_to_data (gen, NULL);
}

/* One request of every kind, answers checked. */
static void
every_kind_once (Engine     *e,
                 const char *position,
                 guint       k)
{
  g_autofree char *go = g_strdup_printf ("{\"cmd\":\"go\",\"level\":\"random\",\"seed\":%u}", k);
  g_autofree char *move = NULL;
  g_autofree char *apply = NULL;
  JsonObject *a;

  g_assert_false (json_object_has_member (engine_ask (e, position), "error"));
  g_assert_cmpstr (json_object_get_string_member (engine_ask (e, "{\"cmd\":\"hello\"}"), "cmd"),
                   ==, "hello");
  g_assert_cmpstr (json_object_get_string_member (engine_ask (e, "{\"cmd\":\"list\"}"), "cmd"),
                   ==, "list");
  g_assert_cmpstr (json_object_get_string_member (engine_ask (e, "{\"cmd\":\"ping\"}"), "cmd"),
                   ==, "ping");
  g_assert_true (json_object_has_member (engine_ask (e, "{\"cmd\":\"state\"}"), "hand"));
  g_assert_true (json_object_has_member (engine_ask (e, "{\"cmd\":\"legal\"}"), "legal"));
  g_assert_true (json_object_has_member (engine_ask (e, "{\"cmd\":\"board\"}"), "definitions"));
  g_assert_true (json_object_has_member (engine_ask (e, "{\"cmd\":\"record\"}"), "record"));
  a = engine_ask (e, go);
  move = member_text (a, "move");
  apply = g_strdup_printf ("{\"cmd\":\"apply\",\"move\":%s}", move);
  g_assert_false (json_object_has_member (engine_ask (e, apply), "error"));
  g_assert_false (json_object_has_member (engine_ask (e, "{\"cmd\":\"undo\"}"), "error"));
  assert_error (engine_ask (e, "{\"cmd\":\"apply\",\"move\":{\"tile\":\"A\",\"x\":40,"
                               "\"y\":40,\"rotation\":0}}"), "illegal");
  assert_error (engine_ask (e, "{\"cmd\":"), "parse");
  assert_error (engine_ask (e, "{\"cmd\":\"dance\"}"), "command");
}

/* A long-running engine stays flat: every "board" request leaked its tile
 * definitions' port arrays (28 kB each: 15 MB to 126 MB over 4,000). The
 * memory held after N rounds of every kind of request and after N more
 * must be the same, give or take what an allocator keeps (the slack is
 * far below what N rounds leaked). ASan's quarantine would hold freed
 * blocks back: it is turned off for this engine; GLib's slices would
 * hide a leak from LeakSanitizer at exit: they are plain mallocs. */
static void
test_memory_flat (void)
{
  const guint rounds = 150;
  const guint64 slack_kb = 2048;
  g_autoptr(GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  const char *asan = g_getenv ("ASAN_OPTIONS");
  g_autofree char *asan_options = g_strdup_printf ("%s%squarantine_size_mb=0", asan ? asan : "",
                                                   asan && *asan ? ":" : "");
  g_autofree char *record = NULL;
  g_autofree char *position = NULL;
  guint64 warm, once, twice;
  Engine *e;

  g_subprocess_launcher_setenv (launcher, "ASAN_OPTIONS", asan_options, TRUE);
  g_subprocess_launcher_setenv (launcher, "G_SLICE", "always-malloc", TRUE);
  e = engine_start_with (launcher);

  /* A game 40 moves in: a board worth describing. */
  load_seeded (e, 2026);
  for (guint k = 0; k < 40; k++)
    {
      g_autofree char *go = g_strdup_printf ("{\"cmd\":\"go\",\"level\":\"random\",\"seed\":%u}", k);
      g_autofree char *move = member_text (engine_ask (e, go), "move");
      g_autofree char *apply = g_strdup_printf ("{\"cmd\":\"apply\",\"move\":%s}", move);

      g_assert_false (json_object_has_member (engine_ask (e, apply), "error"));
    }
  record = member_text (engine_ask (e, "{\"cmd\":\"record\"}"), "record");
  position = g_strdup_printf ("{\"cmd\":\"position\",\"record\":%s}", record);

  for (guint k = 0; k < rounds / 5; k++)
    every_kind_once (e, position, k);
  warm = engine_rss_kb (e);
  for (guint k = 0; k < rounds; k++)
    every_kind_once (e, position, k);
  once = engine_rss_kb (e);
  for (guint k = 0; k < rounds; k++)
    every_kind_once (e, position, k);
  twice = engine_rss_kb (e);
  g_test_message ("RSS after %u, %u and %u rounds: %" G_GUINT64_FORMAT ", %" G_GUINT64_FORMAT
                  ", %" G_GUINT64_FORMAT " kB", rounds / 5, rounds / 5 + rounds,
                  rounds / 5 + 2 * rounds, warm, once, twice);
  g_assert_cmpuint (twice, <=, once + slack_kb);
  /* Under LeakSanitizer, what is left at exit fails the exit status. */
  g_assert_cmpint (engine_finish (e), ==, 0);
}

/* A line over 16 MiB was buffered whole before it was refused (a 1 GB
 * line cost 983 MB): now it is dropped while read, answered "too-long",
 * and the next line is read as usual. */
static void
test_line_too_long (void)
{
  const gsize size = 160 * 1024 * 1024;
  Engine *e = engine_start ();
  g_autofree char *chunk = g_strnfill (1024 * 1024, 'x');
  g_autoptr(GError) error = NULL;
  JsonObject *a;
  guint64 peak;

  for (gsize sent = 0; sent < size; sent += 1024 * 1024)
    g_assert_true (g_output_stream_write_all (e->in, chunk, 1024 * 1024, NULL, NULL, &error));
  g_assert_no_error (error);
  a = engine_ask (e, "");
  assert_error (a, "too-long");
  a = engine_ask (e, "{\"cmd\":\"ping\",\"id\":2}");
  g_assert_cmpint (json_object_get_int_member (a, "id"), ==, 2);
  peak = engine_peak_kb (e);
  g_test_message ("peak %" G_GUINT64_FORMAT " kB", peak);
  g_assert_cmpuint (peak, <, 120 * 1024);
  g_assert_cmpint (engine_finish (e), ==, 0);
}

static void
test_malformed (void)
{
  Engine *e = engine_start ();
  JsonObject *a, *where;

  a = engine_ask (e, "{\"cmd\": \"state\",, }");
  assert_error (a, "parse");
  where = json_object_get_object_member (a, "where");
  g_assert_cmpint (json_object_get_int_member (where, "line"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (where, "column"), >, 0);
  g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (a, "cmd")));

  assert_error (engine_ask (e, "not json at all"), "parse");
  assert_error (engine_ask (e, "[1, 2, 3]"), "parse");
  assert_error (engine_ask (e, "\"position\""), "parse");
  assert_error (engine_ask (e, "{\"cmd\": \"caf\xc3\"}"), "parse");
  assert_error (engine_ask (e, "{}"), "request");
  assert_error (engine_ask (e, "{\"cmd\": 5}"), "request");
  a = engine_ask (e, "{\"cmd\": \"castle\", \"id\": \"x\"}");
  assert_error (a, "command");
  g_assert_cmpstr (json_object_get_string_member (a, "id"), ==, "x");
  /* Blank lines are no requests: the next answer is the ping's, line 11. */
  engine_send (e, "");
  engine_send (e, "   ");
  a = engine_ask (e, "{\"cmd\":\"position\",\"record\":{\"format\":\"tessera-game\",\"version\":99}}");
  assert_error (a, "record");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (a, "where"), "line"), ==, 11);
  assert_error (engine_ask (e, "{\"cmd\":\"position\",\"record\":[]}"), "record");
  assert_error (engine_ask (e, "{\"cmd\":\"position\",\"file\":\"/nonexistent.tessera\"}"), "record");
  assert_error (engine_ask (e, "{\"cmd\":\"position\"}"), "request");

  load_seeded (e, 3);
  a = engine_ask (e, "{\"cmd\":\"go\",\"level\":\"hard\",\"budget\":\"soon\"}");
  assert_error (a, "request");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (a, "where"), "field"),
                   ==, "budget");
  assert_error (engine_ask (e, "{\"cmd\":\"go\",\"level\":\"hard\",\"simulations\":-5}"), "request");
  /* null is no way to leave a field out: the 1 s budget would depend on
   * the machine. */
  a = engine_ask (e, "{\"cmd\":\"go\",\"level\":\"hard\",\"simulations\":null}");
  assert_error (a, "request");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (a, "where"), "field"),
                   ==, "simulations");
  assert_error (engine_ask (e, "{\"cmd\":\"go\",\"level\":\"easy\",\"explain\":null}"), "request");
  assert_error (engine_ask (e, "{\"cmd\":\"go\",\"level\":\"expert\"}"), "request");
  assert_error (engine_ask (e, "{\"cmd\":\"go\"}"), "request");
  assert_error (engine_ask (e, "{\"cmd\":\"go\",\"level\":\"easy\",\"explain\":1}"), "request");
  assert_error (engine_ask (e, "{\"cmd\":\"state\",\"tile\":[1]}"), "request");
  assert_error (engine_ask (e, "{\"cmd\":\"state\",\"tile\":\"Z\"}"), "tile");
  assert_error (engine_ask (e, "{\"cmd\":\"apply\"}"), "request");
  assert_error (engine_ask (e, "{\"cmd\":\"apply\",\"move\":{\"tile\":7}}"), "request");
  g_assert_cmpstr (json_object_get_string_member (engine_ask (e, "{\"cmd\":\"ping\"}"), "cmd"), ==, "ping");
  g_assert_cmpint (engine_finish (e), ==, 0);
}

/* The first legal move of the position, as a line of JSON. */
static char *
first_legal (Engine *e)
{
  JsonObject *a = engine_ask (e, "{\"cmd\":\"legal\"}");
  JsonArray *legal = json_object_get_array_member (a, "legal");
  g_autoptr(JsonGenerator) gen = json_generator_new ();

  g_assert_cmpuint (json_array_get_length (legal), >, 0);
  json_generator_set_root (gen, json_array_get_element (legal, 0));
  return json_generator_to_data (gen, NULL);
}

static void
test_illegal_and_apply (void)
{
  Engine *e = engine_start ();
  g_autofree char *move = NULL;
  g_autofree char *line = NULL;
  g_autofree char *pair = NULL;
  g_autofree char *tile = NULL;
  JsonObject *a;

  load_seeded (e, 12);
  a = engine_ask (e, "{\"cmd\":\"state\"}");
  tile = g_strdup (json_object_get_string_member (a, "tile"));
  g_assert_nonnull (tile);
  /* Far from every tile. */
  line = g_strdup_printf ("{\"cmd\":\"apply\",\"move\":{\"tile\":\"%s\",\"x\":9,\"y\":9}}", tile);
  a = engine_ask (e, line);
  assert_error (a, "illegal");
  g_assert_nonnull (strstr (json_object_get_string_member (a, "error"), "Move 1"));
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (a, "where"), "field"),
                   ==, "move");
  /* Not the tile in hand. */
  assert_error (engine_ask (e, strcmp (tile, "W") != 0
                                 ? "{\"cmd\":\"apply\",\"move\":{\"tile\":\"W\",\"x\":0,\"y\":1}}"
                                 : "{\"cmd\":\"apply\",\"move\":{\"tile\":\"V\",\"x\":0,\"y\":1}}"),
                "illegal");
  /* A rotation the rules have not: the same code and shape as every
   * other illegal move. */
  g_free (line);
  line = g_strdup_printf ("{\"cmd\":\"apply\",\"move\":{\"tile\":\"%s\",\"x\":1,\"y\":0,"
                          "\"rotation\":45}}", tile);
  a = engine_ask (e, line);
  assert_error (a, "illegal");
  g_assert_true (g_str_has_prefix (json_object_get_string_member (a, "error"), "Move 1 (tile "));
  g_assert_nonnull (strstr (json_object_get_string_member (a, "error"), "rotation 45): the rotation must be"));
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (a, "where"), "field"),
                   ==, "move");
  a = engine_ask (e, "{\"cmd\":\"state\"}");
  g_assert_cmpint (json_object_get_int_member (a, "moves"), ==, 0);

  move = first_legal (e);
  g_free (line);
  line = g_strdup_printf ("{\"cmd\":\"apply\",\"move\":%s}", move);
  a = engine_ask (e, line);
  g_assert_false (json_object_has_member (a, "error"));
  g_assert_cmpint (json_object_get_int_member (a, "moves"), ==, 1);
  g_assert_false (json_object_get_boolean_member (a, "finished"));

  /* "moves" appends all or none: a legal move then the same again. */
  g_free (move);
  move = first_legal (e);
  pair = g_strdup_printf ("{\"cmd\":\"position\",\"moves\":[%s,%s]}", move, move);
  assert_error (engine_ask (e, pair), "illegal");
  g_assert_cmpint (json_object_get_int_member (engine_ask (e, "{\"cmd\":\"state\"}"), "moves"), ==, 1);
  g_free (pair);
  pair = g_strdup_printf ("{\"cmd\":\"position\",\"moves\":[%s]}", move);
  g_assert_cmpint (json_object_get_int_member (engine_ask (e, pair), "moves"), ==, 2);

  a = engine_ask (e, "{\"cmd\":\"record\"}");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_object_get_object_member (a, "record"),
                                                                         "moves")), ==, 2);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (a, "record"), "seed"), ==, 12);
  g_assert_cmpint (engine_finish (e), ==, 0);
}

/* Without a seed, "tile" says what is drawn; "file" loads a record. */
static void
test_unseeded (void)
{
  g_autofree char *file = cli_data_file ("legal.tessera");
  g_autofree char *line = NULL;
  Engine *e = engine_start ();
  JsonObject *a, *move;

  line = g_strdup_printf ("{\"cmd\":\"position\",\"file\":\"%s\"}", file);
  a = engine_ask (e, line);
  g_assert_cmpint (json_object_get_int_member (a, "moves"), ==, 4);
  a = engine_ask (e, "{\"cmd\":\"state\"}");
  g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (a, "tile")));
  assert_error (engine_ask (e, "{\"cmd\":\"legal\"}"), "tile");
  assert_error (engine_ask (e, "{\"cmd\":\"go\",\"level\":\"medium\"}"), "tile");
  a = engine_ask (e, "{\"cmd\":\"go\",\"level\":\"medium\",\"tile\":\"D\",\"explain\":true}");
  move = json_object_get_object_member (a, "move");
  g_assert_cmpstr (json_object_get_string_member (move, "tile"), ==, "D");
  g_assert_cmpuint (strlen (json_object_get_string_member (a, "explain")), >, 0);
  g_assert_false (json_object_get_boolean_member (a, "stopped"));
  g_assert_cmpint (engine_finish (e), ==, 0);
}

/* A search that would run for hours: "stop" ends it with a legal move,
 * and the "go" answer comes before the "stop" answer. */
static void
test_stop (void)
{
  Engine *e = engine_start ();
  JsonObject *a;
  g_autofree char *legal = NULL;
  g_autofree char *apply = NULL;

  load_seeded (e, 21);
  a = engine_ask (e, "{\"cmd\":\"stop\"}");
  g_assert_false (json_object_get_boolean_member (a, "stopped"));

  /* The engine reads its lines in order: whatever comes after "go" finds
   * the search under way. */
  engine_send (e, "{\"cmd\":\"go\",\"id\":\"g\",\"level\":\"hard\",\"simulations\":2000000000}");
  assert_error (engine_ask (e, "{\"cmd\":\"state\"}"), "busy");
  assert_error (engine_ask (e, "{\"cmd\":\"apply\",\"move\":{\"tile\":\"D\",\"discard\":true}}"), "busy");
  g_assert_cmpstr (json_object_get_string_member (engine_ask (e, "{\"cmd\":\"ping\"}"), "cmd"), ==, "ping");
  engine_send (e, "{\"cmd\":\"stop\",\"id\":\"s\"}");
  a = engine_read (e);
  g_assert_cmpstr (json_object_get_string_member (a, "id"), ==, "g");
  g_assert_cmpstr (json_object_get_string_member (a, "cmd"), ==, "go");
  g_assert_true (json_object_get_boolean_member (a, "stopped"));
  g_assert_cmpint (json_object_get_int_member (a, "simulations"), <, 2000000000);
  {
    g_autoptr(JsonGenerator) gen = json_generator_new ();

    json_generator_set_root (gen, json_object_get_member (a, "move"));
    legal = json_generator_to_data (gen, NULL);
  }
  a = engine_read (e);
  g_assert_cmpstr (json_object_get_string_member (a, "id"), ==, "s");
  g_assert_true (json_object_get_boolean_member (a, "stopped"));

  /* The stopped search's move is legal. */
  apply = g_strdup_printf ("{\"cmd\":\"apply\",\"move\":%s}", legal);
  a = engine_ask (e, apply);
  g_assert_false (json_object_has_member (a, "error"));
  g_assert_cmpint (json_object_get_int_member (a, "moves"), ==, 1);
  g_assert_cmpint (engine_finish (e), ==, 0);
}

/* End of input mid-search: the search answers, the engine exits. */
static void
test_eof (void)
{
  Engine *e = engine_start ();
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  g_autofree char *rest = NULL;
  int status;

  load_seeded (e, 4);
  /* Read after the "go": the end comes mid-search. */
  engine_send (e, "{\"cmd\":\"go\",\"level\":\"hard\",\"simulations\":2000000000}");
  g_assert_true (g_output_stream_close (e->in, NULL, &error));
  line = g_data_input_stream_read_line_utf8 (e->out, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (line);
  g_assert_nonnull (strstr (line, "\"stopped\":true"));
  g_assert_true (g_subprocess_wait (e->proc, NULL, &error));
  status = g_subprocess_get_exit_status (e->proc);
  g_assert_cmpint (status, ==, 0);
  rest = g_data_input_stream_read_line_utf8 (e->out, NULL, NULL, &error);
  g_assert_null (rest);
  g_object_unref (e->out);
  g_object_unref (e->parser);
  g_object_unref (e->proc);
  g_free (e);

  /* A last line without its newline is still a request. */
  {
    g_auto(TessTestRun) run = { 0 };
    const char *argv[] = { "engine", NULL };

    run_cli_argv (&run, argv, "{\"cmd\":\"ping\"}\n{\"cmd\":\"hello\"}");
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "\"cmd\":\"ping\"}\n{\"cmd\":\"hello\""));
  }
}

/* A whole game through the protocol; `tessera-cli score` agrees. */
static void
test_whole_game (void)
{
  Engine *e = engine_start ();
  g_autoptr(JsonParser) score_parser = json_parser_new ();
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(TessTestRun) score = { 0 };
  g_autofree char *file = NULL;
  g_autoptr(JsonNode) finals = NULL;
  g_autoptr(JsonNode) record_node = NULL;
  JsonObject *a, *scored;
  guint moves = 0;

  load_seeded (e, 2026);
  for (;;)
    {
      g_autofree char *move = NULL;
      g_autofree char *line = NULL;
      g_autoptr(JsonGenerator) gen = json_generator_new ();

      a = engine_ask (e, "{\"cmd\":\"state\"}");
      if (json_object_get_boolean_member (a, "finished"))
        {
          finals = json_node_copy (json_object_get_member (a, "final_scores"));
          break;
        }
      a = engine_ask (e, json_object_get_int_member (a, "player") == 0
                           ? "{\"cmd\":\"go\",\"level\":\"medium\"}"
                           : "{\"cmd\":\"go\",\"level\":\"easy\"}");
      json_generator_set_root (gen, json_object_get_member (a, "move"));
      move = json_generator_to_data (gen, NULL);
      line = g_strdup_printf ("{\"cmd\":\"apply\",\"move\":%s}", move);
      a = engine_ask (e, line);
      g_assert_false (json_object_has_member (a, "error"));
      g_assert_cmpuint (++moves, <, 200);
    }
  g_assert_cmpuint (moves, >=, 71);
  assert_error (engine_ask (e, "{\"cmd\":\"go\",\"level\":\"easy\"}"), "game-over");

  a = engine_ask (e, "{\"cmd\":\"record\"}");
  record_node = json_node_copy (json_object_get_member (a, "record"));
  record = tess_record_from_json (record_node, "engine", NULL, &error);
  g_assert_no_error (error);
  file = cli_save_temp (record);
  run_cli (&score, "score", file, NULL);
  g_assert_cmpint (score.status, ==, 0);
  scored = cli_parse_object (score_parser, score.out);
  g_assert_true (json_object_get_boolean_member (scored, "finished"));
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (json_array_get_int_element (json_node_get_array (finals), p), ==,
                     json_object_get_int_member (json_array_get_object_element (
                       json_object_get_array_member (scored, "players"), p), "score"));
  g_assert_cmpint (engine_finish (e), ==, 0);
  cli_remove_temp (file);
}

/* What a bot author asked for: the list of commands, undo (one move or
 * several, and the position played again exactly), the scores the final
 * scoring would give now, and newgame back to no position. */
static void
test_list_undo_newgame (void)
{
  Engine *e = engine_start ();
  JsonObject *a = engine_ask (e, "{\"cmd\":\"list\",\"id\":3}");
  JsonArray *commands = json_object_get_array_member (a, "commands");
  g_autofree char *after_two = NULL;
  gboolean has_undo = FALSE;

  g_assert_cmpint (json_object_get_int_member (a, "id"), ==, 3);
  for (guint i = 0; i < json_array_get_length (commands); i++)
    has_undo |= g_strcmp0 (json_array_get_string_element (commands, i), "undo") == 0;
  g_assert_true (has_undo);
  g_assert_cmpuint (json_array_get_length (commands), ==, 14);

  assert_error (engine_ask (e, "{\"cmd\":\"undo\"}"), "no-position");
  load_seeded (e, 11);
  assert_error (engine_ask (e, "{\"cmd\":\"undo\"}"), "request");

  /* Three moves the computer chooses, then two taken back. */
  for (int i = 0; i < 3; i++)
    {
      g_autofree char *apply = NULL;
      g_autofree char *move_text = NULL;
      g_autoptr(JsonGenerator) gen = json_generator_new ();
      JsonNode *move;

      a = engine_ask (e, "{\"cmd\":\"go\",\"level\":\"easy\",\"seed\":5}");
      g_assert_false (json_object_has_member (a, "error"));
      move = json_object_get_member (a, "move");
      json_generator_set_root (gen, move);
      move_text = json_generator_to_data (gen, NULL);
      apply = g_strdup_printf ("{\"cmd\":\"apply\",\"move\":%s}", move_text);
      g_assert_false (json_object_has_member (engine_ask (e, apply), "error"));
      if (i == 0)
        {
          a = engine_ask (e, "{\"cmd\":\"state\"}");
          after_two = g_strdup (json_object_get_string_member (a, "tile"));
          /* Not over: the scores the final scoring would give now. */
          g_assert_false (json_object_has_member (a, "final_scores"));
          g_assert_cmpuint (json_array_get_length (json_object_get_array_member (a, "final_scores_now")), ==, 2);
        }
    }
  assert_error (engine_ask (e, "{\"cmd\":\"undo\",\"moves\":4}"), "request");
  a = engine_ask (e, "{\"cmd\":\"undo\",\"moves\":2,\"id\":\"u\"}");
  g_assert_cmpstr (json_object_get_string_member (a, "cmd"), ==, "undo");
  g_assert_cmpstr (json_object_get_string_member (a, "id"), ==, "u");
  g_assert_cmpint (json_object_get_int_member (a, "moves"), ==, 1);
  /* The same tile in hand as after the first move: the draw is the record's. */
  a = engine_ask (e, "{\"cmd\":\"state\"}");
  g_assert_cmpstr (json_object_get_string_member (a, "tile"), ==, after_two);
  a = engine_ask (e, "{\"cmd\":\"undo\"}");
  g_assert_cmpint (json_object_get_int_member (a, "moves"), ==, 0);

  a = engine_ask (e, "{\"cmd\":\"newgame\"}");
  g_assert_cmpstr (json_object_get_string_member (a, "cmd"), ==, "newgame");
  assert_error (engine_ask (e, "{\"cmd\":\"state\"}"), "no-position");
  g_assert_cmpint (engine_finish (e), ==, 0);
}

/* "info" lines while the hard level searches: every N simulations, the
 * move it would choose then, how many simulations and that move's value;
 * the last names the move answered. No line from a level that does not
 * search, nor without "info". */
static void
test_info (void)
{
  Engine *e = engine_start ();
  g_autoptr(JsonNode) last = NULL;
  JsonObject *a;

  load_seeded (e, 11);
  a = engine_ask (e, "{\"cmd\":\"go\",\"level\":\"hard\",\"simulations\":300,\"info\":0}");
  assert_error (a, "request");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (a, "where"), "field"), ==, "info");

  engine_send (e, "{\"cmd\":\"go\",\"level\":\"hard\",\"simulations\":300,\"seed\":3,\"info\":100,\"id\":\"g\"}");
  for (int i = 1; i <= 3; i++)
    {
      JsonObject *move;
      double value;

      a = engine_read (e);
      g_assert_cmpstr (json_object_get_string_member (a, "cmd"), ==, "info");
      g_assert_cmpstr (json_object_get_string_member (a, "id"), ==, "g");
      g_assert_cmpint (json_object_get_int_member (a, "simulations"), ==, 100 * i);
      value = json_object_get_double_member (a, "value");
      g_assert_cmpfloat (value, >=, 0.0);
      g_assert_cmpfloat (value, <=, 1.0);
      move = json_object_get_object_member (a, "move");
      g_assert_true (json_object_has_member (move, "tile"));
      g_assert_true (json_object_has_member (move, "x"));
      g_clear_pointer (&last, json_node_unref);
      last = json_node_copy (json_object_get_member (a, "move"));
    }
  a = engine_read (e);
  g_assert_cmpstr (json_object_get_string_member (a, "cmd"), ==, "go");
  g_assert_cmpint (json_object_get_int_member (a, "simulations"), ==, 300);
  g_assert_true (json_node_equal (json_object_get_member (a, "move"), last));

  /* The engine's own hard player, asked without "info" after one with
   * it, and a level that does not search: the answer alone. */
  a = engine_ask (e, "{\"cmd\":\"go\",\"level\":\"hard\",\"simulations\":200,\"info\":50}");
  while (g_strcmp0 (json_object_get_string_member (a, "cmd"), "info") == 0)
    a = engine_read (e);
  g_assert_cmpstr (json_object_get_string_member (a, "cmd"), ==, "go");
  a = engine_ask (e, "{\"cmd\":\"go\",\"level\":\"hard\",\"simulations\":200}");
  g_assert_cmpstr (json_object_get_string_member (a, "cmd"), ==, "go");
  a = engine_ask (e, "{\"cmd\":\"go\",\"level\":\"medium\",\"info\":1}");
  g_assert_cmpstr (json_object_get_string_member (a, "cmd"), ==, "go");
  a = engine_ask (e, "{\"cmd\":\"ping\"}");
  g_assert_cmpstr (json_object_get_string_member (a, "cmd"), ==, "ping");
  g_assert_cmpint (engine_finish (e), ==, 0);
}

/* "board": the tiles laid, in order, with the followers on them, and
 * every tile type of the game as a tile set writes it. */
static void
test_board (void)
{
  Engine *e = engine_start ();
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autofree char *move_text = NULL;
  g_autofree char *apply = NULL;
  g_autoptr(JsonNode) chosen = NULL;
  JsonObject *a, *tile, *follower, *move = NULL;
  JsonArray *tiles, *defs, *legal;

  assert_error (engine_ask (e, "{\"cmd\":\"board\"}"), "no-position");
  load_seeded (e, 11);
  a = engine_ask (e, "{\"cmd\":\"board\",\"id\":4}");
  g_assert_cmpstr (json_object_get_string_member (a, "cmd"), ==, "board");
  g_assert_cmpint (json_object_get_int_member (a, "id"), ==, 4);
  tiles = json_object_get_array_member (a, "tiles");
  g_assert_cmpuint (json_array_get_length (tiles), ==, 1);
  tile = json_array_get_object_element (tiles, 0);
  g_assert_cmpstr (json_object_get_string_member (tile, "tile"), ==, "D");
  g_assert_cmpint (json_object_get_int_member (tile, "x"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (tile, "y"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (tile, "rotation"), ==, 0);
  g_assert_false (json_object_has_member (tile, "follower"));
  /* The base game's 24 tile types, A to X, each with its features. */
  defs = json_object_get_array_member (a, "definitions");
  g_assert_cmpuint (json_array_get_length (defs), ==, 24);
  for (guint i = 0; i < json_array_get_length (defs); i++)
    {
      JsonObject *def = json_array_get_object_element (defs, i);
      char id[2] = { (char) ('A' + i), '\0' };

      g_assert_cmpstr (json_object_get_string_member (def, "id"), ==, id);
      g_assert_cmpint (json_object_get_int_member (def, "count"), >, 0);
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (def, "features")), >, 0);
      g_assert_false (json_object_has_member (def, "art"));
    }

  /* A move with a follower: the tile, then its follower, on the board. */
  a = engine_ask (e, "{\"cmd\":\"legal\"}");
  legal = json_object_get_array_member (a, "legal");
  for (guint i = 0; i < json_array_get_length (legal) && move == NULL; i++)
    if (json_object_has_member (json_array_get_object_element (legal, i), "follower"))
      move = json_array_get_object_element (legal, i);
  g_assert_nonnull (move);
  chosen = json_node_init_object (json_node_alloc (), move);
  json_generator_set_root (gen, chosen);
  move_text = json_generator_to_data (gen, NULL);
  apply = g_strdup_printf ("{\"cmd\":\"apply\",\"move\":%s}", move_text);
  g_assert_false (json_object_has_member (engine_ask (e, apply), "error"));
  a = engine_ask (e, "{\"cmd\":\"board\"}");
  tiles = json_object_get_array_member (a, "tiles");
  g_assert_cmpuint (json_array_get_length (tiles), ==, 2);
  tile = json_array_get_object_element (tiles, 1);
  move = json_node_get_object (chosen);
  g_assert_cmpstr (json_object_get_string_member (tile, "tile"), ==, json_object_get_string_member (move, "tile"));
  g_assert_cmpint (json_object_get_int_member (tile, "x"), ==, json_object_get_int_member (move, "x"));
  g_assert_cmpint (json_object_get_int_member (tile, "y"), ==, json_object_get_int_member (move, "y"));
  g_assert_cmpint (json_object_get_int_member (tile, "rotation"), ==, json_object_get_int_member (move, "rotation"));
  follower = json_object_get_object_member (tile, "follower");
  g_assert_nonnull (follower);
  g_assert_cmpint (json_object_get_int_member (follower, "player"), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (follower, "port"), ==,
                   json_object_get_string_member (move, "follower"));
  g_assert_cmpint (engine_finish (e), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/engine/hello", test_hello);
  g_test_add_func ("/cli/engine/before-position", test_before_position);
  g_test_add_func ("/cli/engine/malformed", test_malformed);
  g_test_add_func ("/cli/engine/hostile-lines", test_hostile_lines);
  g_test_add_func ("/cli/engine/numbers", test_numbers);
  g_test_add_func ("/cli/engine/line-too-long", test_line_too_long);
  g_test_add_func ("/cli/engine/illegal-and-apply", test_illegal_and_apply);
  g_test_add_func ("/cli/engine/unseeded", test_unseeded);
  g_test_add_func ("/cli/engine/stop", test_stop);
  g_test_add_func ("/cli/engine/eof", test_eof);
  g_test_add_func ("/cli/engine/whole-game", test_whole_game);
  g_test_add_func ("/cli/engine/list-undo-newgame", test_list_undo_newgame);
  g_test_add_func ("/cli/engine/info", test_info);
  g_test_add_func ("/cli/engine/board", test_board);
  g_test_add_func ("/cli/engine/memory-flat", test_memory_flat);

  return g_test_run ();
}
