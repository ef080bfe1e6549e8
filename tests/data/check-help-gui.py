"""Every <gui> label of the help names a label the program shows.

A help page that says "press Take Back" where the button says "Undo"
sends the reader looking for a button that is not there: in English the
labels of help/C/*.page, and in each translation the labels of
help/LL/LL.po, must be among the program's own texts in that language
(po/LL.po), mnemonics aside. Fails with the page or catalogue, the label,
and what the program's catalogue calls it.

Usage: check-help-gui.py TOP_SRCDIR
"""

import glob
import html
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from importlib import import_module  # noqa: E402

glossary = import_module('check-glossary')

GUI = re.compile(r'<gui(?:\s[^>]*)?>(.*?)</gui>', re.S)
PLACEHOLDER = re.compile(r'%(?:\d+\$)?[sud]')


def plain(label):
    """A label as the reader sees it: no mnemonic, no markup, one space."""
    label = re.sub(r'<[^>]+>', '', label)
    label = html.unescape(label)
    label = re.sub(r'_(?=\w)', '', label)
    return ' '.join(label.split())


def program_labels(path=None, english=False, top=None):
    """The program's texts (msgid in English, msgstr in a language)."""
    labels = set()
    files = [path] if path else sorted(glob.glob(os.path.join(top, 'po', '*.po')))
    for f in files:
        for _line, _ctx, msgid, strs in glossary.read_po(f):
            for text in ([msgid] if english else strs):
                if text:
                    labels.add(plain(text))
                    # A name the program fills in is "…" in the help:
                    # "Let the Computer Play for …".
                    labels.add(plain(PLACEHOLDER.sub('…', text)))
    return labels


def help_gui_labels_c(top):
    for page in sorted(glob.glob(os.path.join(top, 'help', 'C', '*.page'))):
        with open(page, encoding='utf-8') as f:
            text = f.read()
        for m in GUI.finditer(text):
            yield os.path.relpath(page, top), plain(m.group(1))


def help_gui_labels_po(path):
    for line, _ctx, msgid, strs in glossary.read_po(path):
        for text in strs:
            for m in GUI.finditer(text):
                yield line, plain(m.group(1)), msgid


def main(top):
    problems = []
    english = program_labels(english=True, top=top)
    for page, label in help_gui_labels_c(top):
        if label not in english:
            problems.append(f'{page}: <gui>{label}</gui> is no label of the program')

    with open(os.path.join(top, 'help', 'LINGUAS'), encoding='utf-8') as f:
        languages = [w for line in f if not line.startswith('#') for w in line.split()]
    for lang in languages:
        po = os.path.join(top, 'po', lang + '.po')
        help_po = os.path.join(top, 'help', lang, lang + '.po')
        if not os.path.exists(po) or not os.path.exists(help_po):
            continue
        labels = program_labels(po)
        for line, label, _msgid in help_gui_labels_po(help_po):
            if label not in labels:
                problems.append(f'{os.path.relpath(help_po, top)}:{line}: <gui>{label}</gui> '
                                f'is no label of the program in {lang}')
    for p in problems:
        print(p)
    print(f'{len(problems)} help labels the program does not show')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1]))
