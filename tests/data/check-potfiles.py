#!/usr/bin/env python3
# Checks po/POTFILES.in against the tree: every source file with translatable
# strings must be listed (or its strings never reach the translators), and
# every listed file must exist (or xgettext fails).
#
# Usage: check-potfiles.py SOURCE_ROOT [POTFILES.in]
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import sys

# The gettext calls of C code (glib/gi18n.h and libintl.h).
C_CALL = re.compile(r'\b(?:_|N_|C_|NC_|Q_|gettext|dgettext|dcgettext|ngettext|dngettext|'
                    r'dcngettext|pgettext|npgettext|g_dgettext|g_dcgettext|g_dngettext|'
                    r'g_dpgettext|g_dpgettext2)\s*\(')
# GtkBuilder accepts yes/true/1 (and their first letters) for a boolean.
UI_TRANSLATABLE = re.compile(r'\btranslatable\s*=\s*["\'](?:y|yes|t|true|1)["\']', re.IGNORECASE)
GSCHEMA_DOMAIN = re.compile(r'\bgettext-domain\s*=')
# Comments, string literals and character literals, so that a gettext call
# named in a comment or a string does not count.
C_NOISE = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.DOTALL)

SCANNED_DIRS = ('src', 'data')


def strip_c_noise(text):
    def blank(m):
        s = m.group(0)
        if s.startswith('"'):
            return '""'
        if s.startswith("'"):
            return "' '"
        return ' '
    return C_NOISE.sub(blank, text)


def has_strings(path):
    try:
        with open(path, encoding='utf-8') as f:
            text = f.read()
    except (OSError, UnicodeDecodeError):
        return False
    name = os.path.basename(path)
    if name.endswith(('.c', '.h')):
        return C_CALL.search(strip_c_noise(text)) is not None
    if name.endswith('.ui'):
        return UI_TRANSLATABLE.search(text) is not None
    if name.endswith(('.desktop.in', '.metainfo.xml.in', '.appdata.xml.in')):
        return True
    if name.endswith('.gschema.xml'):
        # Only a schema that names its gettext domain has its texts translated.
        return GSCHEMA_DOMAIN.search(text) is not None
    return False


def sources_with_strings(root):
    found = set()
    for top in SCANNED_DIRS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith('.'))
            for name in filenames:
                path = os.path.join(dirpath, name)
                if has_strings(path):
                    found.add(os.path.relpath(path, root).replace(os.sep, '/'))
    return found


def read_potfiles(path):
    listed = []
    with open(path, encoding='utf-8') as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if line and not line.startswith('#'):
                listed.append((number, line))
    return listed


def main(argv):
    if len(argv) not in (2, 3):
        print('usage: %s SOURCE_ROOT [POTFILES.in]' % argv[0], file=sys.stderr)
        return 2
    root = argv[1]
    potfiles = argv[2] if len(argv) == 3 else os.path.join(root, 'po', 'POTFILES.in')

    try:
        listed = read_potfiles(potfiles)
    except OSError as e:
        print('cannot read %s: %s' % (potfiles, e))
        return 1

    problems = []
    names = set()
    for number, name in listed:
        if name in names:
            problems.append('%s:%d: %s is listed twice' % (potfiles, number, name))
        names.add(name)
        if not os.path.isfile(os.path.join(root, name)):
            problems.append('%s:%d: %s does not exist' % (potfiles, number, name))

    for name in sorted(sources_with_strings(root) - names):
        problems.append('%s has translatable strings but is not listed in %s'
                        % (name, potfiles))

    for p in problems:
        print(p)
    if problems:
        print('%d problem(s); add the missing files to po/POTFILES.in (sorted)' % len(problems))
        return 1
    print('%s lists all %d files with translatable strings' % (potfiles, len(names)))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
