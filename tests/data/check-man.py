#!/usr/bin/env python3
# The manual pages: groff formats each without a warning (-ww), `man -l`
# shows it, its NAME line is the program's, and the page of tessera-cli
# lists every command the program has, so a new command cannot go
# undocumented.
#
# usage: check-man.py CLI_SOURCE_DIR PAGE... -- COMMAND...
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import shutil
import subprocess
import sys

problems = []


def problem(text):
    print('FAIL: ' + text, file=sys.stderr)
    problems.append(text)


def check_page(page):
    program = os.path.basename(page).rsplit('.', 1)[0]
    env = dict(os.environ, LC_ALL='C.UTF-8', MANWIDTH='80')
    groff = subprocess.run(['groff', '-man', '-Tutf8', '-ww', '-z', page],
                           env=env, capture_output=True, text=True, timeout=60)
    if groff.returncode != 0 or groff.stderr.strip():
        problem('%s: groff warns: %s' % (page, groff.stderr.strip() or groff.returncode))
    if shutil.which('man'):
        shown = subprocess.run(['man', '-l', page], env=env, capture_output=True, text=True,
                               timeout=60)
        if shown.returncode != 0:
            problem('%s: man -l failed: %s' % (page, shown.stderr.strip()))
        text = shown.stdout
    else:
        text = subprocess.run(['groff', '-man', '-Tutf8', page], env=env, capture_output=True,
                              text=True, timeout=60).stdout
    text = re.sub(r'.\x08', '', text)
    name = re.search(r'^NAME\n\s+(\S+) [-\u2010\u2011\u2212] ', text, re.M)
    if name is None or name.group(1) != program:
        problem('%s: the NAME section does not name %s' % (page, program))
    return program, text


def main():
    if '--' not in sys.argv:
        print('usage: check-man.py CLI_SOURCE_DIR PAGE... -- COMMAND...', file=sys.stderr)
        return 2
    sep = sys.argv.index('--')
    cli_dir, pages, commands = sys.argv[1], sys.argv[2:sep], sys.argv[sep + 1:]
    # A command listed whose file does not exist yet is not built (see
    # src/cli/meson.build).
    commands = [c for c in commands
                if os.path.exists(os.path.join(cli_dir, 'tess-cli-%s.c' % c))]
    texts = dict(check_page(page) for page in pages)
    cli = texts.get('tessera-cli')
    if cli is None:
        problem('no manual page of tessera-cli among %s' % pages)
    else:
        section = cli.split('\nCOMMANDS\n', 1)[-1].split('\nEXIT STATUS\n', 1)[0]
        listed = set(re.findall(r'^ {7}([a-z]+)\b', section, re.M))
        for command in commands:
            if command not in listed:
                problem('the manual page of tessera-cli does not list the command %s' % command)
        for command in sorted(listed - set(commands)):
            problem('the manual page of tessera-cli lists %s, which is no command' % command)
    if problems:
        return 1
    print('%d manual pages checked, %d commands listed' % (len(pages), len(commands)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
