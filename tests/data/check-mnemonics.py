#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""No two mnemonics of one window share a key, in English or in a translation.

Alt and a letter activates the widget whose label underlines that letter;
when two labels of a window underline the same letter, Alt and the letter
only moves the focus between them (Alt+S would not start a game). Reads
the translatable labels of each window's .ui files below and the catalogue
of every language in po/LINGUAS.

Usage: check-mnemonics.py TOP_SRCDIR
"""

import os
import re
import sys
import xml.etree.ElementTree as ET

# The .ui files shown together in one window.
WINDOWS = {
    'New Game': ['src/ui/tess-new-game-dialog.ui', 'src/ui/tess-tile-set-chooser.ui'],
    'Tile-Set Editor': ['src/ui/tess-editor-window.ui'],
}


def ui_labels(path):
    """Translatable texts with a mnemonic (an underscore before a letter)."""
    labels = []
    for prop in ET.parse(path).iter('property'):
        if prop.get('translatable') == 'yes' and prop.text and re.search(r'_\w', prop.text):
            if prop.get('context') is None:
                labels.append(prop.text)
    return labels


def unquote(s):
    return s.encode('latin-1', 'backslashreplace').decode('unicode_escape') if '\\' in s else s


def catalogue(path):
    """{msgid: msgstr} of the entries without a context, not fuzzy."""
    entries = {}
    text = open(path, encoding='utf-8').read()
    for block in text.split('\n\n'):
        if '#, fuzzy' in block or 'msgctxt' in block or block.lstrip().startswith('#~'):
            continue
        m = re.search(r'^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$', block, re.M)
        if m and m.group(2):
            entries.setdefault(m.group(1), m.group(2))
    return entries


def key(label):
    m = re.search(r'_(\w)', label)
    return m.group(1).lower() if m else None


def main():
    top = sys.argv[1]
    languages = ['en']
    with open(os.path.join(top, 'po', 'LINGUAS'), encoding='utf-8') as f:
        for line in f:
            line = line.split('#')[0].strip()
            languages += line.split()
    failures = []
    for window, files in WINDOWS.items():
        labels = []
        for name in files:
            labels += ui_labels(os.path.join(top, name))
        for lang in languages:
            tr = {} if lang == 'en' else catalogue(os.path.join(top, 'po', lang + '.po'))
            keys = {}
            for label in labels:
                shown = tr.get(label, label)
                keys.setdefault(key(shown), []).append(shown)
            for k, shown in sorted(keys.items(), key=lambda kv: str(kv[0])):
                if k is not None and len(shown) > 1:
                    failures.append(f'{window} ({lang}): Alt+{k.upper()} is the key of '
                                    + ', '.join(f'“{s}”' for s in shown))
        print(f'{window}: {len(labels)} mnemonics in {len(languages)} languages')
    for failure in failures:
        print(failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
