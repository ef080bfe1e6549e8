/* tess-json-private.h: helpers shared by the readers of the core layer
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tess-error.h"

G_BEGIN_DECLS

/* The limits of a file (no tile set or record comes near them): its
 * size, how deep its JSON nests (json-glib's parser recurses), how many
 * items an array or object holds (a game has at most 1,024 tiles), how
 * many values it holds in all (json-glib's tree of them stays small) and
 * how long one string is. doc/DESIGN.md, "File formats", lists them. */
#define TESS_MAX_FILE_SIZE    (64 * 1024 * 1024)
#define TESS_MAX_JSON_DEPTH   64
#define TESS_MAX_JSON_ITEMS   4096
#define TESS_MAX_JSON_VALUES  (256 * 1024)
#define TESS_MAX_JSON_STRING  (64 * 1024)
/* The value of a key "image" (a tile's art, DESIGN.md §4) may be longer:
 * as long as a set's art may be in base64 (16 MiB), so that an image too
 * big is read and shown as a problem of its tile, not a file refused. */
#define TESS_MAX_JSON_IMAGE_STRING (22 * 1024 * 1024)
/* The deepest limit a caller may ask for. */
#define TESS_MAX_JSON_DEPTH_LIMIT 128

typedef struct
{
  gsize max_size;
  guint max_depth;
  guint max_items;
  guint max_values;
  gsize max_string;
  gsize max_image_string;   /* 0: max_string */
} TessJsonLimits;

/* The limits above, for files and the engine's lines alike. */
extern const TessJsonLimits tess_json_file_limits;

/* Checks that @data is strict JSON (RFC 8259: no comments, no single
 * quotes, no "\u0000" or lone surrogates, integers within 64 bits,
 * finite numbers) within @limits, reading it once without recursion.
 * Otherwise returns %FALSE with @error (TESS_FILE_ERROR_PARSE, or
 * TESS_FILE_ERROR_TOO_BIG for a limit): what is wrong, and @line and
 * @column (from 1, in characters): where. Every caller of json-glib's
 * parser checks its text here first. */
gboolean    tess_json_check_text    (const char            *data,
                                     gsize                  length,
                                     const TessJsonLimits  *limits,
                                     guint                 *line,
                                     guint                 *column,
                                     GError               **error);

/* Problems found while reading: each a sentence "where: what". The code
 * of the first one becomes the GError's code. */
typedef struct
{
  GPtrArray *problems;
  int        code;
  guint      n;
} TessProblems;

void        tess_problems_init      (TessProblems *p,
                                     GPtrArray    *problems);
void        tess_problems_clear     (TessProblems *p);
void        tess_problems_add       (TessProblems *p,
                                     int           code,
                                     const char   *where,
                                     const char   *format,
                                     ...) G_GNUC_PRINTF (4, 5);
guint       tess_problems_count     (TessProblems *p);
/* Sets @error from the problems (TESS_FILE_ERROR, the first code). */
void        tess_problems_to_error  (TessProblems *p,
                                     GError      **error);
/* Ends a reading with @p: when it found problems and the caller gave no
 * list of @problems for them, sets @error from them and returns %FALSE.
 * Clears @p. */
gboolean    tess_problems_finish    (TessProblems *p,
                                     GPtrArray    *problems,
                                     GError      **error);
/* A problem that stops a reading: its message added to @problems
 * (nullable), @fatal moved into @error. */
void        tess_problems_fail      (GPtrArray    *problems,
                                     GError       *fatal,
                                     GError      **error);

/* tess_tile_set_from_json() adding to the problems of a record being read
 * (their codes included). */
struct _TessTileSetData *tess_tile_set_read (JsonNode     *node,
                                            const char   *where,
                                            TessProblems *p,
                                            GError      **error);

/* Parses @data into a node, refusing too deep nesting; errors name @where. */
JsonNode   *tess_json_parse         (const char   *data,
                                     gssize        length,
                                     const char   *where,
                                     GError      **error);
/* Reads a whole regular file of at most @limit bytes, counting what it
 * reads (a file that grows is stopped at the limit); refuses devices,
 * FIFOs, sockets and folders without reading them (TESS_FILE_ERROR_IO).
 * A failure to open or read is in G_FILE_ERROR. Errors name the file.
 * The data ends with a NUL beyond @length. */
char       *tess_read_file_limited  (const char   *filename,
                                     gsize         limit,
                                     gsize        *length,
                                     GError      **error);
/* The same with the limit TESS_MAX_FILE_SIZE. */
char       *tess_read_file          (const char   *filename,
                                     gsize        *length,
                                     GError      **error);
/* The same, and @display: (out): the file's name as messages show it. */
char       *tess_read_named_file    (const char   *filename,
                                     gsize        *length,
                                     char        **display,
                                     GError      **error);
/* Reads @filename and parses it (tess_json_parse()), errors naming the
 * file; @display: (out): its name as messages show it. */
JsonNode   *tess_json_load_file     (const char   *filename,
                                     char        **display,
                                     GError      **error);
/* Removes the temporary files "NAME.tessera-save-XXXXXX" a save of @filename left
 * beside it (killed half-way) that were last written before
 * @older_than (seconds since 1970) and belong to this user. */
void        tess_clean_save_temps   (const char   *filename,
                                     gint64        older_than);
/* Writes atomically (temporary file in the same directory, renamed),
 * through a symbolic link to its target, keeping the file's permissions;
 * then cleans stale temporary files of earlier saves. A read-only file
 * is not replaced: TESS_FILE_ERROR_READ_ONLY. */
gboolean    tess_write_file         (const char   *filename,
                                     const char   *data,
                                     gsize         length,
                                     GError      **error);
/* TessWriteFlags: how tess_write_file_full() writes.
 * @TESS_WRITE_REPLACE_READ_ONLY: replace a read-only file (the person
 *   was asked), which stays read-only
 * @TESS_WRITE_PRIVATE: the file is its owner's only (0600), and so is
 *   its temporary file from the start */
typedef enum
{
  TESS_WRITE_DEFAULT           = 0,
  TESS_WRITE_REPLACE_READ_ONLY = 1 << 0,
  TESS_WRITE_PRIVATE           = 1 << 1,
} TessWriteFlags;
gboolean    tess_write_file_full    (const char     *filename,
                                     const char     *data,
                                     gsize           length,
                                     TessWriteFlags  flags,
                                     GError        **error);
/* @node as JSON text (@pretty: indented by 2, one member a line), with
 * every control character escaped: json-glib leaves U+0001..U+001F but
 * \b \f \n \r \t raw. Every JSON Tessera writes goes through it. */
char       *tess_json_generate      (JsonNode     *node,
                                     gboolean      pretty);
char       *tess_json_to_data       (JsonNode     *node,
                                     gsize        *length);

/* Checks `format` and `version` of a root object. */
gboolean    tess_json_check_format  (JsonObject   *root,
                                     const char   *format,
                                     gint64        version,
                                     const char   *where,
                                     GError      **error);

/* Typed access to members: NULL/FALSE and a problem when the member has
 * the wrong type; absent members are not problems unless @required. */
gboolean    tess_json_is_integer    (JsonNode     *node);
const char *tess_json_get_string    (JsonObject   *obj,
                                     const char   *key,
                                     gboolean      required,
                                     TessProblems *p,
                                     const char   *where);
/* The same, for a longer text: at most @max_chars characters. */
const char *tess_json_get_text      (JsonObject   *obj,
                                     const char   *key,
                                     long          max_chars,
                                     gboolean      required,
                                     TessProblems *p,
                                     const char   *where);
JsonArray  *tess_json_get_array     (JsonObject   *obj,
                                     const char   *key,
                                     gboolean      required,
                                     TessProblems *p,
                                     const char   *where);
/* Returns TRUE and sets *value when present and an integer in [min, max]. */
gboolean    tess_json_get_int       (JsonObject   *obj,
                                     const char   *key,
                                     gint64        min,
                                     gint64        max,
                                     gboolean      required,
                                     gint64       *value,
                                     TessProblems *p,
                                     const char   *where);
gboolean    tess_json_get_bool      (JsonObject   *obj,
                                     const char   *key,
                                     gboolean     *value,
                                     TessProblems *p,
                                     const char   *where);

/* Every string read with tess_json_get_string() is held to
 * TESS_MAX_TEXT_CHARS, so that no message quotes more than that.
 * @text as a message quotes it: its first TESS_MAX_TEXT_CHARS
 * characters, then "…" when it is longer. */
char       *tess_json_shown         (const char   *text);

/* "where: " prefixes: returns "a: b" (or b when a is NULL). */
char       *tess_where              (const char   *outer,
                                     const char   *format,
                                     ...) G_GNUC_PRINTF (2, 3);

G_END_DECLS
