/* tess-cli-picture.c: writing the PNG pictures of tessera-cli (render,
 * thumbnail)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-cli-picture.h"
#include "tess-json-private.h"
#include "tess-record.h"

static cairo_status_t
append_bytes (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

cairo_status_t
tess_cli_encode_png (cairo_surface_t *surface,
                     GByteArray      *png)
{
  g_return_val_if_fail (surface != NULL, CAIRO_STATUS_NULL_POINTER);
  g_return_val_if_fail (png != NULL, CAIRO_STATUS_NULL_POINTER);

  return cairo_surface_write_to_png_stream (surface, append_bytes, png);
}

gboolean
tess_cli_write_png (const char  *filename,
                    GByteArray  *png,
                    GError     **error)
{
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (png != NULL, FALSE);

  if (g_file_test (filename, G_FILE_TEST_IS_DIR))
    {
      g_autofree char *display = g_filename_display_name (filename);

      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_IO,
                   _("Could not write the picture “%s”: %s"), display,
                   _("this is a folder, not a file"));
      return FALSE;
    }
  /* As saves are written: atomically, through a symbolic link to the
   * file it names, keeping the file's mode, never over a read-only file. */
  if (!tess_write_file (filename, (const char *) png->data, png->len, &local))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  return TRUE;
}
