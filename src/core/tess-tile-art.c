/* tess-tile-art.c: a tile's own artwork, as a tile set carries it
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The image travels in the file as a data: URI (DESIGN.md §4). Core reads
 * and checks it without drawing anything: the URI, the base64, the size,
 * a PNG's chunks and their checksums and its size in pixels, that an SVG
 * is text with an <svg> element. A program that draws installs a decoder
 * (the renderer's) that also finds what only drawing finds.
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "tess-error.h"
#include "tess-tile-art.h"

struct _TessTileArt
{
  GObject parent_instance;

  JsonNode *node;     /* the file's value, for art read and not edited */
  char *mime;         /* NULL when unreadable */
  GBytes *data;
  char *credit;
  char *problem;
  gboolean has_crop;  /* else the middle square */
  double crop[3];     /* left, top, side, in the image's pixels */
  gboolean bad_crop;  /* the crop is the problem; the picture is good */
  gpointer decoded;
};

G_DEFINE_FINAL_TYPE (TessTileArt, tess_tile_art, G_TYPE_OBJECT)

static TessTileArtDecode art_decode;
static GDestroyNotify art_free_decoded;

static void
tess_tile_art_finalize (GObject *object)
{
  TessTileArt *self = TESS_TILE_ART (object);

  g_clear_pointer (&self->node, json_node_unref);
  g_free (self->mime);
  g_clear_pointer (&self->data, g_bytes_unref);
  g_free (self->credit);
  g_free (self->problem);
  if (self->decoded != NULL && art_free_decoded != NULL)
    art_free_decoded (self->decoded);
  G_OBJECT_CLASS (tess_tile_art_parent_class)->finalize (object);
}

static void
tess_tile_art_class_init (TessTileArtClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tess_tile_art_finalize;
}

static void
tess_tile_art_init (TessTileArt *self)
{
}

void
tess_tile_art_set_decoder (TessTileArtDecode decode,
                           GDestroyNotify    free_decoded)
{
  art_decode = decode;
  art_free_decoded = free_decoded;
}

/* ------------------------------------------------------------ checks */

static const guint8 png_signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };

const char *
tess_tile_art_sniff (const guint8 *data,
                     gsize         length)
{
  gsize head = MIN (length, 4096);

  if (data == NULL)
    return NULL;
  if (length >= sizeof png_signature && memcmp (data, png_signature, sizeof png_signature) == 0)
    return TESS_TILE_ART_PNG;
  /* Text (a BOM, an XML declaration, comments, a doctype) that opens an
   * <svg> element near its start. */
  if (g_strstr_len ((const char *) data, head, "<svg") != NULL
      && g_utf8_validate ((const char *) data, length, NULL)
      && memchr (data, '\0', length) == NULL)
    return TESS_TILE_ART_SVG;
  return NULL;
}

static guint32
read_be32 (const guint8 *p)
{
  return (guint32) p[0] << 24 | (guint32) p[1] << 16 | (guint32) p[2] << 8 | p[3];
}

static guint32
crc32_update (guint32       crc,
              const guint8 *p,
              gsize         n)
{
  static guint32 table[256];
  static gsize made = 0;

  if (g_once_init_enter (&made))
    {
      for (guint32 i = 0; i < 256; i++)
        {
          guint32 c = i;

          for (int k = 0; k < 8; k++)
            c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
          table[i] = c;
        }
      g_once_init_leave (&made, 1);
    }
  for (gsize i = 0; i < n; i++)
    crc = table[(crc ^ p[i]) & 0xff] ^ (crc >> 8);
  return crc;
}

/* The chunks of a PNG, from IHDR to IEND, each whole with its checksum. */
static gboolean
check_png (const guint8 *data,
           gsize         length,
           char        **problem)
{
  gsize pos = sizeof png_signature;
  gboolean first = TRUE;

  while (pos + 12 <= length)
    {
      guint32 n = read_be32 (data + pos);
      const guint8 *type = data + pos + 4;

      if (n > length - pos - 12)
        break;
      if (read_be32 (data + pos + 8 + n) != (crc32_update (0xffffffffu, type, n + 4) ^ 0xffffffffu))
        break;
      if (first)
        {
          guint32 w, h;

          if (memcmp (type, "IHDR", 4) != 0 || n != 13)
            break;
          w = read_be32 (data + pos + 8);
          h = read_be32 (data + pos + 12);
          if (w == 0 || h == 0)
            break;
          if (w > TESS_TILE_ART_MAX_PIXELS || h > TESS_TILE_ART_MAX_PIXELS)
            {
              *problem = g_strdup_printf (_("the artwork is %u × %u pixels, more than %u × %u"),
                                          w, h, TESS_TILE_ART_MAX_PIXELS,
                                          TESS_TILE_ART_MAX_PIXELS);
              return FALSE;
            }
          first = FALSE;
        }
      if (memcmp (type, "IEND", 4) == 0)
        return TRUE;
      pos += 12 + (gsize) n;
    }
  *problem = g_strdup (_("the artwork's PNG image is broken (cut short or damaged)"));
  return FALSE;
}

/* Whether the image can be drawn: its type, size and content. */
static gboolean
check_image (TessTileArt  *self,
             char        **problem)
{
  gsize length;
  const guint8 *data = g_bytes_get_data (self->data, &length);
  const char *sniffed = tess_tile_art_sniff (data, length);
  g_autoptr(GError) error = NULL;

  if (length > TESS_TILE_ART_MAX_BYTES)
    {
      g_autofree char *size = g_format_size_full (length, G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *max = g_format_size_full (TESS_TILE_ART_MAX_BYTES, G_FORMAT_SIZE_IEC_UNITS);

      *problem = g_strdup_printf (_("the artwork is %s, more than %s"), size, max);
      return FALSE;
    }
  if (g_strcmp0 (sniffed, self->mime) != 0)
    {
      *problem = g_strdup_printf (_("the artwork is not the %s image it says it is"),
                                  strcmp (self->mime, TESS_TILE_ART_PNG) == 0 ? "PNG" : "SVG");
      return FALSE;
    }
  if (strcmp (self->mime, TESS_TILE_ART_PNG) == 0 && !check_png (data, length, problem))
    return FALSE;
  if (art_decode != NULL)
    {
      self->decoded = art_decode (self->mime, self->data, self->has_crop ? self->crop : NULL, &error);
      if (self->decoded == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT))
        {
          /* The picture is good: the designer can choose its square again. */
          *problem = g_strdup (_("the artwork's “crop” goes past the edge of its picture"));
          self->bad_crop = TRUE;
          return FALSE;
        }
      if (self->decoded == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
        {
          /* It would cost too much memory and time to draw. */
          *problem = g_strdup (_("the artwork has too many see-through, blurred or masked parts "
                                 "to be drawn; flatten them in the drawing program"));
          return FALSE;
        }
      if (self->decoded == NULL)
        {
          *problem = g_strdup_printf (_("the artwork cannot be drawn: %s"),
                                      error != NULL ? error->message : "?");
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
credit_ok (const char *credit)
{
  return g_utf8_validate (credit, -1, NULL)
         && g_utf8_strlen (credit, -1) <= TESS_TILE_ART_MAX_CREDIT;
}

/* ------------------------------------------------------------ making */

static TessTileArt *
art_new (GBytes        *data,
         const char    *credit,
         const double  *crop,
         GError       **error)
{
  g_autoptr(TessTileArt) self = NULL;
  const char *mime;
  gsize length;
  const guint8 *bytes;
  char *problem = NULL;

  bytes = g_bytes_get_data (data, &length);
  mime = tess_tile_art_sniff (bytes, length);
  if (mime == NULL)
    {
      g_set_error_literal (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID,
                           _("The file is neither a PNG nor an SVG image."));
      return NULL;
    }
  self = g_object_new (TESS_TYPE_TILE_ART, NULL);
  self->mime = g_strdup (mime);
  self->data = g_bytes_ref (data);
  self->credit = g_strdup (credit != NULL && credit_ok (credit) ? credit : "");
  if (crop != NULL)
    {
      self->has_crop = TRUE;
      memcpy (self->crop, crop, sizeof self->crop);
    }
  if (!check_image (self, &problem))
    {
      /* "the artwork is …": a sentence of its own here. */
      g_autofree char *text = problem;

      g_set_error (error, TESS_FILE_ERROR,
                   length > TESS_TILE_ART_MAX_BYTES ? TESS_FILE_ERROR_TOO_BIG
                                                    : TESS_FILE_ERROR_INVALID,
                   "%s", text);
      return NULL;
    }
  return g_steal_pointer (&self);
}

TessTileArt *
tess_tile_art_new (GBytes      *data,
                   const char  *credit,
                   GError     **error)
{
  g_return_val_if_fail (data != NULL, NULL);

  return art_new (data, credit, NULL, error);
}

/* "data:image/png;base64,…": the media type and the bytes. */
static gboolean
parse_uri (const char  *uri,
           char       **mime,
           GBytes     **data,
           char       **problem)
{
  static const char *const types[] = { TESS_TILE_ART_PNG, TESS_TILE_ART_SVG };
  const char *payload = NULL;
  gsize n, length;
  guchar *bytes;

  for (guint i = 0; i < G_N_ELEMENTS (types) && payload == NULL; i++)
    {
      g_autofree char *prefix = g_strdup_printf ("data:%s;base64,", types[i]);

      if (g_str_has_prefix (uri, prefix))
        {
          payload = uri + strlen (prefix);
          *mime = g_strdup (types[i]);
        }
    }
  if (payload == NULL)
    {
      *problem = g_strdup (_("the artwork's “image” must be a PNG or SVG image as a data: URI "
                             "(data:image/png;base64,… or data:image/svg+xml;base64,…)"));
      return FALSE;
    }
  n = strlen (payload);
  for (gsize i = 0; i < n; i++)
    if (!g_ascii_isalnum (payload[i]) && payload[i] != '+' && payload[i] != '/'
        && !(payload[i] == '=' && i + 2 >= n && (i + 1 == n || payload[i + 1] == '=')))
      n = 0;
  if (n == 0 || n % 4 != 0)
    {
      *problem = g_strdup (_("the artwork's image is not valid base64"));
      return FALSE;
    }
  bytes = g_base64_decode (payload, &length);
  *data = g_bytes_new_take (bytes, length);
  return TRUE;
}

/* Left, top and side that can be a crop: finite numbers with the square
 * in the image's first quadrant, no farther out than any image reaches
 * (whether it fits in the image, the decoder says). One check for a
 * crop read and a crop chosen, so that what is written reads back. */
static gboolean
crop_ok (const double *crop)
{
  for (int i = 0; i < 3; i++)
    if (!isfinite (crop[i]) || crop[i] < 0 || crop[i] > TESS_TILE_ART_MAX_PIXELS * 16.0)
      return FALSE;
  return crop[2] > 0;
}

/* "crop": [left, top, side], three numbers that crop_ok() takes. */
static gboolean
parse_crop (JsonNode *node,
            double   *crop)
{
  JsonArray *array;

  if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (array = json_node_get_array (node)) != 3)
    return FALSE;
  for (guint i = 0; i < 3; i++)
    {
      JsonNode *n = json_array_get_element (array, i);
      GType type = JSON_NODE_HOLDS_VALUE (n) ? json_node_get_value_type (n) : G_TYPE_INVALID;

      if (type != G_TYPE_INT64 && type != G_TYPE_DOUBLE)
        return FALSE;
      crop[i] = json_node_get_double (n);
    }
  return crop_ok (crop);
}

TessTileArt *
tess_tile_art_new_from_json (JsonNode *node)
{
  TessTileArt *self;
  JsonObject *obj;
  JsonNode *image;
  char *problem = NULL;
  gboolean malformed_crop;

  g_return_val_if_fail (node != NULL, NULL);

  self = g_object_new (TESS_TYPE_TILE_ART, NULL);
  self->node = json_node_copy (node);
  self->credit = g_strdup ("");
  if (!JSON_NODE_HOLDS_OBJECT (node)
      || (image = json_object_get_member (obj = json_node_get_object (node), "image")) == NULL
      || !JSON_NODE_HOLDS_VALUE (image) || json_node_get_value_type (image) != G_TYPE_STRING)
    {
      self->problem = g_strdup (_("the artwork must be an object whose key “image” holds the image"));
      return self;
    }
  if (json_object_has_member (obj, "credit"))
    {
      JsonNode *credit = json_object_get_member (obj, "credit");

      if (!JSON_NODE_HOLDS_VALUE (credit) || json_node_get_value_type (credit) != G_TYPE_STRING
          || !credit_ok (json_node_get_string (credit)))
        {
          self->problem = g_strdup_printf (_("the artwork's “credit” must be a text of at most "
                                             "%d characters"),
                                           TESS_TILE_ART_MAX_CREDIT);
          return self;
        }
      g_free (self->credit);
      self->credit = g_strdup (json_node_get_string (credit));
    }
  self->has_crop = json_object_has_member (obj, "crop");
  /* A crop that is not three numbers: the picture is read all the same
   * (and drawn by no one), so that its square can be chosen again. */
  malformed_crop = self->has_crop && !parse_crop (json_object_get_member (obj, "crop"), self->crop);
  if (malformed_crop)
    self->has_crop = FALSE;
  if (!parse_uri (json_node_get_string (image), &self->mime, &self->data, &problem)
      || !check_image (self, &problem))
    {
      /* Only a crop past the edge of a good picture keeps the picture. */
      if (!self->bad_crop)
        {
          g_clear_pointer (&self->mime, g_free);
          g_clear_pointer (&self->data, g_bytes_unref);
        }
      self->problem = problem;
      return self;
    }
  self->bad_crop = malformed_crop;
  if (self->bad_crop)
    self->problem = g_strdup (_("the artwork's “crop” must be three numbers: the left and top "
                                "of the square the tile shows, and its side, in the image's pixels"));
  return self;
}

TessTileArt *
tess_tile_art_with_credit (TessTileArt *self,
                           const char  *credit)
{
  g_autoptr(JsonNode) node = NULL;

  g_return_val_if_fail (TESS_IS_TILE_ART (self), NULL);

  if (credit == NULL)
    credit = "";
  if (self->data != NULL && !self->bad_crop)
    return art_new (self->data, credit, self->has_crop ? self->crop : NULL, NULL);
  /* Unreadable art keeps the file's value, with the new credit. */
  node = json_node_copy (self->node);
  if (JSON_NODE_HOLDS_OBJECT (node))
    json_object_set_string_member (json_node_get_object (node), "credit", credit);
  return tess_tile_art_new_from_json (node);
}

TessTileArt *
tess_tile_art_with_crop (TessTileArt   *self,
                         const double  *crop,
                         GError       **error)
{
  g_return_val_if_fail (TESS_IS_TILE_ART (self), NULL);

  if (crop != NULL && !crop_ok (crop))
    {
      g_set_error_literal (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID,
                           _("The artwork's square must lie inside its picture."));
      return NULL;
    }
  if (self->data == NULL)
    {
      g_set_error_literal (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID, self->problem);
      return NULL;
    }
  return art_new (self->data, self->credit, crop, error);
}

/* ------------------------------------------------------------ queries */

const char *
tess_tile_art_get_mime (TessTileArt *self)
{
  g_return_val_if_fail (TESS_IS_TILE_ART (self), NULL);
  return self->mime;
}

GBytes *
tess_tile_art_get_data (TessTileArt *self)
{
  g_return_val_if_fail (TESS_IS_TILE_ART (self), NULL);
  return self->data;
}

const char *
tess_tile_art_get_credit (TessTileArt *self)
{
  g_return_val_if_fail (TESS_IS_TILE_ART (self), "");
  return self->credit;
}

const char *
tess_tile_art_get_problem (TessTileArt *self)
{
  g_return_val_if_fail (TESS_IS_TILE_ART (self), NULL);
  return self->problem;
}

gpointer
tess_tile_art_get_decoded (TessTileArt *self)
{
  g_return_val_if_fail (TESS_IS_TILE_ART (self), NULL);
  return self->problem == NULL ? self->decoded : NULL;
}

gboolean
tess_tile_art_get_crop (TessTileArt *self,
                        double      *crop)
{
  g_return_val_if_fail (TESS_IS_TILE_ART (self), FALSE);

  if (self->bad_crop)
    return FALSE;
  if (self->has_crop && crop != NULL)
    memcpy (crop, self->crop, sizeof self->crop);
  return self->has_crop;
}

gsize
tess_tile_art_get_size (TessTileArt *self)
{
  g_return_val_if_fail (TESS_IS_TILE_ART (self), 0);

  if (self->data != NULL)
    return g_bytes_get_size (self->data);
  if (self->node != NULL && JSON_NODE_HOLDS_OBJECT (self->node))
    {
      JsonNode *image = json_object_get_member (json_node_get_object (self->node), "image");

      if (image != NULL && JSON_NODE_HOLDS_VALUE (image)
          && json_node_get_value_type (image) == G_TYPE_STRING)
        return strlen (json_node_get_string (image)) / 4 * 3;
    }
  return 0;
}

JsonNode *
tess_tile_art_to_json (TessTileArt *self)
{
  g_autofree char *base64 = NULL;
  g_autofree char *uri = NULL;
  JsonObject *obj;
  JsonNode *node;

  g_return_val_if_fail (TESS_IS_TILE_ART (self), NULL);

  if (self->node != NULL)
    return json_node_copy (self->node);
  base64 = g_base64_encode (g_bytes_get_data (self->data, NULL), g_bytes_get_size (self->data));
  uri = g_strdup_printf ("data:%s;base64,%s", self->mime, base64);
  obj = json_object_new ();
  json_object_set_string_member (obj, "image", uri);
  if (*self->credit != '\0')
    json_object_set_string_member (obj, "credit", self->credit);
  if (self->has_crop)
    {
      JsonArray *crop = json_array_sized_new (3);

      for (int i = 0; i < 3; i++)
        {
          /* Whole pixels as integers; else two decimals are plenty. */
          double v = round (self->crop[i] * 100) / 100;

          if (v == floor (v))
            json_array_add_int_element (crop, (gint64) v);
          else
            json_array_add_double_element (crop, v);
        }
      json_object_set_array_member (obj, "crop", crop);
    }
  node = json_node_init_object (json_node_alloc (), obj);
  json_object_unref (obj);
  return node;
}

gboolean
tess_tile_art_equal (TessTileArt *a,
                     TessTileArt *b)
{
  if (a == b)
    return TRUE;
  if (a == NULL || b == NULL)
    return FALSE;
  if (a->data != NULL && b->data != NULL && !a->bad_crop && !b->bad_crop)
    return g_strcmp0 (a->mime, b->mime) == 0 && g_bytes_equal (a->data, b->data)
           && strcmp (a->credit, b->credit) == 0 && a->has_crop == b->has_crop
           && (!a->has_crop || memcmp (a->crop, b->crop, sizeof a->crop) == 0);
  if (a->node != NULL && b->node != NULL)
    return json_node_equal (a->node, b->node);
  return FALSE;
}
