#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The engine's memory over a long run: RSS of one `tessera-cli engine`
process while it answers REQUESTS requests of every kind (doc/BENCHMARKS.md,
"The engine protocol"). A benchmark, not a test: it prints figures.

  tests/cli/bench-engine-memory.py --cli _build/src/cli/tessera-cli \
      [--requests 10000] [--moves 40]

The position is a seeded two-player base game MOVES moves in (random
moves of the engine itself); each kind of request then runs REQUESTS
times in a row, and the RSS (VmRSS) before and after is printed, with the
growth per request.
"""

import argparse
import json
import os
import subprocess
import sys
import time


class Engine:
    def __init__(self, cli):
        env = dict(os.environ)
        top = os.path.dirname(os.path.dirname(os.path.dirname(
            os.path.abspath(__file__))))
        env.setdefault('TESSERA_TILESETDIR', os.path.join(top, 'data', 'tilesets'))
        self.proc = subprocess.Popen([cli, 'engine'], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, env=env)

    def ask(self, request):
        line = request if isinstance(request, str) else json.dumps(request)
        self.proc.stdin.write(line + '\n')
        self.proc.stdin.flush()
        answer = json.loads(self.proc.stdout.readline())
        return answer

    def rss_kb(self):
        with open('/proc/%d/status' % self.proc.pid) as status:
            for line in status:
                if line.startswith('VmRSS:'):
                    return int(line.split()[1])
        return 0

    def close(self):
        self.proc.stdin.close()
        return self.proc.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--cli', required=True)
    parser.add_argument('--requests', type=int, default=10000)
    parser.add_argument('--moves', type=int, default=40)
    args = parser.parse_args()

    engine = Engine(args.cli)
    record = {'format': 'tessera-game', 'version': 1, 'tilesets': ['base'],
              'seed': 2026, 'moves': [],
              'players': [{'name': 'Ana', 'color': 'red'},
                          {'name': 'Bruno', 'color': 'blue'}]}
    answer = engine.ask({'cmd': 'position', 'record': record})
    if 'error' in answer:
        sys.exit('position: ' + answer['error'])
    for k in range(args.moves):
        move = engine.ask({'cmd': 'go', 'level': 'random', 'seed': k})['move']
        engine.ask({'cmd': 'apply', 'move': move})
    record = engine.ask({'cmd': 'record'})['record']
    position = json.dumps({'cmd': 'position', 'record': record})

    def go_apply_undo(i):
        move = engine.ask({'cmd': 'go', 'level': 'random', 'seed': i})['move']
        engine.ask({'cmd': 'apply', 'move': move})
        return engine.ask({'cmd': 'undo'})

    kinds = [
        ('hello', lambda i: engine.ask('{"cmd":"hello","id":%d}' % i)),
        ('list', lambda i: engine.ask('{"cmd":"list"}')),
        ('ping', lambda i: engine.ask('{"cmd":"ping","id":%d}' % i)),
        ('position', lambda i: engine.ask(position)),
        ('state', lambda i: engine.ask('{"cmd":"state"}')),
        ('legal', lambda i: engine.ask('{"cmd":"legal"}')),
        ('board', lambda i: engine.ask('{"cmd":"board"}')),
        ('record', lambda i: engine.ask('{"cmd":"record"}')),
        ('go (easy)', lambda i: engine.ask({'cmd': 'go', 'level': 'easy', 'seed': i})),
        ('go, apply, undo', go_apply_undo),
        ('an illegal move', lambda i: engine.ask(
            '{"cmd":"apply","move":{"tile":"A","x":40,"y":40,"rotation":0}}')),
        ('a line not JSON', lambda i: engine.ask('{"cmd":')),
        ('an unknown command', lambda i: engine.ask('{"cmd":"dance"}')),
    ]

    start = engine.rss_kb()
    print('%d requests of each kind, a base game %d moves in' % (args.requests, args.moves))
    print('%-20s %10s %10s %14s %8s' % ('request', 'RSS before', 'RSS after',
                                       'per request', 'seconds'))
    for name, ask in kinds:
        before = engine.rss_kb()
        began = time.monotonic()
        for i in range(args.requests):
            ask(i)
        after = engine.rss_kb()
        print('%-20s %7d kB %7d kB %11.1f B %8.1f' % (
            name, before, after, (after - before) * 1024.0 / args.requests,
            time.monotonic() - began))
    end = engine.rss_kb()
    print('all: %d kB to %d kB over %d requests' % (start, end, args.requests * len(kinds)))
    return engine.close()


if __name__ == '__main__':
    sys.exit(main())
