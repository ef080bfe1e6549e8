#!/usr/bin/env python3
# Checks the Flatpak manifest: valid JSON, the right app id and command, and
# no direct file-system access (files go through the portal).
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import sys

APP_ID = 'io.github.tesseragame.Tessera'
COMMAND = 'tessera'


def check(path):
    problems = []
    try:
        with open(path, encoding='utf-8') as f:
            manifest = json.load(f)
    except OSError as e:
        return ['cannot read the manifest: %s' % e]
    except json.JSONDecodeError as e:
        return ['not valid JSON: line %d, column %d: %s' % (e.lineno, e.colno, e.msg)]

    if not isinstance(manifest, dict):
        return ['the manifest is not a JSON object']

    app_id = manifest.get('id', manifest.get('app-id'))
    if app_id != APP_ID:
        problems.append('the app id is %r, not %r' % (app_id, APP_ID))
    if manifest.get('command') != COMMAND:
        problems.append('the command is %r, not %r' % (manifest.get('command'), COMMAND))

    finish_args = manifest.get('finish-args', [])
    if not isinstance(finish_args, list):
        problems.append('finish-args is not a list')
        finish_args = []
    for arg in finish_args:
        if not isinstance(arg, str) or arg.startswith('--filesystem'):
            problems.append('finish-arg %r gives file-system access; files must go through the portal' % (arg,))

    modules = manifest.get('modules', [])
    names = [m.get('name') for m in modules if isinstance(m, dict)]
    if 'tessera' not in names:
        problems.append('no module named "tessera"')

    return problems


def main():
    if len(sys.argv) != 2:
        print('usage: check-flatpak-manifest.py MANIFEST', file=sys.stderr)
        return 2
    path = sys.argv[1]
    problems = check(path)
    for p in problems:
        print('%s: %s' % (path, p), file=sys.stderr)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
