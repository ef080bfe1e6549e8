#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every button a sentence names is named as the button says, in every language.

A lesson that says "Take the move back" beside a button "Ia înapoi" sends
a child looking for a word that is not on the screen. The buttons are the
labels of src/ui/*.ui with a mnemonic and two words or more ("_Take Back",
"_No Follower"); a sentence names one when its English text holds the
label, capitals and all ("Press Take Back and try again."). In each
po/LL.po the translation of that sentence must hold the label's own
translation, mnemonic aside. Fails with the catalogue, the line, the
sentence and the label it must show.

Usage: check-button-words.py TOP_SRCDIR
"""

import glob
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from importlib import import_module  # noqa: E402

glossary = import_module('check-glossary')

LABEL = re.compile(r'<property name="label" translatable="yes"(?: context="[^"]*")?>([^<]+)</property>')


def plain(label):
    """A label as the reader sees it: no mnemonic, one space, no "…"."""
    label = re.sub(r'_(?=\w)', '', label)
    return ' '.join(label.replace('…', '').split())


def buttons(top):
    """The mnemonic labels of two words or more, as written (with '_')."""
    found = set()
    for ui in sorted(glob.glob(os.path.join(top, 'src', 'ui', '*.ui'))):
        with open(ui, encoding='utf-8') as f:
            for m in LABEL.finditer(f.read()):
                label = m.group(1)
                if '_' in label and len(plain(label).split()) >= 2:
                    found.add(label)
    return found


def names(sentence, label):
    """Whether the English @sentence names the button @label. A title
    ("Could Not Play from Here") is no sentence: it does not end as one."""
    if not re.search(r'[.!?:)]\s*$', sentence):
        return False
    return re.search(r'(?<!\w)' + re.escape(plain(label)) + r'(?!\w)', sentence) is not None


def main(top):
    labels = buttons(top)
    problems = []
    checked = 0
    for po in sorted(glob.glob(os.path.join(top, 'po', '*.po'))):
        entries = list(glossary.read_po(po))
        translated = {}
        for _line, ctx, msgid, strs in entries:
            if msgid in labels and strs and strs[0]:
                translated[msgid] = plain(strs[0])
        for line, _ctx, msgid, strs in entries:
            if msgid in labels:
                continue
            for label in labels:
                if not names(msgid, label):
                    continue
                checked += 1
                want = translated.get(label)
                if want is None:
                    problems.append(f'{os.path.relpath(po, top)}: the button “{label}” is not translated')
                    continue
                for text in strs:
                    if text and want.casefold() not in text.casefold():
                        problems.append(f'{os.path.relpath(po, top)}:{line}: “{msgid}” names the button '
                                        f'“{plain(label)}”, which says “{want}”: “{text}” does not')
    for p in problems:
        print(p)
    print(f'{checked} sentences that name a button checked, {len(problems)} problems')
    return 1 if problems or checked == 0 else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1]))
