#!/usr/bin/env python3
# engine-budget.py: how long `go` takes against its budget, seen from a
# driver (request written to answer read), on positions of real games.
# A benchmark for doc/BENCHMARKS.md, not a test: times depend on the machine.
#
# Copyright 2026 The Tessera developers
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   tests/cli/engine-budget.py --cli _build/src/cli/tessera-cli --calls 50 --budget 200 1000

import argparse
import json
import subprocess
import time


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cli", default="tessera-cli")
    parser.add_argument("--calls", type=int, default=50, help="go requests per budget")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=int, nargs="+", default=[200, 1000])
    args = parser.parse_args()

    proc = subprocess.Popen([args.cli, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True, bufsize=1)

    def ask(request):
        proc.stdin.write(json.dumps(request) + "\n")
        proc.stdin.flush()
        answer = json.loads(proc.stdout.readline())
        if "error" in answer:
            raise SystemExit("engine: %s" % answer["error"])
        return answer

    record = {"format": "tessera-game", "version": 1, "tilesets": ["base"],
              "players": [{"name": "A", "color": "red"}, {"name": "B", "color": "blue"}],
              "seed": args.seed, "moves": []}
    results = {}
    for budget in args.budget:
        times = []
        ask({"cmd": "position", "record": record})
        while len(times) < args.calls:
            state = ask({"cmd": "state"})
            if state["finished"]:
                record["seed"] += 1
                ask({"cmd": "position", "record": record})
                continue
            start = time.monotonic()
            answer = ask({"cmd": "go", "level": "hard", "budget": budget})
            times.append((time.monotonic() - start) * 1000.0)
            # Then the game goes on with a quick move, so that positions vary.
            move = ask({"cmd": "go", "level": "medium"})["move"] if len(times) % 2 else answer["move"]
            ask({"cmd": "apply", "move": move})
        times.sort()
        p95 = times[min(len(times) - 1, int(round(0.95 * len(times))) - 1)]
        results[budget] = {"calls": len(times), "mean_ms": round(sum(times) / len(times), 1),
                           "p95_ms": round(p95, 1), "max_ms": round(times[-1], 1),
                           "over_105_percent": sum(t > 1.05 * budget for t in times)}
    ask({"cmd": "quit"})
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
