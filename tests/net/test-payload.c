/* test-payload.c: game stanzas' payloads, built, read, chained and refused
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tess-net-error.h"
#include "tess-payload.h"

#define HASH_AB "abababababababababababababababababababababababababababababababab"
#define HASH_0F "0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f"
#define SETUP_TEXT "{\"players\":[{\"name\":\"Ana\"}],\"online\":{\"seats\":[\"ana@example.org\"]}}"

static TessPayload *
parse_ok (const char *kind,
          const char *seq,
          const char *prev,
          const char *text)
{
  g_autoptr(GError) error = NULL;
  TessPayload *payload = tess_payload_parse (kind, seq, prev, text, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (payload);
  return payload;
}

/* prev is the SHA-256 of the JSON text byte for byte, as Python's hashlib
 * computes it (non-ASCII text included). */
static void
test_hash (void)
{
  g_autoptr(TessPayload) setup = parse_ok ("setup", "0", NULL, SETUP_TEXT);
  g_autoptr(TessPayload) commit = NULL;
  g_autoptr(TessPayload) reveal = NULL;

  commit = parse_ok ("commit", "1", tess_payload_get_hash (setup),
                     "{\"commit\":\"" HASH_AB "\"}");
  g_assert_cmpstr (tess_payload_get_hash (commit), ==,
                   "c3ee635ec7659c9decb24a13ee4255b159b7e53de71646759d297004de44aacf");
  reveal = parse_ok ("reveal", "2", tess_payload_get_hash (commit),
                     "{\"draw\":1,\"reveal\":\"" HASH_0F "\",\"note\":\"\xc3\xa9\"}");
  g_assert_cmpstr (tess_payload_get_hash (reveal), ==,
                   "1f0bf2be44a7a96f54ab09eede202b8ed71f5e8af2fa5265009aeb762844b192");
  /* The unknown key is kept for whoever knows it. */
  g_assert_true (json_object_has_member (tess_payload_get_object (reveal), "note"));
}

/* What one client builds, another reads back the same, and it follows. */
static void
test_build_and_read (void)
{
  g_autoptr(JsonObject) o = json_object_new ();
  g_autoptr(JsonObject) move = json_object_new ();
  g_autoptr(TessPayload) setup = parse_ok ("setup", "0", NULL, SETUP_TEXT);
  g_autoptr(TessPayload) built = NULL;
  g_autoptr(TessPayload) read = NULL;
  g_autoptr(TessPayload) next = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *seq = NULL;

  json_object_set_string_member (o, "commit", HASH_AB);
  built = tess_payload_new (TESS_PAYLOAD_COMMIT, setup, o);
  g_assert_cmpuint (tess_payload_get_seq (built), ==, 1);
  g_assert_cmpstr (tess_payload_get_prev (built), ==, tess_payload_get_hash (setup));
  xml = tess_payload_to_xml (built);
  g_assert_nonnull (strstr (xml, "xmlns=\"urn:x-tessera:game:1\""));
  g_assert_nonnull (strstr (xml, "kind=\"commit\" seq=\"1\""));
  g_assert_nonnull (strstr (xml, "&quot;commit&quot;") ? xml : strstr (xml, "\"commit\":"));

  seq = g_strdup_printf ("%u", tess_payload_get_seq (built));
  read = tess_payload_parse ("commit", seq, tess_payload_get_prev (built),
                             tess_payload_get_text (built), -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tess_payload_get_hash (read), ==, tess_payload_get_hash (built));
  g_assert_true (tess_payload_follows (read, setup, "bob", &error));
  g_assert_no_error (error);

  json_object_set_string_member (move, "tile", "U");
  json_object_set_int_member (move, "x", 0);
  json_object_set_int_member (move, "y", 1);
  next = tess_payload_new (TESS_PAYLOAD_MOVE, read, move);
  g_assert_true (tess_payload_follows (next, read, "ana", &error));
  g_assert_cmpuint (tess_payload_get_seq (next), ==, 2);
}

/* A stanza that does not follow names its sender and is refused: a seq
 * skipped, a seq repeated, a prev from another game, a setup twice. */
static void
test_sequence (void)
{
  g_autoptr(TessPayload) setup = parse_ok ("setup", "0", NULL, SETUP_TEXT);
  g_autoptr(TessPayload) one = parse_ok ("commit", "1", tess_payload_get_hash (setup),
                                         "{\"commit\":\"" HASH_AB "\"}");
  g_autoptr(TessPayload) skipped = parse_ok ("commit", "3", tess_payload_get_hash (one),
                                             "{\"commit\":\"" HASH_AB "\"}");
  g_autoptr(TessPayload) repeated = parse_ok ("commit", "1", tess_payload_get_hash (setup),
                                              "{\"commit\":\"" HASH_AB "\"}");
  g_autoptr(TessPayload) other = parse_ok ("commit", "2", HASH_0F,
                                           "{\"commit\":\"" HASH_AB "\"}");
  struct { TessPayload *p; TessPayload *prev; const char *says; } cases[] = {
    { skipped, one, "number 3 where number 2" },
    { repeated, one, "number 1 where number 2" },
    { other, one, "does not follow from message 1" },
    { setup, one, "number 0 where number 2" },
    { one, NULL, "number 1 where number 0" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (tess_payload_follows (cases[i].p, cases[i].prev, "mallory@example.com",
                                            &error));
      g_assert_error (error, TESS_NET_ERROR, TESS_NET_ERROR_SEQUENCE);
      g_assert_nonnull (strstr (error->message, "mallory@example.com"));
      g_assert_nonnull (strstr (error->message, cases[i].says));
    }
}

/* Malformed payloads: each refused with a message that says what. */
static void
test_malformed (void)
{
  static const struct {
    const char *kind, *seq, *prev, *text, *says;
  } cases[] = {
    { NULL, "1", HASH_AB, "{}", "unknown kind" },
    { "chat", "1", HASH_AB, "{}", "unknown kind “chat”" },
    { "Move", "1", HASH_AB, "{\"tile\":\"A\"}", "unknown kind" },
    { "move", NULL, HASH_AB, "{\"tile\":\"A\"}", "not a number" },
    { "move", "", HASH_AB, "{\"tile\":\"A\"}", "not a number" },
    { "move", "-1", HASH_AB, "{\"tile\":\"A\"}", "not a number" },
    { "move", "01", HASH_AB, "{\"tile\":\"A\"}", "not a number" },
    { "move", " 1", HASH_AB, "{\"tile\":\"A\"}", "not a number" },
    { "move", "1e3", HASH_AB, "{\"tile\":\"A\"}", "not a number" },
    { "move", "99999999999", HASH_AB, "{\"tile\":\"A\"}", "not a number" },
    { "move", "2147483648", HASH_AB, "{\"tile\":\"A\"}", "not a number" },
    { "move", "0", NULL, "{\"tile\":\"A\"}", "only the first, numbered 0, is the setup" },
    { "setup", "3", HASH_AB, SETUP_TEXT, "only the first" },
    { "setup", "0", HASH_AB, SETUP_TEXT, "comes first" },
    { "move", "1", NULL, "{\"tile\":\"A\"}", "(prev)" },
    { "move", "1", "ABABABABABABABABABABABABABABABABABABABABABABABABABABABABABABABAB",
      "{\"tile\":\"A\"}", "(prev)" },
    { "move", "1", "abab", "{\"tile\":\"A\"}", "(prev)" },
    { "move", "1", HASH_AB, "", "not valid JSON" },
    { "move", "1", HASH_AB, "{\"tile\":", "not valid JSON" },
    { "move", "1", HASH_AB, "[1,2]", "not a JSON object" },
    { "move", "1", HASH_AB, "\"tile\"", "not a JSON object" },
    { "move", "1", HASH_AB, "{\"tile\":3}", "a move needs \"tile\"" },
    { "move", "1", HASH_AB, "{}", "a move needs \"tile\"" },
    { "move", "1", HASH_AB, "{\"tile\":\"A\xff\"}", "not valid UTF-8" },
    { "commit", "1", HASH_AB, "{\"commit\":\"ab\"}", "a commit needs" },
    { "commit", "1", HASH_AB, "{\"commit\":null}", "a commit needs" },
    { "reveal", "1", HASH_AB, "{\"reveal\":\"" HASH_AB "\"}", "a reveal needs \"draw\"" },
    { "reveal", "1", HASH_AB, "{\"draw\":0,\"reveal\":\"" HASH_AB "\"}", "\"draw\"" },
    { "reveal", "1", HASH_AB, "{\"draw\":1.5,\"reveal\":\"" HASH_AB "\"}", "\"draw\"" },
    { "reveal", "1", HASH_AB, "{\"draw\":\"1\",\"reveal\":\"" HASH_AB "\"}", "\"draw\"" },
    { "reveal", "1", HASH_AB, "{\"draw\":2}", "a reveal needs \"reveal\"" },
    { "setup", "0", NULL, "{\"online\":{}}", "\"players\"" },
    { "setup", "0", NULL, "{\"players\":[]}", "\"online\"" },
    { "handover", "1", HASH_AB, "{\"seat\":-1}", "\"seat\"" },
    { "resign", "1", HASH_AB, "{}", "\"seat\"" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TessPayload) p = tess_payload_parse (cases[i].kind, cases[i].seq, cases[i].prev,
                                                     cases[i].text, -1, &error);

      g_test_message ("case %" G_GSIZE_FORMAT ": %s", i, cases[i].says);
      g_assert_null (p);
      g_assert_error (error, TESS_NET_ERROR, TESS_NET_ERROR_PAYLOAD);
      g_assert_nonnull (strstr (error->message, cases[i].says));
    }
}

/* A nul inside the text is not JSON text; the length given is read. */
static void
test_embedded_nul (void)
{
  static const char text[] = "{\"tile\":\"A\"}\0{}";
  g_autoptr(GError) error = NULL;
  g_autoptr(TessPayload) p = tess_payload_parse ("move", "1", HASH_AB, text, sizeof text - 1,
                                                 &error);

  g_assert_null (p);
  g_assert_error (error, TESS_NET_ERROR, TESS_NET_ERROR_PAYLOAD);
}

/* 64 KiB is allowed, one byte more is not, and nothing is parsed then. */
static void
test_size_limit (void)
{
  const gsize frame = strlen ("{\"tile\":\"A\",\"pad\":\"\"}");
  g_autofree char *pad = g_strnfill (TESS_PAYLOAD_MAX_SIZE - frame, 'x');
  g_autofree char *fits = g_strdup_printf ("{\"tile\":\"A\",\"pad\":\"%s\"}", pad);
  g_autofree char *over = g_strdup_printf ("{\"tile\":\"A\",\"pad\":\"%sx\"}", pad);
  g_autoptr(TessPayload) ok = NULL;
  g_autoptr(TessPayload) refused = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (strlen (fits), ==, TESS_PAYLOAD_MAX_SIZE);
  ok = parse_ok ("move", "1", HASH_AB, fits);
  refused = tess_payload_parse ("move", "1", HASH_AB, over, -1, &error);
  g_assert_null (refused);
  g_assert_error (error, TESS_NET_ERROR, TESS_NET_ERROR_TOO_BIG);
  g_assert_nonnull (strstr (error->message, "65537 bytes"));
}

/* Nesting deep enough to exhaust a recursive reader's stack is refused
 * by the strict reader before json-glib reads it; brackets inside
 * strings do not count; comments and single quotes are refused. */
static void
test_depth (void)
{
  GString *deep = g_string_new ("{\"tile\":\"A\",\"x\":");
  g_autoptr(GError) error = NULL;
  g_autoptr(TessPayload) refused = NULL;
  g_autoptr(TessPayload) ok = NULL;
  g_autofree char *text = NULL;

  for (int i = 0; i < 30000; i++)
    g_string_append_c (deep, '[');
  text = g_string_free (deep, FALSE);
  refused = tess_payload_parse ("move", "1", HASH_AB, text, -1, &error);
  g_assert_null (refused);
  g_assert_error (error, TESS_NET_ERROR, TESS_NET_ERROR_PAYLOAD);
  g_assert_nonnull (strstr (error->message, "nested more than 64 levels"));

  /* Nor can a comment or a single-quoted string hide brackets from the
   * reader: those are not JSON. */
  g_clear_error (&error);
  g_assert_null (tess_payload_parse ("move", "1", HASH_AB,
                                     "{\"tile\":\"A\",\"x\":0,\"y\":1,\"rotation\":0 /* \" */}",
                                     -1, &error));
  g_assert_error (error, TESS_NET_ERROR, TESS_NET_ERROR_PAYLOAD);
  g_clear_error (&error);
  g_assert_null (tess_payload_parse ("move", "1", HASH_AB,
                                     "{'tile':\"A\",\"x\":0,\"y\":1,\"rotation\":0}", -1, &error));
  g_assert_error (error, TESS_NET_ERROR, TESS_NET_ERROR_PAYLOAD);

  ok = parse_ok ("move", "1", HASH_AB, "{\"tile\":\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["
                 "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\\"[[[\"}");
  g_assert_cmpstr (json_object_get_string_member (tess_payload_get_object (ok), "tile"), !=, NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/payload/hash", test_hash);
  g_test_add_func ("/payload/build-and-read", test_build_and_read);
  g_test_add_func ("/payload/sequence", test_sequence);
  g_test_add_func ("/payload/malformed", test_malformed);
  g_test_add_func ("/payload/embedded-nul", test_embedded_nul);
  g_test_add_func ("/payload/size-limit", test_size_limit);
  g_test_add_func ("/payload/depth", test_depth);
  return g_test_run ();
}
