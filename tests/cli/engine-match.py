#!/usr/bin/env python3
# engine-match.py: plays two `tessera-cli engine` processes against each
# other, using only the protocol of doc/ENGINE-PROTOCOL.md.
#
# Copyright 2026 The Tessera developers
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Game g is dealt with the seed SEED + g // 2, and player A sits in seat
# g % 2: each deal is played twice with the seats swapped, as
# `tessera-cli arena` does. Engine A is started with --seed 2*SEED+1 and
# engine B with --seed 2*SEED+2, the seeds arena gives its players, so
# that with --simulations the match can be compared with arena move for
# move (--compare-arena). --expansions plays with expansions, as the
# record rule "expansions" and arena's --expansions. Standard library only.

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time


class EngineError(Exception):
    pass


class Engine:
    """One `tessera-cli engine` process, one request and answer at a time."""

    def __init__(self, cli, seed):
        self.proc = subprocess.Popen([cli, "engine", "--seed", str(seed)],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, encoding="utf-8", bufsize=1)
        self.next_id = 0
        hello = self.ask({"cmd": "hello"})
        if hello.get("protocol") != "tessera-engine" or hello.get("version") != 1:
            raise EngineError("unexpected engine: %r" % hello)

    def ask(self, request):
        self.next_id += 1
        request = dict(request, id=self.next_id)
        self.proc.stdin.write(json.dumps(request, separators=(",", ":")) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise EngineError("the engine closed its output after %r" % request["cmd"])
        answer = json.loads(line)
        if answer.get("id") != self.next_id:
            raise EngineError("answer to another request: %r" % answer)
        if "error" in answer:
            raise EngineError("%s: %s (%s)" % (request["cmd"], answer["error"], answer["code"]))
        return answer

    def quit(self):
        self.ask({"cmd": "quit"})
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


def new_record(seed, players, expansions):
    colors = ["red", "blue", "green", "yellow", "black", "grey"]
    record = {"format": "tessera-game", "version": 1, "tilesets": ["base"],
              "players": [{"name": "Seat %d" % (p + 1), "color": colors[p]}
                          for p in range(players)],
              "seed": seed, "moves": []}
    if expansions:
        record["rules"] = {"expansions": expansions}
    return record


def play_game(engines, levels, seat_a, record, go_options, stats, check_legal=False):
    """Plays one game; engines[0] is A, engines[1] plays every other seat."""
    for engine in engines:
        engine.ask({"cmd": "position", "record": record})
    while True:
        state = engines[0].ask({"cmd": "state"})
        if state["finished"]:
            return state["final_scores"]
        who = 0 if state["player"] == seat_a else 1
        request = dict(go_options, cmd="go", level=levels[who])
        start = time.monotonic()
        answer = engines[who].ask(request)
        stats["ms"][who].append((time.monotonic() - start) * 1000.0)
        if check_legal:
            legal = engines[1 - who].ask({"cmd": "legal"})["legal"]
            if answer["move"] not in legal:
                raise EngineError("go answered %r, which `legal` does not list" % answer["move"])
        for engine in engines:
            engine.ask({"cmd": "apply", "move": answer["move"]})
        record["moves"].append(answer["move"])


def check_score(cli, record, finals, expansions):
    """`tessera-cli score` of the game's record gives the same scores, and
    `validate` finds it valid; with expansions, their tiles were played."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "game.tessera")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(record, f)
        out = subprocess.run([cli, "score", path], check=True, capture_output=True,
                             text=True).stdout
        valid = subprocess.run([cli, "validate", path], capture_output=True, text=True)
    if valid.returncode != 0:
        raise EngineError("validate refuses the record: %s" % valid.stdout + valid.stderr)
    scored = json.loads(out)
    got = [p["score"] for p in scored["players"]]
    if not scored["finished"] or got != finals:
        raise EngineError("score says %r, the engine %r" % (got, finals))
    prefixes = {"inns-cathedrals": "ic-", "traders-builders": "tb-"}
    for expansion in expansions:
        prefix = prefixes.get(expansion)
        if prefix and not any(m.get("tile", "").startswith(prefix) for m in record["moves"]):
            raise EngineError("no tile of %s was played" % expansion)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cli", default="tessera-cli", help="the tessera-cli to run")
    parser.add_argument("--a", default="hard", help="level of player A")
    parser.add_argument("--b", default="medium", help="level of player B")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--simulations", type=int, default=0,
                        help="cap on the hard level's simulations (0: use --budget)")
    parser.add_argument("--budget", type=int, default=1000, help="hard level's milliseconds")
    parser.add_argument("--check-legal", action="store_true",
                        help="check that every move is in the other engine's legal list")
    parser.add_argument("--check-score", action="store_true",
                        help="check every game's record with `tessera-cli score`")
    parser.add_argument("--compare-arena", action="store_true",
                        help="run `tessera-cli arena` on the same deals and compare")
    parser.add_argument("--expansions", default="",
                        help="expansions to play, comma-separated (e.g. inns-cathedrals)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    expansions = [e for e in args.expansions.split(",") if e]

    players = 2
    go_options = ({"simulations": args.simulations} if args.simulations
                  else {"budget": args.budget})
    engines = [Engine(args.cli, args.seed * 2 + 1), Engine(args.cli, args.seed * 2 + 2)]
    stats = {"ms": [[], []]}
    wins_a = wins_b = ties = 0
    score_a = score_b = 0
    start = time.monotonic()
    for g in range(args.games):
        seat_a = g % players
        record = new_record(args.seed + g // 2, players, expansions)
        finals = play_game(engines, [args.a, args.b], seat_a, record, go_options, stats,
                           args.check_legal)
        if args.check_score:
            check_score(args.cli, record, finals, expansions)
        a = finals[seat_a]
        b = max(s for p, s in enumerate(finals) if p != seat_a)
        score_a += a
        score_b += b
        if a > b:
            wins_a += 1
        elif a < b:
            wins_b += 1
        else:
            ties += 1
    for engine in engines:
        engine.quit()

    result = {"games": args.games, "wins_a": wins_a, "wins_b": wins_b, "ties": ties,
              "mean_score_a": score_a / args.games, "mean_score_b": score_b / args.games,
              "seconds": round(time.monotonic() - start, 1)}
    for who, key in ((0, "a"), (1, "b")):
        ms = sorted(stats["ms"][who])
        result["ms_per_move_" + key] = round(sum(ms) / len(ms), 2) if ms else 0
        result["max_ms_per_move_" + key] = round(ms[-1], 2) if ms else 0

    if args.compare_arena:
        command = [args.cli, "arena", "--a", args.a, "--b", args.b, "--games", str(args.games),
                   "--seed", str(args.seed), "--budget", str(args.budget), "--json"]
        if args.simulations:
            command += ["--simulations", str(args.simulations)]
        if expansions:
            command += ["--expansions", ",".join(expansions)]
        arena = json.loads(subprocess.run(command, check=True, capture_output=True,
                                          text=True).stdout)
        result["arena"] = {k: arena[k] for k in ("wins_a", "wins_b", "ties",
                                                 "mean_score_a", "mean_score_b")}
        same = all(result[k] == arena[k] for k in result["arena"])
        result["same_as_arena"] = same

    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print("%s (A) against %s (B): %d games in %.1f s" % (args.a, args.b, args.games,
                                                              result["seconds"]))
        print("Wins: A %d, B %d, ties %d; mean score A %.1f, B %.1f"
              % (wins_a, wins_b, ties, result["mean_score_a"], result["mean_score_b"]))
        if args.compare_arena:
            print("tessera-cli arena: %r; the same: %s" % (result["arena"], result["same_as_arena"]))
    if args.compare_arena and not result["same_as_arena"]:
        return 1
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except EngineError as e:
        print("engine-match: %s" % e, file=sys.stderr)
        sys.exit(1)
