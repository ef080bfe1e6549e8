/* tess-display-text.c: text of the core and of files, made fit to show
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <string.h>

#include "tess-display-text.h"

/**
 * tess_display_path:
 * @path: a file's path, in the file system's encoding
 * @home: the home folder, or %NULL for the user's
 *
 * @path as GNOME shows one: "~/…" for a file in the home folder, in
 * UTF-8.
 *
 * Returns: (transfer full): the path to show
 */
char *
tess_display_path (const char *path,
                   const char *home)
{
  g_autofree char *shown = NULL;
  size_t len;

  g_return_val_if_fail (path != NULL, NULL);

  if (home == NULL)
    home = g_get_home_dir ();
  len = strlen (home);
  while (len > 1 && home[len - 1] == G_DIR_SEPARATOR)
    len--;
  shown = g_filename_display_name (path);
  if (len > 1 && strncmp (path, home, len) == 0 && path[len] == G_DIR_SEPARATOR)
    {
      g_autofree char *tail = g_filename_display_name (path + len);

      return g_strconcat ("~", tail, NULL);
    }
  return g_steal_pointer (&shown);
}
