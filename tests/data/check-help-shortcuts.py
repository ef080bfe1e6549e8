#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The help names exactly the shortcuts of the Keyboard Shortcuts window.

Reads every accelerator of src/ui/gtk/help-overlay.ui and every key the
English help pages (help/C/*.page) name with <key> and <keyseq>, and fails
when a page names a shortcut the window does not have, or when the window
has a shortcut no page names. The replay's keys, as its shortcut
controller binds them (src/ui/tess-replay-view-keys.c), must all be in the
window too: a key a teacher presses in front of a class (F5, Page Down)
is one the window lists.

Usage: check-help-shortcuts.py TOP_SRCDIR
"""

import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

MALLARD = '{http://projectmallard.org/1.0/}'

# How the pages write a key, as GTK names it.
PAGE_KEYS = {
    '←': 'left', '→': 'right', '↑': 'up', '↓': 'down',
    'enter': 'return', 'esc': 'escape', 'space': 'space',
    'backspace': 'backspace', 'tab': 'tab', 'home': 'home', 'end': 'end',
    'insert': 'insert', 'delete': 'delete', 'page up': 'page_up', 'page down': 'page_down',
    '+': 'plus', '-': 'minus', '[': 'bracketleft', ']': 'bracketright',
    ',': 'comma', '?': 'question',
}
PAGE_MODIFIERS = {'ctrl': 'control', 'shift': 'shift', 'alt': 'alt', 'super': 'super'}


def ui_shortcuts(path):
    """{(modifiers, key)} of the shortcuts window; '1...9' stays a range."""
    shortcuts = {}
    for prop in ET.parse(path).iter('property'):
        if prop.get('name') != 'accelerator':
            continue
        for accel in prop.text.split():
            mods = frozenset(m.lower() for m in re.findall(r'<(\w+)>', accel))
            key = re.sub(r'<\w+>', '', accel).lower()
            shortcuts[(mods, key)] = accel
    return shortcuts


def key_name(text, where):
    text = text.strip()
    low = text.lower()
    if low in PAGE_KEYS:
        return PAGE_KEYS[low]
    if re.fullmatch(r'[a-z0-9]|f[0-9]{1,2}', low):
        return low
    sys.exit(f'{where}: the key “{text}” is not one this check knows; add it to PAGE_KEYS')


def page_shortcuts(path):
    """{(modifiers, key): page} of the keys a page names."""
    found = {}
    where = os.path.basename(path)
    tree = ET.parse(path)
    parents = {child: parent for parent in tree.iter() for child in parent}
    for node in tree.iter():
        if node.tag == MALLARD + 'keyseq':
            keys = [''.join(k.itertext()) for k in node.findall(MALLARD + 'key')]
            mods = frozenset(PAGE_MODIFIERS[k.lower()] for k in keys[:-1]
                             if k.lower() in PAGE_MODIFIERS)
            if len(mods) != len(keys) - 1:
                sys.exit(f'{where}: {keys}: a key sequence is modifiers and one key')
            found[(mods, key_name(keys[-1], where))] = where
        elif node.tag == MALLARD + 'key' and parents[node].tag != MALLARD + 'keyseq':
            text = ''.join(node.itertext())
            # "<key>1</key> … <key>9</key>" is the range 1...9
            if text == '1' and (node.tail or '').strip() == '…':
                found[(frozenset(), '1...9')] = where
                continue
            if text == '9' and found.get((frozenset(), '1...9')) == where:
                continue
            if text.lower() in PAGE_MODIFIERS:
                sys.exit(f'{where}: the modifier “{text}” alone: write it in a <keyseq>')
            found[(frozenset(), key_name(text, where))] = where
    return found


# Keys the replay binds as a second name of a key the window lists: the
# keypad's twins, = for + (the same key unshifted) and Shift++.
REPLAY_TWINS = {(frozenset(), 'equal'), (frozenset({'shift'}), 'plus')}
GDK_MODIFIERS = {'GDK_CONTROL_MASK': 'control', 'GDK_SHIFT_MASK': 'shift',
                 'GDK_ALT_MASK': 'alt', 'GDK_SUPER_MASK': 'super'}


def replay_shortcuts(path):
    """{(modifiers, key)} the replay's shortcut controller binds."""
    found = set()
    text = open(path, encoding='utf-8').read()
    for m in re.finditer(r'add_(?:zoom_)?key \((?:self, )?controller, GDK_KEY_(\w+), ([^,]+),', text):
        key, mods = m.group(1), m.group(2).strip()
        if key.startswith('KP_'):
            continue
        mods = frozenset() if mods == '0' else frozenset(GDK_MODIFIERS[x.strip()]
                                                        for x in mods.split('|'))
        if (mods, key.lower()) not in REPLAY_TWINS:
            found.add((mods, key.lower()))
    # The presenter's pointer: Shift and an arrow.
    for m in re.finditer(r'add_pointer_key \(self, controller, GDK_KEY_(\w+),', text):
        found.add((frozenset({'shift'}), m.group(1).lower()))
    return found


def describe(shortcut):
    mods, key = shortcut
    return '+'.join(sorted(m.capitalize() for m in mods) + [key])


def main():
    top = sys.argv[1]
    window = ui_shortcuts(os.path.join(top, 'src', 'ui', 'gtk', 'help-overlay.ui'))
    pages = {}
    for path in sorted(glob.glob(os.path.join(top, 'help', 'C', '*.page'))):
        for shortcut, where in page_shortcuts(path).items():
            pages.setdefault(shortcut, where)
    if len(window) < 20 or len(pages) < 20:
        sys.exit(f'only {len(window)} shortcuts in the window and {len(pages)} in the help: '
                 'a wrong path?')

    problems = []
    replay = replay_shortcuts(os.path.join(top, 'src', 'ui', 'tess-replay-view-keys.c'))
    if len(replay) < 10:
        sys.exit(f'only {len(replay)} keys of the replay found: has add_key changed?')
    for shortcut in sorted(replay, key=describe):
        if shortcut not in window:
            problems.append(f'the replay answers to {describe(shortcut)}, which the Keyboard '
                            'Shortcuts window does not list')
    for shortcut, where in sorted(pages.items(), key=lambda i: describe(i[0])):
        if shortcut not in window:
            problems.append(f'{where} names {describe(shortcut)}, which the Keyboard Shortcuts '
                            'window does not have')
    for shortcut in sorted(window, key=describe):
        if shortcut not in pages:
            problems.append(f'the Keyboard Shortcuts window has {window[shortcut]} '
                            f'({describe(shortcut)}), which no help page names')
    for p in problems:
        print(p, file=sys.stderr)
    print(f'{len(window)} shortcuts in the window, {len(pages)} named in the help')
    sys.exit(1 if problems else 0)


if __name__ == '__main__':
    main()
