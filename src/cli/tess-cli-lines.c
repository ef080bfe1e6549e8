/* tess-cli-lines.c: reading the engine protocol's lines, bounded
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * getline() buffers a whole line before anyone can look at its length:
 * a 1 GB line cost 983 MB, and a line with no newline grew without end.
 * This reader keeps at most the limit and one chunk: past the limit it
 * drops what it has and discards up to the next newline, then reports
 * that line as too long.
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "tess-cli-protocol.h"

#define CHUNK (64 * 1024)

struct _TessCliLineReader
{
  int         fd;
  gsize       max_line;
  GByteArray *buffer;
  gsize       start;      /* where the next line begins in buffer */
  gsize       scanned;    /* bytes after start known to hold no newline */
  gboolean    discarding; /* the line under way is over max_line */
  gboolean    eof;
};

TessCliLineReader *
tess_cli_line_reader_new (int   fd,
                          gsize max_line)
{
  TessCliLineReader *r = g_new0 (TessCliLineReader, 1);

  r->fd = fd;
  r->max_line = max_line;
  r->buffer = g_byte_array_sized_new (CHUNK);
  return r;
}

void
tess_cli_line_reader_free (TessCliLineReader *r)
{
  if (r == NULL)
    return;
  g_byte_array_unref (r->buffer);
  g_free (r);
}

gboolean
tess_cli_line_reader_next (TessCliLineReader  *r,
                           const char        **line,
                           gsize              *length,
                           gboolean           *too_long)
{
  for (;;)
    {
      guint8 *data = r->buffer->data + r->start;
      gsize pending = r->buffer->len - r->start;
      guint8 *nl = pending > r->scanned ? memchr (data + r->scanned, '\n', pending - r->scanned)
                                        : NULL;
      gssize n;

      if (nl != NULL)
        {
          *line = (const char *) data;
          *length = (gsize) (nl - data);
          *too_long = r->discarding || *length > r->max_line;
          r->discarding = FALSE;
          r->start += *length + 1;
          r->scanned = 0;
          return TRUE;
        }
      r->scanned = pending;
      if (pending > r->max_line)
        {
          /* Over the limit: keep nothing of it. */
          r->discarding = TRUE;
          r->start = r->buffer->len;
          r->scanned = 0;
          pending = 0;
        }
      if (r->eof)
        {
          if (pending == 0 && !r->discarding)
            return FALSE;
          /* The last line, without a newline. */
          *line = (const char *) data;
          *length = pending;
          *too_long = r->discarding;
          r->discarding = FALSE;
          r->start = r->buffer->len;
          r->scanned = 0;
          return TRUE;
        }

      /* The lines returned are consumed: keep only the one under way. */
      g_byte_array_remove_range (r->buffer, 0, (guint) r->start);
      r->start = 0;
      g_byte_array_set_size (r->buffer, (guint) (pending + CHUNK));
      do
        n = read (r->fd, r->buffer->data + pending, CHUNK);
      while (n < 0 && errno == EINTR);
      g_byte_array_set_size (r->buffer, (guint) (pending + MAX (n, 0)));
      if (n <= 0)
        r->eof = TRUE;
    }
}
