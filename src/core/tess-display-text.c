/* tess-display-text.c: text of the core and of files, made fit to show
 *
 * The core words a problem as a fragment ("the tile has no id"), so
 * that the command line can put the place in front of it ("tile 3:
 * the tile has no id"). A window shows it on its own, as a sentence.
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
 * tess_display_sentence:
 * @fragment: a message of the core, in UTF-8, or %NULL
 *
 * @fragment as a sentence: its first letter a capital, a full stop at
 * its end unless it ends with one (or with "!", "?" or "…").
 *
 * Returns: (transfer full): the sentence, "" for %NULL
 */
char *
tess_display_sentence (const char *fragment)
{
  GString *out;
  gunichar first;
  const char *rest;
  const char *last;
  gunichar end;

  if (fragment == NULL || *fragment == '\0')
    return g_strdup ("");
  g_return_val_if_fail (g_utf8_validate (fragment, -1, NULL), g_strdup (fragment));

  out = g_string_new (NULL);
  first = g_utf8_get_char (fragment);
  rest = g_utf8_next_char (fragment);
  g_string_append_unichar (out, g_unichar_totitle (first));
  g_string_append (out, rest);

  last = g_utf8_find_prev_char (out->str, out->str + out->len);
  end = last != NULL ? g_utf8_get_char (last) : 0;
  if (end != '.' && end != '!' && end != '?' && end != 0x2026 /* … */)
    g_string_append_c (out, '.');
  return g_string_free (out, FALSE);
}

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
