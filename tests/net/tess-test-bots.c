/* tess-test-bots.c: `tessera-cli online` bots for the tests
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdarg.h>

#include "tess-test-bots.h"

static TessTestProsody *bots_prosody;
static char *bots_dir;

void
tess_test_bots_init (TessTestProsody *prosody,
                     const char      *dir)
{
  bots_prosody = prosody;
  g_free (bots_dir);
  bots_dir = g_strdup (dir);
}

GSubprocess *
tess_test_bot_spawnv (GSubprocessFlags    flags,
                      const char         *role,
                      const char         *user,
                      const char * const *options)
{
  g_autofree char *server = g_strdup_printf ("127.0.0.1:%u", bots_prosody->port);
  g_autofree char *jid = g_strdup_printf ("%s@" TESS_TEST_DOMAIN, user);
  g_autofree char *password = g_strdup_printf ("%s/%s.password", bots_dir, user);
  const char *common[] = {
    TESSERA_CLI, "online", role, "--jid", jid, "--password-file", password,
    "--server", server, "--ca-file", bots_prosody->ca_file,
  };
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  GSubprocess *process;

  for (guint i = 0; i < G_N_ELEMENTS (common); i++)
    g_ptr_array_add (argv, (gpointer) common[i]);
  for (guint i = 0; options[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) options[i]);
  g_ptr_array_add (argv, NULL);
  process = tess_test_spawn (flags, (const char *const *) argv->pdata, &error);
  g_assert_no_error (error);
  return process;
}

GSubprocess *
tess_test_bot_spawn (GSubprocessFlags  flags,
                     const char       *role,
                     const char       *user,
                     ...)
{
  g_autoptr(GPtrArray) options = g_ptr_array_new ();
  const char *option;
  va_list args;

  va_start (args, user);
  while ((option = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (options, (gpointer) option);
  va_end (args);
  g_ptr_array_add (options, NULL);
  return tess_test_bot_spawnv (flags, role, user, (const char *const *) options->pdata);
}

static void
on_bot_exit (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  gboolean *done = data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  *done = TRUE;
}

void
tess_test_bot_watch (GSubprocess *process,
                     gboolean    *done)
{
  g_subprocess_wait_async (process, NULL, on_bot_exit, done);
}

static void
on_bot_done (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  TessTestBot *bot = data;
  g_autoptr(GError) error = NULL;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, &bot->out, &bot->err,
                                        &error);
  g_assert_no_error (error);
  bot->done = TRUE;
}

void
tess_test_bot_communicate (TessTestBot *bot)
{
  g_subprocess_communicate_utf8_async (bot->process, NULL, NULL, on_bot_done, bot);
}

void
tess_test_bot_clear (TessTestBot *bot)
{
  g_clear_object (&bot->process);
  g_clear_pointer (&bot->out, g_free);
  g_clear_pointer (&bot->err, g_free);
}

gboolean
tess_test_bots_both_done (gpointer data)
{
  TessTestBot *bots = data;

  return bots[0].done && bots[1].done;
}

char *
tess_test_cli (const char *command,
               const char *record,
               int        *status)
{
  const char *argv[] = { TESSERA_CLI, command, record, NULL };
  g_autoptr(GError) error = NULL;
  char *out = NULL;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                status, &error);
  g_assert_no_error (error);
  return out;
}
