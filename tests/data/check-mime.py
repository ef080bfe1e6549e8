#!/usr/bin/env python3
# The desktop knows Tessera's files: the shared-mime-info file installed into
# a temporary data dir gives *.tessera and *.tileset.json their types (as
# `xdg-mime query filetype` sees them under GNOME, through gio), the desktop
# file lists both types and passes the files to the program, `gio open` on a
# game starts the program named by the desktop file with that file, and the
# thumbnailer file asks `tessera-cli thumbnail` for both types.
#
# usage: check-mime.py MIME_XML DESKTOP_FILE THUMBNAILER GAME TILESET
# SPDX-License-Identifier: GPL-3.0-or-later

import configparser
import os
import shutil
import subprocess
import sys
import tempfile
import time

GAME = 'application/x-tessera-game'
TILESET = 'application/x-tessera-tileset'
APP_ID = 'io.github.tesseragame.Tessera'

problems = []


def problem(text):
    print('FAIL: ' + text, file=sys.stderr)
    problems.append(text)


def desktop_entry(path, group):
    parser = configparser.RawConfigParser(interpolation=None, strict=False)
    parser.optionxform = str
    parser.read(path, encoding='utf-8')
    if not parser.has_section(group):
        problem('%s: no [%s] group' % (path, group))
        return {}
    return dict(parser.items(group))


def mime_list(value):
    return [t for t in (value or '').split(';') if t]


def run(env, *argv):
    result = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=60)
    print('$ %s -> %d\n%s%s' % (' '.join(argv), result.returncode, result.stdout, result.stderr))
    return result


def main():
    if len(sys.argv) != 6:
        print('usage: check-mime.py MIME_XML DESKTOP_FILE THUMBNAILER GAME TILESET',
              file=sys.stderr)
        return 2
    mime_xml, desktop, thumbnailer, game, tileset = sys.argv[1:]

    tmp = tempfile.mkdtemp(prefix='tessera-mime-')
    try:
        check(tmp, mime_xml, desktop, thumbnailer, game, tileset)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if problems:
        return 1
    print('all MIME, desktop and thumbnailer checks passed')
    return 0


def check(tmp, mime_xml, desktop, thumbnailer, game, tileset):
    data = os.path.join(tmp, 'share')
    os.makedirs(os.path.join(data, 'mime', 'packages'))
    os.makedirs(os.path.join(data, 'applications'))
    shutil.copy(mime_xml, os.path.join(data, 'mime', 'packages', APP_ID + '.xml'))
    # One database holding the system's types and ours, as a distribution
    # package installs them: the order of matches from two databases is
    # not the one shared-mime-info gives within one.
    system_xml = '/usr/share/mime/packages/freedesktop.org.xml'
    if os.path.exists(system_xml):
        shutil.copy(system_xml, os.path.join(data, 'mime', 'packages'))

    env = dict(os.environ)
    env.update({
        'XDG_DATA_HOME': data,
        'XDG_DATA_DIRS': data + (':/usr/share' if not os.path.exists(system_xml) else ''),
        'XDG_CONFIG_HOME': os.path.join(tmp, 'config'),
        'XDG_CONFIG_DIRS': os.path.join(tmp, 'etc'),
        'XDG_CURRENT_DESKTOP': 'GNOME',   # xdg-mime asks gio
        'HOME': tmp,
        'GIO_USE_VFS': 'local',
    })

    # 1. The types, from the installed MIME file.
    if run(env, 'update-mime-database', os.path.join(data, 'mime')).returncode != 0:
        problem('update-mime-database refused the MIME file')
    samples = os.path.join(tmp, 'samples')
    os.makedirs(samples)
    # A set or a game saved as *.json is told by its content, wherever
    # its format key stands in the first 8 KiB; other JSON stays JSON.
    with open(tileset, encoding='utf-8') as f:
        late_set = '{"x-note": "%s",\n%s' % ('n' * 3000, f.read().lstrip()[1:])
    plain = os.path.join(tmp, 'plain-source.json')
    with open(plain, 'w', encoding='utf-8') as f:
        f.write('{"name": "not a tessera-tileset", "format": "other"}\n')
    late = os.path.join(tmp, 'late-source.json')
    with open(late, 'w', encoding='utf-8') as f:
        f.write(late_set)
    cases = [
        ('game.tessera', game, GAME),
        ('Base Set.tileset.json', tileset, TILESET),
        ('set.json', tileset, TILESET),
        ('saved game.json', game, GAME),
        ('format late.json', late, TILESET),
        ('plain.json', plain, 'application/json'),
    ]
    for name, source, expected in cases:
        path = os.path.join(samples, name)
        shutil.copy(source, path)
        got = run(env, 'xdg-mime', 'query', 'filetype', path).stdout.strip()
        if got != expected:
            problem('xdg-mime query filetype "%s" gives %r, not %r' % (name, got, expected))
    for mime_type in (GAME, TILESET):
        with open(os.path.join(data, 'mime', 'subclasses'), encoding='utf-8') as f:
            if '%s application/json' % mime_type not in f.read().split('\n'):
                problem('%s is not a sub-class of application/json' % mime_type)

    # 2. The desktop file: valid, lists both types, passes files to the program.
    if run(env, 'desktop-file-validate', desktop).returncode != 0:
        problem('desktop-file-validate refuses %s' % desktop)
    entry = desktop_entry(desktop, 'Desktop Entry')
    types = mime_list(entry.get('MimeType'))
    for mime_type in (GAME, TILESET):
        if mime_type not in types:
            problem('MimeType= of the desktop file lacks %s' % mime_type)
    exec_line = entry.get('Exec', '')
    # The editor, from the desktop's menu of the app's icon.
    actions = mime_list(entry.get('Actions'))
    editor = desktop_entry(desktop, 'Desktop Action edit-tileset') if 'edit-tileset' in actions else {}
    if '--edit' not in editor.get('Exec', '').split():
        problem('the desktop file has no action that opens the editor (tessera --edit)')
    codes = [code for code in ('%f', '%F', '%u', '%U') if code in exec_line.split()]
    if not codes:
        problem('Exec=%s passes no file (%%f, %%F, %%u or %%U)' % exec_line)

    # 3. gio open on a game: the desktop file's Exec, with its own field
    # codes, but a stub that records its arguments instead of the game.
    args_file = os.path.join(tmp, 'args')
    stub = os.path.join(tmp, 'tessera-stub')
    with open(stub, 'w', encoding='utf-8') as f:
        f.write('#!/bin/sh\nfor a in "$@"; do printf "%%s\\n" "$a"; done > "%s.part"\n'
                'mv "%s.part" "%s"\n' % (args_file, args_file, args_file))
    os.chmod(stub, 0o755)
    with open(desktop, encoding='utf-8') as f:
        text = f.read()
    program = exec_line.split()[0] if exec_line else 'tessera'
    text = text.replace('Exec=' + program, 'Exec=' + stub, 1)
    text = '\n'.join(l for l in text.split('\n')
                     if not l.startswith('TryExec=') and not l.startswith('DBusActivatable='))
    installed = os.path.join(data, 'applications', APP_ID + '.desktop')
    with open(installed, 'w', encoding='utf-8') as f:
        f.write(text)
    run(env, 'update-desktop-database', os.path.join(data, 'applications'))
    default = run(env, 'xdg-mime', 'query', 'default', GAME).stdout.strip()
    if default != APP_ID + '.desktop':
        problem('the default application of %s is %r, not %s.desktop' % (GAME, default, APP_ID))
    target = os.path.join(samples, 'game.tessera')
    opened = run(env, 'gio', 'open', target)
    if opened.returncode != 0:
        problem('gio open "%s" failed: %s' % (target, opened.stderr.strip()))
    # Waits for the file, failing only after a generous deadline.
    deadline = time.monotonic() + 60
    while not os.path.exists(args_file) and time.monotonic() < deadline:
        time.sleep(0.1)
    if not os.path.exists(args_file):
        problem('gio open "%s" did not start the program of the desktop file' % target)
    else:
        with open(args_file, encoding='utf-8') as f:
            args = f.read().split('\n')
        print('the program was started with: %r' % args)
        if target not in args and ('file://' + target) not in args:
            problem('the program was started with %r, not with %s' % (args, target))

    # 4. The thumbnailer: both types, tessera-cli thumbnail with size, input, output.
    entry = desktop_entry(thumbnailer, 'Thumbnailer Entry')
    exec_line = entry.get('Exec', '')
    words = exec_line.split()
    if words[:2] != ['tessera-cli', 'thumbnail']:
        problem('the thumbnailer runs %r, not "tessera-cli thumbnail"' % exec_line)
    for code in ('%s', '%o'):
        if code not in words:
            problem('the thumbnailer Exec=%s lacks %s' % (exec_line, code))
    if '%i' not in words and '%u' not in words:
        problem('the thumbnailer Exec=%s names no input (%%i or %%u)' % exec_line)
    types = mime_list(entry.get('MimeType'))
    for mime_type in (GAME, TILESET):
        if mime_type not in types:
            problem('MimeType= of the thumbnailer lacks %s' % mime_type)
    if entry.get('TryExec') not in (None, 'tessera-cli'):
        problem('TryExec=%s is not tessera-cli' % entry.get('TryExec'))


if __name__ == '__main__':
    sys.exit(main())
