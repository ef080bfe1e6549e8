/* test-json-strict.c: the strict, bounded reader every JSON text passes
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What it takes json-glib must read to the same value; what it refuses
 * gets a message and the line and column of the fault. Brackets hidden
 * in comments or single-quoted strings (which json-glib reads and a
 * bracket-counting pre-scan did not) must not reach json-glib's
 * recursion: the readers of tile sets and records refuse such files.
 */

#define G_LOG_DOMAIN "test-json-strict"

#include "config.h"

#include <math.h>
#include <string.h>

#include "tess-json-private.h"
#include "tess-record.h"
#include "tess-tile-set.h"

static const char *const accepted[] = {
  "{}",
  "[]",
  " \t\r\n{ \"a\" : [ 1 , -2 , 3.5 , -0.25e+3 , 1E-2 , true , false , null ] } \n",
  "{\"s\": \"\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00e9 \\uD83D\\uDE00 é 😀\"}",
  "{\"min\": -9223372036854775808, \"max\": 9223372036854775807}",
  "{\"tiny\": 1e-400, \"big\": 1.7e308, \"zero\": -0}",
  "{\"\": {\"\": [[[[\"\"]]]]}}",
  "\"a string alone\"",
  "0",
};

typedef struct
{
  const char *text;
  guint       line;
  guint       column;
  const char *message;
  gsize       length;    /* 0: up to the NUL */
} Refused;

static const Refused refused[] = {
  { "{\"a\": 1 /* ] */}", 1, 9, "comments are not allowed" },
  { "{\n  // a comment\n  \"a\": 1}", 2, 3, "comments are not allowed" },
  { "{'a': 1}", 1, 2, "single quotes" },
  { "{\"a\": 'x'}", 1, 7, "single quotes" },
  { "{\"a\": 1,}", 1, 9, "unexpected “}”" },
  { "[1, 2,]", 1, 7, "unexpected “]”" },
  { "{\"a\" 1}", 1, 6, "unexpected “1”" },
  { "{a: 1}", 1, 2, "unexpected “a”" },
  { "[1] [2]", 1, 5, "unexpected “[”" },
  { "[1", 1, 3, "ends too early" },
  { "", 1, 1, "ends too early" },
  { "[\"abc", 1, 2, "not closed" },
  { "[\"a\\qb\"]", 1, 4, "“\\q” is not an escape" },
  { "[\"\\u12G4\"]", 1, 3, "four hexadecimal digits" },
  { "[\"a\\u0000b\"]", 1, 4, "U+0000" },
  { "[\"\\uD800\"]", 1, 3, "“\\uD800” is half a character" },
  { "[\"\\uDC00\\uD800\"]", 1, 3, "“\\uDC00” is half a character" },
  { "[\"\\uD800\\u0041\"]", 1, 3, "“\\uD800” is half a character" },
  { "[\"tab\there\"]", 1, 6, "control character U+0009" },
  { "[\"caf\xc3\"]", 1, 6, "not valid UTF-8" },
  { "[\xff]", 1, 2, "not valid UTF-8" },
  { "[1]\0", 1, 4, "unexpected character U+0000", 4 },
  { "[01]", 1, 2, "may not begin with 0" },
  { "[-]", 1, 2, "“-” must be followed by a digit" },
  { "[+1]", 1, 2, "unexpected “+”" },
  { "[.5]", 1, 2, "unexpected “.”" },
  { "[1.]", 1, 4, "decimal point" },
  { "[1e]", 1, 4, "exponent" },
  { "[0x10]", 1, 3, "unexpected “x”" },
  { "[NaN]", 1, 2, "unexpected “N”" },
  { "[Infinity]", 1, 2, "unexpected “I”" },
  { "[tru]", 1, 2, "unexpected “t”" },
  { "{\"y\": 18446744073709551615}", 1, 7, "the key “y” holds 18446744073709551615, beyond the integers" },
  { "[9223372036854775808]", 1, 2, "the number 9223372036854775808 lies beyond" },
  { "[-9223372036854775809]", 1, 2, "lies beyond" },
  { "{\"x\": 1000000000000000000000000000000000000000}", 1, 7, "holds 100000000000000000000000…, beyond" },
  { "{\"id\": 1e400}", 1, 8, "the key “id” holds 1e400, a number too large" },
  { "[-1e400]", 1, 2, "the number -1e400 is too large" },
  { "{\n\"a\":\n   \"é\" x}", 3, 8, "unexpected “x”" },
};

static void
test_accepted (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (accepted); i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new_immutable ();
      g_autoptr(GError) error = NULL;
      guint line = 0, column = 0;

      g_test_message ("%s", accepted[i]);
      g_assert_true (tess_json_check_text (accepted[i], strlen (accepted[i]), &tess_json_file_limits,
                                           &line, &column, &error));
      g_assert_no_error (error);
      /* Exact: json-glib reads whatever passes. */
      g_assert_true (json_parser_load_from_data (parser, accepted[i], -1, &error));
      g_assert_no_error (error);
    }
}

static void
test_values_kept (void)
{
  const char *text = "{\"min\": -9223372036854775808, \"max\": 9223372036854775807, "
                     "\"s\": \"\\u00e9\\uD83D\\uDE00\"}";
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = tess_json_parse (text, -1, "t", &error);
  JsonObject *obj;

  g_assert_no_error (error);
  obj = json_node_get_object (root);
  g_assert_cmpint (json_object_get_int_member (obj, "min"), ==, G_MININT64);
  g_assert_cmpint (json_object_get_int_member (obj, "max"), ==, G_MAXINT64);
  g_assert_cmpstr (json_object_get_string_member (obj, "s"), ==, "é😀");
}

static void
test_refused (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      const Refused *r = &refused[i];
      gsize length = r->length > 0 ? r->length : strlen (r->text);
      g_autoptr(GError) error = NULL;
      g_autofree char *shown = g_utf8_make_valid (r->text, -1);
      guint line = 0, column = 0;

      g_test_message ("%s", shown);
      g_assert_false (tess_json_check_text (r->text, length, &tess_json_file_limits,
                                            &line, &column, &error));
      g_test_message ("line %u, column %u: %s", line, column, error->message);
      g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_PARSE);
      g_assert_nonnull (strstr (error->message, r->message));
      g_assert_cmpuint (line, ==, r->line);
      g_assert_cmpuint (column, ==, r->column);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
    }
}

/* @n opening brackets behind @cover, then @n real ones, closed. */
static char *
hidden_nesting (const char *open_cover,
                const char *close_cover,
                guint       n)
{
  GString *s = g_string_new ("{\"format\": \"tessera-tileset\", \"version\": 1, ");

  g_string_append (s, open_cover);
  for (guint i = 0; i < n; i++)
    g_string_append_c (s, ']');
  g_string_append (s, close_cover);
  g_string_append (s, "\"tiles\": ");
  for (guint i = 0; i < n; i++)
    g_string_append_c (s, '[');
  for (guint i = 0; i < n; i++)
    g_string_append_c (s, ']');
  g_string_append (s, "}");
  return g_string_free (s, FALSE);
}

/* What json-glib also reads must not get past the limits: each of these
 * crashed every reader of files (its recursion overflowed the stack). */
static void
test_hidden_nesting (void)
{
  const char *covers[][4] = {
    { "/* ", " */ ", "line 1, column 45: comments are not allowed" },
    { "\"x\": '", "', ", "line 1, column 50: strings must be in double quotes" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (covers); i++)
    {
      g_autofree char *text = hidden_nesting (covers[i][0], covers[i][1], 500000);
      g_autoptr(GError) error = NULL;
      g_autoptr(TessTileSetData) set = NULL;
      g_autoptr(TessRecord) record = NULL;

      set = tess_tile_set_load_data (text, -1, "deep.tileset.json", &error);
      g_assert_null (set);
      g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_PARSE);
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, "deep.tileset.json: "));
      g_assert_nonnull (strstr (error->message, covers[i][2]));
      g_clear_error (&error);

      record = tess_record_load_data (text, -1, "deep.tessera", &error);
      g_assert_null (record);
      g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_PARSE);
    }
}

static char *
repeated (const char *head,
          const char *item,
          const char *sep,
          guint       n,
          const char *tail)
{
  GString *s = g_string_new (head);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (s, sep);
      g_string_append (s, item);
    }
  g_string_append (s, tail);
  return g_string_free (s, FALSE);
}

/* Refused (while reading) with @code and a message that holds @says. */
static void
assert_refused (const char *text,
                int         code,
                const char *says)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (tess_json_check_text (text, strlen (text), &tess_json_file_limits, NULL, NULL,
                                        &error));
  g_assert_error (error, TESS_FILE_ERROR, code);
  g_assert_nonnull (strstr (error->message, says));
}

static gboolean
check (const char *text)
{
  return tess_json_check_text (text, strlen (text), &tess_json_file_limits, NULL, NULL, NULL);
}

/* Each limit: at the limit read, one past it refused while reading. */
static void
test_limits (void)
{
  g_autofree char *deep_ok = repeated ("", "[", "", TESS_MAX_JSON_DEPTH, "");
  g_autofree char *deep_ok2 = repeated (deep_ok, "]", "", TESS_MAX_JSON_DEPTH, "");
  g_autofree char *deep = repeated ("[", deep_ok2, "", 1, "]");
  g_autofree char *items_ok = repeated ("[", "0", ",", TESS_MAX_JSON_ITEMS, "]");
  g_autofree char *items = repeated ("[", "0", ",", TESS_MAX_JSON_ITEMS + 1, "]");
  g_autofree char *tiles = repeated ("{\"id\": [1], \"tiles\": [", "{}", ",", TESS_MAX_JSON_ITEMS + 1, "]}");
  g_autofree char *members = repeated ("{", "\"a\":0", ",", TESS_MAX_JSON_ITEMS + 1, "}");
  g_autofree char *row = repeated ("[", "0", ",", 1023, "]");
  /* 1 + 256 rows of 1 + 1023 values = 262,145. */
  g_autofree char *values = repeated ("[", row, ",", 256, "]");
  g_autofree char *long_string = g_strnfill (TESS_MAX_JSON_STRING + 1, 'a');
  g_autofree char *string = g_strconcat ("[\"", long_string, "\"]", NULL);
  TessJsonLimits small = tess_json_file_limits;

  g_assert_true (check (deep_ok2));
  assert_refused (deep, TESS_FILE_ERROR_PARSE, "nested more than 64 levels");
  g_assert_true (check (items_ok));
  assert_refused (items, TESS_FILE_ERROR_TOO_BIG, "more than 4096 items");
  assert_refused (members, TESS_FILE_ERROR_TOO_BIG, "more than 4096 items");
  assert_refused (tiles, TESS_FILE_ERROR_TOO_BIG, "“tiles” holds more than 4096 items");
  assert_refused (values, TESS_FILE_ERROR_TOO_BIG, "more than 262144 values");
  assert_refused (string, TESS_FILE_ERROR_TOO_BIG, "longer than 65536 bytes");

  small.max_size = 3;
  g_assert_true (tess_json_check_text ("[1]", 3, &small, NULL, NULL, NULL));
  g_assert_false (tess_json_check_text ("[10]", 4, &small, NULL, NULL, NULL));
}

/* The size a file claims is not trusted: /proc's files say 0 bytes. */
static void
test_read_counted (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;

  data = tess_read_file_limited ("/proc/self/maps", 16, &length, &error);
  g_assert_null (data);
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_TOO_BIG);
  g_assert_nonnull (strstr (error->message, "/proc/self/maps: the file is larger than 16 bytes"));
  g_clear_error (&error);

  data = tess_read_file_limited ("/proc/self/maps", 1 << 20, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, >, 16);
  g_assert_cmpuint (strlen (data), ==, length);
  g_clear_pointer (&data, g_free);

  data = tess_read_file ("/dev/null", &length, &error);
  g_assert_null (data);
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "/dev/null: this is not a regular file"));
}

/* What Tessera writes, the strict reader reads: json-glib alone writes
 * 1e22 as "1e+22.0", infinity as "inf.0" and a string's bytes as they
 * are, UTF-8 or not. */
static void
test_generated (void)
{
  const struct { double value; const char *text; } doubles[] = {
    { 1e22, "1e+22" }, { -1e17, "-1e+17" }, { 12300.0, "12300.0" }, { 2.5, "2.5" },
    { 5e-324, "4.9406564584124654e-324" }, { -0.0, "-0.0" }, { INFINITY, "null" }, { NAN, "null" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (doubles); i++)
    {
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_ARRAY);
      g_autoptr(JsonArray) array = json_array_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree char *expected = g_strdup_printf ("[%s,\"a\\\"1e+5.0\\\\\",%s]", doubles[i].text,
                                                   doubles[i].text);

      json_array_add_double_element (array, doubles[i].value);
      json_array_add_string_element (array, "a\"1e+5.0\\");
      json_array_add_double_element (array, doubles[i].value);
      json_node_set_array (node, array);
      text = tess_json_generate (node, FALSE);
      g_assert_cmpstr (text, ==, expected);
      g_assert_true (tess_json_check_text (text, strlen (text), &tess_json_file_limits, NULL, NULL, &error));
      g_assert_no_error (error);
    }

  {
    g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
    g_autoptr(JsonObject) object = json_object_new ();
    g_autoptr(GError) error = NULL;
    g_autofree char *text = NULL;

    json_object_set_string_member (object, "name", "caf\xc3\xa9 \xff\xfe");
    json_object_set_int_member (object, "big", G_MININT64);
    json_node_set_object (node, object);
    text = tess_json_generate (node, TRUE);
    g_assert_true (g_utf8_validate (text, -1, NULL));
    g_assert_true (tess_json_check_text (text, strlen (text), &tess_json_file_limits, NULL, NULL, &error));
    g_assert_no_error (error);
    g_assert_nonnull (strstr (text, "café"));
    g_assert_nonnull (strstr (text, "-9223372036854775808"));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/json-strict/accepted", test_accepted);
  g_test_add_func ("/json-strict/values-kept", test_values_kept);
  g_test_add_func ("/json-strict/refused", test_refused);
  g_test_add_func ("/json-strict/hidden-nesting", test_hidden_nesting);
  g_test_add_func ("/json-strict/limits", test_limits);
  g_test_add_func ("/json-strict/read-counted", test_read_counted);
  g_test_add_func ("/json-strict/generated", test_generated);
  return g_test_run ();
}
