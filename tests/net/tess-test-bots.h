/* tess-test-bots.h: `tessera-cli online` bots for the tests
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The online games' tests start bots (`tessera-cli online ROLE`) with
 * accounts on a Prosody of their own, keep what they print, and check
 * the records they write with `tessera-cli validate` and `score`.
 */

#pragma once

#include "tess-test-prosody.h"

G_BEGIN_DECLS

typedef struct
{
  GSubprocess *process;
  char        *out;
  char        *err;
  gboolean     done;
} TessTestBot;

/* The server and the folder (with the accounts' password files) that
 * the bots of this test use. */
void         tess_test_bots_init        (TessTestProsody *prosody,
                                         const char      *dir);

/* `tessera-cli online ROLE` as @user (an account made with
 * tess_test_prosody_make_account() in the folder) with the options
 * that follow, up to a NULL. */
GSubprocess *tess_test_bot_spawn        (GSubprocessFlags  flags,
                                         const char       *role,
                                         const char       *user,
                                         ...) G_GNUC_NULL_TERMINATED;
GSubprocess *tess_test_bot_spawnv       (GSubprocessFlags    flags,
                                         const char         *role,
                                         const char         *user,
                                         const char * const *options);

/* Sets @done once @process has ended. */
void         tess_test_bot_watch        (GSubprocess *process,
                                         gboolean    *done);
/* Keeps what @bot->process prints until it ends, then sets @bot->done. */
void         tess_test_bot_communicate  (TessTestBot *bot);
void         tess_test_bot_clear        (TessTestBot *bot);
/* For tess_test_wait_for(): both of an array of two bots are done. */
gboolean     tess_test_bots_both_done   (gpointer data);

/* `tessera-cli COMMAND RECORD`: what it printed, and its wait status. */
char        *tess_test_cli              (const char *command,
                                         const char *record,
                                         int        *status);

G_END_DECLS
