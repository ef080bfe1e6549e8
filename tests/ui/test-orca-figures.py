#!/usr/bin/python3
# test-orca-figures.py: what Orca says when a blind player chooses the
# big follower
#
# Copyright 2026 The Tessera developers
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts Debian's Orca and tessera on buses and an X display of the
# test's own (as test-orca.py does), opens a game with the big follower
# (the rule "big_follower", DESIGN.md §8), lays the first tile by keys and
# asserts on what Orca SAID (its debug log):
#
#   - the follower prompt tells of B and the big follower;
#   - B: "Big follower chosen: it counts as two followers.";
#   - Tab: the spot, first, and that the big follower goes there;
#   - the spot's digit plays the move ("Ana places …"), and the saved
#     game (Ctrl+S) holds it with "figure": "big".
#
# Usage: test-orca-figures.py TESSERA
# Exit 77 (skipped) only when the accessibility bus cannot be started or
# Orca is missing; any other problem fails. Run with /usr/bin/python3.

import json
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from tess_atspi import Keys, fail, log, settle, turn_to_fit, TURNED  # noqa: E402
from tess_orca import focus_board, main  # noqa: E402

# The start (a city cap with a road) and city caps, roads and curves: the
# first tile always has a free spot.
TILESET = {
    "format": "tessera-tileset", "version": 1, "id": "orca-figures", "name": "Orca figures set",
    "start": "D",
    "tiles": [
        {"id": "D", "count": 1, "features": [
            {"type": "city", "ports": ["N"]},
            {"type": "road", "ports": ["E", "W"]},
            {"type": "field", "ports": ["ENE", "WNW"], "cities": ["N"]},
            {"type": "field", "ports": ["ESE", "SSE", "SSW", "WSW"]}]},
        {"id": "U", "count": 4, "features": [
            {"type": "road", "ports": ["W", "E"]},
            {"type": "field", "ports": ["WNW", "NNW", "NNE", "ENE"]},
            {"type": "field", "ports": ["ESE", "SSE", "SSW", "WSW"]}]},
        {"id": "V", "count": 4, "features": [
            {"type": "road", "ports": ["W", "S"]},
            {"type": "field", "ports": ["WNW", "NNW", "NNE", "ENE", "ESE", "SSE"]},
            {"type": "field", "ports": ["SSW", "WSW"]}]},
    ],
}


def write_record(home):
    path = os.path.join(home, "big.tessera")
    with open(path, "w") as f:
        json.dump({"format": "tessera-game", "version": 1, "tilesets": [TILESET],
                   "rules": {"big_follower": 1},
                   "players": [{"name": "Ana", "color": "red"},
                               {"name": "Bot", "color": "blue", "ai": "easy"}],
                   "seed": 5, "moves": []}, f)
    return path


PROMPT = re.compile(r"Place a follower on (?:the marked spot \(1\)|a marked spot \(1–(\d+), Tab\))")


def play(session, orca):
    keys = Keys(session.proc.pid)
    board = focus_board(session, orca, keys)

    # The tile where it fits, turned a way it fits.
    turn_to_fit(board, keys)

    orca.mark()
    keys.press("Return")
    if orca.wait(lambda t: PROMPT.search(t), timeout=15) is None and TURNED.search(board.description or ""):
        log("Return changed nothing, pressed again")
        keys.press("Return")
    prompt = orca.wait_for(PROMPT.pattern, "the follower prompt after Return")
    if "B chooses your big follower, which counts as two." not in prompt:
        fail(f"the prompt did not tell of the big follower: {prompt!r}")
    log(f"ok: the prompt said {prompt!r}")
    n_spots = int(PROMPT.search(prompt).group(1) or 1)

    orca.mark()
    keys.press("b")
    chosen = orca.wait_for(r"^Big follower chosen: it counts as two followers\.",
                           "that B chose the big follower")
    log(f"ok: B said {chosen!r}")

    # Tab to a free spot: the spot, then the figure that goes there.
    choice = None
    for i in range(1, n_spots + 1):
        orca.mark()
        keys.press("Tab")
        spot = orca.wait_for(rf"^Spot {i} of {n_spots}: (City|Road|Field|Monastery)\b.* With your big follower\.",
                             f"spot {i} of {n_spots} with the big follower, when Tab chose it")
        if "— free" in spot:
            choice = i
            log(f"ok: Tab said {spot!r}")
            break
    if choice is None:
        fail("no free spot on the first tile")
    orca.mark()
    keys.press(str(choice))
    orca.wait_for(r"\bAna places\b", "Ana's move with the big follower")

    # Saved: the move holds the figure.
    path = os.path.join(session.home, "big.tessera")
    before = os.path.getmtime(path)
    keys.press("ctrl+s")
    if not settle(lambda: os.path.getmtime(path) != before, timeout=20):
        fail("Ctrl+S did not save the game")
    with open(path) as f:
        moves = json.load(f)["moves"]
    if not any(m.get("figure") == "big" for m in moves):
        fail(f"the saved game holds no move with the big follower: {moves!r}")
    log(f"ok: the saved game holds {[m for m in moves if m.get('figure') == 'big']!r}")


if __name__ == "__main__":
    main("tessera-orca-figures-", write_record, play)
