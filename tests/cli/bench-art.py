#!/usr/bin/env python3
# bench-art.py: what hostile art costs the commands that load and draw it
# (issue 32 item 5). A benchmark for doc/BENCHMARKS.md, not a test: times
# depend on the machine (test-cli-art.py checks the memory).
#
# Copyright 2026 The Tessera developers
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   tests/cli/bench-art.py --cli _build/src/cli/tessera-cli [--json]
#
# For each set (tests/cli/art_sets.py) and command: the wall time and the
# peak memory of the process (wait4's ru_maxrss).

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import art_sets  # noqa: E402


def measure(cli, args):
    start = time.monotonic()
    proc = subprocess.Popen([cli] + args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = 0
    return {"seconds": round(time.monotonic() - start, 2), "max_rss_mb": round(usage.ru_maxrss / 1024, 1),
            "status": os.waitstatus_to_exitcode(status)}


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cli", required=True)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    tmp = tempfile.mkdtemp(prefix="bench-art-")

    def write(name, obj):
        path = os.path.join(tmp, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(art_sets.dumps(obj))
        return path

    pngs = [art_sets.uri("image/png", p) for p in art_sets.png_1bit_copies(4096, 4096, 1000)]
    same = art_sets.uri("image/png", art_sets.png_1bit(4096, 4096))
    sets = {
        "200 PNGs 4096x4096, all different": write("png200.tileset.json", art_sets.tileset("png200", pngs[:200])),
        "1000 PNGs 4096x4096, all different": write("png1000.tileset.json", art_sets.tileset("png1000", pngs)),
        "1000 PNGs 4096x4096, the same": write("same1000.tileset.json", art_sets.tileset("same1000", [same] * 1000)),
        "SVG, 1-pixel crop, 1 translucent circle": write("crop1.tileset.json", art_sets.tileset(
            "crop1", [art_sets.svg_uri(art_sets.svg_translucent(60, 1))], crop=[30, 30, 1])),
        "SVG, 1-pixel crop, 100 translucent circles": write("crop100.tileset.json", art_sets.tileset(
            "crop100", [art_sets.svg_uri(art_sets.svg_translucent(60, 100))], crop=[30, 30, 1])),
        "SVG of 600 px with a filter, 3 copies": write("filter.tileset.json", art_sets.tileset(
            "filter", [art_sets.svg_uri(art_sets.SVG_FILTER)], count=3)),
    }
    commands = {
        "validate": lambda s: ["validate", s],
        "thumbnail 512": lambda s: ["thumbnail", "--size", "512", s, os.path.join(tmp, "t.png")],
        "sheet --bleed 1": lambda s: ["sheet", s, "--out", os.path.join(tmp, "s.pdf"), "--bleed", "1"],
    }
    results = []
    for set_name, path in sets.items():
        for command, make in commands.items():
            if command.startswith("sheet") and "1000" in set_name:
                continue
            r = measure(args.cli, make(path))
            r.update({"set": set_name, "command": command})
            results.append(r)
            if not args.json:
                print("%-45s %-16s %7.2f s %8.1f MB  exit %d"
                      % (set_name, command, r["seconds"], r["max_rss_mb"], r["status"]), flush=True)
    if args.json:
        print(json.dumps(results, indent=1))
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
