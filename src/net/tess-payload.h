/* tess-payload.h: the payload of a game stanza (DESIGN §7)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define TESS_PAYLOAD_NS "urn:x-tessera:game:1"
#define TESS_PAYLOAD_ELEMENT "tessera"
/* The most JSON text a game stanza may carry, in bytes. */
#define TESS_PAYLOAD_MAX_SIZE (64 * 1024)
/* The deepest nesting of arrays and objects a payload may have. */
#define TESS_PAYLOAD_MAX_DEPTH 64

/**
 * TessPayloadKind:
 * @TESS_PAYLOAD_SETUP: the host's record header, seats and rules (seq 0)
 * @TESS_PAYLOAD_COMMIT: a client's chain end
 * @TESS_PAYLOAD_REVEAL: a client's link for a draw
 * @TESS_PAYLOAD_MOVE: one record move
 * @TESS_PAYLOAD_HANDOVER: a seat given to a computer player
 * @TESS_PAYLOAD_RESIGN: a seat leaves the game
 */
typedef enum
{
  TESS_PAYLOAD_SETUP,
  TESS_PAYLOAD_COMMIT,
  TESS_PAYLOAD_REVEAL,
  TESS_PAYLOAD_MOVE,
  TESS_PAYLOAD_HANDOVER,
  TESS_PAYLOAD_RESIGN,
} TessPayloadKind;

typedef struct _TessPayload TessPayload;

TessPayload     *tess_payload_parse       (const char         *kind,
                                           const char         *seq,
                                           const char         *prev,
                                           const char         *text,
                                           gssize              length,
                                           GError            **error);
TessPayload     *tess_payload_new         (TessPayloadKind     kind,
                                           const TessPayload  *previous,
                                           JsonObject         *object);
TessPayload     *tess_payload_copy        (const TessPayload  *payload);
void             tess_payload_free        (TessPayload        *payload);

TessPayloadKind  tess_payload_get_kind    (const TessPayload  *payload);
guint            tess_payload_get_seq     (const TessPayload  *payload);
const char      *tess_payload_get_prev    (const TessPayload  *payload);
const char      *tess_payload_get_text    (const TessPayload  *payload);
JsonObject      *tess_payload_get_object  (const TessPayload  *payload);
const char      *tess_payload_get_hash    (const TessPayload  *payload);

gboolean         tess_payload_follows     (const TessPayload  *payload,
                                           const TessPayload  *previous,
                                           const char         *who,
                                           GError            **error);
char            *tess_payload_to_xml      (const TessPayload  *payload);

const char      *tess_payload_kind_to_string   (TessPayloadKind kind);
gboolean         tess_payload_kind_from_string (const char     *name,
                                                TessPayloadKind *kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TessPayload, tess_payload_free)

G_END_DECLS
