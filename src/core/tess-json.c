/* tess-json.c: helpers shared by the readers of the core layer
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tess-json-private.h"

void
tess_problems_init (TessProblems *p,
                    GPtrArray    *problems)
{
  p->problems = problems ? g_ptr_array_ref (problems)
                         : g_ptr_array_new_with_free_func (g_free);
  p->code = -1;
  p->n = 0;
}

void
tess_problems_clear (TessProblems *p)
{
  g_clear_pointer (&p->problems, g_ptr_array_unref);
}

/* "where: what", or "what" alone when @where is empty. */
static char * G_GNUC_PRINTF (2, 0)
where_vprintf (const char *where,
               const char *format,
               va_list     args)
{
  g_autofree char *what = g_strdup_vprintf (format, args);

  if (where == NULL || *where == '\0')
    return g_steal_pointer (&what);
  return g_strdup_printf ("%s: %s", where, what);
}

void
tess_problems_add (TessProblems *p,
                   int           code,
                   const char   *where,
                   const char   *format,
                   ...)
{
  va_list args;

  if (p->code < 0)
    p->code = code;
  p->n++;
  va_start (args, format);
  g_ptr_array_add (p->problems, where_vprintf (where, format, args));
  va_end (args);
}

guint
tess_problems_count (TessProblems *p)
{
  return p->n;
}

void
tess_problems_to_error (TessProblems *p,
                        GError      **error)
{
  g_autofree char *message = NULL;

  g_return_if_fail (p->code >= 0);

  message = tess_problems_join (p->problems);
  g_set_error_literal (error, TESS_FILE_ERROR, p->code, message);
}

gboolean
tess_problems_finish (TessProblems *p,
                      GPtrArray    *problems,
                      GError      **error)
{
  gboolean ok = p->n == 0 || problems != NULL;

  if (!ok)
    tess_problems_to_error (p, error);
  tess_problems_clear (p);
  return ok;
}

void
tess_problems_fail (GPtrArray  *problems,
                    GError     *fatal,
                    GError    **error)
{
  if (problems != NULL)
    g_ptr_array_add (problems, g_strdup (fatal->message));
  g_propagate_error (error, fatal);
}

/* Sets @error to "where: what". */
static void set_error_where (GError    **error,
                             int         code,
                             const char *where,
                             const char *format,
                             ...) G_GNUC_PRINTF (4, 5);

static void
set_error_where (GError    **error,
                 int         code,
                 const char *where,
                 const char *format,
                 ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = where_vprintf (where, format, args);
  va_end (args);
  g_set_error_literal (error, TESS_FILE_ERROR, code, message);
}

char *
tess_where (const char *outer,
            const char *format,
            ...)
{
  char *message;
  va_list args;

  va_start (args, format);
  message = where_vprintf (outer, format, args);
  va_end (args);
  return message;
}

JsonNode *
tess_json_parse (const char *data,
                 gssize      length,
                 const char *where,
                 GError    **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  guint line = 0, column = 0;
  JsonNode *root;

  if (length < 0)
    length = strlen (data);

  if (!tess_json_check_text (data, length, &tess_json_file_limits, &line, &column, &local_error))
    {
      /* Translators: the last %s says what is wrong there */
      set_error_where (error, local_error->code, where, _("line %u, column %u: %s"),
                       line, column, local_error->message);
      return NULL;
    }

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, length, &local_error))
    {
      const char *what = local_error->message;
      int skip = 0;

      /* json-glib says "<data>:LINE:COLUMN: Parse error: what": the file's
       * name, the line and the column instead of "<data>". */
      if (sscanf (what, "<data>:%u:%u: %n", &line, &column, &skip) == 2 && skip > 0)
        {
          const char *colon = strstr (what + skip, ": ");

          what = colon != NULL ? colon + 2 : what + skip;
          set_error_where (error, TESS_FILE_ERROR_PARSE, where,
                           /* Translators: the last %s is the JSON reader's own words */
                           _("line %u, column %u: not valid JSON: %s"),
                           line, column, what);
        }
      else
        set_error_where (error, TESS_FILE_ERROR_PARSE, where,
                         _("not valid JSON: %s"), what);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      set_error_where (error, TESS_FILE_ERROR_PARSE, where,
                       _("the file does not hold a JSON object"));
      return NULL;
    }
  return json_node_ref (root);
}

/* "FILE: why" for an errno, in GLib's file error domain. */
static void
set_errno_error (GError    **error,
                 const char *filename,
                 int         saved_errno)
{
  g_autofree char *display = g_filename_display_name (filename);

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               "%s: %s", display, g_strerror (saved_errno));
}

char *
tess_read_file_limited (const char *filename,
                        gsize       limit,
                        gsize      *length,
                        GError    **error)
{
  g_autofree char *display = g_filename_display_name (filename);
  g_autoptr(GByteArray) buffer = NULL;
  struct stat st;
  int fd;

  /* O_NONBLOCK: opening a FIFO with no writer must not hang. A device or
   * a FIFO is refused before reading: /dev/zero never ends. */
  fd = g_open (filename, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
  if (fd < 0)
    {
      set_errno_error (error, filename, errno);
      return NULL;
    }
  if (fstat (fd, &st) != 0)
    {
      set_errno_error (error, filename, errno);
      close (fd);
      return NULL;
    }
  if (!S_ISREG (st.st_mode))
    {
      close (fd);
      set_error_where (error, TESS_FILE_ERROR_IO, display,
                       S_ISDIR (st.st_mode) ? _("this is a folder, not a file")
                                            : _("this is not a regular file (a device, a pipe "
                                                "or a socket), so it is not read"));
      return NULL;
    }
  if ((guint64) st.st_size > limit)
    {
      close (fd);
      set_error_where (error, TESS_FILE_ERROR_TOO_BIG, display,
                       _("the file is too large (%lld bytes)"), (long long) st.st_size);
      return NULL;
    }

  /* The size may change while reading: count what is read, never more
   * than the limit. */
  buffer = g_byte_array_sized_new ((guint) st.st_size + 1);
  for (;;)
    {
      guint8 chunk[65536];
      gssize n = read (fd, chunk, sizeof chunk);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, filename, errno);
          close (fd);
          return NULL;
        }
      if (n == 0)
        break;
      if (buffer->len + (gsize) n > limit)
        {
          close (fd);
          set_error_where (error, TESS_FILE_ERROR_TOO_BIG, display,
                           _("the file is larger than %lu bytes"), (unsigned long) limit);
          return NULL;
        }
      g_byte_array_append (buffer, chunk, (guint) n);
    }
  close (fd);
  if (length != NULL)
    *length = buffer->len;
  g_byte_array_append (buffer, (const guint8 *) "", 1);
  return (char *) g_byte_array_free (g_steal_pointer (&buffer), FALSE);
}

char *
tess_read_file (const char *filename,
                gsize      *length,
                GError    **error)
{
  return tess_read_file_limited (filename, TESS_MAX_FILE_SIZE, length, error);
}

char *
tess_read_named_file (const char  *filename,
                      gsize       *length,
                      char       **display,
                      GError     **error)
{
  char *data = tess_read_file (filename, length, error);

  *display = data != NULL ? g_filename_display_name (filename) : NULL;
  return data;
}

JsonNode *
tess_json_load_file (const char  *filename,
                     char       **display,
                     GError     **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  data = tess_read_named_file (filename, &length, display, error);
  if (data == NULL)
    return NULL;
  return tess_json_parse (data, length, *display, error);
}

/* Why a write failed, in words a player understands; NULL when GLib's
 * own message says it best. */
static const char *
write_failure_reason (const GError *error)
{
  if (error->domain != G_FILE_ERROR)
    return NULL;
  switch (error->code)
    {
    case G_FILE_ERROR_NOSPC:
      return _("the disk is full");
    case G_FILE_ERROR_ROFS:
      return _("the disk or folder can only be read");
    case G_FILE_ERROR_ACCES:
    case G_FILE_ERROR_PERM:
      return _("you may not write in that folder");
    case G_FILE_ERROR_NOENT:
    case G_FILE_ERROR_NOTDIR:
      return _("the folder does not exist");
    default:
      return NULL;
    }
}

/* Where a save of @filename writes: through a symbolic link to the file
 * it names (replacing the link by a file would leave the target with the
 * old content while the save looks done), else @filename. */
static char *
save_target (const char *filename)
{
  g_autofree char *link = NULL;
  char *real;

  if (!g_file_test (filename, G_FILE_TEST_IS_SYMLINK))
    return g_strdup (filename);
  real = realpath (filename, NULL);
  if (real != NULL)
    {
      char *copy = g_strdup (real);

      free (real);
      return copy;
    }
  /* A link to a file not made yet: its target, once. */
  link = g_file_read_link (filename, NULL);
  if (link == NULL)
    return g_strdup (filename);
  if (g_path_is_absolute (link))
    return g_steal_pointer (&link);
  {
    g_autofree char *dir = g_path_get_dirname (filename);

    return g_build_filename (dir, link, NULL);
  }
}

/* The temporary file of a save: "NAME.tessera-save-XXXXXX" beside it, a
 * name no file of the player has, so that one a save killed half-way
 * left can be told apart and removed. */
#define SAVE_TEMP_INFIX ".tessera-save-"

static gboolean
is_save_temp (const char *name,
              const char *base)
{
  gsize n = strlen (base);
  gsize infix = strlen (SAVE_TEMP_INFIX);

  if (strncmp (name, base, n) != 0 || strncmp (name + n, SAVE_TEMP_INFIX, infix) != 0)
    return FALSE;
  return strlen (name + n + infix) == 6;
}

/* Writes @data to a new temporary file beside @target, syncs it, gives it
 * @mode (-1: a new file's, 0666 less the umask) and renames it over
 * @target: a failure (disk full, no permission) leaves the old file
 * intact and no temporary file. The temporary file is created with
 * @mode: a private file is never readable by others, not even before
 * it is complete. */
static gboolean
write_replace (const char *target,
               const char *data,
               gsize       length,
               int         mode,
               GError    **error)
{
  g_autofree char *tmp = g_strconcat (target, SAVE_TEMP_INFIX "XXXXXX", NULL);
  gsize done = 0;
  int fd, saved;

  fd = g_mkstemp_full (tmp, O_RDWR | O_CLOEXEC, mode >= 0 ? (mode & 0777) : 0666);
  if (fd < 0)
    goto failed;
  while (done < length)
    {
      gssize n = write (fd, data + done, length - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        goto failed_open;
      done += (gsize) n;
    }
  if (fsync (fd) != 0 || (mode >= 0 && fchmod (fd, (mode_t) mode) != 0))
    goto failed_open;
  if (close (fd) != 0)
    {
      fd = -1;
      goto failed_open;
    }
  fd = -1;
  if (g_rename (tmp, target) != 0)
    goto failed_open;
  return TRUE;

failed_open:
  saved = errno;
  if (fd >= 0)
    close (fd);
  g_unlink (tmp);
  errno = saved;
failed:
  saved = errno;
  g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (saved), g_strerror (saved));
  return FALSE;
}

void
tess_clean_save_temps (const char *filename,
                       gint64      older_than)
{
  g_autofree char *dir_name = g_path_get_dirname (filename);
  g_autofree char *base = g_path_get_basename (filename);
  g_autoptr(GDir) dir = g_dir_open (dir_name, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      struct stat st;

      if (!is_save_temp (name, base))
        continue;
      path = g_build_filename (dir_name, name, NULL);
      /* Only ours: a regular file of this user, not one a save under way
       * is writing now. */
      if (lstat (path, &st) == 0 && S_ISREG (st.st_mode) && st.st_uid == getuid ()
          && (gint64) st.st_mtime < older_than)
        g_unlink (path);
    }
}

/* Whether the file @st may not be written by this user: by its mode
 * when it is the user's (root too may not, as GNOME's editors say). */
static gboolean
is_read_only (const char        *target,
              const struct stat *st)
{
  if (st->st_uid == geteuid ())
    return (st->st_mode & S_IWUSR) == 0;
  return access (target, W_OK) != 0 && errno == EACCES;
}

gboolean
tess_write_file (const char *filename,
                 const char *data,
                 gsize       length,
                 GError    **error)
{
  return tess_write_file_full (filename, data, length, TESS_WRITE_DEFAULT, error);
}

gboolean
tess_write_file_full (const char     *filename,
                      const char     *data,
                      gsize           length,
                      TessWriteFlags  flags,
                      GError        **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *display = NULL;
  g_autofree char *target = save_target (filename);
  const char *reason;
  struct stat st;
  int mode = -1;

  /* A file keeps its permissions (a 0600 record stays private). */
  if (stat (target, &st) == 0 && S_ISREG (st.st_mode))
    {
      mode = st.st_mode & 07777;
      if (!(flags & TESS_WRITE_REPLACE_READ_ONLY) && is_read_only (target, &st))
        {
          display = g_filename_display_name (filename);
          g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_READ_ONLY,
                       _("Could not save “%s”: %s"), display, _("the file is read-only"));
          return FALSE;
        }
    }
  if (flags & TESS_WRITE_PRIVATE)
    mode = 0600;

  /* The error keeps GLib's domain and code (G_FILE_ERROR_NOSPC, ...),
   * with a message that names the file and says why. */
  if (write_replace (target, data, length, mode, &local))
    {
      /* A save killed half-way left its temporary file: a minute old is
       * no save under way. */
      tess_clean_save_temps (target, (g_get_real_time () / G_USEC_PER_SEC) - 60);
      return TRUE;
    }

  g_debug ("Saving %s failed: %s", filename, local->message);
  display = g_filename_display_name (filename);
  reason = write_failure_reason (local);
  g_set_error (error, local->domain, local->code,
               /* Translators: the first %s is a file name, the second says why
                * ("the disk is full") */
               _("Could not save “%s”: %s"), display, reason ? reason : local->message);
  return FALSE;
}

/* The end of the number json-glib wrote at @c: it prints a double with
 * "%.17g" and appends ".0" when that has no point, so 1e22 comes out as
 * "1e+22.0" (no JSON) and infinity as "inf.0". */
static const char *
number_end (const char *c)
{
  while (g_ascii_isalnum (*c) || *c == '-' || *c == '+' || *c == '.')
    c++;
  return c;
}

/* Appends the number @start to @end as valid JSON: an exponent without
 * the ".0" json-glib put after it, null for what JSON has no number for
 * (only a double made in code can be one: the reader refuses them). */
static void
append_number (GString    *out,
               const char *start,
               const char *end)
{
  gsize n = (gsize) (end - start);
  gboolean exponent = memchr (start, 'e', n) != NULL || memchr (start, 'E', n) != NULL;

  if (memchr (start, 'n', n) != NULL || memchr (start, 'N', n) != NULL)
    {
      g_string_append (out, "null");
      return;
    }
  if (exponent && n > 2 && strncmp (end - 2, ".0", 2) == 0)
    n -= 2;
  g_string_append_len (out, start, (gssize) n);
}

/* json-glib's text made JSON: its numbers (above), and the control
 * characters other than \b \f \n \r \t it writes raw in strings. Outside
 * strings it writes none but the newlines of pretty output. */
static char *
fix_generated (const char *text,
               gboolean    pretty)
{
  GString *out = g_string_sized_new (strlen (text) + 1);
  gboolean in_string = FALSE;

  for (const char *c = text; *c != '\0'; c++)
    {
      if (in_string)
        {
          if ((guchar) *c < 0x20)
            g_string_append_printf (out, "\\u%04x", (guchar) *c);
          else
            {
              g_string_append_c (out, *c);
              if (*c == '\\' && c[1] != '\0')
                g_string_append_c (out, *++c);
              else if (*c == '"')
                in_string = FALSE;
            }
          continue;
        }
      if (*c == '"')
        in_string = TRUE;
      else if (*c == '-' || g_ascii_isdigit (*c) || *c == 'i' || strncmp (c, "nan", 3) == 0)
        {
          const char *end = number_end (c);

          append_number (out, c, end);
          c = end - 1;
          continue;
        }
      else if ((guchar) *c < 0x20 && !(pretty && *c == '\n'))
        {
          g_string_append_printf (out, "\\u%04x", (guchar) *c);
          continue;
        }
      g_string_append_c (out, *c);
    }
  /* A string made in code from bytes that are no UTF-8 (a file name)
   * would make the text no JSON: such bytes become U+FFFD. */
  if (!g_utf8_validate_len (out->str, out->len, NULL))
    {
      char *valid = g_utf8_make_valid (out->str, (gssize) out->len);

      g_string_free (out, TRUE);
      return valid;
    }
  return g_string_free (out, FALSE);
}

char *
tess_json_generate (JsonNode *node,
                    gboolean  pretty)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_pretty (gen, pretty);
  json_generator_set_indent (gen, 2);
  json_generator_set_root (gen, node);
  text = json_generator_to_data (gen, NULL);

  return fix_generated (text, pretty);
}

char *
tess_json_to_data (JsonNode *node,
                   gsize    *length)
{
  g_autofree char *text = tess_json_generate (node, TRUE);
  char *out;

  /* Files end with a newline, as text files do. */
  out = g_strconcat (text, "\n", NULL);
  if (length)
    *length = strlen (out);
  return out;
}

gboolean
tess_json_check_format (JsonObject *root,
                        const char *format,
                        gint64      version,
                        const char *where,
                        GError    **error)
{
  JsonNode *node;
  const char *found;
  gint64 v;

  node = json_object_get_member (root, "format");
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      set_error_where (error, TESS_FILE_ERROR_FORMAT, where,
                       _("no “format” key: this is not a Tessera file (expected “%s”)"),
                       format);
      return FALSE;
    }
  found = json_node_get_string (node);
  if (g_strcmp0 (found, format) != 0)
    {
      set_error_where (error, TESS_FILE_ERROR_FORMAT, where,
                       _("unknown format “%s” (expected “%s”)"),
                       found, format);
      return FALSE;
    }

  node = json_object_get_member (root, "version");
  if (node == NULL || !tess_json_is_integer (node))
    {
      set_error_where (error, TESS_FILE_ERROR_VERSION, where,
                       _("the key “version” must be an integer"));
      return FALSE;
    }
  v = json_node_get_int (node);
  if (v < 1)
    {
      set_error_where (error, TESS_FILE_ERROR_VERSION, where,
                       _("unknown version %lld"), (long long) v);
      return FALSE;
    }
  if (v > version)
    {
      set_error_where (error, TESS_FILE_ERROR_VERSION, where,
                       _("version %lld of the format “%s” is newer than "
                         "this version of Tessera can read (%lld); "
                         "please update Tessera"),
                       (long long) v, format, (long long) version);
      return FALSE;
    }
  return TRUE;
}

gboolean
tess_json_is_integer (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node)
         && json_node_get_value_type (node) == G_TYPE_INT64;
}

static const char *
json_type_name (JsonNode *node)
{
  GType type;

  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_OBJECT:
      return _("an object");
    case JSON_NODE_ARRAY:
      return _("an array");
    case JSON_NODE_NULL:
      return _("null");
    case JSON_NODE_VALUE:
    default:
      break;
    }
  type = json_node_get_value_type (node);
  if (type == G_TYPE_STRING)
    return _("a string");
  if (type == G_TYPE_BOOLEAN)
    return _("a boolean");
  if (type == G_TYPE_INT64)
    return _("an integer");
  return _("a number");
}

/* The member @key of @obj; %NULL when it is missing, a problem when it
 * is @required. */
static JsonNode *
get_member (JsonObject   *obj,
            const char   *key,
            gboolean      required,
            TessProblems *p,
            const char   *where)
{
  JsonNode *node = json_object_get_member (obj, key);

  if (node == NULL && required)
    tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                       _("the key “%s” is missing"), key);
  return node;
}

const char *
tess_json_get_string (JsonObject   *obj,
                      const char   *key,
                      gboolean      required,
                      TessProblems *p,
                      const char   *where)
{
  return tess_json_get_text (obj, key, TESS_MAX_TEXT_CHARS, required, p, where);
}

const char *
tess_json_get_text (JsonObject   *obj,
                    const char   *key,
                    long          max_chars,
                    gboolean      required,
                    TessProblems *p,
                    const char   *where)
{
  JsonNode *node = get_member (obj, key, required, p, where);

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                         _("the key “%s” must be a string, not %s"),
                         key, json_type_name (node));
      return NULL;
    }
  if (g_utf8_strlen (json_node_get_string (node), max_chars * 4 + 4) > max_chars)
    {
      tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                         _("the key “%s” is longer than %d characters"),
                         key, (int) max_chars);
      return NULL;
    }
  return json_node_get_string (node);
}

char *
tess_json_shown (const char *text)
{
  const char *end;

  if (!g_utf8_validate (text, -1, NULL))
    return g_utf8_make_valid (text, TESS_MAX_TEXT_CHARS);
  if (g_utf8_strlen (text, TESS_MAX_TEXT_CHARS * 4 + 4) <= TESS_MAX_TEXT_CHARS)
    return g_strdup (text);
  end = g_utf8_offset_to_pointer (text, TESS_MAX_TEXT_CHARS);
  return g_strdup_printf ("%.*s…", (int) (end - text), text);
}

JsonArray *
tess_json_get_array (JsonObject   *obj,
                     const char   *key,
                     gboolean      required,
                     TessProblems *p,
                     const char   *where)
{
  JsonNode *node = get_member (obj, key, required, p, where);

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                         _("the key “%s” must be an array, not %s"),
                         key, json_type_name (node));
      return NULL;
    }
  return json_node_get_array (node);
}

gboolean
tess_json_get_int (JsonObject   *obj,
                   const char   *key,
                   gint64        min,
                   gint64        max,
                   gboolean      required,
                   gint64       *value,
                   TessProblems *p,
                   const char   *where)
{
  JsonNode *node = get_member (obj, key, required, p, where);
  gint64 v;

  if (node == NULL)
    return FALSE;
  if (!tess_json_is_integer (node))
    {
      tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                         _("the key “%s” must be an integer, not %s"),
                         key, json_type_name (node));
      return FALSE;
    }
  v = json_node_get_int (node);
  if (v < min || v > max)
    {
      tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                         _("the key “%s” is %lld, outside %lld to %lld"),
                         key, (long long) v, (long long) min, (long long) max);
      return FALSE;
    }
  *value = v;
  return TRUE;
}

gboolean
tess_json_get_bool (JsonObject   *obj,
                    const char   *key,
                    gboolean     *value,
                    TessProblems *p,
                    const char   *where)
{
  JsonNode *node = json_object_get_member (obj, key);

  if (node == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    {
      tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                         _("the key “%s” must be true or false, not %s"),
                         key, json_type_name (node));
      return FALSE;
    }
  *value = json_node_get_boolean (node);
  return TRUE;
}
