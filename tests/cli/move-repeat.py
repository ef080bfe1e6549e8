#!/usr/bin/env python3
# move-repeat.py: `tessera-cli move --simulations N --seed S` gives the
# same move on every run. Positions come from games the engine plays
# (medium against itself) to several depths; each is asked RUNS times.
# A figure for doc/BENCHMARKS.md, with the command that reproduces it.
#
# Copyright 2026 The Tessera developers
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   tests/cli/move-repeat.py --cli _build/src/cli/tessera-cli

import argparse
import json
import os
import subprocess
import tempfile


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cli", default="tessera-cli")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--simulations", type=int, default=500)
    parser.add_argument("--depths", type=int, nargs="+", default=[0, 10, 25, 40, 60])
    args = parser.parse_args()

    engine = subprocess.Popen([args.cli, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True, bufsize=1)

    def ask(request):
        engine.stdin.write(json.dumps(request) + "\n")
        engine.stdin.flush()
        return json.loads(engine.stdout.readline())

    distinct = []
    with tempfile.TemporaryDirectory() as tmp:
        for k, depth in enumerate(args.depths):
            record = {"format": "tessera-game", "version": 1, "tilesets": ["base"],
                      "players": [{"name": "A", "color": "red"}, {"name": "B", "color": "blue"}],
                      "seed": 100 + k, "moves": []}
            ask({"cmd": "position", "record": record})
            for _ in range(depth):
                ask({"cmd": "apply", "move": ask({"cmd": "go", "level": "medium"})["move"]})
            path = os.path.join(tmp, "position-%d.tessera" % k)
            with open(path, "w", encoding="utf-8") as f:
                json.dump(ask({"cmd": "record"})["record"], f)
            answers = {subprocess.run([args.cli, "move", path, "--level", "hard",
                                       "--simulations", str(args.simulations), "--seed", "1"],
                                      check=True, capture_output=True, text=True).stdout
                       for _ in range(args.runs)}
            distinct.append(len(answers))
            print("after %d moves: %d distinct answer(s) in %d runs: %s"
                  % (depth, len(answers), args.runs, sorted(answers)[0].strip()))
    ask({"cmd": "quit"})
    return 0 if all(n == 1 for n in distinct) else 1


if __name__ == "__main__":
    raise SystemExit(main())
