/* tess-payload.c: the payload of a game stanza (DESIGN §7)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game stanza carries
 *   <tessera xmlns="urn:x-tessera:game:1" kind="move" seq="14" prev="HEX">{JSON}</tessera>
 * Everything in it comes from another machine: the attributes and the
 * text are checked here, before anything reads them, and whatever is
 * wrong is refused with a sentence; nothing here trusts the sender.
 * seq counts game stanzas from 0 (the setup, which has no prev); prev is
 * the lowercase hex SHA-256 of the previous game stanza's JSON text as
 * sent, so the text is kept byte for byte.
 */

#define G_LOG_DOMAIN "tess-net"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tess-draw.h"
#include "tess-json-private.h"
#include "tess-net-error.h"
#include "tess-payload.h"

struct _TessPayload
{
  TessPayloadKind kind;
  guint           seq;
  char           *prev;  /* NULL for the setup */
  char           *text;  /* the JSON as sent */
  char           *hash;  /* SHA-256 of text, lowercase hex */
  JsonObject     *object;
};

static const char *const kind_names[] = {
  [TESS_PAYLOAD_SETUP] = "setup",
  [TESS_PAYLOAD_COMMIT] = "commit",
  [TESS_PAYLOAD_REVEAL] = "reveal",
  [TESS_PAYLOAD_MOVE] = "move",
  [TESS_PAYLOAD_HANDOVER] = "handover",
  [TESS_PAYLOAD_RESIGN] = "resign",
};

const char *
tess_payload_kind_to_string (TessPayloadKind kind)
{
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kind_names), NULL);
  return kind_names[kind];
}

gboolean
tess_payload_kind_from_string (const char      *name,
                               TessPayloadKind *kind)
{
  if (name == NULL)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (strcmp (name, kind_names[i]) == 0)
      {
        *kind = (TessPayloadKind) i;
        return TRUE;
      }
  return FALSE;
}

void
tess_payload_free (TessPayload *payload)
{
  if (payload == NULL)
    return;
  g_free (payload->prev);
  g_free (payload->text);
  g_free (payload->hash);
  g_clear_pointer (&payload->object, json_object_unref);
  g_free (payload);
}

static char *
hash_text (const char *text,
           gsize       length)
{
  guint8 digest[TESS_DRAW_LINK_LEN];

  tess_draw_sha256 ((const guint8 *) text, length, digest);
  return tess_draw_hex (digest, sizeof digest);
}

/* A decimal number without sign, leading zeros or spaces, below 2^31. */
static gboolean
parse_seq (const char *s,
           guint      *out)
{
  guint64 v = 0;

  if (s == NULL || *s == '\0' || strlen (s) > 10 || (s[0] == '0' && s[1] != '\0'))
    return FALSE;
  for (const char *p = s; *p; p++)
    {
      if (*p < '0' || *p > '9')
        return FALSE;
      v = v * 10 + (guint64) (*p - '0');
    }
  if (v > G_MAXINT32)
    return FALSE;
  *out = (guint) v;
  return TRUE;
}

static gboolean
get_int (JsonObject *o,
         const char *key,
         gint64      min,
         gint64      max,
         gint64     *out)
{
  JsonNode *node = json_object_get_member (o, key);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  *out = json_node_get_int (node);
  return *out >= min && *out <= max;
}

static gboolean
has_string (JsonObject *o,
            const char *key)
{
  JsonNode *node = json_object_get_member (o, key);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node)
         && json_node_get_value_type (node) == G_TYPE_STRING;
}

static gboolean
has_hash (JsonObject *o,
          const char *key)
{
  guint8 bytes[TESS_DRAW_LINK_LEN];

  return has_string (o, key) && tess_draw_parse_hex (json_object_get_string_member (o, key), bytes);
}

static const TessJsonLimits payload_limits = {
  .max_size = TESS_PAYLOAD_MAX_SIZE,
  .max_depth = TESS_PAYLOAD_MAX_DEPTH,
  .max_items = TESS_MAX_JSON_ITEMS,
  .max_values = TESS_MAX_JSON_VALUES,
  .max_string = TESS_MAX_JSON_STRING,
};

/* What each kind must hold for the game to read it; the rules (is the
 * move legal, is the reveal the right link) are the game's to judge. An
 * unknown key is kept and ignored, as in every Tessera file. */
static const char *
check_object (TessPayloadKind kind,
              JsonObject     *o)
{
  gint64 v;

  switch (kind)
    {
    case TESS_PAYLOAD_SETUP:
      {
        JsonNode *players = json_object_get_member (o, "players");
        JsonNode *online = json_object_get_member (o, "online");

        if (players == NULL || !JSON_NODE_HOLDS_ARRAY (players))
          /* Translators: "players" is a key of the JSON; keep it as is. */
          return _("a setup needs the \"players\" of the game");
        if (online == NULL || !JSON_NODE_HOLDS_OBJECT (online))
          /* Translators: "online" is a key of the JSON; keep it as is. */
          return _("a setup needs the \"online\" part: the room and the seats");
        return NULL;
      }
    case TESS_PAYLOAD_COMMIT:
      if (!has_hash (o, "commit"))
        /* Translators: "commit" is a key of the JSON; keep it as is. */
        return _("a commit needs \"commit\", 64 lowercase hexadecimal digits");
      return NULL;
    case TESS_PAYLOAD_REVEAL:
      if (!get_int (o, "draw", 1, G_MAXUINT16, &v))
        /* Translators: "draw" is a key of the JSON; keep it as is. */
        return _("a reveal needs \"draw\", a number from 1");
      if (!has_hash (o, "reveal"))
        /* Translators: "reveal" is a key of the JSON; keep it as is. */
        return _("a reveal needs \"reveal\", 64 lowercase hexadecimal digits");
      return NULL;
    case TESS_PAYLOAD_MOVE:
      if (!has_string (o, "tile"))
        /* Translators: "tile" is a key of the JSON; keep it as is. */
        return _("a move needs \"tile\", the tile drawn");
      return NULL;
    case TESS_PAYLOAD_HANDOVER:
    case TESS_PAYLOAD_RESIGN:
      if (!get_int (o, "seat", 0, 63, &v))
        /* Translators: "seat" is a key of the JSON; keep it as is. */
        return _("a handover or a resignation needs \"seat\", a seat's number from 0");
      return NULL;
    default:
      g_assert_not_reached ();
    }
}

/**
 * tess_payload_parse:
 * @kind: the `kind` attribute, or %NULL when missing
 * @seq: the `seq` attribute, or %NULL
 * @prev: the `prev` attribute, or %NULL
 * @text: the element's text (the JSON), not necessarily nul-terminated
 * @length: the length of @text in bytes, or -1 when nul-terminated
 *
 * Checks everything a payload is on its own: a known kind, seq a number,
 * prev a hash (and none on the setup), at most %TESS_PAYLOAD_MAX_SIZE
 * bytes of UTF-8, a JSON object with what its kind needs. Whether it
 * follows the game is tess_payload_follows()'s to say.
 *
 * Returns: (transfer full) (nullable): the payload, or %NULL with
 *   %TESS_NET_ERROR_PAYLOAD or %TESS_NET_ERROR_TOO_BIG
 */
TessPayload *
tess_payload_parse (const char *kind,
                    const char *seq,
                    const char *prev,
                    const char *text,
                    gssize      length,
                    GError    **error)
{
  g_autoptr(TessPayload) payload = g_new0 (TessPayload, 1);
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) json_error = NULL;
  JsonNode *root;
  const char *problem;
  guint8 bytes[TESS_DRAW_LINK_LEN];
  gsize len;

  if (text == NULL)
    text = "";
  len = length < 0 ? strlen (text) : (gsize) length;

  if (len > TESS_PAYLOAD_MAX_SIZE)
    {
      g_set_error (error, TESS_NET_ERROR, TESS_NET_ERROR_TOO_BIG,
                   _("The game message is %lu bytes long, over the limit of %d."),
                   (unsigned long) len, TESS_PAYLOAD_MAX_SIZE);
      return NULL;
    }
  if (!tess_payload_kind_from_string (kind, &payload->kind))
    {
      g_autofree char *shown = g_strescape (kind ? kind : "", NULL);

      g_set_error (error, TESS_NET_ERROR, TESS_NET_ERROR_PAYLOAD,
                   _("The game message is of an unknown kind “%.40s”."), shown);
      return NULL;
    }
  if (!parse_seq (seq, &payload->seq))
    {
      g_autofree char *shown = g_strescape (seq ? seq : "", NULL);

      g_set_error (error, TESS_NET_ERROR, TESS_NET_ERROR_PAYLOAD,
                   _("The game message has “%.40s” for its number (seq), not a number from 0."),
                   shown);
      return NULL;
    }
  if ((payload->kind == TESS_PAYLOAD_SETUP) != (payload->seq == 0))
    {
      g_set_error (error, TESS_NET_ERROR, TESS_NET_ERROR_PAYLOAD,
                   _("The game message numbered %u is a %s: only the first, "
                     "numbered 0, is the setup."),
                   payload->seq, tess_payload_kind_to_string (payload->kind));
      return NULL;
    }
  if (payload->seq == 0 ? prev != NULL : !tess_draw_parse_hex (prev, bytes))
    {
      g_set_error (error, TESS_NET_ERROR, TESS_NET_ERROR_PAYLOAD,
                   payload->seq == 0
                   ? _("The setup names a message before it (prev), but it comes first.")
                   : _("The game message numbered %u does not name the one "
                       "before it (prev) with 64 lowercase hexadecimal digits."),
                   payload->seq);
      return NULL;
    }
  if (!g_utf8_validate (text, len, NULL))
    {
      g_set_error (error, TESS_NET_ERROR, TESS_NET_ERROR_PAYLOAD,
                   _("The game message numbered %u is not valid UTF-8 text."),
                   payload->seq);
      return NULL;
    }
  /* The strict, bounded reader every JSON text of Tessera goes through:
   * json-glib recurses, and takes comments and single quotes that would
   * hide brackets from a count. */
  if (!tess_json_check_text (text, len, &payload_limits, NULL, NULL, &json_error))
    {
      g_set_error (error, TESS_NET_ERROR, TESS_NET_ERROR_PAYLOAD,
                   _("The game message numbered %u is not valid JSON: %s"),
                   payload->seq, json_error->message);
      return NULL;
    }

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, text, len, &json_error))
    {
      g_set_error (error, TESS_NET_ERROR, TESS_NET_ERROR_PAYLOAD,
                   _("The game message numbered %u is not valid JSON: %s"),
                   payload->seq, json_error->message);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, TESS_NET_ERROR, TESS_NET_ERROR_PAYLOAD,
                   _("The game message numbered %u is not a JSON object."),
                   payload->seq);
      return NULL;
    }
  problem = check_object (payload->kind, json_node_get_object (root));
  if (problem != NULL)
    {
      g_set_error (error, TESS_NET_ERROR, TESS_NET_ERROR_PAYLOAD,
                   /* Translators: %s says what is missing, e.g. "a move needs
                    * "tile", the tile drawn". */
                   _("The game message numbered %u is refused: %s."),
                   payload->seq, problem);
      return NULL;
    }

  payload->object = json_object_ref (json_node_get_object (root));
  payload->prev = g_strdup (prev);
  payload->text = g_strndup (text, len);
  payload->hash = hash_text (text, len);
  return g_steal_pointer (&payload);
}

/**
 * tess_payload_new:
 * @kind: what it is
 * @previous: (nullable): the game stanza before it, %NULL for the setup
 * @object: the JSON
 *
 * Builds the payload that follows @previous: seq one more, prev its hash.
 *
 * Returns: (transfer full): the payload
 */
TessPayload *
tess_payload_new (TessPayloadKind    kind,
                  const TessPayload *previous,
                  JsonObject        *object)
{
  TessPayload *payload;
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

  g_return_val_if_fail ((kind == TESS_PAYLOAD_SETUP) == (previous == NULL), NULL);
  g_return_val_if_fail (object != NULL, NULL);

  json_node_set_object (node, object);
  payload = g_new0 (TessPayload, 1);
  payload->kind = kind;
  payload->seq = previous ? previous->seq + 1 : 0;
  payload->prev = previous ? g_strdup (previous->hash) : NULL;
  payload->text = tess_json_generate (node, FALSE);
  payload->hash = hash_text (payload->text, strlen (payload->text));
  payload->object = json_object_ref (object);
  return payload;
}

TessPayload *
tess_payload_copy (const TessPayload *payload)
{
  TessPayload *copy;

  g_return_val_if_fail (payload != NULL, NULL);

  copy = g_new0 (TessPayload, 1);
  copy->kind = payload->kind;
  copy->seq = payload->seq;
  copy->prev = g_strdup (payload->prev);
  copy->text = g_strdup (payload->text);
  copy->hash = g_strdup (payload->hash);
  copy->object = json_object_ref (payload->object);
  return copy;
}

TessPayloadKind
tess_payload_get_kind (const TessPayload *payload)
{
  return payload->kind;
}

guint
tess_payload_get_seq (const TessPayload *payload)
{
  return payload->seq;
}

const char *
tess_payload_get_prev (const TessPayload *payload)
{
  return payload->prev;
}

/* The JSON exactly as sent: what the next stanza's prev hashes. */
const char *
tess_payload_get_text (const TessPayload *payload)
{
  return payload->text;
}

JsonObject *
tess_payload_get_object (const TessPayload *payload)
{
  return payload->object;
}

const char *
tess_payload_get_hash (const TessPayload *payload)
{
  return payload->hash;
}

/**
 * tess_payload_follows:
 * @payload: a game stanza just received
 * @previous: (nullable): the last game stanza of the game, %NULL when none
 * @who: the sender, for the message
 *
 * Returns: %TRUE when @payload is the next game stanza: seq one more than
 *   @previous's and prev its hash; otherwise %FALSE with
 *   %TESS_NET_ERROR_SEQUENCE naming @who.
 */
gboolean
tess_payload_follows (const TessPayload *payload,
                      const TessPayload *previous,
                      const char        *who,
                      GError           **error)
{
  guint expected = previous ? previous->seq + 1 : 0;

  g_return_val_if_fail (payload != NULL, FALSE);

  if (who == NULL)
    who = "?";
  if (payload->seq != expected)
    {
      g_set_error (error, TESS_NET_ERROR, TESS_NET_ERROR_SEQUENCE,
                   _("%s sent game message number %u where number %u was due."),
                   who, payload->seq, expected);
      return FALSE;
    }
  if (previous != NULL && g_strcmp0 (payload->prev, previous->hash) != 0)
    {
      g_set_error (error, TESS_NET_ERROR, TESS_NET_ERROR_SEQUENCE,
                   _("%s sent game message number %u after another game "
                     "than this one: it does not follow from message %u."),
                   who, payload->seq, previous->seq);
      return FALSE;
    }
  return TRUE;
}

/* The payload element, its text escaped for XML. */
char *
tess_payload_to_xml (const TessPayload *payload)
{
  g_autofree char *escaped = g_markup_escape_text (payload->text, -1);

  g_return_val_if_fail (payload != NULL, NULL);

  if (payload->prev == NULL)
    return g_strdup_printf ("<" TESS_PAYLOAD_ELEMENT " xmlns=\"" TESS_PAYLOAD_NS "\" kind=\"%s\" "
                            "seq=\"%u\">%s</" TESS_PAYLOAD_ELEMENT ">",
                            tess_payload_kind_to_string (payload->kind), payload->seq, escaped);
  return g_strdup_printf ("<" TESS_PAYLOAD_ELEMENT " xmlns=\"" TESS_PAYLOAD_NS "\" kind=\"%s\" "
                          "seq=\"%u\" prev=\"%s\">%s</" TESS_PAYLOAD_ELEMENT ">",
                          tess_payload_kind_to_string (payload->kind), payload->seq,
                          payload->prev, escaped);
}
