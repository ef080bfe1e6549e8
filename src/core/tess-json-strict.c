/* tess-json-strict.c: the one gate every JSON text passes before json-glib
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * json-glib's parser recurses once per level of nesting, builds the whole
 * tree before anyone can look at it, and accepts more than JSON: comments,
 * single-quoted strings, integers beyond 64 bits (wrapped silently),
 * "\u0000" (which cuts a string short) and lone surrogates (written back
 * as invalid UTF-8). A pre-scan that counts brackets is fooled by the
 * first two. So every text is read here first by an exact, iterative
 * reader of strict JSON (RFC 8259) that enforces the limits while it
 * reads, and only a text that passes reaches json-glib.
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "tess-json-private.h"

const TessJsonLimits tess_json_file_limits = {
  .max_size = TESS_MAX_FILE_SIZE,
  .max_depth = TESS_MAX_JSON_DEPTH,
  .max_items = TESS_MAX_JSON_ITEMS,
  .max_values = TESS_MAX_JSON_VALUES,
  .max_string = TESS_MAX_JSON_STRING,
  .max_image_string = TESS_MAX_JSON_IMAGE_STRING,
};

/* Longest number or key shown in a message. */
#define SHOWN_MAX 24

typedef struct
{
  const char           *data;
  gsize                 length;
  gsize                 pos;
  const TessJsonLimits *limits;
  guint                 depth;
  guint                 values;
  /* Per level: whether it is an object, and how many items it holds. */
  gboolean              object[TESS_MAX_JSON_DEPTH_LIMIT + 1];
  guint                 items[TESS_MAX_JSON_DEPTH_LIMIT + 1];
  /* Per level: the key that holds it in its parent object, if any. */
  const char           *level_key[TESS_MAX_JSON_DEPTH_LIMIT + 1];
  gsize                 level_key_length[TESS_MAX_JSON_DEPTH_LIMIT + 1];
  /* The last key read, raw, for messages about its value. */
  const char           *key;
  gsize                 key_length;
  /* The problem, and where it is. */
  char                 *message;
  gsize                 error_pos;
  /* Whether the problem is a limit (TESS_FILE_ERROR_TOO_BIG), not the syntax. */
  gboolean              too_big;
} Reader;

static gboolean vfail (Reader     *r,
                       gsize       pos,
                       gboolean    too_big,
                       const char *format,
                       va_list     args) G_GNUC_PRINTF (4, 0);

static gboolean
vfail (Reader     *r,
       gsize       pos,
       gboolean    too_big,
       const char *format,
       va_list     args)
{
  g_assert (r->message == NULL);
  r->error_pos = pos;
  r->too_big = too_big;
  r->message = g_strdup_vprintf (format, args);
  return FALSE;
}

static gboolean fail (Reader     *r,
                      gsize       pos,
                      const char *format,
                      ...) G_GNUC_PRINTF (3, 4);

static gboolean
fail (Reader     *r,
      gsize       pos,
      const char *format,
      ...)
{
  va_list args;

  va_start (args, format);
  vfail (r, pos, FALSE, format, args);
  va_end (args);
  return FALSE;
}

static gboolean fail_limit (Reader     *r,
                            gsize       pos,
                            const char *format,
                            ...) G_GNUC_PRINTF (3, 4);

static gboolean
fail_limit (Reader     *r,
            gsize       pos,
            const char *format,
            ...)
{
  va_list args;

  va_start (args, format);
  vfail (r, pos, TRUE, format, args);
  va_end (args);
  return FALSE;
}

/* @text, cut to SHOWN_MAX bytes (on a character boundary) with "…". */
static char *
shown (const char *text,
       gsize       length)
{
  gsize n = length;

  if (n <= SHOWN_MAX)
    return g_strndup (text, n);
  n = SHOWN_MAX;
  while (n > 0 && ((guchar) text[n] & 0xc0) == 0x80)
    n--;
  return g_strdup_printf ("%.*s…", (int) n, text);
}

/* What stands at the position of an unexpected byte, in words. */
static gboolean
fail_unexpected (Reader *r)
{
  const char *p = r->data + r->pos;
  gsize left = r->length - r->pos;
  gunichar c;

  if (left == 0)
    return fail (r, r->pos, _("the text ends too early"));
  if (p[0] == '/' && left > 1 && (p[1] == '/' || p[1] == '*'))
    return fail (r, r->pos, _("comments are not allowed in JSON"));
  if (p[0] == '\'')
    return fail (r, r->pos, _("strings must be in double quotes, not single quotes"));
  c = p[0] == '\0' ? 0 : g_utf8_get_char_validated (p, (gssize) MIN (left, 4));
  if (c == (gunichar) -1 || c == (gunichar) -2)
    return fail (r, r->pos, _("the text is not valid UTF-8"));
  if (c < 0x20 || c == 0x7f || g_unichar_iszerowidth (c) || !g_unichar_isprint (c))
    return fail (r, r->pos, _("unexpected character U+%04X"), c);
  return fail (r, r->pos, _("unexpected “%.*s”"), (int) g_utf8_skip[(guchar) p[0]], p);
}

static void
skip_space (Reader *r)
{
  while (r->pos < r->length)
    {
      char c = r->data[r->pos];

      if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
        break;
      r->pos++;
    }
}

static gboolean
at (Reader *r,
    char    c)
{
  return r->pos < r->length && r->data[r->pos] == c;
}

static int
hex_value (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* Four hex digits after "\u" at @pos; -1 when they are not. */
static int
read_hex4 (Reader *r,
           gsize   pos)
{
  int v = 0;

  if (r->length - pos < 4)
    return -1;
  for (int i = 0; i < 4; i++)
    {
      int d = hex_value (r->data[pos + i]);

      if (d < 0)
        return -1;
      v = v * 16 + d;
    }
  return v;
}

/* A string at the opening quote; the position after the closing one.
 * @max: its longest length. */
static gboolean
read_string (Reader *r,
             gsize   max)
{
  gsize start = r->pos;

  r->pos++;
  while (r->pos < r->length)
    {
      guchar c = (guchar) r->data[r->pos];

      if (r->pos - start > max)
        return fail_limit (r, start, _("a string is longer than %u bytes"), (guint) max);
      if (c == '"')
        {
          r->pos++;
          return TRUE;
        }
      if (c == '\\')
        {
          gsize esc = r->pos;
          int u, low;

          if (r->pos + 1 >= r->length)
            break;
          switch (r->data[r->pos + 1])
            {
            case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r': case 't':
              r->pos += 2;
              continue;
            case 'u':
              break;
            default:
              {
                const char *p = r->data + r->pos + 1;
                gsize left = r->length - r->pos - 1;
                gunichar e = g_utf8_get_char_validated (p, (gssize) MIN (left, 4));

                /* Quoted only when it is a character one can read: a
                 * message is UTF-8 (the engine answers in JSON). */
                if (e == (gunichar) -1 || e == (gunichar) -2)
                  return fail (r, esc, _("the text is not valid UTF-8"));
                if (e < 0x20 || e == 0x7f || g_unichar_iszerowidth (e) || !g_unichar_isprint (e))
                  return fail (r, esc, _("“\\” followed by U+%04X is not an escape of JSON"), e);
                return fail (r, esc, _("“\\%.*s” is not an escape of JSON"),
                             (int) g_utf8_skip[(guchar) *p], p);
              }
            }
          u = read_hex4 (r, r->pos + 2);
          if (u < 0)
            return fail (r, esc, _("“\\u” must be followed by four hexadecimal digits"));
          if (u == 0)
            return fail (r, esc, _("a string may not hold the character U+0000"));
          r->pos += 6;
          if (u >= 0xdc00 && u <= 0xdfff)
            return fail (r, esc, _("“\\u%04X” is half a character (a lone surrogate)"), u);
          if (u >= 0xd800 && u <= 0xdbff)
            {
              low = -1;
              if (r->length - r->pos >= 6 && r->data[r->pos] == '\\' && r->data[r->pos + 1] == 'u')
                low = read_hex4 (r, r->pos + 2);
              if (low < 0xdc00 || low > 0xdfff)
                return fail (r, esc, _("“\\u%04X” is half a character (a lone surrogate)"), u);
              r->pos += 6;
            }
          continue;
        }
      if (c < 0x20)
        return fail (r, r->pos,
                     _("a string may not hold the control character U+%04X: write it as an escape"),
                     c);
      if (c < 0x80)
        {
          r->pos++;
          continue;
        }
      {
        gsize left = r->length - r->pos;
        gunichar u = g_utf8_get_char_validated (r->data + r->pos, (gssize) MIN (left, 4));

        if (u == (gunichar) -1 || u == (gunichar) -2)
          return fail (r, r->pos, _("the text is not valid UTF-8"));
        r->pos += g_utf8_skip[c];
      }
    }
  r->pos = r->length;
  return fail (r, start, _("a string is not closed"));
}

static gboolean
is_digit (Reader *r)
{
  return r->pos < r->length && g_ascii_isdigit (r->data[r->pos]);
}

static gboolean
read_number (Reader *r)
{
  gsize start = r->pos;
  gboolean integer = TRUE;
  g_autofree char *text = NULL;
  g_autofree char *show = NULL;
  gboolean fits;

  if (at (r, '-'))
    r->pos++;
  if (!is_digit (r))
    return fail (r, start, _("“-” must be followed by a digit"));
  if (at (r, '0'))
    {
      r->pos++;
      if (is_digit (r))
        return fail (r, start, _("a number may not begin with 0"));
    }
  else
    while (is_digit (r))
      r->pos++;
  if (at (r, '.'))
    {
      integer = FALSE;
      r->pos++;
      if (!is_digit (r))
        return fail (r, r->pos, _("a digit must follow the decimal point"));
      while (is_digit (r))
        r->pos++;
    }
  if (at (r, 'e') || at (r, 'E'))
    {
      integer = FALSE;
      r->pos++;
      if (at (r, '+') || at (r, '-'))
        r->pos++;
      if (!is_digit (r))
        return fail (r, r->pos, _("a digit must follow the exponent’s “e”"));
      while (is_digit (r))
        r->pos++;
    }

  /* json-glib wraps integers beyond 64 bits and turns 1e400 into inf. */
  text = g_strndup (r->data + start, r->pos - start);
  errno = 0;
  if (integer)
    {
      (void) g_ascii_strtoll (text, NULL, 10);
      fits = errno != ERANGE;
    }
  else
    fits = isfinite (g_ascii_strtod (text, NULL));
  if (fits)
    return TRUE;

  show = shown (text, r->pos - start);
  if (r->key != NULL && r->key_length <= SHOWN_MAX && memchr (r->key, '\\', r->key_length) == NULL)
    {
      g_autofree char *key = g_strndup (r->key, r->key_length);

      if (integer)
        return fail (r, start, _("the key “%s” holds %s, beyond the integers from −2⁶³ to 2⁶³−1"),
                     key, show);
      return fail (r, start, _("the key “%s” holds %s, a number too large"), key, show);
    }
  if (integer)
    return fail (r, start, _("the number %s lies beyond the integers from −2⁶³ to 2⁶³−1"), show);
  return fail (r, start, _("the number %s is too large"), show);
}

static gboolean
read_word (Reader     *r,
           const char *word)
{
  gsize n = strlen (word);

  if (r->length - r->pos < n || memcmp (r->data + r->pos, word, n) != 0)
    return fail_unexpected (r);
  r->pos += n;
  return TRUE;
}

/* The longest the string value about to be read may be: longer for the
 * value of a key "image". */
static gsize
string_limit (Reader *r)
{
  if (r->limits->max_image_string > r->limits->max_string && r->depth > 0
      && r->object[r->depth] && r->key != NULL && r->key_length == 5
      && memcmp (r->key, "image", 5) == 0)
    return r->limits->max_image_string;
  return r->limits->max_string;
}

/* One more item in the container being read, one more value in all. */
static gboolean
count_value (Reader *r)
{
  if (++r->values > r->limits->max_values)
    return fail_limit (r, r->pos, _("the text holds more than %u values"), r->limits->max_values);
  if (r->depth > 0 && ++r->items[r->depth] > r->limits->max_items)
    {
      const char *key = r->level_key[r->depth];
      gsize n = r->level_key_length[r->depth];

      if (key != NULL && n <= SHOWN_MAX && memchr (key, '\\', n) == NULL)
        return fail_limit (r, r->pos, _("“%.*s” holds more than %u items"),
                           (int) n, key, r->limits->max_items);
      return fail_limit (r, r->pos, _("an array or object holds more than %u items"),
                         r->limits->max_items);
    }
  return TRUE;
}

static gboolean
open_container (Reader   *r,
                gboolean  object)
{
  /* A container right after a key is that key's value. */
  gboolean keyed = r->depth > 0 && r->object[r->depth];

  /* As before the strict reader: a parse error. */
  if (r->depth >= r->limits->max_depth)
    return fail (r, r->pos, _("the JSON is nested more than %d levels deep"),
                 (int) r->limits->max_depth);

  r->depth++;
  r->object[r->depth] = object;
  r->items[r->depth] = 0;
  r->level_key[r->depth] = keyed ? r->key : NULL;
  r->level_key_length[r->depth] = keyed ? r->key_length : 0;
  r->pos++;
  return TRUE;
}

/* A key and its colon, at the opening quote. */
static gboolean
read_key (Reader *r)
{
  gsize start;

  skip_space (r);
  if (!at (r, '"'))
    return fail_unexpected (r);
  start = r->pos;
  if (!read_string (r, r->limits->max_string))
    return FALSE;
  r->key = r->data + start + 1;
  r->key_length = r->pos - start - 2;
  skip_space (r);
  if (!at (r, ':'))
    return fail_unexpected (r);
  r->pos++;
  return TRUE;
}

static gboolean
read_text (Reader *r)
{
  /* Each turn reads one value, then the separators and closing brackets
   * after it, and leaves r->pos at the next value. */
  for (;;)
    {
      gboolean next = FALSE;

      skip_space (r);
      if (r->pos >= r->length)
        return fail_unexpected (r);
      if (!count_value (r))
        return FALSE;
      switch (r->data[r->pos])
        {
        case '{':
          if (!open_container (r, TRUE))
            return FALSE;
          skip_space (r);
          if (at (r, '}'))
            {
              r->pos++;
              r->depth--;
              break;
            }
          if (!read_key (r))
            return FALSE;
          continue;
        case '[':
          if (!open_container (r, FALSE))
            return FALSE;
          skip_space (r);
          if (at (r, ']'))
            {
              r->pos++;
              r->depth--;
              break;
            }
          continue;
        case '"':
          if (!read_string (r, string_limit (r)))
            return FALSE;
          break;
        case 't':
          if (!read_word (r, "true"))
            return FALSE;
          break;
        case 'f':
          if (!read_word (r, "false"))
            return FALSE;
          break;
        case 'n':
          if (!read_word (r, "null"))
            return FALSE;
          break;
        default:
          if (r->data[r->pos] == '-' || g_ascii_isdigit (r->data[r->pos]))
            {
              if (!read_number (r))
                return FALSE;
              break;
            }
          return fail_unexpected (r);
        }

      /* After a value: a comma, or the end of its containers. */
      while (!next)
        {
          skip_space (r);
          if (r->depth == 0)
            {
              if (r->pos < r->length)
                return fail_unexpected (r);
              return TRUE;
            }
          if (at (r, ','))
            {
              r->pos++;
              if (r->object[r->depth] && !read_key (r))
                return FALSE;
              next = TRUE;
            }
          else if (at (r, r->object[r->depth] ? '}' : ']'))
            {
              r->pos++;
              r->depth--;
            }
          else
            return fail_unexpected (r);
        }
    }
}

gboolean
tess_json_check_text (const char            *data,
                      gsize                  length,
                      const TessJsonLimits  *limits,
                      guint                 *line,
                      guint                 *column,
                      GError               **error)
{
  Reader r = { 0 };
  guint l = 1, c = 1;

  g_return_val_if_fail (limits->max_depth <= TESS_MAX_JSON_DEPTH_LIMIT, FALSE);

  r.data = data;
  r.length = length;
  r.limits = limits;
  if (length > limits->max_size)
    fail_limit (&r, 0, _("the text is longer than %lu bytes"), (unsigned long) limits->max_size);
  else if (read_text (&r))
    return TRUE;

  /* Lines and columns count characters from 1, as text editors do. */
  for (gsize i = 0; i < r.error_pos && i < length; i++)
    {
      if (data[i] == '\n')
        {
          l++;
          c = 1;
        }
      else if (((guchar) data[i] & 0xc0) != 0x80)
        c++;
    }
  if (line != NULL)
    *line = l;
  if (column != NULL)
    *column = c;
  g_set_error_literal (error, TESS_FILE_ERROR,
                       r.too_big ? TESS_FILE_ERROR_TOO_BIG : TESS_FILE_ERROR_PARSE,
                       r.message);
  g_free (r.message);
  return FALSE;
}
