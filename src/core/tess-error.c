/* tess-error.c: the error domain of Tessera's files
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-error.h"

#define MAX_JOINED 10

G_DEFINE_QUARK (tess-file-error-quark, tess_file_error)

char *
tess_problems_join (GPtrArray *problems)
{
  GString *s;
  guint shown;

  g_return_val_if_fail (problems != NULL, NULL);

  s = g_string_new (NULL);
  shown = MIN (problems->len, MAX_JOINED);
  for (guint i = 0; i < shown; i++)
    {
      if (i > 0)
        g_string_append_c (s, '\n');
      g_string_append (s, g_ptr_array_index (problems, i));
    }
  if (problems->len > shown)
    {
      guint more = problems->len - shown;

      g_string_append_c (s, '\n');
      g_string_append_printf (s, ngettext ("(and %u more problem)",
                                           "(and %u more problems)", more), more);
    }
  return g_string_free (s, FALSE);
}
