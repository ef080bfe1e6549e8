#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The wall between the layers (CONTRIBUTING, "The layers"): builds
tests/ui/layer-wall.c once per header with the app's dependencies.

Usage: layer-wall.py NINJA BUILD_ROOT (ok|wall):HEADER:LIBRARY ...

An "ok" header (what the app may use) must compile; a "wall" header (the
engine's, core's and net's engine-facing ones, libsecret's) must fail,
and for the right reason: the compiler cannot find it, or an engine
header it includes.
"""

import os
import subprocess
import sys


def main():
    ninja, build_root = sys.argv[1], sys.argv[2]
    failures = 0
    n = 0
    for spec in sys.argv[3:]:
        kind, header, library = spec.split(':', 2)
        target = os.path.relpath(library, build_root)
        run = subprocess.run([ninja, '-C', build_root, target],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             text=True, check=False)
        n += 1
        if kind == 'ok':
            good = run.returncode == 0
            why = 'the app may include it' if good else \
                'the app cannot include it:\n' + run.stdout
        else:
            # The header itself, or an engine header it includes.
            missing = ': No such file or directory' in run.stdout
            good = run.returncode != 0 and missing
            if run.returncode == 0:
                why = 'a file of the app compiled with it: the wall is down'
            elif not missing:
                why = 'it failed, but not for want of the header:\n' + run.stdout
            else:
                why = 'not on the app\'s include path'
        first, _, rest = why.partition('\n')
        print('%s %d - %s %s: %s' % ('ok' if good else 'not ok', n,
                                     kind, header, first))
        for line in rest.splitlines():
            print('# ' + line)
        failures += not good
    print('1..%d' % n)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
