/* tess-test-prosody.h: a Prosody of the tests' own on the loopback
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The domain the server's certificate names, and one it does not. */
#define TESS_TEST_DOMAIN "localhost"
#define TESS_TEST_WRONG_DOMAIN "wrong.test"
/* Two servers federated over s2s (tess_test_prosody_start_federated()):
 * alpha with the rooms and their archive, beta with none. */
#define TESS_TEST_ALPHA "alpha.test"
#define TESS_TEST_BETA "beta.test"

typedef struct
{
  char        *dir;       /* config, data, certificates; removed at the end */
  char        *domain;    /* the server's name: TESS_TEST_DOMAIN, or one of the federation */
  char        *address;   /* c2s (and s2s) listen there: 127.0.0.1, 127.0.0.2 */
  guint16      port;      /* c2s */
  char        *ca_file;   /* the test authority that signed the server's certificate */
  char        *peer;      /* federated: the other server's name, and its address */
  char        *peer_address;
  GSubprocess *process;
  GString     *log;       /* what Prosody printed, for a failure's message */
  gboolean     listening;
  gboolean     failed_port;
  gboolean     exited;
  gboolean     default_hibernation; /* Prosody's own 600 s, not the tests' 10 s */
} TessTestProsody;

TessTestProsody *tess_test_prosody_start (void);
/* The same, keeping a killed client's session (and its place in the
 * rooms) for Prosody's default ten minutes. */
TessTestProsody *tess_test_prosody_start_hibernating (void);
void             tess_test_prosody_start_federated (TessTestProsody **alpha,
                                                    TessTestProsody **beta);
void             tess_test_prosody_stop  (TessTestProsody *prosody);
/* Stops the server as an outage would (its clients' connections drop)
 * and starts it again, on the same address and port, with its data. */
void             tess_test_prosody_halt    (TessTestProsody *prosody);
void             tess_test_prosody_restart (TessTestProsody *prosody);
/* An account made in-band on @prosody (@user at its domain); the path of
 * a file in @dir with its password. */
char            *tess_test_prosody_make_account (TessTestProsody *prosody,
                                                 const char      *dir,
                                                 const char      *user);

/* A child that dies with the test, whatever ends it. */
GSubprocess     *tess_test_spawn         (GSubprocessFlags    flags,
                                          const char *const  *argv,
                                          GError            **error);

typedef gboolean (*TessTestCondition) (gpointer data);

gboolean         tess_test_wait_for      (TessTestCondition condition,
                                          gpointer          data,
                                          guint             deadline_ms);

G_END_DECLS
