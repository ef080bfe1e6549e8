#!/usr/bin/python3
# test-orca-editor.py: what Orca says while a tile is made in the editor
#
# Copyright 2026 The Tessera developers
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts Debian's Orca and `tessera --edit` on buses and an X display of
# the test's own (as test-orca.py does), makes a tile with the keyboard
# alone, as a blind designer would, and asserts on what Orca SAID (its
# debug log), not on what the status label shows:
#
#   - the canvas, reached with Tab: its chosen handle and the tile in
#     words, never the file's port names;
#   - each handle the arrows go to, with the field's border;
#   - the paint chosen (3), a side painted (Space), a join begun (J) and
#     made;
#   - a cathedral put in the city (C), and an inn refused there (I), in
#     words.
#
# Usage: test-orca-editor.py TESSERA [--transcript FILE]
# Exit 77 (skipped) only when the accessibility bus cannot be started or
# Orca is missing; any other problem fails. Run with /usr/bin/python3.

import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from tess_atspi import PORT_NOTATION, Keys, fail, find, log, settle, write_odd_set  # noqa: E402
from tess_orca import main  # noqa: E402

def play(session, orca):
    pyatspi, frame = session.pyatspi, session.frame
    keys = Keys(session.proc.pid)
    canvas = find(frame, lambda n: (n.name or "").startswith("Tile: click or press Space"))
    if canvas is None:
        fail("no canvas in the editor's tree")

    def canvas_focused():
        return canvas.getState().contains(pyatspi.STATE_FOCUSED)

    def focused():
        try:
            return find(frame, lambda n: n.getState().contains(pyatspi.STATE_FOCUSED))
        except Exception:
            return None

    # Tab to the canvas, as a person would: each Tab once Orca said where
    # the one before went (a key cuts Orca off, and it says nothing of a
    # focus it did not follow).
    for _ in range(60):
        if canvas_focused():
            break
        before = focused()
        orca.mark()
        keys.press("Tab")
        now = settle(lambda: (lambda f: f if f is not None and f != before else None)(focused()), timeout=10)
        if now is not None and now.name and not canvas_focused():
            orca.wait_for(re.escape(now.name[:40]), f"the {now.getRoleName()} Tab went to")
    if not settle(canvas_focused):
        fail("Tab never reached the canvas")
    described = orca.wait_for(r"The top side: a city.*The tile:", "the canvas, its handle and the tile",
                              since=orca.mark_at)
    log(f"ok: the canvas said {described!r}")

    def step(press, pattern, what):
        orca.mark()
        keys.press(*press)
        said = orca.wait_for(pattern, what)
        log(f"ok: {what}: {said!r}")
        return said

    step(["Right"], r"^The right half of the top side", "the next handle")
    orca.mark()
    keys.press("Right", "Right", "Right")
    said = orca.wait_for(r"^The lower half of the right side", "the field's half three handles on")
    if "borders the city on the top side" not in said:
        fail(f"the field's border was not said: {said!r}")
    log(f"ok: the field's half: {said!r}")
    step(["Left"], r"^The right side", "the right side")
    step(["3"], r"^Paint with: a city", "the paint chosen with 3")
    step(["space"], r"^The right side: a city\.", "the right side painted a city")
    step(["j"], r"^Joining from the right side", "a join begun with J")
    # Three handles back, to the top side (said as the cursor passes).
    keys.press("Left", "Left", "Left")
    step(["space"], r"^Joined: the city on the top and right sides", "the join made")
    step(["c"], r"^The top side: part of the city on the top and right sides, with a cathedral\.",
         "a cathedral put in the city")
    step(["i"], r"^An inn stands by a road, and the top side is not a road", "the inn refused")
    if any(PORT_NOTATION.search(t) for t in orca.since(0)):
        fail(f"Orca said the file's port names: {[t for t in orca.since(0) if PORT_NOTATION.search(t)]!r}")
    log("ok: no port names said")


if __name__ == "__main__":
    main("tessera-orca-editor-", write_odd_set, play, args=lambda path: ["--edit", path])
