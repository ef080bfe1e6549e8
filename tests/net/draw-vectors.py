#!/usr/bin/env python3
# The known answers of test-draw.c, computed independently of Tessera's C
# code with Python's hashlib, straight from DESIGN §7. Run it to see them:
#   python3 tests/net/draw-vectors.py
# With --check test-draw.c (the net suite does so), it fails unless every
# answer it computes is written in the C test.
# SPDX-License-Identifier: GPL-3.0-or-later

import hashlib
import sys

lines = []


def sha(b):
    return hashlib.sha256(b).digest()


def chain(seed, n):
    links = [seed]
    for _ in range(n):
        links.append(sha(links[-1]))
    return links


def draw_index(k, reveals, bag):
    h = sha(b"tessera-draw" + k.to_bytes(4, "big") + b"".join(reveals))
    limit = (2**64 // bag) * bag
    while True:
        for off in range(0, 32, 8):
            v = int.from_bytes(h[off:off + 8], "big")
            if v < limit:
                return v % bag
        h = sha(h)


def out(line):
    lines.append(line)
    print(line)


def seed(i):
    return bytes((i * 37 + j) % 256 for j in range(32))


def main():
    n = 88
    chains = [chain(seed(i), n) for i in range(3)]
    for i, c in enumerate(chains):
        out(f"seat {i} commit {c[n].hex()}")
        out(f"seat {i} reveal1 {c[n - 1].hex()}")
        out(f"seat {i} reveal72 {c[n - 72].hex()}")
    for k, bag in [(1, 71), (2, 70), (3, 7), (40, 32), (72, 1), (5, 3)]:
        reveals = [c[n - k] for c in chains]
        out(f"draw {k} bag {bag} index {draw_index(k, reveals, bag)}")
    # A bag whose size leaves a big remainder: 2^63 + 1 refuses about half
    # of all values, so some draws need a value past the first, and some
    # need all four refused and the hash hashed again.
    bag = 2**63 + 1
    limit = (2**64 // bag) * bag
    found = set()
    for k in range(1, n + 1):
        reveals = [c[n - k] for c in chains[:2]]
        h = sha(b"tessera-draw" + k.to_bytes(4, "big") + b"".join(reveals))
        refused = 0
        while refused < 4 and int.from_bytes(h[8 * refused:8 * refused + 8], "big") >= limit:
            refused += 1
        case = "rehash" if refused == 4 else ("second" if refused == 1 else None)
        if case and case not in found:
            found.add(case)
            out(f"{case} draw {k} seats 2 bag {bag} index {draw_index(k, reveals, bag)}")
        if len(found) == 2:
            break

def check(path):
    with open(path, encoding="utf-8") as f:
        source = f.read()
    missing = []
    for line in lines:
        words = line.split()
        # The hex of a link, or a draw's row of the C test's table.
        if words[0] == "draw":
            answer = f"{{ {words[1]}, {words[3]}, {words[5]} }}"
        elif words[0] in ("second", "rehash"):
            answer = f"{{ {words[2]}, G_GUINT64_CONSTANT ({words[8]}) }}"
        else:
            answer = words[-1]
        if answer not in source:
            missing.append(line)
    for line in missing:
        print(f"not in {path}: {line}", file=sys.stderr)
    return 1 if missing else 0


main()
if len(sys.argv) == 3 and sys.argv[1] == "--check":
    sys.exit(check(sys.argv[2]))
