/* fuzz-payload.c: libFuzzer target for the payload of game stanzas
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is split at its first three newlines into the attributes
 * kind, seq and prev (an empty prev is a missing one) and the text, as a
 * stanza from a stranger brings them. Whatever the bytes, reading must
 * not crash, leak or trip a sanitizer; a payload that reads is followed
 * by the payload built after it, which reads back the same from its own
 * attributes and text, and chains to it.
 */

#define G_LOG_DOMAIN "fuzz-payload"

#include "config.h"

#include <stdint.h>
#include <string.h>

#include "tess-net-error.h"
#include "tess-payload.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static char *
take_line (const char **p,
           const char  *end)
{
  const char *nl = memchr (*p, '\n', end - *p);
  char *line;

  if (nl == NULL)
    return NULL;
  line = g_strndup (*p, nl - *p);
  *p = nl + 1;
  return line;
}

static void
check_follower (const TessPayload *payload)
{
  g_autoptr(TessPayload) next = NULL;
  g_autoptr(TessPayload) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) move = json_object_new ();
  g_autofree char *seq = NULL;
  g_autofree char *xml = NULL;

  json_object_set_string_member (move, "tile", tess_payload_get_kind (payload) == TESS_PAYLOAD_MOVE
                                 ? json_object_get_string_member (tess_payload_get_object (payload),
                                                                  "tile")
                                 : "A");
  next = tess_payload_new (TESS_PAYLOAD_MOVE, payload, move);
  g_assert_true (tess_payload_follows (next, payload, "fuzz", NULL));
  if (tess_payload_get_seq (next) > G_MAXINT32)
    return;
  seq = g_strdup_printf ("%u", tess_payload_get_seq (next));
  back = tess_payload_parse ("move", seq, tess_payload_get_prev (next),
                             tess_payload_get_text (next), -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tess_payload_get_hash (back), ==, tess_payload_get_hash (next));
  g_assert_true (tess_payload_follows (back, payload, "fuzz", NULL));
  xml = tess_payload_to_xml (next);
  g_assert_nonnull (strstr (xml, tess_payload_get_prev (next)));
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  const char *p = (const char *) data;
  const char *end = p + size;
  g_autofree char *kind = take_line (&p, end);
  g_autofree char *seq = kind ? take_line (&p, end) : NULL;
  g_autofree char *prev = seq ? take_line (&p, end) : NULL;
  g_autoptr(TessPayload) payload = NULL;
  g_autoptr(GError) error = NULL;

  if (prev == NULL)
    return 0;
  payload = tess_payload_parse (kind, seq, *prev ? prev : NULL, p, end - p, &error);
  if (payload == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == TESS_NET_ERROR);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  g_assert_no_error (error);
  g_assert_cmpuint (strlen (tess_payload_get_text (payload)), <=, TESS_PAYLOAD_MAX_SIZE);
  check_follower (payload);
  return 0;
}
