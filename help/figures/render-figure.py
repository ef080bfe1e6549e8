#!/usr/bin/env python3
# Draws one help figure: tessera-cli render with the options its record's
# "help" key asks for (see README.md here).
# Usage: render-figure.py TESSERA-CLI RECORD OUT.png [EDITION]
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import subprocess
import sys

# Pixels a board cell is drawn at: a board of 7 cells fits the help's
# column of text.
CELL_SIZE = 96


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit('usage: render-figure.py TESSERA-CLI RECORD OUT.png [EDITION]')
    cli, record, out = sys.argv[1:4]
    with open(record, encoding='utf-8') as f:
        figure = json.load(f).get('help')
    if not isinstance(figure, dict):
        sys.exit(f'{record}: a help figure has a "help" object')

    args = [cli, 'render', record, '--out', out, '--crop', figure.get('crop', 'auto'),
            '--cell-size', str(CELL_SIZE), '--highlight']
    if 'move' in figure:
        args += ['--move', str(figure['move'])]
    if 'refused' in figure:
        args.append('--refused')
    if figure.get('final', False):
        args.append('--final')
    for text, (x, y) in figure.get('labels', {}).items():
        args += ['--label', f'{text}@{x},{y}']
    if len(sys.argv) == 5:
        if sys.argv[4] not in figure.get('editions', {}):
            sys.exit(f'{record}: no edition "{sys.argv[4]}" in its "help" object')
        args += ['--edition', sys.argv[4]]
    sys.exit(subprocess.run(args).returncode)


if __name__ == '__main__':
    main()
