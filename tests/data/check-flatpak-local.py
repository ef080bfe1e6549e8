#!/usr/bin/env python3
# Checks that the manifest `make flatpak` builds with (made by
# build-aux/flatpak-local-manifest) and the Flathub one differ only in the
# runtime branch and in libstrophe's source: whatever else the Flathub
# manifest says (finish-args, the modules, their options) is what is built
# and run here.
#
# Usage: check-flatpak-local.py FLATHUB.json LOCAL.json
#        check-flatpak-local.py --generate GENERATOR FLATHUB.json
#          (writes the local manifest offline into a temporary folder first)
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import subprocess
import sys
import tempfile

# The keys of the libstrophe module that say where its files come from.
STROPHE_SOURCE_KEYS = {'sources', 'buildsystem', 'config-opts', 'build-commands'}


def differences(flathub, local):
    problems = []
    for key in sorted(set(flathub) | set(local)):
        if key in ('runtime-version', 'modules'):
            continue
        if flathub.get(key) != local.get(key):
            problems.append('"%s" differs: %r in the Flathub manifest, %r here'
                            % (key, flathub.get(key), local.get(key)))
    if local.get('runtime-version') != '43':
        problems.append('the local runtime branch is %r, not "43"' % local.get('runtime-version'))
    hub_modules = flathub.get('modules', [])
    local_modules = local.get('modules', [])
    if [m.get('name') for m in hub_modules] != [m.get('name') for m in local_modules]:
        problems.append('the modules differ: %r and %r'
                        % ([m.get('name') for m in hub_modules], [m.get('name') for m in local_modules]))
        return problems
    for hub, here in zip(hub_modules, local_modules):
        ignored = STROPHE_SOURCE_KEYS if hub.get('name') == 'libstrophe' else set()
        for key in sorted((set(hub) | set(here)) - ignored):
            if hub.get(key) != here.get(key):
                problems.append('module "%s": "%s" differs' % (hub.get('name'), key))
        if hub.get('name') == 'libstrophe':
            for source in here.get('sources', []):
                if source.get('type') != 'file' or len(source.get('sha256', '')) != 64:
                    problems.append('libstrophe: a source without its SHA-256: %r' % source)
    return problems


def main():
    args = sys.argv[1:]
    with tempfile.TemporaryDirectory() as tmp:
        if args and args[0] == '--generate':
            generator, flathub_path = args[1], args[2]
            local_path = os.path.join(tmp, 'local.json')
            subprocess.run([sys.executable, generator, '--offline', local_path,
                            os.path.join(tmp, 'sources')], check=True)
        elif len(args) == 2:
            flathub_path, local_path = args
        else:
            print(__doc__ or 'usage: check-flatpak-local.py FLATHUB.json LOCAL.json', file=sys.stderr)
            return 2
        with open(flathub_path, encoding='utf-8') as f:
            flathub = json.load(f)
        with open(local_path, encoding='utf-8') as f:
            local = json.load(f)
    problems = differences(flathub, local)
    for p in problems:
        print('%s: %s' % (local_path, p), file=sys.stderr)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
