/* tess-test-cli.h: running tessera-cli from the cli tests
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The scaffolding every test of tests/cli shares: run the built
 * tessera-cli (TESSERA_CLI) as a user would, with arguments and optional
 * standard input, and read its output.
 */

#pragma once

#include <cairo.h>
#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef struct
{
  int   status;   /* exit status, -1 when killed by a signal */
  char *out;
  char *err;
} TessTestRun;

void tess_test_run_clear (TessTestRun *run);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (TessTestRun, tess_test_run_clear)

/* Runs tessera-cli with the arguments up to NULL; fills @run. */
void        run_cli             (TessTestRun *run,
                                 const char  *first,
                                 ...) G_GNUC_NULL_TERMINATED;
/* The same with @argv (NULL-terminated, without the program) and @input
 * written to its standard input (NULL: none). */
void        run_cli_argv        (TessTestRun        *run,
                                 const char * const *argv,
                                 const char         *input);

/* A file of tests/cli. */
char       *cli_data_file       (const char  *name);

/* Parses @text as JSON and returns its root object (asserts it is one). */
JsonObject *cli_parse_object    (JsonParser  *parser,
                                 const char  *text);

/* A test program that writes files: g_test_init() and a temporary
 * directory of its own (cli_get_tmp_dir()), emptied and removed by
 * cli_test_run(), which returns g_test_run()'s status. */
void        cli_test_init       (int         *argc,
                                 char      ***argv,
                                 const char  *name);
const char *cli_get_tmp_dir     (void);
int         cli_test_run        (void);

/* A PNG file as an image surface (asserts it reads). */
cairo_surface_t *cli_load_png   (const char      *path);
/* The RGB of a pixel of @surface, as 0xRRGGBB. */
guint32     cli_png_pixel       (cairo_surface_t *surface,
                                 int              x,
                                 int              y);

/* A file in a temporary directory holding @contents; the directory is
 * removed by cli_remove_temp(). */
char       *cli_write_temp      (const char  *name,
                                 const char  *contents);
void        cli_remove_temp     (const char  *path);

G_END_DECLS

G_BEGIN_DECLS

#include "tess-record.h"

/* A two-player record of the base game with @seed, and @n_moves random
 * legal moves (discards included) played from it, drawn from @rng_seed.
 * Fewer when the game ends first. */
TessRecord *cli_random_record   (gint64       seed,
                                 guint        n_moves,
                                 guint64      rng_seed);

/* Writes @record to a temporary file (remove with cli_remove_temp()). */
char       *cli_save_temp       (TessRecord  *record);

G_END_DECLS
