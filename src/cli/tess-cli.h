/* tess-cli.h: what the subcommands of tessera-cli share
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tess-record.h"
#include "tess-replay.h"

G_BEGIN_DECLS

/* Exit statuses: 1 for a failure the command reports (an illegal move, an
 * invalid file), 2 for a wrong command line. */
#define TESS_CLI_EXIT_FAILURE 1
#define TESS_CLI_EXIT_USAGE   2

/**
 * TessCliCommand:
 * @name: the subcommand, as typed ("score")
 * @parameters: (nullable): its parameter string for --help, untranslated
 *   (marked with N_()), e.g. N_("FILE")
 * @summary: one line for `tessera-cli --help`, marked with N_()
 * @run: runs it; argv[0] is the command's name, argv[1..] its arguments.
 *   Returns the exit status
 *
 * Each subcommand lives in its own tess-cli-NAME.c, which defines
 * `const TessCliCommand tess_cli_command_NAME`. src/cli/meson.build lists
 * the names and builds the table of commands from the files that exist.
 */
typedef struct
{
  const char *name;
  const char *parameters;
  const char *summary;
  int       (*run) (int argc, char **argv);
} TessCliCommand;

/* A GOptionContext set up for a command: translation domain, parameter
 * string and summary from @command, and the program name shown as
 * "tessera-cli NAME". */
GOptionContext *tess_cli_option_context (const TessCliCommand *command);

/* Parses the command line; on an error prints it with a hint and returns
 * FALSE (exit with TESS_CLI_EXIT_USAGE). */
gboolean        tess_cli_parse          (GOptionContext       *context,
                                         int                  *argc,
                                         char               ***argv);

/* Prints a usage error for @command on stderr. Returns TESS_CLI_EXIT_USAGE. */
int             tess_cli_usage_error    (const TessCliCommand *command,
                                         const char           *message);

/* Loads a record and builds its replay; on failure prints the error on
 * stderr and returns NULL. */
TessReplay     *tess_cli_open_replay    (const char           *filename);

/* Loads a record and plays it to its last move; on failure prints the
 * error on stderr and returns NULL (tess-cli-protocol.h). */
typedef struct _TessCliPosition TessCliPosition;
TessCliPosition *tess_cli_open_position (const char        *filename);

/* Prints a JSON node to stdout, pretty, with a final newline. */
void            tess_cli_print_json     (JsonNode             *node);
/* Prints a JSON node to stdout on one line, as the engine protocol does. */
void            tess_cli_print_json_line (JsonNode            *node);

G_END_DECLS
